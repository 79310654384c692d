//! `[question]` and `[[options]]`: the kind of question, its knowledge query or mate side,
//! and what each option claims.

use toml::Spanned;

use super::choose::{choose, side};
use super::expect::{
    ACTION_KEYS, Expect, ExpectError, Part, parse_action, parse_claim, parse_obligation,
    parse_party, parse_result, parse_sanction,
};
use super::problem::Problems;
use super::raw::{RawExpect, RawQuestion, RawSides};
use super::scenario::QuestionKind;
use super::situation::{GAME_TYPES, SUPERVISIONS, at_most, clock_time, time_control};
use crate::laws::GameType;
use crate::laws::query::Query;
use crate::laws::ruling::Answer;
use crate::laws::time_control::MAX_MINUTES;

/// Knowledge queries as authors name them.
const QUERIES: [(&str, u8); 21] = [
    ("game-type", 0),
    ("rapid-range", 1),
    ("blitz-range", 2),
    ("illegal-move-penalty", 3),
    ("illegal-moves-to-lose", 4),
    ("incorrect-claim-penalty", 5),
    ("recording-relief", 6),
    ("agreement-min-moves", 7),
    ("default-time", 8),
    ("clock-placement", 9),
    ("regime-choice", 10),
    ("scoresheet-requests", 11),
    ("fifty-move-count", 12),
    ("seventy-five-move-count", 13),
    ("fivefold-count", 14),
    ("threefold-count", 15),
    ("quickplay-threshold", 16),
    ("quickplay-award", 17),
    ("unsupervised-move-limit", 18),
    ("arbiter-calls-flag", 19),
    ("promotion-any-order", 20),
];

/// The names of the knowledge queries, for the documentation and suggestions.
pub fn query_names() -> impl Iterator<Item = &'static str> {
    QUERIES.iter().map(|(k, _)| *k)
}

/// What the question block decides for the case: a knowledge query, or a side whose mating
/// chances are asked.
pub struct QuestionFacts {
    /// The kind of question.
    pub kind: QuestionKind,
    /// The knowledge query, if any.
    pub query: Option<Query>,
    /// The side asked about in a can-mate question.
    pub can_mate: Option<shakmaty::Color>,
}

/// Reads the question block.
pub fn question(problems: &mut Problems, raw: &Spanned<RawQuestion>) -> Option<QuestionFacts> {
    let q = raw.get_ref();
    let kind = match &q.kind {
        Some(v) => choose(
            problems,
            v,
            "question kind",
            &QuestionKind::ALL.map(|(k, s)| (s, k)),
        )?,
        None => QuestionKind::Ruling,
    };
    let game_type = q
        .game_type
        .as_ref()
        .and_then(|v| choose(problems, v, "game type", &GAME_TYPES));
    let supervision = q
        .supervision
        .as_ref()
        .and_then(|v| choose(problems, v, "supervision", &SUPERVISIONS))
        .unwrap_or_default();
    let query = match &q.query {
        Some(v) => {
            let which = choose(problems, v, "query", &QUERIES)?;
            let needs_type = |problems: &mut Problems| -> Option<GameType> {
                if game_type.is_none() {
                    problems.error(
                        Some(v.span()),
                        "content-query-needs",
                        &[("query", v.get_ref().clone()), ("key", "game_type".into())],
                    );
                }
                game_type
            };
            Some(match which {
                0 => {
                    let Some(tc) = q.time_control.as_ref() else {
                        problems.error(
                            Some(v.span()),
                            "content-query-needs",
                            &[
                                ("query", v.get_ref().clone()),
                                ("key", "time_control".into()),
                            ],
                        );
                        return None;
                    };
                    Query::GameType(time_control(problems, tc)?)
                }
                1 => Query::RapidRange,
                2 => Query::BlitzRange,
                3 => Query::IllegalMovePenalty(needs_type(problems)?, supervision),
                4 => Query::IllegalMovesToLose(needs_type(problems)?, supervision),
                5 => Query::IncorrectClaimPenalty(needs_type(problems)?, supervision),
                6 => Query::RecordingRelief(match q.time_control.as_ref() {
                    Some(tc) => Some(time_control(problems, tc)?),
                    None => None,
                }),
                7 => Query::AgreementMinMoves,
                8 => Query::DefaultTime,
                9 => Query::ClockPlacement,
                10 => Query::RegimeChoice,
                11 => Query::ScoresheetRequests,
                12 => Query::FiftyMoveCount,
                13 => Query::SeventyFiveMoveCount,
                14 => Query::FivefoldCount,
                15 => Query::ThreefoldCount,
                16 => Query::QuickplayThreshold,
                17 => Query::QuickplayAward,
                18 => Query::UnsupervisedMoveLimit,
                19 => Query::ArbiterCallsFlag,
                _ => Query::PromotionAnyOrder,
            })
        }
        None => None,
    };
    if let Some(v) = &q.query {
        unused_query_keys(problems, v, q);
    }
    if kind == QuestionKind::Knowledge && query.is_none() {
        problems.error(Some(raw.span()), "content-knowledge-needs-query", &[]);
    }
    let can_mate = match (&q.side, kind) {
        (Some(v), _) => Some(side(problems, v)?),
        (None, QuestionKind::CanMate) => {
            problems.error(Some(raw.span()), "content-can-mate-needs-side", &[]);
            None
        }
        (None, _) => None,
    };
    Some(QuestionFacts {
        kind,
        query,
        can_mate,
    })
}

