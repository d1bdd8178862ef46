//! What a player knows beyond the concealed hand: the declared melds, the
//! tiles seen elsewhere, and how many players sit at the table.

use core::fmt;
use core::str::FromStr;

use crate::error::{Error, Question};
use crate::hand::{Hand, MAX_COPIES, PackedSuit};
use crate::meld::{Meld, check_melds_for};
use crate::suit::{HONOR_FIELDS, LOW_BITS, TERMINAL_FIELDS};
use crate::tile::{Suit, Tile};

/// How many players sit at the table.
///
/// Three-player mahjong (sanma) plays without the manzu from 2m to 8m: only
/// 1m and 9m remain of that suit, and since they cannot form a sequence they
/// behave like two more honor kinds.
///
/// ```
/// use tehai::{Context, Players};
/// assert_eq!(Players::default(), Players::Four);
/// let sanma = Context::default().with_players(Players::Three);
/// assert_eq!(sanma.players, Players::Three);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Players {
    /// Four players, all 34 kinds.
    #[default]
    Four,
    /// Three players (sanma): 2m to 8m are not used.
    Three,
}

impl Players {
    /// `true` if the kind is part of the set this many players use.
    ///
    /// ```
    /// use tehai::Players;
    /// let five_man: tehai::Tile = "5m".parse().unwrap();
    /// assert!(Players::Four.uses(five_man));
    /// assert!(!Players::Three.uses(five_man));
    /// assert!(Players::Three.uses("9m".parse().unwrap()));
    /// ```
    pub const fn uses(self, tile: Tile) -> bool {
        match self {
            Players::Four => true,
            Players::Three => !matches!(tile.index(), 1..=7),
        }
    }
}

/// Man ranks 2 to 8 as 3-bit fields: the kinds three players do not use.
pub(crate) const SANMA_MISSING_FIELDS: u32 = 0o077_777_770;

/// A multiset of tiles with at most four copies of each kind and any total:
/// tiles seen outside the hand (discards, dora indicators, other players'
/// melds), or the copies of each kind still unseen.
///
/// Written and read in MPSZ notation (`0` is a red five, read as a 5); the
/// empty set is the empty text.
///
/// ```
/// use tehai::TileCounts;
/// let mut seen: TileCounts = "1155m7z".parse()?;
/// seen.add("7z".parse()?)?;
/// assert_eq!(seen.count("7z".parse()?), 2);
/// assert_eq!(seen.total(), 6);
/// assert_eq!(seen.to_string(), "1155m77z");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct TileCounts {
    /// Three bits a kind, as in [`PackedSuit`]; every field at most 4.
    suits: [u32; 4],
}

impl TileCounts {
    /// No tiles.
    ///
    /// ```
    /// assert_eq!(tehai::TileCounts::EMPTY.total(), 0);
    /// ```
    pub const EMPTY: TileCounts = TileCounts { suits: [0; 4] };

    /// From 34 counts in tile index order; an error names the first kind
    /// counted more than four times.
    ///
    /// ```
    /// let mut counts = [0u8; 34];
    /// counts[33] = 4;
    /// let seen = tehai::TileCounts::from_counts(&counts).unwrap();
    /// assert_eq!(seen.to_string(), "7777z");
    /// counts[0] = 5;
    /// assert!(tehai::TileCounts::from_counts(&counts).is_err());
    /// ```
    pub fn from_counts(counts: &[u8; 34]) -> Result<TileCounts, Error> {
        let mut result = TileCounts::EMPTY;
        for (index, &count) in counts.iter().enumerate() {
            if count > MAX_COPIES {
                return Err(Error::TooManyCopies {
                    tile: Tile::of_index(index),
                });
            }
            if let Some(suit) = result.suits.get_mut(index / 9) {
                *suit |= u32::from(count) << (3 * (index % 9));
            }
        }
        Ok(result)
    }

