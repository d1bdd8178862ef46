//! Every block decomposition of a hand: pair position + triplet expansion.
//!
//! The scorer must see *all* the ways a winning hand splits into blocks, since
//! the same tiles can score differently: `111 222 333` is three concealed
//! triplets, `123 123 123` a pure double sequence. This module lists the full
//! set without backtracking and without allocation.
//!
//! # Algorithm
//!
//! Suits are independent: a decomposition of the hand is one decomposition of
//! each suit, so the hand's set is the cartesian product of the suits' sets.
//! For one number suit of `n` tiles (the mod-3 rules and their proofs are in
//! `docs/design.md`):
//!
//! 1. `n ≡ 1 (mod 3)`: no decomposition. `n ≡ 0`: no pair. `n ≡ 2`: every
//!    meld's rank sum is `≡ 0`, so the pair can only sit at a rank
//!    `p ≡ 2·Σ rank·count`, which
//!    leaves at most three candidates (`p`, `p + 3`, `p + 6`) instead of nine.
//! 2. With the pair removed, a greedy scan from the lowest rank decides the
//!    rest: at rank `i` with `c` tiles left, take a triplet if `c ≥ 3`; the
//!    `c mod 3` tiles left over can only be the first tiles of sequences, so
//!    ranks `i + 1` and `i + 2` must supply that many.
//! 3. The only choice the greedy scan hides is that three triplets on
//!    consecutive ranks are also three equal sequences; four consecutive
//!    triplets read three ways. Expanding those runs completes the set.
//!
//! The tests prove the result equal to plain backtracking
//! (the oracles of `tehai-testkit`) on every one of the 405,350 single-suit hands.
//!
//! The result is lazy: [`Decompositions`] holds each suit's readings packed
//! (a few bytes each), and a [`Decomposition`]'s blocks are written out only
//! when it is reached by [`Decompositions::get`] or [`Decompositions::iter`].

use core::fmt;

use heapless::Vec;

use crate::error::{Question, TileCountError};
use crate::hand::{Hand, PackedSuit};
#[cfg(not(feature = "tables"))]
use crate::suit::{LOW_BITS, field_sum, residue_is_two, suit_tile_counts};
use crate::suit::{gather_ranks, held_fields, pair_or_more_fields};
use crate::tile::{Suit, Tile};
#[cfg(feature = "tables")]
use crate::win::lookup;
use crate::win::{seven_pairs_of_fourteen, thirteen_orphans_of_fourteen};

/// What a [`Block`] is: a triplet, a sequence or the pair.
///
/// ```
/// use tehai::{Block, BlockKind};
/// assert_eq!(Block::pair("5m".parse().unwrap()).kind(), BlockKind::Pair);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BlockKind {
    /// Three copies of one kind (koutsu), written `444m`.
    Triplet,
    /// Three consecutive ranks of a number suit (shuntsu), named by its
    /// lowest tile and written `123m`.
    Sequence,
    /// Two copies of one kind (jantou, the head), written `55m`.
    Pair,
}

/// A block (mentsu or jantou) of a decomposition: a triplet, a sequence or
/// the pair, named by its tile (the lowest tile of a sequence). Only valid
/// blocks can be built: a sequence never leaves its suit.
///
/// ```
/// use tehai::Block;
/// let block = Block::sequence("3p".parse().unwrap()).unwrap();
/// assert_eq!(block.to_string(), "345p");
/// assert_eq!(format!("{block:?}"), "Sequence(3p)");
/// assert_eq!(block.tile_count(), 3);
/// assert_eq!(Block::sequence("8s".parse().unwrap()), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Block {
    kind: BlockKind,
    tile: Tile,
}

impl Block {
    /// Three copies of `tile`.
    ///
    /// ```
    /// assert_eq!(tehai::Block::triplet("7z".parse().unwrap()).to_string(), "777z");
    /// ```
    pub const fn triplet(tile: Tile) -> Block {
        Block {
            kind: BlockKind::Triplet,
            tile,
        }
    }

    /// Two copies of `tile`.
    ///
    /// ```
    /// assert_eq!(tehai::Block::pair("1m".parse().unwrap()).to_string(), "11m");
    /// ```
    pub const fn pair(tile: Tile) -> Block {
        Block {
            kind: BlockKind::Pair,
            tile,
        }
    }

    /// The sequence starting at `first`, or `None` when it would leave its
    /// suit (`8m9m1p`) or use honors.
    ///
    /// ```
    /// use tehai::Block;
    /// assert!(Block::sequence("7s".parse().unwrap()).is_some());
    /// assert!(Block::sequence("8s".parse().unwrap()).is_none());
    /// assert!(Block::sequence("1z".parse().unwrap()).is_none());
    /// ```
    pub const fn sequence(first: Tile) -> Option<Block> {
        if first.suit().is_honor() || first.rank() > 6 {
            None
        } else {
            Some(Block {
                kind: BlockKind::Sequence,
                tile: first,
            })
        }
    }

    /// A block of `kind` named by `tile`, or `None` for a sequence that
    /// would leave its suit.
    ///
    /// ```
    /// use tehai::{Block, BlockKind};
    /// let tile = "2z".parse().unwrap();
    /// assert_eq!(Block::new(BlockKind::Pair, tile), Some(Block::pair(tile)));
    /// assert_eq!(Block::new(BlockKind::Sequence, tile), None);
    /// ```
    pub const fn new(kind: BlockKind, tile: Tile) -> Option<Block> {
        match kind {
            BlockKind::Triplet => Some(Block::triplet(tile)),
            BlockKind::Pair => Some(Block::pair(tile)),
            BlockKind::Sequence => Block::sequence(tile),
        }
    }

    /// What the block is.
    ///
    /// ```
    /// use tehai::{Block, BlockKind};
    /// assert_eq!(Block::triplet("1m".parse().unwrap()).kind(), BlockKind::Triplet);
    /// ```
    pub const fn kind(self) -> BlockKind {
        self.kind
    }

