//! Criterion benches of scoring, side by side with `decompose` on the same
//! hands (the decomposition is the first step of every score). Results and
//! the command are in BENCHMARKS.md.
//!
//! Every workload is a fixed, seeded list of winning hands, each with a
//! random context (winds, riichi, tsumo, indicators, honba, rules, melds),
//! built before timing and kept only when it scores (hands without a yaku
//! are dropped, so every timed call returns a score). Each benchmark runs
//! over the whole workload once per iteration and reports
//! `Throughput::Elements(hands)`: per-hand time is the iteration time
//! divided by the count.
//!
//! Workloads:
//! * `mixed` — regular hands with 0 to 4 declared melds (90%), seven pairs
//!   (5%) and thirteen orphans (5%);
//! * `closed` — regular hands without melds;
//! * `chinitsu` — single-suit winning hands, the ones with the most readings.
//!
//! `TEHAI_BENCH_QUICK=1` shortens every measurement (used for smoke runs).

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main, measurement::WallTime,
};
use tehai::{Hand, Indicators, Meld, MeldKind, ParsedHand, Rules, Tile, WinContext, Wind};

/// Hands per workload.
const HANDS: usize = 2048;

/// SplitMix64, copied here so the benches do not depend on test modules.
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

    fn tile(&mut self) -> Tile {
        Tile::new(self.below(34) as u8).unwrap()
    }
}

/// One scored hand: the concealed tiles and the context.
struct Case {
    hand: ParsedHand,
    context: WinContext,
}

/// A regular winning hand with `declared` melds (some of them kans), or
/// `None` when the draw broke the four-copy limit. `suit` restricts the
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
    Hand::from_counts(&counts).unwrap()
}

fn thirteen_orphans(rng: &mut Rng) -> Hand {
    let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    let mut counts = [0u8; 34];
    for kind in orphans {
        counts[kind] = 1;
    }
    counts[orphans[rng.below(13) as usize]] += 1;
    Hand::from_counts(&counts).unwrap()
}

/// A random possible context for `hand` won on one of its tiles.
fn context(rng: &mut Rng, hand: &Hand, melds: &[Meld]) -> WinContext {
    let tiles: Vec<Tile> = hand.tiles().collect();
    let mut context = WinContext::new(tiles[rng.below(tiles.len() as u64) as usize]);
    for &meld in melds {
        context.melds.push(meld).unwrap();
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
            let tile = rng.tile();
            if copies[tile.index()] < 4 {
                copies[tile.index()] += 1;
                tiles.push(tile);
            }
        }
        Indicators::from_tiles(&tiles).unwrap()
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

/// `HANDS` scoring cases drawn by `draw`, each kept only if it scores.
fn workload(seed: u64, mut draw: impl FnMut(&mut Rng) -> Option<(Hand, Vec<Meld>)>) -> Vec<Case> {
    let mut rng = Rng(seed);
    let mut cases = Vec::with_capacity(HANDS);
    while cases.len() < HANDS {
        let Some((hand, melds)) = draw(&mut rng) else {
            continue;
        };
        let red = [0, 1, 2].map(|suit| {
            let five = Tile::new(9 * suit + 4).unwrap();
            u8::from(hand.count(five) > 0 && rng.below(3) == 0)
        });
        let case = Case {
            hand: ParsedHand {
                hand,
                red_fives: red,
            },
            context: context(&mut rng, &hand, &melds),
        };
        if tehai::score(&case.hand, &case.context).is_ok() {
            cases.push(case);
        }
    }
    cases
}

fn quick() -> bool {
    std::env::var_os("TEHAI_BENCH_QUICK").is_some()
}

fn group<'a>(c: &'a mut Criterion, name: &str, hands: usize) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(format!("score/{name}"));
    group.throughput(Throughput::Elements(hands as u64));
    if quick() {
        group.warm_up_time(Duration::from_millis(100));
        group.measurement_time(Duration::from_millis(300));
        group.sample_size(10);
    } else {
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(3));
        group.sample_size(50);
    }
    group
}

/// `score` and `decompose` over the same cases.
fn side_by_side(c: &mut Criterion, name: &str, cases: &[Case]) {
    let mut group = group(c, name, cases.len());
    group.bench_function("score", |b| {
        b.iter(|| {
            let mut total = 0u64;
            for case in cases {
                if let Ok(score) = tehai::score(black_box(&case.hand), black_box(&case.context)) {
                    total += u64::from(score.total());
                }
            }
            total
        })
    });
    group.bench_function("decompose", |b| {
        b.iter(|| {
            let mut readings = 0usize;
            for case in cases {
                if let Ok(set) = tehai::decompose(black_box(&case.hand.hand)) {
                    readings += set.len();
                }
            }
            readings
        })
    });
    group.finish();
}

fn bench_score(c: &mut Criterion) {
    let mixed = workload(0x0005_C04E, |rng| match rng.below(20) {
        0 => Some((seven_pairs(rng), Vec::new())),
        1 => Some((thirteen_orphans(rng), Vec::new())),
        _ => {
            let declared = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8) as usize];
            regular(rng, declared, None)
        }
    });
    side_by_side(c, "mixed", &mixed);
    let closed = workload(0x00C1_05ED, |rng| regular(rng, 0, None));
    side_by_side(c, "closed", &closed);
    let chinitsu = workload(0x0C41_7150, |rng| {
        let suit = rng.below(3) as usize;
        regular(rng, 0, Some(suit))
    });
    side_by_side(c, "chinitsu", &chinitsu);
}

criterion_group!(benches, bench_score);
criterion_main!(benches);