    /// The tiles of a hand.
    ///
    /// ```
    /// let hand: tehai::Hand = "123m".parse().unwrap();
    /// assert_eq!(tehai::TileCounts::from_hand(&hand).to_string(), "123m");
    /// ```
    pub const fn from_hand(hand: &Hand) -> TileCounts {
        let suits = hand.suits();
        TileCounts {
            suits: [
                suits[0].raw(),
                suits[1].raw(),
                suits[2].raw(),
                suits[3].raw(),
            ],
        }
    }

    /// Copies of `tile`.
    ///
    /// ```
    /// let seen: tehai::TileCounts = "11z".parse().unwrap();
    /// assert_eq!(seen.count("1z".parse().unwrap()), 2);
    /// ```
    pub const fn count(&self, tile: Tile) -> u8 {
        ((self.suits[tile.suit() as usize] >> (3 * tile.rank() as u32)) & 0b111) as u8
    }

    /// The 34 counts in tile index order.
    ///
    /// ```
    /// let seen: tehai::TileCounts = "2m".parse().unwrap();
    /// assert_eq!(seen.counts()[1], 1);
    /// ```
    pub fn counts(&self) -> [u8; 34] {
        let mut counts = [0u8; 34];
        for (slot, tile) in counts.iter_mut().zip(Tile::all()) {
            *slot = self.count(tile);
        }
        counts
    }

    /// Total tiles.
    ///
    /// ```
    /// let seen: tehai::TileCounts = "1111m2222p3333s4444z".parse().unwrap();
    /// assert_eq!(seen.total(), 16);
    /// ```
    pub const fn total(&self) -> u32 {
        PackedSuit::from_raw_unchecked(self.suits[0]).tile_count()
            + PackedSuit::from_raw_unchecked(self.suits[1]).tile_count()
            + PackedSuit::from_raw_unchecked(self.suits[2]).tile_count()
            + PackedSuit::from_raw_unchecked(self.suits[3]).tile_count()
    }

    /// Adds one copy of `tile`; fails on a fifth copy, leaving the set as
    /// it was.
    ///
    /// ```
    /// let mut seen: tehai::TileCounts = "5555p".parse().unwrap();
    /// assert!(seen.add("5p".parse().unwrap()).is_err());
    /// seen.add("6p".parse().unwrap()).unwrap();
    /// assert_eq!(seen.to_string(), "55556p");
    /// ```
    pub fn add(&mut self, tile: Tile) -> Result<(), Error> {
        if self.count(tile) >= MAX_COPIES {
            return Err(Error::TooManyCopies { tile });
        }
        if let Some(suit) = self.suits.get_mut(tile.suit().index()) {
            *suit += 1 << (3 * u32::from(tile.rank()));
        }
        Ok(())
    }

    /// Adds the tiles of a meld (another player's meld, say); fails, leaving
    /// the set as it was, if a kind would exceed four copies.
    ///
    /// ```
    /// let mut seen = tehai::TileCounts::EMPTY;
    /// seen.add_meld(&"chi 345p".parse().unwrap()).unwrap();
    /// assert_eq!(seen.to_string(), "345p");
    /// ```
    pub fn add_meld(&mut self, meld: &Meld) -> Result<(), Error> {
        let mut next = *self;
        for tile in Tile::all() {
            for _ in 0..meld.count(tile) {
                next.add(tile)?;
            }
        }
        *self = next;
        Ok(())
    }

    /// The packed suits (crate-internal form).
    pub(crate) const fn packed(&self) -> [u32; 4] {
        self.suits
    }

    /// From packed suits whose fields are all at most 4.
    pub(crate) const fn from_packed(suits: [u32; 4]) -> TileCounts {
        TileCounts { suits }
    }

    /// The copies of `tiles` (a set of kinds, as `TileSet` bits) summed.
    pub(crate) fn sum_over(&self, tiles: u64) -> u32 {
        let mut total = 0;
        for (index, &suit) in self.suits.iter().enumerate() {
            let ranks = (tiles >> (9 * index)) as u32 & 0x1ff;
            let fields = crate::suit::scatter_ranks(ranks) * 0b111;
            total += PackedSuit::from_raw_unchecked(suit & fields).tile_count();
        }
        total
    }
}

