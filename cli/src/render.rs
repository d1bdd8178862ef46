//! How hands, tile sets, blocks and reading parts are written in human
//! text: MPSZ notation that keeps the red fives, or Unicode mahjong tiles
//! (`--glyphs`). The JSON answers serialize themselves (`tehai_answer`).

use std::fmt::{self, Display, Write as _};

use tehai::{ParsedHand, ShownBlock, Tile, TileSet};
use tehai_answer::ReadingPart;

/// Writes each tile as its glyph.
fn glyphs(f: &mut fmt::Formatter<'_>, tiles: impl Iterator<Item = Tile>) -> fmt::Result {
    let mut tiles = tiles;
    tiles.try_for_each(|tile| f.write_char(tile.glyph()))
}

/// A hand in canonical notation with its red fives (`0`), or as glyphs.
pub struct Hand<'a> {
    pub parsed: &'a ParsedHand,
    pub glyphs: bool,
}

impl Display for Hand<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.glyphs {
            glyphs(f, self.parsed.hand.tiles())
        } else {
            self.parsed.fmt(f)
        }
    }
}

/// A set of kinds in notation (`14m7p`, nothing for the empty set), or as glyphs.
pub struct Tiles {
    pub set: TileSet,
    pub glyphs: bool,
}

impl Display for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.glyphs {
            glyphs(f, self.set.iter())
        } else {
            self.set.fmt(f)
        }
    }
}

/// One block with its red fives (`406m`, `055p`), or as glyphs (red fives
/// as plain fives: there is no glyph for them).
pub struct Block {
    pub shown: ShownBlock,
    pub glyphs: bool,
}

impl Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.glyphs {
            glyphs(f, self.shown.tiles())
        } else {
            self.shown.fmt(f)
        }
    }
}

/// One part of a scored reading: a block or the hand as above; a declared
/// meld always in notation, which names its kind.
pub struct Part<'a> {
    pub part: &'a ReadingPart,
    pub glyphs: bool,
}

impl Display for Part<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let glyphs = self.glyphs;
        match self.part {
            ReadingPart::Block(shown) => Block {
                shown: *shown,
                glyphs,
            }
            .fmt(f),
            ReadingPart::Hand(parsed) => Hand { parsed, glyphs }.fmt(f),
            ReadingPart::Meld(meld) => meld.fmt(f),
        }
    }
}
