//! Chess notation in the reader's own letters: moves (SAN) and the letters piece set.
//!
//! The FIDE Laws (Appendix C, "algebraic notation") let every player use the piece letters
//! usual in his country, and arbiters read such scoresheets, so the letters come from each
//! locale's `notation.ftl` (`piece-letter-king = Кр` in Russian). Conventions per locale:
//!
//! - **Castling** is `O-O` / `O-O-O` with the letter O in English, as SAN writes it, and
//!   `0-0` / `0-0-0` with the digit zero in every other locale, as their rule books do; in
//!   Uzbek and Bulgarian the letter O is a piece (knight, bishop), so letters would mislead.
//! - **Promotion** is written `e8=Q` when the letters are the international K Q R B N (SAN,
//!   PGN and what Chinese and Mongolian readers meet in print), and `e8Ф`, `d8Թ` — the new
//!   piece's letter straight after the square, as Appendix C and the Uzbek and Armenian
//!   rule books write it — with national letters.
//! - **Captures** are `x`, **check** `+`, **checkmate** `#`, files `a`–`h` everywhere.
//!
//! [`LetterStyle::International`] forces K Q R B N whatever the locale; castling then still
//! follows the locale.

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{ByColor, ByRole, CastlingSide, Color, File, Move, Position, Rank, Role};

use super::{Locale, Localizer};

/// Which piece letters to write.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum LetterStyle {
    /// The locale's own letters, from its `notation.ftl`.
    #[default]
    National,
    /// The international letters K, Q, R, B, N (and P on the board), in every locale.
    International,
}

/// Writes moves and board letters for one locale and letter style.
///
/// Build it once per session (it looks its letters up once) from the session's
/// [`Localizer`]:
///
/// ```
/// use arbiter_quiz::i18n::{LetterStyle, Locale, Localizer, Notation};
/// use shakmaty::{Color, Role, san::SanPlus};
///
/// let notation = Notation::new(&Localizer::new(Locale::UzCyrl), LetterStyle::National);
/// let san: SanPlus = "Qxe7#".parse().unwrap();
/// assert_eq!(notation.san_plus(&san), "Фзxe7#");
/// assert_eq!(notation.board_letter(Role::Queen, Color::Black), "фз");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notation {
    /// The letter of each piece in moves; the pawn's is empty, as moves never name it.
    san: ByRole<String>,
    /// The letter of each piece, pawn included, on a board drawn with letters.
    board: ByColor<ByRole<String>>,
    /// Castling with the digit zero (`0-0`) rather than the letter O.
    castle_zeros: bool,
    /// Promotion written `e8=Q` rather than `e8Q`.
    promotion_equals: bool,
}

impl Notation {
    /// The notation of `localizer`'s locale with the given letters.
    ///
    /// A national letter that is empty or longer than two characters (a board square has
    /// room for two) is replaced by the international one, and so are the board letters of
    /// a script without upper and lower case, where White and Black could not be told apart.
    pub fn new(localizer: &Localizer, style: LetterStyle) -> Self {
        let letters = ByRole::new_with(|role| match style {
            LetterStyle::International => international(role).to_owned(),
            LetterStyle::National => {
                let letter = localizer.text(&format!("piece-letter-{}", role_key(role)), &[]);
                let fits = !letter.is_empty()
                    && letter.chars().count() <= 2
                    && !letter.chars().any(char::is_whitespace);
                if fits {
                    letter
                } else {
                    international(role).to_owned()
                }
            }
        });
        let board = ByColor::new_with(|color| {
            ByRole::new_with(|role| board_letter(letters.get(role), role, color))
        });
        let promotion_equals = Role::ALL
            .into_iter()
            .filter(|role| *role != Role::Pawn)
            .all(|role| letters.get(role) == international(role));
        let san = ByRole::new_with(|role| {
            if role == Role::Pawn {
                String::new()
            } else {
                letters.get(role).clone()
            }
        });
        Self {
            san,
            board,
            castle_zeros: localizer.locale() != Locale::En,
            promotion_equals,
        }
    }

    /// The notation move markup in texts is written in (`{Bb5}`, `{O-O}`, `{e8=Q}`): the
    /// international letters with castling and promotion as English writes them, so that
    /// markup shown in it reads exactly as typed.
    pub fn markup() -> Self {
        let letters = ByRole::new_with(|role| international(role).to_owned());
        Self {
            san: ByRole::new_with(|role| {
                if role == Role::Pawn {
                    String::new()
                } else {
                    international(role).to_owned()
                }
            }),
            board: ByColor::new_with(|color| {
                ByRole::new_with(|role| board_letter(letters.get(role), role, color))
            }),
            castle_zeros: false,
            promotion_equals: true,
        }
    }

    /// The letter of `role` in moves (`Кр` for the Russian king); empty for the pawn.
    pub fn letter(&self, role: Role) -> &str {
        self.san.get(role)
    }

    /// The letters of king, queen, rook, bishop and knight separated by spaces
    /// (`Кр Ф Л С К`), for the setting that chooses them.
    pub fn letters(&self) -> String {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .map(|role| self.letter(role))
        .join(" ")
    }

