//! Scores that explain themselves: [`TehaiFuItem`] (the fu item by item),
//! [`TehaiExplanation`] and [`tehai_score_explain`], the names of the yaku
//! ([`tehai_yaku_name`]), a fu item's sheet line ([`tehai_fu_item_str`]) and
//! the score of every reading ([`tehai_score_readings`]).

use core::ffi::{CStr, c_char};

use tehai::decompose::{Block, BlockKind};
use tehai::meld::MeldKind;
use tehai::notation::ParsedHand;
use tehai::score::{FuItem, MAX_FU_ITEMS, Score, WaitShape, WinContext, Yaku, YakuItem};

use crate::boundary::{
    check_array, check_ptr, guard, read_in, text_out, tile_in, write_array, write_out,
};
use crate::decompose::{
    TEHAI_BLOCK_KIND_NONE, TEHAI_BLOCK_KIND_PAIR, TEHAI_BLOCK_KIND_SEQUENCE,
    TEHAI_BLOCK_KIND_TRIPLET,
};
use crate::hand::TehaiParsedHand;
use crate::rules::TehaiRules;
use crate::score::{
    TEHAI_LOCAL_YAKU_COUNT, TEHAI_PRESET_TENHOU, TEHAI_WAIT_KANCHAN, TEHAI_WAIT_PENCHAN,
    TEHAI_WAIT_TANKI, TEHAI_YAKU_COUNT, TehaiScore, TehaiWinContext, parsed_hand,
};
use crate::status::TehaiStatus;

/// Most fu items a score has (`TehaiExplanation::fu_items`): the base, the
/// closed ron or tsumo, four sets, the pair, the wait, the open-hand minimum
/// and the rounding.
pub const TEHAI_MAX_FU_ITEMS: usize = 10;
/// Entries of `TehaiExplanation::yaku_items`: one per yaku bit, the most a
/// score could list.
pub const TEHAI_MAX_YAKU_ITEMS: usize = TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT;
/// `sizeof(TehaiFuItem)`, fixed by the ABI.
pub const TEHAI_FU_ITEM_SIZE: usize = 8;
/// `sizeof(TehaiYakuItem)`, fixed by the ABI.
pub const TEHAI_YAKU_ITEM_SIZE: usize = 8;
/// `sizeof(TehaiExplanation)`, fixed by the ABI.
pub const TEHAI_EXPLANATION_SIZE: usize = 8 + 8 * TEHAI_MAX_FU_ITEMS + 8 * TEHAI_MAX_YAKU_ITEMS;

const _: () = assert!(TEHAI_MAX_FU_ITEMS == MAX_FU_ITEMS);
const _: () = assert!(core::mem::size_of::<TehaiFuItem>() == TEHAI_FU_ITEM_SIZE);
const _: () = assert!(core::mem::align_of::<TehaiFuItem>() == 1);
const _: () = assert!(core::mem::size_of::<TehaiYakuItem>() == TEHAI_YAKU_ITEM_SIZE);
const _: () = assert!(core::mem::align_of::<TehaiYakuItem>() == 2);
const _: () = assert!(core::mem::size_of::<TehaiExplanation>() == TEHAI_EXPLANATION_SIZE);

/// `TehaiFuItem::reason`: the 20 fu every regular reading starts with.
pub const TEHAI_FU_BASE: u8 = 0;
/// `TehaiFuItem::reason`: seven pairs, 25 fu and nothing else.
pub const TEHAI_FU_SEVEN_PAIRS: u8 = 1;
/// `TehaiFuItem::reason`: 10 for a closed hand won on a discard.
pub const TEHAI_FU_CLOSED_RON: u8 = 2;
/// `TehaiFuItem::reason`: 2 for a win by drawing.
pub const TEHAI_FU_TSUMO: u8 = 3;
/// `TehaiFuItem::reason`: a triplet or quad (`tile`, `flags`, `meld_kind`).
pub const TEHAI_FU_SET: u8 = 4;
/// `TehaiFuItem::reason`: 2 for a kanchan, penchan or tanki wait (`tile`,
/// `block_kind`: the block the winning tile completed; `wait`).
pub const TEHAI_FU_WAIT: u8 = 5;
/// `TehaiFuItem::reason`: the pair of a dragon or of the seat or round wind
/// (`tile`, `flags`).
pub const TEHAI_FU_PAIR: u8 = 6;
/// `TehaiFuItem::reason`: an open hand that earned nothing beyond the base,
/// raised to the rules' fu.
pub const TEHAI_FU_OPEN_MINIMUM: u8 = 7;
/// `TehaiFuItem::reason`: rounded up to the next 10.
pub const TEHAI_FU_ROUNDING: u8 = 8;

