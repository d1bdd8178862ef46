//! The presets: the option values of each platform and rule book.

use core::fmt;
use core::str::FromStr;

use crate::context::Players;
use crate::error::Error;

use super::options::{
    DoubleWindPairFu, DoubleYakuman, Kazoe, OpenPinfuFu, Pao, PaoPays, PaoRon, PinfuTsumoFu,
    Renhou, Rules, ThreePlayerTsumo,
};

/// A named rule set: the platforms and rule books people play by. Each is a
/// table of option values ([`Rules::preset`]); the sources and the value of
/// every option are listed below.
///
/// | option | `tenhou` | `tenhou-3p` | `mahjongsoul` | `mahjongsoul-3p` | `wrc` | `ema` | `mleague` |
/// |---|---|---|---|---|---|---|---|
/// | players | 4 | 3 | 4 | 3 | 4 | 4 | 4 |
/// | red_fives | 1,1,1 | 0,1,1 | 1,1,1 | 0,1,1 | 0,0,0 | 0,0,0 | 1,1,1 |
/// | open_tanyao | true | true | true | true | true | true | true |
/// | kiriage | false | false | false | false | true | false | true |
/// | kazoe | yakuman | yakuman | yakuman | yakuman | sanbaiman | sanbaiman | sanbaiman |
/// | double_yakuman | none | none | all | all | none | none | none |
/// | yakuman_stacking | true | true | true | true | true | false | true |
/// | max_yakuman | 0 | 0 | 0 | 0 | 0 | 0 | 0 |
/// | renhou | off | off | off | off | mangan | mangan | off |
/// | open_pinfu_fu | 30 | 30 | 30 | 30 | 30 | 30 | 30 |
/// | pinfu_tsumo_fu | 20 | 20 | 20 | 20 | 20 | 20 | 20 |
/// | double_wind_pair_fu | 4 | 4 | 4 | 4 | 2 | 4 | 2 |
/// | pao | daisangen,daisuushii | daisangen,daisuushii | daisangen,daisuushii | daisangen,daisuushii | daisangen,daisuushii | daisangen,daisuushii | daisangen,daisuushii,suukantsu |
/// | pao_ron | split | split | split | split | split | split | split |
/// | pao_pays | hand | hand | yakuman | yakuman | hand | hand | yakuman_and_counters |
/// | honba_ron | 300 | 200 | 300 | 200 | 300 | 300 | 300 |
/// | honba_tsumo | 100 | 100 | 100 | 100 | 100 | 100 | 100 |
/// | three_player_tsumo | loss | loss | loss | loss | loss | loss | loss |
/// | nagashi_mangan | true | true | true | true | false | false | false |
///
/// Sources, by preset (where a value rests on a peer's code rather than a
/// rule text, it says so):
///
/// * `tenhou`: Tenhou's rules page (tenhou.net/man, in the English
///   translation at riichi.wiki/Tenhou.net_rules): red fives one a suit, a
///   double-wind pair 4 fu, nagashi mangan, liability for big three dragons
///   and big four winds (tsumo: all; ron: half each), of the whole hand
///   and its counters (a composite hand included, as `riichienv` encodes
///   from platform records). No pattern counts
///   double, different yakuman add up, 13 han is one counted yakuman
///   (riichi.wiki/Multiple_yakuman, riichi.wiki/Kazoe_yakuman).
/// * `tenhou-3p`, `mahjongsoul-3p`: as the four-player rules, without 2m–8m
///   and so without the red 5m; north tiles set aside count as dora; the
///   absent seat's share of a tsumo is lost; a counter adds 200 to a ron and
///   100 per payer to a tsumo (Python `mahjong` 2.1.0 and `riichienv`
///   encode these values; a Mahjong Soul record confirms the 200).
/// * `mahjongsoul`: Mahjong Soul's ranked rules (mahjongsoul.com rule
///   notice; the game's own rule fields as read by replay tools): the four
///   patterns count double, kazoe yakuman, no kiriage, no renhou, nagashi
///   mangan, liability for big three dragons and big four winds, only for
///   the liable yakuman's part of a composite hand (riichi.wiki's Mahjong
///   Soul page; `riichienv` encodes the same).
/// * `wrc`: the World Riichi Championship rules, 2022 edition: no red
///   fives, kiriage, 13 han is a sanbaiman, different yakuman add up but no
///   pattern counts double, a double-wind pair 2 fu, renhou a 5-han yaku
///   that adds, no nagashi mangan.
/// * `ema`: the EMA Riichi Competition Rules, 2016 edition: no red fives,
///   no kiriage, 13 han is a sanbaiman, a single yakuman at most, renhou a
///   mangan, no nagashi mangan. (A 2025 revision switches kiriage on:
///   override `kiriage`.)
/// * `mleague`: M.League's rules (m-league.jp, as reported by
///   mahjong-press.com and riichi.wiki): red fives one a suit, kiriage, 13
///   han is a sanbaiman, different yakuman add up but no pattern counts
///   double, a double-wind pair 2 fu, liability also for four quads (the
///   liable player pays the liable yakuman and the counters; the rest of a
///   composite hand is paid as usual), no renhou, no nagashi mangan.
///
/// Every preset leaves the local yaku (daisharin, daichisei, sashikomi
/// yakuman, paarenchan, open riichi) off.
///
/// ```
/// use tehai::rules::Preset;
/// assert_eq!("mahjongsoul-3p".parse(), Ok(Preset::MahjongSoul3p));
/// assert_eq!(Preset::default(), Preset::Tenhou);
/// assert_eq!(Preset::Wrc.to_string(), "wrc");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Preset {
    /// Tenhou's four-player rules (`tenhou`): the default.
    #[default]
    Tenhou = 0,
    /// Tenhou's three-player rules (`tenhou-3p`).
    Tenhou3p = 1,
    /// Mahjong Soul's four-player rules (`mahjongsoul`).
    MahjongSoul = 2,
    /// Mahjong Soul's three-player rules (`mahjongsoul-3p`).
    MahjongSoul3p = 3,
    /// The World Riichi Championship rules (`wrc`).
    Wrc = 4,
    /// The European Mahjong Association's riichi rules (`ema`).
    Ema = 5,
    /// The M.League rules (`mleague`).
    MLeague = 6,
}

