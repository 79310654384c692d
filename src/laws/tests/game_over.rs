//! A game can already be over before the first event: a dead position (5.2.2; 2009 5.2b and
//! 9.6; 2014 5.2b and 9.7), a checkmate or stalemate (5.1.1, 5.2.1), fivefold repetition or
//! 75 moves (9.6.1, 9.6.2; 2014 9.6a, 9.6b) in the start position or anywhere in the moves
//! played. Every later event is ruled against a finished game.

use shakmaty::Color;

use super::*;
use crate::laws::event::{DrawOffer, OfferMoment, OfferResponse, PromotionAct};
use crate::laws::ruling::Action;
use crate::laws::step::{Arg, Step};

/// White king and knight against a lone king: neither side can ever mate.
const KNIGHT_V_KING: &str = "8/8/4k3/8/8/2N5/4K3/8 w - - 0 70";

fn ids(r: &Ruling) -> Vec<&'static str> {
    r.steps.iter().map(|s| s.id).collect()
}

/// The first step of the ruling with this id, which must be there.
fn step<'a>(r: &'a Ruling, id: &str) -> &'a Step {
    r.steps
        .iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("no {id}: {:#?}", r.steps))
}

#[test]
fn a_resignation_in_a_dead_start_position_changes_nothing_in_any_edition() {
    for (edition, articles) in [
        (Edition::E2009, &["5.2b", "9.6"][..]),
        (Edition::E2014, &["5.2b", "9.7"][..]),
        (Edition::E2018, &["5.2.2"][..]),
        (Edition::E2023, &["5.2.2"][..]),
    ] {
        let mut c = fen_case(edition, "90+30", KNIGHT_V_KING);
        c.events.push(Event::Resign {
            by: Color::White,
            gesture: None,
        });
        let r = rule(&c);
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        for article in articles {
            assert!(cites(&r, article), "{edition} {article}: {:#?}", r.steps);
        }
        let steps = ids(&r);
        assert!(steps.contains(&"step-game-over-at-start"), "{edition}");
        assert!(steps.contains(&"step-dead-position"), "{edition}");
        let last = r.steps.last().unwrap();
        assert_eq!(last.id, "step-resignation-after-game-end");
        // The step says why: it cites the article that ended the game, not 5.1.2.
        assert!(last.articles.contains(&articles[0]), "{edition}");
        assert!(!cites(&r, "5.1.2") && !cites(&r, "5.1b"), "{edition}");
    }
}

#[test]
fn resigning_with_mating_material_against_a_lone_king_differs_from_2023() {
    // White keeps king and rook, Black a lone king; White resigns. Only White could mate, so
    // the position is not dead: 2018 5.1.2 gives Black the game, 2023 5.1.2 a draw.
    let fen = "8/8/2k5/8/8/8/5K2/3R4 w - - 0 61";
    let mut c = fen_case(Edition::E2018, "90+30", fen);
    c.events.push(Event::Resign {
        by: Color::White,
        gesture: None,
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(cites(&r, "5.1.2"));
    assert!(!ids(&r).contains(&"step-dead-position"));
    c.edition = Edition::E2023;
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "5.1.2"));
}

#[test]
fn a_dead_position_reached_in_the_moves_ended_the_game_there() {
    // 1...Kxd5 leaves king and knight against king; two more moves were played after it.
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "8/8/4k3/3P4/8/8/4K3/1N6 b - - 0 69",
    );
    c.moves = "69... Kxd5 70. Ke3 Ke5".into();
    c.events.push(Event::flag(Color::White));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    let when = step(&r, "step-game-over-after-move");
    assert_eq!(when.get("number"), Some(&Arg::Text("69...".into())));
    assert_eq!(when.get("move"), Some(&Arg::Move("Kxd5".into())));
    assert!(when.articles.contains(&"5.2.2"));
    let later = step(&r, "step-moves-after-game-end");
    assert_eq!(later.get("count"), Some(&Arg::Count(2)));
    // The flag comes too late: 6.9 itself gives way to 5.2.2.
    let flag = r.steps.last().unwrap();
    assert_eq!(flag.id, "step-flag-after-game-end");
    assert!(flag.articles.contains(&"5.2.2") && flag.articles.contains(&"6.9"));
    assert!(r.actions.is_empty(), "{:?}", r.actions);
}

#[test]
fn the_flag_of_the_side_with_mating_material_is_a_flag_question_again() {
    // King and rook against king: not dead, and 6.9 decides when White's flag falls.
    let fen = "8/8/4k3/8/8/8/4K3/R7 w - - 0 70";
    let mut c = with_clock(fen_case(Edition::E2023, "90+30", fen), "0:00", "4:12");
    c.events.push(Event::flag(Color::White));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(ids(&r).contains(&"step-opponent-cannot-mate"));
    assert!(!ids(&r).contains(&"step-dead-position"));
    assert!(r.actions.contains(&Action::CallFlag(Color::White)));
}

