//! Time controls written compactly (`3+2`, `90+30`, `40/90,30+30`, `15d5`, `60`), their
//! parsing and printing, and the game type they make under an edition.
//!
//! Controls come from files, so each of their numbers is bounded when it is read
//! ([`MAX_PERIODS`], [`MAX_MOVES`], [`MAX_MINUTES`], [`MAX_BONUS_SECS`]): a control a
//! tournament could not set is refused with its reason, and no sum over a control can wrap.

#![warn(clippy::arithmetic_side_effects)]

use std::fmt;
use std::str::FromStr;

use super::edition::Edition;
use super::game_type::GameType;

/// The most periods a control may have. FIDE controls have one to three
/// (`40/90,20/60,30`); a few more leave room for other events' regulations.
pub const MAX_PERIODS: usize = 5;

/// The most moves one period may count. Controls count 20 to 60 moves per period.
pub const MAX_MOVES: u32 = 500;

/// The most minutes all periods together may give: 24 hours, so that a clock set for the
/// control never shows more than [`ClockTime::MAX`](super::clock::ClockTime::MAX).
pub const MAX_MINUTES: u32 = 24 * 60;

/// The largest increment or delay per move, in seconds. Controls use 2 to 60.
pub const MAX_BONUS_SECS: u32 = 600;

/// One period of a time control.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to be made in this period, or `None` for all remaining moves.
    pub moves: Option<u32>,
    /// Minutes allotted for the period.
    pub minutes: u32,
}

/// What the clock adds for each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Bonus {
    /// Nothing is added.
    #[default]
    None,
    /// Seconds added after every move, from move one (Fischer increment).
    Increment(u32),
    /// Seconds of delay before the main time starts to run on every move (2009 6.2b).
    Delay(u32),
}

impl Bonus {
    /// The seconds per move, whatever the kind of bonus.
    pub fn seconds(self) -> u32 {
        match self {
            Self::None => 0,
            Self::Increment(s) | Self::Delay(s) => s,
        }
    }
}

/// A time control: one or more periods and a per-move bonus.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
    bonus: Bonus,
}

impl TimeControl {
    /// A time control of the given periods and bonus; the last period must cover all
    /// remaining moves and earlier ones a number of moves, all within the bounds above.
    pub fn new(periods: Vec<Period>, bonus: Bonus) -> Result<Self, TimeControlError> {
        let Some((last, earlier)) = periods.split_last() else {
            return Err(TimeControlError::Empty);
        };
        if periods.len() > MAX_PERIODS {
            return Err(TimeControlError::TooManyPeriods);
        }
        if let Some(m) = periods
            .iter()
            .filter_map(|p| p.moves)
            .find(|m| *m > MAX_MOVES)
        {
            return Err(TimeControlError::TooManyMoves(m.to_string()));
        }
        let minutes = periods
            .iter()
            .map(|p| u64::from(p.minutes))
            .fold(0, u64::saturating_add);
        if minutes > u64::from(MAX_MINUTES) {
            return Err(TimeControlError::TooMuchTime);
        }
        if bonus.seconds() > MAX_BONUS_SECS {
            return Err(TimeControlError::BonusTooLarge(bonus.seconds().to_string()));
        }
        if last.moves.is_some() {
            return Err(TimeControlError::LastPeriodCounted);
        }
        if earlier.iter().any(|p| p.moves.is_none_or(|m| m == 0)) {
            return Err(TimeControlError::EarlierPeriodUncounted);
        }
        if periods.iter().all(|p| p.minutes == 0) && bonus.seconds() == 0 {
            return Err(TimeControlError::NoTime);
        }
        Ok(Self { periods, bonus })
    }

