//! Useful tiles (yūkōhai, 有効牌) of a `3N + 1` hand.

use core::fmt;

#[cfg(feature = "tables")]
use crate::context::FULL_NUMBER;
use crate::context::{Availability, Context, Players, TileCounts, melds_given};
use crate::distance::capped;
use crate::distance::lanes::INF;
use crate::distance::lanes::shanten_of;
use crate::distance::special;
#[cfg(feature = "tables")]
use crate::distance::table;
use crate::error::{Error, Question};
use crate::hand::Hand;
use crate::tile_set::TileSet;

/// The useful tiles of one form: its shanten number and the kinds whose
/// draw lowers it.
///
/// ```
/// let hand: tehai::Hand = "1122m3344p5566s7z".parse()?;
/// let useful = tehai::useful_tiles(&hand, &tehai::Context::default())?;
/// let seven_pairs = useful.seven_pairs.unwrap();
/// assert_eq!(seven_pairs.shanten, 0);
/// assert_eq!(seven_pairs.tiles.to_string(), "7z");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct FormUseful {
    /// The form's shanten number ([`Shanten::UNREACHABLE`](crate::Shanten::UNREACHABLE) if it cannot be
    /// completed with the copies left).
    pub shanten: i8,
    /// The kinds whose draw lowers it (all of them can still be drawn).
    pub tiles: TileSet,
}

/// The answer to "which draws bring this hand closer to a win, and how many
/// copies of them are left?" for a `3N + 1` hand.
///
/// A kind is useful when drawing it lowers the shanten number: the least
/// over the forms that apply (regular, and for 13 tiles seven pairs and
/// thirteen orphans), or the form's own in [`regular`](Self::regular),
/// [`seven_pairs`](Self::seven_pairs) and
/// [`thirteen_orphans`](Self::thirteen_orphans). Only kinds with a copy left
/// to draw count: never one whose four copies are all held or seen.
///
/// ```
/// let hand: tehai::Hand = "146m146p222347s7z".parse()?;
/// let useful = tehai::useful_tiles(&hand, &tehai::Context::default())?;
/// assert_eq!(useful.shanten, 3);
/// assert_eq!(useful.tiles.to_string(), "1235m1235p256789s7z");
/// assert_eq!(useful.count(), 53);
/// assert_eq!(useful.unseen.count("2s".parse()?), 1); // three 2s in the hand
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct UsefulTiles {
    /// The hand's shanten number: the least over the forms that apply.
    pub shanten: i8,
    /// The kinds whose draw lowers [`shanten`](Self::shanten).
    pub tiles: TileSet,
    /// Copies of each kind that are neither in the hand, nor in its
    /// declared melds, nor seen.
    pub unseen: TileCounts,
    /// The regular form (melds and a pair).
    pub regular: FormUseful,
    /// Seven pairs; `None` unless the hand holds 13 tiles.
    pub seven_pairs: Option<FormUseful>,
    /// Thirteen orphans; `None` unless the hand holds 13 tiles.
    pub thirteen_orphans: Option<FormUseful>,
}

impl UsefulTiles {
    /// Unseen copies of the useful kinds, summed: how many draws of the
    /// wall could help.
    ///
    /// ```
    /// let useful = tehai::useful_tiles(&"23m456p789s11122z".parse()?, &tehai::Context::default())?;
    /// assert_eq!(useful.tiles.to_string(), "14m");
    /// assert_eq!(useful.count(), 8);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count(&self) -> u32 {
        self.count_of(self.tiles)
    }

    /// Unseen copies of the kinds in `tiles`, summed (for a form's own
    /// useful tiles, say).
    ///
    /// ```
    /// let useful = tehai::useful_tiles(&"1122m3344p5566s7z".parse()?, &tehai::Context::default())?;
    /// let seven_pairs = useful.seven_pairs.unwrap();
    /// assert_eq!(useful.count_of(seven_pairs.tiles), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn count_of(&self, tiles: TileSet) -> u32 {
        self.unseen.sum_over(tiles.bits())
    }
}