#[test]
fn an_illegal_move_or_an_offer_after_a_dead_position_changes_nothing() {
    let mut c = fen_case(Edition::E2014, "3+2", KNIGHT_V_KING);
    c.supervision = Supervision::Unsupervised;
    c.events.push(mv(Color::White, "Nc3-c5"));
    c.events.push(Event::Offer(DrawOffer {
        by: Color::Black,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::None,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    }));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    let steps = ids(&r);
    assert!(steps.contains(&"step-move-after-game-end"));
    assert!(steps.contains(&"step-offer-after-game-end"));
    assert_eq!(r.added, shakmaty::ByColor::default());
    assert!(!cites(&r, "A.4b"));
}

#[test]
fn a_checkmate_on_the_board_stands_against_a_later_resignation() {
    // Fool's mate is on the board; the mated side's opponent then "resigns".
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. f3 e5 2. g4 Qh4#".into();
    c.events.push(Event::Resign {
        by: Color::Black,
        gesture: None,
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(cites(&r, "5.1.1"));
    let when = step(&r, "step-game-over-after-move");
    assert_eq!(when.get("number"), Some(&Arg::Text("2...".into())));
}

#[test]
fn a_fivefold_in_the_middle_of_the_moves_ended_the_game_there() {
    let moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
                 7. Nf3 Nf6 8. Ng1 Ng8 9. e4";
    let mut c = case(Edition::E2018, "90+30");
    c.moves = moves.into();
    c.events.push(Event::Resign {
        by: Color::Black,
        gesture: None,
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "9.6.1"));
    let when = step(&r, "step-game-over-after-move");
    assert_eq!(when.get("number"), Some(&Arg::Text("8...".into())));
    assert_eq!(when.get("move"), Some(&Arg::Move("Ng8".into())));
}

#[test]
fn seventy_five_moves_reached_in_the_moves_ended_the_game_there() {
    // 149 half-moves without a pawn move or capture; the next one completes 75 each.
    let mut c = fen_case(
        Edition::E2023,
        "90+30",
        "8/8/4k3/8/8/4K3/8/R7 w - - 149 120",
    );
    c.moves = "120. Ra2 Kf5 121. Ra3".into();
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "9.6.2"));
    let when = step(&r, "step-game-over-after-move");
    assert_eq!(when.get("move"), Some(&Arg::Move("Ra2".into())));
}

#[test]
fn in_2009_no_rule_draws_without_a_claim_so_the_threefold_and_fifty_move_rules_are_cited() {
    let moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 \
                 7. Nf3 Nf6 8. Ng1 Ng8";
    let mut c = case(Edition::E2009, "90+30");
    c.moves = moves.into();
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    let note = step(&r, "step-no-fivefold-in-edition");
    assert_eq!(note.articles, ["9.2a", "9.2b"]);

    let mut c = fen_case(
        Edition::E2009,
        "90+30",
        "8/8/4k3/8/8/4K3/8/R7 w - - 149 120",
    );
    c.events.push(mv(Color::White, "Ra2"));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    let note = step(&r, "step-no-seventy-five-in-edition");
    assert_eq!(note.articles, ["9.3a", "9.3b"]);
}

#[test]
fn a_pawn_crowned_as_a_queen_can_stalemate() {
    // White's pawn reaches b8 and is left there; the queen that replaces it (7.5.2) takes
    // h2 from Black's king on h1, which has no other square: stalemate, at once.
    let fen = "8/1P6/8/8/8/8/5K2/7k w - - 0 60";
    let mut c = fen_case(Edition::E2023, "90+30", fen);
    c.events.push(Event::Move(MoveEvent {
        promotion: PromotionAct::NoPiece,
        ..MoveEvent::new(Color::White, "b8")
    }));
    let r = rule(&c);
    assert!(
        r.actions
            .contains(&Action::PawnBecomesQueen(shakmaty::Square::B8))
    );
    assert!(ids(&r).contains(&"step-stalemate"), "{:#?}", r.steps);
    assert_eq!(score(&r), Score::DRAW);
}

#[test]
fn the_standard_start_is_not_over() {
    let r = rule(&case(Edition::E2023, "90+30"));
    assert_eq!(r.result, GameResult::Continues);
    assert!(!ids(&r).iter().any(|id| id.starts_with("step-game-over")));
}
