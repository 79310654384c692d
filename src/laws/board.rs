//! The board as the arbiter finds it: a legal position with its game record, or an illegal
//! position (both kings in check, an unpromoted pawn) kept as a raw setup. Also the reading
//! of a written move, which may be an illegal one, and playing it on a raw board.

use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, EnPassantMode, File, FromSetup, Move, Piece, Position,
    PositionError, PositionErrorKinds, Rank, Role, Setup, Square,
};

use super::move_error::MoveError;
use super::record::GameRecord;

/// What stands on the board.
#[derive(Debug, Clone)]
pub enum Board {
    /// A legal position reached through the moves of the record.
    Legal(GameRecord),
    /// An illegal position, exactly as it stands.
    Raw(Setup),
}

/// Why a position on the board is illegal, as far as the arbiter's rules care.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Illegality {
    /// The player who does not have the move is in check (both kings in check, or a king
    /// left in check).
    KingInCheck,
    /// A pawn stands on its last rank (a promotion left incomplete).
    UnpromotedPawn,
    /// Something else (a missing king, two kings of one colour).
    Other,
}

/// Makes a setup into a legal position if the board can hold it; material that shakmaty
/// deems impossible is accepted, since arbiters' positions need not be reachable.
pub fn legal_from_setup(setup: Setup, mode: CastlingMode) -> Result<Chess, PositionErrorKinds> {
    Chess::from_setup(setup, mode)
        .or_else(PositionError::ignore_too_much_material)
        .or_else(PositionError::ignore_impossible_check)
        .or_else(PositionError::ignore_invalid_ep_square)
        .map_err(|e| e.kinds())
}

/// Classifies an illegal setup.
pub fn illegality(kinds: PositionErrorKinds) -> Illegality {
    if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) {
        Illegality::KingInCheck
    } else if kinds.contains(PositionErrorKinds::PAWNS_ON_BACKRANK) {
        Illegality::UnpromotedPawn
    } else {
        Illegality::Other
    }
}

impl Board {
    /// The board as pieces set by hand leave it: a legal position (castling rights the
    /// pieces no longer allow dropped) starting a record of its own, else the raw setup.
    pub fn placed(setup: Setup, mode: CastlingMode) -> Self {
        match Chess::from_setup(setup.clone(), mode)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .or_else(PositionError::ignore_too_much_material)
            .or_else(PositionError::ignore_impossible_check)
        {
            Ok(position) => Self::Legal(GameRecord::new(position, mode)),
            Err(_) => Self::Raw(setup),
        }
    }

    /// The board as a setup (what a diagram shows).
    pub fn setup(&self) -> Setup {
        match self {
            Self::Legal(record) => record.position().to_setup(EnPassantMode::Legal),
            Self::Raw(setup) => setup.clone(),
        }
    }

    /// The board as FEN.
    pub fn fen(&self) -> String {
        match self {
            Self::Legal(record) => {
                Fen::from_position(record.position(), EnPassantMode::Legal).to_string()
            }
            Self::Raw(setup) => Fen::try_from_setup(setup.clone())
                .unwrap_or_else(shakmaty::fen::LossyFenError::ignore)
                .to_string(),
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        match self {
            Self::Legal(record) => record.position().turn(),
            Self::Raw(setup) => setup.turn,
        }
    }

    /// The legal position, if the board holds one.
    pub fn position(&self) -> Option<&Chess> {
        match self {
            Self::Legal(record) => Some(record.position()),
            Self::Raw(_) => None,
        }
    }

    /// The record, if the board holds a legal position.
    pub fn record(&self) -> Option<&GameRecord> {
        match self {
            Self::Legal(record) => Some(record),
            Self::Raw(_) => None,
        }
    }
}

/// A move as it was made on the board, which may break the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RawMove {
    /// The square the piece left.
    pub from: Square,
    /// The square it went to.
    pub to: Square,
    /// The piece that moved.
    pub role: Role,
    /// The piece put on the promotion square, if any.
    pub promotion: Option<Role>,
    /// For a castling move, the rook's squares.
    pub rook: Option<(Square, Square)>,
    /// A capture made with the captured piece left standing on the board: the capturing piece
    /// was put down beside it, and the captured piece was never touched.
    pub captured_left: bool,
}

