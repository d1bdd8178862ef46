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
use tehai::ev::{self, Denominator, EvAnalysis, EvOptions, EvQuestion, Objective, RiichiPolicy};
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::score::Wind;
use tehai::{Hand, TileCounts};
use tehai_testkit::Rng;
use tehai_testkit::ev_reference as reference;

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
            tile: discard
                .tile
                .map(|tile| tile.to_string())
                .unwrap_or_default(),
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

/// A seeded question: the hand, indicators, seen tiles, winds and options.
struct Seeded {
    hand: [u8; 34],
    reds: [u8; 3],
    indicators: Vec<ParsedTile>,
    seen: [u8; 34],
    seen_reds: [u8; 3],
    round_wind: Wind,
    seat_wind: Wind,
    options: EvOptions,
}

impl Seeded {
    /// The test kit's reference question.
    fn reference(&self) -> reference::EvQuestion {
        reference::EvQuestion {
            hand: self.hand,
            red_fives: self.reds,
            dora_indicators: self.indicators.clone(),
            seen: self.seen,
            seen_red_fives: self.seen_reds,
            round_wind: self.round_wind,
            seat_wind: self.seat_wind,
            options: self.options,
        }
    }

    /// tehai's answer.
    fn analyse(&self) -> EvAnalysis {
        let hand = Hand::from_counts(&self.hand).expect("a hand");
        let mut question = EvQuestion::new(ParsedHand::new(hand, self.reds).expect("red fives"));
        question.dora_indicators = &self.indicators;
        question.seen = TileCounts::from_counts(&self.seen).expect("seen counts");
        question.seen_red_fives = self.seen_reds;
        question.round_wind = self.round_wind;
        question.seat_wind = self.seat_wind;
        question.options = self.options;
        analyse(&question)
    }

    fn describe(&self) -> String {
        let hand = Hand::from_counts(&self.hand).expect("a hand");
        format!("{hand} reds {:?} {:?}", self.reds, self.options)
    }
}

/// The 136 tiles, one red five per suit, in a seeded order.
fn shuffled_set(rng: &mut Rng) -> Vec<ParsedTile> {
    let mut tiles = Vec::new();
    for kind in 0..34u8 {
        let tile = tehai::Tile::new(kind).expect("a kind");
        for copy in 0..4 {
            let red = kind < 27 && kind % 9 == 4 && copy == 0;
            tiles.push(ParsedTile::new(tile, red).expect("a tile"));
        }
    }
    for i in (1..tiles.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        tiles.swap(i, j);
    }
    tiles
}

/// Counts and red fives of tiles.
fn count(tiles: &[ParsedTile]) -> ([u8; 34], [u8; 3]) {
    let mut counts = [0u8; 34];
    let mut reds = [0u8; 3];
    for tile in tiles {
        counts[tile.tile().index()] += 1;
        if tile.is_red() {
            reds[tile.tile().suit().index()] += 1;
        }
    }
    (counts, reds)
}

const WINDS: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

/// A seeded question whose 14-tile hand has shanten `shanten`, with one or
/// two indicators and up to 24 seen tiles.
fn seeded(rng: &mut Rng, shanten: i8, options: EvOptions) -> Seeded {
    loop {
        let tiles = shuffled_set(rng);
        let (hand, reds) = count(&tiles[..14]);
        let found = tehai::shanten(
            &Hand::from_counts(&hand).expect("a hand"),
            &tehai::Context::default(),
        )
        .expect("a shanten")
        .min;
        if found != shanten {
            continue;
        }
        let indicators = 1 + rng.below(2) as usize;
        let seen = rng.below(25) as usize;
        let (seen_counts, seen_reds) = count(&tiles[14 + indicators..14 + indicators + seen]);
        return Seeded {
            hand,
            reds,
            indicators: tiles[14..14 + indicators].to_vec(),
            seen: seen_counts,
            seen_reds,
            round_wind: WINDS[rng.below(2) as usize],
            seat_wind: rng.pick(&WINDS),
            options,
        };
    }
}

