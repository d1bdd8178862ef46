//! The typed events every reader produces: one model for Tenhou's mjlog
//! XML and mjai's JSON lines, in the core's tile types.
//!
//! Seats are absolute: seat 0 is the player who dealt the game's first
//! round, the others follow in turn order (Tenhou's `who`, mjai's `actor`).
//! Points are points, not Tenhou's hundreds.

use crate::context::Players;
use crate::meld::MeldKind;
use crate::notation::ParsedTile;
use crate::score::Wind;

/// The most indicators a round shows (the first and four kans').
pub const MAX_LOG_INDICATORS: usize = 5;
/// The most yaku entries a record lists for one win.
pub const MAX_RECORDED_YAKU: usize = 20;

/// The tile an unused slot holds (1z): never read as a tile. Evaluated
/// at compile time.
#[allow(clippy::panic)]
pub(crate) const FILLER_TILE: ParsedTile =
    match ParsedTile::new(crate::score::Wind::East.tile(), false) {
        Some(tile) => tile,
        None => panic!("1z is a tile"),
    };

/// A fixed-capacity list of tiles, in the order the record gives them.
///
/// ```
/// use tehai::log::TileList;
/// let mut list = TileList::<4>::new();
/// assert!(list.push("0m".parse()?));
/// assert_eq!(list.as_slice().len(), 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileList<const N: usize> {
    tiles: [ParsedTile; N],
    len: u8,
}

impl<const N: usize> Default for TileList<N> {
    fn default() -> Self {
        TileList::new()
    }
}

impl<const N: usize> TileList<N> {
    /// No tiles.
    ///
    /// ```
    /// assert!(tehai::log::TileList::<14>::new().as_slice().is_empty());
    /// ```
    pub fn new() -> TileList<N> {
        TileList {
            tiles: [FILLER_TILE; N],
            len: 0,
        }
    }

    /// Appends a tile; `false` (and nothing changed) when full.
    ///
    /// ```
    /// let mut list = tehai::log::TileList::<1>::new();
    /// assert!(list.push("1z".parse()?));
    /// assert!(!list.push("2z".parse()?));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn push(&mut self, tile: ParsedTile) -> bool {
        match self.tiles.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = tile;
                self.len += 1;
                true
            }
            None => false,
        }
    }

    /// The tiles.
    ///
    /// ```
    /// let list = tehai::log::TileList::<4>::new();
    /// assert_eq!(list.as_slice(), &[]);
    /// ```
    pub fn as_slice(&self) -> &[ParsedTile] {
        self.tiles.get(..usize::from(self.len)).unwrap_or(&[])
    }
}

/// What kind of game a record holds.
///
/// ```
/// let game = tehai::log::GameStart::default();
/// assert_eq!(game.players, tehai::Players::Four);
/// assert!(game.red_fives);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameStart {
    /// Four players, or three.
    pub players: Players,
    /// Whether the game plays with red fives (one of each five).
    pub red_fives: bool,
    /// Whether open tanyao counts (Tenhou's lobbies without it exist).
    pub open_tanyao: bool,
    /// Tenhou's game type bits (`GO type=`), 0 when the record has none.
    pub tenhou_type: u16,
}

impl Default for GameStart {
    fn default() -> Self {
        GameStart {
            players: Players::Four,
            red_fives: true,
            open_tanyao: true,
            tenhou_type: 0,
        }
    }
}

/// The deal of a round.
///
/// ```
/// let round = tehai::log::RoundStart::default();
/// assert_eq!((round.round_wind, round.number, round.dealer), (tehai::score::Wind::East, 0, 0));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundStart {
    /// The round's wind.
    pub round_wind: Wind,
    /// The round's number within its wind, from 0 (East 1 is 0).
    pub number: u8,
    /// The dealer's seat.
    pub dealer: u8,
    /// Counters on the table.
    pub honba: u16,
    /// Riichi sticks left on the table from earlier rounds.
    pub riichi_sticks: u16,
    /// Each seat's points at the deal.
    pub scores: [i32; 4],
    /// The first dora indicator.
    pub dora_indicator: ParsedTile,
    /// Each seat's 13 tiles (empty for the absent seat of three players).
    pub hands: [TileList<13>; 4],
}

impl Default for RoundStart {
    fn default() -> Self {
        RoundStart {
            round_wind: Wind::East,
            number: 0,
            dealer: 0,
            honba: 0,
            riichi_sticks: 0,
            scores: [0; 4],
            dora_indicator: FILLER_TILE,
            hands: [TileList::new(); 4],
        }
    }
}

/// What a call makes.
///
/// ```
/// use tehai::log::CallKind;
/// assert_eq!(CallKind::Pon.meld_kind(), Some(tehai::meld::MeldKind::Pon));
/// assert_eq!(CallKind::Kita.meld_kind(), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallKind {
    /// A run from the previous player's discard.
    Chi,
    /// Three of a kind from a discard.
    Pon,
    /// Four of a kind from a discard.
    OpenKan,
    /// A tile added to one's own pon.
    AddedKan,
    /// Four of a kind from the hand.
    ClosedKan,
    /// A north set aside for dora (three players).
    Kita,
}

