//! Adjourned games (2009 guidelines 1-13, 2014 Appendix E, 2018 and 2023 Guidelines I): the
//! player having the move seals it, the arbiter keeps the envelope, a draw may be agreed or
//! the game resigned in between, and at resumption the envelope is opened in the presence of
//! the player who must reply. A sealed move that is ambiguous, unreadable or illegal loses,
//! unless the opponent could not checkmate anyway; a player too late for the resumption loses,
//! unless the sealed move itself already ended the game.

use shakmaty::san::{San, SanError};
use shakmaty::{Chess, Color, Move};

use crate::laws::adjourned::{Absent, ClockComplaint, Envelope, Resume, Seal, SealRecord};
use crate::laws::arbiter::Arbiter;
use crate::laws::board::{Board, Resolved, resolve};
use crate::laws::editions::ResumptionLimit;
use crate::laws::event::{Discretion, DrawOffer, OfferAnswer, OfferResponse};
use crate::laws::move_error::MoveError;
use crate::laws::ruling::{Action, ClaimVerdict, GameResult, Obligation, Score};
use crate::laws::step::{Arg, Step};

/// The game as it was adjourned.
#[derive(Debug, Clone)]
pub(in crate::laws) struct Adjournment {
    /// Who sealed the move.
    sealer: Color,
    /// What the envelope holds.
    sealed: Sealed,
    /// Whether he stopped the clock once the envelope was sealed (after that the move is
    /// final).
    stopped_clock: bool,
    /// Whether play has resumed.
    resumed: bool,
}

/// The sealed move as the arbiter reads it when the envelope is opened.
#[derive(Debug, Clone)]
enum Sealed {
    /// A legal move that the record names unambiguously, with the text written.
    Move(Move, String),
    /// The record fits more than one legal move.
    Ambiguous(String),
    /// The record cannot be read as any move: its true meaning cannot be established.
    Unreadable,
    /// The record names an illegal move.
    Illegal(String),
}

/// Reads what a player sealed against the position before the sealed move.
fn read_sealed(pos: &Chess, board: &Board, by: Color, text: &str) -> Sealed {
    let plain = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .replace('0', "O");
    if let Ok(san) = plain.parse::<San>() {
        return match san.to_move(pos) {
            Ok(mv) => Sealed::Move(mv, text.to_owned()),
            Err(SanError::AmbiguousSan) => Sealed::Ambiguous(text.to_owned()),
            Err(SanError::IllegalSan) => Sealed::Illegal(text.to_owned()),
        };
    }
    // Long algebraic notation (Ng1-f3) names the starting square as well.
    match resolve(&board.setup(), Some(pos), by, text) {
        Ok(Resolved::Legal(mv)) => Sealed::Move(mv, text.to_owned()),
        Err(MoveError::Unreadable(_)) => Sealed::Unreadable,
        Ok(Resolved::Illegal(_)) | Err(_) => Sealed::Illegal(text.to_owned()),
    }
}

impl Arbiter {
    /// Whether the game stands adjourned: a move sealed, play not yet resumed.
    pub(in crate::laws) fn in_adjournment(&self) -> Option<Color> {
        self.adjourned
            .as_ref()
            .filter(|a| !a.resumed)
            .map(|a| a.sealer)
    }

