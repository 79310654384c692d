//! Why a move is illegal: the provision of Article 3 (the moves of the pieces, castling, the
//! king in check) that it breaks. The arbiter names it, in the edition's own numbering,
//! before he rules on the illegal move.

use shakmaty::attacks::between;
use shakmaty::{Bitboard, CastlingMode, CastlingSide, Chess, Color, File, Position, Role, Square};

use super::board::RawMove;
use super::editions::Articles;
use super::record::GameRecord;

/// The rule of Article 3 that a move breaks (or of Article 1, for a move made by the player
/// who does not have the move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Breach {
    /// The player moved although his opponent had the move.
    OutOfTurn,
    /// The player moved one of his opponent's pieces.
    OpponentsPiece,
    /// A piece was put on a square held by a piece of its own colour.
    OwnSquare,
    /// A bishop moved off its diagonals.
    Bishop,
    /// A rook moved off its file and rank.
    Rook,
    /// A queen moved off its files, ranks and diagonals.
    Queen,
    /// A bishop, rook or queen moved over another piece.
    Jumps,
    /// A knight moved other than a knight's move.
    Knight,
    /// A pawn moved other than one square straight ahead to an empty square.
    PawnForward,
    /// A pawn advanced two squares not from its starting square, or over a piece.
    PawnTwoSquares,
    /// A pawn moved diagonally to an empty square where no en-passant capture could be made.
    PawnCapture,
    /// An en-passant capture not made on the move right after the two-square advance.
    EnPassantLate,
    /// A king moved further than an adjoining square.
    King,
    /// Castling after the king has moved.
    CastlingKingMoved,
    /// Castling with a rook that has moved.
    CastlingRookMoved,
    /// Castling while in check, or over or onto an attacked square.
    CastlingAttacked,
    /// Castling with a piece between king and rook.
    CastlingPieceBetween,
    /// Chess960 castling with a square on the king's or the rook's way occupied.
    Chess960Vacancy,
    /// The move exposes the player's own king to check or leaves it in check.
    KingInCheck,
    /// The move captures the opponent's king (possible only once an illegal move has left it
    /// in check).
    KingCapture,
    /// A pawn promoted to a king or left a pawn: only a queen, rook, bishop or knight may
    /// replace it.
    PromotionPiece,
}

impl Breach {
    /// The article of the edition that the move breaks.
    pub fn article(self, a: &Articles) -> &'static str {
        let m = &a.moves;
        match self {
            Self::OutOfTurn => a.alternate_moves,
            Self::OpponentsPiece => a.own_pieces,
            Self::OwnSquare => m.own_square,
            Self::Bishop => m.bishop,
            Self::Rook => m.rook,
            Self::Queen => m.queen,
            Self::Jumps => m.no_jumping,
            Self::Knight => m.knight,
            Self::PawnForward => m.pawn_forward,
            Self::PawnTwoSquares => m.pawn_two_squares,
            Self::PawnCapture => m.pawn_capture,
            Self::EnPassantLate => m.en_passant_at_once,
            Self::King => m.king,
            Self::CastlingKingMoved => m.castling_king_moved,
            Self::CastlingRookMoved => m.castling_rook_moved,
            Self::CastlingAttacked => m.castling_attacked,
            Self::CastlingPieceBetween => m.castling_piece_between,
            Self::Chess960Vacancy => a.chess960.vacancy,
            Self::KingInCheck => m.king_in_check,
            Self::KingCapture => a.illegal_restore,
            Self::PromotionPiece => m.promotion,
        }
    }

    /// The Fluent message id of the rule, a clause that completes "the move is illegal: ...".
    pub fn message_id(self) -> &'static str {
        match self {
            Self::OutOfTurn => "breach-out-of-turn",
            Self::OpponentsPiece => "breach-opponents-piece",
            Self::OwnSquare => "breach-own-square",
            Self::Bishop => "breach-bishop",
            Self::Rook => "breach-rook",
            Self::Queen => "breach-queen",
            Self::Jumps => "breach-jumps",
            Self::Knight => "breach-knight",
            Self::PawnForward => "breach-pawn-forward",
            Self::PawnTwoSquares => "breach-pawn-two-squares",
            Self::PawnCapture => "breach-pawn-capture",
            Self::EnPassantLate => "breach-en-passant-late",
            Self::King => "breach-king",
            Self::CastlingKingMoved => "breach-castling-king-moved",
            Self::CastlingRookMoved => "breach-castling-rook-moved",
            Self::CastlingAttacked => "breach-castling-attacked",
            Self::CastlingPieceBetween => "breach-castling-piece-between",
            Self::Chess960Vacancy => "breach-chess960-vacancy",
            Self::KingInCheck => "breach-king-in-check",
            Self::KingCapture => "breach-king-capture",
            Self::PromotionPiece => "breach-promotion-piece",
        }
    }

    /// Every breach, for checks that each has its message.
    pub const ALL: [Breach; 19] = [
        Self::OutOfTurn,
        Self::OpponentsPiece,
        Self::OwnSquare,
        Self::Bishop,
        Self::Rook,
        Self::Queen,
        Self::Jumps,
        Self::Knight,
        Self::PawnForward,
        Self::PawnTwoSquares,
        Self::PawnCapture,
        Self::EnPassantLate,
        Self::King,
        Self::CastlingKingMoved,
        Self::CastlingRookMoved,
        Self::CastlingAttacked,
        Self::CastlingPieceBetween,
        Self::Chess960Vacancy,
        Self::KingInCheck,
    ];
}

