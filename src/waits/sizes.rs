//! The four suits' tile counts and remainders mod 3, which every form of
//! the waits reads first.

use crate::hand::PackedSuit;

/// The four suits' tile counts and their remainders mod 3, one byte a suit
/// (byte `i` for suit `i`): a SWAR sum two suits to a 64-bit word (man and
/// pin, sou and honors), then one multiply-shift remainder for all four.
#[derive(Clone, Copy)]
pub(super) struct SuitSizes {
    /// The suits two to a word: man and pin, sou and honors (bits 32..).
    pub(super) words: [u64; 2],
    /// Byte `i`: the tiles of suit `i` (at most 14).
    pub(super) counts: u32,
    /// Byte `i`: the tiles of suit `i` mod 3, never 3, so bit `8i` flags a
    /// remainder of 1 and bit `8i + 1` one of 2.
    pub(super) residues: u32,
}

/// Bit 0 of each suit's byte in [`SuitSizes`].
pub(super) const SUIT_BYTES: u32 = 0x0101_0101;

impl SuitSizes {
    #[inline(always)]
    pub(super) fn of(suits: &[PackedSuit; 4]) -> SuitSizes {
        // Every other rank field of both suits.
        const EVEN_FIELDS: u64 = 0o707_070_707 * (1 | 1 << 32);
        // Adds the five 6-bit lanes of each suit into its lane 4.
        const GATHER: u64 = 1 | 1 << 6 | 1 << 12 | 1 << 18 | 1 << 24;
        const COUNT_FIELDS: u64 = 0x3f << 24 | 0x3f << 56;
        let [man, pin, sou, honor] = suits.map(|suit| u64::from(suit.raw()));
        // A hand holds at most 14 tiles, so no lane and no partial sum of the
        // multiply reaches 64: the two suits' sums never mix.
        let sum = |word: u64| {
            let lanes = (word & EVEN_FIELDS) + ((word >> 3) & EVEN_FIELDS);
            lanes.wrapping_mul(GATHER) & COUNT_FIELDS
        };
        let words = [man | pin << 32, sou | honor << 32];
        let [low, high] = words.map(sum);
        // Man from bit 24 to 0, pin from 56 to 8, sou from 24 to 16, honors
        // from 56 to 24; the truncation drops the other suit of each shift.
        let counts =
            (low >> 24) as u32 | (low >> 48) as u32 | (high >> 8) as u32 | (high >> 32) as u32;
        // `⌊11c / 32⌋ = ⌊c / 3⌋` for every c up to 15, and 11c < 256 stays in
        // its byte.
        let thirds = (counts.wrapping_mul(11) >> 5) & (0b111 * SUIT_BYTES);
        SuitSizes {
            words,
            counts,
            residues: counts - 3 * thirds,
        }
    }

    /// Tiles in suit `index`.
    #[inline(always)]
    pub(super) fn tiles(&self, index: usize) -> u32 {
        (self.counts >> (8 * (index & 3))) & 0xff
    }

    /// Tiles in the hand.
    #[inline(always)]
    pub(super) fn total(&self) -> u32 {
        // The four bytes add up in the top byte (14 at most: no carry).
        self.counts.wrapping_mul(SUIT_BYTES) >> 24
    }
}
