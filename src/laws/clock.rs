//! A chess clock: two times, the side whose clock runs, increments, delay, periods, flags.
//!
//! Times come from files (scenarios, saved exams), so nothing here may wrap: a reading is
//! checked against [`ClockTime::MAX`] when it is parsed, and every sum on a running clock
//! saturates instead of overflowing.

#![warn(clippy::arithmetic_side_effects)]

use std::fmt;

use shakmaty::{ByColor, Color};

use super::time_control::{Bonus, TimeControl};

/// A time on a clock, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct ClockTime(pub u64);

/// Milliseconds in a second, a minute and an hour.
const SECOND_MS: u64 = 1000;
const MINUTE_MS: u64 = 60 * SECOND_MS;
const HOUR_MS: u64 = 60 * MINUTE_MS;

impl ClockTime {
    /// Zero: the flag is down.
    pub const ZERO: ClockTime = ClockTime(0);

    /// The longest reading [`ClockTime::parse`] accepts: 24 hours. No time control of the
    /// Laws puts so much on a clock (a classical game starts with two hours or less), and the
    /// cap keeps every sum a game can make far from overflowing.
    pub const MAX: ClockTime = ClockTime(24 * HOUR_MS);

    /// A time of whole seconds (saturating: no number of seconds wraps round).
    pub fn from_secs(secs: u64) -> Self {
        Self(secs.saturating_mul(SECOND_MS))
    }

    /// A time of whole minutes (saturating: no number of minutes wraps round).
    pub fn from_mins(mins: u64) -> Self {
        Self(mins.saturating_mul(MINUTE_MS))
    }

    /// Whole seconds, rounded down.
    pub fn secs(self) -> u64 {
        self.0 / SECOND_MS
    }

    /// This time and `other` together, saturating at the largest time.
    #[must_use]
    pub fn plus(self, other: ClockTime) -> Self {
        Self(self.0.saturating_add(other.0))
    }

    /// Reads `m:ss`, `h:mm:ss`, `m:ss.t` or plain seconds (`45`), up to [`ClockTime::MAX`].
    pub fn parse(s: &str) -> Result<Self, ClockTimeError> {
        let s = s.trim();
        let bad = || ClockTimeError::Malformed(s.to_owned());
        let (whole, tenths) = match s.split_once('.') {
            Some((w, t)) => match t.as_bytes() {
                [d] if d.is_ascii_digit() => (w, u64::from(d.saturating_sub(b'0'))),
                _ => return Err(bad()),
            },
            None => (s, 0),
        };
        let mut nums = Vec::with_capacity(3);
        for part in whole.split(':') {
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) || nums.len() == 3 {
                return Err(bad());
            }
            // Only digits: the one way to fail is a number too big for any clock.
            let n: u64 = part
                .parse()
                .map_err(|_| ClockTimeError::TooLong(s.to_owned()))?;
            nums.push(n);
        }
        let secs = match nums.as_slice() {
            [s] => Some(*s),
            [m, s] if *s < 60 => m.checked_mul(60).and_then(|m| m.checked_add(*s)),
            [h, m, s] if *m < 60 && *s < 60 => h
                .checked_mul(3600)
                .and_then(|h| h.checked_add(m.checked_mul(60)?))
                .and_then(|hm| hm.checked_add(*s)),
            _ => return Err(bad()),
        };
        let ms = secs
            .and_then(|s| s.checked_mul(SECOND_MS))
            .and_then(|ms| ms.checked_add(tenths.checked_mul(100)?));
        match ms {
            Some(ms) if ms <= Self::MAX.0 => Ok(Self(ms)),
            _ => Err(ClockTimeError::TooLong(s.to_owned())),
        }
    }
}

impl fmt::Display for ClockTime {
    /// `h:mm:ss` from an hour, `m:ss` from ten seconds, `s.t` below.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.secs();
        if self.0 >= HOUR_MS {
            write!(f, "{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
        } else if self.0 >= 10 * SECOND_MS || self.0.is_multiple_of(SECOND_MS) {
            write!(f, "{}:{:02}", secs / 60, secs % 60)
        } else {
            write!(f, "0:{:02}.{}", secs, self.0 % SECOND_MS / 100)
        }
    }
}

