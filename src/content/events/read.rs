//! One reader per event type with more than a side to read: each makes the engine's event
//! from keys its table has already checked (defaults filled in).

use super::event_key::EventKey as K;
use super::event_type::EventType;
use super::fields::Fields;
use crate::content::problem::Problems;
use crate::content::situation::at_most;
use crate::content::vocab::{DiscoverKind, PromotionPiece, SignedResult, Vocabulary};
use crate::laws::Event;
use crate::laws::event::{Contact, DrawClaim, DrawOffer, Irregularity, MoveEvent, PenaltyChoice};
use crate::laws::ruling::Penalty;
use crate::laws::time_control::{MAX_MINUTES, MAX_MOVES, MAX_PERIODS};

/// The most moves a clock's counter can show: every move of the longest control.
fn max_counted() -> u32 {
    MAX_MOVES.saturating_mul(u32::try_from(MAX_PERIODS).unwrap_or(u32::MAX))
}

/// `move`.
pub fn move_event(f: &Fields) -> Option<Event> {
    Some(Event::Move(MoveEvent {
        by: f.need(K::By)?,
        mv: f.need(K::Move)?,
        pressed_clock: f.need(K::PressedClock)?,
        two_hands: f.need(K::TwoHands)?,
        promotion: f.word(K::Promotion)?,
        noticed: f.word(K::Noticed)?,
        spent: f.given(K::Spent),
        castling: f.word(K::Castling)?,
        announced: f.need(K::Announced)?,
        promotion_touched: f
            .word_if_given::<PromotionPiece>(K::PromotionTouched)
            .map(PromotionPiece::role),
    }))
}

/// `touch`: an announced adjustment is a contact of its own, so `adjust = true` cannot be
/// said of a touch whose `contact` is another.
pub fn touch(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let adjust: bool = f.need(K::Adjust)?;
    let contact: Contact = f.word(K::Contact)?;
    if adjust && contact != Contact::Deliberate {
        problems.error(
            f.span(K::Contact),
            "content-event-keys-conflict",
            &[
                ("key", K::Contact.key().to_owned()),
                ("other", K::Adjust.key().to_owned()),
            ],
        );
        return None;
    }
    Some(Event::Touch {
        by: f.need(K::By)?,
        square: f.need(K::Square)?,
        adjust,
        contact,
        order: f.word(K::Order)?,
    })
}

/// `flag`.
pub fn flag(f: &Fields) -> Option<Event> {
    Some(Event::Flag {
        side: f.need(K::Side)?,
        noticed: f.word(K::Noticed)?,
        order: f.word(K::Order)?,
    })
}

/// `claim`.
pub fn claim(f: &Fields) -> Option<Event> {
    Some(Event::Claim(DrawClaim {
        by: f.need(K::By)?,
        ground: f.word(K::Ground)?,
        written: f.given(K::Written),
        moment: f.word(K::Moment)?,
        judgement: f.word_if_given(K::Judgement),
    }))
}

/// `offer`.
pub fn offer(f: &Fields) -> Option<Event> {
    Some(Event::Offer(DrawOffer {
        by: f.need(K::By)?,
        moment: f.word(K::Moment)?,
        response: f.word(K::Response)?,
    }))
}

/// `device`.
pub fn device(f: &Fields) -> Option<Event> {
    Some(Event::Device {
        by: f.need(K::By)?,
        finding: f.word(K::Finding)?,
        owner: f.word(K::Owner)?,
    })
}

/// `arrive`: the minutes late are bounded before any arithmetic on them (no game lasts longer
/// than [`MAX_MINUTES`]).
pub fn arrive(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let late: u32 = f.need(K::MinutesLate)?;
    let span = f.span(K::MinutesLate);
    Some(Event::Arrive {
        by: f.need(K::By)?,
        minutes_late: at_most(problems, span, "minutes_late", late, MAX_MINUTES)?,
        arbiter: f.word(K::ArbiterDecides)?,
    })
}

