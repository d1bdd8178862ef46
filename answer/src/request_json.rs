//! How the tile fields of a JSON score request are read into the request's
//! text fields: text as it is, a 136-tile id as its number, an array of
//! mjai names or of 136-tile ids as text the core's `from_text` reads
//! back. A value of another shape is serde's error, which names the field.

use std::fmt::{self, Write as _};

use serde::Deserializer;
use serde::de::{self, MapAccess, SeqAccess, Visitor};
use tehai::notation::ParsedTile;

/// One tile: text, or a number (a 136-tile id, kept as its digits, which
/// [`crate::read_tile`] reads).
pub(crate) fn tile<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    struct OneTile;

    impl Visitor<'_> for OneTile {
        type Value = String;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a tile: MPSZ text, an mjai name or a 136-tile id")
        }

        fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
            Ok(text.to_owned())
        }

        fn visit_u64<E: de::Error>(self, id: u64) -> Result<String, E> {
            Ok(id.to_string())
        }
    }

    deserializer.deserialize_any(OneTile)
}

/// Tiles: text in any notation, or an array of mjai names or of 136-tile
/// ids (not both). Names are checked here, so that an array is never read
/// as MPSZ; ids are checked with the tiles (position and reason).
pub(crate) fn tiles<'de, D: Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    deserializer.deserialize_any(TileList)
}

/// The visitor of [`tiles`].
struct TileList;

/// One item of an array of tiles.
enum Item {
    Id(u64),
    Name(String),
}

impl<'de> serde::Deserialize<'de> for Item {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OneItem;

        impl Visitor<'_> for OneItem {
            type Value = Item;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("an mjai name or a 136-tile id")
            }

            fn visit_str<E: de::Error>(self, name: &str) -> Result<Item, E> {
                Ok(Item::Name(name.to_owned()))
            }

            fn visit_u64<E: de::Error>(self, id: u64) -> Result<Item, E> {
                Ok(Item::Id(id))
            }
        }

        deserializer.deserialize_any(OneItem)
    }
}

impl<'de> Visitor<'de> for TileList {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tiles: text in any notation, or an array of mjai names or of 136-tile ids")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
        Ok(text.to_owned())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<String, A::Error> {
        let mut names = String::new();
        let mut ids = String::new();
        let mut position = 0usize;
        while let Some(item) = seq.next_element::<Item>()? {
            match item {
                Item::Name(name) => {
                    if ParsedTile::from_mjai(&name).is_err() {
                        return Err(de::Error::custom(format_args!(
                            "item {position}: {name:?} is no mjai tile name (1m to 9s, 5mr 5pr 5sr, E S W N P F C)"
                        )));
                    }
                    names.push_str(if names.is_empty() { "" } else { " " });
                    names.push_str(&name);
                }
                Item::Id(id) => {
                    // Writing into a string cannot fail.
                    let _ = write!(ids, "{}{id}", if ids.is_empty() { "" } else { "," });
                }
            }
            if !names.is_empty() && !ids.is_empty() {
                return Err(de::Error::custom(format_args!(
                    "item {position}: an array holds mjai names or 136-tile ids, not both"
                )));
            }
            position += 1;
        }
        if ids.is_empty() {
            Ok(names)
        } else {
            Ok(format!("[{ids}]"))
        }
    }
}

/// The declared melds: each a text (`"pon 5mr 5m 5m"`) or an object
/// `{"kind":"pon","tiles":...}` whose tiles are read like the hand.
pub(crate) fn melds<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<String>, D::Error> {
    let melds: Vec<MeldValue> = serde::Deserialize::deserialize(deserializer)?;
    Ok(melds.into_iter().map(|meld| meld.0).collect())
}

/// One meld as the text [`tehai::Meld::from_text`] reads.
struct MeldValue(String);

impl<'de> serde::Deserialize<'de> for MeldValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(MeldVisitor).map(MeldValue)
    }
}

/// The visitor of one meld.
struct MeldVisitor;

/// The tiles of a meld object.
struct MeldTiles(String);

impl<'de> serde::Deserialize<'de> for MeldTiles {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        tiles(deserializer).map(MeldTiles)
    }
}

impl<'de> Visitor<'de> for MeldVisitor {
    type Value = String;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a meld: text such as \"pon 777z\", or {\"kind\":\"pon\",\"tiles\":...}")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<String, E> {
        Ok(text.to_owned())
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<String, A::Error> {
        let mut kind: Option<String> = None;
        let mut tiles: Option<MeldTiles> = None;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "kind" => kind = Some(map.next_value()?),
                "tiles" => tiles = Some(map.next_value()?),
                other => return Err(de::Error::unknown_field(other, &["kind", "tiles"])),
            }
        }
        let kind = kind.ok_or_else(|| de::Error::missing_field("kind"))?;
        let tiles = tiles.ok_or_else(|| de::Error::missing_field("tiles"))?;
        Ok(format!("{kind} {}", tiles.0))
    }
}

