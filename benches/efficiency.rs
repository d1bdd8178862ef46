//! Criterion benches for tile efficiency: tehai's useful tiles and discard
//! table, the brute-force reference (the shanten number of the hand with
//! each tile drawn or thrown) and the peer crate `xiangting`
//! (`calculate_necessary_tiles`, `calculate_unnecessary_tiles`), side by
//! side in the same group on the same seeded workloads.
//!
//! The workloads are built before timing, in each library's own form
//! (`Hand` for tehai, `[u8; 34]` for xiangting); each iteration runs the
//! whole workload once and criterion reports hands per second
//! (`Throughput::Elements`). Per-hand time is the iteration time divided by
//! the number of hands.
//!
//! Workloads (2,048 hands each):
//! * `wall13` / `wall14` — dealt from a shuffled 136-tile wall, as in
//!   `benches/tehai.rs` (the test kit's `Workload`s, as are all of these);
//! * `tenpai13` / `near14` — a random complete hand less one tile, or with
//!   one tile swapped (the hard, low-shanten shapes);
//! * `sanma13` / `sanma14` — dealt from the 108 tiles of three-player
//!   mahjong, with `Players::Three`;
//! * `seen13` / `seen14` — `wall13` / `wall14` with 30 random tiles seen
//!   (the table path: `useful_tiles` and `discards` with a seen set; the
//!   id `tehai_with` is kept so that results compare across versions).
//!
//! `TEHAI_BENCH_QUICK=1` shortens every measurement.

use std::hint::black_box;
use std::time::Duration;

use criterion::{
    BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main, measurement::WallTime,
};
use tehai::{Context, Hand, Players, TileCounts};
use tehai_testkit::{Rng, Workload as Hands};

/// One workload in both representations, with a seen set per hand.
struct Workload {
    name: &'static str,
    counts: Vec<[u8; 34]>,
    hands: Vec<Hand>,
    seen: Vec<TileCounts>,
}

impl Workload {
    /// The same hands with `tiles` random tiles seen besides each.
    fn with_seen(mut self, name: &'static str, tiles: usize, seed: u64) -> Workload {
        let mut rng = Rng(seed);
        self.name = name;
        self.seen = self
            .counts
            .iter()
            .map(|held| {
                let seen = rng.seen_besides(held, tiles);
                TileCounts::from_counts(&seen).expect("at most four of a kind")
            })
            .collect();
        self
    }
}

/// One of the kit's seeded workloads, nothing seen besides its hands.
fn seeded(workload: Hands) -> Workload {
    let counts = workload.counts();
    Workload {
        name: workload.name(),
        hands: workload.hands(),
        seen: vec![TileCounts::EMPTY; counts.len()],
        counts,
    }
}

fn quick() -> bool {
    std::env::var_os("TEHAI_BENCH_QUICK").is_some()
}

fn group<'a>(
    c: &'a mut Criterion,
    name: &str,
    workload: &Workload,
) -> BenchmarkGroup<'a, WallTime> {
    let mut group = c.benchmark_group(format!("{name}/{}", workload.name));
    group.throughput(Throughput::Elements(workload.hands.len() as u64));
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

fn xiangting_players(players: Players) -> xiangting::PlayerCount {
    match players {
        Players::Four => xiangting::PlayerCount::Four,
        Players::Three => xiangting::PlayerCount::Three,
    }
}

/// The reference: the shanten number after each draw.
fn reference_useful(hand: &Hand) -> u64 {
    let Ok(before) = tehai::shanten(hand, &Context::default()) else {
        return 0;
    };
    let mut useful = 0u64;
    for tile in tehai::Tile::all() {
        if let Ok(drawn) = hand.with_added(tile) {
            if tehai::shanten(&drawn, &Context::default()).is_ok_and(|after| after.min < before.min)
            {
                useful |= 1 << tile.index();
            }
        }
    }
    useful
}

