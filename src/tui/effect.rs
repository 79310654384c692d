//! What `update` asks the outside world to do: it never does I/O itself. The event loop
//! carries effects out (through [`super::persist::Files`]); tests read them.

use crate::store::{AnswerRecord, ExamRecord, SavedExam};

use super::room::RoomRequest;
use super::settings::Settings;

/// One thing for the event loop to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Keep an answer (practice, review and drill answers as they are given; exam answers
    /// when the exam is handed in). The model has already recorded it in its own copy.
    RecordAnswer(AnswerRecord),
    /// Keep the exam in progress as it stands now (after every answer, flag, move to another
    /// question, and every few seconds of its countdown), so that a crash loses nothing.
    SaveExam(SavedExam),
    /// The exam in progress is over (handed in or discarded): forget it.
    DiscardExam,
    /// Keep an exam handed in, for the list of past exams.
    RecordExam(ExamRecord),
    /// Keep the settings.
    SaveSettings(Settings),
    /// Leave the app.
    Quit,
    /// Ask the seminar room something (a session served by `arbiter-quiz serve`).
    Room(RoomRequest),
}
