//! How a player physically castled: king first, rook first, only the king, only the rook,
//! and whether he said beforehand that he was castling. Touching the rook first rules out
//! castling on that side (4.4.2; 2009 and 2014 4.4b); a king released on its castling square
//! commits the player to castle (4.7.2; 2014 4.7b, 2009 4.6b); Chess960 castling has four
//! methods, a recommended procedure and a note on announcing it (Guidelines II.3.2; 2014
//! F.3, 2009 F3b).

use shakmaty::{CastlingSide, Color, Move, Position, Role, Square};

use crate::laws::arbiter::Arbiter;
use crate::laws::board::RawMove;
use crate::laws::event::{CastlingProcedure, MoveEvent};
use crate::laws::ruling::Obligation;
use crate::laws::step::{Arg, Step};

/// The squares of a castling move: the side, and where king and rook start and end.
#[derive(Debug, Clone, Copy)]
struct Castling {
    side: CastlingSide,
    king: Square,
    rook: Square,
    king_to: Square,
    rook_to: Square,
}

impl Castling {
    fn of(by: Color, king: Square, rook: Square) -> Self {
        let side = if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        Self {
            side,
            king,
            rook,
            king_to: side.king_to(by),
            rook_to: side.rook_to(by),
        }
    }

    fn king_moves(self) -> bool {
        self.king != self.king_to
    }

    fn rook_moves(self) -> bool {
        self.rook != self.rook_to
    }
}

impl Arbiter {
    /// A legal castling, made the way the event says.
    pub(in crate::laws) fn castling_move(&mut self, ev: &MoveEvent, mv: Move) {
        let Move::Castle { king, rook } = mv else {
            return;
        };
        let c = Castling::of(ev.by, king, rook);
        let a = self.arts();
        let chess960 = a.chess960;
        if ev.announced {
            self.step(
                Step::new("step-castling-announced", &[chess960.announcement]).side("side", ev.by),
            );
        }
        match ev.castling {
            CastlingProcedure::KingFirst => {
                if self.is_chess960() && c.king_moves() && c.rook_moves() {
                    self.step(
                        Step::new("step-castling-recommended-procedure", &[chess960.procedure])
                            .side("side", ev.by),
                    );
                }
                self.legal_move(ev, mv);
            }
            // Rook-only castling cannot be done any other way: the king stays.
            CastlingProcedure::RookFirst | CastlingProcedure::RookOnly if !c.king_moves() => {
                self.legal_move(ev, mv);
            }
            CastlingProcedure::RookFirst => {
                // 4.4.2: touching the rook and then the king rules out castling on that side
                // on this move; the move made is a touch-move breach the opponent may claim.
                self.step(
                    Step::new("step-castling-rook-first", &[a.rook_then_king]).side("side", ev.by),
                );
                self.touches.push((c.rook, ev.by.rook()));
                self.touches.push((c.king, ev.by.king()));
                *self.touched_this_turn.get_mut(ev.by) = true;
                self.legal_move(ev, mv);
            }
            CastlingProcedure::RookOnly => self.rook_only(ev, c),
            CastlingProcedure::KingOnly if !c.rook_moves() => self.legal_move(ev, mv),
            CastlingProcedure::KingOnly => self.king_only(ev, c),
            CastlingProcedure::RookMisplaced => {
                self.castling_half_made(ev, c, "step-castling-rook-misplaced");
            }
        }
    }

    /// Whether the game is Chess960.
    fn is_chess960(&self) -> bool {
        self.mode == shakmaty::CastlingMode::Chess960
    }