impl fmt::Display for UsefulTiles {
    /// `3-shanten, 1235m1235p256789s7z (53)`; `-` for no useful kind.
    ///
    /// ```
    /// let useful = tehai::useful_tiles(&"23m456p789s11122z".parse()?, &tehai::Context::default())?;
    /// assert_eq!(useful.to_string(), "0-shanten, 14m (8)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.tiles.is_empty() {
            write!(f, "{}-shanten, - (0)", self.shanten)
        } else {
            write!(
                f,
                "{}-shanten, {} ({})",
                self.shanten,
                self.tiles,
                self.count()
            )
        }
    }
}

/// The largest lane of `vector` among the `tight` ones (0 if none).
#[cfg(feature = "tables")]
fn largest_tight(vector: u64, tight: u64) -> u32 {
    (0..10)
        .filter(|lane| tight >> (6 * lane) & 1 == 1)
        .map(|lane| (vector >> (6 * lane) & 63) as u32)
        .max()
        .unwrap_or(0)
}

/// `true` when no cap can change what the tables answered.
///
/// A target that a suit reaches with `c` tiles added holds at most `h + c`
/// copies of a kind held `h` times (and at most 4; at most 3 of an honor,
/// which forms one block). If every kind's cap allows that much for the
/// largest `c` the suit contributes at a tight split, every best target and
/// every draw that improves one at a tight split fits the caps, so the
/// distance, the tight splits and the useful kinds are those of the tables.
#[cfg(feature = "tables")]
fn caps_cannot_bind(availability: &Availability, outcome: &table::Outcome) -> bool {
    let fits = |held: u32, caps: u32, rank: u32, most: u32, room: u32| {
        let held = held >> (3 * rank) & 0b111;
        let cap = caps >> (3 * rank) & 0b111;
        cap >= most.min(held + room)
    };
    let first = match availability.players {
        Players::Four => 0,
        Players::Three => 1,
    };
    for slot in first..3 {
        let (Some(&held), Some(&caps), Some(&vector), Some(&tight)) = (
            availability.held.get(slot),
            availability.caps.get(slot),
            outcome.vectors.get(slot),
            outcome.tight.get(slot),
        ) else {
            continue;
        };
        if caps == FULL_NUMBER {
            continue;
        }
        let room = largest_tight(vector, tight);
        if room > 0 && !(0..9).all(|rank| fits(held, caps, rank, 4, room)) {
            return false;
        }
    }
    let room = largest_tight(outcome.vectors[3], outcome.tight[3]);
    if room == 0 {
        return true;
    }
    let [man_held, _, _, honor_held] = availability.held;
    let [man_caps, _, _, honor_caps] = availability.caps;
    let honors = (0..7).all(|rank| fits(honor_held, honor_caps, rank, 3, room));
    let terminals = availability.players == Players::Four
        || [0, 8]
            .iter()
            .all(|&rank| fits(man_held, man_caps, rank, 3, room));
    honors && terminals
}

/// A single tile (declared melds fill the rest) waits for its own pair; if
/// no copy of it is left, any kind with two copies left can make the pair.
fn single_tile(availability: &Availability) -> (u64, u64) {
    let mut held_pairable = 0u64;
    let mut pairable = 0u64;
    for (index, (&held, &caps)) in availability.held.iter().zip(&availability.caps).enumerate() {
        let two_left = crate::suit::pair_or_more_fields(caps);
        let present = crate::suit::held_fields(held);
        held_pairable |= u64::from(crate::suit::gather_ranks(present & two_left)) << (9 * index);
        pairable |= u64::from(crate::suit::gather_ranks(two_left & !present)) << (9 * index);
    }
    if held_pairable != 0 {
        (1, held_pairable)
    } else if pairable != 0 {
        (2, pairable)
    } else {
        (INF, 0)
    }
}

