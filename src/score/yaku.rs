//! The yaku: one bit each in [`Yaku`], a table of names and han, and one
//! short function per family deciding which of its yaku a reading has.
//!
//! The families take small summaries of a reading (bit masks over the 34 tile
//! kinds, block counts) so that each condition reads as the rule it states.

use core::fmt;

use bitflags::bitflags;

use crate::hand::{Hand, PackedSuit};
use crate::tile::Tile;

use crate::rules::{DoubleYakuman, Pao, Rules};

use super::context::{WinContext, Wind};

bitflags! {
    /// A set of yaku (and of dora entries). Each yaku has an id (the
    /// lower-case name used in JSON, e.g. `menzen_tsumo`), a han value for a
    /// closed and for an open hand ([`Yaku::closed_han`],
    /// [`Yaku::open_han`]), and is one bit whose position never changes.
    ///
    /// The last three entries are not yaku: [`Yaku::DORA`],
    /// [`Yaku::AKA_DORA`] and [`Yaku::URA_DORA`] mark that the hand counts
    /// dora, worth one han per tile ([`Score::han_of`](crate::score::Score::han_of)
    /// gives the count). They never make a hand without a yaku score.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// let set = Yaku::RIICHI | Yaku::TANYAO;
    /// let ids: Vec<&str> = set.iter().filter_map(Yaku::id).collect();
    /// assert_eq!(ids, ["riichi", "tanyao"]);
    /// assert_eq!(Yaku::from_id("ittsu"), Some(Yaku::ITTSU));
    /// assert_eq!((Yaku::ITTSU.closed_han(), Yaku::ITTSU.open_han()), (2, 1));
    /// ```
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
    pub struct Yaku: u64 {
        /// Menzen tsumo: a closed hand won by drawing. 1 han, closed only.
        const MENZEN_TSUMO = 1;
        /// Riichi. 1 han, closed only.
        const RIICHI = 1 << 1;
        /// Double riichi (daburu riichi): riichi on the first turn. 2 han, closed only.
        const DOUBLE_RIICHI = 1 << 2;
        /// Ippatsu: won within one go-around after riichi. 1 han, closed only.
        const IPPATSU = 1 << 3;
        /// Chankan: robbing a kan. 1 han.
        const CHANKAN = 1 << 4;
        /// Rinshan kaihou: won on the replacement tile of a kan. 1 han.
        const RINSHAN_KAIHOU = 1 << 5;
        /// Haitei raoyue: won on the last drawn tile. 1 han.
        const HAITEI_RAOYUE = 1 << 6;
        /// Houtei raoyui: won on the last discard. 1 han.
        const HOUTEI_RAOYUI = 1 << 7;
        /// Pinfu: closed, four sequences, a pair that is no yakuhai, a
        /// two-sided wait. 1 han, closed only.
        const PINFU = 1 << 8;
        /// Tanyao: simples (2 to 8) only. 1 han; open only with
        /// [`Rules::open_tanyao`](crate::rules::Rules::open_tanyao).
        const TANYAO = 1 << 9;
        /// Iipeikou: two identical sequences. 1 han, closed only.
        const IIPEIKOU = 1 << 10;
        /// Yakuhai: a triplet or quad of White (`5z`). 1 han.
        const YAKUHAI_HAKU = 1 << 11;
        /// Yakuhai: a triplet or quad of Green (`6z`). 1 han.
        const YAKUHAI_HATSU = 1 << 12;
        /// Yakuhai: a triplet or quad of Red (`7z`). 1 han.
        const YAKUHAI_CHUN = 1 << 13;
        /// Yakuhai: a triplet or quad of the seat wind. 1 han.
        const SEAT_WIND = 1 << 14;
        /// Yakuhai: a triplet or quad of the round wind. 1 han (a double
        /// wind counts both this and [`Yaku::SEAT_WIND`]).
        const ROUND_WIND = 1 << 15;
        /// Sanshoku doujun: the same sequence in all three suits. 2 han, 1 open.
        const SANSHOKU_DOUJUN = 1 << 16;
        /// Ittsu (ikkitsuukan): `123`, `456` and `789` of one suit. 2 han, 1 open.
        const ITTSU = 1 << 17;
        /// Chanta: every block holds a terminal or an honor, with at least
        /// one sequence and one honor. 2 han, 1 open.
        const CHANTA = 1 << 18;
        /// Honroutou: terminals and honors only (with toitoi or
        /// chiitoitsu, which count too). 2 han.
        const HONROUTOU = 1 << 19;
        /// Toitoi: four triplets or quads. 2 han.
        const TOITOI = 1 << 20;
        /// Sanankou: three concealed triplets or quads. 2 han.
        const SANANKOU = 1 << 21;
        /// Sankantsu: three quads. 2 han.
        const SANKANTSU = 1 << 22;
        /// Sanshoku doukou: the same triplet in all three suits. 2 han.
        const SANSHOKU_DOUKOU = 1 << 23;
        /// Chiitoitsu: seven distinct pairs. 2 han, closed only.
        const CHIITOITSU = 1 << 24;
        /// Shousangen: two dragon triplets and a dragon pair. 2 han.
        const SHOUSANGEN = 1 << 25;
        /// Honitsu: one suit and honors. 3 han, 2 open.
        const HONITSU = 1 << 26;
        /// Junchan: every block holds a terminal, at least one sequence,
        /// no honor. 3 han, 2 open.
        const JUNCHAN = 1 << 27;
        /// Ryanpeikou: two times two identical sequences. 3 han, closed only.
        const RYANPEIKOU = 1 << 28;
        /// Chinitsu: one suit, no honor. 6 han, 5 open.
        const CHINITSU = 1 << 29;
        /// Kokushi musou: thirteen orphans. Yakuman.
        const KOKUSHI_MUSOU = 1 << 30;
        /// Chuuren poutou: nine gates, `1112345678999` and one more tile
        /// of the suit, closed. Yakuman.
        const CHUUREN_POUTOU = 1 << 31;
        /// Suuankou: four concealed triplets or quads. Yakuman.
        const SUUANKOU = 1 << 32;
        /// Daisangen: three dragon triplets. Yakuman.
        const DAISANGEN = 1 << 33;
        /// Shousuushii: three wind triplets and a wind pair. Yakuman.
        const SHOUSUUSHII = 1 << 34;
        /// Ryuuiisou: only `23468s` and Green (`6z`). Yakuman.
        const RYUUIISOU = 1 << 35;
        /// Suukantsu: four quads. Yakuman.
        const SUUKANTSU = 1 << 36;
        /// Tsuuiisou: honors only. Yakuman.
        const TSUUIISOU = 1 << 37;
        /// Chinroutou: terminals only. Yakuman.
        const CHINROUTOU = 1 << 38;
        /// Tenhou: the dealer's win on the initial deal. Yakuman.
        const TENHOU = 1 << 39;
        /// Chiihou: a non-dealer's win on the first draw. Yakuman.
        const CHIIHOU = 1 << 40;
        /// Kokushi musou on the thirteen-sided wait (the thirteen tiles
        /// before the win held every orphan). Double yakuman.
        const KOKUSHI_MUSOU_13_WAIT = 1 << 41;
        /// Junsei chuuren poutou: the thirteen tiles before the win were
        /// exactly `1112345678999`. Double yakuman.
        const JUNSEI_CHUUREN_POUTOU = 1 << 42;
        /// Suuankou won on the pair (tanki). Double yakuman.
        const SUUANKOU_TANKI = 1 << 43;
        /// Daisuushii: four wind triplets. Double yakuman.
        const DAISUUSHII = 1 << 44;
        /// Dora: one han per dora tile.
        const DORA = 1 << 45;
        /// Aka dora: one han per red five, with [`Rules::red_fives`](crate::rules::Rules::red_fives).
        const AKA_DORA = 1 << 46;
        /// Ura dora: one han per ura-dora tile, with riichi only.
        const URA_DORA = 1 << 47;
        /// Kita (nukidora): one han per north tile set aside at three
        /// players. A dora entry: it never makes a hand without a yaku score.
        const KITA = 1 << 48;
        /// Renhou: a non-dealer's win on a discard before their first
        /// draw. 5 han closed, or a yakuman, as
        /// [`Rules::renhou`](crate::rules::Rules::renhou) says.
        const RENHOU = 1 << 49;
        /// Open riichi: the riichi was declared with the hand shown. 1 han
        /// beside riichi or double riichi, closed only, under
        /// [`Rules::open_riichi`](crate::rules::Rules::open_riichi).
        const OPEN_RIICHI = 1 << 50;
        /// Daisharin: `22334455667788p`, closed (other suits too under
        /// [`Rules::daisharin_other_suits`](crate::rules::Rules::daisharin_other_suits)). Yakuman.
        const DAISHARIN = 1 << 51;
        /// Daichisei: seven pairs of the seven honors. Yakuman.
        const DAICHISEI = 1 << 52;
        /// Sashikomi: a ron on a discard into the winner's open riichi by a
        /// player not in riichi. Yakuman.
        const SASHIKOMI = 1 << 53;
        /// Paarenchan: the dealer's eighth win in a row. Yakuman.
        const PAARENCHAN = 1 << 54;
        /// Nagashi mangan: every discard of a player was a terminal or
        /// honor and none was called; settled as a mangan tsumo.
        const NAGASHI_MANGAN = 1 << 55;
    }
}

