//! The arbiter's view of every half-move of a game: after each ply, could the player to move
//! claim a draw (9.2, 9.3), and has the game ended by itself (checkmate, stalemate, a dead
//! position, fivefold repetition, 75 moves) under a chosen edition of the Laws?
//!
//! The claims follow the Laws' two ways of claiming: the position or the count "has just"
//! arisen (9.2.2, 9.3.2), or the player writes a move that would bring it about (9.2.1,
//! 9.3.1). The meanings match python-chess's `can_claim_threefold_repetition` and
//! `can_claim_fifty_moves`, which the project's acceptance check compares ply by ply.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Color, EnPassantMode, Move, Position};

use super::edition::Edition;
use super::mate::{Limits, MateVerdict, can_mate};
use super::record::GameRecord;

/// How the player to move could make a correct draw claim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    /// The condition holds as the position stands: the claim needs no written move (9.2.2,
    /// 9.3.2).
    AsItStands,
    /// The player writes this move on the scoresheet and declares the intention to play it
    /// (9.2.1, 9.3.1); it is one such move, chosen so that it does not itself end the game
    /// where another one exists.
    ByMove(Move),
}

/// What the arbiter should know about the position after one half-move.
///
/// The flags are independent facts the oracle data checks one by one, so they stay plain
/// booleans rather than one enum.
#[derive(Debug, Clone)]
#[allow(clippy::struct_excessive_bools)]
pub struct PlyReport {
    /// The half-move's place in the game, from 1.
    pub ply: usize,
    /// The move number as the scoresheet writes it (both moves of a pair share it).
    pub move_number: u32,
    /// The player who made the move.
    pub side: Color,
    /// The move played.
    pub mv: Move,
    /// The move in SAN, with its check or mate suffix.
    pub san: SanPlus,
    /// The position after the move.
    pub after: Chess,
    /// How many times the position after the move has stood on the board, this time included.
    pub repetitions: usize,
    /// Half-moves since the last capture or pawn move, after this one.
    pub halfmove_clock: u32,
    /// How the player now to move could claim threefold repetition, if at all.
    pub threefold_claim: Option<Claim>,
    /// How the player now to move could claim the fifty-move rule, if at all.
    pub fifty_claim: Option<Claim>,
    /// The edition's fivefold-repetition rule ends the game here (never in 2009).
    pub fivefold: bool,
    /// The edition's 75-move rule ends the game here (never in 2009). A checkmate or
    /// stalemate on that move takes precedence, so it is then false.
    pub seventy_five: bool,
    /// The move gave checkmate.
    pub checkmate: bool,
    /// The move gave stalemate.
    pub stalemate: bool,
    /// Neither side has the material to mate wherever the pieces stand (the classic material
    /// test, for both sides).
    pub insufficient_material: bool,
    /// A dead position (5.2.2): play could go on, but no series of legal moves lets either
    /// side checkmate. Decided by the mate oracle's quick mode, so a dead position it cannot
    /// prove quickly is reported as not dead; never true after checkmate or stalemate, which
    /// end the game under their own articles.
    pub dead: bool,
    /// An earlier half-move had already ended the game by itself (checkmate, stalemate, dead
    /// position, fivefold repetition or 75 moves), so this one no longer counts.
    pub after_the_end: bool,
}

impl PlyReport {
    /// Whether the player to move can claim threefold repetition, one way or the other.
    pub fn can_claim_threefold(&self) -> bool {
        self.threefold_claim.is_some()
    }

    /// Whether the player to move can claim the fifty-move rule, one way or the other.
    pub fn can_claim_fifty(&self) -> bool {
        self.fifty_claim.is_some()
    }

    /// Whether this half-move ended the game by itself, without a claim.
    pub fn ends_game(&self) -> bool {
        self.checkmate || self.stalemate || self.dead || self.fivefold || self.seventy_five
    }

    /// The player to move after this half-move, who is the one that may claim.
    pub fn to_move(&self) -> Color {
        self.after.turn()
    }

