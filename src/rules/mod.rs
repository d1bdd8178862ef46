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

mod name;
mod options;
mod presets;

use core::fmt;
use core::str::FromStr;

use crate::context::Players;
use crate::error::Error;

pub use name::RuleName;
pub use options::{
    DoubleWindPairFu, DoubleYakuman, Kazoe, OpenPinfuFu, Pao, PaoPays, PaoRon, PinfuTsumoFu,
    Renhou, Rules, ThreePlayerTsumo,
};
pub use presets::Preset;

impl Default for Rules {
    /// Tenhou's four-player rules ([`Preset::Tenhou`]).
    fn default() -> Self {
        Rules::preset(Preset::Tenhou)
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
            RuleName::PaoPays => self.pao_pays = value.parse()?,
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
            RuleName::PaoPays => write!(f, "{}", rules.pao_pays),
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
            ("pao_pays", "all"),
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
            assert_eq!(OpenPinfuFu::from_fu(value), text.parse().ok());
            assert_eq!(PinfuTsumoFu::from_fu(value), text.parse().ok());
            assert_eq!(DoubleWindPairFu::from_fu(value), text.parse().ok());
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

    /// Every value an option's help lists is one it takes (the words in
    /// capitals stand for numbers).
    #[test]
    fn the_listed_values_are_taken() {
        for option in RuleName::ALL {
            let values = option.values();
            let mut listed = 0;
            for value in values.split('|') {
                if value.chars().any(|c| c.is_ascii_uppercase()) {
                    continue;
                }
                let mut rules = Rules::default();
                assert_eq!(rules.set_option(option, value), Ok(()), "{option} {value}");
                listed += 1;
            }
            let numbers = matches!(
                option,
                RuleName::RedFives
                    | RuleName::MaxYakuman
                    | RuleName::HonbaRon
                    | RuleName::HonbaTsumo
            );
            assert!(listed >= 2 || numbers, "{option}: {values}");
        }
        assert_eq!(RuleName::RedFives.values(), "M,P,S");
        assert!(
            RuleName::DoubleYakuman
                .values()
                .contains("suuankou_tanki,kokushi_13_wait")
        );
        assert!(
            RuleName::Pao
                .values()
                .ends_with("daisangen,daisuushii,suukantsu")
        );
        // Four red fives of a suit are a tile set's all; five are none.
        let mut rules = Rules::default();
        assert_eq!(rules.set_option(RuleName::RedFives, "4,0,4"), Ok(()));
        assert_eq!(rules.red_fives, [4, 0, 4]);
        assert_eq!(RuleName::HonbaTsumo.values(), "POINTS");
        assert!(RuleName::MaxYakuman.values().starts_with('N'));
        // Names with dashes, in any case; other separators are no names.
        assert_eq!(
            "Double-Wind-Pair-Fu".parse(),
            Ok(RuleName::DoubleWindPairFu)
        );
        assert_eq!("AKA-DORA".parse(), Ok(RuleName::RedFives));
        assert_eq!(
            "double wind pair fu".parse::<RuleName>(),
            Err(Error::UnknownRule)
        );
        assert_eq!(
            "double_wind_pair".parse::<RuleName>(),
            Err(Error::UnknownRule)
        );
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