/// Id, closed han and open han of each bit, in bit order. An open han of 0
/// means the yaku needs a closed hand; the dora entries have han 0 here
/// because they count tiles.
const TABLE: [(&str, u8, u8); 56] = [
    ("menzen_tsumo", 1, 0),
    ("riichi", 1, 0),
    ("double_riichi", 2, 0),
    ("ippatsu", 1, 0),
    ("chankan", 1, 1),
    ("rinshan_kaihou", 1, 1),
    ("haitei_raoyue", 1, 1),
    ("houtei_raoyui", 1, 1),
    ("pinfu", 1, 0),
    ("tanyao", 1, 1),
    ("iipeikou", 1, 0),
    ("yakuhai_haku", 1, 1),
    ("yakuhai_hatsu", 1, 1),
    ("yakuhai_chun", 1, 1),
    ("seat_wind", 1, 1),
    ("round_wind", 1, 1),
    ("sanshoku_doujun", 2, 1),
    ("ittsu", 2, 1),
    ("chanta", 2, 1),
    ("honroutou", 2, 2),
    ("toitoi", 2, 2),
    ("sanankou", 2, 2),
    ("sankantsu", 2, 2),
    ("sanshoku_doukou", 2, 2),
    ("chiitoitsu", 2, 0),
    ("shousangen", 2, 2),
    ("honitsu", 3, 2),
    ("junchan", 3, 2),
    ("ryanpeikou", 3, 0),
    ("chinitsu", 6, 5),
    ("kokushi_musou", 13, 0),
    ("chuuren_poutou", 13, 0),
    ("suuankou", 13, 0),
    ("daisangen", 13, 13),
    ("shousuushii", 13, 13),
    ("ryuuiisou", 13, 13),
    ("suukantsu", 13, 13),
    ("tsuuiisou", 13, 13),
    ("chinroutou", 13, 13),
    ("tenhou", 13, 0),
    ("chiihou", 13, 0),
    ("kokushi_musou_13_wait", 26, 0),
    ("junsei_chuuren_poutou", 26, 0),
    ("suuankou_tanki", 26, 0),
    ("daisuushii", 26, 26),
    ("dora", 0, 0),
    ("aka_dora", 0, 0),
    ("ura_dora", 0, 0),
    ("kita", 0, 0),
    ("renhou", 5, 0),
    ("open_riichi", 1, 0),
    ("daisharin", 13, 0),
    ("daichisei", 13, 0),
    ("sashikomi", 13, 0),
    ("paarenchan", 13, 13),
    ("nagashi_mangan", 5, 5),
];

