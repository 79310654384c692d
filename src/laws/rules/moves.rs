//! Making a move: reading it, touch-move and promotion acts, completing it by pressing the
//! clock, and the endings that need no claim (mate, stalemate, dead position, fivefold, 75).

use shakmaty::{CastlingMode, CastlingSide, Color, Move, Position, Role, Square};

use crate::laws::arbiter::{Arbiter, Binding, BoundMove, IllegalKind, TouchBreach};
use crate::laws::board::{
    Board, RawMove, Resolved, legal_from_setup, opponents_raw_move, play_raw, resolve,
};
use crate::laws::breach::{Breach, breach};
use crate::laws::claim::{Claim, Ground};
use crate::laws::clock::ClockTime;
use crate::laws::event::{CastlingProcedure, MoveEvent, Notice, PromotionAct};
use crate::laws::move_error::MoveError;
use crate::laws::record::GameRecord;
use crate::laws::ruling::{Action, Obligation, Sanction, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A move is made on the board.
    pub(in crate::laws) fn on_move(&mut self, ev: &MoveEvent) -> Result<(), MoveError> {
        if let (Some(spent), Some(clock)) = (ev.spent, &mut self.clock) {
            clock.elapse(spent.0);
            self.note_delay(ev.by, spent);
        }
        self.note_black_clock_start(ev);
        // The opponent of a touch-move breach moves: he touched a piece to do it, and can no
        // longer claim the breach (4.8; 2009 4.7).
        if let Some(breach) = &mut self.touch_breach
            && breach.offender != ev.by
        {
            breach.answered = true;
        }
        // The opponent's move was made, though his clock is not yet pressed: this player
        // already has the move, and his reply is no move out of turn.
        if self.owes_press == Some(ev.by) {
            self.owes_press = None;
        }
        if self.unpressed == Some(!ev.by) {
            self.owes_press = Some(!ev.by);
            let a = self.arts();
            self.step(
                Step::new(
                    "step-reply-before-opponent-pressed",
                    &[a.have_the_move, a.press_after_move],
                )
                .side("side", ev.by),
            );
        }
        self.close_window(ev.by);
        if let Board::Raw(setup) = &self.board {
            let setup = setup.clone();
            return self.move_on_illegal_board(ev, setup);
        }
        if ev.opponents_piece {
            return self.opponents_piece_move(ev);
        }
        if self.second_piece_after_illegal(ev) {
            return Ok(());
        }
        // A second piece moved in a turn whose first move is not yet completed.
        if (self.unpressed == Some(ev.by) || self.ruling.obligation.is_some())
            && self.second_piece_of_turn(ev)
        {
            return Ok(());
        }
        self.turn_start = None;
        let before = self.board.clone();
        let setup = self.board.setup();
        let resolved = resolve(&setup, self.board.position(), ev.by, &ev.mv)?;
        let castling = match resolved {
            Resolved::Legal(mv) => mv.is_castle(),
            Resolved::Illegal(raw) => raw.rook.is_some(),
        };
        let promotion = match resolved {
            Resolved::Legal(mv) => mv.is_promotion(),
            Resolved::Illegal(raw) => raw.promotion.is_some(),
        };
        if !castling && (ev.castling != CastlingProcedure::KingFirst || ev.announced) {
            return Err(MoveError::NotCastling(ev.mv.clone()));
        }
        if !promotion && (ev.promotion != PromotionAct::AsWritten || ev.promotion_touched.is_some())
        {
            return Err(MoveError::NotAPromotion(ev.mv.clone()));
        }
        if ev.captured_left {
            return self.captured_piece_left(ev, resolved);
        }
        match resolved {
            Resolved::Legal(mv) if mv.is_castle() => self.castling_move(ev, mv),
            Resolved::Legal(mv) => {
                self.unannounced_king_step(ev, mv);
                self.legal_move(ev, mv);
                self.note_turn_start(ev, before, mv);
            }
            Resolved::Illegal(raw) => {
                self.name_breach(ev, raw);
                // An illegal castling begun with the rook: the rook was the first piece
                // touched, and binds the replacing move before the king does (4.4.2, 4.3.1).
                // Begun with the rook alone (Chess960), the king was never touched, and the rook
                // alone binds (4.3.1; 4.4.3 needs the king touched to castle).
                let rook_led = matches!(
                    ev.castling,
                    CastlingProcedure::RookFirst | CastlingProcedure::RookOnly
                );
                if let (true, Some((rook, _))) = (rook_led, raw.rook)
                    && let Some(piece) = self.board.setup().board.piece_at(rook)
                    && !self.touches.iter().any(|(sq, _)| *sq == rook)
                {
                    self.touches.push((rook, piece));
                }
                self.mover_untouched =
                    ev.castling == CastlingProcedure::RookOnly && raw.rook.is_some();
                self.illegal_move_made(ev, raw);
                return Ok(());
            }
        }
        // The opponent claims that a legal move was illegal: the same claim as an
        // `illegal-move-claim` event after it, and rejected the same way.
        if ev.noticed == Notice::Claim && !self.ended {
            self.on_claim(&Claim::new(!ev.by, Ground::IllegalMove));
        }
        Ok(())
    }

    /// A second piece moved while an illegal move of the same turn stands on the board
    /// unfinished (a king put on b1 and then the rook on c1, an attempt at castling): the two
    /// together are one illegal move, completed when the clock is pressed, and both pieces were
    /// touched for it (7.5.1 applies Article 4 to the move that replaces it). A legal move
    /// that meets what the touched piece obliges is the replacing move instead.
    fn second_piece_after_illegal(&mut self, ev: &MoveEvent) -> bool {
        let Some(first) = self.unfinished_raw.filter(|r| r.rook.is_none()) else {
            return false;
        };
        if self.unfinished_illegal != Some(ev.by) {
            return false;
        }
        let setup = self.board.setup();
        if let Some(pos) = self.board.position()
            && let Ok(Resolved::Legal(mv)) = resolve(&setup, Some(pos), ev.by, &ev.mv)
            && self
                .touch_obligation(ev.by)
                .is_none_or(|(o, _)| self.satisfies(&o, mv))
        {
            return false;
        }
        let mut with_first = setup;
        play_raw(&mut with_first, &first);
        with_first.turn = ev.by;
        let Ok(Resolved::Illegal(second)) = resolve(&with_first, None, ev.by, &ev.mv) else {
            return false;
        };
        if second.from == first.to || second.from == first.from {
            return false;
        }
        let a = self.arts();
        self.unfinished_raw = None;
        self.step(
            Step::new("step-turn-second-piece-after-illegal", &[a.illegal_restore])
                .side("side", ev.by)
                .arg("square", Arg::Square(first.to))
                .arg("other", Arg::Square(second.from)),
        );
        let both = RawMove {
            rook: Some((second.from, second.to)),
            ..first
        };
        self.illegal_move_made(ev, both);
        true
    }

    /// An illegal move made on the board: completed with the clock, it is dealt with as an
    /// illegal move; otherwise it is not yet completed, and the touched pieces oblige the move
    /// that replaces it.
    pub(in crate::laws) fn illegal_move_made(&mut self, ev: &MoveEvent, raw: RawMove) {
        // An illegal move too is made by touching a piece to move it: a draw offer made to
        // the mover lapses with it (9.1.2.2; 2009 and 2014 9.1b(2)).
        if self.offer_to(ev.by) {
            let a = self.arts();
            self.close_offer_to(ev.by, Some(super::draw_offer::Lapse::Touch));
            self.step(
                Step::new("step-offer-declined-by-touch", &[a.draw_offer]).side("side", ev.by),
            );
        }
        if ev.two_hands {
            self.two_hands_with_illegal_move(ev);
        }
        if ev.pressed_clock {
            self.illegal_act(ev.by, IllegalKind::Move(raw), ev.noticed);
            return;
        }
        let a = self.arts();
        self.unfinished_illegal = Some(ev.by);
        self.unfinished_raw = Some(raw);
        self.unfinished_notice = ev.noticed;
        self.step(
            Step::new(
                "step-illegal-move-not-completed",
                &[a.move_completed, a.illegal_restore],
            )
            .side("side", ev.by)
            .arg("move", Arg::Move(ev.mv.clone())),
        );
        self.replacement_touches = std::mem::take(&mut self.touches);
        self.replacement_obligation(raw);
    }

    /// An illegal move made with both hands also breaks the one-hand rule (4.1). From 2018
    /// two hands on a pressed clock are themselves treated as an illegal move (7.5.4), so the
    /// one act is counted and penalised once; otherwise only the one-hand rule is broken.
    fn two_hands_with_illegal_move(&mut self, ev: &MoveEvent) {
        if !(self.rules.illegal_acts.two_hands && ev.pressed_clock) {
            self.one_hand_breach(ev.by);
            return;
        }
        let a = self.arts();
        let articles: Vec<&'static str> = [a.one_hand].into_iter().chain(a.two_hands).collect();
        self.step(Step::new("step-two-hands-with-illegal-move", &articles).side("side", ev.by));
    }

    /// Two hands used for one move that is not (or not yet) an illegal act: before 2018 that
    /// only breaks the one-hand rule; from 2018 a move not completed by pressing the clock is
    /// not yet treated as an illegal move. Either way the arbiter may penalise it.
    fn one_hand_breach(&mut self, by: Color) {
        let a = self.arts();
        let id = if self.rules.illegal_acts.two_hands {
            "step-two-hands-not-completed"
        } else {
            "step-two-hands-breach"
        };
        self.step(Step::new(id, &[a.one_hand, a.penalties]).side("side", by));
        self.ruling.sanctions.push(Sanction::Discretionary(by));
    }

    /// White's first move of the game, timed and pressed, starts Black's clock: remembers how
    /// long after the start that was, what White's clock lost until then.
    fn note_black_clock_start(&mut self, ev: &MoveEvent) {
        let at_start = self
            .board
            .position()
            .is_some_and(|pos| pos.turn() == Color::White && pos.fullmoves().get() == 1);
        // The move is timed by its `spent`, or, when White came late, by his arrival: his
        // clock has then run since the start, and the move follows at once.
        let timed = ev.spent.is_some() || self.white_start_charged_ms > 0;
        if ev.by != Color::White || !ev.pressed_clock || !timed || !at_start {
            return;
        }
        let Some(clock) = &self.clock else {
            return;
        };
        let Some(control) = clock.control() else {
            return;
        };
        let initial = ClockTime::from_mins(u64::from(control.initial_minutes()));
        self.black_clock_started_ms = Some(initial.0.saturating_sub(clock.remaining.white.0));
    }

    /// The player moved one of his opponent's pieces: an illegal move, since each player
    /// moves his own pieces (1.1), and a deliberate touch of that piece, which binds the move
    /// that replaces it (4.3.2 through 7.5.1).
    fn opponents_piece_move(&mut self, ev: &MoveEvent) -> Result<(), MoveError> {
        self.turn_start = None;
        let raw = opponents_raw_move(&self.board.setup(), ev.by, &ev.mv)?;
        self.say_breach(ev, Breach::OpponentsPiece);
        self.opponents_piece_moved = true;
        self.illegal_move_made(ev, raw);
        Ok(())
    }

    /// Says which rule of Article 3 an illegal move breaks, as a step of its own.
    fn name_breach(&mut self, ev: &MoveEvent, raw: crate::laws::board::RawMove) {
        let Some(pos) = self.board.position() else {
            return;
        };
        let Some(why) = breach(pos, self.board.record(), raw) else {
            return;
        };
        self.say_breach(ev, why);
    }

    /// The step that names the rule of Article 3 (or 1) a move breaks.
    fn say_breach(&mut self, ev: &MoveEvent, why: Breach) {
        self.step(
            Step::new("step-move-breaks", &[why.article(self.arts())])
                .side("side", ev.by)
                .arg("move", Arg::Move(ev.mv.clone()))
                .arg("rule", Arg::Message(why.message_id())),
        );
    }

    /// Once an illegal move was made, touch-move governs the replacing move (7.5.1 applies
    /// 4.3 and 4.7): the pieces touched for it, the moved piece and any piece it captured (and
    /// for castling the rook), oblige as any touch does.
    pub(in crate::laws) fn replacement_obligation(&mut self, raw: crate::laws::board::RawMove) {
        let a = self.arts();
        let Some(pos) = self.board.position() else {
            return;
        };
        let mover = pos.turn();
        let board = pos.board().clone();
        let opponents_piece = std::mem::take(&mut self.opponents_piece_moved);
        if !opponents_piece && board.color_at(raw.from).is_some_and(|c| c != mover) {
            // A move made by the player who did not have the move replaces nothing: the
            // opponent still has the move, and touch-move never bound the offender (4.3).
            self.step(
                Step::new(
                    "step-out-of-turn-no-obligation",
                    &[a.alternate_moves, a.touch_move_scope],
                )
                .side("side", mover)
                .side("owner", !mover),
            );
            return;
        }
        // The touches made before the illegal move come first (4.3.1: the first piece
        // touched that can be moved), then the pieces the illegal move itself touched.
        self.touches = std::mem::take(&mut self.replacement_touches);
        self.touch_order_open = None;
        let mover_untouched = std::mem::take(&mut self.mover_untouched);
        let rook_untouched = std::mem::take(&mut self.rook_untouched);
        if let Some(p) = board.piece_at(raw.from)
            && !mover_untouched
            && !self.touches.iter().any(|(sq, _)| *sq == raw.from)
        {
            self.touches.push((raw.from, p));
        }
        if raw.captured_left && self.released_on_capture(raw, mover) {
            return;
        }
        let second = raw.rook.map_or(raw.to, |(rook, _)| rook);
        if let Some(p) = board
            .piece_at(second)
            .filter(|p| p.color != mover || raw.rook.is_some())
            .filter(|_| !raw.captured_left)
        {
            self.touches.push((second, p));
        }
        *self.touched_this_turn.get_mut(mover) = true;
        let Some((obligation, articles)) = self.touch_obligation(mover) else {
            return;
        };
        let cited: Vec<&'static str> = [a.illegal_restore].into_iter().chain(articles).collect();
        let castling = raw.rook.is_some() && cited.contains(&a.castling_illegal);
        let step = match &obligation {
            Obligation::Castle(_) if rook_untouched => Step::new(
                "step-obligation-castle-king-released",
                &[a.illegal_restore, a.castling_made],
            )
            .side("side", mover),
            // An illegal castling: another king move (4.4.3 and 4.7.2, which 7.5.1 applies),
            // and any legal move when the king has none.
            Obligation::KingMove | Obligation::AnyLegalMove if castling => {
                let mut cited = cited.clone();
                cited.push(a.castling_made);
                let id = match obligation {
                    Obligation::KingMove if self.castling_possible() => {
                        "step-replacement-castling-king-move"
                    }
                    Obligation::KingMove => "step-replacement-castling-king-move-only",
                    _ => "step-replacement-castling-any",
                };
                Step::new(id, &cited).side("side", mover)
            }
            Obligation::MovePiece(sq) if *sq == raw.from => {
                Step::new("step-replacement-move-touch-move", &cited)
                    .arg("square", Arg::Square(raw.from))
            }
            // Only the opponent's piece was touched (the player moved it), and it cannot be
            // captured.
            Obligation::AnyLegalMove if self.touches.iter().all(|(_, p)| p.color != mover) => {
                Step::new("step-replacement-capture-impossible", &cited)
            }
            Obligation::AnyLegalMove => Step::new("step-replacement-move-any", &cited),
            other => {
                let mut step = Step::new(super::touch_move::obligation_message(other), &cited)
                    .side("side", mover);
                if let Some(square) = super::touch_move::obligation_square(other) {
                    step = step.arg("square", Arg::Square(square));
                }
                step
            }
        };
        self.step(step);
        self.ruling.obligation = Some(obligation);
    }

    /// The piece of a lawful capture was released on the captured piece's square (or beside
    /// it) as part of that capture: it cannot go to another square on this move (4.7; 2009
    /// 4.6), which 7.5.1 applies to the replacing move, so the capture itself must be made.
    /// Only when nothing else was touched first; otherwise touch-move decides as usual.
    fn released_on_capture(&mut self, raw: RawMove, mover: Color) -> bool {
        let Some(pos) = self.board.position() else {
            return false;
        };
        if self.touches.iter().any(|(sq, _)| *sq != raw.from) {
            return false;
        }
        let Some(mv) = pos
            .legal_moves()
            .into_iter()
            .find(|m| m.from() == Some(raw.from) && m.to() == raw.to && m.is_capture())
        else {
            return false;
        };
        let a = self.arts();
        let san = shakmaty::san::San::from_move(pos, mv).to_string();
        *self.touched_this_turn.get_mut(mover) = true;
        self.step(
            Step::new(
                "step-replacement-released-capture",
                &[a.illegal_restore, a.released_piece],
            )
            .side("side", mover)
            .arg("square", Arg::Square(raw.to))
            .arg("move", Arg::Move(san.clone())),
        );
        // A promotion's piece is chosen only when it touches the square (4.4.4; 2009 and 2014
        // 4.4d), so only the square binds, not one written move.
        if !mv.is_promotion() {
            self.written_move = Some(BoundMove {
                by: mover,
                san: san.clone(),
                why: Binding::Released,
            });
        }
        // En passant the captured pawn stands elsewhere than where the capturing pawn goes,
        // so the obligation is named by the move itself.
        self.ruling.obligation = Some(match (mv.from(), mv.capture()) {
            (Some(piece), Some(_)) if !mv.is_en_passant() => Obligation::CaptureWith {
                piece,
                target: raw.to,
            },
            _ => Obligation::PlayMove(san),
        });
        true
    }

    /// A capture made with the captured piece left on the board. A capture that the rules
    /// allow is then no move at all: en passant the pawn moved diagonally and captured nothing
    /// (3.7.3); on any other capture the captured piece is removed as part of the move, which
    /// is made only once it has been (3.1.1, 4.7.1). A capture the rules forbid anyway (a king
    /// onto a guarded square, a pinned piece) is the illegal move it always was. Either way the
    /// act is dealt with as an illegal move, and the captured piece, never touched, obliges
    /// nothing.
    fn captured_piece_left(&mut self, ev: &MoveEvent, resolved: Resolved) -> Result<(), MoveError> {
        let board = self.board.setup().board;
        let raw = match resolved {
            Resolved::Legal(mv) => {
                let (true, Some(from)) = (mv.is_capture(), mv.from()) else {
                    return Err(MoveError::NotACapture(ev.mv.clone()));
                };
                let a = self.arts();
                let step = if mv.is_en_passant() {
                    Step::new("step-en-passant-pawn-left", &[a.moves.pawn_capture])
                } else {
                    Step::new(
                        "step-captured-piece-left",
                        &[a.moves.capture_removes, a.capture_made],
                    )
                };
                self.step(step.side("side", ev.by));
                RawMove {
                    from,
                    to: mv.to(),
                    role: mv.role(),
                    promotion: mv.promotion(),
                    rook: None,
                    captured_left: true,
                }
            }
            Resolved::Illegal(raw) => {
                if raw.rook.is_some() || board.color_at(raw.to) != Some(!ev.by) {
                    return Err(MoveError::NotACapture(ev.mv.clone()));
                }
                self.name_breach(ev, raw);
                RawMove {
                    captured_left: true,
                    ..raw
                }
            }
        };
        self.illegal_move_made(ev, raw);
        Ok(())
    }

    /// A pawn is exchanged for a piece of the opponent's colour, or a new piece is put on the
    /// last rank while the pawn stays where it stood: the promotion requirement is not met
    /// (3.7.5.1; 2023 3.7.3.3; 2009 and 2014 3.7e), so the move is illegal, completed once the
    /// clock is pressed and dealt with as any other illegal move. `step` says which it was.
    fn promotion_made_wrongly(&mut self, ev: &MoveEvent, mv: Move, step: &'static str) {
        let a = self.arts();
        let (Some(from), Some(role)) = (mv.from(), mv.promotion()) else {
            return;
        };
        let raw = RawMove {
            from,
            to: mv.to(),
            role: Role::Pawn,
            promotion: Some(role),
            rook: None,
            captured_left: false,
        };
        self.step(Step::new(step, &[a.moves.promotion]).side("side", ev.by));
        self.illegal_move_made(ev, raw);
    }

    pub(in crate::laws) fn legal_move(&mut self, ev: &MoveEvent, mut mv: Move) {
        let a = self.arts();
        if let Some((obligation, articles)) = self.touch_obligation(ev.by)
            && !self.satisfies(&obligation, mv)
        {
            let cited: Vec<&'static str> = articles
                .iter()
                .copied()
                .chain([a.touch_claim_lost])
                .collect();
            let binding = self.binding();
            let made = super::touch_move::breach_words(&obligation, binding).made;
            self.touch_breach = Some(TouchBreach {
                binding,
                answered: false,
                offender: ev.by,
                before: self.board.clone(),
                obligation,
                articles,
                clock_before: self
                    .clock
                    .as_ref()
                    .map(crate::laws::clock::Clock::before_press),
            });
            self.step(Step::new(made, &cited).side("side", ev.by));
            // 2009 A4b: without adequate supervision the arbiter leaves touch-move to the
            // players; he acts only on a claim.
            if let Some(on_request) = a.unsupervised_touch.filter(|_| {
                self.rules.unsupervised.touch_move_on_request_only && self.regime.is_unsupervised()
            }) {
                self.step(Step::new("step-touch-move-on-request", &[on_request]));
                self.ruling.actions.push(Action::NoIntervention);
            }
        }
        if let Move::Normal {
            from,
            to,
            promotion: Some(_),
            ..
        } = mv
        {
            match ev.promotion {
                PromotionAct::NoPiece if ev.pressed_clock => {
                    let queen = with_promotion(mv, Role::Queen);
                    self.illegal_act(
                        ev.by,
                        IllegalKind::UnpromotedPawn {
                            from,
                            to,
                            mv: queen,
                        },
                        ev.noticed,
                    );
                    return;
                }
                PromotionAct::NoPiece => {
                    self.step(
                        Step::new(
                            "step-promotion-not-completed",
                            &[a.promotion_made, a.promotion_procedure, a.moves.promotion],
                        )
                        .side("side", ev.by),
                    );
                    return;
                }
                PromotionAct::UpsideDownRook => {
                    mv = with_promotion(mv, Role::Rook);
                    self.step(
                        Step::new(
                            "step-upside-down-rook",
                            &[a.moves.promotion, a.promotion_choice],
                        )
                        .side("side", ev.by),
                    );
                }
                PromotionAct::PieceFirst => self.promotion_piece_first(ev.by),
                PromotionAct::PawnNotPlaced => self.promotion_pawn_not_placed(ev.by),
                PromotionAct::WrongColour => {
                    self.promotion_made_wrongly(ev, mv, "step-promotion-wrong-colour");
                    return;
                }
                PromotionAct::PawnLeft => {
                    // The new piece was put down, the pawn never lifted.
                    self.mover_untouched = true;
                    self.promotion_made_wrongly(ev, mv, "step-promotion-pawn-left");
                    return;
                }
                PromotionAct::AsWritten => {}
            }
            if let Some(first) = ev.promotion_touched {
                self.promotion_piece_changed(ev, mv, first);
            }
        }
        let two_hands_illegal =
            ev.two_hands && ev.pressed_clock && self.rules.illegal_acts.two_hands;
        if ev.two_hands && !two_hands_illegal {
            self.one_hand_breach(ev.by);
        }
        self.play_legal(ev.by, mv, ev.pressed_clock);
        if two_hands_illegal && !self.ended {
            self.illegal_act(ev.by, IllegalKind::TwoHands, Notice::Arbiter);
        }
    }

    /// Plays a legal move on the board and completes it if the clock was pressed.
    pub(in crate::laws) fn play_legal(&mut self, by: Color, mv: Move, pressed: bool) {
        let Board::Legal(record) = &mut self.board else {
            return;
        };
        if record.play(mv).is_err() {
            return;
        }
        let chess960 = record.castling_mode() == CastlingMode::Chess960;
        self.last_move = mv.from().map(|f| (f, mv.to()));
        self.new_turn();
        if let (true, Move::Castle { king, rook }) = (chess960, mv) {
            self.chess960_castling(by, king, rook);
        }
        if self.offer_to(by) {
            self.close_offer_to(by, Some(super::draw_offer::Lapse::Move));
        }
        self.after_legal_move(by, pressed);
    }

    /// Chess960 castling: which of the four ways it was made in (the squares king and rook
    /// start from decide it), and the squares they end on.
    fn chess960_castling(&mut self, by: Color, king: Square, rook: Square) {
        let c = self.arts().chess960;
        let side = if rook.file() > king.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        let (king_to, rook_to) = (side.king_to(by), side.rook_to(by));
        let (method, id) = if king == king_to {
            (c.methods[3], "chess960-castling-rook-only")
        } else if rook == rook_to {
            (c.methods[2], "chess960-castling-king-only")
        } else if king == rook_to && rook == king_to {
            (c.methods[1], "chess960-castling-transposition")
        } else {
            (c.methods[0], "chess960-castling-double-move")
        };
        // Where one piece stays put, the clarification that this is still castling is part
        // of the ruling (an opponent's claim usually rests on "only one piece moved").
        let one_stays = (king == king_to || rook == rook_to).then_some(c.one_stays);
        let articles: Vec<&'static str> = [method]
            .into_iter()
            .chain(one_stays)
            .chain([c.final_squares, c.vacancy])
            .collect();
        self.step(Step::new("step-chess960-castling", &articles).arg("method", Arg::Message(id)));
    }

    /// The endings that a move itself brings about, without a claim; such a move is complete
    /// without pressing the clock. A move left without pressing the clock is one the arbiter
    /// may not point out.
    fn after_legal_move(&mut self, by: Color, pressed: bool) {
        let a = self.arts();
        match (self.automatic_ending(), pressed) {
            (true, true) => {}
            (true, false) => self.step(
                Step::new("step-ending-move-unpressed", &[a.game_ending_move]).side("side", by),
            ),
            (false, true) => self.press(by),
            (false, false) => {
                self.unpressed = Some(by);
                self.step(
                    Step::new("step-arbiter-silent-unpressed", &[a.arbiter_silent])
                        .side("side", by),
                );
            }
        }
        if self.awaiting_legal_position && !self.ended {
            self.stop_waiting();
            self.step(Step::new(
                "step-position-legal-again",
                &[self.unsupervised_position_article()],
            ));
        }
    }

    /// The article on illegal positions for the game type.
    pub(in crate::laws) fn unsupervised_position_article(&self) -> &'static str {
        self.arts().unsupervised_illegal_position
    }

    /// A move on a board that holds an illegal position: it is played as made, and the
    /// arbiter looks whether the position is legal now.
    fn move_on_illegal_board(
        &mut self,
        ev: &MoveEvent,
        mut setup: shakmaty::Setup,
    ) -> Result<(), MoveError> {
        let Resolved::Illegal(raw) = resolve(&setup, None, ev.by, &ev.mv)? else {
            return Ok(());
        };
        // An illegal move can leave a king in check with the other side to move: taking it is
        // an illegal move of its own (7.5.1, 2009 7.4a name it).
        if setup.board.king_of(!ev.by) == Some(raw.to) {
            self.say_breach(ev, Breach::KingCapture);
            self.illegal_move_made(ev, raw);
            return Ok(());
        }
        play_raw(&mut setup, &raw);
        self.last_move = Some((raw.from, raw.to));
        self.new_turn();
        if ev.pressed_clock {
            self.press(ev.by);
        }
        if let Ok(pos) = legal_from_setup(setup.clone(), self.mode) {
            self.board = Board::Legal(GameRecord::new(pos, self.mode));
            if self.awaiting_legal_position {
                self.stop_waiting();
                self.step(Step::new(
                    "step-position-legal-again",
                    &[self.unsupervised_position_article()],
                ));
            }
            self.automatic_ending();
        } else {
            self.board = Board::Raw(setup);
            if self.awaiting_legal_position {
                self.stop_waiting();
                self.step(Step::new(
                    "step-illegal-position-remains",
                    &[self.unsupervised_position_article()],
                ));
                self.end(Score::DRAW);
            }
        }
        Ok(())
    }
}

/// The same move promoting to `role` instead.
pub(in crate::laws) fn with_promotion(mv: Move, role: Role) -> Move {
    match mv {
        Move::Normal {
            role: r,
            from,
            capture,
            to,
            ..
        } => Move::Normal {
            role: r,
            from,
            capture,
            to,
            promotion: Some(role),
        },
        other => other,
    }
}
