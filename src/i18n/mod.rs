//! Localisation: the eight locales, their Fluent messages, and locale-aware formatting.
//!
//! Every text the app shows comes from the `.ftl` files under the top-level `i18n/` folder,
//! embedded in the binary ([`embedded`]). A [`Localizer`] is built per session for one
//! [`Locale`], with English as the fallback, and formats messages, numbers and durations;
//! [`Notation`] writes moves and board letters the way that locale writes them.
//!
//! ```
//! use arbiter_quiz::i18n::{Arg, LetterStyle, Locale, Localizer, Notation};
//! use shakmaty::san::SanPlus;
//!
//! let loc = Localizer::new(Locale::Ru);
//! assert_eq!(loc.text("minutes", &[("count", Arg::from(5))]), "5 минут");
//! assert_eq!(loc.number(1.5), "1,5");
//!
//! let notation = Notation::new(&loc, LetterStyle::National);
//! let san: SanPlus = "Nf3".parse().unwrap();
//! assert_eq!(notation.san_plus(&san), "Кf3");
//! ```

mod arg;
mod bare_moves;
pub mod embedded;
mod event_text;
mod format;
mod glossary;
mod locale;
mod localizer;
mod mid_sentence;
pub mod move_markup;
mod move_token;
mod negotiate;
mod notation;
mod pseudo;
pub mod reason;
mod ruling_text;
mod translit;
mod typography;

pub use arg::Arg;
pub use bare_moves::{BareMove, bare_moves};
pub use format::{format_clock, format_number};
pub use glossary::{Entry as GlossaryEntry, Glossary, Misuse};
pub use locale::{Locale, UnknownLocale};
pub use localizer::{Localizer, LookupError};
pub use move_token::PieceLetters;
pub use negotiate::{OsLocaleVars, match_tag, negotiate, negotiate_from_env};
pub use notation::{LetterStyle, Notation};
pub use ruling_text::RulingText;
pub use translit::uzbek_cyrillic_to_latin;
