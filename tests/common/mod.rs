//! The test kit's generator and enumerator for the core's own unit tests
//! (`src/efficiency/compact.rs` includes this file). The integration tests
//! use `tehai_testkit` directly. Only plain data (seeds, counts) comes from
//! the kit, whose `tehai` is not the crate under test.

pub use tehai_testkit::{Rng, for_each_suit_counts};
