//! Reading PGN files for the commands: games split apart, tags read, the main line's moves
//! kept with the line each stands on, and the moves replayed into a [`GameRecord`].
//!
//! The reader is deliberately strict about moves and lenient about everything else: comments
//! (`{…}`, `;`), variations, NAGs, move numbers, annotation marks and `%` escape lines are
//! skipped, castling may be written with zeros, but a token that is not a move is reported
//! rather than skipped, because a review that silently drops a move reviews another game.

use shakmaty::CastlingMode;
use shakmaty::san::{San, SanError, SanPlus};

use crate::laws::record::{GameRecord, RecordError, parse_position};

/// One game of a PGN file as written: its tags and the moves of its main line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// The game's place in the file, from 1.
    pub number: usize,
    /// The tag pairs in file order, as `(name, value)` with escapes resolved.
    pub tags: Vec<(String, String)>,
    /// The main line's move tokens, annotation marks removed.
    pub moves: Vec<MoveToken>,
    /// The first thing in the game's text that could not be read, if any.
    pub problem: Option<SyntaxProblem>,
}

/// A move as written in the movetext, with the line it stands on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveToken {
    /// The move as written, with annotation marks (`!`, `?`) removed.
    pub text: String,
    /// The line of the file, from 1.
    pub line: usize,
}

/// Something in a game's text that is not PGN.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// A tag pair that is not `[Name "value"]`, on this line.
    BadTag(usize),
    /// A `{` comment never closed; it starts on this line.
    UnclosedComment(usize),
    /// A `(` variation never closed; it starts on this line.
    UnclosedVariation(usize),
}

impl PgnGame {
    /// The value of tag `name` (names compare exactly, as PGN defines them).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a game's moves could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    /// The text of the game is not PGN.
    Syntax(SyntaxProblem),
    /// The `FEN` tag is not a FEN or not a legal position, and why.
    BadFen(RecordError),
    /// The `Variant` tag names a variant other than standard chess and Chess960.
    Variant(String),
    /// A move of the main line is wrong.
    Move {
        /// The move number as a scoresheet writes it (`23.` or `23...`).
        number: String,
        /// The move as written.
        text: String,
        /// The line of the file.
        line: usize,
        /// What is wrong with it.
        kind: MoveProblem,
    },
}

/// What is wrong with a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveProblem {
    /// It is not a move in algebraic notation.
    Unreadable,
    /// No legal move in the position fits it.
    Illegal,
    /// More than one legal move fits it.
    Ambiguous,
}

/// Splits a PGN text into games. A game ends at its result (`1-0`, `0-1`, `1/2-1/2`, `*`) or
/// where the next tag section begins; text that holds neither tags nor moves is no game.
pub fn parse_pgn(text: &str) -> Vec<PgnGame> {
    let mut scanner = Scanner {
        chars: text.chars().collect(),
        at: 0,
        line: 1,
    };
    let mut games = Vec::new();
    let mut game = PgnGame::default();
    // Whether the current game has reached its movetext, after which a tag starts a new game.
    let mut in_movetext = false;
    let finish = |game: &mut PgnGame, games: &mut Vec<PgnGame>| {
        let done = std::mem::take(game);
        if !done.tags.is_empty() || !done.moves.is_empty() || done.problem.is_some() {
            games.push(PgnGame {
                number: games.len() + 1,
                ..done
            });
        }
    };
    while let Some(c) = scanner.peek() {
        match c {
            '[' => {
                if in_movetext {
                    finish(&mut game, &mut games);
                    in_movetext = false;
                }
                let line = scanner.line;
                match scanner.tag() {
                    Some(pair) => game.tags.push(pair),
                    None => {
                        game.problem.get_or_insert(SyntaxProblem::BadTag(line));
                    }
                }
            }
            '{' => {
                in_movetext = true;
                let line = scanner.line;
                if !scanner.skip_comment() {
                    game.problem
                        .get_or_insert(SyntaxProblem::UnclosedComment(line));
                }
            }
            '(' => {
                in_movetext = true;
                let line = scanner.line;
                if !scanner.skip_variation() {
                    game.problem
                        .get_or_insert(SyntaxProblem::UnclosedVariation(line));
                }
            }
            ';' => scanner.skip_line(),
            '%' if scanner.at_line_start() => scanner.skip_line(),
            // A stray closing parenthesis hides nothing, so it is passed over.
            ')' => scanner.bump(),
            c if c.is_whitespace() => scanner.bump(),
            _ => {
                in_movetext = true;
                let line = scanner.line;
                let token = scanner.token();
                match classify(&token) {
                    Token::Result => {
                        finish(&mut game, &mut games);
                        in_movetext = false;
                    }
                    Token::Skip => {}
                    Token::Move(text) => game.moves.push(MoveToken { text, line }),
                }
            }
        }
    }
    finish(&mut game, &mut games);
    games
}

