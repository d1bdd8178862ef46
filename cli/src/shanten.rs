//! `tehai shanten`: how far each hand is from tenpai, per form.

use std::fmt::Write as _;
use std::process::ExitCode;

use serde::Serialize;
use tehai::shanten;

use crate::HandArgs;
use crate::render::{self, Text};
use crate::session::{self, Reply};

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

See 'tehai --help' for the notation and the exit status.";

/// One JSON answer; the fields are written in this order (`None` is `null`).
#[derive(Serialize)]
struct Answer<'a> {
    hand: Text<render::Hand<'a>>,
    shanten: i8,
    regular: i8,
    seven_pairs: Option<i8>,
    thirteen_orphans: Option<i8>,
}

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

pub fn run(args: &HandArgs) -> ExitCode {
    session::run_hands(args, |parsed, reply: &mut Reply| {
        let numbers = shanten(&parsed.hand)?;
        let hand = render::Hand {
            parsed,
            glyphs: reply.glyphs(),
        };
        if reply.json() {
            return reply.write_json(&Answer {
                hand: Text(hand),
                shanten: numbers.min,
                regular: numbers.regular,
                seven_pairs: numbers.seven_pairs,
                thirteen_orphans: numbers.thirteen_orphans,
            });
        }
        write!(
            reply,
            "{hand}\t{}\t{}\t{}\t{}",
            numbers.min,
            numbers.regular,
            Number(numbers.seven_pairs),
            Number(numbers.thirteen_orphans)
        )?;
        Ok(())
    })
}
