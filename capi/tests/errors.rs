//! Every function's "Errors:" list in `include/tehai.h` names exactly the
//! statuses the function can return.
//!
//! For each function this test calls it with every combination of a set of
//! good and bad arguments (NULL, misaligned and valid pointers, lengths of 0,
//! exact, short and unaddressable, valid and corrupt hands, good and bad
//! melds, tiles and texts), collects the statuses it returns, and compares
//! them with the list read from the header. `TEHAI_STATUS_INTERNAL_ERROR`
//! (a bug) is listed everywhere and expected nowhere.
//!
//! Memory stays valid whatever the library does with it: every valid pointer
//! points into a buffer of at least `ROOM` elements, every length is at most
//! `ROOM` or so large that the call must refuse it before touching memory,
//! and misaligned pointers point into a live buffer too.
//!
//! A function of a new module without a driver here is still checked
//! statically (it has an "Errors:" list of known statuses) and named in the
//! test's output.

mod support;

use std::collections::{BTreeMap, BTreeSet};
use std::ffi::c_char;

use support::{c_name, root};
use tehai_capi::*;

/// Elements in every output buffer and valid input array.
const ROOM: usize = 64;

/// An aligned block of bytes, for misaligned pointers that stay inside a live
/// allocation.
#[repr(C, align(16))]
struct Aligned([u8; 1024]);

/// Statuses, as numbers.
type Set = BTreeSet<u32>;

/// The "Errors:" list of every function that returns a `TehaiStatus`, read
/// from the checked-in header.
fn documented() -> BTreeMap<String, Set> {
    let header = std::fs::read_to_string(root().join("include/tehai.h")).expect("read tehai.h");
    let known: BTreeMap<String, u32> = TehaiStatus::ALL
        .iter()
        .map(|&status| (c_name(status), status as u32))
        .collect();
    let mut lists = BTreeMap::new();
    let mut comment = String::new();
    for line in header.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("/**") {
            comment.clear();
        }
        if trimmed.starts_with('*') || trimmed.starts_with("/**") {
            comment.push_str(trimmed);
            comment.push('\n');
            continue;
        }
        let Some(rest) = line.strip_prefix("TehaiStatus tehai_") else {
            continue;
        };
        let name = format!("tehai_{}", rest.split('(').next().expect("a name"));
        let errors = comment
            .split_once("Errors:")
            .unwrap_or_else(|| panic!("{name} has no \"Errors:\" list"))
            .1;
        let errors = errors.split("# Safety").next().unwrap_or(errors);
        let mut set = Set::new();
        for word in errors.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            if word.starts_with("TEHAI_STATUS_") {
                let number = known
                    .get(word)
                    .unwrap_or_else(|| panic!("{name} lists {word}, which is not a status"));
                set.insert(*number);
            }
        }
        assert!(!set.is_empty(), "{name}'s \"Errors:\" list is empty");
        assert!(
            set.contains(&(TehaiStatus::InternalError as u32)),
            "{name} does not list TEHAI_STATUS_INTERNAL_ERROR"
        );
        lists.insert(name, set);
    }
    lists
}

fn names(set: &Set) -> Vec<String> {
    set.iter()
        .map(|&number| c_name(TehaiStatus::from_u32(number).expect("a status")))
        .collect()
}

fn hand(text: &str) -> TehaiHand {
    TehaiHand::from(text.parse::<tehai::Hand>().expect("a valid hand"))
}

/// Valid and corrupt hands, good for every question.
fn hands() -> Vec<TehaiHand> {
    let mut hands: Vec<TehaiHand> = [
        "123m456p789s11122z", // 14 tiles, wins
        "11122233344455m",    // 14 tiles, four decompositions
        "123m456p789s1122z",  // 13 tiles
        "123m456p789s111z",   // 12 tiles
        "123m456p11z",        // 8 tiles
        "123m11z",            // 5 tiles
        "1111m",              // four copies
        "11z",
    ]
    .iter()
    .map(|text| hand(text))
    .collect();
    hands.push(TehaiHand::default());
    hands.push(TehaiHand {
        suits: [1 << 27, 0, 0, 0], // a tenth rank
    });
    hands.push(TehaiHand {
        suits: [0, 0, 0, 1 << 21], // an 8z
    });
    hands.push(TehaiHand {
        suits: [5, 0, 0, 0], // five 1m
    });
    hands.push(TehaiHand {
        suits: [0o4444, 0, 0, 0], // 16 tiles
    });
    hands
}

/// NULL, misaligned (when `T` needs alignment), then a pointer to each value.
fn pointers_to<T>(values: &[T], scratch: &Aligned) -> Vec<*const T> {
    let mut pointers = vec![std::ptr::null()];
    if align_of::<T>() > 1 {
        pointers.push(scratch.0.as_ptr().wrapping_add(1).cast());
    }
    pointers.extend(values.iter().map(|value| value as *const T));
    pointers
}

/// NULL, misaligned (when `T` needs alignment), and a buffer of `ROOM`
/// elements.
fn outputs<T>(buffer: &mut [T], scratch: &mut Aligned) -> Vec<*mut T> {
    assert!(buffer.len() >= ROOM);
    let mut pointers = vec![std::ptr::null_mut()];
    if align_of::<T>() > 1 {
        pointers.push(scratch.0.as_mut_ptr().wrapping_add(1).cast());
    }
    pointers.push(buffer.as_mut_ptr());
    pointers
}

/// Capacities: none, short, exact for the usual questions, roomy, and one
/// no array can have.
const CAPACITIES: [usize; 8] = [0, 1, 3, 4, 18, 34, ROOM, usize::MAX];

/// Declared-meld arrays (pointer and count): fine, empty, NULL, too many, and
/// every way a meld can be wrong.
fn meld_arrays(storage: &[Vec<TehaiMeld>]) -> Vec<(*const TehaiMeld, usize)> {
    let mut arrays = vec![
        (std::ptr::null(), 0),
        (std::ptr::null(), 2),
        (std::ptr::null(), 5),
    ];
    for melds in storage {
        arrays.push((melds.as_ptr(), melds.len()));
    }
    if let Some(first) = storage.first() {
        arrays.push((first.as_ptr(), usize::MAX));
    }
    arrays
}

