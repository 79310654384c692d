//! A tiny exhaustive search for quick mode: does every line of a few moves run into a dead
//! end (stalemate, the other side's mate, or material that can never mate) before reaching a
//! position we cannot judge?
//!
//! It fails fast: the first line that survives the depth decides "not proven", so in an
//! ordinary position it costs a handful of move generations.

use shakmaty::{Chess, Color, Position};

use super::static_check::static_reason;

/// Plies quick mode looks ahead.
pub(super) const QUICK_DEPTH: u32 = 7;
/// Positions one quick proof may visit.
const NODE_CAP: u64 = 4_096;

/// Whether every line from `pos` ends, within `depth` plies, in a position where `winner`
/// has not mated and can never mate; `nodes` counts the positions visited.
pub(super) fn every_line_dies(pos: &Chess, winner: Color, depth: u32, nodes: &mut u64) -> bool {
    let mut visited = 0;
    let dead = dies(pos, winner, depth, &mut visited);
    *nodes += visited;
    dead
}

fn dies(pos: &Chess, winner: Color, depth: u32, visited: &mut u64) -> bool {
    if static_reason(pos.board(), winner).is_some() {
        return true;
    }
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return !(pos.is_check() && pos.turn() != winner);
    }
    if depth == 0 {
        return false;
    }
    moves.iter().all(|m| {
        *visited += 1;
        if *visited > NODE_CAP {
            return false;
        }
        let mut child = pos.clone();
        child.play_unchecked(*m);
        dies(&child, winner, depth - 1, visited)
    })
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
        assert!(every_line_dies(&pos, Black, QUICK_DEPTH, &mut nodes));
        assert_eq!(nodes, 1);
    }

    #[test]
    fn open_positions_are_not_proven() {
        let pos = position("8/8/4k3/8/8/3K4/3R4/8 w - - 0 1");
        let mut nodes = 0;
        assert!(!every_line_dies(&pos, White, QUICK_DEPTH, &mut nodes));
        assert!(nodes < 20, "failing should be fast, took {nodes}");
    }
}
