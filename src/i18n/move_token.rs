//! One move as people write it in prose: an optional move number, the move in short (SAN)
//! or long algebraic form, and its check sign and annotation — `15...Be6`, `Bf1-b5`,
//! `Ng1xf3`, `exd6`, `e8=Q+`, `O-O`, `Qg7+??`.
//!
//! Scenario texts name moves this way, and the app writes them back in the reader's
//! notation ([`crate::i18n::Notation`]): only the piece letters, castling and the promotion
//! change; the number, squares, capture sign and annotation stay as the author wrote them,
//! so English text reads exactly as written.

use shakmaty::{CastlingSide, Role, Square};

use super::Notation;

/// The piece letters a reader of one language may write, each with its piece, the longest
/// first so that `Фз` (queen) is tried before `Ф` (bishop) in Cyrillic Uzbek.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceLetters(Vec<(String, Role)>);

impl PieceLetters {
    /// The international letters K, Q, R, B, N, in which move markup is written.
    pub fn international() -> Self {
        Self::of([
            ("K", Role::King),
            ("Q", Role::Queen),
            ("R", Role::Rook),
            ("B", Role::Bishop),
            ("N", Role::Knight),
        ])
    }

    /// The letters of `notation` (`Кр Ф Л С К` in Russian).
    pub fn of_notation(notation: &Notation) -> Self {
        Self::of(
            [
                Role::King,
                Role::Queen,
                Role::Rook,
                Role::Bishop,
                Role::Knight,
            ]
            .map(|role| (notation.letter(role), role)),
        )
    }

    /// Both sets, for prose in a language whose readers may meet either.
    #[must_use]
    pub fn with(mut self, other: &Self) -> Self {
        for pair in &other.0 {
            if !self.0.iter().any(|(letter, _)| *letter == pair.0) {
                self.0.push(pair.clone());
            }
        }
        self.sort();
        self
    }

    fn of<'a>(pairs: impl IntoIterator<Item = (&'a str, Role)>) -> Self {
        let mut letters = Self(
            pairs
                .into_iter()
                .filter(|(letter, _)| !letter.is_empty())
                .map(|(letter, role)| (letter.to_owned(), role))
                .collect(),
        );
        letters.sort();
        letters
    }

    fn sort(&mut self) {
        self.0
            .sort_by_key(|(letter, _)| std::cmp::Reverse(letter.len()));
    }

    /// The piece whose letter starts `text`, with the letter's length in bytes.
    fn piece_at(&self, text: &str) -> Option<(Role, usize)> {
        self.0
            .iter()
            .find(|(letter, _)| text.starts_with(letter.as_str()))
            .map(|(letter, role)| (*role, letter.len()))
    }
}

/// What a move does, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Body {
    /// `O-O` or `O-O-O` (also written with zeros).
    Castle(CastlingSide),
    /// A piece or pawn going to a square.
    Normal {
        /// The piece; a pawn has no letter.
        role: Role,
        /// What is written of the square it leaves: nothing, a file, a rank or a square.
        from: String,
        /// `-` in the long form, `x` for a capture, or nothing.
        separator: Option<char>,
        /// The square it goes to.
        to: Square,
        /// The piece a pawn becomes.
        promotion: Option<Role>,
    },
}

/// One move as written in a text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrittenMove {
    /// The move number as written, with its dots and any space after it (`15...`, `4. `).
    number: String,
    /// The move.
    body: Body,
    /// The check or mate sign and any annotation (`+`, `#`, `+??`).
    suffix: String,
}

impl WrittenMove {
    /// Reads a move at the start of `text` in the given letters, as long as it can, and
    /// says how many bytes it took. A move number must be followed by a move; annotations
    /// (`!`, `?`) are read only if `annotations` is set, since in prose a `?` after a move
    /// usually ends the sentence.
    pub fn read(text: &str, letters: &PieceLetters, annotations: bool) -> Option<(Self, usize)> {
        let number_len = move_number(text);
        let rest = &text[number_len..];
        let (body, body_len) = castle(rest).or_else(|| normal(rest, letters))?;
        let after = &rest[body_len..];
        let mut suffix_len = usize::from(after.starts_with(['+', '#']));
        if annotations {
            let marks = after[suffix_len..]
                .chars()
                .take_while(|c| matches!(c, '!' | '?'))
                .count();
            if marks <= 2 {
                suffix_len += marks;
            }
        }
        let taken = number_len + body_len + suffix_len;
        let written = Self {
            number: text[..number_len].to_owned(),
            body,
            suffix: after[..suffix_len].to_owned(),
        };
        Some((written, taken))
    }

