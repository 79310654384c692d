//! The learner's files as the app uses them: the progress file, the settings file, the
//! exam in progress and the exams handed in, read once at start and then written as
//! `update`'s effects ask. The event loop is the only caller in the app; tests drive it to
//! stop and start the app over the same folder.

use std::path::{Path, PathBuf};

use crate::i18n::{Arg, Localizer};
use crate::store::{self, Damage, History, LoadNotice, Progress, SavedExam, paths};

use super::app::App;
use super::effect::Effect;

/// The files of one learner, and what went wrong with them (told on the home screen at
/// start, and again when the app ends, once the terminal is the shell's again).
#[derive(Debug)]
pub struct Files {
    /// The progress, bound to its file.
    progress: Progress,
    /// The settings as on disk (the app changes some of them, and keeps the rest).
    settings: store::Settings,
    /// Where the settings are kept, unless they may not be written (a file of a newer
    /// version, or one that could not be read or moved aside).
    settings_path: Option<PathBuf>,
    /// Where the exam in progress is kept, unless it may not be written (as above).
    exam_path: Option<PathBuf>,
    /// The exam found at start, until the app takes it.
    exam: Option<SavedExam>,
    /// The exams handed in, bound to their file.
    history: History,
    /// What loading found, and the errors of later writes, as messages to tell.
    problems: Vec<Problem>,
}

/// One of the learner's files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kept {
    Progress,
    Exam,
    History,
    Settings,
}

/// Something to tell the learner about their files.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Problem {
    /// What loading a file found, and the file.
    Load(Kept, LoadNotice, PathBuf),
    /// Any other message (a failed write).
    Other(String),
}

impl Files {
    /// The files in the folders the platform (or `ARBITER_QUIZ_HOME`) gives.
    pub fn from_env() -> Self {
        Self::open(paths::data_dir().as_deref(), paths::config_dir().as_deref())
    }

    /// The files in `data` (progress, exam) and `config` (settings); without a folder,
    /// nothing is read or written there. A damaged file is moved aside here, before anything
    /// can be written over it.
    pub fn open(data: Option<&Path>, config: Option<&Path>) -> Self {
        let mut problems = Vec::new();
        let mut writable = |kept, path: PathBuf, notice: Option<LoadNotice>| {
            let ok = notice.as_ref().is_none_or(LoadNotice::allows_writing);
            problems.extend(notice.map(|n| Problem::Load(kept, n, path.clone())));
            ok.then_some(path)
        };
        let (settings, settings_path) = match config.map(|d| d.join(paths::SETTINGS)) {
            Some(path) => {
                let (s, notice) = store::Settings::load(&path);
                (s, writable(Kept::Settings, path, notice))
            }
            None => (store::Settings::default(), None),
        };
        let progress = data.map_or_else(Progress::in_memory, |d| {
            let path = d.join(paths::PROGRESS);
            let (p, notice) = Progress::load(&path);
            // A progress file that may not be written is read-only already.
            writable(Kept::Progress, path, notice);
            p
        });
        let history = data.map_or_else(History::in_memory, |d| {
            let path = d.join(paths::EXAMS);
            let (h, notice) = History::load(&path);
            // Like the progress, a history that may not be written is read-only already.
            writable(Kept::History, path, notice);
            h
        });
        let (exam, exam_path) = match data.map(|d| d.join(paths::EXAM)) {
            Some(path) => {
                let (exam, notice) = SavedExam::load(&path);
                (exam, writable(Kept::Exam, path, notice))
            }
            None => (None, None),
        };
        Self {
            progress,
            settings,
            settings_path,
            exam_path,
            exam,
            history,
            problems,
        }
    }

    /// The settings as read.
    pub fn settings(&self) -> &store::Settings {
        &self.settings
    }

    /// Gives the app a copy of the answers and schedule and of the exams handed in, the
    /// exam left unfinished, and what there is to tell about the files, for the home screen.
    pub fn attach(&mut self, app: &mut App) {
        app.notices = self.messages(&app.loc);
        let mut copy = Progress::in_memory();
        copy.answers.clone_from(&self.progress.answers);
        copy.cards.clone_from(&self.progress.cards);
        app.progress = copy;
        app.history.clone_from(&self.history.exams);
        if let Some(exam) = self.exam.take() {
            app.offer_resume(exam);
        }
    }

    /// Carries out one effect.
    pub fn carry_out(&mut self, effect: &Effect) {
        let result = match effect {
            Effect::RecordAnswer(answer) => self.progress.record(answer.clone()),
            Effect::SaveExam(exam) => self.exam_path.as_deref().map_or(Ok(()), |p| exam.save(p)),
            Effect::DiscardExam => self.exam_path.as_deref().map_or(Ok(()), SavedExam::remove),
            Effect::RecordExam(exam) => self.history.add(exam.clone()),
            Effect::SaveSettings(settings) => {
                self.settings = settings.to_stored(&self.settings);
                self.settings_path
                    .as_deref()
                    .map_or(Ok(()), |p| self.settings.save(p))
            }
            // A room request has no room to go to in the app on its own terminal.
            Effect::Quit | Effect::Room(_) => Ok(()),
        };
        if let Err(e) = result {
            self.problems.push(Problem::Other(e.to_string()));
        }
    }

    /// What there is to tell about the files, in the learner's language, each once.
    pub fn messages(&self, loc: &Localizer) -> Vec<String> {
        let path = |p: &Path| Arg::from(p.display().to_string());
        let mut out: Vec<String> = self
            .problems
            .iter()
            .map(|problem| {
                let (kept, notice, file) = match problem {
                    Problem::Load(kept, notice, file) => (kept, notice, file),
                    Problem::Other(reason) => return reason.clone(),
                };
                let (moved, newer, unreadable) = match kept {
                    Kept::Progress => (
                        "progress-moved-aside",
                        "progress-newer",
                        "progress-unreadable",
                    ),
                    Kept::Exam => ("exam-moved-aside", "exam-newer", "exam-unreadable"),
                    Kept::History => ("history-moved-aside", "history-newer", "history-unreadable"),
                    Kept::Settings => (
                        "settings-moved-aside",
                        "settings-newer",
                        "settings-unreadable",
                    ),
                };
                match notice {
                    LoadNotice::MovedAside { aside, damage } => loc.text(
                        moved,
                        &[
                            ("path", path(aside)),
                            ("reason", Arg::from(damage_text(loc, damage))),
                        ],
                    ),
                    LoadNotice::NewerFormat(format) => {
                        loc.text(newer, &[("format", Arg::from(*format))])
                    }
                    LoadNotice::Unreadable(reason) => loc.text(
                        unreadable,
                        &[("path", path(file)), ("reason", Arg::from(reason.clone()))],
                    ),
                }
            })
            .collect();
        out.dedup();
        out
    }
}

/// What is wrong with a damaged file, in the learner's language where it is ours to say.
fn damage_text(loc: &Localizer, damage: &Damage) -> String {
    match damage {
        // The reader's own message, with the line and column: what to fix, word for word.
        Damage::Syntax(why) => why.clone(),
        Damage::Value { key, value } => loc.text(
            "store-bad-value",
            &[
                ("key", Arg::from(*key)),
                ("value", Arg::from(value.as_str())),
            ],
        ),
        Damage::Inconsistent => loc.text("store-inconsistent", &[]),
    }
}
