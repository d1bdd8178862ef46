//! The discard table of a `3N + 2` hand.

use core::fmt;

use super::useful::best_of;
#[cfg(feature = "tables")]
use super::useful::regular_from;
use crate::array_vec::{ArrayVec, Filler};
use crate::context::{Availability, Context, Players, TileCounts, melds_given};
use crate::distance::lanes::shanten_of;
use crate::distance::special;
#[cfg(feature = "tables")]
use crate::distance::table;
use crate::error::{Error, Question};
use crate::hand::{Hand, MAX_CONCEALED_TILES};
use crate::shanten::Shanten;
use crate::tile::Tile;
use crate::tile_set::TileSet;

/// One row of the discard table: what the hand looks like after throwing
/// one tile.
///
/// ```
/// let table = tehai::discards(&"123m456p789s11223z".parse()?, &tehai::Context::default())?;
/// let best = table.entries()[0];
/// assert_eq!(best.tile.to_string(), "3z");
/// assert_eq!((best.shanten, best.useful.to_string(), best.count), (0, "12z".to_string(), 4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Discard {
    /// The tile thrown.
    pub tile: Tile,
    /// The shanten number of the hand left
    /// ([`Shanten::UNREACHABLE`](crate::Shanten::UNREACHABLE) if it cannot
    /// be completed with the copies left).
    pub shanten: i8,
    /// The kinds whose draw then lowers it.
    pub useful: TileSet,
    /// Unseen copies of those kinds, summed; the thrown copy counts as seen.
    pub count: u32,
}

impl Filler for Discard {
    /// A row of the filler tile with nothing useful: any row would do.
    const FILLER: Discard = Discard {
        tile: Tile::FILLER,
        shanten: 0,
        useful: TileSet::EMPTY,
        count: 0,
    };
}

/// The rows of a table being built, each with its sort key (see [`row`]).
type Rows = ArrayVec<(u32, Discard), { MAX_CONCEALED_TILES as usize }>;

impl Filler for (u32, Discard) {
    /// The filler row with key 0: any would do.
    const FILLER: (u32, Discard) = (0, Discard::FILLER);
}

/// The discard table (打牌候補) of a `3N + 2` hand: for every distinct tile
/// it holds, the shanten number after throwing it and the useful tiles that
/// hand would have, best first — least shanten, then most unseen useful
/// copies, then tile order. At most 14 rows, stored inline.
///
/// ```
/// let table = tehai::discards(&"146m146p222347s7z1m".parse()?, &tehai::Context::default())?;
/// assert_eq!(table.shanten(), 2);
/// let best = table.entries()[0];
/// assert_eq!(best.shanten, 2);
/// assert!(table.entries().windows(2).all(|pair| {
///     (pair[0].shanten, std::cmp::Reverse(pair[0].count)) <= (pair[1].shanten, std::cmp::Reverse(pair[1].count))
/// }));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Discards {
    shanten: i8,
    unseen: TileCounts,
    entries: ArrayVec<Discard, { MAX_CONCEALED_TILES as usize }>,
}

impl Discards {
    /// The shanten number of the hand itself (before any discard; `-1` when
    /// it is complete).
    ///
    /// ```
    /// let table = tehai::discards(&"123m456p789s11122z".parse()?, &tehai::Context::default())?;
    /// assert_eq!(table.shanten(), -1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn shanten(&self) -> i8 {
        self.shanten
    }

    /// The rows, best first.
    ///
    /// ```
    /// let table = tehai::discards(&"11m".parse()?, &tehai::Context::default())?;
    /// assert_eq!(table.entries().len(), 1);
    /// assert_eq!(table.entries()[0].useful.to_string(), "1m");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn entries(&self) -> &[Discard] {
        self.entries.as_slice()
    }

    /// Copies of each kind neither in the 14-tile (or `3N + 2`-tile) hand,
    /// nor in its melds, nor seen: every row's counts are sums of these.
    ///
    /// ```
    /// let table = tehai::discards(&"11m".parse()?, &tehai::Context::default())?;
    /// assert_eq!(table.unseen().count("1m".parse()?), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn unseen(&self) -> TileCounts {
        self.unseen
    }

    /// The best row (the first), if the hand holds any tile.
    ///
    /// ```
    /// let table = tehai::discards(&"23m456p789s111225z".parse()?, &tehai::Context::default())?;
    /// assert_eq!(table.best().unwrap().tile.to_string(), "5z");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn best(&self) -> Option<&Discard> {
        self.entries().first()
    }
}

