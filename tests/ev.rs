//! The expected-value analysis on hands whose answers can be worked out by
//! hand: one draw left, the true odds of the wall, declared melds, three
//! players; and every error it reports.

use tehai::ev::{self, Denominator, EvOptions, EvQuestion, Objective, RiichiPolicy};
use tehai::notation::ParsedHand;
use tehai::rules::{Preset, Rules};
use tehai::score::{WinContext, Wind};
use tehai::{Error, Meld, Tile, TileCounts};

/// One draw, the true odds of the wall, nothing else changed.
fn one_draw() -> EvOptions {
    EvOptions {
        draws: 1,
        denominator: Denominator::Wall,
        ..EvOptions::default()
    }
}

fn tile(text: &str) -> Tile {
    text.parse().unwrap()
}

/// What a tsumo of `hand` on `winning` brings, scored by tehai itself.
fn tsumo_points(hand: &str, winning: &str, melds: &[Meld], rules: Rules, seat: Wind) -> f64 {
    let mut context = WinContext {
        tsumo: true,
        seat_wind: seat,
        rules,
        ..WinContext::new(tile(winning))
    };
    for &meld in melds {
        context.melds.push(meld).unwrap();
    }
    let parsed: ParsedHand = hand.parse().unwrap();
    f64::from(tehai::score(&parsed, &context).unwrap().total())
}

#[test]
fn an_open_hand_with_one_draw_wins_on_its_waits_only() {
    let pon: Meld = "pon 777z".parse().unwrap();
    let melds = [pon];
    let mut question = EvQuestion::new("34m456p789s11z".parse().unwrap());
    question.melds = &melds;
    question.seat_wind = Wind::South;
    question.options = one_draw();
    let analysis = ev::analyse_owned(&question).unwrap();
    let [only] = analysis.discards() else {
        panic!("one answer before the draw")
    };
    assert_eq!((only.tile, only.shanten, only.riichi), (None, 0, false));
    assert_eq!(only.useful.to_string(), "25m");
    assert_eq!(only.useful_count, 8);
    // 136 less 10 concealed and 3 melded tiles: 123 in the wall.
    let wall = 123.0;
    assert_eq!(only.tenpai_by_draws(), &[1.0]);
    assert!((only.win[0] - 8.0 / wall).abs() < 1e-15);
    let two = tsumo_points("234m456p789s11z", "2m", &melds, question.rules, Wind::South);
    let five = tsumo_points("345m456p789s11z", "5m", &melds, question.rules, Wind::South);
    // One of the four 5m is red: a dora more.
    let red = tsumo_points("340m456p789s11z", "5m", &melds, question.rules, Wind::South);
    assert!(red > five);
    let expected = (4.0 * two + 3.0 * five + red) / wall;
    assert!(
        (only.ev[0] - expected).abs() < 1e-9,
        "{} {expected}",
        only.ev[0]
    );
}

#[test]
fn an_open_hand_never_declares_riichi() {
    let pon: Meld = "pon 777z".parse().unwrap();
    let melds = [pon];
    let mut question = EvQuestion::new("34m456p789s114z".parse().unwrap());
    question.melds = &melds;
    question.options.draws = 3;
    let analysis = ev::analyse_owned(&question).unwrap();
    let cut = analysis
        .discards()
        .iter()
        .find(|discard| {
            discard
                .tile
                .is_some_and(|tile| tile.tile() == tile_of("4z"))
        })
        .unwrap();
    assert_eq!(cut.shanten, 0);
    assert!(!cut.riichi);
    assert!(analysis.discards().iter().all(|discard| !discard.riichi));
}

fn tile_of(text: &str) -> Tile {
    tile(text)
}

#[test]
fn three_players_draw_from_their_own_wall() {
    let mut question = EvQuestion::new("99m123p456p789s11z".parse().unwrap());
    question.rules = Rules::preset(Preset::Tenhou3p);
    question.seat_wind = Wind::West;
    question.options = one_draw();
    let analysis = ev::analyse_owned(&question).unwrap();
    let [only] = analysis.discards() else {
        panic!("one answer before the draw")
    };
    assert_eq!(only.useful.to_string(), "9m1z");
    // 108 tiles less 13: 95 in the wall, two 9m and two 1z among them.
    let wall = 95.0;
    assert!((only.win[0] - 4.0 / wall).abs() < 1e-15);
    let rules = question.rules;
    let nine = tsumo_points("999m123p456p789s11z", "9m", &[], rules, Wind::West);
    let east = tsumo_points("99m123p456p789s111z", "1z", &[], rules, Wind::West);
    let expected = 2.0 / wall * nine + 2.0 / wall * east;
    assert!(
        (only.ev[0] - expected).abs() < 1e-9,
        "{} {expected}",
        only.ev[0]
    );
}

#[test]
fn a_four_player_tile_is_refused_at_three_players() {
    let mut question = EvQuestion::new("55m123p456p789s11z".parse().unwrap());
    question.rules = Rules::preset(Preset::Tenhou3p);
    assert!(matches!(
        ev::analyse_owned(&question),
        Err(Error::NotInThreePlayer { .. })
    ));
}

