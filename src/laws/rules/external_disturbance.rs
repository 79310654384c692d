//! A game disturbed from outside (2014 on 12.5, 2009 13.5): no player is at fault, so nobody
//! is penalised, and the arbiter may give either or both players extra time; how much is his
//! decision, which the case states.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::clock::ClockTime;
use crate::laws::ruling::Action;
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// The game is disturbed from outside; `extra_white` and `extra_black` are the times the
    /// arbiter decides to add.
    pub(in crate::laws) fn on_external_disturbance(
        &mut self,
        extra_white: Option<ClockTime>,
        extra_black: Option<ClockTime>,
    ) {
        let article = self.rules.conduct.external_disturbance;
        self.step(Step::new("step-external-disturbance", &[article]));
        let mut given = false;
        for (side, extra) in [(Color::White, extra_white), (Color::Black, extra_black)] {
            let Some(time) = extra.filter(|t| t.secs() > 0) else {
                continue;
            };
            given = true;
            *self.ruling.added.get_mut(side) =
                self.ruling.added.get(side).saturating_add(time.secs());
            if let Some(clock) = &mut self.clock {
                clock.add(side, time);
            }
            self.step(
                Step::new("step-external-time-awarded", &[article])
                    .side("side", side)
                    .arg("seconds", Arg::Seconds(time.secs())),
            );
        }
        if !given {
            self.step(Step::new("step-external-no-time", &[article]));
        }
        self.ruling.actions.push(Action::PlayOn);
    }
}
