//! What the front ends (the `tehai` command, the Python package, the C ABI)
//! decide alike about answers, kept here so that they cannot drift apart:
//! where the red fives of a hand are written in one of its readings
//! ([`place_red_fives`]), and which hands the win and wait questions take at
//! all ([`check_win_or_wait_count`]).

use core::fmt;

use crate::decompose::{Block, BlockKind};
use crate::error::{Error, Question};
use crate::hand::Hand;
use crate::tile::{Suit, Tile};

/// The rank of a five (ranks count from 0).
const FIVE: u8 = 4;

/// A block of a reading as it is written: the block and how many of its
/// fives are red (`406m` is a `456m` sequence with one red five).
///
/// ```
/// use tehai::decompose::Block;
/// use tehai::front_end::ShownBlock;
/// let block = Block::sequence("4m".parse()?).unwrap();
/// assert_eq!(ShownBlock { block, red_fives: 1 }.to_string(), "406m");
/// assert_eq!(ShownBlock { block, red_fives: 0 }.to_string(), "456m");
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShownBlock {
    /// The block.
    pub block: Block,
    /// How many of its fives are written as red fives (`0`). More than the
    /// block holds are written as the fives it holds.
    pub red_fives: u8,
}

impl ShownBlock {
    /// The kinds of the block's tiles, lowest first (red fives as fives).
    ///
    /// ```
    /// use tehai::decompose::Block;
    /// use tehai::front_end::ShownBlock;
    /// let shown = ShownBlock { block: Block::pair("5p".parse()?), red_fives: 1 };
    /// let tiles: Vec<String> = shown.tiles().map(|tile| tile.to_string()).collect();
    /// assert_eq!(tiles, ["5p", "5p"]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn tiles(self) -> impl Iterator<Item = Tile> + Clone {
        let first = self.block.tile();
        let step = u8::from(self.block.kind() == BlockKind::Sequence);
        let mut rank = first.rank();
        (0..self.block.tile_count()).filter_map(move |_| {
            let tile = Tile::from_suit_rank(first.suit(), rank);
            rank = rank.saturating_add(step);
            tile
        })
    }
}

impl fmt::Display for ShownBlock {
    /// The block's digits and suit letter, its first `red_fives` fives
    /// written as `0` (`055p`, `340m`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut red = self.red_fives;
        for tile in self.tiles() {
            let digit = if tile.rank() == FIVE && !tile.suit().is_honor() && red > 0 {
                red -= 1;
                '0'
            } else {
                char::from(b'1' + tile.rank())
            };
            fmt::Write::write_char(f, digit)?;
        }
        fmt::Write::write_char(f, self.block.tile().suit().letter())
    }
}

/// How many fives of a number suit `block` holds.
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

/// The blocks of a reading with a hand's red fives written into them: each
/// red five goes to a block holding a five of its suit, one a block, first
/// blocks first; a block takes a second one only when every block with a
/// five of that suit already shows one (`55m` with two red fives: `00m`).
/// Red fives beyond the fives of the blocks are not shown.
///
/// `red_fives` counts the red fives of each number suit (m, p, s), as
/// [`ParsedHand::red_fives`](crate::notation::ParsedHand::red_fives) does. The same
/// hand is written the same way whichever of its fives were red in its
/// input: which blocks show them depends only on the reading.
///
/// ```
/// use tehai::notation::ParsedHand;
/// use tehai::front_end::place_red_fives;
/// let parsed: ParsedHand = "123406m11m".parse()?;
/// let set = tehai::decompose(&parsed.hand, &tehai::Context::default())?;
/// let first = set.get(0).unwrap();
/// let shown: Vec<String> = place_red_fives(first.blocks(), parsed.red_fives)
///     .map(|block| block.to_string())
///     .collect();
/// assert_eq!(shown, ["11m", "123m", "406m"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn place_red_fives(blocks: &[Block], red_fives: [u8; 3]) -> RedFivePlacement<'_> {
    RedFivePlacement {
        blocks,
        position: 0,
        red_fives,
    }
}

/// The blocks of a reading with their red fives, in the reading's order:
/// made by [`place_red_fives`].
///
/// ```
/// use tehai::decompose::Block;
/// use tehai::front_end::place_red_fives;
/// let blocks = [Block::pair("5s".parse()?)];
/// let mut shown = place_red_fives(&blocks, [0, 0, 2]);
/// assert_eq!(shown.len(), 1);
/// assert_eq!(shown.next().map(|block| block.red_fives), Some(2));
/// assert_eq!(shown.next(), None);
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Debug)]
pub struct RedFivePlacement<'a> {
    blocks: &'a [Block],
    position: usize,
    red_fives: [u8; 3],
}

