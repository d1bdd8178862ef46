//! What the expected-value tests share: reading the cases (hands with
//! their expected answers, one JSON object a line) and comparing answers
//! with them number by number.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use serde_json::Value;
use tehai::notation::ParsedTile;
use tehai::score::Wind;
use tehai::{Suit, Tile};

/// The values of one discard as the tests compare them.
#[derive(Clone, Debug, PartialEq)]
pub struct Values {
    /// MPSZ text of the tile thrown (`0m` a red five); empty for a hand
    /// before its draw.
    pub tile: String,
    pub shanten: i64,
    pub useful_count: u64,
    pub tenpai: Vec<f64>,
    pub win: Vec<f64>,
    pub ev: Vec<f64>,
}

/// The workspace root's path to a file of the shared folder beside it, or
/// the one an environment variable names.
pub fn shared_path(variable: &str, relative: &str) -> PathBuf {
    if let Some(path) = std::env::var_os(variable) {
        return PathBuf::from(path);
    }
    // The test kit sits one level below the workspace root.
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(relative)
}

/// The file of generated answers committed in the repository.
pub fn fixture_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data/ev_fixture.jsonl")
}

/// Every case of a file, or `None` (with a message) when it is absent.
pub fn read_cases(path: &Path) -> Option<Vec<Value>> {
    let Ok(contents) = std::fs::read_to_string(path) else {
        println!("skipped: no expected-value cases at {}", path.display());
        return None;
    };
    Some(
        contents
            .lines()
            .filter(|line| !line.trim().is_empty())
            .map(|line| serde_json::from_str(line).expect("a JSON case a line"))
            .collect(),
    )
}

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
pub fn tiles_of(text: &str) -> Vec<ParsedTile> {
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
pub fn counts_of(text: &str) -> ([u8; 34], [u8; 3]) {
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
pub fn wind_of(text: &str) -> Wind {
    match text {
        "1z" => Wind::East,
        "2z" => Wind::South,
        "3z" => Wind::West,
        "4z" => Wind::North,
        _ => panic!("not a wind: {text}"),
    }
}

pub fn text<'a>(value: &'a Value, field: &str) -> &'a str {
    value[field]
        .as_str()
        .unwrap_or_else(|| panic!("no text field {field}"))
}

/// Whether `actual` is `expected` within the tolerances.
pub fn close(actual: f64, expected: f64) -> bool {
    let difference = (actual - expected).abs();
    difference <= ABSOLUTE || difference <= RELATIVE * expected.abs().max(actual.abs())
}

/// Tallies of one run.
#[derive(Default)]
pub struct Tally {
    pub cases: usize,
    pub cases_matching: usize,
    pub numbers: usize,
    pub numbers_matching: usize,
    /// The largest relative difference among the numbers compared.
    pub worst: f64,
    pub mismatches: Vec<String>,
}

/// The expected values of a case.
pub fn expected_of(case: &Value) -> Vec<Values> {
    let list = case["expect"]["discards"]
        .as_array()
        .expect("a discard list");
    list.iter()
        .map(|entry| {
            let vector = |name: &str| -> Vec<f64> {
                entry[name]
                    .as_array()
                    .unwrap_or_else(|| panic!("no {name} vector"))
                    .iter()
                    .map(|value| value.as_f64().unwrap_or(f64::NAN))
                    .collect()
            };
            Values {
                tile: text(entry, "tile").to_string(),
                shanten: entry["shanten"].as_i64().unwrap_or(i64::MIN),
                useful_count: entry["useful_count"].as_u64().unwrap_or(u64::MAX),
                tenpai: vector("tenpai"),
                win: vector("win"),
                ev: vector("ev"),
            }
        })
        .collect()
}

/// Compares one case's answers, noting every difference in `tally`.
pub fn compare_case(id: &str, actual: &[Values], expected: &[Values], tally: &mut Tally) {
    tally.cases += 1;
    let mut same = actual.len() == expected.len();
    if !same {
        tally.mismatches.push(format!(
            "{id}: {} discards expected {}",
            actual.len(),
            expected.len()
        ));
    }
    for (actual, wanted) in actual.iter().zip(expected) {
        same &= compare(id, actual, wanted, tally);
    }
    tally.cases_matching += usize::from(same);
}

/// Compares one discard with its expected entry.
fn compare(id: &str, actual: &Values, expected: &Values, tally: &mut Tally) -> bool {
    let mut same = true;
    let tile = actual.tile.clone();
    let mut note = |what: String| {
        tally.mismatches.push(format!("{id} {tile}: {what}"));
    };
    if actual.tile != expected.tile {
        note(format!("tile, expected {}", expected.tile));
        same = false;
    }
    if actual.shanten != expected.shanten {
        note(format!(
            "shanten {} expected {}",
            actual.shanten, expected.shanten
        ));
        same = false;
    }
    if actual.useful_count != expected.useful_count {
        note(format!(
            "useful_count {} expected {}",
            actual.useful_count, expected.useful_count
        ));
        same = false;
    }
    for (name, values, wanted) in [
        ("tenpai", &actual.tenpai, &expected.tenpai),
        ("win", &actual.win, &expected.win),
        ("ev", &actual.ev, &expected.ev),
    ] {
        if values.len() != wanted.len() {
            note(format!(
                "{name}: {} values expected {}",
                values.len(),
                wanted.len()
            ));
            same = false;
        }
        for (k, (&value, &want)) in values.iter().zip(wanted).enumerate() {
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

impl Tally {
    /// Prints the tally and fails on any mismatch.
    pub fn finish(&self) {
        println!(
            "{} of {} cases match; {} of {} numbers; largest relative difference {:e}",
            self.cases_matching, self.cases, self.numbers_matching, self.numbers, self.worst
        );
        for mismatch in &self.mismatches {
            println!("{mismatch}");
        }
        assert!(
            self.mismatches.is_empty(),
            "{} mismatches",
            self.mismatches.len()
        );
    }
}
