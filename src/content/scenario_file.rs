//! Reading one scenario file: TOML syntax and unknown keys, then every value, then the
//! engine's own check that the events can happen in the position.

use std::sync::Arc;

use super::events::event;
use super::problem::{Problems, did_you_mean};
use super::question::{expect, question};
use super::raw::RawScenario;
use super::scenario::{Choice, Question, Scenario, Status};
use super::situation;
use super::texts::Texts;
use super::texts_of;
use crate::i18n::reason::{case_error, record_error};
use crate::laws::claim::{AfterFlag, QuickplayJudgement};
use crate::laws::event::Event;
use crate::laws::{CaseError, Edition, decide};

/// What a pack passes down to its scenarios.
pub struct PackContext<'a> {
    /// The pack's id.
    pub id: &'a str,
    /// The pack's default edition.
    pub laws: Edition,
    /// The languages the pack promises.
    pub languages: &'a [String],
    /// Whether to replay each case through the engine while loading, to report events that
    /// cannot happen, and to check the wording of its texts. Built-in packs are checked by
    /// `check` (in CI), so the app skips both.
    pub replay: bool,
}

/// Reports a TOML parse or type error, with a "did you mean" for unknown keys.
pub fn toml_error(problems: &mut Problems, err: &toml::de::Error) {
    let message = err.message().to_owned();
    let mut args = vec![("reason", message.clone())];
    if let Some(rest) = message.strip_prefix("unknown field `")
        && let Some((field, expected)) = rest.split_once('`')
    {
        let choices: Vec<&str> = expected.split('`').skip(1).step_by(2).collect();
        args = vec![("key", field.to_owned()), ("choices", choices.join(", "))];
        let id = if let Some(s) = did_you_mean(field, choices.iter().copied()) {
            args.push(("suggestion", s.to_owned()));
            "content-unknown-key-suggest"
        } else {
            "content-unknown-key"
        };
        problems.error(err.span(), id, &args);
        return;
    }
    problems.error(err.span(), "content-toml", &args);
}

fn check_languages(
    problems: &mut Problems,
    texts: &Texts,
    span: Option<std::ops::Range<usize>>,
    what: &'static str,
    langs: &[String],
) {
    if texts.is_empty() {
        problems.error(span, "content-text-missing", &[("what", what.to_owned())]);
        return;
    }
    for lang in langs {
        if !texts.has(lang) {
            problems.error(
                span.clone(),
                "content-text-language-missing",
                &[("what", what.to_owned()), ("lang", lang.clone())],
            );
        }
    }
}

/// Parses and validates one scenario file; `None` when it has errors (all recorded).
pub fn scenario(file: &str, text: &str, pack: &PackContext<'_>) -> (Option<Scenario>, Problems) {
    let source: Arc<str> = Arc::from(text);
    let mut problems = Problems::new(file, source);
    let raw: RawScenario = match toml::from_str(text) {
        Ok(r) => r,
        Err(e) => {
            toml_error(&mut problems, &e);
            return (None, problems);
        }
    };
    if pack.replay {
        super::text_lint::check(&mut problems, text);
    }
    let id = super::choose::id(&mut problems, &raw.id);
    let edition = super::choose::edition(&mut problems, raw.laws.as_ref(), pack.laws);
    let (mut case, situation_text) =
        situation::case(&mut problems, raw.situation.as_ref(), edition);
    let mut events = Vec::new();
    let mut event_texts = Vec::new();
    let mut event_spans = Vec::new();
    for e in &raw.events {
        if let Some((ev, t)) = event(&mut problems, e) {
            events.push(ev);
            event_texts.push(t);
            event_spans.push(e.span());
        }
    }
    postponed_without_flag(&mut problems, &events, &event_spans);
    case.events = events;
    let facts = question(&mut problems, &raw.question);
    if let Some(f) = &facts {
        case.query.clone_from(&f.query);
        case.ask_can_mate = f.can_mate;
    }
    let question_text = texts_of(&mut problems, &raw.question.get_ref().text);
    check_languages(
        &mut problems,
        &question_text,
        Some(raw.question.span()),
        "question",
        pack.languages,
    );
    if raw.options.len() < 2 {
        problems.error(
            Some(raw.question.span()),
            "content-too-few-options",
            &[("count", raw.options.len().to_string())],
        );
    }
    let mut options = Vec::new();
    for o in &raw.options {
        let text = texts_of(&mut problems, &o.get_ref().text);
        check_languages(
            &mut problems,
            &text,
            Some(o.span()),
            "option",
            pack.languages,
        );
        let exp = match &o.get_ref().expect {
            Some(e) => expect(&mut problems, e),
            None => {
                problems.error(Some(o.span()), "content-expect-missing", &[]);
                super::expect::Expect::default()
            }
        };
        options.push(Choice { text, expect: exp });
    }
    let explanation = texts_of(&mut problems, &raw.explanation);
    if explanation.is_empty() {
        problems.warning(Some(raw.id.span()), "content-explanation-missing", &[]);
    } else {
        check_languages(
            &mut problems,
            &explanation,
            raw.explanation.as_ref().map(toml::Spanned::span),
            "explanation",
            pack.languages,
        );
    }
    let (status, readings) = status(&mut problems, &raw, pack.languages);
    let answer = raw
        .answer
        .as_ref()
        .and_then(|a| answer_key(&mut problems, a, options.len()));
    if let Some(d) = &raw.difficulty
        && !(1..=3).contains(d.get_ref())
    {
        problems.error(
            Some(d.span()),
            "content-bad-difficulty",
            &[("value", d.get_ref().to_string())],
        );
    }
    // The engine builds the board and replays every event: what it cannot do is reported
    // at the situation or event that caused it.
    if pack.replay && !problems.has_errors() {
        match decide(&case) {
            Ok(ruling) => {
                situation::check_running(&mut problems, raw.situation.as_ref(), &case, &ruling);
            }
            Err(CaseError::Record(e)) => {
                let situation = raw.situation.as_ref().map(toml::Spanned::get_ref);
                let span = match &e {
                    crate::laws::record::RecordError::BadMove { ply, .. } => {
                        situation.and_then(|s| s.moves.as_ref()).and_then(|m| {
                            crate::laws::movetext::san_token_spans(m.get_ref())
                                .get(*ply)
                                .map(|(_, r)| {
                                    m.span().start + 1 + r.start..m.span().start + 1 + r.end
                                })
                        })
                    }
                    _ => situation
                        .and_then(|s| s.fen.as_ref())
                        .map(toml::Spanned::span),
                };
                let (id, args) = record_error(&e);
                problems.error(span, id, &args);
            }
            Err(e @ CaseError::Event { index, .. }) => {
                let (id, args) = case_error(&e);
                problems.error(event_spans.get(index).cloned(), id, &args);
            }
        }
    }
    if problems.has_errors() {
        return (None, problems);
    }
    let Some(facts) = facts else {
        return (None, problems);
    };
    let scenario = Scenario {
        id,
        pack: pack.id.to_owned(),
        file: file.to_owned(),
        topics: raw.topics.iter().map(|t| t.get_ref().clone()).collect(),
        articles: raw.articles.iter().map(|t| t.get_ref().clone()).collect(),
        difficulty: raw
            .difficulty
            .as_ref()
            .and_then(|d| u8::try_from(*d.get_ref()).ok()),
        case,
        situation: situation_text,
        event_texts,
        question: Question {
            kind: facts.kind,
            multi: raw.question.get_ref().multi,
            text: question_text,
        },
        options,
        answer,
        explanation,
        status,
        readings,
        source: raw.source,
        notes: raw.notes,
        spans: super::scenario::Spans {
            source: problems.source().clone(),
            question: raw.question.span(),
            answer: raw.answer.as_ref().map(toml::Spanned::span),
            options: raw.options.iter().map(toml::Spanned::span).collect(),
            articles: raw.articles.iter().map(toml::Spanned::span).collect(),
            fen: raw
                .situation
                .as_ref()
                .and_then(|s| s.get_ref().fen.as_ref())
                .map(toml::Spanned::span),
        },
    };
    (Some(scenario), problems)
}

