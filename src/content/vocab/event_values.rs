//! The words that the keys of `[[events]]` take: what was put on the promotion square, who
//! noticed, what a claim rests on and when it was made, the arbiter's judgement, how the clock
//! was handled, when an offer was made and how it was answered, how a device came to light,
//! and which irregularity was discovered.

use super::vocabulary;
use crate::laws::claim::{ClaimMoment, ClockAct, Ground, QuickplayJudgement};
use crate::laws::event::{
    DeviceFinding, Notice, OfferAnswer, OfferMoment, OfferResponse, PromotionAct,
};

vocabulary! {
    impl PromotionAct as "promotion" {
        /// The piece named in the move (a queen if none is named) was put there: the default.
        AsWritten = "as-written",
        /// No new piece was put there: the pawn stands on the last rank.
        NoPiece = "none",
        /// A rook was put there upside down (announced as a queen or not): it counts as a rook.
        UpsideDownRook = "upside-down-rook",
    }
}

vocabulary! {
    impl Notice as "noticed" {
        /// The arbiter sees the illegal move at once: the default.
        Arbiter = "arbiter",
        /// The opponent claims it before making his own move.
        Claim = "claim",
        /// Nobody notices at the time; a later `illegal-move-claim` may bring it up.
        Later = "later",
    }
}

vocabulary! {
    /// Who brings a fallen flag to the arbiter (a `flag` event's `noticed`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum FlagNotice as "noticed" {
        /// The arbiter sees the flag fall: the default.
        Arbiter = "arbiter",
        /// The opponent claims it: the same as a `claim` with `ground = "flag"` by him.
        Claim = "claim",
    }
}

vocabulary! {
    impl Ground as "claim ground" {
        /// Threefold repetition of the position (9.2), by the player having the move, before
        /// he touches a piece (9.4); `written` is the move he wrote instead of playing it.
        Threefold = "threefold",
        /// Fifty moves by each player without a pawn move or a capture (9.3), with the same
        /// conditions.
        FiftyMoves = "fifty-moves",
        /// Quickplay finish: under two minutes left, and the opponent cannot win by normal
        /// means or makes no effort to (2009 10.2, 2014 G.5, Guidelines III.5); `judgement` is
        /// the arbiter's view.
        Quickplay = "quickplay",
        /// A request, with under two minutes left, that both clocks get an increment of five
        /// seconds (2014 G.4, Guidelines III.4; not in 2009); it counts as a draw offer.
        /// `judgement = "agree"` (the default) grants it, `"reject"` refuses it; `response` is
        /// the opponent's answer to the offer (left out: he refuses it).
        Increment = "increment",
        /// The opponent must move or capture the piece he touched (Article 4), whether he has
        /// already moved another or not yet.
        TouchMove = "touch-move",
        /// The opponent's last move was illegal, or an act treated as one (7.5): also a move
        /// not yet completed, and from 2018 a clock pressed without a move.
        IllegalMove = "illegal-move",
        /// The opponent's flag has fallen: the claimant claims the game on time (6.8).
        Flag = "flag",
        /// The opponent has an electronic device; `finding` (required) says how it came to
        /// light.
        Device = "device",
        /// The pieces were set up wrongly (`king_misplaced`, `rook_misplaced` as for
        /// `discover`).
        WrongSetup = "wrong-setup",
        /// The board is wrongly oriented.
        WrongOrientation = "wrong-orientation",
        /// The game began with the colours reversed.
        ReversedColours = "reversed-colours",
        /// The clock is set wrongly (`schedule_at_risk` as for `discover`).
        WrongClockSetting = "wrong-clock-setting",
        /// Pieces stand on wrong squares, or the opponent has just knocked pieces over (a
        /// `displace` event by him this turn).
        DisplacedPieces = "displaced-pieces",
        /// The opponent stopped recording his moves.
        Recording = "recording",
        /// The opponent handled the clock improperly; `act` says how.
        ClockHandling = "clock-handling",
        /// The opponent adjusted pieces when he was not allowed to (the adjustment of this
        /// turn, or one made as the complaint is brought).
        Adjust = "adjust",
        /// The opponent distracts or annoys the claimant; `judgement = "reject"` says the
        /// arbiter finds nothing in it.
        Disturbance = "disturbance",
    }
}

