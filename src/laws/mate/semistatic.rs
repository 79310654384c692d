//! Semi-static reachability: where could each piece ever go, if pawns that are locked for good
//! never move?
//!
//! We look for a set `F` of *fixed* pawns and, for every other piece, an over-approximation of
//! the squares it can ever stand on (its *reach*), such that the two are consistent: no fixed
//! pawn can ever push (the square in front is held by another fixed pawn) or capture (no enemy
//! piece can ever stand on its capture squares), and none can be captured (no enemy piece can
//! ever attack its square, and the enemy king can never step next to it unless a fixed pawn
//! defends it). Reaches are computed with the fixed pawns as the only obstacles: other pieces
//! may always step aside, so ignoring them only makes reaches larger. A king never enters a
//! square a fixed enemy pawn attacks. A pawn may capture towards a square only if an enemy
//! piece could stand there, and a pawn that can promote may become anything, anywhere.
//!
//! By induction over any series of legal moves, a consistent `F` stays on its squares and
//! every other piece stays within its reach. We start from all pawns and drop the fixed pawns
//! that break consistency until none does (the greatest consistent set).
//!
//! A mate needs a check by a piece other than the king. If no piece of the winner can ever
//! attack a square the losing king can ever stand on, the position is dead. If only bishops
//! of one colour can, every candidate mating square must have its flight squares of the other
//! colour covered by the winning king or blocked by the loser's own pieces; when that is
//! impossible on every candidate square, the position is dead too.

use shakmaty::{
    Bitboard, Board, Chess, Color, EnPassantMode, Position, Rank, Role, Square,
    attacks::{attacks, king_attacks, pawn_attacks},
};

use super::UnwinnableReason;

/// Proves `winner` can never mate, if the reachability analysis can.
pub(super) fn unwinnable(pos: &Chess, winner: Color) -> Option<UnwinnableReason> {
    let board = pos.board();
    if rams(board).is_empty() || pos.ep_square(EnPassantMode::Legal).is_some() {
        return None;
    }
    let reach = Reach::settle(board)?;
    reach.verdict(winner)
}

/// Whether quick mode should also try the analysis one ply deeper: a locked structure with
/// little else on the board, where one move (typically a check or a knight move) may be all
/// that stands between the position and a provably dead one.
pub(super) fn worth_one_more_ply(pos: &Chess) -> bool {
    let board = pos.board();
    let heavy = board.knights() | board.rooks() | board.queens();
    rams(board).any() && heavy.count() <= 1 && (pos.is_check() || board.knights().any())
}

/// White pawns with a black pawn right in front of them.
fn rams(board: &Board) -> Bitboard {
    let white = board.pawns() & board.white();
    let black = board.pawns() & board.black();
    white & black.shift(-8)
}

/// A consistent set of fixed pawns with the reaches it implies.
struct Reach {
    fixed: Bitboard,
    /// Squares each colour's fixed pawns attack (for ever).
    fixed_attacks: [Bitboard; 2],
    /// Squares each colour's king can ever stand on.
    king: [Bitboard; 2],
    /// Squares each colour's other pieces can ever stand on.
    others: [Bitboard; 2],
    /// Every movable non-king piece: its square, colour, role, reach and the squares it can
    /// ever attack.
    pieces: Vec<Piece>,
}

#[derive(Debug, Clone, Copy)]
struct Piece {
    colour: Color,
    role: Role,
    reach: Bitboard,
    cover: Bitboard,
}

