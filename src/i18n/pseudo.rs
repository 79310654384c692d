//! The pseudo-locale transform: English text with accented look-alike letters, so that a
//! test can tell text that came through Fluent from text written into the code.

use std::borrow::Cow;

/// Accented look-alikes of `a`–`z`, in order.
const LOWER: [char; 26] = [
    'á', 'ƀ', 'ç', 'đ', 'é', 'ƒ', 'ğ', 'ĥ', 'í', 'ĵ', 'ķ', 'ĺ', 'ɱ', 'ñ', 'ó', 'ƥ', 'ʠ', 'ŕ', 'š',
    'ţ', 'ú', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
];

/// Accented look-alikes of `A`–`Z`, in order.
const UPPER: [char; 26] = [
    'Á', 'Ɓ', 'Ç', 'Đ', 'É', 'Ƒ', 'Ğ', 'Ĥ', 'Í', 'Ĵ', 'Ķ', 'Ĺ', 'Ṁ', 'Ñ', 'Ó', 'Ƥ', 'Ɋ', 'Ŕ', 'Š',
    'Ţ', 'Ú', 'Ṽ', 'Ŵ', 'Ẋ', 'Ÿ', 'Ž',
];

/// Replaces every ASCII letter of `text` with its look-alike; other characters stay.
pub(crate) fn pseudo_transform(text: &str) -> Cow<'_, str> {
    if !text.bytes().any(|b| b.is_ascii_alphabetic()) {
        return Cow::Borrowed(text);
    }
    text.chars().map(look_alike).collect()
}

/// The look-alike of one character: itself unless it is an ASCII letter.
fn look_alike(c: char) -> char {
    let offset = |first: char| (u32::from(c) - u32::from(first)) as usize;
    match c {
        'a'..='z' => LOWER[offset('a')],
        'A'..='Z' => UPPER[offset('A')],
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_letter_changes_and_nothing_else_does() {
        let text = pseudo_transform("The quick brown fox, 1-0!");
        assert_eq!(text, "Ţĥé ʠúíçķ ƀŕóŵñ ƒóẋ, 1-0!");
        assert!(matches!(pseudo_transform("1-0"), Cow::Borrowed("1-0")));
    }
}
