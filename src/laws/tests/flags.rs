//! Flag fall (6.8, 6.9), the check of the period (6.4, 8.6), unsupervised flag claims, both
//! flags, and resignation (5.1.2), declared or a gesture.

use shakmaty::Color;

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{FlagCheck, Gesture};
use crate::laws::ruling::{Action, ClaimVerdict};

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
        c.events.push(Event::BothFlags {
            first: None,
            claimed_by: None,
        });
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
        claimed_by: None,
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
    c.events.push(Event::Resign {
        by: Color::White,
        gesture: None,
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "5.1.2"));
    c.edition = Edition::E2018;
    assert_eq!(score(&rule(&c)), Score::BLACK_WINS);
    c.edition = Edition::E2023;
    c.events = vec![Event::Resign {
        by: Color::Black,
        gesture: None,
    }];
    assert_eq!(score(&rule(&c)), Score::WHITE_WINS);
}

#[test]
fn the_period_follows_the_moves_made() {
    // 42 moves each in a 40/90,30 game: the last period, so both flags down is a draw.
    let fen = "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 43";
    let mut c = with_clock(fen_case(Edition::E2014, "40/90,30", fen), "0:00", "0:00");
    c.events.push(Event::BothFlags {
        first: None,
        claimed_by: None,
    });
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
    early.events.push(Event::BothFlags {
        first: None,
        claimed_by: None,
    });
    let r = rule(&early);
    assert_eq!(r.result, GameResult::Continues);
    // Play goes on into the second period: each clock shows its 30 minutes.
    assert_eq!(
        r.clocks.map(|k| (k.white.secs(), k.black.secs())),
        Some((30 * 60, 30 * 60))
    );
}

/// A flag at 0:00 after White's 40th move in a 40/120,60 game, claimed by Black, with what
/// the arbiter can establish of its period.
fn end_of_period(edition: Edition, period: Option<u8>, moves_unknown: bool) -> Ruling {
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 41";
    let mut c = with_clock(fen_case(edition, "40/120,60", fen), "0:00", "3:00");
    c.events.push(Event::Claim(Claim {
        flag_check: FlagCheck {
            period,
            moves_unknown,
            ..FlagCheck::default()
        },
        ..Claim::new(Color::Black, Ground::Flag)
    }));
    rule(&c)
}

#[test]
fn a_flag_marking_a_period_whose_moves_were_made_oversteps_nothing() {
    for (edition, check) in [(Edition::E2009, "6.3"), (Edition::E2023, "6.4")] {
        let r = end_of_period(edition, Some(1), false);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, check), "{edition}");
        assert_eq!(r.clocks.map(|c| c.white.secs()), Some(3600), "{edition}");
    }
    // Without the period, 40 moves made put White in the last period: the flag loses.
    assert_eq!(
        score(&end_of_period(Edition::E2023, None, false)),
        Score::BLACK_WINS
    );
}

#[test]
fn a_flag_seen_moves_after_it_fell_is_judged_on_the_moves_made_when_it_fell() {
    // White has made 43 moves of a 40/90,30 control; the clock shows his flag fell at 39.
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 44";
    let seen = |edition: Edition, moves_at_fall: u32, period: Option<u8>| {
        let mut c = with_clock(fen_case(edition, "40/90,30", fen), "12:00", "20:00");
        c.events.push(Event::Claim(Claim {
            flag_check: FlagCheck {
                moves_at_fall: Some(moves_at_fall),
                period,
                ..FlagCheck::default()
            },
            ..Claim::new(Color::Black, Ground::Flag)
        }));
        rule(&c)
    };
    for (edition, seen_counts) in [(Edition::E2009, "6.8"), (Edition::E2023, "6.8")] {
        let r = seen(edition, 39, None);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(cites(&r, seen_counts), "{edition}");
        // A mechanical clock's flag for period 1 that fell after move 40: nothing overstepped.
        let r = seen(edition, 40, Some(1));
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        // Fallen after move 40 with no period given, it ended the last period's time.
        assert_eq!(
            score(&seen(edition, 40, None)),
            Score::BLACK_WINS,
            "{edition}"
        );
    }
}

#[test]
fn a_clock_reading_keeps_the_moves_made_for_the_period_check() {
    // Black completes his 40th move; the clock then shows his period-1 flag.
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 b - - 0 40";
    let mut c = with_clock(fen_case(Edition::E2018, "40/120,60", fen), "20:00", "0:10");
    c.events.push(mv(Color::Black, "Rfe8"));
    c.events.push(Event::ClockReading {
        white: ClockTime::from_mins(20),
        black: ClockTime::ZERO,
    });
    c.events.push(Event::Claim(Claim {
        flag_check: FlagCheck {
            period: Some(1),
            ..FlagCheck::default()
        },
        ..Claim::new(Color::White, Ground::Flag)
    }));
    assert_eq!(rule(&c).result, GameResult::Continues);
}

