//! Draw claims and offers (9.1–9.6, 5.2.3, Guidelines III.4–III.5).

use shakmaty::Color;

use super::*;
use crate::laws::case::Regulations;
use crate::laws::claim::{AfterFlag, Claim, Evidence, Examination, Ground, QuickplayJudgement};
use crate::laws::event::{ClockButton, DrawOffer, OfferMoment, OfferResponse};
use crate::laws::ruling::{Action, ClaimVerdict, Obligation, Sanction};

fn claim(by: Color, ground: Ground, written: Option<&str>) -> Event {
    Event::Claim(Claim {
        written: written.map(str::to_owned),
        ..Claim::new(by, ground)
    })
}

fn shuffle(edition: Edition, control: &str) -> Case {
    let mut c = case(edition, control);
    c.moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1".into();
    c
}

#[test]
fn threefold_with_the_written_move_is_upheld() {
    let mut c = shuffle(Edition::E2023, "90+30");
    c.events
        .push(claim(Color::Black, Ground::Threefold, Some("Ng8")));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "9.2.1") && cites(&r, "9.2.3") && cites(&r, "9.5.2"));
    let mut old = c.clone();
    old.edition = Edition::E2018;
    assert!(cites(&rule(&old), "9.2.1.1"));
}

#[test]
fn an_offer_accepted_before_the_claim_is_examined_draws_without_the_penalty() {
    for (edition, offer) in [(Edition::E2009, "9.1b(3)"), (Edition::E2023, "9.1.2.3")] {
        let accepted = |examined| {
            let mut c = shuffle(edition, "90");
            c.events.push(Event::Claim(Claim {
                written: Some("Nc6".into()),
                response: OfferResponse::Accepted,
                examination: Examination {
                    examined,
                    ..Examination::default()
                },
                ..Claim::new(Color::Black, Ground::Threefold)
            }));
            rule(&c)
        };
        let r = accepted(false);
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert_eq!((r.added.white, r.claim), (0, None), "{edition}");
        assert!(cites(&r, offer), "{edition}");
        // Examined first, it is found incorrect and penalised before the acceptance.
        let r = accepted(true);
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert!(r.added.white > 0, "{edition}");
    }
}

#[test]
fn a_claim_whose_moves_cannot_be_established_is_not_proven() {
    for edition in [Edition::E2014, Edition::E2023] {
        // The repetition is on the board, but the arbiter cannot establish the moves.
        let mut c = shuffle(edition, "90");
        c.events.push(Event::Claim(Claim {
            written: Some("Ng8".into()),
            examination: Examination {
                moves_established: false,
                ..Examination::default()
            },
            ..Claim::new(Color::Black, Ground::Threefold)
        }));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.added.white, 120, "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Ng8".into())));
    }
}

#[test]
fn incorrect_claim_penalty_per_edition_and_game_type() {
    let table = [
        (Edition::E2009, "90", 180),
        (Edition::E2009, "5", 180),
        (Edition::E2014, "90", 120),
        (Edition::E2014, "5", 60),
        (Edition::E2018, "25", 120),
        (Edition::E2018, "5", 60),
        (Edition::E2023, "90", 120),
        (Edition::E2023, "25", 60),
        (Edition::E2023, "5", 60),
    ];
    for (edition, control, secs) in table {
        let mut c = shuffle(edition, control);
        c.events
            .push(claim(Color::Black, Ground::Threefold, Some("Nc6")));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition} {control}");
        assert_eq!(r.added.white, secs, "{edition} {control}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Nc6".into())));
        assert!(r.steps.iter().any(|s| s.id == "step-claim-is-draw-offer"));
        assert!(r.actions.contains(&Action::OfferStands(Color::Black)));
    }
}

#[test]
fn touching_a_piece_forfeits_the_claim_on_that_move() {
    let mut c = shuffle(Edition::E2018, "90+30");
    c.events
        .push(Event::touch(Color::Black, shakmaty::Square::F6));
    c.events
        .push(claim(Color::Black, Ground::Threefold, Some("Ng8")));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert!(cites(&r, "9.4"));
    assert_eq!(r.added.white, 0);
}

