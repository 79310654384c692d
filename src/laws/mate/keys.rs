//! Position keys: the 128-bit Zobrist hashes that the searches' tables and sets are keyed by,
//! and a hasher that uses them as they are.

use std::hash::Hasher;

use shakmaty::{Chess, EnPassantMode, Move, Position, zobrist::Zobrist128};

/// The 128-bit Zobrist key of a position.
pub(super) fn hash(pos: &Chess) -> u128 {
    pos.zobrist_hash::<Zobrist128>(EnPassantMode::Legal).0
}

/// The key of `pos` after `m`, updated incrementally when shakmaty can.
pub(super) fn child_hash(pos: &Chess, key: u128, m: Move, child: &Chess) -> u128 {
    pos.update_zobrist_hash(Zobrist128(key), m, EnPassantMode::Legal)
        .map_or_else(|| hash(child), |z| z.0)
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
