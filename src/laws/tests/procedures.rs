//! How moves are carried out on the board, per edition: a piece put on a square of its own
//! side (3.1), a move out of turn (2018/2023 1.2; 2009 and 2014 1.1), the arbiter finding an
//! earlier illegal move himself, castling with the rook first or one piece only (4.4.2, 4.7.2;
//! 2014 4.4b, 4.7b; 2009 4.4b, 4.6b), the Chess960 procedures (Guidelines II.3.2; 2014 F.3,
//! 2009 F3b) and promotion: the new piece first (4.6.2; 2014 4.6b; 2009 4.6c), a piece
//! changed after it touched the square (4.4.4; 2009 and 2014 4.4d).

use shakmaty::{CastlingSide, Color, Square};

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{CastlingProcedure, Irregularity, Notice, PromotionAct};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation};

fn with(by: Color, text: &str, f: impl FnOnce(&mut MoveEvent)) -> Event {
    let mut m = MoveEvent::new(by, text);
    f(&mut m);
    Event::Move(m)
}

#[test]
fn a_piece_put_on_its_own_side_s_square_is_an_illegal_move() {
    for (edition, penalty) in [
        (Edition::E2009, "7.4b"),
        (Edition::E2014, "7.5b"),
        (Edition::E2018, "7.5.5"),
        (Edition::E2023, "7.5.5"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.events.push(mv(Color::White, "Qd1-d2"));
        let r = rule(&c);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert_eq!(r.added.black, 120, "{edition}");
        assert!(cites(&r, "3.1") && cites(&r, penalty), "{edition}");
        // The queen touched must make the replacing move (4.3.1 through 7.5.1).
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::D1)),
            "{edition}"
        );
    }
}

#[test]
fn a_move_out_of_turn_replaces_nothing() {
    for (edition, article) in [
        (Edition::E2009, "1.1"),
        (Edition::E2014, "1.1"),
        (Edition::E2018, "1.2"),
        (Edition::E2023, "1.2"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:20:00", "1:25:00");
        c.moves = "1. e4".into();
        // Black has the move; White moves again and presses the clock.
        c.events.push(mv(Color::White, "Ng1-f3"));
        let r = rule(&c);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(cites(&r, article), "{edition}: {:#?}", r.steps);
        assert_eq!(r.obligation, None, "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-out-of-turn-no-obligation")
        );
        assert!(!r.steps.iter().any(|s| s.id == "step-replacement-move-any"));
    }
}

#[test]
fn the_arbiter_finds_an_earlier_illegal_move_himself() {
    let later = |edition: Edition, control: &str, sup: Supervision| {
        let mut c = case(edition, control);
        c.supervision = sup;
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.events
            .push(with(Color::White, "Bf1-b6", |m| m.noticed = Notice::Later));
        c.events.push(mv(Color::Black, "Nf6"));
        c.events.push(mv(Color::White, "O-O"));
        c.events.push(Event::Discover(Irregularity::IllegalMove {
            identifiable: None,
            clocks: None,
        }));
        c
    };
    for (edition, restore) in [
        (Edition::E2009, "7.4a"),
        (Edition::E2014, "7.5a"),
        (Edition::E2018, "7.5.1"),
        (Edition::E2023, "7.5.1"),
    ] {
        let r = rule(&later(edition, "90+30", Supervision::Supervised));
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert_eq!(r.added.black, 120, "{edition}");
        assert!(cites(&r, restore), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::F1)));
        // In a game without adequate supervision the move stands once Black has moved.
        let r = rule(&later(edition, "15+10", Supervision::Unsupervised));
        assert!(!r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-illegal-move-found-too-late")
        );
    }
    // Found after the resignation: the game is over and the result stands.
    let mut c = later(Edition::E2018, "90+30", Supervision::Supervised);
    c.events.insert(
        3,
        Event::Resign {
            by: Color::Black,
            gesture: None,
        },
    );
    let r = rule(&c);
    assert_eq!(score(&r), Score::WHITE_WINS);
    // With no unnoticed illegal move there is nothing to find.
    let mut c = case(Edition::E2018, "90+30");
    c.events.push(Event::Discover(Irregularity::IllegalMove {
        identifiable: None,
        clocks: None,
    }));
    assert!(super::super::decide(&c).is_err());
}

