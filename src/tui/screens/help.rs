//! The help overlay: the keys of the screen underneath, or (from the home screen's Help
//! entry) the keys of every screen, each list made from the same key tables that handle
//! the keys. It scrolls where it is taller than the terminal.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

use crate::tui::app::App;
use crate::tui::input;
use crate::tui::keymap::{GLOBAL, HELP, KeyTable, key_lines};
use crate::tui::layout::{centred, chrome};
use crate::tui::widgets::scroll::{Scrolled, max_scroll, window};
use crate::tui::wrap::hanging;

use super::{
    exam, history, home, join, live, lobby, present, question, results, review, settings, setup,
    stats,
};

/// Every key table of the app, in the order a newcomer meets the screens; the seminar
/// room's, which only sessions served by `arbiter-quiz serve` show, come last.
pub const ALL: [&KeyTable; 25] = [
    &home::MENU_KEYS,
    &home::RESUME_KEYS,
    &setup::KEYS,
    &setup::SEED_KEYS,
    &question::KEYS,
    &question::MULTI_KEYS,
    &question::ANSWERED_KEYS,
    &question::SUMMARY_KEYS,
    &exam::KEYS,
    &exam::MULTI_KEYS,
    &exam::SUBMIT_KEYS,
    &exam::LEAVE_KEYS,
    &results::KEYS,
    &history::KEYS,
    &review::KEYS,
    &stats::KEYS,
    &settings::KEYS,
    &present::KEYS,
    &present::RULING_KEYS,
    &HELP,
    &join::KEYS,
    &live::KEYS,
    &live::MULTI_KEYS,
    &live::REVEALED_KEYS,
    &lobby::KEYS,
];

/// The overlay's width in `area`.
fn width(area: Rect) -> u16 {
    72.min(area.width.saturating_sub(4))
}

/// The overlay's lines: the keys of the screen on show, or of every screen under headings.
fn lines(app: &App, width: u16) -> Vec<Line<'static>> {
    let t = app.theme();
    let loc = &app.loc;
    let all = app.help.is_some_and(|h| h.all);
    let mut lines = Vec::new();
    if all {
        for table in ALL.iter().chain([&&GLOBAL]) {
            if !lines.is_empty() {
                lines.push(Line::raw(""));
            }
            // A heading longer than the overlay wraps rather than being cut.
            lines.extend(hanging(
                Span::raw(""),
                &loc.text(table.title_id, &[]),
                width,
                t.title(),
            ));
            lines.extend(key_lines(table.rows(), loc, t, width));
        }
    } else {
        lines.extend(key_lines(
            input::keys(app).rows().chain(GLOBAL.rows()),
            loc,
            t,
            width,
        ));
    }
    lines.push(Line::raw(""));
    for id in ["help-global", "help-close"] {
        lines.extend(hanging(Span::raw(""), &loc.text(id, &[]), width, t.dim()));
    }
    lines
}

/// Where the overlay goes in `area`, and its lines.
fn frame(app: &App, area: Rect) -> (Rect, Vec<Line<'static>>) {
    let width = width(area);
    let lines = lines(app, width.saturating_sub(4));
    let height = u16::try_from(lines.len() + 2)
        .unwrap_or(u16::MAX)
        .min(area.height);
    (centred(area, width, height), lines)
}

/// The most the overlay can scroll on the app's terminal.
pub fn max_help_scroll(app: &App) -> u16 {
    let body = chrome(Rect::new(0, 0, app.size.0, app.size.1)).body;
    let (rect, lines) = frame(app, body);
    let max = max_scroll(lines.len(), usize::from(rect.height.saturating_sub(2)));
    u16::try_from(max).unwrap_or(u16::MAX)
}

/// Draws the keys over the screen.
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let (rect, lines) = frame(app, area);
    // The screen underneath is cleared: pieces of it beside the frame read as cut text.
    Clear.render(area, buf);
    let block = Block::bordered()
        .border_style(t.accent())
        .title(Span::styled(
            format!(" {} ", loc.text("help-title", &[])),
            t.title(),
        ));
    let inner = block.inner(rect).inner(ratatui::layout::Margin::new(1, 0));
    block.render(rect, buf);
    let scroll = app.help.map_or(0, |h| h.scroll);
    let scrolled = Scrolled {
        lines: &lines,
        window: window(lines.len(), usize::from(inner.height), usize::from(scroll)),
        more: loc.text("panel-more", &[]),
        theme: t,
    };
    (&scrolled).render(inner, buf);
}
