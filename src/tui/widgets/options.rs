//! The answer options: lettered, wrapped, with the option selected, ticks, and after the
//! answer the right and wrong marks. Their lines are made by one function, used both to draw
//! them and to find the option under a mouse click.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::content::Scenario;
use crate::tui::theme::Theme;
use crate::tui::wrap::{ellipsis, wrap};

/// The columns before an option's text: cursor (3), mark, space, letter and bracket, space.
const PREFIX: u16 = 8;

/// The options of one question as shown.
pub struct Options<'a> {
    /// Each option's text, and whether it is the English fallback.
    pub texts: Vec<(String, bool)>,
    /// The word that marks untranslated text.
    pub untranslated: &'a str,
    /// The option selected, if one is.
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

fn full_text(text: &(String, bool), untranslated: &str) -> String {
    if text.1 {
        format!("{} {untranslated}", text.0)
    } else {
        text.0.clone()
    }
}

fn body(text: &(String, bool), untranslated: &str, width: u16) -> Vec<String> {
    wrap(&full_text(text, untranslated), width.saturating_sub(PREFIX))
}

impl Options<'_> {
    /// The mark before option `i` (tick, dot, right or wrong) and the styles of the mark and
    /// of the text.
    fn look(&self, i: usize) -> (&'static str, Style, Style) {
        let t = self.theme;
        let s = t.symbols();
        let chosen = self.answer.is_some_and(|a| a.contains(&i));
        let right = self.correct.map(|c| c.contains(&i));
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
        if self.cursor == Some(i) {
            text_style = text_style.patch(t.selected());
        }
        (mark, mark_style, text_style)
    }

    /// The columns before option `i`'s text: the cursor, the mark and the letter.
    fn prefix(&self, i: usize) -> Vec<Span<'static>> {
        let t = self.theme;
        let (mark, mark_style, _) = self.look(i);
        let under_cursor = self.cursor == Some(i);
        vec![
            Span::styled(t.symbols().pointer(under_cursor), t.key()),
            Span::styled(mark, mark_style),
            Span::raw(" "),
            Span::styled(
                format!("{})", Scenario::letter(i)),
                if under_cursor {
                    t.key().patch(t.selected())
                } else {
                    t.key()
                },
            ),
            Span::raw(" "),
        ]
    }

    /// Every option wrapped to `width`, a blank line between them when `spaced`, and for
    /// each option its first line and number of lines.
    pub fn lines(&self, width: u16, spaced: bool) -> (Vec<Line<'static>>, Vec<(usize, usize)>) {
        let mut lines = Vec::new();
        let mut places = Vec::with_capacity(self.texts.len());
        for (i, text) in self.texts.iter().enumerate() {
            if spaced && i > 0 {
                lines.push(Line::raw(""));
            }
            let (_, _, text_style) = self.look(i);
            let rows = body(text, self.untranslated, width);
            places.push((lines.len(), rows.len()));
            for (k, row) in rows.into_iter().enumerate() {
                let mut spans = if k == 0 {
                    self.prefix(i)
                } else {
                    vec![Span::raw(" ".repeat(usize::from(PREFIX)))]
                };
                spans.push(Span::styled(row, text_style));
                lines.push(Line::from(spans));
            }
        }
        (lines, places)
    }

    /// Every option on one line, cut with "…" where it is longer (after the answer, on a
    /// crowded screen).
    pub fn compact_lines(&self, width: u16) -> Vec<Line<'static>> {
        let room = usize::from(width.saturating_sub(PREFIX));
        self.texts
            .iter()
            .enumerate()
            .map(|(i, text)| {
                let (_, _, text_style) = self.look(i);
                let mut spans = self.prefix(i);
                spans.push(Span::styled(
                    ellipsis(&full_text(text, self.untranslated), room),
                    text_style,
                ));
                Line::from(spans)
            })
            .collect()
    }
}

impl Widget for &Options<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let spaced = spaced(&self.texts, self.untranslated, area);
        let (lines, _) = self.lines(area.width, spaced);
        for (line, y) in lines.into_iter().zip(area.y..area.bottom()) {
            line.render(Rect::new(area.x, y, area.width, 1), buf);
        }
    }
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
