//! `tehai score`: yaku, han, fu and payments of winning hands, for people
//! (flags) and for programs (`--json`, one object a line).

use std::collections::BTreeMap;
use std::fmt::{self, Write as _};
use std::process::ExitCode;

use clap::Args;
use serde::{Deserialize, Serialize};
use tehai::{
    Block, BlockKind, Indicators, Meld, ParsedHand, ReadingForm, Rules, Score, ScoreError, Suit,
    Tile, WinContext, Wind,
};

use crate::render::BlockText;
use crate::session::{self, Failure, Reply};

/// The formats, shown by `tehai score --help`.
pub const HELP: &str = "\
A hand is the concealed tiles including the winning tile (0 = red five);
declared melds are given apart and their tiles are not in the hand.

Text: the yaku with their han, han and fu, the limit, the payments, the
reading and the wait:
  tehai score 234567m23455p888s --win 5p --riichi --seat 2z --dora 1m

JSON (--json): one object a line in, one a line out. Every field may be left
out and takes its default (false, 0, \"\", 1z, the default rules):
  {\"hand\":\"234567m23455p888s\",\"win\":\"5p\",\"melds\":[\"pon 777z\"],
   \"tsumo\":false,\"riichi\":false,\"double_riichi\":false,\"ippatsu\":false,
   \"rinshan\":false,\"chankan\":false,\"haitei\":false,\"houtei\":false,
   \"tenhou\":false,\"chiihou\":false,\"seat_wind\":\"2z\",\"round_wind\":\"1z\",
   \"dora_indicators\":\"1m\",\"ura_indicators\":\"\",\"honba\":0,\"riichi_sticks\":0,
   \"rules\":{\"open_tanyao\":true,\"aka_dora\":true,\"double_yakuman\":true,\"kiriage\":false}}
Melds are <kind> <tiles> with kind chi, pon, kan (open), shouminkan (added) or
ankan (closed). The answer:
  {\"han\":3,\"fu\":40,\"yaku\":{\"dora\":1,\"riichi\":1,\"tanyao\":1},\"main\":5200,
   \"additional\":0,\"total\":5200,\"limit\":\"\",\"reading\":[\"234m\",\"567m\",\"234p\",
   \"55p\",\"888s\"],\"wait\":\"tanki\"}
main/additional: on ron what the discarder pays, and 0; on the dealer's tsumo
what each player pays, twice; on another player's tsumo what the dealer pays and
what each other player pays (honba included). total: all the winner receives,
riichi sticks included. A hand that cannot be scored gives
  {\"input\":\"<the line>\",\"error\":\"<id>\"}
with an id such as no_yaku, not_a_winning_hand, riichi_with_open_hand (one per
impossible situation), bad_json, bad_hand, bad_win, bad_meld, bad_wind,
bad_indicators, too_many_melds or too_many_indicators.

See 'tehai --help' for the notation and the exit status.";

/// The options of `tehai score`.
#[derive(Args)]
pub struct ScoreArgs {
    /// One JSON object per input line instead of flags and human text.
    #[arg(long)]
    pub json: bool,
    /// Human text with the Unicode mahjong tiles instead of digits.
    #[arg(long, conflicts_with = "json")]
    pub glyphs: bool,
    /// The winning tile, one of the hand's tiles (e.g. 5p).
    #[arg(
        long,
        value_name = "TILE",
        required_unless_present = "json",
        conflicts_with = "json"
    )]
    pub win: Option<String>,
    /// Won by drawing (tsumo); without it, on a discard (ron).
    #[arg(long, conflicts_with = "json")]
    pub tsumo: bool,
    /// Riichi was declared.
    #[arg(long, conflicts_with = "json")]
    pub riichi: bool,
    /// Riichi was declared on the first turn (double riichi).
    #[arg(long, conflicts_with = "json")]
    pub double_riichi: bool,
    /// Won within one go-around of the riichi (ippatsu).
    #[arg(long, conflicts_with = "json")]
    pub ippatsu: bool,
    /// Won on the replacement tile of a kan (rinshan kaihou).
    #[arg(long, conflicts_with = "json")]
    pub rinshan: bool,
    /// Won on a tile added to a pon (chankan).
    #[arg(long, conflicts_with = "json")]
    pub chankan: bool,
    /// Won by drawing the last tile (haitei).
    #[arg(long, conflicts_with = "json")]
    pub haitei: bool,
    /// Won on the last discard (houtei).
    #[arg(long, conflicts_with = "json")]
    pub houtei: bool,
    /// The dealer won on the initial deal (tenhou).
    #[arg(long, conflicts_with = "json")]
    pub tenhou: bool,
    /// A non-dealer won on the first draw (chiihou).
    #[arg(long, conflicts_with = "json")]
    pub chiihou: bool,
    /// The winner's seat wind, 1z (East, the dealer) to 4z.
    #[arg(
        long,
        value_name = "WIND",
        default_value = "1z",
        conflicts_with = "json"
    )]
    pub seat: String,
    /// The round wind, 1z to 4z.
    #[arg(
        long,
        value_name = "WIND",
        default_value = "1z",
        conflicts_with = "json"
    )]
    pub round: String,
    /// Dora indicators in notation, e.g. 1m9p (at most five).
    #[arg(
        long,
        value_name = "TILES",
        default_value = "",
        conflicts_with = "json"
    )]
    pub dora: String,
    /// Ura-dora indicators (counted with riichi only).
    #[arg(
        long,
        value_name = "TILES",
        default_value = "",
        conflicts_with = "json"
    )]
    pub ura: String,
    /// Honba counters on the table.
    #[arg(long, value_name = "N", default_value_t = 0, conflicts_with = "json")]
    pub honba: u16,
    /// Riichi sticks on the table.
    #[arg(long, value_name = "N", default_value_t = 0, conflicts_with = "json")]
    pub riichi_sticks: u16,
    /// Declared melds separated by commas: "pon 777z,chi 340m".
    #[arg(long, value_name = "MELDS", conflicts_with = "json")]
    pub melds: Option<String>,
    /// One declared meld ("ankan 2222z"); may be repeated.
    #[arg(long = "meld", value_name = "MELD", conflicts_with = "json")]
    pub meld: Vec<String>,
    /// All simples does not count in an open hand.
    #[arg(long, conflicts_with = "json")]
    pub no_open_tanyao: bool,
    /// Red fives are not dora.
    #[arg(long, conflicts_with = "json")]
    pub no_aka_dora: bool,
    /// The four double yakuman count as single yakuman.
    #[arg(long, conflicts_with = "json")]
    pub no_double_yakuman: bool,
    /// 4 han 30 fu and 3 han 60 fu are a mangan (kiriage).
    #[arg(long, conflicts_with = "json")]
    pub kiriage: bool,
    /// Hands in MPSZ notation (with --json: JSON objects); none: read
    /// standard input, one a line.
    #[arg(value_name = "HAND")]
    pub hands: Vec<String>,
}