    /// The kind the block is named by: its tile, or the lowest tile of a sequence.
    ///
    /// ```
    /// let block = tehai::Block::pair("7z".parse().unwrap());
    /// assert_eq!(block.tile().to_string(), "7z");
    /// ```
    pub const fn tile(self) -> Tile {
        self.tile
    }

    /// Tiles in the block: 2 for the pair, 3 otherwise.
    ///
    /// ```
    /// assert_eq!(tehai::Block::pair("1z".parse().unwrap()).tile_count(), 2);
    /// ```
    pub const fn tile_count(self) -> u32 {
        match self.kind {
            BlockKind::Pair => 2,
            BlockKind::Triplet | BlockKind::Sequence => 3,
        }
    }

    /// `true` for melds (sequences, triplets), `false` for the pair.
    ///
    /// ```
    /// assert!(!tehai::Block::pair("1m".parse().unwrap()).is_meld());
    /// ```
    pub const fn is_meld(self) -> bool {
        !matches!(self.kind, BlockKind::Pair)
    }

    /// `true` if the block holds `tile` (a sequence holds three kinds).
    ///
    /// ```
    /// let block = tehai::Block::sequence("3p".parse().unwrap()).unwrap();
    /// assert!(block.contains("5p".parse().unwrap()));
    /// assert!(!block.contains("6p".parse().unwrap()));
    /// ```
    pub const fn contains(self, tile: Tile) -> bool {
        match self.kind {
            BlockKind::Sequence => {
                tile.index() >= self.tile.index() && tile.index() <= self.tile.index() + 2
            }
            BlockKind::Triplet | BlockKind::Pair => tile.index() == self.tile.index(),
        }
    }
}

impl fmt::Debug for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}({})", self.kind, self.tile)
    }
}

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digit = self.tile.rank() + 1;
        match self.kind {
            BlockKind::Sequence => write!(f, "{}{}{}", digit, digit + 1, digit + 2)?,
            BlockKind::Triplet => write!(f, "{digit}{digit}{digit}")?,
            BlockKind::Pair => write!(f, "{digit}{digit}")?,
        }
        write!(f, "{}", self.tile.suit().letter())
    }
}

/// Most blocks in one decomposition of a concealed hand: four melds and a pair.
pub const MAX_BLOCKS: usize = 5;

/// Most decompositions a hand of at most 14 tiles can have. Proven by the test
/// `capacity_is_the_true_maximum` over the whole hand space (the maximum is
/// reached by single-suit hands such as `11122233344455m`).
pub const MAX_DECOMPOSITIONS: usize = 4;

/// One way to split the concealed tiles into blocks, listed suit by suit
/// (m p s z), and inside a suit by rank (pair, then triplet, then sequences).
///
/// ```
/// let hand: tehai::Hand = "12344455888999m".parse().unwrap();
/// let set = tehai::decompose(&hand).unwrap();
/// assert_eq!(set.get(0).unwrap().to_string(), "123m 444m 55m 888m 999m");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Decomposition {
    blocks: Vec<Block, MAX_BLOCKS>,
}

impl Decomposition {
    /// The blocks.
    ///
    /// ```
    /// let set = tehai::decompose(&"11z".parse().unwrap()).unwrap();
    /// assert_eq!(set.get(0).unwrap().blocks(), &[tehai::Block::pair("1z".parse().unwrap())]);
    /// ```
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// The pair (jantou), if the decomposition has one (hands of `3N + 2` tiles do).
    ///
    /// ```
    /// let set = tehai::decompose(&"123m55p".parse().unwrap()).unwrap();
    /// assert_eq!(set.get(0).unwrap().pair().unwrap().to_string(), "5p");
    /// ```
    pub fn pair(&self) -> Option<Tile> {
        self.blocks
            .iter()
            .find(|block| block.kind() == BlockKind::Pair)
            .map(|block| block.tile())
    }

    /// A copy with its blocks sorted, for comparing decompositions as multisets.
    ///
    /// ```
    /// let set = tehai::decompose(&"123m11z".parse().unwrap()).unwrap();
    /// assert_eq!(set.get(0).unwrap().sorted().blocks().len(), 2);
    /// ```
    pub fn sorted(&self) -> Decomposition {
        let mut copy = self.clone();
        copy.blocks.sort_unstable();
        copy
    }

    /// Builds a decomposition from blocks; `None` if there are more than
    /// [`MAX_BLOCKS`].
    ///
    /// ```
    /// use tehai::{Block, Decomposition};
    /// let pair = Block::pair("1m".parse().unwrap());
    /// assert_eq!(Decomposition::from_blocks(&[pair]).unwrap().to_string(), "11m");
    /// ```
    pub fn from_blocks(blocks: &[Block]) -> Option<Decomposition> {
        Vec::from_slice(blocks)
            .ok()
            .map(|blocks| Decomposition { blocks })
    }
}

impl fmt::Display for Decomposition {
    /// Blocks separated by single spaces: `123m 444m 55m 888m 999m`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, block) in self.blocks.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{block}")?;
        }
        Ok(())
    }
}

