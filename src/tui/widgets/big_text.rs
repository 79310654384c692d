//! Big text for a projector: our own small pixel font (3 pixels wide for most letters, 5
//! high with a descender row) for the Latin and Cyrillic alphabets, drawn with half blocks
//! so that one line takes three rows and a letter four columns. Text in a script the font
//! does not have (Armenian, Chinese) is left to the caller, which draws it bold instead.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

/// The pixel rows of a glyph (cap height 5, a sixth row for descenders).
const HEIGHT: usize = 6;

/// The rows one line takes: six pixels, two to a row.
pub const LINE_ROWS: u16 = 3;

/// The pixels between letters and between words.
const LETTER_GAP: usize = 1;
const WORD_GAP: usize = 3;

/// The rows of a glyph, `#` for ink; Cyrillic letters share the Latin ones that look alike,
/// and Cyrillic lower case is drawn in capitals (moves in notation are Latin, whose lower
/// case letters must stay: `Bb5` is not `BB5`).
fn glyph(c: char) -> Option<&'static [&'static str]> {
    let c = match c {
        '\u{0400}'..='\u{04FF}' => c.to_uppercase().next().unwrap_or(c),
        _ => c,
    };
    // Letters and marks that look alike share one drawing.
    let c = match c {
        'А' => 'A',
        'В' => 'B',
        'Е' => 'E',
        'К' => 'K',
        'М' => 'M',
        'Н' => 'H',
        'О' => 'O',
        'Р' => 'P',
        'С' => 'C',
        'Т' => 'T',
        'Х' => 'X',
        'І' => 'I',
        'Ѝ' => 'И',
        'Ү' => 'Y',
        'З' => '3',
        '”' | '“' => '"',
        'ʼ' | 'ʻ' | '‘' | '’' => '\'',
        other => other,
    };
    Some(match c {
        'A' => &[".#.", "#.#", "###", "#.#", "#.#"],
        'B' => &["##.", "#.#", "##.", "#.#", "##."],
        'C' => &[".##", "#..", "#..", "#..", ".##"],
        'D' => &["##.", "#.#", "#.#", "#.#", "##."],
        'E' => &["###", "#..", "##.", "#..", "###"],
        'F' => &["###", "#..", "##.", "#..", "#.."],
        'G' => &[".##", "#..", "#.#", "#.#", ".##"],
        'H' => &["#.#", "#.#", "###", "#.#", "#.#"],
        'I' => &["###", ".#.", ".#.", ".#.", "###"],
        'J' => &["..#", "..#", "..#", "#.#", ".#."],
        'K' => &["#.#", "#.#", "##.", "#.#", "#.#"],
        'L' => &["#..", "#..", "#..", "#..", "###"],
        'M' => &["#...#", "##.##", "#.#.#", "#...#", "#...#"],
        'N' => &["#..#", "##.#", "#.##", "#..#", "#..#"],
        'O' => &[".#.", "#.#", "#.#", "#.#", ".#."],
        'P' => &["##.", "#.#", "##.", "#..", "#.."],
        'Q' => &[".#.", "#.#", "#.#", "##.", ".##"],
        'R' => &["##.", "#.#", "##.", "#.#", "#.#"],
        'S' => &[".##", "#..", ".#.", "..#", "##."],
        'T' => &["###", ".#.", ".#.", ".#.", ".#."],
        'U' => &["#.#", "#.#", "#.#", "#.#", "###"],
        'V' => &["#.#", "#.#", "#.#", "#.#", ".#."],
        'W' => &["#...#", "#...#", "#.#.#", "##.##", "#...#"],
        'X' => &["#.#", "#.#", ".#.", "#.#", "#.#"],
        'Y' => &["#.#", "#.#", ".#.", ".#.", ".#."],
        'Z' => &["###", "..#", ".#.", "#..", "###"],
        'a' => &["...", ".##", "#.#", "#.#", ".##"],
        'b' => &["#..", "##.", "#.#", "#.#", "##."],
        'c' => &["...", ".##", "#..", "#..", ".##"],
        'd' => &["..#", ".##", "#.#", "#.#", ".##"],
        'e' => &["...", ".#.", "###", "#..", ".##"],
        'f' => &[".##", ".#.", "###", ".#.", ".#."],
        'g' => &["...", ".##", "#.#", "#.#", ".##", "##."],
        'h' => &["#..", "##.", "#.#", "#.#", "#.#"],
        'i' => &["#", ".", "#", "#", "#"],
        'j' => &[".#", "..", ".#", ".#", ".#", "#."],
        'k' => &["#..", "#.#", "##.", "##.", "#.#"],
        'l' => &["#", "#", "#", "#", "#"],
        'm' => &[".....", "####.", "#.#.#", "#.#.#", "#.#.#"],
        'n' => &["...", "##.", "#.#", "#.#", "#.#"],
        'o' => &["...", ".#.", "#.#", "#.#", ".#."],
        'p' => &["...", "##.", "#.#", "#.#", "##.", "#.."],
        'q' => &["...", ".##", "#.#", "#.#", ".##", "..#"],
        'r' => &["...", "#.#", "##.", "#..", "#.."],
        's' => &["...", ".##", "##.", "..#", "##."],
        't' => &[".#.", "###", ".#.", ".#.", ".##"],
        'u' => &["...", "#.#", "#.#", "#.#", ".##"],
        'v' => &["...", "#.#", "#.#", "#.#", ".#."],
        'w' => &[".....", "#...#", "#.#.#", "#.#.#", ".#.#."],
        'x' => &["...", "#.#", ".#.", "#.#", "#.#"],
        'y' => &["...", "#.#", "#.#", "#.#", ".##", "##."],
        'z' => &["...", "###", ".##", "#..", "###"],
        '0' => &["###", "#.#", "#.#", "#.#", "###"],
        '1' => &[".#.", "##.", ".#.", ".#.", "###"],
        '2' => &["##.", "..#", ".#.", "#..", "###"],
        '3' => &["##.", "..#", ".#.", "..#", "##."],
        '4' => &["#.#", "#.#", "###", "..#", "..#"],
        '5' => &["###", "#..", "##.", "..#", "##."],
        '6' => &[".##", "#..", "###", "#.#", "###"],
        '7' => &["###", "..#", ".#.", ".#.", ".#."],
        '8' => &["###", "#.#", "###", "#.#", "###"],
        '9' => &["###", "#.#", "###", "..#", "##."],
        '.' => &[".", ".", ".", ".", "#"],
        ',' => &[".", ".", ".", ".", "#", "#"],
        ':' => &[".", "#", ".", "#", "."],
        ';' => &[".", "#", ".", "#", "#", "#"],
        '?' => &["##.", "..#", ".#.", "...", ".#."],
        '!' => &["#", "#", "#", ".", "#"],
        '-' => &["..", "..", "##", "..", ".."],
        '–' => &["...", "...", "###", "...", "..."],
        '—' => &["....", "....", "####", "....", "...."],
        '\'' => &["#", "#", ".", ".", "."],
        '"' => &["#.#", "#.#", "...", "...", "..."],
        '„' => &["...", "...", "...", "#.#", "#.#"],
        '«' => &["....", ".#.#", "#.#.", ".#.#", "...."],
        '»' => &["....", "#.#.", ".#.#", "#.#.", "...."],
        '(' => &[".#", "#.", "#.", "#.", ".#"],
        ')' => &["#.", ".#", ".#", ".#", "#."],
        '/' => &["..#", "..#", ".#.", "#..", "#.."],
        '+' => &["...", ".#.", "###", ".#.", "..."],
        '=' => &["...", "###", "...", "###", "..."],
        '%' => &["#.#", "..#", ".#.", "#..", "#.#"],
        '×' => &["...", "#.#", ".#.", "#.#", "..."],
        '…' => &[".....", ".....", ".....", ".....", "#.#.#"],
        '#' => &["#.#", "###", "#.#", "###", "#.#"],
        '*' => &["#.#", ".#.", "#.#", "...", "..."],
        'Б' => &["###", "#..", "##.", "#.#", "##."],
        'Г' => &["###", "#..", "#..", "#..", "#.."],
        'Д' => &[".##.", ".#.#", ".#.#", "####", "#..#"],
        'Ё' => &["#.#", "###", "##.", "#..", "###"],
        'Ж' => &["#.#.#", "#.#.#", ".###.", "#.#.#", "#.#.#"],
        'И' => &["#..#", "#..#", "#.##", "##.#", "#..#"],
        'Й' => &[".##.", "#..#", "#.##", "##.#", "#..#"],
        'Л' => &[".##", "#.#", "#.#", "#.#", "#.#"],
        'П' => &["###", "#.#", "#.#", "#.#", "#.#"],
        'У' => &["#.#", "#.#", ".##", "..#", "##."],
        'Ф' => &[".###.", "#.#.#", "#.#.#", ".###.", "..#.."],
        'Ц' => &["#.#.", "#.#.", "#.#.", "####", "...#"],
        'Ч' => &["#.#", "#.#", ".##", "..#", "..#"],
        'Ш' => &["#.#.#", "#.#.#", "#.#.#", "#.#.#", "#####"],
        'Щ' => &["#.#.#.", "#.#.#.", "#.#.#.", "######", ".....#"],
        'Ъ' => &["##..", ".#..", ".##.", ".#.#", ".##."],
        'Ы' => &["#...#", "#...#", "##..#", "#.#.#", "##..#"],
        'Ь' => &["#..", "#..", "##.", "#.#", "##."],
        'Э' => &["##.", "..#", ".##", "..#", "##."],
        'Ю' => &["#..#.", "#.#.#", "###.#", "#.#.#", "#..#."],
        'Я' => &[".##", "#.#", ".##", "#.#", "#.#"],
        'Ў' => &["#.#", ".#.", "#.#", ".##", "##."],
        'Қ' => &["#.#.", "#.#.", "##..", "#.#.", "#.##"],
        'Ғ' => &[".###", ".#..", "###.", ".#..", ".#.."],
        'Ҳ' => &["#.#.", "#.#.", ".#..", "#.#.", "#.##"],
        'Ө' => &[".#.", "#.#", "###", "#.#", ".#."],
        'Ї' => &["#.#", ".#.", ".#.", ".#.", ".#."],
        _ => return None,
    })
}

