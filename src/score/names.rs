//! The names of every yaku bit (Japanese, romaji, English, Chinese) and the
//! numbers Tenhou and Mahjong Soul give the same yaku in their game records.
//! The names are written once, as NUL-terminated strings (the C ABI hands
//! them out as they are), and read as `&str` when the table is built.

use core::ffi::CStr;

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
    /// The four names above, NUL-terminated, in the same order.
    pub(crate) terminated: [&'static CStr; 4],
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

/// A name without its NUL. The table is a constant, so this runs while
/// compiling; a literal is UTF-8, so the empty fallback never shows (the
/// tests check that no name is empty).
const fn text(name: &'static CStr) -> &'static str {
    match core::str::from_utf8(name.to_bytes()) {
        Ok(text) => text,
        Err(_) => "",
    }
}

/// Shorthand so that each row of [`NAMES`] fits on a line or two.
const fn entry(
    japanese: &'static CStr,
    romaji: &'static CStr,
    english: &'static CStr,
    chinese: &'static CStr,
    tenhou: u8,
    mahjong_soul: u16,
) -> YakuNames {
    YakuNames {
        japanese: text(japanese),
        romaji: text(romaji),
        english: text(english),
        chinese: text(chinese),
        terminated: [japanese, romaji, english, chinese],
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
    entry(c"門前清自摸和", c"Menzen Tsumo", c"Fully Concealed Hand", c"门前清自摸和", 0, 1),
    entry(c"立直", c"Riichi", c"Riichi", c"立直", 1, 2),
    // Tenhou's own label is 両立直; players mostly write ダブル立直.
    entry(c"ダブル立直", c"Double Riichi", c"Double Riichi", c"两立直", 21, 18),
    entry(c"一発", c"Ippatsu", c"One Shot", c"一发", 2, 30),
    entry(c"槍槓", c"Chankan", c"Robbing a Kan", c"枪杠", 3, 3),
    // 5
    entry(c"嶺上開花", c"Rinshan Kaihou", c"After a Kan", c"岭上开花", 4, 4),
    entry(c"海底摸月", c"Haitei Raoyue", c"Under the Sea", c"海底摸月", 5, 5),
    entry(c"河底撈魚", c"Houtei Raoyui", c"Under the River", c"河底捞鱼", 6, 6),
    entry(c"平和", c"Pinfu", c"No-points Hand", c"平和", 7, 14),
    entry(c"断幺九", c"Tanyao", c"All Simples", c"断幺九", 8, 12),
    // 10
    entry(c"一盃口", c"Iipeikou", c"Pure Double Sequence", c"一杯口", 9, 13),
    entry(c"役牌 白", c"Yakuhai Haku", c"White Dragon", c"役牌 白", 18, 7),
    entry(c"役牌 發", c"Yakuhai Hatsu", c"Green Dragon", c"役牌 发", 19, 8),
    entry(c"役牌 中", c"Yakuhai Chun", c"Red Dragon", c"役牌 中", 20, 9),
    // Tenhou numbers each seat wind (10 East .. 13 North); Mahjong Soul has
    // the single id 10 whatever the wind.
    entry(c"自風牌", c"Jikaze", c"Seat Wind", c"役牌:门风牌", 10, 10),
    // 15: Tenhou 14 East .. 17 North; Mahjong Soul the single id 11.
    entry(c"場風牌", c"Bakaze", c"Round Wind", c"役牌:场风牌", 14, 11),
    entry(c"三色同順", c"Sanshoku Doujun", c"Mixed Triple Sequence", c"三色同顺", 25, 17),
    entry(c"一気通貫", c"Ittsu", c"Pure Straight", c"一气通贯", 24, 16),
    entry(c"混全帯幺九", c"Chanta", c"Half Outside Hand", c"混全带幺九", 23, 15),
    entry(c"混老頭", c"Honroutou", c"All Terminals and Honours", c"混老头", 31, 24),
    // 20
    entry(c"対々和", c"Toitoi", c"All Triplets", c"对对和", 28, 21),
    entry(c"三暗刻", c"Sanankou", c"Three Concealed Triplets", c"三暗刻", 29, 22),
    entry(c"三槓子", c"Sankantsu", c"Three Quads", c"三杠子", 27, 20),
    entry(c"三色同刻", c"Sanshoku Doukou", c"Triple Triplets", c"三色同刻", 26, 19),
    entry(c"七対子", c"Chiitoitsu", c"Seven Pairs", c"七对子", 22, 25),
    // 25
    entry(c"小三元", c"Shousangen", c"Little Three Dragons", c"小三元", 30, 23),
    entry(c"混一色", c"Honitsu", c"Half Flush", c"混一色", 34, 27),
    entry(c"純全帯幺九", c"Junchan", c"Fully Outside Hand", c"纯全带幺九", 33, 26),
    entry(c"二盃口", c"Ryanpeikou", c"Twice Pure Double Sequence", c"二杯口", 32, 28),
    entry(c"清一色", c"Chinitsu", c"Full Flush", c"清一色", 35, 29),
    // 30
    entry(c"国士無双", c"Kokushi Musou", c"Thirteen Orphans", c"国士无双", 47, 42),
    entry(c"九蓮宝燈", c"Chuuren Poutou", c"Nine Gates", c"九莲宝灯", 45, 45),
    entry(c"四暗刻", c"Suuankou", c"Four Concealed Triplets", c"四暗刻", 40, 38),
    entry(c"大三元", c"Daisangen", c"Big Three Dragons", c"大三元", 39, 37),
    entry(c"小四喜", c"Shousuushii", c"Little Four Winds", c"小四喜", 50, 43),
    // 35
    entry(c"緑一色", c"Ryuuiisou", c"All Green", c"绿一色", 43, 40),
    entry(c"四槓子", c"Suukantsu", c"Four Quads", c"四杠子", 51, 44),
    entry(c"字一色", c"Tsuuiisou", c"All Honours", c"字一色", 42, 39),
    entry(c"清老頭", c"Chinroutou", c"All Terminals", c"清老头", 44, 41),
    entry(c"天和", c"Tenhou", c"Blessing of Heaven", c"天和", 37, 35),
    // 40
    entry(c"地和", c"Chiihou", c"Blessing of Earth", c"地和", 38, 36),
    // The double-yakuman forms have numbers of their own on both platforms,
    // distinct from the single form's.
    entry(
        c"国士無双十三面待ち",
        c"Kokushi Musou Juusanmen Machi",
        c"Thirteen-wait Thirteen Orphans",
        c"国士无双十三面",
        48,
        49,
    ),
    entry(c"純正九蓮宝燈", c"Junsei Chuuren Poutou", c"True Nine Gates", c"纯正九莲宝灯", 46, 47),
    entry(
        c"四暗刻単騎",
        c"Suuankou Tanki",
        c"Single-wait Four Concealed Triplets",
        c"四暗刻单骑",
        41,
        48,
    ),
    entry(c"大四喜", c"Daisuushii", c"Big Four Winds", c"大四喜", 49, 50),
    // 45
    entry(c"ドラ", c"Dora", c"Bonus Tiles", c"宝牌", 52, 31),
    entry(c"赤ドラ", c"Aka Dora", c"Red Fives", c"红宝牌", 54, 32),
    entry(c"裏ドラ", c"Ura Dora", c"Hidden Bonus Tiles", c"里宝牌", 53, 33),
    // Tenhou has no number of its own for north tiles: its three-player
    // records add them to the dora count (52), so a converter to Tenhou adds
    // this entry's han to the dora entry instead.
    entry(c"抜きドラ", c"Kita", c"North Bonus Tiles", c"拔北宝牌", NO_TENHOU, 34),
    // Tenhou's table keeps a number for renhou although its rules never
    // award it. Mahjong Soul's 59 is the yakuman form; the 5-han (mangan)
    // form has the separate id 65.
    entry(c"人和", c"Renhou", c"Blessing of Man", c"人和", 36, 59),
    // 50: neither platform plays open riichi.
    entry(c"オープン立直", c"Open Riichi", c"Open Riichi", c"开立直", NO_TENHOU, NO_MAHJONG_SOUL),
    // Mahjong Soul's 60 is the pin shape; the same shape in sou (大竹林) is 61
    // and in man (大数邻) is 62.
    entry(c"大車輪", c"Daisharin", c"Big Wheels", c"大车轮", NO_TENHOU, 60),
    entry(c"大七星", c"Daichisei", c"Big Seven Stars", c"大七星", NO_TENHOU, 64),
    // The yakuman paid by a player not in riichi who deals into an open
    // riichi; no platform names it, these names describe the event.
    entry(
        c"オープン立直放銃",
        c"Sashikomi",
        c"Dealing into Open Riichi",
        c"开立直放铳",
        NO_TENHOU,
        NO_MAHJONG_SOUL,
    ),
    // Mahjong Soul's table has an id for it although no room enables it.
    entry(c"八連荘", c"Paarenchan", c"Eight Consecutive Dealer Wins", c"八连庄", NO_TENHOU, 46),
    // 55: both platforms settle it as a draw (Tenhou's RYUUKYOKU type "nm",
    // Mahjong Soul's no-tile record), not as a yaku with a number.
    entry(
        c"流し満貫",
        c"Nagashi Mangan",
        c"Mangan at Draw",
        c"流局满贯",
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
            let texts = [names.japanese, names.romaji, names.english, names.chinese];
            for (name, terminated) in texts.into_iter().zip(names.terminated) {
                assert!(!name.is_empty(), "bit {index} has an empty name");
                assert_eq!(name, name.trim(), "bit {index}: {name:?} has outer spaces");
                assert_eq!(terminated.to_str(), Ok(name), "bit {index}");
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
