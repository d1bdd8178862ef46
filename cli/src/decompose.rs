//! `tehai decompose`: every block decomposition of each hand.

use std::fmt::Write as _;
use std::process::ExitCode;

use crate::session::HandArgs;
use crate::session::{self, Reply};

/// The output, shown by `tehai decompose --help`.
pub const HELP: &str = "\
Hands of 3N+2 tiles (2, 5, 8, 11, 14) or 3N tiles; fewer than 14 mean declared melds.

Text: one decomposition a line, blocks in suit order (m p s z):
  123m 444m 55m 888m 999m
then 'seven pairs' / 'thirteen orphans' when the hand also has that form, or
'no decomposition' when it has none. With several hand arguments each hand is
named on a line of its own and its answers are indented. From standard input
each hand gets one line: the hand, then its answers, separated by tabs:
  22334455667788m\t22m 345m 345m 678m 678m\t234m 234m 55m 678m 678m\t...\tseven pairs
A red five of the hand is written into a block that holds a five of its suit,
one a block, first blocks first: 123406m11m gives 11m 123m 406m.

JSON, one line a hand:
  {\"hand\":\"12344455888999m\",\"decompositions\":[[\"123m\",\"444m\",\"55m\",\"888m\",\"999m\"]],
   \"seven_pairs\":false,\"thirteen_orphans\":false}

See 'tehai --help' for the notation and the exit status.";

pub fn run(args: &HandArgs) -> ExitCode {
    session::answer_hands(
        args,
        tehai_answer::decompose,
        |parsed, answer, reply: &mut Reply| {
            // Lines are separated, not ended: the session ends the last one.
            let (mut separator, between) = if reply.one_line() {
                let hand = reply.text(*parsed);
                write!(reply, "{hand}")?;
                ("\t", "\t")
            } else if reply.many() {
                let hand = reply.text(*parsed);
                write!(reply, "{hand}:")?;
                ("\n  ", "\n  ")
            } else {
                ("", "\n")
            };
            for blocks in &answer.decompositions {
                reply.write_str(separator)?;
                separator = between;
                for (position, &shown) in blocks.iter().enumerate() {
                    if position > 0 {
                        reply.write_char(' ')?;
                    }
                    let block = reply.text(shown);
                    write!(reply, "{block}")?;
                }
            }
            let nothing =
                answer.decompositions.is_empty() && !answer.seven_pairs && !answer.thirteen_orphans;
            let forms = [
                (answer.seven_pairs, "seven pairs"),
                (answer.thirteen_orphans, "thirteen orphans"),
                (nothing, "no decomposition"),
            ];
            for (_, line) in forms.into_iter().filter(|&(applies, _)| applies) {
                reply.write_str(separator)?;
                separator = between;
                reply.write_str(line)?;
            }
            Ok(())
        },
    )
}