/// Reads `status` and `readings`: a discussion item must state its readings in every
/// language of the pack, and readings without that status would never be shown.
fn status(problems: &mut Problems, raw: &RawScenario, langs: &[String]) -> (Status, Texts) {
    let chosen = raw
        .status
        .as_ref()
        .map(|v| super::choose::choose::<Status>(problems, v));
    // A misspelt status has its own error; judging the readings against the default would
    // only add a second, misleading one.
    if chosen == Some(None) {
        return (Status::default(), texts_of(problems, &raw.readings));
    }
    let status = chosen.flatten().unwrap_or_default();
    let readings = texts_of(problems, &raw.readings);
    let span = raw.readings.as_ref().map(toml::Spanned::span);
    match status {
        Status::Discussion if readings.is_empty() => {
            let at = raw.status.as_ref().map(toml::Spanned::span);
            problems.error(at, "content-readings-missing", &[]);
        }
        Status::Discussion => check_languages(problems, &readings, span, "readings", langs),
        Status::Settled if !readings.is_empty() => {
            problems.error(span, "content-readings-unused", &[]);
        }
        Status::Settled => {}
    }
    (status, readings)
}

/// Reads the author's key: a letter (`"b"`) or a list of letters (`["a", "c"]`).
fn answer_key(
    problems: &mut Problems,
    raw: &toml::Spanned<toml::Value>,
    count: usize,
) -> Option<Vec<usize>> {
    let letters: Vec<String> = match raw.get_ref() {
        toml::Value::String(s) => vec![s.clone()],
        toml::Value::Array(a) => a
            .iter()
            .filter_map(|v| v.as_str().map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    };
    let mut out = Vec::new();
    for l in &letters {
        let b = l.trim().as_bytes();
        match b {
            [c] if c.is_ascii_lowercase() && usize::from(c - b'a') < count => {
                out.push(usize::from(c - b'a'));
            }
            _ => {
                problems.error(
                    Some(raw.span()),
                    "content-bad-answer",
                    &[("value", l.clone()), ("count", count.to_string())],
                );
                return None;
            }
        }
    }
    if out.is_empty() {
        problems.error(
            Some(raw.span()),
            "content-bad-answer",
            &[
                ("value", format!("{}", raw.get_ref())),
                ("count", count.to_string()),
            ],
        );
        return None;
    }
    out.sort_unstable();
    out.dedup();
    Some(out)
}

/// A quickplay claim whose decision the arbiter postponed, with what he finds once the flag
/// falls (`after_flag`), but no fall of the claimant's flag after it: the finding is never
/// used, which an author means otherwise; `check` says so.
fn postponed_without_flag(
    problems: &mut Problems,
    events: &[Event],
    spans: &[std::ops::Range<usize>],
) {
    for (i, ev) in events.iter().enumerate() {
        let Event::Claim(c) = ev else { continue };
        let postponed = matches!(c.judgement, Some(QuickplayJudgement::Postpone { .. }));
        if !postponed || c.after_flag == AfterFlag::Pending {
            continue;
        }
        let falls = events[i + 1..].iter().any(|later| match later {
            Event::Flag { side, .. } => *side == c.by,
            Event::BothFlags { .. } => true,
            _ => false,
        });
        if !falls {
            problems.warning(
                spans.get(i).cloned(),
                "content-postponed-claim-without-flag",
                &[],
            );
        }
    }
}
