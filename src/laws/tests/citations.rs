//! Citations are leaves: each step cites the most specific article its edition has, and the
//! article that makes a move illegal or a rule apply is a step of its own. Numbers per
//! edition follow the project's editions matrix and the texts it names (2009 App. A4d1-3,
//! 3.8b(1)(a); 2014 6.11a/b, G.5a-c; 2018 III.3.1.x, II.3.2.x, 3.7.4.2; 2023 3.7.3.2).

use shakmaty::Color;

use super::*;
use crate::laws::claim::{Claim, Ground, QuickplayJudgement};
use crate::laws::event::{ClockButton, DeviceFinding, PromotionAct};
use crate::laws::query::Query;
use crate::laws::ruling::{ClaimVerdict, Obligation};

/// The articles of the first step with this id.
fn articles_of(r: &Ruling, id: &str) -> Vec<&'static str> {
    r.steps
        .iter()
        .find(|s| s.id == id)
        .unwrap_or_else(|| panic!("no {id}: {:#?}", r.steps))
        .articles
        .clone()
}

/// A case with an illegal move `text` by the side to move after `moves`.
fn illegal(edition: Edition, fen: Option<&str>, moves: &str, by: Color, text: &str) -> Ruling {
    let mut c = case(edition, "90+30");
    c.fen = fen.map(str::to_owned);
    c.moves = moves.into();
    c.events.push(mv(by, text));
    rule(&c)
}

#[test]
fn the_rule_an_illegal_move_breaks_is_a_step_in_every_edition() {
    // En passant a move too late: 2009/2014 3.7d, 2018 3.7.4.2, 2023 3.7.3.2.
    let late = "1. e4 a6 2. e5 d5 3. Nf3 Nc6";
    for (edition, article) in [
        (Edition::E2009, "3.7d"),
        (Edition::E2014, "3.7d"),
        (Edition::E2018, "3.7.4.2"),
        (Edition::E2023, "3.7.3.2"),
    ] {
        let r = illegal(edition, None, late, Color::White, "e5-d6");
        assert_eq!(articles_of(&r, "step-move-breaks"), [article], "{edition}");
        assert!(cites(&r, edition.rules().articles.illegal_restore));
    }
    // A move that leaves the king in check: 3.9.2 from 2018, 3.9 before.
    let pinned = "1. e4 e5 2. d4 Bb4+";
    let r = illegal(Edition::E2018, None, pinned, Color::White, "Nb1-a3");
    assert_eq!(articles_of(&r, "step-move-breaks"), ["3.9.2"]);
    let r = illegal(Edition::E2014, None, pinned, Color::White, "Nb1-a3");
    assert_eq!(articles_of(&r, "step-move-breaks"), ["3.9"]);
}

#[test]
fn why_castling_is_illegal_is_named_with_its_own_number() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let king_walked = "1. Ke2 Ke7 2. Ke1 Ke8";
    for (edition, king_moved, rook_moved) in [
        (Edition::E2009, "3.8b(1)(a)", "3.8b(1)(b)"),
        (Edition::E2014, "3.8c(1)(a)", "3.8c(1)(b)"),
        (Edition::E2018, "3.8.2.1.1", "3.8.2.1.2"),
        (Edition::E2023, "3.8.2.1.1", "3.8.2.1.2"),
    ] {
        let r = illegal(edition, Some(fen), king_walked, Color::White, "O-O");
        assert_eq!(
            articles_of(&r, "step-move-breaks"),
            [king_moved],
            "{edition}"
        );
        let r = illegal(
            edition,
            Some(fen),
            "1. Rh2 Rh7 2. Rh1 Rh8",
            Color::White,
            "O-O",
        );
        assert_eq!(
            articles_of(&r, "step-move-breaks"),
            [rook_moved],
            "{edition}"
        );
    }
    // Through an attacked square, and with a piece in between.
    let r = illegal(
        Edition::E2023,
        Some("r3k2r/8/8/8/8/8/5r2/R3K2R w KQk - 0 1"),
        "",
        Color::White,
        "O-O",
    );
    assert_eq!(articles_of(&r, "step-move-breaks"), ["3.8.2.2.1"]);
    let r = illegal(
        Edition::E2023,
        Some("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"),
        "",
        Color::White,
        "O-O-O",
    );
    assert_eq!(articles_of(&r, "step-move-breaks"), ["3.8.2.2.2"]);
}

#[test]
fn touching_king_then_rook_for_an_illegal_castling_names_the_bar_and_4_4_3() {
    // The h1-rook has moved: castling kingside is lost (3.8.2.1.2), 4.4.3 obliges a king
    // move, castling queenside included.
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 20",
    );
    c.events
        .push(Event::touch(Color::White, shakmaty::Square::E1));
    c.events
        .push(Event::touch(Color::White, shakmaty::Square::H1));
    let r = rule(&c);
    assert_eq!(articles_of(&r, "step-castling-breaks"), ["3.8.2.1.2"]);
    assert_eq!(r.obligation, Some(Obligation::KingMove));
    assert!(cites(&r, "4.4.3"));
}

