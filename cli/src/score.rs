//! `tehai score`: yaku, han, fu and payments of winning hands, for people
//! (flags) and for programs (`--json`, one object a line).

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use tehai::meld::MeldKind;
use tehai::rules::RuleName;
use tehai::score::Wind;
use tehai_answer::{Notation, RulesRequest, ScoreRequest, ScoreRequestError, Scored};

use crate::render;
use crate::session::{self, Failure, Reply};

/// The formats, shown by `tehai score --help`.
pub const HELP: &str = "\
A hand is the concealed tiles including the winning tile (0 = red five);
declared melds are given apart and their tiles are not in the hand.

Each input (argument or line of standard input) is either a hand in any
notation, scored in the context the flags describe, or a JSON request object
(it starts with '{'). The flags are the defaults of a JSON request: a field
the object gives wins, a field it leaves out takes the flag's value (the
fields of \"rules\" one by one). --win is needed for hand arguments; a JSON
request may give \"win\" instead.

Text: the yaku with their han, han and fu, the limit, the payments, the
reading and the wait:
  tehai score 234567m23455p888s --win 5p --riichi --seat south --dora 1m
From standard input each input gets one line: the same parts, separated by
tabs (the yaku by commas):
  <hand>\\t<yaku han, ...>\\t<han and fu>\\t<payments>\\t<total>\\t<reading, wait>

