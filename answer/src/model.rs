//! The answer values: one struct per question, its fields the keys of the
//! question's JSON object in order. Hands, tile sets, tiles and blocks stay
//! the core's values and serialize as their MPSZ text (red fives as `0`).

use std::collections::BTreeMap;
use std::fmt;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use tehai::front_end::ShownBlock;
use tehai::notation::ParsedHand;
use tehai::score::Wind;
use tehai::{Meld, Players, Tile, TileSet};

use crate::notation::{InNotation, MeldIn, Notate, Notated, Notation};

/// Every regular decomposition of a hand, and whether it is also seven
/// pairs or thirteen orphans: `tehai decompose --json`.
///
/// ```
/// let answer = tehai_answer::decompose(&"123406m11m".parse()?)?;
/// assert_eq!(
///     serde_json::to_string(&answer)?,
///     r#"{"hand":"11123406m","decompositions":[["11m","123m","406m"]],"seven_pairs":false,"thirteen_orphans":false}"#
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecomposeAnswer {
    /// The hand, with its red fives.
    pub hand: ParsedHand,
    /// Each decomposition's blocks, the hand's red fives placed in them
    /// ([`tehai::front_end::place_red_fives`]).
    pub decompositions: Vec<Vec<ShownBlock>>,
    /// The hand is seven distinct pairs.
    pub seven_pairs: bool,
    /// The hand is thirteen orphans.
    pub thirteen_orphans: bool,
}

/// Whether a hand is complete, and in which forms: `tehai agari --json`.
///
/// ```
/// let answer = tehai_answer::agari(&"1122m3344p5566s77z".parse()?)?;
/// assert!(answer.agari && answer.seven_pairs && !answer.regular);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AgariAnswer {
    /// The hand, with its red fives.
    pub hand: ParsedHand,
    /// Complete in any form.
    pub agari: bool,
    /// Complete as melds and one pair.
    pub regular: bool,
    /// Complete as seven distinct pairs.
    pub seven_pairs: bool,
    /// Complete as thirteen orphans.
    pub thirteen_orphans: bool,
}

/// The waits of a `3N + 1`-tile hand: `tehai waits --json`.
///
/// ```
/// let answer = tehai_answer::waits(&"1111999m111p111s".parse()?, &tehai::Context::default())?;
/// assert_eq!((answer.waits.to_string(), answer.fifth_tile.to_string()), ("".into(), "1m".into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitsAnswer {
    /// The hand, with its red fives.
    pub hand: ParsedHand,
    /// The kinds that complete the hand and can still be drawn.
    pub waits: TileSet,
    /// The kinds that would complete it only as a copy that cannot be
    /// drawn (a fifth one, or one out of play at the table).
    pub fifth_tile: TileSet,
}

/// The shanten numbers of a hand, per form: `tehai shanten --json`
/// (`None` is `null`: the form needs 13 or 14 tiles).
///
/// ```
/// let answer = tehai_answer::shanten(&"45m789s11z".parse()?, &tehai::Context::default())?;
/// assert_eq!((answer.shanten, answer.seven_pairs), (0, None));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShantenAnswer {
    /// The hand, with its red fives.
    pub hand: ParsedHand,
    /// The least over the forms that apply.
    pub shanten: i8,
    /// Melds and a pair.
    pub regular: i8,
    /// Seven pairs, or `None` for fewer than 13 tiles.
    pub seven_pairs: Option<i8>,
    /// Thirteen orphans, or `None` for fewer than 13 tiles.
    pub thirteen_orphans: Option<i8>,
}

/// The useful tiles of a `3N + 1`-tile hand: `tehai efficiency --json` for
/// such a hand.
///
/// ```
/// let answer = tehai_answer::useful_tiles(&"146m146p222347s7z".parse()?, &tehai::Context::default())?;
/// assert_eq!((answer.shanten, answer.useful_count), (3, 53));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UsefulAnswer {
    /// The hand, with its red fives.
    pub hand: ParsedHand,
    /// The hand's shanten number.
    pub shanten: i8,
    /// The kinds whose draw lowers it.
    pub useful: TileSet,
    /// The copies of those kinds still to be drawn.
    pub useful_count: u32,
}

