//! Every answer the learner gave, and the review state of each scenario. Saved as JSON after
//! each answer, atomically, so killing the app never loses what was answered.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::atomic::write_atomic;
use super::schedule::Card;

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

#[derive(Debug, Serialize, Deserialize)]
struct File {
    format: u32,
    #[serde(default)]
    answers: Vec<AnswerRecord>,
    #[serde(default)]
    cards: BTreeMap<String, Card>,
}

/// What loading found, beyond the data itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadNotice {
    /// The file could not be read as progress; it was moved to this path and a fresh record
    /// started.
    MovedAside(PathBuf),
    /// The file was written by a newer version (format shown); it is left untouched and
    /// nothing will be saved this session.
    NewerFormat(u32),
    /// The file could not be read at all (permissions, disk); nothing will be saved.
    Unreadable(String),
}

/// The learner's progress, bound to its file (or only in memory).
#[derive(Debug, Clone, Default)]
pub struct Progress {
    /// Every answer, oldest first.
    pub answers: Vec<AnswerRecord>,
    /// Review state per scenario id.
    pub cards: BTreeMap<String, Card>,
    path: Option<PathBuf>,
    read_only: bool,
}

impl Progress {
    /// Progress kept in memory only (tests, or no data folder).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// Loads the progress file at `path`: missing means a fresh start; damaged means moved
    /// aside; newer means refused (read-only).
    pub fn load(path: &Path) -> (Self, Option<LoadNotice>) {
        let fresh = |read_only| Self {
            path: Some(path.to_path_buf()),
            read_only,
            ..Self::default()
        };
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (fresh(false), None),
            Err(e) => return (fresh(true), Some(LoadNotice::Unreadable(e.to_string()))),
        };
        if let Ok(probe) = serde_json::from_slice::<serde_json::Value>(&bytes)
            && let Some(format) = probe.get("format").and_then(serde_json::Value::as_u64)
            && format > u64::from(FORMAT)
        {
            return (
                fresh(true),
                Some(LoadNotice::NewerFormat(
                    u32::try_from(format).unwrap_or(u32::MAX),
                )),
            );
        }
        match serde_json::from_slice::<File>(&bytes) {
            Ok(f) => (
                Self {
                    answers: f.answers,
                    cards: f.cards,
                    path: Some(path.to_path_buf()),
                    read_only: false,
                },
                None,
            ),
            Err(_) => {
                let aside = aside_name(path);
                match std::fs::rename(path, &aside) {
                    Ok(()) => (fresh(false), Some(LoadNotice::MovedAside(aside))),
                    Err(e) => (fresh(true), Some(LoadNotice::Unreadable(e.to_string()))),
                }
            }
        }
    }

    /// Whether nothing will be written.
    pub fn is_read_only(&self) -> bool {
        self.read_only
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
        let Some(path) = &self.path else {
            return Ok(());
        };
        if self.read_only {
            return Ok(());
        }
        let file = File {
            format: FORMAT,
            answers: self.answers.clone(),
            cards: self.cards.clone(),
        };
        let json = serde_json::to_vec_pretty(&file).map_err(std::io::Error::other)?;
        write_atomic(path, &json)
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

fn aside_name(path: &Path) -> PathBuf {
    let stamp = super::date::now_unix();
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    path.with_file_name(format!("{name}.damaged-{stamp}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("aq-progress-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("progress.json")
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
        let path = temp("reload");
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
        let path = temp("damaged");
        std::fs::write(&path, b"{ this is not json").unwrap();
        let (mut p, notice) = Progress::load(&path);
        let Some(LoadNotice::MovedAside(aside)) = notice else {
            panic!("expected the file moved aside")
        };
        assert_eq!(std::fs::read(&aside).unwrap(), b"{ this is not json");
        p.record(answer("a", true, 1)).unwrap();
        assert!(path.exists());
    }

    #[test]
    fn a_newer_file_is_refused_and_left_alone() {
        let path = temp("newer");
        let text = br#"{"format": 99, "answers": [], "future": true}"#;
        std::fs::write(&path, text).unwrap();
        let (mut p, notice) = Progress::load(&path);
        assert_eq!(notice, Some(LoadNotice::NewerFormat(99)));
        p.record(answer("a", true, 1)).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), text);
        assert!(p.is_read_only());
    }
}
