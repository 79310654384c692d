//! The home screen: practise, exam, review, the rapid-versus-blitz drill, presenter mode,
//! statistics, settings, help and quit, with what the library holds; and the offer to resume
//! an exam left unfinished (after a crash, or left on purpose), hand it in or discard it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};
use shakmaty::{Color, Setup};

use ratatui::crossterm::event::KeyCode;

use crate::i18n::Arg;
use crate::store::{SavedExam, iso_date};
use crate::tui::action::Action;
use crate::tui::app::{App, Help, Screen};
use crate::tui::effect::Effect;
use crate::tui::keymap::{Binding, Does, ENDS, KeyTable, NUMBER_KEYS, UP_DOWN, key_lines};
use crate::tui::layout::{centred, chrome};
use crate::tui::list;
use crate::tui::scene::Scene;
use crate::tui::widgets::board::Board;
use crate::tui::wrap::{ellipsis, hanging};

use super::exam::{self, ExamState};
use super::results::exam_time;
use super::review::{Queue, ReviewState};
use super::settings::SettingsState;
use super::setup::{SetupKind, SetupState};
use super::stats::StatsState;

/// An entry of the home menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// Practise with immediate feedback.
    Practice,
    /// A timed exam.
    Exam,
    /// Review what is due, or cram.
    Review,
    /// The rapid-versus-blitz contrast drill.
    Drill,
    /// Show scenarios to a room.
    Present,
    /// The learner's statistics.
    Stats,
    /// The settings.
    Settings,
    /// The keys.
    Help,
    /// Leave.
    Quit,
}

impl Entry {
    /// Every entry, in menu order.
    pub const ALL: [Entry; 9] = [
        Self::Practice,
        Self::Exam,
        Self::Review,
        Self::Drill,
        Self::Present,
        Self::Stats,
        Self::Settings,
        Self::Help,
        Self::Quit,
    ];

    /// The message id of its name; its `.hint` attribute describes it.
    pub fn message_id(self) -> &'static str {
        match self {
            Self::Practice => "home-practice",
            Self::Exam => "home-exam",
            Self::Review => "home-review",
            Self::Drill => "home-drill",
            Self::Present => "home-present",
            Self::Stats => "home-stats",
            Self::Settings => "home-settings",
            Self::Help => "home-help",
            Self::Quit => "home-quit",
        }
    }
}

/// The home screen's state.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HomeState {
    /// The entry under the cursor.
    pub selected: usize,
    /// A message id to show under the menu (why an entry could not open).
    pub notice: Option<&'static str>,
    /// Whether the offer to resume the unfinished exam is open over the menu.
    pub resume: bool,
}

/// The keys of the menu.
pub const MENU_KEYS: KeyTable = KeyTable {
    title_id: "help-section-home",
    groups: &[&[
        Binding::bar(UP_DOWN, Does::Pair(Action::Up, Action::Down), "key-choose"),
        Binding::bar(&[KeyCode::Enter], Does::Act(Action::Confirm), "key-open"),
        Binding::bar(NUMBER_KEYS, Does::Choose, "key-entry"),
        Binding::bar(&[KeyCode::Char('q')], Does::Act(Action::Quit), "key-quit"),
        Binding::help(ENDS, Does::Pair(Action::First, Action::Last), "key-ends"),
    ]],
};

/// The keys of the offer to resume an unfinished exam.
pub const RESUME_KEYS: KeyTable = KeyTable {
    title_id: "resume-title",
    groups: &[&[
        Binding::bar(
            &[KeyCode::Enter],
            Does::Act(Action::Confirm),
            "resume-resume",
        ),
        Binding::bar(
            &[KeyCode::Char('s')],
            Does::Act(Action::Submit),
            "resume-hand-in",
        ),
        Binding::bar(
            &[KeyCode::Char('x')],
            Does::Act(Action::Discard),
            "resume-discard",
        ),
        Binding::bar(&[KeyCode::Esc], Does::Act(Action::Back), "resume-later"),
    ]],
};

