//! Colour symmetry: a case mirrored top to bottom with the colours swapped gets the mirrored
//! ruling. Run over every edition and every kind of incident the other tests use.

use shakmaty::fen::Fen;
use shakmaty::{ByColor, Color, Square};

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{ClockButton, DeviceFinding, DeviceOwner, Notice};
use crate::laws::ruling::{Action, Obligation};

fn flip_text(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '1'..='8' => char::from(b'1' + (b'8' - c as u8)),
            other => other,
        })
        .collect()
}

fn flip_fen(fen: &str) -> String {
    let setup = fen.parse::<Fen>().unwrap().into_setup();
    let mut mirrored = setup.clone();
    mirrored.board = setup.board.clone().into_mirrored();
    mirrored.turn = !setup.turn;
    mirrored.castling_rights = setup.castling_rights.flip_vertical();
    mirrored.ep_square = setup.ep_square.map(Square::flip_vertical);
    Fen::try_from_setup(mirrored).unwrap().to_string()
}

fn flip_event(e: &Event) -> Event {
    match e.clone() {
        Event::Move(mut m) => {
            m.by = !m.by;
            m.mv = flip_text(&m.mv);
            Event::Move(m)
        }
        Event::Flag { side, order, check } => Event::Flag {
            side: !side,
            order,
            check,
        },
        Event::Claim(mut c) => {
            c.by = !c.by;
            c.written = c.written.map(|w| flip_text(&w));
            Event::Claim(c)
        }
        Event::Device {
            by,
            finding,
            owner,
            permission,
        } => Event::Device {
            permission,
            by: !by,
            finding,
            owner,
        },
        Event::Resign { by, gesture } => Event::Resign { by: !by, gesture },
        Event::Touch {
            by,
            square,
            adjust,
            contact,
            order,
            finding,
        } => Event::Touch {
            by: !by,
            square: square.flip_vertical(),
            adjust,
            contact,
            order,
            finding,
        },
        Event::PauseClock { by, reason } => Event::PauseClock { by: !by, reason },
        Event::RestartClock { by, elapsed } => Event::RestartClock { by: !by, elapsed },
        Event::PressClock { by, button } => Event::PressClock { by: !by, button },
        other => other,
    }
}

fn flip_case(c: &Case) -> Case {
    let mut m = c.clone();
    m.fen = Some(flip_fen(c.fen.as_deref().unwrap()));
    m.history = ByColor {
        white: c.history.black,
        black: c.history.white,
    };
    m.clock = c.clock.map(|mut k| {
        std::mem::swap(&mut k.white, &mut k.black);
        k.running = k.running.map(|r| !r);
        k
    });
    m.events = c.events.iter().map(flip_event).collect();
    m
}

fn flip_obligation(o: &Obligation) -> Obligation {
    match o {
        Obligation::MovePiece(s) => Obligation::MovePiece(s.flip_vertical()),
        Obligation::CapturePiece(s) => Obligation::CapturePiece(s.flip_vertical()),
        Obligation::MovePawn(s) => Obligation::MovePawn(s.flip_vertical()),
        Obligation::CaptureWith { piece, target } => Obligation::CaptureWith {
            piece: piece.flip_vertical(),
            target: target.flip_vertical(),
        },
        Obligation::PlayMove(t) => Obligation::PlayMove(flip_text(t)),
        other => other.clone(),
    }
}

fn flip_action(a: Action) -> Action {
    match a {
        Action::PawnBecomesQueen(s) => Action::PawnBecomesQueen(s.flip_vertical()),
        Action::NoCastling(c) => Action::NoCastling(!c),
        Action::RestoreOnOwnTime(c) => Action::RestoreOnOwnTime(!c),
        Action::CallFlag(c) => Action::CallFlag(!c),
        Action::OfferStands(c) => Action::OfferStands(!c),
        Action::NoCastlingWithRook(s) => Action::NoCastlingWithRook(s.flip_vertical()),
        other => other,
    }
}

fn assert_mirrored(c: &Case) {
    let r = rule(c);
    let m = rule(&flip_case(c));
    let context = format!("{:?} {:?}", c.edition, c.events);
    assert_eq!(m.score(), r.score().map(Score::mirrored), "{context}");
    assert_eq!(
        m.result == GameResult::Continues,
        r.result == GameResult::Continues,
        "{context}"
    );
    assert_eq!(
        m.added,
        ByColor {
            white: r.added.black,
            black: r.added.white
        },
        "{context}"
    );
    assert_eq!(m.claim, r.claim, "{context}");
    assert_eq!(
        m.obligation,
        r.obligation.as_ref().map(flip_obligation),
        "{context}"
    );
    assert_eq!(
        m.actions,
        r.actions
            .iter()
            .copied()
            .map(flip_action)
            .collect::<Vec<_>>(),
        "{context}"
    );
    assert_eq!(m.citations(), r.citations(), "{context}");
}

#[test]
fn mirrored_cases_get_mirrored_rulings() {
    let middlegame = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
    let events: Vec<Vec<Event>> = vec![
        vec![mv(Color::White, "Qd1-d3")],
        vec![Event::Move(MoveEvent {
            noticed: Notice::Claim,
            ..MoveEvent::new(Color::White, "Bf1-b6")
        })],
        vec![Event::touch(Color::White, Square::F3)],
        vec![
            Event::touch(Color::White, Square::F3),
            Event::touch(Color::White, Square::E5),
        ],
        vec![Event::flag(Color::White)],
        vec![Event::Device {
            by: Color::Black,
            finding: DeviceFinding::Rang,
            owner: DeviceOwner::Player,
            permission: false,
        }],
        vec![Event::Resign {
            by: Color::White,
            gesture: None,
        }],
        vec![Event::PressClock {
            by: Color::White,
            button: ClockButton::Own,
        }],
        vec![Event::Claim(Claim {
            written: Some("Ng1".into()),
            ..Claim::new(Color::White, Ground::Threefold)
        })],
    ];
    for edition in Edition::ALL {
        for control in ["90+30", "25", "3+2"] {
            for sup in [Supervision::Supervised, Supervision::Unsupervised] {
                for (earlier, evs) in [0, 1]
                    .iter()
                    .flat_map(|n| events.iter().map(move |e| (*n, e)))
                {
                    let mut c = with_clock(fen_case(edition, control, middlegame), "10:00", "0:20");
                    c.supervision = sup;
                    c.history.white.illegal_moves = earlier;
                    c.events = evs.clone();
                    assert_mirrored(&c);
                }
            }
        }
    }
    let endgame = "8/8/4k3/4p3/4K3/2B5/8/8 b - - 0 60";
    for edition in Edition::ALL {
        let mut c = with_clock(fen_case(edition, "3+2", endgame), "0:30", "0:00");
        c.events = vec![Event::Claim(Claim::new(Color::White, Ground::Flag))];
        assert_mirrored(&c);
    }
}
