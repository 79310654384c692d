//! The exam's results: score, pass or fail, the seed, the weakest topics, and every question
//! with the answer given and the right one, each open for review.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::{Library, Scenario};
use crate::i18n::Arg;
use crate::laws::Edition;
use crate::quiz::grade::is_right;
use crate::quiz::score::{ExamScore, PassMark};
use crate::quiz::variant::Variant;
use crate::tui::app::App;
use crate::tui::widgets::digits;
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::pad;

use super::exam::ExamState;
use super::question::Item;

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
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// The row under the cursor.
    pub selected: usize,
}

impl ResultsState {
    /// Marks a handed-in exam, ruling any question never shown.
    pub fn mark(exam: &mut ExamState, app: &App) -> Self {
        for i in 0..exam.paper.ids.len() {
            exam.ensure(i, app);
        }
        let rows: Vec<Row> = exam
            .cards
            .iter()
            .zip(&exam.paper.ids)
            .zip(&exam.flagged)
            .map(|((card, id), flagged)| {
                let given = card
                    .as_ref()
                    .map(|c| c.picked.clone())
                    .filter(|p| !p.is_empty());
                let graded = card.as_ref().and_then(|c| c.graded.as_ref().ok());
                let right = match (graded, &given) {
                    (Some(g), Some(a)) => is_right(g, a),
                    _ => false,
                };
                Row {
                    id: id.clone(),
                    variant: card
                        .as_ref()
                        .map_or(Variant::own(Edition::default()), |c| c.variant),
                    given,
                    correct: graded.map(|g| g.correct.clone()).unwrap_or_default(),
                    right,
                    flagged: *flagged,
                }
            })
            .collect();
        let score = ExamScore {
            right: rows.iter().filter(|r| r.right).count(),
            total: rows.len(),
        };
        Self {
            seed: exam.paper.seed,
            edition: exam.edition,
            rows,
            score,
            pass: exam.pass,
            used: exam.used.min(exam.limit),
            time_up: exam.used >= exam.limit,
            selected: 0,
        }
    }

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
}

/// The first row of the question list.
fn list_top(body: Rect) -> u16 {
    body.y + 7
}

/// The question row under a click, if any.
pub fn row_at(state: &ResultsState, body: Rect, y: u16) -> Option<usize> {
    let top = list_top(body) + 1;
    if y < top || y >= body.bottom() {
        return None;
    }
    let visible = usize::from(body.bottom() - top);
    let first = state.selected.saturating_sub(visible.saturating_sub(1));
    let i = first + usize::from(y - top);
    (i < state.rows.len()).then_some(i)
}

/// Draws the results.
pub fn render(state: &ResultsState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let x = body.x + 2;
    let width = body.width.saturating_sub(4);
    let passed = state.score.passed(state.pass);
    let score_text = format!("{}/{}", state.score.right, state.score.total);
    let verdict_style = if passed { t.right() } else { t.wrong() };
    digits::draw(buf, x, body.y + 1, &score_text, verdict_style);
    let sx = x + digits::width(&score_text) + 3;
    let verdict = loc.text(if passed { "exam-passed" } else { "exam-failed" }, &[]);
    Line::from(vec![
        Span::styled(verdict, verdict_style),
        Span::raw("  "),
        Span::raw(loc.text(
            "exam-percent",
            &[
                ("percent", Arg::from(state.score.percent())),
                ("mark", Arg::from(state.pass.0)),
            ],
        )),
    ])
    .render(
        Rect::new(sx, body.y + 1, body.right().saturating_sub(sx), 1),
        buf,
    );
    let edition = state.edition.map_or_else(
        || loc.text("edition-own", &[]),
        |e| edition_name(loc, e.year()),
    );
    let used = crate::laws::clock::ClockTime(u64::try_from(state.used.as_millis()).unwrap_or(0));
    let facts = loc.text(
        "exam-facts",
        &[
            ("seed", Arg::from(state.seed.to_string())),
            ("edition", Arg::from(edition)),
            ("time", Arg::from(used.to_string())),
        ],
    );
    let mut spans = Vec::new();
    if state.time_up {
        spans.push(Span::styled(
            format!("{} ", loc.text("exam-time-up", &[])),
            t.wrong(),
        ));
    }
    spans.push(Span::styled(facts, t.dim()));
    Line::from(spans).render(
        Rect::new(sx, body.y + 2, body.right().saturating_sub(sx), 1),
        buf,
    );
    let weak: Vec<String> = state
        .topics(&app.library)
        .into_iter()
        .filter(|(_, right, asked)| right < asked)
        .take(4)
        .map(|(topic, right, asked)| format!("{} {right}/{asked}", loc.topic(&topic)))
        .collect();
    if !weak.is_empty() {
        Line::from(vec![
            Span::styled(loc.label(&loc.text("exam-weakest", &[])), t.accent()),
            Span::raw(weak.join(" · ")),
        ])
        .render(Rect::new(x, body.y + 5, width, 1), buf);
    }
    let top = list_top(body);
    Line::from(vec![Span::styled(
        format!(
            " #   {}{}{}",
            pad(&loc.text("exam-col-given", &[]), 6),
            pad(&loc.text("exam-col-right", &[]), 8),
            loc.text("exam-col-question", &[])
        ),
        t.title(),
    )])
    .render(Rect::new(x, top, width, 1), buf);
    let visible = usize::from(body.bottom().saturating_sub(top + 1));
    let first = state.selected.saturating_sub(visible.saturating_sub(1));
    let letters = |v: &[usize]| {
        if v.is_empty() {
            "–".to_owned()
        } else {
            v.iter()
                .map(|i| Scenario::letter(*i).to_string())
                .collect::<Vec<_>>()
                .join("+")
        }
    };
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
        let question = app
            .library
            .scenario(&row.id)
            .map(|s| s.question.text.text(app.lang()).to_owned())
            .unwrap_or_default();
        let style = if selected { t.selected() } else { Style::new() };
        if selected {
            buf.set_style(Rect::new(x, y, width, 1), t.selected());
        }
        Line::from(vec![
            Span::styled(format!("{:>2} ", i + 1), style),
            Span::styled(format!("{mark} "), mark_style),
            Span::styled(
                format!("{:<6}", letters(row.given.as_deref().unwrap_or(&[]))),
                style,
            ),
            Span::styled(format!("{:<8}", letters(&row.correct)), style),
            Span::styled(
                if row.flagged {
                    format!("{} ", t.symbols().flag)
                } else {
                    String::new()
                },
                t.wrong(),
            ),
            Span::styled(question, style),
        ])
        .render(Rect::new(x, y, width, 1), buf);
    }
}