/// A key the query does not read would silently change nothing: report it.
fn unused_query_keys(problems: &mut Problems, query: &Spanned<String>, q: &RawQuestion) {
    let takes: &[&str] = match query.get_ref().as_str() {
        "game-type" | "recording-relief" => &["time_control"],
        "illegal-move-penalty" | "illegal-moves-to-lose" | "incorrect-claim-penalty" => {
            &["game_type", "supervision"]
        }
        _ => &[],
    };
    let given = [
        ("time_control", q.time_control.as_ref().map(Spanned::span)),
        ("game_type", q.game_type.as_ref().map(Spanned::span)),
        ("supervision", q.supervision.as_ref().map(Spanned::span)),
    ];
    for (key, span) in given {
        if let Some(span) = span.filter(|_| !takes.contains(&key)) {
            problems.error(
                Some(span),
                "content-query-unused-key",
                &[("query", query.get_ref().clone()), ("key", key.into())],
            );
        }
    }
}

fn seconds_of(problems: &mut Problems, v: &Spanned<String>) -> Option<u64> {
    clock_time(problems, v).map(crate::laws::clock::ClockTime::secs)
}

fn sides(
    problems: &mut Problems,
    raw: &Spanned<RawSides>,
    parts: &mut Vec<Part>,
    make: impl Fn(shakmaty::Color, &mut Problems, &Spanned<String>) -> Option<Part>,
) {
    let s = raw.get_ref();
    if s.white.is_none() && s.black.is_none() {
        problems.error(Some(raw.span()), "content-sides-empty", &[]);
    }
    for (color, value) in [
        (shakmaty::Color::White, &s.white),
        (shakmaty::Color::Black, &s.black),
    ] {
        if let Some(v) = value
            && let Some(p) = make(color, problems, v)
        {
            parts.push(p);
        }
    }
}

fn report(problems: &mut Problems, v: &Spanned<String>, key: &'static str, e: ExpectError) {
    problems.error(
        Some(v.span()),
        "content-bad-expect",
        &[
            ("key", key.into()),
            ("value", v.get_ref().clone()),
            ("detail", e.into()),
            ("choices", ACTION_KEYS.join(", ")),
        ],
    );
}

