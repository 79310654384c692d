//! An exam's results: score, pass or fail, the seed, the time used, the weakest topics, and
//! every question with the answer given and the right one, each open for review. Shown when
//! an exam is handed in, and again from the list of past exams.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::{Library, Scenario};
use crate::i18n::Arg;
use crate::laws::Edition;
use crate::quiz::score::{ExamScore, PassMark};
use crate::quiz::variant::Variant;
use crate::store::Mode;
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::Item;
use crate::tui::card::view::question_text;
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, UP_DOWN};
use crate::tui::layout::chrome;
use crate::tui::list;
use crate::tui::widgets::digits;
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::{ellipsis, hanging, pad};

use super::question::QuestionState;

/// One question of the paper, marked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// The scenario.
    pub id: String,
    /// The edition it was ruled under.
    pub variant: Variant,
    /// The answer given, if any.
    pub given: Option<Vec<usize>>,
    /// The right options (empty when the case could not be ruled).
    pub correct: Vec<usize>,
    /// Whether the answer was right.
    pub right: bool,
    /// Whether it was flagged.
    pub flagged: bool,
}

/// The results of a handed-in exam.
#[derive(Debug, Clone)]
pub struct ResultsState {
    /// The paper's seed.
    pub seed: u64,
    /// The edition the paper was ruled under, or `None` for each scenario's own.
    pub edition: Option<Edition>,
    /// Every question.
    pub rows: Vec<Row>,
    /// The score.
    pub score: ExamScore,
    /// The pass mark.
    pub pass: PassMark,
    /// The time used.
    pub used: Duration,
    /// Whether the time ran out, so that the paper was handed in by the clock.
    pub time_up: bool,
    /// When the exam was started (seconds since 1970, UTC).
    pub started: u64,
    /// The row under the cursor.
    pub selected: usize,
    /// Where Esc leads: home after handing in, the list of past exams from there.
    pub back: Box<Screen>,
}

/// The keys of the results.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-results",
    groups: &[&[
        Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-row"),
        Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-review"),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
        Binding::help(ENDS, Does::Pair(Action::First, Action::Last), "key-ends"),
    ]],
};

impl ResultsState {
    /// The review items: every question with its answer.
    pub fn items(&self) -> Vec<Item> {
        self.rows
            .iter()
            .map(|r| Item {
                id: r.id.clone(),
                variant: r.variant,
                recast: None,
                given: Some(r.given.clone().unwrap_or_default()),
            })
            .collect()
    }

    /// Topics by share of right answers, weakest first: (topic, right, asked).
    pub fn topics(&self, library: &Library) -> Vec<(String, usize, usize)> {
        let mut out: Vec<(String, usize, usize)> = Vec::new();
        for row in &self.rows {
            let Some(s) = library.scenario(&row.id) else {
                continue;
            };
            for topic in &s.topics {
                match out.iter_mut().find(|(t, _, _)| t == topic) {
                    Some(entry) => {
                        entry.1 += usize::from(row.right);
                        entry.2 += 1;
                    }
                    None => out.push((topic.clone(), usize::from(row.right), 1)),
                }
            }
        }
        out.sort_by(|a, b| (a.1 * b.2).cmp(&(b.1 * a.2)).then(a.0.cmp(&b.0)));
        out
    }

    /// The keys of the results.
    pub fn keys(&self) -> &'static KeyTable {
        &KEYS
    }

    /// The results' answer to an action.
    pub fn update(mut self, app: &App, action: Action) -> Screen {
        let n = self.rows.len();
        if let Some(i) = list::step(self.selected, action, n) {
            self.selected = i;
            return Screen::Results(Box::new(self));
        }
        match action {
            Action::Back => return *self.back,
            Action::ScrollUp => self.selected = self.selected.saturating_sub(1),
            Action::ScrollDown => self.selected = (self.selected + 1).min(n.saturating_sub(1)),
            Action::Confirm => return self.review(app),
            Action::Click(x, y) => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                if let Some(i) = row_at(&self, app, body, x, y) {
                    if self.selected == i {
                        return self.review(app);
                    }
                    self.selected = i;
                }
            }
            _ => {}
        }
        Screen::Results(Box::new(self))
    }

    /// Opens the review of the selected question, with a way back to the results.
    fn review(self, app: &App) -> Screen {
        let items = self.items();
        let index = self.selected;
        let back = Screen::Results(Box::new(self));
        match QuestionState::new(Mode::Exam, items, index, app, back.clone()) {
            Some(q) => Screen::Question(Box::new(q)),
            None => back,
        }
    }
}

