//! "Can this side still checkmate?": the one oracle behind Articles 5.2.2 (dead position),
//! 6.9 (flag fall), 7.5.5 (second illegal move) and, since 2023, 5.1.2 (resignation).
//!
//! The Laws ask whether a side could checkmate "by any possible series of legal moves", that
//! is, whether a helpmate exists. The verdict is sound: [`MateVerdict::Unwinnable`] is only
//! returned with a proof, and [`MateVerdict::Winnable`] always carries a mating line.
//!
//! The analysis runs in stages, cheapest first:
//! 1. `static_check`: material that can never mate, wherever it stands;
//! 2. `forced`: while the side to move has a single legal move, play it (a forced line that
//!    repeats, stalemates or mates decides the question at once);
//! 3. `semistatic`: an over-approximation of where every man can ever go, which proves
//!    locked pawn walls, trapped kings and same-coloured-bishop positions dead;
//! 4. bounded proofs: `doomed` (every line of a few moves runs into a dead end, also deeper
//!    when one side is nearly out of moves) and the semi-static analysis one move ahead, and in
//!    tempo battles a small helpmate search that may close the reachable positions;
//! 5. full mode only: an iterative-deepening `helpmate` search with a transposition table
//!    (`table`) and move ordering towards a mating pattern (`ordering`), under the node budget.
//!    When the positions a search visited close under legal moves without a mate, that is a
//!    proof too.
//!
//! Quick mode stops after stage 4 and never claims a mate.
//!
//! The searches keep their positions in one fixed-size table, owned by an [`Analyzer`] and
//! reused from one question to the next, so memory stays bounded whatever the node budget.

mod doomed;
mod forced;
mod helpmate;
mod keys;
mod lever;
mod ordering;
mod query;
mod semistatic;
mod shorten;
mod static_check;
mod table;
#[cfg(test)]
mod test_support;

use shakmaty::{
    CastlingMode, Chess, Color, EnPassantMode, FromSetup, Move, Position, PositionError, Setup,
};

use forced::Forced;
use helpmate::SearchOutcome;
use semistatic::Assessment;
use table::Table;

pub use query::{Query, QueryError};

/// The answer to "can `side` still checkmate?".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MateVerdict {
    /// A checkmate is possible; the line (from the given position, first move by the side to
    /// move) ends in checkmate delivered by the side asked about.
    Winnable(Vec<Move>),
    /// No series of legal moves lets the side checkmate; the reason says why.
    Unwinnable(UnwinnableReason),
    /// The search budget ran out before a proof either way.
    Undetermined,
}

impl MateVerdict {
    /// Whether the side can still checkmate, if known.
    pub fn can_mate(&self) -> Option<bool> {
        match self {
            Self::Winnable(_) => Some(true),
            Self::Unwinnable(_) => Some(false),
            Self::Undetermined => None,
        }
    }
}

/// Why a side can never checkmate. Each reason has a stable message id for the UI.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnwinnableReason {
    /// The side has nothing but its king.
    LoneKing,
    /// The material on the board can never build a mate, wherever it stands (for example a
    /// lone knight against a king with only queens, which can never block a flight square
    /// without also guarding the knight's square).
    InsufficientMaterial,
    /// The side's only mating material is bishops on squares of one colour, and the flight
    /// squares of the other colour can never all be blocked or covered.
    SameColouredBishops,
    /// The pawns are locked for good, and behind them the side's pieces can never give check,
    /// or never with all the flight squares of the opposing king covered.
    BlockedPosition,
    /// Every legal continuation is forced and ends in stalemate.
    ForcedStalemate,
    /// Every legal continuation is forced and ends with the side itself checkmated.
    ForcedOpponentMate,
    /// Every legal continuation is forced and repeats the same position forever.
    ForcedRepetition,
    /// An exhaustive search visited every reachable position and found no checkmate.
    NoHelpmate,
}

impl UnwinnableReason {
    /// Every reason, for checks that each has its message.
    pub const ALL: [UnwinnableReason; 8] = [
        Self::LoneKing,
        Self::InsufficientMaterial,
        Self::SameColouredBishops,
        Self::BlockedPosition,
        Self::ForcedStalemate,
        Self::ForcedOpponentMate,
        Self::ForcedRepetition,
        Self::NoHelpmate,
    ];

