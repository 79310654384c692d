//! The glossary of each locale (`i18n/<locale>/glossary.toml`): the word chosen for each
//! concept of the app (arbiter, illegal move, scoresheet, …) and the words that must not
//! stand for it. The tests fail when a message or a content text uses an avoided word, and
//! `check` warns about one in a content text, so a term stays the same everywhere and the
//! translators of new texts have one list to follow.
//!
//! An avoided pattern is one or more words, matched whole and without regard to case; a
//! word ending in `*` also matches every word that starts with it, which covers inflected
//! forms (`протокол*` matches `протокола`, `протоколе`). A pattern in Chinese characters
//! matches anywhere, as Chinese has no spaces between words.
//!
//! ```
//! use arbiter_quiz::i18n::{Glossary, Locale};
//!
//! let bg = Glossary::of(Locale::Bg).unwrap();
//! let found = bg.find("Поискайте протокола от съдията.");
//! assert_eq!(found[0].concept, "scoresheet");
//! assert_eq!(&"Поискайте протокола от съдията."[found[0].range.clone()], "протокола");
//! ```

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Deserialize;

use super::Locale;
use super::embedded::glossary_source;

/// One concept: the word to use and the words to avoid.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The chosen word or words, as a translator should write them.
    #[serde(rename = "use")]
    pub chosen: String,
    /// Words that must not stand for the concept.
    #[serde(default)]
    pub avoid: Vec<String>,
    /// Why, or where the choice comes from (a rule book, the reviewer).
    #[serde(default)]
    pub note: Option<String>,
}

/// The glossary of one locale.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Glossary {
    /// Each concept by its key (`arbiter`, `scoresheet`).
    pub entries: BTreeMap<String, Entry>,
    /// The avoided patterns, read once: the concept's key and the pattern.
    patterns: Vec<(String, Pattern)>,
}

/// An avoided pattern, ready to match.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Pattern {
    /// Chinese characters, found anywhere.
    Han(String),
    /// Whole words in a row, each exact or a stem (`протокол*`), in lower case.
    Words(Vec<(String, bool)>),
}

/// An avoided word found in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Misuse<'a> {
    /// Where it stands in the text.
    pub range: Range<usize>,
    /// The concept it stands for.
    pub concept: &'a str,
    /// The word to use instead.
    pub chosen: &'a str,
}

impl Glossary {
    /// Reads a glossary from its TOML text.
    pub fn parse(source: &str) -> Result<Self, toml::de::Error> {
        let entries: BTreeMap<String, Entry> = toml::from_str(source)?;
        let patterns = entries
            .iter()
            .flat_map(|(concept, entry)| {
                entry
                    .avoid
                    .iter()
                    .map(move |avoid| (concept.clone(), Pattern::new(avoid)))
            })
            .collect();
        Ok(Self { entries, patterns })
    }

    /// The embedded glossary of `locale`, if it has one that reads.
    pub fn of(locale: Locale) -> Option<Self> {
        glossary_source(locale).and_then(|source| Self::parse(source).ok())
    }

    /// Every avoided word in `text`, in order.
    pub fn find(&self, text: &str) -> Vec<Misuse<'_>> {
        let lower = text.to_lowercase();
        // Lower case can change lengths; a text where it does is searched as it is.
        let haystack = if lower.len() == text.len() {
            &lower
        } else {
            text
        };
        // The words are only split out for a pattern whose first word is in the text at all.
        let mut words_of_text = None;
        let mut found: Vec<Misuse<'_>> = Vec::new();
        for (concept, pattern) in &self.patterns {
            let Some(entry) = self.entries.get(concept) else {
                continue;
            };
            if !pattern.may_match(haystack) {
                continue;
            }
            let words = words_of_text.get_or_insert_with(|| words(haystack));
            for range in pattern.matches(haystack, words) {
                found.push(Misuse {
                    range,
                    concept,
                    chosen: &entry.chosen,
                });
            }
        }
        found.sort_by_key(|m| (m.range.start, m.range.end));
        found.dedup_by_key(|m| m.range.start);
        found
    }
}

impl Pattern {
    fn new(pattern: &str) -> Self {
        let pattern = pattern.to_lowercase();
        if pattern.chars().any(is_han) {
            return Self::Han(pattern);
        }
        Self::Words(
            words_of_pattern(&pattern)
                .into_iter()
                .map(|word| match word.strip_suffix('*') {
                    Some(stem) => (stem.to_owned(), true),
                    None => (word.to_owned(), false),
                })
                .collect(),
        )
    }

