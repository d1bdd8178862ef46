//! Waits (machi): the tile kinds that complete a `3N + 1` hand.
//!
//! The regular form is answered suit by suit. Adding one tile changes one
//! suit's size by one, so the suit sizes mod 3 decide where a winning tile can
//! go: with one suit of `3N + 1` tiles (the others `3N`) it must go there and
//! that suit becomes the pair suit; with two suits of `3N + 2` tiles it must go
//! into one of them, which becomes melds only while the other keeps the pair.
//! Inside a suit, every meld's rank sum is `≡ 0 (mod 3)`, so a tile `x`
//! that turns a suit of `3N + 2` tiles into melds only must satisfy
//! `x ≡ 2·Σ rank·count (mod 3)`: three candidate ranks. A tile can only help
//! a suit that keeps the pair if it lands within two ranks of a tile already
//! held. Each candidate is then checked by the same pair-position + greedy
//! test as the win check.
//!
//! A kind of which the hand already holds all four copies cannot be drawn. If
//! a fifth copy would complete the hand, the kind is reported in
//! [`Waits::fifth_tile`], never in [`Waits::waits`]. [`waits`] also
//! counts the copies in declared melds and seen tiles: a kind with no copy
//! left to draw is a fifth-tile wait there too.
//!
//! `answer.rs` holds the answer, `suit.rs` the waits of one suit,
//! `regular.rs` the regular form, `special.rs` seven pairs and thirteen
//! orphans, `hand.rs` all forms together, plain and at a table.

mod answer;
mod hand;
mod regular;
mod sizes;
mod special;
mod suit;

pub use answer::Waits;
pub use hand::waits;
