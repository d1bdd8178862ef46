//! Plain, obviously-correct oracles: the fast paths are tested against these.
//!
//! Nothing here is tuned. Each function works on the 34 counts, follows the
//! definition (a decomposition is a multiset of at most four melds and at most
//! one pair whose tiles add up to the hand) as directly as it can, and may
//! allocate. None of it calls tehai's fast paths: it uses tehai's types
//! ([`Block`], [`Tile`], [`tehai::Shanten`], [`tehai::notation::ParsedHand`]) only to
//! answer in the same terms, so that results compare with `==`.

use std::collections::BTreeSet;
use std::vec::Vec;

use tehai::Tile;
use tehai::decompose::Block;

/// A decomposition as a sorted list of blocks (a multiset).
pub type BlockList = Vec<Block>;

fn tile(index: usize) -> Tile {
    // The oracles only ever index 0..34.
    Tile::new(index as u8).expect("tile index below 34")
}

/// The sequence starting at `index`, which the callers only build where
/// `can_start_sequence(index)` holds.
fn sequence(index: usize) -> Block {
    Block::sequence(tile(index)).expect("a sequence inside its suit")
}

/// `true` if a sequence may start at tile `index` (a number tile of rank 1..7).
fn can_start_sequence(index: usize) -> bool {
    index < 27 && index % 9 <= 6
}

/// How many melds and pairs a hand of `tiles` concealed tiles must split into,
/// or `None` for `3N + 1` tiles.
fn shape(tiles: usize) -> Option<(usize, usize)> {
    match tiles % 3 {
        0 => Some((tiles / 3, 0)),
        2 => Some((tiles / 3, 1)),
        _ => None,
    }
}

/// Every decomposition by the naive method: try every block at every place in
/// every order, then de-duplicate the sorted results.
/// Exponential; fine for one hand, too slow for whole-space sweeps.
///
/// ```
/// let mut counts = [0u8; 34];
/// for i in 0..3 { counts[i] = 3; } // 111222333m
/// assert_eq!(tehai_testkit::reference::decompose_naive(&counts).len(), 2);
/// ```
pub fn decompose_naive(counts: &[u8; 34]) -> Vec<BlockList> {
    let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();
    let Some((melds, pairs)) = shape(tiles) else {
        return Vec::new();
    };
    let mut found = BTreeSet::new();
    let mut work = *counts;
    let mut current = Vec::new();
    naive_step(&mut work, melds, pairs, &mut current, &mut found);
    found.into_iter().collect()
}

fn naive_step(
    counts: &mut [u8; 34],
    melds: usize,
    pairs: usize,
    current: &mut Vec<Block>,
    found: &mut BTreeSet<BlockList>,
) {
    if melds == 0 && pairs == 0 {
        if counts.iter().all(|&c| c == 0) {
            let mut sorted = current.clone();
            sorted.sort();
            found.insert(sorted);
        }
        return;
    }
    for index in 0..34 {
        if pairs > 0 && counts[index] >= 2 {
            counts[index] -= 2;
            current.push(Block::pair(tile(index)));
            naive_step(counts, melds, pairs - 1, current, found);
            current.pop();
            counts[index] += 2;
        }
        if melds > 0 && counts[index] >= 3 {
            counts[index] -= 3;
            current.push(Block::triplet(tile(index)));
            naive_step(counts, melds - 1, pairs, current, found);
            current.pop();
            counts[index] += 3;
        }
        if melds > 0
            && can_start_sequence(index)
            && counts[index] >= 1
            && counts[index + 1] >= 1
            && counts[index + 2] >= 1
        {
            for offset in 0..3 {
                counts[index + offset] -= 1;
            }
            current.push(sequence(index));
            naive_step(counts, melds - 1, pairs, current, found);
            current.pop();
            for offset in 0..3 {
                counts[index + offset] += 1;
            }
        }
    }
}

