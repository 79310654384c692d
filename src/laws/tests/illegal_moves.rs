//! Illegal moves across editions and regimes (editions matrix rows R12–R20).

use shakmaty::{Color, Square};

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{ClockButton, Irregularity, Notice, PromotionAct};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Sanction};

/// A first illegal move (bishop through its own pawn) in an opening position.
fn illegal(edition: Edition, control: &str, sup: Supervision, earlier: u32) -> Ruling {
    let mut c = case(edition, control);
    c.supervision = sup;
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.history.white.illegal_moves = earlier;
    c.events.push(mv(Color::White, "Qd1-d3"));
    rule(&c)
}

#[test]
fn first_illegal_move_award_per_edition_and_regime() {
    use Supervision::{Supervised as S, Unsupervised as U};
    // (edition, control, supervision, seconds to Black; None: the arbiter seeing it does not
    // act on his own (2009, A4c/B3c) or the game is lost at once (2014, A.4b))
    let table: [(Edition, &str, Supervision, Option<u64>); 20] = [
        (Edition::E2009, "90", S, Some(120)),
        (Edition::E2009, "25", S, Some(120)),
        (Edition::E2009, "25", U, None),
        (Edition::E2009, "5", S, Some(120)),
        (Edition::E2009, "5", U, None),
        (Edition::E2014, "90", S, Some(120)),
        (Edition::E2014, "25", S, Some(120)),
        (Edition::E2014, "25", U, None),
        (Edition::E2014, "5", S, Some(60)),
        (Edition::E2014, "5", U, None),
        (Edition::E2018, "90", S, Some(120)),
        (Edition::E2018, "25", S, Some(120)),
        (Edition::E2018, "25", U, Some(120)),
        (Edition::E2018, "5", S, Some(60)),
        (Edition::E2018, "5", U, Some(60)),
        (Edition::E2023, "90", S, Some(120)),
        (Edition::E2023, "25", S, Some(60)),
        (Edition::E2023, "25", U, Some(60)),
        (Edition::E2023, "5", S, Some(60)),
        (Edition::E2023, "5", U, Some(60)),
    ];
    for (edition, control, sup, award) in table {
        let r = illegal(edition, control, sup, 0);
        match award {
            Some(secs) => {
                assert_eq!(
                    r.added.black, secs,
                    "{edition} {control} {sup:?}: {:#?}",
                    r.steps
                );
                assert_eq!(
                    r.result,
                    GameResult::Continues,
                    "{edition} {control} {sup:?}"
                );
                assert!(r.actions.contains(&Action::RestorePosition));
                assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::D1)));
            }
            None => {
                // 2009 unsupervised games need a claim; 2014 loses at once when seen.
                if edition == Edition::E2009 {
                    assert_eq!(r.result, GameResult::Continues);
                    assert!(r.actions.contains(&Action::NoIntervention));
                } else {
                    assert_eq!(score(&r), Score::BLACK_WINS, "{edition} {control} {sup:?}");
                }
            }
        }
    }
}

#[test]
fn citations_use_each_editions_numbering() {
    let r = illegal(Edition::E2023, "25", Supervision::Unsupervised, 0);
    assert!(cites(&r, "A.5.2") && cites(&r, "A.3") && cites(&r, "7.5.5") && cites(&r, "7.5.1"));
    let r = illegal(Edition::E2018, "5", Supervision::Unsupervised, 0);
    assert!(cites(&r, "B.4") && cites(&r, "A.4.2") && cites(&r, "B.2"));
    let r = illegal(Edition::E2009, "90", Supervision::Supervised, 0);
    assert!(cites(&r, "7.4a") && cites(&r, "7.4b"));
    // The 2023 supervised blitz reading is marked as an interpretation.
    let r = illegal(Edition::E2023, "5", Supervision::Supervised, 0);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "note-2023-supervised-blitz-one-minute")
    );
}

#[test]
fn the_losing_illegal_move_is_the_third_in_2009_and_the_second_later() {
    let r = illegal(Edition::E2009, "90", Supervision::Supervised, 1);
    assert_eq!(r.added.black, 120);
    let r = illegal(Edition::E2009, "90", Supervision::Supervised, 2);
    assert_eq!(score(&r), Score::BLACK_WINS);
    for edition in [Edition::E2014, Edition::E2018, Edition::E2023] {
        let r = illegal(edition, "90", Supervision::Supervised, 1);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(cites(&r, r.rules_article()), "{edition}");
    }
}

