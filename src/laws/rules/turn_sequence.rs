//! A turn made of several physical piece moves: a player who has moved one piece and not yet
//! pressed the clock moves another. The engine reads the two together: king and rook moved to
//! their castling squares are castling, made king first or rook first (4.4.1, 4.4.2; 2009 and
//! 2014 4.4a, 4.4b), including the rook completing a castling whose king was released alone
//! (4.7.2; 2014 4.7b, 2009 4.6b); in Chess960 a king step to its castling square followed by
//! the rook to its own is a double-move castling (Guidelines II.3.2.1; 2014 F.3, 2009 F3b); any other
//! second piece is a second move in one turn, which the players' alternation forbids (1.2;
//! 2009 and 2014 1.1) and which is dealt with as an illegal move.

use shakmaty::san::San;
use shakmaty::{CastlingSide, Color, Move, Position, Role, Square};

use crate::laws::arbiter::{Arbiter, Binding, BoundMove};
use crate::laws::board::{Board, Resolved, resolve};
use crate::laws::event::{CastlingProcedure, MoveEvent};
use crate::laws::ruling::Obligation;
use crate::laws::step::{Arg, Step};

/// The first piece move of a turn whose clock was not yet pressed: the board before it and
/// the squares the piece went from and to.
#[derive(Debug, Clone)]
pub(in crate::laws) struct TurnStart {
    /// Who moved.
    pub by: Color,
    /// The board before the move.
    pub before: Board,
    /// The kind of piece moved.
    pub role: Role,
    /// Where it came from.
    pub from: Square,
    /// Where it was released.
    pub to: Square,
}

/// The castling whose king and rook go exactly where the two piece moves went, in the
/// position before the first: the castling move, its side, and whether the king moved first.
fn castling_of(
    pos: &shakmaty::Chess,
    by: Color,
    first: (Role, Square, Square),
    second: (Square, Square),
) -> Option<(Move, CastlingSide, bool)> {
    pos.legal_moves().into_iter().find_map(|mv| {
        let Move::Castle { king, rook } = mv else {
            return None;
        };
        let side = mv.castling_side()?;
        let king_move = (king, side.king_to(by));
        let rook_move = (rook, side.rook_to(by));
        if king_move.0 == king_move.1 || rook_move.0 == rook_move.1 {
            return None;
        }
        let (role, from, to) = first;
        match role {
            Role::King if (from, to) == king_move && second == rook_move => Some((mv, side, true)),
            Role::Rook if (from, to) == rook_move && second == king_move => Some((mv, side, false)),
            _ => None,
        }
    })
}

impl Arbiter {
    /// Remembers a legal piece move left without pressing the clock, so that a second piece
    /// moved in the same turn can be read with it.
    pub(in crate::laws) fn note_turn_start(&mut self, ev: &MoveEvent, before: Board, mv: Move) {
        self.turn_start = match (mv, self.unpressed == Some(ev.by)) {
            (Move::Normal { role, from, to, .. }, true) => Some(TurnStart {
                by: ev.by,
                before,
                role,
                from,
                to,
            }),
            _ => None,
        };
    }

    /// A move by the player who is still in his turn: his last piece move was made but not
    /// completed, or his king was released alone on its castling square. Returns whether the
    /// move was dealt with here; otherwise it is an ordinary move (out of turn, if he already
    /// moved another piece).
    pub(in crate::laws) fn second_piece_of_turn(&mut self, ev: &MoveEvent) -> bool {
        let Some((from, to)) = self.squares_of(ev) else {
            return false;
        };
        if self.rook_completes_castling(ev, from, to) {
            return true;
        }
        let Some(start) = self.turn_start.take().filter(|s| s.by == ev.by) else {
            return false;
        };
        if from == start.to {
            return self.released_piece_moved_on(ev, start, to);
        }
        let a = self.arts();
        let castling = start.before.position().and_then(|pos| {
            castling_of(pos, ev.by, (start.role, start.from, start.to), (from, to))
        });
        match castling {
            Some((mv, _, king_first)) => {
                // King then rook in one turn is a Chess960 double-move castling (II.3.2.1),
                // said or unsaid (saying so is only advised, II.3.2.7); the rook then the
                // king is castling made rook first.
                let (step, procedure) = if king_first {
                    // The king step read alone as a king move (II.3.2.7.1) is read again
                    // with the rook: that reading no longer stands in the ruling.
                    self.ruling
                        .steps
                        .retain(|s| s.id != "step-castling-king-step-is-a-king-move");
                    (
                        Step::new(
                            "step-turn-king-then-rook-960",
                            &[
                                a.chess960.methods[0],
                                a.castling_made,
                                a.chess960.announcement,
                            ],
                        )
                        .arg("square", Arg::Square(start.to)),
                        CastlingProcedure::KingFirst,
                    )
                } else {
                    (
                        Step::new("step-turn-rook-then-king", &[a.rook_then_king])
                            .arg("square", Arg::Square(start.from)),
                        CastlingProcedure::RookFirst,
                    )
                };
                self.step(step.side("side", ev.by).arg("other", Arg::Square(from)));
                self.board = start.before;
                self.last_move = None;
                let castling = MoveEvent {
                    castling: procedure,
                    ..ev.clone()
                };
                self.castling_move(&castling, mv);
                true
            }
            None => {
                self.step(
                    Step::new("step-turn-second-piece", &[a.alternate_moves])
                        .side("side", ev.by)
                        .arg("square", Arg::Square(start.to))
                        .arg("other", Arg::Square(from)),
                );
                false
            }
        }
    }

