//! The questions about a hand: the win check ([`tehai_hand_win_forms`]),
//! waits ([`tehai_hand_waits`]) and shanten ([`tehai_hand_shanten`]), the
//! last two at the table a [`TehaiContext`] describes, and the batch forms
//! of the win check and shanten (at the plain table).
//!
//! The batch calls answer one question for an array of hands with the same
//! scalar code as the single calls: they save a boundary crossing per hand,
//! nothing more, and are not a faster path.

use tehai::{Context, Hand, WinForms};

use crate::boundary::{check_ptr, for_each_hand, guard, hand_in, write_out};
use crate::context::{TehaiContext, context_in};
use crate::hand::TehaiHand;
use crate::status::TehaiStatus;

/// Win-form flag: melds and one pair (the regular form).
pub const TEHAI_WIN_REGULAR: u32 = 1;

/// Win-form flag: seven distinct pairs (chiitoitsu).
pub const TEHAI_WIN_SEVEN_PAIRS: u32 = 1 << 1;

/// Win-form flag: thirteen orphans (kokushi musou).
pub const TEHAI_WIN_THIRTEEN_ORPHANS: u32 = 1 << 2;

const _: () = {
    assert!(TEHAI_WIN_REGULAR == WinForms::REGULAR.bits() as u32);
    assert!(TEHAI_WIN_SEVEN_PAIRS == WinForms::SEVEN_PAIRS.bits() as u32);
    assert!(TEHAI_WIN_THIRTEEN_ORPHANS == WinForms::THIRTEEN_ORPHANS.bits() as u32);
};

/// The `TEHAI_WIN_*` flags of a set of winning forms (the same bits, by the
/// assertions above).
pub(crate) fn win_form_bits(forms: WinForms) -> u32 {
    u32::from(forms.bits())
}

/// The win check's precondition: `3N + 2` tiles.
fn can_win(hand: &Hand) -> Result<(), TehaiStatus> {
    if hand.tile_count() % 3 == 2 {
        Ok(())
    } else {
        Err(TehaiStatus::WrongTileCount)
    }
}

/// The win check's answer for a C caller.
fn win_forms_of(hand: &Hand) -> Result<u32, TehaiStatus> {
    can_win(hand)?;
    Ok(win_form_bits(tehai::win_forms(hand)))
}

/// The win check (agari): writes to `*out_forms` every form in which a hand
/// of `3N + 2` tiles is complete, as `TEHAI_WIN_*` flags; 0 means not
/// complete.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_forms` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_forms` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 2` tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_forms` is NULL or
/// valid for writing a `uint32_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_WIN_SEVEN_PAIRS, TehaiHand, TehaiStatus, tehai_hand_win_forms};
let hand = TehaiHand::from("1122m3344p5566s77z".parse::<tehai::Hand>().unwrap());
let mut forms = 0;
// SAFETY: both pointers are to locals.
assert_eq!(unsafe { tehai_hand_win_forms(&hand, &mut forms) }, TehaiStatus::Ok);
assert_eq!(forms, TEHAI_WIN_SEVEN_PAIRS);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_win_forms(
    hand: *const TehaiHand,
    out_forms: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_forms)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let forms = win_forms_of(&hand)?;
        // SAFETY: `out_forms` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_forms, forms) };
        Ok(())
    })
}

