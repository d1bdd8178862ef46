//! mjai tile names: `1m`..`9s`, red fives `5mr` `5pr` `5sr`, honors by
//! letter (`E S W N P F C`).

use super::mpsz::{ParsedHand, ParsedTile};
use crate::context::TileCounts;
use crate::error::Error;
use crate::meld::{Meld, MeldKind};
use crate::tile::Tile;

/// The mjai name of each kind, in index order.
const NAMES: [&str; 34] = [
    "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", //
    "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", //
    "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", //
    "E", "S", "W", "N", "P", "F", "C",
];

/// The mjai names of the red fives, m p s.
const RED_NAMES: [&str; 3] = ["5mr", "5pr", "5sr"];

/// The tile named `name` in mjai, or `None`.
pub(super) fn tile_named(name: &str) -> Option<ParsedTile> {
    if let Some(suit) = RED_NAMES.iter().position(|&red| red == name) {
        return ParsedTile::new(Tile::of_index(suit * 9 + 4), true);
    }
    let index = NAMES.iter().position(|&kind| kind == name)?;
    Some(ParsedTile::from(Tile::of_index(index)))
}

impl Tile {
    /// The tile's mjai name: `1m`..`9s`, and `E S W N P F C` for the honors.
    ///
    /// ```
    /// assert_eq!("5z".parse::<tehai::Tile>()?.mjai(), "P");
    /// assert_eq!("9p".parse::<tehai::Tile>()?.mjai(), "9p");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn mjai(self) -> &'static str {
        NAMES.get(self.index()).copied().unwrap_or_default()
    }
}

impl ParsedTile {
    /// The tile's mjai name: as [`Tile::mjai`], and `5mr` `5pr` `5sr` for
    /// the red fives.
    ///
    /// ```
    /// assert_eq!("0s".parse::<tehai::notation::ParsedTile>()?.mjai(), "5sr");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn mjai(self) -> &'static str {
        match RED_NAMES.get(self.tile().suit().index()) {
            Some(&red) if self.is_red() => red,
            _ => self.tile().mjai(),
        }
    }

    /// Reads one mjai tile name (exactly: `5mr`, `E`, `C`; mjai's unknown
    /// tile `?` is no tile). Anything else is [`Error::NotATile`] at
    /// position 0.
    ///
    /// ```
    /// use tehai::notation::ParsedTile;
    /// assert_eq!(ParsedTile::from_mjai("5pr")?.to_string(), "0p");
    /// assert_eq!(ParsedTile::from_mjai("N")?.to_string(), "4z");
    /// assert!(ParsedTile::from_mjai("0p").is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_mjai(name: &str) -> Result<ParsedTile, Error> {
        tile_named(name).ok_or(Error::NotATile { position: 0 })
    }

    /// Reads one tile in MPSZ (`5m`, `0m`), mjai (`5mr`, `E`) or as a
    /// 136-tile id (`16`, or `[16]`): the notations agree on every text two
    /// of them read. An id from 136 up is [`Error::UnknownTileId`].
    ///
    /// ```
    /// use tehai::notation::ParsedTile;
    /// assert_eq!(ParsedTile::from_text("0m")?, ParsedTile::from_text("5mr")?);
    /// assert_eq!(ParsedTile::from_text("7z")?, ParsedTile::from_text("C")?);
    /// assert_eq!(ParsedTile::from_text("16")?, ParsedTile::from_text("0m")?);
    /// assert!(ParsedTile::from_text("136").is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_text(text: &str) -> Result<ParsedTile, Error> {
        if let Some(tile) = tile_named(text) {
            return Ok(tile);
        }
        let number = text
            .strip_prefix('[')
            .and_then(|rest| rest.strip_suffix(']'))
            .unwrap_or(text)
            .trim();
        if !number.is_empty() && number.bytes().all(|byte| byte.is_ascii_digit()) {
            let unknown = Error::UnknownTileId {
                id: number.parse().unwrap_or(u32::MAX),
                position: 0,
            };
            let id: u8 = number.parse().map_err(|_| unknown)?;
            return ParsedTile::from_id136(id).ok_or(unknown);
        }
        text.parse()
    }
}

impl ParsedHand {
    /// The hand of the mjai tile names `names`, in any order, keeping its
    /// red fives. A name that is no tile is [`Error::NotATile`] at its
    /// position in `names`; the rest are the errors of
    /// [`ParsedHand::from_tiles`].
    ///
    /// ```
    /// use tehai::notation::ParsedHand;
    /// let hand = ParsedHand::from_mjai(["1m", "5mr", "P", "P"])?;
    /// assert_eq!(hand.to_string(), "10m55z");
    /// assert!(ParsedHand::from_mjai(["1m", "X"]).is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_mjai<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<ParsedHand, Error> {
        ParsedHand::try_from_tiles(names.into_iter().enumerate().map(|(position, name)| {
            tile_named(name).ok_or(Error::NotATile {
                position: u32::try_from(position).unwrap_or(u32::MAX),
            })
        }))
    }

    /// The hand's tiles as mjai names, in canonical order.
    ///
    /// ```
    /// let hand: tehai::notation::ParsedHand = "05m6z".parse()?;
    /// assert_eq!(hand.mjai().collect::<Vec<_>>(), ["5mr", "5m", "F"]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn mjai(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.tiles().map(ParsedTile::mjai)
    }
}

impl TileCounts {
    /// The tiles named `names` in mjai (seen tiles: discards, other
    /// players' melds), in any order; a name that is no tile is
    /// [`Error::NotATile`] at its position, a fifth copy
    /// [`Error::TooManyCopies`].
    ///
    /// ```
    /// let seen = tehai::TileCounts::from_mjai(["E", "E", "5pr", "9s"])?;
    /// assert_eq!(seen.to_string(), "5p9s11z");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_mjai<'a>(names: impl IntoIterator<Item = &'a str>) -> Result<TileCounts, Error> {
        let mut counts = TileCounts::EMPTY;
        for (position, name) in names.into_iter().enumerate() {
            let tile = tile_named(name).ok_or(Error::NotATile {
                position: u32::try_from(position).unwrap_or(u32::MAX),
            })?;
            counts.add(tile.tile())?;
        }
        Ok(counts)
    }
}

impl Meld {
    /// The meld of `kind` made of the tiles named `names` in mjai, in any
    /// order (mjai's `pai` and `consumed` together), keeping its red fives.
    ///
    /// ```
    /// use tehai::Meld;
    /// use tehai::meld::MeldKind;
    /// let pon = Meld::from_mjai(MeldKind::Pon, ["5mr", "5m", "5m"])?;
    /// assert_eq!(pon.to_string(), "pon 055m");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_mjai<'a>(
        kind: MeldKind,
        names: impl IntoIterator<Item = &'a str>,
    ) -> Result<Meld, Error> {
        Meld::from_parsed(kind, &ParsedHand::from_mjai(names)?)
    }

    /// The meld's tiles as mjai names, in canonical order.
    ///
    /// ```
    /// let chi: tehai::Meld = "chi 789s".parse()?;
    /// assert_eq!(chi.mjai().collect::<Vec<_>>(), ["7s", "8s", "9s"]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn mjai(self) -> impl Iterator<Item = &'static str> + Clone {
        self.tiles().map(ParsedTile::mjai)
    }
}