/// One input of the JSON contract; missing fields take their defaults.
#[derive(Deserialize)]
#[serde(default, deny_unknown_fields)]
struct Input {
    hand: String,
    win: String,
    melds: Vec<String>,
    tsumo: bool,
    riichi: bool,
    double_riichi: bool,
    ippatsu: bool,
    rinshan: bool,
    chankan: bool,
    haitei: bool,
    houtei: bool,
    tenhou: bool,
    chiihou: bool,
    seat_wind: String,
    round_wind: String,
    dora_indicators: String,
    ura_indicators: String,
    honba: u16,
    riichi_sticks: u16,
    rules: RulesInput,
}

impl Default for Input {
    fn default() -> Self {
        Input {
            hand: String::new(),
            win: String::new(),
            melds: Vec::new(),
            tsumo: false,
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            rinshan: false,
            chankan: false,
            haitei: false,
            houtei: false,
            tenhou: false,
            chiihou: false,
            seat_wind: "1z".to_owned(),
            round_wind: "1z".to_owned(),
            dora_indicators: String::new(),
            ura_indicators: String::new(),
            honba: 0,
            riichi_sticks: 0,
            rules: RulesInput::default(),
        }
    }
}

/// The rule options of the JSON contract.
#[derive(Deserialize)]
#[serde(default, deny_unknown_fields)]
struct RulesInput {
    open_tanyao: bool,
    aka_dora: bool,
    double_yakuman: bool,
    kiriage: bool,
}

impl Default for RulesInput {
    fn default() -> Self {
        RulesInput {
            open_tanyao: true,
            aka_dora: true,
            double_yakuman: true,
            kiriage: false,
        }
    }
}

impl RulesInput {
    fn rules(&self) -> Rules {
        let mut rules = Rules::empty();
        rules.set(Rules::OPEN_TANYAO, self.open_tanyao);
        rules.set(Rules::AKA_DORA, self.aka_dora);
        rules.set(Rules::DOUBLE_YAKUMAN, self.double_yakuman);
        rules.set(Rules::KIRIAGE, self.kiriage);
        rules
    }
}

/// The JSON answer; the fields are written in this order.
#[derive(Serialize)]
struct Answer {
    han: u32,
    fu: u8,
    yaku: BTreeMap<&'static str, u8>,
    main: u32,
    additional: u32,
    total: u32,
    limit: &'static str,
    reading: Vec<String>,
    wait: &'static str,
}

/// Why an input could not be scored: a stable id (the JSON `error`) and a
/// message for people.
struct Problem {
    id: &'static str,
    message: String,
}