    /// The position after the move as FEN, with the en-passant square written after every
    /// double pawn step as the FEN standard asks.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.after, EnPassantMode::Always).to_string()
    }
}

/// Node budget of the quick dead-position test per side and ply: quick mode never searches
/// for mates, so the budget only bounds its small exhaustive proofs.
const DEAD_NODES: u64 = 10_000;

/// Reviews every half-move of `record` under `edition`, in order.
pub fn review(record: &GameRecord, edition: Edition) -> Vec<PlyReport> {
    let mut replay = GameRecord::new(record.start().clone(), record.castling_mode());
    let mut reports: Vec<PlyReport> = Vec::with_capacity(record.plies().len());
    let mut ended = false;
    for ply in record.plies() {
        // The moves of a record are legal, so replaying them cannot fail; should it ever, the
        // review stops at that point rather than inventing a position.
        if replay.play(ply.mv).is_err() {
            break;
        }
        let Some(report) = report_last(&replay, edition, ended) else {
            break;
        };
        ended |= report.ends_game();
        reports.push(report);
    }
    reports
}

/// Reports the last half-move of `record` under `edition`; `after_the_end` says whether an
/// earlier half-move had already ended the game. `None` when nothing has been played.
pub fn report_last(
    record: &GameRecord,
    edition: Edition,
    after_the_end: bool,
) -> Option<PlyReport> {
    let last = record.plies().last()?;
    let before = record.previous_position();
    let after = &last.after;
    let legal = after.legal_moves();
    let checkmate = legal.is_empty() && after.is_check();
    let stalemate = legal.is_empty() && !after.is_check();
    let rules = &edition.rules().automatic_draws;
    let insufficient_material = after.is_insufficient_material();
    Some(PlyReport {
        ply: record.plies().len(),
        move_number: before.fullmoves().get(),
        side: before.turn(),
        mv: last.mv,
        san: last.san,
        after: after.clone(),
        repetitions: record.occurrences(after),
        halfmove_clock: after.halfmoves(),
        threefold_claim: threefold_claim(record),
        fifty_claim: fifty_claim(record),
        fivefold: rules.fivefold.is_some_and(|rule| record.fivefold(rule)),
        seventy_five: rules.seventy_five && !legal.is_empty() && record.seventy_five(),
        checkmate,
        stalemate,
        insufficient_material,
        dead: !legal.is_empty() && (insufficient_material || dead(after)),
        after_the_end,
    })
}

/// Neither side can checkmate, as far as the oracle's quick mode can prove.
fn dead(pos: &Chess) -> bool {
    let limits = Limits {
        quick: true,
        nodes: DEAD_NODES,
    };
    Color::ALL
        .into_iter()
        .all(|side| matches!(can_mate(pos, side, &limits), MateVerdict::Unwinnable(_)))
}

/// Whether a move ends the game at once (checkmate or stalemate), which makes it a poor
/// example of a move to write down with a claim.
fn ends_at_once(pos: &Chess, mv: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(mv);
    after.legal_moves().is_empty()
}

/// The best example among the moves that satisfy `fits`: one that does not end the game at
/// once if there is one.
fn example_move(pos: &Chess, fits: impl Fn(Move) -> bool) -> Option<Move> {
    let mut fallback = None;
    for &mv in &pos.legal_moves() {
        if fits(mv) {
            if !ends_at_once(pos, mv) {
                return Some(mv);
            }
            fallback.get_or_insert(mv);
        }
    }
    fallback
}

/// How the player to move could claim threefold repetition (9.2).
fn threefold_claim(record: &GameRecord) -> Option<Claim> {
    if record.threefold_now() {
        return Some(Claim::AsItStands);
    }
    example_move(record.position(), |mv| record.threefold_after(mv)).map(Claim::ByMove)
}

