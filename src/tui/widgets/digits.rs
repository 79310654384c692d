//! Big digits for clocks: three rows of half blocks per character, our own small font (only
//! digits, the colon and the point are ever needed, and every terminal font has half blocks).

use ratatui::buffer::Buffer;
use ratatui::style::Style;

/// The rows big digits take.
pub const ROWS: u16 = 3;

/// Rows of one character, each three columns wide (the colon and the point: one column).
fn rows(c: char) -> Option<[&'static str; 3]> {
    Some(match c {
        '0' => ["█▀█", "█ █", "▀▀▀"],
        '1' => ["▀█ ", " █ ", "▀▀▀"],
        '2' => ["▀▀█", "█▀▀", "▀▀▀"],
        '3' => ["▀▀█", " ▀█", "▀▀▀"],
        '4' => ["█ █", "▀▀█", "  ▀"],
        '5' => ["█▀▀", "▀▀█", "▀▀▀"],
        '6' => ["█▀▀", "█▀█", "▀▀▀"],
        '7' => ["▀▀█", "  █", "  ▀"],
        '8' => ["█▀█", "█▀█", "▀▀▀"],
        '9' => ["█▀█", "▀▀█", "▀▀▀"],
        ':' => ["▄", "▄", " "],
        '.' => [" ", " ", "▀"],
        '/' => ["  █", " █ ", "█  "],
        _ => return None,
    })
}

/// The columns `text` takes in big digits (one column between characters).
pub fn width(text: &str) -> u16 {
    let cols: usize = text
        .chars()
        .filter_map(rows)
        .map(|r| r[0].chars().count() + 1)
        .sum();
    u16::try_from(cols.saturating_sub(1)).unwrap_or(u16::MAX)
}

/// Draws `text` in big digits with its top left at `x`, `y`.
pub fn draw(buf: &mut Buffer, x: u16, y: u16, text: &str, style: Style) {
    let mut col = x;
    for c in text.chars() {
        let Some(r) = rows(c) else { continue };
        for (dy, line) in (0u16..).zip(r) {
            buf.set_string(col, y + dy, line, style);
        }
        col += u16::try_from(r[0].chars().count()).unwrap_or(1) + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::layout::Rect;

    #[test]
    fn digits_are_three_rows() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 20, 3));
        draw(&mut buf, 0, 0, "2:31", Style::new());
        assert_eq!(width("2:31"), 13);
        let row: String = (0..13).map(|x| buf[(x, 0)].symbol().to_owned()).collect();
        assert_eq!(row, "▀▀█ ▄ ▀▀█ ▀█ ");
    }
}
