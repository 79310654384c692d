//! A complaint that the opponent distracts or annoys the claimant (2009 12.6, from 2014
//! 11.5): noise, unreasonable claims or draw offers, anything that disturbs. Whether the
//! facts are as the claimant says is the arbiter's finding, which the case states.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::QuickplayJudgement;
use crate::laws::ruling::ClaimVerdict;
use crate::laws::step::Step;

impl Arbiter {
    /// The claimant complains of disturbance by his opponent: founded (the default), the
    /// arbiter may penalise the opponent (12.9; 2009 13.4); found unfounded, it is rejected.
    pub(in crate::laws) fn disturbance_claim(
        &mut self,
        claimant: Color,
        judgement: Option<QuickplayJudgement>,
    ) -> ClaimVerdict {
        let a = self.arts();
        let offender = !claimant;
        if judgement == Some(QuickplayJudgement::Reject) {
            self.step(
                Step::new("step-disturbance-unfounded", &[a.distraction]).side("side", claimant),
            );
            return ClaimVerdict::Rejected;
        }
        self.step(
            Step::new("step-disturbance-founded", &[a.distraction, a.penalties])
                .side("side", offender),
        );
        self.may_penalise(offender);
        ClaimVerdict::Upheld
    }
}
