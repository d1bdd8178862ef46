//! Which tile to cut (何切る) by expected value: for every discard of a
//! hand, the probability of reaching tenpai, the probability of winning and
//! the expected score, for each number of draws left.
//!
//! # The model
//!
//! One player alone draws and discards; nobody else acts, and only wins by
//! drawing (tsumo) count. The hand moves between two kinds of states:
//!
//! * a *draw state*: `13 − 3 × melds` concealed tiles and a riichi flag,
//!   waiting to draw;
//! * a *discard state*: one tile more, choosing a discard.
//!
//! Red fives are tiles of their own. A tile thrown goes back to the wall:
//! the wall of a state is every copy in play (the set less the declared
//! melds, the dora indicators and the tiles seen) less the state's hand, so
//! it depends on the hand alone.
//!
//! The states and the moves between them form a graph, built outwards from
//! the hand asked about. A move joins a draw state `H` and the discard
//! state `H + x`: from the draw state it is "draw `x`" (as likely as
//! `x`'s copies in `H`'s wall), from the discard state "throw `x`". With
//! `s0` the shanten number of the hand asked about and `dist(H)` the tiles
//! of `H` it did not hold, a hand may still take a *detour* while
//! `dist(H) + shanten(H) < s0 + extra` (see [`EvOptions::extra_exchanges`]):
//!
//! * a draw state draws every kind that lowers its shanten number and, when
//!   a detour is allowed and it is not in riichi, every other kind in its
//!   wall ([`EvOptions::hand_changes`]);
//! * a discard state throws every kind that keeps its shanten number and,
//!   when a detour is allowed and it is not in riichi, every other kind
//!   ([`EvOptions::shanten_back`]); a complete hand keeps no tile. The hand
//!   asked about throws every tile it holds: each is a candidate. A closed
//!   hand that throws a tile keeping tenpai declares riichi
//!   ([`EvOptions::riichi`]); a draw state in riichi draws only its waits;
//! * a move is one edge whichever side found it: a discard state may throw
//!   back the tile of any edge reaching it, a draw state may draw the tile
//!   of any edge leaving it (drawing back the tile it just threw).
//!
//! An edge into a complete hand with a yaku is a win. Its score is what a
//! tsumo brings the winner under the rules ([`EvQuestion::rules`]), with
//! riichi when the draw state is in riichi, no ippatsu, double riichi,
//! haitei or counters; among the readings, a regular one before seven
//! pairs, then the most han, then the most fu. Under riichi the score is
//! the exact expectation over the ura-dora: as many ura indicators as dora
//! indicators, drawn without replacement from the wall of the complete
//! hand ([`EvOptions::ura_dora`]).
//!
//! # The values
//!
//! Turns run from `t = draws + 1` back to `t = 1`; at turn `t` a state still
//! has `draws + 1 − t` draws. At the last turn a draw state's tenpai
//! probability is 1 if it is tenpai, its other values 0. Before that, with
//! `D(t)` the denominator ([`Denominator`]):
//!
//! `v(t) = v(t + 1) + Σ_edges weight · (v'(t + 1) − v(t + 1)) / D(t)`
//!
//! where `v'` is the value of the discard state the edge reaches or, on a
//! win, 1 for both probabilities and the larger of the score and the
//! discard state's expected score (a win may be passed up). A draw without
//! an edge throws the tile straight back: the state stays. A tenpai draw
//! state's tenpai probability is 1. A discard state takes, at the same turn,
//! the best of the draw states it can throw into, as [`Objective`] says.
//!
//! The answer for a discard is the draw state it leads to, for `draws`,
//! `draws − 1`, …, 1 draws left. With the default options this is the model
//! of mahjong-cpp's expected-score calculator (v0.9.8) with its defaults,
//! number for number.
//!
//! # Working memory
//!
//! The graph lives in memory the caller lends, a `&mut [u64]`:
//! [`workspace_words`] suggests a size for a question, [`analyse`] uses what
//! it is given and reports [`Error::WorkspaceTooSmall`] when the graph does
//! not fit (nothing else is written; ask again with more). With `std`,
//! `analyse_owned` allocates and grows the workspace itself.
//!
//! ```
//! use tehai::ev::{self, EvQuestion};
//!
//! let question = EvQuestion::new("123m456p789s11223z".parse()?);
//! let mut workspace = vec![0u64; ev::workspace_words(&question)?];
//! let analysis = ev::analyse(&question, &mut workspace)?;
//! // Throwing 3z keeps the wait on 1z and 2z, and declares riichi.
//! let best = analysis
//!     .discards()
//!     .iter()
//!     .max_by(|a, b| a.ev[0].total_cmp(&b.ev[0]))
//!     .unwrap();
//! assert_eq!(best.tile.unwrap().to_string(), "3z");
//! assert!(best.riichi && best.shanten == 0);
//! assert_eq!(best.tenpai[0], 1.0);
//! assert!(best.win[0] > 0.45 && best.ev[0] > 3_500.0);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod graph;
mod options;
mod state;
mod values;
mod wins;

