//! What `update` asks the outside world to do: it never does I/O itself. The event loop
//! carries effects out; tests read them.

use crate::store::AnswerRecord;

use super::settings::Settings;

/// One thing for the event loop to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Keep an answer (practice, review and drill answers as they are given; exam answers
    /// when the exam is submitted). Its time (`at`) is 0: the event loop, which may read the
    /// clock, sets it.
    RecordAnswer(AnswerRecord),
    /// An exam answer was given or changed, before the exam is submitted: a store keeps it so
    /// that a crash loses nothing.
    ExamAnswer {
        /// The paper's seed.
        seed: u64,
        /// The question's place on the paper (from 0).
        question: usize,
        /// The scenario.
        scenario_id: String,
        /// The options chosen now.
        chosen: Vec<usize>,
    },
    /// Keep the settings.
    SaveSettings(Settings),
    /// Leave the app.
    Quit,
}
