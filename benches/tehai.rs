//! Criterion benches: tehai's fast paths, the in-tree reference oracles and the
//! peer crate `xiangting`, side by side in the same group on the same fixed,
//! seeded workloads. Results and the command are in BENCHMARKS.md.
//!
//! Every workload is built before timing; inputs are converted to each
//! library's own representation beforehand (`Hand` for tehai, `[u8; 34]` for
//! the reference and xiangting), so only the call itself is timed. Each
//! benchmark runs the function over the whole workload once per iteration and
//! reports `Throughput::Elements(hands)`: criterion prints time per iteration
//! and hands/second; per-hand time is the iteration time divided by the count.
//!
//! Workloads:
//! * `complete14` — random complete hands: 4 random melds + a pair;
//! * `wall14` / `wall13` — 14 or 13 tiles dealt from a shuffled 136-tile wall;
//! * `chinitsu14` / `chinitsu13` — 14 or 13 tiles dealt from one suit's 36
//!   tiles (the hardest single-suit shapes);
//! * `space` — a whole single-suit space, swept once per iteration.
//!
//! `TEHAI_BENCH_QUICK=1` shortens every measurement (used for smoke runs).
#![allow(clippy::needless_range_loop)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
    measurement::WallTime,
};
use tehai::{Hand, reference};

/// Hands per random workload.
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

    /// `tiles` tiles drawn from the kinds `first..first + kinds` (4 copies each).
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

    /// 4 random melds (sequence or triplet, half each) and a random pair.
    fn complete(&mut self) -> [u8; 34] {
        loop {
            let mut counts = [0u8; 34];
            for _ in 0..4 {
                if self.below(2) == 0 {
                    let start = self.below(3) as usize * 9 + self.below(7) as usize;
                    for i in start..start + 3 {
                        counts[i] += 1;
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

/// One workload in both representations.
struct Workload {
    name: &'static str,
    counts: Vec<[u8; 34]>,
    hands: Vec<Hand>,
}

impl Workload {
    fn new(name: &'static str, counts: Vec<[u8; 34]>) -> Workload {
        let hands = counts
            .iter()
            .map(|c| Hand::from_counts(c).expect("valid hand"))
            .collect();
        Workload {
            name,
            counts,
            hands,
        }
    }

    fn len(&self) -> usize {
        self.hands.len()
    }
}

fn random_workload(name: &'static str, seed: u64, make: impl Fn(&mut Rng) -> [u8; 34]) -> Workload {
    let mut rng = Rng(seed);
    Workload::new(name, (0..HANDS).map(|_| make(&mut rng)).collect())
}

fn complete14() -> Workload {
    random_workload("complete14", 1, Rng::complete)
}

fn wall(tiles: usize) -> Workload {
    let name = if tiles == 14 { "wall14" } else { "wall13" };
    random_workload(name, 2 + tiles as u64, move |rng| rng.dealt(tiles, 0, 34))
}

fn chinitsu(tiles: usize) -> Workload {
    let name = if tiles == 14 {
        "chinitsu14"
    } else {
        "chinitsu13"
    };
    random_workload(name, 20 + tiles as u64, move |rng| {
        let suit = rng.below(3) as usize;
        rng.dealt(tiles, 9 * suit, 9)
    })
}

/// Every single-suit count vector (9 ranks, each 0..=4, at most 14 tiles),
/// placed in the man suit; `keep` filters it.
fn suit_space(name: &'static str, keep: impl Fn(&[u8; 34]) -> bool) -> Workload {
    let mut out = Vec::new();
    let mut counts = [0u8; 34];
    fn step(
        counts: &mut [u8; 34],
        rank: usize,
        left: u8,
        keep: &dyn Fn(&[u8; 34]) -> bool,
        out: &mut Vec<[u8; 34]>,
    ) {
        if rank == 9 {
            if keep(counts) {
                out.push(*counts);
            }
            return;
        }
        for count in 0..=left.min(4) {
            counts[rank] = count;
            step(counts, rank + 1, left - count, keep, out);
        }
        counts[rank] = 0;
    }
    step(&mut counts, 0, 14, &keep, &mut out);
    Workload::new(name, out)
}

fn tiles(counts: &[u8; 34]) -> u32 {
    counts.iter().map(|&c| u32::from(c)).sum()
}

fn quick() -> bool {
    std::env::var_os("TEHAI_BENCH_QUICK").is_some()
}

/// A group for per-hand workloads of a few thousand hands.
fn group<'a>(
    c: &'a mut Criterion,
    name: &str,
    workload: &Workload,
) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(format!("{name}/{}", workload.name));
    group.throughput(Throughput::Elements(workload.len() as u64));
    if quick() {
        group.warm_up_time(Duration::from_millis(100));
        group.measurement_time(Duration::from_millis(300));
        group.sample_size(10);
    } else {
        group.warm_up_time(Duration::from_millis(500));
        group.measurement_time(Duration::from_secs(2));
        group.sample_size(40);
    }
    group
}

/// A group for the whole-space sweeps: one pass over the space per
/// iteration, flat sampling, 10 samples.
fn space_group<'a>(
    c: &'a mut Criterion,
    name: &str,
    workload: &Workload,
) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(format!("{name}/{}", workload.name));
    group.throughput(Throughput::Elements(workload.len() as u64));
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(if quick() { 100 } else { 500 }));
    group.measurement_time(Duration::from_secs(if quick() { 1 } else { 3 }));
    group
}

