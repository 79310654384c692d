//! `[[events]]`: each entry's `type`, the keys that type takes, and the engine event it makes.

use shakmaty::Color;
use toml::Spanned;

use super::choose::{choose, side, square};
use super::problem::{Problems, did_you_mean};
use super::raw::RawEvent;
use super::situation::{at_most, clock_time};
use super::texts::Texts;
use crate::laws::event::{
    ClaimGround, ClaimMoment, DeviceFinding, DrawClaim, DrawOffer, Event, FlagNotice, Irregularity,
    MoveEvent, Notice, OfferMoment, OfferResponse, PromotionAct, QuickplayJudgement,
};
use crate::laws::time_control::MAX_MINUTES;

/// Every event type, with the keys it requires and the keys it also accepts.
pub const EVENT_TYPES: [(&str, &[&str], &[&str]); 19] = [
    (
        "move",
        &["by", "move"],
        &[
            "pressed_clock",
            "two_hands",
            "promotion",
            "noticed",
            "spent",
        ],
    ),
    ("press-clock", &["by"], &[]),
    ("touch", &["by", "square"], &["adjust"]),
    ("touch-move-claim", &["by"], &[]),
    ("displace", &["by"], &[]),
    ("flag", &["side"], &["noticed"]),
    ("both-flags", &[], &["first"]),
    (
        "claim",
        &["by", "ground"],
        &["written", "moment", "judgement"],
    ),
    ("offer", &["by"], &["moment", "response"]),
    ("resign", &["by"], &[]),
    ("device", &["by", "finding"], &[]),
    ("arrive", &["by", "minutes_late"], &[]),
    (
        "discover",
        &["what"],
        &["king_misplaced", "rook_misplaced", "schedule_at_risk"],
    ),
    (
        "increment-request",
        &["by"],
        &["opponent_accepts", "arbiter_grants"],
    ),
    ("stop-recording", &["by"], &[]),
    ("promotion-swap", &["by"], &[]),
    ("scoresheet-request", &["by"], &["nth"]),
    ("illegal-move-claim", &["by"], &[]),
    ("clock", &["white", "black"], &[]),
];

fn flag(v: Option<&Spanned<bool>>, default: bool) -> bool {
    v.map_or(default, |b| *b.get_ref())
}