impl Preset {
    /// Every preset, in the order of their numbers.
    ///
    /// ```
    /// assert_eq!(tehai::rules::Preset::ALL.len(), 7);
    /// ```
    pub const ALL: [Preset; 7] = [
        Preset::Tenhou,
        Preset::Tenhou3p,
        Preset::MahjongSoul,
        Preset::MahjongSoul3p,
        Preset::Wrc,
        Preset::Ema,
        Preset::MLeague,
    ];

    /// The preset's name: `tenhou`, `tenhou-3p`, `mahjongsoul`,
    /// `mahjongsoul-3p`, `wrc`, `ema`, `mleague`.
    ///
    /// ```
    /// assert_eq!(tehai::rules::Preset::MLeague.name(), "mleague");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Tenhou => "tenhou",
            Preset::Tenhou3p => "tenhou-3p",
            Preset::MahjongSoul => "mahjongsoul",
            Preset::MahjongSoul3p => "mahjongsoul-3p",
            Preset::Wrc => "wrc",
            Preset::Ema => "ema",
            Preset::MLeague => "mleague",
        }
    }

    /// The preset with the number `value` (its `#[repr(u8)]` value, the C
    /// ABI's `TEHAI_PRESET_*`), or `None`.
    ///
    /// ```
    /// assert_eq!(tehai::rules::Preset::from_u8(1), Some(tehai::rules::Preset::Tenhou3p));
    /// assert_eq!(tehai::rules::Preset::from_u8(7), None);
    /// ```
    pub const fn from_u8(value: u8) -> Option<Preset> {
        if (value as usize) < Preset::ALL.len() {
            Some(Preset::ALL[value as usize])
        } else {
            None
        }
    }

    /// The option values of the preset.
    ///
    /// ```
    /// let rules = tehai::rules::Preset::Ema.rules();
    /// assert_eq!(rules.kazoe, tehai::rules::Kazoe::Sanbaiman);
    /// ```
    pub const fn rules(self) -> Rules {
        let tenhou = Rules {
            players: Players::Four,
            red_fives: [1, 1, 1],
            open_tanyao: true,
            kiriage: false,
            kazoe: Kazoe::Yakuman,
            double_yakuman: DoubleYakuman::empty(),
            yakuman_stacking: true,
            max_yakuman: 0,
            renhou: Renhou::Off,
            open_pinfu_fu: OpenPinfuFu::Thirty,
            pinfu_tsumo_fu: PinfuTsumoFu::Twenty,
            double_wind_pair_fu: DoubleWindPairFu::Four,
            pao: Pao::DAISANGEN.union(Pao::DAISUUSHII),
            pao_ron: PaoRon::Split,
            pao_pays: PaoPays::Hand,
            honba_ron: 300,
            honba_tsumo: 100,
            three_player_tsumo: ThreePlayerTsumo::Loss,
            daisharin: false,
            daisharin_other_suits: false,
            daichisei: false,
            sashikomi_yakuman: false,
            paarenchan: false,
            paarenchan_needs_yaku: false,
            open_riichi: false,
            nagashi_mangan: true,
        };
        let soul = Rules {
            double_yakuman: DoubleYakuman::all(),
            pao_pays: PaoPays::Yakuman,
            ..tenhou
        };
        let championship = Rules {
            red_fives: [0; 3],
            kiriage: true,
            kazoe: Kazoe::Sanbaiman,
            renhou: Renhou::Mangan,
            double_wind_pair_fu: DoubleWindPairFu::Two,
            nagashi_mangan: false,
            ..tenhou
        };
        match self {
            Preset::Tenhou => tenhou,
            Preset::Tenhou3p => three_players(tenhou),
            Preset::MahjongSoul => soul,
            Preset::MahjongSoul3p => three_players(soul),
            Preset::Wrc => championship,
            Preset::Ema => Rules {
                kiriage: false,
                yakuman_stacking: false,
                double_wind_pair_fu: DoubleWindPairFu::Four,
                ..championship
            },
            Preset::MLeague => Rules {
                red_fives: [1, 1, 1],
                renhou: Renhou::Off,
                pao: Pao::all(),
                pao_pays: PaoPays::YakumanAndCounters,
                ..championship
            },
        }
    }
}

