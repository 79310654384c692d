//! Every answer the learner gave, and the review state of each scenario. Saved as JSON after
//! each answer, atomically, so killing the app never loses what was answered.

#![warn(clippy::arithmetic_side_effects)]

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::schedule::Card;
use super::versioned::{
    Damage, Destination, Encoding, LATEST, LoadNotice, Versioned, load_versioned,
};
use crate::laws::Edition;

/// The file format this version writes; a file with a higher number is refused.
pub const FORMAT: u32 = 1;

/// How a question was met.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Free practice.
    Practice,
    /// A timed exam.
    Exam,
    /// Reviewing due or missed scenarios.
    Review,
    /// The rapid-versus-blitz contrast drill.
    Drill,
}

/// One answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AnswerRecord {
    /// The scenario's id.
    pub scenario: String,
    /// Its pack.
    pub pack: String,
    /// The options chosen (0 = a).
    pub chosen: Vec<usize>,
    /// Whether the answer was right.
    pub right: bool,
    /// Seconds taken.
    pub seconds: u32,
    /// How it was met.
    pub mode: Mode,
    /// The edition of the Laws it was graded under.
    pub edition: u16,
    /// When (seconds since 1970, UTC).
    pub at: u64,
    /// Its topics, kept so that statistics survive changes to the content.
    #[serde(default)]
    pub topics: Vec<String>,
    /// The articles its ruling applied.
    #[serde(default)]
    pub articles: Vec<String>,
    /// The game type of the case, if it has one.
    #[serde(default)]
    pub game_type: Option<String>,
}

/// The progress file as written.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct File {
    format: u32,
    /// Every answer, oldest first.
    #[serde(default)]
    pub answers: Vec<AnswerRecord>,
    /// Review state per scenario id.
    #[serde(default)]
    pub cards: BTreeMap<String, Card>,
}

impl Versioned for File {
    const FORMAT: u32 = FORMAT;
    const ENCODING: Encoding = Encoding::Json;

    /// Editions the Laws have, times a clock could give, review states the scheduler makes.
    fn checked(self) -> Result<Self, Damage> {
        for a in &self.answers {
            if !Edition::ALL.iter().any(|e| e.year() == a.edition) {
                return Err(Damage::value("edition", a.edition));
            }
            if a.at > LATEST {
                return Err(Damage::value("at", a.at));
            }
        }
        for card in self.cards.values() {
            for (key, value) in [
                ("stability", card.stability),
                ("difficulty", card.difficulty),
            ] {
                if !value.is_finite() || value < 0.0 {
                    return Err(Damage::value(key, value));
                }
            }
            for (key, value) in [("due", card.due), ("last", card.last)] {
                if value > LATEST {
                    return Err(Damage::value(key, value));
                }
            }
            if card.lapses > card.reps {
                return Err(Damage::value("lapses", card.lapses));
            }
        }
        Ok(self)
    }
}

/// The learner's progress, bound to its file (or only in memory).
#[derive(Debug, Clone, Default)]
pub struct Progress {
    /// Every answer, oldest first.
    pub answers: Vec<AnswerRecord>,
    /// Review state per scenario id.
    pub cards: BTreeMap<String, Card>,
    /// Where it is written.
    destination: Destination,
}

impl Progress {
    /// Progress kept in memory only (tests, or no data folder).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// Loads the progress file at `path`: missing means a fresh start; damaged means moved
    /// aside and a fresh start; newer or unreadable means refused (read-only).
    pub fn load(path: &Path) -> (Self, Option<LoadNotice>) {
        let (file, notice) = load_versioned::<File>(path);
        let progress = Self {
            destination: Destination::after_load(path, notice.as_ref()),
            ..Self::from_file(file.unwrap_or_default())
        };
        (progress, notice)
    }

    /// Progress kept in memory only, as a file holds it.
    pub fn from_file(file: File) -> Self {
        Self {
            answers: file.answers,
            cards: file.cards,
            ..Self::default()
        }
    }