vocabulary! {
    impl ClockAct as "clock act" {
        /// He pressed the clock without making a move (the default; the `press-clock` event
        /// before the complaint, if there is one).
        WithoutMove = "without-move",
        /// He pressed it with the other hand than the one he moved with.
        OtherHand = "other-hand",
        /// He keeps his finger on the clock or hovers over it.
        FingerOnClock = "finger-on-clock",
        /// He pressed it forcibly, picked it up or knocked it over.
        Forcibly = "forcibly",
        /// He pressed it only a while after making his move.
        Late = "late",
    }
}

vocabulary! {
    impl OfferAnswer as "answer" {
        /// The opponent accepts the offer that stands.
        Accept = "accepted",
        /// The opponent declines it orally.
        Decline = "declined",
        /// The player who made the offer tries to take it back.
        Withdraw = "withdrawn",
    }
}

vocabulary! {
    impl ClaimMoment as "moment" {
        /// The claimant has the move and has not moved yet: the default.
        BeforeMoving = "before-moving",
        /// He made his move on the board but has not pressed the clock.
        AfterMoving = "after-moving",
        /// He made his move and pressed the clock.
        AfterPressing = "after-pressing",
    }
}

vocabulary! {
    impl QuickplayJudgement as "judgement" {
        /// The arbiter agrees: the opponent cannot win by normal means or makes no effort to
        /// (for an increment request: he grants it; for a complaint: it is founded).
        Agree = "agree",
        /// He postpones his decision (the default); the claim is decided when the claimant's
        /// flag falls later in the scenario.
        Postpone { award: false } = "postpone",
        /// He postpones his decision and gives the opponent the extra time the Laws allow.
        Postpone { award: true } = "postpone-with-time",
        /// He rejects the claim (refuses the request, finds the complaint unfounded).
        Reject = "reject",
    }
}

vocabulary! {
    impl OfferMoment as "moment" {
        /// After making a move, before pressing the clock: the moment the Laws prescribe, and
        /// the default.
        AfterMoving = "after-moving",
        /// On his own time, before making a move.
        BeforeMoving = "before-moving",
        /// While the opponent's clock runs.
        OpponentsTime = "opponents-time",
    }
}

vocabulary! {
    impl OfferResponse as "response" {
        /// The opponent accepts (of a claim: the draw offer it makes, should it be incorrect).
        Accepted = "accepted",
        /// The opponent declines (orally, or by touching a piece to move it).
        Declined = "declined",
        /// No answer yet: the default (a later `offer-response` may give it).
        None = "none",
    }
}

vocabulary! {
    impl DeviceFinding as "finding" {
        /// It made a sound (rang, beeped).
        Rang = "rang",
        /// It is found on the player, completely switched off.
        OnPerson = "on-person",
        /// It is found on the player switched on, though it made no sound.
        SwitchedOn = "switched-on",
        /// It is switched off in the player's bag.
        InBag = "in-bag",
    }
}

vocabulary! {
    /// The irregularities a `discover` event can name (its `what`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum DiscoverKind as "irregularity" {
        /// The initial position was set up wrongly. `king_misplaced` names the side whose king
        /// stood on a wrong square, `rook_misplaced` the square where a wrongly placed rook
        /// stood (after the move limit of unsupervised games that rook may not castle).
        WrongSetup = "wrong-setup",
        /// The board was placed with a dark corner square on the players' right.
        WrongOrientation = "wrong-orientation",
        /// The players started with the wrong colours.
        ReversedColours = "reversed-colours",
        /// The clock was set wrongly from the start; `schedule_at_risk = true` says that
        /// keeping the setting would seriously hurt the schedule of the event.
        WrongClockSetting = "wrong-clock-setting",
        /// Pieces are found displaced from their squares.
        DisplacedPieces = "displaced-pieces",
        /// The position on the board is illegal (both kings in check, a pawn on the last rank).
        IllegalPosition = "illegal-position",
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_round_trip;
    use super::*;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<PromotionAct>();
        assert_round_trip::<Notice>();
        assert_round_trip::<FlagNotice>();
        assert_round_trip::<Ground>();
        assert_round_trip::<ClockAct>();
        assert_round_trip::<OfferAnswer>();
        assert_round_trip::<ClaimMoment>();
        assert_round_trip::<QuickplayJudgement>();
        assert_round_trip::<OfferMoment>();
        assert_round_trip::<OfferResponse>();
        assert_round_trip::<DeviceFinding>();
        assert_round_trip::<DiscoverKind>();
    }
}
