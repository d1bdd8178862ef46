//! The rule set across the boundary: the presets (`TehaiWinContext::preset`,
//! [`tehai_rules_preset`]), [`TehaiRules`] (every option of the core's
//! `Rules`, a byte or two each), [`tehai_rules_set`] (an option by name and
//! text, read by the core), and scoring under a `TehaiRules`
//! ([`tehai_score_with_rules`], [`tehai_score_payments`]).

use core::ffi::{CStr, c_char};

use tehai::Players;
use tehai::rules::{
    DoubleWindPairFu, DoubleYakuman, Kazoe, OpenPinfuFu, Pao, PaoPays, PaoRon, PinfuTsumoFu,
    Preset, Renhou, Rules, ThreePlayerTsumo,
};
use tehai::score::{Score, WinContext};

use crate::boundary::{check_ptr, guard, read_in, write_out};
use crate::context::{TEHAI_PLAYERS_FOUR, TEHAI_PLAYERS_THREE};
use crate::hand::TehaiParsedHand;
use crate::score::{TEHAI_PRESET_TENHOU, TehaiScore, TehaiWinContext, parsed_hand};
use crate::status::TehaiStatus;

/// `TehaiRules::double_yakuman` bit: suuankou won on the pair.
pub const TEHAI_DOUBLE_YAKUMAN_SUUANKOU_TANKI: u8 = 1;
/// `TehaiRules::double_yakuman` bit: kokushi musou on the thirteen-sided wait.
pub const TEHAI_DOUBLE_YAKUMAN_KOKUSHI_13_WAIT: u8 = 1 << 1;
/// `TehaiRules::double_yakuman` bit: junsei chuuren poutou.
pub const TEHAI_DOUBLE_YAKUMAN_JUNSEI_CHUUREN: u8 = 1 << 2;
/// `TehaiRules::double_yakuman` bit: daisuushii.
pub const TEHAI_DOUBLE_YAKUMAN_DAISUUSHII: u8 = 1 << 3;

const _: () = {
    assert!(TEHAI_DOUBLE_YAKUMAN_SUUANKOU_TANKI == DoubleYakuman::SUUANKOU_TANKI.bits());
    assert!(TEHAI_DOUBLE_YAKUMAN_KOKUSHI_13_WAIT == DoubleYakuman::KOKUSHI_13_WAIT.bits());
    assert!(TEHAI_DOUBLE_YAKUMAN_JUNSEI_CHUUREN == DoubleYakuman::JUNSEI_CHUUREN.bits());
    assert!(TEHAI_DOUBLE_YAKUMAN_DAISUUSHII == DoubleYakuman::DAISUUSHII.bits());
    assert!(DoubleYakuman::all().bits() == 0xf);
};

/// `TehaiRules::pao` bit: liability for daisangen.
pub const TEHAI_PAO_DAISANGEN: u8 = 1;
/// `TehaiRules::pao` bit: liability for daisuushii.
pub const TEHAI_PAO_DAISUUSHII: u8 = 1 << 1;
/// `TehaiRules::pao` bit: liability for suukantsu.
pub const TEHAI_PAO_SUUKANTSU: u8 = 1 << 2;

const _: () = {
    assert!(TEHAI_PAO_DAISANGEN == Pao::DAISANGEN.bits());
    assert!(TEHAI_PAO_DAISUUSHII == Pao::DAISUUSHII.bits());
    assert!(TEHAI_PAO_SUUKANTSU == Pao::SUUKANTSU.bits());
    assert!(Pao::all().bits() == 0x7);
};

