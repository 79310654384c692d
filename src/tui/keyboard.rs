//! Keyboard layouts that do not type Latin letters. The keys of the app are named by Latin
//! letters (a–e, n, p, m, s…); with a Russian, Bulgarian, Mongolian or Armenian layout
//! active, the same keys type Cyrillic or Armenian letters, which the terminal sends as they
//! are (crossterm does not pass on the base-layout key that the kitty keyboard protocol can
//! report). So a letter of such a layout is read as the Latin key it sits on.
//!
//! A letter can sit on different keys in two layouts (Bulgarian а is on A in the phonetic
//! layout, on D in the BDS one): the layouts of the interface's language are tried first.

use crate::i18n::Locale;

/// The Latin keys of a US keyboard, in the order the layouts below list their letters: the
/// top row, the home row, the bottom row, then the key left of 1.
const LATIN: &str = "qwertyuiop[]asdfghjkl;'zxcvbnm,./`";

/// A layout: what each key of [`LATIN`] types, `_` where it types the same as on a US
/// keyboard.
#[derive(Debug, Clone, Copy)]
struct Layout(&'static str);

/// Russian ЙЦУКЕН, also the usual layout for Uzbek in Cyrillic.
const RUSSIAN: Layout = Layout("йцукенгшщзхъфывапролджэячсмитьбю.ё");

/// Bulgarian phonetic (ЯВЕРТЪ), the layout most Bulgarian computers use.
const BULGARIAN: Layout = Layout("явертъуиопшщасдфгхйкл__зьцжбнм___ч");

/// Mongolian (ФЦУЖЭН).
const MONGOLIAN: Layout = Layout("фцужэнгшүзкъйыбөахролдпячёсмитьвю_");

/// Armenian phonetic.
const ARMENIAN: Layout = Layout("քոերտըւիօպխծասդֆգհյկլ__զղցվբնմ____");

impl Layout {
    /// The Latin key that types `c` in this layout.
    fn latin(self, c: char) -> Option<char> {
        self.0
            .chars()
            .zip(LATIN.chars())
            .find(|(native, _)| *native == c && *native != '_')
            .map(|(_, latin)| latin)
    }
}

/// The layouts to try for a locale, its own first.
fn layouts(locale: Locale) -> [Layout; 4] {
    match locale {
        Locale::Bg => [BULGARIAN, RUSSIAN, MONGOLIAN, ARMENIAN],
        Locale::Mn => [MONGOLIAN, RUSSIAN, BULGARIAN, ARMENIAN],
        Locale::Hy => [ARMENIAN, RUSSIAN, BULGARIAN, MONGOLIAN],
        _ => [RUSSIAN, BULGARIAN, MONGOLIAN, ARMENIAN],
    }
}

/// The Latin key a letter of another layout sits on (`в` → `d` in Russian); `None` for a
/// character that is already Latin or that no layout here types.
pub fn latin_key(c: char, locale: Locale) -> Option<char> {
    if c.is_ascii() {
        return None;
    }
    let lower = c.to_lowercase().next().unwrap_or(c);
    layouts(locale).iter().find_map(|l| l.latin(lower))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_layout_covers_every_key() {
        for layout in [RUSSIAN, BULGARIAN, MONGOLIAN, ARMENIAN] {
            assert_eq!(
                layout.0.chars().count(),
                LATIN.chars().count(),
                "{layout:?}"
            );
        }
    }

    #[test]
    fn russian_letters_are_read_as_the_keys_they_sit_on() {
        let keys: String = "фисвуапт"
            .chars()
            .filter_map(|c| latin_key(c, Locale::Ru))
            .collect();
        assert_eq!(keys, "abcdefgn");
        assert_eq!(latin_key('Ф', Locale::Ru), Some('a'));
        assert_eq!(latin_key('a', Locale::Ru), None);
    }

    #[test]
    fn each_language_tries_its_own_layout_first() {
        assert_eq!(latin_key('а', Locale::Ru), Some('f'));
        assert_eq!(latin_key('а', Locale::Bg), Some('a'));
        assert_eq!(latin_key('а', Locale::Mn), Some('g'));
        assert_eq!(latin_key('բ', Locale::Hy), Some('b'));
        assert_eq!(latin_key('ն', Locale::En), Some('n'));
    }
}
