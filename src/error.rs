//! The one error every fallible call of the crate reports.

use core::fmt;

use crate::rules::RuleName;
use crate::tile::{Suit, Tile};

/// The most concealed tiles a hand holds; the limit the messages name.
const MAX_TILES: u32 = 14;

/// A question about a hand, named by [`Error::WrongTileCount`]: each needs
/// its own tile counts.
///
/// ```
/// assert_eq!(tehai::Question::Waits.to_string(), "waits");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Question {
    /// Decomposition needs `3N` or `3N + 2` tiles.
    Decompose,
    /// Waits and useful tiles need `3N + 1` tiles.
    Waits,
    /// Shanten needs `3N + 1` or `3N + 2` tiles.
    Shanten,
    /// The discard table needs `3N + 2` tiles.
    Discards,
    /// "Complete or waiting?" needs `3N + 1` or `3N + 2` tiles.
    WinOrWait,
    /// Scoring needs `14 − 3 × melds` concealed tiles.
    Score,
    /// Declared melds leave room for `14 − 3 × melds` concealed tiles at
    /// most.
    Melds,
    /// The expected-value analysis needs `13 − 3 × melds` (before a draw)
    /// or `14 − 3 × melds` (before a discard) concealed tiles.
    ExpectedValue,
}

impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Question::Decompose => "decompose",
            Question::Waits => "waits",
            Question::Shanten => "shanten",
            Question::Discards => "discards",
            Question::WinOrWait => "win or wait",
            Question::Score => "score",
            Question::Melds => "melds",
            Question::ExpectedValue => "expected value",
        })
    }
}

/// What went wrong, in broad classes: what a front end maps to its own
/// error classes or status codes without listing every [`Error`] variant.
///
/// ```
/// use tehai::{ErrorKind, Hand};
/// let error = "12x".parse::<Hand>().unwrap_err();
/// assert_eq!(error.kind(), ErrorKind::Notation);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum ErrorKind {
    /// A text is not valid notation (MPSZ tiles, a meld's `<kind> <tiles>`).
    Notation,
    /// Tiles that no hand can hold: a fifth copy, more than 14 tiles, a tile
    /// to remove that is not there, a packed suit out of range.
    Hand,
    /// Declared melds that are not melds or do not fit the hand.
    Melds,
    /// The hand's tile count does not fit the question asked.
    TileCount,
    /// The table around the hand does not fit it (a tile three players do
    /// not use).
    Table,
    /// The win's circumstances cannot happen together, or do not fit the
    /// hand (riichi with an open meld, a winning tile not in the hand...).
    WinContext,
    /// The hand cannot be scored: it does not win, or it has no yaku.
    NoScore,
    /// A rule preset or option that does not exist, or a value an option
    /// does not take.
    Rules,
    /// The working memory a caller lent is too small for the question.
    Workspace,
}