/// How the player to move could claim the fifty-move rule (9.3). A position without a legal
/// move has ended the game already, so nothing can be claimed there.
fn fifty_claim(record: &GameRecord) -> Option<Claim> {
    let pos = record.position();
    if pos.legal_moves().is_empty() {
        return None;
    }
    if record.fifty_now() {
        return Some(Claim::AsItStands);
    }
    example_move(pos, |mv| record.fifty_after(mv)).map(Claim::ByMove)
}

#[cfg(test)]
mod tests {
    use shakmaty::san::San;

    use super::*;
    use crate::laws::record::parse_position;

    fn game(moves: &str) -> GameRecord {
        let mut g = GameRecord::standard();
        g.play_movetext(moves).unwrap();
        g
    }

    fn from_fen(fen: &str, moves: &str) -> GameRecord {
        let start = parse_position(fen, shakmaty::CastlingMode::Standard).unwrap();
        let mut g = GameRecord::new(start, shakmaty::CastlingMode::Standard);
        g.play_movetext(moves).unwrap();
        g
    }

    fn last(g: &GameRecord, edition: Edition) -> PlyReport {
        review(g, edition).pop().unwrap()
    }

    fn san_in(pos: &Chess, text: &str) -> Move {
        text.parse::<San>().unwrap().to_move(pos).unwrap()
    }

    #[test]
    fn knight_shuffles_give_a_threefold_claim_by_move_then_as_it_stands() {
        let g = game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8");
        let reports = review(&g, Edition::E2023);
        assert_eq!(reports.len(), 8);
        // Nothing to claim until the start position could come back a third time.
        assert!(reports[..6].iter().all(|r| !r.can_claim_threefold()));
        // After 4. Ng1 Black may write 4... Ng8 and claim (9.2.1).
        let before_last = &reports[6];
        assert_eq!(before_last.side, Color::White);
        assert_eq!(before_last.move_number, 4);
        assert_eq!(before_last.to_move(), Color::Black);
        let ng8 = san_in(&before_last.after, "Ng8");
        assert_eq!(before_last.threefold_claim, Some(Claim::ByMove(ng8)));
        // After 4... Ng8 the start position stands for the third time (9.2.2).
        let last = &reports[7];
        assert_eq!(last.repetitions, 3);
        assert_eq!(last.threefold_claim, Some(Claim::AsItStands));
        assert!(!last.fivefold && !last.ends_game());
        assert_eq!(
            last.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 8 5"
        );
    }

    #[test]
    fn fifty_moves_from_a_fen_with_the_clock_at_ninety_nine() {
        // Black moves the clock to 99: White may claim by writing any move that is neither a
        // capture nor a pawn move (9.3.1).
        let g = from_fen("8/8/4k3/8/8/3K4/4P3/4R3 b - - 98 80", "80... Kd6");
        let report = last(&g, Edition::E2023);
        assert_eq!(report.halfmove_clock, 99);
        let Some(Claim::ByMove(mv)) = report.fifty_claim else {
            panic!(
                "expected a claim by a written move, got {:?}",
                report.fifty_claim
            );
        };
        assert!(!mv.is_zeroing());
        // White completes the fifty moves: Black may claim as it stands (9.3.2).
        let g = from_fen("8/8/4k3/8/8/3K4/4P3/4R3 w - - 99 80", "80. Ra1");
        let report = last(&g, Edition::E2023);
        assert_eq!(report.fifty_claim, Some(Claim::AsItStands));
        assert!(!report.seventy_five);
        // A pawn move resets the count: nothing to claim.
        let g = from_fen("8/8/4k3/8/8/3K4/4P3/4R3 w - - 99 80", "80. e4");
        assert_eq!(last(&g, Edition::E2023).fifty_claim, None);
    }

    /// Four rounds of an eight-ply knight tour that brings the start position back: the
    /// position appears five times, but never four plies apart.
    const LONG_SHUFFLES: &str = "1. Nf3 Nf6 2. Nd4 Nd5 3. Nf3 Nf6 4. Ng1 Ng8 \
         5. Nf3 Nf6 6. Nd4 Nd5 7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 Nf6 10. Nd4 Nd5 11. Nf3 Nf6 \
         12. Ng1 Ng8 13. Nf3 Nf6 14. Nd4 Nd5 15. Nf3 Nf6 16. Ng1 Ng8";

