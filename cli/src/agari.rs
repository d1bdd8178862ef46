//! `tehai agari`: is each hand complete, and in which forms?

use std::fmt::Write as _;
use std::process::ExitCode;

use serde::Serialize;
use tehai::{WinForms, win_forms};

use crate::render::{self, Text};
use crate::session::HandArgs;
use crate::session::{self, Failure, Reply};

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

/// One JSON answer; the fields are written in this order.
#[derive(Serialize)]
struct Answer<'a> {
    hand: Text<render::Hand<'a>>,
    agari: bool,
    regular: bool,
    seven_pairs: bool,
    thirteen_orphans: bool,
}

pub fn run(args: &HandArgs) -> ExitCode {
    session::run_hands(args, |parsed, reply: &mut Reply| {
        // The core answers `false` for any hand that is not complete; a 3N
        // hand cannot even be one tile short of complete, so asking is a
        // mistake worth saying.
        let tiles = parsed.hand.tile_count();
        if tiles % 3 == 0 {
            return Err(Failure::from(format_args!(
                "a hand of {tiles} tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
            )));
        }
        let forms = win_forms(&parsed.hand);
        let hand = render::Hand {
            parsed,
            glyphs: reply.glyphs(),
        };
        if reply.json() {
            return reply.write_json(&Answer {
                hand: Text(hand),
                agari: !forms.is_empty(),
                regular: forms.contains(WinForms::REGULAR),
                seven_pairs: forms.contains(WinForms::SEVEN_PAIRS),
                thirteen_orphans: forms.contains(WinForms::THIRTEEN_ORPHANS),
            });
        }
        write!(reply, "{hand}\t{}", !forms.is_empty())?;
        Ok(())
    })
}