/// Why a call failed. One type for the whole crate: reading text, building
/// hands, checking melds and tables, and every question. Each cause has its
/// own variant; [`kind`](Error::kind) sorts them into classes,
/// [`question`](Error::question) names the question a tile count did not
/// fit, and [`id`](Error::id) gives each a stable snake_case name.
///
/// ```
/// use tehai::{Context, Error, Question};
/// let hand: tehai::Hand = "11m".parse()?;
/// let error = tehai::waits(&hand, &Context::default()).unwrap_err();
/// assert_eq!(error, Error::WrongTileCount { tiles: 2, melds: 0, question: Question::Waits });
/// assert_eq!(error.question(), Some(Question::Waits));
/// assert_eq!(
///     error.to_string(),
///     "a hand of 2 tiles does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
/// );
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Error {
    /// The text holds no tiles at all.
    Empty,
    /// A character that is neither a digit nor one of `m p s z`. (Byte
    /// offsets are `u32`, which keeps the error small; an offset past
    /// 4 GiB is reported as `u32::MAX`.)
    UnknownCharacter {
        /// The character.
        character: char,
        /// Its byte offset in the text.
        position: u32,
    },
    /// Digits at the end of the text with no suit letter after them.
    DigitsWithoutSuit {
        /// Byte offset of the first digit of the group.
        position: u32,
    },
    /// A suit letter with no digits before it (`m`, `123mm`).
    SuitWithoutDigits {
        /// The suit letter.
        letter: char,
        /// Its byte offset in the text.
        position: u32,
    },
    /// `8z`, `9z` or `0z`: honors only go from 1 to 7 and have no red five.
    InvalidHonor {
        /// The digit.
        digit: u8,
        /// Its byte offset in the text.
        position: u32,
    },
    /// A single tile was expected (`5m`), but the text holds several or none.
    NotASingleTile,
    /// More red fives (`0`) of one suit than any common rule set has (two).
    TooManyRedFives {
        /// The suit.
        suit: Suit,
    },
    /// A meld's text is not `<kind> <tiles>`.
    MeldFormat,
    /// A 136-tile id from 136 up (ids run from 0 to 135).
    UnknownTileId {
        /// The id.
        id: u32,
        /// Its position in the list of ids.
        position: u32,
    },
    /// A name in a list of tiles that is no tile (mjai: `1m`..`9s`,
    /// `5mr` `5pr` `5sr`, `E S W N P F C`).
    NotATile {
        /// Its position in the list.
        position: u32,
    },
    /// Four plain fives of a suit cannot be written as 136-tile ids: copy 0
    /// of each five (ids 16, 52, 88) is the red one.
    FourPlainFives {
        /// The suit.
        suit: Suit,
    },
    /// The text names no wind: winds are written `1z` to `4z`, `E` `S` `W`
    /// `N`, `east` to `north` or `ton` `nan` `shaa` `pei`.
    NotAWind,
    /// A meld's kind is none of `chi`, `pon`, `kan`, `shouminkan`, `ankan`.
    UnknownMeldKind,
    /// The tiles do not make the named meld (`pon 123m`, `chi 789m1p`).
    NotAMeld,
    /// A kind would appear more than four times: in the hand, or counting
    /// the declared melds and the seen tiles.
    TooManyCopies {
        /// The kind.
        tile: Tile,
    },
    /// More than 14 concealed tiles.
    TooManyTiles,
    /// The same 136-tile id twice: each id is one physical tile.
    RepeatedTileId {
        /// The id.
        id: u32,
        /// The position in the list of ids where it came again.
        position: u32,
    },
    /// A tile to remove is not in the hand.
    TileNotInHand {
        /// The kind.
        tile: Tile,
    },
    /// A packed suit has a count above 4 or bits set outside its ranks
    /// (honors use ranks 1 to 7 only).
    InvalidPackedSuit {
        /// The suit.
        suit: Suit,
    },
    /// More than four declared melds.
    TooManyMelds {
        /// Melds passed (past `u32::MAX`, `u32::MAX`).
        count: u32,
    },
    /// The hand's tile count does not fit the question: decomposition needs
    /// `3N` or `3N + 2` tiles, waits `3N + 1`, shanten anything but `3N`,
    /// the discard table `3N + 2`, a score `14 − 3 × melds`; and no
    /// question takes more concealed tiles than the declared melds leave
    /// room for.
    WrongTileCount {
        /// Concealed tiles.
        tiles: u32,
        /// Declared melds given with the hand (0 when none were).
        melds: u8,
        /// The question asked.
        question: Question,
    },
    /// A three-player question about a tile from 2m to 8m (in the hand, the
    /// melds or the seen tiles).
    NotInThreePlayer {
        /// The first such tile in index order.
        tile: Tile,
    },
    /// The hand claims more red fives of a suit than it holds fives.
    RedFivesNotInHand {
        /// The suit.
        suit: Suit,
    },
    /// The winning tile is not among the concealed tiles.
    WinningTileNotInHand,
    /// More red fives of a suit than the rules' tile set holds.
    RedFivesNotInRules {
        /// The suit.
        suit: Suit,
    },
    /// More dora (or ura-dora) indicators than a game shows: one and one
    /// per kan, five in all.
    TooManyIndicators {
        /// Indicators passed (past `u32::MAX`, `u32::MAX`).
        count: u32,
    },
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
    /// An unknown rule preset name.
    UnknownPreset,
    /// An unknown rule option name.
    UnknownRule,
    /// A value the rule option does not take.
    InvalidRuleValue {
        /// The option.
        option: RuleName,
    },
    /// Riichi and double riichi both set: double riichi is the riichi declared on the first turn.
    RiichiWithDoubleRiichi,
    /// Tenhou with riichi or double riichi.
    TenhouWithRiichi,
    /// Chiihou with riichi or double riichi.
    ChiihouWithRiichi,
    /// Tenhou with haitei: the first draw is never the last.
    TenhouWithHaitei,
    /// Chiihou with haitei: the first draw is never the last.
    ChiihouWithHaitei,
    /// Chankan robs the fourth copy of a kind: the winner holds no other copy, and no meld or indicator shows one.
    ChankanOnHeldKind,
    /// Renhou by tsumo.
    RenhouOnTsumo,
    /// Renhou by the dealer.
    RenhouAsDealer,
    /// Renhou with a declared meld.
    RenhouWithMelds,
    /// Renhou with riichi.
    RenhouWithRiichi,
    /// Open riichi without riichi.
    OpenRiichiWithoutRiichi,
    /// Sashikomi (a discard into the winner's open riichi) without open riichi.
    SashikomiWithoutOpenRiichi,
    /// Sashikomi by tsumo.
    SashikomiOnTsumo,
    /// Paarenchan by a non-dealer.
    PaarenchanNotDealer,
    /// North tiles declared (kita) at four players.
    KitaInFourPlayers,
    /// A chi at three players.
    ChiInThreePlayers,
    /// The winner, the discarder or the liable player sits north at three players.
    NorthSeatInThreePlayers,
    /// The player liable for a yakuman (pao) is the winner.
    LiableIsWinner,
    /// The discarder of a ron is the winner.
    DiscarderIsWinner,
    /// A discarder named for a tsumo.
    DiscarderOnTsumo,
    /// Nagashi mangan asked for under rules without it.
    NagashiManganOff,
    /// The tiles do not make a winning hand in any form.
    NotAWinningHand,
    /// The hand wins but no reading has a yaku (dora do not count).
    NoYaku,
    /// The working memory lent to the expected-value analysis cannot hold
    /// its graph: lend more (the analysis can be asked again with a larger
    /// buffer).
    WorkspaceTooSmall,
    /// An expected-value option out of its range: draws from 1 to 24 and
    /// fewer than the wall holds, extra exchanges from 0 to 2.
    EvOptionOutOfRange,
}

