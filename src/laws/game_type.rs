//! Game types (standard, rapid, blitz), supervision, and the regime they make together.

use std::fmt;
use std::str::FromStr;

/// The kind of game a time control makes under an edition (Appendices A.1 and B.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameType {
    /// Neither rapid nor blitz: 60 minutes or more per player.
    Standard,
    /// Rapid chess (Appendix A).
    Rapid,
    /// Blitz (Appendix B).
    Blitz,
}

impl GameType {
    /// Every game type, longest first.
    pub const ALL: [GameType; 3] = [GameType::Standard, GameType::Rapid, GameType::Blitz];

    /// The lower-case English key used in files and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Self::Standard => "standard",
            Self::Rapid => "rapid",
            Self::Blitz => "blitz",
        }
    }
}

impl fmt::Display for GameType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for GameType {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "standard" => Ok(Self::Standard),
            "rapid" => Ok(Self::Rapid),
            "blitz" => Ok(Self::Blitz),
            other => Err(format!(
                "unknown game type {other:?} (standard, rapid or blitz)"
            )),
        }
    }
}

/// Whether a rapid or blitz game is played under the full Competition Rules.
///
/// The Laws call this adequate supervision: at most three rapid games, or one blitz game, per
/// arbiter, each game recorded (2014 on). Event regulations choose it for the whole event
/// (2018 A.5/B.5, 2023 A.6/B.4). Standard games are always supervised.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Supervision {
    /// The full Competition (2023: Competitive) Rules of Play apply.
    Supervised,
    /// The appendix rules for games without adequate supervision apply; this is the usual
    /// case in practice, so it is the default.
    #[default]
    Unsupervised,
}

impl Supervision {
    /// Every supervision.
    pub const ALL: [Supervision; 2] = [Supervision::Supervised, Supervision::Unsupervised];

    /// The lower-case English key used in files and JSON.
    pub fn key(self) -> &'static str {
        match self {
            Self::Supervised => "supervised",
            Self::Unsupervised => "unsupervised",
        }
    }
}

impl FromStr for Supervision {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "supervised" => Ok(Self::Supervised),
            "unsupervised" => Ok(Self::Unsupervised),
            other => Err(format!(
                "unknown supervision {other:?} (supervised or unsupervised)"
            )),
        }
    }
}

/// The set of rules a game is played under: its game type and, for rapid and blitz, its
/// supervision. Rule tables are indexed by regime.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Regime {
    /// A standard game.
    Standard,
    /// Rapid under the full Competition Rules.
    RapidSupervised,
    /// Rapid without adequate supervision.
    RapidUnsupervised,
    /// Blitz under the full Competition Rules.
    BlitzSupervised,
    /// Blitz without adequate supervision.
    BlitzUnsupervised,
}

impl Regime {
    /// Every regime.
    pub const ALL: [Regime; 5] = [
        Regime::Standard,
        Regime::RapidSupervised,
        Regime::RapidUnsupervised,
        Regime::BlitzSupervised,
        Regime::BlitzUnsupervised,
    ];

    /// The regime of a game type under a supervision (standard games ignore supervision).
    pub fn new(game_type: GameType, supervision: Supervision) -> Self {
        match (game_type, supervision) {
            (GameType::Standard, _) => Self::Standard,
            (GameType::Rapid, Supervision::Supervised) => Self::RapidSupervised,
            (GameType::Rapid, Supervision::Unsupervised) => Self::RapidUnsupervised,
            (GameType::Blitz, Supervision::Supervised) => Self::BlitzSupervised,
            (GameType::Blitz, Supervision::Unsupervised) => Self::BlitzUnsupervised,
        }
    }

    /// The game type of this regime.
    pub fn game_type(self) -> GameType {
        match self {
            Self::Standard => GameType::Standard,
            Self::RapidSupervised | Self::RapidUnsupervised => GameType::Rapid,
            Self::BlitzSupervised | Self::BlitzUnsupervised => GameType::Blitz,
        }
    }

    /// Whether the appendix rules for inadequately supervised games apply.
    pub fn is_unsupervised(self) -> bool {
        matches!(self, Self::RapidUnsupervised | Self::BlitzUnsupervised)
    }
}

/// One value per regime: the shape of every per-regime row of an edition table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByRegime<T> {
    /// Standard games.
    pub standard: T,
    /// Supervised rapid.
    pub rapid_supervised: T,
    /// Unsupervised rapid.
    pub rapid_unsupervised: T,
    /// Supervised blitz.
    pub blitz_supervised: T,
    /// Unsupervised blitz.
    pub blitz_unsupervised: T,
}

impl<T> ByRegime<T> {
    /// The value for a regime.
    pub fn get(&self, regime: Regime) -> &T {
        match regime {
            Regime::Standard => &self.standard,
            Regime::RapidSupervised => &self.rapid_supervised,
            Regime::RapidUnsupervised => &self.rapid_unsupervised,
            Regime::BlitzSupervised => &self.blitz_supervised,
            Regime::BlitzUnsupervised => &self.blitz_unsupervised,
        }
    }
}