    #[test]
    fn fivefold_repetition_under_each_edition() {
        let g = game(
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
             7. Nf3 Nf6 8. Ng1 Ng8",
        );
        let reports = review(&g, Edition::E2023);
        let fivefold: Vec<usize> = reports
            .iter()
            .filter(|r| r.fivefold)
            .map(|r| r.ply)
            .collect();
        assert_eq!(fivefold, [16]);
        assert_eq!(reports[15].repetitions, 5);
        assert!(reports[15].ends_game());
        // 2014: the same position on five consecutive alternate moves by each player.
        assert!(last(&g, Edition::E2014).fivefold);
        // 2009 had no fivefold rule.
        assert!(!last(&g, Edition::E2009).fivefold);
        assert!(last(&g, Edition::E2009).can_claim_threefold());

        let g = game(LONG_SHUFFLES);
        let last_2023 = last(&g, Edition::E2023);
        assert_eq!(last_2023.repetitions, 5);
        assert!(last_2023.fivefold);
        assert!(!last(&g, Edition::E2014).fivefold);
    }

    #[test]
    fn seventy_five_moves_unless_the_last_one_mates() {
        let g = from_fen("8/8/4k3/8/8/4K3/8/4R3 w - - 149 100", "100. Ra1");
        let report = last(&g, Edition::E2023);
        assert_eq!(report.halfmove_clock, 150);
        assert!(report.seventy_five && report.ends_game());
        assert_eq!(report.fifty_claim, Some(Claim::AsItStands));
        assert!(last(&g, Edition::E2014).seventy_five);
        assert!(!last(&g, Edition::E2009).seventy_five);
        // A checkmate on the 75th move takes precedence (9.6.2).
        let g = from_fen("7k/8/6K1/8/8/8/8/R7 w - - 149 100", "100. Ra8#");
        let report = last(&g, Edition::E2023);
        assert!(report.checkmate && !report.seventy_five);
        assert_eq!(report.fifty_claim, None);
    }

    #[test]
    fn checkmate_and_what_follows_it() {
        let g = game("1. f3 e5 2. g4 Qh4#");
        let reports = review(&g, Edition::E2023);
        let mate = &reports[3];
        assert!(mate.checkmate && mate.ends_game());
        assert_eq!(mate.side, Color::Black);
        assert_eq!(mate.move_number, 2);
        assert!(!mate.stalemate && !mate.dead && !mate.after_the_end);
        assert_eq!(mate.san.to_string(), "Qh4#");
        assert!(reports[..3].iter().all(|r| !r.ends_game()));
    }

    #[test]
    fn stalemate_is_not_also_a_dead_position() {
        let g = from_fen("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1", "1. Qf7");
        let report = last(&g, Edition::E2023);
        assert!(report.stalemate && !report.checkmate && !report.dead);
        assert!(report.ends_game());
        assert_eq!(report.fifty_claim, None);
    }

    #[test]
    fn dead_positions_by_material_and_by_a_locked_wall() {
        let g = from_fen("8/8/4k3/8/8/4K3/8/4B3 w - - 0 1", "1. Bd2");
        let report = last(&g, Edition::E2023);
        assert!(report.insufficient_material && report.dead);
        let wall = "4k3/8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1";
        let g = from_fen(wall, "1. Ke2 Kd7");
        let reports = review(&g, Edition::E2023);
        assert!(!reports[0].insufficient_material && reports[0].dead);
        // Once dead, the game is over: the next move no longer counts.
        assert!(reports[1].after_the_end);
    }

    #[test]
    fn the_en_passant_square_is_written_after_every_double_step() {
        let g = game("1. e4");
        assert_eq!(
            last(&g, Edition::E2023).fen(),
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"
        );
    }
}
