//! The regular-form win check by direct look-ups (the `tables` build).
//!
//! A number suit is cut between ranks 4 and 5. The only melds that cross
//! the cut are the sequences starting at rank 3 (`x` of them, taking one
//! tile each of ranks 3, 4, 5) and at rank 4 (`y`, taking ranks 4, 5, 6).
//! Three equal crossing sequences are three triplets, which either side
//! can read on its own, so a split exists with `x, y < 3` whenever one
//! exists at all: nine boundary states. Each is taken three ways: no pair
//! in the suit, the pair in ranks 5–9, or the pair in ranks 1–4. Ranks
//! 1–4 say which of the 27 (state, pair place) combinations they can
//! complete ([`PREFIX_STATES`]), ranks 5–9 which they can
//! ([`COLUMN_STATES`]); the suit splits into melds and at most one pair
//! exactly when the two sets meet, and holds the pair when they meet
//! outside the no-pair group.
//!
//! Ranks 5–9 are first reduced to their column in the shanten tables
//! (`SUFFIX_COLUMN`), which is shared: suffixes of one column give every
//! suit of at most 14 tiles the same class and tile residue, so the
//! column's suffix with the fewest tiles stands for all of them, and the
//! states need 8 KiB instead of 128 KiB. The tests compare the result with
//! the shanten tables on every number suit of at most 14 tiles.

use crate::tables::cell::suffix_entry;
use crate::tables::data::{CELL_SHIFT, SUFFIX_COLUMN, TILES_BITS, TILES_SHIFT};

/// Columns of the shanten tables' `SUFFIX_COLUMN` (an entry's bits from
/// `CELL_SHIFT` up); the table below fails to build if one is larger.
const COLUMNS: usize = 2048;

/// The column of a `SUFFIX_COLUMN` entry.
const fn column_of(entry: u32) -> usize {
    (entry >> CELL_SHIFT) as usize
}

/// Bit of boundary state `(x, y)` in the group of pair place `place`
/// (0: no pair, 1: the pair in ranks 5–9, 2: the pair in ranks 1–4).
const fn state_bit(x: u32, y: u32, place: u32) -> u32 {
    1 << (9 * place + 3 * y + x)
}

/// The states outside the no-pair group: a suit whose set meets there
/// holds the pair.
pub(crate) const PAIR_STATES: u32 = !0x1ff;

/// Count at `field` of a packed value (3 bits a field).
const fn field(raw: u32, field: u32) -> u32 {
    (raw >> (3 * field)) & 0b111
}

/// `true` if every field of `raw` is at most 4.
const fn within_four(raw: u32) -> bool {
    // A field above 4 has its top bit and at least one other bit set.
    let top = (raw >> 2) & 0o111_111_111;
    let low = (raw | raw >> 1) & 0o111_111_111;
    top & low == 0
}

/// `true` if `raw` (any fields) splits into triplets and sequences: the
/// greedy scan from the lowest rank, which is exact for a suit without
/// its pair.
const fn splits_into_melds(mut raw: u32) -> bool {
    let mut shift = 0;
    while shift < 27 {
        let mut count = (raw >> shift) & 0b111;
        if count >= 3 {
            count -= 3;
        }
        if count > 0 {
            if shift + 6 >= 27
                || (raw >> (shift + 3)) & 0b111 < count
                || (raw >> (shift + 6)) & 0b111 < count
            {
                return false;
            }
            raw -= count * (0o111 << shift);
        }
        raw &= !(0b111 << shift);
        shift += 3;
    }
    true
}

/// The same, after taking a pair from one of the first `fields` fields.
const fn splits_with_pair(raw: u32, fields: u32) -> bool {
    let mut at = 0;
    while at < fields {
        if field(raw, at) >= 2 && splits_into_melds(raw - (2 << (3 * at))) {
            return true;
        }
        at += 1;
    }
    false
}

/// The states ranks 1–4 (the low 12 bits of a suit) can complete.
const fn prefix_states(prefix: u32) -> u32 {
    let mut states = 0;
    let mut x = 0;
    while x < 3 {
        let mut y = 0;
        while y < 3 {
            // The crossing sequences take `x` tiles of rank 3 and `x + y` of rank 4.
            if field(prefix, 2) >= x && field(prefix, 3) >= x + y {
                let rest = prefix - (x << 6) - ((x + y) << 9);
                if splits_into_melds(rest) {
                    states |= state_bit(x, y, 0) | state_bit(x, y, 1);
                }
                if splits_with_pair(rest, 4) {
                    states |= state_bit(x, y, 2);
                }
            }
            y += 1;
        }
        x += 1;
    }
    states
}

/// The states ranks 5–9 (`suffix`, rank 5 in the low field) can complete.
const fn suffix_states(suffix: u32) -> u32 {
    let mut states = 0;
    let mut x = 0;
    while x < 3 {
        let mut y = 0;
        while y < 3 {
            // The crossing sequences take `x + y` tiles of rank 5 and `y` of rank 6.
            if field(suffix, 0) >= x + y && field(suffix, 1) >= y {
                let rest = suffix - (x + y) - (y << 3);
                if splits_into_melds(rest) {
                    states |= state_bit(x, y, 0) | state_bit(x, y, 2);
                }
                if splits_with_pair(rest, 5) {
                    states |= state_bit(x, y, 1);
                }
            }
            y += 1;
        }
        x += 1;
    }
    states
}

