//! The win context: how the hand was won, the table around it and the rules.

use core::fmt;
use core::str::FromStr;

use crate::array_vec::{ArrayVec, Filler};
use crate::error::Error;
use crate::meld::{MAX_DECLARED_MELDS, Meld};
use crate::rules::Rules;
use crate::tile::{Suit, Tile};

/// The tile with index 0 (1m): the winning tile of [`WinContext::default`]
/// and the fallback of [`Wind::tile`]. Evaluated at compile time: the
/// `panic!` could only stop the build, never a program.
#[allow(clippy::panic)]
pub(crate) const FIRST_TILE: Tile = match Tile::new(0) {
    Some(tile) => tile,
    None => panic!("tile index 0 exists"),
};

impl Filler for Meld {
    /// A pon of the filler tile: any meld would do.
    const FILLER: Meld = Meld::pon(Tile::FILLER);
}

/// Most dora indicators (and most ura-dora indicators) a hand can see: one
/// at the start and one per kan.
///
/// ```
/// let tiles = ["1m".parse().unwrap(); tehai::score::MAX_INDICATORS];
/// assert!(tehai::score::Indicators::from_tiles(&tiles).is_some());
/// ```
pub const MAX_INDICATORS: usize = 5;

/// A wind: the seat wind (jikaze) of the winner or the round wind (bakaze).
/// The East seat is the dealer (oya).
///
/// ```
/// use tehai::score::Wind;
/// assert_eq!(Wind::South.tile().to_string(), "2z");
/// assert_eq!(Wind::from_tile("4z".parse().unwrap()), Some(Wind::North));
/// assert_eq!(Wind::from_tile("5z".parse().unwrap()), None);
/// assert_eq!(Wind::default(), Wind::East);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Wind {
    /// East (ton), `1z`; the dealer's seat.
    #[default]
    East = 0,
    /// South (nan), `2z`.
    South = 1,
    /// West (shaa), `3z`.
    West = 2,
    /// North (pei), `4z`.
    North = 3,
}

impl Wind {
    /// The four winds in seat order.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::ALL[3], tehai::score::Wind::North);
    /// ```
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// The wind's tile, `1z` to `4z`.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::East.tile().to_string(), "1z");
    /// ```
    pub const fn tile(self) -> Tile {
        match Tile::from_suit_rank(Suit::Honor, self as u8) {
            Some(tile) => tile,
            None => FIRST_TILE,
        }
    }

    /// The wind of a tile, or `None` for any tile but `1z` to `4z`.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::from_tile("3z".parse().unwrap()), Some(tehai::score::Wind::West));
    /// ```
    pub const fn from_tile(tile: Tile) -> Option<Wind> {
        if !tile.suit().is_honor() {
            return None;
        }
        Wind::from_u8(tile.rank())
    }

    /// The wind with the number `value` (its `#[repr(u8)]` value, East = 0),
    /// or `None`.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::from_u8(1), Some(tehai::score::Wind::South));
    /// assert_eq!(tehai::score::Wind::from_u8(4), None);
    /// ```
    pub const fn from_u8(value: u8) -> Option<Wind> {
        match value {
            0 => Some(Wind::East),
            1 => Some(Wind::South),
            2 => Some(Wind::West),
            3 => Some(Wind::North),
            _ => None,
        }
    }
}

impl fmt::Display for Wind {
    /// The wind's English name in lower case: `east`, `south`, `west`,
    /// `north` (the form the command line prints). [`Wind::tile`] gives
    /// `1z`..`4z` and [`Wind::mjai`] the mjai letter.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::West.to_string(), "west");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Wind {
    /// The wind's English name in lower case, as [`Display`](fmt::Display)
    /// writes it.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::North.name(), "north");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }

    /// The wind's letter in mjai notation: `E`, `S`, `W` or `N`.
    ///
    /// ```
    /// assert_eq!(tehai::score::Wind::South.mjai(), "S");
    /// ```
    pub const fn mjai(self) -> &'static str {
        match self {
            Wind::East => "E",
            Wind::South => "S",
            Wind::West => "W",
            Wind::North => "N",
        }
    }
}

impl FromStr for Wind {
    type Err = Error;