impl fmt::Debug for TileCounts {
    /// `TileCounts(1155m7z)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TileCounts({self})")
    }
}

impl fmt::Display for TileCounts {
    /// MPSZ notation, every copy written, suits in the order m p s z.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for suit in Suit::ALL {
            let mut any = false;
            for rank in 0..suit.rank_count() {
                let Some(tile) = Tile::from_suit_rank(suit, rank) else {
                    continue;
                };
                for _ in 0..self.count(tile) {
                    write!(f, "{}", rank + 1)?;
                    any = true;
                }
            }
            if any {
                write!(f, "{}", suit.letter())?;
            }
        }
        Ok(())
    }
}

impl FromStr for TileCounts {
    type Err = Error;

    /// Reads MPSZ notation of any length (`0` counts as a 5); the empty text
    /// is the empty set. At most four copies of a kind.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut result = TileCounts::EMPTY;
        crate::notation::for_each_tile(text, |tile, _| {
            result.add(tile).map_err(|_| Error::TooManyCopies { tile })
        })?;
        Ok(result)
    }
}

/// The table around a hand: its declared melds, the tiles seen elsewhere
/// and the number of players. Every question about a hand takes one
/// ([`decompose`](crate::decompose()), [`waits`](crate::waits()),
/// [`shanten`](crate::shanten()), [`useful_tiles`](crate::useful_tiles()),
/// [`discards`](crate::discards())); `Context::default()` is a four-player
/// table with no melds and nothing seen, and the questions answer it on
/// their fastest path.
///
/// A copy of a kind that sits in a declared meld or in the seen set cannot
/// be drawn: those functions never count on it, and the complete hand a
/// shanten number counts towards never needs it. Three players
/// ([`Players::Three`]) play without 2m to 8m. The [`efficiency`](crate::efficiency)
/// module explains what this changes and how it stays fast
/// ([copies out of play](crate::efficiency#copies-out-of-play),
/// [three players](crate::efficiency#three-players)).
///
/// ```
/// use tehai::{Context, Meld, Players, TileCounts};
/// let melds: [Meld; 1] = ["pon 777z".parse()?];
/// let seen: TileCounts = "19m".parse()?;
/// let context = Context::default()
///     .with_melds(&melds)
///     .with_seen(seen)
///     .with_players(Players::Three);
/// assert_eq!(context.melds.len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Context<'a> {
    /// The hand's own declared melds (at most four). Fewer than the tile
    /// count implies are allowed: only their tiles matter here.
    pub melds: &'a [Meld],
    /// Tiles seen outside the hand and its melds: discards (the player's
    /// own included), dora indicators, other players' melds.
    pub seen: TileCounts,
    /// Four players, or three without 2m to 8m.
    pub players: Players,
}

impl<'a> Context<'a> {
    /// `true` for the plain table, `Context::default()`: four players, no
    /// declared melds, nothing seen. The questions take their fastest path
    /// for it; inlined into a caller that passes the default, the test
    /// folds away.
    ///
    /// ```
    /// use tehai::{Context, Players};
    /// assert!(Context::default().is_plain());
    /// assert!(!Context::default().with_players(Players::Three).is_plain());
    /// ```
    #[inline(always)]
    pub fn is_plain(&self) -> bool {
        self.melds.is_empty() && self.players == Players::Four && self.seen == TileCounts::EMPTY
    }

