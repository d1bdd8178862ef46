//! Seven pairs and thirteen orphans: distances and useful kinds from a few
//! field operations on the packed hand and the packed caps.
//!
//! Both forms take each kind independently, so the caps enter directly: a
//! kind can give a pair only if its cap is at least 2, a kokushi kind only if
//! its cap is at least 1. With every cap at 4 the formulas reduce to the
//! usual `6 − pairs + max(0, 7 − kinds)` and `13 − kinds − [a pair]`.
//!
//! Flags of the four suits are added field by field before one SWAR field
//! sum counts them (a field never exceeds 4).

use super::lanes::INF;
use crate::suit::{
    HONOR_FIELDS, LOW_BITS, TERMINAL_FIELDS, field_sum, gather_ranks, held_fields,
    pair_or_more_fields,
};

/// Rank flags of each suit gathered into tile-set bits.
#[inline(always)]
fn tile_bits(fields: [u32; 4]) -> u64 {
    let [man, pin, sou, honor] = fields;
    u64::from(gather_ranks(man))
        | u64::from(gather_ranks(pin)) << 9
        | u64::from(gather_ranks(sou)) << 18
        | u64::from(gather_ranks(honor)) << 27
}

/// Orphan flags of each suit as tile-set bits (no gather needed for the
/// number suits: their orphans are ranks 0 and 8).
#[inline(always)]
fn orphan_bits(fields: [u32; 4]) -> u64 {
    let [man, pin, sou, honor] = fields;
    let ends = |raw: u32| u64::from(raw & 1) | u64::from(raw >> 24 & 1) << 8;
    ends(man) | ends(pin) << 9 | ends(sou) << 18 | u64::from(gather_ranks(honor)) << 27
}

/// Seven pairs of a 13- or 14-tile hand, before its useful kinds are
/// gathered.
///
/// The target is seven distinct kinds twice each. Pairs held cost nothing,
/// a single whose cap allows a second copy costs one, an absent kind whose
/// cap allows two costs two; the cheapest seven are taken. A single always
/// helps (while fewer than seven pairs are held); an absent kind only while
/// singles run short.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SevenPairs {
    /// Tiles to draw, or `INF`.
    pub(crate) distance: u64,
    /// Per suit, the rank fields whose draw helps.
    useful: [u32; 4],
}

impl SevenPairs {
    #[inline]
    pub(crate) fn new(held: &[u32; 4], caps: &[u32; 4]) -> SevenPairs {
        let [h0, h1, h2, h3] = *held;
        let [a0, a1, a2, a3] = *caps;
        let single =
            |h: u32, a: u32| held_fields(h) & !pair_or_more_fields(h) & pair_or_more_fields(a);
        let empty = |h: u32, a: u32, fields: u32| !held_fields(h) & pair_or_more_fields(a) & fields;
        let singles = [
            single(h0, a0),
            single(h1, a1),
            single(h2, a2),
            single(h3, a3),
        ];
        let empties = [
            empty(h0, a0, LOW_BITS),
            empty(h1, a1, LOW_BITS),
            empty(h2, a2, LOW_BITS),
            empty(h3, a3, HONOR_FIELDS),
        ];
        let pairs = field_sum(
            pair_or_more_fields(h0)
                + pair_or_more_fields(h1)
                + pair_or_more_fields(h2)
                + pair_or_more_fields(h3),
        );
        let single_count = field_sum(singles[0] + singles[1] + singles[2] + singles[3]);
        let empty_count = field_sum(empties[0] + empties[1] + empties[2] + empties[3]);
        let needed = 7u32.saturating_sub(pairs);
        let from_singles = single_count.min(needed);
        let from_empties = needed - from_singles;
        if from_empties > empty_count {
            return SevenPairs {
                distance: INF,
                useful: [0; 4],
            };
        }
        let useful = if needed == 0 {
            [0; 4]
        } else if single_count < needed {
            [
                singles[0] | empties[0],
                singles[1] | empties[1],
                singles[2] | empties[2],
                singles[3] | empties[3],
            ]
        } else {
            singles
        };
        SevenPairs {
            distance: u64::from(from_singles + 2 * from_empties),
            useful,
        }
    }

    /// The useful kinds, as tile-set bits.
    #[inline]
    pub(crate) fn useful(&self) -> u64 {
        tile_bits(self.useful)
    }
}

/// Orphan fields of each suit (m, p, s, z).
const ORPHAN_FIELDS: [u32; 4] = [
    TERMINAL_FIELDS,
    TERMINAL_FIELDS,
    TERMINAL_FIELDS,
    HONOR_FIELDS,
];

/// Thirteen orphans of a 13- or 14-tile hand, before its useful kinds are
/// gathered.
///
/// The target is each of the 13 orphan kinds once and one of them twice:
/// every absent orphan costs one, and the pair one more unless an orphan is
/// already held twice. Every orphan's cap must allow one copy and one cap
/// must allow two.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ThirteenOrphans {
    /// Tiles to draw, or `INF`.
    pub(crate) distance: u64,
    /// Per suit, the rank fields whose draw helps.
    useful: [u32; 4],
}

impl ThirteenOrphans {
    #[inline]
    pub(crate) fn new(held: &[u32; 4], caps: &[u32; 4]) -> ThirteenOrphans {
        let mut absent = [0u32; 4];
        let mut singles = [0u32; 4];
        let mut pair = 0u32;
        let mut can_pair = 0u32;
        let mut dead = 0u32;
        let mut absent_sum = 0u32;
        for (((&hand, &cap), &orphans), (missing, single)) in held
            .iter()
            .zip(caps)
            .zip(&ORPHAN_FIELDS)
            .zip(absent.iter_mut().zip(singles.iter_mut()))
        {
            let present = held_fields(hand) & orphans;
            let doubled = pair_or_more_fields(hand) & orphans;
            let two_left = pair_or_more_fields(cap);
            *missing = orphans & !present;
            *single = present & !doubled & two_left;
            absent_sum += *missing;
            pair |= doubled;
            can_pair |= two_left & orphans;
            dead |= orphans & !held_fields(cap);
        }
        if dead != 0 || (pair == 0 && can_pair == 0) {
            return ThirteenOrphans {
                distance: INF,
                useful: [0; 4],
            };
        }
        let useful = if pair == 0 {
            [
                absent[0] | singles[0],
                absent[1] | singles[1],
                absent[2] | singles[2],
                absent[3] | singles[3],
            ]
        } else {
            absent
        };
        ThirteenOrphans {
            distance: u64::from(field_sum(absent_sum)) + u64::from(pair == 0),
            useful,
        }
    }

    /// The useful kinds, as tile-set bits.
    #[inline]
    pub(crate) fn useful(&self) -> u64 {
        orphan_bits(self.useful)
    }
}

/// A lower bound on both special forms' distances: `7 − pairs` for seven
/// pairs, `12 − orphan kinds held` for thirteen orphans.
#[inline(always)]
pub(crate) fn lower_bound(held: &[u32; 4]) -> u64 {
    let [man, pin, sou, honor] = *held;
    let pairs = field_sum(
        pair_or_more_fields(man)
            + pair_or_more_fields(pin)
            + pair_or_more_fields(sou)
            + pair_or_more_fields(honor),
    );
    let orphans = field_sum(
        (held_fields(man) & TERMINAL_FIELDS)
            + (held_fields(pin) & TERMINAL_FIELDS)
            + (held_fields(sou) & TERMINAL_FIELDS)
            + (held_fields(honor) & HONOR_FIELDS),
    );
    u64::from((7u32.saturating_sub(pairs)).min(12u32.saturating_sub(orphans)))
}
