//! Clock incidents, per edition: pausing the clock with and without a valid reason (6.11.2,
//! 6.11.4; 2009 and 2014 6.12b, 6.12d), a defective clock (6.10.1; 6.10a), a wrong setting
//! or move counter put right with the times adjusted (6.10.2; 6.10b), a flag on a move not
//! completed (6.2.1, 6.3.1), a flag at the moment of a claim (read from the clock), a delay,
//! times typed wrongly on the clock and found later.

use shakmaty::{ByColor, Color};

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::clock::ClockTime;
use crate::laws::event::{
    ClockFault, CounterFault, DrawOffer, FlagCheck, Irregularity, OfferAnswer, OfferMoment,
    OfferResponse, Order, PauseReason,
};
use crate::laws::ruling::{Action, ClaimVerdict, Sanction};

const PAUSE: [(Edition, &str, &str); 4] = [
    (Edition::E2009, "6.12b", "6.12d"),
    (Edition::E2014, "6.12b", "6.12d"),
    (Edition::E2018, "6.11.2", "6.11.4"),
    (Edition::E2023, "6.11.2", "6.11.4"),
];

#[test]
fn pausing_the_clock_needs_a_valid_reason() {
    for (edition, may, unjustified) in PAUSE {
        let mut c = case(edition, "90+30");
        c.events.push(Event::PauseClock {
            by: Color::White,
            reason: PauseReason::PromotionPiece,
        });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.actions.contains(&Action::PauseClocks));
        assert!(cites(&r, may), "{edition}");
        assert!(r.sanctions.is_empty());
        let mut c = case(edition, "90+30");
        c.events.push(Event::PauseClock {
            by: Color::White,
            reason: PauseReason::NoValidReason,
        });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, unjustified), "{edition}");
        assert_eq!(r.sanctions, [Sanction::Discretionary(Color::White)]);
    }
}

/// A player who needs medical attention: a valid reason to pause, and the arbiter's special
/// measures (2014 on); 2009 has only the arbiter's general duty to the competition.
#[test]
fn pausing_for_medical_attention_is_valid() {
    for (edition, measures) in [
        (Edition::E2009, "13.2"),
        (Edition::E2014, "12.2f"),
        (Edition::E2018, "12.2.6"),
        (Edition::E2023, "12.2.6"),
    ] {
        for by in [Color::White, Color::Black] {
            let mut c = case(edition, "90+30");
            c.events.push(Event::PauseClock {
                by,
                reason: PauseReason::Medical,
            });
            let r = rule(&c);
            assert_eq!(r.allowed, Some(true), "{edition}");
            assert!(r.actions.contains(&Action::PauseClocks), "{edition}");
            assert!(cites(&r, measures), "{edition}");
            assert!(r.sanctions.is_empty(), "{edition}");
        }
    }
}

