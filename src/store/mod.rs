//! The learner's data on disk: answers and their review schedule, the exam in progress,
//! settings. Writes are atomic; a damaged file is moved aside with a message, never
//! overwritten; a file from a newer version of the app is refused rather than mangled.

mod atomic;
mod date;
pub mod exam;
pub mod paths;
pub mod progress;
pub mod schedule;
pub mod settings;
pub mod stats;

pub use atomic::write_atomic;
pub use date::{TimeZone, iso_date, iso_minute, local_zone, now_unix};
pub use exam::{ExamNotice, SavedExam};
pub use progress::{AnswerRecord, LoadNotice, Mode, Progress};
pub use settings::Settings;
