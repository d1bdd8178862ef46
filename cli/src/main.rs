//! `tehai`: the command-line front end, for people and for batch jobs.
//!
//! This file holds the command-line definitions and the dispatch; the input
//! loop every subcommand shares is in [`session`], and each subcommand has a
//! module of its own (see `session` for how to add one).

mod agari;
mod decompose;
mod efficiency;
mod parquet_rows;
mod render;
mod replay;
mod score;
mod session;
mod shanten;
mod waits;

use session::HandArgs;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use tehai_answer::Notation;

/// How hands are written, shown by `tehai --help` after the list of commands.
const NOTATION_HELP: &str = "\
Hands are written in MPSZ notation: rank digits, then their suit letter.
  m = characters (manzu), p = dots (pinzu), s = bamboo (souzu), z = honors
  1z..7z = East, South, West, North, White, Green, Red
  0 = a red five (0m, 0p, 0s); at most two red fives of a suit
  e.g. 123m456p789s11122z, or with spaces and capitals: \"123m 456p 789S 11122Z\"
A hand of 14 or 13 tiles is concealed; fewer tiles mean declared melds
(11 or 10 tiles: one meld, ..., 2 or 1 tiles: four melds).

Every tile the commands take (hands, --win, --dora, --seen, --meld, JSON
fields) may also be written, told apart by its form:
  136-tile ids    \"12 16 20\" or [12,16,20] (id / 4 is the kind; 16, 52, 88
                  are the red fives; one id alone in brackets: [16], or a
                  bare number where one tile is asked: --win 16)
  mjai names      \"4m 5mr 6m E\" or [\"4m\",\"5mr\",\"6m\",\"E\"] (E S W N P F C
                  are the honors, 5mr 5pr 5sr the red fives)
Items of a list are separated by spaces or commas; quote a hand argument that
holds spaces. --notation mjai|ids|index writes the answers' tiles that way
(text: joined by commas, 5mr,5m,C; JSON: arrays). With ids, the hand is its
136-tile ids and what is a kind (waits, useful tiles, discards, blocks, the
reading) its 34-kind index, 0 = 1m to 33 = 7z: a kind has no id. A hand of
four plain fives of a suit has no ids (copy 0 is red): an error.

Hands come from the arguments or, with none, one a line from standard input
(at most 4096 bytes a line); blank lines and lines whose first character
after spaces is # are skipped. Every other line of standard input gets
exactly one line of output, so that `paste input output` lines up: an answer
that takes several lines for a hand argument (decompose, efficiency, score)
is written on one line, its parts separated by tabs, and a bad line gives an
error line and processing goes on:
  with --json  {\"input\":\"<the line>\",\"error\":\"<reason>\"}
  in text      error: line <N>: \"<the line>\": <reason>
               (also on standard error, unless both outputs are a terminal)
A bad hand argument gives its message on standard error only (or the error
line with --json).
Red fives stay in the output: a hand is written with its 0s, and a
decomposition writes each red five into a block that holds a five of its suit,
one a block, first blocks first.

Exit status: 0 every input answered; 1 some input was bad; 2 a usage error,
or the output or the input could not be written or read.";

#[derive(Parser)]
#[command(
    name = "tehai",
    version,
    about = "Riichi mahjong hand analysis: decompositions, win check, waits, shanten, \
             tile efficiency (useful tiles, discards) and scoring",
    after_help = NOTATION_HELP
)]
struct Cli {
    /// The notation of the tiles in the answers (text and JSON); the
    /// inputs are read in any notation.
    #[arg(long, global = true, value_enum, value_name = "NOTATION", default_value_t = NotationArg::Mpsz)]
    notation: NotationArg,
    #[command(subcommand)]
    command: Command,
}

/// `--notation`'s values, one per notation of the answers.
#[derive(Clone, Copy, ValueEnum)]
enum NotationArg {
    /// MPSZ text: 406m11z (red fives as 0).
    Mpsz,
    /// mjai names: 4m,5mr,6m,E,E; JSON arrays of names.
    Mjai,
    /// The hand as 136-tile ids (red fives 16, 52, 88): 12,16,20,108,109;
    /// kinds (waits, useful tiles, discards, blocks) as 34-kind indices.
    Ids,
    /// 34-kind indices (0 = 1m ... 33 = 7z), red fives as fives.
    Index,
}

impl From<NotationArg> for Notation {
    fn from(arg: NotationArg) -> Notation {
        match arg {
            NotationArg::Mpsz => Notation::Mpsz,
            NotationArg::Mjai => Notation::Mjai,
            NotationArg::Ids => Notation::Ids,
            NotationArg::Index => Notation::Index,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Decompositions: every block decomposition of each hand (3N or 3N+2 tiles).
    #[command(after_help = decompose::HELP)]
    Decompose(HandArgs),
    /// Win check: is each hand complete (regular, seven pairs, thirteen orphans)?
    #[command(after_help = agari::HELP)]
    Agari(HandArgs),
    /// Waits: which tiles complete each 3N+1-tile hand (fifth copies apart)?
    #[command(after_help = waits::HELP)]
    Waits(efficiency::TableQuestionArgs),
    /// Shanten: how far each hand is from tenpai (-1 complete, 0 tenpai), per form.
    #[command(after_help = shanten::HELP)]
    Shanten(efficiency::TableQuestionArgs),
    /// Tile efficiency: useful tiles of a 3N+1-tile hand, discards of a 3N+2.
    #[command(after_help = efficiency::HELP)]
    Efficiency(efficiency::TableQuestionArgs),
    /// Scoring: yaku, han, fu, limit and payments of each winning hand.
    #[command(after_help = score::HELP)]
    Score(score::ScoreArgs),
    /// Game records: replay them, verify every win, write a row per discard.
    #[command(after_help = replay::HELP)]
    Replay(replay::ReplayArgs),
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return session::command_line_error(&error),
    };
    let notation = Notation::from(cli.notation);
    let glyphs = match &cli.command {
        Command::Decompose(args) | Command::Agari(args) => args.glyphs,
        Command::Waits(args) | Command::Shanten(args) | Command::Efficiency(args) => {
            args.hands.glyphs
        }
        Command::Score(args) => args.glyphs,
        Command::Replay(_) => false,
    };
    if glyphs && notation != Notation::Mpsz {
        let error = clap::Error::raw(
            clap::error::ErrorKind::ArgumentConflict,
            "--glyphs draws tiles: it cannot be used with --notation other than mpsz\n",
        );
        return session::command_line_error(&error);
    }
    match &cli.command {
        Command::Decompose(args) => decompose::run(args, notation),
        Command::Agari(args) => agari::run(args, notation),
        Command::Waits(args) => waits::run(args, notation),
        Command::Shanten(args) => shanten::run(args, notation),
        Command::Efficiency(args) => efficiency::run(args, notation),
        Command::Score(args) => score::run(args, notation),
        Command::Replay(args) => replay::run(args),
    }
}
