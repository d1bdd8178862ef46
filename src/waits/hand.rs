//! Every kind that completes a whole hand, in any form, plain or at a
//! table.

use crate::context::{Availability, Context, melds_given};
use crate::error::{Error, Question};
use crate::hand::Hand;
use crate::suit::{fields_to_ranks, held_fields};
use crate::tile_set::TileSet;

use super::answer::Waits;
use super::regular::regular_waits_counted;
use super::sizes::SuitSizes;
use super::special::{seven_pairs_waits_of_thirteen, thirteen_orphans_waits_of_thirteen};

/// Every kind that completes the hand in any form (regular, seven pairs,
/// thirteen orphans), with fifth-tile kinds reported apart.
///
/// ```
/// // The 1m it would need (the 999m could also pair) is all in the hand.
/// let hand: tehai::Hand = "1111m111p111s999m".parse().unwrap();
/// let waits = tehai::waits(&hand, &tehai::Context::default()).unwrap();
/// assert!(!waits.is_tenpai());
/// assert_eq!(waits.fifth_tile.to_string(), "1m");
/// ```
///
/// # At a table
///
/// The waits of a `3N + 1` hand at a table ([`Context`]): as [`waits`], but
/// a kind counts as a real wait only while a copy of it is left to draw —
/// not all held, in the hand's declared melds or among the seen tiles.
/// Kinds that complete the hand with no copy left go to
/// [`Waits::fifth_tile`]. Three players play without 2m to 8m.
///
/// ```
/// use tehai::{Context, Meld, TileCounts};
/// // A single 7z beside a declared pon of 7z: the pair needs a fifth 7z.
/// let melds: [Meld; 4] = ["pon 777z".parse()?, "pon 111z".parse()?, "chi 123m".parse()?, "chi 789p".parse()?];
/// let hand: tehai::Hand = "7z".parse()?;
/// assert!(tehai::waits(&hand, &tehai::Context::default())?.is_tenpai());
/// let found = tehai::waits(&hand, &Context::default().with_melds(&melds))?;
/// assert!(!found.is_tenpai());
/// assert_eq!(found.fifth_tile.to_string(), "7z");
///
/// // All four 1m out of play: the 1m side of the 14m wait is dead.
/// let hand: tehai::Hand = "23m456p789s11122z".parse()?;
/// let seen: TileCounts = "1111m".parse()?;
/// let found = tehai::waits(&hand, &Context::default().with_seen(seen))?;
/// assert_eq!(found.to_string(), "4m (fifth tile 1m)");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[inline]
pub fn waits(hand: &Hand, context: &Context<'_>) -> Result<Waits, Error> {
    if context.is_plain() {
        waits_plain(hand)
    } else {
        waits_at_table(hand, context)
    }
}

/// [`waits`] at the plain table.
pub(crate) fn waits_plain(hand: &Hand) -> Result<Waits, Error> {
    let suits = hand.suits();
    let sizes = SuitSizes::of(&suits);
    let tiles = sizes.total();
    if tiles % 3 != 1 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: 0,
            question: Question::Waits,
        });
    }
    let mut result = regular_waits_counted(&suits, &sizes);
    if tiles == 13 {
        // The special forms' waits are never fifth copies: both want a kind
        // held at most once.
        let special = seven_pairs_waits_of_thirteen(&suits, &sizes.words)
            .union(thirteen_orphans_waits_of_thirteen(&suits));
        result.waits = result.waits.union(special);
        result.fifth_tile = TileSet(result.fifth_tile.0 & !special.0);
    }
    Ok(result)
}

/// [`waits`] at a table that is not the plain one.
pub(crate) fn waits_at_table(hand: &Hand, context: &Context<'_>) -> Result<Waits, Error> {
    let found = waits_plain(hand).map_err(|error| error.beside_melds(melds_given(context)))?;
    let availability = Availability::new(hand, context, Question::Waits)?;
    let unseen = availability.unseen().packed();
    let mut drawable = TileSet::EMPTY;
    for (index, raw) in unseen.iter().enumerate() {
        drawable = drawable.with_suit_ranks(index, fields_to_ranks(held_fields(*raw)));
    }
    Ok(Waits {
        waits: found.waits.intersection(drawable),
        fifth_tile: found.fifth_tile.union(found.waits.difference(drawable)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Thirteen orphans with twelve kinds and a pair waits on the missing
    /// kind alone, whichever kind is paired or missing.
    #[test]
    fn thirteen_orphans_pair_shapes() {
        let hand: Hand = "19m19p19s1234566z".parse().unwrap();
        // 7z is tile index 33.
        assert_eq!(waits_plain(&hand).unwrap().waits.bits(), 1 << 33);
        let kinds: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
        for missing in kinds {
            for paired in kinds.into_iter().filter(|&kind| kind != missing) {
                let mut counts = [0u8; 34];
                for kind in kinds.into_iter().filter(|&kind| kind != missing) {
                    counts[kind] = 1;
                }
                counts[paired] = 2;
                let hand = Hand::from_counts(&counts).unwrap();
                let found = waits_plain(&hand).unwrap();
                assert_eq!(found.waits.bits(), 1 << missing, "{hand}");
                assert!(found.fifth_tile.is_empty(), "{hand}");
            }
        }
    }
}
