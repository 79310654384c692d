//! The seminar room (`arbiter-quiz serve`) as one participant's session of the app sees it:
//! what the room tells every participant ([`RoomView`], which never holds anyone's answers),
//! what it keeps of this participant ([`Seat`]), what the app asks of it ([`RoomRequest`],
//! returned as effects for the server to carry out), and how the app follows the room.
//!
//! The screen a participant may be on is decided here ([`follow`]): the join screen, the live
//! question, the room's exam, its results and review once the exam is over, and the lobby in
//! between. A served session never reaches the home menu, practice, the presenter or the
//! settings, where the rulings of the room's questions could be read before their time.

use std::collections::BTreeMap;
use std::time::Duration;

use crate::i18n::Locale;
use crate::laws::Edition;
use crate::store::{ExamRecord, SavedExam};

use super::app::{App, Screen};
use super::effect::Effect;
use super::screens::exam::{ExamState, hand_in};
use super::screens::join::JoinState;
use super::screens::live::LiveState;
use super::screens::lobby::{LobbyState, Wait};

/// What the room is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Phase {
    /// A live round on the room's scenario `index`; `revealed` once the lecturer has shown
    /// its ruling.
    Live {
        /// The scenario on show, from 0.
        index: usize,
        /// Whether its ruling is revealed.
        revealed: bool,
    },
    /// The exam has not started yet.
    ExamWaiting,
    /// The exam runs: it began at `started` (seconds since 1970, UTC) and lasts `limit_secs`.
    ExamRunning {
        /// When it began.
        started: u64,
        /// How long it lasts.
        limit_secs: u64,
    },
    /// The exam is over.
    ExamEnded {
        /// When it began.
        started: u64,
        /// How long it lasted at most.
        limit_secs: u64,
    },
}

/// What the room tells every participant: its questions and what it is doing. It holds no
/// answer of anyone's, so nothing sent from it can give one away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomView {
    /// The room's scenarios, in order: the pack's, or the exam paper's.
    pub ids: Vec<String>,
    /// The edition every question is ruled under; `None` for each scenario's own.
    pub edition: Option<Edition>,
    /// The exam paper's seed (exam rooms).
    pub seed: u64,
    /// The exam's pass mark in percent.
    pub pass_mark: u8,
    /// What the room is doing.
    pub phase: Phase,
}

/// One participant's exam paper as the room keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Sheet {
    /// The options chosen for each question (empty: not answered).
    pub answers: Vec<Vec<usize>>,
    /// Questions flagged for another look.
    pub flagged: Vec<bool>,
    /// The question last on screen.
    pub current: usize,
    /// When the paper was handed in (seconds since 1970, UTC), if it was.
    pub handed_in: Option<u64>,
}

/// What the room keeps of one participant, handed back on joining again.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Seat {
    /// The name they joined with.
    pub name: String,
    /// Their answers in live rounds, by scenario id.
    pub live: BTreeMap<String, Vec<usize>>,
    /// Their exam paper.
    pub sheet: Sheet,
}

/// Why the room did not let a participant in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The room code is not this room's (nothing else is said about the room).
    WrongCode,
    /// The name is empty, too long, or has characters a name does not.
    BadName,
    /// The room has as many participants as it takes.
    Full,
}

impl Refusal {
    /// The message id that tells the participant.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::WrongCode => "join-wrong-code",
            Self::BadName => "join-bad-name",
            Self::Full => "join-full",
        }
    }
}

/// What a participant's app asks of the room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomRequest {
    /// Let me in with this code and name (and this language, for the lecturer's list).
    Join {
        /// The room code typed.
        code: String,
        /// The name typed.
        name: String,
        /// The language chosen.
        locale: Locale,
    },
    /// My answer to the live question (it replaces an earlier one until the reveal).
    Answer {
        /// The scenario's id.
        scenario: String,
        /// The options chosen.
        chosen: Vec<usize>,
    },
    /// My exam paper as it stands.
    Sheet(Sheet),
    /// I hand my exam paper in.
    HandIn(Sheet),
}

/// The room a joined session is in: the room's view and this participant's seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    /// What the room is doing.
    pub view: RoomView,
    /// What it keeps of this participant.
    pub seat: Seat,
    /// Live answers sent but not yet known to be on the room's disk, by scenario id.
    pub unrecorded: BTreeMap<String, Vec<usize>>,
}

impl Room {
    /// The participant's answer to scenario `id` in the live rounds, if any.
    pub fn live_answer(&self, id: &str) -> Option<&Vec<usize>> {
        self.unrecorded.get(id).or_else(|| self.seat.live.get(id))
    }

