//! # tehai — riichi mahjong hand analysis
//!
//! tehai (手牌, "the hand") answers the questions a mahjong engine asks about a
//! hand, millions of times a second, without `std`, without an allocator and
//! without panicking:
//!
//! * every block decomposition of a hand ([`decompose()`]), for scorers that
//!   must pick the best-scoring reading;
//! * is the hand complete ([`is_win`], [`win_forms`]): the regular form,
//!   seven pairs (chiitoitsu) and thirteen orphans (kokushi musou);
//! * which tiles complete it ([`waits()`]), with fifth-copy waits apart;
//! * how far it is from tenpai ([`shanten()`]), per form and overall;
//! * declared melds (fuuro) as [`Meld`]s, checked against the hand with
//!   [`check_declared_melds`].
//!
//! A hand of `3N + 1` or `3N + 2` concealed tiles implies `4 − N` declared
//! melds, so every question works on the concealed tiles alone; the melds
//! matter where they change the answer (scoring, and the copies a player
//! can still draw).
//!
//! The core works on a packed form: each suit is one `u32` holding a 3-bit
//! count per rank ([`PackedSuit`]), and a [`Hand`] is four of them. Every
//! algorithm works one suit at a time and combines the suits at the end; the
//! facts they rely on are in `docs/design.md`.
//!
//! ```
//! use tehai::{decompose, Hand};
//!
//! let hand: Hand = "22334455667788m".parse()?;
//! let set = decompose(&hand)?;
//! assert_eq!(set.len(), 3); // the pair is 22, 55 or 88
//! assert!(set.is_seven_pairs());
//! for decomposition in &set {
//!     println!("{decomposition}"); // e.g. "22m 345m 345m 678m 678m"
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | links the standard library; nothing in the API depends on it (kept for dependents that ask for a std build) |
//! | `tables` | yes | the shanten tables and the win check's look-ups (about 400 KB of `static` arrays): shanten, the win check and tile efficiency by table look-ups |
//!
//! Every function is there and answers the same with or without `tables`.
//! Without it a number suit's completeness comes from the pair candidates
//! and a greedy scan, and its shanten distances from a small dynamic program
//! over its ranks (`docs/design.md`): slower (microseconds instead of
//! nanoseconds for shanten and tile efficiency), but on a Cortex-M4
//! decompose, the win check and waits take about 7 KB of flash instead of
//! 170 KB, and shanten about 2 KB more instead of 87 KB
//! (`.ci/embedded.sh`). The tests prove both ways equal on every
//! single-suit hand and on random whole hands.
//!
//! Without `std` the crate is `#![no_std]` and uses no `alloc`; every error
//! type implements [`core::error::Error`] either way. The C ABI lives in the
//! `tehai-capi` crate (`capi/`), the `tehai` command in `tehai-cli` (`cli/`).
#![no_std]
#![deny(missing_docs)]
#![deny(unsafe_code)]
#![warn(clippy::unwrap_used, clippy::expect_used, clippy::panic)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

#[cfg(any(feature = "std", test))]
#[cfg_attr(test, macro_use)]
extern crate std;

mod array_vec;
mod complete;
mod context;
mod decompose;
mod distance;
mod efficiency;
mod error;
mod front_end;
mod hand;
mod meld;
mod notation;
mod score;
mod shanten;
mod suit;
#[cfg(feature = "tables")]
mod tables;
mod tile;
mod tile_set;
mod waits;
mod win;

pub use context::{Context, ContextError, Players, TileCounts};
pub use decompose::{
    Block, BlockKind, DecomposeWithMeldsError, Decomposition, DecompositionIter, Decompositions,
    MAX_BLOCKS, MAX_DECOMPOSITIONS, decompose, decompose_with_melds,
};
pub use efficiency::{
    Discard, Discards, FormUseful, UsefulTiles, discards, discards_with, useful_tiles,
    useful_tiles_with,
};
pub use error::{Question, TileCountError};
pub use front_end::{
    NeitherCompleteNorWaiting, RedFivePlacement, ShownBlock, check_win_or_wait_count,
    place_red_fives,
};
pub use hand::{Hand, HandError, MAX_CONCEALED_TILES, MAX_COPIES, PackedSuit};
pub use meld::{
    MAX_DECLARED_MELDS, Meld, MeldKind, MeldParseError, MeldsError, check_declared_melds,
};
pub use notation::{NotationError, ParsedHand};
pub use score::{
    DeclaredMelds, Indicators, Limit, MAX_INDICATORS, MAX_READING_BLOCKS, Reading, ReadingForm,
    ReadingScores, Rules, Score, ScoreError, Wait, WaitShape, WaitShapes, WinContext, Wind, Yaku,
    score, score_readings, wait_shape, wait_shapes,
};
pub use shanten::{
    Shanten, shanten, shanten_regular, shanten_seven_pairs, shanten_thirteen_orphans, shanten_with,
};
pub use tile::{Suit, Tile};
pub use tile_set::TileSet;
pub use waits::{
    Waits, waits, waits_regular, waits_seven_pairs, waits_thirteen_orphans, waits_with,
};
pub use win::{WinForms, is_regular_win, is_seven_pairs, is_thirteen_orphans, is_win, win_forms};

/// The README's Rust examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
