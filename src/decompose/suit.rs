//! The readings of one suit: where its pair can sit, the greedy scan of
//! its melds, and the runs of triplets that also read as sequences.

#[cfg(feature = "tables")]
use crate::complete::states;
use crate::hand::PackedSuit;
#[cfg(not(feature = "tables"))]
use crate::suit::{LOW_BITS, field_sum, residue_is_two, suit_tile_counts};
use crate::suit::{gather_ranks, pair_or_more_fields};

use super::set::{MAX_DECOMPOSITIONS, NO_PAIR, SuitDecomposition};

/// The readings of the suits as they are found: the first of each suit, and
/// the further ones of the suit that reads several ways.
pub(super) struct Collector {
    pub(super) first: [SuitDecomposition; 4],
    pub(super) others: [SuitDecomposition; MAX_DECOMPOSITIONS - 1],
    pub(super) varying: u8,
    pub(super) len: u8,
}

impl Collector {
    /// Records one more reading of `suit`, whose readings so far number
    /// `found`.
    #[inline(always)]
    fn push(&mut self, suit: usize, found: &mut u8, reading: SuitDecomposition) {
        if *found == 0 {
            if let Some(slot) = self.first.get_mut(suit) {
                *slot = reading;
            }
        } else {
            // Capacity is proven sufficient by the exhaustive tests; a full
            // array would only drop a reading, never panic.
            if let Some(slot) = self.others.get_mut(usize::from(*found) - 1) {
                *slot = reading;
            }
            self.varying = suit as u8;
            self.len = *found + 1;
        }
        *found += 1;
    }

    /// Step 3: records the greedy reading and every re-reading of its runs
    /// of consecutive triplets as equal sequences.
    #[inline(always)]
    fn push_with_triplet_runs(&mut self, suit: usize, found: &mut u8, reading: SuitDecomposition) {
        self.push(suit, found, reading);
        let triplets = reading.triplets;
        let runs3 = triplets & (triplets >> 1) & (triplets >> 2);
        if runs3 != 0 {
            self.push_triplet_runs(suit, found, reading, runs3);
        }
    }

    /// The re-readings of [`Collector::push_with_triplet_runs`], rare enough
    /// to stay out of line.
    #[inline(never)]
    fn push_triplet_runs(
        &mut self,
        suit: usize,
        found: &mut u8,
        reading: SuitDecomposition,
        runs3: u16,
    ) {
        let SuitDecomposition {
            pair,
            triplets,
            sequences,
        } = reading;
        let start = runs3.trailing_zeros();
        let three = 0b111u16 << start;
        // Three equal sequences at `start`.
        let as_sequences = SuitDecomposition {
            pair,
            triplets: triplets & !three,
            sequences: sequences + 3 * (1 << (3 * start)),
        };
        self.push(suit, found, as_sequences);
        if runs3 & (runs3 >> 1) != 0 {
            // Four consecutive triplets: KKKK, SSS + K, K + SSS.
            let upper = three << 1;
            let upper_as_sequences = SuitDecomposition {
                pair,
                triplets: triplets & !upper,
                sequences: sequences + 3 * (1 << (3 * (start + 1))),
            };
            self.push(suit, found, upper_as_sequences);
        }
    }

    /// Every reading of number suit `suit`, which holds the pair when
    /// `holds_pair` is 1 (its tiles are `3N + 2`): pair candidates, greedy
    /// scan, triplet-run expansion. Returns how many.
    #[inline(always)]
    pub(super) fn number_suit(&mut self, suit: usize, raw: u32, holds_pair: u32) -> u8 {
        let mut found = 0;
        if holds_pair == 0 {
            // `3N` tiles: no pair. (`3N + 1` tiles never split into melds,
            // so the greedy scan rejects them.)
            if let Some((triplets, sequences)) = scan_melds(raw) {
                let reading = SuitDecomposition {
                    pair: NO_PAIR,
                    triplets,
                    sequences,
                };
                self.push_with_triplet_runs(suit, &mut found, reading);
            }
            return found;
        }
        // The candidates of step 1 that hold at least two tiles, as fields.
        let mut candidates = pair_or_more_fields(raw) & pair_candidate_fields(raw);
        while candidates != 0 {
            let shift = candidates.trailing_zeros();
            candidates &= candidates - 1;
            if let Some((triplets, sequences)) = scan_melds(raw - (2 << shift)) {
                let reading = SuitDecomposition {
                    pair: (shift / 3) as u8,
                    triplets,
                    sequences,
                };
                self.push_with_triplet_runs(suit, &mut found, reading);
            }
        }
        found
    }
}

