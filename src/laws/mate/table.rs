//! The helpmate search's transposition table: for each position the search started to expand,
//! the largest remaining depth it was expanded with, and whether some expansion of it ever
//! finished (every child visited), which the exhaustiveness proof relies on.
//!
//! Keys are 128-bit Zobrist hashes, so a collision between two different positions is not a
//! practical concern even over billions of probes. The table grows with use up to a cap, so
//! memory stays bounded by the node budget and by the cap, and a search that needs few nodes
//! allocates little.

use std::{
    collections::HashMap,
    hash::{BuildHasherDefault, Hasher},
};

/// The most entries we keep (about 48 bytes each, so a little under 200 MiB at worst).
pub(super) const MAX_ENTRIES: usize = 1 << 22;

/// Remaining search depth, in plies (rewarded moves cost none).
pub(super) type Depth = i32;

/// What the table knows of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Entry {
    /// The largest remaining depth an expansion of the position started with.
    pub(super) depth: Depth,
    /// Whether some expansion visited every child.
    pub(super) complete: bool,
}

/// Positions the search expanded.
#[derive(Debug, Default)]
pub(super) struct Table {
    entries: HashMap<u128, Entry, BuildHasherDefault<KeyHasher>>,
}

impl Table {
    /// What is known of `key`.
    pub(super) fn get(&self, key: u128) -> Option<Entry> {
        self.entries.get(&key).copied()
    }

    /// Records that an expansion of `key` with `depth` starts. When the table is full the
    /// record is dropped: a missing entry only costs a repeated expansion.
    pub(super) fn begin(&mut self, key: u128, depth: Depth) {
        if let Some(stored) = self.entries.get_mut(&key) {
            stored.depth = stored.depth.max(depth);
        } else if self.entries.len() < MAX_ENTRIES {
            self.entries.insert(
                key,
                Entry {
                    depth,
                    complete: false,
                },
            );
        }
    }

    /// Records that an expansion of `key` visited every child.
    pub(super) fn finish(&mut self, key: u128) {
        if let Some(stored) = self.entries.get_mut(&key) {
            stored.complete = true;
        }
    }

    /// Whether some expansion of `key` visited every child.
    pub(super) fn is_complete(&self, key: u128) -> bool {
        self.entries.get(&key).is_some_and(|e| e.complete)
    }

    /// Number of positions recorded.
    #[cfg(test)]
    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }
}

/// Zobrist keys are already uniformly random, so hashing them again would only cost time: the
/// low 64 bits serve as the hash.
#[derive(Debug, Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        // Only reached for keys of another type; fold the bytes in so hashing stays correct.
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u128(&mut self, key: u128) {
        // Truncation keeps the low half, which is as random as the rest.
        #[allow(clippy::cast_possible_truncation)]
        let low = key as u64;
        self.0 = low;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_the_deepest_expansion() {
        let mut t = Table::default();
        assert_eq!(t.get(7), None);
        t.begin(7, 3);
        t.begin(7, 1);
        assert_eq!(
            t.get(7),
            Some(Entry {
                depth: 3,
                complete: false
            })
        );
        t.finish(7);
        t.begin(7, 5);
        assert_eq!(
            t.get(7),
            Some(Entry {
                depth: 5,
                complete: true
            })
        );
        assert!(t.is_complete(7));
        assert!(!t.is_complete(8));
        assert_eq!(t.len(), 1);
    }
}
