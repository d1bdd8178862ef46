//! The regular form from the shanten tables, for hands whose every kind can
//! still be drawn up to four copies (the standard definitions).
//!
//! A suit's vector comes from its class; the vector after drawing rank `r`
//! comes from the class of the suit with one more tile at `r`: one look-up in
//! the prefix or the suffix table (the other half is unchanged) and one in
//! the class matrix. The product of the other three suits comes from the
//! rest tables.

use super::lanes::{self, INF};
use crate::context::Players;
use crate::suit::{HONOR_FIELDS, LOW_BITS, TERMINAL_FIELDS, field_sum, gather_ranks};
use crate::tables::cell::cell_class;
use crate::tables::data::{
    DISTANCE, EMPTY_NUMBER_CLASS, HONOR_CLASS, HONOR_CLASSES, HONOR_VECTOR, NUMBER_CLASSES,
    NUMBER_HONOR, NUMBER_HONOR_CLASSES, NUMBER_HONOR_ROW, NUMBER_PAIR, NUMBER_PAIR_ROW,
    NUMBER_SZ_REST, NUMBER_VECTOR, PAIR_HONOR_REST, PAIR_NUMBER_REST, PAIR_VECTOR_REVERSED,
    PREFIX_ROW, SUFFIX_COLUMN,
};

/// A number suit's row and column in the class matrix.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cell {
    row: u32,
    column: u32,
}

impl Cell {
    /// The cell of the packed number suit `raw`.
    #[inline(always)]
    pub(crate) fn of(raw: u32) -> Cell {
        let row = PREFIX_ROW
            .get((raw & 0o7777) as usize)
            .copied()
            .unwrap_or(0);
        let column = SUFFIX_COLUMN
            .get((raw >> 12 & 0o77777) as usize)
            .copied()
            .unwrap_or(0);
        Cell { row, column }
    }

    /// The class at this cell.
    #[inline(always)]
    pub(crate) fn class(self) -> usize {
        // Row and column entries carry their ranks' counts below the offset
        // and the column; their sum is the cell (see the tables).
        cell_class(self.row.wrapping_add(self.column))
    }
}

/// The packed vector of a number class.
#[inline(always)]
pub(crate) fn number_vector(class: usize) -> u64 {
    NUMBER_VECTOR.get(class).copied().unwrap_or(0)
}

/// The packed vector of an honor class.
#[inline(always)]
pub(crate) fn honor_vector(class: usize) -> u64 {
    HONOR_VECTOR.get(class).copied().unwrap_or(0)
}

/// The cell of the number suit `raw` (whose cell is `cell`) with one more
/// tile at `rank`: only the half holding the rank changes.
#[inline(always)]
fn drawn_cell(raw: u32, cell: Cell, rank: u32) -> Cell {
    let shift = 3 * rank;
    if rank < 4 {
        let row = PREFIX_ROW
            .get(((raw & 0o7777) + (1 << shift)) as usize)
            .copied()
            .unwrap_or(0);
        Cell {
            row,
            column: cell.column,
        }
    } else {
        let column = SUFFIX_COLUMN
            .get(((raw >> 12 & 0o77777) + (1 << (shift - 12))) as usize)
            .copied()
            .unwrap_or(0);
        Cell {
            row: cell.row,
            column,
        }
    }
}

