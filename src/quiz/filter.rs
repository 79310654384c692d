//! Choosing scenarios to practise: by pack, topic, article and game type.

use std::collections::BTreeSet;

use crate::content::{Library, Scenario};
use crate::laws::{Edition, GameType};

/// What a practice session is limited to; `None` in a field means any.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Only this pack.
    pub pack: Option<String>,
    /// Only scenarios with this topic.
    pub topic: Option<String>,
    /// Only scenarios that name this article.
    pub article: Option<String>,
    /// Only scenarios whose case makes this game type (under the edition they are ruled by).
    pub game_type: Option<GameType>,
}

impl Filter {
    /// Whether `scenario` passes, ruled under `edition` (or its own edition when `None`):
    /// the edition matters for the game type, since the bands moved between editions.
    pub fn matches(&self, scenario: &Scenario, edition: Option<Edition>) -> bool {
        self.pack.as_ref().is_none_or(|p| *p == scenario.pack)
            && self
                .topic
                .as_ref()
                .is_none_or(|t| scenario.topics.contains(t))
            && self
                .article
                .as_ref()
                .is_none_or(|a| scenario.articles.contains(a))
            && self.game_type.is_none_or(|gt| {
                let case = scenario.case_for(edition.unwrap_or(scenario.edition()));
                case.effective_game_type() == Some(gt)
            })
    }

    /// The scenarios of the library that pass, in library order (packs by their order, then
    /// by file name).
    pub fn select<'a>(&self, library: &'a Library, edition: Option<Edition>) -> Vec<&'a Scenario> {
        library
            .scenarios()
            .filter(|s| self.matches(s, edition))
            .collect()
    }
}

/// Every topic of the scenarios of `pack` (or of all packs), sorted.
pub fn topics(library: &Library, pack: Option<&str>) -> Vec<String> {
    in_pack(library, pack)
        .flat_map(|s| s.topics.iter().cloned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect()
}

/// Every article the scenarios of `pack` (or of all packs) name, in the order of the Laws:
/// numbered articles by their numbers, then the appendices by letter.
pub fn articles(library: &Library, pack: Option<&str>) -> Vec<String> {
    let mut out: Vec<String> = in_pack(library, pack)
        .flat_map(|s| s.articles.iter().cloned())
        .collect::<BTreeSet<_>>()
        .into_iter()
        .collect();
    out.sort_by_key(|a| article_key(a));
    out
}

/// The scenarios of one pack, or of all.
fn in_pack<'a>(library: &'a Library, pack: Option<&'a str>) -> impl Iterator<Item = &'a Scenario> {
    library
        .scenarios()
        .filter(move |s| pack.is_none_or(|p| p == s.pack))
}

/// A sort key that puts `7.5.10` after `7.5.9` and `A.4` after `12.9`.
fn article_key(article: &str) -> (bool, Vec<(u32, String)>) {
    let appendix = article.starts_with(|c: char| c.is_ascii_alphabetic());
    let parts = article
        .split('.')
        .map(|p| (p.parse().unwrap_or(u32::MAX), p.to_owned()))
        .collect();
    (appendix, parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn articles_sort_in_the_order_of_the_laws() {
        let mut a = vec!["A.4", "7.5.10", "12.9", "7.5.9", "B.2", "6.9"];
        a.sort_by_key(|x| article_key(x));
        assert_eq!(a, ["6.9", "7.5.9", "7.5.10", "12.9", "A.4", "B.2"]);
    }
}