/// The complete set of decompositions of a hand (`D_h`), plus whether the hand
/// also has the two special winning forms, which are not block lists.
///
/// The set is held compactly: one packed reading per suit, and the further
/// readings of the one suit that has several (a hand of at most 14 tiles
/// never has two such suits). A [`Decomposition`]'s blocks are written out
/// only when it is asked for, by [`get`](Decompositions::get) or
/// [`iter`](Decompositions::iter), so building the set costs no more than
/// deciding it, and a caller that only asks [`len`](Decompositions::len) or
/// [`is_complete`](Decompositions::is_complete) pays for nothing else.
///
/// ```
/// let hand: tehai::Hand = "22334455667788m".parse().unwrap();
/// let set = tehai::decompose(&hand).unwrap();
/// assert_eq!(set.len(), 3);
/// assert!(set.is_seven_pairs());
/// assert!(!set.is_thirteen_orphans());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Decompositions {
    /// The first reading of each suit (m p s z); all [`SuitDecomposition::EMPTY`]
    /// when there is no decomposition, so that equal sets compare equal.
    first: [SuitDecomposition; 4],
    /// The second and later readings of the suit `varying`, unused slots
    /// [`SuitDecomposition::EMPTY`].
    others: [SuitDecomposition; MAX_DECOMPOSITIONS - 1],
    /// The suit (index) whose readings vary; 0 when none does.
    varying: u8,
    /// How many decompositions there are: the readings of `varying`, or 0.
    len: u8,
    seven_pairs: bool,
    thirteen_orphans: bool,
}

impl Default for Decompositions {
    /// The set of a hand without any decomposition or special form.
    ///
    /// ```
    /// let set = tehai::Decompositions::default();
    /// assert!(set.is_empty() && !set.is_complete());
    /// ```
    fn default() -> Decompositions {
        Decompositions::NONE
    }
}

impl Decompositions {
    /// No decomposition, no special form.
    const NONE: Decompositions = Decompositions {
        first: [SuitDecomposition::EMPTY; 4],
        others: [SuitDecomposition::EMPTY; MAX_DECOMPOSITIONS - 1],
        varying: 0,
        len: 0,
        seven_pairs: false,
        thirteen_orphans: false,
    };

    /// How many regular decompositions there are (at most
    /// [`MAX_DECOMPOSITIONS`]).
    ///
    /// ```
    /// let set = tehai::decompose(&"111222333m".parse().unwrap()).unwrap();
    /// assert_eq!(set.len(), 2);
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// `true` if the hand has no regular decomposition (it may still be
    /// seven pairs or thirteen orphans).
    ///
    /// ```
    /// let set = tehai::decompose(&"19m19p19s12345677z".parse().unwrap()).unwrap();
    /// assert!(set.is_empty());
    /// assert!(set.is_thirteen_orphans());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The decomposition at `index` (in the order of [`iter`](Self::iter)),
    /// with its blocks written out; `None` past the last one.
    ///
    /// ```
    /// let set = tehai::decompose(&"111222333m".parse().unwrap()).unwrap();
    /// assert_eq!(set.get(0).unwrap().to_string(), "111m 222m 333m");
    /// assert_eq!(set.get(1).unwrap().to_string(), "123m 123m 123m");
    /// assert_eq!(set.get(2), None);
    /// ```
    pub fn get(&self, index: usize) -> Option<Decomposition> {
        let readings = self.suit_readings(index)?;
        let mut blocks = Vec::new();
        for (suit, reading) in Suit::ALL.into_iter().zip(&readings) {
            append_blocks(suit, reading, &mut blocks);
        }
        Some(Decomposition { blocks })
    }

    /// The packed reading of each suit (m p s z) in the decomposition at
    /// `index`; `None` past the last one.
    pub(crate) fn suit_readings(&self, index: usize) -> Option<[SuitDecomposition; 4]> {
        if index >= self.len() {
            return None;
        }
        let mut readings = self.first;
        if let Some(other) = index.checked_sub(1) {
            let varying = readings.get_mut(usize::from(self.varying))?;
            *varying = *self.others.get(other)?;
        }
        Some(readings)
    }

    /// `true` if the hand is seven distinct pairs (chiitoitsu).
    ///
    /// ```
    /// let set = tehai::decompose(&"1122m3344p5566s77z".parse().unwrap()).unwrap();
    /// assert!(set.is_seven_pairs());
    /// ```
    pub const fn is_seven_pairs(&self) -> bool {
        self.seven_pairs
    }

    /// `true` if the hand is thirteen orphans (kokushi musou).
    ///
    /// ```
    /// let set = tehai::decompose(&"19m19p19s12345677z".parse().unwrap()).unwrap();
    /// assert!(set.is_thirteen_orphans());
    /// assert!(set.is_empty());
    /// ```
    pub const fn is_thirteen_orphans(&self) -> bool {
        self.thirteen_orphans
    }

    /// `true` if the hand is a winning hand in any form: melds and one pair,
    /// seven pairs or thirteen orphans. A hand of `3N` tiles that splits into
    /// melds only has decompositions but is not complete.
    ///
    /// ```
    /// assert!(tehai::decompose(&"123m55p".parse().unwrap()).unwrap().is_complete());
    /// assert!(!tehai::decompose(&"12m".parse().unwrap()).unwrap().is_complete());
    /// assert!(!tehai::decompose(&"123m".parse().unwrap()).unwrap().is_complete());
    /// assert!(!tehai::decompose(&tehai::Hand::EMPTY).unwrap().is_complete());
    /// ```
    pub const fn is_complete(&self) -> bool {
        self.has_regular_win() || self.seven_pairs || self.thirteen_orphans
    }

    /// `true` if some decomposition is melds and one pair (the regular
    /// winning form); `false` for a `3N`-tile hand of melds only.
    ///
    /// ```
    /// assert!(tehai::decompose(&"123m55p".parse().unwrap()).unwrap().has_regular_win());
    /// assert!(!tehai::decompose(&"123m".parse().unwrap()).unwrap().has_regular_win());
    /// ```
    pub const fn has_regular_win(&self) -> bool {
        // Every decomposition of a hand has the same tile count, so the
        // first one's pair (in any suit) answers for all.
        let [man, pin, sou, honor] = &self.first;
        self.len > 0
            && (man.pair != NO_PAIR
                || pin.pair != NO_PAIR
                || sou.pair != NO_PAIR
                || honor.pair != NO_PAIR)
    }