#[test]
fn fifty_moves_completed_and_about_to_be() {
    let fen = "8/8/4k3/8/8/4K3/8/4R3 w - - 99 80";
    let mut c = fen_case(Edition::E2018, "90+30", fen);
    c.events
        .push(claim(Color::White, Ground::FiftyMoves, Some("Ra1")));
    assert_eq!(rule(&c).claim, Some(ClaimVerdict::Upheld));
    let mut c = fen_case(Edition::E2018, "90+30", fen);
    c.events.push(claim(Color::White, Ground::FiftyMoves, None));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "9.3.2"));
}

#[test]
fn fivefold_is_automatic_from_2014_only() {
    let moves =
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1";
    for (edition, automatic) in [
        (Edition::E2009, false),
        (Edition::E2014, true),
        (Edition::E2023, true),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = moves.into();
        c.events.push(mv(Color::Black, "Ng8"));
        let r = rule(&c);
        assert_eq!(
            r.result == GameResult::Over(Score::DRAW),
            automatic,
            "{edition}"
        );
    }
}

#[test]
fn fourteen_fivefold_needs_an_unbroken_shuttle() {
    // The start position appears five times, but with a detour in between: not 2014's
    // "consecutive alternate moves", yet fivefold from 2018.
    let moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nc3 Nc6 4. Ne4 Ne5 5. Nc3 Nc6 6. Nb1 Nb8 \
                 7. Nf3 Nf6 8. Ng1 Ng8 9. Nf3 Nf6 10. Ng1";
    let mut c = case(Edition::E2014, "90+30");
    c.moves = moves.into();
    c.events.push(mv(Color::Black, "Ng8"));
    assert_eq!(rule(&c).result, GameResult::Continues);
    c.edition = Edition::E2018;
    assert_eq!(score(&rule(&c)), Score::DRAW);
}

#[test]
fn draw_offers_and_their_timing() {
    let offer = |moment, response| {
        Event::Offer(DrawOffer {
            by: Color::White,
            moment,
            response,
            conditional: false,
            arbiter_consents: false,
            disturbed: None,
        })
    };
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events
        .push(offer(OfferMoment::AfterMoving, OfferResponse::Accepted));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "9.1.2.1") && cites(&r, "5.2.3"));
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    c.events
        .push(offer(OfferMoment::OpponentsTime, OfferResponse::Declined));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(r.sanctions.contains(&Sanction::Discretionary(Color::White)));
    assert!(cites(&r, "11.5"));
}

#[test]
fn a_condition_attached_to_an_offer_is_void_and_the_offer_stands() {
    use crate::laws::event::OfferAnswer;
    use crate::laws::ruling::Action;
    for (edition, article) in [
        (Edition::E2009, "9.1b(1)"),
        (Edition::E2014, "9.1b(1)"),
        (Edition::E2018, "9.1.2.1"),
        (Edition::E2023, "9.1.2.1"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6 3. Bb5".into();
        c.events.push(Event::Offer(DrawOffer {
            by: Color::White,
            moment: OfferMoment::AfterMoving,
            response: OfferResponse::None,
            conditional: true,
            arbiter_consents: false,
            disturbed: None,
        }));
        let r = rule(&c);
        let void = r
            .steps
            .iter()
            .find(|s| s.id == "step-offer-condition-void")
            .expect("the condition is ruled void");
        assert_eq!(void.articles, [article], "{edition}");
        assert!(r.actions.contains(&Action::OfferStands(Color::White)));
        // Accepted without the condition, it is a draw.
        c.events.push(Event::Answer {
            by: Color::Black,
            answer: OfferAnswer::Accept,
        });
        assert_eq!(score(&rule(&c)), Score::DRAW, "{edition}");
    }
}

#[test]
fn regulations_can_bar_agreed_draws() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.regulations = Regulations {
        no_draw_before_moves: Some(30),
        ..Regulations::default()
    };
    c.events.push(Event::Offer(DrawOffer {
        by: Color::Black,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::Accepted,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    }));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "9.1.1"));
}