impl Ruling {
    fn rules_article(&self) -> &'static str {
        self.edition.rules().articles.illegal_penalty
    }
}

#[test]
fn second_illegal_move_is_a_draw_when_the_opponent_cannot_mate() {
    // Black has only a king: White's second illegal move cannot lose.
    let mut c = fen_case(Edition::E2023, "90+30", "8/8/4k3/8/8/8/4PK2/8 w - - 0 50");
    c.history.white.illegal_moves = 1;
    c.events.push(mv(Color::White, "Kf2-f4"));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "7.5.5"));
}

#[test]
fn unsupervised_window_closes_with_the_opponents_move() {
    let mut c = case(Edition::E2023, "5+3");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    let mut m = MoveEvent::new(Color::White, "Qd1-d3");
    m.noticed = Notice::Later;
    c.events.push(Event::Move(m));
    c.events.push(mv(Color::Black, "d6"));
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::IllegalMove)));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::IllegalMoveStands));
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert_eq!(r.added.black, 0);
    assert!(cites(&r, "A.5.2"));
    // In standard play it is corrected whenever found.
    let mut std = c.clone();
    std.time_control = Some("90+30".parse().unwrap());
    let r = rule(&std);
    assert_eq!(r.added.black, 120);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
}

#[test]
fn a_player_who_points_out_his_own_unnoticed_illegal_move_has_it_corrected() {
    let own = |edition, control: &str, sup| {
        let mut c = case(edition, control);
        c.supervision = sup;
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        let mut m = MoveEvent::new(Color::White, "Qd1-d3");
        m.noticed = Notice::Later;
        c.events.push(Event::Move(m));
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::IllegalMove)));
        rule(&c)
    };
    for edition in [Edition::E2009, Edition::E2023] {
        let r = own(edition, "90+30", Supervision::Supervised);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert_eq!(r.added.black, 120, "{edition}");
    }
    // 2009 rapid without adequate supervision: the arbiter acts on an illegal move only at
    // the opponent's claim (A4b), so the offender's own word changes nothing.
    let r = own(Edition::E2009, "20", Supervision::Unsupervised);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(r.added.black, 0);
}

#[test]
fn an_illegal_move_that_stands_keeps_the_increment_of_its_press() {
    let mut c = with_clock(case(Edition::E2023, "15+10"), "12:00", "11:30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    let mut m = MoveEvent::new(Color::White, "Qd1-d3");
    m.noticed = Notice::Later;
    c.events.push(Event::Move(m));
    c.events.push(mv(Color::Black, "d6"));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::IllegalMoveStands));
    let clocks = r.clocks.unwrap();
    assert_eq!(clocks.white, ClockTime::parse("12:10").unwrap());
    assert_eq!(clocks.black, ClockTime::parse("11:40").unwrap());
    // Claimed before Black moves, the move is taken back and its increment with it.
    c.events.pop();
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::IllegalMove)));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    let clocks = r.clocks.unwrap();
    assert_eq!(clocks.white, ClockTime::parse("12:00").unwrap());
    assert_eq!(clocks.black, ClockTime::parse("12:30").unwrap());
}

#[test]
fn a_claim_before_moving_is_in_time() {
    let mut c = case(Edition::E2018, "5+3");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    let mut m = MoveEvent::new(Color::White, "Qd1-d3");
    m.noticed = Notice::Later;
    c.events.push(Event::Move(m));
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::IllegalMove)));
    let r = rule(&c);
    assert_eq!(r.added.black, 60);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
}

#[test]
fn an_illegal_move_not_completed_costs_nothing() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    let mut m = MoveEvent::new(Color::White, "Bf1-b6");
    m.pressed_clock = false;
    c.events.push(Event::Move(m));
    let r = rule(&c);
    assert_eq!(r.added.black, 0);
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::F1)));
}

