//! Others at the venue (2014 on 12.7, 2009 13.7a) and what the arbiter must not say (12.6,
//! 2009 13.6).

use shakmaty::Color;

use super::*;
use crate::laws::claim::{Claim, Ground};
use crate::laws::event::{Bystander, OfferAnswer, Pointed, RemarkAbout, Told};
use crate::laws::ruling::{Action, ClaimVerdict, Sanction};

#[test]
fn a_spectator_who_tells_the_players_may_be_expelled_but_the_flag_still_counts() {
    for (edition, article) in [
        (Edition::E2009, "13.7a"),
        (Edition::E2014, "12.7"),
        (Edition::E2018, "12.7"),
        (Edition::E2023, "12.7"),
    ] {
        let mut c = with_clock(
            fen_case(edition, "90+30", "8/5pk1/6p1/3R4/5P2/6P1/r4K2/8 w - - 0 52"),
            "0:00",
            "4:20",
        );
        c.events.push(Event::ThirdParty {
            who: Bystander::Spectator,
            about: Pointed::Flag,
            told: Told::Players,
            permission: false,
        });
        c.events
            .push(Event::Claim(Claim::new(Color::Black, Ground::Flag)));
        let r = rule(&c);
        assert_eq!(score(&r), Score::BLACK_WINS, "{edition}");
        assert!(r.sanctions.contains(&Sanction::Expel(Bystander::Spectator)));
        assert!(cites(&r, article) && cites(&r, "6.8"), "{edition}");
        assert_eq!(r.allowed, Some(false));
    }
}

#[test]
fn telling_only_the_arbiter_is_what_anyone_may_do() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = "1. e4 e5".into();
    c.events.push(Event::ThirdParty {
        who: Bystander::OtherPlayer,
        about: Pointed::IllegalMove,
        told: Told::Arbiter,
        permission: false,
    });
    let r = rule(&c);
    assert_eq!(r.allowed, Some(true));
    assert!(r.sanctions.is_empty());
    assert!(cites(&r, "12.7") && cites(&r, "7.5.1"));
}

#[test]
fn a_captain_cannot_offer_a_draw_for_his_player() {
    for (edition, offer) in [
        (Edition::E2009, "9.1b(1)"),
        (Edition::E2014, "9.1b(1)"),
        (Edition::E2018, "9.1.2.1"),
        (Edition::E2023, "9.1.2.1"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.events.push(Event::ThirdParty {
            who: Bystander::Captain,
            about: Pointed::DrawOffer,
            told: Told::Players,
            permission: false,
        });
        c.events.push(Event::Answer {
            by: Color::White,
            answer: OfferAnswer::Accept,
        });
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(r.sanctions.contains(&Sanction::Expel(Bystander::Captain)));
        assert!(cites(&r, offer), "{edition}");
    }
}

fn remark(edition: Edition, control: &str, about: RemarkAbout) -> Ruling {
    let mut c = case(edition, control);
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(Event::ArbiterRemark {
        to: Color::Black,
        about,
    });
    rule(&c)
}

#[test]
fn the_arbiter_must_not_say_that_the_clock_was_not_pressed_or_the_opponent_moved() {
    for (edition, article) in [
        (Edition::E2009, "13.6"),
        (Edition::E2014, "12.6"),
        (Edition::E2023, "12.6"),
    ] {
        for about in [
            RemarkAbout::ClockNotPressed,
            RemarkAbout::OpponentMoved,
            RemarkAbout::MoveCount,
        ] {
            let r = remark(edition, "90+30", about);
            assert_eq!(r.allowed, Some(false), "{edition} {about:?}");
            assert!(cites(&r, article));
            assert_eq!(r.result, GameResult::Continues);
        }
    }
}

#[test]
fn the_move_count_may_be_given_once_a_flag_has_fallen() {
    let mut c = with_clock(case(Edition::E2018, "40/90,30+30"), "0:00", "3:10");
    c.moves = "1. e4 e5 2. Nf3".into();
    c.events.push(Event::ArbiterRemark {
        to: Color::White,
        about: RemarkAbout::MoveCount,
    });
    assert_eq!(rule(&c).allowed, Some(true));
}

#[test]
fn pointing_out_a_flag_depends_on_who_may_call_it() {
    // 2009 rapid without adequate supervision: only a player's claim counts (A4d1).
    let r = remark(Edition::E2009, "25", RemarkAbout::Flag);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "A4d1"));
    // 2018 and 2023: the arbiter calls every flag he sees (A.4.5, A.5.5).
    let r = remark(Edition::E2018, "25", RemarkAbout::Flag);
    assert_eq!(r.allowed, Some(true));
    assert!(cites(&r, "A.4.5"));
    let r = remark(Edition::E2023, "90+30", RemarkAbout::Flag);
    assert_eq!(r.allowed, Some(true));
    assert!(cites(&r, "6.8"));
}