    /// The decompositions in order, each written out as it is reached: the
    /// suits' readings combined as nested loops over m, p, s, z.
    ///
    /// ```
    /// let set = tehai::decompose(&"111222333m".parse().unwrap()).unwrap();
    /// assert_eq!(set.iter().count(), 2);
    /// let texts: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    /// assert_eq!(texts, ["111m 222m 333m", "123m 123m 123m"]);
    /// ```
    pub fn iter(&self) -> DecompositionIter<'_> {
        DecompositionIter { set: self, next: 0 }
    }
}

impl fmt::Debug for Decompositions {
    /// The decompositions written out, as the list they stand for.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// The decompositions as a debug list.
        struct List<'a>(&'a Decompositions);
        impl fmt::Debug for List<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.debug_list().entries(self.0).finish()
            }
        }
        f.debug_struct("Decompositions")
            .field("decompositions", &List(self))
            .field("seven_pairs", &self.seven_pairs)
            .field("thirteen_orphans", &self.thirteen_orphans)
            .finish()
    }
}

impl<'a> IntoIterator for &'a Decompositions {
    type Item = Decomposition;
    type IntoIter = DecompositionIter<'a>;

    /// ```
    /// let set = tehai::decompose(&"111222333m".parse().unwrap()).unwrap();
    /// for decomposition in &set {
    ///     assert_eq!(decomposition.blocks().len(), 3);
    /// }
    /// ```
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The decompositions of a [`Decompositions`], in order, each written out
/// when it is reached. Made by [`Decompositions::iter`].
///
/// ```
/// let set = tehai::decompose(&"11122233344455m".parse().unwrap()).unwrap();
/// let mut iter = set.iter();
/// assert_eq!(iter.len(), 4);
/// assert_eq!(iter.next().unwrap().to_string(), "111m 22m 234m 345m 345m");
/// assert_eq!(iter.len(), 3);
/// ```
#[derive(Clone, Debug)]
pub struct DecompositionIter<'a> {
    set: &'a Decompositions,
    next: usize,
}

impl Iterator for DecompositionIter<'_> {
    type Item = Decomposition;

    fn next(&mut self) -> Option<Decomposition> {
        let decomposition = self.set.get(self.next)?;
        self.next += 1;
        Some(decomposition)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.set.len().saturating_sub(self.next);
        (left, Some(left))
    }

    fn nth(&mut self, n: usize) -> Option<Decomposition> {
        self.next = self.next.saturating_add(n);
        self.next()
    }
}

impl ExactSizeIterator for DecompositionIter<'_> {}

impl core::iter::FusedIterator for DecompositionIter<'_> {}

/// One decomposition of one suit, in packed form: `pair` is a rank or
/// [`NO_PAIR`], `triplets` a bit per rank, `sequences` a 3-bit count per
/// starting rank (the same layout as [`PackedSuit`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SuitDecomposition {
    pub(crate) pair: u8,
    pub(crate) triplets: u16,
    pub(crate) sequences: u32,
}

impl SuitDecomposition {
    /// The one reading of an empty suit: no block.
    pub(crate) const EMPTY: SuitDecomposition = SuitDecomposition {
        pair: NO_PAIR,
        triplets: 0,
        sequences: 0,
    };
}

/// `pair` value of a [`SuitDecomposition`] without a pair.
pub(crate) const NO_PAIR: u8 = u8::MAX;

/// The readings of the suits as they are found: the first of each suit, and
/// the further ones of the suit that reads several ways.
struct Collector {
    first: [SuitDecomposition; 4],
    others: [SuitDecomposition; MAX_DECOMPOSITIONS - 1],
    varying: u8,
    len: u8,
}

impl Collector {
    /// Records one more reading of `suit`, whose readings so far number
    /// `found`.
    #[inline(always)]
    fn push(&mut self, suit: usize, found: &mut u8, reading: SuitDecomposition) {
        if *found == 0 {
            if let Some(slot) = self.first.get_mut(suit) {
                *slot = reading;
            }
        } else {
            // Capacity is proven sufficient by the exhaustive tests; a full
            // array would only drop a reading, never panic.
            if let Some(slot) = self.others.get_mut(usize::from(*found) - 1) {
                *slot = reading;
            }
            self.varying = suit as u8;
            self.len = *found + 1;
        }
        *found += 1;
    }

    /// Step 3: records the greedy reading and every re-reading of its runs
    /// of consecutive triplets as equal sequences.
    #[inline(always)]
    fn push_with_triplet_runs(&mut self, suit: usize, found: &mut u8, reading: SuitDecomposition) {
        self.push(suit, found, reading);
        let triplets = reading.triplets;
        let runs3 = triplets & (triplets >> 1) & (triplets >> 2);
        if runs3 != 0 {
            self.push_triplet_runs(suit, found, reading, runs3);
        }
    }

    /// The re-readings of [`Collector::push_with_triplet_runs`], rare enough
    /// to stay out of line.
    #[inline(never)]
    fn push_triplet_runs(
        &mut self,
        suit: usize,
        found: &mut u8,
        reading: SuitDecomposition,
        runs3: u16,
    ) {
        let SuitDecomposition {
            pair,
            triplets,
            sequences,
        } = reading;
        let start = runs3.trailing_zeros();
        let three = 0b111u16 << start;
        // Three equal sequences at `start`.
        let as_sequences = SuitDecomposition {
            pair,
            triplets: triplets & !three,
            sequences: sequences + 3 * (1 << (3 * start)),
        };
        self.push(suit, found, as_sequences);
        if runs3 & (runs3 >> 1) != 0 {
            // Four consecutive triplets: KKKK, SSS + K, K + SSS.
            let upper = three << 1;
            let upper_as_sequences = SuitDecomposition {
                pair,
                triplets: triplets & !upper,
                sequences: sequences + 3 * (1 << (3 * (start + 1))),
            };
            self.push(suit, found, upper_as_sequences);
        }
    }

