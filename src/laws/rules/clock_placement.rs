//! Where the chessclock stands: the arbiter decides it before the game, and a player who
//! moves it elsewhere has no say in it.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::ruling::ClaimVerdict;
use crate::laws::step::Step;

impl Arbiter {
    /// The claimant complains that his opponent moved the chessclock from where the arbiter
    /// placed it: the place is the arbiter's decision (6.5; 2009 6.4), so he puts the clock
    /// back. The Laws name no penalty for it.
    pub(in crate::laws) fn clock_placement_claim(&mut self, claimant: Color) -> ClaimVerdict {
        let a = self.arts();
        self.step(
            Step::new("step-clock-placement-claim", &[a.clock_placement])
                .side("side", !claimant)
                .side("claimant", claimant),
        );
        self.ruling.allowed = Some(false);
        ClaimVerdict::Upheld
    }
}