#[test]
fn a_spectators_phone_breaks_the_rule_for_everybody_not_the_players_device_rule() {
    for (edition, article, expel) in [
        (Edition::E2009, "13.7b", "13.7a"),
        (Edition::E2014, "12.8", "12.7"),
        (Edition::E2018, "12.8", "12.7"),
        (Edition::E2023, "12.8", "12.7"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3 Nc6".into();
        c.events.push(Event::ThirdParty {
            who: Bystander::Spectator,
            about: Pointed::Device,
            told: Told::Players,
            permission: false,
        });
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert_eq!(
            r.sanctions,
            [Sanction::Expel(Bystander::Spectator)],
            "{edition}"
        );
        assert!(cites(&r, article) && cites(&r, expel), "{edition}");
        let devices = edition.rules().articles.devices_loss;
        assert!(
            !cites(&r, devices),
            "{edition}: the players' rule is not applied"
        );
    }
}

#[test]
fn an_outside_disturbance_penalises_nobody_and_adds_the_time_the_arbiter_gives() {
    use crate::laws::clock::ClockTime;
    for (edition, article) in [
        (Edition::E2009, "13.5"),
        (Edition::E2014, "12.5"),
        (Edition::E2018, "12.5"),
        (Edition::E2023, "12.5"),
    ] {
        let mut c = with_clock(case(edition, "90+30"), "0:40:00", "0:30:00");
        c.events.push(Event::ExternalDisturbance {
            extra_white: Some(ClockTime::parse("5:00").unwrap()),
            extra_black: Some(ClockTime::parse("10:00").unwrap()),
        });
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues);
        assert!(r.sanctions.is_empty());
        assert_eq!((r.added.white, r.added.black), (300, 600), "{edition}");
        let clocks = r.clocks.unwrap();
        assert_eq!(clocks.white.to_string(), "45:00");
        assert_eq!(clocks.black.to_string(), "40:00");
        assert!(cites(&r, article), "{edition}");
        // He may give nothing: then the clocks stay.
        let mut c = with_clock(case(edition, "90+30"), "0:40:00", "0:30:00");
        c.events.push(Event::ExternalDisturbance {
            extra_white: None,
            extra_black: None,
        });
        let r = rule(&c);
        assert_eq!((r.added.white, r.added.black), (0, 0));
        assert!(r.steps.iter().any(|s| s.id == "step-external-no-time"));
    }
}

#[test]
fn a_player_may_ask_the_arbiter_to_explain_a_point_of_the_laws() {
    for (edition, article) in [
        (Edition::E2009, "13.1"),
        (Edition::E2014, "11.9"),
        (Edition::E2023, "11.9"),
    ] {
        let r = remark(edition, "90+30", RemarkAbout::LawExplanation);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn the_arbiter_must_not_point_a_player_to_a_claim() {
    for (edition, article) in [(Edition::E2009, "13.6"), (Edition::E2023, "12.6")] {
        let r = remark(edition, "90+30", RemarkAbout::PossibleClaim);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(cites(&r, article), "{edition}");
    }
}

#[test]
fn a_bystander_who_disturbs_or_signals_may_be_expelled_and_the_players_play_on() {
    for (edition, article) in [(Edition::E2009, "13.7a"), (Edition::E2018, "12.7")] {
        for about in [Pointed::Disturbance, Pointed::Signals] {
            let mut c = case(edition, "90+30");
            c.moves = "1. e4 e5 2. Nf3".into();
            c.events.push(Event::ThirdParty {
                who: Bystander::Spectator,
                about,
                told: Told::Players,
                permission: false,
            });
            let r = rule(&c);
            assert_eq!(r.result, GameResult::Continues, "{edition} {about:?}");
            assert!(r.sanctions.contains(&Sanction::Expel(Bystander::Spectator)));
            assert!(cites(&r, article), "{edition} {about:?}");
        }
    }
}

#[test]
fn pieces_a_bystander_knocks_over_are_put_back_and_no_player_answers_for_them() {
    for (edition, displaced) in [(Edition::E2009, "7.5"), (Edition::E2023, "7.6")] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5 2. Nf3".into();
        c.events.push(Event::ThirdParty {
            who: Bystander::Spectator,
            about: Pointed::DisplacedPieces,
            told: Told::Players,
            permission: false,
        });
        // A complaint against the player who has the move is rejected: it was not his act.
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::Disturbance)));
        let r = rule(&c);
        assert_eq!(r.result, GameResult::Continues, "{edition}");
        assert!(r.actions.contains(&Action::RestorePosition), "{edition}");
        assert!(r.actions.contains(&Action::PauseClocks), "{edition}");
        assert!(r.sanctions.contains(&Sanction::Expel(Bystander::Spectator)));
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(cites(&r, displaced), "{edition}: {:?}", r.citations());
    }
}