pub use options::{DEFAULT_DRAWS, Denominator, EvOptions, MAX_DRAWS, Objective, RiichiPolicy};

use crate::array_vec::{ArrayVec, Filler};
use crate::context::{Context, Players, TileCounts};
use crate::efficiency::{self, UsefulTiles};
use crate::error::{Error, Question};
use crate::hand::{Hand, MAX_CONCEALED_TILES};
use crate::meld::{self, Meld};
use crate::notation::{ParsedHand, ParsedTile};
use crate::rules::{DoubleYakuman, Preset, Rules};
use crate::score::{Indicators, WinContext, Wind};
use crate::tile::Tile;
use crate::tile_set::TileSet;

use graph::{Capacity, Efficiency, Graph, Search};
use state::{FIRST_RED, SPLIT_KINDS};
use values::REPORTED_QUANTITIES;

/// A hand and what is known around it.
///
/// ```
/// use tehai::ev::EvQuestion;
/// use tehai::score::Wind;
/// let mut question = EvQuestion::new("123m456p789s11223z".parse()?);
/// question.seat_wind = Wind::South;
/// assert!(question.melds.is_empty() && question.dora_indicators.is_empty());
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EvQuestion<'a> {
    /// The concealed tiles and their red fives: `14 − 3 × melds` (a value
    /// per discard) or `13 − 3 × melds` (one value, before the draw).
    pub hand: ParsedHand,
    /// The declared melds.
    pub melds: &'a [Meld],
    /// The dora indicators, red or not (at most five).
    pub dora_indicators: &'a [ParsedTile],
    /// Tiles seen elsewhere (discards, other players' melds), red fives
    /// counted as fives: they are not in the wall.
    pub seen: TileCounts,
    /// Red fives among the seen tiles, per suit (m, p, s).
    pub seen_red_fives: [u8; 3],
    /// The round wind.
    pub round_wind: Wind,
    /// The player's seat wind; East is the dealer.
    pub seat_wind: Wind,
    /// The rules of the table: players, red fives, limits, double yakuman.
    pub rules: Rules,
    /// The choices of the model.
    pub options: EvOptions,
}

impl<'a> EvQuestion<'a> {
    /// A question about `hand`: no melds, indicators or seen tiles, the
    /// dealer in the East round, [`EvQuestion::model_rules`] and the
    /// default options.
    ///
    /// ```
    /// let question = tehai::ev::EvQuestion::new("123m456p789s11223z".parse()?);
    /// assert_eq!(question.rules, tehai::ev::EvQuestion::model_rules());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn new(hand: ParsedHand) -> EvQuestion<'a> {
        EvQuestion {
            hand,
            melds: &[],
            dora_indicators: &[],
            seen: TileCounts::EMPTY,
            seen_red_fives: [0; 3],
            round_wind: Wind::East,
            seat_wind: Wind::East,
            rules: EvQuestion::model_rules(),
            options: EvOptions::default(),
        }
    }

    /// The rules mahjong-cpp scores with: Tenhou's (red fives, no kiriage
    /// mangan, 13 han a counted yakuman) with the four double yakuman
    /// (suuankou tanki, the thirteen-sided kokushi, junsei chuuren,
    /// daisuushii).
    ///
    /// ```
    /// let rules = tehai::ev::EvQuestion::model_rules();
    /// assert!(rules.double_yakuman.is_all());
    /// ```
    pub fn model_rules() -> Rules {
        Rules {
            double_yakuman: DoubleYakuman::all(),
            ..Rules::preset(Preset::Tenhou)
        }
    }
}

