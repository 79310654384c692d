//! The conduct of the players (2014 on Article 11, 2009 Article 12): leaving, outside help,
//! inspections, smoking, disturbance, complaints, persistent refusal and devices found away
//! from the player, under each edition's own numbers.

use shakmaty::Color;

use super::*;
use crate::laws::claim::{Claim, Ground, QuickplayJudgement};
use crate::laws::event::{
    AidSource, AssistantDuty, DeviceFinding, DeviceOwner, Disturbance, DrawOffer, InspectionManner,
    LeavePlace, OfferMoment, OfferResponse, OpponentScore, SmokeKind,
};
use crate::laws::ruling::{ClaimVerdict, Penalty, Points, Sanction};

const ALL: [Edition; 4] = [
    Edition::E2009,
    Edition::E2014,
    Edition::E2018,
    Edition::E2023,
];

/// A standard game after 1. e4 e5 2. Nf3, Black to move.
fn game(edition: Edition) -> Case {
    let mut c = case(edition, "90+30");
    c.moves = "1. e4 e5 2. Nf3".into();
    c
}

fn leave(by: Color, to: LeavePlace) -> Event {
    Event::Leave {
        by,
        to,
        permission: false,
        reported: false,
        penalty: None,
    }
}

fn penalised(r: &Ruling, side: Color) -> bool {
    r.sanctions.contains(&Sanction::Discretionary(side))
}

#[test]
fn the_player_having_the_move_may_not_leave_the_playing_area() {
    for (edition, article, infraction, first_step) in [
        (Edition::E2009, "12.2", "12.7", "13.4a"),
        (Edition::E2014, "11.2b", "11.6", "12.9a"),
        (Edition::E2018, "11.2.3.2", "11.6", "12.9.1"),
        (Edition::E2023, "11.2.3.2", "11.6", "12.9.1"),
    ] {
        let mut c = game(edition);
        c.events.push(leave(Color::Black, LeavePlace::WithinVenue));
        let r = rule(&c);
        assert!(penalised(&r, Color::Black), "{edition}");
        assert_eq!(r.allowed, Some(false));
        assert_eq!(r.result, GameResult::Continues);
        for a in [article, infraction, first_step] {
            assert!(cites(&r, a), "{edition} {a}: {:?}", r.citations());
        }
        // The opponent of the player having the move may go to the toilets.
        let mut c = game(edition);
        c.events.push(leave(Color::White, LeavePlace::WithinVenue));
        let r = rule(&c);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.sanctions.is_empty());
    }
}

#[test]
fn regulations_may_make_the_opponent_report_before_leaving_the_playing_area() {
    for (edition, article) in [
        (Edition::E2009, "13.4"),
        (Edition::E2014, "12.9"),
        (Edition::E2018, "11.2.4"),
        (Edition::E2023, "11.2.4"),
    ] {
        let away = |reported: bool| {
            let mut c = game(edition);
            c.regulations.report_before_leaving = true;
            c.events.push(Event::Leave {
                by: Color::White,
                to: LeavePlace::WithinVenue,
                permission: false,
                reported,
                penalty: None,
            });
            rule(&c)
        };
        // White does not have the move: unreported, he breaks the event's rule.
        let r = away(false);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(penalised(&r, Color::White), "{edition}");
        assert!(cites(&r, article), "{edition}: {:?}", r.citations());
        let r = away(true);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
    }
    // 2018 on, the rule of conduct the regulations fill in is itself an article: breaking it
    // is an infraction of Article 11 (11.6); before 2018 it is not.
    let mut c = game(Edition::E2014);
    c.regulations.report_before_leaving = true;
    c.events.push(leave(Color::White, LeavePlace::WithinVenue));
    assert!(!cites(&rule(&c), "11.6"));
    // The player having the move still needs permission; reporting is not permission.
    let mut c = game(Edition::E2023);
    c.regulations.report_before_leaving = true;
    c.events.push(Event::Leave {
        by: Color::Black,
        to: LeavePlace::WithinVenue,
        permission: false,
        reported: true,
        penalty: None,
    });
    let r = rule(&c);
    assert!(penalised(&r, Color::Black) && cites(&r, "11.2.3.2"));
}

