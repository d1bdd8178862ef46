//! The rule set of a table as data: one [`Rules`] value holding every option
//! that changes a score, the [`Preset`]s of the platforms and rule books
//! people play by, and the option names front ends read and write.
//!
//! A [`Rules`] value is plain `Copy` data: the scorer reads it, the C ABI,
//! the command line and Python pass it through unchanged. Start from a
//! preset and override single options, by field or by name:
//!
//! ```
//! use tehai::rules::{Kazoe, Preset, Rules};
//! let mut rules = Rules::preset(Preset::MahjongSoul3p);
//! rules.kiriage = true;
//! rules.set("kazoe", "sanbaiman")?;
//! assert_eq!(rules.kazoe, Kazoe::Sanbaiman);
//! assert_eq!(Rules::default(), Rules::preset(Preset::Tenhou));
//! # Ok::<(), tehai::Error>(())
//! ```
//!
//! The options, their values and what each preset sets are listed on
//! [`RuleName`] and [`Preset`].

mod presets;

use core::fmt;
use core::str::FromStr;

use bitflags::bitflags;

use crate::context::Players;
use crate::error::Error;

pub use presets::Preset;

/// What thirteen han or more without a yakuman counts as.
///
/// ```
/// assert_eq!("sanbaiman".parse(), Ok(tehai::rules::Kazoe::Sanbaiman));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Kazoe {
    /// A counted yakuman (kazoe yakuman), paid as one yakuman.
    #[default]
    Yakuman,
    /// A sanbaiman: counting stops at 11–12 han's limit.
    Sanbaiman,
}

/// How a win on a discard before the winner's first draw (renhou) scores.
///
/// ```
/// assert_eq!("yakuman".parse(), Ok(tehai::rules::Renhou::Yakuman));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Renhou {
    /// Not a yaku.
    #[default]
    Off,
    /// A closed-only yaku of 5 han that adds to the others (alone it is a
    /// mangan).
    Mangan,
    /// A yakuman.
    Yakuman,
}

/// Who pays a win on a discard when another player is liable (pao).
///
/// ```
/// assert_eq!("liable".parse(), Ok(tehai::rules::PaoRon::Liable));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum PaoRon {
    /// The liable player and the discarder pay half each.
    #[default]
    Split,
    /// The liable player pays it all.
    Liable,
}

/// What happens, at a three-player table, to the share of a tsumo the
/// absent north seat would have paid.
///
/// ```
/// assert_eq!("split".parse(), Ok(tehai::rules::ThreePlayerTsumo::Split));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum ThreePlayerTsumo {
    /// Nobody pays it (tsumo loss, tsumo-zon): a tsumo earns less than a ron.
    #[default]
    Loss,
    /// The two payers split it (hokke seppan): a tsumo earns what a ron does.
    Split,
}

/// Fu options whose values are numbers of fu: an enum each, so that only
/// the values the rule sets use can be written.
macro_rules! fu_choice {
    ($(#[$doc:meta])* $kind:ident, $option:expr, $first:ident = $first_fu:literal, $second:ident = $second_fu:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        pub enum $kind {
            #[doc = concat!(stringify!($first_fu), " fu.")]
            #[default]
            $first,
            #[doc = concat!(stringify!($second_fu), " fu.")]
            $second,
        }

        impl $kind {
            /// The fu.
            pub const fn fu(self) -> u8 {
                match self {
                    $kind::$first => $first_fu,
                    $kind::$second => $second_fu,
                }
            }
        }

        impl FromStr for $kind {
            type Err = Error;

            /// Reads the number of fu; any other text is
            /// [`Error::InvalidRuleValue`].
            fn from_str(text: &str) -> Result<Self, Error> {
                match text.trim() {
                    stringify!($first_fu) => Ok($kind::$first),
                    stringify!($second_fu) => Ok($kind::$second),
                    _ => Err(Error::InvalidRuleValue { option: $option }),
                }
            }
        }

        impl fmt::Display for $kind {
            /// The number of fu.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.fu())
            }
        }
    };
}

fu_choice!(
    /// Fu of an open hand won on a discard that earned nothing beyond the
    /// base 20: raised to 30, or left at 20.
    ///
    /// ```
    /// use tehai::rules::OpenPinfuFu;
    /// assert_eq!(("20".parse(), OpenPinfuFu::Thirty.fu()), (Ok(OpenPinfuFu::Twenty), 30));
    /// ```
    OpenPinfuFu, RuleName::OpenPinfuFu, Thirty = 30, Twenty = 20
);
fu_choice!(
    /// Fu of pinfu won by tsumo: 20 (the tsumo's 2 fu are not counted), or
    /// 30 (they are, and round up).
    ///
    /// ```
    /// use tehai::rules::PinfuTsumoFu;
    /// assert_eq!(PinfuTsumoFu::default().fu(), 20);
    /// ```
    PinfuTsumoFu, RuleName::PinfuTsumoFu, Twenty = 20, Thirty = 30
);
fu_choice!(
    /// Fu of a pair of a wind that is both the seat and the round wind: 4
    /// (2 for each), or 2.
    ///
    /// ```
    /// use tehai::rules::DoubleWindPairFu;
    /// assert_eq!("2".parse::<DoubleWindPairFu>()?.fu(), 2);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    DoubleWindPairFu, RuleName::DoubleWindPairFu, Four = 4, Two = 2
);