    /// The Fluent message id that explains this reason.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::LoneKing => "unwinnable-lone-king",
            Self::InsufficientMaterial => "unwinnable-insufficient-material",
            Self::SameColouredBishops => "unwinnable-same-coloured-bishops",
            Self::BlockedPosition => "unwinnable-blocked-position",
            Self::ForcedStalemate => "unwinnable-forced-stalemate",
            Self::ForcedOpponentMate => "unwinnable-forced-opponent-mate",
            Self::ForcedRepetition => "unwinnable-forced-repetition",
            Self::NoHelpmate => "unwinnable-no-helpmate",
        }
    }
}

/// How hard to look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Only try to prove unwinnability (fast, for the live interface); never searches for a
    /// mating line.
    pub quick: bool,
    /// Node budget of the full-mode searches (quick mode keeps to small budgets of its own);
    /// shortening a long mating line they found takes up to a quarter more (at most 200,000). It bounds time only:
    /// memory is bounded by the analyzer's table.
    pub nodes: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            quick: false,
            nodes: 500_000,
        }
    }
}

/// A verdict together with the work it took.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The answer.
    pub verdict: MateVerdict,
    /// Positions visited by the searches (forced moves included).
    pub nodes: u64,
}

/// Builds a position from a setup as leniently as the analysis allows: more material than a
/// game can produce, impossible checks, and invalid en passant or castling rights (which are
/// dropped) are accepted, since positions from studies and test collections have them. A side
/// not to move that is in check, or missing kings, are still refused.
pub fn lenient_position(setup: Setup) -> Result<Chess, Box<PositionError<Chess>>> {
    Chess::from_setup(setup, CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .or_else(PositionError::ignore_invalid_ep_square)
        .or_else(PositionError::ignore_invalid_castling_rights)
        .map_err(Box::new)
}

/// Decides whether `side` can still checkmate in `pos` by some series of legal moves.
///
/// A one-off question; to ask many, keep an [`Analyzer`], which reuses its memory.
pub fn can_mate(pos: &Chess, side: Color, limits: &Limits) -> MateVerdict {
    can_mate_with_stats(pos, side, limits).verdict
}

/// Like [`can_mate`], and also reports how many positions the analysis visited.
pub fn can_mate_with_stats(pos: &Chess, side: Color, limits: &Limits) -> Analysis {
    Analyzer::default().analyse(pos, side, limits)
}

/// The transposition table's default size in megabytes (a table of at most this size is made).
pub const DEFAULT_HASH_MB: usize = 32;

/// The largest table size, in megabytes, an analyzer accepts.
pub const MAX_HASH_MB: usize = 4096;

/// Bytes of table a search needs at most per node of its budget (a visit stores at most one
/// entry, of 16 bytes).
const BYTES_PER_NODE: u64 = 16;

/// The analysis with its memory: a transposition table of a fixed size, and a quarter as much
/// for the searches' probes, each made when a search first needs it and reused by every later
/// question, so that memory stays bounded whatever the node budget and repeated questions do not
/// pay for allocating them again.
#[derive(Debug)]
pub struct Analyzer {
    /// The main table's size limit in bytes.
    hash_bytes: usize,
    table: Option<Table>,
    probe_table: Option<Table>,
}

impl Default for Analyzer {
    fn default() -> Self {
        Self::with_hash_mb(DEFAULT_HASH_MB)
    }
}

impl Analyzer {
    /// An analyzer whose table takes at most `mb` megabytes (between 1 and [`MAX_HASH_MB`];
    /// other values are brought into that range).
    pub fn with_hash_mb(mb: usize) -> Self {
        Self {
            hash_bytes: mb.clamp(1, MAX_HASH_MB) << 20,
            table: None,
            probe_table: None,
        }
    }

    /// Decides whether `side` can still checkmate in `pos`, and reports the work it took.
    pub fn analyse(&mut self, pos: &Chess, side: Color, limits: &Limits) -> Analysis {
        let mut nodes = 0;
        let verdict = analyse(pos, side, limits, self, &mut nodes);
        Analysis { verdict, nodes }
    }

    /// The table for a search of `budget` nodes.
    fn table(&mut self, budget: u64) -> &mut Table {
        sized(&mut self.table, budget, self.hash_bytes)
    }

    /// The tables for a search of `budget` nodes with probes.
    fn tables(&mut self, budget: u64) -> helpmate::Tables<'_> {
        let probe_bytes = self.hash_bytes / PROBE_TABLE_SHARE;
        helpmate::Tables {
            main: sized(&mut self.table, budget, self.hash_bytes),
            probe: Some(sized(&mut self.probe_table, budget, probe_bytes)),
        }
    }
}

