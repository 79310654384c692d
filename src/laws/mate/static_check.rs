//! Static impossibility: material that can never checkmate, wherever the pieces stand.
//!
//! A checkmate needs a check, and the flight squares of the mated king must be covered or
//! blocked. Two material patterns fail this for every placement:
//! - a lone knight whose opponent has nothing but queens: the winner's king can never cover
//!   all the flight squares the knight leaves open, and a queen filling one of them would
//!   attack the knight (a knight check cannot be interposed, and nothing can pin the queen);
//! - bishops on squares of one colour, when no piece on the board could ever block a flight
//!   square of the other colour without capturing or interposing (knights and bishops of the
//!   other colour can; rooks and queens next to the king always can take or interpose).
//!
//! Both only hold while the opponent has no pawns, since a promotion could add a knight or a
//! bishop of the other colour. Without opposing pawns the opponent's material only shrinks and
//! the winner's never grows, so a static proof holds for every continuation.

use shakmaty::{Bitboard, Board, Color};

use super::UnwinnableReason;

/// Why `side` can never mate on this material, if the material alone proves it.
pub(super) fn static_reason(board: &Board, side: Color) -> Option<UnwinnableReason> {
    let ours = board.by_color(side);
    if (ours & !board.kings()).is_empty() {
        return Some(UnwinnableReason::LoneKing);
    }
    if (board.by_color(!side) & board.pawns()).any() {
        return None;
    }
    match promotion_need(board, side) {
        Need::None => None,
        Need::KnightNeedsBlocker => Some(UnwinnableReason::InsufficientMaterial),
        Need::BishopsNeedBlocker => Some(UnwinnableReason::SameColouredBishops),
    }
}

/// Whether the winner's mating material needs help the opponent can only get by promoting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Need {
    /// The winner's material needs no help from a promotion.
    None,
    /// A lone knight facing only queens (and pawns): it needs a minor piece or rook to block.
    KnightNeedsBlocker,
    /// Bishops of one colour with no knight or other-coloured bishop around to block.
    BishopsNeedBlocker,
}

/// Classifies the winner's material as in the module documentation, ignoring the opponent's
/// pawns. Used both for the static proof (when the opponent has no pawns) and, as a hint for
/// move ordering, to favour the opponent's pawn moves and minor promotions.
pub(super) fn promotion_need(board: &Board, winner: Color) -> Need {
    let ours = board.by_color(winner) & !board.kings();
    let theirs = board.by_color(!winner) & !board.kings();
    if ours.count() == 1 && (ours & board.knights()).any() {
        let blockers = board.knights() | board.bishops() | board.rooks();
        return if (theirs & blockers).is_empty() {
            Need::KnightNeedsBlocker
        } else {
            Need::None
        };
    }
    if ours.any() && ours == ours & board.bishops() {
        let colour = if (ours & Bitboard::DARK_SQUARES).any() {
            Bitboard::DARK_SQUARES
        } else {
            Bitboard::LIGHT_SQUARES
        };
        let other_bishops = board.bishops() & !colour;
        if other_bishops.is_empty() && (theirs & board.knights()).is_empty() {
            return Need::BishopsNeedBlocker;
        }
    }
    Need::None
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

    use super::*;

    fn board(fen: &str) -> Board {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        pos.board().clone()
    }

    #[test]
    fn lone_king_is_dead() {
        let b = board("8/8/4k3/8/8/3K4/8/8 w - - 0 1");
        assert_eq!(
            static_reason(&b, Color::White),
            Some(UnwinnableReason::LoneKing)
        );
        assert_eq!(
            static_reason(&b, Color::Black),
            Some(UnwinnableReason::LoneKing)
        );
    }

    #[test]
    fn knight_against_queens_needs_a_promotion() {
        let b = board("8/8/4k3/3q4/8/3K4/5N2/8 w - - 0 1");
        assert_eq!(
            static_reason(&b, Color::White),
            Some(UnwinnableReason::InsufficientMaterial)
        );
        // With a black pawn the knight could mate after an under-promotion.
        let b = board("8/8/4k3/3q4/7p/3K4/5N2/8 w - - 0 1");
        assert_eq!(static_reason(&b, Color::White), None);
        assert_eq!(promotion_need(&b, Color::White), Need::KnightNeedsBlocker);
        // A black rook can block a flight square: no static proof.
        let b = board("8/8/4k3/3r4/8/3K4/5N2/8 w - - 0 1");
        assert_eq!(static_reason(&b, Color::White), None);
    }

    #[test]
    fn same_coloured_bishops() {
        // c1 and e3 are both dark squares.
        let b = board("8/8/4k3/8/8/3KB3/8/2B5 w - - 0 1");
        assert_eq!(
            static_reason(&b, Color::White),
            Some(UnwinnableReason::SameColouredBishops)
        );
        // A light-squared black bishop can block a flight square: no static proof.
        let b = board("8/8/4k1b1/8/8/3KB3/8/2B5 w - - 0 1");
        assert_eq!(static_reason(&b, Color::White), None);
        // A black rook never helps the bishops.
        let b = board("8/8/4k1r1/8/8/3KB3/8/8 w - - 0 1");
        assert_eq!(
            static_reason(&b, Color::White),
            Some(UnwinnableReason::SameColouredBishops)
        );
    }

    #[test]
    fn rooks_pawns_and_mixed_bishops_are_never_static() {
        for fen in [
            "8/8/4k3/8/8/3K4/8/R7 w - - 0 1",
            "8/8/4k3/8/8/3K4/P7/8 w - - 0 1",
            "8/8/4k3/8/8/3K4/2BB4/8 w - - 0 1",
            "8/8/4k3/8/8/3K4/2NN4/8 w - - 0 1",
        ] {
            assert_eq!(static_reason(&board(fen), Color::White), None, "{fen}");
        }
    }
}
