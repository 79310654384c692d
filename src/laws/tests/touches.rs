//! Touches of every kind, per edition: clearly accidental contact (2018/2023 4.2.2; 2014 and
//! 2009 4.3, "with the intention" / "deliberately"), "j'adoube" said too late (4.2.1 with
//! 4.2.2), two touches whose order is unknown or simultaneous (4.3.3 last sentence; 2009 and
//! 2014 4.3c), and king and rook grasped together (4.4.1, 4.4.3; 2009 and 2014 4.4a, 4.4c).

use shakmaty::{Color, Square};

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{Contact, MoveEvent, Order, TouchFinding};
use crate::laws::ruling::{ClaimVerdict, Obligation};

fn touch(by: Color, square: Square, contact: Contact, order: Order) -> Event {
    Event::Touch {
        by,
        square,
        adjust: false,
        contact,
        order,
        finding: TouchFinding::NotEstablished,
    }
}

/// The per-edition article that only deliberate contact obliges.
const DELIBERATE: [(Edition, &str); 4] = [
    (Edition::E2009, "4.3"),
    (Edition::E2014, "4.3"),
    (Edition::E2018, "4.2.2"),
    (Edition::E2023, "4.2.2"),
];

#[test]
fn clearly_accidental_contact_obliges_nothing_in_any_edition() {
    for (edition, article) in DELIBERATE {
        let mut c = case(edition, "3+2");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.events.push(touch(
            Color::White,
            Square::H2,
            Contact::Accidental,
            Order::After,
        ));
        c.events.push(mv(Color::White, "Bc4"));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        let r = rule(&c);
        assert_eq!(r.obligation, None, "{edition}");
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-touch-accidental" && s.articles == [article]),
            "{edition}: {:#?}",
            r.steps
        );
    }
}

#[test]
fn i_adjust_said_after_the_touch_is_too_late() {
    let adjust = [
        (Edition::E2009, "4.2"),
        (Edition::E2014, "4.2"),
        (Edition::E2018, "4.2.1"),
        (Edition::E2023, "4.2.1"),
    ];
    for ((edition, announce), (_, deliberate)) in adjust.into_iter().zip(DELIBERATE) {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(touch(
            Color::White,
            Square::G1,
            Contact::AdjustSaidAfter,
            Order::After,
        ));
        let r = rule(&c);
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::G1)),
            "{edition}"
        );
        let late = r
            .steps
            .iter()
            .find(|s| s.id == "step-adjust-said-too-late")
            .unwrap();
        assert_eq!(late.articles, [announce, deliberate], "{edition}");
        assert_ne!(r.allowed, Some(true));
    }
}

#[test]
fn own_piece_counts_first_when_the_order_is_unclear() {
    let both = [
        (Edition::E2009, "4.3c"),
        (Edition::E2014, "4.3c"),
        (Edition::E2018, "4.3.3"),
        (Edition::E2023, "4.3.3"),
    ];
    for (edition, article) in both {
        for order in [Order::Unknown, Order::SameTime] {
            // Black's knight on d4 touched "first" in the events; the order is unknown, so
            // White's f3 knight counts first and must capture it.
            let mut c = case(edition, "5+3");
            c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4".into();
            c.events.push(Event::touch(Color::White, Square::D4));
            c.events
                .push(touch(Color::White, Square::F3, Contact::Deliberate, order));
            let r = rule(&c);
            assert_eq!(
                r.obligation,
                Some(Obligation::CaptureWith {
                    piece: Square::F3,
                    target: Square::D4
                }),
                "{edition} {order:?}"
            );
            assert!(cites(&r, article), "{edition}");
            assert!(r.steps.iter().any(|s| s.id == "step-touch-order-own-first"));
        }
    }
}

