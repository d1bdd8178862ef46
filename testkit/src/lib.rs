//! The workloads and oracles of tehai's tests and benches, in one place so
//! that every test, bench and check draws the same hands in the same words.
//!
//! * [`Rng`] — the one seeded generator, and the hands drawn with it
//!   ([`Rng::deal`], [`Rng::complete_hand`], [`Rng::trim`], ...);
//! * [`for_each_suit_counts`], [`number_suit_space`] — the finite
//!   single-suit hand spaces the exhaustive tests sweep;
//! * [`Workload`], [`ScoreWorkload`] — the seeded hand lists of the benches;
//! * [`inert_kind`] — a table that changes no answer, to compare the
//!   questions' table path with their plain path;
//! * [`reference`](mod@reference) — plain backtracking oracles that share no code with
//!   tehai's fast paths, and a plain MPSZ reader;
//! * [`ev_reference`] — a plain model of the expected value of each discard
//!   (tenpai and win probabilities, expected score), the oracle of a fast one.
//!
//! Hands are 34 counts in tile-index order (1m..9m, 1p..9p, 1s..9s, 1z..7z),
//! which any crate can pass to tehai or to another library.
//!
//! ```
//! use tehai_testkit::{Rng, reference};
//! let mut rng = Rng(1);
//! let counts = rng.complete_hand(4, true);
//! let hand = tehai::Hand::from_counts(&counts).unwrap();
//! assert_eq!(tehai::is_win(&hand), reference::is_regular_win(&counts));
//! ```
#![warn(missing_docs)]

pub mod ev_reference;
mod inert;
mod random;
pub mod reference;
mod score_workloads;
mod space;
mod workloads;

pub use inert::{inert_kind, inert_seen};
pub use random::{ALL_KINDS, ORPHANS, Rng, THREE_PLAYER_KINDS, suit_kinds, tile_count};
pub use score_workloads::ScoreWorkload;
pub use space::{counts_in_suit, for_each_suit_counts, number_suit_space};
pub use workloads::{HANDS, Workload};

/// `count`, or a twentieth of it (at least 2) when `TEHAI_QUICK_TESTS` is
/// set: random sweeps shrink for quick runs (mutation testing, the build
/// without tables), exhaustive ones keep their size.
///
/// ```
/// let hands = tehai_testkit::scaled(1_000);
/// assert!(hands == 1_000 || hands == 50);
/// ```
pub fn scaled(count: usize) -> usize {
    if std::env::var_os("TEHAI_QUICK_TESTS").is_some() {
        (count / 20).max(2)
    } else {
        count
    }
}