    /// Whether the move is written as nothing but a square (`e4`), which reads the same in
    /// every notation and needs no markup.
    pub fn is_bare_square(&self) -> bool {
        self.number.is_empty()
            && self.suffix.is_empty()
            && matches!(
                &self.body,
                Body::Normal { role: Role::Pawn, from, separator: None, promotion: None, .. }
                    if from.is_empty()
            )
    }

    /// The move in `notation`: the reader's piece letters, castling and promotion.
    pub fn render(&self, notation: &Notation) -> String {
        let mut out = self.number.clone();
        match &self.body {
            Body::Castle(side) => out.push_str(notation.castling(*side)),
            Body::Normal {
                role,
                from,
                separator,
                to,
                promotion,
            } => {
                out.push_str(notation.letter(*role));
                out.push_str(from);
                out.extend(*separator);
                out.push_str(&to.to_string());
                if let Some(promoted) = promotion {
                    out.push_str(&notation.promotion(*promoted));
                }
            }
        }
        out.push_str(&self.suffix);
        out
    }

    /// The move as markup, in the international letters: `{15...Be6}`.
    pub fn markup(&self) -> String {
        format!("{{{}}}", self.render(&Notation::markup()))
    }
}

/// The length of a move number at the start of `text` (`15.`, `15...`, `15…`, with one
/// space after it if there is one, or the dots alone, `...Be6`, for a move of Black's whose
/// number is not given), or 0.
fn move_number(text: &str) -> usize {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 4 {
        return 0;
    }
    let rest = &text[digits..];
    let allowed: &[&str] = if digits == 0 {
        &["...", "…"]
    } else {
        &["...", "…", "."]
    };
    let dots = allowed
        .iter()
        .find(|dots| rest.starts_with(**dots))
        .map_or(0, |dots| dots.len());
    if dots == 0 {
        return 0;
    }
    // After the dots alone a space is prose ("he waits... a5"), not a number.
    let space = usize::from(digits > 0 && rest[dots..].starts_with(' '));
    digits + dots + space
}

/// Castling at the start of `text`, with the letter O or the digit 0.
fn castle(text: &str) -> Option<(Body, usize)> {
    ["O-O-O", "0-0-0", "O-O", "0-0"]
        .into_iter()
        .find(|written| text.starts_with(written))
        .map(|written| {
            let side = if written.len() == 5 {
                CastlingSide::QueenSide
            } else {
                CastlingSide::KingSide
            };
            (Body::Castle(side), written.len())
        })
}

/// A piece or pawn move at the start of `text`.
fn normal(text: &str, letters: &PieceLetters) -> Option<(Body, usize)> {
    let (role, letter_len) = letters.piece_at(text).unwrap_or((Role::Pawn, 0));
    let rest = &text.as_bytes()[letter_len..];
    // The forms, longest first: from-square and separator, file or rank, nothing.
    let shapes: [&[Part]; 4] = [
        &[Part::File, Part::Rank, Part::Separator, Part::Square],
        &[Part::File, Part::Capture, Part::Square],
        &[Part::Rank, Part::Capture, Part::Square],
        &[Part::Capture, Part::Square],
    ];
    for shape in shapes {
        let Some((from_len, separator, to, len)) = match_shape(rest, shape) else {
            continue;
        };
        let from = String::from_utf8_lossy(&rest[..from_len]).into_owned();
        if role == Role::Pawn && !pawn_path(&from, separator, to) {
            continue;
        }
        let mut taken = letter_len + len;
        let mut promotion = None;
        if role == Role::Pawn && matches!(to.rank(), shakmaty::Rank::First | shakmaty::Rank::Eighth)
        {
            let after = &text[taken..];
            let equals = usize::from(after.starts_with('='));
            if let Some((promoted, promoted_len)) = letters.piece_at(&after[equals..])
                && promoted != Role::King
            {
                promotion = Some(promoted);
                taken += equals + promoted_len;
            }
        }
        let body = Body::Normal {
            role,
            from,
            separator,
            to,
            promotion,
        };
        return Some((body, taken));
    }
    None
}

/// Whether a pawn can be written going from `from` to `to`: straight along its file, or
/// capturing onto a neighbouring one (`exd5`, `e4xd5`). This keeps a diagonal (`a1-h8`) or
/// a file letter before a square from reading as a pawn move.
fn pawn_path(from: &str, separator: Option<char>, to: Square) -> bool {
    let Some(file) = from.chars().next().and_then(shakmaty::File::from_char) else {
        return true;
    };
    let distance = file.distance(to.file());
    match separator {
        Some('x') => distance == 1,
        _ => from.len() == 2 && distance == 0,
    }
}

/// A part of a written move.
#[derive(Clone, Copy)]
enum Part {
    /// A file letter `a`–`h`.
    File,
    /// A rank digit `1`–`8`.
    Rank,
    /// `-` or `x`, optional.
    Separator,
    /// `x`, optional.
    Capture,
    /// The destination square.
    Square,
}