#[test]
fn unpromoted_pawn_becomes_a_queen_from_2014() {
    let fen = "8/4P1k1/8/8/8/8/6K1/8 w - - 0 60";
    let make = |edition| {
        let mut c = fen_case(edition, "90+30", fen);
        let mut m = MoveEvent::new(Color::White, "e7-e8");
        m.promotion = PromotionAct::NoPiece;
        c.events.push(Event::Move(m));
        rule(&c)
    };
    let r = make(Edition::E2018);
    assert!(r.actions.contains(&Action::PawnBecomesQueen(Square::E8)));
    assert_eq!(r.added.black, 120);
    assert!(cites(&r, "7.5.2"));
    assert!(r.frames.last().unwrap().fen.starts_with("4Q3"));
    let r = make(Edition::E2009);
    assert!(r.actions.contains(&Action::RestorePosition));
    assert_eq!(r.obligation, Some(Obligation::MovePawn(Square::E7)));
    // The pawn was released on the last rank, which binds it too (4.6c).
    assert!(cites(&r, "4.6c"));
}

#[test]
fn pressing_the_clock_without_a_move() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4".into();
    c.events.push(Event::PressClock {
        by: Color::Black,
        button: ClockButton::Own,
    });
    let r = rule(&c);
    assert_eq!(r.added.white, 120);
    assert!(cites(&r, "7.5.3"));
    let mut old = c.clone();
    old.edition = Edition::E2014;
    let r = rule(&old);
    assert_eq!(r.added.white, 0);
    assert!(cites(&r, "6.2c"));
}

#[test]
fn pressing_the_opponents_button_is_no_clock_pressed_without_a_move() {
    // White moved without pressing; Black presses White's button, then White asks for the
    // minute of a clock pressed without a move.
    let make = |edition: Edition| {
        let mut c = case(edition, "3+2");
        c.moves = "1. e4 e5".into();
        let mut m = mv(Color::White, "Ng1-f3");
        if let Event::Move(ev) = &mut m {
            ev.pressed_clock = false;
        }
        c.events.push(m);
        c.events.push(Event::PressClock {
            by: Color::Black,
            button: ClockButton::Opponents,
        });
        c.events.push(Event::Claim(Claim::new(
            Color::White,
            Ground::ClockHandling,
        )));
        rule(&c)
    };
    let r = make(Edition::E2023);
    assert_eq!(r.added.white, 0);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "6.2.1") && cites(&r, "6.2.4") && !cites(&r, "7.5.3"));
    assert!(r.sanctions.contains(&Sanction::Discretionary(Color::Black)));
    let r = make(Edition::E2009);
    assert!(cites(&r, "6.7a") && cites(&r, "6.7c"));
    // Pressing the button of a clock that is already stopped changes nothing.
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4".into();
    c.events.push(Event::PressClock {
        by: Color::Black,
        button: ClockButton::Opponents,
    });
    let r = rule(&c);
    assert!(r.sanctions.is_empty());
    assert!(!cites(&r, "6.2.4"));
    // Pressing the button of the opponent who has not moved yet: he gets his turn back.
    c.events = vec![Event::PressClock {
        by: Color::White,
        button: ClockButton::Opponents,
    }];
    let r = rule(&c);
    assert!(r.sanctions.contains(&Sanction::Discretionary(Color::White)));
    assert!(cites(&r, "6.2.4") && !cites(&r, "7.5.3"));
}

#[test]
fn unsupervised_2009_illegal_moves_need_the_opponents_claim() {
    let claimed = |control: &str| {
        let mut c = case(Edition::E2009, control);
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        let mut m = MoveEvent::new(Color::White, "Qd1-d3");
        m.noticed = Notice::Claim;
        c.events.push(Event::Move(m));
        rule(&c)
    };
    // Rapid: 7.4 applies once claimed (editions matrix A6).
    let r = claimed("25");
    assert_eq!(r.added.black, 120);
    assert!(cites(&r, "A4c"));
    // Blitz: the claimant wins (B3c).
    assert_eq!(score(&claimed("5")), Score::BLACK_WINS);
}

