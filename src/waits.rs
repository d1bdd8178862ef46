//! Waits (machi): the tile kinds that complete a `3N + 1` hand.
//!
//! The regular form is answered suit by suit. Adding one tile changes one
//! suit's size by one, so the suit sizes mod 3 decide where a winning tile can
//! go: with one suit of `3N + 1` tiles (the others `3N`) it must go there and
//! that suit becomes the pair suit; with two suits of `3N + 2` tiles it must go
//! into one of them, which becomes melds only while the other keeps the pair.
//! Inside a suit, every meld's rank sum is `≡ 0 (mod 3)`, so a tile `x`
//! that turns a suit of `3N + 2` tiles into melds only must satisfy
//! `x ≡ 2·Σ rank·count (mod 3)`: three candidate ranks. A tile can only help
//! a suit that keeps the pair if it lands within two ranks of a tile already
//! held. Each candidate is then checked by the same pair-position + greedy
//! test as the win check.
//!
//! A kind of which the hand already holds all four copies cannot be drawn. If
//! a fifth copy would complete the hand, the kind is reported in
//! [`Waits::fifth_tile`], never in [`Waits::waits`]. [`waits_with`] also
//! counts the copies in declared melds and seen tiles: a kind with no copy
//! left to draw is a fifth-tile wait there too.

use core::fmt;

use crate::complete::number::number_suit_is_complete;
use crate::context::{Availability, Context, ContextError};
use crate::error::{Question, TileCountError};
use crate::hand::{Hand, PackedSuit};
use crate::suit::{
    LOW_BITS, field_sum, fields_to_ranks, gather_ranks, held_fields, honor_suit_pair,
};
use crate::tile_set::TileSet;

/// The answer to "which tiles complete this hand?".
///
/// ```
/// let hand: tehai::Hand = "1112345678999m".parse().unwrap(); // nine gates
/// let waits = tehai::waits(&hand).unwrap();
/// assert_eq!(waits.waits.to_string(), "123456789m");
/// assert!(waits.fifth_tile.is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Waits {
    /// Kinds that complete the hand and can still be drawn.
    pub waits: TileSet,
    /// Kinds that would complete the hand but cannot be drawn: the hand
    /// holds all four copies (a fifth would be needed), or, for
    /// [`waits_with`], every copy not in the hand sits in a declared meld or
    /// the seen tiles. Not real waits.
    pub fifth_tile: TileSet,
}

impl Waits {
    /// `true` if the hand is tenpai: at least one real wait.
    ///
    /// ```
    /// assert!(tehai::waits(&"1m".parse().unwrap()).unwrap().is_tenpai());
    /// ```
    pub const fn is_tenpai(&self) -> bool {
        !self.waits.is_empty()
    }
}

impl fmt::Display for Waits {
    /// The waits in MPSZ notation, then the fifth-tile kinds if any:
    /// `14m`, `(none)`, `(none; fifth tile 1m)`.
    ///
    /// ```
    /// let waits = tehai::waits(&"23m456p789s11122z".parse().unwrap()).unwrap();
    /// assert_eq!(waits.to_string(), "14m");
    /// let waits = tehai::waits(&"1111m111p111s999m".parse().unwrap()).unwrap();
    /// assert_eq!(waits.to_string(), "(none; fifth tile 1m)");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.waits.is_empty() {
            f.write_str("(none")?;
        } else {
            write!(f, "{}", self.waits)?;
        }
        match (self.waits.is_empty(), self.fifth_tile.is_empty()) {
            (true, true) => f.write_str(")"),
            (true, false) => write!(f, "; fifth tile {})", self.fifth_tile),
            (false, true) => Ok(()),
            (false, false) => write!(f, " (fifth tile {})", self.fifth_tile),
        }
    }
}

