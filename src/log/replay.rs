//! Replay: the table as each player sees it, event by event.
//!
//! [`Replay::apply`] takes the events of a reader in order; between two
//! events, [`Replay::seat`] gives any seat's concealed hand (red fives
//! kept), declared melds, river and riichi state, and
//! [`Replay::seen_from`] the tiles that seat has seen outside its own hand
//! and melds, which is what an engine's questions take.

use super::error::LogErrorReason;
use super::event::{Call, CallKind, Event, GameStart, MAX_LOG_INDICATORS, RoundStart, TileList};
use crate::context::{Players, TileCounts};
use crate::hand::Hand;
use crate::meld::Meld;
use crate::notation::{ParsedHand, ParsedTile};
use crate::score::Wind;
use crate::tile::Tile;

/// The most discards a river holds in one round.
pub const MAX_RIVER: usize = 40;

/// One discard in a river.
///
/// ```
/// let tile = tehai::log::RiverTile::default();
/// assert!(!tile.called && !tile.tsumogiri && !tile.riichi);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RiverTile {
    /// The tile.
    pub tile: ParsedTile,
    /// Thrown straight from the draw.
    pub tsumogiri: bool,
    /// The riichi declaration's discard.
    pub riichi: bool,
    /// Taken by another player's call (it sits in their meld).
    pub called: bool,
}

impl Default for RiverTile {
    fn default() -> Self {
        RiverTile {
            tile: super::event::FILLER_TILE,
            tsumogiri: false,
            riichi: false,
            called: false,
        }
    }
}

/// A seat's riichi state.
///
/// ```
/// assert_eq!(tehai::log::RiichiState::default(), tehai::log::RiichiState::None);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RiichiState {
    /// Not declared.
    #[default]
    None,
    /// Declared; the declaring discard has not passed yet.
    Declared,
    /// Declared and paid.
    Accepted {
        /// On the first discard of an uninterrupted first go-around.
        double: bool,
    },
}

/// One seat's side of the table during a round.
///
/// ```
/// let seat = tehai::log::SeatState::default();
/// assert_eq!(seat.hand().hand.tile_count(), 0);
/// assert!(seat.melds().is_empty() && seat.river().is_empty());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatState {
    counts: [u8; 34],
    red_fives: [u8; 3],
    melds: [Meld; 4],
    meld_count: u8,
    kita: u8,
    river: [RiverTile; MAX_RIVER],
    river_len: u8,
    riichi: RiichiState,
    ippatsu: bool,
    discards: u8,
    last_draw: Option<ParsedTile>,
    replacement: bool,
}

impl Default for SeatState {
    fn default() -> Self {
        SeatState {
            counts: [0; 34],
            red_fives: [0; 3],
            melds: [Meld::pon(crate::score::Wind::East.tile()); 4],
            meld_count: 0,
            kita: 0,
            river: [RiverTile::default(); MAX_RIVER],
            river_len: 0,
            riichi: RiichiState::None,
            ippatsu: false,
            discards: 0,
            last_draw: None,
            replacement: false,
        }
    }
}

impl SeatState {
    /// The concealed tiles, red fives kept.
    ///
    /// ```
    /// assert_eq!(tehai::log::SeatState::default().hand().red_fives, [0; 3]);
    /// ```
    pub fn hand(&self) -> ParsedHand {
        let hand = Hand::from_counts(&self.counts).unwrap_or_default();
        ParsedHand::new(hand, self.red_fives).unwrap_or_default()
    }

    /// The count of each kind in the concealed tiles.
    ///
    /// ```
    /// assert_eq!(tehai::log::SeatState::default().counts(), [0; 34]);
    /// ```
    pub fn counts(&self) -> [u8; 34] {
        self.counts
    }

    /// The declared melds, in the order called.
    ///
    /// ```
    /// assert!(tehai::log::SeatState::default().melds().is_empty());
    /// ```
    pub fn melds(&self) -> &[Meld] {
        self.melds
            .get(..usize::from(self.meld_count))
            .unwrap_or(&[])
    }