#[test]
fn king_and_rook_together_mean_castling() {
    for (edition, castle, illegal) in [
        (Edition::E2009, "4.4a", "4.4c"),
        (Edition::E2014, "4.4a", "4.4c"),
        (Edition::E2018, "4.4.1", "4.4.3"),
        (Edition::E2023, "4.4.1", "4.4.3"),
    ] {
        // The rook is written first, grasped at the same time as the king: castling.
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5".into();
        c.events.push(Event::touch(Color::White, Square::H1));
        c.events.push(touch(
            Color::White,
            Square::E1,
            Contact::Deliberate,
            Order::SameTime,
        ));
        let r = rule(&c);
        assert_eq!(
            r.obligation,
            Some(Obligation::Castle(shakmaty::CastlingSide::KingSide)),
            "{edition}: {:#?}",
            r.steps
        );
        assert!(cites(&r, castle), "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-king-and-rook-together")
        );
        // An order nobody can establish does not show the rook came first either.
        let mut c = case(edition, "90+30");
        c.fen = Some("r3k2r/pppq1ppp/8/8/1b6/8/PPP2PPP/R3K2R w KQkq - 0 12".into());
        c.events.push(Event::touch(Color::White, Square::A1));
        c.events.push(touch(
            Color::White,
            Square::E1,
            Contact::Deliberate,
            Order::Unknown,
        ));
        let r = rule(&c);
        // Queenside castling is illegal here (the king is in check): another king move.
        assert_eq!(r.obligation, Some(Obligation::KingMove), "{edition}");
        assert!(cites(&r, illegal), "{edition}");
    }
}

#[test]
fn two_own_pieces_in_an_unknown_order_are_settled_only_when_one_cannot_move() {
    // Both knights could move: the Laws deem no order, so the arbiter must establish it; the
    // case either says what he found or leaves the first of the two to move.
    for (edition, article) in [
        (Edition::E2009, "4.3a"),
        (Edition::E2014, "4.3a"),
        (Edition::E2018, "4.3.1"),
        (Edition::E2023, "4.3.1"),
    ] {
        let knights = |finding| {
            let mut c = case(edition, "90+30");
            c.events.push(Event::touch(Color::White, Square::G1));
            c.events.push(Event::Touch {
                by: Color::White,
                square: Square::B1,
                adjust: false,
                contact: Contact::Deliberate,
                order: Order::Unknown,
                finding,
            });
            c
        };
        let r = rule(&knights(TouchFinding::NotEstablished));
        assert_eq!(
            r.obligation,
            Some(Obligation::FirstTouched(Square::G1, Square::B1)),
            "{edition}"
        );
        assert!(cites(&r, article), "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-touch-order-to-establish")
        );
        let r = rule(&knights(TouchFinding::ThisFirst));
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::B1)),
            "{edition}"
        );
        let r = rule(&knights(TouchFinding::EarlierFirst));
        assert_eq!(
            r.obligation,
            Some(Obligation::MovePiece(Square::G1)),
            "{edition}"
        );
        // Found or not, moving a third piece breaches the obligation, and moving either
        // knight meets the open one.
        let mut c = knights(TouchFinding::NotEstablished);
        c.events
            .push(Event::Move(MoveEvent::new(Color::White, "e4")));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        assert_eq!(rule(&c).claim, Some(ClaimVerdict::Upheld), "{edition}");
        let mut c = knights(TouchFinding::NotEstablished);
        c.events
            .push(Event::Move(MoveEvent::new(Color::White, "Nc3")));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
        assert_eq!(rule(&c).claim, Some(ClaimVerdict::Rejected), "{edition}");
    }
    // The rook on a1 cannot move: whichever came first, the knight must move.
    let mut c = case(Edition::E2018, "90+30");
    c.events.push(Event::touch(Color::White, Square::A1));
    c.events.push(touch(
        Color::White,
        Square::B1,
        Contact::Deliberate,
        Order::Unknown,
    ));
    assert_eq!(rule(&c).obligation, Some(Obligation::MovePiece(Square::B1)));
    // An order needs a touch before it.
    let mut c = case(Edition::E2018, "90+30");
    c.events.push(touch(
        Color::White,
        Square::B1,
        Contact::Deliberate,
        Order::SameTime,
    ));
    assert!(super::super::decide(&c).is_err());
}

#[test]
fn a_touch_the_arbiter_cannot_establish_obliges_nothing() {
    for edition in [Edition::E2009, Edition::E2023] {
        let claimed = |alleged: bool| {
            let mut c = case(edition, "90+30");
            c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6".into();
            let t = touch(Color::White, Square::F3, Contact::Deliberate, Order::After);
            c.events.push(if alleged {
                Event::Alleged(Box::new(t))
            } else {
                t
            });
            c.events.push(mv(Color::White, "Ba4"));
            c.events
                .push(Event::Claim(Claim::new(Color::Black, Ground::TouchMove)));
            rule(&c)
        };
        assert_eq!(
            claimed(false).claim,
            Some(ClaimVerdict::Upheld),
            "{edition}"
        );
        let r = claimed(true);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(r.steps.iter().any(|s| s.id == "step-not-established"));
    }
}
