//! Reading SAN movetext (`1. e4 e5 2. Nf3 Nc6`): move numbers, comments, variations, NAGs and
//! results are skipped; castling may be written with zeros as many scoresheets do.

/// Splits movetext into the SAN tokens of the main line, in order.
///
/// Comments in braces or after `;`, variations in parentheses, numeric annotation glyphs
/// (`$1`), move numbers (`12.`, `12...`, also glued to the move as `12.e4`), annotation
/// marks (`!`, `?`) and results (`1-0`, `0-1`, `1/2-1/2`, `*`) are dropped.
pub fn san_tokens(movetext: &str) -> Vec<String> {
    san_token_spans(movetext)
        .into_iter()
        .map(|(t, _)| t)
        .collect()
}

/// Like [`san_tokens`], with the byte range of each token in the movetext, so that a
/// diagnostic can point at the move that is wrong.
pub fn san_token_spans(movetext: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let mut tokens = Vec::new();
    let mut depth = 0usize;
    let mut in_brace = false;
    let mut in_line_comment = false;
    let mut current = String::new();
    let flush =
        |current: &mut String, tokens: &mut Vec<(String, std::ops::Range<usize>)>, end: usize| {
            if let Some(token) = clean(current) {
                tokens.push((token, end - current.len()..end));
            }
            current.clear();
        };
    for (i, c) in movetext.char_indices() {
        if in_line_comment {
            in_line_comment = c != '\n';
            continue;
        }
        if in_brace {
            in_brace = c != '}';
            continue;
        }
        match c {
            '{' => {
                flush(&mut current, &mut tokens, i);
                in_brace = true;
            }
            ';' => {
                flush(&mut current, &mut tokens, i);
                in_line_comment = true;
            }
            '(' => {
                flush(&mut current, &mut tokens, i);
                depth += 1;
            }
            ')' => {
                flush(&mut current, &mut tokens, i);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => flush(&mut current, &mut tokens, i),
            c if depth == 0 => current.push(c),
            _ => {}
        }
    }
    flush(&mut current, &mut tokens, movetext.len());
    tokens
}

fn clean(token: &str) -> Option<String> {
    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") || token.starts_with('$') {
        return None;
    }
    // A move number, possibly glued to the move: `12.`, `12...`, `12.e4`.
    let rest = token.trim_start_matches(|c: char| c.is_ascii_digit());
    let rest = if rest.len() < token.len() && rest.starts_with('.') {
        rest.trim_start_matches('.')
    } else {
        token
    };
    let rest = rest.trim_end_matches(['!', '?']);
    if rest.is_empty() {
        return None;
    }
    Some(if rest.starts_with("0-0") {
        rest.replace('0', "O")
    } else {
        rest.to_owned()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_only_the_moves_of_the_main_line() {
        let text =
            "1. e4 e5 2.Nf3 {a comment} Nc6 (2... d6 3. d4) 3. Bb5 $1 a6?! 4. 0-0 ; rest\n 1-0";
        assert_eq!(
            san_tokens(text),
            ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"]
        );
        assert_eq!(san_tokens("12... Qxe7# 0-1"), ["Qxe7#"]);
        assert!(san_tokens("  ").is_empty());
    }

    #[test]
    fn token_spans_point_into_the_text() {
        let text = "1. e4 e5 2. Nf3";
        for (token, span) in san_token_spans(text) {
            assert_eq!(&text[span], token);
        }
    }
}
