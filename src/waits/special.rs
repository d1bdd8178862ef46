//! The waits of seven pairs and thirteen orphans.

use crate::hand::PackedSuit;
use crate::suit::{LOW_BITS, field_sum, fields_to_ranks, held_fields};
use crate::tile_set::TileSet;

/// Seven-pairs waits of a 13-tile hand: six pairs and one single wait on the
/// single. Counted with SWAR field sums (no popcount on baseline x86_64).
#[inline]
pub(super) fn seven_pairs_waits_of_thirteen(suits: &[PackedSuit; 4], words: &[u64; 2]) -> TileSet {
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

/// Field masks of the ranks that are not orphans (2..8 of a number suit).
const SIMPLE_FIELDS: u32 = 0o077_777_770;

/// Thirteen-orphans waits of a 13-tile hand.
#[inline]
pub(super) fn thirteen_orphans_waits_of_thirteen(suits: &[PackedSuit; 4]) -> TileSet {
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
