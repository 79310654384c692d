//! Text in several languages, with the English fallback the interface marks as such.

use std::collections::BTreeMap;

/// A text per language tag (`en`, `uz`, `uz-Cyrl`, ...).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Texts(pub BTreeMap<String, String>);

/// A text looked up for a language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Localized<'a> {
    /// The text.
    pub text: &'a str,
    /// Whether it is the English fallback for a language the author did not write.
    pub fallback: bool,
}

impl Texts {
    /// The text in `lang`, else English (marked as a fallback), else any language.
    pub fn get(&self, lang: &str) -> Option<Localized<'_>> {
        if let Some(t) = self.0.get(lang) {
            return Some(Localized {
                text: t,
                fallback: false,
            });
        }
        self.0
            .get("en")
            .or_else(|| self.0.values().next())
            .map(|t| Localized {
                text: t,
                fallback: lang != "en",
            })
    }

    /// The text in `lang` or its fallback, or an empty string.
    pub fn text(&self, lang: &str) -> &str {
        self.get(lang).map_or("", |l| l.text)
    }

    /// Whether there is a text in `lang` itself.
    pub fn has(&self, lang: &str) -> bool {
        self.0.contains_key(lang)
    }

    /// Whether there is no text at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn falls_back_to_english_and_says_so() {
        let t = Texts(
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
}
