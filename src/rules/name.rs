//! The names of the rule options: what every front end calls each field
//! of [`Rules`](super::Rules). Reading a name (`FromStr`) lives with the
//! rules, which know the errors.

use core::fmt;

/// The name of one option of [`Rules`](super::Rules): what the command line (`--name`,
/// dashes for underscores), the JSON `rules` object, Python's keyword
/// arguments and [`Rules::set`](super::Rules::set) call it.
///
/// | name | values | what it changes |
/// |---|---|---|
/// | `players` | `4`, `3` | three players play without 2m–8m, may declare north tiles (kita) as dora, and pay a tsumo as [`ThreePlayerTsumo`](super::ThreePlayerTsumo) says |
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
/// | `pao_pays` | `hand`, `yakuman`, `yakuman_and_counters` | what the liable player pays for: the whole hand with its counters, only the liable yakuman's part, or that part and the counters |
/// | `honba_ron` | points | what each counter on the table adds to a ron |
/// | `honba_tsumo` | points | what each counter adds per payer of a tsumo |
/// | `three_player_tsumo` | `loss`, `split` | three players: the absent north's share of a tsumo is lost or split |
/// | `daisharin` | `true`, `false` | `22334455667788p` closed is a yakuman |
/// | `daisharin_other_suits` | `true`, `false` | the same shape in man or sou too |
/// | `daichisei` | `true`, `false` | seven pairs of the seven honors is a yakuman (beside tsuuiisou) |
/// | `sashikomi_yakuman` | `true`, `false` | a ron on a discard dealt into the winner's open riichi by a player not in riichi is a yakuman (the context's `sashikomi` says it happened; not any deliberate deal-in, which is what sashikomi usually means) |
/// | `paarenchan` | `true`, `false` | a dealer's eighth win in a row is a yakuman |
/// | `paarenchan_needs_yaku` | `true`, `false` | paarenchan needs another yaku in the hand |
/// | `open_riichi` | `true`, `false` | open riichi (riichi with the hand shown) is worth one more han |
/// | `nagashi_mangan` | `true`, `false` | nagashi mangan settles as a mangan tsumo |
///
/// ```
/// use tehai::rules::RuleName;
/// assert_eq!("open_tanyao".parse(), Ok(RuleName::OpenTanyao));
/// assert_eq!("open-tanyao".parse(), Ok(RuleName::OpenTanyao));
/// assert_eq!(RuleName::ALL.len(), 26);
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
    /// `pao_pays`.
    PaoPays,
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
    /// `sashikomi_yakuman`: a ron on a discard dealt into the winner's open
    /// riichi by a player not in riichi is a yakuman. Only that deal-in,
    /// not any deliberate one (what sashikomi usually means).
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
    pub const ALL: [RuleName; 26] = [
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
        RuleName::PaoPays,
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
            RuleName::PaoPays => "pao_pays",
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

    /// The options whose names are also flags of the win context, which
    /// say what happened at the table (`renhou`, `open_riichi`,
    /// `paarenchan`): where both are named in one place (the command
    /// line's flags, Python's keyword arguments) the name is the
    /// situation's, and the option is given another way.
    ///
    /// ```
    /// use tehai::rules::RuleName;
    /// assert_eq!(RuleName::SITUATION_NAMES, [RuleName::Renhou, RuleName::OpenRiichi, RuleName::Paarenchan]);
    /// ```
    pub const SITUATION_NAMES: [RuleName; 3] =
        [RuleName::Renhou, RuleName::OpenRiichi, RuleName::Paarenchan];

    /// Whether the option's name is also a flag of the win context (one
    /// of [`RuleName::SITUATION_NAMES`]).
    ///
    /// ```
    /// use tehai::rules::RuleName;
    /// assert!(RuleName::Renhou.is_situation_name());
    /// assert!(!RuleName::SashikomiYakuman.is_situation_name());
    /// ```
    pub const fn is_situation_name(self) -> bool {
        let mut index = 0;
        while index < RuleName::SITUATION_NAMES.len() {
            if RuleName::SITUATION_NAMES[index] as u8 == self as u8 {
                return true;
            }
            index += 1;
        }
        false
    }

    /// Whether the option is a switch, `true` or `false` (the command line
    /// takes its flag alone for `true`).
    ///
    /// ```
    /// use tehai::rules::RuleName;
    /// assert!(RuleName::Kiriage.is_flag());
    /// assert!(!RuleName::Renhou.is_flag()); // off, mangan or yakuman
    /// ```
    pub const fn is_flag(self) -> bool {
        match self {
            RuleName::OpenTanyao
            | RuleName::Kiriage
            | RuleName::YakumanStacking
            | RuleName::Daisharin
            | RuleName::DaisharinOtherSuits
            | RuleName::Daichisei
            | RuleName::SashikomiYakuman
            | RuleName::Paarenchan
            | RuleName::PaarenchanNeedsYaku
            | RuleName::OpenRiichi
            | RuleName::NagashiMangan => true,
            RuleName::Players
            | RuleName::RedFives
            | RuleName::Kazoe
            | RuleName::DoubleYakuman
            | RuleName::MaxYakuman
            | RuleName::Renhou
            | RuleName::OpenPinfuFu
            | RuleName::PinfuTsumoFu
            | RuleName::DoubleWindPairFu
            | RuleName::Pao
            | RuleName::PaoRon
            | RuleName::PaoPays
            | RuleName::HonbaRon
            | RuleName::HonbaTsumo
            | RuleName::ThreePlayerTsumo => false,
        }
    }

    /// What the option's values are, in a few words (the command line's
    /// help): `true|false` for a [flag](RuleName::is_flag).
    ///
    /// ```
    /// assert_eq!(tehai::rules::RuleName::Kazoe.values(), "yakuman|sanbaiman");
    /// ```
    pub const fn values(self) -> &'static str {
        if self.is_flag() {
            return "true|false";
        }
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
            RuleName::PaoPays => "hand|yakuman|yakuman_and_counters",
            RuleName::HonbaRon | RuleName::HonbaTsumo => "POINTS",
            RuleName::ThreePlayerTsumo => "loss|split",
            // The flags, answered above.
            _ => "true|false",
        }
    }
}

impl fmt::Display for RuleName {
    /// The option's snake_case name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The situation names are the three options named like a flag of the
    /// win context, and no other.
    #[test]
    fn situation_names_are_context_flags() {
        let context_flags = ["renhou", "open_riichi", "paarenchan", "sashikomi", "tsumo"];
        for option in RuleName::ALL {
            assert_eq!(
                option.is_situation_name(),
                context_flags.contains(&option.name()),
                "{option}"
            );
        }
    }
}
