//! Flag fall (6.8, 6.9), unsupervised flag claims, both flags, and resignation (5.1.2).

use shakmaty::Color;

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::ruling::Action;

/// Who brings Black's fallen flag to the arbiter.
#[derive(Clone, Copy)]
enum FlagNotice {
    Arbiter,
    Claim,
}

fn flag(edition: Edition, control: &str, fen: &str, noticed: FlagNotice) -> Ruling {
    let mut c = with_clock(fen_case(edition, control, fen), "1:00", "0:00");
    c.events.push(match noticed {
        FlagNotice::Arbiter => Event::flag(Color::Black),
        FlagNotice::Claim => Event::Claim(Claim::new(Color::White, Ground::Flag)),
    });
    rule(&c)
}

#[test]
fn a_lone_king_cannot_win_on_time() {
    for edition in Edition::ALL {
        let r = flag(
            edition,
            "90",
            "8/8/4k3/8/8/4K3/8/8 w - - 0 60",
            FlagNotice::Arbiter,
        );
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert!(cites(&r, "6.9"));
    }
}

#[test]
fn locked_pawns_after_the_flag_are_a_draw() {
    let fen = "8/2k5/p1p1p1p1/PpPpPpPp/1P1P1P1P/8/3K4/8 w - - 0 60";
    let r = flag(Edition::E2023, "90+30", fen, FlagNotice::Arbiter);
    assert_eq!(score(&r), Score::DRAW);
}

#[test]
fn unsupervised_2009_the_arbiter_does_not_call_flags() {
    let fen = "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 60";
    let r = flag(Edition::E2009, "5", fen, FlagNotice::Arbiter);
    assert_eq!(r.result, GameResult::Continues);
    assert!(r.actions.contains(&Action::NoIntervention));
    assert!(cites(&r, "A4d1"));
    let r = flag(Edition::E2009, "5", fen, FlagNotice::Claim);
    assert_eq!(score(&r), Score::WHITE_WINS);
    let r = flag(Edition::E2023, "5", fen, FlagNotice::Arbiter);
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(cites(&r, "A.5.5"));
}

#[test]
fn both_flags_unknown_order() {
    let both = |edition: Edition, control: &str, announced: bool| {
        let mut c = with_clock(case(edition, control), "0:00", "0:00");
        c.moves = "1. e4 e5".into();
        c.supervision = Supervision::Supervised;
        c.regulations.quickplay_announced = announced;
        c.events.push(Event::BothFlags { first: None });
        rule(&c)
    };
    assert_eq!(score(&both(Edition::E2014, "90", false)), Score::DRAW);
    assert!(cites(&both(Edition::E2014, "90", false), "6.11b"));
    assert!(cites(&both(Edition::E2014, "40/90,30", false), "6.11a"));
    assert!(cites(&both(Edition::E2023, "90", true), "III.3.1.2"));
    assert_eq!(
        both(Edition::E2014, "40/90,30", false).result,
        GameResult::Continues
    );
    assert_eq!(
        both(Edition::E2023, "90", false).result,
        GameResult::Undecided
    );
    assert_eq!(score(&both(Edition::E2023, "90", true)), Score::DRAW);
}

#[test]
fn both_flags_in_unsupervised_2009_play_draw_whichever_fell_first() {
    let mut c = with_clock(case(Edition::E2009, "5"), "0:00", "0:00");
    c.moves = "1. e4 e5".into();
    c.supervision = Supervision::Unsupervised;
    c.events.push(Event::BothFlags {
        first: Some(Color::Black),
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "A4d3"));
    // From 2014 the flag that fell first decides.
    c.edition = Edition::E2014;
    assert_eq!(score(&rule(&c)), Score::WHITE_WINS);
}

#[test]
fn a_failed_2014_flag_claim_with_both_flags_down_falls_to_the_both_flags_rule() {
    let claim = |control: &str, fen: &str| {
        let mut c = with_clock(fen_case(Edition::E2014, control, fen), "0:00", "0:00");
        c.supervision = Supervision::Unsupervised;
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::Flag)));
        rule(&c)
    };
    // One period only: the order cannot be established, so the game is drawn.
    let r = claim("3", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 40");
    assert!(cites(&r, "A.4c"));
    assert!(cites(&r, "6.11b"));
    assert_eq!(score(&r), Score::DRAW);
    // Before the last period the game goes on.
    let r = claim("40/15,10", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 30");
    assert!(cites(&r, "6.11a"));
    assert_eq!(r.result, GameResult::Continues);
}

#[test]
fn resignation_when_the_opponent_cannot_mate() {
    let fen = "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 60";
    let mut c = fen_case(Edition::E2023, "90+30", fen);
    c.events.push(Event::Resign { by: Color::White });
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "5.1.2"));
    c.edition = Edition::E2018;
    assert_eq!(score(&rule(&c)), Score::BLACK_WINS);
    c.edition = Edition::E2023;
    c.events = vec![Event::Resign { by: Color::Black }];
    assert_eq!(score(&rule(&c)), Score::WHITE_WINS);
}

#[test]
fn the_period_follows_the_moves_made() {
    // 42 moves each in a 40/90,30 game: the last period, so both flags down is a draw.
    let fen = "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 43";
    let mut c = with_clock(fen_case(Edition::E2014, "40/90,30", fen), "0:00", "0:00");
    c.events.push(Event::BothFlags { first: None });
    assert_eq!(score(&rule(&c)), Score::DRAW);
    let mut early = with_clock(
        fen_case(
            Edition::E2014,
            "40/90,30",
            "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 30",
        ),
        "0:00",
        "0:00",
    );
    early.events.push(Event::BothFlags { first: None });
    assert_eq!(rule(&early).result, GameResult::Continues);
}