/// `TehaiFuItem::flags` of a set: concealed (a closed kan, or a triplet not
/// completed by a discard).
pub const TEHAI_FU_FLAG_CONCEALED: u8 = 1;
/// `TehaiFuItem::flags` of a set: a quad.
pub const TEHAI_FU_FLAG_KAN: u8 = 1 << 1;
/// `TehaiFuItem::flags` of a set: of terminals or honors.
pub const TEHAI_FU_FLAG_ORPHAN: u8 = 1 << 2;
/// `TehaiFuItem::flags` of a pair: a dragon.
pub const TEHAI_FU_FLAG_DRAGON: u8 = 1 << 3;
/// `TehaiFuItem::flags` of a pair: the seat wind.
pub const TEHAI_FU_FLAG_SEAT_WIND: u8 = 1 << 4;
/// `TehaiFuItem::flags` of a pair: the round wind.
pub const TEHAI_FU_FLAG_ROUND_WIND: u8 = 1 << 5;

/// `TehaiFuItem::tile`, `wait` and `meld_kind`, `TehaiYakuItem::tenhou`:
/// none.
pub const TEHAI_NONE: u8 = 0xFF;

/// `TEHAI_LANGUAGE_*` for `tehai_yaku_name`: Japanese, as players write it.
pub const TEHAI_LANGUAGE_JAPANESE: u8 = 0;
/// `tehai_yaku_name`: romaji, as written in English-language play.
pub const TEHAI_LANGUAGE_ROMAJI: u8 = 1;
/// `tehai_yaku_name`: the English translation.
pub const TEHAI_LANGUAGE_ENGLISH: u8 = 2;
/// `tehai_yaku_name`: simplified Chinese, as Mahjong Soul's Chinese client
/// writes it.
pub const TEHAI_LANGUAGE_CHINESE: u8 = 3;

/// One item of a score's fu, as a scorer's sheet lists them. 8 bytes; the
/// items of a `TehaiExplanation` add up to the score's fu.
///
/// * `reason`: `TEHAI_FU_*` (the order of the sheet: base, closed ron or
///   tsumo, the sets, the pair, the wait, the open minimum, the rounding);
/// * `fu`: the item's fu;
/// * `tile`: the first tile index of the set, pair or waited block;
///   `TEHAI_NONE` for the other reasons;
/// * `block_kind`: `TEHAI_BLOCK_KIND_TRIPLET` for a set (a quad too),
///   `TEHAI_BLOCK_KIND_PAIR` for a pair, the completed block's kind for a
///   wait, `TEHAI_BLOCK_KIND_NONE` otherwise;
/// * `flags`: `TEHAI_FU_FLAG_CONCEALED`, `_KAN`, `_ORPHAN` for a set,
///   `_DRAGON`, `_SEAT_WIND`, `_ROUND_WIND` for a pair, 0 otherwise;
/// * `wait`: the `TEHAI_WAIT_*` shape of a wait item, `TEHAI_NONE` otherwise;
/// * `meld_kind`: the `TEHAI_MELD_KIND_*` of a declared set, `TEHAI_NONE` for
///   a set among the concealed tiles and for the other reasons;
/// * `reserved`: 0.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_FU_ROUNDING, TEHAI_NONE, TehaiFuItem};
let item = TehaiFuItem::from(tehai::score::FuItem::Rounding(8));
assert_eq!((item.reason, item.fu, item.tile), (TEHAI_FU_ROUNDING, 8, TEHAI_NONE));
assert_eq!(tehai::score::FuItem::try_from(item), Ok(tehai::score::FuItem::Rounding(8)));
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiFuItem {
    /// One of the `TEHAI_FU_*` values.
    pub reason: u8,
    /// The item's fu.
    pub fu: u8,
    /// Tile index `0..34` of the set's, pair's or waited block's first
    /// tile; `TEHAI_NONE` for the other reasons.
    pub tile: u8,
    /// A `TEHAI_BLOCK_KIND_*` value (see above).
    pub block_kind: u8,
    /// `TEHAI_FU_FLAG_*` bits (see above).
    pub flags: u8,
    /// A `TEHAI_WAIT_*` value for a wait item, `TEHAI_NONE` otherwise.
    pub wait: u8,
    /// A `TEHAI_MELD_KIND_*` value for a declared set, `TEHAI_NONE` otherwise.
    pub meld_kind: u8,
    /// 0.
    pub reserved: u8,
}