#[test]
fn a_postponed_quickplay_claim_is_decided_when_the_claimants_flag_falls() {
    let postponed_then_flag = |fen: &str| {
        let mut c = with_clock(fen_case(Edition::E2023, "90", fen), "10:00", "1:30");
        c.regulations.quickplay_announced = true;
        c.events.push(Event::Claim(Claim {
            judgement: Some(QuickplayJudgement::Postpone { award: true }),
            ..Claim::new(Color::Black, Ground::Quickplay)
        }));
        c.events.push(Event::flag(Color::Black));
        rule(&c)
    };
    // A lone bishop cannot win by normal means, though a helpmate exists (6.9 would lose).
    let r = postponed_then_flag("8/8/4k3/3p4/8/3KB3/8/8 b - - 0 60");
    assert_eq!(score(&r), Score::DRAW);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert!(cites(&r, "III.5.2"));
    // With a rook the arbiter must judge the play.
    let r = postponed_then_flag("8/8/4k3/3p4/8/3KR3/8/8 b - - 0 60");
    assert_eq!(r.result, GameResult::Undecided);
}

#[test]
fn the_arbiters_finding_after_the_flag_decides_a_postponed_claim() {
    let found = |edition: Edition, after_flag: AfterFlag| {
        let fen = "8/8/4k3/3p4/8/3KR3/8/8 b - - 0 60";
        let mut c = with_clock(fen_case(edition, "90", fen), "10:00", "1:30");
        c.regulations.quickplay_announced = true;
        c.events.push(Event::Claim(Claim {
            judgement: Some(QuickplayJudgement::Postpone { award: false }),
            after_flag,
            ..Claim::new(Color::Black, Ground::Quickplay)
        }));
        c.events.push(Event::flag(Color::Black));
        rule(&c)
    };
    for (edition, article) in [(Edition::E2009, "10.2b"), (Edition::E2023, "III.5.2")] {
        let r = found(edition, AfterFlag::Draw);
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(cites(&r, article), "{edition}");
        let r = found(edition, AfterFlag::Lost);
        assert_eq!(score(&r), Score::WHITE_WINS, "{edition}");
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
    }
}

#[test]
fn the_arbiters_finding_on_an_offer_on_the_opponents_time_settles_the_penalty() {
    let offer = |disturbed: Option<bool>| {
        let mut c = case(Edition::E2018, "90+30");
        c.events.push(Event::Offer(DrawOffer {
            by: Color::White,
            moment: OfferMoment::OpponentsTime,
            response: OfferResponse::Declined,
            conditional: false,
            arbiter_consents: false,
            disturbed,
        }));
        rule(&c)
    };
    let penalised = |r: &Ruling| r.sanctions.contains(&Sanction::Discretionary(Color::White));
    assert!(penalised(&offer(None)), "left open: he may penalise");
    assert!(penalised(&offer(Some(true))));
    let r = offer(Some(false));
    assert!(!penalised(&r));
    assert!(cites(&r, "11.5"));
}

#[test]
fn quickplay_claims_need_announcement_no_increment_and_not_blitz() {
    let base = |edition: Edition, control: &str, announced: bool| {
        let mut c = with_clock(
            fen_case(edition, control, "8/8/4k3/8/3K4/8/3P4/8 b - - 0 60"),
            "10:00",
            "1:30",
        );
        c.regulations.quickplay_announced = announced;
        c.events.push(Event::Claim(Claim {
            judgement: Some(QuickplayJudgement::Reject),
            ..Claim::new(Color::Black, Ground::Quickplay)
        }));
        rule(&c)
    };
    let r = base(Edition::E2023, "90", true);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(r.added.white, 120);
    assert!(cites(&r, "III.5.3"));
    // The two minutes are not cut by the rapid one-minute rule (editions matrix A5).
    assert_eq!(base(Edition::E2023, "25", true).added.white, 120);
    assert_eq!(
        base(Edition::E2023, "90", false).claim,
        Some(ClaimVerdict::NotAdmissible)
    );
    assert_eq!(
        base(Edition::E2023, "90+30", true).claim,
        Some(ClaimVerdict::NotAdmissible)
    );
    assert_eq!(
        base(Edition::E2023, "5", true).claim,
        Some(ClaimVerdict::NotAdmissible)
    );
    // 2009 10.2: no announcement needed.
    let r = base(Edition::E2009, "90", false);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(cites(&r, "10.2c"));
    // With no time left the flag has fallen: the claim comes only before it does.
    let mut c = with_clock(
        fen_case(Edition::E2009, "30", "8/8/4k3/8/3K4/8/3P4/8 b - - 0 60"),
        "10:00",
        "0:00",
    );
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Quickplay)));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible));
    assert!(r.steps.iter().any(|s| s.id == "step-quickplay-after-flag"));
}

