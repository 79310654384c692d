//! Auditing a library as `check` does: loading problems plus the engine's objections to each
//! scenario (no right option, several, a key that disagrees, an undecidable position).

use crate::content::{Library, Problem, Scenario, Severity};
use crate::i18n::reason::case_error;
use crate::quiz::grade::{GradeIssue, grade, issues};

/// What a check found.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// Packs loaded.
    pub packs: usize,
    /// Scenarios loaded.
    pub scenarios: usize,
    /// Errors found.
    pub errors: usize,
    /// Warnings found.
    pub warnings: usize,
}

/// Checks a library: its loading problems and the engine's grading of every scenario.
pub fn check_library(lib: &Library) -> (Vec<Problem>, Tally) {
    let mut problems = lib.problems.clone();
    for scenario in lib.scenarios() {
        problems.extend(grade_problems(scenario));
    }
    let tally = Tally {
        packs: lib.packs.len(),
        scenarios: lib.scenarios().count(),
        errors: problems
            .iter()
            .filter(|p| p.severity == Severity::Error)
            .count(),
        warnings: problems
            .iter()
            .filter(|p| p.severity == Severity::Warning)
            .count(),
    };
    (problems, tally)
}

fn letters(list: &[usize]) -> String {
    list.iter()
        .map(|i| Scenario::letter(*i).to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The engine's objections to a scenario, as problems placed in its file.
pub fn grade_problems(s: &Scenario) -> Vec<Problem> {
    let problem = |span: Option<std::ops::Range<usize>>,
                   id: &'static str,
                   args: Vec<(&'static str, String)>| Problem {
        file: s.file.clone(),
        source: s.spans.source.clone(),
        span,
        severity: Severity::Error,
        id,
        args,
    };
    let graded = match grade(s, s.edition()) {
        Ok(g) => g,
        Err(e) => {
            let (id, args) = case_error(&e);
            return vec![problem(None, id, args)];
        }
    };
    let question = Some(s.spans.question.clone());
    let mut out: Vec<Problem> = start_position_warning(s).into_iter().collect();
    out.extend(issues(s, &graded).into_iter().map(|issue| match issue {
        GradeIssue::NoCorrectOption => problem(question.clone(), "check-no-correct-option", vec![]),
        GradeIssue::SeveralCorrect(list) => problem(
            question.clone(),
            "check-several-correct",
            vec![("options", letters(&list))],
        ),
        GradeIssue::KeyDisagrees { key, engine } if engine.is_empty() => problem(
            s.spans.answer.clone().or(question.clone()),
            "check-key-disagrees-none",
            vec![("key", letters(&key))],
        ),
        GradeIssue::KeyDisagrees { key, engine } => problem(
            s.spans.answer.clone().or(question.clone()),
            "check-key-disagrees",
            vec![("key", letters(&key)), ("engine", letters(&engine))],
        ),
        GradeIssue::Undetermined => problem(question.clone(), "check-undetermined", vec![]),
        GradeIssue::Undecided { option, keys } => problem(
            s.spans.options.get(option).cloned().or(question.clone()),
            "check-expect-undecided",
            vec![
                    ("option", Scenario::letter(option).to_string()),
                    (
                        "keys",
                        keys.iter()
                            .map(|k| format!("`{k}`"))
                            .collect::<Vec<_>>()
                            .join(", "),
                    ),
                ],
        ),
        GradeIssue::ArticleOtherLevel { named, cited } => {
            let span = s
                .articles
                .iter()
                .position(|x| *x == named)
                .and_then(|i| s.spans.articles.get(i).cloned());
            Problem {
                severity: Severity::Warning,
                ..problem(
                    span,
                    "check-article-other-level",
                    vec![("article", named), ("cited", cited)],
                )
            }
        }
        GradeIssue::ArticleNotCited(a) => {
            let span = s
                .articles
                .iter()
                .position(|x| *x == a)
                .and_then(|i| s.spans.articles.get(i).cloned());
            Problem {
                severity: Severity::Warning,
                ..problem(span, "check-article-not-cited", vec![("article", a)])
            }
        }
    }));
    out
}

/// A start position that is not a legal one stands on the board as given (for questions on
/// illegal positions); anywhere else it is most likely a mistake in the FEN, so say so.
fn start_position_warning(s: &Scenario) -> Option<Problem> {
    use crate::laws::event::{Event, Irregularity};
    let fen: shakmaty::fen::Fen = s.case.fen.as_deref()?.trim().parse().ok()?;
    let mode = if s.case.chess960 {
        shakmaty::CastlingMode::Chess960
    } else {
        shakmaty::CastlingMode::Standard
    };
    let kinds = crate::laws::board::legal_from_setup(fen.into_setup(), mode).err()?;
    let about_it = s
        .case
        .events
        .iter()
        .any(|e| matches!(e, Event::Discover(Irregularity::IllegalPosition)));
    (!about_it).then(|| Problem {
        file: s.file.clone(),
        source: s.spans.source.clone(),
        span: s.spans.fen.clone(),
        severity: Severity::Warning,
        id: "check-start-position-illegal",
        args: vec![(
            "detail",
            crate::i18n::reason::position_error(kinds).to_owned(),
        )],
    })
}