impl Default for TehaiFuItem {
    /// The base item (20 fu).
    fn default() -> Self {
        TehaiFuItem::from(FuItem::Base)
    }
}

/// Sets `bit` in a flag byte when `on`.
const fn flag(on: bool, bit: u8) -> u8 {
    if on { bit } else { 0 }
}

/// The `TEHAI_BLOCK_KIND_*` of a block.
const fn block_kind(block: Block) -> u8 {
    match block.kind() {
        BlockKind::Sequence => TEHAI_BLOCK_KIND_SEQUENCE,
        BlockKind::Triplet => TEHAI_BLOCK_KIND_TRIPLET,
        BlockKind::Pair => TEHAI_BLOCK_KIND_PAIR,
    }
}

impl From<FuItem> for TehaiFuItem {
    fn from(item: FuItem) -> Self {
        let plain = |reason| TehaiFuItem {
            reason,
            fu: item.fu(),
            tile: TEHAI_NONE,
            block_kind: TEHAI_BLOCK_KIND_NONE,
            flags: 0,
            wait: TEHAI_NONE,
            meld_kind: TEHAI_NONE,
            reserved: 0,
        };
        match item {
            FuItem::Base => plain(TEHAI_FU_BASE),
            FuItem::SevenPairs => plain(TEHAI_FU_SEVEN_PAIRS),
            FuItem::ClosedRon => plain(TEHAI_FU_CLOSED_RON),
            FuItem::Tsumo => plain(TEHAI_FU_TSUMO),
            FuItem::Set {
                block,
                meld,
                concealed,
                quad,
                orphan,
            } => TehaiFuItem {
                tile: block.tile().index() as u8,
                block_kind: block_kind(block),
                flags: flag(concealed, TEHAI_FU_FLAG_CONCEALED)
                    | flag(quad, TEHAI_FU_FLAG_KAN)
                    | flag(orphan, TEHAI_FU_FLAG_ORPHAN),
                meld_kind: meld.map_or(TEHAI_NONE, |kind| kind as u8),
                ..plain(TEHAI_FU_SET)
            },
            FuItem::Wait { block, shape } => TehaiFuItem {
                tile: block.tile().index() as u8,
                block_kind: block_kind(block),
                wait: shape as u8,
                ..plain(TEHAI_FU_WAIT)
            },
            FuItem::Pair {
                tile,
                dragon,
                seat_wind,
                round_wind,
                ..
            } => TehaiFuItem {
                tile: tile.index() as u8,
                block_kind: TEHAI_BLOCK_KIND_PAIR,
                flags: flag(dragon, TEHAI_FU_FLAG_DRAGON)
                    | flag(seat_wind, TEHAI_FU_FLAG_SEAT_WIND)
                    | flag(round_wind, TEHAI_FU_FLAG_ROUND_WIND),
                ..plain(TEHAI_FU_PAIR)
            },
            FuItem::OpenMinimum(_) => plain(TEHAI_FU_OPEN_MINIMUM),
            FuItem::Rounding(_) => plain(TEHAI_FU_ROUNDING),
        }
    }
}

impl TryFrom<TehaiFuItem> for FuItem {
    type Error = TehaiStatus;