/// One row of a discard table.
///
/// ```
/// let answer = tehai_answer::discards(&"123m456p789s11223z".parse()?, &tehai::Context::default())?;
/// let best = &answer.discards[0];
/// assert_eq!((best.tile.to_string(), best.shanten, best.useful_count), ("3z".into(), 0, 4));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscardRow {
    /// The tile thrown.
    pub tile: Tile,
    /// The shanten number after throwing it.
    pub shanten: i8,
    /// The kinds whose draw then lowers it.
    pub useful: TileSet,
    /// The copies of those kinds still to be drawn.
    pub useful_count: u32,
}

/// The discard table of a `3N + 2`-tile hand, best discard first:
/// `tehai efficiency --json` for such a hand.
///
/// ```
/// let answer = tehai_answer::discards(&"123m456p789s11223z".parse()?, &tehai::Context::default())?;
/// assert_eq!(answer.shanten, 0);
/// assert_eq!(answer.discards.len(), 12);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiscardsAnswer {
    /// The hand, with its red fives.
    pub hand: ParsedHand,
    /// The hand's shanten number.
    pub shanten: i8,
    /// One row per distinct tile of the hand.
    pub discards: Vec<DiscardRow>,
}

/// The answer of `tehai efficiency`: useful tiles for a `3N + 1`-tile hand,
/// the discard table for any other. It serializes as the object it holds.
///
/// ```
/// use tehai_answer::{EfficiencyAnswer, efficiency};
/// let answer = efficiency(&"146m146p222347s7z".parse()?, &tehai::Context::default())?;
/// assert!(matches!(answer, EfficiencyAnswer::Useful(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EfficiencyAnswer {
    /// A `3N + 1`-tile hand.
    Useful(UsefulAnswer),
    /// A `3N + 2`-tile hand.
    Discards(DiscardsAnswer),
}

/// One part of a scored reading, written as text: a concealed block with
/// its red fives, the whole hand (thirteen orphans has no blocks), or a
/// declared meld.
///
/// ```
/// use tehai::decompose::Block;
/// use tehai::front_end::ShownBlock;
/// use tehai_answer::ReadingPart;
/// let block = ShownBlock { block: Block::pair("5p".parse()?), red_fives: 1 };
/// assert_eq!(ReadingPart::Block(block).to_string(), "05p");
/// assert_eq!(ReadingPart::Meld("pon 777z".parse()?).to_string(), "pon 777z");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadingPart {
    /// A concealed block.
    Block(ShownBlock),
    /// The concealed hand of a thirteen orphans reading.
    Hand(ParsedHand),
    /// A declared meld.
    Meld(Meld),
}

impl fmt::Display for ReadingPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadingPart::Block(block) => block.fmt(f),
            ReadingPart::Hand(hand) => hand.fmt(f),
            ReadingPart::Meld(meld) => meld.fmt(f),
        }
    }
}

impl Serialize for ReadingPart {
    /// Its text.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl ReadingPart {
    /// The part in `notation`: a block or the hand as its tiles (kinds,
    /// so 34-kind indices for [`Notation::Ids`]), a meld as its text.
    ///
    /// ```
    /// use tehai_answer::{Notation, ReadingPart};
    /// let part = ReadingPart::Meld("pon 777z".parse()?);
    /// assert_eq!(part.in_notation(Notation::Mjai).to_string(), "pon C,C,C");
    /// assert_eq!(serde_json::to_string(&part.in_notation(Notation::Mpsz))?, r#""pon 777z""#);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn in_notation(self, notation: Notation) -> PartIn {
        PartIn {
            part: self,
            notation,
        }
    }
}

/// A [`ReadingPart`] in a notation ([`ReadingPart::in_notation`]): text
/// with `Display`, JSON with `Serialize`.
#[derive(Clone, Copy, Debug)]
pub struct PartIn {
    part: ReadingPart,
    notation: Notation,
}