/// A clock reading that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockTimeError {
    /// Not written as `m:ss`, `h:mm:ss`, `m:ss.t` or seconds.
    Malformed(String),
    /// Written well, but longer than any clock shows ([`ClockTime::MAX`]).
    TooLong(String),
}

impl ClockTimeError {
    /// The text that was read.
    pub fn text(&self) -> &str {
        match self {
            Self::Malformed(s) | Self::TooLong(s) => s,
        }
    }
}

impl fmt::Display for ClockTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed(s) => {
                write!(
                    f,
                    "{s:?} is not a clock time (write m:ss, h:mm:ss or m:ss.t)"
                )
            }
            Self::TooLong(s) => write!(
                f,
                "{s:?} is longer than a clock shows (at most {})",
                ClockTime::MAX
            ),
        }
    }
}

impl std::error::Error for ClockTimeError {}

/// One side's clock as it stood before a press, to set back when the move pressed for is
/// taken back: a move taken back earns no increment and counts toward no period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BeforePress {
    moves: ByColor<u32>,
    gained: ByColor<ClockTime>,
}

/// A two-sided chess clock.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Clock {
    /// Time left on each side.
    pub remaining: ByColor<ClockTime>,
    /// The side whose clock runs, if any.
    pub running: Option<Color>,
    /// Whether the clock is paused (the arbiter or a claimant stopped it).
    pub paused: bool,
    /// Flags that have fallen.
    pub fallen: ByColor<bool>,
    /// Moves completed by each side, for the periods of the control.
    pub moves: ByColor<u32>,
    /// The index of the period each side is in.
    pub period: ByColor<usize>,
    /// Delay left on the running side's current move.
    delay_left: ClockTime,
    /// Time each side's presses have added (increments and the next periods' time), so
    /// that presses taken back can give it back.
    gained: ByColor<ClockTime>,
    control: Option<TimeControl>,
}

impl Clock {
    /// A clock set for the start of a game under `control`, White's clock running (6.6).
    pub fn start(control: TimeControl) -> Self {
        let initial = ClockTime::from_mins(u64::from(control.initial_minutes()));
        let delay = ClockTime::from_secs(u64::from(control.bonus_in(0).delay()));
        Self {
            remaining: ByColor {
                white: initial,
                black: initial,
            },
            running: Some(Color::White),
            paused: false,
            fallen: ByColor::default(),
            moves: ByColor::default(),
            period: ByColor::default(),
            delay_left: delay,
            gained: ByColor::default(),
            control: Some(control),
        }
    }

    /// A clock showing the given times, `running` side's clock running.
    pub fn showing(
        white: ClockTime,
        black: ClockTime,
        running: Option<Color>,
        control: Option<TimeControl>,
    ) -> Self {
        let delay = control.as_ref().map_or(0, |c| c.bonus_in(0).delay());
        Self {
            remaining: ByColor { white, black },
            running,
            paused: false,
            fallen: ByColor {
                white: white == ClockTime::ZERO,
                black: black == ClockTime::ZERO,
            },
            moves: ByColor::default(),
            period: ByColor::default(),
            delay_left: ClockTime::from_secs(u64::from(delay)),
            gained: ByColor::default(),
            control,
        }
    }

    /// The time control the clock is set for, if known.
    pub fn control(&self) -> Option<&TimeControl> {
        self.control.as_ref()
    }

    /// Lets `ms` milliseconds pass on the running clock: a delay is used up first, then the
    /// main time; a clock that reaches zero drops its flag.
    pub fn elapse(&mut self, ms: u64) {
        let Some(side) = self.running else { return };
        if self.paused {
            return;
        }
        let from_delay = ms.min(self.delay_left.0);
        self.delay_left.0 = self.delay_left.0.saturating_sub(from_delay);
        let left = self.remaining.get_mut(side);
        left.0 = left.0.saturating_sub(ms.saturating_sub(from_delay));
        if left.0 == 0 {
            *self.fallen.get_mut(side) = true;
        }
    }