/// Matches `shape` at the start of `bytes`: the length of the from-part, the separator, the
/// destination square and the whole length.
fn match_shape(bytes: &[u8], shape: &[Part]) -> Option<(usize, Option<char>, Square, usize)> {
    let mut at = 0;
    let mut from_len = 0;
    let mut separator = None;
    for part in shape {
        match part {
            Part::File | Part::Rank => {
                let range = if matches!(part, Part::File) {
                    b'a'..=b'h'
                } else {
                    b'1'..=b'8'
                };
                if !bytes.get(at).is_some_and(|b| range.contains(b)) {
                    return None;
                }
                at += 1;
                from_len = at;
            }
            Part::Separator | Part::Capture => {
                let allowed: &[u8] = if matches!(part, Part::Separator) {
                    b"-x"
                } else {
                    b"x"
                };
                if let Some(&b) = bytes.get(at).filter(|b| allowed.contains(b)) {
                    separator = Some(char::from(b));
                    at += 1;
                }
            }
            Part::Square => {
                let file = *bytes.get(at)?;
                let rank = *bytes.get(at + 1)?;
                if !(b'a'..=b'h').contains(&file) || !(b'1'..=b'8').contains(&rank) {
                    return None;
                }
                let square = Square::from_ascii(&[file, rank]).ok()?;
                return Some((from_len, separator, square, at + 2));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Option<(String, usize)> {
        WrittenMove::read(text, &PieceLetters::international(), true)
            .map(|(m, len)| (m.render(&Notation::markup()), len))
    }

    #[test]
    fn reads_the_forms_authors_write() {
        for written in [
            "Bb5",
            "Rxc8+",
            "15...Be6",
            "4. Ba4",
            "Bf1-b5",
            "Ng1xf3",
            "Nbd7",
            "R1e2",
            "exd6",
            "e8=Q",
            "e7-e8=Q",
            "O-O",
            "O-O-O",
            "Qg7+??",
            "Kxf2#",
            "2...d5",
            "e2-e4",
            "15…Be6",
            "...Be6",
            "…Qd7-e6",
        ] {
            assert_eq!(
                read(written),
                Some((written.to_owned(), written.len())),
                "{written}"
            );
        }
    }

    #[test]
    fn stops_where_the_move_ends() {
        assert_eq!(read("Bb5, then"), Some(("Bb5".to_owned(), 3)));
        assert_eq!(read("Kf1)."), Some(("Kf1".to_owned(), 3)));
        assert_eq!(read("e4 e5"), Some(("e4".to_owned(), 2)));
    }

    #[test]
    fn refuses_what_is_not_a_move() {
        for text in [
            "B.3", "Bx", "15.", "hello", "e9", "Zf3", "K", "ed5", "e-d5", "1-0", "axc5",
        ] {
            assert_eq!(read(text), None, "{text}");
        }
        // A king is never promoted to, and only pawns on the last rank promote.
        assert_eq!(read("e8=K"), Some(("e8".to_owned(), 2)));
        assert_eq!(read("Re8Q"), Some(("Re8".to_owned(), 3)));
        // A diagonal is not a pawn walking: only its first square reads as one.
        assert_eq!(read("a1-h8"), Some(("a1".to_owned(), 2)));
    }

    #[test]
    fn bare_squares_are_told_apart() {
        let bare = |t: &str| {
            WrittenMove::read(t, &PieceLetters::international(), false)
                .is_some_and(|(m, _)| m.is_bare_square())
        };
        assert!(bare("e4"));
        assert!(!bare("1. e4"));
        assert!(!bare("exd5"));
        assert!(!bare("Nf3"));
        assert!(!bare("e8=Q"));
    }

    #[test]
    fn national_letters_read_longest_first() {
        let uz = PieceLetters::of([
            ("Ш", Role::King),
            ("Фз", Role::Queen),
            ("Р", Role::Rook),
            ("Ф", Role::Bishop),
            ("О", Role::Knight),
        ]);
        let (m, len) = WrittenMove::read("Фзxe7#", &uz, false).unwrap();
        assert_eq!(len, "Фзxe7#".len());
        assert_eq!(m.markup(), "{Qxe7#}");
        let (m, _) = WrittenMove::read("e8Ф", &uz, false).unwrap();
        assert_eq!(m.markup(), "{e8=B}");
    }

    #[test]
    fn annotations_only_on_request() {
        let (m, len) = WrittenMove::read("Bb5?", &PieceLetters::international(), false).unwrap();
        assert_eq!((m.markup().as_str(), len), ("{Bb5}", 3));
    }
}
