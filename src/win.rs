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

#[cfg(not(feature = "tables"))]
use crate::complete::number::number_suit_tiles_and_completeness;
use crate::complete::special::{seven_pairs_of_fourteen, thirteen_orphans_of_fourteen};
#[cfg(feature = "tables")]
use crate::complete::states;
use crate::hand::{Hand, PackedSuit};
use crate::suit::{HONOR_FIELDS, TERMINAL_FIELDS};
#[cfg(not(feature = "tables"))]
use crate::suit::{honor_suit_pair, residue_is_two};

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

/// The regular-form win check of a hand: every suit splits into melds, and
/// exactly one suit also holds the pair.
///
/// The honors are checked first, without counting anything: they reject
/// most dealt hands. A number suit is then complete only for its own tile
/// count (never `3N + 1`), so the suits of `3N + 2` tiles are the ones with
/// the pair, and there must be exactly one; the hand's total needs no
/// separate check.
#[cfg(not(feature = "tables"))]
#[inline(always)]
fn is_regular_win_of(suits: &[PackedSuit; 4]) -> bool {
    let [man, pin, sou, honor] = *suits;
    let Some(honor_pair) = honor_suit_pair(honor.raw()) else {
        return false;
    };
    let (man_tiles, man_complete) = number_suit_tiles_and_completeness(man.raw());
    if !man_complete {
        return false;
    }
    let (pin_tiles, pin_complete) = number_suit_tiles_and_completeness(pin.raw());
    if !pin_complete {
        return false;
    }
    let (sou_tiles, sou_complete) = number_suit_tiles_and_completeness(sou.raw());
    sou_complete
        && residue_is_two(man_tiles) + residue_is_two(pin_tiles) + residue_is_two(sou_tiles)
            == u32::from(!honor_pair)
}

/// The regular-form win check by look-ups (see [`lookup`]): two per suit,
/// each number suit's giving whether it splits into melds and at most one
/// pair, and whether it holds the pair. Exactly one suit must; the hand's
/// total needs no separate check. The honors come first: they reject most
/// dealt hands.
#[cfg(feature = "tables")]
#[inline(always)]
fn is_regular_win_of(suits: &[PackedSuit; 4]) -> bool {
    let [man, pin, sou, honor] = *suits;
    let honor_pairs = states::honor_pairs(honor.raw());
    if honor_pairs > 1 {
        return false;
    }
    let man = states::number_suit_states(man.raw());
    if man == 0 {
        return false;
    }
    let pin = states::number_suit_states(pin.raw());
    if pin == 0 {
        return false;
    }
    let sou = states::number_suit_states(sou.raw());
    let holds_pair = |states: u32| u32::from(states & states::PAIR_STATES != 0);
    sou != 0 && holds_pair(man) + holds_pair(pin) + holds_pair(sou) + honor_pairs == 1
}

/// Seven pairs, without the tile count: seven fields of exactly 2 and no
/// other tile make 14 tiles by themselves.
#[inline(always)]
fn is_seven_pairs_of(suits: &[PackedSuit; 4]) -> bool {
    seven_pairs_of_fourteen(suits)
}

/// Thirteen orphans, without the tile count: once every suit holds exactly
/// its orphan kinds, the hand has 13 tiles (one each) or 14 (one of them
/// twice; a hand never holds more), so any copy beyond the first decides.
#[inline(always)]
fn is_thirteen_orphans_of(suits: &[PackedSuit; 4]) -> bool {
    let [man, pin, sou, honor] = suits.map(PackedSuit::raw);
    thirteen_orphans_of_fourteen(suits)
        && man + pin + sou + honor != 3 * TERMINAL_FIELDS + HONOR_FIELDS
}

/// Every form in which the hand is complete; empty if it is not.
///
/// * [`WinForms::REGULAR`]: the hand splits into melds and exactly one pair
///   (any `3N + 2` tiles; fewer than 14 mean declared melds).
/// * [`WinForms::SEVEN_PAIRS`]: seven distinct pairs (chiitoitsu); four of a
///   kind is not two pairs.
/// * [`WinForms::THIRTEEN_ORPHANS`]: each of the 13 terminal and honor
///   kinds, one of them twice (kokushi musou).
///
/// Whether a hand wins does not depend on the table around it, so this and
/// [`is_win`] take the hand alone.
///
/// ```
/// use tehai::{win_forms, WinForms};
/// assert_eq!(win_forms(&"19m19p19s12345677z".parse()?), WinForms::THIRTEEN_ORPHANS);
/// assert_eq!(win_forms(&"55z".parse()?), WinForms::REGULAR); // four declared melds
/// assert_eq!(win_forms(&"1122m3344p5566s77z".parse()?), WinForms::SEVEN_PAIRS);
/// assert!(win_forms(&"1111m3344p5566s77z".parse()?).is_empty());
/// assert!(win_forms(&"123m".parse()?).is_empty());
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn win_forms(hand: &Hand) -> WinForms {
    // Count the tiles once for all three forms, as `is_win` does.
    let suits = hand.suits();
    let mut forms = WinForms::empty();
    if is_regular_win_of(&suits) {
        forms |= WinForms::REGULAR;
    }
    if is_seven_pairs_of(&suits) {
        forms |= WinForms::SEVEN_PAIRS;
    }
    if is_thirteen_orphans_of(&suits) {
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
    let suits = hand.suits();
    is_regular_win_of(&suits) || is_seven_pairs_of(&suits) || is_thirteen_orphans_of(&suits)
}