/// The rule a move made on a legal position breaks; `record` gives the moves that led to the
/// position, which tell whether king or rook has moved. `None` when the move is legal.
pub fn breach(pos: &Chess, record: Option<&GameRecord>, raw: RawMove) -> Option<Breach> {
    let board = pos.board();
    let mover = board.color_at(raw.from)?;
    if mover != pos.turn() {
        return Some(Breach::OutOfTurn);
    }
    if let Some((rook, _)) = raw.rook.or_else(|| castling_rook(pos, raw)) {
        return castling(pos, record, mover, raw.from, rook);
    }
    if board.color_at(raw.to) == Some(mover) {
        return Some(Breach::OwnSquare);
    }
    if raw.role == Role::Pawn && matches!(raw.promotion, Some(Role::King | Role::Pawn)) {
        return Some(Breach::PromotionPiece);
    }
    let (df, dr) = delta(raw.from, raw.to);
    let slider = |ok: bool, wrong: Breach| {
        if !ok {
            Some(wrong)
        } else if (between(raw.from, raw.to) & board.occupied()).any() {
            Some(Breach::Jumps)
        } else {
            None
        }
    };
    let geometry = match raw.role {
        Role::Knight => {
            (!matches!((df.abs(), dr.abs()), (1, 2) | (2, 1))).then_some(Breach::Knight)
        }
        Role::Bishop => slider(df.abs() == dr.abs(), Breach::Bishop),
        Role::Rook => slider(df == 0 || dr == 0, Breach::Rook),
        Role::Queen => slider(df == 0 || dr == 0 || df.abs() == dr.abs(), Breach::Queen),
        Role::King => (df.abs() > 1 || dr.abs() > 1).then_some(Breach::King),
        Role::Pawn => pawn(pos, mover, raw, df, dr),
    };
    // A move the piece may make, and still not legal: it leaves or puts the king in check.
    geometry.or(Some(Breach::KingInCheck))
}

/// A king moved onto its own rook (how Chess960 castling is written), or in standard chess
/// two files along its first rank from its starting square, is an attempt to castle: the
/// rook it castles with.
fn castling_rook(pos: &Chess, raw: RawMove) -> Option<(Square, Square)> {
    let color = pos.board().color_at(raw.from)?;
    if raw.role == Role::King && pos.board().piece_at(raw.to) == Some(color.rook()) {
        return Some((raw.to, raw.to));
    }
    let (df, dr) = delta(raw.from, raw.to);
    let standard = pos.castles().mode() == CastlingMode::Standard;
    let home = raw.from == Square::from_coords(File::E, color.backrank());
    if raw.role != Role::King || dr != 0 || df.abs() != 2 || !standard || !home {
        return None;
    }
    let file = if df > 0 { File::H } else { File::A };
    Some((Square::from_coords(file, color.backrank()), raw.to))
}