    /// Only the rook was moved, though castling needs the king to move too: the rook was
    /// touched first, so castling on that side is ruled out (4.4.2) and the rook move made
    /// stands, if it is one the rook may make.
    fn rook_only(&mut self, ev: &MoveEvent, c: Castling) {
        let a = self.arts();
        let Some(pos) = self.board.position() else {
            return;
        };
        let rook_move = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.role() == Role::Rook && m.from() == Some(c.rook) && m.to() == c.rook_to);
        self.step(
            Step::new("step-castling-rook-only", &[a.rook_then_king, a.touch_own])
                .side("side", ev.by)
                .arg("square", Arg::Square(c.rook)),
        );
        match rook_move {
            Some(mv) => {
                let as_rook_move = MoveEvent {
                    castling: CastlingProcedure::KingFirst,
                    ..ev.clone()
                };
                self.legal_move(&as_rook_move, mv);
            }
            None => self.illegal_move_made(
                ev,
                RawMove {
                    from: c.rook,
                    to: c.rook_to,
                    role: Role::Rook,
                    promotion: None,
                    rook: None,
                    captured_left: false,
                },
            ),
        }
    }

    /// In Chess960 a king moved, without a word, onto the square castling would give it,
    /// with a castling on that side legal: an ordinary king move, which the note on announcing
    /// castling names (Guidelines II.3.2.7.1; 2014 F.3, 2009 F3b), so the ruling cites it.
    pub(in crate::laws) fn unannounced_king_step(&mut self, ev: &MoveEvent, mv: Move) {
        if !self.is_chess960() || ev.announced {
            return;
        }
        let Move::Normal {
            role: Role::King,
            from,
            to,
            ..
        } = mv
        else {
            return;
        };
        let Some(pos) = self.board.position() else {
            return;
        };
        let castles_there = pos.legal_moves().into_iter().any(|m| match m {
            Move::Castle { king, rook } => {
                king == from && Castling::of(ev.by, king, rook).king_to == to
            }
            _ => false,
        });
        if castles_there {
            let a = self.arts();
            self.step(
                Step::new(
                    "step-castling-king-step-is-a-king-move",
                    &[a.chess960.announcement, a.chess960.procedure],
                )
                .side("side", ev.by)
                .arg("square", Arg::Square(to)),
            );
        }
    }

    /// Only the king was moved, onto its castling square, and the rook still has to move.
    /// Released there, the king commits the player to castling on that side (4.7.2); with the
    /// clock pressed the half-made castling is an illegal move. In Chess960 a king whose
    /// castling square is next to it may have made an ordinary king move: without a word that
    /// he was castling, that is what the player did.
    fn king_only(&mut self, ev: &MoveEvent, c: Castling) {
        let a = self.arts();
        let Some(pos) = self.board.position() else {
            return;
        };
        let king_step = pos.legal_moves().into_iter().find(|m| {
            matches!(m, Move::Normal { role: Role::King, from, to, .. }
                if *from == c.king && *to == c.king_to)
        });
        if let (Some(mv), true, false) = (king_step, self.is_chess960(), ev.announced) {
            self.step(
                Step::new(
                    "step-castling-king-step-is-a-king-move",
                    &[a.chess960.announcement, a.chess960.procedure],
                )
                .side("side", ev.by)
                .arg("square", Arg::Square(c.king_to)),
            );
            let as_king_move = MoveEvent {
                castling: CastlingProcedure::KingFirst,
                ..ev.clone()
            };
            self.legal_move(&as_king_move, mv);
            return;
        }
        if !ev.pressed_clock {
            self.step(
                Step::new("step-castling-king-released", &[a.castling_made]).side("side", ev.by),
            );
            self.touches.push((c.king, ev.by.king()));
            self.touches.push((c.rook, ev.by.rook()));
            *self.touched_this_turn.get_mut(ev.by) = true;
            self.ruling.obligation = Some(Obligation::Castle(c.side));
            self.king_released = true;
            return;
        }
        self.castling_half_made(ev, c, "step-castling-incomplete-pressed");
    }

    /// The king reached its castling square and the clock was pressed, but the rook did not
    /// reach its own (left where it stood, or put on another square): castling is not made
    /// as 3.8 defines it, so the move is illegal (`step` says how it went wrong).
    fn castling_half_made(&mut self, ev: &MoveEvent, c: Castling, step: &'static str) {
        let a = self.arts();
        self.step(Step::new(step, &[a.castling_made]).side("side", ev.by));
        // The rook counts as touched for the replacing move, so that castling on that side
        // binds it; when only the king moved, the step says it is the king's release that
        // binds.
        self.rook_untouched = step == "step-castling-incomplete-pressed";
        self.illegal_move_made(
            ev,
            RawMove {
                from: c.king,
                to: c.king_to,
                role: Role::King,
                promotion: None,
                rook: Some((c.rook, c.rook)),
                captured_left: false,
            },
        );
    }
}