    /// Reads an item byte by byte: every byte must be what `tehai` writes
    /// for some item (the core's `FuItem::is_consistent`, the fu agreeing
    /// with the rest), else `InvalidFuItem`.
    fn try_from(raw: TehaiFuItem) -> Result<FuItem, TehaiStatus> {
        let bad = TehaiStatus::InvalidFuItem;
        let tile = || tile_in(raw.tile.into()).map_err(|_| bad);
        let (no_tile, no_flags, no_wait, no_meld) = (
            raw.tile == TEHAI_NONE && raw.block_kind == TEHAI_BLOCK_KIND_NONE,
            raw.flags == 0,
            raw.wait == TEHAI_NONE,
            raw.meld_kind == TEHAI_NONE,
        );
        if raw.reserved != 0 {
            return Err(bad);
        }
        let plain = no_tile && no_flags && no_wait && no_meld;
        let item = match raw.reason {
            TEHAI_FU_BASE if plain => FuItem::Base,
            TEHAI_FU_SEVEN_PAIRS if plain => FuItem::SevenPairs,
            TEHAI_FU_CLOSED_RON if plain => FuItem::ClosedRon,
            TEHAI_FU_TSUMO if plain => FuItem::Tsumo,
            TEHAI_FU_OPEN_MINIMUM if plain => FuItem::OpenMinimum(raw.fu),
            TEHAI_FU_ROUNDING if plain => FuItem::Rounding(raw.fu),
            TEHAI_FU_SET if raw.block_kind == TEHAI_BLOCK_KIND_TRIPLET && no_wait => {
                let tile = tile()?;
                let known = TEHAI_FU_FLAG_CONCEALED | TEHAI_FU_FLAG_KAN | TEHAI_FU_FLAG_ORPHAN;
                let meld = match raw.meld_kind {
                    TEHAI_NONE => None,
                    kind => Some(MeldKind::from_u8(kind).ok_or(bad)?),
                };
                if raw.flags & !known != 0 {
                    return Err(bad);
                }
                FuItem::Set {
                    block: Block::triplet(tile),
                    meld,
                    concealed: raw.flags & TEHAI_FU_FLAG_CONCEALED != 0,
                    quad: raw.flags & TEHAI_FU_FLAG_KAN != 0,
                    orphan: raw.flags & TEHAI_FU_FLAG_ORPHAN != 0,
                }
            }
            TEHAI_FU_WAIT if no_flags && no_meld => {
                let kind = match raw.block_kind {
                    TEHAI_BLOCK_KIND_SEQUENCE => BlockKind::Sequence,
                    TEHAI_BLOCK_KIND_TRIPLET => BlockKind::Triplet,
                    TEHAI_BLOCK_KIND_PAIR => BlockKind::Pair,
                    _ => return Err(bad),
                };
                let block = Block::new(kind, tile()?).ok_or(bad)?;
                let shape = match raw.wait {
                    TEHAI_WAIT_KANCHAN => WaitShape::Kanchan,
                    TEHAI_WAIT_PENCHAN => WaitShape::Penchan,
                    TEHAI_WAIT_TANKI => WaitShape::Tanki,
                    _ => return Err(bad),
                };
                FuItem::Wait { block, shape }
            }
            TEHAI_FU_PAIR if raw.block_kind == TEHAI_BLOCK_KIND_PAIR && no_wait && no_meld => {
                let tile = tile()?;
                let known =
                    TEHAI_FU_FLAG_DRAGON | TEHAI_FU_FLAG_SEAT_WIND | TEHAI_FU_FLAG_ROUND_WIND;
                if raw.flags & !known != 0 {
                    return Err(bad);
                }
                FuItem::Pair {
                    tile,
                    dragon: raw.flags & TEHAI_FU_FLAG_DRAGON != 0,
                    seat_wind: raw.flags & TEHAI_FU_FLAG_SEAT_WIND != 0,
                    round_wind: raw.flags & TEHAI_FU_FLAG_ROUND_WIND != 0,
                    fu: raw.fu,
                }
            }
            _ => return Err(bad),
        };
        if !item.is_consistent() || item.fu() != raw.fu {
            return Err(bad);
        }
        Ok(item)
    }
}

/// One yaku (or dora entry) of a score. 8 bytes.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_NONE, TehaiYakuItem};
let hand = "234567m23455p888s".parse().unwrap();
let context = tehai::score::WinContext { riichi: true, ..tehai::score::WinContext::new("5p".parse().unwrap()) };
let best = tehai::score(&hand, &context).unwrap();
let items: Vec<TehaiYakuItem> = best.yaku_items().map(TehaiYakuItem::from).collect();
assert_eq!((items[0].yaku, items[0].han, items[0].tenhou, items[0].mahjong_soul), (1, 1, 1, 2)); // riichi
assert_eq!(items.iter().find(|item| item.yaku == 47).map(|item| item.tenhou), None); // no ura dora
let kita = TehaiYakuItem::from(tehai::score::YakuItem { yaku: tehai::score::Yaku::KITA, han: 1, tenhou: None, mahjong_soul: Some(34) });
assert_eq!((kita.yaku, kita.tenhou, kita.mahjong_soul), (48, TEHAI_NONE, 34));
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiYakuItem {
    /// The yaku bit, 0 to 55 (see `tehai_yaku_str`).
    pub yaku: u8,
    /// Its han in this hand (for the dora entries their count; 13 or 26 for
    /// a yakuman).
    pub han: u8,
    /// Tenhou's yaku number for it in this hand (a wind's own number);
    /// `TEHAI_NONE` when Tenhou does not number it.
    pub tenhou: u8,
    /// 0.
    pub reserved: u8,
    /// Mahjong Soul's fan id for it in this hand (the 5-han renhou's and
    /// each suit's daisharin have their own); 0 when Mahjong Soul does not
    /// number it.
    pub mahjong_soul: u16,
    /// 0.
    pub reserved2: u16,
}

