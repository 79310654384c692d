//! Word wrapping by display width, for text whose rows the interface must count (options
//! that can be clicked, panels that scroll). Chinese has no spaces, so a word wider than
//! the line is broken between characters — but never inside a run of Latin letters and
//! digits, which is a move (`Rh1`, `15...Be6`) or an article number (`7.5.1`), and never
//! before closing or after opening punctuation.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::UnicodeWidthStr;

/// Breaks `text` into lines at most `width` columns wide; empty input gives one empty line.
/// Text in a script written without spaces (Chinese) fills each line and breaks between any
/// two characters, but keeps moves and article numbers whole and never puts closing
/// punctuation at the start of a line or opening punctuation at its end.
pub fn wrap(text: &str, width: u16) -> Vec<String> {
    let width = usize::from(width.max(1));
    let mut lines = Vec::new();
    for paragraph in text.split('\n') {
        let mut line = String::new();
        for word in words(paragraph) {
            let word = word.as_str();
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
            let spaceless = word.width() > word.chars().count();
            if !line.is_empty() {
                if spaceless && line.width() + 2 < width {
                    line.push(' ');
                } else {
                    lines.push(std::mem::take(&mut line));
                }
            }
            fill(&mut lines, &mut line, word, width);
        }
        lines.push(line);
    }
    lines
}

/// Adds `word`, too long for what is left of `line`, unit by unit (see [`units`]), starting
/// a new line where the next unit does not fit.
fn fill(lines: &mut Vec<String>, line: &mut String, word: &str, width: usize) {
    // Where each unit on the line starts; what the line held before counts as one.
    let mut starts: Vec<usize> = if line.is_empty() { Vec::new() } else { vec![0] };
    for unit in units(word) {
        if line.width() + unit.width() > width && !line.is_empty() {
            let first = carried(line, &starts, unit);
            let next = line.split_off(first);
            lines.push(std::mem::replace(line, next));
            starts = if line.is_empty() { Vec::new() } else { vec![0] };
        }
        if unit.width() > width {
            // A token wider than a whole line cannot stay whole; nothing may be lost.
            for c in unit.chars() {
                let mut buf = [0; 4];
                if line.width() + c.encode_utf8(&mut buf).width() > width && !line.is_empty() {
                    lines.push(std::mem::take(line));
                }
                line.push(c);
            }
            starts = vec![0];
            continue;
        }
        starts.push(line.len());
        line.push_str(unit);
    }
}

/// Where the part of `line` that must move to the next line with `unit` begins: closing
/// punctuation takes the unit it closes (and any closing punctuation between), opening
/// punctuation at the end of the line goes with what it opens. Nothing moves when the
/// whole line would.
fn carried(line: &str, starts: &[usize], unit: &str) -> usize {
    let unit_at = |k: usize| {
        let end = starts.get(k + 1).copied().unwrap_or(line.len());
        line.get(starts.get(k).copied().unwrap_or(end)..end)
            .unwrap_or_default()
    };
    let mut k = starts.len();
    if unit.chars().next().is_some_and(closes) {
        while k > 0 {
            k -= 1;
            if !unit_at(k).chars().next().is_some_and(closes) {
                break;
            }
        }
    }
    while k > 0 && unit_at(k - 1).chars().next_back().is_some_and(opens) {
        k -= 1;
    }
    if k == 0 {
        line.len()
    } else {
        starts.get(k).copied().unwrap_or(line.len())
    }
}

/// The pieces a word without spaces may be broken between: each wide character on its own,
/// and each run of other characters (a move, an article number, a Latin word) whole.
fn units(word: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut run_start = None;
    for (i, c) in word.char_indices() {
        let mut buf = [0; 4];
        let single = c.encode_utf8(&mut buf).width() > 1 || closes(c) || opens(c);
        match (single, run_start) {
            (true, Some(start)) => {
                out.push(&word[start..i]);
                run_start = None;
                out.push(&word[i..i + c.len_utf8()]);
            }
            (true, None) => out.push(&word[i..i + c.len_utf8()]),
            (false, None) => run_start = Some(i),
            (false, Some(_)) => {}
        }
    }
    out.extend(run_start.map(|start| &word[start..]));
    out
}

