//! An appeal against the arbiter's decision (2014 on 11.10, 2009 12.10): a player may
//! appeal unless the regulations of the event say otherwise, and signing the scoresheet does
//! not take the right away. The appeal does not change the ruling: the decision stands until
//! the appeals committee decides otherwise. In 2009 a decision on a quickplay-finish claim is
//! final, and no appeal lies against it.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::step::Step;

impl Arbiter {
    /// A player appeals against a decision of the arbiter.
    pub(in crate::laws) fn on_appeal(&mut self, by: Color) {
        let c = self.rules.conduct;
        if self.regs.no_appeal {
            self.step(Step::new("step-appeal-excluded", &[c.appeal]).side("side", by));
            self.ruling.allowed = Some(false);
            return;
        }
        // 2009 12.10 itself names the exception: a decision on a quickplay-finish claim is
        // final (10.2d).
        if let Some(final_decision) = c.quickplay_decision_final
            && self.quickplay_decided
        {
            self.step(
                Step::new("step-appeal-quickplay-final", &[final_decision, c.appeal])
                    .side("side", by),
            );
            self.ruling.allowed = Some(false);
            return;
        }
        // Signing the result is no waiver: the edition's article on the signed result is
        // cited with the appeal when the players have already signed.
        let signed = self.signed.white.is_some() || self.signed.black.is_some();
        let articles: &[&'static str] = if signed {
            &[c.appeal, c.signed_result]
        } else {
            &[c.appeal]
        };
        self.step(Step::new("step-appeal-allowed", articles).side("side", by));
        self.ruling.allowed = Some(true);
    }
}
