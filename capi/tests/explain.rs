//! The explained scores of the C ABI agree with the core's: for many random
//! winning hands (concealed and called sets, every wind, several presets)
//! the fu items of `tehai_score_explain` read back as the core's
//! `Score::fu_items`, their lines are the core's, the yaku items carry the
//! core's han and platform numbers, and `tehai_score_readings` lists the
//! core's `score_readings`. Then what hostile arguments get.

use std::ffi::{CStr, c_char};
use std::mem::MaybeUninit;

use tehai::meld::MeldKind;
use tehai::notation::ParsedHand;
use tehai::score::{FuItem, WinContext};
use tehai::{Hand, Meld, Tile};
use tehai_capi::*;

/// A small deterministic generator (64-bit LCG), so a failure repeats.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

fn tile(index: u64) -> Tile {
    Tile::new(index as u8).expect("below 34")
}

/// A random complete hand: four sets (sequences, triplets; some declared as
/// chi, pon or kan) and a pair, with a random winning tile among the
/// concealed ones and a random table. `None` when a kind would pass four.
fn random_case(rng: &mut Lcg) -> Option<(TehaiParsedHand, TehaiWinContext)> {
    let mut all = [0u8; 34];
    let mut concealed = [0u8; 34];
    let mut melds: Vec<Meld> = Vec::new();
    // One hand in eight is seven pairs (its sets are left out below).
    let seven_pairs = rng.below(8) == 0;
    while seven_pairs && all.iter().filter(|&&count| count == 2).count() < 6 {
        let index = rng.below(34) as usize;
        if all[index] == 0 {
            all[index] = 2;
            concealed[index] = 2;
        }
    }
    for _ in 0..if seven_pairs { 0 } else { 4 } {
        let declare = rng.below(4) == 0;
        if rng.below(2) == 0 {
            let first = rng.below(3) * 9 + rng.below(7);
            for offset in 0..3 {
                all[(first + offset) as usize] += 1;
                if !declare {
                    concealed[(first + offset) as usize] += 1;
                }
            }
            if declare {
                melds.push(Meld::chi(tile(first))?);
            }
        } else {
            let index = rng.below(34);
            let kind = if declare {
                [
                    MeldKind::Pon,
                    MeldKind::OpenKan,
                    MeldKind::AddedKan,
                    MeldKind::ClosedKan,
                ][rng.below(4) as usize]
            } else {
                MeldKind::Pon
            };
            all[index as usize] += if kind.is_kan() { 4 } else { 3 };
            if declare {
                melds.push(if kind == MeldKind::Pon {
                    Meld::pon(tile(index))
                } else {
                    Meld::kan(kind, tile(index))?
                });
            } else {
                concealed[index as usize] += 3;
            }
        }
    }
    let pair = rng.below(34) as usize;
    if seven_pairs && all[pair] > 0 {
        return None;
    }
    all[pair] += 2;
    concealed[pair] += 2;
    if all.iter().any(|&count| count > 4) {
        return None;
    }
    let hand = Hand::from_counts(&concealed).ok()?;
    let held: Vec<u8> = (0..34u8)
        .filter(|&i| concealed[usize::from(i)] > 0)
        .collect();
    let winning_tile = held[rng.below(held.len() as u64) as usize];
    let open = melds.iter().any(|meld| meld.kind() != MeldKind::ClosedKan);
    let mut context = TehaiWinContext {
        winning_tile,
        tsumo: rng.below(2) as u8,
        riichi: u8::from(!open && rng.below(2) == 0),
        seat_wind: rng.below(4) as u8,
        round_wind: rng.below(2) as u8,
        preset: [
            TEHAI_PRESET_TENHOU,
            TEHAI_PRESET_MAHJONGSOUL,
            TEHAI_PRESET_WRC,
            TEHAI_PRESET_EMA,
            TEHAI_PRESET_MLEAGUE,
        ][rng.below(5) as usize],
        dora_count: 1,
        ..Default::default()
    };
    context.dora_indicators[0] = rng.below(34) as u8;
    context.meld_count = melds.len() as u8;
    for (slot, meld) in context.melds.iter_mut().zip(&melds) {
        *slot = TehaiMeld::from(*meld);
    }
    let parsed = TehaiParsedHand {
        hand: hand.into(),
        red_fives: [0; 3],
    };
    Some((parsed, context))
}

