//! Whether 14 tiles are seven pairs or thirteen orphans: the win check
//! asks it of a hand, decomposition of every hand it reads.

use crate::hand::PackedSuit;
use crate::suit::{HONOR_FIELDS, TERMINAL_FIELDS, exact_pair_fields, field_sum, held_fields};

/// Seven pairs, given that the suits hold 14 tiles.
#[inline(always)]
pub(crate) fn seven_pairs_of_fourteen(suits: &[PackedSuit; 4]) -> bool {
    // 14 tiles with seven fields of exactly 2 leave no other tile. The four
    // suits' one-bit pair fields add up to at most 4 a field, so one SWAR
    // field sum counts them (no popcount instruction on baseline x86_64).
    // Quick reject: a count of 1, 3 or 4 sets bit 0 or bit 2 of its field.
    const ODD_OR_FOUR: u32 = 0o555_555_555;
    if suits.iter().any(|suit| suit.raw() & ODD_OR_FOUR != 0) {
        return false;
    }
    let pairs: u32 = suits.iter().map(|suit| exact_pair_fields(suit.raw())).sum();
    field_sum(pairs) == 7
}

/// Thirteen orphans, given that the suits hold 14 tiles.
#[inline(always)]
pub(crate) fn thirteen_orphans_of_fourteen(suits: &[PackedSuit; 4]) -> bool {
    // 14 tiles, all on orphan ranks, every orphan rank held: exactly one duplicate.
    let orphan_masks = [
        TERMINAL_FIELDS,
        TERMINAL_FIELDS,
        TERMINAL_FIELDS,
        HONOR_FIELDS,
    ];
    suits
        .iter()
        .zip(orphan_masks)
        .all(|(suit, fields)| held_fields(suit.raw()) == fields)
}
