//! Irregularities (7.2–7.6, 6.10.2, A.5.1) and illegal positions in unsupervised games.

use shakmaty::Color;

use super::*;
use crate::laws::event::{DeviceFinding, DeviceOwner, Discretion, Irregularity};
use crate::laws::ruling::{Action, Points};

fn after_moves(edition: Edition, control: &str, n: u32) -> Case {
    // A Ruy Lopez that never repeats a position, so no automatic draw interferes.
    const MOVES: [&str; 12] = [
        "e4 e5",
        "Nf3 Nc6",
        "Bb5 a6",
        "Ba4 Nf6",
        "O-O Be7",
        "Re1 b5",
        "Bb3 d6",
        "c3 O-O",
        "h3 Nb8",
        "d4 Nbd7",
        "c4 c6",
        "cxb5 axb5",
    ];
    let mut c = case(edition, control);
    c.moves = (1..=n)
        .map(|i| format!("{i}. {}", MOVES[i as usize - 1]))
        .collect::<Vec<_>>()
        .join(" ");
    c
}

#[test]
fn wrong_setup_replays_the_game_unless_ten_moves_have_passed_unsupervised() {
    let setup = Irregularity::WrongSetup {
        king_misplaced: Some(Color::White),
        rook_misplaced: None,
    };
    let mut c = after_moves(Edition::E2023, "90+30", 12);
    c.events.push(Event::Discover(setup.clone()));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::NewGame));
    assert!(cites(&r, "7.2.1"));
    let mut c = after_moves(Edition::E2023, "5+3", 12);
    c.events.push(Event::Discover(setup.clone()));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::NoCastling(Color::White)));
    assert!(cites(&r, "A.5.1.2"));
    let mut c = after_moves(Edition::E2023, "5+3", 9);
    c.events.push(Event::Discover(setup.clone()));
    assert!(rule(&c).actions.contains(&Action::NewGame));
    // 2009: three moves each.
    let mut c = after_moves(Edition::E2009, "5", 3);
    c.events.push(Event::Discover(setup.clone()));
    assert!(cites(&rule(&c), "A4a"));
}

#[test]
fn reversed_colours_by_edition() {
    let mut c = after_moves(Edition::E2018, "90+30", 8);
    c.events
        .push(Event::Discover(Irregularity::ReversedColours {
            arbiter: Discretion::Default,
        }));
    assert!(rule(&c).actions.contains(&Action::NewGame));
    let mut c = after_moves(Edition::E2018, "90+30", 10);
    c.events
        .push(Event::Discover(Irregularity::ReversedColours {
            arbiter: Discretion::Default,
        }));
    assert!(rule(&c).actions.contains(&Action::PlayOn));
    let mut c = after_moves(Edition::E2014, "90+30", 2);
    c.events
        .push(Event::Discover(Irregularity::ReversedColours {
            arbiter: Discretion::Default,
        }));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::PlayOn));
    assert!(cites(&r, "7.3"));
}

#[test]
fn wrong_clock_setting() {
    let mut c = after_moves(Edition::E2023, "25", 4);
    c.events
        .push(Event::Discover(Irregularity::WrongClockSetting {
            schedule_at_risk: false,
            setting: None,
            side: None,
            counted: None,
        }));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::CorrectClockSetting));
    assert!(cites(&r, "6.10.2"));
    let mut c = after_moves(Edition::E2023, "25", 11);
    c.events
        .push(Event::Discover(Irregularity::WrongClockSetting {
            schedule_at_risk: false,
            setting: None,
            side: None,
            counted: None,
        }));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::KeepClockSetting));
    assert!(cites(&r, "A.5.1.1"));
}

#[test]
fn unsupervised_illegal_position_waits_one_move_then_draws() {
    // Both kings in check, White to move: if White's move leaves it illegal, a draw.
    let fen = "4k3/8/8/8/4R3/8/8/r3K3 w - - 0 40";
    let mut c = fen_case(Edition::E2023, "3+2", fen);
    c.events
        .push(Event::Discover(Irregularity::IllegalPosition));
    c.events.push(mv(Color::White, "Re4-e5"));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "A.5.4"));
    // White's king steps out of check: the position is legal again and play goes on.
    let mut c = fen_case(Edition::E2023, "3+2", fen);
    c.events
        .push(Event::Discover(Irregularity::IllegalPosition));
    c.events.push(mv(Color::White, "Ke1-e2"));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(r.actions.contains(&Action::WaitForNextMove));
    // The reasoning names the case as A.5.4 does: both kings in check.
    assert!(r.steps.iter().any(|s| {
        s.args
            .iter()
            .any(|(_, a)| *a == crate::laws::step::Arg::Message("illegal-position-both-kings"))
    }));
}