#[test]
fn nobody_leaves_the_venue_without_permission() {
    for (edition, article) in [
        (Edition::E2009, "12.2"),
        (Edition::E2014, "11.2a"),
        (Edition::E2023, "11.2.3.1"),
    ] {
        let mut c = game(edition);
        c.events.push(leave(Color::White, LeavePlace::OutsideVenue));
        let r = rule(&c);
        assert!(
            penalised(&r, Color::White) && cites(&r, article),
            "{edition}"
        );
        let mut c = game(edition);
        c.events.push(Event::Leave {
            by: Color::White,
            to: LeavePlace::OutsideVenue,
            permission: true,
            reported: false,
            penalty: None,
        });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(true));
        assert!(r.sanctions.is_empty() && cites(&r, article), "{edition}");
    }
}

#[test]
fn notes_information_advice_and_another_board_are_forbidden() {
    for (edition, article) in [
        (Edition::E2009, "12.3a"),
        (Edition::E2014, "11.3a"),
        (Edition::E2018, "11.3.1"),
        (Edition::E2023, "11.3.1"),
    ] {
        for source in [
            AidSource::Notes,
            AidSource::Information,
            AidSource::Advice,
            AidSource::OtherBoard,
        ] {
            let mut c = game(edition);
            c.events.push(Event::Assistance {
                by: Color::White,
                source,
                penalty: None,
            });
            let r = rule(&c);
            assert!(penalised(&r, Color::White), "{edition} {source:?}");
            assert!(cites(&r, article), "{edition} {source:?}");
        }
    }
}

#[test]
fn refusing_an_inspection_is_penalised_where_the_edition_allows_inspections() {
    for (edition, article) in [
        (Edition::E2014, Some("11.3b")),
        (Edition::E2018, Some("11.3.3")),
        (Edition::E2023, Some("11.3.3")),
        (Edition::E2009, None),
    ] {
        let mut c = game(edition);
        c.events.push(Event::RefuseInspection {
            by: Color::Black,
            inspection: InspectionManner::Proper,
            penalty: None,
        });
        let r = rule(&c);
        match article {
            Some(a) => assert!(penalised(&r, Color::Black) && cites(&r, a), "{edition}"),
            None => {
                assert!(r.sanctions.is_empty(), "{edition}");
                assert!(r.steps.iter().any(|s| s.id == "step-inspection-no-rule"));
                assert_eq!(r.allowed, Some(true), "{edition}");
                assert!(cites(&r, "12.3b") && !cites(&r, "13.4"), "{edition}");
            }
        }
    }
}

/// An inspection by a person of the other gender, or not in private, is not the one the
/// Laws give the arbiter: refusing it breaks no rule.
#[test]
fn refusing_an_inspection_the_laws_do_not_provide_is_no_offence() {
    for (edition, article) in [(Edition::E2014, "11.3b"), (Edition::E2023, "11.3.3")] {
        for inspection in [InspectionManner::OtherGender, InspectionManner::InPublic] {
            let mut c = game(edition);
            c.events.push(Event::RefuseInspection {
                by: Color::White,
                inspection,
                penalty: None,
            });
            let r = rule(&c);
            assert!(r.sanctions.is_empty(), "{edition} {inspection:?}");
            assert_eq!(r.allowed, Some(true));
            assert!(cites(&r, article));
        }
    }
}