/// The win check over an array of hands: `out_forms[i]` receives the
/// `TEHAI_WIN_*` flags of `hands[i]`, exactly as `tehai_hand_win_forms`
/// gives them. A convenience (one call for many hands), not a faster path.
///
/// Every hand is checked before anything is written: if one is invalid or
/// has the wrong tile count, the call returns its status, writes its index
/// to `*out_error_index` and leaves `out_forms` untouched. `*out_error_index`
/// is written only then. `hands` and `out_forms` may be NULL when
/// `hand_count` (and `out_capacity`) is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_error_index` is NULL, `hands` is NULL
///   with a non-zero `hand_count`, or `out_forms` is NULL with a non-zero
///   `out_capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hands`, `out_forms` or
///   `out_error_index` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `hand_count` hands or `out_capacity`
///   flags would not fit in memory;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `out_capacity < hand_count` (nothing
///   written, not even the index);
/// * per hand, as `tehai_hand_win_forms`: `TEHAI_STATUS_INVALID_PACKED_HAND`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`,
///   `TEHAI_STATUS_WRONG_TILE_COUNT`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hands` is NULL or points to `hand_count` readable `TehaiHand`s;
/// `out_forms` is NULL or valid for writing `out_capacity` `uint32_t`s and
/// does not overlap `hands`; `out_error_index` is NULL or valid for writing a
/// `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_WIN_REGULAR, TehaiHand, TehaiStatus, tehai_hands_win_forms};
let hands: Vec<TehaiHand> = ["123m456p789s11122z", "123m456p789s11123z", "1234m"]
    .iter()
    .map(|text| TehaiHand::from(text.parse::<tehai::Hand>().unwrap()))
    .collect();
let mut forms = [u32::MAX; 3];
let mut error_index = usize::MAX;
// SAFETY: every pointer is to a local of the length passed.
let status = unsafe {
    tehai_hands_win_forms(hands.as_ptr(), 2, forms.as_mut_ptr(), 3, &mut error_index)
};
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(forms, [TEHAI_WIN_REGULAR, 0, u32::MAX]);
// The third hand holds 4 tiles: its index is reported, nothing else written.
// SAFETY: as above.
let status = unsafe {
    tehai_hands_win_forms(hands.as_ptr(), 3, forms.as_mut_ptr(), 3, &mut error_index)
};
assert_eq!((status, error_index), (TehaiStatus::WrongTileCount, 2));
assert_eq!(forms, [TEHAI_WIN_REGULAR, 0, u32::MAX]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hands_win_forms(
    hands: *const TehaiHand,
    hand_count: usize,
    out_forms: *mut u32,
    out_capacity: usize,
    out_error_index: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: forwarded contract on every pointer.
        unsafe {
            for_each_hand(
                hands,
                hand_count,
                out_forms,
                out_capacity,
                out_error_index,
                can_win,
                win_forms_of,
            )
        }
    })
}

/// The waits (machi) of a `3N + 1` hand, as 64-bit tile sets: bit `i` stands
/// for tile index `i` (`waits & (1ull << 13)` tests 5p).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiWaits {
    /// Kinds that complete the hand in any form and can still be drawn.
    pub waits: u64,
    /// Kinds that would complete the hand only as a fifth copy (the hand holds
    /// all four): not real waits, reported apart.
    pub fifth_tile: u64,
}

/// The waits of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13) at a table:
/// every kind that completes it in any form (regular, seven pairs, thirteen
/// orphans), written to `*out_waits`. An empty `waits` set means not tenpai.
/// A kind that completes the hand is a real wait only while a copy of it is
/// left to draw (not all in the hand, the declared melds or the seen tiles of
/// `*context`); the others go to `fifth_tile`. Three players play without 2m
/// to 8m.
///
/// `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
/// four players, no declared melds, nothing seen.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_waits` is NULL, or
///   `context->melds` is NULL with a non-zero `context->meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context` or `out_waits` is
///   misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
///   nor 4, or `context->table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
///   tiles, or more than four copies of a kind between the hand, the melds
///   and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles, or more tiles than
///   the melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
/// points to a readable `TehaiContext` whose `melds` points to `meld_count`
/// readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
/// a readable `TehaiTable`; `out_waits` is NULL or valid for writing a
/// `TehaiWaits`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_FOUR, TehaiContext, TehaiHand, TehaiStatus, TehaiTable};
use tehai_capi::{TehaiWaits, tehai_hand_waits};
let hand = TehaiHand::from("1111234m567p789s".parse::<tehai::Hand>().unwrap());
let mut waits = TehaiWaits::default();
// SAFETY: both pointers are to locals; a NULL context is the plain table.
assert_eq!(unsafe { tehai_hand_waits(&hand, core::ptr::null(), &mut waits) }, TehaiStatus::Ok);
assert_eq!(waits.waits, 1 << 3); // 4m
assert_eq!(waits.fifth_tile, 1 << 0); // 1m: all four are in the hand

