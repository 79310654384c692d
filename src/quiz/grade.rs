//! Grading a scenario through the engine: which options does the ruling bear out, does that
//! make a well-formed question, and does the author's key agree.

use crate::content::Scenario;
use crate::laws::ruling::GameResult;
use crate::laws::{Case, CaseError, Edition, Ruling, decide};

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
    /// An option of the key (or any option, when none is right) claims something the ruling
    /// does not decide for this scenario.
    Undecided {
        /// The option.
        option: usize,
        /// Its `expect` keys that the ruling leaves open.
        keys: Vec<&'static str>,
    },
}

/// Runs the scenario's case under `edition` and matches every option.
pub fn grade(scenario: &Scenario, edition: Edition) -> Result<Graded, CaseError> {
    grade_case(scenario, &scenario.case_for(edition))
}

/// Runs another case built from the scenario (another edition or game type) and matches
/// every option of the scenario against its ruling.
pub fn grade_case(scenario: &Scenario, case: &Case) -> Result<Graded, CaseError> {
    let ruling = decide(case)?;
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
    // A distractor may rest on something the ruling leaves open (it is then simply false);
    // an option the author means to be right, or a question with no right option, may not.
    let meant = |i: usize| {
        graded.correct.is_empty() || scenario.answer.as_ref().is_some_and(|k| k.contains(&i))
    };
    for (option, o) in scenario
        .options
        .iter()
        .enumerate()
        .filter(|(i, _)| meant(*i))
    {
        let keys = o.expect.undecided(&graded.ruling);
        if !keys.is_empty() {
            out.push(GradeIssue::Undecided { option, keys });
        }
    }
    let cited = graded.ruling.citations();
    for a in &scenario.articles {
        if !cited.iter().any(|c| same_article(a, c)) {
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

/// Whether an article the author names is one the ruling cites, or a part of it, or the
/// article it is part of (6.11b and 6.11, A4d3 and A4d, III.3.1.2 and III.3.1), but not a
/// neighbour that merely shares the first characters (6.1 and 6.11).
fn same_article(named: &str, cited: &str) -> bool {
    let (long, short) = if named.len() >= cited.len() {
        (named, cited)
    } else {
        (cited, named)
    };
    let Some(rest) = long.strip_prefix(short) else {
        return false;
    };
    let (Some(next), Some(last)) = (rest.chars().next(), short.chars().last()) else {
        return true;
    };
    next == '.' || next == '(' || last.is_ascii_digit() != next.is_ascii_digit()
}

#[cfg(test)]
mod tests {
    use super::same_article;

    #[test]
    fn an_article_matches_its_parts_and_its_parent_but_not_its_neighbours() {
        for (named, cited) in [
            ("6.11b", "6.11"),
            ("A4d3", "A4d"),
            ("III.3.1.2", "III.3.1"),
            ("A.4", "A.4.2"),
            ("A.4a", "A.4a(2)"),
            ("7.5.5", "7.5.5"),
        ] {
            assert!(same_article(named, cited), "{named} {cited}");
        }
        for (named, cited) in [("6.11", "6.1"), ("7.5.1", "7.5.5"), ("A.5", "A.4")] {
            assert!(!same_article(named, cited), "{named} {cited}");
        }
    }
}
