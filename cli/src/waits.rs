//! `tehai waits`: which tiles complete each hand.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;
use tehai::{waits, waits_with};

use crate::efficiency::TableArgs;
use crate::render::{self, Text, Tiles};
use crate::session::HandArgs;
use crate::session::{self, Reply};

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

/// One JSON answer; the fields are written in this order.
#[derive(Serialize)]
struct Answer<'a> {
    hand: Text<render::Hand<'a>>,
    waits: Text<Tiles>,
    fifth_tile: Text<Tiles>,
}

/// `tehai waits`'s options.
#[derive(Args)]
pub struct WaitsArgs {
    #[command(flatten)]
    pub hands: HandArgs,
    #[command(flatten)]
    pub table: TableArgs,
}

pub fn run(args: &WaitsArgs) -> ExitCode {
    session::run_hands(&args.hands, |parsed, reply: &mut Reply| {
        let found = if args.table.is_plain() {
            waits(&parsed.hand)?
        } else {
            waits_with(&parsed.hand, &args.table.context())?
        };
        let glyphs = reply.glyphs();
        let hand = render::Hand { parsed, glyphs };
        let tiles = |set| Tiles { set, glyphs };
        if reply.json() {
            return reply.write_json(&Answer {
                hand: Text(hand),
                waits: Text(tiles(found.waits)),
                fifth_tile: Text(tiles(found.fifth_tile)),
            });
        }
        write!(reply, "{hand}\t{}", tiles(found.waits))?;
        Ok(())
    })
}
