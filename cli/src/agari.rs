//! `tehai agari`: is each hand complete, and in which forms?

use std::fmt::Write as _;
use std::process::ExitCode;

use tehai_answer::Notation;

use crate::session::HandArgs;
use crate::session::{self, Reply};

/// The output, shown by `tehai agari --help`.
pub const HELP: &str = "\
Hands of 3N+2 tiles (2, 5, 8, 11, 14; fewer than 14 mean declared melds) can be
complete; a 3N+1-tile hand is never complete (false). A 3N-tile hand is an error.

Text, one line a hand: <hand>\\t<true|false>
  123m456p789s11122z	true

JSON, one line a hand:
  {\"hand\":\"1122m3344p5566s77z\",\"agari\":true,\"regular\":false,\"seven_pairs\":true,
   \"thirteen_orphans\":false}

See 'tehai --help' for the notation and the exit status.";

pub fn run(args: &HandArgs, notation: Notation) -> ExitCode {
    session::answer_hands(
        args,
        notation,
        tehai_answer::agari,
        |parsed, answer, reply: &mut Reply| {
            let hand = reply.text(*parsed);
            write!(reply, "{hand}\t{}", answer.agari)?;
            Ok(())
        },
    )
}
