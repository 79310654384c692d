//! Appeals against a ruling the case says the arbiter gave: the engine measures the stated
//! ruling against the Laws, and upholds an appeal by the player a wrong ruling went against.

use shakmaty::Color;

use super::*;
use crate::laws::claim::{Claim, Ground};

/// The arbiter rules this result, the case saying nothing of the time he gave.
fn ruled(result: GameResult) -> Event {
    Event::ArbiterRuling {
        result,
        extra_white: None,
        extra_black: None,
        ordered: None,
    }
}

/// A threefold repetition Black may claim, writing his move.
fn repetition(edition: Edition) -> Case {
    let mut c = case(edition, "90+30");
    c.moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1".into();
    c.events.push(Event::Claim(Claim {
        written: Some("Ng8".into()),
        ..Claim::new(Color::Black, Ground::Threefold)
    }));
    c
}

#[test]
fn a_valid_claim_the_arbiter_refused_is_restored_on_the_claimants_appeal() {
    for edition in Edition::ALL {
        let mut c = repetition(edition);
        c.events.push(ruled(GameResult::Continues));
        c.events.push(Event::Appeal { by: Color::Black });
        let r = rule(&c);
        assert_eq!(r.arbiter_right, Some(false), "{edition}");
        assert_eq!(r.upheld, Some(true), "{edition}");
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert!(cites(&r, edition.rules().conduct.appeal), "{edition}");
        assert!(cites(&r, edition.rules().conduct.arbiter_duty), "{edition}");
    }
}

#[test]
fn the_opponent_of_a_wrong_ruling_has_no_grievance() {
    let mut c = repetition(Edition::E2023);
    c.events.push(ruled(GameResult::Continues));
    c.events.push(Event::Appeal { by: Color::White });
    let r = rule(&c);
    assert_eq!(r.arbiter_right, Some(false));
    assert_eq!(r.upheld, Some(false));
    assert!(r.steps.iter().any(|s| s.id == "step-appeal-no-grievance"));
}

#[test]
fn an_appeal_against_a_right_ruling_is_rejected() {
    let mut c = repetition(Edition::E2018);
    c.events.push(ruled(GameResult::Over(Score::DRAW)));
    c.events.push(Event::Appeal { by: Color::White });
    let r = rule(&c);
    assert_eq!(r.arbiter_right, Some(true));
    assert_eq!(r.upheld, Some(false));
    assert_eq!(score(&r), Score::DRAW);
}

#[test]
fn a_game_wrongly_ended_by_the_arbiter_goes_on_after_an_appeal() {
    let mut c = case(Edition::E2014, "90+30");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(ruled(GameResult::Over(Score::WHITE_WINS)));
    c.events.push(Event::Appeal { by: Color::Black });
    let r = rule(&c);
    assert_eq!(r.arbiter_right, Some(false));
    assert_eq!(r.upheld, Some(true));
    assert!(r.play_goes_on());
    let mut winner = c.clone();
    winner.events.pop();
    winner.events.push(Event::Appeal { by: Color::White });
    assert_eq!(rule(&winner).upheld, Some(false));
}

#[test]
fn no_verdict_on_an_appeal_the_regulations_exclude_or_without_a_stated_ruling() {
    let mut excluded = repetition(Edition::E2023);
    excluded.regulations.no_appeal = true;
    excluded.events.push(ruled(GameResult::Continues));
    excluded.events.push(Event::Appeal { by: Color::Black });
    let r = rule(&excluded);
    assert_eq!((r.allowed, r.upheld), (Some(false), None));
    let mut unstated = repetition(Edition::E2023);
    unstated.events.push(Event::Appeal { by: Color::Black });
    assert_eq!(rule(&unstated).upheld, None);
}

