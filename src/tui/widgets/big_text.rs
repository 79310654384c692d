//! Big text for a projector: our own small pixel font (3 pixels wide for most letters, 5
//! high with a descender row) for the Latin and Cyrillic alphabets, drawn with half blocks
//! so that one line takes three rows and a letter four columns. A word in a script the font
//! does not have (Armenian, Chinese) is set in bold on the middle row of its line, its
//! letters spaced where there is room: the lines keep the big text's spacing, and what the
//! font can draw (the answer's letter, a move, a number) stays big beside it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

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
        // The breve is a dot standing free above a shorter И, so that Й never reads as И.
        'Й' => &["..#..", "#...#", "#..##", "#.#.#", "##..#"],
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

/// How the words the font lacks are set: with a space after each narrow letter, or as
/// they are (where spaced letters would not fit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tracking {
    /// Letters spaced.
    Spaced,
    /// Letters as they are.
    Plain,
}

/// A word cut into runs the font draws (`true`) and runs it lacks (`false`): "正确答案：b"
/// is a run of Chinese and the answer's letter, "c4-ի" a move and an Armenian ending.
fn runs(word: &str) -> Vec<(bool, &str)> {
    let mut out: Vec<(bool, &str)> = Vec::new();
    let mut start = 0;
    let mut kind = None;
    for (i, c) in word.char_indices() {
        let big = glyph(c).is_some();
        if kind.is_some_and(|k| k != big) {
            out.push((!big, &word[start..i]));
            start = i;
        }
        kind = Some(big);
    }
    if let Some(big) = kind {
        out.push((big, &word[start..]));
    }
    // Punctuation beside a word set in bold goes with it: a big comma after small letters
    // would read as a stray block.
    if out.iter().any(|(big, _)| !big) {
        let mut merged: Vec<(bool, &str)> = Vec::new();
        let mut from = 0;
        for (big, run) in out {
            let big = big && run.chars().any(char::is_alphanumeric);
            let end = from + run.len();
            match merged.last_mut() {
                Some((last, text)) if *last == big => {
                    *text = &word[end - run.len() - text.len()..end];
                }
                _ => merged.push((big, &word[from..end])),
            }
            from = end;
        }
        return merged;
    }
    out
}