impl Yaku {
    /// Every yakuman, single and double (renhou, a yakuman only under some
    /// rules, is not among them).
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert!(Yaku::YAKUMAN.contains(Yaku::TENHOU | Yaku::DAISUUSHII));
    /// assert!(!Yaku::YAKUMAN.contains(Yaku::CHINITSU));
    /// ```
    pub const YAKUMAN: Yaku = Yaku::from_bits_retain(((1 << 45) - 1) & !((1 << 30) - 1))
        .union(Yaku::DAISHARIN)
        .union(Yaku::DAICHISEI)
        .union(Yaku::SASHIKOMI)
        .union(Yaku::PAARENCHAN);

    /// The four yakuman that count double with
    /// [`Rules::double_yakuman`](crate::rules::Rules::double_yakuman).
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::DOUBLE_YAKUMAN.iter().count(), 4);
    /// ```
    pub const DOUBLE_YAKUMAN: Yaku = Yaku::KOKUSHI_MUSOU_13_WAIT
        .union(Yaku::JUNSEI_CHUUREN_POUTOU)
        .union(Yaku::SUUANKOU_TANKI)
        .union(Yaku::DAISUUSHII);

    /// The dora entries, counted per tile.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::DORA_ENTRIES, Yaku::DORA | Yaku::AKA_DORA | Yaku::URA_DORA | Yaku::KITA);
    /// ```
    pub const DORA_ENTRIES: Yaku = Yaku::DORA
        .union(Yaku::AKA_DORA)
        .union(Yaku::URA_DORA)
        .union(Yaku::KITA);

    /// The table row of a single flag.
    fn row(self) -> Option<(&'static str, u8, u8)> {
        if self.bits().count_ones() != 1 {
            return None;
        }
        TABLE.get(self.bits().trailing_zeros() as usize).copied()
    }

    /// The id of a single yaku (`"menzen_tsumo"`, …, `"daisuushii"`,
    /// `"dora"`, `"aka_dora"`, `"ura_dora"`); `None` for an empty set or
    /// several yaku.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::SUUANKOU_TANKI.id(), Some("suuankou_tanki"));
    /// assert_eq!((Yaku::RIICHI | Yaku::PINFU).id(), None);
    /// ```
    pub fn id(self) -> Option<&'static str> {
        self.row().map(|(id, _, _)| id)
    }

    /// The yaku with the id `id`, or `None`.
    ///
    /// ```
    /// assert_eq!(tehai::score::Yaku::from_id("chiitoitsu"), Some(tehai::score::Yaku::CHIITOITSU));
    /// assert_eq!(tehai::score::Yaku::from_id("nagashi"), None);
    /// ```
    pub fn from_id(id: &str) -> Option<Yaku> {
        let index = TABLE.iter().position(|&(name, _, _)| name == id)?;
        Some(Yaku::from_bits_retain(1 << index))
    }

    /// The han of a single yaku in a closed hand: 13 for a yakuman, 26 for
    /// a double yakuman (13 without
    /// [`Rules::double_yakuman`](crate::rules::Rules::double_yakuman)); 0 for a
    /// set that is not one yaku, and for the dora entries, which count tiles.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::CHINITSU.closed_han(), 6);
    /// assert_eq!(Yaku::DAISUUSHII.closed_han(), 26);
    /// assert_eq!(Yaku::DORA.closed_han(), 0);
    /// ```
    pub fn closed_han(self) -> u8 {
        self.row().map_or(0, |(_, closed, _)| closed)
    }

    /// The han of a single yaku in an open hand; 0 when the yaku needs a
    /// closed hand (and for the dora entries and sets that are not one yaku).
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::CHINITSU.open_han(), 5);
    /// assert_eq!(Yaku::PINFU.open_han(), 0);
    /// ```
    pub fn open_han(self) -> u8 {
        self.row().map_or(0, |(_, _, open)| open)
    }

    /// `true` if every yaku of the set is a yakuman (and the set is not empty).
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert!((Yaku::DAISANGEN | Yaku::TSUUIISOU).is_yakuman());
    /// assert!(!(Yaku::DAISANGEN | Yaku::RIICHI).is_yakuman());
    /// ```
    pub fn is_yakuman(self) -> bool {
        !self.is_empty() && Yaku::YAKUMAN.contains(self)
    }
}