    /// Every reading of number suit `suit`, which holds the pair when
    /// `holds_pair` is 1 (its tiles are `3N + 2`): pair candidates, greedy
    /// scan, triplet-run expansion. Returns how many.
    #[inline(always)]
    fn number_suit(&mut self, suit: usize, raw: u32, holds_pair: u32) -> u8 {
        let mut found = 0;
        if holds_pair == 0 {
            // `3N` tiles: no pair. (`3N + 1` tiles never split into melds,
            // so the greedy scan rejects them.)
            if let Some((triplets, sequences)) = scan_melds(raw) {
                let reading = SuitDecomposition {
                    pair: NO_PAIR,
                    triplets,
                    sequences,
                };
                self.push_with_triplet_runs(suit, &mut found, reading);
            }
            return found;
        }
        // The candidates of step 1 that hold at least two tiles, as fields.
        let mut candidates = pair_or_more_fields(raw) & pair_candidate_fields(raw);
        while candidates != 0 {
            let shift = candidates.trailing_zeros();
            candidates &= candidates - 1;
            if let Some((triplets, sequences)) = scan_melds(raw - (2 << shift)) {
                let reading = SuitDecomposition {
                    pair: (shift / 3) as u8,
                    triplets,
                    sequences,
                };
                self.push_with_triplet_runs(suit, &mut found, reading);
            }
        }
        found
    }
}

/// The fields of the pair candidates of a number suit of `3N + 2` tiles
/// (step 1): the ranks `p ≡ 2·Σ rank·count (mod 3)`, every meld's rank sum
/// being `≡ 0`. With `T₁` the tiles on ranks `≡ 1` and `T₂` on ranks `≡ 2`,
/// `2·Σ rank·count ≡ 2·T₁ + T₂`: one masked lane sum and one load, without
/// counting the two classes apart or dividing.
#[inline(always)]
fn pair_candidate_fields(raw: u32) -> u32 {
    // Ranks 1, 4, 7 (0-based) and 2, 5, 8, each down to a 9-bit lane.
    let ones = (raw >> 3) & 0o007_007_007;
    let twos = (raw >> 6) & 0o007_007_007;
    // Each lane holds at most 2·4 + 4; one multiply adds the three lanes
    // into bits 18.. (at most 36, so the top lane never overflows).
    let lanes = 2 * ones + twos;
    let sum = lanes.wrapping_mul(1 | 1 << 9 | 1 << 18) >> 18;
    CANDIDATE_FIELDS[(sum & 0x3f) as usize]
}

/// The candidate fields `0o001_001_001 << 3·(sum mod 3)` by the lane sum
/// of [`pair_candidate_fields`] (below 64, so the index needs no check).
static CANDIDATE_FIELDS: [u32; 64] = {
    let mut table = [0; 64];
    let mut sum = 0;
    while sum < 64 {
        table[sum] = 0o001_001_001 << (3 * (sum % 3));
        sum += 1;
    }
    table
};

/// The rank (field) of each bit of a packed suit: `bit / 3`, a load
/// instead of a multiply and a shift in the scan's inner loop.
static FIELD_RANK: [u8; 32] = {
    let mut table = [0; 32];
    let mut bit = 0;
    while bit < 32 {
        table[bit] = (bit / 3) as u8;
        bit += 1;
    }
    table
};

/// Step 2, the greedy scan of a number suit without its pair (every count
/// at most 4): the triplet mask (a bit per rank) and sequence counts (a
/// 3-bit count per starting rank) of the reading that takes every possible
/// triplet, or `None` if the tiles do not split into melds. The same
/// reading as [`greedy_melds`](crate::suit::greedy_melds), which the tests
/// check on every suit, with one check for both ranks a sequence needs.
#[inline(always)]
fn scan_melds(mut rest: u32) -> Option<(u16, u32)> {
    let mut triplets = 0u16;
    let mut sequences = 0u32;
    while rest != 0 {
        // Straight to the lowest held rank.
        let rank = FIELD_RANK[(rest.trailing_zeros() & 31) as usize];
        let shift = 3 * u32::from(rank);
        let mut count = (rest >> shift) & 0b111;
        if count >= 3 {
            triplets |= 1 << rank;
            count -= 3;
            rest -= 3 << shift;
        }
        if count > 0 {
            // `count` (1 or 2) sequences start here. Taking them from the
            // next two ranks borrows across a field boundary exactly when
            // one of those ranks holds fewer than `count`, or lies past
            // rank 9 (whose empty fields borrow too); `rest ^ taken ^ left`
            // marks the borrows.
            let taken = count.wrapping_mul(0o111 << shift);
            let left = rest.wrapping_sub(taken);
            if (rest ^ taken ^ left) & (0o1100 << shift) != 0 {
                return None;
            }
            rest = left;
            sequences |= count << shift;
        }
    }
    Some((triplets, sequences))
}

/// Which suits hold the pair (bit `i` for suit `i`, at most one), or `None`
/// when some suit does not split into melds and at most one pair, or two
/// suits hold one. By the win check's look-ups, which also reject most
/// incomplete hands before any scan.
#[cfg(feature = "tables")]
#[inline(always)]
fn pair_suits(suits: &[PackedSuit; 4]) -> Option<u32> {
    let [man, pin, sou, honor] = *suits;
    let honor_pairs = lookup::honor_pairs(honor.raw());
    let man = lookup::number_suit_states(man.raw());
    let pin = lookup::number_suit_states(pin.raw());
    let sou = lookup::number_suit_states(sou.raw());
    if honor_pairs > 1 || man == 0 || pin == 0 || sou == 0 {
        return None;
    }
    let holds_pair = |states: u32| u32::from(states & lookup::PAIR_STATES != 0);
    let pair_suits =
        holds_pair(man) | holds_pair(pin) << 1 | holds_pair(sou) << 2 | honor_pairs << 3;
    (pair_suits & pair_suits.wrapping_sub(1) == 0).then_some(pair_suits)
}

