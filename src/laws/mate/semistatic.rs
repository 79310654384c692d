//! Semi-static reachability: where could each piece ever go, given the pawns and kings that
//! are stuck for good?
//!
//! We make assumptions about the men and check that they are consistent:
//! - a *steady* pawn never captures (so it stays on its file) and is never captured;
//! - a *frozen* king never moves;
//! - a *stuck* piece (knight, bishop, rook or queen) never moves and is never captured.
//!
//! A steady pawn whose square in front is held by a wall or a steady enemy pawn can never
//! move: it is *fixed*. Fixed pawns, frozen kings and stuck pieces are *walls*:
//! nothing passes through them, and the squares they attack are closed to the enemy king for
//! good. Every other piece gets a *reach*, an over-approximation of the squares it can ever
//! stand on, computed with the walls as the only obstacles (other pieces may always step
//! aside, so ignoring them only makes reaches larger):
//! - a king walks onto squares that are not walls and not attacked by enemy walls;
//! - other pieces move as on a board holding only the walls;
//! - a pawn pushes up its file until the first wall or steady enemy pawn in front of it (it
//!   can never pass a pawn that never leaves the file and is never captured), and captures
//!   towards squares some enemy piece can reach; after a capture only walls bound it. A pawn
//!   that can promote may become anything, anywhere.
//!
//! The assumptions are consistent when no steady pawn can ever capture (no enemy piece can reach a
//! square it would attack from a square of its reach) or be captured (no enemy piece can attack a
//! square of its reach, and the enemy king can never step next to one that no wall defends), no
//! frozen king or stuck piece has a move, and no stuck piece can be captured. A stuck rook, bishop
//! or queen attacks for good only the squares next to it. By induction over any series of legal
//! moves, consistent assumptions stay true and every piece stays within its reach. We start by
//! assuming everything and drop assumptions that break consistency until none does.
//!
//! A mate needs a check by a piece other than the king. A pawn that never moves can only give
//! the check it may be giving now (the king never steps into its attack). If no piece of the
//! winner can ever attack a square the losing king can ever stand on, the position is dead.
//! Otherwise, on each square where the losing king could be checked, every flight square must
//! be guarded by some man of the winner that could ever attack it, covered by the winning
//! king from a square it can reach (not next to the mated king), or blocked by one of the
//! loser's own men that can reach it, a different man for each. When that fails on every
//! candidate square, the position is dead too. This is what catches bishops of one colour:
//! they never guard the flight squares of the other colour.

use shakmaty::{
    Bitboard, Board, Chess, Color, EnPassantMode, Position, Rank, Role, Square,
    attacks::{attacks, between, king_attacks, pawn_attacks, ray},
};

use super::UnwinnableReason;

/// Roughly how many search nodes one run of the analysis costs in time; searches that run it
/// charge this to their node budget, so that a budget bounds their time as well.
pub(super) const COST_IN_NODES: u64 = 1;

/// What the analysis makes of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Assessment {
    /// The winner can never mate.
    Dead(UnwinnableReason),
    /// Not proven, but some pawns or kings are stuck for good: positions reached from here may
    /// well be provable, so searches should keep asking.
    Walled,
    /// Nothing is stuck; asking again after a few moves is unlikely to help.
    Open,
}

/// Runs the analysis on `pos` for `winner`.
pub(super) fn assess(pos: &Chess, winner: Color) -> Assessment {
    let board = pos.board();
    // An en passant capture available now is outside the model.
    if !blocked(board) || pos.ep_square(EnPassantMode::Legal).is_some() {
        return Assessment::Open;
    }
    let reach = Reach::settle(board);
    match reach.verdict(board, pos.turn(), winner) {
        Some(reason) => Assessment::Dead(reason),
        None if reach.walled => Assessment::Walled,
        None => Assessment::Open,
    }
}

/// Whether some pawn cannot push because an enemy pawn or a king stands in front of it.
/// Without one nothing can be fixed and the analysis has nothing to work with.
pub(super) fn blocked(board: &Board) -> bool {
    blocked_pawns(board).any()
}

