//! A plain, slow reference model of the expected value of each discard
//! (tenpai probability, win probability and expected score over the turns
//! left), written for clarity: the oracle a fast implementation is compared
//! with.
//!
//! # The model
//!
//! One player alone draws and discards; nobody else acts and only wins by
//! drawing (tsumo) are scored. The hand moves through two kinds of states:
//!
//! * a *draw state*: 13 tiles and a riichi flag, waiting to draw;
//! * a *discard state*: 14 tiles and a riichi flag, choosing a discard.
//!
//! Red fives are tiles of their own in a state (37 "split" kinds: the 34
//! kinds with their red five taken out, then the red 5m, 5p, 5s). A tile
//! thrown goes back to the wall: the wall of a state is the initial wall plus
//! the initial hand minus the state's hand, so it depends on the hand alone.
//!
//! The states and the moves between them form a graph, built from the
//! initial hand outwards. A move joins a draw state `H` and the discard state
//! `H + x`; it is one edge of the graph whichever side found it, and it works
//! both ways: from the draw state it is "draw `x`" (taken with weight
//! `wall(H)[x]`), from the discard state it is "throw `x`". A state lists
//! its moves as follows, with `s0` the shanten number of the initial hand and
//! `dist(H)` the tiles of `H` that were not in the initial hand:
//!
//! * a hand may still take a detour when `dist(H) + shanten(H) < s0 + 1`:
//!   one draw kept although it does not help, or one throw that costs a
//!   shanten, on any path;
//! * a draw state draws each kind left in its wall that lowers its shanten,
//!   and, outside riichi when a detour is allowed, every other kind too;
//! * a discard state throws each kind that keeps its shanten (a complete
//!   hand has none: 13 tiles are never complete) and, outside
//!   riichi when a detour is allowed, every other kind too. A closed discard
//!   state in tenpai that throws a tile keeping tenpai declares riichi: the
//!   draw state it reaches has the riichi flag. A riichi draw state only
//!   draws the kinds that complete it;
//! * a discard state may then throw the tile of *any* edge that reaches it,
//!   including those found from the draw side (throwing back a tile just
//!   drawn), and a draw state may draw the tile of any edge that leaves it,
//!   including those found from the discard side (drawing back a tile just
//!   thrown, to the state before the riichi).
//!
//! An edge into a complete hand is a win, scored as a tsumo with riichi when
//! the draw state is in riichi (see [`EvQuestion`] for the scoring); a
//! complete hand without a yaku scores 0 and its edge is an ordinary move.
//!
//! # The values
//!
//! Turns run from `t = 18` back to `t = 1`; a state at turn `t` still has
//! `18 − t` draws. With `S` the number of tiles in the initial wall (a
//! constant), at each turn, draw states first:
//!
//! * at `t = 18`: tenpai probability 1 if the hand is tenpai, else 0; win
//!   probability and expected score 0;
//! * before: `v(t) = v(t + 1) + Σ_edges weight · (v'(t + 1) − v(t + 1)) / (S − t)`
//!   where `v'` is the value of the discard state the edge reaches, or, on a
//!   winning edge, 1 for both probabilities and the larger of the score and
//!   the discard state's expected score (a win may be passed up). Drawing a
//!   tile without an edge throws it straight back: the state stays. A tenpai
//!   hand's tenpai probability is 1. The odds use `S − t` although a draw
//!   state's wall holds `S + 1` tiles (its thrown tile came back), so the
//!   weights of a state's edges may add up to more than `S − t`: the model
//!   is kept as it is, not as a proper distribution.
//!
//! then discard states: each of the three values is the largest among the
//! draw states the state can throw into, at the same turn, each chosen on
//! its own (the best discard for tenpai need not be the best for the win or
//! the score).
//!
//! The answer for throwing `x` from the initial hand is the draw state it
//! reaches, at turns 1 to 17 (17 down to 1 draws left).

use std::collections::{HashMap, HashSet, VecDeque};

use tehai::ev::{Denominator, EvOptions, Objective, RiichiPolicy};
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::rules::{DoubleYakuman, Rules};
use tehai::score::{Limit, ReadingForm, WinContext, Wind};
use tehai::{Context, Error, Hand, Question, Tile, TileSet};

/// The turns reported with the default options: 17 values, the first with
/// 17 draws left, the last with one.
pub const REPORTED_TURNS: usize = 17;

/// The first turn of the model (as many draws left as the options say).
const FIRST_TURN: usize = 1;
/// Room for the values of every turn (the most draws, and the turn with none).
const TURN_SLOTS: usize = tehai::ev::MAX_DRAWS + 2;

/// The most ura-dora the ura expectation tells apart: more count the same.
const MAX_URA: usize = 12;

/// Counts of the 37 split kinds: the 34 kinds with their red fives taken
/// out (indices 0 to 33), then the red 5m, 5p and 5s (34 to 36).
pub type SplitCounts = [u8; 37];

/// The split index of the red five of suit `suit` (0 m, 1 p, 2 s).
const fn red_index(suit: usize) -> usize {
    34 + suit
}

/// The kind index (0 to 33) of the five of suit `suit`.
const fn five_index(suit: usize) -> usize {
    suit * 9 + 4
}

/// The kind (0 to 33) of a split index: a red five is a five.
const fn kind_of(split: usize) -> usize {
    if split >= 34 {
        five_index(split - 34)
    } else {
        split
    }
}

