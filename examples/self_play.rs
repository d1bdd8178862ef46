//! Self-play: one player draws from a shuffled wall of 136 tiles, throws
//! the tile tehai's discard table ranks best, and scores the hand when it
//! wins by tsumo. The wall and the hand are kept as 136-tile ids, the way
//! most engines and Tenhou's logs number tiles (ids 16, 52 and 88 are the
//! red fives).
//!
//! ```text
//! cargo run --release --example self_play -- [GAMES] [SEED]
//! ```

use std::error::Error;

use tehai::notation::{ParsedHand, ParsedTile};
use tehai::score::{WinContext, Wind};
use tehai::{Context, TileCounts, discards, is_win};

/// Draws in a game of one player's share of a four-player wall.
const DRAWS: usize = 18;

/// A small seeded generator (xorshift64), so that every run deals the same.
struct Wall(u64);

impl Wall {
    /// The 136 ids, shuffled.
    fn shuffled(&mut self) -> Vec<u8> {
        let mut ids: Vec<u8> = (0..136).collect();
        for i in (1..ids.len()).rev() {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            ids.swap(i, (self.0 % (i as u64 + 1)) as usize);
        }
        ids
    }
}

/// What became of one game.
enum Outcome {
    /// Won on the given draw, scoring these points.
    Won { draw: usize, points: u32 },
    /// The wall ran out at this shanten number.
    Exhausted { shanten: i8 },
}

fn play(wall: &[u8], verbose: bool) -> Result<Outcome, Box<dyn Error>> {
    // The dead wall's first indicator; the hand and its draws come from
    // the other end.
    let indicator = ParsedTile::from_id136(wall[135])
        .ok_or("an id below 136")?
        .tile();
    let mut hand: Vec<u8> = wall[..13].to_vec();
    let mut seen = TileCounts::default();
    seen.add(indicator)?;
    for (draw, &drawn) in wall[13..13 + DRAWS].iter().enumerate() {
        hand.push(drawn);
        let parsed = ParsedHand::from_ids136(&hand)?;
        if is_win(&parsed.hand) {
            let winning_tile = ParsedTile::from_id136(drawn)
                .ok_or("an id below 136")?
                .tile();
            let mut context = WinContext {
                tsumo: true,
                seat_wind: Wind::South,
                ..WinContext::new(winning_tile)
            };
            context.dora_indicators.push(indicator)?;
            let score = tehai::score(&parsed, &context)?;
            if verbose {
                let yaku: Vec<String> = score
                    .yaku_han()
                    .map(|(yaku, han)| format!("{yaku} {han}"))
                    .collect();
                println!(
                    "  tsumo on draw {}: {parsed}  {} han {} fu  {}  ({} points)",
                    draw + 1,
                    score.han(),
                    score.fu(),
                    yaku.join(", "),
                    score.total()
                );
            }
            return Ok(Outcome::Won {
                draw: draw + 1,
                points: score.total(),
            });
        }
        // Throw the best row's tile: the fewest shanten, then the most
        // unseen useful copies, counting the tiles already thrown as seen.
        let table = discards(&parsed.hand, &Context::default().with_seen(seen))?;
        let best = table.best().ok_or("a 14-tile hand has a discard")?;
        // Keep red fives: throw a plain copy of the kind when there is one.
        let position = hand
            .iter()
            .rposition(|&id| {
                usize::from(id / 4) == best.tile.index() && !matches!(id, 16 | 52 | 88)
            })
            .or_else(|| {
                hand.iter()
                    .position(|&id| usize::from(id / 4) == best.tile.index())
            })
            .ok_or("the discard is in the hand")?;
        hand.swap_remove(position);
        seen.add(best.tile)?;
    }
    let parsed = ParsedHand::from_ids136(&hand)?;
    Ok(Outcome::Exhausted {
        shanten: tehai::shanten(&parsed.hand, &Context::default())?.min,
    })
}

fn main() -> Result<(), Box<dyn Error>> {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().map_or(Ok(1_000), |text| text.parse())?;
    let seed: u64 = args.next().map_or(Ok(1), |text| text.parse())?;
    let mut wall = Wall(seed.max(1));
    let (mut wins, mut points, mut draws, mut tenpai) = (0, 0u64, 0, 0);
    for game in 0..games {
        let verbose = game < 5;
        match play(&wall.shuffled(), verbose)? {
            Outcome::Won { draw, points: paid } => {
                wins += 1;
                draws += draw;
                points += u64::from(paid);
            }
            Outcome::Exhausted { shanten } => tenpai += usize::from(shanten == 0),
        }
    }
    println!(
        "{games} games of {DRAWS} draws: {wins} tsumo wins ({:.1}%), mean draw {:.1}, mean {:.0} points; {tenpai} tenpai at the end",
        100.0 * wins as f64 / games.max(1) as f64,
        draws as f64 / wins.max(1) as f64,
        points as f64 / wins.max(1) as f64,
    );
    Ok(())
}
