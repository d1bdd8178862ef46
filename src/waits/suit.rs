//! The waits of one suit: the ranks whose draw makes it complete, with the
//! pair or with melds only, and the fifth-copy ranks apart.

use crate::complete::number::number_suit_is_complete;
use crate::hand::PackedSuit;
#[cfg(not(feature = "tables"))]
use crate::suit::fields_to_ranks;
use crate::suit::{LOW_BITS, field_sum, gather_ranks};

/// Ranks `0..9` within two of a held tile: the only places a drawn tile can
/// join a pair or a meld with tiles already held.
#[cfg(not(feature = "tables"))]
#[inline]
fn near_held_ranks(raw: u32) -> u16 {
    let mut held = 0u16;
    let mut rest = raw;
    while rest != 0 {
        let rank = rest.trailing_zeros() / 3;
        held |= 1 << rank;
        rest &= !(0b111 << (3 * rank));
    }
    (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1ff
}

/// `tiles mod 3` for `tiles` in 0..=15: a shift of a constant holding the
/// sixteen remainders, two bits each, instead of a division.
#[inline(always)]
pub(super) const fn residue_of(tiles: u32) -> u32 {
    const RESIDUES: u32 = 0b00_10_01_00_10_01_00_10_01_00_10_01_00_10_01_00;
    (RESIDUES >> (2 * (tiles & 15))) & 0b11
}

/// The class tables read directly, for the number suits of the waits: a
/// suit's class is found from a row (ranks 1–4) and a column (ranks 5–9),
/// so a tile added in ranks 1–4 changes only the row and one in ranks 5–9
/// only the column, and a wait costs one row or column look-up, one class
/// look-up and a bit test.
#[cfg(feature = "tables")]
mod lookup {
    use crate::tables::cell::{cell_class, suffix_entry};
    use crate::tables::data::{NUMBER_COMPLETE, PREFIX_ROW};

    /// `COMPLETED[n][class]` is 1 if a number suit of that class holding `n`
    /// tiles is melds and, for `n ≡ 2 (mod 3)`, a pair, else 0: the flag is
    /// one load, with no shift by the tile count. 4 KiB; a class is below
    /// 256, so no look-up needs a bounds check.
    static COMPLETED: [[u8; 256]; 16] = {
        let mut table = [[0u8; 256]; 16];
        let mut tiles = 0;
        while tiles < 16 {
            // Bit `2(n / 3) + [n ≡ 2]` of a class's mask stands for `n`
            // tiles; `3N + 1` tiles are never complete.
            let bit = 2 * (tiles / 3) + tiles % 3 / 2;
            let mut class = 0;
            while class < NUMBER_COMPLETE.len() {
                if tiles % 3 != 1 && bit < 16 {
                    table[tiles][class] = (NUMBER_COMPLETE[class] >> bit) as u8 & 1;
                }
                class += 1;
            }
            tiles += 1;
        }
        table
    };

    /// The row entry of ranks 1–4 (the low 12 bits of a suit; higher bits
    /// are ignored), kept whole: a row and a column entry add up to the
    /// suit's cell, whose class one shift finds.
    #[inline(always)]
    pub(super) fn row(low: u32) -> u32 {
        PREFIX_ROW[(low & 0o7777) as usize]
    }

    /// The column entry of ranks 5–9 (the suit shifted down by 12 bits;
    /// higher bits are ignored). A fifth copy tried reads some other word as
    /// its entry; the caller clears that rank.
    #[inline(always)]
    pub(super) fn column(high: u32) -> u32 {
        suffix_entry(high)
    }

    /// The completeness flags of suits holding `tiles` tiles, by class.
    #[inline(always)]
    pub(super) fn flags(tiles: u32) -> &'static [u8; 256] {
        &COMPLETED[(tiles & 15) as usize]
    }

    /// 1 if the suit whose entries are `row` and `column` is complete, by
    /// `flags`.
    #[inline(always)]
    pub(super) fn complete(row: u32, column: u32, flags: &[u8; 256]) -> u16 {
        // The class is below 256 and the cell's shift keeps its index in
        // the class bytes: no look-up is checked. The entries of a fifth
        // copy give some class, which the caller clears.
        let class = cell_class(row.wrapping_add(column));
        u16::from(flags[class & 0xff])
    }

    /// `true` if the number suit `raw` of `tiles` tiles is complete.
    #[inline(always)]
    pub(super) fn suit_complete(raw: u32, tiles: u32) -> bool {
        complete(row(raw), column(raw >> 12), flags(tiles)) != 0
    }
}

