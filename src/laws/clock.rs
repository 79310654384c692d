//! A chess clock: two times, the side whose clock runs, increments, delay, periods, flags.

use std::fmt;

use shakmaty::{ByColor, Color};

use super::time_control::{Bonus, TimeControl};

/// A time on a clock, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct ClockTime(pub u64);

impl ClockTime {
    /// Zero: the flag is down.
    pub const ZERO: ClockTime = ClockTime(0);

    /// A time of whole seconds.
    pub fn from_secs(secs: u64) -> Self {
        Self(secs * 1000)
    }

    /// A time of whole minutes.
    pub fn from_mins(mins: u64) -> Self {
        Self(mins * 60_000)
    }

    /// Whole seconds, rounded down.
    pub fn secs(self) -> u64 {
        self.0 / 1000
    }

    /// Reads `m:ss`, `h:mm:ss`, `m:ss.t` or plain seconds (`45`).
    pub fn parse(s: &str) -> Result<Self, ClockTimeError> {
        let s = s.trim();
        let bad = || ClockTimeError(s.to_owned());
        let (whole, tenths) = match s.split_once('.') {
            Some((w, t)) if t.len() == 1 && t.bytes().all(|b| b.is_ascii_digit()) => {
                (w, u64::from(t.as_bytes()[0] - b'0'))
            }
            Some(_) => return Err(bad()),
            None => (s, 0),
        };
        let parts: Vec<&str> = whole.split(':').collect();
        if parts
            .iter()
            .any(|p| p.is_empty() || !p.bytes().all(|b| b.is_ascii_digit()))
        {
            return Err(bad());
        }
        let nums: Vec<u64> = parts
            .iter()
            .map(|p| p.parse().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let secs = match nums.as_slice() {
            [s] => *s,
            [m, s] if *s < 60 => m * 60 + s,
            [h, m, s] if *m < 60 && *s < 60 => h * 3600 + m * 60 + s,
            _ => return Err(bad()),
        };
        Ok(Self(secs * 1000 + tenths * 100))
    }
}

impl fmt::Display for ClockTime {
    /// `h:mm:ss` from an hour, `m:ss` from ten seconds, `s.t` below.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let secs = self.0 / 1000;
        if secs >= 3600 {
            write!(f, "{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
        } else if self.0 >= 10_000 || self.0.is_multiple_of(1000) {
            write!(f, "{}:{:02}", secs / 60, secs % 60)
        } else {
            write!(f, "0:{:02}.{}", secs, self.0 % 1000 / 100)
        }
    }
}

/// A clock reading that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClockTimeError(pub String);

impl fmt::Display for ClockTimeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:?} is not a clock time (write m:ss, h:mm:ss or m:ss.t)",
            self.0
        )
    }
}

impl std::error::Error for ClockTimeError {}

/// One side's clock as it stood before a press, to set back when the move pressed for is
/// taken back: a move taken back earns no increment and counts toward no period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BeforePress {
    side: Color,
    left: ClockTime,
    moves: ByColor<u32>,
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
    control: Option<TimeControl>,
}

impl Clock {
    /// A clock set for the start of a game under `control`, White's clock running (6.6).
    pub fn start(control: TimeControl) -> Self {
        let initial = ClockTime::from_mins(u64::from(control.initial_minutes()));
        let delay = ClockTime::from_secs(u64::from(delay_of(&control)));
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
        let delay = control.as_ref().map_or(0, delay_of);
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
        self.delay_left.0 -= from_delay;
        let left = self.remaining.get_mut(side);
        left.0 = left.0.saturating_sub(ms - from_delay);
        if left.0 == 0 {
            *self.fallen.get_mut(side) = true;
        }
    }

    /// `side` presses the clock after completing a move: the increment is added, a new
    /// period's time is added when its move count is reached, and the other clock starts.
    pub fn press(&mut self, side: Color) {
        if self.running == Some(side) && !self.fallen.get(side) {
            *self.moves.get_mut(side) += 1;
            if let Some(control) = &self.control {
                let mut gain = u64::from(control.increment()) * 1000;
                let period = *self.period.get(side);
                let before: u32 = control
                    .periods()
                    .iter()
                    .take(period)
                    .filter_map(|p| p.moves)
                    .sum();
                if let Some(p) = control.periods().get(period)
                    && p.moves.is_some_and(|m| *self.moves.get(side) >= before + m)
                    && let Some(next) = control.periods().get(period + 1)
                {
                    gain += u64::from(next.minutes) * 60_000;
                    *self.period.get_mut(side) += 1;
                }
                self.remaining.get_mut(side).0 += gain;
            }
        }
        self.running = Some(!side);
        self.delay_left =
            ClockTime::from_secs(u64::from(self.control.as_ref().map_or(0, delay_of)));
    }

    /// `side`'s clock as it stands, before a press that may be taken back.
    pub fn before_press(&self, side: Color) -> BeforePress {
        BeforePress {
            side,
            left: *self.remaining.get(side),
            moves: self.moves,
        }
    }

    /// Takes back a press: the side's time and the move counts as they were before it.
    pub fn take_back_press(&mut self, before: BeforePress) {
        *self.remaining.get_mut(before.side) = before.left;
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
                let mut counted = 0;
                let mut period = 0;
                for (i, p) in control.periods().iter().enumerate() {
                    match p.moves {
                        Some(m) if made >= counted + m => {
                            counted += m;
                            period = i + 1;
                        }
                        _ => break,
                    }
                }
                *self.period.get_mut(side) = period.min(control.periods().len().saturating_sub(1));
            }
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
        left.0 += time.0;
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
            .is_none_or(|c| *self.period.get(side) + 1 >= c.periods().len())
    }
}

fn delay_of(control: &TimeControl) -> u32 {
    match control.bonus() {
        Bonus::Delay(s) => s,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_press_taken_back_returns_its_increment_and_its_move() {
        let mut clock = Clock::start("40/90,30+30".parse().unwrap());
        let before = clock.before_press(Color::White);
        clock.press(Color::White);
        assert_eq!(clock.remaining.white, ClockTime::from_secs(90 * 60 + 30));
        assert_eq!(clock.moves.white, 1);
        clock.take_back_press(before);
        assert_eq!(clock.remaining.white, ClockTime::from_mins(90));
        assert_eq!(clock.moves.white, 0);
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