impl CallKind {
    /// The meld the call declares; `None` for kita.
    ///
    /// ```
    /// assert_eq!(tehai::log::CallKind::ClosedKan.meld_kind(), Some(tehai::meld::MeldKind::ClosedKan));
    /// ```
    pub const fn meld_kind(self) -> Option<MeldKind> {
        match self {
            CallKind::Chi => Some(MeldKind::Chi),
            CallKind::Pon => Some(MeldKind::Pon),
            CallKind::OpenKan => Some(MeldKind::OpenKan),
            CallKind::AddedKan => Some(MeldKind::AddedKan),
            CallKind::ClosedKan => Some(MeldKind::ClosedKan),
            CallKind::Kita => None,
        }
    }

    /// Whether the call is a kan (a replacement tile follows).
    ///
    /// ```
    /// assert!(tehai::log::CallKind::AddedKan.is_kan());
    /// assert!(!tehai::log::CallKind::Kita.is_kan());
    /// ```
    pub const fn is_kan(self) -> bool {
        matches!(
            self,
            CallKind::OpenKan | CallKind::AddedKan | CallKind::ClosedKan
        )
    }
}

/// A call: the meld's tiles, and the tile taken and from whom.
///
/// ```
/// use tehai::log::{Call, CallKind, TileList};
/// let mut tiles = TileList::new();
/// for tile in ["4m", "5m", "6m"] { tiles.push(tile.parse()?); }
/// let chi = Call { seat: 1, kind: CallKind::Chi, tiles, taken: Some(("5m".parse()?, 0)) };
/// assert_eq!(chi.from_hand().as_slice().len(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    /// Who calls.
    pub seat: u8,
    /// What the call makes.
    pub kind: CallKind,
    /// Every tile of the meld (the north of a kita).
    pub tiles: TileList<4>,
    /// The tile taken from a discard and the seat that threw it (chi, pon,
    /// open kan); for an added kan the tile added, with the caller's seat.
    pub taken: Option<(ParsedTile, u8)>,
}

impl Call {
    /// The tiles the call takes out of the caller's concealed hand.
    ///
    /// ```
    /// use tehai::log::{Call, CallKind, TileList};
    /// let mut tiles = TileList::new();
    /// for _ in 0..4 { tiles.push("1z".parse()?); }
    /// let kan = Call { seat: 0, kind: CallKind::ClosedKan, tiles, taken: None };
    /// assert_eq!(kan.from_hand().as_slice().len(), 4);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn from_hand(&self) -> TileList<4> {
        let mut out = TileList::new();
        match (self.kind, self.taken) {
            (CallKind::AddedKan, Some((added, _))) => {
                out.push(added);
            }
            (_, Some((taken, _))) => {
                let mut skipped = false;
                for &tile in self.tiles.as_slice() {
                    if !skipped && tile == taken {
                        skipped = true;
                    } else {
                        out.push(tile);
                    }
                }
            }
            (_, None) => out = self.tiles,
        }
        out
    }
}

/// How a round ended without a win.
///
/// ```
/// assert_eq!(tehai::log::DrawKind::Exhaustive.name(), "exhaustive");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawKind {
    /// The wall ran out.
    Exhaustive,
    /// The wall ran out and a player had nagashi mangan.
    NagashiMangan,
    /// Nine kinds of terminals and honors in a first hand.
    NineTerminals,
    /// All four players declared riichi.
    FourRiichi,
    /// Three players won on one discard.
    TripleRon,
    /// The same wind thrown by all four in the first go-around.
    FourWinds,
    /// Four kans by more than one player.
    FourKans,
}

impl DrawKind {
    /// The kind's name: `exhaustive`, `nagashi_mangan`, `nine_terminals`,
    /// `four_riichi`, `triple_ron`, `four_winds`, `four_kans`.
    ///
    /// ```
    /// assert_eq!(tehai::log::DrawKind::FourKans.name(), "four_kans");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            DrawKind::Exhaustive => "exhaustive",
            DrawKind::NagashiMangan => "nagashi_mangan",
            DrawKind::NineTerminals => "nine_terminals",
            DrawKind::FourRiichi => "four_riichi",
            DrawKind::TripleRon => "triple_ron",
            DrawKind::FourWinds => "four_winds",
            DrawKind::FourKans => "four_kans",
        }
    }

    /// Whether the round was aborted (not an exhaustive draw).
    ///
    /// ```
    /// assert!(tehai::log::DrawKind::FourWinds.is_abortive());
    /// assert!(!tehai::log::DrawKind::NagashiMangan.is_abortive());
    /// ```
    pub const fn is_abortive(self) -> bool {
        !matches!(self, DrawKind::Exhaustive | DrawKind::NagashiMangan)
    }
}