bitflags! {
    /// The yakuman patterns that count two yakuman.
    ///
    /// ```
    /// use tehai::rules::DoubleYakuman;
    /// let set: DoubleYakuman = "suuankou_tanki,daisuushii".parse()?;
    /// assert_eq!(set, DoubleYakuman::SUUANKOU_TANKI | DoubleYakuman::DAISUUSHII);
    /// assert_eq!(set.to_string(), "suuankou_tanki,daisuushii");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(transparent))]
    pub struct DoubleYakuman: u8 {
        /// Four concealed triplets won on the pair (suuankou tanki).
        const SUUANKOU_TANKI = 1;
        /// Thirteen orphans on the thirteen-sided wait.
        const KOKUSHI_13_WAIT = 1 << 1;
        /// Pure nine gates (junsei chuuren poutou), the nine-sided wait.
        const JUNSEI_CHUUREN = 1 << 2;
        /// Big four winds (daisuushii).
        const DAISUUSHII = 1 << 3;
    }
}

bitflags! {
    /// The yakuman for which the player who fed the last set is liable
    /// (pao, sekinin barai).
    ///
    /// ```
    /// use tehai::rules::Pao;
    /// let set: Pao = "daisangen,daisuushii".parse()?;
    /// assert!(set.contains(Pao::DAISANGEN) && !set.contains(Pao::SUUKANTSU));
    /// # Ok::<(), tehai::Error>(())
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize), serde(transparent))]
    pub struct Pao: u8 {
        /// Big three dragons: the third dragon set was fed.
        const DAISANGEN = 1;
        /// Big four winds: the fourth wind set was fed.
        const DAISUUSHII = 1 << 1;
        /// Four quads: the fourth quad was fed.
        const SUUKANTSU = 1 << 2;
    }
}

/// The names of a flag set's flags, in bit order, for reading and writing
/// them as comma-separated lists.
trait FlagNames: Sized + Copy + 'static {
    const NAMES: &'static [(&'static str, Self)];
}

impl FlagNames for DoubleYakuman {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("suuankou_tanki", DoubleYakuman::SUUANKOU_TANKI),
        ("kokushi_13_wait", DoubleYakuman::KOKUSHI_13_WAIT),
        ("junsei_chuuren", DoubleYakuman::JUNSEI_CHUUREN),
        ("daisuushii", DoubleYakuman::DAISUUSHII),
    ];
}

impl FlagNames for Pao {
    const NAMES: &'static [(&'static str, Self)] = &[
        ("daisangen", Pao::DAISANGEN),
        ("daisuushii", Pao::DAISUUSHII),
        ("suukantsu", Pao::SUUKANTSU),
    ];
}

/// Reads a comma-separated list of flag names (spaces around names allowed;
/// empty, `none` or `false` for none; `all` or `true` for every flag).
fn read_flags<F>(text: &str, option: RuleName) -> Result<F, Error>
where
    F: FlagNames + bitflags::Flags,
{
    let text = text.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("none") || text.eq_ignore_ascii_case("false") {
        return Ok(F::empty());
    }
    if text.eq_ignore_ascii_case("all") || text.eq_ignore_ascii_case("true") {
        return Ok(F::all());
    }
    let mut set = F::empty();
    for word in text.split(',') {
        let (_, flag) = F::NAMES
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(word.trim()))
            .ok_or(Error::InvalidRuleValue { option })?;
        set.insert(*flag);
    }
    Ok(set)
}

/// Writes the names of the flags set, comma-separated (`none` for none).
fn write_flags<F>(set: F, f: &mut fmt::Formatter<'_>) -> fmt::Result
where
    F: FlagNames + bitflags::Flags,
{
    let mut first = true;
    for (name, flag) in F::NAMES {
        if set.contains(*flag) {
            if !first {
                f.write_str(",")?;
            }
            f.write_str(name)?;
            first = false;
        }
    }
    if first {
        f.write_str("none")?;
    }
    Ok(())
}

macro_rules! flag_text {
    ($flags:ty, $option:expr) => {
        impl FromStr for $flags {
            type Err = Error;

            /// Reads a comma-separated list of names (`none` or empty for
            /// none, `all` for every one); anything else is
            /// [`Error::InvalidRuleValue`].
            fn from_str(text: &str) -> Result<Self, Error> {
                read_flags(text, $option)
            }
        }

        impl fmt::Display for $flags {
            /// The names, comma-separated; `none` for the empty set.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write_flags(*self, f)
            }
        }
    };
}