#[test]
fn increment_request_granted() {
    let mut c = with_clock(case(Edition::E2018, "60"), "20:00", "1:30");
    c.moves = "1. e4".into();
    c.regulations.quickplay_announced = true;
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Increment)));
    let r = rule(&c);
    assert!(r.actions.contains(&Action::SetIncrement(5)));
    assert_eq!(r.added.white, 120);
    assert!(cites(&r, "III.4"));
}

#[test]
fn pressing_the_clock_after_offering_completes_the_move() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    let mut m = MoveEvent::new(Color::White, "Nf3");
    m.pressed_clock = false;
    c.events.push(Event::Move(m));
    c.events.push(Event::Offer(DrawOffer {
        by: Color::White,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::None,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    }));
    c.events.push(Event::PressClock {
        by: Color::White,
        button: ClockButton::Own,
    });
    let r = rule(&c);
    assert_eq!(r.added, shakmaty::ByColor { white: 0, black: 0 });
    assert!(cites(&r, "6.2.1"));
    assert!(!cites(&r, "7.5.3"));
}

#[test]
fn a_history_that_already_holds_a_fivefold_is_over() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves =
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8"
            .into();
    assert_eq!(score(&rule(&c)), Score::DRAW);
}

#[test]
fn the_move_written_with_an_incorrect_claim_binds_as_a_touch_does() {
    for edition in [
        Edition::E2009,
        Edition::E2014,
        Edition::E2018,
        Edition::E2023,
    ] {
        // Another move instead of the written one: the opponent's claim takes it back.
        let mut c = shuffle(edition, "90+30");
        c.events
            .push(claim(Color::Black, Ground::Threefold, Some("Nc6")));
        c.events.push(mv(Color::Black, "Nd5"));
        c.events.push(claim(Color::White, Ground::TouchMove, None));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Nc6".into())));
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-written-move-breach-made")
        );
        assert!(r.steps.iter().any(|s| s.id == "step-written-move-enforced"));
        // Taken back, the written move is owed again: another wrong move is a breach again.
        c.events.push(mv(Color::Black, "Nh5"));
        let r = rule(&c);
        let breaches = r
            .steps
            .iter()
            .filter(|s| s.id == "step-written-move-breach-made");
        assert_eq!(breaches.count(), 2, "{edition}");
        // The written move played: nothing to claim.
        let mut c = shuffle(edition, "90+30");
        c.events
            .push(claim(Color::Black, Ground::Threefold, Some("Nc6")));
        c.events.push(mv(Color::Black, "Nc6"));
        c.events.push(claim(Color::White, Ground::TouchMove, None));
        assert_eq!(rule(&c).claim, Some(ClaimVerdict::Rejected), "{edition}");
        // Claimed before the claimant moves: the arbiter requires the written move.
        let mut c = shuffle(edition, "90+30");
        c.events
            .push(claim(Color::Black, Ground::Threefold, Some("Nc6")));
        c.events.push(claim(Color::White, Ground::TouchMove, None));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.obligation, Some(Obligation::PlayMove("Nc6".into())));
    }
}

#[test]
fn a_draw_that_needs_the_arbiters_consent_stands_once_he_gives_it() {
    for consents in [false, true] {
        let mut c = case(Edition::E2018, "90+30");
        c.moves = "1. e4 e5 2. Nf3".into();
        c.regulations.draw_needs_arbiter_consent = true;
        c.events.push(Event::Offer(DrawOffer {
            by: Color::Black,
            moment: OfferMoment::AfterMoving,
            response: OfferResponse::Accepted,
            conditional: false,
            arbiter_consents: consents,
            disturbed: None,
        }));
        let r = rule(&c);
        let drawn = matches!(r.result, GameResult::Over(s) if s == Score::DRAW);
        assert_eq!(drawn, consents);
        assert!(cites(&r, "9.1.1"));
    }
}

#[test]
fn no_appeal_lies_against_a_2009_quickplay_decision() {
    for (edition, allowed) in [(Edition::E2009, false), (Edition::E2023, true)] {
        let mut c = with_clock(
            fen_case(edition, "90", "8/8/4k3/3p4/8/3KR3/8/8 b - - 0 60"),
            "10:00",
            "1:30",
        );
        c.regulations.quickplay_announced = true;
        c.events.push(Event::Claim(Claim {
            judgement: Some(QuickplayJudgement::Reject),
            ..Claim::new(Color::Black, Ground::Quickplay)
        }));
        c.events.push(Event::Appeal { by: Color::Black });
        assert_eq!(rule(&c).allowed, Some(allowed), "{edition}");
    }
}