    /// The exam as this participant left it, with the room's clock, for the exam screen.
    fn saved_exam(&self, started: u64, limit_secs: u64) -> SavedExam {
        let n = self.view.ids.len();
        let mut answers = self.seat.sheet.answers.clone();
        answers.resize(n, Vec::new());
        let mut flagged = self.seat.sheet.flagged.clone();
        flagged.resize(n, false);
        SavedExam {
            format: crate::store::exam::FORMAT,
            seed: self.view.seed,
            ids: self.view.ids.clone(),
            edition: self.view.edition.map(Edition::year),
            answers,
            flagged,
            current: self.seat.sheet.current.min(n.saturating_sub(1)),
            limit_secs,
            used_ms: 0,
            pass_mark: self.view.pass_mark,
            started,
        }
    }
}

/// The session starts on the join screen.
pub fn start(app: &mut App) {
    app.room = None;
    app.screen = Screen::Join(JoinState::default());
}

/// The room let the participant in: it shows what the room is doing, with their own
/// answers where they gave any before (a participant who joins again resumes).
pub fn joined(app: &mut App, view: RoomView, seat: Seat) -> Vec<Effect> {
    app.room = Some(Box::new(Room {
        view,
        seat,
        unrecorded: BTreeMap::new(),
    }));
    // A screen of the room left from before (the same session joining again) is rebuilt
    // from the seat.
    app.screen = Screen::Lobby(LobbyState::new(Wait::Joining));
    let mut fx = Vec::new();
    follow(app, &mut fx);
    fx
}

/// The room did not let the participant in: the join screen says why.
pub fn refused(app: &mut App, why: Refusal) {
    if let Screen::Join(join) = &mut app.screen {
        join.refused(why);
    }
}

/// The room changed what it is doing: the participant's screen follows.
pub fn changed(app: &mut App, view: RoomView) -> Vec<Effect> {
    let Some(room) = &mut app.room else {
        return Vec::new();
    };
    room.view = view;
    let mut fx = Vec::new();
    follow(app, &mut fx);
    fx
}

/// The room has answered a live answer to `scenario`: `kept` is the answer it now has on
/// disk (an answer that came after the reveal is not taken, and the one before stays).
pub fn recorded(app: &mut App, scenario: &str, kept: Option<Vec<usize>>) {
    let Some(room) = &mut app.room else { return };
    room.unrecorded.remove(scenario);
    match kept {
        Some(chosen) => {
            room.seat.live.insert(scenario.to_owned(), chosen);
        }
        None => {
            room.seat.live.remove(scenario);
        }
    }
}

/// The requests among the effects of an update, and what the participant's own seat now
/// holds: the exam kept as it stands becomes the sheet sent to the room, the exam handed in
/// the paper handed in; what the app would keep in the learner's own files stays unsaved.
pub fn requests(app: &mut App, effects: Vec<Effect>) -> Vec<RoomRequest> {
    let mut out = Vec::new();
    for effect in effects {
        let request = match effect {
            Effect::Room(request) => request,
            Effect::SaveExam(saved) => RoomRequest::Sheet(Sheet {
                answers: saved.answers,
                flagged: saved.flagged,
                current: saved.current,
                handed_in: None,
            }),
            Effect::RecordExam(record) => RoomRequest::HandIn(sheet_of(&record)),
            _ => continue,
        };
        if let Some(room) = &mut app.room {
            match &request {
                RoomRequest::Sheet(sheet) | RoomRequest::HandIn(sheet) => {
                    room.seat.sheet = sheet.clone();
                }
                RoomRequest::Answer { scenario, chosen } => {
                    room.unrecorded.insert(scenario.clone(), chosen.clone());
                }
                RoomRequest::Join { .. } => {}
            }
        }
        out.push(request);
    }
    out
}

/// The sheet of an exam handed in.
fn sheet_of(record: &ExamRecord) -> Sheet {
    Sheet {
        answers: record.answers.clone(),
        flagged: record.flagged.clone(),
        current: 0,
        handed_in: Some(record.handed_in),
    }
}