fn check_tile_count(hand: &Hand) -> Result<u32, TileCountError> {
    let tiles = hand.tile_count();
    if tiles % 3 == 1 {
        Ok(tiles)
    } else {
        Err(TileCountError {
            tiles,
            question: Question::Waits,
        })
    }
}

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
const fn residue_of(tiles: u32) -> u32 {
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
fn number_complete(raw: u32, tiles: u32) -> bool {
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
fn honor_suit_waits(raw: u32, tiles: u32) -> (u16, u16) {
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
fn number_suit_waits(raw: u32, tiles: u32, to_melds: bool) -> (u16, u16) {
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
fn number_suit_waits(raw: u32, tiles: u32, to_melds: bool) -> (u16, u16) {
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

/// `true` if suit `index` is complete as it stands: melds and the pair if
/// `with_pair`, else melds only (the caller knows which from the suit's
/// remainder). The honors need no count: every count 0, 2 or 3, and one 2
/// exactly when the pair is wanted.
#[inline(always)]
fn suit_is_complete(
    index: usize,
    suits: &[PackedSuit; 4],
    sizes: &SuitSizes,
    with_pair: bool,
) -> bool {
    let raw = suits[index & 3].raw();
    if index == 3 {
        if with_pair {
            honor_suit_pair(raw) == Some(true)
        } else {
            // Triplets only: bits 0 and 1 of every field agree (0 or 3) and
            // bit 2 (a count of 4) is clear.
            ((raw ^ raw >> 1) | raw >> 2) & LOW_BITS == 0
        }
    } else {
        // An empty suit (most suits of a one-suit hand) needs no look-up.
        raw == 0 || number_complete(raw, sizes.tiles(index))
    }
}

/// The four suits' tile counts and their remainders mod 3, one byte a suit
/// (byte `i` for suit `i`): a SWAR sum two suits to a 64-bit word (man and
/// pin, sou and honors), then one multiply-shift remainder for all four.
#[derive(Clone, Copy)]
struct SuitSizes {
    /// The suits two to a word: man and pin, sou and honors (bits 32..).
    words: [u64; 2],
    /// Byte `i`: the tiles of suit `i` (at most 14).
    counts: u32,
    /// Byte `i`: the tiles of suit `i` mod 3, never 3, so bit `8i` flags a
    /// remainder of 1 and bit `8i + 1` one of 2.
    residues: u32,
}

/// Bit 0 of each suit's byte in [`SuitSizes`].
const SUIT_BYTES: u32 = 0x0101_0101;

impl SuitSizes {
    #[inline(always)]
    fn of(suits: &[PackedSuit; 4]) -> SuitSizes {
        // Every other rank field of both suits.
        const EVEN_FIELDS: u64 = 0o707_070_707 * (1 | 1 << 32);
        // Adds the five 6-bit lanes of each suit into its lane 4.
        const GATHER: u64 = 1 | 1 << 6 | 1 << 12 | 1 << 18 | 1 << 24;
        const COUNT_FIELDS: u64 = 0x3f << 24 | 0x3f << 56;
        let [man, pin, sou, honor] = suits.map(|suit| u64::from(suit.raw()));
        // A hand holds at most 14 tiles, so no lane and no partial sum of the
        // multiply reaches 64: the two suits' sums never mix.
        let sum = |word: u64| {
            let lanes = (word & EVEN_FIELDS) + ((word >> 3) & EVEN_FIELDS);
            lanes.wrapping_mul(GATHER) & COUNT_FIELDS
        };
        let words = [man | pin << 32, sou | honor << 32];
        let [low, high] = words.map(sum);
        // Man from bit 24 to 0, pin from 56 to 8, sou from 24 to 16, honors
        // from 56 to 24; the truncation drops the other suit of each shift.
        let counts =
            (low >> 24) as u32 | (low >> 48) as u32 | (high >> 8) as u32 | (high >> 32) as u32;
        // `⌊11c / 32⌋ = ⌊c / 3⌋` for every c up to 15, and 11c < 256 stays in
        // its byte.
        let thirds = (counts.wrapping_mul(11) >> 5) & (0b111 * SUIT_BYTES);
        SuitSizes {
            words,
            counts,
            residues: counts - 3 * thirds,
        }
    }

    /// Tiles in suit `index`.
    #[inline(always)]
    fn tiles(&self, index: usize) -> u32 {
        (self.counts >> (8 * (index & 3))) & 0xff
    }

    /// Tiles in the hand.
    #[inline(always)]
    fn total(&self) -> u32 {
        // The four bytes add up in the top byte (14 at most: no carry).
        self.counts.wrapping_mul(SUIT_BYTES) >> 24
    }
}

/// Waits of the regular form (melds and one pair).
///
/// ```
/// let hand: tehai::Hand = "23m456p789s11122z".parse().unwrap();
/// assert_eq!(tehai::waits_regular(&hand).unwrap().waits.to_string(), "14m");
/// ```
pub fn waits_regular(hand: &Hand) -> Result<Waits, TileCountError> {
    check_tile_count(hand)?;
    let suits = hand.suits();
    Ok(regular_waits_counted(&suits, &SuitSizes::of(&suits)))
}

/// Regular-form waits of suits whose sizes are known.
///
/// Only two shapes of suit sizes can wait (see the module docs): one suit of
/// `3N + 1` tiles with the others `3N`, or two suits of `3N + 2` tiles with
/// the others `3N`. Each is told apart by two masks of the remainders, and every suit that must stand complete is checked before
/// any wait is tried: dealt hands mostly fail there.
#[inline]
fn regular_waits_counted(suits: &[PackedSuit; 4], sizes: &SuitSizes) -> Waits {
    let residues = sizes.residues;
    let ones = residues & SUIT_BYTES;
    let twos = (residues >> 1) & SUIT_BYTES;
    let mut result = Waits::default();
    if ones.is_power_of_two() && twos == 0 {
        if others_complete(suits, sizes, ones) {
            let target = (ones.trailing_zeros() / 8) as usize;
            add_suit_waits(&mut result, suits, sizes, target, false);
        }
    } else if ones == 0 && (twos & twos.wrapping_sub(1)).is_power_of_two() {
        // Two suits of 3N + 2: the 3N suits must stand, then each of the
        // two takes the tile while the other keeps the pair.
        let low = (twos.trailing_zeros() / 8) as usize;
        let high = ((31 - twos.leading_zeros()) / 8) as usize;
        if others_complete(suits, sizes, twos) {
            if suit_is_complete(high, suits, sizes, true) {
                add_suit_waits(&mut result, suits, sizes, low, true);
            }
            if suit_is_complete(low, suits, sizes, true) {
                add_suit_waits(&mut result, suits, sizes, high, true);
            }
        }
    }
    result
}

/// `true` if every suit outside `skip` (bit `8i` for suit `i`), all of
/// `3N` tiles, is melds only. The honors go first: the cheapest test and, in dealt hands, the
/// likeliest to fail.
#[inline(always)]
fn others_complete(suits: &[PackedSuit; 4], sizes: &SuitSizes, skip: u32) -> bool {
    [3, 0, 1, 2]
        .into_iter()
        .all(|index| skip >> (8 * index) & 1 != 0 || suit_is_complete(index, suits, sizes, false))
}

/// Adds the waits of suit `target` (melds only if `to_melds`, else melds and
/// the pair) to `result`.
#[inline(always)]
fn add_suit_waits(
    result: &mut Waits,
    suits: &[PackedSuit; 4],
    sizes: &SuitSizes,
    target: usize,
    to_melds: bool,
) {
    let raw = suits[target & 3].raw();
    let tiles = sizes.tiles(target);
    let (waits, fifth) = if target == 3 {
        honor_suit_waits(raw, tiles)
    } else {
        number_suit_waits(raw, tiles, to_melds)
    };
    result.waits = result.waits.with_suit_ranks(target, waits);
    result.fifth_tile = result.fifth_tile.with_suit_ranks(target, fifth);
}

/// Waits of seven pairs (chiitoitsu): a 13-tile hand of six distinct pairs and
/// one single waits on the single. Other sizes never wait on seven pairs.
///
/// ```
/// let hand: tehai::Hand = "1122m3344p5566s7z".parse().unwrap();
/// assert_eq!(tehai::waits_seven_pairs(&hand).unwrap().waits.to_string(), "7z");
/// ```
pub fn waits_seven_pairs(hand: &Hand) -> Result<Waits, TileCountError> {
    let tiles = check_tile_count(hand)?;
    let mut result = Waits::default();
    if tiles == 13 {
        let suits = hand.suits();
        result.waits = seven_pairs_waits_of_thirteen(&suits, &SuitSizes::of(&suits).words);
    }
    Ok(result)
}

/// Seven-pairs waits of a 13-tile hand: six pairs and one single wait on the
/// single. Counted with SWAR field sums (no popcount on baseline x86_64).
#[inline]
fn seven_pairs_waits_of_thirteen(suits: &[PackedSuit; 4], words: &[u64; 2]) -> TileSet {
    // The low bit of every rank field of both suits of a word; shifting a
    // word right moves the high suit's bits below bit 32, outside these.
    const LOW_FIELDS: u64 = LOW_BITS as u64 * (1 | 1 << 32);
    // No count may reach 3: most hands with melds leave here, after a few
    // operations a word. Then 13 tiles in counts of 1 and 2 on seven kinds
    // are six pairs and one single.
    let triplets = |word: u64| (word & word >> 1) | word >> 2;
    if (triplets(words[0]) | triplets(words[1])) & LOW_FIELDS != 0 {
        return TileSet::EMPTY;
    }
    let held = |word: u64| (word | word >> 1) & LOW_FIELDS;
    // At most two flags a field in the sum of both words, four once folded.
    let kinds = held(words[0]) + held(words[1]);
    if field_sum((kinds + (kinds >> 32)) as u32) != 7 {
        return TileSet::EMPTY;
    }
    let mut result = TileSet::EMPTY;
    for (index, suit) in suits.iter().enumerate() {
        let raw = suit.raw();
        let single = raw & LOW_BITS & !(raw >> 1);
        result = result.with_suit_ranks(index, fields_to_ranks(single));
    }
    result
}

/// Terminal and honor kinds: the thirteen orphans.
const ORPHANS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26 | 0x7f << 27;

/// Waits of thirteen orphans (kokushi musou): with all 13 kinds once, any of
/// them (the 13-sided wait); with 12 kinds and a pair, the missing kind.
///
/// ```
/// let hand: tehai::Hand = "19m19p19s1234567z".parse().unwrap();
/// assert_eq!(tehai::waits_thirteen_orphans(&hand).unwrap().waits.len(), 13);
/// ```
pub fn waits_thirteen_orphans(hand: &Hand) -> Result<Waits, TileCountError> {
    let tiles = check_tile_count(hand)?;
    let mut result = Waits::default();
    if tiles == 13 {
        result.waits = thirteen_orphans_waits_of_thirteen(&hand.suits());
    }
    Ok(result)
}

/// Field masks of the ranks that are not orphans (2..8 of a number suit).
const SIMPLE_FIELDS: u32 = 0o077_777_770;

/// Thirteen-orphans waits of a 13-tile hand.
#[inline]
fn thirteen_orphans_waits_of_thirteen(suits: &[PackedSuit; 4]) -> TileSet {
    // Any simple tile rules the form out; most hands leave here.
    if suits[..3]
        .iter()
        .any(|suit| suit.raw() & SIMPLE_FIELDS != 0)
    {
        return TileSet::EMPTY;
    }
    let mut held = TileSet::EMPTY;
    for (index, suit) in suits.iter().enumerate() {
        held = held.with_suit_ranks(index, fields_to_ranks(held_fields(suit.raw())));
    }
    // 13 orphan tiles: 13 kinds once (13-sided wait), or 12 kinds and one
    // pair (the missing kind); any other shape is not tenpai.
    match held.len() {
        13 => TileSet(ORPHANS),
        12 if held.0 & !ORPHANS == 0 => TileSet(ORPHANS & !held.0),
        _ => TileSet::EMPTY,
    }
}

/// Every kind that completes the hand in any form (regular, seven pairs,
/// thirteen orphans), with fifth-tile kinds reported apart.
///
/// ```
/// // The 1m it would need (the 999m could also pair) is all in the hand.
/// let hand: tehai::Hand = "1111m111p111s999m".parse().unwrap();
/// let waits = tehai::waits(&hand).unwrap();
/// assert!(!waits.is_tenpai());
/// assert_eq!(waits.fifth_tile.to_string(), "1m");
/// ```
pub fn waits(hand: &Hand) -> Result<Waits, TileCountError> {
    let suits = hand.suits();
    let sizes = SuitSizes::of(&suits);
    let tiles = sizes.total();
    if tiles % 3 != 1 {
        return Err(TileCountError {
            tiles,
            question: Question::Waits,
        });
    }
    let mut result = regular_waits_counted(&suits, &sizes);
    if tiles == 13 {
        // The special forms' waits are never fifth copies: both want a kind
        // held at most once.
        let special = seven_pairs_waits_of_thirteen(&suits, &sizes.words)
            .union(thirteen_orphans_waits_of_thirteen(&suits));
        result.waits = result.waits.union(special);
        result.fifth_tile = TileSet(result.fifth_tile.0 & !special.0);
    }
    Ok(result)
}

/// The waits of a `3N + 1` hand at a table ([`Context`]): as [`waits`], but
/// a kind counts as a real wait only while a copy of it is left to draw —
/// not all held, in the hand's declared melds or among the seen tiles.
/// Kinds that complete the hand with no copy left go to
/// [`Waits::fifth_tile`]. Three players play without 2m to 8m.
///
/// ```
/// use tehai::{Context, Meld, TileCounts};
/// // A single 7z beside a declared pon of 7z: the pair needs a fifth 7z.
/// let melds: [Meld; 4] = ["pon 777z".parse()?, "pon 111z".parse()?, "chi 123m".parse()?, "chi 789p".parse()?];
/// let hand: tehai::Hand = "7z".parse()?;
/// assert!(tehai::waits(&hand)?.is_tenpai());
/// let found = tehai::waits_with(&hand, &Context::default().with_melds(&melds))?;
/// assert!(!found.is_tenpai());
/// assert_eq!(found.fifth_tile.to_string(), "7z");
///
/// // All four 1m out of play: the 1m side of the 14m wait is dead.
/// let hand: tehai::Hand = "23m456p789s11122z".parse()?;
/// let seen: TileCounts = "1111m".parse()?;
/// let found = tehai::waits_with(&hand, &Context::default().with_seen(seen))?;
/// assert_eq!(found.to_string(), "4m (fifth tile 1m)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn waits_with(hand: &Hand, context: &Context<'_>) -> Result<Waits, ContextError> {
    let found = waits(hand)?;
    let availability = Availability::new(hand, context)?;
    let unseen = availability.unseen().packed();
    let mut drawable = TileSet::EMPTY;
    for (index, raw) in unseen.iter().enumerate() {
        drawable = drawable.with_suit_ranks(index, fields_to_ranks(held_fields(*raw)));
    }
    Ok(Waits {
        waits: found.waits.intersection(drawable),
        fifth_tile: found.fifth_tile.union(found.waits.difference(drawable)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::complete::number::is_number_suit_complete_by_scan;
    use crate::suit::is_honor_suit_complete;

    /// Calls `visit` with every packed suit of `ranks` ranks (counts 0..=4)
    /// holding at most 13 tiles, and its tile count.
    fn for_each_suit(ranks: u32, mut visit: impl FnMut(u32, u32)) {
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

    #[test]
    fn residue_of_matches_the_remainder() {
        for tiles in 0..16 {
            assert_eq!(residue_of(tiles), tiles % 3, "{tiles}");
        }
    }

    /// Every split of at most 14 tiles among the four suits, packed from the
    /// lowest or the highest rank: the counts, remainders and total agree.
    #[test]
    fn suit_sizes_of_every_split() {
        // `tiles` tiles four to a rank from rank 0 up, or from rank `top` down.
        let packed = |tiles: u32, top: Option<u32>| {
            let mut raw = 0u32;
            let mut left = tiles;
            for step in 0..9 {
                let rank = top.map_or(step, |top| top.saturating_sub(step));
                let count = left.min(4);
                raw += count << (3 * rank);
                left -= count;
            }
            raw
        };
        for split in 0..15u32.pow(4) {
            let tiles = [split % 15, split / 15 % 15, split / 225 % 15, split / 3375];
            if tiles.iter().sum::<u32>() > 14 {
                continue;
            }
            for top in [None, Some(8)] {
                let mut suits = [PackedSuit::EMPTY; 4];
                for (index, suit) in suits.iter_mut().enumerate() {
                    let top = if index == 3 { top.map(|_| 6) } else { top };
                    *suit = PackedSuit::from_raw_unchecked(packed(tiles[index], top));
                    assert_eq!(suit.tile_count(), tiles[index]);
                }
                let sizes = SuitSizes::of(&suits);
                for (index, &count) in tiles.iter().enumerate() {
                    assert_eq!(sizes.tiles(index), count, "{tiles:?}");
                    assert_eq!(sizes.residues >> (8 * index) & 0xff, count % 3, "{tiles:?}");
                }
                assert_eq!(sizes.total(), tiles.iter().sum::<u32>(), "{tiles:?}");
            }
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
        // The completeness test of the honors, without a tile count.
        let suits = |raw: u32| {
            [
                PackedSuit::EMPTY,
                PackedSuit::EMPTY,
                PackedSuit::EMPTY,
                PackedSuit::from_raw_unchecked(raw),
            ]
        };
        for_each_suit(7, |raw, tiles| {
            let sizes = SuitSizes::of(&suits(raw));
            assert_eq!(sizes.tiles(3), tiles);
            assert_eq!(
                suit_is_complete(3, &suits(raw), &sizes, tiles % 3 == 2),
                tiles % 3 != 1 && is_honor_suit_complete(raw, tiles),
                "{raw:#o}"
            );
        });
    }

    /// Thirteen orphans with twelve kinds and a pair waits on the missing
    /// kind alone, whichever kind is paired or missing.
    #[test]
    fn thirteen_orphans_pair_shapes() {
        let hand: Hand = "19m19p19s1234566z".parse().unwrap();
        // 7z is tile index 33.
        assert_eq!(waits(&hand).unwrap().waits.bits(), 1 << 33);
        let kinds: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        for missing in kinds {
            for paired in kinds.into_iter().filter(|&kind| kind != missing) {
                let mut counts = [0u8; 34];
                for kind in kinds.into_iter().filter(|&kind| kind != missing) {
                    counts[kind] = 1;
                }
                counts[paired] = 2;
                let hand = Hand::from_counts(&counts).unwrap();
                let found = waits(&hand).unwrap();
                assert_eq!(found.waits.bits(), 1 << missing, "{hand}");
                assert!(found.fifth_tile.is_empty(), "{hand}");
            }
        }
    }
}
