//! The arbiter at the board: the state a case builds up event by event, and the helpers that
//! every rule uses (ending the game, awarding time, asking the mate oracle, citing).

use shakmaty::fen::Fen;
use shakmaty::{ByColor, CastlingMode, Color, EnPassantMode, Piece, Square};

use super::board::{Board, RawMove};
use super::case::{Ledger, Regulations};
use super::claim::AfterFlag;
use super::clock::{BeforePress, Clock, ClockTime};
use super::editions::{Articles, EditionRules, IllegalMoveRule};
use super::event::FlagCheck;
use super::game_type::{GameType, Regime};
use super::mate::{self, Limits, MateVerdict};
use super::ruling::{Frame, GameResult, MateFinding, Obligation, Ruling, Score};
use super::step::{Arg, Step};

/// A completed illegal act waiting to be acted on (unsupervised games, or noticed later).
#[derive(Debug, Clone)]
pub(super) struct PendingIllegal {
    /// Who made it.
    pub offender: Color,
    /// What it was.
    pub kind: IllegalKind,
    /// The board before it, to restore.
    pub before: Board,
    /// What pressing the clock for it gave the offender (time, and the move counts before),
    /// to take back if the arbiter does act on it.
    pub pressed: Option<BeforePress>,
    /// The pieces the offender had touched in his turn before he made it: touch-move binds
    /// the move that replaces it from the first of them (7.5.1 with 4.3).
    pub touches: Vec<(Square, Piece)>,
    /// An earlier illegal act still waiting when this one was made (in a supervised game an
    /// unnoticed illegal move is corrected whenever it is found, so several can wait).
    pub earlier: Option<Box<PendingIllegal>>,
}

/// The game just before its pieces were set by hand on wrong squares.
#[derive(Debug, Clone)]
pub(super) struct SetByHand {
    /// The board to reinstate.
    pub before: Board,
    /// The clock then, so that the presses since can be taken back.
    pub pressed: Option<BeforePress>,
    /// The pieces touched in the turn then, and what touch-move bound (a move still to
    /// replace an illegal one).
    pub touches: Vec<(Square, Piece)>,
    /// The pieces touched for an illegal move not yet replaced.
    pub replacement: Vec<(Square, Piece)>,
    /// The move then owed on the board.
    pub obligation: Option<Obligation>,
}

/// An offence whose penalty the Laws fix at the loss of the game, and which both players can
/// commit at the same moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Forfeit {
    /// Arriving at the board after the default time.
    LateArrival,
    /// A device that loses the game.
    Device,
}

/// The kinds of completed illegal acts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum IllegalKind {
    /// An illegal move, as made.
    Move(RawMove),
    /// A pawn left on the last rank without a new piece; `mv` is the move with a queen.
    UnpromotedPawn {
        from: Square,
        to: Square,
        mv: shakmaty::Move,
    },
    /// The clock pressed without a move (2018 on).
    ClockWithoutMove,
    /// A move made with two hands (2018 on); the move itself stands.
    TwoHands,
}

/// Why a player is bound to one move, as touch-move binds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Binding {
    /// He wrote it down with an incorrect draw claim (9.5.3; 2009 and 2014 9.5b).
    WrittenWithClaim,
    /// He released a piece on a square with it, and a piece released cannot be moved to
    /// another square on that move (4.7; 2009 4.6).
    Released,
}

/// The one move a player is bound to make, and why.
#[derive(Debug, Clone)]
pub(super) struct BoundMove {
    /// Who must make it.
    pub by: Color,
    /// The move, in SAN.
    pub san: String,
    /// Why he is bound to it.
    pub why: Binding,
}

/// A move made against a touch-move obligation, kept until the opponent claims.
#[derive(Debug, Clone)]
pub(super) struct TouchBreach {
    /// Who breached it.
    pub offender: Color,
    /// The board before the breaching move.
    pub before: Board,
    /// What the offender should have done.
    pub obligation: super::ruling::Obligation,
    /// The articles of that obligation.
    pub articles: Vec<&'static str>,
    /// The offender's clock time and the move counts before the breaching move was pressed,
    /// to set back if the move is taken back (a move taken back earns no increment).
    pub clock_before: Option<BeforePress>,
    /// For an obligation to play one move, why it bound him.
    pub binding: Binding,
    /// The opponent has since moved, touching a piece to do so: he can no longer claim.
    pub answered: bool,
}

