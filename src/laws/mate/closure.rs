//! Exhaustive enumeration of the reachable positions, for blocked positions where there are
//! few of them.
//!
//! A depth-first walk that expands every position once (a set of visited 128-bit keys) and skips
//! positions whose material can never mate. If the walk ends within its budget without meeting a
//! mate by the winner, every reachable position has been seen: no helpmate exists. If it meets one,
//! the path to it is a helpmate. Unlike the iterative-deepening search it has no depth limit, so it
//! neither re-expands positions nor leaves any pending; it is the cheaper proof when the reachable
//! set is small, and the worse way to find a mate when it is not.

use std::{collections::HashSet, hash::BuildHasherDefault};

use shakmaty::{Chess, Color, Move, Position};

use super::helpmate::{SearchOutcome, child_hash, hash};
use super::ordering::Plan;
use super::static_check::static_reason;
use super::table::KeyHasher;

/// One position on the walk, with the moves still to try (best first, popped from the end).
struct Frame {
    pos: Chess,
    key: u128,
    moves: Vec<Move>,
    /// The move that led here from the frame below (none for the root).
    via: Option<Move>,
}

/// Walks every position reachable from `pos` within `budget` nodes, looking for a mate by
/// `winner`; also returns the number of nodes visited.
pub(super) fn explore(pos: &Chess, winner: Color, budget: u64) -> (SearchOutcome, u64) {
    let mut visited: HashSet<u128, BuildHasherDefault<KeyHasher>> = HashSet::default();
    let mut nodes = 0;
    let root_key = hash(pos);
    visited.insert(root_key);
    let Some(moves) = expandable(pos, winner) else {
        return (SearchOutcome::Exhausted, nodes);
    };
    let mut stack = vec![Frame {
        pos: pos.clone(),
        key: root_key,
        moves,
        via: None,
    }];
    while let Some(top) = stack.last_mut() {
        let Some(m) = top.moves.pop() else {
            stack.pop();
            continue;
        };
        if nodes >= budget {
            return (SearchOutcome::OutOfBudget, nodes);
        }
        nodes += 1;
        let mut child = top.pos.clone();
        child.play_unchecked(m);
        let key = child_hash(&top.pos, top.key, m, &child);
        if !visited.insert(key) || static_reason(child.board(), winner).is_some() {
            continue;
        }
        if child.turn() != winner && child.is_checkmate() {
            let mut line: Vec<Move> = stack.iter().filter_map(|f| f.via).collect();
            line.push(m);
            return (SearchOutcome::Mate(line), nodes);
        }
        if let Some(moves) = expandable(&child, winner) {
            stack.push(Frame {
                pos: child,
                key,
                moves,
                via: Some(m),
            });
        }
    }
    (SearchOutcome::Exhausted, nodes)
}

/// The moves to walk from `pos`, ordered so that the most promising is popped first, or
/// `None` when it has none.
fn expandable(pos: &Chess, winner: Color) -> Option<Vec<Move>> {
    let legal = pos.legal_moves();
    if legal.is_empty() {
        return None;
    }
    let plan = Plan::new(pos, winner);
    let mut moves: Vec<Move> = legal.into_iter().collect();
    // Stable sort on the reversed class: rewarded moves end up last, so they are popped first.
    moves.sort_by_key(|&m| std::cmp::Reverse(plan.classify(m)));
    Some(moves)
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::laws::mate::test_support::{assert_mates, position};

    #[test]
    fn closes_a_locked_position_with_roaming_kings() {
        // Every pawn is locked; the kings roam their halves but can never meet a pawn they
        // could take, so nothing ever changes but the king squares.
        let pos = position("4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1");
        for side in [White, Black] {
            assert_eq!(explore(&pos, side, 200_000).0, SearchOutcome::Exhausted);
        }
    }

    #[test]
    fn finds_a_mate_in_a_small_space() {
        let pos = position("7k/8/6K1/8/8/8/8/1R6 w - - 0 1");
        match explore(&pos, White, 100_000).0 {
            SearchOutcome::Mate(line) => assert_mates(&pos, White, &line),
            other => panic!("expected a mate, got {other:?}"),
        }
    }

    #[test]
    fn gives_up_when_the_space_is_large() {
        let pos = position("r3k3/8/8/8/8/8/8/4K2R w - - 0 1");
        assert_eq!(explore(&pos, White, 100).0, SearchOutcome::OutOfBudget);
    }
}