/// `TehaiRules::kazoe`: 13 han or more without a yakuman pay one yakuman.
pub const TEHAI_KAZOE_YAKUMAN: u8 = 0;
/// `TehaiRules::kazoe`: 13 han or more without a yakuman pay a sanbaiman.
pub const TEHAI_KAZOE_SANBAIMAN: u8 = 1;
/// `TehaiRules::renhou`: renhou is no yaku.
pub const TEHAI_RENHOU_OFF: u8 = 0;
/// `TehaiRules::renhou`: renhou is a 5-han yaku that adds to the others.
pub const TEHAI_RENHOU_MANGAN: u8 = 1;
/// `TehaiRules::renhou`: renhou is a yakuman.
pub const TEHAI_RENHOU_YAKUMAN: u8 = 2;
/// `TehaiRules::pao_ron`: on a ron the liable player and the discarder pay
/// half each.
pub const TEHAI_PAO_RON_SPLIT: u8 = 0;
/// `TehaiRules::pao_ron`: on a ron the liable player pays it all.
pub const TEHAI_PAO_RON_LIABLE: u8 = 1;
/// `TehaiRules::pao_pays`: the liable player pays the whole hand and its
/// counters.
pub const TEHAI_PAO_PAYS_HAND: u8 = 0;
/// `TehaiRules::pao_pays`: the liable player pays only the liable
/// yakuman's part; the counters are paid as usual.
pub const TEHAI_PAO_PAYS_YAKUMAN: u8 = 1;
/// `TehaiRules::pao_pays`: the liable player pays the liable yakuman's part
/// and the counters.
pub const TEHAI_PAO_PAYS_YAKUMAN_AND_COUNTERS: u8 = 2;
/// `TehaiRules::three_player_tsumo`: the absent north's share is not paid.
pub const TEHAI_THREE_PLAYER_TSUMO_LOSS: u8 = 0;
/// `TehaiRules::three_player_tsumo`: the two payers split the north's share.
pub const TEHAI_THREE_PLAYER_TSUMO_SPLIT: u8 = 1;

const _: () = {
    assert!(TEHAI_KAZOE_YAKUMAN == Kazoe::Yakuman as u8);
    assert!(TEHAI_KAZOE_SANBAIMAN == Kazoe::Sanbaiman as u8);
    assert!(TEHAI_RENHOU_OFF == Renhou::Off as u8);
    assert!(TEHAI_RENHOU_MANGAN == Renhou::Mangan as u8);
    assert!(TEHAI_RENHOU_YAKUMAN == Renhou::Yakuman as u8);
    assert!(TEHAI_PAO_RON_SPLIT == PaoRon::Split as u8);
    assert!(TEHAI_PAO_RON_LIABLE == PaoRon::Liable as u8);
    assert!(TEHAI_PAO_PAYS_HAND == PaoPays::Hand as u8);
    assert!(TEHAI_PAO_PAYS_YAKUMAN == PaoPays::Yakuman as u8);
    assert!(TEHAI_PAO_PAYS_YAKUMAN_AND_COUNTERS == PaoPays::YakumanAndCounters as u8);
    assert!(TEHAI_THREE_PLAYER_TSUMO_LOSS == ThreePlayerTsumo::Loss as u8);
    assert!(TEHAI_THREE_PLAYER_TSUMO_SPLIT == ThreePlayerTsumo::Split as u8);
};

/// `sizeof(TehaiRules)`, fixed by the ABI.
pub const TEHAI_RULES_SIZE: usize = 48;