impl fmt::Display for Discards {
    /// One row a line: `7z 2 12 14m7p` (tile, shanten, count, useful kinds).
    ///
    /// ```
    /// let table = tehai::discards(&"11m".parse()?, &tehai::Context::default())?;
    /// assert_eq!(table.to_string(), "1m 0 2 1m\n");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for entry in self.entries() {
            writeln!(
                f,
                "{} {} {} {}",
                entry.tile, entry.shanten, entry.count, entry.useful
            )?;
        }
        Ok(())
    }
}

/// Builds the table: one row per distinct tile, from the tables' outcome
/// for the hand without it (the caps permitting, else by the capped path).
/// The caps are the hand's: the thrown copy counts as seen in the counts
/// only.
#[cfg(feature = "tables")]
fn table(shanten: i8, availability: &Availability, tiles: u32) -> Discards {
    let unseen = availability.unseen();
    let drawable = unseen_kinds(&unseen);
    let melds = tiles / 3;
    let mut throws = [table::Throw::default(); MAX_CONCEALED_TILES as usize];
    let len = table::throws(&availability.held, melds, availability.players, &mut throws);
    let mut rows = Rows::EMPTY;
    for throw in throws.get(..len).unwrap_or_default() {
        let Some(tile) = Tile::new(throw.tile) else {
            continue;
        };
        let after = availability.without(tile);
        let regular = regular_from(&after, melds, || throw.outcome);
        let (distance, useful) = best_of(&after, tiles - 1, regular);
        // The thrown copy is seen: a kind with nothing left is not useful.
        let _ = rows.push(row(tile, distance, useful & drawable, &unseen));
    }
    finish(shanten, unseen, rows)
}

/// Builds the table without the shanten tables: one row per distinct tile,
/// the regular form of the hand without it by the programs of `src/distance/capped.rs`.
/// The caps are the hand's: the thrown copy counts as seen in the counts
/// only.
#[cfg(not(feature = "tables"))]
fn table(shanten: i8, availability: &Availability, tiles: u32) -> Discards {
    let unseen = availability.unseen();
    let drawable = unseen_kinds(&unseen);
    let melds = tiles / 3;
    let mut rows = Rows::EMPTY;
    for tile in held_kinds(&availability.held) {
        let after = availability.without(tile);
        let regular = super::useful::regular(&after, melds);
        let (distance, useful) = best_of(&after, tiles - 1, regular);
        // The thrown copy is seen: a kind with nothing left is not useful.
        let _ = rows.push(row(tile, distance, useful & drawable, &unseen));
    }
    finish(shanten, unseen, rows)
}

/// The distinct kinds of a packed hand, in tile order.
#[cfg(not(feature = "tables"))]
fn held_kinds(held: &[u32; 4]) -> impl Iterator<Item = Tile> + '_ {
    held.iter().zip(0u8..).flat_map(|(&raw, suit)| {
        let ranks = crate::suit::gather_ranks(crate::suit::held_fields(raw));
        (0..9u8)
            .filter(move |&rank| ranks >> rank & 1 == 1)
            .filter_map(move |rank| Tile::new(9 * suit + rank))
    })
}

/// Tile-set bits of the kinds with at least one unseen copy.
fn unseen_kinds(unseen: &TileCounts) -> u64 {
    let mut bits = 0u64;
    for (index, &raw) in unseen.packed().iter().enumerate() {
        let ranks = crate::suit::gather_ranks(crate::suit::held_fields(raw));
        bits |= u64::from(ranks) << (9 * index);
    }
    bits
}