impl HomeState {
    /// The keys that work now.
    pub fn keys(&self) -> &'static KeyTable {
        if self.resume {
            &RESUME_KEYS
        } else {
            &MENU_KEYS
        }
    }

    /// The home screen's answer to an action.
    pub fn update(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        if self.resume {
            return self.on_resume(app, action, fx);
        }
        let n = Entry::ALL.len();
        if let Some(i) = list::step(self.selected, action, n) {
            self.selected = i;
            return Screen::Home(self);
        }
        let entry = match action {
            Action::Confirm => Entry::ALL.get(self.selected).copied(),
            Action::Choose(i) => Entry::ALL.get(i).copied(),
            Action::Click(x, y) => entry_at(app, x, y).and_then(|i| {
                self.selected = i;
                Entry::ALL.get(i).copied()
            }),
            _ => None,
        };
        let Some(entry) = entry else {
            return Screen::Home(self);
        };
        self.selected = Entry::ALL.iter().position(|e| *e == entry).unwrap_or(0);
        self.notice = None;
        app.notices.clear();
        match entry {
            Entry::Practice => Screen::Setup(SetupState::new(SetupKind::Practice, app)),
            Entry::Exam if app.resume.is_some() => {
                self.resume = true;
                Screen::Home(self)
            }
            Entry::Exam => Screen::Setup(SetupState::new(SetupKind::Exam, app)),
            Entry::Drill => Screen::Setup(SetupState::new(SetupKind::Drill, app)),
            Entry::Present => Screen::Setup(SetupState::new(SetupKind::Present, app)),
            Entry::Review => Screen::Review(ReviewState::default()),
            Entry::Stats => Screen::Stats(Box::new(StatsState::new(app))),
            Entry::Settings => Screen::Settings(SettingsState::default()),
            Entry::Help => {
                app.help = Some(Help {
                    all: true,
                    scroll: 0,
                });
                Screen::Home(self)
            }
            Entry::Quit => {
                app.quit = true;
                fx.push(Effect::Quit);
                Screen::Home(self)
            }
        }
    }

    /// The offer to resume the unfinished exam: resume it, hand it in as it is, discard
    /// it, or decide later (the exam entry asks again).
    fn on_resume(mut self, app: &mut App, action: Action, fx: &mut Vec<Effect>) -> Screen {
        match action {
            Action::Back => self.resume = false,
            Action::Discard => {
                app.resume = None;
                self.resume = false;
                fx.push(Effect::DiscardExam);
            }
            // The paper's questions are looked up in the library, which may still be loading.
            Action::Confirm | Action::Submit if !app.loading => {
                let exam = app
                    .resume
                    .take()
                    .and_then(|saved| ExamState::resume(&saved, app));
                self.resume = false;
                let Some(exam) = exam else {
                    // Not one of its questions is left in the library: nothing to resume.
                    self.notice = Some("resume-gone");
                    fx.push(Effect::DiscardExam);
                    return Screen::Home(self);
                };
                // Time ran out while the app was closed: the paper is handed in as it is.
                if action == Action::Submit || exam.remaining().is_zero() {
                    return exam::hand_in(app, exam, fx);
                }
                return Screen::Exam(Box::new(exam));
            }
            _ => {}
        }
        Screen::Home(self)
    }
}

/// The menu's box within the body: wide enough for the longest entry.
fn menu_area(app: &App, body: Rect) -> Rect {
    let longest = Entry::ALL
        .iter()
        .map(|e| Line::raw(entry_name(app, *e)).width())
        .max()
        .unwrap_or(0);
    // The entry's prefix (6 columns), the frame (2) and a blank margin of two columns
    // before the frame: one is the margin, the other takes the overhang of scripts whose
    // letters some fonts draw wider than their cell (Armenian և).
    let wanted = u16::try_from(longest + 10).unwrap_or(u16::MAX).max(38);
    let width = wanted.min(body.width.saturating_sub(4));
    let x = if body.width >= 90 {
        (body.x + body.width / 2)
            .saturating_sub(width + 2)
            .max(body.x + 2)
    } else {
        body.x + 2
    };
    Rect::new(x, top(body) + 4, width, 2 + MENU_ROWS)
}

/// The rows of the menu.
const MENU_ROWS: u16 = 9;

/// The rows the screen's content takes: the title and tagline, the menu and the hint under it.
const CONTENT_ROWS: u16 = 4 + 2 + MENU_ROWS + 1 + 5;

