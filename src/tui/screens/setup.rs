//! Choosing what to practise or present (pack, topic, article, game type, edition, and for
//! practice whether questions answered right last time come again), the exam's paper (pack,
//! edition, questions, time, seed; and the way to past exams), or the drill's pack and
//! edition. Starting opens the session; its Esc comes back here with the choices kept.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

use crate::content::{Library, Scenario};
use crate::i18n::{Arg, Localizer};
use crate::laws::{Edition, GameType};
use crate::quiz::drill::drill;
use crate::quiz::filter::{self, Filter};
use crate::quiz::paper::Paper;
use crate::quiz::practice::{Past, session};
use crate::store::{Mode, Progress};
use crate::tui::action::Action;
use crate::tui::app::{App, Screen};
use crate::tui::card::Item;
use crate::tui::effect::Effect;
use crate::tui::keymap::{Binding, DIGIT_KEYS, Does, KeyTable, LEFT_RIGHT, UP_DOWN};
use crate::tui::layout::{centred, chrome};
use crate::tui::list;
use crate::tui::settings::PracticeOrder;
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::{ellipsis, pad, wrap_at_most};

use super::exam::ExamState;
use super::history::HistoryState;
use super::present::PresentState;
use super::question::QuestionState;

/// Question counts an exam can have.
pub const QUESTIONS: [usize; 5] = [5, 10, 20, 30, 40];

/// Exam lengths in minutes.
pub const MINUTES: [u64; 7] = [5, 10, 15, 20, 30, 45, 60];

/// The place among `choices` of the value closest to `wanted`.
pub fn nearest(choices: impl Iterator<Item = u64>, wanted: u64) -> usize {
    choices
        .enumerate()
        .min_by_key(|(_, c)| c.abs_diff(wanted))
        .map_or(0, |(i, _)| i)
}

/// What the setup is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupKind {
    /// Practice.
    Practice,
    /// An exam.
    Exam,
    /// The rapid-versus-blitz drill.
    Drill,
    /// Presenting scenarios to a room.
    Present,
}

impl SetupKind {
    /// The message id of its name, the form's title.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Practice => "home-practice",
            Self::Exam => "home-exam",
            Self::Drill => "home-drill",
            Self::Present => "home-present",
        }
    }
}

/// One row of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The pack.
    Pack,
    /// The topic.
    Topic,
    /// The article.
    Article,
    /// The game type.
    GameType,
    /// The edition to rule under.
    Edition,
    /// Whether questions answered right last time are asked again.
    Right,
    /// The number of exam questions.
    Questions,
    /// The exam's time.
    Minutes,
    /// The paper's seed.
    Seed,
    /// The start button.
    Start,
    /// The button to the past exams.
    History,
}

impl Field {
    /// The message id of the row's label.
    fn message_id(self) -> &'static str {
        match self {
            Self::Pack => "setup-pack",
            Self::Topic => "setup-topic",
            Self::Article => "setup-article",
            Self::GameType => "setup-game-type",
            Self::Edition => "settings-edition",
            Self::Right => "setup-right",
            Self::Questions => "setup-questions",
            Self::Minutes => "setup-minutes",
            Self::Seed => "setup-seed",
            Self::Start => "setup-start",
            Self::History => "setup-history",
        }
    }
}

/// The form's state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SetupState {
    /// What it is for.
    pub kind: SetupKind,
    /// The row under the cursor.
    pub field: usize,
    /// 0 for every pack, else the pack's place in the library plus one.
    pub pack: usize,
    /// 0 for every topic, else the topic's place in the list plus one.
    pub topic: usize,
    /// 0 for every article, else its place plus one.
    pub article: usize,
    /// 0 for any game type, else its place in [`GameType::ALL`] plus one.
    pub game_type: usize,
    /// 0 for each scenario's own edition, else its place in [`Edition::ALL`] plus one.
    pub edition: usize,
    /// Place in [`QUESTIONS`].
    pub questions: usize,
    /// Place in [`MINUTES`].
    pub minutes: usize,
    /// The exam paper's seed.
    pub seed: u64,
    /// Whether practice asks again the questions answered right last time.
    pub include_right: bool,
    /// The drill's questions for the pack and edition chosen (worked out when they change:
    /// it rules every scenario twice).
    pub drill_questions: usize,
}