fn meld_storage() -> Vec<Vec<TehaiMeld>> {
    let meld = |kind, tile, red_fives| TehaiMeld {
        kind,
        tile,
        red_fives,
        reserved: 0,
    };
    let pon_7z = meld(TEHAI_MELD_KIND_PON, 33, 0);
    let chi_789s = meld(TEHAI_MELD_KIND_CHI, 24, 0);
    let kan = |tile| meld(TEHAI_MELD_KIND_OPEN_KAN, tile, 0);
    let mut reserved = pon_7z;
    reserved.reserved = 1;
    vec![
        vec![pon_7z, chi_789s],
        vec![pon_7z],
        vec![pon_7z, chi_789s, kan(20)],
        vec![pon_7z, chi_789s, kan(20), kan(21), kan(22)],
        vec![meld(TEHAI_MELD_KIND_CHI, 25, 0)], // leaves its suit
        vec![meld(9, 0, 0)],                    // no such kind
        vec![meld(TEHAI_MELD_KIND_PON, 34, 0)], // no such tile
        vec![meld(TEHAI_MELD_KIND_PON, 3, 1)],  // a red five in 444m
        vec![reserved],
        vec![meld(TEHAI_MELD_KIND_PON, 27, 0)], // 111z: five 1z beside 11z
    ]
}

/// Runs `call` and records its status.
fn record(seen: &mut Set, status: TehaiStatus) {
    seen.insert(status as u32);
}

