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

#[test]
fn blank_and_comment_lines_are_no_input() {
    let input = "# hands to check\n\n   \n\t# indented comment\n11z\n  # 123m\n\r\n";
    for command in [
        "decompose",
        "agari",
        "waits",
        "shanten",
        "efficiency",
        "score",
    ] {
        for json in [false, true] {
            let mut args = vec![command];
            if json {
                args.push("--json");
            }
            if command == "score" {
                args.extend(["--win", "1z"]);
            }
            // Only comments and blank lines: nothing to say, nothing wrong.
            let only = "# nothing\n\n  \n#\n";
            let (out, err, code) = tehai(&args, Some(only));
            assert_eq!((out.as_str(), err.as_str(), code), ("", "", 0), "{args:?}");
            // One hand among them: one line (an answer or an error),
            // and the line number counts the skipped lines.
            let (out, _, _) = tehai(&args, Some(input));
            assert_eq!(out.lines().count(), 1, "{args:?}: {out}");
            assert!(
                out.starts_with("11z\t")
                    || out.starts_with("error: line 5: \"11z\": ")
                    || out.contains("\"11z\""),
                "{args:?}: {out}"
            );
        }
    }
    // A comment longer than a line may be is still a comment; a line of
    // spaces that long is not known to be blank.
    let long_comment = format!("#{}\n11z\n", "x".repeat(10_000));
    let (out, err, code) = tehai(&["agari"], Some(&long_comment));
    assert_eq!((out.as_str(), err.as_str(), code), ("11z\ttrue\n", "", 0));
    let long_blank = format!("{}\n11z\n", " ".repeat(10_000));
    let (out, _, code) = tehai(&["agari"], Some(&long_blank));
    assert!(out.starts_with("error: line 1: "), "{out}");
    assert!(out.ends_with("\n11z\ttrue\n"), "{out}");
    assert_eq!(code, 1);
    // A # after a hand is no comment.
    let (out, _, code) = tehai(&["agari", "--json"], Some("11z # pair\n"));
    assert!(
        out.starts_with("{\"input\":\"11z # pair\",\"error\":"),
        "{out}"
    );
    assert_eq!(code, 1);
}

/// The output of `args` for `input`, checked to line up with the input's
/// lines that are not skipped: one output line each, an error line exactly
/// where the input is bad (`bad` holds their numbers, from 1).
fn lines_up(args: &[&str], input: &str, bad: &[usize]) -> Vec<String> {
    let (out, err, code) = tehai(args, Some(input));
    let inputs: Vec<(usize, &str)> = input
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, line))
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .collect();
    let outputs: Vec<&str> = out.lines().collect();
    assert_eq!(outputs.len(), inputs.len(), "{args:?}: {out}");
    for ((number, line), output) in inputs.iter().zip(&outputs) {
        let error = format!("error: line {number}: {line:?}: ");
        if bad.contains(number) {
            assert!(output.starts_with(&error), "{args:?}: {output}");
            // Standard error has the same message.
            assert!(err.contains(&format!("{output}\n")), "{args:?}: {err}");
        } else {
            assert!(!output.starts_with("error"), "{args:?}: {output}");
        }
    }
    assert_eq!(err.lines().count(), bad.len(), "{args:?}: {err}");
    assert_eq!(code, if bad.is_empty() { 0 } else { 1 }, "{args:?}");
    outputs.iter().map(|line| (*line).to_owned()).collect()
}

#[test]
fn text_output_lines_up_with_standard_input() {
    let hands = "22334455667788m\nxyz\n\n12344455888999m\n1m\n# done\n";
    let out = lines_up(&["decompose"], hands, &[2, 5]);
    assert_eq!(
        out[0],
        "22334455667788m\t22m 345m 345m 678m 678m\t234m 234m 55m 678m 678m\t234m 234m 567m 567m 88m\tseven pairs"
    );
    assert_eq!(out[2], "12344455888999m\t123m 444m 55m 888m 999m");
    let out = lines_up(&["decompose", "--glyphs"], "19m19p19s12345677z\n", &[]);
    assert_eq!(out[0].split('\t').nth(1), Some("thirteen orphans"));
    let out = lines_up(&["decompose"], "159m\n", &[]);
    assert_eq!(out[0], "159m\tno decomposition");

    let out = lines_up(&["agari"], "123m456p789s11122z\n123m\n0m\n", &[2]);
    assert_eq!(out[0], "123m456p789s11122z\ttrue");
    assert_eq!(out[2], "0m\tfalse");

    let out = lines_up(&["waits"], "23m456p789s11122z\n1x\n\n5z\n", &[2]);
    assert_eq!(
        (out[0].as_str(), out[2].as_str()),
        ("23m456p789s11122z\t14m", "5z\t5z")
    );

    let out = lines_up(&["shanten"], "5z\n123m456p\n11119999m111p111s\n", &[2]);
    assert_eq!(out[2], "11119999m111p111s\t1\t1\t5\t8");

    let input = "123m456p789s11223z\n123m\n146m146p222347s7z\n";
    let out = lines_up(&["efficiency"], input, &[2]);
    let discards: Vec<&str> = out[0].split('\t').collect();
    assert_eq!(
        discards[..4],
        ["123m456p789s11223z", "0", "3z 0 4 12z", "1m 1 11 14m12z"]
    );
    assert_eq!(discards.len(), 2 + 12);
    assert_eq!(out[2], "146m146p222347s7z\t3\t53\t1235m1235p256789s7z");

    let input = "234567m23455p888s\n{\"hand\":\"234567m23455p888s\",\"win\":\"5p\",\"seat_wind\":\"S\"}\n{\"honba\":\nxyz\n123456m789p11s222z\n";
    let out = lines_up(&["score", "--win", "5p", "--riichi"], input, &[3, 4, 5]);
    assert_eq!(
        out[0],
        "234567m23455p888s\triichi 1, tanyao 1\t2 han 40 fu\tron: 3900 from the discarder\ttotal 3900\treading 234m 567m 234p 55p 888s, tanki on 55p"
    );
    assert!(
        out[1].starts_with("234567m23455p888s\triichi 1, tanyao 1\t2 han 40 fu\tron: 2600 "),
        "{}",
        out[1]
    );
    assert!(out[2].ends_with("(bad_json)"), "{}", out[2]);
    assert!(out[3].ends_with("(bad_hand)"), "{}", out[3]);
    assert!(out[4].ends_with("(winning_tile_not_in_hand)"), "{}", out[4]);
}

