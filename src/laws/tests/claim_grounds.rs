//! Claims of every ground, per edition: whether the claim may be made, its verdict, and the
//! articles that decide it (one claim model, issue 12 §1). Written from the editions matrix
//! and the texts of the Laws, not from the engine.

use shakmaty::{Color, Square};

use super::*;
use crate::laws::claim::{Claim, ClockAct, Ground, QuickplayJudgement};
use crate::laws::event::{
    ClockButton, Contact, DeviceFinding, DrawOffer, OfferAnswer, OfferMoment, OfferResponse, Order,
};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Sanction};

fn claim(by: Color, ground: Ground) -> Event {
    Event::Claim(Claim::new(by, ground))
}

/// Thirteen moves each, a quiet position, White to move.
const MIDDLEGAME: &str = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O \
                          7. a4 a5 8. h3 h6 9. Re1 Re8 10. Nbd2 Be6 11. Bb5 Bd7 12. Nf1 Qe7 \
                          13. Ng3 Rad8";

#[test]
fn a_touch_move_claim_before_the_offender_moves_is_upheld_in_every_edition() {
    for (edition, article) in [
        (Edition::E2009, "4.3a"),
        (Edition::E2014, "4.3a"),
        (Edition::E2018, "4.3.1"),
        (Edition::E2023, "4.3.1"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::touch(Color::White, Square::F1));
        c.events.push(Event::touch(Color::White, Square::G1));
        c.events.push(claim(Color::Black, Ground::TouchMove));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::F1)));
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
        assert!(!r.actions.contains(&Action::RestorePosition));
    }
}

#[test]
fn in_2009_unsupervised_rapid_touch_move_is_ruled_on_request_under_a4b() {
    let mut c = case(Edition::E2009, "25");
    c.moves = "1. e4 e5".into();
    c.events.push(Event::touch(Color::White, Square::F1));
    c.events.push(claim(Color::Black, Ground::TouchMove));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "A4b") && cites(&r, "4.3a"));
}

#[test]
fn touching_a_piece_that_cannot_be_captured_binds_to_nothing() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5".into();
    c.events.push(Event::touch(Color::White, Square::A5));
    c.events.push(claim(Color::Black, Ground::TouchMove));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "4.5"));
}

#[test]
fn a_promoted_piece_that_touched_its_square_stays_when_the_opponent_claims() {
    for (edition, article) in [(Edition::E2009, "4.4d"), (Edition::E2023, "4.4.4")] {
        let mut c = fen_case(edition, "90+30", "6k1/1P4pp/8/8/8/8/6PP/6K1 w - - 0 40");
        c.events.push(mv(Color::White, "b8=N"));
        c.events.push(Event::PromotionSwap { by: Color::White });
        c.events.push(claim(Color::Black, Ground::TouchMove));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(cites(&r, article));
    }
}

#[test]
fn a_clock_pressed_without_a_move_claimed_as_an_illegal_move() {
    // From 2018 it is treated as an illegal move (7.5.3): the claim confirms what the arbiter
    // does; before, it is improper handling of the clock and not an illegal move.
    for (edition, verdict, article, added) in [
        (Edition::E2009, ClaimVerdict::Rejected, "6.7c", 0),
        (Edition::E2014, ClaimVerdict::Rejected, "6.2c", 0),
        (Edition::E2018, ClaimVerdict::Upheld, "7.5.3", 120),
        (Edition::E2023, ClaimVerdict::Upheld, "7.5.3", 120),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::PressClock {
            by: Color::White,
            button: ClockButton::Own,
        });
        c.events.push(claim(Color::Black, Ground::IllegalMove));
        let r = rule(&c);
        assert_eq!(r.claim, Some(verdict), "{edition}");
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
        assert_eq!(r.added.black, added, "{edition}");
        // Complained of as handling of the clock, it is upheld in every edition.
        c.events.pop();
        c.events.push(claim(Color::Black, Ground::ClockHandling));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
    }
}

#[test]
fn the_complaint_can_bring_the_press_itself() {
    // No `press-clock` event: the complaint says that White has just pressed without moving.
    let mut c = case(Edition::E2023, "15+10");
    c.supervision = Supervision::Unsupervised;
    c.moves = "1. e4 e5".into();
    c.events.push(Event::Claim(Claim {
        act: Some(ClockAct::WithoutMove),
        ..Claim::new(Color::Black, Ground::ClockHandling)
    }));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "7.5.3") && cites(&r, "A.5.2"));
    assert_eq!(r.added.black, 60);
}

