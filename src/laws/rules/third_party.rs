//! Others at the venue (2014 on 12.7, 2009 13.7a): a spectator, a team-mate, a captain or a
//! player of another game may tell only the arbiter of an irregularity he sees; one who
//! speaks to the players or otherwise interferes may be expelled from the playing venue.
//! What he pointed out still counts once the arbiter sees it or the opponent claims it. His own
//! phone used or ringing in the venue breaks a rule for everybody (2014 on 12.8, 2009 13.7b),
//! not the players' device rule.

use crate::laws::arbiter::Arbiter;
use crate::laws::event::{Bystander, Pointed, Told};
use crate::laws::ruling::{Action, Sanction};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A third party points out an irregularity.
    pub(in crate::laws) fn on_third_party(&mut self, who: Bystander, about: Pointed, told: Told) {
        let article = self.rules.conduct.bystanders;
        let name = Arg::Message(who.message_id());
        if about == Pointed::Device {
            self.bystander_device(who);
            return;
        }
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
            Pointed::Other | Pointed::Device => {}
        }
    }

    /// Someone who is not a player uses a phone or other communication device in the venue,
    /// or it rings: nobody may without the arbiter's authority (2014 on 12.8, 2009 13.7b),
    /// but the players' device rule (11.3.2, 2014 11.3b, 2009 12.3b) is not his, so neither
    /// player is penalised; the arbiter may expel the offender (12.7, 2009 13.7a).
    fn bystander_device(&mut self, who: Bystander) {
        let c = self.rules.conduct;
        let name = Arg::Message(who.message_id());
        self.step(
            Step::new("step-third-party-device", &[c.anybody_devices]).arg("who", name.clone()),
        );
        self.step(Step::new("step-third-party-device-expel", &[c.bystanders]).arg("who", name));
        self.ruling.allowed = Some(false);
        self.ruling.sanctions.push(Sanction::Expel(who));
        self.ruling.actions.push(Action::PlayOn);
    }
}
