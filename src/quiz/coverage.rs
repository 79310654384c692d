//! Coverage of the Laws by a library: for an edition, how many of its scenarios apply each
//! article the engine can cite, and which articles no scenario (or only one) exercises.

use std::collections::BTreeMap;

use crate::content::Library;
use crate::laws::{Edition, decide};

/// How often each citable article of an edition is applied by the library's scenarios
/// written for that edition, in the table's order.
pub fn article_counts(lib: &Library, edition: Edition) -> Vec<(&'static str, usize)> {
    let mut counts: BTreeMap<&'static str, usize> = edition
        .rules()
        .citable_articles()
        .into_iter()
        .map(|a| (a, 0))
        .collect();
    for scenario in lib.scenarios().filter(|s| s.edition() == edition) {
        if let Ok(ruling) = decide(&scenario.case) {
            for article in ruling.citations() {
                if let Some(n) = counts.get_mut(article) {
                    *n += 1;
                }
            }
        }
    }
    let mut out: Vec<(&'static str, usize)> = counts.into_iter().collect();
    out.sort_by_key(|(article, _)| natural(article));
    out
}

/// Sort key that puts 7.5.10 after 7.5.9, 6.10b after 6.6b, A4d1 after A4c, and appendices
/// after the articles: runs of digits compare as numbers, runs of letters as text.
fn natural(article: &str) -> Vec<(u8, u32, String)> {
    let mut key = Vec::new();
    let mut chars = article.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_ascii_digit() {
            let mut n = 0u32;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                chars.next();
            }
            key.push((0, n, String::new()));
        } else if c.is_alphabetic() {
            let mut word = String::new();
            while let Some(&l) = chars.peek().filter(|l| l.is_alphabetic()) {
                word.push(l);
                chars.next();
            }
            key.push((1, 0, word));
        } else {
            chars.next();
        }
    }
    key
}

/// The articles applied by fewer than `at_least` scenarios.
pub fn gaps(lib: &Library, edition: Edition, at_least: usize) -> Vec<(&'static str, usize)> {
    article_counts(lib, edition)
        .into_iter()
        .filter(|(_, n)| *n < at_least)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_sort_naturally() {
        let mut v = vec!["7.5.10", "7.5.9", "A.4", "10.1", "9.6.2"];
        v.sort_by_key(|a| natural(a));
        assert_eq!(v, ["7.5.9", "7.5.10", "9.6.2", "10.1", "A.4"]);
        let mut v = vec![
            "6.10b",
            "6.6b",
            "A4d1",
            "A4c",
            "9.1b(3)",
            "9.1b(1)",
            "3.8b(2)(a)",
            "3.8a",
        ];
        v.sort_by_key(|a| natural(a));
        assert_eq!(
            v,
            [
                "3.8a",
                "3.8b(2)(a)",
                "6.6b",
                "6.10b",
                "9.1b(1)",
                "9.1b(3)",
                "A4c",
                "A4d1"
            ]
        );
    }

    #[test]
    fn a_part_covers_itself_and_not_its_sibling_or_parent() {
        let temp = tempfile::Builder::new()
            .prefix("aq-coverage-")
            .tempdir()
            .unwrap();
        let dir = temp.path().to_path_buf();
        let pack = dir.join("flags");
        std::fs::create_dir_all(&pack).unwrap();
        std::fs::write(
            pack.join("pack.toml"),
            "id = \"flags\"\nlaws = \"2023\"\nlanguages = [\"en\"]\ntitle.en = \"Flags\"\n",
        )
        .unwrap();
        std::fs::write(
            pack.join("01-both.toml"),
            r#"id = "both-flags-last-period"
[situation]
time_control = "90"
moves = "1. e4 e5"
clock = { white = "0:00", black = "0:00" }
regulations = { quickplay_announced = true }
[[events]]
type = "both-flags"
first = "unknown"
[question]
kind = "result"
text.en = "Result?"
[[options]]
text.en = "Draw."
expect = { result = "1/2-1/2" }
[[options]]
text.en = "Play on."
expect = { result = "continues" }
"#,
        )
        .unwrap();
        let lib = Library::load(false, std::slice::from_ref(&dir));
        assert!(!lib.has_errors(), "{:#?}", lib.problems);
        let counts = article_counts(&lib, Edition::E2023);
        let count = |a: &str| counts.iter().find(|(x, _)| *x == a).map(|(_, n)| *n);
        assert_eq!(count("III.3.1.2"), Some(1));
        assert_eq!(count("III.3.1.1"), Some(0));
        assert_eq!(count("III.3.1"), None, "a parent is not a citable article");
    }

    #[test]
    fn an_empty_library_covers_nothing() {
        let gaps = gaps(&Library::default(), Edition::E2023, 1);
        assert_eq!(gaps.len(), Edition::E2023.rules().citable_articles().len());
    }
}