#[test]
fn a_flag_told_to_the_arbiter_counts_only_on_a_claim_where_he_does_not_call_flags() {
    let mut c = with_clock(case(Edition::E2009, "20"), "1:00", "0:00");
    c.supervision = Supervision::Unsupervised;
    c.moves = "1. e4 e5 2. Nf3 Nc6".into();
    c.events.push(Event::ThirdParty {
        who: Bystander::Spectator,
        about: Pointed::Flag,
        told: Told::Arbiter,
        permission: false,
    });
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "A4d1") && !cites(&r, "6.8"));
}

#[test]
fn only_the_arbiter_lets_an_outsider_into_the_playing_area() {
    let access = |edition, who, permission| {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::ThirdParty {
            who,
            about: Pointed::Access,
            told: Told::Players,
            permission,
        });
        rule(&c)
    };
    for (edition, article) in [
        (Edition::E2014, "11.2c"),
        (Edition::E2018, "11.2.3.3"),
        (Edition::E2023, "11.2.3.3"),
    ] {
        let r = access(edition, Bystander::Spectator, false);
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(r.sanctions.contains(&Sanction::Expel(Bystander::Spectator)));
        assert!(cites(&r, article), "{edition}");
        let r = access(edition, Bystander::Spectator, true);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.sanctions.is_empty() && cites(&r, article));
        let r = access(edition, Bystander::OtherPlayer, false);
        assert_eq!(r.allowed, Some(true), "{edition}: a player is no outsider");
        assert!(r.sanctions.is_empty());
    }
    // 2009 has no such rule: nobody is penalised.
    let r = access(Edition::E2009, Bystander::Spectator, false);
    assert!(r.sanctions.is_empty() && cites(&r, "13.2"));
}

#[test]
fn a_complaint_against_a_player_about_an_outsider_in_the_playing_area_fails() {
    for edition in [Edition::E2009, Edition::E2014, Edition::E2023] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::ThirdParty {
            who: Bystander::Spectator,
            about: Pointed::Access,
            told: Told::Players,
            permission: false,
        });
        c.events
            .push(Event::Claim(Claim::new(Color::White, Ground::Disturbance)));
        let r = rule(&c);
        assert_eq!(r.claim, Some(ClaimVerdict::Rejected), "{edition}");
        assert!(!r.sanctions.contains(&Sanction::Discretionary(Color::Black)));
    }
}

#[test]
fn an_officials_own_phone_penalises_nobody_and_expels_nobody() {
    for edition in [Edition::E2009, Edition::E2014, Edition::E2023] {
        let mut c = case(edition, "3+2");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::ThirdParty {
            who: Bystander::Official,
            about: Pointed::Device,
            told: Told::Players,
            permission: false,
        });
        let r = rule(&c);
        assert!(r.sanctions.is_empty(), "{edition}: {:?}", r.sanctions);
        assert_eq!(r.result, GameResult::Continues);
        assert!(r.steps.iter().any(|s| s.id == "step-third-party-official"));
    }
}

/// A player whose game is over counts as a spectator: telling the players of a flag is
/// interfering, and he may be expelled; entering the playing area needs permission.
#[test]
fn a_player_whose_game_has_finished_is_a_spectator() {
    for (edition, article) in [
        (Edition::E2009, "12.5"),
        (Edition::E2014, "11.4"),
        (Edition::E2023, "11.4"),
    ] {
        let mut c = case(edition, "90+30");
        c.moves = "1. e4 e5".into();
        c.events.push(Event::ThirdParty {
            who: Bystander::FinishedPlayer,
            about: Pointed::Flag,
            told: Told::Players,
            permission: false,
        });
        let r = rule(&c);
        assert!(cites(&r, article), "{edition}");
        assert_eq!(r.allowed, Some(false), "{edition}");
        assert!(
            r.sanctions
                .contains(&Sanction::Expel(Bystander::FinishedPlayer)),
            "{edition}"
        );
    }
    let mut c = case(Edition::E2023, "90+30");
    c.events.push(Event::ThirdParty {
        who: Bystander::FinishedPlayer,
        about: Pointed::Access,
        told: Told::Players,
        permission: false,
    });
    assert_eq!(rule(&c).allowed, Some(false));
}
