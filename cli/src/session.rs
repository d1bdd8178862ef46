//! The input loop every subcommand shares: inputs from the arguments or, with
//! none, one a line from standard input (blank and `#` lines skipped),
//! answered as they stream in; error lines or messages; the hint and the
//! progress line on a terminal; the exit status.
//!
//! # Adding a subcommand
//!
//! 1. Add the question to `tehai-answer` (`answer/`): a function that
//!    answers one input with a value that implements `tehai_answer::Notate`
//!    (its JSON, keys in order, with its tiles in any notation).
//! 2. Write `src/<name>.rs` with a `run(args) -> ExitCode` that hands the
//!    session closures for one input:
//!    * [`answer_hands`] when the inputs are hands (in any notation): one
//!      closure asks the question of the [`ParsedHand`], the session writes
//!      the answer with `--json`, and the other closure writes it as text
//!      (tiles through [`Reply::text`], which follows `--notation`);
//!    * [`run`] for any other one-line input (such as one JSON object a
//!      line): the closure gets the raw line and writes its answer into the
//!      [`Reply`], with `--json` ([`Reply::json`]) one value through
//!      [`Reply::write_answer`] (or [`Reply::write_json`]).
//!
//!    Text is any number of lines written with `write!` (no final newline),
//!    but exactly one line when [`Reply::one_line`] says the inputs are
//!    lines of standard input: the output then lines up with the input.
//!    Either closure may fail instead: anything that implements `Display`
//!    converts into a [`Failure`] with `?`, and the session writes the
//!    error line (JSON) or message (text, with the line number) and counts
//!    the failure.
//! 3. In `main.rs`: `mod <name>;`, one variant of `Command` (with a doc
//!    comment: it is the help line), and one line in the `match` of `main`.
//!    Options beyond `--json`, `--glyphs` and the hands go in an `Args`
//!    struct of the module that flattens [`HandArgs`].
//!
//! # Exit status and failed writes
//!
//! 0 when every input was answered, 1 when some input was bad, 2 when the
//! output could not be written or the input could not be read. A closed
//! pipe on standard output ends the run quietly with the status of what was
//! seen so far. Reading standard input, each text-mode error message is
//! also the bad line's output line. For hand arguments, when error messages
//! cannot be written to standard error, one line on standard output says
//! how many were lost, so that a failure is never silent; if that line
//! cannot be written either, the status is 2.

