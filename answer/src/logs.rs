//! Game records: a file (plain or gzip, one game or many) read one game
//! at a time, replayed with the core's readers, each win checked and each
//! discard turned into a decision row. The command line's `tehai replay`
//! and the Python package's `replay_file` both call [`replay_file`].

use std::fmt;
use std::io::{self, BufReader, Read};
use std::path::Path;

use serde::{Serialize, Serializer};
use tehai::log::{
    Counting, DecisionEv, DecisionRow, Event, LogError, LogErrorReason, MjaiReader, Replay,
    Tenhou6Reader, TenhouReader, WinCheck, WinRecord, check_win, decision, decision_ev,
    ev_question, tenhou_rules,
};
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::score::Wind;
use tehai::{Tile, TileSet};

/// A game larger than this is refused (its file is read on at the next
/// game): what keeps memory bounded whatever the file.
pub const MAX_GAME_BYTES: usize = 64 << 20;

/// The formats of game records.
///
/// ```
/// use tehai_answer::LogFormat;
/// assert_eq!(LogFormat::detect(b"  <mjloggm ver=\"2.3\">"), Some(LogFormat::TenhouXml));
/// assert_eq!(LogFormat::detect(b"{\"type\":\"start_game\"}"), Some(LogFormat::Mjai));
/// assert_eq!(LogFormat::detect(b"{\"title\":[\"\"],\"log\":[]}"), Some(LogFormat::Tenhou6));
/// assert_eq!(LogFormat::detect(b"hello"), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LogFormat {
    /// Tenhou's mjlog XML.
    TenhouXml,
    /// mjai's JSON lines (Mortal, mjai.app).
    Mjai,
    /// tenhou.net/6's JSON: one object a game, its rounds under `log`.
    /// Games are told apart by their braces; a game cut off inside a
    /// string ends at its line, one cut off elsewhere runs on into the next
    /// games, which the reader then finds again line by line (memory then
    /// holds them together, up to [`MAX_GAME_BYTES`]).
    Tenhou6,
}

impl LogFormat {
    /// The format of a text from its first bytes; `None` when unknown.
    ///
    /// ```
    /// assert_eq!(tehai_answer::LogFormat::detect(b"<?xml version=\"1.0\"?><mjloggm>"), Some(tehai_answer::LogFormat::TenhouXml));
    /// ```
    pub fn detect(head: &[u8]) -> Option<LogFormat> {
        match head.trim_ascii_start().first() {
            Some(b'<') => Some(LogFormat::TenhouXml),
            // Both JSON forms open with an object: mjai's events have a
            // `type` and never a `log`, tenhou.net/6's games the reverse.
            Some(b'{') => match (find(head, b"\"type\""), find(head, b"\"log\"")) {
                (Some(mjai), Some(tenhou)) if tenhou < mjai => Some(LogFormat::Tenhou6),
                (None, Some(_)) => Some(LogFormat::Tenhou6),
                _ => Some(LogFormat::Mjai),
            },
            _ => None,
        }
    }

    /// Whether `head` is too short to tell the format: empty, or an
    /// object whose `type` or `log` key has not come yet (within the first
    /// 64 KiB; after that it is taken for mjai).
    fn needs_more(head: &[u8]) -> bool {
        match head.trim_ascii_start().first() {
            None => true,
            Some(b'{') => {
                head.len() < 1 << 16
                    && find(head, b"\"type\"").is_none()
                    && find(head, b"\"log\"").is_none()
            }
            Some(_) => false,
        }
    }

    /// Where the first game of `text` ends, searching from `from`: after
    /// `</mjloggm>`, after the line of mjai's `end_game`, or after the
    /// closing brace of a tenhou.net/6 object (found by `scan`, which goes
    /// on where it stopped, as a brace may be anywhere).
    fn game_end(self, text: &[u8], from: usize, scan: &mut ObjectScan) -> Option<usize> {
        let rest = text.get(from..)?;
        match self {
            LogFormat::Tenhou6 => scan.end(text),
            LogFormat::TenhouXml => {
                let marker = b"</mjloggm>";
                find(rest, marker).map(|at| from + at + marker.len())
            }
            LogFormat::Mjai => {
                let at = from + find(rest, b"\"end_game\"")?;
                let line_end = text.get(at..)?.iter().position(|&b| b == b'\n')?;
                Some(at + line_end + 1)
            }
        }
    }
}

/// A problem in a record file: which file, which game, where, and why.
///
/// ```
/// let error = tehai_answer::LogFileError {
///     file: "a.xml".into(), game: 2, offset: 120, line: 3,
///     reason: "not a tile".into(), field: "hai".into(),
/// };
/// assert_eq!(error.to_string(), "a.xml: game 2, byte 120 (line 3): not a tile (hai)");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LogFileError {
    /// The file, as named to the reader.
    pub file: String,
    /// The game's number in the file, from 1 (0: the file itself).
    pub game: usize,
    /// Byte offset in the (decompressed) file.
    pub offset: u64,
    /// Line number of that byte, from 1 (0 when unknown).
    pub line: u64,
    /// Why.
    pub reason: String,
    /// The attribute, field or event concerned ("" when none).
    pub field: String,
}

