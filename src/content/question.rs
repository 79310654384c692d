//! `[question]` and `[[options]]`: the kind of question, its knowledge query or mate side,
//! and what each option claims.

use toml::Spanned;

use super::choose::{choose, side};
use super::expect::{
    Expect, ExpectError, Part, parse_action, parse_claim, parse_obligation, parse_party,
    parse_result, parse_sanction,
};
use super::problem::Problems;
use super::raw::{RawExpect, RawQuestion, RawSides};
use super::scenario::QuestionKind;
use super::situation::{at_most, clock_time, time_control};
use super::vocab::{
    ActionForm, ExpectKey, Need, ObligationForm, QueryInput, QueryInputs, QueryKind, SanctionForm,
    Vocabulary, result_words, template,
};
use crate::laws::query::Query;
use crate::laws::ruling::{Answer, ClaimVerdict, Party};
use crate::laws::time_control::MAX_MINUTES;

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

/// The span of a query input in the question block, if written.
fn input_span(q: &RawQuestion, input: QueryInput) -> Option<std::ops::Range<usize>> {
    match input {
        QueryInput::TimeControl => q.time_control.as_ref().map(Spanned::span),
        QueryInput::GameType => q.game_type.as_ref().map(Spanned::span),
        QueryInput::Supervision => q.supervision.as_ref().map(Spanned::span),
    }
}

/// Reads the query of a question, with the inputs it takes; reports a missing input and one
/// it does not read (which would silently change nothing).
fn query(problems: &mut Problems, q: &RawQuestion, v: &Spanned<String>) -> Option<Query> {
    let kind: QueryKind = choose(problems, v)?;
    let inputs = kind.inputs();
    for input in QueryInput::ALL {
        let taken = inputs.iter().find(|(i, _)| i == input);
        match (taken, input_span(q, *input)) {
            (None, Some(span)) => problems.error(
                Some(span),
                "content-query-unused-key",
                &[
                    ("query", kind.key().to_owned()),
                    ("key", input.key().into()),
                ],
            ),
            (Some((_, Need::Required)), None) => problems.error(
                Some(v.span()),
                "content-query-needs",
                &[
                    ("query", kind.key().to_owned()),
                    ("key", input.key().into()),
                ],
            ),
            _ => {}
        }
    }
    // An input the query does not read has been reported; its value is not read as well.
    let takes = |input: QueryInput| inputs.iter().any(|(i, _)| *i == input);
    let tc = match &q.time_control {
        Some(tc) if takes(QueryInput::TimeControl) => Some(time_control(problems, tc)?),
        _ => None,
    };
    let game_type = match &q.game_type {
        Some(g) if takes(QueryInput::GameType) => Some(choose(problems, g)?),
        _ => None,
    };
    let supervision = match &q.supervision {
        Some(s) if takes(QueryInput::Supervision) => choose(problems, s)?,
        _ => crate::laws::Supervision::default(),
    };
    kind.query(QueryInputs {
        time_control: tc.as_ref(),
        game_type,
        supervision,
    })
}