/// The tile of a split index, red or not.
fn parsed_tile(split: usize) -> ParsedTile {
    let tile = tile_of_kind(kind_of(split));
    ParsedTile::new(tile, split >= 34).unwrap_or_else(|| unreachable!("a red five is a five"))
}

/// The tile of kind `kind` (0 to 33).
fn tile_of_kind(kind: usize) -> Tile {
    let index = u8::try_from(kind).unwrap_or(u8::MAX);
    Tile::new(index).unwrap_or_else(|| panic!("no tile kind {kind}"))
}

/// The 34 kind counts of split counts: each red five counted as a five.
fn merged(counts: &SplitCounts) -> [u8; 34] {
    let mut kinds = [0u8; 34];
    kinds.copy_from_slice(&counts[..34]);
    for suit in 0..3 {
        kinds[five_index(suit)] += counts[red_index(suit)];
    }
    kinds
}

/// Split counts of 34 kind counts of which `reds[suit]` fives are red.
fn split(kinds: &[u8; 34], reds: &[u8; 3]) -> SplitCounts {
    let mut counts = [0u8; 37];
    counts[..34].copy_from_slice(kinds);
    for suit in 0..3 {
        counts[five_index(suit)] -= reds[suit];
        counts[red_index(suit)] = reds[suit];
    }
    counts
}

/// The question: a closed hand and what is known around it.
///
/// Scoring follows the reference tool's defaults: a tsumo (the total the
/// winner receives, no counters) with riichi whenever the draw state is in
/// riichi, no ippatsu, double riichi, haitei or rinshan; dora from the
/// indicators, red fives, the winds given; Tenhou's rules (no kiriage
/// mangan, 13 han a counted yakuman) but with the four double yakuman
/// (suuankou tanki, thirteen-sided kokushi, junsei chuuren, daisuushii).
/// Among the readings of a regular hand the one with the most han, then the
/// most fu, is scored; seven pairs only when no regular reading exists.
/// With riichi and at least one indicator (and no yakuman, counted or
/// real) the score is the expectation over the ura-dora: as many ura
/// indicators as dora indicators, drawn without replacement from the wall
/// of the complete hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EvQuestion {
    /// The hand's 34 kind counts, red fives counted as fives: 14 tiles (a
    /// value per discard) or 13 (a single value, before the draw).
    pub hand: [u8; 34],
    /// Red fives of the hand per suit (m, p, s).
    pub red_fives: [u8; 3],
    /// The dora indicators, red or not.
    pub dora_indicators: Vec<ParsedTile>,
    /// Tiles seen elsewhere (discards, others' melds): 34 kind counts, red
    /// fives counted as fives. They are not in the wall.
    pub seen: [u8; 34],
    /// Red fives among the seen tiles, per suit.
    pub seen_red_fives: [u8; 3],
    /// The round wind.
    pub round_wind: Wind,
    /// The player's seat wind; East is the dealer.
    pub seat_wind: Wind,
    /// The model's choices (the defaults are the reference tool's).
    pub options: EvOptions,
}

/// The values of one discard (or, for a 13-tile hand, of the hand itself).
#[derive(Clone, Debug, PartialEq)]
pub struct DiscardValues {
    /// The tile thrown, red or not; `None` for a 13-tile hand.
    pub tile: Option<ParsedTile>,
    /// The shanten number of the 13 tiles left.
    pub shanten: i8,
    /// The kinds whose draw lowers that shanten number.
    pub useful: TileSet,
    /// Copies of the useful kinds in the initial wall (the thrown tile not
    /// among them).
    pub useful_count: u32,
    /// Tenpai probability with 17 (the options' draws), 16, …, 1 draws left.
    pub tenpai: Vec<f64>,
    /// Win probability by draws left.
    pub win: Vec<f64>,
    /// Expected score by draws left.
    pub ev: Vec<f64>,
}

/// The answer: one entry per tile of the hand (each red five apart from the
/// plain fives of its suit, in split-index order: kinds first, red fives
/// last), and the size of the graph.
#[derive(Clone, Debug, PartialEq)]
pub struct EvAnswer {
    /// The values of each discard.
    pub discards: Vec<DiscardValues>,
    /// Draw states (13 tiles) in the graph.
    pub draw_states: usize,
    /// Discard states (14 tiles) in the graph.
    pub discard_states: usize,
    /// Edges (draw state, discard state) in the graph.
    pub edges: usize,
    /// The largest score of a win in the graph.
    pub max_score: f64,
}

/// A state's key: its split counts and its riichi flag.
type StateKey = (SplitCounts, bool);

/// A move from a draw state into a discard state.
#[derive(Clone, Copy, Debug)]
struct Edge {
    /// The discard state reached.
    discard_state: usize,
    /// Copies of the tile drawn in the draw state's wall.
    weight: f64,
    /// The score of the win, when the discard state is a complete hand with
    /// a yaku; 0 otherwise.
    score: f64,
}

/// A 13-tile state.
#[derive(Clone, Debug)]
struct DrawState {
    hand: SplitCounts,
    riichi: bool,
    shanten: i8,
    edges: Vec<Edge>,
    /// Tenpai probability, win probability and expected score per turn
    /// (index 0 unused).
    values: [[f64; TURN_SLOTS]; 3],
}

/// A 14-tile state.
#[derive(Clone, Debug)]
struct DiscardState {
    hand: SplitCounts,
    riichi: bool,
    shanten: i8,
    /// The draw states this one can throw into: the draw state of every
    /// edge reaching it.
    choices: Vec<usize>,
    values: [[f64; TURN_SLOTS]; 3],
}