/// The keys of every setup form: rows, values, start, back.
const FORM: &[Binding] = &[
    Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-field"),
    Binding::bar(
        LEFT_RIGHT,
        Does::Pair(Action::Left, Action::Right),
        "key-value",
    ),
    Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-start"),
    Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "key-back"),
];

/// The keys of a setup form.
pub const KEYS: KeyTable = KeyTable {
    title_id: "help-section-setup",
    groups: &[FORM],
};

/// The keys of the exam's form while the seed row has the cursor: digits type the seed.
pub const SEED_KEYS: KeyTable = KeyTable {
    title_id: "help-section-seed",
    groups: &[
        &[
            Binding::bar(DIGIT_KEYS, Does::Digit, "key-seed"),
            Binding::bar(&[KeyCode::Backspace], Does::Act(Action::Erase), "key-erase"),
        ],
        FORM,
    ],
};

/// What practice needs to know of the learner's answers.
struct Answers<'a>(&'a Progress);

impl Past for Answers<'_> {
    fn last_right(&self, id: &str) -> Option<bool> {
        self.0
            .answers
            .iter()
            .rev()
            .find(|a| a.scenario == id)
            .map(|a| a.right)
    }

    fn last_practised(&self) -> Option<&str> {
        self.0
            .answers
            .iter()
            .rev()
            .find(|a| a.mode == Mode::Practice)
            .map(|a| a.scenario.as_str())
    }
}

impl SetupState {
    /// A form for `kind`, starting from the settings' edition, `pack` if given, and `seed`.
    pub fn new(kind: SetupKind, app: &App) -> Self {
        let edition = app
            .settings
            .edition
            .and_then(|e| Edition::ALL.iter().position(|x| *x == e))
            .map_or(0, |i| i + 1);
        let pack = app
            .pack
            .as_ref()
            .and_then(|id| app.library.packs.iter().position(|p| p.id == *id))
            .map_or(0, |i| i + 1);
        Self {
            kind,
            field: 0,
            pack,
            topic: 0,
            article: 0,
            game_type: 0,
            edition,
            questions: nearest(
                QUESTIONS
                    .iter()
                    .map(|q| u64::try_from(*q).unwrap_or(u64::MAX)),
                u64::from(app.settings.exam.questions),
            ),
            minutes: nearest(
                MINUTES.iter().copied(),
                u64::from(app.settings.exam.minutes),
            ),
            seed: app.seed,
            include_right: false,
            drill_questions: 0,
        }
        .counted(app)
    }

    /// The form with the drill's questions counted again (for the drill only).
    fn counted(mut self, app: &App) -> Self {
        if self.kind == SetupKind::Drill {
            let chosen = self
                .filter(&app.library)
                .select(&app.library, self.edition());
            self.drill_questions = drill(&chosen, self.edition()).len();
        }
        self
    }

