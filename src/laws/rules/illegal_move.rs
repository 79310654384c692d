//! Illegal moves and the acts treated like them (7.5.1–7.5.5; 2009 7.4; the unsupervised
//! rules A.4b/A.4.2/A.5.2 and 2009 A4c/B3c): the ledger, the penalty, the second (2009:
//! third) one losing unless the opponent cannot mate, and the window of unsupervised games.

use shakmaty::{ByColor, Color, Position};

use crate::laws::arbiter::{Arbiter, IllegalKind, PendingIllegal};
use crate::laws::board::{Board, Illegality, RawMove, illegality, legal_from_setup, play_raw};
use crate::laws::claim::{Claim, Ground};
use crate::laws::clock::BeforePress;
use crate::laws::editions::{Initiative, Window};
use crate::laws::event::{Discretion, Notice};
use crate::laws::game_type::GameType;
use crate::laws::move_error::MoveError;
use crate::laws::record::GameRecord;
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Sanction};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// The articles that keep the arbiter from acting himself on an illegal move in a game
    /// without adequate supervision: the regime's rule, and in 2009 blitz the rule that
    /// switches off the rapid exception for illegal positions (B3b).
    fn hands_off_articles(&self) -> Vec<&'static str> {
        let mut out = vec![self.unsupervised_illegal_article()];
        if self.game_type() == GameType::Blitz {
            out.extend(self.arts().unsupervised_blitz_hands_off);
        }
        out
    }

    /// The article of the unsupervised illegal-move rule for this game type.
    pub(in crate::laws) fn unsupervised_illegal_article(&self) -> &'static str {
        match self.game_type() {
            GameType::Blitz => self.arts().unsupervised_illegal_blitz,
            _ => self.arts().unsupervised_illegal,
        }
    }

    /// A completed illegal act: it is put on the board as it happened, then acted on now or
    /// kept until someone acts, as the regime allows.
    pub(in crate::laws) fn illegal_act(
        &mut self,
        offender: Color,
        kind: IllegalKind,
        notice: Notice,
    ) {
        let before = self.board.clone();
        let mut makes_illegal_position = false;
        match kind {
            IllegalKind::Move(raw) => {
                let mut setup = self.board.setup();
                play_raw(&mut setup, &raw);
                self.last_move = Some((raw.from, raw.to));
                self.board = match legal_from_setup(setup.clone(), self.mode) {
                    Ok(pos) => Board::Legal(GameRecord::new(pos, self.mode)),
                    Err(kinds) => {
                        // What 2009 A4c lets the arbiter act on himself: both kings in check,
                        // or a promotion not carried out; a king merely left in check is not.
                        makes_illegal_position = match illegality(kinds) {
                            Illegality::KingInCheck => both_kings_in_check(&setup),
                            Illegality::UnpromotedPawn => true,
                            Illegality::Other => false,
                        };
                        Board::Raw(setup)
                    }
                };
            }
            IllegalKind::UnpromotedPawn { from, to, .. } => {
                let mut setup = self.board.setup();
                if let Some(piece) = setup.board.remove_piece_at(from) {
                    setup.board.discard_piece_at(to);
                    setup.board.set_piece_at(to, piece);
                }
                setup.turn = !setup.turn;
                self.last_move = Some((from, to));
                self.board = Board::Raw(setup);
                makes_illegal_position = true;
            }
            IllegalKind::ClockWithoutMove | IllegalKind::TwoHands => {}
        }
        let touches = std::mem::take(&mut self.touches);
        self.new_turn();
        let rule = self.illegal_rule();
        let act_now = match (rule.window, notice) {
            (_, Notice::Later | Notice::Claim) => false,
            (Window::AnyTime, Notice::Arbiter) => true,
            (Window::BeforeOpponentMoves, Notice::Arbiter) => match rule.initiative {
                Initiative::ArbiterOrClaim => true,
                Initiative::ClaimOrIllegalPosition => makes_illegal_position,
                Initiative::ClaimOnly => false,
            },
        };
        let pressed_clock = !matches!(kind, IllegalKind::TwoHands);
        if act_now {
            if pressed_clock {
                self.press_without_increment(offender);
            }
            self.replacement_touches = touches;
            self.penalise_illegal(offender, kind, before, true, false);
            return;
        }
        // Nobody acts yet, so the clock counts the press as for any move; should the act
        // stand, that is what the clocks keep.
        let pressed = if pressed_clock {
            self.press_counted(offender)
        } else {
            None
        };
        match notice {
            Notice::Arbiter => {
                self.step(
                    Step::new("step-arbiter-waits-for-claim", &self.hands_off_articles())
                        .side("side", !offender),
                );
                self.ruling.actions.push(Action::NoIntervention);
            }
            Notice::Later => {
                self.step(Step::new("step-illegal-move-unnoticed", &[]).side("side", offender));
            }
            Notice::Claim => {}
        }
        let earlier = self.pending.take().map(Box::new);
        self.pending = Some(PendingIllegal {
            offender,
            kind,
            before,
            pressed,
            touches,
            earlier,
        });
        // The opponent's claim at once is a claim like any other.
        if notice == Notice::Claim {
            self.on_claim(&Claim::new(!offender, Ground::IllegalMove));
        }
    }

    /// Presses the offender's clock as for a move, returning it as it was before.
    fn press_counted(&mut self, offender: Color) -> Option<BeforePress> {
        let clock = self.clock.as_mut()?;
        let before = clock.before_press();
        clock.press(offender);
        Some(before)
    }

    /// The arbiter acts on an illegal act that was pending: the increment its press earned
    /// is taken back (an illegal act earns none), then it is penalised as if acted on at once.
    pub(in crate::laws) fn act_on_pending(&mut self, pending: PendingIllegal) {
        self.act_on_pending_from(pending, true, false);
    }

    /// As [`Self::act_on_pending`]; `replaced` is false when play resumes from a position
    /// some moves before the illegal one (the last identifiable), where no move replaces it
    /// and the touches made for it oblige nothing (7.5.1 applies 4.3 only to the replacing
    /// move). `announced` when a step has already said that the arbiter found the move and
    /// restores the position before it.
    fn act_on_pending_from(&mut self, pending: PendingIllegal, replaced: bool, announced: bool) {
        // Taking back the press gives back only what presses added: time awarded since (for
        // the opponent's later illegal move, found with this one) stays on the clock.
        if let (Some(before), Some(clock)) = (pending.pressed, &mut self.clock) {
            clock.take_back_press(before);
        }
        self.replacement_touches = pending.touches;
        self.penalise_illegal(
            pending.offender,
            pending.kind,
            pending.before,
            replaced,
            announced,
        );
    }

    /// The arbiter acts on a completed illegal act: restores the position (or crowns the
    /// pawn), counts it, and gives time or declares the loss; `replaced` says whether a move
    /// now replaces the illegal one, so that its touches oblige; `announced`, whether the
    /// restore was already told (the arbiter found the move), so it is not told twice.
    pub(in crate::laws) fn penalise_illegal(
        &mut self,
        offender: Color,
        kind: IllegalKind,
        before: Board,
        replaced: bool,
        announced: bool,
    ) {
        let a = self.arts();
        let rule = self.illegal_rule();
        let victim = !offender;
        let describe = match kind {
            IllegalKind::Move(_) => Step::new("step-illegal-move-completed", &[a.illegal_restore]),
            IllegalKind::UnpromotedPawn { .. } => Step::new(
                if self.rules.illegal_acts.unpromoted_pawn_becomes_queen {
                    "step-unpromoted-pawn"
                } else {
                    "step-unpromoted-pawn-restored"
                },
                &[a.unpromoted_pawn, a.moves.promotion],
            ),
            IllegalKind::ClockWithoutMove => Step::new(
                "step-clock-without-move",
                &a.clock_without_move
                    .into_iter()
                    .chain([a.clock_handling])
                    .collect::<Vec<_>>(),
            ),
            // The one-hand rule is the one broken; 7.5.4 says how the breach is dealt with.
            IllegalKind::TwoHands => Step::new(
                "step-two-hands",
                &[a.one_hand]
                    .into_iter()
                    .chain(a.two_hands)
                    .collect::<Vec<_>>(),
            ),
        };
        if !(announced && matches!(kind, IllegalKind::Move(_))) {
            self.step(describe.side("side", offender));
        }
        if let IllegalKind::Move(raw) = kind {
            self.no_ending_by_illegal_move(&before, raw);
        }
        if rule.window == Window::BeforeOpponentMoves {
            let article = self.unsupervised_illegal_article();
            self.step(Step::new("step-illegal-move-in-time", &[article]).side("side", victim));
        }
        let count = self.ledger.get(offender).illegal_moves + 1;
        self.ledger.get_mut(offender).illegal_moves = count;

        match kind {
            IllegalKind::Move(raw) => {
                self.board = before;
                self.last_move = None;
                if !self.ruling.actions.contains(&Action::RestorePosition) {
                    self.ruling.actions.push(Action::RestorePosition);
                }
                // The player who had the move before the irregularity has it again: the
                // offender, unless he moved out of turn.
                let to_move = self.board.turn();
                if let Some(clock) = &mut self.clock {
                    clock.running = Some(to_move);
                }
                if count < rule.losing_count && replaced {
                    self.replacement_obligation(raw);
                }
            }
            IllegalKind::UnpromotedPawn { from, to, mv } => {
                self.board = before;
                if self.rules.illegal_acts.unpromoted_pawn_becomes_queen {
                    self.ruling.actions.push(Action::PawnBecomesQueen(to));
                    if let Board::Legal(record) = &mut self.board {
                        let _ = record.play(mv);
                    }
                    self.last_move = Some((from, to));
                    // The queen acts at once: it may mate, stalemate or leave a dead position.
                    self.automatic_ending();
                } else {
                    self.ruling.actions.push(Action::RestorePosition);
                    self.ruling.obligation = Some(Obligation::MovePawn(from));
                    // The pawn released on the last rank is bound there as well: the player
                    // no longer has the right to play it to another square (2009 4.6c).
                    self.step(Step::new(
                        "step-incomplete-promotion-2009",
                        &[a.unpromoted_pawn, a.touch_own, a.promotion_made],
                    ));
                    if let Some(clock) = &mut self.clock {
                        clock.running = Some(offender);
                    }
                }
            }
            IllegalKind::ClockWithoutMove => {
                if let Some(clock) = &mut self.clock {
                    clock.running = Some(offender);
                }
                self.touches_still_bind(offender);
            }
            IllegalKind::TwoHands => {}
        }
        self.acted_illegal = Some(offender);
        if self.ended {
            return;
        }
        self.illegal_penalty(offender, count);
    }

    /// The clock pressed without a move leaves the pieces the player touched before it where
    /// they were: they still bind the move he now makes (7.5.1 applies Article 4).
    fn touches_still_bind(&mut self, offender: Color) {
        self.touches = std::mem::take(&mut self.replacement_touches);
        let Some((obligation, articles)) = self.touch_obligation(offender) else {
            return;
        };
        if obligation == Obligation::AnyLegalMove {
            return;
        }
        let a = self.arts();
        let cited: Vec<&'static str> = [a.illegal_restore].into_iter().chain(articles).collect();
        let mut step = Step::new(super::touch_move::obligation_message(&obligation), &cited)
            .side("side", offender);
        if let Some(square) = super::touch_move::obligation_square(&obligation) {
            step = step.arg("square", Arg::Square(square));
        }
        self.step(step);
        self.ruling.obligation = Some(obligation);
    }

    /// An illegal move that left the opponent mated or stalemated ended nothing: checkmate
    /// and stalemate end the game only when the move producing them was legal (5.1.1, 5.2.1;
    /// 2009 and 2014 5.1a, 5.2a), which is what a player who says "mate" forgets.
    fn no_ending_by_illegal_move(&mut self, before: &Board, raw: RawMove) {
        let mut setup = before.setup();
        play_raw(&mut setup, &raw);
        let Ok(position) = legal_from_setup(setup, self.mode) else {
            return;
        };
        let a = self.arts();
        if position.is_checkmate() {
            self.step(Step::new("step-illegal-move-mates-nothing", &[a.checkmate]));
        } else if position.is_stalemate() {
            self.step(Step::new(
                "step-illegal-move-stalemates-nothing",
                &[a.stalemate],
            ));
        }
    }

    /// The penalty for the `count`-th illegal move of `offender`: time to the opponent, or
    /// the loss (a draw when the opponent cannot mate).
    pub(in crate::laws) fn illegal_penalty(&mut self, offender: Color, count: u32) {
        let rule = self.illegal_rule();
        let victim = !offender;
        if count >= rule.losing_count {
            self.step(
                Step::new("step-illegal-move-loses", rule.articles)
                    .side("side", offender)
                    .arg("count", Arg::Count(u64::from(count))),
            );
            self.lose_unless_unwinnable(offender, rule.articles);
        } else {
            self.award(victim, rule.award_seconds);
            self.step(
                Step::new("step-illegal-move-award", rule.articles)
                    .side("side", victim)
                    .arg("seconds", Arg::Seconds(u64::from(rule.award_seconds)))
                    .arg("count", Arg::Count(u64::from(count))),
            );
            if let Some(interpretation) = rule.interpretation {
                let mut note = Step::new(interpretation.note, &[]);
                if let Some(literal) = interpretation.literal_seconds {
                    note = note.arg("seconds", Arg::Seconds(u64::from(literal)));
                }
                self.step(note);
            }
        }
    }

    /// The victim of a pending illegal act moves: in unsupervised games the window closes and
    /// the illegal act stands.
    pub(in crate::laws) fn close_window(&mut self, mover: Color) {
        let Some(pending) = &self.pending else { return };
        if pending.offender == mover || self.illegal_rule().window != Window::BeforeOpponentMoves {
            return;
        }
        let offender = pending.offender;
        let before = pending.before.clone();
        self.pending = None;
        let article = self.unsupervised_illegal_article();
        let by_agreement = self.game_type() == GameType::Blitz
            || self.rules.unsupervised.agreement_corrects_in_rapid;
        let id = if by_agreement {
            "step-illegal-move-stands"
        } else {
            "step-illegal-move-stands-for-good"
        };
        self.step(Step::new(id, &[article]).side("side", offender));
        self.ruling.actions.push(Action::IllegalMoveStands);
        self.stood_illegal = Some((offender, before));
    }

    /// The opponent claims that an illegal move was made: one waiting for a claim is acted on;
    /// one the arbiter has already acted on, or one not yet completed (it must be replaced,
    /// without penalty), bears the claim out; otherwise there was none.
    pub(in crate::laws) fn illegal_move_claim(&mut self, by: Color) -> ClaimVerdict {
        let a = self.arts();
        let offender = !by;
        match self.pending.take() {
            Some(pending) if pending.offender == offender => {
                self.act_on_pending(pending);
                return ClaimVerdict::Upheld;
            }
            // A player who points out his own illegal move, which nobody noticed: it is found,
            // and the arbiter acts on it as on one he finds himself, where the Laws let him.
            Some(pending) if pending.offender == by => {
                self.pending = Some(pending);
                self.step(
                    Step::new("step-illegal-move-claim-own", &[a.illegal_restore]).side("side", by),
                );
                let acted = self.ruling.actions.len();
                self.illegal_move_found(None, None).unwrap_or_default();
                return if self.ruling.actions[acted..].contains(&Action::NoIntervention) {
                    ClaimVerdict::Rejected
                } else {
                    ClaimVerdict::Upheld
                };
            }
            other => self.pending = other,
        }
        if self.acted_illegal == Some(offender) {
            self.step(
                Step::new(
                    "step-illegal-move-claim-already-ruled",
                    &[a.illegal_restore],
                )
                .side("side", by),
            );
            ClaimVerdict::Upheld
        } else if self.unfinished_illegal == Some(offender) {
            self.step(
                Step::new(
                    "step-illegal-move-claim-not-completed",
                    &[a.move_completed, a.illegal_restore],
                )
                .side("side", by),
            );
            ClaimVerdict::Upheld
        } else if self.clock_misuse == Some(offender) {
            self.step(
                Step::new(
                    "step-illegal-move-claim-clock-handling",
                    &[a.clock_handling, a.penalties],
                )
                .side("side", by),
            );
            ClaimVerdict::Rejected
        } else {
            // The special moves are the ones claimants take for illegal (the rook passing an
            // attacked square, a pawn taken where it does not stand): the rule that allows the
            // move is why it stands.
            let last = self
                .board
                .record()
                .and_then(|r| r.plies().last())
                .map(|p| p.mv);
            let special = match last {
                Some(mv) if mv.is_castle() => Some((
                    "step-illegal-move-claim-castling-legal",
                    a.moves.castling_attacked,
                )),
                Some(mv) if mv.is_en_passant() => Some((
                    "step-illegal-move-claim-en-passant-legal",
                    a.moves.en_passant,
                )),
                _ => None,
            };
            if let Some((id, article)) = special {
                self.step(Step::new(id, &[article]).side("side", offender));
            }
            self.step(
                Step::new("step-illegal-move-claim-unfounded", &[a.distraction]).side("side", by),
            );
            ClaimVerdict::Rejected
        }
    }

    /// The arbiter himself finds an illegal move that nobody noticed when it was made. While
    /// it may still be acted on (during the game; in games without adequate supervision only
    /// before the opponent's next move, and only where the arbiter may act unasked) the
    /// position immediately before it is reinstated, with every move played since, and the
    /// penalty follows; after that it stands.
    ///
    /// `identifiable` names the last identifiable position when the one just before the move
    /// can no longer be determined (2018 and 2023 7.5.1, 2014 7.5a, 2009 7.4a); `clocks` is
    /// what the arbiter decided about the times of the restored position, where the case says
    /// (2018 and 2023 7.1, 2014 7.1b, 2009 6.13: best judgement, including leaving them).
    pub(in crate::laws) fn illegal_move_found(
        &mut self,
        identifiable: Option<u32>,
        clocks: Option<Discretion>,
    ) -> Result<(), MoveError> {
        let a = self.arts();
        let rule = self.illegal_rule();
        if let Some(offender) = self
            .stood_illegal
            .as_ref()
            .filter(|_| self.pending.is_none())
            .map(|(offender, _)| *offender)
        {
            let article = self.unsupervised_illegal_article();
            self.step(
                Step::new("step-illegal-move-found-too-late", &[article]).side("side", offender),
            );
            return Ok(());
        }
        let Some(pending) = self.pending.take() else {
            return Err(MoveError::NoUnnoticedIllegalMove);
        };
        if rule.window == Window::BeforeOpponentMoves
            && rule.initiative != Initiative::ArbiterOrClaim
        {
            self.step(
                Step::new("step-arbiter-waits-for-claim", &self.hands_off_articles())
                    .side("side", !pending.offender),
            );
            self.ruling.actions.push(Action::NoIntervention);
            self.pending = Some(pending);
            return Ok(());
        }
        // Several unnoticed illegal moves found together: the later ones are taken back
        // first, each counted and compensated (7.5.5), so that the position restored is the
        // one before the earliest (7.5.1).
        let mut pending = pending;
        while let Some(earlier) = pending.earlier.take() {
            self.step(
                Step::new(
                    "step-illegal-move-found-by-arbiter",
                    &[a.illegal_restore, a.clocks_after_irregularity],
                )
                .side("side", pending.offender),
            );
            self.act_on_pending_from(pending, false, true);
            if self.ended {
                return Ok(());
            }
            pending = *earlier;
        }
        let replaced = identifiable.is_none();
        match identifiable {
            Some(plies) => {
                pending.before = Self::last_identifiable(&pending.before, plies)?;
                self.step(
                    Step::new(
                        "step-illegal-last-identifiable",
                        &[a.illegal_restore, a.clocks_after_irregularity],
                    )
                    .side("side", pending.offender)
                    .arg("count", Arg::Count(u64::from(plies))),
                );
            }
            None => self.step(
                Step::new(
                    "step-illegal-move-found-by-arbiter",
                    &[a.illegal_restore, a.clocks_after_irregularity],
                )
                .side("side", pending.offender),
            ),
        }
        let added_before = self.ruling.added;
        self.act_on_pending_from(pending, replaced, true);
        if let Some(plies) = identifiable {
            self.take_back_presses_from(plies);
        }
        // The times the arbiter sets by his best judgement are those of the restored position;
        // the extra time of 7.5.5 follows that action, so it goes on top of the next reading.
        if clocks == Some(Discretion::Otherwise) {
            self.award_after_reading = Some(ByColor::new_with(|side| {
                self.ruling
                    .added
                    .get(side)
                    .saturating_sub(*added_before.get(side))
            }));
        }
        match clocks {
            Some(Discretion::Default) => self.step(Step::new(
                "step-clocks-unchanged-after-restore",
                &[a.clocks_after_irregularity],
            )),
            Some(Discretion::Otherwise) => self.step(Step::new(
                "step-clocks-adjusted-after-restore",
                &[a.clocks_after_irregularity],
            )),
            None => {}
        }
        Ok(())
    }

    /// Play resumes from the position after the first `plies` half-moves: the presses of the
    /// moves made after it, before the illegal one too, are taken back with what they added
    /// (the illegal move's own press and those after it are already), as for every move the
    /// restore undoes.
    fn take_back_presses_from(&mut self, plies: u32) {
        let wanted = usize::try_from(plies).unwrap_or(usize::MAX);
        let Some(before) = self
            .presses
            .iter()
            .find(|(played, _)| *played >= wanted)
            .map(|(_, before)| *before)
        else {
            return;
        };
        if let Some(clock) = &mut self.clock {
            clock.take_back_press(before);
        }
    }

    /// The position after the first `plies` half-moves of the game, which must come before
    /// the illegal move (whose position before is `before`).
    fn last_identifiable(before: &Board, plies: u32) -> Result<Board, MoveError> {
        let played = before.record().map_or(0, |r| r.plies().len());
        let wanted = usize::try_from(plies).unwrap_or(usize::MAX);
        let record = before
            .record()
            .filter(|_| wanted <= played)
            .and_then(|r| r.truncated(wanted))
            .ok_or(MoveError::NotBeforeIllegalMove(played))?;
        Ok(Board::Legal(record))
    }

    /// The players agree between themselves to correct an illegal move. Once it stands in a
    /// game without adequate supervision (the opponent has moved) only their own agreement
    /// can correct it, without the arbiter (2018 A.4.2, 2023 A.5.2, 2014 A.4b, 2009 B3c):
    /// the position before it is put back and no penalty follows. Before that, or in a
    /// supervised game, the illegal move is the arbiter's to deal with.
    pub(in crate::laws) fn on_players_correct(&mut self) -> Result<(), MoveError> {
        let article = self.unsupervised_illegal_article();
        if let Some((offender, before)) = self.stood_illegal.take() {
            self.step(Step::new("step-players-correct-stands", &[article]).side("side", offender));
            self.board = before;
            self.last_move = None;
            self.ruling
                .actions
                .retain(|a| *a != Action::IllegalMoveStands);
            self.ruling.actions.push(Action::RestorePosition);
            self.ruling.actions.push(Action::NoIntervention);
            if let Some(clock) = &mut self.clock {
                clock.running = Some(self.board.turn());
            }
            return Ok(());
        }
        let offender = self
            .pending
            .as_ref()
            .map(|p| p.offender)
            .or(self.acted_illegal)
            .ok_or(MoveError::NoIllegalMoveToCorrect)?;
        let a = self.arts();
        self.step(
            Step::new("step-players-correct-not-theirs", &[a.illegal_restore])
                .side("side", offender),
        );
        Ok(())
    }

    /// The clock is pressed without a move: an illegal move from 2018 (7.5.3), improper
    /// handling of the clock before.
    pub(in crate::laws) fn on_press_clock(&mut self, by: Color) {
        if self.owes_press == Some(by) {
            // His move was made and the opponent has replied on the board: he may still press
            // his clock, which completes his own move and is no press without a move.
            self.owes_press = None;
            let a = self.arts();
            self.step(Step::new("step-press-after-reply", &[a.press_after_move]).side("side", by));
            if let Some(clock) = &mut self.clock {
                clock.running = Some(!by);
            }
            return;
        }
        // An illegal move made on the board earlier and not yet replaced: pressing the clock
        // completes it (6.2.1), and it is dealt with as any completed illegal move.
        if self.unfinished_illegal == Some(by)
            && let Some(raw) = self.unfinished_raw.take()
        {
            self.unfinished_illegal = None;
            self.illegal_act(by, IllegalKind::Move(raw), self.unfinished_notice);
            return;
        }
        if self.unpressed == Some(by) {
            // The move was made on the board earlier; pressing now completes it (6.2.1).
            self.unpressed = None;
            self.press(by);
            let a = self.arts();
            self.step(
                Step::new(
                    "step-move-completed",
                    &[a.move_completed, a.press_after_move],
                )
                .side("side", by),
            );
            return;
        }
        if self.rules.illegal_acts.clock_without_move {
            self.illegal_act(by, IllegalKind::ClockWithoutMove, Notice::Arbiter);
        } else {
            let a = self.arts();
            self.step(
                Step::new(
                    "step-clock-without-move-handling",
                    &[a.clock_handling, a.penalties],
                )
                .side("side", by),
            );
            self.ruling.sanctions.push(Sanction::Discretionary(by));
            self.clock_misuse = Some(by);
            if let Some(clock) = &mut self.clock {
                clock.running = Some(by);
            }
        }
    }
}

/// Whether both kings stand in check on a board.
fn both_kings_in_check(setup: &shakmaty::Setup) -> bool {
    [Color::White, Color::Black].into_iter().all(|side| {
        setup.board.king_of(side).is_some_and(|king| {
            setup
                .board
                .attacks_to(king, !side, setup.board.occupied())
                .any()
        })
    })
}