/// The values of one discard (or, for a hand before its draw, of the hand).
///
/// The vectors hold [`EvOptions::draws`] values (the rest are 0): index 0
/// with that many draws left, the last with one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvDiscard {
    /// The tile thrown, red or not; `None` for a hand before its draw.
    pub tile: Option<ParsedTile>,
    /// The shanten number of the hand left.
    pub shanten: i8,
    /// The kinds whose draw lowers it.
    pub useful: TileSet,
    /// Copies of the useful kinds in the initial wall.
    pub useful_count: u32,
    /// The throw declares riichi (under [`RiichiPolicy::Chosen`]: riichi is
    /// worth at least as much as staying silent, by the expected score with
    /// the most draws left).
    pub riichi: bool,
    /// Draws the vectors cover.
    pub draws: u8,
    /// Tenpai probability by draws left.
    pub tenpai: [f64; MAX_DRAWS],
    /// Win probability by draws left.
    pub win: [f64; MAX_DRAWS],
    /// Expected score by draws left.
    pub ev: [f64; MAX_DRAWS],
}

impl Filler for EvDiscard {
    const FILLER: EvDiscard = EvDiscard {
        tile: None,
        shanten: 0,
        useful: TileSet::EMPTY,
        useful_count: 0,
        riichi: false,
        draws: 0,
        tenpai: [0.0; MAX_DRAWS],
        win: [0.0; MAX_DRAWS],
        ev: [0.0; MAX_DRAWS],
    };
}

impl EvDiscard {
    /// The tenpai probabilities, one per draw left (most draws first).
    ///
    /// ```
    /// let question = tehai::ev::EvQuestion::new("123m456p789s1122z".parse()?);
    /// let analysis = tehai::ev::analyse_owned(&question)?;
    /// assert_eq!(analysis.discards()[0].tenpai_by_draws().len(), 17);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn tenpai_by_draws(&self) -> &[f64] {
        self.tenpai
            .get(..usize::from(self.draws))
            .unwrap_or_default()
    }

    /// The win probabilities, one per draw left (most draws first).
    ///
    /// ```
    /// let question = tehai::ev::EvQuestion::new("123m456p789s1122z".parse()?);
    /// let analysis = tehai::ev::analyse_owned(&question)?;
    /// let win = analysis.discards()[0].win_by_draws();
    /// assert!(win[0] > win[16]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn win_by_draws(&self) -> &[f64] {
        self.win.get(..usize::from(self.draws)).unwrap_or_default()
    }

    /// The expected scores, one per draw left (most draws first).
    ///
    /// ```
    /// let question = tehai::ev::EvQuestion::new("123m456p789s1122z".parse()?);
    /// let analysis = tehai::ev::analyse_owned(&question)?;
    /// assert!(analysis.discards()[0].ev_by_draws()[0] > 1_000.0);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn ev_by_draws(&self) -> &[f64] {
        self.ev.get(..usize::from(self.draws)).unwrap_or_default()
    }
}

/// How large the graph of an analysis was.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EvStats {
    /// Draw states.
    pub draw_states: u32,
    /// Discard states.
    pub discard_states: u32,
    /// Edges (moves).
    pub edges: u32,
    /// Edges that win.
    pub wins: u32,
    /// Words of workspace the graph needed ([`analyse`] succeeds with any
    /// workspace at least this large).
    pub words_needed: usize,
}

