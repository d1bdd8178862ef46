//! The workloads of the instruction-count benches: the hand distributions
//! and seeds of the criterion benches (`benches/tehai.rs`), so the two sets
//! of numbers describe the same hands.
//!
//! * `complete14`: 4 random melds (sequence or triplet, half each) and a pair;
//! * `wall14` / `wall13`: 14 or 13 tiles dealt from a shuffled 136-tile wall;
//! * `chinitsu14` / `chinitsu13`: 14 or 13 tiles dealt from one suit's 36 tiles;
//! * `tenpai13`: a `complete14` hand with one random tile removed.
//!
//! Each holds [`HANDS`] hands. [`score_cases`] pairs a workload's hands with
//! one fixed, simple context each, for the scorer; [`ScoreWorkload`] holds
//! the scoring workloads of the criterion bench (`benches/score.rs`): winning
//! hands with melds, seven pairs, thirteen orphans, single-suit hands.

use tehai::{Hand, ParsedHand, Tile, WinContext, Wind};

#[path = "../../common/score_workloads.rs"]
mod score_workloads;

use score_workloads::Rng;
pub use score_workloads::{HANDS, ScoreWorkload};

/// The criterion benches' hand generators, on the shared SplitMix64.
impl Rng {
    /// `tiles` tiles drawn from the kinds `first..first + kinds`, 4 copies each.
    fn dealt(&mut self, tiles: usize, first: usize, kinds: usize) -> [u8; 34] {
        let mut counts = [0u8; 34];
        let mut drawn = 0;
        while drawn < tiles {
            let kind = first + self.below(kinds as u64) as usize;
            if counts[kind] < 4 {
                counts[kind] += 1;
                drawn += 1;
            }
        }
        counts
    }

    /// 4 random melds (sequence or triplet, half each) and a random pair,
    /// drawn again until no kind exceeds four copies.
    fn complete(&mut self) -> [u8; 34] {
        loop {
            let mut counts = [0u8; 34];
            for _ in 0..4 {
                if self.below(2) == 0 {
                    let start = self.below(3) as usize * 9 + self.below(7) as usize;
                    for count in &mut counts[start..start + 3] {
                        *count += 1;
                    }
                } else {
                    counts[self.below(34) as usize] += 3;
                }
            }
            counts[self.below(34) as usize] += 2;
            if counts.iter().all(|&c| c <= 4) {
                return counts;
            }
        }
    }
}

/// A seeded set of [`HANDS`] hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// Random complete hands.
    Complete14,
    /// 14 tiles from the wall.
    Wall14,
    /// 13 tiles from the wall.
    Wall13,
    /// 14 tiles from one suit.
    Chinitsu14,
    /// 13 tiles from one suit.
    Chinitsu13,
    /// A complete hand less one tile.
    Tenpai13,
}

impl Workload {
    /// The tile counts of every hand (index order 1m..9m, 1p..9p, 1s..9s, 1z..7z).
    pub fn counts(self) -> Vec<[u8; 34]> {
        let (seed, make): (u64, fn(&mut Rng) -> [u8; 34]) = match self {
            Workload::Complete14 => (1, Rng::complete),
            Workload::Wall14 => (16, |rng| rng.dealt(14, 0, 34)),
            Workload::Wall13 => (15, |rng| rng.dealt(13, 0, 34)),
            Workload::Chinitsu14 => (34, |rng| {
                let suit = rng.below(3) as usize;
                rng.dealt(14, 9 * suit, 9)
            }),
            Workload::Chinitsu13 => (33, |rng| {
                let suit = rng.below(3) as usize;
                rng.dealt(13, 9 * suit, 9)
            }),
            Workload::Tenpai13 => (40, |rng| {
                let mut counts = rng.complete();
                loop {
                    let kind = rng.below(34) as usize;
                    if counts[kind] > 0 {
                        counts[kind] -= 1;
                        break counts;
                    }
                }
            }),
        };
        let mut rng = Rng(seed);
        (0..HANDS).map(|_| make(&mut rng)).collect()
    }

    /// Every hand, packed.
    pub fn hands(self) -> Vec<Hand> {
        self.counts()
            .iter()
            .map(|counts| Hand::from_counts(counts).expect("a generated hand is valid"))
            .collect()
    }

    /// Every hand in MPSZ notation (tehai's canonical form).
    pub fn texts(self) -> Vec<String> {
        self.hands().iter().map(Hand::to_string).collect()
    }
}

/// The hands of `workload` (closed: no declared melds) with a fixed simple
/// context: riichi,
/// a ron by the South seat in the East round, dora indicator `3p`, won on
/// one of the hand's tiles chosen by a seeded generator. Some hands hold
/// more than four copies of the indicated dora and the indicator together:
/// the scorer does not check indicators, so every call still scores.
pub fn score_cases(workload: Workload) -> Vec<(ParsedHand, WinContext)> {
    let indicator = Tile::new(11).expect("3p is a tile");
    let mut rng = Rng(0x5C0E);
    workload
        .hands()
        .into_iter()
        .map(|hand| {
            let tiles: Vec<Tile> = hand.tiles().collect();
            let winning = tiles[rng.below(tiles.len() as u64) as usize];
            let mut context = WinContext::new(winning);
            context.riichi = true;
            context.seat_wind = Wind::South;
            context
                .dora_indicators
                .push(indicator)
                .expect("one indicator fits");
            let hand = ParsedHand {
                hand,
                red_fives: [0; 3],
            };
            (hand, context)
        })
        .collect()
}