#[test]
fn an_incorrect_claim_leaves_the_opponents_offer_standing() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3".into();
    c.events.push(Event::Offer(DrawOffer {
        by: Color::White,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::None,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    }));
    c.events.push(Event::Claim(Claim {
        written: Some("Nf6".into()),
        ..Claim::new(Color::Black, Ground::Threefold)
    }));
    let mut accepted = c.clone();
    accepted.events.push(Event::Answer {
        by: Color::Black,
        answer: crate::laws::event::OfferAnswer::Accept,
    });
    assert_eq!(score(&rule(&accepted)), Score::DRAW);
    // Black touching a piece to play the written move declines White's offer.
    c.events.push(mv(Color::Black, "Nf6"));
    c.events.push(Event::Answer {
        by: Color::Black,
        answer: crate::laws::event::OfferAnswer::Accept,
    });
    assert_eq!(rule(&c).result, GameResult::Continues);
}

/// "No draw before move 30 without the arbiter's consent": his consent lifts the move limit
/// (9.1.1); without it, the agreement is void.
#[test]
fn the_arbiters_consent_lifts_the_regulations_move_limit() {
    for consent in [true, false] {
        let mut c = case(Edition::E2018, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.regulations.no_draw_before_moves = Some(30);
        c.regulations.draw_needs_arbiter_consent = true;
        c.events.push(Event::Offer(DrawOffer {
            by: Color::White,
            moment: OfferMoment::AfterMoving,
            response: OfferResponse::Accepted,
            conditional: false,
            arbiter_consents: consent,
            disturbed: None,
        }));
        let r = rule(&c);
        assert_eq!(
            r.result == GameResult::Over(Score::DRAW),
            consent,
            "{consent}"
        );
    }
}

#[test]
fn a_claim_resting_only_on_a_monitor_is_not_examined() {
    for (edition, article) in [
        (Edition::E2009, "6.14"),
        (Edition::E2014, "6.13"),
        (Edition::E2018, "6.12.2"),
        (Edition::E2023, "6.12.2"),
    ] {
        let mut c = shuffle(edition, "90+30");
        c.events.push(Event::Claim(Claim {
            written: Some("Ng8".into()),
            evidence: Evidence::Display,
            ..Claim::new(Color::Black, Ground::Threefold)
        }));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible), "{edition}");
        assert!(r.play_goes_on(), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn an_offer_after_moving_by_the_player_still_to_move_is_one_before_moving() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = "1. e4 e5".into();
    c.events.push(Event::Offer(DrawOffer {
        by: Color::White,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::None,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    }));
    let r = rule(&c);
    assert!(r.steps.iter().any(|s| s.id == "step-offer-other-moment"));
    assert!(cites(&r, "11.5"));
}

/// A claim on time made with the clocks left running, in rapid without adequate supervision,
/// after which the claimant's own flag falls before anyone stops them.
fn unstopped_flag_claim(edition: Edition, own_flag_falls: bool) -> Ruling {
    let mut c = with_clock(
        fen_case(edition, "15+0", "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 40"),
        "0:02",
        "0:00",
    );
    c.supervision = Supervision::Unsupervised;
    c.events.push(Event::Claim(Claim {
        clock_stopped: false,
        ..Claim::new(Color::White, Ground::Flag)
    }));
    if own_flag_falls {
        c.events.push(Event::flag(Color::White));
    }
    rule(&c)
}

#[test]
fn a_flag_claim_left_with_the_clocks_running_is_judged_when_they_are_stopped() {
    // 2009 A4d2 and 2014 A.4c ask the claimant's own flag to be up once the clocks are
    // stopped: fallen meanwhile, the claim fails (2009: both flags down draws, A4d3).
    for (edition, article) in [(Edition::E2009, "A4d2"), (Edition::E2014, "A.4c")] {
        let r = unstopped_flag_claim(edition, true);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        assert!(cites(&r, article), "{edition}");
        // Still up when they are stopped: the claim succeeds as any other.
        let r = unstopped_flag_claim(edition, false);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(score(&r), Score::win_for(Color::White), "{edition}");
    }
    // From 2018 the claimant may stop the clock but need not, and his own flag does not
    // matter (A.4.3; 2023 A.5.3): the claim wins at once.
    for edition in [Edition::E2018, Edition::E2023] {
        let r = unstopped_flag_claim(edition, true);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(score(&r), Score::win_for(Color::White), "{edition}");
    }
}

#[test]
fn a_draw_claim_left_with_the_clock_running_loses_on_the_flag_if_incorrect() {
    let mut c = with_clock(case(Edition::E2009, "90+0"), "10:00", "0:20");
    c.moves = "1. Nf3 Nf6 2. Ng1".into();
    c.events.push(Event::Claim(Claim {
        written: Some("Ng8".into()),
        clock_stopped: false,
        ..Claim::new(Color::Black, Ground::Threefold)
    }));
    c.events.push(Event::flag(Color::Black));
    let r = rule(&c);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-claim-made-clock-running")
    );
    assert_eq!(
        r.claims.first().map(|o| o.verdict),
        Some(ClaimVerdict::Rejected)
    );
    assert_eq!(score(&r), Score::win_for(Color::White));
}