    /// Whether the pattern can be in `text` at all: most patterns are in no given text, and
    /// a plain search says so quickly.
    fn may_match(&self, text: &str) -> bool {
        match self {
            Self::Han(han) => text.contains(han.as_str()),
            Self::Words(parts) => parts
                .first()
                .is_some_and(|(first, _)| text.contains(first.as_str())),
        }
    }

    /// Where the pattern matches in `text` (lower case), whose words are `words`.
    fn matches(&self, text: &str, words: &[(Range<usize>, &str)]) -> Vec<Range<usize>> {
        match self {
            Self::Han(han) => text
                .match_indices(han.as_str())
                .map(|(i, m)| i..i + m.len())
                .collect(),
            Self::Words(parts) if parts.is_empty() => Vec::new(),
            Self::Words(parts) => words
                .windows(parts.len())
                .filter(|window| {
                    window.iter().zip(parts).all(|((_, word), (part, stem))| {
                        if *stem {
                            word.starts_with(part.as_str())
                        } else {
                            word == part
                        }
                    })
                })
                .map(|window| window[0].0.start..window[window.len() - 1].0.end)
                .collect(),
        }
    }
}

/// The words of `text` with where they stand: runs of letters and digits, with the Uzbek
/// apostrophes (ʻ ʼ) inside words.
fn words(text: &str) -> Vec<(Range<usize>, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        let in_word = c.is_alphanumeric() || matches!(c, '\u{02BB}' | '\u{02BC}');
        match (in_word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s..i, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// The words of a pattern, each possibly ending in `*`.
fn words_of_pattern(pattern: &str) -> Vec<&str> {
    pattern
        .split(|c: char| !(c.is_alphanumeric() || matches!(c, '*' | '\u{02BB}' | '\u{02BC}')))
        .filter(|w| !w.is_empty())
        .collect()
}

/// Chinese characters.
fn is_han(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{2FFFF}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary(source: &str) -> Glossary {
        Glossary::parse(source).unwrap()
    }

    #[test]
    fn stems_match_inflected_forms_and_whole_words_only() {
        let g = glossary(
            "[scoresheet]\nuse = \"бланк\"\navoid = [\"протокол*\"]\n\
             [quickplay]\nuse = \"быстрое окончание партии\"\navoid = [\"заключительн* стади*\"]\n",
        );
        let text = "Протоколы и протокол; бланк. В заключительной стадии. Непротокол.";
        let found: Vec<(&str, &str)> = g
            .find(text)
            .into_iter()
            .map(|m| (&text[m.range], m.concept))
            .collect();
        assert_eq!(
            found,
            [
                ("Протоколы", "scoresheet"),
                ("протокол", "scoresheet"),
                ("заключительной стадии", "quickplay")
            ]
        );
    }

    #[test]
    fn an_exact_word_does_not_match_longer_ones() {
        let g = glossary("[flag]\nuse = \"флагче\"\navoid = [\"флаг\", \"флагът\"]\n");
        assert!(g.find("Флагчето падна.").is_empty());
        assert_eq!(g.find("Флагът падна.").len(), 1);
    }

    #[test]
    fn chinese_matches_inside_a_sentence() {
        let g = glossary("[ruling]\nuse = \"裁决\"\navoid = [\"判决\"]\n");
        let text = "查看判决。";
        let found = g.find(text);
        assert_eq!(&text[found[0].range.clone()], "判决");
        assert!(g.find("查看裁决。").is_empty());
    }

    #[test]
    fn uzbek_apostrophes_belong_to_the_word() {
        let g = glossary("[x]\nuse = \"a\"\navoid = [\"tegilgan dona*\"]\n");
        assert_eq!(g.find("tegilgan donaga").len(), 1);
        assert!(g.find("teginilgan dona").is_empty());
    }

    #[test]
    fn every_locale_has_a_glossary_that_reads() {
        for locale in Locale::ALL {
            let source = glossary_source(locale).unwrap_or_default();
            let parsed = Glossary::parse(source);
            assert!(parsed.is_ok(), "{locale}: {parsed:?}");
            assert!(parsed.is_ok_and(|g| g.entries.len() >= 25), "{locale}");
        }
    }
}