#[test]
fn hand_arguments_keep_their_layout() {
    // Several lines for one hand argument; a bad argument only on standard
    // error, with no line number.
    let (out, err, code) = tehai(&["efficiency", "11m", "1x"], None);
    assert_eq!(out, "11m\t-1\n  1m   0    2  1m\n");
    assert_eq!(err, "error: \"1x\": unknown character 'x' at offset 1\n");
    assert_eq!(code, 1);
}

#[test]
fn help_names_every_question() {
    let (out, _, code) = tehai(&["--help"], None);
    assert_eq!(code, 0);
    let about = out.lines().next().unwrap();
    for needle in ["scoring", "tile efficiency"] {
        assert!(about.contains(needle), "{needle:?} in {about}");
    }
    // Each question in the list of commands, on the line of its command.
    for (command, question) in [
        ("decompose", "Decompositions:"),
        ("agari", "Win check:"),
        ("waits", "Waits:"),
        ("shanten", "Shanten:"),
        ("efficiency", "useful tiles"),
        ("efficiency", "discards"),
        ("score", "Scoring:"),
    ] {
        let line = out
            .lines()
            .find(|line| line.trim_start().starts_with(&format!("{command} ")))
            .unwrap_or_else(|| panic!("{command} in {out}"));
        assert!(line.contains(question), "{question:?} in {line}");
    }
    for needle in ["blank lines", "# are skipped", "paste input output"] {
        assert!(out.contains(needle), "{needle:?} in {out}");
    }
}

#[test]
fn no_hint_when_standard_input_is_no_terminal() {
    let (out, err, code) = tehai(&["waits"], Some("5z\n"));
    assert_eq!((out.as_str(), err.as_str(), code), ("5z\t5z\n", "", 0));
}

/// What a person sees who runs `tehai <args>` on a terminal and types
/// `typed` (then the end of input): standard input, output and error are
/// one terminal, made by `script`. `None` where `script` cannot be run.
#[cfg(target_os = "linux")]
fn on_a_terminal(args: &str, typed: &str) -> Option<String> {
    let command = format!("{} {args}", env!("CARGO_BIN_EXE_tehai"));
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    // Ctrl-D at the start of a line ends the input.
    let typed = format!("{typed}\u{4}");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(typed.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success() || output.status.code() == Some(1));
    Some(
        String::from_utf8(output.stdout)
            .unwrap()
            .replace("\r\n", "\n"),
    )
}

#[cfg(target_os = "linux")]
#[test]
fn a_terminal_gets_a_hint_and_each_error_once() {
    let Some(seen) = on_a_terminal("shanten", "5z\nxyz\n") else {
        eprintln!("no `script` command: the terminal is not tested");
        return;
    };
    let hint = "tehai: reading hands from standard input, one a line; Ctrl-D to end (tehai --help for usage)\n";
    assert_eq!(seen.matches(hint).count(), 1, "{seen}");
    // The hint comes before any answer.
    assert!(seen.find(hint) < seen.find("5z\t0"), "{seen}");
    assert_eq!(seen.matches("error: line 2: \"xyz\"").count(), 1, "{seen}");
    // Each answer shows as soon as its line is typed, before the end.
    let seen = answer_before_the_end().expect("no answer before the end of the input");
    assert!(seen.contains("5z\t0\t0\t-\t-"), "{seen}");
    // With a hand argument nothing is read: no hint.
    let seen = on_a_terminal("shanten 5z", "").unwrap();
    assert_eq!(seen, "5z\t0\t0\t-\t-\n");
}

/// Types `5z` on a terminal and waits for its answer before ending the
/// input: what was seen by then (`None` after ten seconds without it).
#[cfg(target_os = "linux")]
fn answer_before_the_end() -> Option<String> {
    use std::io::Read;
    use std::sync::mpsc;
    let command = format!("{} shanten", env!("CARGO_BIN_EXE_tehai"));
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let mut buffer = [0u8; 256];
        while let Ok(read) = stdout.read(&mut buffer) {
            if read == 0 || sender.send(buffer[..read].to_vec()).is_err() {
                break;
            }
        }
    });
    stdin.write_all(b"5z\n").unwrap();
    let mut seen = Vec::new();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    let answered = loop {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match receiver.recv_timeout(left) {
            Ok(bytes) => seen.extend(bytes),
            Err(_) => break false,
        }
        if String::from_utf8_lossy(&seen).contains("5z\t0") {
            break true;
        }
    };
    // Ctrl-D ends the input either way, so that nothing is left running.
    let _ = stdin.write_all(b"\x04");
    drop(stdin);
    let _ = child.wait();
    answered.then(|| String::from_utf8_lossy(&seen).into_owned())
}
