//! One reader per event type with more than a side to read: each makes the engine's event
//! from keys its table has already checked (defaults filled in).

use shakmaty::ByColor;

use super::event_key::EventKey as K;
use super::event_type::{EventType, claim_keys};
use super::fields::Fields;
use crate::content::problem::Problems;
use crate::content::situation::at_most;
use crate::content::vocab::{DiscoverKind, FlagNotice, PromotionPiece, SignedResult, Vocabulary};
use crate::laws::Event;
use crate::laws::adjourned::{Resume, Seal};
use crate::laws::claim::{Claim, Examination, Ground, QuickplayJudgement};
use crate::laws::clock::ClockTime;
use crate::laws::event::{
    BlindAct, Contact, DrawOffer, FlagCheck, Irregularity, MoveEvent, OfferResponse, Order,
    PenaltyChoice, Pointed, TouchFinding,
};
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
        captured_left: f.need(K::CapturedLeft)?,
        opponents_piece: f.need(K::OpponentsPiece)?,
    }))
}

/// `touch`: an announced adjustment is a contact of its own, so `adjust = true` cannot be
/// said of a touch whose `contact` is another; and the arbiter's finding on the order of two
/// touches needs an order left open (`order` other than `after`).
pub fn touch(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let adjust: bool = f.need(K::Adjust)?;
    let contact: Contact = f.word(K::Contact)?;
    let order: Order = f.word(K::Order)?;
    let finding: TouchFinding = f.word(K::ArbiterDecides)?;
    let conflict = if adjust && contact != Contact::Deliberate {
        Some((K::Contact, K::Adjust))
    } else if finding != TouchFinding::NotEstablished && order == Order::After {
        Some((K::ArbiterDecides, K::Order))
    } else {
        None
    };
    if let Some((key, other)) = conflict {
        let id = if key == K::ArbiterDecides {
            "content-touch-finding-needs-order"
        } else {
            "content-event-keys-conflict"
        };
        problems.error(
            f.span(key),
            id,
            &[
                ("key", key.key().to_owned()),
                ("other", other.key().to_owned()),
            ],
        );
        return None;
    }
    Some(Event::Touch {
        by: f.need(K::By)?,
        square: f.need(K::Square)?,
        adjust,
        contact,
        order,
        finding,
    })
}

/// `flag`: one the opponent claims is his claim on time.
pub fn flag(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let side = f.need(K::Side)?;
    let order = f.word(K::Order)?;
    // Periods count from 1; 0 is read as the first.
    let most = u32::try_from(MAX_PERIODS).unwrap_or(u32::MAX);
    let marked = f
        .given::<u32>(K::Period)
        .map(|p| at_most(problems, f.span(K::Period), "period", p, most).ok_or(()));
    let period = FlagCheck {
        period: match marked {
            Some(Ok(p)) => Some(u8::try_from(p.max(1)).unwrap_or(u8::MAX)),
            Some(Err(())) => return None,
            None => None,
        },
        moves_unknown: !f.need::<bool>(K::MovesEstablished)?,
        moves_at_fall: f
            .given::<u32>(K::MovesAtFall)
            .map(|m| {
                at_most(
                    problems,
                    f.span(K::MovesAtFall),
                    "moves_at_fall",
                    m,
                    max_counted(),
                )
            })
            .map(|m| m.ok_or(()))
            .transpose()
            .ok()?,
        fault: f.word_if_given(K::ClockFault),
    };
    Some(match f.word(K::Noticed)? {
        FlagNotice::Arbiter => Event::Flag {
            side,
            order,
            check: period,
        },
        FlagNotice::Claim => Event::Claim(Claim {
            order,
            flag_check: period,
            ..Claim::new(!side, Ground::Flag)
        }),
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

/// `clock_side`: the one side of the clock that had the wrong `clock_setting`, which it needs.
fn clock_side(f: &Fields, problems: &mut Problems) -> Result<Option<shakmaty::Color>, ()> {
    let side = f.given(K::ClockSide);
    if side.is_some() && f.span(K::ClockSetting).is_none() {
        problems.error(
            f.span(K::ClockSide),
            "content-key-needs-key",
            &[
                ("key", K::ClockSide.key().to_owned()),
                ("other", K::ClockSetting.key().to_owned()),
            ],
        );
        return Err(());
    }
    Ok(side)
}

/// The keys of `claim` that belong to some grounds only.
const CLAIM_DETAILS: [K; 21] = [
    K::Written,
    K::MovesEstablished,
    K::Moment,
    K::Judgement,
    K::Response,
    K::Examined,
    K::Finding,
    K::Act,
    K::KingMisplaced,
    K::RookMisplaced,
    K::ScheduleAtRisk,
    K::ClockSetting,
    K::ClockSide,
    K::Counted,
    K::Order,
    K::ArbiterDecides,
    K::AfterFlag,
    K::Evidence,
    K::StoppedClock,
    K::White,
    K::Black,
];

/// `claim`: the keys besides `by` and `ground` must belong to the ground named.
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
        clock_setting: f.given(K::ClockSetting),
        clock_side: clock_side(f, problems).ok()?,
        counted: counted(f, problems).ok()?,
        order: f.word(K::Order)?,
        arbiter: f.word(K::ArbiterDecides)?,
        after_flag: f.word(K::AfterFlag)?,
        evidence: f.word(K::Evidence)?,
        clock_stopped: f.need(K::StoppedClock)?,
        right_times: right_times(f),
        examination: Examination {
            examined: examined(f, problems).ok()?,
            moves_established: f.need(K::MovesEstablished)?,
        },
        ..Claim::new(f.need(K::By)?, ground)
    }))
}

