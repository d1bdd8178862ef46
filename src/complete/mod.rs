//! Whether a suit splits exactly into melds and at most one pair: the
//! question under the win check, decomposition and waits. `number.rs`
//! answers it for one number suit (by its table class, or by the greedy
//! scan without the tables); `states.rs` (with the tables) answers it with
//! the cut between ranks 4 and 5, and says where the pair is;
//! `special.rs` answers for 14 tiles whether they are seven pairs or
//! thirteen orphans.

pub(crate) mod number;
pub(crate) mod special;
#[cfg(feature = "tables")]
pub(crate) mod states;