/// For each rank of the number suit `raw` (cell `cell`, vector `vector`),
/// the lanes that drawing it lowers; 0 for a rank already held four times.
///
/// A rank with no tile held within two ranks of it is *far*: a tile drawn
/// there can only join blocks made of drawn tiles, and any such block can
/// be moved onto any other far rank at the same cost. So every far rank
/// lowers the same lanes, and one look-up serves them all.
#[inline(always)]
pub(crate) fn number_drops(raw: u32, cell: Cell, vector: u64) -> [u64; 9] {
    let held = gather_ranks(crate::suit::held_fields(raw));
    let near = (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1ff;
    let four = gather_ranks(raw >> 2);
    let mut drops = [0u64; 9];
    let far = !near & 0x1ff;
    let far_drop = if far == 0 {
        0
    } else {
        vector - number_vector(drawn_cell(raw, cell, far.trailing_zeros()).class())
    };
    for (rank, drop) in drops.iter_mut().enumerate() {
        let bit = 1 << rank;
        if far & bit != 0 {
            *drop = far_drop;
        } else if four & bit == 0 {
            *drop = vector - number_vector(drawn_cell(raw, cell, rank as u32).class());
        }
    }
    drops
}

/// The ranks among `drops` that lower a lane flagged in `tight`.
#[inline(always)]
pub(crate) fn useful_ranks(drops: &[u64; 9], tight: u64) -> u32 {
    let mut ranks = 0;
    for (rank, &drop) in drops.iter().enumerate() {
        ranks |= u32::from(drop & tight != 0) << rank;
    }
    ranks
}

/// The honor suit, and in three-player mahjong 1m and 9m with it: kinds
/// that only form triplets and pairs, whose vector depends on how many kinds
/// are held at least 1, 2, 3 and 4 times.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Honors {
    /// How many kinds are held at least 1, 2, 3 and 4 times.
    at_least: [u32; 4],
    /// Per count 0..=3, the honor ranks held that many times.
    honors_by_count: [u32; 4],
    /// Per count 0..=3, the man ranks (0 and 8 only, in three-player
    /// mahjong) held that many times.
    man_by_count: [u32; 4],
}

/// How many kinds of `raw` are held at least 1, 2, 3 and 4 times (SWAR
/// field sums of one-bit flags).
#[inline(always)]
fn at_least_counts(raw: u32) -> [u32; 4] {
    let bit0 = raw & LOW_BITS;
    let bit1 = raw >> 1 & LOW_BITS;
    let bit2 = raw >> 2 & LOW_BITS;
    [
        field_sum(bit0 | bit1 | bit2),
        field_sum(bit1 | bit2),
        field_sum((bit0 & bit1) | bit2),
        field_sum(bit2),
    ]
}

/// Per count 0..=3, the rank fields of `raw` (within `fields`) holding it.
#[inline(always)]
fn fields_by_count(raw: u32, fields: u32) -> [u32; 4] {
    let bit0 = raw & LOW_BITS;
    let bit1 = raw >> 1 & LOW_BITS;
    let bit2 = raw >> 2 & LOW_BITS;
    [
        !(bit0 | bit1 | bit2) & fields,
        bit0 & !bit1 & !bit2 & fields,
        !bit0 & bit1 & !bit2 & fields,
        bit0 & bit1 & !bit2 & fields,
    ]
}

impl Honors {
    /// The honor suit `honor`, with the man suit `man` joining it when three
    /// players play.
    #[inline(always)]
    pub(crate) fn new(honor: u32, man: u32, players: Players) -> Honors {
        let man = match players {
            Players::Four => 0,
            Players::Three => man & (TERMINAL_FIELDS * 0b111),
        };
        let honors_by_count = fields_by_count(honor, HONOR_FIELDS);
        let man_by_count = match players {
            Players::Four => [0; 4],
            Players::Three => fields_by_count(man, TERMINAL_FIELDS),
        };
        let (honor_counts, man_counts) = (at_least_counts(honor), at_least_counts(man));
        let mut at_least = [0u32; 4];
        for ((slot, honor), man) in at_least.iter_mut().zip(honor_counts).zip(man_counts) {
            *slot = honor + man;
        }
        Honors {
            at_least,
            honors_by_count,
            man_by_count,
        }
    }

    /// The histogram index, with `bump` (0..=3, or 4 for none) kinds of
    /// that count moved one count up. Kinds held at least once are capped
    /// at 7: the vector only depends on the five largest counts.
    #[inline(always)]
    fn index(&self, bump: usize) -> usize {
        let mut at_least = self.at_least;
        if let Some(slot) = at_least.get_mut(bump) {
            *slot += 1;
        }
        let [one, two, three, four] = at_least;
        (one.min(7) | two << 3 | three << 6 | four << 9) as usize
    }

