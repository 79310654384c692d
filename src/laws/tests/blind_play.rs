//! Play with a visually disabled player on two boards (2009 App. E, 2014 on App. D).

use shakmaty::{Color, Square};

use super::*;
use crate::laws::event::{BlindAct, Discretion};
use crate::laws::ruling::{Action, Obligation};

const EDITIONS: [Edition; 4] = [
    Edition::E2009,
    Edition::E2014,
    Edition::E2018,
    Edition::E2023,
];

fn blind(by: Color, act: BlindAct, square: Option<Square>) -> Event {
    Event::VisuallyDisabled {
        by,
        act,
        square,
        arbiter: Discretion::Default,
    }
}

/// The Ruy Lopez after 3...a6, White to move.
fn lopez(edition: Edition) -> Case {
    let mut c = case(edition, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6".into();
    c
}

#[test]
fn a_piece_felt_in_its_hole_is_not_touched_but_one_taken_out_must_move() {
    for (edition, touched) in EDITIONS
        .into_iter()
        .zip(["E2.2", "D.2.2", "D.2.2", "D.2.2"])
    {
        let mut c = lopez(edition);
        c.events
            .push(blind(Color::White, BlindAct::FeelsPiece, None));
        let r = rule(&c);
        assert_eq!(r.obligation, None, "{edition}");
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, touched), "{edition}");

        let mut c = lopez(edition);
        c.events
            .push(blind(Color::White, BlindAct::LiftsPiece, Some(Square::B5)));
        let r = rule(&c);
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::B5)),
            "{edition}"
        );
        assert!(cites(&r, touched), "{edition}");
    }
}

#[test]
fn the_sighted_player_keeps_the_normal_touch_move_rule() {
    for (edition, article) in EDITIONS
        .into_iter()
        .zip(["E2.3", "D.2.5", "D.2.5", "D.2.5"])
    {
        let mut c = lopez(edition);
        c.events.push(blind(
            Color::White,
            BlindAct::SightedTouches,
            Some(Square::F3),
        ));
        let r = rule(&c);
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::F3)),
            "{edition}"
        );
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn the_assistant_reports_a_touch_and_the_sighted_player_must_move_that_piece() {
    let mut c = lopez(Edition::E2023);
    c.events.push(blind(
        Color::Black,
        BlindAct::AssistantReportsTouch,
        Some(Square::F3),
    ));
    let r = rule(&c);
    assert_eq!(r.allowed, Some(true));
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::F3)));
    assert!(cites(&r, "D.2.10.5") && cites(&r, "D.2.5"));
}

#[test]
fn a_slip_of_the_tongue_is_corrected_only_before_the_opponents_clock_starts() {
    for (edition, article) in EDITIONS
        .into_iter()
        .zip(["E2.6", "D.2.8", "D.2.8", "D.2.8"])
    {
        for (act, allowed) in [
            (BlindAct::SlipCorrected, true),
            (BlindAct::SlipCorrectedLate, false),
        ] {
            let mut c = lopez(edition);
            c.events.push(blind(Color::White, act, None));
            let r = rule(&c);
            assert_eq!(r.allowed, Some(allowed), "{edition} {act:?}");
            assert!(cites(&r, article), "{edition}");
        }
    }
}

#[test]
fn differing_boards_are_put_right_from_the_scoresheets() {
    for (edition, agree, differ) in [
        (Edition::E2009, "E2.7", "E2.8"),
        (Edition::E2014, "D.2.9", "D.2.9"),
        (Edition::E2018, "D.2.9", "D.2.9"),
        (Edition::E2023, "D.2.9", "D.2.9"),
    ] {
        let mut c = lopez(edition);
        c.events
            .push(blind(Color::Black, BlindAct::BoardsDifferScoresAgree, None));
        let r = rule(&c);
        assert!(
            r.actions
                .contains(&Action::AdjustBoardToScoresheets(Color::Black))
        );
        assert!(!r.actions.contains(&Action::RetraceToAgreement));
        assert!(cites(&r, agree), "{edition}");

        let mut c = lopez(edition);
        c.events.push(blind(
            Color::Black,
            BlindAct::BoardsDifferScoresDiffer,
            None,
        ));
        let r = rule(&c);
        assert!(r.actions.contains(&Action::RetraceToAgreement));
        assert!(cites(&r, differ), "{edition}");
    }
}

