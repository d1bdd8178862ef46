//! `tehai efficiency`: useful tiles of a 3N+1-tile hand, the discard table
//! of a 3N+2-tile hand; and the table options (`--players`, `--seen`,
//! `--meld`) that `waits` and `shanten` share.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;
use tehai::notation::ParsedHand;
use tehai::{Context, Error, Meld, Players, TileCounts, TileSet};
use tehai_answer::EfficiencyAnswer;

use crate::session::HandArgs;
use crate::session::{self, Failure, Reply};

/// The output, shown by `tehai efficiency --help`.
pub const HELP: &str = "\
A hand of 3N+1 tiles (1, 4, 7, 10, 13) gets its useful tiles: the kinds whose
draw lowers the shanten number, and how many copies of them are unseen (four
less those in the hand, the declared melds and the --seen tiles). A hand of
3N+2 tiles (2, 5, 8, 11, 14) gets its discard table: for every distinct tile,
the shanten number and useful tiles after throwing it (the thrown copy counts
as seen), best first: least shanten, then most copies, then tile order.

Text, 3N+1: <hand>\\t<shanten>\\t<count>\\t<useful tiles>
  146m146p222347s7z	3	53	1235m1235p256789s7z
Text, 3N+2: <hand>\\t<shanten>, then one discard a line, aligned: the tile,
the shanten number after throwing it, the count, the useful tiles.
  123m456p789s11223z	0
    3z   0    4  12z
    1m   1   11  14m12z
From standard input each hand gets one line: the discards follow the shanten
number, separated by tabs, each as <tile> <shanten> <count> <useful tiles>:
  123m456p789s11223z\t0\t3z 0 4 12z\t1m 1 11 14m12z\t...

JSON, one line a hand:
  {\"hand\":\"146m146p222347s7z\",\"shanten\":3,\"useful\":\"1235m1235p256789s7z\",
   \"useful_count\":53}
  {\"hand\":\"...\",\"shanten\":2,\"discards\":[{\"tile\":\"7z\",\"shanten\":2,
   \"useful\":\"14m7p\",\"useful_count\":12},...]}

With --players 3, --seen or --meld the copies out of play cannot be drawn,
nor be part of the complete hand the shanten number counts towards. A form
that cannot be completed at all shows the shanten number 127.

See 'tehai --help' for the notation and the exit status.";

/// What a player knows beyond the hand: shared by `efficiency`, `waits`
/// and `shanten`.
#[derive(Args, Clone, Default)]
pub struct TableArgs {
    /// Players at the table: 4, or 3 (sanma, without 2m to 8m).
    #[arg(long, value_name = "3|4", default_value = "4", value_parser = parse_players)]
    pub players: PlayersArg,
    /// Tiles seen outside the hand and its melds (discards, dora indicators,
    /// other players' melds), in MPSZ notation, e.g. 1155m7z.
    #[arg(long, value_name = "MPSZ", value_parser = parse_seen)]
    pub seen: Option<TileCounts>,
    /// A declared meld of the hand, e.g. "pon 777z" or "chi 340m"; repeat
    /// the option for each meld.
    #[arg(long = "meld", value_name = "MELD", value_parser = parse_meld)]
    pub melds: Vec<Meld>,
}

/// `--players`, kept apart so that clap can print its default.
#[derive(Clone, Copy, Default)]
pub struct PlayersArg(pub Players);

fn parse_players(text: &str) -> Result<PlayersArg, String> {
    match text {
        "4" => Ok(PlayersArg(Players::Four)),
        "3" => Ok(PlayersArg(Players::Three)),
        _ => Err(format!("{text:?} players: only 3 or 4")),
    }
}

fn parse_seen(text: &str) -> Result<TileCounts, String> {
    text.parse().map_err(|error| format!("{error}"))
}

fn parse_meld(text: &str) -> Result<Meld, String> {
    text.parse().map_err(|error| format!("{error}"))
}

impl TableArgs {
    /// The core's context for the options given.
    pub fn context(&self) -> Context<'_> {
        Context::default()
            .with_players(self.players.0)
            .with_seen(self.seen.unwrap_or_default())
            .with_melds(&self.melds)
    }
}

/// The options of a question asked at a table: `efficiency`, `waits` and
/// `shanten`.
#[derive(Args)]
pub struct TableQuestionArgs {
    #[command(flatten)]
    pub hands: HandArgs,
    #[command(flatten)]
    pub table: TableArgs,
}

impl TableQuestionArgs {
    /// Answers every hand with `ask` at the table the options describe:
    /// with `--json` the answer is serialized, otherwise `text` writes it.
    pub fn answer<A: Serialize>(
        &self,
        ask: impl Fn(&ParsedHand, &Context<'_>) -> Result<A, Error>,
        text: impl FnMut(&ParsedHand, A, &mut Reply) -> Result<(), Failure>,
    ) -> ExitCode {
        let context = self.table.context();
        session::answer_hands(&self.hands, |parsed| ask(parsed, &context), text)
    }
}

/// A single kind as a tile set, to write it like the others.
fn single(tile: tehai::Tile) -> TileSet {
    let mut set = TileSet::EMPTY;
    set.insert(tile);
    set
}

pub fn run(args: &TableQuestionArgs) -> ExitCode {
    args.answer(
        tehai_answer::efficiency,
        |parsed, answer, reply: &mut Reply| {
            let hand = reply.text(*parsed);
            match answer {
                EfficiencyAnswer::Useful(useful) => {
                    let tiles = reply.text(useful.useful);
                    write!(
                        reply,
                        "{hand}\t{}\t{}\t{tiles}",
                        useful.shanten, useful.useful_count
                    )?;
                }
                EfficiencyAnswer::Discards(table) => {
                    write!(reply, "{hand}\t{}", table.shanten)?;
                    for row in &table.discards {
                        let tile = reply.text(single(row.tile)).to_string();
                        let useful = reply.text(row.useful);
                        let (shanten, count) = (row.shanten, row.useful_count);
                        if reply.one_line() {
                            write!(reply, "\t{tile} {shanten} {count} {useful}")?;
                        } else {
                            write!(reply, "\n  {tile:<2}  {shanten:>2}  {count:>3}  {useful}")?;
                        }
                    }
                }
            }
            Ok(())
        },
    )
}
