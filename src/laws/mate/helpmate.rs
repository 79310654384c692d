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
//! allowance, or skipped because an unfinished expansion of it was already under way); the
//! [`Table`] keeps count of the pending positions not expanded since. When an iteration ends with
//! none left, the positions ever expanded are closed under legal moves: they are everything
//! reachable, and none is a mate.

use shakmaty::{Chess, Color, EnPassantMode, Move, Position, zobrist::Zobrist128};

use super::keys::hash;
use super::lever::sealed;
use super::ordering::{Class, Plan};
use super::semistatic::{self, MatingSquares};
use super::static_check::static_reason;
use super::table::{Depth, Table};

/// Longest line searched; also where rewarded moves stop being free.
const MAX_PLY: u32 = 600;
/// Ply after which rewarded moves cost depth like any other, to keep lines finite.
const REWARD_PLY: u32 = 400;
/// Largest depth allowance tried.
const MAX_DEPTH: Depth = 1000;

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

/// Searches for a checkmate by `winner` from `pos` within `budget` nodes, keeping what it
/// learns in `tables` (whose earlier contents are forgotten); also returns the number of nodes
/// visited. With `dead_check`, positions the semi-static analysis proves dead are not expanded.
///
/// Once a search has grown large, each of its iterations is followed by *probes*, a quarter as
/// many nodes: depth-first searches with a growing allowance that stop after a number of nodes in
/// proportion to it (as the Chess Unwinnability Analyzer searches). A probe follows the move
/// ordering much deeper than a complete iteration can afford, and its table makes each probe go
/// on where the previous ones stopped instead of repeating them. Probes only look for mates:
/// the proof of exhaustion rests on the complete iterations alone. When the winner's pawns are
/// sealed in (see [`lever`](super::lever)), a short search that prices moves by the captures that could open
/// a file comes first, in the probes' table.
pub(super) fn search(
    pos: &Chess,
    winner: Color,
    budget: u64,
    dead_check: bool,
    tables: Tables<'_>,
) -> (SearchOutcome, u64) {
    tables.main.new_search();
    let mating = semistatic::mating_squares(pos, winner);
    let mut searcher = Searcher {
        mating,
        winner,
        nodes: 0,
        budget,
        table: tables.main,
        line: Vec::new(),
        dead_check,
        pricing: Pricing::Plan,
        probe: false,
        spare: Vec::new(),
    };
    let mut prober = tables.probe.map(|table| {
        table.new_search();
        Searcher {
            mating,
            winner,
            nodes: 0,
            budget: 0,
            table,
            line: Vec::new(),
            dead_check: false,
            pricing: Pricing::Plan,
            probe: true,
            spare: Vec::new(),
        }
    });
    let mut probe_depth: Depth = 1;
    let key = hash(pos);
    if let Some(prober) = prober.as_mut() {
        // A first, short probe: in an open position a mate usually lies along the first moves
        // generated, and a complete iteration may spend far more on other lines before it gets
        // there.
        prober.budget = FIRST_PROBE_NODES.min(budget);
        if prober.visit(pos, key, FIRST_PROBE_DEPTH, 0, false) == Flow::Mate {
            let line = std::mem::take(&mut prober.line);
            return (SearchOutcome::Mate(line), prober.nodes);
        }
        prober.line.clear();
        // Then a sealed wall is searched with the captures that could open it free: a sacrifice
        // the usual ordering punishes, and so reaches only after long king walks. (Its entries
        // would make the probes skip what they have not searched, so the table is cleared.)
        if sealed(pos.board(), winner) {
            prober.table.new_search();
            let left = budget.saturating_sub(prober.nodes);
            if let Some(line) = prober.unsealing(pos, key, SEALED_NODES.min(left)) {
                return (SearchOutcome::Mate(line), prober.nodes);
            }
            prober.table.new_search();
        }
    }
    let (mut depth, mut step, mut last_cost) = (1, 1, 0);
    while depth <= MAX_DEPTH {
        let probe_nodes = prober.as_ref().map_or(0, |p| p.nodes);
        searcher.budget = budget.saturating_sub(probe_nodes);
        let before = searcher.nodes;
        let flow = searcher.visit(pos, key, depth, 0, false);
        match flow {
            Flow::Mate => {
                return (
                    SearchOutcome::Mate(searcher.line),
                    searcher.nodes + probe_nodes,
                );
            }
            Flow::OutOfBudget => return (SearchOutcome::OutOfBudget, searcher.nodes + probe_nodes),
            Flow::Done => {}
        }
        if searcher.table.exhausted() {
            return (SearchOutcome::Exhausted, searcher.nodes + probe_nodes);
        }
        // An iteration that cost little more than the one before found few new positions: the
        // reachable ones are nearly all in reach, and a deeper iteration costs about the same.
        // Deepening faster then reaches the last of them (and any mate) in fewer iterations.
        let cost = searcher.nodes - before;
        let saturated =
            last_cost > SATURATION_MIN_NODES && cost * SATURATION_DEN < last_cost * SATURATION_NUM;
        step = if saturated { step * 2 } else { 1 };
        last_cost = cost;
        depth += step;
        let Some(prober) = prober.as_mut().filter(|_| searcher.nodes >= PROBE_AFTER) else {
            continue;
        };
        while prober.nodes * PROBE_SHARE < searcher.nodes {
            probe_depth += 1;
            let left = budget.saturating_sub(searcher.nodes + prober.nodes);
            let cap = PROBE_NODES * u64::from(probe_depth.unsigned_abs());
            prober.budget = prober.nodes + left.min(cap);
            prober.line.clear();
            if prober.visit(pos, key, probe_depth, 0, false) == Flow::Mate {
                let line = std::mem::take(&mut prober.line);
                return (SearchOutcome::Mate(line), searcher.nodes + prober.nodes);
            }
            if left == 0 {
                return (SearchOutcome::OutOfBudget, searcher.nodes + prober.nodes);
            }
        }
    }
    let probe_nodes = prober.as_ref().map_or(0, |p| p.nodes);
    (SearchOutcome::OutOfBudget, searcher.nodes + probe_nodes)
}