#[test]
fn a_promotion_to_a_piece_of_the_opponents_colour_is_an_illegal_move() {
    for (edition, article, restore) in [
        (Edition::E2009, "3.7e", "7.4a"),
        (Edition::E2014, "3.7e", "7.5a"),
        (Edition::E2018, "3.7.5.1", "7.5.1"),
        (Edition::E2023, "3.7.3.3", "7.5.1"),
    ] {
        let mut c = with_clock(
            fen_case(edition, "90+30", "4k3/8/2P5/8/8/8/8/4K3 w - - 0 50"),
            "0:10:00",
            "0:10:00",
        );
        c.moves = "50. c7 Kd7".into();
        c.events.push(Event::Move(MoveEvent {
            promotion: PromotionAct::WrongColour,
            ..MoveEvent::new(Color::White, "c8=Q")
        }));
        let r = rule(&c);
        assert!(
            cites(&r, article) && cites(&r, restore),
            "{edition}: {:?}",
            r.citations()
        );
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(r.added.black > 0, "{edition}: the opponent gets his time");
        assert_eq!(r.result, GameResult::Continues);
    }
}

#[test]
fn a_new_piece_put_beside_a_pawn_left_standing_is_an_illegal_move() {
    for (edition, article) in [(Edition::E2014, "3.7e"), (Edition::E2018, "3.7.5.1")] {
        let mut c = with_clock(
            fen_case(edition, "90+30", "4k3/2P5/8/8/8/8/8/4K3 w - - 0 50"),
            "0:10:00",
            "0:10:00",
        );
        c.events.push(Event::Move(MoveEvent {
            promotion: PromotionAct::PawnLeft,
            ..MoveEvent::new(Color::White, "c8=Q")
        }));
        let r = rule(&c);
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert_eq!(r.result, GameResult::Continues);
    }
}

#[test]
fn an_en_passant_capture_that_leaves_the_captured_pawn_is_an_illegal_move() {
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40";
    for (edition, article) in [(Edition::E2009, "3.7c"), (Edition::E2023, "3.7.3")] {
        let mut c = with_clock(fen_case(edition, "90+30", fen), "0:10:00", "0:10:00");
        c.events.push(Event::Move(MoveEvent {
            captured_left: true,
            opponents_piece: false,
            ..MoveEvent::new(Color::White, "exd6")
        }));
        let r = rule(&c);
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
    }
    // Said of a move that is no capture, it is an error in the case.
    let mut c = fen_case(Edition::E2023, "90+30", fen);
    c.events.push(Event::Move(MoveEvent {
        captured_left: true,
        opponents_piece: false,
        ..MoveEvent::new(Color::White, "Kd2")
    }));
    assert!(crate::laws::decide(&c).is_err());
}

#[test]
fn a_capture_that_leaves_the_captured_piece_on_the_board_is_an_illegal_move() {
    // 4. exd5 with the black pawn pushed aside, not removed, and the clock pressed.
    for (edition, removes, made) in [
        (Edition::E2009, "3.1", "4.6a"),
        (Edition::E2014, "3.1a", "4.7a"),
        (Edition::E2023, "3.1.1", "4.7.1"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:25:00", "1:24:00");
        c.moves = "1. e4 e5 2. Nf3 Nf6 3. Nc3 d5".into();
        c.events.push(Event::Move(MoveEvent {
            captured_left: true,
            ..MoveEvent::new(Color::White, "exd5")
        }));
        let r = rule(&c);
        assert!(
            cites(&r, removes) && cites(&r, made),
            "{edition}: {:?}",
            r.citations()
        );
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        // Played properly, the same capture is an ordinary legal move.
        c.events = vec![mv(Color::White, "exd5")];
        assert!(
            !rule(&c).actions.contains(&Action::RestorePosition),
            "{edition}"
        );
    }
}

#[test]
fn the_piece_released_beside_a_captured_piece_must_make_that_capture() {
    // 4. exd5 with the black pawn left standing: the pawn was released on d5 as part of a
    // legal capture, so that capture is the replacing move (4.7; 2009 4.6), and the untouched
    // black pawn binds nothing of its own.
    for (edition, released) in [
        (Edition::E2009, "4.6"),
        (Edition::E2014, "4.7"),
        (Edition::E2023, "4.7"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "1:25:00", "1:24:00");
        c.moves = "1. e4 e5 2. Nf3 Nf6 3. Nc3 d5".into();
        c.events.push(Event::Move(MoveEvent {
            captured_left: true,
            ..MoveEvent::new(Color::White, "exd5")
        }));
        let r = rule(&c);
        assert!(cites(&r, released), "{edition}: {:?}", r.citations());
        assert_eq!(
            r.obligation,
            Some(Obligation::CaptureWith {
                piece: Square::E4,
                target: Square::D5
            }),
            "{edition}"
        );
    }
    // En passant the pawn stands elsewhere than the square it is captured from: the move
    // itself is the obligation.
    let r = capture_left_2023("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40", "exd6");
    assert_eq!(r.obligation, Some(Obligation::PlayMove("exd6".into())));
}

/// White makes `capture` in a 2023 standard game with the captured piece left standing.
fn capture_left_2023(fen: &str, capture: &str) -> Ruling {
    let mut c = with_clock(fen_case(Edition::E2023, "90+30", fen), "0:10:00", "0:10:00");
    c.events.push(Event::Move(MoveEvent {
        captured_left: true,
        ..MoveEvent::new(Color::White, capture)
    }));
    rule(&c)
}

#[test]
fn a_capture_the_rules_forbid_is_illegal_also_with_the_captured_piece_left() {
    // The king takes a guarded pawn and leaves it standing: an illegal move either way, and
    // only the king, the one piece touched, binds the replacing move.
    let r = capture_left_2023("4k3/8/8/2p5/3p4/3K4/8/8 w - - 0 40", "Kxd4");
    assert!(r.actions.contains(&Action::RestorePosition));
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::D3)));
    assert!(!cites(&r, "4.3.3"), "{:?}", r.citations());
}

