//! The cell encoding of the generated tables: how a packed suit becomes
//! its table entries (a number suit's row and column, an honor suit's
//! word), its vector class, and the counts its entries carry below the
//! class index. Everything that reads the tables goes through here, so the
//! invariants that let the look-ups skip their bounds checks sit beside
//! the look-ups.

use super::data::{
    CELL_SHIFT, CELL_WORDS, CLASS_BYTES, DISTANCE, HISTOGRAM_SHIFT, HONOR_CLASS, HONOR_CLASSES,
    HONOR_HIGH_WORD, HONOR_LOW_WORD, KINDS_BITS, KINDS_SHIFT, MELD_SHIFT, NUMBER_CLASSES,
    NUMBER_HONOR, NUMBER_HONOR_AT, NUMBER_HONOR_CLASSES, NUMBER_HONOR_ROW, NUMBER_PAIR,
    NUMBER_PAIR_AT, NUMBER_PAIR_CLASSES, NUMBER_PAIR_ROW, PAIRS_BITS, PAIRS_SHIFT, PREFIX_ROW,
    SEVEN_PAIRS, SUFFIX_COLUMN_AT, SUIT_CLASS, SUIT_CLASS_AT, TILES_BITS, TILES_SHIFT,
};
use super::view::view;

// A suffix (15 bits) and a cell index (the bits from `CELL_SHIFT` up) index
// their whole arrays, whose first parts they are: no bounds check.
const _: () = assert!(
    SUIT_CLASS_AT == 0
        && CLASS_BYTES.len() == 1 << (32 - CELL_SHIFT)
        && SUIT_CLASS.len() <= CLASS_BYTES.len()
);

// The product tables hold every pair of classes in rows of a power-of-two
// length (a shift, not a multiply), and DISTANCE's length is a power of two:
// a mask keeps an index in range without a compare (see `regular`).
const _: () = assert!(NUMBER_CLASSES <= NUMBER_PAIR_ROW && HONOR_CLASSES <= NUMBER_HONOR_ROW);
const _: () = assert!(NUMBER_PAIR.len() >= NUMBER_CLASSES * NUMBER_PAIR_ROW);
const _: () = assert!(NUMBER_HONOR.len() >= NUMBER_CLASSES * NUMBER_HONOR_ROW);
const _: () = assert!(
    DISTANCE.len() >= NUMBER_PAIR_CLASSES * NUMBER_HONOR_CLASSES
        && DISTANCE.len().is_power_of_two()
);
/// `NUMBER_PAIR` and the bytes after it, as far as an index `a ·
/// NUMBER_PAIR_ROW + b` of any two bytes `a` and `b` reaches: indexing it
/// by two classes needs no check. A real class pair stays in `NUMBER_PAIR`.
pub(crate) const NUMBER_PAIR_REACH: &[u8; 255 * NUMBER_PAIR_ROW + 256] =
    view(&CLASS_BYTES, NUMBER_PAIR_AT);
/// `NUMBER_HONOR` and the bytes after it, as far as an index `a ·
/// NUMBER_HONOR_ROW + h` of any two bytes reaches (see `NUMBER_PAIR_REACH`).
pub(crate) const NUMBER_HONOR_REACH: &[u8; 255 * NUMBER_HONOR_ROW + 256] =
    view(&CLASS_BYTES, NUMBER_HONOR_AT);

// An honor word's histogram is the top 12 bits: it indexes HONOR_CLASS.
const _: () = assert!(HISTOGRAM_SHIFT == 32 - 12 && HONOR_CLASS.len() == 1 << 12);
// The seven-pairs table covers the counts below the tiles, which are the
// kinds and the pairs; the meld shift table covers a 4-bit tile count, and
// its shifts stay within a 16-bit DISTANCE entry.
const _: () = {
    assert!(MELD_SHIFT.len() == 1 << TILES_BITS);
    let mut tiles = 0;
    while tiles < MELD_SHIFT.len() {
        assert!(MELD_SHIFT[tiles] <= 12);
        tiles += 1;
    }
};
const _: () = assert!(
    SEVEN_PAIRS.len() == 1 << TILES_SHIFT
        && KINDS_SHIFT + KINDS_BITS <= TILES_SHIFT
        && PAIRS_SHIFT + PAIRS_BITS <= TILES_SHIFT
);