    /// Reads a wind written as its tile (`1z` to `4z`), its mjai letter
    /// (`E`, `S`, `W`, `N`), its English name (`east` ... `north`) or its
    /// Japanese reading (`ton`, `nan`, `shaa`, `pei`), in any case, with no
    /// surrounding spaces; anything else is [`Error::NotAWind`].
    ///
    /// ```
    /// use tehai::score::Wind;
    /// for text in ["2z", "S", "south", "South", "NAN"] {
    ///     assert_eq!(text.parse::<Wind>()?, Wind::South);
    /// }
    /// assert_eq!("5z".parse::<Wind>(), Err(tehai::Error::NotAWind));
    /// # Ok::<(), tehai::Error>(())
    /// ```
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        const SPELLINGS: [[&str; 4]; 4] = [
            ["1z", "e", "east", "ton"],
            ["2z", "s", "south", "nan"],
            ["3z", "w", "west", "shaa"],
            ["4z", "n", "north", "pei"],
        ];
        Wind::ALL
            .into_iter()
            .zip(SPELLINGS)
            .find(|(_, spellings)| {
                spellings
                    .iter()
                    .any(|spelling| spelling.eq_ignore_ascii_case(text))
            })
            .map(|(wind, _)| wind)
            .ok_or(Error::NotAWind)
    }
}

/// Up to [`MAX_INDICATORS`] dora (or ura-dora) indicator tiles, stored
/// inline. The indicated dora is the next tile of the indicator's suit:
/// 9 indicates 1, North (`4z`) indicates East (`1z`), Red (`7z`) White (`5z`).
///
/// ```
/// use tehai::score::Indicators;
/// let mut indicators = Indicators::EMPTY;
/// indicators.push("9m".parse().unwrap()).unwrap();
/// assert_eq!(indicators.as_slice().len(), 1);
/// let full = Indicators::from_tiles(&["1z".parse().unwrap(); 5]).unwrap();
/// assert!(Indicators::from_tiles(&["1z".parse().unwrap(); 6]).is_none());
/// assert_eq!(full.len(), 5);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Indicators {
    tiles: ArrayVec<Tile, MAX_INDICATORS>,
}

impl Indicators {
    /// No indicator.
    ///
    /// ```
    /// assert!(tehai::score::Indicators::EMPTY.is_empty());
    /// ```
    pub const EMPTY: Indicators = Indicators {
        tiles: ArrayVec::EMPTY,
    };

    /// The indicators `tiles`, or `None` for more than [`MAX_INDICATORS`].
    ///
    /// ```
    /// let tiles = ["3p".parse().unwrap(), "7z".parse().unwrap()];
    /// assert_eq!(tehai::score::Indicators::from_tiles(&tiles).unwrap().as_slice(), &tiles);
    /// ```
    pub fn from_tiles(tiles: &[Tile]) -> Option<Indicators> {
        ArrayVec::from_slice(tiles).map(|tiles| Indicators { tiles })
    }

    /// Adds one indicator; [`Error::TooManyIndicators`] when there are
    /// already [`MAX_INDICATORS`] (the list is left as it was).
    ///
    /// ```
    /// let mut indicators = tehai::score::Indicators::EMPTY;
    /// let tile = "5s".parse()?;
    /// for _ in 0..5 {
    ///     indicators.push(tile)?;
    /// }
    /// assert_eq!(indicators.push(tile), Err(tehai::Error::TooManyIndicators { count: 6 }));
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn push(&mut self, tile: Tile) -> Result<(), Error> {
        self.tiles.push(tile).map_err(|_| Error::TooManyIndicators {
            count: MAX_INDICATORS as u32 + 1,
        })
    }

    /// The indicators in the order they were given.
    ///
    /// ```
    /// assert!(tehai::score::Indicators::EMPTY.as_slice().is_empty());
    /// ```
    pub fn as_slice(&self) -> &[Tile] {
        self.tiles.as_slice()
    }

    /// How many indicators there are.
    ///
    /// ```
    /// assert_eq!(tehai::score::Indicators::EMPTY.len(), 0);
    /// ```
    pub const fn len(&self) -> usize {
        self.tiles.len()
    }

