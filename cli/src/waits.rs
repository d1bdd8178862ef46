//! `tehai waits`: which tiles complete each hand.

use std::fmt::Write as _;
use std::process::ExitCode;

use tehai_answer::Notation;

use crate::efficiency::TableQuestionArgs;
use crate::session::Reply;

/// The output, shown by `tehai waits --help`.
pub const HELP: &str = "\
Hands of 3N+1 tiles (1, 4, 7, 10, 13; fewer than 13 mean declared melds).

Text, one line a hand: <hand>\\t<the waits in notation, empty if none>
  23m456p789s11122z	14m

JSON, one line a hand; fifth_tile lists kinds that would complete the hand only
as a fifth copy (the hand holds all four): they are never real waits.
  {\"hand\":\"1111999m111p111s\",\"waits\":\"\",\"fifth_tile\":\"1m\"}

With --seen or --meld, a kind none of whose copies is left to draw (all held,
melded or seen) is a fifth-tile wait too; --players 3 plays without 2m to 8m.

See 'tehai --help' for the notation and the exit status.";

pub fn run(args: &TableQuestionArgs, notation: Notation) -> ExitCode {
    args.answer(
        notation,
        tehai_answer::waits,
        |parsed, answer, reply: &mut Reply| {
            let hand = reply.text(*parsed);
            let waits = reply.text(answer.waits);
            write!(reply, "{hand}\t{waits}")?;
            Ok(())
        },
    )
}