/// From 2018 both players must help reconstruct the game (11.11), and checking a draw claim is
/// their own duty (11.12); before, no article binds them and a refusal is no offence.
#[test]
fn refusing_to_help_reconstruct_the_game() {
    for (edition, duty) in [
        (Edition::E2009, None),
        (Edition::E2014, None),
        (Edition::E2018, Some("11.11")),
        (Edition::E2023, Some("11.11")),
    ] {
        for for_claim in [false, true] {
            let mut c = game(edition);
            c.events.push(Event::RefuseReconstruction {
                by: Color::White,
                for_claim,
                penalty: None,
            });
            let r = rule(&c);
            match duty {
                Some(article) => {
                    assert_eq!(r.allowed, Some(false), "{edition}");
                    assert!(penalised(&r, Color::White), "{edition}");
                    assert!(cites(&r, article), "{edition}");
                    assert_eq!(cites(&r, "11.12"), for_claim, "{edition}");
                }
                None => {
                    assert_eq!(r.allowed, Some(true), "{edition}");
                    assert!(r.sanctions.is_empty(), "{edition}");
                    assert!(!cites(&r, "11.11"), "{edition}");
                }
            }
        }
    }
}

#[test]
fn smoking_outside_the_designated_area_and_e_cigarettes_before_2018() {
    for (edition, article, named) in [
        (Edition::E2009, "12.3c", false),
        (Edition::E2014, "11.3c", false),
        (Edition::E2018, "11.3.4", true),
        (Edition::E2023, "11.3.4", true),
    ] {
        let smoke = |kind, designated_area| {
            let mut c = game(edition);
            c.events.push(Event::Smoke {
                by: Color::White,
                kind,
                designated_area,
                penalty: None,
            });
            rule(&c)
        };
        let r = smoke(SmokeKind::ECigarette, false);
        assert!(
            penalised(&r, Color::White) && cites(&r, article),
            "{edition}"
        );
        let analogy = r
            .steps
            .iter()
            .any(|s| s.id == "note-e-cigarette-by-analogy");
        assert_eq!(analogy, !named, "{edition}");
        let r = smoke(SmokeKind::Tobacco, true);
        assert_eq!(r.allowed, Some(true));
        assert!(r.sanctions.is_empty(), "{edition}");
    }
}

#[test]
fn a_claim_of_disturbance_rests_on_what_the_case_established_or_else_on_the_claim() {
    for edition in ALL {
        let distraction = edition.rules().articles.distraction;
        let mut c = game(edition);
        c.events.push(Event::Disturb {
            by: Color::White,
            how: Disturbance::Noise,
            penalty: None,
        });
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Disturbance)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(penalised(&r, Color::White));
        assert!(cites(&r, distraction), "{edition}");
        // Nothing before it: the facts are as the claimant states them...
        let mut c = game(edition);
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Disturbance)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(penalised(&r, Color::White));
        // ...unless the arbiter finds nothing in them.
        c.events = vec![Event::Claim(Claim {
            judgement: Some(QuickplayJudgement::Reject),
            ..Claim::new(Color::Black, Ground::Disturbance)
        })];
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(r.sanctions.is_empty());
        assert!(cites(&r, distraction), "{edition}");
    }
}

#[test]
fn a_claim_of_conduct_found_allowed_is_rejected() {
    for edition in ALL {
        let c = edition.rules().conduct;
        let mut case = game(edition);
        case.events.push(Event::Smoke {
            by: Color::White,
            kind: SmokeKind::Tobacco,
            designated_area: true,
            penalty: None,
        });
        case.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Smoking)));
        let r = rule(&case);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, c.smoking) && r.sanctions.is_empty(), "{edition}");
        let mut case = game(edition);
        case.events.push(Event::Leave {
            by: Color::White,
            to: LeavePlace::OutsideVenue,
            permission: true,
            reported: false,
            penalty: None,
        });
        case.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Leaving)));
        assert_eq!(rule(&case).claim, Some(ClaimVerdict::Rejected), "{edition}");
        // Help from outside is never allowed: the claim is upheld on the event.
        let mut case = game(edition);
        case.events.push(Event::Assistance {
            by: Color::White,
            source: AidSource::Notes,
            penalty: None,
        });
        case.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Assistance)));
        let r = rule(&case);
        assert_eq!(r.claim, Some(ClaimVerdict::Upheld), "{edition}");
        assert!(cites(&r, c.assistance) && penalised(&r, Color::White));
    }
}

