//! 136-tile ids: the numbering of Tenhou's logs, Python `mahjong` and most
//! engines, with Tenhou's red fives (copy 0 of each five: ids 16, 52, 88).

use core::fmt;
use core::ops::Deref;

use super::mpsz::{ParsedHand, ParsedTile};
use crate::array_vec::{ArrayVec, Filler};
use crate::context::TileCounts;
use crate::error::Error;
use crate::hand::MAX_CONCEALED_TILES;
use crate::meld::{Meld, MeldKind};
use crate::tile::Tile;

/// The number of physical tiles, and of ids: `0..136`.
const ID_COUNT: u8 = 136;

impl Filler for u8 {
    const FILLER: u8 = 0;
}

/// An id as an error reports it.
fn reported(value: usize) -> u32 {
    u32::try_from(value).unwrap_or(u32::MAX)
}

/// `true` for a five of a number suit: the kinds with a red copy.
const fn is_number_five(tile: Tile) -> bool {
    !tile.suit().is_honor() && tile.rank() == 4
}

impl ParsedTile {
    /// The tile with 136-tile id `id` (id / 4 is its 34-kind index; ids 16,
    /// 52 and 88 are the red fives), or `None` from 136 up.
    ///
    /// ```
    /// use tehai::notation::ParsedTile;
    /// assert_eq!(ParsedTile::from_id136(16).unwrap().to_string(), "0m");
    /// assert_eq!(ParsedTile::from_id136(17).unwrap().to_string(), "5m");
    /// assert_eq!(ParsedTile::from_id136(135).unwrap().to_string(), "7z");
    /// assert_eq!(ParsedTile::from_id136(136), None);
    /// ```
    pub const fn from_id136(id: u8) -> Option<ParsedTile> {
        if id >= ID_COUNT {
            return None;
        }
        let Some(tile) = Tile::new(id / 4) else {
            return None;
        };
        ParsedTile::new(tile, id % 4 == 0 && is_number_five(tile))
    }

    /// The lowest 136-tile id of this tile: copy 0 of its kind, but for a
    /// plain five copy 1 (copy 0 is the red one).
    ///
    /// ```
    /// use tehai::notation::ParsedTile;
    /// assert_eq!("0p".parse::<ParsedTile>()?.id136(), 52);
    /// assert_eq!("5p".parse::<ParsedTile>()?.id136(), 53);
    /// assert_eq!("1z".parse::<ParsedTile>()?.id136(), 108);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub const fn id136(self) -> u8 {
        let first = self.tile().index() as u8 * 4;
        if is_number_five(self.tile()) && !self.is_red() {
            first + 1
        } else {
            first
        }
    }
}

/// The 136-tile ids of a hand or meld, in canonical order: a `Copy` list of
/// at most 14 ids that derefs to `&[u8]`.
///
/// ```
/// let hand: tehai::notation::ParsedHand = "123m".parse()?;
/// let ids = hand.ids136()?;
/// assert_eq!((ids.len(), ids[2]), (3, 8));
/// assert_eq!(format!("{ids:?}"), "[0, 4, 8]");
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct TileIds {
    ids: ArrayVec<u8, { MAX_CONCEALED_TILES as usize }>,
}

impl TileIds {
    /// The ids as a slice.
    ///
    /// ```
    /// let meld: tehai::Meld = "pon 777z".parse()?;
    /// assert_eq!(meld.ids136()?.as_slice(), &[132, 133, 134]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn as_slice(&self) -> &[u8] {
        self.ids.as_slice()
    }
}

impl Deref for TileIds {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        self.as_slice()
    }
}

impl fmt::Debug for TileIds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_slice(), f)
    }
}

