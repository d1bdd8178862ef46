//! Scoring across the boundary: [`TehaiWinContext`] (read byte by byte),
//! [`TehaiScore`] (written by tehai), [`tehai_score`],
//! [`tehai_win_context_default`] and the names of yaku, limits and waits.

use core::ffi::{CStr, c_char};

use tehai::notation::ParsedHand;
use tehai::rules::{Preset, Rules};
use tehai::score::{Indicators, Limit, ReadingForm, Score, WaitShape, WinContext, Wind, Yaku};
use tehai::{Meld, Suit, Tile};

use crate::boundary::{check_ptr, guard, read_in, write_out};
use crate::decompose::TehaiBlock;
use crate::hand::{TEHAI_MAX_RED_FIVES, TehaiParsedHand};
use crate::meld::TehaiMeld;
use crate::status::TehaiStatus;

/// Most dora (and ura-dora) indicators in a `TehaiWinContext`.
pub const TEHAI_MAX_INDICATORS: usize = 5;
/// Most concealed blocks in a `TehaiScore`: the seven pairs of chiitoitsu.
pub const TEHAI_MAX_READING_BLOCKS: usize = 7;
/// Entries of `TehaiScore::yaku_han`: one per bit 0 to 47 of
/// `TehaiScore::yaku`.
pub const TEHAI_YAKU_COUNT: usize = 48;
/// Entries of `TehaiScore::yaku_han_local`: one per bit 48 to 55 of
/// `TehaiScore::yaku` (kita and the local yaku).
pub const TEHAI_LOCAL_YAKU_COUNT: usize = 8;
/// `sizeof(TehaiWinContext)`, fixed by the ABI.
pub const TEHAI_WIN_CONTEXT_SIZE: usize = 64;
/// `sizeof(TehaiScore)`, fixed by the ABI.
pub const TEHAI_SCORE_SIZE: usize = 128;

const _: () = assert!(TEHAI_MAX_INDICATORS == tehai::score::MAX_INDICATORS);
const _: () = assert!(TEHAI_MAX_READING_BLOCKS == tehai::score::MAX_READING_BLOCKS);
const _: () =
    assert!(TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT == Yaku::all().bits().count_ones() as usize);
const _: () = assert!(Yaku::all().bits() == (1 << (TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT)) - 1);

/// A wind (`TehaiWinContext::seat_wind`, `round_wind`): East, the dealer's seat.
pub const TEHAI_WIND_EAST: u8 = 0;
/// A wind: South.
pub const TEHAI_WIND_SOUTH: u8 = 1;
/// A wind: West.
pub const TEHAI_WIND_WEST: u8 = 2;
/// A wind: North.
pub const TEHAI_WIND_NORTH: u8 = 3;

const _: () = {
    assert!(TEHAI_WIND_EAST == Wind::East as u8);
    assert!(TEHAI_WIND_SOUTH == Wind::South as u8);
    assert!(TEHAI_WIND_WEST == Wind::West as u8);
    assert!(TEHAI_WIND_NORTH == Wind::North as u8);
};

/// A preset (`TehaiWinContext::preset`, `tehai_rules_preset`): Tenhou's
/// four-player rules, the default (a zero-initialised context uses them).
pub const TEHAI_PRESET_TENHOU: u8 = 0;
/// A preset: Tenhou's three-player rules.
pub const TEHAI_PRESET_TENHOU_3P: u8 = 1;
/// A preset: Mahjong Soul's four-player rules.
pub const TEHAI_PRESET_MAHJONGSOUL: u8 = 2;
/// A preset: Mahjong Soul's three-player rules.
pub const TEHAI_PRESET_MAHJONGSOUL_3P: u8 = 3;
/// A preset: the World Riichi Championship rules.
pub const TEHAI_PRESET_WRC: u8 = 4;
/// A preset: the European Mahjong Association's riichi rules.
pub const TEHAI_PRESET_EMA: u8 = 5;
/// A preset: the M.League rules.
pub const TEHAI_PRESET_MLEAGUE: u8 = 6;

const _: () = {
    assert!(TEHAI_PRESET_TENHOU == Preset::Tenhou as u8);
    assert!(TEHAI_PRESET_TENHOU_3P == Preset::Tenhou3p as u8);
    assert!(TEHAI_PRESET_MAHJONGSOUL == Preset::MahjongSoul as u8);
    assert!(TEHAI_PRESET_MAHJONGSOUL_3P == Preset::MahjongSoul3p as u8);
    assert!(TEHAI_PRESET_WRC == Preset::Wrc as u8);
    assert!(TEHAI_PRESET_EMA == Preset::Ema as u8);
    assert!(TEHAI_PRESET_MLEAGUE == Preset::MLeague as u8);
    assert!(Preset::ALL.len() == 7);
};

/// `TehaiScore::limit`: below the mangan.
pub const TEHAI_LIMIT_NONE: u8 = 0;
/// `TehaiScore::limit`: mangan.
pub const TEHAI_LIMIT_MANGAN: u8 = 1;
/// `TehaiScore::limit`: kiriage mangan (4 han 30 fu, 3 han 60 fu).
pub const TEHAI_LIMIT_KIRIAGE_MANGAN: u8 = 2;
/// `TehaiScore::limit`: haneman.
pub const TEHAI_LIMIT_HANEMAN: u8 = 3;
/// `TehaiScore::limit`: baiman.
pub const TEHAI_LIMIT_BAIMAN: u8 = 4;
/// `TehaiScore::limit`: sanbaiman.
pub const TEHAI_LIMIT_SANBAIMAN: u8 = 5;
/// `TehaiScore::limit`: kazoe yakuman (13 han or more without a yakuman).
pub const TEHAI_LIMIT_KAZOE_YAKUMAN: u8 = 6;
/// `TehaiScore::limit`: yakuman, `TehaiScore::yakuman_multiple` times.
pub const TEHAI_LIMIT_YAKUMAN: u8 = 7;

