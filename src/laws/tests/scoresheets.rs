//! The scoresheet (Article 8): moves written in advance, a move before the previous one is
//! recorded, the draw-offer sign, other writing, electronic scoresheets (2023), the signed
//! result (8.7), and the arbiter's discretion over it and over late arrival (6.7).

use shakmaty::Color;

use super::*;
use crate::laws::event::{Discretion, FlagCheck, OfferAnswer, Order, RecordingAct};
use crate::laws::ruling::{Action, Sanction};

fn act(edition: Edition, control: &str, act: RecordingAct) -> Ruling {
    let mut c = with_clock(case(edition, control), "1:10:00", "1:05:00");
    c.moves = "1. e4 c5 2. Nf3".into();
    c.events.push(Event::Scoresheet {
        by: Color::Black,
        act,
        penalty: None,
    });
    rule(&c)
}

#[test]
fn each_rule_of_recording_under_its_number() {
    for (edition, in_advance, before_next, mark, use_) in [
        (Edition::E2009, "8.1", "8.1", "9.1b(2)", "12.4"),
        (Edition::E2014, "8.1a", "8.1c", "8.1d", "8.1b"),
        (Edition::E2018, "8.1.2", "8.1.3", "8.1.5", "8.1.4"),
        (Edition::E2023, "8.1.2", "8.1.3", "8.1.5", "8.1.4"),
    ] {
        for (a, article) in [
            (RecordingAct::MoveInAdvance, in_advance),
            (RecordingAct::MoveBeforeRecording, before_next),
            (RecordingAct::OfferNotMarked, mark),
            (RecordingAct::NotesOnScoresheet, use_),
        ] {
            let r = act(edition, "40/90,30+30", a);
            assert!(
                r.sanctions.contains(&Sanction::Discretionary(Color::Black)),
                "{edition} {a:?}"
            );
            assert!(cites(&r, article), "{edition} {a:?}: {:?}", r.citations());
        }
    }
}