/// The fields of the pair candidates of a number suit of `3N + 2` tiles
/// (step 1): the ranks `p ≡ 2·Σ rank·count (mod 3)`, every meld's rank sum
/// being `≡ 0`. With `T₁` the tiles on ranks `≡ 1` and `T₂` on ranks `≡ 2`,
/// `2·Σ rank·count ≡ 2·T₁ + T₂`: one masked lane sum and one load, without
/// counting the two classes apart or dividing.
#[inline(always)]
fn pair_candidate_fields(raw: u32) -> u32 {
    // Ranks 1, 4, 7 (0-based) and 2, 5, 8, each down to a 9-bit lane.
    let ones = (raw >> 3) & 0o007_007_007;
    let twos = (raw >> 6) & 0o007_007_007;
    // Each lane holds at most 2·4 + 4; one multiply adds the three lanes
    // into bits 18.. (at most 36, so the top lane never overflows).
    let lanes = 2 * ones + twos;
    let sum = lanes.wrapping_mul(1 | 1 << 9 | 1 << 18) >> 18;
    CANDIDATE_FIELDS[(sum & 0x3f) as usize]
}

/// The candidate fields `0o001_001_001 << 3·(sum mod 3)` by the lane sum
/// of [`pair_candidate_fields`] (below 64, so the index needs no check).
static CANDIDATE_FIELDS: [u32; 64] = {
    let mut table = [0; 64];
    let mut sum = 0;
    while sum < 64 {
        table[sum] = 0o001_001_001 << (3 * (sum % 3));
        sum += 1;
    }
    table
};

/// The rank (field) of each bit of a packed suit: `bit / 3`, a load
/// instead of a multiply and a shift in the scan's inner loop.
static FIELD_RANK: [u8; 32] = {
    let mut table = [0; 32];
    let mut bit = 0;
    while bit < 32 {
        table[bit] = (bit / 3) as u8;
        bit += 1;
    }
    table
};

/// Step 2, the greedy scan of a number suit without its pair (every count
/// at most 4): the triplet mask (a bit per rank) and sequence counts (a
/// 3-bit count per starting rank) of the reading that takes every possible
/// triplet, or `None` if the tiles do not split into melds. The same
/// reading as [`greedy_melds`](crate::suit::greedy_melds), which the tests
/// check on every suit, with one check for both ranks a sequence needs.
#[inline(always)]
fn scan_melds(mut rest: u32) -> Option<(u16, u32)> {
    let mut triplets = 0u16;
    let mut sequences = 0u32;
    while rest != 0 {
        // Straight to the lowest held rank.
        let rank = FIELD_RANK[(rest.trailing_zeros() & 31) as usize];
        let shift = 3 * u32::from(rank);
        let mut count = (rest >> shift) & 0b111;
        if count >= 3 {
            triplets |= 1 << rank;
            count -= 3;
            rest -= 3 << shift;
        }
        if count > 0 {
            // `count` (1 or 2) sequences start here. Taking them from the
            // next two ranks borrows across a field boundary exactly when
            // one of those ranks holds fewer than `count`, or lies past
            // rank 9 (whose empty fields borrow too); `rest ^ taken ^ left`
            // marks the borrows.
            let taken = count.wrapping_mul(0o111 << shift);
            let left = rest.wrapping_sub(taken);
            if (rest ^ taken ^ left) & (0o1100 << shift) != 0 {
                return None;
            }
            rest = left;
            sequences |= count << shift;
        }
    }
    Some((triplets, sequences))
}

/// Which suits hold the pair (bit `i` for suit `i`, at most one), or `None`
/// when some suit does not split into melds and at most one pair, or two
/// suits hold one. By the win check's look-ups, which also reject most
/// incomplete hands before any scan.
#[cfg(feature = "tables")]
#[inline(always)]
pub(super) fn pair_suits(suits: &[PackedSuit; 4]) -> Option<u32> {
    let [man, pin, sou, honor] = *suits;
    let honor_pairs = states::honor_pairs(honor.raw());
    let man = states::number_suit_states(man.raw());
    let pin = states::number_suit_states(pin.raw());
    let sou = states::number_suit_states(sou.raw());
    if honor_pairs > 1 || man == 0 || pin == 0 || sou == 0 {
        return None;
    }
    let holds_pair = |states: u32| u32::from(states & states::PAIR_STATES != 0);
    let pair_suits =
        holds_pair(man) | holds_pair(pin) << 1 | holds_pair(sou) << 2 | honor_pairs << 3;
    (pair_suits & pair_suits.wrapping_sub(1) == 0).then_some(pair_suits)
}