#[test]
fn an_illegal_capture_made_with_both_hands_is_one_illegal_act_from_2018() {
    let play = |edition| {
        let mut c = with_clock(case(edition, "15+10"), "0:12:00", "0:12:00");
        c.moves = "1. e4 e5 2. Nf3 Nf6 3. Nc3 d5".into();
        c.events.push(Event::Move(MoveEvent {
            captured_left: true,
            two_hands: true,
            ..MoveEvent::new(Color::White, "exd5")
        }));
        rule(&c)
    };
    // 2023: two hands are themselves an illegal move (7.5.4), counted once with the capture.
    let r = play(Edition::E2023);
    assert!(cites(&r, "7.5.4"), "{:?}", r.citations());
    assert!(!r.sanctions.contains(&Sanction::Discretionary(Color::White)));
    assert_eq!(r.result, GameResult::Continues);
    // 2014: the one-hand rule is broken besides, and the arbiter may penalise it.
    let r = play(Edition::E2014);
    assert!(cites(&r, "4.1"), "{:?}", r.citations());
    assert!(r.sanctions.contains(&Sanction::Discretionary(Color::White)));
}

#[test]
fn two_unnoticed_illegal_moves_found_together_restore_the_position_before_the_first() {
    for edition in [Edition::E2014, Edition::E2023] {
        let mut c = with_clock(case(edition, "90+30"), "1:20:00", "1:18:00");
        c.moves = "1. e4 e6 2. d4 d5 3. Nc3 Nf6 4. Bg5 Be7 5. e5 Nfd7".into();
        for (by, text) in [(Color::White, "Ra1-a3"), (Color::Black, "Bc8-a6")] {
            let mut m = MoveEvent::new(by, text);
            m.noticed = Notice::Later;
            c.events.push(Event::Move(m));
        }
        c.events.push(Event::Discover(Irregularity::IllegalMove {
            identifiable: None,
            clocks: None,
        }));
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!((r.added.white, r.added.black), (120, 120), "{edition}");
        // White's rook must make the replacing move: the position is the one before 6.Ra3.
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::A1)),
            "{edition}"
        );
    }
}

#[test]
fn a_pawn_promoted_to_a_king_breaks_the_promotion_rule() {
    let mut c = fen_case(Edition::E2018, "90+30", "8/4P3/8/8/8/8/k7/7K w - - 0 60");
    c.events.push(mv(Color::White, "e8=K"));
    let r = rule(&c);
    assert!(cites(&r, "3.7.5.1"), "{:?}", r.citations());
    assert!(!cites(&r, "3.9.2"));
}