    /// `side` presses the clock after completing a move: the increment is added, a new
    /// period's time is added when its move count is reached, and the other clock starts.
    pub fn press(&mut self, side: Color) {
        if self.running == Some(side) && !self.fallen.get(side) {
            let made = self.moves.get(side).saturating_add(1);
            *self.moves.get_mut(side) = made;
            if let Some(control) = &self.control {
                // The move belongs to the period the side is in until it is made.
                let period = *self.period.get(side);
                let mut gain =
                    ClockTime::from_secs(u64::from(control.bonus_in(period).increment()));
                let before = moves_before(control, period);
                if let Some(p) = control.periods().get(period)
                    && p.moves
                        .is_some_and(|m| u64::from(made) >= before.saturating_add(m.into()))
                    && let Some(next_period) = period.checked_add(1)
                    && let Some(next) = control.periods().get(next_period)
                {
                    gain = gain.plus(ClockTime::from_mins(u64::from(next.minutes)));
                    *self.period.get_mut(side) = next_period;
                }
                let left = self.remaining.get_mut(side);
                *left = left.plus(gain);
                let gained = self.gained.get_mut(side);
                *gained = gained.plus(gain);
            }
        }
        self.running = Some(!side);
        self.delay_left = self.delay_for(!side);
    }

    /// The delay `side`'s next move starts with, that of the period he is in.
    fn delay_for(&self, side: Color) -> ClockTime {
        let period = *self.period.get(side);
        ClockTime::from_secs(u64::from(
            self.control
                .as_ref()
                .map_or(0, |c| c.bonus_in(period).delay()),
        ))
    }

    /// The bonus `side`'s next move earns or starts with, that of the period he is in.
    pub fn bonus_now(&self, side: Color) -> Bonus {
        self.control
            .as_ref()
            .map_or(Bonus::None, |c| c.bonus_in(*self.period.get(side)))
    }

    /// The clock as it stands before a press that may be taken back.
    pub fn before_press(&self) -> BeforePress {
        BeforePress {
            moves: self.moves,
            gained: self.gained,
        }
    }

    /// Takes back a press and every press since: the move counts as they were before it,
    /// and what those presses added to either clock taken off again. The time the players
    /// thought in the meantime stays used.
    pub fn take_back_press(&mut self, before: BeforePress) {
        for side in [Color::White, Color::Black] {
            let since = self
                .gained
                .get(side)
                .0
                .saturating_sub(before.gained.get(side).0);
            let left = self.remaining.get_mut(side);
            left.0 = left.0.saturating_sub(since);
            *self.gained.get_mut(side) = *before.gained.get(side);
        }
        self.set_moves_made(before.moves.white, before.moves.black);
    }

    /// Starts the other side's clock without counting a move or adding an increment: what the
    /// arbiter leaves on the clocks when the pressed move does not stand.
    pub fn pass_turn(&mut self, side: Color) {
        self.running = Some(!side);
    }

    /// Sets how many moves each side has completed, and so which period each is in.
    pub fn set_moves_made(&mut self, white: u32, black: u32) {
        self.moves = ByColor { white, black };
        if let Some(control) = &self.control {
            for (side, made) in [(Color::White, white), (Color::Black, black)] {
                // A player is in the period of the move he makes next.
                *self.period.get_mut(side) = control.period_of_move(made.saturating_add(1));
            }
        }
        if let Some(side) = self.running {
            self.delay_left = self.delay_for(side);
        }
    }

    /// Stops both clocks (the arbiter, or a player calling him).
    pub fn pause(&mut self) {
        self.paused = true;
    }

    /// Restarts the clocks after a pause.
    pub fn resume(&mut self) {
        self.paused = false;
    }

    /// Adds time to one side (penalties, awards); a fallen flag rises again only if the
    /// arbiter adds time before it was noticed, which the caller decides.
    pub fn add(&mut self, side: Color, time: ClockTime) {
        let left = self.remaining.get_mut(side);
        *left = left.plus(time);
    }

    /// Takes time from one side, dropping its flag at zero.
    pub fn remove(&mut self, side: Color, time: ClockTime) {
        let left = self.remaining.get_mut(side);
        left.0 = left.0.saturating_sub(time.0);
        if left.0 == 0 {
            *self.fallen.get_mut(side) = true;
        }
    }

    /// Whether the side's flag is down.
    pub fn flag_down(&self, side: Color) -> bool {
        *self.fallen.get(side) || *self.remaining.get(side) == ClockTime::ZERO
    }