flag_text!(DoubleYakuman, RuleName::DoubleYakuman);
flag_text!(Pao, RuleName::Pao);

/// Words of a plain enum option, for reading and writing it.
macro_rules! word_text {
    ($kind:ty, $option:expr, $($word:literal => $value:expr),+ $(,)?) => {
        impl $kind {
            /// The option's value as its word (the text [`FromStr`] reads).
            pub const fn name(self) -> &'static str {
                $(if self as u8 == $value as u8 { return $word; })+
                ""
            }
        }

        impl FromStr for $kind {
            type Err = Error;

            /// Reads the value's word, in any case; anything else is
            /// [`Error::InvalidRuleValue`].
            fn from_str(text: &str) -> Result<Self, Error> {
                let text = text.trim();
                $(if text.eq_ignore_ascii_case($word) { return Ok($value); })+
                Err(Error::InvalidRuleValue { option: $option })
            }
        }

        impl fmt::Display for $kind {
            /// The value's word.
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }
    };
}

word_text!(Kazoe, RuleName::Kazoe, "yakuman" => Kazoe::Yakuman, "sanbaiman" => Kazoe::Sanbaiman);
word_text!(Renhou, RuleName::Renhou,
    "off" => Renhou::Off, "mangan" => Renhou::Mangan, "yakuman" => Renhou::Yakuman);
word_text!(PaoRon, RuleName::PaoRon, "split" => PaoRon::Split, "liable" => PaoRon::Liable);
word_text!(ThreePlayerTsumo, RuleName::ThreePlayerTsumo,
    "loss" => ThreePlayerTsumo::Loss, "split" => ThreePlayerTsumo::Split);

/// Every option that changes a score. Build it from a [`Preset`]
/// ([`Rules::preset`]; [`Rules::default`] is Tenhou's four-player rules)
/// and override single options by field or with [`Rules::set`].
///
/// Each field is documented on its [`RuleName`], which is also the name the
/// command line, JSON input, Python and the C ABI use for it.
///
/// ```
/// use tehai::rules::{DoubleYakuman, Preset, Rules};
/// let soul = Rules::preset(Preset::MahjongSoul);
/// assert!(soul.double_yakuman.contains(DoubleYakuman::DAISUUSHII));
/// let tenhou = Rules::default();
/// assert!(tenhou.double_yakuman.is_empty());
/// assert_eq!(tenhou.red_fives, [1, 1, 1]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Rules {
    /// [`RuleName::Players`].
    pub players: Players,
    /// [`RuleName::RedFives`]: red fives of man, pin and sou in the tile set.
    pub red_fives: [u8; 3],
    /// [`RuleName::OpenTanyao`].
    pub open_tanyao: bool,
    /// [`RuleName::Kiriage`].
    pub kiriage: bool,
    /// [`RuleName::Kazoe`].
    pub kazoe: Kazoe,
    /// [`RuleName::DoubleYakuman`].
    pub double_yakuman: DoubleYakuman,
    /// [`RuleName::YakumanStacking`].
    pub yakuman_stacking: bool,
    /// [`RuleName::MaxYakuman`]: 0 for no cap.
    pub max_yakuman: u8,
    /// [`RuleName::Renhou`].
    pub renhou: Renhou,
    /// [`RuleName::OpenPinfuFu`].
    pub open_pinfu_fu: OpenPinfuFu,
    /// [`RuleName::PinfuTsumoFu`].
    pub pinfu_tsumo_fu: PinfuTsumoFu,
    /// [`RuleName::DoubleWindPairFu`].
    pub double_wind_pair_fu: DoubleWindPairFu,
    /// [`RuleName::Pao`].
    pub pao: Pao,
    /// [`RuleName::PaoRon`].
    pub pao_ron: PaoRon,
    /// [`RuleName::HonbaRon`].
    pub honba_ron: u16,
    /// [`RuleName::HonbaTsumo`].
    pub honba_tsumo: u16,
    /// [`RuleName::ThreePlayerTsumo`].
    pub three_player_tsumo: ThreePlayerTsumo,
    /// [`RuleName::Daisharin`].
    pub daisharin: bool,
    /// [`RuleName::DaisharinOtherSuits`].
    pub daisharin_other_suits: bool,
    /// [`RuleName::Daichisei`].
    pub daichisei: bool,
    /// [`RuleName::SashikomiYakuman`].
    pub sashikomi_yakuman: bool,
    /// [`RuleName::Paarenchan`].
    pub paarenchan: bool,
    /// [`RuleName::PaarenchanNeedsYaku`].
    pub paarenchan_needs_yaku: bool,
    /// [`RuleName::OpenRiichi`].
    pub open_riichi: bool,
    /// [`RuleName::NagashiMangan`].
    pub nagashi_mangan: bool,
}

impl Default for Rules {
    /// Tenhou's four-player rules ([`Preset::Tenhou`]).
    fn default() -> Self {
        Rules::preset(Preset::Tenhou)
    }
}