/// An iteration that costs less than this fraction (numerator over denominator) of the one
/// before counts as saturated...
const SATURATION_NUM: u64 = 3;
const SATURATION_DEN: u64 = 2;
/// ...once iterations cost at least this many nodes.
const SATURATION_MIN_NODES: u64 = 50_000;

/// The tables a search keeps its positions in: the complete iterations', and the probes' (a
/// search without probes has none).
pub(super) struct Tables<'t> {
    pub(super) main: &'t mut Table,
    pub(super) probe: Option<&'t mut Table>,
}

/// Nodes a search spends in complete iterations before probes join in.
const PROBE_AFTER: u64 = 200_000;

/// Probes get one node for every so many of the complete iterations (proofs of exhaustion,
/// which only the complete iterations give, need most of the budget).
const PROBE_SHARE: u64 = 4;

/// Longest line a probe follows: probes look for mates within reach, and their lines should
/// stay short enough to read.
const PROBE_MAX_PLY: u32 = 120;

/// Node budget of the first search of a sealed wall.
const SEALED_NODES: u64 = 20_000;

/// Allowance and node budget of the first probe.
const FIRST_PROBE_DEPTH: Depth = 2;
const FIRST_PROBE_NODES: u64 = 5_000;

/// Nodes a probe may visit per ply of its allowance.
const PROBE_NODES: u64 = 10_000;

/// Searches for a helpmate by `winner` from `pos` of at most `max_plies` plies, the shortest
/// first: every move costs one ply of depth, and the allowance grows by two plies an iteration
/// (a mate by the winner always comes after a number of plies of the same parity). Keeps to
/// `budget` nodes and forgets what `table` held; also returns the number of nodes visited.
pub(super) fn shortest(
    pos: &Chess,
    winner: Color,
    max_plies: usize,
    budget: u64,
    table: &mut Table,
) -> (SearchOutcome, u64) {
    table.new_search();
    let mut searcher = Searcher {
        mating: None,
        winner,
        nodes: 0,
        budget,
        table,
        line: Vec::new(),
        dead_check: false,
        pricing: Pricing::Uniform,
        probe: false,
        spare: Vec::new(),
    };
    let key = hash(pos);
    let first = if pos.turn() == winner { 1 } else { 2 };
    let last = Depth::try_from(max_plies)
        .unwrap_or(MAX_DEPTH)
        .min(MAX_DEPTH);
    for depth in (first..=last).step_by(2) {
        match searcher.visit(pos, key, depth, 0, false) {
            Flow::Mate => return (SearchOutcome::Mate(searcher.line), searcher.nodes),
            Flow::OutOfBudget => return (SearchOutcome::OutOfBudget, searcher.nodes),
            Flow::Done => {}
        }
        if searcher.table.exhausted() {
            return (SearchOutcome::Exhausted, searcher.nodes);
        }
    }
    (SearchOutcome::OutOfBudget, searcher.nodes)
}

