//! A scenario as the app uses it: the case for the engine, the question, the options with
//! what each claims, the author's key, and the texts in every language written.

use crate::laws::{Case, Edition};

use super::expect::Expect;
use super::texts::Texts;

/// What kind of question a scenario asks (for grouping, filtering and display).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum QuestionKind {
    /// What the arbiter rules on the incident.
    Ruling,
    /// The result of the game.
    Result,
    /// The clocks after the ruling.
    Clocks,
    /// Which move is now obligatory.
    Obligation,
    /// Whether a claim stands.
    Claim,
    /// Whether a side can still checkmate.
    CanMate,
    /// A fact of the rules, no position needed.
    Knowledge,
    /// A statement to judge true or false.
    TrueFalse,
    /// Which article applies.
    Article,
}

impl QuestionKind {
    /// Every kind with its key in files.
    pub const ALL: [(QuestionKind, &'static str); 9] = [
        (QuestionKind::Ruling, "ruling"),
        (QuestionKind::Result, "result"),
        (QuestionKind::Clocks, "clocks"),
        (QuestionKind::Obligation, "obligation"),
        (QuestionKind::Claim, "claim"),
        (QuestionKind::CanMate, "can-mate"),
        (QuestionKind::Knowledge, "knowledge"),
        (QuestionKind::TrueFalse, "true-false"),
        (QuestionKind::Article, "article"),
    ];

    /// The key in files.
    pub fn key(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("ruling", |(_, s)| s)
    }
}

/// Whether the Laws settle the point a scenario asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Status {
    /// They do: the item may be drawn for an exam.
    #[default]
    Settled,
    /// They do not: the item is for practice and seminar discussion, shown with the
    /// defensible readings, and never drawn for an exam (the engine grades it under the
    /// reading it follows).
    Discussion,
}

impl Status {
    /// Every status with its key in files.
    pub const ALL: [(&'static str, Status); 2] = [
        ("settled", Status::Settled),
        ("discussion", Status::Discussion),
    ];

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