/// `TehaiScore::wait`: a two-sided wait (ryanmen).
pub const TEHAI_WAIT_RYANMEN: u8 = 0;
/// `TehaiScore::wait`: a closed wait on the middle tile (kanchan).
pub const TEHAI_WAIT_KANCHAN: u8 = 1;
/// `TehaiScore::wait`: an edge wait (penchan).
pub const TEHAI_WAIT_PENCHAN: u8 = 2;
/// `TehaiScore::wait`: two pairs, one completed to a triplet (shanpon).
pub const TEHAI_WAIT_SHANPON: u8 = 3;
/// `TehaiScore::wait`: a single-tile wait (tanki), also seven pairs' and
/// thirteen orphans'.
pub const TEHAI_WAIT_TANKI: u8 = 4;

const _: () = {
    assert!(TEHAI_WAIT_RYANMEN == WaitShape::Ryanmen as u8);
    assert!(TEHAI_WAIT_KANCHAN == WaitShape::Kanchan as u8);
    assert!(TEHAI_WAIT_PENCHAN == WaitShape::Penchan as u8);
    assert!(TEHAI_WAIT_SHANPON == WaitShape::Shanpon as u8);
    assert!(TEHAI_WAIT_TANKI == WaitShape::Tanki as u8);
};

/// `TehaiScore::form`: melds and a pair.
pub const TEHAI_READING_REGULAR: u8 = 0;
/// `TehaiScore::form`: seven pairs (chiitoitsu).
pub const TEHAI_READING_SEVEN_PAIRS: u8 = 1;
/// `TehaiScore::form`: thirteen orphans (kokushi musou).
pub const TEHAI_READING_THIRTEEN_ORPHANS: u8 = 2;

const _: () = {
    assert!(TEHAI_READING_REGULAR == ReadingForm::Regular as u8);
    assert!(TEHAI_READING_SEVEN_PAIRS == ReadingForm::SevenPairs as u8);
    assert!(TEHAI_READING_THIRTEEN_ORPHANS == ReadingForm::ThirteenOrphans as u8);
};

/// How a hand was won, the table and the rules: everything a score needs
/// beyond the concealed tiles. 64 bytes.
///
/// Every byte is read and checked, never trusted: the flags must be 0 or 1,
/// the winds `TEHAI_WIND_*`, `liable` and `discarder` 0 (none) or a
/// `TEHAI_WIND_*` value plus 1, `preset` a `TEHAI_PRESET_*` value, the
/// counts within their arrays, `padding` and `reserved` all 0
/// (`TEHAI_STATUS_INVALID_WIN_CONTEXT` otherwise); tiles below 34
/// (`TEHAI_STATUS_INVALID_TILE_INDEX`); the first `meld_count` melds real
/// melds (see `TehaiMeld`). Entries past `dora_count`, `ura_count` and
/// `meld_count` are not read. Zero the struct (`= {0}`) or start from
/// `tehai_win_context_default`: a zero `preset` is Tenhou's four-player
/// rules, the default; later versions give meaning to reserved bytes only
/// with 0 keeping today's behaviour.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_PRESET_TENHOU, TehaiWinContext};
let mut context = TehaiWinContext::default();
assert_eq!(context.preset, TEHAI_PRESET_TENHOU);
context.winning_tile = 13; // 5p
context.riichi = 1;
let rust = tehai::score::WinContext::try_from(context).unwrap();
assert!(rust.riichi && !rust.tsumo);
context.tsumo = 2;
assert!(tehai::score::WinContext::try_from(context).is_err());
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiWinContext {
    /// Tile index `0..34` of the winning tile, one of the hand's tiles.
    pub winning_tile: u8,
    /// 1: won by drawing (tsumo); 0: on a discard (ron).
    pub tsumo: u8,
    /// 1: riichi was declared.
    pub riichi: u8,
    /// 1: riichi on the first turn (double riichi; replaces riichi).
    pub double_riichi: u8,
    /// 1: won within one go-around of the riichi (ippatsu).
    pub ippatsu: u8,
    /// 1: won on the replacement tile of a kan (rinshan kaihou).
    pub rinshan: u8,
    /// 1: won on a tile added to a pon (chankan).
    pub chankan: u8,
    /// 1: won by drawing the last tile (haitei).
    pub haitei: u8,
    /// 1: won on the last discard (houtei).
    pub houtei: u8,
    /// 1: the dealer won on the initial deal (tenhou).
    pub tenhou: u8,
    /// 1: a non-dealer won on the first draw (chiihou).
    pub chiihou: u8,
    /// The winner's seat wind, `TEHAI_WIND_*`; East is the dealer.
    pub seat_wind: u8,
    /// The round wind, `TEHAI_WIND_*`.
    pub round_wind: u8,
    /// Dora indicators used, at most `TEHAI_MAX_INDICATORS`.
    pub dora_count: u8,
    /// Ura-dora indicators used (counted with riichi only).
    pub ura_count: u8,
    /// Declared melds used, at most `TEHAI_MAX_DECLARED_MELDS`.
    pub meld_count: u8,
    /// Tile indices of the dora indicators.
    pub dora_indicators: [u8; TEHAI_MAX_INDICATORS],
    /// Tile indices of the ura-dora indicators.
    pub ura_indicators: [u8; TEHAI_MAX_INDICATORS],
    /// Honba counters on the table: 300 points each.
    pub honba: u16,
    /// Riichi sticks on the table: 1000 points each.
    pub riichi_sticks: u16,
    /// Must be 0.
    pub padding: [u8; 2],
    /// The declared melds; their tiles are not in the hand.
    pub melds: [TehaiMeld; 4],
    /// The rules, `TEHAI_PRESET_*`; 0 is Tenhou's four-player rules. Must
    /// be 0 for `tehai_score_with_rules`, whose `TehaiRules` decides.
    pub preset: u8,
    /// North tiles declared as dora (kita, nukidora), three players only.
    pub kita: u8,
    /// 1: a non-dealer won on a discard before the first draw (renhou).
    pub renhou: u8,
    /// 1: the riichi was an open riichi.
    pub open_riichi: u8,
    /// 1: the discarder dealt into the winner's open riichi while not in
    /// riichi (sashikomi).
    pub sashikomi: u8,
    /// 1: the dealer's eighth win in a row (paarenchan).
    pub paarenchan: u8,
    /// The player liable for a yakuman (pao): 0 for none, else
    /// `TEHAI_WIND_*` of their seat plus 1.
    pub liable: u8,
    /// The discarder of a ron: 0 for not given, else `TEHAI_WIND_*` of their
    /// seat plus 1 (`tehai_score_payments` needs it for a ron).
    pub discarder: u8,
    /// Must be 0; kept for later fields.
    pub reserved: [u8; 8],
}