/// The statuses each function returned over its combinations of arguments.
#[allow(clippy::too_many_lines)]
fn observed() -> BTreeMap<&'static str, Set> {
    let mut scratch = Aligned([0xA5; 1024]);
    let hand_values = hands();
    let hand_ptrs = pointers_to(&hand_values, &Aligned([0; 1024]));
    let tiles: [u32; 6] = [0, 27, 33, 34, 256, u32::MAX];
    let mut results: BTreeMap<&'static str, Set> = BTreeMap::new();

    // Outputs. Every call may write any of them; none is read.
    let mut out_hand = vec![TehaiHand::default(); ROOM];
    let mut out_parsed = vec![TehaiParsedHand::default(); ROOM];
    let mut out_u32 = vec![0u32; ROOM];
    let mut out_size = vec![0usize; ROOM];
    let mut out_bytes = vec![0u8; ROOM];
    let mut out_waits = vec![TehaiWaits::default(); ROOM];
    let mut out_shanten = vec![TehaiShanten::default(); ROOM];
    let mut out_decompositions = vec![TehaiDecomposition::default(); ROOM];

    // tehai_hand_from_counts
    let mut counts_storage = vec![[0u8; ROOM]; 3];
    counts_storage[1][3] = 5; // a fifth 4m
    counts_storage[2][..4].copy_from_slice(&[4, 4, 4, 3]); // 15 tiles
    let counts_ptrs = pointers_to(&counts_storage, &scratch);
    let seen = results.entry("tehai_hand_from_counts").or_default();
    for &counts in &counts_ptrs {
        for len in CAPACITIES {
            for out in outputs(&mut out_hand, &mut scratch) {
                // SAFETY: every valid pointer has ROOM elements; longer lengths
                // are refused before any read.
                record(seen, unsafe {
                    tehai_hand_from_counts(counts.cast::<u8>(), len, out)
                });
            }
        }
    }

    // tehai_hand_from_mpsz, tehai_parsed_hand_from_mpsz
    let mut texts: Vec<Vec<u8>> = [
        &b"123m"[..],
        b"8z",
        b"\xff\xfe",
        b"11111m",
        b"123456789m123456p",
        b"",
        b"12",
    ]
    .iter()
    .map(|text| text.to_vec())
    .collect();
    for text in &mut texts {
        text.resize(ROOM, b' ');
    }
    let text_lens = [0usize, 2, 4, 5, 6, 17, usize::MAX];
    for name in ["tehai_hand_from_mpsz", "tehai_parsed_hand_from_mpsz"] {
        let seen = results.entry(name).or_default();
        let mut pointers: Vec<*const c_char> = vec![std::ptr::null()];
        pointers.extend(texts.iter().map(|text| text.as_ptr().cast::<c_char>()));
        for &text in &pointers {
            for len in text_lens {
                if name == "tehai_hand_from_mpsz" {
                    for out in outputs(&mut out_hand, &mut scratch) {
                        // SAFETY: texts hold ROOM bytes; longer is refused.
                        record(seen, unsafe { tehai_hand_from_mpsz(text, len, out) });
                    }
                } else {
                    for out in outputs(&mut out_parsed, &mut scratch) {
                        // SAFETY: as above.
                        record(seen, unsafe { tehai_parsed_hand_from_mpsz(text, len, out) });
                    }
                }
            }
        }
    }

    // tehai_hand_to_mpsz, tehai_parsed_hand_to_mpsz
    let parsed_values: Vec<TehaiParsedHand> = hand_values
        .iter()
        .flat_map(|&hand| {
            [[0, 0, 0], [1, 0, 0], [0, 0, 3]].map(|red_fives| TehaiParsedHand { hand, red_fives })
        })
        .chain([TehaiParsedHand {
            hand: hand("55m"),
            red_fives: [1, 0, 0],
        }])
        .collect();
    let parsed_ptrs = pointers_to(&parsed_values, &Aligned([0; 1024]));
    let mut text_scratch = Aligned([0; 1024]);
    let text_outs: Vec<*mut c_char> = vec![
        std::ptr::null_mut(),
        text_scratch.0.as_mut_ptr().cast::<c_char>(),
    ];
    let seen = results.entry("tehai_hand_to_mpsz").or_default();
    for &hand in &hand_ptrs {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, &mut scratch) {
                    // SAFETY: `out` holds 1024 bytes, more than ROOM.
                    record(seen, unsafe {
                        tehai_hand_to_mpsz(hand, out, capacity, out_len)
                    });
                }
            }
        }
    }
    let seen = results.entry("tehai_parsed_hand_to_mpsz").or_default();
    for &parsed in &parsed_ptrs {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, &mut scratch) {
                    // SAFETY: as above.
                    record(seen, unsafe {
                        tehai_parsed_hand_to_mpsz(parsed, out, capacity, out_len)
                    });
                }
            }
        }
    }

    // tehai_hand_to_counts, tehai_hand_tile_count, tehai_hand_check
    let seen = results.entry("tehai_hand_to_counts").or_default();
    for &hand in &hand_ptrs {
        for out in outputs(&mut out_bytes, &mut scratch) {
            for capacity in CAPACITIES {
                // SAFETY: `out` holds ROOM bytes; more is refused.
                record(seen, unsafe { tehai_hand_to_counts(hand, out, capacity) });
            }
        }
    }
    let seen = results.entry("tehai_hand_tile_count").or_default();
    for &hand in &hand_ptrs {
        for out in outputs(&mut out_u32, &mut scratch) {
            // SAFETY: valid or refused pointers.
            record(seen, unsafe { tehai_hand_tile_count(hand, out) });
        }
    }
    let seen = results.entry("tehai_hand_check").or_default();
    for &hand in &hand_ptrs {
        for melds in [0, 1, 2, 3, 4, 5, u32::MAX] {
            // SAFETY: valid or refused pointers.
            record(seen, unsafe { tehai_hand_check(hand, melds) });
        }
    }

    // tehai_hand_add_tile, tehai_hand_remove_tile
    for name in ["tehai_hand_add_tile", "tehai_hand_remove_tile"] {
        let seen = results.entry(name).or_default();
        for &hand in &hand_ptrs {
            for tile in tiles {
                for out in outputs(&mut out_hand, &mut scratch) {
                    // SAFETY: valid or refused pointers.
                    let status = unsafe {
                        if name == "tehai_hand_add_tile" {
                            tehai_hand_add_tile(hand, tile, out)
                        } else {
                            tehai_hand_remove_tile(hand, tile, out)
                        }
                    };
                    record(seen, status);
                }
            }
        }
    }

    // tehai_hand_check_melds, tehai_hand_decompose
    let meld_values = meld_storage();
    let melds = meld_arrays(&meld_values);
    let seen = results.entry("tehai_hand_check_melds").or_default();
    for &hand in &hand_ptrs {
        for &(melds, count) in &melds {
            // SAFETY: meld arrays are valid for their counts; NULL and
            // counts above 4 are refused before any read.
            record(seen, unsafe { tehai_hand_check_melds(hand, melds, count) });
        }
    }
    let decompose_capacities = [0, 1, 4, usize::MAX];
    let seen = results.entry("tehai_hand_decompose").or_default();
    let context_storage = ContextStorage::new();
    let context_values = context_storage.contexts();
    let context_ptrs = pointers_to(&context_values, &Aligned([0; 1024]));
    for &hand in &pointers_to(&table_hands(), &Aligned([0; 1024])) {
        for (index, &context) in context_ptrs.iter().enumerate() {
            // Every output combination with a NULL, a misaligned and a
            // zero-initialised context; valid outputs with the others.
            let every_output = index < 3;
            for out in outputs(&mut out_decompositions, &mut scratch) {
                for capacity in decompose_capacities {
                    for out_count in outputs(&mut out_size, &mut scratch) {
                        for out_forms in outputs(&mut out_u32, &mut scratch) {
                            let valid = !out.is_null()
                                && out.is_aligned()
                                && capacity == 4
                                && !out_count.is_null()
                                && out_count.is_aligned()
                                && !out_forms.is_null()
                                && out_forms.is_aligned();
                            if !(every_output || valid) {
                                continue;
                            }
                            // SAFETY: `out` holds ROOM slots; more is
                            // refused; contexts point to live melds and
                            // tables (melds to their counts); NULL,
                            // misaligned and over-long arguments are refused
                            // before use.
                            record(seen, unsafe {
                                tehai_hand_decompose(
                                    hand, context, out, capacity, out_count, out_forms,
                                )
                            });
                        }
                    }
                }
            }
        }
    }

    // tehai_hand_win_forms, tehai_hand_waits, tehai_hand_shanten
    let seen = results.entry("tehai_hand_win_forms").or_default();
    for &hand in &hand_ptrs {
        for out in outputs(&mut out_u32, &mut scratch) {
            // SAFETY: valid or refused pointers.
            record(seen, unsafe { tehai_hand_win_forms(hand, out) });
        }
    }
    let seen = results.entry("tehai_hand_waits").or_default();
    observe_at_table(
        seen,
        tehai_hand_waits,
        &mut out_waits,
        &context_ptrs,
        &mut scratch,
    );
    let seen = results.entry("tehai_hand_shanten").or_default();
    observe_at_table(
        seen,
        tehai_hand_shanten,
        &mut out_shanten,
        &context_ptrs,
        &mut scratch,
    );

    // tehai_hands_win_forms, tehai_hands_shanten
    let mut arrays: Vec<Vec<TehaiHand>> = vec![
        vec![hand("123m456p789s11122z"); ROOM],
        vec![hand("123m456p789s1122z"); ROOM],
    ];
    for &bad in &hand_values {
        arrays.push(vec![hand("123m456p789s11122z"), bad, hand("11z")]);
    }
    let mut hand_arrays: Vec<(*const TehaiHand, usize)> = vec![
        (std::ptr::null(), 0),
        (std::ptr::null(), 3),
        (scratch.0.as_ptr().wrapping_add(1).cast(), 1),
        (arrays[0].as_ptr(), usize::MAX),
    ];
    for array in &arrays {
        for count in [1, array.len()] {
            hand_arrays.push((array.as_ptr(), count));
        }
    }
    let batch_capacities = [0, 1, 3, ROOM, usize::MAX];
    let seen = results.entry("tehai_hands_win_forms").or_default();
    for &(hands, count) in &hand_arrays {
        for out in outputs(&mut out_u32, &mut scratch) {
            for capacity in batch_capacities {
                for error_index in outputs(&mut out_size, &mut scratch) {
                    // SAFETY: arrays hold their counts, outputs ROOM slots;
                    // anything larger is refused before use.
                    record(seen, unsafe {
                        tehai_hands_win_forms(hands, count, out, capacity, error_index)
                    });
                }
            }
        }
    }
    let seen = results.entry("tehai_hands_shanten").or_default();
    for &(hands, count) in &hand_arrays {
        for out in outputs(&mut out_shanten, &mut scratch) {
            for capacity in batch_capacities {
                for error_index in outputs(&mut out_size, &mut scratch) {
                    // SAFETY: as above.
                    record(seen, unsafe {
                        tehai_hands_shanten(hands, count, out, capacity, error_index)
                    });
                }
            }
        }
    }
    observe_score(&mut results, &mut scratch);
    observe_rules(&mut results, &mut scratch);
    observe_efficiency(&mut results, &context_ptrs, &mut scratch);
    observe_notation(&mut results, &mut scratch);
    observe_ids(&mut results, &mut scratch);
    results
}

/// A parsed hand (no red fives) from MPSZ text.
fn parsed(text: &str) -> TehaiParsedHand {
    TehaiParsedHand {
        hand: hand(text),
        red_fives: [0; 3],
    }
}

