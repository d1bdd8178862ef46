//! `tehai score`: the JSON contract checked field by field against every
//! case of the independent fixture (tests/data/score_fixture.jsonl, scored by
//! Python `mahjong`), the human text, and the error lines.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

fn tehai(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = stdin.to_owned();
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

/// A yakuman limit (not a counted one): the fixture writes fu 0 there and
/// asks that fu not be compared (tests/data/README.md).
fn is_yakuman(limit: &Value) -> bool {
    limit
        .as_str()
        .is_some_and(|limit| limit.ends_with("yakuman") && limit != "kazoe yakuman")
}

/// Scores every case of a fixture through `tehai score --json` and
/// compares it field by field; `adapt` may rewrite a case's input (or drop
/// the case: `None`). Returns the number of cases compared.
fn check_fixture(name: &str, least: usize, adapt: impl Fn(&Value) -> Option<Value>) -> usize {
    let path = format!("{}/../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let fixture = std::fs::read_to_string(path).unwrap();
    let cases: Vec<Value> = fixture
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .filter_map(|case: Value| {
            let input = adapt(&case)?;
            Some(serde_json::json!({"input": input, "expected": case["expected"]}))
        })
        .collect();
    assert!(cases.len() >= least, "{name}: {} cases", cases.len());
    let input: String = cases
        .iter()
        .map(|case| format!("{}\n", case["input"]))
        .collect();
    let (out, _, code) = tehai(&["score", "--json"], &input);
    let answers: Vec<Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), cases.len(), "one answer per case");
    let mut disagreements = Vec::new();
    let mut errors = 0;
    for (number, (case, got)) in cases.iter().zip(&answers).enumerate() {
        let expected = &case["expected"];
        let fields: &[&str] = if expected.get("error").is_some() {
            errors += 1;
            &["error"]
        } else if is_yakuman(&expected["limit"]) {
            &["han", "yaku", "main", "additional", "total", "limit"]
        } else {
            &["han", "fu", "yaku", "main", "additional", "total", "limit"]
        };
        for field in fields {
            if got[field] != expected[field] {
                disagreements.push(format!(
                    "{name} case {}: {field}: expected {}, got {} for {}",
                    number + 1,
                    expected[field],
                    got[field],
                    case["input"]
                ));
            }
        }
        if expected.get("error").is_none() {
            assert!(got["reading"].is_array() && got["wait"].is_string());
        }
        // Python `mahjong` writes the fu items of the hands it does not
        // score as yakuman; they name the same items in its own words.
        if let Some(items) = expected.get("fu_items").and_then(Value::as_array)
            && !items.is_empty()
            && !is_yakuman(&expected["limit"])
        {
            let mut want: Vec<(u64, String)> = items
                .iter()
                .map(|item| {
                    (
                        item[0].as_u64().unwrap(),
                        item[1].as_str().unwrap().to_owned(),
                    )
                })
                .filter(|(_, reason)| reason != "hand_without_fu")
                .collect();
            let mut have = in_python_words(&got["fu_items"]);
            want.sort();
            have.sort();
            if want != have {
                disagreements.push(format!(
                    "{name} case {}: fu items: expected {want:?}, got {have:?} for {}",
                    number + 1,
                    case["input"]
                ));
            }
        }
    }
    assert!(
        disagreements.is_empty(),
        "{} disagreements, first: {:#?}",
        disagreements.len(),
        &disagreements[..disagreements.len().min(10)]
    );
    assert_eq!(code, if errors > 0 { 1 } else { 0 });
    cases.len()
}

