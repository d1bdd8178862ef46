//! `tehai_hands_shanten` and `tehai_hands_win_forms` over arrays of hands
//! separated by `;`, with every capacity: equal to the single calls, the
//! failing index reported, nothing written past the capacity or on failure.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TehaiHand, TehaiShanten, TehaiStatus, tehai_hand_shanten, tehai_hand_win_forms,
    tehai_hands_shanten, tehai_hands_win_forms,
};
use tehai_fuzz::{assert_no_internal_error, hand_from, sentinel, untouched};

fuzz_target!(|data: &[u8]| {
    let Some((&capacity_byte, rest)) = data.split_first() else {
        return;
    };
    let hands: Vec<TehaiHand> = rest
        .split(|&byte| byte == b';')
        .take(16)
        .map(hand_from)
        .collect();
    let capacity = usize::from(capacity_byte % 18);

    let mut shanten: [TehaiShanten; 18] = sentinel();
    let mut error_index: usize = sentinel();
    // SAFETY: `hands` holds `hands.len()` hands, `shanten` 18 >= `capacity` slots.
    let status = unsafe {
        tehai_hands_shanten(
            hands.as_ptr(),
            hands.len(),
            shanten.as_mut_ptr(),
            capacity,
            &mut error_index,
        )
    };
    assert_no_internal_error(status);
    for slot in &shanten[capacity.min(hands.len())..] {
        assert!(untouched(slot));
    }
    let singles: Vec<(TehaiStatus, TehaiShanten)> = hands
        .iter()
        .map(|hand| {
            let mut out: TehaiShanten = sentinel();
            // SAFETY: both pointers are to live values.
            let status = unsafe { tehai_hand_shanten(hand, std::ptr::null(), &mut out) };
            (status, out)
        })
        .collect();
    check(status, capacity, &hands, error_index, &singles, &shanten);

    let mut forms: [u32; 18] = sentinel();
    let mut error_index: usize = sentinel();
    // SAFETY: as above.
    let status = unsafe {
        tehai_hands_win_forms(
            hands.as_ptr(),
            hands.len(),
            forms.as_mut_ptr(),
            capacity,
            &mut error_index,
        )
    };
    assert_no_internal_error(status);
    for slot in &forms[capacity.min(hands.len())..] {
        assert!(untouched(slot));
    }
    let singles: Vec<(TehaiStatus, u32)> = hands
        .iter()
        .map(|hand| {
            let mut out: u32 = sentinel();
            // SAFETY: both pointers are to live values.
            let status = unsafe { tehai_hand_win_forms(hand, &mut out) };
            (status, out)
        })
        .collect();
    check(status, capacity, &hands, error_index, &singles, &forms);
});

fn check<T: PartialEq + std::fmt::Debug>(
    status: TehaiStatus,
    capacity: usize,
    hands: &[TehaiHand],
    error_index: usize,
    singles: &[(TehaiStatus, T)],
    out: &[T],
) {
    if capacity < hands.len() {
        assert_eq!(status, TehaiStatus::BufferTooSmall);
        assert!(untouched(&error_index));
        assert!(out.iter().all(untouched));
        return;
    }
    match singles
        .iter()
        .position(|(single, _)| *single != TehaiStatus::Ok)
    {
        Some(first_bad) => {
            assert_eq!(status, singles[first_bad].0);
            assert_eq!(error_index, first_bad);
            assert!(out.iter().all(untouched));
        }
        None => {
            assert_eq!(status, TehaiStatus::Ok);
            assert!(untouched(&error_index));
            for ((_, single), batch) in singles.iter().zip(out) {
                assert_eq!(single, batch);
            }
        }
    }
}
