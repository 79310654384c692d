//! Where the learner's files live: the platform's data and configuration folders (XDG on
//! Linux), or one folder named by `ARBITER_QUIZ_HOME` (used by tests and portable installs).

use std::path::PathBuf;

use etcetera::BaseStrategy;

fn home_override() -> Option<PathBuf> {
    std::env::var_os("ARBITER_QUIZ_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
}

/// The folder for progress and exports.
pub fn data_dir() -> Option<PathBuf> {
    home_override().or_else(|| {
        etcetera::choose_base_strategy()
            .ok()
            .map(|s| s.data_dir().join("arbiter-quiz"))
    })
}

/// The folder for settings.
pub fn config_dir() -> Option<PathBuf> {
    home_override().or_else(|| {
        etcetera::choose_base_strategy()
            .ok()
            .map(|s| s.config_dir().join("arbiter-quiz"))
    })
}

/// The name of the progress file in the data folder.
pub const PROGRESS: &str = "progress.json";

/// The name of the file of the exam in progress, in the data folder.
pub const EXAM: &str = "exam.json";

/// The name of the file of the exams handed in, in the data folder.
pub const EXAMS: &str = "exams.json";

/// The name of the settings file in the configuration folder.
pub const SETTINGS: &str = "settings.toml";

/// The progress file.
pub fn progress_file() -> Option<PathBuf> {
    data_dir().map(|d| d.join(PROGRESS))
}

/// The folder of the user's own scenario packs.
pub fn packs_dir() -> Option<PathBuf> {
    data_dir().map(|d| d.join("packs"))
}
