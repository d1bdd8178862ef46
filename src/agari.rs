//! Win checks (agari): is the hand complete? Answered without listing the
//! decompositions.
//!
//! A hand of `3N + 2` concealed tiles (with `4 − N` declared melds) wins in the
//! regular form when every suit splits into melds and exactly one suit also
//! holds the pair; the mod-3 rule decides which suit that is and leaves at most
//! three candidate ranks for it. The two special forms only exist for 14
//! concealed tiles: seven pairs (chiitoitsu, seven *distinct* kinds, so four of
//! a kind is not two pairs) and thirteen orphans (kokushi musou).

use bitflags::bitflags;

use crate::decompose::{decompose_honor_suit, greedy_melds, has_one_pair_suit_at_most};
use crate::hand::{Hand, PackedSuit};
use crate::shanten::number_suit_is_complete;

const LOW_BITS: u32 = 0o111_111_111;

/// Terminal ranks (1 and 9) of a number suit, as count-1 fields.
const TERMINAL_FIELDS: u32 = 0o100_000_001;
/// All seven honor ranks, as count-1 fields.
const HONOR_FIELDS: u32 = 0o1_111_111;

bitflags! {
    /// The forms in which a hand is complete.
    ///
    /// ```
    /// use tehai::{agari, WinForms};
    /// let hand: tehai::Hand = "22334455667788m".parse().unwrap();
    /// assert_eq!(agari(&hand), WinForms::REGULAR | WinForms::SEVEN_PAIRS);
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

/// `true` if one number suit splits into melds only (`3N` tiles) or into
/// melds and one pair (`3N + 2` tiles). Table-driven (see
/// [`crate::shanten`]); the suit's counts must be at most 4.
#[inline]
pub(crate) fn is_number_suit_complete(suit: PackedSuit) -> bool {
    number_suit_is_complete(suit.raw(), suit.tile_count())
}

/// The same question answered by the mod-3 pair candidates and the greedy
/// scan (SPEC §5). Unlike the table it accepts a count of 5 in one rank,
/// which the waits use to recognise fifth-tile waits.
#[inline]
pub(crate) fn is_number_suit_complete_by_scan(raw: u32) -> bool {
    let suit = PackedSuit::from_raw_unchecked(raw);
    match suit.tile_count() % 3 {
        0 => greedy_melds(raw).is_some(),
        2 => {
            let mut pair = (2 * suit.rank_sum_mod3()) % 3;
            while pair < 9 {
                let shift = 3 * pair;
                if (raw >> shift) & 0b111 >= 2 && greedy_melds(raw - (2 << shift)).is_some() {
                    return true;
                }
                pair += 3;
            }
            false
        }
        _ => false,
    }
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
    if hand.tile_count() % 3 != 2 {
        return false;
    }
    let suits = hand.suits();
    if !has_one_pair_suit_at_most(&suits) {
        return false;
    }
    let [man, pin, sou, honor] = suits;
    // Cheapest and most often failing test first.
    decompose_honor_suit(honor).is_some()
        && is_number_suit_complete(man)
        && is_number_suit_complete(pin)
        && is_number_suit_complete(sou)
}

/// Bit `3r` set where the field at rank `r` holds exactly 2.
#[inline]
fn pair_fields(raw: u32) -> u32 {
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    bit1 & !bit0 & !bit2
}

/// `true` for seven distinct pairs (chiitoitsu). Four of a kind is not two
/// pairs, so `1111m` never counts.
///
/// ```
/// assert!(tehai::is_seven_pairs(&"1122m3344p5566s77z".parse().unwrap()));
/// assert!(!tehai::is_seven_pairs(&"1111m3344p5566s77z".parse().unwrap()));
/// ```
pub fn is_seven_pairs(hand: &Hand) -> bool {
    if hand.tile_count() != 14 {
        return false;
    }
    // 14 tiles with seven fields of exactly 2 leave no other tile. The four
    // suits' one-bit pair fields add up to at most 4 a field, so one SWAR
    // field sum counts them (no popcount instruction on baseline x86_64).
    let pairs: u32 = hand
        .suits()
        .iter()
        .map(|suit| pair_fields(suit.raw()))
        .sum();
    PackedSuit::from_raw_unchecked(pairs).tile_count() == 7
}

/// `true` for thirteen orphans (kokushi musou): each of the 13 terminal and
/// honor kinds, one of them twice.
///
/// ```
/// assert!(tehai::is_thirteen_orphans(&"19m19p19s12345677z".parse().unwrap()));
/// assert!(!tehai::is_thirteen_orphans(&"19m19p19s1234567z5m".parse().unwrap()));
/// ```
pub fn is_thirteen_orphans(hand: &Hand) -> bool {
    if hand.tile_count() != 14 {
        return false;
    }
    // 14 tiles, all on orphan ranks, every orphan rank held: exactly one duplicate.
    let orphan_masks = [
        TERMINAL_FIELDS,
        TERMINAL_FIELDS,
        TERMINAL_FIELDS,
        HONOR_FIELDS,
    ];
    hand.suits().iter().zip(orphan_masks).all(|(suit, fields)| {
        let raw = suit.raw();
        let occupied = (raw | raw >> 1 | raw >> 2) & LOW_BITS;
        occupied == fields
    })
}

/// Every form in which the hand is complete; empty if it is not.
///
/// ```
/// use tehai::{agari, WinForms};
/// assert_eq!(agari(&"19m19p19s12345677z".parse().unwrap()), WinForms::THIRTEEN_ORPHANS);
/// assert!(agari(&"123m".parse().unwrap()).is_empty());
/// ```
pub fn agari(hand: &Hand) -> WinForms {
    let mut forms = WinForms::empty();
    if is_regular_win(hand) {
        forms |= WinForms::REGULAR;
    }
    if is_seven_pairs(hand) {
        forms |= WinForms::SEVEN_PAIRS;
    }
    if is_thirteen_orphans(hand) {
        forms |= WinForms::THIRTEEN_ORPHANS;
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
    is_regular_win(hand) || is_seven_pairs(hand) || is_thirteen_orphans(hand)
}