impl RedFivePlacement<'_> {
    /// How many red fives the block at `index` shows.
    ///
    /// The red fives go out round by round (in round `r` every block with
    /// more than `r` fives of the suit takes one, in block order) until
    /// none is left. So a block takes one in round `r` exactly when fewer
    /// than all the red fives went out before its turn: all that the earlier
    /// rounds gave (`min(fives, r)` from each block) and what the blocks
    /// before it took in this round. Counting it that way needs no buffer,
    /// whatever the number of blocks.
    fn shown_at(&self, index: usize) -> u8 {
        let Some(&block) = self.blocks.get(index) else {
            return 0;
        };
        let suit = block.tile().suit();
        let Some(&red) = self.red_fives.get(suit.index()) else {
            return 0;
        };
        let same_suit = || {
            self.blocks
                .iter()
                .enumerate()
                .filter(move |(_, other)| other.tile().suit() == suit)
                .map(|(position, &other)| (position, fives(other)))
        };
        let mut shown = 0;
        for round in 0..fives(block) {
            let given_before: u32 = same_suit()
                .map(|(position, count)| {
                    let earlier_rounds = count.min(round);
                    let this_round = position < index && count > round;
                    u32::from(earlier_rounds) + u32::from(this_round)
                })
                .sum();
            if given_before < u32::from(red) {
                shown += 1;
            }
        }
        shown
    }
}

impl Iterator for RedFivePlacement<'_> {
    type Item = ShownBlock;

    fn next(&mut self) -> Option<ShownBlock> {
        let block = *self.blocks.get(self.position)?;
        let red_fives = self.shown_at(self.position);
        self.position += 1;
        Some(ShownBlock { block, red_fives })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.blocks.len().saturating_sub(self.position);
        (left, Some(left))
    }
}

impl ExactSizeIterator for RedFivePlacement<'_> {}

impl core::iter::FusedIterator for RedFivePlacement<'_> {}

