//! A state of the expected-value graph packed into one `u128`: the hand's
//! kind counts, its red fives and the riichi flag.
//!
//! * bits `3k .. 3k + 3`: copies of kind `k` (0 to 33), red fives counted as
//!   fives: the four packed suits of a [`Hand`] side by side (a suit of nine
//!   ranks is 27 bits, the honors 21);
//! * bits `102 + 2s .. 104 + 2s`: red fives of suit `s` (m, p, s);
//! * bit 108: the hand is in riichi.
//!
//! Tiles are named by *split* index: 0 to 33 the kinds with their red fives
//! taken out, 34 to 36 the red 5m, 5p and 5s. Adding or removing a tile is
//! one add on the key (two for a red five), and the hand the shanten tables
//! read is four shifts away.

use crate::array_vec::Filler;
use crate::hand::Hand;
use crate::notation::ParsedTile;
use crate::tile::Tile;

/// A packed state: see the module documentation.
pub(super) type Key = u128;

/// Split kinds: 34 kinds and the three red fives.
pub(super) const SPLIT_KINDS: usize = 37;

/// The first split index of a red five.
pub(super) const FIRST_RED: usize = 34;

/// The first bit of the red-five fields.
const RED_SHIFT: u32 = 102;

/// The riichi flag.
pub(super) const RIICHI: Key = 1 << 108;

/// The bits of one packed suit of nine ranks.
const SUIT_MASK: u128 = (1 << 27) - 1;

/// The bits of the packed honors.
const HONOR_MASK: u128 = (1 << 21) - 1;

/// The kind (0 to 33) of split index `split`: a red five is a five.
pub(super) const fn kind_of(split: usize) -> usize {
    if split >= FIRST_RED {
        (split - FIRST_RED) * 9 + 4
    } else {
        split
    }
}

/// The split index of the red five of the kind `kind`, if it is a five of a
/// number suit.
pub(super) const fn red_of(kind: usize) -> Option<usize> {
    if kind < 27 && kind % 9 == 4 {
        Some(FIRST_RED + kind / 9)
    } else {
        None
    }
}

/// The split index of a tile, red or not.
pub(super) fn split_of(tile: ParsedTile) -> usize {
    let kind = tile.tile().index();
    match red_of(kind) {
        Some(red) if tile.is_red() => red,
        _ => kind,
    }
}

/// The tile of split index `split`.
pub(super) fn parsed_of(split: usize) -> ParsedTile {
    let tile = Tile::new(kind_of(split) as u8).unwrap_or(Tile::FILLER);
    ParsedTile::new(tile, split >= FIRST_RED).unwrap_or(ParsedTile::from(tile))
}

/// What adding one tile of split index `split` adds to a key.
pub(super) const fn unit(split: usize) -> Key {
    let kind: Key = 1 << (3 * kind_of(split));
    if split >= FIRST_RED {
        kind | 1 << (RED_SHIFT + 2 * (split - FIRST_RED) as u32)
    } else {
        kind
    }
}

/// Copies of kind `kind` in the key, red fives included.
pub(super) const fn kind_count(key: Key, kind: usize) -> u8 {
    ((key >> (3 * kind)) & 7) as u8
}

/// Red fives of suit `suit` in the key.
pub(super) const fn red_count(key: Key, suit: usize) -> u8 {
    ((key >> (RED_SHIFT + 2 * suit as u32)) & 3) as u8
}

/// Copies of split index `split` in the key: a five kind's plain copies,
/// or a suit's red fives.
pub(super) const fn split_count(key: Key, split: usize) -> u8 {
    if split >= FIRST_RED {
        red_count(key, split - FIRST_RED)
    } else {
        match red_of(split) {
            Some(red) => kind_count(key, split) - red_count(key, red - FIRST_RED),
            None => kind_count(key, split),
        }
    }
}

/// The red fives of the key per suit.
pub(super) const fn red_fives(key: Key) -> [u8; 3] {
    [red_count(key, 0), red_count(key, 1), red_count(key, 2)]
}

/// The concealed hand of a key (red fives counted as fives). The key's
/// fields were built from a checked hand by adding and removing tiles that
/// the graph holds or the wall has, so each is a valid count.
pub(super) const fn hand_of(key: Key) -> Hand {
    Hand::from_checked_suits([
        (key & SUIT_MASK) as u32,
        ((key >> 27) & SUIT_MASK) as u32,
        ((key >> 54) & SUIT_MASK) as u32,
        ((key >> 81) & HONOR_MASK) as u32,
    ])
}

/// The key of a hand with `reds` red fives per suit, outside riichi.
pub(super) fn key_of(hand: &Hand, reds: [u8; 3]) -> Key {
    let [man, pin, sou, honor] = hand.suits();
    let mut key = Key::from(man.raw())
        | Key::from(pin.raw()) << 27
        | Key::from(sou.raw()) << 54
        | Key::from(honor.raw()) << 81;
    for (suit, &red) in reds.iter().enumerate() {
        key |= Key::from(red & 3) << (RED_SHIFT + 2 * suit as u32);
    }
    key
}

/// Whether the key is in riichi.
pub(super) const fn is_riichi(key: Key) -> bool {
    key & RIICHI != 0
}

/// A 64-bit hash of a key for the open-addressing tables.
pub(super) const fn hash(key: Key) -> u64 {
    let folded = (key as u64) ^ ((key >> 64) as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    let mixed = (folded ^ (folded >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    mixed ^ (mixed >> 29)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_count_kinds_and_red_fives_apart() {
        let parsed: crate::notation::ParsedHand = "1230m456p789s1122z".parse().unwrap();
        let key = key_of(&parsed.hand, parsed.red_fives);
        assert_eq!(hand_of(key), parsed.hand);
        assert_eq!(red_fives(key), [1, 0, 0]);
        assert_eq!(kind_count(key, 4), 1);
        assert_eq!(split_count(key, 4), 0);
        assert_eq!(split_count(key, FIRST_RED), 1);
        let more = key + unit(4) + unit(FIRST_RED + 1);
        assert_eq!(split_count(more, 4), 1);
        assert_eq!(kind_count(more, 13), 2);
        assert_eq!(split_count(more, 13), 1);
        assert_eq!(split_count(more, FIRST_RED + 1), 1);
        assert!(!is_riichi(more) && is_riichi(more | RIICHI));
        assert_eq!(hand_of(more | RIICHI).tile_count(), 16);
    }

    #[test]
    fn split_indices_name_their_tiles() {
        for split in 0..SPLIT_KINDS {
            assert_eq!(split_of(parsed_of(split)), split);
        }
        assert_eq!(kind_of(35), 13);
        assert_eq!(red_of(22), Some(36));
        assert_eq!(red_of(21), None);
        assert_eq!(red_of(31), None);
    }

    #[test]
    fn hashes_spread_neighbouring_keys() {
        let a = hash(1);
        let b = hash(2);
        assert_ne!(a, b);
        assert_ne!(hash(RIICHI), hash(0));
    }
}
