//! `tehai replay`: the verify lines and summary, the rows' formats, errors
//! naming the file and the place, the exit status.

use std::path::PathBuf;
use std::process::Command;

fn tehai(args: &[&str]) -> (String, String, i32) {
    let output = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(args)
        .output()
        .unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code().unwrap(),
    )
}

fn data(name: &str) -> String {
    format!("{}/../tests/data/logs/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The sample Tenhou records beside the repository, if there.
fn samples() -> Option<String> {
    if let Ok(folder) = std::env::var("TEHAI_SAMPLE_LOGS") {
        return Some(folder);
    }
    let found = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .map(|dir| dir.join("shared/logs/tenhou"))
        .find(|dir| dir.is_dir());
    if found.is_none() {
        eprintln!(
            "SKIPPED: no sample Tenhou records (TEHAI_SAMPLE_LOGS or shared/logs/tenhou beside the repository)"
        );
    }
    found.map(|dir| dir.display().to_string())
}

#[test]
fn verify_a_good_record() {
    let (out, err, code) = tehai(&["replay", "--verify", &data("tenhou_small.xml")]);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "1 files, 1 games, 1 rounds, 1 wins: 1 verified, 0 disagreements; 0 decision rows; 0 errors\n"
    );
    assert_eq!(code, 0);
}

#[test]
fn bad_games_are_reported_and_skipped() {
    for (file, expected) in [
        (
            "tenhou_bad_discard.xml",
            "game 1, byte 302 (line 1): a tile the player does not hold (event)",
        ),
        (
            "tenhou_bad_tile.xml",
            "game 1, byte 296 (line 1): not a tile (tag)",
        ),
        (
            "tenhou_bad_truncated.xml",
            "game 2, byte 599 (line 2): the text ends too early (tag)",
        ),
    ] {
        let path = data(file);
        let (out, err, code) = tehai(&["replay", "--verify", &path]);
        assert_eq!(out, "");
        let mut lines = err.lines();
        assert_eq!(lines.next().unwrap(), format!("error: {path}: {expected}"));
        // The good game in the same file is still read and verified.
        assert_eq!(
            lines.next().unwrap(),
            "1 files, 1 games, 2 rounds, 1 wins: 1 verified, 0 disagreements; 0 decision rows; 1 errors"
                .replace("2 rounds", if file == "tenhou_bad_truncated.xml" { "1 rounds" } else { "2 rounds" })
        );
        assert_eq!(code, 1, "{file}");
    }
    let (_, err, code) = tehai(&["replay", "--verify", "/no/such/file.xml"]);
    assert!(
        err.starts_with("error: /no/such/file.xml: cannot read: "),
        "{err}"
    );
    assert_eq!(code, 1);
}

#[test]
fn a_file_that_is_no_record() {
    let path = format!("{}/Cargo.toml", env!("CARGO_MANIFEST_DIR"));
    let (_, err, code) = tehai(&["replay", &path]);
    assert!(
        err.starts_with(&format!(
            "error: {path}: game 0, byte 0 (line 1): not a game record"
        )),
        "{err}"
    );
    assert_eq!(code, 1);
}

#[test]
fn the_sample_records_verify_and_give_rows() {
    let Some(folder) = samples() else { return };
    let (out, err, code) = tehai(&["replay", "--verify", &folder]);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "17 files, 17 games, 136 rounds, 116 wins: 116 verified, 0 disagreements; 0 decision rows; 0 errors\n"
    );
    assert_eq!(code, 0);
    // CSV: a header, then one row per discard; the same with one thread or two.
    let (csv, _, code) = tehai(&["replay", "--rows", "-j", "2", &folder]);
    assert_eq!(code, 0);
    let (single, _, _) = tehai(&["replay", "--rows", "-j", "1", &folder]);
    assert_eq!(csv, single);
    let mut lines = csv.lines();
    assert_eq!(
        lines.next().unwrap(),
        "file,game,round,honba,turn,seat,wall_left,hand,melds,shanten,discard,tsumogiri,riichi,\
         discard_shanten,useful,useful_count,best,best_useful_count,rank,options,tenpai,\
         ev_draws,ev,ev_win,ev_tenpai,ev_best,ev_best_value,ev_rank"
    );
    let rows: Vec<&str> = lines.collect();
    assert_eq!(rows.len(), 6823);
    assert!(rows.iter().all(|row| row.split(',').count() == 28));
    // JSON lines: the same rows as objects.
    let (jsonl, _, _) = tehai(&["replay", "--rows", "--format", "jsonl", &folder]);
    let objects: Vec<serde_json::Value> = jsonl
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    assert_eq!(objects.len(), 6823);
    assert_eq!(objects[0]["round"], "E1");
    assert_eq!(objects[0]["turn"], 0);
    let riichi = objects.iter().filter(|row| row["riichi"] == true).count();
    // The records hold 89 riichi declarations (REACH step 1).
    assert_eq!(riichi, 89, "riichi declarations");
}

