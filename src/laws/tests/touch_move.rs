//! Touch-move, adjusting and the right to claim (4.2–4.8).

use shakmaty::{Color, Square};

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{Contact, Order};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation};

fn touches(edition: Edition, moves: &str, squares: &[Square]) -> Ruling {
    let mut c = case(edition, "90+30");
    c.moves = moves.into();
    for sq in squares {
        c.events.push(Event::touch(Color::White, *sq));
    }
    rule(&c)
}

#[test]
fn an_opponents_piece_touched_must_be_captured() {
    let r = touches(Edition::E2023, "1. e4 d5", &[Square::D5]);
    assert_eq!(r.obligation, Some(Obligation::CapturePiece(Square::D5)));
    assert!(cites(&r, "4.3.2"));
    let r = touches(Edition::E2009, "1. e4 d5", &[Square::D5]);
    assert!(cites(&r, "4.3b"));
}

#[test]
fn own_then_opponent_piece_capture_with_the_first() {
    let r = touches(Edition::E2023, "1. e4 d5", &[Square::E4, Square::D5]);
    assert_eq!(
        r.obligation,
        Some(Obligation::CaptureWith {
            piece: Square::E4,
            target: Square::D5
        })
    );
    assert!(cites(&r, "4.3.3"));
    // The queen cannot take d5: move or capture the first touched piece that can be.
    let r = touches(Edition::E2023, "1. e4 d5", &[Square::D1, Square::D5]);
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::D1)));
}

#[test]
fn rook_then_king_forbids_castling_on_that_side() {
    let r = touches(
        Edition::E2018,
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5",
        &[Square::H1, Square::E1],
    );
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::H1)));
    assert!(cites(&r, "4.4.2"));
}

#[test]
fn nothing_touched_can_move_allows_any_legal_move() {
    let r = touches(Edition::E2023, "", &[Square::C1]);
    assert_eq!(r.obligation, Some(Obligation::AnyLegalMove));
    assert!(cites(&r, "4.5"));
}

/// An adjustment announced before the touch.
fn adjust(by: Color, square: Square) -> Event {
    Event::Touch {
        by,
        square,
        adjust: true,
        contact: Contact::Deliberate,
        order: Order::After,
        finding: crate::laws::event::TouchFinding::NotEstablished,
    }
}

#[test]
fn adjusting_needs_the_move_and_an_announcement() {
    let mut c = case(Edition::E2023, "90+30");
    c.events.push(adjust(Color::White, Square::E2));
    let r = rule(&c);
    assert_eq!(r.allowed, Some(true));
    assert_eq!(r.obligation, None);
    let mut c = case(Edition::E2023, "90+30");
    c.events.push(adjust(Color::Black, Square::E7));
    let r = rule(&c);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "6.2.5"));
}

#[test]
fn a_breach_is_enforced_on_claim_unless_the_claimant_touched_a_piece() {
    let base = |claimant_touches: bool| {
        let mut c = case(Edition::E2023, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::touch(Color::White, Square::G1));
        c.events.push(mv(Color::White, "Bc4"));
        if claimant_touches {
            c.events.push(Event::touch(Color::Black, Square::B8));
        }
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        rule(&c)
    };
    let r = base(false);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::G1)));
    assert!(r.actions.contains(&Action::RestorePosition));
    let r = base(true);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert!(cites(&r, "4.8"));
}

#[test]
fn an_illegal_capture_obliges_like_touching_both_pieces() {
    // The pinned knight takes d4 without pressing the clock: the knight cannot take it,
    // so the first touched piece that can be moved or captured decides: ...exd4.
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 d6 4. d4".into();
    let mut m = MoveEvent::new(Color::Black, "Nc6xd4");
    m.pressed_clock = false;
    c.events.push(Event::Move(m));
    let r = rule(&c);
    assert_eq!(r.obligation, Some(Obligation::CapturePiece(Square::D4)));
    assert!(cites(&r, "4.3.3"));
}

