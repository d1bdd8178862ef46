//! `tehai replay`: game records read, replayed, every win checked and
//! every discard written as a decision row, over many files at once.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{self, BufWriter, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;

use clap::{Args, ValueEnum};
use tehai_answer::{ReplayItem, ReplayOptions, ReplaySummary, RowAnswer};

use crate::parquet_rows::{ParquetRows, RowBatch};

/// The output, shown by `tehai replay --help`.
pub const HELP: &str = "\
Reads game records: Tenhou mjlog XML, tenhou.net/6 JSON and mjai JSON lines
(told apart by their first character and, for JSON, by a `log` or a `type`
key), plain or gzip, one game a file or many one after another.
Folders are searched for *.xml, *.mjlog, *.json, *.jsonl, *.mjson and *.gz.
Files are shared among --jobs threads (all cores by default); each file is
read one game at a time, so memory holds one game per thread.

--verify scores every win again under the record's rules (Tenhou's preset, for
JSON records too) and compares han, fu, yaku, points, limit and each player's
change of points, counters, sticks and liability included (mjai records
carry only the changes of points, so only those are compared; tenhou.net/6
records write no fu for a limit hand). One line per disagreement:
  <file>: game <N>, <round>-<honba>, seat <S> (tsumo|ron from <P>): <field>: recorded <x>, computed <y>; ...

--rows writes one row per discard decision, columns:
  file, game, round, honba, turn, seat, wall_left, hand, melds, shanten,
  discard, tsumogiri, riichi, discard_shanten, useful, useful_count, best,
  best_useful_count, rank, options, tenpai, ev_draws, ev, ev_win, ev_tenpai,
  ev_best, ev_best_value, ev_rank
The ev_ columns are empty but with --ev N, and then filled for the rows whose
hand is at most N shanten: the expected-value analysis of the hand (the model
of tehai::ev under Tenhou's rules, over the seat's draws left, ev_draws): the expected
score, win and tenpai probabilities of the discard made, the discard of the
highest expected score and its value, and the rank of the one made.
Rows go out as CSV (with a header), JSON lines (--format jsonl) or Parquet (--format
parquet, the same columns typed, one row group per 65,536 rows or per file;
needs -o FILE), to -o FILE or standard output; rows come in file order, each
file's in game order.

A summary goes to standard error; disagreement lines to standard output (to
standard error when the rows go to standard output). A game that cannot be
read is reported (file, game, byte, line, reason) and skipped.

Exit status: 0 every game read and every win verified; 1 a disagreement or a
game or file that could not be read; 2 a usage error or an output error.";

/// `tehai replay`'s arguments.
#[derive(Args)]
pub struct ReplayArgs {
    /// Record files or folders.
    #[arg(required = true, value_name = "FILES")]
    paths: Vec<PathBuf>,
    /// Check every win against the score.
    #[arg(long)]
    verify: bool,
    /// Write a decision row for every discard.
    #[arg(long)]
    rows: bool,
    /// The rows' format.
    #[arg(long, value_enum, default_value_t = RowFormat::Csv)]
    format: RowFormat,
    /// Write the rows to this file instead of standard output.
    #[arg(short = 'o', long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Count useful tiles exactly at the table: seen copies also out of
    /// the complete hand counted towards (about fifty times slower).
    #[arg(long)]
    exact: bool,
    /// Give the rows whose hand is at most N shanten (0 to 3) the
    /// expected-value figures (about 2 ms a row at one shanten, 20 ms at
    /// two).
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    ev: Option<i8>,
    /// Threads (default: one per core).
    #[arg(short = 'j', long, value_name = "N")]
    jobs: Option<usize>,
}

/// `--format`'s values.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum RowFormat {
    /// Comma-separated values with a header line.
    Csv,
    /// One JSON object a line.
    Jsonl,
    /// Apache Parquet, the same columns typed (needs -o FILE).
    Parquet,
}

/// The files named, folders searched (sorted), in order.
fn collect_files(paths: &[PathBuf]) -> io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut found = Vec::new();
            walk(path, &mut found)?;
            found.sort();
            files.extend(found);
        } else {
            files.push(path.clone());
        }
    }
    Ok(files)
}

fn walk(folder: &Path, found: &mut Vec<PathBuf>) -> io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, found)?;
        } else if path
            .extension()
            .and_then(|ext| ext.to_str())
            .is_some_and(|ext| matches!(ext, "xml" | "mjlog" | "gz" | "json" | "jsonl" | "mjson"))
        {
            found.push(path);
        }
    }
    Ok(())
}