/// Every rule option, one field each, named as the options are everywhere
/// else (`tehai_rules_set` takes the same names). 48 bytes.
///
/// Fill it with `tehai_rules_preset`, then change fields or call
/// `tehai_rules_set`. Every byte is checked where it is read
/// (`TEHAI_STATUS_INVALID_RULES` otherwise): `players` 3 or 4, each
/// `red_fives` count at most 4, flags 0 or 1, the enum fields one of their
/// `TEHAI_*` values, `double_yakuman` and `pao` made of their
/// `TEHAI_DOUBLE_YAKUMAN_*` and `TEHAI_PAO_*` bits, `open_pinfu_fu` and
/// `pinfu_tsumo_fu` 20 or 30, `double_wind_pair_fu` 2 or 4, `reserved` 0.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PRESET_WRC, TehaiRules, TehaiStatus, tehai_rules_preset};
let mut rules = TehaiRules::default();
// SAFETY: `rules` is a local.
assert_eq!(unsafe { tehai_rules_preset(TEHAI_PRESET_WRC, &mut rules) }, TehaiStatus::Ok);
assert_eq!(rules.red_fives, [0, 0, 0]);
assert_eq!(tehai::rules::Rules::try_from(rules), Ok(tehai::rules::Rules::preset(tehai::rules::Preset::Wrc)));
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiRules {
    /// `TEHAI_PLAYERS_FOUR` (4) or `TEHAI_PLAYERS_THREE` (3).
    pub players: u8,
    /// Red fives of man, pin and sou in the tile set, 0 to 4 each.
    pub red_fives: [u8; 3],
    /// 1: all simples counts in an open hand (kuitan).
    pub open_tanyao: u8,
    /// 1: 4 han 30 fu and 3 han 60 fu are a mangan.
    pub kiriage: u8,
    /// `TEHAI_KAZOE_*`: what 13 han or more without a yakuman pays.
    pub kazoe: u8,
    /// `TEHAI_DOUBLE_YAKUMAN_*` bits: the patterns that count two yakuman.
    pub double_yakuman: u8,
    /// 1: several yakuman add up; 0: only the largest counts.
    pub yakuman_stacking: u8,
    /// The most yakuman a hand pays; 0 for no cap.
    pub max_yakuman: u8,
    /// `TEHAI_RENHOU_*`: what a win before one's first draw is worth.
    pub renhou: u8,
    /// 30 or 20: fu of an open hand won on a discard with nothing beyond
    /// the base.
    pub open_pinfu_fu: u8,
    /// 20 or 30: fu of pinfu won by tsumo.
    pub pinfu_tsumo_fu: u8,
    /// 4 or 2: fu of a pair of a wind that is seat and round wind.
    pub double_wind_pair_fu: u8,
    /// `TEHAI_PAO_*` bits: the yakuman a feeding player is liable for.
    pub pao: u8,
    /// `TEHAI_PAO_RON_*`: who pays a ron with a liable player.
    pub pao_ron: u8,
    /// Points each honba adds to a ron.
    pub honba_ron: u16,
    /// Points each honba adds per payer of a tsumo.
    pub honba_tsumo: u16,
    /// `TEHAI_THREE_PLAYER_TSUMO_*`: the absent north's share of a tsumo.
    pub three_player_tsumo: u8,
    /// 1: daisharin (22334455667788p, closed) is a yakuman.
    pub daisharin: u8,
    /// 1: the daisharin shape in man and sou counts too.
    pub daisharin_other_suits: u8,
    /// 1: seven pairs of honors (daichisei) is a yakuman.
    pub daichisei: u8,
    /// 1: a discard into an open riichi by a player not in riichi is a
    /// yakuman.
    pub sashikomi_yakuman: u8,
    /// 1: the dealer's eighth win in a row (paarenchan) is a yakuman.
    pub paarenchan: u8,
    /// 1: paarenchan needs a yaku in the hand.
    pub paarenchan_needs_yaku: u8,
    /// 1: open riichi is worth a han more than riichi.
    pub open_riichi: u8,
    /// 1: nagashi mangan settles as a mangan tsumo.
    pub nagashi_mangan: u8,
    /// `TEHAI_PAO_PAYS_*`: what the liable player pays for.
    pub pao_pays: u8,
    /// Must be 0; kept for later options.
    pub reserved: [u8; 18],
}

const _: () = {
    assert!(size_of::<TehaiRules>() == TEHAI_RULES_SIZE);
    assert!(align_of::<TehaiRules>() == 2);
    assert!(core::mem::offset_of!(TehaiRules, red_fives) == 1);
    assert!(core::mem::offset_of!(TehaiRules, double_yakuman) == 7);
    assert!(core::mem::offset_of!(TehaiRules, pao) == 14);
    assert!(core::mem::offset_of!(TehaiRules, pao_ron) == 15);
    assert!(core::mem::offset_of!(TehaiRules, honba_ron) == 16);
    assert!(core::mem::offset_of!(TehaiRules, honba_tsumo) == 18);
    assert!(core::mem::offset_of!(TehaiRules, three_player_tsumo) == 20);
    assert!(core::mem::offset_of!(TehaiRules, nagashi_mangan) == 28);
    assert!(core::mem::offset_of!(TehaiRules, pao_pays) == 29);
    assert!(core::mem::offset_of!(TehaiRules, reserved) == 30);
};

impl Default for TehaiRules {
    /// Tenhou's four-player rules, as `Rules::default()`.
    fn default() -> Self {
        TehaiRules::from(Rules::default())
    }
}