use std::fmt;
use std::io::{self, BufRead, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;
use tehai::notation::ParsedHand;
use tehai_answer::{Notate, Notated, Notation};

use crate::render::Text;

/// The options of every subcommand that reads hands.
#[derive(Args)]
pub struct HandArgs {
    /// One JSON object per input line instead of human text.
    #[arg(long)]
    pub json: bool,
    /// Human text with the Unicode mahjong tiles (🀇🀈🀉) instead of digits
    /// (red fives show as plain fives).
    #[arg(long, conflicts_with = "json")]
    pub glyphs: bool,
    /// Hands in any notation, one an argument: MPSZ (123m456p789s11122z),
    /// 136-tile ids ("0 4 8 16") or mjai names ("1m 2m 3m 5mr E"), quoted
    /// so that a hand is one argument; none: read standard input, one hand
    /// a line.
    #[arg(value_name = "HAND")]
    pub hands: Vec<String>,
}

/// The longest input line, in bytes (without its line break). Longer lines
/// are read to their end without being kept and answered with an error.
pub const MAX_LINE: usize = 4096;

/// How many bytes of a line that is too long the error echoes.
const ECHOED_PREFIX: usize = 64;

/// What a person who runs a subcommand without hands on a terminal is told,
/// on standard error, before it waits for input.
pub const STDIN_HINT: &str = if cfg!(windows) {
    "tehai: reading hands from standard input, one a line; Ctrl-Z then Enter to end (tehai --help for usage)"
} else {
    "tehai: reading hands from standard input, one a line; Ctrl-D to end (tehai --help for usage)"
};

/// Lines read between two updates of the progress line.
const PROGRESS_EVERY: u64 = 4096;

/// Why an input could not be answered: the text of the error line. Any error
/// that implements `Display` converts into one, so closures can use `?`.
pub struct Failure {
    reason: String,
    /// With `--json`, the error line's `message` (the reason is then an id).
    message: Option<String>,
    /// With `--json`, the error line's `field`: the JSON field at fault.
    field: Option<String>,
}

impl<E: fmt::Display> From<E> for Failure {
    fn from(error: E) -> Self {
        Failure {
            reason: error.to_string(),
            message: None,
            field: None,
        }
    }
}

impl Failure {
    /// An error line with an id as its `error` and a `message` for people
    /// (and the `field` at fault, when known).
    pub fn with_id(id: &str, message: String, field: Option<String>) -> Failure {
        Failure {
            reason: id.to_owned(),
            message: Some(message),
            field,
        }
    }
}

/// Where a closure writes the answer to one input. Text goes in with
/// `write!`; a JSON answer with [`Reply::write_json`].
pub struct Reply {
    text: Vec<u8>,
    json: bool,
    glyphs: bool,
    notation: Notation,
    many: bool,
    stream: bool,
    line: Option<u64>,
}

impl Reply {
    /// `--json`: write exactly one JSON value.
    pub fn json(&self) -> bool {
        self.json
    }

    /// `--glyphs`: write tiles as Unicode mahjong tiles in human text.
    pub fn glyphs(&self) -> bool {
        self.glyphs
    }

    /// `--notation`: the notation of the tiles written.
    pub fn notation(&self) -> Notation {
        self.notation
    }

    /// `value` as human text: in notation, or as glyphs with `--glyphs`.
    pub fn text<T>(&self, value: T) -> Text<T> {
        Text {
            value,
            glyphs: self.glyphs,
            notation: self.notation,
        }
    }

    /// More than one input (or standard input): a human-text answer that does
    /// not name its input should name it first.
    pub fn many(&self) -> bool {
        self.many
    }

    /// The inputs are lines of standard input: the answer must be one line
    /// (no `\n`), so that the output lines up with the input.
    pub fn one_line(&self) -> bool {
        self.stream
    }

    /// The number of the input's line on standard input (`None` for an
    /// argument).
    pub fn line(&self) -> Option<u64> {
        self.line
    }

    /// Writes `value` as the answer's JSON (on one line).
    pub fn write_json<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Failure> {
        serde_json::to_writer(&mut self.text, value)?;
        Ok(())
    }

    /// Writes `answer` as its JSON (on one line), its tiles in the
    /// notation asked for.
    pub fn write_answer<T: Notate + ?Sized>(&mut self, answer: &T) -> Result<(), Failure> {
        let notation = self.notation;
        self.write_json(&Notated { answer, notation })
    }

    /// Checks that `hand` can be written in the notation asked for: a
    /// hand of four plain fives of a suit has no 136-tile ids.
    pub fn check_writable(&self, hand: &ParsedHand) -> Result<(), Failure> {
        if self.notation == Notation::Ids {
            hand.ids136()?;
        }
        Ok(())
    }
}

impl fmt::Write for Reply {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        self.text.extend_from_slice(text.as_bytes());
        Ok(())
    }
}

/// The JSON error line: `{"input":"<the line>","error":"<reason>"}`, and
/// for the errors that have them a `message` and the `field` at fault.
#[derive(Serialize)]
struct ErrorLine<'a> {
    input: &'a str,
    error: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    field: Option<&'a str>,
}

/// Why a run stopped before the end of its input.
enum Stop {
    /// Standard output is a closed pipe: nobody reads the answers any more.
    Closed,
    /// Standard output could not be written.
    Output(io::Error),
    /// Standard input could not be read.
    Input(io::Error),
}

