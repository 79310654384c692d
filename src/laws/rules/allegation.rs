//! What one player says happened and the other denies, with nobody else to confirm it: a
//! "j'adoube" one says he said, a handshake one calls an agreement, a resignation one denies.
//! The Laws give the arbiter no presumption for either side; he rules on the facts he can
//! establish, so the alleged fact neither obliges, nor ends, nor penalises anything.
//!
//! A flag that is not established is the arbiter's own finding that it has not fallen (a
//! display he misread, a mechanical flag still hanging): the clock's indication is what
//! counts, so the ruling cites the article that makes it conclusive.

use crate::laws::arbiter::Arbiter;
use crate::laws::event::Event;
use crate::laws::step::Step;

impl Arbiter {
    /// A fact the arbiter cannot establish: it changes nothing, and the ruling says so.
    pub(in crate::laws) fn on_alleged(&mut self, event: &Event) {
        let step = match event {
            Event::Flag { .. } | Event::BothFlags { .. } => {
                Step::new("step-flag-not-established", &[self.arts().defective_clock])
            }
            _ => Step::new("step-not-established", &[]),
        };
        self.step(step);
    }
}
