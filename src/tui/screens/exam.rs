//! The exam: a seeded paper of fixed size, a countdown, an answer sheet to jump between
//! questions, flags, and one submit with a warning about unanswered questions. No feedback
//! until the paper is handed in. The exam as it stands is kept on disk after every change
//! ([`ExamState::snapshot`]); leaving it (Esc) or the app keeps it for resuming
//! ([`ExamState::resume`]), and its deadline is wall-clock time, so quitting does not stop
//! the clock. Handed in, it is marked, kept among the past exams, and its results shown.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

use crate::i18n::Arg;
use crate::laws::Edition;
use crate::quiz::grade::is_right;
use crate::quiz::paper::Paper;
use crate::quiz::score::{ExamScore, PassMark};
use crate::quiz::variant::Variant;
use crate::store::{ExamRecord, Mode, SavedExam};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::view::CardView;
use crate::tui::card::{CARD_KEYS, Card};
use crate::tui::effect::Effect;
use crate::tui::keymap::{
    Binding, Does, KeyTable, LEFT_RIGHT, NEXT_PREVIOUS, OPTION_KEYS, UP_DOWN, key_lines,
};
use crate::tui::layout::{self, centred, chrome};
use crate::tui::list;
use crate::tui::widgets::digits;
use crate::tui::wrap::hanging;

use super::results::{ResultsState, Row, exam_time};

/// Columns of one cell of the answer sheet.
const SHEET_CELL: u16 = 6;

/// Lines the text scrolls per page.
const PAGE: u16 = 5;

/// How much exam time may pass before the exam is saved again for the time alone (answers,
/// flags and moves between questions save it at once).
const SAVE_EVERY: Duration = Duration::from_secs(5);

/// Below this much time left, the countdown turns red.
const LOW_TIME: Duration = Duration::from_mins(1);

/// A dialog over the exam.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialog {
    /// Hand the paper in? Lists the unanswered questions.
    Submit,
    /// Leave the exam (it is kept for resuming), or hand it in?
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

/// The keys of the exam, whatever the question: moving between questions, flags, handing
/// in, leaving, the timeline, scrolling, the board.
const ANY_QUESTION: &[Binding] = &[
    Binding::bar(
        NEXT_PREVIOUS,
        Does::Pair(Action::Next, Action::Previous),
        "key-next",
    ),
    Binding::bar(&[KeyCode::Char('m')], Does::Act(Action::Flag), "key-flag").low(),
    // The act that finishes the exam.
    Binding::bar(
        &[KeyCode::Char('s')],
        Does::Act(Action::Submit),
        "key-submit",
    )
    .high(),
    Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-leave"),
    Binding::bar(
        LEFT_RIGHT,
        Does::Pair(Action::Left, Action::Right),
        "key-timeline",
    )
    .low(),
    Binding::help(
        UP_DOWN,
        Does::Pair(Action::Up, Action::Down),
        "key-select-move",
    ),
    Binding::help(
        &[KeyCode::Tab, KeyCode::BackTab],
        Does::Pair(Action::Next, Action::Previous),
        "key-next",
    ),
];

/// The keys of the exam, for a question with one right answer.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-exam",
    groups: &[
        &[Binding::bar(OPTION_KEYS, Does::Choose, "key-pick").high()],
        ANY_QUESTION,
        CARD_KEYS,
        &[Binding::help(
            &[KeyCode::Enter],
            Does::Act(Action::Confirm),
            "key-pick-selected",
        )],
    ],
};

/// The keys of the exam, for a question with several right answers: Space ticks.
pub const MULTI_KEYS: KeyTable = KeyTable {
    title_id: "help-section-exam-multi",
    groups: &[
        &[
            Binding::bar(OPTION_KEYS, Does::Choose, "key-tick"),
            Binding::bar(
                &[KeyCode::Char(' '), KeyCode::Enter],
                Does::Act(Action::Toggle),
                "key-tick-selected",
            ),
        ],
        ANY_QUESTION,
        CARD_KEYS,
    ],
};

/// The keys of the dialog that hands the paper in.
pub const SUBMIT_KEYS: KeyTable = KeyTable {
    title_id: "exam-submit-title",
    groups: &[&[
        Binding::bar(
            &[KeyCode::Enter, KeyCode::Char('y')],
            Does::Act(Action::Confirm),
            "dialog-hand-in",
        ),
        Binding::bar(
            &[KeyCode::Esc, KeyCode::Char('n')],
            Does::Act(Action::Back),
            "dialog-back-to-exam",
        ),
    ]],
};

