//! Move classification for the helpmate search: which moves bring a mate closer.
//!
//! A helpmate is easiest to build in a corner, where the losing king has three flight squares
//! and its own pieces can block them. We pick one corner on the winner's far side, of the
//! colour the bishops dictate, and reward the losing king walking into it, the losing side's
//! knights and bishops walking to its flight squares (to block them), the winning king walking
//! to the square two steps in front of it, and the winner's knights heading for it. When the
//! winner's material can only mate with the help of an under-promotion we also reward the
//! loser's pawn moves and minor promotions. Captures by the winner clear the way and are
//! rewarded; captures by the loser waste the winner's material and are punished.
//!
//! When pawns are locked, the semi-static analysis tells on which squares a mate can happen
//! at all ([`MatingSquares`]). If the corner is not one of them, the plan aims at the one
//! nearest the losing king instead: the flight squares that no man of the winner can ever
//! guard are the ones to block (the loser's bishops are sent there too), and the winning king
//! heads for a square two steps away from which it covers as many of the others as it can.
//! While the losing king is on its way, the winner's men that stand on the mating square or
//! attack it bar its way in: moving one of them off is rewarded too.
//!
//! The search spends no depth on rewarded moves and extra depth on punished ones, so a
//! fixed-depth iteration follows promising lines much further than the others.

use shakmaty::{
    Bitboard, Board, Chess, Color, Move, Position, Rank, Role, Square,
    attacks::{bishop_attacks, king_attacks},
};

use super::lever::sealed;
use super::semistatic::MatingSquares;
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
    /// Whether the position is classed as a sealed wall (see [`lever`](super::lever)): only
    /// captures that may open a file are rewarded.
    sealed: bool,
    need_promotion: bool,
    winner: Color,
    /// The mating square, while the losing king is still on its way to it (else none).
    entry: Option<Square>,
    /// Squares of the winner's men (not the king) that stand on the mating square or attack
    /// it, and so bar the losing king's way in.
    barring: Bitboard,
    occupied: Bitboard,
    /// Where the moving side's king heads.
    king_target: Square,
    /// Where the moving side's knights head (the winner's: the mating square; the loser's: the
    /// flight squares to block).
    knight_targets: Bitboard,
    /// Flight squares the loser's bishops head for (none when the loser is not to move, or the
    /// winner has a rook or queen, which mates without such help).
    bishop_targets: Bitboard,
}

impl Plan {
    /// The plan for the side to move in `pos`; `mating` is what the semi-static analysis of the
    /// searched position said about where a mate can happen, if anything. With `unseal`, a
    /// position whose pawns are sealed for the winner is classed by the captures that could open
    /// a file instead of by the mating pattern.
    pub(super) fn new(
        pos: &Chess,
        winner: Color,
        mating: Option<&MatingSquares>,
        unseal: bool,
    ) -> Self {
        let board = pos.board();
        let winner_to_move = pos.turn() == winner;
        let aim = Aim::new(board, winner, mating);
        let loser_men = board.by_color(!winner) & !board.kings();
        // A flight square a man of the loser already blocks needs no other.
        let blocks = if aim.precise {
            aim.blocks & !loser_men
        } else {
            aim.blocks
        };
        let heavy = (board.by_color(winner) & (board.rooks() | board.queens())).any();
        let (king_target, knight_targets, bishop_targets) = if winner_to_move {
            (aim.guard, Bitboard::from(aim.mate), Bitboard::EMPTY)
        } else if heavy || !aim.precise {
            (aim.mate, blocks, Bitboard::EMPTY)
        } else {
            (aim.mate, blocks, blocks)
        };
        let entry = (winner_to_move && aim.precise)
            .then_some(aim.mate)
            .filter(|&k| board.king_of(!winner).is_some_and(|at| at.distance(k) >= 2));
        let barring = entry.map_or(Bitboard::EMPTY, |k| {
            board.attacks_to(k, winner, board.occupied()) & !board.kings()
                | (Bitboard::from(k) & board.by_color(winner))
        });
        Self {
            winner_to_move,
            sealed: unseal && sealed(board, winner),
            need_promotion: !winner_to_move && promotion_need(board, winner) != Need::None,
            winner,
            entry,
            barring,
            occupied: board.occupied(),
            king_target,
            knight_targets,
            bishop_targets,
        }
    }

