//! Move markup in scenario texts: a move written in braces, `{Bb5}`, `{15...Be6}`,
//! `{Bf1-b5}`, `{O-O}`, `{e8=Q}`, or a line of them, `{1. e4 e5 2. Nf3}`, always in the
//! international letters, is shown in the reader's notation: `Сb5` in Russian, `Fb5` in
//! Uzbek, `0-0` for castling outside English. A bare square (`e4`) reads the same in every
//! language and needs no braces. `{{` and `}}` stand for a literal brace.
//!
//! ```
//! use arbiter_quiz::i18n::{LetterStyle, Locale, Localizer, Notation, move_markup};
//!
//! let ru = Notation::new(&Localizer::new(Locale::Ru), LetterStyle::National);
//! assert_eq!(move_markup::render("После {15...Be6} и {O-O}", &ru), "После 15...Сe6 и 0-0");
//! ```

use std::borrow::Cow;
use std::ops::Range;

use super::Notation;
use super::move_token::{PieceLetters, WrittenMove};

/// What is wrong with a piece of markup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarkupError {
    /// A `{` with no `}` after it.
    Unclosed,
    /// A `}` with no `{` before it.
    Unopened,
    /// Braces around something that is not a move or a line of moves; the text inside.
    NotAMove(String),
}

/// A part of a text: plain words, or a move (or line of moves) in braces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Segment<'a> {
    /// Text shown as it is (an escaped brace is a one-character piece of its own).
    Plain {
        /// Where it stands in the text, braces of an escape included.
        range: Range<usize>,
        /// What is shown.
        text: &'a str,
    },
    /// Moves in braces, each with the spaces written before it.
    Moves {
        /// Where the braces stand in the text.
        range: Range<usize>,
        /// The moves.
        moves: Vec<(&'a str, WrittenMove)>,
    },
    /// Markup that cannot be read; shown as written.
    Broken {
        /// Where it stands in the text.
        range: Range<usize>,
        /// What is wrong.
        error: MarkupError,
    },
}

/// Splits `text` into plain parts, moves and broken markup, in order.
pub fn segments<'a>(text: &'a str) -> Vec<Segment<'a>> {
    let letters = PieceLetters::international();
    let mut out = Vec::new();
    let mut plain_start = 0;
    let mut at = 0;
    let flush = |out: &mut Vec<Segment<'a>>, start: usize, end: usize| {
        if start < end {
            out.push(Segment::Plain {
                range: start..end,
                text: &text[start..end],
            });
        }
    };
    while let Some(offset) = text[at..].find(['{', '}']) {
        let brace = at + offset;
        let rest = &text[brace..];
        if rest.starts_with("{{") || rest.starts_with("}}") {
            flush(&mut out, plain_start, brace);
            out.push(Segment::Plain {
                range: brace..brace + 2,
                text: &text[brace..=brace],
            });
            at = brace + 2;
            plain_start = at;
            continue;
        }
        flush(&mut out, plain_start, brace);
        if rest.starts_with('}') {
            out.push(Segment::Broken {
                range: brace..brace + 1,
                error: MarkupError::Unopened,
            });
            at = brace + 1;
        } else {
            let body_end = rest[1..].find(['{', '}']).map(|i| brace + 1 + i);
            match body_end.filter(|&end| text[end..].starts_with('}')) {
                None => {
                    out.push(Segment::Broken {
                        range: brace..brace + 1,
                        error: MarkupError::Unclosed,
                    });
                    at = brace + 1;
                }
                Some(end) => {
                    let body = &text[brace + 1..end];
                    let range = brace..end + 1;
                    out.push(match line(body, &letters) {
                        Some(moves) => Segment::Moves { range, moves },
                        None => Segment::Broken {
                            range,
                            error: MarkupError::NotAMove(body.to_owned()),
                        },
                    });
                    at = end + 1;
                }
            }
        }
        plain_start = at;
    }
    flush(&mut out, plain_start, text.len());
    out
}

/// The moves of a markup body: one or more moves separated by spaces, nothing else.
fn line<'a>(body: &'a str, letters: &PieceLetters) -> Option<Vec<(&'a str, WrittenMove)>> {
    let mut moves = Vec::new();
    let mut at = 0;
    while at < body.len() {
        let spaces = body[at..].len() - body[at..].trim_start_matches(' ').len();
        // Moves are separated by spaces; the braces hug the first and the last.
        if (spaces == 0) != (at == 0) {
            return None;
        }
        let gap = &body[at..at + spaces];
        at += spaces;
        let (written, len) = WrittenMove::read(&body[at..], letters, true)?;
        moves.push((gap, written));
        at += len;
    }
    (!moves.is_empty()).then_some(moves)
}

