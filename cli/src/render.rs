//! How hands, tile sets and blocks are written: MPSZ notation that keeps the
//! red fives, or Unicode mahjong tiles (`--glyphs`).

use std::fmt::{self, Display, Write as _};

use serde::{Serialize, Serializer};
use tehai::{Block, BlockKind, Decomposition, MAX_BLOCKS, ParsedHand, Suit, TileSet};

/// Serializes anything `Display` as a JSON string, without a `String` between.
pub struct Text<T>(pub T);

impl<T: Display> Serialize for Text<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(&self.0)
    }
}

/// A hand in canonical notation with its red fives (`0`), or as glyphs.
pub struct Hand<'a> {
    pub parsed: &'a ParsedHand,
    pub glyphs: bool,
}

impl Display for Hand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.glyphs {
            return write!(f, "{}", self.parsed);
        }
        self.parsed
            .hand
            .tiles()
            .try_for_each(|tile| f.write_char(tile.glyph()))
    }
}

/// A set of kinds in notation (`14m7p`, nothing for the empty set), or as glyphs.
pub struct Tiles {
    pub set: TileSet,
    pub glyphs: bool,
}

impl Display for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.glyphs {
            return write!(f, "{}", self.set);
        }
        self.set
            .iter()
            .try_for_each(|tile| f.write_char(tile.glyph()))
    }
}

/// One block with `red` of its fives written as red fives (`406m`, `055p`),
/// or as glyphs.
#[derive(Clone, Copy)]
pub struct BlockText {
    pub block: Block,
    pub red: u8,
    pub glyphs: bool,
}

impl Display for BlockText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tile = self.block.tile();
        let first = tile.rank();
        let ranks: &[u8] = match self.block.kind() {
            BlockKind::Sequence => &[first, first + 1, first + 2],
            BlockKind::Triplet => &[first, first, first],
            BlockKind::Pair => &[first, first],
        };
        if self.glyphs {
            for &rank in ranks {
                let kind = tehai::Tile::from_suit_rank(tile.suit(), rank).ok_or(fmt::Error)?;
                f.write_char(kind.glyph())?;
            }
            return Ok(());
        }
        // At most three digits and the suit letter, written at once.
        let mut text = [0u8; 4];
        let mut red = self.red;
        for (byte, &rank) in text.iter_mut().zip(ranks) {
            *byte = if rank == FIVE && red > 0 {
                red -= 1;
                b'0'
            } else {
                b'1' + rank
            };
        }
        let letter = text.get_mut(ranks.len()).ok_or(fmt::Error)?;
        *letter = tile.suit().letter() as u8;
        let text = text.get(..=ranks.len()).ok_or(fmt::Error)?;
        f.write_str(std::str::from_utf8(text).map_err(|_| fmt::Error)?)
    }
}

/// The rank of a five (ranks count from 0).
const FIVE: u8 = 4;

/// How many fives of its suit a block holds.
fn fives(block: Block) -> u8 {
    let tile = block.tile();
    if tile.suit() == Suit::Honor {
        return 0;
    }
    match block.kind() {
        BlockKind::Sequence if (FIVE.saturating_sub(2)..=FIVE).contains(&tile.rank()) => 1,
        BlockKind::Triplet if tile.rank() == FIVE => 3,
        BlockKind::Pair if tile.rank() == FIVE => 2,
        _ => 0,
    }
}

/// The blocks of `decomposition` with the hand's red fives placed: each red
/// five goes to a block that holds a five of its suit, one a block, first
/// blocks first; a block gets a second one only when every block with a five
/// of that suit already has one (`55m` with two red fives: `00m`).
pub fn blocks(
    decomposition: &Decomposition,
    red_fives: [u8; 3],
    glyphs: bool,
) -> impl Iterator<Item = BlockText> + '_ {
    let blocks = decomposition.blocks();
    let mut red = [0u8; MAX_BLOCKS];
    for (suit, &reds) in red_fives.iter().enumerate() {
        let mut left = reds;
        // Round after round, each block with a plain five left takes one.
        while left > 0 {
            let before = left;
            for (index, &block) in blocks.iter().enumerate() {
                if left == 0 {
                    break;
                }
                let Some(placed) = red.get_mut(index) else {
                    break;
                };
                if block.tile().suit().index() == suit && *placed < fives(block) {
                    *placed += 1;
                    left -= 1;
                }
            }
            if left == before {
                break; // more red fives than fives: the parser never allows it
            }
        }
    }
    blocks
        .iter()
        .zip(red)
        .map(move |(&block, red)| BlockText { block, red, glyphs })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(hand: &str) -> Vec<String> {
        let parsed: ParsedHand = hand.parse().unwrap();
        let set = tehai::decompose(&parsed.hand).unwrap();
        set.iter()
            .map(|decomposition| {
                blocks(&decomposition, parsed.red_fives, false)
                    .map(|block| block.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn red_fives_stay_in_blocks() {
        assert_eq!(texts("123406m11m"), ["11m 123m 406m"]);
        assert_eq!(texts("340m456m55p"), ["340m 456m 55p"]);
        assert_eq!(texts("340m406m55p"), ["340m 406m 55p"]);
        assert_eq!(texts("345m406m00p"), ["340m 456m 00p"]);
        assert_eq!(texts("34005m"), ["340m 05m"]);
        assert_eq!(texts("055m11z"), ["055m 11z"]);
        assert_eq!(texts("00m"), ["00m"]);
        // The same hand gives the same blocks however its input was written.
        assert_eq!(texts("345m406m55p"), texts("340m456m55p"));
    }
}