/// The wait-then-draw rule names a pawn on the rank farthest from its start, not one on its
/// own first rank (2023 A.5.4, 2018 A.4.4, 2014 A.4d).
#[test]
fn only_the_illegal_positions_the_rule_names_are_waited_on() {
    let found = |fen: &str| {
        let mut c = fen_case(Edition::E2018, "3+2", fen);
        c.events
            .push(Event::Discover(Irregularity::IllegalPosition));
        rule(&c)
    };
    let r = found("4k3/8/8/8/8/8/8/4K1P1 b - - 0 40");
    assert!(r.actions.contains(&Action::NoIntervention));
    assert!(!r.actions.contains(&Action::WaitForNextMove));
    assert!(cites(&r, "A.4.4"));
    let r = found("4k1P1/8/8/8/8/8/8/4K3 b - - 0 40");
    assert!(r.actions.contains(&Action::WaitForNextMove));
}

#[test]
fn an_illegal_position_found_by_the_2009_rapid_arbiter_is_penalised_as_an_illegal_move() {
    // 2009 A4c: the arbiter steps in himself, so 7.4a/7.4b apply: restore and two minutes.
    let fen = "4k3/8/8/8/4R3/8/8/r3K3 w - - 0 40";
    let mut c = fen_case(Edition::E2009, "20", fen);
    c.supervision = Supervision::Unsupervised;
    c.events
        .push(Event::Discover(Irregularity::IllegalPosition));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::RestorePosition));
    assert_eq!(r.added.white, 120);
    assert!(cites(&r, "7.4a") && cites(&r, "A4c"));
}

#[test]
fn devices_by_edition() {
    let device = |edition: Edition, fen: &str, finding: DeviceFinding, bag: bool| {
        let mut c = fen_case(edition, "90+30", fen);
        c.regulations.devices_in_bag_allowed = bag;
        c.events.push(Event::Device {
            by: Color::White,
            finding,
            owner: DeviceOwner::Player,
            permission: false,
        });
        rule(&c)
    };
    let lone_black_king = "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 60";
    // 2009: a sound loses, but an opponent who cannot win only draws.
    let r = device(Edition::E2009, lone_black_king, DeviceFinding::Rang, false);
    assert_eq!(
        score(&r),
        Score {
            white: Points::Zero,
            black: Points::Half
        }
    );
    assert_eq!(
        device(
            Edition::E2009,
            lone_black_king,
            DeviceFinding::OnPerson,
            false
        )
        .allowed,
        Some(true)
    );
    // 2009: switched on but silent is forbidden, not a loss; from 2014 possession loses.
    let r = device(
        Edition::E2009,
        lone_black_king,
        DeviceFinding::SwitchedOn,
        false,
    );
    assert_eq!(r.allowed, Some(false));
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "12.3b"));
    assert_eq!(
        score(&device(
            Edition::E2014,
            lone_black_king,
            DeviceFinding::SwitchedOn,
            false
        )),
        Score::BLACK_WINS
    );
    // 2018 on: no exception; a bag is fine if the regulations allow it.
    assert_eq!(
        score(&device(
            Edition::E2018,
            lone_black_king,
            DeviceFinding::Rang,
            false
        )),
        Score::BLACK_WINS
    );
    assert_eq!(
        device(Edition::E2023, lone_black_king, DeviceFinding::InBag, true).result,
        GameResult::Continues
    );
    assert_eq!(
        score(&device(
            Edition::E2014,
            lone_black_king,
            DeviceFinding::InBag,
            false
        )),
        Score::BLACK_WINS
    );
}

