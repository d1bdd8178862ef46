//! `tehai shanten`: how far each hand is from tenpai, per form.

use std::fmt::Write as _;
use std::process::ExitCode;

use tehai_answer::Notation;

use crate::efficiency::TableQuestionArgs;
use crate::session::Reply;

/// The output, shown by `tehai shanten --help`.
pub const HELP: &str = "\
Hands of 3N+1 or 3N+2 tiles; fewer than 13 mean declared melds. -1 is a
complete hand, 0 tenpai. Seven pairs and thirteen orphans need 13 or 14 tiles:
for smaller hands they are '-' in text and null in JSON.

Text, one line a hand: <hand>\\t<least>\\t<regular>\\t<seven pairs>\\t<thirteen orphans>
  11119999m111p111s	1	1	5	8

JSON, one line a hand:
  {\"hand\":\"1122m3344p5566s7z\",\"shanten\":0,\"regular\":3,\"seven_pairs\":0,
   \"thirteen_orphans\":10}

With --seen or --meld the complete hand counted towards never holds a copy that
is out of play (127: that form cannot be completed); --players 3 plays without
2m to 8m (1m and 9m count like honors).

See 'tehai --help' for the notation and the exit status.";

/// A special form's number in text, `-` where the form does not apply.
struct Number(Option<i8>);

impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.0 {
            Some(number) => write!(f, "{number}"),
            None => f.write_str("-"),
        }
    }
}

pub fn run(args: &TableQuestionArgs, notation: Notation) -> ExitCode {
    args.answer(
        notation,
        tehai_answer::shanten,
        |parsed, answer, reply: &mut Reply| {
            let hand = reply.text(*parsed);
            write!(
                reply,
                "{hand}\t{}\t{}\t{}\t{}",
                answer.shanten,
                answer.regular,
                Number(answer.seven_pairs),
                Number(answer.thirteen_orphans)
            )?;
            Ok(())
        },
    )
}
