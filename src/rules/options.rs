//! The option types of the rules and the [`Rules`] value that holds one of
//! each, with the words and numbers each option is written in.

use core::fmt;
use core::str::FromStr;

use bitflags::bitflags;

use crate::context::Players;
use crate::error::Error;

use super::name::RuleName;

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

/// What a liable player (pao) pays, when the hand holds a yakuman of the
/// [`Pao`] set.
///
/// ```
/// assert_eq!("yakuman".parse(), Ok(tehai::rules::PaoPays::Yakuman));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum PaoPays {
    /// The whole hand and its counters, as if the liable player had dealt
    /// in: all of a tsumo; half of a ron beside the discarder (or all, under
    /// [`PaoRon::Liable`]), the counters all from the liable player.
    #[default]
    Hand,
    /// Only the liable yakuman's part of the hand; the rest, and the
    /// counters, are paid as without liability.
    Yakuman,
    /// The liable yakuman's part and every counter; the rest is paid as
    /// without liability.
    YakumanAndCounters,
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
            ///
            #[doc = concat!(
                "```\nuse tehai::rules::", stringify!($kind), ";\n",
                "assert_eq!(", stringify!($kind), "::", stringify!($first), ".fu(), ",
                stringify!($first_fu), ");\n",
                "assert_eq!(", stringify!($kind), "::", stringify!($second), ".fu(), ",
                stringify!($second_fu), ");\n```"
            )]
            pub const fn fu(self) -> u8 {
                match self {
                    $kind::$first => $first_fu,
                    $kind::$second => $second_fu,
                }
            }

            /// The choice of `fu` fu, or `None` for a number it does not
            /// take.
            ///
            #[doc = concat!(
                "```\nuse tehai::rules::", stringify!($kind), ";\n",
                "assert_eq!(", stringify!($kind), "::from_fu(", stringify!($second_fu), "), Some(",
                stringify!($kind), "::", stringify!($second), "));\n",
                "assert_eq!(", stringify!($kind), "::from_fu(1), None);\n```"
            )]
            pub const fn from_fu(fu: u8) -> Option<Self> {
                match fu {
                    $first_fu => Some($kind::$first),
                    $second_fu => Some($kind::$second),
                    _ => None,
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

            /// Reads a comma-separated list of names (`none`, `false` or
            /// empty for none; `all` or `true` for every one); anything
            /// else is [`Error::InvalidRuleValue`].
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
            ///
            #[doc = concat!(
                "```\nuse tehai::rules::", stringify!($kind), ";\n",
                "for word in [", $("\"", $word, "\", ",)+ "] {\n",
                "    assert_eq!(word.parse::<", stringify!($kind), ">()?.name(), word);\n",
                "}\n# Ok::<(), tehai::Error>(())\n```"
            )]
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
word_text!(PaoPays, RuleName::PaoPays,
    "hand" => PaoPays::Hand, "yakuman" => PaoPays::Yakuman,
    "yakuman_and_counters" => PaoPays::YakumanAndCounters);
word_text!(ThreePlayerTsumo, RuleName::ThreePlayerTsumo,
    "loss" => ThreePlayerTsumo::Loss, "split" => ThreePlayerTsumo::Split);

/// Every option that changes a score. Build it from a
/// [`Preset`](super::Preset) ([`Rules::preset`]; [`Rules::default`] is Tenhou's four-player rules)
/// and override single options by field or with [`Rules::set`].
///
/// Each field is documented on its [`RuleName`], which is also the name the
/// command line, JSON input, Python and the C ABI use for it.
///
/// The fields are public, so a value built by hand or deserialized (the
/// `serde` feature reads the fields as they are, `red_fives` above 4
/// included) has not been checked: call [`Rules::check`] on it to refuse
/// what no table plays, as the front ends do with what they read.
/// [`Rules::set`] and the presets only make values that pass.
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
    /// [`RuleName::PaoPays`].
    pub pao_pays: PaoPays,
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

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    /// The switches are the options whose values are written as `true` or
    /// `false`.
    #[test]
    fn flags_are_the_options_written_as_booleans() {
        for option in RuleName::ALL {
            let text = Rules::default().value(option).to_string();
            let boolean = text == "true" || text == "false";
            assert_eq!(option.is_flag(), boolean, "{option}");
            assert_eq!(option.values() == "true|false", boolean, "{option}");
        }
    }
}