impl fmt::Display for LogFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: game {}, byte {}", self.file, self.game, self.offset)?;
        if self.line > 0 {
            write!(f, " (line {})", self.line)?;
        }
        write!(f, ": {}", self.reason)?;
        if !self.field.is_empty() {
            write!(f, " ({})", self.field)?;
        }
        Ok(())
    }
}

impl std::error::Error for LogFileError {}

/// Where a row or a disagreement is: the file, the game, the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place<'a> {
    /// The file.
    pub file: &'a str,
    /// The game's number in the file, from 1.
    pub game: usize,
}

/// A round's name: its wind's letter and number, `E1` to `N4`.
///
/// ```
/// assert_eq!(tehai_answer::round_name(tehai::score::Wind::South, 2), "S3");
/// ```
pub fn round_name(wind: Wind, number: u8) -> String {
    RoundName(wind, number).to_string()
}

/// Text written on the stack: the rows' tile fields without an
/// allocation each (a row's longest field, a hand, is under 64 bytes).
struct StackText {
    bytes: [u8; 128],
    len: usize,
}

impl fmt::Write for StackText {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let end = self.len + text.len();
        let slot = self.bytes.get_mut(self.len..end).ok_or(fmt::Error)?;
        slot.copy_from_slice(text.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Serializes `value`'s text, from the stack when it fits.
fn display<T: fmt::Display, S: Serializer>(value: &T, serializer: S) -> Result<S::Ok, S::Error> {
    let mut text = StackText {
        bytes: [0; 128],
        len: 0,
    };
    if fmt::Write::write_fmt(&mut text, format_args!("{value}")).is_ok() {
        if let Some(Ok(written)) = text.bytes.get(..text.len).map(std::str::from_utf8) {
            return serializer.serialize_str(written);
        }
    }
    serializer.collect_str(value)
}

/// The declared melds of a row as text: `pon 555z chi 123m`.
struct MeldsText<'a>(&'a [tehai::Meld]);

impl fmt::Display for MeldsText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, meld) in self.0.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{meld}")?;
        }
        Ok(())
    }
}

fn melds_text<S: Serializer>(
    melds: &tehai::score::DeclaredMelds,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_str(&MeldsText(melds.as_slice()))
}

/// One decision row, flat, its fields the columns of `tehai replay
/// --rows` (CSV header, JSON keys) in order.
///
/// ```
/// let rows = tehai_answer::replay_bytes("t.xml", tehai_answer::LogFormat::TenhouXml, include_bytes!("../../tests/data/logs/tenhou_small.xml"), &tehai_answer::ReplayOptions { rows: true, ..Default::default() }, |_| {});
/// assert_eq!(rows.decisions, 0); // the dealer won on the first draw
/// ```
#[derive(Clone, Copy, Debug, Serialize)]
pub struct RowAnswer<'a> {
    /// The file.
    pub file: &'a str,
    /// The game's number in the file, from 1.
    pub game: usize,
    /// The round: `E1` to `N4`.
    #[serde(serialize_with = "round")]
    pub round: (Wind, u8),
    /// Counters on the table.
    pub honba: u16,
    /// Discards made before this one in the round.
    pub turn: u16,
    /// Who discards (0 = the game's first dealer).
    pub seat: u8,
    /// Tiles left to draw.
    pub wall_left: u8,
    /// The concealed tiles before the discard.
    #[serde(serialize_with = "display")]
    pub hand: ParsedHand,
    /// The declared melds.
    #[serde(serialize_with = "melds_text")]
    pub melds: tehai::score::DeclaredMelds,
    /// Shanten of the hand (of its best discard).
    pub shanten: i8,
    /// The tile thrown.
    #[serde(serialize_with = "display")]
    pub discard: ParsedTile,
    /// Thrown straight from the draw.
    pub tsumogiri: bool,
    /// The discard declares riichi.
    pub riichi: bool,
    /// Shanten after the discard made.
    pub discard_shanten: i8,
    /// Useful kinds after it.
    #[serde(serialize_with = "display")]
    pub useful: TileSet,
    /// Their unseen copies, from this seat.
    pub useful_count: u32,
    /// The discard table's best discard.
    #[serde(serialize_with = "display")]
    pub best: Tile,
    /// Its unseen useful copies.
    pub best_useful_count: u32,
    /// The discard made's rank in the table (1 = as good as the best).
    pub rank: u8,
    /// Distinct discards the hand had.
    pub options: u8,
    /// Ready after the discard made.
    pub tenpai: bool,
    /// The expected-value analysis's horizon: the seat's draws left (empty
    /// when the row has no analysis).
    pub ev_draws: Option<u8>,
    /// The expected score of the discard made.
    pub ev: Option<f64>,
    /// Its win probability.
    pub ev_win: Option<f64>,
    /// Its tenpai probability.
    pub ev_tenpai: Option<f64>,
    /// The discard of the highest expected score.
    #[serde(serialize_with = "display_some")]
    pub ev_best: Option<ParsedTile>,
    /// Its expected score.
    pub ev_best_value: Option<f64>,
    /// The discard made's place by expected score (1 = the best).
    pub ev_rank: Option<u8>,
}

fn display_some<T: fmt::Display, S: Serializer>(
    value: &Option<T>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => display(value, serializer),
        None => serializer.serialize_none(),
    }
}

fn round<S: Serializer>(round: &(Wind, u8), serializer: S) -> Result<S::Ok, S::Error> {
    display(&RoundName(round.0, round.1), serializer)
}