/// Reads what an option claims.
pub fn expect(problems: &mut Problems, raw: &Spanned<RawExpect>) -> Expect {
    let reported_before = problems.list.len();
    let e = raw.get_ref();
    let mut parts = Vec::new();
    if let Some(v) = &e.result {
        match parse_result(v.get_ref()) {
            Ok(p) => parts.push(p),
            Err(err) => report(problems, v, "result", err),
        }
    }
    if let Some(s) = &e.add_time {
        sides(problems, s, &mut parts, |c, p, v| {
            seconds_of(p, v).map(|secs| Part::Added(c, secs))
        });
    }
    if let Some(s) = &e.remove_time {
        sides(problems, s, &mut parts, |c, p, v| {
            seconds_of(p, v).map(|secs| Part::Removed(c, secs))
        });
    }
    if let Some(s) = &e.clocks {
        sides(problems, s, &mut parts, |c, p, v| {
            clock_time(p, v).map(|t| Part::Clock(c, t))
        });
    }
    if let Some(list) = &e.actions {
        for v in list.get_ref() {
            match parse_action(v.get_ref()) {
                Ok(p) => parts.push(p),
                Err(err) => report(problems, v, "actions", err),
            }
        }
    }
    if let Some(v) = &e.obligation {
        match parse_obligation(v.get_ref()) {
            Ok(o) => parts.push(Part::Obligation(o)),
            Err(err) => report(problems, v, "obligation", err),
        }
    }
    if let Some(v) = &e.claim {
        match parse_claim(v.get_ref()) {
            Ok(c) => parts.push(Part::Claim(c)),
            Err(err) => report(problems, v, "claim", err),
        }
    }
    if let Some(v) = &e.sanction {
        match parse_sanction(v.get_ref()) {
            Ok(s) => parts.push(Part::Sanction(s)),
            Err(err) => report(problems, v, "sanction", err),
        }
    }
    if let Some(b) = e.allowed {
        parts.push(Part::Allowed(b));
    }
    if let Some(v) = &e.game_type
        && let Some(gt) = choose(problems, v, "game type", &GAME_TYPES)
    {
        parts.push(Part::GameType(gt));
    }
    if let Some(v) = &e.time
        && let Some(secs) = seconds_of(problems, v)
    {
        parts.push(Part::Answer(Answer::Seconds(secs)));
    }
    if let Some(n) = e.count {
        parts.push(Part::Answer(Answer::Count(n)));
    }
    if let Some(b) = e.yes {
        parts.push(Part::Answer(Answer::Yes(b)));
    }
    if let Some(v) = &e.who {
        match parse_party(v.get_ref()) {
            Ok(p) => parts.push(Part::Answer(Answer::Who(p))),
            Err(err) => report(problems, v, "who", err),
        }
    }
    if let Some(r) = &e.range {
        let g = r.get_ref();
        if g.above.is_some() && g.from.is_some() || g.below.is_some() && g.to.is_some() {
            problems.error(Some(r.span()), "content-range-conflict", &[]);
        }
        // Minutes, as seconds: bounded first, so that no band wraps round.
        let mut seconds = |key, m: Option<u64>| match m {
            Some(m) => at_most(problems, Some(r.span()), key, m, MAX_MINUTES.into())
                .map(|m| Some(m.saturating_mul(60))),
            None => Some(None),
        };
        let bounds = (
            seconds("above", g.above).zip(seconds("from", g.from)),
            seconds("below", g.below).zip(seconds("to", g.to)),
        );
        if let (Some((above, from)), Some((below, to))) = bounds {
            parts.push(Part::Answer(Answer::Range {
                min: above.or(from),
                min_inclusive: g.from.is_some(),
                max: below.or(to),
                max_inclusive: g.to.is_some(),
            }));
        }
    }
    if let Some(b) = e.can_mate {
        parts.push(Part::Answer(Answer::Yes(b)));
    }
    if let Some(list) = &e.cites {
        parts.push(Part::Cites(
            list.get_ref().iter().map(|a| a.get_ref().clone()).collect(),
        ));
    }
    let not = e.not.as_ref().map(|n| Box::new(expect(problems, n)));
    let out = Expect { parts, not };
    // A value that could not be read has been reported already; saying that the option
    // claims nothing as well would only repeat it.
    if out.is_empty() && problems.list.len() == reported_before {
        problems.error(Some(raw.span()), "content-expect-empty", &[]);
    }
    out
}
