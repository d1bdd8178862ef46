//! The C libraries (`libtehai.a`, `libtehai.so`) with the standard library:
//! every `tehai_*` function of `tehai-capi`, linked in whole.
#![no_std]

pub use tehai_capi::*;