    /// A player seals a move (or changes the one he sealed).
    pub(in crate::laws) fn on_seal(&mut self, seal: &Seal) {
        let adj = self.rules.adjournment;
        let by = seal.by;
        if let Some(previous) = self.adjourned.as_ref().filter(|a| !a.resumed) {
            if previous.sealer != by {
                self.step(
                    Step::new("step-seal-already-sealed", &[adj.seal])
                        .side("side", previous.sealer)
                        .side("other", by),
                );
                self.ruling.allowed = Some(false);
                return;
            }
            if previous.stopped_clock {
                self.step(Step::new("step-seal-change-too-late", &[adj.seal]).side("side", by));
                self.ruling.allowed = Some(false);
                return;
            }
            self.step(Step::new("step-seal-change-allowed", &[adj.seal]).side("side", by));
            self.ruling.allowed = Some(true);
        }
        let mover = self.board.turn();
        if by != mover {
            self.step(
                Step::new("step-seal-by-player-having-the-move", &[adj.seal])
                    .side("side", mover)
                    .side("other", by),
            );
            self.ruling.allowed = Some(false);
            return;
        }
        let text = match (&seal.board_move, &seal.written) {
            (Some(made), written) => {
                self.step(
                    Step::new("step-seal-board-move", &[adj.seal])
                        .side("side", by)
                        .arg("move", Arg::Move(made.clone())),
                );
                if written.as_ref().is_some_and(|w| w.trim() != made.trim()) {
                    self.ruling.allowed = Some(false);
                }
                Some(made.clone())
            }
            (None, written) => written.clone(),
        };
        let sealed = match (&text, self.board.position(), seal.record) {
            (Some(text), Some(pos), SealRecord::Readable) => {
                read_sealed(&pos.clone(), &self.board, by, text)
            }
            _ => Sealed::Unreadable,
        };
        if seal.minutes_early > 0 {
            self.step(
                Step::new("step-seal-early", &[adj.early])
                    .side("side", by)
                    .arg("minutes", Arg::Count(u64::from(seal.minutes_early))),
            );
            self.deduct(by, u64::from(seal.minutes_early) * 60);
            self.time_ran_out(by);
            if self.ended {
                return;
            }
        }
        self.step(
            Step::new(
                "step-seal-procedure",
                &[adj.seal, adj.envelope, adj.arbiter_keeps],
            )
            .side("side", by),
        );
        if let Some(clock) = &mut self.clock {
            clock.pause();
        }
        if !self.ruling.actions.contains(&Action::PauseClocks) {
            self.ruling.actions.push(Action::PauseClocks);
        }
        self.adjourned = Some(Adjournment {
            sealer: by,
            sealed,
            stopped_clock: seal.stopped_clock,
            resumed: false,
        });
    }

    /// Between sessions: a draw offer, its answer or a resignation. Returns whether the event
    /// was one of these, ruled here.
    pub(in crate::laws) fn during_adjournment(&mut self, event: &crate::laws::Event) -> bool {
        use crate::laws::Event;
        let Some(sealer) = self.in_adjournment() else {
            return false;
        };
        let adj = self.rules.adjournment;
        match event {
            Event::Offer(DrawOffer { by, response, .. }) => {
                let article = if *by == sealer {
                    self.arts().draw_offer
                } else {
                    adj.offer_to_sealer
                };
                self.step(Step::new("step-adjourned-offer", &[article]).side("side", *by));
                self.open_offer = Some(*by);
                self.lapsed_offer = None;
                match response {
                    OfferResponse::Accepted => self.on_answer(!*by, OfferAnswer::Accept),
                    OfferResponse::Declined => self.on_answer(!*by, OfferAnswer::Decline),
                    OfferResponse::None => {
                        self.step(Step::new("step-offer-stands", &[article]).side("side", !*by));
                        self.ruling.actions.push(Action::OfferStands(*by));
                    }
                }
            }
            Event::Answer { by, answer } => self.on_answer(*by, *answer),
            Event::Resign { by, gesture } => self.on_resign(*by, *gesture),
            _ => return false,
        }
        if self.ended {
            self.step(Step::new(
                "step-adjourned-concluded",
                &[adj.concluded_before],
            ));
        } else {
            // An answer that ends nothing leaves the game adjourned, not in play.
            self.ruling.actions.retain(|a| *a != Action::PlayOn);
        }
        true
    }