impl From<YakuItem> for TehaiYakuItem {
    fn from(item: YakuItem) -> Self {
        TehaiYakuItem {
            yaku: item.yaku.bits().trailing_zeros() as u8,
            han: item.han,
            tenhou: item.tenhou.unwrap_or(TEHAI_NONE),
            reserved: 0,
            mahjong_soul: item.mahjong_soul.unwrap_or(0),
            reserved2: 0,
        }
    }
}

/// What a score is made of: its fu item by item and its yaku with their
/// han and their numbers on Tenhou and Mahjong Soul. 536 bytes. Entries
/// past `fu_item_count` and `yaku_item_count` are zero.
#[doc = rust_only!(r#"
```
let hand = "123m456p789s11z222z".parse().unwrap();
let context = tehai::score::WinContext { riichi: true, ..tehai::score::WinContext::new("3m".parse().unwrap()) };
let out = tehai_capi::TehaiExplanation::from(&tehai::score(&hand, &context).unwrap());
assert_eq!(out.fu_item_count, 6); // base, closed ron, 222z, 11z, the penchan, the rounding
assert_eq!((out.yaku_item_count, out.yaku_items[0].yaku), (1, 1)); // riichi alone (2z is no wind of an East dealer)
assert_eq!((out.yaku_items[0].tenhou, out.yaku_items[0].mahjong_soul), (1, 2));
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiExplanation {
    /// How many entries of `fu_items` are used (0 for thirteen orphans, 1
    /// for seven pairs).
    pub fu_item_count: u8,
    /// How many entries of `yaku_items` are used.
    pub yaku_item_count: u8,
    /// 0.
    pub reserved: [u8; 6],
    /// The fu items in sheet order; they add up to the score's fu.
    pub fu_items: [TehaiFuItem; TEHAI_MAX_FU_ITEMS],
    /// The yaku and dora entries of the score, in bit order.
    pub yaku_items: [TehaiYakuItem; TEHAI_MAX_YAKU_ITEMS],
}

impl From<&Score> for TehaiExplanation {
    fn from(score: &Score) -> Self {
        let zero_fu = TehaiFuItem {
            reason: 0,
            fu: 0,
            tile: 0,
            block_kind: 0,
            flags: 0,
            wait: 0,
            meld_kind: 0,
            reserved: 0,
        };
        let mut out = TehaiExplanation {
            fu_item_count: 0,
            yaku_item_count: 0,
            reserved: [0; 6],
            fu_items: [zero_fu; TEHAI_MAX_FU_ITEMS],
            yaku_items: [TehaiYakuItem::default(); TEHAI_MAX_YAKU_ITEMS],
        };
        for (slot, item) in out.fu_items.iter_mut().zip(score.fu_items().iter()) {
            *slot = TehaiFuItem::from(*item);
            out.fu_item_count += 1;
        }
        for (slot, item) in out.yaku_items.iter_mut().zip(score.yaku_items()) {
            *slot = TehaiYakuItem::from(item);
            out.yaku_item_count += 1;
        }
        out
    }
}

/// Reads the hand and the context, and the rules when `rules` is not NULL
/// (then the context's preset byte must be 0).
///
/// # Safety
///
/// `hand` and `context` are NULL, misaligned or point to readable values;
/// `rules` is NULL, misaligned or points to a readable `TehaiRules`.
unsafe fn win_in(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    rules: *const TehaiRules,
) -> Result<(ParsedHand, WinContext), TehaiStatus> {
    // SAFETY: forwarded contract.
    let raw_hand = unsafe { read_in(hand)? };
    // SAFETY: forwarded contract.
    let raw_context = unsafe { read_in(context)? };
    let rules = if rules.is_null() {
        None
    } else {
        // SAFETY: forwarded contract.
        Some(unsafe { read_in(rules)? })
    };
    if rules.is_some() && raw_context.preset != TEHAI_PRESET_TENHOU {
        return Err(TehaiStatus::InvalidWinContext);
    }
    let rules = rules.map(tehai::rules::Rules::try_from).transpose()?;
    let hand = parsed_hand(raw_hand)?;
    let mut context = WinContext::try_from(raw_context)?;
    if let Some(rules) = rules {
        context.rules = rules;
    }
    Ok((hand, context))
}

/// Explains the score `tehai_score` (with `rules` NULL) or
/// `tehai_score_with_rules` (with `rules`) gives: writes to `*out` its fu
/// items and its yaku items (see `TehaiExplanation`).
///
/// Errors: those of `tehai_score_with_rules`:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context` or `out` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context`, `rules` or `out`
///   is misaligned;
/// * `TEHAI_STATUS_INVALID_RULES`: `*rules` is not valid (see `TehaiRules`);
/// * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: a bad context byte (see
///   `tehai_score`), or `rules` is not NULL and `context->preset` is not 0;
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
/// their types; `out` is NULL or valid for writing a `TehaiExplanation`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let parsed: tehai::notation::ParsedHand = "123456789m12355p".parse().unwrap();
let hand = TehaiParsedHand { hand: parsed.hand.into(), red_fives: parsed.red_fives };
let context = TehaiWinContext { winning_tile: 11, ..Default::default() }; // 3p: penchan
let mut out = TehaiExplanation::from(&tehai::score(&parsed, &tehai::score::WinContext::new("9m".parse().unwrap())).unwrap());
// SAFETY: every pointer is a local; NULL rules: the context's preset.
assert_eq!(unsafe { tehai_score_explain(&hand, &context, core::ptr::null(), &mut out) }, TehaiStatus::Ok);
let reasons: Vec<u8> = out.fu_items[..out.fu_item_count as usize].iter().map(|item| item.reason).collect();
assert_eq!(reasons, [TEHAI_FU_BASE, TEHAI_FU_CLOSED_RON, TEHAI_FU_WAIT, TEHAI_FU_ROUNDING]);
assert_eq!(out.fu_items[2].wait, TEHAI_WAIT_PENCHAN);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_score_explain(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    rules: *const TehaiRules,
    out: *mut TehaiExplanation,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out)?;
        // SAFETY: forwarded contract.
        let (hand, context) = unsafe { win_in(hand, context, rules)? };
        let score = tehai::score(&hand, &context)?;
        // SAFETY: `out` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out, TehaiExplanation::from(&score)) };
        Ok(())
    })
}

/// The name of yaku bit `yaku` (0 to 55, see `tehai_yaku_str`) in
/// `language` (`TEHAI_LANGUAGE_*`): a static, NUL-terminated UTF-8 string
/// that must not be freed; NULL for any other bit or language.
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
use tehai_capi::{TEHAI_LANGUAGE_JAPANESE, TEHAI_LANGUAGE_ROMAJI, tehai_yaku_name};
// SAFETY: a non-NULL result is a static NUL-terminated string.
let name = unsafe { CStr::from_ptr(tehai_yaku_name(29, TEHAI_LANGUAGE_JAPANESE)) };
assert_eq!(name.to_str(), Ok("清一色"));
assert!(tehai_yaku_name(56, TEHAI_LANGUAGE_ROMAJI).is_null());
assert!(tehai_yaku_name(0, 4).is_null());
```
"#)]
#[unsafe(no_mangle)]
pub extern "C" fn tehai_yaku_name(yaku: u8, language: u8) -> *const c_char {
    let names = 1u64
        .checked_shl(u32::from(yaku))
        .and_then(Yaku::from_bits)
        .and_then(Yaku::c_names);
    names
        .and_then(|names| names.get(usize::from(language)).copied())
        .map_or(core::ptr::null(), CStr::as_ptr)
}

