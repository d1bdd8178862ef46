//! Declared melds (fuuro): checking a concealed hand against the melds called
//! from other players' discards.
//!
//! The analysis itself never needs the declared melds (a hand of `3N + 2`
//! concealed tiles implies `4 − N` of them), but a caller that holds them can
//! have them checked: at most four, each a real meld, no kind more than four
//! times counting the melds' tiles, and room left for the concealed tiles.

use core::fmt;

use crate::decompose::{Block, DecomposeError, Decompositions, decompose};
use crate::hand::{Hand, MAX_CONCEALED_TILES, MAX_COPIES};
use crate::tile::Tile;

/// Most melds a hand can declare.
pub const MAX_DECLARED_MELDS: usize = 4;

/// Why a set of declared melds does not fit a hand.
///
/// ```
/// use tehai::{Block, MeldsError, check_declared_melds};
/// let hand: tehai::Hand = "11z".parse().unwrap();
/// let pair = Block::Pair("1m".parse().unwrap());
/// assert_eq!(check_declared_melds(&hand, &[pair]), Err(MeldsError::NotAMeld { index: 0 }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MeldsError {
    /// More than four declared melds.
    TooManyMelds {
        /// Melds passed.
        count: usize,
    },
    /// A declared block is a pair, which cannot be called.
    NotAMeld {
        /// Position of the block in the list.
        index: usize,
    },
    /// A declared sequence leaves its suit (`89m1p`) or uses honors.
    InvalidSequence {
        /// Position of the block in the list.
        index: usize,
    },
    /// A kind appears more than four times, counting the melds' tiles.
    TooManyCopies {
        /// The kind.
        tile: Tile,
    },
    /// The concealed hand has more tiles than the melds leave room for
    /// (`14 − 3 × melds`), or a tile count that can never win (`3N`, `3N + 1`
    /// is fine for waits and shanten, see the individual functions).
    ConcealedTileCount {
        /// Concealed tiles.
        tiles: u32,
        /// Declared melds.
        melds: usize,
    },
}

impl fmt::Display for MeldsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MeldsError::TooManyMelds { count } => {
                write!(
                    f,
                    "{count} declared melds: a hand has at most {MAX_DECLARED_MELDS}"
                )
            }
            MeldsError::NotAMeld { index } => {
                write!(
                    f,
                    "declared block {index} is a pair, which cannot be called"
                )
            }
            MeldsError::InvalidSequence { index } => {
                write!(
                    f,
                    "declared sequence {index} leaves its suit or uses honors"
                )
            }
            MeldsError::TooManyCopies { tile } => {
                write!(
                    f,
                    "more than 4 copies of {tile} counting the declared melds"
                )
            }
            MeldsError::ConcealedTileCount { tiles, melds } => write!(
                f,
                "{tiles} concealed tiles do not fit beside {melds} declared melds (at most {})",
                MAX_CONCEALED_TILES.saturating_sub(3 * melds as u32)
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for MeldsError {}

/// Checks declared melds against a concealed hand: at most four real melds
/// (sequences inside one number suit, triplets, quads), no kind more than four
/// times in hand and melds together, and at most `14 − 3 × melds` concealed
/// tiles.
///
/// ```
/// use tehai::{Block, check_declared_melds};
/// let hand: tehai::Hand = "123m456p11z".parse().unwrap();
/// let melds = [Block::Triplet("7z".parse().unwrap()), Block::Quad("9s".parse().unwrap())];
/// assert!(check_declared_melds(&hand, &melds).is_ok());
/// ```
pub fn check_declared_melds(hand: &Hand, melds: &[Block]) -> Result<(), MeldsError> {
    if melds.len() > MAX_DECLARED_MELDS {
        return Err(MeldsError::TooManyMelds { count: melds.len() });
    }
    let tiles = hand.tile_count();
    if tiles + 3 * melds.len() as u32 > MAX_CONCEALED_TILES {
        return Err(MeldsError::ConcealedTileCount {
            tiles,
            melds: melds.len(),
        });
    }
    let mut counts = hand.counts();
    for (index, meld) in melds.iter().enumerate() {
        let tile = meld.tile();
        let (first, copies, span) = match *meld {
            Block::Pair(_) => return Err(MeldsError::NotAMeld { index }),
            Block::Sequence(_) => {
                if Block::sequence(tile).is_none() {
                    return Err(MeldsError::InvalidSequence { index });
                }
                (tile.index(), 1, 3)
            }
            Block::Triplet(_) => (tile.index(), 3, 1),
            Block::Quad(_) => (tile.index(), 4, 1),
        };
        for kind in first..first + span {
            let Some(count) = counts.get_mut(kind) else {
                return Err(MeldsError::InvalidSequence { index });
            };
            *count += copies;
            if *count > MAX_COPIES {
                let tile = Tile::new(kind as u8).unwrap_or(tile);
                return Err(MeldsError::TooManyCopies { tile });
            }
        }
    }
    Ok(())
}

/// Why [`decompose_with_melds`] failed.
///
/// ```
/// use tehai::{Block, DecomposeWithMeldsError, decompose_with_melds};
/// let hand: tehai::Hand = "1234m".parse().unwrap();
/// assert!(matches!(decompose_with_melds(&hand, &[]), Err(DecomposeWithMeldsError::Decompose(_))));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecomposeWithMeldsError {
    /// The declared melds do not fit the hand.
    Melds(MeldsError),
    /// The concealed hand cannot be decomposed.
    Decompose(DecomposeError),
}