/// Reads the question block.
pub fn question(problems: &mut Problems, raw: &Spanned<RawQuestion>) -> Option<QuestionFacts> {
    let q = raw.get_ref();
    let kind = match &q.kind {
        Some(v) => choose(problems, v)?,
        None => QuestionKind::Ruling,
    };
    let query = match &q.query {
        Some(v) => Some(query(problems, q, v)?),
        None => None,
    };
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

/// The forms or words an `expect` key takes, as a diagnostic lists them (with example
/// values in the holes of templates).
fn choices(key: ExpectKey) -> Vec<String> {
    fn forms<V: Vocabulary>() -> Vec<String> {
        V::ALL.iter().map(|f| template::example(f.key())).collect()
    }
    match key {
        ExpectKey::Result => result_words(),
        ExpectKey::Actions => forms::<ActionForm>(),
        ExpectKey::Obligation => forms::<ObligationForm>(),
        ExpectKey::Sanction => forms::<SanctionForm>(),
        ExpectKey::Claim => forms::<ClaimVerdict>(),
        ExpectKey::Who => forms::<Party>(),
        ExpectKey::AddTime
        | ExpectKey::RemoveTime
        | ExpectKey::Clocks
        | ExpectKey::Allowed
        | ExpectKey::ArbiterRight
        | ExpectKey::Upheld
        | ExpectKey::GameType
        | ExpectKey::Time
        | ExpectKey::Count
        | ExpectKey::Yes
        | ExpectKey::Range
        | ExpectKey::CanMate
        | ExpectKey::Castling
        | ExpectKey::Cites
        | ExpectKey::Not => Vec::new(),
    }
}

/// Reports an obligation that cannot be read, written under another key than `expect`'s
/// (`ordered` of `arbiter-ruling`), with the same words and suggestions.
pub fn report_obligation(problems: &mut Problems, key: &str, v: &Spanned<String>, e: &ExpectError) {
    report_as(problems, v, key, ExpectKey::Obligation, e.clone());
}

fn report(problems: &mut Problems, v: &Spanned<String>, key: ExpectKey, e: ExpectError) {
    report_as(problems, v, key.key(), key, e);
}

/// Reports a value under the key `name`, which takes the values of `key`.
fn report_as(
    problems: &mut Problems,
    v: &Spanned<String>,
    name: &str,
    key: ExpectKey,
    e: ExpectError,
) {
    let mut args = vec![
        ("key", name.to_owned()),
        ("value", v.get_ref().clone()),
        ("detail", e.id.to_owned()),
        ("choices", choices(key).join(", ")),
    ];
    let id = match e.suggestion {
        Some(s) => {
            args.push(("suggestion", s));
            "content-bad-expect-suggest"
        }
        None => "content-bad-expect",
    };
    problems.error(Some(v.span()), id, &args);
}

/// Reads what an option claims.
pub fn expect(problems: &mut Problems, raw: &Spanned<RawExpect>) -> Expect {
    let reported_before = problems.list.len();
    let e = raw.get_ref();
    let mut parts = Vec::new();
    if let Some(v) = &e.result {
        match parse_result(v.get_ref()) {
            Ok(p) => parts.push(p),
            Err(err) => report(problems, v, ExpectKey::Result, err),
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
                Err(err) => report(problems, v, ExpectKey::Actions, err),
            }
        }
    }
    if let Some(v) = &e.obligation {
        match parse_obligation(v.get_ref()) {
            Ok(o) => parts.push(Part::Obligation(o)),
            Err(err) => report(problems, v, ExpectKey::Obligation, err),
        }
    }
    if let Some(v) = &e.claim {
        match parse_claim(v.get_ref()) {
            Ok(c) => parts.push(Part::Claim(c)),
            Err(err) => report(problems, v, ExpectKey::Claim, err),
        }
    }
    if let Some(v) = &e.sanction {
        match parse_sanction(v.get_ref()) {
            Ok(s) => parts.push(Part::Sanction(s)),
            Err(err) => report(problems, v, ExpectKey::Sanction, err),
        }
    }
    if let Some(b) = e.allowed {
        parts.push(Part::Allowed(b));
    }
    if let Some(b) = e.arbiter_right {
        parts.push(Part::ArbiterRight(b));
    }
    if let Some(b) = e.upheld {
        parts.push(Part::Upheld(b));
    }
    if let Some(v) = &e.game_type
        && let Some(gt) = choose(problems, v)
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
            Err(err) => report(problems, v, ExpectKey::Who, err),
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
    if let Some(v) = &e.castling {
        match castling_rights(v.get_ref()) {
            Some(rights) => parts.push(Part::Castling(rights)),
            None => problems.error(
                Some(v.span()),
                "content-bad-castling-rights",
                &[("value", v.get_ref().clone())],
            ),
        }
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

/// Castling rights as a FEN writes them, in a canonical order so that `"qK"` and `"Kq"` are
/// the same claim: `-` for none, else letters `K`, `Q`, `k`, `q` or the rooks' file letters
/// (Chess960), each at most once.
pub fn castling_rights(text: &str) -> Option<String> {
    let text = text.trim();
    if text == "-" {
        return Some(String::new());
    }
    let mut letters: Vec<char> = text.chars().collect();
    let valid = |c: &char| matches!(c, 'K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h');
    if letters.is_empty() || !letters.iter().all(valid) {
        return None;
    }
    letters.sort_unstable();
    let n = letters.len();
    letters.dedup();
    (letters.len() == n).then(|| letters.into_iter().collect())
}