#[test]
fn late_arrival_and_default_time() {
    let late = |edition: Edition, default: Option<u32>, minutes: u32| {
        let mut c = case(edition, "90+30");
        c.regulations.default_time_minutes = default;
        c.events.push(Event::Arrive {
            by: Color::Black,
            minutes_late: minutes,
            start_delay: 0,
            arbiter: Discretion::Default,
        });
        rule(&c)
    };
    assert_eq!(score(&late(Edition::E2023, None, 1)), Score::WHITE_WINS);
    assert!(cites(&late(Edition::E2023, None, 1), "6.7.1"));
    assert_eq!(
        late(Edition::E2023, Some(30), 20).result,
        GameResult::Continues
    );
    assert_eq!(
        score(&late(Edition::E2023, Some(30), 31)),
        Score::WHITE_WINS
    );
    assert!(cites(&late(Edition::E2009, None, 5), "6.6a"));
}

/// A round started late: lateness and the time lost count from the start of the session, not
/// from the time the schedule gave.
#[test]
fn lateness_counts_from_a_delayed_start_of_the_session() {
    let late = |minutes: u32, delay: u32| {
        let mut c = with_clock(case(Edition::E2018, "90+30"), "1:30:00", "1:30:00");
        c.regulations.default_time_minutes = Some(30);
        c.events.push(Event::Arrive {
            by: Color::White,
            minutes_late: minutes,
            start_delay: delay,
            arbiter: Discretion::Default,
        });
        rule(&c)
    };
    let r = late(35, 10);
    assert_eq!(r.result, GameResult::Continues);
    assert_eq!(r.clocks.map(|k| k.white.secs()), Some(65 * 60));
    assert_eq!(score(&late(35, 0)), Score::BLACK_WINS);
    let r = late(8, 10);
    assert_eq!(r.clocks.map(|k| k.white.secs()), Some(90 * 60));
    assert!(cites(&r, "6.7.1"));
}

#[test]
fn a_late_black_loses_the_time_since_whites_first_move_as_the_clocks_show_it() {
    // White played 1. d4 at once (his clock shows 90 minutes plus the increment): Black's
    // clock has run for all of the 22 minutes. Had White spent 10 minutes, only 12 are lost.
    for (white, black_after) in [("1:30:30", 68 * 60), ("1:20:30", 78 * 60)] {
        let mut c = with_clock(case(Edition::E2023, "90+30"), white, "1:30:00");
        c.moves = "1. d4".into();
        c.regulations.default_time_minutes = Some(30);
        c.events.push(Event::Arrive {
            by: Color::Black,
            minutes_late: 22,
            start_delay: 0,
            arbiter: Discretion::Default,
        });
        let r = rule(&c);
        assert_eq!(
            r.clocks.map(|k| k.black.secs()),
            Some(black_after),
            "{white}"
        );
    }
}

#[test]
fn an_illegal_position_found_in_standard_play_is_an_illegal_move() {
    // A pawn left on the last rank by White's last move: queen, and two minutes to Black.
    let mut c = fen_case(Edition::E2023, "90+30", "4P3/6k1/8/8/8/8/6K1/8 b - - 0 60");
    c.events
        .push(Event::Discover(Irregularity::IllegalPosition));
    let r = rule(&c);
    assert!(
        r.actions
            .contains(&Action::PawnBecomesQueen(shakmaty::Square::E8))
    );
    assert_eq!(r.added.black, 120);
    assert!(cites(&r, "7.5.2") && cites(&r, "7.5.5"));
}

#[test]
fn in_2009_only_the_misplaced_king_loses_castling() {
    let setup = Irregularity::WrongSetup {
        king_misplaced: Some(Color::White),
        rook_misplaced: Some(shakmaty::Square::H1),
    };
    let mut c = after_moves(Edition::E2009, "5", 4);
    c.events.push(Event::Discover(setup.clone()));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::NoCastling(Color::White)));
    assert!(
        !r.actions
            .iter()
            .any(|a| matches!(a, Action::NoCastlingWithRook(_)))
    );
}