    /// The same context with these declared melds.
    ///
    /// ```
    /// let melds: [tehai::Meld; 1] = ["chi 123m".parse().unwrap()];
    /// assert_eq!(tehai::Context::default().with_melds(&melds).melds, &melds);
    /// ```
    pub const fn with_melds(self, melds: &'a [Meld]) -> Context<'a> {
        Context { melds, ..self }
    }

    /// The same context with this seen set.
    ///
    /// ```
    /// let seen: tehai::TileCounts = "5z".parse().unwrap();
    /// assert_eq!(tehai::Context::default().with_seen(seen).seen, seen);
    /// ```
    pub const fn with_seen(self, seen: TileCounts) -> Context<'a> {
        Context { seen, ..self }
    }

    /// The same context with this many players.
    ///
    /// ```
    /// use tehai::{Context, Players};
    /// assert_eq!(Context::default().with_players(Players::Three).players, Players::Three);
    /// ```
    pub const fn with_players(self, players: Players) -> Context<'a> {
        Context { players, ..self }
    }
}

/// The declared melds of a context as an error reports them (a count past
/// 255 is reported as 255; past four is an error of its own).
pub(crate) fn melds_given(context: &Context<'_>) -> u8 {
    u8::try_from(context.melds.len()).unwrap_or(u8::MAX)
}

/// How many copies of each kind the hand holds and how many it may ever
/// hold (its cap: four, less the copies in declared melds and seen tiles,
/// less every copy of a kind three players do not use). A complete hand the
/// analysis aims at never exceeds a cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Availability {
    /// The concealed hand, packed.
    pub(crate) held: [u32; 4],
    /// The caps, packed three bits a kind like the hand.
    pub(crate) caps: [u32; 4],
    /// The player count.
    pub(crate) players: Players,
}

/// Every field of a number suit at 4.
pub(crate) const FULL_NUMBER: u32 = 4 * LOW_BITS;
/// Every field of the honor suit at 4.
pub(crate) const FULL_HONOR: u32 = 4 * crate::suit::HONOR_FIELDS;

impl Availability {
    /// Four copies of every kind (the standard definitions).
    pub(crate) const fn standard(hand: &Hand, players: Players) -> Availability {
        let suits = hand.suits();
        let man_caps = match players {
            Players::Four => FULL_NUMBER,
            Players::Three => FULL_NUMBER & !SANMA_MISSING_FIELDS,
        };
        Availability {
            held: [
                suits[0].raw(),
                suits[1].raw(),
                suits[2].raw(),
                suits[3].raw(),
            ],
            caps: [man_caps, FULL_NUMBER, FULL_NUMBER, FULL_HONOR],
            players,
        }
    }

    /// Checks a hand against its context and works out the caps.
    /// A hand with more concealed tiles than the melds leave room for is
    /// reported as a tile count that does not fit `question`.
    pub(crate) fn new(
        hand: &Hand,
        context: &Context<'_>,
        question: Question,
    ) -> Result<Availability, Error> {
        if context.melds.is_empty() && context.seen == TileCounts::EMPTY {
            // Nothing out of play: only three players' missing kinds matter.
            let man = hand.suits()[0].raw();
            if context.players == Players::Three && man & SANMA_MISSING_FIELDS != 0 {
                let missing = crate::suit::held_fields(man) & SANMA_MISSING_FIELDS;
                let rank = crate::suit::gather_ranks(missing).trailing_zeros() as u8;
                if let Some(tile) = Tile::from_suit_rank(Suit::Man, rank) {
                    return Err(Error::NotInThreePlayer { tile });
                }
            }
            return Ok(Availability::standard(hand, context.players));
        }
        check_melds_for(hand, context.melds, question)?;
        let held = hand.counts();
        let seen = context.seen.counts();
        let players = context.players;
        if players == Players::Three {
            for tile in Tile::all().filter(|&tile| !players.uses(tile)) {
                let in_melds = context.melds.iter().any(|meld| meld.count(tile) > 0);
                let index = tile.index();
                let in_hand = held.get(index).copied().unwrap_or(0) > 0;
                let in_seen = seen.get(index).copied().unwrap_or(0) > 0;
                if in_hand || in_melds || in_seen {
                    return Err(Error::NotInThreePlayer { tile });
                }
            }
        }
        let mut caps = [0u32; 4];
        for tile in Tile::all() {
            let index = tile.index();
            let melded: u8 = context.melds.iter().map(|meld| meld.count(tile)).sum();
            let outside = melded + seen.get(index).copied().unwrap_or(0);
            let in_hand = held.get(index).copied().unwrap_or(0);
            if outside + in_hand > MAX_COPIES {
                return Err(Error::TooManyCopies { tile });
            }
            if players.uses(tile) {
                if let Some(suit) = caps.get_mut(tile.suit().index()) {
                    *suit |= u32::from(MAX_COPIES - outside) << (3 * u32::from(tile.rank()));
                }
            }
        }
        let suits = hand.suits();
        Ok(Availability {
            held: [
                suits[0].raw(),
                suits[1].raw(),
                suits[2].raw(),
                suits[3].raw(),
            ],
            caps,
            players,
        })
    }