const _: () = {
    assert!(size_of::<TehaiWinContext>() == TEHAI_WIN_CONTEXT_SIZE);
    assert!(align_of::<TehaiWinContext>() == 2);
    assert!(core::mem::offset_of!(TehaiWinContext, seat_wind) == 11);
    assert!(core::mem::offset_of!(TehaiWinContext, dora_count) == 13);
    assert!(core::mem::offset_of!(TehaiWinContext, meld_count) == 15);
    assert!(core::mem::offset_of!(TehaiWinContext, dora_indicators) == 16);
    assert!(core::mem::offset_of!(TehaiWinContext, ura_indicators) == 21);
    assert!(core::mem::offset_of!(TehaiWinContext, honba) == 26);
    assert!(core::mem::offset_of!(TehaiWinContext, riichi_sticks) == 28);
    assert!(core::mem::offset_of!(TehaiWinContext, padding) == 30);
    assert!(core::mem::offset_of!(TehaiWinContext, melds) == 32);
    assert!(core::mem::offset_of!(TehaiWinContext, preset) == 48);
    assert!(core::mem::offset_of!(TehaiWinContext, kita) == 49);
    assert!(core::mem::offset_of!(TehaiWinContext, paarenchan) == 53);
    assert!(core::mem::offset_of!(TehaiWinContext, liable) == 54);
    assert!(core::mem::offset_of!(TehaiWinContext, discarder) == 55);
    assert!(core::mem::offset_of!(TehaiWinContext, reserved) == 56);
};

impl Default for TehaiWinContext {
    /// A ron on tile 0 by the dealer in the East round, nothing declared, no
    /// indicators, Tenhou's rules: every byte 0.
    fn default() -> Self {
        TehaiWinContext {
            winning_tile: 0,
            tsumo: 0,
            riichi: 0,
            double_riichi: 0,
            ippatsu: 0,
            rinshan: 0,
            chankan: 0,
            haitei: 0,
            houtei: 0,
            tenhou: 0,
            chiihou: 0,
            seat_wind: TEHAI_WIND_EAST,
            round_wind: TEHAI_WIND_EAST,
            dora_count: 0,
            ura_count: 0,
            meld_count: 0,
            dora_indicators: [0; TEHAI_MAX_INDICATORS],
            ura_indicators: [0; TEHAI_MAX_INDICATORS],
            honba: 0,
            riichi_sticks: 0,
            padding: [0; 2],
            melds: [TehaiMeld::default(); 4],
            preset: TEHAI_PRESET_TENHOU,
            kita: 0,
            renhou: 0,
            open_riichi: 0,
            sashikomi: 0,
            paarenchan: 0,
            liable: 0,
            discarder: 0,
            reserved: [0; 8],
        }
    }
}

/// A flag byte: 0 or 1.
fn flag(byte: u8) -> Result<bool, TehaiStatus> {
    match byte {
        0 => Ok(false),
        1 => Ok(true),
        _ => Err(TehaiStatus::InvalidWinContext),
    }
}

/// A seat byte: 0 for none, else a wind plus 1.
fn seat(byte: u8) -> Result<Option<Wind>, TehaiStatus> {
    match byte.checked_sub(1) {
        None => Ok(None),
        Some(wind) => Wind::from_u8(wind)
            .map(Some)
            .ok_or(TehaiStatus::InvalidWinContext),
    }
}