/// Random options within the ranges a test can afford.
fn random_options(rng: &mut Rng, most_draws: u64, denominator: Denominator) -> EvOptions {
    EvOptions {
        draws: 1 + rng.below(most_draws) as u8,
        denominator,
        extra_exchanges: rng.below(3) as u8,
        hand_changes: rng.below(2) == 0,
        shanten_back: rng.below(2) == 0,
        riichi: rng.pick(&[
            RiichiPolicy::Always,
            RiichiPolicy::Never,
            RiichiPolicy::Chosen,
        ]),
        objective: rng.pick(&[
            Objective::Separate,
            Objective::ExpectedScore,
            Objective::WinProbability,
        ]),
        ura_dora: rng.below(2) == 0,
    }
}

/// The reference's values as the tests compare them.
fn reference_values(discards: &[reference::DiscardValues]) -> Vec<Values> {
    discards
        .iter()
        .map(|values| Values {
            tile: values.tile.map(|tile| tile.to_string()).unwrap_or_default(),
            shanten: i64::from(values.shanten),
            useful_count: u64::from(values.useful_count),
            tenpai: values.tenpai.clone(),
            win: values.win.clone(),
            ev: values.ev.clone(),
        })
        .collect()
}

/// tehai against the plain reference on `count` seeded hands.
fn against_reference(seed: u64, count: usize, make: impl Fn(&mut Rng) -> Seeded) {
    let mut rng = Rng(seed);
    let mut tally = Tally::default();
    for index in 0..count {
        let case = make(&mut rng);
        let expected = reference::expected_values(&case.reference()).expect("a valid question");
        let analysis = case.analyse();
        let id = format!("#{index} {}", case.describe());
        compare_case(
            &id,
            &values_of(&analysis),
            &reference_values(&expected.discards),
            &mut tally,
        );
        let stats = analysis.stats();
        assert_eq!(
            (
                stats.draw_states as usize,
                stats.discard_states as usize,
                stats.edges as usize
            ),
            (
                expected.draw_states,
                expected.discard_states,
                expected.edges
            ),
            "{id}: graph size"
        );
        if case.options.denominator == Denominator::Wall {
            for discard in analysis.discards() {
                for k in 0..usize::from(discard.draws) {
                    let (tenpai, win, ev) = (discard.tenpai[k], discard.win[k], discard.ev[k]);
                    assert!(
                        (0.0..=1.0 + 1e-12).contains(&tenpai),
                        "{id}: tenpai {tenpai}"
                    );
                    assert!((0.0..=1.0 + 1e-12).contains(&win), "{id}: win {win}");
                    assert!(
                        ev <= expected.max_score * win.max(0.0) * (1.0 + 1e-12) + 1e-9,
                        "{id}: ev {ev} beyond {} × {win}",
                        expected.max_score
                    );
                }
            }
        }
    }
    tally.finish();
}

#[test]
fn one_shanten_hands_equal_the_reference() {
    against_reference(20261128, 150, |rng| seeded(rng, 1, EvOptions::default()));
}

#[test]
fn two_shanten_hands_equal_the_reference() {
    against_reference(20261129, 30, |rng| seeded(rng, 2, EvOptions::default()));
}

#[test]
fn every_option_equals_the_reference() {
    against_reference(20261130, 80, |rng| {
        let denominator = rng.pick(&[Denominator::Model, Denominator::Wall]);
        let options = random_options(rng, 17, denominator);
        let shanten = if options.extra_exchanges == 2 {
            0
        } else {
            rng.pick(&[0, 1])
        };
        seeded(rng, shanten, options)
    });
}

#[test]
fn tenpai_and_complete_hands_equal_the_reference() {
    against_reference(20261131, 40, |rng| {
        let shanten = rng.pick(&[-1, 0]);
        seeded(rng, shanten, EvOptions::default())
    });
}