#[test]
fn the_draw_sign_alone_offers_nothing_and_an_acceptance_of_it_accepts_nothing() {
    for (edition, offer, mark) in [
        (Edition::E2009, "9.1b(1)", "9.1b(2)"),
        (Edition::E2014, "9.1b(1)", "8.1d"),
        (Edition::E2023, "9.1.2.1", "8.1.5"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:10:00", "1:05:00");
        c.moves = "1. e4 c5 2. Nf3".into();
        c.events.push(Event::Scoresheet {
            by: Color::White,
            act: RecordingAct::MarkWithoutOffer,
            penalty: None,
        });
        c.events.push(Event::Answer {
            by: Color::Black,
            answer: OfferAnswer::Accept,
        });
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
        assert!(
            cites(&r, offer) && cites(&r, mark),
            "{edition}: {:?}",
            r.citations()
        );
    }
}

#[test]
fn a_move_before_recording_is_no_offence_where_recording_is_not_required() {
    for a in [
        RecordingAct::MoveBeforeRecording,
        RecordingAct::OfferNotMarked,
    ] {
        let r = act(Edition::E2023, "25+10", a);
        assert_eq!(r.allowed, Some(true), "{a:?}");
        assert!(r.sanctions.is_empty());
    }
    // Writing moves in advance is forbidden even where recording is not required.
    let r = act(Edition::E2023, "25+10", RecordingAct::MoveInAdvance);
    assert_eq!(r.allowed, Some(false));
    let mut c = with_clock(case(Edition::E2018, "90"), "1:10:00", "0:04:00");
    c.moves = "1. e4 c5 2. Nf3".into();
    c.events.push(Event::Scoresheet {
        by: Color::Black,
        act: RecordingAct::MoveBeforeRecording,
        penalty: None,
    });
    let r = rule(&c);
    assert_eq!(r.allowed, Some(true));
    assert!(cites(&r, "8.4"));
}

#[test]
fn a_defective_electronic_scoresheet_is_replaced_from_2023() {
    let r = act(Edition::E2023, "90+30", RecordingAct::ElectronicDefect);
    assert!(r.actions.contains(&Action::ReplaceScoresheet));
    assert!(cites(&r, "8.3"));
    assert!(r.sanctions.is_empty());
    let r = act(Edition::E2018, "90+30", RecordingAct::ElectronicDefect);
    assert!(!r.actions.contains(&Action::ReplaceScoresheet));
}

fn mated_then_signed(edition: Edition, signed: Score, arbiter: Discretion) -> Ruling {
    let mut c = case(edition, "90+30");
    c.moves = "1. f3 e5 2. g4".into();
    c.events.push(mv(Color::Black, "Qh4#"));
    c.events.push(Event::SignResult {
        result: signed,
        arbiter,
        by: None,
    });
    rule(&c)
}

#[test]
fn a_signed_result_stands_unless_the_arbiter_decides_otherwise() {
    for edition in [
        Edition::E2009,
        Edition::E2014,
        Edition::E2018,
        Edition::E2023,
    ] {
        let r = mated_then_signed(edition, Score::WHITE_WINS, Discretion::Default);
        assert_eq!(score(&r), Score::WHITE_WINS, "{edition}");
        assert!(cites(&r, "8.7"));
        let r = mated_then_signed(edition, Score::WHITE_WINS, Discretion::Otherwise);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        let r = mated_then_signed(edition, Score::BLACK_WINS, Discretion::Default);
        assert!(r.steps.iter().any(|s| s.id == "step-signed-result-agrees"));
    }
    // Signed in the middle of the game: the signatures give the result.
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events.push(Event::SignResult {
        result: Score::DRAW,
        arbiter: Discretion::Default,
        by: None,
    });
    assert_eq!(score(&rule(&c)), Score::DRAW);
}

fn signed_apart(c: &mut Case, white: Score, black: Option<Score>) {
    for (by, result) in [(Color::White, Some(white)), (Color::Black, black)] {
        if let Some(result) = result {
            c.events.push(Event::SignResult {
                result,
                arbiter: Discretion::Default,
                by: Some(by),
            });
        }
    }
}

#[test]
fn results_signed_apart_stand_only_when_they_agree() {
    for edition in [Edition::E2009, Edition::E2018, Edition::E2023] {
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6".into();
        signed_apart(&mut c, Score::WHITE_WINS, Some(Score::DRAW));
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Undecided, "{edition}");
        assert!(cites(&r, "8.7"));
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6".into();
        signed_apart(&mut c, Score::DRAW, Some(Score::DRAW));
        assert_eq!(score(&rule(&c)), Score::DRAW, "{edition}");
        // One signature alone makes no signed result.
        let mut c = case(edition, "90+30");
        c.moves = "1. d4 d5 2. c4 e6".into();
        signed_apart(&mut c, Score::WHITE_WINS, None);
        assert_eq!(rule(&c).result, GameResult::Continues, "{edition}");
    }
    // After a mate on the board, the result the game reached stands whatever they sign.
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. f3 e5 2. g4".into();
    c.events.push(mv(Color::Black, "Qh4#"));
    signed_apart(&mut c, Score::WHITE_WINS, Some(Score::DRAW));
    assert_eq!(score(&rule(&c)), Score::BLACK_WINS);
}

#[test]
fn a_scoring_assistant_the_arbiter_accepts_is_allowed() {
    for (edition, article) in [
        (Edition::E2009, "8.1"),
        (Edition::E2014, "8.1e"),
        (Edition::E2018, "8.1.6"),
        (Edition::E2023, "8.1.6"),
    ] {
        let r = act(edition, "90+30", RecordingAct::ScoringAssistant);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, article), "{edition}");
        assert!(r.sanctions.is_empty());
    }
}

