//! How hands, tile sets, blocks and reading parts are written in human
//! text: MPSZ notation that keeps the red fives, or Unicode mahjong tiles
//! (`--glyphs`). The JSON answers serialize themselves (`tehai_answer`).

use std::fmt::{self, Display, Write as _};

use tehai::front_end::ShownBlock;
use tehai::notation::ParsedHand;
use tehai::{Tile, TileSet};
use tehai_answer::ReadingPart;

/// A value with a notation of its own and tiles to draw as glyphs.
pub trait Tiles: Display {
    /// The kinds of its tiles, in the order they are drawn.
    fn kinds(&self) -> impl Iterator<Item = Tile>;
}

impl Tiles for ParsedHand {
    fn kinds(&self) -> impl Iterator<Item = Tile> {
        self.hand.tiles()
    }
}

impl Tiles for TileSet {
    fn kinds(&self) -> impl Iterator<Item = Tile> {
        self.iter()
    }
}

impl Tiles for ShownBlock {
    fn kinds(&self) -> impl Iterator<Item = Tile> {
        self.tiles()
    }
}

/// A hand in canonical notation with its red fives (`0`), a set of kinds
/// (`14m7p`, nothing for the empty set) or a block with its red fives
/// (`406m`); or any of them as glyphs (red fives as plain fives: they have
/// no glyph of their own).
pub struct Text<T> {
    pub value: T,
    pub glyphs: bool,
}

impl<T: Tiles> Display for Text<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.glyphs {
            self.value
                .kinds()
                .try_for_each(|tile| f.write_char(tile.glyph()))
        } else {
            self.value.fmt(f)
        }
    }
}

/// One part of a scored reading: a block or the hand as [`Text`]; a
/// declared meld always in notation, which names its kind.
pub struct Part<'a> {
    pub part: &'a ReadingPart,
    pub glyphs: bool,
}

impl Display for Part<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let glyphs = self.glyphs;
        match *self.part {
            ReadingPart::Block(value) => Text { value, glyphs }.fmt(f),
            ReadingPart::Hand(value) => Text { value, glyphs }.fmt(f),
            ReadingPart::Meld(meld) => meld.fmt(f),
        }
    }
}
