//! Adjourned games: who seals, what a defective sealed move costs, the resumption with a
//! player absent or late, the envelope lost, a draw or resignation between sessions, and the
//! clock times pointed out as wrong; each under the numbering of its edition.

use shakmaty::Color;

use super::*;
use crate::laws::CaseError;
use crate::laws::adjourned::{Absent, ClockComplaint, Envelope, Resume, Seal, SealRecord};
use crate::laws::event::{Discretion, DrawOffer, OfferAnswer, OfferMoment, OfferResponse};
use crate::laws::move_error::MoveError;
use crate::laws::ruling::{Action, ClaimVerdict};

/// A Queen's pawn game after 3...e6: White to move, knights on b1 and f3 (both reach d2).
const MOVES: &str = "1. d4 d5 2. Nf3 Nf6 3. e3 e6";

fn seal(by: Color, written: &str) -> Event {
    Event::Seal(Seal {
        by,
        written: Some(written.to_owned()),
        record: SealRecord::Readable,
        board_move: None,
        stopped_clock: true,
        minutes_early: 0,
    })
}

fn resume(absent: Absent, minutes_late: Option<u32>) -> Event {
    Event::Resume(Resume {
        minutes_late,
        ..resume_parts(absent)
    })
}

/// A resumption with `absent`, on time, the envelope intact.
fn resume_parts(absent: Absent) -> Resume {
    Resume {
        absent,
        minutes_late: None,
        envelope: Envelope::Intact,
        reply_sealed: false,
        arbiter: Discretion::Default,
    }
}

fn adjourned(edition: Edition, written: &str, then: Vec<Event>) -> Ruling {
    let mut c = with_clock(case(edition, "40/120,60"), "0:31:00", "0:12:00");
    c.moves = MOVES.into();
    c.events.push(seal(Color::White, written));
    c.events.extend(then);
    rule(&c)
}

#[test]
fn a_legal_sealed_move_is_made_when_the_replier_is_present() {
    let r = adjourned(Edition::E2018, "Nbd2", vec![resume(Absent::Nobody, None)]);
    assert_eq!(r.result, GameResult::Continues);
    for article in ["I.1.1", "I.2", "I.3", "I.5", "I.7", "I.9.1"] {
        assert!(cites(&r, article), "{article}: {:?}", r.citations());
    }
    let last = r.frames.last().unwrap();
    assert_eq!(last.running, Some(Color::Black), "the replier's clock runs");
    assert!(last.fen.contains("/3P4/4PN2/PPPN1PPP/"), "{}", last.fen);
}

#[test]
fn a_defective_sealed_move_loses_under_each_edition() {
    for (edition, ambiguous, illegal) in [
        (Edition::E2009, "Adj.8a", "Adj.8c"),
        (Edition::E2014, "E.8a", "E.8c"),
        (Edition::E2018, "I.8.1", "I.8.3"),
        (Edition::E2023, "I.8.1", "I.8.3"),
    ] {
        for (written, article) in [("Nd2", ambiguous), ("Nd4", illegal)] {
            let r = adjourned(edition, written, vec![resume(Absent::Nobody, None)]);
            assert_eq!(score(&r), Score::BLACK_WINS, "{edition} {written}");
            assert!(cites(&r, article), "{edition}: {:?}", r.citations());
        }
    }
}

#[test]
fn an_unreadable_record_loses_too() {
    let mut c = with_clock(case(Edition::E2014, "40/120,60"), "0:31:00", "0:12:00");
    c.moves = MOVES.into();
    c.events.push(Event::Seal(Seal {
        by: Color::White,
        written: None,
        record: SealRecord::Unreadable,
        board_move: None,
        stopped_clock: true,
        minutes_early: 0,
    }));
    c.events.push(resume(Absent::Nobody, None));
    let r = rule(&c);
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(cites(&r, "E.8b"));
}

#[test]
fn a_defective_sealed_move_is_a_draw_when_the_opponent_cannot_mate() {
    // White (king and rook) seals an impossible king move; Black has a bare king.
    let mut c = fen_case(Edition::E2018, "90+30", "8/8/8/4k3/8/8/8/R3K3 w - - 0 50");
    c.events.push(seal(Color::White, "Ke1-e3"));
    c.events.push(resume(Absent::Nobody, None));
    let r = rule(&c);
    assert_eq!(score(&r), Score::DRAW);
    assert!(
        cites(&r, "I.8.3") && cites(&r, "6.9"),
        "{:?}",
        r.citations()
    );
}

