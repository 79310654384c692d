//! Mobile phones and other electronic devices (2009 12.3b, 2014 11.3b, 2018 and 2023 11.3.2).

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::editions::DeviceTrigger;
use crate::laws::event::DeviceFinding;
use crate::laws::mate::MateVerdict;
use crate::laws::ruling::{GameResult, Points, Sanction, Score};
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A device is heard or found.
    pub(in crate::laws) fn on_device(&mut self, by: Color, finding: DeviceFinding) {
        let a = self.arts();
        let d = self.rules.devices;
        // The device rules reach the whole playing venue, not just the board.
        self.step(Step::new("step-device-venue", &[a.venue]));
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
