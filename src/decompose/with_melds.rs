//! [`decompose`](crate::decompose()) for a caller that holds the declared
//! melds.

use core::fmt;

use crate::error::TileCountError;
use crate::hand::Hand;
use crate::meld::{Meld, MeldsError, check_declared_melds};

use super::hand::decompose;
use super::set::Decompositions;

/// Why [`decompose_with_melds`] failed.
///
/// ```
/// use tehai::{DecomposeWithMeldsError, decompose_with_melds};
/// let hand: tehai::Hand = "1234m".parse().unwrap();
/// assert!(matches!(decompose_with_melds(&hand, &[]), Err(DecomposeWithMeldsError::Decompose(_))));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecomposeWithMeldsError {
    /// The declared melds do not fit the hand.
    Melds(MeldsError),
    /// The concealed hand cannot be decomposed.
    Decompose(TileCountError),
}

impl fmt::Display for DecomposeWithMeldsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecomposeWithMeldsError::Melds(error) => error.fmt(f),
            DecomposeWithMeldsError::Decompose(error) => error.fmt(f),
        }
    }
}

impl core::error::Error for DecomposeWithMeldsError {}

/// [`decompose`] for a caller that holds the declared melds: checks them
/// with [`check_declared_melds`], then decomposes the concealed tiles. The
/// result lists the concealed blocks only; the declared melds complete every
/// decomposition as they are.
///
/// ```
/// use tehai::{Meld, decompose_with_melds};
/// let hand: tehai::Hand = "123m456p11z".parse().unwrap();
/// let melds = [Meld::pon("7z".parse().unwrap()), Meld::chi("7s".parse().unwrap()).unwrap()];
/// let set = decompose_with_melds(&hand, &melds).unwrap();
/// assert_eq!(set.get(0).unwrap().to_string(), "123m 456p 11z");
/// ```
pub fn decompose_with_melds(
    hand: &Hand,
    melds: &[Meld],
) -> Result<Decompositions, DecomposeWithMeldsError> {
    check_declared_melds(hand, melds).map_err(DecomposeWithMeldsError::Melds)?;
    decompose(hand).map_err(DecomposeWithMeldsError::Decompose)
}