/// Replays a game's main line from its start position (the `FEN` tag, else the standard
/// position; Chess960 castling when the `Variant` tag says so).
pub fn replay(game: &PgnGame) -> Result<GameRecord, ReplayError> {
    if let Some(problem) = game.problem {
        return Err(ReplayError::Syntax(problem));
    }
    let mode = castling_mode(game.tag("Variant"))?;
    let start = match game.tag("FEN") {
        Some(fen) => parse_position(fen, mode).map_err(ReplayError::BadFen)?,
        None => shakmaty::Chess::default(),
    };
    let mut record = GameRecord::new(start, mode);
    for token in &game.moves {
        let number = record.move_number_label();
        let wrong = |kind| ReplayError::Move {
            number: number.clone(),
            text: token.text.clone(),
            line: token.line,
            kind,
        };
        let san = parse_san(&token.text).ok_or_else(|| wrong(MoveProblem::Unreadable))?;
        let mv = san.to_move(record.position()).map_err(|e| {
            wrong(match e {
                SanError::IllegalSan => MoveProblem::Illegal,
                SanError::AmbiguousSan => MoveProblem::Ambiguous,
            })
        })?;
        record.play(mv).map_err(|_| wrong(MoveProblem::Illegal))?;
    }
    Ok(record)
}

/// Reads one move, accepting castling with zeros and a check or mate sign. Null moves (`--`)
/// and piece drops are notations of other games, not moves of chess.
fn parse_san(text: &str) -> Option<San> {
    let letters = if text.starts_with("0-0") {
        text.replace('0', "O")
    } else {
        text.to_owned()
    };
    match SanPlus::from_ascii(letters.as_bytes()).ok()?.san {
        San::Null | San::Put { .. } => None,
        san => Some(san),
    }
}

/// The castling rules the `Variant` tag asks for.
fn castling_mode(variant: Option<&str>) -> Result<CastlingMode, ReplayError> {
    let Some(name) = variant else {
        return Ok(CastlingMode::Standard);
    };
    let key: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .collect::<String>()
        .to_ascii_lowercase();
    match key.as_str() {
        "" | "standard" | "normal" | "chess" | "fromposition" => Ok(CastlingMode::Standard),
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "freestyle" => {
            Ok(CastlingMode::Chess960)
        }
        _ => Err(ReplayError::Variant(name.to_owned())),
    }
}

/// What a movetext token is.
#[derive(Debug, PartialEq, Eq)]
enum Token {
    /// A game result, which ends the game.
    Result,
    /// A move number, NAG or annotation mark, which carries no move.
    Skip,
    /// A move, cleaned of its move number and annotation marks.
    Move(String),
}

/// Sorts a movetext token.
fn classify(token: &str) -> Token {
    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        return Token::Result;
    }
    if token.starts_with('$') {
        return Token::Skip;
    }
    // A move number, perhaps glued to its move: `12.`, `12...`, `12.e4`, `12...e5`.
    let digits = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = if digits.len() < token.len() && digits.starts_with('.') {
        digits.trim_start_matches('.')
    } else {
        token
    };
    // Annotation marks after a move (`e4!?`) or on their own (`!`, `+-`, `=`), which some
    // programs write instead of NAGs.
    // `--` is a null move in some programs: not a move of chess, so it must not be skipped.
    let rest = rest.trim_end_matches(['!', '?']);
    let mark_only = rest
        .chars()
        .all(|c| matches!(c, '!' | '?' | '+' | '-' | '=' | '/' | '.'));
    if mark_only && rest != "--" {
        return Token::Skip;
    }
    Token::Move(rest.to_owned())
}