/// A win as the record tells it. What a format does not record is `None`
/// or empty (mjai's `hora` carries the deltas and the ura indicators).
///
/// ```
/// let win = tehai::log::WinRecord::default();
/// assert_eq!((win.seat, win.from, win.fu), (0, 0, None));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WinRecord {
    /// Who won.
    pub seat: u8,
    /// Who threw the winning tile (the winner for a tsumo).
    pub from: u8,
    /// The winning tile.
    pub winning_tile: Option<ParsedTile>,
    /// The concealed tiles with the winning tile, when recorded.
    pub hand: TileList<14>,
    /// The dora indicators at the win, when recorded.
    pub dora_indicators: TileList<MAX_LOG_INDICATORS>,
    /// The ura indicators revealed.
    pub ura_indicators: TileList<MAX_LOG_INDICATORS>,
    /// Tenhou's yaku numbers and each one's han (yakuman as 13 each).
    pub yaku: [(u8, u8); MAX_RECORDED_YAKU],
    /// How many entries of `yaku` are used.
    pub yaku_len: u8,
    /// The fu, when recorded (0 for a yakuman).
    pub fu: Option<u8>,
    /// The hand's value without counters and sticks, when recorded.
    pub points: Option<u32>,
    /// Tenhou's limit number (0 none, 1 mangan ... 5 yakuman), when recorded.
    pub limit: Option<u8>,
    /// Counters and riichi sticks on the table, when recorded.
    pub honba: Option<u16>,
    /// Riichi sticks on the table, when recorded.
    pub riichi_sticks: Option<u16>,
    /// Each seat's change of points.
    pub deltas: [i32; 4],
    /// The player liable for the yakuman (pao).
    pub liable: Option<u8>,
}

impl WinRecord {
    /// The recorded yaku entries.
    ///
    /// ```
    /// assert!(tehai::log::WinRecord::default().yaku().is_empty());
    /// ```
    pub fn yaku(&self) -> &[(u8, u8)] {
        self.yaku.get(..usize::from(self.yaku_len)).unwrap_or(&[])
    }
}

/// A round ended without a win.
///
/// ```
/// let draw = tehai::log::DrawRecord { kind: tehai::log::DrawKind::Exhaustive, deltas: [1500, -1500, 1500, -1500], tenpai: [true, false, true, false] };
/// assert!(!draw.kind.is_abortive());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawRecord {
    /// How.
    pub kind: DrawKind,
    /// Each seat's change of points (tenpai payments, nagashi mangan).
    pub deltas: [i32; 4],
    /// Which seats showed a tenpai hand.
    pub tenpai: [bool; 4],
}

/// One event of a game record.
///
/// ```
/// use tehai::log::Event;
/// let event = Event::Draw { seat: 2, tile: "7z".parse()? };
/// assert_eq!(event.seat(), Some(2));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// A game begins.
    GameStart(GameStart),
    /// A round is dealt.
    RoundStart(RoundStart),
    /// A player draws (from the wall, or a replacement after a kan or kita).
    Draw {
        /// Who.
        seat: u8,
        /// The tile drawn.
        tile: ParsedTile,
    },
    /// A player discards.
    Discard {
        /// Who.
        seat: u8,
        /// The tile thrown.
        tile: ParsedTile,
        /// Whether it is the tile just drawn.
        tsumogiri: bool,
    },
    /// A call: chi, pon, a kan, or kita.
    Call(Call),
    /// A new dora indicator is turned (after a kan).
    NewDora {
        /// The indicator.
        indicator: ParsedTile,
    },
    /// A player declares riichi (the discard follows).
    Riichi {
        /// Who.
        seat: u8,
    },
    /// The riichi discard passed without a win: the stick is paid.
    RiichiAccepted {
        /// Who.
        seat: u8,
    },
    /// A win.
    Win(WinRecord),
    /// A round ended without a win.
    RoundDrawn(DrawRecord),
    /// A player left the table (Tenhou's `BYE`).
    PlayerLeft {
        /// Who.
        seat: u8,
    },
    /// A player came back.
    PlayerBack {
        /// Who.
        seat: u8,
    },
    /// The game is over.
    GameEnd {
        /// Final points of each seat, when recorded.
        scores: Option<[i32; 4]>,
    },
}

impl Event {
    /// The seat acting, for the events that have one.
    ///
    /// ```
    /// assert_eq!(tehai::log::Event::GameEnd { scores: None }.seat(), None);
    /// ```
    pub fn seat(&self) -> Option<u8> {
        match self {
            Event::Draw { seat, .. }
            | Event::Discard { seat, .. }
            | Event::Riichi { seat }
            | Event::RiichiAccepted { seat }
            | Event::PlayerLeft { seat }
            | Event::PlayerBack { seat } => Some(*seat),
            Event::Call(call) => Some(call.seat),
            Event::Win(win) => Some(win.seat),
            _ => None,
        }
    }
}