impl fmt::Display for Yaku {
    /// The ids separated by single spaces, in bit order.
    ///
    /// ```
    /// let set = tehai::score::Yaku::RIICHI | tehai::score::Yaku::DORA;
    /// assert_eq!(set.to_string(), "riichi dora");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, flag) in self.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            f.write_str(flag.id().unwrap_or("?"))?;
        }
        Ok(())
    }
}

/// The han of each bit (the row of [`TABLE`]) in a closed hand (`[0]`)
/// and an open one (`[1]`), a double yakuman counting 26; 0 past the table.
/// Plain bytes, so that a set's han is one load a bit.
static HAN: [[u8; 64]; 2] = {
    let mut han = [[0; 64]; 2];
    let mut index = 0;
    while index < TABLE.len() {
        han[0][index] = TABLE[index].1;
        han[1][index] = TABLE[index].2;
        index += 1;
    }
    han
};

/// The four double-yakuman bits, each beside the rule option that makes it
/// count twice.
const DOUBLES: [(Yaku, DoubleYakuman); 4] = [
    (Yaku::SUUANKOU_TANKI, DoubleYakuman::SUUANKOU_TANKI),
    (Yaku::KOKUSHI_MUSOU_13_WAIT, DoubleYakuman::KOKUSHI_13_WAIT),
    (Yaku::JUNSEI_CHUUREN_POUTOU, DoubleYakuman::JUNSEI_CHUUREN),
    (Yaku::DAISUUSHII, DoubleYakuman::DAISUUSHII),
];

/// The yaku bits that count 13 han though the table says 26: the double
/// yakuman the rules count once.
pub(crate) fn doubled_once(rules: &Rules) -> Yaku {
    SINGLES[usize::from(rules.double_yakuman.bits() & 15)]
}

/// [`doubled_once`] for each set of doubles (by its bits): one load.
static SINGLES: [Yaku; 16] = {
    let mut table = [Yaku::empty(); 16];
    let mut bits = 0;
    while bits < 16 {
        let mut singles = Yaku::empty();
        let mut index = 0;
        while index < DOUBLES.len() {
            let (yaku, double) = DOUBLES[index];
            if bits & double.bits() == 0 {
                singles = singles.union(yaku);
            }
            index += 1;
        }
        table[bits as usize] = singles;
        bits += 1;
    }
    table
};

/// The han of the yaku at bit `index` in a closed or open hand, a double
/// yakuman counting 13 when it is among `singles`.
fn han_of_index(index: u32, open: bool, singles: Yaku) -> u8 {
    let Some(&han) = HAN[usize::from(open)].get(index as usize) else {
        return 0;
    };
    if singles.bits() >> index & 1 != 0 {
        13
    } else {
        han
    }
}

/// The han of one flag of a hand (0 for a set that is not one flag).
pub(crate) fn han_of_flag(flag: Yaku, open: bool, singles: Yaku) -> u8 {
    if flag.bits().count_ones() != 1 {
        return 0;
    }
    han_of_index(flag.bits().trailing_zeros(), open, singles)
}

/// Total han of a set (dora entries excluded): one table look-up per bit
/// set, `singles` counting 13.
pub(crate) fn han_of_set(set: Yaku, open: bool, singles: Yaku) -> u32 {
    let table = &HAN[usize::from(open)];
    let mut bits = set.bits();
    let mut han = 0;
    while bits != 0 {
        let index = bits.trailing_zeros() & 63;
        let one = if singles.bits() >> index & 1 != 0 {
            13
        } else {
            table[index as usize]
        };
        han += u32::from(one);
        bits &= bits - 1;
    }
    han
}