/// `text` with every move in braces written in `notation`, and escaped braces as single
/// ones. Broken markup is left as written (`check` reports it), so nothing is lost.
pub fn render<'a>(text: &'a str, notation: &Notation) -> Cow<'a, str> {
    if !text.contains(['{', '}']) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for segment in segments(text) {
        match segment {
            Segment::Plain { text, .. } => out.push_str(text),
            Segment::Moves { moves, .. } => {
                for (gap, written) in moves {
                    out.push_str(gap);
                    out.push_str(&written.render(notation));
                }
            }
            Segment::Broken { range, .. } => out.push_str(&text[range]),
        }
    }
    Cow::Owned(out)
}

/// Every piece of broken markup in `text`, with where it stands.
pub fn errors(text: &str) -> Vec<(Range<usize>, MarkupError)> {
    segments(text)
        .into_iter()
        .filter_map(|segment| match segment {
            Segment::Broken { range, error } => Some((range, error)),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LetterStyle, Locale, Localizer};

    fn national(locale: Locale) -> Notation {
        Notation::new(&Localizer::new(locale), LetterStyle::National)
    }

    #[test]
    fn english_reads_as_typed_without_the_braces() {
        let text = "After {15...Be6} and {Bf1-b5}, {O-O-O} or {e8=Q+}: {1. e4 e5 2. Nf3}.";
        assert_eq!(
            render(text, &national(Locale::En)),
            "After 15...Be6 and Bf1-b5, O-O-O or e8=Q+: 1. e4 e5 2. Nf3."
        );
        assert_eq!(
            render(text, &Notation::markup()),
            render(text, &national(Locale::En))
        );
    }

    #[test]
    fn every_reader_gets_their_letters() {
        let text = "{Bf1-b5} {Kf1} {Rxc8+} {O-O} {e8=Q}";
        let cases = [
            (Locale::Ru, "Сf1-b5 Крf1 Лxc8+ 0-0 e8Ф"),
            (Locale::Bg, "Оf1-b5 Цf1 Тxc8+ 0-0 e8Д"),
            (Locale::Uz, "Ff1-b5 Shf1 Rxc8+ 0-0 e8Fz"),
            (Locale::UzCyrl, "Фf1-b5 Шf1 Рxc8+ 0-0 e8Фз"),
            (Locale::Hy, "Փf1-b5 Աf1 Նxc8+ 0-0 e8Թ"),
            (Locale::Mn, "Bf1-b5 Kf1 Rxc8+ 0-0 e8=Q"),
            (Locale::ZhHans, "Bf1-b5 Kf1 Rxc8+ 0-0 e8=Q"),
        ];
        for (locale, expected) in cases {
            assert_eq!(render(text, &national(locale)), expected, "{locale}");
        }
        let international = Notation::new(&Localizer::new(Locale::Ru), LetterStyle::International);
        assert_eq!(render(text, &international), "Bf1-b5 Kf1 Rxc8+ 0-0 e8=Q");
    }

    #[test]
    fn text_without_markup_is_not_copied() {
        assert!(matches!(
            render("Белые играют e4.", &national(Locale::Ru)),
            Cow::Borrowed(_)
        ));
    }

    #[test]
    fn escaped_braces_stay() {
        assert_eq!(render("{{x}} {Nf3}", &national(Locale::Ru)), "{x} Кf3");
        assert!(errors("{{x}}").is_empty());
    }

    #[test]
    fn broken_markup_is_found_and_shown_as_written() {
        let text = "a {Bb5 b} c {Zz9} d } e {Nf3";
        assert_eq!(
            errors(text),
            [
                (2..9, MarkupError::NotAMove("Bb5 b".into())),
                (12..17, MarkupError::NotAMove("Zz9".into())),
                (20..21, MarkupError::Unopened),
                (24..25, MarkupError::Unclosed),
            ]
        );
        assert_eq!(
            errors("{ Nf3}"),
            [(0..6, MarkupError::NotAMove(" Nf3".into()))]
        );
        assert_eq!(errors("{Nf3 {Bb5}"), [(0..1, MarkupError::Unclosed)]);
        assert_eq!(render(text, &national(Locale::Ru)), text);
        assert_eq!(errors("{}"), [(0..2, MarkupError::NotAMove(String::new()))]);
        assert_eq!(errors("{1.}"), [(0..4, MarkupError::NotAMove("1.".into()))]);
        assert_eq!(
            errors("{Bb5Nf3}"),
            [(0..8, MarkupError::NotAMove("Bb5Nf3".into()))]
        );
    }
}
