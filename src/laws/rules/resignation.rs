//! Resignation (5.1.2): the opponent wins; since 2023 a draw when he cannot checkmate. Only
//! a declared resignation ends the game: a silent gesture is what the arbiter establishes it
//! to have been.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::event::Gesture;
use crate::laws::ruling::Score;
use crate::laws::step::Step;

impl Arbiter {
    /// A player resigns, or makes a gesture that the arbiter must read.
    pub(in crate::laws) fn on_resign(&mut self, by: Color, gesture: Option<Gesture>) {
        let a = self.arts();
        if let Some(gesture) = gesture {
            let (id, articles) = match gesture {
                Gesture::Resignation => ("step-gesture-resignation", vec![a.resignation]),
                Gesture::DrawOffer => {
                    ("step-gesture-draw-offer", vec![a.resignation, a.draw_offer])
                }
                Gesture::Nothing => ("step-gesture-nothing", vec![a.resignation]),
            };
            self.step(Step::new(id, &articles).side("side", by));
            if gesture != Gesture::Resignation {
                return;
            }
        }
        self.step(Step::new("step-resignation", &[a.resignation]).side("side", by));
        // The opponent's clock may show zero: a flag nobody saw or claimed counts for nothing
        // (6.8), so it cannot turn the resignation into a win on time.
        if self.clock.as_ref().is_some_and(|c| c.flag_down(!by)) {
            self.step(
                Step::new("step-resignation-flag-unnoticed", &[a.flag_observed]).side("side", !by),
            );
        }
        if self.rules.resignation_drawn_if_unwinnable {
            self.lose_unless_unwinnable(by, &[a.resignation]);
        } else {
            self.end(Score::win_for(!by));
        }
    }
}