impl Error {
    /// The class of the error.
    ///
    /// ```
    /// use tehai::{Context, ErrorKind};
    /// let error = tehai::shanten(&"123m".parse()?, &Context::default()).unwrap_err();
    /// assert_eq!(error.kind(), ErrorKind::TileCount);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub const fn kind(&self) -> ErrorKind {
        match self {
            Error::Empty
            | Error::UnknownCharacter { .. }
            | Error::DigitsWithoutSuit { .. }
            | Error::SuitWithoutDigits { .. }
            | Error::InvalidHonor { .. }
            | Error::NotASingleTile
            | Error::TooManyRedFives { .. }
            | Error::MeldFormat
            | Error::NotAWind
            | Error::UnknownTileId { .. }
            | Error::NotATile { .. }
            | Error::FourPlainFives { .. }
            | Error::UnknownMeldKind => ErrorKind::Notation,
            Error::TooManyCopies { .. }
            | Error::TooManyTiles
            | Error::RepeatedTileId { .. }
            | Error::TileNotInHand { .. }
            | Error::InvalidPackedSuit { .. } => ErrorKind::Hand,
            Error::NotAMeld | Error::TooManyMelds { .. } => ErrorKind::Melds,
            Error::WrongTileCount { .. } => ErrorKind::TileCount,
            Error::NotInThreePlayer { .. } => ErrorKind::Table,
            Error::NotAWinningHand | Error::NoYaku => ErrorKind::NoScore,
            Error::UnknownPreset
            | Error::UnknownRule
            | Error::InvalidRuleValue { .. }
            | Error::EvOptionOutOfRange => ErrorKind::Rules,
            Error::WorkspaceTooSmall => ErrorKind::Workspace,
            Error::RedFivesNotInHand { .. }
            | Error::WinningTileNotInHand
            | Error::RedFivesNotInRules { .. }
            | Error::TooManyIndicators { .. }
            | Error::RiichiWithOpenHand
            | Error::DoubleRiichiWithOpenHand
            | Error::IppatsuWithoutRiichi
            | Error::ChankanOnTsumo
            | Error::RinshanWithoutTsumo
            | Error::RinshanWithoutKan
            | Error::HaiteiWithoutTsumo
            | Error::HaiteiWithRinshan
            | Error::HouteiOnTsumo
            | Error::HouteiWithChankan
            | Error::TenhouWithMelds
            | Error::TenhouOnRon
            | Error::TenhouNotDealer
            | Error::ChiihouWithMelds
            | Error::ChiihouOnRon
            | Error::ChiihouAsDealer
            | Error::RiichiWithDoubleRiichi
            | Error::TenhouWithRiichi
            | Error::ChiihouWithRiichi
            | Error::TenhouWithHaitei
            | Error::ChiihouWithHaitei
            | Error::ChankanOnHeldKind
            | Error::RenhouOnTsumo
            | Error::RenhouAsDealer
            | Error::RenhouWithMelds
            | Error::RenhouWithRiichi
            | Error::OpenRiichiWithoutRiichi
            | Error::SashikomiWithoutOpenRiichi
            | Error::SashikomiOnTsumo
            | Error::PaarenchanNotDealer
            | Error::KitaInFourPlayers
            | Error::ChiInThreePlayers
            | Error::NorthSeatInThreePlayers
            | Error::LiableIsWinner
            | Error::DiscarderIsWinner
            | Error::DiscarderOnTsumo
            | Error::NagashiManganOff => ErrorKind::WinContext,
        }
    }

    /// The question whose tile count the hand did not fit, for
    /// [`Error::WrongTileCount`]; `None` for every other error.
    ///
    /// ```
    /// use tehai::{Context, Question};
    /// let error = tehai::discards(&"1m".parse()?, &Context::default()).unwrap_err();
    /// assert_eq!(error.question(), Some(Question::Discards));
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub const fn question(&self) -> Option<Question> {
        match self {
            Error::WrongTileCount { question, .. } => Some(*question),
            _ => None,
        }
    }

    /// A stable snake_case name of the variant: the `error` field of the
    /// JSON the command line writes, and the `id` of Python's exceptions.
    ///
    /// ```
    /// assert_eq!(tehai::Error::NoYaku.id(), "no_yaku");
    /// ```
    pub const fn id(&self) -> &'static str {
        match self {
            Error::Empty => "empty",
            Error::UnknownCharacter { .. } => "unknown_character",
            Error::DigitsWithoutSuit { .. } => "digits_without_suit",
            Error::SuitWithoutDigits { .. } => "suit_without_digits",
            Error::InvalidHonor { .. } => "invalid_honor",
            Error::NotASingleTile => "not_a_single_tile",
            Error::TooManyRedFives { .. } => "too_many_red_fives",
            Error::MeldFormat => "meld_format",
            Error::NotAWind => "not_a_wind",
            Error::UnknownTileId { .. } => "unknown_tile_id",
            Error::NotATile { .. } => "not_a_tile",
            Error::FourPlainFives { .. } => "four_plain_fives",
            Error::RepeatedTileId { .. } => "repeated_tile_id",
            Error::TooManyIndicators { .. } => "too_many_indicators",
            Error::UnknownMeldKind => "unknown_meld_kind",
            Error::NotAMeld => "not_a_meld",
            Error::TooManyCopies { .. } => "too_many_copies",
            Error::TooManyTiles => "too_many_tiles",
            Error::TileNotInHand { .. } => "tile_not_in_hand",
            Error::InvalidPackedSuit { .. } => "invalid_packed_suit",
            Error::TooManyMelds { .. } => "too_many_melds",
            Error::WrongTileCount { .. } => "wrong_tile_count",
            Error::NotInThreePlayer { .. } => "not_in_three_player",
            Error::RedFivesNotInHand { .. } => "red_fives_not_in_hand",
            Error::WinningTileNotInHand => "winning_tile_not_in_hand",
            Error::RedFivesNotInRules { .. } => "red_fives_not_in_rules",
            Error::RiichiWithOpenHand => "riichi_with_open_hand",
            Error::DoubleRiichiWithOpenHand => "double_riichi_with_open_hand",
            Error::IppatsuWithoutRiichi => "ippatsu_without_riichi",
            Error::ChankanOnTsumo => "chankan_on_tsumo",
            Error::RinshanWithoutTsumo => "rinshan_without_tsumo",
            Error::RinshanWithoutKan => "rinshan_without_kan",
            Error::HaiteiWithoutTsumo => "haitei_without_tsumo",
            Error::HaiteiWithRinshan => "haitei_with_rinshan",
            Error::HouteiOnTsumo => "houtei_on_tsumo",
            Error::HouteiWithChankan => "houtei_with_chankan",
            Error::TenhouWithMelds => "tenhou_with_melds",
            Error::TenhouOnRon => "tenhou_on_ron",
            Error::TenhouNotDealer => "tenhou_not_dealer",
            Error::ChiihouWithMelds => "chiihou_with_melds",
            Error::ChiihouOnRon => "chiihou_on_ron",
            Error::ChiihouAsDealer => "chiihou_as_dealer",
            Error::UnknownPreset => "unknown_preset",
            Error::UnknownRule => "unknown_rule",
            Error::InvalidRuleValue { .. } => "invalid_rule_value",
            Error::RiichiWithDoubleRiichi => "riichi_with_double_riichi",
            Error::TenhouWithRiichi => "tenhou_with_riichi",
            Error::ChiihouWithRiichi => "chiihou_with_riichi",
            Error::TenhouWithHaitei => "tenhou_with_haitei",
            Error::ChiihouWithHaitei => "chiihou_with_haitei",
            Error::ChankanOnHeldKind => "chankan_on_held_kind",
            Error::RenhouOnTsumo => "renhou_on_tsumo",
            Error::RenhouAsDealer => "renhou_as_dealer",
            Error::RenhouWithMelds => "renhou_with_melds",
            Error::RenhouWithRiichi => "renhou_with_riichi",
            Error::OpenRiichiWithoutRiichi => "open_riichi_without_riichi",
            Error::SashikomiWithoutOpenRiichi => "sashikomi_without_open_riichi",
            Error::SashikomiOnTsumo => "sashikomi_on_tsumo",
            Error::PaarenchanNotDealer => "paarenchan_not_dealer",
            Error::KitaInFourPlayers => "kita_in_four_players",
            Error::ChiInThreePlayers => "chi_in_three_players",
            Error::NorthSeatInThreePlayers => "north_seat_in_three_players",
            Error::LiableIsWinner => "liable_is_winner",
            Error::DiscarderIsWinner => "discarder_is_winner",
            Error::DiscarderOnTsumo => "discarder_on_tsumo",
            Error::NagashiManganOff => "nagashi_mangan_off",
            Error::NotAWinningHand => "not_a_winning_hand",
            Error::NoYaku => "no_yaku",
            Error::WorkspaceTooSmall => "workspace_too_small",
            Error::EvOptionOutOfRange => "ev_option_out_of_range",
        }
    }
}

