//! The exam: a seeded paper of fixed size, a countdown, an answer sheet to jump between
//! questions, flags, and one submit with a warning about unanswered questions. No feedback
//! until the paper is handed in. The exam as it stands is kept on disk after every change
//! ([`ExamState::snapshot`]) and can be put back on screen after a crash
//! ([`ExamState::resume`]).

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

use crate::i18n::Arg;
use crate::laws::Edition;
use crate::quiz::paper::Paper;
use crate::quiz::score::PassMark;
use crate::quiz::variant::Variant;
use crate::store::SavedExam;
use crate::tui::app::App;
use crate::tui::card::Card;
use crate::tui::keymap::key_names;
use crate::tui::layout::centred;
use crate::tui::widgets::digits;
use crate::tui::wrap::hanging;

use super::question::render_card;

/// Columns of one cell of the answer sheet.
const SHEET_CELL: u16 = 6;

/// A dialog over the exam.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    /// Hand the paper in? Lists the unanswered questions.
    Submit,
    /// Leave the exam and lose the answers?
    Leave,
}

/// An exam in progress.
#[derive(Debug, Clone)]
pub struct ExamState {
    /// The paper.
    pub paper: Paper,
    /// The edition every question is ruled under, or `None` for each scenario's own.
    pub edition: Option<Edition>,
    /// One card per question, ruled when first shown.
    pub cards: Vec<Option<Card>>,
    /// The question on screen.
    pub current: usize,
    /// Questions flagged for another look.
    pub flagged: Vec<bool>,
    /// The time allowed.
    pub limit: Duration,
    /// The time used.
    pub used: Duration,
    /// The pass mark.
    pub pass: PassMark,
    /// The open dialog.
    pub dialog: Option<Dialog>,
    /// When it was started (seconds since 1970, UTC).
    pub started: u64,
    /// The time used when it was last saved.
    pub saved_used: Duration,
}

impl ExamState {
    /// An exam over `paper` with `limit` to answer.
    pub fn new(paper: Paper, edition: Option<Edition>, limit: Duration, app: &App) -> Self {
        let n = paper.ids.len();
        let mut exam = Self {
            paper,
            edition,
            cards: vec![None; n],
            current: 0,
            flagged: vec![false; n],
            limit,
            used: Duration::ZERO,
            pass: PassMark(app.settings.exam.pass_mark),
            dialog: None,
            started: app.now,
            saved_used: Duration::ZERO,
        };
        exam.ensure(0, app);
        exam
    }

    /// The exam as it stands, to be kept on disk.
    pub fn snapshot(&self) -> SavedExam {
        SavedExam {
            format: crate::store::exam::FORMAT,
            seed: self.paper.seed,
            ids: self.paper.ids.clone(),
            edition: self.edition.map(Edition::year),
            answers: (0..self.paper.ids.len())
                .map(|i| self.answer(i).map(<[usize]>::to_vec).unwrap_or_default())
                .collect(),
            flagged: self.flagged.clone(),
            current: self.current,
            limit_secs: self.limit.as_secs(),
            used_ms: u64::try_from(self.used.as_millis()).unwrap_or(u64::MAX),
            pass_mark: self.pass.0,
            started: self.started,
        }
    }

    /// The exam kept on disk, back on screen: its answers, flags and time as they were.
    /// Questions whose scenario is no longer in the library are dropped; `None` when none
    /// is left.
    pub fn resume(saved: &SavedExam, app: &App) -> Option<Self> {
        let kept: Vec<usize> = (0..saved.ids.len())
            .filter(|i| app.library.scenario(&saved.ids[*i]).is_some())
            .collect();
        if kept.is_empty() {
            return None;
        }
        let paper = Paper {
            seed: saved.seed,
            ids: kept.iter().map(|i| saved.ids[*i].clone()).collect(),
        };
        let edition = saved
            .edition
            .and_then(|y| Edition::ALL.into_iter().find(|e| e.year() == y));
        let limit = Duration::from_secs(saved.limit_secs);
        let mut exam = Self::new(paper, edition, limit, app);
        exam.pass = PassMark(saved.pass_mark.min(100));
        exam.started = saved.started;
        exam.used = Duration::from_millis(saved.used_ms);
        exam.saved_used = exam.used;
        for (k, i) in kept.iter().enumerate() {
            exam.flagged[k] = saved.flagged.get(*i).copied().unwrap_or(false);
            let n_options = app
                .library
                .scenario(&exam.paper.ids[k])
                .map_or(0, |s| s.options.len());
            let answer: Vec<usize> = saved
                .answers
                .get(*i)
                .map(|a| a.iter().copied().filter(|o| *o < n_options).collect())
                .unwrap_or_default();
            if !answer.is_empty() {
                exam.ensure(k, app);
                if let Some(Some(card)) = exam.cards.get_mut(k) {
                    card.cursor = answer[0];
                    card.picked = answer;
                }
            }
        }
        exam.current = kept.iter().position(|i| *i >= saved.current).unwrap_or(0);
        exam.ensure(exam.current, app);
        Some(exam)
    }

