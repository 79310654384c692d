//! The helpmate search's transposition table: for each position the search started to expand,
//! the largest remaining depth it was expanded with, whether some expansion of it ever
//! finished (every child visited), and whether it was left *pending* (visited but not expanded)
//! — the bookkeeping the proof of exhaustion relies on.
//!
//! The table has a fixed capacity, chosen when it is made, so a search's memory does not grow
//! with its node budget. Slots come in buckets of four (one cache line); a position may only
//! live in the bucket its key selects. When that bucket is full, the least valuable entry is
//! replaced: a shallow one before a deep one, and an entry that holds an open obligation of the
//! exhaustion proof (pending, not yet expanded) last of all. Replacing one of those makes the
//! proof impossible for the rest of the search, which the table remembers ([`Table::exhausted`]
//! then stays false); losing any other entry only costs a repeated expansion.
//!
//! A search starts with a small part of the table in use and doubles it whenever half its slots
//! are taken, moving each entry to its place in the larger part (the bucket index is the low
//! bits of the key, so an entry either stays or moves up by the old size). Small searches thus
//! stay within a part that fits the processor's caches, and only the largest use it all. The
//! slots are allocated zeroed and untouched, so the operating system commits memory only for
//! the part ever in use.
//!
//! Each search gets a new generation number, and entries of older generations count as free,
//! so one table serves many searches without being cleared (the part ever used is wiped only
//! when the 8-bit generation wraps around).
//!
//! Keys are 128-bit Zobrist hashes; 96 of their bits are stored, so mistaking one position for
//! another is not a practical concern even over billions of probes.

/// Remaining search depth, in plies (rewarded moves cost none).
pub(super) type Depth = i32;

/// Bytes of one slot (two words).
const SLOT_BYTES: usize = 16;
/// Slots per bucket: four slots of 16 bytes fill a 64-byte cache line.
const BUCKET_SLOTS: usize = 4;
/// Bytes of one bucket.
pub(super) const BUCKET_BYTES: usize = SLOT_BYTES * BUCKET_SLOTS;

/// The smallest table made, in bytes.
pub(super) const MIN_BYTES: usize = 64 * 1024;
/// Buckets of the part a search starts with (a megabyte, which the processor's caches hold,
/// and which most searches never outgrow).
const START_BUCKETS: usize = (1 << 18) / BUCKET_BYTES;

/// One slot: the high half of the key, then (low to high bits) the low 32 bits of the key, the
/// depth as a 16-bit number, the flags and the generation. All zero is a free slot.
type Slot = [u64; 2];
type Bucket = [Slot; BUCKET_SLOTS];

/// Flag: the slot holds an entry (of the generation stored with it).
const USED: u64 = 1;
/// Flag: some expansion of the position visited every child.
const COMPLETE: u64 = 2;
/// Flag: the position was left pending at some point.
const PENDING: u64 = 4;

const DEPTH_SHIFT: u32 = 32;
const FLAGS_SHIFT: u32 = 48;
const GENERATION_SHIFT: u32 = 56;

/// What the table knows of one position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Entry {
    /// The largest remaining depth an expansion of the position started with (less than any
    /// real depth when it was only left pending).
    pub(super) depth: Depth,
    /// Whether some expansion visited every child.
    pub(super) complete: bool,
}

/// Positions the searches expanded, in a fixed number of slots.
#[derive(Debug)]
pub(super) struct Table {
    buckets: Vec<Bucket>,
    /// Buckets in use by this search: a power of two, from [`START_BUCKETS`] to all.
    active: usize,
    /// The most buckets any search used (the part to wipe when generations wrap around).
    touched: usize,
    /// Entries of this generation.
    used: usize,
    /// Generation of the current search, 1 to 255.
    generation: u64,
    /// Entries of this generation that are pending and not complete: the proof's open
    /// obligations.
    open: u64,
    /// Whether an open obligation was replaced, so that no proof of exhaustion is possible.
    spoiled: bool,
}

/// An unpacked slot.
#[derive(Debug, Clone, Copy)]
struct Fields {
    depth: i16,
    flags: u64,
}

