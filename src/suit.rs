//! Per-suit primitives on the packed form, shared by the win check,
//! decomposition, waits and shanten.
//!
//! A suit is one `u32` holding a 3-bit count per rank (rank `r` in bits
//! `3r..3r + 3`, see [`PackedSuit`]). Most questions reduce to a few bit
//! operations on those fields: which ranks are held at least once
//! (`(raw | raw >> 1 | raw >> 2) & LOW_BITS`), which exactly twice, how many
//! flags are set (a field sum, since baseline x86_64 has no popcount). The
//! one loop is the greedy meld scan, which splits a suit without its pair
//! into melds: see [`greedy_melds`] and `docs/design.md`.

use crate::hand::PackedSuit;

/// The lowest bit of each of the nine 3-bit rank fields.
pub(crate) const LOW_BITS: u32 = 0o111_111_111;
/// Terminal ranks (1 and 9) of a number suit, as count-1 fields.
pub(crate) const TERMINAL_FIELDS: u32 = 0o100_000_001;
/// The seven honor ranks, as count-1 fields.
pub(crate) const HONOR_FIELDS: u32 = 0o1_111_111;

/// Bit `3r` set where rank `r` is held at least once.
#[inline(always)]
pub(crate) const fn held_fields(raw: u32) -> u32 {
    (raw | raw >> 1 | raw >> 2) & LOW_BITS
}

/// Bit `3r` set where rank `r` is held at least twice.
#[inline(always)]
pub(crate) const fn pair_or_more_fields(raw: u32) -> u32 {
    (raw >> 1 | raw >> 2) & LOW_BITS
}

/// Bit `3r` set where rank `r` is held exactly twice.
#[inline(always)]
pub(crate) const fn exact_pair_fields(raw: u32) -> u32 {
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    bit1 & !bit0 & !bit2
}

/// Sum of the 3-bit fields of `fields` (flags, or small counts whose total
/// stays below 64): a SWAR field sum instead of a popcount.
#[inline(always)]
pub(crate) const fn field_sum(fields: u32) -> u32 {
    PackedSuit::from_raw_unchecked(fields).tile_count()
}

/// Gathers bit `3r` of `fields` into bit `r` of the result.
#[inline]
pub(crate) fn fields_to_ranks(fields: u32) -> u16 {
    let mut mask = 0u16;
    let mut rest = fields & LOW_BITS;
    while rest != 0 {
        let rank = rest.trailing_zeros() / 3;
        mask |= 1 << rank;
        rest &= rest - 1;
    }
    mask
}

/// Tile counts of the four suits (SWAR sums), computed once per question.
// Only the build without tables (and the tests) still call this.
#[cfg_attr(feature = "tables", allow(dead_code))]
#[inline(always)]
pub(crate) fn suit_tile_counts(suits: &[PackedSuit; 4]) -> [u32; 4] {
    [
        suits[0].tile_count(),
        suits[1].tile_count(),
        suits[2].tile_count(),
        suits[3].tile_count(),
    ]
}

/// 1 if `tiles ≡ 2 (mod 3)`, else 0, for `tiles` in 0..=15: one shift of a
/// constant instead of a remainder. (The `tables` build of the win check
/// and decompose read the pair from look-ups instead.)
#[cfg_attr(feature = "tables", allow(dead_code))]
#[inline(always)]
pub(crate) const fn residue_is_two(tiles: u32) -> u32 {
    // Bits 2, 5, 8, 11 and 14 set.
    const TWO_MOD_THREE: u32 = 0b0100_1001_0010_0100;
    (TWO_MOD_THREE >> (tiles & 15)) & 1
}

/// The greedy scan of a number suit without its pair: the triplet mask (a
/// bit per rank) and sequence counts (a 3-bit count per starting rank) of
/// the only decomposition into melds that takes every possible triplet, or
/// `None` if the tiles do not split into melds.
///
/// At the lowest held rank with `c` tiles, a triplet is taken when `c ≥ 3`;
/// the `c mod 3` tiles left can only start sequences, so the next two ranks
/// must supply that many. Any other reading of the suit differs only by
/// reading three consecutive triplets as three equal sequences.
// Only the build without tables (and the tests) still call this.
#[cfg_attr(feature = "tables", allow(dead_code))]
#[inline]
pub(crate) fn greedy_melds(mut rest: u32) -> Option<(u16, u32)> {
    let mut triplets = 0u16;
    let mut sequences = 0u32;
    while rest != 0 {
        // Jump straight to the lowest occupied rank.
        let rank = rest.trailing_zeros() / 3;
        let shift = 3 * rank;
        let mut count = (rest >> shift) & 0b111;
        if count >= 3 {
            triplets |= 1 << rank;
            count -= 3;
            rest -= 3 << shift;
        }
        if count > 0 {
            // `count` sequences start here: ranks rank..rank+2 each give `count`.
            if rank > 6 {
                return None;
            }
            let taken = count * (0o111 << shift);
            // A field that would go negative borrows from the next field up;
            // comparing field by field catches it.
            let next = (rest >> (shift + 3)) & 0o77;
            // The scarcer of the two ranks decides, without a second branch.
            if (next & 0b111).min(next >> 3) < count {
                return None;
            }
            rest -= taken;
            sequences |= count << shift;
        }
    }
    Some((triplets, sequences))
}