/// The discard table of a `3N + 2` hand: for each distinct tile, the
/// shanten number and useful tiles of the hand without it, sorted best
/// first (see [`Discards`]). Counts treat the thrown copy as seen: a kind
/// is counted `4 −` its copies in the whole hand.
///
/// The fast path: four players, every kind available up to four copies, as
/// [`shanten`](crate::shanten()) assumes. The thrown copy counts as seen in
/// the counts, not in the shapes: a row's shanten number is that of the
/// hand left, as [`useful_tiles`](crate::useful_tiles) gives it (a best
/// shape may hold all four copies of the kind thrown; the copy thrown is
/// just never counted as a useful draw). For declared melds, seen tiles or
/// three players use [`discards`].
///
/// ```
/// let table = tehai::discards(&"123m456p789s11223z".parse()?, &tehai::Context::default())?;
/// assert_eq!(table.shanten(), 0);
/// let rows: Vec<String> = table.entries().iter().map(|row| row.tile.to_string()).collect();
/// assert_eq!(rows[0], "3z");
/// assert_eq!(rows.len(), 12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # At a table
///
/// The copies in declared melds and seen tiles are out of play (each row
/// is [`useful_tiles`](crate::useful_tiles()) of the hand left, at the same
/// table); three players play without 2m to 8m. As at the plain table, the
/// thrown copy counts as seen in the counts.
///
/// ```
/// use tehai::{Context, TileCounts};
/// let hand: tehai::Hand = "123m456p789s11223z".parse()?;
/// // Both other 2z are gone: keeping 1z and 2z waits on 1z alone.
/// let seen: TileCounts = "22z".parse()?;
/// let table = tehai::discards(&hand, &Context::default().with_seen(seen))?;
/// let best = table.best().unwrap();
/// assert_eq!((best.tile.to_string(), best.useful.to_string(), best.count), ("3z".to_string(), "1z".to_string(), 2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn discards(hand: &Hand, context: &Context<'_>) -> Result<Discards, Error> {
    if context.is_plain() {
        discards_plain(hand)
    } else {
        discards_at_table(hand, context)
    }
}

/// [`discards`] at the plain table.
#[inline]
pub(crate) fn discards_plain(hand: &Hand) -> Result<Discards, Error> {
    let tiles = hand.tile_count();
    if tiles % 3 != 2 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: 0,
            question: Question::Discards,
        });
    }
    let shanten = crate::shanten::shanten_plain(hand).map_or(Shanten::UNREACHABLE, |s| s.min);
    let availability = Availability::standard(hand, Players::Four);
    let unseen = availability.unseen();
    let drawable = unseen_kinds(&unseen);
    let special = SpecialCounts::of(&availability.held);
    let mut rows = Rows::EMPTY;
    #[cfg(feature = "tables")]
    let mut throws = [table::Throw::default(); MAX_CONCEALED_TILES as usize];
    #[cfg(feature = "tables")]
    let thrown = {
        let len = table::throws(&availability.held, tiles / 3, Players::Four, &mut throws);
        throws
            .get(..len)
            .unwrap_or_default()
            .iter()
            .filter_map(|throw| {
                let regular = (throw.outcome.distance, throw.outcome.useful);
                Tile::new(throw.tile).map(|tile| (tile, regular))
            })
    };
    // Without the tables, each hand left by the programs.
    #[cfg(not(feature = "tables"))]
    let thrown = held_kinds(&availability.held).map(|tile| {
        let after = availability.without(tile);
        (tile, super::useful::regular(&after, tiles / 3))
    });
    for (tile, regular) in thrown {
        let (distance, useful) = if tiles == 14 {
            special.best_after(&availability, tile, regular)
        } else {
            regular
        };
        let _ = rows.push(row(tile, distance, useful & drawable, &unseen));
    }
    Ok(finish(shanten, unseen, rows))
}

