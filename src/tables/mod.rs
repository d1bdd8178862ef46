//! The generated shanten tables (`data.rs`, written by
//! `xtask/src/bin/gen_tables.rs`) and how a suit reads them (`cell.rs`). The win
//! check, decomposition, waits, shanten and the distance engine all read
//! them, so they sit below every question.

pub(crate) mod cell;
#[rustfmt::skip]
pub(crate) mod data;
mod view;
