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
//!
//! The questions (`decompose`, `waits`, `shanten`) get `&Context::default()`,
//! the plain table, as a constant: the plain path is chosen inside and the
//! choice folds away, so the operations and their names are those of the
//! earlier one-argument calls.

use std::hint::black_box;

use gungraun::{library_benchmark, library_benchmark_group, main};
use tehai::notation::ParsedHand;
use tehai::score::WinContext;
use tehai::{Context, Hand, Tile};
use tehai_callgrind_bench::{HANDS, ScoreWorkload, Workload, score_cases};

fn counts(workload: Workload) -> &'static [[u8; 34]] {
    workload.counts().leak()
}

fn hands(workload: Workload) -> &'static [Hand] {
    workload.hands().leak()
}

/// Each hand with a tile it holds (to discard) and a tile it can draw
/// (fewer than four copies held once the discard is made).
fn exchanges(workload: Workload) -> &'static [(Hand, Tile, Tile)] {
    let hands = workload.hands();
    let mut kinds = Tile::all().cycle().step_by(7);
    let moves: Vec<(Hand, Tile, Tile)> = hands
        .iter()
        .map(|hand| {
            let discarded = hand.tiles().next().expect("a workload hand holds tiles");
            let drawn = kinds
                .by_ref()
                .find(|&tile| hand.count(tile) < 4 || tile == discarded)
                .expect("some kind has a copy left");
            (*hand, discarded, drawn)
        })
        .collect();
    moves.leak()
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
        let _ = black_box(tehai::decompose(black_box(hand), &Context::default()));
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
        if let Ok(set) = tehai::decompose(black_box(hand), &Context::default()) {
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
        let _ = black_box(tehai::waits(black_box(hand), &Context::default()));
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
        let _ = black_box(tehai::shanten(black_box(hand), &Context::default()));
    }
    hands.len()
}

// Following a hand through play: discard a held tile and draw another, on
// a copy of the hand (the copy is part of the count: four 32-bit moves).
#[library_benchmark]
#[bench::wall13(args = (Workload::Wall13), setup = exchanges)]
fn replace(moves: &'static [(Hand, Tile, Tile)]) -> usize {
    for (hand, discarded, drawn) in moves {
        let mut hand = *black_box(hand);
        let _ = black_box(hand.replace(black_box(*discarded), black_box(*drawn)));
        black_box(hand);
    }
    moves.len()
}

// The same with the two separate calls (a draw to 14 tiles, then a discard):
// the draw checks the tile count.
#[library_benchmark]
#[bench::wall13(args = (Workload::Wall13), setup = exchanges)]
fn add_then_remove(moves: &'static [(Hand, Tile, Tile)]) -> usize {
    for (hand, discarded, drawn) in moves {
        let mut hand = *black_box(hand);
        let _ = black_box(hand.add(black_box(*drawn)));
        let _ = black_box(hand.remove(black_box(*discarded)));
        black_box(hand);
    }
    moves.len()
}

fn cases(workload: Workload) -> &'static [(ParsedHand, WinContext)] {
    score_cases(workload).leak()
}

fn scoring(workload: ScoreWorkload) -> &'static [(ParsedHand, WinContext)] {
    workload.cases().leak()
}

// Scoring: the complete14 hands, closed, with a fixed context (riichi, ron,
// dora indicator 3p; `score_cases`), and the criterion bench's workloads
// with random contexts (`ScoreWorkload`).
#[library_benchmark]
#[bench::complete14(args = (Workload::Complete14), setup = cases)]
#[bench::mixed(args = (ScoreWorkload::Mixed), setup = scoring)]
#[bench::closed(args = (ScoreWorkload::Closed), setup = scoring)]
#[bench::chinitsu(args = (ScoreWorkload::Chinitsu), setup = scoring)]
fn score(cases: &'static [(ParsedHand, WinContext)]) -> usize {
    assert_eq!(cases.len(), HANDS);
    for (hand, context) in cases {
        let _ = black_box(tehai::score(black_box(hand), black_box(context)));
    }
    cases.len()
}

library_benchmark_group!(
    name = operations,
    benchmarks = [
        baseline,
        from_counts,
        replace,
        add_then_remove,
        parse,
        decompose,
        decompose_iterate,
        is_win,
        waits,
        shanten,
        score
    ]
);

main!(library_benchmark_groups = operations);
