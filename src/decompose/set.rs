//! The answer of [`decompose`](crate::decompose()): each suit's readings
//! packed, and the decompositions they write out when reached.

use core::fmt;

use super::block::{Block, BlockKind, MAX_BLOCKS};
use crate::array_vec::ArrayVec;
use crate::suit::{gather_ranks, held_fields};
use crate::tile::{Suit, Tile};

/// Most decompositions a hand of at most 14 tiles can have. Proven by the test
/// `capacity_is_the_true_maximum` over the whole hand space (the maximum is
/// reached by single-suit hands such as `11122233344455m`).
pub const MAX_DECOMPOSITIONS: usize = 4;

/// One way to split the concealed tiles into blocks, listed suit by suit
/// (m p s z), and inside a suit by rank (pair, then triplet, then sequences).
///
/// ```
/// let hand: tehai::Hand = "12344455888999m".parse().unwrap();
/// let set = tehai::decompose(&hand, &tehai::Context::default()).unwrap();
/// assert_eq!(set.get(0).unwrap().to_string(), "123m 444m 55m 888m 999m");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Decomposition {
    blocks: ArrayVec<Block, MAX_BLOCKS>,
}

impl Decomposition {
    /// The blocks.
    ///
    /// ```
    /// let set = tehai::decompose(&"11z".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert_eq!(set.get(0).unwrap().blocks(), &[tehai::decompose::Block::pair("1z".parse().unwrap())]);
    /// ```
    pub fn blocks(&self) -> &[Block] {
        self.blocks.as_slice()
    }

    /// The pair (jantou), if the decomposition has one (hands of `3N + 2` tiles do).
    ///
    /// ```
    /// let set = tehai::decompose(&"123m55p".parse().unwrap(), &tehai::Context::default()).unwrap();
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
    /// let set = tehai::decompose(&"123m11z".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert_eq!(set.get(0).unwrap().sorted().blocks().len(), 2);
    /// ```
    pub fn sorted(&self) -> Decomposition {
        let mut copy = *self;
        copy.blocks.as_mut_slice().sort_unstable();
        copy
    }

    /// Builds a decomposition from blocks; `None` if there are more than
    /// [`MAX_BLOCKS`].
    ///
    /// ```
    /// use tehai::decompose::{Block, Decomposition};
    /// let pair = Block::pair("1m".parse().unwrap());
    /// assert_eq!(Decomposition::from_blocks(&[pair]).unwrap().to_string(), "11m");
    /// ```
    pub fn from_blocks(blocks: &[Block]) -> Option<Decomposition> {
        ArrayVec::from_slice(blocks).map(|blocks| Decomposition { blocks })
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
/// let set = tehai::decompose(&hand, &tehai::Context::default()).unwrap();
/// assert_eq!(set.len(), 3);
/// assert!(set.is_seven_pairs());
/// assert!(!set.is_thirteen_orphans());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Decompositions {
    /// The first reading of each suit (m p s z); all [`SuitDecomposition::EMPTY`]
    /// when there is no decomposition, so that equal sets compare equal.
    pub(super) first: [SuitDecomposition; 4],
    /// The second and later readings of the suit `varying`, unused slots
    /// [`SuitDecomposition::EMPTY`].
    pub(super) others: [SuitDecomposition; MAX_DECOMPOSITIONS - 1],
    /// The suit (index) whose readings vary; 0 when none does.
    pub(super) varying: u8,
    /// How many decompositions there are: the readings of `varying`, or 0.
    pub(super) len: u8,
    pub(super) seven_pairs: bool,
    pub(super) thirteen_orphans: bool,
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
    pub(super) const NONE: Decompositions = Decompositions {
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
    /// let set = tehai::decompose(&"111222333m".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert_eq!(set.len(), 2);
    /// ```
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// `true` if the hand has no regular decomposition (it may still be
    /// seven pairs or thirteen orphans).
    ///
    /// ```
    /// let set = tehai::decompose(&"19m19p19s12345677z".parse().unwrap(), &tehai::Context::default()).unwrap();
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
    /// let set = tehai::decompose(&"111222333m".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert_eq!(set.get(0).unwrap().to_string(), "111m 222m 333m");
    /// assert_eq!(set.get(1).unwrap().to_string(), "123m 123m 123m");
    /// assert_eq!(set.get(2), None);
    /// ```
    pub fn get(&self, index: usize) -> Option<Decomposition> {
        let readings = self.suit_readings(index)?;
        let mut blocks = ArrayVec::EMPTY;
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
    /// let set = tehai::decompose(&"1122m3344p5566s77z".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert!(set.is_seven_pairs());
    /// ```
    pub const fn is_seven_pairs(&self) -> bool {
        self.seven_pairs
    }

    /// `true` if the hand is thirteen orphans (kokushi musou).
    ///
    /// ```
    /// let set = tehai::decompose(&"19m19p19s12345677z".parse().unwrap(), &tehai::Context::default()).unwrap();
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
    /// assert!(tehai::decompose(&"123m55p".parse().unwrap(), &tehai::Context::default()).unwrap().is_complete());
    /// assert!(!tehai::decompose(&"12m".parse().unwrap(), &tehai::Context::default()).unwrap().is_complete());
    /// assert!(!tehai::decompose(&"123m".parse().unwrap(), &tehai::Context::default()).unwrap().is_complete());
    /// assert!(!tehai::decompose(&tehai::Hand::EMPTY, &tehai::Context::default()).unwrap().is_complete());
    /// ```
    pub const fn is_complete(&self) -> bool {
        self.has_regular_win() || self.seven_pairs || self.thirteen_orphans
    }

    /// `true` if some decomposition is melds and one pair (the regular
    /// winning form); `false` for a `3N`-tile hand of melds only.
    ///
    /// ```
    /// assert!(tehai::decompose(&"123m55p".parse().unwrap(), &tehai::Context::default()).unwrap().has_regular_win());
    /// assert!(!tehai::decompose(&"123m".parse().unwrap(), &tehai::Context::default()).unwrap().has_regular_win());
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
    /// let set = tehai::decompose(&"111222333m".parse().unwrap(), &tehai::Context::default()).unwrap();
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
    /// let set = tehai::decompose(&"111222333m".parse().unwrap(), &tehai::Context::default()).unwrap();
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
/// let set = tehai::decompose(&"11122233344455m".parse().unwrap(), &tehai::Context::default()).unwrap();
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

/// Appends the blocks of one suit decomposition in rank order.
pub(crate) fn append_blocks(
    suit: Suit,
    part: &SuitDecomposition,
    blocks: &mut ArrayVec<Block, MAX_BLOCKS>,
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