fn offer(by: Color, response: OfferResponse) -> Event {
    Event::Offer(DrawOffer {
        by,
        moment: OfferMoment::AfterMoving,
        response,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    })
}

#[test]
fn offers_repeated_move_after_move_are_unreasonable() {
    let mut c = case(Edition::E2014, "40/90,30+30");
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    for (white, black) in [("Bb5", "a6"), ("Ba4", "Nf6"), ("O-O", "Be7")] {
        c.events.push(mv(Color::White, white));
        c.events.push(offer(Color::White, OfferResponse::Declined));
        c.events.push(mv(Color::Black, black));
    }
    let r = rule(&c);
    assert!(penalised(&r, Color::White), "{:#?}", r.steps);
    assert!(cites(&r, "11.5") && cites(&r, "12.9a"));
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Disturbance)));
    assert_eq!(rule(&c).claim, Some(ClaimVerdict::Upheld));
    // Two offers far apart are each the player's right.
    let mut c = case(Edition::E2014, "40/90,30+30");
    c.events.push(mv(Color::White, "e4"));
    c.events.push(offer(Color::White, OfferResponse::Declined));
    for (i, m) in [
        "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5",
    ]
    .iter()
    .enumerate()
    {
        let by = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        c.events.push(mv(by, m));
    }
    c.events.push(mv(Color::White, "Bb3"));
    c.events.push(offer(Color::White, OfferResponse::Declined));
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Disturbance)));
    let r = rule(&c);
    assert!(!penalised(&r, Color::White), "{:#?}", r.steps);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
}

#[test]
fn persistent_refusal_loses_and_both_refusing_lose_both() {
    for (edition, refusal, both) in [
        (Edition::E2009, "12.8", "12.9"),
        (Edition::E2014, "11.7", "11.8"),
        (Edition::E2018, "11.7", "11.8"),
        (Edition::E2023, "11.7", "11.8"),
    ] {
        let mut c = game(edition);
        c.events.push(Event::PersistentRefusal {
            by: Color::White,
            opponent_scores: OpponentScore::Win,
        });
        let r = rule(&c);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(cites(&r, refusal));
        assert!(
            r.sanctions
                .contains(&Sanction::Applied(Color::White, Penalty::GameLost))
        );
        c.events.push(Event::PersistentRefusal {
            by: Color::Black,
            opponent_scores: OpponentScore::Win,
        });
        let r = rule(&c);
        assert_eq!(score(&r), Score::BOTH_LOSE, "{edition}");
        assert!(cites(&r, both));
        let mut c = game(edition);
        c.events.push(Event::PersistentRefusal {
            by: Color::Black,
            opponent_scores: OpponentScore::Draw,
        });
        assert_eq!(
            score(&rule(&c)),
            Score::with(Color::Black, Points::Zero, Points::Half)
        );
    }
}

fn device(edition: Edition, finding: DeviceFinding, owner: DeviceOwner) -> Ruling {
    let mut c = game(edition);
    c.regulations.devices_in_bag_allowed = true;
    c.events.push(Event::Device {
        by: Color::White,
        finding,
        owner,
        permission: false,
    });
    rule(&c)
}

