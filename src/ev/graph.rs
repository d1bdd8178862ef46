//! The graph of the expected-value analysis, built into the caller's
//! workspace: draw states (hands waiting to draw), discard states (hands
//! choosing a discard) and the moves between them.
//!
//! Every array lives in the caller's `&mut [u64]`: keys as two words, node
//! facts packed in a word, values as `f64` bits. Two open-addressing tables
//! (linear probing, slot = node id + 1) find a state by its key. Nothing is
//! allocated and nothing panics: a full array is
//! [`Error::WorkspaceTooSmall`].

use crate::efficiency::UsefulTiles;
use crate::error::Error;
use crate::hand::Hand;
use crate::tile_set::TileSet;

use super::options::{EvOptions, RiichiPolicy};
use super::state::{self, Key, SPLIT_KINDS};
use super::wins::Scorer;

/// Words of the workspace per unit of capacity (one draw state, two
/// discard states, twelve edges and their tables and values).
pub(super) const WORDS_PER_UNIT: usize = DRAW_WORDS + 2 * DISCARD_WORDS + EDGES_PER_UNIT * 2;

/// Words per draw state: key (2), facts and joined moves (2), table slots
/// (2), values and their change (6).
const DRAW_WORDS: usize = 12;
/// Words per discard state: key (2), facts (1), table slots (2), values (4).
const DISCARD_WORDS: usize = 9;
/// Edges per unit of capacity.
const EDGES_PER_UNIT: usize = 12;

/// Bits of a draw state's facts: the useful kinds (bits 0 to 33), the
/// distance from the initial hand (40 to 47), the shanten number (56 to 63).
const DIST_SHIFT: u32 = 40;
const SHANTEN_SHIFT: u32 = 56;
const USEFUL_MASK: u64 = (1 << 34) - 1;

/// An edge's first word: draw state (bits 0 to 28), weight (29 to 31),
/// discard state (32 to 63).
const DRAW_ID_MASK: u64 = (1 << 29) - 1;
const WEIGHT_SHIFT: u32 = 29;

/// The most states of one kind (draw ids fit 29 bits).
const MAX_STATES: usize = 1 << 29;

/// The capacities a workspace of some size offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Capacity {
    pub(super) units: usize,
}

impl Capacity {
    /// The capacity of `words` words.
    pub(super) const fn of_words(words: usize) -> Capacity {
        let units = words / WORDS_PER_UNIT;
        Capacity {
            units: if units > MAX_STATES / 2 {
                MAX_STATES / 2
            } else {
                units
            },
        }
    }

    /// The words of `units` units.
    pub(super) const fn words(units: usize) -> usize {
        units.saturating_mul(WORDS_PER_UNIT)
    }

    /// The units needed for a graph of these sizes.
    pub(super) fn needed(draws: usize, discards: usize, edges: usize) -> usize {
        draws
            .max(discards.div_ceil(2))
            .max(edges.div_ceil(EDGES_PER_UNIT))
    }
}

/// How the shanten facts of a hand are read: at the plain table (the fast
/// path) or at the table of the question's melds and players.
pub(super) trait Efficiency {
    /// The shanten number of a hand.
    fn shanten(&self, hand: &Hand) -> Result<i8, Error>;
    /// The useful tiles of a `3N + 1` hand.
    fn useful(&self, hand: &Hand) -> Result<UsefulTiles, Error>;
}

/// A kind's shanten number after a throw, not yet computed.
const UNKNOWN: i8 = i8::MIN;

/// The graph under construction and, once built, under evaluation.
pub(super) struct Graph<'w> {
    pub(super) draw_keys: &'w mut [u64],
    pub(super) draw_facts: &'w mut [u64],
    draw_slots: &'w mut [u64],
    pub(super) draw_values: &'w mut [u64],
    pub(super) discard_keys: &'w mut [u64],
    pub(super) discard_facts: &'w mut [u64],
    discard_slots: &'w mut [u64],
    pub(super) discard_values: &'w mut [u64],
    pub(super) edges: &'w mut [u64],
    pub(super) draws: usize,
    pub(super) discards: usize,
    pub(super) edge_count: usize,
    pub(super) wins: usize,
}

/// Splits `words` off the front of `rest`.
fn take<'w>(rest: &mut &'w mut [u64], words: usize) -> Result<&'w mut [u64], Error> {
    let all = core::mem::take(rest);
    if all.len() < words {
        return Err(Error::WorkspaceTooSmall);
    }
    let (head, tail) = all.split_at_mut(words);
    *rest = tail;
    Ok(head)
}

