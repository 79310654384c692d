//! The scenario's events as steps: the start, each event, and the ruling once answered.
//! Left and right walk through them; the board and clocks follow.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use shakmaty::{Color, Role};

use crate::i18n::{Arg, Localizer, Notation, RulingText};
use crate::laws::event::{ClaimGround, Event};
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
        let arrow = |on: bool, s: &'static str| Span::styled(s, if on { t.key() } else { t.dim() });
        let head = vec![
            arrow(current > 0, "◀ "),
            Span::styled(counter, t.title()),
            arrow(current + 1 < total, " ▶  "),
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
                let mark = if i == current { "› " } else { "  " };
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

/// A move as written in a scenario, in the reader's letters: SAN goes through the notation;
/// long algebraic (`Bf1-b6`), which arbiters use for illegal moves, gets its piece letter
/// replaced.
pub fn move_text(text: &str, rt: &RulingText<'_>, notation: &Notation) -> String {
    let role = match text.chars().next() {
        Some('K') => Some(Role::King),
        Some('Q') => Some(Role::Queen),
        Some('R') => Some(Role::Rook),
        Some('B') => Some(Role::Bishop),
        Some('N') => Some(Role::Knight),
        _ => None,
    };
    if text.contains('-') && !text.starts_with(['O', '0']) {
        return match role {
            Some(r) => format!("{}{}", notation.letter(r), &text[1..]),
            None => text.to_owned(),
        };
    }
    rt.san(text)
}

/// A sentence for an event the author did not narrate.
pub fn event_label(event: &Event, loc: &Localizer, notation: &Notation) -> String {
    let rt = RulingText::new(loc, notation);
    let side = |c: Color| ("side", Arg::from(rt.side(c)));
    match event {
        Event::Move(m) => {
            let id = if m.pressed_clock {
                "event-move"
            } else {
                "event-move-unpressed"
            };
            loc.text(
                id,
                &[
                    side(m.by),
                    ("move", Arg::from(move_text(&m.mv, &rt, notation))),
                ],
            )
        }
        Event::PressClock { by } => loc.text("event-press-clock", &[side(*by)]),
        Event::Touch { by, square, adjust } => loc.text(
            if *adjust {
                "event-adjust"
            } else {
                "event-touch"
            },
            &[side(*by), ("square", Arg::from(square.to_string()))],
        ),
        Event::TouchMoveClaim { by } => loc.text("event-touch-move-claim", &[side(*by)]),
        Event::Displace { by } => loc.text("event-displace", &[side(*by)]),
        Event::Flag { side: s, .. } => loc.text("event-flag", &[side(*s)]),
        Event::BothFlags { .. } => loc.text("event-both-flags", &[]),
        Event::Claim(c) => loc.text(
            match c.ground {
                ClaimGround::Threefold => "event-claim-threefold",
                ClaimGround::FiftyMoves => "event-claim-fifty",
                ClaimGround::Quickplay => "event-claim-quickplay",
            },
            &[side(c.by)],
        ),
        Event::Offer(o) => loc.text("event-offer", &[side(o.by)]),
        Event::Resign { by } => loc.text("event-resign", &[side(*by)]),
        Event::Device { by, .. } => loc.text("event-device", &[side(*by)]),
        Event::Arrive { by, minutes_late } => loc.text(
            "event-arrive",
            &[side(*by), ("count", Arg::from(*minutes_late))],
        ),
        Event::Discover(_) => loc.text("event-discover", &[]),
        Event::IncrementRequest { by, .. } => loc.text("event-increment-request", &[side(*by)]),
        Event::StopRecording { by } => loc.text("event-stop-recording", &[side(*by)]),
        Event::ScoresheetRequest { by, .. } => loc.text("event-scoresheet-request", &[side(*by)]),
        Event::IllegalMoveClaim { by } => loc.text("event-illegal-move-claim", &[side(*by)]),
        Event::ClockReading { white, black } => loc.text(
            "event-clock-reading",
            &[
                ("white", Arg::from(white.to_string())),
                ("black", Arg::from(black.to_string())),
            ],
        ),
    }
}
