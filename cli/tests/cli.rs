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
    // The blank line is no input: it gets no line.
    let input = "123m11z\n1\"x\n8z\n\n123m45\n11z\n";
    let (out, _, code) = tehai(&["decompose", "--json"], Some(input));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5, "one output line per input line: {out}");
    assert!(lines[0].starts_with("{\"hand\":\"123m11z\""));
    assert_eq!(
        lines[1],
        "{\"input\":\"1\\\"x\",\"error\":\"unknown character '\\\"' at offset 1\"}"
    );
    assert!(lines[2].starts_with("{\"input\":\"8z\",\"error\":"));
    assert!(lines[3].contains("no suit letter"));
    assert!(lines[4].starts_with("{\"hand\":\"11z\""));
    assert_eq!(code, 1);
    // A hand argument that is empty is still an error.
    let (out, _, code) = tehai(&["decompose", "--json", ""], None);
    assert_eq!(out, "{\"input\":\"\",\"error\":\"empty hand\"}\n");
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

/// Runs `tehai` with `stdout` and `stderr` sent where the caller says
/// (`None`: a pipe that is read and returned).
#[cfg(target_os = "linux")]
fn tehai_to(args: &[&str], stdout: Option<&str>, stderr: Option<&str>) -> (String, i32) {
    let open =
        |path: &str| Stdio::from(std::fs::OpenOptions::new().write(true).open(path).unwrap());
    let output = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout.map_or_else(Stdio::piped, open))
        .stderr(stderr.map_or_else(Stdio::piped, open))
        .output()
        .unwrap();
    let mut text = String::from_utf8(output.stdout).unwrap();
    text.push_str(&String::from_utf8(output.stderr).unwrap());
    (text, output.status.code().expect("no signal, no panic"))
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_is_no_panic() {
    // The bad hand decides the status; standard output says that its
    // message was lost, so the failure is never silent.
    let lost = "tehai: 1 input was bad, and standard error could not be written to say which\n";
    let (out, code) = tehai_to(&["shanten", "xyz"], None, Some("/dev/full"));
    assert_eq!((out.as_str(), code), (lost, 1));
    let (out, code) = tehai_to(&["shanten", "5z", "xyz"], None, Some("/dev/full"));
    assert_eq!(out, format!("5z\t0\t0\t-\t-\n{lost}"));
    assert_eq!(code, 1);
    // Neither stream can be written: nothing reports the bad hand, status 2.
    let (_, code) = tehai_to(&["shanten", "xyz"], Some("/dev/full"), Some("/dev/full"));
    assert_eq!(code, 2);
    // Answers that cannot be written are a failure, said on standard error
    // when it can be and never a panic when it cannot.
    for args in [&["shanten", "5z", "xyz"][..], &["shanten", "--json", "xyz"]] {
        let (_, code) = tehai_to(args, Some("/dev/full"), Some("/dev/full"));
        assert_eq!(code, 2, "{args:?}");
        let (err, code) = tehai_to(args, Some("/dev/full"), None);
        assert_eq!(code, 2, "{args:?}");
        assert!(
            err.contains("tehai: cannot write to standard output: No space left on device"),
            "{err}"
        );
    }
}

#[cfg(target_os = "linux")]
#[test]
fn help_and_version_that_cannot_be_written_fail() {
    for flag in ["--help", "--version", "-h", "-V"] {
        let (_, code) = tehai_to(&[flag], Some("/dev/full"), None);
        assert_eq!(code, 2, "{flag}");
        let (_, code) = tehai_to(&[flag], Some("/dev/full"), Some("/dev/full"));
        assert_eq!(code, 2, "{flag}");
        let (out, code) = tehai_to(&[flag], None, None);
        assert_eq!(code, 0, "{flag}");
        assert!(!out.is_empty());
    }
    let (_, code) = tehai_to(&["waits", "--help"], Some("/dev/full"), None);
    assert_eq!(code, 2);
    // A usage error is status 2 whether or not its message arrives.
    let (out, code) = tehai_to(&["frobnicate"], None, None);
    assert_eq!(code, 2);
    assert!(out.contains("frobnicate"), "{out}");
    let (_, code) = tehai_to(&["frobnicate"], None, Some("/dev/full"));
    assert_eq!(code, 2);
}