/// The name of one option of [`Rules`]: what the command line (`--name`,
/// dashes for underscores), the JSON `rules` object, Python's keyword
/// arguments and [`Rules::set`] call it.
///
/// | name | values | what it changes |
/// |---|---|---|
/// | `players` | `4`, `3` | three players play without 2m–8m, may declare north tiles (kita) as dora, and pay a tsumo as [`ThreePlayerTsumo`] says |
/// | `red_fives` | three counts `m,p,s`, 0–4 each (`true` = `1,1,1`) | red fives of each suit in the tile set, one han each; a hand claiming more is refused; with 0 a red five is a plain five |
/// | `open_tanyao` | `true`, `false` | all simples counts in an open hand (kuitan) |
/// | `kiriage` | `true`, `false` | 4 han 30 fu and 3 han 60 fu are a mangan |
/// | `kazoe` | `yakuman`, `sanbaiman` | what 13 han or more without a yakuman pays |
/// | `double_yakuman` | list of `suuankou_tanki`, `kokushi_13_wait`, `junsei_chuuren`, `daisuushii` (`true` = all) | the patterns that count two yakuman (else one, under the same name) |
/// | `yakuman_stacking` | `true`, `false` | several yakuman add up; else only the largest counts |
/// | `max_yakuman` | `0`–`255`, 0 = no cap | the most yakuman a hand pays |
/// | `renhou` | `off`, `mangan`, `yakuman` | a non-dealer's closed win on a discard before the first draw |
/// | `open_pinfu_fu` | `30`, `20` | fu of an open hand won on a discard that earned nothing beyond the base 20 |
/// | `pinfu_tsumo_fu` | `20`, `30` | fu of pinfu won by tsumo (30: the 2 tsumo fu count) |
/// | `double_wind_pair_fu` | `4`, `2` | fu of a pair of a wind that is both seat and round wind |
/// | `pao` | list of `daisangen`, `daisuushii`, `suukantsu` | the yakuman a feeding player is liable for |
/// | `pao_ron` | `split`, `liable` | on a ron, the liable player pays half (with the discarder) or all |
/// | `honba_ron` | points | what each counter on the table adds to a ron |
/// | `honba_tsumo` | points | what each counter adds per payer of a tsumo |
/// | `three_player_tsumo` | `loss`, `split` | three players: the absent north's share of a tsumo is lost or split |
/// | `daisharin` | `true`, `false` | `22334455667788p` closed is a yakuman |
/// | `daisharin_other_suits` | `true`, `false` | the same shape in man or sou too |
/// | `daichisei` | `true`, `false` | seven pairs of the seven honors is a double yakuman |
/// | `sashikomi_yakuman` | `true`, `false` | a ron on a discard into the winner's open riichi by a player not in riichi is a yakuman |
/// | `paarenchan` | `true`, `false` | a dealer's eighth win in a row is a yakuman |
/// | `paarenchan_needs_yaku` | `true`, `false` | paarenchan needs another yaku in the hand |
/// | `open_riichi` | `true`, `false` | open riichi (riichi with the hand shown) is worth one more han |
/// | `nagashi_mangan` | `true`, `false` | nagashi mangan settles as a mangan tsumo |
///
/// ```
/// use tehai::rules::RuleName;
/// assert_eq!("open_tanyao".parse(), Ok(RuleName::OpenTanyao));
/// assert_eq!("open-tanyao".parse(), Ok(RuleName::OpenTanyao));
/// assert_eq!(RuleName::ALL.len(), 25);
/// assert_eq!(RuleName::HonbaRon.name(), "honba_ron");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum RuleName {
    /// `players`.
    Players,
    /// `red_fives`.
    RedFives,
    /// `open_tanyao`.
    OpenTanyao,
    /// `kiriage`.
    Kiriage,
    /// `kazoe`.
    Kazoe,
    /// `double_yakuman`.
    DoubleYakuman,
    /// `yakuman_stacking`.
    YakumanStacking,
    /// `max_yakuman`.
    MaxYakuman,
    /// `renhou`.
    Renhou,
    /// `open_pinfu_fu`.
    OpenPinfuFu,
    /// `pinfu_tsumo_fu`.
    PinfuTsumoFu,
    /// `double_wind_pair_fu`.
    DoubleWindPairFu,
    /// `pao`.
    Pao,
    /// `pao_ron`.
    PaoRon,
    /// `honba_ron`.
    HonbaRon,
    /// `honba_tsumo`.
    HonbaTsumo,
    /// `three_player_tsumo`.
    ThreePlayerTsumo,
    /// `daisharin`.
    Daisharin,
    /// `daisharin_other_suits`.
    DaisharinOtherSuits,
    /// `daichisei`.
    Daichisei,
    /// `sashikomi_yakuman`.
    SashikomiYakuman,
    /// `paarenchan`.
    Paarenchan,
    /// `paarenchan_needs_yaku`.
    PaarenchanNeedsYaku,
    /// `open_riichi`.
    OpenRiichi,
    /// `nagashi_mangan`.
    NagashiMangan,
}

