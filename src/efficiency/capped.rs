//! The regular form when some kind cannot be drawn up to four copies: a
//! copy sits in a declared meld or in the seen tiles, or three players play
//! without it. Each kind then has a cap, the most copies a complete hand
//! aimed at may hold, and a suit whose caps are not all 4 gets its vector
//! from a small dynamic program instead of the tables.
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

#[cfg(not(feature = "tables"))]
use super::compact;
#[cfg(feature = "tables")]
use super::context::FULL_HONOR;
use super::context::{Availability, FULL_NUMBER, Players};
use super::lanes::{self, INF, add_saturating, broadcast, min, shift_melds, shift_pair};
#[cfg(feature = "tables")]
use super::table::{self, Cell, Honors};
#[cfg(feature = "tables")]
use crate::suit::TERMINAL_FIELDS;

/// One suit's share of the regular form: its vector and, per kind that can
/// still be drawn, the lanes the draw lowers.
#[derive(Clone, Copy, Debug)]
pub(super) struct Part {
    /// The distance vector.
    pub(super) vector: u64,
    /// Per slot, the lanes lowered by drawing the kind `tiles[slot]`; 0
    /// for a kind that cannot be drawn.
    pub(super) drops: [u64; 9],
    /// Tile index of each slot.
    pub(super) tiles: [u8; 9],
}

impl Part {
    /// A suit that holds nothing and can receive nothing (the man suit of
    /// three-player mahjong, whose 1m and 9m go with the honors): melds and
    /// pairs there cost what they cost elsewhere from nothing, which never
    /// beats building them in the other suits.
    fn empty_man() -> Part {
        Part {
            vector: full_number_vector(0),
            drops: [0; 9],
            tiles: [0; 9],
        }
    }
}

/// Every lane `INF`.
const ALL_INF: u64 = broadcast(INF) & lanes::valid_lanes(4);
/// Nothing chosen yet: lane (0, 0) costs 0.
const START: u64 = ALL_INF & !63;

/// Vectors per state `3 · (sequences started one rank back) + (two ranks back)`.
type States = [u64; 9];

pub(super) const START_STATES: States = [
    START, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF, ALL_INF,
];