/// `true` if a number suit of `tiles` tiles (counts at most 4) is melds
/// and, for `3N + 2` tiles, a pair: by the class tables read directly, or
/// without them by the scan.
#[inline(always)]
pub(super) fn number_complete(raw: u32, tiles: u32) -> bool {
    #[cfg(feature = "tables")]
    {
        lookup::suit_complete(raw, tiles)
    }
    #[cfg(not(feature = "tables"))]
    {
        number_suit_is_complete(raw, tiles)
    }
}

/// Ranks of a number suit of `3N + 1` tiles whose tile makes it melds and a
/// pair: (real waits, fifth tiles). With the tables every rank is tried, no
/// loop (see [`lookup`]).
#[cfg(feature = "tables")]
#[inline(always)]
fn number_pair_suit_waits(raw: u32, tiles: u32) -> (u16, u16) {
    use lookup::{column, complete, flags, row};

    let low = raw & 0o7777;
    let high = raw >> 12;
    let (base_row, base_column) = (row(low), column(high));
    let flags = flags(tiles + 1);
    let mut waits = 0u16;
    for rank in 0..4 {
        // A count of 4 becomes 5 here, read as some class and cleared below.
        waits |= complete(row(low + (1 << (3 * rank))), base_column, flags) << rank;
    }
    for rank in 0..5 {
        let with_tile = column(high + (1 << (3 * rank)));
        waits |= complete(base_row, with_tile, flags) << (rank + 4);
    }
    let fours = (raw >> 2) & LOW_BITS;
    if fours == 0 {
        return (waits, 0);
    }
    // A rank holding four has no fifth copy to draw.
    let fours = gather_ranks(fours) as u16;
    (waits & !fours, fifth_tile_waits(raw, tiles, fours))
}

/// Ranks of a number suit of `3N + 2` tiles whose tile makes it melds only:
/// (real waits, fifth tiles). Such a tile has `x ≡ 2·Σ rank·count (mod 3)`,
/// so three ranks are tried: the first always in ranks 1–3 (a new row), the
/// last in ranks 7–9 (a new column), the middle one either.
#[cfg(feature = "tables")]
#[inline(always)]
fn number_meld_suit_waits(raw: u32, tiles: u32) -> (u16, u16) {
    use lookup::{column, complete, flags, row};

    let first = first_meld_candidate(raw);
    let low = raw & 0o7777;
    let high = raw >> 12;
    let (base_row, base_column) = (row(low), column(high));
    let flags = flags(tiles + 1);
    let mut waits = complete(row(low + (1 << (3 * first))), base_column, flags) << first;
    let middle = if first == 0 {
        complete(row(low + (1 << 9)), base_column, flags)
    } else {
        complete(base_row, column(high + (1 << (3 * (first - 1)))), flags)
    };
    waits |= middle << (first + 3);
    let last = complete(base_row, column(high + (1 << (3 * (first + 2)))), flags);
    waits |= last << (first + 6);
    let fours = (raw >> 2) & LOW_BITS;
    if fours == 0 {
        return (waits, 0);
    }
    let fours = gather_ranks(fours) as u16 & (0b001_001_001 << first);
    (waits & !fours, fifth_tile_waits(raw, tiles, fours))
}

/// The first rank of the three (`x`, `x + 3`, `x + 6`) whose tile can turn a
/// number suit of `3N + 2` tiles into melds only: every meld's rank sum is
/// `≡ 0 (mod 3)`, so `x ≡ 2·Σ rank·count`.
#[inline(always)]
fn first_meld_candidate(raw: u32) -> u32 {
    // Ranks ≡ 1 (mod 3) are 1, 4, 7 and ranks ≡ 2 are 2, 5, 8 (0-based), so
    // Σ rank·count ≡ (their tiles) + (the tiles of ranks ≡ 2): one SWAR sum
    // of two masked suits, which stays below 64 (28 at most).
    const RANKS_1_OR_2: u32 = 0o770_770_770;
    const RANKS_2: u32 = 0o700_700_700;
    let suit = |raw: u32| PackedSuit::from_raw_unchecked(raw).lanes();
    let sum = PackedSuit::gather_lanes(suit(raw & RANKS_1_OR_2) + suit(raw & RANKS_2));
    // `2s mod 3` for s in 0..32, two bits each: a shift instead of a division.
    const TWICE_MOD_3: u64 = {
        let mut table = 0u64;
        let mut sum = 0;
        while sum < 32 {
            table |= ((2 * sum) % 3) << (2 * sum);
            sum += 1;
        }
        table
    };
    (TWICE_MOD_3 >> (2 * (sum & 31))) as u32 & 0b11
}

