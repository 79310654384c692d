//! When a scenario comes back for review: FSRS (the scheduler Anki uses), with the answer's
//! correctness and speed as the grade. A miss comes back within minutes. The state comes
//! from the progress file, so every sum saturates rather than wraps.

#![warn(clippy::arithmetic_side_effects)]

use fsrs::{FSRS, MemoryState};
use serde::{Deserialize, Serialize};

/// Seconds in a day.
const DAY_SECONDS: u64 = 86_400;
/// The retention the schedule aims at (FSRS's usual default).
const DESIRED_RETENTION: f32 = 0.9;
/// A missed scenario is due again this many seconds later.
const RELEARN_SECONDS: u64 = 10 * 60;
/// Answers faster than this count as easy, slower than `SLOW_SECONDS` as hard.
const FAST_SECONDS: u32 = 15;
/// See [`FAST_SECONDS`].
const SLOW_SECONDS: u32 = 90;

/// The review state of one scenario.
#[derive(Debug, Clone, Copy, PartialEq, Default, Serialize, Deserialize)]
pub struct Card {
    /// FSRS stability (days until recall falls to 90 %).
    pub stability: f32,
    /// FSRS difficulty (1–10).
    pub difficulty: f32,
    /// When it is due (seconds since 1970).
    pub due: u64,
    /// When it was last answered.
    pub last: u64,
    /// Answers so far.
    pub reps: u32,
    /// Misses so far.
    pub lapses: u32,
}

impl Eq for Card {}

impl Card {
    /// Updates the schedule after an answer at `now`.
    pub fn review(&mut self, right: bool, seconds: u32, now: u64) {
        let state = (self.reps > 0).then_some(MemoryState {
            stability: self.stability,
            difficulty: self.difficulty,
        });
        let days = u32::try_from(now.saturating_sub(self.last) / DAY_SECONDS).unwrap_or(u32::MAX);
        let next = FSRS::new(&[]).and_then(|f| f.next_states(state, DESIRED_RETENTION, days));
        self.reps = self.reps.saturating_add(1);
        self.last = now;
        if !right {
            self.lapses = self.lapses.saturating_add(1);
        }
        match next {
            Ok(next) => {
                let item = match (right, seconds) {
                    (false, _) => next.again,
                    (true, s) if s <= FAST_SECONDS => next.easy,
                    (true, s) if s >= SLOW_SECONDS => next.hard,
                    (true, _) => next.good,
                };
                self.stability = item.memory.stability;
                self.difficulty = item.memory.difficulty;
                self.due = if right {
                    // Intervals are in days; at least one day.
                    now.saturating_add(whole_days(item.interval).saturating_mul(DAY_SECONDS))
                } else {
                    now.saturating_add(RELEARN_SECONDS)
                };
            }
            // The scheduler refused the state (it never should): fall back to a plain box
            // schedule so that nothing is lost.
            Err(_) => {
                let wait = if right {
                    DAY_SECONDS.saturating_mul(u64::from(self.reps))
                } else {
                    RELEARN_SECONDS
                };
                self.due = now.saturating_add(wait);
            }
        }
    }
}

/// An FSRS interval in days as whole days, at least one (and at most ten years, so that a
/// strange float can never overflow a date).
fn whole_days(interval: f32) -> u64 {
    const MAX_DAYS: f32 = 3650.0;
    // Clamped and rounded, so the value is a whole number from 1 to 3650: exact as a u64.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let days = interval.clamp(1.0, MAX_DAYS).round() as u64;
    days
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misses_come_back_soon_and_good_answers_later_each_time() {
        let mut c = Card::default();
        c.review(false, 30, 0);
        assert_eq!(c.due, RELEARN_SECONDS);
        assert_eq!(c.lapses, 1);
        c.review(true, 30, 1000);
        let first = c.due - 1000;
        assert!(first >= 86_400);
        let t = c.due;
        c.review(true, 30, t);
        assert!(
            c.due - t > first,
            "intervals grow after repeated right answers"
        );
    }
}