/// Which suits hold `3N + 2` tiles, and so the pair (bit `i` for suit `i`),
/// or `None` when two suits do: a decomposition has one pair at most, so
/// `11m22p33s` has none. A suit of `3N + 1` tiles may remain (`1111m22p`):
/// it reads no way.
#[cfg(not(feature = "tables"))]
#[inline(always)]
fn pair_suits(suits: &[PackedSuit; 4]) -> Option<u32> {
    let [man_tiles, pin_tiles, sou_tiles, honor_tiles] = suit_tile_counts(suits);
    let pair_suits = residue_is_two(man_tiles)
        | residue_is_two(pin_tiles) << 1
        | residue_is_two(sou_tiles) << 2
        | residue_is_two(honor_tiles) << 3;
    (pair_suits & pair_suits.wrapping_sub(1) == 0).then_some(pair_suits)
}

/// The decomposition of the honor suit, once the look-ups have found it
/// splits into triplets and at most one pair (every count 0, 2 or 3).
#[cfg(feature = "tables")]
#[inline(always)]
fn decompose_honor_suit(suit: PackedSuit, _holds_pair: u32) -> Option<SuitDecomposition> {
    let raw = suit.raw();
    // Count 2 is `010`, count 3 is `011`.
    let low = raw & 0o1_111_111;
    let pairs = (raw >> 1) & !raw & 0o1_111_111;
    let pair = if pairs == 0 {
        NO_PAIR
    } else {
        (pairs.trailing_zeros() / 3) as u8
    };
    Some(SuitDecomposition {
        pair,
        triplets: gather_ranks(low) as u16,
        sequences: 0,
    })
}

/// The decomposition of the honor suit, if any: every count must be 0, 2 or
/// 3, with exactly one 2 when the suit holds the pair (`holds_pair` is 1,
/// its tiles `3N + 2`) and none otherwise.
#[cfg(not(feature = "tables"))]
#[inline(always)]
fn decompose_honor_suit(suit: PackedSuit, holds_pair: u32) -> Option<SuitDecomposition> {
    let raw = suit.raw();
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    // Counts 1 and 4 (and nothing else above 4 exists) break the suit.
    let ones = bit0 & !bit1 & !bit2;
    let fours = bit2;
    if ones | fours != 0 {
        return None;
    }
    let pairs = bit1 & !bit0;
    let triplets = bit1 & bit0;
    if field_sum(pairs) != holds_pair {
        return None;
    }
    let pair = if pairs == 0 {
        NO_PAIR
    } else {
        (pairs.trailing_zeros() / 3) as u8
    };
    Some(SuitDecomposition {
        pair,
        triplets: gather_ranks(triplets) as u16,
        sequences: 0,
    })
}

/// Appends the blocks of one suit decomposition in rank order.
pub(crate) fn append_blocks(
    suit: Suit,
    part: &SuitDecomposition,
    blocks: &mut Vec<Block, MAX_BLOCKS>,
) {
    // Visit only the ranks that hold a block (at most five), lowest first.
    let sequence_ranks = gather_ranks(held_fields(part.sequences));
    let pair_rank = 1u32.checked_shl(u32::from(part.pair)).unwrap_or(0);
    let mut ranks = u32::from(part.triplets) | sequence_ranks | pair_rank;
    while ranks != 0 {
        let rank = ranks.trailing_zeros() as u8;
        ranks &= ranks - 1;
        let Some(tile) = Tile::from_suit_rank(suit, rank) else {
            continue;
        };
        if part.pair == rank {
            let _ = blocks.push(Block::pair(tile));
        }
        if part.triplets & (1 << rank) != 0 {
            let _ = blocks.push(Block::triplet(tile));
        }
        let sequences = (part.sequences >> (3 * u32::from(rank))) & 0b111;
        if let Some(sequence) = Block::sequence(tile) {
            for _ in 0..sequences {
                let _ = blocks.push(sequence);
            }
        }
    }
}

/// Lists every decomposition of `hand` into melds and at most one pair, and
/// whether it is seven pairs or thirteen orphans.
///
/// The hand may hold any `3N` or `3N + 2` tiles (`N ≤ 4`): the `4 − N`
/// declared melds are not passed, since they never take part in the split.
/// A hand of `3N + 1` tiles is an error. Never allocates. The result holds
/// each suit's readings packed; iterating it writes the blocks out.
///
/// ```
/// let hand: tehai::Hand = "11223344m".parse().unwrap(); // two declared melds
/// let set = tehai::decompose(&hand).unwrap();
/// let texts: Vec<String> = set.iter().map(|d| d.to_string()).collect();
/// assert_eq!(texts, ["11m 234m 234m", "123m 123m 44m"]);
/// ```
// Kept out of line: inlined into a caller's loop, its scans and their
// branches were laid out worse (slower by a quarter in the criterion bench,
// which only reads `len`), and a call costs a few instructions.
#[inline(never)]
pub fn decompose(hand: &Hand) -> Result<Decompositions, TileCountError> {
    let suits = hand.suits();
    // Without the look-ups, a suit of `3N + 1` tiles may pass `pair_suits`
    // alongside another, so the total is checked first.
    #[cfg(not(feature = "tables"))]
    if hand.tile_count() % 3 == 1 {
        return special_forms_only(hand);
    }
    // Bit `i` of `pair_suits` is set when suit `i` holds the pair.
    let Some(pair_suits) = pair_suits(&suits) else {
        return special_forms_only(hand);
    };
    let mut collector = Collector {
        first: [SuitDecomposition::EMPTY; 4],
        others: [SuitDecomposition::EMPTY; MAX_DECOMPOSITIONS - 1],
        varying: 0,
        len: 1,
    };
    let [man, pin, sou, honor] = suits;
    // An empty suit reads one way, as nothing: the common case, skipped.
    // At most one suit of a hand of 14 tiles reads several ways
    // (`capacity_is_the_true_maximum` proves it), so the product of the
    // suits' sets is that suit's list.
    if man.raw() != 0 && collector.number_suit(0, man.raw(), pair_suits & 1) == 0
        || pin.raw() != 0 && collector.number_suit(1, pin.raw(), pair_suits >> 1 & 1) == 0
        || sou.raw() != 0 && collector.number_suit(2, sou.raw(), pair_suits >> 2 & 1) == 0
    {
        return special_forms_only(hand);
    }
    if honor.raw() != 0 {
        match decompose_honor_suit(honor, pair_suits >> 3) {
            Some(reading) => collector.first[3] = reading,
            None => return special_forms_only(hand),
        }
    }
    // Every suit splits, with one pair at most, so the total is `3N` or
    // `3N + 2` and needs no count here. Seven distinct pairs make 14 tiles
    // by themselves. Thirteen orphans would need a single honor, which a
    // suit of triplets and at most one pair never holds.
    Ok(Decompositions {
        first: collector.first,
        others: collector.others,
        varying: collector.varying,
        len: collector.len,
        seven_pairs: seven_pairs_of_fourteen(&suits),
        thirteen_orphans: false,
    })
}

