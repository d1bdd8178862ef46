//! The regular readings of the concealed tiles, straight from the packed
//! suits.
//!
//! A reading is one decomposition of each suit (see [`crate::decompose()`]),
//! and what the yaku and fu ask of a reading is a handful of bit masks over
//! the 34 kinds: which kinds start a sequence, which are triplets, where the
//! pair is, and how many sequences repeat. A reading's masks ([`Part`]) come
//! from its suits' packed forms with a few word operations, and the blocks
//! the winning tile may have completed from the packed form of its suit
//! ([`wait_bits`]). The blocks themselves are written out only for the
//! reading that wins, in the order [`crate::decompose()`] lists them, so
//! that both orders agree.

use crate::decompose::set::{NO_PAIR, SuitDecomposition};
use crate::decompose::{Block, Decompositions, decompose_plain};
use crate::hand::Hand;
use crate::suit::{LOW_BITS, field_sum, held_fields};
use crate::tile::Tile;

use super::wait::{Wait, WaitShape, WaitShapes};

/// Gathers bit `3r` of `fields` into bit `r` (nine ranks): a bit-compaction
/// network instead of a loop.
pub(crate) const fn fields_to_rank_bits(fields: u32) -> u32 {
    let mut bits = fields & LOW_BITS;
    bits = (bits ^ (bits >> 2)) & 0x030c_30c3;
    bits = (bits ^ (bits >> 4)) & 0x0300_f00f;
    bits = (bits ^ (bits >> 8)) & 0x0300_00ff;
    (bits ^ (bits >> 16)) & 0x0000_03ff
}

/// [`fields_to_rank_bits`] of two suits at once: `fields` holds one suit's
/// fields in bits 0 to 26 and the other's 36 bits up, and the ranks come
/// out in bits 0 to 8 and 36 to 44. At every step of the network the upper
/// suit's bits move down by at most 16, and none lands on a bit the lower
/// suit's mask keeps.
pub(crate) const fn fields_to_rank_bits_pair(fields: u64) -> u64 {
    const fn both(mask: u64) -> u64 {
        mask | mask << 36
    }
    let mut bits = fields & both(LOW_BITS as u64);
    bits = (bits ^ (bits >> 2)) & both(0x030c_30c3);
    bits = (bits ^ (bits >> 4)) & both(0x0300_f00f);
    bits = (bits ^ (bits >> 8)) & both(0x0300_00ff);
    (bits ^ (bits >> 16)) & both(0x0000_03ff)
}

/// Each 3-bit field's two low bits: a field shifted right by one keeps its
/// count halved, rounded down, without the bit of the field above.
const HALF_FIELDS: u32 = 0o333_333_333;

/// What the yaku and the fu need of the concealed blocks of a reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Part {
    /// Sequences.
    pub(crate) sequences: u8,
    /// Triplets.
    pub(crate) triplet_count: u8,
    /// Pairs of identical sequences.
    pub(crate) identical: u8,
    /// The pair's tile index, or [`NO_PAIR`].
    pub(crate) pair: u8,
    /// A bit per kind (tile index) that starts a sequence.
    pub(crate) starts: u64,
    /// A bit per kind held as a triplet.
    pub(crate) triplets: u64,
}

impl Part {
    /// The summary of the reading whose suits (m, p, s, z) read `choice`,
    /// of `melds` concealed melds (sequences and triplets) in all.
    fn of(choice: &[SuitDecomposition; 4], melds: u8) -> Part {
        let [man, pin, sou, honor] = choice;
        // No rank holds more than four sequences over the three suits (a
        // reading has four melds at most), so the suits' fields add up
        // without a carry, and so do the halved counts: a count of 2 or 3
        // makes one pair of identical sequences, 4 makes two.
        let sequences = man.sequences + pin.sequences + sou.sequences;
        let halves = (man.sequences >> 1 & HALF_FIELDS)
            + (pin.sequences >> 1 & HALF_FIELDS)
            + (sou.sequences >> 1 & HALF_FIELDS);
        let starts = |suit: &SuitDecomposition, shift: u32| {
            u64::from(fields_to_rank_bits(held_fields(suit.sequences))) << shift
        };
        let sequence_count = field_sum(sequences) as u8;
        let pair = if man.pair != NO_PAIR {
            man.pair
        } else if pin.pair != NO_PAIR {
            9 + pin.pair
        } else if sou.pair != NO_PAIR {
            18 + sou.pair
        } else if honor.pair != NO_PAIR {
            27 + honor.pair
        } else {
            NO_PAIR
        };
        Part {
            sequences: sequence_count,
            // Every concealed meld is a sequence or a triplet.
            triplet_count: melds.saturating_sub(sequence_count),
            identical: field_sum(halves) as u8,
            pair,
            starts: starts(man, 0) | starts(pin, 9) | starts(sou, 18),
            triplets: u64::from(man.triplets)
                | u64::from(pin.triplets) << 9
                | u64::from(sou.triplets) << 18
                | u64::from(honor.triplets) << 27,
        }
    }
}