    /// The norths set aside (three players).
    ///
    /// ```
    /// assert_eq!(tehai::log::SeatState::default().kita(), 0);
    /// ```
    pub fn kita(&self) -> u8 {
        self.kita
    }

    /// The discards, in order, called ones included.
    ///
    /// ```
    /// assert!(tehai::log::SeatState::default().river().is_empty());
    /// ```
    pub fn river(&self) -> &[RiverTile] {
        self.river.get(..usize::from(self.river_len)).unwrap_or(&[])
    }

    /// The riichi state.
    ///
    /// ```
    /// assert_eq!(tehai::log::SeatState::default().riichi(), tehai::log::RiichiState::None);
    /// ```
    pub fn riichi(&self) -> RiichiState {
        self.riichi
    }

    /// Whether a win now would be ippatsu.
    ///
    /// ```
    /// assert!(!tehai::log::SeatState::default().ippatsu());
    /// ```
    pub fn ippatsu(&self) -> bool {
        self.ippatsu
    }

    /// The last tile drawn, until the next discard or call.
    ///
    /// ```
    /// assert_eq!(tehai::log::SeatState::default().last_draw(), None);
    /// ```
    pub fn last_draw(&self) -> Option<ParsedTile> {
        self.last_draw
    }

    /// Whether the last draw was a replacement after a kan or kita.
    ///
    /// ```
    /// assert!(!tehai::log::SeatState::default().drew_replacement());
    /// ```
    pub fn drew_replacement(&self) -> bool {
        self.replacement
    }

    /// How many tiles this seat has discarded this round.
    ///
    /// ```
    /// assert_eq!(tehai::log::SeatState::default().discard_count(), 0);
    /// ```
    pub fn discard_count(&self) -> u8 {
        self.discards
    }

    fn add(&mut self, tile: ParsedTile) -> Result<(), LogErrorReason> {
        let slot = self
            .counts
            .get_mut(tile.tile().index())
            .ok_or(LogErrorReason::BadTile)?;
        if *slot >= 4 {
            return Err(LogErrorReason::TooManyTiles);
        }
        *slot += 1;
        if tile.is_red() {
            if let Some(red) = self.red_fives.get_mut(tile.tile().suit().index()) {
                *red += 1;
            }
        }
        Ok(())
    }

    fn remove(&mut self, tile: ParsedTile) -> Result<(), LogErrorReason> {
        let slot = self
            .counts
            .get_mut(tile.tile().index())
            .ok_or(LogErrorReason::BadTile)?;
        if *slot == 0 {
            return Err(LogErrorReason::NotInHand);
        }
        if tile.is_red() {
            let red = self
                .red_fives
                .get_mut(tile.tile().suit().index())
                .ok_or(LogErrorReason::NotInHand)?;
            if *red == 0 {
                return Err(LogErrorReason::NotInHand);
            }
            *red -= 1;
        } else if tile.tile().rank() == 4 && !tile.tile().suit().is_honor() {
            // A plain five: a red one must stay when it is all that is left.
            let red = self.red_fives.get(tile.tile().suit().index()).copied();
            if red.unwrap_or(0) >= *slot {
                return Err(LogErrorReason::NotInHand);
            }
        }
        *slot -= 1;
        Ok(())
    }

    fn tile_count(&self) -> u32 {
        self.counts.iter().map(|&count| u32::from(count)).sum()
    }
}