#[test]
fn castling_with_the_rook_first_rules_castling_out() {
    for (edition, rook_first, own) in [
        (Edition::E2009, "4.4b", "4.3a"),
        (Edition::E2014, "4.4b", "4.3a"),
        (Edition::E2018, "4.4.2", "4.3.1"),
        (Edition::E2023, "4.4.2", "4.3.1"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5".into();
        c.events.push(with(Color::White, "O-O", |m| {
            m.castling = CastlingProcedure::RookFirst;
        }));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::H1)));
        assert!(cites(&r, rook_first) && cites(&r, own), "{edition}");
    }
}

#[test]
fn a_king_released_alone_commits_to_castling() {
    for (edition, made, penalty) in [
        (Edition::E2009, "4.6b", "7.4b"),
        (Edition::E2014, "4.7b", "7.5b"),
        (Edition::E2018, "4.7.2", "7.5.5"),
        (Edition::E2023, "4.7.2", "7.5.5"),
    ] {
        let king_only = |pressed: bool| {
            let mut c = case(edition, "90+30");
            c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5".into();
            c.events.push(with(Color::White, "O-O", |m| {
                m.castling = CastlingProcedure::KingOnly;
                m.pressed_clock = pressed;
            }));
            rule(&c)
        };
        let r = king_only(false);
        assert_eq!(
            r.obligation,
            Some(Obligation::Castle(CastlingSide::KingSide)),
            "{edition}"
        );
        assert!(cites(&r, made), "{edition}");
        assert_eq!(r.added.black, 0);
        let r = king_only(true);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert_eq!(r.added.black, 120, "{edition}");
        assert!(cites(&r, made) && cites(&r, penalty), "{edition}");
        assert_eq!(
            r.obligation,
            Some(Obligation::Castle(CastlingSide::KingSide)),
            "{edition}"
        );
    }
}

#[test]
fn only_the_rook_moved_is_a_rook_move() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5".into();
    c.events.push(with(Color::White, "O-O", |m| {
        m.castling = CastlingProcedure::RookOnly;
    }));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "4.4.2"));
    let last = r.frames.last().unwrap();
    assert_eq!(last.last_move, Some((Square::H1, Square::F1)));
}

/// A Chess960 case from a FEN.
fn chess960(edition: Edition, fen: &str) -> Case {
    let mut c = fen_case(edition, "90+30", fen);
    c.chess960 = true;
    c
}

#[test]
fn chess960_castling_procedures_cite_their_own_leaf() {
    // King b1 and rook a1: c-side castling takes the king one step to c1.
    let fen = "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w AEae - 0 1";
    for (edition, note, procedure) in [
        (Edition::E2009, "F3b", "F3b"),
        (Edition::E2014, "F.3", "F.3"),
        (Edition::E2018, "II.3.2.7.1", "II.3.2.5.1"),
        (Edition::E2023, "II.3.2.7", "II.3.2.5"),
    ] {
        // Only the king, put on c1 without a word: an ordinary king move.
        let mut c = chess960(edition, fen);
        c.events.push(with(Color::White, "O-O-O", |m| {
            m.castling = CastlingProcedure::KingOnly;
        }));
        let r = rule(&c);
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-castling-king-step-is-a-king-move"),
            "{edition}: {:#?}",
            r.steps
        );
        assert!(cites(&r, note) && cites(&r, procedure), "{edition}");
        assert_eq!(
            r.frames.last().unwrap().last_move,
            Some((Square::B1, Square::C1))
        );
        // Announced, the king released on c1 commits him to castling.
        let mut c = chess960(edition, fen);
        c.events.push(with(Color::White, "O-O-O", |m| {
            m.castling = CastlingProcedure::KingOnly;
            m.announced = true;
            m.pressed_clock = false;
        }));
        let r = rule(&c);
        assert_eq!(
            r.obligation,
            Some(Obligation::Castle(CastlingSide::QueenSide)),
            "{edition}"
        );
        assert!(cites(&r, note), "{edition}");
        // King first, as recommended.
        let mut c = chess960(edition, fen);
        c.events.push(mv(Color::White, "O-O-O"));
        let r = rule(&c);
        assert!(cites(&r, procedure), "{edition}");
    }
}