/// Answers every hand of `args` (or of standard input), read in any
/// notation, with `ask`: with `--json` the answer is serialized in the
/// notation asked for, otherwise `text` writes it.
pub fn answer_hands<A: Notate, E: fmt::Display>(
    args: &HandArgs,
    notation: Notation,
    mut ask: impl FnMut(&ParsedHand) -> Result<A, E>,
    mut text: impl FnMut(&ParsedHand, A, &mut Reply) -> Result<(), Failure>,
) -> ExitCode {
    run(
        &args.hands,
        args.json,
        args.glyphs,
        notation,
        |line, reply| {
            let parsed = tehai_answer::read_hand(line)?;
            let answer = ask(&parsed)?;
            reply.check_writable(&parsed)?;
            if reply.json() {
                return reply.write_answer(&answer);
            }
            text(&parsed, answer, reply)
        },
    )
}

/// Answers every input with `answer`, which gets the raw text: each of
/// `inputs`, or with none each line of standard input (line break removed).
pub fn run(
    inputs: &[String],
    json: bool,
    glyphs: bool,
    notation: Notation,
    mut answer: impl FnMut(&str, &mut Reply) -> Result<(), Failure>,
) -> ExitCode {
    let from_stdin = inputs.is_empty();
    let mut session = Session {
        reply: Reply {
            text: Vec::with_capacity(256),
            json,
            glyphs,
            notation,
            many: from_stdin || inputs.len() > 1,
            stream: from_stdin,
            line: None,
        },
        out: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
        err: Some(BufWriter::new(io::stderr().lock())),
        // Both on a terminal: the error line on standard output is already
        // in front of the reader, and the message would show twice.
        echo_errors: !(from_stdin && io::stdout().is_terminal() && io::stderr().is_terminal()),
        failures: 0,
    };
    let ended = if from_stdin {
        let typed = io::stdin().is_terminal();
        if typed {
            report(format_args!("{STDIN_HINT}"));
        }
        session.read_stdin(typed, &mut answer)
    } else {
        inputs
            .iter()
            .try_for_each(|input| session.answer(None, input, &mut answer))
    };
    let ended = ended.and_then(|()| session.out.flush().map_err(Stop::from_output));
    session.finish(ended)
}

/// Where the answers go, and what went wrong so far.
struct Session {
    reply: Reply,
    out: BufWriter<io::StdoutLock<'static>>,
    /// Text-mode error messages; `None` once standard error failed.
    err: Option<BufWriter<io::StderrLock<'static>>>,
    /// Text-mode error messages go to standard error (as well as to
    /// standard output when reading standard input).
    echo_errors: bool,
    failures: u64,
}

impl Stop {
    fn from_output(error: io::Error) -> Stop {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Stop::Closed
        } else {
            Stop::Output(error)
        }
    }
}

impl Session {
    /// Answers one input (`number`: its line on standard input).
    fn answer(
        &mut self,
        number: Option<u64>,
        input: &str,
        answer: &mut impl FnMut(&str, &mut Reply) -> Result<(), Failure>,
    ) -> Result<(), Stop> {
        self.reply.text.clear();
        self.reply.line = number;
        match answer(input, &mut self.reply) {
            Ok(()) => {
                // Reading a stream, every input line has its output line.
                if self.reply.text.is_empty() && !self.reply.stream {
                    return Ok(());
                }
                self.reply.text.push(b'\n');
                self.out
                    .write_all(&self.reply.text)
                    .map_err(Stop::from_output)
            }
            Err(failure) => self.fail(number, input, &failure),
        }
    }

