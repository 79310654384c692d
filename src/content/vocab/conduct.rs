//! The words of the events of conduct, recording and third parties: where a player went,
//! what help he used, what he smoked, how he disturbed the opponent, what a complaint rests
//! on, who else spoke and to whom, what the arbiter said, what was done with a scoresheet,
//! the result signed, the arbiter's use of his discretion, and the step of the penalty scale
//! he chose with the opponent's score.

use super::vocabulary;
use crate::laws::event::{
    AidSource, AssistantDuty, Bystander, DeviceOwner, Discretion, Disturbance, InspectionManner,
    LeavePlace, OpponentScore, Pointed, RecordingAct, RemarkAbout, SmokeKind, Told,
};
use crate::laws::ruling::Penalty;
use crate::laws::{GameResult, Score};

vocabulary! {
    impl DeviceOwner as "owner" {
        /// It is established that the device is the player's (the default).
        Player = "player",
        /// Nobody can say whose it is; `by` names the player under suspicion.
        Unknown = "unknown",
    }
}

vocabulary! {
    impl Discretion as "arbiter decision" {
        /// The arbiter lets the rule take its course (the default); after an illegal move is
        /// found, he leaves the clock times as they are.
        Default = "as-written",
        /// He uses the power the Laws give him to decide otherwise ("unless the arbiter
        /// decides otherwise"), for example for a documented emergency or an evident error;
        /// after an illegal move is found, he sets new clock times by his best judgement.
        Otherwise = "otherwise",
    }
}

vocabulary! {
    impl LeavePlace as "place left" {
        /// He leaves the playing area for another place of the venue (toilets, rest rooms,
        /// the refreshment or smoking area): only the player having the move needs the
        /// arbiter's permission.
        WithinVenue = "playing-area",
        /// He leaves the playing venue: every player needs the arbiter's permission.
        OutsideVenue = "venue",
    }
}

vocabulary! {
    impl AidSource as "source of help" {
        /// Notes, written before or during the game.
        Notes = "notes",
        /// A source of information: a book, a printout, a screen.
        Information = "information",
        /// Advice from another person.
        Advice = "advice",
        /// Analysis on another chessboard.
        OtherBoard = "other-board",
        /// His team captain's advice to offer, accept or decline a draw: no breach where the
        /// situation's regulations say `captain_may_advise_draws = true` (team regulations
        /// may permit it; the Laws do not), an offence like any advice otherwise.
        CaptainDrawAdvice = "captain-draw-advice",
    }
}

vocabulary! {
    impl AssistantDuty as "duty" {
        /// He moves the pieces for the player (4.9).
        Moves = "moves",
        /// He presses the clock for the player (6.2.6; 2014 6.2e).
        Clock = "clock",
    }
}

vocabulary! {
    impl InspectionManner as "inspection" {
        /// As the Laws provide: in private, by the arbiter or a person he authorises, of the
        /// player's gender (the default).
        Proper = "proper",
        /// By a person of the other gender: the player may refuse it.
        OtherGender = "other-gender",
        /// Not in private: the player may refuse it.
        InPublic = "in-public",
    }
}

vocabulary! {
    impl SmokeKind as "smoking" {
        /// Tobacco (the default).
        Tobacco = "tobacco",
        /// An electronic cigarette (named by the Laws from 2018; earlier editions are
        /// applied to it by analogy).
        ECigarette = "e-cigarette",
    }
}

vocabulary! {
    impl Disturbance as "disturbance" {
        /// A source of noise: tapping, a beeping watch, rustling.
        Noise = "noise",
        /// Talking to the opponent.
        Talking = "talking",
        /// Any other behaviour that distracts or annoys: staring, standing over the board
        /// (the default).
        Behaviour = "behaviour",
        /// Repeated or unreasonable draw offers.
        DrawOffers = "draw-offers",
    }
}

vocabulary! {
    impl OpponentScore as "opponent score" {
        /// The opponent wins (the default).
        Win = "win",
        /// The opponent scores a draw.
        Draw = "draw",
        /// The opponent scores nothing either.
        Loss = "loss",
    }
}

