//! Shared helpers for the integration tests: enumerating the finite hand
//! spaces and a small seeded generator (no external crates needed).
#![allow(dead_code, clippy::needless_range_loop)]

/// Calls `visit` with every count vector of `ranks` ranks (each 0..=4) whose
/// total is at most `max_tiles`.
pub fn for_each_suit_counts(ranks: usize, max_tiles: u32, mut visit: impl FnMut(&[u8])) {
    let mut counts = vec![0u8; ranks];
    fn step(counts: &mut [u8], rank: usize, left: u32, visit: &mut dyn FnMut(&[u8])) {
        if rank == counts.len() {
            visit(counts);
            return;
        }
        for count in 0..=4u8.min(left as u8) {
            counts[rank] = count;
            step(counts, rank + 1, left - u32::from(count), visit);
        }
        counts[rank] = 0;
    }
    step(&mut counts, 0, max_tiles, &mut visit);
}

/// Places one suit's counts into a 34-count vector at `suit` (0 = m … 3 = z).
pub fn counts_in_suit(suit: usize, ranks: &[u8]) -> [u8; 34] {
    let mut counts = [0u8; 34];
    counts[suit * 9..suit * 9 + ranks.len()].copy_from_slice(ranks);
    counts
}

/// SplitMix64: small, seeded, good enough to spread test hands.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }

    /// `tiles` tiles drawn from a full 136-tile wall (no kind more than 4 times).
    pub fn wall_hand(&mut self, tiles: usize) -> [u8; 34] {
        let mut counts = [0u8; 34];
        let mut drawn = 0;
        while drawn < tiles {
            let kind = self.below(34) as usize;
            if counts[kind] < 4 {
                counts[kind] += 1;
                drawn += 1;
            }
        }
        counts
    }

    /// A complete hand of `melds` random melds and a pair (or no pair), each
    /// block chosen uniformly among kinds that still fit.
    pub fn complete_hand(&mut self, melds: usize, with_pair: bool) -> [u8; 34] {
        loop {
            let mut counts = [0u8; 34];
            let mut ok = true;
            for _ in 0..melds {
                if self.below(2) == 0 {
                    let suit = self.below(3) as usize;
                    let start = suit * 9 + self.below(7) as usize;
                    for i in start..start + 3 {
                        counts[i] += 1;
                    }
                } else {
                    counts[self.below(34) as usize] += 3;
                }
            }
            if with_pair {
                counts[self.below(34) as usize] += 2;
            }
            for &c in &counts {
                ok &= c <= 4;
            }
            if ok {
                return counts;
            }
        }
    }
}

/// `TEHAI_QUICK_TESTS=1` (set for mutation testing) shrinks random sweeps
/// twentyfold; the exhaustive ones keep their size.
pub fn scaled(count: usize) -> usize {
    if std::env::var_os("TEHAI_QUICK_TESTS").is_some() {
        (count / 20).max(2)
    } else {
        count
    }
}