/// The answer: one [`EvDiscard`] per tile of the hand (red fives apart from
/// the plain fives of their suit), in tile order with each suit's red five
/// after its plain tiles; one for a hand before its draw.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EvAnalysis {
    discards: ArrayVec<EvDiscard, { MAX_CONCEALED_TILES as usize }>,
    stats: EvStats,
}

impl EvAnalysis {
    /// The values of each discard.
    ///
    /// ```
    /// let question = tehai::ev::EvQuestion::new("123m456p789s11223z".parse()?);
    /// let analysis = tehai::ev::analyse_owned(&question)?;
    /// assert_eq!(analysis.discards().len(), 12); // 1m 2m 3m 4p ... 1z 2z 3z
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn discards(&self) -> &[EvDiscard] {
        self.discards.as_slice()
    }

    /// The size of the graph.
    ///
    /// ```
    /// let question = tehai::ev::EvQuestion::new("123m456p789s11223z".parse()?);
    /// let stats = tehai::ev::analyse_owned(&question)?.stats();
    /// assert!(stats.edges > stats.draw_states);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub const fn stats(&self) -> EvStats {
        self.stats
    }
}

/// The shanten facts at the plain table.
struct Plain;

impl Efficiency for Plain {
    fn shanten(&self, hand: &Hand) -> Result<i8, Error> {
        Ok(crate::shanten::shanten_plain(hand)?.min)
    }
    fn useful(&self, hand: &Hand) -> Result<UsefulTiles, Error> {
        efficiency::useful_tiles_plain(hand)
    }
}

/// The shanten facts beside declared melds or at three players.
struct AtTable<'a> {
    context: Context<'a>,
}

impl Efficiency for AtTable<'_> {
    fn shanten(&self, hand: &Hand) -> Result<i8, Error> {
        Ok(crate::shanten(hand, &self.context)?.min)
    }
    fn useful(&self, hand: &Hand) -> Result<UsefulTiles, Error> {
        efficiency::useful_tiles(hand, &self.context)
    }
}

/// A checked question: the initial state and its wall.
struct Prepared {
    /// The initial hand's key.
    root: state::Key,
    /// Its split counts.
    root_counts: [u8; SPLIT_KINDS],
    /// Copies in play per split kind (initial wall plus initial hand).
    pool: [u8; SPLIT_KINDS],
    /// The initial hand waits to draw (`13 − 3 × melds` tiles).
    before_draw: bool,
    /// The initial hand's shanten number.
    shanten: i8,
    /// Tiles in the initial wall.
    wall: u32,
    /// No open meld.
    closed: bool,
    /// The win context shared by every win.
    context: WinContext,
    /// Copies of each kind in the declared melds.
    melded: [u8; 34],
}