impl Table {
    /// A table of at most `bytes` bytes (a power of two number of buckets, at least
    /// [`MIN_BYTES`]).
    pub(super) fn with_bytes(bytes: usize) -> Self {
        let wanted = bytes.max(MIN_BYTES) / BUCKET_BYTES;
        // The largest power of two not above the wanted number of buckets.
        let count = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Self {
            // A zero array is allocated zeroed, untouched: pages are committed as used.
            buckets: vec![[[0u64; 2]; BUCKET_SLOTS]; count],
            active: count.min(START_BUCKETS),
            touched: count.min(START_BUCKETS),
            used: 0,
            generation: 1,
            open: 0,
            spoiled: false,
        }
    }

    /// Size of the table in bytes.
    pub(super) fn bytes(&self) -> usize {
        self.buckets.len() * BUCKET_BYTES
    }

    /// Forgets everything, for a new search.
    pub(super) fn new_search(&mut self) {
        self.open = 0;
        self.spoiled = false;
        self.used = 0;
        self.active = self.buckets.len().min(START_BUCKETS);
        if self.generation == 255 {
            for bucket in &mut self.buckets[..self.touched] {
                *bucket = [[0; 2]; BUCKET_SLOTS];
            }
            self.generation = 1;
        } else {
            self.generation += 1;
        }
    }

    /// Whether every position ever left pending in this search has since been completely
    /// expanded, with no obligation lost to replacement.
    pub(super) fn exhausted(&self) -> bool {
        !self.spoiled && self.open == 0
    }

    /// What is known of `key`.
    pub(super) fn get(&self, key: u128) -> Option<Entry> {
        let (bucket, slot) = self.find(key)?;
        let fields = unpack(self.buckets[bucket][slot]);
        Some(Entry {
            depth: Depth::from(fields.depth),
            complete: fields.flags & COMPLETE != 0,
        })
    }

    /// Records that an expansion of `key` with `depth` starts.
    pub(super) fn begin(&mut self, key: u128, depth: Depth) {
        let depth = i16::try_from(depth).unwrap_or(if depth < 0 { i16::MIN } else { i16::MAX });
        let (bucket, slot) = self.find(key).unwrap_or_else(|| self.insert(key));
        let fields = unpack(self.buckets[bucket][slot]);
        self.store(
            bucket,
            slot,
            key,
            Fields {
                depth: fields.depth.max(depth),
                flags: fields.flags,
            },
        );
    }

    /// Records that `key` has no children to visit (a stalemate, a mate, a dead position).
    pub(super) fn close(&mut self, key: u128) {
        let (bucket, slot) = self.find(key).unwrap_or_else(|| self.insert(key));
        let fields = unpack(self.buckets[bucket][slot]);
        if fields.flags & (PENDING | COMPLETE) == PENDING {
            self.open -= 1;
        }
        let flags = fields.flags | COMPLETE;
        self.store(
            bucket,
            slot,
            key,
            Fields {
                depth: i16::MAX,
                flags,
            },
        );
    }

    /// Records that an expansion of `key` visited every child.
    pub(super) fn finish(&mut self, key: u128) {
        if let Some((bucket, slot)) = self.find(key) {
            let fields = unpack(self.buckets[bucket][slot]);
            if fields.flags & (PENDING | COMPLETE) == PENDING {
                self.open -= 1;
            }
            self.add_flag(bucket, slot, key, COMPLETE);
        }
    }

    /// Notes that `key` was visited but not (yet) completely expanded: an obligation of the
    /// exhaustion proof until some expansion of it completes.
    pub(super) fn leave_pending(&mut self, key: u128) {
        if self.spoiled {
            return;
        }
        let (bucket, slot) = self.find(key).unwrap_or_else(|| self.insert(key));
        let fields = unpack(self.buckets[bucket][slot]);
        if fields.flags & (PENDING | COMPLETE) != 0 {
            return;
        }
        self.open += 1;
        self.add_flag(bucket, slot, key, PENDING);
    }

    fn add_flag(&mut self, bucket: usize, slot: usize, key: u128, flag: u64) {
        let fields = unpack(self.buckets[bucket][slot]);
        let flags = fields.flags | flag;
        self.store(bucket, slot, key, Fields { flags, ..fields });
    }

