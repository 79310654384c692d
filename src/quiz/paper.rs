//! The exam paper: a fixed number of scenarios drawn with a seed, the same on every machine.
//! Only items whose point the Laws settle are drawn; discussion items stay in practice.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::content::Scenario;

/// The questions of one exam, in the order they are asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paper {
    /// The seed it was drawn with, shown on screen so a lecturer can give a room the same
    /// paper.
    pub seed: u64,
    /// Scenario ids, in order.
    pub ids: Vec<String>,
}

impl Paper {
    /// Draws `size` examinable scenarios (or all, if fewer) from `candidates` with `seed`;
    /// discussion items are never drawn, since an exam may not key a point the Laws leave
    /// open.
    pub fn draw(candidates: &[&Scenario], size: usize, seed: u64) -> Self {
        let examinable: Vec<&Scenario> = candidates
            .iter()
            .copied()
            .filter(|s| s.status.examinable())
            .collect();
        let mut ids = shuffled(&examinable, seed);
        ids.truncate(size);
        Self { seed, ids }
    }

    /// Every candidate, discussion items included, in a seeded order (shuffled practice).
    pub fn order(candidates: &[&Scenario], seed: u64) -> Vec<String> {
        shuffled(candidates, seed)
    }
}

/// The ids of `candidates` shuffled with `seed`.
///
/// The candidates are sorted by id first, so the order depends only on the seed and the set
/// of scenarios, not on the order packs were loaded in. `ChaCha8` is used because its output
/// is fixed by its specification, unlike `StdRng`'s.
fn shuffled(candidates: &[&Scenario], seed: u64) -> Vec<String> {
    let mut ids: Vec<String> = candidates.iter().map(|s| s.id.clone()).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    ids.shuffle(&mut rng);
    ids
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::Library;

    fn library() -> Library {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/tui");
        Library::load(false, &[dir])
    }

    #[test]
    fn same_seed_same_paper_whatever_the_order() {
        let lib = library();
        let mut all: Vec<&Scenario> = lib.scenarios().collect();
        let a = Paper::draw(&all, 3, 42);
        all.reverse();
        let b = Paper::draw(&all, 3, 42);
        assert_eq!(a, b);
        assert_eq!(a.ids.len(), 3);
        let every = Paper::draw(&all, 99, 42);
        assert_eq!(every.ids.len(), all.len());
    }

    #[test]
    fn the_draw_is_fixed_for_a_seed() {
        let lib = library();
        let all: Vec<&Scenario> = lib.scenarios().collect();
        let papers: Vec<Vec<String>> = (0..8).map(|s| Paper::draw(&all, 4, s).ids).collect();
        assert!(
            papers.iter().any(|p| *p != papers[0]),
            "seeds change the order"
        );
        assert_eq!(
            Paper::draw(&all, 4, 7).ids,
            Paper::draw(&all, 4, 7).ids,
            "and a seed always gives the same one"
        );
    }

    #[test]
    fn discussion_items_are_never_drawn_but_are_practised() {
        let lib = library();
        let mut all: Vec<Scenario> = lib.scenarios().cloned().collect();
        assert!(all.len() >= 3);
        all[1].status = crate::content::Status::Discussion;
        let open = all[1].id.clone();
        let refs: Vec<&Scenario> = all.iter().collect();
        for seed in 0..16 {
            let paper = Paper::draw(&refs, refs.len(), seed);
            assert_eq!(paper.ids.len(), refs.len() - 1);
            assert!(!paper.ids.contains(&open), "seed {seed}");
            assert!(Paper::order(&refs, seed).contains(&open));
        }
    }
}