impl From<Rules> for TehaiRules {
    /// Every option in C's terms.
    fn from(rules: Rules) -> Self {
        TehaiRules {
            players: match rules.players {
                Players::Four => TEHAI_PLAYERS_FOUR,
                Players::Three => TEHAI_PLAYERS_THREE,
            },
            red_fives: rules.red_fives,
            open_tanyao: u8::from(rules.open_tanyao),
            kiriage: u8::from(rules.kiriage),
            kazoe: rules.kazoe as u8,
            double_yakuman: rules.double_yakuman.bits(),
            yakuman_stacking: u8::from(rules.yakuman_stacking),
            max_yakuman: rules.max_yakuman,
            renhou: rules.renhou as u8,
            open_pinfu_fu: rules.open_pinfu_fu.fu(),
            pinfu_tsumo_fu: rules.pinfu_tsumo_fu.fu(),
            double_wind_pair_fu: rules.double_wind_pair_fu.fu(),
            pao: rules.pao.bits(),
            pao_ron: rules.pao_ron as u8,
            honba_ron: rules.honba_ron,
            honba_tsumo: rules.honba_tsumo,
            three_player_tsumo: rules.three_player_tsumo as u8,
            daisharin: u8::from(rules.daisharin),
            daisharin_other_suits: u8::from(rules.daisharin_other_suits),
            daichisei: u8::from(rules.daichisei),
            sashikomi_yakuman: u8::from(rules.sashikomi_yakuman),
            paarenchan: u8::from(rules.paarenchan),
            paarenchan_needs_yaku: u8::from(rules.paarenchan_needs_yaku),
            open_riichi: u8::from(rules.open_riichi),
            nagashi_mangan: u8::from(rules.nagashi_mangan),
            pao_pays: rules.pao_pays as u8,
            reserved: [0; 18],
        }
    }
}

/// A flag byte of the rules: 0 or 1.
fn rule_flag(byte: u8) -> Result<bool, TehaiStatus> {
    match byte {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(TehaiStatus::InvalidRules),
    }
}

impl TryFrom<TehaiRules> for Rules {
    type Error = TehaiStatus;

    /// Reads rules from C, every byte checked (see `TehaiRules`); the
    /// value ranges are the core's (`Rules::check`).
    fn try_from(raw: TehaiRules) -> Result<Rules, TehaiStatus> {
        let bad = TehaiStatus::InvalidRules;
        if raw.reserved != [0; 18] {
            return Err(bad);
        }
        let rules = Rules {
            players: match raw.players {
                TEHAI_PLAYERS_FOUR => Players::Four,
                TEHAI_PLAYERS_THREE => Players::Three,
                _ => return Err(bad),
            },
            red_fives: raw.red_fives,
            open_tanyao: rule_flag(raw.open_tanyao)?,
            kiriage: rule_flag(raw.kiriage)?,
            kazoe: match raw.kazoe {
                TEHAI_KAZOE_YAKUMAN => Kazoe::Yakuman,
                TEHAI_KAZOE_SANBAIMAN => Kazoe::Sanbaiman,
                _ => return Err(bad),
            },
            double_yakuman: DoubleYakuman::from_bits(raw.double_yakuman).ok_or(bad)?,
            yakuman_stacking: rule_flag(raw.yakuman_stacking)?,
            max_yakuman: raw.max_yakuman,
            renhou: match raw.renhou {
                TEHAI_RENHOU_OFF => Renhou::Off,
                TEHAI_RENHOU_MANGAN => Renhou::Mangan,
                TEHAI_RENHOU_YAKUMAN => Renhou::Yakuman,
                _ => return Err(bad),
            },
            open_pinfu_fu: OpenPinfuFu::from_fu(raw.open_pinfu_fu).ok_or(bad)?,
            pinfu_tsumo_fu: PinfuTsumoFu::from_fu(raw.pinfu_tsumo_fu).ok_or(bad)?,
            double_wind_pair_fu: DoubleWindPairFu::from_fu(raw.double_wind_pair_fu).ok_or(bad)?,
            pao: Pao::from_bits(raw.pao).ok_or(bad)?,
            pao_ron: match raw.pao_ron {
                TEHAI_PAO_RON_SPLIT => PaoRon::Split,
                TEHAI_PAO_RON_LIABLE => PaoRon::Liable,
                _ => return Err(bad),
            },
            honba_ron: raw.honba_ron,
            honba_tsumo: raw.honba_tsumo,
            three_player_tsumo: match raw.three_player_tsumo {
                TEHAI_THREE_PLAYER_TSUMO_LOSS => ThreePlayerTsumo::Loss,
                TEHAI_THREE_PLAYER_TSUMO_SPLIT => ThreePlayerTsumo::Split,
                _ => return Err(bad),
            },
            daisharin: rule_flag(raw.daisharin)?,
            daisharin_other_suits: rule_flag(raw.daisharin_other_suits)?,
            daichisei: rule_flag(raw.daichisei)?,
            sashikomi_yakuman: rule_flag(raw.sashikomi_yakuman)?,
            paarenchan: rule_flag(raw.paarenchan)?,
            paarenchan_needs_yaku: rule_flag(raw.paarenchan_needs_yaku)?,
            open_riichi: rule_flag(raw.open_riichi)?,
            nagashi_mangan: rule_flag(raw.nagashi_mangan)?,
            pao_pays: match raw.pao_pays {
                TEHAI_PAO_PAYS_HAND => PaoPays::Hand,
                TEHAI_PAO_PAYS_YAKUMAN => PaoPays::Yakuman,
                TEHAI_PAO_PAYS_YAKUMAN_AND_COUNTERS => PaoPays::YakumanAndCounters,
                _ => return Err(bad),
            },
        };
        rules.check()?;
        Ok(rules)
    }
}

