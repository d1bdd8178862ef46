//! Why a hand could not be scored.

use core::fmt;

use crate::tile::{Suit, Tile};

/// Why [`score`](crate::score()) gave no score: the hand does not win, has
/// no yaku, or the input describes something that cannot happen at a table
/// (each such cause has its own variant). Every variant has a stable
/// snake_case [`id`](ScoreError::id), the `error` of the JSON output.
///
/// ```
/// use tehai::{ScoreError, WinContext, score};
/// let hand = "123m456p789s11223z".parse()?;
/// let error = score(&hand, &WinContext::new("2z".parse()?)).unwrap_err();
/// assert_eq!(error, ScoreError::NotAWinningHand);
/// assert_eq!(error.id(), "not_a_winning_hand");
/// assert_eq!(error.to_string(), "the tiles do not make a winning hand");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ScoreError {
    /// The concealed tiles and the melds do not hold 14 tiles (counting a
    /// kan as three): the concealed tiles must number `14 − 3 × melds`.
    WrongTileCount {
        /// Concealed tiles given.
        tiles: u32,
        /// Declared melds given.
        melds: u8,
    },
    /// A kind appears more than four times, counting the melds.
    TooManyCopies {
        /// The kind.
        tile: Tile,
    },
    /// The hand claims more red fives of a suit than it holds fives.
    RedFivesNotInHand {
        /// The suit.
        suit: Suit,
    },
    /// The winning tile is not among the concealed tiles.
    WinningTileNotInHand,
    /// Riichi declared with an open meld.
    RiichiWithOpenHand,
    /// Double riichi declared with an open meld.
    DoubleRiichiWithOpenHand,
    /// Ippatsu without riichi or double riichi.
    IppatsuWithoutRiichi,
    /// Chankan (robbing a kan) is a win on another player's tile, never a tsumo.
    ChankanOnTsumo,
    /// Rinshan kaihou is a tsumo on the kan's replacement tile.
    RinshanWithoutTsumo,
    /// Rinshan kaihou without a declared kan.
    RinshanWithoutKan,
    /// Haitei raoyue is a tsumo on the last tile.
    HaiteiWithoutTsumo,
    /// Haitei and rinshan together: the last tile is never a replacement tile.
    HaiteiWithRinshan,
    /// Houtei raoyui is a ron on the last discard.
    HouteiOnTsumo,
    /// Houtei and chankan together.
    HouteiWithChankan,
    /// Tenhou with a declared meld.
    TenhouWithMelds,
    /// Tenhou on a discard.
    TenhouOnRon,
    /// Tenhou by a non-dealer (that is chiihou).
    TenhouNotDealer,
    /// Chiihou with a declared meld.
    ChiihouWithMelds,
    /// Chiihou on a discard.
    ChiihouOnRon,
    /// Chiihou by the dealer (that is tenhou).
    ChiihouAsDealer,
    /// The tiles do not make a winning hand in any form.
    NotAWinningHand,
    /// The hand wins but no reading has a yaku (dora do not count).
    NoYaku,
}

