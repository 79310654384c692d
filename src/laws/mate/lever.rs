//! Sealed walls: pawn structures the winner can only open by giving up a man to a pawn capture.
//!
//! With nothing on the board but kings, pawns and bishops of one colour for the winner, a mate
//! needs a promotion (or pawns that stand where no wall lets them). When every pawn of the winner
//! has a pawn of the loser somewhere in front of it on its file, no promotion can come by pushing:
//! a pawn of the winner must first change files by a capture, or a pawn of the loser in front of
//! it must leave its file by a capture. Both need the other side's cooperation, typically a
//! sacrifice: the winner puts a bishop (or a pawn) where a pawn of the loser can take it, the pawn
//! takes, and a pawn of the winner takes back onto a file that is now free.
//!
//! In such a *sealed* position the usual plan (walk the kings to a mating corner, punish the loser
//! for taking material) leads nowhere and costs the search dearly: every step of the kings is
//! free, so the search wanders through king walks that cannot change the pawns. The helpmate
//! search therefore first prices sealed positions by the pawn structure: captures by pawns of
//! either side are what opens a file, and are free; kings walking about are ordinary moves.

use shakmaty::{Bitboard, Board, Color};

/// Whether `winner` can promote no pawn without a capture first, and has no other mating force
/// than bishops of one colour (so that a mate needs a file opened by a capture).
pub(super) fn sealed(board: &Board, winner: Color) -> bool {
    if (board.knights() | board.rooks() | board.queens()).any() {
        return false;
    }
    let bishops = board.bishops() & board.by_color(winner);
    if bishops.intersects(Bitboard::DARK_SQUARES) && bishops.intersects(Bitboard::LIGHT_SQUARES) {
        return false;
    }
    let ours = board.pawns() & board.by_color(winner);
    let theirs = board.pawns() & board.by_color(!winner);
    ours.any() && ours.is_subset(behind(theirs, winner))
}

/// The squares behind `pawns` on their files as seen from `winner`'s side of the board (between
/// them and `winner`'s first rank): where a pawn of `winner` has one of them in front of it.
fn behind(pawns: Bitboard, winner: Color) -> Bitboard {
    let step = match winner {
        Color::White => -8,
        Color::Black => 8,
    };
    let mut fill = pawns.shift(step);
    fill |= fill.shift(step);
    fill |= fill.shift(2 * step);
    fill |= fill.shift(4 * step);
    fill
}

#[cfg(test)]
mod tests {
    use shakmaty::{
        Color::{Black, White},
        Position,
    };

    use super::*;
    use crate::laws::mate::test_support::position;

    #[test]
    fn a_wall_with_a_bishop_behind_it_is_sealed() {
        let pos = position("1k6/p1p1p1p1/P1P1P1P1/2p3p1/8/2P5/4B1P1/4K3 w - - 0 1");
        assert!(sealed(pos.board(), White));
        // Black's pawns are just as sealed, by White's on the second, third and sixth ranks.
        assert!(sealed(pos.board(), Black));
        // Once the g-pawn has taken a bishop on f3, White's pawn that takes back is free.
        let opened = position("1k6/p1p1p1p1/P1P1P1P1/2p5/8/2P2P2/8/4K3 b - - 0 1");
        assert!(!sealed(opened.board(), White));
    }

    #[test]
    fn a_free_pawn_or_a_knight_unseals() {
        // White's d-pawn has nothing in front of it; each Black pawn has a White one.
        let board = position("4k3/p7/P7/p7/8/8/P2P4/4K3 w - - 0 1")
            .board()
            .clone();
        assert!(!sealed(&board, White));
        assert!(sealed(&board, Black));
        assert!(sealed(
            position("4k3/p7/P7/p7/8/8/P7/4K3 w - - 0 1").board(),
            White
        ));
        assert!(!sealed(
            position("4k3/p7/P7/p7/8/8/P7/4KN2 w - - 0 1").board(),
            White
        ));
    }

    #[test]
    fn bishops_of_both_colours_can_mate_without_a_pawn() {
        let fen = "4k3/p7/P7/p7/8/8/P7/2B1KB2 w - - 0 1";
        assert!(!sealed(position(fen).board(), White));
    }
}
