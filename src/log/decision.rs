//! Decision rows: at a discard in a record, what the discard table says of
//! the hand the player held and of the tile they threw.

use super::replay::{Replay, RiichiState};
use crate::context::{Context, TileCounts};
use crate::efficiency::discards;
use crate::error::Error;
use crate::ev::{EvDiscard, EvQuestion, MAX_DRAWS, analyse};
use crate::notation::{ParsedHand, ParsedTile};
use crate::score::{DeclaredMelds, Wind};
use crate::tile::Tile;
use crate::tile_set::TileSet;

/// One discard decision of a record, with the discard table's view of it.
/// Made by [`decision`] before the discard is applied to the replay.
///
/// ```
/// use tehai::log::{Counting, Event, Replay, TenhouReader, decision};
/// let text = br#"<mjloggm ver="2.3"><GO type="169"/>
///   <INIT seed="0,0,0,1,2,52" ten="250,250,250,250" oya="0"
///     hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49"
///     hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>
///   <T53/><D0/></mjloggm>"#;
/// let mut replay = Replay::new();
/// let mut rows = Vec::new();
/// for event in TenhouReader::new(text) {
///     let event = event?;
///     if let Event::Discard { seat, tile, tsumogiri } = event {
///         rows.push(decision(&replay, seat, tile, tsumogiri, Counting::Unseen)?);
///     }
///     replay.apply(&event)?;
/// }
/// // Throwing the 1m of 1234056789m12345p breaks the ready hand.
/// assert!(!rows[0].tenpai());
/// assert_eq!((rows[0].discard_shanten, rows[0].best.to_string()), (1, "5p".to_string()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DecisionRow {
    /// The round's wind.
    pub round_wind: Wind,
    /// The round's number within its wind, from 0.
    pub round_number: u8,
    /// Counters on the table.
    pub honba: u16,
    /// Discards made before this one in the round, by all seats.
    pub turn: u16,
    /// Who discards.
    pub seat: u8,
    /// Tiles left to draw.
    pub wall_left: u8,
    /// The concealed tiles before the discard.
    pub hand: ParsedHand,
    /// The seat's declared melds.
    pub melds: DeclaredMelds,
    /// The shanten number of the hand before the discard (that of its
    /// best discard).
    pub shanten: i8,
    /// The tile thrown.
    pub discard: ParsedTile,
    /// Thrown straight from the draw.
    pub tsumogiri: bool,
    /// The discard declares riichi.
    pub riichi: bool,
    /// Shanten after the discard made.
    pub discard_shanten: i8,
    /// The useful kinds after the discard made.
    pub discard_useful: TileSet,
    /// Their unseen copies, from this seat's view.
    pub discard_useful_count: u32,
    /// The discard table's first row: its tile.
    pub best: Tile,
    /// The first row's shanten.
    pub best_shanten: i8,
    /// The first row's unseen useful copies.
    pub best_useful_count: u32,
    /// The discard made's place in the table: 1 plus the rows strictly
    /// better (less shanten, or as little and more unseen useful copies).
    pub rank: u8,
    /// Rows of the table (distinct kinds held).
    pub options: u8,
}

impl DecisionRow {
    /// Whether the hand is ready after the discard made.
    ///
    /// (Examples: [`DecisionRow`], [`decision`].)
    pub fn tenpai(&self) -> bool {
        self.discard_shanten == 0
    }
}

/// How a decision row counts useful tiles.
///
/// ```
/// assert_eq!(tehai::log::Counting::default(), tehai::log::Counting::Unseen);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Counting {
    /// The discard table of the hand's own tiles (as players' tools show
    /// it: every copy not in the hand or its melds may complete it), each
    /// row's useful kinds then counted by their copies unseen from the
    /// seat. The fast way, from the shanten tables.
    #[default]
    Unseen,
    /// The discard table at the table: copies seen are out of play, also
    /// for the complete hand the shanten number counts towards (a kind
    /// all seen is never useful; the shanten number may rise). Exact, and
    /// about fifty times slower.
    Exact,
}