#[test]
fn chess960_rook_only_castling_is_castling_whatever_is_said() {
    // King g1, rook h1: g-side castling moves only the rook, over the king to f1, which no
    // rook move can do.
    let mut c = chess960(
        Edition::E2018,
        "4r1kr/pppppppp/8/8/8/8/PPPPPPPP/4R1KR w Hh - 0 1",
    );
    c.events.push(with(Color::White, "O-O", |m| {
        m.castling = CastlingProcedure::RookOnly;
    }));
    let r = rule(&c);
    assert!(cites(&r, "II.3.2.4"), "{:#?}", r.steps);
}

/// An illegal Chess960 castling made with the rook alone: the king was never touched, so the
/// rook binds the replacing move, and with no rook move any legal move may replace it (4.3.1,
/// 4.5), not only a king move (4.4.3 needs the king touched).
#[test]
fn an_illegal_rook_only_castling_binds_the_rook_not_the_king() {
    let mut c = chess960(
        Edition::E2023,
        "rnkbbrnq/pppppppp/8/8/8/8/PPPPPPPP/RNKBBRNQ w KQkq - 0 1",
    );
    c.moves = "1. Nh3 Nc6 2. e3 e5 3. d3 Be7 4. Bd2 d6 5. Be2 a6 6. O-O h6 7. Bg4+".into();
    c.events.push(with(Color::Black, "O-O-O", |m| {
        m.castling = CastlingProcedure::RookOnly;
    }));
    let r = rule(&c);
    assert_eq!(
        r.obligation,
        Some(Obligation::AnyLegalMove),
        "{:#?}",
        r.steps
    );
    assert!(cites(&r, "4.5"));
}

#[test]
fn promotion_in_either_order_and_a_choice_already_final() {
    let fen = "8/4P1k1/8/8/8/8/6K1/8 w - - 0 60";
    for (edition, order, made, choice) in [
        (Edition::E2009, "4.6c", "4.6c", "4.4d"),
        (Edition::E2014, "4.6b", "4.7c", "4.4d"),
        (Edition::E2018, "4.6.2", "4.7.3", "4.4.4"),
        (Edition::E2023, "4.6.2", "4.7.3", "4.4.4"),
    ] {
        let mut c = fen_case(edition, "90+30", fen);
        c.events.push(with(Color::White, "e8=Q", |m| {
            m.promotion = PromotionAct::PieceFirst;
        }));
        let r = rule(&c);
        assert!(cites(&r, order) && cites(&r, made), "{edition}");
        assert_eq!(r.result, GameResult::Continues);
        // A rook touched e8 first; the queen put there instead; Black claims.
        let mut c = fen_case(edition, "90+30", fen);
        c.events.push(with(Color::White, "e8=Q", |m| {
            m.promotion_touched = Some(shakmaty::Role::Rook);
        }));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("e8=R".into())));
        assert!(cites(&r, choice), "{edition}");
    }
}

#[test]
fn move_details_on_the_wrong_kind_of_move_are_refused() {
    let mut c = case(Edition::E2018, "90+30");
    c.events.push(with(Color::White, "Nf3", |m| {
        m.castling = CastlingProcedure::RookFirst;
    }));
    assert!(super::super::decide(&c).is_err());
    let mut c = case(Edition::E2018, "90+30");
    c.events.push(with(Color::White, "Nf3", |m| {
        m.promotion = PromotionAct::PieceFirst;
    }));
    assert!(super::super::decide(&c).is_err());
}

/// A move made on the board and left without pressing the clock.
fn unpressed(by: Color, text: &str) -> Event {
    with(by, text, |m| m.pressed_clock = false)
}