/// The first `count` indicators of `tiles`.
fn indicators(count: u8, tiles: &[u8; TEHAI_MAX_INDICATORS]) -> Result<Indicators, TehaiStatus> {
    let used = tiles
        .get(..usize::from(count))
        .ok_or(TehaiStatus::InvalidWinContext)?;
    let mut list = Indicators::EMPTY;
    for &index in used {
        let tile = Tile::new(index).ok_or(TehaiStatus::InvalidTileIndex)?;
        list.push(tile)
            .map_err(|_| TehaiStatus::InvalidWinContext)?;
    }
    Ok(list)
}

impl TryFrom<TehaiWinContext> for WinContext {
    type Error = TehaiStatus;

    /// Reads a context from C, every byte checked (see `TehaiWinContext`).
    fn try_from(raw: TehaiWinContext) -> Result<WinContext, TehaiStatus> {
        if raw.padding != [0; 2] || raw.reserved != [0; 8] {
            return Err(TehaiStatus::InvalidWinContext);
        }
        let winning_tile = Tile::new(raw.winning_tile).ok_or(TehaiStatus::InvalidTileIndex)?;
        let mut context = WinContext::new(winning_tile);
        context.tsumo = flag(raw.tsumo)?;
        context.riichi = flag(raw.riichi)?;
        context.double_riichi = flag(raw.double_riichi)?;
        context.ippatsu = flag(raw.ippatsu)?;
        context.rinshan = flag(raw.rinshan)?;
        context.chankan = flag(raw.chankan)?;
        context.haitei = flag(raw.haitei)?;
        context.houtei = flag(raw.houtei)?;
        context.tenhou = flag(raw.tenhou)?;
        context.chiihou = flag(raw.chiihou)?;
        context.seat_wind = Wind::from_u8(raw.seat_wind).ok_or(TehaiStatus::InvalidWinContext)?;
        context.round_wind = Wind::from_u8(raw.round_wind).ok_or(TehaiStatus::InvalidWinContext)?;
        context.dora_indicators = indicators(raw.dora_count, &raw.dora_indicators)?;
        context.ura_indicators = indicators(raw.ura_count, &raw.ura_indicators)?;
        context.honba = raw.honba;
        context.riichi_sticks = raw.riichi_sticks;
        context.rules =
            Rules::preset(Preset::from_u8(raw.preset).ok_or(TehaiStatus::InvalidWinContext)?);
        context.kita = raw.kita;
        context.renhou = flag(raw.renhou)?;
        context.open_riichi = flag(raw.open_riichi)?;
        context.sashikomi = flag(raw.sashikomi)?;
        context.paarenchan = flag(raw.paarenchan)?;
        context.liable = seat(raw.liable)?;
        context.discarder = seat(raw.discarder)?;
        let melds = raw
            .melds
            .get(..usize::from(raw.meld_count))
            .ok_or(TehaiStatus::TooManyDeclaredMelds)?;
        for &meld in melds {
            let meld = Meld::try_from(meld)?;
            context
                .melds
                .push(meld)
                .map_err(|_| TehaiStatus::TooManyDeclaredMelds)?;
        }
        Ok(context)
    }
}

