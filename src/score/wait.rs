//! Wait shapes (machi): which block the winning tile completed, and how.
//!
//! The same tiles can have waited in several ways: `45666` winning on `6`
//! completed either the sequence `456` (a two-sided wait) or the pair `66`
//! (a single wait, with `666` already there). A reading of the hand does not
//! say which; the scorer tries every block of the reading that holds the
//! winning tile and keeps the best.

use core::fmt;

use crate::array_vec::{ArrayVec, Filler};
use crate::decompose::{Block, BlockKind, Decomposition, MAX_BLOCKS};
use crate::tile::Tile;

/// How the winning tile completed its block.
///
/// ```
/// use tehai::decompose::Block;
/// use tehai::score::{WaitShape, wait_shape};
/// let sequence = Block::sequence("1m".parse().unwrap()).unwrap();
/// assert_eq!(wait_shape(sequence, "3m".parse().unwrap()), Some(WaitShape::Penchan));
/// assert_eq!(WaitShape::Penchan.name(), "penchan");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum WaitShape {
    /// Two-sided wait: `34` waiting on `2` or `5` (ryanmen).
    Ryanmen = 0,
    /// Closed wait on the middle tile: `35` waiting on `4` (kanchan).
    Kanchan = 1,
    /// Edge wait: `12` waiting on `3`, `89` on `7` (penchan).
    Penchan = 2,
    /// Two pairs, one of which becomes a triplet (shanpon).
    Shanpon = 3,
    /// Single-tile wait on the pair (tanki); also the wait of seven pairs and
    /// of thirteen orphans.
    Tanki = 4,
}

impl WaitShape {
    /// The lower-case romaji name: `ryanmen`, `kanchan`, `penchan`,
    /// `shanpon`, `tanki`.
    ///
    /// ```
    /// assert_eq!(tehai::score::WaitShape::Shanpon.name(), "shanpon");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            WaitShape::Ryanmen => "ryanmen",
            WaitShape::Kanchan => "kanchan",
            WaitShape::Penchan => "penchan",
            WaitShape::Shanpon => "shanpon",
            WaitShape::Tanki => "tanki",
        }
    }

    /// The wait's fu: 2 for the kanchan, penchan and tanki waits, else 0.
    ///
    /// ```
    /// assert_eq!(tehai::score::WaitShape::Kanchan.fu(), 2);
    /// assert_eq!(tehai::score::WaitShape::Ryanmen.fu(), 0);
    /// ```
    pub const fn fu(self) -> u8 {
        match self {
            WaitShape::Kanchan | WaitShape::Penchan | WaitShape::Tanki => 2,
            WaitShape::Ryanmen | WaitShape::Shanpon => 0,
        }
    }
}

impl fmt::Display for WaitShape {
    /// The name, as [`WaitShape::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One way the winning tile may have completed a reading: the block it
/// completed and the shape of the wait.
///
/// ```
/// use tehai::decompose::Block;
/// use tehai::score::{Wait, WaitShape};
/// let pair = Block::pair("6s".parse().unwrap());
/// let wait = Wait::new(pair, "6s".parse().unwrap()).unwrap();
/// assert_eq!((wait.block(), wait.shape()), (pair, WaitShape::Tanki));
/// assert_eq!(Wait::new(pair, "5s".parse().unwrap()), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wait {
    block: Block,
    shape: WaitShape,
}

impl Wait {
    /// The wait by which `winning_tile` completed `block`, or `None` if the
    /// block does not hold the tile.
    ///
    /// ```
    /// use tehai::decompose::Block;
    /// use tehai::score::{Wait, WaitShape};
    /// let block = Block::sequence("4p".parse().unwrap()).unwrap();
    /// assert_eq!(Wait::new(block, "5p".parse().unwrap()).unwrap().shape(), WaitShape::Kanchan);
    /// ```
    pub const fn new(block: Block, winning_tile: Tile) -> Option<Wait> {
        match wait_shape(block, winning_tile) {
            Some(shape) => Some(Wait { block, shape }),
            None => None,
        }
    }

    /// The wait `shape` on `block`, which the caller knows to hold the
    /// winning tile in that shape.
    pub(crate) const fn from_parts(block: Block, shape: WaitShape) -> Wait {
        Wait { block, shape }
    }

