//! Tile efficiency across the boundary: the useful tiles of a `3N + 1` hand
//! ([`tehai_hand_useful_tiles`]) and the discard table of a `3N + 2` hand
//! ([`tehai_hand_discards`]), each at the table a [`TehaiContext`] describes.

use tehai::efficiency::{Discards, FormUseful, UsefulTiles};

use crate::analysis::TEHAI_SHANTEN_NOT_APPLICABLE;
use crate::boundary::{check_ptr, guard, hand_in, write_out};
use crate::context::{TehaiContext, context_in};
use crate::hand::TehaiHand;
use crate::status::TehaiStatus;

/// The shanten number of a form that cannot be completed with the copies
/// left in play (only a question asked with declared melds or a table gives
/// it). Equal to
/// `TEHAI_SHANTEN_NOT_APPLICABLE`: either way the form offers nothing.
pub const TEHAI_SHANTEN_UNREACHABLE: i8 = 127;

const _: () = assert!(TEHAI_SHANTEN_UNREACHABLE == tehai::Shanten::UNREACHABLE);
const _: () = assert!(TEHAI_SHANTEN_UNREACHABLE == TEHAI_SHANTEN_NOT_APPLICABLE);

/// Most rows of a discard table: one per distinct tile of a 14-tile hand.
pub const TEHAI_MAX_DISCARDS: u32 = 14;

/// The useful tiles (yuukouhai) of a `3N + 1` hand: the kinds whose draw
/// lowers the shanten number, as 64-bit tile sets (bit `i` stands for tile
/// index `i`), and the copies of each kind still unseen.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiUseful {
    /// The kinds whose draw lowers `shanten` (the least of the forms).
    pub tiles: u64,
    /// The kinds whose draw lowers `regular_shanten`.
    pub regular_tiles: u64,
    /// The kinds whose draw lowers `seven_pairs_shanten` (0 if it does not
    /// apply).
    pub seven_pairs_tiles: u64,
    /// The kinds whose draw lowers `thirteen_orphans_shanten` (0 if it does
    /// not apply).
    pub thirteen_orphans_tiles: u64,
    /// Unseen copies of the kinds in `tiles`, summed.
    pub count: u32,
    /// The least shanten number over the forms that apply.
    pub shanten: i8,
    /// The regular form's shanten number.
    pub regular_shanten: i8,
    /// Seven pairs, or `TEHAI_SHANTEN_NOT_APPLICABLE` (not 13 tiles) /
    /// `TEHAI_SHANTEN_UNREACHABLE`.
    pub seven_pairs_shanten: i8,
    /// Thirteen orphans, likewise.
    pub thirteen_orphans_shanten: i8,
    /// Copies of each kind neither in the hand, nor in its melds, nor seen.
    pub unseen: [u8; 34],
    /// Always 0.
    pub reserved: [u8; 6],
}

impl Default for TehaiUseful {
    /// Every field zero.
    fn default() -> Self {
        TehaiUseful {
            tiles: 0,
            regular_tiles: 0,
            seven_pairs_tiles: 0,
            thirteen_orphans_tiles: 0,
            count: 0,
            shanten: 0,
            regular_shanten: 0,
            seven_pairs_shanten: 0,
            thirteen_orphans_shanten: 0,
            unseen: [0; 34],
            reserved: [0; 6],
        }
    }
}

const _: () = assert!(size_of::<TehaiUseful>() == 80);

/// One row of a discard table: the hand after throwing `tile`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiDiscard {
    /// The kinds whose draw then lowers the shanten number (a tile set).
    pub useful: u64,
    /// Unseen copies of those kinds, summed (the thrown copy counts as seen).
    pub count: u32,
    /// Tile index `0..34` of the tile thrown.
    pub tile: u8,
    /// The shanten number of the hand left.
    pub shanten: i8,
    /// Always 0.
    pub reserved: [u8; 2],
}

const _: () = assert!(size_of::<TehaiDiscard>() == 16);

/// The discard table of a `3N + 2` hand: one row per distinct tile, best
/// first (least shanten, then most unseen useful copies, then tile order).
/// Rows from `row_count` on are zero.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiDiscards {
    /// The rows, `row_count` of them.
    pub rows: [TehaiDiscard; 14],
    /// How many rows (the distinct tiles of the hand).
    pub row_count: u32,
    /// The shanten number of the hand itself (-1: complete).
    pub shanten: i8,
    /// Copies of each kind neither in the hand, nor in its melds, nor seen.
    pub unseen: [u8; 34],
    /// Always 0.
    pub reserved: [u8; 7],
}

impl Default for TehaiDiscards {
    /// No rows, every field zero.
    fn default() -> Self {
        TehaiDiscards {
            rows: [TehaiDiscard::default(); 14],
            row_count: 0,
            shanten: 0,
            unseen: [0; 34],
            reserved: [0; 7],
        }
    }
}

const _: () = assert!(size_of::<TehaiDiscards>() == 14 * 16 + 48);
const _: () = assert!(TEHAI_MAX_DISCARDS as usize == tehai::hand::MAX_CONCEALED_TILES as usize);

/// The C form of the useful tiles.
fn useful_out(found: &UsefulTiles) -> TehaiUseful {
    let form = |form: Option<FormUseful>| {
        form.map_or((TEHAI_SHANTEN_NOT_APPLICABLE, 0), |form| {
            (form.shanten, form.tiles.bits())
        })
    };
    let (seven_pairs_shanten, seven_pairs_tiles) = form(found.seven_pairs);
    let (thirteen_orphans_shanten, thirteen_orphans_tiles) = form(found.thirteen_orphans);
    TehaiUseful {
        tiles: found.tiles.bits(),
        regular_tiles: found.regular.tiles.bits(),
        seven_pairs_tiles,
        thirteen_orphans_tiles,
        count: found.count(),
        shanten: found.shanten,
        regular_shanten: found.regular.shanten,
        seven_pairs_shanten,
        thirteen_orphans_shanten,
        unseen: found.unseen.counts(),
        reserved: [0; 6],
    }
}