/// Why castling with the rook on `rook` is illegal for `color`, if it is.
fn castling(
    pos: &Chess,
    record: Option<&GameRecord>,
    color: Color,
    king: Square,
    rook: Square,
) -> Option<Breach> {
    let side = if rook.file() > king.file() {
        CastlingSide::KingSide
    } else {
        CastlingSide::QueenSide
    };
    let castles = pos.castles();
    // Castling written as O-O names no rook: in Chess960 it is the one castling uses.
    let own_rook = pos.board().piece_at(rook) == Some(color.rook());
    let rook = match castles.rook(color, side) {
        Some(castling_rook) if castles.mode() == CastlingMode::Chess960 && !own_rook => {
            castling_rook
        }
        _ => rook,
    };
    if castles.rook(color, side) != Some(rook) {
        return Some(lost_right(pos, record, color, rook));
    }
    let board = pos.board();
    let king_to = side.king_to(color);
    let rook_to = side.rook_to(color);
    let others = board.occupied() & !Bitboard::from_square(king) & !Bitboard::from_square(rook);
    if castles.mode() == CastlingMode::Chess960 {
        let path = between(king, king_to)
            | between(rook, rook_to)
            | Bitboard::from_square(king_to)
            | Bitboard::from_square(rook_to);
        if (path & others).any() {
            return Some(Breach::Chess960Vacancy);
        }
    } else if (between(king, rook) & others).any() {
        return Some(Breach::CastlingPieceBetween);
    }
    let king_path =
        between(king, king_to) | Bitboard::from_square(king) | Bitboard::from_square(king_to);
    let attacked = king_path.into_iter().any(|sq| {
        board
            .attacks_to(sq, !color, board.occupied() & !Bitboard::from_square(king))
            .any()
    });
    attacked.then_some(Breach::CastlingAttacked)
}

/// Castling with this rook is lost for good: because the king has moved, or the rook. The
/// moves played say which; without them, a king that keeps the other castling right has not
/// moved, and a king with no right left is taken to have moved.
fn lost_right(pos: &Chess, record: Option<&GameRecord>, color: Color, rook: Square) -> Breach {
    if let Some(record) = record {
        let mut before = record.start().clone();
        for ply in record.plies() {
            if before.turn() == color {
                if ply.mv.role() == Role::King {
                    return Breach::CastlingKingMoved;
                }
                if ply.mv.from() == Some(rook) || ply.mv.to() == rook {
                    return Breach::CastlingRookMoved;
                }
            }
            before = ply.after.clone();
        }
    }
    if pos.castles().has_color(color) {
        Breach::CastlingRookMoved
    } else {
        Breach::CastlingKingMoved
    }
}

/// Why a pawn move breaks 3.7, if its geometry does.
fn pawn(pos: &Chess, mover: Color, raw: RawMove, df: i32, dr: i32) -> Option<Breach> {
    let forward = if mover.is_white() { 1 } else { -1 };
    let board = pos.board();
    let occupied = |sq: Square| board.piece_at(sq).is_some();
    match (df.abs(), dr * forward) {
        (0, 1) if occupied(raw.to) => Some(Breach::PawnForward),
        (0, 1) => None,
        (0, 2) => {
            let start = raw.from.rank() == mover.relative_rank(shakmaty::Rank::Second);
            let clear =
                !occupied(raw.to) && (between(raw.from, raw.to) & board.occupied()).is_empty();
            (!(start && clear)).then_some(Breach::PawnTwoSquares)
        }
        (1, 1) if occupied(raw.to) => None,
        (1, 1) => {
            // A diagonal step to an empty square is an en-passant capture only right after
            // the enemy pawn beside it advanced two squares.
            let beside = Square::from_coords(raw.to.file(), raw.from.rank());
            let enemy_pawn = board.piece_at(beside)
                == Some(shakmaty::Piece {
                    color: !mover,
                    role: Role::Pawn,
                });
            if pos.ep_square(shakmaty::EnPassantMode::Always) == Some(raw.to) {
                None
            } else if enemy_pawn {
                Some(Breach::EnPassantLate)
            } else {
                Some(Breach::PawnCapture)
            }
        }
        _ => Some(Breach::PawnForward),
    }
}

/// Files and ranks from one square to another.
fn delta(from: Square, to: Square) -> (i32, i32) {
    (
        i32::from(u8::from(to.file())) - i32::from(u8::from(from.file())),
        i32::from(u8::from(to.rank())) - i32::from(u8::from(from.rank())),
    )
}

#[cfg(test)]
mod tests {
    use shakmaty::fen::Fen;

    use super::*;
    use crate::laws::board::{Resolved, resolve};

