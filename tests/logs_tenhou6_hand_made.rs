//! The tenhou.net/6 reader on the hand-made games of `tests/data/logs`: a
//! two-round game read event by event, replayed with its win re-scored
//! under Tenhou's rules, and one malformed file per kind of error, each
//! followed by the good game, which must still be read.

use std::path::PathBuf;

use tehai::log::{
    CallKind, DrawKind, Event, LogErrorReason, Replay, Tenhou6Reader, check_win, tenhou_rules,
};
use tehai::notation::ParsedTile;

fn data(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/logs")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

fn tile(text: &str) -> ParsedTile {
    text.parse().unwrap()
}

/// An event in a few words: its kind, its seat and its tile.
fn describe(event: &Event) -> String {
    match event {
        Event::GameStart(start) => format!("game red={}", start.red_fives),
        Event::RoundStart(round) => format!(
            "round {:?}{} honba {} dealer {} dora {}",
            round.round_wind, round.number, round.honba, round.dealer, round.dora_indicator
        ),
        Event::Draw { seat, tile } => format!("draw {seat} {tile}"),
        Event::Discard {
            seat,
            tile,
            tsumogiri,
        } => format!(
            "discard {seat} {tile}{}",
            if *tsumogiri { " *" } else { "" }
        ),
        Event::Call(call) => format!(
            "{:?} {} {}",
            call.kind,
            call.seat,
            call.taken
                .map_or(String::new(), |(tile, from)| format!("{tile} from {from}"))
        ),
        Event::NewDora { indicator } => format!("dora {indicator}"),
        Event::Riichi { seat } => format!("riichi {seat}"),
        Event::RiichiAccepted { seat } => format!("accepted {seat}"),
        Event::Win(win) => format!("win {} from {}", win.seat, win.from),
        Event::RoundDrawn(draw) => format!("drawn {:?}", draw.kind),
        Event::PlayerLeft { seat } => format!("left {seat}"),
        Event::PlayerBack { seat } => format!("back {seat}"),
        Event::GameEnd { .. } => "end".to_string(),
    }
}

#[test]
fn the_hand_made_game_reads_event_by_event_and_its_win_verifies() {
    let text = data("tenhou6_small.json");
    let events: Vec<Event> = Tenhou6Reader::new(&text).map(Result::unwrap).collect();
    let described: Vec<String> = events.iter().map(describe).collect();
    assert_eq!(
        described,
        [
            "game red=false",
            "round East0 honba 0 dealer 0 dora 7z",
            "draw 0 9p",
            "riichi 0",
            "discard 0 9p *",
            "accepted 0",
            "Pon 2 9p from 0",
            "discard 2 1s",
            "draw 3 8s",
            "discard 3 8s *",
            "draw 0 6z",
            "discard 0 6z *",
            "draw 1 4m",
            "discard 1 4m *",
            "win 0 from 1",
            "round East0 honba 1 dealer 0 dora 5m",
            "draw 0 5z",
            "drawn NineTerminals",
            "end",
        ]
    );
    let mut replay = Replay::new();
    let mut verified = 0;
    for event in &events {
        match event {
            Event::Win(win) => {
                assert_eq!(win.ura_indicators.as_slice(), [tile("3s")]);
                assert_eq!(win.deltas, [4900, -3900, 0, 0]);
                let check = check_win(&replay, win, &tenhou_rules(replay.game()));
                assert!(check.agrees(), "{:?}", check.disagreements);
                verified += 1;
            }
            Event::RoundStart(round) if verified > 0 => {
                // The riichi stick paid and won back, and the double
                // riichi's 3,900.
                assert_eq!(round.scores, replay.scores());
                assert_eq!(round.scores, [28900, 21100, 25000, 25000]);
            }
            Event::Call(call) => {
                assert_eq!(
                    (call.kind, call.taken),
                    (CallKind::Pon, Some((tile("9p"), 0)))
                );
                assert_eq!(call.tiles.as_slice(), [tile("9p"); 3]);
            }
            Event::RoundDrawn(draw) => assert_eq!(draw.kind, DrawKind::NineTerminals),
            _ => {}
        }
        replay.apply(event).unwrap();
    }
    assert_eq!(verified, 1);
}

/// Each malformed file: one line with a bad game, then the good game.
#[test]
fn every_malformed_file_names_the_round_and_reads_the_next_game() {
    let good = data("tenhou6_small.json");
    let good_events = Tenhou6Reader::new(&good).count();
    // The first round's array, just after `"log":[` on the bad line.
    let round_offset = |text: &[u8]| text.windows(7).position(|w| w == b"\"log\":[").unwrap() + 7;
    let cases = [
        ("tenhou6_bad_json.json", LogErrorReason::Syntax, "game"),
        ("tenhou6_bad_tile.json", LogErrorReason::BadTile, "hai"),
        ("tenhou6_bad_long.json", LogErrorReason::TooLong, "hai"),
        ("tenhou6_bad_meld.json", LogErrorReason::BadMeld, "take"),
        (
            "tenhou6_bad_missing.json",
            LogErrorReason::Missing,
            "result",
        ),
        (
            "tenhou6_bad_number.json",
            LogErrorReason::BadNumber,
            "kyoku",
        ),
        ("tenhou6_bad_seat.json", LogErrorReason::BadSeat, "result"),
        (
            "tenhou6_bad_result.json",
            LogErrorReason::UnknownEvent,
            "result",
        ),
    ];
    for (name, reason, field) in cases {
        let text = data(name);
        let results: Vec<_> = Tenhou6Reader::new(&text).collect();
        let errors: Vec<_> = results.iter().filter_map(|r| r.as_ref().err()).collect();
        assert_eq!(errors.len(), 1, "{name}: {errors:?}");
        let error = errors[0];
        let offset = if reason == LogErrorReason::Syntax {
            0
        } else {
            round_offset(&text)
        };
        assert_eq!(
            (error.reason, error.offset, error.field),
            (reason, offset, field),
            "{name}"
        );
        // The good game, whole, after the error.
        let after: Vec<Event> = results
            .iter()
            .skip_while(|result| result.is_ok())
            .skip(1)
            .map(|result| (*result).unwrap())
            .collect();
        assert_eq!(after.len(), good_events, "{name}");
        assert!(matches!(after[0], Event::GameStart(_)), "{name}");
        let mut replay = Replay::new();
        for event in &after {
            replay.apply(event).unwrap();
        }
        assert_eq!(replay.scores(), [28900, 21100, 25000, 25000], "{name}");
    }
}

#[test]
fn a_discard_of_a_tile_not_held_is_refused_by_the_replay_at_its_round() {
    let text = data("tenhou6_bad_discard.json");
    let mut reader = Tenhou6Reader::new(&text);
    let mut replay = Replay::new();
    let refused = loop {
        let event = reader.next().unwrap().unwrap();
        if let Err(reason) = replay.apply(&event) {
            break (event, reason, reader.event_offset());
        }
    };
    assert_eq!(
        refused.0,
        Event::Discard {
            seat: 1,
            tile: tile("9m"),
            tsumogiri: false
        }
    );
    let first_round = text.windows(7).position(|w| w == b"\"log\":[").unwrap() + 7;
    assert_eq!(refused.2, first_round, "{}", refused.1);
}

#[test]
fn every_prefix_of_the_hand_made_game_reads_without_panic() {
    let text = data("tenhou6_small.json");
    for end in 0..text.len() {
        let events = Tenhou6Reader::new(&text[..end]).count();
        assert!(events <= 40);
    }
}
