//! Checks of the wording of every text in a content file (`text.<lang>`, `explanation`,
//! `title`, `description`): move markup that cannot be read is an error; a move written
//! without markup, and a word the language's glossary avoids, are warnings; each points at
//! the exact place inside the string.
//!
//! The file is walked as a TOML document rather than through the scenario structures, so
//! every text table is found wherever the format puts one.

use std::ops::Range;
use std::sync::OnceLock;

use toml::de::{DeTable, DeValue};

use super::problem::Problems;
use crate::i18n::move_markup::{self, MarkupError};
use crate::i18n::{Glossary, LetterStyle, Locale, Localizer, Notation, PieceLetters, bare_moves};

/// Markup to show an author who wrote something else between braces.
const EXAMPLES: &str = "{Bb5}, {15...Be6}, {Bf1-b5}, {O-O}, {e8=Q}";

/// The keys whose value is a table of texts by language.
const TEXT_KEYS: [&str; 4] = ["text", "explanation", "title", "description"];

/// Checks every text of the TOML document `source` (already known to parse).
pub fn check(problems: &mut Problems, source: &str) {
    let Ok(document) = DeTable::parse(source) else {
        return;
    };
    let before = problems.list.len();
    walk_table(problems, source, document.get_ref());
    // Tables come back sorted by key; authors read problems in the order of the file.
    problems.list[before..].sort_by_key(|p| p.span.as_ref().map(|s| s.start));
}

fn walk_table(problems: &mut Problems, source: &str, table: &DeTable<'_>) {
    for (key, value) in table {
        match value.get_ref() {
            DeValue::Table(texts) if TEXT_KEYS.contains(&key.get_ref().as_ref()) => {
                for (lang, value) in texts {
                    if let DeValue::String(text) = value.get_ref() {
                        check_text(problems, source, lang.get_ref(), text, value.span());
                    }
                }
            }
            DeValue::Table(inner) => walk_table(problems, source, inner),
            DeValue::Array(items) => {
                for item in items {
                    if let DeValue::Table(inner) = item.get_ref() {
                        walk_table(problems, source, inner);
                    }
                }
            }
            _ => {}
        }
    }
}

/// Checks one text in language `lang`, whose literal stands at `literal` in `source`.
fn check_text(
    problems: &mut Problems,
    source: &str,
    lang: &str,
    text: &str,
    literal: Range<usize>,
) {
    let place = Place::new(source, literal, text);
    for (range, error) in move_markup::errors(text) {
        let span = Some(place.span(range));
        match error {
            MarkupError::Unclosed => problems.error(span, "content-markup-unclosed", &[]),
            MarkupError::Unopened => problems.error(span, "content-markup-unopened", &[]),
            MarkupError::NotAMove(inside) => {
                problems.error(
                    span,
                    "content-markup-not-a-move",
                    &[("text", inside), ("example", EXAMPLES.to_owned())],
                );
            }
        }
    }
    for misuse in glossary(lang).map(|g| g.find(text)).unwrap_or_default() {
        problems.warning(
            Some(place.span(misuse.range.clone())),
            "content-glossary-word",
            &[
                ("word", text[misuse.range].to_owned()),
                ("concept", misuse.concept.to_owned()),
                ("chosen", misuse.chosen.to_owned()),
                ("lang", lang.to_owned()),
            ],
        );
    }
    for bare in bare_moves(text, letters(lang)) {
        problems.warning(
            Some(place.span(bare.range.clone())),
            "content-bare-move",
            &[
                ("move", text[bare.range].to_owned()),
                ("markup", bare.markup),
            ],
        );
    }
}

/// The glossary of the language tagged `lang`, if the app has that language.
fn glossary(lang: &str) -> Option<&'static Glossary> {
    static GLOSSARIES: OnceLock<Vec<(Locale, Glossary)>> = OnceLock::new();
    GLOSSARIES
        .get_or_init(|| {
            Locale::ALL
                .into_iter()
                .filter_map(|locale| Some((locale, Glossary::of(locale)?)))
                .collect()
        })
        .iter()
        .find(|(locale, _)| locale.tag() == lang)
        .map(|(_, glossary)| glossary)
}

/// The piece letters a text in `lang` may use: the international ones and the language's
/// own (read once from each locale's `notation.ftl`).
fn letters(lang: &str) -> &'static PieceLetters {
    static LETTERS: OnceLock<Vec<(Locale, PieceLetters)>> = OnceLock::new();
    static INTERNATIONAL: OnceLock<PieceLetters> = OnceLock::new();
    let all = LETTERS.get_or_init(|| {
        Locale::ALL
            .into_iter()
            .map(|locale| {
                let notation = Notation::new(&Localizer::new(locale), LetterStyle::National);
                let letters =
                    PieceLetters::of_notation(&notation).with(&PieceLetters::international());
                (locale, letters)
            })
            .collect()
    });
    all.iter()
        .find(|(locale, _)| locale.tag() == lang)
        .map_or_else(
            || INTERNATIONAL.get_or_init(PieceLetters::international),
            |(_, letters)| letters,
        )
}

/// Maps places in a string's value to places in the file, through its quotes and escapes.
struct Place {
    /// Where the literal starts in the file.
    start: usize,
    /// For each byte of the value (and its end), its offset in the literal; `None` when the
    /// literal could not be read back to the same value (then the whole literal is used).
    offsets: Option<Vec<usize>>,
    /// The literal's length.
    len: usize,
}

impl Place {
    fn new(source: &str, literal: Range<usize>, value: &str) -> Self {
        let offsets = source
            .get(literal.clone())
            .and_then(value_offsets)
            .filter(|offsets| offsets.len() == value.len() + 1);
        Self {
            start: literal.start,
            offsets,
            len: literal.len(),
        }
    }

