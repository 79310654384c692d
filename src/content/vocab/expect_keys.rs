//! The keys of an option's `expect`: each claims one part of the ruling. One table makes
//! both the vocabulary and the serde structure that reads it.

use super::actions::{ActionForm, SanctionForm};
use super::obligations::ObligationForm;
use super::template::example;
use super::verdicts::result_words;
use super::{Vocabulary, vocabulary};
use crate::content::raw::{RawRange, RawSides};
use crate::content::schema::{ClockText, Form, ResultText, Word};
use crate::laws::GameType;
use crate::laws::ruling::{ClaimVerdict, Party};
use schemars::JsonSchema;
use serde::Deserialize;
use toml::Spanned;

/// Declares the keys of an `expect` once: the [`ExpectKey`] vocabulary (each key's word is
/// its field's name, its documentation the field's) and [`RawExpect`], the serde table that
/// reads them, so that no key can be read without being documented, or the reverse.
macro_rules! expect_keys {
    (
        $(
            $(#[doc = $doc:literal])*
            $(#[schemars($($schema:tt)*)])?
            $variant:ident $field:ident : $ty:ty,
        )+
    ) => {
        vocabulary! {
            /// A key of an `expect` table.
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            pub enum ExpectKey as "expect key" {
                $( $(#[doc = $doc])* $variant = stringify!($field), )+
            }
        }

        /// What an option claims the ruling is.
        #[derive(Debug, Deserialize, JsonSchema)]
        #[serde(deny_unknown_fields)]
        pub struct RawExpect {
            $(
                $(#[doc = $doc])*
                $(#[schemars($($schema)*)])?
                pub $field: $ty,
            )+
        }
    };
}

expect_keys! {
        /// The result. `continues`: play goes on. `undecided`: the Laws leave it to the
        /// arbiter's judgement of facts the case does not give.
        #[schemars(with = "Option<ResultText>")]
        Result result: Option<Spanned<String>>,
        /// Time added to that side by the ruling (`"0:00"` claims none): the total over the
        /// whole case, every award added up (an incorrect claim's two minutes and time given
        /// back are one sum; so is what a corrected clock setting or move counter gives back,
        /// a missed period's time included).
        #[schemars(with = "Option<RawSides>")]
        AddTime add_time: Option<Spanned<RawSides>>,
        /// Time taken from that side by the ruling.
        #[schemars(with = "Option<RawSides>")]
        RemoveTime remove_time: Option<Spanned<RawSides>>,
        /// The clocks after the ruling (needs `clock` in the situation).
        #[schemars(with = "Option<RawSides>")]
        Clocks clocks: Option<Spanned<RawSides>>,
        /// The arbiter takes these actions (see below). The ruling's actions are everything
        /// the arbiter did in the case, in order; the option is right when each action it
        /// lists is among them. To say that an action was *not* taken, use the `not` key of
        /// the expect table: `not = { actions = ["restore-position"] }`.
        #[schemars(with = "Option<Vec<Form<ActionForm>>>")]
        Actions actions: Option<Spanned<Vec<Spanned<String>>>>,
        /// What the player must now do (see below).
        #[schemars(with = "Option<Form<ObligationForm>>")]
        Obligation obligation: Option<Spanned<String>>,
        /// The verdict on the claim. `not-admissible`: no valid claim was made (wrong moment,
        /// right already lost), so it is not examined and carries no penalty.
        #[schemars(with = "Option<Word<ClaimVerdict>>")]
        Claim claim: Option<Spanned<String>>,
        /// `penalty`: the arbiter may penalise at his discretion (12.9; 2009 13.4), which is
        /// what the engine rules for a conduct offence; `warning`: a warning prescribed by
        /// the Laws themselves. Where a warning is only one of the arbiter's options the
        /// engine rules `penalty`, and an option claiming `warning` does not match.
        #[schemars(with = "Option<Form<SanctionForm>>")]
        Sanction sanction: Option<Spanned<String>>,
        /// Whether what the player did or asked is allowed (stop recording, adjust, offer a
        /// draw now...).
        Allowed allowed: Option<bool>,
        /// Whether the ruling the case says the arbiter gave (`arbiter-ruling`) is the one
        /// the Laws give.
        ArbiterRight arbiter_right: Option<bool>,
        /// Whether an appeal against the arbiter's stated ruling is to be upheld (the ruling
        /// was wrong and went against the appellant).
        Upheld upheld: Option<bool>,
        /// The game type (of the case, or the answer to a `game-type` query).
        #[schemars(with = "Option<Word<GameType>>")]
        GameType game_type: Option<Spanned<String>>,
        /// The answer to a knowledge query, as a time.
        #[schemars(with = "Option<ClockText>")]
        Time time: Option<Spanned<String>>,
        /// The answer to a knowledge query, as a number.
        Count count: Option<u64>,
        /// The answer to a knowledge query, as yes or no.
        Yes yes: Option<bool>,
        /// The answer to a knowledge query: who decides.
        #[schemars(with = "Option<Word<Party>>")]
        Who who: Option<Spanned<String>>,
        /// The band of time of a game type, in minutes; `from` and `to` include the bound,
        /// `above` and `below` do not.
        #[schemars(with = "Option<RawRange>")]
        Range range: Option<Spanned<RawRange>>,
        /// The answer to a can-mate question.
        CanMate can_mate: Option<bool>,
        /// The castling rights left in the position the case ends in, written as in a FEN:
        /// `"KQkq"`, `"Kq"`, `"-"`, or the rooks' file letters (`"HAha"`; in Chess960 `"FAfa"`
        /// for rooks on f1 and a1): the letters are read as the rooks they name in that
        /// position, so `"Kq"` and `"Ha"` are the same claim, and so are `"kq"` and `"fa"`
        /// where the f- and a-rooks are the outer ones. For options on who may still
        /// castle later: an illegal king or rook move taken back leaves the rights as they
        /// were, one that stands loses them. It states the rights, not whether castling is
        /// legal next move; a case that ends in an obligation (touch-move) states them before
        /// the obliged move is made.
        #[schemars(with = "Option<String>")]
        Castling castling: Option<Spanned<String>>,
        /// The ruling applies these articles (for "which article?" questions).
        #[schemars(with = "Option<Vec<String>>")]
        Cites cites: Option<Spanned<Vec<Spanned<String>>>>,
        /// Another expect table: the option is right when that expectation is **not** met
        /// (for "false" in true-or-false questions).
        #[schemars(with = "Option<RawExpect>")]
        Not not: Option<Box<Spanned<RawExpect>>>,
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
            ExpectKey::Allowed
            | ExpectKey::ArbiterRight
            | ExpectKey::Upheld
            | ExpectKey::Yes
            | ExpectKey::CanMate => "`true` / `false`".to_owned(),
            ExpectKey::GameType => quoted(GameType::keys()),
            ExpectKey::Time => "`\"2:00\"`".to_owned(),
            ExpectKey::Count => "`5`".to_owned(),
            ExpectKey::Who => quoted(Party::keys()),
            ExpectKey::Range => "`{ above = 10, below = 60 }`, `{ from = 15, to = 60 }`".to_owned(),
            ExpectKey::Cites => "`[\"7.5.5\", \"B.2\"]`".to_owned(),
            ExpectKey::Castling => "`\"KQkq\"`, `\"Kq\"`, `\"-\"`".to_owned(),
            ExpectKey::Not => "another expect table".to_owned(),
        }
    }
}