vocabulary! {
    impl Penalty as "penalty" {
        /// A warning (2018 and 2023 12.9.1; 2014 12.9a; 2009 13.4a).
        Warning = "warning",
        /// More time for the opponent (12.9.2; 12.9b; 13.4b); `penalty_time` says how much.
        TimeToOpponent = "time-to-opponent",
        /// Less time for the offender (12.9.3; 12.9c; 13.4c); `penalty_time` says how much.
        TimeOff = "time-off",
        /// The opponent's points in the game raised to the most the game gives (12.9.4;
        /// 12.9d; 13.4f).
        PointsToOpponent = "points-to-opponent",
        /// The offender's points in the game reduced (12.9.5; 12.9e; 13.4e).
        PointsReduced = "points-reduced",
        /// The game declared lost by the offender (12.9.6; 12.9f; 13.4d); `opponent_scores`
        /// says what the opponent scores.
        GameLost = "game-lost",
        /// A fine announced in advance (12.9.7; 12.9g; not in 2009).
        Fine = "fine",
        /// Exclusion from one or more rounds (12.9.8; not before 2018).
        Exclusion = "exclusion",
        /// Expulsion from the competition (12.9.9; 12.9h; 13.4g); the game is lost.
        Expulsion = "expulsion",
    }
}

vocabulary! {
    impl Bystander as "third party" {
        /// A spectator.
        Spectator = "spectator",
        /// A team-mate of one of the players.
        TeamMate = "team-mate",
        /// A team captain.
        Captain = "captain",
        /// A player of another game.
        OtherPlayer = "other-player",
        /// An official of the event: the arbiter himself, a deputy, an organiser (his own
        /// phone ringing at the board). The rules that bind anybody bind him too, and the
        /// players are not penalised, but the arbiter does not expel him: his conduct is a
        /// matter for the chief arbiter or the organiser.
        Official = "official",
        /// A player of the event whose own game has finished: he counts as a spectator
        /// (11.4; 2009 12.5), and is ruled as one (no longer a player in the playing area);
        /// his expulsion is the action `expel finished-player`.
        FinishedPlayer = "finished-player",
    }
}

vocabulary! {
    impl Pointed as "irregularity pointed out" {
        /// A fallen flag.
        Flag = "flag",
        /// An illegal move.
        IllegalMove = "illegal-move",
        /// Something else about the game.
        Other = "other",
        /// Not a remark: his own mobile phone or other communication device is used, or rings,
        /// in the playing venue (2014 on 12.8, 2009 13.7b: nobody may, without the arbiter's
        /// authority). It is not a player's device, so the players are not penalised; the
        /// arbiter may expel the offender. `told` does not apply.
        Device = "device",
        /// Not a remark: he disturbs the game (a camera flash, talking or analysing aloud
        /// beside the board). The players are not penalised; the arbiter may expel him (12.7,
        /// 2009 13.7a). `told` does not apply.
        Disturbance = "disturbance",
        /// Not a remark: he signals or advises one of the players (a parent among the
        /// spectators). He may be expelled (12.7, 2009 13.7a); the player is penalised only if
        /// he used it, which an `assistance` event says. `told` does not apply.
        Signals = "signals",
        /// Not a remark: he offers (or accepts) a draw in a player's name, as a captain who
        /// tells the opponent "we offer a draw". Only a player may offer or accept a draw in
        /// his game, so there is no offer to answer; speaking to the players about the game is
        /// interference, and the arbiter may expel him (12.7, 2009 13.7a). `told` does not
        /// apply.
        DrawOffer = "draw-offer",
        /// Not a remark: he enters the playing area. Only with the arbiter's permission may
        /// someone who is neither a player nor an arbiter have access to it (11.2.3.3; 2014
        /// 11.2c; 2009 has no such rule): without it the arbiter may remove him (`sanction =
        /// "expel spectator"`), and the players are not penalised; `permission = true` (an
        /// accredited photographer) breaks nothing. A player of another game
        /// (`who = "other-player"`) is a player, not an outsider. `told` does not apply.
        Access = "access",
        /// Not a remark: he knocks over or displaces pieces on the board (a stumble, a bag
        /// swung against the table). No player is answerable for it: the arbiter puts the
        /// position back and sets the clocks by his best judgement (7.6 with 7.1; 2009 7.5 with
        /// 6.13), and, as it disturbs the game, he may expel the offender (12.7, 2009 13.7a).
        /// `told` does not apply.
        DisplacedPieces = "displaced-pieces",
    }
}

