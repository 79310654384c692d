//! The editions of the FIDE Laws of Chess the engine knows, and how they are named.

use std::fmt;
use std::str::FromStr;

use super::editions::{E2009, E2014, E2018, E2023, EditionRules};

/// An edition of the FIDE Laws of Chess, named by the year it came into force.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Edition {
    /// In force from 1 July 2009 (adopted at the 79th FIDE Congress, Dresden 2008).
    E2009,
    /// In force from 1 July 2014 (adopted at the 84th FIDE Congress, Tallinn 2013).
    E2014,
    /// In force from 1 January 2018 (adopted at the 88th FIDE Congress, Antalya 2017).
    E2018,
    /// In force from 1 January 2023 (adopted by the 93rd FIDE General Assembly, Chennai 2022).
    #[default]
    E2023,
}

impl Edition {
    /// Every edition, oldest first.
    pub const ALL: [Edition; 4] = [
        Edition::E2009,
        Edition::E2014,
        Edition::E2018,
        Edition::E2023,
    ];

    /// The year that names the edition.
    pub fn year(self) -> u16 {
        match self {
            Self::E2009 => 2009,
            Self::E2014 => 2014,
            Self::E2018 => 2018,
            Self::E2023 => 2023,
        }
    }

    /// The table of every rule parameter of this edition.
    pub fn rules(self) -> &'static EditionRules {
        match self {
            Self::E2009 => &E2009,
            Self::E2014 => &E2014,
            Self::E2018 => &E2018,
            Self::E2023 => &E2023,
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.year())
    }
}

/// The text named no edition the engine knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownEdition(pub String);

impl fmt::Display for UnknownEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown edition of the Laws: {:?} (known: 2009, 2014, 2018, 2023)",
            self.0
        )
    }
}

impl std::error::Error for UnknownEdition {}

impl FromStr for Edition {
    type Err = UnknownEdition;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "2009" => Ok(Self::E2009),
            "2014" => Ok(Self::E2014),
            "2018" => Ok(Self::E2018),
            "2023" => Ok(Self::E2023),
            other => Err(UnknownEdition(other.to_owned())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_every_edition() {
        for e in Edition::ALL {
            assert_eq!(e.to_string().parse::<Edition>(), Ok(e));
            assert_eq!(e.rules().edition, e);
        }
        assert!("2017".parse::<Edition>().is_err());
    }
}
