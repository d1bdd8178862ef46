//! `serde` for the types written as text: each serializes as the text its
//! `Display` writes and deserializes from the text its `FromStr` reads, so
//! JSON holds `"123m456p"`, `"pon 777z"` or `"east"` rather than bits. The
//! lists of the win context are sequences. Compiled with the `serde`
//! feature only; needs neither `std` nor `alloc`.

use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};
use serde::ser::{Serialize, SerializeSeq, Serializer};

use crate::context::TileCounts;
use crate::hand::Hand;
use crate::meld::Meld;
use crate::notation::{ParsedHand, ParsedTile};
use crate::score::{DeclaredMelds, Indicators, Wind};
use crate::tile::Tile;
use crate::tile_set::TileSet;

/// Reads any `FromStr` type from a string, naming what it expected.
struct TextVisitor<T> {
    expecting: &'static str,
    target: PhantomData<T>,
}

impl<T: FromStr<Err: fmt::Display>> Visitor<'_> for TextVisitor<T> {
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<T, E> {
        text.parse().map_err(E::custom)
    }
}

macro_rules! as_text {
    ($($type:ty => $expecting:literal,)+) => {$(
        impl Serialize for $type {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> Deserialize<'de> for $type {
            fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_str(TextVisitor {
                    expecting: $expecting,
                    target: PhantomData,
                })
            }
        }
    )+};
}

as_text! {
    Tile => "a tile in MPSZ notation, such as \"5m\"",
    ParsedTile => "a tile in MPSZ notation, such as \"5m\" or \"0m\" (a red five)",
    Hand => "a hand in MPSZ notation, such as \"123m456p\"",
    ParsedHand => "a hand in MPSZ notation, such as \"123m406p\"",
    Meld => "a meld, such as \"pon 777z\"",
    TileSet => "tile kinds in MPSZ notation, such as \"14m\"",
    TileCounts => "tiles in MPSZ notation, such as \"1155m7z\"",
    Wind => "a wind: \"east\", \"south\", \"west\" or \"north\" (or 1z-4z, E S W N)",
}

/// Reads a sequence into a list that `push`es with an error past its
/// capacity.
struct ListVisitor<L, T> {
    expecting: &'static str,
    push: fn(&mut L, T) -> Result<(), crate::Error>,
    empty: L,
    item: PhantomData<T>,
}

impl<'de, L, T: Deserialize<'de>> Visitor<'de> for ListVisitor<L, T> {
    type Value = L;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.expecting)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<L, A::Error> {
        let mut list = self.empty;
        while let Some(item) = items.next_element()? {
            (self.push)(&mut list, item).map_err(de::Error::custom)?;
        }
        Ok(list)
    }
}

/// Writes `items` as a sequence.
fn write_seq<S: Serializer, T: Serialize>(serializer: S, items: &[T]) -> Result<S::Ok, S::Error> {
    let mut seq = serializer.serialize_seq(Some(items.len()))?;
    for item in items {
        seq.serialize_element(item)?;
    }
    seq.end()
}

impl Serialize for Indicators {
    /// The indicator tiles as a sequence: `["1m", "7z"]`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_seq(serializer, self.as_slice())
    }
}

impl<'de> Deserialize<'de> for Indicators {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_seq(ListVisitor {
            expecting: "at most 5 indicator tiles",
            push: Indicators::push,
            empty: Indicators::EMPTY,
            item: PhantomData,
        })
    }
}

impl Serialize for DeclaredMelds {
    /// The melds as a sequence: `["pon 777z", "chi 123m"]`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_seq(serializer, self.as_slice())
    }
}

impl<'de> Deserialize<'de> for DeclaredMelds {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_seq(ListVisitor {
            expecting: "at most 4 declared melds",
            push: DeclaredMelds::push,
            empty: DeclaredMelds::EMPTY,
            item: PhantomData,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::WinContext;
    use crate::{Context, Error, shanten, useful_tiles, waits};
    use std::string::{String, ToString};

    fn round_trip<T>(value: &T) -> String
    where
        T: Serialize + for<'de> Deserialize<'de> + PartialEq + fmt::Debug,
    {
        let json = serde_json::to_string(value).unwrap();
        let back: T = serde_json::from_str(&json).unwrap();
        assert_eq!(&back, value, "{json}");
        json
    }

    #[test]
    fn text_types_are_their_text() {
        let hand: ParsedHand = "406m11z".parse().unwrap();
        assert_eq!(round_trip(&hand), r#""406m11z""#);
        assert_eq!(round_trip(&hand.hand), r#""456m11z""#);
        assert_eq!(round_trip(&"0p".parse::<ParsedTile>().unwrap()), r#""0p""#);
        assert_eq!(round_trip(&"7z".parse::<Tile>().unwrap()), r#""7z""#);
        assert_eq!(
            round_trip(&"chi 406m".parse::<Meld>().unwrap()),
            r#""chi 406m""#
        );
        assert_eq!(round_trip(&Wind::West), r#""west""#);
        let counts: TileCounts = "1155m7z".parse().unwrap();
        assert_eq!(round_trip(&counts), r#""1155m7z""#);
        let set = waits(&"23m456p789s11122z".parse().unwrap(), &Context::default())
            .unwrap()
            .waits;
        assert_eq!(round_trip(&set), r#""14m""#);
        assert_eq!(serde_json::from_str::<Wind>(r#""S""#).unwrap(), Wind::South);
        let bad = serde_json::from_str::<Hand>(r#""12x""#).unwrap_err();
        assert!(bad.to_string().contains("unknown character"), "{bad}");
        let not_text = serde_json::from_str::<Hand>("12").unwrap_err();
        assert!(
            not_text.to_string().contains("a hand in MPSZ notation"),
            "{not_text}"
        );
    }

    #[test]
    fn answers_and_contexts_round_trip() {
        let hand = "146m146p222347s7z".parse().unwrap();
        round_trip(&shanten(&hand, &Context::default()).unwrap());
        let useful = useful_tiles(&hand, &Context::default()).unwrap();
        round_trip(&useful);
        round_trip(&waits(&"1m".parse().unwrap(), &Context::default()).unwrap());
        let mut context = WinContext::new("5p".parse().unwrap());
        context.riichi = true;
        context.seat_wind = Wind::South;
        context.dora_indicators.push("1m".parse().unwrap()).unwrap();
        context.melds.push("ankan 2222z".parse().unwrap()).unwrap();
        let json = round_trip(&context);
        assert!(json.contains(r#""melds":["ankan 2222z"]"#), "{json}");
        assert!(json.contains(r#""dora_indicators":["1m"]"#), "{json}");
        round_trip(&Error::TooManyCopies {
            tile: "1m".parse().unwrap(),
        });
        let six = r#"["1m","1m","1m","1m","1m","1m"]"#;
        let error = serde_json::from_str::<Indicators>(six).unwrap_err();
        assert!(error.to_string().contains("at most 5"), "{error}");
        let not_a_list = serde_json::from_str::<Indicators>(r#""1m""#).unwrap_err();
        assert!(
            not_a_list.to_string().contains("at most 5 indicator tiles"),
            "{not_a_list}"
        );
        let not_melds = serde_json::from_str::<DeclaredMelds>("7").unwrap_err();
        assert!(
            not_melds.to_string().contains("at most 4 declared melds"),
            "{not_melds}"
        );
    }
}
