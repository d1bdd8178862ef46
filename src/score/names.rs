//! The names of every yaku bit (Japanese, romaji, English, Chinese) and the
//! numbers Tenhou and Mahjong Soul give the same yaku in their game records.

/// The names and platform numbers of one yaku entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct YakuNames {
    /// Japanese name in kanji/kana as players write it (e.g. "門前清自摸和").
    pub(crate) japanese: &'static str,
    /// Romaji as commonly written in English-language play, capitalised words (e.g. "Menzen Tsumo").
    pub(crate) romaji: &'static str,
    /// English translation (e.g. "Fully Concealed Hand").
    pub(crate) english: &'static str,
    /// Simplified Chinese name as used by Mahjong Soul's Chinese client (e.g. "门前清自摸和").
    pub(crate) chinese: &'static str,
    /// Tenhou's yaku number in mjlog `AGARI yaku=` (0..=54); for seat_wind/round_wind the number for East
    /// (the caller adds the wind's index); 255 when Tenhou has none.
    pub(crate) tenhou: u8,
    /// Mahjong Soul's fan id (as in its game records' `fans[].id`); for the winds its single id (10 seat,
    /// 11 round); for renhou and daisharin the yakuman and pin forms' ids; 0 when it has none.
    pub(crate) mahjong_soul: u16,
}

/// Tenhou number of an entry Tenhou does not number.
pub(crate) const NO_TENHOU: u8 = 255;
/// Mahjong Soul fan id of an entry Mahjong Soul does not number.
pub(crate) const NO_MAHJONG_SOUL: u16 = 0;
/// Mahjong Soul's fan id of renhou as a 5-han yaku (the row's 59 is the
/// yakuman form).
pub(crate) const MAHJONG_SOUL_RENHOU_MANGAN: u16 = 65;
/// Mahjong Soul's fan id of the daisharin shape in sou (大竹林; the row's 60
/// is the pin shape).
pub(crate) const MAHJONG_SOUL_DAISHARIN_SOU: u16 = 61;
/// Mahjong Soul's fan id of the daisharin shape in man (大数邻).
pub(crate) const MAHJONG_SOUL_DAISHARIN_MAN: u16 = 62;

/// Shorthand so that each row of [`NAMES`] fits on a line or two.
const fn entry(
    japanese: &'static str,
    romaji: &'static str,
    english: &'static str,
    chinese: &'static str,
    tenhou: u8,
    mahjong_soul: u16,
) -> YakuNames {
    YakuNames {
        japanese,
        romaji,
        english,
        chinese,
        tenhou,
        mahjong_soul,
    }
}