    /// Counts a bad input and reports it: an error line on standard output
    /// with `--json`; otherwise a message on standard error and, reading
    /// standard input, the same message as the input's line on standard
    /// output.
    fn fail(&mut self, number: Option<u64>, input: &str, failure: &Failure) -> Result<(), Stop> {
        self.failures += 1;
        let line = &mut self.reply.text;
        line.clear();
        if self.reply.json {
            // Strings cannot fail to serialize.
            let _ = serde_json::to_writer(
                &mut *line,
                &ErrorLine {
                    input,
                    error: &failure.reason,
                    message: failure.message.as_deref(),
                    field: failure.field.as_deref(),
                },
            );
            line.push(b'\n');
            return self.out.write_all(line).map_err(Stop::from_output);
        }
        let reason = &failure.reason;
        // Writing into a vector cannot fail.
        let _ = match number {
            Some(number) => writeln!(line, "error: line {number}: {input:?}: {reason}"),
            None => writeln!(line, "error: {input:?}: {reason}"),
        };
        if self.echo_errors {
            if let Some(err) = &mut self.err {
                if err.write_all(line).is_err() {
                    self.err = None;
                }
            }
        }
        if self.reply.stream {
            return self.out.write_all(line).map_err(Stop::from_output);
        }
        Ok(())
    }

    /// Answers each line of standard input, with a progress line on a
    /// terminal. `typed`: a person types the lines, and sees each answer
    /// as soon as it is known rather than when the buffer fills.
    fn read_stdin(
        &mut self,
        typed: bool,
        answer: &mut impl FnMut(&str, &mut Reply) -> Result<(), Failure>,
    ) -> Result<(), Stop> {
        let progress = progress_bar();
        let mut reader = io::stdin().lock();
        let mut line = Vec::with_capacity(MAX_LINE + 2);
        let mut number = 0u64;
        let ended = loop {
            let length = match read_line(&mut reader, &mut line) {
                Ok(Some(length)) => length,
                Ok(None) => break Ok(()),
                Err(error) => break Err(Stop::Input(error)),
            };
            number += 1;
            let answered = if skipped(&line, length) {
                Ok(())
            } else if length > MAX_LINE {
                let prefix = String::from_utf8_lossy(prefix(&line, ECHOED_PREFIX));
                let reason = format!("line too long ({length} bytes; at most {MAX_LINE})");
                self.fail(Some(number), &format!("{prefix}…"), &Failure::from(reason))
            } else {
                match std::str::from_utf8(&line) {
                    Ok(text) => self.answer(Some(number), text, answer),
                    Err(_) => {
                        let lossy = String::from_utf8_lossy(&line);
                        let reason = Failure::from("input is not valid UTF-8");
                        self.fail(Some(number), &lossy, &reason)
                    }
                }
            };
            if let Err(stop) = answered {
                break Err(stop);
            }
            if typed {
                if let Some(err) = &mut self.err {
                    if err.flush().is_err() {
                        self.err = None;
                    }
                }
                if let Err(error) = self.out.flush() {
                    break Err(Stop::from_output(error));
                }
            }
            if number % PROGRESS_EVERY == 0 {
                if let Some(bar) = &progress {
                    bar.set_position(number);
                }
            }
        };
        if let Some(bar) = progress {
            bar.finish_and_clear();
        }
        ended
    }

    /// Flushes the messages and turns the way the run ended into the status.
    fn finish(mut self, ended: Result<(), Stop>) -> ExitCode {
        if let Some(err) = &mut self.err {
            if err.flush().is_err() {
                self.err = None;
            }
        }
        let mut trouble = match ended {
            Ok(()) | Err(Stop::Closed) => None,
            Err(Stop::Output(error)) => Some(format!("cannot write to standard output: {error}")),
            Err(Stop::Input(error)) => Some(format!("cannot read standard input: {error}")),
        };
        // Reading standard input, every message is on standard output too.
        let messages_lost =
            self.err.is_none() && !self.reply.json && !self.reply.stream && self.failures > 0;
        if messages_lost && trouble.is_none() {
            let failures = self.failures;
            let noun = if failures == 1 {
                "input was"
            } else {
                "inputs were"
            };
            let written = writeln!(
                self.out,
                "tehai: {failures} {noun} bad, and standard error could not be written to say which"
            )
            .and_then(|()| self.out.flush());
            if let Err(error) = written {
                trouble = Some(format!("cannot write to standard output: {error}"));
            }
        }
        // Leave nothing for the drops to retry on a broken output.
        drop(self.err.take());
        let (_, _) = self.out.into_parts();
        match trouble {
            Some(message) => {
                report(format_args!("tehai: {message}"));
                ExitCode::from(2)
            }
            None if self.failures > 0 => ExitCode::from(1),
            None => ExitCode::SUCCESS,
        }
    }
}