/// Every 64th hand of a workload: the slow references sweep this stride of
/// a space and are reported per hand like the rest.
fn strided(workload: &Workload, stride: usize) -> Workload {
    Workload::new(
        workload.name,
        workload.counts.iter().step_by(stride).copied().collect(),
    )
}

// ---------------------------------------------------------------- decompose

fn decompose_pair(group: &mut BenchmarkGroup<'_, WallTime>, workload: &Workload) {
    group.bench_function("tehai", |b| {
        b.iter(|| {
            let mut found = 0usize;
            for hand in &workload.hands {
                if let Ok(set) = tehai::decompose(black_box(hand)) {
                    // The whole result, not only its length: the work
                    // behind the readings must not be optimised away.
                    found += black_box(&set).len();
                }
            }
            found
        })
    });
    group.bench_function("reference", |b| {
        b.iter(|| {
            let mut found = 0usize;
            for counts in &workload.counts {
                found += reference::decompose_backtracking(black_box(counts)).len();
            }
            found
        })
    });
}

fn bench_decompose(c: &mut Criterion) {
    for workload in [complete14(), wall(14), chinitsu(14)] {
        let mut group = group(c, "decompose", &workload);
        decompose_pair(&mut group, &workload);
        group.finish();
    }
    // Every complete single-suit pattern (3N or 3N + 2 tiles, at least one
    // decomposition): 21,743 count vectors.
    let space = suit_space("space_complete", |counts| {
        tiles(counts) % 3 != 1 && !reference::decompose_backtracking(counts).is_empty()
    });
    assert_eq!(space.len(), 21_743);
    let mut group = space_group(c, "decompose", &space);
    decompose_pair(&mut group, &space);
    group.finish();
}

// ---------------------------------------------------------------- win check

fn reference_is_win(counts: &[u8; 34]) -> bool {
    reference::is_regular_win(counts)
        || reference::is_seven_pairs(counts)
        || reference::is_thirteen_orphans(counts)
}