/// The answer for a hand without a regular decomposition: the error for
/// `3N + 1` tiles, else only the special forms (which need 14 tiles).
/// Kept out of line: the complete hands never come here.
#[inline(never)]
fn special_forms_only(hand: &Hand) -> Result<Decompositions, TileCountError> {
    let tiles = hand.tile_count();
    if tiles % 3 == 1 {
        return Err(TileCountError {
            tiles,
            question: Question::Decompose,
        });
    }
    let suits = hand.suits();
    Ok(Decompositions {
        seven_pairs: tiles == 14 && seven_pairs_of_fourteen(&suits),
        thirteen_orphans: tiles == 14 && thirteen_orphans_of_fourteen(&suits),
        ..Decompositions::NONE
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::{String, ToString};
    use std::vec::Vec as StdVec;

    fn texts(hand: &str) -> StdVec<String> {
        let hand: Hand = hand.parse().unwrap();
        decompose(&hand)
            .unwrap()
            .iter()
            .map(|d| d.to_string())
            .collect()
    }

    #[test]
    fn pair_candidates_match_the_rank_sum_on_every_suit() {
        // Every packed suit with each count at most 4.
        for mut code in 0..5u32.pow(9) {
            let mut raw = 0;
            for rank in 0..9 {
                raw |= (code % 5) << (3 * rank);
                code /= 5;
            }
            let suit = PackedSuit::from_raw(raw).unwrap();
            let first = crate::suit::first_pair_candidate(suit);
            assert_eq!(
                pair_candidate_fields(raw),
                0o001_001_001 << (3 * first),
                "{raw:o}"
            );
        }
    }

    #[test]
    fn scan_equals_the_shared_greedy_on_every_suit() {
        // Every packed suit with each count at most 4.
        for mut code in 0..5u32.pow(9) {
            let mut raw = 0;
            for rank in 0..9 {
                raw |= (code % 5) << (3 * rank);
                code /= 5;
            }
            assert_eq!(scan_melds(raw), crate::suit::greedy_melds(raw), "{raw:o}");
        }
    }

    #[test]
    fn single_decomposition() {
        assert_eq!(texts("12344455888999m"), ["123m 444m 55m 888m 999m"]);
    }

    #[test]
    fn three_pair_positions() {
        assert_eq!(
            texts("22334455667788m"),
            [
                "22m 345m 345m 678m 678m",
                "234m 234m 55m 678m 678m",
                "234m 234m 567m 567m 88m"
            ]
        );
    }

    #[test]
    fn four_decompositions() {
        assert_eq!(texts("11122233344455m").len(), 4);
        assert_eq!(texts("66677778888999m").len(), 4);
    }

    #[test]
    fn eight_tiles_two_ways() {
        assert_eq!(texts("11223344m"), ["11m 234m 234m", "123m 123m 44m"]);
    }

    #[test]
    fn three_triplets_or_three_sequences() {
        assert_eq!(texts("111222333m"), ["111m 222m 333m", "123m 123m 123m"]);
    }

    #[test]
    fn four_consecutive_triplets_read_three_ways() {
        let mut got = texts("11122233344499m");
        got.sort();
        assert_eq!(
            got,
            [
                "111m 222m 333m 444m 99m",
                "111m 234m 234m 234m 99m",
                "123m 123m 123m 444m 99m",
            ]
        );
    }

    #[test]
    fn across_suits_and_honors() {
        assert_eq!(texts("123m456p789s11122z"), ["123m 456p 789s 111z 22z"]);
        assert!(texts("123m456p789s11123z").is_empty());
        assert!(texts("111122z").is_empty());
        assert!(texts("112233z").is_empty());
        // Only one suit may hold the pair.
        assert!(texts("11m22p33s").is_empty());
        assert!(texts("55m99p44s33z").is_empty());
    }

    #[test]
    fn empty_hand_has_the_empty_decomposition() {
        let set = decompose(&Hand::EMPTY).unwrap();
        assert_eq!(set.len(), 1);
        assert!(set.get(0).unwrap().blocks().is_empty());
    }

    #[test]
    fn three_n_plus_one_is_an_error() {
        let hand: Hand = "1m".parse().unwrap();
        assert_eq!(
            decompose(&hand),
            Err(TileCountError {
                tiles: 1,
                question: Question::Decompose
            })
        );
    }

    /// Every block of every tile: which exist, what they hold and how they
    /// are written.
    #[test]
    fn blocks_of_every_tile() {
        for tile in Tile::all() {
            let number = !tile.suit().is_honor();
            let sequence = Block::sequence(tile);
            assert_eq!(sequence.is_some(), number && tile.rank() <= 6, "{tile}");
            assert_eq!(Block::new(BlockKind::Sequence, tile), sequence);
            for block in [Block::pair(tile), Block::triplet(tile)]
                .into_iter()
                .chain(sequence)
            {
                assert_eq!(Block::new(block.kind(), tile), Some(block));
                assert_eq!(block.tile(), tile);
                let pair = block.kind() == BlockKind::Pair;
                assert_eq!(block.is_meld(), !pair, "{block}");
                assert_eq!(block.tile_count(), if pair { 2 } else { 3 });
                let held = Tile::all().filter(|&other| block.contains(other)).count();
                let kinds = if block.kind() == BlockKind::Sequence {
                    3
                } else {
                    1
                };
                assert_eq!(held, kinds, "{block}");
                // The text names the block's tiles, then its suit.
                let text = block.to_string();
                assert_eq!(text.len(), block.tile_count() as usize + 1, "{text}");
                assert_eq!(format!("{block:?}"), format!("{:?}({tile})", block.kind()));
            }
        }
    }

    /// The pair of each reading, readings rebuilt from their blocks, and
    /// the empty and non-empty answers.
    #[test]
    fn readings_their_pairs_and_their_blocks() {
        let hand: Hand = "111222333m55p".parse().unwrap();
        let set = decompose(&hand).unwrap();
        assert!(!set.is_empty());
        assert_eq!(set.len(), 2);
        for reading in &set {
            assert_eq!(
                reading.pair().map(|tile| tile.to_string()).as_deref(),
                Some("5p")
            );
            let rebuilt = Decomposition::from_blocks(reading.blocks()).unwrap();
            assert_eq!(rebuilt, reading);
        }
        // Melds only: no pair.
        let melds = decompose(&"123m".parse().unwrap()).unwrap();
        assert_eq!(melds.get(0).unwrap().pair(), None);
        // Nothing to read.
        let none = decompose(&"1369m".parse::<Hand>().unwrap()).unwrap_err();
        assert_eq!(none.tiles, 4);
        let dealt = decompose(&"13579m2468p13579s".parse().unwrap()).unwrap();
        assert!(dealt.is_empty());
        assert_eq!(dealt.len(), 0);
        // At most MAX_BLOCKS blocks.
        let pair = Block::pair("1z".parse().unwrap());
        for count in 0..=MAX_BLOCKS + 1 {
            let blocks = [pair; MAX_BLOCKS + 1];
            let built = Decomposition::from_blocks(&blocks[..count]);
            assert_eq!(
                built.map(|reading| reading.blocks().len()),
                (count <= MAX_BLOCKS).then_some(count)
            );
        }
    }

    /// The regular win with the pair in each suit, melds only, and none.
    #[test]
    fn regular_win_with_the_pair_in_each_suit() {
        let set = |text: &str| decompose(&text.parse().unwrap()).unwrap();
        for text in [
            "11m123p",
            "11p123s",
            "11s123z",
            "11z123m",
            "123m456p789s11z",
        ] {
            let text = text.replace("123z", "111z");
            assert!(set(&text).has_regular_win(), "{text}");
            assert!(set(&text).is_complete(), "{text}");
        }
        for text in ["123m", "111z", "123m456p789s111z"] {
            assert!(!set(text).has_regular_win(), "{text}");
        }
        // No reading at all.
        assert!(!set("13579m2468p13579s").has_regular_win());
    }

    /// The iterator knows how many readings are left, and skips exactly.
    #[test]
    fn iterator_counts_and_skips() {
        let set = decompose(&"11122233344455m".parse().unwrap()).unwrap();
        let all: StdVec<Decomposition> = set.iter().collect();
        assert_eq!(all.len(), 4);
        for skip in 0..6 {
            let mut iter = set.iter();
            assert_eq!(iter.size_hint(), (4, Some(4)));
            assert_eq!(iter.nth(skip), all.get(skip).cloned(), "{skip}");
            let left = 4usize.saturating_sub(skip + 1);
            assert_eq!(iter.size_hint(), (left, Some(left)), "{skip}");
            assert_eq!(iter.len(), left);
        }
        let debug = format!("{set:?}");
        assert!(
            debug.starts_with("Decompositions { decompositions: ["),
            "{debug}"
        );
        assert!(debug.contains("Triplet(1m)"), "{debug}");
        assert!(
            debug.ends_with("], seven_pairs: false, thirteen_orphans: false }"),
            "{debug}"
        );
    }

    /// The special forms are reported with or without a regular reading,
    /// and never for other hands.
    #[test]
    fn special_forms_flags() {
        let set = |text: &str| decompose(&text.parse().unwrap()).unwrap();
        let seven = set("1122m3344p5566s77z");
        assert!(seven.is_seven_pairs() && !seven.is_thirteen_orphans() && seven.is_empty());
        let both = set("112233m445566p77z");
        assert!(both.is_seven_pairs() && !both.is_empty());
        let orphans = set("19m19p19s12345677z");
        assert!(orphans.is_thirteen_orphans() && !orphans.is_seven_pairs() && orphans.is_empty());
        for plain in [
            "13579m2468p13579s",
            "123m456p789s11122z",
            "11m",
            "123m44z",
            "1122m3344p5566s",
        ] {
            let plain = set(plain);
            assert!(
                !plain.is_seven_pairs() && !plain.is_thirteen_orphans(),
                "{plain:?}"
            );
        }
    }

    /// Two pairs and melds make `3N + 1` tiles, wherever the pairs lie: an
    /// error, never a reading with two pairs.
    #[test]
    fn two_pairs_are_never_read() {
        for text in [
            "11m22z",
            "11m22p",
            "11s123p77z",
            "11z22z",
            "55m123p789s11z",
            "11m111z22z",
        ] {
            let hand: Hand = text.parse().unwrap();
            assert_eq!(
                decompose(&hand),
                Err(TileCountError {
                    tiles: hand.tile_count(),
                    question: Question::Decompose
                }),
                "{text}"
            );
        }
    }
}
