//! Mobile phones and other electronic devices (2009 12.3b, 2014 11.3b, 2018 and 2023 11.3.2):
//! found on the player, in his bag or elsewhere in the venue, used from the bag, or of an
//! owner nobody can name.

use shakmaty::Color;

use crate::laws::arbiter::{Arbiter, Forfeit};
use crate::laws::claim::Ground;
use crate::laws::editions::DeviceTrigger;
use crate::laws::event::{DeviceFinding, DeviceOwner};
use crate::laws::mate::MateVerdict;
use crate::laws::ruling::{Action, ClaimVerdict, GameResult, Penalty, Points, Sanction, Score};
use crate::laws::step::{Arg, Step};

/// What a device found on a player, or heard, amounts to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::laws) enum DeviceBreach {
    /// No rule is broken, or none can be held against the player.
    None,
    /// A rule is broken, but the arbiter penalises at his discretion (or by the regulations).
    Penalty,
    /// The player loses the game (his opponent may be credited only with a draw in 2009).
    Loss,
}

impl Arbiter {
    /// A device of the case comes to light: ruled, and noted as an offence of the player or
    /// as allowed. The answer to "was it allowed?" is this event's alone. A device the
    /// arbiter had authorised breaks nothing, however it came to light.
    pub(in crate::laws) fn on_device(
        &mut self,
        by: Color,
        finding: DeviceFinding,
        owner: DeviceOwner,
        permission: bool,
    ) {
        if permission {
            self.device_permitted(by);
            return;
        }
        let before = self.ruling.allowed.take();
        self.device(by, finding, owner);
        if self.ruling.allowed.is_none() {
            self.ruling.allowed = before;
        }
    }

    /// The device is one the arbiter had authorised the player to keep: the ban covers only
    /// devices he has not approved (2018 on 11.3.2.1; 2014 11.3b; 2009 12.3b), so nothing is
    /// breached.
    fn device_permitted(&mut self, by: Color) {
        let a = self.arts();
        self.step(Step::new("step-device-permitted", &[a.devices_forbidden]).side("side", by));
        self.ruling.allowed = Some(true);
        // A complaint about the device is answered by this finding.
        self.conduct.clear(by, Ground::Device);
        self.ruling.actions.push(Action::PlayOn);
    }

    /// The claimant says his opponent has a device, found as `finding` says: the claim is
    /// upheld when it breaks a rule.
    pub(in crate::laws) fn device_claim(
        &mut self,
        claimant: Color,
        finding: DeviceFinding,
    ) -> ClaimVerdict {
        match self.device(!claimant, finding, DeviceOwner::Player) {
            DeviceBreach::None => ClaimVerdict::Rejected,
            DeviceBreach::Penalty | DeviceBreach::Loss => ClaimVerdict::Upheld,
        }
    }

    /// A device is heard or found: what it amounts to, noted in the record of conduct.
    fn device(&mut self, by: Color, finding: DeviceFinding, owner: DeviceOwner) -> DeviceBreach {
        let breach = self.device_rule(by, finding, owner);
        match (breach, self.ruling.allowed) {
            (DeviceBreach::None, Some(true)) => self.conduct.clear(by, Ground::Device),
            (DeviceBreach::None, _) => {}
            (DeviceBreach::Penalty | DeviceBreach::Loss, _) => {
                self.conduct
                    .note(by, Ground::Device, self.arts().devices_forbidden);
            }
        }
        breach
    }

