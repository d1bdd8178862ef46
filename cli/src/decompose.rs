//! `tehai decompose`: every block decomposition of each hand.

use std::fmt::Write as _;
use std::process::ExitCode;

use serde::{Serialize, Serializer};
use tehai::{Decomposition, Decompositions, decompose};

use crate::render::{self, Text};
use crate::session::HandArgs;
use crate::session::{self, Reply};

/// The output, shown by `tehai decompose --help`.
pub const HELP: &str = "\
Hands of 3N+2 tiles (2, 5, 8, 11, 14) or 3N tiles; fewer than 14 mean declared melds.

Text: one decomposition a line, blocks in suit order (m p s z):
  123m 444m 55m 888m 999m
then 'seven pairs' / 'thirteen orphans' when the hand also has that form, or
'no decomposition' when it has none. With several hands (or standard input)
each hand is named on a line of its own and its answers are indented.
A red five of the hand is written into a block that holds a five of its suit,
one a block, first blocks first: 123406m11m gives 11m 123m 406m.

JSON, one line a hand:
  {\"hand\":\"12344455888999m\",\"decompositions\":[[\"123m\",\"444m\",\"55m\",\"888m\",\"999m\"]],
   \"seven_pairs\":false,\"thirteen_orphans\":false}

See 'tehai --help' for the notation and the exit status.";

/// One JSON answer; the fields are written in this order.
#[derive(Serialize)]
struct Answer<'a> {
    hand: Text<render::Hand<'a>>,
    decompositions: Readings<'a>,
    seven_pairs: bool,
    thirteen_orphans: bool,
}

/// Every decomposition, as a list of lists of block texts.
struct Readings<'a> {
    set: &'a Decompositions,
    red_fives: [u8; 3],
}

impl Serialize for Readings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.set.iter().map(|decomposition| Blocks {
            decomposition,
            red_fives: self.red_fives,
        }))
    }
}

/// One decomposition, as a list of block texts.
struct Blocks {
    decomposition: Decomposition,
    red_fives: [u8; 3],
}

impl Serialize for Blocks {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(render::blocks(&self.decomposition, self.red_fives, false).map(Text))
    }
}

pub fn run(args: &HandArgs) -> ExitCode {
    session::run_hands(args, |parsed, reply: &mut Reply| {
        let set = decompose(&parsed.hand)?;
        let hand = render::Hand {
            parsed,
            glyphs: reply.glyphs(),
        };
        if reply.json() {
            return reply.write_json(&Answer {
                hand: Text(hand),
                decompositions: Readings {
                    set: &set,
                    red_fives: parsed.red_fives,
                },
                seven_pairs: set.is_seven_pairs(),
                thirteen_orphans: set.is_thirteen_orphans(),
            });
        }
        // Lines are separated, not ended: the session ends the last one.
        let (mut separator, between) = if reply.many() {
            write!(reply, "{hand}:")?;
            ("\n  ", "\n  ")
        } else {
            ("", "\n")
        };
        let glyphs = reply.glyphs();
        for decomposition in &set {
            reply.write_str(separator)?;
            separator = between;
            let blocks = render::blocks(&decomposition, parsed.red_fives, glyphs);
            for (position, block) in blocks.enumerate() {
                if position > 0 {
                    reply.write_char(' ')?;
                }
                write!(reply, "{block}")?;
            }
        }
        let nothing = set.is_empty() && !set.is_seven_pairs() && !set.is_thirteen_orphans();
        let forms = [
            (set.is_seven_pairs(), "seven pairs"),
            (set.is_thirteen_orphans(), "thirteen orphans"),
            (nothing, "no decomposition"),
        ];
        for (_, line) in forms.into_iter().filter(|&(applies, _)| applies) {
            reply.write_str(separator)?;
            separator = between;
            reply.write_str(line)?;
        }
        Ok(())
    })
}
