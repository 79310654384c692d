//! The record of a game: its start position and the moves played, with everything that needs
//! the history — repetitions under the "same position" of 9.2, the fifty- and 75-move counts,
//! and whether a claim would be correct.

use shakmaty::fen::{Fen, ParseFenError};
use shakmaty::san::SanError;
use shakmaty::san::{San, SanPlus};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{
    CastlingMode, Chess, EnPassantMode, Move, Position, PositionError, PositionErrorKinds,
};

use super::editions::Fivefold;
use super::move_error::MoveError;
use super::movetext::san_tokens;

/// One half-move of the record.
#[derive(Debug, Clone)]
pub struct Ply {
    /// The move as played.
    pub mv: Move,
    /// The move in SAN, with check or mate suffix.
    pub san: SanPlus,
    /// The position after the move.
    pub after: Chess,
    hash: Zobrist64,
}

/// A game so far: where it started and the legal moves played since.
#[derive(Debug, Clone)]
pub struct GameRecord {
    start: Chess,
    start_hash: Zobrist64,
    mode: CastlingMode,
    plies: Vec<Ply>,
}

/// Why a start position or a move could not be accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The FEN text is not a FEN; which part is unreadable.
    BadFen(ParseFenError),
    /// The FEN describes a position that cannot stand on a board, or from which moves cannot
    /// be replayed; what is wrong with it.
    IllegalPosition(PositionErrorKinds),
    /// A move of the movetext is unreadable or illegal in its position.
    BadMove {
        /// Index of the half-move in the movetext, from 0.
        ply: usize,
        /// The move number as a scoresheet writes it (`12.` or `12...`).
        number: String,
        /// The move as written.
        san: String,
        /// What is wrong with it.
        reason: MoveError,
    },
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BadFen(e) => write!(f, "not a FEN: {e}"),
            Self::IllegalPosition(kinds) => write!(f, "not a legal position: {kinds:?}"),
            Self::BadMove {
                number,
                san,
                reason,
                ..
            } => write!(f, "move {number} {san}: {reason}"),
        }
    }
}

impl std::error::Error for RecordError {}

/// Reads a FEN into a legal position, accepting the material and checks that shakmaty's
/// strict checks reject but a board can hold (too much material, checks it deems impossible).
pub fn parse_position(fen: &str, mode: CastlingMode) -> Result<Chess, RecordError> {
    let fen: Fen = fen.trim().parse().map_err(RecordError::BadFen)?;
    fen.into_position(mode)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .map_err(|e| RecordError::IllegalPosition(e.kinds()))
}

fn hash(pos: &Chess) -> Zobrist64 {
    pos.zobrist_hash(EnPassantMode::Legal)
}

impl GameRecord {
    /// A record starting from `start`.
    pub fn new(start: Chess, mode: CastlingMode) -> Self {
        let start_hash = hash(&start);
        Self {
            start,
            start_hash,
            mode,
            plies: Vec::new(),
        }
    }

