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

/// Sort key that puts 7.5.10 after 7.5.9 and appendices after the articles.
fn natural(article: &str) -> Vec<(u8, u32, String)> {
    article
        .split(['.', ' '])
        .map(|part| match part.parse::<u32>() {
            Ok(n) => (0, n, String::new()),
            Err(_) => (1, 0, part.to_owned()),
        })
        .collect()
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
    }

    #[test]
    fn an_empty_library_covers_nothing() {
        let gaps = gaps(&Library::default(), Edition::E2023, 1);
        assert_eq!(gaps.len(), Edition::E2023.rules().citable_articles().len());
    }
}