    /// The rows of the form.
    pub fn fields(&self) -> &'static [Field] {
        match self.kind {
            SetupKind::Practice => &[
                Field::Pack,
                Field::Topic,
                Field::Article,
                Field::GameType,
                Field::Edition,
                Field::Right,
                Field::Start,
            ],
            SetupKind::Present => &[
                Field::Pack,
                Field::Topic,
                Field::Article,
                Field::GameType,
                Field::Edition,
                Field::Start,
            ],
            SetupKind::Exam => &[
                Field::Pack,
                Field::Edition,
                Field::Questions,
                Field::Minutes,
                Field::Seed,
                Field::Start,
                Field::History,
            ],
            SetupKind::Drill => &[Field::Pack, Field::Edition, Field::Start],
        }
    }

    /// The row under the cursor.
    pub fn current(&self) -> Field {
        self.fields()[self.field.min(self.fields().len() - 1)]
    }

    /// The pack chosen, if one.
    pub fn pack_id<'a>(&self, library: &'a Library) -> Option<&'a str> {
        self.pack
            .checked_sub(1)
            .and_then(|i| library.packs.get(i))
            .map(|p| p.id.as_str())
    }

    /// The edition chosen, or `None` for each scenario's own.
    pub fn edition(&self) -> Option<Edition> {
        self.edition
            .checked_sub(1)
            .and_then(|i| Edition::ALL.get(i).copied())
    }

    /// The filter the form makes.
    pub fn filter(&self, library: &Library) -> Filter {
        let pack = self.pack_id(library);
        let nth = |list: Vec<String>, i: usize| i.checked_sub(1).and_then(|i| list.get(i).cloned());
        match self.kind {
            SetupKind::Practice | SetupKind::Present => Filter {
                pack: pack.map(str::to_owned),
                topic: nth(filter::topics(library, pack), self.topic),
                article: nth(filter::articles(library, pack), self.article),
                game_type: self
                    .game_type
                    .checked_sub(1)
                    .and_then(|i| GameType::ALL.get(i).copied()),
            },
            SetupKind::Exam | SetupKind::Drill => Filter {
                pack: pack.map(str::to_owned),
                ..Filter::default()
            },
        }
    }

    /// How many choices a row has.
    fn choices(&self, field: Field, library: &Library) -> usize {
        let pack = self.pack_id(library);
        match field {
            Field::Pack => library.packs.len() + 1,
            Field::Topic => filter::topics(library, pack).len() + 1,
            Field::Article => filter::articles(library, pack).len() + 1,
            Field::GameType => GameType::ALL.len() + 1,
            Field::Edition => Edition::ALL.len() + 1,
            Field::Questions => QUESTIONS.len(),
            Field::Minutes => MINUTES.len(),
            Field::Right => 2,
            Field::Seed | Field::Start | Field::History => 1,
        }
    }

    /// Moves the value of the current row by `delta`, wrapping round.
    pub fn change(&mut self, delta: isize, library: &Library) {
        let field = self.current();
        let n = self.choices(field, library);
        let step = |v: &mut usize| {
            let n = isize::try_from(n).unwrap_or(1).max(1);
            let next = (isize::try_from(*v).unwrap_or(0) + delta).rem_euclid(n);
            *v = usize::try_from(next).unwrap_or(0);
        };
        match field {
            Field::Pack => {
                step(&mut self.pack);
                self.topic = 0;
                self.article = 0;
            }
            Field::Topic => step(&mut self.topic),
            Field::Article => step(&mut self.article),
            Field::GameType => step(&mut self.game_type),
            Field::Edition => step(&mut self.edition),
            Field::Right => self.include_right = !self.include_right,
            Field::Questions => step(&mut self.questions),
            Field::Minutes => step(&mut self.minutes),
            Field::Seed => {
                self.seed = if delta < 0 {
                    self.seed.saturating_sub(1)
                } else {
                    self.seed.saturating_add(1)
                };
            }
            Field::Start | Field::History => {}
        }
    }

    /// The text of a row's value.
    fn value(&self, field: Field, library: &Library, loc: &Localizer, lang: &str) -> String {
        let pack = self.pack_id(library);
        let all = || loc.text("setup-all", &[]);
        let nth = |list: Vec<String>, i: usize| {
            i.checked_sub(1)
                .and_then(|i| list.get(i).cloned())
                .unwrap_or_else(all)
        };
        match field {
            Field::Pack => self
                .pack
                .checked_sub(1)
                .and_then(|i| library.packs.get(i))
                .map_or_else(all, |p| match p.title.get(lang) {
                    Some(t) if t.fallback => {
                        format!("{} {}", t.text, loc.text("untranslated", &[]))
                    }
                    Some(t) => t.text.to_owned(),
                    None => String::new(),
                }),
            Field::Topic => self
                .topic
                .checked_sub(1)
                .and_then(|i| filter::topics(library, pack).get(i).map(|t| loc.topic(t)))
                .unwrap_or_else(all),
            Field::Article => nth(filter::articles(library, pack), self.article),
            Field::GameType => self
                .game_type
                .checked_sub(1)
                .and_then(|i| GameType::ALL.get(i))
                .map_or_else(all, |gt| loc.text(&format!("game-type-{}", gt.key()), &[])),
            Field::Edition => self.edition().map_or_else(
                || loc.text("edition-own", &[]),
                |e| edition_name(loc, e.year()),
            ),
            Field::Questions => QUESTIONS[self.questions.min(QUESTIONS.len() - 1)].to_string(),
            Field::Minutes => loc.text(
                "minutes",
                &[(
                    "count",
                    Arg::from(MINUTES[self.minutes.min(MINUTES.len() - 1)]),
                )],
            ),
            Field::Seed => self.seed.to_string(),
            Field::Right => loc.text(
                if self.include_right {
                    "setup-right-include"
                } else {
                    "setup-right-skip"
                },
                &[],
            ),
            Field::Start | Field::History => String::new(),
        }
    }

    /// The keys that work now.
    pub fn keys(&self) -> &'static KeyTable {
        if self.current() == Field::Seed {
            &SEED_KEYS
        } else {
            &KEYS
        }
    }

    /// The form's answer to an action.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        let n = self.fields().len();
        if matches!(action, Action::Up | Action::Down)
            && let Some(i) = list::step(self.field, action, n)
        {
            self.field = i;
            return Screen::Setup(self);
        }
        match action {
            Action::Back => return Screen::home(),
            Action::Left => self.change(-1, &app.library),
            Action::Right => self.change(1, &app.library),
            Action::Digit(d) if self.current() == Field::Seed => {
                self.seed = self
                    .seed
                    .checked_mul(10)
                    .and_then(|v| v.checked_add(u64::from(d)))
                    .unwrap_or(self.seed);
            }
            Action::Erase if self.current() == Field::Seed => self.seed /= 10,
            Action::Confirm if self.current() == Field::History => {
                return Screen::History(HistoryState::new(app, Screen::Setup(self)));
            }
            Action::Confirm => return self.start(app, fx),
            Action::Click(x, y) => {
                let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
                if let Some(i) = field_at(&self, body, x, y) {
                    self.field = i;
                    match self.fields()[i] {
                        Field::Start => return self.start(app, fx),
                        Field::History => {
                            return Screen::History(HistoryState::new(app, Screen::Setup(self)));
                        }
                        _ => self.change(1, &app.library),
                    }
                }
            }
            _ => return Screen::Setup(self),
        }
        Screen::Setup(self.counted(app))
    }

    /// The practice session the form describes: the scenarios that match, in the order of
    /// the settings, picking up after the one practised last.
    fn practice_ids(&self, app: &App) -> (usize, Vec<String>) {
        let mut chosen = self
            .filter(&app.library)
            .select(&app.library, self.edition());
        if app.settings.order == PracticeOrder::Shuffled {
            let order = Paper::order(&chosen, app.seed);
            chosen.sort_by_key(|sc| order.iter().position(|id| *id == sc.id));
        }
        let ids: Vec<String> = chosen.iter().map(|sc| sc.id.clone()).collect();
        let ids_session = session(&ids, &Answers(&app.progress), self.include_right);
        (ids.len(), ids_session)
    }

    /// Starts what the form describes, or stays on it when nothing matches. The session's
    /// Esc comes back to this form.
    fn start(self, app: &mut App, fx: &mut Vec<Effect>) -> Screen {
        let edition = self.edition();
        let chosen = self.filter(&app.library).select(&app.library, edition);
        let own = |sc: &&Scenario| Item::own(sc, edition);
        let back = Screen::Setup(self.clone());
        let screen = match self.kind {
            SetupKind::Practice => {
                let (_, ids) = self.practice_ids(app);
                let items = ids
                    .iter()
                    .filter_map(|id| app.library.scenario(id))
                    .map(|sc| Item::own(sc, edition))
                    .collect();
                QuestionState::new(Mode::Practice, items, 0, app, back)
                    .map(|q| Screen::Question(Box::new(q)))
            }
            SetupKind::Present => PresentState::new(chosen.iter().map(own).collect(), app)
                .map(|p| Screen::Present(Box::new(p))),
            SetupKind::Exam => {
                let size = QUESTIONS[self.questions.min(QUESTIONS.len() - 1)];
                let minutes = MINUTES[self.minutes.min(MINUTES.len() - 1)];
                let paper = Paper::draw(&chosen, size, self.seed);
                app.seed = self.seed;
                (!paper.ids.is_empty()).then(|| {
                    let exam =
                        ExamState::new(paper, edition, Duration::from_secs(minutes * 60), app);
                    fx.push(Effect::SaveExam(exam.snapshot()));
                    Screen::Exam(Box::new(exam))
                })
            }
            SetupKind::Drill => {
                let items = drill(&chosen, edition)
                    .into_iter()
                    .map(|q| Item {
                        id: q.scenario.id.clone(),
                        variant: q.variant,
                        recast: q.recast,
                        given: None,
                    })
                    .collect();
                QuestionState::new(Mode::Drill, items, 0, app, back)
                    .map(|q| Screen::Question(Box::new(q)))
            }
        };
        screen.unwrap_or(Screen::Setup(self))
    }

    /// What the form will start, told under it.
    fn footer(&self, app: &App) -> (String, bool) {
        let loc = &app.loc;
        let edition = self.edition();
        let chosen = self.filter(&app.library).select(&app.library, edition);
        let count = chosen.len();
        let text = match self.kind {
            SetupKind::Exam => {
                // Discussion items are never drawn for an exam.
                let available = chosen.iter().filter(|s| s.status.examinable()).count();
                let n = QUESTIONS[self.questions.min(QUESTIONS.len() - 1)].min(available);
                let mut text = loc.text(
                    "setup-exam-summary",
                    &[("count", Arg::from(n)), ("available", Arg::from(available))],
                );
                if app.resume.is_some() {
                    text = format!("{text} {}", loc.text("setup-exam-unfinished", &[]));
                }
                return (text, available == 0);
            }
            SetupKind::Drill => {
                let n = self.drill_questions;
                return (
                    loc.text(
                        "setup-drill-summary",
                        &[("count", Arg::from(n / 2)), ("questions", Arg::from(n))],
                    ),
                    n == 0,
                );
            }
            SetupKind::Present => loc.text("setup-matching", &[("count", Arg::from(count))]),
            SetupKind::Practice => {
                let (all, ids) = self.practice_ids(app);
                let mut parts = vec![loc.text("setup-matching", &[("count", Arg::from(all))])];
                if all > ids.len() {
                    parts.push(loc.text(
                        "setup-right-left-out",
                        &[
                            ("count", Arg::from(all - ids.len())),
                            ("left", Arg::from(ids.len())),
                        ],
                    ));
                }
                let resumes = Answers(&app.progress)
                    .last_practised()
                    .is_some_and(|last| chosen_has(&app.library, self, edition, last));
                if resumes && !ids.is_empty() {
                    parts.push(loc.text("setup-resumes", &[]));
                }
                if app.settings.order == PracticeOrder::Shuffled {
                    parts.push(loc.text(
                        "setup-shuffled",
                        &[("seed", Arg::from(app.seed.to_string()))],
                    ));
                }
                return (parts.join(" "), ids.is_empty());
            }
        };
        (text, count == 0)
    }
}

