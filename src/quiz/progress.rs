//! What a learner has answered: one record per answer, and the store that keeps them.
//!
//! The terminal app hands every answer to a [`Progress`] as it is given. The store on disk
//! (a separate piece of work) will implement the trait; until then [`MemoryProgress`] keeps
//! the answers of one session, which is what "review mistakes" reviews.

use crate::laws::Edition;

/// How a question was met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// Practice, with the ruling shown at once.
    Practice,
    /// A timed exam, with no feedback until it is submitted.
    Exam,
    /// The review of earlier mistakes.
    Review,
    /// The rapid-versus-blitz contrast drill.
    Drill,
}

/// One answer given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerRecord {
    /// The scenario's stable id.
    pub scenario_id: String,
    /// The options chosen (indices from 0).
    pub chosen: Vec<usize>,
    /// Whether the answer was right.
    pub right: bool,
    /// Seconds spent on the question.
    pub seconds: u64,
    /// How the question was met.
    pub mode: Mode,
    /// The edition it was ruled under.
    pub edition: Edition,
}

/// Where answers go. Implementations must not lose an answer they accepted.
pub trait Progress {
    /// Keeps one answer.
    fn record(&mut self, answer: AnswerRecord);

    /// The scenarios to review, most recently missed first: every scenario whose latest
    /// answer was wrong.
    fn mistakes(&self) -> Vec<String>;
}

/// Answers kept in memory for one session.
#[derive(Debug, Clone, Default)]
pub struct MemoryProgress {
    /// The answers, oldest first.
    pub answers: Vec<AnswerRecord>,
}

impl Progress for MemoryProgress {
    fn record(&mut self, answer: AnswerRecord) {
        self.answers.push(answer);
    }

    fn mistakes(&self) -> Vec<String> {
        mistakes_of(&self.answers)
    }
}

/// The scenarios whose latest answer in `answers` (oldest first) is wrong, most recent first.
pub fn mistakes_of(answers: &[AnswerRecord]) -> Vec<String> {
    let mut seen = Vec::<&str>::new();
    let mut out = Vec::new();
    for a in answers.iter().rev() {
        if seen.contains(&a.scenario_id.as_str()) {
            continue;
        }
        seen.push(&a.scenario_id);
        if !a.right {
            out.push(a.scenario_id.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(id: &str, right: bool) -> AnswerRecord {
        AnswerRecord {
            scenario_id: id.into(),
            chosen: vec![0],
            right,
            seconds: 3,
            mode: Mode::Practice,
            edition: Edition::E2023,
        }
    }

    #[test]
    fn a_mistake_put_right_leaves_the_queue() {
        let mut p = MemoryProgress::default();
        p.record(answer("a", false));
        p.record(answer("b", false));
        p.record(answer("c", true));
        assert_eq!(p.mistakes(), ["b", "a"]);
        p.record(answer("a", true));
        assert_eq!(p.mistakes(), ["b"]);
    }
}