/// `tehai_score` over every kind of bad argument, and over every
/// combination of the situation flags with open, concealed and kan hands,
/// so that each situation that cannot happen at a table is met.
fn observe_score(results: &mut BTreeMap<&'static str, Set>, scratch: &mut Aligned) {
    let meld = |kind, tile| TehaiMeld {
        kind,
        tile,
        red_fives: 0,
        reserved: 0,
    };
    let chi_234m = meld(TEHAI_MELD_KIND_CHI, 1);
    let closed_kan_2m = meld(TEHAI_MELD_KIND_CLOSED_KAN, 1);
    let context_with = |melds: &[TehaiMeld]| {
        let mut context = TehaiWinContext {
            winning_tile: 31, // 5z, the pair of every hand below
            ..Default::default()
        };
        context.meld_count = melds.len() as u8;
        context.melds[..melds.len()].copy_from_slice(melds);
        context
    };
    // 333z (West) and 55z: no yaku for a South or East seat in an East
    // round unless a flag gives one.
    let concealed = parsed("234m456p789s33355z");
    let called = parsed("456p789s33355z");
    let mut cases: Vec<(TehaiParsedHand, TehaiWinContext)> = Vec::new();

    // Every combination of the ten situation flags, by seat, on a concealed
    // hand, a hand with a chi and a hand with a closed kan.
    for (hand, melds) in [
        (concealed, &[][..]),
        (called, &[chi_234m][..]),
        (called, &[closed_kan_2m][..]),
    ] {
        for flags in 0u32..1 << 10 {
            for seat_wind in [TEHAI_WIND_EAST, TEHAI_WIND_SOUTH] {
                let mut context = context_with(melds);
                let bit = |n: u32| (flags >> n & 1) as u8;
                context.tsumo = bit(0);
                context.riichi = bit(1);
                context.double_riichi = bit(2);
                context.ippatsu = bit(3);
                context.rinshan = bit(4);
                context.chankan = bit(5);
                context.haitei = bit(6);
                context.houtei = bit(7);
                context.tenhou = bit(8);
                context.chiihou = bit(9);
                context.seat_wind = seat_wind;
                cases.push((hand, context));
            }
        }
    }

    // Bad hands: corrupt packed hands, red fives the hand lacks or too many,
    // wrong tile counts, a fifth copy across hand and melds, a winning tile
    // not held, tiles that do not win.
    let plain = context_with(&[]);
    for &bad in &hands() {
        cases.push((
            TehaiParsedHand {
                hand: bad,
                red_fives: [0; 3],
            },
            plain,
        ));
    }
    let mut red = parsed("234m456p789s33355z");
    red.red_fives = [1, 0, 0]; // no 5m held
    cases.push((red, plain));
    let mut red = parsed("234m555p789s33355z");
    red.red_fives = [0, 3, 0]; // more than two red 5p
    cases.push((red, plain));
    cases.push((parsed("456p789s33355z"), plain));
    cases.push((
        concealed,
        context_with(&[meld(TEHAI_MELD_KIND_PON, 29), chi_234m]),
    ));
    cases.push((
        parsed("456p789s33355z"),
        context_with(&[meld(TEHAI_MELD_KIND_PON, 29)]),
    ));
    cases.push((
        concealed,
        TehaiWinContext {
            winning_tile: 33,
            ..plain
        },
    ));
    cases.push((parsed("234m456p789s33356z"), plain));

    // Bad contexts: each kind of bad byte.
    let bad_contexts: [fn(&mut TehaiWinContext); 12] = [
        |c| c.tsumo = 2,
        |c| c.seat_wind = 4,
        |c| c.dora_count = 6,
        |c| c.preset = 7,
        |c| c.renhou = 2,
        |c| c.liable = 5,
        |c| c.discarder = 0xff,
        |c| c.reserved[0] = 1,
        |c| c.winning_tile = 34,
        |c| (c.dora_count, c.dora_indicators[0]) = (1, 200),
        |c| c.meld_count = 5,
        |c| (c.meld_count, c.melds[0].kind) = (1, 9),
    ];
    for spoil in bad_contexts {
        let mut context = plain;
        spoil(&mut context);
        cases.push((concealed, context));
    }
    // Chankan robs a kind the winner holds no other copy of (4m here):
    // by tsumo, and with houtei.
    let on_4m = TehaiWinContext {
        winning_tile: 3,
        chankan: 1,
        ..plain
    };
    cases.push((concealed, TehaiWinContext { tsumo: 1, ..on_4m }));
    cases.push((concealed, TehaiWinContext { houtei: 1, ..on_4m }));
    // A tile from 2m to 8m under a three-player preset.
    cases.push((
        concealed,
        TehaiWinContext {
            preset: TEHAI_PRESET_TENHOU_3P,
            ..plain
        },
    ));

    let mut out_score = vec![std::mem::MaybeUninit::<TehaiScore>::uninit(); ROOM];
    let seen = results.entry("tehai_score").or_default();
    let (hands, contexts): (Vec<TehaiParsedHand>, Vec<TehaiWinContext>) =
        cases.iter().copied().unzip();
    // Every pointer kind once (NULL, misaligned, valid) on the first case.
    for &hand in &pointers_to(&hands[..1], scratch) {
        for &context in &pointers_to(&contexts[..1], scratch) {
            for out in outputs(&mut out_score, scratch) {
                // SAFETY: valid pointers point to live values; `out` to ROOM
                // slots; NULL and misaligned pointers are refused unread.
                record(seen, unsafe { tehai_score(hand, context, out.cast()) });
            }
        }
    }
    let out = out_score.as_mut_ptr().cast::<TehaiScore>();
    for (hand, context) in hands.iter().zip(&contexts) {
        // SAFETY: both point to live values and `out` to a live slot.
        record(seen, unsafe { tehai_score(hand, context, out) });
    }
    observe_score_with_rules(results, scratch, &hands, &contexts);
    observe_explain(results, scratch, &hands, &contexts);
}