impl Error {
    /// The same error, with a tile count reported beside `melds` declared
    /// melds: the plain paths do not see the melds a table holds.
    pub(crate) const fn beside_melds(self, melds: u8) -> Error {
        match self {
            Error::WrongTileCount {
                tiles, question, ..
            } => Error::WrongTileCount {
                tiles,
                melds,
                question,
            },
            other => other,
        }
    }
}

/// The message of [`Error::WrongTileCount`].
fn write_tile_count(
    f: &mut fmt::Formatter<'_>,
    tiles: u32,
    melds: u8,
    question: Question,
) -> fmt::Result {
    let room = MAX_TILES.saturating_sub(3 * u32::from(melds));
    if question == Question::ExpectedValue {
        let before_draw = room.saturating_sub(1);
        return write!(
            f,
            "{tiles} concealed tiles with {melds} declared melds: the expected-value analysis needs {before_draw} or {room}"
        );
    }
    if question == Question::Score {
        return write!(
            f,
            "{tiles} concealed tiles with {melds} declared melds: a winning hand has {room} concealed tiles beside them"
        );
    }
    if melds > 0 && tiles > room {
        return write!(
            f,
            "{tiles} concealed tiles do not fit beside {melds} declared melds (at most {room})"
        );
    }
    let noun = if tiles == 1 { "tile" } else { "tiles" };
    match question {
        Question::Decompose => write!(
            f,
            "a hand of {tiles} {noun} cannot be decomposed: it needs 3N or 3N+2 tiles"
        ),
        Question::Waits => write!(
            f,
            "a hand of {tiles} {noun} does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
        ),
        Question::Shanten => write!(
            f,
            "a hand of {tiles} {noun} has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
        ),
        Question::Discards => write!(
            f,
            "a hand of {tiles} {noun} has nothing to discard: it needs 3N+2 tiles (2, 5, 8, 11 or 14)"
        ),
        Question::Melds => write!(
            f,
            "{tiles} concealed tiles do not fit beside {melds} declared melds (at most {room})"
        ),
        Question::WinOrWait | Question::Score | Question::ExpectedValue => write!(
            f,
            "a hand of {tiles} {noun} is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
        ),
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Error::Empty => f.write_str("empty hand"),
            Error::UnknownCharacter {
                character,
                position,
            } => write!(f, "unknown character {character:?} at offset {position}"),
            Error::DigitsWithoutSuit { position } => write!(
                f,
                "digits at offset {position} have no suit letter (m, p, s or z) after them"
            ),
            Error::SuitWithoutDigits { letter, position } => write!(
                f,
                "suit letter '{letter}' at offset {position} has no digits before it"
            ),
            Error::InvalidHonor { digit, position } => write!(
                f,
                "'{digit}z' at offset {position} is not a tile: honors are 1z to 7z"
            ),
            Error::NotASingleTile => f.write_str("expected exactly one tile, such as 5m"),
            Error::TooManyRedFives { suit } => write!(
                f,
                "more than 2 red fives (0{}): no common rule set has that many",
                suit.letter()
            ),
            Error::MeldFormat => f.write_str("a meld is written `<kind> <tiles>`, e.g. `pon 777z`"),
            Error::UnknownTileId { id, position } => write!(
                f,
                "136-tile id {id} at position {position} is no tile: ids run from 0 to 135"
            ),
            Error::NotATile { position } => write!(
                f,
                "the name at position {position} is no tile (mjai names: 1m to 9s, 5mr 5pr 5sr, E S W N P F C)"
            ),
            Error::FourPlainFives { suit } => write!(
                f,
                "four plain 5{} have no 136-tile ids: copy 0 of the five is the red one",
                suit.letter()
            ),
            Error::RepeatedTileId { id, position } => write!(
                f,
                "136-tile id {id} comes again at position {position}: each id is one tile"
            ),
            Error::TooManyIndicators { count } => write!(
                f,
                "{count} indicators: a game shows at most 5 (one, and one per kan)"
            ),
            Error::NotAWind => f.write_str(
                "not a wind: write 1z to 4z, E S W N, east to north or ton nan shaa pei",
            ),
            Error::UnknownMeldKind => {
                f.write_str("unknown meld kind: use chi, pon, kan, shouminkan or ankan")
            }
            Error::NotAMeld => f.write_str("the tiles do not make the named meld"),
            Error::TooManyCopies { tile } => write!(f, "more than 4 copies of {tile}"),
            Error::TooManyTiles => write!(f, "more than {MAX_TILES} concealed tiles"),
            Error::TileNotInHand { tile } => write!(f, "{tile} is not in the hand"),
            Error::InvalidPackedSuit { suit } => write!(
                f,
                "packed suit {} ({}) has a count above 4 or bits outside its ranks",
                suit.index(),
                suit.letter()
            ),
            Error::TooManyMelds { count } => {
                write!(f, "{count} declared melds: a hand has at most 4")
            }
            Error::WrongTileCount {
                tiles,
                melds,
                question,
            } => write_tile_count(f, tiles, melds, question),
            Error::NotInThreePlayer { tile } => {
                write!(f, "{tile} is not used by three players (no 2m to 8m)")
            }
            Error::RedFivesNotInHand { suit } => write!(
                f,
                "more red fives (0{}) than fives of that suit in the hand",
                suit.letter()
            ),
            Error::WinningTileNotInHand => {
                f.write_str("the winning tile is not among the concealed tiles")
            }
            Error::RedFivesNotInRules { suit } => write!(
                f,
                "more red fives (0{}) than the rules' tile set holds",
                suit.letter()
            ),
            Error::RiichiWithOpenHand => f.write_str("riichi with an open meld"),
            Error::DoubleRiichiWithOpenHand => f.write_str("double riichi with an open meld"),
            Error::IppatsuWithoutRiichi => f.write_str("ippatsu without riichi"),
            Error::ChankanOnTsumo => f.write_str("chankan is won on a discard, not by tsumo"),
            Error::RinshanWithoutTsumo => f.write_str("rinshan kaihou is won by tsumo"),
            Error::RinshanWithoutKan => f.write_str("rinshan kaihou without a declared kan"),
            Error::HaiteiWithoutTsumo => f.write_str("haitei raoyue is won by tsumo"),
            Error::HaiteiWithRinshan => {
                f.write_str("haitei raoyue and rinshan kaihou cannot both happen")
            }
            Error::HouteiOnTsumo => f.write_str("houtei raoyui is won on a discard"),
            Error::HouteiWithChankan => f.write_str("houtei raoyui and chankan cannot both happen"),
            Error::TenhouWithMelds => f.write_str("tenhou with a declared meld"),
            Error::TenhouOnRon => f.write_str("tenhou is won by tsumo"),
            Error::TenhouNotDealer => f.write_str("tenhou is the dealer's (East's) win"),
            Error::UnknownPreset => f.write_str("unknown rule preset: use tenhou, tenhou-3p, mahjongsoul, mahjongsoul-3p, wrc, ema or mleague"),
            Error::UnknownRule => f.write_str("unknown rule option (see the list of rule names)"),
            Error::InvalidRuleValue { option } => write!(
                f,
                "the rule option {option} takes {}",
                option.values()
            ),
            Error::RiichiWithDoubleRiichi => f.write_str("riichi and double riichi together: a double riichi is the riichi, set only it"),
            Error::TenhouWithRiichi => f.write_str("tenhou with riichi: the win comes before any declaration"),
            Error::ChiihouWithRiichi => f.write_str("chiihou with riichi: the win comes before any declaration"),
            Error::TenhouWithHaitei => f.write_str("tenhou on the last tile of the wall cannot happen"),
            Error::ChiihouWithHaitei => f.write_str("chiihou on the last tile of the wall cannot happen"),
            Error::ChankanOnHeldKind => f.write_str("chankan on a kind the winner holds twice or sees elsewhere: the robbed kan holds the other three copies"),
            Error::RenhouOnTsumo => f.write_str("renhou is won on a discard"),
            Error::RenhouAsDealer => f.write_str("renhou is a non-dealer's win (the dealer's is tenhou)"),
            Error::RenhouWithMelds => f.write_str("renhou with a declared meld"),
            Error::RenhouWithRiichi => f.write_str("renhou with riichi: the win comes before the first draw"),
            Error::OpenRiichiWithoutRiichi => f.write_str("open riichi without riichi or double riichi"),
            Error::SashikomiWithoutOpenRiichi => f.write_str("a discard into an open riichi needs the winner's open riichi"),
            Error::SashikomiOnTsumo => f.write_str("sashikomi is a win on a discard"),
            Error::PaarenchanNotDealer => f.write_str("paarenchan is the dealer's eighth win in a row"),
            Error::KitaInFourPlayers => f.write_str("north tiles (kita) are declared only at three players"),
            Error::ChiInThreePlayers => f.write_str("three players do not call chi"),
            Error::NorthSeatInThreePlayers => f.write_str("three players sit east, south and west"),
            Error::LiableIsWinner => f.write_str("the liable player is the winner"),
            Error::DiscarderIsWinner => f.write_str("the discarder is the winner"),
            Error::DiscarderOnTsumo => f.write_str("a tsumo has no discarder"),
            Error::NagashiManganOff => f.write_str("nagashi mangan is not part of these rules"),
            Error::ChiihouWithMelds => f.write_str("chiihou with a declared meld"),
            Error::ChiihouOnRon => f.write_str("chiihou is won by tsumo"),
            Error::ChiihouAsDealer => f.write_str("chiihou is a non-dealer's win"),
            Error::NotAWinningHand => f.write_str("the tiles do not make a winning hand"),
            Error::NoYaku => f.write_str("the hand has no yaku"),
            Error::WorkspaceTooSmall => {
                f.write_str("the workspace is too small for the expected-value graph")
            }
            Error::EvOptionOutOfRange => f.write_str(
                "an expected-value option is out of range: draws 1 to 24 and fewer than the wall holds, extra exchanges 0 to 2",
            ),
        }
    }
}

