//! `tehai_status_str` and `tehai_version` on any value: a static,
//! NUL-terminated, non-empty message, distinct for every known status.
#![no_main]

use std::ffi::CStr;

use libfuzzer_sys::fuzz_target;
use tehai_capi::{TehaiStatus, tehai_status_str, tehai_version};

fuzz_target!(|data: &[u8]| {
    let mut word = [0u8; 4];
    for (slot, byte) in word.iter_mut().zip(data) {
        *slot = *byte;
    }
    let value = u32::from_le_bytes(word);
    for value in [value, value % 32] {
        let pointer = tehai_status_str(value);
        assert!(!pointer.is_null());
        // SAFETY: tehai returns static NUL-terminated strings.
        let message = unsafe { CStr::from_ptr(pointer) };
        assert!(!message.to_bytes().is_empty());
        let known = TehaiStatus::from_u32(value);
        assert_eq!(
            known.is_some(),
            message.to_bytes() != b"unknown tehai status"
        );
        if let Some(status) = known {
            assert_eq!(message, status.message());
        }
    }
    // SAFETY: as above.
    let version = unsafe { CStr::from_ptr(tehai_version()) };
    let version = version.to_str().expect("the version is ASCII");
    assert_eq!(version.split('.').count(), 3, "{version}");
});
