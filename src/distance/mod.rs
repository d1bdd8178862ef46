//! The distance engine under shanten, waits at a table and tile
//! efficiency: a suit's *distance vector* `D[m][p]`, the least number of
//! tiles to add so that it holds `m` melds and `p` pairs, packed in the
//! lanes of a `u64` (`lanes.rs`); how a suit gets it, from the tables
//! (`table.rs`) or from a dynamic program over its ranks (`program.rs`),
//! with every cap at 4 (`compact.rs`) or under the caps of a table
//! (`capped.rs`); and the two special forms' distances under caps
//! (`special.rs`). A hand's distance is the min-plus product of its suits'
//! vectors.

pub(crate) mod capped;
// The regular form by the programs alone: what the build without tables
// uses, and what the tests prove equal to the tables.
#[cfg(any(test, not(feature = "tables")))]
pub(crate) mod compact;
pub(crate) mod lanes;
pub(crate) mod program;
pub(crate) mod special;
#[cfg(feature = "tables")]
pub(crate) mod table;
