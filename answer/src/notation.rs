//! The notation answers are written in: MPSZ text (the default), mjai
//! names, 136-tile ids or 34-kind indices; and one tile read in any of
//! them.

use std::fmt::{self, Display, Write as _};
use std::str::FromStr;

use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};
use tehai::front_end::ShownBlock;
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::{Error, Meld, Tile, TileCounts, TileSet};

/// How the tiles of an answer are written.
///
/// * [`Mpsz`](Notation::Mpsz): MPSZ text (`406m11z`), as every answer
///   always was.
/// * [`Mjai`](Notation::Mjai): mjai names (`4m`, `5mr`, `E`); in JSON an
///   array of them, in text joined by commas.
/// * [`Ids`](Notation::Ids): the hand as 136-tile ids (Tenhou's red fives
///   16, 52, 88). A kind has no 136-tile id, so what is a kind rather than
///   a tile held (waits, useful tiles, discards, blocks, the reading) is
///   written as 34-kind indices, as in [`Index`](Notation::Index).
/// * [`Index`](Notation::Index): 34-kind indices (`0` is 1m, `33` is 7z),
///   red fives as fives.
///
/// ```
/// use tehai_answer::Notation;
/// assert_eq!("mjai".parse::<Notation>(), Ok(Notation::Mjai));
/// assert_eq!(Notation::Ids.name(), "ids");
/// assert_eq!(Notation::default(), Notation::Mpsz);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Notation {
    /// MPSZ text.
    #[default]
    Mpsz,
    /// mjai names.
    Mjai,
    /// 136-tile ids for the hand, 34-kind indices for kinds.
    Ids,
    /// 34-kind indices.
    Index,
}

impl Notation {
    /// Every notation, in the order of the command line's help.
    ///
    /// ```
    /// assert_eq!(tehai_answer::Notation::ALL.len(), 4);
    /// ```
    pub const ALL: [Notation; 4] = [
        Notation::Mpsz,
        Notation::Mjai,
        Notation::Ids,
        Notation::Index,
    ];

    /// The name the command line's `--notation` takes.
    ///
    /// ```
    /// assert_eq!(tehai_answer::Notation::Index.name(), "index");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Mpsz => "mpsz",
            Notation::Mjai => "mjai",
            Notation::Ids => "ids",
            Notation::Index => "index",
        }
    }

    /// The notation kinds are written in: a kind has no 136-tile id.
    pub(crate) const fn for_kinds(self) -> Notation {
        match self {
            Notation::Ids => Notation::Index,
            other => other,
        }
    }
}

impl FromStr for Notation {
    type Err = String;

    /// One of `mpsz`, `mjai`, `ids`, `index`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Notation::ALL
            .into_iter()
            .find(|notation| notation.name() == text)
            .ok_or_else(|| format!("{text:?} is no notation: mpsz, mjai, ids or index"))
    }
}

/// Reads one tile in any notation, spaces around it allowed: MPSZ (`5m`,
/// `0m`), an mjai name (`5mr`, `E`) or a 136-tile id (`16`, or `[16]`).
///
/// ```
/// use tehai_answer::read_tile;
/// assert_eq!(read_tile("0m")?, read_tile("5mr")?);
/// assert_eq!(read_tile(" 16 ")?, read_tile("[16]")?);
/// assert_eq!(read_tile("16")?.to_string(), "0m");
/// assert!(read_tile("136").is_err());
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn read_tile(text: &str) -> Result<ParsedTile, Error> {
    ParsedTile::from_text(text.trim())
}

/// Reads a hand in any notation, as [`ParsedHand::from_text`] tells them
/// apart (lists of mjai names included, whatever separates them).
///
/// ```
/// use tehai_answer::read_hand;
/// assert_eq!(read_hand(r#"["1m","2m","3m"]"#)?, read_hand("123m")?);
/// assert_eq!(read_hand("1m,2m,3m")?, read_hand("0 4 8")?);
/// assert_eq!(read_hand("5mr,E")?.to_string(), "0m1z");
/// assert!(read_hand("1m,2x").is_err());
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn read_hand(text: &str) -> Result<ParsedHand, Error> {
    ParsedHand::from_text(text)
}

/// Reads tiles seen (up to all 136) in any notation, as [`read_hand`]
/// reads a hand.
///
/// ```
/// let seen = tehai_answer::read_counts(r#"["1m","1m","9s"]"#)?;
/// assert_eq!(seen, tehai::TileCounts::from_text("11m9s")?);
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn read_counts(text: &str) -> Result<TileCounts, Error> {
    TileCounts::from_text(text)
}