fn index(colour: Color) -> usize {
    match colour {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl Reach {
    /// The greatest consistent set of fixed pawns and its reaches, or `None` if no pawn stays
    /// fixed (nothing to gain then).
    fn settle(board: &Board) -> Option<Self> {
        let mut fixed = board.pawns();
        loop {
            // A fixed pawn must be blocked by another fixed pawn.
            let blocked = (fixed & board.white() & fixed.shift(-8))
                | (fixed & board.black() & fixed.shift(8));
            if blocked != fixed {
                fixed = blocked;
                continue;
            }
            if fixed.is_empty() {
                return None;
            }
            let reach = Self::compute(board, fixed);
            let broken = reach.broken(board);
            if broken.is_empty() {
                return Some(reach);
            }
            fixed &= !broken;
        }
    }

    /// Reaches of all pieces given the fixed pawns.
    fn compute(board: &Board, fixed: Bitboard) -> Self {
        let mut fixed_attacks = [Bitboard::EMPTY; 2];
        for colour in Color::ALL {
            for sq in fixed & board.by_color(colour) {
                fixed_attacks[index(colour)] |= pawn_attacks(colour, sq);
            }
        }
        let mut king = [Bitboard::EMPTY; 2];
        for colour in Color::ALL {
            if let Some(sq) = board.king_of(colour) {
                let barred = fixed | fixed_attacks[index(!colour)];
                king[index(colour)] = flood(Bitboard::from(sq), !barred, king_attacks);
            }
        }
        let mut pieces = Vec::new();
        let mut others = [Bitboard::EMPTY; 2];
        let movable = board.occupied() & !fixed & !board.kings();
        for sq in movable & !board.pawns() {
            let Some(piece) = board.piece_at(sq) else {
                continue;
            };
            let reach = flood(Bitboard::from(sq), !fixed, |from| {
                attacks(from, piece, fixed) & !fixed
            });
            let mut cover = Bitboard::EMPTY;
            for from in reach {
                cover |= attacks(from, piece, fixed);
            }
            others[index(piece.color)] |= reach;
            pieces.push(Piece {
                colour: piece.color,
                role: piece.role,
                reach,
                cover,
            });
        }
        // Pawn captures depend on where enemy pieces can stand, which depends on enemy pawns:
        // iterate to the least fixed point.
        let pawns: Vec<(Square, Color)> = (movable & board.pawns())
            .into_iter()
            .filter_map(|sq| board.color_at(sq).map(|c| (sq, c)))
            .collect();
        let mut pawn_reach = vec![(Bitboard::EMPTY, false); pawns.len()];
        loop {
            let mut changed = false;
            let mut grown = others;
            for (i, &(sq, colour)) in pawns.iter().enumerate() {
                let walk = pawn_flood(sq, colour, fixed, others[index(!colour)]);
                let promotes = walk.intersects(last_rank(colour));
                let reach = if promotes { !fixed } else { walk };
                if reach != pawn_reach[i].0 {
                    changed = true;
                    pawn_reach[i] = (reach, promotes);
                }
                grown[index(colour)] |= reach;
            }
            others = grown;
            if !changed {
                break;
            }
        }
        for (&(_, colour), &(reach, promotes)) in pawns.iter().zip(&pawn_reach) {
            let cover = if promotes {
                Bitboard::FULL
            } else {
                let mut cover = Bitboard::EMPTY;
                for from in reach {
                    cover |= pawn_attacks(colour, from);
                }
                cover
            };
            pieces.push(Piece {
                colour,
                role: Role::Pawn,
                reach,
                cover,
            });
        }
        Self {
            fixed,
            fixed_attacks,
            king,
            others,
            pieces,
        }
    }

    /// Fixed pawns that could move or be captured after all.
    fn broken(&self, board: &Board) -> Bitboard {
        let mut cover = [Bitboard::EMPTY; 2];
        for piece in &self.pieces {
            cover[index(piece.colour)] |= piece.cover;
        }
        let mut broken = Bitboard::EMPTY;
        for colour in Color::ALL {
            let us = index(colour);
            let them = index(!colour);
            for sq in self.fixed & board.by_color(colour) {
                let captured = cover[them].contains(sq) || self.fixed_attacks[them].contains(sq);
                let can_capture = pawn_attacks(colour, sq).intersects(self.others[them]);
                let king_takes = self.king[them].intersects(king_attacks(sq))
                    && !self.fixed_attacks[us].contains(sq);
                if captured || can_capture || king_takes {
                    broken.add(sq);
                }
            }
        }
        broken
    }

    /// The verdict for `winner` given the settled reaches.
    fn verdict(&self, winner: Color) -> Option<UnwinnableReason> {
        let loser = !winner;
        let region = self.king[index(loser)];
        if self.fixed_attacks[index(winner)].intersects(region) {
            return None;
        }
        let visitors: Vec<&Piece> = self
            .pieces
            .iter()
            .filter(|p| p.colour == winner && p.cover.intersects(region))
            .collect();
        if visitors.is_empty() {
            return Some(UnwinnableReason::BlockedPosition);
        }
        let mut bishop_cover = Bitboard::EMPTY;
        for p in &visitors {
            if p.role != Role::Bishop {
                return None;
            }
            bishop_cover |= p.cover;
        }
        let colour = if bishop_cover.intersects(Bitboard::DARK_SQUARES) {
            Bitboard::DARK_SQUARES
        } else {
            Bitboard::LIGHT_SQUARES
        };
        if bishop_cover.intersects(!colour) {
            return None;
        }
        let winner_king = self.king[index(winner)];
        let blockers: Vec<Bitboard> = self
            .pieces
            .iter()
            .filter(|p| p.colour == loser)
            .map(|p| p.reach)
            .collect();
        let mate_possible = (region & colour & bishop_cover).into_iter().any(|k| {
            let escapes = king_attacks(k) & region & !colour;
            // The winning king covers a flight square from next to it, but never next to k.
            let king_spots = winner_king & !king_attacks(k) & !Bitboard::from(k);
            let uncovered: Bitboard = escapes
                .into_iter()
                .filter(|&n| !king_spots.intersects(king_attacks(n)))
                .collect();
            let helpers = blockers.iter().filter(|r| r.intersects(uncovered)).count();
            uncovered
                .into_iter()
                .all(|n| blockers.iter().any(|r| r.contains(n)))
                && helpers >= uncovered.count()
        });
        (!mate_possible).then_some(UnwinnableReason::SameColouredBishops)
    }
}

/// The last rank of a colour's pawns.
fn last_rank(colour: Color) -> Bitboard {
    Bitboard::from_rank(colour.relative_rank(Rank::Eighth))
}

/// Squares a pawn starting on `sq` can reach: pushes onto squares that are not fixed
/// (double steps from its first rank), captures onto squares enemy pieces could hold.
fn pawn_flood(sq: Square, colour: Color, fixed: Bitboard, enemy: Bitboard) -> Bitboard {
    let (step, start) = match colour {
        Color::White => (8, Bitboard::from_rank(Rank::Second)),
        Color::Black => (-8, Bitboard::from_rank(Rank::Seventh)),
    };
    let mut reach = Bitboard::from(sq);
    loop {
        let pushes = reach.shift(step) & !fixed;
        let doubles = (reach & start).shift(step).shift(step) & !fixed & pushes.shift(step);
        let mut captures = Bitboard::EMPTY;
        for from in reach {
            captures |= pawn_attacks(colour, from) & enemy;
        }
        let next = reach | pushes | doubles | captures;
        if next == reach {
            return reach;
        }
        reach = next;
    }
}

/// Closure of `start` under `step`, staying within `allowed`.
fn flood(start: Bitboard, allowed: Bitboard, step: impl Fn(Square) -> Bitboard) -> Bitboard {
    let mut reach = start;
    let mut frontier = start;
    while frontier.any() {
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next |= step(sq);
        }
        next &= allowed & !reach;
        reach |= next;
        frontier = next;
    }
    reach
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::laws::mate::test_support::position;

    #[test]
    fn locked_pawn_wall_is_dead_for_both() {
        // An interlocked chain across the board: neither king can cross it, and neither side
        // has a piece that could break through.
        let pos = position("4k3/8/8/1p1p1p1p/pP1P1P1P/P7/8/4K3 w - - 0 1");
        assert_eq!(
            unwinnable(&pos, White),
            Some(UnwinnableReason::BlockedPosition)
        );
        assert_eq!(
            unwinnable(&pos, Black),
            Some(UnwinnableReason::BlockedPosition)
        );
    }

    #[test]
    fn a_wall_with_a_gap_is_not_proven() {
        let pos = position("4k3/8/8/1p1p1p2/pP1P1P2/P7/8/4K3 w - - 0 1");
        assert_eq!(unwinnable(&pos, White), None);
    }

    #[test]
    fn a_bishop_behind_the_wall_never_gets_through() {
        // The dark-squared bishop on c1 would have to cross the fourth rank on a dark square,
        // and all of them hold fixed pawns.
        let pos = position("4k3/8/8/1p1p1p1p/pP1P1P1P/P7/8/2B1K3 w - - 0 1");
        assert_eq!(
            unwinnable(&pos, White),
            Some(UnwinnableReason::BlockedPosition)
        );
    }

    #[test]
    fn same_coloured_bishop_beside_the_king() {
        // The black pawns stand on dark squares, out of reach of the light-squared bishop on
        // b7. It can check the black king on any light square, but Black has no piece to block
        // the dark flight squares and White's king cannot cross the wall.
        let pos = position("4k3/1B6/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
        assert_eq!(
            unwinnable(&pos, White),
            Some(UnwinnableReason::SameColouredBishops)
        );
        // One dark-squared black bishop is not enough to block the two dark flight squares
        // every light square of Black's region has...
        let pos = position("4k2b/1B6/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
        assert_eq!(
            unwinnable(&pos, White),
            Some(UnwinnableReason::SameColouredBishops)
        );
        // ...but two are (Ka8, Ba7, Bb8, and the white bishop checks on the long diagonal).
        let pos = position("4kb1b/1B6/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
        assert_eq!(unwinnable(&pos, White), None);
    }
}