/// Where the table stands: the game, the round, every seat, the wall.
///
/// ```
/// use tehai::log::{Replay, TenhouReader};
/// let text = br#"<mjloggm ver="2.3"><GO type="169"/>
///   <INIT seed="0,0,0,1,2,52" ten="250,250,250,250" oya="0"
///     hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49"
///     hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>
///   <T53/><D53/></mjloggm>"#;
/// let mut replay = Replay::new();
/// for event in TenhouReader::new(text) {
///     replay.apply(&event?)?;
/// }
/// assert_eq!(replay.wall_left(), 69);
/// assert_eq!(replay.seat(0).hand().to_string(), "123406789m1234p");
/// // Seat 1 has seen the dora indicator 4p and seat 0's 5p.
/// assert_eq!(replay.seen_from(1).total(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Replay {
    game: GameStart,
    round: Option<RoundStart>,
    seats: [SeatState; 4],
    indicators: TileList<MAX_LOG_INDICATORS>,
    wall_left: u8,
    scores: [i32; 4],
    riichi_sticks: u16,
    /// No call yet this round (the first go-around is uninterrupted).
    no_calls: bool,
    /// The seat owed a replacement tile after a kan or kita.
    replacement_for: Option<u8>,
    last_discard: Option<(u8, ParsedTile)>,
    /// An added kan that may be robbed: the seat and the tile.
    robbable: Option<(u8, ParsedTile)>,
    round_over: bool,
    wins: u8,
    turn: u16,
}

impl Default for Replay {
    fn default() -> Self {
        Replay::new()
    }
}

/// Tiles in play and in the dead wall at four and three players.
const LIVE_WALL_FOUR: u8 = 136 - 14 - 52;
const LIVE_WALL_THREE: u8 = 108 - 14 - 39;

impl Replay {
    /// A table before any game.
    ///
    /// ```
    /// assert!(tehai::log::Replay::new().round().is_none());
    /// ```
    pub fn new() -> Replay {
        Replay {
            game: GameStart::default(),
            round: None,
            seats: [SeatState::default(); 4],
            indicators: TileList::new(),
            wall_left: 0,
            scores: [0; 4],
            riichi_sticks: 0,
            no_calls: true,
            replacement_for: None,
            last_discard: None,
            robbable: None,
            round_over: false,
            wins: 0,
            turn: 0,
        }
    }

    /// The game being played.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().game().players, tehai::Players::Four);
    /// ```
    pub fn game(&self) -> &GameStart {
        &self.game
    }

    /// The current round's deal; `None` before the first.
    ///
    /// ```
    /// assert!(tehai::log::Replay::new().round().is_none());
    /// ```
    pub fn round(&self) -> Option<&RoundStart> {
        self.round.as_ref()
    }

    /// A seat's state (seat 3 is empty at three players; out of range
    /// reads as seat 0).
    ///
    /// ```
    /// assert!(tehai::log::Replay::new().seat(2).melds().is_empty());
    /// ```
    pub fn seat(&self, seat: u8) -> &SeatState {
        self.seats.get(usize::from(seat)).unwrap_or(&self.seats[0])
    }

    /// The dora indicators turned so far this round.
    ///
    /// ```
    /// assert!(tehai::log::Replay::new().dora_indicators().is_empty());
    /// ```
    pub fn dora_indicators(&self) -> &[ParsedTile] {
        self.indicators.as_slice()
    }

    /// The tiles still to draw from the wall.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().wall_left(), 0);
    /// ```
    pub fn wall_left(&self) -> u8 {
        self.wall_left
    }

    /// Each seat's points now.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().scores(), [0; 4]);
    /// ```
    pub fn scores(&self) -> [i32; 4] {
        self.scores
    }

    /// Riichi sticks on the table now.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().riichi_sticks(), 0);
    /// ```
    pub fn riichi_sticks(&self) -> u16 {
        self.riichi_sticks
    }