/// The state of a case while the arbiter rules on its events.
// Each flag is a separate fact of the game so far (ended, awaiting a legal position, the
// arbiter's consent given), not modes of one state machine.
#[allow(clippy::struct_excessive_bools)]
pub(super) struct Arbiter {
    pub rules: &'static EditionRules,
    pub regime: Regime,
    pub regs: Regulations,
    pub mode: CastlingMode,
    pub board: Board,
    pub clock: Option<Clock>,
    pub ledger: ByColor<Ledger>,
    /// Deliberate touches this turn, in order, by the side to move.
    pub touches: Vec<(Square, Piece)>,
    /// The touches of the turn in which an illegal move was made, handed to the move that
    /// replaces it.
    pub replacement_touches: Vec<(Square, Piece)>,
    /// The game as it stood before pieces were set by hand on wrong squares, kept until the
    /// wrong position is found and the position before it reinstated.
    pub set_by_hand: Option<SetByHand>,
    /// An illegal move that never touched the piece it moves: a castling made by moving the
    /// rook alone (the king untouched), a promotion whose pawn was left where it stood. That
    /// piece does not bind the replacing move.
    pub mover_untouched: bool,
    /// An illegal castling made by moving the king alone: the rook was never touched, and
    /// what binds the replacing move to castling is the king released on its castling
    /// square (4.7.2; 2014 4.7b, 2009 4.6b), not a touch of king and rook.
    pub rook_untouched: bool,
    /// The king was released alone on its castling square this turn (a king-only castling
    /// not yet completed): a rook moved to its own square then completes the castling.
    pub king_released: bool,
    /// The illegal move just made moved the opponent's piece: the offender had the move, and
    /// touching that piece binds his replacing move (4.3.2).
    pub opponents_piece_moved: bool,
    /// Whether the player to move has touched a piece with intent this turn (9.4, 4.8).
    pub touched_this_turn: ByColor<bool>,
    /// Two of the mover's own pieces, both movable, touched in an order the arbiter has not
    /// established: the first of them must move, whichever he finds it was.
    pub touch_order_open: Option<(Square, Square)>,
    /// The first piece move of the mover's turn, made but not completed by the clock, kept
    /// to read a second piece moved in the same turn with it.
    pub turn_start: Option<super::rules::TurnStart>,
    pub pending: Option<PendingIllegal>,
    /// The clocks before each press of a completed move, with the number of half-moves
    /// played before that move: a restore to an earlier position takes back what the presses
    /// of the moves it undoes added.
    pub presses: Vec<(usize, BeforePress)>,
    /// The arbiter has consented to a draw agreement the regulations make subject to it.
    pub draw_consent: bool,
    /// A flag has fallen in this game (seen or validly claimed), even one that only marked
    /// the end of a period: the players who stopped recording must now update (8.5.2).
    pub flag_fell: bool,
    /// Each player who stopped recording, as the relief of 8.4 let him: when both have, the
    /// arbiter pauses the clock at a flag and both update (8.5.1).
    pub stopped_recording: ByColor<bool>,
    /// What the arbiter checks of the flag now being ruled on (6.4, 6.10, 8.6); taken by the
    /// ruling.
    pub flag_check: FlagCheck,
    /// The period time, in milliseconds, the arbiter has already put on each clock after a
    /// flag that only marked the end of a period: a later correction of the move counter
    /// counts it as given, so that the period is not added twice.
    pub period_given: ByColor<u64>,
    /// The count each player's move counter showed, where the case finds it wrong later on
    /// (a `discover` of the move counter after the event in hand): a flag at the end of the
    /// period the counter put him in marks that period, not his time (6.10.1, 6.10.2).
    pub counter_found: ByColor<Option<u32>>,
    /// Seconds awarded with a restoration whose clock times the arbiter set anew: the next
    /// clock reading gives the times he set, and these go on top of it.
    pub award_after_reading: Option<ByColor<u64>>,
    /// The times last set on the clock: the case's starting clock, then each clock reading.
    /// A later finding that they were typed wrongly is measured against them.
    pub times_set: Option<ByColor<ClockTime>>,
    /// Who made a quickplay-finish claim whose decision the arbiter postponed, and what he
    /// finds once that player's flag falls.
    pub postponed_quickplay: Option<(Color, AfterFlag)>,
    /// A claim on time made with the clocks left running, where the edition asks the
    /// claimant's own flag to be up once they are stopped: the claimant, until it is judged.
    pub unstopped_flag_claim: Option<Color>,
    /// A.5.4: the arbiter waits for the next move to see if the position is still illegal.
    pub awaiting_legal_position: bool,
    pub last_move: Option<(Square, Square)>,
    /// A draw offer that stands, by whom.
    pub open_offer: Option<Color>,
    /// The opponent's offer that still stood when a player's incorrect claim made his own
    /// offer (9.1.2.3): it stands beside it until it is answered or lapses.
    pub crossed_offer: Option<Color>,
    /// The last offer that ended without an answer, by whom and how (the offeree touched a
    /// piece or moved): an acceptance after it comes too late.
    pub lapsed_offer: Option<(Color, super::rules::Lapse)>,
    /// An illegal act the arbiter has already acted on this turn, by its offender: a claim
    /// about it confirms his ruling.
    pub acted_illegal: Option<Color>,
    /// An illegal move made on the board but not completed (the clock not pressed), by its
    /// mover: it must be replaced, without penalty.
    pub unfinished_illegal: Option<Color>,
    /// A player whose opponent replied before he pressed his clock: he may still press it
    /// to complete his move (6.2.2; 2014 6.2a, 2009 6.7a).
    pub owes_press: Option<Color>,
    /// That move as it was made, for a second piece moved in the same turn.
    pub unfinished_raw: Option<super::board::RawMove>,
    /// Who noticed that move, for the press that completes it.
    pub unfinished_notice: super::event::Notice,
    /// The clock pressed without a move where that is no illegal move (before 2018), by whom.
    pub clock_misuse: Option<Color>,
    /// A player who pressed his opponent's button this turn: improper handling, not a clock
    /// pressed without a move.
    pub opponents_button: Option<Color>,
    /// Set when both flags came to light through a flag claim.
    pub both_flags_claimed: bool,
    /// With [`Self::both_flags_claimed`], the flag the clock shows fell first, if it shows it.
    pub both_flags_first: Option<Color>,
    /// A player who adjusted pieces this turn, and whether he was allowed to.
    pub adjusted: Option<(Color, bool)>,
    /// A player who knocked over or displaced pieces this turn.
    pub displaced_by: Option<Color>,
    /// A player who wants to exchange the piece he has just promoted to.
    pub swap_attempt: Option<Color>,
    /// An illegal act that stood because nobody acted in time, by its offender.
    pub stood_illegal: Option<(Color, Board)>,
    /// A legal move made on the board whose clock has not been pressed yet, by its mover.
    pub unpressed: Option<Color>,
    /// How long after the start of the game Black's clock was started, in milliseconds:
    /// the time White's first move took from his clock. A late Black loses only the time
    /// that passed after it (2018 6.7.1, 2009 6.6).
    pub black_clock_started_ms: Option<u64>,
    /// How much of the time since the start of the game has already been taken from White's
    /// clock, by his late arrival or by moving to it the time that ran on Black's clock
    /// started by mistake: the same minutes are never charged twice.
    pub white_start_charged_ms: u64,
    /// A touch-move breach awaiting the opponent's claim.
    pub touch_breach: Option<TouchBreach>,
    /// The one move a player is bound to make (written down with his incorrect draw claim,
    /// 9.5.3; or made by a piece he released, 4.7): he must make it as touch-move requires,
    /// until he moves.
    pub written_move: Option<BoundMove>,
    /// The offences of conduct established so far, for complaints.
    pub conduct: super::rules::ConductRecord,
    /// Whether a contact of the case was clearly accidental (it obliged nothing).
    pub accidental_contact: bool,
    /// The player who lost the game by a forfeit the Laws fix, and which: the other player's
    /// same offence, found with it, loses him the game too.
    pub forfeit: Option<(Color, Forfeit)>,
    /// Whether Black too came late, so that neither player was present at the start (6.7.2;
    /// 2014 6.7b, 2009 6.6b), whatever the order in which they arrived.
    pub black_late: bool,
    /// The result each player has signed (or reported): both at once, or one by one where
    /// the case gives the players' signatures apart.
    pub signed: ByColor<Option<Score>>,
    /// The arbiter has decided a quickplay-finish claim in this game (10.2; 2014 G.5,
    /// III.5), a decision some editions make final.
    pub quickplay_decided: bool,
    /// The last ruling the case says the arbiter gave (`arbiter-ruling`), which an appeal
    /// is measured against.
    pub stated_ruling: Option<super::rules::StatedRuling>,
    /// The adjournment of the game, once a move is sealed.
    pub adjourned: Option<super::rules::Adjournment>,
    pub ended: bool,
    /// The articles under which the game ended, for the events that come after.
    pub ended_under: Vec<&'static str>,
    pub ruling: Ruling,
}

