//! Text in any of the notations, told apart by its form: the reading of
//! tiles that a user or another program typed or logged.

use super::mjai::tile_named;
use super::mpsz::ParsedHand;
use crate::context::TileCounts;
use crate::error::Error;
use crate::meld::{Meld, MeldKind};

/// Most items a list of tiles can hold (all 136): a longer list is an
/// error before any is read.
const MAX_ITEMS: usize = 136;

/// The form of a text of tiles.
enum Form<'a> {
    /// One MPSZ text (`123m 456p`, `0m`).
    Mpsz(&'a str),
    /// 136-tile ids: decimal numbers, with the ids themselves.
    Ids([u8; MAX_ITEMS], usize),
    /// mjai names (`5mr E P`).
    Mjai(&'a str),
}

/// The items of a list: separated by spaces or commas, inside optional
/// square brackets, each optionally in double quotes (so that a JSON array
/// reads as it is written).
fn items(text: &str) -> impl Iterator<Item = &str> + Clone {
    let inner = text.trim();
    let inner = inner
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .unwrap_or(inner);
    inner
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|item| !item.is_empty())
        .map(|item| {
            item.strip_prefix('"')
                .and_then(|rest| rest.strip_suffix('"'))
                .unwrap_or(item)
        })
}

/// Tells the notation of `text` by its form: a list of numbers is 136-tile
/// ids (one number alone only in brackets, `[16]`: a bare `123` is MPSZ
/// digits missing their suit), a list whose every item is an mjai name is
/// mjai, anything else MPSZ (whose reader names the problem).
fn form_of(text: &str) -> Result<Form<'_>, Error> {
    let bracketed = text.trim_start().starts_with('[');
    let list = items(text);
    let mut count = 0usize;
    let mut numbers = true;
    let mut mjai = true;
    for item in list.clone() {
        count += 1;
        numbers &= item.bytes().all(|byte| byte.is_ascii_digit());
        mjai &= tile_named(item).is_some();
    }
    if numbers && (count > 1 || (count == 1 && bracketed)) {
        if count > MAX_ITEMS {
            return Err(Error::TooManyTiles);
        }
        let mut ids = [0u8; MAX_ITEMS];
        for (position, (slot, item)) in ids.iter_mut().zip(list).enumerate() {
            *slot = item.parse().map_err(|_| Error::UnknownTileId {
                id: item.parse().unwrap_or(u32::MAX),
                position: u32::try_from(position).unwrap_or(u32::MAX),
            })?;
        }
        return Ok(Form::Ids(ids, count));
    }
    // A list of mjai names: read as mjai even when MPSZ reads each name
    // too (`1m 2m`, where both mean the same), so that commas, brackets
    // and quotes separate them as they do ids.
    if count > 0 && mjai {
        return Ok(Form::Mjai(text));
    }
    Ok(Form::Mpsz(text))
}

impl ParsedHand {
    /// Reads a hand written in any notation, told apart by its form:
    /// MPSZ (`406m11z`), 136-tile ids (`12 16 20 108 109`, `[12,16,20]`;
    /// a single id only in brackets, `[16]`)
    /// or mjai names (`4m 5mr 6m E E`, `["5mr","E"]`). Items of a list are
    /// separated by spaces or commas. The errors are those of the notation
    /// read.
    ///
    /// ```
    /// use tehai::notation::ParsedHand;
    /// let hand: ParsedHand = "406m11z".parse()?;
    /// assert_eq!(ParsedHand::from_text("406m11z")?, hand);
    /// assert_eq!(ParsedHand::from_text("12 16 20 108 109")?, hand);
    /// assert_eq!(ParsedHand::from_text("[12,16,20,108,109]")?, hand);
    /// assert_eq!(ParsedHand::from_text("4m 5mr 6m E E")?, hand);
    /// assert_eq!(ParsedHand::from_text(r#"["4m","5mr","6m","E","E"]"#)?, hand);
    /// assert!(ParsedHand::from_text("4m 5mr X").is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_text(text: &str) -> Result<ParsedHand, Error> {
        match form_of(text)? {
            Form::Mpsz(text) => text.parse(),
            Form::Ids(ids, count) => ParsedHand::from_ids136(ids.get(..count).unwrap_or_default()),
            Form::Mjai(text) => ParsedHand::from_mjai(items(text)),
        }
    }
}

impl TileCounts {
    /// Reads tiles (seen tiles, say) written in any notation, as
    /// [`ParsedHand::from_text`] tells them apart; up to all 136, the
    /// empty text being no tile.
    ///
    /// ```
    /// let seen = tehai::TileCounts::from_text("E E 5pr 9s")?;
    /// assert_eq!(seen, tehai::TileCounts::from_text("0p9s11z")?);
    /// assert_eq!(seen, tehai::TileCounts::from_text("108, 109, 52, 104")?);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_text(text: &str) -> Result<TileCounts, Error> {
        match form_of(text)? {
            Form::Mpsz(text) => text.parse(),
            Form::Ids(ids, count) => TileCounts::from_ids136(ids.get(..count).unwrap_or_default()),
            Form::Mjai(text) => TileCounts::from_mjai(items(text)),
        }
    }
}