#[test]
fn a_device_found_elsewhere_in_the_venue() {
    // 2014: a device the player evidently brought into the venue loses, wherever it is.
    let r = device(Edition::E2014, DeviceFinding::InVenue, DeviceOwner::Player);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(
        r.sanctions
            .contains(&Sanction::Applied(Color::White, Penalty::GameLost))
    );
    // 2018 and 2023: only a device on the player's person loses; elsewhere it is forbidden.
    for (edition, forbidden) in [(Edition::E2018, "11.3.2.1"), (Edition::E2023, "11.3.2")] {
        let r = device(edition, DeviceFinding::InVenue, DeviceOwner::Player);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(penalised(&r, Color::White) && cites(&r, forbidden));
        assert!(cites(&r, "11.3.2.2"));
    }
    // 2009: only a sound loses, and a silent phone is allowed.
    let r = device(Edition::E2009, DeviceFinding::InVenue, DeviceOwner::Player);
    assert_eq!(r.result, GameResult::Continues);
    assert!(r.sanctions.is_empty());
    // Nobody knows whose it is: nothing is held against anyone.
    for edition in ALL {
        let r = device(edition, DeviceFinding::Rang, DeviceOwner::Unknown);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
    }
}

#[test]
fn using_the_device_bag_without_permission() {
    for edition in [Edition::E2018, Edition::E2023] {
        let r = device(edition, DeviceFinding::BagUsed, DeviceOwner::Player);
        assert!(
            penalised(&r, Color::White) && cites(&r, "11.3.2.1"),
            "{edition}"
        );
        assert_eq!(r.result, GameResult::Continues);
    }
    // 2009 has no bag rule: a switched-off phone in a bag is allowed.
    let r = device(Edition::E2009, DeviceFinding::BagUsed, DeviceOwner::Player);
    assert!(r.steps.iter().any(|s| s.id == "step-device-bag-no-rule"));
    assert_eq!(r.allowed, Some(true));
}

#[test]
fn a_claim_about_a_device_follows_the_device_rule() {
    let mut c = game(Edition::E2023);
    c.regulations.devices_in_bag_allowed = true;
    c.events.push(Event::Device {
        by: Color::White,
        finding: DeviceFinding::InBag,
        owner: DeviceOwner::Player,
        permission: false,
    });
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Device)));
    assert_eq!(rule(&c).claim, Some(ClaimVerdict::Rejected));
    c.regulations.devices_in_bag_allowed = false;
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    // The claim may state the finding itself.
    let mut c = game(Edition::E2023);
    c.events.push(Event::Claim(Claim {
        finding: Some(DeviceFinding::OnPerson),
        ..Claim::new(Color::Black, Ground::Device)
    }));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(score(&r), Score::BLACK_WINS);
    // A device found on the player has ended the game: the complaint about that very device
    // is the same incident and is upheld, but a complaint on another ground is too late.
    let mut c = game(Edition::E2023);
    c.events.push(Event::Device {
        by: Color::White,
        finding: DeviceFinding::OnPerson,
        owner: DeviceOwner::Player,
        permission: false,
    });
    let mut other = c.clone();
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Device)));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Upheld));
    assert_eq!(score(&r), Score::BLACK_WINS);
    other
        .events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Smoking)));
    assert_eq!(rule(&other).claim, Some(ClaimVerdict::NotAdmissible));
}

#[test]
fn a_complaint_about_a_device_nobody_owns_is_rejected() {
    for edition in ALL {
        let mut c = game(edition);
        c.events.push(Event::Device {
            by: Color::White,
            finding: DeviceFinding::InVenue,
            owner: DeviceOwner::Unknown,
            permission: false,
        });
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Device)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition:?}");
        assert_eq!(r.result, GameResult::Continues, "{edition:?}");
    }
}

#[test]
fn a_captains_draw_advice_is_allowed_only_where_the_regulations_allow_it() {
    for permitted in [false, true] {
        let mut c = game(Edition::E2023);
        c.regulations.captain_may_advise_draws = permitted;
        c.events.push(Event::Assistance {
            by: Color::Black,
            source: AidSource::CaptainDrawAdvice,
            penalty: None,
        });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(permitted));
        assert_eq!(penalised(&r, Color::Black), !permitted);
        assert!(cites(&r, "11.3.1"));
        // White's complaint about it is answered by the same finding.
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::Assistance)));
        let verdict = if permitted {
            ClaimVerdict::Rejected
        } else {
            ClaimVerdict::Upheld
        };
        assert_eq!(rule(&c).claim, Some(verdict), "permitted: {permitted}");
    }
}