/// Writes the rules of a preset (`TEHAI_PRESET_*`) to `*out`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out` is misaligned;
/// * `TEHAI_STATUS_INVALID_RULES`: `preset` is no `TEHAI_PRESET_*` value
///   (nothing is written);
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `out` is NULL or valid for writing a `TehaiRules`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PLAYERS_THREE, TEHAI_PRESET_TENHOU_3P, TehaiRules, TehaiStatus, tehai_rules_preset};
let mut rules = TehaiRules::default();
// SAFETY: `rules` is a local.
assert_eq!(unsafe { tehai_rules_preset(TEHAI_PRESET_TENHOU_3P, &mut rules) }, TehaiStatus::Ok);
assert_eq!(rules.players, TEHAI_PLAYERS_THREE);
// SAFETY: as above.
assert_eq!(unsafe { tehai_rules_preset(7, &mut rules) }, TehaiStatus::InvalidRules);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_rules_preset(preset: u8, out: *mut TehaiRules) -> TehaiStatus {
    guard(|| {
        check_ptr(out)?;
        let preset = Preset::from_u8(preset).ok_or(TehaiStatus::InvalidRules)?;
        // SAFETY: `out` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out, TehaiRules::from(Rules::preset(preset))) };
        Ok(())
    })
}

/// A NUL-terminated C string as UTF-8.
///
/// # Safety
///
/// `text` is NULL or points to a NUL-terminated string.
unsafe fn c_str_in<'a>(text: *const c_char) -> Result<&'a str, TehaiStatus> {
    if text.is_null() {
        return Err(TehaiStatus::NullPointer);
    }
    // SAFETY: forwarded contract.
    let text = unsafe { CStr::from_ptr(text) };
    text.to_str().map_err(|_| TehaiStatus::InvalidUtf8)
}

