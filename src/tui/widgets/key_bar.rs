//! The key bar on the last row: which hints it shows when they do not all fit. The hints are
//! chosen by how much the screen needs them (the act it is for first, conveniences last) and
//! drawn in the order of the screen's key table; a hint the screen cannot do without is
//! shortened with "…" rather than dropped, and the help key always keeps its place on the
//! right.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::keymap::Need;
use crate::tui::theme::Theme;
use crate::tui::wrap::ellipsis;

/// One hint: the keys' label, what they do, and how much the bar needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hint {
    /// The keys, as the bar writes them ("n Space").
    pub keys: String,
    /// What they do, in the reader's language.
    pub text: String,
    /// How much the bar needs it.
    pub need: Need,
}

impl Hint {
    /// The columns the hint takes: " keys text ".
    fn width(&self) -> usize {
        Line::raw(format!(" {} {} ", self.keys, self.text)).width()
    }
}

/// The hints that fit in `width` columns, in their own order, each with the text to show
/// (shortened where a needed hint had to be). The most needed are placed first; a hint too
/// wide for what is left gives way to narrower, less needed ones after it, and a
/// [`Need::High`] hint is cut to the room left rather than left out.
pub fn fit(hints: &[Hint], width: usize) -> Vec<(usize, String)> {
    let mut order: Vec<usize> = (0..hints.len())
        .filter(|&i| hints[i].need > Need::HelpOnly)
        .collect();
    // Stable: within one need, the table's order.
    order.sort_by_key(|&i| std::cmp::Reverse(hints[i].need));
    let high: usize = order
        .iter()
        .filter(|&&i| hints[i].need == Need::High)
        .map(|&i| hints[i].width())
        .sum();
    let mut left = width;
    // The room the high hints still to be placed need, kept free from the others.
    let mut reserved = high.min(width);
    let mut chosen: Vec<(usize, String)> = Vec::new();
    for i in order {
        let hint = &hints[i];
        let w = hint.width();
        if hint.need == Need::High {
            reserved = reserved.saturating_sub(w);
            if w <= left {
                left -= w;
                chosen.push((i, hint.text.clone()));
            } else {
                // " keys " and at least one character and "…".
                let frame = Line::raw(format!(" {} ", hint.keys)).width() + 1;
                if left >= frame + 2 {
                    let text = ellipsis(&hint.text, left - frame);
                    left = left.saturating_sub(frame + Line::raw(text.as_str()).width());
                    chosen.push((i, text));
                }
            }
        } else if w + reserved <= left {
            left -= w;
            chosen.push((i, hint.text.clone()));
        }
    }
    chosen.sort_by_key(|(i, _)| *i);
    chosen
}

/// The key bar: the hints that fit, and the help key at the right end.
pub struct KeyBar<'a> {
    /// Every hint of the screen's table, in its order.
    pub hints: &'a [Hint],
    /// The help key and what it does.
    pub help: Hint,
    /// The colours.
    pub theme: Theme,
}

impl Widget for &KeyBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let help_width = self.help.width();
        let room = usize::from(area.width).saturating_sub(help_width);
        let mut spans = Vec::new();
        for (i, text) in fit(self.hints, room) {
            spans.push(Span::styled(format!(" {} ", self.hints[i].keys), t.key()));
            spans.push(Span::styled(format!("{text} "), t.dim()));
        }
        Line::from(spans).render(area, buf);
        let w = u16::try_from(help_width).unwrap_or(0).min(area.width);
        Line::from(vec![
            Span::styled(format!(" {} ", self.help.keys), t.key()),
            Span::styled(format!("{} ", self.help.text), t.dim()),
        ])
        .render(Rect::new(area.right().saturating_sub(w), area.y, w, 1), buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hint(keys: &str, text: &str, need: Need) -> Hint {
        Hint {
            keys: keys.into(),
            text: text.into(),
            need,
        }
    }

    fn shown(hints: &[Hint], width: usize) -> Vec<String> {
        fit(hints, width)
            .into_iter()
            .map(|(i, text)| format!("{} {text}", hints[i].keys))
            .collect()
    }

    #[test]
    fn everything_fits_in_the_tables_order() {
        let hints = [
            hint("n", "next", Need::Normal),
            hint("Tab", "tabs", Need::High),
            hint("?", "hidden", Need::HelpOnly),
        ];
        assert_eq!(shown(&hints, 80), ["n next", "Tab tabs"]);
    }

    #[test]
    fn the_least_needed_give_way_first_and_the_needed_one_stays() {
        let hints = [
            hint("n Space", "the next question", Need::High),
            hint("←→", "step through the events one by one", Need::Low),
            hint("Esc", "back", Need::Normal),
            hint("Tab", "the next tab", Need::High),
        ];
        // " n Space the next question " 27, " ←→ … " 38, " Esc back " 10, " Tab the next tab " 18.
        assert_eq!(
            shown(&hints, 60),
            ["n Space the next question", "Esc back", "Tab the next tab"]
        );
        assert_eq!(
            shown(&hints, 50),
            ["n Space the next question", "Tab the next tab"]
        );
        // Narrower still: the last needed hint is shortened, never dropped.
        let tight = shown(&hints, 40);
        assert_eq!(tight.len(), 2, "{tight:?}");
        assert!(
            tight[1].starts_with("Tab the") && tight[1].ends_with('…'),
            "{tight:?}"
        );
    }

    #[test]
    fn a_wide_hint_gives_way_to_a_narrower_one_after_it() {
        let hints = [
            hint("a", "a very long text that will not fit", Need::Normal),
            hint("b", "short", Need::Normal),
        ];
        assert_eq!(shown(&hints, 20), ["b short"]);
    }
}