/// Bit masks over the 34 tile kinds (bit `i` = the tile of index `i`).
pub(crate) mod kinds {
    /// 1 and 9 of the three number suits.
    pub(crate) const TERMINALS: u64 = 1 | 1 << 8 | 1 << 9 | 1 << 17 | 1 << 18 | 1 << 26;
    /// `1z` to `7z`.
    pub(crate) const HONORS: u64 = 0x7f << 27;
    /// `1z` to `4z`.
    pub(crate) const WINDS: u64 = 0xf << 27;
    /// `5z` to `7z`.
    pub(crate) const DRAGONS: u64 = 0x7 << 31;
    /// Terminals and honors: the orphans.
    pub(crate) const ORPHANS: u64 = TERMINALS | HONORS;
    /// The green tiles: `2s 3s 4s 6s 8s 6z`.
    pub(crate) const GREEN: u64 = 1 << 19 | 1 << 20 | 1 << 21 | 1 << 23 | 1 << 25 | 1 << 32;
    /// The first tiles of the sequences that hold a terminal: `123` and `789`.
    pub(crate) const SEQUENCE_ENDS: u64 = 1 | 1 << 6 | 1 << 9 | 1 << 15 | 1 << 18 | 1 << 24;
    /// The nine kinds of one number suit, shifted to the suit's first index.
    pub(crate) const SUIT: u64 = 0x1ff;

    /// The bit of a tile.
    pub(crate) const fn bit(tile: crate::tile::Tile) -> u64 {
        1 << tile.index()
    }
}

/// `yaku` if `condition` holds, else the empty set, without a branch.
#[inline(always)]
pub(super) const fn when(condition: bool, yaku: Yaku) -> Yaku {
    Yaku::from_bits_retain(yaku.bits() & (condition as u64).wrapping_neg())
}

/// The yakuman the rules make a player liable for (pao), a flag each.
pub(crate) fn liable_yaku(rules: &Rules) -> Yaku {
    let pao = rules.pao;
    when(pao.contains(Pao::DAISANGEN), Yaku::DAISANGEN)
        | when(pao.contains(Pao::DAISUUSHII), Yaku::DAISUUSHII)
        | when(pao.contains(Pao::SUUKANTSU), Yaku::SUUKANTSU)
}

/// The situation yaku: those the context alone decides. `unusual` says
/// whether any situation beyond tsumo and riichi may be flagged (the
/// context check has read every flag once already); without one, only
/// those three are looked at.
#[inline]
pub(crate) fn situation_yaku(context: &WinContext, closed: bool, unusual: bool) -> Yaku {
    let mut yaku = Yaku::empty();
    yaku |= when(closed && context.tsumo, Yaku::MENZEN_TSUMO);
    yaku |= when(context.double_riichi, Yaku::DOUBLE_RIICHI);
    yaku |= when(context.riichi && !context.double_riichi, Yaku::RIICHI);
    if !unusual {
        // Most wins: nothing else to look at.
        return yaku;
    }
    if context.open_riichi | context.sashikomi | context.paarenchan | context.renhou {
        // The situations of the local rules, rare: one test for all.
        let rules = &context.rules;
        yaku |= when(context.open_riichi && rules.open_riichi, Yaku::OPEN_RIICHI);
        yaku |= when(
            context.sashikomi && rules.sashikomi_yakuman,
            Yaku::SASHIKOMI,
        );
        yaku |= when(context.paarenchan && rules.paarenchan, Yaku::PAARENCHAN);
        yaku |= when(
            context.renhou && rules.renhou != crate::rules::Renhou::Off,
            Yaku::RENHOU,
        );
    }
    yaku |= when(context.ippatsu, Yaku::IPPATSU);
    yaku |= when(context.chankan, Yaku::CHANKAN);
    yaku |= when(context.rinshan, Yaku::RINSHAN_KAIHOU);
    yaku |= when(context.haitei, Yaku::HAITEI_RAOYUE);
    yaku |= when(context.houtei, Yaku::HOUTEI_RAOYUI);
    yaku |= when(context.tenhou, Yaku::TENHOU);
    yaku |= when(context.chiihou, Yaku::CHIIHOU);
    yaku
}

/// The yaku decided by which tile kinds the whole hand (concealed tiles and
/// melds) holds: `present` has a bit per kind held.
pub(crate) fn tile_kind_yaku(present: u64, closed: bool, rules: &Rules) -> Yaku {
    let mut yaku = Yaku::empty();
    let subset_of = |mask: u64| present & !mask == 0;
    yaku |= when(
        present & kinds::ORPHANS == 0 && (closed || rules.open_tanyao),
        Yaku::TANYAO,
    );
    let held = |shift: u32| u32::from((present >> shift) & kinds::SUIT != 0);
    let number_suits = held(0) + held(9) + held(18);
    let honors = present & kinds::HONORS != 0;
    yaku |= when(number_suits == 1 && !honors, Yaku::CHINITSU);
    yaku |= when(number_suits == 1 && honors, Yaku::HONITSU);
    yaku |= when(subset_of(kinds::ORPHANS), Yaku::HONROUTOU);
    yaku |= when(subset_of(kinds::HONORS), Yaku::TSUUIISOU);
    yaku |= when(subset_of(kinds::TERMINALS), Yaku::CHINROUTOU);
    yaku |= when(subset_of(kinds::GREEN), Yaku::RYUUIISOU);
    yaku
}