let hand = TehaiHand::from("23m456p789s11122z".parse::<tehai::Hand>().unwrap());
let mut table = TehaiTable { players: TEHAI_PLAYERS_FOUR, ..Default::default() };
table.seen[0] = 4; // every 1m seen
let context = TehaiContext { table: &table, ..Default::default() };
// SAFETY: every pointer is to a local (no melds).
assert_eq!(unsafe { tehai_hand_waits(&hand, &context, &mut waits) }, TehaiStatus::Ok);
assert_eq!((waits.waits, waits.fifth_tile), (1 << 3, 1 << 0)); // 4m; 1m is dead
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_waits(
    hand: *const TehaiHand,
    context: *const TehaiContext,
    out_waits: *mut TehaiWaits,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_waits)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `context` and what it points to.
        let context = unsafe { context_in(context)? };
        let found = tehai::waits(&hand, &context.context())?;
        let value = TehaiWaits {
            waits: found.waits.bits(),
            fifth_tile: found.fifth_tile.bits(),
        };
        // SAFETY: `out_waits` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_waits, value) };
        Ok(())
    })
}

/// Value of a `TehaiShanten` field whose form does not apply (seven pairs and
/// thirteen orphans need a fully concealed hand of 13 or 14 tiles).
pub const TEHAI_SHANTEN_NOT_APPLICABLE: i8 = 127;

/// Shanten numbers (向聴数): how many tile exchanges a hand is from tenpai;
/// -1 means complete, 0 tenpai.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiShanten {
    /// The least of the forms that apply.
    pub min: i8,
    /// The regular form (melds and a pair), the declared melds implied by the
    /// tile count.
    pub regular: i8,
    /// Seven pairs (chiitoitsu), or `TEHAI_SHANTEN_NOT_APPLICABLE`.
    pub seven_pairs: i8,
    /// Thirteen orphans (kokushi musou), or `TEHAI_SHANTEN_NOT_APPLICABLE`.
    pub thirteen_orphans: i8,
}

/// Shanten's precondition: `3N + 1` or `3N + 2` tiles (a `3N`-tile hand is
/// neither complete nor waiting, so it is no distance from either).
fn has_shanten(hand: &Hand) -> Result<(), TehaiStatus> {
    Ok(tehai::front_end::check_win_or_wait_count(hand)?)
}

/// The shanten numbers for a C caller, at a table.
fn shanten_at(hand: &Hand, context: &Context<'_>) -> Result<TehaiShanten, TehaiStatus> {
    let numbers = tehai::shanten(hand, context)?;
    Ok(TehaiShanten {
        min: numbers.min,
        regular: numbers.regular,
        seven_pairs: numbers.seven_pairs.unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
        thirteen_orphans: numbers
            .thirteen_orphans
            .unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
    })
}

/// The shanten numbers for a C caller, at the plain table (the batch call).
fn shanten_of(hand: &Hand) -> Result<TehaiShanten, TehaiStatus> {
    shanten_at(hand, &Context::default())
}

/// The shanten numbers of a hand of `3N + 1` or `3N + 2` tiles at a table,
/// written to `*out_shanten`: the complete hand counted towards never holds
/// a copy in a declared meld or among the seen tiles of `*context`, and
/// three players play without 2m to 8m (1m and 9m count like honors). A form
/// that cannot be completed gets `TEHAI_SHANTEN_UNREACHABLE`.
///
/// `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
/// four players, no declared melds, nothing seen.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_shanten` is NULL, or
///   `context->melds` is NULL with a non-zero `context->meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `context` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
///   nor 4, or `context->table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
///   tiles, or more than four copies of a kind between the hand, the melds
///   and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N` tiles (0 included), or more tiles
///   than the melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
/// points to a readable `TehaiContext` whose `melds` points to `meld_count`
/// readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
/// a readable `TehaiTable`; `out_shanten` is NULL or valid for writing a
/// `TehaiShanten`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_THREE, TEHAI_SHANTEN_NOT_APPLICABLE, TehaiContext, TehaiHand};
use tehai_capi::{TehaiShanten, TehaiStatus, TehaiTable, tehai_hand_shanten};
let hand = TehaiHand::from("45m789s11z".parse::<tehai::Hand>().unwrap());
let mut shanten = TehaiShanten::default();
// SAFETY: both pointers are to locals; a NULL context is the plain table.
assert_eq!(unsafe { tehai_hand_shanten(&hand, core::ptr::null(), &mut shanten) }, TehaiStatus::Ok);
assert_eq!((shanten.min, shanten.regular), (0, 0));
// Seven tiles: two melds are declared, so seven pairs cannot apply.
assert_eq!(shanten.seven_pairs, TEHAI_SHANTEN_NOT_APPLICABLE);

