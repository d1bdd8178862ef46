//! The packed hand: four `u32` suits, three bits a rank.
//!
//! Rank `r` (0-based) of a suit lives in bits `3r..3r + 3`. A count never
//! exceeds 4, so adding or removing one tile is a plain add or subtract of
//! `1 << 3r` that cannot carry into the neighbouring rank, and whole-suit
//! questions (how many tiles? is every count even?) become a few word
//! operations. A number suit uses 27 bits, the honor suit 21.

use core::fmt;

use crate::error::Error;
use crate::tile::{Suit, Tile};

mod limits;
mod pack;

pub use limits::{MAX_CONCEALED_TILES, MAX_COPIES};

const FIELD_MASK: u32 = 0b111;

/// The suit and 3-bit field shift of each of the 34 kinds, by index; the
/// table has 64 entries so that an index masked to 6 bits reads it without
/// a bounds check (the entries past the kinds point past a suit's nine
/// fields, which are 0).
const KIND_PLACES: [(u8, u8); 64] = {
    let mut places = [(0, 27); 64];
    let mut index = 0;
    while index < 34 {
        places[index] = ((index / 9) as u8, 3 * (index % 9) as u8);
        index += 1;
    }
    places
};

/// Every other rank field (ranks 0, 2, 4, 6, 8): used by the SWAR tile count.
const EVEN_FIELDS: u32 = 0o707_070_707;

/// One suit of a hand, packed three bits a rank (see the module docs).
///
/// Every value of this type holds counts of at most 4 in its ranks and no bits
/// above its last rank; the constructors check it.
///
/// ```
/// use tehai::hand::PackedSuit;
/// let suit = PackedSuit::from_counts(&[1, 1, 1, 0, 0, 0, 0, 0, 2]).unwrap();
/// assert_eq!(suit.count(8), 2);
/// assert_eq!(suit.tile_count(), 5);
/// assert_eq!(suit.raw(), 0o200_000_111);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PackedSuit(u32);

impl fmt::Debug for PackedSuit {
    /// The packed word in octal, one digit a rank from rank 9 down to rank 1:
    /// `PackedSuit(0o000000111)` is one each of ranks 1, 2 and 3.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PackedSuit(0o{:09o})", self.0)
    }
}

impl PackedSuit {
    /// The suit holding no tiles.
    ///
    /// ```
    /// assert_eq!(tehai::hand::PackedSuit::EMPTY.tile_count(), 0);
    /// ```
    pub const EMPTY: PackedSuit = PackedSuit(0);

    /// Checks a raw packed value: every 3-bit field at most 4, nothing above
    /// rank 8 (rank 6 for honors is the caller's concern; see [`Hand::from_suits`]).
    ///
    /// ```
    /// use tehai::hand::PackedSuit;
    /// assert!(PackedSuit::from_raw(0o4).is_some());
    /// assert!(PackedSuit::from_raw(0o5).is_none()); // five copies
    /// assert!(PackedSuit::from_raw(1 << 27).is_none()); // a tenth rank
    /// ```
    pub const fn from_raw(raw: u32) -> Option<PackedSuit> {
        if raw >> 27 != 0 {
            return None;
        }
        let mut rank = 0;
        while rank < 9 {
            if (raw >> (3 * rank)) & FIELD_MASK > MAX_COPIES as u32 {
                return None;
            }
            rank += 1;
        }
        Some(PackedSuit(raw))
    }

    /// Packs up to nine counts (rank 0 first). `None` if a count exceeds 4 or
    /// more than nine counts are given.
    ///
    /// ```
    /// use tehai::hand::PackedSuit;
    /// assert_eq!(PackedSuit::from_counts(&[0, 3]).unwrap().count(1), 3);
    /// assert!(PackedSuit::from_counts(&[5]).is_none());
    /// ```
    pub fn from_counts(counts: &[u8]) -> Option<PackedSuit> {
        if counts.len() > 9 {
            return None;
        }
        let mut raw = 0u32;
        for (rank, &count) in counts.iter().enumerate() {
            if count > MAX_COPIES {
                return None;
            }
            raw |= u32::from(count) << (3 * rank);
        }
        Some(PackedSuit(raw))
    }