    /// The place in the file of `range` of the value.
    fn span(&self, range: Range<usize>) -> Range<usize> {
        match &self.offsets {
            Some(offsets) => {
                let at = |i: usize| self.start + offsets.get(i).copied().unwrap_or(self.len);
                at(range.start)..at(range.end).max(at(range.start) + 1)
            }
            None => self.start..self.start + self.len,
        }
    }
}

/// For each byte of the value of the TOML string `literal` (quotes included), its offset
/// in the literal, and one more for the end of the value. `None` if `literal` is not a
/// string literal this function can read.
fn value_offsets(literal: &str) -> Option<Vec<usize>> {
    let (quote, multiline) = ["\"\"\"", "'''", "\"", "'"]
        .into_iter()
        .find(|q| literal.starts_with(q))
        .map(|q| (q, q.len() == 3))?;
    let end = literal.len().checked_sub(quote.len())?;
    let basic = quote.starts_with('"');
    let mut at = quote.len();
    if multiline {
        if literal[at..].starts_with("\r\n") {
            at += 2;
        } else if literal[at..].starts_with('\n') {
            at += 1;
        }
    }
    let mut offsets = Vec::with_capacity(end);
    while at < end {
        let rest = &literal[at..end];
        if basic && rest.starts_with('\\') {
            let next = rest[1..].chars().next()?;
            match next {
                'b' | 't' | 'n' | 'f' | 'r' | '"' | '\\' | 'e' => {
                    offsets.push(at);
                    at += 2;
                }
                'u' | 'U' => {
                    let digits = if next == 'u' { 4 } else { 8 };
                    let hex = rest.get(2..2 + digits)?;
                    let c = char::from_u32(u32::from_str_radix(hex, 16).ok()?)?;
                    offsets.extend(std::iter::repeat_n(at, c.len_utf8()));
                    at += 2 + digits;
                }
                'x' => {
                    offsets.push(at);
                    at += 4;
                }
                // A line-ending backslash swallows the line break and the blanks after it.
                _ if multiline && next.is_whitespace() => {
                    at += 1 + rest[1..].len() - rest[1..].trim_start().len();
                }
                _ => return None,
            }
        } else {
            let c = rest.chars().next()?;
            offsets.extend((at..at + c.len_utf8()).collect::<Vec<_>>());
            at += c.len_utf8();
        }
    }
    offsets.push(end);
    Some(offsets)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::content::Severity;

    /// A problem found: how serious, its message, the text it points at, its `markup`.
    type Found = (Severity, &'static str, String, Option<String>);

    fn lint(source: &str) -> Vec<Found> {
        let mut problems = Problems::new("t.toml", Arc::from(source));
        check(&mut problems, source);
        problems
            .list
            .into_iter()
            .map(|p| {
                let at = p
                    .span
                    .clone()
                    .map(|s| source[s].to_owned())
                    .unwrap_or_default();
                let markup = p.arg("markup").map(str::to_owned);
                (p.severity, p.id, at, markup)
            })
            .collect()
    }

    #[test]
    fn points_at_bare_moves_inside_every_text() {
        let source = "[[events]]\ntext.en = \"He says \\\"Bb5\\\" and plays Rxc8+.\"\n\
                      text.ru = \"Белые играют Сb5.\"\n\
                      move = \"Bb5\"\n[explanation]\nuz = \"She4 mumkin.\"\n";
        let found = lint(source);
        let bare: Vec<(&str, &str)> = found
            .iter()
            .map(|(severity, id, at, markup)| {
                assert_eq!((*severity, *id), (Severity::Warning, "content-bare-move"));
                (at.as_str(), markup.as_deref().unwrap_or_default())
            })
            .collect();
        assert_eq!(
            bare,
            [
                ("Bb5", "{Bb5}"),
                ("Rxc8+", "{Rxc8+}"),
                ("Сb5", "{Bb5}"),
                ("She4", "{Ke4}")
            ]
        );
    }

    #[test]
    fn broken_markup_is_an_error_at_its_place() {
        let source =
            "title.en = \"Go {to e4\"\ndescription.en = \"\"\"\nA \\\n  {Zz9} and }\"\"\"\n";
        let found: Vec<(&str, String)> = lint(source)
            .into_iter()
            .map(|(severity, id, at, _)| {
                assert_eq!(severity, Severity::Error);
                (id, at)
            })
            .collect();
        assert_eq!(
            found,
            [
                ("content-markup-unclosed", "{".to_owned()),
                ("content-markup-not-a-move", "{Zz9}".to_owned()),
                ("content-markup-unopened", "}".to_owned()),
            ]
        );
    }

    #[test]
    fn words_the_glossary_avoids_are_warned_about() {
        let source = "[explanation]\nru = \"Арбитр смотрит протокол.\"\nen = \"protocol\"\n";
        let found = lint(source);
        assert_eq!(found.len(), 1);
        let (severity, id, at, _) = &found[0];
        assert_eq!(
            (*severity, *id, at.as_str()),
            (Severity::Warning, "content-glossary-word", "протокол")
        );
    }

    #[test]
    fn literal_strings_and_unicode_escapes_map_back() {
        assert_eq!(value_offsets("'a{b'"), Some(vec![1, 2, 3, 4]));
        assert_eq!(value_offsets("\"\\u00e9x\""), Some(vec![1, 1, 7, 8]));
        assert_eq!(value_offsets("\"\"\"\nab\"\"\""), Some(vec![4, 5, 6]));
        assert_eq!(value_offsets("\"\\q\""), None);
    }
}