#[test]
fn gzip_and_concatenated_records_read_alike() {
    use std::io::Write;
    let plain = std::fs::read(data("tenhou_small.xml")).unwrap();
    let dir = std::env::temp_dir().join(format!("tehai-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let gz = dir.join("three.xml.gz");
    let mut encoder = flate2::write::GzEncoder::new(
        std::fs::File::create(&gz).unwrap(),
        flate2::Compression::fast(),
    );
    for _ in 0..3 {
        encoder.write_all(&plain).unwrap();
    }
    encoder.finish().unwrap();
    let out = dir.join("rows.csv");
    let (_, err, code) = tehai(&[
        "replay",
        "--verify",
        "--rows",
        "-o",
        out.to_str().unwrap(),
        gz.to_str().unwrap(),
    ]);
    assert_eq!(
        err,
        "1 files, 3 games, 3 rounds, 3 wins: 3 verified, 0 disagreements; 0 decision rows; 0 errors\n"
    );
    assert_eq!(code, 0);
    assert_eq!(std::fs::read_to_string(&out).unwrap().lines().count(), 1);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn mjai_records_verify_and_give_rows() {
    let (out, err, code) = tehai(&[
        "replay",
        "--verify",
        "--rows",
        "--format",
        "jsonl",
        &data("mjai_game.json"),
    ]);
    assert_eq!(
        err,
        "1 files, 1 games, 3 rounds, 2 wins: 2 verified, 0 disagreements; 80 decision rows; 0 errors\n"
    );
    assert_eq!(out.lines().count(), 80);
    assert_eq!(code, 0);
    let path = data("mjai_bad_tile.json");
    let (_, err, code) = tehai(&["replay", "--verify", &path]);
    assert_eq!(
        err.lines().next().unwrap(),
        format!("error: {path}: game 1, byte 538 (line 5): not a tile (pai)")
    );
    assert_eq!(code, 1);
}

#[test]
fn tenhou6_records_verify_and_give_rows() {
    let (out, err, code) = tehai(&["replay", "--verify", "--rows", &data("tenhou6_small.json")]);
    assert_eq!(
        err,
        "1 files, 1 games, 2 rounds, 1 wins: 1 verified, 0 disagreements; 5 decision rows; 0 errors\n"
    );
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows.len(), 6);
    // The dealer's double riichi on the first discard, at tenpai.
    assert!(
        rows[1].ends_with(
            ",1,E1,0,0,0,69,12233m4569p789s11z,,0,9p,true,true,0,14m,7,9p,7,1,11,true,,,,,,,"
        ),
        "{}",
        rows[1]
    );
    assert_eq!(code, 0);
    for (name, expected) in [
        ("json", "byte 0 (line 1): not the format's syntax (game)"),
        ("tile", "byte 136 (line 1): not a tile (hai)"),
        (
            "long",
            "byte 136 (line 1): more entries than the format allows (hai)",
        ),
        ("meld", "byte 136 (line 1): not a meld (take)"),
        (
            "missing",
            "byte 136 (line 1): a required field is missing (result)",
        ),
        ("number", "byte 136 (line 1): not a number in range (kyoku)"),
        ("seat", "byte 136 (line 1): not a seat (result)"),
        ("result", "byte 136 (line 1): an unknown event (result)"),
        (
            "discard",
            "byte 136 (line 1): a tile the player does not hold (event)",
        ),
    ] {
        let path = data(&format!("tenhou6_bad_{name}.json"));
        let (_, err, code) = tehai(&["replay", "--verify", &path]);
        let mut lines = err.lines();
        assert_eq!(
            lines.next().unwrap(),
            format!("error: {path}: game 1, {expected}")
        );
        // The good game on the next line is read and verified.
        let summary = lines.next().unwrap();
        assert!(
            summary.contains(" 1 games, ") && summary.contains("1 verified, 0 disagreements"),
            "{name}: {summary}"
        );
        assert_eq!(code, 1, "{name}");
    }
}

#[test]
fn parquet_rows_equal_the_json_lines() {
    use parquet::file::reader::{FileReader, SerializedFileReader};
    use parquet::record::Field;
    let input = data("mjai_game.json");
    let dir = std::env::temp_dir().join(format!("tehai-parquet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("rows.parquet");
    // With the expected-value columns, filled for the rows at one shanten
    // or less and null for the others.
    let (_, _, code) = tehai(&[
        "replay",
        "--rows",
        "--ev",
        "1",
        "--format",
        "parquet",
        "-o",
        path.to_str().unwrap(),
        &input,
    ]);
    assert_eq!(code, 0);
    let (jsonl, _, _) = tehai(&["replay", "--rows", "--ev", "1", "--format", "jsonl", &input]);
    let objects: Vec<serde_json::Value> = jsonl
        .lines()
        .map(|line| serde_json::from_str(line).unwrap())
        .collect();
    let reader = SerializedFileReader::new(std::fs::File::open(&path).unwrap()).unwrap();
    assert_eq!(reader.metadata().file_metadata().num_rows(), 80);
    let rows: Vec<_> = reader
        .get_row_iter(None)
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(rows.len(), objects.len());
    let (mut with_ev, mut without_ev) = (0, 0);
    for (row, object) in rows.iter().zip(&objects) {
        let columns: Vec<(&String, &Field)> = row.get_column_iter().collect();
        assert_eq!(columns.len(), 28);
        // At one shanten or less, with a draw left for the seat.
        if object["shanten"].as_i64().unwrap() <= 1 && object["wall_left"].as_i64().unwrap() >= 4 {
            assert!(object["ev"].as_f64().unwrap() >= 0.0);
            with_ev += 1;
        } else {
            assert!(object["ev"].is_null());
            without_ev += 1;
        }
        for (name, field) in columns {
            let expected = &object[name.as_str()];
            match field {
                Field::Str(text) => assert_eq!(expected.as_str().unwrap(), text, "{name}"),
                Field::Int(number) => {
                    assert_eq!(expected.as_i64().unwrap(), i64::from(*number), "{name}")
                }
                Field::Bool(flag) => assert_eq!(expected.as_bool().unwrap(), *flag, "{name}"),
                // JSON's text read back may differ in the last bit.
                Field::Double(value) => {
                    let read = expected.as_f64().unwrap();
                    assert!(
                        (read - value).abs() <= 1e-12 * value.abs().max(1.0),
                        "{name}"
                    );
                }
                Field::Null => assert!(expected.is_null(), "{name}"),
                other => panic!("{name}: {other:?}"),
            }
        }
    }
    assert!(with_ev > 0 && without_ev > 0, "{with_ev} {without_ev}");
    // Parquet needs a file to write.
    let (_, err, code) = tehai(&["replay", "--rows", "--format", "parquet", &input]);
    assert_eq!(
        (err.as_str(), code),
        (
            "error: --format parquet writes a file: give it with -o FILE\n",
            2
        )
    );
    let (_, err, code) = tehai(&["replay", "--rows", "--ev", "4", &input]);
    assert!(
        err.starts_with("error: --ev: the expected-value shanten limit is 0 to 3, not 4"),
        "{err}"
    );
    assert_eq!(code, 2);
    std::fs::remove_dir_all(&dir).unwrap();
}
