//! The regular readings of the concealed tiles, straight from the packed
//! suits.
//!
//! A reading is one decomposition of each suit (see [`crate::decompose()`]),
//! and what the yaku and fu ask of a reading is a handful of bit masks: which
//! kinds start a sequence, which are triplets, how many sequences repeat,
//! whether every block holds a terminal. Each suit's decomposition is read
//! into such a summary ([`Part`]) with word operations on its packed form,
//! and a reading's summary is the four suits' combined. The blocks
//! themselves are written out only for the reading that wins, in the order
//! [`crate::decompose()`] lists them, so that both orders agree.

use heapless::Vec;

use crate::decompose::{
    Block, Decompositions, MAX_BLOCKS, NO_PAIR, SuitDecomposition, append_blocks, decompose,
};
use crate::hand::Hand;
use crate::suit::{LOW_BITS, field_sum, held_fields};
use crate::tile::{Suit, Tile};

use super::wait::{WaitShape, WaitShapes};

/// Gathers bit `3r` of `fields` into bit `r` (nine ranks): a bit-compaction
/// network instead of a loop.
pub(crate) const fn fields_to_rank_bits(fields: u32) -> u32 {
    let mut bits = fields & LOW_BITS;
    bits = (bits ^ (bits >> 2)) & 0x030c_30c3;
    bits = (bits ^ (bits >> 4)) & 0x0300_f00f;
    bits = (bits ^ (bits >> 8)) & 0x0300_00ff;
    (bits ^ (bits >> 16)) & 0x0000_03ff
}

/// The ranks 1 and 9 of a number suit, a bit each.
const TERMINAL_RANKS: u32 = 1 | 1 << 8;

/// The ranks that start a sequence holding a terminal: `123` and `789`.
const OUTSIDE_STARTS: u32 = 1 | 1 << 6;

/// What the yaku and the fu need of the concealed blocks of one suit, or of
/// a whole reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Part {
    /// Sequences.
    pub(crate) sequences: u8,
    /// A bit per kind (tile index) that starts a sequence.
    pub(crate) starts: u64,
    /// Pairs of identical sequences.
    pub(crate) identical: u8,
    /// A bit per kind held as a triplet.
    pub(crate) triplets: u64,
    /// Triplets.
    pub(crate) triplet_count: u8,
    /// Fu of the triplets, all counted concealed.
    pub(crate) set_fu: u8,
    /// Every block holds a terminal or an honor.
    pub(crate) outside: bool,
    /// Every block holds a terminal.
    pub(crate) terminal: bool,
    /// The pair's tile index, or [`NO_PAIR`].
    pub(crate) pair: u8,
}

impl Part {
    /// The summary of nothing: the neutral element of [`Part::and`].
    const EMPTY: Part = Part {
        sequences: 0,
        starts: 0,
        identical: 0,
        triplets: 0,
        triplet_count: 0,
        set_fu: 0,
        outside: true,
        terminal: true,
        pair: NO_PAIR,
    };

    /// The summary of one suit's decomposition.
    fn of(suit: Suit, part: &SuitDecomposition) -> Part {
        if part.pair == NO_PAIR && part.triplets == 0 && part.sequences == 0 {
            // An empty suit, the common case.
            return Part::EMPTY;
        }
        let base = 9 * suit as u32;
        let triplets = u32::from(part.triplets);
        let triplet_count = triplets.count_ones() as u8;
        let orphan_triplets = if suit.is_honor() {
            triplet_count
        } else {
            (triplets & TERMINAL_RANKS).count_ones() as u8
        };
        let seq = part.sequences;
        let starts = fields_to_rank_bits(held_fields(seq));
        let (outside, terminal) = if suit.is_honor() {
            (true, triplets == 0 && part.pair == NO_PAIR)
        } else {
            let pair_outside = part.pair == NO_PAIR || part.pair == 0 || part.pair == 8;
            let outside =
                starts & !OUTSIDE_STARTS == 0 && triplets & !TERMINAL_RANKS == 0 && pair_outside;
            (outside, outside)
        };
        Part {
            sequences: field_sum(seq) as u8,
            starts: u64::from(starts) << base,
            // Counts 2 and 3 make one pair (bit 1 set), 4 makes two (bit 2).
            identical: if seq & !LOW_BITS == 0 {
                0
            } else {
                (field_sum((seq >> 1) & LOW_BITS) + 2 * field_sum((seq >> 2) & LOW_BITS)) as u8
            },
            triplets: u64::from(triplets) << base,
            triplet_count,
            // Concealed: 4 for simples, 8 for terminals and honors.
            set_fu: 4 * (triplet_count + orphan_triplets),
            outside,
            terminal,
            pair: if part.pair == NO_PAIR {
                NO_PAIR
            } else {
                base as u8 + part.pair
            },
        }
    }