    /// `true` without indicators.
    ///
    /// ```
    /// assert!(tehai::score::Indicators::default().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.tiles.is_empty()
    }
}

impl Default for Indicators {
    /// No indicator.
    fn default() -> Self {
        Indicators::EMPTY
    }
}

impl fmt::Debug for Indicators {
    /// The indicator tiles as a list: `[1m, 7z]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.tiles, f)
    }
}

/// The dora each tile indicates, by index: the next tile of its suit, 9
/// wrapping to 1, North to East and Red to White; with `three_players`, 1m
/// indicates 9m, as 2m to 8m are not played.
const fn dora_table(three_players: bool) -> [Tile; 34] {
    let mut table = [Tile::of_index(0); 34];
    let mut index = 0;
    while index < 34 {
        table[index] = Tile::of_index(match index {
            0 if three_players => 8,
            8 | 17 | 26 => index - 8,
            30 => 27,
            33 => 31,
            _ => index + 1,
        });
        index += 1;
    }
    table
}

/// The dora of each indicator, by index, at four players.
const DORA_OF: [Tile; 34] = dora_table(false);
/// The dora of each indicator, by index, at three players.
const THREE_PLAYER_DORA_OF: [Tile; 34] = dora_table(true);

/// The dora a tile indicates: the next tile of its suit, 9 wrapping to 1,
/// North to East and Red to White; with `three_players`, 1m indicates 9m.
pub(crate) fn indicated_dora_of(indicator: Tile, three_players: bool) -> Tile {
    let table = if three_players {
        &THREE_PLAYER_DORA_OF
    } else {
        &DORA_OF
    };
    table.get(indicator.index()).copied().unwrap_or(indicator)
}

/// Up to [`MAX_DECLARED_MELDS`] declared melds (fuuro), stored inline.
///
/// ```
/// use tehai::Meld;
/// use tehai::score::DeclaredMelds;
/// let pon: Meld = "pon 777z".parse().unwrap();
/// let ankan: Meld = "ankan 2222s".parse().unwrap();
/// let melds = DeclaredMelds::from_melds(&[pon, ankan]).unwrap();
/// assert_eq!(melds.as_slice(), &[pon, ankan]);
/// assert!(melds.is_open());
/// assert!(!DeclaredMelds::from_melds(&[ankan]).unwrap().is_open());
/// assert!(DeclaredMelds::from_melds(&[pon; 5]).is_none());
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct DeclaredMelds {
    melds: ArrayVec<Meld, MAX_DECLARED_MELDS>,
}

impl DeclaredMelds {
    /// No declared meld: a closed hand of 14 concealed tiles.
    ///
    /// ```
    /// assert!(tehai::score::DeclaredMelds::EMPTY.is_empty());
    /// ```
    pub const EMPTY: DeclaredMelds = DeclaredMelds {
        melds: ArrayVec::EMPTY,
    };

    /// The melds `melds`, or `None` for more than [`MAX_DECLARED_MELDS`].
    ///
    /// ```
    /// let chi: tehai::Meld = "chi 340m".parse().unwrap();
    /// assert_eq!(tehai::score::DeclaredMelds::from_melds(&[chi]).unwrap().len(), 1);
    /// ```
    pub fn from_melds(melds: &[Meld]) -> Option<DeclaredMelds> {
        ArrayVec::from_slice(melds).map(|melds| DeclaredMelds { melds })
    }

    /// Adds one meld; [`Error::TooManyMelds`] when there are already four
    /// (the list is left as it was).
    ///
    /// ```
    /// let mut melds = tehai::score::DeclaredMelds::EMPTY;
    /// let pon: tehai::Meld = "pon 111z".parse()?;
    /// for _ in 0..4 {
    ///     melds.push(pon)?;
    /// }
    /// assert_eq!(melds.push(pon), Err(tehai::Error::TooManyMelds { count: 5 }));
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn push(&mut self, meld: Meld) -> Result<(), Error> {
        self.melds.push(meld).map_err(|_| Error::TooManyMelds {
            count: MAX_DECLARED_MELDS as u32 + 1,
        })
    }

    /// The melds in the order they were given.
    ///
    /// ```
    /// assert!(tehai::score::DeclaredMelds::EMPTY.as_slice().is_empty());
    /// ```
    pub fn as_slice(&self) -> &[Meld] {
        self.melds.as_slice()
    }

