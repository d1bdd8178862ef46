//! `tehai efficiency` (useful tiles and the discard table) and the table
//! options `--players`, `--seen` and `--meld` of `efficiency`, `waits` and
//! `shanten`: the JSON contract, the text table, errors and exit status.

use std::io::Write;
use std::process::{Command, Stdio};

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

#[test]
fn useful_tiles_json_contract() {
    let (out, _, code) = tehai(&["efficiency", "--json", "146m146p222347s7z"], None);
    assert_eq!(
        out,
        "{\"hand\":\"146m146p222347s7z\",\"shanten\":3,\"useful\":\"1235m1235p256789s7z\",\"useful_count\":53}\n"
    );
    assert_eq!(code, 0);
    // Red fives stay in the hand as written; a smaller hand has melds declared.
    let (out, _, _) = tehai(&["efficiency", "--json", "340m7z"], None);
    assert_eq!(
        out,
        "{\"hand\":\"340m7z\",\"shanten\":0,\"useful\":\"7z\",\"useful_count\":3}\n"
    );
}

#[test]
fn discard_table_json_contract() {
    let (out, _, code) = tehai(&["efficiency", "--json", "123m456p789s11223z"], None);
    assert_eq!(code, 0);
    let line = out.lines().next().unwrap();
    assert!(
        line.starts_with(
            "{\"hand\":\"123m456p789s11223z\",\"shanten\":0,\"discards\":[{\"tile\":\"3z\",\"shanten\":0,\"useful\":\"12z\",\"useful_count\":4},{\"tile\":\"1m\",\"shanten\":1,"
        ),
        "{line}"
    );
    let value: serde_json::Value = serde_json::from_str(line).unwrap();
    let rows = value["discards"].as_array().unwrap();
    assert_eq!(rows.len(), 12);
    // Sorted: shanten, then count descending, then tile order.
    let keys: Vec<(i64, i64)> = rows
        .iter()
        .map(|row| {
            (
                row["shanten"].as_i64().unwrap(),
                -row["useful_count"].as_i64().unwrap(),
            )
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted);
}

#[test]
fn text_output() {
    let (out, _, code) = tehai(&["efficiency", "146m146p222347s7z"], None);
    assert_eq!(out, "146m146p222347s7z\t3\t53\t1235m1235p256789s7z\n");
    assert_eq!(code, 0);
    let (out, _, _) = tehai(&["efficiency", "123m456p789s11223z"], None);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "123m456p789s11223z\t0");
    assert_eq!(lines[1], "  3z   0    4  12z");
    assert_eq!(lines[2], "  1m   1   11  14m12z");
    assert_eq!(lines.len(), 13);
    // Standard input: one line a hand, the discard table on it too.
    let (out, _, code) = tehai(&["efficiency"], Some("23m456p789s11122z\n11m\n"));
    assert_eq!(out, "23m456p789s11122z\t0\t8\t14m\n11m\t-1\t1m 0 2 1m\n");
    assert_eq!(code, 0);
}