/// `tehai_score_explain` and `tehai_score_readings` over the cases of
/// `tehai_score`, with NULL and default rules (the default rules need a
/// zero preset byte: the three-player case meets the refusal), each kind of
/// rules and every pointer kind; `tehai_fu_item_str` over the items of a
/// score, each kind of bad item byte, every capacity and pointer kind.
fn observe_explain(
    results: &mut BTreeMap<&'static str, Set>,
    scratch: &mut Aligned,
    hands: &[TehaiParsedHand],
    contexts: &[TehaiWinContext],
) {
    let rules = rules_values();
    let mut out_explain = vec![std::mem::MaybeUninit::<TehaiExplanation>::uninit(); ROOM];
    let mut out_scores = vec![std::mem::MaybeUninit::<TehaiScore>::uninit(); ROOM];
    let mut out_count = vec![0usize; ROOM];
    let explain_out = out_explain.as_mut_ptr().cast::<TehaiExplanation>();
    let scores_out = out_scores.as_mut_ptr().cast::<TehaiScore>();
    let count_out = out_count.as_mut_ptr();
    let mut calls: Vec<(&TehaiParsedHand, TehaiWinContext, *const TehaiRules)> = Vec::new();
    for (hand, &context) in hands.iter().zip(contexts) {
        calls.push((hand, context, std::ptr::null()));
        calls.push((hand, context, &rules[0]));
    }
    // Four decompositions of one hand, each scoring (more than 1 and 3).
    let many = TehaiParsedHand {
        hand: hand("11122233344455m"),
        red_fives: [0; 3],
    };
    let on_5m = TehaiWinContext {
        winning_tile: 4,
        ..Default::default()
    };
    calls.push((&many, on_5m, std::ptr::null()));
    for each in &rules {
        calls.push((&many, on_5m, each));
    }
    for (hand, context, each) in &calls {
        let seen = results.entry("tehai_score_explain").or_default();
        // SAFETY: every pointer points to a live value or slot, or is NULL.
        record(seen, unsafe {
            tehai_score_explain(*hand, context, *each, explain_out)
        });
        for capacity in CAPACITIES {
            let seen = results.entry("tehai_score_readings").or_default();
            // SAFETY: as above; `scores_out` holds ROOM entries, larger
            // capacities are refused before any write.
            record(seen, unsafe {
                tehai_score_readings(*hand, context, *each, scores_out, capacity, count_out)
            });
        }
    }
    let context_values = [on_5m];
    let hand_values = [many];
    for &hand in &pointers_to(&hand_values, scratch) {
        for &context in &pointers_to(&context_values, scratch) {
            for &each in &pointers_to(&rules[..1], scratch) {
                for out in outputs(&mut out_explain, scratch) {
                    let seen = results.entry("tehai_score_explain").or_default();
                    // SAFETY: valid pointers point to live values; NULL and
                    // misaligned pointers are refused unread.
                    record(seen, unsafe {
                        tehai_score_explain(hand, context, each, out.cast())
                    });
                }
                for out in outputs(&mut out_scores, scratch) {
                    for count in outputs(&mut out_count, scratch) {
                        let seen = results.entry("tehai_score_readings").or_default();
                        // SAFETY: as above.
                        record(seen, unsafe {
                            tehai_score_readings(hand, context, each, out.cast(), ROOM, count)
                        });
                    }
                }
            }
        }
    }

    // tehai_fu_item_str: the items of a hand with a set, a pair, a wait and
    // a rounding, then each kind of bad byte.
    let mut explanation = std::mem::MaybeUninit::<TehaiExplanation>::uninit();
    let sheet = TehaiParsedHand {
        hand: hand("123m456p789s11z222z"),
        red_fives: [0; 3],
    };
    let riichi_on_3m = TehaiWinContext {
        winning_tile: 2,
        riichi: 1,
        ..Default::default()
    };
    // SAFETY: every pointer is a local.
    let status = unsafe {
        tehai_score_explain(
            &sheet,
            &riichi_on_3m,
            std::ptr::null(),
            explanation.as_mut_ptr(),
        )
    };
    assert_eq!(status, TehaiStatus::Ok);
    // SAFETY: written on success.
    let explanation = unsafe { explanation.assume_init() };
    let mut items: Vec<TehaiFuItem> =
        explanation.fu_items[..usize::from(explanation.fu_item_count)].to_vec();
    let first = items[0];
    let spoils: [fn(&mut TehaiFuItem); 5] = [
        |item| item.reason = 9,
        |item| item.fu = 0,
        |item| item.tile = 34,
        |item| item.flags = 0x40,
        |item| item.reserved = 1,
    ];
    for spoil in spoils {
        let mut item = first;
        spoil(&mut item);
        items.push(item);
    }
    let item_ptrs = pointers_to(&items, scratch);
    let mut text_scratch = Aligned([0; 1024]);
    let text_outs: Vec<*mut c_char> = vec![
        std::ptr::null_mut(),
        text_scratch.0.as_mut_ptr().cast::<c_char>(),
    ];
    let mut out_size = vec![0usize; ROOM];
    let seen = results.entry("tehai_fu_item_str").or_default();
    for &item in &item_ptrs {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, scratch) {
                    // SAFETY: `out` holds 1024 bytes, more than ROOM; larger
                    // capacities are refused before any write.
                    record(seen, unsafe {
                        tehai_fu_item_str(item, out, capacity, out_len)
                    });
                }
            }
        }
    }
}

/// Rules that are valid, then one bad byte of each kind.
fn rules_values() -> Vec<TehaiRules> {
    let good = TehaiRules::default();
    let three = TehaiRules {
        players: TEHAI_PLAYERS_THREE,
        ..good
    };
    let spoils: [fn(&mut TehaiRules); 14] = [
        |r| r.players = 2,
        |r| r.red_fives[2] = 5,
        |r| r.open_tanyao = 2,
        |r| r.kazoe = 2,
        |r| r.double_yakuman = 0x10,
        |r| r.renhou = 3,
        |r| r.open_pinfu_fu = 25,
        |r| r.double_wind_pair_fu = 3,
        |r| r.pao = 0x08,
        |r| r.pao_ron = 2,
        |r| r.three_player_tsumo = 2,
        |r| r.nagashi_mangan = 0xff,
        |r| r.pao_pays = 3,
        |r| r.reserved[17] = 1,
    ];
    let mut values = vec![good, three];
    for spoil in spoils {
        let mut rules = good;
        spoil(&mut rules);
        values.push(rules);
    }
    values
}

/// `tehai_score_with_rules` and `tehai_score_payments` over the cases of
/// `tehai_score` (under the default rules), then each kind of rules on the
/// first case, then every pointer kind.
fn observe_score_with_rules(
    results: &mut BTreeMap<&'static str, Set>,
    scratch: &mut Aligned,
    hands: &[TehaiParsedHand],
    contexts: &[TehaiWinContext],
) {
    let rules = rules_values();
    let mut out_score = vec![std::mem::MaybeUninit::<TehaiScore>::uninit(); ROOM];
    let mut out_paid = vec![0u32; ROOM];
    let score_out = out_score.as_mut_ptr().cast::<TehaiScore>();
    let paid_out = out_paid.as_mut_ptr();
    let mut calls: Vec<(&TehaiParsedHand, TehaiWinContext, &TehaiRules)> = hands
        .iter()
        .zip(contexts)
        .map(|(hand, &context)| (hand, context, &rules[0]))
        .collect();
    // A ron with its discarder: the payments are known.
    let mut named = contexts[0];
    (named.riichi, named.discarder) = (1, TEHAI_WIND_NORTH + 1);
    calls.push((&hands[0], named, &rules[0]));
    for each in &rules {
        calls.push((&hands[0], named, each));
    }
    for (hand, context, each) in &calls {
        let seen = results.entry("tehai_score_with_rules").or_default();
        // SAFETY: every pointer points to a live value or slot.
        record(seen, unsafe {
            tehai_score_with_rules(*hand, context, *each, score_out)
        });
        let seen = results.entry("tehai_score_payments").or_default();
        // SAFETY: as above; `paid_out` holds ROOM entries.
        record(seen, unsafe {
            tehai_score_payments(*hand, context, *each, paid_out)
        });
    }
    let context_values = [named];
    for &hand in &pointers_to(&hands[..1], scratch) {
        for &context in &pointers_to(&context_values, scratch) {
            for &each in &pointers_to(&rules[..1], scratch) {
                for out in outputs(&mut out_score, scratch) {
                    let seen = results.entry("tehai_score_with_rules").or_default();
                    // SAFETY: valid pointers point to live values; NULL and
                    // misaligned pointers are refused unread.
                    record(seen, unsafe {
                        tehai_score_with_rules(hand, context, each, out.cast())
                    });
                }
                for out in outputs(&mut out_paid, scratch) {
                    let seen = results.entry("tehai_score_payments").or_default();
                    // SAFETY: as above.
                    record(seen, unsafe {
                        tehai_score_payments(hand, context, each, out)
                    });
                }
            }
        }
    }
}