impl RuleName {
    /// Every option, in the order of the table above.
    ///
    /// ```
    /// assert_eq!(tehai::rules::RuleName::ALL[0].name(), "players");
    /// ```
    pub const ALL: [RuleName; 25] = [
        RuleName::Players,
        RuleName::RedFives,
        RuleName::OpenTanyao,
        RuleName::Kiriage,
        RuleName::Kazoe,
        RuleName::DoubleYakuman,
        RuleName::YakumanStacking,
        RuleName::MaxYakuman,
        RuleName::Renhou,
        RuleName::OpenPinfuFu,
        RuleName::PinfuTsumoFu,
        RuleName::DoubleWindPairFu,
        RuleName::Pao,
        RuleName::PaoRon,
        RuleName::HonbaRon,
        RuleName::HonbaTsumo,
        RuleName::ThreePlayerTsumo,
        RuleName::Daisharin,
        RuleName::DaisharinOtherSuits,
        RuleName::Daichisei,
        RuleName::SashikomiYakuman,
        RuleName::Paarenchan,
        RuleName::PaarenchanNeedsYaku,
        RuleName::OpenRiichi,
        RuleName::NagashiMangan,
    ];

    /// The option's snake_case name.
    ///
    /// ```
    /// assert_eq!(tehai::rules::RuleName::DoubleWindPairFu.name(), "double_wind_pair_fu");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            RuleName::Players => "players",
            RuleName::RedFives => "red_fives",
            RuleName::OpenTanyao => "open_tanyao",
            RuleName::Kiriage => "kiriage",
            RuleName::Kazoe => "kazoe",
            RuleName::DoubleYakuman => "double_yakuman",
            RuleName::YakumanStacking => "yakuman_stacking",
            RuleName::MaxYakuman => "max_yakuman",
            RuleName::Renhou => "renhou",
            RuleName::OpenPinfuFu => "open_pinfu_fu",
            RuleName::PinfuTsumoFu => "pinfu_tsumo_fu",
            RuleName::DoubleWindPairFu => "double_wind_pair_fu",
            RuleName::Pao => "pao",
            RuleName::PaoRon => "pao_ron",
            RuleName::HonbaRon => "honba_ron",
            RuleName::HonbaTsumo => "honba_tsumo",
            RuleName::ThreePlayerTsumo => "three_player_tsumo",
            RuleName::Daisharin => "daisharin",
            RuleName::DaisharinOtherSuits => "daisharin_other_suits",
            RuleName::Daichisei => "daichisei",
            RuleName::SashikomiYakuman => "sashikomi_yakuman",
            RuleName::Paarenchan => "paarenchan",
            RuleName::PaarenchanNeedsYaku => "paarenchan_needs_yaku",
            RuleName::OpenRiichi => "open_riichi",
            RuleName::NagashiMangan => "nagashi_mangan",
        }
    }

    /// What the option's values are, in a few words (the command line's
    /// help).
    ///
    /// ```
    /// assert_eq!(tehai::rules::RuleName::Kazoe.values(), "yakuman|sanbaiman");
    /// ```
    pub const fn values(self) -> &'static str {
        match self {
            RuleName::Players => "4|3",
            RuleName::RedFives => "M,P,S",
            RuleName::Kazoe => "yakuman|sanbaiman",
            RuleName::DoubleYakuman => {
                "none|all|suuankou_tanki,kokushi_13_wait,junsei_chuuren,daisuushii"
            }
            RuleName::MaxYakuman => "N (0: no cap)",
            RuleName::Renhou => "off|mangan|yakuman",
            RuleName::OpenPinfuFu => "30|20",
            RuleName::PinfuTsumoFu => "20|30",
            RuleName::DoubleWindPairFu => "4|2",
            RuleName::Pao => "none|daisangen,daisuushii,suukantsu",
            RuleName::PaoRon => "split|liable",
            RuleName::HonbaRon | RuleName::HonbaTsumo => "POINTS",
            RuleName::ThreePlayerTsumo => "loss|split",
            _ => "true|false",
        }
    }
}

impl FromStr for RuleName {
    type Err = Error;

    /// Reads an option's name, with underscores or dashes, in any case
    /// (`aka_dora`, the name of a red-five switch elsewhere, is
    /// `red_fives`); anything else is [`Error::UnknownRule`].
    fn from_str(text: &str) -> Result<Self, Error> {
        if text.eq_ignore_ascii_case("aka_dora") || text.eq_ignore_ascii_case("aka-dora") {
            return Ok(RuleName::RedFives);
        }
        RuleName::ALL
            .into_iter()
            .find(|option| {
                let name = option.name().as_bytes();
                let text = text.as_bytes();
                name.len() == text.len()
                    && name
                        .iter()
                        .zip(text)
                        .all(|(&n, &t)| n.eq_ignore_ascii_case(&t) || (n == b'_' && t == b'-'))
            })
            .ok_or(Error::UnknownRule)
    }
}

