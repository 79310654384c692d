//! Mobile phones and other electronic devices (2009 12.3b, 2014 11.3b, 2018 and 2023 11.3.2):
//! found on the player, in his bag or elsewhere in the venue, used from the bag, or of an
//! owner nobody can name.

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::editions::DeviceTrigger;
use crate::laws::event::{DeviceFinding, DeviceOwner};
use crate::laws::mate::MateVerdict;
use crate::laws::ruling::{GameResult, Penalty, Points, Sanction, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A device is heard or found.
    pub(in crate::laws) fn on_device(
        &mut self,
        by: Color,
        finding: DeviceFinding,
        owner: DeviceOwner,
    ) {
        let a = self.arts();
        let d = self.rules.devices;
        // The device rules reach the whole playing venue, not just the board.
        self.step(Step::new("step-device-venue", &[a.venue]));
        if owner == DeviceOwner::Unknown {
            // Nothing can be held against a player the device is not shown to belong to; the
            // arbiter may inspect the players where the edition lets him.
            let article = self.rules.conduct.inspection.unwrap_or(a.devices_forbidden);
            self.step(Step::new("step-device-owner-unknown", &[article]).side("side", by));
            return;
        }
        let finding = match finding {
            DeviceFinding::BagUsed => match a.devices_bag.filter(|_| d.bag_possible) {
                Some(bag) => {
                    self.step(Step::new("step-device-bag-used", &[bag]).side("side", by));
                    self.ruling.allowed = Some(false);
                    self.penalisable(by, None);
                    return;
                }
                None => {
                    self.step(Step::new("step-device-bag-no-rule", &[a.devices_forbidden]));
                    DeviceFinding::InBag
                }
            },
            DeviceFinding::InVenue
                if d.trigger == DeviceTrigger::Possession && d.loss_only_on_person =>
            {
                self.step(
                    Step::new(
                        "step-device-in-venue-not-on-person",
                        &[a.devices_forbidden, a.devices_loss],
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(false);
                self.penalisable(by, None);
                return;
            }
            other => other,
        };
        let offence = match (d.trigger, finding) {
            (DeviceTrigger::Sound, DeviceFinding::Rang) => true,
            (DeviceTrigger::Sound, DeviceFinding::SwitchedOn) => {
                // Forbidden unless completely switched off, but only a sound loses the game:
                // the arbiter penalises at his discretion.
                self.step(
                    Step::new(
                        "step-device-switched-on-forbidden",
                        &[a.devices_forbidden, a.penalties],
                    )
                    .side("side", by),
                );
                self.ruling.allowed = Some(false);
                self.ruling.sanctions.push(Sanction::Discretionary(by));
                false
            }
            (DeviceTrigger::Sound, _) => {
                self.step(
                    Step::new("step-device-switched-off-allowed", &[a.devices_forbidden])
                        .side("side", by),
                );
                self.ruling.allowed = Some(true);
                false
            }
            (DeviceTrigger::Possession, DeviceFinding::InBag) => {
                if let Some(bag) = a
                    .devices_bag
                    .filter(|_| d.bag_possible && self.regs.devices_in_bag_allowed)
                {
                    self.step(Step::new("step-device-in-bag-allowed", &[bag]).side("side", by));
                    self.ruling.allowed = Some(true);
                    false
                } else if a.devices_bag.is_some() && a.devices_loss != a.devices_forbidden {
                    // Not allowed in the venue, but not on the player's person either: the
                    // loss rule does not reach it; the arbiter penalises at his discretion.
                    self.step(
                        Step::new(
                            "step-device-in-bag-not-allowed",
                            &[a.devices_forbidden, a.penalties],
                        )
                        .side("side", by),
                    );
                    self.ruling.allowed = Some(false);
                    self.ruling.sanctions.push(Sanction::Discretionary(by));
                    false
                } else {
                    true
                }
            }
            (DeviceTrigger::Possession, _) => true,
        };
        if !offence {
            return;
        }
        self.ruling.allowed = Some(false);
        if self.regs.lesser_device_penalty && d.trigger == DeviceTrigger::Possession {
            self.step(Step::new("step-device-lesser-penalty", &[a.devices_loss]).side("side", by));
            self.ruling.sanctions.push(Sanction::Discretionary(by));
            return;
        }
        let loses = match d.trigger {
            DeviceTrigger::Sound => "step-device-sound-loses",
            DeviceTrigger::Possession => "step-device-loses",
        };
        self.step(Step::new(loses, &[a.devices_loss]).side("side", by));
        // The Laws fix this penalty: the loss of the game, a step of the scale.
        self.ruling
            .sanctions
            .push(Sanction::Applied(by, Penalty::GameLost));
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
    }
}
