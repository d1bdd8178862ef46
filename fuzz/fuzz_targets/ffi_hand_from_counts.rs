//! `tehai_hand_from_counts` on arbitrary count arrays of any length.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_from_counts, tehai_hand_to_counts};
use tehai_fuzz::{assert_no_internal_error, sentinel, untouched};

fuzz_target!(|data: &[u8]| {
    // Small values are more interesting than bytes: fold most of them to 0..=5.
    let counts: Vec<u8> = data
        .iter()
        .map(|&byte| if byte < 0xF0 { byte % 6 } else { byte })
        .collect();
    let mut hand: TehaiHand = sentinel();
    // SAFETY: `counts` is `counts.len()` readable bytes; `hand` is a local.
    let status = unsafe { tehai_hand_from_counts(counts.as_ptr(), counts.len(), &mut hand) };
    assert_no_internal_error(status);
    let expected = <&[u8; 34]>::try_from(counts.as_slice())
        .map_err(|_| TehaiStatus::InvalidLength)
        .and_then(|array| tehai::Hand::from_counts(array).map_err(TehaiStatus::from));
    match expected {
        Ok(rust) => {
            assert_eq!(status, TehaiStatus::Ok);
            assert_eq!(hand, TehaiHand::from(rust));
            let mut back = [0u8; 35];
            back[34] = 0xA5;
            // SAFETY: `back` holds 35 writable bytes, 34 are offered.
            let status = unsafe { tehai_hand_to_counts(&hand, back.as_mut_ptr(), 34) };
            assert_eq!(status, TehaiStatus::Ok);
            assert_eq!(&back[..34], counts.as_slice());
            assert_eq!(back[34], 0xA5);
        }
        Err(error) => {
            assert_eq!(status, error);
            assert!(untouched(&hand));
        }
    }
});