impl fmt::Display for RuleName {
    /// The option's snake_case name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Reads `true`/`false` (also `1`/`0`, `yes`/`no`, `on`/`off`).
fn read_bool(text: &str, option: RuleName) -> Result<bool, Error> {
    const WORDS: [(&str, bool); 8] = [
        ("true", true),
        ("false", false),
        ("1", true),
        ("0", false),
        ("yes", true),
        ("no", false),
        ("on", true),
        ("off", false),
    ];
    let text = text.trim();
    WORDS
        .iter()
        .find(|(word, _)| word.eq_ignore_ascii_case(text))
        .map(|&(_, value)| value)
        .ok_or(Error::InvalidRuleValue { option })
}

/// Reads a decimal number that fits `T`.
fn read_number<T: FromStr>(text: &str, option: RuleName) -> Result<T, Error> {
    text.trim()
        .parse()
        .map_err(|_| Error::InvalidRuleValue { option })
}

/// Reads the red fives per suit: `M,P,S` counts (spaces allowed), or
/// `true` (one a suit) and `false` (none).
fn read_red_fives(text: &str) -> Result<[u8; 3], Error> {
    let option = RuleName::RedFives;
    if let Ok(on) = read_bool(text, option) {
        return Ok(if on { [1; 3] } else { [0; 3] });
    }
    let mut counts = [0u8; 3];
    let mut parts = text.split(',');
    for count in &mut counts {
        let part = parts.next().ok_or(Error::InvalidRuleValue { option })?;
        *count = read_number(part, option)?;
        if *count > 4 {
            return Err(Error::InvalidRuleValue { option });
        }
    }
    if parts.next().is_some() {
        return Err(Error::InvalidRuleValue { option });
    }
    Ok(counts)
}

impl Rules {
    /// The option values of a preset.
    ///
    /// ```
    /// use tehai::rules::{Preset, Rules};
    /// assert_eq!(Rules::preset(Preset::Tenhou3p).players, tehai::Players::Three);
    /// ```
    pub const fn preset(preset: Preset) -> Rules {
        preset.rules()
    }

    /// Sets the option `name` (see [`RuleName`]) from its text: the
    /// command line's and Python's way in. An unknown name is
    /// [`Error::UnknownRule`], a value the option does not take
    /// [`Error::InvalidRuleValue`]; either leaves the rules as they were.
    ///
    /// ```
    /// let mut rules = tehai::rules::Rules::default();
    /// rules.set("red-fives", "0,2,1")?;
    /// rules.set("double_yakuman", "all")?;
    /// rules.set("honba_ron", "1500")?;
    /// assert_eq!(rules.red_fives, [0, 2, 1]);
    /// assert_eq!(rules.honba_ron, 1500);
    /// assert!(rules.set("open_pinfu_fu", "25").is_err());
    /// assert_eq!(rules.set("kuitan", "true"), Err(tehai::Error::UnknownRule));
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn set(&mut self, name: &str, value: &str) -> Result<(), Error> {
        self.set_option(name.parse()?, value)
    }

    /// Sets the option `option` from its text, as [`Rules::set`].
    ///
    /// ```
    /// use tehai::rules::{RuleName, Rules};
    /// let mut rules = Rules::default();
    /// rules.set_option(RuleName::Players, "3")?;
    /// assert_eq!(rules.players, tehai::Players::Three);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn set_option(&mut self, option: RuleName, value: &str) -> Result<(), Error> {
        let flag = |text| read_bool(text, option);
        match option {
            RuleName::Players => {
                self.players = match read_number::<u8>(value, option)? {
                    4 => Players::Four,
                    3 => Players::Three,
                    _ => return Err(Error::InvalidRuleValue { option }),
                }
            }
            RuleName::RedFives => self.red_fives = read_red_fives(value)?,
            RuleName::OpenTanyao => self.open_tanyao = flag(value)?,
            RuleName::Kiriage => self.kiriage = flag(value)?,
            RuleName::Kazoe => self.kazoe = value.parse()?,
            RuleName::DoubleYakuman => self.double_yakuman = value.parse()?,
            RuleName::YakumanStacking => self.yakuman_stacking = flag(value)?,
            RuleName::MaxYakuman => self.max_yakuman = read_number(value, option)?,
            RuleName::Renhou => self.renhou = value.parse()?,
            RuleName::OpenPinfuFu => self.open_pinfu_fu = value.parse()?,
            RuleName::PinfuTsumoFu => self.pinfu_tsumo_fu = value.parse()?,
            RuleName::DoubleWindPairFu => self.double_wind_pair_fu = value.parse()?,
            RuleName::Pao => self.pao = value.parse()?,
            RuleName::PaoRon => self.pao_ron = value.parse()?,
            RuleName::HonbaRon => self.honba_ron = read_number(value, option)?,
            RuleName::HonbaTsumo => self.honba_tsumo = read_number(value, option)?,
            RuleName::ThreePlayerTsumo => self.three_player_tsumo = value.parse()?,
            RuleName::Daisharin => self.daisharin = flag(value)?,
            RuleName::DaisharinOtherSuits => self.daisharin_other_suits = flag(value)?,
            RuleName::Daichisei => self.daichisei = flag(value)?,
            RuleName::SashikomiYakuman => self.sashikomi_yakuman = flag(value)?,
            RuleName::Paarenchan => self.paarenchan = flag(value)?,
            RuleName::PaarenchanNeedsYaku => self.paarenchan_needs_yaku = flag(value)?,
            RuleName::OpenRiichi => self.open_riichi = flag(value)?,
            RuleName::NagashiMangan => self.nagashi_mangan = flag(value)?,
        }
        Ok(())
    }