/// A time of the exam (the time left, the time used) as hours, minutes and seconds, the
/// one format every screen uses for it: 4:05, 1:02:03.
pub fn exam_time(d: Duration) -> String {
    let secs = d.as_secs();
    let (h, m, s) = (secs / 3600, secs / 60 % 60, secs % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The lines right of the score: pass or fail, the facts, and whether the time ran out.
fn header_lines(state: &ResultsState, app: &App, width: u16) -> Vec<Line<'static>> {
    let t = app.theme();
    let loc = &app.loc;
    let passed = state.score.passed(state.pass);
    let verdict_style = if passed { t.right() } else { t.wrong() };
    let mut lines = vec![Line::from(vec![
        Span::styled(
            loc.text(if passed { "exam-passed" } else { "exam-failed" }, &[]),
            verdict_style,
        ),
        Span::raw("  "),
        Span::raw(loc.text(
            "exam-percent",
            &[
                ("percent", Arg::from(state.score.percent())),
                ("mark", Arg::from(state.pass.0)),
            ],
        )),
    ])];
    let edition = state.edition.map_or_else(
        || loc.text("edition-own", &[]),
        |e| edition_name(loc, e.year()),
    );
    let facts = loc.text(
        "exam-facts",
        &[
            ("seed", Arg::from(state.seed.to_string())),
            ("edition", Arg::from(edition)),
            ("time", Arg::from(exam_time(state.used))),
        ],
    );
    lines.extend(hanging(Span::raw(""), &facts, width, t.dim()));
    if state.time_up {
        lines.extend(hanging(
            Span::raw(""),
            &loc.text("exam-time-up", &[]),
            width,
            t.wrong(),
        ));
    }
    lines
}

/// The weakest topics, as many as two lines hold.
fn weak_lines(state: &ResultsState, app: &App, width: u16) -> Vec<Line<'static>> {
    let loc = &app.loc;
    let weak: Vec<String> = state
        .topics(&app.library)
        .into_iter()
        .filter(|(_, right, asked)| right < asked)
        .take(4)
        .map(|(topic, right, asked)| format!("{} {right}/{asked}", loc.topic(&topic)))
        .collect();
    if weak.is_empty() {
        return Vec::new();
    }
    let mut lines = hanging(
        Span::styled(
            loc.label(&loc.text("exam-weakest", &[])),
            app.theme().accent(),
        ),
        &weak.join(" · "),
        width,
        Style::new(),
    );
    lines.truncate(2);
    lines
}

/// Where the parts of the results go: the header right of the score, the weakest topics,
/// and the first row of the question list (its column titles).
struct Parts {
    header: Vec<Line<'static>>,
    header_x: u16,
    weak: Vec<Line<'static>>,
    weak_y: u16,
    list_top: u16,
}

fn parts(state: &ResultsState, app: &App, body: Rect) -> Parts {
    let x = body.x + 2;
    let width = body.width.saturating_sub(4);
    let score_text = score_text(state);
    let header_x = x + digits::width(&score_text) + 3;
    let header = header_lines(state, app, body.right().saturating_sub(header_x + 1));
    let header_rows = u16::try_from(header.len())
        .unwrap_or(u16::MAX)
        .max(digits::ROWS);
    let weak_y = body.y + 1 + header_rows + 1;
    let weak = weak_lines(state, app, width);
    let weak_rows = u16::try_from(weak.len()).unwrap_or(0);
    Parts {
        header,
        header_x,
        weak,
        weak_y,
        list_top: weak_y + weak_rows + u16::from(weak_rows > 0),
    }
}

fn score_text(state: &ResultsState) -> String {
    format!("{}/{}", state.score.right, state.score.total)
}

/// The first row shown and the number of rows of the question list.
fn list_window(state: &ResultsState, body: Rect, top: u16) -> (usize, usize) {
    let visible = usize::from(body.bottom().saturating_sub(top + 1));
    let first = state.selected.saturating_sub(visible.saturating_sub(1));
    (first, visible)
}