/// Checks a question and finds its initial state.
fn prepare(question: &EvQuestion<'_>) -> Result<Prepared, Error> {
    let options = &question.options;
    if options.draws == 0 || usize::from(options.draws) > MAX_DRAWS || options.extra_exchanges > 2 {
        return Err(Error::EvOptionOutOfRange);
    }
    let hand = &question.hand.hand;
    let tiles = hand.tile_count();
    let melds = question.melds;
    meld::check_melds_for(hand, melds, Question::ExpectedValue)?;
    let room = MAX_CONCEALED_TILES - 3 * melds.len() as u32;
    if tiles + 1 != room && tiles != room {
        return Err(Error::WrongTileCount {
            tiles,
            melds: melds.len() as u8,
            question: Question::ExpectedValue,
        });
    }
    // Red fives held: the checked constructor's rules, again for a
    // `ParsedHand` built by hand.
    let parsed = ParsedHand::new(*hand, question.hand.red_fives)?;
    let rules = &question.rules;
    let three = rules.players == Players::Three;
    let mut context = WinContext {
        tsumo: true,
        seat_wind: question.seat_wind,
        round_wind: question.round_wind,
        rules: *rules,
        ..WinContext::new(Tile::FILLER)
    };
    context.dora_indicators = Indicators::EMPTY;
    for indicator in question.dora_indicators {
        context.dora_indicators.push(indicator.tile())?;
    }
    for &meld in melds {
        context.melds.push(meld)?;
    }
    // Copies out of the wall: the hand, the melds, the indicators, the seen
    // tiles, split by red fives.
    let mut gone = [0u8; SPLIT_KINDS];
    let mut add = |split: usize, count: u8| {
        if let Some(slot) = gone.get_mut(split) {
            *slot = slot.saturating_add(count);
        }
    };
    let root = state::key_of(hand, parsed.red_fives);
    for split in 0..SPLIT_KINDS {
        add(split, state::split_count(root, split));
    }
    let mut melded = [0u8; 34];
    for meld in melds {
        let mut reds = meld.red_fives();
        for tile in meld.tiles() {
            let kind = tile.tile().index();
            melded[kind] += 1;
            match state::red_of(kind) {
                Some(red) if reds > 0 || tile.is_red() => {
                    reds = reds.saturating_sub(1);
                    add(red, 1);
                }
                _ => add(kind, 1),
            }
        }
    }
    for &indicator in question.dora_indicators {
        add(state::split_of(indicator), 1);
    }
    let seen = question.seen.counts();
    for (kind, &count) in seen.iter().enumerate() {
        match state::red_of(kind) {
            Some(red) => {
                let reds = question.seen_red_fives[red - FIRST_RED];
                if reds > count {
                    return Err(Error::TooManyCopies {
                        tile: Tile::new(kind as u8).unwrap_or(Tile::FILLER),
                    });
                }
                add(red, reds);
                add(kind, count - reds);
            }
            None => add(kind, count),
        }
    }
    let mut pool = [0u8; SPLIT_KINDS];
    let mut wall = 0u32;
    for split in 0..SPLIT_KINDS {
        let kind = state::kind_of(split);
        let tile = Tile::new(kind as u8).unwrap_or(Tile::FILLER);
        let reds = state::red_of(kind).map_or(0, |_| rules.red_fives[kind / 9].min(4));
        let in_set = match (split >= FIRST_RED, rules.players.uses(tile)) {
            (_, false) => 0,
            (true, true) => reds,
            (false, true) => 4 - reds,
        };
        if gone[split] > in_set {
            if !rules.players.uses(tile) {
                return Err(Error::NotInThreePlayer { tile });
            }
            if split >= FIRST_RED {
                return Err(Error::RedFivesNotInRules { suit: tile.suit() });
            }
            return Err(Error::TooManyCopies { tile });
        }
        pool[split] = in_set - gone[split] + state::split_count(root, split);
        wall += u32::from(in_set - gone[split]);
    }
    let closed = melds.iter().all(|meld| !meld.is_open());
    let shanten = if melds.is_empty() && !three {
        crate::shanten::shanten_plain(hand)?.min
    } else {
        crate::shanten(hand, &table_context(question))?.min
    };
    let mut root_counts = [0u8; SPLIT_KINDS];
    for (split, slot) in root_counts.iter_mut().enumerate() {
        *slot = state::split_count(root, split);
    }
    Ok(Prepared {
        root,
        root_counts,
        pool,
        before_draw: tiles + 1 == room,
        shanten,
        wall,
        closed,
        context,
        melded,
    })
}

/// The table the shanten facts are read at: the melds and the players,
/// not the seen tiles (the wall weights take care of those).
fn table_context<'a>(question: &EvQuestion<'a>) -> Context<'a> {
    Context::default()
        .with_melds(question.melds)
        .with_players(question.rules.players)
}