    /// The value of one option, as the text [`Rules::set`] reads back.
    ///
    /// ```
    /// use tehai::rules::{Preset, RuleName, Rules};
    /// let rules = Rules::preset(Preset::Tenhou3p);
    /// assert_eq!(rules.value(RuleName::Players).to_string(), "3");
    /// assert_eq!(rules.value(RuleName::RedFives).to_string(), "0,1,1");
    /// ```
    pub const fn value(&self, option: RuleName) -> RuleValue {
        RuleValue {
            rules: *self,
            option,
        }
    }

    /// Checks that the red fives of each suit are at most four, the copies
    /// of a kind ([`Error::InvalidRuleValue`] otherwise); every other field
    /// holds a valid value by its type. Scoring needs no check (more red
    /// fives than four only let a hand hold what it cannot); the C ABI
    /// checks what it reads.
    ///
    /// ```
    /// let mut rules = tehai::rules::Rules::default();
    /// assert_eq!(rules.check(), Ok(()));
    /// rules.red_fives = [0, 5, 0];
    /// assert!(rules.check().is_err());
    /// ```
    pub fn check(&self) -> Result<(), Error> {
        if self.red_fives.iter().any(|&count| count > 4) {
            return Err(Error::InvalidRuleValue {
                option: RuleName::RedFives,
            });
        }
        Ok(())
    }
}

/// One option's value, written as [`Rules::set`] reads it: `true`, `30`,
/// `sanbaiman`, `1,1,1`, `suuankou_tanki,daisuushii`, `none`. Returned by
/// [`Rules::value`].
///
/// ```
/// let rules = tehai::rules::Rules::default();
/// assert_eq!(rules.value(tehai::rules::RuleName::Kiriage).to_string(), "false");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleValue {
    rules: Rules,
    option: RuleName,
}