/// The score of a winning hand, written by `tehai_score`. 128 bytes.
///
/// `yaku` has bit `i` set for each yaku (or dora entry) `i` the hand
/// counts, `i` as listed by `tehai_yaku_str`; `yaku_han[i]` is its han for
/// `i` below 48, `yaku_han_local[i - 48]` for bits 48 to 55 (the dora
/// entries 45, 46, 47 and kita, 48, hold their counts), 0 for bits not set. A yakuman
/// hand holds only its yakuman and `han` is 13 times `yakuman_multiple`.
/// `main`, `additional` and `total` follow the JSON output of `tehai score`:
/// on a ron `main` is what the discarder pays and `additional` 0; on the
/// dealer's tsumo both are what each player pays; on another player's tsumo
/// `main` is the dealer's payment and `additional` each other player's;
/// honba included; `total` is all the winner receives, riichi sticks
/// included. `blocks[0..block_count]` are the concealed blocks of the
/// reading (thirteen orphans: its pair), `melds[0..meld_count]` the declared
/// melds; `winning_block` is the block the winning tile completed (kind
/// `TEHAI_BLOCK_KIND_NONE` for thirteen orphans not won on its pair). Unused
/// slots and `reserved` are 0. Liability (pao) is not in `main` and
/// `additional`: `tehai_score_payments` gives each seat's payment.
#[doc = rust_only!(r#"
```
let score = tehai::score(&"19m19p19s12345677z".parse().unwrap(),
    &tehai::score::WinContext::new("7z".parse().unwrap())).unwrap();
let out = tehai_capi::TehaiScore::from(&score);
assert_eq!((out.han, out.limit, out.yakuman_multiple), (13, tehai_capi::TEHAI_LIMIT_YAKUMAN, 1)); // one yakuman under Tenhou's rules
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiScore {
    /// Han, dora included; 13 per yakuman on a yakuman hand.
    pub han: u32,
    /// Fu of the reading, rounded up to 10 (seven pairs: 25; thirteen
    /// orphans: 0).
    pub fu: u32,
    /// See the struct's description.
    pub main: u32,
    /// See the struct's description.
    pub additional: u32,
    /// Everything the winner receives.
    pub total: u32,
    /// One of the `TEHAI_LIMIT_*` values.
    pub limit: u8,
    /// Yakuman counted (1 to 6) when `limit` is `TEHAI_LIMIT_YAKUMAN`, else 0.
    pub yakuman_multiple: u8,
    /// One of the `TEHAI_WAIT_*` values.
    pub wait: u8,
    /// One of the `TEHAI_READING_*` values.
    pub form: u8,
    /// The yaku (and dora entries) counted, a bit each.
    pub yaku: u64,
    /// Han of each bit of `yaku`.
    pub yaku_han: [u8; TEHAI_YAKU_COUNT],
    /// Concealed blocks used in `blocks`.
    pub block_count: u8,
    /// Declared melds used in `melds`.
    pub meld_count: u8,
    /// The block the winning tile completed.
    pub winning_block: TehaiBlock,
    /// The reading's concealed blocks.
    pub blocks: [TehaiBlock; TEHAI_MAX_READING_BLOCKS],
    /// The declared melds.
    pub melds: [TehaiMeld; 4],
    /// Han of each bit 48 to 55 of `yaku` (`yaku_han_local[i]` for bit
    /// `48 + i`; kita holds its count).
    pub yaku_han_local: [u8; TEHAI_LOCAL_YAKU_COUNT],
    /// North tiles counted as dora (kita; 0 on a yakuman hand).
    pub kita: u8,
    /// Always 0.
    pub reserved: [u8; 5],
}

const _: () = {
    assert!(size_of::<TehaiScore>() == TEHAI_SCORE_SIZE);
    assert!(core::mem::offset_of!(TehaiScore, total) == 16);
    assert!(core::mem::offset_of!(TehaiScore, limit) == 20);
    assert!(core::mem::offset_of!(TehaiScore, form) == 23);
    assert!(core::mem::offset_of!(TehaiScore, yaku) == 24);
    assert!(core::mem::offset_of!(TehaiScore, yaku_han) == 32);
    assert!(core::mem::offset_of!(TehaiScore, block_count) == 80);
    assert!(core::mem::offset_of!(TehaiScore, winning_block) == 82);
    assert!(core::mem::offset_of!(TehaiScore, blocks) == 84);
    assert!(core::mem::offset_of!(TehaiScore, melds) == 98);
    assert!(core::mem::offset_of!(TehaiScore, yaku_han_local) == 114);
    assert!(core::mem::offset_of!(TehaiScore, kita) == 122);
    assert!(core::mem::offset_of!(TehaiScore, reserved) == 123);
};

/// The `TEHAI_LIMIT_*` value and yakuman multiple of a limit.
fn limit_code(limit: Limit) -> (u8, u8) {
    match limit {
        Limit::None => (TEHAI_LIMIT_NONE, 0),
        Limit::Mangan => (TEHAI_LIMIT_MANGAN, 0),
        Limit::KiriageMangan => (TEHAI_LIMIT_KIRIAGE_MANGAN, 0),
        Limit::Haneman => (TEHAI_LIMIT_HANEMAN, 0),
        Limit::Baiman => (TEHAI_LIMIT_BAIMAN, 0),
        Limit::Sanbaiman => (TEHAI_LIMIT_SANBAIMAN, 0),
        Limit::KazoeYakuman => (TEHAI_LIMIT_KAZOE_YAKUMAN, 0),
        Limit::Yakuman(multiple) => (TEHAI_LIMIT_YAKUMAN, multiple),
    }
}

impl From<&Score> for TehaiScore {
    /// Every field of the score, in C's terms.
    fn from(score: &Score) -> Self {
        let (limit, yakuman_multiple) = limit_code(score.limit());
        let reading = score.reading();
        let mut out = TehaiScore {
            han: score.han(),
            fu: u32::from(score.fu()),
            main: score.main(),
            additional: score.additional(),
            total: score.total(),
            limit,
            yakuman_multiple,
            wait: score.wait() as u8,
            form: reading.form() as u8,
            yaku: score.yaku().bits(),
            yaku_han: [0; TEHAI_YAKU_COUNT],
            block_count: 0,
            meld_count: 0,
            winning_block: score
                .winning_block()
                .map_or(TehaiBlock::default(), TehaiBlock::from),
            blocks: [TehaiBlock::default(); TEHAI_MAX_READING_BLOCKS],
            melds: [TehaiMeld::default(); 4],
            yaku_han_local: [0; TEHAI_LOCAL_YAKU_COUNT],
            kita: score.kita(),
            reserved: [0; 5],
        };
        for (yaku, han) in score.yaku_han() {
            let bit = yaku.bits().trailing_zeros() as usize;
            let slot = match bit.checked_sub(TEHAI_YAKU_COUNT) {
                None => out.yaku_han.get_mut(bit),
                Some(local) => out.yaku_han_local.get_mut(local),
            };
            if let Some(slot) = slot {
                *slot = han;
            }
        }
        for (slot, &block) in out.blocks.iter_mut().zip(reading.blocks()) {
            *slot = TehaiBlock::from(block);
            out.block_count += 1;
        }
        for (slot, &meld) in out.melds.iter_mut().zip(reading.melds()) {
            *slot = TehaiMeld::from(meld);
            out.meld_count += 1;
        }
        out
    }
}

/// Reads a parsed hand: a valid packed hand whose red fives are fives it
/// holds, at most `TEHAI_MAX_RED_FIVES` a suit (`TEHAI_STATUS_BAD_NOTATION`).
pub(crate) fn parsed_hand(raw: TehaiParsedHand) -> Result<ParsedHand, TehaiStatus> {
    let hand = tehai::Hand::try_from(raw.hand)?;
    let fives = [Suit::Man, Suit::Pin, Suit::Sou]
        .map(|suit| Tile::from_suit_rank(suit, 4).map_or(0, |five| hand.count(five)));
    if raw
        .red_fives
        .iter()
        .zip(fives)
        .any(|(&red, five)| red > five || red > TEHAI_MAX_RED_FIVES)
    {
        return Err(TehaiStatus::BadNotation);
    }
    Ok(ParsedHand {
        hand,
        red_fives: raw.red_fives,
    })
}

/// Writes the default context to `*out`: a ron on tile 0 by the dealer in
/// the East round, nothing declared, no indicators, Tenhou's rules (every
/// byte 0);
/// set the winning tile and what differs.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out` is misaligned;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `out` is NULL or valid for writing a `TehaiWinContext`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiStatus, TehaiWinContext, tehai_win_context_default};
let mut context = TehaiWinContext { riichi: 1, ..Default::default() };
// SAFETY: `context` is a local.
assert_eq!(unsafe { tehai_win_context_default(&mut context) }, TehaiStatus::Ok);
assert_eq!(context, TehaiWinContext::default());
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_win_context_default(out: *mut TehaiWinContext) -> TehaiStatus {
    guard(|| {
        check_ptr(out)?;
        // SAFETY: `out` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out, TehaiWinContext::default()) };
        Ok(())
    })
}