/// Units of workspace suggested per initial shanten number (a graph of
/// the default options fits them with room to spare).
fn suggested_units(shanten: i8, options: &EvOptions) -> usize {
    // The largest graphs measured (draw states) at shanten 0 to 3: about
    // 130, 3,100, 25,000 and 150,000.
    let base: usize = match shanten {
        ..=0 => 1 << 9,
        1 => 1 << 12,
        2 => 1 << 15,
        3 => 160_000,
        _ => 1 << 20,
    };
    base << (2 * usize::from(options.extra_exchanges.saturating_sub(1)))
}

/// A workspace size, in 64-bit words, that fits the analysis of `question`
/// with the default options on every hand measured: a few hundred kilobytes
/// at one shanten, tens of megabytes at three. [`analyse`] may still need
/// more ([`Error::WorkspaceTooSmall`]; [`EvStats::words_needed`] tells how
/// much a graph took).
///
/// # Errors
///
/// The errors of [`analyse`] about the question itself (tile counts, melds,
/// copies, options).
///
/// ```
/// let question = tehai::ev::EvQuestion::new("123m456p789s11223z".parse()?);
/// let words = tehai::ev::workspace_words(&question)?;
/// assert!(words > 10_000);
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn workspace_words(question: &EvQuestion<'_>) -> Result<usize, Error> {
    let prepared = prepare(question)?;
    Ok(Capacity::words(suggested_units(
        prepared.shanten,
        &question.options,
    )))
}

/// Analyses every discard of `question`'s hand (see the module
/// documentation) in the caller's `workspace`.
///
/// # Errors
///
/// * a hand with neither `13 − 3 × melds` nor `14 − 3 × melds` concealed
///   tiles ([`Error::WrongTileCount`]), melds that do not fit
///   ([`Error::TooManyMelds`]);
/// * more copies of a tile (hand, melds, indicators, seen) than the set
///   holds, a tile three players do not use, red fives the rules do not
///   have, more than five indicators;
/// * an option out of range, or fewer tiles in the wall than draws
///   ([`Error::EvOptionOutOfRange`]);
/// * a workspace too small for the graph ([`Error::WorkspaceTooSmall`]).
///
/// ```
/// use tehai::ev::{self, EvQuestion};
/// let question = EvQuestion::new("123m456p789s11223z".parse()?);
/// let mut tiny = [0u64; 16];
/// assert_eq!(ev::analyse(&question, &mut tiny), Err(tehai::Error::WorkspaceTooSmall));
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn analyse(question: &EvQuestion<'_>, workspace: &mut [u64]) -> Result<EvAnalysis, Error> {
    let prepared = prepare(question)?;
    if question.melds.is_empty() && question.rules.players == Players::Four {
        run(question, &prepared, &Plain, workspace)
    } else {
        let table = AtTable {
            context: table_context(question),
        };
        run(question, &prepared, &table, workspace)
    }
}

/// Analyses `question` in a workspace it allocates: the size
/// [`workspace_words`] suggests, doubled until the graph fits.
///
/// The graph grows steeply with the shanten number: a few hundred
/// kilobytes at one shanten, tens of megabytes at three, and beyond that
/// millions of states (a 5-shanten hand: 10.8 million draw states, 4.8 GB
/// and two and a half minutes). Front ends refuse such hands unless asked.
///
/// # Errors
///
/// Those of [`analyse`] but [`Error::WorkspaceTooSmall`].
///
/// ```
/// let question = tehai::ev::EvQuestion::new("23m456p789s11223z".parse()?);
/// let analysis = tehai::ev::analyse_owned(&question)?;
/// assert!(analysis.discards().iter().all(|d| d.shanten >= 1));
/// # Ok::<(), tehai::Error>(())
/// ```
#[cfg(feature = "std")]
pub fn analyse_owned(question: &EvQuestion<'_>) -> Result<EvAnalysis, Error> {
    let mut words = workspace_words(question)?;
    loop {
        let mut workspace = std::vec![0u64; words];
        match analyse(question, &mut workspace) {
            Err(Error::WorkspaceTooSmall) if words < usize::MAX / 4 => words *= 2,
            other => return other,
        }
    }
}