/// Bits of [`wait_bits`], in block order: the sequences starting two and
/// one ranks below the winning tile, its pair, its triplet, and the
/// sequence starting at it.
const SEQUENCE_TWO_BELOW: u32 = 1;
const SEQUENCE_ONE_BELOW: u32 = 1 << 1;
const PAIR: u32 = 1 << 2;
const TRIPLET: u32 = 1 << 3;
const SEQUENCE_AT: u32 = 1 << 4;

/// Which blocks of one suit's decomposition hold the tile of rank `rank`
/// (the winning tile, in that suit), a bit each in block order.
pub(crate) const fn wait_bits(part: &SuitDecomposition, rank: u8) -> u32 {
    // Bit `3k` of `window` is set when a sequence starts at rank
    // `rank - 2 + k`: the fields of ranks below 0 read as empty.
    let window = (held_fields(part.sequences) << 6).wrapping_shr(3 * rank as u32);
    let sequences = (window & SEQUENCE_TWO_BELOW)
        | (window >> 2 & SEQUENCE_ONE_BELOW)
        | (window >> 2 & SEQUENCE_AT);
    let pair = if part.pair == rank { PAIR } else { 0 };
    let triplet = if part.triplets.wrapping_shr(rank as u32) & 1 == 1 {
        TRIPLET
    } else {
        0
    };
    sequences | pair | triplet
}

/// The wait of the lowest block in `bits` ([`wait_bits`] of the winning
/// tile's suit) by which `winning_tile` completed it.
pub(crate) fn lowest_wait(bits: u32, winning_tile: Tile) -> Option<Wait> {
    let index = winning_tile.index() as u8;
    let rank = winning_tile.rank();
    let sequence = |first: u8| Tile::new(first).and_then(Block::sequence);
    let (block, shape) = match bits & bits.wrapping_neg() {
        SEQUENCE_TWO_BELOW => {
            let shape = if rank == 2 {
                WaitShape::Penchan
            } else {
                WaitShape::Ryanmen
            };
            (sequence(index.wrapping_sub(2))?, shape)
        }
        SEQUENCE_ONE_BELOW => (sequence(index.wrapping_sub(1))?, WaitShape::Kanchan),
        PAIR => (Block::pair(winning_tile), WaitShape::Tanki),
        TRIPLET => (Block::triplet(winning_tile), WaitShape::Shanpon),
        SEQUENCE_AT => {
            let shape = if rank == 6 {
                WaitShape::Penchan
            } else {
                WaitShape::Ryanmen
            };
            (sequence(index)?, shape)
        }
        _ => return None,
    };
    Some(Wait::from_parts(block, shape))
}

/// Every reading of the concealed tiles: the packed decompositions of
/// [`crate::decompose()`] (the same readings, in the same order), and
/// whether the hand is also seven pairs or thirteen orphans.
#[derive(Clone, Debug)]
pub(crate) struct Split {
    set: Decompositions,
    /// Regular readings: melds and one pair (0 without one).
    readings: usize,
    /// Concealed melds (sequences and triplets) of a regular reading.
    melds: u8,
    pub(crate) seven_pairs: bool,
    pub(crate) thirteen_orphans: bool,
}

impl Split {
    /// Splits a hand of `3N + 2` tiles, `melds` being `N`.
    pub(crate) fn new(hand: &Hand, melds: u8) -> Split {
        let set = decompose_plain(hand).unwrap_or_default();
        Split {
            set,
            // A `3N`-tile hand of melds only has readings but no win.
            readings: if set.has_regular_win() { set.len() } else { 0 },
            melds,
            seven_pairs: set.is_seven_pairs(),
            thirteen_orphans: set.is_thirteen_orphans(),
        }
    }

    /// How many regular readings there are.
    pub(crate) const fn readings(&self) -> usize {
        self.readings
    }