/// What a state still to be expanded is.
#[derive(Clone, Copy, Debug)]
enum Pending {
    Draw(usize),
    Discard(usize),
}

/// The graph and everything needed to grow it.
struct Model<'a> {
    question: &'a EvQuestion,
    /// The initial hand.
    root_hand: SplitCounts,
    /// The initial wall: four copies of each kind (one red five per suit)
    /// less the hand, the indicators and the seen tiles.
    root_wall: SplitCounts,
    /// The shanten number of the initial hand.
    root_shanten: i8,
    draw_states: Vec<DrawState>,
    discard_states: Vec<DiscardState>,
    draw_index: HashMap<StateKey, usize>,
    discard_index: HashMap<StateKey, usize>,
    /// Every edge as (draw state, discard state).
    edge_set: HashSet<(usize, usize)>,
    pending: VecDeque<Pending>,
    shanten: ShantenMemo,
    /// The initial hand is a discard state (14 tiles).
    root_discards: bool,
}

/// The hand of 34 kind counts as tehai's [`Hand`].
fn hand_of(kinds: &[u8; 34]) -> Hand {
    Hand::from_counts(kinds).unwrap_or_else(|error| panic!("not a hand: {error}"))
}

/// The shanten number (least over the regular form, seven pairs and
/// thirteen orphans) of 34 kind counts, from tehai.
fn shanten_of(kinds: &[u8; 34]) -> i8 {
    match tehai::shanten(&hand_of(kinds), &Context::default()) {
        Ok(shanten) => shanten.min,
        Err(error) => panic!("no shanten number: {error}"),
    }
}

/// The shanten numbers met so far, by 34 kind counts: the graph asks for
/// the same hands again and again (each state's neighbours are states too).
#[derive(Default)]
struct ShantenMemo(HashMap<[u8; 34], i8>);

impl ShantenMemo {
    /// The shanten number of split counts (red fives count as fives).
    fn of(&mut self, counts: &SplitCounts) -> i8 {
        let kinds = merged(counts);
        *self.0.entry(kinds).or_insert_with(|| shanten_of(&kinds))
    }

    /// The kinds whose draw lowers the shanten number of a 13-tile hand
    /// (never a fifth copy of a kind).
    fn useful(&mut self, counts: &SplitCounts) -> TileSet {
        let shanten = self.of(counts);
        let mut kinds = merged(counts);
        let mut useful = TileSet::EMPTY;
        for kind in 0..34 {
            if kinds[kind] == 4 {
                continue;
            }
            kinds[kind] += 1;
            let drawn = split(&kinds, &[0; 3]);
            if self.of(&drawn) < shanten {
                useful.insert(tile_of_kind(kind));
            }
            kinds[kind] -= 1;
        }
        useful
    }

    /// The kinds of a 14-tile hand whose throw keeps its shanten number
    /// (none for a complete hand: 13 tiles are never complete).
    fn keeping(&mut self, counts: &SplitCounts) -> TileSet {
        let shanten = self.of(counts);
        let mut kinds = merged(counts);
        let mut keeping = TileSet::EMPTY;
        for kind in 0..34 {
            if kinds[kind] == 0 {
                continue;
            }
            kinds[kind] -= 1;
            if self.of(&split(&kinds, &[0; 3])) == shanten {
                keeping.insert(tile_of_kind(kind));
            }
            kinds[kind] += 1;
        }
        keeping
    }
}

/// The useful kinds of a 13-tile hand as tehai's tile efficiency gives them.
fn tehai_useful_kinds(counts: &SplitCounts) -> TileSet {
    match tehai::useful_tiles(&hand_of(&merged(counts)), &Context::default()) {
        Ok(useful) => useful.tiles,
        Err(error) => panic!("no useful tiles: {error}"),
    }
}

/// The kinds of a 14-tile hand whose throw keeps its shanten number, as
/// tehai's discard table gives them.
fn tehai_keeping_kinds(counts: &SplitCounts) -> TileSet {
    let table = tehai::discards(&hand_of(&merged(counts)), &Context::default())
        .unwrap_or_else(|error| panic!("no discard table: {error}"));
    let mut kinds = TileSet::EMPTY;
    for row in table.entries() {
        if row.shanten == table.shanten() {
            kinds.insert(row.tile);
        }
    }
    kinds
}

/// Whether the kind of split index `split` is in `kinds`.
fn contains_split(kinds: TileSet, split: usize) -> bool {
    kinds.contains(tile_of_kind(kind_of(split)))
}

/// Tiles of `hand` that were not in `root` (red fives apart).
fn distance(hand: &SplitCounts, root: &SplitCounts) -> u32 {
    hand.iter()
        .zip(root)
        .map(|(&held, &initial)| u32::from(held.saturating_sub(initial)))
        .sum()
}

/// The values a discard state takes from its choices: each quantity at its
/// best (starting from 0), or all three from the first choice best at the
/// expected score or the win probability.
fn best_of(choices: &[[f64; 3]], objective: Objective) -> [f64; 3] {
    match objective {
        Objective::Separate => {
            let mut best = [0.0f64; 3];
            for choice in choices {
                for quantity in 0..3 {
                    best[quantity] = best[quantity].max(choice[quantity]);
                }
            }
            best
        }
        Objective::ExpectedScore | Objective::WinProbability => {
            let key = if objective == Objective::ExpectedScore {
                2
            } else {
                1
            };
            let mut best: Option<[f64; 3]> = None;
            for &choice in choices {
                if best.is_none_or(|kept| choice[key] > kept[key]) {
                    best = Some(choice);
                }
            }
            best.unwrap_or([0.0; 3])
        }
    }
}

