//! Irregularities found during the game: set-up, orientation, reversed colours, the clock
//! setting (7.2, 7.3, 6.10.2, with the move limits of unsupervised games), displaced pieces
//! (7.4, 7.6), and illegal positions on the board (unsupervised: A.4d/A.4.4/A.5.4).

use shakmaty::Color;

use crate::laws::arbiter::{Arbiter, SetByHand};
use crate::laws::board::{Board, both_kings_in_check, has_unpromoted_pawn};
use crate::laws::clock::Clock;
use crate::laws::editions::{IllegalPositionRule, ReversedColours};
use crate::laws::event::{CounterFault, Discretion, Irregularity, PenaltyChoice};
use crate::laws::game_type::GameType;
use crate::laws::move_error::MoveError;
use crate::laws::record::GameRecord;
use crate::laws::ruling::{Action, ClaimVerdict, Sanction};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A player knocks over or displaces pieces.
    pub(in crate::laws) fn on_displace(&mut self, by: Color, penalty: Option<PenaltyChoice>) {
        let a = self.arts();
        self.displaced_by = Some(by);
        // The sentence names both halves: restoring on his own time, and the pause either
        // player may make for the arbiter's help (one article in 2009, two from 2014).
        let mut articles = vec![a.displaced_by_player];
        if a.displaced_pause != a.displaced_by_player {
            articles.push(a.displaced_pause);
        }
        self.step(Step::new("step-displaced-restore-own-time", &articles).side("side", by));
        self.ruling.actions.push(Action::RestoreOnOwnTime(by));
        self.step(
            Step::new("step-displaced-may-penalise", &[a.displaced_penalty]).side("side", by),
        );
        self.ruling.sanctions.push(Sanction::Discretionary(by));
        if let Some(choice) = penalty {
            self.apply_penalty(by, choice);
        }
    }

    /// The claimant asks the arbiter for help with pieces his opponent has just knocked over
    /// or displaced: the opponent puts them back on his own time, and may be penalised.
    pub(in crate::laws) fn displaced_claim(&mut self, claimant: Color) -> ClaimVerdict {
        let a = self.arts();
        let offender = !claimant;
        self.step(
            Step::new("step-displaced-claim-upheld", &[a.displaced_by_player])
                .side("side", offender),
        );
        if !self
            .ruling
            .actions
            .contains(&Action::RestoreOnOwnTime(offender))
        {
            self.ruling.actions.push(Action::RestoreOnOwnTime(offender));
        }
        ClaimVerdict::Upheld
    }

    /// The pieces are set by hand as `placement`: the game goes on from them, its side to
    /// move and counts as they were, its castling rights those the pieces still allow, until
    /// the wrong position is found.
    pub(in crate::laws) fn on_set_position(&mut self, placement: &shakmaty::Board) {
        let a = self.arts();
        let mut setup = self.board.setup();
        setup.board = placement.clone();
        setup.ep_square = None;
        let mode = self
            .board
            .record()
            .map_or(shakmaty::CastlingMode::Standard, GameRecord::castling_mode);
        self.set_by_hand = Some(SetByHand {
            before: self.board.clone(),
            pressed: self.clock.as_ref().map(Clock::before_press),
            touches: self.touches.clone(),
            replacement: self.replacement_touches.clone(),
            obligation: self.ruling.obligation.clone(),
        });
        self.board = Board::placed(setup, mode);
        self.step(
            Step::new("step-set-position", &[a.displaced_found])
                .arg("position", Arg::Text(self.board.fen())),
        );
    }

    /// Pieces set by hand on wrong squares are found: the position before is reinstated,
    /// the moves since and what their presses gave taken back, and touch-move binds as it
    /// bound then (7.6 with 7.1; 2009 7.5 with 6.13).
    fn reinstate_before_set_by_hand(&mut self) {
        let Some(before) = self.set_by_hand.take() else {
            return;
        };
        let a = self.arts();
        let since = self.board.record().map_or(0, |r| r.plies().len());
        self.step(
            Step::new(
                "step-set-position-found",
                &[a.displaced_found, a.clocks_after_irregularity],
            )
            .arg(
                "count",
                Arg::Count(u64::try_from(since).unwrap_or(u64::MAX)),
            ),
        );
        self.board = before.before;
        if let (Some(pressed), Some(clock)) = (before.pressed, &mut self.clock) {
            clock.take_back_press(pressed);
            clock.running = Some(self.board.turn());
        }
        self.touches = before.touches;
        self.replacement_touches = before.replacement;
        self.ruling.obligation = before.obligation;
        self.ruling.actions.push(Action::RestorePosition);
    }

    /// An irregularity is discovered.
    pub(in crate::laws) fn on_discover(&mut self, what: Irregularity) -> Result<(), MoveError> {
        let a = self.arts();
        let moves = self.moves_by_each();
        let limit = self.rules.unsupervised.claim_limit_moves;
        let past_limit = self.regime.is_unsupervised() && moves >= limit;
        let count = |m: u32| Arg::Count(u64::from(m));
        match what {
            Irregularity::WrongSetup {
                king_misplaced,
                rook_misplaced,
            } => {
                if past_limit {
                    self.step(
                        Step::new("step-setup-no-claim-after-limit", &[a.unsupervised_setup])
                            .arg("count", count(limit))
                            .arg("moves", count(moves)),
                    );
                    if let Some(side) = king_misplaced {
                        self.ruling.actions.push(Action::NoCastling(side));
                        self.step(
                            Step::new("step-misplaced-king-no-castling", &[a.unsupervised_setup])
                                .side("side", side),
                        );
                    }
                    if let Some(rook) =
                        rook_misplaced.filter(|_| self.rules.unsupervised.misplaced_rook_rule)
                    {
                        self.ruling.actions.push(Action::NoCastlingWithRook(rook));
                        self.step(
                            Step::new("step-misplaced-rook-no-castling", &[a.unsupervised_setup])
                                .arg("square", Arg::Square(rook)),
                        );
                    }
                    self.ruling.actions.push(Action::PlayOn);
                } else {
                    self.step(Step::new("step-setup-new-game", &[a.wrong_setup]));
                    self.ruling.actions.push(Action::NewGame);
                    self.close();
                }
            }
            Irregularity::WrongOrientation => {
                if past_limit {
                    self.step(
                        Step::new(
                            "step-orientation-no-claim-after-limit",
                            &[a.unsupervised_setup],
                        )
                        .arg("count", count(limit))
                        .arg("moves", count(moves)),
                    );
                    self.ruling.actions.push(Action::PlayOn);
                } else {
                    self.step(Step::new(
                        "step-orientation-transfer",
                        &[a.wrong_orientation],
                    ));
                    self.ruling.actions.push(Action::TransferToCorrectBoard);
                    self.ruling.actions.push(Action::PlayOn);
                }
            }
            Irregularity::ReversedColours { arbiter } => match self.rules.reversed_colours {
                ReversedColours::Continue if arbiter == Discretion::Otherwise => {
                    self.step(Step::new(
                        "step-reversed-colours-arbiter-new-game",
                        &[a.reversed_colours],
                    ));
                    self.ruling.actions.push(Action::NewGame);
                    self.close();
                }
                ReversedColours::Continue => {
                    self.step(Step::new(
                        "step-reversed-colours-continue",
                        &[a.reversed_colours],
                    ));
                    self.ruling.actions.push(Action::PlayOn);
                }
                ReversedColours::ReplayBelow(_) if arbiter == Discretion::Otherwise => {
                    // From 2018 the count of moves decides; the arbiter has no power to
                    // rule otherwise, so his wish changes nothing and the rule is applied.
                    self.step(Step::new(
                        "step-reversed-colours-no-discretion",
                        &[a.reversed_colours],
                    ));
                    self.on_discover(Irregularity::ReversedColours {
                        arbiter: Discretion::Default,
                    })?;
                }
                ReversedColours::ReplayBelow(n) if moves < n => {
                    self.step(
                        Step::new("step-reversed-colours-new-game", &[a.reversed_colours])
                            .arg("count", count(n))
                            .arg("moves", count(moves)),
                    );
                    self.ruling.actions.push(Action::NewGame);
                    self.close();
                }
                ReversedColours::ReplayBelow(n) => {
                    self.step(
                        Step::new(
                            "step-reversed-colours-continue-after-limit",
                            &[a.reversed_colours],
                        )
                        .arg("count", count(n))
                        .arg("moves", count(moves)),
                    );
                    self.ruling.actions.push(Action::PlayOn);
                }
            },
            Irregularity::WrongClockSetting {
                schedule_at_risk,
                setting,
                side,
                counted,
            } => {
                if !self.clock_setting_kept(schedule_at_risk) {
                    self.ruling.actions.push(Action::PauseClocks);
                    let articles: Vec<&'static str> = if past_limit {
                        vec![a.unsupervised_clock_setting, a.wrong_clock_setting]
                    } else {
                        vec![a.wrong_clock_setting]
                    };
                    self.step(Step::new("step-clock-setting-corrected", &articles));
                    self.ruling.actions.push(Action::CorrectClockSetting);
                    if setting.is_some() || counted.is_some() {
                        self.adjust_clock_setting(
                            setting.as_ref(),
                            side,
                            counted,
                            CounterFault::Press,
                        );
                    }
                }
            }
            Irregularity::DefectiveClock => self.defective_clock_replaced(),
            Irregularity::ClockNotStarted => {
                self.clock_times_set("step-clock-not-started", a.clock_start);
            }
            Irregularity::ClockTimesLost => {
                self.clock_times_set("step-clock-times-lost", a.clocks_after_irregularity);
            }
            Irregularity::WrongClockTimes { right } => self.wrong_clock_times(right),
            Irregularity::WrongClockStarted { elapsed } => self.wrong_clock_started(elapsed),
            Irregularity::WrongClockRunning { elapsed } => self.wrong_clock_running(elapsed),
            Irregularity::MoveCounter {
                counted,
                fault,
                side,
            } => {
                self.move_counter_corrected(counted, fault, side);
            }
            Irregularity::IllegalMove {
                identifiable,
                clocks,
            } => self.illegal_move_found(identifiable, clocks)?,
            Irregularity::DisplacedPieces { identifiable: None } if self.set_by_hand.is_some() => {
                self.reinstate_before_set_by_hand();
            }
            Irregularity::DisplacedPieces { identifiable } => {
                self.step(Step::new(
                    "step-displaced-found-restore",
                    &[a.displaced_found, a.clocks_after_irregularity],
                ));
                // The same article goes on: where the position just before cannot be
                // determined, play resumes from the last identifiable one.
                if let Some(plies) = identifiable {
                    self.step(
                        Step::new("step-displaced-last-identifiable", &[a.displaced_found])
                            .arg("count", Arg::Count(u64::from(plies))),
                    );
                }
                self.ruling.actions.push(Action::RestorePosition);
            }
            Irregularity::IllegalPosition => self.illegal_position_found(),
            Irregularity::TouchMove => self.touch_breach_seen(),
        }
        Ok(())
    }

    /// An illegal position found where the arbiter acts on it himself: the last move was an
    /// illegal move. The one seen being made is acted on; otherwise the pawn is crowned where
    /// the edition says so, or the last identifiable position restored, and the move is
    /// counted and penalised like any illegal move.
    fn penalise_last_move_as_illegal(&mut self, setup: &shakmaty::Setup) {
        let a = self.arts();
        if let Some(pending) = self.pending.take() {
            self.act_on_pending(pending);
            return;
        }
        let mover = !self.board.turn();
        let crown = has_unpromoted_pawn(setup)
            .filter(|_| self.rules.illegal_acts.unpromoted_pawn_becomes_queen);
        if let Some(square) = crown {
            self.step(Step::new("step-unpromoted-pawn", &[a.unpromoted_pawn]).side("side", mover));
            let mut crowned = setup.clone();
            if let Some(pawn) = crowned.board.remove_piece_at(square) {
                crowned.board.set_piece_at(
                    square,
                    shakmaty::Piece {
                        color: pawn.color,
                        role: shakmaty::Role::Queen,
                    },
                );
            }
            self.ruling.actions.push(Action::PawnBecomesQueen(square));
            self.board = match crate::laws::board::legal_from_setup(crowned.clone(), self.mode) {
                Ok(pos) => Board::Legal(crate::laws::record::GameRecord::new(pos, self.mode)),
                Err(_) => Board::Raw(crowned),
            };
        } else {
            self.step(
                Step::new(
                    "step-illegal-position-restore-last-identifiable",
                    &[a.illegal_restore],
                )
                .side("side", mover),
            );
            self.ruling.actions.push(Action::RestorePosition);
        }
        let count = self.ledger.get(mover).illegal_moves + 1;
        self.ledger.get_mut(mover).illegal_moves = count;
        self.illegal_penalty(mover, count);
    }

    /// The arbiter finds an illegal position on the board.
    fn illegal_position_found(&mut self) {
        let a = self.arts();
        let setup = self.board.setup();
        if !matches!(self.board, Board::Raw(_)) {
            self.step(Step::new("step-position-is-legal", &[]));
            return;
        }
        if !self.regime.is_unsupervised() {
            // Standard and supervised games: the last move was an illegal move (7.5).
            self.penalise_last_move_as_illegal(&setup);
            return;
        }
        match self.position_rule() {
            IllegalPositionRule::WaitThenDraw if named_illegal_position(&setup).is_none() => {
                // The rule names two positions only; for any other the arbiter has nothing to
                // wait for, and the players' claims of an illegal move are past.
                self.step(Step::new(
                    "step-illegal-position-not-named",
                    &[a.unsupervised_illegal_position],
                ));
                self.ruling.actions.push(Action::NoIntervention);
            }
            IllegalPositionRule::WaitThenDraw => self.wait_for_next_move(&setup),
            IllegalPositionRule::ArbiterIntervenes => {
                self.step(Step::new(
                    "step-illegal-position-arbiter-intervenes",
                    &[a.unsupervised_illegal_position],
                ));
                self.penalise_last_move_as_illegal(&setup);
            }
            IllegalPositionRule::ClaimOnly => {
                let article = a.unsupervised_illegal_blitz;
                self.step(Step::new("step-illegal-position-claim-only", &[article]));
                self.ruling.actions.push(Action::NoIntervention);
            }
        }
    }

    /// An illegal position of the kinds the unsupervised rule names (both kings in check, a
    /// pawn on the last rank, or another king in check): the arbiter waits until the next move
    /// is completed, and if the position is still illegal then, the game is drawn (2023 A.5.4,
    /// 2018 A.4.4, 2014 A.4d).
    pub(in crate::laws) fn wait_for_next_move(&mut self, setup: &shakmaty::Setup) {
        let kind = named_illegal_position(setup).unwrap_or("illegal-position-check");
        self.step(
            Step::new(
                "step-illegal-position-wait",
                &[self.arts().unsupervised_illegal_position],
            )
            .arg("kind", Arg::Message(kind)),
        );
        self.ruling.actions.push(Action::WaitForNextMove);
        self.awaiting_legal_position = true;
    }

    /// What the unsupervised rule of this game type does with an illegal position.
    pub(in crate::laws) fn position_rule(&self) -> IllegalPositionRule {
        match self.game_type() {
            GameType::Blitz => self.rules.unsupervised.illegal_position_blitz,
            _ => self.rules.unsupervised.illegal_position_rapid,
        }
    }
}

/// The illegal positions the rule for games without adequate supervision names (2023 A.5.4,
/// 2018 A.4.4, 2014 A.4d): both kings in check, or a pawn on the rank farthest from its
/// starting position. A pawn on its own first rank is not one of them.
fn named_illegal_position(setup: &shakmaty::Setup) -> Option<&'static str> {
    let farthest = (setup.board.pawns()
        & setup.board.white()
        & shakmaty::Bitboard::from_rank(shakmaty::Rank::Eighth))
        | (setup.board.pawns()
            & setup.board.black()
            & shakmaty::Bitboard::from_rank(shakmaty::Rank::First));
    if farthest.any() {
        Some("illegal-position-pawn")
    } else if both_kings_in_check(setup) {
        Some("illegal-position-both-kings")
    } else {
        None
    }
}
