//! The command-line contract: exact text and JSON formats, error lines, exit
//! status, and streaming from standard input.

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
fn decompose_text() {
    let (out, _, code) = tehai(&["decompose", "12344455888999m"], None);
    assert_eq!(out, "123m 444m 55m 888m 999m\n");
    assert_eq!(code, 0);
    let (out, _, _) = tehai(&["decompose", "22334455667788m"], None);
    assert_eq!(
        out,
        "22m 345m 345m 678m 678m\n234m 234m 55m 678m 678m\n234m 234m 567m 567m 88m\nseven pairs\n"
    );
    let (out, _, _) = tehai(&["decompose", "--glyphs", "123m11z"], None);
    assert_eq!(out, "\u{1F007}\u{1F008}\u{1F009} \u{1F000}\u{1F000}\n");
}

#[test]
fn decompose_json_contract() {
    let (out, _, code) = tehai(&["decompose", "--json", "12344455888999m"], None);
    assert_eq!(
        out,
        "{\"hand\":\"12344455888999m\",\"decompositions\":[[\"123m\",\"444m\",\"55m\",\"888m\",\"999m\"]],\"seven_pairs\":false,\"thirteen_orphans\":false}\n"
    );
    assert_eq!(code, 0);
    let (out, _, _) = tehai(&["decompose", "--json", "19m19p19s12345677z"], None);
    assert_eq!(
        out,
        "{\"hand\":\"19m19p19s12345677z\",\"decompositions\":[],\"seven_pairs\":false,\"thirteen_orphans\":true}\n"
    );
}

#[test]
fn bad_lines_give_error_objects_and_exit_one() {
    let input = "123m11z\n1\"x\n8z\n\n123m45\n11z\n";
    let (out, _, code) = tehai(&["decompose", "--json"], Some(input));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "one output line per input line: {out}");
    assert!(lines[0].starts_with("{\"hand\":\"123m11z\""));
    assert_eq!(
        lines[1],
        "{\"input\":\"1\\\"x\",\"error\":\"unknown character '\\\"' at offset 1\"}"
    );
    assert!(lines[2].starts_with("{\"input\":\"8z\",\"error\":"));
    assert!(lines[3].starts_with("{\"input\":\"\",\"error\":\"empty hand\"}"));
    assert!(lines[4].contains("no suit letter"));
    assert!(lines[5].starts_with("{\"hand\":\"11z\""));
    assert_eq!(code, 1);
}

#[test]
fn invalid_utf8_is_an_error_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(["agari", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"11z\n\xff\xfe\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[1].contains("not valid UTF-8"));
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn agari_formats() {
    let (out, _, _) = tehai(&["agari", "123m456p789s11122z", "0m"], None);
    assert_eq!(out, "123m456p789s11122z\ttrue\n0m\tfalse\n");
    let (out, _, _) = tehai(&["agari", "--json", "1122m3344p5566s77z"], None);
    assert_eq!(
        out,
        "{\"hand\":\"1122m3344p5566s77z\",\"agari\":true,\"regular\":false,\"seven_pairs\":true,\"thirteen_orphans\":false}\n"
    );
    let (out, err, code) = tehai(&["agari", "123m"], None);
    assert_eq!(out, "");
    assert!(err.contains("3N+1 or 3N+2"));
    assert_eq!(code, 1);
}

#[test]
fn waits_formats() {
    let (out, _, _) = tehai(&["waits", "23m456p789s11122z"], None);
    assert_eq!(out, "23m456p789s11122z\t14m\n");
    let (out, _, _) = tehai(&["waits", "--json", "1111m999m111p111s"], None);
    assert_eq!(
        out,
        "{\"hand\":\"1111999m111p111s\",\"waits\":\"\",\"fifth_tile\":\"1m\"}\n"
    );
}

#[test]
fn streams_many_lines() {
    let hands = [
        "123m456p789s11122z",
        "22334455667788m",
        "1m",
        "19m19p19s12345677z",
    ];
    let count = 200_000;
    let input: String = (0..count)
        .map(|i| format!("{}\n", hands[i % hands.len()]))
        .collect();
    let (out, _, code) = tehai(&["decompose", "--json"], Some(&input));
    assert_eq!(out.lines().count(), count);
    // "1m" has 3N+1 tiles: an error line, so the status is 1.
    assert_eq!(code, 1);
}

#[test]
fn shanten_formats() {
    let (out, _, code) = tehai(&["shanten", "11119999m111p111s", "5z"], None);
    assert_eq!(out, "11119999m111p111s\t1\t1\t5\t8\n5z\t0\t0\t-\t-\n");
    assert_eq!(code, 0);
    let (out, _, _) = tehai(&["shanten", "--json", "1122m3344p5566s7z"], None);
    assert_eq!(
        out,
        "{\"hand\":\"1122m3344p5566s7z\",\"shanten\":0,\"regular\":3,\"seven_pairs\":0,\"thirteen_orphans\":10}\n"
    );
    let (out, _, code) = tehai(&["shanten", "--json", "123m456p"], None);
    assert!(out.starts_with("{\"input\":\"123m456p\",\"error\":"));
    assert_eq!(code, 1);
}
