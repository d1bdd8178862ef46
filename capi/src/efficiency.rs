//! Tile efficiency across the boundary: the useful tiles of a `3N + 1` hand
//! ([`tehai_hand_useful_tiles`]), the discard table of a `3N + 2` hand
//! ([`tehai_hand_discards`]), and the calls that take the table around a
//! hand ([`TehaiTable`]: the player count and the tiles seen, beside the
//! declared melds): [`tehai_hand_useful_tiles_with`],
//! [`tehai_hand_discards_with`], [`tehai_hand_shanten_with`],
//! [`tehai_hand_waits_with`].

use tehai::{Context, ContextError, Discards, Players, TileCounts, UsefulTiles};

use crate::analysis::{TEHAI_SHANTEN_NOT_APPLICABLE, TehaiShanten, TehaiWaits};
use crate::boundary::{check_ptr, guard, hand_in, read_in, write_out};
use crate::hand::TehaiHand;
use crate::meld::{MeldList, TehaiMeld, melds_in};
use crate::status::TehaiStatus;

/// `TehaiTable::players`: four players, all 34 kinds.
pub const TEHAI_PLAYERS_FOUR: u8 = 4;

/// `TehaiTable::players`: three players (sanma), without 2m to 8m.
pub const TEHAI_PLAYERS_THREE: u8 = 3;

/// The shanten number of a form that cannot be completed with the copies
/// left in play (only the `_with` calls give it). Equal to
/// `TEHAI_SHANTEN_NOT_APPLICABLE`: either way the form offers nothing.
pub const TEHAI_SHANTEN_UNREACHABLE: i8 = 127;

const _: () = assert!(TEHAI_SHANTEN_UNREACHABLE == tehai::Shanten::UNREACHABLE);
const _: () = assert!(TEHAI_SHANTEN_UNREACHABLE == TEHAI_SHANTEN_NOT_APPLICABLE);

/// Most rows of a discard table: one per distinct tile of a 14-tile hand.
pub const TEHAI_MAX_DISCARDS: u32 = 14;

/// What a player knows beyond the concealed hand and its declared melds:
/// how many players sit at the table and which tiles were seen (discards,
/// dora indicators, other players' melds). A copy seen, or in a declared
/// meld, cannot be drawn.
///
/// Every byte is checked: `players` other than `TEHAI_PLAYERS_FOUR` or
/// `TEHAI_PLAYERS_THREE`, or a non-zero `reserved`, is
/// `TEHAI_STATUS_INVALID_TABLE`; a `seen` count above 4 (or above four
/// copies between the hand, the melds and the seen tiles) is
/// `TEHAI_STATUS_COUNT_ABOVE_FOUR`. Initialize the whole struct (`= {0}`)
/// and set `players`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_FOUR, TehaiTable};
let mut table = TehaiTable::default();
table.seen[33] = 3; // three 7z seen
assert_eq!(table.players, TEHAI_PLAYERS_FOUR);
assert_eq!(table.seen.len(), 34);
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiTable {
    /// Copies of each kind seen, by tile index (0..=4 each).
    pub seen: [u8; 34],
    /// `TEHAI_PLAYERS_FOUR` or `TEHAI_PLAYERS_THREE`.
    pub players: u8,
    /// Must be 0.
    pub reserved: u8,
}

impl Default for TehaiTable {
    /// Four players, nothing seen.
    fn default() -> Self {
        TehaiTable {
            seen: [0; 34],
            players: TEHAI_PLAYERS_FOUR,
            reserved: 0,
        }
    }
}

const _: () = assert!(size_of::<TehaiTable>() == 36);
const _: () = assert!(align_of::<TehaiTable>() == 1);

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
const _: () = assert!(TEHAI_MAX_DISCARDS as usize == tehai::MAX_CONCEALED_TILES as usize);

impl From<ContextError> for TehaiStatus {
    /// The status a C caller sees for a hand and a table that do not fit.
    fn from(error: ContextError) -> Self {
        match error {
            ContextError::TileCount(_) => TehaiStatus::WrongTileCount,
            ContextError::Melds(melds) => melds.into(),
            ContextError::TooManyCopies { .. } => TehaiStatus::CountAboveFour,
            ContextError::NotInThreePlayer { .. } => TehaiStatus::NotInThreePlayer,
        }
    }
}

