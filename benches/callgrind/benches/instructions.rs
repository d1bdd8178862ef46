//! Instruction counts of every public operation of tehai, under callgrind
//! (gungraun), on the seeded workloads of the criterion benches.
//!
//! Each benchmark calls one operation once on each of the workload's 2,048
//! hands ([`HANDS`]), in a plain loop, and black-boxes every result. Building
//! the hands (and their text) happens in the `setup` function, which is not
//! measured; the hands are leaked there so that freeing them is not measured
//! either. So:
//!
//! * instructions per call = reported instructions / 2,048;
//! * `baseline` is the same loop with no call in it (each hand black-boxed):
//!   its count / 2,048 is the loop's own cost per hand, a few instructions,
//!   to subtract for the call alone.
//!
//! `per_call.py` (next to Cargo.toml) prints that division as a table.

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use tehai::Hand;
use tehai_callgrind_bench::{HANDS, Workload};

fn counts(workload: Workload) -> &'static [[u8; 34]] {
    workload.counts().leak()
}

fn hands(workload: Workload) -> &'static [Hand] {
    workload.hands().leak()
}

fn texts(workload: Workload) -> &'static [String] {
    workload.texts().leak()
}

// The loop alone: per hand, a load through `black_box` and nothing else.
#[library_benchmark]
#[bench::wall14(args = (Workload::Wall14), setup = hands)]
fn baseline(hands: &'static [Hand]) -> usize {
    assert_eq!(hands.len(), HANDS);
    for hand in hands {
        black_box(black_box(hand));
    }
    hands.len()
}

#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = counts)]
#[bench::wall14(args = (Workload::Wall14), setup = counts)]
#[bench::wall13(args = (Workload::Wall13), setup = counts)]
#[bench::chinitsu14(args = (Workload::Chinitsu14), setup = counts)]
fn from_counts(counts: &'static [[u8; 34]]) -> usize {
    for counts in counts {
        let _ = black_box(Hand::from_counts(black_box(counts)));
    }
    counts.len()
}

#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = texts)]
#[bench::wall14(args = (Workload::Wall14), setup = texts)]
#[bench::wall13(args = (Workload::Wall13), setup = texts)]
#[bench::chinitsu14(args = (Workload::Chinitsu14), setup = texts)]
fn parse(texts: &'static [String]) -> usize {
    for text in texts {
        let _ = black_box(black_box(text.as_str()).parse::<Hand>());
    }
    texts.len()
}

#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = hands)]
#[bench::wall14(args = (Workload::Wall14), setup = hands)]
#[bench::chinitsu14(args = (Workload::Chinitsu14), setup = hands)]
fn decompose(hands: &'static [Hand]) -> usize {
    for hand in hands {
        let _ = black_box(tehai::decompose(black_box(hand)));
    }
    hands.len()
}

// The full answer: decompose, then write out every decomposition (the
// lazy result builds blocks only when iterated) and count its blocks.
#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = hands)]
#[bench::wall14(args = (Workload::Wall14), setup = hands)]
#[bench::chinitsu14(args = (Workload::Chinitsu14), setup = hands)]
fn decompose_iterate(hands: &'static [Hand]) -> usize {
    for hand in hands {
        let mut blocks = 0usize;
        if let Ok(set) = tehai::decompose(black_box(hand)) {
            for decomposition in &set {
                blocks += decomposition.blocks().len();
            }
        }
        black_box(blocks);
    }
    hands.len()
}

#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = hands)]
#[bench::wall14(args = (Workload::Wall14), setup = hands)]
#[bench::chinitsu14(args = (Workload::Chinitsu14), setup = hands)]
fn is_win(hands: &'static [Hand]) -> usize {
    for hand in hands {
        black_box(tehai::is_win(black_box(hand)));
    }
    hands.len()
}

#[library_benchmark]
#[bench::tenpai13(args = (Workload::Tenpai13), setup = hands)]
#[bench::wall13(args = (Workload::Wall13), setup = hands)]
#[bench::chinitsu13(args = (Workload::Chinitsu13), setup = hands)]
fn waits(hands: &'static [Hand]) -> usize {
    for hand in hands {
        let _ = black_box(tehai::waits(black_box(hand)));
    }
    hands.len()
}

#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = hands)]
#[bench::wall14(args = (Workload::Wall14), setup = hands)]
#[bench::wall13(args = (Workload::Wall13), setup = hands)]
#[bench::chinitsu14(args = (Workload::Chinitsu14), setup = hands)]
#[bench::chinitsu13(args = (Workload::Chinitsu13), setup = hands)]
#[bench::tenpai13(args = (Workload::Tenpai13), setup = hands)]
fn shanten(hands: &'static [Hand]) -> usize {
    for hand in hands {
        let _ = black_box(tehai::shanten(black_box(hand)));
    }
    hands.len()
}

library_benchmark_group!(
    name = operations,
    benchmarks = [
        baseline,
        from_counts,
        parse,
        decompose,
        decompose_iterate,
        is_win,
        waits,
        shanten
    ]
);

main!(library_benchmark_groups = operations);
