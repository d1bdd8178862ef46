//! The rules across the C ABI: a zero-initialised `TehaiWinContext` scores
//! as the core's default rules, each preset scores as the core's preset
//! (through the context's preset byte and through `tehai_rules_preset`),
//! every byte of `TehaiRules` and of `TehaiWinContext` is checked, and a
//! refused call writes nothing.

use std::mem::{offset_of, size_of};

use tehai::rules::{Preset, Rules};
use tehai::score::WinContext;
use tehai_capi::*;

/// What an untouched output holds.
const SENTINEL: u8 = 0xA5;

fn parsed(text: &str) -> (tehai::notation::ParsedHand, TehaiParsedHand) {
    let parsed: tehai::notation::ParsedHand = text.parse().expect("a valid hand");
    let c = TehaiParsedHand {
        hand: parsed.hand.into(),
        red_fives: parsed.red_fives,
    };
    (parsed, c)
}

/// Hands whose scores differ between presets: red fives, a double yakuman,
/// a counted yakuman, a plain hand with a seat-and-round-wind pair, and a
/// three-player hand (no 2m to 8m).
fn cases() -> Vec<(&'static str, TehaiWinContext)> {
    let base = TehaiWinContext::default();
    vec![
        (
            "234067m23455p888s",
            TehaiWinContext {
                winning_tile: 13,
                riichi: 1,
                tsumo: 1,
                seat_wind: TEHAI_WIND_SOUTH,
                ..base
            },
        ),
        (
            "19m19p19s12345677z",
            TehaiWinContext {
                winning_tile: 33,
                ..base
            },
        ),
        (
            "22233344455566p",
            TehaiWinContext {
                winning_tile: 10,
                riichi: 1,
                tsumo: 1,
                dora_count: 1,
                dora_indicators: [10, 0, 0, 0, 0],
                ..base
            },
        ),
        (
            "123p456p789s11555z",
            TehaiWinContext {
                winning_tile: 27,
                riichi: 1,
                honba: 2,
                ..base
            },
        ),
        (
            "11123p456p789s222z",
            TehaiWinContext {
                winning_tile: 9,
                riichi: 1,
                seat_wind: TEHAI_WIND_SOUTH,
                discarder: TEHAI_WIND_WEST + 1,
                ..base
            },
        ),
    ]
}

/// The core's answer for a C context under `rules`, as C sees it.
fn core_score(
    hand: &tehai::notation::ParsedHand,
    raw: TehaiWinContext,
    rules: Rules,
) -> TehaiScore {
    let mut context = WinContext::try_from(TehaiWinContext {
        preset: TEHAI_PRESET_TENHOU,
        ..raw
    })
    .expect("a valid context");
    context.rules = rules;
    let score = tehai::score(hand, &context);
    TehaiScore::from(&score.unwrap_or_else(|error| panic!("{hand:?} {context:?}: {error:?}")))
}

/// `tehai_score` through C.
fn c_score(hand: &TehaiParsedHand, context: &TehaiWinContext) -> (TehaiStatus, TehaiScore) {
    // SAFETY: TehaiScore is plain bytes; every pattern is a value.
    let mut out: TehaiScore = unsafe { std::mem::zeroed() };
    // SAFETY: every pointer is a local.
    let status = unsafe { tehai_score(hand, context, &mut out) };
    (status, out)
}

/// `tehai_score_with_rules` through C.
fn c_score_with(
    hand: &TehaiParsedHand,
    context: &TehaiWinContext,
    rules: &TehaiRules,
) -> (TehaiStatus, TehaiScore) {
    // SAFETY: as above.
    let mut out: TehaiScore = unsafe { std::mem::zeroed() };
    // SAFETY: every pointer is a local.
    let status = unsafe { tehai_score_with_rules(hand, context, rules, &mut out) };
    (status, out)
}

#[test]
fn a_zeroed_context_scores_as_the_default_rules() {
    // SAFETY: every byte 0 is the documented start of a TehaiWinContext.
    let zeroed: TehaiWinContext = unsafe { std::mem::zeroed() };
    assert_eq!(zeroed, TehaiWinContext::default());
    for (text, context) in cases() {
        let (core, c) = parsed(text);
        let expected = core_score(&core, context, Rules::default());
        assert_eq!(c_score(&c, &context), (TehaiStatus::Ok, expected), "{text}");
        assert_eq!(
            c_score_with(&c, &context, &TehaiRules::default()),
            (TehaiStatus::Ok, expected),
            "{text}"
        );
    }
}