    /// `true` if the hand is complete in any form.
    pub(crate) const fn is_complete(&self) -> bool {
        self.readings > 0 || self.seven_pairs || self.thirteen_orphans
    }

    /// The suits' decompositions (m, p, s, z) of the reading at `index`;
    /// `None` past the last reading.
    pub(crate) fn choice(&self, index: usize) -> Option<[SuitDecomposition; 4]> {
        if index >= self.readings {
            return None;
        }
        self.set.suit_readings(index)
    }

    /// The summary of the reading whose suits read `choice`.
    pub(crate) fn part_of(&self, choice: &[SuitDecomposition; 4]) -> Part {
        Part::of(choice, self.melds)
    }

    /// The summary of the reading at `index`.
    pub(crate) fn part(&self, index: usize) -> Part {
        match self.choice(index) {
            Some(choice) => self.part_of(&choice),
            None => Part::of(&[SuitDecomposition::EMPTY; 4], 0),
        }
    }

    /// Every way `winning_tile` may have completed the reading at `index`,
    /// in block order (as [`super::wait_shapes`] lists them).
    pub(crate) fn waits(&self, index: usize, winning_tile: Tile) -> WaitShapes {
        let mut waits = WaitShapes::EMPTY;
        let Some(part) = self
            .choice(index)
            .and_then(|choice| choice.get(winning_tile.suit().index()).copied())
        else {
            return waits;
        };
        let mut bits = wait_bits(&part, winning_tile.rank());
        while bits != 0 {
            if let Some(wait) = lowest_wait(bits, winning_tile) {
                waits.push(wait);
            }
            bits &= bits - 1;
        }
        waits
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec::Vec as StdVec;

    /// `N` of a hand of `3N + 2` tiles.
    fn melds(hand: &Hand) -> u8 {
        (hand.tile_count().saturating_sub(2) / 3) as u8
    }

    #[test]
    fn compaction_of_every_field_set() {
        for ranks in 0u32..512 {
            let fields = (0..9)
                .filter(|rank| ranks >> rank & 1 == 1)
                .fold(0, |fields, rank| fields | 1 << (3 * rank));
            assert_eq!(fields_to_rank_bits(fields), ranks);
        }
    }

    #[test]
    fn compaction_of_two_suits_at_once() {
        let fields = |ranks: u32| {
            (0..9)
                .filter(|rank| ranks >> rank & 1 == 1)
                .fold(0u64, |fields, rank| fields | 1 << (3 * rank))
        };
        for low in 0u32..512 {
            for high in 0u32..512 {
                let both = fields(low) | fields(high) << 36;
                // Counts above 1 set the fields' upper bits: they must not matter.
                let noisy = both | (both << 1 & (both << 2));
                let expected = u64::from(low) | u64::from(high) << 36;
                assert_eq!(fields_to_rank_bits_pair(both), expected);
                assert_eq!(fields_to_rank_bits_pair(noisy), expected);
            }
        }
    }

    #[test]
    fn parts() {
        let hand: Hand = "111789m123p999s22z".parse().unwrap();
        let part = Split::new(&hand, melds(&hand)).part(0);
        assert_eq!(part.sequences, 2);
        assert_eq!(part.triplet_count, 2);
        assert_eq!(part.starts, 1 << 6 | 1 << 9);
        assert_eq!(part.triplets, 1 | 1 << 26);
        assert_eq!(part.pair, 28);
        let hand: Hand = "112233m456p456p55s".parse().unwrap();
        let split = Split::new(&hand, melds(&hand));
        let part = split.part(0);
        assert_eq!((part.identical, part.sequences), (2, 4));
        assert_eq!((part.triplet_count, part.triplets), (0, 0));
        let hand: Hand = "111122223333m44z".parse().unwrap();
        let split = Split::new(&hand, melds(&hand));
        let parts: StdVec<_> = (0..split.readings()).map(|i| split.part(i)).collect();
        // 111m 123m 222m 333m 44z, then 123m four times.
        assert_eq!(parts.len(), 2);
        assert_eq!((parts[0].identical, parts[0].sequences), (0, 1));
        assert_eq!((parts[0].triplet_count, parts[0].triplets), (3, 0b111));
        assert_eq!((parts[1].identical, parts[1].sequences), (2, 4));
        assert_eq!((parts[1].triplet_count, parts[1].pair), (0, 30));
        // Past the last reading: nothing.
        let none = split.part(2);
        assert_eq!((none.sequences, none.starts, none.pair), (0, 0, NO_PAIR));
    }
}