#[test]
fn a_mate_given_by_an_illegal_move_ends_nothing() {
    // The rook jumps over the pawn on a3 to the back rank: mate on the board, but the move was
    // illegal, so 5.1 gives no mate (2009: 5.1a).
    let fen = "r5k1/5ppp/8/8/8/P7/5PPP/6K1 b - - 0 33";
    for (edition, mate) in [(Edition::E2009, "5.1a"), (Edition::E2023, "5.1.1")] {
        let mut c = fen_case(edition, "90+30", fen);
        let mut m = MoveEvent::new(Color::Black, "Ra8-a1");
        m.noticed = Notice::Claim;
        c.events.push(Event::Move(m));
        let r = rule(&c);
        assert!(cites(&r, mate), "{edition:?}: {:?}", r.steps);
        assert_eq!(r.result, GameResult::Continues, "{edition:?}");
        assert!(r.actions.contains(&Action::RestorePosition));
    }
    // The same jump without mate (a pawn on h2 moved to h3 gives the king air) cites no mate.
    let mut c = fen_case(
        Edition::E2023,
        "90+30",
        "r5k1/5ppp/8/8/8/P6P/5PP1/6K1 b - - 0 33",
    );
    let mut m = MoveEvent::new(Color::Black, "Ra8-a1");
    m.noticed = Notice::Claim;
    c.events.push(Event::Move(m));
    assert!(!cites(&rule(&c), "5.1.1"));
}

#[test]
fn capturing_the_king_left_in_check_is_an_illegal_move() {
    // White's king walks into the bishop's line unnoticed; Black takes it and presses.
    let mut c = fen_case(
        Edition::E2023,
        "90+30",
        "6k1/5ppp/8/8/1b6/8/3K1PPP/8 w - - 0 30",
    );
    let mut white = MoveEvent::new(Color::White, "Kd2-c3");
    white.noticed = Notice::Later;
    c.events.push(Event::Move(white));
    c.events.push(mv(Color::Black, "Bb4-c3"));
    let r = rule(&c);
    assert!(r.steps.iter().any(|s| s.id == "step-move-breaks"
        && s.get("rule") == Some(&crate::laws::step::Arg::Message("breach-king-capture"))));
    assert!(cites(&r, "7.5.1"));
}

#[test]
fn capturing_the_king_after_an_illegal_move_stood_is_judged_on_the_material() {
    // 2009 unsupervised blitz: White's king walks into check and nobody claims; Black takes
    // the king. White claims before his own move: Black loses, White having pawns to mate.
    let mut c = with_clock(
        fen_case(
            Edition::E2009,
            "5",
            "6k1/5ppp/8/8/1b6/8/3K1PPP/8 w - - 0 30",
        ),
        "1:10",
        "1:30",
    );
    c.supervision = Supervision::Unsupervised;
    for (by, text) in [(Color::White, "Kd2-c3"), (Color::Black, "Bb4-c3")] {
        let mut m = MoveEvent::new(by, text);
        m.noticed = Notice::Later;
        c.events.push(Event::Move(m));
    }
    c.events
        .push(Event::Claim(Claim::new(Color::White, Ground::IllegalMove)));
    let r = rule(&c);
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-opponent-can-mate-material")
    );
}

#[test]
fn a_piece_touched_before_an_illegal_move_binds_the_replacing_move() {
    for edition in [Edition::E2009, Edition::E2018] {
        let mut c = fen_case(
            edition,
            "90+30",
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2P5/3N4/PP1PPPPP/RNBQKB1R w KQkq - 0 5",
        );
        c.events.push(Event::touch(Color::White, Square::D3));
        c.events.push(mv(Color::White, "c4-b5"));
        let r = rule(&c);
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::D3)),
            "{edition}"
        );
    }
}

#[test]
fn an_illegal_castling_begun_with_the_rook_obliges_the_rook() {
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "r3k2r/pppq1ppp/2npbn2/2b1p3/2B1P3/2NPBN2/PPPQ1PPP/R3K2R w Qkq - 0 9",
    );
    let mut m = MoveEvent::new(Color::White, "O-O");
    m.castling = crate::laws::event::CastlingProcedure::RookFirst;
    c.events.push(Event::Move(m));
    let r = rule(&c);
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::H1)));
    assert!(cites(&r, "4.4.2"));
}