/// A round's name as text: `E1` to `N4`.
struct RoundName(Wind, u8);

impl fmt::Display for RoundName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = match self.0 {
            Wind::East => 'E',
            Wind::South => 'S',
            Wind::West => 'W',
            Wind::North => 'N',
        };
        write!(f, "{letter}{}", u16::from(self.1) + 1)
    }
}

impl<'a> RowAnswer<'a> {
    /// The column names, in the order of the fields (the CSV header).
    ///
    /// ```
    /// assert_eq!(tehai_answer::RowAnswer::COLUMNS[0], "file");
    /// ```
    pub const COLUMNS: [&'static str; 28] = [
        "file",
        "game",
        "round",
        "honba",
        "turn",
        "seat",
        "wall_left",
        "hand",
        "melds",
        "shanten",
        "discard",
        "tsumogiri",
        "riichi",
        "discard_shanten",
        "useful",
        "useful_count",
        "best",
        "best_useful_count",
        "rank",
        "options",
        "tenpai",
        "ev_draws",
        "ev",
        "ev_win",
        "ev_tenpai",
        "ev_best",
        "ev_best_value",
        "ev_rank",
    ];

    /// The row of a core decision at `place`, with its expected-value
    /// figures when it has them.
    ///
    /// (Example: [`RowAnswer`].)
    pub fn new(place: Place<'a>, row: &DecisionRow, ev: Option<&DecisionEv>) -> RowAnswer<'a> {
        RowAnswer {
            file: place.file,
            game: place.game,
            round: (row.round_wind, row.round_number),
            honba: row.honba,
            turn: row.turn,
            seat: row.seat,
            wall_left: row.wall_left,
            hand: row.hand,
            melds: row.melds,
            shanten: row.shanten,
            discard: row.discard,
            tsumogiri: row.tsumogiri,
            riichi: row.riichi,
            discard_shanten: row.discard_shanten,
            useful: row.discard_useful,
            useful_count: row.discard_useful_count,
            best: row.best,
            best_useful_count: row.best_useful_count,
            rank: row.rank,
            options: row.options,
            tenpai: row.tenpai(),
            ev_draws: ev.map(|ev| ev.draws),
            ev: ev.map(|ev| ev.discard_ev),
            ev_win: ev.map(|ev| ev.discard_win),
            ev_tenpai: ev.map(|ev| ev.discard_tenpai),
            ev_best: ev.map(|ev| ev.best),
            ev_best_value: ev.map(|ev| ev.best_ev),
            ev_rank: ev.map(|ev| ev.rank),
        }
    }
}

/// A recorded win that does not verify: where, the fields, and both sides.
///
/// ```
/// let check = tehai::log::WinCheck { disagreements: tehai::log::WinFields::FU, ..Default::default() };
/// let found = tehai_answer::Disagreement { file: "a.xml".into(), game: 1, round: "E1".into(), honba: 0, seat: 2, from: 0, check };
/// assert!(found.to_string().starts_with("a.xml: game 1, E1-0, seat 2 (ron from 0): fu: recorded 0, computed 0"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Disagreement {
    /// The file.
    pub file: String,
    /// The game's number in the file.
    pub game: usize,
    /// The round's name.
    pub round: String,
    /// Counters.
    pub honba: u16,
    /// The winner.
    pub seat: u8,
    /// Who paid (the winner for a tsumo).
    pub from: u8,
    /// The comparison.
    pub check: WinCheck,
}

impl fmt::Display for Disagreement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let how = if self.seat == self.from {
            "tsumo".to_string()
        } else {
            format!("ron from {}", self.from)
        };
        write!(
            f,
            "{}: game {}, {}-{}, seat {} ({how}):",
            self.file, self.game, self.round, self.honba, self.seat
        )?;
        let (recorded, computed) = (&self.check.recorded, &self.check.scored);
        for name in self.check.disagreements.names() {
            match name {
                "han" => write!(
                    f,
                    " han: recorded {}, computed {};",
                    recorded.han, computed.han
                )?,
                "fu" => write!(
                    f,
                    " fu: recorded {}, computed {};",
                    recorded.fu, computed.fu
                )?,
                "points" => write!(
                    f,
                    " points: recorded {}, computed {};",
                    recorded.points, computed.points
                )?,
                "limit" => write!(
                    f,
                    " limit: recorded {}, computed {};",
                    recorded.limit, computed.limit
                )?,
                "yaku" => write!(
                    f,
                    " yaku: recorded {:?}, computed {:?};",
                    recorded.yaku(),
                    computed.yaku()
                )?,
                "deltas" => write!(
                    f,
                    " deltas: recorded {:?}, computed {:?};",
                    recorded.deltas, computed.deltas
                )?,
                "no_score" => match &self.check.error {
                    Some(error) => write!(f, " no score: {error};")?,
                    None => write!(f, " no score: the replay has no winning tile;")?,
                },
                other => write!(f, " {other} differ;")?,
            }
        }
        Ok(())
    }
}

