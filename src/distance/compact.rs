//! The regular-form shanten without the shanten tables: the build without
//! the `tables` feature, for microcontrollers with little flash.
//!
//! The definition is the one the tables encode (see `src/shanten.rs`): a
//! suit's distance vector `D[m][p]` is the least number of tiles to add so
//! that it holds `m` melds and `p` pairs, never a fifth copy of a kind, and
//! the hand's distance is the min-plus product of its four suits' vectors at
//! `(melds needed, 1)`. Only the way to a vector differs: instead of a class
//! look-up, the dynamic program over ranks of `program.rs` runs with every
//! cap at 4 (a number suit), or kind by kind (the honors, which only form
//! triplets and pairs). The products are the lane operations of `lanes.rs`.
//!
//! A number suit costs nine program steps of at most nine states each: a
//! few microseconds on a Cortex-M4 where the tables answer in nanoseconds,
//! for a few kilobytes of code instead of about 300 KB of tables. The tests
//! of `src/shanten.rs` prove every vector equal to the tables' on the whole
//! single-suit space, and the shanten equal on random hands of every size.

use super::lanes;
use super::lanes::shanten_of;
use super::program;
use crate::hand::PackedSuit;

/// Every cap at 4: every kind can be drawn until the suit holds all four.
const FULL_CAPS: [u32; 9] = [4; 9];

/// The distance vector of a number suit (packed lanes, see `lanes.rs`),
/// by the dynamic program over its ranks.
#[inline]
pub(crate) fn number_vector(raw: u32) -> u64 {
    program::run(program::START_STATES, &program::unpack(raw), &FULL_CAPS, 0)
}

/// The distance vector of the honor suit, kind by kind.
#[inline]
pub(crate) fn honor_vector(raw: u32) -> u64 {
    // Tile indices do not matter to the vector: only counts and caps do.
    let kinds: [(u8, u32, u32); 7] =
        core::array::from_fn(|rank| (0, (raw >> (3 * rank)) & 0b111, 4));
    program::honor_vector(&kinds, None)
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
