//! Criterion benches of scoring, side by side with `decompose` on the same
//! hands (the decomposition is the first step of every score). Results and
//! the command are in BENCHMARKS.md.
//!
//! Every workload is a fixed, seeded list of winning hands (the test kit's
//! `ScoreWorkload`), each with a
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
use tehai::Context;
use tehai::notation::ParsedHand;
use tehai::score::WinContext;
use tehai_testkit::ScoreWorkload;

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
fn side_by_side(c: &mut Criterion, name: &str, cases: &[(ParsedHand, WinContext)]) {
    let mut group = group(c, name, cases.len());
    group.bench_function("score", |b| {
        b.iter(|| {
            let mut total = 0u64;
            for (hand, context) in cases {
                if let Ok(score) = tehai::score(black_box(hand), black_box(context)) {
                    total += u64::from(score.total());
                }
            }
            total
        })
    });
    group.bench_function("decompose", |b| {
        b.iter(|| {
            let mut readings = 0usize;
            for (hand, _) in cases {
                if let Ok(set) = tehai::decompose(black_box(&hand.hand), &Context::default()) {
                    readings += set.len();
                }
            }
            readings
        })
    });
    group.finish();
}

fn bench_score(c: &mut Criterion) {
    for workload in ScoreWorkload::ALL {
        side_by_side(c, workload.name(), &workload.cases());
    }
}

criterion_group!(benches, bench_score);
criterion_main!(benches);