/// The fu items of an answer in Python `mahjong`'s words: the base with
/// the closed ron's 10 (30), seven pairs' 25 as its base, each set as
/// `closed_terminal_kan` and the like, the waits but ryanmen, the pair as
/// `valued_pair` (2) or `double_valued_pair` (4). The open-hand minimum and
/// the rounding, which it does not list, are left out.
fn in_python_words(items: &Value) -> Vec<(u64, String)> {
    let items = items.as_array().unwrap();
    let closed_ron = items.iter().any(|item| item["reason"] == "closed_ron");
    let mut words = Vec::new();
    for item in items {
        let fu = item["fu"].as_u64().unwrap();
        let detail: Vec<&str> = item["detail"]
            .as_array()
            .unwrap()
            .iter()
            .map(|word| word.as_str().unwrap())
            .collect();
        let word = match item["reason"].as_str().unwrap() {
            "base" if closed_ron => ("base".to_owned(), 30),
            "base" => ("base".to_owned(), fu),
            "seven_pairs" => ("base".to_owned(), fu),
            "tsumo" => ("tsumo".to_owned(), fu),
            "set" => {
                let state = if detail.contains(&"concealed") {
                    "closed"
                } else {
                    "open"
                };
                let orphan = if detail.contains(&"terminals_or_honors") {
                    "_terminal"
                } else {
                    ""
                };
                let set = if detail.contains(&"quad") {
                    "kan"
                } else {
                    "pon"
                };
                (format!("{state}{orphan}_{set}"), fu)
            }
            "wait" if detail == ["tanki"] => ("pair_wait".to_owned(), fu),
            "wait" => (detail[0].to_owned(), fu),
            "pair" if fu == 4 => ("double_valued_pair".to_owned(), fu),
            "pair" => ("valued_pair".to_owned(), fu),
            _ => continue,
        };
        words.push((word.1, word.0));
    }
    words
}

#[test]
fn every_fixture_case() {
    check_fixture("score_fixture.jsonl", 20_000, |case| {
        Some(case["input"].clone())
    });
}

/// The rule options varied by the fixture's generator. Its `kazoe`
/// "multiple" (13 han a yakuman, 26 two, ...) is no option of tehai's: up
/// to 25 han it scores as "yakuman", which is compared; the few cases of
/// more are left out.
#[test]
fn every_rules_fixture_case() {
    let compared = check_fixture("rules_fixture.jsonl", 5_000, |case| {
        let mut input = case["input"].clone();
        if input["rules"]["kazoe"] == "multiple" {
            if case["expected"]["limit"]
                .as_str()
                .is_some_and(|limit| limit.starts_with("kazoe ") && limit != "kazoe yakuman")
            {
                return None;
            }
            input["rules"]["kazoe"] = "yakuman".into();
        }
        Some(input)
    });
    assert!(compared >= 5_900, "{compared}");
}

/// Three players under the Tenhou and Mahjong Soul presets, with kita.
#[test]
fn every_sanma_fixture_case() {
    check_fixture("sanma_fixture.jsonl", 1_900, |case| {
        Some(case["input"].clone())
    });
}