    /// A single period of `minutes` for all moves with an increment of `increment` seconds,
    /// each held to its bound ([`MAX_MINUTES`], [`MAX_BONUS_SECS`]); for the app's own
    /// controls, never for what a file says.
    pub fn sudden_death(minutes: u32, increment: u32) -> Self {
        let increment = increment.min(MAX_BONUS_SECS);
        let bonus = if increment == 0 {
            Bonus::None
        } else {
            Bonus::Increment(increment)
        };
        Self {
            periods: vec![Period {
                moves: None,
                minutes: minutes.min(MAX_MINUTES),
            }],
            bonus,
        }
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The per-move bonus.
    pub fn bonus(&self) -> Bonus {
        self.bonus
    }

    /// The increment in seconds (zero for delay or no bonus).
    pub fn increment(&self) -> u32 {
        match self.bonus {
            Bonus::Increment(s) => s,
            _ => 0,
        }
    }

    /// Whether the clock adds nothing per move (what Guidelines III and 2014 App. G call a
    /// game without increment).
    pub fn has_no_bonus(&self) -> bool {
        self.bonus == Bonus::None
    }

    /// Whether the bonus is a delay rather than an increment.
    pub fn has_delay(&self) -> bool {
        matches!(self.bonus, Bonus::Delay(_))
    }

    /// The minutes of the first period, what each player has on the clock at the start.
    pub fn initial_minutes(&self) -> u32 {
        self.periods.first().map_or(0, |p| p.minutes)
    }

    /// The figure the Laws classify by, in seconds: all allotted time plus 60 times the
    /// per-move bonus (A.1, B.1). Multi-period controls add every period and a delay counts
    /// like an increment; the Laws define neither case, so this follows the usual reading
    /// (editions matrix, ambiguity A13).
    pub fn classification_seconds(&self) -> u64 {
        self.main_seconds()
            .saturating_add(60_u64.saturating_mul(self.bonus.seconds().into()))
    }

    /// The time all periods give together, in seconds, without any bonus.
    pub fn main_seconds(&self) -> u64 {
        self.periods
            .iter()
            .map(|p| u64::from(p.minutes).saturating_mul(60))
            .fold(0, u64::saturating_add)
    }

    /// The game type this control makes under `edition`.
    pub fn game_type(&self, edition: Edition) -> GameType {
        edition
            .rules()
            .classification
            .classify(self.classification_seconds())
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(m) = p.moves {
                write!(f, "{m}/")?;
            }
            write!(f, "{}", p.minutes)?;
        }
        match self.bonus {
            Bonus::None => Ok(()),
            Bonus::Increment(s) => write!(f, "+{s}"),
            Bonus::Delay(s) => write!(f, "d{s}"),
        }
    }
}

/// Why a time-control string could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TimeControlError {
    /// Nothing was written.
    Empty,
    /// A number was expected.
    BadNumber(String),
    /// A period gave moves but no minutes (`40/`).
    MissingMinutes(String),
    /// Two periods gave different bonuses; one bonus applies from move one.
    ConflictingBonus,
    /// The last period named a number of moves; it must cover all remaining moves.
    LastPeriodCounted,
    /// A period before the last did not say how many moves it covers.
    EarlierPeriodUncounted,
    /// No time at all: zero minutes and no bonus.
    NoTime,
    /// More periods than [`MAX_PERIODS`].
    TooManyPeriods,
    /// A period counts more moves than [`MAX_MOVES`] (the number as written).
    TooManyMoves(String),
    /// The periods give more than [`MAX_MINUTES`] together.
    TooMuchTime,
    /// The increment or delay is more than [`MAX_BONUS_SECS`] (the number as written).
    BonusTooLarge(String),
}

impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Empty => f.write_str("empty time control"),
            Self::BadNumber(s) => write!(f, "{s:?} is not a whole number"),
            Self::MissingMinutes(s) => write!(f, "period {s:?} gives moves but no minutes"),
            Self::ConflictingBonus => f.write_str(
                "periods give different increments or delays (one without any); one \
                     applies from move 1, so write it once, on the last period",
            ),
            Self::LastPeriodCounted => f.write_str(
                "the last period must cover all remaining moves (write `40/90,30`, not `40/90`)",
            ),
            Self::EarlierPeriodUncounted => {
                f.write_str("every period but the last must say how many moves it covers")
            }
            Self::NoTime => f.write_str("no time at all: zero minutes and no increment"),
            Self::TooManyPeriods => write!(f, "more than {MAX_PERIODS} periods"),
            Self::TooManyMoves(s) => write!(f, "a period of {s} moves (at most {MAX_MOVES})"),
            Self::TooMuchTime => {
                write!(f, "more than {MAX_MINUTES} minutes in all periods together")
            }
            Self::BonusTooLarge(s) => {
                write!(f, "{s} seconds per move (at most {MAX_BONUS_SECS})")
            }
        }
    }
}

impl std::error::Error for TimeControlError {}