    /// The copies of each kind neither held nor out of play.
    pub(crate) const fn unseen(&self) -> TileCounts {
        TileCounts::from_packed([
            self.caps[0] - self.held[0],
            self.caps[1] - self.held[1],
            self.caps[2] - self.held[2],
            self.caps[3] - self.held[3],
        ])
    }

    /// Copies of `tile` in the hand.
    pub(crate) fn held_count(&self, tile: Tile) -> u8 {
        let suit = self.held.get(tile.suit().index()).copied().unwrap_or(0);
        (suit >> (3 * u32::from(tile.rank())) & 0b111) as u8
    }

    /// The hand without one `tile` (which it holds), the caps unchanged.
    pub(crate) fn without(&self, tile: Tile) -> Availability {
        let mut next = *self;
        if let Some(held) = next.held.get_mut(tile.suit().index()) {
            *held -= 1 << (3 * u32::from(tile.rank()));
        }
        next
    }
}

impl Availability {
    /// `true` when every kind in use can still be drawn up to four copies:
    /// the shanten tables answer.
    pub(crate) fn is_standard(&self) -> bool {
        let [man, pin, sou, honor] = self.caps;
        let man_full = match self.players {
            Players::Four => man == FULL_NUMBER,
            Players::Three => {
                let at_least_three = (man >> 2 | (man >> 1 & man)) & LOW_BITS;
                at_least_three & TERMINAL_FIELDS == TERMINAL_FIELDS
            }
        };
        // An honor forms one block, never more than three copies: a cap of
        // 3 is as good as 4 there.
        let at_least_three = |caps: u32| (caps >> 2 | (caps >> 1 & caps)) & LOW_BITS;
        let honors_full = at_least_three(honor) & HONOR_FIELDS == HONOR_FIELDS;
        man_full && pin == FULL_NUMBER && sou == FULL_NUMBER && honors_full
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Only the default context is the plain table: any meld, any seen
    /// tile or three players leave it.
    #[test]
    fn only_the_default_is_plain() {
        let melds: [Meld; 2] = ["pon 777z".parse().unwrap(), "chi 123m".parse().unwrap()];
        let seen: TileCounts = "5p".parse().unwrap();
        assert!(Context::default().is_plain());
        assert!(Context::default().with_players(Players::Four).is_plain());
        assert!(!Context::default().with_melds(&melds).is_plain());
        assert!(!Context::default().with_seen(seen).is_plain());
        assert!(!Context::default().with_players(Players::Three).is_plain());
        let three = Context::default()
            .with_players(Players::Three)
            .with_seen(seen);
        assert_eq!((three.players, three.seen), (Players::Three, seen));
    }

    #[test]
    fn the_melds_an_error_reports() {
        let melds: [Meld; 2] = ["pon 777z".parse().unwrap(), "chi 123m".parse().unwrap()];
        assert_eq!(melds_given(&Context::default()), 0);
        assert_eq!(melds_given(&Context::default().with_melds(&melds)), 2);
    }
}
