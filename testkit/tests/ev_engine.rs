//! tehai's expected-value analysis against the published cases of the
//! reference tool, the committed fixture of its answers, and the plain
//! reference model of the test kit on seeded hands.

mod ev_common;

use std::time::Instant;

use ev_common::{
    Tally, Values, compare_case, counts_of, expected_of, fixture_path, read_cases, shared_path,
    text, tiles_of, wind_of,
};
use serde_json::Value;
use tehai::TileCounts;
use tehai::ev::{self, EvAnalysis, EvQuestion};
use tehai::notation::{ParsedHand, ParsedTile};

/// Words of workspace every test question fits in.
fn workspace_for(question: &EvQuestion<'_>) -> Vec<u64> {
    let words = ev::workspace_words(question).expect("a valid question");
    vec![0u64; words]
}

/// Analyses a question, growing the workspace until it fits.
fn analyse(question: &EvQuestion<'_>) -> EvAnalysis {
    let mut workspace = workspace_for(question);
    loop {
        match ev::analyse(question, &mut workspace) {
            Err(tehai::Error::WorkspaceTooSmall) => {
                let words = workspace.len() * 2;
                workspace = vec![0u64; words];
            }
            other => return other.expect("a valid question"),
        }
    }
}

/// The values of an analysis as the tests compare them.
fn values_of(analysis: &EvAnalysis) -> Vec<Values> {
    analysis
        .discards()
        .iter()
        .map(|discard| Values {
            tile: discard.tile.map(|tile| tile.to_string()).unwrap_or_default(),
            shanten: i64::from(discard.shanten),
            useful_count: u64::from(discard.useful_count),
            tenpai: discard.tenpai_by_draws().to_vec(),
            win: discard.win_by_draws().to_vec(),
            ev: discard.ev_by_draws().to_vec(),
        })
        .collect()
}

/// Runs a case's input through tehai.
fn answer_case(input: &Value) -> EvAnalysis {
    let hand: ParsedHand = text(input, "hand").parse().expect("an MPSZ hand");
    let indicators: Vec<ParsedTile> = tiles_of(text(input, "dora_indicators"));
    let (seen, seen_red_fives) = counts_of(input["seen"].as_str().unwrap_or(""));
    let mut question = EvQuestion::new(hand);
    question.dora_indicators = &indicators;
    question.seen = TileCounts::from_counts(&seen).expect("seen counts");
    question.seen_red_fives = seen_red_fives;
    question.round_wind = wind_of(text(input, "round_wind"));
    question.seat_wind = wind_of(text(input, "seat_wind"));
    analyse(&question)
}

/// Compares every case of a file with tehai's answers.
fn check_file(cases: &[Value]) {
    let mut tally = Tally::default();
    for case in cases {
        let id = text(case, "id");
        let started = Instant::now();
        let analysis = answer_case(&case["input"]);
        let stats = analysis.stats();
        println!(
            "{id}: {:.1} ms, {} draw states, {} discard states, {} edges, {} wins",
            started.elapsed().as_secs_f64() * 1e3,
            stats.draw_states,
            stats.discard_states,
            stats.edges,
            stats.wins
        );
        compare_case(id, &values_of(&analysis), &expected_of(case), &mut tally);
    }
    tally.finish();
}

#[test]
fn published_cases() {
    let path = shared_path("TEHAI_EV_CASES", "shared/ev/public_cases.jsonl");
    if let Some(cases) = read_cases(&path) {
        check_file(&cases);
    }
}

#[test]
fn fixture_cases() {
    let cases = read_cases(&fixture_path()).expect("the committed fixture");
    assert!(cases.len() >= 196);
    check_file(&cases);
}
