//! Uzbek in Cyrillic script written in the Latin script, by the official rules of the
//! Uzbek Latin alphabet (1995): `ў` → `oʻ` and `ғ` → `gʻ` with U+02BB, `ъ` → `ʼ` (U+02BC,
//! tutuq belgisi), `е` → `ye` at the start of a word and after a vowel, `ц` → `s` at the
//! start of a word and after a consonant but `ts` after a vowel, `ё` `ю` `я` → `yo` `yu`
//! `ya`, `ь` dropped. Digraphs follow the case of the word (`Шоҳ` → `Shoh`, `ШОҲ` → `SHOH`).
//!
//! The app's two Uzbek locales are one text in two scripts; the tests write every Cyrillic
//! message and content text in Latin with this and compare it with its Latin twin, so that
//! a correction made in one script is never forgotten in the other.
//!
//! ```
//! use arbiter_quiz::i18n::uzbek_cyrillic_to_latin;
//!
//! assert_eq!(uzbek_cyrillic_to_latin("Ҳакам ёзув бланкини ўқийди."), "Hakam yozuv blankini oʻqiydi.");
//! assert_eq!(uzbek_cyrillic_to_latin("эълон, позиция, цирк, ечим"), "eʼlon, pozitsiya, sirk, yechim");
//! ```

/// `text` (Uzbek in Cyrillic) in the Uzbek Latin alphabet; other characters (Latin
/// letters, digits, punctuation) are kept.
pub fn uzbek_cyrillic_to_latin(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + text.len() / 4);
    for (i, &c) in chars.iter().enumerate() {
        let lower = c.to_lowercase().next().unwrap_or(c);
        let previous = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
        let next = chars.get(i + 1).copied();
        let word_start = previous.is_none_or(|p| !p.is_alphabetic());
        let after_vowel = previous.is_some_and(is_vowel);
        let latin: &str = match lower {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'е' if word_start || after_vowel || previous.is_some_and(is_sign) => "ye",
            'е' | 'э' => "e",
            'ё' => "yo",
            'ж' => "j",
            'з' => "z",
            'и' => "i",
            'й' => "y",
            'к' => "k",
            'л' => "l",
            'м' => "m",
            'н' => "n",
            'о' => "o",
            'п' => "p",
            'р' => "r",
            'т' => "t",
            'у' => "u",
            'ф' => "f",
            'х' => "x",
            'ц' if after_vowel => "ts",
            'с' | 'ц' => "s",
            'ч' => "ch",
            'ш' => "sh",
            // The hard sign before a vowel letter that starts with y (объект) only keeps the
            // sounds apart, which the y already does; elsewhere it is the glottal stop.
            'ъ' if next.is_some_and(|n| "еёюяЕЁЮЯ".contains(n)) => "",
            'ъ' => "\u{02BC}",
            'ь' => "",
            'ю' => "yu",
            'я' => "ya",
            'ў' => "o\u{02BB}",
            'қ' => "q",
            'ғ' => "g\u{02BB}",
            'ҳ' => "h",
            _ => {
                out.push(c);
                continue;
            }
        };
        if c == lower {
            out.push_str(latin);
        } else if word_is_upper(&chars, i) {
            out.push_str(&latin.to_uppercase());
        } else {
            let mut letters = latin.chars();
            out.extend(letters.next().map(|first| first.to_ascii_uppercase()));
            out.extend(letters);
        }
    }
    out
}

/// Whether `c` is a Cyrillic vowel letter of Uzbek.
fn is_vowel(c: char) -> bool {
    "аеёиоуэюяўАЕЁИОУЭЮЯЎ".contains(c)
}

/// Whether `c` is the hard or the soft sign.
fn is_sign(c: char) -> bool {
    "ъьЪЬ".contains(c)
}

/// Whether the word around `chars[i]` is written in capitals (`ФИДЕ`, `ПАРТИЯ`): two
/// letters or more, none of them lower case.
fn word_is_upper(chars: &[char], i: usize) -> bool {
    let is_letter = |c: &&char| c.is_alphabetic();
    let before = chars[..i].iter().rev().take_while(is_letter);
    let after = chars[i + 1..].iter().take_while(is_letter);
    let mut letters = before.chain(after).peekable();
    letters.peek().is_some() && letters.all(|c| !c.is_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_letters_of_the_1995_alphabet() {
        let cases = [
            (
                "шоҳ, фарзин, рух, фил, от, пиёда",
                "shoh, farzin, rux, fil, ot, piyoda",
            ),
            ("ўйинчи ғалаба қилди", "oʻyinchi gʻalaba qildi"),
            ("Ўзбекистон Ғарби", "Oʻzbekiston Gʻarbi"),
            ("маъно, қалъа", "maʼno, qalʼa"),
            ("объект, съезд", "obyekt, syezd"),
            ("поезд, ечим, Ер", "poyezd, yechim, Yer"),
            ("цирк, концерт, милиция", "sirk, konsert, militsiya"),
            ("юриш, ярим, ёзув, Юлдуз", "yurish, yarim, yozuv, Yulduz"),
            ("альбом, эълон, этап", "albom, eʼlon, etap"),
            (
                "ФИДЕ, ПАРТИЯ.pgn, Шоҳ, ШОҲ",
                "FIDE, PARTIYA.pgn, Shoh, SHOH",
            ),
            (
                "2018-йилги c1 { $side } --lang",
                "2018-yilgi c1 { $side } --lang",
            ),
        ];
        for (cyrillic, latin) in cases {
            assert_eq!(uzbek_cyrillic_to_latin(cyrillic), latin, "{cyrillic}");
        }
    }

    #[test]
    fn latin_text_is_left_alone() {
        let text = "Bb5 — {Bf1-b5}, «hakam» 1/2";
        assert_eq!(uzbek_cyrillic_to_latin(text), text);
    }
}