    /// The class of this suit, or of it with one tile more on a kind held
    /// `bump` times.
    #[inline(always)]
    fn class(&self, bump: usize) -> usize {
        usize::from(HONOR_CLASS.get(self.index(bump)).copied().unwrap_or(0))
    }

    /// The suit's class.
    #[inline(always)]
    pub(crate) fn base_class(&self) -> usize {
        self.class(4)
    }

    /// Per count 0..=3, the lanes that drawing a kind held that many times
    /// lowers (0 when no kind is held that many times).
    #[inline(always)]
    pub(crate) fn drops(&self, vector: u64) -> [u64; 4] {
        let mut drops = [0u64; 4];
        for (count, drop) in drops.iter_mut().enumerate() {
            let held = self.honors_by_count.get(count).copied().unwrap_or(0)
                | self.man_by_count.get(count).copied().unwrap_or(0);
            if held != 0 {
                *drop = vector - honor_vector(self.class(count));
            }
        }
        drops
    }

    /// The kinds (as tile-set bits) whose draw lowers a lane in `tight`.
    #[inline(always)]
    pub(crate) fn useful(&self, drops: &[u64; 4], tight: u64) -> u64 {
        let mut useful = 0u64;
        for (count, &drop) in drops.iter().enumerate() {
            if drop & tight != 0 {
                let honors = self.honors_by_count.get(count).copied().unwrap_or(0);
                let man = self.man_by_count.get(count).copied().unwrap_or(0);
                useful |= u64::from(gather_ranks(honors)) << 27 | u64::from(gather_ranks(man));
            }
        }
        useful
    }
}

/// The distance of a hand whose m ⊗ p and s ⊗ z classes are given, for
/// `melds` (1..=4) melds and a pair.
#[inline(always)]
fn pair_distance(man_pin: usize, sou_honor: usize, melds: u32) -> u64 {
    let packed = DISTANCE
        .get(man_pin * NUMBER_HONOR_CLASSES + sou_honor)
        .copied()
        .unwrap_or(0);
    u64::from(packed >> (4 * (melds.clamp(1, 4) - 1)) & 0xf)
}

/// The four suits' classes and what the product tables say about them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Classes {
    /// Man (the empty class in three-player mahjong), pin, sou.
    pub(crate) numbers: [usize; 3],
    /// The honor suit (with 1m and 9m in three-player mahjong).
    pub(crate) honor: usize,
}

impl Classes {
    /// The four slots' vectors.
    #[inline(always)]
    fn vectors(&self) -> [u64; 4] {
        let [man, pin, sou] = self.numbers;
        [
            number_vector(man),
            number_vector(pin),
            number_vector(sou),
            honor_vector(self.honor),
        ]
    }

    /// m ⊗ p and s ⊗ z.
    #[inline(always)]
    fn pairs(&self) -> (usize, usize) {
        let [man, pin, sou] = self.numbers;
        let man_pin = NUMBER_PAIR
            .get(man * NUMBER_PAIR_ROW + pin)
            .copied()
            .unwrap_or(0);
        let sou_honor = NUMBER_HONOR
            .get(sou * NUMBER_HONOR_ROW + self.honor)
            .copied()
            .unwrap_or(0);
        (usize::from(man_pin), usize::from(sou_honor))
    }

    /// The hand's distance for `melds` (1..=4) melds and a pair, and per
    /// suit (m, p, s, z) the tight lanes: where the suit's vector plus the
    /// product of the other three suits equals that distance.
    #[inline(always)]
    pub(crate) fn tight(&self, melds: u32) -> (u64, [u64; 4]) {
        let (man_pin, sou_honor) = self.pairs();
        let distance = pair_distance(man_pin, sou_honor, melds);
        let [man, pin, sou] = self.numbers;
        let rest = |class: Option<&u8>| {
            PAIR_VECTOR_REVERSED
                .get(usize::from(class.copied().unwrap_or(0)))
                .copied()
                .unwrap_or(0)
        };
        let rests = [
            rest(NUMBER_SZ_REST.get(pin * NUMBER_HONOR_CLASSES + sou_honor)),
            rest(NUMBER_SZ_REST.get(man * NUMBER_HONOR_CLASSES + sou_honor)),
            rest(PAIR_HONOR_REST.get(man_pin * HONOR_CLASSES + self.honor)),
            rest(PAIR_NUMBER_REST.get(man_pin * NUMBER_CLASSES + sou)),
        ];
        let vectors = self.vectors();
        let mut tight = [0u64; 4];
        for ((slot, vector), rest) in tight.iter_mut().zip(vectors).zip(rests) {
            *slot = lanes::tight(vector, rest, melds, distance);
        }
        (distance, tight)
    }
}

