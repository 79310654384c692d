//! Late arrival and default time (2009 6.6, 2014 on 6.7), and the arbiter's power to decide
//! otherwise (2014 on).

use shakmaty::Color;

use crate::laws::arbiter::{Arbiter, Forfeit};
use crate::laws::event::Discretion;
use crate::laws::ruling::Score;
use crate::laws::step::{Arg, Step};

impl Arbiter {
    /// A player reaches the board so many minutes after the scheduled start, where the session
    /// started so many minutes after it; `arbiter` says whether the arbiter uses his power to
    /// decide otherwise.
    pub(in crate::laws) fn on_arrive(
        &mut self,
        by: Color,
        (after_schedule, start_delay): (u32, u32),
        arbiter: Discretion,
    ) {
        let a = self.arts();
        // The default time and the clocks count from the start of the session, which may come
        // later than the time the schedule gave.
        let minutes_late = after_schedule.saturating_sub(start_delay);
        if start_delay > 0 {
            let id = if minutes_late == 0 {
                "step-not-late-actual-start"
            } else {
                "step-late-from-actual-start"
            };
            self.step(
                Step::new(id, &[a.default_time])
                    .side("side", by)
                    .arg("delay", Arg::Count(u64::from(start_delay)))
                    .arg("minutes", Arg::Count(u64::from(minutes_late))),
            );
            if minutes_late == 0 {
                return;
            }
        }
        let rule = self.rules.default_time;
        let (default, stated) = match self.regs.default_time_minutes {
            Some(m) => (m, true),
            None => (rule.when_silent_minutes, false),
        };
        let id = if stated {
            "step-default-time-stated"
        } else {
            "step-default-time-silent"
        };
        // When both players are late, the default time is said once.
        if !self.ruling.steps.iter().any(|s| s.id == id) {
            self.step(
                Step::new(id, &[a.default_time]).arg("minutes", Arg::Count(u64::from(default))),
            );
        }
        let excused = arbiter == Discretion::Otherwise;
        if minutes_late > default && excused && rule.arbiter_may_relent {
            // The arbiter decides otherwise (a documented emergency): the player plays on,
            // and his clock has run since the start.
            self.step(
                Step::new("step-late-arrival-excused", &[a.default_time])
                    .side("side", by)
                    .arg("minutes", Arg::Count(u64::from(minutes_late))),
            );
            self.lose_time_since_own_clock_started(by, minutes_late);
        } else if minutes_late > default {
            self.step(
                Step::new("step-late-arrival-loses", &[a.default_time])
                    .side("side", by)
                    .arg("minutes", Arg::Count(u64::from(minutes_late))),
            );
            if rule.arbiter_may_relent {
                self.step(Step::new(
                    "step-late-arrival-arbiter-may-relent",
                    &[a.default_time],
                ));
            } else if excused {
                self.step(Step::new(
                    "step-late-arrival-no-discretion",
                    &[a.default_time],
                ));
            }
            if self.forfeit == Some((!by, Forfeit::LateArrival)) {
                self.step(Step::new("step-late-arrival-both-lose", &[a.default_time]));
                self.end(Score::BOTH_LOSE);
                return;
            }
            self.forfeit = Some((by, Forfeit::LateArrival));
            self.end(Score::win_for(!by));
        } else if by == Color::White && excused && default > 0 && self.black_late {
            // With a default time and neither player present at the start, the arbiter may
            // decide that White does not lose the time that passed before he arrived (6.7.2);
            // over a White late alone he has no such power.
            self.step(
                Step::new(
                    "step-late-arrival-time-restored",
                    &[a.white_absent_clock_runs],
                )
                .side("side", by)
                .arg("minutes", Arg::Count(u64::from(minutes_late))),
            );
        } else if by == Color::White {
            if excused {
                // His power to spare White that time needs Black absent too (6.7.2; 2014
                // 6.7b, 2009 6.6b): with Black at the board he cannot use it.
                self.step(
                    Step::new(
                        "step-late-arrival-white-alone-no-discretion",
                        &[a.white_absent_clock_runs],
                    )
                    .side("side", by),
                );
            }
            // White's clock is started at the scheduled start (6.6; 2009 6.5): alone late, the
            // time he lost follows from that; with Black late too, from the rule for two
            // absent players (6.7.2).
            let clock_ran = if self.black_late {
                a.white_absent_clock_runs
            } else {
                a.clock_start
            };
            self.step(
                Step::new("step-late-arrival-plays", &[a.default_time, clock_ran])
                    .side("side", by)
                    .arg("minutes", Arg::Count(u64::from(minutes_late))),
            );
            self.lose_time_since_own_clock_started(by, minutes_late);
        } else {
            // Black's clock starts only with White's first move: what he loses depends on
            // when that was, which the clocks of the case show.
            self.step(
                Step::new("step-late-arrival-plays-black", &[a.default_time])
                    .side("side", by)
                    .arg("minutes", Arg::Count(u64::from(minutes_late))),
            );
            self.lose_time_since_own_clock_started(by, minutes_late);
        }
    }

    /// Takes from a late player's clock the time it ran before he came: White's from the
    /// start of the game, Black's from White's first move, when the case times that move
    /// (before it, Black's clock had not started and he loses nothing).
    fn lose_time_since_own_clock_started(&mut self, by: Color, minutes_late: u32) {
        let late_ms = u64::from(minutes_late) * 60_000;
        let started_ms = match by {
            Color::White => {
                let charged = self.white_start_charged_ms;
                self.white_start_charged_ms = charged.max(late_ms);
                if charged > 0 {
                    let article = self.arts().clock_start;
                    self.step(Step::new(
                        "step-wrong-clock-late-white-charged-once",
                        &[article],
                    ));
                }
                Some(charged)
            }
            Color::Black => self.black_clock_started_ms,
        };
        if let Some(started) = started_ms {
            let lost = late_ms.saturating_sub(started) / 1000;
            if lost > 0 {
                self.deduct(by, lost);
            }
        }
    }
}