/// The draw-state facts word.
const fn draw_fact(useful: u64, dist: u8, shanten: i8) -> u64 {
    (useful & USEFUL_MASK) | (dist as u64) << DIST_SHIFT | (shanten as u8 as u64) << SHANTEN_SHIFT
}

/// The discard-state facts word.
const fn discard_fact(dist: u8, shanten: i8) -> u64 {
    (dist as u64) << DIST_SHIFT | (shanten as u8 as u64) << SHANTEN_SHIFT
}

/// The shanten number of a facts word.
pub(super) const fn shanten_of(fact: u64) -> i8 {
    (fact >> SHANTEN_SHIFT) as u8 as i8
}

/// The distance of a facts word.
const fn dist_of(fact: u64) -> u8 {
    (fact >> DIST_SHIFT) as u8
}

/// An edge's parts: draw state, weight, discard state, score.
pub(super) const fn edge_parts(first: u64) -> (usize, u32, usize) {
    (
        (first & DRAW_ID_MASK) as usize,
        ((first >> WEIGHT_SHIFT) & 7) as u32,
        (first >> 32) as usize,
    )
}

/// A slot index in `0..len` from a hash (multiply-shift, no power of two
/// needed).
const fn slot_of(hash: u64, len: usize) -> usize {
    ((hash as u128 * len as u128) >> 64) as usize
}

/// What a search needs besides the workspace.
pub(super) struct Search<'a, E: Efficiency> {
    pub(super) efficiency: &'a E,
    pub(super) scorer: &'a Scorer,
    pub(super) options: &'a EvOptions,
    /// Copies of each split kind in play (the initial wall and hand).
    pub(super) pool: [u8; SPLIT_KINDS],
    /// The initial hand's split counts.
    pub(super) root: [u8; SPLIT_KINDS],
    /// The initial shanten number plus the extra exchanges allowed.
    pub(super) bound: i32,
    /// No open meld: a tenpai hand may declare riichi.
    pub(super) closed: bool,
    /// Discard state 0 is the initial hand, whose every throw is a
    /// candidate.
    pub(super) root_discards: bool,
}

