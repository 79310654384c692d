//! The exam in progress, kept in its own small file (`exam.json`) and rewritten atomically on
//! every change, so that an exam survives the app being killed: the next start offers to
//! resume it or hand it in. The file is removed once the exam is handed in or abandoned.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::atomic::write_atomic;

/// The file format this version writes; a file with a higher number is left alone.
pub const FORMAT: u32 = 1;

/// Everything needed to put an unfinished exam back on screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedExam {
    /// The file format ([`FORMAT`]).
    pub format: u32,
    /// The paper's seed.
    pub seed: u64,
    /// The scenario ids of the paper, in order.
    pub ids: Vec<String>,
    /// The edition every question is ruled under (a year), or `None` for each scenario's own.
    pub edition: Option<u16>,
    /// The options chosen for each question (empty: not answered), one entry per question.
    pub answers: Vec<Vec<usize>>,
    /// Questions flagged for another look, one entry per question.
    pub flagged: Vec<bool>,
    /// The question that was on screen.
    pub current: usize,
    /// The time allowed, in seconds.
    pub limit_secs: u64,
    /// The time used so far, in milliseconds, as of the last save. The exam's deadline is
    /// wall-clock time from `started` ([`SavedExam::used_at`]): time keeps running while
    /// the app is closed.
    pub used_ms: u64,
    /// The pass mark in percent.
    pub pass_mark: u8,
    /// When the exam was started (seconds since 1970, UTC).
    pub started: u64,
}

/// Why a saved exam could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExamNotice {
    /// The file was damaged; it was moved to this path.
    MovedAside(PathBuf),
    /// The file was written by a newer version (format shown); it is left untouched.
    NewerFormat(u32),
    /// The file could not be read at all.
    Unreadable(String),
}

impl SavedExam {
    /// The number of questions answered.
    pub fn answered(&self) -> usize {
        self.answers.iter().filter(|a| !a.is_empty()).count()
    }

    /// The time used at `now` (seconds since 1970): the wall-clock time since the exam
    /// started, or the time saved if that is more (a clock set back gives none back).
    pub fn used_at(&self, now: u64) -> u64 {
        now.saturating_sub(self.started)
            .saturating_mul(1000)
            .max(self.used_ms)
    }

    /// The time left at `now`, in milliseconds.
    pub fn remaining_ms(&self, now: u64) -> u64 {
        self.limit_secs
            .saturating_mul(1000)
            .saturating_sub(self.used_at(now))
    }

    /// Reads the saved exam at `path`: `None` when there is none. A damaged file is moved
    /// aside and a newer one left alone, both with a notice.
    pub fn load(path: &Path) -> (Option<Self>, Option<ExamNotice>) {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (None, None),
            Err(e) => return (None, Some(ExamNotice::Unreadable(e.to_string()))),
        };
        if let Ok(probe) = serde_json::from_slice::<serde_json::Value>(&bytes)
            && let Some(format) = probe.get("format").and_then(serde_json::Value::as_u64)
            && format > u64::from(FORMAT)
        {
            let format = u32::try_from(format).unwrap_or(u32::MAX);
            return (None, Some(ExamNotice::NewerFormat(format)));
        }
        match serde_json::from_slice::<Self>(&bytes) {
            Ok(exam) if exam.is_consistent() => (Some(exam), None),
            _ => {
                let stamp = super::date::now_unix();
                let aside = path.with_extension(format!("json.damaged-{stamp}"));
                match std::fs::rename(path, &aside) {
                    Ok(()) => (None, Some(ExamNotice::MovedAside(aside))),
                    Err(e) => (None, Some(ExamNotice::Unreadable(e.to_string()))),
                }
            }
        }
    }

    /// Whether the lists agree in length, as every file this app writes does.
    fn is_consistent(&self) -> bool {
        self.answers.len() == self.ids.len() && self.flagged.len() == self.ids.len()
    }

    /// Writes the exam to `path` atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let json = serde_json::to_vec_pretty(self).map_err(std::io::Error::other)?;
        write_atomic(path, &json)
    }

    /// Removes the file at `path`; a file already gone is no error.
    pub fn remove(path: &Path) -> std::io::Result<()> {
        match std::fs::remove_file(path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("aq-exam-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("exam.json")
    }

    fn exam() -> SavedExam {
        SavedExam {
            format: FORMAT,
            seed: 42,
            ids: vec!["a".into(), "b".into()],
            edition: Some(2023),
            answers: vec![vec![1], vec![]],
            flagged: vec![false, true],
            current: 1,
            limit_secs: 600,
            used_ms: 61_000,
            pass_mark: 80,
            started: 1_700_000_000,
        }
    }

    #[test]
    fn an_exam_survives_a_reload_and_is_gone_once_removed() {
        let path = temp("reload");
        assert_eq!(SavedExam::load(&path), (None, None));
        exam().save(&path).unwrap();
        let (loaded, notice) = SavedExam::load(&path);
        assert_eq!(notice, None);
        let loaded = loaded.unwrap();
        assert_eq!(loaded, exam());
        assert_eq!(loaded.answered(), 1);
        assert_eq!(loaded.remaining_ms(loaded.started), 539_000);
        // Time runs on while the app is closed.
        assert_eq!(loaded.remaining_ms(loaded.started + 100), 500_000);
        assert_eq!(loaded.remaining_ms(loaded.started + 10_000), 0);
        SavedExam::remove(&path).unwrap();
        SavedExam::remove(&path).unwrap();
        assert!(!path.exists());
    }

    #[test]
    fn damaged_and_newer_files_are_never_overwritten() {
        let path = temp("bad");
        std::fs::write(&path, b"{\"format\": 1, \"seed\": ").unwrap();
        let (none, notice) = SavedExam::load(&path);
        assert!(none.is_none());
        let Some(ExamNotice::MovedAside(aside)) = notice else {
            panic!("expected the file moved aside: {notice:?}")
        };
        assert!(aside.exists());
        let newer = br#"{"format": 7, "seed": 1}"#;
        std::fs::write(&path, newer).unwrap();
        assert_eq!(
            SavedExam::load(&path),
            (None, Some(ExamNotice::NewerFormat(7)))
        );
        assert_eq!(std::fs::read(&path).unwrap(), newer);
    }
}