    /// Discards made so far this round, by all seats.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().turn(), 0);
    /// ```
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The last discard of the round and who threw it.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().last_discard(), None);
    /// ```
    pub fn last_discard(&self) -> Option<(u8, ParsedTile)> {
        self.last_discard
    }

    /// The tile of an added kan that a ron may rob, and its caller.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().robbable_kan(), None);
    /// ```
    pub fn robbable_kan(&self) -> Option<(u8, ParsedTile)> {
        self.robbable
    }

    /// Wins recorded so far this round (a second on one discard is a
    /// double ron).
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().wins_this_round(), 0);
    /// ```
    pub fn wins_this_round(&self) -> u8 {
        self.wins
    }

    /// Whether no call has been made this round.
    ///
    /// ```
    /// assert!(tehai::log::Replay::new().no_calls());
    /// ```
    pub fn no_calls(&self) -> bool {
        self.no_calls
    }

    /// The number of seats: 4, or 3.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().seat_count(), 4);
    /// ```
    pub fn seat_count(&self) -> u8 {
        match self.game.players {
            Players::Four => 4,
            Players::Three => 3,
        }
    }

    /// A seat's wind this round.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().seat_wind(1), tehai::score::Wind::South);
    /// ```
    pub fn seat_wind(&self, seat: u8) -> Wind {
        let seats = self.seat_count();
        let dealer = self.round.map_or(0, |round| round.dealer);
        Wind::from_u8((seat % seats + seats - dealer % seats) % seats).unwrap_or(Wind::East)
    }

    /// The tiles `seat` has seen outside its own concealed tiles and
    /// melds: every river (a called discard once, in its meld), the other
    /// seats' melds, the norths set aside and the dora indicators.
    ///
    /// ```
    /// assert_eq!(tehai::log::Replay::new().seen_from(0).total(), 0);
    /// ```
    pub fn seen_from(&self, seat: u8) -> TileCounts {
        let mut counts = [0u8; 34];
        let mut add = |tile: Tile, count: u8| {
            if let Some(slot) = counts.get_mut(tile.index()) {
                *slot = slot.saturating_add(count);
            }
        };
        for tile in self.indicators.as_slice() {
            add(tile.tile(), 1);
        }
        for (index, state) in self.seats.iter().enumerate() {
            for river in state.river().iter().filter(|river| !river.called) {
                add(river.tile.tile(), 1);
            }
            if state.kita > 0 {
                add(crate::score::Wind::North.tile(), state.kita);
            }
            if index != usize::from(seat) {
                for meld in state.melds() {
                    for tile in meld.tiles() {
                        add(tile.tile(), 1);
                    }
                }
            }
        }
        for count in counts.iter_mut() {
            *count = (*count).min(4);
        }
        TileCounts::from_counts(&counts).unwrap_or_default()
    }

    /// Applies one event. An event that cannot happen at this point (a
    /// draw before the deal, a discard of a tile not held, a fifth copy)
    /// is an error and leaves the table as it was.
    ///
    /// ```
    /// use tehai::log::{Event, LogErrorReason, Replay};
    /// let mut replay = Replay::new();
    /// let draw = Event::Draw { seat: 0, tile: "1m".parse()? };
    /// assert_eq!(replay.apply(&draw), Err(LogErrorReason::NoRound));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn apply(&mut self, event: &Event) -> Result<(), LogErrorReason> {
        match event {
            // These check everything before they change anything: applied
            // in place (most events of a record are draws and discards).
            Event::Draw { .. }
            | Event::Discard { .. }
            | Event::NewDora { .. }
            | Event::Riichi { .. }
            | Event::RiichiAccepted { .. } => self.apply_in_place(event),
            // The others may fail half-way (a call's second tile): applied
            // to a copy, kept only when whole.
            _ => {
                let mut next = self.clone();
                next.apply_in_place(event)?;
                *self = next;
                Ok(())
            }
        }
    }

    fn seat_mut(&mut self, seat: u8) -> Result<&mut SeatState, LogErrorReason> {
        if seat >= self.seat_count() {
            return Err(LogErrorReason::BadSeat);
        }
        self.seats
            .get_mut(usize::from(seat))
            .ok_or(LogErrorReason::BadSeat)
    }

    fn in_round(&self) -> Result<(), LogErrorReason> {
        if self.round.is_none() || self.round_over || self.wins > 0 {
            return Err(LogErrorReason::NoRound);
        }
        Ok(())
    }

    fn apply_in_place(&mut self, event: &Event) -> Result<(), LogErrorReason> {
        self.apply_event(event)?;
        // An added kan may be robbed by the next event only.
        let added_kan = matches!(event, Event::Call(call) if call.kind == CallKind::AddedKan);
        if !added_kan && !matches!(event, Event::Win(_)) {
            self.robbable = None;
        }
        Ok(())
    }

    fn apply_event(&mut self, event: &Event) -> Result<(), LogErrorReason> {
        match *event {
            Event::GameStart(game) => {
                *self = Replay::new();
                self.game = game;
            }
            Event::RoundStart(round) => {
                let game = self.game;
                *self = Replay::new();
                self.game = game;
                self.scores = round.scores;
                self.riichi_sticks = round.riichi_sticks;
                self.wall_left = match game.players {
                    Players::Four => LIVE_WALL_FOUR,
                    Players::Three => LIVE_WALL_THREE,
                };
                self.indicators.push(round.dora_indicator);
                for seat in 0..self.seat_count() {
                    let hand = round
                        .hands
                        .get(usize::from(seat))
                        .copied()
                        .unwrap_or_default();
                    if hand.as_slice().len() != 13 {
                        return Err(LogErrorReason::Missing);
                    }
                    let state = self.seat_mut(seat)?;
                    for &tile in hand.as_slice() {
                        state.add(tile)?;
                    }
                }
                self.round = Some(round);
            }
            Event::Draw { seat, tile } => {
                self.in_round()?;
                if self.wall_left == 0 {
                    return Err(LogErrorReason::TooManyTiles);
                }
                let replacement = self.replacement_for == Some(seat);
                let melds = self.seat(seat).meld_count;
                let state = self.seat_mut(seat)?;
                if state.tile_count() + 3 * u32::from(melds) != 13 {
                    return Err(LogErrorReason::TooManyTiles);
                }
                // The last check: nothing has changed before it.
                state.add(tile)?;
                state.last_draw = Some(tile);
                state.replacement = replacement;
                self.replacement_for = None;
                self.wall_left -= 1;
            }
            Event::Discard {
                seat,
                tile,
                tsumogiri,
            } => {
                self.in_round()?;
                let melds = self.seat(seat).meld_count;
                let state = self.seat_mut(seat)?;
                if state.tile_count() + 3 * u32::from(melds) != 14 {
                    return Err(LogErrorReason::TooManyTiles);
                }
                if usize::from(state.river_len) >= MAX_RIVER {
                    return Err(LogErrorReason::TooLong);
                }
                // The last check: nothing has changed before it.
                state.remove(tile)?;
                let riichi = state.riichi == RiichiState::Declared;
                // A discard after the riichi discard ends the ippatsu chance.
                if matches!(state.riichi, RiichiState::Accepted { .. }) {
                    state.ippatsu = false;
                }
                let slot = state
                    .river
                    .get_mut(usize::from(state.river_len))
                    .ok_or(LogErrorReason::TooLong)?;
                *slot = RiverTile {
                    tile,
                    tsumogiri,
                    riichi,
                    called: false,
                };
                state.river_len += 1;
                state.discards = state.discards.saturating_add(1);
                state.last_draw = None;
                state.replacement = false;
                self.last_discard = Some((seat, tile));
                self.turn = self.turn.saturating_add(1);
            }
            Event::Call(call) => self.call(&call)?,
            Event::NewDora { indicator } => {
                self.in_round()?;
                if !self.indicators.push(indicator) {
                    return Err(LogErrorReason::TooLong);
                }
            }
            Event::Riichi { seat } => {
                self.in_round()?;
                let state = self.seat_mut(seat)?;
                if state.riichi != RiichiState::None || state.meld_count > state.closed_kans() {
                    return Err(LogErrorReason::UnknownEvent);
                }
                state.riichi = RiichiState::Declared;
            }
            Event::RiichiAccepted { seat } => {
                self.in_round()?;
                let no_calls = self.no_calls;
                let state = self.seat_mut(seat)?;
                if state.riichi != RiichiState::Declared {
                    return Err(LogErrorReason::UnknownEvent);
                }
                state.riichi = RiichiState::Accepted {
                    double: no_calls && state.discards == 1,
                };
                state.ippatsu = true;
                let score = self
                    .scores
                    .get_mut(usize::from(seat))
                    .ok_or(LogErrorReason::BadSeat)?;
                *score -= 1000;
                self.riichi_sticks = self.riichi_sticks.saturating_add(1);
            }
            Event::Win(win) => {
                if self.round.is_none() {
                    return Err(LogErrorReason::NoRound);
                }
                for (score, delta) in self.scores.iter_mut().zip(win.deltas) {
                    *score += delta;
                }
                self.riichi_sticks = 0;
                self.wins = self.wins.saturating_add(1);
            }
            Event::RoundDrawn(drawn) => {
                if self.round.is_none() {
                    return Err(LogErrorReason::NoRound);
                }
                for (score, delta) in self.scores.iter_mut().zip(drawn.deltas) {
                    *score += delta;
                }
                self.round_over = true;
            }
            Event::PlayerLeft { .. } | Event::PlayerBack { .. } | Event::GameEnd { .. } => {}
        }
        Ok(())
    }

    fn call(&mut self, call: &Call) -> Result<(), LogErrorReason> {
        self.in_round()?;
        let seat = call.seat;
        self.no_calls = false;
        for state in self.seats.iter_mut() {
            state.ippatsu = false;
        }
        // The discard taken leaves its river for the meld.
        if let (Some((taken, from)), false) = (call.taken, call.kind == CallKind::AddedKan) {
            match self.last_discard {
                Some((thrower, tile)) if thrower == from && tile == taken && from != seat => {}
                _ => return Err(LogErrorReason::BadMeld),
            }
            let thrower = self.seat_mut(from)?;
            let last = usize::from(thrower.river_len).checked_sub(1);
            let river = last
                .and_then(|last| thrower.river.get_mut(last))
                .ok_or(LogErrorReason::BadMeld)?;
            river.called = true;
            self.last_discard = None;
        }
        let state = self.seat_mut(seat)?;
        for &tile in call.from_hand().as_slice() {
            state.remove(tile)?;
        }
        state.last_draw = None;
        let reds = |tiles: &[ParsedTile]| tiles.iter().filter(|tile| tile.is_red()).count() as u8;
        match call.kind {
            CallKind::Kita => {
                state.kita = state.kita.saturating_add(1);
                self.replacement_for = Some(seat);
                return Ok(());
            }
            CallKind::AddedKan => {
                let (added, _) = call.taken.ok_or(LogErrorReason::BadMeld)?;
                let position = state
                    .melds()
                    .iter()
                    .position(|meld| {
                        meld.kind() == crate::meld::MeldKind::Pon && meld.tile() == added.tile()
                    })
                    .ok_or(LogErrorReason::BadMeld)?;
                let meld = Meld::kan(crate::meld::MeldKind::AddedKan, added.tile())
                    .and_then(|meld| meld.with_red_fives(reds(call.tiles.as_slice())))
                    .ok_or(LogErrorReason::BadMeld)?;
                let slot = state
                    .melds
                    .get_mut(position)
                    .ok_or(LogErrorReason::BadMeld)?;
                *slot = meld;
                self.robbable = Some((seat, added));
            }
            kind => {
                let meld_kind = kind.meld_kind().ok_or(LogErrorReason::BadMeld)?;
                let lowest = call
                    .tiles
                    .as_slice()
                    .iter()
                    .map(|tile| tile.tile())
                    .min()
                    .ok_or(LogErrorReason::BadMeld)?;
                let meld = Meld::new(meld_kind, lowest)
                    .and_then(|meld| meld.with_red_fives(reds(call.tiles.as_slice())))
                    .ok_or(LogErrorReason::BadMeld)?;
                let slot = state
                    .melds
                    .get_mut(usize::from(state.meld_count))
                    .ok_or(LogErrorReason::TooManyTiles)?;
                *slot = meld;
                state.meld_count += 1;
            }
        }
        if call.kind.is_kan() {
            self.replacement_for = Some(seat);
        }
        Ok(())
    }
}

impl SeatState {
    fn closed_kans(&self) -> u8 {
        self.melds()
            .iter()
            .filter(|meld| meld.kind() == crate::meld::MeldKind::ClosedKan)
            .count() as u8
    }
}