/// A written move read against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Resolved {
    /// A legal move.
    Legal(Move),
    /// A move that was physically made but breaks the rules.
    Illegal(RawMove),
}

/// Reads `text` as a move by `by` on `setup`: legal if the position is legal, the mover has
/// the move and the move is legal; otherwise the raw move as made. Errors say why the text
/// names no move at all (no such piece, unreadable).
pub fn resolve(
    setup: &Setup,
    legal: Option<&Chess>,
    by: Color,
    text: &str,
) -> Result<Resolved, MoveError> {
    let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let castle_text = text.replace('0', "O");
    if let Some(pos) = legal.filter(|p| p.turn() == by) {
        if let Ok(san) = castle_text.parse::<San>()
            && let Ok(mv) = san.to_move(pos)
        {
            return Ok(Resolved::Legal(mv));
        }
        if let Ok(uci) = text.parse::<UciMove>()
            && let Ok(mv) = uci.to_move(pos)
        {
            return Ok(Resolved::Legal(mv));
        }
    }
    let mut raw = raw_move(setup, by, text)?;
    // A pawn reaching the last rank with no piece named: the event says what was put there;
    // read it as the queen promotion until then.
    if raw.role == Role::Pawn && raw.promotion.is_none() && raw.to.rank() == (!by).backrank() {
        raw.promotion = Some(Role::Queen);
    }
    if let Some(pos) = legal.filter(|p| p.turn() == by)
        && let Some(mv) = pos
            .legal_moves()
            .into_iter()
            .find(|m| same_move(*m, raw, pos.castles().mode()))
    {
        return Ok(Resolved::Legal(mv));
    }
    Ok(Resolved::Illegal(raw))
}

fn same_move(m: Move, raw: RawMove, mode: CastlingMode) -> bool {
    match m {
        // A king move writes castling by the king's destination in standard chess (e1-g1),
        // by the rook it takes in Chess960 (as UCI does); in standard chess a king cannot go
        // to its own rook's square.
        Move::Castle { king, rook } => {
            let target = match mode {
                CastlingMode::Chess960 => rook,
                CastlingMode::Standard => {
                    let file = if rook.file() > king.file() {
                        shakmaty::File::G
                    } else {
                        shakmaty::File::C
                    };
                    Square::from_coords(file, king.rank())
                }
            };
            raw.rook.is_some_and(|(rf, _)| rf == rook) && raw.from == king
                || raw.role == Role::King && raw.from == king && raw.to == target
        }
        _ => {
            m.from() == Some(raw.from)
                && m.to() == raw.to
                && m.promotion() == raw.promotion
                && raw.rook.is_none()
        }
    }
}

fn square(s: &str) -> Option<Square> {
    s.parse().ok()
}

fn role_of(c: char) -> Option<Role> {
    match c {
        'K' => Some(Role::King),
        'Q' => Some(Role::Queen),
        'R' => Some(Role::Rook),
        'B' => Some(Role::Bishop),
        'N' => Some(Role::Knight),
        'P' => Some(Role::Pawn),
        _ => None,
    }
}

/// A move made by `by` with one of his opponent's pieces, written with that piece's squares:
/// read as the opponent's piece would be, and refused if the piece is `by`'s own.
pub fn opponents_raw_move(setup: &Setup, by: Color, text: &str) -> Result<RawMove, MoveError> {
    let text = text.trim().trim_end_matches(['+', '#', '!', '?']);
    raw_move(setup, !by, text)
}