    /// The letter of a piece on a board drawn with letters: upper case for White, lower
    /// case for Black (`Кр` / `кр`), at most two characters, each one column wide.
    pub fn board_letter(&self, role: Role, color: Color) -> &str {
        self.board.get(color).get(role)
    }

    /// A move in SAN, written in this notation (`Nf3` becomes `Кf3` in Russian).
    pub fn san(&self, san: &San) -> String {
        let mut out = String::new();
        match *san {
            San::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                out.push_str(self.letter(role));
                out.extend(file.map(File::char));
                out.extend(rank.map(Rank::char));
                if capture {
                    out.push('x');
                }
                out.push_str(&to.to_string());
                if let Some(promoted) = promotion {
                    out.push_str(&self.promotion(promoted));
                }
            }
            San::Castle(side) => out.push_str(self.castling(side)),
            San::Put { role, to } => {
                out.push_str(self.letter(role));
                out.push('@');
                out.push_str(&to.to_string());
            }
            San::Null => out.push_str("--"),
        }
        out
    }

    /// Castling on `side`: `O-O` / `O-O-O` in English, `0-0` / `0-0-0` elsewhere.
    pub fn castling(&self, side: CastlingSide) -> &'static str {
        match (side, self.castle_zeros) {
            (CastlingSide::KingSide, false) => "O-O",
            (CastlingSide::QueenSide, false) => "O-O-O",
            (CastlingSide::KingSide, true) => "0-0",
            (CastlingSide::QueenSide, true) => "0-0-0",
        }
    }

    /// What follows the square of a pawn that becomes `role`: `=Q` with the international
    /// letters, the bare letter (`Ф`) with national ones.
    pub fn promotion(&self, role: Role) -> String {
        let letter = self.letter(role);
        if self.promotion_equals {
            format!("={letter}")
        } else {
            letter.to_owned()
        }
    }

    /// A move in SAN with its check (`+`) or checkmate (`#`) sign.
    pub fn san_plus(&self, san: &SanPlus) -> String {
        let mut out = self.san(&san.san);
        match san.suffix {
            Some(Suffix::Check) => out.push('+'),
            Some(Suffix::Checkmate) => out.push('#'),
            None => {}
        }
        out
    }

    /// The move `m` played in `pos`, in this notation, with its check or mate sign.
    ///
    /// An illegal move (arbiters discuss those) is still written, from the piece, squares
    /// and legal rivals, but without a check or mate sign, which only a legal move has.
    pub fn move_in<P: Position + Clone>(&self, pos: &P, m: Move) -> String {
        if pos.is_legal(m) {
            self.san_plus(&SanPlus::from_move(pos.clone(), m))
        } else {
            self.san(&San::from_move(pos, m))
        }
    }

    /// A series of moves from `pos` with move numbers: `1. e4 e5 2. Кf3`, or `12... Кр8`
    /// when Black moves first. Stops before the first move that is not legal where it is
    /// played, since nothing after it has a position to be read in.
    pub fn line<P: Position + Clone>(&self, pos: &P, moves: &[Move]) -> String {
        let mut pos = pos.clone();
        let mut parts = Vec::with_capacity(moves.len() * 2);
        for (index, &m) in moves.iter().enumerate() {
            if !pos.is_legal(m) {
                break;
            }
            match pos.turn() {
                Color::White => parts.push(format!("{}.", pos.fullmoves())),
                Color::Black if index == 0 => parts.push(format!("{}...", pos.fullmoves())),
                Color::Black => {}
            }
            let san = SanPlus::from_move_and_play_unchecked(&mut pos, m);
            parts.push(self.san_plus(&san));
        }
        parts.join(" ")
    }
}

/// The key of a piece in message ids: `piece-letter-king`, `piece-king`.
fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// The international letter of a piece; the pawn's is only used on boards.
fn international(role: Role) -> &'static str {
    match role {
        Role::King => "K",
        Role::Queen => "Q",
        Role::Rook => "R",
        Role::Bishop => "B",
        Role::Knight => "N",
        Role::Pawn => "P",
    }
}

/// The board letter of a piece of `color` whose letter is `letter`: as written for White,
/// in lower case for Black. A letter without case (Chinese characters, were a translator
/// to use them) falls back to the international letter, which has case.
fn board_letter(letter: &str, role: Role, color: Color) -> String {
    let has_case = letter.to_lowercase() != letter.to_uppercase();
    let letter = if has_case {
        letter
    } else {
        international(role)
    };
    match color {
        Color::White => letter.to_owned(),
        Color::Black => letter.to_lowercase(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn caseless_letters_fall_back_on_the_board() {
        assert_eq!(board_letter("王", Role::King, Color::White), "K");
        assert_eq!(board_letter("王", Role::King, Color::Black), "k");
        assert_eq!(board_letter("Кр", Role::King, Color::Black), "кр");
        assert_eq!(board_letter("Ա", Role::King, Color::Black), "ա");
    }

    #[test]
    fn role_keys_name_every_piece() {
        for role in Role::ALL {
            assert!(!role_key(role).is_empty());
            assert_eq!(international(role), role.upper_char().to_string());
        }
    }
}
