//! The past exams, newest first: when each was handed in, its seed, score, pass or fail and
//! time used. Enter opens an exam's results again, with every question to review.

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::store::{ExamRecord, iso_date};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, UP_DOWN};
use crate::tui::layout::chrome;
use crate::tui::list;
use crate::tui::wrap::{ellipsis, hanging, pad};

use super::exam::ExamState;
use super::results::exam_time;

/// One past exam as the list shows it, marked when the list opened.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Entry {
    /// Its place in the app's history.
    index: usize,
    /// The day it was handed in.
    date: String,
    /// The seed.
    seed: u64,
    /// Right answers and questions (of those still in the library).
    right: usize,
    /// Questions.
    total: usize,
    /// Whether it reached its pass mark.
    passed: bool,
    /// The time used.
    used: String,
    /// Whether the time ran out.
    time_up: bool,
}

/// The list of past exams.
#[derive(Debug, Clone)]
pub struct HistoryState {
    /// The exams, newest first.
    entries: Vec<Entry>,
    /// The row under the cursor.
    pub selected: usize,
    /// Where Esc leads.
    pub back: Box<Screen>,
}

/// The keys of the list of past exams.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-history",
    groups: &[&[
        Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-row"),
        Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-open"),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
        Binding::help(ENDS, Does::Pair(Action::First, Action::Last), "key-ends"),
    ]],
};

/// The row of an exam: marked again from what was kept.
fn entry(index: usize, record: &ExamRecord, app: &App) -> Entry {
    let results = ExamState::of_record(record, app).map(|mut e| e.results(app));
    let (right, total, passed) = results.map_or((0, record.ids.len(), false), |r| {
        (r.score.right, r.score.total, r.score.passed(r.pass))
    });
    Entry {
        index,
        date: iso_date(record.handed_in, &app.zone),
        seed: record.seed,
        right,
        total,
        passed,
        used: exam_time(std::time::Duration::from_millis(record.used_ms)),
        time_up: record.time_up,
    }
}

impl HistoryState {
    /// The list of the app's past exams, Esc leading to `back`.
    pub fn new(app: &App, back: Screen) -> Self {
        let entries = app
            .history
            .iter()
            .enumerate()
            .rev()
            .map(|(i, r)| entry(i, r, app))
            .collect();
        Self {
            entries,
            selected: 0,
            back: Box::new(back),
        }
    }

    /// The keys of the list.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The list's answer to an action.
    pub fn update(mut self, app: &App, action: Action) -> Screen {
        if let Some(i) = list::step(self.selected, action, self.entries.len()) {
            self.selected = i;
            return Screen::History(self);
        }
        match action {
            Action::Back => *self.back,
            Action::Confirm => self.open(app),
            Action::Click(_, y) => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                match row_at(&self, body, y) {
                    Some(i) if i == self.selected => self.open(app),
                    Some(i) => {
                        self.selected = i;
                        Screen::History(self)
                    }
                    None => Screen::History(self),
                }
            }
            _ => Screen::History(self),
        }
    }

    /// Opens the selected exam's results, with a way back to this list.
    fn open(self, app: &App) -> Screen {
        let record = self
            .entries
            .get(self.selected)
            .and_then(|e| app.history.get(e.index));
        let exam = record.and_then(|r| ExamState::of_record(r, app));
        match exam {
            Some(mut exam) => {
                let mut results = exam.results(app);
                results.back = Box::new(Screen::History(self));
                Screen::Results(Box::new(results))
            }
            None => Screen::History(self),
        }
    }
}

/// The first row of the list (its column titles).
fn list_top(body: Rect) -> u16 {
    body.y + 1
}

/// The first entry shown and how many rows show entries.
fn window(state: &HistoryState, body: Rect) -> (usize, usize) {
    let visible = usize::from(body.bottom().saturating_sub(list_top(body) + 1));
    (
        state.selected.saturating_sub(visible.saturating_sub(1)),
        visible,
    )
}

/// The entry under a click at row `y`, if any.
fn row_at(state: &HistoryState, body: Rect, y: u16) -> Option<usize> {
    let top = list_top(body) + 1;
    if y < top || y >= body.bottom() {
        return None;
    }
    let (first, _) = window(state, body);
    let i = first + usize::from(y - top);
    (i < state.entries.len()).then_some(i)
}

/// The title bar's text.
pub fn title(app: &App) -> (String, String) {
    (app.loc.text("history-title", &[]), String::new())
}

/// Draws the list.
pub fn render(state: &HistoryState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let x = body.x + 2;
    let width = body.width.saturating_sub(4);
    if state.entries.is_empty() {
        for (line, y) in hanging(
            Span::raw(""),
            &loc.text("history-none", &[]),
            width,
            t.dim(),
        )
        .into_iter()
        .zip(body.y + 1..body.bottom())
        {
            line.render(Rect::new(x, y, width, 1), buf);
        }
        return;
    }
    let columns = [
        ("history-col-date", 12),
        ("history-col-seed", 9),
        ("history-col-score", 8),
        ("history-col-result", 0),
        ("history-col-time", 8),
    ];
    let names: Vec<String> = columns.iter().map(|(id, _)| loc.text(id, &[])).collect();
    let result_width = [
        loc.text("exam-passed", &[]),
        loc.text("exam-failed", &[]),
        names[3].clone(),
    ]
    .iter()
    .map(|s| Line::raw(s.as_str()).width())
    .max()
    .unwrap_or(0)
        + 2;
    let widths: Vec<usize> = columns
        .iter()
        .zip(&names)
        .map(|((_, w), name)| {
            if *w == 0 {
                result_width
            } else {
                (*w).max(Line::raw(name.as_str()).width() + 2)
            }
        })
        .collect();
    let head: String = names.iter().zip(&widths).map(|(n, w)| pad(n, *w)).collect();
    Line::styled(ellipsis(head.trim_end(), usize::from(width)), t.title())
        .render(Rect::new(x, list_top(body), width, 1), buf);
    let (first, visible) = window(state, body);
    for (k, (i, e)) in state
        .entries
        .iter()
        .enumerate()
        .skip(first)
        .take(visible)
        .enumerate()
    {
        let y = list_top(body) + 1 + u16::try_from(k).unwrap_or(0);
        let selected = i == state.selected;
        let style = if selected { t.selected() } else { Style::new() };
        if selected {
            buf.set_style(Rect::new(x, y, width, 1), t.selected());
        }
        let verdict = loc.text(
            if e.passed {
                "exam-passed"
            } else {
                "exam-failed"
            },
            &[],
        );
        let verdict_style = if e.passed { t.right() } else { t.wrong() };
        let mut spans = vec![
            Span::styled(pad(&e.date, widths[0]), style),
            Span::styled(pad(&e.seed.to_string(), widths[1]), style),
            Span::styled(pad(&format!("{}/{}", e.right, e.total), widths[2]), style),
            Span::styled(pad(&verdict, widths[3]), verdict_style.patch(style)),
            Span::styled(pad(&e.used, widths[4]), style),
        ];
        if e.time_up {
            spans.push(Span::styled(
                loc.text("history-time-up", &[]),
                t.wrong().patch(style),
            ));
        }
        Line::from(spans).render(Rect::new(x, y, width, 1), buf);
    }
}