    /// The rule of the edition on a device.
    fn device_rule(
        &mut self,
        by: Color,
        finding: DeviceFinding,
        owner: DeviceOwner,
    ) -> DeviceBreach {
        let a = self.arts();
        let d = self.rules.devices;
        // The device rules reach the whole playing venue, not just the board.
        self.step(Step::new("step-device-venue", &[a.venue]));
        if owner == DeviceOwner::Unknown {
            // Nothing can be held against a player the device is not shown to belong to; the
            // arbiter may inspect the players where the edition lets him.
            // The loss needs it to be evident that the device is the player's (2018 11.3.2.2),
            // which is exactly what is missing here.
            // The prohibition itself (the device may not be in the venue) comes first: it is
            // what the arbiter enforces on the device, whoever owns it.
            let mut articles = vec![a.devices_forbidden];
            for article in [Some(a.devices_loss), self.rules.conduct.inspection]
                .into_iter()
                .flatten()
            {
                if !articles.contains(&article) {
                    articles.push(article);
                }
            }
            self.step(Step::new("step-device-owner-unknown", &articles).side("side", by));
            // A complaint resting on this device then finds nothing established against him.
            self.conduct.clear(by, Ground::Device);
            return DeviceBreach::None;
        }
        let finding = match finding {
            // The rule is about electronic devices; something that is none is not its concern.
            DeviceFinding::NotElectronic => {
                self.step(
                    Step::new("step-device-not-electronic", &[a.devices_forbidden])
                        .side("side", by),
                );
                self.ruling.allowed = Some(true);
                self.conduct.clear(by, Ground::Device);
                return DeviceBreach::None;
            }
            // The rule forbids devices in the playing venue (all editions), so one outside it
            // breaks nothing by itself; help with the game is another offence (11.3.1).
            DeviceFinding::OutsideVenue => {
                self.step(
                    Step::new(
                        "step-device-outside-venue",
                        &[a.devices_forbidden, self.rules.conduct.assistance],
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(true);
                return DeviceBreach::None;
            }
            // From 2014 the rule forbids a device "during a game"; before the game begins it
            // does not apply, and the regulations may deal with it. The 2009 rule has no such
            // words: a sound in the venue is a sound.
            DeviceFinding::RangBeforeStart if d.trigger == DeviceTrigger::Possession => {
                self.step(
                    Step::new("step-device-before-start", &[a.devices_forbidden]).side("side", by),
                );
                return DeviceBreach::None;
            }
            DeviceFinding::RangBeforeStart => {
                self.step(Step::new(
                    "step-device-before-start-2009",
                    &[a.devices_forbidden],
                ));
                DeviceFinding::Rang
            }
            DeviceFinding::BagUsed => match a.devices_bag.filter(|_| d.bag_possible) {
                Some(bag) => {
                    self.step(
                        Step::new("step-device-bag-used", &self.with_infraction(&[bag]))
                            .side("side", by),
                    );
                    self.ruling.allowed = Some(false);
                    self.penalisable(by, None);
                    return DeviceBreach::Penalty;
                }
                None => {
                    self.step(Step::new("step-device-bag-no-rule", &[a.devices_forbidden]));
                    DeviceFinding::InBag
                }
            },
            // Where the regulations allow a switched-off device in the bag, one that sounds
            // there breaks that condition; the loss needs the device on the player's person.
            DeviceFinding::BagRang | DeviceFinding::BagOn => match a
                .devices_bag
                .filter(|_| d.bag_possible && self.regs.devices_in_bag_allowed)
            {
                Some(bag) => {
                    let id = if finding == DeviceFinding::BagOn {
                        "step-device-bag-on"
                    } else {
                        "step-device-bag-rang"
                    };
                    self.step(
                        Step::new(id, &self.with_infraction(&[bag, a.devices_loss]))
                            .side("side", by),
                    );
                    self.ruling.allowed = Some(false);
                    self.penalisable(by, None);
                    return DeviceBreach::Penalty;
                }
                None if finding == DeviceFinding::BagOn => {
                    self.step(Step::new("step-device-bag-no-rule", &[a.devices_forbidden]));
                    DeviceFinding::InBag
                }
                None => DeviceFinding::Rang,
            },
            DeviceFinding::InVenue
                if d.trigger == DeviceTrigger::Possession && d.loss_only_on_person =>
            {
                self.step(
                    Step::new(
                        "step-device-in-venue-not-on-person",
                        &self.with_infraction(&[a.devices_forbidden, a.devices_loss]),
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(false);
                self.penalisable(by, None);
                return DeviceBreach::Penalty;
            }
            other => other,
        };
        let breach = match (d.trigger, finding) {
            (DeviceTrigger::Sound, DeviceFinding::Rang) => DeviceBreach::Loss,
            (DeviceTrigger::Sound, DeviceFinding::SwitchedOn) => {
                // Forbidden unless completely switched off, but only a sound loses the game:
                // the arbiter penalises at his discretion.
                self.step(
                    Step::new(
                        "step-device-switched-on-forbidden",
                        &self.with_infraction(&[a.devices_forbidden, a.penalties]),
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(false);
                self.ruling.sanctions.push(Sanction::Discretionary(by));
                DeviceBreach::Penalty
            }
            (DeviceTrigger::Sound, _) => {
                self.step(
                    Step::new("step-device-switched-off-allowed", &[a.devices_forbidden])
                        .side("side", by),
                );
                self.ruling.allowed = Some(true);
                DeviceBreach::None
            }
            (DeviceTrigger::Possession, DeviceFinding::InBag) => {
                if let Some(bag) = a
                    .devices_bag
                    .filter(|_| d.bag_possible && self.regs.devices_in_bag_allowed)
                {
                    self.step(Step::new("step-device-in-bag-allowed", &[bag]).side("side", by));
                    self.ruling.allowed = Some(true);
                    DeviceBreach::None
                } else if a.devices_bag.is_some() && a.devices_loss != a.devices_forbidden {
                    // Not allowed in the venue, but not on the player's person either: the
                    // loss rule does not reach it; the arbiter penalises at his discretion.
                    self.step(
                        Step::new(
                            "step-device-in-bag-not-allowed",
                            &self.with_infraction(&[a.devices_forbidden, a.penalties]),
                        )
                        .side("side", by),
                    );
                    self.ruling.allowed = Some(false);
                    self.ruling.sanctions.push(Sanction::Discretionary(by));
                    DeviceBreach::Penalty
                } else {
                    DeviceBreach::Loss
                }
            }
            (DeviceTrigger::Possession, _) => DeviceBreach::Loss,
        };
        if breach != DeviceBreach::Loss {
            return breach;
        }
        self.ruling.allowed = Some(false);
        if self.regs.lesser_device_penalty && d.trigger == DeviceTrigger::Possession {
            self.step(Step::new("step-device-lesser-penalty", &[a.devices_loss]).side("side", by));
            self.ruling.sanctions.push(Sanction::Discretionary(by));
            return DeviceBreach::Penalty;
        }
        let loses = match d.trigger {
            DeviceTrigger::Sound => "step-device-sound-loses",
            DeviceTrigger::Possession => "step-device-loses",
        };
        // The prohibition is what was broken, the loss its penalty: both are the ruling's.
        self.step(Step::new(loses, &[a.devices_forbidden, a.devices_loss]).side("side", by));
        // The Laws fix this penalty: the loss of the game, a step of the scale.
        self.ruling
            .sanctions
            .push(Sanction::Applied(by, Penalty::GameLost));
        if self.forfeit == Some((!by, Forfeit::Device)) {
            self.step(Step::new("step-device-both-lose", &[a.devices_loss]));
            self.end(Score::BOTH_LOSE);
            return DeviceBreach::Loss;
        }
        self.forfeit = Some((by, Forfeit::Device));
        if d.opponent_draws_if_unwinnable {
            match self.mate(!by) {
                MateVerdict::Unwinnable(reason) => {
                    self.step(
                        Step::new("step-device-opponent-only-draws", &[a.devices_loss])
                            .side("side", !by)
                            .arg("reason", Arg::Message(reason.message_id())),
                    );
                    let score = match by {
                        Color::White => Score {
                            white: Points::Zero,
                            black: Points::Half,
                        },
                        Color::Black => Score {
                            white: Points::Half,
                            black: Points::Zero,
                        },
                    };
                    self.end(score);
                }
                MateVerdict::Winnable(_) => self.end(Score::win_for(!by)),
                MateVerdict::Undetermined => {
                    self.step(
                        Step::new("step-mate-undetermined", &[a.devices_loss]).side("side", !by),
                    );
                    self.ruling.result = GameResult::Undecided;
                    self.close();
                }
            }
        } else {
            self.end(Score::win_for(!by));
        }
        DeviceBreach::Loss
    }
}