#[test]
fn play_on_the_board_leaves_an_unstopped_flag_claim_waiting() {
    // 2009 rapid without adequate supervision: Black claims White's flag without stopping the
    // clocks, White moves on, and Black's own flag falls before anyone stops them.
    let mut c = with_clock(case(Edition::E2009, "20"), "0:00", "0:03");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.supervision = Supervision::Unsupervised;
    c.events.push(Event::Claim(Claim {
        clock_stopped: false,
        ..Claim::new(Color::Black, Ground::Flag)
    }));
    c.events.push(mv(Color::White, "Bb5"));
    c.events.push(Event::flag(Color::Black));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(score(&r), Score::DRAW);
    assert!(cites(&r, "A4d3"));
}

#[test]
fn a_clock_moved_from_where_the_arbiter_placed_it_goes_back() {
    for (edition, article) in [(Edition::E2009, "6.4"), (Edition::E2023, "6.5")] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::Claim(Claim::new(
            Color::Black,
            Ground::ClockPlacement,
        )));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
    }
}

#[test]
fn whether_a_clock_can_add_an_increment_decides_between_request_and_claim() {
    let quickplay = |edition: Edition, ground: Ground, at_hand: Option<bool>| {
        let mut c = with_clock(case(edition, "60"), "20:00", "1:30");
        c.moves = "1. e4".into();
        c.regulations.quickplay_announced = true;
        c.regulations.increment_clock = at_hand;
        c.events.push(Event::Claim(Claim {
            judgement: Some(QuickplayJudgement::Agree),
            ..Claim::new(Color::Black, ground)
        }));
        rule(&c)
    };
    for (edition, request, claim) in [
        (Edition::E2014, "G.4", "G.5"),
        (Edition::E2018, "III.4", "III.5"),
        (Edition::E2023, "III.4", "III.5"),
    ] {
        // No such clock: the request cannot be met, the claim is open.
        let r = quickplay(edition, Ground::Increment, Some(false));
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(
            !r.actions
                .iter()
                .any(|a| matches!(a, Action::SetIncrement(_)))
        );
        assert!(cites(&r, request));
        let r = quickplay(edition, Ground::Quickplay, Some(false));
        assert_eq!(score(&r), Score::DRAW, "{edition}");
        // Such a clock at hand: the request applies, and the claim gives way to it.
        let r = quickplay(edition, Ground::Quickplay, Some(true));
        assert_eq!(r.claim, Some(ClaimVerdict::NotAdmissible), "{edition}");
        assert!(cites(&r, claim) && cites(&r, request), "{edition}");
        assert_eq!(r.result, GameResult::Continues);
        let r = quickplay(edition, Ground::Increment, Some(true));
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        // Not said: the player chooses.
        let r = quickplay(edition, Ground::Quickplay, None);
        assert_eq!(score(&r), Score::DRAW, "{edition}");
    }
    // 2009 has no request: the claim stands whatever the clocks.
    let r = quickplay(Edition::E2009, Ground::Quickplay, Some(true));
    assert_eq!(score(&r), Score::DRAW);
}
