//! `tehai`: the command-line front end, for people and for batch jobs.
//!
//! Every subcommand takes hands in MPSZ notation as arguments, or, with none,
//! reads one hand per line from standard input and streams its answers. With
//! `--json` each input line gives exactly one output line; a bad line gives
//! `{"input":…,"error":…}`, processing goes on, and the exit status is 1.

use std::fmt::Write as _;
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use tehai::{Block, BlockKind, Decomposition, ParsedHand, WinForms, decompose, shanten, waits, win_forms};

#[derive(Parser)]
#[command(name = "tehai", version, about = "Riichi mahjong hand analysis")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// List every block decomposition of each hand.
    Decompose(DecomposeArgs),
    /// Is each hand complete (regular, seven pairs, thirteen orphans)?
    Agari(InputArgs),
    /// Which tiles complete each 3N+1-tile hand (fifth copies reported apart)?
    Waits(InputArgs),
    /// How far each hand is from tenpai (-1 complete, 0 tenpai), per form.
    Shanten(InputArgs),
}

#[derive(Args)]
struct InputArgs {
    /// One JSON object per input line instead of human text.
    #[arg(long)]
    json: bool,
    /// Hands in MPSZ notation (e.g. 123m456p789s11122z); none: read stdin, one a line.
    hands: Vec<String>,
}

#[derive(Args)]
struct DecomposeArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Human text with the Unicode mahjong tiles instead of digits.
    #[arg(long, conflicts_with = "json")]
    glyphs: bool,
}