    /// Rules question `i` if it has not been yet.
    pub fn ensure(&mut self, i: usize, app: &App) {
        if let (Some(slot @ None), Some(id)) = (self.cards.get_mut(i), self.paper.ids.get(i))
            && let Some(s) = app.library.scenario(id)
        {
            let variant = Variant::own(self.edition.unwrap_or(s.edition()));
            *slot = Some(Card::new(s, variant, None));
        }
    }

    /// The card on screen.
    pub fn card(&self) -> Option<&Card> {
        self.cards.get(self.current)?.as_ref()
    }

    /// The card on screen, to change.
    pub fn card_mut(&mut self) -> Option<&mut Card> {
        self.cards.get_mut(self.current)?.as_mut()
    }

    /// The answer given to question `i`, if any.
    pub fn answer(&self, i: usize) -> Option<&[usize]> {
        self.cards
            .get(i)?
            .as_ref()
            .map(|c| c.picked.as_slice())
            .filter(|p| !p.is_empty())
    }

    /// The questions not answered, numbered from 1.
    pub fn unanswered(&self) -> Vec<usize> {
        (0..self.paper.ids.len())
            .filter(|i| self.answer(*i).is_none())
            .map(|i| i + 1)
            .collect()
    }

    /// The time left.
    pub fn remaining(&self) -> Duration {
        self.limit.saturating_sub(self.used)
    }

    /// Rows the answer sheet takes in `body` at `width` columns, its title included, and
    /// whether the countdown is drawn beside it in big digits.
    pub fn sheet_rows(&self, body: Rect, width: u16) -> (u16, bool) {
        let big = body.height >= 30;
        let per_row = (sheet_width(width, big) / SHEET_CELL).max(1);
        let n = u16::try_from(self.paper.ids.len()).unwrap_or(u16::MAX);
        let rows = 1 + n.div_ceil(per_row);
        if big {
            (rows.max(1 + digits_rows()), true)
        } else {
            (rows, false)
        }
    }
}

/// The rows of the big countdown.
fn digits_rows() -> u16 {
    crate::tui::widgets::clock::BIG_ROWS
}

/// The columns of the sheet's cells, leaving room for a big countdown.
fn sheet_width(width: u16, big: bool) -> u16 {
    if big { width.saturating_sub(18) } else { width }
}

/// The countdown as a clock reading.
pub fn countdown(exam: &ExamState) -> String {
    crate::laws::clock::ClockTime(u64::try_from(exam.remaining().as_millis()).unwrap_or(0))
        .to_string()
}

/// The question whose sheet cell is at `x`, `y`, if any.
pub fn sheet_cell_at(exam: &ExamState, sheet: Rect, x: u16, y: u16) -> Option<usize> {
    if !sheet.contains((x, y).into()) || y == sheet.y {
        return None;
    }
    let per_row = (sheet.width / SHEET_CELL).max(1);
    if x - sheet.x >= per_row * SHEET_CELL {
        return None;
    }
    let i = usize::from((y - sheet.y - 1) * per_row + (x - sheet.x) / SHEET_CELL);
    (i < exam.paper.ids.len()).then_some(i)
}

/// Draws the exam.
pub fn render(exam: &ExamState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let Some(card) = exam.card() else { return };
    let Some(scenario) = card.scenario(&app.library) else {
        return;
    };
    let (_, right) = crate::tui::layout::question(body, Card::has_board(scenario));
    let (rows, big) = exam.sheet_rows(body, right.width);
    render_card(card, scenario, app, body, rows, buf);
    let sheet = Rect::new(right.x, right.bottom() - rows, right.width, rows);
    render_sheet(
        exam,
        app,
        Rect {
            width: sheet_width(sheet.width, big),
            ..sheet
        },
        buf,
    );
    if big {
        let text = countdown(exam);
        let w = digits::width(&text);
        let style = if exam.remaining() < Duration::from_mins(1) {
            t.wrong()
        } else {
            t.accent()
        };
        let x = sheet.right().saturating_sub(w);
        digits::draw(buf, x, sheet.y + 1, &text, style);
    }
    if let Some(dialog) = exam.dialog {
        render_dialog(exam, dialog, app, body, buf);
    }
}

