//! A reading on its way to a score: summed before its winning block is
//! known, then a candidate, then valued in han and points.

use crate::decompose::Block;

use super::points::{Limit, Payment};
use super::split::Part;
use super::wait::WaitShape;
use super::yaku::{Triplets, Yaku};

/// What a regular reading scores before the block the winning tile
/// completed is known: the yaku but those of the triplets and pinfu, and
/// the fu but those of the wait.
#[derive(Clone, Copy, Debug)]
pub(super) struct Summed {
    /// The yaku but the triplet yaku and pinfu.
    pub(super) yaku: Yaku,
    /// The triplets and quads, every concealed one counted concealed.
    pub(super) triplets: Triplets,
    /// Fu of the triplets and quads, every concealed one counted concealed.
    pub(super) set_fu: u8,
    pub(super) pair_fu: u8,
    /// Closed, four sequences and a pair worth no fu: pinfu on a ryanmen wait.
    pub(super) pinfu_shape: bool,
}

/// A reading's yaku (before dora) and fu, and how it was won.
#[derive(Clone, Copy, Debug)]
pub(super) struct Candidate {
    pub(super) yaku: Yaku,
    pub(super) raw_fu: u8,
    pub(super) fu: u8,
    pub(super) wait: WaitShape,
    pub(super) winning_block: Option<Block>,
}

/// A candidate with its han, limit and payments: what the best reading is
/// chosen by.
#[derive(Clone, Copy, Debug)]
pub(super) struct Valued {
    pub(super) candidate: Candidate,
    /// The yaku counted: the candidate's and the dora entries, or the
    /// yakuman only.
    pub(super) yaku: Yaku,
    pub(super) han: u32,
    pub(super) limit: Limit,
    pub(super) payment: Payment,
}

impl Valued {
    /// Greater is better: more points, then a real yakuman over a counted
    /// one, then more han, more fu and more fu before rounding.
    pub(super) fn key(&self) -> (u32, bool, u32, u8, u8) {
        (
            self.payment.total,
            matches!(self.limit, Limit::Yakuman(_)),
            self.han,
            self.candidate.fu,
            self.candidate.raw_fu,
        )
    }
}

/// Where a candidate comes from.
#[derive(Clone, Copy, Debug)]
pub(super) enum Source {
    /// The regular reading at this index (of [`Split`]), and its summary.
    Regular(usize, Part),
    SevenPairs,
    ThirteenOrphans,
}
