//! The review entry: what is due now (scenarios the schedule brings back, and questions
//! missed elsewhere and not reviewed since), when the next one is due when nothing is, and
//! two cram sessions that ignore the schedule: every question last answered wrongly, and
//! every question ever answered.

use std::collections::BTreeMap;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::i18n::Arg;
use crate::store::{Mode, iso_date};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::Item;
use crate::tui::card::view::question_text;
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, OPTION_KEYS, UP_DOWN};
use crate::tui::layout::chrome;
use crate::tui::list;
use crate::tui::wrap::{ellipsis, hanging};

use super::question::QuestionState;

/// Below this many seconds away, the next review is told in minutes rather than as a date.
const SOON: u64 = 3600;

/// A choice of the review entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Choice {
    /// What is due now.
    Due,
    /// Every question last answered wrongly, due or not.
    CramMissed,
    /// Every question ever answered, due or not.
    CramAll,
}

impl Choice {
    /// Every choice, in menu order.
    pub const ALL: [Choice; 3] = [Self::Due, Self::CramMissed, Self::CramAll];

    /// The message id of its name.
    fn message_id(self) -> &'static str {
        match self {
            Self::Due => "review-due",
            Self::CramMissed => "review-cram-missed",
            Self::CramAll => "review-cram-all",
        }
    }
}

/// The review entry's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReviewState {
    /// The choice under the cursor.
    pub selected: usize,
    /// A message id to show under the menu (why a choice could not open).
    pub notice: Option<&'static str>,
}

/// The keys of the review entry.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-review",
    groups: &[&[
        Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-choose"),
        Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-open"),
        Binding::bar(OPTION_KEYS.split_at(3).0, Does::Choose, "key-entry"),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
        Binding::help(ENDS, Does::Pair(Action::First, Action::Last), "key-ends"),
    ]],
};

impl ReviewState {
    /// The keys of the review entry.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The review entry's answer to an action: a choice opens its questions, with a way
    /// back here; an empty one says why nothing opened.
    pub fn update(mut self, app: &App, action: Action) -> Screen {
        let n = Choice::ALL.len();
        if let Some(i) = list::step(self.selected, action, n) {
            self.selected = i;
            self.notice = None;
            return Screen::Review(self);
        }
        let choice = match action {
            Action::Back => return Screen::home(),
            Action::Confirm => Some(self.selected),
            Action::Choose(i) if i < n => Some(i),
            Action::Click(x, y) => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                choice_at(body, x, y).filter(|i| *i < n)
            }
            _ => None,
        };
        let Some(i) = choice else {
            return Screen::Review(self);
        };
        self.selected = i;
        self.notice = None;
        let queue = Queue::of(app);
        let items: Vec<Item> = queue
            .of_choice(Choice::ALL[i])
            .iter()
            .filter_map(|id| app.library.scenario(id))
            .map(|sc| Item::own(sc, app.settings.edition))
            .collect();
        match QuestionState::new(Mode::Review, items, 0, app, Screen::Review(self)) {
            Some(q) => Screen::Question(Box::new(q)),
            None => {
                self.notice = Some(if Choice::ALL[i] == Choice::Due {
                    "review-nothing-due-now"
                } else {
                    "review-empty"
                });
                Screen::Review(self)
            }
        }
    }
}

/// The scenarios of each choice, in the order they are asked, limited to those the library
/// has (a pack may have been removed since).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Queue {
    /// Due now: questions missed and not reviewed since (most recent first), then the ones
    /// the schedule brings back (most overdue first).
    pub due: Vec<String>,
    /// Every question last answered wrongly, most recent first.
    pub missed: Vec<String>,
    /// Every question answered, soonest due first.
    pub answered: Vec<String>,
    /// When the next question not due now falls due, if any.
    pub next: Option<u64>,
}

impl Queue {
    /// The queues of the learner's progress at the model's time.
    pub fn of(app: &App) -> Self {
        let progress = &app.progress;
        let known = |id: &String| app.library.scenario(id).is_some();
        let mut last_mode: BTreeMap<&str, Mode> = BTreeMap::new();
        for a in &progress.answers {
            last_mode.insert(&a.scenario, a.mode);
        }
        let missed: Vec<String> = progress.missed().into_iter().filter(known).collect();
        let mut due: Vec<String> = missed
            .iter()
            .filter(|id| last_mode.get(id.as_str()) != Some(&Mode::Review))
            .cloned()
            .collect();
        for id in progress.due(app.now).into_iter().filter(known) {
            if !due.contains(&id) {
                due.push(id);
            }
        }
        let mut by_due: Vec<(u64, &String)> = progress
            .cards
            .iter()
            .filter(|(id, _)| known(id))
            .map(|(id, c)| (c.due, id))
            .collect();
        by_due.sort();
        let next = by_due
            .iter()
            .filter(|(_, id)| !due.contains(id))
            .map(|(at, _)| *at)
            .find(|at| *at > app.now);
        Self {
            due,
            missed,
            answered: by_due.into_iter().map(|(_, id)| id.clone()).collect(),
            next,
        }
    }