#[test]
fn only_the_player_having_the_move_seals() {
    let mut c = case(Edition::E2023, "90+30");
    c.moves = MOVES.into();
    c.events.push(seal(Color::Black, "Be7"));
    let r = rule(&c);
    assert_eq!(r.allowed, Some(false));
    assert!(cites(&r, "I.1.1"));
}

#[test]
fn the_sealed_move_may_be_changed_only_until_the_clock_is_stopped() {
    for (stopped, allowed, result) in [
        (false, true, Score::WHITE_WINS),
        (true, false, Score::BLACK_WINS),
    ] {
        // The first record is illegal (a knight cannot go to d4); the change is legal.
        let mut c = case(Edition::E2014, "90+30");
        c.moves = MOVES.into();
        c.events.push(Event::Seal(Seal {
            by: Color::White,
            written: Some("Nd4".into()),
            record: SealRecord::Readable,
            board_move: None,
            stopped_clock: stopped,
            minutes_early: 0,
        }));
        c.events.push(seal(Color::White, "Bd3"));
        let r = rule(&c);
        assert_eq!(r.allowed, Some(allowed), "stopped: {stopped}");
        c.events.push(resume(Absent::Nobody, None));
        c.events.push(Event::Resign {
            by: Color::Black,
            gesture: None,
        });
        let r = rule(&c);
        assert_eq!(score(&r), result, "stopped: {stopped}: {:#?}", r.steps);
    }
}

#[test]
fn adjourning_early_counts_as_sealing_at_the_end_of_the_session() {
    let mut c = with_clock(case(Edition::E2009, "40/120,60"), "0:31:00", "0:12:00");
    c.moves = MOVES.into();
    c.events.push(Event::Seal(Seal {
        by: Color::White,
        written: Some("Bd3".into()),
        record: SealRecord::Readable,
        board_move: None,
        stopped_clock: true,
        minutes_early: 20,
    }));
    let r = rule(&c);
    assert_eq!(r.removed.white, 20 * 60);
    assert!(cites(&r, "Adj.1b"));
    assert!(r.actions.contains(&Action::PauseClocks));
}

#[test]
fn a_late_replier_loses_after_the_default_time_from_2014_but_has_an_hour_in_2009() {
    for (edition, result) in [
        (Edition::E2009, GameResult::Continues),
        (Edition::E2014, GameResult::Over(Score::WHITE_WINS)),
        (Edition::E2018, GameResult::Over(Score::WHITE_WINS)),
    ] {
        let r = adjourned(
            edition,
            "Bd3",
            vec![resume(Absent::Player(Color::Black), Some(10))],
        );
        assert_eq!(r.result, result, "{edition}");
        if edition == Edition::E2009 {
            assert_eq!(r.removed.black, 10 * 60, "the replier's clock ran");
        }
    }
}

#[test]
fn a_default_time_in_the_regulations_lets_the_late_replier_play_on() {
    let mut c = with_clock(case(Edition::E2023, "40/120,60"), "0:31:00", "0:52:00");
    c.moves = MOVES.into();
    c.regulations.default_time_minutes = Some(60);
    c.events.push(seal(Color::White, "Bd3"));
    c.events
        .push(resume(Absent::Player(Color::Black), Some(25)));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert_eq!(
        r.clocks.unwrap().black,
        ClockTime::parse("0:27:00").unwrap()
    );
    assert!(cites(&r, "I.9.2") && cites(&r, "I.14"));
}

#[test]
fn a_sealed_mate_stands_though_the_sealer_never_comes() {
    for edition in [Edition::E2009, Edition::E2018] {
        let mut c = fen_case(edition, "90+30", "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30");
        c.events.push(seal(Color::White, "Ra8"));
        c.events.push(resume(Absent::Player(Color::White), None));
        let r = rule(&c);
        assert_eq!(score(&r), Score::WHITE_WINS, "{edition}");
    }
    // The sealer absent for good, his move no mate: he loses.
    let mut c = fen_case(
        Edition::E2018,
        "90+30",
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 30",
    );
    c.events.push(seal(Color::White, "Ra7"));
    c.events.push(resume(Absent::Player(Color::White), None));
    assert_eq!(score(&rule(&c)), Score::BLACK_WINS);
}

#[test]
fn the_arbiter_may_excuse_a_late_player() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = MOVES.into();
    c.events.push(seal(Color::White, "Bd3"));
    c.events.push(Event::Resume(Resume {
        absent: Absent::Player(Color::Black),
        minutes_late: Some(10),
        envelope: Envelope::Intact,
        reply_sealed: false,
        arbiter: Discretion::Otherwise,
    }));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "I.10"));
}