/// A cursor over the characters of the file that keeps count of lines.
struct Scanner {
    /// The whole text.
    chars: Vec<char>,
    /// Index of the next character.
    at: usize,
    /// Line of the next character, from 1.
    line: usize,
}

impl Scanner {
    /// The next character, if any.
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Moves past the next character.
    fn bump(&mut self) {
        if self.peek() == Some('\n') {
            self.line += 1;
        }
        self.at += 1;
    }

    /// Whether the cursor stands at the first character of a line.
    fn at_line_start(&self) -> bool {
        self.at == 0 || self.chars.get(self.at - 1) == Some(&'\n')
    }

    /// Skips to the end of the line, leaving the line break.
    fn skip_line(&mut self) {
        while self.peek().is_some_and(|c| c != '\n') {
            self.bump();
        }
    }

    /// Skips a `{…}` comment; false when it is never closed (the rest of the text is then
    /// consumed).
    fn skip_comment(&mut self) -> bool {
        self.bump();
        while let Some(c) = self.peek() {
            self.bump();
            if c == '}' {
                return true;
            }
        }
        false
    }

    /// Skips a `(…)` variation with the variations and comments inside it; false when it is
    /// never closed before the text ends or the next game's tags begin.
    fn skip_variation(&mut self) -> bool {
        self.bump();
        let mut depth = 1usize;
        while let Some(c) = self.peek() {
            match c {
                '(' => {
                    depth += 1;
                    self.bump();
                }
                ')' => {
                    depth -= 1;
                    self.bump();
                    if depth == 0 {
                        return true;
                    }
                }
                '{' => {
                    if !self.skip_comment() {
                        return false;
                    }
                }
                ';' => self.skip_line(),
                '[' if self.at_line_start() => return false,
                _ => self.bump(),
            }
        }
        false
    }