/// The regular form's distance and useful kinds of a `3N + 1` hand, from a
/// table outcome for its tiles when the caps allow.
#[cfg(feature = "tables")]
#[inline]
pub(super) fn regular_from(
    availability: &Availability,
    melds: u32,
    outcome: impl FnOnce() -> table::Outcome,
) -> (u64, u64) {
    let standard = availability.is_standard();
    if melds == 0 && !standard {
        return single_tile(availability);
    }
    let outcome = outcome();
    if standard || caps_cannot_bind(availability, &outcome) {
        return (outcome.distance, outcome.useful);
    }
    capped::combine(&capped::parts(availability), melds)
}

/// The regular form's distance and useful kinds.
#[cfg(feature = "tables")]
#[inline]
pub(super) fn regular(availability: &Availability, melds: u32) -> (u64, u64) {
    regular_from(availability, melds, || {
        table::regular(&availability.held, melds, availability.players)
    })
}

/// The regular form's distance and useful kinds, by the programs of
/// `src/distance/capped.rs` (no tables): with every cap at 4 they give the tables'
/// answer.
#[cfg(not(feature = "tables"))]
#[inline]
pub(super) fn regular(availability: &Availability, melds: u32) -> (u64, u64) {
    if melds == 0 && !availability.is_standard() {
        return single_tile(availability);
    }
    capped::combine(&capped::parts(availability), melds)
}

/// Every form of a hand of `tiles` (`3N + 1`) tiles.
#[inline]
pub(super) fn analyse(availability: &Availability, tiles: u32) -> UsefulTiles {
    assemble(availability, tiles, regular(availability, tiles / 3))
}

/// The least distance over the forms of a hand of `tiles` (`3N + 1`) tiles
/// and the union of the useful kinds of the forms that attain it, its
/// regular form known.
#[inline]
pub(super) fn best_of(availability: &Availability, tiles: u32, regular: (u64, u64)) -> (u64, u64) {
    let mut best = regular;
    // Neither special form can beat or tie a regular distance below its
    // bound: seven pairs draws at least one tile per missing pair, thirteen
    // orphans one per missing orphan kind.
    if tiles == 13 && special::lower_bound(&availability.held) <= best.0 {
        let seven = special::SevenPairs::new(&availability.held, &availability.caps);
        let orphans = special::ThirteenOrphans::new(&availability.held, &availability.caps);
        if seven.distance < best.0 {
            best = (seven.distance, seven.useful());
        } else if seven.distance == best.0 {
            best.1 |= seven.useful();
        }
        if orphans.distance < best.0 {
            best = (orphans.distance, orphans.useful());
        } else if orphans.distance == best.0 {
            best.1 |= orphans.useful();
        }
    }
    if best.0 >= INF { (INF, 0) } else { best }
}

/// Every form of a hand of `tiles` (`3N + 1`) tiles, its regular form known.
#[inline]
pub(super) fn assemble(
    availability: &Availability,
    tiles: u32,
    regular: (u64, u64),
) -> UsefulTiles {
    let (distance, useful) = regular;
    let regular = FormUseful {
        shanten: shanten_of(distance),
        tiles: TileSet::from_bits(useful).unwrap_or_default(),
    };
    let mut result = UsefulTiles {
        shanten: regular.shanten,
        tiles: regular.tiles,
        unseen: availability.unseen(),
        regular,
        seven_pairs: None,
        thirteen_orphans: None,
    };
    if tiles != 13 {
        return result;
    }
    let seven = special::SevenPairs::new(&availability.held, &availability.caps);
    let orphans = special::ThirteenOrphans::new(&availability.held, &availability.caps);
    let forms = [
        (seven.distance, seven.useful()),
        (orphans.distance, orphans.useful()),
    ];
    let mut best = (distance, useful);
    for (slot, (distance, useful)) in [&mut result.seven_pairs, &mut result.thirteen_orphans]
        .into_iter()
        .zip(forms)
    {
        *slot = Some(FormUseful {
            shanten: shanten_of(distance),
            tiles: TileSet::from_bits(useful).unwrap_or_default(),
        });
        if distance < best.0 {
            best = (distance, useful);
        } else if distance == best.0 {
            best.1 |= useful;
        }
    }
    result.shanten = shanten_of(best.0);
    result.tiles = if best.0 >= INF {
        TileSet::EMPTY
    } else {
        TileSet::from_bits(best.1).unwrap_or_default()
    };
    result
}

