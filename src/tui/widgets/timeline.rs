//! The scenario's events as steps: the start, each event, and the ruling once answered.
//! Left and right walk through them; the board and clocks follow. The events are told by
//! [`crate::i18n::RulingText::event`], the same sentences as on printed papers.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::i18n::{Arg, Localizer};
use crate::tui::theme::Theme;
use crate::tui::wrap::{hanging, wrap};

/// The timeline of one scenario.
pub struct Timeline<'a> {
    /// The title of every step.
    pub labels: Vec<String>,
    /// The step shown.
    pub current: usize,
    /// The author's narration of the step shown, if any, and whether it is untranslated.
    pub narration: Option<(String, bool)>,
    /// The colours.
    pub theme: Theme,
    /// The words.
    pub loc: &'a Localizer,
}

impl Widget for &Timeline<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 || self.labels.is_empty() {
            return;
        }
        let t = self.theme;
        let total = self.labels.len();
        let current = self.current.min(total - 1);
        let mut lines: Vec<Line> = Vec::new();
        let counter = self.loc.text(
            "timeline-step",
            &[
                ("step", Arg::from(current + 1)),
                ("steps", Arg::from(total)),
            ],
        );
        let arrow = |on: bool, s: String| Span::styled(s, if on { t.key() } else { t.dim() });
        let symbols = t.symbols();
        let head = vec![
            arrow(current > 0, format!("{} ", symbols.back)),
            Span::styled(counter, t.title()),
            arrow(current + 1 < total, format!(" {}  ", symbols.on)),
        ];
        let head_width = u16::try_from(head.iter().map(Span::width).sum::<usize>()).unwrap_or(0);
        // With room, every step is listed; otherwise only the current one.
        let listed = usize::from(area.height) >= total + 2;
        let narration = self.narration.as_ref().map(|(text, untranslated)| {
            if *untranslated {
                format!("{text} {}", self.loc.text("untranslated", &[]))
            } else {
                text.clone()
            }
        });
        if listed {
            lines.push(Line::from(head));
            for (i, label) in self.labels.iter().enumerate() {
                let style = if i == current {
                    t.selected()
                } else {
                    ratatui::style::Style::new()
                };
                let mark = if i == current {
                    format!("{} ", symbols.cursor)
                } else {
                    "  ".to_owned()
                };
                lines.extend(hanging(
                    Span::styled(format!("{mark}{}. ", i + 1), style),
                    label,
                    area.width,
                    style,
                ));
            }
            if let Some(text) = narration.filter(|n| *n != self.labels[current]) {
                lines.extend(hanging(Span::raw("  "), &text, area.width, t.dim()));
            }
        } else {
            // Little room: the author's narration, which says more, in place of the label;
            // it starts beside the step counter and goes on under it.
            let text = narration.unwrap_or_else(|| self.labels[current].clone());
            let bold = ratatui::style::Style::new().add_modifier(Modifier::BOLD);
            let mut first = wrap(&text, area.width.saturating_sub(head_width)).into_iter();
            let mut spans = head;
            spans.push(Span::styled(first.next().unwrap_or_default(), bold));
            lines.push(Line::from(spans));
            let rest = first.collect::<Vec<_>>().join(" ");
            if !rest.is_empty() {
                lines.extend(hanging(Span::raw("  "), &rest, area.width, bold));
            }
        }
        for (y, line) in (area.y..area.bottom()).zip(lines) {
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }
}
