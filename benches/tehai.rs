//! Criterion benches: tehai's fast paths, the reference oracles of the test
//! kit (`tehai_testkit::reference`) and the peer crate `xiangting`, side by
//! side in the same group on the same fixed, seeded workloads
//! (`tehai_testkit::Workload`). Results and the command are in BENCHMARKS.md.
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
//! * `tenpai13` — a `complete14` hand less one random tile;
//! * `space` — a whole single-suit space, swept once per iteration.
//!
//! tehai's questions get `&Context::default()`, the plain table, as a
//! constant: its fast path is chosen inside, and the choice folds away.
//!
//! `TEHAI_BENCH_QUICK=1` shortens every measurement (used for smoke runs).
#![allow(clippy::needless_range_loop)]

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, SamplingMode, Throughput, criterion_group, criterion_main,
    measurement::WallTime,
};
use tehai::{Context, Hand};
use tehai_testkit::{Workload as Hands, number_suit_space, reference, tile_count};

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

/// One of the kit's seeded workloads.
fn seeded(hands: Hands) -> Workload {
    Workload::new(hands.name(), hands.counts())
}

/// Every single-suit count vector (9 ranks, each 0..=4, at most 14 tiles),
/// placed in the man suit; `keep` filters it.
fn suit_space(name: &'static str, keep: impl Fn(&[u8; 34]) -> bool) -> Workload {
    Workload::new(name, number_suit_space().into_iter().filter(keep).collect())
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
                if let Ok(set) = tehai::decompose(black_box(hand), &Context::default()) {
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
    for workload in [
        seeded(Hands::Complete14),
        seeded(Hands::Wall14),
        seeded(Hands::Chinitsu14),
    ] {
        let mut group = group(c, "decompose", &workload);
        decompose_pair(&mut group, &workload);
        group.finish();
    }
    // Every complete single-suit pattern (3N or 3N + 2 tiles, at least one
    // decomposition): 21,743 count vectors.
    let space = suit_space("space_complete", |counts| {
        tile_count(counts) % 3 != 1 && !reference::decompose_backtracking(counts).is_empty()
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
    for workload in [
        seeded(Hands::Complete14),
        seeded(Hands::Wall14),
        seeded(Hands::Chinitsu14),
    ] {
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
                if let Ok(w) = tehai::waits(black_box(hand), &Context::default()) {
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
    let tenpai = seeded(Hands::Tenpai13);
    for workload in [tenpai, seeded(Hands::Wall13), seeded(Hands::Chinitsu13)] {
        let mut group = group(c, "waits", &workload);
        let reference = strided(&workload, 8);
        waits_pair(&mut group, &workload, &reference);
        group.finish();
    }
    // Every single-suit hand of 3N + 1 tiles.
    let space = suit_space("space", |counts| tile_count(counts) % 3 == 1);
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
                if let Ok(s) = tehai::shanten(black_box(hand), &Context::default()) {
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
    for workload in [
        seeded(Hands::Wall14),
        seeded(Hands::Wall13),
        seeded(Hands::Chinitsu14),
        seeded(Hands::Complete14),
    ] {
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
    for workload in [seeded(Hands::Wall14), seeded(Hands::Complete14)] {
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
                    if let Ok(parsed) =
                        black_box(text.as_str()).parse::<tehai::notation::ParsedHand>()
                    {
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
    for workload in [seeded(Hands::Wall14), seeded(Hands::Complete14)] {
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
            b.iter(|| {
                each_row(|hand| {
                    tehai::shanten(hand, &Context::default())
                        .map_or(0, |numbers| numbers.min as u32)
                })
            })
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
