//! The home screen: practise, exam, review, the rapid-versus-blitz drill, presenter mode,
//! statistics, settings, help and quit, with what the library holds; and the offer to resume
//! an exam left unfinished.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};
use shakmaty::{Color, Setup};

use crate::i18n::Arg;
use crate::laws::clock::ClockTime;
use crate::store::{SavedExam, iso_date};
use crate::tui::app::App;
use crate::tui::keymap::key_names;
use crate::tui::layout::centred;
use crate::tui::scene::Scene;
use crate::tui::widgets::board::Board;
use crate::tui::wrap::{hanging, pad};

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

/// The menu's box within the body.
fn menu_area(body: Rect) -> Rect {
    let width = 38.min(body.width);
    let x = if body.width >= 90 {
        body.x + body.width / 2 - width - 2
    } else {
        body.x + 2
    };
    Rect::new(x, body.y + 4, width, 2 + MENU_ROWS)
}

/// The rows of the menu.
const MENU_ROWS: u16 = 9;

/// The entry under a click at row `y`, column `x` of the terminal.
pub fn entry_at(body: Rect, x: u16, y: u16) -> Option<usize> {
    let menu = menu_area(body);
    let inner = Rect::new(menu.x + 1, menu.y + 1, menu.width - 2, menu.height - 2);
    (inner.contains((x, y).into())).then(|| usize::from(y - inner.y))
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
    centre(body.y + 1, Line::styled(title, t.title()), buf);
    centre(
        body.y + 2,
        Line::styled(loc.text("app-tagline", &[]), t.dim()),
        buf,
    );
    let menu = menu_area(body);
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
        let mut name = loc.text(entry.message_id(), &[]);
        if *entry == Entry::Review && !app.loading {
            let due = super::review::Queue::of(app).due.len();
            name = loc.text(
                "home-review-due",
                &[("name", Arg::from(name)), ("count", Arg::from(due))],
            );
        }
        if *entry == Entry::Exam && app.resume.is_some() {
            name = loc.text("home-exam-unfinished", &[("name", Arg::from(name))]);
        }
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
    let left = ClockTime(exam.remaining_ms()).to_string();
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
    if app.loading {
        lines.push(Line::styled(loc.text("home-loading", &[]), t.accent()));
    }
    lines.push(Line::raw(""));
    for (keys, id) in [
        ("Enter", "resume-resume"),
        ("s", "resume-hand-in"),
        ("x", "resume-discard"),
        ("Esc", "resume-later"),
    ] {
        lines.push(Line::from(vec![
            Span::styled(pad(&key_names(keys, loc), 7), t.key()),
            Span::raw(loc.text(id, &[])),
        ]));
    }
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
    let width = (body.right() - x).min(40);
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
        line.render(Rect::new(x, y, width, 1), buf);
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
        Line::styled(warning, t.wrong()).render(Rect::new(x, menu.y + 4, width, 1), buf);
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