/// A question whose wall holds only a few kinds: every other copy is seen.
fn small_wall(rng: &mut Rng) -> Seeded {
    // A hand near tenpai, so that a few draws can reach tenpai and win.
    let shanten = rng.pick(&[-1, 0, 0, 1, 1]);
    let near = seeded(rng, shanten, EvOptions::default());
    let (hand, reds) = (near.hand, near.reds);
    let indicators = near.indicators[..1].to_vec();
    let mut held = hand;
    held[indicators[0].tile().index()] += 1;
    let mut out_reds = reds;
    if indicators[0].is_red() {
        out_reds[indicators[0].tile().suit().index()] += 1;
    }
    let out = held;
    // The kinds whose draw helps some discard: half the wall's kinds come
    // from them.
    let table = tehai::discards(
        &Hand::from_counts(&hand).expect("a hand"),
        &tehai::Context::default(),
    )
    .expect("a discard table");
    let helpful: Vec<usize> = (0..34)
        .filter(|&kind| {
            table.entries().iter().any(|row| {
                row.useful
                    .contains(tehai::Tile::new(kind as u8).expect("a kind"))
            })
        })
        .collect();
    // Two to four kinds keep one or two copies in the wall.
    let mut wall = [0u8; 34];
    let wanted = 2 + rng.below(3) as usize;
    let mut tries = 0;
    while wall.iter().filter(|&&c| c > 0).count() < wanted && tries < 1000 {
        tries += 1;
        let kind = if rng.below(2) == 0 && !helpful.is_empty() {
            rng.pick(&helpful)
        } else {
            rng.below(34) as usize
        };
        let left = 4 - out[kind];
        wall[kind] = left.min(1 + rng.below(2) as u8);
    }
    let mut seen = [0u8; 34];
    let mut seen_reds = [0u8; 3];
    for kind in 0..34 {
        seen[kind] = 4 - out[kind] - wall[kind];
    }
    for suit in 0..3 {
        let five = suit * 9 + 4;
        if out_reds[suit] == 0 {
            // The red five is in the wall only when its kind is, and then
            // only half the time.
            let in_wall = wall[five] > 0 && rng.below(2) == 0;
            seen_reds[suit] = u8::from(!in_wall);
            if seen_reds[suit] > seen[five] {
                seen[five] += 1;
                wall[five] -= 1;
            }
        }
    }
    let mut options = random_options(rng, 3, Denominator::Wall);
    options.extra_exchanges = rng.below(2) as u8;
    Seeded {
        hand,
        reds,
        indicators,
        seen,
        seen_reds,
        round_wind: Wind::East,
        seat_wind: rng.pick(&WINDS),
        options,
    }
}

#[test]
fn small_walls_equal_a_brute_force() {
    let mut rng = Rng(20261201);
    let mut tally = Tally::default();
    let mut cases = 0;
    let mut nonzero = 0;
    while cases < 40 {
        let case = small_wall(&mut rng);
        let wall: u32 = 136
            - case
                .hand
                .iter()
                .chain(&case.seen)
                .map(|&c| u32::from(c))
                .sum::<u32>()
            - case.indicators.len() as u32;
        if wall < 2 {
            continue;
        }
        cases += 1;
        let expected = reference::brute_force(&case.reference()).expect("a valid question");
        nonzero += expected
            .iter()
            .flat_map(|values| values.win.iter().chain(&values.tenpai))
            .filter(|&&value| value > 0.0 && value < 1.0)
            .count();
        let id = format!("wall of {wall}: {}", case.describe());
        compare_case(
            &id,
            &values_of(&case.analyse()),
            &reference_values(&expected),
            &mut tally,
        );
    }
    tally.finish();
    println!("{nonzero} probabilities strictly between 0 and 1");
    assert!(
        nonzero > 200,
        "the small walls must leave something to chance"
    );
}