/// The C form of a discard table.
fn discards_out(table: &Discards) -> TehaiDiscards {
    let mut out = TehaiDiscards {
        shanten: table.shanten(),
        unseen: table.unseen().counts(),
        ..TehaiDiscards::default()
    };
    for (slot, row) in out.rows.iter_mut().zip(table.entries()) {
        *slot = TehaiDiscard {
            useful: row.useful.bits(),
            count: row.count,
            tile: row.tile.index() as u8,
            shanten: row.shanten,
            reserved: [0; 2],
        };
        out.row_count += 1;
    }
    out
}

/// The useful tiles of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13; fewer
/// than 13 mean declared melds) at a table, written to `*out_useful`: the
/// declared melds and the seen tiles of `*context` take copies out of play
/// (they can neither be drawn nor be part of the complete hand the shanten
/// number counts towards), and three players play without 2m to 8m.
///
/// `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
/// four players, no declared melds, nothing seen, every kind available up to
/// four copies (unseen counts are four less the hand's).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_useful` is NULL, or
///   `context->melds` is NULL with a non-zero `context->meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context` or `out_useful` is
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
/// a readable `TehaiTable`; `out_useful` is NULL or valid for writing a
/// `TehaiUseful`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MELD_KIND_PON, TehaiContext, TehaiHand, TehaiMeld, TehaiStatus};
use tehai_capi::{TehaiUseful, tehai_hand_useful_tiles};
let hand = TehaiHand::from("23m456p789s11122z".parse::<tehai::Hand>().unwrap());
let mut useful = TehaiUseful::default();
// SAFETY: both pointers are to locals; a NULL context is the plain table.
let status = unsafe { tehai_hand_useful_tiles(&hand, core::ptr::null(), &mut useful) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!((useful.shanten, useful.tiles, useful.count), (0, 1 << 0 | 1 << 3, 8)); // 1m 4m

// 7z alone beside a pon of 7z (and three more melds): no 7z is left.
let hand = TehaiHand::from("7z".parse::<tehai::Hand>().unwrap());
let pon = |tile| TehaiMeld { kind: TEHAI_MELD_KIND_PON, tile, ..Default::default() };
let melds = [pon(33), pon(27), pon(28), pon(29)];
let context = TehaiContext { melds: melds.as_ptr(), meld_count: 4, ..Default::default() };
// SAFETY: every pointer is to a local of the length passed.
let status = unsafe { tehai_hand_useful_tiles(&hand, &context, &mut useful) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(useful.shanten, 1);
assert_eq!(useful.tiles & 1 << 33, 0);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_useful_tiles(
    hand: *const TehaiHand,
    context: *const TehaiContext,
    out_useful: *mut TehaiUseful,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_useful)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `context` and what it points to.
        let context = unsafe { context_in(context)? };
        let value = useful_out(&tehai::useful_tiles(&hand, &context.context())?);
        // SAFETY: `out_useful` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_useful, value) };
        Ok(())
    })
}

/// The discard table of a hand of `3N + 2` tiles (2, 5, 8, 11 or 14) at a
/// table: for every distinct tile, the shanten number and useful tiles of
/// the hand without it (each row is `tehai_hand_useful_tiles` of the hand
/// left, the thrown copy counted as seen in the counts), best first. The
/// declared melds and the seen tiles of `*context` are out of play; three
/// players play without 2m to 8m. Written to `*out_table`.
///
/// `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
/// four players, no declared melds, nothing seen.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_table` is NULL, or
///   `context->melds` is NULL with a non-zero `context->meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context` or `out_table` is
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
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 2` tiles, or more tiles than
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
/// a readable `TehaiTable`; `out_table` is NULL or valid for writing a
/// `TehaiDiscards`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_THREE, TehaiContext, TehaiDiscards, TehaiHand, TehaiStatus};
use tehai_capi::{TehaiTable, tehai_hand_discards};
let hand = TehaiHand::from("123m456p789s11223z".parse::<tehai::Hand>().unwrap());
let mut out = TehaiDiscards::default();
// SAFETY: both pointers are to locals; a NULL context is the plain table.
assert_eq!(unsafe { tehai_hand_discards(&hand, core::ptr::null(), &mut out) }, TehaiStatus::Ok);
assert_eq!((out.shanten, out.row_count), (0, 12));
assert_eq!(out.rows[0].tile, 29); // 3z
assert_eq!((out.rows[0].shanten, out.rows[0].count), (0, 4));

let hand = TehaiHand::from("19m19p19s12345677z".parse::<tehai::Hand>().unwrap());
let table = TehaiTable { players: TEHAI_PLAYERS_THREE, ..Default::default() };
let context = TehaiContext { table: &table, ..Default::default() };
// SAFETY: every pointer is to a local (no melds).
let status = unsafe { tehai_hand_discards(&hand, &context, &mut out) };
assert_eq!((status, out.shanten), (TehaiStatus::Ok, -1));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_discards(
    hand: *const TehaiHand,
    context: *const TehaiContext,
    out_table: *mut TehaiDiscards,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_table)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `context` and what it points to.
        let context = unsafe { context_in(context)? };
        let value = discards_out(&tehai::discards(&hand, &context.context())?);
        // SAFETY: `out_table` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_table, value) };
        Ok(())
    })
}