/// The keys of the dialog that leaves the exam.
pub const LEAVE_KEYS: KeyTable = KeyTable {
    title_id: "exam-leave-title",
    groups: &[&[
        Binding::bar(
            &[KeyCode::Enter, KeyCode::Char('y')],
            Does::Act(Action::Confirm),
            "dialog-leave-keep",
        ),
        Binding::bar(
            &[KeyCode::Char('s')],
            Does::Act(Action::Submit),
            "dialog-hand-in",
        ),
        Binding::bar(
            &[KeyCode::Esc, KeyCode::Char('n')],
            Does::Act(Action::Back),
            "dialog-back-to-exam",
        ),
    ]],
};

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
            answers: self.answers(),
            flagged: self.flagged.clone(),
            current: self.current,
            limit_secs: self.limit.as_secs(),
            used_ms: u64::try_from(self.used.as_millis()).unwrap_or(u64::MAX),
            pass_mark: self.pass.0,
            started: self.started,
        }
    }

    /// The exam as it was handed in, to be kept among the past exams.
    pub fn record(&self, app: &App) -> ExamRecord {
        ExamRecord {
            seed: self.paper.seed,
            ids: self.paper.ids.clone(),
            edition: self.edition.map(Edition::year),
            answers: self.answers(),
            flagged: self.flagged.clone(),
            limit_secs: self.limit.as_secs(),
            used_ms: u64::try_from(self.used.min(self.limit).as_millis()).unwrap_or(u64::MAX),
            pass_mark: self.pass.0,
            started: self.started,
            handed_in: app.now,
            time_up: self.remaining().is_zero(),
        }
    }

    /// The answer given to every question (empty where none was).
    fn answers(&self) -> Vec<Vec<usize>> {
        (0..self.paper.ids.len())
            .map(|i| self.answer(i).map(<[usize]>::to_vec).unwrap_or_default())
            .collect()
    }

    /// The exam kept on disk, back on screen: its answers, flags and question as they were,
    /// and the time used by the clock on the wall, which ran on while the app was closed.
    /// Questions whose scenario is no longer in the library are dropped; `None` when none
    /// is left.
    pub fn resume(saved: &SavedExam, app: &App) -> Option<Self> {
        let mut exam = Self::rebuild(
            saved.seed,
            &saved.ids,
            saved.edition,
            &saved.answers,
            &saved.flagged,
            app,
        )?;
        exam.limit = Duration::from_secs(saved.limit_secs);
        exam.pass = PassMark(saved.pass_mark.min(100));
        exam.started = saved.started;
        exam.used = Duration::from_millis(saved.used_at(app.now));
        exam.saved_used = exam.used;
        exam.current = (0..exam.paper.ids.len())
            .find(|k| {
                saved
                    .ids
                    .iter()
                    .position(|id| *id == exam.paper.ids[*k])
                    .is_some_and(|i| i >= saved.current)
            })
            .unwrap_or(0);
        exam.ensure(exam.current, app);
        Some(exam)
    }

    /// A past exam, marked again from its record (for its results).
    pub fn of_record(record: &ExamRecord, app: &App) -> Option<Self> {
        let mut exam = Self::rebuild(
            record.seed,
            &record.ids,
            record.edition,
            &record.answers,
            &record.flagged,
            app,
        )?;
        exam.limit = Duration::from_secs(record.limit_secs);
        exam.pass = PassMark(record.pass_mark.min(100));
        exam.started = record.started;
        exam.used = Duration::from_millis(record.used_ms).min(exam.limit);
        if record.time_up {
            exam.used = exam.limit;
        }
        Some(exam)
    }

    /// An exam over the questions of a paper (`seed`, `ids`) still in the library, with the
    /// answers and flags given for them (answers naming no option are dropped).
    fn rebuild(
        seed: u64,
        ids: &[String],
        edition: Option<u16>,
        answers: &[Vec<usize>],
        flagged: &[bool],
        app: &App,
    ) -> Option<Self> {
        let kept: Vec<usize> = (0..ids.len())
            .filter(|i| app.library.scenario(&ids[*i]).is_some())
            .collect();
        if kept.is_empty() {
            return None;
        }
        let paper = Paper {
            seed,
            ids: kept.iter().map(|i| ids[*i].clone()).collect(),
        };
        let edition = edition.and_then(|y| Edition::ALL.into_iter().find(|e| e.year() == y));
        let mut exam = Self::new(paper, edition, Duration::ZERO, app);
        for (k, i) in kept.iter().enumerate() {
            exam.flagged[k] = flagged.get(*i).copied().unwrap_or(false);
            let n_options = app
                .library
                .scenario(&exam.paper.ids[k])
                .map_or(0, |s| s.options.len());
            let answer: Vec<usize> = answers
                .get(*i)
                .map(|a| a.iter().copied().filter(|o| *o < n_options).collect())
                .unwrap_or_default();
            if !answer.is_empty() {
                exam.ensure(k, app);
                if let Some(Some(card)) = exam.cards.get_mut(k) {
                    card.cursor = answer.first().copied();
                    card.picked = answer;
                }
            }
        }
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
            (rows.max(1 + digits::ROWS), true)
        } else {
            (rows, false)
        }
    }

    /// Whether the question on screen has several right answers.
    fn multi(&self, app: &App) -> bool {
        self.card()
            .and_then(|c| c.scenario(&app.library))
            .is_some_and(|s| s.question.multi)
    }

    /// The keys that work now.
    pub fn keys(&self, app: &App) -> &'static KeyTable {
        match self.dialog {
            Some(Dialog::Submit) => &SUBMIT_KEYS,
            Some(Dialog::Leave) => &LEAVE_KEYS,
            None if self.multi(app) => &MULTI_KEYS,
            None => &KEYS,
        }
    }

    /// The exam's answer to an action.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        if let Action::Tick(d) = action {
            return tick(app, self, d, fx);
        }
        if let Some(dialog) = self.dialog {
            return match (action, dialog) {
                (Action::Confirm, Dialog::Submit) => hand_in(app, self, fx),
                (Action::Confirm, Dialog::Leave) => leave(app, &self, fx),
                (Action::Submit, Dialog::Leave) => {
                    self.dialog = Some(Dialog::Submit);
                    Screen::Exam(Box::new(self))
                }
                (Action::Back, _) => {
                    self.dialog = None;
                    Screen::Exam(Box::new(self))
                }
                _ => Screen::Exam(Box::new(self)),
            };
        }
        let n = self.paper.ids.len();
        match action {
            Action::Back => self.dialog = Some(Dialog::Leave),
            Action::Submit => self.dialog = Some(Dialog::Submit),
            Action::Next | Action::Previous => {
                let delta = if action == Action::Next { 1 } else { -1 };
                let next = isize::try_from(self.current).unwrap_or(0) + delta;
                if let Ok(next) = usize::try_from(next)
                    && next < n
                {
                    self.go(next, app, fx);
                } else if action == Action::Next {
                    self.dialog = Some(Dialog::Submit);
                }
            }
            Action::Flag => {
                if let Some(f) = self.flagged.get_mut(self.current) {
                    *f = !*f;
                    fx.push(Effect::SaveExam(self.snapshot()));
                }
            }
            Action::Click(x, y) => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                if let Some(i) = self
                    .sheet_area(app, body)
                    .and_then(|s| self.sheet_cell_at(s, x, y))
                {
                    self.go(i, app, fx);
                } else if let Some(i) = self.with_view(app, |v| v.option_at(x, y)).flatten() {
                    self.pick(app, i, fx);
                }
            }
            _ => self.on_card(app, action, fx),
        }
        Screen::Exam(Box::new(self))
    }

    /// Moves to question `i`.
    fn go(&mut self, i: usize, app: &App, fx: &mut Vec<Effect>) {
        self.current = i;
        self.ensure(i, app);
        fx.push(Effect::SaveExam(self.snapshot()));
    }

    /// The question on screen laid out, handed to `f`.
    fn with_view<T>(&self, app: &App, f: impl FnOnce(&CardView) -> T) -> Option<T> {
        let card = self.card()?;
        let scenario = card.scenario(&app.library)?;
        let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
        let (_, right) = layout::question(body, Card::has_board(scenario));
        let (rows, _) = self.sheet_rows(body, right.width);
        Some(f(&CardView::new(card, scenario, app, body, rows)))
    }

    /// The keys of the question on screen: selecting, picking, ticking, the timeline.
    fn on_card(&mut self, app: &App, action: Action, fx: &mut Vec<Effect>) {
        let Some(scenario) = self.card().and_then(|c| c.scenario(&app.library)) else {
            return;
        };
        let n_options = scenario.options.len();
        if self
            .card_mut()
            .is_some_and(|card| card.step_action(scenario, action))
        {
            return;
        }
        let cursor = self.card().and_then(|c| c.cursor);
        match action {
            Action::Up | Action::Down => {
                if let Some(card) = self.card_mut() {
                    card.cursor = list::moved(card.cursor, action, n_options);
                }
                self.bring_into_view(app);
            }
            Action::ScrollUp | Action::ScrollDown => {
                let max = self
                    .with_view(app, |view: &CardView<'_>| view.max_scroll())
                    .unwrap_or(0);
                if let Some(card) = self.card_mut() {
                    card.scroll = if action == Action::ScrollUp {
                        card.scroll.saturating_sub(PAGE)
                    } else {
                        (card.scroll + PAGE).min(max)
                    };
                }
            }
            Action::Choose(i) if i < n_options => self.pick(app, i, fx),
            // Enter picks (or, with several answers, ticks) the option selected, once it is
            // in view; Space ticks (it is a key only where there are several answers).
            Action::Confirm | Action::Toggle => {
                if let Some(i) = cursor {
                    if self.with_view(app, |v| v.option_in_view(i)) == Some(true) {
                        self.pick(app, i, fx);
                    } else {
                        self.bring_into_view(app);
                    }
                }
            }
            _ => {}
        }
    }

    /// Scrolls the question on screen so that the option selected is in view.
    fn bring_into_view(&mut self, app: &App) {
        let Some(i) = self.card().and_then(|c| c.cursor) else {
            return;
        };
        if let Some(scroll) = self.with_view(app, |v| v.scroll_to_option(i))
            && let Some(card) = self.card_mut()
        {
            card.scroll = scroll;
        }
    }

    /// Picks option `i` of the question on screen: the answer for a single-answer question,
    /// a tick for the others; the option is brought into view and the exam saved at once.
    fn pick(&mut self, app: &App, i: usize, fx: &mut Vec<Effect>) {
        let multi = self.multi(app);
        let Some(card) = self.card_mut() else { return };
        if multi {
            card.toggle(i);
        } else {
            card.picked = vec![i];
        }
        card.cursor = Some(i);
        self.bring_into_view(app);
        fx.push(Effect::SaveExam(self.snapshot()));
    }

    /// Where the sheet is drawn for the question on screen.
    fn sheet_area(&self, app: &App, body: Rect) -> Option<Rect> {
        let scenario = self.card()?.scenario(&app.library)?;
        let (_, right) = layout::question(body, Card::has_board(scenario));
        let (rows, big) = self.sheet_rows(body, right.width);
        Some(Rect::new(
            right.x,
            right.bottom() - rows,
            sheet_width(right.width, big),
            rows,
        ))
    }

    /// The question whose sheet cell is at `x`, `y`, if any.
    fn sheet_cell_at(&self, sheet: Rect, x: u16, y: u16) -> Option<usize> {
        if !sheet.contains((x, y).into()) || y == sheet.y {
            return None;
        }
        let per_row = (sheet.width / SHEET_CELL).max(1);
        if x - sheet.x >= per_row * SHEET_CELL {
            return None;
        }
        let i = usize::from((y - sheet.y - 1) * per_row + (x - sheet.x) / SHEET_CELL);
        (i < self.paper.ids.len()).then_some(i)
    }

    /// Marks the exam, ruling any question never shown.
    pub fn results(&mut self, app: &App) -> ResultsState {
        for i in 0..self.paper.ids.len() {
            self.ensure(i, app);
        }
        let rows: Vec<Row> = self
            .cards
            .iter()
            .zip(&self.paper.ids)
            .zip(&self.flagged)
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
        ResultsState {
            seed: self.paper.seed,
            edition: self.edition,
            rows,
            score,
            pass: self.pass,
            used: self.used.min(self.limit),
            time_up: self.used >= self.limit,
            started: self.started,
            selected: 0,
            back: Box::new(Screen::home()),
        }
    }
}