/// Builds the graph, runs the induction and reports the candidates.
fn run<E: Efficiency>(
    question: &EvQuestion<'_>,
    prepared: &Prepared,
    efficiency: &E,
    workspace: &mut [u64],
) -> Result<EvAnalysis, Error> {
    let options = &question.options;
    let draws = usize::from(options.draws);
    // The model's denominator reaches `S − draws`: it must stay positive.
    let too_short = match options.denominator {
        Denominator::Model => prepared.wall <= u32::from(options.draws),
        Denominator::Wall => prepared.wall == 0,
    };
    if too_short {
        return Err(Error::EvOptionOutOfRange);
    }
    let ura = if options.ura_dora {
        question.dora_indicators.len()
    } else {
        0
    };
    let scorer = wins::Scorer::new(
        prepared.context,
        merged(&prepared.pool),
        prepared.melded,
        ura,
    );
    let search = Search {
        efficiency,
        scorer: &scorer,
        options,
        pool: prepared.pool,
        root: prepared.root_counts,
        bound: i32::from(prepared.shanten) + i32::from(options.extra_exchanges),
        closed: prepared.closed,
        root_discards: !prepared.before_draw,
    };
    let capacity = Capacity::of_words(workspace.len());
    let mut graph = Graph::new(workspace, capacity)?;
    // The candidates: (tile, reported draw states (two under a chosen
    // riichi), shanten, useful kinds).
    let mut candidates: ArrayVec<Candidate, { MAX_CONCEALED_TILES as usize }> = ArrayVec::EMPTY;
    if prepared.before_draw {
        let id = graph.add_root_draw(&search, prepared.root)?;
        graph.build(&search)?;
        let fact = graph.draw_facts[2 * id];
        let _ = candidates.push(Candidate {
            tile: None,
            states: [id, id],
            chosen: false,
            shanten: graph::shanten_of(fact),
            useful: graph::useful_of(fact),
        });
    } else {
        graph.add_root_discard(prepared.root, prepared.shanten)?;
        graph.build(&search)?;
        for split in 0..SPLIT_KINDS {
            if prepared.root_counts[split] == 0 {
                continue;
            }
            let thrown = prepared.root - state::unit(split);
            // The draw states the throw leads to, as the riichi policy says.
            let kind = state::kind_of(split);
            let keeps = prepared.shanten >= 0
                && efficiency.shanten(&state::hand_of(prepared.root - state::unit(kind)))?
                    == prepared.shanten;
            let declares = prepared.closed && prepared.shanten == 0 && keeps;
            let (silent, riichi) = (thrown, thrown | state::RIICHI);
            let (first, second, chosen) = match options.riichi {
                RiichiPolicy::Always if declares => (riichi, riichi, false),
                RiichiPolicy::Chosen if declares => (silent, riichi, true),
                _ => (silent, silent, false),
            };
            let (Some(first), Some(second)) = (graph.find_draw(first), graph.find_draw(second))
            else {
                continue;
            };
            let fact = graph.draw_facts[2 * first];
            let _ = candidates.push(Candidate {
                tile: Some(state::parsed_of(split)),
                states: [first, second],
                chosen,
                shanten: graph::shanten_of(fact),
                useful: graph::useful_of(fact),
            });
        }
    }
    let mut states = [0usize; 2 * MAX_CONCEALED_TILES as usize];
    for (slot, candidate) in candidates.iter().enumerate() {
        states[2 * slot] = candidate.states[0];
        states[2 * slot + 1] = candidate.states[1];
    }
    let mut values = [[[0.0f64; MAX_DRAWS]; REPORTED_QUANTITIES]; 2 * MAX_CONCEALED_TILES as usize];
    let reported_len = 2 * candidates.len();
    let draw_tiles = merged(&prepared.pool)
        .iter()
        .map(|&c| u32::from(c))
        .sum::<u32>()
        - (prepared
            .root_counts
            .iter()
            .map(|&c| u32::from(c))
            .sum::<u32>()
            - u32::from(!prepared.before_draw));
    let model_wall = f64::from(prepared.wall);
    let state_wall = f64::from(draw_tiles);
    let denominator = |turn: usize| match options.denominator {
        Denominator::Model => model_wall - turn as f64,
        Denominator::Wall => state_wall,
    };
    values::evaluate(
        &mut graph,
        draws,
        options.objective,
        denominator,
        &mut values::Reported {
            states: states.get(..reported_len).unwrap_or_default(),
            values: values.get_mut(..reported_len).unwrap_or_default(),
        },
    );
    let root_wall = merged(&prepared.pool);
    let mut discards = ArrayVec::EMPTY;
    for (slot, candidate) in candidates.iter().enumerate() {
        let (silent, riichi) = (values[2 * slot], values[2 * slot + 1]);
        let riichi_state = state::is_riichi(graph.draw_key(candidate.states[1]));
        let (reported, declares) = if candidate.chosen {
            let declares = riichi[2][0] >= silent[2][0];
            (
                combine(&silent, &riichi, options.objective, draws),
                declares,
            )
        } else {
            (silent, riichi_state)
        };
        let useful_count = candidate
            .useful
            .iter()
            .map(|tile| u32::from(root_wall[tile.index()]) - u32::from(hand_count(prepared, tile)))
            .sum();
        let _ = discards.push(EvDiscard {
            tile: candidate.tile,
            shanten: candidate.shanten,
            useful: candidate.useful,
            useful_count,
            riichi: declares,
            draws: options.draws,
            tenpai: reported[0],
            win: reported[1],
            ev: reported[2],
        });
    }
    let stats = EvStats {
        draw_states: graph.draws as u32,
        discard_states: graph.discards as u32,
        edges: graph.edge_count as u32,
        wins: graph.wins as u32,
        words_needed: Capacity::words(Capacity::needed(
            graph.draws,
            graph.discards,
            graph.edge_count,
        )),
    };
    Ok(EvAnalysis { discards, stats })
}

