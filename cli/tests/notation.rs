//! Tiles in every notation engines use: MPSZ, 136-tile ids, mjai names in;
//! MPSZ, mjai names, 136-tile ids and 34-kind indices out (`--notation`).
//! The core's own conversions are the reference the command is held to.

use std::io::Write;
use std::process::{Command, Stdio};

use tehai::Tile;
use tehai::notation::{ParsedHand, ParsedTile};

fn tehai(args: &[&str], stdin: Option<&str>) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = stdin.unwrap_or("").to_owned();
    let mut pipe = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || pipe.write_all(input.as_bytes()));
    let output = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap(),
    )
}

/// Standard output of a run that must succeed.
fn answer(args: &[&str], stdin: Option<&str>) -> String {
    let (out, err, code) = tehai(args, stdin);
    assert_eq!(code, 0, "{args:?} {stdin:?}: {err}{out}");
    out
}

/// `mpsz` written in each input notation the command reads: MPSZ, ids
/// spaced and bracketed, mjai names spaced and as a JSON array.
fn spellings(mpsz: &str) -> Vec<String> {
    let hand: ParsedHand = mpsz.parse().unwrap();
    let ids: Vec<String> = hand.ids136().unwrap().iter().map(u8::to_string).collect();
    let names: Vec<&str> = hand.mjai().collect();
    let quoted: Vec<String> = names.iter().map(|name| format!("{name:?}")).collect();
    vec![
        mpsz.to_owned(),
        ids.join(" "),
        format!("[{}]", ids.join(",")),
        names.join(" "),
        format!("[{}]", quoted.join(",")),
    ]
}

/// The hands asked of every subcommand: red fives, honors, both sizes.
const HANDS: [(&str, &[&str]); 6] = [
    (
        "decompose",
        &["123406m11m", "22334455667788m", "19m19p19s12345677z"],
    ),
    ("agari", &["123m456p789s11122z", "1122m3344p0566s77z"]),
    ("waits", &["23m456p789s11122z", "1111999m111p111s"]),
    ("shanten", &["146m146p222347s7z", "45m789s11z"]),
    ("efficiency", &["146m146p222347s7z", "123m406p789s11223z"]),
    ("score", &["234067m23455p888s"]),
];

#[test]
fn the_same_hand_in_every_notation_gets_the_same_answer() {
    for (command, hands) in HANDS {
        for hand in hands {
            for json in [false, true] {
                let mut args = vec![command];
                if json {
                    args.push("--json");
                }
                if command == "score" {
                    args.extend(["--win", "5p"]);
                }
                let mut expected = args.clone();
                expected.push(hand);
                let expected = answer(&expected, None);
                for spelling in spellings(hand) {
                    let mut argument = args.clone();
                    argument.push(&spelling);
                    assert_eq!(answer(&argument, None), expected, "{argument:?}");
                    // One hand a line, whatever it holds: spaces, commas,
                    // brackets.
                    let line = format!("{spelling}\n{spelling}\n");
                    let streamed = answer(&args, Some(&line));
                    let one = answer(&args, Some(&format!("{hand}\n")));
                    assert_eq!(streamed, one.repeat(2), "{args:?} {line:?}");
                }
            }
        }
    }
}