/// `tehai_rules_preset` and `tehai_rules_set` over every preset number and
/// every kind of pointer, rules, name and value.
fn observe_rules(results: &mut BTreeMap<&'static str, Set>, scratch: &mut Aligned) {
    let mut out_rules = vec![TehaiRules::default(); ROOM];
    for preset in [0u8, 1, 2, 3, 4, 5, 6, 7, 0xff] {
        for out in outputs(&mut out_rules, scratch) {
            let seen = results.entry("tehai_rules_preset").or_default();
            // SAFETY: `out` is NULL, misaligned, or points to ROOM slots.
            record(seen, unsafe { tehai_rules_preset(preset, out) });
        }
    }
    let names: [*const c_char; 4] = [
        std::ptr::null(),
        c"kazoe".as_ptr(),
        c"no_such_rule".as_ptr(),
        c"\xff".as_ptr(),
    ];
    let values: [*const c_char; 4] = [
        std::ptr::null(),
        c"sanbaiman".as_ptr(),
        c"double".as_ptr(),
        c"\xff".as_ptr(),
    ];
    let rules = rules_values();
    for &name in &names {
        for &value in &values {
            // NULL and misaligned, then a fresh copy of each rules value.
            for target in outputs(&mut out_rules, scratch).into_iter().take(2) {
                let seen = results.entry("tehai_rules_set").or_default();
                // SAFETY: NULL and misaligned pointers are refused unread;
                // the texts are NUL-terminated.
                record(seen, unsafe { tehai_rules_set(target, name, value) });
            }
            for each in &rules {
                let mut copy = *each;
                let seen = results.entry("tehai_rules_set").or_default();
                // SAFETY: `copy` is a local; the texts are NUL-terminated.
                record(seen, unsafe { tehai_rules_set(&mut copy, name, value) });
            }
        }
    }
}

