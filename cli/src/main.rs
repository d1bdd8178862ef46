//! `tehai`: the command-line front end, for people and for batch jobs.
//!
//! This file holds the command-line definitions and the dispatch; the input
//! loop every subcommand shares is in [`session`], and each subcommand has a
//! module of its own (see `session` for how to add one).

mod agari;
mod decompose;
mod efficiency;
mod render;
mod score;
mod session;
mod shanten;
mod waits;

use session::HandArgs;

use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// How hands are written, shown by `tehai --help` after the list of commands.
const NOTATION_HELP: &str = "\
Hands are written in MPSZ notation: rank digits, then their suit letter.
  m = characters (manzu), p = dots (pinzu), s = bamboo (souzu), z = honors
  1z..7z = East, South, West, North, White, Green, Red
  0 = a red five (0m, 0p, 0s); at most two red fives of a suit
  e.g. 123m456p789s11122z, or with spaces and capitals: \"123m 456p 789S 11122Z\"
A hand of 14 or 13 tiles is concealed; fewer tiles mean declared melds
(11 or 10 tiles: one meld, ..., 2 or 1 tiles: four melds).

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
    #[command(subcommand)]
    command: Command,
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
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return command_line_error(&error),
    };
    match &cli.command {
        Command::Decompose(args) => decompose::run(args),
        Command::Agari(args) => agari::run(args),
        Command::Waits(args) => waits::run(args),
        Command::Shanten(args) => shanten::run(args),
        Command::Efficiency(args) => efficiency::run(args),
        Command::Score(args) => score::run(args),
    }
}

/// Writes what clap has to say (help, version or a usage error) and checks
/// that it arrived: help that cannot be written is a failure (status 2), not
/// a silent success. A closed pipe is not a failure.
pub(crate) fn command_line_error(error: &clap::Error) -> ExitCode {
    let rendered = error.render();
    let written = if error.use_stderr() {
        let stderr = io::stderr();
        let text = if colour(stderr.is_terminal()) {
            rendered.ansi().to_string()
        } else {
            rendered.to_string()
        };
        let mut stderr = stderr.lock();
        stderr
            .write_all(text.as_bytes())
            .and_then(|()| stderr.flush())
    } else {
        let stdout = io::stdout();
        let text = if colour(stdout.is_terminal()) {
            rendered.ansi().to_string()
        } else {
            rendered.to_string()
        };
        let mut stdout = stdout.lock();
        stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
    };
    match written {
        Ok(()) => session::exit_status(error.exit_code()),
        Err(write_error) if write_error.kind() == io::ErrorKind::BrokenPipe => {
            session::exit_status(error.exit_code())
        }
        Err(write_error) => {
            if !error.use_stderr() {
                session::report(format_args!(
                    "tehai: cannot write to standard output: {write_error}"
                ));
            }
            ExitCode::from(2)
        }
    }
}

/// Styled help only on a terminal, and never when `NO_COLOR` is set.
fn colour(terminal: bool) -> bool {
    terminal && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
}
