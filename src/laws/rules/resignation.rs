//! Resignation (5.1.2): the opponent wins; since 2023 a draw when he cannot checkmate.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::ruling::Score;
use crate::laws::step::Step;

impl Arbiter {
    /// A player resigns.
    pub(in crate::laws) fn on_resign(&mut self, by: Color) {
        let a = self.arts();
        self.step(Step::new("step-resignation", &[a.resignation]).side("side", by));
        if self.rules.resignation_drawn_if_unwinnable {
            self.lose_unless_unwinnable(by, &[a.resignation]);
        } else {
            self.end(Score::win_for(!by));
        }
    }
}