impl<'a> IntoIterator for &'a TileIds {
    type Item = &'a u8;
    type IntoIter = core::slice::Iter<'a, u8>;

    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

/// Gives `tiles` (in canonical order) distinct ids: each kind's copies in
/// turn, red fives from copy 0, plain fives from copy 1. A second red five
/// of a suit, or a fourth plain five, has no id of its kind.
fn write_ids(tiles: impl Iterator<Item = ParsedTile>) -> Result<TileIds, Error> {
    let mut ids = TileIds {
        ids: ArrayVec::EMPTY,
    };
    let mut copies_used = [0u8; 34];
    for written in tiles {
        let tile = written.tile();
        let five = is_number_five(tile);
        let used = copies_used
            .get_mut(tile.index())
            .ok_or(Error::TooManyTiles)?;
        let copy = if written.is_red() {
            // Red fives come first in canonical order: the first is copy 0.
            if *used != 0 {
                return Err(Error::TooManyRedFives { suit: tile.suit() });
            }
            *used = 1;
            0
        } else {
            // Plain fives skip copy 0 (the red one).
            let copy = (*used).max(u8::from(five));
            // A hand or meld holds at most four of a kind, so only a
            // fourth plain five runs out of copies.
            if copy > 3 {
                return Err(Error::FourPlainFives { suit: tile.suit() });
            }
            *used = copy + 1;
            copy
        };
        ids.ids
            .push(tile.index() as u8 * 4 + copy)
            .map_err(|_| Error::TooManyTiles)?;
    }
    Ok(ids)
}

/// Reads 136-tile ids: an id from 136 up is [`Error::UnknownTileId`], an id
/// given twice [`Error::RepeatedTileId`], each at its position in `ids`.
fn read_ids(ids: &[u8]) -> impl Iterator<Item = Result<ParsedTile, Error>> + '_ {
    let mut seen = [0u64; 3];
    ids.iter().enumerate().map(move |(position, &id)| {
        let unknown = Error::UnknownTileId {
            id: u32::from(id),
            position: reported(position),
        };
        let tile = ParsedTile::from_id136(id).ok_or(unknown)?;
        let word = seen.get_mut(usize::from(id / 64)).ok_or(unknown)?;
        let bit = 1u64 << (id % 64);
        if *word & bit != 0 {
            return Err(Error::RepeatedTileId {
                id: u32::from(id),
                position: reported(position),
            });
        }
        *word |= bit;
        Ok(tile)
    })
}

impl ParsedHand {
    /// The hand of the 136-tile ids `ids`, in any order, keeping its red
    /// fives (ids 16, 52, 88). Each id names one physical tile, so an id
    /// given twice is an error, as is an id from 136 up; the rest are the
    /// errors of [`ParsedHand::from_tiles`].
    ///
    /// ```
    /// use tehai::notation::ParsedHand;
    /// assert_eq!(ParsedHand::from_ids136(&[0, 4, 8, 16])?.to_string(), "1230m");
    /// assert!(ParsedHand::from_ids136(&[0, 0]).is_err());
    /// assert!(ParsedHand::from_ids136(&[136]).is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_ids136(ids: &[u8]) -> Result<ParsedHand, Error> {
        ParsedHand::try_from_tiles(read_ids(ids))
    }

    /// The hand as 136-tile ids in canonical order: each kind's copies from
    /// 0, the red fives copy 0, plain fives from copy 1, so that
    /// [`ParsedHand::from_ids136`] gives the hand back. Tenhou's numbering
    /// has one red five a suit and three plain ones: a second red five of a
    /// suit is [`Error::TooManyRedFives`], a fourth plain five
    /// [`Error::FourPlainFives`].
    ///
    /// ```
    /// let hand: tehai::notation::ParsedHand = "055m7z".parse()?;
    /// assert_eq!(hand.ids136()?.as_slice(), &[16, 17, 18, 132]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn ids136(&self) -> Result<TileIds, Error> {
        write_ids(self.tiles())
    }
}

impl TileCounts {
    /// The tiles with 136-tile ids `ids` (seen tiles: discards, other
    /// players' melds), in any order and up to all 136. An id from 136 up
    /// is [`Error::UnknownTileId`] and an id given twice
    /// [`Error::RepeatedTileId`], each at its position in `ids`.
    ///
    /// ```
    /// let seen = tehai::TileCounts::from_ids136(&[0, 1, 16, 135])?;
    /// assert_eq!(seen.to_string(), "115m7z");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_ids136(ids: &[u8]) -> Result<TileCounts, Error> {
        let mut counts = TileCounts::EMPTY;
        for tile in read_ids(ids) {
            // Distinct ids never make a fifth copy.
            counts.add(tile?.tile())?;
        }
        Ok(counts)
    }
}