impl fmt::Display for PartIn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let notation = self.notation.for_kinds();
        match self.part {
            ReadingPart::Block(block) => InNotation::new(block, notation).fmt(f),
            ReadingPart::Hand(hand) => InNotation::new(hand, notation).fmt(f),
            ReadingPart::Meld(meld) => MeldIn { meld, notation }.fmt(f),
        }
    }
}

impl Serialize for PartIn {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let notation = self.notation.for_kinds();
        match self.part {
            ReadingPart::Block(block) => InNotation::new(block, notation).serialize(serializer),
            ReadingPart::Hand(hand) => InNotation::new(hand, notation).serialize(serializer),
            ReadingPart::Meld(meld) => MeldIn { meld, notation }.serialize(serializer),
        }
    }
}

/// The score of a winning hand's best reading: `tehai score --json`.
///
/// ```
/// use tehai_answer::{ScoreRequest, score};
/// let request = ScoreRequest {
///     hand: "234567m23455p888s".into(),
///     win: "5p".into(),
///     riichi: true,
///     ..ScoreRequest::default()
/// };
/// let answer = score(&request)?.answer();
/// assert_eq!((answer.han, answer.fu, answer.total), (2, 40, 3900));
/// assert_eq!(answer.wait, "tanki");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreAnswer {
    /// The han (a yakuman hand: 13 times its multiple).
    pub han: u32,
    /// The fu.
    pub fu: u8,
    /// Each yaku's id with its han (dora with their count), in id order.
    pub yaku: BTreeMap<&'static str, u8>,
    /// On a ron what the discarder pays; on the dealer's tsumo what each
    /// player pays; on another player's tsumo what the dealer pays.
    pub main: u32,
    /// On another player's tsumo what each non-dealer pays; 0 otherwise.
    pub additional: u32,
    /// All the winner receives, riichi sticks included.
    pub total: u32,
    /// The limit's name (`""`, `"mangan"`, ... `"yakuman"`).
    pub limit: &'static str,
    /// The reading scored: its blocks with the red fives, then the melds.
    pub reading: Vec<ReadingPart>,
    /// The wait's name (`"ryanmen"`, `"tanki"`, ...).
    pub wait: &'static str,
    /// What each seat pays, East first, when it is known (not for a ron
    /// whose discarder is not given): the winner and a seat absent from
    /// the table pay 0 ([`ScoreAnswer::seat_payments`] leaves the absent
    /// one out).
    pub payments: Option<[u32; 4]>,
    /// The players at the table: at three the north seat is absent. Not
    /// in the JSON, whose request named the rules.
    pub players: Players,
    /// The fu, item by item.
    pub fu_items: Vec<FuItemAnswer>,
    /// Each yaku with its han, numbers and names.
    pub yaku_items: Vec<YakuItemAnswer>,
    /// The other readings of the hand that score, best first.
    pub other_readings: Vec<OtherReading>,
}

/// One fu item of a [`ScoreAnswer`]: its `reason` (the core's
/// [`FuItem::id`](tehai::score::FuItem::id)), its fu, the tiles that earn
/// it and a few words on why (`["concealed", "triplet",
/// "terminals_or_honors"]`, `["kanchan"]`, `["dragon"]`).
///
/// ```
/// use tehai_answer::{ScoreRequest, score};
/// let request = ScoreRequest { hand: "123456789m12355p".into(), win: "2p".into(), ..ScoreRequest::default() };
/// let items = score(&request)?.answer().fu_items;
/// assert_eq!(items[2].reason, "wait");
/// assert_eq!(items[2].detail, ["kanchan"]);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FuItemAnswer {
    /// The kind of item: `base`, `seven_pairs`, `closed_ron`, `tsumo`,
    /// `set`, `wait`, `pair`, `open_minimum`, `rounding`.
    pub reason: &'static str,
    /// Its fu.
    pub fu: u8,
    /// The block or meld that earns it, if any.
    pub tiles: Option<ReadingPart>,
    /// Why, in words.
    pub detail: Vec<&'static str>,
    /// The item as a sheet writes it.
    pub text: String,
}