fn raw_move(setup: &Setup, by: Color, text: &str) -> Result<RawMove, MoveError> {
    let castle_text = text.replace('0', "O");
    let back = by.backrank();
    if castle_text == "O-O" || castle_text == "O-O-O" {
        let long = castle_text == "O-O-O";
        let king = (setup.board.kings() & setup.board.by_color(by) & Bitboard::from_rank(back))
            .first()
            .ok_or(MoveError::NoKingToCastle(by))?;
        let (king_to, rook_to, rook_file) = if long {
            (File::C, File::D, File::A)
        } else {
            (File::G, File::F, File::H)
        };
        // The rook castling uses: the one that keeps the right on that side (in Chess960 it
        // can stand on any file), else the outermost rook on that side of the king.
        let on_side = |sq: &Square| (sq.file() < king.file()) == long;
        let rooks = setup.board.rooks() & setup.board.by_color(by) & Bitboard::from_rank(back);
        let rook = (rooks & setup.castling_rights)
            .into_iter()
            .find(on_side)
            .or_else(|| {
                let mut side: Vec<Square> = rooks.into_iter().filter(on_side).collect();
                if long {
                    side.first().copied()
                } else {
                    side.pop()
                }
            })
            .unwrap_or(Square::from_coords(rook_file, back));
        return Ok(RawMove {
            from: king,
            to: Square::from_coords(king_to, back),
            role: Role::King,
            promotion: None,
            rook: Some((rook, Square::from_coords(rook_to, back))),
            captured_left: false,
        });
    }
    if let Some(raw) = long_algebraic(setup, by, text) {
        return raw;
    }
    if let Ok(uci) = text.parse::<UciMove>()
        && let UciMove::Normal {
            from,
            to,
            promotion,
        } = uci
    {
        return piece_move(setup, by, from, to, None, promotion);
    }
    let san: San = castle_text
        .parse()
        .map_err(|_| MoveError::Unreadable(text.to_owned()))?;
    let San::Normal {
        role,
        file,
        rank,
        to,
        promotion,
        ..
    } = san
    else {
        return Err(MoveError::Unreadable(text.to_owned()));
    };
    let candidates: Vec<Square> = (setup.board.by_piece(Piece { color: by, role }))
        .into_iter()
        .filter(|sq| file.is_none_or(|f| sq.file() == f))
        .filter(|sq| rank.is_none_or(|r| sq.rank() == r))
        .filter(|sq| role != Role::Pawn || file.is_some() || sq.file() == to.file())
        .collect();
    // On a board that is no legal position (after an illegal move), several pieces of the
    // kind may stand, but usually only one reaches the square by its way of moving.
    let piece = Piece { color: by, role };
    let reaching: Vec<Square> = candidates
        .iter()
        .copied()
        .filter(|sq| {
            role == Role::Pawn
                || shakmaty::attacks::attacks(*sq, piece, setup.board.occupied()).contains(to)
        })
        .collect();
    if let [from] = reaching.as_slice() {
        return piece_move(setup, by, *from, to, Some(role), promotion);
    }
    match candidates.as_slice() {
        [from] => piece_move(setup, by, *from, to, Some(role), promotion),
        [] => Err(MoveError::NoSuchPiece {
            by,
            text: text.to_owned(),
        }),
        _ => Err(MoveError::AmbiguousIllegal(text.to_owned())),
    }
}

/// `Bf1-b6`, `e7-e8`, `e7e8Q`, `Ng1xf3`, `e7-e8=Q`.
fn long_algebraic(setup: &Setup, by: Color, text: &str) -> Option<Result<RawMove, MoveError>> {
    let mut chars: Vec<char> = text.chars().collect();
    let role = chars.first().and_then(|c| role_of(*c));
    if role.is_some() {
        chars.remove(0);
    }
    let rest: String = chars
        .into_iter()
        .filter(|c| !matches!(c, '-' | 'x' | ':'))
        .collect();
    if rest.len() < 4 {
        return None;
    }
    let from = square(rest.get(0..2)?)?;
    let to = square(rest.get(2..4)?)?;
    let promo_text = rest.get(4..)?.trim_start_matches('=');
    let promotion = match promo_text.chars().next() {
        None => None,
        Some(c) => Some(role_of(c.to_ascii_uppercase())?),
    };
    Some(piece_move(setup, by, from, to, role, promotion))
}