#[test]
fn a_turn_of_several_piece_moves_is_read_as_one() {
    for (edition, rook_first, king_released, alternate) in [
        (Edition::E2009, "4.4b", "4.6b", "1.1"),
        (Edition::E2014, "4.4b", "4.7b", "1.1"),
        (Edition::E2018, "4.4.2", "4.7.2", "1.2"),
        (Edition::E2023, "4.4.2", "4.7.2", "1.2"),
    ] {
        let italian = || {
            let mut c = case(edition, "90+30");
            c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5".into();
            c
        };
        // The rook and then the king, one piece at a time: castling made rook first, a
        // touch-move breach the opponent may claim (the rook must move instead).
        let mut c = italian();
        c.events.push(unpressed(Color::White, "Rh1-f1"));
        c.events.push(mv(Color::White, "Ke1-g1"));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::H1)));
        assert!(cites(&r, rook_first), "{edition}: {:?}", r.citations());
        // The king released alone on g1, then the rook: the castling is completed.
        let mut c = italian();
        c.events.push(with(Color::White, "Ke1-g1", |m| {
            m.castling = CastlingProcedure::KingOnly;
            m.pressed_clock = false;
        }));
        c.events.push(mv(Color::White, "Rh1-f1"));
        let r = rule(&c);
        assert!(r.actions.is_empty() && r.obligation.is_none(), "{edition}");
        assert!(cites(&r, king_released), "{edition}");
        assert!(
            r.frames
                .last()
                .unwrap()
                .fen
                .starts_with("r1bqk1nr/pppp1ppp/2n5/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b")
        );
        // A knight and then a pawn: the second is a move out of turn, an illegal move, and
        // the knight's move stands.
        let mut c = italian();
        c.events.push(unpressed(Color::White, "Nf3-g5"));
        c.events.push(mv(Color::White, "d2-d3"));
        let r = rule(&c);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(cites(&r, alternate), "{edition}");
        assert!(r.steps.iter().any(|s| s.id == "step-turn-second-piece"));
        assert!(
            r.frames.last().unwrap().fen.contains("2b1p1N1"),
            "{edition}"
        );
    }
}

/// A Chess960 king step to its castling square, then the rook to its own before the clock is
/// pressed: a double-move castling, said or unsaid (the announcement is only advised).
#[test]
fn a_chess960_king_step_then_the_rook_is_a_double_move_castling() {
    for (edition, method) in [
        (Edition::E2009, "F3b(1)"),
        (Edition::E2014, "F.3"),
        (Edition::E2018, "II.3.2.1"),
        (Edition::E2023, "II.3.2.1"),
    ] {
        let mut c = fen_case(
            edition,
            "90+30",
            "rk2r3/pppppppp/8/8/8/8/PPPPPPPP/RK2R3 w AEae - 0 1",
        );
        c.chess960 = true;
        c.events.push(unpressed(Color::White, "Kb1-c1"));
        c.events.push(mv(Color::White, "Ra1-d1"));
        let r = rule(&c);
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-turn-king-then-rook-960"),
            "{edition}"
        );
        assert!(cites(&r, method), "{edition}");
        assert!(!r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
        // Castled on the c-side: king c1, rook d1, Black to move.
        assert!(
            r.frames
                .last()
                .unwrap()
                .fen
                .starts_with("rk2r3/pppppppp/8/8/8/8/PPPPPPPP/2KRR3 b"),
            "{edition}"
        );
    }
}

/// An illegal move nobody noticed (White's bishop through his own pawn), Black's reply, and
/// then `then`.
fn unnoticed_then(edition: Edition, control: &str, sup: Supervision, then: Event) -> Case {
    let mut c = with_clock(case(edition, control), "1:00:00", "1:00:00");
    c.supervision = sup;
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events
        .push(with(Color::White, "Bf1-b6", |m| m.noticed = Notice::Later));
    c.events.push(mv(Color::Black, "Nf6"));
    c.events.push(then);
    c
}

#[test]
fn the_last_identifiable_position_is_the_one_restored_and_the_clocks_as_the_arbiter_decides() {
    use crate::laws::event::Discretion;
    let found = |identifiable, clocks| {
        Event::Discover(Irregularity::IllegalMove {
            identifiable,
            clocks,
        })
    };
    let c = unnoticed_then(
        Edition::E2023,
        "90+30",
        Supervision::Supervised,
        found(Some(2), Some(Discretion::Default)),
    );
    let r = rule(&c);
    assert!(r.actions.contains(&Action::RestorePosition));
    let last = r.frames.last().unwrap();
    assert!(
        last.fen
            .starts_with("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w"),
        "{}",
        last.fen
    );
    assert!(cites(&r, "7.5.1") && cites(&r, "7.1"));
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-clocks-unchanged-after-restore")
    );
    let c = unnoticed_then(
        Edition::E2009,
        "90+30",
        Supervision::Supervised,
        found(None, Some(Discretion::Otherwise)),
    );
    let r = rule(&c);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-clocks-adjusted-after-restore")
    );
    assert!(cites(&r, "6.13"));
    // A position after the illegal move cannot be the last one before it.
    let c = unnoticed_then(
        Edition::E2023,
        "90+30",
        Supervision::Supervised,
        found(Some(6), None),
    );
    assert!(super::super::decide(&c).is_err());
}