Winds (--seat, --round, \"seat_wind\", \"round_wind\"): 1z..4z, E S W N or
east, south, west, north, in any case.

JSON (--json): one answer object a line. A request object: every field may be
left out and takes the flag's value (without flags: false, 0, \"\", 1z, the
default rules):
  {\"hand\":\"234567m23455p888s\",\"win\":\"5p\",\"melds\":[\"pon 777z\"],
   \"tsumo\":false,\"riichi\":false,\"double_riichi\":false,\"ippatsu\":false,
   \"rinshan\":false,\"chankan\":false,\"haitei\":false,\"houtei\":false,
   \"tenhou\":false,\"chiihou\":false,\"seat_wind\":\"2z\",\"round_wind\":\"1z\",
   \"dora_indicators\":\"1m\",\"ura_indicators\":\"\",\"honba\":0,\"riichi_sticks\":0,
   \"kita\":0,\"renhou\":false,\"open_riichi\":false,\"sashikomi\":false,
   \"paarenchan\":false,\"liable\":null,\"discarder\":null,
   \"rules\":{\"preset\":\"tenhou\",\"kiriage\":true,\"red_fives\":[0,1,1]}}
\"rules\" holds \"preset\" (tenhou, tenhou-3p, mahjongsoul, mahjongsoul-3p, wrc,
ema, mleague; tenhou when absent) and any rule option by name, as the rule
flags below name them (--red-fives=0,1,1 is \"red_fives\":[0,1,1] or \"0,1,1\").
Melds are <kind> <tiles> with kind chi, pon, kan (open), shouminkan (added) or
ankan (closed). Every tile field also takes any notation: \"hand\" and the
indicators an array of mjai names or of 136-tile ids ([\"5mr\",\"E\"], [16,108]),
\"win\" and the winds a number (a 136-tile id), a meld an object
{\"kind\":\"pon\",\"tiles\":[132,133,134]}. The answer:
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
bad_indicators, too_many_melds or too_many_indicators. A bad_json error also
has a \"message\" with the position and the \"field\" at fault when there is
one:
  {\"input\":\"{\\\"honba\\\":-1}\",\"error\":\"bad_json\",\"message\":\"field `honba`:
   invalid value: integer `-1`, expected u16 (line 3, column 11)\",\"field\":\"honba\"}

See 'tehai --help' for the notation and the exit status.";

/// The options of `tehai score`.
#[derive(Args)]
pub struct ScoreArgs {
    /// One JSON answer object per input line instead of human text.
    #[arg(long)]
    pub json: bool,
    /// Human text with the Unicode mahjong tiles instead of digits.
    #[arg(long, conflicts_with = "json")]
    pub glyphs: bool,
    /// Human text explains the score like a scorer's sheet: each fu item,
    /// each yaku with its names and its Tenhou and Mahjong Soul numbers,
    /// what each seat pays and the other readings. (The JSON answer always
    /// holds them.)
    #[arg(long, conflicts_with = "json")]
    pub explain: bool,
    /// The winning tile, one of the hand's tiles, in any notation (5p, 5pr,
    /// 0p, or a 136-tile id such as 53); needed for hands given as tiles,
    /// the default of a JSON request's "win".
    #[arg(long, value_name = "TILE")]
    pub win: Option<String>,
    /// Won by drawing (tsumo); without it, on a discard (ron).
    #[arg(long)]
    pub tsumo: bool,
    /// Riichi was declared.
    #[arg(long)]
    pub riichi: bool,
    /// Riichi was declared on the first turn (double riichi).
    #[arg(long)]
    pub double_riichi: bool,
    /// Won within one go-around of the riichi (ippatsu).
    #[arg(long)]
    pub ippatsu: bool,
    /// Won on the replacement tile of a kan (rinshan kaihou).
    #[arg(long)]
    pub rinshan: bool,
    /// Won on a tile added to a pon (chankan).
    #[arg(long)]
    pub chankan: bool,
    /// Won by drawing the last tile (haitei).
    #[arg(long)]
    pub haitei: bool,
    /// Won on the last discard (houtei).
    #[arg(long)]
    pub houtei: bool,
    /// The dealer won on the initial deal (tenhou).
    #[arg(long)]
    pub tenhou: bool,
    /// A non-dealer won on the first draw (chiihou).
    #[arg(long)]
    pub chiihou: bool,
    /// The winner's seat wind (east is the dealer): 1z..4z, E S W N or
    /// east, south, west, north, in any case.
    #[arg(long, value_name = "WIND", default_value = "east", value_parser = parse_wind)]
    pub seat: Wind,
    /// The round wind, written like the seat wind.
    #[arg(long, value_name = "WIND", default_value = "east", value_parser = parse_wind)]
    pub round: Wind,
    /// Dora indicators in any notation, e.g. 1m9p, "1m 9p" or "0 68" (at
    /// most five).
    #[arg(long, value_name = "TILES", default_value = "")]
    pub dora: String,
    /// Ura-dora indicators (counted with riichi only).
    #[arg(long, value_name = "TILES", default_value = "")]
    pub ura: String,
    /// Honba counters on the table.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub honba: u16,
    /// Riichi sticks on the table.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub riichi_sticks: u16,
    /// Declared melds separated by commas: "pon 777z,chi 340m" (a comma
    /// not followed by a meld kind separates tiles: "pon 16,17,18").
    #[arg(long, value_name = "MELDS")]
    pub melds: Option<String>,
    /// One declared meld ("ankan 2222z", "pon 5mr 5m 5m", "pon 16 17 18");
    /// may be repeated.
    #[arg(long = "meld", value_name = "MELD")]
    pub meld: Vec<String>,
    /// North tiles set aside (kita) at three players.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub kita: u8,
    /// A non-dealer won on a discard before their first draw (renhou).
    #[arg(long)]
    pub renhou: bool,
    /// The riichi was an open riichi.
    #[arg(long)]
    pub open_riichi: bool,
    /// The discard was dealt into the winner's open riichi by a player not
    /// in riichi (sashikomi).
    #[arg(long)]
    pub sashikomi: bool,
    /// The dealer's eighth win in a row (paarenchan).
    #[arg(long)]
    pub paarenchan: bool,
    /// The seat liable for a yakuman (pao), written like --seat.
    #[arg(long, value_name = "WIND", value_parser = parse_wind)]
    pub liable: Option<Wind>,
    /// The seat of the discarder of a ron, written like --seat.
    #[arg(long, value_name = "WIND", value_parser = parse_wind)]
    pub discarder: Option<Wind>,
    /// The rule preset: tenhou (the default), tenhou-3p, mahjongsoul,
    /// mahjongsoul-3p, wrc, ema or mleague; the rule flags override it.
    /// Also --preset, the name JSON, Python and C give it.
    #[arg(long = "rules", visible_alias = "preset", value_name = "PRESET")]
    pub preset: Option<String>,
    /// All simples does not count in an open hand (--open-tanyao=false).
    #[arg(long)]
    pub no_open_tanyao: bool,
    /// Red fives are not dora (--red-fives=false).
    #[arg(long)]
    pub no_aka_dora: bool,
    /// The double yakuman count as single yakuman (--double-yakuman=none).
    #[arg(long)]
    pub no_double_yakuman: bool,
    /// One flag per rule option, named by the core.
    #[command(flatten)]
    pub rule_flags: RuleFlags,
    /// Hands in any notation (quoted when they hold spaces) or JSON request
    /// objects; none: read standard input, one a line.
    #[arg(value_name = "HAND")]
    pub hands: Vec<String>,
}

/// The rule options given on the command line, each `--<name>=<value>`
/// with the option names and values of the core's rules (`--kiriage`, a
/// switch's flag alone, means true), or `--rule <name>=<value>`. The flags
/// are made from the core's list, so that a new option needs no change
/// here. The options named like a situation flag
/// ([`RuleName::SITUATION_NAMES`]: `--renhou` says what happened at the
/// table) are set with `--rule` only.
#[derive(Clone, Debug, Default)]
pub struct RuleFlags {
    /// The options given, in the core's order, then those of `--rule`.
    pub given: Vec<(String, String)>,
}

/// The rule options with a flag of their own.
fn own_flags() -> impl Iterator<Item = RuleName> {
    RuleName::ALL
        .into_iter()
        .filter(|option| !option.is_situation_name())
}

impl clap::FromArgMatches for RuleFlags {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let mut given: Vec<(String, String)> = own_flags()
            .filter_map(|option| {
                let value = matches.get_one::<String>(option.name())?;
                Some((option.name().to_owned(), value.clone()))
            })
            .collect();
        for pair in matches.get_many::<String>("rule").into_iter().flatten() {
            let (name, value) = pair.split_once('=').unwrap_or((pair, "true"));
            given.push((name.trim().to_owned(), value.to_owned()));
        }
        Ok(RuleFlags { given })
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        *self = RuleFlags::from_arg_matches(matches)?;
        Ok(())
    }
}

impl clap::Args for RuleFlags {
    fn augment_args(command: clap::Command) -> clap::Command {
        let situations: Vec<&str> = RuleName::SITUATION_NAMES
            .iter()
            .map(|option| option.name())
            .collect();
        let command = command.arg(
            clap::Arg::new("rule")
                .long("rule")
                .value_name("NAME=VALUE")
                .action(clap::ArgAction::Append)
                .help(format!(
                    "A rule option by name (any of the rule flags, also {}); may be repeated",
                    situations.join(", ")
                )),
        );
        own_flags().fold(command, |command, option| {
            let switch = option.is_flag();
            let flag = clap::Arg::new(option.name())
                .long(option.name().replace('_', "-"))
                .value_name(option.values())
                .help(format!(
                    "Rule option {} (overrides the preset)",
                    option.name()
                ))
                .require_equals(true)
                .num_args(if switch { 0..=1 } else { 1..=1 });
            command.arg(if switch {
                flag.default_missing_value("true")
            } else {
                flag
            })
        })
    }

    fn augment_args_for_update(command: clap::Command) -> clap::Command {
        RuleFlags::augment_args(command)
    }
}

fn parse_wind(text: &str) -> Result<Wind, String> {
    text.parse()
        .map_err(|error: tehai::Error| error.to_string())
}

/// The melds of `--melds`: split at the commas that come before a meld
/// kind, so that the tiles of a meld may be separated by commas too.
fn split_melds(list: &str) -> Vec<String> {
    let mut melds: Vec<String> = Vec::new();
    for piece in list.split(',') {
        if piece.trim().is_empty() {
            continue;
        }
        let starts_a_meld = piece
            .split_whitespace()
            .next()
            .is_some_and(|word| MeldKind::from_name(word).is_some());
        match melds.last_mut() {
            Some(meld) if !starts_a_meld => {
                meld.push(',');
                meld.push_str(piece);
            }
            _ => melds.push(piece.to_owned()),
        }
    }
    melds
        .into_iter()
        .map(|meld| meld.trim().to_owned())
        .filter(|meld| !meld.is_empty())
        .collect()
}

/// The request the flags describe, without a hand: the defaults of every
/// input.
fn from_flags(args: &ScoreArgs) -> ScoreRequest {
    let mut melds: Vec<String> = args
        .melds
        .iter()
        .flat_map(|list| split_melds(list))
        .collect();
    melds.extend(args.meld.iter().cloned());
    ScoreRequest {
        hand: String::new(),
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
        // As tiles, the request's own default spelling.
        seat_wind: args.seat.tile().to_string(),
        round_wind: args.round.tile().to_string(),
        dora_indicators: args.dora.clone(),
        ura_indicators: args.ura.clone(),
        honba: args.honba,
        riichi_sticks: args.riichi_sticks,
        kita: args.kita,
        renhou: args.renhou,
        open_riichi: args.open_riichi,
        sashikomi: args.sashikomi,
        paarenchan: args.paarenchan,
        liable: args.liable.map(|wind| wind.tile().to_string()),
        discarder: args.discarder.map(|wind| wind.tile().to_string()),
        rules: rules_from_flags(args),
    }
}

/// The `rules` of the flags: the preset, the three negative switches kept
/// from earlier versions, then each rule flag.
fn rules_from_flags(args: &ScoreArgs) -> RulesRequest {
    let mut rules = RulesRequest::default();
    if let Some(preset) = &args.preset {
        rules.set("preset", preset.clone().into());
    }
    let switches = [
        (args.no_open_tanyao, RuleName::OpenTanyao, "false"),
        (args.no_aka_dora, RuleName::RedFives, "false"),
        (args.no_double_yakuman, RuleName::DoubleYakuman, "none"),
    ];
    for (given, option, value) in switches {
        if given {
            rules.set(option.name(), value.into());
        }
    }
    for (name, value) in &args.rule_flags.given {
        rules.set(name, value.clone().into());
    }
    rules
}

/// An input that is a JSON request object rather than a hand.
fn is_json(input: &str) -> bool {
    input.trim_start().starts_with('{')
}

/// The request of one input: a JSON object over the flags, or a hand in
/// the context of the flags.
fn request(defaults: &ScoreRequest, input: &str) -> Result<ScoreRequest, ScoreRequestError> {
    if is_json(input) {
        return ScoreRequest::from_json_over(input, defaults);
    }
    Ok(ScoreRequest {
        hand: input.to_owned(),
        ..defaults.clone()
    })
}

/// The error: in JSON the id (and for `bad_json` the message with its
/// position and the field at fault); in text the message and the id.
fn failure(error: ScoreRequestError, reply: &Reply) -> Failure {
    if !reply.json() {
        return Failure::from(format_args!("{error} ({})", error.id()));
    }
    if !matches!(error, ScoreRequestError::BadJson { .. }) {
        // The other ids say it all: their lines stay as they were.
        return Failure::from(error.id());
    }
    // The message names the line of standard input, like the text.
    let error = match reply.line() {
        Some(number) => error.on_line(number),
        None => error,
    };
    let field = error.field().map(str::to_owned);
    Failure::with_id(error.id(), error.to_string(), field)
}

/// A hand argument without `--win` is a usage error: no input could be
/// scored.
fn check_win(args: &ScoreArgs) -> Result<(), clap::Error> {
    if args.win.is_none() && args.hands.iter().any(|hand| !is_json(hand)) {
        return Err(clap::Error::raw(
            clap::error::ErrorKind::MissingRequiredArgument,
            "a hand needs its winning tile: --win <TILE> (JSON requests give it as \"win\")\n",
        ));
    }
    Ok(())
}

pub fn run(args: &ScoreArgs, notation: Notation) -> ExitCode {
    if let Err(error) = check_win(args) {
        return session::command_line_error(&error);
    }
    let defaults = from_flags(args);
    session::run(
        &args.hands,
        args.json,
        args.glyphs,
        notation,
        |line, reply: &mut Reply| {
            let request = request(&defaults, line).map_err(|error| failure(error, reply))?;
            if args.win.is_none() && !is_json(line) {
                // The hand is checked first, as in a request; the missing
                // tile is said plainly rather than as the empty tile's error.
                request.hand().map_err(|error| failure(error, reply))?;
                return Err(if reply.json() {
                    Failure::from("bad_win")
                } else {
                    Failure::from("no winning tile: give --win <TILE> (bad_win)")
                });
            }
            let scored = tehai_answer::score(&request).map_err(|error| failure(error, reply))?;
            if reply.json() {
                return reply.write_answer(&scored.answer());
            }
            reply.check_writable(&scored.hand)?;
            write_text(&scored, reply)?;
            if args.explain {
                write_sheet(&scored, reply)?;
            }
            Ok(())
        },
    )
}

/// The explanation after the text: the fu items, the yaku with their
/// names and numbers, the payments by seat and the other readings; on one
/// line (standard input) the fu items alone, as a sum.
fn write_sheet(scored: &Scored, reply: &mut Reply) -> Result<(), Failure> {
    let answer = scored.answer();
    if reply.one_line() {
        reply.write_str("\tfu ")?;
        for (position, item) in answer.fu_items.iter().enumerate() {
            let plus = if position > 0 { " + " } else { "" };
            write!(reply, "{plus}{} {}", item.fu, item.text)?;
        }
        return Ok(());
    }
    writeln!(reply)?;
    writeln!(reply, "fu")?;
    for item in &answer.fu_items {
        writeln!(reply, "  {:>3}  {}", item.fu, item.text)?;
    }
    writeln!(reply, "  {:>3}  in all", answer.fu)?;
    writeln!(reply, "yaku")?;
    for item in &answer.yaku_items {
        let number = |value: Option<String>| value.unwrap_or_else(|| "-".to_owned());
        writeln!(
            reply,
            "  {:<22} {:>2}  {} / {} / {} / {}  (Tenhou {}, Mahjong Soul {})",
            item.id,
            item.han,
            item.japanese,
            item.romaji,
            item.english,
            item.chinese,
            number(item.tenhou.map(|n| n.to_string())),
            number(item.mahjong_soul.map(|n| n.to_string())),
        )?;
    }
    if let Some(payments) = answer.seat_payments() {
        reply.write_str("payments")?;
        for (wind, paid) in payments {
            write!(reply, "  {wind} {paid}")?;
        }
        writeln!(reply)?;
    }
    if answer.other_readings.is_empty() {
        reply.write_str("no other reading scores")?;
    } else {
        reply.write_str("other readings")?;
    }
    let notation = reply.notation();
    let glyphs = reply.glyphs();
    for other in &answer.other_readings {
        write!(
            reply,
            "\n  {} han {} fu, {} in all:",
            other.han, other.fu, other.total
        )?;
        for part in &other.reading {
            write!(
                reply,
                " {}",
                render::Part {
                    part,
                    glyphs,
                    notation
                }
            )?;
        }
        write!(reply, ", {}", other.wait)?;
    }
    Ok(())
}

/// The answer as text: the score's lines, the reading and the wait; on one
/// line, fields separated by tabs, when reading standard input.
fn write_text(scored: &Scored, reply: &mut Reply) -> Result<(), Failure> {
    let glyphs = reply.glyphs();
    let score = &scored.score;
    if reply.one_line() {
        let hand = reply.text(scored.hand);
        write!(reply, "{hand}\t")?;
        for (position, (yaku, han)) in score.yaku_han().enumerate() {
            if position > 0 {
                reply.write_str(", ")?;
            }
            write!(reply, "{} {han}", yaku.id().unwrap_or("?"))?;
        }
        // The lines after the yaku: han and fu, the payments, the total.
        let text = score.to_string();
        for line in text.lines().skip(score.yaku_han().count()) {
            write!(reply, "\t{line}")?;
        }
        reply.write_char('\t')?;
    } else {
        if reply.many() {
            let hand = reply.text(scored.hand);
            writeln!(reply, "{hand}")?;
        }
        write!(reply, "{score}")?;
    }
    let reading = scored.reading();
    write!(reply, "reading ")?;
    for (position, part) in reading.iter().enumerate() {
        if position > 0 {
            reply.write_char(' ')?;
        }
        let notation = reply.notation();
        write!(
            reply,
            "{}",
            render::Part {
                part,
                glyphs,
                notation
            }
        )?;
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
}