/// `n` choose `k` as a float, 0 outside `0 ≤ k ≤ n`.
fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    let mut value = 1.0;
    for i in 1..=k {
        value *= f64::from(n - k + i);
        value /= f64::from(i);
    }
    value
}

/// The kind a dora indicator of kind `indicator` points to.
fn dora_of(indicator: usize) -> usize {
    match indicator {
        0..=26 => indicator / 9 * 9 + (indicator % 9 + 1) % 9,
        27..=30 => 27 + (indicator - 27 + 1) % 4,
        _ => 31 + (indicator - 31 + 1) % 3,
    }
}

/// The probability of each ura-dora count (0 to [`MAX_URA`], the last
/// counting every higher one too) when `indicators` ura indicators are drawn
/// without replacement from `wall` (34 kind counts) and the hand holds
/// `hand` (34 kind counts): each indicator adds the copies of its dora kind
/// in the hand.
fn ura_distribution(wall: &[u8; 34], hand: &[u8; 34], indicators: usize) -> [f64; MAX_URA + 1] {
    // ways[taken][ura]: the ways to pick `taken` indicators so far, from
    // the kinds looked at, giving `ura` ura-dora.
    let mut ways = vec![[0.0f64; MAX_URA + 1]; indicators + 1];
    ways[0][0] = 1.0;
    for indicator in 0..34 {
        let copies = u32::from(wall[indicator]);
        let gain = usize::from(hand[dora_of(indicator)]);
        let mut next = ways.clone();
        for taken in 0..indicators {
            for (ura, &here) in ways[taken].iter().enumerate() {
                if here == 0.0 {
                    continue;
                }
                let most = copies.min(u32::try_from(indicators - taken).unwrap_or(u32::MAX));
                for more in 1..=most {
                    let more_tiles = more as usize;
                    let reached = (ura + gain * more_tiles).min(MAX_URA);
                    next[taken + more_tiles][reached] += here * choose(copies, more);
                }
            }
        }
        ways = next;
    }
    let total: u32 = wall.iter().map(|&count| u32::from(count)).sum();
    let all_ways = choose(total, u32::try_from(indicators).unwrap_or(u32::MAX));
    let mut probability = [0.0; MAX_URA + 1];
    for (ura, slot) in probability.iter_mut().enumerate() {
        *slot = ways[indicators][ura] / all_ways;
    }
    probability
}

/// The total a tsumo of `han` han and `fu` fu brings its winner, without
/// counters: non-kiriage limits, 13 han and more a counted yakuman.
fn tsumo_total(han: u32, fu: u32, dealer: bool) -> u32 {
    let base = match han {
        13.. => 8_000,
        11..=12 => 6_000,
        8..=10 => 4_000,
        6..=7 => 3_000,
        5 => 2_000,
        _ => (fu << (han + 2)).min(2_000),
    };
    let round_up = |points: u32| points.div_ceil(100) * 100;
    if dealer {
        3 * round_up(2 * base)
    } else {
        round_up(2 * base) + 2 * round_up(base)
    }
}

