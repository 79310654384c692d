//! The events an arbiter rules on, in the order they happen at the board.

use shakmaty::{Color, Square};

use super::claim::Claim;
use super::clock::ClockTime;

/// Something that happens during the game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A move made on the board (legal or not).
    Move(MoveEvent),
    /// The clock is pressed although no move was made (2018 on: 7.5.3).
    PressClock {
        /// Who pressed it.
        by: Color,
    },
    /// A piece is touched; several touches in a turn are several events, in order.
    Touch {
        /// Who touched it.
        by: Color,
        /// The square of the touched piece.
        square: Square,
        /// Whether the player first announced that he was adjusting ("j'adoube").
        adjust: bool,
    },
    /// A player knocks over or displaces pieces.
    Displace {
        /// Who displaced them.
        by: Color,
    },
    /// A flag falls and the arbiter sees it (a flag the opponent claims is a [`Claim`]).
    Flag {
        /// Whose flag fell.
        side: Color,
    },
    /// Both flags are down.
    BothFlags {
        /// Which fell first, if it can be established (an electronic clock usually shows it).
        first: Option<Color>,
    },
    /// A player's claim or complaint to the arbiter, whatever its ground.
    Claim(Claim),
    /// A draw offer.
    Offer(DrawOffer),
    /// A player answers a draw offer (or tries to take his own back).
    Answer {
        /// Who answers.
        by: Color,
        /// The answer.
        answer: OfferAnswer,
    },
    /// A player resigns.
    Resign {
        /// Who resigns.
        by: Color,
    },
    /// An electronic device is found or heard.
    Device {
        /// Whose device.
        by: Color,
        /// How it came to light.
        finding: DeviceFinding,
    },
    /// A player reaches the board after the scheduled start.
    Arrive {
        /// Who arrives.
        by: Color,
        /// Minutes after the scheduled start.
        minutes_late: u32,
    },
    /// An irregularity is discovered during the game.
    Discover(Irregularity),
    /// Once the promoted piece has touched the promotion square, the player who promoted
    /// wants another piece instead.
    PromotionSwap {
        /// Who promoted.
        by: Color,
    },
    /// A player stops recording his moves.
    StopRecording {
        /// Who stops.
        by: Color,
    },
    /// A rapid or blitz player asks to see the arbiter's scoresheet.
    ScoresheetRequest {
        /// Who asks.
        by: Color,
        /// Which request of this player in the game this is (1 for the first).
        nth: u32,
    },
    /// The clocks show these times at this point.
    ClockReading {
        /// White's time.
        white: ClockTime,
        /// Black's time.
        black: ClockTime,
    },
}

impl Event {
    /// The player the event is about, where there is one.
    pub fn actor(&self) -> Option<Color> {
        match self {
            Self::Move(m) => Some(m.by),
            Self::PressClock { by }
            | Self::Touch { by, .. }
            | Self::Displace { by }
            | Self::Resign { by }
            | Self::Device { by, .. }
            | Self::Arrive { by, .. }
            | Self::StopRecording { by }
            | Self::PromotionSwap { by }
            | Self::ScoresheetRequest { by, .. }
            | Self::Answer { by, .. } => Some(*by),
            Self::Flag { side, .. } => Some(*side),
            Self::Claim(c) => Some(c.by),
            Self::Offer(o) => Some(o.by),
            Self::BothFlags { .. } | Self::Discover(_) | Self::ClockReading { .. } => None,
        }
    }
}

/// A move made on the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveEvent {
    /// Who moves.
    pub by: Color,
    /// The move: SAN (`Nf3`, `exd6`, `O-O`, `e8=Q`), long algebraic for moves that may be
    /// illegal (`Bf1-b6`, `e7-e8`), or UCI (`f1b6`).
    pub mv: String,
    /// Whether the player pressed his clock afterwards, completing the move.
    pub pressed_clock: bool,
    /// Whether he used both hands (castling, capturing or promoting with two hands).
    pub two_hands: bool,
    /// What was put on the promotion square, for a pawn reaching the last rank.
    pub promotion: PromotionAct,
    /// Who notices the move if it is illegal.
    pub noticed: Notice,
    /// Thinking time spent on the move, taken from the mover's clock.
    pub spent: Option<ClockTime>,
}

impl MoveEvent {
    /// A normal move, completed by pressing the clock, noticed by the arbiter if illegal.
    pub fn new(by: Color, mv: impl Into<String>) -> Self {
        Self {
            by,
            mv: mv.into(),
            pressed_clock: true,
            two_hands: false,
            promotion: PromotionAct::AsWritten,
            noticed: Notice::Arbiter,
            spent: None,
        }
    }
}

/// What happened on the promotion square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PromotionAct {
    /// The piece named in the move was put there.
    #[default]
    AsWritten,
    /// No new piece was put there: the pawn stands on the last rank.
    NoPiece,
    /// A rook was put there upside down (announced as a queen or not): it is a rook.
    UpsideDownRook,
}

/// Who notices an illegal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Notice {
    /// The arbiter sees it at once.
    #[default]
    Arbiter,
    /// The opponent claims it at once, before making his own move.
    Claim,
    /// Nobody notices at the time; a later event may bring it up.
    Later,
}

/// When a draw offer was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OfferMoment {
    /// After making a move, before pressing the clock: the moment the Laws prescribe.
    #[default]
    AfterMoving,
    /// On his own time before making a move.
    BeforeMoving,
    /// While the opponent's clock runs.
    OpponentsTime,
}

/// The answer to a draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum OfferResponse {
    /// Accepted.
    Accepted,
    /// Declined (orally or by touching a piece to move it).
    Declined,
    /// No answer yet.
    #[default]
    None,
}

/// What a player says to a draw offer that stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfferAnswer {
    /// The opponent accepts it.
    Accept,
    /// The opponent declines it orally.
    Decline,
    /// The player who offered tries to take the offer back.
    Withdraw,
}

/// A draw offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DrawOffer {
    /// Who offers.
    pub by: Color,
    /// When.
    pub moment: OfferMoment,
    /// The opponent's answer.
    pub response: OfferResponse,
}

/// How a device came to light.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeviceFinding {
    /// It made a sound (rang, beeped).
    Rang,
    /// It is found on the player (switched off and silent).
    OnPerson,
    /// It is found on the player switched on, though it made no sound.
    SwitchedOn,
    /// It is in the player's bag, switched off.
    InBag,
}

/// An irregularity discovered during the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Irregularity {
    /// The initial position was set up wrongly.
    WrongSetup {
        /// The side whose king stood on a wrong square, if any.
        king_misplaced: Option<Color>,
        /// A rook that stood on a wrong square, by its present square, if any.
        rook_misplaced: Option<Square>,
    },
    /// The board was placed with a dark corner square on the players' right.
    WrongOrientation,
    /// The players started with the wrong colours.
    ReversedColours,
    /// The clock was set wrongly from the start.
    WrongClockSetting {
        /// Whether keeping the wrong setting would seriously affect the event schedule.
        schedule_at_risk: bool,
    },
    /// Pieces are found displaced from their squares.
    DisplacedPieces,
    /// The position on the board is illegal (both kings in check, an unpromoted pawn).
    IllegalPosition,
}