/// One yaku of a [`ScoreAnswer`] with its han, its numbers on Tenhou and
/// Mahjong Soul and its names.
///
/// ```
/// use tehai_answer::{ScoreRequest, score};
/// let request = ScoreRequest { hand: "234567m23455p888s".into(), win: "5p".into(), riichi: true, ..ScoreRequest::default() };
/// let items = score(&request)?.answer().yaku_items;
/// assert_eq!((items[0].id, items[0].tenhou, items[0].japanese), ("riichi", Some(1), "立直"));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct YakuItemAnswer {
    /// The yaku's id.
    pub id: &'static str,
    /// Its han in this hand.
    pub han: u8,
    /// Tenhou's number for it (a wind's own), if Tenhou numbers it.
    pub tenhou: Option<u8>,
    /// Mahjong Soul's fan id, if it numbers it.
    pub mahjong_soul: Option<u16>,
    /// The Japanese name.
    pub japanese: &'static str,
    /// The romaji.
    pub romaji: &'static str,
    /// The English translation.
    pub english: &'static str,
    /// The Chinese name.
    pub chinese: &'static str,
}

impl ScoreAnswer {
    /// What each seat at the table pays, East first, when it is known:
    /// [`ScoreAnswer::payments`] without the seat absent at three players.
    ///
    /// ```
    /// use tehai::score::Wind;
    /// use tehai_answer::{ScoreRequest, score};
    /// let json = r#"{"hand":"123456789p11z222z","win":"9p","tsumo":true,"riichi":true,"rules":{"preset":"tenhou-3p"}}"#;
    /// let answer = score(&ScoreRequest::from_json(json)?)?.answer();
    /// let seats: Vec<Wind> = answer.seat_payments().unwrap().map(|(seat, _)| seat).collect();
    /// assert_eq!(seats, [Wind::East, Wind::South, Wind::West]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn seat_payments(&self) -> Option<impl Iterator<Item = (Wind, u32)>> {
        let seats = match self.players {
            Players::Four => 4,
            Players::Three => 3,
        };
        let payments = self.payments?;
        Some(Wind::ALL.into_iter().zip(payments).take(seats))
    }
}

/// Another reading of a scored hand: what it would have scored.
///
/// ```
/// use tehai_answer::{ScoreRequest, score};
/// let request = ScoreRequest { hand: "45666m123p789s678p".into(), win: "6m".into(), riichi: true, ..ScoreRequest::default() };
/// let answer = score(&request)?.answer();
/// assert_eq!((answer.han, answer.fu), (2, 30)); // pinfu on 456m
/// assert_eq!((answer.other_readings[0].han, answer.other_readings[0].fu), (1, 40)); // 66m tanki
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherReading {
    /// The han.
    pub han: u32,
    /// The fu.
    pub fu: u8,
    /// Each yaku's id with its han.
    pub yaku: BTreeMap<&'static str, u8>,
    /// All the winner would receive.
    pub total: u32,
    /// The limit's name.
    pub limit: &'static str,
    /// The reading's parts.
    pub reading: Vec<ReadingPart>,
    /// The wait's name.
    pub wait: &'static str,
}

/// Serializes a struct of `$name` with its `$key => $value` fields.
macro_rules! fields {
    ($serializer:expr, $name:literal, { $($key:literal => $value:expr),* $(,)? }) => {{
        let mut state = $serializer.serialize_struct($name, [$($key),*].len())?;
        $(state.serialize_field($key, &$value)?;)*
        state.end()
    }};
}

/// A list serialized item by item.
struct Each<I>(I);

impl<I: Iterator<Item = T> + Clone, T: Serialize> Serialize for Each<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.clone())
    }
}

/// Each answer serializes as itself in MPSZ: one list of keys per answer,
/// whatever the notation.
macro_rules! serialize_in_mpsz {
    ($($answer:ty),* $(,)?) => {$(
        impl Serialize for $answer {
            fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                self.serialize_in(Notation::Mpsz, serializer)
            }
        }
    )*};
}

serialize_in_mpsz!(
    DecomposeAnswer,
    AgariAnswer,
    WaitsAnswer,
    ShantenAnswer,
    UsefulAnswer,
    DiscardRow,
    DiscardsAnswer,
    EfficiencyAnswer,
    ScoreAnswer,
    FuItemAnswer,
    OtherReading,
);

