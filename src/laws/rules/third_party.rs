//! Others at the venue (2014 on 12.7, 2009 13.7a): a spectator, a team-mate, a captain or a
//! player of another game may tell only the arbiter of an irregularity he sees; one who
//! speaks to the players or otherwise interferes may be expelled from the playing venue.
//! What he pointed out still counts once the arbiter sees it or the opponent claims it. His own
//! phone used or ringing in the venue breaks a rule for everybody (2014 on 12.8, 2009 13.7b),
//! not the players' device rule. One who disturbs the game or signals to a player may be
//! expelled; the players answer only for what they do themselves, and a draw he offers or
//! accepts in a player's name is no draw offer. Pieces he knocks over the arbiter puts back.

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::Ground;
use crate::laws::event::{Bystander, Irregularity, Pointed, Told};
use crate::laws::ruling::{Action, Sanction};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A third party points out an irregularity, or acts himself; what the arbiter had allowed
    /// him to do breaks nothing.
    pub(in crate::laws) fn on_third_party(
        &mut self,
        who: Bystander,
        about: Pointed,
        told: Told,
        permission: bool,
    ) {
        if who == Bystander::FinishedPlayer {
            // Once his own game is over he is one of the spectators, bound as they are.
            let c = self.rules.conduct;
            self.step(Step::new(
                "step-third-party-finished-player",
                &[c.finished_players, c.bystanders],
            ));
        }
        if about == Pointed::Access {
            return self.bystander_access(who, permission);
        }
        if permission {
            self.bystander_permitted(who);
            return;
        }
        let article = self.rules.conduct.bystanders;
        let name = Arg::Message(who.message_id());
        match about {
            Pointed::Device => return self.bystander_device(who),
            Pointed::Disturbance | Pointed::Signals => return self.bystander_act(who, about),
            Pointed::DrawOffer => return self.bystander_draw_offer(who),
            Pointed::Access => return self.bystander_access(who, false),
            Pointed::DisplacedPieces => return self.bystander_displaces(who),
            Pointed::Flag | Pointed::IllegalMove | Pointed::Other => {}
        }
        match told {
            Told::Arbiter => {
                self.step(Step::new("step-third-party-tells-arbiter", &[article]).arg("who", name));
                self.ruling.allowed = Some(true);
            }
            Told::Players => {
                self.step(Step::new("step-third-party-interferes", &[article]).arg("who", name));
                self.ruling.allowed = Some(false);
                self.expel(who);
            }
        }
        let a = self.arts();
        match about {
            // Where the arbiter does not call flags (2009 rapid and blitz without adequate
            // supervision, A4d1), a flag counts only on the opponent's valid claim, whoever
            // told the arbiter of it.
            Pointed::Flag
                if self.regime.is_unsupervised() && !self.rules.unsupervised.arbiter_calls_flag =>
            {
                let articles: Vec<&'static str> = a.unsupervised_arbiter_flag.into_iter().collect();
                self.step(Step::new("step-third-party-flag-needs-claim", &articles));
            }
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
            Pointed::Other
            | Pointed::Device
            | Pointed::Disturbance
            | Pointed::Signals
            | Pointed::DrawOffer
            | Pointed::Access
            | Pointed::DisplacedPieces => {}
        }
    }

    /// The arbiter had allowed what the bystander does (photographs in the permitted minutes,
    /// a device with his authority): no rule is broken, nobody is expelled, and no player is
    /// answerable for it (12.7 with 12.8; 2009 13.7).
    fn bystander_permitted(&mut self, who: Bystander) {
        let c = self.rules.conduct;
        self.step(
            Step::new("step-third-party-permitted", &[c.bystanders])
                .arg("who", Arg::Message(who.message_id())),
        );
        self.ruling.allowed = Some(true);
        self.ruling.actions.push(Action::PlayOn);
        self.bystanders_act_is_nobodys_offence(&[Ground::Disturbance]);
    }

    /// Someone enters the playing area. Only the arbiter may let in someone who is neither a
    /// player nor an arbiter (11.2.3.3; 2014 11.2c): without his permission the arbiter may
    /// remove him, and the players answer for nothing. A player of the competition is no
    /// outsider. 2009 has no such rule, and leaves it to the arbiter's duty that the players
    /// are not disturbed (13.2).
    fn bystander_access(&mut self, who: Bystander, permission: bool) {
        let c = self.rules.conduct;
        let name = Arg::Message(who.message_id());
        self.ruling.actions.push(Action::PlayOn);
        self.bystanders_act_is_nobodys_offence(&[Ground::Disturbance]);
        let Some(access) = c.access else {
            self.step(
                Step::new(
                    "step-third-party-access-no-rule",
                    &[c.players_not_disturbed],
                )
                .arg("who", name),
            );
            self.ruling.allowed = Some(true);
            return;
        };
        let (id, allowed) = match (who, permission) {
            (Bystander::OtherPlayer | Bystander::Official, _) => {
                ("step-third-party-access-player", true)
            }
            (_, true) => ("step-third-party-access-permitted", true),
            (_, false) => ("step-third-party-access", false),
        };
        self.step(Step::new(id, &[access]).arg("who", name));
        self.ruling.allowed = Some(allowed);
        if !allowed {
            self.expel(who);
        }
    }

    /// The arbiter may expel the offender from the venue; an official of the event (the
    /// arbiter himself, an organiser) is not expelled by the arbiter, and what he did is a
    /// matter for the chief arbiter or the organiser.
    fn expel(&mut self, who: Bystander) {
        if who == Bystander::Official {
            let c = self.rules.conduct;
            self.step(Step::new("step-third-party-official", &[c.arbiter_duty]));
        } else {
            self.ruling.sanctions.push(Sanction::Expel(who));
        }
    }

    /// What a bystander did is no player's offence: a complaint against either player about
    /// it (the disturbance it caused, the device that rang) is answered by it.
    fn bystanders_act_is_nobodys_offence(&mut self, grounds: &[Ground]) {
        for side in [shakmaty::Color::White, shakmaty::Color::Black] {
            for &ground in grounds {
                if self.conduct.committed(side, ground).is_none() {
                    self.conduct.clear(side, ground);
                }
            }
        }
    }

    /// Someone who is not a player disturbs the game or signals to a player: the players are
    /// not penalised for what he does (a player who uses the signals commits his own offence,
    /// an `assistance` event); the arbiter may expel him (12.7, 2009 13.7a).
    fn bystander_act(&mut self, who: Bystander, about: Pointed) {
        let c = self.rules.conduct;
        let name = Arg::Message(who.message_id());
        let id = if about == Pointed::Signals {
            "step-third-party-signals"
        } else {
            "step-third-party-disturbs"
        };
        // The arbiter's duty that the players are not disturbed (12.2.4; 2014 12.2d, 2009
        // 13.2) is what lets him act against someone who is not a player.
        let articles: &[&'static str] = if about == Pointed::Signals {
            &[c.bystanders]
        } else {
            &[c.players_not_disturbed, c.bystanders]
        };
        self.step(Step::new(id, articles).arg("who", name));
        self.ruling.allowed = Some(false);
        self.expel(who);
        self.ruling.actions.push(Action::PlayOn);
        if about == Pointed::Disturbance {
            self.bystanders_act_is_nobodys_offence(&[Ground::Disturbance]);
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
        self.expel(who);
        self.bystanders_act_is_nobodys_offence(&[Ground::Device, Ground::Disturbance]);
        self.ruling.actions.push(Action::PlayOn);
    }

    /// Someone who is not a player offers or accepts a draw in a player's name: only the
    /// players may agree a draw in their game (9.1.2.1; 2014 and 2009 9.1b(1)), so no offer
    /// stands and nothing is agreed; speaking to the players about the game is interference,
    /// and the arbiter may expel him (12.7, 2009 13.7a).
    fn bystander_draw_offer(&mut self, who: Bystander) {
        let c = self.rules.conduct;
        self.step(
            Step::new(
                "step-third-party-draw-offer",
                &[self.arts().draw_offer, c.bystanders],
            )
            .arg("who", Arg::Message(who.message_id())),
        );
        self.ruling.allowed = Some(false);
        self.expel(who);
        self.ruling.actions.push(Action::PlayOn);
    }

    /// Someone who is not a player knocks over or displaces pieces: no player is answerable
    /// for it, so the arbiter puts the position back himself, as for any displaced pieces
    /// found (7.6 with 7.1; 2009 7.5 with 6.13); it disturbs the game, and he may expel the
    /// offender (12.7, 2009 13.7a).
    fn bystander_displaces(&mut self, who: Bystander) {
        let c = self.rules.conduct;
        self.step(
            Step::new(
                "step-third-party-displaces",
                &[c.players_not_disturbed, c.bystanders],
            )
            .arg("who", Arg::Message(who.message_id())),
        );
        self.ruling.allowed = Some(false);
        // The game is interrupted while the position is put back (6.11.1; 2009 6.12a).
        self.ruling.actions.push(Action::PauseClocks);
        self.expel(who);
        self.bystanders_act_is_nobodys_offence(&[Ground::Disturbance]);
        self.on_discover(Irregularity::DisplacedPieces { identifiable: None })
            .unwrap_or_default();
        self.ruling.actions.push(Action::PlayOn);
    }
}