    /// How many melds there are.
    ///
    /// ```
    /// assert_eq!(tehai::score::DeclaredMelds::EMPTY.len(), 0);
    /// ```
    pub const fn len(&self) -> usize {
        self.melds.len()
    }

    /// `true` without melds.
    ///
    /// ```
    /// assert!(tehai::score::DeclaredMelds::default().is_empty());
    /// ```
    pub const fn is_empty(&self) -> bool {
        self.melds.is_empty()
    }

    /// `true` if a meld other than a closed kan was declared: the hand is open.
    ///
    /// ```
    /// let kan: tehai::Meld = "kan 1111m".parse().unwrap();
    /// assert!(tehai::score::DeclaredMelds::from_melds(&[kan]).unwrap().is_open());
    /// ```
    pub fn is_open(&self) -> bool {
        self.as_slice().iter().any(|meld| meld.is_open())
    }

    /// How many of the melds are kans (open, added or closed).
    ///
    /// ```
    /// let kan: tehai::Meld = "shouminkan 1111m".parse().unwrap();
    /// let pon: tehai::Meld = "pon 222m".parse().unwrap();
    /// assert_eq!(tehai::score::DeclaredMelds::from_melds(&[kan, pon]).unwrap().kans(), 1);
    /// ```
    pub fn kans(&self) -> usize {
        self.as_slice()
            .iter()
            .filter(|meld| meld.kind().is_kan())
            .count()
    }
}

impl Default for DeclaredMelds {
    /// No declared meld.
    fn default() -> Self {
        DeclaredMelds::EMPTY
    }
}

impl fmt::Debug for DeclaredMelds {
    /// The melds as a list: `[Meld(pon 777z)]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.melds, f)
    }
}

/// Everything about a win that the tiles do not say: the winning tile and how
/// it came, the situation yaku, the winds, the indicators, the sticks on the
/// table, the declared melds and the rules.
///
/// A plain `Copy` value without references or allocation, all of whose
/// fields are public. Build it with [`WinContext::new`] (or [`Default`]) and
/// set the fields that differ, one by one or with struct update syntax:
/// `WinContext { riichi: true, tsumo: true, ..WinContext::new(tile) }`.
///
/// Double riichi (daburu riichi) is the riichi declared on the first turn:
/// set `double_riichi` alone, not with `riichi`. Situations that cannot
/// happen together are refused by [`score`](crate::score()), each with its
/// own [`Error`].
///
/// ```
/// use tehai::score::{WinContext, Wind};
/// let mut context = WinContext::new("5p".parse()?);
/// context.tsumo = true;
/// context.riichi = true;
/// context.seat_wind = Wind::South;
/// context.dora_indicators.push("1m".parse()?).unwrap();
/// context.melds.push("ankan 2222z".parse()?)?;
/// assert!(!context.is_dealer());
///
/// let riichi_tsumo = WinContext {
///     riichi: true,
///     tsumo: true,
///     seat_wind: "west".parse()?,
///     ..WinContext::new("5p".parse()?)
/// };
/// assert!(riichi_tsumo.riichi && !riichi_tsumo.is_dealer());
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WinContext {
    /// The tile that completed the hand (agarihai); it is part of the
    /// concealed tiles passed to [`score`](crate::score()).
    pub winning_tile: Tile,
    /// Won by drawing the tile (tsumo); `false` is a win on a discard (ron).
    pub tsumo: bool,
    /// Riichi was declared.
    pub riichi: bool,
    /// Riichi was declared on the first turn (daburu riichi).
    pub double_riichi: bool,
    /// Won within one go-around of the riichi, uninterrupted (ippatsu).
    pub ippatsu: bool,
    /// Won on the replacement tile drawn after a kan (rinshan kaihou).
    pub rinshan: bool,
    /// Won on the tile another player added to a pon (chankan, robbing the kan).
    pub chankan: bool,
    /// Won by drawing the last tile of the wall (haitei raoyue).
    pub haitei: bool,
    /// Won on the last discard (houtei raoyui).
    pub houtei: bool,
    /// The dealer won on the initial deal (tenhou).
    pub tenhou: bool,
    /// A non-dealer won on the first draw, before any call (chiihou).
    pub chiihou: bool,
    /// The winner's seat wind; East is the dealer.
    pub seat_wind: Wind,
    /// The round wind.
    pub round_wind: Wind,
    /// Dora indicators.
    pub dora_indicators: Indicators,
    /// Ura-dora indicators, counted only with riichi or double riichi.
    pub ura_indicators: Indicators,
    /// Counters on the table (honba): each worth what the rules say
    /// ([`Rules::honba_ron`], [`Rules::honba_tsumo`]).
    pub honba: u16,
    /// Riichi deposits on the table (kyoutaku): 1,000 points each for the winner.
    pub riichi_sticks: u16,
    /// The declared melds, whose tiles are not among the concealed tiles.
    pub melds: DeclaredMelds,
    /// North tiles set aside (kita, nukidora) at three players: each
    /// counts as a dora, and as the dora it indicates besides.
    pub kita: u8,
    /// A non-dealer won on a discard before their first draw, with no call
    /// made (renhou); what it is worth is [`Rules::renhou`].
    pub renhou: bool,
    /// The riichi (or double riichi) was an open riichi; worth a han more
    /// under [`Rules::open_riichi`].
    pub open_riichi: bool,
    /// The discard was dealt into the winner's open riichi by a player not
    /// in riichi (sashikomi); a yakuman under [`Rules::sashikomi_yakuman`].
    pub sashikomi: bool,
    /// The dealer's eighth win in a row (paarenchan); a yakuman under
    /// [`Rules::paarenchan`].
    pub paarenchan: bool,
    /// The seat of the player liable for a yakuman (pao), if any: the one
    /// who fed the last set of a yakuman listed in [`Rules::pao`].
    pub liable: Option<Wind>,
    /// The seat of the discarder of a ron, when known: needed to say who
    /// pays what ([`Score::payments`](crate::score::Score::payments)).
    pub discarder: Option<Wind>,
    /// The rule options.
    pub rules: Rules,
}