/// Writes a fu item's line of a scorer's sheet (`"concealed triplet of
/// terminals or honors 222z"`, `"kanchan wait 456m"`, `"pair of a dragon
/// 77z"`) and a NUL to `out` (`capacity` bytes), and its length without the
/// NUL to `*out_len`. On `TEHAI_STATUS_BUFFER_TOO_SMALL` only `*out_len` is
/// written (`*out_len + 1` bytes are needed); 64 bytes always suffice.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `item` or `out_len` is NULL, or `out` is
///   NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` is larger than any array;
/// * `TEHAI_STATUS_INVALID_FU_ITEM`: `*item` is not an item tehai writes
///   (see `TehaiFuItem`);
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the length plus 1;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `item` is NULL or points to a readable `TehaiFuItem`; `out` is NULL or
/// valid for writing `capacity` bytes; `out_len` is NULL or valid for
/// writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let item = TehaiFuItem::from(tehai::score::FuItem::Pair {
    tile: "7z".parse().unwrap(), dragon: true, seat_wind: false, round_wind: false, fu: 2,
});
let mut text = [0 as core::ffi::c_char; 64];
let mut len = 0;
// SAFETY: every pointer is a local; `text` holds 64 bytes.
assert_eq!(unsafe { tehai_fu_item_str(&item, text.as_mut_ptr(), 64, &mut len) }, TehaiStatus::Ok);
// SAFETY: the call wrote a NUL-terminated string.
assert_eq!(unsafe { core::ffi::CStr::from_ptr(text.as_ptr()) }, c"pair of a dragon 77z");
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_fu_item_str(
    item: *const TehaiFuItem,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `item` points to a `TehaiFuItem`.
        let raw = unsafe { read_in(item)? };
        check_array(out, capacity)?;
        check_ptr(out_len)?;
        let item = FuItem::try_from(raw)?;
        // SAFETY: forwarded contract.
        unsafe { text_out::<64>(&item, out, capacity, out_len) }
    })
}