#[test]
fn a_promoted_piece_cannot_be_exchanged_once_it_touched_the_square() {
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "6k1/1P4pp/8/8/8/8/6PP/6K1 w - - 0 40",
    );
    c.events.push(mv(Color::White, "b8=N"));
    c.events.push(Event::PromotionSwap { by: Color::White });
    let r = rule(&c);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "4.4.4"));
    c.edition = Edition::E2009;
    assert!(cites(&rule(&c), "4.4d"));
    // Without a promotion just made, there is nothing to exchange.
    let mut c = case(Edition::E2023, "90+30");
    c.events.push(Event::PromotionSwap { by: Color::White });
    assert!(crate::laws::decide(&c).is_err());
}

#[test]
fn moving_the_touched_piece_meets_the_obligation() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    c.events.push(Event::touch(Color::White, Square::G1));
    c.events.push(mv(Color::White, "Nf3"));
    let r = rule(&c);
    assert_eq!(r.obligation, None);
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(r.obligation, None);
}

/// White touches the knight on f3 and plays the bishop instead, under `edition` with
/// `control`, unsupervised or not; `then` events follow (the arbiter's own discovery).
fn touch_breach_seen(
    edition: Edition,
    control: &str,
    supervision: Supervision,
    then: &[Event],
) -> Ruling {
    let mut c = case(edition, control);
    c.supervision = supervision;
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events.push(Event::touch(Color::White, Square::F3));
    c.events.push(mv(Color::White, "Bc4"));
    c.events.extend_from_slice(then);
    rule(&c)
}

const SEEN: Event = Event::Discover(crate::laws::event::Irregularity::TouchMove);

#[test]
fn the_arbiter_enforces_a_touch_move_breach_he_sees_without_a_claim() {
    for (edition, duty, own) in [
        (Edition::E2023, "12.1", "4.3.1"),
        (Edition::E2018, "12.1", "4.3.1"),
        (Edition::E2014, "12.1", "4.3a"),
        (Edition::E2009, "13.1", "4.3a"),
    ] {
        let r = touch_breach_seen(edition, "90+30", Supervision::Supervised, &[SEEN]);
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::F3)),
            "{edition}"
        );
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(
            cites(&r, duty) && cites(&r, own),
            "{edition}: {:?}",
            r.citations()
        );
        assert!(r.claims.is_empty(), "no claim was made");
    }
    // Without the arbiter's eye the breach only waits for a claim.
    let r = touch_breach_seen(Edition::E2018, "90+30", Supervision::Supervised, &[]);
    assert!(!r.actions.contains(&Action::RestorePosition));
    assert_eq!(r.obligation, None);
}

#[test]
fn in_2009_unsupervised_rapid_the_arbiter_waits_for_a_request_later_editions_do_not() {
    let r = touch_breach_seen(Edition::E2009, "15+0", Supervision::Unsupervised, &[SEEN]);
    assert!(r.actions.contains(&Action::NoIntervention));
    assert!(!r.actions.contains(&Action::RestorePosition));
    assert!(cites(&r, "A4b"));
    for edition in [Edition::E2014, Edition::E2018, Edition::E2023] {
        let r = touch_breach_seen(edition, "15+0", Supervision::Unsupervised, &[SEEN]);
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(!r.actions.contains(&Action::NoIntervention), "{edition}");
    }
}

#[test]
fn a_touch_seen_before_the_move_binds_and_one_answered_by_a_reply_stands() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events.push(Event::touch(Color::White, Square::F3));
    c.events.push(SEEN);
    let r = rule(&c);
    assert_eq!(r.obligation, Some(Obligation::MovePiece(Square::F3)));
    assert!(cites(&r, "12.1"));
    assert!(!r.actions.contains(&Action::RestorePosition));
    let r = touch_breach_seen(
        Edition::E2023,
        "90+30",
        Supervision::Supervised,
        &[mv(Color::Black, "Nf6"), SEEN],
    );
    assert!(!r.actions.contains(&Action::RestorePosition));
    assert!(r.actions.contains(&Action::PlayOn));
    // Nothing touched: nothing to enforce.
    let mut c = case(Edition::E2023, "90+30");
    c.events.push(SEEN);
    assert_eq!(rule(&c).allowed, Some(true));
}