#[test]
fn json_contract_example() {
    let input = r#"{"hand":"234567m23455p888s","win":"5p","seat_wind":"2z","riichi":true,"dora_indicators":"1m"}"#;
    let (out, _, code) = tehai(&["score", "--json"], &format!("{input}\n"));
    assert!(
        out.starts_with(
            "{\"han\":3,\"fu\":40,\"yaku\":{\"dora\":1,\"riichi\":1,\"tanyao\":1},\"main\":5200,\
             \"additional\":0,\"total\":5200,\"limit\":\"\",\"reading\":[\"234m\",\"567m\",\"234p\",\
             \"55p\",\"888s\"],\"wait\":\"tanki\",\"payments\":null,\"fu_items\":[\
             {\"reason\":\"base\",\"fu\":20,\"tiles\":null,\"detail\":[],\"text\":\"base\"},\
             {\"reason\":\"closed_ron\",\"fu\":10,\"tiles\":null,\"detail\":[],\"text\":\"closed hand won on a discard\"},\
             {\"reason\":\"set\",\"fu\":4,\"tiles\":\"888s\",\"detail\":[\"concealed\",\"triplet\",\"simples\"],\
             \"text\":\"concealed triplet of simples 888s\"},\
             {\"reason\":\"wait\",\"fu\":2,\"tiles\":\"55p\",\"detail\":[\"tanki\"],\"text\":\"tanki wait 55p\"},\
             {\"reason\":\"rounding\",\"fu\":4,\"tiles\":null,\"detail\":[],\"text\":\"rounded up\"}],\
             \"yaku_items\":[{\"id\":\"riichi\",\"han\":1,\"tenhou\":1,\"mahjong_soul\":2,\"japanese\":\"立直\",\
             \"romaji\":\"Riichi\",\"english\":\"Riichi\",\"chinese\":\"立直\"},"
        ),
        "{out}"
    );
    assert!(out.ends_with("\"other_readings\":[]}\n"), "{out}");
    assert_eq!(code, 0);
    // Melds, red fives in the reading, a tsumo split.
    let input =
        r#"{"hand":"234067m23455p","win":"5p","melds":["pon 777z"],"tsumo":true,"seat_wind":"3z"}"#;
    let (out, _, _) = tehai(&["score", "--json"], &format!("{input}\n"));
    let answer: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        answer["reading"],
        serde_json::json!(["234m", "067m", "234p", "55p", "pon 777z"])
    );
    assert_eq!(
        answer["yaku"],
        serde_json::json!({"aka_dora": 1, "yakuhai_chun": 1})
    );
    assert_eq!(
        (answer["main"].as_u64(), answer["additional"].as_u64()),
        (Some(1000), Some(500))
    );
    // Thirteen orphans: the reading is the hand.
    let input = r#"{"hand":"19m19p19s12345677z","win":"7z"}"#;
    let (out, _, _) = tehai(&["score", "--json"], &format!("{input}\n"));
    let answer: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["reading"], serde_json::json!(["19m19p19s12345677z"]));
    // Tenhou's rules (the default) count the thirteen-sided wait once,
    // Mahjong Soul's twice.
    assert_eq!(answer["limit"], "yakuman");
    let input = r#"{"hand":"19m19p19s12345677z","win":"7z","rules":{"preset":"mahjongsoul"}}"#;
    let (out, _, _) = tehai(&["score", "--json"], &format!("{input}\n"));
    let answer: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(answer["limit"], "2x yakuman");
}

