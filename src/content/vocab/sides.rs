//! Who is named in a file: a side (`white`, `black`), the flag that fell first, and the party
//! who decides or acts (an answer of a knowledge query).

use shakmaty::Color;

use super::vocabulary;
use crate::laws::ruling::Party;

vocabulary! {
    impl Color as "side" {
        /// The player with the white pieces.
        White = "white",
        /// The player with the black pieces.
        Black = "black",
    }
}

vocabulary! {
    impl Option<Color> as "first flag" {
        /// White's flag fell first.
        Some(Color::White) = "white",
        /// Black's flag fell first.
        Some(Color::Black) = "black",
        /// Nobody can tell which flag fell first (the default).
        None = "unknown",
    }
}

vocabulary! {
    impl Party as "party" {
        /// The arbiter.
        Arbiter = "arbiter",
        /// The player with White.
        White = "white",
        /// The player with Black.
        Black = "black",
        /// The organiser, through the regulations of the event.
        Regulations = "regulations",
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_round_trip;
    use super::*;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<Color>();
        assert_round_trip::<Option<Color>>();
        assert_round_trip::<Party>();
    }
}
