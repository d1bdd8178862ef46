//! The reading a score was computed from: the concealed blocks and the
//! declared melds.

use core::fmt;

use crate::array_vec::ArrayVec;
use crate::decompose::Block;
use crate::decompose::set::SuitDecomposition;
use crate::meld::Meld;
use crate::tile::Tile;

use super::split::Part;

use super::context::DeclaredMelds;

/// Most concealed blocks in a reading: the seven pairs of chiitoitsu.
///
/// ```
/// let hand = "1122m3344p5566s77z".parse()?;
/// let best = tehai::score(&hand, &tehai::score::WinContext::new("7z".parse()?))?;
/// assert_eq!(best.reading().blocks().len(), tehai::score::MAX_READING_BLOCKS);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const MAX_READING_BLOCKS: usize = 7;

/// The winning form of a reading.
///
/// ```
/// use tehai::score;
/// use tehai::score::{ReadingForm, WinContext};
/// let hand = "1122m3344p5566s77z".parse()?;
/// let best = score(&hand, &WinContext::new("7z".parse()?))?;
/// assert_eq!(best.reading().form(), ReadingForm::SevenPairs);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum ReadingForm {
    /// Four melds (concealed blocks and declared melds) and a pair.
    Regular = 0,
    /// Seven distinct pairs (chiitoitsu).
    SevenPairs = 1,
    /// Thirteen orphans (kokushi musou).
    ThirteenOrphans = 2,
}

/// One reading of a winning hand: its form, its concealed blocks and its
/// declared melds.
///
/// The blocks of a regular reading are those of a [`Decomposition`](crate::decompose::Decomposition); seven
/// pairs lists its seven pairs; thirteen orphans lists only its pair, the one
/// orphan held twice.
///
/// ```
/// use tehai::score;
/// use tehai::score::WinContext;
/// let hand = "234567m234p55s".parse()?;
/// let mut context = WinContext::new("4p".parse()?);
/// context.melds.push("pon 777z".parse()?).unwrap();
/// let best = score(&hand, &context)?;
/// assert_eq!(best.reading().to_string(), "234m 567m 234p 55s + pon 777z");
/// assert_eq!(best.reading().blocks().len(), 4);
/// assert_eq!(best.reading().melds().len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    form: ReadingForm,
    blocks: ArrayVec<Block, MAX_READING_BLOCKS>,
    melds: DeclaredMelds,
}

impl Reading {
    /// A reading of `form` with the given blocks (at most seven are kept).
    pub(crate) fn from_blocks(
        form: ReadingForm,
        blocks: impl Iterator<Item = Block>,
        melds: DeclaredMelds,
    ) -> Reading {
        let mut reading = Reading {
            form,
            blocks: ArrayVec::EMPTY,
            melds,
        };
        for block in blocks.take(MAX_READING_BLOCKS) {
            let _ = reading.blocks.push(block);
        }
        reading
    }

    /// The regular reading whose suits (m, p, s, z) read `choice`, summed
    /// up in `part`, its blocks in the order of [`crate::decompose()`]:
    /// kind by kind, the pair, then the triplet, then the sequences
    /// starting there.
    pub(crate) fn regular(
        part: &Part,
        choice: &[SuitDecomposition; 4],
        melds: DeclaredMelds,
    ) -> Reading {
        let mut blocks = ArrayVec::EMPTY;
        let mut push = |block: Block| {
            let _ = blocks.push(block);
        };
        let pair = 1u64.checked_shl(u32::from(part.pair)).unwrap_or(0);
        // Visit only the kinds that hold a block, lowest first.
        let mut kinds = part.starts | part.triplets | pair;
        while kinds != 0 {
            let index = kinds.trailing_zeros();
            kinds &= kinds - 1;
            let Some(tile) = Tile::new(index as u8) else {
                continue;
            };
            if pair >> index & 1 != 0 {
                push(Block::pair(tile));
            }
            if part.triplets >> index & 1 != 0 {
                push(Block::triplet(tile));
            }
            if part.starts >> index & 1 != 0 {
                let suit = choice
                    .get(index as usize / 9)
                    .map_or(0, |suit| suit.sequences);
                let sequences = suit >> (3 * (index % 9)) & 0b111;
                if let Some(sequence) = Block::sequence(tile) {
                    for _ in 0..sequences {
                        push(sequence);
                    }
                }
            }
        }
        Reading {
            form: ReadingForm::Regular,
            blocks,
            melds,
        }
    }