    /// The block the winning tile completed.
    ///
    /// ```
    /// let block = tehai::decompose::Block::triplet("2z".parse().unwrap());
    /// assert_eq!(tehai::score::Wait::new(block, "2z".parse().unwrap()).unwrap().block(), block);
    /// ```
    pub const fn block(self) -> Block {
        self.block
    }

    /// The shape of the wait.
    ///
    /// ```
    /// let block = tehai::decompose::Block::triplet("2z".parse().unwrap());
    /// let wait = tehai::score::Wait::new(block, "2z".parse().unwrap()).unwrap();
    /// assert_eq!(wait.shape(), tehai::score::WaitShape::Shanpon);
    /// ```
    pub const fn shape(self) -> WaitShape {
        self.shape
    }
}

impl Filler for Wait {
    /// A tanki wait on the filler pair: any wait would do.
    const FILLER: Wait = Wait {
        block: Block::FILLER,
        shape: WaitShape::Tanki,
    };
}

/// The shape of the wait by which `winning_tile` completed `block`, or
/// `None` if the block does not hold that tile. A pair is a tanki wait, a
/// triplet a shanpon wait; a sequence is a kanchan wait on its middle tile, a
/// penchan wait on the `3` of `123` or the `7` of `789`, and otherwise a
/// ryanmen wait.
///
/// ```
/// use tehai::decompose::Block;
/// use tehai::score::{WaitShape, wait_shape};
/// let tile = |text: &str| text.parse().unwrap();
/// let low = Block::sequence(tile("1s")).unwrap();
/// assert_eq!(wait_shape(low, tile("1s")), Some(WaitShape::Ryanmen)); // 23 waiting on 1 or 4
/// assert_eq!(wait_shape(low, tile("2s")), Some(WaitShape::Kanchan));
/// assert_eq!(wait_shape(low, tile("3s")), Some(WaitShape::Penchan));
/// let high = Block::sequence(tile("7s")).unwrap();
/// assert_eq!(wait_shape(high, tile("7s")), Some(WaitShape::Penchan));
/// assert_eq!(wait_shape(high, tile("9s")), Some(WaitShape::Ryanmen));
/// assert_eq!(wait_shape(high, tile("6s")), None);
/// ```
pub const fn wait_shape(block: Block, winning_tile: Tile) -> Option<WaitShape> {
    if !block.contains(winning_tile) {
        return None;
    }
    Some(match block.kind() {
        BlockKind::Pair => WaitShape::Tanki,
        BlockKind::Triplet => WaitShape::Shanpon,
        BlockKind::Sequence => {
            let first = block.tile();
            let offset = winning_tile.index().saturating_sub(first.index());
            match (offset, first.rank()) {
                (1, _) => WaitShape::Kanchan,
                (0, 6) | (2, 0) => WaitShape::Penchan,
                _ => WaitShape::Ryanmen,
            }
        }
    })
}

/// Every distinct way the winning tile may have completed one reading
/// (decomposition) of the concealed tiles: an iterator over [`Wait`]s, in
/// the reading's block order, each block once. Returned by [`wait_shapes`].
///
/// ```
/// let hand: tehai::Hand = "45666m".parse().unwrap();
/// let set = tehai::decompose(&hand, &tehai::Context::default()).unwrap();
/// let waits = tehai::score::wait_shapes(&set.get(0).unwrap(), "6m".parse().unwrap());
/// assert_eq!(waits.len(), 2); // 456m ryanmen, 66m tanki
/// ```
#[derive(Clone, Debug)]
pub struct WaitShapes {
    waits: ArrayVec<Wait, MAX_BLOCKS>,
    /// The index in `waits` of the next wait to yield.
    next: u8,
}

impl WaitShapes {
    /// No wait.
    pub(crate) const EMPTY: WaitShapes = WaitShapes {
        waits: ArrayVec::EMPTY,
        next: 0,
    };

    /// Adds `wait` (dropped when the list is full).
    pub(crate) fn push(&mut self, wait: Wait) {
        let _ = self.waits.push(wait);
    }
}

impl Iterator for WaitShapes {
    type Item = Wait;

    fn next(&mut self) -> Option<Wait> {
        let wait = self.waits.as_slice().get(usize::from(self.next)).copied()?;
        self.next += 1;
        Some(wait)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.waits.len().saturating_sub(usize::from(self.next));
        (left, Some(left))
    }
}

impl ExactSizeIterator for WaitShapes {}

