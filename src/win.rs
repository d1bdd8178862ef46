//! Win checks (agari, a complete hand): is the hand complete? Answered without listing the
//! decompositions.
//!
//! A hand of `3N + 2` concealed tiles (with `4 − N` declared melds) wins in the
//! regular form when every suit splits into melds and exactly one suit also
//! holds the pair; the mod-3 rule decides which suit that is and leaves at most
//! three candidate ranks for it. The two special forms only exist for 14
//! concealed tiles: seven pairs (chiitoitsu, seven *distinct* kinds, so four of
//! a kind is not two pairs) and thirteen orphans (kokushi musou).

use bitflags::bitflags;

use crate::hand::{Hand, PackedSuit};
use crate::suit::{
    HONOR_FIELDS, TERMINAL_FIELDS, exact_pair_fields, field_sum, held_fields,
    is_honor_suit_complete, number_suit_is_complete, residue_is_two, suit_tile_counts,
};

bitflags! {
    /// The forms in which a hand is complete.
    ///
    /// ```
    /// use tehai::{win_forms, WinForms};
    /// let hand: tehai::Hand = "22334455667788m".parse().unwrap();
    /// assert_eq!(win_forms(&hand), WinForms::REGULAR | WinForms::SEVEN_PAIRS);
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct WinForms: u8 {
        /// Melds and one pair.
        const REGULAR = 1;
        /// Seven distinct pairs (chiitoitsu).
        const SEVEN_PAIRS = 1 << 1;
        /// Thirteen orphans (kokushi musou).
        const THIRTEEN_ORPHANS = 1 << 2;
    }
}

/// `true` if every suit splits into melds and at most one suit also holds a
/// pair, which it must exactly when the hand holds `3N + 2` tiles: the
/// regular form for any `3N` or `3N + 2` tiles, on suits whose tile counts
/// are known. `3N + 1` tiles are never complete.
#[inline(always)]
pub(crate) fn is_complete_counted(suits: &[PackedSuit; 4], counts: &[u32; 4]) -> bool {
    let [man, pin, sou, honor] = *counts;
    // A `3N + 1` suit is never complete, which the per-suit checks catch; so
    // the hand's residue fixes how many suits may hold the pair.
    let pair_suits: u32 = counts.iter().map(|&tiles| residue_is_two(tiles)).sum();
    let wanted = residue_is_two(man + pin + sou + honor);
    // Cheapest and most often failing test first.
    pair_suits == wanted
        && is_honor_suit_complete(suits[3].raw(), honor)
        && number_suit_is_complete(suits[0].raw(), man)
        && number_suit_is_complete(suits[1].raw(), pin)
        && number_suit_is_complete(suits[2].raw(), sou)
}

/// The regular-form win check on suits whose tile counts are known.
#[inline(always)]
fn is_regular_win_counted(suits: &[PackedSuit; 4], counts: &[u32; 4]) -> bool {
    counts.iter().sum::<u32>() % 3 == 2 && is_complete_counted(suits, counts)
}

/// `true` if the hand splits into melds and exactly one pair. Any `3N + 2`
/// tiles (fewer than 14 means declared melds); other totals are `false`.
///
/// ```
/// assert!(tehai::is_regular_win(&"123m456p789s11122z".parse().unwrap()));
/// assert!(tehai::is_regular_win(&"55z".parse().unwrap())); // four declared melds
/// assert!(!tehai::is_regular_win(&"1122m3344p5566s77z".parse().unwrap()));
/// ```
pub fn is_regular_win(hand: &Hand) -> bool {
    let suits = hand.suits();
    is_regular_win_counted(&suits, &suit_tile_counts(&suits))
}

/// `true` for seven distinct pairs (chiitoitsu). Four of a kind is not two
/// pairs, so `1111m` never counts.
///
/// ```
/// assert!(tehai::is_seven_pairs(&"1122m3344p5566s77z".parse().unwrap()));
/// assert!(!tehai::is_seven_pairs(&"1111m3344p5566s77z".parse().unwrap()));
/// ```
pub fn is_seven_pairs(hand: &Hand) -> bool {
    hand.tile_count() == 14 && seven_pairs_of_fourteen(&hand.suits())
}

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

/// `true` for thirteen orphans (kokushi musou): each of the 13 terminal and
/// honor kinds, one of them twice.
///
/// ```
/// assert!(tehai::is_thirteen_orphans(&"19m19p19s12345677z".parse().unwrap()));
/// assert!(!tehai::is_thirteen_orphans(&"19m19p19s1234567z5m".parse().unwrap()));
/// ```
pub fn is_thirteen_orphans(hand: &Hand) -> bool {
    hand.tile_count() == 14 && thirteen_orphans_of_fourteen(&hand.suits())
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

/// Every form in which the hand is complete; empty if it is not.
///
/// ```
/// use tehai::{win_forms, WinForms};
/// assert_eq!(win_forms(&"19m19p19s12345677z".parse().unwrap()), WinForms::THIRTEEN_ORPHANS);
/// assert!(win_forms(&"123m".parse().unwrap()).is_empty());
/// ```
pub fn win_forms(hand: &Hand) -> WinForms {
    // Count the tiles once for all three forms, as `is_win` does.
    let suits = hand.suits();
    let counts = suit_tile_counts(&suits);
    let mut forms = WinForms::empty();
    if is_regular_win_counted(&suits, &counts) {
        forms |= WinForms::REGULAR;
    }
    if counts.iter().sum::<u32>() == 14 {
        if seven_pairs_of_fourteen(&suits) {
            forms |= WinForms::SEVEN_PAIRS;
        }
        if thirteen_orphans_of_fourteen(&suits) {
            forms |= WinForms::THIRTEEN_ORPHANS;
        }
    }
    forms
}

/// `true` if the hand is complete in any form (the common question).
///
/// ```
/// assert!(tehai::is_win(&"1122m3344p5566s77z".parse().unwrap()));
/// assert!(!tehai::is_win(&"1122m3344p5566s7z".parse().unwrap()));
/// ```
pub fn is_win(hand: &Hand) -> bool {
    let suits = hand.suits();
    let counts = suit_tile_counts(&suits);
    is_regular_win_counted(&suits, &counts)
        || (counts.iter().sum::<u32>() == 14
            && (seven_pairs_of_fourteen(&suits) || thirteen_orphans_of_fourteen(&suits)))
}
