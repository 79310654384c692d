//! Time controls written compactly (`3+2`, `90+30`, `40/90,30+30`, `15d5`, `60`,
//! `40/90+0,30+30`), their parsing and printing, and the game type they make under an edition.
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
    /// What the clock adds for each move made in this period.
    pub bonus: Bonus,
}

/// What the clock adds for each move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Bonus {
    /// Nothing is added.
    #[default]
    None,
    /// Seconds added after every move (Fischer increment).
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

    /// The seconds an increment adds per move (zero for a delay or no bonus).
    pub fn increment(self) -> u32 {
        match self {
            Self::Increment(s) => s,
            Self::None | Self::Delay(_) => 0,
        }
    }

    /// The seconds of delay per move (zero for an increment or no bonus).
    pub fn delay(self) -> u32 {
        match self {
            Self::Delay(s) => s,
            Self::None | Self::Increment(_) => 0,
        }
    }
}

/// A time control: one or more periods, each with its per-move bonus. Most controls give
/// the same bonus in every period, from move 1; some give it only from a later period
/// (30 seconds from move 61), which decides, among other things, the recording relief of
/// 8.4 in the periods without it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    periods: Vec<Period>,
}

impl TimeControl {
    /// A time control of the given periods; the last period must cover all remaining moves
    /// and earlier ones a number of moves, all within the bounds above.
    pub fn new(periods: Vec<Period>) -> Result<Self, TimeControlError> {
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
        if let Some(p) = periods.iter().find(|p| p.bonus.seconds() > MAX_BONUS_SECS) {
            return Err(TimeControlError::BonusTooLarge(
                p.bonus.seconds().to_string(),
            ));
        }
        if last.moves.is_some() {
            return Err(TimeControlError::LastPeriodCounted);
        }
        if earlier.iter().any(|p| p.moves.is_none_or(|m| m == 0)) {
            return Err(TimeControlError::EarlierPeriodUncounted);
        }
        if periods
            .iter()
            .all(|p| p.minutes == 0 && p.bonus.seconds() == 0)
        {
            return Err(TimeControlError::NoTime);
        }
        Ok(Self { periods })
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
                bonus,
            }],
        }
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The bonus of the period with index `period` (the last period's beyond the last).
    pub fn bonus_in(&self, period: usize) -> Bonus {
        self.periods
            .get(period)
            .or(self.periods.last())
            .map_or(Bonus::None, |p| p.bonus)
    }

    /// The bonus every period gives, when they all give the same one (from move 1).
    pub fn uniform_bonus(&self) -> Option<Bonus> {
        let first = self.periods.first()?.bonus;
        self.periods
            .iter()
            .all(|p| p.bonus == first)
            .then_some(first)
    }

    /// The bonus of the last period, where all the remaining moves are made: what decides
    /// whether a quickplay finish is played without increment (2014 G.1, Guidelines III.1).
    pub fn final_bonus(&self) -> Bonus {
        self.periods.last().map_or(Bonus::None, |p| p.bonus)
    }

    /// The largest bonus any period gives, in seconds.
    pub fn max_bonus_seconds(&self) -> u32 {
        self.periods
            .iter()
            .map(|p| p.bonus.seconds())
            .max()
            .unwrap_or(0)
    }

    /// The smallest increment any period gives, in seconds: with 30 seconds or more in every
    /// period no player ever has the recording relief of 8.4.
    pub fn min_increment(&self) -> u32 {
        self.periods
            .iter()
            .map(|p| p.bonus.increment())
            .min()
            .unwrap_or(0)
    }

    /// The index of the period in which a player makes his move number `n` (1-based).
    pub fn period_of_move(&self, n: u32) -> usize {
        let mut before: u64 = 0;
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                Some(m) => {
                    before = before.saturating_add(u64::from(m));
                    if u64::from(n) <= before {
                        return i;
                    }
                }
                None => return i,
            }
        }
        self.periods.len().saturating_sub(1)
    }

    /// The seconds of increment a player's first `moves` moves earn together, each move the
    /// increment of the period it is made in.
    pub fn increments_over(&self, moves: u32) -> u64 {
        let mut total: u64 = 0;
        let mut before: u64 = 0;
        let moves = u64::from(moves);
        for p in &self.periods {
            let end = p
                .moves
                .map_or(moves, |m| before.saturating_add(u64::from(m)).min(moves));
            let here = end.saturating_sub(before);
            total = total.saturating_add(here.saturating_mul(p.bonus.increment().into()));
            before = end;
            if before >= moves {
                break;
            }
        }
        total
    }

    /// Whether the clock adds nothing per move in any period (what Guidelines III and 2014
    /// App. G call a game without increment).
    pub fn has_no_bonus(&self) -> bool {
        self.periods.iter().all(|p| p.bonus == Bonus::None)
    }

    /// Whether some period's bonus is a delay rather than an increment.
    pub fn has_delay(&self) -> bool {
        self.periods
            .iter()
            .any(|p| matches!(p.bonus, Bonus::Delay(_)))
    }

    /// The minutes of the first period, what each player has on the clock at the start.
    pub fn initial_minutes(&self) -> u32 {
        self.periods.first().map_or(0, |p| p.minutes)
    }

    /// The figure the Laws classify by, in seconds: all allotted time plus 60 times the
    /// per-move bonus (A.1, B.1). Multi-period controls add every period, a delay counts
    /// like an increment, and a bonus given only in some periods counts as the control's
    /// bonus ("60 times any increment"); the Laws define none of these cases, so this follows
    /// the usual reading (editions matrix, ambiguity A13).
    pub fn classification_seconds(&self) -> u64 {
        self.main_seconds()
            .saturating_add(60_u64.saturating_mul(self.max_bonus_seconds().into()))
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
    /// One bonus from move 1 is written once, after the last period (`40/90,30+30`); bonuses
    /// that differ are written on every period, `+0` for none (`40/90+0,30+30`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let uniform = self.uniform_bonus();
        let last = self.periods.len().saturating_sub(1);
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            if let Some(m) = p.moves {
                write!(f, "{m}/")?;
            }
            write!(f, "{}", p.minutes)?;
            let written = match uniform {
                None => Some(p.bonus),
                Some(Bonus::None) => None,
                Some(bonus) => (i == last).then_some(bonus),
            };
            match written {
                None => {}
                Some(Bonus::None) => f.write_str("+0")?,
                Some(Bonus::Increment(s)) => write!(f, "+{s}")?,
                Some(Bonus::Delay(s)) => write!(f, "d{s}")?,
            }
        }
        Ok(())
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
    /// Periods gave different bonuses but not every period wrote its own, so which period
    /// has which cannot be told.
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
                "periods give different increments or delays: write one on every period \
                     (`+0` for none, as in `40/90+0,30+30`), or once for all from move 1",
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

    /// Reads `[moves/]minutes[+increment|dDelay]` periods separated by commas. A bonus
    /// written on some periods only, the same wherever written, applies from move 1
    /// (`40/90+30,30+30` and `40/90,30+30` are the same control); periods with different
    /// bonuses must each write their own, `+0` for none (`40/90+0,30+30`: 30 seconds from
    /// move 41).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim().is_empty() {
            return Err(TimeControlError::Empty);
        }
        let mut periods = Vec::new();
        let mut written: Vec<Option<Bonus>> = Vec::new();
        let bonus_secs = |s: &str| number(s, MAX_BONUS_SECS, TimeControlError::BonusTooLarge);
        let minutes = |s: &str| number(s, MAX_MINUTES, |_| TimeControlError::TooMuchTime);
        for segment in s.split(',') {
            if periods.len() == MAX_PERIODS {
                return Err(TimeControlError::TooManyPeriods);
            }
            let segment = segment.trim();
            let (main, bonus) = if let Some((m, inc)) = segment.split_once('+') {
                (m, Some(Bonus::Increment(bonus_secs(inc)?)))
            } else if let Some((m, delay)) = segment.split_once('d') {
                (m, Some(Bonus::Delay(bonus_secs(delay)?)))
            } else {
                (segment, None)
            };
            // `+0` and `d0` say the period has no bonus.
            written.push(bonus.map(|b| if b.seconds() == 0 { Bonus::None } else { b }));
            let (moves, minutes) = match main.split_once('/') {
                Some((moves, minutes_text)) => {
                    if minutes_text.trim().is_empty() {
                        return Err(TimeControlError::MissingMinutes(segment.to_owned()));
                    }
                    (
                        Some(number(moves, MAX_MOVES, TimeControlError::TooManyMoves)?),
                        minutes(minutes_text)?,
                    )
                }
                None => (None, minutes(main)?),
            };
            periods.push(Period {
                moves,
                minutes,
                bonus: Bonus::None,
            });
        }
        let mut distinct = written.iter().flatten().copied();
        let first = distinct.next();
        let one_bonus = distinct.all(|b| Some(b) == first);
        for (period, bonus) in periods.iter_mut().zip(&written) {
            period.bonus = match (one_bonus, bonus) {
                (true, _) => first.unwrap_or_default(),
                (false, Some(bonus)) => *bonus,
                (false, None) => return Err(TimeControlError::ConflictingBonus),
            };
        }
        Self::new(periods)
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
                minutes: 90,
                bonus: Bonus::Increment(30),
            }
        );
        assert_eq!(classical.uniform_bonus(), Some(Bonus::Increment(30)));
        assert_eq!(tc("40/90+30,30+30"), classical);
        assert_eq!(tc("15d5").uniform_bonus(), Some(Bonus::Delay(5)));
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
        // Bonuses that differ, with a period that does not say its own: which period has
        // which cannot be told.
        for text in ["40/90+30,20/60,30+10", "40/90+0,20/60,30+30"] {
            assert_eq!(
                text.parse::<TimeControl>(),
                Err(TimeControlError::ConflictingBonus),
                "{text}"
            );
        }
        assert!("40/90,30+0+".parse::<TimeControl>().is_err());
        assert!(tc("40/90+0,30+0").has_no_bonus());
        assert_eq!("0".parse::<TimeControl>(), Err(TimeControlError::NoTime));
        assert!(matches!(
            "40/,30".parse::<TimeControl>(),
            Err(TimeControlError::MissingMinutes(_))
        ));
        assert!("-3+2".parse::<TimeControl>().is_err());
    }

    #[test]
    fn a_bonus_may_start_in_a_later_period() {
        let from_61 = tc("40/90+0,20/60+0,30+30");
        assert_eq!(from_61.uniform_bonus(), None);
        assert_eq!(from_61.bonus_in(0), Bonus::None);
        assert_eq!(from_61.bonus_in(2), Bonus::Increment(30));
        assert_eq!(from_61.final_bonus(), Bonus::Increment(30));
        assert_eq!(from_61.min_increment(), 0);
        assert_eq!(from_61.period_of_move(40), 0);
        assert_eq!(from_61.period_of_move(41), 1);
        assert_eq!(from_61.period_of_move(60), 1);
        assert_eq!(from_61.period_of_move(61), 2);
        assert_eq!(from_61.increments_over(60), 0);
        assert_eq!(from_61.increments_over(70), 300);
        assert_eq!(from_61.to_string(), "40/90+0,20/60+0,30+30");
        assert_eq!(tc("40/90d0,30d5").bonus_in(1), Bonus::Delay(5));
        let mixed = tc("40/90+30,30+10");
        assert_eq!(mixed.increments_over(41), 40 * 30 + 10);
        // One bonus from move 1, however written.
        let classical = tc("40/90,30+30");
        assert_eq!(classical.increments_over(60), 1800);
        assert_eq!(classical.min_increment(), 30);
        assert_eq!(classical.period_of_move(1), 0);
        assert_eq!(tc("3+2").period_of_move(500), 0);
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
            bonus: Bonus::None,
        });
        let mut periods: Vec<Period> = too_many.collect();
        periods.push(Period {
            moves: None,
            minutes: 1,
            bonus: Bonus::None,
        });
        assert_eq!(
            TimeControl::new(periods),
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
                prop_assert!(control.max_bonus_seconds() <= MAX_BONUS_SECS);
                prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
            }
        }

        #[test]
        fn printing_then_parsing_gives_the_same_control(
            counted in proptest::collection::vec((1u32..80, 0u32..200, 0u8..3, 1u32..60), 0..3),
            last in 1u32..200,
            kind in 0u8..3,
            secs in 1u32..60,
        ) {
            let bonus = |kind: u8, secs: u32| match kind {
                0 => Bonus::None,
                1 => Bonus::Increment(secs),
                _ => Bonus::Delay(secs),
            };
            let mut periods: Vec<Period> = counted
                .iter()
                .map(|&(m, min, k, s)| Period { moves: Some(m), minutes: min, bonus: bonus(k, s) })
                .collect();
            periods.push(Period { moves: None, minutes: last, bonus: bonus(kind, secs) });
            let control = TimeControl::new(periods).unwrap();
            prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control));
        }
    }
}