/// Reads one line into `line` without its line break (nor a `\r` before it),
/// keeping at most `MAX_LINE + 1` bytes of it: a longer line is read to its
/// end and dropped. Returns the line's full length, or `None` at the end of
/// the input.
fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>) -> io::Result<Option<usize>> {
    line.clear();
    // The line break, a `\r` and one byte too many still fit.
    let kept = (MAX_LINE + 3) as u64;
    if Read::take(&mut *reader, kept).read_until(b'\n', line)? == 0 {
        return Ok(None);
    }
    if line.last() == Some(&b'\n') {
        line.pop();
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        return Ok(Some(line.len()));
    }
    if (line.len() as u64) < kept {
        // The last line, without a line break.
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        return Ok(Some(line.len()));
    }
    // Too long: count the rest of the line without keeping it.
    let mut length = line.len();
    let mut last = line.last().copied();
    line.truncate(MAX_LINE + 1);
    loop {
        let buffer = match reader.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        let (read, end_of_line) = match buffer.iter().position(|&byte| byte == b'\n') {
            Some(end) => (end, true),
            None => (buffer.len(), buffer.is_empty()),
        };
        if read > 0 {
            last = buffer.get(read - 1).copied();
        }
        let consumed = if buffer.is_empty() {
            0
        } else {
            read + usize::from(end_of_line)
        };
        length += read;
        reader.consume(consumed);
        if end_of_line {
            // A `\r` before the line break is not part of the line.
            return Ok(Some(length - usize::from(last == Some(b'\r'))));
        }
    }
}

/// A line that is no input: blank (spaces only), or a comment, whose first
/// character after the spaces is `#`. `line` holds the first bytes of a
/// line of `length` bytes: a longer line of spaces is not known to be blank.
fn skipped(line: &[u8], length: usize) -> bool {
    match line.iter().find(|byte| !byte.is_ascii_whitespace()) {
        Some(&first) => first == b'#',
        None => line.len() == length,
    }
}

/// At most `limit` bytes from the start of `bytes`, cut at a character
/// boundary when the text is UTF-8.
fn prefix(bytes: &[u8], limit: usize) -> &[u8] {
    let mut end = limit.min(bytes.len());
    // A UTF-8 character has at most three continuation bytes (0b10xx_xxxx).
    for _ in 0..3 {
        match bytes.get(end) {
            Some(byte) if end > 0 && byte & 0xC0 == 0x80 => end -= 1,
            _ => break,
        }
    }
    bytes.get(..end).unwrap_or(bytes)
}

/// A spinner with a line count and an integer rate on standard error, only
/// when a person is watching.
fn progress_bar() -> Option<indicatif::ProgressBar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let style = indicatif::ProgressStyle::with_template("{spinner} {pos} lines ({rate})")
        .ok()?
        .with_key(
            "rate",
            |state: &indicatif::ProgressState, out: &mut dyn fmt::Write| {
                let _ = out.write_str(&rate(state.per_sec()));
            },
        );
    let bar = indicatif::ProgressBar::new_spinner();
    bar.set_style(style);
    Some(bar)
}

/// Lines a second for the progress line: a whole number, `12346/s`.
fn rate(per_second: f64) -> String {
    if per_second.is_finite() && per_second >= 0.0 {
        format!("{:.0}/s", per_second)
    } else {
        "-/s".to_owned()
    }
}

/// Writes one message line to standard error, if it can.
pub fn report(message: fmt::Arguments<'_>) {
    let mut err = io::stderr().lock();
    let _ = writeln!(err, "{message}").and_then(|()| err.flush());
}

/// An exit status from clap's or our own number (0 to 255).
pub fn exit_status(code: i32) -> ExitCode {
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}

