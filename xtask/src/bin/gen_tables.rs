//! Generates `src/tables/data.rs`, the lookup tables of the fast shanten
//! (`tehai::shanten`). Run it after changing anything below:
//!
//! ```text
//! cargo run --release -p xtask --bin gen_tables
//! ```
//!
//! `tests/shanten.rs` includes this file as a module and fails when the
//! committed tables differ from a fresh [`generate`].
//!
//! # What the tables hold
//!
//! For one suit `h`, the *distance vector* `D[m][p]` (`m` = 0..=4 melds,
//! `p` = 0..=1 pair) is the least number of tiles to add so that the suit
//! contains `m` melds and `p` pairs as a sub-multiset, where the target never
//! holds a fifth copy of a kind. A hand's regular distance is the min-plus
//! product of its four suits' vectors at `(melds needed, 1 pair)`; shanten is
//! that distance minus one.
//!
//! Only 126 distinct vectors occur among the 405,350 number suits of at most
//! 14 tiles (55 among honor suits). So:
//!
//! * `PREFIX_ROW[ranks 1..=4 packed]` → a row offset and
//!   `SUFFIX_COLUMN[ranks 5..=9 packed]` → a column; `SUIT_CLASS[row + column]`
//!   → the number suit's vector class. Prefixes are grouped by their
//!   right-equivalence (same tile count, same class for every suffix), suffixes
//!   by their left-equivalence; a row only holds the suffix classes that fit
//!   beside the prefix in 14 tiles (columns are sorted by tile count).
//!   Both entries keep the offset (or column) at bit `CELL_SHIFT` and, below
//!   it, four small counts of their ranks in fields that add without carries
//!   (see [`Extras`]): kinds held, kinds held at least twice, tiles, and
//!   terminal kinds held. So one add gives the cell and the suit's counts,
//!   and adding the four suits' sums gives the hand's counts, from which the
//!   seven-pairs and thirteen-orphans forms and the tile count follow.
//!   `SUFFIX_COLUMN` stops at the largest packed suffix of counts at most 4.
//! * `HONOR_LOW_WORD[ranks 1..=4 packed]` + `HONOR_HIGH_WORD[ranks 5..=7
//!   packed]` → the honor suit's word: its histogram (how many kinds are held
//!   at least 1, 2, 3 and 4 times) at `HISTOGRAM_SHIFT`, and below
//!   `CELL_SHIFT` the same counts as a number suit's cell, every honor being
//!   a terminal kind. `HONOR_CLASS[histogram]` → the honor suit's vector
//!   class: honors form only triplets and pairs, so the vector depends only
//!   on the histogram.
//! * `SEVEN_PAIRS[kinds, pairs]` → the seven-pairs shanten, and
//!   `MELD_SHIFT[tiles]` → where a `DISTANCE` entry keeps the distance of a
//!   hand of that many tiles.
//! * `NUMBER_PAIR[a][b]` → the class of the product of two number suits (m ⊗ p),
//!   `NUMBER_HONOR[a][h]` → the class of a number suit times honors (s ⊗ z),
//!   `DISTANCE[mp][sz]` → four 4-bit distances, for 1, 2, 3 and 4 melds needed.
//!   Rows of the first two are padded to a power of two (`NUMBER_PAIR_ROW`,
//!   `NUMBER_HONOR_ROW`), so an index is a shift and an add, and `DISTANCE`
//!   to a power-of-two length, so a mask keeps any index in range; the
//!   padding holds class (or distances) 0, which real classes never reach.
//! * `NUMBER_COMPLETE[class]` → bit `2m + p` set when `D[m][p] = 0` (the win
//!   check and the waits read it).
//!
//! The 32-bit look-ups lie one after another in `CELL_WORDS`, the byte
//! look-ups in `CLASS_BYTES`; each part is named by a constant view. Look-ups
//! into one array share its base address. `CELL_WORDS` has as many entries
//! as a packed suffix can reach (2^15), with `SUFFIX_COLUMN` first, so
//! ranks 5..=9 index it with no check; `CLASS_BYTES` has as many
//! entries as a cell index can reach (2^(32 − `CELL_SHIFT`)), with
//! `SUIT_CLASS` first, so a class look-up needs no check; its room past
//! `SUIT_CLASS` holds the other byte tables, including `NUMBER_SZ_REST`
//! below.
//!
//! For useful tiles (`src/distance/table.rs`), which compare a suit's vector with
//! the product of the other three suits entry by entry:
//!
//! * `NUMBER_VECTOR[class]`, `HONOR_VECTOR[class]` → the vector itself, packed
//!   into a `u64` of ten 6-bit lanes, `D[m][p]` in lane `2m + p`;
//! * `PAIR_VECTOR_REVERSED[mp]` → an m ⊗ p vector with its lanes reversed
//!   (`D[m][p]` in lane `9 − (2m + p)`), so that lane `2m + p` of it shifted
//!   down by `8 − 2N` lanes holds `D[N − m][1 − p]`;
//! * `NUMBER_SZ_REST[a][sz]`, `PAIR_HONOR_REST[mp][h]`, `PAIR_NUMBER_REST[mp][a]`
//!   → the class of the product of three suits. Every such product is one of
//!   the 180 m ⊗ p vectors (adding a suit never adds a vector the first two
//!   suits cannot already produce), so the rest of a hand beside any one suit
//!   is an m ⊗ p class, one byte.
// `dead_code`: tests/shanten.rs includes this file as a module and only calls
// `generate`. The DP is written over explicit indices, as the definition reads.
#![allow(dead_code, clippy::needless_range_loop, clippy::too_many_arguments)]

