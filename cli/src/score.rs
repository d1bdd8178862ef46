//! `tehai score`: yaku, han, fu and payments of winning hands, for people
//! (flags) and for programs (`--json`, one object a line).

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use tehai_answer::{RulesRequest, ScoreRequest, ScoreRequestError};

use crate::render;
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

/// The request the flags describe, for `hand`.
fn from_flags(args: &ScoreArgs, hand: &str) -> ScoreRequest {
    let mut melds: Vec<String> = args
        .melds
        .iter()
        .flat_map(|list| list.split(','))
        .map(|meld| meld.trim().to_owned())
        .filter(|meld| !meld.is_empty())
        .collect();
    melds.extend(args.meld.iter().cloned());
    ScoreRequest {
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
        rules: RulesRequest {
            open_tanyao: !args.no_open_tanyao,
            aka_dora: !args.no_aka_dora,
            double_yakuman: !args.no_double_yakuman,
            kiriage: args.kiriage,
        },
    }
}

/// The error text: the id alone in JSON, the message and id otherwise.
fn failure(error: &ScoreRequestError, json: bool) -> Failure {
    if json {
        Failure::from(error.id())
    } else {
        Failure::from(format_args!("{error} ({})", error.id()))
    }
}

pub fn run(args: &ScoreArgs) -> ExitCode {
    session::run(
        &args.hands,
        args.json,
        args.glyphs,
        |line, reply: &mut Reply| {
            if reply.json() {
                let scored = ScoreRequest::from_json(line)
                    .and_then(|request| tehai_answer::score(&request))
                    .map_err(|error| failure(&error, true))?;
                return reply.write_json(&scored.answer());
            }
            let scored = tehai_answer::score(&from_flags(args, line))
                .map_err(|error| failure(&error, false))?;
            let glyphs = reply.glyphs();
            if reply.many() {
                let hand = reply.text(scored.hand);
                writeln!(reply, "{hand}")?;
            }
            let score = &scored.score;
            write!(reply, "{score}")?;
            let reading = scored.reading();
            write!(reply, "reading ")?;
            for (position, part) in reading.iter().enumerate() {
                if position > 0 {
                    reply.write_char(' ')?;
                }
                write!(reply, "{}", render::Part { part, glyphs })?;
            }
            write!(reply, ", {}", score.wait())?;
            if let Some(block) = score.winning_block() {
                // The block the winning tile completed, without red fives:
                // it names the shape of the wait, not the tiles held.
                let block = reply.text(tehai::front_end::ShownBlock {
                    block,
                    red_fives: 0,
                });
                write!(reply, " on {block}")?;
            }
            Ok(())
        },
    )
}