#[test]
fn an_illegal_move_not_completed_is_replaced_when_the_opponent_points_it_out() {
    let mut c = case(Edition::E2023, "15+10");
    c.supervision = Supervision::Unsupervised;
    c.moves = "1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6".into();
    let mut m = MoveEvent::new(Color::White, "Bc4-g8");
    m.pressed_clock = false;
    c.events.push(Event::Move(m));
    c.events.push(claim(Color::Black, Ground::IllegalMove));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(r.added.black, 0);
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::C4)));
    assert!(cites(&r, "7.5.1"));
    assert!(
        !r.steps
            .iter()
            .any(|s| s.id == "step-illegal-move-claim-unfounded")
    );
}

#[test]
fn an_illegal_move_claimed_after_the_claimant_moved_is_not_admissible() {
    for (edition, article) in [
        (Edition::E2014, "A.4b"),
        (Edition::E2018, "A.4.2"),
        (Edition::E2023, "A.5.2"),
    ] {
        let mut c = case(edition, "15");
        c.moves = "1. e4 e5".into();
        let mut m = MoveEvent::new(Color::White, "Bf1-a5");
        m.noticed = crate::laws::event::Notice::Later;
        c.events.push(Event::Move(m));
        c.events.push(mv(Color::Black, "Nc6"));
        c.events.push(claim(Color::Black, Ground::IllegalMove));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible), "{edition}");
        assert!(cites(&r, article), "{edition}");
        assert_eq!(r.added.black, 0);
    }
}

#[test]
fn a_flag_claim_wins_unless_the_claimant_s_own_flag_is_down_where_that_counts() {
    let fen = "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 60";
    // Standard: the claim makes the flag count as fallen (6.8), and White wins (6.9).
    let mut c = with_clock(fen_case(Edition::E2023, "90+30", fen), "1:00", "0:00");
    c.events.push(claim(Color::White, Ground::Flag));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(cites(&r, "6.8") && cites(&r, "6.9"));
    // Unsupervised 2014: the claimant must still have time (A.4c).
    let mut c = with_clock(fen_case(Edition::E2014, "5", fen), "0:00", "0:00");
    c.events.push(claim(Color::White, Ground::Flag));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "A.4c"));
    // Unsupervised 2009: both flags down is a draw (A4d3).
    c.edition = Edition::E2009;
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "A4d3"));
}

#[test]
fn a_device_claim_follows_each_edition_s_device_rule() {
    let device = |edition: Edition, finding: DeviceFinding, bag: bool| {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.regulations.devices_in_bag_allowed = bag;
        c.events.push(Event::Claim(Claim {
            finding: Some(finding),
            ..Claim::new(Color::White, Ground::Device)
        }));
        rule(&c)
    };
    // 2009: a switched-off phone that falls out of the pocket breaks no rule (12.3b).
    let r = device(Edition::E2009, DeviceFinding::OnPerson, false);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "12.3b"));
    assert_eq!(r.result, GameResult::Continues);
    // 2014 on: having it on the person loses.
    for (edition, article) in [
        (Edition::E2014, "11.3b"),
        (Edition::E2018, "11.3.2.2"),
        (Edition::E2023, "11.3.2.2"),
    ] {
        let r = device(edition, DeviceFinding::OnPerson, false);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(score(&r), Score::WHITE_WINS);
        assert!(cites(&r, article), "{edition}");
    }
    // A switched-off phone in the bag, where the regulations allow it: no breach.
    for (edition, article) in [(Edition::E2018, "11.3.2.1"), (Edition::E2023, "11.3.2.1")] {
        let r = device(edition, DeviceFinding::InBag, true);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, article));
        assert_eq!(r.result, GameResult::Continues);
    }
}