    /// Wraps raw bits without checking them. Only for probing inside the
    /// crate: a field may then hold 5 (a hypothetical fifth copy, used to
    /// detect fifth-tile waits); every count-based method stays well defined
    /// for fields up to 7.
    pub(crate) const fn from_raw_unchecked(raw: u32) -> PackedSuit {
        PackedSuit(raw)
    }

    /// The packed bits.
    ///
    /// ```
    /// assert_eq!(tehai::hand::PackedSuit::from_counts(&[2]).unwrap().raw(), 2);
    /// ```
    pub const fn raw(self) -> u32 {
        self.0
    }

    /// Copies of the tile at `rank`; 0 for a rank outside `0..9`.
    ///
    /// ```
    /// let suit = tehai::hand::PackedSuit::from_counts(&[0, 0, 4]).unwrap();
    /// assert_eq!(suit.count(2), 4);
    /// assert_eq!(suit.count(20), 0);
    /// ```
    pub const fn count(self, rank: u8) -> u8 {
        if rank >= 9 {
            return 0;
        }
        ((self.0 >> (3 * rank as u32)) & FIELD_MASK) as u8
    }

    /// Total tiles in the suit, summed over all fields at once (SWAR): pairs
    /// of fields are added into 6-bit lanes, then one multiply gathers the
    /// lanes into the top lane.
    ///
    /// ```
    /// let suit = tehai::hand::PackedSuit::from_counts(&[4, 4, 4, 2]).unwrap();
    /// assert_eq!(suit.tile_count(), 14);
    /// ```
    pub const fn tile_count(self) -> u32 {
        // Each lane holds at most 8 and their sum at most 36, so no lane
        // carries into the next.
        PackedSuit::gather_lanes(self.lanes())
    }

    /// Pairs of rank fields added into 6-bit lanes at bits 0, 6, 12, 18, 24.
    #[inline(always)]
    pub(crate) const fn lanes(self) -> u32 {
        (self.0 & EVEN_FIELDS) + ((self.0 >> 3) & EVEN_FIELDS)
    }

    /// Sum of the five 6-bit lanes at bits 0, 6, 12, 18 and 24 (the sum must
    /// stay below 64): one multiply adds every lane into the top one.
    #[inline(always)]
    pub(crate) const fn gather_lanes(lanes: u32) -> u32 {
        const GATHER: u32 = 1 | 1 << 6 | 1 << 12 | 1 << 18 | 1 << 24;
        (lanes.wrapping_mul(GATHER) >> 24) & 0x3f
    }

    /// `Σ rank · count (mod 3)` over 0-based ranks: the quantity the mod-3
    /// rules are stated in (`docs/design.md`). A suit that splits into melds has 0;
    /// a suit that splits into melds and a pair at rank `p` has `p ≡ 2·sum`.
    ///
    /// ```
    /// // 123m: 0 + 1 + 2 = 3 ≡ 0.
    /// assert_eq!(tehai::hand::PackedSuit::from_counts(&[1, 1, 1]).unwrap().rank_sum_mod3(), 0);
    /// ```
    pub const fn rank_sum_mod3(self) -> u32 {
        // Ranks ≡ 1 (mod 3) are 1, 4, 7; ranks ≡ 2 are 2, 5, 8.
        const RANKS_1: u32 = 0o010_010_010;
        const RANKS_2: u32 = 0o100_100_100;
        let ones = PackedSuit(self.0 & (RANKS_1 * 7)).tile_count();
        let twos = PackedSuit(self.0 & (RANKS_2 * 7)).tile_count();
        (ones + 2 * twos) % 3
    }