    /// Whether nothing will be written.
    pub fn is_read_only(&self) -> bool {
        self.destination.is_read_only()
    }

    /// Records an answer, updates the scenario's review schedule, and saves.
    pub fn record(&mut self, answer: AnswerRecord) -> std::io::Result<()> {
        let card = self.cards.entry(answer.scenario.clone()).or_default();
        card.review(answer.right, answer.seconds, answer.at);
        self.answers.push(answer);
        self.save()
    }

    /// Writes the file (atomically), unless in memory or read-only.
    pub fn save(&self) -> std::io::Result<()> {
        self.destination.save(|| self.file())
    }

    /// The progress as the file holds it.
    pub fn file(&self) -> File {
        File {
            format: FORMAT,
            answers: self.answers.clone(),
            cards: self.cards.clone(),
        }
    }

    /// Scenario ids the learner got wrong at their last attempt, most recent first.
    pub fn missed(&self) -> Vec<String> {
        let mut last: BTreeMap<&str, (u64, bool)> = BTreeMap::new();
        for (i, a) in self.answers.iter().enumerate() {
            last.insert(&a.scenario, (i as u64, a.right));
        }
        let mut out: Vec<(u64, &str)> = last
            .into_iter()
            .filter(|(_, (_, right))| !right)
            .map(|(id, (i, _))| (i, id))
            .collect();
        out.sort_by_key(|(i, _)| std::cmp::Reverse(*i));
        out.into_iter().map(|(_, id)| id.to_owned()).collect()
    }

    /// Scenario ids due for review at `now`, most overdue first.
    pub fn due(&self, now: u64) -> Vec<String> {
        let mut due: Vec<(u64, &String)> = self
            .cards
            .iter()
            .filter(|(_, c)| c.due <= now)
            .map(|(id, c)| (c.due, id))
            .collect();
        due.sort();
        due.into_iter().map(|(_, id)| id.clone()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder, removed when the guard drops, and the file's path in it.
    fn temp(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("aq-progress-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().join("progress.json");
        (dir, path)
    }

    fn answer(id: &str, right: bool, at: u64) -> AnswerRecord {
        AnswerRecord {
            scenario: id.into(),
            pack: "p".into(),
            chosen: vec![1],
            right,
            seconds: 20,
            mode: Mode::Practice,
            edition: 2023,
            at,
            topics: vec!["illegal-move".into()],
            articles: vec!["7.5.5".into()],
            game_type: Some("blitz".into()),
        }
    }

    #[test]
    fn answers_survive_a_reload() {
        let (_dir, path) = temp("reload");
        let (mut p, notice) = Progress::load(&path);
        assert_eq!(notice, None);
        p.record(answer("a", false, 1000)).unwrap();
        p.record(answer("b", true, 2000)).unwrap();
        let (q, _) = Progress::load(&path);
        assert_eq!(q.answers.len(), 2);
        assert_eq!(q.missed(), ["a"]);
        assert!(q.cards.contains_key("b"));
    }

    #[test]
    fn a_damaged_file_is_moved_aside_not_overwritten() {
        let (_dir, path) = temp("damaged");
        std::fs::write(&path, b"{ this is not json").unwrap();
        let (mut p, notice) = Progress::load(&path);
        let Some(LoadNotice::MovedAside { aside, .. }) = notice else {
            panic!("expected the file moved aside")
        };
        assert_eq!(std::fs::read(&aside).unwrap(), b"{ this is not json");
        p.record(answer("a", true, 1)).unwrap();
        assert!(path.exists());
    }

    #[test]
    fn a_newer_file_is_refused_and_left_alone() {
        let (_dir, path) = temp("newer");
        let text = br#"{"format": 99, "answers": [], "future": true}"#;
        std::fs::write(&path, text).unwrap();
        let (mut p, notice) = Progress::load(&path);
        assert_eq!(notice, Some(LoadNotice::NewerFormat(99)));
        p.record(answer("a", true, 1)).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), text);
        assert!(p.is_read_only());
    }
}