#[test]
fn set_up_claims_after_the_move_limit_of_unsupervised_games_are_not_admissible() {
    let setup = |edition: Edition, control: &str, moves: &str, ground: Ground| {
        let mut c = case(edition, control);
        c.moves = moves.into();
        c.events.push(claim(Color::Black, ground));
        rule(&c)
    };
    let three = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5";
    for (edition, control, moves, article) in [
        (Edition::E2009, "25", three, "A4a"),
        (Edition::E2014, "25", MIDDLEGAME, "A.4a(2)"),
        (Edition::E2018, "5", MIDDLEGAME, "A.4.1.2"),
        (Edition::E2023, "25", MIDDLEGAME, "A.5.1.2"),
    ] {
        // Pieces displaced during play are put back whenever they are found: the limit is
        // about the set-up the game began from.
        let r = setup(edition, control, moves, Ground::DisplacedPieces);
        assert_ne!(
            r.claim,
            Some(ClaimVerdict::NotAdmissible),
            "{edition} displaced"
        );
        assert!(!cites(&r, article), "{edition} displaced");
        for ground in [Ground::WrongSetup, Ground::WrongOrientation] {
            let r = setup(edition, control, moves, ground);
            assert_eq!(
                r.claim,
                Some(ClaimVerdict::NotAdmissible),
                "{edition} {ground:?}"
            );
            assert!(
                cites(&r, article),
                "{edition} {ground:?}: {:?}",
                r.citations()
            );
            assert!(!r.actions.contains(&Action::NewGame));
        }
    }
    // Before the limit, or with adequate supervision, the claim is upheld.
    let r = setup(Edition::E2023, "25", "1. e4 e5", Ground::WrongSetup);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(r.actions.contains(&Action::NewGame));
    let mut c = case(Edition::E2023, "25");
    c.supervision = Supervision::Supervised;
    c.moves = MIDDLEGAME.into();
    c.events.push(claim(Color::Black, Ground::WrongOrientation));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "7.2.2"));
}

#[test]
fn the_clock_setting_may_still_be_corrected_after_the_limit_for_the_schedule() {
    let clock = |edition: Edition, schedule_at_risk: bool| {
        let mut c = case(edition, "25");
        c.moves = MIDDLEGAME.into();
        c.events.push(Event::Claim(Claim {
            schedule_at_risk,
            ..Claim::new(Color::White, Ground::WrongClockSetting)
        }));
        rule(&c)
    };
    let r = clock(Edition::E2023, false);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert!(r.actions.contains(&Action::KeepClockSetting));
    assert!(cites(&r, "A.5.1.1"));
    let r = clock(Edition::E2023, true);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(r.actions.contains(&Action::CorrectClockSetting));
    // 2009 A4a has no such exception.
    let mut c = case(Edition::E2009, "25");
    c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5".into();
    c.events.push(Event::Claim(Claim {
        schedule_at_risk: true,
        ..Claim::new(Color::White, Ground::WrongClockSetting)
    }));
    assert_eq!(rule(&c).claim, Some(ClaimVerdict::NotAdmissible));
}

#[test]
fn pieces_the_opponent_knocks_over_are_his_to_restore_whatever_the_move_count() {
    let mut c = case(Edition::E2018, "5");
    c.moves = MIDDLEGAME.into();
    c.events.push(Event::Displace {
        by: Color::White,
        penalty: None,
    });
    c.events.push(claim(Color::Black, Ground::DisplacedPieces));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(r.actions.contains(&Action::RestoreOnOwnTime(Color::White)));
    assert!(cites(&r, "7.4.1"));
}

#[test]
fn reversed_colours_are_replayed_only_before_ten_moves_from_2018() {
    let colours = |edition: Edition, moves: &str| {
        let mut c = case(edition, "90+30");
        c.moves = moves.into();
        c.events.push(claim(Color::White, Ground::ReversedColours));
        rule(&c)
    };
    let r = colours(Edition::E2023, "1. e4 e5");
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(r.actions.contains(&Action::NewGame));
    let r = colours(Edition::E2023, MIDDLEGAME);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "7.3"));
    let r = colours(Edition::E2009, "1. e4 e5");
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "7.2"));
}

#[test]
fn a_rapid_player_need_not_record_so_the_complaint_fails() {
    for (edition, article) in [
        (Edition::E2009, "A2"),
        (Edition::E2014, "A.2"),
        (Edition::E2018, "A.2"),
        (Edition::E2023, "A.2"),
    ] {
        let mut c = with_clock(case(edition, "25"), "20:00", "20:00");
        c.moves = "1. e4 e5".into();
        c.events.push(claim(Color::White, Ground::Recording));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
    // In standard play with time on the clock he must record (8.1.1, 8.4).
    let mut c = with_clock(case(Edition::E2018, "90"), "60:00", "60:00");
    c.moves = "1. e4 e5".into();
    c.events.push(claim(Color::White, Ground::Recording));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "8.1.1"));
}