#[test]
fn a_player_may_appeal_after_signing_unless_the_regulations_forbid() {
    for (edition, article) in [
        (Edition::E2009, "12.10"),
        (Edition::E2014, "11.10"),
        (Edition::E2018, "11.10"),
        (Edition::E2023, "11.10"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. f3 e5 2. g4".into();
        c.events.push(mv(Color::Black, "Qh4#"));
        c.events.push(Event::SignResult {
            result: Score::BLACK_WINS,
            arbiter: Discretion::Default,
            by: None,
        });
        c.events.push(Event::Appeal { by: Color::White });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, article) && cites(&r, "8.7"), "{edition}");
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        c.regulations.no_appeal = true;
        assert_eq!(rule(&c).allowed, Some(false), "{edition}");
    }
}

fn late(edition: Edition, by: Color, minutes: u32, arbiter: Discretion) -> Ruling {
    let mut c = case(edition, "90+30");
    c.events.push(Event::Arrive {
        by,
        minutes_late: minutes,
        start_delay: 0,
        arbiter,
    });
    rule(&c)
}

#[test]
fn the_arbiter_may_excuse_a_late_arrival_from_2014() {
    for (edition, article) in [
        (Edition::E2014, "6.7a"),
        (Edition::E2018, "6.7.1"),
        (Edition::E2023, "6.7.1"),
    ] {
        let r = late(edition, Color::White, 5, Discretion::Otherwise);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.removed.white, 300);
        assert!(cites(&r, article));
        let r = late(edition, Color::White, 5, Discretion::Default);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
    }
    // 2009 gives the arbiter no such power.
    let r = late(Edition::E2009, Color::White, 5, Discretion::Otherwise);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-late-arrival-no-discretion")
    );
}

#[test]
fn with_neither_player_present_the_arbiter_may_spare_white_the_time_that_passed() {
    let white_late = |black_late: bool| {
        let mut c = case(Edition::E2023, "90+30");
        c.regulations.default_time_minutes = Some(30);
        c.events.push(Event::Arrive {
            by: Color::White,
            minutes_late: 10,
            start_delay: 0,
            arbiter: Discretion::Otherwise,
        });
        if black_late {
            c.events.push(Event::Arrive {
                by: Color::Black,
                minutes_late: 20,
                start_delay: 0,
                arbiter: Discretion::Default,
            });
        }
        rule(&c)
    };
    let r = white_late(true);
    assert_eq!(r.removed.white, 0);
    assert!(cites(&r, "6.7.2"));
    // With Black at the board from the start, White's clock ran from it (6.6): no power
    // to give the time back, and the ruling says why.
    let r = white_late(false);
    assert_eq!(r.removed.white, 600);
    assert!(cites(&r, "6.6"));
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-late-arrival-white-alone-no-discretion")
    );
}

#[test]
fn a_late_black_loses_only_the_time_since_white_pressed() {
    for (arbiter, minutes, lost) in [
        // Excused after the default time: his clock ran from White's first move.
        (Discretion::Otherwise, 7, 7 * 60 - 10),
        // Within a default time of 15 minutes, the same reckoning.
        (Discretion::Default, 10, 10 * 60 - 10),
    ] {
        let mut c = with_clock(case(Edition::E2023, "90+30"), "1:30:00", "1:30:00");
        c.regulations.default_time_minutes = (arbiter == Discretion::Default).then_some(15);
        let Event::Move(mut first) = mv(Color::White, "d4") else {
            unreachable!()
        };
        first.spent = Some(ClockTime::from_secs(10));
        c.events.push(Event::Move(first));
        c.events.push(Event::Arrive {
            by: Color::Black,
            minutes_late: minutes,
            start_delay: 0,
            arbiter,
        });
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{arbiter:?}");
        assert_eq!(r.removed.black, lost, "{arbiter:?}");
    }
    // Before White has moved, Black's clock has not started: nothing is lost.
    let r = late(Edition::E2023, Color::Black, 5, Discretion::Otherwise);
    assert_eq!(r.removed.black, 0);
}

