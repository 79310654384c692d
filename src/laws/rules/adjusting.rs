//! A complaint that the opponent adjusted pieces when he was not allowed to: only the player
//! having the move may adjust, after announcing it (4.2; from 2014 also only while his clock
//! runs, 6.2d / 6.2.5).

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::ruling::ClaimVerdict;
use crate::laws::step::Step;

impl Arbiter {
    /// The claimant complains that his opponent adjusted pieces: the adjustment of this turn,
    /// or, when the case shows none, one made as the complaint is brought.
    pub(in crate::laws) fn adjust_claim(&mut self, claimant: Color) -> ClaimVerdict {
        let a = self.arts();
        let offender = !claimant;
        let articles: Vec<&'static str> = [a.adjust].into_iter().chain(a.adjust_own_time).collect();
        let allowed = match self.adjusted {
            Some((who, allowed)) if who == offender => allowed,
            _ => self.board.turn() == offender,
        };
        if allowed {
            self.step(Step::new("step-adjust-claim-allowed", &articles).side("side", offender));
            return ClaimVerdict::Rejected;
        }
        let cited: Vec<&'static str> = articles.into_iter().chain([a.penalties]).collect();
        self.step(Step::new("step-adjust-claim-upheld", &cited).side("side", offender));
        self.may_penalise(offender);
        self.ruling.allowed = Some(false);
        ClaimVerdict::Upheld
    }
}