#[test]
fn each_preset_scores_as_the_core_preset() {
    let mut differ = std::collections::BTreeSet::new();
    for preset in Preset::ALL {
        let mut rules = TehaiRules::default();
        // SAFETY: `rules` is a local.
        let status = unsafe { tehai_rules_preset(preset as u8, &mut rules) };
        assert_eq!(status, TehaiStatus::Ok, "{preset}");
        assert_eq!(
            Rules::try_from(rules),
            Ok(Rules::preset(preset)),
            "{preset}"
        );
        assert_eq!(rules, TehaiRules::from(Rules::preset(preset)));
        for (text, context) in cases() {
            let (core, c) = parsed(text);
            let three = Rules::preset(preset).players == tehai::Players::Three;
            let by_byte = c_score(
                &c,
                &TehaiWinContext {
                    preset: preset as u8,
                    ..context
                },
            );
            let by_struct = c_score_with(&c, &context, &rules);
            assert_eq!(by_byte, by_struct, "{preset} {text}");
            if three && (text.contains('m') && !text.starts_with("19m")) {
                assert_eq!(by_byte.0, TehaiStatus::NotInThreePlayer, "{preset} {text}");
                continue;
            }
            if by_byte.0 != TehaiStatus::Ok {
                // A three-player table refuses the red 5m and 2m to 8m.
                assert!(three, "{preset} {text}: {:?}", by_byte.0);
                continue;
            }
            let expected = core_score(&core, context, Rules::preset(preset));
            assert_eq!(by_byte.1, expected, "{preset} {text}");
            differ.insert((text, expected.han, expected.total));
        }
    }
    // The cases tell the presets apart (else the test proves little).
    assert!(differ.len() > cases().len(), "{differ:?}");
}

#[test]
fn unknown_presets_are_refused_and_nothing_is_written() {
    for preset in 7..=u8::MAX {
        let mut rules = TehaiRules {
            honba_ron: 0xA5A5,
            ..TehaiRules::default()
        };
        let before = rules;
        // SAFETY: `rules` is a local.
        let status = unsafe { tehai_rules_preset(preset, &mut rules) };
        assert_eq!(status, TehaiStatus::InvalidRules, "{preset}");
        assert_eq!(rules, before);
    }
}

/// The values each byte of `TehaiRules` takes, by offset.
fn valid_rules_byte(offset: usize, value: u8) -> bool {
    let at = |field: usize| field == offset;
    let flag = value <= 1;
    if at(offset_of!(TehaiRules, players)) {
        value == 3 || value == 4
    } else if (1..4).contains(&offset) {
        value <= 4
    } else if at(offset_of!(TehaiRules, kazoe))
        || at(offset_of!(TehaiRules, pao_ron))
        || at(offset_of!(TehaiRules, three_player_tsumo))
    {
        flag
    } else if at(offset_of!(TehaiRules, double_yakuman)) {
        value <= 0xf
    } else if at(offset_of!(TehaiRules, max_yakuman)) || (16..20).contains(&offset) {
        true
    } else if at(offset_of!(TehaiRules, renhou)) || at(offset_of!(TehaiRules, pao_pays)) {
        value <= 2
    } else if at(offset_of!(TehaiRules, open_pinfu_fu))
        || at(offset_of!(TehaiRules, pinfu_tsumo_fu))
    {
        value == 20 || value == 30
    } else if at(offset_of!(TehaiRules, double_wind_pair_fu)) {
        value == 2 || value == 4
    } else if at(offset_of!(TehaiRules, pao)) {
        value <= 7
    } else if offset >= offset_of!(TehaiRules, reserved) {
        value == 0
    } else {
        // open_tanyao, kiriage, yakuman_stacking and the flags from
        // daisharin to nagashi_mangan.
        flag
    }
}

/// The bytes of a value, and the value from bytes.
fn bytes_of<T: Copy>(value: &T) -> Vec<u8> {
    // SAFETY: `value` is a live `T` of plain bytes (no padding in the
    // structs used here: their layouts are asserted).
    unsafe { std::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) }.to_vec()
}

fn from_bytes<T: Copy>(bytes: &[u8]) -> T {
    assert_eq!(bytes.len(), size_of::<T>());
    // SAFETY: the length is checked; the structs used here accept any bytes.
    unsafe { std::ptr::read_unaligned(bytes.as_ptr().cast::<T>()) }
}

