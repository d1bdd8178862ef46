//! The answers of the `tehai` front ends: the command line (`tehai-cli`)
//! and the Python package ask their questions here, so that they give the
//! same answers, refuse the same inputs with the same errors and write the
//! same objects.
//!
//! * [`ScoreRequest`]: a score request as text fields (the hand, the
//!   winning tile, the melds, the flags, the winds, the indicators, the
//!   counters, the rules), read into the core's hand and
//!   [`tehai::score::WinContext`];
//!   every problem is a [`ScoreRequestError`] with a stable id.
//! * The questions, one function each: [`decompose`], [`agari`], [`waits`],
//!   [`shanten`], [`useful_tiles`], [`discards`], [`efficiency`] and
//!   [`score`]; those asked at a table take the [`tehai::Context`] to
//!   answer at ([`Context::default`](tehai::Context::default) for none).
//!   Every failure is the core's [`tehai::Error`], with its stable id.
//! * The answers: plain `Serialize` structs whose fields are the keys of
//!   the command line's `--json` objects, in order. Tiles, hands and blocks
//!   are kept as the core's values (so that a front end can also write them
//!   another way, as glyphs) and serialize as their MPSZ text; [`Notated`]
//!   serializes them with their tiles in another [`Notation`] (mjai names,
//!   136-tile ids, 34-kind indices), [`InNotation`] writes one value so.
//! * Tiles read in any notation: [`read_hand`], [`read_counts`],
//!   [`read_meld`], [`read_tile`] (MPSZ, 136-tile ids, mjai names).
//!
//! ```
//! let answer = tehai_answer::waits(&"23m456p789s11122z".parse()?, &tehai::Context::default())?;
//! assert_eq!(answer.waits.to_string(), "14m");
//! assert_eq!(
//!     serde_json::to_string(&answer)?,
//!     r#"{"hand":"23m456p789s11122z","waits":"14m","fifth_tile":""}"#
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![warn(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

mod logs;
mod model;
mod notation;
mod questions;
mod request;
mod request_json;

pub use logs::{
    Disagreement, LogFileError, LogFormat, MAX_EV_SHANTEN, MAX_EV_WORKSPACE_WORDS, MAX_GAME_BYTES,
    Place, ReplayItem, ReplayOptions, ReplaySummary, RowAnswer, RowColumns, open_record,
    replay_bytes, replay_file, replay_reader, round_name,
};
pub use model::{
    AgariAnswer, DecomposeAnswer, DiscardRow, DiscardsAnswer, EfficiencyAnswer, FuItemAnswer,
    OtherReading, PartIn, ReadingPart, ScoreAnswer, ShantenAnswer, UsefulAnswer, WaitsAnswer,
    YakuItemAnswer,
};
pub use notation::{
    InNotation, MeldIn, Notate, Notated, Notation, Tiles, read_counts, read_hand, read_meld,
    read_tile,
};
pub use questions::{
    Scored, agari, decompose, discards, efficiency, score, score_hand, shanten, useful_tiles, waits,
};
pub use request::{RulesRequest, ScoreRequest, ScoreRequestError};