/// The words of a paragraph as the wrapper may break between them: a move number (`12.`,
/// `12...`) kept with the move after it, a number with the word after it (`2 минуты`,
/// `40 moves`: a line never ends in a bare number whose unit starts the next), and a dash
/// standing alone with the word before it (a line never starts with "—").
fn words(paragraph: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut glue_next = false;
    for word in paragraph.split(' ').filter(|w| !w.is_empty()) {
        let dash = matches!(word, "—" | "–");
        match out.last_mut() {
            Some(last) if glue_next || dash => {
                last.push(' ');
                last.push_str(word);
            }
            _ => out.push(word.to_owned()),
        }
        glue_next = is_number(word);
    }
    out
}

/// Whether `word` is a number the next word belongs to: a move number (`12.`, `12...`) or
/// a quantity (`2`, `1:30`, `40/120`, `2,5`), not a number that ends a sentence (`2009.`
/// is glued like a move number, which costs nothing).
fn is_number(word: &str) -> bool {
    word.starts_with(|c: char| c.is_ascii_digit())
        && word
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | ':' | '/'))
        && !word.ends_with([',', ':', '/'])
}

/// `text` followed by spaces up to `width` display columns (`format!`'s padding counts
/// characters, which leaves Chinese labels two columns short for each character).
pub fn pad(text: &str, width: usize) -> String {
    let fill = width.saturating_sub(text.width());
    format!("{text}{}", " ".repeat(fill))
}

/// `text` cut to at most `width` display columns, ending in "…" where it was cut, so that a
/// value too long for its field shows that it goes on. The cut falls between words where
/// the kept part has a space to cut at; only a single word (or Chinese, written without
/// spaces) is cut between characters.
pub fn ellipsis(text: &str, width: usize) -> String {
    if text.width() <= width {
        return text.to_owned();
    }
    let mut out = String::new();
    for c in text.chars() {
        let mut buf = [0; 4];
        if out.width() + c.encode_utf8(&mut buf).width() + 1 > width {
            break;
        }
        out.push(c);
    }
    let next = text[out.len()..].chars().next();
    if next.is_some_and(|c| c != ' ')
        && let Some(space) = out.rfind(' ')
        && out[..space].trim_end().width() > 0
    {
        out.truncate(space);
    }
    let kept = out.trim_end_matches([' ', ',', ';', ':', '·']);
    format!("{kept}…")
}

/// `text` wrapped to `width` in at most `rows` lines; when it needs more, the last line
/// shown ends in "…".
pub fn wrap_at_most(text: &str, width: u16, rows: usize) -> Vec<String> {
    let mut lines = wrap(text, width);
    if lines.len() > rows && rows > 0 {
        let rest = lines[rows - 1..].join(" ");
        lines.truncate(rows - 1);
        lines.push(ellipsis(&rest, usize::from(width)));
    }
    lines.truncate(rows);
    lines
}

/// Punctuation that may not begin a line in Chinese typesetting (an ASCII full stop inside
/// a run, as in `7.5.1`, belongs to the run).
fn closes(c: char) -> bool {
    "，。、；：？！）」』】》〉％·…)".contains(c)
}