/// Scores a winning hand: `hand` is the concealed tiles including the
/// winning tile (with its red fives), `context` the rest (see
/// `TehaiWinContext`). Every reading is tried and the best written to
/// `*out`: the most points; on a tie a real yakuman over a counted one, then
/// more han, then more fu.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `context` or `out` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: one of them is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`: `hand->hand` is not a valid hand;
/// * `TEHAI_STATUS_BAD_NOTATION`: red fives the hand does not hold (or more
///   than `TEHAI_MAX_RED_FIVES` of a suit);
/// * `TEHAI_STATUS_INVALID_WIN_CONTEXT`: a flag other than 0 or 1, a wind
///   above 3, a seat byte above 4, an indicator count above 5, an unknown
///   preset, or non-zero `padding` or `reserved` bytes; or a situation
///   without a status of its own that cannot happen at a table (see the
///   status);
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: the winning tile, an indicator or a
///   meld's tile is not below 34;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`: a meld is not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: the hand does not hold
///   `14 - 3 * meld_count` tiles;
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: more than four copies of a kind in
///   hand and melds together;
/// * `TEHAI_STATUS_WINNING_TILE_NOT_IN_HAND`: the winning tile is not in `hand`;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: a tile from 2m to 8m under a
///   three-player preset;
/// * `TEHAI_STATUS_RIICHI_WITH_OPEN_HAND`, `TEHAI_STATUS_DOUBLE_RIICHI_WITH_OPEN_HAND`,
///   `TEHAI_STATUS_IPPATSU_WITHOUT_RIICHI`, `TEHAI_STATUS_CHANKAN_ON_TSUMO`,
///   `TEHAI_STATUS_RINSHAN_WITHOUT_TSUMO`, `TEHAI_STATUS_RINSHAN_WITHOUT_KAN`,
///   `TEHAI_STATUS_HAITEI_WITHOUT_TSUMO`, `TEHAI_STATUS_HAITEI_WITH_RINSHAN`,
///   `TEHAI_STATUS_HOUTEI_ON_TSUMO`, `TEHAI_STATUS_HOUTEI_WITH_CHANKAN`,
///   `TEHAI_STATUS_TENHOU_WITH_MELDS`, `TEHAI_STATUS_TENHOU_ON_RON`,
///   `TEHAI_STATUS_TENHOU_NOT_DEALER`, `TEHAI_STATUS_CHIIHOU_WITH_MELDS`,
///   `TEHAI_STATUS_CHIIHOU_ON_RON`, `TEHAI_STATUS_CHIIHOU_AS_DEALER`: a
///   situation that cannot happen at a table;
/// * `TEHAI_STATUS_NOT_A_WINNING_HAND`: the tiles do not win in any form;
/// * `TEHAI_STATUS_NO_YAKU`: the hand wins but has no yaku;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` and `context` are NULL or point to readable values of their
/// types; `out` is NULL or valid for writing a `TehaiScore`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedHand, TehaiScore, TehaiStatus, TehaiWinContext, tehai_score};
let parsed: tehai::notation::ParsedHand = "234567m23455p888s".parse().unwrap();
let hand = TehaiParsedHand { hand: parsed.hand.into(), red_fives: parsed.red_fives };
let context = TehaiWinContext { winning_tile: 13, riichi: 1, seat_wind: 1, ..Default::default() };
let mut out = TehaiScore::from(&tehai::score(&parsed, &tehai::score::WinContext::new("5p".parse().unwrap())).unwrap());
// SAFETY: every pointer is a local.
assert_eq!(unsafe { tehai_score(&hand, &context, &mut out) }, TehaiStatus::Ok);
assert_eq!((out.han, out.fu, out.main, out.total), (2, 40, 2600, 2600));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_score(
    hand: *const TehaiParsedHand,
    context: *const TehaiWinContext,
    out: *mut TehaiScore,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiParsedHand`.
        let raw_hand = unsafe { read_in(hand)? };
        // SAFETY: the caller guarantees `context` points to a `TehaiWinContext`.
        let raw_context = unsafe { read_in(context)? };
        check_ptr(out)?;
        let hand = parsed_hand(raw_hand)?;
        let context = WinContext::try_from(raw_context)?;
        let score = tehai::score(&hand, &context)?;
        // SAFETY: `out` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out, TehaiScore::from(&score)) };
        Ok(())
    })
}

/// The ids of the yaku bits, as C strings (the order of `Yaku`'s bits).
const YAKU_IDS: [&CStr; TEHAI_YAKU_COUNT + TEHAI_LOCAL_YAKU_COUNT] = [
    c"menzen_tsumo",
    c"riichi",
    c"double_riichi",
    c"ippatsu",
    c"chankan",
    c"rinshan_kaihou",
    c"haitei_raoyue",
    c"houtei_raoyui",
    c"pinfu",
    c"tanyao",
    c"iipeikou",
    c"yakuhai_haku",
    c"yakuhai_hatsu",
    c"yakuhai_chun",
    c"seat_wind",
    c"round_wind",
    c"sanshoku_doujun",
    c"ittsu",
    c"chanta",
    c"honroutou",
    c"toitoi",
    c"sanankou",
    c"sankantsu",
    c"sanshoku_doukou",
    c"chiitoitsu",
    c"shousangen",
    c"honitsu",
    c"junchan",
    c"ryanpeikou",
    c"chinitsu",
    c"kokushi_musou",
    c"chuuren_poutou",
    c"suuankou",
    c"daisangen",
    c"shousuushii",
    c"ryuuiisou",
    c"suukantsu",
    c"tsuuiisou",
    c"chinroutou",
    c"tenhou",
    c"chiihou",
    c"kokushi_musou_13_wait",
    c"junsei_chuuren_poutou",
    c"suuankou_tanki",
    c"daisuushii",
    c"dora",
    c"aka_dora",
    c"ura_dora",
    c"kita",
    c"renhou",
    c"open_riichi",
    c"daisharin",
    c"daichisei",
    c"sashikomi",
    c"paarenchan",
    c"nagashi_mangan",
];

/// The id of yaku bit `yaku` (0 to 55: `"menzen_tsumo"`, `"riichi"`, …,
/// `"daisuushii"`, the dora entries `"dora"`, `"aka_dora"`, `"ura_dora"`,
/// then `"kita"` and the local yaku `"renhou"` … `"nagashi_mangan"`), the
/// names of the JSON output; an empty string for any other value. Static, NUL-terminated, never NULL; must not be freed.
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
// SAFETY: tehai_yaku_str returns static NUL-terminated strings.
let name = unsafe { CStr::from_ptr(tehai_capi::tehai_yaku_str(9)) };
assert_eq!(name, c"tanyao");
```
"#)]
#[unsafe(no_mangle)]
pub extern "C" fn tehai_yaku_str(yaku: u32) -> *const c_char {
    usize::try_from(yaku)
        .ok()
        .and_then(|index| YAKU_IDS.get(index))
        .copied()
        .unwrap_or(c"")
        .as_ptr()
}

/// The name of a limit (`TehaiScore::limit` and `yakuman_multiple`): `""`,
/// `"mangan"`, `"kiriage mangan"`, `"haneman"`, `"baiman"`, `"sanbaiman"`,
/// `"kazoe yakuman"`, `"yakuman"`, `"2x yakuman"` … `"10x yakuman"` (the
/// core's `Limit::name`: the local yakuman reach past six); an empty string
/// for a value that is no limit. Static, NUL-terminated, never NULL.
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
use tehai_capi::{TEHAI_LIMIT_YAKUMAN, tehai_limit_str};
// SAFETY: tehai_limit_str returns static NUL-terminated strings.
let name = unsafe { CStr::from_ptr(tehai_limit_str(TEHAI_LIMIT_YAKUMAN as u32, 2)) };
assert_eq!(name, c"2x yakuman");
// SAFETY: as above.
let seven = unsafe { CStr::from_ptr(tehai_limit_str(TEHAI_LIMIT_YAKUMAN as u32, 7)) };
assert_eq!(seven, c"7x yakuman");
```
"#)]
#[unsafe(no_mangle)]
pub extern "C" fn tehai_limit_str(limit: u32, yakuman_multiple: u32) -> *const c_char {
    let name = match (limit, yakuman_multiple) {
        (0, _) => c"",
        (1, _) => c"mangan",
        (2, _) => c"kiriage mangan",
        (3, _) => c"haneman",
        (4, _) => c"baiman",
        (5, _) => c"sanbaiman",
        (6, _) => c"kazoe yakuman",
        (7, 1) => c"yakuman",
        (7, 2) => c"2x yakuman",
        (7, 3) => c"3x yakuman",
        (7, 4) => c"4x yakuman",
        (7, 5) => c"5x yakuman",
        (7, 6) => c"6x yakuman",
        (7, 7) => c"7x yakuman",
        (7, 8) => c"8x yakuman",
        (7, 9) => c"9x yakuman",
        (7, 10..) => c"10x yakuman",
        _ => c"",
    };
    name.as_ptr()
}

/// The name of a wait (`TehaiScore::wait`): `"ryanmen"`, `"kanchan"`,
/// `"penchan"`, `"shanpon"`, `"tanki"`; an empty string for any other value.
/// Static, NUL-terminated, never NULL.
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
// SAFETY: tehai_wait_str returns static NUL-terminated strings.
let name = unsafe { CStr::from_ptr(tehai_capi::tehai_wait_str(4)) };
assert_eq!(name, c"tanki");
```
"#)]
#[unsafe(no_mangle)]
pub extern "C" fn tehai_wait_str(wait: u32) -> *const c_char {
    let name = match wait {
        0 => c"ryanmen",
        1 => c"kanchan",
        2 => c"penchan",
        3 => c"shanpon",
        4 => c"tanki",
        _ => c"",
    };
    name.as_ptr()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)] // tests: a failed unwrap is a failed test