impl Arbiter {
    /// The article numbers of the edition.
    pub fn arts(&self) -> &'static Articles {
        &self.rules.articles
    }

    /// The illegal-move rule of the regime.
    pub fn illegal_rule(&self) -> &'static IllegalMoveRule {
        self.rules.illegal_moves.get(self.regime)
    }

    /// The game type, standard when nothing says otherwise.
    pub fn game_type(&self) -> GameType {
        self.regime.game_type()
    }

    /// Records a reasoning step.
    pub fn step(&mut self, step: Step) {
        self.ruling.steps.push(step);
    }

    /// Ends the game with a score.
    pub fn end(&mut self, score: Score) {
        self.ruling.result = GameResult::Over(score);
        self.close();
        // A finished game owes no move, waits for none and has no offer standing.
        self.ruling.obligation = None;
        self.close_offer(None);
        self.stop_waiting();
        if let Some(clock) = &mut self.clock {
            clock.pause();
            clock.running = None;
        }
    }

    /// The wait for the next move (A.5.4, 2018 A.4.4) is over: the move was made, or the game
    /// ended. The wait stays among the actions: it is what the arbiter did.
    pub fn stop_waiting(&mut self) {
        self.awaiting_legal_position = false;
    }

    /// The arbiter may penalise the side at his discretion (said once however often it
    /// comes up).
    pub fn may_penalise(&mut self, side: Color) {
        let penalty = super::ruling::Sanction::Discretionary(side);
        if !self.ruling.sanctions.contains(&penalty) {
            self.ruling.sanctions.push(penalty);
        }
    }

    /// Adds time to a side's clock as a ruling.
    pub fn award(&mut self, side: Color, seconds: u32) {
        *self.ruling.added.get_mut(side) += u64::from(seconds);
        if let Some(clock) = &mut self.clock {
            clock.add(side, ClockTime::from_secs(u64::from(seconds)));
        }
    }

    /// Takes time from a side's clock as a ruling.
    pub fn deduct(&mut self, side: Color, seconds: u64) {
        *self.ruling.removed.get_mut(side) += seconds;
        if let Some(clock) = &mut self.clock {
            clock.remove(side, ClockTime::from_secs(seconds));
        }
    }

    /// Asks the oracle whether `side` can still checkmate on the present board, and keeps
    /// the finding for the ruling's proof.
    pub fn mate(&mut self, side: Color) -> MateVerdict {
        let Some(pos) = self.board.position() else {
            return MateVerdict::Undetermined;
        };
        let verdict = mate::can_mate(pos, side, &Limits::default());
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        self.ruling.mate.push(MateFinding {
            side,
            verdict: verdict.clone(),
            fen,
        });
        verdict
    }

    /// What the material alone says of `side`'s chances to checkmate: a queen, a rook or a
    /// pawn can always be part of some mate, a lone king never; minor pieces need a search.
    fn material_can_mate(&self, side: Color) -> Option<bool> {
        let setup = self.board.setup();
        let own = setup.board.by_color(side);
        let b = &setup.board;
        if !(own & (b.pawns() | b.queens() | b.rooks())).is_empty() {
            Some(true)
        } else if own == (own & b.kings()) {
            Some(false)
        } else {
            None
        }
    }

    /// The common tail of 6.9, 7.5.5, 2023 5.1.2 and 2009 B3c: `loser` loses, unless the
    /// opponent cannot checkmate by any possible series of legal moves, when it is a draw.
    pub fn lose_unless_unwinnable(&mut self, loser: Color, articles: &[&'static str]) {
        let winner = !loser;
        // An illegal position (one that stood, and is now restored) cannot be searched; the
        // material on the board still tells a queen, a rook or a pawn from a lone king.
        let verdict = match (self.board.position(), self.material_can_mate(winner)) {
            (None, Some(true)) => {
                self.step(
                    Step::new("step-opponent-can-mate-material", articles).side("side", winner),
                );
                self.end(Score::win_for(winner));
                return;
            }
            (None, Some(false)) => MateVerdict::Unwinnable(mate::UnwinnableReason::LoneKing),
            _ => self.mate(winner),
        };
        match verdict {
            MateVerdict::Winnable(line) => {
                self.step(
                    Step::new("step-opponent-can-mate", articles)
                        .side("side", winner)
                        .arg("plies", Arg::Count(line.len() as u64)),
                );
                self.end(Score::win_for(winner));
            }
            MateVerdict::Unwinnable(reason) => {
                self.step(
                    Step::new("step-opponent-cannot-mate", articles)
                        .side("side", winner)
                        .arg("reason", Arg::Message(reason.message_id())),
                );
                self.end(Score::DRAW);
            }
            MateVerdict::Undetermined => {
                self.step(Step::new("step-mate-undetermined", articles).side("side", winner));
                self.ruling.result = GameResult::Undecided;
                self.close();
            }
        }
    }

    /// The game is over (ended with a result, replayed, or left to the arbiter's judgement):
    /// what comes after is ruled against a finished game, under the articles of the step that
    /// ended it.
    pub fn close(&mut self) {
        self.ended = true;
        self.ended_under = self
            .ruling
            .steps
            .last()
            .map(|s| s.articles.clone())
            .unwrap_or_default();
    }

    /// Moves completed by each player (the counts of the ten-move limits and of 7.3).
    pub fn moves_by_each(&self) -> u32 {
        match &self.board {
            Board::Legal(record) => record.moves_completed_by_each(),
            Board::Raw(setup) => setup.fullmoves.get() - 1,
        }
    }

    /// Remaining time of a side, if the clock is known.
    pub fn remaining(&self, side: Color) -> Option<ClockTime> {
        self.clock.as_ref().map(|c| *c.remaining.get(side))
    }

    /// The side presses the clock after an illegal act: the other clock starts, but the act
    /// earns no increment (the arbiter sets the clocks by best judgement, 7.1).
    pub fn press_without_increment(&mut self, side: Color) {
        if let Some(clock) = &mut self.clock {
            clock.pass_turn(side);
        }
    }

    /// The side's clock is pressed for a completed move.
    pub fn press(&mut self, side: Color) {
        let before = self
            .board
            .record()
            .map_or(0, |r| r.plies().len().saturating_sub(1));
        if let Some(clock) = &mut self.clock {
            self.presses.push((before, clock.before_press()));
            clock.press(side);
        }
    }

    /// Records what the board and clocks look like now.
    pub fn frame(&mut self) {
        let frame = Frame {
            fen: self.board.fen(),
            last_move: self.last_move,
            clocks: self.clock.as_ref().map(|c| c.remaining),
            running: self.clock.as_ref().and_then(|c| c.running),
            fallen: self.clock.as_ref().map(|c| c.fallen).unwrap_or_default(),
        };
        self.ruling.frames.push(frame);
    }

    /// Clears what belongs to one turn once a move is made.
    pub fn new_turn(&mut self) {
        // A move ends the turn: whatever it owed is now met or breached (a breach is kept
        // apart, for the opponent's claim).
        self.ruling.obligation = None;
        self.unpressed = None;
        self.touches.clear();
        self.touch_order_open = None;
        self.written_move = None;
        self.touched_this_turn = ByColor::default();
        self.acted_illegal = None;
        self.unfinished_illegal = None;
        self.unfinished_raw = None;
        self.king_released = false;
        self.clock_misuse = None;
        self.opponents_button = None;
        self.adjusted = None;
        self.displaced_by = None;
        self.swap_attempt = None;
    }
}
