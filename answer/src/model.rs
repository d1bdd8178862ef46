//! The answer values: one struct per question, its fields the keys of the
//! question's JSON object in order. Hands, tile sets, tiles and blocks stay
//! the core's values and serialize as their MPSZ text (red fives as `0`).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Serialize, Serializer};
use tehai::front_end::ShownBlock;
use tehai::notation::ParsedHand;
use tehai::{Meld, Tile, TileSet};

use crate::text::{as_text, as_texts_of_texts};

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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DecomposeAnswer {
    /// The hand, with its red fives.
    #[serde(serialize_with = "as_text")]
    pub hand: ParsedHand,
    /// Each decomposition's blocks, the hand's red fives placed in them
    /// ([`tehai::front_end::place_red_fives`]).
    #[serde(serialize_with = "as_texts_of_texts")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AgariAnswer {
    /// The hand, with its red fives.
    #[serde(serialize_with = "as_text")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WaitsAnswer {
    /// The hand, with its red fives.
    #[serde(serialize_with = "as_text")]
    pub hand: ParsedHand,
    /// The kinds that complete the hand and can still be drawn.
    #[serde(serialize_with = "as_text")]
    pub waits: TileSet,
    /// The kinds that would complete it only as a copy that cannot be
    /// drawn (a fifth one, or one out of play at the table).
    #[serde(serialize_with = "as_text")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ShantenAnswer {
    /// The hand, with its red fives.
    #[serde(serialize_with = "as_text")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct UsefulAnswer {
    /// The hand, with its red fives.
    #[serde(serialize_with = "as_text")]
    pub hand: ParsedHand,
    /// The hand's shanten number.
    pub shanten: i8,
    /// The kinds whose draw lowers it.
    #[serde(serialize_with = "as_text")]
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DiscardRow {
    /// The tile thrown.
    #[serde(serialize_with = "as_text")]
    pub tile: Tile,
    /// The shanten number after throwing it.
    pub shanten: i8,
    /// The kinds whose draw then lowers it.
    #[serde(serialize_with = "as_text")]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DiscardsAnswer {
    /// The hand, with its red fives.
    #[serde(serialize_with = "as_text")]
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
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
        as_text(self, serializer)
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
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
}