/// Whether scenario `id` is among those the form chooses.
fn chosen_has(library: &Library, form: &SetupState, edition: Option<Edition>, id: &str) -> bool {
    library
        .scenario(id)
        .is_some_and(|sc| form.filter(library).matches(sc, edition))
}

/// Rows of the footer under the form's rows.
const FOOTER_ROWS: u16 = 4;

/// The form's box within the body: two rows per field (one where the body is short), and
/// the footer.
fn form_area(state: &SetupState, body: Rect) -> (Rect, u16) {
    let n = u16::try_from(state.fields().len()).unwrap_or(u16::MAX);
    let spacing = if 2 * n + FOOTER_ROWS + 2 <= body.height {
        2
    } else {
        1
    };
    let height = spacing * n + FOOTER_ROWS + 2;
    let area = centred(
        body,
        84.min(body.width.saturating_sub(4)),
        height.min(body.height),
    );
    (area, spacing)
}

/// The row under a click, if any.
fn field_at(state: &SetupState, body: Rect, x: u16, y: u16) -> Option<usize> {
    let (area, spacing) = form_area(state, body);
    let inner = area.inner(ratatui::layout::Margin::new(2, 1));
    if !inner.contains((x, y).into()) {
        return None;
    }
    let row = y - inner.y;
    (row.is_multiple_of(spacing) && usize::from(row / spacing) < state.fields().len())
        .then_some(usize::from(row / spacing))
}