#[cfg(test)]
mod tests {
    use crate::ScoreRequest;

    fn read(json: &str) -> Result<ScoreRequest, String> {
        ScoreRequest::from_json(json)
            .map_err(|error| format!("{}: {error}", error.field().unwrap_or("-")))
    }

    #[test]
    fn arrays_and_numbers_become_text_the_core_reads() {
        let request = read(
            r#"{"hand":[12,16,20],"win":16,"melds":[{"kind":"pon","tiles":["C","C","C"]},"pon 16 17 18"],
                "seat_wind":109,"dora_indicators":["5mr","E"],"ura_indicators":[]}"#,
        )
        .unwrap();
        assert_eq!(request.hand, "[12,16,20]");
        assert_eq!(request.win, "16");
        assert_eq!(request.melds, ["pon C C C", "pon 16 17 18"]);
        assert_eq!(request.seat_wind, "109");
        assert_eq!(request.dora_indicators, "5mr E");
        assert_eq!(request.ura_indicators, "");
        assert_eq!(read(r#"{"hand":[16]}"#).unwrap().hand, "[16]");
    }

    #[test]
    fn bad_shapes_name_the_field_and_the_reason() {
        for (json, start) in [
            (
                r#"{"hand":true}"#,
                "hand: field `hand`: invalid type: boolean",
            ),
            (
                r#"{"hand":["1m",4]}"#,
                "hand: field `hand`: item 1: an array holds mjai names or 136-tile ids, not both",
            ),
            (
                r#"{"hand":["123m"]}"#,
                "hand: field `hand`: item 0: \"123m\" is no mjai tile name",
            ),
            (
                r#"{"hand":[-1]}"#,
                "hand: field `hand`: invalid type: integer `-1`, expected an mjai name or a 136-tile id",
            ),
            (
                r#"{"win":[16]}"#,
                "win: field `win`: invalid type: sequence, expected a tile",
            ),
            (
                r#"{"win":-3}"#,
                "win: field `win`: invalid type: integer `-3`, expected a tile",
            ),
            (
                r#"{"dora_indicators":{"a":1}}"#,
                "dora_indicators: field `dora_indicators`: invalid type: map",
            ),
            (
                r#"{"melds":[{"kind":"pon"}]}"#,
                "melds: field `melds`: missing field `tiles`",
            ),
            (
                r#"{"melds":[{"kind":"pon","tiles":"777z","from":1}]}"#,
                "melds: unknown field `from`, expected `kind` or `tiles`",
            ),
            (
                r#"{"melds":[7]}"#,
                "melds: field `melds`: invalid type: integer `7`, expected a meld",
            ),
        ] {
            let error = read(json).unwrap_err();
            assert!(error.starts_with(start), "{json}: {error}");
        }
    }

    #[test]
    fn a_request_in_each_notation_reads_the_same() {
        let mpsz = read(
            r#"{"hand":"234067m23455p","win":"5p","melds":["pon 777z"],"seat_wind":"2z","dora_indicators":"1m0p"}"#,
        )
        .unwrap()
        .prepare()
        .unwrap();
        for json in [
            r#"{"hand":"4m 5mr 6m 7m 2m 3m 2p 3p 4p 5p 5p","win":"5p","melds":["pon C C C"],"seat_wind":"S","dora_indicators":"1m 5pr"}"#,
            r#"{"hand":[4,8,12,16,20,24,40,44,48,53,54],"win":53,"melds":[{"kind":"pon","tiles":[132,133,134]}],"seat_wind":112,"dora_indicators":[0,52]}"#,
            r#"{"hand":["2m","3m","4m","5mr","6m","7m","2p","3p","4p","5p","5p"],"win":"5p","melds":[{"kind":"pon","tiles":"777z"}],"seat_wind":"south","dora_indicators":["1m","5pr"]}"#,
        ] {
            assert_eq!(read(json).unwrap().prepare().unwrap(), mpsz, "{json}");
        }
    }

    #[test]
    fn bad_ids_are_the_fields_errors_with_position_and_reason() {
        let problem = |json: &str| {
            let error = read(json).unwrap().prepare().unwrap_err();
            format!("{}: {error}", error.id())
        };
        assert_eq!(
            problem(r#"{"hand":[0,1,136]}"#),
            "bad_hand: \"[0,1,136]\": 136-tile id 136 at position 2 is no tile: ids run from 0 to 135"
        );
        assert_eq!(
            problem(r#"{"hand":[0,1,1]}"#),
            "bad_hand: \"[0,1,1]\": 136-tile id 1 comes again at position 2: each id is one tile"
        );
        assert_eq!(
            problem(r#"{"hand":"11z","win":136}"#),
            "bad_win: \"136\": 136-tile id 136 at position 0 is no tile: ids run from 0 to 135"
        );
    }
}
