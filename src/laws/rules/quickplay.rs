//! Quickplay finishes (2009 Art. 10, 2014 App. G, 2018/2023 Guidelines III): where they
//! apply, the draw claim with under two minutes, and the request for an increment.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::{AfterFlag, Claim, Ground, QuickplayJudgement};
use crate::laws::clock::ClockTime;
use crate::laws::event::{OfferAnswer, OfferResponse};
use crate::laws::game_type::Regime;
use crate::laws::ruling::{Action, ClaimVerdict, Score};
use crate::laws::step::{Arg, Step};
use crate::laws::time_control::Bonus;

impl Arbiter {
    /// Whether the quickplay rules apply to this game and to `by`'s claim or request now;
    /// steps say why not.
    pub(in crate::laws) fn quickplay_applies(&mut self, by: Color) -> bool {
        let a = self.arts();
        let q = self.rules.quickplay;
        if q.needs_announcement && !self.regs.quickplay_announced {
            let articles: Vec<&'static str> = a.quickplay_announcement.into_iter().collect();
            self.step(Step::new("step-quickplay-not-announced", &articles));
            return false;
        }
        let blitz_ok = match self.regime {
            Regime::BlitzSupervised => q.supervised_blitz,
            Regime::BlitzUnsupervised => false,
            _ => true,
        };
        if !blitz_ok {
            self.step(Step::new(
                "step-quickplay-not-blitz",
                &[a.quickplay_exclusion],
            ));
            return false;
        }
        let has_bonus = self
            .clock
            .as_ref()
            .and_then(|c| c.control())
            .is_some_and(|tc| tc.final_bonus() != Bonus::None);
        if has_bonus && !q.with_increment {
            self.step(Step::new(
                "step-quickplay-not-with-increment",
                &[a.quickplay_exclusion],
            ));
            return false;
        }
        // A quickplay finish is the last period only, where all the remaining moves must be
        // made (2009 10.1, 2014 G.1, 2018 III.1): before it the next control still gives time.
        if self.clock.as_ref().is_some_and(|c| !c.in_last_period(by)) {
            self.step(
                Step::new("step-quickplay-not-final-period", &[a.quickplay_scope]).side("side", by),
            );
            return false;
        }
        // From 2014 the guidelines govern only a game that the announcement brought under
        // them and that their scope admits: say so, since both decide that they apply.
        if q.needs_announcement {
            let articles: Vec<&'static str> = a
                .quickplay_announcement
                .into_iter()
                .chain([a.quickplay_exclusion])
                .collect();
            self.step(Step::new("step-quickplay-applies", &articles));
        }
        true
    }

    /// Whether the claimant (or, with `request`, the player asking for an increment) is
    /// under the threshold (two minutes).
    pub(in crate::laws) fn under_threshold(&mut self, by: Color, request: bool) -> bool {
        let a = self.arts();
        let (id, article) = match a.quickplay_increment.filter(|_| request) {
            Some(article) => ("step-quickplay-request-not-under-threshold", article),
            None => ("step-quickplay-time-not-under-threshold", a.quickplay_claim),
        };
        let threshold = ClockTime::from_secs(u64::from(self.rules.quickplay.threshold_seconds));
        match self.remaining(by) {
            Some(t) if t < threshold && t > ClockTime::ZERO => true,
            // Under two minutes, but no time at all: the claim comes only before the flag falls.
            Some(t) if t == ClockTime::ZERO => {
                self.step(Step::new("step-quickplay-after-flag", &[article]).side("side", by));
                false
            }
            Some(t) => {
                self.step(
                    Step::new(id, &[article])
                        .side("side", by)
                        .arg("time", crate::laws::step::Arg::Clock(t)),
                );
                false
            }
            None => true,
        }
    }

    /// A draw claim with less than two minutes left, already admitted: the arbiter agrees,
    /// postpones or rejects (in 2009 a claim not agreed counts as a draw offer, 9.1b(3)).
    pub(in crate::laws) fn quickplay_claim(&mut self, claim: &Claim) -> ClaimVerdict {
        let a = self.arts();
        // The claim is open where the request for an increment does not apply (2014 G.5,
        // III.5): with a clock that can add one at hand, it does.
        if let (Some(true), Some(request)) = (self.regs.increment_clock, a.quickplay_increment) {
            self.step(
                Step::new(
                    "step-quickplay-claim-gives-way",
                    &[a.quickplay_claim, request],
                )
                .side("side", claim.by),
            );
            return ClaimVerdict::NotAdmissible;
        }
        self.quickplay_decided = true;
        self.ruling.actions.push(Action::PauseClocks);
        let id = if claim.clock_stopped {
            "step-quickplay-claim-made"
        } else {
            "step-quickplay-claim-made-clock-running"
        };
        self.step(
            Step::new(id, &[a.quickplay_scope, a.quickplay_claim, a.stop_clock])
                .side("side", claim.by),
        );
        let award = self.rules.quickplay.award_seconds;
        let verdict = match claim
            .judgement
            .unwrap_or(QuickplayJudgement::Postpone { award: false })
        {
            QuickplayJudgement::Agree => {
                self.step(Step::new("step-quickplay-agree", &[a.quickplay_agree]));
                self.end(Score::DRAW);
                return ClaimVerdict::Upheld;
            }
            QuickplayJudgement::Postpone { award: give } => {
                self.postponed_quickplay = Some((claim.by, claim.after_flag));
                if give {
                    self.award(!claim.by, award);
                }
                self.step(if give {
                    Step::new("step-quickplay-postpone", &[a.quickplay_postpone])
                        .side("side", !claim.by)
                        .arg("seconds", Arg::Seconds(u64::from(award)))
                } else {
                    Step::new("step-quickplay-postpone-no-time", &[a.quickplay_postpone])
                });
                ClaimVerdict::Postponed
            }
            QuickplayJudgement::Reject => {
                self.award(!claim.by, award);
                self.step(
                    Step::new("step-quickplay-reject", &[a.quickplay_reject])
                        .side("side", !claim.by)
                        .arg("seconds", Arg::Seconds(u64::from(award))),
                );
                ClaimVerdict::Rejected
            }
        };
        if self.rules.quickplay.claim_is_offer {
            self.step(
                Step::new("step-claim-is-draw-offer", &[a.claim_is_offer]).side("side", claim.by),
            );
            self.open_offer = Some(claim.by);
            self.ruling.actions.push(Action::OfferStands(claim.by));
        }
        self.ruling.actions.push(Action::PlayOn);
        verdict
    }

