//! The learner's data on disk: answers and their review schedule, the exam in progress,
//! the exams handed in, settings. Writes are atomic; a damaged file is moved aside with a
//! message, never overwritten; a file from a newer version of the app is refused rather than
//! mangled. One loader ([`versioned`]) does this for every file.

mod atomic;
mod date;
pub mod exam;
pub mod history;
pub mod paths;
pub mod progress;
pub mod schedule;
pub mod settings;
pub mod stats;
pub mod versioned;

pub use atomic::{write_atomic, write_private};
pub use date::{TimeZone, iso_date, iso_minute, local_zone, now_unix};
pub use exam::SavedExam;
pub use history::{ExamRecord, History};
pub use progress::{AnswerRecord, Mode, Progress};
pub use settings::Settings;
pub use versioned::{Damage, LoadNotice};