/// Reads one event; `None` (with problems recorded) when it cannot be used.
pub fn event(problems: &mut Problems, raw: &Spanned<RawEvent>) -> Option<(Event, Texts)> {
    let e = raw.get_ref();
    let kind = e.kind.get_ref().trim();
    let Some((_, required, optional)) = EVENT_TYPES.iter().find(|(k, _, _)| *k == kind) else {
        let keys = EVENT_TYPES.iter().map(|(k, _, _)| *k);
        let mut args = vec![
            ("value", kind.to_owned()),
            ("choices", EVENT_TYPES.map(|(k, _, _)| k).join(", ")),
        ];
        let id = if let Some(s) = did_you_mean(kind, keys) {
            args.push(("suggestion", s.to_owned()));
            "content-unknown-event-suggest"
        } else {
            "content-unknown-event"
        };
        problems.error(Some(e.kind.span()), id, &args);
        return None;
    };
    let present = e.present();
    let before = problems.list.len();
    for (key, span) in &present {
        if !required.contains(key) && !optional.contains(key) {
            let takes: Vec<&str> = required.iter().chain(optional.iter()).copied().collect();
            problems.error(
                Some(span.clone()),
                "content-event-key-not-allowed",
                &[
                    ("key", (*key).to_owned()),
                    ("type", kind.to_owned()),
                    ("keys", takes.join(", ")),
                ],
            );
        }
    }
    for key in *required {
        if !present.iter().any(|(k, _)| k == key) {
            problems.error(
                Some(raw.span()),
                "content-event-key-missing",
                &[("key", (*key).to_owned()), ("type", kind.to_owned())],
            );
        }
    }
    if problems.list.len() > before {
        return None;
    }
    let by = e.by.as_ref().and_then(|v| side(problems, v));
    let need_by = || by.unwrap_or(Color::White);
    let event = match kind {
        "move" => {
            let mv = e.mv.as_ref()?;
            Event::Move(MoveEvent {
                by: need_by(),
                mv: mv.get_ref().clone(),
                pressed_clock: flag(e.pressed_clock.as_ref(), true),
                two_hands: flag(e.two_hands.as_ref(), false),
                promotion: e
                    .promotion
                    .as_ref()
                    .map_or(Some(PromotionAct::AsWritten), |v| {
                        choose(
                            problems,
                            v,
                            "promotion",
                            &[
                                ("as-written", PromotionAct::AsWritten),
                                ("none", PromotionAct::NoPiece),
                                ("upside-down-rook", PromotionAct::UpsideDownRook),
                            ],
                        )
                    })?,
                noticed: e.noticed.as_ref().map_or(Some(Notice::Arbiter), |v| {
                    choose(
                        problems,
                        v,
                        "noticed",
                        &[
                            ("arbiter", Notice::Arbiter),
                            ("claim", Notice::Claim),
                            ("later", Notice::Later),
                        ],
                    )
                })?,
                spent: match &e.spent {
                    Some(v) => Some(clock_time(problems, v)?),
                    None => None,
                },
            })
        }
        "press-clock" => Event::PressClock { by: need_by() },
        "touch" => Event::Touch {
            by: need_by(),
            square: square(problems, e.square.as_ref()?)?,
            adjust: flag(e.adjust.as_ref(), false),
        },
        "touch-move-claim" => Event::TouchMoveClaim { by: need_by() },
        "displace" => Event::Displace { by: need_by() },
        "flag" => Event::Flag {
            side: side(problems, e.side.as_ref()?)?,
            noticed: e.noticed.as_ref().map_or(Some(FlagNotice::Arbiter), |v| {
                choose(
                    problems,
                    v,
                    "noticed",
                    &[
                        ("arbiter", FlagNotice::Arbiter),
                        ("claim", FlagNotice::Claim),
                    ],
                )
            })?,
        },
        "both-flags" => Event::BothFlags {
            first: match &e.first {
                Some(v) => choose(
                    problems,
                    v,
                    "first flag",
                    &[
                        ("white", Some(Color::White)),
                        ("black", Some(Color::Black)),
                        ("unknown", None),
                    ],
                )?,
                None => None,
            },
        },
        "claim" => Event::Claim(DrawClaim {
            by: need_by(),
            ground: choose(
                problems,
                e.ground.as_ref()?,
                "claim ground",
                &[
                    ("threefold", ClaimGround::Threefold),
                    ("fifty-moves", ClaimGround::FiftyMoves),
                    ("quickplay", ClaimGround::Quickplay),
                ],
            )?,
            written: e.written.as_ref().map(|w| w.get_ref().clone()),
            moment: e
                .moment
                .as_ref()
                .map_or(Some(ClaimMoment::BeforeMoving), |v| {
                    choose(
                        problems,
                        v,
                        "moment",
                        &[
                            ("before-moving", ClaimMoment::BeforeMoving),
                            ("after-moving", ClaimMoment::AfterMoving),
                            ("after-pressing", ClaimMoment::AfterPressing),
                        ],
                    )
                })?,
            judgement: match &e.judgement {
                Some(v) => Some(choose(
                    problems,
                    v,
                    "judgement",
                    &[
                        ("agree", QuickplayJudgement::Agree),
                        ("postpone", QuickplayJudgement::Postpone { award: false }),
                        (
                            "postpone-with-time",
                            QuickplayJudgement::Postpone { award: true },
                        ),
                        ("reject", QuickplayJudgement::Reject),
                    ],
                )?),
                None => None,
            },
        }),
        "offer" => Event::Offer(DrawOffer {
            by: need_by(),
            moment: e
                .moment
                .as_ref()
                .map_or(Some(OfferMoment::AfterMoving), |v| {
                    choose(
                        problems,
                        v,
                        "moment",
                        &[
                            ("after-moving", OfferMoment::AfterMoving),
                            ("before-moving", OfferMoment::BeforeMoving),
                            ("opponents-time", OfferMoment::OpponentsTime),
                        ],
                    )
                })?,
            response: e.response.as_ref().map_or(Some(OfferResponse::None), |v| {
                choose(
                    problems,
                    v,
                    "response",
                    &[
                        ("accepted", OfferResponse::Accepted),
                        ("declined", OfferResponse::Declined),
                        ("none", OfferResponse::None),
                    ],
                )
            })?,
        }),
        "resign" => Event::Resign { by: need_by() },
        "device" => Event::Device {
            by: need_by(),
            finding: choose(
                problems,
                e.finding.as_ref()?,
                "finding",
                &[
                    ("rang", DeviceFinding::Rang),
                    ("on-person", DeviceFinding::OnPerson),
                    ("switched-on", DeviceFinding::SwitchedOn),
                    ("in-bag", DeviceFinding::InBag),
                ],
            )?,
        },
        "arrive" => {
            let late = e.minutes_late.as_ref()?;
            let span = Some(late.span());
            Event::Arrive {
                by: need_by(),
                minutes_late: at_most(
                    problems,
                    span,
                    "minutes_late",
                    *late.get_ref(),
                    MAX_MINUTES,
                )?,
            }
        }
        "discover" => {
            let what = e.what.as_ref()?;
            let key = choose(
                problems,
                what,
                "irregularity",
                &[
                    ("wrong-setup", 0),
                    ("wrong-orientation", 1),
                    ("reversed-colours", 2),
                    ("wrong-clock-setting", 3),
                    ("displaced-pieces", 4),
                    ("illegal-position", 5),
                ],
            )?;
            // Each of these keys belongs to one irregularity; on another it would change
            // nothing without a word.
            let belongs: &[&str] = match key {
                0 => &["king_misplaced", "rook_misplaced"],
                3 => &["schedule_at_risk"],
                _ => &[],
            };
            let given = [
                (
                    "king_misplaced",
                    e.king_misplaced.as_ref().map(Spanned::span),
                ),
                (
                    "rook_misplaced",
                    e.rook_misplaced.as_ref().map(Spanned::span),
                ),
                (
                    "schedule_at_risk",
                    e.schedule_at_risk.as_ref().map(Spanned::span),
                ),
            ];
            for (name, span) in given {
                if let Some(span) = span.filter(|_| !belongs.contains(&name)) {
                    let takes: Vec<&str> = ["what"].iter().chain(belongs).copied().collect();
                    problems.error(
                        Some(span),
                        "content-event-key-not-allowed",
                        &[
                            ("key", name.to_owned()),
                            ("type", format!("discover {}", what.get_ref())),
                            ("keys", takes.join(", ")),
                        ],
                    );
                }
            }
            let irregularity = match key {
                0 => Irregularity::WrongSetup {
                    king_misplaced: match &e.king_misplaced {
                        Some(v) => Some(side(problems, v)?),
                        None => None,
                    },
                    rook_misplaced: match &e.rook_misplaced {
                        Some(v) => Some(square(problems, v)?),
                        None => None,
                    },
                },
                1 => Irregularity::WrongOrientation,
                2 => Irregularity::ReversedColours,
                3 => Irregularity::WrongClockSetting {
                    schedule_at_risk: flag(e.schedule_at_risk.as_ref(), false),
                },
                4 => Irregularity::DisplacedPieces,
                _ => Irregularity::IllegalPosition,
            };
            Event::Discover(irregularity)
        }
        "increment-request" => Event::IncrementRequest {
            by: need_by(),
            opponent_accepts: flag(e.opponent_accepts.as_ref(), false),
            arbiter_grants: flag(e.arbiter_grants.as_ref(), true),
        },
        "stop-recording" => Event::StopRecording { by: need_by() },
        "promotion-swap" => Event::PromotionSwap { by: need_by() },
        "scoresheet-request" => Event::ScoresheetRequest {
            by: need_by(),
            nth: e.nth.as_ref().map_or(1, |n| *n.get_ref()),
        },
        "illegal-move-claim" => Event::IllegalMoveClaim { by: need_by() },
        _ => Event::ClockReading {
            white: clock_time(problems, e.white.as_ref()?)?,
            black: clock_time(problems, e.black.as_ref()?)?,
        },
    };
    if by.is_none() && e.by.is_some() {
        return None;
    }
    Some((event, super::texts_of(&e.text)))
}
