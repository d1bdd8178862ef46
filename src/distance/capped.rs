//! The regular form when some kind cannot be drawn up to four copies: a
//! copy sits in a declared meld or in the seen tiles, or three players play
//! without it. Each kind then has a cap, the most copies a complete hand
//! aimed at may hold, and a suit whose caps are not all 4 gets its vector
//! from a small dynamic program instead of the tables (`program.rs`).

#[cfg(not(feature = "tables"))]
use super::compact;
use super::lanes::{self, INF};
use super::program::{START_STATES, honor_vector, run, step, unpack};
#[cfg(feature = "tables")]
use super::table::{self, Cell, Honors};
#[cfg(feature = "tables")]
use crate::context::FULL_HONOR;
use crate::context::{Availability, FULL_NUMBER, Players};
#[cfg(feature = "tables")]
use crate::suit::TERMINAL_FIELDS;

/// One suit's share of the regular form: its vector and, per kind that can
/// still be drawn, the lanes the draw lowers.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Part {
    /// The distance vector.
    pub(crate) vector: u64,
    /// Per slot, the lanes lowered by drawing the kind `tiles[slot]`; 0
    /// for a kind that cannot be drawn.
    pub(crate) drops: [u64; 9],
    /// Tile index of each slot.
    pub(crate) tiles: [u8; 9],
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
pub(crate) fn number_part(held: u32, caps: u32, suit: usize) -> Part {
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
pub(crate) fn number_part(held: u32, caps: u32, suit: usize) -> Part {
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

/// The honor-like kinds: from the histogram tables when every cap is 4
/// (and the tables are built in), else kind by kind.
pub(crate) fn honor_part(availability: &Availability) -> Part {
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
pub(crate) fn parts(availability: &Availability) -> [Part; 4] {
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
pub(crate) fn combine(parts: &[Part; 4], melds: u32) -> (u64, u64) {
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
pub(crate) fn distance(availability: &Availability, melds: u32) -> u64 {
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