/// The sequence yaku but pinfu: `starts` has a bit per kind that starts a
/// sequence (concealed or called), `identical_pairs` counts the pairs of
/// identical concealed sequences.
pub(crate) fn sequence_yaku(starts: u64, identical_pairs: u8, closed: bool) -> Yaku {
    let mut yaku = Yaku::empty();
    yaku |= when(closed && identical_pairs >= 2, Yaku::RYANPEIKOU);
    yaku |= when(closed && identical_pairs == 1, Yaku::IIPEIKOU);
    // The same start in all three suits; `123`, `456` and `789` of one suit.
    let sanshoku = starts & (starts >> 9) & (starts >> 18) & kinds::SUIT;
    yaku |= when(sanshoku != 0, Yaku::SANSHOKU_DOUJUN);
    let straights = starts & (starts >> 3) & (starts >> 6);
    yaku |= when(straights & (1 | 1 << 9 | 1 << 18) != 0, Yaku::ITTSU);
    yaku
}

/// Chanta and junchan: `outside` if every block holds a terminal or honor,
/// `terminal` if every block holds a terminal.
pub(crate) fn outside_yaku(outside: bool, terminal: bool, sequences: u8, honors: bool) -> Yaku {
    let mut yaku = Yaku::empty();
    if sequences > 0 {
        yaku |= when(terminal && !honors, Yaku::JUNCHAN);
        yaku |= when(outside && !terminal && honors, Yaku::CHANTA);
    }
    yaku
}

/// What the triplet yaku look at.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Triplets {
    /// A bit per kind held as a triplet or quad.
    pub(crate) kinds: u64,
    /// Triplets and quads.
    pub(crate) count: u8,
    /// Concealed triplets and quads: closed kans, and concealed triplets
    /// but the one a ron completed.
    pub(crate) concealed: u8,
    /// Quads, open or closed.
    pub(crate) kans: u8,
}

/// The triplet yaku: toitoi, sanankou, sankantsu, sanshoku doukou and the
/// yakuman suuankou (on the pair: `tanki`) and suukantsu.
pub(crate) fn triplet_yaku(triplets: Triplets, tanki: bool) -> Yaku {
    let mut yaku = Yaku::empty();
    yaku |= when(triplets.count == 4, Yaku::TOITOI);
    yaku |= when(triplets.concealed == 3, Yaku::SANANKOU);
    yaku |= when(triplets.concealed == 4 && !tanki, Yaku::SUUANKOU);
    yaku |= when(triplets.concealed == 4 && tanki, Yaku::SUUANKOU_TANKI);
    yaku |= when(triplets.kans == 3, Yaku::SANKANTSU);
    yaku |= when(triplets.kans == 4, Yaku::SUUKANTSU);
    let [man, pin, sou] = [0, 9, 18].map(|shift| (triplets.kinds >> shift) & kinds::SUIT);
    yaku |= when(man & pin & sou != 0, Yaku::SANSHOKU_DOUKOU);
    yaku
}

/// The honor yaku: yakuhai of each dragon and wind, and the dragon and wind
/// hands. `triplets` has a bit per kind held as a triplet or quad.
pub(crate) fn honor_yaku(triplets: u64, pair: Tile, seat: Wind, round: Wind) -> Yaku {
    if triplets & kinds::HONORS == 0 {
        // Every honor yaku needs an honor triplet: the common case.
        return Yaku::empty();
    }
    let held = |index: u32| triplets >> index & 1 != 0;
    let mut yaku = Yaku::empty();
    yaku |= when(held(31), Yaku::YAKUHAI_HAKU);
    yaku |= when(held(32), Yaku::YAKUHAI_HATSU);
    yaku |= when(held(33), Yaku::YAKUHAI_CHUN);
    yaku |= when(held(27 + seat as u32), Yaku::SEAT_WIND);
    yaku |= when(held(27 + round as u32), Yaku::ROUND_WIND);
    let dragons = (triplets & kinds::DRAGONS).count_ones();
    let winds = (triplets & kinds::WINDS).count_ones();
    let pair = kinds::bit(pair);
    yaku |= when(dragons == 3, Yaku::DAISANGEN);
    yaku |= when(dragons == 2 && pair & kinds::DRAGONS != 0, Yaku::SHOUSANGEN);
    yaku |= when(winds == 4, Yaku::DAISUUSHII);
    yaku |= when(winds == 3 && pair & kinds::WINDS != 0, Yaku::SHOUSUUSHII);
    yaku
}

