//! Shanten from the definition, by brute force: the oracle the table-driven
//! shanten is tested against.
//!
//! The shanten of a hand is `d − 1`, where `d` is the least number of tiles
//! that some complete hand (of the same size class, never holding a fifth copy
//! of a kind) holds beyond the hand: `d = Σ max(0, target − hand)` over the
//! 34 kinds. This module finds `d` by listing complete targets outright:
//!
//! * regular form: every multiset of at most 4 melds and at most 1 pair inside
//!   one suit (at most 4 copies of each kind) is listed once, by shape
//!   `(melds, pairs)`. Blocks never cross suits, so a complete hand is one such
//!   target per suit with shapes adding up to `(N, 1)`, and its distance is the
//!   sum of the suits' distances. The best target of each shape is found by
//!   scanning the whole list, and the shapes are combined by trying every split
//!   of `(N, 1)` over the four suits;
//! * seven pairs: the target is 7 distinct kinds twice each, so the best picks
//!   the 7 kinds the hand holds most of (capped at 2);
//! * thirteen orphans: the target is each orphan once plus one orphan again;
//!   every choice of the duplicate is tried.
//!
//! Nothing here shares code or tables with [`tehai::shanten()`].

use std::collections::BTreeSet;
use std::sync::OnceLock;
use std::vec;
use std::vec::Vec;

use tehai::Shanten;

/// Complete single-suit targets, by shape `2 · melds + pairs`, each as a
/// count vector in unary: rank `r` holding `c` copies sets the low `c` bits
/// of bits `4r..4r + 4`. Then `Σ min(target, hand) = popcount(t & h)`.
struct Targets {
    number: [Vec<u64>; 10],
    honor: [Vec<u64>; 10],
}

fn unary(counts: &[u8]) -> u64 {
    counts
        .iter()
        .enumerate()
        .map(|(rank, &count)| ((1u64 << count) - 1) << (4 * rank))
        .sum()
}

/// Every multiset of at most 4 melds (drawn from `melds`, each a list of
/// ranks) and at most one pair, over `ranks` ranks, with no count above 4.
fn list_targets(ranks: usize, melds: &[Vec<usize>]) -> [Vec<u64>; 10] {
    fn add_pairs(counts: &mut [u8], melds: usize, out: &mut [BTreeSet<Vec<u8>>; 10]) {
        out[2 * melds].insert(counts.to_vec());
        for rank in 0..counts.len() {
            if counts[rank] + 2 <= 4 {
                counts[rank] += 2;
                out[2 * melds + 1].insert(counts.to_vec());
                counts[rank] -= 2;
            }
        }
    }
    fn choose(
        counts: &mut [u8],
        from: usize,
        taken: usize,
        melds: &[Vec<usize>],
        out: &mut [BTreeSet<Vec<u8>>; 10],
    ) {
        add_pairs(counts, taken, out);
        if taken == 4 {
            return;
        }
        for (index, meld) in melds.iter().enumerate().skip(from) {
            for &rank in meld {
                counts[rank] += 1;
            }
            if meld.iter().all(|&rank| counts[rank] <= 4) {
                choose(counts, index, taken + 1, melds, out);
            }
            for &rank in meld {
                counts[rank] -= 1;
            }
        }
    }
    let mut sets: [BTreeSet<Vec<u8>>; 10] = Default::default();
    choose(&mut vec![0; ranks], 0, 0, melds, &mut sets);
    sets.map(|set| set.iter().map(|counts| unary(counts)).collect())
}

fn targets() -> &'static Targets {
    static TARGETS: OnceLock<Targets> = OnceLock::new();
    TARGETS.get_or_init(|| {
        let triplets = |ranks: usize| (0..ranks).map(|r| vec![r, r, r]);
        let sequences = (0..7).map(|r| vec![r, r + 1, r + 2]);
        let number: Vec<Vec<usize>> = triplets(9).chain(sequences).collect();
        let honor: Vec<Vec<usize>> = triplets(7).collect();
        Targets {
            number: list_targets(9, &number),
            honor: list_targets(7, &honor),
        }
    })
}

/// Tile count of a valid hand (every count at most 4, at most 14 tiles).
fn valid_tiles(counts: &[u8; 34]) -> Option<usize> {
    let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();
    (counts.iter().all(|&c| c <= 4) && tiles <= 14).then_some(tiles)
}