#[test]
fn a_scoresheet_kept_from_the_arbiter_and_one_in_another_notation() {
    use crate::laws::ruling::Penalty;
    for (edition, duty, warning) in [
        (Edition::E2009, "8.1", "13.4a"),
        (Edition::E2014, "8.1a", "12.9a"),
        (Edition::E2018, "8.1.1", "12.9.1"),
        (Edition::E2023, "8.1.1", "12.9.1"),
    ] {
        let r = act(edition, "90+30", RecordingAct::Hidden);
        assert!(cites(&r, "8.2"), "{edition}");
        assert_eq!(r.allowed, Some(false));
        assert!(r.sanctions.contains(&Sanction::Discretionary(Color::Black)));
        let r = act(edition, "90+30", RecordingAct::NonAlgebraic);
        assert!(cites(&r, "App. C") && cites(&r, duty), "{edition}");
        assert!(cites(&r, warning), "{edition}");
        assert_eq!(
            r.sanctions,
            [Sanction::Applied(Color::Black, Penalty::Warning)],
            "{edition}: the Laws prescribe the warning, nothing more"
        );
        assert_eq!(r.result, GameResult::Continues);
    }
}

#[test]
fn the_duty_to_update_waits_for_a_flag_that_counts() {
    for edition in [Edition::E2009, Edition::E2018] {
        let before = act(edition, "40/90,30", RecordingAct::NotUpdatedAfterFlag);
        assert_eq!(before.allowed, Some(true), "{edition}: no flag has fallen");
        // A clock at zero that nobody has seen or claimed is no fallen flag yet (6.8).
        let mut c = with_clock(case(edition, "40/90,30"), "2:00", "0:00");
        c.moves = "1. e4 c5 2. Nf3".into();
        c.events.push(Event::Scoresheet {
            by: Color::Black,
            act: RecordingAct::NotUpdatedAfterFlag,
            penalty: None,
        });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, "6.8"), "{edition}");
        // Rapid players have no such duty at all.
        let rapid = act(edition, "25+10", RecordingAct::NotUpdatedAfterFlag);
        assert_eq!(rapid.allowed, Some(true), "{edition}");
    }
}

#[test]
fn a_flag_that_marked_the_end_of_a_period_also_calls_for_the_update() {
    // White's mechanical clock drops its flag at the end of period 1 after his 40 moves:
    // nothing is overstepped, but Black, who stopped recording, must now update.
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 41";
    let mut c = with_clock(fen_case(Edition::E2018, "40/120,60", fen), "0:00", "3:00");
    c.events.push(Event::Flag {
        side: Color::White,
        order: crate::laws::event::Order::After,
        check: crate::laws::event::FlagCheck {
            period: Some(1),
            ..crate::laws::event::FlagCheck::default()
        },
    });
    c.events.push(Event::Scoresheet {
        by: Color::Black,
        act: RecordingAct::NotUpdatedAfterFlag,
        penalty: None,
    });
    let r = rule(&c);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "8.5.2"));
}

#[test]
fn an_illegible_scoresheet_and_a_refusal_to_sign_are_offences() {
    let r = act(Edition::E2018, "90+30", RecordingAct::Illegible);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "8.1.1"));
    // Refusing to sign comes after the game, and is still ruled.
    let mut c = fen_case(Edition::E2023, "90+30", "7k/6Q1/6K1/8/8/8/8/8 b - - 0 60");
    c.events.push(Event::Scoresheet {
        by: Color::Black,
        act: RecordingAct::RefusesToSign,
        penalty: None,
    });
    let r = rule(&c);
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "8.7"));
}