/// Reads a meld `<kind> <tiles>`, its tiles in any notation, as
/// [`read_hand`] reads a hand.
///
/// ```
/// let pon = tehai_answer::read_meld("pon 1m,1m,1m")?;
/// assert_eq!(pon, "pon 111m".parse()?);
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn read_meld(text: &str) -> Result<Meld, Error> {
    Meld::from_text(text)
}

/// One written tile: an mjai name or a number.
#[derive(Clone, Copy)]
enum Item {
    Name(&'static str),
    Number(u8),
}

impl Item {
    /// `tile` in `notation` (not MPSZ): its mjai name, or for the
    /// numbers its 34-kind index (the ids are the hand's, apart).
    fn of(tile: ParsedTile, notation: Notation) -> Item {
        match notation {
            Notation::Mjai => Item::Name(tile.mjai()),
            _ => Item::Number(u8::try_from(tile.tile().index()).unwrap_or(u8::MAX)),
        }
    }
}

impl Display for Item {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Item::Name(name) => f.write_str(name),
            Item::Number(number) => number.fmt(f),
        }
    }
}

impl Serialize for Item {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Item::Name(name) => serializer.serialize_str(name),
            Item::Number(number) => serializer.serialize_u8(*number),
        }
    }
}

/// A value made of tiles, as [`InNotation`] writes it.
///
/// ```
/// use tehai_answer::{InNotation, Notation, Tiles};
/// let hand: tehai::notation::ParsedHand = "05m7z".parse()?;
/// assert_eq!(hand.written().count(), 3);
/// assert_eq!(InNotation::new(hand, Notation::Mjai).to_string(), "5mr,5m,C");
/// # Ok::<(), tehai::Error>(())
/// ```
pub trait Tiles: Display {
    /// The tiles in the order they are written, red fives marked.
    fn written(&self) -> impl Iterator<Item = ParsedTile>;

    /// The 136-tile ids, for a value that is tiles held (a hand); `None`
    /// for kinds (a set of kinds, a block, one kind).
    fn ids(&self) -> Option<Result<Vec<u8>, Error>> {
        None
    }

    /// One tile, written as a scalar rather than a list.
    fn single(&self) -> bool {
        false
    }
}

impl Tiles for ParsedHand {
    fn written(&self) -> impl Iterator<Item = ParsedTile> {
        self.tiles()
    }

    fn ids(&self) -> Option<Result<Vec<u8>, Error>> {
        Some(self.ids136().map(|ids| ids.to_vec()))
    }
}

impl Tiles for TileSet {
    fn written(&self) -> impl Iterator<Item = ParsedTile> {
        self.iter().map(ParsedTile::from)
    }
}

impl Tiles for ShownBlock {
    fn written(&self) -> impl Iterator<Item = ParsedTile> {
        let mut red_left = self.red_fives;
        self.tiles().map(move |tile| {
            let red = tile.rank() == 4 && red_left > 0;
            red_left = red_left.saturating_sub(u8::from(red));
            ParsedTile::new(tile, red).unwrap_or(ParsedTile::from(tile))
        })
    }
}

impl Tiles for Tile {
    fn written(&self) -> impl Iterator<Item = ParsedTile> {
        std::iter::once(ParsedTile::from(*self))
    }

    fn single(&self) -> bool {
        true
    }
}

impl<T: Tiles> Tiles for &T {
    fn written(&self) -> impl Iterator<Item = ParsedTile> {
        (**self).written()
    }

    fn ids(&self) -> Option<Result<Vec<u8>, Error>> {
        (**self).ids()
    }

    fn single(&self) -> bool {
        (**self).single()
    }
}

/// A value made of tiles in a notation: [`Display`] writes its text (MPSZ,
/// or the tiles joined by commas: `5mr,5m,C`, `16,17,132`), [`Serialize`]
/// its JSON (MPSZ text, one tile as a scalar, else an array of names or
/// numbers). A hand whose fives have no 136-tile ids (four plain fives of
/// a suit) cannot be written as ids: an error, from both.
///
/// ```
/// use tehai_answer::{InNotation, Notation};
/// let hand: tehai::notation::ParsedHand = "406m".parse()?;
/// assert_eq!(InNotation::new(hand, Notation::Ids).to_string(), "12,16,20");
/// assert_eq!(serde_json::to_string(&InNotation::new(hand, Notation::Index))?, "[3,4,5]");
/// let waits: tehai::TileSet = "14m".parse()?;
/// assert_eq!(serde_json::to_string(&InNotation::new(waits, Notation::Mjai))?, r#"["1m","4m"]"#);
/// // Kinds have no ids: their indices.
/// assert_eq!(InNotation::new(waits, Notation::Ids).to_string(), "0,3");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct InNotation<T> {
    /// The value.
    pub value: T,
    /// Its notation.
    pub notation: Notation,
}