impl Problem {
    fn new(id: &'static str, message: impl fmt::Display) -> Problem {
        Problem {
            id,
            message: message.to_string(),
        }
    }

    /// The error text: the id alone in JSON, the message and id otherwise.
    fn failure(self, json: bool) -> Failure {
        if json {
            Failure::from(self.id)
        } else {
            Failure::from(format_args!("{} ({})", self.message, self.id))
        }
    }
}

impl From<ScoreError> for Problem {
    fn from(error: ScoreError) -> Problem {
        Problem::new(error.id(), error)
    }
}

fn tile(text: &str, id: &'static str) -> Result<Tile, Problem> {
    text.trim()
        .parse()
        .map_err(|error| Problem::new(id, format_args!("{text:?}: {error}")))
}

fn wind(text: &str) -> Result<Wind, Problem> {
    let parsed = tile(text, "bad_wind")?;
    Wind::from_tile(parsed).ok_or_else(|| {
        Problem::new(
            "bad_wind",
            format_args!("{text:?} is not a wind (1z to 4z)"),
        )
    })
}

fn indicators(text: &str) -> Result<Indicators, Problem> {
    if text.trim().is_empty() {
        return Ok(Indicators::EMPTY);
    }
    let parsed: ParsedHand = text
        .parse()
        .map_err(|error| Problem::new("bad_indicators", format_args!("{text:?}: {error}")))?;
    let tiles: Vec<Tile> = parsed.hand.tiles().collect();
    Indicators::from_tiles(&tiles).ok_or_else(|| {
        Problem::new(
            "too_many_indicators",
            format_args!(
                "{} indicators: at most {}",
                tiles.len(),
                tehai::MAX_INDICATORS
            ),
        )
    })
}

/// Reads the hand and builds the context of one input.
fn prepare(input: &Input) -> Result<(ParsedHand, WinContext), Problem> {
    let hand: ParsedHand = input
        .hand
        .parse()
        .map_err(|error| Problem::new("bad_hand", format_args!("{:?}: {error}", input.hand)))?;
    let mut context = WinContext::new(tile(&input.win, "bad_win")?);
    for text in &input.melds {
        let meld: Meld = text
            .parse()
            .map_err(|error| Problem::new("bad_meld", format_args!("{text:?}: {error}")))?;
        context.melds.push(meld).map_err(|_| {
            Problem::new(
                "too_many_melds",
                format_args!("{} melds: at most 4", input.melds.len()),
            )
        })?;
    }
    context.tsumo = input.tsumo;
    context.riichi = input.riichi;
    context.double_riichi = input.double_riichi;
    context.ippatsu = input.ippatsu;
    context.rinshan = input.rinshan;
    context.chankan = input.chankan;
    context.haitei = input.haitei;
    context.houtei = input.houtei;
    context.tenhou = input.tenhou;
    context.chiihou = input.chiihou;
    context.seat_wind = wind(&input.seat_wind)?;
    context.round_wind = wind(&input.round_wind)?;
    context.dora_indicators = indicators(&input.dora_indicators)?;
    context.ura_indicators = indicators(&input.ura_indicators)?;
    context.honba = input.honba;
    context.riichi_sticks = input.riichi_sticks;
    context.rules = input.rules.rules();
    Ok((hand, context))
}

/// The input the flags describe, for `hand`.
fn from_flags(args: &ScoreArgs, hand: &str) -> Input {
    let mut melds: Vec<String> = args
        .melds
        .iter()
        .flat_map(|list| list.split(','))
        .map(|meld| meld.trim().to_owned())
        .filter(|meld| !meld.is_empty())
        .collect();
    melds.extend(args.meld.iter().cloned());
    Input {
        hand: hand.to_owned(),
        win: args.win.clone().unwrap_or_default(),
        melds,
        tsumo: args.tsumo,
        riichi: args.riichi,
        double_riichi: args.double_riichi,
        ippatsu: args.ippatsu,
        rinshan: args.rinshan,
        chankan: args.chankan,
        haitei: args.haitei,
        houtei: args.houtei,
        tenhou: args.tenhou,
        chiihou: args.chiihou,
        seat_wind: args.seat.clone(),
        round_wind: args.round.clone(),
        dora_indicators: args.dora.clone(),
        ura_indicators: args.ura.clone(),
        honba: args.honba,
        riichi_sticks: args.riichi_sticks,
        rules: RulesInput {
            open_tanyao: !args.no_open_tanyao,
            aka_dora: !args.no_aka_dora,
            double_yakuman: !args.no_double_yakuman,
            kiriage: args.kiriage,
        },
    }
}

/// The rank of a five (ranks count from 0).
const FIVE: u8 = 4;

