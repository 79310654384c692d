//! Where everything goes: the frame of every screen and the parts of the question screen.
//! Views draw into these rectangles and the mouse is matched against the same ones, so a
//! click always lands on what is drawn.

use ratatui::layout::Rect;

use super::widgets::board::{board_extent, square_size};
use super::widgets::clock::BIG_ROWS;

/// The smallest terminal the app lays out: 80×24 with a status line (tmux, screen) is 80×23.
pub const MIN_SIZE: (u16, u16) = (80, 23);

/// The narrowest the text column of the question screen gets.
const RIGHT_MIN: u16 = 43;

/// The fewest rows left for the timeline (the step counter and a line of the step; the
/// text column tells the events in full when that is not enough).
const TIMELINE_MIN: u16 = 2;

/// The title bar, the body and the key bar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chrome {
    /// The title bar.
    pub top: Rect,
    /// Everything between.
    pub body: Rect,
    /// The key hints.
    pub bottom: Rect,
}

/// Splits the terminal into title bar, body and key bar.
pub fn chrome(area: Rect) -> Chrome {
    let top = Rect::new(area.x, area.y, area.width, 1.min(area.height));
    let bottom = Rect::new(
        area.x,
        area.bottom().saturating_sub(1),
        area.width,
        1.min(area.height),
    );
    let body = Rect::new(
        area.x,
        area.y + 1,
        area.width,
        area.height.saturating_sub(2),
    );
    Chrome { top, body, bottom }
}

/// Whether the terminal is too small to lay out.
pub fn too_small(area: Rect) -> bool {
    area.width < MIN_SIZE.0 || area.height < MIN_SIZE.1
}

/// The board column of the question screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct BoardColumn {
    /// The clock of the side at the top.
    pub top_clock: Rect,
    /// The board with its labels.
    pub board: Rect,
    /// The clock of the side at the bottom.
    pub bottom_clock: Rect,
    /// The timeline.
    pub timeline: Rect,
    /// Whether the clocks have room for big digits.
    pub big_clocks: bool,
}

/// Splits the body of a question screen into the board column (when there is a board) and
/// the text column, which keeps a blank column before the terminal's right edge.
pub fn question(body: Rect, has_board: bool) -> (Option<BoardColumn>, Rect) {
    if !has_board {
        return (None, body.inner(ratatui::layout::Margin::new(2, 0)));
    }
    let fits = |h: u16, big: bool| {
        let (bw, bh) = board_extent(h);
        let clocks = if big { 2 * BIG_ROWS } else { 2 };
        bh + clocks + TIMELINE_MIN <= body.height && bw + 3 + RIGHT_MIN <= body.width
    };
    let largest = (1..=5).rev().find(|&h| fits(h, false));
    let Some(mut h) = largest else {
        return (None, body.inner(ratatui::layout::Margin::new(1, 0)));
    };
    let mut big = fits(h, true);
    // Big clocks are worth a smaller board only from 5-row squares down to 4: below that
    // the block-art pieces would shrink to their smallest drawings.
    if !big && h >= 5 && fits(h - 1, true) {
        h -= 1;
        big = true;
    }
    let (bw, bh) = board_extent(h);
    let clock_rows = if big { BIG_ROWS } else { 1 };
    let left_width = bw + 1;
    let x = body.x;
    let mut y = body.y;
    let top_clock = Rect::new(x + 1, y, bw, clock_rows);
    y += clock_rows;
    let board = Rect::new(x + 1, y, bw, bh);
    debug_assert_eq!(square_size(board.width, board.height), h);
    y += bh;
    let bottom_clock = Rect::new(x + 1, y, bw, clock_rows);
    y += clock_rows;
    let timeline = Rect::new(x + 1, y, bw, body.bottom().saturating_sub(y));
    let right = Rect::new(
        x + left_width + 1,
        body.y,
        body.width.saturating_sub(left_width + 2),
        body.height,
    );
    (
        Some(BoardColumn {
            top_clock,
            board,
            bottom_clock,
            timeline,
            big_clocks: big,
        }),
        right,
    )
}

/// A rectangle of `width` × `height` centred in `area` (clipped to it).
pub fn centred(area: Rect, width: u16, height: u16) -> Rect {
    let w = width.min(area.width);
    let h = height.min(area.height);
    Rect::new(
        area.x + (area.width - w) / 2,
        area.y + (area.height - h) / 2,
        w,
        h,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_grows_with_the_terminal() {
        let small = question(chrome(Rect::new(0, 0, 80, 24)).body, true)
            .0
            .unwrap();
        assert_eq!(square_size(small.board.width, small.board.height), 2);
        assert!(!small.big_clocks);
        let large = question(chrome(Rect::new(0, 0, 160, 48)).body, true)
            .0
            .unwrap();
        assert!(square_size(large.board.width, large.board.height) >= 4);
        assert!(large.big_clocks);
        let medium = question(chrome(Rect::new(0, 0, 120, 40)).body, true)
            .0
            .unwrap();
        assert_eq!(square_size(medium.board.width, medium.board.height), 4);
    }

    #[test]
    fn the_text_column_keeps_its_width_and_a_margin() {
        for (w, h) in [(80, 23), (80, 24), (100, 30), (160, 48), (250, 70)] {
            let (_, right) = question(chrome(Rect::new(0, 0, w, h)).body, true);
            assert!(right.width >= RIGHT_MIN, "{w}x{h}");
            assert_eq!(right.right(), w - 1, "{w}x{h}");
        }
    }

    #[test]
    fn a_terminal_with_a_status_line_keeps_the_board_of_80_by_24() {
        let at = |h| {
            let column = question(chrome(Rect::new(0, 0, 80, h)).body, true)
                .0
                .unwrap();
            square_size(column.board.width, column.board.height)
        };
        assert_eq!(at(23), at(24));
    }
}
