//! # tehai — riichi mahjong hand analysis
//!
//! tehai (手牌, "the hand") answers the questions a mahjong engine asks about a
//! hand, millions of times a second, without `std`, without an allocator and
//! without panicking:
//!
//! | question | Rust | C | command line | Python |
//! |---|---|---|---|---|
//! | every block decomposition | [`decompose()`] | `tehai_hand_decompose` | `tehai decompose` | `tehai.decompose` |
//! | is it a win, in which forms | [`is_win`], [`win_forms`] | `tehai_hand_win_forms` | `tehai agari` | `tehai.is_win`, `tehai.agari` |
//! | which tiles complete it | [`waits()`] | `tehai_hand_waits` | `tehai waits` | `tehai.waits` |
//! | how far from tenpai | [`shanten()`] | `tehai_hand_shanten` | `tehai shanten` | `tehai.shanten` |
//! | which draws help (useful tiles) | [`useful_tiles()`] | `tehai_hand_useful_tiles` | `tehai efficiency` (3N+1 tiles) | `tehai.useful_tiles` |
//! | which tile to throw (discard table) | [`discards()`] | `tehai_hand_discards` | `tehai efficiency` (3N+2 tiles) | `tehai.discards` |
//! | what a win scores | [`score()`] | `tehai_score` | `tehai score` | `tehai.score` |
//! | which tile to cut, by expected value | [`ev::analyse`] | — | — | — |
//! | game records: replay, verify wins, decision rows | [`log`] | — | `tehai replay` | `tehai.replay_file` |
//!
//! * [`decompose()`] lists *every* way a hand splits into blocks, for
//!   scorers that must pick the best-scoring reading;
//! * [`is_win`] and [`win_forms`] check the regular form, seven pairs
//!   (chiitoitsu) and thirteen orphans (kokushi musou);
//! * [`waits()`] reports fifth-copy waits apart (a kind the hand holds four
//!   times is never a real wait);
//! * [`shanten()`] gives the number per form and overall, as Tenhou counts it;
//! * [`useful_tiles()`] and [`discards()`] are tile efficiency (牌効率):
//!   the draws that lower the shanten number with the copies of them left,
//!   and for every tile thrown what the hand keeps (see [`efficiency`]);
//! * [`score()`] finds the reading that pays the most and gives its yaku,
//!   dora, fu, han, limit and every payment (see [`score`](mod@score));
//! * [`ev::analyse`] gives, for every discard, the tenpai probability, win
//!   probability and expected score by draws left (see [`ev`]);
//! * [`log`] reads game records, replays them, checks every win against the
//!   score and asks the discard table about every discard.
//!
//! ```
//! use tehai::score::{WinContext, Wind};
//! use tehai::{Context, Hand};
//!
//! let plain = Context::default(); // four players, no declared melds, nothing seen
//!
//! // Every block decomposition, and the win check.
//! let hand: Hand = "22334455667788m".parse()?;
//! let set = tehai::decompose(&hand, &plain)?;
//! assert_eq!(set.len(), 3); // the pair is 22, 55 or 88
//! assert!(set.is_seven_pairs());
//! assert!(tehai::is_win(&hand));
//! assert_eq!(tehai::win_forms(&hand), tehai::WinForms::REGULAR | tehai::WinForms::SEVEN_PAIRS);
//!
//! // Waits and shanten of a 13-tile hand.
//! let waiting: Hand = "123m456p789s1122z".parse()?;
//! assert_eq!(tehai::waits(&waiting, &plain)?.to_string(), "12z");
//! let s = tehai::shanten(&waiting, &plain)?;
//! assert_eq!((s.min, s.regular, s.seven_pairs), (0, 0, Some(4)));
//!
//! // Useful tiles: the kinds whose draw lowers the shanten number, and
//! // how many copies of them are left.
//! let useful = tehai::useful_tiles(&"146m146p222347s7z".parse()?, &plain)?;
//! assert_eq!((useful.shanten, useful.count()), (3, 53));
//! assert_eq!(useful.tiles.to_string(), "1235m1235p256789s7z");
//!
//! // The discard table of a 14-tile hand, best first.
//! let table = tehai::discards(&"123m456p789s11223z".parse()?, &plain)?;
//! let best = table.entries()[0];
//! assert_eq!((best.tile.to_string(), best.shanten, best.count), ("3z".to_string(), 0, 4));
//!
//! // The score of a win: tsumo, riichi, sitting south, won on the 5p.
//! let won = "234567m23455p888s".parse()?;
//! let context = WinContext {
//!     tsumo: true,
//!     riichi: true,
//!     seat_wind: Wind::South,
//!     ..WinContext::new("5p".parse()?)
//! };
//! let best = tehai::score(&won, &context)?;
//! assert_eq!((best.han(), best.fu(), best.total()), (3, 30, 4_000));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## The same questions from C, the command line and Python
//!
//! The `tehai` command (`cli/`) prints one line a hand, its columns
//! separated by tabs (shown as spaces here; `--json`: one JSON object):
//!
//! ```text
//! $ tehai decompose 123m456p789s11122z
//! 123m 456p 789s 111z 22z
//! $ tehai agari 22334455667788m
//! 22334455667788m  true
//! $ tehai waits 123m456p789s1122z
//! 123m456p789s1122z  12z
//! $ tehai shanten 123m456p789s1122z
//! 123m456p789s1122z  0  0  4  8
//! $ tehai efficiency 146m146p222347s7z
//! 146m146p222347s7z  3  53  1235m1235p256789s7z
//! $ tehai efficiency 123m456p789s11223z | head -2
//! 123m456p789s11223z  0
//!   3z   0    4  12z
//! $ tehai score --json 234567m23455p888s --win 5p --tsumo --riichi --seat south
//! {"han":3,"fu":30,"yaku":{"menzen_tsumo":1,"riichi":1,"tanyao":1},"main":2000,"additional":1000,"total":4000,"limit":"","reading":["234m","567m","234p","55p","888s"],"wait":"tanki"}
//! ```
//!
//! The C ABI (`tehai-capi`, header `include/tehai.h`) takes the same hand
//! and a `TehaiContext` (NULL for the plain table), and returns a status:
//!
//! ```c
//! TehaiHand hand;
//! TehaiDecomposition found[TEHAI_MAX_DECOMPOSITIONS];
//! size_t count;
//! uint32_t forms;
//! TehaiWaits waits;        /* 64-bit tile sets: bit i is tile index i */
//! TehaiShanten shanten;
//! TehaiUseful useful;
//! TehaiDiscards table;
//! tehai_hand_from_mpsz("22334455667788m", 15, &hand);
//! tehai_hand_decompose(&hand, NULL, found, TEHAI_MAX_DECOMPOSITIONS, &count, &forms);  /* count 3 */
//! tehai_hand_win_forms(&hand, &forms);            /* TEHAI_WIN_REGULAR | TEHAI_WIN_SEVEN_PAIRS */
//! tehai_hand_from_mpsz("123m456p789s1122z", 17, &hand);
//! tehai_hand_waits(&hand, NULL, &waits);          /* 1z and 2z: bits 27 and 28 */
//! tehai_hand_shanten(&hand, NULL, &shanten);      /* min 0 */
//! tehai_hand_from_mpsz("146m146p222347s7z", 17, &hand);
//! tehai_hand_useful_tiles(&hand, NULL, &useful);  /* shanten 3, count 53 */
//! tehai_hand_from_mpsz("123m456p789s11223z", 18, &hand);
//! tehai_hand_discards(&hand, NULL, &table);       /* rows[0].tile 29 (3z) */
//!
//! TehaiParsedHand won;
//! TehaiWinContext context;
//! TehaiScore score;
//! tehai_parsed_hand_from_mpsz("234567m23455p888s", 17, &won);
//! tehai_win_context_default(&context);
//! context.winning_tile = 13;                      /* 5p */
//! context.tsumo = context.riichi = 1;
//! context.seat_wind = TEHAI_WIND_SOUTH;
//! tehai_score(&won, &context, &score);            /* 3 han 30 fu, total 4000 */
//! ```
//!
//! The Python package (`python/`) returns objects whose `to_dict()` is the
//! command line's JSON:
//!
//! ```python
//! import tehai
//! tehai.decompose("22334455667788m").decompositions[0]  # ['22m', '345m', '345m', '678m', '678m']
//! tehai.is_win("22334455667788m")                        # True
//! tehai.waits("123m456p789s1122z").waits                 # '12z'
//! tehai.shanten("123m456p789s1122z").shanten             # 0
//! tehai.useful_tiles("146m146p222347s7z").useful_count   # 53
//! tehai.discards("123m456p789s11223z").discards[0].tile  # '3z'
//! tehai.score("234567m23455p888s", win="5p", tsumo=True, riichi=True, seat_wind="2z").total  # 4000
//! ```
//!
//! The repository's README has each of them in full, with the table options.
//!
//! ## The table: declared melds, seen tiles, three players
//!
//! Every question about a concealed hand takes a [`Context`]: the hand's
//! declared melds ([`Meld`]), the tiles seen elsewhere ([`TileCounts`]) and
//! the number of players ([`Players`]). `Context::default()` is the plain
//! table (four players, nothing seen), and each question takes its fastest
//! path for it. A hand of `3N + 1` or `3N + 2` concealed tiles implies
//! `4 − N` declared melds, so the melds only need to be given where they
//! change the answer. Scoring takes its melds, winds and dora in its own
//! [`WinContext`](score::WinContext).
//!
//! **Copies out of play.** A copy of a kind that sits in a declared meld or
//! among the seen tiles cannot be drawn: waits, shanten and tile efficiency
//! never count on it. The complete hand a shanten number counts towards
//! never needs such a copy, so a hand waiting only on tiles that are all
//! gone is not tenpai; its waits are reported as fifth-tile waits
//! ([`Waits::fifth_tile`]). With nothing out of play the answers are the
//! standard ones. [`efficiency`](efficiency#copies-out-of-play) explains how
//! this stays fast.
//!
//! **Three players** (sanma, [`Players::Three`]) play without 2m to 8m: 1m and
//! 9m cannot form sequences and behave like two more honor kinds, and a hand
//! holding a 2m to 8m is an error ([`Error::NotInThreePlayer`]).
//!
//! ```
//! use tehai::{Context, Hand, Meld, Players};
//!
//! // With every 1m and 4m seen, a hand waiting on 1m and 4m waits on nothing.
//! let tenpai: Hand = "23m456p789s11122z".parse()?;
//! let table = Context::default().with_seen("11114444m".parse()?);
//! let found = tehai::waits(&tenpai, &table)?;
//! assert!(found.waits.is_empty());
//! assert_eq!(found.fifth_tile.to_string(), "14m");
//!
//! // A declared pon of 7z: the 7z beside it has no fifth copy to pair with.
//! let melds: [Meld; 1] = ["pon 777z".parse()?];
//! let open: Hand = "123m456p789s7z".parse()?;
//! let table = Context::default().with_melds(&melds);
//! assert_eq!(tehai::shanten(&open, &table)?.min, 1);
//!
//! // Three players: 1m and 9m pair up like honors; 2m to 8m are not in play.
//! let sanma = Context::default().with_players(Players::Three);
//! assert_eq!(tehai::waits(&"1199m123p456s789s".parse()?, &sanma)?.to_string(), "19m");
//! let error = tehai::shanten(&"123m456p789s11z".parse()?, &sanma).unwrap_err();
//! assert_eq!(error, tehai::Error::NotInThreePlayer { tile: "2m".parse()? });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Every fallible call reports one [`Error`], sorted by [`Error::kind`].
//!
//! ## Where things are
//!
//! The crate root holds the hand, the table and the questions; the rest
//! lives in modules: [`decompose`](mod@decompose) (blocks and readings, and
//! how every decomposition is found), [`efficiency`] (useful tiles, the
//! discard table, what "useful" means and how copies out of play are
//! counted), [`score`](mod@score) (win contexts, rules, readings, yaku),
//! [`hand`] (the packed form and its limits), [`meld`], [`notation`] (MPSZ
//! text, red fives, 136-tile ids, mjai names) and [`front_end`] (what every
//! front end shows the same way).
//!
//! The core works on a packed form: each suit is one `u32` holding a 3-bit
//! count per rank ([`PackedSuit`](hand::PackedSuit)), and a [`Hand`] is four
//! of them. Every algorithm works one suit at a time and combines the suits
//! at the end:
//!
//! * **shanten** follows tomohxx's distance method (and Tenhou): the least
//!   number of tiles a complete hand holds beyond the hand, minus one, never
//!   counting a fifth copy (`11119999m111p111s` is 1-shanten, not tenpai).
//!   Each suit's *distance vector* (tiles to add for `m` melds and `p`
//!   pairs) is one of 126 (55 for honors), and the hand's distance is their
//!   min-plus product: with `tables`, a handful of look-ups;
//! * **the win check and waits** use the mod-3 rule (in a complete suit every
//!   meld's rank sum is `≡ 0 (mod 3)`): the suit sizes say which suit a
//!   winning tile must enter, and inside it at most three ranks can hold the
//!   pair or take the tile; each candidate is one check;
//! * **decompositions** come from the pair candidates and one greedy scan per
//!   suit, with runs of consecutive triplets expanded into sequences: no
//!   backtracking.
//!
//! The facts they rely on, with their proofs, are in `docs/design.md`.
//!
//! ## Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | links the standard library; nothing in the API depends on it (kept for dependents that ask for a std build) |
//! | `tables` | yes | the shanten tables and the win check's look-ups (about 400 KB of `static` arrays): shanten, the win check and tile efficiency by table look-ups |
//! | `serde` | no | `Serialize` and `Deserialize` for tiles, hands, melds, tile sets and counts (as MPSZ text), winds (by name), the win context, the rules, the answers of shanten, waits and tile efficiency, and the errors; no `std`, no `alloc` |
//!
//! Every function is there and answers the same with or without `tables`.
//! Without it a number suit's completeness comes from the pair candidates
//! and a greedy scan, and its shanten distances from a small dynamic program
//! over its ranks (`docs/design.md`): slower (microseconds instead of
//! nanoseconds for shanten and tile efficiency), but small. On a Cortex-M4
//! (`.ci/embedded.sh`, opt-level `s`, `.text` + `.rodata`), decompose and
//! the win check take about 7 KB of flash without the tables (166 KB with
//! them), adding waits about 11 KB (307 KB), and decompose, the win check,
//! waits and shanten together about 15 KB (378 KB). The tests prove both
//! ways equal on every single-suit hand and on random whole hands.
//!
//! Without `std` the crate is `#![no_std]` and uses no `alloc`; [`Error`]
//! implements [`core::error::Error`] either way. The C ABI lives in the
//! `tehai-capi` crate (`capi/`), the `tehai` command in `tehai-cli` (`cli/`),
//! the Python package in `python/`.
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
pub mod ev;
pub mod front_end;
pub mod hand;
pub mod log;
pub mod meld;
pub mod notation;
pub mod rules;
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
