//! The scenario's events as steps: the start, each event, and the ruling once answered.
//! Left and right walk through them; the board and clocks follow. Each event is told in the
//! author's narration where there is one, else in the engine's words
//! ([`crate::i18n::RulingText::event`], the same sentences as on printed papers).
//!
//! Where every step fits in full, all are listed with the one shown marked; otherwise the
//! step shown is told beside the counter, ending in "…" if it is longer than the area (the
//! question screen then lists the events in full beside the board).

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::i18n::{Arg, Localizer};
use crate::tui::theme::Theme;
use crate::tui::wrap::{hanging, wrap, wrap_at_most};

/// The timeline of one scenario.
pub struct Timeline<'a> {
    /// The text of every step.
    pub labels: Vec<String>,
    /// The step shown.
    pub current: usize,
    /// The colours.
    pub theme: Theme,
    /// The words.
    pub loc: &'a Localizer,
}

impl Timeline<'_> {
    /// The counter line's spans: arrows and "Step 2 of 4".
    fn head(&self) -> Vec<Span<'static>> {
        let t = self.theme;
        let total = self.labels.len();
        let current = self.current.min(total.saturating_sub(1));
        let counter = self.loc.text(
            "timeline-step",
            &[
                ("step", Arg::from(current + 1)),
                ("steps", Arg::from(total)),
            ],
        );
        let arrow = |on: bool, s: String| Span::styled(s, if on { t.key() } else { t.dim() });
        let symbols = t.symbols();
        vec![
            arrow(current > 0, format!("{} ", symbols.back)),
            Span::styled(counter, t.title()),
            arrow(current + 1 < total, format!(" {}  ", symbols.on)),
        ]
    }

    /// Every step as listed, the one shown marked.
    fn listed(&self, width: u16) -> Vec<Line<'static>> {
        let t = self.theme;
        let mut lines = vec![Line::from(self.head())];
        for (i, label) in self.labels.iter().enumerate() {
            let style = if i == self.current {
                t.selected()
            } else {
                Style::new()
            };
            let mark = if i == self.current {
                format!("{} ", t.symbols().cursor)
            } else {
                "  ".to_owned()
            };
            lines.extend(hanging(
                Span::styled(format!("{mark}{}. ", i + 1), style),
                label,
                width,
                style,
            ));
        }
        lines
    }

    /// Whether every step fits `area` in full, listed.
    pub fn lists_all(&self, area: Rect) -> bool {
        self.listed(area.width).len() <= usize::from(area.height)
    }
}

impl Widget for &Timeline<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 || self.labels.is_empty() {
            return;
        }
        let lines = if self.lists_all(area) {
            self.listed(area.width)
        } else {
            // Little room: the step shown starts beside the counter and goes on under it,
            // as far as the area goes.
            let head = self.head();
            let head_width =
                u16::try_from(head.iter().map(Span::width).sum::<usize>()).unwrap_or(u16::MAX);
            let text = &self.labels[self.current.min(self.labels.len() - 1)];
            let bold = Style::new().add_modifier(Modifier::BOLD);
            let first_width = area.width.saturating_sub(head_width);
            let first = wrap(text, first_width)
                .into_iter()
                .next()
                .unwrap_or_default();
            let fits_first = first.chars().count() == text.chars().count();
            let rows = usize::from(area.height);
            let mut lines = Vec::new();
            if rows == 1 || fits_first {
                let mut spans = head;
                spans.push(Span::styled(
                    wrap_at_most(text, first_width, 1).concat(),
                    bold,
                ));
                lines.push(Line::from(spans));
            } else {
                let mut spans = head;
                spans.push(Span::styled(first.clone(), bold));
                lines.push(Line::from(spans));
                let rest = text.chars().skip(first.chars().count()).collect::<String>();
                for row in wrap_at_most(rest.trim_start(), area.width.saturating_sub(2), rows - 1) {
                    lines.push(Line::from(vec![Span::raw("  "), Span::styled(row, bold)]));
                }
            }
            lines
        };
        for (y, line) in (area.y..area.bottom()).zip(lines) {
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Locale;
    use crate::tui::theme::{BoardColours, ColourDepth};

    fn shown(timeline: &Timeline, area: Rect) -> Vec<String> {
        let mut buf = Buffer::empty(area);
        timeline.render(area, &mut buf);
        (0..area.height)
            .map(|y| {
                (0..area.width)
                    .map(|x| buf[(x, y)].symbol().to_owned())
                    .collect::<String>()
                    .trim_end()
                    .to_owned()
            })
            .collect()
    }

    #[test]
    fn a_step_too_long_for_the_area_ends_in_an_ellipsis() {
        let loc = Localizer::new(Locale::En);
        let timeline = Timeline {
            labels: vec![
                "Starting position".into(),
                "Without writing a move, Black stops the clock and claims a draw by \
                 repetition of the position."
                    .into(),
            ],
            current: 1,
            theme: Theme {
                depth: ColourDepth::None,
                glyphs: crate::tui::symbols::Glyphs::Full,
                board: BoardColours::default(),
            },
            loc: &loc,
        };
        let small = Rect::new(0, 0, 34, 2);
        assert!(!timeline.lists_all(small));
        let rows = shown(&timeline, small);
        assert!(rows[0].starts_with("◀ Step 2 of 2"), "{rows:?}");
        assert!(rows[1].ends_with('…'), "{rows:?}");
        let large = Rect::new(0, 0, 60, 8);
        assert!(timeline.lists_all(large));
        let rows = shown(&timeline, large).join(" ");
        assert!(rows.contains("position."), "{rows}");
    }
}
