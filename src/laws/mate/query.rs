//! One question to the analyzer written as a line of text, as `can-mate` reads them and as the
//! Chess Unwinnability Analyzer's data files hold them: a FEN, optionally followed by the side
//! asked about (`white` or `black`), then any words (a game id, say), which are ignored.
//!
//! The FEN may have 2 to 6 fields: the board and the side to move are needed; castling rights,
//! the en passant square and the two move counters may be left out from the end, and take their
//! defaults (none, none, 0 and 1). A field counts as part of the FEN when it has the shape of the
//! field due at its place; the first word that does not ends the FEN.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::{Chess, Color, Position, PositionErrorKinds};

use super::lenient_position;

/// A parsed question: the position and the side asked about.
#[derive(Debug, Clone)]
pub struct Query {
    /// The position.
    pub position: Chess,
    /// The side asked about: as written, or else the side not to move (the side with time
    /// left when the other's flag falls).
    pub side: Color,
}

/// Why a line holds no question.
#[derive(Debug, Clone)]
pub enum QueryError {
    /// Fewer than the two fields a FEN needs (board and side to move).
    Fields,
    /// The FEN cannot be read.
    Fen(ParseFenError),
    /// The FEN gives a position that cannot stand on a board: its faults, and shakmaty's
    /// English words for them.
    Position(PositionErrorKinds, String),
}

impl std::fmt::Display for QueryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Fields => f.write_str("expected a FEN of 2 to 6 fields"),
            Self::Fen(e) => write!(f, "invalid FEN: {e}"),
            Self::Position(_, words) => f.write_str(words),
        }
    }
}

impl std::error::Error for QueryError {}

/// The fields a FEN may have after the board and the side to move, in order, each with a test
/// of its shape.
const OPTIONAL_FIELDS: [fn(&str) -> bool; 4] = [is_castling, is_en_passant, is_number, is_number];

impl Query {
    /// Reads a question from a line of text.
    pub fn parse(line: &str) -> Result<Self, QueryError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() < 2 {
            return Err(QueryError::Fields);
        }
        let optional = words[2..]
            .iter()
            .zip(OPTIONAL_FIELDS)
            .take_while(|(word, shape)| shape(word))
            .count();
        let fields = 2 + optional;
        let fen = Fen::from_ascii(words[..fields].join(" ").as_bytes()).map_err(QueryError::Fen)?;
        let position = lenient_position(fen.into_setup())
            .map_err(|e| QueryError::Position(e.kinds(), e.to_string()))?;
        let side = match words.get(fields).copied() {
            Some("white") => Color::White,
            Some("black") => Color::Black,
            _ => !position.turn(),
        };
        Ok(Self { position, side })
    }
}

/// `-`, or up to four castling letters (`KQkq`, or files for Chess960 rooks).
fn is_castling(word: &str) -> bool {
    word == "-"
        || (word.len() <= 4
            && word
                .chars()
                .all(|c| matches!(c, 'K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h')))
}

/// `-`, or a file letter and a rank digit.
fn is_en_passant(word: &str) -> bool {
    let bytes = word.as_bytes();
    word == "-" || (bytes.len() == 2 && bytes[0].is_ascii_lowercase() && bytes[1].is_ascii_digit())
}

fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use shakmaty::{CastlingMode, EnPassantMode, Square};

    use super::*;

    fn fen_of(query: &Query) -> String {
        Fen::from_position(&query.position, EnPassantMode::Legal).to_string()
    }

    #[test]
    fn two_to_six_fields() {
        let full = "4k3/8/8/8/8/8/4P3/4K2R w K - 3 40";
        for line in [
            "4k3/8/8/8/8/8/4P3/4K2R w",
            "4k3/8/8/8/8/8/4P3/4K2R w K",
            "4k3/8/8/8/8/8/4P3/4K2R w K -",
            "4k3/8/8/8/8/8/4P3/4K2R w K - 3",
            full,
        ] {
            let query = Query::parse(line).unwrap();
            assert_eq!(query.side, Color::Black, "{line}");
            assert_eq!(query.position.turn(), Color::White);
        }
        // Missing fields take their defaults; given ones are kept.
        let short = Query::parse("4k3/8/8/8/8/8/4P3/4K2R w").unwrap();
        assert_eq!(fen_of(&short), "4k3/8/8/8/8/8/4P3/4K2R w - - 0 1");
        assert_eq!(fen_of(&Query::parse(full).unwrap()), full);
        let castles = Query::parse("4k3/8/8/8/8/8/4P3/4K2R w K").unwrap();
        assert!(
            castles
                .position
                .castles()
                .has(Color::White, shakmaty::CastlingSide::KingSide)
        );
    }

    #[test]
    fn side_and_trailing_words() {
        let q = Query::parse("8/8/4k3/8/8/3K4/3R4/8 b white").unwrap();
        assert_eq!((q.position.turn(), q.side), (Color::Black, Color::White));
        let q = Query::parse("8/8/4k3/8/8/3K4/3R4/8 b - - black game42").unwrap();
        assert_eq!(q.side, Color::Black);
        // A game id after the FEN is not a field and not a side.
        let q = Query::parse("8/8/4k3/8/8/3K4/3R4/8 w - - 0 54 15vxs5am").unwrap();
        assert_eq!(q.side, Color::Black);
        let q = Query::parse("8/8/4k3/8/8/3K4/3R4/8 w 15vxs5am").unwrap();
        assert_eq!(q.side, Color::Black);
        // An en passant square is read when it is one.
        let q = Query::parse("4k3/8/8/8/3pP3/8/8/4K3 b - e3").unwrap();
        assert_eq!(q.position.ep_square(EnPassantMode::Legal), Some(Square::E3));
        assert_eq!(
            q.position.castles().mode(),
            CastlingMode::Standard,
            "standard chess"
        );
    }

    #[test]
    fn unreadable_lines() {
        assert!(matches!(Query::parse(""), Err(QueryError::Fields)));
        assert!(matches!(
            Query::parse("4k3/8/8/8/8/8/8/4K3"),
            Err(QueryError::Fields)
        ));
        assert!(matches!(
            Query::parse("not a fen at all"),
            Err(QueryError::Fen(_))
        ));
        assert!(matches!(
            Query::parse("4k3/8/8/8/8/8/8/4K3 x"),
            Err(QueryError::Fen(_))
        ));
        assert!(matches!(
            Query::parse("8/8/8/8/8/8/8/8 w - - 0 1"),
            Err(QueryError::Position(..))
        ));
    }
}
