//! The words that the keys of `[[events]]` take: what was put on the promotion square, who
//! noticed, what a claim rests on and when it was made, the arbiter's judgement, how the clock
//! was handled, when an offer was made and how it was answered, how a device came to light,
//! and which irregularity was discovered.

use super::vocabulary;
use crate::laws::claim::{AfterFlag, ClaimMoment, ClockAct, Evidence, Ground, QuickplayJudgement};
use crate::laws::event::{
    CastlingProcedure, ClockButton, ClockFault, Contact, CounterFault, DeviceFinding, Gesture,
    Notice, OfferAnswer, OfferMoment, OfferResponse, Order, PauseReason, PromotionAct,
    TouchFinding,
};

vocabulary! {
    impl PromotionAct as "promotion" {
        /// The piece named in the move (a queen if none is named) was put there: the default.
        AsWritten = "as-written",
        /// No new piece was put there: the pawn stands on the last rank.
        NoPiece = "none",
        /// A rook was put there upside down (announced as a queen or not): it counts as a rook.
        UpsideDownRook = "upside-down-rook",
        /// The piece named in the move was put on the square first and the pawn taken off the
        /// board after it: promotion may be made in either order.
        PieceFirst = "piece-first",
        /// The piece named in the move was put there in the opponent's colour (a black queen
        /// for a white pawn): the pawn must become a piece of its own colour (2018 3.7.5.1,
        /// 2023 3.7.3.3, 2009 and 2014 3.7e), so the move is illegal once the clock is pressed,
        /// and is dealt with as any other illegal move (`noticed` as for one).
        WrongColour = "wrong-colour",
        /// The piece named in the move was put on the last rank but the pawn was left where it
        /// stood: no promotion was made (the same articles), so the move is illegal once the
        /// clock is pressed, like any other illegal move. The pawn was never lifted, so it does
        /// not bind the replacing move; if the player touched it first, write that `touch`.
        PawnLeft = "pawn-left",
        /// The pawn was lifted off the board without first being put on the promotion
        /// square, and the piece named in the move put straight there: a promotion like any
        /// other, since the pawn need not be put on the square of arrival (4.6.1; 2014 4.6a;
        /// 2009: the move is made once the new piece is released there, 4.6c).
        PawnNotPlaced = "pawn-not-placed",
    }
}

vocabulary! {
    impl ClockFault as "clock fault" {
        /// An evident defect (it failed to register a press, its display froze): its
        /// indication is not conclusive (6.10.1; 2009 and 2014 6.10a), the flag counts for
        /// nothing and the clock is replaced; a `clock` event after it gives the times.
        Defect = "defect",
        /// It was set wrongly (a missing increment, a wrong time): the flag counts for nothing
        /// and the arbiter corrects the setting (6.10.2; 2009 and 2014 6.10b); a `discover
        /// what = "wrong-clock-setting"` or `clock` event after it gives the times.
        WrongSetting = "wrong-setting",
        /// It had been running on the wrong side, the clock of the player without the move
        /// (restarted so after a pause, pressed back by mistake): the time that ran out was
        /// not his own thinking time, so the flag counts for nothing, and the arbiter puts the
        /// times right by his best judgement (6.10.2 with 7.1; 2009 6.10b with 6.13); a `clock`
        /// event after it gives them.
        WrongSide = "wrong-side",
    }
}

vocabulary! {
    impl AfterFlag as "finding after the flag" {
        /// The case does not say (the default): decided by the material where it settles
        /// the claim, else left to the arbiter.
        Pending = "pending",
        /// The opponent could not win by normal means, or was not trying to: drawn.
        Draw = "draw",
        /// The opponent was trying to win by normal means: the flag loses (unless he cannot
        /// checkmate).
        Lost = "lost",
    }
}

vocabulary! {
    /// The piece a promotion names (`promotion_touched` of a `move`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum PromotionPiece as "promotion piece" {
        /// A queen.
        Queen = "queen",
        /// A rook.
        Rook = "rook",
        /// A bishop.
        Bishop = "bishop",
        /// A knight.
        Knight = "knight",
    }
}

impl PromotionPiece {
    /// The engine's kind of piece.
    pub fn role(self) -> shakmaty::Role {
        match self {
            Self::Queen => shakmaty::Role::Queen,
            Self::Rook => shakmaty::Role::Rook,
            Self::Bishop => shakmaty::Role::Bishop,
            Self::Knight => shakmaty::Role::Knight,
        }
    }
}