/// What a worker sends: a file's output so far, in order.
struct Chunk {
    file: usize,
    rows: Vec<u8>,
    batch: Option<RowBatch>,
    lines: Vec<String>,
    errors: Vec<String>,
    done: Option<ReplaySummary>,
}

/// Rows are sent on when a file's buffer grows past this.
const CHUNK_BYTES: usize = 1 << 20;

/// A file's rows being encoded, in memory.
enum RowBuffer {
    Csv(Box<csv::Writer<Vec<u8>>>),
    Jsonl(Vec<u8>),
    Parquet(Box<RowBatch>),
}

/// Parquet rows are sent on in batches of this many (one row group each).
const BATCH_ROWS: usize = 1 << 16;

impl RowBuffer {
    fn new(format: RowFormat) -> RowBuffer {
        match format {
            RowFormat::Csv => RowBuffer::Csv(Box::new(
                csv::WriterBuilder::new()
                    .has_headers(false)
                    .from_writer(Vec::new()),
            )),
            RowFormat::Jsonl => RowBuffer::Jsonl(Vec::new()),
            RowFormat::Parquet => RowBuffer::Parquet(Box::default()),
        }
    }

    /// Encodes a row. Writing to memory cannot fail; a serializer error
    /// cannot happen for a flat struct of numbers and text.
    fn push(&mut self, row: &RowAnswer<'_>) {
        match self {
            RowBuffer::Csv(writer) => {
                let _ = writer.serialize(row);
            }
            RowBuffer::Jsonl(out) => {
                if serde_json::to_writer(&mut *out, row).is_ok() {
                    out.push(b'\n');
                }
            }
            RowBuffer::Parquet(batch) => batch.push(row),
        }
    }

    /// Whether enough is held to send on.
    fn full(&self) -> bool {
        match self {
            RowBuffer::Csv(writer) => writer.get_ref().len() >= CHUNK_BYTES,
            RowBuffer::Jsonl(out) => out.len() >= CHUNK_BYTES,
            RowBuffer::Parquet(batch) => batch.len() >= BATCH_ROWS,
        }
    }

    /// The Parquet rows held; the batch starts again empty.
    fn take_batch(&mut self) -> Option<RowBatch> {
        match self {
            RowBuffer::Parquet(batch) => Some(std::mem::take(&mut **batch)),
            _ => None,
        }
    }

    /// The bytes encoded so far; the buffer starts again empty.
    fn take(&mut self) -> Vec<u8> {
        match self {
            RowBuffer::Csv(writer) => {
                let _ = writer.flush();
                let fresh = csv::WriterBuilder::new()
                    .has_headers(false)
                    .from_writer(Vec::new());
                std::mem::replace(&mut **writer, fresh)
                    .into_inner()
                    .unwrap_or_default()
            }
            RowBuffer::Jsonl(out) => std::mem::take(out),
            RowBuffer::Parquet(_) => Vec::new(),
        }
    }
}

fn work(
    files: &[PathBuf],
    next: &AtomicUsize,
    options: ReplayOptions,
    format: RowFormat,
    send: &mpsc::Sender<Chunk>,
) {
    loop {
        let index = next.fetch_add(1, Ordering::Relaxed);
        let Some(path) = files.get(index) else { return };
        let mut chunk = Chunk {
            file: index,
            rows: Vec::new(),
            batch: None,
            lines: Vec::new(),
            errors: Vec::new(),
            done: None,
        };
        let mut rows = RowBuffer::new(format);
        let result = tehai_answer::replay_file(path, &options, |item| {
            match item {
                ReplayItem::Row(row) => rows.push(&row),
                ReplayItem::Disagreement(found) => chunk.lines.push(found.to_string()),
                ReplayItem::Error(error) => chunk.errors.push(format!("error: {error}")),
            }
            if rows.full() {
                let full = Chunk {
                    file: index,
                    batch: rows.take_batch(),
                    rows: rows.take(),
                    lines: std::mem::take(&mut chunk.lines),
                    errors: std::mem::take(&mut chunk.errors),
                    done: None,
                };
                let _ = send.send(full);
            }
        });
        chunk.batch = rows.take_batch();
        chunk.rows = rows.take();
        chunk.done = Some(match result {
            Ok(summary) => summary,
            Err(error) => {
                chunk
                    .errors
                    .push(format!("error: {}: cannot read: {error}", path.display()));
                ReplaySummary {
                    files: 1,
                    errors: 1,
                    ..ReplaySummary::default()
                }
            }
        });
        if send.send(chunk).is_err() {
            return;
        }
    }
}