#[test]
fn with_the_sealer_absent_the_reply_may_be_sealed_and_his_clock_started() {
    let mut c = with_clock(case(Edition::E2018, "40/120,60"), "0:31:00", "0:12:00");
    c.moves = MOVES.into();
    c.regulations.default_time_minutes = Some(30);
    c.events.push(seal(Color::White, "Bd3"));
    c.events.push(Event::Resume(Resume {
        absent: Absent::Player(Color::White),
        minutes_late: Some(10),
        envelope: Envelope::Intact,
        reply_sealed: true,
        arbiter: Discretion::Default,
    }));
    let r = rule(&c);
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "I.9.3"));
    assert_eq!(r.removed.white, 600);
}

#[test]
fn neither_player_present_costs_the_replier_the_time_until_he_comes() {
    let mut c = with_clock(case(Edition::E2014, "40/120,60"), "0:31:00", "0:32:00");
    c.moves = MOVES.into();
    c.regulations.default_time_minutes = Some(30);
    c.events.push(seal(Color::White, "Bd3"));
    c.events.push(resume(Absent::Both, Some(12)));
    let r = rule(&c);
    assert!(cites(&r, "E.10b"));
    assert_eq!(r.removed.black, 12 * 60);
    // Unless the arbiter decides otherwise.
    c.events.pop();
    c.events.push(Event::Resume(Resume {
        absent: Absent::Both,
        minutes_late: Some(12),
        envelope: Envelope::Intact,
        reply_sealed: false,
        arbiter: Discretion::Otherwise,
    }));
    let r = rule(&c);
    assert!(cites(&r, "E.10b"));
    assert_eq!(r.removed.black, 0);
}

#[test]
fn neither_player_coming_within_the_limit_loses_both() {
    for (edition, default) in [
        (Edition::E2009, None),
        (Edition::E2018, None),
        (Edition::E2023, Some(30)),
    ] {
        let mut c = with_clock(case(edition, "40/120,60"), "1:20:00", "1:10:00");
        c.moves = MOVES.into();
        c.regulations.default_time_minutes = default;
        c.events.push(seal(Color::White, "Bd3"));
        c.events.push(resume(Absent::Both, None));
        assert_eq!(score(&rule(&c)), Score::BOTH_LOSE, "{edition}");
    }
}

#[test]
fn the_envelope_missing_or_the_position_lost() {
    for (envelope, action, article) in [
        (Envelope::Missing, Action::PlayOn, "I.12.1"),
        (Envelope::PositionLost, Action::NewGame, "I.12.2"),
    ] {
        let mut c = case(Edition::E2023, "90+30");
        c.moves = MOVES.into();
        c.events.push(seal(Color::White, "Bd3"));
        c.events.push(Event::Resume(Resume {
            absent: Absent::Nobody,
            minutes_late: None,
            envelope,
            reply_sealed: false,
            arbiter: Discretion::Default,
        }));
        let r = rule(&c);
        assert!(r.actions.contains(&action), "{envelope:?}");
        assert!(cites(&r, article));
    }
}

/// A missing envelope does not excuse a player late for the resumption: beyond the default
/// time he loses; within it his clock has run.
#[test]
fn a_late_player_is_late_whether_or_not_the_envelope_is_there() {
    let missing = |minutes_late| {
        adjourned(
            Edition::E2018,
            "Nbd2",
            vec![Event::Resume(Resume {
                absent: Absent::Player(Color::Black),
                minutes_late,
                envelope: Envelope::Missing,
                reply_sealed: false,
                arbiter: Discretion::Default,
            })],
        )
    };
    assert_eq!(score(&missing(None)), Score::WHITE_WINS);
    let r = missing(Some(0));
    assert_eq!(r.result, GameResult::Continues);
    assert!(cites(&r, "I.12.1"));
}

#[test]
fn a_draw_agreed_or_a_resignation_between_sessions_concludes_the_game() {
    let offer = Event::Offer(DrawOffer {
        by: Color::Black,
        moment: OfferMoment::AfterMoving,
        response: OfferResponse::None,
        conditional: false,
        arbiter_consents: false,
        disturbed: None,
    });
    let r = adjourned(Edition::E2014, "Bd3", vec![offer.clone()]);
    assert!(r.actions.contains(&Action::OfferStands(Color::Black)));
    assert!(cites(&r, "E.4"));
    let accept = Event::Answer {
        by: Color::White,
        answer: OfferAnswer::Accept,
    };
    let r = adjourned(Edition::E2014, "Nd2", vec![offer, accept]);
    assert_eq!(
        score(&r),
        Score::DRAW,
        "the defective sealed move is never opened"
    );
    assert!(cites(&r, "E.6"));
    let r = adjourned(
        Edition::E2009,
        "Bd3",
        vec![Event::Resign {
            by: Color::White,
            gesture: None,
        }],
    );
    assert_eq!(score(&r), Score::BLACK_WINS);
    assert!(cites(&r, "Adj.6"));
}

