//! The penalty scale (2018 and 2023 12.9, 2014 12.9, 2009 13.4): every step an edition has,
//! under its own number, with its effect on the clocks and the result, and the steps an
//! edition lacks.

use shakmaty::Color;

use super::*;
use crate::laws::event::{AidSource, OpponentScore, PenaltyChoice};
use crate::laws::ruling::{Penalty, Points, Sanction};

fn notes_with(edition: Edition, choice: PenaltyChoice) -> Ruling {
    let mut c = with_clock(case(edition, "90+30"), "1:00:00", "1:10:00");
    c.moves = "1. d4 d5 2. c4".into();
    c.events.push(Event::Assistance {
        by: Color::Black,
        source: AidSource::Notes,
        penalty: Some(choice),
    });
    rule(&c)
}

fn choice(penalty: Penalty) -> PenaltyChoice {
    PenaltyChoice {
        penalty,
        time: Some(ClockTime::from_secs(120)),
        opponent_scores: OpponentScore::Win,
    }
}

#[test]
fn every_step_of_every_scale_is_applied_under_its_number() {
    for edition in [
        Edition::E2009,
        Edition::E2014,
        Edition::E2018,
        Edition::E2023,
    ] {
        let scale = edition.rules().conduct;
        for penalty in Penalty::ALL {
            let r = notes_with(edition, choice(penalty));
            let applied = r
                .sanctions
                .contains(&Sanction::Applied(Color::Black, penalty));
            match scale.article_of(penalty) {
                Some(article) => {
                    assert!(applied, "{edition} {penalty:?}");
                    assert!(cites(&r, article), "{edition} {penalty:?}");
                }
                None => {
                    assert!(!applied, "{edition} {penalty:?}");
                    assert!(
                        r.steps
                            .iter()
                            .any(|s| s.id == "step-penalty-not-in-edition"),
                        "{edition} {penalty:?}"
                    );
                }
            }
            // Whatever he chose, the arbiter could choose: the offence is penalisable.
            assert!(r.sanctions.contains(&Sanction::Discretionary(Color::Black)));
        }
    }
}

#[test]
fn a_time_penalty_moves_the_clocks() {
    let r = notes_with(Edition::E2023, choice(Penalty::TimeToOpponent));
    assert_eq!(r.added.white, 120);
    assert_eq!(r.clocks.map(|c| c.white), Some(ClockTime::from_secs(3720)));
    let r = notes_with(Edition::E2023, choice(Penalty::TimeOff));
    assert_eq!(r.removed.black, 120);
    assert_eq!(r.result, GameResult::Continues);
}

#[test]
fn a_game_declared_lost_has_the_opponent_s_score_the_arbiter_decides() {
    let r = notes_with(Edition::E2018, choice(Penalty::GameLost));
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(cites(&r, "12.9.6"));
    let r = notes_with(
        Edition::E2014,
        PenaltyChoice {
            opponent_scores: OpponentScore::Draw,
            ..choice(Penalty::GameLost)
        },
    );
    assert_eq!(
        score(&r),
        Score::with(Color::Black, Points::Zero, Points::Half)
    );
    assert!(cites(&r, "12.9f"));
    let r = notes_with(Edition::E2009, choice(Penalty::Expulsion));
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(cites(&r, "13.4g"));
}

#[test]
fn a_warning_is_a_sanction_of_its_own() {
    let r = notes_with(Edition::E2023, choice(Penalty::Warning));
    assert!(
        r.sanctions
            .contains(&Sanction::Applied(Color::Black, Penalty::Warning))
    );
    assert!(cites(&r, "12.9.1") && cites(&r, "11.3.1") && cites(&r, "11.6"));
    assert_eq!(r.result, GameResult::Continues);
    assert_eq!(r.added.white, 0);
}

#[test]
fn without_a_choice_the_whole_scale_is_open() {
    let mut c = case(Edition::E2018, "90+30");
    c.events.push(Event::Assistance {
        by: Color::White,
        source: AidSource::Advice,
        penalty: None,
    });
    let r = rule(&c);
    for (_, article) in Edition::E2018.rules().conduct.scale {
        assert!(cites(&r, article), "{article}");
    }
    assert_eq!(r.sanctions, vec![Sanction::Discretionary(Color::White)]);
}

#[test]
fn points_penalties_change_the_score_once_the_game_is_over() {
    let drawn_after = |penalty: Penalty| {
        let mut c = with_clock(case(Edition::E2023, "90+30"), "1:00:00", "1:10:00");
        c.moves = "1. d4 d5 2. c4 e6".into();
        c.events.push(Event::Assistance {
            by: Color::Black,
            source: AidSource::Notes,
            penalty: Some(choice(penalty)),
        });
        c.events.push(Event::Offer(crate::laws::event::DrawOffer {
            by: Color::White,
            moment: crate::laws::event::OfferMoment::AfterMoving,
            response: crate::laws::event::OfferResponse::Accepted,
            conditional: false,
            arbiter_consents: false,
            disturbed: None,
        }));
        rule(&c)
    };
    // 12.9.5: Black's half point falls to nothing.
    let r = drawn_after(Penalty::PointsReduced);
    assert_eq!(
        score(&r),
        Score::with(Color::Black, Points::Zero, Points::Half)
    );
    assert!(cites(&r, "12.9.5"));
    // 12.9.4: White's points rise to the maximum, and the game gives no more than one.
    assert_eq!(
        score(&drawn_after(Penalty::PointsToOpponent)),
        Score::WHITE_WINS
    );
}