#[test]
fn help_explains_the_notation_and_the_output() {
    let (out, _, code) = tehai(&["--help"], None);
    assert_eq!(code, 0);
    for needle in [
        "123m456p789s11122z",
        "0 = a red five",
        "1z..7z = East, South, West, North, White, Green, Red",
        "Exit status",
    ] {
        assert!(out.contains(needle), "{needle:?} in {out}");
    }
    for (command, needle) in [
        ("decompose", "123406m11m gives 11m 123m 406m"),
        ("agari", "\"agari\":true"),
        ("waits", "fifth_tile"),
        ("shanten", "null in JSON"),
    ] {
        let (out, _, code) = tehai(&[command, "--help"], None);
        assert_eq!(code, 0);
        assert!(out.contains(needle), "{needle:?} in {out}");
        assert!(out.contains("--glyphs"), "{command}");
    }
}

/// Answers lines from a writer thread and closes the output after the first
/// answer: the status says whether a bad line was seen, and no error is shown.
fn first_answer_then_close(
    args: &[&str],
    line: &'static str,
    lines: usize,
) -> (String, String, i32) {
    use std::io::{BufRead, BufReader, Read};
    let mut child = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    // The writer meets a closed pipe once tehai stops: that is expected.
    let writer = std::thread::spawn(move || {
        let chunk = line.repeat(1000);
        for _ in 0..lines / 1000 {
            if pipe.write_all(chunk.as_bytes()).is_err() {
                break;
            }
        }
    });
    let mut first = String::new();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    stdout.read_line(&mut first).unwrap();
    drop(stdout);
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    let status = child.wait().unwrap();
    writer.join().unwrap();
    (first, err, status.code().expect("no signal, no panic"))
}

#[test]
fn a_closed_pipe_keeps_the_status_of_what_was_seen() {
    // yes xyz | head -200000 | tehai shanten --json | head -1
    let (first, err, code) = first_answer_then_close(&["shanten", "--json"], "xyz\n", 200_000);
    assert!(
        first.starts_with("{\"input\":\"xyz\",\"error\":"),
        "{first}"
    );
    assert_eq!((err.as_str(), code), ("", 1));
    let (first, err, code) = first_answer_then_close(&["shanten", "--json"], "5z\n", 200_000);
    assert!(first.starts_with("{\"hand\":\"5z\""), "{first}");
    assert_eq!((err.as_str(), code), ("", 0));
    let (first, _, code) = first_answer_then_close(&["waits"], "1m\n", 200_000);
    assert_eq!((first.as_str(), code), ("1m\t1m\n", 0));
}

/// The peak resident memory of a running process, in KiB (Linux).
#[cfg(target_os = "linux")]
fn peak_memory_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status
        .lines()
        .find(|line| line.starts_with("VmHWM:"))
        .unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn a_very_long_line_is_refused_in_bounded_memory() {
    use std::io::Read;
    const LENGTH: usize = 100 << 20;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .args(["decompose", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let mut pipe = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = String::new();
        stdout.read_to_string(&mut out).unwrap();
        out
    });
    pipe.write_all(b"11z\n").unwrap();
    let chunk = vec![b'1'; 1 << 20];
    for _ in 0..LENGTH / chunk.len() {
        pipe.write_all(&chunk).unwrap();
    }
    // All but a pipe's worth of the line has been read: the peak so far is
    // the peak of reading it.
    let peak = peak_memory_kib(pid);
    pipe.write_all(b"\n22z\n").unwrap();
    drop(pipe);
    let status = child.wait().unwrap();
    let out = reader.join().unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out:.300}");
    assert!(lines[0].starts_with("{\"hand\":\"11z\""));
    assert_eq!(
        lines[1],
        format!(
            "{{\"input\":\"{}…\",\"error\":\"line too long ({LENGTH} bytes; at most 4096)\"}}",
            "1".repeat(64)
        )
    );
    assert!(lines[2].starts_with("{\"hand\":\"22z\""));
    assert_eq!(status.code(), Some(1));
    // About 3 MiB in practice (the old reader took twice the line's length).
    assert!(peak < 16 * 1024, "peak resident memory {peak} KiB");
}