use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A distance vector `D[m][p]`.
type Vector = [[u8; 2]; 5];

const INF: u8 = 100;

/// DP state between ranks: `[melds][pairs][sequences started one rank
/// back][sequences started two ranks back]` → least tiles added so far.
type State = [[[[u8; 5]; 5]; 2]; 5];

/// Advances the DP over one rank holding `count` tiles. `sequences` says
/// whether a sequence may start at this rank (ranks 1..=7 of a number suit).
fn step(state: &State, count: u8, sequences: bool) -> State {
    let mut next = [[[[INF; 5]; 5]; 2]; 5];
    let max_new = if sequences { 4 } else { 0 };
    for melds in 0..5 {
        for pairs in 0..2 {
            for back1 in 0..5 {
                for back2 in 0..5 {
                    let cost = state[melds][pairs][back1][back2];
                    if cost >= INF {
                        continue;
                    }
                    for triplet in 0..2 {
                        for pair in 0..2 - pairs {
                            for new in 0..=max_new {
                                let target = back1 + back2 + new + 3 * triplet + 2 * pair;
                                let total = melds + triplet + new;
                                if target > 4 || total > 4 {
                                    continue;
                                }
                                let added = cost + (target as u8).saturating_sub(count);
                                let slot = &mut next[total][pairs + pair][new][back1];
                                if added < *slot {
                                    *slot = added;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    next
}

fn start_state() -> State {
    let mut state = [[[[INF; 5]; 5]; 2]; 5];
    state[0][0][0][0] = 0;
    state
}

fn finish(state: &State) -> Vector {
    let mut vector = [[0u8; 2]; 5];
    for (melds, row) in vector.iter_mut().enumerate() {
        for (pairs, slot) in row.iter_mut().enumerate() {
            *slot = state[melds][pairs][0][0];
            assert!(*slot < INF, "every shape is reachable");
        }
    }
    vector
}

/// Distance vectors of every count vector of `ranks` ranks with at most 14
/// tiles, indexed base 5 (rank 0 least significant); `None` above 14 tiles.
fn all_vectors(ranks: usize, sequences: bool) -> Vec<Option<Vector>> {
    fn walk(
        rank: usize,
        ranks: usize,
        sequences: bool,
        left: u8,
        index: usize,
        scale: usize,
        state: &State,
        out: &mut Vec<Option<Vector>>,
    ) {
        if rank == ranks {
            out[index] = Some(finish(state));
            return;
        }
        for count in 0..=left.min(4) {
            let next = step(state, count, sequences && rank + 2 < ranks);
            walk(
                rank + 1,
                ranks,
                sequences,
                left - count,
                index + usize::from(count) * scale,
                scale * 5,
                &next,
                out,
            );
        }
    }
    let mut out = vec![None; 5usize.pow(ranks as u32)];
    walk(0, ranks, sequences, 14, 0, 1, &start_state(), &mut out);
    out
}

/// Min-plus product of two suits' vectors.
fn product(a: &Vector, b: &Vector) -> Vector {
    let mut out = [[u8::MAX; 2]; 5];
    for (i, a_row) in a.iter().enumerate() {
        for (j, b_row) in b.iter().enumerate().take(5 - i) {
            for (p, &a_cost) in a_row.iter().enumerate() {
                for (q, &b_cost) in b_row.iter().enumerate().take(2 - p) {
                    let slot = &mut out[i + j][p + q];
                    *slot = (*slot).min(a_cost + b_cost);
                }
            }
        }
    }
    out
}

/// Sorted distinct vectors and a lookup from vector to its index.
fn classes(vectors: impl IntoIterator<Item = Vector>) -> (Vec<Vector>, BTreeMap<Vector, usize>) {
    let mut sorted: Vec<Vector> = vectors.into_iter().collect();
    sorted.sort_unstable();
    sorted.dedup();
    let ids = sorted.iter().enumerate().map(|(i, v)| (*v, i)).collect();
    (sorted, ids)
}

fn digits(index: usize, ranks: usize) -> Vec<u8> {
    (0..ranks)
        .map(|r| (index / 5usize.pow(r as u32) % 5) as u8)
        .collect()
}

fn packed(counts: &[u8]) -> usize {
    counts
        .iter()
        .enumerate()
        .map(|(r, &c)| usize::from(c) << (3 * r))
        .sum()
}

/// Histogram index of an honor suit: kinds held ≥1, ≥2, ≥3, 4 times, 3 bits each.
pub fn honor_histogram(counts: &[u8]) -> usize {
    let at_least = |k: u8| counts.iter().filter(|&&c| c >= k).count();
    at_least(1) | at_least(2) << 3 | at_least(3) << 6 | at_least(4) << 9
}

const PREFIX_RANKS: usize = 4;
const SUFFIX_RANKS: usize = 5;
/// Where `PREFIX_ROW` and `SUFFIX_COLUMN` entries keep the row offset and
/// the column; the bits below hold their ranks' [`Extras`].
const CELL_SHIFT: usize = 15;
/// Row length of `NUMBER_PAIR` (at least the number classes).
const NUMBER_PAIR_ROW: usize = 128;
/// Row length of `NUMBER_HONOR` (at least the honor classes).
const NUMBER_HONOR_ROW: usize = 64;
/// Where an honor word keeps the count histogram (12 bits, the top ones).
const HISTOGRAM_SHIFT: usize = 20;

/// Counts of some ranks that the special forms and the tile count need,
/// packed into fields of `FIELD_BITS` bits at `FIELD_SHIFTS` (kinds, pairs,
/// tiles, terminals).
///
/// A hand's counts are sums of its ranks' counts, and a hand holds at most
/// 14 tiles, so each sum stays within its field: kinds ≤ 14, pairs ≤ 7,
/// tiles ≤ 14, terminal kinds ≤ 13. Even the entries of a row and a column
/// that never meet in a hand (28 tiles at most) add below bit `CELL_SHIFT`:
/// the pairs and the tiles then carry at most one into the next field, and
/// the terminal field on top (2 and a carry at most) never carries out.
#[derive(Clone, Copy, Default)]
struct Extras {
    /// Kinds held at least once.
    kinds: usize,
    /// Kinds held at least twice.
    pairs: usize,
    /// Tiles.
    tiles: usize,
    /// Terminal kinds (ranks 1 and 9) held.
    terminals: usize,
}

/// Field widths and positions of [`Extras`], in that order.
const FIELD_BITS: [usize; 4] = [4, 3, 4, 4];
const FIELD_SHIFTS: [usize; 4] = [0, 4, 7, 11];
const _: () = assert!(FIELD_SHIFTS[3] + FIELD_BITS[3] == CELL_SHIFT);

impl Extras {
    /// The counts of `counts`, ranks of a number suit; `terminal` says
    /// which of them is a terminal (rank 1 or 9), if any.
    fn of(counts: &[u8], terminal: Option<usize>) -> Extras {
        let held = |count: u8| counts.iter().filter(|&&c| c >= count).count();
        Extras {
            kinds: held(1),
            pairs: held(2),
            tiles: counts.iter().map(|&c| usize::from(c)).sum(),
            terminals: terminal.map_or(0, |rank| usize::from(counts[rank] > 0)),
        }
    }

    /// The packed fields.
    fn packed(self) -> usize {
        let values = [self.kinds, self.pairs, self.tiles, self.terminals];
        let mut packed = 0;
        for ((value, bits), shift) in values.into_iter().zip(FIELD_BITS).zip(FIELD_SHIFTS) {
            assert!(value < 1 << bits);
            packed |= value << shift;
        }
        packed
    }
}

/// Every table, as one Rust source file.
pub fn generate() -> String {
    // Number suits.
    let vectors = all_vectors(9, true);
    let (numbers, number_id) = classes(vectors.iter().flatten().copied());
    let prefixes = 5usize.pow(PREFIX_RANKS as u32);
    let suffixes = 5usize.pow(SUFFIX_RANKS as u32);
    let class_at: Vec<Option<usize>> = vectors.iter().map(|v| v.map(|v| number_id[&v])).collect();
    let class_of = |prefix: usize, suffix: usize| class_at[prefix + prefixes * suffix];
    let tiles = |index: usize, ranks: usize| -> usize {
        digits(index, ranks).iter().map(|&c| usize::from(c)).sum()
    };

    // Prefix classes, in order of first appearance.
    let mut prefix_class = vec![usize::MAX; prefixes];
    let mut prefix_reps: Vec<usize> = Vec::new();
    let mut prefix_seen: BTreeMap<(usize, Vec<Option<usize>>), usize> = BTreeMap::new();
    for prefix in 0..prefixes {
        let count = tiles(prefix, PREFIX_RANKS);
        if count > 14 {
            continue;
        }
        let signature = (0..suffixes).map(|s| class_of(prefix, s)).collect();
        let next = prefix_reps.len();
        let id = *prefix_seen.entry((count, signature)).or_insert(next);
        if id == next {
            prefix_reps.push(prefix);
        }
        prefix_class[prefix] = id;
    }

    // Suffix classes, sorted by tile count, then first appearance.
    let mut suffix_seen: BTreeMap<(usize, Vec<Option<usize>>), usize> = BTreeMap::new();
    let mut suffix_key = vec![None; suffixes];
    for suffix in 0..suffixes {
        let count = tiles(suffix, SUFFIX_RANKS);
        if count > 14 {
            continue;
        }
        let signature: Vec<Option<usize>> =
            prefix_reps.iter().map(|&p| class_of(p, suffix)).collect();
        let key = (count, signature);
        suffix_seen.entry(key.clone()).or_insert(suffix);
        suffix_key[suffix] = Some(key);
    }
    let mut order: Vec<(usize, usize)> =
        suffix_seen.iter().map(|(k, &first)| (k.0, first)).collect();
    order.sort_unstable();
    let suffix_rep: Vec<usize> = order.iter().map(|&(_, first)| first).collect();
    let suffix_id: BTreeMap<usize, usize> = suffix_rep
        .iter()
        .enumerate()
        .map(|(id, &s)| (s, id))
        .collect();
    let suffix_class: Vec<Option<usize>> = suffix_key
        .iter()
        .map(|key| key.as_ref().map(|k| suffix_id[&suffix_seen[k]]))
        .collect();
    // Columns fitting beside a prefix of `t` tiles: those of at most 14 − t tiles.
    let columns_up_to = |t: usize| order.iter().filter(|&&(count, _)| count <= 14 - t).count();

    let mut row_offset = Vec::with_capacity(prefix_reps.len());
    let mut suit_class: Vec<usize> = Vec::new();
    for &rep in &prefix_reps {
        row_offset.push(suit_class.len());
        for &suffix in suffix_rep
            .iter()
            .take(columns_up_to(tiles(rep, PREFIX_RANKS)))
        {
            suit_class.push(class_of(rep, suffix).expect("fits in 14 tiles"));
        }
    }

    // Honors: the vector depends only on the histogram (checked here).
    let honor_vectors = all_vectors(7, false);
    let (honors, honor_id) = classes(honor_vectors.iter().flatten().copied());
    let mut honor_class = vec![0usize; 1 << 12];
    let mut honor_filled = vec![false; 1 << 12];
    for (index, vector) in honor_vectors.iter().enumerate() {
        if let Some(vector) = vector {
            let histogram = honor_histogram(&digits(index, 7));
            let id = honor_id[vector];
            assert!(!honor_filled[histogram] || honor_class[histogram] == id);
            honor_filled[histogram] = true;
            honor_class[histogram] = id;
        }
    }

    // Products.
    let (pairs_mp, mp_id) = classes(
        numbers
            .iter()
            .flat_map(|a| numbers.iter().map(|b| product(a, b))),
    );
    let (pairs_sz, sz_id) = classes(
        numbers
            .iter()
            .flat_map(|a| honors.iter().map(|h| product(a, h))),
    );
    assert!(numbers.len() <= NUMBER_PAIR_ROW && honors.len() <= NUMBER_HONOR_ROW);
    let number_pair: Vec<usize> = numbers
        .iter()
        .flat_map(|a| numbers.iter().map(|b| mp_id[&product(a, b)]))
        .collect();
    let number_pair = padded(&number_pair, numbers.len(), NUMBER_PAIR_ROW);
    let number_honor: Vec<usize> = numbers
        .iter()
        .flat_map(|a| honors.iter().map(|h| sz_id[&product(a, h)]))
        .collect();
    let number_honor = padded(&number_honor, honors.len(), NUMBER_HONOR_ROW);
    let distance: Vec<usize> = pairs_mp
        .iter()
        .flat_map(|mp| {
            pairs_sz.iter().map(|sz| {
                let whole = product(mp, sz);
                (1..=4)
                    .map(|melds| {
                        let d = usize::from(whole[melds][1]);
                        assert!(d < 16);
                        d << (4 * (melds - 1))
                    })
                    .sum()
            })
        })
        .collect();
    // Padded to a power-of-two length, so a mask keeps any index in range.
    let distance = padded(
        &distance,
        distance.len(),
        distance.len().next_power_of_two(),
    );
    assert!(numbers.len() <= 256 && honors.len() <= 256);
    assert!(pairs_mp.len() <= 256 && pairs_sz.len() <= 256);

    // Direct tables over the packed bits. Each entry carries its row offset
    // or column at CELL_SHIFT and its ranks' extras below, so that one pair
    // of look-ups gives a number suit's class, its tile count and what the
    // special forms need. Entries of packed values that are not a suit of at
    // most 14 tiles (a count above 4, or too many tiles) stay 0.
    let mut prefix_row = vec![0usize; 1 << (3 * PREFIX_RANKS)];
    for (prefix, &class) in prefix_class.iter().enumerate() {
        if class != usize::MAX {
            let ranks = digits(prefix, PREFIX_RANKS);
            let extras = Extras::of(&ranks, Some(0));
            assert!(row_offset[class] < 1 << (32 - CELL_SHIFT));
            prefix_row[packed(&ranks)] = row_offset[class] << CELL_SHIFT | extras.packed();
        }
    }
    // Ranks 5..=9 all at 4: the largest packed suffix a suit can hold.
    let mut suffix_column = vec![0usize; packed(&[4; SUFFIX_RANKS]) + 1];
    for (suffix, class) in suffix_class.iter().enumerate() {
        if let Some(class) = class {
            let ranks = digits(suffix, SUFFIX_RANKS);
            let extras = Extras::of(&ranks, Some(SUFFIX_RANKS - 1));
            suffix_column[packed(&ranks)] = *class << CELL_SHIFT | extras.packed();
        }
    }
    // No two entries add up past the cell: the offset plus the column is
    // exactly the SUIT_CLASS index (see `Extras`).
    let extras_mask = (1 << CELL_SHIFT) - 1;
    let (row_max, column_max) = (
        prefix_row
            .iter()
            .map(|e| e & extras_mask)
            .max()
            .unwrap_or(0),
        suffix_column
            .iter()
            .map(|e| e & extras_mask)
            .max()
            .unwrap_or(0),
    );
    assert!(row_max + column_max < 1 << CELL_SHIFT);
    // Nor does the sum of a row and a column overflow 32 bits.
    let largest = |table: &[usize]| table.iter().copied().max().unwrap_or(0);
    assert!(largest(&prefix_row) + largest(&suffix_column) < 1 << 32);

    // Honor words and the seven-pairs table (see the module docs).
    let honor_low = honor_words(PREFIX_RANKS);
    let honor_high = honor_words(7 - PREFIX_RANKS);
    let extras_of = |table: &[usize]| {
        table
            .iter()
            .map(|word| word & ((1 << CELL_SHIFT) - 1))
            .max()
            .unwrap_or(0)
    };
    assert!(extras_of(&honor_low) + extras_of(&honor_high) < 1 << CELL_SHIFT);
    let seven_pairs: Vec<usize> = (0..1usize << FIELD_SHIFTS[2])
        .map(|index| {
            let field = |at: usize| index >> FIELD_SHIFTS[at] & ((1 << FIELD_BITS[at]) - 1);
            let (kinds, pairs) = (field(0) as i8, field(1) as i8);
            // Stored as the byte of an i8.
            usize::from((6 - pairs + (7 - kinds).max(0)) as u8)
        })
        .collect();
    // Where a DISTANCE entry keeps the distance of a hand of `n` tiles
    // (`n / 3` melds and a pair, four melds at most; 0 below 3 tiles).
    let meld_shift: Vec<usize> = (0..1usize << FIELD_BITS[2])
        .map(|tiles| 4 * ((tiles / 3).clamp(1, 4) - 1))
        .collect();

    // Useful tiles: the vectors themselves, and the product of the three
    // suits other than one, as a number ⊗ number class (every product of
    // three suits is one of them, checked here).
    let empty_class = class_at[0].expect("the empty suit has a class");
    let packed_numbers: Vec<usize> = numbers.iter().map(|v| pack_lanes(v, false)).collect();
    let packed_honors: Vec<usize> = honors.iter().map(|v| pack_lanes(v, false)).collect();
    let reversed_pairs: Vec<usize> = pairs_mp.iter().map(|v| pack_lanes(v, true)).collect();
    let rest = |vector: Vector| -> usize {
        *mp_id
            .get(&vector)
            .expect("a product of three suits is a number ⊗ number class")
    };
    let number_sz_rest: Vec<usize> = numbers
        .iter()
        .flat_map(|a| pairs_sz.iter().map(move |sz| rest(product(a, sz))))
        .collect();
    let pair_honor_rest: Vec<usize> = pairs_mp
        .iter()
        .flat_map(|mp| honors.iter().map(move |h| rest(product(mp, h))))
        .collect();
    let pair_number_rest: Vec<usize> = pairs_mp
        .iter()
        .flat_map(|mp| numbers.iter().map(move |n| rest(product(mp, n))))
        .collect();
    // Bit 2m + p is set when the class's D[m][p] is 0: a suit of exactly
    // 3m + 2p tiles in this class splits into m melds and p pairs.
    let number_complete: Vec<usize> = numbers
        .iter()
        .map(|vector| {
            let mut mask = 0;
            for (melds, row) in vector.iter().enumerate() {
                for (pairs, &distance) in row.iter().enumerate() {
                    if distance == 0 {
                        mask |= 1 << (2 * melds + pairs);
                    }
                }
            }
            mask
        })
        .collect();

    let mut out = String::new();
    out.push_str(
        "// @generated by xtask/src/bin/gen_tables.rs; do not edit.\n\
         // Regenerate: cargo run --release -p xtask --bin gen_tables\n\
         // See that file for what each table means.\n\n",
    );
    let _ = writeln!(out, "/// Distinct distance vectors of number suits.");
    let _ = writeln!(
        out,
        "pub(crate) const NUMBER_CLASSES: usize = {};",
        numbers.len()
    );
    let _ = writeln!(out, "/// Distinct distance vectors of honor suits.");
    let _ = writeln!(
        out,
        "pub(crate) const HONOR_CLASSES: usize = {};",
        honors.len()
    );
    let _ = writeln!(out, "/// Distinct products number ⊗ honor suit.");
    let _ = writeln!(
        out,
        "pub(crate) const NUMBER_HONOR_CLASSES: usize = {};",
        pairs_sz.len()
    );
    let _ = writeln!(
        out,
        "/// Distinct products number ⊗ number suit: {}.",
        pairs_mp.len()
    );
    let _ = writeln!(
        out,
        "pub(crate) const NUMBER_PAIR_CLASSES: usize = {};\n",
        pairs_mp.len()
    );
    let _ = writeln!(
        out,
        "/// Row length of NUMBER_PAIR.\n\
         pub(crate) const NUMBER_PAIR_ROW: usize = {NUMBER_PAIR_ROW};\n\
         /// Row length of NUMBER_HONOR.\n\
         pub(crate) const NUMBER_HONOR_ROW: usize = {NUMBER_HONOR_ROW};\n"
    );
    let _ = writeln!(
        out,
        "/// Bit at which PREFIX_ROW and SUFFIX_COLUMN entries keep the row\n\
         /// offset and the column; below it, their ranks' counts.\n\
         pub(crate) const CELL_SHIFT: u32 = {CELL_SHIFT};\n\
         /// Bit at which an honor word keeps the count histogram.\n\
         pub(crate) const HISTOGRAM_SHIFT: u32 = {HISTOGRAM_SHIFT};"
    );
    let names = ["KINDS", "PAIRS", "TILES", "TERMINALS"];
    let meanings = [
        "kinds held",
        "kinds held at least twice",
        "tiles",
        "terminal kinds held",
    ];
    for (((name, meaning), shift), bits) in
        names.iter().zip(meanings).zip(FIELD_SHIFTS).zip(FIELD_BITS)
    {
        let _ = writeln!(
            out,
            "/// Bit at which an entry's count of {meaning} starts, and its width.\n\
             pub(crate) const {name}_SHIFT: u32 = {shift};\n\
             pub(crate) const {name}_BITS: u32 = {bits};"
        );
    }
    out.push('\n');
    combined(
        &mut out,
        "CELL_WORDS",
        "u32",
        // As many entries as a packed suffix (15 bits) can reach, so that
        // any suffix indexes the array without a check.
        1 << 15,
        &[
            (
                "SUFFIX_COLUMN",
                &suffix_column,
                "Column in a SUIT_CLASS row (at CELL_SHIFT) and the counts of ranks\n/// 5..=9, by the packed ranks 5..=9.",
            ),
            (
                "PREFIX_ROW",
                &prefix_row,
                "Row offset into SUIT_CLASS (at CELL_SHIFT) and the counts of ranks\n/// 1..=4, by the packed ranks 1..=4.",
            ),
            (
                "HONOR_LOW_WORD",
                &honor_low,
                "Honor words (histogram at HISTOGRAM_SHIFT, counts below CELL_SHIFT)\n/// of honor ranks 1..=4, by their packed counts.",
            ),
            (
                "HONOR_HIGH_WORD",
                &honor_high,
                "Honor words of honor ranks 5..=7, by their packed counts.",
            ),
        ],
        "The 32-bit look-ups, one after another (one base address for all), in\n/// as many entries as a packed suffix can reach (2^15): SUFFIX_COLUMN starts\n/// it, so ranks 5..=9 index it with no check.",
    );
    combined(
        &mut out,
        "CLASS_BYTES",
        "u8",
        1 << (32 - CELL_SHIFT),
        &[
            (
                "SUIT_CLASS",
                &suit_class,
                "Number-suit vector class, by row + column.",
            ),
            (
                "HONOR_CLASS",
                &honor_class,
                "Honor-suit vector class, by histogram.",
            ),
            (
                "NUMBER_PAIR",
                &number_pair,
                "Class of a ⊗ b, at a * NUMBER_PAIR_ROW + b.",
            ),
            (
                "NUMBER_HONOR",
                &number_honor,
                "Class of a ⊗ h, at a * NUMBER_HONOR_ROW + h.",
            ),
            (
                "SEVEN_PAIRS",
                &seven_pairs,
                "Seven-pairs shanten (an i8) by kinds held and kinds held twice,\n/// the counts below TILES_SHIFT.",
            ),
            (
                "MELD_SHIFT",
                &meld_shift,
                "Shift of the distance in a DISTANCE entry, by the hand's tile count.",
            ),
            (
                "NUMBER_SZ_REST",
                &number_sz_rest,
                "Number ⊗ number class of a ⊗ sz, at a * NUMBER_HONOR_CLASSES + sz.",
            ),
        ],
        "The byte look-ups, one after another, in as many entries as a cell\n/// index can reach (2^(32 − CELL_SHIFT)): SUIT_CLASS starts it, so a cell\n/// indexes it with no check.",
    );
    array(
        &mut out,
        "DISTANCE",
        "u16",
        &distance,
        "Distances for 1..=4 melds (4 bits each), at mp * NUMBER_HONOR_CLASSES + sz.",
    );
    array(
        &mut out,
        "NUMBER_COMPLETE",
        "u16",
        &number_complete,
        "Per number class, bit 2m + p set when m melds and p pairs need no tile.",
    );
    let _ = writeln!(out, "/// Class of the empty number suit.");
    let _ = writeln!(
        out,
        "pub(crate) const EMPTY_NUMBER_CLASS: usize = {empty_class};\n"
    );
    array(
        &mut out,
        "NUMBER_VECTOR",
        "u64",
        &packed_numbers,
        "Number-class vectors, D[m][p] in the 6-bit lane 2m + p.",
    );
    array(
        &mut out,
        "HONOR_VECTOR",
        "u64",
        &packed_honors,
        "Honor-class vectors, D[m][p] in the 6-bit lane 2m + p.",
    );
    array(
        &mut out,
        "PAIR_VECTOR_REVERSED",
        "u64",
        &reversed_pairs,
        "Number ⊗ number class vectors, D[m][p] in the 6-bit lane 9 − (2m + p).",
    );
    array(
        &mut out,
        "PAIR_HONOR_REST",
        "u8",
        &pair_honor_rest,
        "Number ⊗ number class of mp ⊗ h, at mp * HONOR_CLASSES + h.",
    );
    array(
        &mut out,
        "PAIR_NUMBER_REST",
        "u8",
        &pair_number_rest,
        "Number ⊗ number class of mp ⊗ a, at mp * NUMBER_CLASSES + a.",
    );
    out
}

/// `values`, rows of `row` entries, with each row padded to `stride`
/// entries with zeros: a row and a column then index it by a shift and an
/// add.
fn padded(values: &[usize], row: usize, stride: usize) -> Vec<usize> {
    let mut out = Vec::new();
    for chunk in values.chunks(row) {
        out.extend_from_slice(chunk);
        out.resize(out.len() + stride - chunk.len(), 0);
    }
    out
}

/// Honor words of `fields` honor ranks, by their packed counts (3 bits a
/// rank): the count histogram (kinds held at least 1, 2, 3 and 4 times,
/// 3 bits each) at `HISTOGRAM_SHIFT`, and below `CELL_SHIFT` the
/// [`Extras`] a number suit's cell holds, every honor being a terminal
/// kind. Words of disjoint ranks add up to the words of their union (each
/// histogram count stays below 8). Packed values that are not counts of at
/// most 4 and 14 tiles get 0.
fn honor_words(fields: usize) -> Vec<usize> {
    (0..1usize << (3 * fields))
        .map(|value| {
            let counts: Vec<u8> = (0..fields)
                .map(|f| (value >> (3 * f) & 0b111) as u8)
                .collect();
            let tiles: usize = counts.iter().map(|&c| usize::from(c)).sum();
            if counts.iter().any(|&c| c > 4) || tiles > 14 {
                return 0;
            }
            let held = |count: u8| counts.iter().filter(|&&c| c >= count).count();
            let extras = Extras {
                kinds: held(1),
                pairs: held(2),
                tiles,
                terminals: held(1),
            };
            honor_histogram(&counts) << HISTOGRAM_SHIFT | extras.packed()
        })
        .collect()
}

/// Emits `parts` one after another in one static array `name` of `len`
/// entries (zeros after them), each part as a constant view into it, and
/// where it starts (`{part}_AT`). Look-ups into one array share one base
/// address, and an index within the array's length needs no check,
/// wherever it points.
fn combined(
    out: &mut String,
    name: &str,
    ty: &str,
    len: usize,
    parts: &[(&str, &[usize], &str)],
    doc: &str,
) {
    let mut values = Vec::with_capacity(len);
    let mut views = String::new();
    for &(part, part_values, part_doc) in parts {
        let _ = writeln!(
            views,
            "/// {part_doc}\n\
             pub(crate) const {part}: &[{ty}; {}] = super::view::view(&{name}, {part}_AT);\n\
             /// Where {part} starts in {name}.\n\
             pub(crate) const {part}_AT: usize = {};",
            part_values.len(),
            values.len()
        );
        values.extend_from_slice(part_values);
    }
    assert!(values.len() <= len);
    values.resize(len, 0);
    array(out, name, ty, &values, doc);
    out.push_str(&views);
    out.push('\n');
}

/// A vector packed into 6-bit lanes: `D[m][p]` in lane `2m + p`, or in lane
/// `9 − (2m + p)` when `reversed`.
fn pack_lanes(vector: &Vector, reversed: bool) -> usize {
    let mut packed = 0usize;
    for (melds, row) in vector.iter().enumerate() {
        for (pairs, &distance) in row.iter().enumerate() {
            assert!(distance < 32);
            let lane = 2 * melds + pairs;
            let lane = if reversed { 9 - lane } else { lane };
            packed |= usize::from(distance) << (6 * lane);
        }
    }
    packed
}

fn array(out: &mut String, name: &str, ty: &str, values: &[usize], doc: &str) {
    let _ = writeln!(out, "/// {doc}");
    let _ = writeln!(
        out,
        "pub(crate) static {name}: [{ty}; {}] = [",
        values.len()
    );
    for chunk in values.chunks(32) {
        out.push_str("    ");
        for value in chunk {
            let _ = write!(out, "{value},");
        }
        out.push('\n');
    }
    out.push_str("];\n\n");
}

fn main() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../src/tables/data.rs");
    let text = generate();
    std::fs::write(path, &text).expect("write src/tables/data.rs");
    println!("wrote {path} ({} bytes of source)", text.len());
}