#[test]
fn an_increment_request_is_a_claim_of_2014_on() {
    let request = |edition: Edition, control: &str, judgement: Option<QuickplayJudgement>| {
        let mut c = with_clock(case(edition, control), "10:00", "1:30");
        c.moves = "1. e4".into();
        c.regulations.quickplay_announced = true;
        c.events.push(Event::Claim(Claim {
            judgement,
            ..Claim::new(Color::Black, Ground::Increment)
        }));
        rule(&c)
    };
    let r = request(Edition::E2009, "90", None);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert_eq!(r.allowed, Some(false));
    let r = request(Edition::E2014, "90", None);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "G.4"));
    assert_eq!(r.added.white, 120);
    let r = request(Edition::E2023, "90", Some(QuickplayJudgement::Reject));
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(r.added.white, 0);
    // Never in blitz (III.2.2), nor with an increment already on the clock.
    let r = request(Edition::E2023, "5", None);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert!(cites(&r, "III.2.2"));
}

#[test]
fn clock_handling_complaints() {
    let complain = |edition: Edition, act: ClockAct| {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::Claim(Claim {
            act: Some(act),
            ..Claim::new(Color::White, Ground::ClockHandling)
        }));
        rule(&c)
    };
    for (edition, same_hand, late) in [
        (Edition::E2009, "6.7b", "6.7a"),
        (Edition::E2014, "6.2b", "6.2a"),
        (Edition::E2018, "6.2.3", "6.2.2"),
        (Edition::E2023, "6.2.3", "6.2.2"),
    ] {
        let r = complain(edition, ClockAct::OtherHand);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(cites(&r, same_hand), "{edition}: {:?}", r.citations());
        assert!(r.sanctions.contains(&Sanction::Discretionary(Color::Black)));
        let r = complain(edition, ClockAct::Late);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, late), "{edition}");
    }
}

#[test]
fn adjusting_is_for_the_player_whose_clock_runs() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    // White has the move; Black adjusts on White's time, and White complains.
    c.events.push(Event::Touch {
        by: Color::Black,
        square: Square::E5,
        adjust: true,
        contact: Contact::Deliberate,
        order: Order::After,
        finding: crate::laws::event::TouchFinding::NotEstablished,
    });
    c.events.push(claim(Color::White, Ground::Adjust));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "6.2.5") && cites(&r, "4.2.1"));
    // White adjusts on his own time after announcing it: Black's complaint fails.
    c.events = vec![Event::Touch {
        by: Color::White,
        square: Square::E4,
        adjust: true,
        contact: Contact::Deliberate,
        order: Order::After,
        finding: crate::laws::event::TouchFinding::NotEstablished,
    }];
    c.events.push(claim(Color::Black, Ground::Adjust));
    assert_eq!(rule(&c).claim, Some(ClaimVerdict::Rejected));
    // 2009: 4.2 alone says that only the player having the move may adjust.
    c.edition = Edition::E2009;
    c.events = vec![claim(Color::Black, Ground::Adjust)];
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "4.2"));
}

#[test]
fn disturbance_is_an_11_5_matter_and_2009_s_12_6() {
    for (edition, article) in [(Edition::E2009, "12.6"), (Edition::E2023, "11.5")] {
        let mut c = case(edition, "90+30");
        c.events.push(claim(Color::White, Ground::Disturbance));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
        assert!(cites(&r, article));
        assert!(r.sanctions.contains(&Sanction::Discretionary(Color::Black)));
    }
}