/// How many fives a block holds.
fn fives(block: Block) -> u8 {
    let tile = block.tile();
    if tile.suit() == Suit::Honor {
        return 0;
    }
    match block.kind() {
        BlockKind::Sequence if (FIVE - 2..=FIVE).contains(&tile.rank()) => 1,
        BlockKind::Triplet if tile.rank() == FIVE => 3,
        BlockKind::Pair if tile.rank() == FIVE => 2,
        _ => 0,
    }
}

/// The blocks with the hand's red fives placed, one a block first, then
/// filling the blocks that hold more fives.
fn placed(blocks: &[Block], red_fives: [u8; 3], glyphs: bool) -> Vec<BlockText> {
    let mut left = red_fives;
    let mut texts: Vec<BlockText> = blocks
        .iter()
        .map(|&block| BlockText {
            block,
            red: 0,
            glyphs,
        })
        .collect();
    for pass in 0..4u8 {
        for text in &mut texts {
            let suit = text.block.tile().suit();
            let Some(count) = left.get_mut(suit.index()) else {
                continue;
            };
            if *count > 0 && text.red == pass && fives(text.block) > pass {
                text.red += 1;
                *count -= 1;
            }
        }
    }
    texts
}

/// The reading as strings: the blocks (red fives placed), then the melds;
/// thirteen orphans is its hand.
fn reading(score: &Score, hand: &ParsedHand, glyphs: bool) -> Vec<String> {
    let reading = score.reading();
    let mut texts: Vec<String> = if reading.form() == ReadingForm::ThirteenOrphans {
        vec![
            crate::render::Hand {
                parsed: hand,
                glyphs,
            }
            .to_string(),
        ]
    } else {
        placed(reading.blocks(), hand.red_fives, glyphs)
            .iter()
            .map(ToString::to_string)
            .collect()
    };
    texts.extend(reading.melds().iter().map(ToString::to_string));
    texts
}

/// Scores one input, or says why not.
fn answer(input: &Input) -> Result<(ParsedHand, Score), Problem> {
    let (hand, context) = prepare(input)?;
    let score = tehai::score(&hand, &context)?;
    Ok((hand, score))
}

pub fn run(args: &ScoreArgs) -> ExitCode {
    session::run(
        &args.hands,
        args.json,
        args.glyphs,
        |line, reply: &mut Reply| {
            if reply.json() {
                let input: Input = serde_json::from_str(line)
                    .map_err(|error| Problem::new("bad_json", error).failure(true))?;
                let (hand, score) = answer(&input).map_err(|problem| problem.failure(true))?;
                return reply.write_json(&Answer {
                    han: score.han(),
                    fu: score.fu(),
                    yaku: score
                        .yaku_han()
                        .filter_map(|(yaku, han)| Some((yaku.id()?, han)))
                        .collect(),
                    main: score.main(),
                    additional: score.additional(),
                    total: score.total(),
                    limit: score.limit().name(),
                    reading: reading(&score, &hand, false),
                    wait: score.wait().name(),
                });
            }
            let input = from_flags(args, line);
            let (hand, score) = answer(&input).map_err(|problem| problem.failure(false))?;
            let glyphs = reply.glyphs();
            if reply.many() {
                writeln!(
                    reply,
                    "{}",
                    crate::render::Hand {
                        parsed: &hand,
                        glyphs
                    }
                )?;
            }
            write!(reply, "{score}")?;
            let wait = match score.winning_block() {
                Some(block) => format!(
                    "{} on {}",
                    score.wait(),
                    placed(&[block], [0; 3], glyphs)
                        .first()
                        .map(ToString::to_string)
                        .unwrap_or_default()
                ),
                None => score.wait().to_string(),
            };
            write!(
                reply,
                "reading {}, {wait}",
                reading(&score, &hand, glyphs).join(" ")
            )?;
            Ok(())
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn red_fives_go_one_a_block_first() {
        let block = |kind, text: &str| Block::new(kind, text.parse().unwrap()).unwrap();
        let blocks = [
            block(BlockKind::Sequence, "3m"),
            block(BlockKind::Pair, "5m"),
            block(BlockKind::Sequence, "4p"),
        ];
        let texts: Vec<String> = placed(&blocks, [2, 1, 0], false)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(texts, ["340m", "05m", "406p"]);
        let texts: Vec<String> = placed(&blocks[1..2], [2, 0, 0], false)
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(texts, ["00m"]);
    }

    #[test]
    fn defaults_of_the_contract() {
        let input: Input = serde_json::from_str(r#"{"hand":"11z","win":"1z"}"#).unwrap();
        assert_eq!(input.seat_wind, "1z");
        assert_eq!(input.rules.rules(), Rules::default());
        assert!(serde_json::from_str::<Input>(r#"{"hand":"11z","colour":1}"#).is_err());
    }
}