/// `examined = false`: the opponent accepted the claim's draw offer before the arbiter
/// examined it, which needs the acceptance written (`response = "accepted"`).
fn examined(f: &Fields, problems: &mut Problems) -> Result<bool, ()> {
    let examined: bool = f.need(K::Examined).ok_or(())?;
    let accepted = f.word::<OfferResponse>(K::Response) == Some(OfferResponse::Accepted);
    if !examined && !accepted {
        problems.error(
            f.span(K::Examined),
            "content-key-needs-key",
            &[
                ("key", K::Examined.key().to_owned()),
                ("other", "response = \"accepted\"".to_owned()),
            ],
        );
        return Err(());
    }
    Ok(examined)
}

/// The times that should have been set on the clock, by side, where a finding or claim of
/// wrong clock times gives them.
fn right_times(f: &Fields) -> ByColor<Option<ClockTime>> {
    ByColor {
        white: f.given(K::White),
        black: f.given(K::Black),
    }
}

/// The moves a clock's wrong counter showed, bounded before any arithmetic on them; `Ok(None)`
/// when the case does not give them, `Err` when the number was refused (and reported).
fn counted(f: &Fields, problems: &mut Problems) -> Result<Option<u32>, ()> {
    f.given::<u32>(K::Counted)
        .map(|n| at_most(problems, f.span(K::Counted), "counted", n, max_counted()).ok_or(()))
        .transpose()
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
        conditional: f.need(K::Conditional)?,
        arbiter_consents: f.need(K::ArbiterConsents)?,
        disturbed: f.given(K::Disturbed),
    }))
}

/// `device`.
pub fn device(f: &Fields) -> Option<Event> {
    Some(Event::Device {
        by: f.need(K::By)?,
        finding: f.word(K::Finding)?,
        owner: f.word(K::Owner)?,
        permission: f.need(K::Permission)?,
    })
}

/// `arrive`: the minutes late are bounded before any arithmetic on them (no game lasts longer
/// than [`MAX_MINUTES`]).
pub fn arrive(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let late: u32 = f.need(K::MinutesLate)?;
    let span = f.span(K::MinutesLate);
    let delay: u32 = f.need(K::StartDelay)?;
    Some(Event::Arrive {
        by: f.need(K::By)?,
        minutes_late: at_most(problems, span, "minutes_late", late, MAX_MINUTES)?,
        start_delay: at_most(
            problems,
            f.span(K::StartDelay),
            "start_delay",
            delay,
            MAX_MINUTES,
        )?,
        arbiter: f.word(K::ArbiterDecides)?,
    })
}