#[test]
fn players_may_correct_an_illegal_move_that_stands_only_between_themselves() {
    for edition in [Edition::E2014, Edition::E2018, Edition::E2023] {
        let c = unnoticed_then(
            edition,
            "15+10",
            Supervision::Unsupervised,
            Event::PlayersCorrect,
        );
        let r = rule(&c);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(!r.actions.contains(&Action::IllegalMoveStands), "{edition}");
        assert_eq!((r.added.white, r.added.black), (0, 0), "no penalty");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-players-correct-stands"),
            "{edition}"
        );
    }
    // Supervised, the move is the arbiter's, not theirs.
    let c = unnoticed_then(
        Edition::E2023,
        "90+30",
        Supervision::Supervised,
        Event::PlayersCorrect,
    );
    let r = rule(&c);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-players-correct-not-theirs")
    );
    // With no illegal move, there is nothing to correct.
    let mut c = case(Edition::E2023, "15+10");
    c.events.push(Event::PlayersCorrect);
    assert!(super::super::decide(&c).is_err());
}

#[test]
fn an_unannounced_chess960_king_step_onto_its_castling_square_cites_the_note() {
    for (edition, note) in [(Edition::E2009, "F3b"), (Edition::E2018, "II.3.2.7.1")] {
        let mut c = fen_case(
            edition,
            "90+30",
            "qnbbrknr/pppppppp/8/8/8/5NP1/PPPPPP1P/QNBBRK1R w HEhe - 0 3",
        );
        c.chess960 = true;
        c.events.push(mv(Color::White, "Kf1-g1"));
        let r = rule(&c);
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-castling-king-step-is-a-king-move"),
            "{edition}"
        );
        assert!(cites(&r, note), "{edition}");
    }
}