    /// Adds one tile at `rank`; `None` if the rank is outside `0..9` or already
    /// holds four copies.
    ///
    /// ```
    /// let suit = tehai::hand::PackedSuit::EMPTY.with_added(3).unwrap();
    /// assert_eq!(suit.count(3), 1);
    /// ```
    pub const fn with_added(self, rank: u8) -> Option<PackedSuit> {
        if rank >= 9 || self.count(rank) >= MAX_COPIES {
            return None;
        }
        Some(PackedSuit(self.0 + (1 << (3 * rank as u32))))
    }

    /// Removes one tile at `rank`; `None` if there is none there.
    ///
    /// ```
    /// let suit = tehai::hand::PackedSuit::from_counts(&[1]).unwrap();
    /// assert_eq!(suit.with_removed(0), Some(tehai::hand::PackedSuit::EMPTY));
    /// assert_eq!(suit.with_removed(1), None);
    /// ```
    pub const fn with_removed(self, rank: u8) -> Option<PackedSuit> {
        if self.count(rank) == 0 {
            return None;
        }
        Some(PackedSuit(self.0 - (1 << (3 * rank as u32))))
    }
}

/// A concealed hand (tehai) of at most 14 tiles, packed as four [`PackedSuit`]s
/// in the order m, p, s, z. Declared melds are not part of it: a hand of
/// `3N + 2` or `3N + 1` tiles implies `4 − N` declared melds.
///
/// Parse it from MPSZ notation, build it from counts, or add tiles one by one:
///
/// ```
/// use tehai::{Hand, Tile};
/// let hand: Hand = "123m456p789s11122z".parse().unwrap();
/// assert_eq!(hand.tile_count(), 14);
/// assert_eq!(hand.count("1z".parse::<Tile>().unwrap()), 3);
/// assert_eq!(hand.to_string(), "123m456p789s11122z");
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hand {
    suits: [PackedSuit; 4],
}

impl fmt::Debug for Hand {
    /// The hand in MPSZ notation: `Hand(123m55p)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand({self})")
    }
}

/// Each tile kind's suit and the value that adds one copy of it
/// (`1 << 3 · rank`), so that a draw or a discard needs no division by 9.
static TILE_SLOTS: [(u8, u32); Tile::KINDS] = {
    let mut slots = [(0u8, 0u32); Tile::KINDS];
    let mut index = 0;
    while index < Tile::KINDS {
        slots[index] = ((index / 9) as u8, 1 << (3 * (index % 9)));
        index += 1;
    }
    slots
};

/// The suit index and one-copy value of `tile`.
#[inline(always)]
fn slot(tile: Tile) -> (usize, u32) {
    // A tile's index is below 34: the fallback is never taken.
    let (suit, unit) = TILE_SLOTS.get(tile.index()).copied().unwrap_or((0, 0));
    (usize::from(suit), unit)
}

/// The first problem of counts that [`Hand::from_counts`] rejected, walking
/// them in index order. Kept out of line so that the fast path inlines.
#[cold]
#[inline(never)]
fn first_counts_problem(counts: &[u8; 34]) -> Error {
    let mut running = 0u32;
    for (index, &count) in counts.iter().enumerate() {
        if count > MAX_COPIES {
            return Error::TooManyCopies {
                tile: Tile::of_index(index),
            };
        }
        running += u32::from(count);
        if running > MAX_CONCEALED_TILES {
            return Error::TooManyTiles;
        }
    }
    Error::TooManyTiles
}

impl Hand {
    /// The hand holding no tiles.
    ///
    /// ```
    /// assert_eq!(tehai::Hand::EMPTY.tile_count(), 0);
    /// ```
    pub const EMPTY: Hand = Hand {
        suits: [PackedSuit::EMPTY; 4],
    };