/// The probes' table is this fraction (one in so many) of the main table's size limit.
const PROBE_TABLE_SHARE: usize = 4;

/// The table in `slot`, for a search of `budget` nodes: no larger than such a search can fill,
/// and no larger than `limit` bytes. A table too small for the budget is replaced (the old one is
/// dropped first, so the two never take memory together).
fn sized(slot: &mut Option<Table>, budget: u64, limit: usize) -> &mut Table {
    let wanted = usize::try_from(budget.saturating_mul(BYTES_PER_NODE))
        .unwrap_or(usize::MAX)
        .clamp(table::MIN_BYTES, limit.max(table::MIN_BYTES));
    if slot.as_ref().is_some_and(|t| t.bytes() * 2 <= wanted) {
        *slot = None;
    }
    slot.get_or_insert_with(|| Table::with_bytes(wanted))
}

/// The stages of the analysis, cheapest first; `nodes` counts the positions visited.
fn analyse(
    pos: &Chess,
    side: Color,
    limits: &Limits,
    memory: &mut Analyzer,
    nodes: &mut u64,
) -> MateVerdict {
    // Material never grows for a side without pawns, so a static proof on the given position
    // holds for every continuation; checking it first gives the most direct reason.
    if let Some(reason) = static_check::static_reason(pos.board(), side) {
        return MateVerdict::Unwinnable(reason);
    }
    let (start, prefix) = match forced::forced_progress(pos, side) {
        Forced::Mate(line) => {
            *nodes += line.len() as u64;
            // Quick mode never claims a mate, even a forced one: its callers only act on
            // proofs of unwinnability, and a uniform answer keeps them simple.
            return if limits.quick {
                MateVerdict::Undetermined
            } else {
                MateVerdict::Winnable(line)
            };
        }
        Forced::Dead(reason, plies) => {
            *nodes += plies;
            return MateVerdict::Unwinnable(reason);
        }
        Forced::Open(start, prefix) => (start, prefix),
    };
    *nodes += prefix.len() as u64;
    if let Some(reason) = static_check::static_reason(start.board(), side) {
        return MateVerdict::Unwinnable(reason);
    }
    let board = start.board();
    let officers = (board.knights() | board.rooks() | board.queens()).count();
    // With several knights, rooks or queens about, a locked pawn structure rarely decides
    // anything, and quick mode cannot afford to look.
    let assessment = if limits.quick && officers > 1 {
        Assessment::Open
    } else {
        semistatic::assess(&start, side)
    };
    // Only with little material is it worth re-running the analysis inside the searches.
    let walled = match assessment {
        Assessment::Dead(reason) => return MateVerdict::Unwinnable(reason),
        Assessment::Walled => officers <= 1,
        Assessment::Open => false,
    };
    let outcome = match quick_proofs(&start, side, officers, memory, nodes) {
        Proof::Dead(reason) => return MateVerdict::Unwinnable(reason),
        Proof::Mate(line) => SearchOutcome::Mate(line),
        Proof::Open if limits.quick => return MateVerdict::Undetermined,
        Proof::Open => {
            let budget = limits.nodes.saturating_sub(*nodes);
            let tables = memory.tables(budget);
            let (outcome, searched) = helpmate::search(&start, side, budget, walled, tables);
            *nodes += searched;
            outcome
        }
    };
    match outcome {
        SearchOutcome::Mate(_) if limits.quick => MateVerdict::Undetermined,
        SearchOutcome::Mate(line) => {
            let mut full = prefix;
            full.extend(line);
            // Shortening may take a fraction of what finding the line took, and a very long
            // line always gets enough for a pass of shortcuts.
            let floor = if full.len() > shorten::VERY_LONG {
                *SHORTEN_NODES.end()
            } else {
                *SHORTEN_NODES.start()
            };
            let budget = (*nodes / SHORTEN_SHARE).clamp(floor, *SHORTEN_NODES.end());
            let (short, spent) = shorten::shorten(pos, side, &full, budget, memory.table(budget));
            *nodes += spent;
            MateVerdict::Winnable(short)
        }
        SearchOutcome::Exhausted => MateVerdict::Unwinnable(UnwinnableReason::NoHelpmate),
        SearchOutcome::OutOfBudget => MateVerdict::Undetermined,
    }
}

