//! Quickplay-finish claims with no arbiter present (2009 App. D, 2018/2023 Guidelines III.6).

use shakmaty::Color;

use super::*;
use crate::laws::case::Regulations;
use crate::laws::event::{ClaimBasis, LaterDecision, UnattendedRecord};
use crate::laws::ruling::ClaimVerdict;

/// A rook ending in which White, with `white` on his clock under `control`, claims with no
/// arbiter present on `basis`, the quickplay rules announced.
fn claim_case(
    edition: Edition,
    control: &str,
    fen: &str,
    white: &str,
    basis: ClaimBasis,
    decision: LaterDecision,
) -> Case {
    let mut c = with_clock(fen_case(edition, control, fen), white, "8:00");
    c.regulations = Regulations {
        quickplay_announced: true,
        ..Regulations::default()
    };
    c.events.push(Event::UnattendedClaim {
        by: Color::White,
        basis,
        decision,
        record: UnattendedRecord::default(),
    });
    c
}

fn claim(edition: Edition, white: &str, basis: ClaimBasis, decision: LaterDecision) -> Ruling {
    rule(&claim_case(
        edition,
        "90",
        "8/5pk1/6p1/3R4/5P2/6P1/r4K2/8 w - - 0 52",
        white,
        basis,
        decision,
    ))
}

#[test]
fn the_claim_ends_the_game_and_the_arbiter_decides_later() {
    for (edition, ends, record, referral) in [
        (Edition::E2009, "D1", "D1", "12.10"),
        (Edition::E2018, "III.6.1", "III.6.1.1", "III.6.2"),
        (Edition::E2023, "III.6.1", "III.6.1.1", "III.6.2"),
    ] {
        let r = claim(
            edition,
            "1:30",
            ClaimBasis::CannotWin,
            LaterDecision::Pending,
        );
        assert_eq!(r.result, GameResult::Undecided, "{edition}");
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(
            cites(&r, ends) && cites(&r, record) && cites(&r, referral),
            "{edition}"
        );
    }
}

#[test]
fn a_lack_of_effort_needs_the_scoresheet_too_and_an_agreed_claim_is_a_draw() {
    let r = claim(
        Edition::E2018,
        "0:40",
        ClaimBasis::NoEffort,
        LaterDecision::Draw,
    );
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "III.6.1.2"));
    assert!(!cites(&r, "III.6.1.1"));
    assert_eq!(
        r.claims.last().map(|c| c.verdict),
        Some(ClaimVerdict::Upheld)
    );
}

#[test]
fn two_minutes_or_a_fallen_flag_leave_no_claim() {
    for white in ["2:00", "0:00"] {
        let r = claim(
            Edition::E2023,
            white,
            ClaimBasis::CannotWin,
            LaterDecision::Pending,
        );
        assert_eq!(r.allowed, Some(false), "{white}");
        assert_eq!(r.result, GameResult::Continues, "{white}");
        assert!(cites(&r, "III.6.1"), "{white}");
    }
}

#[test]
fn the_2014_claim_is_ruled_under_g6() {
    let r = claim(
        Edition::E2014,
        "1:30",
        ClaimBasis::CannotWin,
        LaterDecision::Draw,
    );
    assert_eq!(r.allowed, Some(true));
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "G.6"));
    let r = claim(
        Edition::E2014,
        "1:30",
        ClaimBasis::NoEffort,
        LaterDecision::Pending,
    );
    assert_eq!(r.result, GameResult::Undecided);
    assert!(cites(&r, "G.6"));
}

#[test]
fn before_the_last_period_there_is_no_quickplay_finish_to_claim_in() {
    for (edition, scope) in [(Edition::E2009, "10.1"), (Edition::E2018, "III.1")] {
        let mut c = claim_case(
            edition,
            "40/90,30",
            "8/5pk1/6p1/3R4/5P2/6P1/r4K2/8 w - - 0 20",
            "1:35",
            ClaimBasis::CannotWin,
            LaterDecision::Pending,
        );
        let r = rule(&c);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(cites(&r, scope), "{edition}");
        // The same claim made with the arbiter present is not examined either.
        c.events = vec![Event::Claim(crate::laws::claim::Claim::new(
            Color::White,
            crate::laws::claim::Ground::Quickplay,
        ))];
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible), "{edition}");
        assert!(cites(&r, scope), "{edition}");
    }
}

#[test]
fn a_claim_without_the_record_it_needs_fails_and_an_unverified_one_still_stands() {
    let with_record = |basis, record: UnattendedRecord| {
        let mut c = claim_case(
            Edition::E2023,
            "90",
            "8/5pk1/6p1/3R4/5P2/6P1/r4K2/8 w - - 0 52",
            "0:40",
            basis,
            LaterDecision::Draw,
        );
        if let Some(Event::UnattendedClaim { record: r, .. }) = c.events.last_mut() {
            *r = record;
        }
        rule(&c)
    };
    let verdict = |r: &Ruling| r.claims.last().map(|c| c.verdict);
    let no_position = UnattendedRecord {
        position_written: false,
        ..UnattendedRecord::default()
    };
    let no_scoresheet = UnattendedRecord {
        scoresheet_submitted: false,
        ..UnattendedRecord::default()
    };
    let unverified = UnattendedRecord {
        verified: false,
        ..UnattendedRecord::default()
    };
    for basis in [ClaimBasis::CannotWin, ClaimBasis::NoEffort] {
        let r = with_record(basis, no_position);
        assert_eq!(verdict(&r), Some(ClaimVerdict::Rejected), "{basis:?}");
        assert_eq!(r.result, GameResult::Undecided, "{basis:?}");
        // The opponent's refusal to verify does not stop the arbiter agreeing.
        assert_eq!(
            score(&with_record(basis, unverified)),
            Score::DRAW,
            "{basis:?}"
        );
    }
    // The scoresheet is asked only of a claim that the opponent makes no effort to win.
    let r = with_record(ClaimBasis::NoEffort, no_scoresheet);
    assert_eq!(verdict(&r), Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "III.6.1.2"));
    assert_eq!(
        score(&with_record(ClaimBasis::CannotWin, no_scoresheet)),
        Score::DRAW
    );
    // An arbiter who does not agree rejects a claim whose record is complete.
    let r = claim(
        Edition::E2018,
        "0:40",
        ClaimBasis::CannotWin,
        LaterDecision::Rejected,
    );
    assert_eq!(verdict(&r), Some(ClaimVerdict::Rejected));
    assert_eq!(r.result, GameResult::Undecided);
}