impl<T: Tiles> InNotation<T> {
    /// `value` in `notation`.
    ///
    /// ```
    /// let tile: tehai::Tile = "5z".parse()?;
    /// let written = tehai_answer::InNotation::new(tile, tehai_answer::Notation::Mjai);
    /// assert_eq!(written.to_string(), "P");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn new(value: T, notation: Notation) -> InNotation<T> {
        InNotation { value, notation }
    }

    /// The items written, or `None` for MPSZ.
    fn items(&self) -> Option<Result<Vec<Item>, Error>> {
        if self.notation == Notation::Mpsz {
            return None;
        }
        if self.notation == Notation::Ids {
            if let Some(ids) = self.value.ids() {
                return Some(ids.map(|ids| ids.into_iter().map(Item::Number).collect()));
            }
        }
        let notation = self.notation.for_kinds();
        Some(Ok(self
            .value
            .written()
            .map(|tile| Item::of(tile, notation))
            .collect()))
    }
}

impl<T: Tiles> Display for InNotation<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let items = match self.items() {
            None => return self.value.fmt(f),
            Some(items) => items.map_err(|_| fmt::Error)?,
        };
        for (position, item) in items.iter().enumerate() {
            if position > 0 {
                f.write_char(',')?;
            }
            item.fmt(f)?;
        }
        Ok(())
    }
}

impl<T: Tiles> Serialize for InNotation<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let items = match self.items() {
            None => return serializer.collect_str(&self.value),
            Some(items) => items.map_err(serde::ser::Error::custom)?,
        };
        match items.as_slice() {
            [item] if self.value.single() => item.serialize(serializer),
            items => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
        }
    }
}

/// A declared meld in a notation: always text, its kind then its tiles
/// (`pon 777z`; `pon 5mr,5m,5m`; as numbers its 34-kind indices, a meld's
/// tiles being kinds here).
///
/// ```
/// use tehai_answer::{MeldIn, Notation};
/// let pon: tehai::Meld = "pon 055m".parse()?;
/// assert_eq!(MeldIn { meld: pon, notation: Notation::Mjai }.to_string(), "pon 5mr,5m,5m");
/// assert_eq!(MeldIn { meld: pon, notation: Notation::Ids }.to_string(), "pon 4,4,4");
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct MeldIn {
    /// The meld.
    pub meld: Meld,
    /// Its notation.
    pub notation: Notation,
}

impl Display for MeldIn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.notation == Notation::Mpsz {
            return self.meld.fmt(f);
        }
        f.write_str(self.meld.kind().name())?;
        let notation = self.notation.for_kinds();
        for (position, tile) in self.meld.tiles().enumerate() {
            f.write_char(if position == 0 { ' ' } else { ',' })?;
            Item::of(tile, notation).fmt(f)?;
        }
        Ok(())
    }
}

impl Serialize for MeldIn {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// An answer serialized with its tiles in a notation: the keys are the
/// answer's own, in its order; only the values holding tiles change form.
///
/// ```
/// use tehai_answer::{Notated, Notation};
/// let answer = tehai_answer::waits(&"23m456p789s11122z".parse()?, &tehai::Context::default())?;
/// assert_eq!(
///     serde_json::to_string(&Notated { answer: &answer, notation: Notation::Mjai })?,
///     r#"{"hand":["2m","3m","4p","5p","6p","7s","8s","9s","E","E","E","S","S"],"waits":["1m","4m"],"fifth_tile":[]}"#
/// );
/// // In MPSZ, exactly the answer's own JSON.
/// assert_eq!(
///     serde_json::to_string(&Notated { answer: &answer, notation: Notation::Mpsz })?,
///     serde_json::to_string(&answer)?
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Notated<'a, T: ?Sized> {
    /// The answer.
    pub answer: &'a T,
    /// The notation of its tiles.
    pub notation: Notation,
}

/// An answer that can be serialized with its tiles in any [`Notation`]
/// (its own `Serialize` is MPSZ).
pub trait Notate {
    /// Serializes the answer with its tiles in `notation`.
    ///
    /// ```
    /// use tehai_answer::{Notate, Notation};
    /// let answer = tehai_answer::agari(&"11z".parse()?)?;
    /// let mut json = Vec::new();
    /// answer.serialize_in(Notation::Ids, &mut serde_json::Serializer::new(&mut json))?;
    /// assert!(json.starts_with(br#"{"hand":[108,109],"#));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn serialize_in<S: Serializer>(
        &self,
        notation: Notation,
        serializer: S,
    ) -> Result<S::Ok, S::Error>;
}

impl<T: Notate + ?Sized> Serialize for Notated<'_, T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.answer.serialize_in(self.notation, serializer)
    }
}