/// A move to visit, with its class and the key of the position it leads to (if shakmaty could
/// update the key without playing it).
#[derive(Debug, Clone, Copy)]
struct Child {
    class: Class,
    m: Move,
    key: Option<u128>,
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

/// How a search orders moves and what depth each costs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pricing {
    /// By the mating plan of [`ordering`](super::ordering): rewarded moves first and free,
    /// punished ones last and dear.
    Plan,
    /// As `Plan`, but positions whose pawns are sealed for the winner are classed by the captures
    /// that could open a file (see [`lever`](super::lever)).
    Unsealing,
    /// Every move one ply of depth, whatever its class (a search for the shortest mate).
    Uniform,
}

struct Searcher<'t> {
    /// Where the semi-static analysis of the searched position says a mate can happen.
    mating: Option<MatingSquares>,
    winner: Color,
    nodes: u64,
    budget: u64,
    table: &'t mut Table,
    line: Vec<Move>,
    /// Whether to run the semi-static analysis on each newly expanded position (worth it when
    /// the pawn structure is blocked: it prunes whole dead subtrees).
    dead_check: bool,
    /// How moves are ordered and what depth they cost.
    pricing: Pricing,
    /// Whether this is a probe: positions cut off or left unfinished are not obligations of a
    /// proof, and a position searched before with as much allowance is skipped, finished or not.
    probe: bool,
    /// Buffers for the children of the positions being expanded, kept for reuse.
    spare: Vec<Vec<Child>>,
}