#[test]
fn rook_then_king_cites_4_4_2_and_the_4_3_1_it_sends_to() {
    let mut c = fen_case(
        Edition::E2023,
        "90+30",
        "r3k2r/pppppppp/8/8/8/8/PPPPPPP1/R3K2R w KQkq - 0 20",
    );
    for square in [shakmaty::Square::H1, shakmaty::Square::E1] {
        c.events.push(Event::touch(Color::White, square));
    }
    let r = rule(&c);
    assert_eq!(
        r.obligation,
        Some(Obligation::MovePiece(shakmaty::Square::H1))
    );
    // The first touch alone obliges under 4.3.1; the king touched next brings in 4.4.2.
    let last = r
        .steps
        .iter()
        .rfind(|s| s.id == "step-obligation-move-piece")
        .unwrap();
    assert_eq!(last.articles, ["4.4.2", "4.3.1"]);
}

#[test]
fn touching_out_of_turn_is_outside_the_opening_words_of_4_3() {
    let mut c = case(Edition::E2018, "90+30");
    c.events
        .push(Event::touch(Color::Black, shakmaty::Square::E7));
    let r = rule(&c);
    assert_eq!(
        articles_of(&r, "step-touch-not-having-the-move"),
        ["4.3", "11.5"]
    );
}

#[test]
fn both_flags_and_unsupervised_flags_cite_their_items() {
    // 2009 A4d2: a claimant whose own flag is down does not win on time.
    let mut c = with_clock(
        fen_case(Edition::E2009, "15", "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 60"),
        "0:00",
        "0:00",
    );
    c.supervision = Supervision::Unsupervised;
    c.events
        .push(Event::Claim(Claim::new(Color::White, Ground::Flag)));
    let r = rule(&c);
    assert!(cites(&r, "A4d3") && !cites(&r, "A4d"), "{:#?}", r.steps);
    // A flag the arbiter calls in unsupervised 2023 rapid: 6.8, A.5.5 and 6.9, not the
    // claimant's A.5.3.
    let mut c = with_clock(
        fen_case(Edition::E2023, "15+10", "8/8/4k3/8/8/4K3/4Q3/8 w - - 0 60"),
        "1:00",
        "0:00",
    );
    c.supervision = Supervision::Unsupervised;
    c.events.push(Event::flag(Color::Black));
    let r = rule(&c);
    assert!(cites(&r, "6.8") && cites(&r, "A.5.5") && cites(&r, "6.9"));
    assert!(!cites(&r, "A.5.3"));
    c.events = vec![Event::Claim(Claim::new(Color::White, Ground::Flag))];
    let r = rule(&c);
    assert!(cites(&r, "A.5.3"));
}

#[test]
fn quickplay_decisions_cite_their_items() {
    let claim = |edition: Edition, judgement: QuickplayJudgement| {
        let mut c = with_clock(
            fen_case(edition, "90", "8/8/4k3/8/3K4/8/3P4/8 b - - 0 60"),
            "10:00",
            "1:30",
        );
        c.regulations.quickplay_announced = true;
        c.events.push(Event::Claim(Claim {
            judgement: Some(judgement),
            ..Claim::new(Color::Black, Ground::Quickplay)
        }));
        rule(&c)
    };
    for (edition, agree, postpone, reject) in [
        (Edition::E2009, "10.2a", "10.2b", "10.2c"),
        (Edition::E2014, "G.5a", "G.5b", "G.5c"),
        (Edition::E2018, "III.5.1", "III.5.2", "III.5.3"),
        (Edition::E2023, "III.5.1", "III.5.2", "III.5.3"),
    ] {
        let r = claim(edition, QuickplayJudgement::Agree);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
        assert_eq!(
            articles_of(&r, "step-quickplay-agree"),
            [agree],
            "{edition}"
        );
        let r = claim(edition, QuickplayJudgement::Postpone { award: true });
        assert_eq!(articles_of(&r, "step-quickplay-postpone"), [postpone]);
        let r = claim(edition, QuickplayJudgement::Reject);
        assert_eq!(articles_of(&r, "step-quickplay-reject"), [reject]);
    }
}