#[test]
fn a_device_sounding_in_the_permitted_bag_is_penalised_not_lost() {
    for edition in [Edition::E2018, Edition::E2023] {
        let r = device(edition, DeviceFinding::BagRang, DeviceOwner::Player);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(
            penalised(&r, Color::White) && cites(&r, "11.3.2.1"),
            "{edition}"
        );
    }
    // Without a bag rule (2009) it is a device that rang: the game is lost.
    let r = device(Edition::E2009, DeviceFinding::BagRang, DeviceOwner::Player);
    assert!(matches!(r.result, GameResult::Over(_)));
}

#[test]
fn a_device_left_switched_on_in_the_permitted_bag_is_penalised_not_lost() {
    for edition in [Edition::E2018, Edition::E2023] {
        let r = device(edition, DeviceFinding::BagOn, DeviceOwner::Player);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(
            penalised(&r, Color::White) && cites(&r, "11.3.2.1"),
            "{edition}"
        );
        assert!(r.steps.iter().any(|s| s.id == "step-device-bag-on"));
    }
}

#[test]
fn a_result_arranged_in_advance_is_lost_by_both_even_after_the_game() {
    for (edition, article) in [(Edition::E2009, "12.1"), (Edition::E2023, "11.1")] {
        let mut c = game(edition);
        c.events.push(Event::Offer(DrawOffer {
            by: Color::White,
            moment: OfferMoment::AfterMoving,
            response: OfferResponse::Accepted,
            conditional: false,
            arbiter_consents: false,
            disturbed: None,
        }));
        for by in [Color::White, Color::Black] {
            c.events.push(Event::Disrepute {
                by,
                penalty: Some(crate::laws::event::PenaltyChoice {
                    penalty: Penalty::GameLost,
                    time: None,
                    opponent_scores: OpponentScore::Loss,
                }),
            });
        }
        let r = rule(&c);
        assert_eq!(score(&r), Score::BOTH_LOSE, "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_device_the_arbiter_allowed_breaks_nothing() {
    for (edition, article) in [
        (Edition::E2009, "12.3b"),
        (Edition::E2014, "11.3b"),
        (Edition::E2018, "11.3.2.1"),
    ] {
        let mut c = case(edition, "90+30");
        c.events.push(Event::Device {
            by: Color::White,
            finding: DeviceFinding::Rang,
            owner: DeviceOwner::Player,
            permission: true,
        });
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_phone_before_the_game_and_one_outside_the_venue() {
    for edition in [Edition::E2014, Edition::E2018, Edition::E2023] {
        let r = device(edition, DeviceFinding::RangBeforeStart, DeviceOwner::Player);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
    }
    // The 2009 rule has no "during a game": a sound in the venue loses.
    let r = device(
        Edition::E2009,
        DeviceFinding::RangBeforeStart,
        DeviceOwner::Player,
    );
    assert_eq!(score(&r), Score::BLACK_WINS);
    for edition in Edition::ALL {
        let r = device(edition, DeviceFinding::OutsideVenue, DeviceOwner::Player);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.allowed, Some(true), "{edition}");
        let r = device(edition, DeviceFinding::NotElectronic, DeviceOwner::Player);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
    }
}

/// A complaint about advice the arbiter could not establish is rejected; one about a device the
/// arbiter had approved is rejected too (r9 cases).
#[test]
fn complaints_about_what_was_not_established_or_was_allowed_are_rejected() {
    let mut c = game(Edition::E2014);
    c.events.push(Event::Alleged(Box::new(Event::Assistance {
        by: Color::White,
        source: AidSource::Advice,
        penalty: None,
    })));
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Assistance)));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert!(r.sanctions.is_empty());
    let mut c = game(Edition::E2023);
    c.events.push(Event::Device {
        by: Color::White,
        finding: DeviceFinding::SwitchedOn,
        owner: DeviceOwner::Player,
        permission: true,
    });
    c.events
        .push(Event::Claim(Claim::new(Color::Black, Ground::Device)));
    let r = rule(&c);
    assert_eq!(r.claim, Some(ClaimVerdict::Rejected));
    assert_eq!(r.result, GameResult::Continues);
}