vocabulary! {
    impl Told as "listener" {
        /// Only the arbiter.
        Arbiter = "arbiter",
        /// The players, or aloud at the board (the default).
        Players = "players",
    }
}

vocabulary! {
    impl RemarkAbout as "remark" {
        /// How many moves have been completed.
        MoveCount = "move-count",
        /// That the opponent has completed a move.
        OpponentMoved = "opponent-moved",
        /// That the player has not pressed his clock.
        ClockNotPressed = "clock-not-pressed",
        /// That a flag has fallen.
        Flag = "flag",
        /// An explanation of a point of the Laws, at the player's request: his right from
        /// 2014 (11.9); the arbiter explains the rule, not the position.
        LawExplanation = "law-explanation",
        /// That the player could now claim something (a repetition, the fifty moves, a flag,
        /// an illegal move): the arbiter intervenes only where the Laws say, so he must not.
        PossibleClaim = "possible-claim",
        /// Anything about the position on the board (a check, a threat, a piece left
        /// hanging): giving it is intervening where no article lets him, so he must not.
        Position = "position",
    }
}

vocabulary! {
    impl RecordingAct as "scoresheet act" {
        /// He writes his move before making it, without claiming a draw.
        MoveInAdvance = "move-in-advance",
        /// He makes a move before recording his previous one.
        MoveBeforeRecording = "move-before-recording",
        /// He replies to the opponent's move before recording it, and records both after
        /// (allowed).
        ReplyBeforeRecording = "reply-before-recording",
        /// He asks the arbiter for a scoresheet to record his moves on. A rapid or blitz
        /// player need not record but may; from 2018 the arbiter gives him one at any time
        /// (A.2, `provide-scoresheet`), where earlier editions say nothing of it.
        AsksForScoresheet = "asks-for-scoresheet",
        /// He does not mark a draw offer with (=).
        OfferNotMarked = "offer-not-marked",
        /// He writes (=) on his scoresheet but offers no draw: the sign records an offer made,
        /// it makes none, so no offer stands and an "acceptance" after it accepts nothing.
        MarkWithoutOffer = "mark-without-offer",
        /// He writes on the scoresheet what does not belong there.
        NotesOnScoresheet = "notes-on-scoresheet",
        /// His electronic scoresheet has an evident defect.
        ElectronicDefect = "electronic-defect",
        /// He records the moves in a notation other than algebraic (descriptive, a national
        /// one): the arbiter warns him, and such a scoresheet cannot serve as evidence
        /// (introduction of Appendix C, with 8.1.1; 2014 8.1a, 2009 8.1).
        NonAlgebraic = "non-algebraic",
        /// He records in algebraic notation but with the piece letters of his own language
        /// (Cyrillic, Chinese): Appendix C allows it, so there is nothing to correct.
        NationalLetters = "national-letters",
        /// He cannot keep score himself (an injured writing hand) and an assistant the
        /// arbiter accepts writes the moves for him: allowed, and the arbiter adjusts his
        /// clock equitably, though not for a player with a disability (8.1.6; 2014 8.1e,
        /// 2009 8.1).
        ScoringAssistant = "scoring-assistant",
        /// He writes the times of the clocks beside his moves (or a claim's details): the
        /// scoresheet is for exactly that, so a complaint that it is "notes" fails (8.1.4;
        /// 2014 8.1b, 2009 12.4).
        ClockTimes = "clock-times",
        /// He had stopped recording under the five-minute relief and takes his opponent's
        /// scoresheet to bring his own up to date, returning it before he moves: allowed once
        /// a flag has fallen and on his own move (8.5.2; 2014 and 2009 8.5b), not otherwise.
        BorrowsOpponents = "borrows-opponents",
        /// He keeps his scoresheet out of the arbiter's sight (covered, turned over, on his
        /// lap): it must be visible to the arbiter throughout the game (8.2).
        Hidden = "hidden",
        /// He had stopped recording under the five-minute relief (8.4) and, after a flag
        /// fell, moves a piece before bringing his scoresheet up to date (8.5.2; 2014 and
        /// 2009 8.5b).
        NotUpdatedAfterFlag = "not-updated-after-flag",
        /// He refuses to sign the scoresheets at the end of the game, which both players must
        /// (8.7): the result stands, and the arbiter may penalise the refusal.
        RefusesToSign = "refuses-to-sign",
        /// His scoresheet cannot be read: moves must be recorded as clearly and legibly as
        /// possible (8.1.1; 2014 8.1a, 2009 8.1).
        Illegible = "illegible",
        /// He records his moves somewhere else than on the scoresheet prescribed for the
        /// competition (his own notebook, a loose sheet): the moves must be recorded on that
        /// scoresheet (8.1.1; 2014 8.1a, 2009 8.1), which the arbiter requires, and he may
        /// penalise.
        OtherPaper = "other-paper",
        /// After the game he keeps his scoresheet (takes it away instead of handing it in):
        /// the scoresheets are the property of the organiser (8.3), and the arbiter requires
        /// it back and may penalise.
        Kept = "kept",
    }
}