/// What to do with each game.
///
/// ```
/// let options = tehai_answer::ReplayOptions { verify: true, ..Default::default() };
/// assert!(options.verify && !options.rows);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReplayOptions {
    /// Check every win.
    pub verify: bool,
    /// Make a decision row at every discard.
    pub rows: bool,
    /// How the rows count useful tiles.
    pub counting: Counting,
    /// Give the rows whose hand is at most this many shanten the
    /// expected-value figures ([`tehai::log::decision_ev`]); `None`: none.
    /// Each costs about 2 ms at one shanten, 20 ms at two, 200 ms at
    /// three, against microseconds for the rest of the row.
    pub ev_up_to_shanten: Option<i8>,
}

/// The highest [`ReplayOptions::ev_up_to_shanten`]: beyond three shanten an
/// analysis takes seconds and gigabytes.
pub const MAX_EV_SHANTEN: i8 = 3;

impl ReplayOptions {
    /// Checks the options: the expected-value limit within 0 to
    /// [`MAX_EV_SHANTEN`].
    ///
    /// # Errors
    ///
    /// A message naming the option, for the front end to show.
    ///
    /// ```
    /// let options = tehai_answer::ReplayOptions { ev_up_to_shanten: Some(5), ..Default::default() };
    /// assert!(options.check().unwrap_err().contains("0 to 3"));
    /// assert!(tehai_answer::ReplayOptions::default().check().is_ok());
    /// ```
    pub fn check(&self) -> Result<(), String> {
        match self.ev_up_to_shanten {
            Some(limit) if !(0..=MAX_EV_SHANTEN).contains(&limit) => Err(format!(
                "the expected-value shanten limit is 0 to {MAX_EV_SHANTEN}, not {limit} (an analysis beyond takes seconds and gigabytes)"
            )),
            _ => Ok(()),
        }
    }
}

/// The most workspace an expected-value analysis of a row may take, in
/// 64-bit words (128 MiB): a row whose graph needs more has no figures.
pub const MAX_EV_WORKSPACE_WORDS: usize = 1 << 24;

/// The expected-value figures of a row, in `workspace` (grown as needed up
/// to [`MAX_EV_WORKSPACE_WORDS`]); `None` when the seat has no draw left or
/// the graph is larger.
fn row_ev(
    replay: &Replay,
    seat: u8,
    tile: ParsedTile,
    workspace: &mut Vec<u64>,
) -> Option<DecisionEv> {
    let question = ev_question(replay, seat)?;
    let mut words = tehai::ev::workspace_words(&question).ok()?;
    loop {
        if workspace.len() < words {
            workspace.resize(words, 0);
        }
        match decision_ev(replay, seat, tile, workspace) {
            Err(tehai::Error::WorkspaceTooSmall) if words < MAX_EV_WORKSPACE_WORDS => {
                words = (workspace.len() * 2).min(MAX_EV_WORKSPACE_WORDS);
            }
            result => return result.ok(),
        }
    }
}

/// What came out of a replay, handed to the caller as it comes.
#[derive(Debug)]
pub enum ReplayItem<'a> {
    /// A decision row.
    Row(RowAnswer<'a>),
    /// A win that does not verify.
    Disagreement(Disagreement),
    /// A game that could not be read or replayed (skipped).
    Error(LogFileError),
}

/// Counts of a replay.
///
/// ```
/// let mut total = tehai_answer::ReplaySummary::default();
/// total.add(&tehai_answer::ReplaySummary { games: 2, ..Default::default() });
/// assert_eq!(total.games, 2);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ReplaySummary {
    /// Files read.
    pub files: usize,
    /// Games replayed to their end.
    pub games: usize,
    /// Rounds dealt.
    pub rounds: usize,
    /// Wins recorded.
    pub wins: usize,
    /// Wins checked and found in agreement.
    pub verified: usize,
    /// Wins that disagree.
    pub disagreements: usize,
    /// Decision rows made.
    pub decisions: usize,
    /// Games skipped for an error, and files that could not be read.
    pub errors: usize,
    /// Bytes read (decompressed).
    pub bytes: u64,
}

impl ReplaySummary {
    /// Adds another summary's counts.
    ///
    /// (Example: [`ReplaySummary`].)
    pub fn add(&mut self, other: &ReplaySummary) {
        self.files += other.files;
        self.games += other.games;
        self.rounds += other.rounds;
        self.wins += other.wins;
        self.verified += other.verified;
        self.disagreements += other.disagreements;
        self.decisions += other.decisions;
        self.errors += other.errors;
        self.bytes += other.bytes;
    }
}

impl fmt::Display for ReplaySummary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} files, {} games, {} rounds, {} wins: {} verified, {} disagreements; {} decision rows; {} errors",
            self.files,
            self.games,
            self.rounds,
            self.wins,
            self.verified,
            self.disagreements,
            self.decisions,
            self.errors
        )
    }
}

/// The reader of a format, over one text.
enum Events<'a> {
    Tenhou(TenhouReader<'a>),
    Mjai(MjaiReader<'a>),
    /// Boxed: the reader holds a round's state and queued events, ten
    /// times the others' size, and there is one a game.
    Tenhou6(Box<Tenhou6Reader<'a>>),
}

impl Events<'_> {
    fn event_offset(&self) -> usize {
        match self {
            Events::Tenhou(reader) => reader.event_offset(),
            Events::Mjai(reader) => reader.event_offset(),
            Events::Tenhou6(reader) => reader.event_offset(),
        }
    }
}

impl Iterator for Events<'_> {
    type Item = Result<Event, LogError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self {
            Events::Tenhou(reader) => reader.next(),
            Events::Mjai(reader) => reader.next(),
            Events::Tenhou6(reader) => reader.next(),
        }
    }
}

