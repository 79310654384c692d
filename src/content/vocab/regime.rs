//! The game type and the supervision of a game. The engine spells these itself (the app
//! shows them and stores them under the same words), so the tables here add the
//! documentation and take the words from `src/laws`.

use super::Vocabulary;
use crate::laws::{GameType, Supervision};

impl Vocabulary for GameType {
    const ALL: &'static [Self] = &GameType::ALL;
    const WHAT: &'static str = "game type";

    fn key(self) -> &'static str {
        GameType::key(self)
    }

    fn doc(self) -> &'static str {
        match self {
            GameType::Standard => "Neither rapid nor blitz: 60 minutes or more per player.",
            GameType::Rapid => "Rapid chess (Appendix A).",
            GameType::Blitz => "Blitz (Appendix B).",
        }
    }
}

impl Vocabulary for Supervision {
    const ALL: &'static [Self] = &Supervision::ALL;
    const WHAT: &'static str = "supervision";

    fn key(self) -> &'static str {
        Supervision::key(self)
    }

    fn doc(self) -> &'static str {
        match self {
            Supervision::Supervised => {
                "Adequate supervision: the full rules of play apply (one arbiter for at most \
                 three rapid games or one blitz game, every game recorded)."
            }
            Supervision::Unsupervised => {
                "The appendix rules for games without adequate supervision (the default)."
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::assert_round_trip;
    use super::*;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<GameType>();
        assert_round_trip::<Supervision>();
    }
}