#[test]
fn error_lines_and_status() {
    let lines = [
        (
            r#"{"hand":"123m456p789s11223z","win":"3z"}"#,
            "not_a_winning_hand",
        ),
        (r#"{"hand":"123456m789p11s222z","win":"1s"}"#, "no_yaku"),
        (
            r#"{"hand":"234567m23455p","win":"5p","melds":["pon 555p"]}"#,
            "too_many_copies",
        ),
        (
            r#"{"hand":"234567m23455p","win":"5p","melds":["chi 123s"],"riichi":true}"#,
            "riichi_with_open_hand",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9m","ippatsu":true}"#,
            "ippatsu_without_riichi",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9p"}"#,
            "winning_tile_not_in_hand",
        ),
        (
            r#"{"hand":"123456789m1235p","win":"9m"}"#,
            "wrong_tile_count",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9m","seat_wind":"5z"}"#,
            "bad_wind",
        ),
        (r#"{"hand":"123456789m12355p","win":"x"}"#, "bad_win"),
        (r#"{"hand":"123456789m12355p"}"#, "bad_win"),
        (
            r#"{"hand":"1234m","win":"1m","melds":["pong 111z"]}"#,
            "bad_meld",
        ),
        (
            r#"{"hand":"11z","win":"1z","melds":["pon 111m","pon 222m","pon 333m","pon 444m","pon 555m"]}"#,
            "too_many_melds",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9m","dora_indicators":"123456m"}"#,
            "too_many_indicators",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9m","dora_indicators":"1x"}"#,
            "bad_indicators",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9m","honba":-1}"#,
            "bad_json",
        ),
        (
            r#"{"hand":"123456789m12355p","win":"9m","colour":"red"}"#,
            "bad_json",
        ),
        ("{not json", "bad_json"),
        // A line that is no JSON object is a hand, scored with the flags.
        ("not json", "bad_hand"),
    ];
    let input: String = lines.iter().map(|(line, _)| format!("{line}\n")).collect();
    let (out, _, code) = tehai(&["score", "--json"], &input);
    let answers: Vec<Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), lines.len());
    for ((line, id), answer) in lines.iter().zip(&answers) {
        assert_eq!(answer["input"], *line);
        assert_eq!(answer["error"], *id, "{line}");
        // Only bad_json has more to say than its id.
        let keys = answer.as_object().unwrap().len();
        if *id == "bad_json" {
            assert!(answer["message"].is_string(), "{answer}");
        } else {
            assert_eq!(keys, 2, "{answer}");
        }
    }
    assert_eq!(code, 1);
}

#[test]
fn human_text() {
    let (out, err, code) = tehai(
        &[
            "score",
            "234567m23455p888s",
            "--win",
            "5p",
            "--riichi",
            "--seat",
            "2z",
            "--dora",
            "1m",
        ],
        "",
    );
    assert_eq!(
        out,
        "riichi          1\ntanyao          1\ndora            1\n3 han 40 fu\n\
         ron: 5200 from the discarder\ntotal 5200\nreading 234m 567m 234p 55p 888s, tanki on 55p\n"
    );
    assert_eq!((err.as_str(), code), ("", 0));
    // Every context flag and rule flag, melds both ways.
    let (out, _, code) = tehai(
        &[
            "score",
            "234p55s",
            "--win",
            "5s",
            "--tsumo",
            "--rinshan",
            "--melds",
            "pon 777z, chi 340m",
            "--meld",
            "kan 9999s",
            "--seat",
            "3z",
            "--round",
            "2z",
            "--honba",
            "2",
            "--riichi-sticks",
            "1",
            "--dora",
            "6z",
            "--no-aka-dora",
            "--no-open-tanyao",
            "--no-double-yakuman",
            "--kiriage",
        ],
        "",
    );
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(
            "rinshan_kaihou  1\nyakuhai_chun    1\ndora            3\n5 han 50 fu, mangan\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("tsumo: 4200 from the dealer, 2200 from each other player\ntotal 9600\n"),
        "{out}"
    );
    assert!(
        out.contains("reading 234p 55s pon 777z chi 340m kan 9999s, tanki on 55s"),
        "{out}"
    );
    // Hands from standard input: one line each, the parts separated by
    // tabs; a bad one is reported in its line and counted.
    let (out, err, code) = tehai(&["score", "--win", "1z"], "19m19p19s12345677z\n123m\n");
    assert_eq!(
        out,
        "19m19p19s12345677z\tkokushi_musou 13\t13 han 0 fu, yakuman\tron: 48000 from the discarder\ttotal 48000\treading 19m19p19s12345677z, tanki\n\
         error: line 2: \"123m\": 3 concealed tiles with 0 declared melds: a winning hand has 14 concealed tiles beside them (wrong_tile_count)\n"
    );
    assert!(err.contains("wrong_tile_count"), "{err}");
    assert_eq!(code, 1);
    // The winning tile is required without --json.
    let (_, err, code) = tehai(&["score", "123456789m12355p"], "");
    assert!(err.contains("--win"), "{err}");
    assert_eq!(code, 2);
}

/// The answers (or error lines) of `tehai score --json <flags>` for `lines`.
fn json_answers(flags: &[&str], lines: &[&str]) -> (Vec<Value>, i32) {
    let mut args = vec!["score", "--json"];
    args.extend_from_slice(flags);
    let input: String = lines.iter().map(|line| format!("{line}\n")).collect();
    let (out, _, code) = tehai(&args, &input);
    let answers: Vec<Value> = out
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(answers.len(), lines.len(), "{out}");
    (answers, code)
}

#[test]
fn flags_are_the_defaults_of_json_requests() {
    const HAND: &str = r#""hand":"234567m23455p888s""#;
    let flags = [
        "--win", "5p", "--riichi", "--seat", "south", "--dora", "1m", "--honba", "1",
    ];
    let (answers, code) = json_answers(
        &flags,
        &[
            &format!("{{{HAND}}}"),
            // A field given wins over its flag.
            &format!(r#"{{{HAND},"riichi":false}}"#),
            &format!(r#"{{{HAND},"dora_indicators":"","honba":0}}"#),
            // East: the dealer is paid more.
            &format!(r#"{{{HAND},"seat_wind":"E"}}"#),
            // Rules merge field by field with the rule flags.
            &format!(r#"{{{HAND},"rules":{{"kiriage":true}}}}"#),
            // A plain hand takes every flag.
            "234567m23455p888s",
        ],
    );
    let totals: Vec<u64> = answers
        .iter()
        .map(|answer| answer["total"].as_u64().unwrap())
        .collect();
    // riichi tanyao dora: 3 han 40 fu, non-dealer 5200 + 300 honba; without
    // riichi 2600 + 300; without dora nor honba 2600; the dealer 7700 + 300.
    assert_eq!(totals, [5500, 2900, 2600, 8000, 5500, 5500]);
    assert_eq!(
        answers[1]["yaku"],
        serde_json::json!({"dora": 1, "tanyao": 1})
    );
    assert_eq!(code, 0);
    // --no-aka-dora is the default of the rules, and a rules object that
    // leaves aka_dora out keeps it.
    let red = r#"{"hand":"234067m23455p888s","win":"5p","rules":{"kiriage":false}}"#;
    let (answers, _) = json_answers(&["--no-aka-dora"], &[red]);
    assert_eq!(answers[0]["yaku"], serde_json::json!({"tanyao": 1}));
    let (answers, _) = json_answers(&[], &[red]);
    assert_eq!(
        answers[0]["yaku"],
        serde_json::json!({"aka_dora": 1, "tanyao": 1})
    );
}

#[test]
fn winds_by_name() {
    // A pon of South for a South seat in an East round: the seat wind yaku.
    let hand = "234567m23455p";
    for seat in ["2z", "S", "s", "south", "SOUTH", "South"] {
        let args = [
            "score", "--json", hand, "--win", "5p", "--meld", "pon 222z", "--seat", seat,
        ];
        let (out, err, code) = tehai(&args, "");
        let answer: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            answer["yaku"],
            serde_json::json!({"seat_wind": 1}),
            "{seat}: {err}"
        );
        assert_eq!(code, 0);
        let json = format!(
            r#"{{"hand":"{hand}","win":"5p","melds":["pon 222z"],"seat_wind":"{seat}","round_wind":"{seat}"}}"#
        );
        let (answers, _) = json_answers(&[], &[&json]);
        assert_eq!(
            answers[0]["yaku"],
            serde_json::json!({"round_wind": 1, "seat_wind": 1}),
            "{seat}"
        );
    }
    for round in ["w", "west", "3z"] {
        let args = [
            "score",
            "234567m23455p333z",
            "--win",
            "5p",
            "--round",
            round,
        ];
        let (out, _, code) = tehai(&args, "");
        assert!(out.starts_with("round_wind      1\n"), "{round}: {out}");
        assert_eq!(code, 0);
    }
    // A bad wind flag is a usage error, named.
    let (_, err, code) = tehai(&["score", "11z", "--win", "1z", "--seat", "up"], "");
    assert!(err.contains("'up' for '--seat <WIND>'"), "{err}");
    assert!(err.contains("not a wind"), "{err}");
    assert_eq!(code, 2);
    // In a request, a bad wind is bad_wind, as before.
    let (answers, code) = json_answers(&[], &[r#"{"hand":"11z","win":"1z","seat_wind":"up"}"#]);
    assert_eq!(answers[0]["error"], "bad_wind");
    assert_eq!(code, 1);
}

#[test]
fn bad_json_names_the_field_the_line_and_the_column() {
    let (answers, code) = json_answers(
        &["--win", "5p"],
        &[
            "234567m23455p888s",
            r#"{"hand":"234567m23455p888s","honba":-1}"#,
            r#"{"hand":"234567m23455p888s","rules":[1]}"#,
            r#"{"hand":"234567m23455p888s","colour":"red"}"#,
            r#"{"hand":"234567m23455p888s""#,
        ],
    );
    assert!(answers[0]["total"].is_u64());
    let expected = [
        (
            Some("honba"),
            "field `honba`: invalid value: integer `-1`, expected u16 (line 2, column 38)",
        ),
        (
            Some("rules"),
            "field `rules`: invalid type: sequence, expected a map",
        ),
        (
            Some("colour"),
            "unknown field `colour`, expected one of `hand`, `win`, ",
        ),
        (None, "EOF while parsing an object (line 5, column 27)"),
    ];
    for (answer, (field, message)) in answers[1..].iter().zip(expected) {
        assert_eq!(answer["error"], "bad_json", "{answer}");
        assert_eq!(answer["field"].as_str(), field, "{answer}");
        assert!(
            answer["message"].as_str().unwrap().starts_with(message),
            "{answer}"
        );
    }
    assert_eq!(code, 1);
    // The keys, in order: the contract's two, then the details.
    let (out, _, _) = tehai(&["score", "--json"], "\n{\"honba\":-1}\n");
    assert_eq!(
        out,
        "{\"input\":\"{\\\"honba\\\":-1}\",\"error\":\"bad_json\",\"message\":\"field `honba`: invalid value: integer `-1`, expected u16 (line 2, column 11)\",\"field\":\"honba\"}\n"
    );
    // In text the message is on the line of the input, with its number.
    let (out, _, _) = tehai(&["score"], "{\"honba\":true}\n");
    assert_eq!(
        out,
        "error: line 1: \"{\\\"honba\\\":true}\": field `honba`: invalid type: boolean `true`, expected u16 (column 13) (bad_json)\n"
    );
}

#[test]
fn the_winning_tile_from_a_flag_or_a_request() {
    // A JSON argument needs no --win.
    let (out, _, code) = tehai(&["score", r#"{"hand":"234567m23455p888s","win":"5p"}"#], "");
    assert!(out.starts_with("tanyao          1\n"), "{out}");
    assert_eq!(code, 0);
    // A hand line without --win: that line's error; the hand is read first.
    let (answers, code) = json_answers(
        &[],
        &[
            "234567m23455p888s",
            "2345x",
            r#"{"hand":"234567m23455p888s","win":"5p"}"#,
        ],
    );
    assert_eq!(answers[0]["error"], "bad_win");
    let (_, err, _) = tehai(&["score"], "234567m23455p888s\n");
    assert!(
        err.ends_with(": no winning tile: give --win <TILE> (bad_win)\n"),
        "{err}"
    );
    assert_eq!(answers[1]["error"], "bad_hand");
    // Tanyao, 40 fu, the dealer (the default seat) on a discard.
    assert_eq!(answers[2]["total"], 2000);
    assert_eq!(code, 1);
    let (_, err, code) = tehai(&["score", "{}", "11z"], "");
    assert!(err.contains("--win <TILE>"), "{err}");
    assert_eq!(code, 2);
}

/// At three players the payments leave the absent north seat out, and
/// `--preset` is another name of `--rules`.
#[test]
fn explain_lists_the_seats_at_the_table() {
    let hand = "123456789p11z222z";
    let flags = ["--win", "9p", "--tsumo", "--riichi", "--explain"];
    let run = |preset_flag: &str, preset: &str| {
        let mut args = vec!["score", hand, preset_flag, preset];
        args.extend(flags);
        let (out, err, code) = tehai(&args, "");
        assert_eq!(code, 0, "{err}");
        out.lines()
            .find(|line| line.starts_with("payments"))
            .unwrap_or_else(|| panic!("{out}"))
            .to_owned()
    };
    let three = run("--preset", "tenhou-3p");
    assert!(
        three.contains("west") && !three.contains("north"),
        "{three}"
    );
    assert_eq!(run("--rules", "tenhou-3p"), three);
    let four = run("--preset", "tenhou");
    assert!(four.contains("north"), "{four}");
}
