//! The seminar room's lobby: where a participant waits while there is nothing for them to
//! answer — before the lecturer starts the exam, after handing the paper in (the results and
//! the rulings come when the exam is over for everyone, so that nobody reads the key while
//! others still write), after leaving the exam for a moment, and once the exam is over.
//! It says why they wait, and how long the exam still runs.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::i18n::Arg;
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::effect::Effect;
use crate::tui::keymap::{Binding, Does, KeyTable};
use crate::tui::layout::centred;
use crate::tui::room::{self, time_left};
use crate::tui::wrap::hanging;

use super::results::exam_time;

/// Why the participant waits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// The room has let them in and is about to show what it is doing.
    Joining,
    /// The room's question is not one this session can show.
    NoQuestion,
    /// The lecturer has not started the exam yet.
    ExamNotStarted,
    /// They left the exam for a moment; it is kept and its clock runs on.
    LeftExam,
    /// They handed the paper in; the results come when the exam is over.
    HandedIn,
    /// The exam is over; the results are one key away.
    ExamOver,
}

impl Wait {
    fn message_id(self) -> &'static str {
        match self {
            Self::Joining => "lobby-joining",
            Self::NoQuestion => "lobby-no-question",
            Self::ExamNotStarted => "lobby-exam-not-started",
            Self::LeftExam => "lobby-left-exam",
            Self::HandedIn => "lobby-handed-in",
            Self::ExamOver => "lobby-exam-over",
        }
    }
}

/// The lobby.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LobbyState {
    /// Why the participant waits.
    pub wait: Wait,
}

/// The keys where there is something to go back to: the exam left, the results.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-lobby",
    groups: &[&[Binding::bar(
        &[KeyCode::Enter],
        Does::Act(Action::Confirm),
        "key-enter-room",
    )]],
};

/// The keys while there is only waiting: none but the help and Ctrl-C.
pub const WAIT_KEYS: KeyTable = KeyTable {
    title_id: "help-section-lobby-wait",
    groups: &[],
};

impl LobbyState {
    /// The lobby, waiting for `wait`.
    pub fn new(wait: Wait) -> Self {
        Self { wait }
    }

    /// Whether Enter leads somewhere.
    fn can_enter(self) -> bool {
        matches!(self.wait, Wait::LeftExam | Wait::ExamOver)
    }

    /// The keys that work now.
    pub fn keys(&self) -> &'static KeyTable {
        if self.can_enter() { &KEYS } else { &WAIT_KEYS }
    }

    /// The lobby's answer to an action.
    pub fn update(self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        if action == Action::Confirm && self.can_enter() {
            return room::enter(app, fx);
        }
        Screen::Lobby(self)
    }
}

/// The title bar: the room, and the participant's name.
pub fn title(app: &App) -> (String, String) {
    let name = app
        .room
        .as_ref()
        .map_or_else(String::new, |r| r.seat.name.clone());
    (app.loc.text("lobby-title", &[]), name)
}

/// Draws the lobby: why the participant waits, and the exam's time left while it runs.
pub fn render(state: &LobbyState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let width = 60.min(body.width);
    let inner_width = width.saturating_sub(4);
    let mut lines = hanging(
        Span::raw(""),
        &loc.text(state.wait.message_id(), &[]),
        inner_width,
        Style::new(),
    );
    if let Some(left) = app
        .room
        .as_ref()
        .and_then(|r| time_left(r.view.phase, app.now))
    {
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            loc.text("lobby-time-left", &[("time", Arg::from(exam_time(left)))]),
            t.accent(),
        ));
    }
    let height = u16::try_from(lines.len() + 2)
        .unwrap_or(u16::MAX)
        .min(body.height);
    let area = centred(body, width, height);
    let block = Block::bordered().border_style(t.border());
    let inner = block.inner(area).inner(ratatui::layout::Margin::new(1, 0));
    block.render(area, buf);
    for (line, y) in lines.into_iter().zip(inner.y..inner.bottom()) {
        line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}