#[test]
fn two_illegal_moves_found_together_keep_both_awards_on_the_clocks() {
    let mut c = with_clock(
        fen_case(
            Edition::E2014,
            "90+30",
            "r3r1k1/pp3ppp/2n2n2/3p4/3P4/2N2N2/PP3PPP/R3R1K1 w - - 0 20",
        ),
        "0:48:00",
        "0:44:00",
    );
    for (by, text) in [(Color::White, "Nc3-c5"), (Color::Black, "Nf6-f4")] {
        let mut m = MoveEvent::new(by, text);
        m.noticed = Notice::Later;
        c.events.push(Event::Move(m));
    }
    c.events.push(mv(Color::White, "h3"));
    c.events.push(Event::Discover(Irregularity::IllegalMove {
        identifiable: None,
        clocks: None,
    }));
    let r = rule(&c);
    let clocks = r.frames.last().unwrap().clocks.unwrap();
    assert_eq!(clocks.white.secs(), 50 * 60);
    assert_eq!(clocks.black.secs(), 46 * 60);
}

#[test]
fn a_press_after_the_opponents_reply_completes_the_own_move() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5".into();
    let mut white = MoveEvent::new(Color::White, "Nf3");
    white.pressed_clock = false;
    let mut black = MoveEvent::new(Color::Black, "Nc6");
    black.pressed_clock = false;
    c.events.push(Event::Move(white));
    c.events.push(Event::Move(black));
    c.events.push(Event::PressClock {
        by: Color::White,
        button: ClockButton::Own,
    });
    let r = rule(&c);
    assert_eq!(r.added.black, 0);
    assert!(cites(&r, "6.2.2") && !cites(&r, "7.5.3"));
}

#[test]
fn a_touched_piece_still_binds_after_the_clock_is_pressed_without_a_move() {
    let mut c = case(Edition::E2023, "3+2");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events.push(Event::touch(Color::White, Square::F1));
    c.events.push(Event::PressClock {
        by: Color::White,
        button: ClockButton::Own,
    });
    let r = rule(&c);
    assert!(r.added.black > 0 && cites(&r, "7.5.3"));
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::F1)));
}