/// The states of ranks 1–4, by their 12 packed bits.
static PREFIX_STATES: [u32; 4096] = {
    let mut table = [0; 4096];
    let mut prefix = 0;
    while prefix < 4096 {
        if within_four(prefix) {
            table[prefix as usize] = prefix_states(prefix);
        }
        prefix += 1;
    }
    table
};

/// The states of ranks 5–9, by their `SUFFIX_COLUMN` column: those of the
/// column's suffix with the fewest tiles.
static COLUMN_STATES: [u32; COLUMNS] = {
    let mut fewest = [u8::MAX; COLUMNS];
    let mut chosen = [0u32; COLUMNS];
    let mut suffix = 0;
    while suffix < SUFFIX_COLUMN.len() {
        let entry = SUFFIX_COLUMN[suffix];
        let column = column_of(entry);
        let tiles = ((entry >> TILES_SHIFT) & ((1 << TILES_BITS) - 1)) as u8;
        if within_four(suffix as u32) && tiles < fewest[column] {
            fewest[column] = tiles;
            chosen[column] = suffix as u32;
        }
        suffix += 1;
    }
    let mut table = [0; COLUMNS];
    let mut column = 0;
    while column < COLUMNS {
        if fewest[column] != u8::MAX {
            table[column] = suffix_states(chosen[column]);
        }
        column += 1;
    }
    table
};

/// The states a number suit (every count at most 4, at most 14 tiles) can
/// complete: 0 if it does not split into melds and at most one pair, and
/// some of [`PAIR_STATES`] exactly when it splits with the pair.
#[inline(always)]
pub(crate) fn number_suit_states(raw: u32) -> u32 {
    // Every index is masked to its table's length: no check.
    let prefix = PREFIX_STATES[(raw & 0xfff) as usize];
    let entry = suffix_entry(raw >> 12);
    prefix & COLUMN_STATES[column_of(entry) & (COLUMNS - 1)]
}

/// Per honor field count: 0 for 0 and 3, 1 for a pair, [`HONOR_BROKEN`] for
/// 1 and 4 (and the counts above 4, which a hand never holds).
const fn honor_code(count: u32) -> u8 {
    match count {
        0 | 3 => 0,
        2 => 1,
        _ => HONOR_BROKEN,
    }
}

/// The code of a broken honor count: more than the pairs of every honor.
const HONOR_BROKEN: u8 = 16;

/// The sum of [`honor_code`] over the four fields of 12 packed honor bits.
static HONOR_CODES: [u8; 4096] = {
    let mut table = [0; 4096];
    let mut bits = 0;
    while bits < 4096 {
        table[bits as usize] = honor_code(field(bits, 0))
            + honor_code(field(bits, 1))
            + honor_code(field(bits, 2))
            + honor_code(field(bits, 3));
        bits += 1;
    }
    table
};

/// The number of pairs of the honor suit when every other count is 0 or 3;
/// above 1 when the suit does not split into triplets and at most one pair.
/// Two look-ups, on honors 1–4 and 5–7.
#[inline(always)]
pub(crate) fn honor_pairs(raw: u32) -> u32 {
    // An honor suit has 21 bits, so the second index is below 512.
    u32::from(HONOR_CODES[(raw & 0xfff) as usize])
        + u32::from(HONOR_CODES[((raw >> 12) & 0xfff) as usize])
}

#[cfg(test)]
mod tests {
    use super::super::number::number_suit_is_complete;
    use super::*;
    use crate::suit::honor_suit_pair;

    /// Every packed suit with each count at most 4 and at most `max` tiles.
    fn suits(ranks: u32, max: u32) -> impl Iterator<Item = (u32, u32)> {
        (0..5u32.pow(ranks)).filter_map(move |mut code| {
            let (mut raw, mut tiles) = (0, 0);
            for rank in 0..ranks {
                raw |= (code % 5) << (3 * rank);
                tiles += code % 5;
                code /= 5;
            }
            (tiles <= max).then_some((raw, tiles))
        })
    }

    #[test]
    fn number_states_match_the_shanten_tables_on_every_suit() {
        let mut checked = 0;
        for (raw, tiles) in suits(9, 14) {
            let complete = number_suit_is_complete(raw, tiles);
            let states = number_suit_states(raw);
            assert_eq!(states != 0, complete, "{raw:o}");
            assert_eq!(
                states & PAIR_STATES != 0,
                complete && tiles % 3 == 2,
                "{raw:o}"
            );
            checked += 1;
        }
        assert_eq!(checked, 405_350);
    }

    #[test]
    fn honor_pairs_match_the_field_check_on_every_honor_suit() {
        for (raw, _) in suits(7, 14) {
            let pairs = honor_pairs(raw);
            let expected = honor_suit_pair(raw).map(u32::from);
            assert_eq!((pairs <= 1).then_some(pairs), expected, "{raw:o}");
        }
    }
}
