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

use std::path::PathBuf;
use std::time::Instant;

use serde_json::Value;
use tehai::notation::ParsedTile;
use tehai::score::Wind;
use tehai::{Suit, Tile};
use tehai_testkit::ev_reference::{DiscardValues, EvQuestion, REPORTED_TURNS, expected_values};

/// Relative tolerance of every number compared.
const RELATIVE: f64 = 1e-9;
/// Absolute tolerance, for numbers near 0.
const ABSOLUTE: f64 = 1e-12;

/// The cases' file: `TEHAI_EV_CASES`, else the default path.
fn cases_path() -> PathBuf {
    if let Some(path) = std::env::var_os("TEHAI_EV_CASES") {
        return PathBuf::from(path);
    }
    // The test kit sits one level below the workspace root.
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/ev/public_cases.jsonl")
}

/// Tiles of MPSZ text, `0` a red five; any number of tiles.
fn tiles_of(text: &str) -> Vec<ParsedTile> {
    let mut tiles = Vec::new();
    let mut digits = Vec::new();
    for character in text.chars() {
        if let Some(digit) = character.to_digit(10) {
            digits.push(digit as u8);
            continue;
        }
        let suit = Suit::from_letter(character).unwrap_or_else(|| panic!("not MPSZ: {text}"));
        for &digit in &digits {
            let red = digit == 0;
            let rank = if red { 4 } else { digit - 1 };
            let tile =
                Tile::from_suit_rank(suit, rank).unwrap_or_else(|| panic!("not a tile in {text}"));
            tiles.push(
                ParsedTile::new(tile, red).unwrap_or_else(|| panic!("not a red five in {text}")),
            );
        }
        digits.clear();
    }
    assert!(digits.is_empty(), "digits without a suit in {text}");
    tiles
}

/// 34 kind counts and red fives per suit of MPSZ text.
fn counts_of(text: &str) -> ([u8; 34], [u8; 3]) {
    let mut counts = [0u8; 34];
    let mut reds = [0u8; 3];
    for tile in tiles_of(text) {
        counts[tile.tile().index()] += 1;
        if tile.is_red() {
            reds[tile.tile().suit().index()] += 1;
        }
    }
    (counts, reds)
}

/// The wind of an honor tile written `1z` to `4z`.
fn wind_of(text: &str) -> Wind {
    match text {
        "1z" => Wind::East,
        "2z" => Wind::South,
        "3z" => Wind::West,
        "4z" => Wind::North,
        _ => panic!("not a wind: {text}"),
    }
}

fn text<'a>(value: &'a Value, field: &str) -> &'a str {
    value[field]
        .as_str()
        .unwrap_or_else(|| panic!("no text field {field}"))
}

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
    }
}

/// Whether `actual` is `expected` within the tolerances.
fn close(actual: f64, expected: f64) -> bool {
    let difference = (actual - expected).abs();
    difference <= ABSOLUTE || difference <= RELATIVE * expected.abs().max(actual.abs())
}

/// Tallies of one run.
#[derive(Default)]
struct Tally {
    cases: usize,
    cases_matching: usize,
    numbers: usize,
    numbers_matching: usize,
    /// The largest relative difference among the numbers compared.
    worst: f64,
    mismatches: Vec<String>,
}

/// Compares one discard with its expected entry, noting every difference.
fn compare(id: &str, actual: &DiscardValues, expected: &Value, tally: &mut Tally) -> bool {
    let mut same = true;
    let tile = actual.tile.map(|tile| tile.to_string()).unwrap_or_default();
    let mut note = |what: String| {
        tally.mismatches.push(format!("{id} {tile}: {what}"));
    };
    if tile != text(expected, "tile") {
        note(format!("tile, expected {}", text(expected, "tile")));
        same = false;
    }
    let shanten = expected["shanten"].as_i64().unwrap_or(i64::MIN);
    if i64::from(actual.shanten) != shanten {
        note(format!("shanten {} expected {shanten}", actual.shanten));
        same = false;
    }
    let useful = expected["useful_count"].as_u64().unwrap_or(u64::MAX);
    if u64::from(actual.useful_count) != useful {
        note(format!(
            "useful_count {} expected {useful}",
            actual.useful_count
        ));
        same = false;
    }
    for (name, values) in [
        ("tenpai", &actual.tenpai),
        ("win", &actual.win),
        ("ev", &actual.ev),
    ] {
        let wanted = expected[name]
            .as_array()
            .unwrap_or_else(|| panic!("no {name} vector"));
        assert_eq!(wanted.len(), REPORTED_TURNS, "{id} {tile}: {name} length");
        for (k, (&value, want)) in values.iter().zip(wanted).enumerate() {
            let want = want.as_f64().unwrap_or(f64::NAN);
            tally.numbers += 1;
            let scale = want.abs().max(value.abs());
            if scale > 0.0 {
                tally.worst = tally.worst.max((value - want).abs() / scale);
            }
            if close(value, want) {
                tally.numbers_matching += 1;
            } else {
                note(format!("{name}[{k}] {value:e} expected {want:e}"));
                same = false;
            }
        }
    }
    same
}

/// Runs every case whose id starts with one of `prefixes`.
fn check(prefixes: &[&str]) {
    let path = cases_path();
    let Ok(contents) = std::fs::read_to_string(&path) else {
        println!(
            "skipped: no expected-value cases at {} (set TEHAI_EV_CASES)",
            path.display()
        );
        return;
    };
    let mut tally = Tally::default();
    for line in contents.lines().filter(|line| !line.trim().is_empty()) {
        let case: Value = serde_json::from_str(line).expect("a JSON case a line");
        let id = text(&case, "id");
        if !prefixes.iter().any(|prefix| id.starts_with(prefix)) {
            continue;
        }
        tally.cases += 1;
        let started = Instant::now();
        let answer = expected_values(&question_of(&case["input"])).expect("a valid question");
        println!(
            "{id}: {:.2} s, {} draw states, {} discard states, {} edges",
            started.elapsed().as_secs_f64(),
            answer.draw_states,
            answer.discard_states,
            answer.edges
        );
        let expected = case["expect"]["discards"]
            .as_array()
            .expect("a discard list");
        let mut same = answer.discards.len() == expected.len();
        if !same {
            tally.mismatches.push(format!(
                "{id}: {} discards expected {}",
                answer.discards.len(),
                expected.len()
            ));
        }
        for (actual, wanted) in answer.discards.iter().zip(expected) {
            same &= compare(id, actual, wanted, &mut tally);
        }
        tally.cases_matching += usize::from(same);
    }
    println!(
        "{} of {} cases match; {} of {} numbers; largest relative difference {:e}",
        tally.cases_matching, tally.cases, tally.numbers_matching, tally.numbers, tally.worst
    );
    for mismatch in &tally.mismatches {
        println!("{mismatch}");
    }
    assert!(
        tally.mismatches.is_empty(),
        "{} mismatches",
        tally.mismatches.len()
    );
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
