//! Fu (minipoints): the points a reading earns for its shape.
//!
//! A regular reading starts at 20 fu and adds 10 for a closed hand won on a
//! discard, 2 for a win by drawing (not for pinfu, which stays at 20), 2 for
//! a kanchan, penchan or tanki wait, 2 for each reason the pair is yakuhai
//! (a dragon, the seat wind, the round wind: a double wind pair is 4, or 2
//! under [`Rules::double_wind_pair_fu`](crate::rules::Rules::double_wind_pair_fu)),
//! and the triplets and quads of the table below. An open hand that earned
//! nothing beyond the 20 base scores 30 (or 20 under
//! [`Rules::open_pinfu_fu`](crate::rules::Rules::open_pinfu_fu)); pinfu
//! by tsumo scores 20 (or 30 with the tsumo fu under
//! [`Rules::pinfu_tsumo_fu`](crate::rules::Rules::pinfu_tsumo_fu)). The
//! sum is rounded up to the next 10. Seven pairs always scores 25 fu.
//!
//! | set | open | concealed |
//! |---|---|---|
//! | triplet of simples | 2 | 4 |
//! | triplet of terminals or honors | 4 | 8 |
//! | quad of simples | 8 | 16 |
//! | quad of terminals or honors | 16 | 32 |
//!
//! A triplet completed by a discard counts as open.

use crate::tile::Tile;

use super::context::Wind;
use super::yaku::kinds;

/// Fu of seven pairs (chiitoitsu).
pub(crate) const SEVEN_PAIRS_FU: u8 = 25;

/// Fu of a triplet (or quad, `kan`) of `tile`.
pub(crate) const fn set_fu(tile: Tile, concealed: bool, kan: bool) -> u8 {
    let orphan = kinds::bit(tile) & kinds::ORPHANS != 0;
    // 2, doubled for an orphan, doubled when concealed, times 4 for a quad.
    2 << (orphan as u8 + concealed as u8 + 2 * kan as u8)
}

/// Fu of the pair: 2 for each reason it is yakuhai (a dragon, the seat
/// wind, the round wind), a wind both seat and round wind earning
/// `double_wind` (4 or 2).
pub(crate) fn pair_fu(pair: Tile, seat: Wind, round: Wind, double_wind: u8) -> u8 {
    if kinds::bit(pair) & kinds::HONORS == 0 {
        // A pair of a number tile: the common case.
        return 0;
    }
    let dragon = kinds::bit(pair) & kinds::DRAGONS != 0;
    match (pair == seat.tile(), pair == round.tile()) {
        (true, true) => double_wind,
        (seat, round) => 2 * (u8::from(dragon) + u8::from(seat) + u8::from(round)),
    }
}

/// What the fu of a regular reading is made of.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct FuParts {
    /// Fu of the triplets and quads.
    pub(crate) sets: u8,
    /// Fu of the pair.
    pub(crate) pair: u8,
    /// Fu of the wait.
    pub(crate) wait: u8,
    /// No open meld.
    pub(crate) closed: bool,
    /// Won by drawing.
    pub(crate) tsumo: bool,
    /// The reading is pinfu.
    pub(crate) pinfu: bool,
    /// Fu of an open hand won on a discard that earned nothing beyond the
    /// base (30 or 20).
    pub(crate) open_pinfu: u8,
    /// Fu of pinfu won by drawing (20 or 30).
    pub(crate) pinfu_tsumo: u8,
}

/// The fu of a regular reading before and after rounding up to 10.
pub(crate) fn regular_fu(parts: FuParts) -> (u8, u8) {
    let mut fu = 20 + parts.sets + parts.pair + parts.wait;
    if parts.closed && !parts.tsumo {
        fu += 10;
    }
    if parts.tsumo && (!parts.pinfu || parts.pinfu_tsumo == 30) {
        fu += 2;
    }
    if !parts.closed && fu == 20 {
        fu = parts.open_pinfu;
    }
    (fu, fu.div_ceil(10) * 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    #[test]
    fn set_table() {
        assert_eq!(set_fu(tile("5m"), false, false), 2);
        assert_eq!(set_fu(tile("5m"), true, false), 4);
        assert_eq!(set_fu(tile("9m"), false, false), 4);
        assert_eq!(set_fu(tile("1z"), true, false), 8);
        assert_eq!(set_fu(tile("2p"), false, true), 8);
        assert_eq!(set_fu(tile("2p"), true, true), 16);
        assert_eq!(set_fu(tile("7z"), false, true), 16);
        assert_eq!(set_fu(tile("1s"), true, true), 32);
    }

    #[test]
    fn pair() {
        let (east, south) = (Wind::East, Wind::South);
        assert_eq!(pair_fu(tile("5z"), east, east, 4), 2);
        assert_eq!(pair_fu(tile("1z"), east, east, 4), 4);
        assert_eq!(pair_fu(tile("1z"), east, east, 2), 2);
        assert_eq!(pair_fu(tile("1z"), south, east, 2), 2);
        assert_eq!(pair_fu(tile("2z"), south, east, 4), 2);
        assert_eq!(pair_fu(tile("3z"), south, east, 4), 0);
        assert_eq!(pair_fu(tile("5m"), south, east, 4), 0);
        assert_eq!(pair_fu(tile("5m"), east, east, 4), 0);
    }

    #[test]
    fn totals() {
        let parts = |sets, pair, wait, closed, tsumo, pinfu| FuParts {
            sets,
            pair,
            wait,
            closed,
            tsumo,
            pinfu,
            open_pinfu: 30,
            pinfu_tsumo: 20,
        };
        // Pinfu: 30 on a discard, 20 drawn.
        assert_eq!(regular_fu(parts(0, 0, 0, true, false, true)), (30, 30));
        assert_eq!(regular_fu(parts(0, 0, 0, true, true, true)), (20, 20));
        // Closed ron with a kanchan: 32 → 40.
        assert_eq!(regular_fu(parts(0, 0, 2, true, false, false)), (32, 40));
        // Closed tsumo with a concealed terminal triplet: 30.
        assert_eq!(regular_fu(parts(8, 0, 0, true, true, false)), (30, 30));
        // Open hand without fu: 30, drawn or not.
        assert_eq!(regular_fu(parts(0, 0, 0, false, false, false)), (30, 30));
        assert_eq!(regular_fu(parts(0, 0, 0, false, true, false)), (22, 30));
        // Open hand with a single fu source.
        assert_eq!(regular_fu(parts(2, 0, 0, false, false, false)), (22, 30));
        assert_eq!(regular_fu(parts(16, 4, 2, false, false, false)), (42, 50));
        // The other options: an open pinfu-shaped ron of 20, pinfu tsumo of 30.
        let twenty = FuParts {
            open_pinfu: 20,
            ..parts(0, 0, 0, false, false, false)
        };
        assert_eq!(regular_fu(twenty), (20, 20));
        assert_eq!(
            regular_fu(FuParts {
                tsumo: true,
                ..twenty
            }),
            (22, 30)
        );
        let thirty = FuParts {
            pinfu_tsumo: 30,
            ..parts(0, 0, 0, true, true, true)
        };
        assert_eq!(regular_fu(thirty), (22, 30));
        assert_eq!(
            regular_fu(FuParts {
                tsumo: false,
                ..thirty
            }),
            (30, 30)
        );
        // The largest: four concealed terminal quads, double wind pair, tanki, tsumo.
        assert_eq!(regular_fu(parts(128, 4, 2, true, true, false)), (156, 160));
    }
}
