//! Readable proofs: making a mating line short before it is shown.
//!
//! The helpmate search follows promising moves at no cost, so the line it finds may wander: a
//! king that takes the long way round, a bishop that shuffles while the other side walks, a
//! stretch that comes back to a position already passed. Any path through the positions reachable
//! from the start that ends in the winner's mate is as good a proof, so the line is shortened in
//! three steps, each keeping it a legal series of moves that ends in mate:
//! 1. cycles are cut out: wherever the line comes back to a position it has passed, it goes on
//!    from the first visit at once (every line, at the cost of replaying it);
//! 2. for a line still longer than [`SHORT_ENOUGH`] plies, shortcuts are taken: from each position of the line, a small search a few moves deep looks
//!    for a later position of the line, or a mate, that it reaches in fewer moves than the line
//!    does, and the line jumps there;
//! 3. within a small extra budget, an iterative-deepening search with every move at the same
//!    cost looks for a mate shorter than the line, and takes the first it finds (the shortest
//!    there is, when the search gets that far).

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use shakmaty::{Chess, Color, Move, Position};

use super::helpmate::{self, SearchOutcome};
use super::keys::{KeyHasher, child_hash, hash};
use super::table::Table;

/// A line of at most this many plies (thirty moves) reads well enough: only cycles are cut out
/// of it, and the budget is kept for longer ones.
pub(super) const SHORT_ENOUGH: usize = 60;

/// A line longer than this many plies gets the largest shortening budget whatever it took to
/// find it.
pub(super) const VERY_LONG: usize = 120;

/// Plies a shortcut may take at most.
const SHORTCUT_PLIES: u32 = 2;

/// Plies the search for a shorter mate looks ahead at most: beyond, such a search rarely
/// finishes within a small budget.
const SHORTEST_PLIES: usize = 15;

/// The positions of a line, by key, with the index of their last occurrence.
type Index = HashMap<u128, usize, BuildHasherDefault<KeyHasher>>;

/// Shortens `line`, a helpmate by `winner` from `start`, spending at most about `budget` nodes;
/// also returns the nodes spent.
pub(super) fn shorten(
    start: &Chess,
    winner: Color,
    line: &[Move],
    budget: u64,
    table: &mut Table,
) -> (Vec<Move>, u64) {
    let mut nodes = 0;
    let mut line = without_cycles(start, line);
    if line.len() <= SHORT_ENOUGH {
        return (line, nodes);
    }
    // Each pass may open new shortcuts; a few passes reach a line no shortcut improves.
    for _ in 0..3 {
        let before = line.len();
        line = with_shortcuts(
            start,
            winner,
            &line,
            budget.saturating_sub(nodes),
            &mut nodes,
        );
        line = without_cycles(start, &line);
        if line.len() == before {
            break;
        }
    }
    let allowance = budget.saturating_sub(nodes);
    if line.len() > 2 && allowance > 0 {
        let plies = SHORTEST_PLIES.min(line.len() - 1);
        let (outcome, searched) = helpmate::shortest(start, winner, plies, allowance, table);
        nodes += searched;
        if let SearchOutcome::Mate(shorter) = outcome
            && shorter.len() < line.len()
        {
            line = shorter;
        }
    }
    (line, nodes)
}

/// The positions along `line` from `start` (the start first) and their keys.
fn positions(start: &Chess, line: &[Move]) -> (Vec<Chess>, Vec<u128>) {
    let mut positions = Vec::with_capacity(line.len() + 1);
    let mut keys = Vec::with_capacity(line.len() + 1);
    let mut pos = start.clone();
    let mut key = hash(&pos);
    for &m in line {
        let mut next = pos.clone();
        next.play_unchecked(m);
        let next_key = child_hash(&pos, key, m, &next);
        positions.push(pos);
        keys.push(key);
        pos = next;
        key = next_key;
    }
    positions.push(pos);
    keys.push(key);
    (positions, keys)
}

/// Where each position of the line occurs last.
fn last_occurrences(keys: &[u128]) -> Index {
    keys.iter().enumerate().map(|(i, &k)| (k, i)).collect()
}

/// `line` with every cycle cut out: no position occurs twice.
fn without_cycles(start: &Chess, line: &[Move]) -> Vec<Move> {
    let (_, keys) = positions(start, line);
    let last = last_occurrences(&keys);
    let mut kept = Vec::with_capacity(line.len());
    let mut i = 0;
    while i < line.len() {
        // Going on from the last visit of this position skips the cycle in between.
        i = last.get(&keys[i]).copied().unwrap_or(i).max(i);
        if i < line.len() {
            kept.push(line[i]);
            i += 1;
        }
    }
    kept
}

/// A shortcut found from one position of the line.
struct Shortcut {
    /// Index of the position of the line it reaches (the line's length for a mate).
    to: usize,
    moves: Vec<Move>,
}

/// `line` with shortcuts taken greedily from its start; `nodes` counts the positions visited,
/// and no shortcut is looked for once `budget` of them are spent.
fn with_shortcuts(
    start: &Chess,
    winner: Color,
    line: &[Move],
    budget: u64,
    nodes: &mut u64,
) -> Vec<Move> {
    let (positions, keys) = positions(start, line);
    let last = last_occurrences(&keys);
    let mut spent = 0;
    let mut shortened = Vec::with_capacity(line.len());
    let mut i = 0;
    while i < line.len() {
        let mut best = Shortcut {
            to: i + 1,
            moves: vec![line[i]],
        };
        if spent < budget {
            let mut finder = Finder {
                winner,
                from: i,
                end: line.len(),
                last: &last,
                path: Vec::new(),
                best: &mut best,
                nodes: 0,
            };
            finder.look(&positions[i], keys[i], SHORTCUT_PLIES);
            spent += finder.nodes;
        }
        shortened.extend_from_slice(&best.moves);
        i = best.to;
    }
    *nodes += spent;
    shortened
}