    /// The game resumes.
    pub(in crate::laws) fn on_resume(&mut self, resume: &Resume) -> Result<(), MoveError> {
        let adj = self.rules.adjournment;
        let Some(state) = self.adjourned.as_mut().filter(|a| !a.resumed) else {
            return Err(MoveError::NotAdjourned);
        };
        state.resumed = true;
        let (sealer, envelope) = (state.sealer, state.sealed.clone());
        // The clocks stood still between the sessions; from here they are running again.
        self.ruling.actions.retain(|a| *a != Action::PauseClocks);
        let replier = !sealer;
        // The clocks are set from the time used written on the envelope; without it the times
        // cannot be re-established, and the arbiter sets them, as the Laws say where the
        // envelope itself is lost. The resumption is otherwise the usual one.
        self.step(match resume.envelope {
            Envelope::TimesMissing => Step::new(
                "step-envelope-times-missing",
                &[adj.set_up, adj.envelope_times, adj.envelope_missing],
            ),
            _ => Step::new("step-resume-set-up", &[adj.set_up]),
        });
        match resume.envelope {
            Envelope::Intact | Envelope::TimesMissing => {}
            Envelope::Missing => {
                self.step(
                    Step::new("step-envelope-missing", &[adj.envelope_missing])
                        .side("side", sealer),
                );
                self.restart_clock(sealer);
                // A player late for the resumption is late whether or not the envelope is
                // there: the default time (2009: the hour) counts for him all the same.
                if let Absent::Player(late) = resume.absent {
                    let limit = self.resumption_limit();
                    if resume.minutes_late.is_none_or(|m| m > limit) {
                        self.lost_by_lateness(late, resume);
                        return Ok(());
                    }
                    self.clock_ran(late, resume.minutes_late.unwrap_or(0), adj.late);
                    self.time_ran_out(late);
                    if self.ended {
                        return Ok(());
                    }
                }
                self.ruling.actions.push(Action::PlayOn);
                // The move he states he sealed is the one he must now make on the board.
                if let Sealed::Move(_, text) = &envelope {
                    self.ruling.obligation = Some(Obligation::PlayMove(text.clone()));
                }
                return Ok(());
            }
            Envelope::PositionLost => {
                self.step(Step::new(
                    "step-adjourned-position-lost",
                    &[adj.position_lost],
                ));
                self.ruling.actions.push(Action::NewGame);
                self.close();
                return Ok(());
            }
        }
        let limit = self.resumption_limit();
        let too_late = resume.minutes_late.is_none_or(|m| m > limit);
        let minutes = resume.minutes_late.unwrap_or(0);
        match resume.absent {
            Absent::Nobody => {
                self.step(
                    Step::new(
                        "step-resume-replier-present",
                        &[adj.open_when_present, adj.replier_present],
                    )
                    .side("side", replier),
                );
                self.open_envelope(sealer, envelope);
            }
            Absent::Player(absent) if absent == replier => {
                self.step(
                    Step::new(
                        "step-resume-replier-absent",
                        &[adj.replier_absent, adj.open_when_present],
                    )
                    .side("side", replier),
                );
                if too_late {
                    self.late_for_resumption(replier, sealer, envelope, resume);
                } else {
                    self.clock_ran(replier, minutes, adj.replier_absent);
                    self.open_envelope(sealer, envelope);
                    self.time_ran_out(replier);
                }
            }
            Absent::Player(_) => {
                self.step(
                    Step::new(
                        "step-resume-sealer-absent",
                        &[adj.open_when_present, adj.sealer_absent],
                    )
                    .side("side", sealer),
                );
                if too_late {
                    self.late_for_resumption(sealer, sealer, envelope, resume);
                    return Ok(());
                }
                self.open_envelope(sealer, envelope);
                if resume.reply_sealed && !self.ended {
                    self.step(
                        Step::new("step-reply-sealed", &[adj.sealer_absent]).side("side", replier),
                    );
                    self.clock_ran(sealer, minutes, adj.sealer_absent);
                    self.time_ran_out(sealer);
                }
            }
            Absent::Both => {
                let article = adj.neither_present.filter(|_| limit > 0);
                match (article, adj.limit) {
                    // Neither ever comes: each is a player who arrives too late, and each
                    // loses (2009 Adj.10; later, the default time).
                    _ if resume.minutes_late.is_none() && resume.arbiter == Discretion::Default => {
                        self.step(Step::new("step-resume-both-too-late", &[adj.late]));
                        self.end(Score::BOTH_LOSE);
                    }
                    (None, ResumptionLimit::DefaultTime) => {
                        // Neither player is there and the default time is zero: both are
                        // late, which no provision settles; the arbiter decides.
                        self.step(Step::new("step-resume-both-late", &[adj.late]));
                        self.ruling.result = GameResult::Undecided;
                        self.close();
                    }
                    (article, _) => {
                        let article = article.unwrap_or(adj.replier_absent);
                        self.step(
                            Step::new("step-resume-neither-present", &[article])
                                .side("side", replier),
                        );
                        if too_late {
                            self.late_for_resumption(replier, sealer, envelope, resume);
                        } else if resume.arbiter == Discretion::Otherwise
                            && adj.neither_present.is_some()
                        {
                            // "Unless the arbiter decides otherwise" (2014 E.10b, 2018 I.11):
                            // the case says he did, so the time is not charged to the replier.
                            self.step(
                                Step::new("step-resume-neither-present-otherwise", &[article])
                                    .side("side", replier),
                            );
                            self.open_envelope(sealer, envelope);
                        } else {
                            self.clock_ran(replier, minutes, article);
                            self.open_envelope(sealer, envelope);
                            self.time_ran_out(replier);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// How many minutes a player may be late for the resumption.
    fn resumption_limit(&self) -> u32 {
        match self.rules.adjournment.limit {
            ResumptionLimit::Minutes(m) => m,
            ResumptionLimit::DefaultTime => self
                .regs
                .default_time_minutes
                .unwrap_or(self.rules.default_time.when_silent_minutes),
        }
    }

    /// A clock that the time taken for an absence or an early adjournment has run down to
    /// zero: the player's flag has fallen.
    fn time_ran_out(&mut self, side: Color) {
        self.flag_if_clock_emptied(side, "step-adjourned-time-ran-out");
    }

    /// The absent player's clock ran until he arrived.
    fn clock_ran(&mut self, side: Color, minutes: u32, article: &'static str) {
        if minutes == 0 {
            return;
        }
        self.step(
            Step::new(
                "step-resume-clock-ran",
                &[article, self.rules.adjournment.timing],
            )
            .side("side", side)
            .arg("minutes", Arg::Count(u64::from(minutes))),
        );
        self.deduct(side, u64::from(minutes) * 60);
    }

    /// A player arrives too late for the resumption (or not at all): he loses, unless the
    /// arbiter decides otherwise or the sealed move already ended the game.
    fn late_for_resumption(&mut self, late: Color, sealer: Color, envelope: Sealed, r: &Resume) {
        let adj = self.rules.adjournment;
        let minutes = Arg::Count(u64::from(r.minutes_late.unwrap_or(0)));
        if r.arbiter == Discretion::Otherwise && r.minutes_late.is_some() {
            self.step(
                Step::new("step-resumption-late-excused", &[adj.late, adj.timing])
                    .side("side", late)
                    .arg("minutes", minutes),
            );
            self.clock_ran(late, r.minutes_late.unwrap_or(0), adj.late);
            self.open_envelope(sealer, envelope);
            self.time_ran_out(late);
            return;
        }
        // From 2014 a conclusion the sealed move brought stands whoever is late; in 2009 only
        // when the late player is the one who sealed it.
        let conclusion_stands = matches!(adj.limit, ResumptionLimit::DefaultTime) || late == sealer;
        if conclusion_stands && let Sealed::Move(..) = envelope {
            self.open_envelope(sealer, envelope.clone());
            if self.ended {
                let won = matches!(self.ruling.result, GameResult::Over(s) if s != Score::DRAW);
                // The head says the late sealer's game may be decided otherwise; the item
                // says how.
                let mut articles = vec![adj.late];
                articles.extend(
                    adj.late_conclusion
                        .map(|[mate, draw]| if won { mate } else { draw }),
                );
                self.step(Step::new(
                    "step-resumption-late-conclusion-stands",
                    &articles,
                ));
                return;
            }
        }
        self.lost_by_lateness(late, r);
    }

    /// The player came after the time the Laws allow for the resumption (or never came): he
    /// loses.
    fn lost_by_lateness(&mut self, late: Color, r: &Resume) {
        let adj = self.rules.adjournment;
        let id = if r.minutes_late.is_some() {
            "step-resumption-late-loses"
        } else {
            "step-resumption-absent-loses"
        };
        self.step(
            Step::new(id, &[adj.late, adj.timing])
                .side("side", late)
                .arg(
                    "minutes",
                    Arg::Count(u64::from(r.minutes_late.unwrap_or(0))),
                )
                .arg("limit", Arg::Count(u64::from(self.resumption_limit()))),
        );
        self.end(Score::win_for(!late));
    }

    /// The clock starts again for `side` (the envelope opened, or play resumed without it).
    fn restart_clock(&mut self, side: Color) {
        if let Some(clock) = &mut self.clock {
            clock.resume();
            clock.running = Some(side);
        }
    }

    /// The envelope is opened: the sealed move is made on the board and the opponent's clock
    /// started, or the record of the move is found defective and the sealer loses.
    fn open_envelope(&mut self, sealer: Color, envelope: Sealed) {
        let adj = self.rules.adjournment;
        let flag_result = self.arts().flag_result;
        let (article, text) = match envelope {
            Sealed::Move(mv, text) => {
                self.step(
                    Step::new("step-sealed-move-made", &[adj.replier_present])
                        .side("side", sealer)
                        .arg("move", Arg::Move(text)),
                );
                if let Board::Legal(record) = &mut self.board
                    && record.play(mv).is_ok()
                {
                    self.last_move = mv.from().map(|f| (f, mv.to()));
                    self.new_turn();
                }
                if !self.automatic_ending() {
                    self.restart_clock(!sealer);
                }
                return;
            }
            Sealed::Ambiguous(text) => (adj.defective[0], text),
            Sealed::Unreadable => (adj.defective[1], String::new()),
            Sealed::Illegal(text) => (adj.defective[2], text),
        };
        let id = match article {
            a if a == adj.defective[0] => "step-sealed-move-ambiguous",
            a if a == adj.defective[1] => "step-sealed-move-unreadable",
            _ => "step-sealed-move-illegal",
        };
        self.step(
            Step::new(id, &[article])
                .side("side", sealer)
                .arg("move", Arg::Move(text)),
        );
        self.lose_unless_unwinnable(sealer, &[article, flag_result]);
    }

    /// On resumption a player says a clock shows the time used wrongly.
    pub(in crate::laws) fn on_resumption_clocks(
        &mut self,
        c: ClockComplaint,
    ) -> Result<(), MoveError> {
        if self.adjourned.is_none() {
            return Err(MoveError::NotAdjourned);
        }
        let article = self.rules.adjournment.clock_error;
        let (id, verdict) = match (c.before_first_move, c.established, c.arbiter) {
            (false, _, _) => ("step-clock-error-too-late", ClaimVerdict::NotAdmissible),
            (true, true, _) => ("step-clock-error-corrected", ClaimVerdict::Upheld),
            (true, false, Discretion::Otherwise) => {
                ("step-clock-error-arbiter-corrects", ClaimVerdict::Upheld)
            }
            (true, false, Discretion::Default) => {
                ("step-clock-error-not-established", ClaimVerdict::Rejected)
            }
        };
        self.step(Step::new(id, &[article]).side("side", c.by));
        self.ruling.claim = Some(verdict);
        if verdict != ClaimVerdict::Upheld {
            self.ruling.actions.push(Action::PlayOn);
        }
        Ok(())
    }
}
