//! The answer options: lettered, wrapped, with the cursor, ticks, and after the answer the
//! right and wrong marks. Their rows are computed by one function, used both to draw them and
//! to find the option under a mouse click.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::Scenario;
use crate::tui::theme::Theme;
use crate::tui::wrap::wrap;

/// The columns before an option's text: cursor (3), mark, space, letter and bracket, space.
const PREFIX: u16 = 8;

/// The options of one question as shown.
pub struct Options<'a> {
    /// Each option's text, and whether it is the English fallback.
    pub texts: Vec<(String, bool)>,
    /// The word that marks untranslated text.
    pub untranslated: &'a str,
    /// The option under the cursor, if the cursor is shown.
    pub cursor: Option<usize>,
    /// Ticked options.
    pub picked: &'a [usize],
    /// Whether several options may be chosen (ticks are boxes, not dots).
    pub multi: bool,
    /// The answer given, once given.
    pub answer: Option<&'a [usize]>,
    /// The right options, once revealed.
    pub correct: Option<&'a [usize]>,
    /// The colours.
    pub theme: Theme,
}

/// The first row and the number of rows of each option within `width` columns, one blank
/// row between options when `spaced`.
pub fn option_rows(
    texts: &[(String, bool)],
    untranslated: &str,
    width: u16,
    spaced: bool,
) -> Vec<(u16, u16)> {
    let mut out = Vec::with_capacity(texts.len());
    let mut y = 0u16;
    for text in texts {
        let rows = u16::try_from(body(text, untranslated, width).len()).unwrap_or(1);
        out.push((y, rows));
        y += rows + u16::from(spaced);
    }
    out
}

/// Whether the options fit `area` with a blank row between them.
pub fn spaced(texts: &[(String, bool)], untranslated: &str, area: Rect) -> bool {
    option_rows(texts, untranslated, area.width, true)
        .last()
        .is_some_and(|(y, h)| y + h <= area.height)
}

fn body(text: &(String, bool), untranslated: &str, width: u16) -> Vec<String> {
    let full = if text.1 {
        format!("{} {untranslated}", text.0)
    } else {
        text.0.clone()
    };
    wrap(&full, width.saturating_sub(PREFIX))
}

impl Widget for &Options<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let t = self.theme;
        let s = t.symbols();
        let spaced = spaced(&self.texts, self.untranslated, area);
        let rows = option_rows(&self.texts, self.untranslated, area.width, spaced);
        for (i, (text, (y, _))) in self.texts.iter().zip(rows).enumerate() {
            let chosen = self.answer.is_some_and(|a| a.contains(&i));
            let right = self.correct.map(|c| c.contains(&i));
            let under_cursor = self.cursor == Some(i);
            let (mark, mark_style) = match (right, chosen) {
                // In a multi-answer question a right option the player left out is marked
                // apart from the ones he chose.
                (Some(true), false) if self.multi => (s.open, t.right()),
                (Some(true), _) => (s.right, t.right()),
                (Some(false), true) => (s.wrong, t.wrong()),
                (Some(false), false) => (" ", Style::new()),
                (None, true) => (s.chosen, t.accent()),
                _ if self.picked.contains(&i) => {
                    (if self.multi { s.ticked } else { s.chosen }, t.accent())
                }
                _ if self.multi => (s.unticked, t.dim()),
                _ => (" ", Style::new()),
            };
            let mut text_style = match right {
                Some(true) => t.right(),
                Some(false) if chosen => t.wrong(),
                Some(false) => t.dim(),
                None => Style::new(),
            };
            if under_cursor {
                text_style = text_style.patch(t.selected());
            }
            let letter = crate::content::Scenario::letter(i);
            let prefix = vec![
                Span::styled(s.pointer(under_cursor), t.key()),
                Span::styled(mark, mark_style),
                Span::raw(" "),
                Span::styled(
                    format!("{letter})"),
                    t.key().add_modifier(if under_cursor {
                        Modifier::REVERSED
                    } else {
                        Modifier::empty()
                    }),
                ),
            ];
            for (k, line) in (0u16..).zip(body(text, self.untranslated, area.width)) {
                let row = area.y + y + k;
                if row >= area.bottom() {
                    return;
                }
                let mut spans = if k == 0 {
                    let mut head = prefix.clone();
                    head.push(Span::raw(" "));
                    head
                } else {
                    vec![Span::raw(" ".repeat(usize::from(PREFIX)))]
                };
                spans.push(Span::styled(line, text_style));
                Line::from(spans).render(Rect::new(area.x, row, area.width, 1), buf);
            }
        }
    }
}

/// The option under row `row` (relative to the top of the options area), if any.
pub fn option_at(
    texts: &[(String, bool)],
    untranslated: &str,
    area: Rect,
    row: u16,
) -> Option<usize> {
    let spaced = spaced(texts, untranslated, area);
    option_rows(texts, untranslated, area.width, spaced)
        .iter()
        .position(|(y, h)| row >= *y && row < y + h)
}

/// The options of a scenario in a language, each marked when it is the English fallback.
pub fn texts_of(scenario: &Scenario, lang: &str) -> Vec<(String, bool)> {
    scenario
        .options
        .iter()
        .map(|o| {
            o.text.get(lang).map_or_else(
                || (String::new(), false),
                |l| (l.text.to_owned(), l.fallback),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::theme::{BoardColours, ColourDepth};

    /// Every word of a long option must reach the screen: the wrap width and the columns
    /// the prefix really takes must agree, or the last letter of a line is cut off.
    #[test]
    fn wrapped_options_lose_no_letters() {
        let text = "Make any legal move at all, because castling on that side is impossible \
                    and the arbiter says nothing about it";
        let options = Options {
            texts: vec![(text.to_owned(), false), ("Short.".to_owned(), true)],
            untranslated: "(English)",
            cursor: Some(0),
            picked: &[],
            multi: false,
            answer: None,
            correct: None,
            theme: Theme {
                depth: ColourDepth::None,
                glyphs: crate::tui::symbols::Glyphs::Full,
                board: BoardColours::default(),
            },
        };
        for width in [20u16, 31, 40, 57] {
            let area = Rect::new(0, 0, width, 20);
            let mut buf = Buffer::empty(area);
            (&options).render(area, &mut buf);
            let shown: Vec<String> = (0..area.height)
                .map(|y| {
                    (0..width)
                        .map(|x| buf[(x, y)].symbol().to_owned())
                        .collect::<String>()
                })
                .collect();
            let words: Vec<&str> = shown.iter().flat_map(|l| l.split_whitespace()).collect();
            let expected: Vec<&str> = ["›", "a)"]
                .into_iter()
                .chain(text.split_whitespace())
                .chain(["b)", "Short.", "(English)"])
                .collect();
            assert_eq!(words, expected, "width {width}:\n{}", shown.join("\n"));
            let indent = |l: &str| l.len() - l.trim_start().len();
            let first_text = shown[0]
                .find("Make")
                .map_or(0, |byte| shown[0][..byte].chars().count());
            assert_eq!(first_text, usize::from(PREFIX), "width {width}");
            assert_eq!(
                indent(&shown[1]),
                first_text,
                "continuation aligns, width {width}"
            );
        }
    }
}
