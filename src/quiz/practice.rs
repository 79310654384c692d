//! The order of a practice session: it picks up after the question the learner practised
//! last, goes round to the start, and leaves out the questions already answered right at
//! their last attempt unless the learner asks for them too.

/// What the learner has done before, as practice needs it.
pub trait Past {
    /// Whether the last answer to the scenario was right (`None`: never answered).
    fn last_right(&self, id: &str) -> Option<bool>;
    /// The scenario practised last, if any.
    fn last_practised(&self) -> Option<&str>;
}

/// The session over `ids` (in the order chosen): starting after the one practised last,
/// then round from the start; without the ones answered right last time unless
/// `include_right`.
pub fn session(ids: &[String], past: &impl Past, include_right: bool) -> Vec<String> {
    let start = past
        .last_practised()
        .and_then(|last| ids.iter().position(|id| id == last))
        .map_or(0, |i| i + 1);
    ids[start..]
        .iter()
        .chain(&ids[..start])
        .filter(|id| include_right || past.last_right(id) != Some(true))
        .cloned()
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Answers(&'static [(&'static str, bool)]);

    impl Past for Answers {
        fn last_right(&self, id: &str) -> Option<bool> {
            self.0.iter().rev().find(|(x, _)| *x == id).map(|(_, r)| *r)
        }
        fn last_practised(&self) -> Option<&str> {
            self.0.last().map(|(id, _)| *id)
        }
    }

    fn ids() -> Vec<String> {
        ["a", "b", "c", "d", "e"].map(String::from).to_vec()
    }

    #[test]
    fn a_first_session_starts_at_the_start() {
        assert_eq!(session(&ids(), &Answers(&[]), false), ids());
    }

    #[test]
    fn practice_picks_up_after_the_last_question_and_skips_what_was_answered_right() {
        let past = Answers(&[("a", true), ("b", false), ("c", true)]);
        assert_eq!(session(&ids(), &past, false), ["d", "e", "b"]);
        assert_eq!(session(&ids(), &past, true), ["d", "e", "a", "b", "c"]);
    }

    #[test]
    fn a_question_answered_right_after_a_mistake_counts_as_right() {
        let past = Answers(&[("b", false), ("b", true)]);
        assert_eq!(session(&ids(), &past, false), ["c", "d", "e", "a"]);
    }
}