impl WinContext {
    /// A ron on `winning_tile` by the dealer in the East round, with nothing
    /// else declared, no indicators and the default [`Rules`] (Tenhou's).
    ///
    /// ```
    /// let context = tehai::score::WinContext::new("7z".parse().unwrap());
    /// assert!(!context.tsumo);
    /// assert!(context.is_dealer());
    /// ```
    pub const fn new(winning_tile: Tile) -> WinContext {
        WinContext {
            winning_tile,
            tsumo: false,
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            rinshan: false,
            chankan: false,
            haitei: false,
            houtei: false,
            tenhou: false,
            chiihou: false,
            seat_wind: Wind::East,
            round_wind: Wind::East,
            dora_indicators: Indicators::EMPTY,
            ura_indicators: Indicators::EMPTY,
            honba: 0,
            riichi_sticks: 0,
            melds: DeclaredMelds::EMPTY,
            kita: 0,
            renhou: false,
            open_riichi: false,
            sashikomi: false,
            paarenchan: false,
            liable: None,
            discarder: None,
            rules: Rules::preset(crate::rules::Preset::Tenhou),
        }
    }

    /// `true` when the winner sits East (the dealer, oya).
    ///
    /// ```
    /// let mut context = tehai::score::WinContext::default();
    /// context.seat_wind = tehai::score::Wind::West;
    /// assert!(!context.is_dealer());
    /// ```
    pub const fn is_dealer(&self) -> bool {
        matches!(self.seat_wind, Wind::East)
    }
}

