//! How hands, tile sets, blocks and reading parts are written in human
//! text: in the notation asked for (MPSZ, which keeps the red fives, by
//! default; `tehai_answer::InNotation` writes the others), or as Unicode
//! mahjong tiles (`--glyphs`). The JSON answers serialize themselves
//! (`tehai_answer::Notated`).

use std::fmt::{self, Display, Write as _};

use tehai::front_end::ShownBlock;
use tehai::notation::ParsedHand;
use tehai::{Tile, TileSet};
use tehai_answer::{InNotation, Notation, ReadingPart};

/// A value with a notation of its own and tiles to draw as glyphs.
pub trait Tiles: tehai_answer::Tiles {
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

impl Tiles for Tile {
    fn kinds(&self) -> impl Iterator<Item = Tile> {
        std::iter::once(*self)
    }
}

impl Tiles for ShownBlock {
    fn kinds(&self) -> impl Iterator<Item = Tile> {
        self.tiles()
    }
}

/// A hand in canonical notation with its red fives (`0`), a set of kinds
/// (`14m7p`, nothing for the empty set), one kind or a block with its red
/// fives (`406m`), in MPSZ or the notation asked for; or any of them as
/// glyphs (red fives as plain fives: they have no glyph of their own).
pub struct Text<T> {
    pub value: T,
    pub glyphs: bool,
    pub notation: Notation,
}

impl<T: Tiles> Display for Text<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.glyphs {
            self.value
                .kinds()
                .try_for_each(|tile| f.write_char(tile.glyph()))
        } else {
            InNotation::new(&self.value, self.notation).fmt(f)
        }
    }
}

/// One part of a scored reading: a block or the hand as [`Text`]; a
/// declared meld always in notation, which names its kind.
pub struct Part<'a> {
    pub part: &'a ReadingPart,
    pub glyphs: bool,
    pub notation: Notation,
}

impl Display for Part<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let glyphs = self.glyphs;
        match *self.part {
            ReadingPart::Block(value) if glyphs => Text {
                value,
                glyphs,
                notation: self.notation,
            }
            .fmt(f),
            ReadingPart::Hand(value) if glyphs => Text {
                value,
                glyphs,
                notation: self.notation,
            }
            .fmt(f),
            part => part.in_notation(self.notation).fmt(f),
        }
    }
}