/// The regular-form shanten: `N` melds and a pair for `3N + 1` or `3N + 2`
/// tiles (`4 − N` melds declared). `None` for `3N` tiles or invalid counts.
///
/// ```
/// use tehai_testkit::reference::shanten::regular;
/// let mut counts = [0u8; 34];
/// counts[0] = 4; counts[8] = 4; counts[9] = 3; counts[18] = 3; // 11119999m111p111s
/// assert_eq!(regular(&counts), Some(1));
/// ```
pub fn regular(counts: &[u8; 34]) -> Option<i8> {
    let tiles = valid_tiles(counts)?;
    if tiles % 3 == 0 {
        return None;
    }
    let melds = tiles / 3;
    let targets = targets();
    // best[suit][shape]: least tiles to add for that suit to hold that shape.
    let mut best = [[u32::MAX; 10]; 4];
    for (suit, row) in best.iter_mut().enumerate() {
        let (ranks, lists) = if suit < 3 {
            (&counts[9 * suit..9 * suit + 9], &targets.number)
        } else {
            (&counts[27..34], &targets.honor)
        };
        let held = unary(ranks);
        for (shape, list) in lists.iter().enumerate() {
            if shape / 2 > melds {
                continue;
            }
            let size = (3 * (shape / 2) + 2 * (shape % 2)) as u32;
            if held == 0 {
                // An empty suit shares no tile with any target: all are added.
                row[shape] = size;
                continue;
            }
            for &target in list {
                row[shape] = row[shape].min(size - (target & held).count_ones());
            }
        }
    }
    let mut distance = u32::MAX;
    for pair_suit in 0..4 {
        for m0 in 0..=melds {
            for m1 in 0..=melds - m0 {
                for m2 in 0..=melds - m0 - m1 {
                    let split = [m0, m1, m2, melds - m0 - m1 - m2];
                    let total: u32 = (0..4)
                        .map(|suit| best[suit][2 * split[suit] + usize::from(suit == pair_suit)])
                        .sum();
                    distance = distance.min(total);
                }
            }
        }
    }
    Some(distance as i8 - 1)
}

/// The seven-pairs shanten (seven distinct kinds twice each); `None` unless
/// the hand holds 13 or 14 tiles.
///
/// ```
/// let mut counts = [0u8; 34];
/// for i in 0..6 { counts[i] = 2; }
/// counts[6] = 1; // 1122334455667m
/// assert_eq!(tehai_testkit::reference::shanten::seven_pairs(&counts), Some(0));
/// ```
pub fn seven_pairs(counts: &[u8; 34]) -> Option<i8> {
    let tiles = valid_tiles(counts)?;
    if tiles != 13 && tiles != 14 {
        return None;
    }
    let mut useful: Vec<u8> = counts.iter().map(|&c| c.min(2)).collect();
    useful.sort_unstable_by(|a, b| b.cmp(a));
    let distance: i8 = useful.iter().take(7).map(|&c| 2 - c as i8).sum();
    Some(distance - 1)
}

/// The thirteen-orphans shanten; `None` unless the hand holds 13 or 14 tiles.
///
/// ```
/// let mut counts = [0u8; 34];
/// for i in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] { counts[i] = 1; }
/// assert_eq!(tehai_testkit::reference::shanten::thirteen_orphans(&counts), Some(0));
/// ```
pub fn thirteen_orphans(counts: &[u8; 34]) -> Option<i8> {
    let tiles = valid_tiles(counts)?;
    if tiles != 13 && tiles != 14 {
        return None;
    }
    let orphans = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    let distance = orphans
        .iter()
        .map(|&twice| {
            orphans
                .iter()
                .map(|&kind| {
                    let target = if kind == twice { 2 } else { 1 };
                    i8::max(0, target - counts[kind] as i8)
                })
                .sum::<i8>()
        })
        .min()
        .unwrap_or(i8::MAX);
    Some(distance - 1)
}

/// All forms and their minimum; `None` for `3N` tiles or invalid counts.
///
/// ```
/// let mut counts = [0u8; 34];
/// counts[27] = 2; // 11z: four declared melds, complete
/// assert_eq!(tehai_testkit::reference::shanten::shanten(&counts).unwrap().min, -1);
/// ```
pub fn shanten(counts: &[u8; 34]) -> Option<Shanten> {
    let regular = regular(counts)?;
    let seven_pairs = seven_pairs(counts);
    let thirteen_orphans = thirteen_orphans(counts);
    let min = [Some(regular), seven_pairs, thirteen_orphans]
        .into_iter()
        .flatten()
        .min()
        .unwrap_or(regular);
    Some(Shanten {
        min,
        regular,
        seven_pairs,
        thirteen_orphans,
    })
}
