//! Distance vectors packed into one `u64`: ten 6-bit lanes, `D[m][p]` in
//! lane `2m + p` (`m` = 0..=4 melds, `p` = 0..=1 pair).
//!
//! A lane holds a distance (at most 14 for a real vector) or [`INF`] (31)
//! for a shape that cannot be built with the copies left. Bit 5 of a lane
//! stays clear in every stored vector, so lane sums of two vectors never
//! carry into the next lane, and bit 5 serves as the guard bit of the
//! comparisons below.

/// Bit 0 of each of the ten lanes.
pub(crate) const LOW: u64 = {
    let mut low = 0u64;
    let mut lane = 0;
    while lane < 10 {
        low |= 1 << (6 * lane);
        lane += 1;
    }
    low
};
/// Bit 5 (the guard bit) of each lane.
pub(crate) const HIGH: u64 = LOW << 5;
/// The low five bits of each lane.
const LOW5: u64 = LOW * 31;

/// "Cannot be built": larger than any real distance, and any sum of two
/// lanes involving it is at least 31, which no real distance reaches.
pub(crate) const INF: u64 = 31;

/// Every lane set to `value` (at most 63).
#[inline(always)]
pub(crate) const fn broadcast(value: u64) -> u64 {
    value * LOW
}

/// Lane `lane` of a packed vector.
#[inline(always)]
pub(crate) const fn lane(vector: u64, lane: u32) -> u64 {
    (vector >> (6 * lane)) & 63
}

/// The lanes `(m, p)` with `m ≤ melds`: `0..2·melds + 2`.
#[inline(always)]
pub(crate) const fn valid_lanes(melds: u32) -> u64 {
    (1u64 << (6 * (2 * melds + 2))) - 1
}

/// Lines a reversed vector `R` (`R[m][p]` in lane `9 − (2m + p)`) up with a
/// natural one: lane `2m + p` of the result holds `R[melds − m][1 − p]`.
/// Lanes above `2·melds + 1` are meaningless.
#[inline(always)]
pub(crate) const fn align_rest(reversed: u64, melds: u32) -> u64 {
    reversed >> (6 * (8 - 2 * melds))
}

/// Flags (bit 0 of a lane) where `vector[m][p] + rest[melds − m][1 − p]`
/// equals `distance`: the splits of the hand's distance at which the suit
/// holding `vector` takes `m` melds and `p` pairs. `rest` is reversed.
#[inline(always)]
pub(crate) const fn tight(vector: u64, rest: u64, melds: u32, distance: u64) -> u64 {
    let sums = vector + align_rest(rest, melds);
    let differ = sums ^ broadcast(distance);
    // A lane is non-zero when its low five bits, plus 31, reach bit 5, or
    // bit 5 itself is set.
    let nonzero = (((differ & LOW5) + LOW5) | differ) & HIGH;
    ((!nonzero & HIGH) >> 5) & valid_lanes(melds)
}

/// [`tight`] with its per-hand parts worked out once: the shift that lines
/// a reversed rest up for `melds`, the valid lanes, `distance` broadcast.
/// Only the table path (`table.rs`) judges many suits against one rest.
#[cfg(feature = "tables")]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tightness {
    shift: u32,
    valid: u64,
    distance: u64,
}

#[cfg(feature = "tables")]
impl Tightness {
    #[inline(always)]
    pub(crate) const fn new(melds: u32, distance: u64) -> Tightness {
        Tightness {
            shift: 6 * (8 - 2 * melds),
            valid: valid_lanes(melds),
            distance: broadcast(distance),
        }
    }

    /// The tight lanes of `vector` beside the reversed `rest`.
    #[inline(always)]
    pub(crate) const fn of(&self, vector: u64, rest: u64) -> u64 {
        let differ = (vector + (rest >> self.shift)) ^ self.distance;
        let nonzero = (((differ & LOW5) + LOW5) | differ) & HIGH;
        ((!nonzero & HIGH) >> 5) & self.valid
    }
}

/// Flags (bit 0 of a lane) of the non-zero lanes.
#[cfg(any(test, feature = "tables"))]
#[inline(always)]
pub(crate) const fn nonzero(vector: u64) -> u64 {
    ((((vector & LOW5) + LOW5) | vector) & HIGH) >> 5
}

/// Lane-wise minimum of two vectors whose lanes are at most 31.
#[inline(always)]
pub(crate) const fn min(a: u64, b: u64) -> u64 {
    // Bit 5 of a lane of `(a | HIGH) − b` stays set exactly when a ≥ b.
    let a_not_less = ((a | HIGH) - b) & HIGH;
    let take_b = a_not_less | (a_not_less - (a_not_less >> 5));
    (b & take_b) | (a & !take_b)
}

