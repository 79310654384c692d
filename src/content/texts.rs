//! Text in several languages, with the English fallback the interface marks as such, and
//! its moves shown in the reader's notation.
//!
//! Authors write moves as markup (`{Bb5}`, see [`crate::i18n::move_markup`]); a text keeps
//! what was written and what is shown, and [`Texts::show_moves`] writes the moves again
//! for a reader's notation, so every lookup ([`Texts::get`]) gives the text as the reader
//! should see it.

use std::collections::BTreeMap;

use crate::i18n::{Notation, move_markup};

/// A text per language tag (`en`, `uz`, `uz-Cyrl`, ...).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Texts {
    /// As the author wrote it, markup included.
    written: BTreeMap<String, String>,
    /// As shown, for the languages whose text has markup (the others show as written).
    shown: BTreeMap<String, String>,
}

/// A text looked up for a language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Localized<'a> {
    /// The text.
    pub text: &'a str,
    /// Whether it is the English fallback for a language the author did not write.
    pub fallback: bool,
}

impl Texts {
    /// The texts as written, by language tag; moves are shown as the markup spells them
    /// (English's notation) until [`Texts::show_moves`] is called.
    pub fn new(written: BTreeMap<String, String>) -> Self {
        let mut texts = Self {
            written,
            shown: BTreeMap::new(),
        };
        texts.show_moves(&Notation::markup());
        texts
    }

    /// Writes the moves of every text in `notation` (the reader's letters and castling).
    pub fn show_moves(&mut self, notation: &Notation) {
        self.shown = self
            .written
            .iter()
            .filter(|(_, text)| text.contains(['{', '}']))
            .map(|(lang, text)| {
                (
                    lang.clone(),
                    move_markup::render(text, notation).into_owned(),
                )
            })
            .collect();
    }

    /// The texts as the author wrote them, markup included, by language tag.
    pub fn written(&self) -> &BTreeMap<String, String> {
        &self.written
    }

    /// The text in `lang`, else English (marked as a fallback), else any language.
    pub fn get(&self, lang: &str) -> Option<Localized<'_>> {
        let (tag, fallback) = if self.written.contains_key(lang) {
            (lang, false)
        } else if self.written.contains_key("en") {
            ("en", lang != "en")
        } else {
            (self.written.keys().next()?.as_str(), lang != "en")
        };
        let text = self
            .shown
            .get(tag)
            .or_else(|| self.written.get(tag))
            .map(String::as_str)?;
        Some(Localized { text, fallback })
    }

    /// The text in `lang` or its fallback, or an empty string.
    pub fn text(&self, lang: &str) -> &str {
        self.get(lang).map_or("", |l| l.text)
    }

    /// Whether there is a text in `lang` itself.
    pub fn has(&self, lang: &str) -> bool {
        self.written.contains_key(lang)
    }

    /// Whether there is no text at all.
    pub fn is_empty(&self) -> bool {
        self.written.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn falls_back_to_english_and_says_so() {
        let t = Texts::new(
            [
                ("en".to_owned(), "Hi".to_owned()),
                ("ru".to_owned(), "Привет".to_owned()),
            ]
            .into(),
        );
        assert_eq!(
            t.get("ru"),
            Some(Localized {
                text: "Привет",
                fallback: false
            })
        );
        assert_eq!(
            t.get("hy"),
            Some(Localized {
                text: "Hi",
                fallback: true
            })
        );
        assert_eq!(t.get("en").map(|l| l.fallback), Some(false));
        assert_eq!(Texts::default().get("en"), None);
    }

    #[test]
    fn moves_are_shown_in_the_notation_asked_for() {
        use crate::i18n::{LetterStyle, Locale, Localizer};

        let mut t = Texts::new(
            [
                ("en".to_owned(), "He plays {Bf1-b5}.".to_owned()),
                ("ru".to_owned(), "Белые играют {Bf1-b5}.".to_owned()),
            ]
            .into(),
        );
        assert_eq!(t.text("en"), "He plays Bf1-b5.");
        let ru = Notation::new(&Localizer::new(Locale::Ru), LetterStyle::National);
        t.show_moves(&ru);
        assert_eq!(t.text("ru"), "Белые играют Сf1-b5.");
        assert_eq!(t.text("hy"), "He plays Сf1-b5.");
        assert_eq!(t.written()["ru"], "Белые играют {Bf1-b5}.");
    }
}
