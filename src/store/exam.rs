//! The exam in progress, kept in its own small file (`exam.json`) and rewritten atomically on
//! every change, so that an exam survives the app being killed: the next start offers to
//! resume it or hand it in. The file is removed once the exam is handed in or abandoned.

#![warn(clippy::arithmetic_side_effects)]

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::settings::MAX_EXAM_MINUTES;
use super::versioned::{
    Damage, Encoding, LATEST, LoadNotice, Versioned, load_versioned, save_versioned,
};
use crate::laws::Edition;

/// The file format this version writes; a file with a higher number is left alone.
pub const FORMAT: u32 = 1;

/// The longest exam the file may hold, in seconds (the settings' longest exam).
const MAX_LIMIT_SECS: u64 = MAX_EXAM_MINUTES as u64 * 60;

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

/// The parts of an exam that both the exam in progress and an exam handed in
/// ([`super::history`]) keep, as read from their files.
pub(super) struct Sitting {
    /// The number of questions of the paper.
    pub questions: usize,
    /// The number of answers kept.
    pub answers: usize,
    /// The number of flags kept.
    pub flagged: usize,
    /// The time allowed, in seconds.
    pub limit_secs: u64,
    /// The pass mark in percent.
    pub pass_mark: u8,
    /// The edition (a year), if one was chosen.
    pub edition: Option<u16>,
    /// When the exam was started (seconds since 1970).
    pub started: u64,
}

/// Lists that agree in length and numbers the app could have written: a limit within the
/// settings' longest exam, a pass mark of at most 100, an edition the Laws have, a start
/// a clock could give.
pub(super) fn check_sitting(s: &Sitting) -> Result<(), Damage> {
    if s.answers != s.questions || s.flagged != s.questions {
        return Err(Damage::Inconsistent);
    }
    if !(1..=MAX_LIMIT_SECS).contains(&s.limit_secs) {
        return Err(Damage::value("limit_secs", s.limit_secs));
    }
    if s.pass_mark > 100 {
        return Err(Damage::value("pass_mark", s.pass_mark));
    }
    if let Some(year) = s.edition
        && !Edition::ALL.iter().any(|e| e.year() == year)
    {
        return Err(Damage::value("edition", year));
    }
    if s.started > LATEST {
        return Err(Damage::value("started", s.started));
    }
    Ok(())
}

impl Versioned for SavedExam {
    const FORMAT: u32 = FORMAT;
    const ENCODING: Encoding = Encoding::Json;

    /// Lists that agree in length, numbers the app could have written; the time used is
    /// held to the limit and the question on screen to the paper.
    fn checked(mut self) -> Result<Self, Damage> {
        check_sitting(&Sitting {
            questions: self.ids.len(),
            answers: self.answers.len(),
            flagged: self.flagged.len(),
            limit_secs: self.limit_secs,
            pass_mark: self.pass_mark,
            edition: self.edition,
            started: self.started,
        })?;
        self.used_ms = self.used_ms.min(self.limit_ms());
        self.current = self.current.min(self.ids.len().saturating_sub(1));
        Ok(self)
    }
}

impl SavedExam {
    /// The number of questions answered.
    pub fn answered(&self) -> usize {
        self.answers.iter().filter(|a| !a.is_empty()).count()
    }

    /// The time allowed, in milliseconds.
    pub fn limit_ms(&self) -> u64 {
        self.limit_secs.saturating_mul(1000)
    }

    /// The time used at `now` (seconds since 1970): the wall-clock time since the exam
    /// started, or the time saved if that is more (a clock set back gives none back), never
    /// more than the limit.
    pub fn used_at(&self, now: u64) -> u64 {
        now.saturating_sub(self.started)
            .saturating_mul(1000)
            .max(self.used_ms)
            .min(self.limit_ms())
    }

    /// The time left at `now`, in milliseconds.
    pub fn remaining_ms(&self, now: u64) -> u64 {
        self.limit_ms().saturating_sub(self.used_at(now))
    }

    /// Reads the saved exam at `path`: `None` when there is none. A damaged file is moved
    /// aside and a newer one left alone, both with a notice.
    pub fn load(path: &Path) -> (Option<Self>, Option<LoadNotice>) {
        load_versioned(path)
    }

    /// Writes the exam to `path` atomically.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        save_versioned(path, self)
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

    use crate::store::versioned::{Refusal, decode};

    /// A fresh folder, removed when the guard drops, and the file's path in it.
    fn temp(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix(&format!("aq-exam-{name}-"))
            .tempdir()
            .unwrap();
        let path = dir.path().join("exam.json");
        (dir, path)
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
        let (_dir, path) = temp("reload");
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
        let (_dir, path) = temp("bad");
        std::fs::write(&path, b"{\"format\": 1, \"seed\": ").unwrap();
        let (none, notice) = SavedExam::load(&path);
        assert!(none.is_none());
        let Some(LoadNotice::MovedAside { aside, .. }) = notice else {
            panic!("expected the file moved aside: {notice:?}")
        };
        assert!(aside.exists());
        let newer = br#"{"format": 7, "seed": 1}"#;
        std::fs::write(&path, newer).unwrap();
        assert_eq!(
            SavedExam::load(&path),
            (None, Some(LoadNotice::NewerFormat(7)))
        );
        assert_eq!(std::fs::read(&path).unwrap(), newer);
    }

    fn with(change: impl Fn(&mut serde_json::Value)) -> Result<SavedExam, Refusal> {
        let mut json = serde_json::to_value(exam()).unwrap();
        change(&mut json);
        decode(json.to_string().as_bytes())
    }

    #[test]
    fn stored_numbers_are_checked_on_load() {
        // The probe of the code review: a limit whose milliseconds wrap round.
        assert_eq!(
            with(|j| j["limit_secs"] = 18_446_744_073_709_552_u64.into()),
            Err(Refusal::Damaged(Damage::value(
                "limit_secs",
                18_446_744_073_709_552_u64
            )))
        );
        assert_eq!(
            with(|j| j["limit_secs"] = 0.into()),
            Err(Refusal::Damaged(Damage::value("limit_secs", 0)))
        );
        assert_eq!(
            with(|j| j["pass_mark"] = 101.into()),
            Err(Refusal::Damaged(Damage::value("pass_mark", 101)))
        );
        assert_eq!(
            with(|j| j["edition"] = 2010.into()),
            Err(Refusal::Damaged(Damage::value("edition", 2010)))
        );
        assert_eq!(
            with(|j| j["flagged"] = serde_json::json!([true])),
            Err(Refusal::Damaged(Damage::Inconsistent))
        );
        let over = with(|j| {
            j["used_ms"] = u64::MAX.into();
            j["current"] = 99.into();
        })
        .unwrap();
        assert_eq!(
            (over.used_ms, over.remaining_ms(over.started), over.current),
            (600_000, 0, 1)
        );
        // The wall-clock time used is bounded by the limit, whatever the clock says.
        assert_eq!(over.used_at(u64::MAX), 600_000);
        assert_eq!(
            with(|j| j["started"] = (LATEST + 1).into()),
            Err(Refusal::Damaged(Damage::value("started", LATEST + 1)))
        );
        let ahead = with(|j| j["started"] = LATEST.into()).unwrap();
        assert_eq!(ahead.used_at(1_700_000_000), ahead.used_ms);
    }
}
