//! `tehai_hand_decompose` at the plain table (a NULL context) with every
//! capacity: equal to the Rust API, the needed count on a short buffer,
//! nothing written past the capacity or on failure.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TEHAI_WIN_REGULAR, TEHAI_WIN_SEVEN_PAIRS, TEHAI_WIN_THIRTEEN_ORPHANS, TehaiDecomposition,
    TehaiStatus, tehai_hand_decompose,
};
use tehai_fuzz::{
    assert_no_internal_error, hand_and_params, param, rust_hand, sentinel, untouched,
};

fuzz_target!(|data: &[u8]| {
    let (hand, params) = hand_and_params(data);
    let capacity = usize::from(param(params, 0) % 7);
    let mut out: [TehaiDecomposition; 7] = sentinel();
    let mut count: usize = sentinel();
    let mut forms: u32 = sentinel();
    // SAFETY: `out` holds 7 >= `capacity` slots; the other outputs are locals.
    let status = unsafe {
        tehai_hand_decompose(
            &hand,
            std::ptr::null(),
            out.as_mut_ptr(),
            capacity,
            &mut count,
            &mut forms,
        )
    };
    assert_no_internal_error(status);
    for slot in &out[capacity..] {
        assert!(untouched(slot));
    }
    let expected =
        rust_hand(&hand).map(|rust| (rust, tehai::decompose(&rust, &tehai::Context::default())));
    match expected {
        Some((_, Ok(set))) => {
            if set.len() > capacity {
                assert_eq!(status, TehaiStatus::BufferTooSmall);
                assert_eq!(count, set.len());
                assert!(untouched(&forms));
                assert!(out.iter().all(untouched));
            } else {
                assert_eq!(status, TehaiStatus::Ok);
                assert_eq!(count, set.len());
                for (c, rust) in out.iter().zip(&set) {
                    assert_eq!(*c, TehaiDecomposition::from(&rust));
                }
                for slot in &out[count..] {
                    assert!(untouched(slot));
                }
                let mut expected_forms = 0;
                if set.has_regular_win() {
                    expected_forms |= TEHAI_WIN_REGULAR;
                }
                if set.is_seven_pairs() {
                    expected_forms |= TEHAI_WIN_SEVEN_PAIRS;
                }
                if set.is_thirteen_orphans() {
                    expected_forms |= TEHAI_WIN_THIRTEEN_ORPHANS;
                }
                assert_eq!(forms, expected_forms);
            }
        }
        Some((_, Err(_))) => {
            assert_eq!(status, TehaiStatus::WrongTileCount);
            assert!(untouched(&count) && untouched(&forms) && out.iter().all(untouched));
        }
        None => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&count) && untouched(&forms) && out.iter().all(untouched));
        }
    }
});