/// Quick mode searches a blocked position only when one side has at most this many legal
/// moves: the positions it proves are tempo battles, where one side is nearly out of moves.
const TEMPO_MOBILITY: usize = 1;

/// The smaller of the two sides' legal move counts (the side not to move counted as if it
/// were to move; not counted when the side to move is in check, nor when `both` is false, as
/// counting it costs more than the rest of a typical quick analysis).
fn fewest_moves(pos: &Chess, both: bool) -> usize {
    let ours = pos.legal_moves().len();
    if !both || pos.is_check() {
        return ours;
    }
    let mut setup = pos.to_setup(EnPassantMode::Legal);
    setup.swap_turn();
    lenient_position(setup).map_or(ours, |other| ours.min(other.legal_moves().len()))
}

/// Men (besides the king) a side may have at most for its shortage of moves to be checked.
const FEW_MEN: usize = 5;

/// A long mating line is shortened with at most this fraction (one in so many) of the nodes it
/// took to find it, beyond the node budget...
const SHORTEN_SHARE: u64 = 4;

/// ...and at least and at most this many nodes.
const SHORTEN_NODES: std::ops::RangeInclusive<u64> = 0..=200_000;

/// Node budget of quick mode's small helpmate search of blocked positions.
const QUICK_SEARCH_NODES: u64 = 50_000;

/// What the cheap proofs found.
enum Proof {
    /// The side can never mate.
    Dead(UnwinnableReason),
    /// A probe stumbled on a mate (a line from the position examined).
    Mate(Vec<Move>),
    /// Nothing conclusive.
    Open,
}

/// The cheap, bounded proofs that quick mode relies on, tried in full mode too before the
/// big searches: every short line dies, every reply leads to a position the semi-static
/// analysis proves dead, or (when one side is nearly out of moves in a blocked position of
/// pawns and bishops) a small search exhausts all reachable positions. `officers` counts the
/// knights, rooks and queens on the board.
fn quick_proofs(
    start: &Chess,
    side: Color,
    officers: usize,
    memory: &mut Analyzer,
    nodes: &mut u64,
) -> Proof {
    // The other side's moves are worth counting only where a side can be short of moves:
    // without knights, rooks and queens, or when that side has few men left.
    let board = start.board();
    let other_men = (board.by_color(!start.turn()) & !board.kings()).count();
    let count_both =
        officers == 0 || (other_men <= FEW_MEN && !doomed::few_men_or_check(start, side));
    let fewest_moves = fewest_moves(start, count_both);
    if doomed::plausible(start, side, fewest_moves)
        && doomed::every_line_dies(start, side, doomed::QUICK_DEPTH, doomed::QUICK_NODES, nodes)
    {
        return Proof::Dead(UnwinnableReason::NoHelpmate);
    }
    if officers == 0
        && fewest_moves <= doomed::TEMPO_FEW_MOVES
        && doomed::every_line_dies(start, side, doomed::TEMPO_DEPTH, doomed::TEMPO_NODES, nodes)
    {
        return Proof::Dead(UnwinnableReason::NoHelpmate);
    }
    if semistatic::worth_one_more_ply(start) && dead_after_every_move(start, side, nodes) {
        return Proof::Dead(UnwinnableReason::BlockedPosition);
    }
    if officers == 0 && fewest_moves <= TEMPO_MOBILITY && semistatic::blocked(start.board()) {
        // Most such positions have an easy mate, and then there is nothing to prove; the
        // others are tempo battles with few reachable positions.
        let tables = helpmate::Tables {
            main: memory.table(QUICK_SEARCH_NODES),
            probe: None,
        };
        let (outcome, searched) = helpmate::search(start, side, QUICK_SEARCH_NODES, false, tables);
        *nodes += searched;
        match outcome {
            SearchOutcome::Mate(line) => return Proof::Mate(line),
            SearchOutcome::Exhausted => return Proof::Dead(UnwinnableReason::NoHelpmate),
            SearchOutcome::OutOfBudget => {}
        }
    }
    Proof::Open
}

