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

use tehai::{Hand, Indicators, Meld, MeldKind, ParsedHand, Rules, Tile, WinContext, Wind};

/// Hands per workload: the criterion benches' count, so that both run the
/// very same hands.
pub const HANDS: usize = 2048;

/// SplitMix64: a tiny seeded generator, the one the criterion benches use.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }

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

/// The scoring workloads of the criterion bench (`benches/score.rs`), by
/// the same generators and seeds: winning hands with a random context,
/// kept only when they score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreWorkload {
    /// Regular hands with 0 to 4 declared melds (90%), seven pairs (5%)
    /// and thirteen orphans (5%).
    Mixed,
    /// Regular hands without melds.
    Closed,
    /// Single-suit regular hands without melds: the most readings.
    Chinitsu,
}

impl ScoreWorkload {
    /// The [`HANDS`] cases of the workload.
    pub fn cases(self) -> Vec<(ParsedHand, WinContext)> {
        match self {
            ScoreWorkload::Mixed => scoring(0x0005_C04E, |rng| match rng.below(20) {
                0 => Some((seven_pairs(rng), Vec::new())),
                1 => Some((thirteen_orphans(rng), Vec::new())),
                _ => {
                    let declared = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8) as usize];
                    regular(rng, declared, None)
                }
            }),
            ScoreWorkload::Closed => scoring(0x00C1_05ED, |rng| regular(rng, 0, None)),
            ScoreWorkload::Chinitsu => scoring(0x0C41_7150, |rng| {
                let suit = rng.below(3) as usize;
                regular(rng, 0, Some(suit))
            }),
        }
    }
}

/// A regular winning hand with `declared` melds (some of them kans), or
/// `None` when the draw broke the four-copy limit; `suit` restricts the
/// tiles to one number suit.
fn regular(rng: &mut Rng, declared: usize, suit: Option<usize>) -> Option<(Hand, Vec<Meld>)> {
    let mut counts = [0u8; 34];
    let mut concealed = [0u8; 34];
    let mut melds = Vec::new();
    let kind = |rng: &mut Rng| match suit {
        Some(suit) => 9 * suit + rng.below(9) as usize,
        None => rng.below(34) as usize,
    };
    for index in 0..4 {
        let first = kind(rng);
        let called = index < declared;
        if first < 27 && first % 9 <= 6 && rng.below(2) == 0 {
            for t in first..first + 3 {
                counts[t] += 1;
                concealed[t] += u8::from(!called);
            }
            if called {
                melds.push(Meld::chi(Tile::new(first as u8)?)?);
            }
        } else if called {
            let kan = rng.below(4) == 0;
            counts[first] += if kan { 4 } else { 3 };
            let tile = Tile::new(first as u8)?;
            melds.push(if kan {
                Meld::kan(MeldKind::ALL[2 + rng.below(3) as usize], tile)?
            } else {
                Meld::pon(tile)
            });
        } else {
            counts[first] += 3;
            concealed[first] += 3;
        }
    }
    let pair = kind(rng);
    counts[pair] += 2;
    concealed[pair] += 2;
    if counts.iter().any(|&count| count > 4) {
        return None;
    }
    Some((Hand::from_counts(&concealed).ok()?, melds))
}

fn seven_pairs(rng: &mut Rng) -> Hand {
    let mut counts = [0u8; 34];
    let mut pairs = 0;
    while pairs < 7 {
        let kind = rng.below(34) as usize;
        if counts[kind] == 0 {
            counts[kind] = 2;
            pairs += 1;
        }
    }
    Hand::from_counts(&counts).expect("seven pairs are a valid hand")
}

fn thirteen_orphans(rng: &mut Rng) -> Hand {
    let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    let mut counts = [0u8; 34];
    for kind in orphans {
        counts[kind] = 1;
    }
    counts[orphans[rng.below(13) as usize]] += 1;
    Hand::from_counts(&counts).expect("thirteen orphans are a valid hand")
}

/// A random possible context for `hand` won on one of its tiles.
fn context(rng: &mut Rng, hand: &Hand, melds: &[Meld]) -> WinContext {
    let tiles: Vec<Tile> = hand.tiles().collect();
    let mut context = WinContext::new(tiles[rng.below(tiles.len() as u64) as usize]);
    for &meld in melds {
        context.melds.push(meld).expect("at most four melds");
    }
    let open = context.melds.is_open();
    context.tsumo = rng.below(2) == 0;
    context.riichi = !open && rng.below(2) == 0;
    context.ippatsu = context.riichi && rng.below(5) == 0;
    context.seat_wind = Wind::ALL[rng.below(4) as usize];
    context.round_wind = Wind::ALL[rng.below(2) as usize];
    // Indicators are real tiles: never a fifth copy of a kind.
    let mut copies: Vec<u8> = Tile::all()
        .map(|tile| hand.count(tile) + melds.iter().map(|meld| meld.count(tile)).sum::<u8>())
        .collect();
    let mut indicators = |rng: &mut Rng, count: usize| {
        let mut tiles = Vec::new();
        while tiles.len() < count {
            let tile = Tile::new(rng.below(34) as u8).expect("a tile index");
            if copies[tile.index()] < 4 {
                copies[tile.index()] += 1;
                tiles.push(tile);
            }
        }
        Indicators::from_tiles(&tiles).expect("at most three indicators")
    };
    let count = 1 + rng.below(3) as usize;
    context.dora_indicators = indicators(rng, count);
    if context.riichi {
        context.ura_indicators = indicators(rng, count);
    }
    context.honba = rng.below(3) as u16;
    context.riichi_sticks = rng.below(2) as u16;
    context.rules = Rules::from_bits_truncate(rng.below(16) as u32) | Rules::AKA_DORA;
    context
}

/// [`HANDS`] scoring cases drawn by `draw`, each kept only if it scores.
fn scoring(
    seed: u64,
    mut draw: impl FnMut(&mut Rng) -> Option<(Hand, Vec<Meld>)>,
) -> Vec<(ParsedHand, WinContext)> {
    let mut rng = Rng(seed);
    let mut cases = Vec::with_capacity(HANDS);
    while cases.len() < HANDS {
        let Some((hand, melds)) = draw(&mut rng) else {
            continue;
        };
        let red = [0, 1, 2].map(|suit| {
            let five = Tile::new(9 * suit + 4).expect("a five");
            u8::from(hand.count(five) > 0 && rng.below(3) == 0)
        });
        let parsed = ParsedHand {
            hand,
            red_fives: red,
        };
        let context = context(&mut rng, &hand, &melds);
        if tehai::score(&parsed, &context).is_ok() {
            cases.push((parsed, context));
        }
    }
    cases
}
