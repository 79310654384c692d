//! Why a written move or event names nothing that can happen on the board. The engine keeps
//! the reason as data; the interface words it in the reader's language.

use std::fmt;

use shakmaty::{Color, Square};

/// What is wrong with a move (or touch) as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError {
    /// The text is not a move in any notation the engine reads.
    Unreadable(String),
    /// Castling was written but the side has no king on its first rank.
    NoKingToCastle(Color),
    /// No piece of the kind written could make the move.
    NoSuchPiece {
        /// The side that moves.
        by: Color,
        /// The move as written.
        text: String,
    },
    /// Several pieces of the kind written could make the illegal move; the starting square
    /// is needed.
    AmbiguousIllegal(String),
    /// The starting square is empty.
    EmptySquare(Square),
    /// The piece on the starting square belongs to the other side.
    NotOwnPiece {
        /// The starting square.
        square: Square,
        /// The side that moves.
        by: Color,
    },
    /// The piece on the starting square is not of the kind written.
    WrongPiece(Square),
    /// The move starts and ends on the same square.
    NoMovement(Square),
    /// An `order` is given for a touch or a flag, but there is nothing earlier to compare it
    /// with (no earlier touch by that player this turn, no claim or move of his just before
    /// the flag).
    NothingToOrder,
    /// A flag is said to fall on a clock that is not running and still shows time.
    ClockNotRunning(Color),
    /// A flag is said to have fallen after more moves than the player has made.
    FlagAfterMoves(u32),
    /// `discover what = "illegal-move"`, but no illegal move went unnoticed.
    NoUnnoticedIllegalMove,
    /// A way of castling is given for a move that is no castling.
    NotCastling(String),
    /// A promotion detail is given for a move that is no promotion.
    NotAPromotion(String),
    /// A captured piece left on the board is said of a move that is no capture.
    NotACapture(String),
    /// A touch of an empty square.
    NothingToTouch(Square),
    /// A promotion swap was asked for, but the side's last move was no promotion.
    NoPromotion(Color),
    /// A move of the game record that is not legal where it is played.
    Illegal(String),
    /// A move of the game record that more than one legal move matches.
    Ambiguous(String),
    /// A resumption, or a complaint about the resumed clocks, in a game that no sealed move
    /// adjourned.
    NotAdjourned,
    /// The last identifiable position named for an illegal move found later is not one the
    /// game passed through before that move (it had this many half-moves then).
    NotBeforeIllegalMove(usize),
    /// The players agree to correct an illegal move, but none was made.
    NoIllegalMoveToCorrect,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Unreadable(text) => write!(f, "cannot read {text:?} as a move"),
            Self::NoKingToCastle(by) => write!(f, "no {by} king on its first rank to castle"),
            Self::NoSuchPiece { by, text } => write!(f, "no {by} piece could make {text:?}"),
            Self::AmbiguousIllegal(text) => {
                write!(
                    f,
                    "{text:?} is ambiguous as an illegal move; give its starting square"
                )
            }
            Self::EmptySquare(sq) => write!(f, "no piece on {sq}"),
            Self::NotOwnPiece { square, by } => write!(f, "the piece on {square} is not {by}'s"),
            Self::WrongPiece(sq) => write!(f, "the piece on {sq} is not of the kind written"),
            Self::NoMovement(sq) => write!(f, "{sq} to {sq} is no move"),
            Self::NothingToOrder => write!(f, "there is no earlier touch or claim to order"),
            Self::ClockNotRunning(c) => write!(f, "{c}'s clock is not running and shows time"),
            Self::FlagAfterMoves(n) => write!(f, "the player has made only {n} moves"),
            Self::NoUnnoticedIllegalMove => write!(f, "no illegal move went unnoticed"),
            Self::NotCastling(text) => write!(f, "{text} is no castling"),
            Self::NotAPromotion(text) => write!(f, "{text} is no promotion"),
            Self::NotACapture(text) => write!(f, "{text} is no capture"),
            Self::NothingToTouch(sq) => write!(f, "nothing stands on {sq} to touch"),
            Self::NoPromotion(c) => write!(f, "{c} has not just promoted a pawn"),
            Self::Illegal(text) => write!(f, "{text} is illegal in this position"),
            Self::Ambiguous(text) => write!(f, "{text} matches more than one legal move"),
            Self::NotAdjourned => write!(f, "no sealed move adjourned the game before this"),
            Self::NotBeforeIllegalMove(n) => {
                write!(
                    f,
                    "the game had only {n} half-moves before the illegal move"
                )
            }
            Self::NoIllegalMoveToCorrect => write!(f, "no illegal move was made to correct"),
        }
    }
}

impl std::error::Error for MoveError {}
