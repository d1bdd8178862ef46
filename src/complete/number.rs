//! Whether one number suit splits exactly into melds and, for `3N + 2`
//! tiles, one pair: by its class in the shanten tables, or without them by
//! the pair candidates and the greedy scan of [`crate::suit`].

#[cfg(any(test, not(feature = "tables")))]
use crate::hand::PackedSuit;
#[cfg(any(test, not(feature = "tables")))]
use crate::suit::{first_pair_candidate, greedy_melds};
#[cfg(feature = "tables")]
use crate::tables::cell::{number_class, number_class_and_tiles};
#[cfg(feature = "tables")]
use crate::tables::data::NUMBER_COMPLETE;

/// `true` if one number suit splits into melds only (`3N` tiles) or into
/// melds and one pair (`3N + 2` tiles), by the pair candidates and the greedy
/// scan. Unlike [`number_suit_is_complete`] this accepts a count of 5 in one
/// rank; the tests check the table path and the fifth-tile waits with it.
#[cfg(test)]
pub(crate) fn is_number_suit_complete_by_scan(raw: u32) -> bool {
    complete_by_scan(raw, PackedSuit::from_raw_unchecked(raw).tile_count())
}

/// [`is_number_suit_complete_by_scan`] on a suit of `tiles` tiles.
#[cfg(any(test, not(feature = "tables")))]
#[inline]
fn complete_by_scan(raw: u32, tiles: u32) -> bool {
    let suit = PackedSuit::from_raw_unchecked(raw);
    match tiles % 3 {
        0 => greedy_melds(raw).is_some(),
        2 => {
            let mut pair = first_pair_candidate(suit);
            while pair < 9 {
                let shift = 3 * pair;
                if (raw >> shift) & 0b111 >= 2 && greedy_melds(raw - (2 << shift)).is_some() {
                    return true;
                }
                pair += 3;
            }
            false
        }
        _ => false,
    }
}

/// `true` if a number suit of `tiles` tiles (every count at most 4) splits
/// exactly into melds and, for `3N + 2` tiles, one pair: its shanten class
/// has a zero distance at `(tiles / 3, tiles % 3 == 2)`. Three table loads
/// instead of up to three greedy scans; the win check and waits use it.
#[cfg(feature = "tables")]
#[inline(always)]
pub(crate) fn number_suit_is_complete(raw: u32, tiles: u32) -> bool {
    number_class_is_complete(number_class(raw), tiles)
}

/// `true` if a number suit of `tiles` tiles (every count at most 4) splits
/// exactly into melds and, for `3N + 2` tiles, one pair: by the pair
/// candidates and the greedy scan, the build without the shanten tables.
/// The tests prove it equal to the tables on every suit.
#[cfg(not(feature = "tables"))]
#[inline]
pub(crate) fn number_suit_is_complete(raw: u32, tiles: u32) -> bool {
    complete_by_scan(raw, tiles)
}

/// A number suit's tile count, and whether it splits exactly into melds
/// and, for `3N + 2` tiles, one pair. With the tables the class look-ups
/// give the count as well. (The `tables` build of the win check uses its
/// own look-ups.)
#[cfg_attr(feature = "tables", allow(dead_code))]
#[inline(always)]
pub(crate) fn number_suit_tiles_and_completeness(raw: u32) -> (u32, bool) {
    #[cfg(feature = "tables")]
    {
        let (class, tiles) = number_class_and_tiles(raw);
        (tiles, number_class_is_complete(class, tiles))
    }
    #[cfg(not(feature = "tables"))]
    {
        let tiles = PackedSuit::from_raw_unchecked(raw).tile_count();
        (tiles, complete_by_scan(raw, tiles))
    }
}

/// `true` if a number suit of vector class `class` holding `tiles` tiles
/// splits exactly into melds and, for `3N + 2` tiles, one pair.
#[cfg(feature = "tables")]
#[inline(always)]
pub(crate) fn number_class_is_complete(class: usize, tiles: u32) -> bool {
    // A class is below 256, so the look-up needs no bounds check.
    u32::from(COMPLETE_BY_TILES[class & 0xff]) >> (tiles & 15) & 1 != 0
}

/// `NUMBER_COMPLETE` re-indexed by tile count, and padded to 256 classes:
/// bit `n` is set if a suit of that class holding `n` tiles splits exactly
/// into melds and, for `n ≡ 2 (mod 3)`, a pair. The win check then shifts by
/// the tile count alone.
#[cfg(feature = "tables")]
static COMPLETE_BY_TILES: [u16; 256] = {
    let mut table = [0u16; 256];
    let mut class = 0;
    while class < NUMBER_COMPLETE.len() {
        let mut tiles = 0;
        while tiles < 16 {
            // The mask's bit for `n` tiles is `2(n / 3) + [n ≡ 2]`; a suit of
            // `3N + 1` tiles is never complete.
            let bit = 2 * (tiles / 3) + tiles % 3 / 2;
            if tiles % 3 != 1 && (NUMBER_COMPLETE[class] >> bit) & 1 != 0 {
                table[class] |= 1 << tiles;
            }
            tiles += 1;
        }
        class += 1;
    }
    table
};