/// Writes `text` as a JSON string literal.
fn push_json_string(out: &mut String, text: &str) {
    out.push('"');
    for character in text.chars() {
        match character {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn json_error_line(input: &str, error: &str) -> String {
    let mut line = String::from("{\"input\":");
    push_json_string(&mut line, input);
    line.push_str(",\"error\":");
    push_json_string(&mut line, error);
    line.push('}');
    line
}

/// Where the hands come from and where the answers go, shared by all commands.
struct Session {
    json: bool,
    /// More than one hand: human text names each hand before its answer.
    many: bool,
    out: BufWriter<io::StdoutLock<'static>>,
    /// Human-text errors; buffered, since a batch may hold many bad lines.
    err: BufWriter<io::StderrLock<'static>>,
    failures: u64,
}

impl Session {
    /// Runs `answer` on every input hand. `answer` appends the output for one
    /// parsed hand (without the final newline) or returns an error text.
    fn run(
        input: &InputArgs,
        mut answer: impl FnMut(&ParsedHand, &mut String, &Session) -> Result<(), String>,
    ) -> io::Result<ExitCode> {
        let from_stdin = input.hands.is_empty();
        let mut session = Session {
            json: input.json,
            many: from_stdin || input.hands.len() > 1,
            out: BufWriter::with_capacity(1 << 16, io::stdout().lock()),
            err: BufWriter::new(io::stderr().lock()),
            failures: 0,
        };
        let mut line = String::new();
        let mut handle = |session: &mut Session, text: &str| -> io::Result<()> {
            line.clear();
            let result = text
                .parse::<ParsedHand>()
                .map_err(|error| error.to_string())
                .and_then(|parsed| answer(&parsed, &mut line, session));
            match result {
                Ok(()) => {
                    if !line.is_empty() {
                        line.push('\n');
                        session.out.write_all(line.as_bytes())?;
                    }
                }
                Err(error) => {
                    session.failures += 1;
                    if session.json {
                        let mut error_line = json_error_line(text, &error);
                        error_line.push('\n');
                        session.out.write_all(error_line.as_bytes())?;
                    } else {
                        writeln!(session.err, "error: {text:?}: {error}")?;
                    }
                }
            }
            Ok(())
        };
        if from_stdin {
            let progress = progress_bar();
            let stdin = io::stdin();
            let mut reader = stdin.lock();
            let mut bytes = Vec::with_capacity(64);
            let mut seen = 0u64;
            loop {
                bytes.clear();
                if reader.read_until(b'\n', &mut bytes)? == 0 {
                    break;
                }
                while matches!(bytes.last(), Some(b'\n' | b'\r')) {
                    bytes.pop();
                }
                match std::str::from_utf8(&bytes) {
                    Ok(text) => handle(&mut session, text)?,
                    Err(_) => {
                        let lossy = String::from_utf8_lossy(&bytes).into_owned();
                        session.failures += 1;
                        if session.json {
                            let mut error_line =
                                json_error_line(&lossy, "input is not valid UTF-8");
                            error_line.push('\n');
                            session.out.write_all(error_line.as_bytes())?;
                        } else {
                            writeln!(session.err, "error: {lossy:?}: input is not valid UTF-8")?;
                        }
                    }
                }
                seen += 1;
                if seen % 4096 == 0 {
                    if let Some(bar) = &progress {
                        bar.set_position(seen);
                    }
                }
            }
            if let Some(bar) = progress {
                bar.set_position(seen);
                bar.finish_and_clear();
            }
        } else {
            for text in &input.hands {
                handle(&mut session, text)?;
            }
        }
        session.out.flush()?;
        session.err.flush()?;
        Ok(if session.failures > 0 {
            ExitCode::from(1)
        } else {
            ExitCode::SUCCESS
        })
    }
}

/// A spinner with a line count on stderr, only when a person is watching.
fn progress_bar() -> Option<indicatif::ProgressBar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let bar = indicatif::ProgressBar::new_spinner();
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {pos} hands ({per_sec})").ok()?,
    );
    Some(bar)
}

fn block_glyphs(block: &Block, out: &mut String) {
    let tile = block.tile();
    let index = tile.index() as u8;
    let kinds: [u8; 3] = match block.kind() {
        BlockKind::Sequence => [index, index + 1, index + 2],
        BlockKind::Triplet => [index, index, index],
        BlockKind::Pair => [index, index, u8::MAX],
    };
    for kind in kinds.into_iter().filter_map(tehai::Tile::new) {
        out.push(kind.glyph());
    }
}

fn write_decomposition_text(decomposition: &Decomposition, glyphs: bool, out: &mut String) {
    for (position, block) in decomposition.blocks().iter().enumerate() {
        if position > 0 {
            out.push(' ');
        }
        if glyphs {
            block_glyphs(block, out);
        } else {
            let _ = write!(out, "{block}");
        }
    }
}

fn run_decompose(args: &DecomposeArgs) -> io::Result<ExitCode> {
    Session::run(&args.input, |parsed, out, session| {
        let set = decompose(&parsed.hand).map_err(|error| error.to_string())?;
        if session.json {
            out.push_str("{\"hand\":");
            push_json_string(out, &parsed.to_string());
            out.push_str(",\"decompositions\":[");
            for (index, decomposition) in set.decompositions().iter().enumerate() {
                if index > 0 {
                    out.push(',');
                }
                out.push('[');
                for (position, block) in decomposition.blocks().iter().enumerate() {
                    if position > 0 {
                        out.push(',');
                    }
                    let _ = write!(out, "\"{block}\"");
                }
                out.push(']');
            }
            let _ = write!(
                out,
                "],\"seven_pairs\":{},\"thirteen_orphans\":{}}}",
                set.is_seven_pairs(),
                set.is_thirteen_orphans()
            );
            return Ok(());
        }
        let indent = if session.many {
            let _ = writeln!(out, "{parsed}:");
            "  "
        } else {
            ""
        };
        let mut lines = 0;
        for decomposition in set.decompositions() {
            out.push_str(indent);
            write_decomposition_text(decomposition, args.glyphs, out);
            out.push('\n');
            lines += 1;
        }
        if set.is_seven_pairs() {
            let _ = writeln!(out, "{indent}seven pairs");
            lines += 1;
        }
        if set.is_thirteen_orphans() {
            let _ = writeln!(out, "{indent}thirteen orphans");
            lines += 1;
        }
        if lines == 0 {
            let _ = writeln!(out, "{indent}no decomposition");
        }
        out.pop();
        Ok(())
    })
}

/// A clear error for the 3N-tile hands that neither win nor wait.
fn require_not_multiple_of_three(parsed: &ParsedHand) -> Result<(), String> {
    let tiles = parsed.hand.tile_count();
    if tiles % 3 == 0 {
        return Err(format!(
            "a hand of {tiles} tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
        ));
    }
    Ok(())
}

fn run_agari(args: &InputArgs) -> io::Result<ExitCode> {
    Session::run(args, |parsed, out, session| {
        require_not_multiple_of_three(parsed)?;
        let forms = win_forms(&parsed.hand);
        if session.json {
            out.push_str("{\"hand\":");
            push_json_string(out, &parsed.to_string());
            let _ = write!(
                out,
                ",\"agari\":{},\"regular\":{},\"seven_pairs\":{},\"thirteen_orphans\":{}}}",
                !forms.is_empty(),
                forms.contains(WinForms::REGULAR),
                forms.contains(WinForms::SEVEN_PAIRS),
                forms.contains(WinForms::THIRTEEN_ORPHANS)
            );
        } else {
            let _ = write!(out, "{parsed}\t{}", !forms.is_empty());
        }
        Ok(())
    })
}

fn run_waits(args: &InputArgs) -> io::Result<ExitCode> {
    Session::run(args, |parsed, out, session| {
        let found = waits(&parsed.hand).map_err(|error| error.to_string())?;
        if session.json {
            out.push_str("{\"hand\":");
            push_json_string(out, &parsed.to_string());
            let _ = write!(
                out,
                ",\"waits\":\"{}\",\"fifth_tile\":\"{}\"}}",
                found.waits, found.fifth_tile
            );
        } else {
            let _ = write!(out, "{parsed}\t{}", found.waits);
        }
        Ok(())
    })
}

/// A special-form shanten, or `-` (text) / `null` (JSON) where the form does
/// not apply (fewer than 13 concealed tiles: declared melds).
fn optional_number(value: Option<i8>, json: bool) -> String {
    match value {
        Some(number) => number.to_string(),
        None if json => "null".to_owned(),
        None => "-".to_owned(),
    }
}

fn run_shanten(args: &InputArgs) -> io::Result<ExitCode> {
    Session::run(args, |parsed, out, session| {
        require_not_multiple_of_three(parsed)?;
        let numbers = shanten(&parsed.hand).map_err(|error| error.to_string())?;
        let seven_pairs = optional_number(numbers.seven_pairs, session.json);
        let thirteen_orphans = optional_number(numbers.thirteen_orphans, session.json);
        if session.json {
            out.push_str("{\"hand\":");
            push_json_string(out, &parsed.to_string());
            let _ = write!(
                out,
                ",\"shanten\":{},\"regular\":{},\"seven_pairs\":{seven_pairs},\"thirteen_orphans\":{thirteen_orphans}}}",
                numbers.min, numbers.regular
            );
        } else {
            let _ = write!(
                out,
                "{parsed}\t{}\t{}\t{seven_pairs}\t{thirteen_orphans}",
                numbers.min, numbers.regular
            );
        }
        Ok(())
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Decompose(args) => run_decompose(args),
        Command::Agari(args) => run_agari(args),
        Command::Waits(args) => run_waits(args),
        Command::Shanten(args) => run_shanten(args),
    };
    match result {
        Ok(code) => code,
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tehai: {error}");
            ExitCode::from(2)
        }
    }
}
