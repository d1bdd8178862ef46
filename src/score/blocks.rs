//! What the blocks of a regular reading add up to, for the yaku and the fu.

use crate::tile::Tile;

use super::fu::set_fu;
use super::yaku::{Triplets, kinds};

/// What a regular reading's blocks add up to, for the yaku and the fu.
#[derive(Clone, Copy, Debug)]
pub(super) struct Blocks {
    /// Sequences, concealed and called.
    pub(super) sequences: u8,
    /// A bit per kind that starts a sequence.
    pub(super) starts: u64,
    /// The triplets and quads.
    pub(super) triplets: Triplets,
    /// Fu of the triplets and quads.
    pub(super) set_fu: u8,
    /// Every block so far holds a terminal or an honor.
    pub(super) outside: bool,
    /// Every block so far holds a terminal.
    pub(super) terminal: bool,
}

impl Blocks {
    pub(super) const EMPTY: Blocks = Blocks {
        sequences: 0,
        starts: 0,
        triplets: Triplets {
            kinds: 0,
            count: 0,
            concealed: 0,
            kans: 0,
        },
        set_fu: 0,
        outside: true,
        terminal: true,
    };

    pub(super) fn add_sequence(&mut self, first: Tile) {
        let bit = kinds::bit(first);
        self.sequences += 1;
        self.starts |= bit;
        let ends = bit & kinds::SEQUENCE_ENDS != 0;
        self.outside &= ends;
        self.terminal &= ends;
    }

    pub(super) fn add_triplet(&mut self, tile: Tile, concealed: bool, kan: bool) {
        self.triplets.kinds |= kinds::bit(tile);
        self.triplets.count += 1;
        self.triplets.concealed += u8::from(concealed);
        self.triplets.kans += u8::from(kan);
        self.set_fu += set_fu(tile, concealed, kan);
        self.add_single_kind(tile);
    }

    /// A pair or triplet of `tile` for the outside hands.
    pub(super) fn add_single_kind(&mut self, tile: Tile) {
        let bit = kinds::bit(tile);
        self.outside &= bit & kinds::ORPHANS != 0;
        self.terminal &= bit & kinds::TERMINALS != 0;
    }
}