    /// Two summaries of disjoint blocks together.
    fn and(self, other: Part) -> Part {
        Part {
            sequences: self.sequences + other.sequences,
            starts: self.starts | other.starts,
            identical: self.identical + other.identical,
            triplets: self.triplets | other.triplets,
            triplet_count: self.triplet_count + other.triplet_count,
            set_fu: self.set_fu + other.set_fu,
            outside: self.outside && other.outside,
            terminal: self.terminal && other.terminal,
            pair: if self.pair == NO_PAIR {
                other.pair
            } else {
                self.pair
            },
        }
    }
}

/// Every reading of the concealed tiles: the packed decompositions of
/// [`crate::decompose()`] (the same readings, in the same order), and
/// whether the hand is also seven pairs or thirteen orphans.
#[derive(Clone, Debug)]
pub(crate) struct Split {
    set: Decompositions,
    /// Regular readings: melds and one pair (0 without one).
    readings: usize,
    pub(crate) seven_pairs: bool,
    pub(crate) thirteen_orphans: bool,
}

impl Split {
    /// Splits a hand of `3N + 2` tiles.
    pub(crate) fn new(hand: &Hand) -> Split {
        let set = decompose(hand).unwrap_or_default();
        Split {
            set,
            // A `3N`-tile hand of melds only has readings but no win.
            readings: if set.has_regular_win() { set.len() } else { 0 },
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
    fn choice(&self, index: usize) -> Option<[SuitDecomposition; 4]> {
        if index >= self.readings {
            return None;
        }
        self.set.suit_readings(index)
    }

    /// The summary of the reading at `index`.
    pub(crate) fn part(&self, index: usize) -> Part {
        let Some([man, pin, sou, honor]) = self.choice(index) else {
            return Part::EMPTY;
        };
        Part::of(Suit::Man, &man)
            .and(Part::of(Suit::Pin, &pin))
            .and(Part::of(Suit::Sou, &sou))
            .and(Part::of(Suit::Honor, &honor))
    }

    /// Every way `winning_tile` may have completed the reading at `index`,
    /// in block order (as [`super::wait_shapes`] lists them).
    pub(crate) fn waits(&self, index: usize, winning_tile: Tile) -> WaitShapes {
        let mut waits = WaitShapes::EMPTY;
        let suit = winning_tile.suit();
        let Some(part) = self
            .choice(index)
            .and_then(|choice| choice.get(suit.index()).copied())
        else {
            return waits;
        };
        let rank = winning_tile.rank();
        let starts_at = |start: u8| (part.sequences >> (3 * u32::from(start))) & 0b111 != 0;
        let sequence = |start: u8| Tile::from_suit_rank(suit, start).and_then(Block::sequence);
        // In block order: the sequences starting two and one ranks below,
        // then the pair, the triplet and the sequence at the tile's rank.
        if rank >= 2 && starts_at(rank - 2) {
            if let Some(block) = sequence(rank - 2) {
                let shape = if rank == 2 {
                    WaitShape::Penchan
                } else {
                    WaitShape::Ryanmen
                };
                waits.push(block, shape);
            }
        }
        if rank >= 1 && starts_at(rank - 1) {
            if let Some(block) = sequence(rank - 1) {
                waits.push(block, WaitShape::Kanchan);
            }
        }
        if part.pair == rank {
            waits.push(Block::pair(winning_tile), WaitShape::Tanki);
        }
        if part.triplets >> rank & 1 == 1 {
            waits.push(Block::triplet(winning_tile), WaitShape::Shanpon);
        }
        if starts_at(rank) {
            if let Some(block) = sequence(rank) {
                let shape = if rank == 6 {
                    WaitShape::Penchan
                } else {
                    WaitShape::Ryanmen
                };
                waits.push(block, shape);
            }
        }
        waits
    }

    /// The blocks of the reading at `index`, in the order of
    /// [`crate::decompose()`]: suit by suit, rank by rank, the pair, then
    /// the triplet, then the sequences starting there.
    pub(crate) fn blocks(&self, index: usize) -> Vec<Block, MAX_BLOCKS> {
        let mut blocks = Vec::new();
        let Some(choice) = self.choice(index) else {
            return blocks;
        };
        for (suit, part) in Suit::ALL.into_iter().zip(&choice) {
            append_blocks(suit, part, &mut blocks);
        }
        blocks
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::decompose;
    use crate::score::wait::wait_shapes;
    use std::vec::Vec as StdVec;

    #[test]
    fn compaction_of_every_field_set() {
        for ranks in 0u32..512 {
            let fields = (0..9)
                .filter(|rank| ranks >> rank & 1 == 1)
                .fold(0, |fields, rank| fields | 1 << (3 * rank));
            assert_eq!(fields_to_rank_bits(fields), ranks);
        }
    }

    /// The split lists the readings, blocks and waits of `decompose`.
    fn agrees_with_decompose(text: &str) {
        let hand: Hand = text.parse().unwrap();
        let split = Split::new(&hand);
        let set = decompose(&hand).unwrap();
        let regular: StdVec<_> = if set.has_regular_win() {
            set.iter().collect()
        } else {
            StdVec::new()
        };
        assert_eq!(split.readings(), regular.len(), "{text}");
        assert_eq!(split.seven_pairs, set.is_seven_pairs());
        assert_eq!(split.thirteen_orphans, set.is_thirteen_orphans());
        assert_eq!(split.is_complete(), set.is_complete());
        for (index, decomposition) in regular.iter().enumerate() {
            let blocks = split.blocks(index);
            assert_eq!(blocks.as_slice(), decomposition.blocks(), "{text}");
            for tile in hand.tiles() {
                let packed: StdVec<_> = split.waits(index, tile).collect();
                let listed: StdVec<_> = wait_shapes(decomposition, tile).collect();
                assert_eq!(packed, listed, "{text} {tile}");
            }
        }
    }

    #[test]
    fn readings_blocks_and_waits() {
        for text in [
            "123m456p789s11122z",
            "11122233344455m",
            "11122233344499m",
            "22334455667788m",
            "111222333m456p55s",
            "45666m123p789s678p",
            "11112222333344m",
            "1122m3344p5566s77z",
            "19m19p19s12345677z",
            "123456789m12355p",
            "12355p",
            "55z",
            "11m22p33s44z55m1z",
            "1112345678999m1z",
            "123456m11z",
        ] {
            agrees_with_decompose(text);
        }
    }

    #[test]
    fn parts() {
        let hand: Hand = "111789m123p999s22z".parse().unwrap();
        let part = Split::new(&hand).part(0);
        assert_eq!(part.sequences, 2);
        assert_eq!(part.triplet_count, 2);
        assert_eq!(part.set_fu, 16);
        assert!(part.outside && !part.terminal);
        assert_eq!(part.pair, 28);
        let hand: Hand = "112233m456p456p55s".parse().unwrap();
        let split = Split::new(&hand);
        let part = split.part(0);
        assert_eq!((part.identical, part.sequences), (2, 4));
        assert!(!part.outside);
    }
}
