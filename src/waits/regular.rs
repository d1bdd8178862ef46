//! The waits of the regular form: where the suit sizes mod 3 let a tile
//! go, and the waits of those suits when the others are complete.

use crate::hand::PackedSuit;
use crate::suit::{LOW_BITS, honor_suit_pair};

use super::answer::Waits;
use super::sizes::{SUIT_BYTES, SuitSizes};
use super::suit::{honor_suit_waits, number_complete, number_suit_waits};

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

/// Regular-form waits of suits whose sizes are known.
///
/// Only two shapes of suit sizes can wait (see the module docs): one suit of
/// `3N + 1` tiles with the others `3N`, or two suits of `3N + 2` tiles with
/// the others `3N`. Each is told apart by two masks of the remainders, and every suit that must stand complete is checked before
/// any wait is tried: dealt hands mostly fail there.
#[inline]
pub(super) fn regular_waits_counted(suits: &[PackedSuit; 4], sizes: &SuitSizes) -> Waits {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::suit::is_honor_suit_complete;
    use crate::waits::suit::for_each_suit;

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

    /// The completeness test of the honors, without a tile count.
    #[test]
    fn honor_suit_completeness_without_a_count() {
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
}