#[test]
fn every_rules_byte_is_checked_and_nothing_is_written() {
    let good = TehaiRules::default();
    let (_, hand) = parsed("123p456p789s11555z");
    let context = TehaiWinContext {
        winning_tile: 27,
        riichi: 1,
        ..TehaiWinContext::default()
    };
    let mut refused = 0;
    for offset in 0..size_of::<TehaiRules>() {
        for value in 0..=u8::MAX {
            let mut bytes = bytes_of(&good);
            bytes[offset] = value;
            let rules: TehaiRules = from_bytes(&bytes);
            let valid = valid_rules_byte(offset, value);
            assert_eq!(
                Rules::try_from(rules).is_ok(),
                valid,
                "byte {offset} = {value}"
            );

            let mut out = [SENTINEL; size_of::<TehaiScore>()];
            // SAFETY: every pointer is a local; `out` is TehaiScore-sized
            // and aligned below by the copy.
            let mut score: TehaiScore = from_bytes(&out);
            // SAFETY: as above.
            let status = unsafe { tehai_score_with_rules(&hand, &context, &rules, &mut score) };
            let mut paid = [0xA5A5_A5A5u32; 4];
            // SAFETY: as above; `paid` holds 4 entries.
            let paid_status =
                unsafe { tehai_score_payments(&hand, &context, &rules, paid.as_mut_ptr()) };
            let mut target = rules;
            // SAFETY: `target` is a local, the texts are NUL-terminated.
            let set_status =
                unsafe { tehai_rules_set(&mut target, c"kiriage".as_ptr(), c"true".as_ptr()) };
            if valid {
                assert_ne!(status, TehaiStatus::InvalidRules, "byte {offset} = {value}");
                assert_eq!(set_status, TehaiStatus::Ok, "byte {offset} = {value}");
                assert_eq!(target.kiriage, 1);
            } else {
                refused += 1;
                assert_eq!(status, TehaiStatus::InvalidRules, "byte {offset} = {value}");
                assert_eq!(
                    paid_status,
                    TehaiStatus::InvalidRules,
                    "byte {offset} = {value}"
                );
                assert_eq!(
                    set_status,
                    TehaiStatus::InvalidRules,
                    "byte {offset} = {value}"
                );
                out.copy_from_slice(&bytes_of(&score));
                assert_eq!(out, [SENTINEL; size_of::<TehaiScore>()], "byte {offset}");
                assert_eq!(paid, [0xA5A5_A5A5; 4], "byte {offset}");
                assert_eq!(target, rules, "byte {offset}");
            }
        }
    }
    assert!(refused > 19 * 255, "{refused}");
}

#[test]
fn bad_names_and_values_are_refused_and_nothing_is_written() {
    let good = TehaiRules::default();
    for (name, value) in [
        (c"kuitan", c"true"),
        (c"", c"true"),
        (c"kazoe", c"double"),
        (c"players", c"2"),
        (c"red_fives", c"5,0,0"),
        (c"open_pinfu_fu", c"25"),
        (c"honba_tsumo", c"70000"),
        (c"pao", c"daisangen,kokushi"),
    ] {
        let mut rules = good;
        // SAFETY: `rules` is a local, the texts are NUL-terminated.
        let status = unsafe { tehai_rules_set(&mut rules, name.as_ptr(), value.as_ptr()) };
        assert_eq!(status, TehaiStatus::InvalidRules, "{name:?} {value:?}");
        assert_eq!(rules, good);
    }
    let mut rules = good;
    // SAFETY: as above.
    let status = unsafe { tehai_rules_set(&mut rules, c"kazoe".as_ptr(), c"\xff".as_ptr()) };
    assert_eq!(status, TehaiStatus::InvalidUtf8);
    // SAFETY: as above.
    let status = unsafe { tehai_rules_set(&mut rules, std::ptr::null(), c"1".as_ptr()) };
    assert_eq!(status, TehaiStatus::NullPointer);
    assert_eq!(rules, good);
}

#[test]
fn rules_set_reads_what_the_core_reads() {
    let mut rules = TehaiRules::default();
    let mut core = Rules::default();
    for (name, value) in [
        ("red-fives", "0,2,1"),
        ("double_yakuman", "all"),
        ("pao", "suukantsu"),
        ("honba_ron", "1500"),
        ("players", "3"),
        ("three_player_tsumo", "split"),
        ("renhou", "mangan"),
        ("open_riichi", "yes"),
    ] {
        let c_name = std::ffi::CString::new(name).expect("no NUL");
        let c_value = std::ffi::CString::new(value).expect("no NUL");
        // SAFETY: `rules` is a local, the texts are NUL-terminated.
        let status = unsafe { tehai_rules_set(&mut rules, c_name.as_ptr(), c_value.as_ptr()) };
        assert_eq!(status, TehaiStatus::Ok, "{name} {value}");
        core.set(name, value).expect("the core reads it");
        assert_eq!(Rules::try_from(rules), Ok(core), "{name}");
    }
    assert_eq!(rules.honba_ron, 1500);
    assert_eq!(
        rules.double_yakuman,
        TEHAI_DOUBLE_YAKUMAN_SUUANKOU_TANKI
            | TEHAI_DOUBLE_YAKUMAN_KOKUSHI_13_WAIT
            | TEHAI_DOUBLE_YAKUMAN_JUNSEI_CHUUREN
            | TEHAI_DOUBLE_YAKUMAN_DAISUUSHII
    );
    assert_eq!(rules.pao, TEHAI_PAO_SUUKANTSU);
    assert_eq!(rules.renhou, TEHAI_RENHOU_MANGAN);
    assert_eq!(rules.three_player_tsumo, TEHAI_THREE_PLAYER_TSUMO_SPLIT);
}

