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
//! * which tiles bring it closer and which tile to discard
//!   ([`useful_tiles()`], [`discards()`]; see [`efficiency`]);
//! * what a win scores: yaku, dora, fu, han, limit and every payment
//!   ([`score()`]; see [`score`](mod@score)).
//!
//! Every question about a hand takes a [`Context`]: the hand's declared
//! melds ([`Meld`]), the tiles seen elsewhere and the number of players
//! ([`Players`]). `Context::default()` is the plain table (four players,
//! nothing seen), and each question takes its fastest path for it. A hand
//! of `3N + 1` or `3N + 2` concealed tiles implies `4 − N` declared melds,
//! so the melds only need to be given where they change the answer (the
//! copies a player can still draw; scoring takes them in its own
//! [`WinContext`](score::WinContext)). Every fallible call reports one
//! [`Error`], sorted by [`Error::kind`].
//!
//! The crate root holds the hand, the table and the questions; the rest
//! lives in modules: [`decompose`](mod@decompose) (blocks and readings),
//! [`efficiency`], [`score`](mod@score), [`hand`] (the packed form and its
//! limits), [`meld`], [`notation`] (MPSZ text) and [`front_end`] (what
//! every front end shows the same way).
//!
//! The core works on a packed form: each suit is one `u32` holding a 3-bit
//! count per rank ([`PackedSuit`](hand::PackedSuit)), and a [`Hand`] is four
//! of them. Every algorithm works one suit at a time and combines the suits
//! at the end; the facts they rely on are in `docs/design.md`.
//!
//! ```
//! use tehai::{Context, Hand, decompose};
//!
//! let hand: Hand = "22334455667788m".parse()?;
//! let set = decompose(&hand, &Context::default())?;
//! assert_eq!(set.len(), 3); // the pair is 22, 55 or 88
//! assert!(set.is_seven_pairs());
//! for decomposition in &set {
//!     println!("{decomposition}"); // e.g. "22m 345m 345m 678m 678m"
//! }
//!
//! let waiting: Hand = "123m456p789s1122z".parse()?;
//! let s = tehai::shanten(&waiting, &Context::default())?;
//! assert_eq!((s.min, s.regular, s.seven_pairs), (0, 0, Some(4)));
//! assert_eq!(tehai::waits(&waiting, &Context::default())?.to_string(), "12z");
//! # Ok::<(), tehai::Error>(())
//! ```
//!
//! ## Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | links the standard library; nothing in the API depends on it (kept for dependents that ask for a std build) |
//! | `tables` | yes | the shanten tables and the win check's look-ups (about 400 KB of `static` arrays): shanten, the win check and tile efficiency by table look-ups |
//! | `serde` | no | `Serialize`/`Deserialize` for the public value types, without `std` or `alloc`: tiles, hands, melds, tile sets and counts as MPSZ text, winds by name, the win context, the answers of shanten, waits and tile efficiency, the errors |
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
//! Without `std` the crate is `#![no_std]` and uses no `alloc`; [`Error`]
//! implements [`core::error::Error`] either way. The C ABI lives in the
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
pub mod decompose;
mod distance;
pub mod efficiency;
mod error;
pub mod front_end;
pub mod hand;
pub mod meld;
pub mod notation;
pub mod score;
#[cfg(feature = "serde")]
mod serde_text;
mod shanten;
mod suit;
#[cfg(feature = "tables")]
mod tables;
mod tile;
mod tile_set;
mod waits;
mod win;

pub use context::{Context, Players, TileCounts};
pub use decompose::{Decompositions, decompose};
pub use efficiency::{discards, useful_tiles};
pub use error::{Error, ErrorKind, Question};
pub use hand::Hand;
pub use meld::Meld;
pub use score::score;
pub use shanten::{Shanten, shanten};
pub use tile::{Suit, Tile};
pub use tile_set::TileSet;
pub use waits::{Waits, waits};
pub use win::{WinForms, is_win, win_forms};

/// The README's Rust examples run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