/// The decision row of `seat` throwing `tile`, from the replay's state
/// before the discard: the discard table of its hand with its melds, the
/// tiles it has seen and the table's player count, counted as `counting`
/// says.
///
/// # Errors
///
/// When the seat holds no `3N + 2` tiles or not the tile thrown (the
/// discard table's errors).
///
/// ```
/// use tehai::log::{Counting, Event, Replay, TenhouReader, decision};
/// let text = br#"<mjloggm ver="2.3"><GO type="169"/>
///   <INIT seed="0,0,0,1,2,52" ten="250,250,250,250" oya="0"
///     hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49"
///     hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>
///   <T53/><D53/></mjloggm>"#;
/// let mut replay = Replay::new();
/// let mut rows = Vec::new();
/// for event in TenhouReader::new(text) {
///     let event = event?;
///     if let Event::Discard { seat, tile, tsumogiri } = event {
///         rows.push(decision(&replay, seat, tile, tsumogiri, Counting::Unseen)?);
///     }
///     replay.apply(&event)?;
/// }
/// // 1234056789m12345p: throwing the 5p leaves a hand ready on 1p and 4p.
/// assert_eq!((rows[0].shanten, rows[0].discard_shanten, rows[0].rank), (0, 0, 1));
/// assert_eq!(rows[0].discard_useful.to_string(), "14p");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decision(
    replay: &Replay,
    seat: u8,
    tile: ParsedTile,
    tsumogiri: bool,
    counting: Counting,
) -> Result<DecisionRow, Error> {
    let state = replay.seat(seat);
    let hand = state.hand();
    let seen = replay.seen_from(seat);
    let players = replay.game().players;
    let table = match counting {
        Counting::Exact => discards(
            &hand.hand,
            &Context {
                melds: state.melds(),
                seen,
                players,
            },
        )?,
        Counting::Unseen => discards(&hand.hand, &Context::default().with_players(players))?,
    };
    // Copies of each kind unseen from the seat, once for every row.
    let mut unseen_counts = [0u8; 34];
    if counting == Counting::Unseen {
        for (index, slot) in unseen_counts.iter_mut().enumerate() {
            if let Some(kind) = Tile::new(index as u8) {
                *slot = unseen(&hand, state.melds(), &seen, kind);
            }
        }
    }
    let mut rows = [(0i8, 0u32, FILLER_KIND, TileSet::default()); 14];
    let mut len = 0;
    for (slot, entry) in rows.iter_mut().zip(table.entries()) {
        let count = match counting {
            Counting::Exact => entry.count,
            Counting::Unseen => entry
                .useful
                .iter()
                .map(|kind| u32::from(unseen_counts.get(kind.index()).copied().unwrap_or(0)))
                .sum(),
        };
        *slot = (entry.shanten, count, entry.tile, entry.useful);
        len += 1;
    }
    let rows = rows.get_mut(..len).unwrap_or(&mut []);
    // Best first: least shanten, then most unseen useful copies, then tile.
    rows.sort_unstable_by_key(|&(shanten, count, tile, _)| {
        (shanten, core::cmp::Reverse(count), tile)
    });
    let made = *rows
        .iter()
        .find(|row| row.2 == tile.tile())
        .ok_or(Error::TileNotInHand { tile: tile.tile() })?;
    let key = |row: &(i8, u32, Tile, TileSet)| (row.0, core::cmp::Reverse(row.1));
    let better = rows.iter().filter(|row| key(row) < key(&made)).count();
    let best = rows.first().copied().unwrap_or(made);
    let round = replay.round().copied().unwrap_or_default();
    Ok(DecisionRow {
        round_wind: round.round_wind,
        round_number: round.number,
        honba: round.honba,
        turn: replay.turn(),
        seat,
        wall_left: replay.wall_left(),
        hand,
        melds: DeclaredMelds::from_melds(state.melds()).unwrap_or_default(),
        shanten: best.0,
        discard: tile,
        tsumogiri,
        riichi: state.riichi() == RiichiState::Declared,
        discard_shanten: made.0,
        discard_useful: made.3,
        discard_useful_count: made.1,
        best: best.2,
        best_shanten: best.0,
        best_useful_count: best.1,
        rank: u8::try_from(better + 1).unwrap_or(u8::MAX),
        options: u8::try_from(len).unwrap_or(u8::MAX),
    })
}

/// A kind for unused slots (never read).
const FILLER_KIND: Tile = super::event::FILLER_TILE.tile();

/// Copies of `kind` neither in the hand, nor in its melds, nor seen.
fn unseen(
    hand: &ParsedHand,
    melds: &[crate::meld::Meld],
    seen: &crate::context::TileCounts,
    kind: Tile,
) -> u8 {
    let melded: u8 = melds.iter().map(|meld| meld.count(kind)).sum();
    4u8.saturating_sub(hand.hand.count(kind) + melded + seen.count(kind))
}

/// The expected-value view of one discard decision: the figures of
/// [`crate::ev::analyse`] for the discard made and for the best one, with
/// the draws the seat has left. Made by [`decision_ev`].
///
/// (Example: [`decision_ev`].)
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DecisionEv {
    /// The seat's draws left after the discard: the analysis's horizon.
    pub draws: u8,
    /// The expected score of the discard made.
    pub discard_ev: f64,
    /// Its win probability.
    pub discard_win: f64,
    /// Its tenpai probability.
    pub discard_tenpai: f64,
    /// The discard of the highest expected score (the first of equals, in
    /// tile order, red fives after their plain fives).
    pub best: ParsedTile,
    /// Its expected score.
    pub best_ev: f64,
    /// The discard made's place: 1 plus the discards of a strictly higher
    /// expected score.
    pub rank: u8,
}

