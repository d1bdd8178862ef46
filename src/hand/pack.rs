//! Packing and checking 34 tile counts, eight at a time.
//!
//! `Hand::from_counts` loads the counts as four little-endian words: ranks
//! 1–8 of each number suit (bytes 0, 9 and 18 on) and the seven honors, plus
//! the three ninth ranks as the bytes of one more word. The kernel here
//! packs each word's eight bytes into eight 3-bit fields and says whether
//! the hand is acceptable: every count at most [`MAX_COPIES`] and at most
//! [`MAX_CONCEALED_TILES`] tiles in all.
//!
//! On x86-64 SSE2 (part of every x86-64 processor) packs all four words at
//! once with three rounds of `pmaddwd`, which multiplies neighbouring 16-bit
//! lanes and adds the pairs; elsewhere the portable version packs each word
//! with three shift-or-mask rounds. Both are proven equal by the tests
//! below.

use super::limits::{MAX_CONCEALED_TILES, MAX_COPIES};

/// Four packed suit words and whether the counts they came from make an
/// acceptable hand. When `acceptable` is false the words are meaningless.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct PackedWords {
    pub(super) suits: [u32; 4],
    pub(super) acceptable: bool,
}

/// Packs `words` (eight counts a word, one a byte) into 3-bit fields, adds
/// `ninths` (the counts of 9m, 9p and 9s) at bit 24 of the number suits,
/// and checks them all.
#[inline(always)]
pub(super) fn pack_count_words(words: [u64; 4], ninths: [u8; 3]) -> PackedWords {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        // SAFETY: the function only needs SSE2, which the cfg above shows
        // is enabled for this build (every x86-64 processor has it); it
        // reads and writes no memory through pointers.
        #[allow(unsafe_code)]
        unsafe {
            sse2::pack_count_words(words, ninths)
        }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        portable_pack_count_words(words, ninths)
    }
}

/// Bit 7 of each byte of `word` set where that byte exceeds [`MAX_COPIES`].
#[inline(always)]
const fn bytes_over_max(word: u64) -> u64 {
    const ADD: u64 = (0x7f - MAX_COPIES as u64) * 0x0101_0101_0101_0101;
    (word | word.wrapping_add(ADD)) & 0x8080_8080_8080_8080
}

/// Packs the eight bytes of `word` (each at most 7) into eight 3-bit fields:
/// byte `i` lands at bit `3i`. Three shift-or-mask steps halve the lane
/// count each time (bytes → 6-bit pairs → 12-bit quads → 24 bits).
#[inline(always)]
const fn pack_bytes(word: u64) -> u32 {
    let pairs = (word | word >> 5) & 0x003f_003f_003f_003f;
    let quads = (pairs | pairs >> 10) & 0x0000_0fff_0000_0fff;
    ((quads | quads >> 20) & 0x00ff_ffff) as u32
}

