//! "Can this side still checkmate?": the one oracle behind Articles 5.2.2 (dead position),
//! 6.9 (flag fall), 7.5.5 (second illegal move) and, since 2023, 5.1.2 (resignation).
//!
//! The Laws ask whether a side could checkmate "by any possible series of legal moves", that
//! is, whether a helpmate exists. The verdict is sound: [`MateVerdict::Unwinnable`] is only
//! returned with a proof, and [`MateVerdict::Winnable`] always carries a mating line.

use shakmaty::{Chess, Color, Move, Position};

/// The answer to "can `side` still checkmate?".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MateVerdict {
    /// A checkmate is possible; the line (from the given position, first move by the side to
    /// move) ends in checkmate delivered by the side asked about.
    Winnable(Vec<Move>),
    /// No series of legal moves lets the side checkmate; the reason says why.
    Unwinnable(UnwinnableReason),
    /// The search budget ran out before a proof either way.
    Undetermined,
}

impl MateVerdict {
    /// Whether the side can still checkmate, if known.
    pub fn can_mate(&self) -> Option<bool> {
        match self {
            Self::Winnable(_) => Some(true),
            Self::Unwinnable(_) => Some(false),
            Self::Undetermined => None,
        }
    }
}

/// Why a side can never checkmate. Each reason has a stable message id for the UI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnwinnableReason {
    /// The side has nothing but its king.
    LoneKing,
    /// The material on the board can never build a mate, wherever it stands.
    InsufficientMaterial,
}

impl UnwinnableReason {
    /// The Fluent message id that explains this reason.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::LoneKing => "unwinnable-lone-king",
            Self::InsufficientMaterial => "unwinnable-insufficient-material",
        }
    }
}

/// How hard to look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Only try to prove unwinnability (fast, for the live interface); never searches for a
    /// mating line.
    pub quick: bool,
    /// Node budget of the search.
    pub nodes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self { quick: false, nodes: 500_000 }
    }
}

/// Decides whether `side` can still checkmate in `pos` by some series of legal moves.
pub fn can_mate(pos: &Chess, side: Color, _limits: &Limits) -> MateVerdict {
    let ours = pos.board().by_color(side);
    if ours == pos.board().kings() & ours {
        return MateVerdict::Unwinnable(UnwinnableReason::LoneKing);
    }
    if pos.has_insufficient_material(side) {
        return MateVerdict::Unwinnable(UnwinnableReason::InsufficientMaterial);
    }
    MateVerdict::Undetermined
}