fn win_pair(group: &mut BenchmarkGroup<'_, WallTime>, workload: &Workload, reference: &Workload) {
    group.bench_function("tehai", |b| {
        b.iter(|| {
            let mut wins = 0usize;
            for hand in &workload.hands {
                wins += usize::from(tehai::is_win(black_box(hand)));
            }
            wins
        })
    });
    group.throughput(Throughput::Elements(reference.len() as u64));
    group.bench_function("reference", |b| {
        b.iter(|| {
            let mut wins = 0usize;
            for counts in &reference.counts {
                wins += usize::from(reference_is_win(black_box(counts)));
            }
            wins
        })
    });
}

fn bench_win(c: &mut Criterion) {
    for workload in [complete14(), wall(14), chinitsu(14)] {
        let mut group = group(c, "is_win", &workload);
        win_pair(&mut group, &workload, &workload);
        group.finish();
    }
    let space = suit_space("space", |_| true);
    assert_eq!(space.len(), 405_350);
    let mut group = space_group(c, "is_win", &space);
    win_pair(&mut group, &space, &strided(&space, 16));
    group.finish();
}

// ---------------------------------------------------------------- waits

/// Waits from the definition: each kind added, then the reference win check.
fn reference_waits(counts: &[u8; 34]) -> u64 {
    let mut waits = 0u64;
    for kind in 0..34 {
        if counts[kind] < 4 {
            let mut with_tile = *counts;
            with_tile[kind] += 1;
            if reference_is_win(&with_tile) {
                waits |= 1 << kind;
            }
        }
    }
    waits
}

fn waits_pair(group: &mut BenchmarkGroup<'_, WallTime>, workload: &Workload, reference: &Workload) {
    group.bench_function("tehai", |b| {
        b.iter(|| {
            let mut waits = 0u32;
            for hand in &workload.hands {
                if let Ok(w) = tehai::waits(black_box(hand)) {
                    waits += w.waits.len();
                }
            }
            waits
        })
    });
    group.throughput(Throughput::Elements(reference.len() as u64));
    group.bench_function("reference", |b| {
        b.iter(|| {
            let mut waits = 0u32;
            for counts in &reference.counts {
                waits += reference_waits(black_box(counts)).count_ones();
            }
            waits
        })
    });
}

fn bench_waits(c: &mut Criterion) {
    // Tenpai hands: a random complete hand with one random tile removed.
    let mut rng = Rng(40);
    let tenpai = Workload::new(
        "tenpai13",
        (0..HANDS)
            .map(|_| {
                let mut counts = rng.complete();
                loop {
                    let kind = rng.below(34) as usize;
                    if counts[kind] > 0 {
                        counts[kind] -= 1;
                        break counts;
                    }
                }
            })
            .collect(),
    );
    for workload in [tenpai, wall(13), chinitsu(13)] {
        let mut group = group(c, "waits", &workload);
        let reference = strided(&workload, 8);
        waits_pair(&mut group, &workload, &reference);
        group.finish();
    }
    // Every single-suit hand of 3N + 1 tiles.
    let space = suit_space("space", |counts| tiles(counts) % 3 == 1);
    let mut group = space_group(c, "waits", &space);
    waits_pair(&mut group, &space, &strided(&space, 256));
    group.finish();
}

// ---------------------------------------------------------------- shanten

fn shanten_trio(
    group: &mut BenchmarkGroup<'_, WallTime>,
    workload: &Workload,
    reference: &Workload,
) {
    group.bench_function("tehai", |b| {
        b.iter(|| {
            let mut sum = 0i64;
            for hand in &workload.hands {
                if let Ok(s) = tehai::shanten(black_box(hand)) {
                    sum += i64::from(s.min);
                }
            }
            sum
        })
    });
    group.bench_function("xiangting", |b| {
        b.iter(|| {
            let mut sum = 0i64;
            for counts in &workload.counts {
                if let Ok(r) = xiangting::calculate_replacement_number(
                    black_box(counts),
                    xiangting::PlayerCount::Four,
                ) {
                    sum += i64::from(r) - 1;
                }
            }
            sum
        })
    });
    group.throughput(Throughput::Elements(reference.len() as u64));
    group.bench_function("reference", |b| {
        b.iter(|| {
            let mut sum = 0i64;
            for counts in &reference.counts {
                if let Some(s) = reference::shanten::shanten(black_box(counts)) {
                    sum += i64::from(s.min);
                }
            }
            sum
        })
    });
}

