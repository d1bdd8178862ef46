//! `tehai_hand_check_melds`, and `tehai_hand_decompose` with the melds in its
//! context, with any declared melds (four raw bytes each, as C would pass
//! them): equal to the Rust API, nothing written on failure or past the
//! capacity.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::Context;
use tehai_capi::{
    TehaiContext, TehaiDecomposition, TehaiMeld, TehaiStatus, tehai_hand_check_melds,
    tehai_hand_decompose,
};
use tehai_fuzz::{
    assert_no_internal_error, hand_and_params, param, rust_hand, sentinel, untouched,
};

fuzz_target!(|data: &[u8]| {
    let (hand, params) = hand_and_params(data);
    let capacity = usize::from(param(params, 0) % 6);
    // Up to 6 melds of four bytes (kind, tile, red fives, reserved). Small
    // kinds, red-five counts and a zero reserved byte are made likely, so
    // that most inputs are real melds; the rest stay as they came.
    let melds: Vec<TehaiMeld> = params
        .get(1..)
        .unwrap_or_default()
        .chunks_exact(4)
        .take(6)
        .map(|bytes| TehaiMeld {
            kind: if bytes[0] < 0xF0 {
                bytes[0] % 6
            } else {
                bytes[0]
            },
            tile: bytes[1],
            red_fives: if bytes[2] < 0xF0 {
                bytes[2] % 4
            } else {
                bytes[2]
            },
            reserved: if bytes[3] < 0xF0 { 0 } else { bytes[3] },
        })
        .collect();

    // SAFETY: `melds` holds `melds.len()` melds; `hand` is a local.
    let status = unsafe { tehai_hand_check_melds(&hand, melds.as_ptr(), melds.len()) };
    assert_no_internal_error(status);

    let mut out: [TehaiDecomposition; 6] = sentinel();
    let mut count: usize = sentinel();
    let mut forms: u32 = sentinel();
    let context = TehaiContext {
        melds: melds.as_ptr(),
        meld_count: melds.len(),
        table: std::ptr::null(),
    };
    // SAFETY: `context` points to `melds.len()` melds and no table; `out`
    // holds 6 >= `capacity` slots; the rest are locals.
    let decompose_status = unsafe {
        tehai_hand_decompose(
            &hand,
            &context,
            out.as_mut_ptr(),
            capacity,
            &mut count,
            &mut forms,
        )
    };
    assert_no_internal_error(decompose_status);
    for slot in &out[capacity..] {
        assert!(untouched(slot));
    }

    // The same question through the Rust API, the melds read byte by byte.
    let rust_melds: Result<Vec<tehai::Meld>, TehaiStatus> = melds
        .iter()
        .map(|&meld| tehai::Meld::try_from(meld))
        .collect();
    match (rust_hand(&hand), rust_melds) {
        (Some(rust), Ok(rust_melds)) if rust_melds.len() <= 4 => {
            for (meld, raw) in rust_melds.iter().zip(&melds) {
                assert_eq!(TehaiMeld::from(*meld), *raw, "a meld round-trips");
            }
            let expected =
                tehai::meld::check_declared_melds(&rust, &rust_melds).map_err(TehaiStatus::from);
            assert_eq!(status, expected.err().unwrap_or(TehaiStatus::Ok));
            match tehai::decompose(&rust, &Context::default().with_melds(&rust_melds)) {
                Ok(set) if set.len() <= capacity => {
                    assert_eq!(decompose_status, TehaiStatus::Ok);
                    assert_eq!(count, set.len());
                    for (c, r) in out.iter().zip(&set) {
                        assert_eq!(*c, TehaiDecomposition::from(&r));
                    }
                    assert_eq!(forms & 1 != 0, set.has_regular_win());
                }
                Ok(set) => {
                    assert_eq!(decompose_status, TehaiStatus::BufferTooSmall);
                    assert_eq!(count, set.len());
                    assert!(untouched(&forms) && out.iter().all(untouched));
                }
                Err(error) => {
                    assert_eq!(decompose_status, TehaiStatus::from(error));
                    assert!(untouched(&count) && untouched(&forms) && out.iter().all(untouched));
                }
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert_ne!(decompose_status, TehaiStatus::Ok);
            assert!(untouched(&count) && untouched(&forms) && out.iter().all(untouched));
        }
    }
});
