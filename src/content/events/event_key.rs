//! The keys of an `[[events]]` entry, and the kind of value each one holds.

use super::super::vocab::{Choices, Need, vocabulary};

vocabulary! {
    /// A key of an `[[events]]` entry. Which keys an event takes is said by its type
    /// ([`super::EventType::keys`]); `type`, `text` and `established` belong to every event.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum EventKey as "event key" {
        /// The event type.
        Type = "type",
        /// The player who acts.
        By = "by",
        /// The side whose flag fell.
        Side = "side",
        /// The move: SAN (`Nf3`, `exd6`, `O-O`, `e8=Q`), or the starting square too for a move
        /// that may be illegal (`Bf1-b6`, `e7-e8`).
        Move = "move",
        /// Whether the player pressed his clock after the move, completing it (7.5.1).
        PressedClock = "pressed_clock",
        /// Whether the move was made with both hands.
        TwoHands = "two_hands",
        /// What was put on the promotion square.
        Promotion = "promotion",
        /// Who noticed the illegal move or the fallen flag.
        Noticed = "noticed",
        /// Thinking time taken from the mover's clock, like `"0:12"`.
        Spent = "spent",
        /// The square of the touched piece.
        Square = "square",
        /// Whether the player said "I adjust" before touching.
        Adjust = "adjust",
        /// What kind of contact the touch was: deliberate, clearly accidental, or with "I
        /// adjust" said only afterwards.
        Contact = "contact",
        /// Whose button of the clock the player pressed: his own, or his opponent's.
        Button = "button",
        /// When the touch (or the flag fall) came compared with the event just before it: after
        /// it, at the same moment, or in an order nobody can establish.
        Order = "order",
        /// How the player handled king and rook when castling.
        Castling = "castling",
        /// On `discover` of an illegal move or of displaced pieces, when the position just
        /// before it can no longer be determined: the half-moves of the game (from its start or
        /// its FEN, the situation's moves and the events' together) after which the last
        /// identifiable position stood.
        IdentifiablePlies = "identifiable_plies",
        /// Whether the player said "I am about to castle" before castling.
        Announced = "announced",
        /// The piece that touched the promotion square first, when the player then put
        /// another one there (the choice was final once it touched the square).
        PromotionTouched = "promotion_touched",
        /// On a capture, `true` when the captured piece (or the pawn taken en passant) was left
        /// on the board.
        CapturedLeft = "captured_left",
        /// On `move`, `true` when the player moved one of his opponent's pieces (written in
        /// long algebraic with its squares, `Nf6-e4` played by White): an illegal move, since
        /// each player moves his own pieces (1.1), and he deliberately touched it (4.3.2).
        /// Without it, a move of the opponent's piece is refused as a slip of the author.
        OpponentsPiece = "opponents_piece",
        /// On a claim, what it rests on: the game itself, or only a demonstration board or
        /// monitor in the hall (which no claim may rest on).
        Evidence = "evidence",
        /// Why the player paused the clock.
        Reason = "reason",
        /// The time control the clock was actually set to (written as `time_control`).
        ClockSetting = "clock_setting",
        /// With `clock_setting`, the one side of the clock that had that setting; the other
        /// side had the right one. Left out, both sides had it. On `discover what =
        /// "move-counter"`, the one side whose count went wrong (`counted` is his), the other
        /// side's count being right.
        ClockSide = "clock_side",
        /// On `arbiter-ruling`, what the arbiter ordered a player to do on the board (an order
        /// naming a square binds the owner of the piece on it, else the player having the
        /// move), written as an `obligation` of `expect` (`"move g2"`, `"play Kf8"`;
        /// `"none"`: he ordered nothing). An order the Laws do not give makes his ruling
        /// wrong, and an appeal by the player it binds is upheld.
        Ordered = "ordered",
        /// On `set-position`, where every piece stands once they are set by hand, as the
        /// first field of a FEN (`"r1bqkb1r/pppp1ppp/2n5/…"`; a whole FEN may be written, its
        /// other fields are left aside).
        Placement = "placement",
        /// The moves each player had completed by the clock's move counter.
        Counted = "counted",
        /// On `discover what = "move-counter"`, how the counter went wrong: a press counted
        /// twice or missed (`press`, the default), or the counter set to a wrong number
        /// (`setting`).
        CounterFault = "counter_fault",
        /// Which flag fell first.
        First = "first",
        /// What the claim rests on (see "Claims").
        Ground = "ground",
        /// The move written on the scoresheet: the claimant's move, declared without playing
        /// it, or the sealed move of an adjournment.
        Written = "written",
        /// When the claim or offer was made.
        Moment = "moment",
        /// The arbiter's judgement of what the Laws leave to him: a quickplay-finish claim, an
        /// increment request, a complaint of disturbance.
        Judgement = "judgement",
        /// On `flag`, the period (counted from 1) whose time the flag marks, for a clock that
        /// drops a flag at the end of every period (a mechanical one).
        Period = "period",
        /// On `flag`, `false` when the scoresheets cannot be brought up to date to show how
        /// many moves were made. On a threefold or fifty-move claim, `false` when the arbiter
        /// cannot establish from the scoresheets (or otherwise) the moves the claim rests on
        /// (a player stopped recording, the sheets disagree): the claim is not proven, and is
        /// dealt with as an incorrect one.
        MovesEstablished = "moves_established",
        /// On `flag`, the moves the player had completed when his flag fell, where the clock
        /// shows a flag seen or claimed only some moves later.
        MovesAtFall = "moves_at_fall",
        /// On `flag`, a fault of the clock the arbiter finds when he looks at the flag, which
        /// makes its indication inconclusive.
        ClockFault = "clock_fault",
        /// On a `quickplay` claim the arbiter postpones, what he finds once the claimant's
        /// flag falls.
        AfterFlag = "after_flag",
        /// On `discover what = "wrong-clock-started"`, the time that ran on Black's clock
        /// before it was found; on `restart-clock`, the time that ran before the arbiter
        /// paused the clock again.
        Elapsed = "elapsed",
        /// On `resign`, a player who did not say he resigns: what the arbiter establishes
        /// his silent gesture meant.
        Gesture = "gesture",
        /// The answer to a draw offer: on an `offer` or a `claim`, the opponent's answer to
        /// the offer it makes; on `offer-response`, what the player says.
        Response = "response",
        /// On `offer`, whether the player attached a condition to it ("a draw, if you do not take
        /// my pawn"): no condition can be attached, so it is void and the offer stands as made.
        Conditional = "conditional",
        /// On `offer`, where `[situation.regulations]` make a draw agreement need the arbiter's
        /// consent: whether he gave it.
        ArbiterConsents = "arbiter_consents",
        /// On `offer`, what the arbiter finds when he considers whether the offer distracted
        /// or annoyed the opponent (11.5): `true` it did, `false` it did not.
        Disturbed = "disturbed",
        /// How the device came to light.
        Finding = "finding",
        /// How the opponent handled the clock, in a `clock-handling` claim; on `scoresheet`,
        /// what the player does with his scoresheet.
        Act = "act",
        /// Minutes after the scheduled start (of the game, or of its resumption).
        MinutesLate = "minutes_late",
        /// On `arrive`, how many minutes after the scheduled start the session actually
        /// started: lateness counts from the start of the session.
        StartDelay = "start_delay",
        /// On `refuse-inspection`, how the inspection he refused was to be made.
        Inspection = "inspection",
        /// On `assistant`, what the assistant does: move the pieces or press the clock.
        Duty = "duty",
        /// On `assistant`, whether the player has a disability.
        Disability = "disability",
        /// On `assistant`, whether the arbiter accepts the assistant.
        Accepted = "accepted",
        /// Which irregularity was discovered.
        What = "what",
        /// The side whose king stood on a wrong square at the start.
        KingMisplaced = "king_misplaced",
        /// On `both-flags`, the player whose claim of his opponent's flag brought both flags
        /// to light.
        ClaimedBy = "claimed_by",
        /// The square where a wrongly placed rook stood at the start.
        RookMisplaced = "rook_misplaced",
        /// Whether keeping the wrong clock setting would seriously hurt the schedule.
        ScheduleAtRisk = "schedule_at_risk",
        /// Whether the opponent accepts the draw offer an increment request makes.
        OpponentAccepts = "opponent_accepts",
        /// Whether the arbiter grants the increment request.
        ArbiterGrants = "arbiter_grants",
        /// Which request of this player in the game this is (1 for the first).
        Nth = "nth",
        /// White's clock: on `clock`, the time it shows; on `wrong-clock-times` (`discover`,
        /// `claim`, `complaint`), the time that should have been set on it.
        White = "white",
        /// Black's clock, as `white` is White's.
        Black = "black",
        /// Whether the device is known to be the player's.
        Owner = "owner",
        /// What the arbiter decides where the Laws leave it to him: on `arrive`,
        /// `sign-result`, `resume`, `resumption-clocks` and a reversed-colours `claim` or
        /// `discover`, whether he uses his power to decide otherwise (colours: 2009 7.2 and
        /// 2014 7.3 only; from 2018 the count of moves decides); on `discover` of an illegal
        /// move, what he does with the clocks of the restored position (`as-written`: leaves
        /// the times as they are; `otherwise`: sets new ones, which a `clock` event after gives,
        /// the illegal move's extra time going on top; left out, the case does not say); on
        /// `touch`, which of two touches he finds came first.
        ArbiterDecides = "arbiter_decides",
        /// What the player leaves: the playing area, or the venue.
        Leaves = "leaves",
        /// Whether the arbiter gave permission: on `leave`, to leave; on `device`, to keep
        /// the device (a doctor on call); on `third-party` about a disturbance or a device,
        /// for what the bystander does (a photographer in the permitted minutes).
        Permission = "permission",
        /// Whether the player told the arbiter before leaving (what the regulations may
        /// require of the player not having the move).
        Reported = "reported",
        /// What the player used for help.
        Source = "source",
        /// What is smoked.
        Kind = "kind",
        /// Whether he smokes in the section of the venue the arbiter set aside for it.
        InSmokingArea = "in_smoking_area",
        /// On `refuse-reconstruction`, `true` when the game is reconstructed to check a
        /// repetition or fifty-move claim, which the players check themselves under the
        /// arbiter's supervision (2018 on 11.12).
        ForClaim = "for_claim",
        /// How the opponent is disturbed.
        How = "how",
        /// Who points out an irregularity.
        Who = "who",
        /// What is pointed out, or what the arbiter says.
        About = "about",
        /// Whom the third party tells.
        Told = "told",
        /// On `external-disturbance`, the extra time the arbiter gives White, like `"5:00"`;
        /// on `arbiter-ruling`, the time he has given White over the case (`"0:00"`: none).
        ExtraWhite = "extra_white",
        /// The same for Black.
        ExtraBlack = "extra_black",
        /// The player the arbiter speaks to.
        To = "to",
        /// The result the players sign, or the one the arbiter rules.
        Result = "result",
        /// The step of the penalty scale the arbiter chooses for the offence (when the case
        /// says; left out, the ruling is that he may penalise at his discretion).
        Penalty = "penalty",
        /// For `time-to-opponent` or `time-off`, how much time, like `"2:00"`.
        PenaltyTime = "penalty_time",
        /// For a game declared lost, what the opponent scores (the arbiter decides it).
        OpponentScores = "opponent_scores",
        /// Whether the sealed move as written can be read at all.
        Record = "record",
        /// A move the player made on the board after the arbiter told him to seal: it is his
        /// sealed move, whatever he wrote.
        BoardMove = "board_move",
        /// On a `seal`, whether he stopped the clock once the envelope was sealed (a later
        /// `seal` by the same player is then a change that comes too late); on a claim, whether
        /// the claimant stopped the clock as he claimed (the default), or left it running until
        /// the arbiter stopped it.
        StoppedClock = "stopped_clock",
        /// Minutes before the nominal end of the session at which the player adjourned.
        MinutesEarly = "minutes_early",
        /// Who is not at the board at the agreed time of resumption.
        Absent = "absent",
        /// Whether the envelope with the sealed move is there.
        Envelope = "envelope",
        /// With the sealer absent, whether his opponent seals his reply in a fresh envelope
        /// and starts the absent player's clock.
        ReplySealed = "reply_sealed",
        /// Whether the player points the error out before making his first move of the
        /// resumed session.
        BeforeFirstMove = "before_first_move",
        /// Whether the arbiter can establish that the event happened: `false` for a fact one
        /// player alleges and the other denies, which nobody else can confirm, so the arbiter
        /// rules on what he can establish and not on it (every event). On
        /// `resumption-clocks`, whether the clock error can be established.
        Established = "established",
        /// Narration per language (`text.en = "..."`), shown in the timeline.
        Text = "text",
        /// What a claim made with no arbiter present rests on.
        Basis = "basis",
        /// What the arbiter decides when a claim made in his absence reaches him.
        Decision = "decision",
        /// On a threefold, fifty-move or quickplay claim with `response = "accepted"`, `false`
        /// when the opponent accepted the draw offer the claim makes before the arbiter
        /// examined the claim: the game is drawn by agreement and the claim is never examined
        /// (no time is added, however incorrect it was). Left out: the arbiter examined it
        /// first.
        Examined = "examined",
        /// On `claim-no-arbiter`, whether the claimant wrote down the final position (left
        /// out: he did). Without it the arbiter has nothing to judge the claim on.
        PositionWritten = "position_written",
        /// On `claim-no-arbiter`, whether the claimant handed in an up-to-date scoresheet
        /// (left out: he did), which a claim that the opponent makes no effort to win needs.
        ScoresheetSubmitted = "scoresheet_submitted",
        /// On `claim-no-arbiter`, whether the opponent verified what the claimant wrote down
        /// and handed in (left out: he did). His refusal does not void the claim.
        Verified = "verified",
    }
}