/// The three-player form of a four-player preset: no red 5m (there is no
/// 5m), and a counter adds 200 to a ron (100 from each possible payer).
const fn three_players(rules: Rules) -> Rules {
    Rules {
        players: Players::Three,
        red_fives: [0, rules.red_fives[1], rules.red_fives[2]],
        honba_ron: 200,
        ..rules
    }
}

impl FromStr for Preset {
    type Err = Error;

    /// Reads a preset's name in any case, also `tenhou-4p`, `mahjongsoul-4p`,
    /// `majsoul`, `majsoul-3p` and `m-league`; anything else is
    /// [`Error::UnknownPreset`].
    fn from_str(text: &str) -> Result<Self, Error> {
        const ALIASES: [(&str, Preset); 5] = [
            ("tenhou-4p", Preset::Tenhou),
            ("mahjongsoul-4p", Preset::MahjongSoul),
            ("majsoul", Preset::MahjongSoul),
            ("majsoul-3p", Preset::MahjongSoul3p),
            ("m-league", Preset::MLeague),
        ];
        let text = text.trim();
        Preset::ALL
            .iter()
            .map(|&preset| (preset.name(), preset))
            .chain(ALIASES)
            .find(|(name, _)| name.eq_ignore_ascii_case(text))
            .map(|(_, preset)| preset)
            .ok_or(Error::UnknownPreset)
    }
}

impl fmt::Display for Preset {
    /// The preset's name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    #[test]
    fn names_and_numbers() {
        for (number, preset) in Preset::ALL.into_iter().enumerate() {
            assert_eq!(preset as usize, number);
            assert_eq!(Preset::from_u8(number as u8), Some(preset));
            assert_eq!(preset.name().parse(), Ok(preset));
            assert_eq!(preset.name().to_uppercase().parse(), Ok(preset));
            assert_eq!(preset.to_string(), preset.name());
        }
        assert_eq!(Preset::from_u8(7), None);
        assert_eq!("m-league".parse(), Ok(Preset::MLeague));
        assert_eq!("tenhou4".parse::<Preset>(), Err(Error::UnknownPreset));
    }

    #[test]
    fn three_player_presets_drop_the_red_five_of_man() {
        for preset in [Preset::Tenhou3p, Preset::MahjongSoul3p] {
            let rules = preset.rules();
            assert_eq!(rules.players, Players::Three);
            assert_eq!(rules.red_fives[0], 0);
        }
        let distinct: std::collections::HashSet<_> =
            Preset::ALL.iter().map(|preset| preset.rules()).collect();
        assert_eq!(distinct.len(), Preset::ALL.len());
    }
}