    /// Whether the period `side` is in is the last one (all remaining moves).
    pub fn in_last_period(&self, side: Color) -> bool {
        self.control
            .as_ref()
            .is_none_or(|c| self.period.get(side).saturating_add(1) >= c.periods().len())
    }
}

/// The moves the periods before `period` cover together.
fn moves_before(control: &TimeControl, period: usize) -> u64 {
    control
        .periods()
        .iter()
        .take(period)
        .filter_map(|p| p.moves)
        .map(u64::from)
        .fold(0, u64::saturating_add)
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn readings_beyond_a_day_are_refused_not_wrapped() {
        let huge = "307445734561825861:01";
        assert_eq!(
            ClockTime::parse(huge),
            Err(ClockTimeError::TooLong(huge.into()))
        );
        for s in [
            "24:00:01",
            "1440:01",
            "86401",
            "99999999999999999999",
            "18446744073709551615:00:00",
            "5124095576030431:00:00",
        ] {
            assert_eq!(
                ClockTime::parse(s),
                Err(ClockTimeError::TooLong(s.into())),
                "{s}"
            );
        }
        assert_eq!(ClockTime::parse("24:00:00"), Ok(ClockTime::MAX));
        assert_eq!(ClockTime::parse("1440:00"), Ok(ClockTime::MAX));
        assert_eq!(ClockTime::parse("86400"), Ok(ClockTime::MAX));
        assert!(matches!(
            ClockTime::parse("1:2:3:4"),
            Err(ClockTimeError::Malformed(_))
        ));
    }

    #[test]
    fn sums_on_a_clock_saturate() {
        assert_eq!(ClockTime::from_secs(u64::MAX), ClockTime(u64::MAX));
        assert_eq!(ClockTime::from_mins(u64::MAX / 2), ClockTime(u64::MAX));
        let mut clock = Clock::showing(ClockTime(u64::MAX - 5), ClockTime::ZERO, None, None);
        clock.add(Color::White, ClockTime::MAX);
        assert_eq!(clock.remaining.white, ClockTime(u64::MAX));
        let mut clock = Clock::start("3+2".parse().unwrap());
        clock.remaining.white = ClockTime(u64::MAX - 1);
        clock.moves.white = u32::MAX;
        clock.press(Color::White);
        assert_eq!(clock.remaining.white, ClockTime(u64::MAX));
        assert_eq!(clock.moves.white, u32::MAX);
    }

    proptest! {
        #[test]
        fn parsing_never_panics(s in "\\PC{0,40}") {
            let _ = ClockTime::parse(&s);
        }

        #[test]
        fn parsing_digit_strings_never_panics_nor_wraps(
            parts in proptest::collection::vec("[0-9]{1,25}", 1..5),
            tenths in proptest::option::of("[0-9]{0,2}"),
        ) {
            let mut s = parts.join(":");
            if let Some(t) = tenths {
                s.push('.');
                s.push_str(&t);
            }
            if let Ok(t) = ClockTime::parse(&s) {
                prop_assert!(t <= ClockTime::MAX);
                // What was read is what was written: printing it again reads the same.
                let whole = ClockTime::from_secs(t.secs());
                prop_assert_eq!(ClockTime::parse(&whole.to_string()), Ok(whole));
            }
        }

        #[test]
        fn every_reading_up_to_a_day_round_trips(ms in 0u64..=ClockTime::MAX.0) {
            // Tenths are shown below ten seconds, whole seconds above.
            let shown = if ms < 10_000 { ms.saturating_sub(ms % 100) } else { ms.saturating_sub(ms % 1000) };
            let t = ClockTime(shown);
            prop_assert_eq!(ClockTime::parse(&t.to_string()), Ok(t));
        }
    }

    #[test]
    fn a_press_taken_back_returns_its_increment_and_its_move() {
        let mut clock = Clock::start("40/90,30+30".parse().unwrap());
        let before = clock.before_press();
        clock.press(Color::White);
        assert_eq!(clock.remaining.white, ClockTime::from_secs(90 * 60 + 30));
        assert_eq!(clock.moves.white, 1);
        clock.take_back_press(before);
        assert_eq!(clock.remaining.white, ClockTime::from_mins(90));
        assert_eq!(clock.moves.white, 0);
    }

    #[test]
    fn each_move_earns_the_bonus_of_its_own_period() {
        let mut clock = Clock::start("2/10+0,1/5+0,3d4".parse().unwrap());
        for _ in 0..2 {
            clock.press(Color::White);
            clock.press(Color::Black);
        }
        // Two moves in the first period earned nothing; the second period's time came.
        assert_eq!(clock.remaining.white, ClockTime::from_mins(15));
        assert_eq!(clock.delay_left, ClockTime::ZERO);
        clock.press(Color::White);
        clock.press(Color::Black);
        // From move 4 the last period runs, with its delay.
        assert_eq!(clock.bonus_now(Color::White), Bonus::Delay(4));
        assert_eq!(clock.delay_left, ClockTime::from_secs(4));
        let mut later = Clock::start("1/10+0,10+30".parse().unwrap());
        later.press(Color::White);
        assert_eq!(later.remaining.white, ClockTime::from_mins(20));
        later.press(Color::Black);
        later.press(Color::White);
        assert_eq!(later.remaining.white, ClockTime::from_secs(20 * 60 + 30));
    }

    #[test]
    fn presses_taken_back_later_return_every_gain_but_not_the_time_used() {
        let mut clock = Clock::start("90+30".parse().unwrap());
        let before = clock.before_press();
        clock.press(Color::White);
        clock.elapse(10_000);
        clock.press(Color::Black);
        clock.elapse(20_000);
        clock.press(Color::White);
        clock.take_back_press(before);
        assert_eq!(clock.remaining.white, ClockTime::from_secs(90 * 60 - 20));
        assert_eq!(clock.remaining.black, ClockTime::from_secs(90 * 60 - 10));
        assert_eq!((clock.moves.white, clock.moves.black), (0, 0));
    }

    #[test]
    fn reads_and_prints_clock_times() {
        assert_eq!(ClockTime::parse("2:31"), Ok(ClockTime::from_secs(151)));
        assert_eq!(ClockTime::parse("1:30:00"), Ok(ClockTime::from_mins(90)));
        assert_eq!(ClockTime::parse("0:05.3"), Ok(ClockTime(5300)));
        assert_eq!(ClockTime::parse("45"), Ok(ClockTime::from_secs(45)));
        assert!(ClockTime::parse("2:75").is_err());
        assert!(ClockTime::parse("abc").is_err());
        assert!(ClockTime::parse("-1:00").is_err());
        assert_eq!(ClockTime::from_secs(151).to_string(), "2:31");
        assert_eq!(ClockTime::from_mins(90).to_string(), "1:30:00");
        assert_eq!(ClockTime(5300).to_string(), "0:05.3");
    }

    #[test]
    fn increment_is_added_on_each_press() {
        let mut clock = Clock::start("3+2".parse().unwrap());
        clock.elapse(10_000);
        clock.press(Color::White);
        assert_eq!(clock.remaining.white, ClockTime::from_secs(172));
        assert_eq!(clock.running, Some(Color::Black));
    }

    #[test]
    fn delay_is_spent_before_main_time() {
        let mut clock = Clock::start("15d5".parse().unwrap());
        clock.elapse(3_000);
        assert_eq!(clock.remaining.white, ClockTime::from_mins(15));
        clock.elapse(4_000);
        assert_eq!(clock.remaining.white, ClockTime::from_secs(898));
        clock.press(Color::White);
        clock.elapse(5_000);
        assert_eq!(clock.remaining.black, ClockTime::from_mins(15));
    }

    #[test]
    fn second_period_time_arrives_after_the_move_count() {
        let mut clock = Clock::start("2/90,30".parse().unwrap());
        for _ in 0..2 {
            clock.press(Color::White);
            clock.press(Color::Black);
        }
        assert_eq!(clock.remaining.white, ClockTime::from_mins(120));
        assert!(clock.in_last_period(Color::White));
    }

    #[test]
    fn a_flag_falls_at_zero() {
        let mut clock = Clock::showing(
            ClockTime::from_secs(2),
            ClockTime::from_secs(60),
            Some(Color::White),
            None,
        );
        clock.elapse(2_500);
        assert!(clock.flag_down(Color::White));
        assert!(!clock.flag_down(Color::Black));
        clock.add(Color::Black, ClockTime::from_mins(2));
        assert_eq!(clock.remaining.black, ClockTime::from_secs(180));
    }
}