/// A run the font lacks as it is set: narrow letters followed by a space when `tracking`
/// asks for it (wide ones, Chinese, are far enough apart).
fn set_plain(run: &str, tracking: Tracking) -> String {
    let mut out = String::new();
    for (i, c) in run.chars().enumerate() {
        let narrow = c.width().unwrap_or(0) == 1;
        if i > 0 && tracking == Tracking::Spaced && narrow && !out.ends_with(' ') {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// The columns a run takes: its pixel columns in the font, or its letters as set.
fn run_width(big: bool, run: &str, tracking: Tracking) -> usize {
    if big {
        let columns: usize = run
            .chars()
            .filter_map(glyph)
            .map(|g| g[0].len() + LETTER_GAP)
            .sum();
        columns.saturating_sub(LETTER_GAP)
    } else {
        set_plain(run, tracking).width()
    }
}

/// The columns a word takes: its runs, a letter gap apart.
fn word_width(word: &str, tracking: Tracking) -> usize {
    let runs = runs(word);
    let gaps = runs.len().saturating_sub(1) * LETTER_GAP;
    runs.iter()
        .map(|(big, run)| run_width(*big, run, tracking))
        .sum::<usize>()
        + gaps
}

/// `text` broken into lines of at most `width` columns at spaces; `None` when a word alone
/// is wider than a line.
pub fn wrap(text: &str, width: u16, tracking: Tracking) -> Option<Vec<String>> {
    let width = usize::from(width);
    let mut lines: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut used = 0;
    for word in text.split_whitespace() {
        let w = word_width(word, tracking);
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

/// Big text laid out for an area: its lines, whether a blank row parts them, and how the
/// words the font lacks are set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BigText {
    /// The lines.
    pub lines: Vec<String>,
    /// Whether a blank row follows each line but the last.
    pub spaced: bool,
    /// How the words the font lacks are set.
    pub tracking: Tracking,
}

impl BigText {
    /// `text` laid out in `width` columns and at most `rows` rows (spaced if that fits too,
    /// the letters of words the font lacks spaced if that fits), or `None` when it does not
    /// fit.
    pub fn fit(text: &str, width: u16, rows: u16) -> Option<Self> {
        [Tracking::Spaced, Tracking::Plain]
            .into_iter()
            .find_map(|tracking| Self::fit_as(text, width, rows, tracking))
    }

    fn fit_as(text: &str, width: u16, rows: u16, tracking: Tracking) -> Option<Self> {
        let lines = wrap(text, width, tracking)?;
        let n = u16::try_from(lines.len()).ok()?;
        let tight = n.checked_mul(LINE_ROWS)?;
        let spaced = tight + n.saturating_sub(1);
        if spaced <= rows {
            Some(Self {
                lines,
                spaced: true,
                tracking,
            })
        } else if tight <= rows {
            Some(Self {
                lines,
                spaced: false,
                tracking,
            })
        } else {
            None
        }
    }

    /// Whether the font draws none of it: it is all set in bold.
    pub fn all_plain(&self) -> bool {
        self.lines
            .iter()
            .flat_map(|l| l.split(' '))
            .flat_map(runs)
            .all(|(big, _)| !big)
    }

    /// The rows it takes.
    pub fn height(&self) -> u16 {
        let n = u16::try_from(self.lines.len()).unwrap_or(u16::MAX);
        let gaps = if self.spaced { n.saturating_sub(1) } else { 0 };
        n.saturating_mul(LINE_ROWS).saturating_add(gaps)
    }

    /// Draws it at the top left of `area` in `style`'s colours (the words the font lacks in
    /// bold on each line's middle row); lines that do not fit in `area` (or the buffer) are
    /// left out.
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
            let mut x = usize::from(area.x);
            for (i, word) in line.split(' ').enumerate() {
                if i > 0 {
                    x += WORD_GAP - LETTER_GAP;
                }
                for (big, run) in runs(word) {
                    if i > 0 || x > usize::from(area.x) {
                        x += LETTER_GAP;
                    }
                    let Some(left) = u16::try_from(x).ok().filter(|l| *l < area.right()) else {
                        break;
                    };
                    if big {
                        draw_word(run, left, top, area.right(), style, buf);
                    } else {
                        let room = usize::from(area.right() - left);
                        let text = set_plain(run, self.tracking);
                        let bold = style.add_modifier(Modifier::BOLD);
                        buf.set_stringn(left, top + 1, &text, room, bold);
                    }
                    x += run_width(big, run, self.tracking);
                }
            }
        }
    }
}

/// Draws one word of the font with its top left at (`left`, `top`), up to column `right`.
fn draw_word(word: &str, left: u16, top: u16, right: u16, style: Style, buf: &mut Buffer) {
    let pixels = word_pixels(word);
    for (col, column) in (left..right).zip(&pixels) {
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

/// The pixel columns of one word of the font, each `HEIGHT` pixels from the top.
fn word_pixels(word: &str) -> Vec<[bool; HEIGHT]> {
    let mut columns: Vec<[bool; HEIGHT]> = Vec::new();
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
    fn other_scripts_are_set_in_spaced_bold_beside_what_the_font_draws() {
        // Armenian and Chinese wrap like the rest, their letters spaced when it fits.
        let hy = BigText::fit("Ճիշտ պատասխան՝ b", 60, 20).unwrap_or_else(|| panic!("fits"));
        assert_eq!(hy.tracking, Tracking::Spaced);
        assert!(!hy.all_plain());
        let mut buf = Buffer::empty(Rect::new(0, 0, 60, 3));
        hy.draw(buf.area, Style::new(), &mut buf);
        let middle: String = (0..60).map(|x| buf[(x, 1)].symbol().to_owned()).collect();
        assert!(middle.starts_with("Ճ ի շ տ   պ ա տ"), "{middle}");
        assert!(buf[(0, 1)].modifier.contains(Modifier::BOLD));
        // The answer's letter is drawn big after the words: b is #.. / ##. / #.# / #.# / ##.
        // "Ճ ի շ տ" 7, a gap of 3, "պ ա տ ա ս խ ա ն ՝" 17, a gap of 3.
        let column: String = (0..3).map(|y| buf[(30, y)].symbol().to_owned()).collect();
        assert_eq!(column, "██▀", "{middle}");
        let zh = BigText::fit("裁判员应该怎么做", 60, 3).unwrap_or_else(|| panic!("fits"));
        assert!(zh.all_plain());
        // Chinese writes no space before the letter: the word is cut where the font starts.
        assert_eq!(runs("正确答案：b"), [(false, "正确答案："), (true, "b")]);
        assert_eq!(runs("c4-ի"), [(true, "c4-"), (false, "ի")]);
        assert_eq!(runs("արքային,"), [(false, "արքային,")]);
        assert_eq!(runs("«h1»-ի։"), [(true, "«h1»-"), (false, "ի։")]);
        // Where spaced letters do not fit, they are set as they are.
        let tight = BigText::fit("Ճիշտ պատասխան", 16, 3).unwrap_or_else(|| panic!("fits"));
        assert_eq!(tight.tracking, Tracking::Plain);
        assert!(wrap("Что должен сделать судья?", 80, Tracking::Spaced).is_some());
    }

    #[test]
    fn short_i_stands_apart_from_i() {
        let (i, short) = (glyph('И'), glyph('Й'));
        assert_ne!(i, short);
        let short = short.unwrap_or_default();
        // The breve's pixels touch nothing of the letter under it (no pixel below or
        // beside them).
        let ink =
            |r: usize, c: usize| short.get(r).and_then(|row| row.as_bytes().get(c)) == Some(&b'#');
        for c in 0..short[0].len() {
            if ink(0, c) {
                assert!(!ink(1, c) && !ink(0, c + 1) && (c == 0 || !ink(0, c - 1)));
            }
        }
        assert!((0..short[0].len()).any(|c| ink(0, c)));
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