/// Writes what clap has to say (help, version or a usage error) and checks
/// that it arrived: help that cannot be written is a failure (status 2), not
/// a silent success. A closed pipe is not a failure.
pub(crate) fn command_line_error(error: &clap::Error) -> ExitCode {
    let rendered = error.render();
    let written = if error.use_stderr() {
        let stderr = io::stderr();
        let text = if colour(stderr.is_terminal()) {
            rendered.ansi().to_string()
        } else {
            rendered.to_string()
        };
        let mut stderr = stderr.lock();
        stderr
            .write_all(text.as_bytes())
            .and_then(|()| stderr.flush())
    } else {
        let stdout = io::stdout();
        let text = if colour(stdout.is_terminal()) {
            rendered.ansi().to_string()
        } else {
            rendered.to_string()
        };
        let mut stdout = stdout.lock();
        stdout
            .write_all(text.as_bytes())
            .and_then(|()| stdout.flush())
    };
    match written {
        Ok(()) => exit_status(error.exit_code()),
        Err(write_error) if write_error.kind() == io::ErrorKind::BrokenPipe => {
            exit_status(error.exit_code())
        }
        Err(write_error) => {
            if !error.use_stderr() {
                report(format_args!(
                    "tehai: cannot write to standard output: {write_error}"
                ));
            }
            ExitCode::from(2)
        }
    }
}

/// Styled help only on a terminal, and never when `NO_COLOR` is set.
fn colour(terminal: bool) -> bool {
    terminal && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rate_is_a_whole_number() {
        assert_eq!(rate(12345.6789), "12346/s");
        assert_eq!(rate(0.0), "0/s");
        assert_eq!(rate(f64::NAN), "-/s");
    }

    #[test]
    fn lines_are_bounded() {
        let long = vec![b'1'; 3 * MAX_LINE];
        let mut input = Vec::new();
        input.extend_from_slice(b"5z\r\n");
        input.extend_from_slice(&long);
        input.extend_from_slice(b"\n11z");
        let mut reader = io::BufReader::with_capacity(100, &input[..]);
        let mut line = Vec::new();
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), Some(2));
        assert_eq!(line, b"5z");
        assert_eq!(
            read_line(&mut reader, &mut line).unwrap(),
            Some(3 * MAX_LINE)
        );
        assert!(line.len() <= MAX_LINE + 1);
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), Some(3));
        assert_eq!(line, b"11z");
        assert_eq!(read_line(&mut reader, &mut line).unwrap(), None);
        // Exactly the limit is fine, one byte more is not.
        for size in [
            MAX_LINE,
            MAX_LINE + 1,
            MAX_LINE + 2,
            MAX_LINE + 3,
            2 * MAX_LINE,
        ] {
            let mut input = vec![b'1'; size];
            input.extend_from_slice(b"\r\n");
            let mut reader = &input[..];
            assert_eq!(read_line(&mut reader, &mut line).unwrap(), Some(size));
            assert_eq!(read_line(&mut reader, &mut line).unwrap(), None);
        }
    }

    #[test]
    fn blank_and_comment_lines_are_skipped() {
        for line in ["", "  ", "\t", "#", "# 123m", "   #x", "\t#"] {
            assert!(skipped(line.as_bytes(), line.len()), "{line:?}");
        }
        for line in ["1m", " 1m # note", "1#", "{}"] {
            assert!(!skipped(line.as_bytes(), line.len()), "{line:?}");
        }
        // Spaces beyond the bytes kept may hide tiles: not known to be blank.
        assert!(!skipped(b"    ", MAX_LINE + 7));
        assert!(skipped(b"  # a long comment", MAX_LINE + 7));
    }

    #[test]
    fn prefix_cuts_at_a_character() {
        let text = "🀇".repeat(20);
        let cut = prefix(text.as_bytes(), ECHOED_PREFIX);
        assert!(std::str::from_utf8(cut).is_ok());
        assert_eq!(cut.len(), 64);
        let cut = prefix(&text.as_bytes()[1..], ECHOED_PREFIX);
        assert!(cut.len() <= 64);
    }
}