/// The title bar's text.
pub fn title(state: &SetupState, app: &App) -> (String, String) {
    (app.loc.text(state.kind.message_id(), &[]), String::new())
}

/// Draws the form.
pub fn render(state: &SetupState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let title_id = state.kind.message_id();
    let (area, spacing) = form_area(state, body);
    let block = Block::bordered()
        .border_style(t.border_focus())
        .title(Span::styled(
            format!(" {} ", loc.text(title_id, &[])),
            t.title(),
        ));
    block.render(area, buf);
    let inner = area.inner(ratatui::layout::Margin::new(2, 1));
    let label_width = state
        .fields()
        .iter()
        .filter(|f| !matches!(f, Field::Start | Field::History))
        .map(|f| u16::try_from(Line::raw(loc.text(f.message_id(), &[])).width()).unwrap_or(0))
        .max()
        .unwrap_or(0)
        + 2;
    for (i, field) in state.fields().iter().enumerate() {
        let y = inner.y + spacing * u16::try_from(i).unwrap_or(0);
        if y >= inner.bottom() {
            break;
        }
        let selected = i == state.field;
        let row = Rect::new(inner.x, y, inner.width, 1);
        if matches!(field, Field::Start | Field::History) {
            let name = if *field == Field::History {
                loc.text("setup-history", &[("count", Arg::from(app.history.len()))])
            } else {
                loc.text("setup-start", &[])
            };
            let text = format!("  {name} {}  ", t.symbols().on);
            let style = if selected { t.selected() } else { t.key() };
            let w = u16::try_from(Line::raw(text.clone()).width()).unwrap_or(0);
            Line::styled(text, style).render(
                Rect::new(inner.x + label_width, y, w.min(inner.width), 1),
                buf,
            );
            continue;
        }
        let label = loc.text(field.message_id(), &[]);
        let room = usize::from(inner.width.saturating_sub(label_width + 4));
        let value = ellipsis(&state.value(*field, &app.library, loc, app.lang()), room);
        let value_style = if selected { t.selected() } else { Style::new() };
        let arrows = if selected { t.key() } else { t.dim() };
        let line = Line::from(vec![
            Span::styled(pad(&label, usize::from(label_width)), t.dim()),
            Span::styled(format!("{} ", t.symbols().prev), arrows),
            Span::styled(value, value_style),
            Span::styled(format!(" {}", t.symbols().cursor), arrows),
        ]);
        line.render(row, buf);
    }
    let (footer, none) = state.footer(app);
    let top = inner.y + spacing * u16::try_from(state.fields().len()).unwrap_or(0);
    let top = top.min(inner.bottom().saturating_sub(FOOTER_ROWS));
    let footer_area = Rect::new(
        inner.x,
        top,
        inner.width,
        inner.bottom().saturating_sub(top),
    );
    let style = if none { t.wrong() } else { t.accent() };
    for (line, y) in wrap_at_most(&footer, footer_area.width, usize::from(footer_area.height))
        .into_iter()
        .zip(footer_area.y..footer_area.bottom())
    {
        Line::styled(line, style).render(Rect::new(footer_area.x, y, footer_area.width, 1), buf);
    }
}