/// The classes of a hand's four suits (1m and 9m join the honors for three
/// players), with the honor-like suit's histogram.
#[inline(always)]
fn classes(suits: &[u32; 4], players: Players) -> ([Cell; 3], Honors, Classes) {
    let [man, pin, sou, honor] = *suits;
    let honors = Honors::new(honor, man, players);
    let cells = [Cell::of(man), Cell::of(pin), Cell::of(sou)];
    let man_class = match players {
        Players::Four => cells[0].class(),
        Players::Three => EMPTY_NUMBER_CLASS,
    };
    let classes = Classes {
        numbers: [man_class, cells[1].class(), cells[2].class()],
        honor: honors.base_class(),
    };
    (cells, honors, classes)
}

/// The regular form's distance (shanten + 1) of a hand of `3·melds + 1` or
/// `3·melds + 2` tiles, every kind available up to four copies.
#[inline]
pub(crate) fn distance(suits: &[u32; 4], melds: u32, players: Players) -> u64 {
    if melds == 0 {
        let pair = suits
            .iter()
            .any(|&raw| crate::suit::pair_or_more_fields(raw) != 0);
        return u64::from(!pair);
    }
    let (_, _, classes) = classes(suits, players);
    let (man_pin, sou_honor) = classes.pairs();
    pair_distance(man_pin, sou_honor, melds)
}

/// What the tables say about the regular form of a `3N + 1` hand.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Outcome {
    /// Tiles to draw for a complete hand (shanten + 1).
    pub(crate) distance: u64,
    /// The useful kinds, as tile-set bits.
    pub(crate) useful: u64,
    /// Per slot (m, p, s, honor-like), its vector.
    pub(crate) vectors: [u64; 4],
    /// Per slot, its tight lanes.
    pub(crate) tight: [u64; 4],
}

/// The useful kinds of a hand whose classes, cells and tight lanes are
/// known; `drops_of(slot)` gives the per-rank drops of number slot `slot`
/// (called only for slots whose tight lanes can drop).
#[inline(always)]
fn useful_kinds(
    classes: &Classes,
    honors: &Honors,
    tight: &[u64; 4],
    players: Players,
    mut drops_of: impl FnMut(usize, u64) -> [u64; 9],
) -> u64 {
    let mut useful = 0u64;
    let first = match players {
        Players::Four => 0,
        Players::Three => 1,
    };
    for (index, (&class, &tight)) in classes.numbers.iter().zip(tight).enumerate().skip(first) {
        let vector = number_vector(class);
        if tight & lanes::nonzero(vector) == 0 {
            continue;
        }
        let drops = drops_of(index, vector);
        useful |= u64::from(useful_ranks(&drops, tight)) << (9 * index);
    }
    let [_, _, _, honor_tight] = *tight;
    let vector = honor_vector(classes.honor);
    if honor_tight & lanes::nonzero(vector) != 0 {
        useful |= honors.useful(&honors.drops(vector), honor_tight);
    }
    useful
}

