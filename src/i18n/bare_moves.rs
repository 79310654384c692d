//! Moves written in a text without markup (`Bb5`, `Rxc8+`, `15...Be6`, `Ke1-f1`, `O-O`, or
//! `Сb5` in a Russian text): they would reach every reader in the author's letters, so
//! `check` asks for `{Bb5}` instead. A bare square (`e4`) is not a move and is left alone.

use std::ops::Range;

use super::move_markup::{Segment, segments};
use super::move_token::{PieceLetters, WrittenMove};

/// A move written without markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BareMove {
    /// Where it stands in the text.
    pub range: Range<usize>,
    /// The markup to write instead, in the international letters (`{Bb5}`).
    pub markup: String,
}

/// Every move written outside markup in `text`, reading piece letters from `letters` (the
/// international ones and those of the text's language).
pub fn bare_moves(text: &str, letters: &PieceLetters) -> Vec<BareMove> {
    let mut out = Vec::new();
    for segment in segments(text) {
        let Segment::Plain { range, .. } = segment else {
            continue;
        };
        let mut at = range.start;
        while at < range.end {
            let found = starts_word(text, at)
                .then(|| WrittenMove::read(&text[at..range.end], letters, false))
                .flatten()
                .filter(|(written, len)| !written.is_bare_square() && ends_word(text, at + len));
            match found {
                Some((written, len)) => {
                    out.push(BareMove {
                        range: at..at + len,
                        markup: written.markup(),
                    });
                    at += len;
                }
                None => at += text[at..].chars().next().map_or(1, char::len_utf8),
            }
        }
    }
    out
}

/// Whether a character joins the word next to it: a letter or digit of an alphabet.
/// Chinese characters do not, as Chinese writes moves between them without spaces.
fn joins(c: char) -> bool {
    c.is_alphanumeric() && !is_cjk(c) || matches!(c, '_' | '@')
}

/// Characters of scripts written without spaces between words.
fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{2E80}'..='\u{9FFF}' | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}'
        | '\u{20000}'..='\u{2FFFF}')
}

/// Whether a move may start at byte `at`: not inside a word or a number (`10.2.`), and not
/// after a hyphen (`1-0`).
fn starts_word(text: &str, at: usize) -> bool {
    text[..at]
        .chars()
        .next_back()
        .is_none_or(|c| !joins(c) && !matches!(c, '.' | '-' | '=' | '…'))
}

/// Whether a move may end at byte `at`: the next character does not continue a word. A
/// hyphen may follow when a case ending comes after it (Mongolian `Kc6-гийн`), not when a
/// square does (the long form `Ke1-f1`, read whole before this is asked).
fn ends_word(text: &str, at: usize) -> bool {
    let mut rest = text[at..].chars();
    match rest.next() {
        None => true,
        Some('-') => rest
            .next()
            .is_some_and(|c| c.is_alphabetic() && !c.is_ascii()),
        Some(c) => !joins(c) && c != '=',
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LetterStyle, Locale, Localizer, Notation};

    fn found<'a>(text: &'a str, letters: &PieceLetters) -> Vec<(&'a str, String)> {
        bare_moves(text, letters)
            .into_iter()
            .map(|m| (&text[m.range], m.markup))
            .collect()
    }

    fn international(text: &str) -> Vec<(&str, String)> {
        found(text, &PieceLetters::international())
    }

    #[test]
    fn finds_moves_and_leaves_squares() {
        assert_eq!(
            international("Finally he plays Bf1-b5, then 15...Be6 and Rxc8+; e4 stays."),
            [
                ("Bf1-b5", "{Bf1-b5}".to_owned()),
                ("15...Be6", "{15...Be6}".to_owned()),
                ("Rxc8+", "{Rxc8+}".to_owned()),
            ]
        );
        assert_eq!(
            international("(8. Rg1 and 9. Rh1), exd6 e.p., O-O-O, Nc3/Nc6, Qg7+??"),
            [
                ("8. Rg1", "{8. Rg1}".to_owned()),
                ("9. Rh1", "{9. Rh1}".to_owned()),
                ("exd6", "{exd6}".to_owned()),
                ("O-O-O", "{O-O-O}".to_owned()),
                ("Nc3", "{Nc3}".to_owned()),
                ("Nc6", "{Nc6}".to_owned()),
                ("Qg7+", "{Qg7+}".to_owned()),
            ]
        );
        assert_eq!(international("1. e4 e5"), [("1. e4", "{1. e4}".to_owned())]);
        assert_eq!(
            international("Black answers ...Qd7-e6 and later ...a5."),
            [
                ("...Qd7-e6", "{...Qd7-e6}".to_owned()),
                ("...a5", "{...a5}".to_owned()),
            ]
        );
        assert_eq!(
            international("Kc6-гийн дараа"),
            [("Kc6", "{Kc6}".to_owned())]
        );
    }

    #[test]
    fn marked_moves_and_prose_are_not_moves() {
        for text in [
            "{Bb5} and {15...Be6}",
            "Article 10.2. Only blitz",
            "the a1-h8 diagonal, square e4, Appendix B.3, A4 paper",
            "The result is 1-0 or 0-1; see 6.9.",
            "Ke1x",
            "He waits... a5 was never played",
            "FIDE Laws, article 4.3.1",
            "Bb5a",
            "Bb5-x",
        ] {
            assert_eq!(international(text), [], "{text}");
        }
    }

    #[test]
    fn chinese_writes_moves_between_characters() {
        assert_eq!(
            international("白方走Bb5，黑方：Ke4、Bf3。"),
            [
                ("Bb5", "{Bb5}".to_owned()),
                ("Ke4", "{Ke4}".to_owned()),
                ("Bf3", "{Bf3}".to_owned()),
            ]
        );
    }

    #[test]
    fn national_letters_of_the_text_language() {
        let uz = PieceLetters::of_notation(&Notation::new(
            &Localizer::new(Locale::Uz),
            LetterStyle::National,
        ))
        .with(&PieceLetters::international());
        assert_eq!(
            found("Oqlar: She4, Fc3, Rh6+ va Og8; Bb5.", &uz),
            [
                ("She4", "{Ke4}".to_owned()),
                ("Fc3", "{Bc3}".to_owned()),
                ("Rh6+", "{Rh6+}".to_owned()),
                ("Og8", "{Ng8}".to_owned()),
                ("Bb5", "{Bb5}".to_owned()),
            ]
        );
        let ru = PieceLetters::of_notation(&Notation::new(
            &Localizer::new(Locale::Ru),
            LetterStyle::National,
        ));
        assert_eq!(
            found("Белые играют Сf1-b5 и Крf1, к e4.", &ru),
            [
                ("Сf1-b5", "{Bf1-b5}".to_owned()),
                ("Крf1", "{Kf1}".to_owned())
            ]
        );
    }
}