impl Meld {
    /// Reads a meld written `<kind> <tiles>` with its tiles in any
    /// notation, as [`ParsedHand::from_text`] tells them apart: `pon 055m`,
    /// `pon 5mr 5m 5m`, `pon 16 17 18`.
    ///
    /// ```
    /// let pon: tehai::Meld = "pon 055m".parse()?;
    /// assert_eq!(tehai::Meld::from_text("pon 5mr 5m 5m")?, pon);
    /// assert_eq!(tehai::Meld::from_text("pon 16,17,18")?, pon);
    /// assert_eq!(tehai::Meld::from_text("ankan N N N N")?.to_string(), "ankan 4444z");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_text(text: &str) -> Result<Meld, Error> {
        let text = text.trim_start();
        let (kind, tiles) = text
            .split_once(char::is_whitespace)
            .ok_or(Error::MeldFormat)?;
        let kind = MeldKind::from_name(kind).ok_or(Error::UnknownMeldKind)?;
        Meld::from_parsed(kind, &ParsedHand::from_text(tiles)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::ParsedTile;
    use crate::tile::Tile;
    use std::string::ToString;
    use std::vec::Vec;

    #[test]
    fn every_tile_reads_in_every_notation() {
        for id in 0..136u8 {
            let tile = ParsedTile::from_id136(id).unwrap();
            let one = ParsedHand::from_tiles([tile]).unwrap();
            assert_eq!(ParsedHand::from_text(&tile.to_string()), Ok(one), "{id}");
            assert_eq!(ParsedHand::from_text(tile.mjai()), Ok(one), "{id}");
            assert_eq!(ParsedTile::from_text(&id.to_string()), Ok(tile), "{id}");
            assert_eq!(
                ParsedTile::from_text(&std::format!("[{id}]")),
                Ok(tile),
                "{id}"
            );
            assert_eq!(
                ParsedHand::from_text(&std::format!("[{id}]")),
                Ok(one),
                "{id}"
            );
            // A bare number is MPSZ digits without their suit.
            assert!(ParsedHand::from_text(&id.to_string()).is_err(), "{id}");
            assert_eq!(TileCounts::from_text(tile.mjai()).map(|c| c.total()), Ok(1));
        }
        for tile in Tile::all() {
            // The 34-kind index is the tile's own number.
            assert_eq!(Tile::new(tile.index() as u8), Some(tile));
        }
    }

    #[test]
    fn lists_in_each_notation_agree() {
        let hand: ParsedHand = "123m406p789s1157z".parse().unwrap();
        let ids: Vec<u8> = hand.ids136().unwrap().to_vec();
        let names: Vec<&str> = hand.mjai().collect();
        let spaced = ids
            .iter()
            .map(|id| id.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        assert_eq!(ParsedHand::from_text(&spaced), Ok(hand));
        assert_eq!(ParsedHand::from_text(&std::format!("{ids:?}")), Ok(hand));
        assert_eq!(ParsedHand::from_text(&names.join(" ")), Ok(hand));
        assert_eq!(ParsedHand::from_text(&names.join(",")), Ok(hand));
        // mjai names that MPSZ also reads mean the same in both, in every
        // form of list.
        for text in [
            "1m 2m 3m",
            "1m,2m,3m",
            "[1m, 2m, 3m]",
            r#"["1m","2m","3m"]"#,
        ] {
            assert_eq!(ParsedHand::from_text(text), "123m".parse(), "{text}");
        }
    }

    #[test]
    fn errors_come_from_the_notation_the_text_is_in() {
        assert_eq!(
            ParsedHand::from_text("1 2 300"),
            Err(Error::UnknownTileId {
                id: 300,
                position: 2
            })
        );
        assert_eq!(
            ParsedHand::from_text("1 2 99999999999"),
            Err(Error::UnknownTileId {
                id: u32::MAX,
                position: 2
            })
        );
        assert_eq!(
            ParsedHand::from_text("1 1"),
            Err(Error::RepeatedTileId { id: 1, position: 1 })
        );
        // Not every item is mjai: MPSZ names the problem.
        assert!(matches!(
            ParsedHand::from_text("E 1x"),
            Err(Error::UnknownCharacter { .. })
        ));
        assert_eq!(ParsedHand::from_text(""), Err(Error::Empty));
        for (text, id) in [("136", 136), ("999", 999), ("99999999999", u32::MAX)] {
            assert_eq!(
                ParsedTile::from_text(text),
                Err(Error::UnknownTileId { id, position: 0 }),
                "{text}"
            );
        }
        assert!(ParsedTile::from_text("").is_err());
        assert!(ParsedTile::from_text("[]").is_err());
        assert_eq!(ParsedHand::from_text("[]"), "[]".parse::<ParsedHand>());
        // All 136 ids are seen tiles; one more is too many.
        let every = (0..136)
            .map(|id| id.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        let all = TileCounts::from_text(&every).unwrap();
        assert_eq!(all.total(), 136);
        assert_eq!(
            TileCounts::from_text(&std::format!("{every} 0")),
            Err(Error::TooManyTiles)
        );
        let many = (0..137).map(|_| "1").collect::<Vec<_>>().join(" ");
        assert_eq!(ParsedHand::from_text(&many), Err(Error::TooManyTiles));
        assert_eq!(Meld::from_text("pon"), Err(Error::MeldFormat));
        assert_eq!(Meld::from_text("pan 1m 1m 1m"), Err(Error::UnknownMeldKind));
        assert_eq!(Meld::from_text("pon 1m 2m 3m"), Err(Error::NotAMeld));
    }
}