impl<'w> Graph<'w> {
    /// Carves a graph of `capacity` out of `workspace`.
    pub(super) fn new(workspace: &'w mut [u64], capacity: Capacity) -> Result<Graph<'w>, Error> {
        let units = capacity.units;
        let mut rest = workspace;
        let draw_keys = take(&mut rest, 2 * units)?;
        let draw_facts = take(&mut rest, 2 * units)?;
        let draw_slots = take(&mut rest, 2 * units)?;
        let draw_values = take(&mut rest, 6 * units)?;
        let discard_keys = take(&mut rest, 4 * units)?;
        let discard_facts = take(&mut rest, 2 * units)?;
        let discard_slots = take(&mut rest, 4 * units)?;
        let discard_values = take(&mut rest, 8 * units)?;
        let edges = take(&mut rest, 2 * EDGES_PER_UNIT * units)?;
        draw_slots.fill(0);
        discard_slots.fill(0);
        Ok(Graph {
            draw_keys,
            draw_facts,
            draw_slots,
            draw_values,
            discard_keys,
            discard_facts,
            discard_slots,
            discard_values,
            edges,
            draws: 0,
            discards: 0,
            edge_count: 0,
            wins: 0,
        })
    }

    /// The key of draw state `id`.
    pub(super) fn draw_key(&self, id: usize) -> Key {
        key_at(self.draw_keys, id)
    }

    /// The key of discard state `id`.
    fn discard_key(&self, id: usize) -> Key {
        key_at(self.discard_keys, id)
    }

    /// The draw state of `key`, if in the graph.
    pub(super) fn find_draw(&self, key: Key) -> Option<usize> {
        find(self.draw_slots, self.draw_keys, key).ok()
    }

    /// The draw state of `key`, added with the facts `fact` gives if new.
    fn draw_state(
        &mut self,
        key: Key,
        fact: impl FnOnce() -> Result<u64, Error>,
    ) -> Result<usize, Error> {
        match find(self.draw_slots, self.draw_keys, key) {
            Ok(id) => Ok(id),
            Err(slot) => {
                let id = self.draws;
                if 2 * id + 2 > self.draw_keys.len() {
                    return Err(Error::WorkspaceTooSmall);
                }
                let fact = fact()?;
                store_key(self.draw_keys, id, key);
                self.draw_facts[2 * id] = fact;
                self.draw_facts[2 * id + 1] = 0;
                self.draw_slots[slot] = slot_word(id, key);
                self.draws += 1;
                Ok(id)
            }
        }
    }

    /// The discard state of `key`, added with `fact` if new.
    fn discard_state(&mut self, key: Key, fact: u64) -> Result<usize, Error> {
        match find(self.discard_slots, self.discard_keys, key) {
            Ok(id) => Ok(id),
            Err(slot) => {
                let id = self.discards;
                if 2 * id + 2 > self.discard_keys.len() || id >= self.discard_facts.len() {
                    return Err(Error::WorkspaceTooSmall);
                }
                store_key(self.discard_keys, id, key);
                self.discard_facts[id] = fact;
                self.discard_slots[slot] = slot_word(id, key);
                self.discards += 1;
                Ok(id)
            }
        }
    }

    /// Joins draw state `draw` and discard state `discard` by split kind
    /// `split` (the discard state holds one more), once.
    fn join<E: Efficiency>(
        &mut self,
        search: &Search<'_, E>,
        draw: usize,
        discard: usize,
        split: usize,
    ) -> Result<(), Error> {
        let joined = self.draw_facts[2 * draw + 1];
        let bit = 1u64 << split;
        if joined & bit != 0 {
            return Ok(());
        }
        self.draw_facts[2 * draw + 1] = joined | bit;
        let draw_key = self.draw_key(draw);
        let weight = search.pool[split].saturating_sub(state::split_count(draw_key, split));
        let discard_key = self.discard_key(discard);
        let score = if shanten_of(self.discard_facts[discard]) == -1 {
            search.scorer.points(
                discard_key & !state::RIICHI,
                state::kind_of(split),
                state::is_riichi(draw_key),
            )
        } else {
            0.0
        };
        let index = 2 * self.edge_count;
        if index + 2 > self.edges.len() {
            return Err(Error::WorkspaceTooSmall);
        }
        self.edges[index] =
            draw as u64 | u64::from(weight.min(7)) << WEIGHT_SHIFT | (discard as u64) << 32;
        self.edges[index + 1] = score.to_bits();
        self.edge_count += 1;
        if score > 0.0 {
            self.wins += 1;
        }
        Ok(())
    }

    /// Adds the initial 13-tile hand as draw state 0.
    pub(super) fn add_root_draw<E: Efficiency>(
        &mut self,
        search: &Search<'_, E>,
        key: Key,
    ) -> Result<usize, Error> {
        let useful = search.efficiency.useful(&state::hand_of(key))?;
        self.draw_state(key, || {
            Ok(draw_fact(useful.tiles.bits(), 0, useful.shanten))
        })
    }

    /// Adds the initial 14-tile hand as discard state 0.
    pub(super) fn add_root_discard(&mut self, key: Key, shanten: i8) -> Result<usize, Error> {
        self.discard_state(key, discard_fact(0, shanten))
    }

    /// Expands every state reachable from those added.
    pub(super) fn build<E: Efficiency>(&mut self, search: &Search<'_, E>) -> Result<(), Error> {
        let (mut next_draw, mut next_discard) = (0, 0);
        while next_draw < self.draws || next_discard < self.discards {
            while next_discard < self.discards {
                self.expand_discard(search, next_discard)?;
                next_discard += 1;
            }
            while next_draw < self.draws {
                self.expand_draw(search, next_draw)?;
                next_draw += 1;
            }
        }
        Ok(())
    }

    /// Lists the moves of discard state `id`: the throws that keep its
    /// shanten number, every throw when a detour is still allowed, and
    /// every throw of the initial hand (each is a candidate).
    fn expand_discard<E: Efficiency>(
        &mut self,
        search: &Search<'_, E>,
        id: usize,
    ) -> Result<(), Error> {
        let key = self.discard_key(id);
        let fact = self.discard_facts[id];
        let (shanten, dist) = (shanten_of(fact), dist_of(fact));
        let riichi = state::is_riichi(key);
        let options = search.options;
        let detour =
            !riichi && options.shanten_back && i32::from(dist) + i32::from(shanten) < search.bound;
        let every = id == 0 && search.root_discards;
        // A complete hand keeps no tile: without a detour it throws nothing
        // (every win in riichi ends here).
        if shanten == -1 && !detour && !every {
            return Ok(());
        }
        // The shanten number after throwing each kind, computed when
        // needed: to tell the throws that keep it, and for new draw states.
        let mut after = [UNKNOWN; 34];
        let mut shanten_after = |kind: usize| -> Result<i8, Error> {
            if after[kind] == UNKNOWN {
                // The kind's plain unit: the hand counts red fives as fives.
                let thrown = state::hand_of(key - state::unit(kind));
                after[kind] = search.efficiency.shanten(&thrown)?;
            }
            Ok(after[kind])
        };
        let may_declare = search.closed && shanten == 0 && !riichi;
        let every_throw = detour || every;
        for split in 0..SPLIT_KINDS {
            let held = state::split_count(key, split);
            if held == 0 {
                continue;
            }
            let kind = state::kind_of(split);
            let keeps = if every_throw && !may_declare {
                // Not needed: the throw is made either way.
                false
            } else {
                shanten >= 0 && shanten_after(kind)? == shanten
            };
            if !(keeps || every_throw) {
                continue;
            }
            let thrown = key - state::unit(split);
            let dist = dist.saturating_sub(u8::from(held > search.root[split]));
            let declares = may_declare && keeps;
            let (first, second) = match options.riichi {
                RiichiPolicy::Always if declares => (thrown | state::RIICHI, None),
                RiichiPolicy::Chosen if declares => (thrown, Some(thrown | state::RIICHI)),
                _ => (thrown, None),
            };
            let fact = || -> Result<u64, Error> {
                let useful = search.efficiency.useful(&state::hand_of(thrown))?;
                Ok(draw_fact(useful.tiles.bits(), dist, useful.shanten))
            };
            let draw = self.draw_state(first, fact)?;
            self.join(search, draw, id, split)?;
            if let Some(second) = second {
                let draw = self.draw_state(second, fact)?;
                self.join(search, draw, id, split)?;
            }
        }
        Ok(())
    }

    /// Lists the moves of draw state `id`: the draws that lower its shanten
    /// number and, outside riichi when a detour is still allowed, every
    /// other kind left in its wall.
    fn expand_draw<E: Efficiency>(
        &mut self,
        search: &Search<'_, E>,
        id: usize,
    ) -> Result<(), Error> {
        let key = self.draw_key(id);
        let fact = self.draw_facts[2 * id];
        let (shanten, dist) = (shanten_of(fact), dist_of(fact));
        let useful = fact & USEFUL_MASK;
        let detour = !state::is_riichi(key)
            && search.options.hand_changes
            && i32::from(dist) + i32::from(shanten) < search.bound;
        for split in 0..SPLIT_KINDS {
            let held = state::split_count(key, split);
            if search.pool[split] <= held {
                continue;
            }
            let kind = state::kind_of(split);
            let lowers = useful >> kind & 1 != 0;
            if !(lowers || detour) {
                continue;
            }
            let drawn = key + state::unit(split);
            let dist = dist.saturating_add(u8::from(held >= search.root[split]));
            let after = if lowers {
                shanten.saturating_sub(1)
            } else {
                shanten
            };
            let discard = self.discard_state(drawn, discard_fact(dist, after))?;
            self.join(search, id, discard, split)?;
        }
        Ok(())
    }
}

/// The key stored at `id` of a two-word key array.
fn key_at(keys: &[u64], id: usize) -> Key {
    let low = keys.get(2 * id).copied().unwrap_or(0);
    let high = keys.get(2 * id + 1).copied().unwrap_or(0);
    Key::from(low) | Key::from(high) << 64
}

/// Stores `key` at `id` of a two-word key array.
fn store_key(keys: &mut [u64], id: usize, key: Key) {
    if let Some(pair) = keys.get_mut(2 * id..2 * id + 2) {
        pair[0] = key as u64;
        pair[1] = (key >> 64) as u64;
    }
}

/// The id of `key` in a table (`Ok`), or the empty slot where it goes
/// (`Err`). The table is never full (twice as many slots as states). A slot
/// holds the id plus one in its low half and 32 bits of the key's hash in
/// its high half, so that most probes that miss never read a key.
fn find(slots: &[u64], keys: &[u64], key: Key) -> Result<usize, usize> {
    let len = slots.len();
    if len == 0 {
        return Err(0);
    }
    let hash = state::hash(key);
    let tag = hash << 32;
    let mut slot = slot_of(hash, len);
    for _ in 0..len {
        match slots[slot] {
            0 => return Err(slot),
            stored => {
                if stored & !ID_MASK == tag {
                    let id = ((stored & ID_MASK) - 1) as usize;
                    if key_at(keys, id) == key {
                        return Ok(id);
                    }
                }
            }
        }
        slot += 1;
        if slot == len {
            slot = 0;
        }
    }
    Err(0)
}

/// The slot word of state `id` with key `key`.
fn slot_word(id: usize, key: Key) -> u64 {
    (id as u64 + 1) | state::hash(key) << 32
}

/// The id half of a slot word.
const ID_MASK: u64 = (1 << 32) - 1;

/// The useful kinds as the facts word stores them.
pub(super) fn useful_of(fact: u64) -> TileSet {
    TileSet::from_bits(fact & USEFUL_MASK).unwrap_or(TileSet::EMPTY)
}