    /// A record from the standard starting position.
    pub fn standard() -> Self {
        Self::new(Chess::default(), CastlingMode::Standard)
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// Standard or Chess960 castling.
    pub fn castling_mode(&self) -> CastlingMode {
        self.mode
    }

    /// The half-moves played.
    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The same game as it stood after its first `plies` half-moves, if it has that many.
    pub fn truncated(&self, plies: usize) -> Option<Self> {
        Some(Self {
            plies: self.plies.get(..plies)?.to_vec(),
            ..self.clone()
        })
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        self.plies.last().map_or(&self.start, |p| &p.after)
    }

    /// The position before the last half-move, or the start.
    pub fn previous_position(&self) -> &Chess {
        match self.plies.len() {
            0 | 1 => &self.start,
            n => &self.plies[n - 2].after,
        }
    }

    /// Plays a legal move.
    pub fn play(&mut self, mv: Move) -> Result<(), RecordError> {
        let pos = self.position().clone();
        if !pos.is_legal(mv) {
            return Err(RecordError::BadMove {
                ply: self.plies.len(),
                number: self.move_number_label(),
                san: San::from_move(&pos, mv).to_string(),
                reason: MoveError::Illegal(San::from_move(&pos, mv).to_string()),
            });
        }
        let mut after = pos.clone();
        let san = SanPlus::from_move_and_play_unchecked(&mut after, mv);
        let h = hash(&after);
        self.plies.push(Ply {
            mv,
            san,
            after,
            hash: h,
        });
        Ok(())
    }

    /// Plays one move written in SAN.
    pub fn play_san(&mut self, text: &str) -> Result<Move, RecordError> {
        let pos = self.position();
        let err = |reason: MoveError| RecordError::BadMove {
            ply: self.plies.len(),
            number: self.move_number_label(),
            san: text.to_owned(),
            reason,
        };
        let san: San = text
            .parse()
            .map_err(|_| err(MoveError::Unreadable(text.to_owned())))?;
        let mv = san.to_move(pos).map_err(|e| {
            err(match e {
                SanError::IllegalSan => MoveError::Illegal(text.to_owned()),
                SanError::AmbiguousSan => MoveError::Ambiguous(text.to_owned()),
            })
        })?;
        self.play(mv)?;
        Ok(mv)
    }

    /// Plays every move of a movetext (`1. e4 e5 2. Nf3`), stopping at the first bad one.
    pub fn play_movetext(&mut self, movetext: &str) -> Result<(), RecordError> {
        for token in san_tokens(movetext) {
            self.play_san(&token)?;
        }
        Ok(())
    }

    /// The move number of the next half-move as a scoresheet writes it: `12.` or `12...`.
    pub fn move_number_label(&self) -> String {
        let pos = self.position();
        if pos.turn().is_white() {
            format!("{}.", pos.fullmoves())
        } else {
            format!("{}...", pos.fullmoves())
        }
    }

    /// Moves completed by each player since the start of the game, as counted for the
    /// ten-move limits (the start position's move number counts).
    pub fn moves_completed_by_each(&self) -> u32 {
        let pos = self.position();
        pos.fullmoves().get() - 1
    }

    fn hashes(&self) -> impl DoubleEndedIterator<Item = Zobrist64> + '_ {
        std::iter::once(self.start_hash).chain(self.plies.iter().map(|p| p.hash))
    }

