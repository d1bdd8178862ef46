//! The table around a hand across the boundary: [`TehaiTable`] (the player
//! count and the tiles seen) and [`TehaiContext`] (the declared melds and
//! the table), which every question about a hand takes
//! ([`tehai_hand_decompose`](crate::tehai_hand_decompose),
//! [`tehai_hand_waits`](crate::tehai_hand_waits),
//! [`tehai_hand_shanten`](crate::tehai_hand_shanten),
//! [`tehai_hand_useful_tiles`](crate::tehai_hand_useful_tiles),
//! [`tehai_hand_discards`](crate::tehai_hand_discards)).

use tehai::{Context, Players, TileCounts};

use crate::boundary::read_in;
use crate::meld::{MeldList, TehaiMeld, melds_in};
use crate::status::TehaiStatus;

/// `TehaiTable::players`: four players, all 34 kinds.
pub const TEHAI_PLAYERS_FOUR: u8 = 4;

/// `TehaiTable::players`: three players (sanma), without 2m to 8m.
pub const TEHAI_PLAYERS_THREE: u8 = 3;

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

/// The table around a hand, for the questions about it: the hand's own
/// declared melds and the table (players, seen tiles).
///
/// A NULL `TehaiContext` pointer, or a zero-initialised `TehaiContext`
/// (`= {0}`: no melds, `table` NULL), is the plain table: four players, no
/// declared melds, nothing seen. `melds` may be NULL when `meld_count` is 0;
/// `table` NULL means four players and nothing seen. The melds and the table
/// are checked as `tehai_hand_check_melds` and `TehaiTable` say.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MELD_KIND_PON, TEHAI_PLAYERS_THREE, TehaiContext, TehaiMeld, TehaiTable};
let melds = [TehaiMeld { kind: TEHAI_MELD_KIND_PON, tile: 33, ..Default::default() }];
let table = TehaiTable { players: TEHAI_PLAYERS_THREE, ..Default::default() };
// A three-player table, a pon of 7z declared.
let context = TehaiContext { melds: melds.as_ptr(), meld_count: melds.len(), table: &table };
assert_eq!(context.meld_count, 1);
// The plain table: no melds, no table (as a NULL context pointer).
let plain = TehaiContext::default();
assert!(plain.melds.is_null() && plain.table.is_null());
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiContext {
    /// The hand's declared melds, `meld_count` of them (may be NULL when
    /// `meld_count` is 0).
    pub melds: *const TehaiMeld,
    /// How many declared melds `melds` points to, at most
    /// `TEHAI_MAX_DECLARED_MELDS`.
    pub meld_count: usize,
    /// The table, or NULL for four players with nothing seen.
    pub table: *const TehaiTable,
}

impl Default for TehaiContext {
    /// The plain table: no melds, `table` NULL.
    fn default() -> Self {
        TehaiContext {
            melds: core::ptr::null(),
            meld_count: 0,
            table: core::ptr::null(),
        }
    }
}

/// A context read from C: the melds and the table, checked.
pub(crate) struct ContextIn {
    melds: MeldList,
    seen: TileCounts,
    players: Players,
}

impl ContextIn {
    /// The core's context. For a NULL or zero-initialised `TehaiContext` it
    /// equals `Context::default()`, so the core takes its plain path.
    pub(crate) fn context(&self) -> Context<'_> {
        Context::default()
            .with_melds(&self.melds)
            .with_seen(self.seen)
            .with_players(self.players)
    }
}

/// Reads a table: `InvalidTable` for a player count other than 3 or 4 or a
/// non-zero reserved byte, `CountAboveFour` for a seen count above 4.
fn table_of(raw: &TehaiTable) -> Result<(TileCounts, Players), TehaiStatus> {
    let players = match raw.players {
        TEHAI_PLAYERS_FOUR => Players::Four,
        TEHAI_PLAYERS_THREE => Players::Three,
        _ => return Err(TehaiStatus::InvalidTable),
    };
    if raw.reserved != 0 {
        return Err(TehaiStatus::InvalidTable);
    }
    Ok((TileCounts::from_counts(&raw.seen)?, players))
}

/// Reads the context of a question: NULL is the plain table; otherwise the
/// pointer must be aligned (`MisalignedPointer`), then the table (when not
/// NULL) and the melds are read and checked, in that order.
///
/// # Safety
///
/// `context` is NULL, misaligned, or points to a readable `TehaiContext`
/// whose `melds` is NULL or points to `meld_count` readable `TehaiMeld`s and
/// whose `table` is NULL or points to a readable `TehaiTable`.
pub(crate) unsafe fn context_in(context: *const TehaiContext) -> Result<ContextIn, TehaiStatus> {
    let mut read = ContextIn {
        melds: MeldList::new(),
        seen: TileCounts::EMPTY,
        players: Players::Four,
    };
    if context.is_null() {
        return Ok(read);
    }
    // SAFETY: forwarded contract.
    let raw = unsafe { read_in(context)? };
    if !raw.table.is_null() {
        // SAFETY: forwarded contract: a non-NULL `table` points to a
        // readable `TehaiTable` (alignment 1, every byte pattern valid).
        let table = unsafe { read_in(raw.table)? };
        (read.seen, read.players) = table_of(&table)?;
    }
    // SAFETY: forwarded contract.
    read.melds = unsafe { melds_in(raw.melds, raw.meld_count)? };
    Ok(read)
}