/// The first candidate rank of the pair of a number suit of `3N + 2` tiles:
/// a pair at rank `p` leaves melds only if `p ≡ 2·Σ rank·count (mod 3)`
/// (every meld's rank sum is `≡ 0` mod 3), so the candidates are this rank,
/// and the ranks 3 and 6 above it.
// Only the build without tables (and the tests) still call this.
#[cfg_attr(feature = "tables", allow(dead_code))]
#[inline(always)]
pub(crate) const fn first_pair_candidate(suit: PackedSuit) -> u32 {
    (2 * suit.rank_sum_mod3()) % 3
}

/// Whether the honor suit splits into triplets and at most one pair
/// (`Some(true)`: with the pair, `Some(false)`: triplets only), or `None`.
/// Every count must be 0, 2 or 3, and at most one of them 2; the tile
/// count then follows (`3N` or `3N + 2`), so it is not needed. (The
/// `tables` build of the win check uses a look-up, tested against this.)
#[cfg_attr(feature = "tables", allow(dead_code))]
#[inline(always)]
pub(crate) fn honor_suit_pair(raw: u32) -> Option<bool> {
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    let pairs = bit1 & !bit0;
    // Counts 1 and 4 (nothing above 4 is held) break the suit, and so do two pairs.
    if (bit0 & !bit1) | bit2 | (pairs & pairs.wrapping_sub(1)) != 0 {
        return None;
    }
    Some(pairs != 0)
}

/// `true` if the honor suit of `tiles` tiles splits into triplets and, for
/// `3N + 2` tiles, exactly one pair: every count is 0, 2 or 3. The waits
/// now read [`honor_suit_pair`] instead; the tests hold the two equal.
#[cfg(test)]
pub(crate) fn is_honor_suit_complete(raw: u32, tiles: u32) -> bool {
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    // Counts 1 and 4 (nothing above 4 is held) break the suit.
    if (bit0 & !bit1) | bit2 != 0 {
        return false;
    }
    // Pair fields are 0/1 flags: a field sum counts them.
    field_sum(bit1 & !bit0) == u32::from(tiles % 3 == 2)
}

/// Gathers bit `3r` of `fields` into bit `r` of the result, without a loop:
/// three shift-and-mask rounds close the gaps between the nine flags.
#[inline(always)]
pub(crate) const fn gather_ranks(fields: u32) -> u32 {
    let flags = fields & LOW_BITS;
    // Ranks 2k and 2k + 1 side by side at bits 6k, 6k + 1 (rank 8 stays).
    let pairs = (flags | flags >> 2) & 0o103_030_303;
    // Ranks 4k..4k + 3 together at bits 12k..12k + 3.
    let quads = (pairs | pairs >> 4) & 0o100_170_017;
    ((quads | quads >> 8) & 0xff) | ((quads >> 16) & 0x100)
}

/// Spreads bit `r` of `ranks` to bit `3r` (a flag per rank field): the
/// inverse of [`gather_ranks`].
#[inline(always)]
pub(crate) const fn scatter_ranks(ranks: u32) -> u32 {
    let ranks = ranks & 0x1ff;
    let quads = (ranks & 0xf) | ((ranks & 0xf0) << 8) | ((ranks & 0x100) << 16);
    let pairs = (quads & 0o100_030_003) | ((quads & 0o140_014) << 4);
    (pairs & 0o101_010_101) | ((pairs & 0o2_020_202) << 2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greedy_rejects_borrow_between_fields() {
        // 1m alone with 2 at rank 1 and none at rank 2: no sequence.
        assert_eq!(greedy_melds(0o011), None);
        assert_eq!(greedy_melds(0o111), Some((0, 1)));
        assert_eq!(greedy_melds(0o444), Some((0b111, 0o001)));
    }

    #[test]
    fn residue_is_two_matches_the_remainder() {
        for tiles in 0..16 {
            assert_eq!(residue_is_two(tiles), u32::from(tiles % 3 == 2), "{tiles}");
        }
    }

    #[test]
    fn field_helpers() {
        // 1 at rank 0, 2 at rank 1, 3 at rank 2, 4 at rank 3.
        let raw = 0o4321;
        assert_eq!(held_fields(raw), 0o1111);
        assert_eq!(pair_or_more_fields(raw), 0o1110);
        assert_eq!(exact_pair_fields(raw), 0o0010);
        assert_eq!(field_sum(0o1111), 4);
        assert_eq!(fields_to_ranks(0o1010), 0b1010);
    }

    #[test]
    fn gather_and_scatter_every_rank_mask() {
        for ranks in 0..512u32 {
            let fields = scatter_ranks(ranks);
            assert_eq!(fields & !LOW_BITS, 0, "{ranks:#b}");
            assert_eq!(u32::from(fields_to_ranks(fields)), ranks);
            assert_eq!(gather_ranks(fields), ranks);
            // Bits other than the low bit of a field are ignored.
            assert_eq!(gather_ranks(fields | (!LOW_BITS & 0o666_666_666)), ranks);
        }
    }

    /// The held and pair-or-more masks of every count at every rank, with
    /// the other ranks holding every count too.
    #[test]
    fn held_and_pair_masks_of_every_count() {
        for rank in 0..9 {
            for count in 0..=4u32 {
                for others in 0..=4u32 {
                    let mut raw = 0;
                    for other in 0..9 {
                        raw |= if other == rank { count } else { others } << (3 * other);
                    }
                    let bit = 1 << (3 * rank);
                    assert_eq!(held_fields(raw) & bit != 0, count >= 1, "{raw:o}");
                    assert_eq!(pair_or_more_fields(raw) & bit != 0, count >= 2, "{raw:o}");
                }
            }
        }
    }
}
