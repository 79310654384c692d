//! The learner's data on disk: answers and their review schedule, the exam in progress,
//! the exams handed in, settings. Writes are atomic; a damaged file is moved aside with a message, never
//! overwritten; a file from a newer version of the app is refused rather than mangled.

mod atomic;
mod date;
pub mod exam;
pub mod history;
pub mod paths;
pub mod progress;
pub mod schedule;
pub mod settings;
pub mod stats;

pub use atomic::write_atomic;
pub use date::{iso_date, now_unix};
pub use exam::{ExamNotice, SavedExam};
pub use history::{ExamRecord, History};
pub use progress::{AnswerRecord, LoadNotice, Mode, Progress};
pub use settings::Settings;