#[test]
fn chess960_castling_cites_the_way_it_is_made() {
    let castle = |edition: Edition, fen: &str, text: &str| {
        let mut c = fen_case(edition, "90+30", fen);
        c.chess960 = true;
        c.events.push(mv(Color::White, text));
        articles_of(&rule(&c), "step-chess960-castling")
    };
    // King f1, rook g1: g-side castling swaps them (transposition).
    let swap = "1k6/8/8/8/8/8/8/5KR1 w G - 0 1";
    assert_eq!(
        castle(Edition::E2018, swap, "O-O"),
        ["II.3.2.2", "II.3.2.6", "II.3.2.7.4"]
    );
    assert_eq!(
        castle(Edition::E2023, swap, "O-O"),
        ["II.3.2.2", "II.3.2.6", "II.3.2.7"]
    );
    assert_eq!(castle(Edition::E2009, swap, "O-O"), ["F3b(2)", "F3"]);
    // King already on g1: only the rook moves.
    let rook_only = "1k6/8/8/8/8/8/8/6KR w H - 0 1";
    assert_eq!(castle(Edition::E2018, rook_only, "O-O")[0], "II.3.2.4");
    // Rook already on f1: only the king moves.
    let king_only = "1k6/8/8/8/8/8/8/3K1R2 w F - 0 1";
    assert_eq!(castle(Edition::E2018, king_only, "O-O")[0], "II.3.2.3");
    // Both move: king b1 to c1, rook a1 to d1.
    let both = "1k6/8/8/8/8/8/8/RK6 w A - 0 1";
    assert_eq!(castle(Edition::E2018, both, "O-O-O")[0], "II.3.2.1");
}

#[test]
fn promotion_steps_cite_article_3_and_the_completion_of_the_move() {
    let fen = "8/4P3/8/8/8/2k5/8/4K3 w - - 0 60";
    let promote = |edition: Edition, pressed: bool| {
        let mut c = fen_case(edition, "90+30", fen);
        c.events.push(Event::Move(MoveEvent {
            promotion: PromotionAct::NoPiece,
            pressed_clock: pressed,
            ..MoveEvent::new(Color::White, "e8")
        }));
        rule(&c)
    };
    let r = promote(Edition::E2018, false);
    assert_eq!(
        articles_of(&r, "step-promotion-not-completed"),
        ["4.7.3", "4.6.2", "3.7.5.1"]
    );
    let r = promote(Edition::E2023, true);
    assert_eq!(
        articles_of(&r, "step-unpromoted-pawn"),
        ["7.5.2", "3.7.3.3"]
    );
    let r = promote(Edition::E2009, true);
    assert_eq!(
        articles_of(&r, "step-unpromoted-pawn-restored"),
        ["7.4a", "3.7e"]
    );
}

#[test]
fn a_move_left_unpressed_is_not_pointed_out_and_a_late_press_completes_it() {
    for (edition, silent, completed) in [
        (Edition::E2009, "13.6", &["6.7a"][..]),
        (Edition::E2014, "12.6", &["6.2a"][..]),
        (Edition::E2018, "12.6", &["6.2.1", "6.2.2"][..]),
    ] {
        let mut c = case(edition, "90+30");
        c.events.push(Event::Move(MoveEvent {
            pressed_clock: false,
            ..MoveEvent::new(Color::White, "e4")
        }));
        c.events.push(Event::PressClock {
            by: Color::White,
            button: ClockButton::Own,
        });
        let r = rule(&c);
        assert_eq!(
            articles_of(&r, "step-arbiter-silent-unpressed"),
            [silent],
            "{edition}"
        );
        assert_eq!(
            articles_of(&r, "step-move-completed"),
            completed,
            "{edition}"
        );
    }
}

#[test]
fn the_device_rules_reach_the_whole_venue() {
    for (edition, venue) in [
        (Edition::E2009, "12.2"),
        (Edition::E2014, "11.2"),
        (Edition::E2018, "11.2.1"),
        (Edition::E2023, "11.2.1"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::Device {
            by: Color::White,
            finding: DeviceFinding::Rang,
            owner: crate::laws::event::DeviceOwner::Player,
            permission: false,
        });
        let r = rule(&c);
        assert_eq!(articles_of(&r, "step-device-venue"), [venue], "{edition}");
        assert_eq!(score(&r), Score::BLACK_WINS);
    }
}

#[test]
fn a_threefold_claim_on_positions_that_only_look_the_same_names_why() {
    // The start position comes back after each side's king steps out and back: the castling
    // rights are gone, so it is not the start position (9.2.2.2; 2023 9.2.3.2).
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1".into();
    c.events.push(Event::Claim(Claim {
        written: Some("Ke8".into()),
        ..Claim::new(Color::Black, Ground::Threefold)
    }));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(
        articles_of(&r, "step-threefold-not-same-castling"),
        ["9.2.2.2"]
    );
    c.edition = Edition::E2023;
    assert_eq!(
        articles_of(&rule(&c), "step-threefold-not-same-castling"),
        ["9.2.3.2"]
    );
}