/// The values each of the bytes 48 to 63 of `TehaiWinContext` takes (the
/// bytes before them are checked as they always were, in score.rs).
fn valid_context_tail_byte(offset: usize, value: u8) -> bool {
    match offset {
        48 => value <= TEHAI_PRESET_MLEAGUE,
        // kita: any count reads; at four players the core refuses it.
        49 => value == 0,
        50..=53 => value <= 1,
        54 | 55 => value <= 4,
        _ => value == 0,
    }
}

#[test]
fn every_context_byte_is_checked_and_nothing_is_written() {
    // A plain pinfu ron by the dealer: every flag this tail can raise is
    // either refused or scored.
    let (_, hand) = parsed("123456789m12355p");
    let good = TehaiWinContext {
        winning_tile: 8,
        ..TehaiWinContext::default()
    };
    assert_eq!(c_score(&hand, &good).0, TehaiStatus::Ok);
    for offset in 0..size_of::<TehaiWinContext>() {
        for value in 0..=u8::MAX {
            let mut bytes = bytes_of(&good);
            bytes[offset] = value;
            let context: TehaiWinContext = from_bytes(&bytes);
            let mut score: TehaiScore = from_bytes(&[SENTINEL; size_of::<TehaiScore>()]);
            // SAFETY: every pointer is a local.
            let status = unsafe { tehai_score(&hand, &context, &mut score) };
            let mut paid = [0xA5A5_A5A5u32; 4];
            let rules = TehaiRules::default();
            let tenhou_context = TehaiWinContext {
                preset: 0,
                ..context
            };
            // SAFETY: every pointer is a local; `paid` holds 4 entries.
            let paid_status =
                unsafe { tehai_score_payments(&hand, &tenhou_context, &rules, paid.as_mut_ptr()) };
            if status != TehaiStatus::Ok {
                assert_eq!(
                    bytes_of(&score),
                    vec![SENTINEL; size_of::<TehaiScore>()],
                    "byte {offset} = {value}: {status:?}"
                );
            }
            if paid_status != TehaiStatus::Ok {
                assert_eq!(paid, [0xA5A5_A5A5; 4], "byte {offset} = {value}");
            }
            let flag_byte = (1..=10).contains(&offset);
            let wind_byte = offset == 11 || offset == 12;
            let must_fail = (flag_byte && value > 1)
                || (wind_byte && value > 3)
                || ((13..=14).contains(&offset) && value > 5)
                || (offset == 15 && value > 4)
                || ((30..=31).contains(&offset) && value != 0)
                || (offset >= 48 && !valid_context_tail_byte(offset, value));
            if must_fail {
                assert_ne!(status, TehaiStatus::Ok, "byte {offset} = {value}");
            }
            // kita at four players is the core's to refuse (a count past
            // four copies of 4z is CountAboveFour).
            if offset >= 48 && offset != 49 && !valid_context_tail_byte(offset, value) {
                assert_eq!(
                    status,
                    TehaiStatus::InvalidWinContext,
                    "byte {offset} = {value}"
                );
            }
        }
    }
}

#[test]
fn payments_name_each_seat() {
    let (_, hand) = parsed("234567m23455p888s");
    let ron = TehaiWinContext {
        winning_tile: 13,
        riichi: 1,
        seat_wind: TEHAI_WIND_SOUTH,
        ..TehaiWinContext::default()
    };
    let rules = TehaiRules::default();
    let mut paid = [7u32; 4];
    // SAFETY: every pointer is a local; `paid` holds 4 entries.
    let status = unsafe { tehai_score_payments(&hand, &ron, &rules, paid.as_mut_ptr()) };
    assert_eq!(status, TehaiStatus::NoDiscarder);
    assert_eq!(paid, [7; 4]);
    let named = TehaiWinContext {
        discarder: TEHAI_WIND_WEST + 1,
        ..ron
    };
    // SAFETY: as above.
    let status = unsafe { tehai_score_payments(&hand, &named, &rules, paid.as_mut_ptr()) };
    assert_eq!(status, TehaiStatus::Ok);
    let (_, score) = c_score_with(&hand, &named, &rules);
    assert_eq!(paid, [0, 0, score.main, 0]);
    // A context whose preset byte is set is refused: the rules struct decides.
    let preset_set = TehaiWinContext {
        preset: TEHAI_PRESET_WRC,
        ..named
    };
    // SAFETY: as above.
    let status = unsafe { tehai_score_payments(&hand, &preset_set, &rules, paid.as_mut_ptr()) };
    assert_eq!(status, TehaiStatus::InvalidWinContext);
}
