//! The words of an adjourned game: whether the sealed move can be read, who is absent when
//! play resumes, and whether the envelope is there.

use shakmaty::Color;

use super::vocabulary;
use crate::laws::adjourned::{Absent, Envelope, SealRecord};

vocabulary! {
    impl SealRecord as "sealed move record" {
        /// The sealed move is written so that it can be read (the default); the engine still
        /// checks whether it is ambiguous or illegal.
        Readable = "readable",
        /// It is written so that its true meaning cannot be established.
        Unreadable = "unreadable",
    }
}

vocabulary! {
    impl Absent as "absence" {
        /// Both players are at the board at the agreed time (the default).
        Nobody = "nobody",
        /// White is not at the board.
        Player(Color::White) = "white",
        /// Black is not at the board.
        Player(Color::Black) = "black",
        /// Neither player is at the board.
        Both = "both",
    }
}

vocabulary! {
    impl Envelope as "envelope" {
        /// The envelope is there, as sealed (the default).
        Intact = "intact",
        /// The envelope is missing; the adjourned position and the times are known.
        Missing = "missing",
        /// The envelope is missing and the adjourned position cannot be re-established.
        PositionLost = "position-lost",
        /// The envelope is there with the sealed move, but the time used by each player was
        /// not written on it and cannot be re-established: the arbiter sets the clocks by
        /// his judgement and play resumes as usual (2018 on I.2.3 with I.12.1; 2014 E.2c with
        /// E.11a; 2009 Adj.2c with Adj.11a).
        TimesMissing = "times-missing",
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_round_trip;
    use super::*;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<SealRecord>();
        assert_round_trip::<Absent>();
        assert_round_trip::<Envelope>();
    }
}