/// The ranks among `fours` (ranks holding all four copies) whose fifth copy
/// would complete a number suit of `tiles` tiles. A count of 5 is outside
/// the tables' domain, but a suit of at most 14 tiles cannot run five
/// sequences (ten more tiles) through one rank, nor four and leave one copy:
/// the five copies hold a triplet, or the pair and three sequences. So the
/// suit less the triplet (two copies left, melds and maybe the pair) or less
/// the pair (three copies left, melds only) is looked up instead; a suit of
/// `3N + 1` tiles is never complete, which rules the pair out when the tile
/// must make melds only.
#[cold]
#[inline(never)]
fn fifth_tile_waits(raw: u32, tiles: u32, fours: u16) -> u16 {
    let mut fifth = 0u16;
    let mut rest = fours & 0x1ff;
    while rest != 0 {
        let rank = rest.trailing_zeros();
        rest &= rest - 1;
        let one = 1 << (3 * rank);
        let complete = number_suit_is_complete(raw - 2 * one, tiles.saturating_sub(2))
            || number_suit_is_complete(raw - one, tiles.saturating_sub(1));
        fifth |= u16::from(complete) << rank;
    }
    fifth
}

/// Ranks of the honor suit whose tile completes it: (real waits, fifth
/// tiles). A tile only helps an honor it joins, and a complete honor suit
/// holds counts of 0, 2 and 3 only, with one 2 exactly when it has `3N + 2`
/// tiles. So with `3N + 1` tiles the suit waits on its single when it has
/// one single and no pair, on both pairs when it has two pairs and no
/// single; with `3N + 2` tiles on its pair when that is all besides
/// triplets. A held four leaves no way but a fifth copy (triplet and pair),
/// which needs every other honor a triplet.
#[inline(always)]
pub(super) fn honor_suit_waits(raw: u32, tiles: u32) -> (u16, u16) {
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let fours = (raw >> 2) & LOW_BITS;
    let singles = bit0 & !bit1 & !fours;
    let pairs = bit1 & !bit0;
    let more_than_one = |fields: u32| fields & fields.wrapping_sub(1) != 0;
    let (waits, fifth) = if residue_of(tiles) == 1 {
        if fours != 0 {
            let lone_four = singles | pairs == 0 && !more_than_one(fours);
            (0, if lone_four { fours } else { 0 })
        } else if pairs == 0 && singles != 0 && !more_than_one(singles) {
            (singles, 0)
        } else if singles == 0 && pairs != 0 && field_sum(pairs) == 2 {
            (pairs, 0)
        } else {
            (0, 0)
        }
    } else if singles | fours == 0 && pairs != 0 && !more_than_one(pairs) {
        (pairs, 0)
    } else {
        (0, 0)
    };
    (gather_ranks(waits) as u16, gather_ranks(fifth) as u16)
}

/// Ranks of a number suit whose tile completes it: as melds only when
/// `to_melds` (`3N + 2` tiles), else as melds and a pair (`3N + 1` tiles).
/// Returns (real waits, fifth tiles).
#[cfg(feature = "tables")]
#[inline(always)]
pub(super) fn number_suit_waits(raw: u32, tiles: u32, to_melds: bool) -> (u16, u16) {
    if to_melds {
        number_meld_suit_waits(raw, tiles)
    } else {
        number_pair_suit_waits(raw, tiles)
    }
}

/// Ranks of a number suit whose tile completes it: as melds only when
/// `to_melds`, else as melds and a pair. Returns (real waits, fifth tiles).
/// Without the tables each candidate is scanned.
#[cfg(not(feature = "tables"))]
pub(super) fn number_suit_waits(raw: u32, tiles: u32, to_melds: bool) -> (u16, u16) {
    let candidates = if to_melds {
        // The tile that makes 3N + 2 tiles into melds has x ≡ 2s (mod 3).
        let first = first_meld_candidate(raw);
        (0b001_001_001u16 << first) & near_held_ranks(raw)
    } else {
        // Here x depends on where the pair goes, so any rank near a held
        // tile may do.
        near_held_ranks(raw)
    };
    let fours = fields_to_ranks((raw >> 2) & LOW_BITS) & candidates;
    let mut waits = 0u16;
    let mut rest = candidates & !fours;
    while rest != 0 {
        let rank = rest.trailing_zeros();
        rest &= rest - 1;
        if number_suit_is_complete(raw + (1 << (3 * rank)), tiles + 1) {
            waits |= 1 << rank;
        }
    }
    let fifth = if fours == 0 {
        0
    } else {
        fifth_tile_waits(raw, tiles, fours)
    };
    (waits, fifth)
}

