//! Word wrapping by display width, for text whose rows the interface must count (options
//! that can be clicked, panels that scroll). Chinese has no spaces, so a word wider than
//! the line is broken between characters.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;

/// Breaks `text` into lines at most `width` columns wide; empty input gives one empty line.
pub fn wrap(text: &str, width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
            let needed = if line.is_empty() {
                word.width()
            } else {
                line.width() + 1 + word.width()
            };
            if needed <= width {
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            for c in word.chars() {
                let mut buf = [0; 4];
                let cw = c.encode_utf8(&mut buf).width();
                if line.width() + cw > width && !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                line.push(c);
            }
        }
        lines.push(line);
    }
    lines
}

/// `text` wrapped to `width` after a first-line `prefix`, later lines indented by the
/// prefix's width, all in `style`.
pub fn hanging(prefix: Span<'static>, text: &str, width: u16, style: Style) -> Vec<Line<'static>> {
    let indent = u16::try_from(prefix.width()).unwrap_or(0);
    let body = wrap(text, width.saturating_sub(indent));
    let mut first = Some(prefix);
    body.into_iter()
        .map(|l| {
            let head = first
                .take()
                .unwrap_or_else(|| Span::raw(" ".repeat(usize::from(indent))));
            Line::from(vec![head, Span::styled(l, style)])
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_words_and_breaks_long_ones() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("a\nb", 5), ["a", "b"]);
    }

    #[test]
    fn counts_wide_characters_twice() {
        assert_eq!(wrap("白方走棋", 4), ["白方", "走棋"]);
    }
}