/// The top of the content: centred on a tall terminal rather than hugging the top.
fn top(body: Rect) -> u16 {
    body.y + body.height.saturating_sub(CONTENT_ROWS) / 2
}

/// The entry under a click at row `y`, column `x` of the terminal.
fn entry_at(app: &App, x: u16, y: u16) -> Option<usize> {
    let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
    let inner = menu_area(app, body).inner(ratatui::layout::Margin::new(1, 1));
    (inner.contains((x, y).into())).then(|| usize::from(y - inner.y))
}

/// An entry's name, with what is due and whether an exam is unfinished.
fn entry_name(app: &App, entry: Entry) -> String {
    let loc = &app.loc;
    let name = loc.text(entry.message_id(), &[]);
    match entry {
        Entry::Review if !app.loading => {
            let due = Queue::of(app).due.len();
            loc.text(
                "home-review-due",
                &[("name", Arg::from(name)), ("count", Arg::from(due))],
            )
        }
        Entry::Exam if app.resume.is_some() => {
            loc.text("home-exam-unfinished", &[("name", Arg::from(name))])
        }
        _ => name,
    }
}

/// Draws the home screen.
pub fn render(state: &HomeState, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let title = format!("♔  {}  ♚", loc.text("app-title", &[]).to_uppercase());
    let title = if app.caps.glyphs {
        title
    } else {
        loc.text("app-title", &[]).to_uppercase()
    };
    let centre = |y: u16, line: Line, buf: &mut Buffer| {
        let w = u16::try_from(line.width()).unwrap_or(0).min(body.width);
        line.render(centred(Rect::new(body.x, y, body.width, 1), w, 1), buf);
    };
    centre(top(body) + 1, Line::styled(title, t.title()), buf);
    // The tagline keeps a margin at both edges and says where it is cut.
    let tagline = ellipsis(
        &loc.text("app-tagline", &[]),
        usize::from(body.width.saturating_sub(4)),
    );
    centre(top(body) + 2, Line::styled(tagline, t.dim()), buf);
    let menu = menu_area(app, body);
    let block = Block::bordered()
        .border_style(t.border_focus())
        .title(Span::styled(
            format!(" {} ", loc.text("home-menu", &[])),
            t.title(),
        ));
    let inner = block.inner(menu);
    block.render(menu, buf);
    for (i, entry) in Entry::ALL.iter().enumerate() {
        let selected = i == state.selected;
        let style = if selected { t.selected() } else { Style::new() };
        // The entry keeps two blank columns before the frame (see `menu_area`).
        let name = ellipsis(
            &entry_name(app, *entry),
            usize::from(inner.width.saturating_sub(8)),
        );
        let line = Line::from(vec![
            Span::styled(t.symbols().pointer(selected), t.key()),
            Span::styled(format!("{} ", i + 1), t.key()),
            Span::styled(format!(" {name}"), style),
        ]);
        let y = inner.y + u16::try_from(i).unwrap_or(0);
        if selected {
            buf.set_style(Rect::new(inner.x, y, inner.width, 1), t.selected());
        }
        line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
    let entry = Entry::ALL[state.selected.min(Entry::ALL.len() - 1)];
    let (hint, style) = match state.notice {
        Some(id) => (loc.text(id, &[]), t.accent()),
        None if !app.notices.is_empty() => (app.notices.join(" "), t.wrong()),
        None => (loc.attr(entry.message_id(), "hint", &[]), t.dim()),
    };
    // Room for a notice about the learner's files, which names a path.
    let rows = if app.notices.is_empty() { 5 } else { 8 };
    let hint_area = Rect::new(menu.x, menu.bottom() + 1, menu.width, rows);
    for (line, y) in hanging(Span::raw(""), &hint, hint_area.width, style)
        .into_iter()
        .zip(hint_area.y..hint_area.bottom().min(body.bottom()))
    {
        line.render(Rect::new(hint_area.x, y, hint_area.width, 1), buf);
    }
    render_side(app, body, menu, buf);
    if state.resume
        && let Some(exam) = &app.resume
    {
        render_resume(exam, app, body, buf);
    }
}

/// The offer to resume an exam left unfinished, or hand it in as it is.
fn render_resume(exam: &SavedExam, app: &App, body: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let width = 60.min(body.width);
    let left = exam_time(std::time::Duration::from_millis(exam.remaining_ms(app.now)));
    let text = loc.text(
        "resume-text",
        &[
            ("answered", Arg::from(exam.answered())),
            ("total", Arg::from(exam.ids.len())),
            ("seed", Arg::from(exam.seed.to_string())),
            ("time", Arg::from(left)),
            ("date", Arg::from(iso_date(exam.started, &app.zone))),
        ],
    );
    let mut lines = hanging(Span::raw(""), &text, width - 4, Style::new());
    if exam.remaining_ms(app.now) == 0 {
        lines.extend(hanging(
            Span::raw(""),
            &loc.text("resume-time-up", &[]),
            width - 4,
            t.wrong(),
        ));
    }
    if app.loading {
        lines.push(Line::styled(loc.text("home-loading", &[]), t.accent()));
    }
    lines.push(Line::raw(""));
    lines.extend(key_lines(RESUME_KEYS.rows(), loc, t, width - 4));
    let height = u16::try_from(lines.len()).unwrap_or(u16::MAX) + 2;
    let area = centred(body, width, height);
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_style(t.accent())
        .title(Span::styled(
            format!(" {} ", loc.text("resume-title", &[])),
            t.title(),
        ));
    let inner = block.inner(area).inner(ratatui::layout::Margin::new(1, 0));
    block.render(area, buf);
    for (y, line) in (inner.y..inner.bottom()).zip(lines) {
        line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}

/// The library's summary and a small board, right of the menu.
fn render_side(app: &App, body: Rect, menu: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let x = menu.right() + 3;
    if x + 24 > body.right() {
        return;
    }
    let width = (body.right() - x - 1).min(40);
    let packs = app.library.packs.len();
    let scenarios = app.library.scenarios().count();
    let edition = app.settings.edition.map_or_else(
        || loc.text("edition-own", &[]),
        |e| crate::tui::widgets::ruling::edition_name(loc, e.year()),
    );
    let lines = [
        Line::styled(loc.text("home-library", &[]), t.title()),
        if app.loading {
            Line::styled(loc.text("home-loading", &[]), t.accent())
        } else {
            Line::raw(loc.text(
                "home-library-count",
                &[
                    ("packs", Arg::from(packs)),
                    ("scenarios", Arg::from(scenarios)),
                ],
            ))
        },
        Line::from(vec![
            Span::styled(loc.label(&loc.text("settings-edition", &[])), t.dim()),
            Span::raw(edition),
        ]),
        Line::from(vec![
            Span::styled(loc.label(&loc.text("language", &[])), t.dim()),
            Span::raw(app.settings.locale.native_name()),
        ]),
    ];
    for (y, line) in (menu.y..).zip(lines) {
        let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
        if Line::raw(text.as_str()).width() > usize::from(width) {
            // Cut with a sign of it rather than at the panel's edge.
            Line::styled(ellipsis(&text, usize::from(width)), line.style)
                .render(Rect::new(x, y, width, 1), buf);
        } else {
            line.render(Rect::new(x, y, width, 1), buf);
        }
    }
    let problems = app.library.problems.len();
    // A --pack that names no pack would otherwise be ignored without a word.
    let unknown_pack = app.pack.as_ref().filter(|id| {
        !app.library.packs.is_empty() && !app.library.packs.iter().any(|p| p.id == **id)
    });
    let warning = if problems > 0 {
        Some(loc.text("home-problems", &[("count", Arg::from(problems))]))
    } else {
        unknown_pack.map(|id| loc.text("home-pack-unknown", &[("id", Arg::from(id.as_str()))]))
    };
    if let Some(warning) = warning {
        Line::styled(ellipsis(&warning, usize::from(width)), t.wrong())
            .render(Rect::new(x, menu.y + 4, width, 1), buf);
    }
    let board_area = Rect::new(x, menu.y + 5, 18, 9);
    if board_area.bottom() <= body.bottom() {
        let scene = Scene::still(Setup::default());
        let board = Board {
            scene: &scene,
            bottom: Color::White,
            pieces: app.pieces(),
            notation: &app.notation,
            theme: t,
        };
        (&board).render(board_area, buf);
    }
}