    /// The piece the player released on a square as a legal move is moved on to `to` (or back
    /// where it came from): a piece released cannot be moved to another square on this move
    /// (4.7; 2009 4.6), so the released move is the one he is bound to, as touch-move binds.
    /// Where the piece now stands is read as his move against that obligation, for the
    /// opponent to claim; put back where it came from, or on a square it could not have
    /// reached from there in one move, he has made no move yet and is bound to the released
    /// one (a press of the clock then changes nothing on the board).
    fn released_piece_moved_on(&mut self, ev: &MoveEvent, start: TurnStart, to: Square) -> bool {
        let a = self.arts();
        let Some(pos) = start.before.position().cloned() else {
            return false;
        };
        let moves = pos.legal_moves();
        let one_move = |dest: Square| {
            moves.iter().copied().find(|m| {
                m.from() == Some(start.from)
                    && m.to() == dest
                    && !m.is_castle()
                    && m.promotion().is_none_or(|r| r == Role::Queen)
            })
        };
        let Some(released) = one_move(start.to) else {
            return false;
        };
        let san = San::from_move(&pos, released).to_string();
        self.step(
            Step::new("step-turn-released-piece-moved", &[a.released_piece])
                .side("side", ev.by)
                .arg("square", Arg::Square(start.to))
                .arg("move", Arg::Move(san.clone())),
        );
        // Put back where it came from, he has not moved yet; put on a square it could not
        // reach from there, he has made no move either, only broken the rule: in both the
        // released move is the one he is bound to.
        let now = if to == start.from { None } else { one_move(to) };
        self.board = start.before;
        self.last_move = None;
        self.unpressed = None;
        self.written_move = Some(BoundMove {
            by: ev.by,
            san,
            why: Binding::Released,
        });
        if let Some(mv) = now {
            let made = MoveEvent {
                mv: San::from_move(&pos, mv).to_string(),
                ..ev.clone()
            };
            self.legal_move(&made, mv);
        }
        true
    }

    /// The rook moved to its castling square after the king was released alone on his
    /// (a king-only castling left unpressed): the castling is completed, king first.
    fn rook_completes_castling(&mut self, ev: &MoveEvent, from: Square, to: Square) -> bool {
        // A king only touched, not released on its square, has begun no castling.
        if !self.king_released {
            return false;
        }
        let Some(Obligation::Castle(side)) = self.ruling.obligation.clone() else {
            return false;
        };
        let rook_square = match self.touches.as_slice() {
            [(_, king), (rook_square, rook)]
                if king.role == Role::King && rook.role == Role::Rook && king.color == ev.by =>
            {
                *rook_square
            }
            _ => return false,
        };
        if (from, to) != (rook_square, side.rook_to(ev.by)) {
            return false;
        }
        let Some(mv) = self.board.position().and_then(|pos| {
            pos.legal_moves()
                .into_iter()
                .find(|m| m.castling_side() == Some(side) && m.to() == rook_square)
        }) else {
            return false;
        };
        let a = self.arts();
        self.step(
            Step::new("step-turn-rook-completes-castling", &[a.castling_made])
                .side("side", ev.by)
                .arg("square", Arg::Square(from)),
        );
        let castling = MoveEvent {
            castling: CastlingProcedure::KingFirst,
            ..ev.clone()
        };
        self.legal_move(&castling, mv);
        true
    }

    /// The squares a move as written goes from and to, read as made whatever the position.
    fn squares_of(&self, ev: &MoveEvent) -> Option<(Square, Square)> {
        let setup = self.board.setup();
        match resolve(&setup, None, ev.by, &ev.mv) {
            Ok(Resolved::Illegal(raw)) => Some((raw.from, raw.to)),
            Ok(Resolved::Legal(mv)) => mv.from().map(|f| (f, mv.to())),
            // Not readable as a piece move of this player: the ordinary path reports it.
            Err(_) => None,
        }
    }
}