    /// The seven pairs reading of the kinds in `pairs` (a bit per kind).
    pub(crate) fn seven_pairs(pairs: u64) -> Reading {
        Reading::from_blocks(
            ReadingForm::SevenPairs,
            Tile::all()
                .filter(|tile| pairs & (1 << tile.index()) != 0)
                .map(Block::pair),
            DeclaredMelds::EMPTY,
        )
    }

    /// The winning form.
    ///
    /// ```
    /// let hand = "19m19p19s12345677z".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("7z".parse()?))?;
    /// assert_eq!(best.reading().form(), tehai::score::ReadingForm::ThirteenOrphans);
    /// assert_eq!(best.reading().blocks()[0].to_string(), "77z");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn form(&self) -> ReadingForm {
        self.form
    }

    /// The concealed blocks, in tile order.
    ///
    /// ```
    /// let hand = "1122m3344p5566s77z".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("7z".parse()?))?;
    /// assert_eq!(best.reading().blocks().len(), 7);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn blocks(&self) -> &[Block] {
        self.blocks.as_slice()
    }

    /// The declared melds.
    ///
    /// ```
    /// let hand = "234567m234p55s".parse()?;
    /// let mut context = tehai::score::WinContext::new("4p".parse()?);
    /// context.melds.push("chi 678s".parse()?).unwrap();
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.reading().melds()[0].to_string(), "chi 678s");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn melds(&self) -> &[Meld] {
        self.melds.as_slice()
    }
}

impl fmt::Display for Reading {
    /// The blocks separated by spaces, then each meld after a `+`:
    /// `234m 567m 234p 55s + pon 777z`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, block) in self.blocks().iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{block}")?;
        }
        for meld in self.melds() {
            write!(f, " + {meld}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::decompose_plain;
    use crate::hand::Hand;
    use crate::score::split::Split;
    use crate::score::wait::wait_shapes;
    use std::vec::Vec as StdVec;

    /// `N` of a hand of `3N + 2` tiles.
    fn melds(hand: &Hand) -> u8 {
        (hand.tile_count().saturating_sub(2) / 3) as u8
    }

    /// The split lists the readings, blocks and waits of `decompose`.
    fn agrees_with_decompose(text: &str) {
        let hand: Hand = text.parse().unwrap();
        let split = Split::new(&hand, melds(&hand));
        let set = decompose_plain(&hand).unwrap();
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
            let choice = split.choice(index).unwrap();
            let reading = Reading::regular(&split.part_of(&choice), &choice, DeclaredMelds::EMPTY);
            assert_eq!(reading.blocks(), decomposition.blocks(), "{text}");
            assert_eq!(split.part(index), split.part_of(&choice));
            for tile in hand.tiles() {
                let packed: StdVec<_> = split.waits(index, tile).collect();
                let listed: StdVec<_> = wait_shapes(decomposition, tile).collect();
                assert_eq!(packed, listed, "{text} {tile}");
            }
        }
    }

    #[test]
    fn debug_shows_the_blocks_held_only() {
        let pair = Block::pair("7z".parse().unwrap());
        let reading = Reading::from_blocks(
            ReadingForm::ThirteenOrphans,
            core::iter::once(pair),
            DeclaredMelds::EMPTY,
        );
        assert_eq!(
            std::format!("{reading:?}"),
            "Reading { form: ThirteenOrphans, blocks: [Pair(7z)], melds: [] }"
        );
        let seven = Reading::seven_pairs(0b111_1111);
        assert_eq!(seven.blocks().len(), 7);
        assert_eq!(std::format!("{seven}"), "11m 22m 33m 44m 55m 66m 77m");
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
            // The pair on the kind a sequence starts at (`11m` + `123m`),
            // and a triplet there too.
            "11123m456p789s111z",
            "22234m567p789s111z",
            "11123456789999m",
            "11112345678999p",
        ] {
            agrees_with_decompose(text);
        }
    }
}