#[inline(always)]
pub(crate) const fn field(sum: u32, shift: u32, width: u32) -> u32 {
    (sum >> shift) & ((1 << width) - 1)
}

/// `SUFFIX_COLUMN` and the words after it in `CELL_WORDS`, as far as a
/// packed suffix (15 bits) reaches, so that indexing by ranks 5–9 needs no
/// check. A suffix of counts at most 4 stays in `SUFFIX_COLUMN`; past it
/// lie other look-ups' words, which only a count of 5 reaches (the waits
/// try a fifth copy and then clear that rank).
const SUFFIX_REACH: &[u32; 1 << 15] = view(&CELL_WORDS, SUFFIX_COLUMN_AT);
const _: () = assert!(SUFFIX_COLUMN_AT == 0 && CELL_WORDS.len() == 1 << 15);

/// The `SUFFIX_COLUMN` entry of ranks 5–9 packed in the low 15 bits of
/// `high` (the bits above are ignored): a column at `CELL_SHIFT`, the
/// ranks' counts below it.
#[inline(always)]
pub(crate) fn suffix_entry(high: u32) -> u32 {
    SUFFIX_REACH[(high & 0o77777) as usize]
}

/// The cell of a number suit: its `PREFIX_ROW` entry (ranks 1–4) plus its
/// `SUFFIX_COLUMN` entry (ranks 5–9). Bits `CELL_SHIFT..` are its index in
/// `SUIT_CLASS`; the bits below count its kinds held, kinds held twice,
/// tiles and terminal kinds (the fields `KINDS_SHIFT`.. of the tables).
#[inline(always)]
pub(crate) fn number_cell(raw: u32) -> u32 {
    // Both indices are masked to their tables' lengths: no check.
    let row = PREFIX_ROW[(raw & 0o7777) as usize];
    let column = suffix_entry(raw >> 12);
    // The generator proves the sum never overflows and the counts never
    // carry into the index; wrapping only says there is no panic path.
    row.wrapping_add(column)
}

/// Vector class of the number suit whose row and column entries add up to
/// `cell` (see [`number_cell`]).
#[inline(always)]
pub(crate) fn cell_class(cell: u32) -> usize {
    // SUIT_CLASS starts CLASS_BYTES, which every index the shift leaves
    // fits: no bounds check. Past SUIT_CLASS lie other tables' bytes, which
    // no suit of a hand reaches.
    usize::from(CLASS_BYTES[(cell >> CELL_SHIFT) as usize])
}

/// Vector class of a number suit (see the module docs).
#[inline(always)]
pub(crate) fn number_class(raw: u32) -> usize {
    cell_class(number_cell(raw))
}

/// Vector class and tile count of a number suit: the two direct look-ups
/// that find the class also carry the tile counts of their ranks.
#[inline(always)]
pub(crate) fn number_class_and_tiles(raw: u32) -> (usize, u32) {
    let cell = number_cell(raw);
    (cell_class(cell), field(cell, TILES_SHIFT, TILES_BITS))
}

/// The honor suit's word: at `HISTOGRAM_SHIFT` how many kinds it holds at
/// least 1, 2, 3 and 4 times (3 bits each), below `CELL_SHIFT` the counts a
/// number suit's cell holds (every honor is a terminal kind). Words of
/// ranks 1–4 and 5–7 add without carries, so two look-ups replace field
/// sums over the seven ranks.
#[inline(always)]
pub(crate) fn honor_word(raw: u32) -> u32 {
    // Both indices are masked to their table's length: no bounds check.
    let low = HONOR_LOW_WORD[(raw & 0o7777) as usize];
    let high = HONOR_HIGH_WORD[(raw >> 12 & 0o777) as usize];
    low.wrapping_add(high)
}

