//! Text taller than its area: which lines are shown for a scroll position, and a first and
//! last row that say there is more above or below ("↑ more", "↓ more", the arrows from the
//! theme's symbols) whenever there is, so that nothing is ever hidden without a sign of it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Widget;

use crate::tui::theme::Theme;

/// The part of a text shown in an area.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Window {
    /// The first line shown.
    pub first: usize,
    /// How many lines are shown.
    pub shown: usize,
    /// Whether the first row of the area says there is more above.
    pub above: bool,
    /// Whether the last row of the area says there is more below.
    pub below: bool,
}

impl Window {
    /// Whether lines `start..start + len` are all shown (a block taller than the window
    /// counts as shown when its start is at the top of the window).
    pub fn shows(&self, start: usize, len: usize) -> bool {
        let end = self.first + self.shown;
        start >= self.first && (start + len <= end || (start == self.first && self.shown > 0))
    }

    /// The line shown at row `row` of the area, if any.
    pub fn line_at(&self, row: usize) -> Option<usize> {
        let k = row.checked_sub(usize::from(self.above))?;
        (k < self.shown).then_some(self.first + k)
    }
}

/// Below this many rows an area has no room for the signs: it shows lines only.
const SIGNS_MIN: usize = 3;

/// The most a text of `total` lines can be scrolled in `height` rows.
pub fn max_scroll(total: usize, height: usize) -> usize {
    if total <= height {
        0
    } else if height < SIGNS_MIN {
        total - height
    } else {
        // The last page has the sign above and no sign below.
        total - (height - 1)
    }
}

/// The lines of a text of `total` lines that `height` rows show when scrolled by `scroll`.
pub fn window(total: usize, height: usize, scroll: usize) -> Window {
    if total <= height {
        return Window {
            first: 0,
            shown: total,
            above: false,
            below: false,
        };
    }
    let first = scroll.min(max_scroll(total, height));
    if height < SIGNS_MIN {
        return Window {
            first,
            shown: height.min(total - first),
            above: false,
            below: false,
        };
    }
    let above = first > 0;
    let room = height - usize::from(above);
    if first + room >= total {
        Window {
            first,
            shown: total - first,
            above,
            below: false,
        }
    } else {
        Window {
            first,
            shown: room - 1,
            above,
            below: true,
        }
    }
}

/// The scroll position nearest to `scroll` that shows lines `start..start + len` (or the
/// start of them, if they are taller than the area).
pub fn scroll_to(total: usize, height: usize, scroll: usize, start: usize, len: usize) -> usize {
    let max = max_scroll(total, height);
    let mut s = window(total, height, scroll).first.min(start);
    while s < max && !window(total, height, s).shows(start, len) {
        s += 1;
    }
    s
}

/// Lines drawn through a [`Window`], with the signs of more above and below.
pub struct Scrolled<'a> {
    /// Every line of the text.
    pub lines: &'a [Line<'static>],
    /// The lines shown.
    pub window: Window,
    /// The word after the arrow of each sign ("more", in the reader's language).
    pub more: String,
    /// The colours and symbols.
    pub theme: Theme,
}

impl Widget for &Scrolled<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let w = self.window;
        let top = area.y + u16::from(w.above);
        for (line, y) in self
            .lines
            .iter()
            .skip(w.first)
            .take(w.shown)
            .zip(top..area.bottom())
        {
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
        let symbols = self.theme.symbols();
        let style = self.theme.key();
        if w.above && area.height > 0 {
            Line::styled(format!("{} {}", symbols.less, self.more), style)
                .right_aligned()
                .render(Rect::new(area.x, area.y, area.width, 1), buf);
        }
        if w.below && area.height > 0 {
            Line::styled(format!("{} {}", symbols.more, self.more), style)
                .right_aligned()
                .render(Rect::new(area.x, area.bottom() - 1, area.width, 1), buf);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_that_fits_shows_everything_without_signs() {
        let w = window(5, 8, 3);
        assert_eq!((w.first, w.shown, w.above, w.below), (0, 5, false, false));
    }

    #[test]
    fn a_long_text_says_there_is_more_on_the_side_that_is_hidden() {
        let top = window(20, 8, 0);
        assert_eq!(
            (top.first, top.shown, top.above, top.below),
            (0, 7, false, true)
        );
        let middle = window(20, 8, 5);
        assert_eq!(
            (middle.first, middle.shown, middle.above, middle.below),
            (5, 6, true, true)
        );
        let end = window(20, 8, 100);
        assert_eq!(
            (end.first, end.shown, end.above, end.below),
            (13, 7, true, false)
        );
        assert_eq!(
            end.first + end.shown,
            20,
            "the last page ends with the text"
        );
    }

    #[test]
    fn scrolling_to_lines_shows_them_whole() {
        for start in 0..18 {
            let s = scroll_to(20, 8, 0, start, 3);
            assert!(window(20, 8, s).shows(start, 3), "{start}");
        }
        // Already shown: the position stays.
        assert_eq!(scroll_to(20, 8, 5, 6, 2), 5);
        // Taller than the area: its start is at the top.
        let s = scroll_to(20, 5, 0, 4, 10);
        assert_eq!(window(20, 5, s).first, 4);
    }

    #[test]
    fn rows_and_lines_correspond() {
        let w = window(20, 8, 5);
        assert_eq!(w.line_at(1), Some(5));
        assert_eq!(w.line_at(0), None, "the sign above");
        assert_eq!(w.line_at(7), None, "the sign below");
        assert_eq!(w.line_at(6), Some(10));
    }
}