/// A discard reported: its draw state (both branches under a chosen
/// riichi), shanten and useful kinds.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    tile: Option<ParsedTile>,
    states: [usize; 2],
    chosen: bool,
    shanten: i8,
    useful: TileSet,
}

impl Filler for Candidate {
    const FILLER: Candidate = Candidate {
        tile: None,
        states: [0; 2],
        chosen: false,
        shanten: 0,
        useful: TileSet::EMPTY,
    };
}

/// The values of a throw that may declare riichi or not, chosen per draws
/// left as a discard state chooses.
fn combine(
    silent: &[[f64; MAX_DRAWS]; REPORTED_QUANTITIES],
    riichi: &[[f64; MAX_DRAWS]; REPORTED_QUANTITIES],
    objective: Objective,
    draws: usize,
) -> [[f64; MAX_DRAWS]; REPORTED_QUANTITIES] {
    let mut out = [[0.0; MAX_DRAWS]; REPORTED_QUANTITIES];
    for index in 0..draws.min(MAX_DRAWS) {
        let mut best = [0u64; 4];
        best[3] = f64::NEG_INFINITY.to_bits();
        for branch in [silent, riichi] {
            let choice = [branch[0][index], branch[1][index], branch[2][index]];
            values::choose(choice, &mut best, objective);
        }
        for quantity in 0..REPORTED_QUANTITIES {
            out[quantity][index] = f64::from_bits(best[quantity]);
        }
    }
    out
}

/// Copies of `tile` in the initial concealed hand.
fn hand_count(prepared: &Prepared, tile: Tile) -> u8 {
    state::kind_count(prepared.root, tile.index())
}

/// The 34 kind counts of split counts.
fn merged(split: &[u8; SPLIT_KINDS]) -> [u8; 34] {
    let mut kinds = [0u8; 34];
    kinds.copy_from_slice(&split[..34]);
    for red in FIRST_RED..SPLIT_KINDS {
        kinds[state::kind_of(red)] += split[red];
    }
    kinds
}