/// Keys renamed since they were first published, with the key each is now: a file that
/// still uses the old name is read as before, with a warning.
const FORMER_NAMES: &[(&str, EventKey)] = &[("captured_pawn_left", EventKey::CapturedLeft)];

impl EventKey {
    /// The key a former name stands for.
    pub fn former(text: &str) -> Option<Self> {
        FORMER_NAMES
            .iter()
            .find(|(old, _)| *old == text)
            .map(|(_, key)| *key)
    }

    /// Whether every event may have the key, whatever its type: the type itself, the
    /// narration, and whether the arbiter can establish that the event happened.
    pub fn on_every_event(self) -> bool {
        matches!(self, Self::Type | Self::Text | Self::Established)
    }
}

/// The kind of value a key holds.
#[derive(Debug, Clone, Copy)]
pub enum Value {
    /// `"white"` or `"black"`.
    Side,
    /// `true` or `false`.
    Bool,
    /// A whole number, zero or more.
    Count,
    /// A clock time (`"2:31"`).
    Clock,
    /// A square (`"e4"`).
    Square,
    /// A move as written (`"Nf3"`).
    Move,
    /// A time control (`"90+30"`).
    TimeControl,
    /// What a player must do on the board, in the words of `expect`'s `obligation`
    /// (`"move g2"`, `"none"`).
    Obligation,
    /// Where every piece stands, as the first field of a FEN.
    Placement,
    /// One word of a vocabulary.
    Word(Choices),
}

/// One key an event type takes.
#[derive(Debug, Clone, Copy)]
pub struct KeySpec {
    /// The key.
    pub key: EventKey,
    /// The kind of value.
    pub value: Value,
    /// Whether it is required, and its default.
    pub need: Need,
}

impl KeySpec {
    /// A key the event needs.
    pub const fn required(key: EventKey, value: Value) -> Self {
        Self {
            key,
            value,
            need: Need::Required,
        }
    }

    /// A key that may be left out, with the value it then takes.
    pub const fn default(key: EventKey, value: Value, default: &'static str) -> Self {
        Self {
            key,
            value,
            need: Need::Optional(Some(default)),
        }
    }

    /// A key that may be left out, with no value then.
    pub const fn optional(key: EventKey, value: Value) -> Self {
        Self {
            key,
            value,
            need: Need::Optional(None),
        }
    }
}