impl<'a> Model<'a> {
    fn new(question: &'a EvQuestion) -> Result<Model<'a>, Error> {
        // Red fives beyond the fives held are refused here, before splitting.
        ParsedHand::new(Hand::from_counts(&question.hand)?, question.red_fives)?;
        for suit in 0..3 {
            if question.seen_red_fives[suit] > question.seen[five_index(suit)] {
                return Err(Error::TooManyCopies {
                    tile: tile_of_kind(five_index(suit)),
                });
            }
        }
        let root_hand = split(&question.hand, &question.red_fives);
        let mut out_of_wall = root_hand;
        for indicator in &question.dora_indicators {
            let index = indicator.tile().index();
            if indicator.is_red() {
                out_of_wall[red_index(index / 9)] += 1;
            } else {
                out_of_wall[index] += 1;
            }
        }
        let seen = split(&question.seen, &question.seen_red_fives);
        let mut full_set = [4u8; 37];
        for suit in 0..3 {
            full_set[five_index(suit)] = 3;
            full_set[red_index(suit)] = 1;
        }
        let mut root_wall = [0u8; 37];
        for index in 0..37 {
            let gone = out_of_wall[index] + seen[index];
            root_wall[index] = match full_set[index].checked_sub(gone) {
                Some(left) => left,
                // Each suit has one red five: a fourth plain one cannot be.
                None if index < 27 && index % 9 == 4 && gone == 4 => {
                    let suit = tehai::Suit::from_index(index / 9).unwrap_or(tehai::Suit::Man);
                    return Err(Error::FourPlainFives { suit });
                }
                None => {
                    return Err(Error::TooManyCopies {
                        tile: tile_of_kind(kind_of(index)),
                    });
                }
            };
        }
        let root_shanten = {
            let hand = Hand::from_counts(&question.hand)?;
            tehai::shanten(&hand, &Context::default())?.min
        };
        Ok(Model {
            question,
            root_hand,
            root_wall,
            root_shanten,
            draw_states: Vec::new(),
            discard_states: Vec::new(),
            draw_index: HashMap::new(),
            discard_index: HashMap::new(),
            edge_set: HashSet::new(),
            pending: VecDeque::new(),
            shanten: ShantenMemo::default(),
            root_discards: false,
        })
    }

    /// The wall of a state: what is neither in its hand nor out of play.
    fn wall_of(&self, hand: &SplitCounts) -> SplitCounts {
        let mut wall = [0u8; 37];
        for index in 0..37 {
            wall[index] = self.root_wall[index] + self.root_hand[index] - hand[index];
        }
        wall
    }

    /// Tiles in the initial wall (34 kinds): the `S` of the draw odds.
    fn root_wall_total(&self) -> u32 {
        self.root_wall.iter().map(|&count| u32::from(count)).sum()
    }

    /// Whether a hand may still take a detour (a draw kept without help, a
    /// throw that costs a shanten).
    fn may_detour(&self, hand: &SplitCounts, shanten: i8) -> bool {
        let dist = i64::from(distance(hand, &self.root_hand));
        let extra = i64::from(self.question.options.extra_exchanges);
        dist + i64::from(shanten) < i64::from(self.root_shanten) + extra
    }

    /// The last turn (no draw left).
    fn last_turn(&self) -> usize {
        usize::from(self.question.options.draws) + 1
    }

    /// The draw state of `key`, added (and queued) if new.
    fn draw_state(&mut self, key: StateKey) -> usize {
        if let Some(&id) = self.draw_index.get(&key) {
            return id;
        }
        let id = self.draw_states.len();
        self.draw_states.push(DrawState {
            hand: key.0,
            riichi: key.1,
            shanten: self.shanten.of(&key.0),
            edges: Vec::new(),
            values: [[0.0; TURN_SLOTS]; 3],
        });
        self.draw_index.insert(key, id);
        self.pending.push_back(Pending::Draw(id));
        id
    }

    /// The discard state of `key`, added (and queued) if new.
    fn discard_state(&mut self, key: StateKey) -> usize {
        if let Some(&id) = self.discard_index.get(&key) {
            return id;
        }
        let id = self.discard_states.len();
        self.discard_states.push(DiscardState {
            hand: key.0,
            riichi: key.1,
            shanten: self.shanten.of(&key.0),
            choices: Vec::new(),
            values: [[0.0; TURN_SLOTS]; 3],
        });
        self.discard_index.insert(key, id);
        self.pending.push_back(Pending::Discard(id));
        id
    }

    /// Joins a draw state and a discard state (one more copy of split index
    /// `tile` in the latter), once.
    fn join(&mut self, draw: usize, discard: usize, tile: usize) {
        if !self.edge_set.insert((draw, discard)) {
            return;
        }
        let draw_hand = self.draw_states[draw].hand;
        let weight = f64::from(self.wall_of(&draw_hand)[tile]);
        let discard_hand = self.discard_states[discard].hand;
        let riichi = self.draw_states[draw].riichi;
        let score = if self.discard_states[discard].shanten == -1 {
            self.win_score(&discard_hand, tile, riichi)
        } else {
            0.0
        };
        self.draw_states[draw].edges.push(Edge {
            discard_state: discard,
            weight,
            score,
        });
        self.discard_states[discard].choices.push(draw);
    }

    /// Lists the moves of a draw state.
    fn expand_draw(&mut self, id: usize) {
        let hand = self.draw_states[id].hand;
        let riichi = self.draw_states[id].riichi;
        let shanten = self.draw_states[id].shanten;
        let useful = self.shanten.useful(&hand);
        let tegawari =
            !riichi && self.question.options.hand_changes && self.may_detour(&hand, shanten);
        let wall = self.wall_of(&hand);
        for tile in 0..37 {
            if wall[tile] == 0 || !(tegawari || contains_split(useful, tile)) {
                continue;
            }
            let mut drawn = hand;
            drawn[tile] += 1;
            let target = self.discard_state((drawn, riichi));
            self.join(id, target, tile);
        }
    }

    /// Lists the moves of a discard state.
    fn expand_discard(&mut self, id: usize) {
        let hand = self.discard_states[id].hand;
        let riichi = self.discard_states[id].riichi;
        let shanten = self.discard_states[id].shanten;
        let keeping = self.shanten.keeping(&hand);
        let options = self.question.options;
        // The initial hand throws every tile: each is a candidate.
        let shanten_down = !riichi && options.shanten_back && self.may_detour(&hand, shanten)
            || hand == self.root_hand && !riichi && self.root_discards;
        for tile in 0..37 {
            if hand[tile] == 0 {
                continue;
            }
            let keeps = contains_split(keeping, tile);
            if !(shanten_down || keeps) {
                continue;
            }
            // The hand is always closed here: keeping tenpai may declare riichi.
            let declares = shanten == 0 && keeps && !riichi;
            let mut thrown = hand;
            thrown[tile] -= 1;
            let flags: &[bool] = match options.riichi {
                RiichiPolicy::Always => &[riichi || declares],
                RiichiPolicy::Never => &[false],
                RiichiPolicy::Chosen if declares => &[false, true],
                RiichiPolicy::Chosen => &[riichi],
            };
            for &flag in flags {
                let source = self.draw_state((thrown, flag));
                self.join(source, id, tile);
            }
        }
    }

    /// Expands every state reachable from those queued.
    fn build(&mut self) {
        while let Some(next) = self.pending.pop_front() {
            match next {
                Pending::Draw(id) => self.expand_draw(id),
                Pending::Discard(id) => self.expand_discard(id),
            }
        }
    }

    /// The score of the complete 14-tile `hand` won by drawing split index
    /// `tile`, with or without riichi; 0 without a yaku.
    fn win_score(&self, hand: &SplitCounts, tile: usize, riichi: bool) -> f64 {
        let kinds = merged(hand);
        let reds = [hand[34], hand[35], hand[36]];
        let parsed = ParsedHand::new(hand_of(&kinds), reds)
            .unwrap_or_else(|error| panic!("red fives not held: {error}"));
        // The reference counts these four yakuman twice; Tenhou does not.
        let rules = Rules {
            double_yakuman: DoubleYakuman::all(),
            ..Rules::default()
        };
        let mut context = WinContext {
            tsumo: true,
            riichi,
            seat_wind: self.question.seat_wind,
            round_wind: self.question.round_wind,
            rules,
            ..WinContext::new(tile_of_kind(kind_of(tile)))
        };
        for indicator in &self.question.dora_indicators {
            context
                .dora_indicators
                .push(indicator.tile())
                .unwrap_or_else(|error| panic!("too many indicators: {error}"));
        }
        let best = match tehai::score(&parsed, &context) {
            Ok(best) => best,
            Err(Error::NoYaku) => return 0.0,
            Err(error) => panic!("cannot score a complete hand: {error}"),
        };
        if best.is_yakuman() {
            return f64::from(best.total());
        }
        // The reading scored: a regular one if there is any, the most han,
        // then the most fu.
        let readings: Vec<_> = tehai::score::score_readings(&parsed, &context)
            .unwrap_or_else(|error| panic!("cannot score a complete hand: {error}"))
            .filter_map(Result::ok)
            .collect();
        let form = readings
            .iter()
            .map(|reading| reading.reading().form())
            .min()
            .unwrap_or(ReadingForm::Regular);
        let chosen = readings
            .iter()
            .filter(|reading| reading.reading().form() == form)
            .max_by_key(|reading| (reading.han(), reading.fu()))
            .unwrap_or(&best);
        let (han, fu) = (chosen.han(), u32::from(chosen.fu()));
        let dealer = self.question.seat_wind == Wind::East;
        assert_eq!(
            tsumo_total(han, fu, dealer),
            chosen.total(),
            "the points of {han} han {fu} fu"
        );
        let indicators = self.question.dora_indicators.len();
        let ura = self.question.options.ura_dora;
        if chosen.limit() == Limit::KazoeYakuman || !riichi || indicators == 0 || !ura {
            return f64::from(tsumo_total(han, fu, dealer));
        }
        let wall = merged(&self.wall_of(hand));
        let probability = ura_distribution(&wall, &kinds, indicators);
        let mut expected = 0.0;
        for (ura, p) in probability.iter().enumerate() {
            let ura_han = u32::try_from(ura).unwrap_or(u32::MAX);
            expected += f64::from(tsumo_total(han + ura_han, fu, dealer)) * p;
        }
        expected
    }

    /// The values of every state at every turn, last turn first.
    fn evaluate(&mut self) {
        let denominator_base = f64::from(self.root_wall_total());
        // A draw state's wall: every copy in play less its 13 tiles.
        let draw_wall = f64::from(self.root_wall_total())
            + self.root_hand.iter().map(|&c| f64::from(c)).sum::<f64>()
            - 13.0;
        let options = self.question.options;
        let last_turn = self.last_turn();
        for turn in (FIRST_TURN..=last_turn).rev() {
            for id in 0..self.draw_states.len() {
                let state = &self.draw_states[id];
                let mut values = state.values;
                if turn == last_turn {
                    values[0][turn] = if state.shanten == 0 { 1.0 } else { 0.0 };
                } else {
                    let mut change = [0.0f64; 3];
                    for edge in &state.edges {
                        let reached = &self.discard_states[edge.discard_state].values;
                        let mut next = [
                            reached[0][turn + 1],
                            reached[1][turn + 1],
                            reached[2][turn + 1],
                        ];
                        if edge.score > 0.0 {
                            next[0] = 1.0;
                            next[1] = 1.0;
                            next[2] = edge.score.max(next[2]);
                        }
                        for quantity in 0..3 {
                            change[quantity] +=
                                edge.weight * (next[quantity] - values[quantity][turn + 1]);
                        }
                    }
                    let denominator = match options.denominator {
                        Denominator::Model => denominator_base - turn as f64,
                        Denominator::Wall => draw_wall,
                    };
                    for quantity in 0..3 {
                        values[quantity][turn] =
                            values[quantity][turn + 1] + change[quantity] / denominator;
                    }
                    if state.shanten == 0 {
                        values[0][turn] = 1.0;
                    }
                }
                self.draw_states[id].values = values;
            }
            for id in 0..self.discard_states.len() {
                let choices: Vec<[f64; 3]> = self.discard_states[id]
                    .choices
                    .iter()
                    .map(|&choice| {
                        let values = &self.draw_states[choice].values;
                        [values[0][turn], values[1][turn], values[2][turn]]
                    })
                    .collect();
                let best = best_of(&choices, options.objective);
                for (quantity, &value) in best.iter().enumerate() {
                    self.discard_states[id].values[quantity][turn] = value;
                }
            }
        }
    }

    /// The reported values of a draw state, with its hand's useful tiles.
    fn report(&mut self, tile: Option<ParsedTile>, draw: usize) -> DiscardValues {
        let hand = self.draw_states[draw].hand;
        let useful = tehai_useful_kinds(&hand);
        assert_eq!(useful, self.shanten.useful(&hand), "tehai's useful tiles");
        let state = &self.draw_states[draw];
        let root_kinds = merged(&self.root_wall);
        let useful_count = useful
            .iter()
            .map(|kind| u32::from(root_kinds[kind.index()]))
            .sum();
        let last_turn = self.last_turn();
        let pick = |quantity: usize| -> Vec<f64> {
            (FIRST_TURN..last_turn)
                .map(|turn| state.values[quantity][turn])
                .collect()
        };
        DiscardValues {
            tile,
            shanten: state.shanten,
            useful,
            useful_count,
            tenpai: pick(0),
            win: pick(1),
            ev: pick(2),
        }
    }
}

/// The values of every discard of a closed 14-tile hand (or of a closed
/// 13-tile hand before its draw) under the model described in the module
/// documentation.
///
/// # Errors
///
/// A hand that is not 13 or 14 tiles, or more copies of a tile (hand,
/// indicators and seen tiles together) than the set holds.
pub fn expected_values(question: &EvQuestion) -> Result<EvAnswer, Error> {
    let tiles: u32 = question.hand.iter().map(|&count| u32::from(count)).sum();
    let mut model = Model::new(question)?;
    let root = model.root_hand;
    let mut discards = Vec::new();
    match tiles {
        13 => {
            let id = model.draw_state((root, false));
            model.build();
            model.evaluate();
            discards.push(model.report(None, id));
        }
        14 => {
            model.root_discards = true;
            model.discard_state((root, false));
            model.build();
            model.evaluate();
            let keeping = tehai_keeping_kinds(&root);
            assert_eq!(
                keeping,
                model.shanten.keeping(&root),
                "tehai's discard table"
            );
            for tile in 0..37 {
                if root[tile] == 0 {
                    continue;
                }
                let mut thrown = root;
                thrown[tile] -= 1;
                // The draw states the throw leads to, as the policy says.
                let declares = model.root_shanten == 0 && contains_split(keeping, tile);
                let flags: &[bool] = match question.options.riichi {
                    RiichiPolicy::Always if declares => &[true],
                    RiichiPolicy::Chosen if declares => &[false, true],
                    _ => &[false],
                };
                let found: Vec<usize> = flags
                    .iter()
                    .filter_map(|&riichi| model.draw_index.get(&(thrown, riichi)).copied())
                    .collect();
                let reports: Vec<DiscardValues> = found
                    .iter()
                    .map(|&id| model.report(Some(parsed_tile(tile)), id))
                    .collect();
                if let Some(first) = reports.first() {
                    let mut combined = first.clone();
                    for k in 0..combined.tenpai.len() {
                        let choices: Vec<[f64; 3]> = reports
                            .iter()
                            .map(|r| [r.tenpai[k], r.win[k], r.ev[k]])
                            .collect();
                        let best = if choices.len() == 1 {
                            choices[0]
                        } else {
                            best_of(&choices, question.options.objective)
                        };
                        combined.tenpai[k] = best[0];
                        combined.win[k] = best[1];
                        combined.ev[k] = best[2];
                    }
                    discards.push(combined);
                }
            }
        }
        _ => {
            return Err(Error::WrongTileCount {
                tiles,
                melds: 0,
                question: Question::Discards,
            });
        }
    }
    Ok(EvAnswer {
        discards,
        draw_states: model.draw_states.len(),
        discard_states: model.discard_states.len(),
        edges: model.edge_set.len(),
        max_score: model
            .draw_states
            .iter()
            .flat_map(|state| state.edges.iter().map(|edge| edge.score))
            .fold(0.0, f64::max),
    })
}

/// The values of every discard by brute force: each draw sequence played
/// out one tile at a time, with the true odds of the state's wall
/// ([`Denominator::Wall`]) and the moves of the graph the reference builds,
/// without sharing any value between sequences. Exponential in the draws:
/// for small walls (a few kinds) and a few draws only.
///
/// # Errors
///
/// Those of [`expected_values`].
///
/// # Panics
///
/// Under [`Denominator::Model`], which is not a probability.
pub fn brute_force(question: &EvQuestion) -> Result<Vec<DiscardValues>, Error> {
    assert_eq!(question.options.denominator, Denominator::Wall);
    let mut answer = expected_values(question)?;
    let mut model = Model::new(question)?;
    let root = model.root_hand;
    let tiles: u32 = question.hand.iter().map(|&count| u32::from(count)).sum();
    if tiles == 13 {
        model.draw_state((root, false));
    } else {
        model.root_discards = true;
        model.discard_state((root, false));
    }
    model.build();
    let draws = usize::from(question.options.draws);
    let keeping = model.shanten.keeping(&root);
    for values in &mut answer.discards {
        let mut reached = Vec::new();
        match values.tile {
            None => reached.push(model.draw_index[&(root, false)]),
            Some(tile) => {
                let index = split_index(tile);
                let mut thrown = root;
                thrown[index] -= 1;
                let declares = model.root_shanten == 0 && contains_split(keeping, index);
                let flags: &[bool] = match question.options.riichi {
                    RiichiPolicy::Always if declares => &[true],
                    RiichiPolicy::Chosen if declares => &[false, true],
                    _ => &[false],
                };
                for &riichi in flags {
                    reached.push(model.draw_index[&(thrown, riichi)]);
                }
            }
        }
        for k in 0..draws {
            let choices: Vec<[f64; 3]> = reached
                .iter()
                .map(|&id| model.draw_value(id, draws - k))
                .collect();
            let best = if choices.len() == 1 {
                choices[0]
            } else {
                best_of(&choices, question.options.objective)
            };
            values.tenpai[k] = best[0];
            values.win[k] = best[1];
            values.ev[k] = best[2];
        }
    }
    Ok(answer.discards)
}

/// The split index of a tile.
fn split_index(tile: ParsedTile) -> usize {
    let kind = tile.tile().index();
    if tile.is_red() {
        red_index(kind / 9)
    } else {
        kind
    }
}

impl Model<'_> {
    /// The values of draw state `id` with `left` draws left, by playing out
    /// every draw.
    fn draw_value(&self, id: usize, left: usize) -> [f64; 3] {
        let state = &self.draw_states[id];
        let tenpai = if state.shanten == 0 { 1.0 } else { 0.0 };
        if left == 0 {
            return [tenpai, 0.0, 0.0];
        }
        let wall = self.wall_of(&state.hand);
        let total: f64 = wall.iter().map(|&count| f64::from(count)).sum();
        let mut value = [0.0f64; 3];
        for tile in 0..37 {
            if wall[tile] == 0 {
                continue;
            }
            let odds = f64::from(wall[tile]) / total;
            let mut drawn = state.hand;
            drawn[tile] += 1;
            let edge = state
                .edges
                .iter()
                .find(|edge| self.discard_states[edge.discard_state].hand == drawn);
            let next = match edge {
                Some(edge) => {
                    let mut next = self.discard_value(edge.discard_state, left - 1);
                    if edge.score > 0.0 {
                        next = [1.0, 1.0, edge.score.max(next[2])];
                    }
                    next
                }
                // No move: the tile goes straight back.
                None => self.draw_value(id, left - 1),
            };
            for quantity in 0..3 {
                value[quantity] += odds * next[quantity];
            }
        }
        if state.shanten == 0 {
            value[0] = 1.0;
        }
        value
    }

