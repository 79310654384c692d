//! Grading a scenario through the engine: which options does the ruling bear out, does that
//! make a well-formed question, and does the author's key agree.

use crate::content::Scenario;
use crate::laws::ruling::GameResult;
use crate::laws::{CaseError, Edition, Ruling, decide};

/// The engine's view of a scenario under one edition.
#[derive(Debug, Clone)]
pub struct Graded {
    /// The ruling.
    pub ruling: Ruling,
    /// Indices of the options the ruling bears out.
    pub correct: Vec<usize>,
}

/// What is wrong with a scenario as a question, once graded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GradeIssue {
    /// No option matches the ruling.
    NoCorrectOption,
    /// A single-choice question has several options that match.
    SeveralCorrect(Vec<usize>),
    /// The author's key names other options than the engine.
    KeyDisagrees {
        /// The author's key.
        key: Vec<usize>,
        /// What the engine finds.
        engine: Vec<usize>,
    },
    /// The mate analyzer could not decide, so the ruling is not certain.
    Undetermined,
    /// An article the author names is not cited by the ruling.
    ArticleNotCited(String),
}

/// Runs the scenario's case under `edition` and matches every option.
pub fn grade(scenario: &Scenario, edition: Edition) -> Result<Graded, CaseError> {
    let ruling = decide(&scenario.case_for(edition))?;
    let correct = scenario
        .options
        .iter()
        .enumerate()
        .filter(|(_, o)| o.expect.matches(&ruling))
        .map(|(i, _)| i)
        .collect();
    Ok(Graded { ruling, correct })
}

/// What the authoring check demands of a graded scenario under its own edition.
pub fn issues(scenario: &Scenario, graded: &Graded) -> Vec<GradeIssue> {
    let mut out = Vec::new();
    let undetermined = graded.ruling.result == GameResult::Undecided
        && graded
            .ruling
            .mate
            .iter()
            .any(|m| m.verdict.can_mate().is_none())
        || graded
            .ruling
            .mate
            .iter()
            .any(|m| m.verdict.can_mate().is_none())
            && scenario.case.ask_can_mate.is_some();
    if undetermined {
        out.push(GradeIssue::Undetermined);
    }
    match graded.correct.len() {
        0 => out.push(GradeIssue::NoCorrectOption),
        1 => {}
        _ if !scenario.question.multi => {
            out.push(GradeIssue::SeveralCorrect(graded.correct.clone()));
        }
        _ => {}
    }
    if let Some(key) = &scenario.answer
        && *key != graded.correct
    {
        out.push(GradeIssue::KeyDisagrees {
            key: key.clone(),
            engine: graded.correct.clone(),
        });
    }
    let cited = graded.ruling.citations();
    for a in &scenario.articles {
        if !cited.contains(&a.as_str()) {
            out.push(GradeIssue::ArticleNotCited(a.clone()));
        }
    }
    out
}

/// Whether a set of chosen options is right.
pub fn is_right(graded: &Graded, chosen: &[usize]) -> bool {
    let mut c = chosen.to_vec();
    c.sort_unstable();
    c.dedup();
    c == graded.correct
}