#[test]
fn every_errors_list_names_exactly_what_the_function_returns() {
    let documented = documented();
    let observed = observed();
    let ok = TehaiStatus::Ok as u32;
    let internal = TehaiStatus::InternalError as u32;
    let mut problems = Vec::new();
    for (name, seen) in &observed {
        let Some(listed) = documented.get(*name) else {
            problems.push(format!("{name} is not in the header"));
            continue;
        };
        if !seen.contains(&ok) {
            problems.push(format!(
                "{name} never succeeded: the test's arguments are wrong"
            ));
        }
        if seen.contains(&internal) {
            problems.push(format!("{name} returned TEHAI_STATUS_INTERNAL_ERROR"));
        }
        let failures: Set = seen.iter().copied().filter(|&s| s != ok).collect();
        let expected: Set = listed.iter().copied().filter(|&s| s != internal).collect();
        let unlisted: Set = failures.difference(&expected).copied().collect();
        let unseen: Set = expected.difference(&failures).copied().collect();
        if !unlisted.is_empty() {
            problems.push(format!(
                "{name} returns but does not list {:?}",
                names(&unlisted)
            ));
        }
        if !unseen.is_empty() {
            problems.push(format!(
                "{name} lists but never returned {:?}",
                names(&unseen)
            ));
        }
    }
    let without_driver: Vec<&String> = documented
        .keys()
        .filter(|name| !observed.contains_key(name.as_str()))
        .collect();
    if !without_driver.is_empty() {
        println!("checked statically only (no driver in tests/errors.rs): {without_driver:?}");
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The signature shared by the questions asked at a table.
type AtTable<T> =
    unsafe extern "C" fn(*const TehaiHand, *const TehaiContext, *mut T) -> TehaiStatus;

/// Tables: four and three players, then each way a table can be wrong.
fn tables() -> Vec<TehaiTable> {
    let four = TehaiTable {
        seen: [0; 34],
        players: TEHAI_PLAYERS_FOUR,
        reserved: 0,
    };
    let three = TehaiTable {
        players: TEHAI_PLAYERS_THREE,
        ..four
    };
    let mut seen_five = four;
    seen_five.seen[30] = 5; // five 4z seen
    let mut seen_all_1m = four;
    seen_all_1m.seen[0] = 4; // a fifth 1m beside a held one
    let mut seen_2m = three;
    seen_2m.seen[1] = 1; // 2m seen with three players
    vec![
        four,
        three,
        TehaiTable { players: 5, ..four },
        TehaiTable {
            reserved: 1,
            ..four
        },
        seen_five,
        seen_all_1m,
        seen_2m,
    ]
}

/// The melds and tables the contexts of the tests point into.
struct ContextStorage {
    melds: Vec<Vec<TehaiMeld>>,
    tables: Vec<TehaiTable>,
}

impl ContextStorage {
    fn new() -> Self {
        ContextStorage {
            melds: meld_storage(),
            tables: tables(),
        }
    }

    /// A zero-initialised context first, then every meld array (good, empty,
    /// NULL, too many, each bad meld) with no table and with each table.
    fn contexts(&self) -> Vec<TehaiContext> {
        let mut table_ptrs: Vec<*const TehaiTable> = vec![std::ptr::null()];
        table_ptrs.extend(self.tables.iter().map(|table| table as *const TehaiTable));
        let mut contexts = vec![TehaiContext::default()];
        for (melds, meld_count) in meld_arrays(&self.melds) {
            for &table in &table_ptrs {
                contexts.push(TehaiContext {
                    melds,
                    meld_count,
                    table,
                });
            }
        }
        contexts
    }
}

/// Hands for the questions at a table: the usual ones and a few that
/// three players can hold (no 2m to 8m), of every tile count.
fn table_hands() -> Vec<TehaiHand> {
    let mut hands = hands();
    hands.extend(
        [
            "19m123p456s1122z",
            "199m123p456s1122z",
            "1m",
            "11m",
            "19m123p",
            "199m123p",
        ]
        .map(hand),
    );
    hands
}

/// One question at a table, over every hand, context and output (`U`: a
/// `T`, or room for one).
fn observe_at_table<T, U>(
    seen: &mut Set,
    call: AtTable<T>,
    output: &mut [U],
    contexts: &[*const TehaiContext],
    scratch: &mut Aligned,
) {
    let hand_values = table_hands();
    let hand_ptrs = pointers_to(&hand_values, &Aligned([0; 1024]));
    for &hand in &hand_ptrs {
        for &context in contexts {
            for out in outputs(output, scratch) {
                // SAFETY: valid pointers point to live values (a context's
                // melds to their counts, outputs to ROOM slots); NULL,
                // misaligned and over-long arguments are refused before use.
                record(seen, unsafe { call(hand, context, out.cast()) });
            }
        }
    }
}

/// The tile-efficiency questions, over every context, and the default win
/// context.
fn observe_efficiency(
    results: &mut BTreeMap<&'static str, Set>,
    contexts: &[*const TehaiContext],
    scratch: &mut Aligned,
) {
    use std::mem::MaybeUninit;
    let mut useful = vec![MaybeUninit::<TehaiUseful>::uninit(); ROOM];
    let mut discards = vec![MaybeUninit::<TehaiDiscards>::uninit(); ROOM];
    let mut win_contexts = vec![MaybeUninit::<TehaiWinContext>::uninit(); ROOM];

    let seen = results.entry("tehai_hand_useful_tiles").or_default();
    observe_at_table(
        seen,
        tehai_hand_useful_tiles,
        &mut useful,
        contexts,
        scratch,
    );
    let seen = results.entry("tehai_hand_discards").or_default();
    observe_at_table(seen, tehai_hand_discards, &mut discards, contexts, scratch);
    let seen = results.entry("tehai_win_context_default").or_default();
    for out in outputs(&mut win_contexts, scratch) {
        // SAFETY: `out` is NULL, misaligned (refused) or a live slot.
        record(seen, unsafe { tehai_win_context_default(out.cast()) });
    }
}

/// Texts for the readers of one tile and of tile sets: good, bad in each
/// way, not UTF-8, too many copies and tiles; each padded to `ROOM` bytes.
fn notation_texts() -> Vec<Vec<u8>> {
    let mut texts: Vec<Vec<u8>> = [
        &b"5m"[..],
        b"0p",
        b"8z",
        b"\xff\xfe",
        b"11111m",
        b"123456789m123456p",
        b"",
        b"12",
        b"55m",
    ]
    .iter()
    .map(|text| text.to_vec())
    .collect();
    for text in &mut texts {
        text.resize(ROOM, b' ');
    }
    texts
}

/// Drivers for the single-tile and tile-set text calls and the
/// `*_explain_mpsz` calls.
fn observe_notation(results: &mut BTreeMap<&'static str, Set>, scratch: &mut Aligned) {
    let texts = notation_texts();
    let mut text_ptrs: Vec<*const c_char> = vec![std::ptr::null()];
    text_ptrs.extend(texts.iter().map(|text| text.as_ptr().cast::<c_char>()));
    let text_lens = [0usize, 2, 3, 5, 17, ROOM, usize::MAX];
    let tiles: [u32; 5] = [0, 4, 33, 34, u32::MAX];
    let parsed_tiles: Vec<TehaiParsedTile> = [(4, 1), (4, 0), (33, 0), (3, 1), (13, 2), (34, 0)]
        .iter()
        .map(|&(tile, red)| TehaiParsedTile { tile, red })
        .collect();
    let parsed_tile_ptrs = pointers_to(&parsed_tiles, &Aligned([0; 1024]));
    let sets: [u64; 5] = [0, 1, TEHAI_TILE_SET_ALL, 1 << 34, u64::MAX];
    let mut out_size = vec![0usize; ROOM];
    let mut out_u32 = vec![0u32; ROOM];
    let mut out_u64 = vec![0u64; ROOM];
    let mut out_tile = vec![TehaiParsedTile::default(); ROOM];
    let mut out_detail = vec![TehaiParseError::default(); ROOM];
    let mut text_scratch = Aligned([0; 1024]);
    let text_outs: Vec<*mut c_char> = vec![
        std::ptr::null_mut(),
        text_scratch.0.as_mut_ptr().cast::<c_char>(),
    ];

    let seen = results.entry("tehai_tile_to_mpsz").or_default();
    for &tile in &tiles {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, scratch) {
                    // SAFETY: `out` holds 1024 bytes, more than ROOM.
                    record(seen, unsafe {
                        tehai_tile_to_mpsz(tile, out, capacity, out_len)
                    });
                }
            }
        }
    }
    let seen = results.entry("tehai_parsed_tile_to_mpsz").or_default();
    for &tile in &parsed_tile_ptrs {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, scratch) {
                    // SAFETY: as above.
                    record(seen, unsafe {
                        tehai_parsed_tile_to_mpsz(tile, out, capacity, out_len)
                    });
                }
            }
        }
    }
    let seen = results.entry("tehai_tile_set_to_mpsz").or_default();
    for &set in &sets {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, scratch) {
                    // SAFETY: as above.
                    record(seen, unsafe {
                        tehai_tile_set_to_mpsz(set, out, capacity, out_len)
                    });
                }
            }
        }
    }
    for &text in &text_ptrs {
        for len in text_lens {
            for out in outputs(&mut out_u32, scratch) {
                // SAFETY: texts hold ROOM bytes; longer is refused.
                let status = unsafe { tehai_tile_from_mpsz(text, len, out) };
                record(results.entry("tehai_tile_from_mpsz").or_default(), status);
            }
            for out in outputs(&mut out_tile, scratch) {
                // SAFETY: as above.
                let status = unsafe { tehai_parsed_tile_from_mpsz(text, len, out) };
                record(
                    results.entry("tehai_parsed_tile_from_mpsz").or_default(),
                    status,
                );
            }
            for out in outputs(&mut out_u64, scratch) {
                // SAFETY: as above.
                let status = unsafe { tehai_tile_set_from_mpsz(text, len, out) };
                record(
                    results.entry("tehai_tile_set_from_mpsz").or_default(),
                    status,
                );
            }
            for out in outputs(&mut out_detail, scratch) {
                for (name, call) in [
                    (
                        "tehai_hand_explain_mpsz",
                        tehai_hand_explain_mpsz as Explain,
                    ),
                    ("tehai_tile_explain_mpsz", tehai_tile_explain_mpsz),
                    ("tehai_tile_set_explain_mpsz", tehai_tile_set_explain_mpsz),
                ] {
                    // SAFETY: as above.
                    let status = unsafe { call(text, len, out) };
                    record(results.entry(name).or_default(), status);
                }
            }
        }
    }
}