#[test]
fn after_a_period_flag_the_arbiter_may_give_the_move_count() {
    let fen = "r4rk1/pp3ppp/2n5/8/8/2N5/PP3PPP/R4RK1 w - - 0 41";
    let mut c = with_clock(fen_case(Edition::E2018, "40/120,60", fen), "0:00", "3:00");
    c.events.push(Event::Flag {
        side: Color::White,
        order: crate::laws::event::Order::After,
        check: crate::laws::event::FlagCheck {
            period: Some(1),
            ..crate::laws::event::FlagCheck::default()
        },
    });
    c.events.push(Event::ArbiterRemark {
        to: Color::White,
        about: crate::laws::event::RemarkAbout::MoveCount,
    });
    assert_eq!(rule(&c).allowed, Some(true));
}

#[test]
fn clock_times_beside_the_moves_are_what_the_scoresheet_is_for() {
    for (edition, article) in [
        (Edition::E2009, "12.4"),
        (Edition::E2014, "8.1b"),
        (Edition::E2023, "8.1.4"),
    ] {
        let r = act(edition, "90+30", RecordingAct::ClockTimes);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

/// The opponent's scoresheet, borrowed to update one's own after a flag: allowed on one's own
/// move (8.5.2; 2014 and 2009 8.5b), not before any flag has fallen nor off one's move.
#[test]
fn borrowing_the_opponents_scoresheet_after_a_flag() {
    for (edition, article) in [(Edition::E2009, "8.5b"), (Edition::E2018, "8.5.2")] {
        let r = act(edition, "90+30", RecordingAct::BorrowsOpponents);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, article), "{edition}");
        let borrow = |by: Color| {
            // White has made his 40 moves; his flag marks the end of the first period.
            let mut c = with_clock(case(edition, "40/90, 30"), "0:00", "0:12:00");
            c.fen = Some("r4rk1/1pp2ppp/p1n5/3qp3/8/2NP1N2/PPPQ1PPP/R4RK1 w - - 0 42".into());
            c.events.push(Event::Flag {
                side: Color::White,
                order: Order::After,
                check: FlagCheck {
                    period: Some(1),
                    ..FlagCheck::default()
                },
            });
            c.events.push(Event::Scoresheet {
                by,
                act: RecordingAct::BorrowsOpponents,
                penalty: None,
            });
            rule(&c)
        };
        assert_eq!(borrow(Color::White).allowed, Some(true), "{edition}");
        assert_eq!(borrow(Color::Black).allowed, Some(false), "{edition}");
    }
}

#[test]
fn the_moves_go_on_the_prescribed_scoresheet() {
    for (edition, duty) in [
        (Edition::E2009, "8.1"),
        (Edition::E2014, "8.1a"),
        (Edition::E2023, "8.1.1"),
    ] {
        let r = act(edition, "90+30", RecordingAct::OtherPaper);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, duty), "{edition}");
    }
}

#[test]
fn the_scoresheet_is_handed_in_after_the_game() {
    for edition in [
        Edition::E2009,
        Edition::E2014,
        Edition::E2018,
        Edition::E2023,
    ] {
        let r = act(edition, "90+30", RecordingAct::Kept);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, "8.3"), "{edition}");
    }
}