/// Puts the participant on the screen the room allows now, keeping the one on show where
/// it is still right (the question they are reading, the review they opened).
pub fn follow(app: &mut App, fx: &mut Vec<Effect>) {
    let Some(room) = &app.room else {
        if !matches!(app.screen, Screen::Join(_)) {
            app.screen = Screen::Join(JoinState::default());
        }
        return;
    };
    match room.view.phase {
        Phase::Live { index, revealed } => {
            let same = matches!(&app.screen, Screen::Live(live) if live.index == index);
            if same {
                if let Screen::Live(live) = &mut app.screen {
                    live.set_revealed(revealed, room, &app.library);
                }
            } else if let Some(live) = LiveState::new(index, revealed, app) {
                app.screen = Screen::Live(Box::new(live));
            } else {
                app.screen = Screen::Lobby(LobbyState::new(Wait::NoQuestion));
            }
        }
        Phase::ExamWaiting => {
            app.screen = Screen::Lobby(LobbyState::new(Wait::ExamNotStarted));
        }
        Phase::ExamRunning {
            started,
            limit_secs,
        } => {
            let handed_in = room.seat.sheet.handed_in.is_some();
            app.screen = match std::mem::replace(&mut app.screen, Screen::home()) {
                Screen::Exam(e) if !handed_in => Screen::Exam(e),
                Screen::Lobby(l) if matches!(l.wait, Wait::LeftExam) && !handed_in => {
                    Screen::Lobby(l)
                }
                // Leaving the exam leads home; in the room it leads to the lobby.
                Screen::Home(_) if !handed_in => Screen::Lobby(LobbyState::new(Wait::LeftExam)),
                _ if handed_in => Screen::Lobby(LobbyState::new(Wait::HandedIn)),
                _ => exam_screen(room, started, limit_secs, app),
            };
        }
        Phase::ExamEnded {
            started,
            limit_secs,
        } => {
            app.screen = match std::mem::replace(&mut app.screen, Screen::home()) {
                Screen::Exam(e) => hand_in(app, *e, fx),
                s @ (Screen::Results(_) | Screen::Question(_)) => s,
                Screen::Lobby(l) if matches!(l.wait, Wait::ExamOver) => Screen::Lobby(l),
                // Leaving the results leads home; in the room, to the lobby.
                Screen::Home(_) => Screen::Lobby(LobbyState::new(Wait::ExamOver)),
                _ => results_screen(started, limit_secs, app),
            };
        }
    }
}

/// The participant goes back into what the room is doing from the lobby: the exam they
/// left, or the results of the exam that is over.
pub fn enter(app: &mut App, fx: &mut Vec<Effect>) -> Screen {
    let Some(room) = &app.room else {
        return Screen::Join(JoinState::default());
    };
    match room.view.phase {
        Phase::ExamRunning {
            started,
            limit_secs,
        } if room.seat.sheet.handed_in.is_none() => {
            let room = room.clone();
            exam_screen(&room, started, limit_secs, app)
        }
        Phase::ExamEnded {
            started,
            limit_secs,
        } => results_screen(started, limit_secs, app),
        _ => {
            follow(app, fx);
            std::mem::replace(&mut app.screen, Screen::home())
        }
    }
}

/// The exam screen over the room's paper, with this participant's answers and flags, on the
/// room's clock.
fn exam_screen(room: &Room, started: u64, limit_secs: u64, app: &App) -> Screen {
    let saved = room.saved_exam(started, limit_secs);
    match ExamState::resume(&saved, app) {
        Some(exam) => Screen::Exam(Box::new(exam)),
        None => Screen::Lobby(LobbyState::new(Wait::NoQuestion)),
    }
}

/// The results of the room's exam, marked from this participant's paper.
fn results_screen(started: u64, limit_secs: u64, app: &App) -> Screen {
    let Some(room) = &app.room else {
        return Screen::Join(JoinState::default());
    };
    let saved = room.saved_exam(started, limit_secs);
    let handed_in = room.seat.sheet.handed_in.unwrap_or(app.now);
    let record = ExamRecord {
        seed: saved.seed,
        ids: saved.ids.clone(),
        edition: saved.edition,
        answers: saved.answers.clone(),
        flagged: saved.flagged.clone(),
        limit_secs,
        used_ms: handed_in
            .saturating_sub(started)
            .saturating_mul(1000)
            .min(limit_secs.saturating_mul(1000)),
        pass_mark: saved.pass_mark,
        started,
        handed_in,
        time_up: handed_in.saturating_sub(started) >= limit_secs,
    };
    match ExamState::of_record(&record, app) {
        Some(mut exam) => {
            let mut results = exam.results(app);
            results.back = Box::new(Screen::Lobby(LobbyState::new(Wait::ExamOver)));
            Screen::Results(Box::new(results))
        }
        None => Screen::Lobby(LobbyState::new(Wait::NoQuestion)),
    }
}

/// The time left in a running exam at `now`.
pub fn time_left(phase: Phase, now: u64) -> Option<Duration> {
    match phase {
        Phase::ExamRunning {
            started,
            limit_secs,
        } => Some(Duration::from_secs(
            started.saturating_add(limit_secs).saturating_sub(now),
        )),
        _ => None,
    }
}