fn piece_move(
    setup: &Setup,
    by: Color,
    from: Square,
    to: Square,
    role: Option<Role>,
    promotion: Option<Role>,
) -> Result<RawMove, MoveError> {
    let piece = setup
        .board
        .piece_at(from)
        .ok_or(MoveError::EmptySquare(from))?;
    if piece.color != by {
        return Err(MoveError::NotOwnPiece { square: from, by });
    }
    if role.is_some_and(|r| r != piece.role) {
        return Err(MoveError::WrongPiece(from));
    }
    if from == to {
        return Err(MoveError::NoMovement(from));
    }
    // A piece put on a square held by one of the mover's own pieces (pushed aside or taken
    // off the board) is an illegal move like any other (3.1): it is kept as made.
    Ok(RawMove {
        from,
        to,
        role: piece.role,
        promotion,
        rook: None,
        captured_left: false,
    })
}

/// Plays a raw move on a setup as it happened on the board: the piece moves, whatever stands
/// on the target square is removed (the mover's own piece too, pushed off the board), a
/// promotion piece replaces the pawn, the turn passes.
pub fn play_raw(setup: &mut Setup, mv: &RawMove) {
    let mover = setup.turn;
    let captured = setup.board.remove_piece_at(mv.to).is_some();
    if let Some(piece) = setup.board.remove_piece_at(mv.from) {
        let role = mv.promotion.unwrap_or(piece.role);
        setup.board.set_piece_at(
            mv.to,
            Piece {
                color: piece.color,
                role,
            },
        );
    }
    if let Some((rook_from, rook_to)) = mv.rook
        && let Some(rook) = setup.board.remove_piece_at(rook_from)
    {
        setup.board.set_piece_at(rook_to, rook);
    }
    if mv.role == Role::King {
        setup.castling_rights &= !Bitboard::from_rank(mover.backrank());
    }
    setup.castling_rights &= !Bitboard::from_square(mv.from);
    setup.castling_rights &= !Bitboard::from_square(mv.to);
    setup.ep_square = None;
    // The count comes from the scenario's FEN, which may say anything: it saturates.
    setup.halfmoves = if captured || mv.role == Role::Pawn {
        0
    } else {
        setup.halfmoves.saturating_add(1)
    };
    if mover == Color::Black {
        setup.fullmoves = setup.fullmoves.saturating_add(1);
    }
    setup.turn = !mover;
}

/// Whether both kings stand in check (A.5.4 names this illegal position in its own words).
pub fn both_kings_in_check(setup: &Setup) -> bool {
    [Color::White, Color::Black].iter().all(|&side| {
        setup.board.king_of(side).is_some_and(|king| {
            setup
                .board
                .attacks_to(king, !side, setup.board.occupied())
                .any()
        })
    })
}

