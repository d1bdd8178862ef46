//! Criterion benches for the expected-value analysis: tehai's engine and the
//! test kit's plain reference model, side by side on the same hands.
//!
//! The hands are those of the committed fixture `tests/data/ev_fixture.jsonl`
//! (seen tiles, one to three indicators, red fives, both seats), grouped by
//! the shanten number of the 14-tile hand: `s1` (80 hands), `s2` (80) and
//! `s3` (6). Each iteration analyses every hand of a group once, with a
//! workspace allocated before timing and reused; criterion reports hands per
//! second. The reference takes a tenth of a second a hand at one shanten
//! and seconds beyond, so it runs on `s1` only. mahjong-cpp, the peer, is a
//! C++ program: its times on the same hands are in BENCHMARKS.md.
//!
//! `TEHAI_BENCH_QUICK=1` shortens every measurement.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use serde_json::Value;
use tehai::TileCounts;
use tehai::ev::{self, EvQuestion};
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::score::Wind;
use tehai_testkit::ev_reference;

/// One fixture hand, in both models' forms.
struct Hand {
    parsed: ParsedHand,
    indicators: Vec<ParsedTile>,
    seen: [u8; 34],
    seen_reds: [u8; 3],
    round_wind: Wind,
    seat_wind: Wind,
}

impl Hand {
    fn question(&self) -> EvQuestion<'_> {
        let mut question = EvQuestion::new(self.parsed);
        question.dora_indicators = &self.indicators;
        question.seen = TileCounts::from_counts(&self.seen).expect("seen counts");
        question.seen_red_fives = self.seen_reds;
        question.round_wind = self.round_wind;
        question.seat_wind = self.seat_wind;
        question
    }

    fn reference(&self) -> ev_reference::EvQuestion {
        ev_reference::EvQuestion {
            hand: self.parsed.hand.counts(),
            red_fives: self.parsed.red_fives,
            dora_indicators: self.indicators.clone(),
            seen: self.seen,
            seen_red_fives: self.seen_reds,
            round_wind: self.round_wind,
            seat_wind: self.seat_wind,
            options: ev::EvOptions::default(),
        }
    }
}

/// Tiles of MPSZ text (`0` a red five), any number of them.
fn tiles(text: &str) -> Vec<ParsedTile> {
    let mut out = Vec::new();
    let mut digits = Vec::new();
    for character in text.chars() {
        if let Some(digit) = character.to_digit(10) {
            digits.push(digit as u8);
            continue;
        }
        let suit = tehai::Suit::from_letter(character).expect("an MPSZ suit");
        for &digit in &digits {
            let rank = if digit == 0 { 4 } else { digit - 1 };
            let tile = tehai::Tile::from_suit_rank(suit, rank).expect("a tile");
            out.push(ParsedTile::new(tile, digit == 0).expect("a red five"));
        }
        digits.clear();
    }
    out
}

fn wind(text: &str) -> Wind {
    Wind::from_tile(text.parse().expect("a tile")).expect("a wind")
}

/// The fixture's hands whose id starts with `prefix`.
fn hands(prefix: &str) -> Vec<Hand> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ev_fixture.jsonl");
    let text = std::fs::read_to_string(path).expect("the fixture");
    text.lines()
        .map(|line| serde_json::from_str::<Value>(line).expect("a JSON line"))
        .filter(|case| case["id"].as_str().is_some_and(|id| id.starts_with(prefix)))
        .map(|case| {
            let input = &case["input"];
            let field = |name: &str| input[name].as_str().unwrap_or("");
            let mut seen = [0u8; 34];
            let mut seen_reds = [0u8; 3];
            for tile in tiles(field("seen")) {
                seen[tile.tile().index()] += 1;
                if tile.is_red() {
                    seen_reds[tile.tile().suit().index()] += 1;
                }
            }
            Hand {
                parsed: field("hand").parse().expect("an MPSZ hand"),
                indicators: tiles(field("dora_indicators")),
                seen,
                seen_reds,
                round_wind: wind(field("round_wind")),
                seat_wind: wind(field("seat_wind")),
            }
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let quick = std::env::var_os("TEHAI_BENCH_QUICK").is_some();
    for (group_name, prefix, reference) in [
        ("s1", "fx1-", true),
        ("s2", "fx2-", false),
        ("s3", "fx3-", false),
    ] {
        let hands = hands(prefix);
        // One workspace, as large as the largest graph of the group needs.
        let words = hands
            .iter()
            .map(|hand| {
                ev::analyse_owned(&hand.question())
                    .expect("a valid question")
                    .stats()
                    .words_needed
            })
            .max()
            .unwrap_or(0);
        let mut workspace = vec![0u64; words];
        let mut group = c.benchmark_group(format!("ev_{group_name}"));
        group.throughput(Throughput::Elements(hands.len() as u64));
        group.sample_size(10);
        group.measurement_time(Duration::from_secs(if quick { 1 } else { 10 }));
        group.warm_up_time(Duration::from_secs(1));
        group.bench_function("tehai", |b| {
            b.iter(|| {
                for hand in &hands {
                    let analysis = ev::analyse(&hand.question(), &mut workspace);
                    black_box(analysis.expect("a workspace large enough"));
                }
            });
        });
        if reference {
            group.bench_function("reference", |b| {
                b.iter(|| {
                    for hand in &hands {
                        black_box(ev_reference::expected_values(&hand.reference()).expect("valid"));
                    }
                });
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
