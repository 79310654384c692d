//! One reader per event type with more than a side to read: each makes the engine's event
//! from keys its table has already checked (defaults filled in).

use super::event_key::EventKey as K;
use super::event_type::{claim_keys, claim_needs};
use super::fields::Fields;
use crate::content::problem::Problems;
use crate::content::situation::at_most;
use crate::content::vocab::{DiscoverKind, FlagNotice, Vocabulary};
use crate::laws::Event;
use crate::laws::claim::{Claim, Ground, QuickplayJudgement};
use crate::laws::event::{DrawOffer, Irregularity, MoveEvent, OfferResponse};
use crate::laws::time_control::MAX_MINUTES;

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
    }))
}

/// `touch`.
pub fn touch(f: &Fields) -> Option<Event> {
    Some(Event::Touch {
        by: f.need(K::By)?,
        square: f.need(K::Square)?,
        adjust: f.need(K::Adjust)?,
    })
}

/// `flag`: one the opponent claims is his claim on time.
pub fn flag(f: &Fields) -> Option<Event> {
    let side = f.need(K::Side)?;
    Some(match f.word(K::Noticed)? {
        FlagNotice::Arbiter => Event::Flag { side },
        FlagNotice::Claim => Event::Claim(Claim::new(!side, Ground::Flag)),
    })
}

/// Reports each key of `candidates` the author gave although `kind` does not take it, naming
/// the keys it does take; true when there was one.
fn keys_out_of_place(
    f: &Fields,
    problems: &mut Problems,
    candidates: &[K],
    belongs: &[K],
    kind: &str,
    first: K,
) -> bool {
    let mut misplaced = false;
    for key in candidates {
        if let Some(span) = f.span(*key).filter(|_| !belongs.contains(key)) {
            let takes: Vec<&str> = std::iter::once(first)
                .chain(belongs.iter().copied())
                .map(Vocabulary::key)
                .collect();
            problems.error(
                Some(span),
                "content-event-key-not-allowed",
                &[
                    ("key", key.key().to_owned()),
                    ("type", kind.to_owned()),
                    ("keys", takes.join(", ")),
                ],
            );
            misplaced = true;
        }
    }
    misplaced
}

/// The keys of `claim` that belong to some grounds only.
const CLAIM_DETAILS: [K; 9] = [
    K::Written,
    K::Moment,
    K::Judgement,
    K::Response,
    K::Finding,
    K::Act,
    K::KingMisplaced,
    K::RookMisplaced,
    K::ScheduleAtRisk,
];

/// `claim`: the keys besides `by` and `ground` must belong to the ground named, and the
/// ground's own required keys be there.
pub fn claim(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let ground: Ground = f.word(K::Ground)?;
    let kind = format!("claim {}", ground.key());
    if keys_out_of_place(
        f,
        problems,
        &CLAIM_DETAILS,
        claim_keys(ground),
        &kind,
        K::Ground,
    ) {
        return None;
    }
    if let Some(key) = claim_needs(ground).iter().find(|k| f.span(**k).is_none()) {
        problems.error(
            f.span(K::Ground),
            "content-event-key-missing",
            &[("key", key.key().to_owned()), ("type", kind)],
        );
        return None;
    }
    Some(Event::Claim(Claim {
        written: f.given(K::Written),
        moment: f.word(K::Moment)?,
        judgement: f.word_if_given(K::Judgement),
        response: f.word(K::Response)?,
        finding: f.word_if_given(K::Finding),
        act: f.word_if_given(K::Act),
        king_misplaced: f.given(K::KingMisplaced),
        rook_misplaced: f.given(K::RookMisplaced),
        schedule_at_risk: f.need(K::ScheduleAtRisk)?,
        ..Claim::new(f.need(K::By)?, ground)
    }))
}

/// The event types that are a claim of one ground under an older name
/// (`touch-move-claim`, `illegal-move-claim`).
pub fn claim_of(f: &Fields, ground: Ground) -> Option<Event> {
    Some(Event::Claim(Claim::new(f.need(K::By)?, ground)))
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
    })
}

/// `discover`: the keys besides `what` must belong to the irregularity named.
pub fn discover(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let what: DiscoverKind = f.word(K::What)?;
    let kind = format!("discover {}", what.key());
    let candidates = [K::KingMisplaced, K::RookMisplaced, K::ScheduleAtRisk];
    if keys_out_of_place(f, problems, &candidates, what.takes(), &kind, K::What) {
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
        },
        DiscoverKind::DisplacedPieces => Irregularity::DisplacedPieces,
        DiscoverKind::IllegalPosition => Irregularity::IllegalPosition,
    }))
}

/// `increment-request`: a claim of an increment, with the opponent's answer to the offer it
/// makes and the arbiter's decision.
pub fn increment_request(f: &Fields) -> Option<Event> {
    let accepts: bool = f.need(K::OpponentAccepts)?;
    let grants: bool = f.need(K::ArbiterGrants)?;
    Some(Event::Claim(Claim {
        response: if accepts {
            OfferResponse::Accepted
        } else {
            OfferResponse::Declined
        },
        judgement: Some(if grants {
            QuickplayJudgement::Agree
        } else {
            QuickplayJudgement::Reject
        }),
        ..Claim::new(f.need(K::By)?, Ground::Increment)
    }))
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