/// Scores every reading of a winning hand (each decomposition and wait, seven
/// pairs, thirteen orphans) as `tehai_score_explain` reads its arguments
/// (`rules` NULL: the context's preset), and writes those that have a yaku
/// to `out[0..*count]`, in the order tehai tries them; `tehai_score` gives
/// the best of them. When more than `capacity` readings score,
/// `TEHAI_STATUS_BUFFER_TOO_SMALL` is returned, only `*count` (how many
/// entries are needed) is written.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context` or `count` is NULL, or
///   `out` is NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context`, `rules`, `out`
///   or `count` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` is larger than any array;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: more readings score than `capacity`;
/// * `TEHAI_STATUS_NO_YAKU`: the hand wins but no reading has a yaku;
/// * `TEHAI_STATUS_INVALID_RULES`, `TEHAI_STATUS_INVALID_WIN_CONTEXT`,
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
///   `TEHAI_STATUS_NOT_A_WINNING_HAND`: as for `tehai_score_explain`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand`, `context` and `rules` are NULL or point to readable values of
/// their types; `out` is NULL or valid for writing `capacity`
/// `TehaiScore`s; `count` is NULL or valid for writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let parsed: tehai::notation::ParsedHand = "11122233344455m".parse().unwrap();
let hand = TehaiParsedHand { hand: parsed.hand.into(), red_fives: parsed.red_fives };
let context = TehaiWinContext { winning_tile: 4, ..Default::default() }; // 5m
let mut out = [TehaiScore::from(&tehai::score(&parsed, &tehai::score::WinContext::new("5m".parse().unwrap())).unwrap()); 8];
let mut count = 0;
// SAFETY: every pointer is a local; `out` holds 8 scores.
assert_eq!(unsafe { tehai_score_readings(&hand, &context, core::ptr::null(), out.as_mut_ptr(), 2, &mut count) }, TehaiStatus::BufferTooSmall);
assert_eq!(count, 4);
// SAFETY: as above.
assert_eq!(unsafe { tehai_score_readings(&hand, &context, core::ptr::null(), out.as_mut_ptr(), 8, &mut count) }, TehaiStatus::Ok);
assert_eq!(count, 4);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_score_readings(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    rules: *const TehaiRules,
    out: *mut TehaiScore,
    capacity: usize,
    count: *mut usize,
) -> TehaiStatus {
    guard(|| {
        check_array(out, capacity)?;
        check_ptr(count)?;
        // SAFETY: forwarded contract.
        let (hand, context) = unsafe { win_in(hand, context, rules)? };
        let readings = tehai::score::score_readings(&hand, &context)?;
        let scored = readings.clone().flatten().count();
        if scored == 0 {
            return Err(TehaiStatus::NoYaku);
        }
        if scored > capacity {
            // SAFETY: `count` passed `check_ptr`; the caller guarantees it is writable.
            unsafe { write_out(count, scored) };
            return Err(TehaiStatus::BufferTooSmall);
        }
        for (index, score) in readings.flatten().enumerate() {
            // SAFETY: `out` passed `check_array` with `capacity` entries and
            // `index < scored <= capacity`.
            unsafe { write_array(out.add(index), &[TehaiScore::from(&score)]) };
        }
        // SAFETY: as above.
        unsafe { write_out(count, scored) };
        Ok(())
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
mod tests {
    use super::*;
    use core::ffi::CStr;
    use tehai::score::Yaku;

    #[test]
    fn every_name_is_the_cores() {
        for bit in 0..TEHAI_MAX_YAKU_ITEMS as u8 {
            let names = Yaku::from_bits(1 << bit).unwrap().names().unwrap();
            let expected = [names.japanese, names.romaji, names.english, names.chinese];
            for (language, expected) in expected.into_iter().enumerate() {
                // SAFETY: a non-NULL result is a static NUL-terminated string.
                let name = unsafe { CStr::from_ptr(tehai_yaku_name(bit, language as u8)) };
                assert_eq!(name.to_str(), Ok(expected), "bit {bit} language {language}");
            }
            assert!(tehai_yaku_name(bit, 4).is_null());
        }
        assert!(tehai_yaku_name(56, TEHAI_LANGUAGE_JAPANESE).is_null());
        assert!(tehai_yaku_name(0xFF, 0xFF).is_null());
    }

    #[test]
    fn fu_item_bytes_are_all_checked() {
        let hand = "123m456p789s11z222z".parse().unwrap();
        let context = WinContext {
            riichi: true,
            ..WinContext::new("3m".parse().unwrap())
        };
        let score = tehai::score(&hand, &context).unwrap();
        for item in score.fu_items().iter() {
            let raw = TehaiFuItem::from(*item);
            assert_eq!(FuItem::try_from(raw), Ok(*item));
            // One changed byte anywhere is refused or reads as another item
            // whose bytes are exactly the changed ones.
            let bytes: [u8; 8] = [
                raw.reason,
                raw.fu,
                raw.tile,
                raw.block_kind,
                raw.flags,
                raw.wait,
                raw.meld_kind,
                raw.reserved,
            ];
            for at in 0..8 {
                for value in [0u8, 1, 2, 4, 8, 33, 34, 0xFE, 0xFF] {
                    let mut changed = bytes;
                    changed[at] = value;
                    let edited = TehaiFuItem {
                        reason: changed[0],
                        fu: changed[1],
                        tile: changed[2],
                        block_kind: changed[3],
                        flags: changed[4],
                        wait: changed[5],
                        meld_kind: changed[6],
                        reserved: changed[7],
                    };
                    match FuItem::try_from(edited) {
                        Ok(read) => assert_eq!(TehaiFuItem::from(read), edited),
                        Err(status) => assert_eq!(status, TehaiStatus::InvalidFuItem),
                    }
                }
            }
        }
        let set = score
            .fu_items()
            .iter()
            .map(|item| TehaiFuItem::from(*item))
            .find(|item| item.reason == TEHAI_FU_SET)
            .unwrap();
        // 222z is of honors: the orphan flag cannot be dropped.
        let dropped = TehaiFuItem {
            flags: set.flags & !TEHAI_FU_FLAG_ORPHAN,
            ..set
        };
        assert_eq!(FuItem::try_from(dropped), Err(TehaiStatus::InvalidFuItem));
        let wrong_fu = TehaiFuItem { fu: 4, ..set };
        assert_eq!(FuItem::try_from(wrong_fu), Err(TehaiStatus::InvalidFuItem));
        // The open minimum is 10, all the core ever adds.
        let minimum = TehaiFuItem::from(FuItem::OpenMinimum(10));
        assert_eq!(FuItem::try_from(minimum), Ok(FuItem::OpenMinimum(10)));
        for fu in [0, 1, 5, 9, 11, 20] {
            let other = TehaiFuItem { fu, ..minimum };
            assert_eq!(FuItem::try_from(other), Err(TehaiStatus::InvalidFuItem));
        }
        // A pair's fu as the core's pair fu: 2 for a dragon, 4 or 2 for a
        // double wind, never more.
        let pair = |tile: &str, flags, fu| TehaiFuItem {
            reason: TEHAI_FU_PAIR,
            fu,
            tile: tile.parse::<tehai::Tile>().unwrap().index() as u8,
            block_kind: TEHAI_BLOCK_KIND_PAIR,
            flags,
            wait: TEHAI_NONE,
            meld_kind: TEHAI_NONE,
            reserved: 0,
        };
        let double = TEHAI_FU_FLAG_SEAT_WIND | TEHAI_FU_FLAG_ROUND_WIND;
        for (tile, flags, fu, good) in [
            ("7z", TEHAI_FU_FLAG_DRAGON, 2, true),
            ("7z", TEHAI_FU_FLAG_DRAGON, 4, false),
            ("1z", double, 4, true),
            ("1z", double, 2, true),
            ("1z", double, 6, false),
            ("2z", TEHAI_FU_FLAG_SEAT_WIND, 4, false),
            ("7z", TEHAI_FU_FLAG_SEAT_WIND, 2, false),
            ("5m", TEHAI_FU_FLAG_ROUND_WIND, 2, false),
        ] {
            let read = FuItem::try_from(pair(tile, flags, fu));
            assert_eq!(read.is_ok(), good, "{tile} {flags} {fu}");
        }
    }
}