/// The expected-value question of `seat` at its discard, from the replay:
/// its concealed tiles and melds, the dora indicators, the tiles seen
/// elsewhere (red fives apart), the winds, Tenhou's rules for the table
/// ([`tenhou_rules`](super::tenhou_rules)) and, as the horizon, the draws
/// the seat has left (the wall's tiles shared among the seats, at most
/// [`MAX_DRAWS`](crate::ev::MAX_DRAWS)); `None` when it has none left.
///
/// (Example: [`decision_ev`].)
pub fn ev_question(replay: &Replay, seat: u8) -> Option<EvQuestion<'_>> {
    let draws = (replay.wall_left() / replay.seat_count().max(1)).min(MAX_DRAWS as u8);
    if draws == 0 {
        return None;
    }
    let state = replay.seat(seat);
    // The indicators are their own field of the question: out of `seen`.
    let mut seen = replay.seen_from(seat).counts();
    for indicator in replay.dora_indicators() {
        if let Some(count) = seen.get_mut(indicator.tile().index()) {
            *count = count.saturating_sub(1);
        }
    }
    let mut seen_red_fives = [0u8; 3];
    let mut add_red = |tile: ParsedTile| {
        if tile.is_red() {
            if let Some(slot) = seen_red_fives.get_mut(tile.tile().index() / 9) {
                *slot = slot.saturating_add(1);
            }
        }
    };
    for (index, other) in (0..replay.seat_count()).map(|index| (index, replay.seat(index))) {
        for river in other.river().iter().filter(|river| !river.called) {
            add_red(river.tile);
        }
        if index != seat {
            for meld in other.melds() {
                meld.tiles().for_each(&mut add_red);
            }
        }
    }
    let round = replay.round().copied().unwrap_or_default();
    let mut question = EvQuestion::new(state.hand());
    question.melds = state.melds();
    question.dora_indicators = replay.dora_indicators();
    question.seen = TileCounts::from_counts(&seen).unwrap_or_default();
    question.seen_red_fives = seen_red_fives;
    question.round_wind = round.round_wind;
    question.seat_wind = replay.seat_wind(seat);
    question.rules = super::tenhou_rules(replay.game());
    question.options.draws = draws;
    Some(question)
}

/// The expected-value view of `seat` throwing `tile`, from the replay's
/// state before the discard ([`ev_question`]), analysed in `workspace`
/// ([`workspace_words`](crate::ev::workspace_words) of the question is a
/// size that fits).
///
/// The analysis's cost grows steeply with the shanten number: about 2 ms
/// at one shanten, 20 ms at two, 200 ms at three.
///
/// # Errors
///
/// [`Error::EvOptionOutOfRange`] when the seat has no draw left, the
/// errors of [`analyse`](crate::ev::analyse) (among them
/// [`Error::WorkspaceTooSmall`]), and [`Error::TileNotInHand`] when the
/// seat does not hold `tile`.
///
/// ```
/// use tehai::log::{Event, Replay, TenhouReader, decision_ev, ev_question};
/// let text = br#"<mjloggm ver="2.3"><GO type="169"/>
///   <INIT seed="0,0,0,1,2,52" ten="250,250,250,250" oya="0"
///     hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49"
///     hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>
///   <T53/><D53/></mjloggm>"#;
/// let mut replay = Replay::new();
/// let mut figures = Vec::new();
/// for event in TenhouReader::new(text) {
///     let event = event?;
///     if let Event::Discard { seat, tile, .. } = event {
///         let question = ev_question(&replay, seat).unwrap();
///         let mut workspace = vec![0u64; tehai::ev::workspace_words(&question)?];
///         figures.push(decision_ev(&replay, seat, tile, &mut workspace)?);
///     }
///     replay.apply(&event)?;
/// }
/// // 1234056789m12345p: throwing the 5p, ready on 1p and 4p, is the best.
/// assert_eq!((figures[0].draws, figures[0].rank), (17, 1));
/// assert_eq!(figures[0].best.to_string(), "5p");
/// assert!(figures[0].discard_win > 0.5 && figures[0].discard_ev > 5000.0);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decision_ev(
    replay: &Replay,
    seat: u8,
    tile: ParsedTile,
    workspace: &mut [u64],
) -> Result<DecisionEv, Error> {
    let question = ev_question(replay, seat).ok_or(Error::EvOptionOutOfRange)?;
    let analysis = analyse(&question, workspace)?;
    let discards = analysis.discards();
    let at_horizon = |discard: &EvDiscard| discard.ev_by_draws().first().copied().unwrap_or(0.0);
    let made = discards
        .iter()
        .find(|discard| discard.tile == Some(tile))
        .ok_or(Error::TileNotInHand { tile: tile.tile() })?;
    let made_ev = at_horizon(made);
    let top = discards.iter().map(at_horizon).fold(made_ev, f64::max);
    // The first of equals: the earliest in the analysis's order.
    let best = discards
        .iter()
        .find(|discard| at_horizon(discard) == top)
        .unwrap_or(made);
    let better = discards
        .iter()
        .filter(|discard| at_horizon(discard) > made_ev)
        .count();
    Ok(DecisionEv {
        draws: question.options.draws,
        discard_ev: made_ev,
        discard_win: made.win_by_draws().first().copied().unwrap_or(0.0),
        discard_tenpai: made.tenpai_by_draws().first().copied().unwrap_or(0.0),
        best: best.tile.unwrap_or(tile),
        best_ev: at_horizon(best),
        rank: u8::try_from(better + 1).unwrap_or(u8::MAX),
    })
}