    /// The values of discard state `id` with `left` draws left after the
    /// throw.
    fn discard_value(&self, id: usize, left: usize) -> [f64; 3] {
        let choices: Vec<[f64; 3]> = self.discard_states[id]
            .choices
            .iter()
            .map(|&choice| self.draw_value(choice, left))
            .collect();
        best_of(&choices, self.question.options.objective)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tsumo_totals_follow_the_table() {
        assert_eq!(tsumo_total(1, 30, false), 1_100);
        assert_eq!(tsumo_total(4, 30, false), 7_900);
        assert_eq!(tsumo_total(4, 40, false), 8_000);
        assert_eq!(tsumo_total(2, 25, true), 2_400);
        assert_eq!(tsumo_total(13, 30, false), 32_000);
    }

    #[test]
    fn ura_probabilities_sum_to_one() {
        let wall = [3u8; 34];
        let mut hand = [0u8; 34];
        hand[1] = 2;
        let probability = ura_distribution(&wall, &hand, 2);
        let sum: f64 = probability.iter().sum();
        assert!((sum - 1.0).abs() < 1e-12);
        // One ura indicator: 3 of 102 tiles point to the pair.
        let one = ura_distribution(&wall, &hand, 1);
        assert!((one[2] - 3.0 / 102.0).abs() < 1e-15);
    }

    /// A question about `hand` (MPSZ, no red fives) with 1m as the only
    /// indicator, sitting South in the East round.
    fn question(hand: &str) -> EvQuestion {
        let parsed: ParsedHand = hand.parse().unwrap();
        EvQuestion {
            hand: parsed.hand.counts(),
            red_fives: parsed.red_fives,
            dora_indicators: vec![ParsedTile::new("1m".parse().unwrap(), false).unwrap()],
            seen: [0; 34],
            seen_red_fives: [0; 3],
            round_wind: Wind::East,
            seat_wind: Wind::South,
            options: EvOptions::default(),
        }
    }

    #[test]
    fn a_tenpai_hand_before_its_draw_has_one_answer() {
        let answer = expected_values(&question("123m456p789s1122z")).unwrap();
        assert_eq!(answer.discards.len(), 1);
        let values = &answer.discards[0];
        assert_eq!(
            (values.tile, values.shanten, values.useful_count),
            (None, 0, 4)
        );
        assert!(values.tenpai.iter().all(|&p| p == 1.0));
        // More draws left, more chances: the win probability falls turn by turn.
        assert!(values.win.windows(2).all(|pair| pair[0] > pair[1]));
        assert!(values.win.iter().all(|&p| (0.0..=1.0).contains(&p)));
        assert!(values.ev[0] > 0.0);
    }

    #[test]
    fn seen_tiles_leave_the_wall() {
        let plain = expected_values(&question("123m456p789s1122z")).unwrap();
        let mut seen = question("123m456p789s1122z");
        seen.seen[27] = 2; // both other 1z
        let fewer = expected_values(&seen).unwrap();
        assert_eq!(fewer.discards[0].useful_count, 2);
        assert!(fewer.discards[0].win[0] < plain.discards[0].win[0]);
    }

    #[test]
    fn a_complete_hand_reports_every_discard() {
        let answer = expected_values(&question("123m456p789s11122z")).unwrap();
        // 1m 2m 3m 4p 5p 6p 7s 8s 9s 1z 2z.
        assert_eq!(answer.discards.len(), 11);
        assert!(answer.discards.iter().all(|values| values.shanten >= 0));
    }

    #[test]
    fn four_plain_fives_are_refused() {
        let error = expected_values(&question("5555m123p456s789s")).unwrap_err();
        assert!(matches!(error, Error::FourPlainFives { .. }));
    }

    #[test]
    fn dora_cycles_within_each_group() {
        assert_eq!(dora_of(8), 0);
        assert_eq!(dora_of(4), 5);
        assert_eq!(dora_of(30), 27);
        assert_eq!(dora_of(33), 31);
    }
}
