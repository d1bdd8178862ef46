//! The mjai reader on the hand-made games of `tests/data/logs`: a
//! four-player game replayed with every win re-scored under Tenhou's
//! rules, a three-player round with a kita, and one malformed file per
//! kind of error, each followed by a game that must still be read.

use std::collections::BTreeMap;
use std::path::PathBuf;

use tehai::log::{CallKind, DrawKind, Event, LogErrorReason, MjaiReader, Replay, check_win};
use tehai::rules::Preset;

fn data(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/logs")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn kind(event: &Event) -> &'static str {
    match event {
        Event::GameStart(_) => "game_start",
        Event::RoundStart(_) => "round_start",
        Event::Draw { .. } => "draw",
        Event::Discard { .. } => "discard",
        Event::Call(call) => match call.kind {
            CallKind::Chi => "chi",
            CallKind::Pon => "pon",
            CallKind::OpenKan => "open_kan",
            CallKind::AddedKan => "added_kan",
            CallKind::ClosedKan => "closed_kan",
            CallKind::Kita => "kita",
        },
        Event::NewDora { .. } => "new_dora",
        Event::Riichi { .. } => "riichi",
        Event::RiichiAccepted { .. } => "riichi_accepted",
        Event::Win(_) => "win",
        Event::RoundDrawn(_) => "round_drawn",
        Event::PlayerLeft { .. } => "player_left",
        Event::PlayerBack { .. } => "player_back",
        Event::GameEnd { .. } => "game_end",
    }
}

#[test]
fn the_four_player_game_replays_and_every_win_verifies() {
    let text = data("mjai_game.json");
    let rules = Preset::Tenhou.rules();
    let mut replay = Replay::new();
    let mut counts = BTreeMap::new();
    let mut wins = Vec::new();
    let mut round_scores = Vec::new();
    for event in MjaiReader::new(&text) {
        let event = event.unwrap();
        *counts.entry(kind(&event)).or_insert(0usize) += 1;
        match &event {
            Event::RoundStart(round) => {
                if !round_scores.is_empty() {
                    assert_eq!(round.scores, replay.scores(), "scores carried over");
                }
                round_scores.push(round.scores);
            }
            Event::Win(win) => {
                let check = check_win(&replay, win, &rules);
                assert!(
                    check.agrees(),
                    "{:?}: scored {:?} recorded {:?} error {:?}",
                    check.disagreements,
                    check.scored,
                    check.recorded,
                    check.error
                );
                wins.push((*win, check.scored));
            }
            Event::RoundDrawn(drawn) => {
                assert_eq!(drawn.kind, DrawKind::Exhaustive);
                assert_eq!(drawn.tenpai, [true, false, false, false]);
                assert_eq!(replay.wall_left(), 0, "an exhaustive draw empties the wall");
            }
            _ => {}
        }
        replay
            .apply(&event)
            .unwrap_or_else(|reason| panic!("{event:?}: {}", reason.message()));
    }
    let expected: BTreeMap<&str, usize> = [
        ("game_start", 1),
        ("round_start", 3),
        ("draw", 5 + 4 + 70),
        ("discard", 4 + 6 + 70),
        ("chi", 1),
        ("pon", 1),
        ("riichi", 1),
        ("riichi_accepted", 1),
        ("win", 2),
        ("round_drawn", 1),
        ("game_end", 1),
    ]
    .into_iter()
    .collect();
    assert_eq!(counts, expected);
    // The dealer's tsumo: menzen tsumo alone, 30 fu, 500 all.
    let (tsumo, scored) = wins[0];
    assert_eq!((tsumo.seat, tsumo.from), (0, 0));
    assert_eq!(tsumo.deltas, [1500, -500, -500, -500]);
    assert_eq!(scored.deltas, tsumo.deltas);
    // The dealer's riichi, ippatsu and pinfu ron: 30 fu 3 han, 5800, one
    // counter (300) and the riichi stick.
    let (ron, scored) = wins[1];
    assert_eq!((ron.seat, ron.from), (0, 1));
    assert_eq!(ron.ura_indicators.as_slice(), ["1z".parse().unwrap()]);
    assert_eq!(ron.winning_tile, Some("8s".parse().unwrap()));
    assert_eq!(scored.deltas, [7100, -6100, 0, 0]);
    assert_eq!(
        round_scores,
        [
            [25000; 4],
            [26500, 24500, 24500, 24500],
            [32600, 18400, 24500, 24500]
        ]
    );
    assert_eq!(replay.scores(), [35600, 17400, 23500, 23500]);
}