#[test]
fn a_defective_clock_is_replaced() {
    for (edition, article) in [
        (Edition::E2009, "6.10a"),
        (Edition::E2014, "6.10a"),
        (Edition::E2018, "6.10.1"),
        (Edition::E2023, "6.10.1"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:10:00", "1:05:00");
        c.events.push(Event::Discover(Irregularity::DefectiveClock));
        let r = rule(&c);
        assert!(r.actions.contains(&Action::ReplaceClock), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_flag_on_a_faulty_clock_counts_for_nothing() {
    for (edition, defect, setting) in [
        (Edition::E2009, "6.10a", "6.10b"),
        (Edition::E2018, "6.10.1", "6.10.2"),
    ] {
        let claim = |fault| {
            let mut c = with_clock(case(edition, "3+2"), "0:00", "1:10");
            c.events.push(Event::Claim(Claim {
                flag_check: FlagCheck {
                    fault: Some(fault),
                    ..FlagCheck::default()
                },
                ..Claim::new(Color::Black, Ground::Flag)
            }));
            rule(&c)
        };
        let r = claim(ClockFault::Defect);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(r.actions.contains(&Action::ReplaceClock), "{edition}");
        assert!(cites(&r, defect), "{edition}");
        let r = claim(ClockFault::WrongSetting);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(
            r.actions.contains(&Action::CorrectClockSetting),
            "{edition}"
        );
        assert!(cites(&r, setting), "{edition}");
    }
    // The arbiter who sees the flag himself does not call it either.
    let mut c = with_clock(case(Edition::E2023, "3+2"), "0:00", "1:10");
    c.events.push(Event::Flag {
        side: Color::White,
        order: Order::After,
        check: FlagCheck {
            fault: Some(ClockFault::Defect),
            ..FlagCheck::default()
        },
    });
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(!r.actions.contains(&Action::CallFlag(Color::White)));
}

#[test]
fn a_clock_started_on_the_wrong_side_is_put_right() {
    for (edition, start, adjust) in [
        (Edition::E2009, "6.5", "6.10b"),
        (Edition::E2014, "6.6", "6.10b"),
        (Edition::E2023, "6.6", "6.10.2"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:30:00", "1:23:00");
        c.events
            .push(Event::Discover(Irregularity::WrongClockStarted {
                elapsed: Some(ClockTime::from_mins(7)),
            }));
        let r = rule(&c);
        assert!(
            cites(&r, start) && cites(&r, adjust),
            "{edition}: {:?}",
            r.citations()
        );
        assert_eq!(r.added.black, 420, "{edition}");
        assert_eq!(r.removed.white, 420, "{edition}");
        assert_eq!(r.result, GameResult::Continues, "{edition}");
    }
}

/// After 20 moves each with the clock set to 90 minutes flat instead of 90+30.
fn wrong_setting(edition: Edition, setting: &str, counted: Option<u32>) -> Ruling {
    wrong_setting_on(edition, setting, None, counted)
}

/// As [`wrong_setting`], the setting wrong on `side`'s clock only where it names one.
fn wrong_setting_on(
    edition: Edition,
    setting: &str,
    side: Option<Color>,
    counted: Option<u32>,
) -> Ruling {
    let mut c = with_clock(case(edition, "90+30"), "40:00", "45:00");
    c.fen = Some("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP3PPP/R2QKB1R w KQ - 0 21".into());
    c.events
        .push(Event::Discover(Irregularity::WrongClockSetting {
            schedule_at_risk: false,
            setting: Some(setting.parse().unwrap()),
            side,
            counted,
        }));
    rule(&c)
}

#[test]
fn a_wrong_setting_is_corrected_with_the_times_adjusted() {
    for (edition, article) in [
        (Edition::E2009, "6.10b"),
        (Edition::E2014, "6.10b"),
        (Edition::E2018, "6.10.2"),
        (Edition::E2023, "6.10.2"),
    ] {
        // 20 increments of 30 seconds were never added: ten minutes each.
        let r = wrong_setting(edition, "90", None);
        assert_eq!((r.added.white, r.added.black), (600, 600), "{edition}");
        let clocks = r.clocks.unwrap();
        assert_eq!(clocks.white, ClockTime::parse("50:00").unwrap());
        assert_eq!(clocks.black, ClockTime::parse("55:00").unwrap());
        assert!(cites(&r, article), "{edition}");
        assert!(r.actions.contains(&Action::CorrectClockSetting));
        // Set to 120 minutes instead of 90: the extra half hour is taken off, less the
        // increments owed.
        let r = wrong_setting(edition, "120", None);
        assert_eq!(
            (r.removed.white, r.removed.black),
            (1200, 1200),
            "{edition}"
        );
    }
    // Only Black's side lacked the increment: only he is owed the ten minutes.
    let r = wrong_setting_on(Edition::E2014, "90", Some(Color::Black), None);
    assert_eq!((r.added.white, r.added.black), (0, 600));
    // A move counter that counted 19 moves in a 40/90,30 control has not yet added anything;
    // with the right count neither has it.
    let r = wrong_setting(Edition::E2018, "90+30", Some(19));
    assert_eq!((r.added.white, r.added.black), (30, 30));
}

/// After 40 moves each in a 40/90,30 control, with the counter showing `counted`.
fn counter_fault(edition: Edition, counted: u32) -> Ruling {
    let mut c = with_clock(case(edition, "40/90,30"), "4:10", "11:30");
    c.fen = Some("6k1/5pp1/7p/8/8/6P1/5PKP/3R4 w - - 0 41".into());
    c.events.push(Event::Discover(Irregularity::MoveCounter {
        counted,
        fault: CounterFault::Press,
        side: None,
    }));
    rule(&c)
}

#[test]
fn a_move_counter_fault_is_put_right_with_the_times() {
    for (edition, article) in [
        (Edition::E2009, "6.10b"),
        (Edition::E2014, "6.10b"),
        (Edition::E2018, "6.10.2"),
        (Edition::E2023, "6.10.2"),
    ] {
        // One move short: the second period's half hour never came.
        let r = counter_fault(edition, 39);
        assert_eq!((r.added.white, r.added.black), (1800, 1800), "{edition}");
        assert_eq!(r.clocks.unwrap().white, ClockTime::parse("34:10").unwrap());
        assert!(cites(&r, article), "{edition}");
        assert!(r.actions.contains(&Action::CorrectClockSetting));
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-move-counter-corrected")
        );
        // A counter that shows 40 agrees with the game: nothing is corrected.
        let r = counter_fault(edition, 40);
        assert_eq!((r.added.white, r.removed.white), (0, 0), "{edition}");
        assert!(!r.actions.contains(&Action::CorrectClockSetting));
        assert!(r.steps.iter().any(|s| s.id == "step-move-counter-right"));
    }
    // A counter one move ahead after 39 moves each added the half hour too early: the arbiter
    // takes it back.
    let mut c = with_clock(case(Edition::E2023, "40/90,30"), "31:00", "33:00");
    c.fen = Some("6k1/5pp1/7p/8/8/6P1/5PKP/3R4 w - - 0 40".into());
    c.events.push(Event::Discover(Irregularity::MoveCounter {
        counted: 40,
        fault: CounterFault::Press,
        side: None,
    }));
    let r = rule(&c);
    assert_eq!((r.removed.white, r.removed.black), (1800, 1800));
    assert_eq!(r.clocks.unwrap().black, ClockTime::parse("3:00").unwrap());
}

/// With an increment, how the counter went wrong decides what comes off: a press counted
/// twice also gave that press's increment; a counter set one ahead gave only the period early.
#[test]
fn a_counter_set_wrong_did_not_give_an_extra_increment() {
    for (fault, removed) in [(CounterFault::Press, 1830), (CounterFault::Setting, 1800)] {
        let mut c = with_clock(case(Edition::E2023, "40/90,30+30"), "31:20", "33:10");
        c.fen = Some("6k1/5pp1/7p/8/8/6P1/5PKP/3R4 w - - 0 40".into());
        c.events.push(Event::Discover(Irregularity::MoveCounter {
            counted: 40,
            fault,
            side: None,
        }));
        let r = rule(&c);
        assert_eq!(
            (r.removed.white, r.removed.black),
            (removed, removed),
            "{fault:?}"
        );
    }
}

/// White's 40th move of a 40/90 control, with three seconds left; `pressed` says whether the
/// clock was pressed before the flag event.
fn fortieth_move(edition: Edition, pressed: bool) -> Case {
    let mut c = with_clock(
        fen_case(
            edition,
            "40/90,30+30",
            "r4rk1/1pq2ppp/p1n1pn2/3p4/3P4/P1NBPN2/1PQ2PPP/R4RK1 w - - 0 40",
        ),
        "0:03",
        "5:20",
    );
    let mut m = MoveEvent::new(Color::White, "Rfe1");
    m.pressed_clock = pressed;
    c.events.push(Event::Move(m));
    c.events.push(Event::flag(Color::White));
    c
}

#[test]
fn a_flag_on_a_move_not_completed_stands() {
    for (edition, period) in [
        (Edition::E2009, "6.2a"),
        (Edition::E2014, "6.3a"),
        (Edition::E2018, "6.3.1"),
        (Edition::E2023, "6.3.1"),
    ] {
        let r = rule(&fortieth_move(edition, false));
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(cites(&r, period), "{edition}");
        // Pressed, the clock no longer runs, and the flag cannot fall.
        assert!(
            super::super::decide(&fortieth_move(edition, true)).is_err(),
            "{edition}"
        );
    }
}

#[test]
fn a_flag_at_the_moment_of_a_claim_is_read_from_the_clock() {
    let claim_and_flag = |white: &str| {
        let mut c = with_clock(
            fen_case(
                Edition::E2018,
                "90+30",
                "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 40",
            ),
            white,
            "9:40",
        );
        c.moves = "40. Kf1 Kf8 41. Kg1 Kg8 42. Kf1 Kf8 43. Kg1 Kg8".into();
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::Threefold)));
        c.events.push(Event::Claim(Claim {
            order: Order::SameTime,
            ..Claim::new(Color::Black, Ground::Flag)
        }));
        rule(&c)
    };
    let r = claim_and_flag("0:01");
    assert_eq!(score(&r), Score::DRAW);
    assert!(r.steps.iter().any(|s| s.id == "step-event-before-flag"));
    assert!(cites(&r, "6.10.1"));
    let r = claim_and_flag("0:00");
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(r.steps.iter().any(|s| s.id == "step-flag-before-event"));
}

#[test]
fn a_flag_at_the_moment_of_a_resignation_or_an_agreed_draw_counts_for_nothing() {
    for edition in [Edition::E2009, Edition::E2018] {
        // White's flag falls at the very moment of the last of `endings`.
        let game = |endings: Vec<Event>| {
            let mut c = with_clock(
                fen_case(edition, "3", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40"),
                "0:00",
                "0:40",
            );
            c.events.extend(endings);
            c.events.push(Event::Flag {
                side: Color::White,
                order: Order::SameTime,
                check: FlagCheck::default(),
            });
            rule(&c)
        };
        // Black resigns: the resignation ended the game.
        let r = game(vec![Event::Resign {
            by: Color::Black,
            gesture: None,
        }]);
        assert_eq!(score(&r), Score::WHITE_WINS, "{edition}");
        assert!(r.steps.iter().any(|s| s.id == "step-flag-at-resignation"));
        // Black accepts White's standing offer: drawn.
        let offer = DrawOffer {
            by: Color::White,
            moment: OfferMoment::AfterMoving,
            response: OfferResponse::None,
            conditional: false,
            arbiter_consents: false,
            disturbed: None,
        };
        let accept = Event::Answer {
            by: Color::Black,
            answer: OfferAnswer::Accept,
        };
        let r = game(vec![Event::Offer(offer), accept]);
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert!(r.steps.iter().any(|s| s.id == "step-flag-at-agreement"));
    }
}

#[test]
fn a_flag_claimed_at_the_moment_of_a_press_with_time_left_is_rejected() {
    let mut c = with_clock(
        fen_case(
            Edition::E2018,
            "3+2",
            "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 40",
        ),
        "0:01",
        "0:40",
    );
    let mut m = MoveEvent::new(Color::White, "Ra7");
    m.spent = Some(ClockTime::parse("0:00.8").unwrap());
    c.events.push(Event::Move(m));
    c.events.push(Event::Claim(Claim {
        order: Order::SameTime,
        ..Claim::new(Color::Black, Ground::Flag)
    }));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
}

#[test]
fn a_delay_is_used_before_the_main_time() {
    for (edition, article) in [
        (Edition::E2009, "6.2b"),
        (Edition::E2014, "6.3b"),
        (Edition::E2018, "6.3.2"),
        (Edition::E2023, "6.3.2"),
    ] {
        let mut c = with_clock(case(edition, "25d5"), "10:00", "10:00");
        let mut m = MoveEvent::new(Color::White, "e4");
        m.spent = Some(ClockTime::parse("0:04").unwrap());
        c.events.push(Event::Move(m));
        let r = rule(&c);
        assert!(cites(&r, article), "{edition}");
        assert_eq!(r.clocks.unwrap().white, ClockTime::parse("10:00").unwrap());
    }
}

/// In mid-game the clock of the side not having the move ran: the time is charged to the side
/// having the move and given back to the other (6.10.2; 2009 and 2014 6.10b).
#[test]
fn a_clock_running_on_the_wrong_side_in_mid_game_is_put_right() {
    for (edition, article) in [
        (Edition::E2009, "6.13"),
        (Edition::E2014, "6.10b"),
        (Edition::E2023, "6.10.2"),
        (Edition::E2023, "7.1"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:20:00", "1:11:00");
        c.fen = Some("r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R1BQ1RK1 w - - 2 9".into());
        c.events
            .push(Event::Discover(Irregularity::WrongClockRunning {
                elapsed: Some(ClockTime::from_secs(240)),
            }));
        let r = rule(&c);
        assert_eq!(
            r.clocks.map(|k| (k.white.secs(), k.black.secs())),
            Some((76 * 60, 75 * 60)),
            "{edition}"
        );
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_late_white_is_not_charged_twice_for_a_clock_started_on_the_wrong_side() {
    for discover_first in [true, false] {
        let mut c = with_clock(case(Edition::E2023, "90+30"), "1:30:00", "1:20:00");
        c.regulations.default_time_minutes = Some(30);
        let wrong = Event::Discover(Irregularity::WrongClockStarted {
            elapsed: Some(ClockTime::from_mins(10)),
        });
        let late = Event::Arrive {
            by: Color::White,
            minutes_late: 10,
            start_delay: 0,
            arbiter: crate::laws::event::Discretion::Default,
        };
        c.events = if discover_first {
            vec![wrong, late]
        } else {
            vec![late, wrong]
        };
        let r = rule(&c);
        assert_eq!(r.removed.white, 600, "discover first: {discover_first}");
        assert_eq!(r.added.black, 600, "discover first: {discover_first}");
    }
}

#[test]
fn only_the_arbiter_restarts_a_paused_clock() {
    for (edition, restart, best_judgement) in [
        (Edition::E2009, "6.12c", "6.13"),
        (Edition::E2014, "6.12c", "7.1"),
        (Edition::E2018, "6.11.3", "7.1"),
        (Edition::E2023, "6.11.3", "7.1"),
    ] {
        let restarted = |by: Color| {
            let mut c = with_clock(case(edition, "90+30"), "1:10:00", "1:05:00");
            c.moves = "1. e4 e5".into();
            c.events.push(Event::PauseClock {
                by: Color::White,
                reason: PauseReason::DisplacedPieces,
            });
            c.events.push(Event::RestartClock {
                by,
                elapsed: Some(ClockTime::parse("0:45").unwrap()),
            });
            rule(&c)
        };
        // Black restarts it on White's move: White's 45 seconds are given back.
        let r = restarted(Color::Black);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert_eq!(r.sanctions, [Sanction::Discretionary(Color::Black)]);
        assert!(r.actions.contains(&Action::PauseClocks));
        assert_eq!((r.added.white, r.added.black), (45, 0), "{edition}");
        assert!(cites(&r, restart) && cites(&r, best_judgement), "{edition}");
        // White restarts his own clock: the time he lost is his own loss.
        let r = restarted(Color::White);
        assert_eq!((r.added.white, r.added.black), (0, 0), "{edition}");
        assert_eq!(r.sanctions, [Sanction::Discretionary(Color::White)]);
    }
}

#[test]
fn a_wrong_setting_found_at_the_flag_stands_after_the_move_limit_without_supervision() {
    for (edition, limit_article) in [
        (Edition::E2009, "A4a"),
        (Edition::E2018, "A.4.1.1"),
        (Edition::E2023, "A.5.1.1"),
    ] {
        let flagged = |supervision: Supervision| {
            let mut c = with_clock(
                fen_case(
                    edition,
                    "15+10",
                    "r4rk1/pp3ppp/2n5/3q4/3P4/2P2N2/P4PPP/R2Q1RK1 w - - 0 31",
                ),
                "0:00",
                "3:10",
            );
            c.supervision = supervision;
            c.events.push(Event::Claim(Claim {
                flag_check: FlagCheck {
                    fault: Some(ClockFault::WrongSetting),
                    ..FlagCheck::default()
                },
                ..Claim::new(Color::Black, Ground::Flag)
            }));
            rule(&c)
        };
        let r = flagged(Supervision::Unsupervised);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(cites(&r, limit_article), "{edition}");
        // Under full supervision the setting is put right and the flag counts for nothing.
        let r = flagged(Supervision::Supervised);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
    }
}

#[test]
fn a_clock_never_started_or_reset_by_a_knock_gets_its_times_from_the_arbiter() {
    for (edition, start, setting) in [
        (Edition::E2009, "6.5", "6.10b"),
        (Edition::E2023, "6.6", "6.10.2"),
    ] {
        for (what, why) in [
            (Irregularity::ClockNotStarted, start),
            (Irregularity::ClockTimesLost, setting),
        ] {
            let mut c = with_clock(case(edition, "90+30"), "1:30:00", "1:30:00");
            c.moves = "1. e4 e5 2. Nf3 Nc6".into();
            c.events.push(Event::Discover(what));
            let r = rule(&c);
            assert!(
                r.actions.contains(&Action::CorrectClockSetting),
                "{edition}"
            );
            assert!(cites(&r, why) && cites(&r, setting), "{edition}");
        }
    }
}

#[test]
fn times_typed_wrongly_are_corrected_by_the_difference_and_a_claim_of_right_times_fails() {
    let time = |s: &str| ClockTime::parse(s).unwrap_or_default();
    for (edition, setting) in [(Edition::E2014, "6.10b"), (Edition::E2023, "6.10.2")] {
        let mut c = with_clock(case(edition, "90+30"), "35:12", "28:40");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        // The arbiter replaces a clock and types Black ten minutes short, White 5 s over.
        c.events.push(Event::Discover(Irregularity::DefectiveClock));
        c.events.push(Event::ClockReading {
            white: time("35:17"),
            black: time("18:40"),
        });
        let mut claimed = c.clone();
        c.events
            .push(Event::Discover(Irregularity::WrongClockTimes {
                right: ByColor {
                    white: Some(time("35:12")),
                    black: Some(time("28:40")),
                },
            }));
        let r = rule(&c);
        assert_eq!(r.added.black, 600, "{edition}");
        assert_eq!(r.removed.white, 5, "{edition}");
        assert!(cites(&r, setting), "{edition}");
        // Black's complaint is upheld; White's, about a time set right, is rejected.
        claimed.events.push(Event::Claim(Claim {
            right_times: ByColor {
                white: None,
                black: Some(time("28:40")),
            },
            ..Claim::new(Color::Black, Ground::WrongClockTimes)
        }));
        assert_eq!(
            rule(&claimed).claim,
            Some(ClaimVerdict::Upheld),
            "{edition}"
        );
        claimed.events.push(Event::Claim(Claim {
            right_times: ByColor {
                white: Some(time("35:17")),
                black: None,
            },
            ..Claim::new(Color::White, Ground::WrongClockTimes)
        }));
        let r = rule(&claimed);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert_eq!((r.added.white, r.removed.white), (0, 0), "{edition}");
    }
}

#[test]
fn a_flag_on_a_clock_running_on_the_wrong_side_counts_for_nothing() {
    for (edition, best_judgement) in [(Edition::E2009, "6.13"), (Edition::E2018, "7.1")] {
        let mut c = with_clock(case(edition, "15+10"), "3:10", "0:00");
        c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6".into();
        c.events.push(Event::Claim(Claim {
            flag_check: FlagCheck {
                fault: Some(ClockFault::WrongSide),
                ..FlagCheck::default()
            },
            ..Claim::new(Color::White, Ground::Flag)
        }));
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, best_judgement), "{edition}");
    }
}

#[test]
fn a_late_black_loses_what_his_clock_ran_after_a_late_whites_first_move() {
    let mut c = with_clock(case(Edition::E2009, "40/120,60"), "2:00:00", "2:00:00");
    c.regulations.default_time_minutes = Some(60);
    let arrive = |by, minutes_late| Event::Arrive {
        by,
        minutes_late,
        start_delay: 0,
        arbiter: crate::laws::event::Discretion::Default,
    };
    c.events = vec![
        arrive(Color::White, 10),
        mv(Color::White, "d4"),
        arrive(Color::Black, 25),
    ];
    let r = rule(&c);
    assert_eq!((r.removed.white, r.removed.black), (600, 900));
}

/// A flag at the end of the first period after the 40 moves were made (the counter missed a
/// press), then the counter put right: the half hour the arbiter added at the flag is not
/// added a second time.
#[test]
fn a_period_given_at_the_flag_is_not_given_again_by_the_counter_correction() {
    let mut c = with_clock(case(Edition::E2023, "40/90,30"), "0:00", "4:12");
    c.fen = Some("6k1/5pp1/7p/8/3q4/6P1/5PKP/3Q4 w - - 0 41".into());
    c.events.push(Event::Claim(Claim {
        flag_check: FlagCheck {
            period: Some(1),
            ..FlagCheck::default()
        },
        ..Claim::new(Color::Black, Ground::Flag)
    }));
    c.events.push(Event::Discover(Irregularity::MoveCounter {
        counted: 39,
        fault: CounterFault::Press,
        side: None,
    }));
    let r = rule(&c);
    let clocks = r.clocks.unwrap();
    assert_eq!(clocks.white, ClockTime::parse("30:00").unwrap());
    assert_eq!(clocks.black, ClockTime::parse("34:12").unwrap());
    assert!(r.play_goes_on());
}

/// A counter that missed only White's 40th press: only White is owed the second period.
#[test]
fn a_counter_wrong_for_one_side_only_puts_that_side_right() {
    let mut c = with_clock(case(Edition::E2023, "40/90,30"), "4:10", "11:30");
    c.fen = Some("6k1/5pp1/7p/8/8/6P1/5PKP/3R4 w - - 0 41".into());
    c.events.push(Event::Discover(Irregularity::MoveCounter {
        counted: 39,
        fault: CounterFault::Press,
        side: Some(Color::White),
    }));
    let r = rule(&c);
    assert_eq!((r.added.white, r.added.black), (1800, 0));
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-move-counter-corrected-side")
    );
}

#[test]
fn a_flag_the_move_counter_caused_is_no_flag_and_the_correction_reports_all_it_gives() {
    // White has made 40 moves of 40/90,30+30, but the counter missed a press, so the half
    // hour never came and his clock shows 0:00 on move 41; Black claims. The finding of the
    // counter, made after the claim, shows the flag marks the first period's end (6.10.2).
    for (edition, article) in [(Edition::E2014, "6.10b"), (Edition::E2023, "6.10.2")] {
        let mut c = with_clock(case(edition, "40/90,30+30"), "0:00", "27:10");
        c.fen = Some("6k1/5pp1/7p/8/8/6P1/5PKP/3R4 w - - 0 41".into());
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Flag)));
        c.events.push(Event::Discover(Irregularity::MoveCounter {
            counted: 39,
            fault: CounterFault::Press,
            side: Some(Color::White),
        }));
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        // The half hour and the increment the missed press did not bring.
        assert_eq!(r.added.white, 1830, "{edition}");
        assert_eq!(r.clocks.unwrap().white, ClockTime::parse("30:30").unwrap());
        assert!(cites(&r, article), "{edition}");
        // Without that finding the clock is conclusive and the flag in the last period
        // loses.
        let mut c = with_clock(case(edition, "40/90,30+30"), "0:00", "27:10");
        c.fen = Some("6k1/5pp1/7p/8/8/6P1/5PKP/3R4 w - - 0 41".into());
        c.events.push(Event::flag(Color::White));
        let r = rule(&c);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
    }
}