/// The C form of the useful tiles.
fn useful_out(found: &UsefulTiles) -> TehaiUseful {
    let form = |form: Option<tehai::FormUseful>| {
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

/// A table read from C, with the melds beside it.
struct TableIn {
    melds: MeldList,
    seen: TileCounts,
    players: Players,
}

impl TableIn {
    fn context(&self) -> Context<'_> {
        Context::default()
            .with_melds(&self.melds)
            .with_seen(self.seen)
            .with_players(self.players)
    }
}

/// Reads the melds and the table of a `_with` call.
///
/// # Safety
///
/// `melds` is NULL or points to `meld_count` readable `TehaiMeld`s; `table`
/// is NULL or points to a readable `TehaiTable`.
unsafe fn table_in(
    melds: *const TehaiMeld,
    meld_count: usize,
    table: *const TehaiTable,
) -> Result<TableIn, TehaiStatus> {
    // SAFETY: forwarded contract.
    let raw = unsafe { read_in(table)? };
    let players = match raw.players {
        TEHAI_PLAYERS_FOUR => Players::Four,
        TEHAI_PLAYERS_THREE => Players::Three,
        _ => return Err(TehaiStatus::InvalidTable),
    };
    if raw.reserved != 0 {
        return Err(TehaiStatus::InvalidTable);
    }
    let seen = TileCounts::from_counts(&raw.seen)?;
    // SAFETY: forwarded contract.
    let melds = unsafe { melds_in(melds, meld_count)? };
    Ok(TableIn {
        melds,
        seen,
        players,
    })
}

/// The useful tiles of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13; fewer
/// than 13 mean declared melds), four players, every kind available up to
/// four copies (unseen counts are four less the hand's), written to
/// `*out_useful`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_useful` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_useful` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_useful` is NULL
/// or valid for writing a `TehaiUseful`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, TehaiUseful, tehai_hand_useful_tiles};
let hand = TehaiHand::from("23m456p789s11122z".parse::<tehai::Hand>().unwrap());
let mut useful = TehaiUseful::default();
// SAFETY: both pointers are to locals.
assert_eq!(unsafe { tehai_hand_useful_tiles(&hand, &mut useful) }, TehaiStatus::Ok);
assert_eq!((useful.shanten, useful.tiles, useful.count), (0, 1 << 0 | 1 << 3, 8)); // 1m 4m
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_useful_tiles(
    hand: *const TehaiHand,
    out_useful: *mut TehaiUseful,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_useful)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let value = useful_out(&tehai::useful_tiles(&hand)?);
        // SAFETY: `out_useful` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_useful, value) };
        Ok(())
    })
}

/// The useful tiles of a `3N + 1` hand at a table: the declared melds and
/// the seen tiles take copies out of play (they can neither be drawn nor be
/// part of the complete hand the shanten number counts towards), and three
/// players play without 2m to 8m. Written to `*out_useful`. `melds` may be
/// NULL when `meld_count` is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `table` or `out_useful` is NULL,
///   or `melds` is NULL with a non-zero `meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_useful` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `table->players` is neither 3 nor 4, or
///   `table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or
///   `table->seen`, or more than four copies of a kind between the hand, the
///   melds and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles, or more tiles than
///   the melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiMeld`s; `table` is NULL or points
/// to a readable `TehaiTable`; `out_useful` is NULL or valid for writing a
/// `TehaiUseful`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MELD_KIND_PON, TEHAI_PLAYERS_FOUR, TehaiHand, TehaiMeld, TehaiStatus};
use tehai_capi::{TehaiTable, TehaiUseful, tehai_hand_useful_tiles_with};
// 7z alone beside a pon of 7z (and three more melds): no 7z is left.
let hand = TehaiHand::from("7z".parse::<tehai::Hand>().unwrap());
let pon = |tile| TehaiMeld { kind: TEHAI_MELD_KIND_PON, tile, ..Default::default() };
let melds = [pon(33), pon(27), pon(28), pon(29)];
let table = TehaiTable { players: TEHAI_PLAYERS_FOUR, ..Default::default() };
let mut useful = TehaiUseful::default();
// SAFETY: every pointer is to a local of the length passed.
let status = unsafe { tehai_hand_useful_tiles_with(&hand, melds.as_ptr(), 4, &table, &mut useful) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(useful.shanten, 1);
assert_eq!(useful.tiles & 1 << 33, 0);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_useful_tiles_with(
    hand: *const TehaiHand,
    melds: *const TehaiMeld,
    meld_count: usize,
    table: *const TehaiTable,
    out_useful: *mut TehaiUseful,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_useful)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `melds` and `table`.
        let table = unsafe { table_in(melds, meld_count, table)? };
        let value = useful_out(&tehai::useful_tiles_with(&hand, &table.context())?);
        // SAFETY: `out_useful` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_useful, value) };
        Ok(())
    })
}