/// A search for the best shortcut from one position of the line.
struct Finder<'a> {
    winner: Color,
    /// Index of the position searched from.
    from: usize,
    /// The line's length.
    end: usize,
    last: &'a Index,
    path: Vec<Move>,
    best: &'a mut Shortcut,
    nodes: u64,
}

impl Finder<'_> {
    /// Looks up to `depth` plies ahead of `pos` (reached by `self.path`).
    fn look(&mut self, pos: &Chess, key: u128, depth: u32) {
        let plies = self.path.len();
        if plies > 0 {
            let target = if pos.turn() != self.winner && pos.is_checkmate() {
                Some(self.end)
            } else {
                self.last.get(&key).copied()
            };
            if let Some(to) = target {
                // The saving: plies of the line skipped, less the plies the shortcut takes.
                let gain = |to: usize, len: usize| to.saturating_sub(self.from).saturating_sub(len);
                let (new, old) = (gain(to, plies), gain(self.best.to, self.best.moves.len()));
                if new > old || (new == old && to > self.best.to) {
                    *self.best = Shortcut {
                        to,
                        moves: self.path.clone(),
                    };
                }
                if to == self.end {
                    return;
                }
            }
        }
        if depth == 0 {
            return;
        }
        for m in pos.legal_moves() {
            self.nodes += 1;
            let mut child = pos.clone();
            child.play_unchecked(m);
            let child_key = child_hash(pos, key, m, &child);
            self.path.push(m);
            self.look(&child, child_key, depth - 1);
            self.path.pop();
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Color::White;
    use shakmaty::Square;
    use shakmaty::uci::UciMove;

    use super::*;
    use crate::laws::mate::test_support::{assert_mates, position};

    fn moves(pos: &Chess, uci: &str) -> Vec<Move> {
        let mut current = pos.clone();
        uci.split_whitespace()
            .map(|text| {
                let m = text.parse::<UciMove>().unwrap().to_move(&current).unwrap();
                current.play_unchecked(m);
                m
            })
            .collect()
    }

    #[test]
    fn cycles_are_cut_out() {
        let pos = position("7k/8/5K2/8/8/8/8/1R6 w - - 0 1");
        // The rook goes to a1 and back, the black king to g8 and back, then the mate.
        let line = moves(&pos, "b1a1 h8g8 a1b1 g8h8 f6g6 h8g8 b1b8");
        assert_mates(&pos, White, &line);
        let short = without_cycles(&pos, &line);
        assert_eq!(short, moves(&pos, "f6g6 h8g8 b1b8"));
        assert_mates(&pos, White, &short);
    }

    #[test]
    fn detours_are_shortened_and_still_mate() {
        // A long way round: the rook tours the queen's side, file by file, while the black
        // king steps between h8 and g8; then the white king steps up and the rook mates.
        let pos = position("7k/8/5K2/8/8/8/8/R7 w - - 0 1");
        let mut tour = Vec::new();
        for (i, file) in ['a', 'b', 'c', 'd', 'e'].into_iter().enumerate() {
            let ranks: Vec<u32> = if i % 2 == 0 {
                (1..=7).collect()
            } else {
                (1..=7).rev().collect()
            };
            tour.extend(ranks.into_iter().map(|rank| format!("{file}{rank}")));
        }
        let mut uci = Vec::new();
        let mut king = ["h8g8", "g8h8"].into_iter().cycle();
        for pair in tour.windows(2) {
            uci.push(format!("{}{}", pair[0], pair[1]));
            uci.push(king.next().unwrap().to_owned());
        }
        // The rook ends on e7, the black king on h8 (an even number of king steps).
        uci.push("f6g6".to_owned());
        uci.push(king.next().unwrap().to_owned());
        uci.push("e7e8".to_owned());
        let line = moves(&pos, &uci.join(" "));
        assert_mates(&pos, White, &line);
        assert!(line.len() > SHORT_ENOUGH);
        let mut table = Table::with_bytes(1 << 20);
        let (short, nodes) = shorten(&pos, White, &line, 100_000, &mut table);
        assert_mates(&pos, White, &short);
        assert!(nodes > 0);
        // Kg6, a king step and a rook move to the eighth rank mate in three plies.
        assert_eq!(short.len(), 3, "{short:?}");
    }

    #[test]
    fn short_lines_only_lose_their_cycles() {
        let pos = position("7k/8/5K2/8/8/8/8/1R6 w - - 0 1");
        let line = moves(&pos, "b1b2 h8g8 b2c2 g8h8 f6g6 h8g8 c2c8");
        let mut table = Table::with_bytes(1 << 20);
        let (short, nodes) = shorten(&pos, White, &line, 100_000, &mut table);
        assert_eq!((short, nodes), (line, 0));
    }

    #[test]
    fn a_shortcut_may_end_in_another_mate() {
        let pos = position("6k1/8/6K1/8/8/8/8/R7 w - - 0 1");
        let line = moves(&pos, "a1b1 g8h8 b1a1 h8g8 a1a8");
        let mut best = Shortcut {
            to: 1,
            moves: vec![line[0]],
        };
        let (positions, keys) = positions(&pos, &line);
        let last = last_occurrences(&keys);
        let mut finder = Finder {
            winner: White,
            from: 0,
            end: line.len(),
            last: &last,
            path: Vec::new(),
            best: &mut best,
            nodes: 0,
        };
        finder.look(&positions[0], keys[0], 2);
        assert_eq!(best.to, line.len());
        assert_eq!(best.moves.len(), 1);
        assert_eq!(best.moves[0].to(), Square::A8);
    }
}