    /// Reads the buckets of `keys`, so that the lookups that follow find them in the
    /// processor's cache: touching the buckets of all the children of a position before visiting
    /// them lets their memory latencies overlap instead of adding up.
    pub(super) fn touch(&self, keys: impl Iterator<Item = u128>) {
        let folded = keys.fold(0, |acc, key| acc ^ self.buckets[self.bucket_of(key)][0][0]);
        std::hint::black_box(folded);
    }

    /// Bucket and slot of `key` in this generation.
    fn find(&self, key: u128) -> Option<(usize, usize)> {
        let bucket = self.bucket_of(key);
        let (high, low) = split(key);
        self.buckets[bucket]
            .iter()
            .position(|s| s[0] == high && s[1] & 0xffff_ffff == low && self.current(*s))
            .map(|slot| (bucket, slot))
    }

    /// A slot for `key` (not in the table), holding a fresh entry: a free one, or else the least
    /// valuable entry of the bucket, which is dropped.
    fn insert(&mut self, key: u128) -> (usize, usize) {
        if self.used * 2 >= self.active * BUCKET_SLOTS {
            self.grow();
        }
        let mut bucket = self.bucket_of(key);
        // A full bucket is a reason to grow as long as the table can: nothing is dropped
        // before all of it is in use.
        while self.buckets[bucket].iter().all(|s| self.current(*s)) && self.grow() {
            bucket = self.bucket_of(key);
        }
        let slots = self.buckets[bucket];
        let slot = if let Some(free) = slots.iter().position(|s| !self.current(*s)) {
            self.used += 1;
            free
        } else {
            let value = |s: &Slot| {
                let f = unpack(*s);
                let open = f.flags & (PENDING | COMPLETE) == PENDING;
                (open, f.depth)
            };
            let (slot, victim) = slots
                .iter()
                .enumerate()
                .min_by_key(|(_, s)| value(s))
                .map_or((0, slots[0]), |(i, s)| (i, *s));
            if value(&victim).0 {
                self.open -= 1;
                self.spoiled = true;
            }
            slot
        };
        self.store(
            bucket,
            slot,
            key,
            Fields {
                depth: i16::MIN,
                flags: USED,
            },
        );
        (bucket, slot)
    }

    /// Doubles the part in use, if the table is larger: each entry of this generation stays in
    /// its bucket or moves to the bucket as far above it as the old part was large, which is
    /// free of this generation's entries. Tells whether it grew.
    fn grow(&mut self) -> bool {
        if self.active == self.buckets.len() {
            return false;
        }
        let old = self.active;
        self.active *= 2;
        self.touched = self.touched.max(self.active);
        for bucket in 0..old {
            for slot in 0..BUCKET_SLOTS {
                let entry = self.buckets[bucket][slot];
                let low = usize::try_from(entry[1] & 0xffff_ffff).unwrap_or(0);
                if self.current(entry) && low & old != 0 {
                    self.buckets[bucket + old][slot] = entry;
                    self.buckets[bucket][slot] = [0; 2];
                }
            }
        }
        true
    }

    fn store(&mut self, bucket: usize, slot: usize, key: u128, fields: Fields) {
        let (high, low) = split(key);
        // The depth is stored as its 16-bit two's complement pattern.
        let depth = u64::from(fields.depth.cast_unsigned());
        self.buckets[bucket][slot] = [
            high,
            low | depth << DEPTH_SHIFT
                | (fields.flags | USED) << FLAGS_SHIFT
                | self.generation << GENERATION_SHIFT,
        ];
    }

    /// Whether a slot holds an entry of this generation.
    fn current(&self, slot: Slot) -> bool {
        slot[1] >> GENERATION_SHIFT == self.generation && (slot[1] >> FLAGS_SHIFT) & USED != 0
    }

    fn bucket_of(&self, key: u128) -> usize {
        // The low bits of a Zobrist key are as random as the rest; the bucket count is a power
        // of two, so masking picks one uniformly.
        let (_, low) = split(key);
        usize::try_from(low).unwrap_or(0) & (self.active - 1)
    }
}

/// The stored halves of a key: its high 64 bits, and its low 32 bits.
fn split(key: u128) -> (u64, u64) {
    let high = u64::try_from(key >> 64).unwrap_or(0);
    let low = u64::try_from(key & 0xffff_ffff).unwrap_or(0);
    (high, low)
}