/// The regular form's distance (shanten + 1) and useful kinds (tile-set
/// bits) of a `3N + 1` hand, every kind available up to four copies (2m to
/// 8m never, for three players).
#[inline]
pub(crate) fn regular(suits: &[u32; 4], melds: u32, players: Players) -> Outcome {
    if melds == 0 {
        // One tile: it waits on itself.
        let mut useful = 0u64;
        for (index, &raw) in suits.iter().enumerate() {
            useful |= u64::from(gather_ranks(crate::suit::held_fields(raw))) << (9 * index);
        }
        return Outcome {
            distance: 1,
            useful,
            vectors: [0; 4],
            tight: [0; 4],
        };
    }
    let (cells, honors, classes) = classes(suits, players);
    let (distance, tight) = classes.tight(melds);
    let useful = useful_kinds(&classes, &honors, &tight, players, |index, vector| {
        match (suits.get(index), cells.get(index)) {
            (Some(&raw), Some(&cell)) => number_drops(raw, cell, vector),
            _ => [0; 9],
        }
    });
    debug_assert!(distance < INF);
    Outcome {
        distance,
        useful,
        vectors: classes.vectors(),
        tight,
    }
}

/// The rows and columns of a number suit with one more tile at each rank:
/// a rank in the prefix changes the row only, one in the suffix the column
/// only. A discard table row that removes a tile from the other half keeps
/// them.
#[derive(Clone, Copy, Debug, Default)]
struct Neighbours {
    rows: [u32; 4],
    columns: [u32; 5],
}

impl Neighbours {
    fn of(raw: u32) -> Neighbours {
        let prefix = raw & 0o7777;
        let suffix = raw >> 12 & 0o77777;
        let mut result = Neighbours::default();
        for (rank, row) in result.rows.iter_mut().enumerate() {
            *row = PREFIX_ROW
                .get((prefix + (1 << (3 * rank))) as usize)
                .copied()
                .unwrap_or(0);
        }
        for (rank, column) in result.columns.iter_mut().enumerate() {
            *column = SUFFIX_COLUMN
                .get((suffix + (1 << (3 * rank))) as usize)
                .copied()
                .unwrap_or(0);
        }
        result
    }
}

/// One row of a discard table: the tables' outcome for the hand without
/// one tile (every kind available up to four copies).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Throw {
    /// The tile index thrown.
    pub(crate) tile: u8,
    /// The regular form of the hand left.
    pub(crate) outcome: Outcome,
}

impl Default for Throw {
    fn default() -> Self {
        Throw {
            tile: 0,
            outcome: Outcome {
                distance: 0,
                useful: 0,
                vectors: [0; 4],
                tight: [0; 4],
            },
        }
    }
}

/// The ranks of a number suit that lower a lane in `tight`: [`number_drops`]
/// and [`useful_ranks`] in one pass, reading the half of the neighbours a
/// throw from the other half left unchanged from `full`.
#[inline(always)]
fn fresh_useful_ranks(
    raw: u32,
    cell: Cell,
    vector: u64,
    tight: u64,
    full: &Neighbours,
    thrown: u32,
    full_vector: u64,
) -> u32 {
    let held = gather_ranks(crate::suit::held_fields(raw));
    let near = (held | held << 1 | held << 2 | held >> 1 | held >> 2) & 0x1ff;
    let four = gather_ranks(raw >> 2);
    let far = !near & 0x1ff;
    let lowers = |drawn: Cell| (vector - number_vector(drawn.class())) & tight != 0;
    // Drawing the thrown rank back gives the full suit, whose vector is known.
    let back = u32::from((vector - full_vector) & tight != 0) << thrown;
    // Rows of the prefix ranks drawn, columns of the suffix ranks drawn.
    let rows: [u32; 4] = if thrown >= 4 {
        full.rows
    } else {
        let prefix = raw & 0o7777;
        core::array::from_fn(|rank| {
            PREFIX_ROW
                .get((prefix + (1 << (3 * rank))) as usize)
                .copied()
                .unwrap_or(0)
        })
    };
    let columns: [u32; 5] = if thrown < 4 {
        full.columns
    } else {
        let suffix = raw >> 12 & 0o77777;
        core::array::from_fn(|rank| {
            SUFFIX_COLUMN
                .get((suffix + (1 << (3 * rank))) as usize)
                .copied()
                .unwrap_or(0)
        })
    };
    let candidates = near & !four & !(1 << thrown);
    let mut ranks = back;
    for (rank, &row) in rows.iter().enumerate() {
        if candidates >> rank & 1 == 1 {
            let drawn = Cell {
                row,
                column: cell.column,
            };
            ranks |= u32::from(lowers(drawn)) << rank;
        }
    }
    for (rank, &column) in columns.iter().enumerate() {
        if candidates >> (rank + 4) & 1 == 1 {
            let drawn = Cell {
                row: cell.row,
                column,
            };
            ranks |= u32::from(lowers(drawn)) << (rank + 4);
        }
    }
    if far != 0 {
        let rank = far.trailing_zeros() as usize;
        let drawn = match rank.checked_sub(4) {
            None => Cell {
                row: rows.get(rank).copied().unwrap_or(0),
                column: cell.column,
            },
            Some(rank) => Cell {
                row: cell.row,
                column: columns.get(rank).copied().unwrap_or(0),
            },
        };
        if lowers(drawn) {
            ranks |= far;
        }
    }
    ranks
}

