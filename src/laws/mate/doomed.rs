//! A tiny exhaustive search for quick mode: does every line of a few moves run into a dead
//! end (stalemate, the other side's mate, or material that can never mate) before reaching a
//! position we cannot judge?
//!
//! It fails fast: the first line that survives the depth decides "not proven", so in an
//! ordinary position it costs a handful of move generations.

use std::{collections::HashMap, hash::BuildHasherDefault};

use shakmaty::{Chess, Color, Position};

use super::keys::{KeyHasher, child_hash, hash};
use super::static_check::static_reason;

/// Plies quick mode looks ahead in any position.
pub(super) const QUICK_DEPTH: u32 = 7;
/// Positions that search may visit.
pub(super) const QUICK_NODES: u64 = 4_096;
/// Plies quick mode looks ahead in a tempo battle (pawns and bishops only, one side nearly
/// out of moves), where lines die of stalemate after a dozen moves or so.
pub(super) const TEMPO_DEPTH: u32 = 15;
/// Positions that deeper search may visit.
pub(super) const TEMPO_NODES: u64 = 20_000;

/// Whether the search is worth trying: a line of a few moves can only die when the winner has
/// little mating material left to lose, or when the play is nearly forced (a check, or a side
/// with few legal moves, `fewest_moves` being the smaller count of the two sides). Elsewhere
/// the very first line would survive, and quick mode saves the move generations.
pub(super) fn plausible(pos: &Chess, winner: Color, fewest_moves: usize) -> bool {
    few_men_or_check(pos, winner) || fewest_moves <= FEW_MOVES
}

/// The first half of [`plausible`], which needs no move counts.
pub(super) fn few_men_or_check(pos: &Chess, winner: Color) -> bool {
    let board = pos.board();
    (board.by_color(winner) & !board.kings()).count() <= 2 || pos.is_check()
}

/// Legal moves at most, for the play to count as nearly forced.
pub(super) const FEW_MOVES: usize = 8;
/// Legal moves at most of one side, for the deeper tempo search.
pub(super) const TEMPO_FEW_MOVES: usize = 4;

/// Whether every line from `pos` ends, within `depth` plies, in a position where `winner`
/// has not mated and can never mate, visiting at most `cap` positions; `nodes` counts them.
pub(super) fn every_line_dies(
    pos: &Chess,
    winner: Color,
    depth: u32,
    cap: u64,
    nodes: &mut u64,
) -> bool {
    let mut search = Doom {
        winner,
        cap,
        visited: 0,
        proven: HashMap::default(),
    };
    let dead = search.dies(pos, hash(pos), depth);
    *nodes += search.visited;
    dead
}

struct Doom {
    winner: Color,
    cap: u64,
    visited: u64,
    /// Positions proven to die, with the depth that proof used (lines transpose a lot).
    proven: HashMap<u128, u32, BuildHasherDefault<KeyHasher>>,
}

impl Doom {
    fn dies(&mut self, pos: &Chess, key: u128, depth: u32) -> bool {
        if static_reason(pos.board(), self.winner).is_some() {
            return true;
        }
        if self.proven.get(&key).is_some_and(|&d| d >= depth) {
            return true;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return !(pos.is_check() && pos.turn() != self.winner);
        }
        if depth == 0 {
            return false;
        }
        for &m in &moves {
            self.visited += 1;
            if self.visited > self.cap {
                return false;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let child_key = child_hash(pos, key, m, &child);
            if !self.dies(&child, child_key, depth - 1) {
                return false;
            }
        }
        self.proven.insert(key, depth);
        true
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::laws::mate::test_support::position;

    #[test]
    fn a_hanging_last_piece_that_must_be_taken() {
        // The black queen on g1 checks the h1 king and must be taken, after which Black has a
        // lone king.
        let pos = position("7k/8/8/8/8/8/6PP/6qK w - - 0 1");
        let mut nodes = 0;
        assert!(every_line_dies(
            &pos,
            Black,
            QUICK_DEPTH,
            QUICK_NODES,
            &mut nodes
        ));
        assert_eq!(nodes, 1);
    }

    #[test]
    fn open_positions_are_not_proven() {
        let pos = position("8/8/4k3/8/8/3K4/3R4/8 w - - 0 1");
        let mut nodes = 0;
        assert!(!every_line_dies(
            &pos,
            White,
            QUICK_DEPTH,
            QUICK_NODES,
            &mut nodes
        ));
        assert!(nodes < 20, "failing should be fast, took {nodes}");
    }
}
