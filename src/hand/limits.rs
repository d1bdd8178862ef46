//! The two limits every packed form is built around: a 3-bit field holds
//! the copies of one kind, and a concealed hand's tile count fits the sums
//! the packing adds up. Both the hand and its count packing check them.

/// Most tiles a concealed hand (tehai) may hold: four melds and a pair.
pub const MAX_CONCEALED_TILES: u32 = 14;

/// Most copies of one kind in a set.
pub const MAX_COPIES: u8 = 4;