pub fn run(args: &ReplayArgs) -> ExitCode {
    match replay(args) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
    }
}

fn replay(args: &ReplayArgs) -> io::Result<ExitCode> {
    let files = collect_files(&args.paths)?;
    let options = ReplayOptions {
        verify: args.verify,
        rows: args.rows,
        counting: if args.exact {
            tehai::log::Counting::Exact
        } else {
            tehai::log::Counting::Unseen
        },
        ev_up_to_shanten: args.ev,
    };
    if let Err(message) = options.check() {
        eprintln!("error: --ev: {message}");
        return Ok(ExitCode::from(2));
    }
    let mut parquet = None;
    let mut rows_out: Option<Box<dyn Write>> = match (&args.output, args.rows, args.format) {
        (Some(path), true, RowFormat::Parquet) => {
            parquet = Some(ParquetRows::create(File::create(path)?).map_err(io::Error::other)?);
            None
        }
        (None, true, RowFormat::Parquet) => {
            eprintln!("error: --format parquet writes a file: give it with -o FILE");
            return Ok(ExitCode::from(2));
        }
        (Some(path), true, _) => Some(Box::new(BufWriter::new(File::create(path)?))),
        (None, true, _) => Some(Box::new(BufWriter::new(io::stdout().lock()))),
        (_, false, _) => None,
    };
    let lines_to_stderr = args.rows && args.output.is_none();
    if let (Some(out), RowFormat::Csv) = (rows_out.as_mut(), args.format) {
        writeln!(out, "{}", RowAnswer::COLUMNS.join(","))?;
    }
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .clamp(1, files.len().max(1));
    let progress = progress_bar(files.len());
    let next = AtomicUsize::new(0);
    let mut total = ReplaySummary::default();
    let (send, receive) = mpsc::channel::<Chunk>();
    std::thread::scope(|scope| -> io::Result<()> {
        for _ in 0..jobs {
            let send = send.clone();
            let (files, next, format) = (&files, &next, args.format);
            scope.spawn(move || work(files, next, options, format, &send));
        }
        drop(send);
        // Each file's output in file order: chunks of later files wait.
        let mut waiting: BTreeMap<usize, Vec<Chunk>> = BTreeMap::new();
        let mut current = 0;
        for chunk in receive {
            waiting.entry(chunk.file).or_default().push(chunk);
            while let Some(chunks) = waiting.remove(&current) {
                let mut finished = false;
                for chunk in chunks {
                    if let Some(out) = rows_out.as_mut() {
                        out.write_all(&chunk.rows)?;
                    }
                    if let (Some(out), Some(batch)) = (parquet.as_mut(), &chunk.batch) {
                        out.write(batch).map_err(io::Error::other)?;
                    }
                    for line in &chunk.lines {
                        if lines_to_stderr {
                            eprintln!("{line}");
                        } else {
                            println!("{line}");
                        }
                    }
                    for line in &chunk.errors {
                        eprintln!("{line}");
                    }
                    if let Some(summary) = chunk.done {
                        total.add(&summary);
                        finished = true;
                        if let Some(bar) = &progress {
                            bar.inc(1);
                            bar.set_message(format!(
                                "{} games, {} rows",
                                total.games, total.decisions
                            ));
                        }
                    }
                }
                if finished {
                    current += 1;
                } else {
                    break;
                }
            }
        }
        Ok(())
    })?;
    if let Some(bar) = progress {
        bar.finish_and_clear();
    }
    if let Some(mut out) = rows_out {
        out.flush()?;
    }
    if let Some(out) = parquet {
        out.finish().map_err(io::Error::other)?;
    }
    eprintln!("{total}");
    Ok(if total.disagreements > 0 || total.errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

/// A bar over the files, only when a person is watching.
fn progress_bar(files: usize) -> Option<indicatif::ProgressBar> {
    if !io::stderr().is_terminal() {
        return None;
    }
    let style =
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} files, {msg} ({elapsed})")
            .ok()?;
    let bar = indicatif::ProgressBar::new(files as u64);
    bar.set_style(style);
    Some(bar)
}
