//! The dynamic programs that give a suit its distance vector under caps
//! (the most copies of each kind a complete hand aimed at may hold).
//!
//! For a number suit the program walks the ranks upwards. Its state is how
//! many sequences started one and two ranks back (they still need a tile
//! here); its value, one packed vector per state, is the least number of
//! tiles added so far for each count of melds and pairs. At each rank it
//! chooses how many sequences start there, whether a triplet and whether the
//! pair sit there, as long as the tiles needed stay within the cap. Three
//! equal sequences use the same tiles as three triplets, so at most two
//! sequences start at a rank and nine states suffice. The vector after
//! drawing rank `r` reruns the ranks from `r` on, from the states saved
//! before `r`.
//!
//! Honors (with 1m and 9m for three players) hold at most one block per
//! kind, so their program walks the kinds: each adds a triplet, a pair or
//! nothing.
//!
//! Without the `tables` feature the same programs, with every cap at 4,
//! also serve the standard definitions (`compact.rs`).

use super::lanes::{self, INF, add_saturating, broadcast, min, shift_melds, shift_pair};

/// Every lane `INF`.
pub(crate) const ALL_INF: u64 = broadcast(INF) & lanes::valid_lanes(4);
/// Nothing chosen yet: lane (0, 0) costs 0.
pub(crate) const START: u64 = ALL_INF & !63;

/// Vectors per state `3 · (sequences started one rank back) + (two ranks back)`.
pub(crate) type States = [u64; 9];

pub(crate) const START_STATES: States = [
    START, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF,
];

/// One rank of a number suit: `held` tiles there, at most `cap` in the
/// target; sequences may start here when `sequences`.
pub(crate) fn step(states: &States, held: u32, cap: u32, sequences: bool) -> States {
    let mut next = [ALL_INF; 9];
    let most_new = if sequences { 2 } else { 0 };
    for (state, &vector) in states.iter().enumerate() {
        if vector == ALL_INF {
            continue;
        }
        let (back1, back2) = (state as u32 / 3, state as u32 % 3);
        let base = back1 + back2;
        if base > cap {
            continue;
        }
        let with_pair = shift_pair(vector);
        for new in 0..=most_new {
            let Some(slot) = next.get_mut((3 * new + back1) as usize) else {
                continue;
            };
            for triplet in 0..2u32 {
                for pair in 0..2u32 {
                    let need = base + new + 3 * triplet + 2 * pair;
                    if need > cap {
                        continue;
                    }
                    let cost = u64::from(need.saturating_sub(held));
                    let source = if pair == 1 { with_pair } else { vector };
                    let moved = shift_melds(source, new + triplet);
                    *slot = min(*slot, add_saturating(moved, broadcast(cost) & ALL_INF));
                }
            }
        }
    }
    next
}

/// Runs ranks `from..9` of a number suit.
pub(crate) fn run(mut states: States, counts: &[u32; 9], caps: &[u32; 9], from: usize) -> u64 {
    for rank in from..9 {
        let (Some(&held), Some(&cap)) = (counts.get(rank), caps.get(rank)) else {
            continue;
        };
        states = step(&states, held, cap, rank < 7);
    }
    states[0]
}

/// Nine 3-bit fields as counts.
pub(crate) fn unpack(raw: u32) -> [u32; 9] {
    core::array::from_fn(|rank| (raw >> (3 * rank)) & 0b111)
}

/// The vector of honor-like kinds, one of them (`bumped`) with a tile more.
pub(crate) fn honor_vector(kinds: &[(u8, u32, u32)], bumped: Option<usize>) -> u64 {
    let mut vector = START;
    for (index, &(_, held, cap)) in kinds.iter().enumerate() {
        let held = held + u32::from(bumped == Some(index));
        let mut next = vector;
        if cap >= 3 {
            let cost = u64::from(3u32.saturating_sub(held));
            next = min(
                next,
                add_saturating(shift_melds(vector, 1), broadcast(cost) & ALL_INF),
            );
        }
        if cap >= 2 {
            let cost = u64::from(2u32.saturating_sub(held));
            next = min(
                next,
                add_saturating(shift_pair(vector), broadcast(cost) & ALL_INF),
            );
        }
        vector = next;
    }
    vector
}
