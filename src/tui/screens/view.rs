//! The whole frame: title bar, the screen, the key bar, the help overlay, and the message
//! shown instead when the terminal is too small. A pure function of the model.

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::i18n::Arg;
use crate::tui::app::{App, Screen};
use crate::tui::input::active_keys;
use crate::tui::keymap::{Need, TOO_SMALL, keys_label};
use crate::tui::layout::{MIN_SIZE, centred, chrome, too_small};
use crate::tui::widgets::key_bar::{Hint, KeyBar};
use crate::tui::widgets::ruling::edition_name;
use crate::tui::wrap::{ellipsis, wrap};

use super::{
    exam, help, history, home, join, live, lobby, present, question, results, review, settings,
    setup, stats,
};

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
        Screen::History(s) => history::render(s, app, c.body, buf),
        Screen::Settings(s) => settings::render(s, app, c.body, buf),
        Screen::Review(s) => review::render(s, app, c.body, buf),
        Screen::Stats(s) => stats::render(s, app, c.body, buf),
        Screen::Present(s) => present::render(s, app, c.body, buf),
        Screen::Join(s) => join::render(s, app, c.body, buf),
        Screen::Live(s) => live::render(s, app, c.body, buf),
        Screen::Lobby(s) => lobby::render(s, app, c.body, buf),
    }
    render_keys(app, c.bottom, buf);
    if app.help.is_some() {
        help::render(app, c.body, buf);
    }
}

/// The message shown when the terminal is smaller than the app needs: the size it needs,
/// and the one key that works (the screen underneath is hidden, so no other key acts).
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
    let quit = app.loc.text(
        "too-small-quit",
        &[(
            "key",
            Arg::from(keys_label(TOO_SMALL.groups[0][0].keys, &app.loc)),
        )],
    );
    // The way out is never the part cut: on a tiny terminal the title and the sizes give
    // way, from the top.
    let mut lines = vec![Line::styled(app.loc.text("app-title", &[]), t.title())];
    lines.extend(wrap(&text, area.width).into_iter().map(Line::raw));
    lines.push(Line::raw(""));
    lines.extend(
        wrap(&quit, area.width)
            .into_iter()
            .map(|l| Line::styled(l, t.key())),
    );
    let skip = lines.len().saturating_sub(usize::from(area.height));
    let height = u16::try_from(lines.len() - skip).unwrap_or(area.height);
    let block = centred(area, area.width, height);
    for (line, y) in lines.into_iter().skip(skip).zip(block.y..block.bottom()) {
        line.centered()
            .render(Rect::new(area.x, y, area.width, 1), buf);
    }
}

/// The title bar: where the learner is, and on the right the session's facts (in red in
/// an exam's last minute).
fn render_title(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    if let Some(notice) = &app.script_notice {
        buf.set_style(area, t.selected());
        let text = ellipsis(notice, usize::from(area.width.saturating_sub(2)));
        Line::styled(format!(" {text}"), t.accent()).render(area, buf);
        return;
    }
    let loc = &app.loc;
    let (place, right) = match &app.screen {
        Screen::Home(_) => (String::new(), String::new()),
        Screen::Setup(s) => setup::title(s, app),
        Screen::Question(q) => question::title(q, app),
        Screen::Exam(e) => exam::title(e, app),
        Screen::Results(_) => results::title(app),
        Screen::History(_) => history::title(app),
        Screen::Settings(_) => settings::title(app),
        Screen::Review(_) => review::title(app),
        Screen::Stats(_) => stats::title(app),
        Screen::Present(p) => present::title(p, app),
        Screen::Join(_) => join::title(app),
        Screen::Live(l) => live::title(l, app),
        Screen::Lobby(_) => lobby::title(app),
    };
    let right_style = match &app.screen {
        Screen::Exam(e) if exam::time_low(e) => t.wrong(),
        _ => t.accent(),
    };
    buf.set_style(
        area,
        t.selected().remove_modifier(ratatui::style::Modifier::BOLD),
    );
    let edition = app.settings.edition.map_or_else(
        || loc.text("edition-own", &[]),
        |e| edition_name(loc, e.year()),
    );
    // The right side keeps at most half the bar; the place on the left ends in "…" rather
    // than run into it. The language code is never the part cut.
    let half = usize::from(area.width / 2);
    let right = if right.is_empty() {
        let tag = format!(" · {} ", app.settings.locale.tag());
        let room = half.saturating_sub(Line::raw(tag.as_str()).width());
        format!("{}{tag}", ellipsis(&edition, room))
    } else {
        ellipsis(&format!("{right} "), half)
    };
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
    Line::styled(right, right_style).render(
        Rect::new(area.right().saturating_sub(w), area.y, w.min(area.width), 1),
        buf,
    );
}

/// The key bar: the screen's keys from the same table that handles them, the most needed
/// kept when they do not all fit, and how to get all of them.
fn render_keys(app: &App, area: Rect, buf: &mut Buffer) {
    let loc = &app.loc;
    let hints: Vec<Hint> = active_keys(app)
        .rows()
        .filter(|b| b.need > Need::HelpOnly)
        .map(|b| Hint {
            keys: keys_label(b.keys, loc),
            text: loc.text(b.message_id, &[]),
            need: b.need,
        })
        .collect();
    let help = Hint {
        keys: "?".into(),
        text: loc.text("key-help", &[]),
        need: Need::High,
    };
    let bar = KeyBar {
        hints: &hints,
        help,
        theme: app.theme(),
    };
    (&bar).render(area, buf);
}