/// Which suits hold `3N + 2` tiles, and so the pair (bit `i` for suit `i`),
/// or `None` when two suits do: a decomposition has one pair at most, so
/// `11m22p33s` has none. A suit of `3N + 1` tiles may remain (`1111m22p`):
/// it reads no way.
#[cfg(not(feature = "tables"))]
#[inline(always)]
pub(super) fn pair_suits(suits: &[PackedSuit; 4]) -> Option<u32> {
    let [man_tiles, pin_tiles, sou_tiles, honor_tiles] = suit_tile_counts(suits);
    let pair_suits = residue_is_two(man_tiles)
        | residue_is_two(pin_tiles) << 1
        | residue_is_two(sou_tiles) << 2
        | residue_is_two(honor_tiles) << 3;
    (pair_suits & pair_suits.wrapping_sub(1) == 0).then_some(pair_suits)
}

/// The decomposition of the honor suit, once the look-ups have found it
/// splits into triplets and at most one pair (every count 0, 2 or 3).
#[cfg(feature = "tables")]
#[inline(always)]
pub(super) fn decompose_honor_suit(
    suit: PackedSuit,
    _holds_pair: u32,
) -> Option<SuitDecomposition> {
    let raw = suit.raw();
    // Count 2 is `010`, count 3 is `011`.
    let low = raw & 0o1_111_111;
    let pairs = (raw >> 1) & !raw & 0o1_111_111;
    let pair = if pairs == 0 {
        NO_PAIR
    } else {
        (pairs.trailing_zeros() / 3) as u8
    };
    Some(SuitDecomposition {
        pair,
        triplets: gather_ranks(low) as u16,
        sequences: 0,
    })
}

/// The decomposition of the honor suit, if any: every count must be 0, 2 or
/// 3, with exactly one 2 when the suit holds the pair (`holds_pair` is 1,
/// its tiles `3N + 2`) and none otherwise.
#[cfg(not(feature = "tables"))]
#[inline(always)]
pub(super) fn decompose_honor_suit(suit: PackedSuit, holds_pair: u32) -> Option<SuitDecomposition> {
    let raw = suit.raw();
    let bit0 = raw & LOW_BITS;
    let bit1 = (raw >> 1) & LOW_BITS;
    let bit2 = (raw >> 2) & LOW_BITS;
    // Counts 1 and 4 (and nothing else above 4 exists) break the suit.
    let ones = bit0 & !bit1 & !bit2;
    let fours = bit2;
    if ones | fours != 0 {
        return None;
    }
    let pairs = bit1 & !bit0;
    let triplets = bit1 & bit0;
    if field_sum(pairs) != holds_pair {
        return None;
    }
    let pair = if pairs == 0 {
        NO_PAIR
    } else {
        (pairs.trailing_zeros() / 3) as u8
    };
    Some(SuitDecomposition {
        pair,
        triplets: gather_ranks(triplets) as u16,
        sequences: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_candidates_match_the_rank_sum_on_every_suit() {
        // Every packed suit with each count at most 4.
        for mut code in 0..5u32.pow(9) {
            let mut raw = 0;
            for rank in 0..9 {
                raw |= (code % 5) << (3 * rank);
                code /= 5;
            }
            let suit = PackedSuit::from_raw(raw).unwrap();
            let first = crate::suit::first_pair_candidate(suit);
            assert_eq!(
                pair_candidate_fields(raw),
                0o001_001_001 << (3 * first),
                "{raw:o}"
            );
        }
    }

    #[test]
    fn scan_equals_the_shared_greedy_on_every_suit() {
        // Every packed suit with each count at most 4.
        for mut code in 0..5u32.pow(9) {
            let mut raw = 0;
            for rank in 0..9 {
                raw |= (code % 5) << (3 * rank);
                code /= 5;
            }
            assert_eq!(scan_melds(raw), crate::suit::greedy_melds(raw), "{raw:o}");
        }
    }
}