mod tests {
    use super::*;
    use tehai::decompose::Block;

    #[test]
    fn yaku_ids_match_the_core() {
        for (index, id) in YAKU_IDS.iter().enumerate() {
            let yaku = Yaku::from_bits(1 << index).unwrap();
            assert_eq!(yaku.id().map(str::as_bytes), Some(id.to_bytes()));
        }
        // SAFETY: static strings.
        let unknown = unsafe { CStr::from_ptr(tehai_yaku_str(56)) };
        assert_eq!(unknown, c"");
    }

    #[test]
    fn limit_and_wait_names_match_the_core() {
        let limits = [
            Limit::None,
            Limit::Mangan,
            Limit::KiriageMangan,
            Limit::Haneman,
            Limit::Baiman,
            Limit::Sanbaiman,
            Limit::KazoeYakuman,
            Limit::Yakuman(1),
            Limit::Yakuman(2),
            Limit::Yakuman(6),
            Limit::Yakuman(7),
            Limit::Yakuman(10),
            Limit::Yakuman(13),
        ];
        for limit in limits {
            let (code, multiple) = limit_code(limit);
            // SAFETY: static strings.
            let name = unsafe { CStr::from_ptr(tehai_limit_str(code.into(), multiple.into())) };
            assert_eq!(name.to_bytes(), limit.name().as_bytes());
        }
        // SAFETY: static strings.
        assert_eq!(unsafe { CStr::from_ptr(tehai_limit_str(7, 0)) }, c"");
        // SAFETY: static strings.
        assert_eq!(unsafe { CStr::from_ptr(tehai_limit_str(8, 1)) }, c"");
        for shape in [
            WaitShape::Ryanmen,
            WaitShape::Kanchan,
            WaitShape::Penchan,
            WaitShape::Shanpon,
            WaitShape::Tanki,
        ] {
            // SAFETY: static strings.
            let name = unsafe { CStr::from_ptr(tehai_wait_str(shape as u32)) };
            assert_eq!(name.to_bytes(), shape.name().as_bytes());
        }
        // SAFETY: static strings.
        assert_eq!(unsafe { CStr::from_ptr(tehai_wait_str(5)) }, c"");
    }