/// Whether every legal move leads (after any forced replies) to a position that is dead for
/// `side` by the forced, static or semi-static tests.
fn dead_after_every_move(pos: &Chess, side: Color, nodes: &mut u64) -> bool {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return false;
    }
    moves.iter().all(|m| {
        *nodes += 1;
        let mut child = pos.clone();
        child.play_unchecked(*m);
        match forced::forced_progress(&child, side) {
            Forced::Mate(_) => false,
            Forced::Dead(..) => true,
            Forced::Open(next, _) => {
                static_check::static_reason(next.board(), side).is_some()
                    || semistatic::unwinnable(&next, side).is_some()
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use shakmaty::{Bitboard, Board, Piece, Role, Square};

    use super::*;
    use crate::laws::mate::test_support::{
        assert_mates, brute_force_dead, brute_force_mate, position,
    };

    const FULL: Limits = Limits {
        quick: false,
        nodes: 2_000_000,
    };
    const QUICK: Limits = Limits {
        quick: true,
        nodes: 500_000,
    };

    /// The verdict, with any mating line replayed and checked.
    fn verdict(fen: &str, side: Color, limits: &Limits) -> MateVerdict {
        let pos = position(fen);
        let verdict = can_mate(&pos, side, limits);
        if let MateVerdict::Winnable(line) = &verdict {
            assert_mates(&pos, side, line);
        }
        verdict
    }

    fn assert_winnable(fen: &str, side: Color) {
        let v = verdict(fen, side, &FULL);
        assert!(matches!(v, MateVerdict::Winnable(_)), "{fen} {side}: {v:?}");
        // Quick mode never claims a mate, and never contradicts one.
        assert!(!matches!(
            verdict(fen, side, &QUICK),
            MateVerdict::Winnable(_)
        ));
        assert!(!matches!(
            verdict(fen, side, &QUICK),
            MateVerdict::Unwinnable(_)
        ));
    }

    fn assert_unwinnable(fen: &str, side: Color, reason: UnwinnableReason) {
        assert_eq!(
            verdict(fen, side, &FULL),
            MateVerdict::Unwinnable(reason),
            "{fen} {side}"
        );
    }

    #[test]
    fn bare_kings() {
        let fen = "8/8/4k3/8/8/3K4/8/8 w - - 0 1";
        assert_unwinnable(fen, Color::White, UnwinnableReason::LoneKing);
        assert_unwinnable(fen, Color::Black, UnwinnableReason::LoneKing);
        assert_eq!(
            UnwinnableReason::LoneKing.message_id(),
            "unwinnable-lone-king"
        );
    }

    #[test]
    fn bishop_against_pawn_mates_after_an_under_promotion() {
        assert_winnable("8/8/4k3/4p3/4K3/2B5/8/8 w - - 0 1", Color::White);
    }

    #[test]
    fn bishop_against_rook_cannot_mate() {
        assert_unwinnable(
            "8/8/4k3/8/2r5/3K4/3B4/8 w - - 0 1",
            Color::White,
            UnwinnableReason::SameColouredBishops,
        );
        assert_winnable("8/8/4k3/8/2r5/3K4/3B4/8 w - - 0 1", Color::Black);
    }

    #[test]
    fn bishops_of_opposite_colours_can_mate() {
        // White's c1 bishop is dark-squared, Black's f5 bishop light-squared.
        let fen = "8/8/4k3/5b2/8/3K4/8/2B5 w - - 0 1";
        assert_winnable(fen, Color::White);
        assert_winnable(fen, Color::Black);
    }

    #[test]
    fn bishops_of_one_colour_cannot_mate() {
        // Both bishops are dark-squared.
        let fen = "8/8/4k3/6b1/8/3K4/8/2B5 w - - 0 1";
        assert_unwinnable(fen, Color::White, UnwinnableReason::SameColouredBishops);
        assert_unwinnable(fen, Color::Black, UnwinnableReason::SameColouredBishops);
    }

    #[test]
    fn knight_against_rook_can_mate() {
        assert_winnable("8/8/4k3/8/2r5/3K4/3N4/8 w - - 0 1", Color::White);
    }

    #[test]
    fn locked_pawn_wall() {
        let fen = "4k3/8/8/1p1p1p1p/pP1P1P1P/P7/8/4K3 w - - 0 1";
        for limits in [FULL, QUICK] {
            for side in [Color::White, Color::Black] {
                assert_eq!(
                    verdict(fen, side, &limits),
                    MateVerdict::Unwinnable(UnwinnableReason::BlockedPosition)
                );
            }
        }
    }

    #[test]
    fn flag_fall_with_a_forced_stalemate() {
        // White must take the checking queen, which stalemates Black.
        let fen = "k7/P7/1PP5/8/8/8/6PP/6qK w - - 0 1";
        for limits in [FULL, QUICK] {
            for side in [Color::White, Color::Black] {
                assert_eq!(
                    verdict(fen, side, &limits),
                    MateVerdict::Unwinnable(UnwinnableReason::ForcedStalemate)
                );
            }
        }
    }

    #[test]
    fn the_side_not_to_move_can_be_asked() {
        assert_winnable("8/8/4k3/8/8/3K4/8/6q1 w - - 0 1", Color::Black);
        assert_unwinnable(
            "8/8/4k3/8/8/3K4/8/6q1 w - - 0 1",
            Color::White,
            UnwinnableReason::LoneKing,
        );
    }

    #[test]
    fn message_ids_are_distinct() {
        let all = [
            UnwinnableReason::LoneKing,
            UnwinnableReason::InsufficientMaterial,
            UnwinnableReason::SameColouredBishops,
            UnwinnableReason::BlockedPosition,
            UnwinnableReason::ForcedStalemate,
            UnwinnableReason::ForcedOpponentMate,
            UnwinnableReason::ForcedRepetition,
            UnwinnableReason::NoHelpmate,
        ];
        let ids: std::collections::HashSet<_> = all.iter().map(|r| r.message_id()).collect();
        assert_eq!(ids.len(), all.len());
        assert!(ids.iter().all(|id| id.starts_with("unwinnable-")));
    }

    /// A small deterministic generator, so the sweep below needs no extra dependency.
    struct Lcg(u64);

    impl Lcg {
        fn below(&mut self, n: u64) -> u64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 33) % n
        }
    }

    /// Random positions with two kings and up to three other men.
    fn random_position(rng: &mut Lcg) -> Option<Chess> {
        let roles = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
        ];
        let mut board = Board::empty();
        let mut taken = Bitboard::EMPTY;
        let mut place = |rng: &mut Lcg, piece: Piece| {
            let sq = Square::new(u32::try_from(rng.below(64)).unwrap());
            if !taken.contains(sq) {
                taken.add(sq);
                board.set_piece_at(sq, piece);
            }
        };
        place(
            rng,
            Piece {
                color: Color::White,
                role: Role::King,
            },
        );
        place(
            rng,
            Piece {
                color: Color::Black,
                role: Role::King,
            },
        );
        for _ in 0..=rng.below(3) {
            let color = if rng.below(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            let role = roles[usize::try_from(rng.below(5)).unwrap()];
            place(rng, Piece { color, role });
        }
        let mut setup = shakmaty::Setup::empty();
        setup.board = board;
        setup.turn = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        Chess::from_setup(setup, CastlingMode::Standard).ok()
    }

    #[test]
    fn sound_on_random_small_positions() {
        let mut rng = Lcg(0x5eed);
        let limits = Limits {
            quick: false,
            nodes: 5_000,
        };
        let mut checked = 0;
        while checked < 20 {
            let Some(pos) = random_position(&mut rng) else {
                continue;
            };
            checked += 1;
            for side in [Color::White, Color::Black] {
                for limits in [limits, QUICK] {
                    let verdict = can_mate(&pos, side, &limits);
                    match &verdict {
                        MateVerdict::Winnable(line) => {
                            assert_mates(&pos, side, line);
                            assert!(!brute_force_dead(&pos, side, 3));
                        }
                        MateVerdict::Unwinnable(_) => {
                            assert_eq!(brute_force_mate(&pos, side, 3), None, "{verdict:?}");
                        }
                        MateVerdict::Undetermined => {}
                    }
                }
            }
        }
    }
}