vocabulary! {
    /// A result the players sign.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum SignedResult as "signed result" {
        /// White won.
        WhiteWins = "1-0",
        /// Black won.
        BlackWins = "0-1",
        /// A draw.
        Draw = "1/2-1/2",
        /// Both lost.
        BothLose = "0-0",
    }
}

impl SignedResult {
    /// The score signed.
    pub fn score(self) -> Score {
        match self {
            SignedResult::WhiteWins => Score::WHITE_WINS,
            SignedResult::BlackWins => Score::BLACK_WINS,
            SignedResult::Draw => Score::DRAW,
            SignedResult::BothLose => Score::BOTH_LOSE,
        }
    }
}

/// What the arbiter rules on the game (`arbiter-ruling`): one of the results players sign,
/// or play goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RuledResult {
    /// The game is over with this result.
    Over(SignedResult),
    /// The game goes on.
    Continues,
}

// The words of the results are those of `SignedResult`; a test holds them together.
vocabulary! {
    impl RuledResult as "ruled result" {
        /// White won.
        Over(SignedResult::WhiteWins) = "1-0",
        /// Black won.
        Over(SignedResult::BlackWins) = "0-1",
        /// A draw.
        Over(SignedResult::Draw) = "1/2-1/2",
        /// Both lost.
        Over(SignedResult::BothLose) = "0-0",
        /// The game goes on.
        Continues = "continues",
    }
}

impl RuledResult {
    /// The result ruled.
    pub fn result(self) -> GameResult {
        match self {
            RuledResult::Over(signed) => GameResult::Over(signed.score()),
            RuledResult::Continues => GameResult::Continues,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Vocabulary, assert_round_trip};
    use super::*;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<DeviceOwner>();
        assert_round_trip::<Discretion>();
        assert_round_trip::<LeavePlace>();
        assert_round_trip::<AidSource>();
        assert_round_trip::<SmokeKind>();
        assert_round_trip::<InspectionManner>();
        assert_round_trip::<AssistantDuty>();
        assert_round_trip::<Disturbance>();
        assert_round_trip::<OpponentScore>();
        assert_round_trip::<Penalty>();
        assert_round_trip::<RuledResult>();
        assert_round_trip::<Bystander>();
        assert_round_trip::<Pointed>();
        assert_round_trip::<Told>();
        assert_round_trip::<RemarkAbout>();
        assert_round_trip::<RecordingAct>();
        assert_round_trip::<SignedResult>();
    }

    #[test]
    fn a_ruled_result_is_spelt_as_the_signed_result_it_holds() {
        for r in <SignedResult as Vocabulary>::ALL {
            assert_eq!(RuledResult::Over(*r).key(), r.key());
        }
        let over = <RuledResult as Vocabulary>::ALL
            .iter()
            .filter(|r| matches!(r, RuledResult::Over(_)))
            .count();
        assert_eq!(over, <SignedResult as Vocabulary>::ALL.len());
    }

    #[test]
    fn every_signed_result_is_its_score() {
        for r in <SignedResult as Vocabulary>::ALL {
            assert_eq!(r.score().to_string(), r.key());
        }
    }
}