/// The question row under a click, if any.
fn row_at(state: &ResultsState, app: &App, body: Rect, x: u16, y: u16) -> Option<usize> {
    let top = parts(state, app, body).list_top + 1;
    if y < top || y >= body.bottom() || x < body.x + 2 || x >= body.right().saturating_sub(2) {
        return None;
    }
    let (first, _) = list_window(state, body, top - 1);
    let i = first + usize::from(y - top);
    (i < state.rows.len()).then_some(i)
}

/// The letters of a set of options ("b", "a+c"), a dash for none.
fn letters(v: &[usize]) -> String {
    if v.is_empty() {
        "–".to_owned()
    } else {
        v.iter()
            .map(|i| Scenario::letter(*i).to_string())
            .collect::<Vec<_>>()
            .join("+")
    }
}

/// The title bar's text.
pub fn title(app: &App) -> (String, String) {
    (app.loc.text("exam-results", &[]), String::new())
}

/// Draws the results.
pub fn render(state: &ResultsState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let x = body.x + 2;
    let width = body.width.saturating_sub(4);
    let passed = state.score.passed(state.pass);
    let verdict_style = if passed { t.right() } else { t.wrong() };
    digits::draw(buf, x, body.y + 1, &score_text(state), verdict_style);
    let p = parts(state, app, body);
    let header_width = body.right().saturating_sub(p.header_x + 1);
    for (line, y) in p.header.into_iter().zip(body.y + 1..) {
        line.render(Rect::new(p.header_x, y, header_width, 1), buf);
    }
    for (line, y) in p.weak.into_iter().zip(p.weak_y..) {
        line.render(Rect::new(x, y, width, 1), buf);
    }
    let top = p.list_top;
    let given = loc.text("exam-col-given", &[]);
    let right = loc.text("exam-col-right", &[]);
    let given_w = Line::raw(given.as_str()).width().max(5) + 1;
    let right_w = Line::raw(right.as_str()).width().max(7) + 1;
    Line::from(vec![Span::styled(
        format!(
            " #   {}{}{}",
            pad(&given, given_w),
            pad(&right, right_w),
            loc.text("exam-col-question", &[])
        ),
        t.title(),
    )])
    .render(Rect::new(x, top, width, 1), buf);
    let (first, visible) = list_window(state, body, top);
    for (k, (i, row)) in state
        .rows
        .iter()
        .enumerate()
        .skip(first)
        .take(visible)
        .enumerate()
    {
        let y = top + 1 + u16::try_from(k).unwrap_or(0);
        let selected = i == state.selected;
        let (mark, mark_style) = if row.right {
            (t.symbols().right, t.right())
        } else if row.given.is_none() {
            (t.symbols().blank, t.accent())
        } else {
            (t.symbols().wrong, t.wrong())
        };
        let style = if selected { t.selected() } else { Style::new() };
        if selected {
            buf.set_style(Rect::new(x, y, width, 1), t.selected());
        }
        let mut spans = vec![
            Span::styled(format!("{:>2} ", i + 1), style),
            Span::styled(format!("{mark} "), mark_style),
            Span::styled(
                pad(&letters(row.given.as_deref().unwrap_or(&[])), given_w),
                style,
            ),
            Span::styled(pad(&letters(&row.correct), right_w), style),
        ];
        if row.flagged {
            spans.push(Span::styled(format!("{} ", t.symbols().flag), t.wrong()));
        }
        let used: usize = spans.iter().map(Span::width).sum();
        let question = app
            .library
            .scenario(&row.id)
            .map(|s| question_text(s, app))
            .unwrap_or_default();
        spans.push(Span::styled(
            ellipsis(&question, usize::from(width).saturating_sub(used + 1)),
            style,
        ));
        Line::from(spans).render(Rect::new(x, y, width, 1), buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exam_times_are_written_one_way() {
        assert_eq!(exam_time(Duration::from_millis(2_200)), "0:02");
        assert_eq!(exam_time(Duration::from_secs(14 * 60 + 5)), "14:05");
        assert_eq!(exam_time(Duration::from_secs(3723)), "1:02:03");
    }
}
