//! What one player says happened and the other denies, with nobody else to confirm it: a
//! "j'adoube" one says he said, a handshake one calls an agreement, a resignation one denies.
//! The Laws give the arbiter no presumption for either side; he rules on the facts he can
//! establish, so the alleged fact neither obliges, nor ends, nor penalises anything.

use crate::laws::arbiter::Arbiter;
use crate::laws::step::Step;

impl Arbiter {
    /// A fact the arbiter cannot establish: it changes nothing, and the ruling says so.
    pub(in crate::laws) fn on_alleged(&mut self) {
        self.step(Step::new("step-not-established", &[]));
    }
}