fn fu_line(item: &TehaiFuItem) -> String {
    let mut text = [0 as c_char; 64];
    let mut len = 0;
    // SAFETY: every pointer is a local; `text` holds 64 bytes.
    let status = unsafe { tehai_fu_item_str(item, text.as_mut_ptr(), text.len(), &mut len) };
    assert_eq!(status, TehaiStatus::Ok);
    // SAFETY: the call wrote a NUL-terminated string.
    let line = unsafe { CStr::from_ptr(text.as_ptr()) };
    assert_eq!(line.to_bytes().len(), len);
    line.to_str().expect("UTF-8").to_owned()
}

#[test]
fn fu_and_yaku_items_are_the_cores_for_random_hands() {
    let mut rng = Lcg(24);
    let (mut scored, mut seven_item_hands, mut readings_checked) = (0, 0, 0);
    let mut reasons = [0usize; 9];
    while scored < 3000 {
        let Some((hand, context)) = random_case(&mut rng) else {
            continue;
        };
        let parsed = ParsedHand::new(
            Hand::try_from(hand.hand).expect("a valid hand"),
            hand.red_fives,
        )
        .expect("no red fives");
        let rust_context = WinContext::try_from(context).expect("a valid context");
        let mut out = MaybeUninit::<TehaiExplanation>::uninit();
        // SAFETY: every pointer is a local.
        let status =
            unsafe { tehai_score_explain(&hand, &context, std::ptr::null(), out.as_mut_ptr()) };
        let score = match tehai::score(&parsed, &rust_context) {
            Ok(score) => score,
            Err(error) => {
                assert_eq!(status, TehaiStatus::from(error));
                continue;
            }
        };
        assert_eq!(status, TehaiStatus::Ok);
        scored += 1;
        // SAFETY: written on success.
        let out = unsafe { out.assume_init() };
        let core: Vec<FuItem> = score.fu_items().iter().copied().collect();
        let count = usize::from(out.fu_item_count);
        assert_eq!(count, core.len());
        seven_item_hands += usize::from(count >= 7);
        for (raw, item) in out.fu_items[..count].iter().zip(&core) {
            assert_eq!(FuItem::try_from(*raw), Ok(*item));
            assert_eq!(raw.fu, item.fu());
            assert_eq!(fu_line(raw), item.to_string());
            reasons[usize::from(raw.reason)] += 1;
        }
        let sum: u32 = out.fu_items[..count]
            .iter()
            .map(|item| u32::from(item.fu))
            .sum();
        if count > 0 {
            assert_eq!(sum, u32::from(score.fu()));
        }
        assert!(
            out.fu_items[count..]
                .iter()
                .all(|item| item.reason == 0 && item.fu == 0)
        );
        let yaku: Vec<_> = score.yaku_items().collect();
        assert_eq!(usize::from(out.yaku_item_count), yaku.len());
        for (raw, item) in out.yaku_items.iter().zip(&yaku) {
            assert_eq!(
                u64::from(raw.yaku),
                u64::from(item.yaku.bits().trailing_zeros())
            );
            assert_eq!(raw.han, item.han);
            assert_eq!(raw.tenhou, item.tenhou.unwrap_or(TEHAI_NONE));
            assert_eq!(raw.mahjong_soul, item.mahjong_soul.unwrap_or(0));
        }
        // The same through explicit rules (the preset's, preset byte 0).
        let mut rules = TehaiRules::default();
        // SAFETY: `rules` is a local.
        assert_eq!(
            unsafe { tehai_rules_preset(context.preset, &mut rules) },
            TehaiStatus::Ok
        );
        let under_rules = TehaiWinContext {
            preset: TEHAI_PRESET_TENHOU,
            ..context
        };
        let mut again = MaybeUninit::<TehaiExplanation>::uninit();
        // SAFETY: every pointer is a local.
        let status =
            unsafe { tehai_score_explain(&hand, &under_rules, &rules, again.as_mut_ptr()) };
        assert_eq!(status, TehaiStatus::Ok);
        // SAFETY: written on success.
        assert_eq!(unsafe { again.assume_init() }, out);

        if scored % 10 == 0 {
            let expected: Vec<TehaiScore> = tehai::score::score_readings(&parsed, &rust_context)
                .expect("the hand scored")
                .flatten()
                .map(|reading| TehaiScore::from(&reading))
                .collect();
            let mut listed = vec![MaybeUninit::<TehaiScore>::uninit(); 32];
            let mut count = 0;
            // SAFETY: `listed` holds 32 slots.
            let status = unsafe {
                tehai_score_readings(
                    &hand,
                    &context,
                    std::ptr::null(),
                    listed.as_mut_ptr().cast(),
                    32,
                    &mut count,
                )
            };
            assert_eq!(status, TehaiStatus::Ok);
            assert_eq!(count, expected.len());
            for (slot, want) in listed.iter().zip(&expected) {
                // SAFETY: the first `count` slots were written.
                assert_eq!(unsafe { slot.assume_init() }, *want);
            }
            // One of them is the best score.
            assert!(expected.contains(&TehaiScore::from(&score)));
            readings_checked += 1;
        }
    }
    // The random hands meet every kind of item and long sheets.
    assert!(reasons.iter().all(|&n| n > 0), "{reasons:?}");
    assert!(seven_item_hands > 0);
    assert!(readings_checked >= 300);
}