/// Checks that `hand` can be complete or waiting: it holds `3N + 1` or
/// `3N + 2` tiles. The win check answers `false` for any other hand, but a
/// `3N`-tile hand cannot even be one tile short of complete, so asking
/// about one is a mistake the front ends report rather than answer (the
/// shanten number has no meaning for it either).
///
/// ```
/// use tehai::{Error, Hand, Question};
/// use tehai::front_end::check_win_or_wait_count;
/// let waiting: Hand = "123m456p789s1122z".parse()?;
/// assert_eq!(check_win_or_wait_count(&waiting), Ok(()));
/// let melds_only: Hand = "123m456p".parse()?;
/// let error = check_win_or_wait_count(&melds_only).unwrap_err();
/// assert_eq!(error, Error::WrongTileCount { tiles: 6, melds: 0, question: Question::WinOrWait });
/// assert_eq!(
///     error.to_string(),
///     "a hand of 6 tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
/// );
/// # Ok::<(), tehai::Error>(())
/// ```
pub const fn check_win_or_wait_count(hand: &Hand) -> Result<(), Error> {
    let tiles = hand.tile_count();
    if tiles % 3 == 0 {
        Err(Error::WrongTileCount {
            tiles,
            melds: 0,
            question: Question::WinOrWait,
        })
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::ParsedHand;
    use std::string::{String, ToString};
    use std::vec::Vec;

    /// Every decomposition of `hand`, its blocks written with their red fives.
    fn shown(hand: &str) -> Vec<String> {
        let parsed: ParsedHand = hand.parse().unwrap();
        let set = crate::decompose::decompose_plain(&parsed.hand).unwrap();
        set.iter()
            .map(|decomposition| {
                place_red_fives(decomposition.blocks(), parsed.red_fives)
                    .map(|block| block.to_string())
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn red_fives_go_one_a_block_first() {
        assert_eq!(shown("123406m11m"), ["11m 123m 406m"]);
        assert_eq!(shown("340m456m55p"), ["340m 456m 55p"]);
        assert_eq!(shown("340m406m55p"), ["340m 406m 55p"]);
        assert_eq!(shown("345m406m00p"), ["340m 456m 00p"]);
        assert_eq!(shown("34005m"), ["340m 05m"]);
        assert_eq!(shown("055m11z"), ["055m 11z"]);
        assert_eq!(shown("00m"), ["00m"]);
    }

    #[test]
    fn the_input_order_of_red_fives_does_not_matter() {
        assert_eq!(shown("345m406m55p"), shown("340m456m55p"));
        assert_eq!(shown("555m"), ["555m"]);
        assert_eq!(shown("550m"), shown("055m"));
    }

    #[test]
    fn blocks_without_fives_show_none() {
        let block = |kind, text: &str| Block::new(kind, text.parse().unwrap()).unwrap();
        let blocks = [
            block(BlockKind::Sequence, "1m"),
            block(BlockKind::Triplet, "5z"),
            block(BlockKind::Sequence, "6p"),
            block(BlockKind::Pair, "5s"),
        ];
        let red: Vec<u8> = place_red_fives(&blocks, [2, 2, 1])
            .map(|block| block.red_fives)
            .collect();
        assert_eq!(red, [0, 0, 0, 1]);
        // A triplet or pair of another rank holds no five to show red, even
        // before the block that does in the same suit.
        let blocks = [
            block(BlockKind::Triplet, "1m"),
            block(BlockKind::Pair, "9m"),
            block(BlockKind::Sequence, "4m"),
        ];
        let red: Vec<u8> = place_red_fives(&blocks, [1, 0, 0])
            .map(|block| block.red_fives)
            .collect();
        assert_eq!(red, [0, 0, 1]);
    }

    #[test]
    fn a_second_red_five_waits_for_every_block_of_its_suit() {
        let block = |kind, text: &str| Block::new(kind, text.parse().unwrap()).unwrap();
        let blocks = [
            block(BlockKind::Sequence, "3p"),
            block(BlockKind::Triplet, "5p"),
            block(BlockKind::Pair, "5p"),
            block(BlockKind::Sequence, "4p"),
        ];
        let red = |reds: u8| -> Vec<u8> {
            place_red_fives(&blocks, [0, reds, 0])
                .map(|block| block.red_fives)
                .collect()
        };
        assert_eq!(red(1), [1, 0, 0, 0]);
        assert_eq!(red(4), [1, 1, 1, 1]);
        assert_eq!(red(5), [1, 2, 1, 1]);
        assert_eq!(red(6), [1, 2, 2, 1]);
        assert_eq!(red(7), [1, 3, 2, 1]);
        // More red fives than fives: the rest are not shown.
        assert_eq!(red(9), [1, 3, 2, 1]);
    }

    #[test]
    fn many_blocks_need_no_buffer() {
        let pair = Block::pair("5m".parse().unwrap());
        let blocks = [pair; 12];
        let placement = place_red_fives(&blocks, [u8::MAX, 0, 0]);
        assert_eq!(placement.len(), 12);
        assert!(placement.clone().all(|block| block.red_fives == 2));
        assert_eq!(placement.last().unwrap().to_string(), "00m");
    }

    #[test]
    fn shown_blocks_list_their_tiles() {
        let block = |kind, text: &str| Block::new(kind, text.parse().unwrap()).unwrap();
        let tiles = |shown: ShownBlock| -> Vec<String> {
            shown.tiles().map(|tile| tile.to_string()).collect()
        };
        let sequence = ShownBlock {
            block: block(BlockKind::Sequence, "7s"),
            red_fives: 0,
        };
        assert_eq!(tiles(sequence), ["7s", "8s", "9s"]);
        let triplet = ShownBlock {
            block: block(BlockKind::Triplet, "5z"),
            red_fives: 3,
        };
        assert_eq!(tiles(triplet), ["5z", "5z", "5z"]);
        // A honor five is never red.
        assert_eq!(triplet.to_string(), "555z");
        let too_many = ShownBlock {
            block: block(BlockKind::Pair, "5m"),
            red_fives: 3,
        };
        assert_eq!(too_many.to_string(), "00m");
    }

    #[test]
    fn only_3n_hands_are_neither_complete_nor_waiting() {
        for (text, tiles) in [("123m", Some(3)), ("1m", None), ("11m", None)] {
            let hand: Hand = text.parse().unwrap();
            let expected = match tiles {
                Some(tiles) => Err(Error::WrongTileCount {
                    tiles,
                    melds: 0,
                    question: Question::WinOrWait,
                }),
                None => Ok(()),
            };
            assert_eq!(check_win_or_wait_count(&hand), expected, "{text}");
        }
        assert_eq!(
            check_win_or_wait_count(&Hand::default()),
            Err(Error::WrongTileCount {
                tiles: 0,
                melds: 0,
                question: Question::WinOrWait,
            })
        );
    }

    /// Every front end shows this text as it is, so it is part of the answer.
    #[test]
    fn the_3n_error_says_how_many_tiles_and_what_is_needed() {
        let error = Error::WrongTileCount {
            tiles: 12,
            melds: 0,
            question: Question::WinOrWait,
        };
        assert_eq!(
            error.to_string(),
            "a hand of 12 tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
        );
    }
}
