//! The exams handed in, kept in `exams.json` so that their results can be opened again:
//! each paper with the answers given, the flags, the time used and the pass mark. The file
//! is rewritten atomically after each exam and read by the one loader of the learner's files
//! ([`super::versioned`]): a damaged file is moved aside, a newer one left alone, numbers
//! checked as the exam in progress checks them.

#![warn(clippy::arithmetic_side_effects)]

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::exam::{Sitting, check_sitting};
use super::versioned::{
    Damage, Destination, Encoding, LATEST, LoadNotice, Versioned, load_versioned,
};

/// The file format this version writes; a file with a higher number is left alone.
pub const FORMAT: u32 = 1;

/// One exam as it was handed in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExamRecord {
    /// The paper's seed.
    pub seed: u64,
    /// The scenario ids of the paper, in order.
    pub ids: Vec<String>,
    /// The edition every question was ruled under (a year), or `None` for each scenario's own.
    pub edition: Option<u16>,
    /// The options chosen for each question (empty: not answered), one entry per question.
    pub answers: Vec<Vec<usize>>,
    /// Questions flagged for another look, one entry per question.
    pub flagged: Vec<bool>,
    /// The time allowed, in seconds.
    pub limit_secs: u64,
    /// The time used, in milliseconds.
    pub used_ms: u64,
    /// The pass mark in percent.
    pub pass_mark: u8,
    /// When the exam was started (seconds since 1970, UTC).
    pub started: u64,
    /// When it was handed in (seconds since 1970, UTC).
    pub handed_in: u64,
    /// Whether the time ran out, so that the paper was handed in by the clock.
    pub time_up: bool,
}

/// The history file as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct File {
    format: u32,
    /// Every exam handed in, oldest first.
    #[serde(default)]
    pub exams: Vec<ExamRecord>,
}

impl Versioned for File {
    const FORMAT: u32 = FORMAT;
    const ENCODING: Encoding = Encoding::Json;

    /// Each exam as the exam in progress is checked, handed in no earlier than it started and
    /// no later than a clock could say; the time used is held to the limit.
    fn checked(mut self) -> Result<Self, Damage> {
        for exam in &mut self.exams {
            check_sitting(&Sitting {
                questions: exam.ids.len(),
                answers: exam.answers.len(),
                flagged: exam.flagged.len(),
                limit_secs: exam.limit_secs,
                pass_mark: exam.pass_mark,
                edition: exam.edition,
                started: exam.started,
            })?;
            if !(exam.started..=LATEST).contains(&exam.handed_in) {
                return Err(Damage::value("handed_in", exam.handed_in));
            }
            exam.used_ms = exam.used_ms.min(exam.limit_secs.saturating_mul(1000));
        }
        Ok(self)
    }
}

/// The exams handed in, oldest first, bound to their file (or only in memory).
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Every exam handed in, oldest first.
    pub exams: Vec<ExamRecord>,
    /// Where it is written.
    destination: Destination,
}

impl History {
    /// A history kept in memory only (tests, or no data folder).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// Reads the history at `path`: missing means none yet; damaged means moved aside (and
    /// a fresh history started); newer or unreadable means left alone and not written this
    /// session.
    pub fn load(path: &Path) -> (Self, Option<LoadNotice>) {
        let (file, notice) = load_versioned::<File>(path);
        let history = Self {
            exams: file.map(|f| f.exams).unwrap_or_default(),
            destination: Destination::after_load(path, notice.as_ref()),
        };
        (history, notice)
    }

    /// Adds an exam and saves the file (atomically), unless in memory or read-only.
    pub fn add(&mut self, exam: ExamRecord) -> std::io::Result<()> {
        self.exams.push(exam);
        self.destination.save(|| self.file())
    }

    /// The history as the file holds it.
    pub fn file(&self) -> File {
        File {
            format: FORMAT,
            exams: self.exams.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::store::versioned::{Refusal, decode};

    /// A fresh folder, removed when the guard drops, and the file's path in it.
    fn temp(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("aq-history-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().join("exams.json");
        (dir, path)
    }

    fn record(seed: u64) -> ExamRecord {
        ExamRecord {
            seed,
            ids: vec!["a".into(), "b".into()],
            edition: None,
            answers: vec![vec![1], vec![]],
            flagged: vec![false, true],
            limit_secs: 600,
            used_ms: 61_000,
            pass_mark: 80,
            started: 1_700_000_000,
            handed_in: 1_700_000_061,
            time_up: false,
        }
    }

    #[test]
    fn exams_handed_in_survive_a_reload_in_order() {
        let (_dir, path) = temp("reload");
        let (mut h, notice) = History::load(&path);
        assert_eq!(notice, None);
        h.add(record(1)).unwrap();
        h.add(record(2)).unwrap();
        let (again, notice) = History::load(&path);
        assert_eq!(notice, None);
        assert_eq!(again.exams, [record(1), record(2)]);
    }

    #[test]
    fn a_damaged_history_is_moved_aside_and_a_newer_one_left_alone() {
        let (_dir, path) = temp("bad");
        std::fs::write(&path, b"{\"format\": 1, \"exams\": [{\"seed\": ").unwrap();
        let (mut h, notice) = History::load(&path);
        let Some(LoadNotice::MovedAside { aside, .. }) = notice else {
            panic!("expected the file moved aside: {notice:?}")
        };
        assert!(aside.exists());
        h.add(record(3)).unwrap();
        assert_eq!(History::load(&path).0.exams, [record(3)]);
        let newer = br#"{"format": 9, "exams": []}"#;
        std::fs::write(&path, newer).unwrap();
        let (mut h, notice) = History::load(&path);
        assert_eq!(notice, Some(LoadNotice::NewerFormat(9)));
        h.add(record(4)).unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), newer);
    }

    fn with(change: impl Fn(&mut serde_json::Value)) -> Result<File, Refusal> {
        let file = File {
            format: FORMAT,
            exams: vec![record(1)],
        };
        let mut json = serde_json::to_value(file).unwrap();
        change(&mut json["exams"][0]);
        decode(json.to_string().as_bytes())
    }

    #[test]
    fn stored_numbers_are_checked_on_load() {
        assert_eq!(
            with(|e| e["limit_secs"] = 18_446_744_073_709_552_u64.into()).err(),
            Some(Refusal::Damaged(Damage::value(
                "limit_secs",
                18_446_744_073_709_552_u64
            )))
        );
        assert_eq!(
            with(|e| e["pass_mark"] = 101.into()).err(),
            Some(Refusal::Damaged(Damage::value("pass_mark", 101)))
        );
        assert_eq!(
            with(|e| e["edition"] = 2010.into()).err(),
            Some(Refusal::Damaged(Damage::value("edition", 2010)))
        );
        assert_eq!(
            with(|e| e["answers"] = serde_json::json!([])).err(),
            Some(Refusal::Damaged(Damage::Inconsistent))
        );
        assert_eq!(
            with(|e| e["handed_in"] = 5.into()).err(),
            Some(Refusal::Damaged(Damage::value("handed_in", 5)))
        );
        let over = with(|e| e["used_ms"] = u64::MAX.into()).unwrap();
        assert_eq!(over.exams[0].used_ms, 600_000);
    }
}
