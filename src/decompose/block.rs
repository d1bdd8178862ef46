//! The blocks of a decomposition: a triplet, a sequence or the pair.

use core::fmt;

use crate::array_vec::Filler;
use crate::tile::Tile;

/// What a [`Block`] is: a triplet, a sequence or the pair.
///
/// ```
/// use tehai::decompose::{Block, BlockKind};
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
/// use tehai::decompose::Block;
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
    /// assert_eq!(tehai::decompose::Block::triplet("7z".parse().unwrap()).to_string(), "777z");
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
    /// assert_eq!(tehai::decompose::Block::pair("1m".parse().unwrap()).to_string(), "11m");
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
    /// use tehai::decompose::Block;
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
    /// use tehai::decompose::{Block, BlockKind};
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
    /// use tehai::decompose::{Block, BlockKind};
    /// assert_eq!(Block::triplet("1m".parse().unwrap()).kind(), BlockKind::Triplet);
    /// ```
    pub const fn kind(self) -> BlockKind {
        self.kind
    }

    /// The kind the block is named by: its tile, or the lowest tile of a sequence.
    ///
    /// ```
    /// let block = tehai::decompose::Block::pair("7z".parse().unwrap());
    /// assert_eq!(block.tile().to_string(), "7z");
    /// ```
    pub const fn tile(self) -> Tile {
        self.tile
    }

    /// Tiles in the block: 2 for the pair, 3 otherwise.
    ///
    /// ```
    /// assert_eq!(tehai::decompose::Block::pair("1z".parse().unwrap()).tile_count(), 2);
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
    /// assert!(!tehai::decompose::Block::pair("1m".parse().unwrap()).is_meld());
    /// ```
    pub const fn is_meld(self) -> bool {
        !matches!(self.kind, BlockKind::Pair)
    }

    /// `true` if the block holds `tile` (a sequence holds three kinds).
    ///
    /// ```
    /// let block = tehai::decompose::Block::sequence("3p".parse().unwrap()).unwrap();
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

impl Filler for Block {
    /// The pair of the filler tile: any block would do.
    const FILLER: Block = Block::pair(Tile::FILLER);
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::ToString;

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
}