/// Nine gates (chuuren poutou): the 14 concealed tiles of a hand without
/// melds are `1112345678999` of one suit plus one more of that suit; junsei
/// when that extra tile is the winning tile, so that the 13 tiles before the
/// win were exactly `1112345678999` (a nine-sided wait).
pub(crate) fn nine_gates_yaku(hand: &Hand, winning_tile: Tile) -> Yaku {
    /// `1112345678999`: three 1s, one of 2 to 8, three 9s.
    const GATES: u32 = 0o311_111_113;
    let suit = hand.suit(winning_tile.suit());
    // Every tile in the winning tile's suit: the three others are empty,
    // which is quicker to see than a count.
    let empty = hand.suits().iter().filter(|other| other.raw() == 0).count();
    if empty != 3 || winning_tile.suit().is_honor() || suit.tile_count() != 14 {
        return Yaku::empty();
    }
    let raw = suit.raw();
    let gates = PackedSuit::from_raw_unchecked(GATES);
    let covers = (0..9).all(|rank| suit.count(rank) >= gates.count(rank));
    if !covers {
        return Yaku::empty();
    }
    if raw.wrapping_sub(GATES) == 1 << (3 * u32::from(winning_tile.rank())) {
        Yaku::JUNSEI_CHUUREN_POUTOU
    } else {
        Yaku::CHUUREN_POUTOU
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    fn present(text: &str) -> u64 {
        let hand: Hand = text.parse().unwrap();
        hand.tiles().fold(0, |mask, tile| mask | kinds::bit(tile))
    }

    #[test]
    fn table_matches_the_flags() {
        for (index, &(id, closed, open)) in TABLE.iter().enumerate() {
            let flag = Yaku::from_bits(1 << index).unwrap();
            assert_eq!(flag.id(), Some(id));
            assert_eq!(Yaku::from_id(id), Some(flag));
            assert_eq!((flag.closed_han(), flag.open_han()), (closed, open));
            let local_yakuman = [51, 52, 53, 54].contains(&index);
            assert_eq!(
                flag.is_yakuman(),
                (30..45).contains(&index) || local_yakuman,
                "{id}"
            );
        }
        assert_eq!(Yaku::all().iter().count(), TABLE.len());
        assert_eq!(Yaku::empty().id(), None);
        assert_eq!(Yaku::empty().closed_han(), 0);
        assert_eq!((Yaku::RIICHI | Yaku::TANYAO).open_han(), 0);
        assert!(!Yaku::empty().is_yakuman());
        assert_eq!(Yaku::YAKUMAN.iter().count(), 19);
        assert_eq!(std::format!("{}", Yaku::RIICHI | Yaku::DORA), "riichi dora");
        assert_eq!(std::format!("{}", Yaku::TANYAO), "tanyao");
        assert_eq!(std::format!("{}", Yaku::empty()), "");
        let once = doubled_once(&Rules {
            double_yakuman: DoubleYakuman::empty(),
            ..Rules::default()
        });
        let twice = doubled_once(&Rules {
            double_yakuman: DoubleYakuman::all(),
            ..Rules::default()
        });
        assert_eq!(once, Yaku::DOUBLE_YAKUMAN);
        assert_eq!(twice, Yaku::empty());
        for flag in Yaku::DOUBLE_YAKUMAN.iter() {
            assert_eq!(flag.closed_han(), 26);
            assert_eq!(han_of_flag(flag, false, once), 13);
            assert_eq!(han_of_flag(flag, false, twice), 26);
        }
        // One double counted twice, the others once.
        for (flag, double) in DOUBLES {
            let singles = doubled_once(&Rules {
                double_yakuman: double,
                ..Rules::default()
            });
            assert_eq!(han_of_flag(flag, false, singles), 26);
            assert_eq!(
                han_of_set(Yaku::DOUBLE_YAKUMAN, false, singles),
                26 + 3 * 13
            );
        }
        assert_eq!(han_of_flag(Yaku::DAISUUSHII, true, once), 13);
        assert_eq!(han_of_flag(Yaku::DAISANGEN, true, once), 13);
        assert_eq!(han_of_flag(Yaku::CHINITSU, true, once), 5);
        assert_eq!(han_of_set(Yaku::CHINITSU | Yaku::ITTSU, false, once), 8);
    }

    #[test]
    fn tile_kinds() {
        let rules = Rules::default();
        let closed = |text: &str| tile_kind_yaku(present(text), true, &rules);
        assert_eq!(closed("234567m234p55s"), Yaku::TANYAO);
        assert_eq!(
            tile_kind_yaku(
                present("234567m234p55s"),
                false,
                &Rules {
                    open_tanyao: false,
                    ..rules
                }
            ),
            Yaku::empty()
        );
        assert_eq!(
            tile_kind_yaku(present("234567m234p55s"), false, &rules),
            Yaku::TANYAO
        );
        assert_eq!(closed("1112345678999m"), Yaku::CHINITSU);
        assert_eq!(closed("2345678m"), Yaku::CHINITSU | Yaku::TANYAO);
        assert_eq!(closed("123m11z"), Yaku::HONITSU);
        assert_eq!(closed("19m11z"), Yaku::HONITSU | Yaku::HONROUTOU);
        assert_eq!(closed("19m19p"), Yaku::HONROUTOU | Yaku::CHINROUTOU);
        assert_eq!(closed("1234z"), Yaku::HONROUTOU | Yaku::TSUUIISOU);
        assert_eq!(closed("23468s66z"), Yaku::RYUUIISOU | Yaku::HONITSU);
        assert_eq!(
            closed("2348s"),
            Yaku::RYUUIISOU | Yaku::CHINITSU | Yaku::TANYAO
        );
        assert_eq!(closed("1m1p"), Yaku::HONROUTOU | Yaku::CHINROUTOU);
        assert_eq!(closed("2m2p"), Yaku::TANYAO);
    }

    #[test]
    fn sequences() {
        let start = |text: &str| present(text);
        assert_eq!(
            sequence_yaku(start("1m1p1s"), 0, true),
            Yaku::SANSHOKU_DOUJUN
        );
        assert_eq!(sequence_yaku(start("1m1p2s"), 0, true), Yaku::empty());
        assert_eq!(sequence_yaku(start("147p"), 0, false), Yaku::ITTSU);
        assert_eq!(sequence_yaku(start("146p"), 0, false), Yaku::empty());
        assert_eq!(sequence_yaku(0, 1, true), Yaku::IIPEIKOU);
        assert_eq!(sequence_yaku(0, 2, true), Yaku::RYANPEIKOU);
        assert_eq!(sequence_yaku(0, 2, false), Yaku::empty());
    }

    #[test]
    fn outside_hands() {
        assert_eq!(outside_yaku(true, true, 1, false), Yaku::JUNCHAN);
        assert_eq!(outside_yaku(true, false, 1, true), Yaku::CHANTA);
        assert_eq!(outside_yaku(true, false, 0, true), Yaku::empty());
        assert_eq!(outside_yaku(true, true, 0, false), Yaku::empty());
        assert_eq!(outside_yaku(false, false, 2, true), Yaku::empty());
    }

    #[test]
    fn triplets() {
        let set = |kinds: u64, count, concealed, kans| Triplets {
            kinds,
            count,
            concealed,
            kans,
        };
        assert_eq!(triplet_yaku(set(0, 4, 2, 0), false), Yaku::TOITOI);
        assert_eq!(triplet_yaku(set(0, 3, 3, 0), false), Yaku::SANANKOU);
        assert_eq!(
            triplet_yaku(set(0, 4, 4, 0), false),
            Yaku::TOITOI | Yaku::SUUANKOU
        );
        assert_eq!(
            triplet_yaku(set(0, 4, 4, 4), true),
            Yaku::TOITOI | Yaku::SUUANKOU_TANKI | Yaku::SUUKANTSU
        );
        assert_eq!(triplet_yaku(set(0, 3, 0, 3), false), Yaku::SANKANTSU);
        assert_eq!(
            triplet_yaku(set(present("2m2p2s"), 3, 0, 0), false),
            Yaku::SANSHOKU_DOUKOU
        );
        assert_eq!(
            triplet_yaku(set(present("2m2p3s"), 3, 0, 0), false),
            Yaku::empty()
        );
    }

    #[test]
    fn honors() {
        let (east, south) = (Wind::East, Wind::South);
        assert_eq!(
            honor_yaku(present("567z"), tile("1m"), east, east),
            Yaku::YAKUHAI_HAKU | Yaku::YAKUHAI_HATSU | Yaku::YAKUHAI_CHUN | Yaku::DAISANGEN
        );
        assert_eq!(
            honor_yaku(present("56z"), tile("7z"), east, east),
            Yaku::YAKUHAI_HAKU | Yaku::YAKUHAI_HATSU | Yaku::SHOUSANGEN
        );
        assert_eq!(
            honor_yaku(present("1z"), tile("7z"), east, east),
            Yaku::SEAT_WIND | Yaku::ROUND_WIND
        );
        assert_eq!(
            honor_yaku(present("2z"), tile("7z"), south, east),
            Yaku::SEAT_WIND
        );
        assert_eq!(
            honor_yaku(present("2z"), tile("7z"), east, south),
            Yaku::ROUND_WIND
        );
        assert_eq!(
            honor_yaku(present("3z"), tile("7z"), east, south),
            Yaku::empty()
        );
        assert_eq!(
            honor_yaku(present("234z"), tile("1z"), south, south),
            Yaku::SEAT_WIND | Yaku::ROUND_WIND | Yaku::SHOUSUUSHII
        );
        assert_eq!(
            honor_yaku(present("1234z"), tile("1m"), Wind::West, Wind::West),
            Yaku::SEAT_WIND | Yaku::ROUND_WIND | Yaku::DAISUUSHII
        );
        assert_eq!(
            honor_yaku(present("34z"), tile("1z"), south, south),
            Yaku::empty()
        );
    }

    #[test]
    fn nine_gates() {
        let gates = |text: &str, win: &str| nine_gates_yaku(&text.parse().unwrap(), tile(win));
        assert_eq!(gates("11123455678999m", "5m"), Yaku::JUNSEI_CHUUREN_POUTOU);
        assert_eq!(gates("11123455678999m", "4m"), Yaku::CHUUREN_POUTOU);
        assert_eq!(gates("11112345678999p", "1p"), Yaku::JUNSEI_CHUUREN_POUTOU);
        assert_eq!(gates("11112345678999p", "9p"), Yaku::CHUUREN_POUTOU);
        assert_eq!(gates("11122345678999s", "2s"), Yaku::JUNSEI_CHUUREN_POUTOU);
        assert_eq!(gates("11122345678999s", "9s"), Yaku::CHUUREN_POUTOU);
        assert_eq!(gates("11123456789999s", "9s"), Yaku::JUNSEI_CHUUREN_POUTOU);
        assert_eq!(gates("11223345678999s", "9s"), Yaku::empty());
        assert_eq!(gates("11123455678999m", "5p"), Yaku::empty());
        assert_eq!(gates("1112345678999m1z", "1z"), Yaku::empty());
        assert_eq!(gates("1112345678m", "1m"), Yaku::empty());
    }
}