impl fmt::Display for RuleValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules = &self.rules;
        match self.option {
            RuleName::Players => f.write_str(match rules.players {
                Players::Four => "4",
                Players::Three => "3",
            }),
            RuleName::RedFives => {
                let [man, pin, sou] = rules.red_fives;
                write!(f, "{man},{pin},{sou}")
            }
            RuleName::OpenTanyao => write!(f, "{}", rules.open_tanyao),
            RuleName::Kiriage => write!(f, "{}", rules.kiriage),
            RuleName::Kazoe => write!(f, "{}", rules.kazoe),
            RuleName::DoubleYakuman => write!(f, "{}", rules.double_yakuman),
            RuleName::YakumanStacking => write!(f, "{}", rules.yakuman_stacking),
            RuleName::MaxYakuman => write!(f, "{}", rules.max_yakuman),
            RuleName::Renhou => write!(f, "{}", rules.renhou),
            RuleName::OpenPinfuFu => write!(f, "{}", rules.open_pinfu_fu),
            RuleName::PinfuTsumoFu => write!(f, "{}", rules.pinfu_tsumo_fu),
            RuleName::DoubleWindPairFu => write!(f, "{}", rules.double_wind_pair_fu),
            RuleName::Pao => write!(f, "{}", rules.pao),
            RuleName::PaoRon => write!(f, "{}", rules.pao_ron),
            RuleName::HonbaRon => write!(f, "{}", rules.honba_ron),
            RuleName::HonbaTsumo => write!(f, "{}", rules.honba_tsumo),
            RuleName::ThreePlayerTsumo => write!(f, "{}", rules.three_player_tsumo),
            RuleName::Daisharin => write!(f, "{}", rules.daisharin),
            RuleName::DaisharinOtherSuits => write!(f, "{}", rules.daisharin_other_suits),
            RuleName::Daichisei => write!(f, "{}", rules.daichisei),
            RuleName::SashikomiYakuman => write!(f, "{}", rules.sashikomi_yakuman),
            RuleName::Paarenchan => write!(f, "{}", rules.paarenchan),
            RuleName::PaarenchanNeedsYaku => write!(f, "{}", rules.paarenchan_needs_yaku),
            RuleName::OpenRiichi => write!(f, "{}", rules.open_riichi),
            RuleName::NagashiMangan => write!(f, "{}", rules.nagashi_mangan),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    /// Every option of every preset reads back what it writes.
    #[test]
    fn every_value_round_trips() {
        for preset in Preset::ALL {
            let rules = Rules::preset(preset);
            assert_eq!(rules.check(), Ok(()), "{preset}");
            let mut copy = Rules::preset(if preset == Preset::Tenhou {
                Preset::Ema
            } else {
                Preset::Tenhou
            });
            for option in RuleName::ALL {
                let text = rules.value(option).to_string();
                copy.set_option(option, &text).unwrap();
                assert_eq!(option.name().parse::<RuleName>(), Ok(option));
            }
            assert_eq!(copy, rules, "{preset}");
        }
    }

    #[test]
    fn bad_values_are_refused_and_change_nothing() {
        let mut rules = Rules::default();
        for (name, value) in [
            ("players", "2"),
            ("players", "four"),
            ("red_fives", "1,1"),
            ("red_fives", "1,1,1,1"),
            ("red_fives", "5,0,0"),
            ("open_tanyao", "maybe"),
            ("kazoe", "double"),
            ("double_yakuman", "suuankou"),
            ("max_yakuman", "256"),
            ("renhou", "baiman"),
            ("open_pinfu_fu", "22"),
            ("pinfu_tsumo_fu", "25"),
            ("double_wind_pair_fu", "0"),
            ("pao", "daisangen,kokushi"),
            ("pao_ron", "half"),
            ("honba_ron", "-1"),
            ("honba_tsumo", "70000"),
            ("three_player_tsumo", "none"),
        ] {
            let option: RuleName = name.parse().unwrap();
            assert_eq!(
                rules.set(name, value),
                Err(Error::InvalidRuleValue { option }),
                "{name} {value}"
            );
            assert_eq!(rules, Rules::default());
        }
        assert_eq!(rules.set("no_such_rule", "true"), Err(Error::UnknownRule));
        assert_eq!("open tanyao".parse::<RuleName>(), Err(Error::UnknownRule));
    }

    /// The fu options read exactly their two numbers, for every byte.
    #[test]
    fn fu_options_read_their_numbers() {
        for value in 0..=u8::MAX {
            let text = value.to_string();
            assert_eq!(
                text.parse::<OpenPinfuFu>().is_ok(),
                matches!(value, 20 | 30)
            );
            assert_eq!(
                text.parse::<PinfuTsumoFu>().is_ok(),
                matches!(value, 20 | 30)
            );
            assert_eq!(
                text.parse::<DoubleWindPairFu>().is_ok(),
                matches!(value, 2 | 4)
            );
            if let Ok(choice) = text.parse::<OpenPinfuFu>() {
                assert_eq!(choice.fu(), value);
                assert_eq!(choice.to_string(), text);
            }
            if let Ok(choice) = text.parse::<PinfuTsumoFu>() {
                assert_eq!(choice.fu(), value);
            }
            if let Ok(choice) = text.parse::<DoubleWindPairFu>() {
                assert_eq!(choice.fu(), value);
            }
            let mut rules = Rules::default();
            rules.red_fives[usize::from(value % 3)] = value;
            assert_eq!(rules.check().is_ok(), value <= 4, "red fives {value}");
        }
    }

    #[test]
    fn words_and_lists() {
        let mut rules = Rules::default();
        rules.set("RED-FIVES", " 0, 2 ,1").unwrap();
        assert_eq!(rules.red_fives, [0, 2, 1]);
        rules.set("red_fives", "false").unwrap();
        assert_eq!(rules.red_fives, [0; 3]);
        rules.set("red_fives", "yes").unwrap();
        assert_eq!(rules.red_fives, [1; 3]);
        rules.set("double_yakuman", "true").unwrap();
        assert_eq!(rules.double_yakuman, DoubleYakuman::all());
        assert_eq!(
            rules.value(RuleName::DoubleYakuman).to_string(),
            "suuankou_tanki,kokushi_13_wait,junsei_chuuren,daisuushii"
        );
        rules.set("double_yakuman", "").unwrap();
        assert_eq!(rules.value(RuleName::DoubleYakuman).to_string(), "none");
        rules.set("pao", "Suukantsu").unwrap();
        assert_eq!(rules.pao, Pao::SUUKANTSU);
        rules.set("renhou", "MANGAN").unwrap();
        assert_eq!(rules.renhou, Renhou::Mangan);
        assert_eq!(Renhou::Off.name(), "off");
        assert_eq!(PaoRon::Liable.to_string(), "liable");
        assert_eq!(ThreePlayerTsumo::Loss.to_string(), "loss");
        assert_eq!(Kazoe::Sanbaiman.to_string(), "sanbaiman");
        for option in RuleName::ALL {
            assert!(!option.values().is_empty());
            assert_eq!(option.to_string(), option.name());
        }
    }
}
