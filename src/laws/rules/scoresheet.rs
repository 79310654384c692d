//! What the players do with their scoresheets (Article 8): moves written in advance, a move
//! made before the previous one is recorded, a draw offer left unmarked, other writing on
//! the scoresheet, a defective electronic scoresheet (2023), a scoresheet kept from the
//! arbiter's sight (8.2) or written in another notation than algebraic (Appendix C), an
//! assistant who keeps score for a player unable to (8.1.6), a move
//! made after a flag fell before the scoresheet is brought up to date (8.5.2), the draw-offer
//! sign written with no offer made (which makes none), and the
//! result both players sign, which stands even if incorrect unless the arbiter decides
//! otherwise (8.7).

use shakmaty::{ByColor, Color};

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::Ground;
use crate::laws::event::{Discretion, OpponentScore, PenaltyChoice, RecordingAct};
use crate::laws::rules::recording::RecordingDuty;
use crate::laws::ruling::{Action, GameResult, Penalty, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A player does something with his scoresheet.
    pub(in crate::laws) fn on_scoresheet(
        &mut self,
        by: Color,
        act: RecordingAct,
        penalty: Option<PenaltyChoice>,
    ) {
        let c = self.rules.conduct;
        let (id, article) = match act {
            RecordingAct::MarkWithoutOffer => {
                self.mark_without_offer(by);
                return;
            }
            RecordingAct::MoveInAdvance => ("step-record-in-advance", c.record_in_advance),
            // Both belong to the duty to record, which a player in rapid or blitz, or short
            // of time without an increment, does not have.
            RecordingAct::MoveBeforeRecording | RecordingAct::OfferNotMarked => {
                let (id, article) = if act == RecordingAct::OfferNotMarked {
                    ("step-record-offer-mark", c.offer_mark)
                } else {
                    ("step-record-before-next-move", c.record_before_next)
                };
                if self.must_record(by) != Some(true) {
                    self.step(
                        Step::new("step-record-not-required-now", &[article]).side("side", by),
                    );
                    self.ruling.allowed = Some(true);
                    return;
                }
                (id, article)
            }
            // The duty arises only once a flag counts as fallen, seen by the arbiter or
            // validly claimed (6.8): a clock at zero that nobody has looked at is not yet
            // one. It binds the player who used the relief of 8.4; rapid and blitz players
            // have no duty the Laws enforce.
            RecordingAct::NotUpdatedAfterFlag => match self.recording_duty(by) {
                RecordingDuty::None => {
                    self.must_record(by);
                    self.ruling.allowed = Some(true);
                    return;
                }
                _ if !self.flag_fell => {
                    self.step(
                        Step::new(
                            "step-record-update-before-any-flag",
                            &[c.update_after_flag, self.arts().flag_observed],
                        )
                        .side("side", by),
                    );
                    self.ruling.allowed = Some(true);
                    return;
                }
                // A player who never had the relief (an increment of 30 seconds or more)
                // breaks the plain duty to record each move before the next.
                RecordingDuty::EveryMove(_) => {
                    ("step-record-before-next-move", c.record_before_next)
                }
                RecordingDuty::WithRelief => ("step-record-update-after-flag", c.update_after_flag),
            },
            RecordingAct::RefusesToSign => ("step-record-refuses-to-sign", c.signed_result),
            RecordingAct::Illegible => ("step-record-illegible", self.arts().recording_duty),
            RecordingAct::OtherPaper => ("step-record-other-paper", self.arts().recording_duty),
            RecordingAct::Kept => ("step-record-kept", c.scoresheet_property),
            RecordingAct::NotesOnScoresheet => ("step-record-scoresheet-use", c.scoresheet_use),
            RecordingAct::Hidden => ("step-record-hidden", c.scoresheet_visible),
            RecordingAct::ReplyBeforeRecording => {
                // The Laws let him answer first; what they require is that his own move is on
                // the scoresheet before he makes the next one.
                self.step(
                    Step::new("step-record-reply-first", &[c.record_before_next]).side("side", by),
                );
                self.ruling.allowed = Some(true);
                self.conduct.clear(by, Ground::Recording);
                return;
            }
            RecordingAct::AsksForScoresheet => {
                let a = self.arts();
                let step = match (self.recording_duty(by), a.scoresheet_on_request) {
                    (RecordingDuty::None, Some(article)) => {
                        self.ruling.actions.push(Action::ProvideScoresheet);
                        Step::new("step-record-scoresheet-on-request", &[article])
                    }
                    (RecordingDuty::None, None) => Step::new(
                        "step-record-scoresheet-request-no-rule",
                        &[a.rapid_recording],
                    )
                    .arg("edition", Arg::Edition(self.rules.edition)),
                    // A player who must record has the scoresheet of the competition already.
                    _ => Step::new(
                        "step-record-scoresheet-request-recording",
                        &[a.recording_duty],
                    ),
                };
                self.step(step.side("side", by));
                self.ruling.allowed = Some(true);
                return;
            }
            RecordingAct::ClockTimes => {
                self.step(
                    Step::new("step-record-clock-times", &[c.scoresheet_use]).side("side", by),
                );
                self.ruling.allowed = Some(true);
                self.conduct.clear(by, Ground::Recording);
                return;
            }
            RecordingAct::BorrowsOpponents => {
                // The article that obliges him to update after a flag lets him use the
                // opponent's scoresheet for it, on his own move; at any other time it is not
                // his to take.
                // Where both stopped, the clock is paused and both update together (8.5.1).
                let both = self.stopped_recording.white && self.stopped_recording.black;
                let allowed = self.flag_fell && (self.board.turn() == by || both);
                let id = if allowed && both && self.board.turn() != by {
                    "step-record-borrow-both-stopped"
                } else if allowed {
                    "step-record-borrow-allowed"
                } else if self.flag_fell {
                    "step-record-borrow-not-his-move"
                } else {
                    "step-record-borrow-before-flag"
                };
                let article = if id == "step-record-borrow-both-stopped" {
                    c.both_update_after_flag
                } else {
                    c.update_after_flag
                };
                self.step(Step::new(id, &[article]).side("side", by));
                self.ruling.allowed = Some(allowed);
                if allowed {
                    self.conduct.clear(by, Ground::Recording);
                } else {
                    self.conduct
                        .note(by, Ground::Recording, c.update_after_flag);
                    self.penalisable(by, penalty);
                }
                return;
            }
            RecordingAct::ScoringAssistant => {
                // The duty to record is his; an assistant the arbiter accepts discharges it,
                // and the time the arrangement costs is made up on his clock.
                self.step(
                    Step::new("step-record-scoring-assistant", &[c.scoring_assistant])
                        .side("side", by),
                );
                self.ruling.actions.push(Action::AdjustClock(by));
                self.ruling.allowed = Some(true);
                self.conduct.clear(by, Ground::Recording);
                return;
            }
            RecordingAct::NationalLetters => {
                // Appendix C lets each player abbreviate the pieces as his own language does.
                self.step(
                    Step::new("step-record-national-letters", &[c.notation]).side("side", by),
                );
                self.ruling.allowed = Some(true);
                // A complaint about it is answered by this finding.
                self.conduct.clear(by, Ground::Recording);
                return;
            }
            RecordingAct::NonAlgebraic => {
                // The Laws prescribe the step: he is warned of the requirement (Appendix C),
                // unless the case says the arbiter chose another.
                let duty = self.arts().recording_duty;
                self.step(
                    Step::new("step-record-non-algebraic", &[duty, c.notation]).side("side", by),
                );
                self.ruling.allowed = Some(false);
                self.conduct.note(by, Ground::Recording, c.notation);
                let warning = PenaltyChoice {
                    penalty: Penalty::Warning,
                    time: None,
                    opponent_scores: OpponentScore::Win,
                };
                self.apply_penalty(by, penalty.unwrap_or(warning));
                return;
            }
            RecordingAct::ElectronicDefect => {
                match c.electronic_scoresheet {
                    Some(article) => {
                        self.step(
                            Step::new("step-electronic-scoresheet-replaced", &[article])
                                .side("side", by),
                        );
                        self.ruling.actions.push(Action::ReplaceScoresheet);
                    }
                    None => self.step(
                        Step::new(
                            "step-electronic-scoresheet-no-rule",
                            &[self.arts().recording_duty],
                        )
                        .arg("edition", Arg::Edition(self.rules.edition)),
                    ),
                }
                return;
            }
        };
        let mut articles = vec![article];
        if act == RecordingAct::OfferNotMarked {
            articles.extend(c.offer_mark_in_offers);
        }
        // Reminders or analysis on the scoresheet are notes, which no player may use during
        // play, besides a misuse of the sheet.
        if act == RecordingAct::NotesOnScoresheet {
            articles.push(c.assistance);
        }
        // Where the rule broken sits among the rules of conduct (2009 12.4), the article that
        // makes their infractions penalisable (2009 12.7) is the ruling's too.
        let articles = self.with_infraction(&articles);
        self.step(Step::new(id, &articles).side("side", by));
        self.ruling.allowed = Some(false);
        self.conduct.note(by, Ground::Recording, article);
        self.penalisable(by, penalty);
    }

    /// The players sign a result: it stands, even if incorrect, unless the arbiter decides
    /// otherwise.
    pub(in crate::laws) fn on_sign_result(
        &mut self,
        signed: Score,
        arbiter: Discretion,
        by: Option<Color>,
    ) {
        let article = self.rules.conduct.signed_result;
        let reached = match self.ruling.result {
            GameResult::Over(score) => Some(score),
            GameResult::Continues | GameResult::Undecided => None,
        };
        if let Some(side) = by {
            *self.signed.get_mut(side) = Some(signed);
            match *self.signed.get(!side) {
                // One player's word alone is no signed result: 8.7 needs both signatures.
                None => {
                    self.step(
                        Step::new("step-result-signed-by-one", &[article]).side("side", side),
                    );
                    return;
                }
                Some(other) if other != signed => {
                    self.signed_results_differ(reached, article);
                    return;
                }
                // Both have now signed the same result, each on his own.
                Some(_) => {}
            }
        } else {
            self.signed = ByColor::new_with(|_| Some(signed));
        }
        if reached == Some(signed) {
            self.step(Step::new("step-signed-result-agrees", &[article]));
            return;
        }
        match (arbiter, reached) {
            (Discretion::Default, _) => {
                self.step(Step::new("step-signed-result-stands", &[article]));
                self.end(signed);
            }
            (Discretion::Otherwise, Some(_)) => {
                self.step(Step::new("step-signed-result-corrected", &[article]));
            }
            (Discretion::Otherwise, None) => {
                self.step(Step::new("step-signed-result-arbiter-decides", &[article]));
                self.ruling.result = GameResult::Undecided;
                self.ended = true;
            }
        }
    }

    /// The players have signed (or reported) different results: there is no result both
    /// signed, so 8.7 settles nothing. A result the game itself reached stands; otherwise the
    /// arbiter must establish what happened before any result is recorded.
    fn signed_results_differ(&mut self, reached: Option<Score>, article: &'static str) {
        if reached.is_some() {
            self.step(Step::new("step-signed-results-differ-reached", &[article]));
        } else {
            self.step(Step::new("step-signed-results-differ", &[article]));
            self.ruling.result = GameResult::Undecided;
            self.ended = true;
        }
    }
}

impl Arbiter {
    /// `by` wrote the draw-offer sign without offering a draw. A draw is offered to the
    /// opponent (9.1.2.1; 2009 and 2014 9.1b(1)); the sign only records an offer made (8.1.5;
    /// 2014 8.1d with 9.1b(2); 2009 9.1b(2)), so it makes none: no offer stands.
    fn mark_without_offer(&mut self, by: Color) {
        let c = self.rules.conduct;
        let articles: Vec<&'static str> = [self.arts().draw_offer, c.offer_mark]
            .into_iter()
            .chain(c.offer_mark_in_offers)
            .collect();
        self.step(Step::new("step-record-mark-without-offer", &articles).side("side", by));
    }
}