impl ScoreError {
    /// The stable snake_case id: `wrong_tile_count`, `too_many_copies`,
    /// `red_fives_not_in_hand`, `winning_tile_not_in_hand`,
    /// `riichi_with_open_hand`, `double_riichi_with_open_hand`,
    /// `ippatsu_without_riichi`, `chankan_on_tsumo`, `rinshan_without_tsumo`,
    /// `rinshan_without_kan`, `haitei_without_tsumo`, `haitei_with_rinshan`,
    /// `houtei_on_tsumo`, `houtei_with_chankan`, `tenhou_with_melds`,
    /// `tenhou_on_ron`, `tenhou_not_dealer`, `chiihou_with_melds`,
    /// `chiihou_on_ron`, `chiihou_as_dealer`, `not_a_winning_hand`, `no_yaku`.
    ///
    /// ```
    /// assert_eq!(tehai::ScoreError::NoYaku.id(), "no_yaku");
    /// ```
    pub const fn id(&self) -> &'static str {
        match self {
            ScoreError::WrongTileCount { .. } => "wrong_tile_count",
            ScoreError::TooManyCopies { .. } => "too_many_copies",
            ScoreError::RedFivesNotInHand { .. } => "red_fives_not_in_hand",
            ScoreError::WinningTileNotInHand => "winning_tile_not_in_hand",
            ScoreError::RiichiWithOpenHand => "riichi_with_open_hand",
            ScoreError::DoubleRiichiWithOpenHand => "double_riichi_with_open_hand",
            ScoreError::IppatsuWithoutRiichi => "ippatsu_without_riichi",
            ScoreError::ChankanOnTsumo => "chankan_on_tsumo",
            ScoreError::RinshanWithoutTsumo => "rinshan_without_tsumo",
            ScoreError::RinshanWithoutKan => "rinshan_without_kan",
            ScoreError::HaiteiWithoutTsumo => "haitei_without_tsumo",
            ScoreError::HaiteiWithRinshan => "haitei_with_rinshan",
            ScoreError::HouteiOnTsumo => "houtei_on_tsumo",
            ScoreError::HouteiWithChankan => "houtei_with_chankan",
            ScoreError::TenhouWithMelds => "tenhou_with_melds",
            ScoreError::TenhouOnRon => "tenhou_on_ron",
            ScoreError::TenhouNotDealer => "tenhou_not_dealer",
            ScoreError::ChiihouWithMelds => "chiihou_with_melds",
            ScoreError::ChiihouOnRon => "chiihou_on_ron",
            ScoreError::ChiihouAsDealer => "chiihou_as_dealer",
            ScoreError::NotAWinningHand => "not_a_winning_hand",
            ScoreError::NoYaku => "no_yaku",
        }
    }
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ScoreError::WrongTileCount { tiles, melds } => write!(
                f,
                "{tiles} concealed tiles with {melds} declared melds: a winning hand has {} concealed tiles beside them",
                14u32.saturating_sub(3 * u32::from(melds))
            ),
            ScoreError::TooManyCopies { tile } => {
                write!(
                    f,
                    "more than 4 copies of {tile} counting the declared melds"
                )
            }
            ScoreError::RedFivesNotInHand { suit } => write!(
                f,
                "more red fives (0{}) than fives of that suit in the hand",
                suit.letter()
            ),
            ScoreError::WinningTileNotInHand => {
                f.write_str("the winning tile is not among the concealed tiles")
            }
            ScoreError::RiichiWithOpenHand => f.write_str("riichi with an open meld"),
            ScoreError::DoubleRiichiWithOpenHand => f.write_str("double riichi with an open meld"),
            ScoreError::IppatsuWithoutRiichi => f.write_str("ippatsu without riichi"),
            ScoreError::ChankanOnTsumo => f.write_str("chankan is won on a discard, not by tsumo"),
            ScoreError::RinshanWithoutTsumo => f.write_str("rinshan kaihou is won by tsumo"),
            ScoreError::RinshanWithoutKan => f.write_str("rinshan kaihou without a declared kan"),
            ScoreError::HaiteiWithoutTsumo => f.write_str("haitei raoyue is won by tsumo"),
            ScoreError::HaiteiWithRinshan => {
                f.write_str("haitei raoyue and rinshan kaihou cannot both happen")
            }
            ScoreError::HouteiOnTsumo => f.write_str("houtei raoyui is won on a discard"),
            ScoreError::HouteiWithChankan => {
                f.write_str("houtei raoyui and chankan cannot both happen")
            }
            ScoreError::TenhouWithMelds => f.write_str("tenhou with a declared meld"),
            ScoreError::TenhouOnRon => f.write_str("tenhou is won by tsumo"),
            ScoreError::TenhouNotDealer => f.write_str("tenhou is the dealer's (East's) win"),
            ScoreError::ChiihouWithMelds => f.write_str("chiihou with a declared meld"),
            ScoreError::ChiihouOnRon => f.write_str("chiihou is won by tsumo"),
            ScoreError::ChiihouAsDealer => f.write_str("chiihou is a non-dealer's win"),
            ScoreError::NotAWinningHand => f.write_str("the tiles do not make a winning hand"),
            ScoreError::NoYaku => f.write_str("the hand has no yaku"),
        }
    }
}

impl core::error::Error for ScoreError {}