    /// Reads a movetext token: everything up to white space or a character that starts a
    /// comment, variation or tag.
    fn token(&mut self) -> String {
        let mut token = String::new();
        while let Some(c) = self.peek() {
            if c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | ';' | '[' | ']') {
                break;
            }
            token.push(c);
            self.bump();
        }
        if token.is_empty() {
            // A lone `}` or `]`: not a token, but it must be passed over.
            if let Some(c) = self.peek() {
                token.push(c);
                self.bump();
            }
        }
        token
    }

    /// Reads a `[Name "value"]` tag pair; `None` (with the rest of the line skipped) when it
    /// is malformed.
    fn tag(&mut self) -> Option<(String, String)> {
        let pair = self.tag_pair();
        if pair.is_none() {
            self.skip_line();
        }
        pair
    }

    /// The tag pair itself, from its `[` to its `]`.
    fn tag_pair(&mut self) -> Option<(String, String)> {
        self.bump();
        self.skip_blanks();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.bump();
        }
        self.skip_blanks();
        if name.is_empty() || self.peek() != Some('"') {
            return None;
        }
        self.bump();
        let mut value = String::new();
        loop {
            match self.peek()? {
                '"' => break,
                '\n' => return None,
                '\\' => {
                    self.bump();
                    match self.peek()? {
                        '\n' => return None,
                        escaped => value.push(escaped),
                    }
                }
                c => value.push(c),
            }
            self.bump();
        }
        self.bump();
        self.skip_blanks();
        if self.peek() != Some(']') {
            return None;
        }
        self.bump();
        Some((name, value))
    }

    /// Skips spaces and tabs, not line breaks.
    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(|c| c == ' ' || c == '\t') {
            self.bump();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(game: &PgnGame) -> Vec<&str> {
        game.moves.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn reads_tags_and_the_main_line() {
        let text = "[Event \"Club \\\"A\\\"\"]\n[White \"Ann\"]\n\n\
                    1. e4 e5 {a comment (with brackets)} 2. Nf3 (2. f4 {gambit} exf4 (2... d5)) \
                    2... Nc6 $1 3.Bb5!? a6 ; rest of line\n% escape\n4. 0-0 1-0\n";
        let games = parse_pgn(text);
        assert_eq!(games.len(), 1);
        let game = &games[0];
        assert_eq!(game.number, 1);
        assert_eq!(game.tag("Event"), Some("Club \"A\""));
        assert_eq!(game.tag("White"), Some("Ann"));
        assert_eq!(moves(game), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "0-0"]);
        assert_eq!(game.moves[6].line, 6);
        assert_eq!(game.problem, None);
        let record = replay(game).unwrap();
        assert_eq!(record.plies().len(), 7);
    }

    #[test]
    fn splits_games_at_results_and_tags() {
        let text = "[White \"A\"]\n1. e4 *\n\n[White \"B\"]\n1. d4\n[White \"C\"]\n1. c4 c5 \
                    1/2-1/2\n1. Nf3 0-1";
        let games = parse_pgn(text);
        let summary: Vec<(usize, Option<&str>, usize)> = games
            .iter()
            .map(|g| (g.number, g.tag("White"), g.moves.len()))
            .collect();
        assert_eq!(
            summary,
            [
                (1, Some("A"), 1),
                (2, Some("B"), 1),
                (3, Some("C"), 2),
                (4, None, 1)
            ]
        );
        assert!(parse_pgn("  \n\n").is_empty());
    }

    #[test]
    fn reports_unclosed_comments_variations_and_bad_tags() {
        let games = parse_pgn("1. e4 {never closed\n e5");
        assert_eq!(games[0].problem, Some(SyntaxProblem::UnclosedComment(1)));
        let games = parse_pgn("1. e4\n(1. d4 d5\n[White \"X\"]\n1. c4 *");
        assert_eq!(games[0].problem, Some(SyntaxProblem::UnclosedVariation(2)));
        assert_eq!(games[1].tag("White"), Some("X"));
        let games = parse_pgn("[White Ann]\n1. e4 *");
        assert_eq!(games[0].problem, Some(SyntaxProblem::BadTag(1)));
        assert_eq!(
            replay(&games[0]).unwrap_err(),
            ReplayError::Syntax(SyntaxProblem::BadTag(1))
        );
    }

    #[test]
    fn names_the_wrong_move() {
        let game = &parse_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Ke3 *")[0];
        assert_eq!(
            replay(game).unwrap_err(),
            ReplayError::Move {
                number: "5.".into(),
                text: "Ke3".into(),
                line: 1,
                kind: MoveProblem::Illegal,
            }
        );
        let game = &parse_pgn("1. e4 e5 2. Nf3 Nc6 3. Nc3 Nf6 4. Nd5 Nd4 5. Ne3 Ne6 6. N\n*")[0];
        assert!(matches!(
            replay(game),
            Err(ReplayError::Move { ref number, kind: MoveProblem::Unreadable, .. }) if number == "6."
        ));
        let game = &parse_pgn("1. d4 d5 2. Nf3 Nf6 3. Nd2 *")[0];
        assert!(matches!(
            replay(game),
            Err(ReplayError::Move {
                kind: MoveProblem::Ambiguous,
                ..
            })
        ));
        let game = &parse_pgn("1. e4 e5 2. -- *")[0];
        assert!(matches!(
            replay(game),
            Err(ReplayError::Move { ref number, kind: MoveProblem::Unreadable, .. }) if number == "2."
        ));
        let game = &parse_pgn("1. e4 xyz *")[0];
        assert!(matches!(
            replay(game),
            Err(ReplayError::Move { ref number, kind: MoveProblem::Unreadable, .. }) if number == "1..."
        ));
    }

    #[test]
    fn starts_from_the_fen_tag_and_knows_chess960() {
        let text = "[SetUp \"1\"]\n[FEN \"5k2/8/8/8/8/8/8/4K2R w K - 0 40\"]\n40. 0-0+ Ke7 *";
        let record = replay(&parse_pgn(text)[0]).unwrap();
        assert_eq!(record.plies()[0].san.to_string(), "O-O+");
        let text = "[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n9. g3 *";
        let game = &parse_pgn(text)[0];
        let record = replay(game).unwrap();
        assert_eq!(record.castling_mode(), CastlingMode::Chess960);
        let text = "[Variant \"Atomic\"]\n1. e4 *";
        assert_eq!(
            replay(&parse_pgn(text)[0]).unwrap_err(),
            ReplayError::Variant("Atomic".into())
        );
        let text = "[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n*";
        assert!(matches!(
            replay(&parse_pgn(text)[0]),
            Err(ReplayError::BadFen(_))
        ));
    }
}