#[test]
fn the_arbiter_may_order_a_new_game_for_reversed_colours_only_where_the_laws_let_him() {
    let reversed = |edition, arbiter| {
        let mut c = after_moves(edition, "90+30", 12);
        c.events
            .push(Event::Discover(Irregularity::ReversedColours { arbiter }));
        rule(&c)
    };
    // 2009 7.2 and 2014 7.3: the game goes on unless the arbiter decides otherwise.
    for (edition, article) in [(Edition::E2009, "7.2"), (Edition::E2014, "7.3")] {
        let r = reversed(edition, Discretion::Otherwise);
        assert!(r.actions.contains(&Action::NewGame), "{edition}");
        assert!(cites(&r, article));
        let r = reversed(edition, Discretion::Default);
        assert!(r.actions.contains(&Action::PlayOn), "{edition}");
    }
    // From 2018 the count of moves decides: twelve moves each, so play goes on regardless.
    let r = reversed(Edition::E2018, Discretion::Otherwise);
    assert!(r.actions.contains(&Action::PlayOn));
    assert!(!r.actions.contains(&Action::NewGame));
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-reversed-colours-no-discretion")
    );
}

#[test]
fn displaced_pieces_whose_position_before_is_lost_resume_from_the_last_identifiable_one() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events
        .push(Event::Discover(Irregularity::DisplacedPieces {
            identifiable: Some(2),
        }));
    let r = rule(&c);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-displaced-last-identifiable")
    );
    assert!(r.actions.contains(&Action::RestorePosition));
    assert!(cites(&r, "7.6"));
}

#[test]
fn both_players_beyond_the_default_time_both_lose() {
    let mut c = case(Edition::E2023, "90+30");
    c.regulations.default_time_minutes = Some(30);
    for (by, minutes_late) in [(Color::White, 40), (Color::Black, 45)] {
        c.events.push(Event::Arrive {
            by,
            minutes_late,
            start_delay: 0,
            arbiter: Discretion::Default,
        });
    }
    assert_eq!(score(&rule(&c)), Score::BOTH_LOSE);
}

#[test]
fn both_players_found_with_a_device_both_lose() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    for by in [Color::White, Color::Black] {
        c.events.push(Event::Device {
            by,
            finding: DeviceFinding::OnPerson,
            owner: DeviceOwner::Player,
            permission: false,
        });
    }
    assert_eq!(score(&rule(&c)), Score::BOTH_LOSE);
}

/// The penalty the arbiter chose for pieces knocked over is applied: one minute to the
/// opponent (7.4.3 with 12.9.2).
#[test]
fn the_penalty_chosen_for_displaced_pieces_is_applied() {
    use crate::laws::event::{OpponentScore, PenaltyChoice};
    use crate::laws::ruling::Penalty;
    let mut c = with_clock(case(Edition::E2023, "90+30"), "1:00:00", "1:00:00");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(Event::Displace {
        by: Color::Black,
        penalty: Some(PenaltyChoice {
            penalty: Penalty::TimeToOpponent,
            time: Some(ClockTime::from_mins(1)),
            opponent_scores: OpponentScore::Win,
        }),
    });
    let r = rule(&c);
    assert_eq!(r.added.white, 60);
    assert!(cites(&r, "7.4.3") && cites(&r, "12.9.2"));
}

#[test]
fn pieces_set_by_hand_on_wrong_squares_are_put_back_with_the_moves_since_cancelled() {
    let start = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    for (edition, article) in [
        (Edition::E2009, "7.5"),
        (Edition::E2014, "7.6"),
        (Edition::E2018, "7.6"),
        (Edition::E2023, "7.6"),
    ] {
        let mut c = with_clock(fen_case(edition, "90+30", start), "1:20:00", "1:21:00");
        // The knight of c6 is put back on b8 (after a player knocked it over, say), and
        // play goes on from there.
        c.events.push(Event::SetPosition {
            placement: "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R"
                .parse()
                .unwrap(),
        });
        c.events.push(mv(Color::White, "Bc4"));
        c.events.push(mv(Color::Black, "Nc6"));
        let r = rule(&c);
        assert!(!r.actions.contains(&Action::RestorePosition), "{edition}");
        c.events
            .push(Event::Discover(Irregularity::DisplacedPieces {
                identifiable: None,
            }));
        let r = rule(&c);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(cites(&r, article), "{edition}");
        assert_eq!(r.frames.last().unwrap().fen, start, "{edition}");
        // The presses of the moves cancelled gave their increments back.
        assert_eq!(
            r.clocks.unwrap(),
            shakmaty::ByColor {
                white: ClockTime::parse("1:20:00").unwrap(),
                black: ClockTime::parse("1:21:00").unwrap(),
            },
            "{edition}"
        );
        assert_eq!(r.sanctions, vec![], "{edition}");
    }
}
