//! One side's clock: its time (in big digits where there is room), whether it runs, the
//! increment or delay, a fallen flag, low time, and the time a ruling added or took.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::i18n::{Arg, Localizer};
use crate::laws::clock::ClockTime;
use crate::laws::time_control::Bonus;
use crate::tui::theme::Theme;

use super::digits;

/// Below this many milliseconds a running clock is shown as low on time.
const LOW_TIME_MS: u64 = 30_000;

/// The rows a big clock takes.
pub const BIG_ROWS: u16 = digits::ROWS;

/// One side's clock.
pub struct ClockFace<'a> {
    /// The side's name.
    pub name: String,
    /// Its time, if the case has clocks.
    pub time: Option<ClockTime>,
    /// Whether this clock runs.
    pub running: bool,
    /// Whether its flag is down.
    pub fallen: bool,
    /// The per-move bonus of the time control.
    pub bonus: Bonus,
    /// Seconds the ruling added.
    pub added: u64,
    /// Seconds the ruling took.
    pub removed: u64,
    /// The colours.
    pub theme: Theme,
    /// The words.
    pub loc: &'a Localizer,
}

impl ClockFace<'_> {
    /// The spans after the time: bonus, flag, and the ruling's change.
    fn extras(&self) -> Vec<Span<'static>> {
        let t = self.theme;
        let mut out = Vec::new();
        match self.bonus {
            Bonus::Increment(s) => out.push(Span::styled(
                format!(
                    " {}",
                    self.loc
                        .text("clock-increment", &[("seconds", Arg::from(s))])
                ),
                t.dim(),
            )),
            Bonus::Delay(s) => out.push(Span::styled(
                format!(
                    " {}",
                    self.loc.text("clock-delay", &[("seconds", Arg::from(s))])
                ),
                t.dim(),
            )),
            Bonus::None => {}
        }
        if self.fallen {
            out.push(Span::styled(
                format!(
                    " {} {}",
                    t.symbols().flag,
                    self.loc.text("clock-flag-fallen", &[])
                ),
                t.wrong(),
            ));
        }
        if self.added > 0 {
            out.push(Span::styled(
                format!(" +{}", ClockTime::from_secs(self.added)),
                t.accent().add_modifier(Modifier::REVERSED),
            ));
        }
        if self.removed > 0 {
            out.push(Span::styled(
                format!(" −{}", ClockTime::from_secs(self.removed)),
                t.wrong().add_modifier(Modifier::REVERSED),
            ));
        }
        out
    }

    fn time_style(&self) -> ratatui::style::Style {
        let t = self.theme;
        let low = self.time.is_some_and(|x| x.0 < LOW_TIME_MS);
        let base = if self.fallen || (low && self.running) {
            t.wrong()
        } else if self.added > 0 {
            t.accent()
        } else {
            ratatui::style::Style::new().add_modifier(Modifier::BOLD)
        };
        if self.running {
            base.add_modifier(Modifier::UNDERLINED)
        } else {
            base
        }
    }

    fn marker(&self) -> Span<'static> {
        if self.running {
            Span::styled(format!("{} ", self.theme.symbols().on), self.theme.accent())
        } else {
            Span::raw("  ")
        }
    }
}

impl Widget for &ClockFace<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.height == 0 {
            return;
        }
        let time_text = self
            .time
            .map_or_else(|| "–:––".to_owned(), |t| t.to_string());
        let name = Span::styled(self.name.clone(), self.theme.title());
        let big_width = digits::width(&time_text);
        let head = 2 + u16::try_from(name.width()).unwrap_or(0) + 2;
        if area.height >= BIG_ROWS && self.time.is_some() && head + big_width + 12 <= area.width {
            Line::from(vec![self.marker(), name])
                .render(Rect::new(area.x, area.y + 1, head, 1), buf);
            digits::draw(buf, area.x + head, area.y, &time_text, self.time_style());
            let extra_x = area.x + head + big_width + 1;
            let extra = Rect::new(extra_x, area.y + 1, area.right().saturating_sub(extra_x), 1);
            Line::from(self.extras()).render(extra, buf);
            return;
        }
        let mut spans = vec![
            self.marker(),
            name,
            Span::raw("  "),
            Span::styled(time_text, self.time_style()),
        ];
        spans.extend(self.extras());
        Line::from(spans).render(Rect::new(area.x, area.y, area.width, 1), buf);
    }
}