impl Searcher<'_> {
    /// Visits `pos` (whose key is `key`) with `depth` allowance left, `ply` moves from the
    /// root; `progress` tells whether the move that led here was rewarded.
    fn visit(&mut self, pos: &Chess, key: u128, depth: Depth, ply: u32, progress: bool) -> Flow {
        if static_reason(pos.board(), self.winner).is_some() {
            return Flow::Done;
        }
        let loser_in_check = pos.turn() != self.winner && pos.is_check();
        let max_ply = if self.probe { PROBE_MAX_PLY } else { MAX_PLY };
        if depth <= 0 || ply >= max_ply {
            if loser_in_check && pos.legal_moves().is_empty() {
                return Flow::Mate;
            }
            self.leave_pending(key);
            return Flow::Done;
        }
        let known = self.table.get(key);
        if let Some(entry) = known
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
            self.table.close(key);
            return Flow::Done;
        }
        if self.dead_check && known.is_none() {
            self.nodes += semistatic::COST_IN_NODES;
            if semistatic::unwinnable(pos, self.winner).is_some() {
                // Proven dead: as terminal as a stalemate.
                self.table.close(key);
                return Flow::Done;
            }
        }
        self.table.begin(key, depth);

        let unseal = self.pricing == Pricing::Unsealing;
        let plan = Plan::new(pos, self.winner, self.mating.as_ref(), unseal);
        let children = self.children(pos, key, &moves, plan);
        let flow = self.expand(pos, key, depth, ply, progress, &children);
        self.spare.push(children);
        if flow == Flow::Done {
            self.table.finish(key);
        }
        flow
    }

    /// The children of `pos` in the order to visit them, with their classes and keys (taken
    /// from the spare buffers, to which the caller gives it back). With the keys computed up
    /// front, the children's table buckets are touched all at once (shakmaty cannot update a key
    /// for every move; those keys come later).
    fn children(&mut self, pos: &Chess, key: u128, moves: &[Move], plan: Plan) -> Vec<Child> {
        let mut children = self.spare.pop().unwrap_or_default();
        children.clear();
        let child = |m: Move| Child {
            class: plan.classify(m),
            m,
            key: pos
                .update_zobrist_hash(Zobrist128(key), m, EnPassantMode::Legal)
                .map(|z| z.0),
        };
        if self.probe {
            // Probes keep the order moves are generated in (pawns first, then knights, bishops,
            // rooks, queens and the king): ordered by class, a probe would go deep along the
            // same lines as the complete iterations.
            children.extend(moves.iter().map(|&m| child(m)));
        } else {
            // Rewarded moves first and punished ones last, each class in generation order.
            children.extend(moves.iter().map(|&m| child(m)));
            let count = children.len();
            for class in [Class::Reward, Class::Normal, Class::Punish] {
                for i in 0..count {
                    if children[i].class == class {
                        children.push(children[i]);
                    }
                }
            }
            children.drain(..count);
        }
        self.table.touch(children.iter().filter_map(|c| c.key));
        children
    }

    /// Visits the `children` of `pos` (being expanded with `depth` allowance, `ply` moves from
    /// the root, reached by a rewarded move if `progress`).
    fn expand(
        &mut self,
        pos: &Chess,
        key: u128,
        depth: Depth,
        ply: u32,
        progress: bool,
        children: &[Child],
    ) -> Flow {
        for &Child {
            class,
            m,
            key: child_key,
        } in children
        {
            if self.nodes >= self.budget {
                self.leave_pending(key);
                return Flow::OutOfBudget;
            }
            self.nodes += 1;
            let cost = match class {
                _ if self.pricing == Pricing::Uniform => 1,
                Class::Reward if ply < REWARD_PLY => 0,
                Class::Punish => 3,
                _ if progress && ply < REWARD_PLY => 0,
                _ => 1,
            };
            let mut child = pos.clone();
            child.play_unchecked(m);
            let child_key = child_key.unwrap_or_else(|| hash(&child));
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
        Flow::Done
    }

    /// Iterative deepening from `pos` (whose key is `key`) within `budget` more nodes, sealed
    /// positions classed by the captures that could open them; the mating line, if it finds one.
    /// Only a probe may do this: its table is not a proof of anything.
    fn unsealing(&mut self, pos: &Chess, key: u128, budget: u64) -> Option<Vec<Move>> {
        debug_assert!(self.probe);
        self.pricing = Pricing::Unsealing;
        self.budget = self.nodes + budget;
        let mut found = None;
        for depth in 1..=MAX_DEPTH {
            self.line.clear();
            match self.visit(pos, key, depth, 0, false) {
                Flow::Mate => {
                    found = Some(std::mem::take(&mut self.line));
                    break;
                }
                Flow::OutOfBudget => break,
                Flow::Done => {}
            }
        }
        self.line.clear();
        self.pricing = Pricing::Plan;
        found
    }

    /// Notes that `key` was visited but not completely expanded (an obligation of the proof,
    /// except in a probe).
    fn leave_pending(&mut self, key: u128) {
        if !self.probe {
            self.table.leave_pending(key);
        }
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::{
        Color::{Black, White},
        Role,
    };

    use super::*;
    use crate::laws::mate::test_support::{assert_mates, brute_force_mate, position};

    fn table() -> Table {
        Table::with_bytes(1 << 20)
    }

    fn tables(table: &mut Table) -> Tables<'_> {
        Tables {
            main: table,
            probe: None,
        }
    }

    fn mate_line(fen: &str, winner: Color, budget: u64) -> Vec<Move> {
        let pos = position(fen);
        match search(&pos, winner, budget, false, tables(&mut table())).0 {
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
            search(&pos, White, 1_000, false, tables(&mut table())).0,
            SearchOutcome::Exhausted
        );
    }

    #[test]
    fn a_sealed_wall_is_opened_by_a_bishop_sacrifice() {
        // Every White pawn has a Black pawn in front of it, and the light-squared bishop can
        // neither take a pawn (all stand on dark squares) nor pass the upper wall. White mates
        // only after ...g5-g4, Bf3 (or Bh3), gxf3 (or gxh3), g2 takes back and the pawn runs on
        // a free file.
        let pos = position("1k6/p1p1p1p1/P1P1P1P1/2p3p1/8/2P5/4B1P1/4K3 w - - 0 1");
        let (mut main, mut probe) = (table(), table());
        let tables = Tables {
            main: &mut main,
            probe: Some(&mut probe),
        };
        let (outcome, nodes) = search(&pos, White, 200_000, false, tables);
        let SearchOutcome::Mate(line) = outcome else {
            panic!("expected a mate, got {outcome:?} after {nodes} nodes");
        };
        assert_mates(&pos, White, &line);
        // The bishop is given up to a pawn, which a White pawn takes in turn.
        let mut current = pos.clone();
        let mut bishop_taken = false;
        for &m in &line {
            let taker_is_black_pawn = current.turn() == Black && m.role() == Role::Pawn;
            bishop_taken |= taker_is_black_pawn && m.capture() == Some(Role::Bishop);
            current.play_unchecked(m);
        }
        assert!(bishop_taken, "{line:?}");
        assert!(nodes < 50_000, "{nodes} nodes");
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
                        search(&pos, White, 100_000, false, tables(&mut table())).0,
                        SearchOutcome::Mate(_)
                    ),
                    "{fen}"
                );
            }
        }
    }
}