vocabulary! {
    impl Contact as "contact" {
        /// Deliberate: with the intention of moving or capturing, or any contact the Laws do
        /// not except (the default).
        Deliberate = "deliberate",
        /// Clearly accidental (a sleeve brushing a piece while reaching for another): it
        /// obliges nothing.
        Accidental = "accidental",
        /// The player said "I adjust" only after touching the piece: too late, so the touch
        /// counts as deliberate.
        AdjustSaidAfter = "adjust-said-after",
    }
}

vocabulary! {
    impl ClockButton as "button" {
        /// His own button: it stops his clock and starts his opponent's (the default).
        Own = "own",
        /// His opponent's button: it stops the opponent's clock, if it runs, and starts his
        /// own. Improper handling of the clock, not a clock pressed without a move.
        Opponents = "opponent",
    }
}

vocabulary! {
    impl Evidence as "evidence" {
        /// The game itself: the board, its clock, the scoresheets (the default).
        Game = "game",
        /// Only what a demonstration board, a monitor or a screen in the hall shows.
        Display = "display",
    }
}

vocabulary! {
    impl Order as "order" {
        /// After the event before it: the default.
        After = "after",
        /// At the same moment as the event before it (a touch: king and rook grasped
        /// together; a flag: as the player claimed or pressed the clock, or as either player
        /// resigned or accepted a draw).
        SameTime = "same-time",
        /// One of the two came first, but it cannot be established which.
        Unknown = "unknown",
    }
}

vocabulary! {
    impl TouchFinding as "touch finding" {
        /// The arbiter has not established which of the two touches came first (the
        /// default): where both pieces could be moved (or captured), the ruling says that the
        /// first must be, whichever he finds it was.
        NotEstablished = "not-established",
        /// He finds that the touch before this one came first.
        EarlierFirst = "earlier-first",
        /// He finds that this touch came first.
        ThisFirst = "this-first",
    }
}

vocabulary! {
    impl CastlingProcedure as "castling procedure" {
        /// The king first (in Chess960 put beside the board as recommended), then the rook:
        /// the default.
        KingFirst = "king-first",
        /// The rook first, then the king.
        RookFirst = "rook-first",
        /// Only the king was moved, onto its castling square; the rook was left where it
        /// stood.
        KingOnly = "king-only",
        /// Only the rook was moved, onto its castling square; the king was left where it
        /// stood.
        RookOnly = "rook-only",
        /// The king went to its castling square but the rook was put on a wrong square (h1 to
        /// e1 instead of f1): castling was not made as the Laws define it, so the move is
        /// illegal once the clock is pressed; king and rook were both touched, so the
        /// replacing move is castling on that side if it is legal.
        RookMisplaced = "rook-misplaced",
    }
}

vocabulary! {
    impl CounterFault as "counter fault" {
        /// A press counted twice or not at all: the increment of that press came (or did not)
        /// with the count, so the arbiter corrects the period's time and that increment.
        Press = "press",
        /// The counter was set to a wrong number: the increments followed the moves really
        /// made, and only the period's time came early or late.
        Setting = "setting",
    }
}