/// Every block of `decomposition` that holds `winning_tile`, each distinct
/// block once, with the shape of the wait it would have been (see
/// [`wait_shape`]). Empty if no block holds the tile.
///
/// ```
/// use tehai::decompose;
/// use tehai::score::{WaitShape, wait_shapes};
/// let hand: tehai::Hand = "123m456p789s45666s".parse().unwrap();
/// let set = decompose(&hand, &tehai::Context::default()).unwrap();
/// let reading = &set.get(0).unwrap();
/// let shapes: Vec<(String, WaitShape)> = wait_shapes(reading, "6s".parse().unwrap())
///     .map(|wait| (wait.block().to_string(), wait.shape()))
///     .collect();
/// assert_eq!(
///     shapes,
///     [("456s".to_string(), WaitShape::Ryanmen), ("66s".to_string(), WaitShape::Tanki)]
/// );
/// ```
pub fn wait_shapes(decomposition: &Decomposition, winning_tile: Tile) -> WaitShapes {
    waits_of_blocks(decomposition.blocks().iter().copied(), winning_tile)
}

/// The distinct waits by which `winning_tile` completed one of `blocks`.
pub(crate) fn waits_of_blocks(
    blocks: impl Iterator<Item = Block>,
    winning_tile: Tile,
) -> WaitShapes {
    let mut shapes = WaitShapes::EMPTY;
    for block in blocks {
        let Some(wait) = Wait::new(block, winning_tile) else {
            continue;
        };
        if !shapes.waits.as_slice().contains(&wait) {
            shapes.push(wait);
        }
    }
    shapes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::decompose_plain;
    use crate::hand::Hand;
    use std::vec::Vec;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    #[test]
    fn every_sequence_position() {
        for first in Tile::all() {
            let Some(block) = Block::sequence(first) else {
                continue;
            };
            let rank = first.rank();
            for (offset, tile) in Tile::all().enumerate().skip(first.index()).take(3) {
                let expected = match (offset - first.index(), rank) {
                    (1, _) => WaitShape::Kanchan,
                    (0, 6) | (2, 0) => WaitShape::Penchan,
                    _ => WaitShape::Ryanmen,
                };
                assert_eq!(wait_shape(block, tile), Some(expected), "{block} {tile}");
            }
            if let Some(after) = Tile::new(first.index() as u8 + 3) {
                assert_eq!(wait_shape(block, after), None);
            }
        }
    }

    #[test]
    fn pairs_and_triplets() {
        assert_eq!(
            wait_shape(Block::pair(tile("7z")), tile("7z")),
            Some(WaitShape::Tanki)
        );
        assert_eq!(
            wait_shape(Block::triplet(tile("7z")), tile("7z")),
            Some(WaitShape::Shanpon)
        );
        assert_eq!(wait_shape(Block::triplet(tile("7z")), tile("6z")), None);
    }

    #[test]
    fn distinct_blocks_only() {
        let hand: Hand = "112233m456p789s11z".parse().unwrap();
        let set = decompose_plain(&hand).unwrap();
        let reading = &set.get(0).unwrap();
        let waits: Vec<Wait> = wait_shapes(reading, tile("2m")).collect();
        assert_eq!(waits.len(), 1);
        assert_eq!(waits[0].shape(), WaitShape::Kanchan);
        let mut shapes = wait_shapes(reading, tile("9m"));
        assert_eq!(shapes.size_hint(), (0, Some(0)));
        assert_eq!(shapes.next(), None);
        let hand: Hand = "45666m".parse().unwrap();
        let set = decompose_plain(&hand).unwrap();
        let mut shapes = wait_shapes(&set.get(0).unwrap(), tile("6m"));
        assert_eq!(shapes.size_hint(), (2, Some(2)));
        shapes.next();
        assert_eq!(shapes.len(), 1);
    }

    #[test]
    fn names_and_fu() {
        let all = [
            WaitShape::Ryanmen,
            WaitShape::Kanchan,
            WaitShape::Penchan,
            WaitShape::Shanpon,
            WaitShape::Tanki,
        ];
        let names: Vec<&str> = all.iter().map(|shape| shape.name()).collect();
        assert_eq!(names, ["ryanmen", "kanchan", "penchan", "shanpon", "tanki"]);
        let fu: Vec<u8> = all.iter().map(|shape| shape.fu()).collect();
        assert_eq!(fu, [0, 2, 2, 0, 2]);
        assert_eq!(std::format!("{}", WaitShape::Tanki), "tanki");
    }
}
