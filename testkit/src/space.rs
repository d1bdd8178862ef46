//! The finite hand spaces the exhaustive tests and the `space` benches sweep.
//!
//! Blocks never cross suits, so most questions about a hand reduce to its
//! suits alone: a suit of 9 ranks (7 for honors), each held 0 to 4 times, at
//! most 14 tiles. There are 405,350 such number suits and 43,130 honor suits
//! (the empty one included in each), few enough to visit every one.

use std::vec::Vec;

/// Calls `visit` with every count vector of `ranks` ranks (each 0 to 4)
/// holding at most `max_tiles` tiles. Rank 0 varies slowest and every count
/// rises from 0, so the order is fixed: the first vector is all zeros.
///
/// ```
/// let mut suits = 0;
/// tehai_testkit::for_each_suit_counts(9, 14, |_| suits += 1);
/// assert_eq!(suits, 405_350);
/// let mut honors = 0;
/// tehai_testkit::for_each_suit_counts(7, 14, |_| honors += 1);
/// assert_eq!(honors, 43_130);
/// ```
pub fn for_each_suit_counts(ranks: usize, max_tiles: u32, mut visit: impl FnMut(&[u8])) {
    fn step(counts: &mut [u8], rank: usize, left: u32, visit: &mut dyn FnMut(&[u8])) {
        if rank == counts.len() {
            visit(counts);
            return;
        }
        for count in 0..=left.min(4) as u8 {
            counts[rank] = count;
            step(counts, rank + 1, left - u32::from(count), visit);
        }
        counts[rank] = 0;
    }
    let mut counts = vec![0u8; ranks];
    step(&mut counts, 0, max_tiles, &mut visit);
}

/// One suit's counts placed at `suit` (0 = m, 1 = p, 2 = s, 3 = z) of an
/// otherwise empty hand.
///
/// ```
/// let counts = tehai_testkit::counts_in_suit(3, &[2, 0, 0, 0, 0, 0, 1]);
/// assert_eq!((counts[27], counts[33]), (2, 1));
/// ```
pub fn counts_in_suit(suit: usize, ranks: &[u8]) -> [u8; 34] {
    let mut counts = [0u8; 34];
    counts[suit * 9..suit * 9 + ranks.len()].copy_from_slice(ranks);
    counts
}

/// Every hand of one number suit of at most 14 tiles, in the man suit, in
/// the order of [`for_each_suit_counts`]: the `space` workloads.
///
/// ```
/// let space = tehai_testkit::number_suit_space();
/// assert_eq!(space.len(), 405_350);
/// assert_eq!(space[0], [0; 34]);
/// ```
pub fn number_suit_space() -> Vec<[u8; 34]> {
    let mut space = Vec::with_capacity(405_350);
    for_each_suit_counts(9, 14, |ranks| space.push(counts_in_suit(0, ranks)));
    space
}