#[test]
fn an_award_of_one_minute_instead_of_two_is_corrected_on_the_victims_appeal() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events.push(mv(Color::White, "Bf1-b6"));
    let one_minute = Event::ArbiterRuling {
        result: GameResult::Continues,
        extra_white: None,
        extra_black: Some(ClockTime::from_secs(60)),
        ordered: None,
    };
    c.events.push(one_minute.clone());
    c.events.push(Event::Appeal { by: Color::Black });
    let r = rule(&c);
    assert_eq!(r.arbiter_right, Some(false));
    assert_eq!(r.upheld, Some(true));
    assert!(cites(&r, "7.5.5"));
    let mut offender = c.clone();
    offender.events.pop();
    offender.events.push(Event::Appeal { by: Color::White });
    assert_eq!(rule(&offender).upheld, Some(false));
}

#[test]
fn signing_the_wrong_result_does_not_defeat_the_appeal() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(ruled(GameResult::Over(Score::BLACK_WINS)));
    c.events.push(Event::SignResult {
        result: Score::BLACK_WINS,
        arbiter: crate::laws::event::Discretion::Default,
        by: None,
    });
    c.events.push(Event::Appeal { by: Color::White });
    let r = rule(&c);
    assert_eq!(r.upheld, Some(true));
    assert!(r.play_goes_on());
    assert!(cites(&r, "8.7"));
}

/// The arbiter orders a move the Laws do not require (an accidental brush binds nothing):
/// his ruling is wrong and the appeal of the player he bound is upheld; the order the Laws
/// give is right.
#[test]
fn an_order_on_the_board_the_laws_do_not_give_is_a_wrong_ruling() {
    use crate::laws::event::Contact;
    use crate::laws::ruling::Obligation;
    let base = |contact: Contact| {
        let mut c = case(Edition::E2014, "90+30");
        c.moves = "1. e4 e6 2. d4 d5".into();
        c.events.push(Event::Touch {
            by: Color::White,
            square: shakmaty::Square::G2,
            adjust: false,
            contact,
            order: crate::laws::event::Order::default(),
            finding: crate::laws::event::TouchFinding::default(),
        });
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        c.events.push(Event::ArbiterRuling {
            result: GameResult::Continues,
            extra_white: None,
            extra_black: None,
            ordered: Some(crate::laws::event::ArbiterOrder(Some(
                Obligation::MovePiece(shakmaty::Square::G2),
            ))),
        });
        c.events.push(Event::Appeal { by: Color::White });
        rule(&c)
    };
    let r = base(Contact::Accidental);
    assert_eq!(r.arbiter_right, Some(false));
    assert_eq!(r.upheld, Some(true));
    let r = base(Contact::Deliberate);
    assert_eq!(r.arbiter_right, Some(true));
    assert_eq!(r.upheld, Some(false));
}

#[test]
fn an_order_binds_the_owner_of_the_piece_it_names() {
    use crate::laws::ruling::Obligation;
    // White moved another piece after touching his knight; Black touched a pawn and then
    // claimed (too late). The arbiter orders the knight of d4 to move: an order to White,
    // who no longer has the move, and one the Laws do not give.
    let mut c = case(Edition::E2014, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6 3. d4 exd4 4. Nxd4 Nf6 5. Nc3 Bb4".into();
    c.events
        .push(Event::touch(Color::White, shakmaty::Square::D4));
    c.events.push(mv(Color::White, "Bd3"));
    c.events
        .push(Event::touch(Color::Black, shakmaty::Square::D7));
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
    c.events.push(Event::ArbiterRuling {
        result: GameResult::Continues,
        extra_white: None,
        extra_black: None,
        ordered: Some(crate::laws::event::ArbiterOrder(Some(
            Obligation::MovePiece(shakmaty::Square::D4),
        ))),
    });
    c.events.push(Event::Appeal { by: Color::White });
    let r = rule(&c);
    assert_eq!(r.arbiter_right, Some(false));
    assert_eq!(r.upheld, Some(true));
    let step = r
        .steps
        .iter()
        .find(|s| s.id == "step-arbiter-order-wrong")
        .unwrap();
    assert!(
        step.args
            .iter()
            .any(|(k, v)| *k == "side" && *v == crate::laws::step::Arg::Side(Color::White)),
        "{step:?}"
    );
}
