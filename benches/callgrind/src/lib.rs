//! The workloads of the instruction-count benches: the test kit's seeded
//! hands (`tehai_testkit::Workload`), the very hands of the criterion
//! benches (`benches/tehai.rs`), so the two sets of numbers describe the
//! same hands.
//!
//! * `complete14`: 4 random melds (sequence or triplet, half each) and a pair;
//! * `wall14` / `wall13`: 14 or 13 tiles dealt from a shuffled 136-tile wall;
//! * `chinitsu14` / `chinitsu13`: 14 or 13 tiles dealt from one suit's 36 tiles;
//! * `tenpai13`: a `complete14` hand less one random tile.
//!
//! Each holds [`HANDS`] hands. [`score_cases`] pairs a workload's hands with
//! one fixed, simple context each, for the scorer; [`ScoreWorkload`] holds
//! the scoring workloads of the criterion bench (`benches/score.rs`): winning
//! hands with melds, seven pairs, thirteen orphans, single-suit hands.

use tehai::Tile;
use tehai::notation::ParsedHand;
use tehai::score::{WinContext, Wind};
use tehai_testkit::Rng;
pub use tehai_testkit::{HANDS, ScoreWorkload, Workload};

/// The hands of `workload` (closed: no declared melds) with a fixed simple
/// context: riichi, a ron by the South seat in the East round, dora
/// indicator `3p`, won on one of the hand's tiles chosen by a seeded
/// generator. An indicator is a tile: where the hand holds all four `3p`
/// the indicator is `3s` instead, so that no call is refused for a fifth
/// copy and every call scores a complete hand.
pub fn score_cases(workload: Workload) -> Vec<(ParsedHand, WinContext)> {
    let indicator = Tile::new(11).expect("3p is a tile");
    let other = Tile::new(20).expect("3s is a tile");
    let mut rng = Rng(0x5C0E);
    workload
        .hands()
        .into_iter()
        .map(|hand| {
            let tiles: Vec<Tile> = hand.tiles().collect();
            let winning = rng.pick(&tiles);
            let mut context = WinContext::new(winning);
            context.riichi = true;
            context.seat_wind = Wind::South;
            let shown = if hand.count(indicator) == 4 {
                other
            } else {
                indicator
            };
            context
                .dora_indicators
                .push(shown)
                .expect("one indicator fits");
            let hand = ParsedHand {
                hand,
                red_fives: [0; 3],
            };
            (hand, context)
        })
        .collect()
}