/// The discard table of a hand of `3N + 2` tiles (2, 5, 8, 11 or 14): for
/// every distinct tile, the shanten number and useful tiles of the hand
/// without it, best first; four players, every kind available up to four
/// copies (the counts treat the thrown copy as seen). Written to
/// `*out_table`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_table` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_table` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 2` tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_table` is NULL
/// or valid for writing a `TehaiDiscards`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiDiscards, TehaiHand, TehaiStatus, tehai_hand_discards};
let hand = TehaiHand::from("123m456p789s11223z".parse::<tehai::Hand>().unwrap());
let mut table = TehaiDiscards::default();
// SAFETY: both pointers are to locals.
assert_eq!(unsafe { tehai_hand_discards(&hand, &mut table) }, TehaiStatus::Ok);
assert_eq!((table.shanten, table.row_count), (0, 12));
assert_eq!(table.rows[0].tile, 29); // 3z
assert_eq!((table.rows[0].shanten, table.rows[0].count), (0, 4));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_discards(
    hand: *const TehaiHand,
    out_table: *mut TehaiDiscards,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_table)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let value = discards_out(&tehai::discards(&hand)?);
        // SAFETY: `out_table` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_table, value) };
        Ok(())
    })
}

/// The discard table of a `3N + 2` hand at a table: as
/// `tehai_hand_discards`, with the copies in the declared melds and the seen
/// tiles out of play (each row is `tehai_hand_useful_tiles_with` of the hand
/// left, the thrown copy counted as seen in the counts); three players play
/// without 2m to 8m. `melds` may be NULL when `meld_count` is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `table` or `out_table` is NULL,
///   or `melds` is NULL with a non-zero `meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_table` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `table->players` is neither 3 nor 4, or
///   `table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or
///   `table->seen`, or more than four copies of a kind between the hand, the
///   melds and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 2` tiles, or more tiles than
///   the melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiMeld`s; `table` is NULL or points
/// to a readable `TehaiTable`; `out_table` is NULL or valid for writing a
/// `TehaiDiscards`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_THREE, TehaiDiscards, TehaiHand, TehaiStatus, TehaiTable};
use tehai_capi::tehai_hand_discards_with;
let hand = TehaiHand::from("19m19p19s12345677z".parse::<tehai::Hand>().unwrap());
let table = TehaiTable { players: TEHAI_PLAYERS_THREE, ..Default::default() };
let mut out = TehaiDiscards::default();
// SAFETY: every pointer is to a local (no melds).
let status = unsafe { tehai_hand_discards_with(&hand, core::ptr::null(), 0, &table, &mut out) };
assert_eq!((status, out.shanten), (TehaiStatus::Ok, -1));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_discards_with(
    hand: *const TehaiHand,
    melds: *const TehaiMeld,
    meld_count: usize,
    table: *const TehaiTable,
    out_table: *mut TehaiDiscards,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_table)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `melds` and `table`.
        let table = unsafe { table_in(melds, meld_count, table)? };
        let value = discards_out(&tehai::discards_with(&hand, &table.context())?);
        // SAFETY: `out_table` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_table, value) };
        Ok(())
    })
}