    #[test]
    fn every_context_byte_is_checked() {
        let good = TehaiWinContext {
            winning_tile: 13,
            ..Default::default()
        };
        assert!(WinContext::try_from(good).is_ok());
        let bad = |edit: fn(&mut TehaiWinContext)| {
            let mut raw = good;
            edit(&mut raw);
            WinContext::try_from(raw).unwrap_err()
        };
        assert_eq!(bad(|c| c.tsumo = 2), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.chiihou = 0xff), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.seat_wind = 4), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.round_wind = 9), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.dora_count = 6), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.ura_count = 6), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.preset = 7), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.renhou = 2), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.open_riichi = 2), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.sashikomi = 2), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.paarenchan = 2), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.liable = 5), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.discarder = 0xff), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.padding[1] = 1), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.reserved[7] = 1), TehaiStatus::InvalidWinContext);
        assert_eq!(bad(|c| c.winning_tile = 34), TehaiStatus::InvalidTileIndex);
        assert_eq!(
            bad(|c| {
                c.dora_count = 1;
                c.dora_indicators[0] = 40;
            }),
            TehaiStatus::InvalidTileIndex
        );
        assert_eq!(bad(|c| c.meld_count = 5), TehaiStatus::TooManyDeclaredMelds);
        assert_eq!(
            bad(|c| {
                c.meld_count = 1;
                c.melds[0].kind = 9;
            }),
            TehaiStatus::InvalidMeld
        );
        // Unused entries are not read.
        let mut unused = good;
        unused.dora_indicators = [99; TEHAI_MAX_INDICATORS];
        unused.melds[3].kind = 99;
        assert!(WinContext::try_from(unused).is_ok());
    }

    #[test]
    fn a_score_in_c_terms() {
        let parsed: ParsedHand = "234067m23455p".parse().unwrap();
        let mut context = WinContext::new("5p".parse().unwrap());
        context.melds.push("pon 777z".parse().unwrap()).unwrap();
        context.tsumo = true;
        context.seat_wind = Wind::West;
        let score = tehai::score(&parsed, &context).unwrap();
        let out = TehaiScore::from(&score);
        assert_eq!(
            (out.han, out.fu, out.main, out.additional),
            (2, 30, 1000, 500)
        );
        assert_eq!(out.yaku, (Yaku::YAKUHAI_CHUN | Yaku::AKA_DORA).bits());
        assert_eq!(out.yaku_han[13], 1);
        assert_eq!(out.yaku_han[46], 1);
        assert_eq!((out.block_count, out.meld_count), (4, 1));
        assert_eq!(out.blocks[4].kind, crate::decompose::TEHAI_BLOCK_KIND_NONE);
        assert_eq!(out.melds[0], TehaiMeld::from(context.melds.as_slice()[0]));
        assert_eq!(
            out.winning_block,
            TehaiBlock::from(Block::pair("5p".parse().unwrap()))
        );
        assert_eq!(
            (out.wait, out.form),
            (TEHAI_WAIT_TANKI, TEHAI_READING_REGULAR)
        );
        assert_eq!(out.reserved, [0; 5]);
    }
}