/// One rank of a number suit: `held` tiles there, at most `cap` in the
/// target; sequences may start here when `sequences`.
fn step(states: &States, held: u32, cap: u32, sequences: bool) -> States {
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
pub(super) fn run(mut states: States, counts: &[u32; 9], caps: &[u32; 9], from: usize) -> u64 {
    for rank in from..9 {
        let (Some(&held), Some(&cap)) = (counts.get(rank), caps.get(rank)) else {
            continue;
        };
        states = step(&states, held, cap, rank < 7);
    }
    states[0]
}

/// Nine 3-bit fields as counts.
pub(super) fn unpack(raw: u32) -> [u32; 9] {
    core::array::from_fn(|rank| (raw >> (3 * rank)) & 0b111)
}

/// A number suit under caps, by the dynamic program.
fn capped_number(held: u32, caps: u32, suit: usize) -> Part {
    let counts = unpack(held);
    let caps = unpack(caps);
    let mut forward = [START_STATES; 10];
    for rank in 0..9 {
        let (Some(&held), Some(&cap), Some(&states)) =
            (counts.get(rank), caps.get(rank), forward.get(rank))
        else {
            continue;
        };
        if let Some(slot) = forward.get_mut(rank + 1) {
            *slot = step(&states, held, cap, rank < 7);
        }
    }
    let vector = forward[9][0];
    let mut drops = [0u64; 9];
    for (rank, drop) in drops.iter_mut().enumerate() {
        let (Some(&held), Some(&cap), Some(states)) =
            (counts.get(rank), caps.get(rank), forward.get(rank))
        else {
            continue;
        };
        if held < cap {
            let drawn = step(states, held + 1, cap, rank < 7);
            *drop = vector - run(drawn, &counts, &caps, rank + 1);
        }
    }
    Part {
        vector,
        drops,
        tiles: core::array::from_fn(|rank| (9 * suit + rank) as u8),
    }
}

/// The vector of a number suit whose every cap is 4: from the tables, or
/// by the program without them.
#[inline]
fn full_number_vector(held: u32) -> u64 {
    #[cfg(feature = "tables")]
    return table::number_vector(Cell::of(held).class());
    #[cfg(not(feature = "tables"))]
    return compact::number_vector(held);
}

/// A number suit: from the tables when every cap is 4, else by the program.
#[cfg(feature = "tables")]
pub(super) fn number_part(held: u32, caps: u32, suit: usize) -> Part {
    if caps != FULL_NUMBER {
        return capped_number(held, caps, suit);
    }
    let cell = Cell::of(held);
    let vector = table::number_vector(cell.class());
    Part {
        vector,
        drops: table::number_drops(held, cell, vector),
        tiles: core::array::from_fn(|rank| (9 * suit + rank) as u8),
    }
}

/// A number suit, by the program (no tables).
#[cfg(not(feature = "tables"))]
pub(super) fn number_part(held: u32, caps: u32, suit: usize) -> Part {
    capped_number(held, caps, suit)
}

/// The honor-like kinds of a hand: the seven honors, then for three
/// players 1m and 9m. Tile index, held count and cap of each.
fn honor_kinds(availability: &Availability) -> ([(u8, u32, u32); 9], usize) {
    let mut kinds = [(0u8, 0u32, 0u32); 9];
    let mut len = 0;
    let [man_held, _, _, honor_held] = availability.held;
    let [man_caps, _, _, honor_caps] = availability.caps;
    let mut push = |tile: u8, held: u32, caps: u32, rank: u32| {
        if let Some(slot) = kinds.get_mut(len) {
            *slot = (
                tile,
                (held >> (3 * rank)) & 0b111,
                (caps >> (3 * rank)) & 0b111,
            );
            len += 1;
        }
    };
    for rank in 0..7 {
        push(27 + rank as u8, honor_held, honor_caps, rank);
    }
    if availability.players == Players::Three {
        push(0, man_held, man_caps, 0);
        push(8, man_held, man_caps, 8);
    }
    (kinds, len)
}

/// The vector of honor-like kinds, one of them (`bumped`) with a tile more.
pub(super) fn honor_vector(kinds: &[(u8, u32, u32)], bumped: Option<usize>) -> u64 {
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

/// The honor-like kinds: from the histogram tables when every cap is 4
/// (and the tables are built in), else kind by kind.
pub(super) fn honor_part(availability: &Availability) -> Part {
    let (kinds, len) = honor_kinds(availability);
    let kinds = kinds.get(..len).unwrap_or_default();
    let mut part = Part {
        vector: 0,
        drops: [0; 9],
        tiles: [0; 9],
    };
    for (slot, &(tile, _, _)) in part.tiles.iter_mut().zip(kinds) {
        *slot = tile;
    }
    #[cfg(feature = "tables")]
    {
        let [man_caps, _, _, honor_caps] = availability.caps;
        let standard = honor_caps == FULL_HONOR
            && (availability.players == Players::Four
                || man_caps & (TERMINAL_FIELDS * 0b111) == 4 * TERMINAL_FIELDS);
        if standard {
            let [man, _, _, honor] = availability.held;
            let honors = Honors::new(honor, man, availability.players);
            part.vector = table::honor_vector(honors.base_class());
            let by_count = honors.drops(part.vector);
            for (drop, &(_, held, _)) in part.drops.iter_mut().zip(kinds) {
                *drop = by_count.get(held as usize).copied().unwrap_or(0);
            }
            return part;
        }
    }
    part.vector = honor_vector(kinds, None);
    for (index, &(_, held, cap)) in kinds.iter().enumerate() {
        if held >= cap {
            continue;
        }
        // Kinds with the same count and cap give the same vector.
        let twin = kinds
            .iter()
            .take(index)
            .position(|&(_, h, c)| (h, c) == (held, cap));
        let drop = match twin.and_then(|twin| part.drops.get(twin)) {
            Some(&earlier) => earlier,
            None => part.vector - honor_vector(kinds, Some(index)),
        };
        if let Some(slot) = part.drops.get_mut(index) {
            *slot = drop;
        }
    }
    part
}

/// The four parts (m, p, s, honor-like) of a hand.
pub(super) fn parts(availability: &Availability) -> [Part; 4] {
    let [man, pin, sou, _] = availability.held;
    let [man_caps, pin_caps, sou_caps, _] = availability.caps;
    let man = match availability.players {
        Players::Four => number_part(man, man_caps, 0),
        Players::Three => Part::empty_man(),
    };
    [
        man,
        number_part(pin, pin_caps, 1),
        number_part(sou, sou_caps, 2),
        honor_part(availability),
    ]
}

/// The regular form from its four parts: the distance for `melds` melds and
/// a pair (`INF` if no complete hand fits the caps) and the useful kinds
/// (tile-set bits).
pub(super) fn combine(parts: &[Part; 4], melds: u32) -> (u64, u64) {
    let [a, b, c, d] = parts.map(|part| part.vector);
    let ab = lanes::product(a, b);
    let cd = lanes::product(c, d);
    let distance = lanes::lane(lanes::product(ab, cd), 2 * melds + 1);
    if distance >= INF {
        return (INF, 0);
    }
    let rests = [
        lanes::product(b, cd),
        lanes::product(a, cd),
        lanes::product(ab, d),
        lanes::product(ab, c),
    ];
    let mut useful = 0u64;
    for (part, rest) in parts.iter().zip(rests) {
        let tight = lanes::tight(part.vector, lanes::reverse(rest), melds, distance);
        for (&drop, &tile) in part.drops.iter().zip(&part.tiles) {
            if drop & tight != 0 {
                useful |= 1 << tile;
            }
        }
    }
    (distance, useful)
}

/// The regular form's distance alone (no useful kinds, so no reruns).
pub(super) fn distance(availability: &Availability, melds: u32) -> u64 {
    let [man, pin, sou, _] = availability.held;
    let [man_caps, pin_caps, sou_caps, _] = availability.caps;
    let number = |held: u32, caps: u32| {
        if caps == FULL_NUMBER {
            full_number_vector(held)
        } else {
            let (counts, caps) = (unpack(held), unpack(caps));
            run(START_STATES, &counts, &caps, 0)
        }
    };
    let man = match availability.players {
        Players::Four => number(man, man_caps),
        Players::Three => Part::empty_man().vector,
    };
    let (kinds, len) = honor_kinds(availability);
    let honor = honor_vector(kinds.get(..len).unwrap_or_default(), None);
    let whole = lanes::product(
        lanes::product(man, number(pin, pin_caps)),
        lanes::product(number(sou, sou_caps), honor),
    );
    lanes::lane(whole, 2 * melds + 1)
}