fn bench_shanten(c: &mut Criterion) {
    for workload in [wall(14), wall(13), chinitsu(14), complete14()] {
        let mut group = group(c, "shanten", &workload);
        shanten_trio(&mut group, &workload, &strided(&workload, 32));
        group.finish();
    }
    let space = suit_space("space", |_| true);
    let mut group = space_group(c, "shanten", &space);
    shanten_trio(&mut group, &space, &strided(&space, 1024));
    group.finish();
}

// -------------------------------------------------------------------- parse

fn bench_parse(c: &mut Criterion) {
    for workload in [wall(14), complete14()] {
        // Each hand as the command line writes it, and as people type it:
        // groups split by a space.
        let texts: Vec<String> = workload
            .hands
            .iter()
            .enumerate()
            .map(|(index, hand)| {
                let text = hand.to_string();
                if index % 2 == 0 {
                    text
                } else {
                    text.replace('m', "m ").replace('p', "p ")
                }
            })
            .collect();
        let mut group = group(c, "parse", &workload);
        group.bench_function("tehai", |b| {
            b.iter(|| {
                let mut tiles = 0u32;
                for text in &texts {
                    if let Ok(parsed) = black_box(text.as_str()).parse::<tehai::ParsedHand>() {
                        tiles += parsed.hand.tile_count();
                    }
                }
                tiles
            })
        });
        group.bench_function("reference", |b| {
            b.iter(|| {
                let mut tiles = 0u32;
                for text in &texts {
                    if let Ok(parsed) = reference::parse_notation(black_box(text.as_str())) {
                        tiles += parsed.hand.tile_count();
                    }
                }
                tiles
            })
        });
        group.finish();
    }
}

// --------------------------------------------------------------------- rows

/// What the batch calls of the C ABI and the Python package do for each
/// row of 34 counts: build the hand, then answer. The floor under any
/// binding's batch call, measured on a long array (1,000,000 rows, the
/// workload's hands repeated) as the bindings see one.
fn bench_rows(c: &mut Criterion) {
    for workload in [wall(14), complete14()] {
        let rows: Vec<u8> = workload
            .counts
            .iter()
            .cycle()
            .take(1_000_000)
            .flatten()
            .copied()
            .collect();
        let mut group = c.benchmark_group(format!("rows/{}", workload.name));
        group.throughput(Throughput::Elements(1_000_000));
        group.sample_size(10);
        group.warm_up_time(Duration::from_millis(if quick() { 100 } else { 500 }));
        group.measurement_time(Duration::from_secs(if quick() { 1 } else { 4 }));
        let each_row = |answer: fn(&Hand) -> u32| {
            let mut total = 0u32;
            for row in rows.chunks_exact(34) {
                let counts: &[u8; 34] = row.try_into().expect("rows of 34");
                if let Ok(hand) = Hand::from_counts(black_box(counts)) {
                    total = total.wrapping_add(answer(&hand));
                }
            }
            total
        };
        group.bench_function("from_counts", |b| {
            b.iter(|| each_row(|hand| hand.tile_count()))
        });
        group.bench_function("from_counts+is_win", |b| {
            b.iter(|| each_row(|hand| u32::from(tehai::is_win(hand))))
        });
        group.bench_function("from_counts+shanten", |b| {
            b.iter(|| each_row(|hand| tehai::shanten(hand).map_or(0, |numbers| numbers.min as u32)))
        });
        group.finish();
    }
}

criterion_group!(
    benches,
    bench_rows,
    bench_parse,
    bench_decompose,
    bench_win,
    bench_waits,
    bench_shanten
);
criterion_main!(benches);
