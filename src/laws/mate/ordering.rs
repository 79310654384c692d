//! Move classification for the helpmate search: which moves bring a mate closer.
//!
//! A helpmate is easiest to build in a corner, where the losing king has three flight squares
//! and its own pieces can block them. We pick one corner on the winner's far side, of the
//! colour the bishops dictate, and reward the losing king walking into it, the losing side's
//! other pieces walking next to it (to block), the winning king walking to the square two steps
//! in front of it, and the winner's knights heading for it. When the winner's material can only
//! mate with the help of an under-promotion we also reward the loser's pawn moves and minor
//! promotions. Captures by the winner clear the way and are rewarded; captures by the loser
//! waste the winner's material and are punished.
//!
//! The search spends no depth on rewarded moves and extra depth on punished ones, so a
//! fixed-depth iteration follows promising lines much further than the others.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Rank, Role, Square};

use super::static_check::{Need, promotion_need};

/// How promising a move is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Class {
    /// Heads for the mating pattern: searched first and at no cost in depth.
    Reward,
    /// Neither helps nor hurts.
    Normal,
    /// Throws material away or wanders off: searched last and at a higher cost.
    Punish,
}

/// The mating pattern aimed at in one position.
#[derive(Debug, Clone, Copy)]
pub(super) struct Plan {
    winner_to_move: bool,
    need_promotion: bool,
    winner: Color,
    /// Where the moving side's king heads.
    king_target: Square,
    /// Where the moving side's knights head.
    piece_target: Square,
}

impl Plan {
    /// The plan for the side to move in `pos`.
    pub(super) fn new(pos: &Chess, winner: Color) -> Self {
        let board = pos.board();
        let winner_to_move = pos.turn() == winner;
        let (corner, guard, blocker) = corner_squares(board, winner);
        let (king_target, piece_target) = if winner_to_move {
            (guard, corner)
        } else {
            (corner, blocker)
        };
        Self {
            winner_to_move,
            need_promotion: !winner_to_move && promotion_need(board, winner) != Need::None,
            winner,
            king_target,
            piece_target,
        }
    }

    /// Classifies the legal move `m` of the side to move.
    pub(super) fn classify(self, m: Move) -> Class {
        let approaching = self.approaches(m);
        if self.winner_to_move {
            let advanced_push = m.role() == Role::Pawn
                && !m.is_capture()
                && self.winner.relative_rank(m.to().rank()) >= Rank::Fifth;
            if m.is_capture() || advanced_push || approaching {
                Class::Reward
            } else {
                Class::Normal
            }
        } else if approaching {
            Class::Reward
        } else if self.need_promotion {
            let heavy = matches!(m.promotion(), Some(Role::Queen | Role::Rook));
            if m.role() == Role::Pawn && !heavy {
                Class::Reward
            } else {
                Class::Punish
            }
        } else if m.is_capture() {
            Class::Punish
        } else {
            Class::Normal
        }
    }

    /// Whether `m` moves a king or knight strictly closer to its target.
    fn approaches(self, m: Move) -> bool {
        let Some(from) = m.from() else { return false };
        let to = m.to();
        match m.role() {
            Role::King if !m.is_castle() => {
                to.distance(self.king_target) < from.distance(self.king_target)
            }
            Role::Knight => {
                knight_distance(to, self.piece_target) < knight_distance(from, self.piece_target)
            }
            _ => false,
        }
    }
}

/// The mating corner, the square two steps in front of it for the winning king, and the
/// blocking square beside it for the losing side's pieces.
///
/// The corner is dark when the winner has a dark-squared bishop, or has no bishop while the
/// loser has a light-squared one (which can then block a flight square); otherwise light.
fn corner_squares(board: &Board, winner: Color) -> (Square, Square, Square) {
    let ours = board.by_color(winner) & board.bishops();
    let theirs = board.by_color(!winner) & board.bishops();
    let dark = (ours & Bitboard::DARK_SQUARES).any()
        || (ours.is_empty() && (theirs & Bitboard::LIGHT_SQUARES).any());
    // H8 is dark and A8 light; the far rank is the eighth from the winner's side.
    let (corner, guard, blocker) = if dark {
        (Square::H8, Square::H6, Square::G8)
    } else {
        (Square::A8, Square::A6, Square::B8)
    };
    match winner {
        Color::White => (corner, guard, blocker),
        // Rotating the board keeps square colours, and moves the far rank to the first.
        Color::Black => (
            corner.rotate_180(),
            guard.rotate_180(),
            blocker.rotate_180(),
        ),
    }
}

/// Number of knight moves between two squares on an empty board.
pub(super) fn knight_distance(a: Square, b: Square) -> u8 {
    KNIGHT_DISTANCE[a as usize][b as usize]
}

static KNIGHT_DISTANCE: [[u8; 64]; 64] = knight_distances();

/// Breadth-first search from every square, at compile time.
const fn knight_distances() -> [[u8; 64]; 64] {
    const JUMPS: [(isize, isize); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let mut table = [[u8::MAX; 64]; 64];
    let mut from = 0;
    while from < 64 {
        let mut queue = [0usize; 64];
        let (mut head, mut tail) = (0, 1);
        queue[0] = from;
        table[from][from] = 0;
        while head < tail {
            let sq = queue[head];
            head += 1;
            let (file, rank) = (sq % 8, sq / 8);
            let mut j = 0;
            while j < 8 {
                // Off-board jumps underflow (None) or land past the seventh file or rank.
                if let (Some(f), Some(r)) = (
                    file.checked_add_signed(JUMPS[j].0),
                    rank.checked_add_signed(JUMPS[j].1),
                ) && f < 8
                    && r < 8
                {
                    let next = r * 8 + f;
                    if table[from][next] == u8::MAX {
                        table[from][next] = table[from][sq] + 1;
                        queue[tail] = next;
                        tail += 1;
                    }
                }
                j += 1;
            }
        }
        from += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use shakmaty::{Move, Role, Square};

    use super::*;
    use crate::laws::mate::test_support::position;

    #[test]
    fn knight_distances_are_right() {
        assert_eq!(knight_distance(Square::A1, Square::A1), 0);
        assert_eq!(knight_distance(Square::A1, Square::B3), 1);
        assert_eq!(knight_distance(Square::A1, Square::B2), 4);
        assert_eq!(knight_distance(Square::A1, Square::H8), 6);
    }

    #[test]
    fn corners_follow_the_bishops() {
        // d2 is a dark square, e2 a light one.
        let pos = position("8/8/4k3/8/8/3K4/3B4/8 w - - 0 1");
        assert_eq!(corner_squares(pos.board(), Color::White).0, Square::H8);
        let pos = position("8/8/4k3/8/8/3K4/4B3/8 w - - 0 1");
        assert_eq!(corner_squares(pos.board(), Color::White).0, Square::A8);
        // Without bishops of its own, Black aims at the corner White's e2 bishop cannot guard.
        assert_eq!(corner_squares(pos.board(), Color::Black).0, Square::A1);
    }

    #[test]
    fn losing_king_is_rewarded_for_heading_to_the_corner() {
        let pos = position("8/8/4k3/8/8/3K4/3R4/8 b - - 0 1");
        let plan = Plan::new(&pos, Color::White);
        let toward = Move::Normal {
            role: Role::King,
            from: Square::E6,
            capture: None,
            to: Square::D7,
            promotion: None,
        };
        let away = Move::Normal {
            role: Role::King,
            from: Square::E6,
            capture: None,
            to: Square::E5,
            promotion: None,
        };
        assert_eq!(plan.classify(toward), Class::Reward);
        assert_eq!(plan.classify(away), Class::Normal);
    }
}