impl core::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    /// Each tile-count message names the rule of its question; more tiles
    /// than the melds leave room for is said as such, and a score names
    /// the exact count it needs.
    #[test]
    fn tile_count_messages() {
        let count = |tiles, melds, question| {
            Error::WrongTileCount {
                tiles,
                melds,
                question,
            }
            .to_string()
        };
        assert_eq!(
            count(3, 0, Question::Decompose),
            "a hand of 3 tiles cannot be decomposed: it needs 3N or 3N+2 tiles"
        );
        assert_eq!(
            count(1, 0, Question::Shanten),
            "a hand of 1 tile has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
        );
        assert_eq!(
            count(3, 0, Question::Discards),
            "a hand of 3 tiles has nothing to discard: it needs 3N+2 tiles (2, 5, 8, 11 or 14)"
        );
        assert_eq!(
            count(6, 0, Question::WinOrWait),
            "a hand of 6 tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
        );
        assert_eq!(
            count(13, 1, Question::Shanten),
            "13 concealed tiles do not fit beside 1 declared melds (at most 11)"
        );
        // Exactly the room the melds leave, or no melds at all: the
        // question's own rule is named.
        assert_eq!(
            count(11, 1, Question::Waits),
            "a hand of 11 tiles does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
        );
        assert_eq!(
            count(15, 0, Question::Shanten),
            "a hand of 15 tiles has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
        );
        assert_eq!(
            count(14, 1, Question::Melds),
            "14 concealed tiles do not fit beside 1 declared melds (at most 11)"
        );
        // Within the room the melds leave, the question's own rule is named.
        assert_eq!(
            count(9, 1, Question::Shanten),
            "a hand of 9 tiles has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
        );
        assert_eq!(
            count(10, 1, Question::Score),
            "10 concealed tiles with 1 declared melds: a winning hand has 11 concealed tiles beside them"
        );
    }

    #[test]
    fn question_names() {
        let names = [
            (Question::Decompose, "decompose"),
            (Question::Waits, "waits"),
            (Question::Shanten, "shanten"),
            (Question::Discards, "discards"),
            (Question::WinOrWait, "win or wait"),
            (Question::Score, "score"),
            (Question::Melds, "melds"),
        ];
        for (question, name) in names {
            assert_eq!(question.to_string(), name);
        }
    }

    /// Every class is reached, and only tile-count errors name a question.
    #[test]
    fn kinds_and_questions() {
        let m5 = tile("5m");
        let cases = [
            (Error::Empty, ErrorKind::Notation),
            (Error::MeldFormat, ErrorKind::Notation),
            (Error::NotAWind, ErrorKind::Notation),
            (
                Error::UnknownTileId {
                    id: 136,
                    position: 0,
                },
                ErrorKind::Notation,
            ),
            (Error::NotATile { position: 0 }, ErrorKind::Notation),
            (
                Error::FourPlainFives { suit: Suit::Pin },
                ErrorKind::Notation,
            ),
            (
                Error::RepeatedTileId { id: 1, position: 1 },
                ErrorKind::Hand,
            ),
            (Error::TooManyIndicators { count: 6 }, ErrorKind::WinContext),
            (Error::TooManyCopies { tile: m5 }, ErrorKind::Hand),
            (Error::TileNotInHand { tile: m5 }, ErrorKind::Hand),
            (Error::NotAMeld, ErrorKind::Melds),
            (Error::TooManyMelds { count: 5 }, ErrorKind::Melds),
            (Error::NotInThreePlayer { tile: m5 }, ErrorKind::Table),
            (Error::WinningTileNotInHand, ErrorKind::WinContext),
            (Error::ChiihouAsDealer, ErrorKind::WinContext),
            (Error::NotAWinningHand, ErrorKind::NoScore),
            (Error::NoYaku, ErrorKind::NoScore),
            (Error::WorkspaceTooSmall, ErrorKind::Workspace),
            (Error::EvOptionOutOfRange, ErrorKind::Rules),
        ];
        for (error, kind) in cases {
            assert_eq!(error.kind(), kind, "{error:?}");
            assert_eq!(error.question(), None, "{error:?}");
        }
        let count = Error::WrongTileCount {
            tiles: 3,
            melds: 0,
            question: Question::Waits,
        };
        assert_eq!(count.kind(), ErrorKind::TileCount);
        assert_eq!(count.question(), Some(Question::Waits));
    }

    /// The error stays as small as a tile count and a few bytes: every
    /// hot call (building a hand, shanten) returns it in a `Result`, which
    /// is written out whenever the caller keeps it.
    #[test]
    fn error_is_twelve_bytes() {
        assert_eq!(core::mem::size_of::<Error>(), 12);
    }

    /// The ids are distinct.
    #[test]
    fn ids_are_distinct() {
        let m5 = tile("5m");
        let errors = [
            Error::Empty,
            Error::UnknownCharacter {
                character: 'x',
                position: 0,
            },
            Error::DigitsWithoutSuit { position: 0 },
            Error::SuitWithoutDigits {
                letter: 'm',
                position: 0,
            },
            Error::InvalidHonor {
                digit: 8,
                position: 0,
            },
            Error::NotASingleTile,
            Error::TooManyRedFives { suit: Suit::Man },
            Error::MeldFormat,
            Error::NotAWind,
            Error::UnknownTileId {
                id: 136,
                position: 0,
            },
            Error::NotATile { position: 0 },
            Error::FourPlainFives { suit: Suit::Pin },
            Error::RepeatedTileId { id: 1, position: 1 },
            Error::TooManyIndicators { count: 6 },
            Error::UnknownMeldKind,
            Error::NotAMeld,
            Error::TooManyCopies { tile: m5 },
            Error::TooManyTiles,
            Error::TileNotInHand { tile: m5 },
            Error::InvalidPackedSuit { suit: Suit::Man },
            Error::TooManyMelds { count: 5 },
            Error::WrongTileCount {
                tiles: 3,
                melds: 0,
                question: Question::Waits,
            },
            Error::NotInThreePlayer { tile: m5 },
            Error::RedFivesNotInHand { suit: Suit::Man },
            Error::WinningTileNotInHand,
            Error::RiichiWithOpenHand,
            Error::NotAWinningHand,
            Error::NoYaku,
            Error::WorkspaceTooSmall,
            Error::EvOptionOutOfRange,
        ];
        for (i, a) in errors.iter().enumerate() {
            for b in &errors[i + 1..] {
                assert_ne!(a.id(), b.id());
            }
        }
        assert_eq!(Error::TooManyCopies { tile: m5 }.id(), "too_many_copies");
        assert_eq!(
            Error::TooManyCopies { tile: m5 }.to_string(),
            "more than 4 copies of 5m"
        );
    }
}