/// The useful tiles of a `3N + 1` hand: every kind whose draw lowers the
/// shanten number, with the copies of each kind left to draw (four less
/// those in the hand). Fewer than 13 tiles mean declared melds; seven pairs
/// and thirteen orphans then do not apply.
///
/// This is the fast path: four players, every kind available up to four
/// copies, as [`shanten`](crate::shanten()) assumes. For declared melds,
/// seen tiles or three players use [`useful_tiles`].
///
/// ```
/// let hand: tehai::Hand = "123m456p789s1122z".parse()?;
/// let useful = tehai::useful_tiles(&hand, &tehai::Context::default())?;
/// assert_eq!((useful.shanten, useful.tiles.to_string()), (0, "12z".to_string()));
/// assert_eq!(useful.count(), 4);
///
/// // A 4-tile hand: three declared melds.
/// let useful = tehai::useful_tiles(&"2355m".parse()?, &tehai::Context::default())?;
/// assert_eq!(useful.tiles.to_string(), "14m");
/// assert_eq!(useful.seven_pairs, None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # At a table
///
/// The useful tiles of a `3N + 1` hand at a table: the declared melds and
/// the seen tiles take copies out of play, and three players play without
/// 2m to 8m.
///
/// A copy out of play can neither be drawn nor be part of the complete hand
/// the shanten number counts towards: a kind whose copies are all held,
/// melded or seen is never useful, and the shanten number itself may rise
/// (as [`shanten`](crate::shanten()) reports it). The unseen count
/// of a kind is four less the copies in the hand, the melds and the seen
/// tiles.
///
/// ```
/// use tehai::{Context, Meld, Players, TileCounts};
/// let hand: tehai::Hand = "23m456p789s11122z".parse()?;
/// // Three 1m are gone: only one left to draw.
/// let seen: TileCounts = "111m".parse()?;
/// let useful = tehai::useful_tiles(&hand, &Context::default().with_seen(seen))?;
/// assert_eq!((useful.tiles.to_string(), useful.count()), ("14m".to_string(), 5));
///
/// // One tile and a pon of its kind: the pair it waits for cannot be made.
/// let melds: [Meld; 4] = ["pon 777z".parse()?, "pon 111z".parse()?, "chi 123m".parse()?, "chi 123p".parse()?];
/// let useful = tehai::useful_tiles(&"7z".parse()?, &Context::default().with_melds(&melds))?;
/// assert_eq!(useful.shanten, 1);
/// assert!(!useful.tiles.contains("7z".parse()?));
///
/// let sanma = Context::default().with_players(Players::Three);
/// let useful = tehai::useful_tiles(&"19m19p19s1234567z".parse()?, &sanma)?;
/// assert_eq!(useful.tiles.len(), 13);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub fn useful_tiles(hand: &Hand, context: &Context<'_>) -> Result<UsefulTiles, Error> {
    if context.is_plain() {
        useful_tiles_plain(hand)
    } else {
        useful_tiles_at_table(hand, context)
    }
}

/// [`useful_tiles`] at the plain table.
#[inline]
pub(crate) fn useful_tiles_plain(hand: &Hand) -> Result<UsefulTiles, Error> {
    let tiles = hand.tile_count();
    if tiles % 3 != 1 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: 0,
            question: Question::Waits,
        });
    }
    Ok(analyse(&Availability::standard(hand, Players::Four), tiles))
}

/// [`useful_tiles`] at a table that is not the plain one.
pub(crate) fn useful_tiles_at_table(
    hand: &Hand,
    context: &Context<'_>,
) -> Result<UsefulTiles, Error> {
    let tiles = hand.tile_count();
    if tiles % 3 != 1 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: melds_given(context),
            question: Question::Waits,
        });
    }
    let availability = Availability::new(hand, context, Question::Waits)?;
    Ok(analyse(&availability, tiles))
}
