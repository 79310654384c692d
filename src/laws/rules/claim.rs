//! Claims of every ground: whether the claim may be made at all (the one place that decides
//! admissibility, from the edition's table of grounds and conditions), which rule examines it,
//! and the verdict it gets. A claim the arbiter cannot admit is not examined: no penalty, no
//! draw offer, no change to the game.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::{Claim, ClaimMoment, ClaimOutcome, Evidence, Ground};
use crate::laws::editions::Condition;
use crate::laws::event::{Irregularity, OfferAnswer, OfferResponse};
use crate::laws::game_type::GameType;
use crate::laws::ruling::{Action, ClaimVerdict};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A player's claim or complaint.
    pub(in crate::laws) fn on_claim(&mut self, claim: &Claim) {
        if !self.admit(claim) {
            // A request that may not be made is one the player is not allowed to make.
            if claim.ground == Ground::Increment {
                self.ruling.allowed = Some(false);
            }
            self.record_verdict(claim.by, claim.ground, ClaimVerdict::NotAdmissible);
            return;
        }
        // The opponent accepted the draw offer the claim makes before the arbiter examined
        // it: the game is drawn by agreement, and there is no claim left to examine.
        if !claim.examination.examined
            && claim.response == OfferResponse::Accepted
            && claim.ground.is_draw_claim()
            && claim.ground != Ground::Increment
        {
            let a = self.arts();
            self.step(
                Step::new("step-claim-offer-accepted-unexamined", &[a.claim_is_offer])
                    .side("side", claim.by),
            );
            self.open_offer = Some(claim.by);
            self.on_answer(!claim.by, OfferAnswer::Accept);
            return;
        }
        let verdict = match claim.ground {
            Ground::Threefold | Ground::FiftyMoves => self.repetition_or_fifty(claim),
            Ground::Quickplay => Some(self.quickplay_claim(claim)),
            Ground::Increment => self.increment_request(claim),
            Ground::TouchMove => Some(self.touch_move_claim(claim.by)),
            Ground::IllegalMove => Some(self.illegal_move_claim(claim.by)),
            Ground::Flag => self.flag_claim_as_made(claim),

            Ground::WrongSetup
            | Ground::WrongOrientation
            | Ground::ReversedColours
            | Ground::WrongClockSetting
            | Ground::WrongClockTimes
            | Ground::DisplacedPieces => Some(self.irregularity_claim(claim)),
            Ground::ClockHandling => Some(self.clock_handling_claim(claim.by, claim.act)),
            Ground::Adjust => Some(self.adjust_claim(claim.by)),
            Ground::ClockPlacement => Some(self.clock_placement_claim(claim.by)),
            Ground::Device
            | Ground::Recording
            | Ground::Disturbance
            | Ground::Assistance
            | Ground::Leaving
            | Ground::Smoking => self.conduct_claim(claim),
        };
        if let Some(verdict) = verdict {
            self.record_verdict(claim.by, claim.ground, verdict);
        }
        // The opponent's answer to the draw offer the claim made, if the scenario gives it
        // with the claim.
        let answer = match claim.response {
            OfferResponse::Accepted => Some(OfferAnswer::Accept),
            OfferResponse::Declined => Some(OfferAnswer::Decline),
            OfferResponse::None => None,
        };
        if let Some(answer) = answer
            && self.open_offer == Some(claim.by)
            && !self.ended
        {
            self.on_answer(!claim.by, answer);
        }
    }

    /// Records the verdict on a claim: the ruling's verdict is the last one given.
    pub(in crate::laws) fn record_verdict(
        &mut self,
        by: Color,
        ground: Ground,
        verdict: ClaimVerdict,
    ) {
        self.ruling.claim = Some(verdict);
        let outcome = ClaimOutcome {
            by,
            ground,
            verdict,
        };
        // One claim answered by two rules (the illegal move the claim brings to the arbiter,
        // then the claim itself) is still one claim.
        if self.ruling.claims.last() != Some(&outcome) {
            self.ruling.claims.push(outcome);
        }
    }

    /// Whether the claim may be made now, by the edition's conditions for its ground; the
    /// first condition it fails is said as the reason it is not examined.
    fn admit(&mut self, claim: &Claim) -> bool {
        if claim.evidence == Evidence::Display {
            let a = self.arts();
            self.step(
                Step::new("step-claim-on-display", &[a.display_claims]).side("side", claim.by),
            );
            return false;
        }
        let Some(conditions) = self.rules.claims.admission(claim.ground) else {
            // Only the increment request is missing from an edition (2009).
            let a = self.arts();
            self.step(Step::new(
                "step-increment-request-not-in-edition",
                &[a.quickplay_claim],
            ));
            return false;
        };
        conditions.iter().all(|c| self.meets(*c, claim))
    }

    /// Whether the claim meets one condition; if not, the step that says why.
    fn meets(&mut self, condition: Condition, claim: &Claim) -> bool {
        let by = claim.by;
        let blitz = self.game_type() == GameType::Blitz;
        let articles = condition.articles(self.rules, claim.ground, blitz);
        match condition {
            Condition::HavingTheMove => {
                if claim.moment == ClaimMoment::BeforeMoving && self.board.turn() == by {
                    return true;
                }
                // Why he lacks it: his own move, once made, gave the move to his opponent.
                let articles: Vec<&'static str> = articles
                    .into_iter()
                    .chain([self.arts().have_the_move])
                    .collect();
                self.step(Step::new("step-claim-not-having-the-move", &articles).side("side", by));
                self.ruling.actions.push(Action::PlayOn);
                false
            }
            Condition::NoTouchBeforeDrawClaim | Condition::NoTouchSinceBreach => {
                if !*self.touched_this_turn.get(by) {
                    return true;
                }
                let id = if condition == Condition::NoTouchBeforeDrawClaim {
                    "step-claim-right-lost-by-touch"
                } else {
                    "step-touch-claim-lost"
                };
                self.step(Step::new(id, &articles).side("side", by));
                false
            }
            Condition::QuickplayRules => self.quickplay_applies(by),
            Condition::UnderTwoMinutes => {
                self.under_threshold(by, claim.ground == Ground::Increment)
            }
            Condition::BeforeOwnReply => {
                let pending = self.pending.as_ref().is_some_and(|p| p.offender != by);
                if pending
                    || self.stood_illegal.as_ref().map(|(offender, _)| *offender) != Some(!by)
                {
                    return true;
                }
                self.step(
                    Step::new("step-illegal-move-claim-too-late", &articles).side("side", by),
                );
                false
            }
            Condition::BeforeMoveLimit | Condition::ClockBeforeMoveLimit => {
                self.before_move_limit(claim)
            }
        }
    }

    /// The move limit of games without adequate supervision: once each player has completed
    /// it, no claim about the set-up, the board or the clock setting can be made (the clock
    /// setting may still be corrected where the schedule would otherwise suffer and the
    /// edition allows it). What the Laws still say then (no castling with a misplaced king
    /// or rook, the setting kept) is part of the answer.
    fn before_move_limit(&mut self, claim: &Claim) -> bool {
        let limit = self.rules.unsupervised.claim_limit_moves;
        let moves = self.moves_by_each();
        if !self.regime.is_unsupervised() {
            return true;
        }
        if moves < limit {
            // The limit is what lets the claim in: the ruling names it.
            let a = self.arts();
            let article = if claim.ground == Ground::WrongClockSetting {
                a.unsupervised_clock_setting
            } else {
                a.unsupervised_setup
            };
            self.step(
                Step::new("step-claim-within-move-limit", &[article])
                    .arg("count", Arg::Count(u64::from(limit))),
            );
            return true;
        }
        match claim.ground {
            Ground::WrongClockSetting
                if claim.schedule_at_risk && self.rules.unsupervised.schedule_exception =>
            {
                true
            }
            _ => {
                if let Some(what) = claim.irregularity() {
                    // A claim never names an earlier illegal move, the one finding that fails.
                    self.on_discover(what).unwrap_or_default();
                }
                false
            }
        }
    }

    /// A claim that the set-up, the board, the colours, the clock setting or the placement of
    /// pieces is wrong: the arbiter rules as if he had found it himself. A claim about the
    /// colours after the limit of 7.3 changes nothing and is rejected, and so is one about
    /// clock times that were set right.
    fn irregularity_claim(&mut self, claim: &Claim) -> ClaimVerdict {
        if claim.ground == Ground::DisplacedPieces && self.displaced_by == Some(!claim.by) {
            return self.displaced_claim(claim.by);
        }
        let Some(what) = claim.irregularity() else {
            return ClaimVerdict::Rejected;
        };
        let actions_before = self.ruling.actions.len();
        // Colours kept and clock times found right are no irregularity the arbiter corrects.
        let may_find_none = matches!(
            what,
            Irregularity::ReversedColours { .. } | Irregularity::WrongClockTimes { .. }
        );
        self.on_discover(what).unwrap_or_default();
        let changed = self.ruling.actions[actions_before..]
            .iter()
            .any(|a| !matches!(a, Action::PlayOn | Action::KeepClockSetting));
        if may_find_none && !changed {
            ClaimVerdict::Rejected
        } else {
            ClaimVerdict::Upheld
        }
    }
}