/// Drivers for the 136-tile id and mjai calls.
fn observe_ids(results: &mut BTreeMap<&'static str, Set>, scratch: &mut Aligned) {
    let ids_storage: Vec<Vec<u8>> = [
        &[0u8, 4, 8, 16][..],
        &[0, 0],
        &[136],
        &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
        &[18, 16, 17],
    ]
    .iter()
    .map(|ids| {
        let mut ids = ids.to_vec();
        ids.resize(ROOM, 135);
        ids
    })
    .collect();
    let mut id_arrays: Vec<(*const u8, usize)> = vec![(std::ptr::null(), 0), (std::ptr::null(), 2)];
    for (ids, len) in ids_storage.iter().zip([4usize, 2, 1, 15, 3]) {
        id_arrays.push((ids.as_ptr(), len));
        id_arrays.push((ids.as_ptr(), usize::MAX));
    }
    let mut out_parsed = vec![TehaiParsedHand::default(); ROOM];
    let seen = results.entry("tehai_parsed_hand_from_ids136").or_default();
    for &(ids, count) in &id_arrays {
        for out in outputs(&mut out_parsed, scratch) {
            // SAFETY: arrays hold ROOM bytes; longer is refused.
            record(seen, unsafe {
                tehai_parsed_hand_from_ids136(ids, count, out)
            });
        }
    }

    let mut out_meld = vec![TehaiMeld::default(); ROOM];
    let seen = results.entry("tehai_meld_from_ids136").or_default();
    for kind in [TEHAI_MELD_KIND_PON, TEHAI_MELD_KIND_CHI, 9] {
        for &(ids, count) in &id_arrays {
            for out in outputs(&mut out_meld, scratch) {
                // SAFETY: arrays hold ROOM bytes; longer is refused.
                record(seen, unsafe {
                    tehai_meld_from_ids136(kind, ids, count, out)
                });
            }
        }
    }
    let mut out_counts = vec![0u8; ROOM];
    let seen = results.entry("tehai_tile_counts_from_ids136").or_default();
    for &(ids, count) in &id_arrays {
        for out in outputs(&mut out_counts, scratch) {
            // SAFETY: arrays hold ROOM bytes, outputs at least 34; longer
            // arrays are refused.
            record(seen, unsafe {
                tehai_tile_counts_from_ids136(ids, count, out)
            });
        }
    }

    let mut hands: Vec<TehaiParsedHand> = hands()
        .into_iter()
        .map(|hand| TehaiParsedHand {
            hand,
            red_fives: [0; 3],
        })
        .collect();
    hands.push(parsed("5555m"));
    hands.push(TehaiParsedHand {
        red_fives: [1, 0, 0],
        ..parsed("123m")
    });
    let hand_ptrs = pointers_to(&hands, &Aligned([0; 1024]));
    let mut out_ids = vec![0u8; ROOM];
    let mut out_size = vec![0usize; ROOM];
    let seen = results.entry("tehai_parsed_hand_to_ids136").or_default();
    for &hand in &hand_ptrs {
        for out in outputs(&mut out_ids, scratch) {
            for capacity in CAPACITIES {
                for out_count in outputs(&mut out_size, scratch) {
                    // SAFETY: `out` holds ROOM bytes; more is refused.
                    record(seen, unsafe {
                        tehai_parsed_hand_to_ids136(hand, out, capacity, out_count)
                    });
                }
            }
        }
    }

    let mut out_tile = vec![TehaiParsedTile::default(); ROOM];
    let seen = results.entry("tehai_tile_from_id136").or_default();
    for id in [0, 16, 135, 136, u32::MAX] {
        for out in outputs(&mut out_tile, scratch) {
            // SAFETY: valid or refused pointers.
            record(seen, unsafe { tehai_tile_from_id136(id, out) });
        }
    }
    let tiles: Vec<TehaiParsedTile> = [(4, 1), (4, 0), (33, 0), (3, 1), (13, 2), (34, 0)]
        .iter()
        .map(|&(tile, red)| TehaiParsedTile { tile, red })
        .collect();
    let tile_ptrs = pointers_to(&tiles, &Aligned([0; 1024]));
    let mut out_u32 = vec![0u32; ROOM];
    let seen = results.entry("tehai_parsed_tile_to_id136").or_default();
    for &tile in &tile_ptrs {
        for out in outputs(&mut out_u32, scratch) {
            // SAFETY: valid or refused pointers.
            record(seen, unsafe { tehai_parsed_tile_to_id136(tile, out) });
        }
    }
    let mut text_scratch = Aligned([0; 1024]);
    let text_outs: Vec<*mut c_char> = vec![
        std::ptr::null_mut(),
        text_scratch.0.as_mut_ptr().cast::<c_char>(),
    ];
    let seen = results.entry("tehai_parsed_tile_to_mjai").or_default();
    for &tile in &tile_ptrs {
        for &out in &text_outs {
            for capacity in CAPACITIES {
                for out_len in outputs(&mut out_size, scratch) {
                    // SAFETY: `out` holds 1024 bytes, more than ROOM.
                    record(seen, unsafe {
                        tehai_parsed_tile_to_mjai(tile, out, capacity, out_len)
                    });
                }
            }
        }
    }
    let names: Vec<Vec<u8>> = [&b"5mr"[..], b"E", b"0p", b"\xff"]
        .iter()
        .map(|name| {
            let mut name = name.to_vec();
            name.resize(ROOM, b' ');
            name
        })
        .collect();
    let mut name_ptrs: Vec<*const c_char> = vec![std::ptr::null()];
    name_ptrs.extend(names.iter().map(|name| name.as_ptr().cast::<c_char>()));
    let seen = results.entry("tehai_parsed_tile_from_mjai").or_default();
    for &name in &name_ptrs {
        for len in [0usize, 1, 2, 3, usize::MAX] {
            for out in outputs(&mut out_tile, scratch) {
                // SAFETY: names hold ROOM bytes; longer is refused.
                record(seen, unsafe { tehai_parsed_tile_from_mjai(name, len, out) });
            }
        }
    }
}

/// The signature of the `*_explain_mpsz` calls.
type Explain = unsafe extern "C" fn(*const c_char, usize, *mut TehaiParseError) -> TehaiStatus;