/// The pixel columns of a word, or `None` when a character is not in the font.
fn word_width(word: &str) -> Option<usize> {
    let mut width = 0;
    for c in word.chars() {
        width += glyph(c)?[0].len() + LETTER_GAP;
    }
    Some(width.saturating_sub(LETTER_GAP))
}

/// `text` broken into lines of at most `width` columns at spaces; `None` when a character
/// is not in the font or a word alone is wider than a line.
pub fn wrap(text: &str, width: u16) -> Option<Vec<String>> {
    let width = usize::from(width);
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut used = 0;
    for word in text.split_whitespace() {
        let w = word_width(word)?;
        if w > width {
            return None;
        }
        if !current.is_empty() && used + WORD_GAP + w > width {
            lines.push(std::mem::take(&mut current));
            used = 0;
        }
        if !current.is_empty() {
            current.push(' ');
            used += WORD_GAP;
        }
        current.push_str(word);
        used += w;
    }
    if !current.is_empty() {
        lines.push(current);
    }
    Some(lines)
}

/// Big text laid out for an area: its lines, and whether a blank row parts them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigText {
    /// The lines.
    pub lines: Vec<String>,
    /// Whether a blank row follows each line but the last.
    pub spaced: bool,
}

impl BigText {
    /// `text` laid out in `width` columns and at most `rows` rows (spaced if that fits too),
    /// or `None` when it does not fit or the font lacks one of its characters.
    pub fn fit(text: &str, width: u16, rows: u16) -> Option<Self> {
        let lines = wrap(text, width)?;
        let n = u16::try_from(lines.len()).ok()?;
        let tight = n.checked_mul(LINE_ROWS)?;
        let spaced = tight + n.saturating_sub(1);
        if spaced <= rows {
            Some(Self {
                lines,
                spaced: true,
            })
        } else if tight <= rows {
            Some(Self {
                lines,
                spaced: false,
            })
        } else {
            None
        }
    }