#[test]
fn line_limit_in_text_mode_names_the_line() {
    let input = format!("5z\n{}\n", "1".repeat(5000));
    let (out, err, code) = tehai(&["shanten"], Some(&input));
    let message = format!(
        "error: line 2: \"{}…\": line too long (5000 bytes; at most 4096)\n",
        "1".repeat(64)
    );
    assert_eq!(out, format!("5z\t0\t0\t-\t-\n{message}"));
    assert_eq!(err, message);
    assert_eq!(code, 1);
    // 4096 bytes is allowed (and then too many tiles).
    let input = format!("{}\r\n", " ".repeat(4090) + "1z 2z");
    let (out, err, code) = tehai(&["shanten"], Some(&input));
    assert_eq!(
        (out.as_str(), err.as_str(), code),
        ("12z\t0\t0\t-\t-\n", "", 0)
    );
}

#[test]
fn text_errors_name_the_line_of_standard_input() {
    // Line 2 is blank: skipped, but still counted.
    let (out, err, code) = tehai(&["shanten"], Some("5z\n\nxyz\n123m\n"));
    let messages = "error: line 3: \"xyz\": unknown character 'x' at offset 0\n\
         error: line 4: \"123m\": a hand of 3 tiles has no shanten: it needs 3N+1 or 3N+2 concealed tiles\n";
    assert_eq!(err, messages);
    // Standard output has the same messages, in the lines of their inputs.
    assert_eq!(out, format!("5z\t0\t0\t-\t-\n{messages}"));
    assert_eq!(code, 1);
    // Arguments have no line number.
    let (_, err, _) = tehai(&["decompose", "1m"], None);
    assert_eq!(
        err,
        "error: \"1m\": a hand of 1 tile cannot be decomposed: it needs 3N or 3N+2 tiles\n"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn unreadable_input_is_status_two() {
    let output = Command::new(env!("CARGO_BIN_EXE_tehai"))
        .arg("shanten")
        .stdin(Stdio::from(std::fs::File::open("/").unwrap()))
        .output()
        .unwrap();
    let err = String::from_utf8(output.stderr).unwrap();
    assert!(
        err.starts_with("tehai: cannot read standard input:"),
        "{err}"
    );
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn spaces_and_capitals_are_accepted() {
    let (out, _, code) = tehai(&["waits", "123m 456p 789s 1122Z"], None);
    assert_eq!((out.as_str(), code), ("123m456p789s1122z\t12z\n", 0));
    let (out, _, code) = tehai(&["agari", "--json"], Some("  123M 456P\t789S 11122z \n"));
    assert_eq!(
        out,
        "{\"hand\":\"123m456p789s11122z\",\"agari\":true,\"regular\":true,\"seven_pairs\":false,\"thirteen_orphans\":false}\n"
    );
    assert_eq!(code, 0);
    // A space may not split a group.
    let (_, err, code) = tehai(&["waits", "1 2m"], None);
    assert!(err.contains("no suit letter"), "{err}");
    assert_eq!(code, 1);
}

#[test]
fn glyphs_on_every_subcommand() {
    let man = |ranks: &[u32]| -> String {
        ranks
            .iter()
            .map(|rank| char::from_u32(0x1F006 + rank).unwrap())
            .collect()
    };
    let (out, _, _) = tehai(&["agari", "--glyphs", "123m11z"], None);
    assert_eq!(
        out,
        format!("{}\u{1F000}\u{1F000}\ttrue\n", man(&[1, 2, 3]))
    );
    let (out, _, _) = tehai(&["waits", "--glyphs", "2355m"], None);
    assert_eq!(out, format!("{}\t{}\n", man(&[2, 3, 5, 5]), man(&[1, 4])));
    let (out, _, _) = tehai(&["shanten", "--glyphs", "0m"], None);
    assert_eq!(out, format!("{}\t0\t0\t-\t-\n", man(&[5])));
    let (out, _, _) = tehai(&["decompose", "--glyphs", "123m11z", "11z"], None);
    assert_eq!(
        out,
        format!(
            "{0}\u{1F000}\u{1F000}:\n  {0} \u{1F000}\u{1F000}\n\u{1F000}\u{1F000}:\n  \u{1F000}\u{1F000}\n",
            man(&[1, 2, 3])
        )
    );
    let (_, err, code) = tehai(&["waits", "--glyphs", "--json", "1m"], None);
    assert!(err.contains("cannot be used with"), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn red_fives_stay_in_the_output() {
    let (out, _, code) = tehai(&["decompose", "123406m11m"], None);
    assert_eq!((out.as_str(), code), ("11m 123m 406m\n", 0));
    let (out, _, _) = tehai(&["decompose", "--json", "340m406m55p"], None);
    assert_eq!(
        out,
        "{\"hand\":\"344006m55p\",\"decompositions\":[[\"340m\",\"406m\",\"55p\"]],\"seven_pairs\":false,\"thirteen_orphans\":false}\n"
    );
    let (out, _, _) = tehai(&["decompose", "055m00p"], None);
    assert_eq!(out, "055m 00p\n");
    for command in ["agari", "shanten"] {
        let (out, _, _) = tehai(&[command, "50m55p"], None);
        assert!(out.starts_with("05m55p\t"), "{command}: {out}");
    }
    let (out, _, _) = tehai(&["waits", "--json", "406m7m"], None);
    assert_eq!(
        out,
        "{\"hand\":\"4067m\",\"waits\":\"47m\",\"fifth_tile\":\"\"}\n"
    );
    // More red fives of a suit than any rule set uses is an error.
    let (out, _, code) = tehai(&["shanten", "--json", "000m"], None);
    assert_eq!(
        out,
        "{\"input\":\"000m\",\"error\":\"more than 2 red fives (0m): no common rule set has that many\"}\n"
    );
    assert_eq!(code, 1);
}

#[test]
fn one_tile_reads_right() {
    let (out, _, _) = tehai(&["decompose", "--json", "1m"], None);
    assert_eq!(
        out,
        "{\"input\":\"1m\",\"error\":\"a hand of 1 tile cannot be decomposed: it needs 3N or 3N+2 tiles\"}\n"
    );
}

#[test]
fn three_n_tiles_are_an_error_for_agari_waits_and_shanten() {
    for command in ["agari", "waits", "shanten"] {
        let (out, _, code) = tehai(&[command, "--json", "123m456p"], None);
        assert!(
            out.starts_with("{\"input\":\"123m456p\",\"error\":\"a hand of 6 tiles "),
            "{command}: {out}"
        );
        assert_eq!(code, 1);
    }
    let (out, _, _) = tehai(&["decompose", "123m456p"], None);
    assert_eq!(out, "123m 456p\n");
}

#[test]
fn json_strings_are_escaped() {
    let (out, _, _) = tehai(&["agari", "--json"], Some("1\u{1}\\\"m\n"));
    assert_eq!(
        out,
        "{\"input\":\"1\\u0001\\\\\\\"m\",\"error\":\"unknown character '\\\\u{1}' at offset 1\"}\n"
    );
}