/// Neither player records (both under five minutes), and White's flag marks the end of the
/// first period: the arbiter pauses the clock and both update, either borrowing the other's
/// scoresheet whoever has the move (8.5.1; 2009 and 2014 8.5a).
#[test]
fn both_stopped_recording_update_together_after_a_flag() {
    for (edition, article) in [
        (Edition::E2009, "8.5a"),
        (Edition::E2014, "8.5a"),
        (Edition::E2023, "8.5.1"),
    ] {
        let flag_then = |both: bool, then: Option<Event>| {
            let black = if both { "0:04:00" } else { "0:12:00" };
            let mut c = with_clock(case(edition, "40/90, 30"), "0:00", black);
            c.fen = Some("r4rk1/1pp2ppp/p1n5/3qp3/8/2NP1N2/PPPQ1PPP/R4RK1 w - - 0 42".into());
            c.events.push(Event::StopRecording { by: Color::White });
            if both {
                c.events.push(Event::StopRecording { by: Color::Black });
            }
            c.events.push(Event::Flag {
                side: Color::White,
                order: Order::After,
                check: FlagCheck {
                    period: Some(1),
                    ..FlagCheck::default()
                },
            });
            c.events.extend(then);
            rule(&c)
        };
        let r = flag_then(true, None);
        assert!(cites(&r, article), "{edition}");
        assert!(r.actions.contains(&Action::PauseClocks), "{edition}");
        let r = flag_then(false, None);
        assert!(!cites(&r, article), "{edition}");
        let borrow = Event::Scoresheet {
            by: Color::Black,
            act: RecordingAct::BorrowsOpponents,
            penalty: None,
        };
        assert_eq!(
            flag_then(true, Some(borrow.clone())).allowed,
            Some(true),
            "{edition}"
        );
    }
}

#[test]
fn replying_before_recording_the_opponents_move_is_allowed() {
    for (edition, article) in [
        (Edition::E2009, "8.1"),
        (Edition::E2014, "8.1c"),
        (Edition::E2023, "8.1.3"),
    ] {
        let r = act(edition, "90+30", RecordingAct::ReplyBeforeRecording);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_rapid_player_who_asks_for_a_scoresheet_is_given_one_from_2018() {
    for edition in Edition::ALL {
        let r = act(edition, "15+10", RecordingAct::AsksForScoresheet);
        assert_eq!(r.allowed, Some(true), "{edition}");
        let provided = r.actions.contains(&Action::ProvideScoresheet);
        assert_eq!(
            provided,
            matches!(edition, Edition::E2018 | Edition::E2023),
            "{edition}"
        );
        if provided {
            assert!(cites(&r, "A.2"), "{edition}");
        }
    }
    // A standard player records anyway: nothing to provide.
    let r = act(Edition::E2023, "90+30", RecordingAct::AsksForScoresheet);
    assert!(!r.actions.contains(&Action::ProvideScoresheet));
}

#[test]
fn the_clock_of_a_player_with_an_assistant_is_adjusted_but_from_2014_not_for_a_disability() {
    use crate::laws::event::AssistantDuty;
    for edition in Edition::ALL {
        for disability in [false, true] {
            let mut c = case(edition, "90+30");
            c.moves = "1. d4 d5".into();
            c.events.push(Event::Assistant {
                by: Color::White,
                duty: AssistantDuty::Clock,
                disability,
                accepted: true,
            });
            let r = rule(&c);
            let adjusted = r.actions.contains(&Action::AdjustClock(Color::White));
            assert_eq!(
                adjusted,
                !disability || edition == Edition::E2009,
                "{edition} disability={disability}"
            );
        }
    }
    // A scoring assistant for an injured hand: the clock is adjusted.
    let r = act(Edition::E2018, "90+30", RecordingAct::ScoringAssistant);
    assert!(r.actions.contains(&Action::AdjustClock(Color::Black)));
}

#[test]
fn the_recording_relief_follows_the_increment_of_the_players_period() {
    // 30 seconds a move from move 61 only: before it a player under five minutes may stop
    // recording, in the last period he may not (8.4).
    for (edition, relief) in [(Edition::E2014, "8.4"), (Edition::E2023, "8.4")] {
        for (moves, allowed) in [(50, true), (65, false)] {
            let fen = format!("8/5k2/8/3R4/8/2K5/8/6r1 w - - 10 {moves}");
            let mut c = with_clock(
                fen_case(edition, "40/90+0,20/60+0,30+30", &fen),
                "4:00",
                "30:00",
            );
            c.events.push(Event::StopRecording { by: Color::White });
            let r = rule(&c);
            assert_eq!(r.allowed, Some(allowed), "{edition} move {moves}");
            assert!(cites(&r, relief));
        }
    }
}