impl Meld {
    /// The meld of `kind` made of the tiles with 136-tile ids `ids`, in any
    /// order, keeping its red fives; [`Error::NotAMeld`] when the tiles do
    /// not make that meld.
    ///
    /// ```
    /// use tehai::Meld;
    /// use tehai::meld::MeldKind;
    /// let chi = Meld::from_ids136(MeldKind::Chi, &[12, 16, 20])?;
    /// assert_eq!(chi.to_string(), "chi 406m");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_ids136(kind: MeldKind, ids: &[u8]) -> Result<Meld, Error> {
        Meld::from_parsed(kind, &ParsedHand::from_ids136(ids)?)
    }

    /// The meld's tiles as 136-tile ids, numbered as
    /// [`ParsedHand::ids136`] numbers a hand's.
    ///
    /// ```
    /// let kan: tehai::Meld = "kan 0555s".parse()?;
    /// assert_eq!(kan.ids136()?.as_slice(), &[88, 89, 90, 91]);
    /// let plain: tehai::Meld = "kan 5555s".parse()?;
    /// assert!(plain.ids136().is_err()); // id 88 is the red five
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn ids136(self) -> Result<TileIds, Error> {
        write_ids(self.tiles())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meld::MeldKind;
    use crate::tile::Suit;
    use std::string::ToString;
    use std::vec::Vec;

    /// Every plain tile and the three red fives.
    fn every_written_tile() -> Vec<ParsedTile> {
        let mut tiles: Vec<ParsedTile> = Tile::all().map(ParsedTile::from).collect();
        tiles.extend(Tile::all().filter_map(|tile| ParsedTile::new(tile, true)));
        assert_eq!(tiles.len(), 37);
        tiles
    }

    #[test]
    fn every_id_reads_as_its_kind_and_copy() {
        let mut red = Vec::new();
        for id in 0..=u8::MAX {
            let Some(tile) = ParsedTile::from_id136(id) else {
                assert!(id >= 136, "{id}");
                continue;
            };
            assert_eq!(tile.tile().index(), usize::from(id / 4), "{id}");
            if tile.is_red() {
                red.push(id);
            }
            // The lowest id of the tile is its own id or an earlier copy.
            assert_eq!(ParsedTile::from_id136(tile.id136()), Some(tile), "{id}");
            assert!(tile.id136() <= id && tile.id136() / 4 == id / 4, "{id}");
        }
        assert_eq!(red, [16, 52, 88]);
    }

    #[test]
    fn every_tile_round_trips_through_every_notation() {
        for tile in every_written_tile() {
            let text = tile.to_string();
            assert_eq!(text.parse::<ParsedTile>(), Ok(tile), "{text}");
            assert_eq!(ParsedTile::from_id136(tile.id136()), Some(tile), "{text}");
            assert_eq!(ParsedTile::from_mjai(tile.mjai()), Ok(tile), "{text}");
            assert_eq!(ParsedTile::from_text(tile.mjai()), Ok(tile), "{text}");
            assert_eq!(ParsedTile::from_text(&text), Ok(tile), "{text}");
            assert_eq!(Tile::new(tile.tile().index() as u8), Some(tile.tile()));
            let hand = ParsedHand::from_tiles([tile]).unwrap();
            assert_eq!(hand.ids136().unwrap().as_slice(), &[tile.id136()]);
            assert_eq!(hand.mjai().collect::<Vec<_>>(), [tile.mjai()]);
        }
        for name in ["", "5m ", "0m", "5zr", "5m5", "e", "?", "1z", "10m"] {
            assert_eq!(
                ParsedTile::from_mjai(name),
                Err(Error::NotATile { position: 0 }),
                "{name:?}"
            );
        }
    }

    /// A small seeded generator (xorshift), enough to pick hands.
    struct Seeded(u64);

    impl Seeded {
        fn below(&mut self, bound: usize) -> usize {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            (self.0 % bound as u64) as usize
        }
    }

    #[test]
    fn random_hands_round_trip_through_ids_and_mjai() {
        let mut rng = Seeded(0x7e4a_1b2c_3d4e_5f60);
        let mut wall: Vec<u8> = (0..136).collect();
        for round in 0..20_000 {
            // Deal 1 to 14 distinct ids: the hand they make reads back from
            // the ids written for it, and from the same ids in any order.
            for i in (1..wall.len()).rev() {
                wall.swap(i, rng.below(i + 1));
            }
            let dealt = &wall[..1 + round % 14];
            let hand = ParsedHand::from_ids136(dealt).unwrap();
            assert_eq!(hand.hand.tile_count() as usize, dealt.len());
            let reds = dealt
                .iter()
                .filter(|&&id| matches!(id, 16 | 52 | 88))
                .count();
            assert_eq!(
                hand.red_fives
                    .iter()
                    .map(|&red| usize::from(red))
                    .sum::<usize>(),
                reds
            );
            let ids = hand.ids136().unwrap();
            let mut sorted = ids.to_vec();
            sorted.sort_unstable();
            sorted.dedup();
            assert_eq!(sorted.len(), dealt.len(), "ids are distinct");
            assert_eq!(ParsedHand::from_ids136(&ids), Ok(hand));
            let mut reversed = ids.to_vec();
            reversed.reverse();
            assert_eq!(ParsedHand::from_ids136(&reversed), Ok(hand));
            assert_eq!(ParsedHand::from_mjai(hand.mjai()), Ok(hand));
            assert_eq!(ParsedHand::from_tiles(hand.tiles()), Ok(hand));
            assert_eq!(hand.to_string().parse::<ParsedHand>(), Ok(hand));
        }
    }

    #[test]
    fn seen_tiles_read_every_id_once() {
        let every: Vec<u8> = (0..136).collect();
        let all = TileCounts::from_ids136(&every).unwrap();
        assert!(Tile::all().all(|tile| all.count(tile) == 4));
        assert_eq!(all.total(), 136);
        assert_eq!(
            TileCounts::from_ids136(&[3, 7, 3]),
            Err(Error::RepeatedTileId { id: 3, position: 2 })
        );
        assert_eq!(
            TileCounts::from_ids136(&[200]),
            Err(Error::UnknownTileId {
                id: 200,
                position: 0
            })
        );
        assert_eq!(TileCounts::from_ids136(&[]), Ok(TileCounts::EMPTY));
        let names: Vec<&str> = every
            .iter()
            .map(|&id| ParsedTile::from_id136(id).unwrap().mjai())
            .collect();
        assert_eq!(TileCounts::from_mjai(names), Ok(all));
        assert_eq!(
            TileCounts::from_mjai(["1m", "1m", "1m", "1m", "1m"]),
            Err(Error::TooManyCopies {
                tile: "1m".parse().unwrap()
            })
        );
        assert_eq!(
            TileCounts::from_mjai(["?"]),
            Err(Error::NotATile { position: 0 })
        );
    }

    #[test]
    fn bad_ids_and_names_say_where() {
        assert_eq!(
            ParsedHand::from_ids136(&[0, 4, 136]),
            Err(Error::UnknownTileId {
                id: 136,
                position: 2
            })
        );
        assert_eq!(
            ParsedHand::from_ids136(&[0, 4, 0]),
            Err(Error::RepeatedTileId { id: 0, position: 2 })
        );
        for id in [1, 63, 64, 100, 135] {
            assert_eq!(
                ParsedHand::from_ids136(&[id, id]),
                Err(Error::RepeatedTileId {
                    id: u32::from(id),
                    position: 1
                })
            );
        }
        assert_eq!(ParsedHand::from_ids136(&[]), Err(Error::Empty));
        let fifteen: Vec<u8> = (0..15).collect();
        assert_eq!(ParsedHand::from_ids136(&fifteen), Err(Error::TooManyTiles));
        assert_eq!(
            ParsedHand::from_mjai(["1m", "E", "5zr"]),
            Err(Error::NotATile { position: 2 })
        );
        let four_fives: ParsedHand = "5555m".parse().unwrap();
        assert_eq!(
            four_fives.ids136(),
            Err(Error::FourPlainFives { suit: Suit::Man })
        );
        let two_red: ParsedHand = "00p".parse().unwrap();
        assert_eq!(
            two_red.ids136(),
            Err(Error::TooManyRedFives { suit: Suit::Pin })
        );
        let one_red: ParsedHand = "0555s".parse().unwrap();
        assert_eq!(one_red.ids136().unwrap().as_slice(), &[88, 89, 90, 91]);
        assert_eq!(
            std::format!("{:?}", one_red.ids136().unwrap()),
            "[88, 89, 90, 91]"
        );
    }

    #[test]
    fn every_meld_round_trips_through_its_tiles() {
        let kinds = [
            MeldKind::Chi,
            MeldKind::Pon,
            MeldKind::OpenKan,
            MeldKind::AddedKan,
            MeldKind::ClosedKan,
        ];
        let mut melds = 0;
        for kind in kinds {
            for tile in Tile::all() {
                let Some(plain) = Meld::new(kind, tile) else {
                    continue;
                };
                for red in 0..=2 {
                    let Some(meld) = plain.with_red_fives(red) else {
                        continue;
                    };
                    melds += 1;
                    let tiles: Vec<ParsedTile> = meld.tiles().collect();
                    assert_eq!(tiles.len() as u32, meld.tile_count(), "{meld}");
                    let parsed = ParsedHand::from_tiles(tiles.iter().copied()).unwrap();
                    assert_eq!(Meld::from_parsed(kind, &parsed), Ok(meld), "{meld}");
                    assert_eq!(Meld::from_mjai(kind, meld.mjai()), Ok(meld), "{meld}");
                    match meld.ids136() {
                        Ok(ids) => assert_eq!(Meld::from_ids136(kind, &ids), Ok(meld), "{meld}"),
                        // Only a kan of four plain fives, or two red fives.
                        Err(error) => assert!(
                            matches!(
                                error,
                                Error::FourPlainFives { .. } | Error::TooManyRedFives { .. }
                            ),
                            "{meld}: {error}"
                        ),
                    }
                    assert_eq!(meld.to_string().parse::<Meld>(), Ok(meld));
                }
            }
        }
        // 21 chi a suit (three with a five that may be red), 34 of each set
        // kind (three fives a kind with one or two red).
        assert_eq!(melds, 3 * (7 + 3) + 4 * (34 + 3 * 2));
    }
}