#[test]
fn a_flag_cannot_have_fallen_after_moves_not_yet_made() {
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 44";
    let mut c = with_clock(fen_case(Edition::E2023, "40/90,30", fen), "12:00", "20:00");
    c.events.push(Event::Claim(Claim {
        flag_check: FlagCheck {
            moves_at_fall: Some(50),
            ..FlagCheck::default()
        },
        ..Claim::new(Color::Black, Ground::Flag)
    }));
    assert!(crate::laws::decide(&c).is_err());
}

#[test]
fn scoresheets_that_cannot_show_the_moves_leave_the_player_in_time() {
    let r = end_of_period(Edition::E2009, Some(1), true);
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "8.6"));
    // In the last period the count does not matter.
    let last = end_of_period(Edition::E2009, Some(2), true);
    assert_eq!(score(&last), Score::BLACK_WINS);
}

#[test]
fn only_a_declared_resignation_ends_the_game() {
    let fen = "8/8/4k3/8/8/4K3/4Q3/8 b - - 0 60";
    for (gesture, over) in [
        (Gesture::Resignation, true),
        (Gesture::DrawOffer, false),
        (Gesture::Nothing, false),
    ] {
        let mut c = fen_case(Edition::E2023, "90+30", fen);
        c.events.push(Event::Resign {
            by: Color::Black,
            gesture: Some(gesture),
        });
        let r = rule(&c);
        assert_eq!(matches!(r.result, GameResult::Over(_)), over, "{gesture:?}");
        assert!(cites(&r, "5.1.2"), "{gesture:?}");
        assert_eq!(
            cites(&r, "9.1.2.1"),
            gesture == Gesture::DrawOffer,
            "{gesture:?}"
        );
    }
}

#[test]
fn a_resignation_stands_against_a_flag_nobody_saw() {
    let fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 40";
    let mut c = with_clock(fen_case(Edition::E2018, "90+30", fen), "5:00", "0:00");
    c.events.push(Event::Resign {
        by: Color::White,
        gesture: None,
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(cites(&r, "6.8"));
}

/// Both flags found down when a player claims his opponent's flag: in 2014 the claimant needs
/// time of his own (A.4c), so his claim fails and the flag that fell first decides (6.11b);
/// 2009 draws (A4d2, A4d3); 2018 has no such condition, and the first flag decides either way.
#[test]
fn both_flags_found_through_a_claim() {
    let claimed = |edition: Edition, first: Color| {
        let mut c = with_clock(case(edition, "3+2"), "0:01", "0:01");
        c.moves = "1. e4 e5".into();
        c.supervision = Supervision::Unsupervised;
        c.events.push(Event::BothFlags {
            first: Some(first),
            claimed_by: Some(Color::Black),
        });
        rule(&c)
    };
    let r = claimed(Edition::E2014, Color::Black);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(cites(&r, "A.4c"));
    let r = claimed(Edition::E2009, Color::Black);
    assert_eq!(score(&r), Score::DRAW);
    let r = claimed(Edition::E2018, Color::White);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(score(&r), Score::BLACK_WINS);
    let r = claimed(Edition::E2018, Color::Black);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(score(&r), Score::WHITE_WINS);
}

/// A flag the arbiter finds has not fallen after all (a display misread, a flag still
/// hanging): seen or claimed, it counts for nothing, on the clock's conclusive reading
/// (6.10.1; 2009 and 2014 6.10a).
#[test]
fn a_flag_found_not_to_have_fallen_counts_for_nothing() {
    let mut c = with_clock(case(Edition::E2023, "15+10"), "0:02", "3:40");
    c.moves = "1. e4 e5".into();
    let claim = Claim::new(Color::Black, Ground::Flag);
    c.events.push(Event::Alleged(Box::new(Event::Claim(claim))));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "6.10.1"));
    c.edition = Edition::E2009;
    c.events = vec![Event::Alleged(Box::new(Event::Flag {
        side: Color::White,
        order: crate::laws::event::Order::After,
        check: FlagCheck::default(),
    }))];
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "6.10a"));
}

#[test]
fn a_flag_after_the_end_of_an_unsupervised_2009_game_cites_the_claim_rule() {
    let mut c = with_clock(case(Edition::E2009, "5"), "0:00", "0:40");
    c.supervision = Supervision::Unsupervised;
    c.moves = "1. f3 e5 2. g4 Qh4#".into();
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Flag)));
    let r = rule(&c);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(cites(&r, "A4d1") && cites(&r, "6.9"));
}