impl Notate for DecomposeAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        let decompositions = Each(
            self.decompositions
                .iter()
                .map(|blocks| Each(blocks.iter().map(|&block| InNotation::new(block, n)))),
        );
        fields!(serializer, "DecomposeAnswer", {
            "hand" => InNotation::new(self.hand, n),
            "decompositions" => decompositions,
            "seven_pairs" => self.seven_pairs,
            "thirteen_orphans" => self.thirteen_orphans,
        })
    }
}

impl Notate for AgariAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        fields!(serializer, "AgariAnswer", {
            "hand" => InNotation::new(self.hand, n),
            "agari" => self.agari,
            "regular" => self.regular,
            "seven_pairs" => self.seven_pairs,
            "thirteen_orphans" => self.thirteen_orphans,
        })
    }
}

impl Notate for WaitsAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        fields!(serializer, "WaitsAnswer", {
            "hand" => InNotation::new(self.hand, n),
            "waits" => InNotation::new(self.waits, n),
            "fifth_tile" => InNotation::new(self.fifth_tile, n),
        })
    }
}

impl Notate for ShantenAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        fields!(serializer, "ShantenAnswer", {
            "hand" => InNotation::new(self.hand, n),
            "shanten" => self.shanten,
            "regular" => self.regular,
            "seven_pairs" => self.seven_pairs,
            "thirteen_orphans" => self.thirteen_orphans,
        })
    }
}

impl Notate for UsefulAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        fields!(serializer, "UsefulAnswer", {
            "hand" => InNotation::new(self.hand, n),
            "shanten" => self.shanten,
            "useful" => InNotation::new(self.useful, n),
            "useful_count" => self.useful_count,
        })
    }
}

impl Notate for DiscardRow {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        fields!(serializer, "DiscardRow", {
            "tile" => InNotation::new(self.tile, n),
            "shanten" => self.shanten,
            "useful" => InNotation::new(self.useful, n),
            "useful_count" => self.useful_count,
        })
    }
}

impl Notate for DiscardsAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        let rows = Each(self.discards.iter().map(|row| Notated {
            answer: row,
            notation: n,
        }));
        fields!(serializer, "DiscardsAnswer", {
            "hand" => InNotation::new(self.hand, n),
            "shanten" => self.shanten,
            "discards" => rows,
        })
    }
}

impl Notate for EfficiencyAnswer {
    /// The object it holds.
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            EfficiencyAnswer::Useful(useful) => useful.serialize_in(n, serializer),
            EfficiencyAnswer::Discards(table) => table.serialize_in(n, serializer),
        }
    }
}

impl Notate for ScoreAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        let reading = Each(self.reading.iter().map(|part| part.in_notation(n)));
        fields!(serializer, "ScoreAnswer", {
            "han" => self.han,
            "fu" => self.fu,
            "yaku" => self.yaku,
            "main" => self.main,
            "additional" => self.additional,
            "total" => self.total,
            "limit" => self.limit,
            "reading" => reading,
            "wait" => self.wait,
            "payments" => self.payments,
            "fu_items" => Each(self.fu_items.iter().map(|item| Notated { answer: item, notation: n })),
            "yaku_items" => self.yaku_items,
            "other_readings" => Each(self.other_readings.iter().map(|reading| Notated { answer: reading, notation: n })),
        })
    }
}

impl Notate for FuItemAnswer {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        fields!(serializer, "FuItemAnswer", {
            "reason" => self.reason,
            "fu" => self.fu,
            "tiles" => self.tiles.map(|part| part.in_notation(n)),
            "detail" => self.detail,
            "text" => self.text,
        })
    }
}

impl Notate for OtherReading {
    fn serialize_in<S: Serializer>(&self, n: Notation, serializer: S) -> Result<S::Ok, S::Error> {
        let reading = Each(self.reading.iter().map(|part| part.in_notation(n)));
        fields!(serializer, "OtherReading", {
            "han" => self.han,
            "fu" => self.fu,
            "yaku" => self.yaku,
            "total" => self.total,
            "limit" => self.limit,
            "reading" => reading,
            "wait" => self.wait,
        })
    }
}