/// Punctuation that may not end a line in Chinese typesetting.
fn opens(c: char) -> bool {
    "（「『【《〈“‘(".contains(c)
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
    fn a_number_stays_with_its_unit_and_no_line_starts_with_a_dash() {
        // "2" would end the first line and "минуты" start the next.
        let text = "дополнительное время — 2 минуты";
        for width in 16..=32 {
            let lines = wrap(text, width);
            for pair in lines.windows(2) {
                assert!(
                    !pair[0].ends_with(" 2") && pair[0] != "2",
                    "{width}: {lines:?}"
                );
                assert!(!pair[1].starts_with('—'), "{width}: {lines:?}");
            }
            assert_eq!(lines.join(" "), text, "{width}");
        }
        let lines = wrap("а белые — предупреждение", 8);
        assert!(lines.iter().all(|l| !l.starts_with('—')), "{lines:?}");
        let lines = wrap("Black gets 2 extra minutes", 12);
        assert!(lines.iter().all(|l| !l.ends_with(" 2")), "{lines:?}");
    }

    #[test]
    fn wraps_words_and_breaks_long_ones() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("a\nb", 5), ["a", "b"]);
    }

    #[test]
    fn long_values_end_in_an_ellipsis_within_their_width() {
        assert_eq!(ellipsis("short", 10), "short");
        assert_eq!(ellipsis("Quickplay finishes", 10), "Quickplay…");
        assert_eq!(ellipsis("Conduct of the players", 13), "Conduct of…");
        assert_eq!(ellipsis("Unbreakablewordhere", 8), "Unbreak…");
        assert_eq!(ellipsis("每个情形自己的版本", 9), "每个情形…");
        assert_eq!(pad("语言", 6), "语言  ");
    }

    #[test]
    fn a_text_cut_to_a_few_rows_says_so() {
        assert_eq!(
            wrap_at_most("one two three four five", 9, 2),
            ["one two", "three…"]
        );
        assert_eq!(wrap_at_most("one two", 9, 2), ["one two"]);
    }

    #[test]
    fn a_move_number_stays_with_its_move() {
        assert_eq!(
            wrap("mate: 77. Bc4 Kd6 78. Nf3#", 12),
            ["mate:", "77. Bc4 Kd6", "78. Nf3#"]
        );
        assert_eq!(wrap("12... Nf6", 40), ["12... Nf6"]);
    }

    #[test]
    fn counts_wide_characters_twice() {
        assert_eq!(wrap("白方走棋", 4), ["白方", "走棋"]);
    }

    #[test]
    fn chinese_never_breaks_a_move_or_an_article_number() {
        // The reviewer's line: the wrapper used to leave "9. Rh" at the end of one line.
        let text = "车回到了原来的格子（8. Rg1 和 9. Rh1）。";
        for width in 8..30 {
            let lines = wrap(text, width);
            assert_eq!(
                lines.concat().replace(' ', ""),
                text.replace(' ', ""),
                "{width}"
            );
            for line in &lines {
                assert!(line.width() <= usize::from(width), "{width}: {lines:?}");
                for token in ["Rg1", "Rh1"] {
                    let cut = (1..token.len())
                        .any(|i| line.ends_with(&token[..i]) || line.starts_with(&token[i..]));
                    assert!(!cut, "{width}: {token} cut in {lines:?}");
                }
                // Narrower, "9. Rh1）。" cannot stay on one line and must break somewhere.
                if width >= 10 {
                    assert!(!line.starts_with(['）', '。']), "{width}: {lines:?}");
                    assert!(!line.ends_with('（'), "{width}: {lines:?}");
                }
            }
        }
        assert_eq!(
            wrap("见第7.5.1条和A.4.4条", 8),
            ["见第", "7.5.1条", "和A.4.4", "条"]
        );
    }

    #[test]
    fn russian_keeps_moves_and_articles_whole() {
        let text = "После 15...Сe6 и хода Лxc8+ применяется статья 7.5.1, затем A.4.4.";
        for width in 12..40 {
            let lines = wrap(text, width);
            assert_eq!(lines.join(" "), text, "{width}");
            for token in ["15...Сe6", "Лxc8+", "7.5.1,", "A.4.4."] {
                assert!(
                    lines.iter().any(|l| l.contains(token)),
                    "{width}: {lines:?}"
                );
            }
        }
    }

    #[test]
    fn chinese_fills_the_line_and_keeps_closing_punctuation_off_its_start() {
        // After "用时 3+2" the Chinese text continues on the same line.
        assert_eq!(
            wrap("用时 3+2 折合每位棋手", 13),
            ["用时 3+2 折合", "每位棋手"]
        );
        assert_eq!(wrap("白方走棋。", 8), ["白方走", "棋。"]);
    }

    #[test]
    fn a_move_inside_chinese_text_is_never_split() {
        let lines = wrap("后又回到了 h1（8. Rg1 和 9. Rh1）。", 20);
        assert!(lines.iter().any(|l| l.contains("9. Rh1")), "{lines:?}");
        for width in 8..30 {
            for line in wrap("它走到 g1 后又回到了 h1（8. Rg1 和 9. Rh1）。", width) {
                assert!(
                    !line.ends_with('R') && !line.starts_with("h1）"),
                    "{width}: {line}"
                );
            }
        }
    }
}
