//! Iterative-deepening helpmate search: both sides cooperate to let the winner checkmate.
//!
//! Each iteration is a depth-first search with a depth allowance; the move classes of
//! [`ordering`](super::ordering) make promising moves free and wasteful ones expensive, so
//! the allowance stretches far along lines that head for a mating pattern. A transposition
//! table skips positions already expanded with at least as much allowance, which also cuts
//! every cycle.
//!
//! The search can also prove that no mate exists. Every position it visits is either terminal,
//! statically dead, expanded (all its children visited) or left *pending* (cut off by the
//! allowance, or skipped because an unfinished expansion of it was already under way). Once every
//! pending position has been completely expanded at some point, the visited positions are closed
//! under legal moves: they are everything reachable, and none is a mate.

use std::collections::HashSet;
use std::hash::BuildHasherDefault;

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, zobrist::Zobrist128};

use super::ordering::{Class, Plan};
use super::semistatic;
use super::static_check::static_reason;
use super::table::{Depth, KeyHasher, Table};

/// Longest line searched; also where rewarded moves stop being free.
const MAX_PLY: u32 = 600;
/// Ply after which rewarded moves cost depth like any other, to keep lines finite.
const REWARD_PLY: u32 = 400;
/// Largest depth allowance tried.
const MAX_DEPTH: Depth = 1000;
/// Most pending positions remembered; past it, no proof of exhaustion is attempted.
const MAX_PENDING: usize = 1 << 20;

/// What the search found out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum SearchOutcome {
    /// A helpmate, as moves from the searched position.
    Mate(Vec<Move>),
    /// Every reachable position was visited and none is a mate by the winner.
    Exhausted,
    /// The node budget ran out.
    OutOfBudget,
}

/// Searches for a checkmate by `winner` from `pos` within `budget` nodes; also returns the
/// number of nodes visited. With `dead_check`, positions the semi-static analysis proves
/// dead are not expanded.
pub(super) fn search(
    pos: &Chess,
    winner: Color,
    budget: u64,
    dead_check: bool,
) -> (SearchOutcome, u64) {
    let mut searcher = Searcher {
        winner,
        nodes: 0,
        budget,
        table: Table::default(),
        pending: HashSet::default(),
        pending_overflow: false,
        line: Vec::new(),
        dead_check,
    };
    let key = hash(pos);
    for depth in 1..=MAX_DEPTH {
        let flow = searcher.visit(pos, key, depth, 0, false);
        match flow {
            Flow::Mate => return (SearchOutcome::Mate(searcher.line), searcher.nodes),
            Flow::OutOfBudget => return (SearchOutcome::OutOfBudget, searcher.nodes),
            Flow::Done => {}
        }
        if searcher.proves_exhaustion() {
            return (SearchOutcome::Exhausted, searcher.nodes);
        }
    }
    (SearchOutcome::OutOfBudget, searcher.nodes)
}

/// The 128-bit Zobrist key of a position.
pub(super) fn hash(pos: &Chess) -> u128 {
    pos.zobrist_hash::<Zobrist128>(EnPassantMode::Legal).0
}

/// The key of `pos` after `m`, updated incrementally when shakmaty can.
pub(super) fn child_hash(pos: &Chess, key: u128, m: Move, child: &Chess) -> u128 {
    pos.update_zobrist_hash(Zobrist128(key), m, EnPassantMode::Legal)
        .map_or_else(|| hash(child), |z| z.0)
}

/// How a visit ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    /// The subtree was searched within the allowance; no mate in it.
    Done,
    /// A mate was found; the searcher's line holds it.
    Mate,
    /// The whole budget is spent.
    OutOfBudget,
}

struct Searcher {
    winner: Color,
    nodes: u64,
    budget: u64,
    table: Table,
    pending: HashSet<u128, BuildHasherDefault<KeyHasher>>,
    pending_overflow: bool,
    line: Vec<Move>,
    /// Whether to run the semi-static analysis on each newly expanded position (worth it when
    /// the pawn structure is blocked: it prunes whole dead subtrees).
    dead_check: bool,
}