    /// Builds a hand from 34 counts in tile index order.
    ///
    /// ```
    /// let mut counts = [0u8; 34];
    /// counts[27] = 2; // 11z
    /// let hand = tehai::Hand::from_counts(&counts).unwrap();
    /// assert_eq!(hand.to_string(), "11z");
    /// ```
    #[inline]
    pub fn from_counts(counts: &[u8; 34]) -> Result<Hand, Error> {
        // Engines call this in tight loops: pack and validate eight counts at
        // a time as the bytes of a u64 (no loop, no branch until the end);
        // only a failure walks the counts again to name the first problem.
        //
        // Unaligned 8-byte loads; the ranges are constant, so no bounds check
        // survives and the fallback is never taken.
        let load = |at: usize| {
            counts
                .get(at..)
                .and_then(<[u8]>::first_chunk::<8>)
                .map_or(0, |bytes| u64::from_le_bytes(*bytes))
        };
        // Ranks 1-8 of each number suit and the seven honors (bytes 27..34,
        // loaded from 26 and shifted so that the top byte is 0); the ninth
        // ranks travel separately.
        let words = [load(0), load(9), load(18), load(26) >> 8];
        let [c8, c17, c26] = [8, 17, 26].map(|at| counts.get(at).copied().unwrap_or(0));
        let packed = pack::pack_count_words(words, [c8, c17, c26]);
        if packed.acceptable {
            return Ok(Hand {
                suits: packed.suits.map(PackedSuit),
            });
        }
        Err(first_counts_problem(counts))
    }

    /// A hand from packed suits its caller has checked: every field at most
    /// [`MAX_COPIES`], no bits above a suit's ranks and at most
    /// [`MAX_CONCEALED_TILES`] tiles in all (the notation reader's quick
    /// path, which proves them as it packs).
    pub(crate) const fn from_checked_suits(raw: [u32; 4]) -> Hand {
        let [man, pin, sou, honor] = raw;
        Hand {
            suits: [
                PackedSuit::from_raw_unchecked(man),
                PackedSuit::from_raw_unchecked(pin),
                PackedSuit::from_raw_unchecked(sou),
                PackedSuit::from_raw_unchecked(honor),
            ],
        }
    }

    /// Builds a hand from four raw packed suits (m, p, s, z), checking every
    /// field and the tile total.
    ///
    /// ```
    /// let hand = tehai::Hand::from_suits([0o111, 0, 0, 0o2]).unwrap();
    /// assert_eq!(hand.to_string(), "123m11z");
    /// assert!(tehai::Hand::from_suits([0, 0, 0, 1 << 21]).is_err()); // an 8z
    /// ```
    pub fn from_suits(raw: [u32; 4]) -> Result<Hand, Error> {
        let mut hand = Hand::EMPTY;
        for (suit_index, (&bits, slot)) in raw.iter().zip(hand.suits.iter_mut()).enumerate() {
            let limit_bits = if suit_index == 3 { 21 } else { 27 };
            let packed = match PackedSuit::from_raw(bits) {
                Some(packed) if bits >> limit_bits == 0 => packed,
                Some(_) | None => {
                    return Err(Error::InvalidPackedSuit {
                        suit: Suit::of_index(suit_index),
                    });
                }
            };
            *slot = packed;
        }
        // Not `hand.tile_count()`: it adds the four suits' lanes before
        // gathering them, which is exact only for a hand (at most 14
        // tiles), and a total of 64 would read as 0. Each suit's own count
        // is exact up to its 36 tiles.
        let tiles: u32 = hand.suits.iter().map(|suit| suit.tile_count()).sum();
        if tiles > MAX_CONCEALED_TILES {
            return Err(Error::TooManyTiles);
        }
        Ok(hand)
    }

    /// The four packed suits, m p s z.
    ///
    /// ```
    /// let hand: tehai::Hand = "1s".parse().unwrap();
    /// assert_eq!(hand.suits()[2].count(0), 1);
    /// ```
    pub const fn suits(&self) -> [PackedSuit; 4] {
        self.suits
    }

    /// One packed suit.
    ///
    /// ```
    /// use tehai::{Hand, Suit};
    /// let hand: Hand = "55p".parse().unwrap();
    /// assert_eq!(hand.suit(Suit::Pin).count(4), 2);
    /// ```
    pub const fn suit(&self, suit: Suit) -> PackedSuit {
        self.suits[suit as usize]
    }