/// The shanten numbers of a `3N + 1` or `3N + 2` hand at a table: the
/// complete hand counted towards never holds a copy in a declared meld or
/// among the seen tiles, and three players play without 2m to 8m (1m and 9m
/// count like honors). A form that cannot be completed gets
/// `TEHAI_SHANTEN_UNREACHABLE`. Written to `*out_shanten`. `melds` may be
/// NULL when `meld_count` is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `table` or `out_shanten` is NULL,
///   or `melds` is NULL with a non-zero `meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `table->players` is neither 3 nor 4, or
///   `table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or
///   `table->seen`, or more than four copies of a kind between the hand, the
///   melds and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N` tiles, or more tiles than the
///   melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiMeld`s; `table` is NULL or points
/// to a readable `TehaiTable`; `out_shanten` is NULL or valid for writing a
/// `TehaiShanten`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_THREE, TehaiHand, TehaiShanten, TehaiStatus, TehaiTable};
use tehai_capi::tehai_hand_shanten_with;
let hand = TehaiHand::from("1111m111122233z".parse::<tehai::Hand>().unwrap());
let table = TehaiTable { players: TEHAI_PLAYERS_THREE, ..Default::default() };
let mut shanten = TehaiShanten::default();
// SAFETY: every pointer is to a local (no melds).
let status = unsafe { tehai_hand_shanten_with(&hand, core::ptr::null(), 0, &table, &mut shanten) };
assert_eq!((status, shanten.min), (TehaiStatus::Ok, 2));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_shanten_with(
    hand: *const TehaiHand,
    melds: *const TehaiMeld,
    meld_count: usize,
    table: *const TehaiTable,
    out_shanten: *mut TehaiShanten,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_shanten)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `melds` and `table`.
        let table = unsafe { table_in(melds, meld_count, table)? };
        let numbers = tehai::shanten_with(&hand, &table.context())?;
        let value = TehaiShanten {
            min: numbers.min,
            regular: numbers.regular,
            seven_pairs: numbers.seven_pairs.unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
            thirteen_orphans: numbers
                .thirteen_orphans
                .unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
        };
        // SAFETY: `out_shanten` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_shanten, value) };
        Ok(())
    })
}

/// The waits of a `3N + 1` hand at a table: a kind that completes the hand
/// is a real wait only while a copy of it is left to draw (not all in the
/// hand, the declared melds or the seen tiles); the others go to
/// `fifth_tile`. Three players play without 2m to 8m. Written to
/// `*out_waits`. `melds` may be NULL when `meld_count` is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `table` or `out_waits` is NULL,
///   or `melds` is NULL with a non-zero `meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_waits` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `table->players` is neither 3 nor 4, or
///   `table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or
///   `table->seen`, or more than four copies of a kind between the hand, the
///   melds and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: not `3N + 1` tiles, or more tiles than
///   the melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiMeld`s; `table` is NULL or points
/// to a readable `TehaiTable`; `out_waits` is NULL or valid for writing a
/// `TehaiWaits`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_FOUR, TehaiHand, TehaiStatus, TehaiTable, TehaiWaits};
use tehai_capi::tehai_hand_waits_with;
let hand = TehaiHand::from("23m456p789s11122z".parse::<tehai::Hand>().unwrap());
let mut table = TehaiTable { players: TEHAI_PLAYERS_FOUR, ..Default::default() };
table.seen[0] = 4; // every 1m seen
let mut waits = TehaiWaits::default();
// SAFETY: every pointer is to a local (no melds).
let status = unsafe { tehai_hand_waits_with(&hand, core::ptr::null(), 0, &table, &mut waits) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!((waits.waits, waits.fifth_tile), (1 << 3, 1 << 0)); // 4m; 1m is dead
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_waits_with(
    hand: *const TehaiHand,
    melds: *const TehaiMeld,
    meld_count: usize,
    table: *const TehaiTable,
    out_waits: *mut TehaiWaits,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_waits)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `melds` and `table`.
        let table = unsafe { table_in(melds, meld_count, table)? };
        let found = tehai::waits_with(&hand, &table.context())?;
        let value = TehaiWaits {
            waits: found.waits.bits(),
            fifth_tile: found.fifth_tile.bits(),
        };
        // SAFETY: `out_waits` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_waits, value) };
        Ok(())
    })
}