/// Proves `winner` can never mate, if the reachability analysis can.
pub(super) fn unwinnable(pos: &Chess, winner: Color) -> Option<UnwinnableReason> {
    match assess(pos, winner) {
        Assessment::Dead(reason) => Some(reason),
        Assessment::Walled | Assessment::Open => None,
    }
}

/// Whether quick mode should also try the analysis one ply deeper: a blocked structure with
/// little else on the board, where one move (typically a check or a knight move) may be all
/// that stands between the position and a provably dead one.
pub(super) fn worth_one_more_ply(pos: &Chess) -> bool {
    let board = pos.board();
    let heavy = board.knights() | board.rooks() | board.queens();
    blocked_pawns(board).any() && heavy.count() <= 1 && (pos.is_check() || board.knights().any())
}

/// Pawns that cannot push because an enemy pawn or a king stands in front of them.
fn blocked_pawns(board: &Board) -> Bitboard {
    let white = board.pawns() & board.white();
    let black = board.pawns() & board.black();
    (white & (black | board.kings()).shift(-8)) | (black & (white | board.kings()).shift(8))
}

fn index(colour: Color) -> usize {
    match colour {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn forward(colour: Color) -> i32 {
    match colour {
        Color::White => 8,
        Color::Black => -8,
    }
}

/// The last rank of a colour's pawns.
fn last_rank(colour: Color) -> Bitboard {
    Bitboard::from_rank(colour.relative_rank(Rank::Eighth))
}

/// A pawn and what we assume and derive about it.
#[derive(Debug, Clone, Copy)]
struct Pawn {
    sq: Square,
    colour: Color,
    /// Assumed never to capture.
    keeps_file: bool,
    /// Assumed never to be captured.
    survives: bool,
    /// Squares it can ever stand on.
    reach: Bitboard,
    /// Whether it can reach its last rank (and then be anything).
    promotes: bool,
}

impl Pawn {
    fn steady(&self) -> bool {
        self.keeps_file && self.survives
    }

    /// Squares from which it could capture something, some day.
    fn threat(&self) -> Bitboard {
        if self.promotes {
            return Bitboard::FULL;
        }
        let mut threat = Bitboard::EMPTY;
        if !self.keeps_file {
            for from in self.reach {
                threat |= pawn_attacks(self.colour, from);
            }
        }
        threat
    }
}

/// The squares an officer attacks from where it stands, with `walls` as the only obstacles.
fn officer_attacks(o: &Officer, walls: Bitboard) -> Bitboard {
    attacks(o.home, o.role.of(o.colour), walls)
}

/// A piece other than a pawn or king.
#[derive(Debug, Clone, Copy)]
struct Officer {
    home: Square,
    colour: Color,
    role: Role,
    reach: Bitboard,
    /// Squares it can ever attack.
    cover: Bitboard,
}

/// A consistent set of assumptions with the reaches it implies.
struct Reach {
    /// Whether some pawn is fixed or some king frozen.
    walled: bool,
    /// Squares of the fixed pawns, frozen kings and stuck pieces.
    walls: Bitboard,
    /// Squares each colour's walls attack, for ever.
    wall_attacks: [Bitboard; 2],
    /// Squares each colour's king can ever stand on.
    king: [Bitboard; 2],
    /// Squares each colour's pawns and officers can ever stand on.
    others: [Bitboard; 2],
    pawns: Vec<Pawn>,
    officers: Vec<Officer>,
}

impl Reach {
    /// The greatest consistent set of assumptions, with its reaches.
    fn settle(board: &Board) -> Self {
        let mut pawns: Vec<Pawn> = board
            .pawns()
            .into_iter()
            .filter_map(|sq| {
                let colour = board.color_at(sq)?;
                let reach = Bitboard::from(sq);
                Some(Pawn {
                    sq,
                    colour,
                    keeps_file: true,
                    survives: true,
                    reach,
                    promotes: false,
                })
            })
            .collect();
        let mut frozen = [true, true];
        // A piece with a move right now can never be stuck: its target is empty, or holds an
        // enemy man it can take, which then is no wall. Leaving those out from the start saves
        // rounds without changing the outcome.
        let stuck: Bitboard = (board.occupied() & !board.pawns() & !board.kings())
            .into_iter()
            .filter(|&sq| {
                board.piece_at(sq).is_some_and(|piece| {
                    (attacks(sq, piece, board.occupied()) & !board.by_color(piece.color)).is_empty()
                })
            })
            .collect();
        let mut stuck = stuck;
        loop {
            let reach = Self::compute(board, &mut pawns, frozen, stuck);
            if !reach.enforce(board, &mut pawns, &mut frozen, &mut stuck) {
                return reach;
            }
        }
    }

    /// Reaches of all pieces under the current assumptions (which `pawns` and `frozen` hold;
    /// the pawns' reaches are filled in).
    fn compute(board: &Board, pawns: &mut [Pawn], frozen: [bool; 2], stuck: Bitboard) -> Self {
        let mut walls = stuck;
        for colour in Color::ALL {
            if frozen[index(colour)] {
                walls |= board.kings() & board.by_color(colour);
            }
        }
        // Fixed pawns: steady, and stuck behind a wall or face to face with a steady enemy.
        let steady: Bitboard = pawns.iter().filter(|p| p.steady()).map(|p| p.sq).collect();
        loop {
            let mut grown = walls;
            for p in pawns.iter().filter(|p| p.steady() && !walls.contains(p.sq)) {
                let Some(front) = p.sq.offset(forward(p.colour)) else {
                    continue;
                };
                let enemy_steady =
                    steady.contains(front) && board.color_at(front) == Some(!p.colour);
                if walls.contains(front) || enemy_steady {
                    grown.add(p.sq);
                }
            }
            if grown == walls {
                break;
            }
            walls = grown;
        }
        let mut wall_attacks = [Bitboard::EMPTY; 2];
        for sq in walls {
            if let Some(piece) = board.piece_at(sq) {
                // A stuck slider's longer lines may be blocked some day; only the squares next
                // to it are attacked for good.
                let occupied = if stuck.contains(sq) {
                    Bitboard::FULL
                } else {
                    Bitboard::EMPTY
                };
                wall_attacks[index(piece.color)] |= attacks(sq, piece, occupied);
            }
        }
        let mut king = [Bitboard::EMPTY; 2];
        for colour in Color::ALL {
            if let Some(sq) = board.king_of(colour) {
                let allowed = !walls & !wall_attacks[index(!colour)];
                king[index(colour)] = flood(Bitboard::from(sq), allowed, king_attacks);
            }
        }
        let mut officers = Vec::new();
        let mut others = [Bitboard::EMPTY; 2];
        for sq in board.occupied() & !board.pawns() & !board.kings() {
            let Some(piece) = board.piece_at(sq) else {
                continue;
            };
            let reach = flood(Bitboard::from(sq), !walls, |from| {
                attacks(from, piece, walls)
            });
            let mut cover = Bitboard::EMPTY;
            for from in reach {
                cover |= attacks(from, piece, walls);
            }
            others[index(piece.color)] |= reach;
            officers.push(Officer {
                home: sq,
                colour: piece.color,
                role: piece.role,
                reach,
                cover,
            });
        }
        // Pawn captures depend on where enemy men can stand, which depends on enemy pawns:
        // iterate to the least fixed point.
        let officers_only = others;
        for p in pawns.iter_mut() {
            p.reach = Bitboard::from(p.sq);
            p.promotes = false;
        }
        loop {
            let mut next = officers_only;
            let mut changed = false;
            for p in pawns.iter_mut() {
                let (reach, promotes) =
                    pawn_reach(board, p, walls, steady, others[index(!p.colour)]);
                let reach = if promotes { !walls } else { reach };
                if reach != p.reach {
                    changed = true;
                    p.reach = reach;
                    p.promotes = promotes;
                }
                next[index(p.colour)] |= reach;
            }
            others = next;
            if !changed {
                break;
            }
        }
        Self {
            walled: walls.any(),
            walls,
            wall_attacks,
            king,
            others,
            pawns: pawns.to_vec(),
            officers,
        }
    }

    /// Drops the assumptions the reaches contradict; tells whether any was dropped.
    fn enforce(
        &self,
        board: &Board,
        pawns: &mut [Pawn],
        frozen: &mut [bool; 2],
        stuck: &mut Bitboard,
    ) -> bool {
        let mut threat = [Bitboard::EMPTY; 2];
        for o in &self.officers {
            threat[index(o.colour)] |= o.cover;
        }
        for p in pawns.iter() {
            threat[index(p.colour)] |= p.threat();
        }
        let mut changed = false;
        for p in pawns.iter_mut() {
            let (us, them) = (index(p.colour), index(!p.colour));
            if p.keeps_file {
                let mut targets = Bitboard::EMPTY;
                for from in p.reach {
                    targets |= pawn_attacks(p.colour, from);
                }
                if targets.intersects(self.others[them]) {
                    p.keeps_file = false;
                    changed = true;
                }
            }
            if p.survives {
                let king_takes = (p.reach & !self.wall_attacks[us]).into_iter().any(|sq| {
                    king_attacks(sq).intersects(self.king[them])
                        && !(p.reach == Bitboard::from(sq) && self.capture_stalemates(p.colour, sq))
                });
                if king_takes || p.reach.intersects(threat[them]) {
                    p.survives = false;
                    changed = true;
                }
            }
        }
        for colour in Color::ALL {
            let i = index(colour);
            let home = board.kings() & board.by_color(colour);
            if frozen[i] && self.king[i] != home {
                frozen[i] = false;
                changed = true;
            }
        }
        for o in &self.officers {
            if !stuck.contains(o.home) {
                continue;
            }
            let (us, them) = (index(o.colour), index(!o.colour));
            let king_takes = self.king[them].intersects(king_attacks(o.home))
                && !self.wall_attacks[us].contains(o.home)
                && !self.capture_stalemates(o.colour, o.home);
            let moves = o.reach != Bitboard::from(o.home);
            if moves || king_takes || threat[them].contains(o.home) {
                stuck.discard(o.home);
                changed = true;
            }
        }
        changed
    }

    /// Whether the enemy king taking the man of colour `victim` on `sq` (which never moves)
    /// would always stalemate `victim`, so that no game goes on after such a capture: every
    /// other man of `victim` never moves, its king has no flight left wherever it stands, and
    /// the capturing king cannot uncover a check by stepping off a line to that king.
    fn capture_stalemates(&self, victim: Color, sq: Square) -> bool {
        let taker = !victim;
        let immobile_pawns = self
            .pawns
            .iter()
            .filter(|p| p.colour == victim)
            .all(|p| p.reach == Bitboard::from(p.sq));
        let immobile_officers = self
            .officers
            .iter()
            .filter(|o| o.colour == victim)
            .all(|o| o.reach == Bitboard::from(o.home));
        if !immobile_pawns || !immobile_officers {
            return false;
        }
        let taker_covers = king_attacks(sq);
        let region = self.king[index(victim)] & !Bitboard::from(sq);
        let mut open = region;
        // Where the capturing king may have come from.
        let origins = taker_covers & self.king[index(taker)];
        // A frozen king's square is a wall, which the reaches of the victim's men took for
        // good. Once the king leaves it, a man might step there, and the victim's king might
        // step next to it.
        for o in origins & self.walls {
            let steps_in = self
                .officers
                .iter()
                .filter(|m| m.colour == victim)
                .any(|m| officer_attacks(m, self.walls).contains(o))
                || self
                    .pawns
                    .iter()
                    .any(|p| p.colour == victim && p.sq.offset(forward(victim)) == Some(o));
            if steps_in {
                return false;
            }
            open |= king_attacks(o) & !self.walls;
        }
        (region & !taker_covers).into_iter().all(|x| {
            let flights = king_attacks(x) & open & !taker_covers;
            flights.is_empty()
                && origins
                    .into_iter()
                    .all(|o| !self.uncovers_check(taker, x, o))
        })
    }

    /// Whether a king of colour `taker` leaving `o` might uncover a check on a king on `x`: the
    /// squares are on one line with no wall between them, and one of `taker`'s sliders that
    /// moves along such lines can stand beyond `o`.
    fn uncovers_check(&self, taker: Color, x: Square, o: Square) -> bool {
        let line = ray(x, o);
        if line.is_empty() || between(x, o).intersects(self.walls) {
            return false;
        }
        let beyond: Bitboard = (line & !between(x, o))
            .into_iter()
            .filter(|&t| t.distance(x) > o.distance(x))
            .collect();
        let diagonal = x.file() != o.file() && x.rank() != o.rank();
        let slider_beyond = self.officers.iter().filter(|s| s.colour == taker).any(|s| {
            let moves_along = match s.role {
                Role::Queen => true,
                Role::Bishop => diagonal,
                Role::Rook => !diagonal,
                _ => false,
            };
            moves_along && s.reach.intersects(beyond)
        });
        let promotes_beyond = self
            .pawns
            .iter()
            .any(|p| p.colour == taker && p.promotes && p.reach.intersects(beyond));
        slider_beyond || promotes_beyond
    }

    /// The verdict for `winner` given the settled reaches.
    fn verdict(&self, board: &Board, turn: Color, winner: Color) -> Option<UnwinnableReason> {
        let test = MateTest::new(self, board, turn, winner);
        if test.checks.is_empty() {
            return Some(UnwinnableReason::BlockedPosition);
        }
        if test.checks.into_iter().any(|k| test.possible(self, k)) {
            return None;
        }
        let region = self.king[index(!winner)];
        let only_bishops = test
            .givers
            .iter()
            .filter(|(_, cover)| cover.intersects(region))
            .all(|(role, _)| *role == Role::Bishop);
        Some(if only_bishops {
            UnwinnableReason::SameColouredBishops
        } else {
            UnwinnableReason::BlockedPosition
        })
    }
}

/// The squares where the losing king could ever be mated, and what a mate there needs, as the
/// settled reaches tell it.
#[derive(Debug, Clone, Copy)]
pub(super) struct MatingSquares {
    /// Squares on which a mate is not ruled out.
    pub(super) squares: Bitboard,
    /// Squares the losing king can ever stand on.
    pub(super) region: Bitboard,
    /// Squares the winner's men (not its king) could ever guard.
    pub(super) guard: Bitboard,
}

/// Where `winner` could ever mate in `pos`, when some pawns or kings are stuck for good (in an
/// open position every square may do, and the answer would say nothing).
pub(super) fn mating_squares(pos: &Chess, winner: Color) -> Option<MatingSquares> {
    let board = pos.board();
    if !blocked(board) || pos.ep_square(EnPassantMode::Legal).is_some() {
        return None;
    }
    let reach = Reach::settle(board);
    if !reach.walled {
        return None;
    }
    let test = MateTest::new(&reach, board, pos.turn(), winner);
    let squares = test
        .checks
        .into_iter()
        .filter(|&k| test.possible(&reach, k))
        .collect();
    Some(MatingSquares {
        squares,
        region: reach.king[index(!winner)],
        guard: test.guard,
    })
}

/// The test of whether a mate could ever happen on a square, built once from the reaches.
struct MateTest {
    /// Each man of the winner that could give check, with the squares it could ever attack.
    givers: Vec<(Role, Bitboard)>,
    /// Squares of the losing king's region where it could be in check.
    checks: Bitboard,
    /// Squares the winner's men could ever guard (a pawn guards from where it stands too).
    guard: Bitboard,
    /// Where each man of the loser (but the king) can ever stand.
    blockers: Vec<Bitboard>,
    arrival: Arrival,
}

impl MateTest {
    fn new(reach: &Reach, board: &Board, turn: Color, winner: Color) -> Self {
        let loser = !winner;
        let region = reach.king[index(loser)];
        let loser_king = board.kings() & board.by_color(loser);
        let mut givers: Vec<(Role, Bitboard)> = Vec::new();
        for o in reach.officers.iter().filter(|o| o.colour == winner) {
            givers.push((o.role, o.cover));
        }
        for p in reach.pawns.iter().filter(|p| p.colour == winner) {
            let cover = if p.promotes {
                Bitboard::FULL
            } else {
                // A pawn gives a new check only by moving: the king never steps into its
                // attack. It may be giving a check right now, though.
                let mut cover = pawn_attacks(p.colour, p.sq) & loser_king;
                for from in p.reach & !Bitboard::from(p.sq) {
                    cover |= pawn_attacks(p.colour, from);
                }
                cover
            };
            givers.push((Role::Pawn, cover));
        }
        let checks = givers
            .iter()
            .fold(Bitboard::EMPTY, |acc, (_, cover)| acc | *cover)
            & region;
        let mut guard = Bitboard::EMPTY;
        for o in reach.officers.iter().filter(|o| o.colour == winner) {
            guard |= o.cover;
        }
        for p in reach.pawns.iter().filter(|p| p.colour == winner) {
            if p.promotes {
                guard = Bitboard::FULL;
            }
            for from in p.reach {
                guard |= pawn_attacks(p.colour, from);
            }
        }
        let blockers: Vec<Bitboard> = reach
            .officers
            .iter()
            .filter(|o| o.colour == loser)
            .map(|o| o.reach)
            .chain(
                reach
                    .pawns
                    .iter()
                    .filter(|p| p.colour == loser)
                    .map(|p| p.reach),
            )
            .collect();
        let arrival = Arrival::new(reach, board, turn, winner, guard);
        Self {
            givers,
            checks,
            guard,
            blockers,
            arrival,
        }
    }

    /// Whether a mate on `k` (a square of `checks`) is not ruled out: every flight square must
    /// be guarded by a man or the king of the winner, or blocked by one of the loser's men (a
    /// different one for each square), in a position that was not already over.
    fn possible(&self, reach: &Reach, k: Square) -> bool {
        let winner = self.arrival.winner;
        let region = reach.king[index(!winner)];
        let flights = king_attacks(k) & region & !self.guard;
        if self.blockable(flights) && self.arrival.possible(reach, k, None) {
            return true;
        }
        // The winning king covers the flight squares next to it, from one square that is not
        // next to k (and useful only within two steps of k).
        let king_spots = reach.king[index(winner)] & !king_attacks(k) & !Bitboard::from(k);
        king_spots
            .into_iter()
            .filter(|&w| w.distance(k) == 2)
            .any(|w| {
                self.blockable(flights & !king_attacks(w))
                    && self.arrival.possible(reach, k, Some(w))
            })
    }

    /// Whether the loser's men can block every square of `open`, a different man for each.
    fn blockable(&self, open: Bitboard) -> bool {
        let helpers = self.blockers.iter().filter(|r| r.intersects(open)).count();
        helpers >= open.count()
            && open
                .into_iter()
                .all(|n| self.blockers.iter().any(|r| r.contains(n)))
    }
}

/// How a mating position could have come about when every man of the loser but its king is
/// stuck for good. The loser's last move was then a king move into the mated square k, from
/// a square next to it that the mate leaves empty, so some man of the winner must guard it,
/// and the winner's king cannot stand next to it (case A); or the winner's own last move was
/// a king step uncovering the check (case B). Without either, the position before the mate
/// was a stalemate: the loser's king had no flight left.
struct Arrival {
    /// Whether the loser has nothing but king moves.
    applies: bool,
    winner: Color,
    /// Where the loser's king stands now, if the winner is to move (a mate by the very next
    /// move comes before the loser moves at all).
    loser_king: Bitboard,
    /// Where the winner's king stands now.
    winner_king: Bitboard,
    /// Squares the winner's men could guard or stand on.
    winner_men: Bitboard,
}

impl Arrival {
    fn new(reach: &Reach, board: &Board, turn: Color, winner: Color, guard: Bitboard) -> Self {
        let loser = !winner;
        let applies = reach
            .pawns
            .iter()
            .filter(|p| p.colour == loser)
            .all(|p| p.reach == Bitboard::from(p.sq))
            && reach
                .officers
                .iter()
                .filter(|o| o.colour == loser)
                .all(|o| o.reach == Bitboard::from(o.home));
        let mut winner_men = guard;
        for o in reach.officers.iter().filter(|o| o.colour == winner) {
            winner_men |= o.reach;
        }
        for p in reach.pawns.iter().filter(|p| p.colour == winner) {
            winner_men |= p.reach;
        }
        let loser_king = if turn == winner {
            board.kings() & board.by_color(loser)
        } else {
            Bitboard::EMPTY
        };
        let winner_king = board.kings() & board.by_color(winner);
        Self {
            applies,
            winner,
            loser_king,
            winner_king,
            winner_men,
        }
    }

    /// Whether a mate on `k`, with the winner's king on `w` (or nowhere near), could follow a
    /// position that was not already over.
    fn possible(&self, reach: &Reach, k: Square, w: Option<Square>) -> bool {
        if !self.applies {
            return true;
        }
        // A mate by the next move: the winner's king is where it stands or one step away.
        let king_in_place =
            w.is_none_or(|w| self.winner_king.into_iter().any(|now| now.distance(w) <= 1));
        if self.loser_king.contains(k) && king_in_place {
            return true;
        }
        let region = reach.king[index(!self.winner)];
        let next_to_w = w.map_or(Bitboard::EMPTY, |w| king_attacks(w) | Bitboard::from(w));
        let case_a = (king_attacks(k) & region & !next_to_w).intersects(self.winner_men);
        let case_b = w.is_some_and(|w| {
            (king_attacks(w) & reach.king[index(self.winner)])
                .into_iter()
                .any(|from| reach.uncovers_check(self.winner, k, from))
        });
        case_a || case_b
    }
}

/// Where pawn `p` can ever stand, and whether it can promote, given the walls, the steady
/// pawns and the squares enemy men can reach.
fn pawn_reach(
    board: &Board,
    p: &Pawn,
    walls: Bitboard,
    steady: Bitboard,
    enemy: Bitboard,
) -> (Bitboard, bool) {
    let step = forward(p.colour);
    // Its own file first: up to the first wall or steady enemy pawn in front. A steady pawn
    // of its own colour in front also stays on the file, so the bound lies beyond it.
    let mut file = Bitboard::from(p.sq);
    let mut at = p.sq;
    while let Some(next) = at.offset(step) {
        let blocks = walls.contains(next)
            || (steady.contains(next) && board.color_at(next) == Some(!p.colour));
        if blocks {
            break;
        }
        file.add(next);
        at = next;
    }
    if p.keeps_file {
        return (file, file.intersects(last_rank(p.colour)));
    }
    // Captures lead off the file; from there only walls bound the pawn.
    let mut reach = file;
    let mut off_file = Bitboard::EMPTY;
    loop {
        let mut next = off_file.shift(step) & !walls;
        for from in reach {
            next |= pawn_attacks(p.colour, from) & enemy & !walls;
        }
        let grown = off_file | next;
        if grown == off_file {
            break;
        }
        off_file = grown;
        reach |= off_file;
    }
    (reach, reach.intersects(last_rank(p.colour)))
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

    #[test]
    fn taking_the_last_blocker_would_stalemate() {
        // White's king can only shuttle between h4 and h3, and every white pawn is locked.
        // Black's king could take g2, but that leaves White without a move: stalemate, so g2
        // stays for as long as the game goes on, and so does the whole structure. Neither side
        // can ever give a mating check.
        let pos = position("8/8/7p/5p1P/5p1K/5Pp1/6P1/4k3 w - - 0 1");
        assert!(unwinnable(&pos, White).is_some());
        assert!(unwinnable(&pos, Black).is_some());
    }

    #[test]
    fn a_mate_that_only_a_stalemate_could_precede() {
        // The black king shuttles between a5 and a6. White's dark-squared bishop can check it
        // on a5, but only with White's king on a7 guarding a6 — and the black king, which has
        // no other man that can move, could never have stepped to a5 with the white king
        // already there: it would have been stalemated first.
        let pos = position("8/1p6/1Pp5/k1P5/p1P5/P7/5K2/2B5 w - - 0 1");
        assert!(unwinnable(&pos, White).is_some());
    }
}