/// Time passes in the exam: the card on screen counts it, and at zero the paper is handed in.
fn tick(app: &mut App, mut e: ExamState, d: Duration, fx: &mut Vec<Effect>) -> Screen {
    // The deadline is the wall clock's: time the ticks missed (a laptop asleep) counts too.
    let since_start = Duration::from_secs(app.now.saturating_sub(e.started));
    e.used = (e.used + d).max(since_start);
    if let Some(card) = e.card_mut() {
        card.elapsed += d;
    }
    if e.remaining().is_zero() {
        return hand_in(app, e, fx);
    }
    if e.used.saturating_sub(e.saved_used) >= SAVE_EVERY {
        e.saved_used = e.used;
        fx.push(Effect::SaveExam(e.snapshot()));
    }
    Screen::Exam(Box::new(e))
}

/// Leaves the exam for now: it is kept, with its clock running, and the home screen's exam
/// entry offers to resume it.
fn leave(app: &mut App, e: &ExamState, fx: &mut Vec<Effect>) -> Screen {
    let saved = e.snapshot();
    fx.push(Effect::SaveExam(saved.clone()));
    app.resume = Some(saved);
    Screen::home()
}

/// Hands the exam in: marks it, records every answer and the exam itself, forgets the exam
/// in progress (after the answers are kept, so that a crash in between loses nothing), and
/// shows the results.
pub fn hand_in(app: &mut App, mut e: ExamState, fx: &mut Vec<Effect>) -> Screen {
    let results = e.results(app);
    for (row, card) in results.rows.iter().zip(&e.cards) {
        if let (Some(given), Some(card), Some(scenario)) =
            (&row.given, card, app.library.scenario(&row.id))
        {
            let answer = card.record(scenario, given.clone(), row.right, Mode::Exam, app.now);
            // A copy in memory has no file, so recording in it cannot fail.
            let _ = app.progress.record(answer.clone());
            fx.push(Effect::RecordAnswer(answer));
        }
    }
    let kept = e.record(app);
    app.history.push(kept.clone());
    app.resume = None;
    fx.push(Effect::RecordExam(kept));
    fx.push(Effect::DiscardExam);
    Screen::Results(Box::new(results))
}