/// Where the sheet is drawn for the question on screen.
pub fn sheet_area(exam: &ExamState, app: &App, body: Rect) -> Option<Rect> {
    let scenario = exam.card()?.scenario(&app.library)?;
    let (_, right) = crate::tui::layout::question(body, Card::has_board(scenario));
    let (rows, big) = exam.sheet_rows(body, right.width);
    Some(Rect::new(
        right.x,
        right.bottom() - rows,
        sheet_width(right.width, big),
        rows,
    ))
}

/// The answer sheet: every question with its state.
fn render_sheet(exam: &ExamState, app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let answered = exam.paper.ids.len() - exam.unanswered().len();
    let mut title = vec![
        Span::styled(format!("{} ", loc.text("exam-sheet", &[])), t.title()),
        Span::styled(
            loc.text(
                "exam-answered",
                &[
                    ("count", Arg::from(answered)),
                    ("total", Arg::from(exam.paper.ids.len())),
                ],
            ),
            t.dim(),
        ),
    ];
    let legend = [
        Span::styled(format!("  {} ", t.symbols().chosen), t.accent()),
        Span::styled(loc.text("exam-legend-answered", &[]), t.dim()),
        Span::styled(format!("  {} ", t.symbols().flag), t.wrong()),
        Span::styled(loc.text("exam-legend-flagged", &[]), t.dim()),
    ];
    let width = |spans: &[Span]| spans.iter().map(Span::width).sum::<usize>();
    if width(&title) + width(&legend) <= usize::from(area.width) {
        title.extend(legend);
    }
    Line::from(title).render(Rect::new(area.x, area.y, area.width, 1), buf);
    let per_row = (area.width / SHEET_CELL).max(1);
    for i in 0..exam.paper.ids.len() {
        let k = u16::try_from(i).unwrap_or(u16::MAX);
        let x = area.x + (k % per_row) * SHEET_CELL;
        let y = area.y + 1 + k / per_row;
        if y >= area.bottom() {
            break;
        }
        // Answered or not, and the flag beside it: a flag must not hide a blank answer.
        let (mark, mark_style) = if exam.answer(i).is_some() {
            (t.symbols().chosen, t.accent())
        } else {
            (t.symbols().open, t.dim())
        };
        let flag = if exam.flagged[i] {
            t.symbols().flag
        } else {
            " "
        };
        let style = if i == exam.current {
            t.selected()
        } else {
            Style::new()
        };
        Line::from(vec![
            Span::styled(format!("{:>3}", i + 1), style),
            Span::styled(mark, mark_style.patch(style)),
            Span::styled(flag, t.wrong().patch(style)),
        ])
        .render(Rect::new(x, y, SHEET_CELL - 1, 1), buf);
    }
}

/// The submit or leave dialog.
fn render_dialog(exam: &ExamState, dialog: Dialog, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let width = 56.min(body.width);
    let (title, text) = match dialog {
        Dialog::Submit => {
            let missing = exam.unanswered();
            let numbers = |list: &[usize]| loc.list(list.iter().map(ToString::to_string));
            let mut text = if missing.is_empty() {
                loc.text("exam-submit-all", &[])
            } else if missing.len() == exam.paper.ids.len() {
                loc.text("exam-submit-none", &[])
            } else {
                loc.text(
                    "exam-submit-missing",
                    &[
                        ("count", Arg::from(missing.len())),
                        ("list", Arg::from(numbers(&missing))),
                    ],
                )
            };
            let flagged: Vec<usize> = (0..exam.flagged.len())
                .filter(|i| exam.flagged[*i])
                .map(|i| i + 1)
                .collect();
            if !flagged.is_empty() {
                text = format!(
                    "{}\n{text}",
                    loc.text(
                        "exam-submit-flagged",
                        &[("list", Arg::from(numbers(&flagged)))]
                    )
                );
            }
            (loc.text("exam-submit-title", &[]), text)
        }
        Dialog::Leave => (
            loc.text("exam-leave-title", &[]),
            loc.text("exam-leave", &[]),
        ),
    };
    let mut lines = hanging(Span::raw(""), &text, width - 4, Style::new());
    lines.push(Line::raw(""));
    lines.push(Line::from(vec![
        Span::styled(format!("{} ", key_names("Enter", loc)), t.key()),
        Span::raw(loc.text("dialog-yes", &[])),
        Span::raw("   "),
        Span::styled(format!("{} ", key_names("Esc", loc)), t.key()),
        Span::raw(loc.text("dialog-no", &[])),
    ]));
    let height = u16::try_from(lines.len()).unwrap_or(u16::MAX) + 2;
    let area = centred(body, width, height);
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_style(t.accent())
        .title(Span::styled(format!(" {title} "), t.title()));
    let inner = block.inner(area).inner(ratatui::layout::Margin::new(1, 0));
    block.render(area, buf);
    for (y, line) in (inner.y..inner.bottom()).zip(lines) {
        line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}
