//! The exams handed in, kept in `exams.json` so that their results can be opened again:
//! each paper with the answers given, the flags, the time used and the pass mark. The file
//! is rewritten atomically after each exam; a damaged file is moved aside and a newer one
//! left alone, as with the progress file.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::atomic::write_atomic;
use super::progress::LoadNotice;

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

impl ExamRecord {
    /// Whether the lists agree in length, as every record this app writes does.
    fn is_consistent(&self) -> bool {
        self.answers.len() == self.ids.len() && self.flagged.len() == self.ids.len()
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct File {
    format: u32,
    #[serde(default)]
    exams: Vec<ExamRecord>,
}

/// The exams handed in, oldest first, bound to their file (or only in memory).
#[derive(Debug, Clone, Default)]
pub struct History {
    /// Every exam handed in, oldest first.
    pub exams: Vec<ExamRecord>,
    path: Option<PathBuf>,
    read_only: bool,
}

impl History {
    /// A history kept in memory only (tests, or no data folder).
    pub fn in_memory() -> Self {
        Self::default()
    }

    /// Reads the history at `path`: missing means none yet; damaged means moved aside (and
    /// a fresh history started); newer means left alone and not written this session.
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
            let format = u32::try_from(format).unwrap_or(u32::MAX);
            return (fresh(true), Some(LoadNotice::NewerFormat(format)));
        }
        match serde_json::from_slice::<File>(&bytes) {
            Ok(file) if file.exams.iter().all(ExamRecord::is_consistent) => (
                Self {
                    exams: file.exams,
                    ..fresh(false)
                },
                None,
            ),
            _ => {
                let stamp = super::date::now_unix();
                let aside = path.with_extension(format!("json.damaged-{stamp}"));
                match std::fs::rename(path, &aside) {
                    Ok(()) => (fresh(false), Some(LoadNotice::MovedAside(aside))),
                    Err(e) => (fresh(true), Some(LoadNotice::Unreadable(e.to_string()))),
                }
            }
        }
    }

    /// Adds an exam and saves the file (atomically), unless in memory or read-only.
    pub fn add(&mut self, exam: ExamRecord) -> std::io::Result<()> {
        self.exams.push(exam);
        let Some(path) = &self.path else {
            return Ok(());
        };
        if self.read_only {
            return Ok(());
        }
        let file = File {
            format: FORMAT,
            exams: self.exams.clone(),
        };
        let json = serde_json::to_vec_pretty(&file).map_err(std::io::Error::other)?;
        write_atomic(path, &json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("aq-history-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("exams.json")
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
        let path = temp("reload");
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
        let path = temp("bad");
        std::fs::write(&path, b"{\"format\": 1, \"exams\": [{\"seed\": ").unwrap();
        let (mut h, notice) = History::load(&path);
        let Some(LoadNotice::MovedAside(aside)) = notice else {
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
}