#[test]
fn table_options() {
    // Three 1m seen: one copy of 1m left.
    let (out, _, _) = tehai(
        &[
            "efficiency",
            "--json",
            "--seen",
            "111m",
            "23m456p789s11122z",
        ],
        None,
    );
    assert_eq!(
        out,
        "{\"hand\":\"23m456p789s11122z\",\"shanten\":0,\"useful\":\"14m\",\"useful_count\":5}\n"
    );
    // A pon of the waited kind: no 7z left, 1-shanten, never 7z.
    let melds = [
        "--meld", "pon 777z", "--meld", "pon 111z", "--meld", "chi 123m", "--meld", "chi 789p",
    ];
    let mut args = vec!["efficiency", "--json"];
    args.extend(melds);
    args.push("7z");
    let (out, _, code) = tehai(&args, None);
    assert_eq!(code, 0);
    let value: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(value["shanten"], 1);
    assert!(!value["useful"].as_str().unwrap().ends_with("7z"));
    let mut args = vec!["waits", "--json"];
    args.extend(melds);
    args.push("7z");
    let (out, _, _) = tehai(&args, None);
    assert_eq!(
        out,
        "{\"hand\":\"7z\",\"waits\":\"\",\"fifth_tile\":\"7z\"}\n"
    );
    let mut args = vec!["shanten"];
    args.extend(melds);
    args.push("7z");
    let (out, _, _) = tehai(&args, None);
    assert_eq!(out, "7z\t1\t1\t-\t-\n");
    // Three players: 1m and 9m pair like honors; 2m..8m are an error line.
    let (out, _, _) = tehai(&["shanten", "--players", "3", "1199m123p456s1122z"], None);
    assert_eq!(out, "1199m123p456s1122z\t1\t1\t2\t7\n");
    let (out, _, _) = tehai(&["efficiency", "--players", "3", "19m12p"], None);
    assert_eq!(out, "19m12p\t1\t10\t19m3p\n");
    let (out, err, code) = tehai(&["efficiency", "--players", "3", "123m456p789s1122z"], None);
    assert_eq!(out, "");
    assert!(err.contains("2m is not used by three players"), "{err}");
    assert_eq!(code, 1);
    let (out, _, _) = tehai(
        &["waits", "--players", "3", "--json", "19m19p19s1234567z"],
        None,
    );
    assert_eq!(
        out,
        "{\"hand\":\"19m19p19s1234567z\",\"waits\":\"19m19p19s1234567z\",\"fifth_tile\":\"\"}\n"
    );
}

#[test]
fn errors() {
    // A 3N-tile hand: an error line, exit 1, and the next hand answered.
    let (out, _, code) = tehai(&["efficiency", "--json"], Some("123m\n1m\n"));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("{\"input\":\"123m\",\"error\":"),
        "{}",
        lines[0]
    );
    assert_eq!(
        lines[1],
        "{\"hand\":\"1m\",\"shanten\":0,\"useful\":\"1m\",\"useful_count\":3}"
    );
    assert_eq!(code, 1);
    // Too many copies between the hand and the seen tiles.
    let (out, _, code) = tehai(
        &[
            "efficiency",
            "--json",
            "--seen",
            "1111z",
            "23m456p789s11122z",
        ],
        None,
    );
    assert!(out.contains("more than 4 copies of 1z"), "{out}");
    assert_eq!(code, 1);
    // Bad option values are usage errors (exit 2).
    for args in [
        ["efficiency", "--players", "2", "1z"],
        ["efficiency", "--seen", "8z", "1z"],
        ["efficiency", "--meld", "pon 123m", "1z"],
        ["waits", "--seen", "11111m", "1z"],
    ] {
        let (_, err, code) = tehai(&args, None);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}

#[test]
fn table_errors_keep_the_core_messages() {
    let cases: [(&[&str], &str); 5] = [
        (
            &["waits", "--seen", "1111m", "1m"],
            "more than 4 copies of 1m",
        ),
        (
            &["waits", "--meld", "pon 111z", "23m456p789s11z"],
            "more than 4 copies of 1z",
        ),
        (
            &["shanten", "--meld", "pon 111z", "23m456p789s1122z"],
            "12 concealed tiles do not fit beside 1 declared melds (at most 11)",
        ),
        (
            &["efficiency", "--meld", "pon 111z", "123m456p789s1z22z"],
            "12 concealed tiles do not fit beside 1 declared melds (at most 11)",
        ),
        (
            &["shanten", "--players", "3", "23m456p789s11122z"],
            "2m is not used by three players (no 2m to 8m)",
        ),
    ];
    for (args, message) in cases {
        let hand = args[args.len() - 1];
        let (out, err, code) = tehai(args, None);
        assert_eq!(out, "", "{args:?}");
        assert_eq!(err, format!("error: {hand:?}: {message}\n"), "{args:?}");
        assert_eq!(code, 1, "{args:?}");
    }
}