    /// The 34 counts in tile index order.
    ///
    /// ```
    /// let hand: tehai::Hand = "2m".parse().unwrap();
    /// assert_eq!(hand.counts()[1], 1);
    /// ```
    pub fn counts(&self) -> [u8; 34] {
        let mut counts = [0u8; 34];
        for (index, slot) in counts.iter_mut().enumerate() {
            if let Some(suit) = self.suits.get(index / 9) {
                *slot = suit.count((index % 9) as u8);
            }
        }
        counts
    }

    /// Copies of `tile` in the hand.
    ///
    /// ```
    /// let hand: tehai::Hand = "777z".parse().unwrap();
    /// assert_eq!(hand.count("7z".parse().unwrap()), 3);
    /// ```
    pub const fn count(&self, tile: Tile) -> u8 {
        // The suit and the field's shift of each kind, read from a table:
        // the scorer counts single kinds often.
        let (suit, shift) = KIND_PLACES[tile.index() & 63];
        ((self.suits[suit as usize & 3].raw() >> shift) & FIELD_MASK) as u8
    }

    /// Total concealed tiles.
    ///
    /// ```
    /// let hand: tehai::Hand = "19m19p19s1234567z".parse().unwrap();
    /// assert_eq!(hand.tile_count(), 13);
    /// ```
    pub const fn tile_count(&self) -> u32 {
        // A hand holds at most 14 tiles, so the four suits' 6-bit lanes (two
        // rank fields each) can be added before the one gathering multiply:
        // no lane, and not the total, can exceed 14.
        let [m, p, s, z] = self.suits;
        PackedSuit::gather_lanes(m.lanes() + p.lanes() + s.lanes() + z.lanes())
    }

    /// Adds one tile; fails on a fifth copy or a fifteenth tile, leaving the
    /// hand unchanged. A table gives the tile's suit and field, so a draw
    /// costs a handful of instructions (the tile count is one SWAR sum).
    ///
    /// ```
    /// let mut hand: tehai::Hand = "1111m".parse().unwrap();
    /// assert!(hand.add("1m".parse().unwrap()).is_err());
    /// hand.add("2m".parse().unwrap()).unwrap();
    /// assert_eq!(hand.to_string(), "11112m");
    /// ```
    #[inline]
    pub fn add(&mut self, tile: Tile) -> Result<(), Error> {
        if self.tile_count() >= MAX_CONCEALED_TILES {
            return Err(Error::TooManyTiles);
        }
        self.add_within_total(tile)
    }

    /// A copy of the hand with one more `tile`.
    ///
    /// ```
    /// let hand: tehai::Hand = "1m".parse().unwrap();
    /// assert_eq!(hand.with_added("1m".parse().unwrap()).unwrap().to_string(), "11m");
    /// ```
    #[inline]
    pub fn with_added(&self, tile: Tile) -> Result<Hand, Error> {
        let mut next = *self;
        next.add(tile)?;
        Ok(next)
    }

    /// Removes one tile; fails, leaving the hand unchanged, if it is not there.
    ///
    /// ```
    /// let mut hand: tehai::Hand = "12m".parse().unwrap();
    /// hand.remove("1m".parse().unwrap()).unwrap();
    /// assert_eq!(hand.to_string(), "2m");
    /// assert!(hand.remove("1m".parse().unwrap()).is_err());
    /// ```
    #[inline]
    pub fn remove(&mut self, tile: Tile) -> Result<(), Error> {
        let (suit, unit) = slot(tile);
        match self.suits.get_mut(suit) {
            Some(packed) if packed.0 & (FIELD_MASK * unit) != 0 => {
                packed.0 -= unit;
                Ok(())
            }
            _ => Err(Error::TileNotInHand { tile }),
        }
    }