/// Sets the option `name` of `*rules` from its text `value`, as the
/// command line and Python read them: `name` is an option's name
/// (`"kiriage"`, `"red_fives"`, dashes allowed), `value` its text
/// (`"true"`, `"0,1,1"`, `"sanbaiman"`, `"daisangen,daisuushii"`, `"1500"`).
/// The names and the texts each option takes are the core's. On any error
/// nothing is written.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `rules`, `name` or `value` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `rules` is misaligned;
/// * `TEHAI_STATUS_INVALID_UTF8`: `name` or `value` is not UTF-8;
/// * `TEHAI_STATUS_INVALID_RULES`: `*rules` is not valid (see `TehaiRules`),
///   `name` is no option, or `value` a text the option does not take;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `rules` is NULL or valid for reading and writing a `TehaiRules`; `name`
/// and `value` are NULL or NUL-terminated strings.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_KAZOE_SANBAIMAN, TehaiRules, TehaiStatus, tehai_rules_set};
let mut rules = TehaiRules::default();
// SAFETY: `rules` is a local, the texts are NUL-terminated.
assert_eq!(unsafe { tehai_rules_set(&mut rules, c"kazoe".as_ptr(), c"sanbaiman".as_ptr()) }, TehaiStatus::Ok);
assert_eq!(rules.kazoe, TEHAI_KAZOE_SANBAIMAN);
// SAFETY: as above.
assert_eq!(unsafe { tehai_rules_set(&mut rules, c"kuitan".as_ptr(), c"true".as_ptr()) }, TehaiStatus::InvalidRules);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_rules_set(
    rules: *mut TehaiRules,
    name: *const c_char,
    value: *const c_char,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `rules` points to a `TehaiRules`.
        let raw = unsafe { read_in(rules.cast_const())? };
        // SAFETY: the caller guarantees NUL-terminated strings.
        let name = unsafe { c_str_in(name)? };
        // SAFETY: as above.
        let value = unsafe { c_str_in(value)? };
        let mut read = Rules::try_from(raw)?;
        read.set(name, value)?;
        // SAFETY: `rules` passed `read_in`'s checks; the caller guarantees
        // it is writable.
        unsafe { write_out(rules, TehaiRules::from(read)) };
        Ok(())
    })
}

/// Reads and scores a hand under `rules`; the context's preset byte must be
/// `TEHAI_PRESET_TENHOU` (0), the rules struct decides.
///
/// # Safety
///
/// Each pointer is NULL, misaligned or points to a readable value.
unsafe fn score_under(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    rules: *const TehaiRules,
) -> Result<Score, TehaiStatus> {
    // SAFETY: forwarded contract.
    let raw_hand = unsafe { read_in(hand)? };
    // SAFETY: forwarded contract.
    let raw_context = unsafe { read_in(context)? };
    // SAFETY: forwarded contract.
    let raw_rules = unsafe { read_in(rules)? };
    if raw_context.preset != TEHAI_PRESET_TENHOU {
        return Err(TehaiStatus::InvalidWinContext);
    }
    let rules = Rules::try_from(raw_rules)?;
    let hand = parsed_hand(raw_hand)?;
    let mut context = WinContext::try_from(raw_context)?;
    context.rules = rules;
    Ok(tehai::score(&hand, &context)?)
}

/// Scores a winning hand as `tehai_score` does, under `*rules` instead of
/// the context's preset: `context->preset` must be 0.
///
/// Errors: those of `tehai_score`, and
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context`, `rules` or `out` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: one of them is misaligned;
/// * `TEHAI_STATUS_INVALID_RULES`: `*rules` is not valid (see `TehaiRules`);
/// * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: also when `context->preset` is not
///   0, and for a situation that cannot happen at a table under these
///   rules (kita at four players, a chi or a north seat at three, a liable
///   player or discarder who is the winner, renhou on a tsumo...; see the
///   status);
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_BAD_NOTATION`,
///   `TEHAI_STATUS_INVALID_TILE_INDEX`, `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`,
///   `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_WRONG_TILE_COUNT`,
///   `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`, `TEHAI_STATUS_NOT_IN_THREE_PLAYER`,
///   `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
///   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
///   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
///   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
///   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
///   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
///   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
///   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`,
///   `TEHAI_STATUS_NOT_A_WINNING_HAND`, `TEHAI_STATUS_NO_YAKU`: as for
///   `tehai_score`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand`, `context` and `rules` are NULL or point to readable values of
/// their types; `out` is NULL or valid for writing a `TehaiScore`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let parsed: tehai::notation::ParsedHand = "234567m23455p888s".parse().unwrap();
let hand = TehaiParsedHand { hand: parsed.hand.into(), red_fives: parsed.red_fives };
let context = TehaiWinContext { winning_tile: 13, riichi: 1, honba: 2, ..Default::default() };
let mut rules = TehaiRules::default();
rules.honba_ron = 1500;
let mut out = TehaiScore::from(&tehai::score(&parsed, &tehai::score::WinContext::new("5p".parse().unwrap())).unwrap());
// SAFETY: every pointer is a local.
assert_eq!(unsafe { tehai_score_with_rules(&hand, &context, &rules, &mut out) }, TehaiStatus::Ok);
assert_eq!(out.total, 3900 + 2 * 1500);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_score_with_rules(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    rules: *const TehaiRules,
    out: *mut TehaiScore,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out)?;
        // SAFETY: forwarded contract.
        let score = unsafe { score_under(hand, context, rules)? };
        // SAFETY: `out` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out, TehaiScore::from(&score)) };
        Ok(())
    })
}