/// `discover`: the keys besides `what` must belong to the irregularity named.
pub fn discover(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let what: DiscoverKind = f.word(K::What)?;
    let belongs = what.takes();
    let mut misplaced = false;
    for key in [
        K::KingMisplaced,
        K::RookMisplaced,
        K::ScheduleAtRisk,
        K::ClockSetting,
        K::Counted,
    ] {
        if let Some(span) = f.span(key).filter(|_| !belongs.contains(&key)) {
            let takes: Vec<&str> = std::iter::once(K::What)
                .chain(belongs.iter().copied())
                .map(Vocabulary::key)
                .collect();
            problems.error(
                Some(span),
                "content-event-key-not-allowed",
                &[
                    ("key", key.key().to_owned()),
                    ("type", format!("discover {}", what.key())),
                    ("keys", takes.join(", ")),
                ],
            );
            misplaced = true;
        }
    }
    if misplaced {
        return None;
    }
    Some(Event::Discover(match what {
        DiscoverKind::WrongSetup => Irregularity::WrongSetup {
            king_misplaced: f.given(K::KingMisplaced),
            rook_misplaced: f.given(K::RookMisplaced),
        },
        DiscoverKind::WrongOrientation => Irregularity::WrongOrientation,
        DiscoverKind::ReversedColours => Irregularity::ReversedColours,
        DiscoverKind::WrongClockSetting => Irregularity::WrongClockSetting {
            schedule_at_risk: f.need(K::ScheduleAtRisk)?,
            setting: f.given(K::ClockSetting),
            counted: match f.given::<u32>(K::Counted) {
                Some(n) => Some(at_most(
                    problems,
                    f.span(K::Counted),
                    "counted",
                    n,
                    max_counted(),
                )?),
                None => None,
            },
        },
        DiscoverKind::DefectiveClock => Irregularity::DefectiveClock,
        DiscoverKind::IllegalMove => Irregularity::IllegalMove,
        DiscoverKind::DisplacedPieces => Irregularity::DisplacedPieces,
        DiscoverKind::IllegalPosition => Irregularity::IllegalPosition,
    }))
}

/// `increment-request`.
pub fn increment_request(f: &Fields) -> Option<Event> {
    Some(Event::IncrementRequest {
        by: f.need(K::By)?,
        opponent_accepts: f.need(K::OpponentAccepts)?,
        arbiter_grants: f.need(K::ArbiterGrants)?,
    })
}

/// `scoresheet-request`.
pub fn scoresheet_request(f: &Fields) -> Option<Event> {
    Some(Event::ScoresheetRequest {
        by: f.need(K::By)?,
        nth: f.need(K::Nth)?,
    })
}

/// `clock`.
pub fn clock(f: &Fields) -> Option<Event> {
    Some(Event::ClockReading {
        white: f.need(K::White)?,
        black: f.need(K::Black)?,
    })
}

/// Reports a key the author wrote that the rest of the event makes meaningless.
fn not_allowed(problems: &mut Problems, f: &Fields, key: K, context: String, takes: &[K]) -> bool {
    let Some(span) = f.span(key) else {
        return false;
    };
    let takes: Vec<&str> = takes.iter().copied().map(Vocabulary::key).collect();
    problems.error(
        Some(span),
        "content-event-key-not-allowed",
        &[
            ("key", key.key().to_owned()),
            ("type", context),
            ("keys", takes.join(", ")),
        ],
    );
    true
}

/// Keys that do not fit together, already reported.
pub struct Reported;