/// Whether a pawn of the setup stands on a first or last rank.
pub fn has_unpromoted_pawn(setup: &Setup) -> Option<Square> {
    (setup.board.pawns() & (Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth)))
        .first()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> (Setup, Chess) {
        (Setup::default(), Chess::default())
    }

    #[test]
    fn reads_legal_moves_in_every_notation() {
        let (s, p) = start();
        for text in ["Nf3", "g1f3", "Ng1-f3", "Ng1f3"] {
            assert!(
                matches!(
                    resolve(&s, Some(&p), Color::White, text),
                    Ok(Resolved::Legal(_))
                ),
                "{text}"
            );
        }
    }

    #[test]
    fn on_an_illegal_board_the_one_piece_that_reaches_the_square_moves() {
        // Black's king is in check with White to move: no legal position.
        let fen: Fen = "r1bqkbnr/ppp1nppp/3p4/1B2p3/3PP3/5N2/PPP2PPP/RNBQK2R w KQkq - 1 5"
            .parse()
            .unwrap();
        let s = fen.into_setup();
        let Ok(Resolved::Illegal(raw)) = resolve(&s, None, Color::White, "Nc3") else {
            panic!("Nc3 should be read on the raw board");
        };
        assert_eq!((raw.from, raw.to), (Square::B1, Square::C3));
    }

    #[test]
    fn a_king_onto_its_rook_castles_only_in_chess960() {
        let fen: Fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1".parse().unwrap();
        let s = fen.clone().into_setup();
        let p: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        for text in ["O-O", "Ke1-g1", "e1g1"] {
            let Ok(Resolved::Legal(mv)) = resolve(&s, Some(&p), Color::White, text) else {
                panic!("{text} should castle");
            };
            assert!(mv.is_castle(), "{text}");
        }
        assert!(matches!(
            resolve(&s, Some(&p), Color::White, "Ke1-h1"),
            Ok(Resolved::Illegal(_))
        ));
        let p960: Chess = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Chess960)
            .unwrap();
        let Ok(Resolved::Legal(mv)) = resolve(&s, Some(&p960), Color::White, "Ke1-h1") else {
            panic!("Ke1-h1 castles in Chess960");
        };
        assert!(mv.is_castle());
    }

    #[test]
    fn keeps_illegal_moves_as_made() {
        let (s, p) = start();
        let Ok(Resolved::Illegal(raw)) = resolve(&s, Some(&p), Color::White, "Bf1-b5") else {
            panic!("expected an illegal move");
        };
        assert_eq!(
            (raw.from, raw.to, raw.role),
            (Square::F1, Square::B5, Role::Bishop)
        );
        // A unique piece lets SAN name an illegal move too.
        assert!(matches!(
            resolve(&s, Some(&p), Color::White, "Ke3"),
            Ok(Resolved::Illegal(_))
        ));
        // Moving out of turn is an illegal move.
        assert!(matches!(
            resolve(&s, Some(&p), Color::Black, "e5"),
            Ok(Resolved::Illegal(_))
        ));
    }

    #[test]
    fn explains_text_that_names_no_move() {
        let (s, p) = start();
        assert!(
            resolve(&s, Some(&p), Color::White, "Bd3-e4").unwrap_err()
                == MoveError::EmptySquare(Square::D3)
        );
        assert!(resolve(&s, Some(&p), Color::White, "hello").is_err());
        assert!(
            resolve(&s, Some(&p), Color::White, "e7-e5").unwrap_err()
                == MoveError::NotOwnPiece {
                    square: Square::E7,
                    by: Color::White
                }
        );
    }

    #[test]
    fn a_piece_put_on_its_own_side_s_square_is_an_illegal_move_as_made() {
        let (mut s, p) = start();
        let Ok(Resolved::Illegal(raw)) = resolve(&s, Some(&p), Color::White, "Qd1-d2") else {
            panic!("the queen onto her own pawn is an illegal move");
        };
        assert_eq!(
            (raw.from, raw.to, raw.role),
            (Square::D1, Square::D2, Role::Queen)
        );
        play_raw(&mut s, &raw);
        assert_eq!(
            s.board.piece_at(Square::D2),
            Some(Piece {
                color: Color::White,
                role: Role::Queen
            }),
            "the pawn was pushed off the board"
        );
        assert_eq!(s.board.pawns().count(), 15);
    }

    #[test]
    fn a_raw_move_at_the_largest_move_counts_does_not_wrap() {
        // Found by the fuzz harness (target `san`, seed 1, input 170).
        let fen: Fen = "6k1/6p1/7p/8/8/8/q5PP/3Q3K b - - 4294967295 4294967295"
            .parse()
            .unwrap();
        let mut s = fen.into_setup();
        let Ok(Resolved::Illegal(raw)) = resolve(&s, None, Color::Black, "Kg8-e8") else {
            panic!("expected a raw move")
        };
        play_raw(&mut s, &raw);
        assert_eq!(s.halfmoves, u32::MAX);
        assert_eq!(s.fullmoves.get(), u32::MAX);
    }

    #[test]
    fn raw_moves_change_the_board_as_made() {
        let (mut s, _) = start();
        let Ok(Resolved::Illegal(raw)) = resolve(&s, None, Color::White, "Bf1-b5") else {
            panic!()
        };
        play_raw(&mut s, &raw);
        assert_eq!(
            s.board.piece_at(Square::B5),
            Some(Piece {
                color: Color::White,
                role: Role::Bishop
            })
        );
        assert_eq!(s.turn, Color::Black);
        let kinds = legal_from_setup(s, CastlingMode::Standard);
        assert!(kinds.is_ok(), "a bishop jump leaves a legal position");
    }
}