/// Lane-wise `min(a + b, INF)` of two vectors whose lanes are at most 31.
#[inline(always)]
pub(crate) const fn add_saturating(a: u64, b: u64) -> u64 {
    let sums = a + b;
    let over = sums & HIGH;
    // Lanes that reached 32 become 31.
    let fill = over - (over >> 5);
    (sums & !(over | fill)) | fill
}

/// `D[m][p]` of `vector` moved to lane `2(m + melds) + p`, the lanes below
/// filled with `INF`: the vector of "this suit, plus `melds` melds that cost
/// nothing".
#[inline(always)]
pub(crate) const fn shift_melds(vector: u64, melds: u32) -> u64 {
    let shift = 12 * melds;
    ((vector << shift) | (broadcast(INF) & ((1u64 << shift) - 1))) & valid_lanes(4)
}

/// The lanes `(m, 0)` moved to `(m, 1)`, the `(m, 0)` lanes set to `INF`.
#[inline(always)]
pub(crate) const fn shift_pair(vector: u64) -> u64 {
    const EVEN: u64 = {
        let mut even = 0u64;
        let mut m = 0;
        while m < 5 {
            even |= 63 << (12 * m);
            m += 1;
        }
        even
    };
    (((vector & EVEN) << 6) | (broadcast(INF) & EVEN)) & valid_lanes(4)
}

/// The min-plus product of two suits' vectors: the least cost of `m` melds
/// and `p` pairs taken from both, for every `(m, p)`.
pub(crate) fn product(a: u64, b: u64) -> u64 {
    let mut out = broadcast(INF) & valid_lanes(4);
    for melds in 0..5u32 {
        for pairs in 0..2u32 {
            let cost = lane(a, 2 * melds + pairs);
            if cost >= INF {
                continue;
            }
            let moved = shift_melds(b, melds);
            let moved = if pairs == 1 { shift_pair(moved) } else { moved };
            out = min(out, add_saturating(moved, broadcast(cost) & valid_lanes(4)));
        }
    }
    out
}

/// A vector with its lanes reversed (lane `L` to lane `9 − L`).
pub(crate) fn reverse(vector: u64) -> u64 {
    let mut out = 0u64;
    for index in 0..10u32 {
        out |= lane(vector, index) << (6 * (9 - index));
    }
    out
}

/// The shanten number of a form that cannot be completed at all with the
/// copies left in play (`Shanten::UNREACHABLE`).
pub(crate) const UNREACHABLE: i8 = i8::MAX;

/// The shanten number of a distance (tiles to draw): one less, or
/// [`UNREACHABLE`].
#[inline(always)]
pub(crate) fn shanten_of(distance: u64) -> i8 {
    if distance >= INF {
        UNREACHABLE
    } else {
        distance as i8 - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pack(values: [u64; 10]) -> u64 {
        values
            .iter()
            .enumerate()
            .map(|(index, &value)| value << (6 * index))
            .sum()
    }

    #[test]
    fn min_and_saturating_add() {
        let a = pack([0, 5, 31, 14, 7, 1, 0, 31, 2, 3]);
        let b = pack([1, 4, 30, 14, 31, 0, 0, 31, 9, 2]);
        assert_eq!(min(a, b), pack([0, 4, 30, 14, 7, 0, 0, 31, 2, 2]));
        assert_eq!(
            add_saturating(a, b),
            pack([1, 9, 31, 28, 31, 1, 0, 31, 11, 5])
        );
    }

    #[test]
    fn tight_marks_equal_sums() {
        // vector + aligned rest per lane, melds = 1: lanes 0..3 valid.
        let vector = pack([3, 2, 1, 0, 0, 0, 0, 0, 0, 0]);
        // rest reversed: R[m][p] in lane 9 − (2m + p); R[1][1] = 0, R[1][0] = 2, R[0][1] = 1, R[0][0] = 0.
        let rest = pack([0, 0, 0, 0, 0, 0, 0, 2, 1, 0]);
        // Aligned lanes for melds 1: lane L holds R at 3 − L: [R11, R10, R01, R00] = [0, 2, 1, 0].
        // Sums: [3, 4, 2, 0] → equal to 2 only at lane 2.
        assert_eq!(tight(vector, reverse(reverse(rest)), 1, 2), 1 << 12);
        assert_eq!(nonzero(vector), LOW & valid_lanes(1) & !(1 << 18));
    }

    #[test]
    fn product_of_empty_suits() {
        // The empty suit: 3 per meld, 2 for the pair.
        let mut values = [0u64; 10];
        for m in 0..5 {
            values[2 * m] = 3 * m as u64;
            values[2 * m + 1] = 3 * m as u64 + 2;
        }
        let empty = pack(values);
        assert_eq!(product(empty, empty), empty);
        assert_eq!(reverse(reverse(empty)), empty);
    }
}