/// `discover`: the keys besides `what` must belong to the irregularity named.
pub fn discover(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let what: DiscoverKind = f.word(K::What)?;
    let kind = format!("discover {}", what.key());
    let candidates = [
        K::KingMisplaced,
        K::RookMisplaced,
        K::ScheduleAtRisk,
        K::ClockSetting,
        K::ClockSide,
        K::Counted,
        K::IdentifiablePlies,
        K::ArbiterDecides,
        K::Elapsed,
        K::White,
        K::Black,
    ];
    if keys_out_of_place(f, problems, &candidates, what.takes(), &kind, K::What) {
        return None;
    }
    Some(Event::Discover(match what {
        DiscoverKind::WrongSetup => Irregularity::WrongSetup {
            king_misplaced: f.given(K::KingMisplaced),
            rook_misplaced: f.given(K::RookMisplaced),
        },
        DiscoverKind::WrongOrientation => Irregularity::WrongOrientation,
        DiscoverKind::ReversedColours => Irregularity::ReversedColours {
            arbiter: f.word(K::ArbiterDecides)?,
        },
        DiscoverKind::WrongClockSetting => Irregularity::WrongClockSetting {
            schedule_at_risk: f.need(K::ScheduleAtRisk)?,
            setting: f.given(K::ClockSetting),
            side: clock_side(f, problems).ok()?,
            counted: counted(f, problems).ok()?,
        },
        DiscoverKind::DefectiveClock => Irregularity::DefectiveClock,
        DiscoverKind::ClockNotStarted => Irregularity::ClockNotStarted,
        DiscoverKind::ClockTimesLost => Irregularity::ClockTimesLost,
        DiscoverKind::WrongClockTimes => Irregularity::WrongClockTimes {
            right: right_times(f),
        },
        DiscoverKind::WrongClockStarted => Irregularity::WrongClockStarted {
            elapsed: f.given(K::Elapsed),
        },
        DiscoverKind::WrongClockRunning => Irregularity::WrongClockRunning {
            elapsed: f.given(K::Elapsed),
        },
        DiscoverKind::MoveCounter => {
            let Some(counted) = counted(f, problems).ok()? else {
                problems.error(
                    f.span(K::What),
                    "content-event-key-missing",
                    &[("key", K::Counted.key().to_owned()), ("type", kind)],
                );
                return None;
            };
            Irregularity::MoveCounter {
                counted,
                fault: f.word(K::CounterFault)?,
                side: f.given(K::ClockSide),
            }
        }
        DiscoverKind::IllegalMove => Irregularity::IllegalMove {
            identifiable: identifiable(f, problems).ok()?,
            // The clocks are the arbiter's to set only where the case says what he did.
            clocks: f
                .span(K::ArbiterDecides)
                .and_then(|_| f.word(K::ArbiterDecides)),
        },
        DiscoverKind::DisplacedPieces => Irregularity::DisplacedPieces {
            identifiable: identifiable(f, problems).ok()?,
        },
        DiscoverKind::IllegalPosition => Irregularity::IllegalPosition,
        DiscoverKind::TouchMove => Irregularity::TouchMove,
    }))
}