/// `noticed = "claim"` on a move that is legal is the opponent's claim all the same: it is
/// rejected, as the same claim written as an event after the move is.
#[test]
fn a_claim_against_a_legal_move_is_rejected_however_it_is_written() {
    let mut c = case(Edition::E2014, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    let mut m = MoveEvent::new(Color::White, "Bb5");
    m.noticed = Notice::Claim;
    c.events.push(Event::Move(m));
    assert_eq!(rule(&c).claim, Some(ClaimVerdict::Rejected));
}

#[test]
fn a_press_after_an_unfinished_illegal_move_completes_it() {
    let mut c = with_clock(
        fen_case(
            Edition::E2014,
            "90+30",
            "r4rk1/pp3ppp/2n5/3q4/3P4/5N2/PP3PPP/R2Q1RK1 w - - 0 17",
        ),
        "0:58:00",
        "0:55:00",
    );
    let mut m = MoveEvent::new(Color::White, "Nf3-e4");
    m.pressed_clock = false;
    c.events.push(Event::Move(m));
    c.events.push(Event::PressClock {
        by: Color::White,
        button: ClockButton::Own,
    });
    let r = rule(&c);
    assert_eq!(r.added.black, 120);
    assert!(r.actions.contains(&Action::RestorePosition));
    assert!(cites(&r, "7.5b"));
}

#[test]
fn in_2009_unsupervised_rapid_the_arbiter_acts_himself_only_on_both_kings_in_check() {
    // White's own king is left in check on e1; Black's is not in check.
    let mut c = fen_case(
        Edition::E2009,
        "25",
        "4r1k1/5ppp/8/8/8/8/5PPP/3RK3 w - - 0 30",
    );
    c.supervision = Supervision::Unsupervised;
    c.events.push(mv(Color::White, "Rd1-d8"));
    let r = rule(&c);
    assert!(!r.actions.contains(&Action::RestorePosition));
    assert_eq!(r.added.black, 0);
}

#[test]
fn a_restore_to_the_last_identifiable_position_takes_back_every_increment_since() {
    // 30 seconds a move. After the situation's moves White plays d3, Black castles, then
    // Be3, Be6, the illegal Bg2xb7 unnoticed, Rb8, Ba6. Play resumes after 8...O-O: of all
    // these presses only d3 and O-O still stand.
    let mut c = with_clock(case(Edition::E2018, "90+30"), "1:00:00", "1:00:00");
    c.moves = "1. c4 e5 2. Nc3 Nf6 3. Nf3 Nc6 4. g3 d5 5. cxd5 Nxd5 6. Bg2 Nb6 7. O-O Be7".into();
    for (by, text) in [
        (Color::White, "d3"),
        (Color::Black, "O-O"),
        (Color::White, "Be3"),
        (Color::Black, "Be6"),
    ] {
        c.events.push(mv(by, text));
    }
    let mut illegal = MoveEvent::new(Color::White, "Bg2-b7");
    illegal.noticed = Notice::Later;
    c.events.push(Event::Move(illegal));
    c.events.push(mv(Color::Black, "Rb8"));
    c.events.push(mv(Color::White, "Ba6"));
    c.events.push(Event::Discover(Irregularity::IllegalMove {
        identifiable: Some(16),
        clocks: None,
    }));
    let r = rule(&c);
    let clocks = r.clocks.unwrap();
    assert_eq!(clocks.white, ClockTime::parse("1:00:30").unwrap());
    // Black keeps his castling's increment and the two minutes for White's illegal move.
    assert_eq!(clocks.black, ClockTime::parse("1:02:30").unwrap());
}

/// The arbiter sets new times for the restored position (7.1): the clock reading after the
/// finding gives them, and the two minutes of the first illegal move come on top (7.5b
/// follows the action of 7.5a).
#[test]
fn the_award_goes_on_top_of_the_times_the_arbiter_sets_after_a_restore() {
    let mut c = with_clock(
        fen_case(
            Edition::E2014,
            "120",
            "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 1 9",
        ),
        "1:40:00",
        "1:35:00",
    );
    let mut illegal = MoveEvent::new(Color::White, "Qd2-h6");
    illegal.noticed = Notice::Later;
    c.events.push(Event::Move(illegal));
    c.events.push(mv(Color::Black, "Nxd4"));
    c.events.push(mv(Color::White, "Bxd4"));
    c.events.push(Event::Discover(Irregularity::IllegalMove {
        identifiable: None,
        clocks: Some(crate::laws::event::Discretion::Otherwise),
    }));
    c.events.push(Event::ClockReading {
        white: ClockTime::parse("1:36:00").unwrap(),
        black: ClockTime::parse("1:31:00").unwrap(),
    });
    let r = rule(&c);
    assert_eq!(r.added.black, 120);
    let clocks = r.clocks.unwrap();
    assert_eq!(clocks.white, ClockTime::parse("1:36:00").unwrap());
    assert_eq!(clocks.black, ClockTime::parse("1:33:00").unwrap());
}

/// An illegal move that stands without adequate supervision: from 2014 the players may
/// still agree to correct it, and 2009 says so of blitz (B3c) but not of rapid (A4c).
#[test]
fn only_some_editions_let_the_players_agree_to_correct_a_standing_illegal_move() {
    for (edition, control, agreement) in [
        (Edition::E2009, "25", false),
        (Edition::E2009, "5", true),
        (Edition::E2014, "25", true),
        (Edition::E2023, "25", true),
    ] {
        let mut c = case(edition, control);
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        let mut m = MoveEvent::new(Color::White, "Qd1-d3");
        m.noticed = Notice::Later;
        c.events.push(Event::Move(m));
        c.events.push(mv(Color::Black, "d6"));
        let r = rule(&c);
        assert!(
            r.actions.contains(&Action::IllegalMoveStands),
            "{edition} {control}"
        );
        let id = if agreement {
            "step-illegal-move-stands"
        } else {
            "step-illegal-move-stands-for-good"
        };
        assert!(r.steps.iter().any(|s| s.id == id), "{edition} {control}");
    }
}
