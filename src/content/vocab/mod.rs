//! A vocabulary of the scenario format: a closed set of words an author writes (an event
//! type, a claim ground, an action...), each the spelling of one enum variant with the
//! documentation authors read. Parsing, the "did you mean" of every diagnostic, the JSON of
//! `rule --json`, the JSON schema and the tables of `docs/content-format.md` are all derived
//! from these tables, so a word exists in one place only.
//!
//! The tables are written with [`vocabulary!`], a small declarative macro rather than a derive
//! crate, because most of the enums belong to the engine (`src/laws`), which stays free of
//! dependencies other than shakmaty: the macro spells an existing enum from here as easily as
//! it declares a new one. It generates `ALL` and the spelling from one list of arms, so the
//! exhaustive `match` the compiler checks also guarantees that `ALL` misses no variant.

mod actions;
mod adjournment;
mod blind;
mod conduct;
mod event_values;
mod expect_keys;
mod obligations;
mod query;
mod regime;
mod sides;
pub mod template;
mod unattended;
mod verdicts;

pub use actions::{ActionForm, SanctionForm};
pub use conduct::{RuledResult, SignedResult};
pub use event_values::{DiscoverKind, FlagNotice, PromotionPiece};
pub use expect_keys::{ExpectKey, RawExpect};
pub use obligations::ObligationForm;
pub use query::{QueryInput, QueryInputs, QueryKind};
pub use verdicts::{ResultWord, SCORES, result_words};

/// A closed set of words of the scenario format, each naming one value.
pub trait Vocabulary: Sized + Copy + PartialEq + std::fmt::Debug + 'static {
    /// Every value, in the order the documentation lists them.
    const ALL: &'static [Self];
    /// What a value is called in diagnostics (`claim ground`): the Fluent id `what-claim-ground`
    /// names it in the author's language.
    const WHAT: &'static str;

    /// The word authors write for this value.
    fn key(self) -> &'static str;

    /// What the value means, for authors (the documentation comment of its table entry).
    fn doc(self) -> &'static str;

    /// The value spelt `text` (surrounding spaces ignored), if any.
    fn parse(text: &str) -> Option<Self> {
        let text = text.trim();
        Self::ALL.iter().copied().find(|v| v.key() == text)
    }

    /// Every word of the vocabulary, in order.
    fn keys() -> Vec<&'static str> {
        Self::ALL.iter().map(|v| v.key()).collect()
    }
}

/// Whether a key must be written, and what it means when it is left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    /// It cannot be left out.
    Required,
    /// It may be left out; then it takes this value (`None`: the fact is unknown or does not
    /// apply).
    Optional(Option<&'static str>),
}

/// The words of a vocabulary, known without its type: what a key of the format accepts.
#[derive(Debug, Clone, Copy)]
pub struct Choices {
    /// What a value is called (see [`Vocabulary::WHAT`]).
    pub what: &'static str,
    /// The words, in order.
    pub keys: fn() -> Vec<&'static str>,
    /// Each word with its documentation.
    pub docs: fn() -> Vec<(&'static str, String)>,
}

impl Choices {
    /// The choices of vocabulary `V`.
    pub const fn of<V: Vocabulary>() -> Self {
        Self {
            what: V::WHAT,
            keys: V::keys,
            docs: docs_of::<V>,
        }
    }
}

fn docs_of<V: Vocabulary>() -> Vec<(&'static str, String)> {
    V::ALL
        .iter()
        .map(|v| (v.key(), doc_text(v.doc())))
        .collect()
}

/// A documentation comment as one paragraph: its lines trimmed and joined by spaces.
pub fn doc_text(doc: &str) -> String {
    let mut out = String::new();
    for line in doc.lines().map(str::trim).filter(|l| !l.is_empty()) {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(line);
    }
    out
}

/// Declares a vocabulary.
///
/// `vocabulary! { /// docs  pub enum Name as "what" { /// docs  Variant = "word", ... } }`
/// declares the enum and its table; `vocabulary! { impl Type as "what" { ... } }` spells an
/// existing enum, whose entries may name fields (`Postpone { award: true } = "..."`).
macro_rules! vocabulary {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident as $what:literal {
            $( $(#[doc = $doc:literal])* $variant:ident = $key:expr, )+
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[doc = $doc])* $variant, )+
        }
        $crate::content::vocab::vocabulary! {
            impl $name as $what {
                $( $(#[doc = $doc])* $variant = $key, )+
            }
        }
    };
    (
        impl $name:ty as $what:literal {
            $(
                $(#[doc = $doc:literal])*
                $variant:ident $( ( $($tuple:tt)* ) )? $( { $($field:tt)* } )? = $key:expr,
            )+
        }
    ) => {
        impl $crate::content::vocab::Vocabulary for $name {
            const ALL: &'static [Self] = &[
                $( Self::$variant $( ( $($tuple)* ) )? $( { $($field)* } )?, )+
            ];
            const WHAT: &'static str = $what;

            fn key(self) -> &'static str {
                match self {
                    $( Self::$variant $( ( $($tuple)* ) )? $( { $($field)* } )? => $key, )+
                }
            }

            fn doc(self) -> &'static str {
                match self {
                    $(
                        Self::$variant $( ( $($tuple)* ) )? $( { $($field)* } )?
                            => concat!($($doc, "\n"),*),
                    )+
                }
            }
        }
    };
}

pub(crate) use vocabulary;

/// Checks a vocabulary for the round trip every table promises: each value's word reads back
/// as that value, no two values share a word, and every value is documented.
#[cfg(test)]
pub fn assert_round_trip<V: Vocabulary>() {
    assert!(!V::ALL.is_empty(), "{} has no words", V::WHAT);
    for v in V::ALL {
        assert_eq!(V::parse(v.key()), Some(*v), "{} `{}`", V::WHAT, v.key());
        assert_eq!(V::parse(&format!(" {} ", v.key())), Some(*v));
        assert!(
            !doc_text(v.doc()).is_empty(),
            "{} `{}` has no documentation",
            V::WHAT,
            v.key()
        );
        assert_eq!(
            V::ALL.iter().filter(|w| w.key() == v.key()).count(),
            1,
            "{} `{}` is spelt twice",
            V::WHAT,
            v.key()
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::scenario::QuestionKind;
    use crate::laws::ruling::ClaimVerdict;

    #[test]
    fn every_word_reads_back() {
        assert_round_trip::<QuestionKind>();
        assert_round_trip::<QueryKind>();
        assert_round_trip::<QueryInput>();
        assert_round_trip::<ExpectKey>();
        assert_round_trip::<ActionForm>();
        assert_round_trip::<SanctionForm>();
        assert_round_trip::<ObligationForm>();
        assert_round_trip::<ResultWord>();
        assert_round_trip::<ClaimVerdict>();
    }

    #[test]
    fn every_default_of_a_query_input_is_left_to_the_engine() {
        for q in QueryKind::ALL {
            for (_, need) in q.inputs() {
                assert!(
                    matches!(need, Need::Required | Need::Optional(None)),
                    "{q:?}"
                );
            }
        }
    }
}
