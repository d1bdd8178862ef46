//! The expected-value reference model against 24 published cases of the
//! reference tool: every discard's tile, shanten number, useful-tile count
//! and its 17 tenpai probabilities, win probabilities and expected scores.
//!
//! The cases are read from `../shared/ev/public_cases.jsonl` relative to the
//! workspace root, or from the file named by `TEHAI_EV_CASES`; without the
//! file the tests say so and pass. The 3-shanten cases build graphs of
//! about a million edges and take a minute together, so they are left out
//! of the default run: `cargo test -p tehai-testkit --release --test
//! ev_public_cases -- --include-ignored` runs them too.

mod ev_common;

use std::time::Instant;

use ev_common::{
    Tally, Values, compare_case, counts_of, expected_of, read_cases, shared_path, text, tiles_of,
    wind_of,
};
use serde_json::Value;
use tehai_testkit::ev_reference::{EvQuestion, expected_values};

/// The question of a case's `input`.
fn question_of(input: &Value) -> EvQuestion {
    let (hand, red_fives) = counts_of(text(input, "hand"));
    let (seen, seen_red_fives) = counts_of(input["seen"].as_str().unwrap_or(""));
    EvQuestion {
        hand,
        red_fives,
        dora_indicators: tiles_of(text(input, "dora_indicators")),
        seen,
        seen_red_fives,
        round_wind: wind_of(text(input, "round_wind")),
        seat_wind: wind_of(text(input, "seat_wind")),
        options: tehai::ev::EvOptions::default(),
    }
}

/// Runs every case whose id starts with one of `prefixes`.
fn check(prefixes: &[&str]) {
    let path = shared_path("TEHAI_EV_CASES", "shared/ev/public_cases.jsonl");
    let Some(cases) = read_cases(&path) else {
        return;
    };
    let mut tally = Tally::default();
    for case in &cases {
        let id = text(case, "id");
        if !prefixes.iter().any(|prefix| id.starts_with(prefix)) {
            continue;
        }
        let started = Instant::now();
        let answer = expected_values(&question_of(&case["input"])).expect("a valid question");
        println!(
            "{id}: {:.2} s, {} draw states, {} discard states, {} edges",
            started.elapsed().as_secs_f64(),
            answer.draw_states,
            answer.discard_states,
            answer.edges
        );
        let actual: Vec<Values> = answer
            .discards
            .iter()
            .map(|values| Values {
                tile: values.tile.map(|tile| tile.to_string()).unwrap_or_default(),
                shanten: i64::from(values.shanten),
                useful_count: u64::from(values.useful_count),
                tenpai: values.tenpai.to_vec(),
                win: values.win.to_vec(),
                ev: values.ev.to_vec(),
            })
            .collect();
        compare_case(id, &actual, &expected_of(case), &mut tally);
    }
    tally.finish();
}

#[test]
fn one_shanten_cases() {
    check(&["s1-"]);
}

#[test]
fn two_shanten_cases() {
    check(&["s2-"]);
}

#[test]
#[ignore = "about a minute: run with --release -- --include-ignored"]
fn three_shanten_cases() {
    check(&["s3-"]);
}