    /// Discards `discarded` and draws `drawn` in one step, the tile count
    /// unchanged (so it is not summed): the cheapest way to follow a hand
    /// through a game. Fails, leaving the hand unchanged, if `discarded` is
    /// not held or `drawn` would be a fifth copy.
    ///
    /// ```
    /// let mut hand: tehai::Hand = "123m456p789s1122z".parse().unwrap();
    /// hand.replace("1z".parse().unwrap(), "2z".parse().unwrap()).unwrap();
    /// assert_eq!(hand.to_string(), "123m456p789s1222z");
    /// assert!(hand.replace("1z".parse().unwrap(), "3z".parse().unwrap()).is_ok());
    /// assert!(hand.replace("9m".parse().unwrap(), "3z".parse().unwrap()).is_err());
    /// ```
    #[inline]
    pub fn replace(&mut self, discarded: Tile, drawn: Tile) -> Result<(), Error> {
        let before = *self;
        self.remove(discarded)?;
        self.add_within_total(drawn).inspect_err(|_| *self = before)
    }

    /// Adds one tile without the tile-count check (the caller knows the
    /// total stays within 14); fails on a fifth copy.
    #[inline(always)]
    fn add_within_total(&mut self, tile: Tile) -> Result<(), Error> {
        let (suit, unit) = slot(tile);
        match self.suits.get_mut(suit) {
            Some(packed) if packed.0 & (FIELD_MASK * unit) < u32::from(MAX_COPIES) * unit => {
                packed.0 += unit;
                Ok(())
            }
            _ => Err(Error::TooManyCopies { tile }),
        }
    }