/// The kernel for every target, one word at a time.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
fn portable_pack_count_words(words: [u64; 4], ninths: [u8; 3]) -> PackedWords {
    let [c8, c17, c26] = ninths.map(u32::from);
    let extra = u64::from(c8 | c17 << 8 | c26 << 16);
    let over = words.iter().fold(bytes_over_max(extra), |over, &word| {
        over | bytes_over_max(word)
    });
    // With every byte at most 4 the five words add bytewise without carries
    // (at most 20 a byte), so one multiply sums all 34 counts. (When a byte
    // is larger the hand is rejected and the total is not used.)
    let bytes = words
        .iter()
        .fold(extra, |sum, &word| sum.wrapping_add(word));
    let total = (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32;
    let [m, p, s, z] = words.map(pack_bytes);
    PackedWords {
        suits: [m | c8 << 24, p | c17 << 24, s | c26 << 24, z],
        acceptable: over == 0 && total <= MAX_CONCEALED_TILES,
    }
}

#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[allow(unsafe_code)]
mod sse2 {
    use core::arch::x86_64::{
        __m128i, _mm_add_epi8, _mm_cmpeq_epi8, _mm_cvtsi32_si128, _mm_cvtsi128_si32,
        _mm_cvtsi128_si64, _mm_madd_epi16, _mm_max_epu8, _mm_movemask_epi8, _mm_or_si128,
        _mm_packs_epi32, _mm_sad_epu8, _mm_set_epi64x, _mm_set1_epi8, _mm_set1_epi32,
        _mm_setzero_si128, _mm_srli_si128, _mm_subs_epu8, _mm_unpackhi_epi8, _mm_unpackhi_epi64,
        _mm_unpacklo_epi8, _mm_unpacklo_epi16,
    };

    use super::PackedWords;
    use crate::hand::limits::{MAX_CONCEALED_TILES, MAX_COPIES};

    /// Widens the 16 bytes of `bytes` to 16-bit lanes and adds each pair of
    /// neighbours as `low + 8 · high`: two 3-bit fields side by side, in
    /// eight 32-bit lanes across the two results.
    #[target_feature(enable = "sse2")]
    #[inline]
    fn byte_pairs(bytes: __m128i) -> (__m128i, __m128i) {
        let zero = _mm_setzero_si128();
        let shift_high_3 = _mm_set1_epi32(1 | 8 << 16);
        (
            _mm_madd_epi16(_mm_unpacklo_epi8(bytes, zero), shift_high_3),
            _mm_madd_epi16(_mm_unpackhi_epi8(bytes, zero), shift_high_3),
        )
    }

    /// See [`super::pack_count_words`].
    #[target_feature(enable = "sse2")]
    #[inline]
    pub(super) fn pack_count_words(words: [u64; 4], ninths: [u8; 3]) -> PackedWords {
        let [m, p, s, z] = words.map(|word| word as i64);
        let man_pin = _mm_set_epi64x(p, m);
        let sou_honor = _mm_set_epi64x(z, s);
        // The ninth ranks, one a 32-bit lane in suit order, already at bit
        // 24 (the top byte of each lane): unpacking bytes and then 16-bit
        // lanes with zeros below them widens and shifts at once. The checks
        // below look at bytes wherever they are.
        let zero = _mm_setzero_si128();
        let ninths = _mm_cvtsi32_si128(i32::from_le_bytes([ninths[0], ninths[1], ninths[2], 0]));
        let ninths = _mm_unpacklo_epi16(zero, _mm_unpacklo_epi8(zero, ninths));

        // Acceptable: the largest byte at most 4 (unsigned saturating
        // subtraction leaves 0 exactly then), and the byte sum at most 14.
        let largest = _mm_max_epu8(_mm_max_epu8(man_pin, sou_honor), ninths);
        let excess = _mm_subs_epu8(largest, _mm_set1_epi8(MAX_COPIES as i8));
        let fits = _mm_movemask_epi8(_mm_cmpeq_epi8(excess, zero)) == 0xffff;
        // Bytes at most 4 add without wrapping; the sums of absolute
        // differences from zero add each 8-byte half.
        let halves = _mm_sad_epu8(_mm_add_epi8(_mm_add_epi8(man_pin, sou_honor), ninths), zero);
        let total = _mm_cvtsi128_si32(halves) + _mm_cvtsi128_si32(_mm_srli_si128::<8>(halves));

        // Round 1: byte pairs into 6-bit values (32-bit lanes). The packs
        // narrow them back to 16-bit lanes (values stay far below the
        // saturation limit whenever the counts are acceptable).
        let (man, pin) = byte_pairs(man_pin);
        let (sou, honor) = byte_pairs(sou_honor);
        let shift_high_6 = _mm_set1_epi32(1 | 64 << 16);
        let shift_high_12 = _mm_set1_epi32(1 | 4096 << 16);
        // Round 2: pairs of pairs into 12-bit values.
        let quads_man_pin = _mm_madd_epi16(_mm_packs_epi32(man, pin), shift_high_6);
        let quads_sou_honor = _mm_madd_epi16(_mm_packs_epi32(sou, honor), shift_high_6);
        // Round 3: each suit's two quads into its 24-bit word.
        let suits = _mm_or_si128(
            _mm_madd_epi16(
                _mm_packs_epi32(quads_man_pin, quads_sou_honor),
                shift_high_12,
            ),
            ninths,
        );
        let low = _mm_cvtsi128_si64(suits) as u64;
        let high = _mm_cvtsi128_si64(_mm_unpackhi_epi64(suits, suits)) as u64;
        PackedWords {
            suits: [
                low as u32,
                (low >> 32) as u32,
                high as u32,
                (high >> 32) as u32,
            ],
            acceptable: fits && total as u32 <= MAX_CONCEALED_TILES,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Eight counts of at most `max` each, as the bytes of a word.
    fn word_of_counts(counts: &[u8; 8]) -> u64 {
        u64::from_le_bytes(*counts)
    }

    fn plain(words: [u64; 4], ninths: [u8; 3]) -> PackedWords {
        let bytes: [[u8; 8]; 4] = words.map(u64::to_le_bytes);
        let mut total = 0u32;
        let mut fits = true;
        let mut suits = [0u32; 4];
        for (suit, counts) in suits.iter_mut().zip(bytes) {
            for (rank, count) in counts.into_iter().enumerate() {
                fits &= count <= MAX_COPIES;
                total += u32::from(count);
                *suit |= u32::from(count & 7) << (3 * rank);
            }
        }
        for (suit, count) in suits.iter_mut().zip(ninths) {
            fits &= count <= MAX_COPIES;
            total += u32::from(count);
            *suit |= u32::from(count & 7) << 24;
        }
        PackedWords {
            suits,
            acceptable: fits && total <= MAX_CONCEALED_TILES,
        }
    }

    fn check(words: [u64; 4], ninths: [u8; 3]) {
        let expected = plain(words, ninths);
        for (name, got) in [
            ("dispatched", pack_count_words(words, ninths)),
            ("portable", portable_pack_count_words(words, ninths)),
        ] {
            assert_eq!(
                got.acceptable, expected.acceptable,
                "{name}: {words:x?} {ninths:?}"
            );
            if expected.acceptable {
                assert_eq!(got.suits, expected.suits, "{name}: {words:x?} {ninths:?}");
            }
        }
    }

    #[test]
    fn every_word_of_counts_up_to_four_in_every_position() {
        // All 5^8 words of counts 0..=4, each in each of the four positions
        // with the others empty, and beside a fixed ninth-rank word.
        let mut counts = [0u8; 8];
        for code in 0..5u32.pow(8) {
            let mut rest = code;
            for count in &mut counts {
                *count = (rest % 5) as u8;
                rest /= 5;
            }
            let word = word_of_counts(&counts);
            for position in 0..4 {
                let mut words = [0u64; 4];
                words[position] = word;
                check(words, [0; 3]);
                check(words, [1, 0, 1]);
                check(words, counts[..3].try_into().unwrap());
            }
        }
    }

    #[test]
    fn random_words_small_and_large() {
        let mut random = tehai_testkit::Rng(0x9e37_79b9_7f4a_7c15);
        for round in 0..400_000 {
            let mut words = [0u64; 4];
            for word in &mut words {
                let bits = random.next_u64();
                *word = match round % 3 {
                    // Mostly small counts: acceptable hands and near misses.
                    0 => bits & 0x0303_0303_0303_0303 & random.next_u64(),
                    1 => bits & 0x0707_0707_0707_0707 & random.next_u64() & random.next_u64(),
                    _ => bits,
                };
            }
            // The honor word's top byte is always 0.
            words[3] &= 0x00ff_ffff_ffff_ffff;
            let mask = [0x0003_0303, 0x0007_0707, 0x00ff_ffff][round % 3];
            let [c8, c17, c26, _] = ((random.next_u64() as u32) & mask).to_le_bytes();
            let ninths = [c8, c17, c26];
            check(words, ninths);
        }
    }

    #[test]
    fn two_counts_above_four_anywhere() {
        // Two counts above 4 must not hide each other: not when their flags
        // meet in the same lane, not when their sum wraps a byte (128 + 128
        // adds to 0), not at the values where a carry or a wrap is closest.
        const LARGE: [u8; 16] = [
            5, 6, 7, 8, 9, 64, 123, 124, 127, 128, 129, 130, 131, 132, 200, 255,
        ];
        // Every count's place: a word and a byte, or a ninth rank.
        // (The honor word's top byte is not a count.)
        let mut places = [(0usize, 0usize); 34];
        let mut next = places.iter_mut();
        for word in 0..4 {
            for byte in 0..8 {
                if (word, byte) != (3, 7) {
                    *next.next().unwrap() = (word, byte);
                }
            }
        }
        for ninth in 0..3 {
            *next.next().unwrap() = (4, ninth);
        }
        let put = |words: &mut [u64; 4], ninths: &mut [u8; 3], (word, byte), count: u8| {
            if word == 4 {
                ninths[byte] = count;
            } else {
                words[word] |= u64::from(count) << (8 * byte);
            }
        };
        for (index, &first) in places.iter().enumerate() {
            for &second in &places[index + 1..] {
                for a in LARGE {
                    for b in LARGE {
                        let (mut words, mut ninths) = ([0u64; 4], [0u8; 3]);
                        put(&mut words, &mut ninths, first, a);
                        put(&mut words, &mut ninths, second, b);
                        check(words, ninths);
                    }
                }
            }
        }
    }

    #[test]
    fn limits_of_copies_and_total() {
        let five = 5u64;
        check([five, 0, 0, 0], [0; 3]);
        check([0, 0, 0, five << 48], [0; 3]);
        check([0, 0, 0, 0], [5, 0, 0]);
        check([0, 0, 0, 0], [0, 0, 5]);
        check([0x0404_0404_0202_0000, 0, 0, 0], [0; 3]);
        check([0x0404_0404_0202_0000, 0, 0, 1], [0; 3]);
        check([0x0404_0404_0202_0000, 0, 0, 0], [0, 1, 0]);
        check([0xffff_ffff_ffff_ffff, 0, 0, 0], [0; 3]);
        check([0, 0, 0, 0], [4, 4, 4]);
        check([0, 0, 0, 0x0202], [4, 4, 4]);
        check(
            [0x8080_8080_8080_8080, 0x8080_8080_8080_8080, 0, 0],
            [0x80; 3],
        );
        check([0, 0, 0, 0], [0xff, 0, 0x80]);
    }
}