/// Time taken off as a penalty down to nothing leaves the flag fallen.
#[test]
fn a_time_penalty_that_takes_all_the_time_lets_the_flag_fall() {
    let mut c = with_clock(game(Edition::E2018), "0:03:00", "0:20:00");
    c.events.push(Event::Disturb {
        by: Color::White,
        how: Disturbance::Talking,
        penalty: Some(crate::laws::event::PenaltyChoice {
            penalty: Penalty::TimeOff,
            time: Some(crate::laws::clock::ClockTime::from_secs(300)),
            opponent_scores: OpponentScore::Win,
        }),
    });
    assert_eq!(score(&rule(&c)), Score::BLACK_WINS);
}

/// An assistant who moves the pieces or presses the clock (4.9, 6.2.6; 2014 4.9, 6.2e; 2009
/// 6.7d): allowed when the arbiter accepts him; 2009 has no article on moving the pieces and
/// decides by analogy with its scoring assistant (8.1).
#[test]
fn an_assistant_for_the_pieces_or_the_clock() {
    let assistant = |edition: Edition, duty, disability, accepted| {
        let mut c = game(edition);
        c.events.push(Event::Assistant {
            by: Color::White,
            duty,
            disability,
            accepted,
        });
        rule(&c)
    };
    for (edition, moves, clock) in [
        (Edition::E2014, "4.9", "6.2e"),
        (Edition::E2018, "4.9", "6.2.6"),
        (Edition::E2023, "4.9", "6.2.6"),
    ] {
        let r = assistant(edition, AssistantDuty::Moves, false, true);
        assert_eq!(r.allowed, Some(true));
        assert!(cites(&r, moves), "{edition}");
        let r = assistant(edition, AssistantDuty::Clock, true, true);
        assert!(cites(&r, clock), "{edition}");
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-assistant-clock-disability")
        );
        let r = assistant(edition, AssistantDuty::Clock, false, false);
        assert_eq!(r.allowed, Some(false));
    }
    let r = assistant(Edition::E2009, AssistantDuty::Moves, false, true);
    assert!(cites(&r, "8.1"));
    assert_eq!(r.allowed, Some(true));
    // 2009 6.7d has the clock assistant, and no exception for a disability.
    let r = assistant(Edition::E2009, AssistantDuty::Clock, true, true);
    assert!(cites(&r, "6.7d"));
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-assistant-clock-adjusted")
    );
}

/// The arbiter telling a player of a check or a threat intervenes where no article lets him
/// (12.6; 2009 13.6).
#[test]
fn the_arbiter_says_nothing_of_the_position() {
    for (edition, article) in [(Edition::E2009, "13.6"), (Edition::E2014, "12.6")] {
        let mut c = game(edition);
        c.events.push(Event::ArbiterRemark {
            to: Color::Black,
            about: crate::laws::event::RemarkAbout::Position,
        });
        let r = rule(&c);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

/// A device nobody can attribute: the prohibition is what the arbiter enforces on it, and the
/// loss needs what is missing (evidence that it is the player's).
#[test]
fn a_device_of_unknown_owner_cites_the_prohibition() {
    for (edition, forbidden) in [
        (Edition::E2009, "12.3b"),
        (Edition::E2014, "11.3b"),
        (Edition::E2018, "11.3.2.1"),
        (Edition::E2023, "11.3.2"),
    ] {
        let r = device(edition, DeviceFinding::InVenue, DeviceOwner::Unknown);
        assert!(cites(&r, forbidden), "{edition}");
        assert!(r.sanctions.is_empty(), "{edition}");
    }
}
