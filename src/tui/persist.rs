//! The learner's files as the app uses them: the progress file, the settings file, the
//! exam in progress and the exams handed in, read once at start and then written as `update`'s effects ask. The
//! event loop is the only caller in the app; tests drive it to stop and start the app over
//! the same folder.

use std::path::{Path, PathBuf};

use crate::i18n::{Arg, Localizer};
use crate::store::{self, ExamNotice, History, LoadNotice, Progress, SavedExam, paths};

use super::app::App;
use super::effect::Effect;

/// The files of one learner, and what went wrong with them (told when the app ends, once
/// the terminal is the shell's again).
#[derive(Debug)]
pub struct Files {
    /// The progress, bound to its file.
    progress: Progress,
    /// The settings as on disk (the app changes some of them, and keeps the rest).
    settings: store::Settings,
    /// Where the settings are kept.
    settings_path: Option<PathBuf>,
    /// Where the exam in progress is kept.
    exam_path: Option<PathBuf>,
    /// The exam found at start, until the app takes it.
    exam: Option<SavedExam>,
    /// The exams handed in, bound to their file.
    history: History,
    /// What loading found, and the errors of later writes, as messages to tell.
    problems: Vec<Problem>,
}

/// Something to tell the learner about their files.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Problem {
    /// The progress file's notice, and the file.
    Progress(LoadNotice, PathBuf),
    /// The exam file's notice.
    Exam(ExamNotice),
    /// The notice of the file of exams handed in, and the file.
    History(LoadNotice, PathBuf),
    /// Any other message (the settings file's, a failed write).
    Other(String),
}

impl Files {
    /// The files in the folders the platform (or `ARBITER_QUIZ_HOME`) gives.
    pub fn from_env() -> Self {
        Self::open(paths::data_dir().as_deref(), paths::config_dir().as_deref())
    }

    /// The files in `data` (progress, exam) and `config` (settings); without a folder,
    /// nothing is read or written there.
    pub fn open(data: Option<&Path>, config: Option<&Path>) -> Self {
        let mut problems = Vec::new();
        let settings_path = config.map(|d| d.join(paths::SETTINGS));
        let settings = settings_path
            .as_deref()
            .map_or_else(store::Settings::default, |p| {
                let (s, problem) = store::Settings::load(p);
                problems.extend(problem.map(Problem::Other));
                s
            });
        let progress = data.map_or_else(Progress::in_memory, |d| {
            let path = d.join(paths::PROGRESS);
            let (p, notice) = Progress::load(&path);
            problems.extend(notice.map(|n| Problem::Progress(n, path)));
            p
        });
        let history = data.map_or_else(History::in_memory, |d| {
            let path = d.join(paths::EXAMS);
            let (h, notice) = History::load(&path);
            problems.extend(notice.map(|n| Problem::History(n, path)));
            h
        });
        let exam_path = data.map(|d| d.join(paths::EXAM));
        let exam = exam_path.as_deref().and_then(|p| {
            let (exam, notice) = SavedExam::load(p);
            problems.extend(notice.map(Problem::Exam));
            exam
        });
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

    /// Gives the app a copy of the answers and schedule and of the exams handed in, and the
    /// exam left unfinished.
    pub fn attach(&mut self, app: &mut App) {
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
            Effect::Quit => Ok(()),
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
            .map(|problem| match problem {
                Problem::Progress(LoadNotice::MovedAside(aside), _) => {
                    loc.text("progress-moved-aside", &[("path", path(aside))])
                }
                Problem::Progress(LoadNotice::NewerFormat(format), _) => {
                    loc.text("progress-newer", &[("format", Arg::from(*format))])
                }
                Problem::Progress(LoadNotice::Unreadable(reason), file) => loc.text(
                    "progress-unreadable",
                    &[("path", path(file)), ("reason", Arg::from(reason.clone()))],
                ),
                Problem::Exam(ExamNotice::Unreadable(reason)) | Problem::Other(reason) => {
                    reason.clone()
                }
                Problem::Exam(ExamNotice::MovedAside(aside)) => {
                    loc.text("exam-moved-aside", &[("path", path(aside))])
                }
                Problem::Exam(ExamNotice::NewerFormat(format)) => {
                    loc.text("exam-newer", &[("format", Arg::from(*format))])
                }
                Problem::History(LoadNotice::MovedAside(aside), _) => {
                    loc.text("history-moved-aside", &[("path", path(aside))])
                }
                Problem::History(LoadNotice::NewerFormat(format), _) => {
                    loc.text("history-newer", &[("format", Arg::from(*format))])
                }
                Problem::History(LoadNotice::Unreadable(reason), file) => loc.text(
                    "history-unreadable",
                    &[("path", path(file)), ("reason", Arg::from(reason.clone()))],
                ),
            })
            .collect();
        out.dedup();
        out
    }
}