#[test]
fn the_three_player_round_has_a_kita() {
    let text = data("mjai_three.json");
    let events: Vec<Event> = MjaiReader::new(&text).collect::<Result<_, _>>().unwrap();
    let Event::GameStart(game) = events[0] else {
        panic!("{:?}", events[0])
    };
    assert_eq!(game.players, tehai::Players::Three);
    let Event::RoundStart(round) = events[1] else {
        panic!("{:?}", events[1])
    };
    assert!(round.hands[3].as_slice().is_empty());
    assert_eq!(round.scores, [35000, 35000, 35000, 0]);
    let mut replay = Replay::new();
    for event in &events {
        replay.apply(event).unwrap();
        if let Event::Call(call) = event {
            assert_eq!(call.kind, CallKind::Kita);
            assert_eq!(call.taken, None);
            assert_eq!(replay.seat(0).kita(), 1);
        }
    }
    let kinds: Vec<&str> = events.iter().map(kind).collect();
    assert_eq!(
        kinds,
        [
            "game_start",
            "round_start",
            "draw",
            "kita",
            "draw",
            "discard",
            "draw",
            "round_drawn",
            "game_end"
        ]
    );
    let Event::RoundDrawn(drawn) = events[7] else {
        panic!("{:?}", events[7])
    };
    assert_eq!(drawn.kind, DrawKind::NineTerminals);
    assert_eq!(replay.seat_count(), 3);
}

/// Each malformed file: a game whose fifth line (index 4) is bad, then a
/// game of five good events.
#[test]
fn every_malformed_file_reports_its_line_and_reads_the_next_game() {
    let cases = [
        ("mjai_bad_json.json", LogErrorReason::UnexpectedEnd, "line"),
        ("mjai_bad_tile.json", LogErrorReason::BadTile, "pai"),
        ("mjai_bad_hidden.json", LogErrorReason::HiddenTile, "pai"),
        ("mjai_bad_missing.json", LogErrorReason::Missing, "pai"),
        ("mjai_bad_seat.json", LogErrorReason::BadSeat, "actor"),
        ("mjai_bad_meld.json", LogErrorReason::BadMeld, "consumed"),
        ("mjai_bad_number.json", LogErrorReason::BadNumber, "kyoku"),
    ];
    for (name, reason, field) in cases {
        let text = data(name);
        let offset: usize = text
            .split(|&byte| byte == b'\n')
            .take(4)
            .map(|line| line.len() + 1)
            .sum();
        let results: Vec<_> = MjaiReader::new(&text).collect();
        let errors: Vec<_> = results.iter().filter_map(|r| r.as_ref().err()).collect();
        assert_eq!(errors.len(), 1, "{name}: {results:?}");
        let error = errors[0];
        assert_eq!(
            (error.reason, error.offset, error.field),
            (reason, offset, field),
            "{name}"
        );
        let kinds: Vec<&str> = results
            .iter()
            .map(|r| r.as_ref().map_or("error", kind))
            .collect();
        assert_eq!(
            kinds,
            [
                "game_start",
                "round_start",
                "draw",
                "discard",
                "error",
                "game_start",
                "round_start",
                "draw",
                "discard",
                "game_end"
            ],
            "{name}"
        );
        // The game after the error replays.
        let mut replay = Replay::new();
        for event in results.iter().skip(5) {
            replay.apply(event.as_ref().unwrap()).unwrap();
        }
        assert_eq!(
            replay.seat(0).river()[0].tile,
            "6z".parse().unwrap(),
            "{name}"
        );
    }
}

#[test]
fn truncated_and_mangled_games_never_panic() {
    let text = data("mjai_game.json");
    for end in (0..text.len()).step_by(97) {
        let results: Vec<_> = MjaiReader::new(&text[..end]).collect();
        assert!(results.len() <= 400);
    }
    let mut mangled = text.clone();
    for index in (0..mangled.len()).step_by(13) {
        mangled[index] = b"\"[]{},:?0\n"[index % 10];
    }
    let results: Vec<_> = MjaiReader::new(&mangled).collect();
    assert!(results.iter().any(Result::is_err));
}