#[test]
fn a_reply_before_the_opponent_pressed_is_a_move_in_turn() {
    for (edition, article) in [
        (Edition::E2009, "1.1"),
        (Edition::E2014, "1.1"),
        (Edition::E2018, "1.3"),
        (Edition::E2023, "1.3"),
    ] {
        let mut c = case(edition, "3+2");
        c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6".into();
        c.events.push(unpressed(Color::White, "O-O"));
        c.events.push(mv(Color::Black, "Be7"));
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::IllegalMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_mate_made_by_changing_the_promotion_piece_does_not_end_the_game_from_2014() {
    for (edition, ends) in [(Edition::E2009, true), (Edition::E2023, false)] {
        let mut c = fen_case(edition, "90+30", "7k/4P1pp/8/8/8/8/8/4K3 w - - 0 60");
        c.events.push(with(Color::White, "e8=Q", |m| {
            m.promotion_touched = Some(shakmaty::Role::Bishop);
        }));
        let r = rule(&c);
        assert_eq!(r.result != GameResult::Continues, ends, "{edition}");
    }
}

#[test]
fn a_released_piece_moved_on_is_taken_back_to_where_it_was_released() {
    for (edition, released, claim_lost) in [
        (Edition::E2009, "4.6", "4.7"),
        (Edition::E2014, "4.7", "4.8"),
        (Edition::E2018, "4.7", "4.8"),
        (Edition::E2023, "4.7", "4.8"),
    ] {
        let base = |second: &str| {
            let mut c = case(edition, "90+30");
            c.moves = "1. d4 d5 2. c4 e6 3. Nc3 Nf6".into();
            c.events.push(unpressed(Color::White, "Bg5"));
            c.events.push(mv(Color::White, second));
            c
        };
        // On to another square it could reach from c1: the claim puts it back on g5.
        let mut c = base("Bg5-f4");
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Bg5".into())));
        assert!(cites(&r, released) && cites(&r, claim_lost), "{edition}");
        assert!(!cites(&r, "7.5.1") && r.added.white == 0 && r.added.black == 0);
        // Unclaimed until Black replied: the move stands as it was left.
        let mut c = base("Bg5-f4");
        c.events.push(mv(Color::Black, "c5"));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_ne!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        // Back where it came from, clock not pressed: White has not moved, and owes Bg5.
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6 3. Nc3 Nf6".into();
        c.events.push(unpressed(Color::White, "Bg5"));
        c.events.push(unpressed(Color::White, "Bg5-c1"));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Bg5".into())));
        assert!(cites(&r, released), "{edition}");
        // Put back and the clock pressed: still the released move, no illegal move.
        let mut c = base("Bg5-c1");
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!((r.added.white, r.added.black), (0, 0), "{edition}");
        // On to a square it could not reach from c1 (g5-h4 is a bishop move, c1-h4 is not):
        // the same, and no move out of turn.
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6 3. Nc3 Nf6".into();
        c.events.push(unpressed(Color::White, "Bg5"));
        c.events.push(unpressed(Color::White, "Bg5-h4"));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Bg5".into())));
        assert!(!cites(&r, "1.1"), "{edition}: {:?}", r.citations());
    }
}

#[test]
fn a_move_of_the_opponents_piece_is_illegal_and_binds_its_capture() {
    let opponents = |by: Color, text: &str, pressed: bool| {
        with(by, text, |m| {
            m.opponents_piece = true;
            m.pressed_clock = pressed;
        })
    };
    for (edition, own, touched) in [
        (Edition::E2009, "1.1", "4.3b"),
        (Edition::E2014, "1.1", "4.3b"),
        (Edition::E2018, "1.1", "4.3.2"),
        (Edition::E2023, "1.1", "4.3.2"),
    ] {
        // Black's knight on f6 can be taken by the bishop on g5 once the move is taken back.
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7".into();
        c.events.push(opponents(Color::White, "Nf6-e4", true));
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(r.actions.contains(&Action::RestorePosition));
        assert_eq!(r.obligation, Some(Obligation::CapturePiece(Square::F6)));
        assert!(cites(&r, own) && cites(&r, touched), "{edition}");
        assert!(
            r.added.black > 0,
            "{edition}: the opponent gets time for the illegal move"
        );
        // Not completed: no penalty, the same obligation.
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7".into();
        c.events.push(opponents(Color::White, "Nf6-e4", false));
        let r = rule(&c);
        assert_eq!(r.obligation, Some(Obligation::CapturePiece(Square::F6)));
        assert_eq!(r.added.black, 0, "{edition}");
    }
    // Without the key, a move of the other side's piece is refused as a slip of the author.
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. d4 d5".into();
    c.events.push(mv(Color::White, "d5-d4"));
    assert!(super::super::decide(&c).is_err());
    // With it, one of his own pieces is refused.
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. d4 d5".into();
    c.events.push(opponents(Color::White, "c2-c4", true));
    assert!(super::super::decide(&c).is_err());
}

#[test]
fn a_pawn_never_put_on_the_last_rank_still_promotes() {
    for (edition, article) in [
        (Edition::E2009, "4.6c"),
        (Edition::E2014, "4.6a"),
        (Edition::E2018, "4.6.1"),
        (Edition::E2023, "4.6.1"),
    ] {
        let mut c = fen_case(edition, "90+30", "8/4P3/8/8/8/k7/8/4K3 w - - 0 50");
        c.events.push(with(Color::White, "e8=Q", |m| {
            m.promotion = PromotionAct::PawnNotPlaced;
        }));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::IllegalMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, article), "{edition}");
        assert!(!r.actions.contains(&Action::RestorePosition));
    }
}

#[test]
fn a_second_piece_moved_after_an_unfinished_illegal_move_makes_one_illegal_move() {
    // The king put on b1 (not a castling square), then the rook on c1, clock pressed: one
    // illegal move, and king then rook touched oblige queenside castling.
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 20",
    );
    c.events.push(unpressed(Color::White, "Ke1-b1"));
    c.events.push(mv(Color::White, "Ra1-c1"));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::RestorePosition));
    assert_eq!(
        r.obligation,
        Some(Obligation::Castle(CastlingSide::QueenSide))
    );
    assert!(r.added.black > 0 && cites(&r, "4.4.1") && cites(&r, "7.5.5"));
    // Made good by moving the king itself, the second move replaces the illegal one.
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 20",
    );
    c.events.push(unpressed(Color::White, "Ke1-b1"));
    c.events.push(mv(Color::White, "Kd1"));
    let r = rule(&c);
    assert_eq!(r.added.black, 0);
    assert!(!r.actions.contains(&Action::RestorePosition));
}