    fn why(fen: &str, mode: CastlingMode, moves: &str, text: &str) -> Option<Breach> {
        let start: Chess = fen.parse::<Fen>().unwrap().into_position(mode).unwrap();
        let mut record = GameRecord::new(start, mode);
        record.play_movetext(moves).unwrap();
        let pos = record.position().clone();
        let setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
        let Ok(Resolved::Illegal(raw)) = resolve(&setup, Some(&pos), pos.turn(), text) else {
            return None;
        };
        breach(&pos, Some(&record), raw)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn each_piece_breaks_its_own_rule() {
        let s = CastlingMode::Standard;
        assert_eq!(why(START, s, "", "Ng1-g3"), Some(Breach::Knight));
        assert_eq!(why(START, s, "1. e4 e5", "Bf1-f3"), Some(Breach::Bishop));
        assert_eq!(why(START, s, "", "Bf1-d3"), Some(Breach::Jumps));
        assert_eq!(why(START, s, "1. a4 a5", "Ra1-b3"), Some(Breach::Rook));
        assert_eq!(why(START, s, "1. e4 e5", "Qd1-f4"), Some(Breach::Queen));
        assert_eq!(why(START, s, "1. e4 e5", "Ke1-e3"), Some(Breach::King));
        assert_eq!(
            why(START, s, "1. e4 e5", "e4-e5"),
            Some(Breach::PawnForward)
        );
        assert_eq!(
            why(START, s, "1. e3 e5", "e3-e5"),
            Some(Breach::PawnTwoSquares)
        );
        assert_eq!(why(START, s, "", "e2-d3"), Some(Breach::PawnCapture));
        assert_eq!(
            why(START, s, "1. e4 Nf6 2. Bc4 Nxe4", "Bc4-f7"),
            None,
            "a legal capture"
        );
        // 1...e6 2. Bb5 pins the d-pawn? No: 2. Bb5+ is check, and Nf6 does not answer it.
        assert_eq!(
            why(START, s, "1. e4 d6 2. Bb5+", "Ng8-f6"),
            Some(Breach::KingInCheck)
        );
    }

    #[test]
    fn a_move_onto_an_own_piece_or_out_of_turn_breaks_its_own_rule() {
        let s = CastlingMode::Standard;
        assert_eq!(why(START, s, "1. e4 e5", "Qd1-d2"), Some(Breach::OwnSquare));
        assert_eq!(why(START, s, "1. e4 e5", "Nb1-d2"), Some(Breach::OwnSquare));
        let start: Chess = Chess::default();
        let setup = start.to_setup(shakmaty::EnPassantMode::Legal);
        let Ok(Resolved::Illegal(raw)) = resolve(&setup, Some(&start), Color::Black, "e5") else {
            panic!("a black move at the start is out of turn");
        };
        assert_eq!(breach(&start, None, raw), Some(Breach::OutOfTurn));
    }

    #[test]
    fn en_passant_only_right_after_the_advance() {
        let s = CastlingMode::Standard;
        // 3...d5 advanced beside e5: exd6 would be fine now, but after 4. Nf3 Nc6 it is late.
        let moves = "1. e4 a6 2. e5 a5 3. Nc3 d5 4. Nf3 Nc6";
        assert_eq!(why(START, s, moves, "e5-d6"), Some(Breach::EnPassantLate));
    }

    #[test]
    fn castling_says_what_stops_it() {
        let s = CastlingMode::Standard;
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        assert_eq!(
            why(fen, s, "1. Ke2 Ke7 2. Ke1 Ke8", "O-O"),
            Some(Breach::CastlingKingMoved)
        );
        assert_eq!(
            why(fen, s, "1. Rh2 Rh7 2. Rh1 Rh8", "O-O"),
            Some(Breach::CastlingRookMoved)
        );
        // From a diagram alone: keeping the queenside right means the king has not moved.
        assert_eq!(
            why("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", s, "", "O-O"),
            Some(Breach::CastlingRookMoved)
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", s, "", "O-O"),
            Some(Breach::CastlingKingMoved)
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", s, "", "O-O-O"),
            Some(Breach::CastlingPieceBetween)
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/5r2/R3K2R w KQk - 0 1", s, "", "O-O"),
            Some(Breach::CastlingAttacked)
        );
        assert_eq!(
            why("r3k2r/8/8/8/8/8/5r2/R3K2R w KQk - 0 1", s, "", "Ke1-g1"),
            Some(Breach::CastlingAttacked),
            "a king's two-square step is castling too"
        );
    }

    #[test]
    fn chess960_castling_needs_every_square_on_the_way_empty() {
        // King b1, rook a1 and a knight on d1: c-side castling puts the rook on d1.
        let fen = "1k6/8/8/8/8/8/8/RK1N4 w A - 0 1";
        assert_eq!(
            why(fen, CastlingMode::Chess960, "", "Kb1-a1"),
            Some(Breach::Chess960Vacancy)
        );
    }
}
