//! Every block decomposition of a hand: pair position + triplet expansion.
//!
//! The scorer must see *all* the ways a winning hand splits into blocks, since
//! the same tiles can score differently: `111 222 333` is three concealed
//! triplets, `123 123 123` a pure double sequence. This module lists the full
//! set without backtracking and without allocation.
//!
//! # Algorithm
//!
//! Suits are independent: a decomposition of the hand is one decomposition of
//! each suit, so the hand's set is the cartesian product of the suits' sets.
//! For one number suit of `n` tiles (the mod-3 rules and their proofs are in
//! `docs/design.md`):
//!
//! 1. `n ≡ 1 (mod 3)`: no decomposition. `n ≡ 0`: no pair. `n ≡ 2`: every
//!    meld's rank sum is `≡ 0`, so the pair can only sit at a rank
//!    `p ≡ 2·Σ rank·count`, which
//!    leaves at most three candidates (`p`, `p + 3`, `p + 6`) instead of nine.
//! 2. With the pair removed, a greedy scan from the lowest rank decides the
//!    rest: at rank `i` with `c` tiles left, take a triplet if `c ≥ 3`; the
//!    `c mod 3` tiles left over can only be the first tiles of sequences, so
//!    ranks `i + 1` and `i + 2` must supply that many.
//! 3. The only choice the greedy scan hides is that three triplets on
//!    consecutive ranks are also three equal sequences; four consecutive
//!    triplets read three ways. Expanding those runs completes the set.
//!
//! The tests prove the result equal to plain backtracking
//! (the oracles of `tehai-testkit`) on every one of the 405,350 single-suit hands.
//!
//! The result is lazy: [`Decompositions`] holds each suit's readings packed
//! (a few bytes each), and a [`Decomposition`]'s blocks are written out only
//! when it is reached by [`Decompositions::get`] or [`Decompositions::iter`].
//!
//! `block.rs` holds the blocks, `set.rs` the answer and how a reading
//! writes out its blocks, `suit.rs` the readings of one suit, `hand.rs`
//! their product for a whole hand, `question.rs` the question: plain, or
//! after the table's melds and tiles are checked against the hand.

mod block;
mod hand;
mod question;
pub(crate) mod set;
mod suit;

pub use block::{Block, BlockKind, MAX_BLOCKS};
pub use question::decompose;
pub use set::{Decomposition, DecompositionIter, Decompositions, MAX_DECOMPOSITIONS};

pub(crate) use hand::decompose_plain;