#[test]
fn the_answer_to_an_incorrect_claim_that_counts_as_an_offer() {
    let incorrect = |edition: Edition, answer: OfferAnswer| {
        let mut c = case(edition, "90+30");
        c.moves = "1. Nf3 Nf6 2. Ng1 Ng8".into();
        c.events.push(claim(Color::White, Ground::Threefold));
        c.events.push(Event::Answer {
            by: Color::Black,
            answer,
        });
        rule(&c)
    };
    for (edition, offer) in [(Edition::E2009, "9.1b(3)"), (Edition::E2023, "9.1.2.3")] {
        let r = incorrect(edition, OfferAnswer::Accept);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert!(cites(&r, offer));
        let r = incorrect(edition, OfferAnswer::Decline);
        assert_eq!(r.result, GameResult::Continues);
    }
    // The answer can come with the claim itself.
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. Nf3 Nf6 2. Ng1 Ng8".into();
    c.events.push(Event::Claim(Claim {
        response: OfferResponse::Accepted,
        ..Claim::new(Color::White, Ground::Threefold)
    }));
    assert_eq!(score(&rule(&c)), Score::DRAW);
}

/// White's draw offer after 2. Nf3, not answered yet: the case and the offer.
fn white_offers() -> (Case, Event) {
    let offer = Event::Offer(DrawOffer {
        by: Color::White,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::None,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    });
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(offer.clone());
    (c, offer)
}

#[test]
fn an_offer_no_longer_stands_once_declined_lapsed_or_the_game_is_over() {
    let (c, _) = white_offers();
    let stands = |c: &Case| rule(c).actions.contains(&Action::OfferStands(Color::White));
    assert!(stands(&c));
    let after = |event: Event| {
        let mut c = c.clone();
        c.events.push(event);
        stands(&c)
    };
    assert!(!after(Event::touch(Color::Black, Square::B8)));
    assert!(!after(mv(Color::Black, "Nc6")));
    assert!(!after(Event::Answer {
        by: Color::Black,
        answer: OfferAnswer::Decline,
    }));
    assert!(!after(Event::Resign {
        by: Color::Black,
        gesture: None
    }));
}

#[test]
fn an_offer_lapses_when_the_offeree_touches_a_piece_and_cannot_be_withdrawn() {
    let (mut c, offer) = white_offers();
    c.events.push(Event::touch(Color::Black, Square::B8));
    c.events.push(Event::Answer {
        by: Color::Black,
        answer: OfferAnswer::Accept,
    });
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(r.steps.iter().any(|s| s.id == "step-offer-lapsed-by-touch"));
    assert!(cites(&r, "9.1.2.1"));
    // Withdrawn, it still stands, and the opponent may accept it.
    c.events = vec![
        offer,
        Event::Answer {
            by: Color::White,
            answer: OfferAnswer::Withdraw,
        },
        Event::Answer {
            by: Color::Black,
            answer: OfferAnswer::Accept,
        },
    ];
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-offer-cannot-be-withdrawn")
    );
    // 2009: the same under 9.1b(1).
    c.edition = Edition::E2009;
    assert!(cites(&rule(&c), "9.1b(1)"));
}

#[test]
fn a_claim_after_the_game_ended_is_not_admissible() {
    let mut c = fen_case(Edition::E2023, "90+30", "8/8/4k3/8/8/4K3/4B3/8 w - - 0 60");
    c.events.push(claim(Color::White, Ground::Flag));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "5.2.2"));
}

#[test]
fn a_draw_claim_after_moving_is_not_admissible_in_every_edition() {
    for edition in Edition::ALL {
        let mut c = case(edition, "90+30");
        c.moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1".into();
        c.events.push(Event::Claim(Claim {
            moment: crate::laws::claim::ClaimMoment::AfterPressing,
            ..Claim::new(Color::White, Ground::Threefold)
        }));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible), "{edition}");
        assert_eq!(r.added, shakmaty::ByColor::default());
        assert!(
            !r.actions
                .iter()
                .any(|a| matches!(a, Action::OfferStands(_)))
        );
    }
}

/// Within the move limit of a game without adequate supervision a set-up claim is let in, and
/// the ruling names the limit that lets it in.
#[test]
fn a_set_up_claim_within_the_move_limit_names_the_limit() {
    for (edition, control, article) in [
        (Edition::E2014, "25", "A.4a(2)"),
        (Edition::E2018, "5", "A.4.1.2"),
        (Edition::E2023, "25", "A.5.1.2"),
    ] {
        let mut c = case(edition, control);
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.events.push(claim(Color::Black, Ground::WrongSetup));
        let r = rule(&c);
        assert_ne!(r.claim, Some(ClaimVerdict::NotAdmissible), "{edition}");
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
    }
}
