//! The verdict on a claim and the result of the game, as an option's `expect` names them.

use super::{Vocabulary, vocabulary};
use crate::laws::Score;
use crate::laws::ruling::ClaimVerdict;

impl Vocabulary for ClaimVerdict {
    const ALL: &'static [Self] = &ClaimVerdict::ALL;
    const WHAT: &'static str = "claim verdict";

    fn key(self) -> &'static str {
        ClaimVerdict::key(self)
    }

    fn doc(self) -> &'static str {
        match self {
            ClaimVerdict::Upheld => "The claim is correct.",
            ClaimVerdict::Rejected => "The claim is examined and found incorrect.",
            ClaimVerdict::NotAdmissible => {
                "No valid claim was made (wrong moment, right already lost), so it is not \
                 examined and carries no penalty."
            }
            ClaimVerdict::Postponed => "The arbiter postpones his decision (quickplay finish).",
        }
    }
}

vocabulary! {
    /// A result that is not a score.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ResultWord as "result" {
        /// Play goes on.
        Continues = "continues",
        /// The Laws leave the result to the arbiter's judgement of facts the case does not
        /// give.
        Undecided = "undecided",
    }
}

/// The scores an author writes for a finished game: the usual three, and those of the rare
/// cases where both lose or a loser's opponent only draws.
pub const SCORES: [Score; 6] = [
    Score::WHITE_WINS,
    Score::BLACK_WINS,
    Score::DRAW,
    Score::BOTH_LOSE,
    Score {
        white: crate::laws::ruling::Points::Zero,
        black: crate::laws::ruling::Points::Half,
    },
    Score {
        white: crate::laws::ruling::Points::Half,
        black: crate::laws::ruling::Points::Zero,
    },
];

/// Every result an author writes: the scores, then the words.
pub fn result_words() -> Vec<String> {
    SCORES
        .iter()
        .map(ToString::to_string)
        .chain(ResultWord::keys().into_iter().map(str::to_owned))
        .collect()
}
