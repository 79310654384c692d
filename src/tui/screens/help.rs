//! The help overlay: the keys of the screen underneath, and what each does.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

use crate::tui::app::App;
use crate::tui::keymap::{bindings, context, key_names};
use crate::tui::layout::centred;
use crate::tui::wrap::hanging;

/// Draws the keys of the current screen over it.
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let t = app.theme();
    let loc = &app.loc;
    let keys = bindings(context(app));
    let names: Vec<String> = keys.iter().map(|b| key_names(b.keys, loc)).collect();
    let key_width = names
        .iter()
        .map(|k| Line::raw(k.as_str()).width())
        .max()
        .unwrap_or(0)
        + 3;
    let width = 64.min(area.width.saturating_sub(4));
    let text_width = width.saturating_sub(4 + u16::try_from(key_width).unwrap_or(0));
    let mut lines = Vec::new();
    for (b, name) in keys.iter().zip(names) {
        let text = loc.text(b.message_id, &[]);
        let mut rows = hanging(
            Span::raw(""),
            &text,
            text_width,
            ratatui::style::Style::new(),
        );
        let first = rows.remove(0);
        let pad = key_width.saturating_sub(Line::raw(name.as_str()).width());
        let mut spans = vec![Span::styled(format!("{name}{}", " ".repeat(pad)), t.key())];
        spans.extend(first.spans);
        lines.push(Line::from(spans));
        for r in rows {
            let mut spans = vec![Span::raw(" ".repeat(key_width))];
            spans.extend(r.spans);
            lines.push(Line::from(spans));
        }
    }
    lines.push(Line::raw(""));
    let inner_width = width.saturating_sub(4);
    for id in ["help-global", "help-close"] {
        lines.extend(hanging(
            Span::raw(""),
            &loc.text(id, &[]),
            inner_width,
            t.dim(),
        ));
    }
    let height = u16::try_from(lines.len()).unwrap_or(u16::MAX) + 2;
    let rect = centred(area, width, height);
    Clear.render(rect, buf);
    let block = Block::bordered()
        .border_style(t.accent())
        .title(Span::styled(
            format!(" {} ", loc.text("help-title", &[])),
            t.title(),
        ));
    let inner = block.inner(rect).inner(ratatui::layout::Margin::new(1, 0));
    block.render(rect, buf);
    for (y, line) in (inner.y..inner.bottom()).zip(lines) {
        line.render(Rect::new(inner.x, y, inner.width, 1), buf);
    }
}
