//! Others at the venue (2014 on 12.7, 2009 13.7a): a spectator, a team-mate, a captain or a
//! player of another game may tell only the arbiter of an irregularity he sees; one who
//! speaks to the players or otherwise interferes may be expelled from the playing venue.
//! What he pointed out still counts once the arbiter sees it or the opponent claims it.

use crate::laws::arbiter::Arbiter;
use crate::laws::event::{Bystander, Pointed, Told};
use crate::laws::ruling::Sanction;
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A third party points out an irregularity.
    pub(in crate::laws) fn on_third_party(&mut self, who: Bystander, about: Pointed, told: Told) {
        let article = self.rules.conduct.bystanders;
        let name = Arg::Message(who.message_id());
        match told {
            Told::Arbiter => {
                self.step(Step::new("step-third-party-tells-arbiter", &[article]).arg("who", name));
                self.ruling.allowed = Some(true);
            }
            Told::Players => {
                self.step(Step::new("step-third-party-interferes", &[article]).arg("who", name));
                self.ruling.allowed = Some(false);
                self.ruling.sanctions.push(Sanction::Expel(who));
            }
        }
        let a = self.arts();
        match about {
            Pointed::Flag => {
                self.step(Step::new(
                    "step-third-party-flag-still-counts",
                    &[a.flag_observed],
                ));
            }
            Pointed::IllegalMove => self.step(Step::new(
                "step-third-party-illegal-move-still-counts",
                &[a.illegal_restore],
            )),
            Pointed::Other => {}
        }
    }
}