/// Writes what each seat pays for the win `tehai_score_with_rules` scores,
/// indexed by seat wind (`out[TEHAI_WIND_EAST]` first): the winner and an
/// absent north seat pay 0; honba included, riichi sticks not (they are on
/// the table). Liability (`TehaiRules::pao`, `TehaiWinContext::liable`)
/// applies here only. A ron needs `context->discarder`.
///
/// Errors: those of `tehai_score_with_rules` (with `out` for its `out`), and
/// * `TEHAI_STATUS_NO_DISCARDER`: a ron whose `context->discarder` is 0
///   (nothing is written);
/// * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: as for `tehai_score_with_rules`,
///   a situation that cannot happen under these rules among them;
/// * `TEHAI_STATUS_NULL_POINTER`, `TEHAI_STATUS_MISALIGNED_POINTER`,
///   `TEHAI_STATUS_INVALID_RULES`, `TEHAI_STATUS_INVALID_WIN_CONTEXT`,
///   `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_BAD_NOTATION`,
///   `TEHAI_STATUS_INVALID_TILE_INDEX`, `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`,
///   `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_WRONG_TILE_COUNT`,
///   `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`, `TEHAI_STATUS_NOT_IN_THREE_PLAYER`,
///   `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
///   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
///   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
///   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
///   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
///   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
///   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
///   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`,
///   `TEHAI_STATUS_NOT_A_WINNING_HAND`, `TEHAI_STATUS_NO_YAKU`: as for
///   `tehai_score_with_rules`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand`, `context` and `rules` are NULL or point to readable values of
/// their types; `out` is NULL or valid for writing 4 `uint32_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let parsed: tehai::notation::ParsedHand = "234567m23455p888s".parse().unwrap();
let hand = TehaiParsedHand { hand: parsed.hand.into(), red_fives: parsed.red_fives };
let mut context = TehaiWinContext { winning_tile: 13, tsumo: 1, seat_wind: TEHAI_WIND_SOUTH, ..Default::default() };
let rules = TehaiRules::default();
let mut paid = [0u32; 4];
// SAFETY: every pointer is a local; `paid` holds 4 entries.
assert_eq!(unsafe { tehai_score_payments(&hand, &context, &rules, paid.as_mut_ptr()) }, TehaiStatus::Ok);
assert_eq!(paid, [1000, 0, 500, 500]);
context.tsumo = 0;
// SAFETY: as above.
assert_eq!(unsafe { tehai_score_payments(&hand, &context, &rules, paid.as_mut_ptr()) }, TehaiStatus::NoDiscarder);
context.discarder = TEHAI_WIND_NORTH + 1;
// SAFETY: as above.
assert_eq!(unsafe { tehai_score_payments(&hand, &context, &rules, paid.as_mut_ptr()) }, TehaiStatus::Ok);
assert_eq!(paid, [0, 0, 0, 1300]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_score_payments(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    rules: *const TehaiRules,
    out: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out)?;
        // SAFETY: forwarded contract.
        let score = unsafe { score_under(hand, context, rules)? };
        let paid = score.payments().ok_or(TehaiStatus::NoDiscarder)?;
        // SAFETY: `out` passed `check_ptr`; the caller guarantees it is
        // valid for writing 4 `uint32_t`, one `[u32; 4]`.
        unsafe { write_out(out.cast::<[u32; 4]>(), paid) };
        Ok(())
    })
}