/// Vector class of the honor suit whose word is `word`.
#[inline(always)]
pub(crate) fn honor_class(word: u32) -> usize {
    // The shift leaves 12 bits: no bounds check.
    usize::from(HONOR_CLASS[(word >> HISTOGRAM_SHIFT) as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::data::{TERMINALS_BITS, TERMINALS_SHIFT};

    /// Every packed suit of counts at most 4 and at most `max_tiles` tiles
    /// over `ranks` ranks, with its counts.
    fn for_each_suit(ranks: usize, max_tiles: u32, mut check: impl FnMut(u32, &[u32])) {
        let mut counts = [0u32; 9];
        loop {
            if counts.iter().sum::<u32>() <= max_tiles {
                let raw = counts
                    .iter()
                    .take(ranks)
                    .enumerate()
                    .map(|(rank, &count)| count << (3 * rank))
                    .sum();
                check(raw, &counts[..ranks]);
            }
            // The next count vector, rank 0 fastest.
            let mut rank = 0;
            while rank < ranks && counts[rank] == 4 {
                counts[rank] = 0;
                rank += 1;
            }
            if rank == ranks {
                return;
            }
            counts[rank] += 1;
        }
    }

    fn held(counts: &[u32], at_least: u32) -> u32 {
        counts.iter().filter(|&&count| count >= at_least).count() as u32
    }

    /// The counts a cell or word holds below `CELL_SHIFT`.
    fn extras(word: u32) -> [u32; 4] {
        [
            field(word, KINDS_SHIFT, KINDS_BITS),
            field(word, PAIRS_SHIFT, PAIRS_BITS),
            field(word, TILES_SHIFT, TILES_BITS),
            field(word, TERMINALS_SHIFT, TERMINALS_BITS),
        ]
    }

    /// Each number suit's cell counts its kinds, pairs, tiles and terminal
    /// kinds, and its index stays within SUIT_CLASS (the bytes after it,
    /// other tables, are never read as a class).
    #[test]
    fn number_cells_count_their_suit() {
        let mut suits = 0;
        for_each_suit(9, 14, |raw, counts| {
            let cell = number_cell(raw);
            assert!(((cell >> CELL_SHIFT) as usize) < SUIT_CLASS.len());
            let terminals = u32::from(counts[0] > 0) + u32::from(counts[8] > 0);
            let tiles = counts.iter().sum();
            assert_eq!(
                extras(cell),
                [held(counts, 1), held(counts, 2), tiles, terminals],
                "{raw:o}"
            );
            assert_eq!(number_class_and_tiles(raw), (cell_class(cell), tiles));
            suits += 1;
        });
        assert_eq!(suits, 405_350);
    }

    /// Each honor suit's word counts its kinds, pairs, tiles and terminal
    /// kinds (every honor), and holds its histogram.
    #[test]
    fn honor_words_count_their_suit() {
        for_each_suit(7, 14, |raw, counts| {
            let word = honor_word(raw);
            let histogram = held(counts, 1)
                | held(counts, 2) << 3
                | held(counts, 3) << 6
                | held(counts, 4) << 9;
            assert_eq!(word >> HISTOGRAM_SHIFT, histogram, "{raw:o}");
            let tiles = counts.iter().sum();
            assert_eq!(
                extras(word),
                [held(counts, 1), held(counts, 2), tiles, held(counts, 1)],
                "{raw:o}"
            );
        });
    }

    /// The seven-pairs table is `6 − pairs + max(0, 7 − kinds)`, and the
    /// meld shift picks `N` melds for `3N + 1` and `3N + 2` tiles.
    #[test]
    fn small_tables() {
        for kinds in 0..16u32 {
            for pairs in 0..8u32 {
                let index = kinds << KINDS_SHIFT | pairs << PAIRS_SHIFT;
                let expected = 6 - pairs as i8 + 7i8.saturating_sub(kinds as i8).max(0);
                assert_eq!(SEVEN_PAIRS[index as usize] as i8, expected);
            }
        }
        for tiles in 3..15u32 {
            assert_eq!(u32::from(MELD_SHIFT[tiles as usize]), 4 * (tiles / 3 - 1));
        }
    }
}