#[test]
fn riichi_or_silence_is_chosen_by_the_policy() {
    let hand: ParsedHand = "123m456p789s11223z".parse().unwrap();
    let mut question = EvQuestion::new(hand);
    question.options.draws = 5;
    let answer = |policy: RiichiPolicy, objective: Objective| {
        let mut question = question;
        question.options.riichi = policy;
        question.options.objective = objective;
        let analysis = ev::analyse_owned(&question).unwrap();
        *analysis
            .discards()
            .iter()
            .find(|discard| {
                discard
                    .tile
                    .is_some_and(|tile| tile.tile() == tile_of("3z"))
            })
            .unwrap()
    };
    let always = answer(RiichiPolicy::Always, Objective::Separate);
    let never = answer(RiichiPolicy::Never, Objective::Separate);
    let chosen = answer(RiichiPolicy::Chosen, Objective::Separate);
    assert!(always.riichi && !never.riichi);
    // Riichi adds a han and ura-dora to the same waits.
    assert!(always.ev[0] > never.ev[0]);
    // A choice is worth at least each of its branches, at every draw left.
    for k in 0..5 {
        assert!(chosen.ev[k] >= always.ev[k].max(never.ev[k]));
        assert!(chosen.win[k] >= always.win[k].max(never.win[k]));
    }
    // One policy by the expected score: the score each quantity's own best
    // reaches for the expected score, a win probability no better.
    let by_score = answer(RiichiPolicy::Chosen, Objective::ExpectedScore);
    for k in 0..5 {
        assert!((by_score.ev[k] - chosen.ev[k]).abs() <= 1e-9 * chosen.ev[k]);
        assert!(by_score.win[k] <= chosen.win[k] + 1e-15);
    }
}

#[test]
fn options_out_of_range_are_refused() {
    let hand: ParsedHand = "123m456p789s11223z".parse().unwrap();
    for options in [
        EvOptions {
            draws: 0,
            ..EvOptions::default()
        },
        EvOptions {
            draws: 25,
            ..EvOptions::default()
        },
        EvOptions {
            extra_exchanges: 3,
            ..EvOptions::default()
        },
    ] {
        let mut question = EvQuestion::new(hand);
        question.options = options;
        assert_eq!(ev::analyse_owned(&question), Err(Error::EvOptionOutOfRange));
        assert_eq!(
            ev::workspace_words(&question),
            Err(Error::EvOptionOutOfRange)
        );
    }
    // More draws than the model's wall can divide by.
    let mut seen = [4u8; 34];
    for (kind, count) in "123m456p789s11223z"
        .parse::<tehai::Hand>()
        .unwrap()
        .counts()
        .iter()
        .enumerate()
    {
        seen[kind] -= count;
    }
    seen[0] -= 3; // three 1m left in the wall
    let mut question = EvQuestion::new(hand);
    question.seen = TileCounts::from_counts(&seen).unwrap();
    question.seen_red_fives = [1, 1, 1];
    assert_eq!(ev::analyse_owned(&question), Err(Error::EvOptionOutOfRange));
    question.options.denominator = Denominator::Wall;
    question.options.draws = 3;
    assert!(ev::analyse_owned(&question).is_ok());
}

#[test]
fn hands_and_tables_that_cannot_be_are_refused() {
    let short = EvQuestion::new("123m456p789s12z".parse().unwrap());
    assert!(matches!(
        ev::analyse_owned(&short),
        Err(Error::WrongTileCount { tiles: 11, .. })
    ));
    let mut crowded = EvQuestion::new("123m456p789s11223z".parse().unwrap());
    let mut seen = [0u8; 34];
    seen[27] = 3;
    crowded.seen = TileCounts::from_counts(&seen).unwrap();
    assert_eq!(
        ev::analyse_owned(&crowded),
        Err(Error::TooManyCopies { tile: tile("1z") })
    );
    let mut red = EvQuestion::new("123m456p789s11223z".parse().unwrap());
    red.seen_red_fives = [1, 0, 0];
    assert!(matches!(
        ev::analyse_owned(&red),
        Err(Error::TooManyCopies { .. })
    ));
    let mut tiny = [0u64; 100];
    let question = EvQuestion::new("123m456p789s11223z".parse().unwrap());
    assert_eq!(
        ev::analyse(&question, &mut tiny),
        Err(Error::WorkspaceTooSmall)
    );
    let words = ev::analyse_owned(&question).unwrap().stats().words_needed;
    let mut exact = vec![0u64; words];
    assert!(ev::analyse(&question, &mut exact).is_ok());
    let too_many = [tehai::notation::ParsedTile::from(tile("1m")); 6];
    let mut question = EvQuestion::new("123m456p789s11223z".parse().unwrap());
    question.dora_indicators = &too_many;
    assert!(ev::analyse_owned(&question).is_err());
}