/// A whole number of the control; `too_big` says why one beyond `max` is refused.
fn number(
    s: &str,
    max: u32,
    too_big: impl FnOnce(String) -> TimeControlError,
) -> Result<u32, TimeControlError> {
    let s = s.trim();
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(TimeControlError::BadNumber(s.to_owned()));
    }
    // Only digits: a number that does not fit is simply too big.
    match s.parse::<u32>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(too_big(s.to_owned())),
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// Reads `[moves/]minutes[+increment|dDelay]` periods separated by commas. A bonus may be
    /// written on any period and applies from move one (`40/90+30,30+30` and `40/90,30+30`
    /// are the same control).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim().is_empty() {
            return Err(TimeControlError::Empty);
        }
        let mut periods = Vec::new();
        let mut bonus = Bonus::None;
        let mut none_written = false;
        let bonus_secs = |s: &str| number(s, MAX_BONUS_SECS, TimeControlError::BonusTooLarge);
        let minutes = |s: &str| number(s, MAX_MINUTES, |_| TimeControlError::TooMuchTime);
        for segment in s.split(',') {
            if periods.len() == MAX_PERIODS {
                return Err(TimeControlError::TooManyPeriods);
            }
            let segment = segment.trim();
            let (main, this_bonus) = if let Some((m, inc)) = segment.split_once('+') {
                (m, Bonus::Increment(bonus_secs(inc)?))
            } else if let Some((m, delay)) = segment.split_once('d') {
                (m, Bonus::Delay(bonus_secs(delay)?))
            } else {
                (segment, Bonus::None)
            };
            // `+0` and `d0` say there is no bonus, as a control without one does; beside a
            // period that has one, they say the bonus starts later, which no control here
            // can be (one bonus applies from move 1).
            let this_bonus = match this_bonus {
                Bonus::Increment(0) | Bonus::Delay(0) => {
                    none_written = true;
                    Bonus::None
                }
                other => other,
            };
            if this_bonus != Bonus::None {
                if bonus != Bonus::None && bonus != this_bonus {
                    return Err(TimeControlError::ConflictingBonus);
                }
                bonus = this_bonus;
            }
            if none_written && bonus != Bonus::None {
                return Err(TimeControlError::ConflictingBonus);
            }
            let period = match main.split_once('/') {
                Some((moves, minutes_text)) => {
                    if minutes_text.trim().is_empty() {
                        return Err(TimeControlError::MissingMinutes(segment.to_owned()));
                    }
                    Period {
                        moves: Some(number(moves, MAX_MOVES, TimeControlError::TooManyMoves)?),
                        minutes: minutes(minutes_text)?,
                    }
                }
                None => Period {
                    moves: None,
                    minutes: minutes(main)?,
                },
            };
            periods.push(period);
        }
        Self::new(periods, bonus)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap()
    }

    #[test]
    fn reads_the_usual_forms() {
        assert_eq!(tc("3+2"), TimeControl::sudden_death(3, 2));
        assert_eq!(tc("60"), TimeControl::sudden_death(60, 0));
        assert_eq!(tc("30+0"), tc("30"));
        assert_eq!(tc("40/90,30+0"), tc("40/90,30"));
        assert_eq!(tc("5d0"), tc("5"));
        let classical = tc("40/90,30+30");
        assert_eq!(classical.periods().len(), 2);
        assert_eq!(
            classical.periods()[0],
            Period {
                moves: Some(40),
                minutes: 90
            }
        );
        assert_eq!(classical.increment(), 30);
        assert_eq!(tc("40/90+30,30+30"), classical);
        assert_eq!(tc("15d5").bonus(), Bonus::Delay(5));
        assert_eq!(tc(" 10 + 5 ").to_string(), "10+5");
    }

    #[test]
    fn rejects_malformed_controls_with_a_reason() {
        assert_eq!("".parse::<TimeControl>(), Err(TimeControlError::Empty));
        assert_eq!(
            "3+x".parse::<TimeControl>(),
            Err(TimeControlError::BadNumber("x".into()))
        );
        assert_eq!(
            "40/120".parse::<TimeControl>(),
            Err(TimeControlError::LastPeriodCounted)
        );
        assert_eq!(
            "90,30".parse::<TimeControl>(),
            Err(TimeControlError::EarlierPeriodUncounted)
        );
        assert_eq!(
            "40/90+30,30+10".parse::<TimeControl>(),
            Err(TimeControlError::ConflictingBonus)
        );
        // An increment only from move 41 is not a control of this format: refused, not read
        // as one from move 1.
        for text in [
            "40/90+0,30+30",
            "40/90,30+0+",
            "40/90+30,30+0",
            "40/90d0,30d5",
        ] {
            assert!(text.parse::<TimeControl>().is_err(), "{text}");
        }
        assert_eq!(tc("40/90+0,30+0").bonus(), Bonus::None);
        assert_eq!("0".parse::<TimeControl>(), Err(TimeControlError::NoTime));
        assert!(matches!(
            "40/,30".parse::<TimeControl>(),
            Err(TimeControlError::MissingMinutes(_))
        ));
        assert!("-3+2".parse::<TimeControl>().is_err());
    }

    #[test]
    fn classifies_by_base_plus_sixty_increments() {
        let cases = [
            ("3+2", GameType::Blitz, GameType::Blitz),
            ("10", GameType::Blitz, GameType::Blitz),
            ("12", GameType::Blitz, GameType::Rapid),
            ("14+1", GameType::Rapid, GameType::Rapid),
            ("15", GameType::Rapid, GameType::Rapid),
            ("15+10", GameType::Rapid, GameType::Rapid),
            ("45+15", GameType::Standard, GameType::Standard),
            ("50+10", GameType::Standard, GameType::Standard),
            ("59", GameType::Rapid, GameType::Rapid),
            ("40/90,30+30", GameType::Standard, GameType::Standard),
        ];
        for (s, in_2009, later) in cases {
            assert_eq!(tc(s).game_type(Edition::E2009), in_2009, "{s} in 2009");
            for e in [Edition::E2014, Edition::E2018, Edition::E2023] {
                assert_eq!(tc(s).game_type(e), later, "{s} in {e}");
            }
        }
    }

    #[test]
    fn numbers_beyond_the_bounds_are_refused_with_their_reason() {
        let refused = |s: &str| s.parse::<TimeControl>().unwrap_err();
        assert_eq!(refused("1441"), TimeControlError::TooMuchTime);
        assert_eq!(
            refused("99999999999999999999+2"),
            TimeControlError::TooMuchTime
        );
        assert_eq!(refused("40/720,721"), TimeControlError::TooMuchTime);
        assert_eq!(
            refused("3+601"),
            TimeControlError::BonusTooLarge("601".into())
        );
        assert_eq!(
            refused("3d18446744073709551616"),
            TimeControlError::BonusTooLarge("18446744073709551616".into())
        );
        assert_eq!(
            refused("4294967295/90,30"),
            TimeControlError::TooManyMoves("4294967295".into())
        );
        assert_eq!(
            refused("1/1,1/1,1/1,1/1,1/1,1"),
            TimeControlError::TooManyPeriods
        );
        assert_eq!(tc("1440").main_seconds(), 86_400);
        assert_eq!(tc("500/720,720+600").periods().len(), 2);
        let too_many = (0..=MAX_PERIODS).map(|_| Period {
            moves: Some(1),
            minutes: 1,
        });
        let mut periods: Vec<Period> = too_many.collect();
        periods.push(Period {
            moves: None,
            minutes: 1,
        });
        assert_eq!(
            TimeControl::new(periods, Bonus::None),
            Err(TimeControlError::TooManyPeriods)
        );
    }

    proptest! {
        #[test]
        fn parsing_never_panics(s in "\\PC{0,40}") {
            let _ = s.parse::<TimeControl>();
        }

        #[test]
        fn parsing_any_numbers_never_panics_and_stays_in_bounds(
            periods in proptest::collection::vec(
                (proptest::option::of("[0-9]{1,22}"), "[0-9]{1,22}"), 1..8),
            bonus in proptest::option::of(("[+d]", "[0-9]{1,22}")),
        ) {
            let mut text: Vec<String> = periods
                .iter()
                .map(|(m, min)| m.as_ref().map_or(min.clone(), |m| format!("{m}/{min}")))
                .collect();
            if let (Some((kind, secs)), Some(last)) = (bonus, text.last_mut()) {
                last.push_str(&kind);
                last.push_str(&secs);
            }
            if let Ok(control) = text.join(",").parse::<TimeControl>() {
                prop_assert!(control.periods().len() <= MAX_PERIODS);
                prop_assert!(control.main_seconds() <= u64::from(MAX_MINUTES) * 60);
                prop_assert!(control.bonus().seconds() <= MAX_BONUS_SECS);
                prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
            }
        }

        #[test]
        fn printing_then_parsing_gives_the_same_control(
            counted in proptest::collection::vec((1u32..80, 0u32..200), 0..3),
            last in 1u32..200,
            kind in 0u8..3,
            secs in 1u32..60,
        ) {
            let mut periods: Vec<Period> =
                counted.iter().map(|&(m, min)| Period { moves: Some(m), minutes: min }).collect();
            periods.push(Period { moves: None, minutes: last });
            let bonus = match kind { 0 => Bonus::None, 1 => Bonus::Increment(secs), _ => Bonus::Delay(secs) };
            let control = TimeControl::new(periods, bonus).unwrap();
            prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
        }
    }
}