    /// The scenarios of a choice.
    pub fn of_choice(&self, choice: Choice) -> &[String] {
        match choice {
            Choice::Due => &self.due,
            Choice::CramMissed => &self.missed,
            Choice::CramAll => &self.answered,
        }
    }
}

/// The menu's box within the body.
fn menu_area(body: Rect) -> Rect {
    let width = 56.min(body.width.saturating_sub(4));
    Rect::new(body.x + 2, body.y + 1, width, 2 + 3)
}

/// The choice under a click at row `y`, column `x` of the terminal.
fn choice_at(body: Rect, x: u16, y: u16) -> Option<usize> {
    let menu = menu_area(body);
    let inner = menu.inner(ratatui::layout::Margin::new(1, 1));
    inner
        .contains((x, y).into())
        .then(|| usize::from(y - inner.y))
}

/// The sentence that says what is due, or when the next review is.
fn status(queue: &Queue, app: &App) -> String {
    let loc = &app.loc;
    if !queue.due.is_empty() {
        return loc.text("review-due-now", &[("count", Arg::from(queue.due.len()))]);
    }
    match queue.next {
        None if queue.answered.is_empty() => loc.text("review-nothing-answered", &[]),
        None => loc.text("review-nothing-due", &[]),
        Some(at) if at.saturating_sub(app.now) < SOON => {
            let minutes = at.saturating_sub(app.now).div_ceil(60);
            loc.text("review-next-minutes", &[("count", Arg::from(minutes))])
        }
        Some(at) => loc.text(
            "review-next-date",
            &[("date", Arg::from(iso_date(at, &app.zone)))],
        ),
    }
}

/// The title bar's text.
pub fn title(app: &App) -> (String, String) {
    (app.loc.text("mode-review", &[]), String::new())
}

/// Draws the review entry.
pub fn render(state: &ReviewState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let queue = Queue::of(app);
    let menu = menu_area(body);
    let block = Block::bordered()
        .border_style(t.border_focus())
        .title(Span::styled(
            format!(" {} ", loc.text("mode-review", &[])),
            t.title(),
        ));
    let inner = block.inner(menu);
    block.render(menu, buf);
    for (i, choice) in Choice::ALL.iter().enumerate() {
        let selected = i == state.selected;
        let count = queue.of_choice(*choice).len();
        let style = match (selected, count) {
            (true, _) => t.selected(),
            (false, 0) => t.dim(),
            _ => Style::new(),
        };
        let y = inner.y + u16::try_from(i).unwrap_or(0);
        if selected {
            buf.set_style(Rect::new(inner.x, y, inner.width, 1), t.selected());
        }
        let name = loc.text(choice.message_id(), &[("count", Arg::from(count))]);
        Line::from(vec![
            Span::styled(t.symbols().pointer(selected), t.key()),
            Span::styled(format!("{} ", i + 1), t.key()),
            Span::styled(
                format!(
                    " {}",
                    ellipsis(&name, usize::from(inner.width.saturating_sub(7)))
                ),
                style,
            ),
        ])
        .render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
    let width = body.width.saturating_sub(4);
    let mut lines = Vec::new();
    let (text, style) = match state.notice {
        Some(id) => (loc.text(id, &[]), t.wrong()),
        None => (status(&queue, app), t.accent()),
    };
    lines.extend(hanging(Span::raw(""), &text, width, style));
    lines.extend(hanging(
        Span::raw(""),
        &loc.text("review-cram-note", &[]),
        width,
        t.dim(),
    ));
    let choice = Choice::ALL[state.selected.min(Choice::ALL.len() - 1)];
    let list = queue.of_choice(choice);
    if !list.is_empty() {
        lines.push(Line::raw(""));
        lines.push(Line::styled(
            loc.text(choice.message_id(), &[("count", Arg::from(list.len()))]),
            t.title(),
        ));
    }
    let top = menu.bottom() + 1;
    let room = usize::from(body.bottom().saturating_sub(top));
    let shown = room.saturating_sub(lines.len());
    for (k, id) in list.iter().enumerate().take(shown) {
        let Some(scenario) = app.library.scenario(id) else {
            continue;
        };
        let more = list.len() - k;
        if k + 1 == shown && more > 1 {
            lines.push(Line::styled(
                loc.text("review-more", &[("count", Arg::from(more))]),
                t.dim(),
            ));
            break;
        }
        let topics: Vec<String> = scenario.topics.iter().map(|x| loc.topic(x)).collect();
        let topics = if topics.is_empty() {
            String::new()
        } else {
            format!("  · {}", loc.list(&topics))
        };
        // The question keeps its room; the topics give way first, both cut with "…".
        let room = usize::from(width).saturating_sub(2);
        let question = ellipsis(&question_text(scenario, app), room);
        let rest = room.saturating_sub(Line::raw(question.as_str()).width());
        lines.push(Line::from(vec![
            Span::styled("• ", t.key()),
            Span::raw(question),
            Span::styled(ellipsis(&topics, rest), t.dim()),
        ]));
    }
    for (y, line) in (top..body.bottom()).zip(lines) {
        line.render(Rect::new(body.x + 2, y, width, 1), buf);
    }
}