/// The penalty the arbiter chose, from `penalty`, `penalty_time` and `opponent_scores`
/// (`None` when the case does not say), or [`Reported`] when the keys do not fit together: a
/// time penalty without its time, a time or an opponent's score for a penalty that has none.
pub fn penalty(
    f: &Fields,
    problems: &mut Problems,
    kind: EventType,
) -> Result<Option<PenaltyChoice>, Reported> {
    let penalty: Option<Penalty> = f.word_if_given(K::Penalty);
    let time = f.given(K::PenaltyTime);
    let opponent_scores = f.word(K::OpponentScores).ok_or(Reported)?;
    let timed = matches!(penalty, Some(Penalty::TimeToOpponent | Penalty::TimeOff));
    let loses = matches!(penalty, Some(Penalty::GameLost | Penalty::Expulsion));
    let context = match penalty {
        Some(p) => format!("{} {} {}", kind.key(), K::Penalty.key(), p.key()),
        None => kind.key().to_owned(),
    };
    let mut takes = vec![K::Penalty];
    if timed {
        takes.push(K::PenaltyTime);
    }
    if loses {
        takes.push(K::OpponentScores);
    }
    let mut wrong = false;
    if !timed {
        wrong |= not_allowed(problems, f, K::PenaltyTime, context.clone(), &takes);
    }
    if !loses {
        wrong |= not_allowed(problems, f, K::OpponentScores, context.clone(), &takes);
    }
    if timed && time.is_none() {
        problems.error(
            f.span(K::Penalty),
            "content-event-key-missing",
            &[("key", K::PenaltyTime.key().to_owned()), ("type", context)],
        );
        wrong = true;
    }
    if wrong {
        return Err(Reported);
    }
    Ok(penalty.map(|penalty| PenaltyChoice {
        penalty,
        time,
        opponent_scores,
    }))
}

/// `leave`.
pub fn leave(f: &Fields, problems: &mut Problems) -> Option<Event> {
    Some(Event::Leave {
        by: f.need(K::By)?,
        to: f.word(K::Leaves)?,
        permission: f.need(K::Permission)?,
        penalty: penalty(f, problems, EventType::Leave).ok()?,
    })
}

/// `assistance`.
pub fn assistance(f: &Fields, problems: &mut Problems) -> Option<Event> {
    Some(Event::Assistance {
        by: f.need(K::By)?,
        source: f.word(K::Source)?,
        penalty: penalty(f, problems, EventType::Assistance).ok()?,
    })
}

/// `refuse-inspection`.
pub fn refuse_inspection(f: &Fields, problems: &mut Problems) -> Option<Event> {
    Some(Event::RefuseInspection {
        by: f.need(K::By)?,
        penalty: penalty(f, problems, EventType::RefuseInspection).ok()?,
    })
}

/// `smoke`.
pub fn smoke(f: &Fields, problems: &mut Problems) -> Option<Event> {
    Some(Event::Smoke {
        by: f.need(K::By)?,
        kind: f.word(K::Kind)?,
        designated_area: f.need(K::InSmokingArea)?,
        penalty: penalty(f, problems, EventType::Smoke).ok()?,
    })
}

/// `disturb`.
pub fn disturb(f: &Fields, problems: &mut Problems) -> Option<Event> {
    Some(Event::Disturb {
        by: f.need(K::By)?,
        how: f.word(K::How)?,
        penalty: penalty(f, problems, EventType::Disturb).ok()?,
    })
}

/// `third-party`.
pub fn third_party(f: &Fields) -> Option<Event> {
    Some(Event::ThirdParty {
        who: f.word(K::Who)?,
        about: f.word(K::About)?,
        told: f.word(K::Told)?,
    })
}

/// `scoresheet`.
pub fn scoresheet(f: &Fields, problems: &mut Problems) -> Option<Event> {
    Some(Event::Scoresheet {
        by: f.need(K::By)?,
        act: f.word(K::Act)?,
        penalty: penalty(f, problems, EventType::Scoresheet).ok()?,
    })
}

/// `sign-result`.
pub fn sign_result(f: &Fields) -> Option<Event> {
    let signed: SignedResult = f.word(K::Result)?;
    Some(Event::SignResult {
        result: signed.score(),
        arbiter: f.word(K::ArbiterDecides)?,
    })
}