impl fmt::Display for DecomposeWithMeldsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecomposeWithMeldsError::Melds(error) => error.fmt(f),
            DecomposeWithMeldsError::Decompose(error) => error.fmt(f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DecomposeWithMeldsError {}

/// [`decompose`] for a caller that holds the declared melds: checks them
/// with [`check_declared_melds`], then decomposes the concealed tiles. The
/// result lists the concealed blocks only; the declared melds complete every
/// decomposition as they are.
///
/// ```
/// use tehai::{Block, decompose_with_melds};
/// let hand: tehai::Hand = "123m456p11z".parse().unwrap();
/// let melds = [Block::Triplet("7z".parse().unwrap()), Block::Sequence("7s".parse().unwrap())];
/// let set = decompose_with_melds(&hand, &melds).unwrap();
/// assert_eq!(set.decompositions()[0].to_string(), "123m 456p 11z");
/// ```
pub fn decompose_with_melds(
    hand: &Hand,
    melds: &[Block],
) -> Result<Decompositions, DecomposeWithMeldsError> {
    check_declared_melds(hand, melds).map_err(DecomposeWithMeldsError::Melds)?;
    decompose(hand).map_err(DecomposeWithMeldsError::Decompose)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    #[test]
    fn each_error() {
        let hand: Hand = "11z".parse().unwrap();
        let triplet = Block::Triplet(tile("1m"));
        assert_eq!(
            check_declared_melds(&hand, &[triplet; 5]),
            Err(MeldsError::TooManyMelds { count: 5 })
        );
        assert_eq!(
            check_declared_melds(&hand, &[Block::Sequence(tile("8m"))]),
            Err(MeldsError::InvalidSequence { index: 0 })
        );
        assert_eq!(
            check_declared_melds(&hand, &[Block::Sequence(tile("1z"))]),
            Err(MeldsError::InvalidSequence { index: 0 })
        );
        assert_eq!(
            check_declared_melds(&hand, &[Block::Triplet(tile("1z"))]),
            Err(MeldsError::TooManyCopies { tile: tile("1z") })
        );
        let big: Hand = "123456789m12345p".parse().unwrap();
        assert_eq!(
            check_declared_melds(&big, &[triplet]),
            Err(MeldsError::ConcealedTileCount {
                tiles: 14,
                melds: 1
            })
        );
        assert_eq!(
            check_declared_melds(&hand, &[triplet, Block::Quad(tile("1m"))]),
            Err(MeldsError::TooManyCopies { tile: tile("1m") })
        );
    }
}