#[test]
fn flags_take_every_notation() {
    let hand = "23m456p789s11122z";
    let waits = |flags: &[&str]| {
        let mut args = vec!["waits", "--json"];
        args.extend(flags);
        args.push(hand);
        answer(&args, None)
    };
    let seen = waits(&["--seen", "1111m"]);
    assert!(seen.contains(r#""waits":"4m","fifth_tile":"1m""#), "{seen}");
    for spelling in [
        "0 1 2 3",
        "[0,1,2,3]",
        "1m 1m 1m 1m",
        r#"["1m","1m","1m","1m"]"#,
    ] {
        assert_eq!(waits(&["--seen", spelling]), seen, "{spelling}");
    }
    let melded = answer(&["waits", "--meld", "pon 055m", "23m456p789s12z"], None);
    for spelling in [
        "pon 16 17 18",
        "pon 16,17,18",
        "pon 5mr 5m 5m",
        "pon [16,17,18]",
    ] {
        let args = ["waits", "--meld", spelling, "23m456p789s12z"];
        assert_eq!(answer(&args, None), melded, "{spelling}");
    }

    let score = |flags: &[&str]| {
        let mut args = vec!["score", "--json", "234067m23455p"];
        args.extend(flags);
        answer(&args, None)
    };
    let expected = score(&["--win", "5p", "--dora", "1m0p", "--melds", "pon 777z"]);
    assert!(expected.contains(r#""dora":1"#), "{expected}");
    for flags in [
        [
            "--win",
            "53",
            "--dora",
            "0 52",
            "--melds",
            "pon 132,133,134",
        ],
        [
            "--win",
            "[53]",
            "--dora",
            "[0,52]",
            "--melds",
            "pon 132 133 134",
        ],
        ["--win", "5p", "--dora", "1m 5pr", "--melds", "pon C,C,C"],
    ] {
        assert_eq!(score(&flags), expected, "{flags:?}");
    }
    // A comma before a meld kind separates melds, any other separates tiles.
    let two = answer(
        &[
            "score",
            "--json",
            "--win",
            "5p",
            "--melds",
            "pon 132,133,134,pon 120,121,122",
            "234067m55p",
        ],
        None,
    );
    let by_mpsz = answer(
        &[
            "score",
            "--json",
            "--win",
            "5p",
            "--melds",
            "pon 777z,pon 444z",
            "234067m55p",
        ],
        None,
    );
    assert_eq!(two, by_mpsz);
}

#[test]
fn json_requests_take_every_notation() {
    let requests = [
        r#"{"hand":"234067m23455p","win":"5p","melds":["pon 777z"],"seat_wind":"2z","dora_indicators":"1m"}"#,
        r#"{"hand":[4,8,12,16,20,24,40,44,48,53,54],"win":53,"melds":[{"kind":"pon","tiles":[132,133,134]}],"seat_wind":112,"dora_indicators":[0]}"#,
        r#"{"hand":["2m","3m","4m","5mr","6m","7m","2p","3p","4p","5p","5p"],"win":"5pr","melds":[{"kind":"pon","tiles":["C","C","C"]}],"seat_wind":"S","dora_indicators":["1m"]}"#,
        r#"{"hand":"4 8 12 16 20 24 40 44 48 53 54","win":"[53]","melds":["pon 7z 7z 7z"],"seat_wind":"S","dora_indicators":"1m"}"#,
    ];
    let expected = answer(&["score", "--json"], Some(&format!("{}\n", requests[0])));
    assert!(expected.contains(r#""total":"#), "{expected}");
    for request in requests {
        let out = answer(&["score", "--json"], Some(&format!("{request}\n")));
        assert_eq!(out, expected, "{request}");
    }
    // A value of the wrong shape names its field and why.
    let (out, _, code) = tehai(&["score", "--json"], Some("{\"hand\":[\"1m\",4]}\n"));
    assert_eq!(code, 1);
    assert!(out.contains(r#""error":"bad_json""#), "{out}");
    assert!(out.contains(r#""field":"hand""#), "{out}");
    assert!(
        out.contains("item 1: an array holds mjai names or 136-tile ids, not both"),
        "{out}"
    );
}

#[test]
fn notation_output_round_trips() {
    for (command, hands) in HANDS {
        let mut args = vec![command, "--json"];
        if command == "score" {
            args.extend(["--win", "5p"]);
        }
        for &hand in hands {
            let line = format!("{hand}\n");
            let expected = answer(&args, Some(&line));
            for notation in ["mpsz", "mjai", "ids"] {
                let written: Vec<&str> = ["--notation", notation]
                    .into_iter()
                    .chain(args.iter().copied())
                    .collect();
                // JSON: the hand's value, read back as a line.
                if command != "score" {
                    let out = answer(&written, Some(&line));
                    let value: serde_json::Value = serde_json::from_str(&out).unwrap();
                    // MPSZ is a JSON string: its text is the hand.
                    let back = match &value["hand"] {
                        serde_json::Value::String(text) => format!("{text}\n"),
                        other => format!("{other}\n"),
                    };
                    assert_eq!(answer(&args, Some(&back)), expected, "{notation} {back}");
                }
                // Text, one line a hand: the hand is the first field.
                let text: Vec<&str> = written
                    .iter()
                    .copied()
                    .filter(|&arg| arg != "--json")
                    .collect();
                let out = answer(&text, Some(&line));
                let back = format!("{}\n", out.split('\t').next().unwrap());
                assert_eq!(answer(&args, Some(&back)), expected, "{notation} {back}");
            }
        }
    }
}

#[test]
fn every_id_and_every_written_tile_round_trips() {
    // 136 lines, one id each: each id is its tile, written back as the
    // tile's lowest id (copies of a kind are one tile to the analysis).
    let lines: String = (0..136u8).map(|id| format!("[{id}]\n")).collect();
    let expected = |write: &dyn Fn(ParsedTile) -> String| -> String {
        (0..136u8)
            .map(|id| {
                let tile = ParsedTile::from_id136(id).unwrap();
                format!("{}\tfalse\n", write(tile))
            })
            .collect()
    };
    let out = answer(&["--notation", "ids", "agari"], Some(&lines));
    assert_eq!(out, expected(&|tile| tile.id136().to_string()));
    let out = answer(&["--notation", "mjai", "agari"], Some(&lines));
    assert_eq!(out, expected(&|tile| tile.mjai().to_owned()));
    let out = answer(&["agari"], Some(&lines));
    assert_eq!(out, expected(&|tile| tile.to_string()));
    let out = answer(&["--notation", "index", "agari"], Some(&lines));
    assert_eq!(out, expected(&|tile| tile.tile().index().to_string()));

    // The 37 written tiles (34 kinds, 3 red fives), in MPSZ and mjai, in
    // every output notation.
    let mut written: Vec<ParsedTile> = Tile::all().map(ParsedTile::from).collect();
    written.extend(["0m", "0p", "0s"].map(|red| red.parse::<ParsedTile>().unwrap()));
    assert_eq!(written.len(), 37);
    let input: String = written
        .iter()
        .map(|tile| format!("{tile}\n{}\n", tile.mjai()))
        .collect();
    for (notation, write) in [
        (
            "mpsz",
            &(|tile: &ParsedTile| tile.to_string()) as &dyn Fn(&ParsedTile) -> String,
        ),
        ("mjai", &|tile: &ParsedTile| tile.mjai().to_owned()),
        ("ids", &|tile: &ParsedTile| tile.id136().to_string()),
        ("index", &|tile: &ParsedTile| {
            tile.tile().index().to_string()
        }),
    ] {
        let out = answer(&["--notation", notation, "agari"], Some(&input));
        let expected: String = written
            .iter()
            .map(|tile| format!("{0}\tfalse\n{0}\tfalse\n", write(tile)))
            .collect();
        assert_eq!(out, expected, "{notation}");
    }
}

#[test]
fn bad_ids_name_the_position_and_the_reason() {
    let input = "0 1 136\n0 4 4\n[200]\n0 1 99999999999\n";
    let (out, err, code) = tehai(&["waits"], Some(input));
    assert_eq!(code, 1);
    let expected = "\
error: line 1: \"0 1 136\": 136-tile id 136 at position 2 is no tile: ids run from 0 to 135
error: line 2: \"0 4 4\": 136-tile id 4 comes again at position 2: each id is one tile
error: line 3: \"[200]\": 136-tile id 200 at position 0 is no tile: ids run from 0 to 135
error: line 4: \"0 1 99999999999\": 136-tile id 4294967295 at position 2 is no tile: ids run from 0 to 135
";
    assert_eq!(out, expected);
    assert_eq!(err, expected);
    let (out, _, code) = tehai(&["agari", "--json"], Some("0 0\n"));
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "{\"input\":\"0 0\",\"error\":\"136-tile id 0 comes again at position 1: each id is one tile\"}\n"
    );
    // In a flag: a usage error that says why.
    let (_, err, code) = tehai(&["waits", "--seen", "1 2 136", "1m"], None);
    assert_eq!(code, 2);
    assert!(
        err.contains("136-tile id 136 at position 2 is no tile"),
        "{err}"
    );
    let (out, _, code) = tehai(&["score", "--json", "--win", "136", "11z"], None);
    assert_eq!(code, 1);
    assert_eq!(out, "{\"input\":\"11z\",\"error\":\"bad_win\"}\n");
    let (_, err, code) = tehai(&["score", "--win", "136", "11z"], None);
    assert_eq!(code, 1);
    assert!(
        err.contains("\"136\": 136-tile id 136 at position 0 is no tile"),
        "{err}"
    );
}

#[test]
fn json_keys_stay_and_values_change_form() {
    let out = answer(
        &["--notation", "mjai", "waits", "--json", "23m406p789s11122z"],
        None,
    );
    assert_eq!(
        out,
        r#"{"hand":["2m","3m","4p","5pr","6p","7s","8s","9s","E","E","E","S","S"],"waits":["1m","4m"],"fifth_tile":[]}"#
            .to_owned()
            + "\n"
    );
    let out = answer(
        &["--notation", "ids", "decompose", "--json", "123406m11m"],
        None,
    );
    assert_eq!(
        out,
        "{\"hand\":[0,1,2,4,8,12,16,20],\"decompositions\":[[[0,0],[0,1,2],[3,4,5]]],\"seven_pairs\":false,\"thirteen_orphans\":false}\n"
    );
    let out = answer(
        &[
            "--notation",
            "index",
            "efficiency",
            "--json",
            "123m456p789s11223z",
        ],
        None,
    );
    assert!(
        out.starts_with(
            "{\"hand\":[0,1,2,12,13,14,24,25,26,27,27,28,28,29],\"shanten\":0,\"discards\":[{\"tile\":29,\"shanten\":0,\"useful\":[27,28],\"useful_count\":4},"
        ),
        "{out}"
    );
    let out = answer(
        &[
            "--notation",
            "mjai",
            "score",
            "--json",
            "--win",
            "5p",
            "--meld",
            "pon 777z",
            "234067m23455p",
        ],
        None,
    );
    assert!(
        out.contains(
            "\"reading\":[[\"2m\",\"3m\",\"4m\"],[\"5mr\",\"6m\",\"7m\"],[\"2p\",\"3p\",\"4p\"],[\"5p\",\"5p\"],\"pon C,C,C\"],\"wait\":\"tanki\","
        ),
        "{out}"
    );
    // The explanation's tiles follow the notation too.
    assert!(out.contains("\"tiles\":\"pon C,C,C\""), "{out}");
    assert!(out.contains("\"tiles\":[\"5p\",\"5p\"]"), "{out}");
    // A hand of four plain fives has no ids: an error line, not a wrong id.
    let (out, _, code) = tehai(
        &[
            "--notation",
            "ids",
            "agari",
            "--json",
            "5555m123p456s789s1z",
        ],
        None,
    );
    assert_eq!(code, 1);
    assert!(out.contains("four plain 5m have no 136-tile ids"), "{out}");
    // The default writes MPSZ, as before.
    let out = answer(
        &["--notation", "mpsz", "waits", "--json", "23m406p789s11122z"],
        None,
    );
    assert_eq!(out, answer(&["waits", "--json", "23m406p789s11122z"], None));
}

#[test]
fn text_in_each_notation() {
    let hand = "123m406p789s11223z";
    let out = answer(&["--notation", "mjai", "efficiency", hand], None);
    assert!(
        out.starts_with("1m,2m,3m,4p,5pr,6p,7s,8s,9s,E,E,S,S,W\t0\n  W    0    4  E,S\n"),
        "{out}"
    );
    let out = answer(&["--notation", "ids", "waits", "23m406p789s11122z"], None);
    assert_eq!(out, "4,8,48,52,56,96,100,104,108,109,110,112,113\t0,3\n");
    let out = answer(&["--notation", "index", "decompose", "123406m11m"], None);
    assert_eq!(out, "0,0 0,1,2 3,4,5\n");
    // Glyphs draw tiles: they have no other notation.
    let (_, err, code) = tehai(&["--notation", "mjai", "waits", "--glyphs", "1m"], None);
    assert_eq!(code, 2);
    assert!(err.contains("--glyphs"), "{err}");
}

#[test]
fn a_line_of_many_ids_is_one_input() {
    // All 136 ids on one line: one hand (too many tiles), one error line;
    // as seen tiles the same text is the whole wall.
    let all: Vec<String> = (0..136u8).map(|id| id.to_string()).collect();
    let line = all.join(" ");
    let (out, _, code) = tehai(&["waits", "--json"], Some(&format!("{line}\n1m\n")));
    assert_eq!(code, 1);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(lines[0].contains("\"error\":"), "{out}");
    assert!(lines[1].starts_with("{\"hand\":\"1m\""), "{out}");
    // Every other tile seen: the other three 1m too.
    let seen: Vec<String> = (1..136u8).map(|id| id.to_string()).collect();
    let out = answer(&["waits", "--json", "--seen", &seen.join(","), "1m"], None);
    assert_eq!(
        out,
        "{\"hand\":\"1m\",\"waits\":\"\",\"fifth_tile\":\"1m\"}\n"
    );
}