/// `identifiable_plies`, bounded before any arithmetic: the half-moves after which the last
/// identifiable position stood (a game has at most twice the moves of its counter in plies).
fn identifiable(f: &Fields, problems: &mut Problems) -> Result<Option<u32>, ()> {
    match f.given::<u32>(K::IdentifiablePlies) {
        Some(n) => at_most(
            problems,
            f.span(K::IdentifiablePlies),
            "identifiable_plies",
            n,
            max_counted().saturating_mul(2),
        )
        .map(Some)
        .ok_or(()),
        None => Ok(None),
    }
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
    // `takes` begins with `penalty` itself.
    let mut wrong = keys_out_of_place(
        f,
        problems,
        &[K::PenaltyTime, K::OpponentScores],
        takes.get(1..).unwrap_or_default(),
        &context,
        K::Penalty,
    );
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
        reported: f.need(K::Reported)?,
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
        inspection: f.word(K::Inspection)?,
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

/// `third-party`: a device of his own tells nobody anything, so `told` does not belong to it.
pub fn third_party(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let about: Pointed = f.word(K::About)?;
    if matches!(
        about,
        Pointed::Device
            | Pointed::Disturbance
            | Pointed::Signals
            | Pointed::DrawOffer
            | Pointed::Access
    ) && keys_out_of_place(
        f,
        problems,
        &[K::Told],
        &[],
        &format!("third-party about = {}", about.key()),
        K::Who,
    ) {
        return None;
    }
    Some(Event::ThirdParty {
        who: f.word(K::Who)?,
        about,
        told: f.word(K::Told)?,
        permission: f.need(K::Permission)?,
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

/// `sign-result`: signed by both players, or by the one `by` names.
pub fn sign_result(f: &Fields) -> Option<Event> {
    let signed: SignedResult = f.word(K::Result)?;
    Some(Event::SignResult {
        result: signed.score(),
        arbiter: f.word(K::ArbiterDecides)?,
        by: f.given(K::By),
    })
}

/// `visually-disabled`: `square` is needed by the acts about a piece touched, may name the piece
/// felt, and belongs to no other act.
pub fn visually_disabled(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let act: BlindAct = f.word(K::Act)?;
    let square = f.given(K::Square);
    let kind = EventType::VisuallyDisabled.key().to_owned();
    if act.needs_square() && square.is_none() {
        problems.error(
            f.span(K::Act),
            "content-event-key-missing",
            &[("type", kind), ("key", K::Square.key().to_owned())],
        );
        return None;
    }
    if square.is_some() && !act.takes_square() {
        problems.error(
            f.span(K::Square),
            "content-event-key-not-allowed",
            &[
                ("type", kind),
                ("key", K::Square.key().to_owned()),
                ("keys", format!("`{}`, `{}`", K::By.key(), K::Act.key())),
            ],
        );
        return None;
    }
    let written = f.span(K::ArbiterDecides);
    if written.is_some() && !act.takes_discretion() {
        problems.error(
            written,
            "content-event-key-not-allowed",
            &[
                ("type", EventType::VisuallyDisabled.key().to_owned()),
                ("key", K::ArbiterDecides.key().to_owned()),
                ("keys", format!("`{}`, `{}`", K::By.key(), K::Act.key())),
            ],
        );
        return None;
    }
    Some(Event::VisuallyDisabled {
        by: f.need(K::By)?,
        act,
        square,
        arbiter: f.word(K::ArbiterDecides)?,
    })
}

/// `seal`: the minutes before the end of the session are at most a day.
pub fn seal(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let early: u32 = f.need(K::MinutesEarly)?;
    let span = f.span(K::MinutesEarly);
    Some(Event::Seal(Seal {
        by: f.need(K::By)?,
        written: Some(f.need(K::Written)?),
        record: f.word(K::Record)?,
        board_move: f.given(K::BoardMove),
        stopped_clock: f.need(K::StoppedClock)?,
        minutes_early: at_most(problems, span, "minutes_early", early, MAX_MINUTES)?,
    }))
}

/// `resume`: the minutes late are at most a day.
pub fn resume(f: &Fields, problems: &mut Problems) -> Option<Event> {
    let late: Option<u32> = f.given(K::MinutesLate);
    let span = f.span(K::MinutesLate);
    let minutes_late = match late {
        Some(m) => Some(at_most(problems, span, "minutes_late", m, MAX_MINUTES)?),
        None => None,
    };
    Some(Event::Resume(Resume {
        absent: f.word(K::Absent)?,
        minutes_late,
        envelope: f.word(K::Envelope)?,
        reply_sealed: f.need(K::ReplySealed)?,
        arbiter: f.word(K::ArbiterDecides)?,
    }))
}