    /// Classifies the legal move `m` of the side to move.
    pub(super) fn classify(self, m: Move) -> Class {
        if self.sealed {
            return self.classify_sealed(m);
        }
        let approaching = self.approaches(m);
        if self.winner_to_move {
            let advanced_push = m.role() == Role::Pawn
                && !m.is_capture()
                && self.winner.relative_rank(m.to().rank()) >= Rank::Fifth;
            if m.is_capture() || advanced_push || approaching || self.clears(m) {
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

    /// Classifies `m` in a sealed position: a capture by the winner, or by a pawn of the loser,
    /// may open a file for a pawn of the winner; every other move is as good as the next,
    /// except the loser's pieces taking the winner's men (which only throws away material).
    fn classify_sealed(self, m: Move) -> Class {
        if !m.is_capture() {
            Class::Normal
        } else if self.winner_to_move || m.role() == Role::Pawn {
            Class::Reward
        } else {
            Class::Punish
        }
    }

    /// Whether `m` takes a man of the winner off the mating square or out of its attack, so that
    /// the losing king can come in (the mating check comes later, by another move).
    fn clears(self, m: Move) -> bool {
        let (Some(k), Some(from)) = (self.entry, m.from()) else {
            return false;
        };
        if !self.barring.contains(from) {
            return false;
        }
        let to = m.to();
        let occupied = (self.occupied & !Bitboard::from(from)) | Bitboard::from(to);
        let piece = shakmaty::Piece {
            color: self.winner,
            role: m.promotion().unwrap_or(m.role()),
        };
        to != k && !shakmaty::attacks::attacks(to, piece, occupied).contains(k)
    }

    /// Whether `m` moves a king, knight or bishop strictly closer to its target.
    fn approaches(self, m: Move) -> bool {
        let Some(from) = m.from() else { return false };
        let to = m.to();
        match m.role() {
            Role::King if !m.is_castle() => {
                to.distance(self.king_target) < from.distance(self.king_target)
            }
            Role::Knight => closer(self.knight_targets, from, to, |a, b| {
                u32::from(knight_distance(a, b))
            }),
            Role::Bishop => {
                // A bishop keeps its square colour: only targets of that colour count.
                let colour = if Bitboard::DARK_SQUARES.contains(from) {
                    Bitboard::DARK_SQUARES
                } else {
                    Bitboard::LIGHT_SQUARES
                };
                // A bishop crosses the board in a move or two, so distance says little: it
                // approaches when it lands on a target, or on a diagonal to one it had none to.
                let targets = self.bishop_targets & colour;
                let sees = |sq: Square| bishop_attacks(sq, Bitboard::EMPTY).intersects(targets);
                targets.contains(to) || (!targets.contains(from) && !sees(from) && sees(to))
            }
            _ => false,
        }
    }
}

/// Whether `to` is strictly nearer than `from` to the nearest of `targets`.
fn closer(
    targets: Bitboard,
    from: Square,
    to: Square,
    distance: fn(Square, Square) -> u32,
) -> bool {
    let nearest = |sq: Square| targets.into_iter().map(|t| distance(sq, t)).min();
    match (nearest(from), nearest(to)) {
        (Some(before), Some(after)) => after < before,
        _ => false,
    }
}

/// Where the mate is built: the losing king's square, the winning king's square and the
/// flight squares the loser's own men should block.
#[derive(Debug, Clone, Copy)]
struct Aim {
    mate: Square,
    guard: Square,
    blocks: Bitboard,
    /// Whether the blocks come from the semi-static analysis, precise enough to send bishops
    /// to them (in an open position only knights are sent, to the square beside the corner).
    precise: bool,
}

impl Aim {
    fn new(board: &Board, winner: Color, mating: Option<&MatingSquares>) -> Self {
        let (corner, guard, beside) = corner_squares(board, winner);
        let Some(m) = mating.filter(|m| m.squares.any()) else {
            return Self {
                mate: corner,
                guard,
                blocks: Bitboard::from(beside),
                precise: false,
            };
        };
        let open = |k: Square| king_attacks(k) & m.region & !m.guard;
        if m.squares.contains(corner) {
            return Self {
                mate: corner,
                guard,
                blocks: open(corner) & !king_attacks(guard),
                precise: true,
            };
        }
        let loser_king = board.king_of(!winner);
        let distance = |k: Square| loser_king.map_or(0, |at| at.distance(k));
        let mate = m
            .squares
            .into_iter()
            .min_by_key(|&k| (distance(k), (king_attacks(k) & m.region).count()))
            .unwrap_or(corner);
        let open = open(mate);
        let winner_king = board.king_of(winner);
        // Two steps from the mating square, covering the most open flight squares, nearest
        // the winning king.
        let near = king_attacks(mate) | Bitboard::from(mate);
        let ring = near
            .into_iter()
            .fold(Bitboard::EMPTY, |acc, sq| acc | king_attacks(sq))
            & !near;
        let guard = ring
            .into_iter()
            .min_by_key(|&w| {
                let covered = (king_attacks(w) & open).count();
                (
                    std::cmp::Reverse(covered),
                    winner_king.map_or(0, |at| at.distance(w)),
                )
            })
            .unwrap_or(guard);
        Self {
            mate,
            guard,
            blocks: open & !king_attacks(guard),
            precise: true,
        }
    }
}

/// The mating corner, the square two steps in front of it for the winning king, and the square
/// beside it for the losing side's knights.
///
/// The corner is dark when the winner has a dark-squared bishop, or has no bishop while the
/// loser has a light-squared one (which can then block a flight square); otherwise light.
fn corner_squares(board: &Board, winner: Color) -> (Square, Square, Square) {
    let ours = board.by_color(winner) & board.bishops();
    let theirs = board.by_color(!winner) & board.bishops();
    let dark = (ours & Bitboard::DARK_SQUARES).any()
        || (ours.is_empty() && (theirs & Bitboard::LIGHT_SQUARES).any());
    // H8 is dark and A8 light; the far rank is the eighth from the winner's side.
    let (corner, guard, beside) = if dark {
        (Square::H8, Square::H6, Square::G8)
    } else {
        (Square::A8, Square::A6, Square::B8)
    };
    match winner {
        Color::White => (corner, guard, beside),
        // Rotating the board keeps square colours, and moves the far rank to the first.
        Color::Black => (corner.rotate_180(), guard.rotate_180(), beside.rotate_180()),
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
        let plan = Plan::new(&pos, Color::White, None, false);
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
