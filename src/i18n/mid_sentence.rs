//! Names inside a sentence. The messages put a side (`{ $side }`) or a game type where it is
//! the subject, mostly at the start ("Белые получают...", "Блиц: ..."), and the locale writes
//! the name capitalised for that place; where a message puts it later in the sentence, every
//! language but English writes it in lower case ("...пока чёрные не примут", "это блиц").

/// `text` with each occurrence of the name `name` that does not begin a sentence written in
/// lower case.
pub fn lower_mid_sentence(text: &str, name: &str) -> String {
    let Some(first) = name.chars().next().filter(|c| c.is_uppercase()) else {
        return text.to_owned();
    };
    let lower: String = first.to_lowercase().chain(name.chars().skip(1)).collect();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(name) {
        let (before, after) = rest.split_at(at);
        out.push_str(before);
        let opens_sentence = out
            .trim_end()
            .chars()
            .last()
            .is_none_or(|c| matches!(c, '.' | '!' | '?' | '։' | '\n' | '•'));
        // A word that merely begins with the name (a longer word) is left alone.
        let whole = after[name.len()..]
            .chars()
            .next()
            .is_none_or(|c| !c.is_alphanumeric());
        out.push_str(if opens_sentence || !whole {
            name
        } else {
            &lower
        });
        rest = &after[name.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_inside_a_sentence_lose_their_capital() {
        assert_eq!(
            lower_mid_sentence("Чёрные требуют ничью, пока Чёрные не примут.", "Чёрные"),
            "Чёрные требуют ничью, пока чёрные не примут."
        );
        assert_eq!(
            lower_mid_sentence("Ход сделан. Чёрные получают минуту.", "Чёрные"),
            "Ход сделан. Чёрные получают минуту."
        );
        assert_eq!(lower_mid_sentence("(Белые)", "Белые"), "(белые)");
        assert_eq!(lower_mid_sentence("白方走棋", "白方"), "白方走棋");
    }
}