/// Every decomposition by backtracking without duplicates: choose the pair (if the tile count needs one) among all kinds,
/// then split the rest into melds lowest tile first. The lowest tile left
/// must open a triplet or a sequence; at one tile a triplet is always taken
/// before any sequence, so each multiset of blocks is reached exactly once.
///
/// ```
/// let mut counts = [0u8; 34];
/// counts[0] = 2; counts[1] = 2; counts[2] = 2; counts[3] = 2; // 11223344m
/// assert_eq!(tehai_testkit::reference::decompose_backtracking(&counts).len(), 2);
/// ```
pub fn decompose_backtracking(counts: &[u8; 34]) -> Vec<BlockList> {
    let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();
    let Some((melds, pairs)) = shape(tiles) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    let mut work = *counts;
    let mut current = Vec::new();
    if pairs == 0 {
        melds_step(&mut work, 0, melds, &mut current, &mut found);
    } else {
        for index in 0..34 {
            if work[index] >= 2 {
                work[index] -= 2;
                current.push(Block::pair(tile(index)));
                melds_step(&mut work, 0, melds, &mut current, &mut found);
                current.pop();
                work[index] += 2;
            }
        }
    }
    for list in &mut found {
        list.sort();
    }
    found.sort();
    found
}

/// Splits what is left into `melds` melds. `triplet_from` is the first index
/// at which a triplet may still be taken (a sequence at a tile closes that
/// tile to triplets, which fixes the order and forbids duplicates).
fn melds_step(
    counts: &mut [u8; 34],
    triplet_from: usize,
    melds: usize,
    current: &mut Vec<Block>,
    found: &mut Vec<BlockList>,
) {
    let Some(index) = (0..34).find(|&i| counts[i] > 0) else {
        if melds == 0 {
            found.push(current.clone());
        }
        return;
    };
    if melds == 0 {
        return;
    }
    if index >= triplet_from && counts[index] >= 3 {
        counts[index] -= 3;
        current.push(Block::triplet(tile(index)));
        melds_step(counts, index, melds - 1, current, found);
        current.pop();
        counts[index] += 3;
    }
    if can_start_sequence(index) && counts[index + 1] >= 1 && counts[index + 2] >= 1 {
        for offset in 0..3 {
            counts[index + offset] -= 1;
        }
        current.push(sequence(index));
        melds_step(counts, index + 1, melds - 1, current, found);
        current.pop();
        for offset in 0..3 {
            counts[index + offset] += 1;
        }
    }
}

/// Seven pairs from the definition: 14 tiles, seven kinds held exactly twice.
///
/// ```
/// let mut counts = [0u8; 34];
/// for i in 0..7 { counts[i] = 2; }
/// assert!(tehai_testkit::reference::is_seven_pairs(&counts));
/// ```
pub fn is_seven_pairs(counts: &[u8; 34]) -> bool {
    counts.iter().filter(|&&c| c == 2).count() == 7 && counts.iter().all(|&c| c == 0 || c == 2)
}

/// Thirteen orphans from the definition: only terminals and honors, each of
/// the 13 held, 14 tiles.
///
/// ```
/// let mut counts = [0u8; 34];
/// for i in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] { counts[i] = 1; }
/// counts[0] = 2;
/// assert!(tehai_testkit::reference::is_thirteen_orphans(&counts));
/// ```
pub fn is_thirteen_orphans(counts: &[u8; 34]) -> bool {
    let is_orphan = |i: usize| i >= 27 || i % 9 == 0 || i % 9 == 8;
    let total: usize = counts.iter().map(|&c| usize::from(c)).sum();
    total == 14
        && (0..34).all(|i| {
            if is_orphan(i) {
                counts[i] >= 1
            } else {
                counts[i] == 0
            }
        })
}

/// Regular win from the definition: at least one decomposition.
///
/// ```
/// let mut counts = [0u8; 34];
/// counts[33] = 2;
/// assert!(tehai_testkit::reference::is_regular_win(&counts));
/// ```
pub fn is_regular_win(counts: &[u8; 34]) -> bool {
    let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();
    tiles % 3 == 2 && !decompose_backtracking(counts).is_empty()
}

mod notation;
pub mod shanten;

pub use notation::parse_notation;