    /// Every tile of the hand in index order, one item per copy.
    ///
    /// ```
    /// let hand: tehai::Hand = "112z".parse().unwrap();
    /// let tiles: Vec<String> = hand.tiles().map(|t| t.to_string()).collect();
    /// assert_eq!(tiles, ["1z", "1z", "2z"]);
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = Tile> + '_ {
        Tile::all().flat_map(move |tile| core::iter::repeat_n(tile, usize::from(self.count(tile))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::format;
    use std::string::ToString;

    /// The nine counts of suit number `code` in base 5 (rank 1 first).
    fn counts_of(mut code: u32) -> [u8; 9] {
        let mut counts = [0u8; 9];
        for count in &mut counts {
            *count = (code % 5) as u8;
            code /= 5;
        }
        counts
    }

    /// A built hand comes back with the error's 12 bytes beside it, not
    /// more: building hands is the hottest call.
    #[test]
    fn a_result_of_a_hand_is_twenty_bytes() {
        assert_eq!(
            core::mem::size_of::<Result<Hand, Error>>(),
            core::mem::size_of::<Hand>() + 4
        );
    }

    #[test]
    fn packed_suit_operations_equal_plain_counts() {
        // Every suit of at most four copies a rank (5^9 of them, any total).
        for code in 0..5u32.pow(9) {
            let counts = counts_of(code);
            let raw = counts.iter().enumerate().fold(0u32, |raw, (rank, &count)| {
                raw | u32::from(count) << (3 * rank)
            });
            let suit = PackedSuit::from_counts(&counts).unwrap();
            assert_eq!(suit.raw(), raw);
            assert_eq!(PackedSuit::from_raw(raw), Some(suit));
            let total: u32 = counts.iter().map(|&count| u32::from(count)).sum();
            assert_eq!(suit.tile_count(), total, "{suit:?}");
            let rank_sum: u32 = counts
                .iter()
                .enumerate()
                .map(|(rank, &count)| rank as u32 * u32::from(count))
                .sum();
            assert_eq!(suit.rank_sum_mod3(), rank_sum % 3, "{suit:?}");
            for rank in 0..9u8 {
                let count = counts[usize::from(rank)];
                let one = 1u32 << (3 * u32::from(rank));
                let added = (count < 4).then(|| PackedSuit(raw + one));
                assert_eq!(suit.with_added(rank), added, "{suit:?} + rank {rank}");
                let removed = (count > 0).then(|| PackedSuit(raw - one));
                assert_eq!(suit.with_removed(rank), removed, "{suit:?} - rank {rank}");
            }
            assert_eq!(suit.with_added(9), None);
        }
    }

    #[test]
    fn from_suits_counts_every_tile_of_a_hand_far_above_fourteen() {
        // 64 tiles (28m, 25p, 5s, 6z): four suits' lanes added before the
        // gather wrap to 0. Found by fuzzing the C ABI.
        let raw = [0o134_434_441, 0o334_434_400, 0o401, 0o4_000_020];
        assert_eq!(Hand::from_suits(raw), Err(Error::TooManyTiles));
        // Every total from 0 to 36 per suit, spread over the four suits:
        // accepted exactly when the plain sum is at most 14.
        let mut state = 0x5EED_u64;
        for _ in 0..20_000 {
            let mut raw = [0u32; 4];
            let mut total = 0;
            for (suit, word) in raw.iter_mut().enumerate() {
                let ranks = if suit == 3 { 7 } else { 9 };
                for rank in 0..ranks {
                    state = state
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    let count = ((state >> 33) % 5) as u32;
                    // Mostly sparse suits, so that both sides of 14 occur.
                    let count = if (state >> 40) % 4 == 0 { count } else { 0 };
                    *word |= count << (3 * rank);
                    total += count;
                }
            }
            let expected = if total <= MAX_CONCEALED_TILES {
                Ok(())
            } else {
                Err(Error::TooManyTiles)
            };
            assert_eq!(Hand::from_suits(raw).map(|_| ()), expected, "{raw:?}");
        }
    }

    #[test]
    fn packed_suits_out_of_range_are_refused() {
        for rank in 0..9 {
            for count in 5..8u32 {
                assert_eq!(PackedSuit::from_raw(count << (3 * rank)), None);
                let mut counts = [0u8; 9];
                counts[rank] = count as u8;
                assert_eq!(PackedSuit::from_counts(&counts), None);
            }
            // Four copies are the most a rank may hold.
            assert!(PackedSuit::from_raw(4 << (3 * rank)).is_some());
        }
        for bit in 27..32 {
            assert_eq!(PackedSuit::from_raw(1 << bit), None);
        }
        assert_eq!(PackedSuit::from_counts(&[0; 10]), None);
        assert_eq!(
            PackedSuit::from_counts(&[1; 9]).map(PackedSuit::raw),
            Some(0o111_111_111)
        );
        // Honors: the eighth and ninth fields are not tiles.
        for bit in [21, 24, 26] {
            assert!(Hand::from_suits([0, 0, 0, 1 << bit]).is_err());
            assert!(Hand::from_suits([1 << bit, 0, 0, 0]).is_ok());
        }
    }

    #[test]
    fn debug_shows_the_packed_word_and_the_hand() {
        let suit = PackedSuit::from_counts(&[1, 1, 1, 0, 0, 0, 0, 0, 4]).unwrap();
        assert_eq!(format!("{suit:?}"), "PackedSuit(0o400000111)");
        let hand: Hand = "123m55p".parse().unwrap();
        assert_eq!(format!("{hand:?}"), "Hand(123m55p)");
    }

    #[test]
    fn replace_is_a_discard_then_a_draw_or_nothing() {
        let hands = [
            "123m456p789s1122z",
            "1111m2222p3333s44z",
            "19m19p19s1234567z",
            "5m",
        ];
        for text in hands {
            let hand: Hand = text.parse().unwrap();
            for discarded in Tile::all() {
                for drawn in Tile::all() {
                    let mut replaced = hand;
                    let result = replaced.replace(discarded, drawn);
                    let mut counts = hand.counts();
                    let held = counts[discarded.index()] > 0;
                    if held {
                        counts[discarded.index()] -= 1;
                    }
                    let fits = held && counts[drawn.index()] < 4;
                    assert_eq!(result.is_ok(), fits, "{text} -{discarded} +{drawn}");
                    if fits {
                        counts[drawn.index()] += 1;
                        assert_eq!(replaced.counts(), counts, "{text} -{discarded} +{drawn}");
                    } else {
                        assert_eq!(replaced, hand, "{text}: a failed replace changes nothing");
                        let expected = if held {
                            Error::TooManyCopies { tile: drawn }
                        } else {
                            Error::TileNotInHand { tile: discarded }
                        };
                        assert_eq!(result, Err(expected));
                    }
                }
            }
        }
    }

    #[test]
    fn add_and_remove_agree_with_the_counts() {
        let full: Hand = "123m456p789s11122z".parse().unwrap();
        assert_eq!(full.tile_count(), 14);
        for tile in Tile::all() {
            assert_eq!(full.with_added(tile), Err(Error::TooManyTiles));
            let mut hand = Hand::EMPTY;
            for copy in 1..=4u8 {
                hand.add(tile).unwrap();
                assert_eq!(hand.count(tile), copy);
                assert_eq!(hand.tile_count(), u32::from(copy));
            }
            assert_eq!(hand.add(tile), Err(Error::TooManyCopies { tile }));
            for copy in (0..4u8).rev() {
                hand.remove(tile).unwrap();
                assert_eq!(hand.count(tile), copy);
            }
            assert_eq!(hand.remove(tile), Err(Error::TileNotInHand { tile }));
        }
    }

    #[test]
    fn from_counts_names_the_first_problem() {
        let mut counts = [0u8; 34];
        counts[33] = 4;
        assert_eq!(Hand::from_counts(&counts).unwrap().to_string(), "7777z");
        counts[5] = 200; // would alias to a valid field if not validated
        assert_eq!(
            Hand::from_counts(&counts),
            Err(Error::TooManyCopies {
                tile: Tile::of_index(5)
            })
        );
        let mut counts = [4u8; 34];
        assert_eq!(Hand::from_counts(&counts), Err(Error::TooManyTiles));
        counts[0] = 9;
        assert_eq!(
            Hand::from_counts(&counts),
            Err(Error::TooManyCopies {
                tile: Tile::of_index(0)
            })
        );
        let mut counts = [0u8; 34];
        counts[..4].copy_from_slice(&[4, 4, 4, 3]);
        assert_eq!(Hand::from_counts(&counts), Err(Error::TooManyTiles));
    }

    /// The plain packing the SWAR one must equal: one field at a time.
    fn plain_from_counts(counts: &[u8; 34]) -> Result<Hand, Error> {
        let mut total = 0u32;
        let mut suits = [0u32; 4];
        for (index, &count) in counts.iter().enumerate() {
            if count > MAX_COPIES {
                return Err(Error::TooManyCopies {
                    tile: Tile::of_index(index),
                });
            }
            total += u32::from(count);
            if total > MAX_CONCEALED_TILES {
                return Err(Error::TooManyTiles);
            }
            suits[index / 9] |= u32::from(count) << (3 * (index % 9));
        }
        Ok(Hand {
            suits: suits.map(PackedSuit),
        })
    }

    #[test]
    fn from_counts_equals_the_plain_packing() {
        // Seeded walk over sparse and dense count vectors, every value 0..=255
        // appearing at every position, and every single-kind hand.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for round in 0..400_000u32 {
            let mut counts = [0u8; 34];
            let kinds = 1 + next() % 14;
            for _ in 0..kinds {
                let index = (next() % 34) as usize;
                counts[index] = match round % 4 {
                    0 => (next() % 256) as u8,
                    1 => (next() % 6) as u8,
                    _ => (next() % 5) as u8,
                };
            }
            assert_eq!(
                Hand::from_counts(&counts),
                plain_from_counts(&counts),
                "{counts:?}"
            );
        }
        for index in 0..34 {
            for value in 0..=255u8 {
                let mut counts = [0u8; 34];
                counts[index] = value;
                assert_eq!(Hand::from_counts(&counts), plain_from_counts(&counts));
            }
        }
    }

    #[test]
    fn packed_suit_tile_count_matches_a_plain_sum() {
        for raw in (0..1u32 << 27).step_by(9_973) {
            let plain: u32 = (0..9).map(|rank| (raw >> (3 * rank)) & 0b111).sum();
            assert_eq!(PackedSuit::from_raw_unchecked(raw).tile_count(), plain);
        }
    }
}