#[cfg(test)]
/// Calls `visit` with every packed suit of `ranks` ranks (counts 0..=4)
/// holding at most 13 tiles, and its tile count (for the tests).
pub(super) fn for_each_suit(ranks: u32, mut visit: impl FnMut(u32, u32)) {
    fn walk(rank: u32, ranks: u32, raw: u32, tiles: u32, visit: &mut impl FnMut(u32, u32)) {
        if rank == ranks {
            visit(raw, tiles);
            return;
        }
        for count in 0..=4u32.min(13 - tiles) {
            walk(
                rank + 1,
                ranks,
                raw | count << (3 * rank),
                tiles + count,
                visit,
            );
        }
    }
    walk(0, ranks, 0, 0, &mut visit);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::complete::number::is_number_suit_complete_by_scan;

    #[test]
    fn residue_of_matches_the_remainder() {
        for tiles in 0..16 {
            assert_eq!(residue_of(tiles), tiles % 3, "{tiles}");
        }
    }

    /// Every number suit of up to 13 tiles: the completeness read from the
    /// class tables directly equals the shared test.
    #[cfg(feature = "tables")]
    #[test]
    fn number_completeness_by_the_class_tables() {
        for_each_suit(9, |raw, tiles| {
            for held in [tiles, tiles + 1] {
                // A count off by one too: both read the same class masks.
                assert_eq!(
                    lookup::suit_complete(raw, held),
                    number_suit_is_complete(raw, held),
                    "{raw:#o} {held}"
                );
            }
        });
    }

    /// Every number suit of `3N + 1` (melds and pair) or `3N + 2` (melds
    /// only) tiles: the waits and fifth tiles equal the greedy scan of the
    /// suit with the tile added, a fifth copy included.
    #[test]
    fn number_suit_waits_equal_the_scan() {
        let mut fifth_seen = [0u32; 2];
        for_each_suit(9, |raw, tiles| {
            let to_melds = match tiles % 3 {
                1 => false,
                2 => true,
                _ => return,
            };
            let mut waits = 0u16;
            let mut fifth = 0u16;
            for rank in 0..9 {
                if is_number_suit_complete_by_scan(raw + (1 << (3 * rank))) {
                    if (raw >> (3 * rank)) & 0b111 == 4 {
                        fifth |= 1 << rank;
                    } else {
                        waits |= 1 << rank;
                    }
                }
            }
            fifth_seen[usize::from(to_melds)] += u32::from(fifth != 0);
            assert_eq!(
                number_suit_waits(raw, tiles, to_melds),
                (waits, fifth),
                "{raw:#o}"
            );
        });
        // Both shapes reach the fifth-tile path.
        assert!(fifth_seen.iter().all(|&seen| seen > 100), "{fifth_seen:?}");
    }

    /// Every honor suit: the waits and fifth tiles follow the definition
    /// (counts of 0, 2 and 3, one 2 exactly for `3N + 2` tiles; a fifth copy
    /// reads as a triplet and the pair).
    #[test]
    fn honor_suit_waits_follow_the_definition() {
        let complete = |counts: &[u32; 7], tiles: u32| {
            let pairs = counts.iter().filter(|&&count| count == 2).count();
            let fives = counts.iter().filter(|&&count| count == 5).count();
            counts.iter().all(|&count| matches!(count, 0 | 2 | 3 | 5))
                && pairs + fives == usize::from(tiles % 3 == 2)
        };
        for_each_suit(7, |raw, tiles| {
            if tiles % 3 == 0 {
                return;
            }
            let mut waits = 0u16;
            let mut fifth = 0u16;
            for rank in 0..7 {
                let mut counts = [0u32; 7];
                for (index, count) in counts.iter_mut().enumerate() {
                    *count = (raw >> (3 * index)) & 0b111;
                }
                counts[rank] += 1;
                if complete(&counts, tiles + 1) {
                    if counts[rank] == 5 {
                        fifth |= 1 << rank;
                    } else {
                        waits |= 1 << rank;
                    }
                }
            }
            assert_eq!(honor_suit_waits(raw, tiles), (waits, fifth), "{raw:#o}");
        });
    }
}