fn bench_useful(c: &mut Criterion) {
    for (workload, players) in [
        (seeded(Hands::Wall13), Players::Four),
        (seeded(Hands::Tenpai13), Players::Four),
        (seeded(Hands::Sanma13), Players::Three),
    ] {
        let mut group = group(c, "useful_tiles", &workload);
        group.bench_function("tehai", |b| {
            let context = Context::default().with_players(players);
            b.iter(|| {
                let mut sum = 0u32;
                for hand in &workload.hands {
                    let useful = match players {
                        Players::Four => {
                            tehai::useful_tiles(black_box(hand), &Context::default()).ok()
                        }
                        Players::Three => tehai::useful_tiles(black_box(hand), &context).ok(),
                    };
                    sum += useful.map_or(0, |u| u.count());
                }
                sum
            })
        });
        group.bench_function("xiangting", |b| {
            b.iter(|| {
                let mut sum = 0u32;
                for counts in &workload.counts {
                    if let Ok((_, tiles)) = xiangting::calculate_necessary_tiles(
                        black_box(counts),
                        xiangting_players(players),
                    ) {
                        sum += tiles.count_ones();
                    }
                }
                sum
            })
        });
        if players == Players::Four {
            group.bench_function("reference", |b| {
                b.iter(|| {
                    let mut sum = 0u32;
                    for hand in &workload.hands {
                        sum += reference_useful(black_box(hand)).count_ones();
                    }
                    sum
                })
            });
        }
        group.finish();
    }
    let seen = seeded(Hands::Wall13).with_seen("seen13", 30, 50);
    let mut group = group(c, "useful_tiles", &seen);
    group.bench_function("tehai_with", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (hand, seen) in seen.hands.iter().zip(&seen.seen) {
                let context = Context::default().with_seen(*seen);
                if let Ok(useful) = tehai::useful_tiles(black_box(hand), &context) {
                    sum += useful.count();
                }
            }
            sum
        })
    });
    group.finish();
}

/// The reference discard table: the useful tiles of each discard by brute
/// force (rows unsorted).
fn reference_discards(hand: &Hand) -> u32 {
    let mut total = 0;
    for tile in tehai::Tile::all().filter(|&t| hand.count(t) > 0) {
        let mut rest = *hand;
        if rest.remove(tile).is_ok() {
            total += reference_useful(&rest).count_ones();
        }
    }
    total
}

fn bench_discards(c: &mut Criterion) {
    for (workload, players) in [
        (seeded(Hands::Wall14), Players::Four),
        (seeded(Hands::Near14), Players::Four),
        (seeded(Hands::Sanma14), Players::Three),
    ] {
        let mut group = group(c, "discards", &workload);
        group.bench_function("tehai", |b| {
            let context = Context::default().with_players(players);
            b.iter(|| {
                let mut sum = 0u32;
                for hand in &workload.hands {
                    let table = match players {
                        Players::Four => tehai::discards(black_box(hand), &Context::default()).ok(),
                        Players::Three => tehai::discards(black_box(hand), &context).ok(),
                    };
                    sum += table
                        .and_then(|t| t.best().map(|row| row.count))
                        .unwrap_or(0);
                }
                sum
            })
        });
        group.bench_function("xiangting", |b| {
            b.iter(|| {
                let mut sum = 0u32;
                for counts in &workload.counts {
                    if let Ok((_, tiles)) = xiangting::calculate_unnecessary_tiles(
                        black_box(counts),
                        xiangting_players(players),
                    ) {
                        sum += tiles.count_ones();
                    }
                }
                sum
            })
        });
        if players == Players::Four {
            group.bench_function("reference", |b| {
                b.iter(|| {
                    let mut sum = 0u32;
                    for hand in &workload.hands {
                        sum += reference_discards(black_box(hand));
                    }
                    sum
                })
            });
        }
        group.finish();
    }
    let seen = seeded(Hands::Wall14).with_seen("seen14", 30, 51);
    let mut group = group(c, "discards", &seen);
    group.bench_function("tehai_with", |b| {
        b.iter(|| {
            let mut sum = 0u32;
            for (hand, seen) in seen.hands.iter().zip(&seen.seen) {
                let context = Context::default().with_seen(*seen);
                if let Ok(table) = tehai::discards(black_box(hand), &context) {
                    sum += table.best().map_or(0, |row| row.count);
                }
            }
            sum
        })
    });
    group.finish();
}

criterion_group!(benches, bench_useful, bench_discards);
criterion_main!(benches);