#[test]
fn a_rule_the_edition_lacks_points_to_the_one_that_applies() {
    let ask = |query: Query| {
        let mut c = Case::new(Edition::E2009);
        c.query = Some(query);
        rule(&c)
    };
    let r = ask(Query::FivefoldCount);
    assert_eq!(
        articles_of(&r, "step-query-no-fivefold-rule"),
        ["9.2a", "9.2b"]
    );
    let r = ask(Query::SeventyFiveMoveCount);
    assert_eq!(
        articles_of(&r, "step-query-no-seventy-five-rule"),
        ["9.3a", "9.3b"]
    );
}

#[test]
fn every_citable_article_is_a_leaf_of_its_edition() {
    // No article the engine can cite is a part of another it can cite (6.11 with 6.11a,
    // III.3.1 with III.3.1.2), except where the parent has text of its own that the engine
    // applies: the regime articles, the claim and quickplay preambles, the definition of the
    // same position, and the unnumbered Chess960 paragraphs of 2009 and 2014 (in 2009 the
    // recommended procedure and the notes stand unnumbered under F3b, beside its methods), the
    // visually disabled player's assistant (2009 E2.9, D.2.10 on), the claim with no arbiter
    // present (III.6.1), the piece released on a square (2009 4.6, 4.7 on), whose sentence
    // stands above the cases in which a move counts as made, and the ban on moving to a square
    // held by one's own piece (3.1), which stands above the capture (2014 3.1a, 3.1.1 on),
    // and the list of what the envelope shows (I.2; 2009 Adj.2, 2014 E.2), whose items the
    // engine also cites one by one, and the loss for a late resumption (2009 Adj.10), whose
    // exceptions for the late sealer stand below it as (a) to (c).
    let own_text = [
        "4.3", "6.2.1", "B.2", "3.7.3", "9.2", "9.5", "10.2", "G.5", "III.5", "9.2.2", "9.2.3",
        "A4", "A.4", "A.5", "A.3.1", "B.3.1", "F3", "F.3", "F3b", "11.3.2", "11.2", "12.9", "13.4",
        "E2.9", "D.2.10", "III.6.1", "4.6", "4.7", "3.1", "Adj.2", "E.2", "I.2", "Adj.10",
    ];
    for edition in Edition::ALL {
        let all = edition.rules().citable_articles();
        for parent in &all {
            let child = all.iter().find(|c| {
                c.len() > parent.len()
                    && c.starts_with(parent)
                    && c[parent.len()..]
                        .chars()
                        .next()
                        .is_some_and(|n| n == '.' || n == '(' || n.is_ascii_lowercase())
            });
            if let Some(child) = child {
                assert!(
                    own_text.contains(parent),
                    "{edition}: {parent} is cited beside its part {child}"
                );
            }
        }
    }
}

#[test]
fn a_claim_against_a_legal_castling_is_answered_by_the_castling_rule() {
    // The rook crosses b1, which the bishop on g6 attacks; the king's squares are free.
    for (edition, attacked) in [
        (Edition::E2009, "3.8b(2)(a)"),
        (Edition::E2018, "3.8.2.2.1"),
    ] {
        let mut c = fen_case(edition, "90+30", "4k3/8/6b1/8/8/8/8/R3K3 w Q - 0 30");
        c.events.push(mv(Color::White, "O-O-O"));
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::IllegalMove)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert_eq!(
            articles_of(&r, "step-illegal-move-claim-castling-legal"),
            [attacked],
            "{edition}"
        );
    }
}

/// A fact the arbiter cannot establish cites the rule it would have brought in: "I adjust"
/// the rule on adjusting, a deliberate touch of one's own piece the obligation to move it;
/// a claim of an illegal move after the game cites the rule that reaches only moves found
/// during it.
#[test]
fn what_is_not_established_or_too_late_cites_the_rule_it_would_have_applied() {
    use crate::laws::event::{Contact, Order, TouchFinding};
    for (edition, adjust, own) in [
        (Edition::E2014, "4.2", "4.3a"),
        (Edition::E2023, "4.2.1", "4.3.1"),
    ] {
        for (said, article) in [(true, adjust), (false, own)] {
            let mut c = case(edition, "90+30");
            c.moves = "1. e4 e5 2. Nf3".into();
            c.events.push(Event::Alleged(Box::new(Event::Touch {
                by: Color::Black,
                square: shakmaty::Square::B8,
                adjust: said,
                contact: Contact::Deliberate,
                order: Order::After,
                finding: TouchFinding::NotEstablished,
            })));
            let r = rule(&c);
            assert_eq!(
                articles_of(&r, "step-not-established"),
                [article],
                "{edition} {said}"
            );
        }
    }
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(Event::Resign {
        by: Color::Black,
        gesture: None,
    });
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::IllegalMove)));
    let r = rule(&c);
    assert!(articles_of(&r, "step-claim-after-game-end").contains(&"7.5.1"));
}
