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

use crate::decompose::greedy_melds;
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
/// melds and one pair (`3N + 2` tiles), answered by the mod-3 pair candidates
/// and the greedy scan (SPEC §5). The win check reads the same answer from
/// the shanten class tables; unlike the table this accepts a count of 5 in one rank,
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

/// `true` if the honor suit of `tiles` tiles splits into triplets and, for
/// `3N + 2` tiles, exactly one pair: every count is 0, 2 or 3.
#[inline(always)]
pub(crate) fn is_honor_suit_complete(raw: u32, tiles: u32) -> bool {
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    // Counts 1 and 4 (nothing above 4 is held) break the suit.
    if (bit0 & !bit1) | bit2 != 0 {
        return false;
    }
    // Pair fields are 0/1 flags: a SWAR field sum counts them without popcnt.
    let pairs = PackedSuit::from_raw_unchecked(bit1 & !bit0).tile_count();
    pairs == u32::from(tiles % 3 == 2)
}

/// Tile counts of the four suits (SWAR sums), computed once per question.
#[inline(always)]
pub(crate) fn suit_tile_counts(suits: &[PackedSuit; 4]) -> [u32; 4] {
    [
        suits[0].tile_count(),
        suits[1].tile_count(),
        suits[2].tile_count(),
        suits[3].tile_count(),
    ]
}

/// 1 if `tiles ≡ 2 (mod 3)`, else 0, for `tiles` in 0..=15: one shift of a
/// constant instead of a remainder.
#[inline(always)]
pub(crate) const fn residue_is_two(tiles: u32) -> u32 {
    // Bits 2, 5, 8, 11 and 14 set.
    const TWO_MOD_THREE: u32 = 0b0100_1001_0010_0100;
    (TWO_MOD_THREE >> (tiles & 15)) & 1
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
    let pairs: u32 = suits.iter().map(|suit| pair_fields(suit.raw())).sum();
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
    suits.iter().zip(orphan_masks).all(|(suit, fields)| {
        let raw = suit.raw();
        (raw | raw >> 1 | raw >> 2) & LOW_BITS == fields
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