/// One entry per yaku bit, indexed by the bit position.
// rustfmt would spread every row over eight lines; kept compact so the rows
// read as a table.
#[rustfmt::skip]
pub(crate) const NAMES: [YakuNames; 56] = [
    // 0
    entry("門前清自摸和", "Menzen Tsumo", "Fully Concealed Hand", "门前清自摸和", 0, 1),
    entry("立直", "Riichi", "Riichi", "立直", 1, 2),
    // Tenhou's own label is 両立直; players mostly write ダブル立直.
    entry("ダブル立直", "Double Riichi", "Double Riichi", "两立直", 21, 18),
    entry("一発", "Ippatsu", "One Shot", "一发", 2, 30),
    entry("槍槓", "Chankan", "Robbing a Kan", "枪杠", 3, 3),
    // 5
    entry("嶺上開花", "Rinshan Kaihou", "After a Kan", "岭上开花", 4, 4),
    entry("海底摸月", "Haitei Raoyue", "Under the Sea", "海底摸月", 5, 5),
    entry("河底撈魚", "Houtei Raoyui", "Under the River", "河底捞鱼", 6, 6),
    entry("平和", "Pinfu", "No-points Hand", "平和", 7, 14),
    entry("断幺九", "Tanyao", "All Simples", "断幺九", 8, 12),
    // 10
    entry("一盃口", "Iipeikou", "Pure Double Sequence", "一杯口", 9, 13),
    entry("役牌 白", "Yakuhai Haku", "White Dragon", "役牌 白", 18, 7),
    entry("役牌 發", "Yakuhai Hatsu", "Green Dragon", "役牌 发", 19, 8),
    entry("役牌 中", "Yakuhai Chun", "Red Dragon", "役牌 中", 20, 9),
    // Tenhou numbers each seat wind (10 East .. 13 North); Mahjong Soul has
    // the single id 10 whatever the wind.
    entry("自風牌", "Jikaze", "Seat Wind", "役牌:门风牌", 10, 10),
    // 15: Tenhou 14 East .. 17 North; Mahjong Soul the single id 11.
    entry("場風牌", "Bakaze", "Round Wind", "役牌:场风牌", 14, 11),
    entry("三色同順", "Sanshoku Doujun", "Mixed Triple Sequence", "三色同顺", 25, 17),
    entry("一気通貫", "Ittsu", "Pure Straight", "一气通贯", 24, 16),
    entry("混全帯幺九", "Chanta", "Half Outside Hand", "混全带幺九", 23, 15),
    entry("混老頭", "Honroutou", "All Terminals and Honours", "混老头", 31, 24),
    // 20
    entry("対々和", "Toitoi", "All Triplets", "对对和", 28, 21),
    entry("三暗刻", "Sanankou", "Three Concealed Triplets", "三暗刻", 29, 22),
    entry("三槓子", "Sankantsu", "Three Quads", "三杠子", 27, 20),
    entry("三色同刻", "Sanshoku Doukou", "Triple Triplets", "三色同刻", 26, 19),
    entry("七対子", "Chiitoitsu", "Seven Pairs", "七对子", 22, 25),
    // 25
    entry("小三元", "Shousangen", "Little Three Dragons", "小三元", 30, 23),
    entry("混一色", "Honitsu", "Half Flush", "混一色", 34, 27),
    entry("純全帯幺九", "Junchan", "Fully Outside Hand", "纯全带幺九", 33, 26),
    entry("二盃口", "Ryanpeikou", "Twice Pure Double Sequence", "二杯口", 32, 28),
    entry("清一色", "Chinitsu", "Full Flush", "清一色", 35, 29),
    // 30
    entry("国士無双", "Kokushi Musou", "Thirteen Orphans", "国士无双", 47, 42),
    entry("九蓮宝燈", "Chuuren Poutou", "Nine Gates", "九莲宝灯", 45, 45),
    entry("四暗刻", "Suuankou", "Four Concealed Triplets", "四暗刻", 40, 38),
    entry("大三元", "Daisangen", "Big Three Dragons", "大三元", 39, 37),
    entry("小四喜", "Shousuushii", "Little Four Winds", "小四喜", 50, 43),
    // 35
    entry("緑一色", "Ryuuiisou", "All Green", "绿一色", 43, 40),
    entry("四槓子", "Suukantsu", "Four Quads", "四杠子", 51, 44),
    entry("字一色", "Tsuuiisou", "All Honours", "字一色", 42, 39),
    entry("清老頭", "Chinroutou", "All Terminals", "清老头", 44, 41),
    entry("天和", "Tenhou", "Blessing of Heaven", "天和", 37, 35),
    // 40
    entry("地和", "Chiihou", "Blessing of Earth", "地和", 38, 36),
    // The double-yakuman forms have numbers of their own on both platforms,
    // distinct from the single form's.
    entry(
        "国士無双十三面待ち",
        "Kokushi Musou Juusanmen Machi",
        "Thirteen-wait Thirteen Orphans",
        "国士无双十三面",
        48,
        49,
    ),
    entry("純正九蓮宝燈", "Junsei Chuuren Poutou", "True Nine Gates", "纯正九莲宝灯", 46, 47),
    entry(
        "四暗刻単騎",
        "Suuankou Tanki",
        "Single-wait Four Concealed Triplets",
        "四暗刻单骑",
        41,
        48,
    ),
    entry("大四喜", "Daisuushii", "Big Four Winds", "大四喜", 49, 50),
    // 45
    entry("ドラ", "Dora", "Bonus Tiles", "宝牌", 52, 31),
    entry("赤ドラ", "Aka Dora", "Red Fives", "红宝牌", 54, 32),
    entry("裏ドラ", "Ura Dora", "Hidden Bonus Tiles", "里宝牌", 53, 33),
    // Tenhou has no number of its own for north tiles: its three-player
    // records add them to the dora count (52), so a converter to Tenhou adds
    // this entry's han to the dora entry instead.
    entry("抜きドラ", "Kita", "North Bonus Tiles", "拔北宝牌", NO_TENHOU, 34),
    // Tenhou's table keeps a number for renhou although its rules never
    // award it. Mahjong Soul's 59 is the yakuman form; the 5-han (mangan)
    // form has the separate id 65.
    entry("人和", "Renhou", "Blessing of Man", "人和", 36, 59),
    // 50: neither platform plays open riichi.
    entry("オープン立直", "Open Riichi", "Open Riichi", "开立直", NO_TENHOU, NO_MAHJONG_SOUL),
    // Mahjong Soul's 60 is the pin shape; the same shape in sou (大竹林) is 61
    // and in man (大数邻) is 62.
    entry("大車輪", "Daisharin", "Big Wheels", "大车轮", NO_TENHOU, 60),
    entry("大七星", "Daichisei", "Big Seven Stars", "大七星", NO_TENHOU, 64),
    // The yakuman paid by a player not in riichi who deals into an open
    // riichi; no platform names it, these names describe the event.
    entry(
        "オープン立直放銃",
        "Sashikomi",
        "Dealing into Open Riichi",
        "开立直放铳",
        NO_TENHOU,
        NO_MAHJONG_SOUL,
    ),
    // Mahjong Soul's table has an id for it although no room enables it.
    entry("八連荘", "Paarenchan", "Eight Consecutive Dealer Wins", "八连庄", NO_TENHOU, 46),
    // 55: both platforms settle it as a draw (Tenhou's RYUUKYOKU type "nm",
    // Mahjong Soul's no-tile record), not as a yaku with a number.
    entry(
        "流し満貫",
        "Nagashi Mangan",
        "Mangan at Draw",
        "流局满贯",
        NO_TENHOU,
        NO_MAHJONG_SOUL,
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    // Bit positions of the entries the tests look at by name.
    const SEAT_WIND: usize = 14;
    const ROUND_WIND: usize = 15;

    /// Tenhou numbers every wind separately: a wind entry covers its East
    /// number and the three after it.
    fn tenhou_numbers(index: usize, first: u8) -> core::ops::RangeInclusive<u8> {
        if index == SEAT_WIND || index == ROUND_WIND {
            first..=first + 3
        } else {
            first..=first
        }
    }

    #[test]
    fn every_name_is_filled_in_and_trimmed() {
        for (index, names) in NAMES.iter().enumerate() {
            for name in [names.japanese, names.romaji, names.english, names.chinese] {
                assert!(!name.is_empty(), "bit {index} has an empty name");
                assert_eq!(name, name.trim(), "bit {index}: {name:?} has outer spaces");
            }
        }
    }

    #[test]
    fn tenhou_numbers_are_in_range_and_each_used_once() {
        let mut owner: [Option<usize>; 55] = [None; 55];
        for (index, names) in NAMES.iter().enumerate() {
            if names.tenhou == NO_TENHOU {
                continue;
            }
            for number in tenhou_numbers(index, names.tenhou) {
                let slot = owner
                    .get_mut(usize::from(number))
                    .unwrap_or_else(|| panic!("bit {index}: Tenhou number {number} is past 54"));
                assert_eq!(
                    *slot, None,
                    "Tenhou number {number} is used by bits {slot:?} and {index}"
                );
                *slot = Some(index);
            }
        }
        // Tenhou's 55 numbers all belong to some entry of the table.
        let unowned = owner.iter().position(Option::is_none);
        assert_eq!(unowned, None, "this Tenhou number belongs to no bit");
    }

    #[test]
    fn mahjong_soul_ids_are_each_used_once() {
        for (index, names) in NAMES.iter().enumerate() {
            if names.mahjong_soul == NO_MAHJONG_SOUL {
                continue;
            }
            let twin = NAMES[index + 1..]
                .iter()
                .position(|other| other.mahjong_soul == names.mahjong_soul);
            assert_eq!(
                twin, None,
                "bit {index} shares id {} with a later bit",
                names.mahjong_soul
            );
        }
        // The other forms' ids belong to no row.
        let forms = [
            MAHJONG_SOUL_RENHOU_MANGAN,
            MAHJONG_SOUL_DAISHARIN_SOU,
            MAHJONG_SOUL_DAISHARIN_MAN,
        ];
        for id in forms {
            assert!(NAMES.iter().all(|names| names.mahjong_soul != id), "{id}");
        }
    }

    // Fixed points of both numberings, so that a row moved by one is caught
    // even when every number stays unique.
    #[test]
    fn rows_sit_at_their_bit_positions() {
        let expected: [(usize, &str, u8, u16); 10] = [
            (0, "Menzen Tsumo", 0, 1),
            (2, "Double Riichi", 21, 18),
            (11, "Yakuhai Haku", 18, 7),
            (24, "Chiitoitsu", 22, 25),
            (32, "Suuankou", 40, 38),
            (41, "Kokushi Musou Juusanmen Machi", 48, 49),
            (43, "Suuankou Tanki", 41, 48),
            (47, "Ura Dora", 53, 33),
            (48, "Kita", NO_TENHOU, 34),
            (55, "Nagashi Mangan", NO_TENHOU, NO_MAHJONG_SOUL),
        ];
        for (index, romaji, tenhou, mahjong_soul) in expected {
            let names = NAMES[index];
            assert_eq!(
                (names.romaji, names.tenhou, names.mahjong_soul),
                (romaji, tenhou, mahjong_soul)
            );
        }
    }
}