impl Searcher {
    /// Visits `pos` (whose key is `key`) with `depth` allowance left, `ply` moves from the
    /// root; `progress` tells whether the move that led here was rewarded.
    fn visit(&mut self, pos: &Chess, key: u128, depth: Depth, ply: u32, progress: bool) -> Flow {
        if static_reason(pos.board(), self.winner).is_some() {
            return Flow::Done;
        }
        let loser_in_check = pos.turn() != self.winner && pos.is_check();
        if depth <= 0 || ply >= MAX_PLY {
            if loser_in_check && pos.legal_moves().is_empty() {
                return Flow::Mate;
            }
            self.leave_pending(key);
            return Flow::Done;
        }
        if let Some(entry) = self.table.get(key)
            && entry.depth >= depth
        {
            if !entry.complete {
                self.leave_pending(key);
            }
            return Flow::Done;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            if loser_in_check {
                return Flow::Mate;
            }
            // Stalemate or the winner mated: terminal, nothing below.
            self.table.begin(key, Depth::MAX);
            self.table.finish(key);
            return Flow::Done;
        }
        if self.dead_check && self.table.get(key).is_none() {
            self.nodes += semistatic::COST_IN_NODES;
            if semistatic::unwinnable(pos, self.winner).is_some() {
                // Proven dead: as terminal as a stalemate.
                self.table.begin(key, Depth::MAX);
                self.table.finish(key);
                return Flow::Done;
            }
        }
        self.table.begin(key, depth);

        let plan = Plan::new(pos, self.winner);
        let mut ordered: Vec<(Class, Move)> =
            moves.iter().map(|&m| (plan.classify(m), m)).collect();
        ordered.sort_by_key(|(class, _)| *class);

        for (class, m) in ordered {
            if self.nodes >= self.budget {
                self.leave_pending(key);
                return Flow::OutOfBudget;
            }
            self.nodes += 1;
            let cost = match class {
                Class::Reward if ply < REWARD_PLY => 0,
                Class::Punish => 3,
                _ if progress && ply < REWARD_PLY => 0,
                _ => 1,
            };
            let mut child = pos.clone();
            child.play_unchecked(m);
            let child_key = child_hash(pos, key, m, &child);
            self.line.push(m);
            let rewarded = class == Class::Reward && ply < REWARD_PLY;
            match self.visit(&child, child_key, depth - cost, ply + 1, rewarded) {
                Flow::Done => {
                    self.line.pop();
                }
                Flow::Mate => return Flow::Mate,
                Flow::OutOfBudget => {
                    self.line.pop();
                    self.leave_pending(key);
                    return Flow::OutOfBudget;
                }
            }
        }
        self.table.finish(key);
        Flow::Done
    }

    /// Notes that `key` was visited but not (yet) completely expanded.
    fn leave_pending(&mut self, key: u128) {
        if self.pending_overflow || self.table.is_complete(key) {
            return;
        }
        if self.pending.len() >= MAX_PENDING {
            self.pending_overflow = true;
            self.pending.clear();
        } else {
            self.pending.insert(key);
        }
    }

    /// Drops the pending positions expanded since, and tells whether none is left.
    fn proves_exhaustion(&mut self) -> bool {
        if self.pending_overflow {
            return false;
        }
        let table = &self.table;
        self.pending.retain(|&key| !table.is_complete(key));
        self.pending.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::{Black, White};

    use super::*;
    use crate::laws::mate::test_support::{assert_mates, brute_force_mate, position};

    fn mate_line(fen: &str, winner: Color, budget: u64) -> Vec<Move> {
        let pos = position(fen);
        match search(&pos, winner, budget, false).0 {
            SearchOutcome::Mate(line) => {
                assert_mates(&pos, winner, &line);
                line
            }
            other => panic!("{fen}: expected a mate, got {other:?}"),
        }
    }

    #[test]
    fn finds_simple_mates() {
        mate_line("8/8/4k3/8/8/3K4/3R4/8 w - - 0 1", White, 100_000);
        mate_line("8/8/4k3/8/8/3K4/3R4/8 b - - 0 1", White, 100_000);
        mate_line("8/8/4k3/8/8/3K4/3Q4/8 w - - 0 1", White, 100_000);
    }

    #[test]
    fn knight_mates_a_rook() {
        // K+N against K+R: the rook blocks a corner flight square.
        mate_line("8/8/4k3/8/2r5/3K4/3N4/8 w - - 0 1", White, 2_000_000);
    }

    #[test]
    fn bishop_mates_after_an_under_promotion() {
        // White Ke4 Bc3 against Ke6 and a pawn: the pawn must promote to a knight or bishop
        // that then blocks its own king.
        mate_line("8/8/4k3/4p3/4K3/2B5/8/8 w - - 0 1", White, 5_000_000);
    }

    #[test]
    fn black_can_mate_too() {
        mate_line("8/8/4k3/8/8/3K4/8/6q1 w - - 0 1", Black, 100_000);
    }

    #[test]
    fn statically_dead_material_is_exhausted_at_once() {
        // Bishop against rook: every visited position is statically dead for White.
        let pos = position("8/8/4k3/8/2r5/3K4/3B4/8 w - - 0 1");
        assert_eq!(
            search(&pos, White, 1_000, false).0,
            SearchOutcome::Exhausted
        );
    }

    #[test]
    fn agrees_with_brute_force_on_small_positions() {
        for fen in [
            "7k/8/6K1/8/8/8/8/1R6 w - - 0 1",
            "7k/8/5K2/8/8/8/8/1R6 b - - 0 1",
            "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1",
        ] {
            let pos = position(fen);
            if let Some(line) = brute_force_mate(&pos, White, 3) {
                assert_mates(&pos, White, &line);
                assert!(
                    matches!(
                        search(&pos, White, 100_000, false).0,
                        SearchOutcome::Mate(_)
                    ),
                    "{fen}"
                );
            }
        }
    }
}
