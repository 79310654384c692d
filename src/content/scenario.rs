//! A scenario as the app uses it: the case for the engine, the question, the options with
//! what each claims, the author's key, and the texts in every language written.

use crate::laws::{Case, Edition};

use super::expect::Expect;
use super::texts::Texts;

super::vocab::vocabulary! {
    /// What kind of question a scenario asks (for grouping, filtering and display).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum QuestionKind as "question kind" {
        /// What the arbiter rules on the incident (the default).
        Ruling = "ruling",
        /// The result of the game.
        Result = "result",
        /// The clocks after the ruling.
        Clocks = "clocks",
        /// Which move is now obligatory.
        Obligation = "obligation",
        /// Whether a claim stands.
        Claim = "claim",
        /// Whether a side can still checkmate (with `side` in the question).
        CanMate = "can-mate",
        /// A fact of the rules, no position needed (with a `query`).
        Knowledge = "knowledge",
        /// A statement to judge true or false.
        TrueFalse = "true-false",
        /// Which article applies.
        Article = "article",
    }
}

super::vocab::vocabulary! {
    /// Whether the Laws settle the point a scenario asks about.
    #[derive(Debug, Clone, Copy, PartialEq, Eq)]
    pub enum Status as "status" {
        /// The Laws settle the point: the item may be drawn for an exam (the default).
        Settled = "settled",
        /// The Laws do not settle it: the item is for practice and seminar discussion, shown
        /// with the defensible readings (`[readings]`), and never drawn for an exam; the engine
        /// grades it under the reading it follows.
        Discussion = "discussion",
    }
}

// Written by hand: the vocabulary macro passes only doc comments to the variants, so
// `#[default]` cannot be put on one.
#[allow(clippy::derivable_impls)]
impl Default for Status {
    fn default() -> Self {
        Self::Settled
    }
}

impl Status {
    /// Whether an exam may ask it.
    pub fn examinable(self) -> bool {
        self == Status::Settled
    }
}

/// The question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// Its kind.
    pub kind: QuestionKind,
    /// Whether several options may be correct (select all that apply).
    pub multi: bool,
    /// Its text.
    pub text: Texts,
}

/// One answer option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// Its text.
    pub text: Texts,
    /// What it claims the ruling is.
    pub expect: Expect,
}

/// Where the parts of a scenario stand in its file, for diagnostics found after loading.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Spans {
    /// The file's text.
    pub source: std::sync::Arc<str>,
    /// The `[question]` table.
    pub question: std::ops::Range<usize>,
    /// The `answer` key, if any.
    pub answer: Option<std::ops::Range<usize>>,
    /// Each option.
    pub options: Vec<std::ops::Range<usize>>,
    /// The `articles` list entries.
    pub articles: Vec<std::ops::Range<usize>>,
    /// The situation's `fen`, if any.
    pub fen: Option<std::ops::Range<usize>>,
}

/// A validated scenario.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scenario {
    /// Stable id; progress is keyed on it.
    pub id: String,
    /// The pack it belongs to.
    pub pack: String,
    /// The file it came from, as displayed.
    pub file: String,
    /// Topics, for practice by topic.
    pub topics: Vec<String>,
    /// Articles the author names (checked against the ruling's citations).
    pub articles: Vec<String>,
    /// Difficulty from 1 to 3, if given.
    pub difficulty: Option<u8>,
    /// The case for the engine, under the scenario's own edition.
    pub case: Case,
    /// A description of the situation.
    pub situation: Texts,
    /// Narration for each event, in order (empty where none was written).
    pub event_texts: Vec<Texts>,
    /// The question.
    pub question: Question,
    /// The options, lettered a, b, c... in order.
    pub options: Vec<Choice>,
    /// The author's key: indices of the correct options.
    pub answer: Option<Vec<usize>>,
    /// The explanation.
    pub explanation: Texts,
    /// Whether the Laws settle the point; a discussion item is never drawn for an exam.
    pub status: Status,
    /// For a discussion item, the defensible readings (empty otherwise).
    pub readings: Texts,
    /// Where the scenario comes from.
    pub source: Option<String>,
    /// Notes for authors.
    pub notes: Option<String>,
    /// Where its parts stand in the file.
    pub spans: Spans,
}

impl Scenario {
    /// The edition the scenario is written for.
    pub fn edition(&self) -> Edition {
        self.case.edition
    }

    /// The case under another edition (the contrast panel, `rule --laws`).
    pub fn case_for(&self, edition: Edition) -> Case {
        let mut case = self.case.clone();
        case.edition = edition;
        case
    }

    /// The letter of an option: a, b, c, ...
    pub fn letter(index: usize) -> char {
        char::from(b'a' + u8::try_from(index % 26).unwrap_or(0))
    }
}