#[test]
fn names_of_a_few_yaku() {
    let name = |bit, language| {
        // SAFETY: a non-NULL result is a static NUL-terminated string.
        unsafe { CStr::from_ptr(tehai_yaku_name(bit, language)) }
            .to_str()
            .expect("UTF-8")
    };
    assert_eq!(name(1, TEHAI_LANGUAGE_JAPANESE), "立直");
    assert_eq!(name(8, TEHAI_LANGUAGE_ROMAJI), "Pinfu");
    assert_eq!(name(9, TEHAI_LANGUAGE_ENGLISH), "All Simples");
    assert_eq!(name(29, TEHAI_LANGUAGE_CHINESE), "清一色");
    assert!(tehai_yaku_name(56, TEHAI_LANGUAGE_ENGLISH).is_null());
    assert!(tehai_yaku_name(0, 4).is_null());
}

#[test]
fn hostile_arguments_write_nothing() {
    let hand = TehaiParsedHand {
        hand: "11122233344455m".parse::<Hand>().expect("a hand").into(),
        red_fives: [0; 3],
    };
    let context = TehaiWinContext {
        winning_tile: 4,
        ..Default::default()
    };
    // Too small a buffer: only the count is written.
    let marker = TehaiScore::from(
        &tehai::score(
            &"123456789m12355p".parse().expect("a hand"),
            &WinContext::new(tile(8)),
        )
        .expect("a score"),
    );
    let mut listed = [marker; 3];
    let mut count = 0;
    // SAFETY: `listed` holds 3 scores.
    let status = unsafe {
        tehai_score_readings(
            &hand,
            &context,
            std::ptr::null(),
            listed.as_mut_ptr(),
            3,
            &mut count,
        )
    };
    assert_eq!((status, count), (TehaiStatus::BufferTooSmall, 4));
    assert_eq!(listed, [marker; 3]);
    // A bad preset byte, and a preset byte beside explicit rules.
    for (bad, rules) in [
        (
            TehaiWinContext {
                preset: 7,
                ..context
            },
            std::ptr::null(),
        ),
        (
            TehaiWinContext {
                preset: TEHAI_PRESET_WRC,
                ..context
            },
            &TehaiRules::default() as *const TehaiRules,
        ),
    ] {
        let mut count = 99;
        // SAFETY: as above.
        let status =
            unsafe { tehai_score_readings(&hand, &bad, rules, listed.as_mut_ptr(), 3, &mut count) };
        assert_eq!((status, count), (TehaiStatus::InvalidWinContext, 99));
        let mut out = MaybeUninit::<TehaiExplanation>::zeroed();
        // SAFETY: every pointer is a local.
        let status = unsafe { tehai_score_explain(&hand, &bad, rules, out.as_mut_ptr()) };
        assert_eq!(status, TehaiStatus::InvalidWinContext);
        // SAFETY: zeroed above, and nothing is written on failure.
        assert_eq!(unsafe { out.assume_init() }.fu_item_count, 0);
    }
    // A fu item with a byte nobody writes; a buffer one byte short.
    let item = TehaiFuItem::from(FuItem::ClosedRon);
    let line = "closed hand won on a discard";
    let mut text = [b'#' as c_char; 64];
    let mut len = 0;
    // SAFETY: `text` holds 64 bytes.
    let status = unsafe { tehai_fu_item_str(&item, text.as_mut_ptr(), line.len(), &mut len) };
    assert_eq!((status, len), (TehaiStatus::BufferTooSmall, line.len()));
    assert!(text.iter().all(|&byte| byte == b'#' as c_char));
    for bad in [
        TehaiFuItem { wait: 0, ..item },
        TehaiFuItem { fu: 2, ..item },
        TehaiFuItem {
            meld_kind: 1,
            ..item
        },
        TehaiFuItem {
            block_kind: 1,
            ..item
        },
    ] {
        let mut len = 7;
        // SAFETY: as above.
        let status = unsafe { tehai_fu_item_str(&bad, text.as_mut_ptr(), 64, &mut len) };
        assert_eq!((status, len), (TehaiStatus::InvalidFuItem, 7));
    }
}
