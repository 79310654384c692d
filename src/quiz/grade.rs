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
    /// An article the author names is not cited, but a part of it or the article it belongs
    /// to is (6.11 named, 6.11b cited): the author should name the one the ruling applies.
    ArticleOtherLevel {
        /// The article named.
        named: String,
        /// The related article the ruling cites.
        cited: String,
    },
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
        if cited.iter().any(|c| c.trim() == a.trim()) {
            continue;
        }
        // A part of the named article (the more specific one) is the better hint.
        let part = cited
            .iter()
            .find(|c| c.len() > a.len() && related(a, c))
            .or_else(|| cited.iter().find(|c| related(a, c)));
        out.push(match part {
            Some(c) => GradeIssue::ArticleOtherLevel {
                named: a.clone(),
                cited: (*c).to_owned(),
            },
            None => GradeIssue::ArticleNotCited(a.clone()),
        });
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

/// Whether two articles are one and a part of it (6.11b and 6.11, A4d3 and A4d, III.3.1.2
/// and III.3.1), not neighbours that merely share the first characters (6.1 and 6.11). Only
/// the article itself satisfies a key: a parent and its part are different citations.
fn related(named: &str, cited: &str) -> bool {
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
    use super::{GradeIssue, grade, issues, related};
    use crate::content::{PackContext, parse_scenario};
    use crate::laws::Edition;

    /// The issues of a 2014 both-flags scenario whose author names `articles`.
    fn both_flags_2014(articles: &str) -> Vec<GradeIssue> {
        let text = format!(
            r#"id = "both-flags-2014"
articles = [{articles}]
answer = "a"
[situation]
time_control = "90"
moves = "1. e4 e5"
clock = {{ white = "0:00", black = "0:00" }}
[[events]]
type = "both-flags"
first = "unknown"
[question]
kind = "result"
text.en = "Result?"
[[options]]
text.en = "Draw."
expect = {{ result = "1/2-1/2" }}
[[options]]
text.en = "Play on."
expect = {{ result = "continues" }}
[explanation]
en = "6.11b: both flags in the last period draw."
"#
        );
        let languages = vec!["en".to_owned()];
        let pack = PackContext {
            id: "test",
            laws: Edition::E2014,
            languages: &languages,
            replay: false,
        };
        let (scenario, problems) = parse_scenario("test.toml", &text, &pack);
        let scenario = scenario.unwrap_or_else(|| panic!("{problems:#?}"));
        let graded = grade(&scenario, Edition::E2014).unwrap();
        issues(&scenario, &graded)
    }

    #[test]
    fn a_listed_article_must_be_as_specific_as_the_ruling() {
        assert!(both_flags_2014(r#""6.11b""#).is_empty());
        assert_eq!(
            both_flags_2014(r#""6.11""#),
            [GradeIssue::ArticleOtherLevel {
                named: "6.11".into(),
                cited: "6.11b".into(),
            }]
        );
        assert_eq!(
            both_flags_2014(r#""6.11a""#),
            [GradeIssue::ArticleNotCited("6.11a".into())]
        );
    }

    #[test]
    fn an_article_is_related_to_its_parts_and_its_parent_but_not_its_neighbours() {
        for (named, cited) in [
            ("6.11b", "6.11"),
            ("A4d3", "A4d"),
            ("III.3.1.2", "III.3.1"),
            ("A.4", "A.4.2"),
            ("A.4a", "A.4a(2)"),
            ("7.5.5", "7.5.5"),
        ] {
            assert!(related(named, cited), "{named} {cited}");
        }
        for (named, cited) in [("6.11", "6.1"), ("7.5.1", "7.5.5"), ("A.5", "A.4")] {
            assert!(!related(named, cited), "{named} {cited}");
        }
    }
}