/// The rows of a discard table from the tables (every kind available up to
/// four copies), in hand order, into `rows`; returns how many.
///
/// Everything about the suits a tile does not come from is worked out once:
/// their drops (with their union, for a quick rejection) and the neighbours
/// of each number suit. A row then costs the thrown suit's new class, the
/// distance, three rests, and the thrown suit's drops, half of whose
/// neighbours are shared.
pub(crate) fn throws(
    suits: &[u32; 4],
    melds: u32,
    players: Players,
    rows: &mut [Throw; 14],
) -> usize {
    let mut len = 0usize;
    let mut push = |throw: Throw| {
        if let Some(slot) = rows.get_mut(len) {
            *slot = throw;
            len += 1;
        }
    };
    if melds == 0 {
        for (slot, &raw) in suits.iter().enumerate() {
            let mut rest = crate::suit::held_fields(raw);
            while rest != 0 {
                let rank = rest.trailing_zeros() / 3;
                rest &= rest - 1;
                let mut after = *suits;
                if let Some(suit) = after.get_mut(slot) {
                    *suit -= 1 << (3 * rank);
                }
                push(Throw {
                    tile: (9 * slot as u32 + rank) as u8,
                    outcome: regular(&after, 0, players),
                });
            }
        }
        return len;
    }
    let (cells, honors, classes) = classes(suits, players);
    let [_, _, _, v3] = classes.vectors();
    let (man_pin, sou_honor) = classes.pairs();
    let counts = suits.map(|raw| crate::hand::PackedSuit::from_raw_unchecked(raw).tile_count());
    let three = players == Players::Three;
    // What rows thrown from another suit reuse: each suit's drops, and
    // their union for a quick rejection.
    let drops_of = |index: usize| -> ([u64; 9], u64) {
        let (Some(&raw), Some(&cell), Some(&count)) =
            (suits.get(index), cells.get(index), counts.get(index))
        else {
            return ([0; 9], 0);
        };
        if count > 13 || (three && index == 0) {
            return ([0; 9], 0);
        }
        let drops = number_drops(raw, cell, number_vector(cell.class()));
        let union = drops.iter().fold(0, |union, &drop| union | drop);
        (drops, union)
    };
    let drops = [drops_of(0), drops_of(1), drops_of(2)];
    let honor_drops = honors.drops(v3);
    let neighbours = [
        Neighbours::of(suits[0]),
        Neighbours::of(suits[1]),
        Neighbours::of(suits[2]),
    ];
    let [c0, c1, c2] = classes.numbers;
    let z = classes.honor;
    let rest = |table: &[u8], index: usize| -> u64 {
        let class = table.get(index).copied().unwrap_or(0);
        PAIR_VECTOR_REVERSED
            .get(usize::from(class))
            .copied()
            .unwrap_or(0)
    };
    for (slot, &raw) in suits.iter().enumerate() {
        let honor_like = slot == 3 || (slot == 0 && three);
        let mut rest_fields = crate::suit::held_fields(raw);
        while rest_fields != 0 {
            let rank = rest_fields.trailing_zeros() / 3;
            rest_fields &= rest_fields - 1;
            let tile = (9 * slot as u32 + rank) as u8;
            let after = raw - (1 << (3 * rank));
            // The thrown suit's new class and the product classes.
            let mut numbers = [c0, c1, c2];
            let mut honor = z;
            let mut row_honors = honors;
            let mut cell = Cell { row: 0, column: 0 };
            if honor_like {
                row_honors = if slot == 3 {
                    Honors::new(after, suits[0], players)
                } else {
                    Honors::new(suits[3], after, players)
                };
                honor = row_honors.base_class();
            } else if let (Some(&full), Some(number)) = (cells.get(slot), numbers.get_mut(slot)) {
                cell = if rank < 4 {
                    Cell {
                        row: PREFIX_ROW
                            .get((after & 0o7777) as usize)
                            .copied()
                            .unwrap_or(0),
                        column: full.column,
                    }
                } else {
                    Cell {
                        row: full.row,
                        column: SUFFIX_COLUMN
                            .get((after >> 12 & 0o77777) as usize)
                            .copied()
                            .unwrap_or(0),
                    }
                };
                *number = cell.class();
            }
            let [n0, n1, n2] = numbers;
            let (mp, sz) = match slot {
                0 | 1 if !honor_like => (
                    usize::from(
                        NUMBER_PAIR
                            .get(n0 * NUMBER_PAIR_ROW + n1)
                            .copied()
                            .unwrap_or(0),
                    ),
                    sou_honor,
                ),
                _ => (
                    man_pin,
                    usize::from(
                        NUMBER_HONOR
                            .get(n2 * NUMBER_HONOR_ROW + honor)
                            .copied()
                            .unwrap_or(0),
                    ),
                ),
            };
            let distance = pair_distance(mp, sz, melds);
            let vectors = [
                number_vector(n0),
                number_vector(n1),
                number_vector(n2),
                honor_vector(honor),
            ];
            let rests = [
                rest(NUMBER_SZ_REST, n1 * NUMBER_HONOR_CLASSES + sz),
                rest(NUMBER_SZ_REST, n0 * NUMBER_HONOR_CLASSES + sz),
                rest(&PAIR_HONOR_REST, mp * HONOR_CLASSES + honor),
                rest(&PAIR_NUMBER_REST, mp * NUMBER_CLASSES + n2),
            ];
            let tightness = lanes::Tightness::new(melds, distance);
            let mut useful = 0u64;
            let mut tights = [0u64; 4];
            let first = usize::from(three);
            for index in first..3 {
                let (Some(&vector), Some(&rest_vector), Some((kept, union))) =
                    (vectors.get(index), rests.get(index), drops.get(index))
                else {
                    continue;
                };
                let tight = tightness.of(vector, rest_vector);
                if let Some(slot) = tights.get_mut(index) {
                    *slot = tight;
                }
                if tight & lanes::nonzero(vector) == 0 {
                    continue;
                }
                let ranks = if index == slot {
                    let full = neighbours.get(index).copied().unwrap_or_default();
                    let full_vector = cells
                        .get(index)
                        .map_or(0, |cell| number_vector(cell.class()));
                    fresh_useful_ranks(after, cell, vector, tight, &full, rank, full_vector)
                } else if union & tight == 0 {
                    0
                } else {
                    useful_ranks(kept, tight)
                };
                useful |= u64::from(ranks) << (9 * index);
            }
            let [_, _, _, honor_vector] = vectors;
            let [_, _, _, honor_rest] = rests;
            let honor_tight = tightness.of(honor_vector, honor_rest);
            tights[3] = honor_tight;
            if honor_tight & lanes::nonzero(honor_vector) != 0 {
                let drops = if honor_like {
                    row_honors.drops(honor_vector)
                } else {
                    honor_drops
                };
                useful |= row_honors.useful(&drops, honor_tight);
            }
            push(Throw {
                tile,
                outcome: Outcome {
                    distance,
                    useful,
                    vectors,
                    tight: tights,
                },
            });
        }
    }
    len
}
