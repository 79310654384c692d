//! The whole frame: title bar, the screen, the key bar, the help overlay, and the message
//! shown instead when the terminal is too small. A pure function of the model.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget, Wrap};

use crate::i18n::Arg;
use crate::tui::app::{App, Screen};
use crate::tui::keymap::{bindings, context, key_names};
use crate::tui::layout::{MIN_SIZE, centred, chrome, too_small};
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::ellipsis;

use super::{exam, help, home, present, question, results, review, settings, setup, stats};

/// Draws the app into a frame.
pub fn render(app: &App, frame: &mut Frame) {
    draw(app, frame.area(), frame.buffer_mut());
}

/// Draws the app into any buffer (the frame's, or a test's).
pub fn draw(app: &App, area: Rect, buf: &mut Buffer) {
    if too_small(area) {
        render_too_small(app, area, buf);
        return;
    }
    let c = chrome(area);
    render_title(app, c.top, buf);
    match &app.screen {
        Screen::Home(s) => home::render(s, app, c.body, buf),
        Screen::Setup(s) => setup::render(s, app, c.body, buf),
        Screen::Question(s) => question::render(s, app, c.body, buf),
        Screen::Exam(s) => exam::render(s, app, c.body, buf),
        Screen::Results(s) => results::render(s, app, c.body, buf),
        Screen::Settings(s) => settings::render(s, app, c.body, buf),
        Screen::Review(s) => review::render(s, app, c.body, buf),
        Screen::Stats(s) => stats::render(s, app, c.body, buf),
        Screen::Present(s) => present::render(s, app, c.body, buf),
    }
    render_keys(app, c.bottom, buf);
    if app.help {
        help::render(app, c.body, buf);
    }
}

/// The message shown when the terminal is smaller than the app needs.
fn render_too_small(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let text = app.loc.text(
        "too-small",
        &[
            ("width", Arg::from(area.width)),
            ("height", Arg::from(area.height)),
            ("min_width", Arg::from(MIN_SIZE.0)),
            ("min_height", Arg::from(MIN_SIZE.1)),
        ],
    );
    let height = 4.min(area.height);
    Paragraph::new(vec![
        Line::styled(app.loc.text("app-title", &[]), t.title()),
        Line::raw(text),
    ])
    .centered()
    .wrap(Wrap { trim: true })
    .render(centred(area, area.width, height), buf);
}

/// The title bar: where the learner is, and on the right the session's facts.
fn render_title(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let (place, right) = match &app.screen {
        Screen::Home(_) => (String::new(), String::new()),
        Screen::Setup(s) => (loc.text(s.kind.message_id(), &[]), String::new()),
        Screen::Question(q) => question::title(q, app),
        Screen::Exam(e) => (
            loc.text("home-exam", &[]),
            loc.text(
                "exam-title",
                &[
                    ("index", Arg::from(e.current + 1)),
                    ("total", Arg::from(e.paper.ids.len())),
                    ("seed", Arg::from(e.paper.seed.to_string())),
                    (
                        "time",
                        Arg::from(format!("{}{}", t.symbols().watch, exam::countdown(e))),
                    ),
                ],
            ),
        ),
        Screen::Results(_) => (loc.text("exam-results", &[]), String::new()),
        Screen::Settings(_) => (loc.text("home-settings", &[]), String::new()),
        Screen::Review(_) => (loc.text("mode-review", &[]), String::new()),
        Screen::Stats(_) => (loc.text("home-stats", &[]), String::new()),
        Screen::Present(p) => (loc.text("home-present", &[]), present::title(p, app)),
    };
    buf.set_style(
        area,
        t.selected().remove_modifier(ratatui::style::Modifier::BOLD),
    );
    let edition = app.settings.edition.map_or_else(
        || loc.text("edition-own", &[]),
        |e| edition_name(loc, e.year()),
    );
    let right = if right.is_empty() {
        format!("{edition} · {} ", app.settings.locale.tag())
    } else {
        format!("{right} ")
    };
    // The right side keeps at most half the bar; the place on the left ends in "…" rather
    // than run into it.
    let right = ellipsis(&right, usize::from(area.width / 2));
    let w = u16::try_from(Line::raw(right.clone()).width()).unwrap_or(0);
    let title = format!(" {} ", loc.text("app-title", &[]));
    let mut spans = vec![Span::styled(title.clone(), t.title())];
    if !place.is_empty() {
        let room = usize::from(area.width.saturating_sub(w + 1))
            .saturating_sub(Line::raw(title).width() + 2);
        spans.push(Span::styled(format!("{} ", t.symbols().cursor), t.dim()));
        spans.push(Span::raw(ellipsis(&place, room)));
    }
    Line::from(spans).render(area, buf);
    Line::styled(right, t.accent()).render(
        Rect::new(area.right().saturating_sub(w), area.y, w.min(area.width), 1),
        buf,
    );
}

/// The key bar: the most used keys of the screen, and how to get all of them.
fn render_keys(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let mut spans: Vec<Span> = Vec::new();
    let mut width = 0usize;
    let help = format!(" ? {} ", loc.text("key-help", &[]));
    let limit = usize::from(area.width).saturating_sub(Line::raw(help.clone()).width());
    for binding in bindings(context(app)) {
        let key = Span::styled(format!(" {} ", key_names(binding.keys, loc)), t.key());
        let text = Span::styled(format!("{} ", loc.text(binding.message_id, &[])), t.dim());
        let w = key.width() + text.width();
        if width + w > limit {
            break;
        }
        width += w;
        spans.push(key);
        spans.push(text);
    }
    Line::from(spans).render(area, buf);
    let w = u16::try_from(Line::raw(help.clone()).width()).unwrap_or(0);
    Line::from(vec![
        Span::styled(" ? ", t.key()),
        Span::styled(format!("{} ", loc.text("key-help", &[])), t.dim()),
    ])
    .render(Rect::new(area.right().saturating_sub(w), area.y, w, 1), buf);
}