    fn positions(&self) -> impl DoubleEndedIterator<Item = &Chess> + '_ {
        std::iter::once(&self.start).chain(self.plies.iter().map(|p| &p.after))
    }

    /// How often `pos` has stood on the board in this game, counting the current position.
    /// Positions compare as in 9.2: same side to move, same pieces, same castling rights, and
    /// an en-passant square only when the capture is actually possible.
    pub fn occurrences(&self, pos: &Chess) -> usize {
        let h = hash(pos);
        self.hashes()
            .zip(self.positions())
            .filter(|(ph, p)| *ph == h && *p == pos)
            .count()
    }

    /// How often `pos` has stood on the board if positions that differ only in the right to
    /// capture en passant (`en_passant`), or only in castling rights (`castling`), counted
    /// as the same: what a claimant who overlooks 9.2.2.1 or 9.2.2.2 would count.
    pub fn occurrences_ignoring(&self, pos: &Chess, en_passant: bool, castling: bool) -> usize {
        let ep = |p: &Chess| p.ep_square(EnPassantMode::Legal);
        self.positions()
            .filter(|p| {
                p.board() == pos.board()
                    && p.turn() == pos.turn()
                    && (castling
                        || p.castles().castling_rights() == pos.castles().castling_rights())
                    && (en_passant || ep(p) == ep(pos))
            })
            .count()
    }

    /// The current position has appeared at least three times (a claim under 9.2 with no
    /// written move is correct).
    pub fn threefold_now(&self) -> bool {
        self.occurrences(self.position()) >= 3
    }

    /// Playing `mv` would make a position appear for at least the third time.
    pub fn threefold_after(&self, mv: Move) -> bool {
        let mut after = self.position().clone();
        after.play_unchecked(mv);
        self.occurrences(&after) >= 2
    }

    /// The last fifty moves by each player contain no pawn move and no capture.
    pub fn fifty_now(&self) -> bool {
        self.position().halfmoves() >= 100
    }

    /// Playing `mv` would complete fifty moves by each player without a pawn move or capture.
    pub fn fifty_after(&self, mv: Move) -> bool {
        self.fifty_now() || (self.position().halfmoves() >= 99 && !mv.is_zeroing())
    }

    /// Whether the player to move could claim a threefold repetition, as the position stands
    /// or by writing some legal move.
    pub fn threefold_claimable(&self) -> bool {
        self.threefold_now()
            || self
                .position()
                .legal_moves()
                .iter()
                .any(|&m| self.threefold_after(m))
    }

    /// Whether the player to move could claim fifty moves, as the position stands or by
    /// writing some legal move (a position with no legal move has already ended the game).
    pub fn fifty_claimable(&self) -> bool {
        let moves = self.position().legal_moves();
        !moves.is_empty() && moves.iter().any(|&m| self.fifty_after(m))
    }

    /// Fivefold repetition under an edition's rule.
    pub fn fivefold(&self, rule: Fivefold) -> bool {
        match rule {
            Fivefold::AtLeastFive => self.occurrences(self.position()) >= 5,
            Fivefold::Consecutive => {
                let all: Vec<&Chess> = self.positions().collect();
                let n = all.len();
                n > 16 && (1..=4).all(|k| all[n - 1 - 4 * k] == all[n - 1])
            }
        }
    }

    /// Seventy-five moves by each player without a pawn move or capture (a mate on the last
    /// of them takes precedence, which the caller checks first).
    pub fn seventy_five(&self) -> bool {
        self.position().halfmoves() >= 150
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &str) -> GameRecord {
        let mut g = GameRecord::standard();
        g.play_movetext(moves).unwrap();
        g
    }

    #[test]
    fn knight_shuffles_repeat_the_start_position() {
        let g = game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1");
        assert!(!g.threefold_now());
        // Black can write 4... Ng8, bringing the start position for the third time.
        assert!(g.threefold_claimable());
        let g = game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8");
        assert!(g.threefold_now());
        assert_eq!(g.occurrences(g.position()), 3);
    }

    #[test]
    fn lost_castling_rights_make_a_different_position() {
        let g = game("1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8");
        // The position after 2... Ke7 appears twice; after 3... Ke8 the rights are gone, so
        // it is not the position after 1... e5.
        assert_eq!(g.occurrences(g.position()), 2);
        assert!(!g.threefold_now());
    }

    #[test]
    fn reports_the_move_that_is_wrong() {
        let mut g = GameRecord::standard();
        let err = g.play_movetext("1. e4 e5 2. Ke3").unwrap_err();
        assert!(
            matches!(err, RecordError::BadMove { ply: 2, ref number, ref san, .. } if number == "2." && san == "Ke3")
        );
    }

    #[test]
    fn fifty_moves_by_each_player() {
        let pos =
            parse_position("8/8/4k3/8/8/4K3/8/4R3 w - - 99 80", CastlingMode::Standard).unwrap();
        let g = GameRecord::new(pos, CastlingMode::Standard);
        assert!(!g.fifty_now());
        assert!(g.fifty_claimable());
        let mut g2 = g.clone();
        g2.play_san("Ra1").unwrap();
        assert!(g2.fifty_now());
    }

    #[test]
    fn accepts_positions_with_too_much_material() {
        assert!(
            parse_position(
                "7k/8/8/8/8/8/QQQ5/KQQQQQ2 b - - 0 1",
                CastlingMode::Standard
            )
            .is_ok()
        );
        assert!(matches!(
            parse_position("8/8/8/8/8/8/8/8 w - - 0 1", CastlingMode::Standard),
            Err(RecordError::IllegalPosition(_))
        ));
        assert!(matches!(
            parse_position("nonsense", CastlingMode::Standard),
            Err(RecordError::BadFen(_))
        ));
    }
}