fn unpack(slot: Slot) -> Fields {
    let word = slot[1];
    let depth = u16::try_from((word >> DEPTH_SHIFT) & 0xffff).unwrap_or(0);
    Fields {
        depth: depth.cast_signed(),
        flags: (word >> FLAGS_SHIFT) & 0xff,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A key whose bucket in a table of `MIN_BYTES` is `bucket`, told apart by `n`.
    fn key(bucket: u128, n: u128) -> u128 {
        ((n + 1) << 64) | (n << 20) | bucket
    }

    #[test]
    fn keeps_the_deepest_expansion() {
        let mut t = Table::with_bytes(MIN_BYTES);
        let k = key(7, 0);
        assert_eq!(t.get(k), None);
        t.begin(k, 3);
        t.begin(k, 1);
        assert_eq!(
            t.get(k),
            Some(Entry {
                depth: 3,
                complete: false
            })
        );
        t.finish(k);
        t.begin(k, 5);
        assert_eq!(
            t.get(k),
            Some(Entry {
                depth: 5,
                complete: true
            })
        );
        assert_eq!(t.get(key(8, 0)), None);
        assert_eq!(t.bytes(), MIN_BYTES);
    }

    #[test]
    fn pending_positions_are_obligations_until_expanded() {
        let mut t = Table::with_bytes(MIN_BYTES);
        let (a, b) = (key(1, 0), key(2, 0));
        t.leave_pending(a);
        t.leave_pending(a);
        t.begin(b, 2);
        t.finish(b);
        // A complete position is no obligation.
        t.leave_pending(b);
        assert!(!t.exhausted());
        t.begin(a, 1);
        t.finish(a);
        assert!(t.exhausted());
    }

    #[test]
    fn a_full_bucket_drops_the_shallowest_entry_and_spares_obligations() {
        let mut t = Table::with_bytes(MIN_BYTES);
        let keys: Vec<u128> = (0..5).map(|n| key(3, n)).collect();
        t.leave_pending(keys[0]);
        for (depth, &k) in [9, 2, 7].iter().zip(&keys[1..4]) {
            t.begin(k, *depth);
        }
        // The fifth entry replaces the depth-2 one, not the pending one.
        t.begin(keys[4], 4);
        assert_eq!(t.get(keys[2]), None);
        for k in [keys[0], keys[1], keys[3], keys[4]] {
            assert!(t.get(k).is_some());
        }
        assert!(!t.exhausted());
        // Once only obligations are left to replace, the proof is lost for good.
        let mut t = Table::with_bytes(MIN_BYTES);
        for &k in &keys[..4] {
            t.leave_pending(k);
        }
        t.begin(keys[4], 1);
        for &k in &keys[..4] {
            if t.get(k).is_some() {
                t.begin(k, 1);
                t.finish(k);
            }
        }
        t.begin(keys[4], 1);
        t.finish(keys[4]);
        assert!(!t.exhausted());
    }

    #[test]
    fn grows_keeping_every_entry() {
        let mut t = Table::with_bytes(1 << 22);
        let keys: Vec<u128> = (0..40_000u128)
            .map(|n| ((n + 7) << 64) | (n * 2_654_435_761))
            .collect();
        for (depth, &k) in (0..).zip(&keys) {
            t.begin(k, depth % 50);
            if depth % 3 == 0 {
                t.leave_pending(k);
            }
        }
        assert!(t.active > START_BUCKETS);
        for (depth, &k) in (0..).zip(&keys) {
            assert_eq!(t.get(k).map(|e| e.depth), Some(depth % 50));
        }
        for &k in keys.iter().step_by(3) {
            t.finish(k);
        }
        assert!(t.exhausted());
        t.new_search();
        assert_eq!(t.active, START_BUCKETS);
        assert_eq!(t.get(keys[0]), None);
    }

    #[test]
    fn a_new_search_starts_empty() {
        let mut t = Table::with_bytes(MIN_BYTES);
        let k = key(5, 1);
        for _ in 0..300 {
            t.begin(k, 4);
            t.leave_pending(key(6, 1));
            t.new_search();
            assert_eq!(t.get(k), None);
            assert!(t.exhausted());
        }
    }
}