let hand = TehaiHand::from("1111m111122233z".parse::<tehai::Hand>().unwrap());
let table = TehaiTable { players: TEHAI_PLAYERS_THREE, ..Default::default() };
let context = TehaiContext { table: &table, ..Default::default() };
// SAFETY: every pointer is to a local (no melds).
assert_eq!(unsafe { tehai_hand_shanten(&hand, &context, &mut shanten) }, TehaiStatus::Ok);
assert_eq!(shanten.min, 2);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_shanten(
    hand: *const TehaiHand,
    context: *const TehaiContext,
    out_shanten: *mut TehaiShanten,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_shanten)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `context` and what it points to.
        let context = unsafe { context_in(context)? };
        let value = shanten_at(&hand, &context.context())?;
        // SAFETY: `out_shanten` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_shanten, value) };
        Ok(())
    })
}

/// Shanten over an array of hands: `out_shanten[i]` receives the numbers of
/// `hands[i]`, exactly as `tehai_hand_shanten` gives them with a NULL
/// context (the plain table). A convenience (one call for many hands), not
/// a faster path.
///
/// Every hand is checked before anything is written: if one is invalid or
/// has `3N` tiles, the call returns its status, writes its index to
/// `*out_error_index` and leaves `out_shanten` untouched. `*out_error_index`
/// is written only then. `hands` and `out_shanten` may be NULL when
/// `hand_count` (and `out_capacity`) is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_error_index` is NULL, `hands` is NULL
///   with a non-zero `hand_count`, or `out_shanten` is NULL with a non-zero
///   `out_capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hands` or `out_error_index` is
///   misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `hand_count` hands or `out_capacity`
///   results would not fit in memory;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `out_capacity < hand_count` (nothing
///   written, not even the index);
/// * per hand, as `tehai_hand_shanten`: `TEHAI_STATUS_INVALID_PACKED_HAND`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`,
///   `TEHAI_STATUS_WRONG_TILE_COUNT`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hands` is NULL or points to `hand_count` readable `TehaiHand`s;
/// `out_shanten` is NULL or valid for writing `out_capacity` `TehaiShanten`s
/// and does not overlap `hands`; `out_error_index` is NULL or valid for
/// writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiShanten, TehaiStatus, tehai_hands_shanten};
let hands: Vec<TehaiHand> = ["123m456p789s1122z", "147m258p369s1234z"]
    .iter()
    .map(|text| TehaiHand::from(text.parse::<tehai::Hand>().unwrap()))
    .collect();
let mut out = [TehaiShanten::default(); 2];
let mut error_index = 0;
// SAFETY: every pointer is to a local of the length passed.
let status = unsafe {
    tehai_hands_shanten(hands.as_ptr(), hands.len(), out.as_mut_ptr(), out.len(), &mut error_index)
};
assert_eq!(status, TehaiStatus::Ok);
assert_eq!([out[0].min, out[1].min], [0, 6]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hands_shanten(
    hands: *const TehaiHand,
    hand_count: usize,
    out_shanten: *mut TehaiShanten,
    out_capacity: usize,
    out_error_index: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: forwarded contract on every pointer.
        unsafe {
            for_each_hand(
                hands,
                hand_count,
                out_shanten,
                out_capacity,
                out_error_index,
                has_shanten,
                shanten_of,
            )
        }
    })
}