impl Default for WinContext {
    /// [`WinContext::new`] with `1m` as the winning tile: set the real one.
    fn default() -> Self {
        WinContext::new(FIRST_TILE)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    #[test]
    fn dora_follows_each_suit_cycle() {
        for (indicator, dora) in [
            ("1m", "2m"),
            ("8m", "9m"),
            ("9m", "1m"),
            ("9p", "1p"),
            ("9s", "1s"),
            ("5s", "6s"),
            ("1z", "2z"),
            ("3z", "4z"),
            ("4z", "1z"),
            ("5z", "6z"),
            ("6z", "7z"),
            ("7z", "5z"),
        ] {
            assert_eq!(
                indicated_dora_of(tile(indicator), false),
                tile(dora),
                "{indicator}"
            );
            // Three players differ only at 1m, which indicates 9m.
            let three = if indicator == "1m" { "9m" } else { dora };
            assert_eq!(
                indicated_dora_of(tile(indicator), true),
                tile(three),
                "{indicator}"
            );
        }
    }

    #[test]
    fn inline_lists() {
        let tiles = [tile("1m"), tile("7z")];
        let indicators = Indicators::from_tiles(&tiles).unwrap();
        assert_eq!((indicators.len(), indicators.is_empty()), (2, false));
        assert_eq!(indicators.as_slice(), &tiles);
        assert!(Indicators::from_tiles(&[tile("1m"); 6]).is_none());
        let full = Indicators::from_tiles(&[tile("2p"); 5]).unwrap();
        assert_eq!(full.len(), MAX_INDICATORS);
        let pon: Meld = "pon 777z".parse().unwrap();
        let ankan: Meld = "ankan 2222s".parse().unwrap();
        let kan: Meld = "kan 1111m".parse().unwrap();
        let melds = DeclaredMelds::from_melds(&[ankan, pon, kan]).unwrap();
        assert_eq!((melds.len(), melds.is_empty(), melds.kans()), (3, false, 2));
        assert_eq!(melds.as_slice(), &[ankan, pon, kan]);
        assert!(melds.is_open());
        let closed = DeclaredMelds::from_melds(&[ankan]).unwrap();
        assert!(!closed.is_open() && closed.len() == 1);
        assert!(DeclaredMelds::from_melds(&[pon; 5]).is_none());
        assert!(DeclaredMelds::from_melds(&[]).unwrap().is_empty());
    }

    /// A full list refuses one more with an error that counts it, and is
    /// left as it was.
    #[test]
    fn pushing_past_the_capacity_is_an_error() {
        let mut indicators = Indicators::EMPTY;
        for _ in 0..MAX_INDICATORS {
            assert_eq!(indicators.push(tile("1m")), Ok(()));
        }
        assert_eq!(
            indicators.push(tile("2m")),
            Err(Error::TooManyIndicators { count: 6 })
        );
        assert_eq!(indicators.as_slice(), &[tile("1m"); MAX_INDICATORS]);
        let pon: Meld = "pon 777z".parse().unwrap();
        let mut melds = DeclaredMelds::EMPTY;
        for _ in 0..MAX_DECLARED_MELDS {
            assert_eq!(melds.push(pon), Ok(()));
        }
        assert_eq!(
            melds.push("pon 111z".parse().unwrap()),
            Err(Error::TooManyMelds { count: 5 })
        );
        assert_eq!(melds.as_slice(), &[pon; MAX_DECLARED_MELDS]);
    }

    #[test]
    fn winds_and_defaults() {
        for wind in Wind::ALL {
            for text in [
                wind.to_string(),
                wind.tile().to_string(),
                wind.mjai().to_string(),
                wind.name().to_uppercase(),
                wind.mjai().to_lowercase(),
            ] {
                assert_eq!(text.parse::<Wind>(), Ok(wind), "{text}");
            }
            assert_eq!(Wind::from_tile(wind.tile()), Some(wind));
            assert_eq!(Wind::from_u8(wind as u8), Some(wind));
        }
        assert_eq!(Wind::from_tile(tile("1m")), None);
        for text in ["", " 1z", "5z", "1m", "es", "eastt", "P", "0"] {
            assert_eq!(text.parse::<Wind>(), Err(Error::NotAWind), "{text:?}");
        }
        let context = WinContext::default();
        assert_eq!(context.winning_tile.to_string(), "1m");
        assert_eq!(context.seat_wind, Wind::East);
        assert_eq!(context.round_wind, Wind::East);
        assert_eq!(context.rules, Rules::default());
        assert!(context.melds.is_empty() && context.dora_indicators.is_empty());
        assert_eq!(WinContext::new(tile("1m")), context);
        assert_eq!(std::format!("{:?}", Indicators::EMPTY), "[]");
        assert_eq!(std::format!("{:?}", DeclaredMelds::EMPTY), "[]");
    }
}