#[test]
fn the_assistant_informs_only_on_request_and_the_sighted_assistant_only_moves() {
    for (act, allowed, article) in [
        (BlindAct::AssistantInformsUnasked, false, "D.2.10.4"),
        (BlindAct::AssistantInformsAsked, true, "D.2.10.4"),
        (BlindAct::AssistantMakesMove, true, "D.2.10.1"),
        (BlindAct::SightedAssistant, true, "D.2.11"),
        (BlindAct::SightedAssistantKeepsScore, false, "D.2.11"),
        (BlindAct::SpecialClock, true, "D.2.6"),
        (BlindAct::BrailleScore, true, "D.2.7"),
        (BlindAct::DeviceScore, true, "D.2.7"),
        (BlindAct::DemandsTwoBoards, true, "D.1"),
    ] {
        let mut c = lopez(Edition::E2018);
        c.events.push(blind(Color::White, act, None));
        let r = rule(&c);
        assert_eq!(r.allowed, Some(allowed), "{act:?}");
        assert!(cites(&r, article), "{act:?}");
    }
    for (edition, informs, moves) in [
        (Edition::E2009, "E2.9d", "E2.9a"),
        (Edition::E2014, "D.2.10d", "D.2.10a"),
    ] {
        let mut c = lopez(edition);
        c.events
            .push(blind(Color::White, BlindAct::AssistantInformsUnasked, None));
        let r = rule(&c);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, informs) && !cites(&r, "D.2.10.4"), "{edition}");

        let mut c = lopez(edition);
        c.events
            .push(blind(Color::White, BlindAct::AssistantMakesMove, None));
        assert!(cites(&rule(&c), moves), "{edition}");
    }
}

#[test]
fn the_assistant_may_seal_the_move_for_the_visually_disabled_player() {
    for (edition, article) in [
        (Edition::E2009, "E2.9f"),
        (Edition::E2014, "D.2.10f"),
        (Edition::E2018, "D.2.10.6"),
        (Edition::E2023, "D.2.10.6"),
    ] {
        let mut c = lopez(edition);
        c.events
            .push(blind(Color::White, BlindAct::AssistantSeals, None));
        let r = rule(&c);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
    }
}

#[test]
fn the_assistant_claims_the_flag_for_the_visually_disabled_player() {
    for (edition, article) in [
        (Edition::E2009, "E2.9e"),
        (Edition::E2014, "D.2.10e"),
        (Edition::E2023, "D.2.10.5"),
    ] {
        let c = with_clock(
            fen_case(edition, "90", "8/5pk1/6p1/3R4/5P2/6P1/r4K2/8 w - - 0 52"),
            "0:00",
            "4:20",
        );
        let mut c = c;
        c.events
            .push(blind(Color::Black, BlindAct::AssistantClaimsFlag, None));
        let r = rule(&c);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn an_assistant_is_compulsory_against_a_hearing_impaired_opponent_from_2018() {
    for (edition, allowed, article) in [
        (Edition::E2009, true, "E2.10"),
        (Edition::E2014, true, "D.2.11"),
        (Edition::E2018, false, "D.2.11"),
        (Edition::E2023, false, "D.2.11"),
    ] {
        let mut c = lopez(edition);
        c.events.push(blind(
            Color::White,
            BlindAct::NoAssistantHearingImpaired,
            None,
        ));
        let r = rule(&c);
        assert_eq!(r.allowed, Some(allowed), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn ranks_are_announced_in_german_numbers_unless_the_arbiter_decides_otherwise() {
    for (edition, article) in [(Edition::E2009, "E2.1"), (Edition::E2023, "D.2.1")] {
        for (arbiter, allowed) in [(Discretion::Default, false), (Discretion::Otherwise, true)] {
            let mut c = lopez(edition);
            c.events.push(Event::VisuallyDisabled {
                by: Color::White,
                act: BlindAct::RankNames,
                square: None,
                arbiter,
            });
            let r = rule(&c);
            assert_eq!(r.allowed, Some(allowed), "{edition} {arbiter:?}");
            assert!(cites(&r, article), "{edition}");
        }
    }
}
