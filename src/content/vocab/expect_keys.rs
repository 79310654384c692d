//! The keys of an option's `expect`: each claims one part of the ruling.

use super::actions::{ActionForm, SanctionForm};
use super::obligations::ObligationForm;
use super::template::example;
use super::verdicts::result_words;
use super::{Vocabulary, vocabulary};
use crate::laws::GameType;
use crate::laws::ruling::{ClaimVerdict, Party};

vocabulary! {
    /// A key of an `expect` table.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum ExpectKey as "expect key" {
        /// The result. `continues`: play goes on. `undecided`: the Laws leave it to the
        /// arbiter's judgement of facts the case does not give.
        Result = "result",
        /// Time added to that side by the ruling (`"0:00"` claims none).
        AddTime = "add_time",
        /// Time taken from that side by the ruling.
        RemoveTime = "remove_time",
        /// The clocks after the ruling (needs `clock` in the situation).
        Clocks = "clocks",
        /// The arbiter takes these actions (see below). The ruling's actions are everything
        /// the arbiter did in the case, in order; the option is right when each action it
        /// lists is among them. To say that an action was *not* taken, add `not`.
        Actions = "actions",
        /// What the player must now do (see below).
        Obligation = "obligation",
        /// The verdict on the claim. `not-admissible`: no valid claim was made (wrong moment,
        /// right already lost), so it is not examined and carries no penalty.
        Claim = "claim",
        /// `penalty`: the arbiter may penalise at his discretion (12.9; 2009 13.4), which is
        /// what the engine rules for a conduct offence; `warning`: a warning prescribed by
        /// the Laws themselves. Where a warning is only one of the arbiter's options the
        /// engine rules `penalty`, and an option claiming `warning` does not match.
        Sanction = "sanction",
        /// Whether what the player did or asked is allowed (stop recording, adjust, offer a
        /// draw now...).
        Allowed = "allowed",
        /// The game type (of the case, or the answer to a `game-type` query).
        GameType = "game_type",
        /// The answer to a knowledge query, as a time.
        Time = "time",
        /// The answer to a knowledge query, as a number.
        Count = "count",
        /// The answer to a knowledge query, as yes or no.
        Yes = "yes",
        /// The answer to a knowledge query: who decides.
        Who = "who",
        /// The band of time of a game type, in minutes; `from` and `to` include the bound,
        /// `above` and `below` do not.
        Range = "range",
        /// The answer to a can-mate question.
        CanMate = "can_mate",
        /// The ruling applies these articles (for "which article?" questions).
        Cites = "cites",
        /// Another expect table: the option is right when that expectation is **not** met
        /// (for "false" in true-or-false questions).
        Not = "not",
    }
}

fn quoted(words: impl IntoIterator<Item = impl AsRef<str>>) -> String {
    words
        .into_iter()
        .map(|w| format!("`\"{}\"`", w.as_ref()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl ExpectKey {
    /// The values the key takes, as the documentation shows them.
    pub fn values(self) -> String {
        let sides = "`{ white = \"1:00\", black = \"2:00\" }`";
        match self {
            ExpectKey::Result => quoted(result_words()),
            ExpectKey::AddTime | ExpectKey::Clocks => sides.to_owned(),
            ExpectKey::RemoveTime => format!("same as `{}`", ExpectKey::AddTime.key()),
            ExpectKey::Actions => format!(
                "list, e.g. `[\"{}\"]`",
                example(ActionForm::RestorePosition.key())
            ),
            ExpectKey::Obligation => format!(
                "{}, ... (see below)",
                quoted([ObligationForm::Move, ObligationForm::Capture].map(|f| example(f.key())))
            ),
            ExpectKey::Claim => quoted(ClaimVerdict::keys()),
            ExpectKey::Sanction => quoted(SanctionForm::ALL.iter().map(|f| example(f.key()))),
            ExpectKey::Allowed | ExpectKey::Yes | ExpectKey::CanMate => {
                "`true` / `false`".to_owned()
            }
            ExpectKey::GameType => quoted(GameType::keys()),
            ExpectKey::Time => "`\"2:00\"`".to_owned(),
            ExpectKey::Count => "`5`".to_owned(),
            ExpectKey::Who => quoted(Party::keys()),
            ExpectKey::Range => "`{ above = 10, below = 60 }`, `{ from = 15, to = 60 }`".to_owned(),
            ExpectKey::Cites => "`[\"7.5.5\", \"B.2\"]`".to_owned(),
            ExpectKey::Not => "another expect table".to_owned(),
        }
    }
}