    /// The rows it takes.
    pub fn height(&self) -> u16 {
        let n = u16::try_from(self.lines.len()).unwrap_or(u16::MAX);
        let gaps = if self.spaced { n.saturating_sub(1) } else { 0 };
        n.saturating_mul(LINE_ROWS).saturating_add(gaps)
    }

    /// Draws it at the top left of `area` in `style`'s colours; lines that do not fit in
    /// `area` (or the buffer) are left out.
    pub fn draw(&self, area: Rect, style: Style, buf: &mut Buffer) {
        let area = area.intersection(buf.area);
        let pitch = LINE_ROWS + u16::from(self.spaced);
        for (line, top) in self
            .lines
            .iter()
            .zip((area.y..).step_by(usize::from(pitch)))
        {
            if top + LINE_ROWS > area.bottom() {
                break;
            }
            let pixels = line_pixels(line);
            for (col, column) in (area.x..area.right()).zip(&pixels) {
                for row in 0..LINE_ROWS {
                    let r = usize::from(row) * 2;
                    let symbol = match (column[r], column[r + 1]) {
                        (true, true) => "█",
                        (true, false) => "▀",
                        (false, true) => "▄",
                        (false, false) => continue,
                    };
                    buf[(col, top + row)].set_symbol(symbol).set_style(style);
                }
            }
        }
    }
}