    /// The claimant's flag falls while his quickplay claim is postponed: the arbiter now
    /// declares the result (2009 10.2b, 2014 G.5, Guidelines III.5.2), a draw if the
    /// position cannot be won by normal means. That is certain when the opponent has a lone
    /// minor piece or less and no pawn (such material never forces mate); anything more is
    /// the arbiter's judgement of the play, which the case does not give.
    pub(in crate::laws) fn decide_postponed_claim(&mut self, claimant: Color, finding: AfterFlag) {
        let a = self.arts();
        self.postponed_quickplay = None;
        match finding {
            AfterFlag::Pending => {}
            AfterFlag::Draw => {
                self.step(
                    Step::new("step-quickplay-found-draw", &[a.quickplay_postpone])
                        .side("side", !claimant),
                );
                self.record_verdict(claimant, Ground::Quickplay, ClaimVerdict::Upheld);
                self.end(Score::DRAW);
                return;
            }
            AfterFlag::Lost => {
                self.step(
                    Step::new("step-quickplay-found-lost", &[a.quickplay_postpone])
                        .side("side", !claimant),
                );
                self.record_verdict(claimant, Ground::Quickplay, ClaimVerdict::Rejected);
                self.lose_unless_unwinnable(claimant, &[a.flag_result]);
                return;
            }
        }
        let board = self.board.setup().board;
        let theirs = board.by_color(!claimant);
        let minors = (theirs & (board.knights() | board.bishops())).count();
        let heavy = theirs & (board.pawns() | board.rooks() | board.queens());
        if heavy.is_empty() && minors <= 1 {
            self.step(
                Step::new("step-quickplay-decided-draw", &[a.quickplay_postpone])
                    .side("side", !claimant),
            );
            self.record_verdict(claimant, Ground::Quickplay, ClaimVerdict::Upheld);
            self.end(Score::DRAW);
        } else {
            self.step(
                Step::new(
                    "step-quickplay-decided-by-judgement",
                    &[a.quickplay_postpone],
                )
                .side("side", !claimant),
            );
            self.ruling.result = crate::laws::ruling::GameResult::Undecided;
            self.close();
        }
    }

    /// A request for an increment (2014 G.4, Guidelines III.4), already admitted: it is a
    /// draw offer; if the opponent refuses and the arbiter agrees, both clocks get the
    /// increment and the opponent two minutes. The request is upheld when granted and
    /// rejected when refused; an accepted offer ends the game before the arbiter decides.
    pub(in crate::laws) fn increment_request(&mut self, claim: &Claim) -> Option<ClaimVerdict> {
        let a = self.arts();
        let by = claim.by;
        let article = a.quickplay_increment.unwrap_or(a.quickplay_claim);
        self.ruling.allowed = Some(true);
        self.step(Step::new("step-increment-request-is-offer", &[article]).side("side", by));
        if claim.response == OfferResponse::Accepted {
            self.open_offer = Some(by);
            self.on_answer(!by, OfferAnswer::Accept);
            if self.ended {
                return None;
            }
        }
        let verdict = if self.regs.increment_clock == Some(false) {
            // The request is for an increment "if possible" (G.4, III.4).
            self.step(Step::new("step-increment-no-clock", &[article]));
            ClaimVerdict::Rejected
        } else if claim.judgement.unwrap_or(QuickplayJudgement::Agree) == QuickplayJudgement::Agree
        {
            let q = self.rules.quickplay;
            self.ruling
                .actions
                .push(Action::SetIncrement(q.requested_increment_seconds));
            self.award(!by, q.award_seconds);
            self.step(
                Step::new("step-increment-granted", &[article])
                    .side("side", !by)
                    .arg(
                        "increment",
                        Arg::Seconds(u64::from(q.requested_increment_seconds)),
                    )
                    .arg("seconds", Arg::Seconds(u64::from(q.award_seconds))),
            );
            ClaimVerdict::Upheld
        } else {
            self.step(Step::new("step-increment-refused", &[article]));
            ClaimVerdict::Rejected
        };
        self.ruling.actions.push(Action::PlayOn);
        Some(verdict)
    }
}
