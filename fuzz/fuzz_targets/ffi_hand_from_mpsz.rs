//! `tehai_hand_from_mpsz` and `tehai_parsed_hand_from_mpsz` on arbitrary
//! bytes: they agree with the Rust parser and write nothing on failure.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TehaiHand, TehaiParsedHand, TehaiStatus, tehai_hand_from_mpsz, tehai_parsed_hand_from_mpsz,
};
use tehai_fuzz::{assert_no_internal_error, sentinel, untouched};

fuzz_target!(|data: &[u8]| {
    let mut hand: TehaiHand = sentinel();
    let mut parsed: TehaiParsedHand = sentinel();
    // SAFETY: `data` is `data.len()` readable bytes; the outputs are locals.
    let (status, parsed_status) = unsafe {
        (
            tehai_hand_from_mpsz(data.as_ptr().cast(), data.len(), &mut hand),
            tehai_parsed_hand_from_mpsz(data.as_ptr().cast(), data.len(), &mut parsed),
        )
    };
    assert_no_internal_error(status);
    assert_eq!(status, parsed_status);
    let expected = std::str::from_utf8(data)
        .map_err(|_| TehaiStatus::InvalidUtf8)
        .and_then(|text| {
            text.parse::<tehai::notation::ParsedHand>()
                .map_err(TehaiStatus::from)
        });
    match expected {
        Ok(rust) => {
            assert_eq!(status, TehaiStatus::Ok);
            assert_eq!(hand, TehaiHand::from(rust.hand));
            assert_eq!(parsed.hand, hand);
            assert_eq!(parsed.red_fives, rust.red_fives);
        }
        Err(error) => {
            assert_eq!(status, error);
            assert!(untouched(&hand));
            assert!(untouched(&parsed));
        }
    }
});
