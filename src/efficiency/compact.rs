//! The regular-form shanten without the shanten tables: the build without
//! the `tables` feature, for microcontrollers with little flash.
//!
//! The definition is the one the tables encode (see `src/shanten.rs`): a
//! suit's distance vector `D[m][p]` is the least number of tiles to add so
//! that it holds `m` melds and `p` pairs, never a fifth copy of a kind, and
//! the hand's distance is the min-plus product of its four suits' vectors at
//! `(melds needed, 1)`. Only the way to a vector differs: instead of a class
//! look-up, the dynamic program over ranks of `capped.rs` runs with every
//! cap at 4 (a number suit), or kind by kind (the honors, which only form
//! triplets and pairs). The products are the lane operations of `lanes.rs`.
//!
//! A number suit costs nine program steps of at most nine states each: a
//! few microseconds on a Cortex-M4 where the tables answer in nanoseconds,
//! for a few kilobytes of code instead of about 300 KB of tables. The tests
//! below prove every vector equal to the tables' on the whole single-suit
//! space, and the shanten equal on random hands of every size.

use super::capped;
use super::lanes;
use super::useful::shanten_of;
use crate::hand::PackedSuit;

/// Every cap at 4: every kind can be drawn until the suit holds all four.
const FULL_CAPS: [u32; 9] = [4; 9];

/// The distance vector of a number suit (packed lanes, see `lanes.rs`),
/// by the dynamic program over its ranks.
#[inline]
pub(crate) fn number_vector(raw: u32) -> u64 {
    capped::run(capped::START_STATES, &capped::unpack(raw), &FULL_CAPS, 0)
}

/// The distance vector of the honor suit, kind by kind.
#[inline]
pub(crate) fn honor_vector(raw: u32) -> u64 {
    // Tile indices do not matter to the vector: only counts and caps do.
    let kinds: [(u8, u32, u32); 7] =
        core::array::from_fn(|rank| (0, (raw >> (3 * rank)) & 0b111, 4));
    capped::honor_vector(&kinds, None)
}

/// The regular form's distance (tiles to add) of four packed suits needing
/// `melds` (0..=4) melds and a pair.
#[inline]
pub(crate) fn distance(held: &[u32; 4], melds: u32) -> u64 {
    let [man, pin, sou, honor] = *held;
    let whole = lanes::product(
        lanes::product(number_vector(man), number_vector(pin)),
        lanes::product(number_vector(sou), honor_vector(honor)),
    );
    lanes::lane(whole, 2 * melds.min(4) + 1)
}

/// The regular-form shanten of suits needing `melds` (0..=4) melds and a
/// pair: the table-free twin of the shanten module's `regular`.
#[inline]
pub(crate) fn regular(suits: &[PackedSuit; 4], melds: u32) -> i8 {
    let held = suits.map(PackedSuit::raw);
    shanten_of(distance(&held, melds))
}

#[cfg(all(test, feature = "tables"))]
#[path = "../../tests/common/mod.rs"]
mod common;

/// The proof that the build without tables answers as the tables do.
#[cfg(all(test, feature = "tables"))]
mod tests {
    use std::time::Instant;

    use super::common::{Rng, for_each_suit_counts};
    use super::*;
    use crate::complete::number::{is_number_suit_complete_by_scan, number_suit_is_complete};
    use crate::efficiency::context::Players;
    use crate::efficiency::table::{self, Cell, Honors};
    use crate::hand::Hand;

    /// Packs counts (each at most 4) into a suit's 3-bit fields.
    fn pack(counts: &[u8]) -> u32 {
        counts
            .iter()
            .enumerate()
            .map(|(rank, &count)| u32::from(count) << (3 * rank))
            .sum()
    }

    /// Every number suit of at most 14 tiles: the program's vector is the
    /// table's (all ten lanes), the scan's completeness is the table's, and
    /// the suit as a hand has the same shanten both ways.
    #[test]
    fn every_number_suit_equals_the_tables() {
        let start = Instant::now();
        let mut suits = 0u32;
        let mut complete = 0u32;
        for_each_suit_counts(9, 14, |counts| {
            let raw = pack(counts);
            let tiles = PackedSuit::from_raw_unchecked(raw).tile_count();
            suits += 1;
            assert_eq!(
                number_vector(raw),
                table::number_vector(Cell::of(raw).class()),
                "{counts:?}"
            );
            let by_table = number_suit_is_complete(raw, tiles);
            assert_eq!(by_table, is_number_suit_complete_by_scan(raw), "{counts:?}");
            complete += u32::from(by_table);
            if tiles % 3 != 0 {
                let hand = Hand::from_suits([0, raw, 0, 0]).unwrap();
                assert_eq!(
                    Ok(regular(&hand.suits(), tiles / 3)),
                    crate::shanten_regular(&hand),
                    "{counts:?}"
                );
            }
        });
        // The space and its complete suits as docs/design.md counts them.
        assert_eq!((suits, complete), (405_350, 21_743));
        std::println!("405,350 number suits: {:?}", start.elapsed());
    }

    /// Every honor suit of at most 14 tiles: the kind-by-kind vector is the
    /// histogram table's.
    #[test]
    fn every_honor_suit_equals_the_tables() {
        let mut suits = 0u32;
        for_each_suit_counts(7, 14, |counts| {
            let raw = pack(counts);
            suits += 1;
            let class = Honors::new(raw, 0, Players::Four).base_class();
            assert_eq!(honor_vector(raw), table::honor_vector(class), "{counts:?}");
        });
        assert_eq!(suits, 43_130);
    }

    /// Random hands of every size with a shanten number: the same regular
    /// shanten both ways, and the same win check suit by suit.
    #[test]
    fn random_hands_equal_the_tables() {
        let start = Instant::now();
        let mut rng = Rng(0x7E4A_1000);
        for _ in 0..50_000 {
            for tiles in [1, 2, 4, 5, 7, 8, 10, 11, 13, 14] {
                let hand = Hand::from_counts(&rng.wall_hand(tiles)).unwrap();
                let suits = hand.suits();
                assert_eq!(
                    Ok(regular(&suits, tiles as u32 / 3)),
                    crate::shanten_regular(&hand),
                    "{hand}"
                );
            }
            // Complete hands, so that the win check is mostly true.
            let hand = Hand::from_counts(&rng.complete_hand(4, true)).unwrap();
            assert_eq!(Ok(-1), crate::shanten_regular(&hand), "{hand}");
            assert_eq!(regular(&hand.suits(), 4), -1, "{hand}");
            for suit in &hand.suits()[..3] {
                let raw = suit.raw();
                assert_eq!(
                    number_suit_is_complete(raw, suit.tile_count()),
                    is_number_suit_complete_by_scan(raw),
                    "{hand}"
                );
            }
        }
        std::println!("550,000 random hands: {:?}", start.elapsed());
    }

    /// The fifth-copy rule holds without the tables too.
    #[test]
    fn fifth_copy_rule() {
        let hand: Hand = "11119999m111p111s".parse().unwrap();
        assert_eq!(regular(&hand.suits(), 4), 1);
    }
}