/// The columns of the sheet's cells, leaving room for a big countdown.
fn sheet_width(width: u16, big: bool) -> u16 {
    if big { width.saturating_sub(18) } else { width }
}

/// The countdown: the time left, in whole seconds rounded up (it shows 0:00 only once the
/// time is up).
pub fn countdown(exam: &ExamState) -> String {
    let ms = exam.remaining().as_millis().div_ceil(1000);
    exam_time(Duration::from_secs(u64::try_from(ms).unwrap_or(u64::MAX)))
}

/// Whether the countdown is in its last minute.
pub fn time_low(exam: &ExamState) -> bool {
    exam.remaining() < LOW_TIME
}

/// The exam's title: where the learner is, and the question, seed and time left.
pub fn title(exam: &ExamState, app: &App) -> (String, String) {
    let loc = &app.loc;
    let watch = app.theme().symbols().watch;
    (
        loc.text("home-exam", &[]),
        loc.text(
            "exam-title",
            &[
                ("index", Arg::from(exam.current + 1)),
                ("total", Arg::from(exam.paper.ids.len())),
                ("seed", Arg::from(exam.paper.seed.to_string())),
                ("time", Arg::from(format!("{watch}{}", countdown(exam)))),
            ],
        ),
    )
}

/// Draws the exam.
pub fn render(exam: &ExamState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let Some(card) = exam.card() else { return };
    let Some(scenario) = card.scenario(&app.library) else {
        return;
    };
    let (_, right) = layout::question(body, Card::has_board(scenario));
    let (rows, big) = exam.sheet_rows(body, right.width);
    let view = CardView::new(card, scenario, app, body, rows);
    view.render(buf);
    let sheet = view.sheet(rows);
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
        let style = if time_low(exam) {
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

/// The submit or leave dialog, its keys from its key table.
fn render_dialog(exam: &ExamState, dialog: Dialog, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let width = 60.min(body.width);
    let (title, text, keys) = match dialog {
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
            (loc.text("exam-submit-title", &[]), text, &SUBMIT_KEYS)
        }
        Dialog::Leave => (
            loc.text("exam-leave-title", &[]),
            loc.text("exam-leave", &[("time", Arg::from(countdown(exam)))]),
            &LEAVE_KEYS,
        ),
    };
    let mut lines = hanging(Span::raw(""), &text, width - 4, Style::new());
    lines.push(Line::raw(""));
    lines.extend(key_lines(keys.rows(), loc, t, width - 4));
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