/// Replays the games of `text` (already decompressed), one after another.
/// `offset` and `line` place `text` in its file for error messages.
fn replay_games(
    file: &str,
    format: LogFormat,
    text: &[u8],
    first_game: usize,
    base: (u64, u64),
    options: &ReplayOptions,
    sink: &mut dyn FnMut(ReplayItem<'_>),
) -> (ReplaySummary, usize) {
    let mut summary = ReplaySummary::default();
    let mut started = 0usize;
    let mut replay = Replay::new();
    let mut ev_workspace = Vec::new();
    let mut failed = false;
    let report = |error: LogError,
                  game: usize,
                  summary: &mut ReplaySummary,
                  sink: &mut dyn FnMut(ReplayItem<'_>)| {
        summary.errors += 1;
        let before = text.get(..error.offset).unwrap_or(text);
        let line = base.1 + before.iter().filter(|&&b| b == b'\n').count() as u64;
        sink(ReplayItem::Error(LogFileError {
            file: file.to_string(),
            game,
            offset: base.0 + error.offset as u64,
            line,
            reason: error.reason.message().to_string(),
            field: error.field.to_string(),
        }));
    };
    let mut reader = match format {
        LogFormat::TenhouXml => Events::Tenhou(TenhouReader::new(text)),
        LogFormat::Mjai => Events::Mjai(MjaiReader::new(text)),
        LogFormat::Tenhou6 => Events::Tenhou6(Box::new(Tenhou6Reader::new(text))),
    };
    while let Some(event) = reader.next() {
        let event = match event {
            Ok(event) => event,
            Err(error) => {
                let game = first_game + started.saturating_sub(1);
                report(error, game, &mut summary, sink);
                failed = true;
                continue;
            }
        };
        match &event {
            Event::GameStart(_) => {
                started += 1;
                failed = false;
            }
            Event::GameEnd { .. } if !failed => summary.games += 1,
            _ => {}
        }
        if failed {
            continue;
        }
        let place = Place {
            file,
            game: first_game + started.saturating_sub(1),
        };
        match &event {
            Event::RoundStart(_) => summary.rounds += 1,
            Event::Win(win) => {
                summary.wins += 1;
                if options.verify {
                    verify(&replay, win, place, &mut summary, sink);
                }
            }
            Event::Discard {
                seat,
                tile,
                tsumogiri,
            } if options.rows => {
                match decision(&replay, *seat, *tile, *tsumogiri, options.counting) {
                    Ok(row) => {
                        summary.decisions += 1;
                        let ev = match options.ev_up_to_shanten {
                            Some(most) if row.shanten <= most => {
                                row_ev(&replay, *seat, *tile, &mut ev_workspace)
                            }
                            _ => None,
                        };
                        sink(ReplayItem::Row(RowAnswer::new(place, &row, ev.as_ref())));
                    }
                    Err(_) => {
                        let error = LogError {
                            offset: reader.event_offset(),
                            reason: LogErrorReason::NotInHand,
                            field: "discard",
                        };
                        report(error, place.game, &mut summary, sink);
                        failed = true;
                        continue;
                    }
                }
            }
            _ => {}
        }
        if let Err(reason) = replay.apply(&event) {
            let error = LogError {
                offset: reader.event_offset(),
                reason,
                field: "event",
            };
            report(error, place.game, &mut summary, sink);
            failed = true;
        }
    }
    (summary, started)
}

fn verify(
    replay: &Replay,
    win: &WinRecord,
    place: Place<'_>,
    summary: &mut ReplaySummary,
    sink: &mut dyn FnMut(ReplayItem<'_>),
) {
    let check = check_win(replay, win, &tenhou_rules(replay.game()));
    if check.agrees() {
        summary.verified += 1;
        return;
    }
    summary.disagreements += 1;
    let round = replay.round().copied().unwrap_or_default();
    sink(ReplayItem::Disagreement(Disagreement {
        file: place.file.to_string(),
        game: place.game,
        round: round_name(round.round_wind, round.number),
        honba: round.honba,
        seat: win.seat,
        from: win.from,
        check,
    }));
}

/// Replays the games of an in-memory text.
///
/// (Example: [`RowAnswer`].)
pub fn replay_bytes(
    file: &str,
    format: LogFormat,
    text: &[u8],
    options: &ReplayOptions,
    mut sink: impl FnMut(ReplayItem<'_>),
) -> ReplaySummary {
    let (mut summary, _) = replay_games(file, format, text, 1, (0, 1), options, &mut sink);
    summary.bytes = text.len() as u64;
    summary.files = 1;
    summary
}

/// Opens a record file for reading, decompressing it when it is gzip
/// (told by its first bytes, not its name).
///
/// # Errors
///
/// When the file cannot be opened or read.
///
/// ```no_run
/// let mut text = Vec::new();
/// std::io::Read::read_to_end(&mut tehai_answer::open_record("game.mjlog".as_ref())?, &mut text)?;
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn open_record(path: &Path) -> io::Result<Box<dyn Read + Send>> {
    let mut file = BufReader::new(std::fs::File::open(path)?);
    let head = io::BufRead::fill_buf(&mut file)?;
    if head.starts_with(&[0x1f, 0x8b]) {
        Ok(Box::new(flate2::read::MultiGzDecoder::new(file)))
    } else {
        Ok(Box::new(file))
    }
}

/// Replays every game of a record file, read one game at a time (memory
/// holds one game, whatever the file's size). Rows, disagreements and
/// skipped games go to `sink` as they come.
///
/// # Errors
///
/// When the file cannot be opened or read; a game that cannot be read is
/// not an error here but a [`ReplayItem::Error`], and reading goes on.
///
/// ```
/// let path = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/data/logs/tenhou_small.xml"));
/// let options = tehai_answer::ReplayOptions { verify: true, rows: true, ..Default::default() };
/// let summary = tehai_answer::replay_file(path, &options, |_| {})?;
/// assert_eq!((summary.games, summary.wins, summary.verified), (1, 1, 1));
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn replay_file(
    path: &Path,
    options: &ReplayOptions,
    sink: impl FnMut(ReplayItem<'_>),
) -> io::Result<ReplaySummary> {
    let name = path.display().to_string();
    let input = open_record(path)?;
    replay_reader(&name, input, options, sink)
}

/// Replays every game read from `input` (already decompressed), one game
/// at a time, as [`replay_file`] does; `name` names it in messages.
///
/// # Errors
///
/// When `input` fails.
///
/// ```
/// let text: &[u8] = include_bytes!("../../tests/data/logs/tenhou_small.xml");
/// let options = tehai_answer::ReplayOptions { verify: true, ..Default::default() };
/// let summary = tehai_answer::replay_reader("small", text.repeat(3).as_slice(), &options, |_| {})?;
/// assert_eq!(summary.verified, 3);
/// # Ok::<(), std::io::Error>(())
/// ```
pub fn replay_reader(
    name: &str,
    mut input: impl Read,
    options: &ReplayOptions,
    mut sink: impl FnMut(ReplayItem<'_>),
) -> io::Result<ReplaySummary> {
    let name = name.to_string();
    let mut buffer: Vec<u8> = Vec::new();
    let mut chunk = vec![0u8; 1 << 16];
    let mut summary = ReplaySummary {
        files: 1,
        ..ReplaySummary::default()
    };
    let mut format = None;
    let (mut offset, mut line) = (0u64, 1u64);
    let mut game = 0usize;
    let mut searched = 0usize;
    let mut scan = ObjectScan::default();
    let mut eof = false;
    let mut total_read = 0u64;
    loop {
        // Read until the buffer holds a whole game or the file ends.
        let end = loop {
            let format = match format {
                Some(format) => format,
                None if !eof && LogFormat::needs_more(&buffer) => {
                    let read = input.read(&mut chunk)?;
                    total_read += read as u64;
                    eof = read == 0;
                    buffer.extend_from_slice(chunk.get(..read).unwrap_or(&[]));
                    continue;
                }
                None => match LogFormat::detect(&buffer) {
                    Some(found) => {
                        format = Some(found);
                        found
                    }
                    None if buffer.trim_ascii_start().is_empty() => break None,
                    None => {
                        summary.errors += 1;
                        sink(ReplayItem::Error(LogFileError {
                            file: name.clone(),
                            game: 0,
                            offset: 0,
                            line: 1,
                            reason: "not a game record this reader knows (Tenhou mjlog XML, tenhou.net/6 JSON, mjai JSON lines)".into(),
                            field: String::new(),
                        }));
                        return Ok(summary);
                    }
                },
            };
            // A marker may straddle the last search's end: look back a line.
            let from = searched.saturating_sub(4096);
            if let Some(end) = format.game_end(&buffer, from, &mut scan) {
                break Some(end);
            }
            searched = buffer.len();
            if eof {
                break (!buffer.trim_ascii().is_empty()).then_some(buffer.len());
            }
            if buffer.len() > MAX_GAME_BYTES {
                // Too large for one game: skip to the next end marker.
                summary.errors += 1;
                sink(ReplayItem::Error(LogFileError {
                    file: name.clone(),
                    game: game + 1,
                    offset,
                    line,
                    reason: format!("a game longer than {MAX_GAME_BYTES} bytes"),
                    field: String::new(),
                }));
                offset += buffer.len() as u64;
                line += buffer.iter().filter(|&&b| b == b'\n').count() as u64;
                buffer.clear();
                searched = 0;
                scan = ObjectScan::default();
                game += 1;
            }
            let read = input.read(&mut chunk)?;
            total_read += read as u64;
            eof = read == 0;
            buffer.extend_from_slice(chunk.get(..read).unwrap_or(&[]));
        };
        let Some(end) = end else { break };
        let text = buffer.get(..end).unwrap_or(&[]);
        let format = format.unwrap_or(LogFormat::TenhouXml);
        let (part, started) = replay_games(
            &name,
            format,
            text,
            game + 1,
            (offset, line),
            options,
            &mut sink,
        );
        game += started.max(1);
        summary.add(&ReplaySummary { files: 0, ..part });
        offset += end as u64;
        line += text.iter().filter(|&&b| b == b'\n').count() as u64;
        buffer.drain(..end);
        searched = 0;
        if eof && buffer.trim_ascii().is_empty() {
            break;
        }
    }
    summary.bytes = total_read;
    Ok(summary)
}

/// Finds the end of the first top-level JSON object of a text read in
/// pieces: the state after the bytes seen so far, so that each byte is
/// looked at once however the text arrives.
#[derive(Clone, Copy, Debug, Default)]
struct ObjectScan {
    /// Bytes of the text already looked at.
    scanned: usize,
    /// Open braces and brackets.
    depth: u32,
    in_string: bool,
    escaped: bool,
}

impl ObjectScan {
    /// The end of the first object of `text` (just after its closing
    /// brace, or after a line break inside a string, which no JSON object
    /// holds), or `None` while it is not complete. Bytes outside any object
    /// are passed over.
    fn end(&mut self, text: &[u8]) -> Option<usize> {
        let rest = text.get(self.scanned..)?;
        for (at, &byte) in rest.iter().enumerate() {
            if self.in_string {
                match byte {
                    // No JSON string holds a line break: the object is
                    // broken. It ends here, so that the reader's error
                    // stays in it and the next line is read afresh.
                    b'\n' => {
                        let end = self.scanned + at + 1;
                        *self = ObjectScan::default();
                        return Some(end);
                    }
                    _ if self.escaped => self.escaped = false,
                    b'\\' => self.escaped = true,
                    b'"' => self.in_string = false,
                    _ => {}
                }
                continue;
            }
            match byte {
                b'"' if self.depth > 0 => self.in_string = true,
                b'{' | b'[' if self.depth > 0 || byte == b'{' => self.depth += 1,
                b'}' | b']' if self.depth > 0 => {
                    self.depth -= 1;
                    if self.depth == 0 {
                        let end = self.scanned + at + 1;
                        *self = ObjectScan::default();
                        return Some(end);
                    }
                }
                _ => {}
            }
        }
        self.scanned = text.len();
        None
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .position(|window| window == needle)
}

/// Decision rows as columns, one `Vec` a column: what the Python package
/// hands to NumPy without a copy. Tiles are numbers: a kind is its 34-kind
/// index (0 = 1m ... 33 = 7z), a set of kinds a `u64` with bit `k` for kind
/// `k`, a hand its counts (34 a row) and red fives (3 a row, m p s). A row
/// without expected-value figures has NaN in their float columns and 0 in
/// `ev_draws` and `ev_rank`.
///
/// ```
/// let mut columns = tehai_answer::RowColumns::default();
/// let text = include_bytes!("../../tests/data/logs/tenhou_bad_discard.xml");
/// let options = tehai_answer::ReplayOptions { rows: true, ..Default::default() };
/// tehai_answer::replay_bytes("t.xml", tehai_answer::LogFormat::TenhouXml, text, &options, |item| {
///     if let tehai_answer::ReplayItem::Row(row) = item { columns.push(&row) }
/// });
/// assert_eq!(columns.len(), 0); // the only discard is refused
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RowColumns {
    /// The game's number in the file, from 1.
    pub game: Vec<u32>,
    /// The round's wind: 0 east ... 3 north.
    pub round_wind: Vec<u8>,
    /// The round's number within its wind, from 0.
    pub round_number: Vec<u8>,
    /// Counters.
    pub honba: Vec<u16>,
    /// Discards before this one in the round.
    pub turn: Vec<u16>,
    /// Who discards.
    pub seat: Vec<u8>,
    /// Tiles left to draw.
    pub wall_left: Vec<u8>,
    /// The concealed tiles: 34 counts a row.
    pub hand: Vec<u8>,
    /// Red fives in the hand: 3 a row (m, p, s).
    pub red_fives: Vec<u8>,
    /// The declared melds' tiles: 34 counts a row.
    pub melds: Vec<u8>,
    /// Declared melds.
    pub meld_count: Vec<u8>,
    /// Shanten of the hand.
    pub shanten: Vec<i8>,
    /// The tile thrown: its kind.
    pub discard: Vec<u8>,
    /// The tile thrown is a red five.
    pub discard_red: Vec<bool>,
    /// Thrown straight from the draw.
    pub tsumogiri: Vec<bool>,
    /// The discard declares riichi.
    pub riichi: Vec<bool>,
    /// Shanten after the discard made.
    pub discard_shanten: Vec<i8>,
    /// Useful kinds after it (bit `k` for kind `k`).
    pub useful: Vec<u64>,
    /// Their unseen copies.
    pub useful_count: Vec<u32>,
    /// The best discard's kind.
    pub best: Vec<u8>,
    /// Its unseen useful copies.
    pub best_useful_count: Vec<u32>,
    /// The discard made's rank.
    pub rank: Vec<u8>,
    /// Distinct discards.
    pub options: Vec<u8>,
    /// Ready after the discard made.
    pub tenpai: Vec<bool>,
    /// The analysis's horizon (0: no analysis).
    pub ev_draws: Vec<u8>,
    /// The expected score of the discard made.
    pub ev: Vec<f64>,
    /// Its win probability.
    pub ev_win: Vec<f64>,
    /// Its tenpai probability.
    pub ev_tenpai: Vec<f64>,
    /// The kind of the discard of the highest expected score.
    pub ev_best: Vec<u8>,
    /// It is a red five.
    pub ev_best_red: Vec<bool>,
    /// Its expected score.
    pub ev_best_value: Vec<f64>,
    /// The discard made's place by expected score (0: no analysis).
    pub ev_rank: Vec<u8>,
}

impl RowColumns {
    /// Appends a row.
    ///
    /// (Example: [`RowColumns`].)
    pub fn push(&mut self, row: &RowAnswer<'_>) {
        self.game.push(u32::try_from(row.game).unwrap_or(u32::MAX));
        self.round_wind.push(row.round.0 as u8);
        self.round_number.push(row.round.1);
        self.honba.push(row.honba);
        self.turn.push(row.turn);
        self.seat.push(row.seat);
        self.wall_left.push(row.wall_left);
        self.hand.extend_from_slice(&row.hand.hand.counts());
        self.red_fives.extend_from_slice(&row.hand.red_fives);
        let mut melded = [0u8; 34];
        for meld in row.melds.as_slice() {
            for tile in meld.tiles() {
                if let Some(slot) = melded.get_mut(tile.tile().index()) {
                    *slot += 1;
                }
            }
        }
        self.melds.extend_from_slice(&melded);
        self.meld_count.push(row.melds.as_slice().len() as u8);
        self.shanten.push(row.shanten);
        self.discard.push(row.discard.tile().index() as u8);
        self.discard_red.push(row.discard.is_red());
        self.tsumogiri.push(row.tsumogiri);
        self.riichi.push(row.riichi);
        self.discard_shanten.push(row.discard_shanten);
        self.useful.push(row.useful.bits());
        self.useful_count.push(row.useful_count);
        self.best.push(row.best.index() as u8);
        self.best_useful_count.push(row.best_useful_count);
        self.rank.push(row.rank);
        self.options.push(row.options);
        self.tenpai.push(row.tenpai);
        self.ev_draws.push(row.ev_draws.unwrap_or(0));
        self.ev.push(row.ev.unwrap_or(f64::NAN));
        self.ev_win.push(row.ev_win.unwrap_or(f64::NAN));
        self.ev_tenpai.push(row.ev_tenpai.unwrap_or(f64::NAN));
        self.ev_best
            .push(row.ev_best.map_or(0, |tile| tile.tile().index() as u8));
        self.ev_best_red
            .push(row.ev_best.is_some_and(|tile| tile.is_red()));
        self.ev_best_value
            .push(row.ev_best_value.unwrap_or(f64::NAN));
        self.ev_rank.push(row.ev_rank.unwrap_or(0));
    }

    /// Rows held.
    ///
    /// (Example: [`RowColumns`].)
    pub fn len(&self) -> usize {
        self.game.len()
    }

    /// Whether no row is held.
    ///
    /// ```
    /// assert!(tehai_answer::RowColumns::default().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.game.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out a few bytes a call, so that every game's end
    /// is found across many reads.
    struct Trickle<'a> {
        text: &'a [u8],
        step: usize,
    }

    impl Read for Trickle<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            let count = self.step.min(out.len()).min(self.text.len());
            let (head, rest) = self.text.split_at(count);
            out[..count].copy_from_slice(head);
            self.text = rest;
            Ok(count)
        }
    }

    const SMALL_TENHOU6: &[u8] = include_bytes!("../../tests/data/logs/tenhou6_small.json");

    #[test]
    fn tenhou6_games_are_found_in_any_pieces() {
        // Three games, one after another, the braces in the title's string
        // included: each read whole however the bytes arrive.
        let text = [SMALL_TENHOU6, b"\n", SMALL_TENHOU6, SMALL_TENHOU6].concat();
        let options = ReplayOptions {
            verify: true,
            rows: true,
            ..ReplayOptions::default()
        };
        for step in [1, 2, 7, 64, 1 << 16] {
            let mut games = Vec::new();
            let summary = replay_reader("small", Trickle { text: &text, step }, &options, |item| {
                if let ReplayItem::Row(row) = item {
                    games.push(row.game);
                }
            })
            .unwrap();
            assert_eq!(
                (summary.games, summary.verified, summary.errors),
                (3, 3, 0),
                "{step}"
            );
            games.dedup();
            assert_eq!(games, [1, 2, 3], "{step}");
        }
    }

    #[test]
    fn object_scan_ends_at_the_first_whole_object() {
        let mut scan = ObjectScan::default();
        assert_eq!(scan.end(b" x ] } {\"a\":\"}\\\"}\""), None);
        assert_eq!(
            scan.end(b" x ] } {\"a\":\"}\\\"}\",\"b\":[{}]} {"),
            Some(28)
        );
        assert_eq!((scan.scanned, scan.depth), (0, 0));
        assert_eq!(scan.end(b"{}"), Some(2));
        assert_eq!(scan.end(b"{\"a\":\"b\n\"}\n{}"), Some(8));
    }

    #[test]
    fn the_three_formats_are_told_apart() {
        assert_eq!(LogFormat::detect(SMALL_TENHOU6), Some(LogFormat::Tenhou6));
        assert_eq!(
            LogFormat::detect(b"{\"log\":[], \"type\":1}"),
            Some(LogFormat::Tenhou6)
        );
        assert_eq!(
            LogFormat::detect(b"{\"type\":\"start_game\",\"names\":[\"log\"]}"),
            Some(LogFormat::Mjai)
        );
        assert_eq!(LogFormat::detect(b"{}"), Some(LogFormat::Mjai));
        assert_eq!(
            LogFormat::detect(b"\n <mjloggm"),
            Some(LogFormat::TenhouXml)
        );
        assert_eq!(LogFormat::detect(b""), None);
    }
}