/// The counts the special forms of a 14-tile hand depend on, so that each
/// row's special distances cost a few operations.
struct SpecialCounts {
    /// Kinds held at least twice, and at least once.
    pairs: u32,
    kinds: u32,
    /// Orphan kinds held at least once, and at least twice.
    orphans: u32,
    orphan_pairs: u32,
}

impl SpecialCounts {
    fn of(held: &[u32; 4]) -> SpecialCounts {
        use crate::suit::{
            HONOR_FIELDS, TERMINAL_FIELDS, field_sum, held_fields, pair_or_more_fields,
        };
        let mut counts = SpecialCounts {
            pairs: 0,
            kinds: 0,
            orphans: 0,
            orphan_pairs: 0,
        };
        for (index, &raw) in held.iter().enumerate() {
            let orphans = if index == 3 {
                HONOR_FIELDS
            } else {
                TERMINAL_FIELDS
            };
            counts.pairs += field_sum(pair_or_more_fields(raw));
            counts.kinds += field_sum(held_fields(raw));
            counts.orphans += field_sum(held_fields(raw) & orphans);
            counts.orphan_pairs += field_sum(pair_or_more_fields(raw) & orphans);
        }
        counts
    }

    /// The least distance of the 13-tile hand left after throwing `tile`
    /// over the three forms, and the union of the useful kinds of those
    /// that attain it (every kind available up to four copies). The special
    /// forms' distances follow from the counts; their useful kinds are only
    /// gathered when they attain the least.
    fn best_after(
        &self,
        availability: &Availability,
        tile: Tile,
        regular: (u64, u64),
    ) -> (u64, u64) {
        let count = availability.held_count(tile);
        let pairs = self.pairs - u32::from(count == 2);
        let kinds = self.kinds - u32::from(count == 1);
        let seven = u64::from(7u32.saturating_sub(pairs) + 7u32.saturating_sub(kinds));
        let orphan = tile.is_terminal_or_honor();
        let orphans = self.orphans - u32::from(orphan && count == 1);
        let orphan_pairs = self.orphan_pairs - u32::from(orphan && count == 2);
        let thirteen = u64::from(14u32.saturating_sub(orphans) - u32::from(orphan_pairs > 0));
        let best = regular.0.min(seven).min(thirteen);
        let mut useful = if regular.0 == best { regular.1 } else { 0 };
        if seven == best || thirteen == best {
            let after = availability.without(tile);
            if seven == best {
                useful |= special::SevenPairs::new(&after.held, &after.caps).useful();
            }
            if thirteen == best {
                useful |= special::ThirteenOrphans::new(&after.held, &after.caps).useful();
            }
        }
        (best, useful)
    }
}

/// A row and its sort key: shanten, then count descending, then tile.
fn row(tile: Tile, distance: u64, useful: u64, unseen: &TileCounts) -> (u32, Discard) {
    let entry = Discard {
        tile,
        shanten: shanten_of(distance),
        useful: TileSet::from_bits(useful).unwrap_or_default(),
        count: unseen.sum_over(useful),
    };
    let key = (entry.shanten as u8 as u32 ^ 0x80) << 24
        | (255 - entry.count.min(255)) << 8
        | tile.index() as u32;
    (key, entry)
}

/// Sorts the rows by their keys into a table.
fn finish(shanten: i8, unseen: TileCounts, mut rows: Rows) -> Discards {
    rows.as_mut_slice().sort_unstable_by_key(|&(key, _)| key);
    let mut entries = ArrayVec::EMPTY;
    for &(_, entry) in rows.iter() {
        let _ = entries.push(entry);
    }
    Discards {
        shanten,
        unseen,
        entries,
    }
}

/// [`discards`] at a table that is not the plain one.
pub(crate) fn discards_at_table(hand: &Hand, context: &Context<'_>) -> Result<Discards, Error> {
    let tiles = hand.tile_count();
    if tiles % 3 != 2 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: melds_given(context),
            question: Question::Discards,
        });
    }
    let availability = Availability::new(hand, context, Question::Discards)?;
    let shanten = crate::shanten::shanten_of_availability(&availability, tiles).min;
    Ok(table(shanten, &availability, tiles))
}
