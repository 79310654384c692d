//! Recording the moves (8.1, 8.4, A.2) and asking to see the arbiter's scoresheet (2018
//! A.3.2/B.3.2, 2023 A.4.3/B.2.3).

use shakmaty::Color;

use crate::laws::arbiter::Arbiter;
use crate::laws::claim::Ground;
use crate::laws::clock::ClockTime;
use crate::laws::game_type::GameType;
use crate::laws::ruling::ClaimVerdict;
use crate::laws::step::{Arg, Step};

/// The duty to record that a game's control sets, before any player's time is looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::laws) enum RecordingDuty {
    /// Rapid or blitz: no duty the Laws enforce on the board (A.2; blitz players never
    /// record).
    None,
    /// Every move, with no relief: the increment (in seconds) is 30 seconds or more (8.4).
    EveryMove(u32),
    /// Every move, until the player has less than five minutes left (8.4).
    WithRelief,
}

impl Arbiter {
    /// The recording duty of this game's type and control for `side`: the one test of the
    /// relief of 8.4 that every recording rule shares. The increment is that of the period
    /// he is in, since the relief lasts "for the remainder of the period" (a control that
    /// adds 30 seconds only from move 61 leaves it in the periods before).
    pub(in crate::laws) fn recording_duty(&self, side: Color) -> RecordingDuty {
        if self.game_type() != GameType::Standard {
            return RecordingDuty::None;
        }
        let increment = self
            .clock
            .as_ref()
            .map_or(0, |c| c.bonus_now(side).increment());
        if increment >= self.rules.recording.increment_at_least {
            RecordingDuty::EveryMove(increment)
        } else {
            RecordingDuty::WithRelief
        }
    }

    /// The claimant complains that his opponent stopped recording: upheld when the opponent
    /// must still record, rejected when he need not; undecided without the clock times.
    pub(in crate::laws) fn recording_claim(&mut self, claimant: Color) -> Option<ClaimVerdict> {
        self.ruling.allowed = None;
        self.on_stop_recording(!claimant);
        self.ruling.allowed.map(|allowed| {
            if allowed {
                ClaimVerdict::Rejected
            } else {
                ClaimVerdict::Upheld
            }
        })
    }

    /// A player stops recording: allowed in rapid and blitz (A.2; blitz players never record,
    /// editions matrix A11), and in standard play only below five minutes without an
    /// increment of 30 seconds or more (8.4).
    pub(in crate::laws) fn on_stop_recording(&mut self, by: Color) {
        let Some(must) = self.must_record(by) else {
            return;
        };
        if must {
            self.conduct
                .note(by, Ground::Recording, self.rules.conduct.record_before_next);
        } else {
            self.conduct.clear(by, Ground::Recording);
            *self.stopped_recording.get_mut(by) = true;
        }
        self.ruling.allowed = Some(!must);
    }

    /// Whether `by` must record his moves now, with the steps that say why; `None` when it
    /// depends on a time the case does not give.
    pub(in crate::laws) fn must_record(&mut self, by: Color) -> Option<bool> {
        let a = self.arts();
        let r = self.rules.recording;
        match self.recording_duty(by) {
            RecordingDuty::None => {
                self.step(
                    Step::new(
                        "step-recording-not-required-rapid-blitz",
                        &[a.rapid_recording],
                    )
                    .side("side", by),
                );
                return Some(false);
            }
            RecordingDuty::EveryMove(increment) => {
                // Under a control whose bonus changes between periods the duty holds for
                // this period, not for the whole game.
                let id = if self
                    .clock
                    .as_ref()
                    .and_then(|c| c.control())
                    .is_some_and(|c| c.uniform_bonus().is_none())
                {
                    "step-recording-required-increment-period"
                } else {
                    "step-recording-required-increment"
                };
                self.step(
                    Step::new(id, &[a.recording_duty, a.recording_relief])
                        .arg("increment", Arg::Seconds(u64::from(increment))),
                );
                return Some(true);
            }
            RecordingDuty::WithRelief => {}
        }
        match self.remaining(by) {
            Some(t) if t < ClockTime::from_secs(r.relief_below_seconds) => {
                self.step(
                    Step::new("step-recording-relief", &[a.recording_relief])
                        .side("side", by)
                        .arg("time", Arg::Clock(t)),
                );
                Some(false)
            }
            Some(t) => {
                self.step(
                    Step::new(
                        "step-recording-required",
                        &[a.recording_duty, a.recording_relief],
                    )
                    .side("side", by)
                    .arg("time", Arg::Clock(t)),
                );
                Some(true)
            }
            None => {
                self.step(Step::new(
                    "step-recording-depends-on-time",
                    &[a.recording_relief],
                ));
                None
            }
        }
    }

    /// A rapid or blitz player asks to see the arbiter's scoresheet.
    pub(in crate::laws) fn on_scoresheet_request(&mut self, by: Color, nth: u32) {
        let a = self.arts();
        let rule_article = if self.game_type() == GameType::Blitz {
            a.scoresheet_requests_blitz
        } else {
            a.scoresheet_requests
        };
        let (Some(limit), Some(article)) = (self.rules.scoresheet_requests, rule_article) else {
            self.step(Step::new(
                "step-scoresheet-request-no-rule",
                &[a.rapid_recording],
            ));
            return;
        };
        if self.regime.is_unsupervised() || self.game_type() == GameType::Standard {
            self.step(Step::new(
                "step-scoresheet-request-not-supervised",
                &[article],
            ));
            return;
        }
        if self.board.turn() != by {
            self.step(
                Step::new("step-scoresheet-request-not-on-move", &[article]).side("side", by),
            );
            self.ruling.allowed = Some(false);
            return;
        }
        if nth <= limit {
            self.step(
                Step::new("step-scoresheet-request-allowed", &[article])
                    .side("side", by)
                    .arg("count", Arg::Count(u64::from(limit))),
            );
            self.ruling.allowed = Some(true);
        } else {
            self.step(
                Step::new(
                    "step-scoresheet-request-too-many",
                    &self.with_infraction(&[article, a.distraction]),
                )
                .side("side", by)
                .arg("count", Arg::Count(u64::from(limit))),
            );
            self.ruling.allowed = Some(false);
            self.penalisable(by, None);
        }
    }
}