vocabulary! {
    impl PauseReason as "reason" {
        /// The piece he needs for a promotion is not at the board.
        PromotionPiece = "promotion-piece",
        /// Pieces were displaced and he needs the arbiter to put the position right.
        DisplacedPieces = "displaced-pieces",
        /// Another matter for which he needs the arbiter (a claim, the opponent's conduct).
        Assistance = "assistance",
        /// No valid reason (to gain time to think, to unsettle the opponent).
        NoValidReason = "no-valid-reason",
        /// He, or his opponent, needs medical attention: the arbiter takes special measures
        /// for him (12.2.6; 2014 12.2f; 2009 by its general duty, 13.2).
        Medical = "medical",
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
        /// already moved another or not yet; also the move he wrote down with an incorrect
        /// draw claim, which binds him in the same way (9.5.3). A claimant who has himself
        /// touched a piece to move it since has lost the right (4.8): `not-admissible`.
        TouchMove = "touch-move",
        /// The opponent's last move was illegal, or an act treated as one (7.5): also a move
        /// not yet completed, and from 2018 a clock pressed without a move. It reaches an
        /// earlier illegal move that nobody noticed (`noticed = "later"`) as well, where the
        /// Laws still let it be acted on. A player may also point out his own unnoticed
        /// illegal move (`by` the player who made it): it is then found, and the arbiter acts
        /// on it as on one he finds himself, where he may act without a claim.
        IllegalMove = "illegal-move",
        /// The opponent's flag has fallen: the claimant claims the game on time (6.8); `order`
        /// as for a `flag` event.
        Flag = "flag",
        /// The opponent has an electronic device; `finding` says how it came to light (left
        /// out: the `device` event before the claim, or else on his person).
        Device = "device",
        /// The pieces were set up wrongly (`king_misplaced`, `rook_misplaced` as for
        /// `discover`).
        WrongSetup = "wrong-setup",
        /// The board is wrongly oriented.
        WrongOrientation = "wrong-orientation",
        /// The game began with the colours reversed.
        ReversedColours = "reversed-colours",
        /// The clock is set wrongly (`schedule_at_risk`, `clock_setting`, `counted` as for
        /// `discover`).
        WrongClockSetting = "wrong-clock-setting",
        /// The times last set on the clock were wrong (`white`, `black` as for `discover`):
        /// upheld when they differ from what was set, rejected when they were right.
        WrongClockTimes = "wrong-clock-times",
        /// The opponent moved the chessclock from where the arbiter placed it: the arbiter
        /// decides where it stands (6.5; 2009 6.4), and puts it back.
        ClockPlacement = "clock-placement",
        /// Pieces have been displaced during play and stand on wrong squares, or the opponent
        /// has just knocked pieces over (a `displace` event by him this turn); claimable
        /// whatever the move count. Pieces wrongly placed since the start are `wrong-setup`.
        DisplacedPieces = "displaced-pieces",
        /// The opponent broke the rules of recording: a `scoresheet` or `stop-recording`
        /// event before the claim, or else he stopped recording his moves.
        Recording = "recording",
        /// The opponent handled the clock improperly; `act` says how.
        ClockHandling = "clock-handling",
        /// The opponent adjusted pieces when he was not allowed to (the adjustment of this
        /// turn, or one made as the complaint is brought).
        Adjust = "adjust",
        /// The opponent distracts or annoys the claimant (a `disturb` event, or an act another
        /// rule penalised as distracting); `judgement = "reject"` says the arbiter finds
        /// nothing in it.
        Disturbance = "disturbance",
        /// The opponent uses notes, a source of information or advice, or another chessboard
        /// (an `assistance` event); `judgement` as for `disturbance`.
        Assistance = "assistance",
        /// The opponent left the playing area or the venue without leave (a `leave` event);
        /// `judgement` as for `disturbance`.
        Leaving = "leaving",
        /// The opponent smokes where it is not allowed (a `smoke` event); `judgement` as for
        /// `disturbance`.
        Smoking = "smoking",
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
        /// He pressed his opponent's button, not his own: improper handling of the clock, not
        /// a clock pressed without a move.
        OpponentsButton = "opponents-button",
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
    impl Gesture as "gesture" {
        /// He meant to resign (asked, he says so): the game ends as a resignation.
        Resignation = "resignation",
        /// He meant to offer a draw: it is an offer, not a resignation (write the `offer`
        /// event after it for its moment and answer).
        DrawOffer = "draw-offer",
        /// Nothing the Laws give effect to: the game goes on.
        Nothing = "nothing",
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
        /// It is found in another place of the venue (the toilets, a rest room), not on the
        /// player: from 2018 the loss of the game needs the device on the player's person.
        InVenue = "in-venue",
        /// The player used the bag that holds his switched-off device without the arbiter's
        /// permission (2018 and 2023 11.3.2.1).
        BagUsed = "bag-used",
        /// It rang or made a sound in the player's bag, where `devices_in_bag = true` allows a
        /// device only completely switched off (2018 and 2023 11.3.2.1): a breach the arbiter
        /// penalises, not the loss of 11.3.2.2, which needs the device on the player's person.
        /// Without such regulations it is ruled as `rang`.
        BagRang = "bag-rang",
        /// It was found switched on (silent) in the player's bag, where `devices_in_bag = true`
        /// allows a device only completely switched off: the same breach as `bag-rang`,
        /// penalised, not the loss. Without such regulations it is ruled as `in-bag`.
        BagOn = "bag-switched-on",
        /// It rang at the board before the game began (the players seated, no clock started).
        /// From 2014 the rule forbids a device "during a game", so this is not the loss of the
        /// game, and the regulations may deal with it; the 2009 rule (12.3b) has no such words,
        /// and the engine reads it as a device that rang.
        RangBeforeStart = "rang-before-start",
        /// He has or uses it outside the playing venue (in the street, where the arbiter let
        /// him go to smoke): the device rule covers the playing venue, so nothing is breached
        /// unless it gave him help with the game, which an `assistance` event says.
        OutsideVenue = "outside-venue",
        /// What was found (or complained of) is no electronic device at all: foam earplugs,
        /// a paper diary taken for a phone. The device rule does not reach it; a complaint
        /// resting on it fails (other rules, such as notes, are other events).
        NotElectronic = "not-electronic",
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
        /// keeping the setting would seriously hurt the schedule of the event. `clock_setting`
        /// gives the setting the clock had (the situation's `time_control` being the right
        /// one) and `counted` the moves its counter showed, so that the arbiter's adjustment
        /// of the times can be asked.
        WrongClockSetting = "wrong-clock-setting",
        /// The clock has an evident defect (a frozen display, a dead battery): the arbiter
        /// replaces it and sets the times; a `clock` event after it gives them.
        DefectiveClock = "defective-clock",
        /// At the start of the game Black's clock was started instead of White's. `elapsed`
        /// gives the time that ran on Black's clock before it was found: the arbiter charges
        /// it to White (White's clock starts the game) and gives it back to Black.
        WrongClockStarted = "wrong-clock-started",
        /// During the game the clock of the player who does not have the move is found
        /// running (the arbiter restarted the clocks on the wrong side after a pause, a player
        /// pressed it back by mistake). `elapsed` gives the time that ran on it: the arbiter
        /// charges it to the player who has the move, whose thinking time it was, and gives it
        /// back to the other.
        WrongClockRunning = "wrong-clock-running",
        /// The clock was never started at the start of the game (both show their full time
        /// after some moves): the arbiter starts it and sets the times by his best judgement
        /// (6.6 with 6.10.2; 2014 6.6 with 6.10b; 2009 6.5 with 6.10b); a `clock` event after
        /// it gives them.
        ClockNotStarted = "clock-not-started",
        /// The clock lost the times it showed through no defect of its own (knocked over and
        /// reset, switched off): the arbiter installs the setting again and the times by his
        /// best judgement (6.10.2 with 7.1; 2009 6.10b with 6.13); a `clock` event after it
        /// gives them. A player who knocked it over is also answerable for that (a
        /// `clock-handling` complaint or claim).
        ClockTimesLost = "clock-times-lost",
        /// The times last set on the clock (the situation's `clock` or the last `clock` event)
        /// were wrong: someone, often the arbiter himself after replacing a clock or restoring
        /// a position, typed a wrong time, and it is found moves later. `white` and `black`
        /// give the times that should have been set (a side left out was set right). The
        /// arbiter corrects the error by his best judgement (6.10.2; 2009 and 2014 6.10b): each
        /// side gets back, or loses, the difference; the time used since stays used.
        WrongClockTimes = "wrong-clock-times",
        /// The clock was set right, but its move counter missed a move or added one, so the
        /// time of the next period came (or will come) at the wrong move. `counted` gives the
        /// moves the counter credited to each player; the true count is the game's (the FEN's
        /// move number and the moves played). The arbiter corrects the counter and the times.
        MoveCounter = "move-counter",
        /// The arbiter himself finds an illegal move made earlier, which nobody noticed then
        /// (the move written with `noticed = "later"`).
        IllegalMove = "illegal-move",
        /// Pieces are found displaced from their squares.
        DisplacedPieces = "displaced-pieces",
        /// The position on the board is illegal (both kings in check, a pawn on the last rank).
        IllegalPosition = "illegal-position",
        /// The arbiter himself sees a breach of touch-move that the opponent has not claimed:
        /// the player moved another piece than the one he touched, or has not yet made the move
        /// his touch obliges. Where the Laws let him act on what he sees, he takes the move back
        /// and enforces the obligation without waiting for a claim; in 2009 unsupervised rapid
        /// and blitz he rules on Article 4 only when a player asks (A4b).
        TouchMove = "touch-move",
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_round_trip;
    use super::*;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<PromotionAct>();
        assert_round_trip::<Contact>();
        assert_round_trip::<ClockButton>();
        assert_round_trip::<PromotionPiece>();
        assert_round_trip::<Order>();
        assert_round_trip::<Evidence>();
        assert_round_trip::<TouchFinding>();
        assert_round_trip::<CastlingProcedure>();
        assert_round_trip::<PauseReason>();
        assert_round_trip::<Notice>();
        assert_round_trip::<FlagNotice>();
        assert_round_trip::<Ground>();
        assert_round_trip::<ClockAct>();
        assert_round_trip::<OfferAnswer>();
        assert_round_trip::<ClaimMoment>();
        assert_round_trip::<QuickplayJudgement>();
        assert_round_trip::<OfferMoment>();
        assert_round_trip::<Gesture>();
        assert_round_trip::<OfferResponse>();
        assert_round_trip::<DeviceFinding>();
        assert_round_trip::<DiscoverKind>();
        assert_round_trip::<ClockFault>();
        assert_round_trip::<AfterFlag>();
    }
}