#[test]
fn clock_times_pointed_out_before_the_first_move() {
    for (before, established, arbiter, verdict) in [
        (true, true, Discretion::Default, ClaimVerdict::Upheld),
        (true, false, Discretion::Default, ClaimVerdict::Rejected),
        (true, false, Discretion::Otherwise, ClaimVerdict::Upheld),
        (
            false,
            true,
            Discretion::Default,
            ClaimVerdict::NotAdmissible,
        ),
    ] {
        let r = adjourned(
            Edition::E2018,
            "Bd3",
            vec![
                resume(Absent::Nobody, None),
                Event::ResumptionClocks(ClockComplaint {
                    by: Color::Black,
                    before_first_move: before,
                    established,
                    arbiter,
                }),
            ],
        );
        assert_eq!(r.claim, Some(verdict));
        assert!(cites(&r, "I.13"));
    }
}

#[test]
fn a_resumption_needs_a_sealed_move() {
    let mut c = case(Edition::E2018, "90+30");
    c.moves = MOVES.into();
    c.events.push(resume(Absent::Nobody, None));
    assert_eq!(
        crate::laws::decide(&c),
        Err(CaseError::Event {
            index: 0,
            reason: MoveError::NotAdjourned
        })
    );
}

#[test]
fn every_edition_cites_its_adjournment_articles() {
    for edition in Edition::ALL {
        let all = edition.rules().citable_articles();
        let adj = edition.rules().adjournment;
        for a in adj.all() {
            assert!(all.contains(&a), "{edition}: {a}");
        }
    }
}

#[test]
fn a_clock_run_out_by_a_late_arrival_at_resumption_is_a_fallen_flag() {
    let mut c = with_clock(case(Edition::E2018, "90"), "0:40:00", "0:15:00");
    c.moves = MOVES.into();
    c.regulations.default_time_minutes = Some(30);
    c.events.push(seal(Color::White, "Bd3"));
    c.events.push(Event::Resume(Resume {
        absent: Absent::Player(Color::Black),
        minutes_late: Some(20),
        envelope: Envelope::Intact,
        reply_sealed: false,
        arbiter: Discretion::Default,
    }));
    let r = rule(&c);
    assert_eq!(score(&r), Score::WHITE_WINS);
    assert!(
        r.steps
            .iter()
            .any(|s| s.id == "step-adjourned-time-ran-out")
    );
}

#[test]
fn analysing_an_adjourned_game_with_others_breaks_no_rule() {
    for (edition, assistance) in [(Edition::E2009, "12.3a"), (Edition::E2018, "11.3.1")] {
        let aid = Event::Assistance {
            by: Color::Black,
            source: crate::laws::event::AidSource::Advice,
            penalty: None,
        };
        let r = adjourned(edition, "Nbd2", vec![aid.clone()]);
        assert_eq!(r.allowed, Some(true), "{edition}");
        assert!(r.sanctions.is_empty() && cites(&r, assistance), "{edition}");
        // Once play resumes, the same advice is an offence again.
        let r = adjourned(edition, "Nbd2", vec![resume(Absent::Nobody, None), aid]);
        assert_eq!(r.allowed, Some(false), "{edition}");
    }
}

#[test]
fn an_envelope_without_the_times_used_has_the_arbiter_set_the_clocks() {
    for (edition, envelope, missing) in [
        (Edition::E2009, "Adj.2c", "Adj.11a"),
        (Edition::E2014, "E.2c", "E.11a"),
        (Edition::E2023, "I.2.3", "I.12.1"),
    ] {
        let r = adjourned(
            edition,
            "Bd3",
            vec![Event::Resume(Resume {
                envelope: Envelope::TimesMissing,
                ..resume_parts(Absent::Nobody)
            })],
        );
        assert!(
            cites(&r, envelope) && cites(&r, missing),
            "{edition}: {:?}",
            r.citations()
        );
        assert!(
            r.steps
                .iter()
                .any(|s| s.id == "step-envelope-times-missing")
        );
        assert!(r.play_goes_on(), "{edition}");
    }
}