/// The pixel columns of one line, each `HEIGHT` pixels from the top.
fn line_pixels(line: &str) -> Vec<[bool; HEIGHT]> {
    let mut columns: Vec<[bool; HEIGHT]> = Vec::new();
    for (i, word) in line.split(' ').enumerate() {
        if i > 0 {
            columns.extend(std::iter::repeat_n([false; HEIGHT], WORD_GAP));
        }
        for (j, c) in word.chars().enumerate() {
            let Some(rows) = glyph(c) else { continue };
            if j > 0 {
                columns.extend(std::iter::repeat_n([false; HEIGHT], LETTER_GAP));
            }
            for x in 0..rows[0].len() {
                let mut column = [false; HEIGHT];
                for (y, row) in rows.iter().enumerate() {
                    column[y] = row.as_bytes().get(x) == Some(&b'#');
                }
                columns.push(column);
            }
        }
    }
    columns
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_is_a_rectangle_of_five_or_six_rows() {
        let chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;?!-–—'\"«»()/+=%×…#*\
                     АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюяЎҚҒҲӨҮўқғҳөүʻ";
        for c in chars.chars() {
            let rows = glyph(c).unwrap_or_else(|| panic!("{c} is missing"));
            assert!((5..=HEIGHT).contains(&rows.len()), "{c}");
            assert!(rows.iter().all(|r| r.len() == rows[0].len()), "{c}");
            assert!(rows.iter().any(|r| r.contains('#')), "{c}");
        }
        // Letters that must not be confused stay apart.
        for (a, b) in [
            ('O', '0'),
            ('B', '8'),
            ('I', 'l'),
            ('S', '5'),
            ('Z', '2'),
            ('b', 'd'),
        ] {
            assert_ne!(glyph(a), glyph(b), "{a} {b}");
        }
    }

    #[test]
    fn other_scripts_are_left_to_bold_text() {
        assert!(wrap("Ի՞նչ պետք է անի մրցավարը", 80).is_none());
        assert!(wrap("裁判员应该怎么做", 80).is_none());
        assert!(wrap("Что должен сделать судья?", 80).is_some());
        assert!(wrap("Hakam nima qilishi kerak? Oʻyinchi", 80).is_some());
    }

    #[test]
    fn words_wrap_within_the_width_and_the_rows() {
        let text = "What must White do now?";
        let lines = wrap(text, 40).unwrap_or_default();
        assert!(lines.len() > 1);
        for line in &lines {
            assert!(line_pixels(line).len() <= 40, "{line}");
        }
        assert_eq!(lines.join(" "), text);
        let fitted = BigText::fit(text, 40, 20).unwrap_or_else(|| panic!("fits"));
        assert!(fitted.spaced);
        let n = u16::try_from(lines.len()).unwrap_or_default();
        assert_eq!(fitted.height(), 3 * n + n - 1);
        let tight = BigText::fit(text, 40, 3 * n).unwrap_or_else(|| panic!("fits tight"));
        assert!(!tight.spaced);
        assert_eq!(tight.height(), 3 * n);
        assert!(BigText::fit(text, 40, 3 * n - 1).is_none());
        assert!(BigText::fit("Supercalifragilistic", 10, 30).is_none());
    }

    #[test]
    fn it_is_drawn_in_half_blocks() {
        let big = BigText::fit("Hi", 10, 3).unwrap_or_else(|| panic!("fits"));
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 3));
        big.draw(buf.area, Style::new(), &mut buf);
        let row = |y| {
            (0..5)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect::<String>()
        };
        // H is #.# / #.# / ### / #.# / #.#, i is # / . / # / # / #.
        assert_eq!(row(0), "█ █ ▀");
        assert_eq!(row(1), "█▀█ █");
        assert_eq!(row(2), "▀ ▀ ▀");
    }

    #[test]
    fn lines_past_the_area_or_the_buffer_are_left_out() {
        let big = BigText::fit("Hi Hi", 9, 7).unwrap_or_else(|| panic!("fits"));
        assert_eq!(big.lines.len(), 2);
        let mut buf = Buffer::empty(Rect::new(0, 0, 9, 5));
        // An area that runs past the buffer: the second line is not drawn, nothing panics.
        big.draw(Rect::new(0, 1, 9, 8), Style::new(), &mut buf);
        assert_eq!(buf[(0, 1)].symbol(), "█");
        assert!((0..9).all(|x| buf[(x, 4)].symbol() == " "));
    }
}
