//! The footprint program: the runtime plus the analyses its features select,
//! each called once on a hand the compiler cannot see, and nothing else (no
//! formatter, no case table). `.ci/embedded.sh` builds it once per feature
//! set and reports its `.text` + `.rodata`: what tehai costs in flash.
//!
//! Always in: `Hand::from_suits`, `decompose`, `is_win`. Feature `notation`
//! adds the MPSZ parser, `waits` the wait finder, `shanten` the shanten
//! number; `tables` builds the core with its shanten tables (without it the
//! win check scans and shanten runs a small program per suit).
#![no_std]
#![no_main]

use core::hint::black_box;

use tehai::{Context, Hand};
use tehai_embedded::exit;

#[unsafe(no_mangle)]
extern "C" fn tehai_rt_main() -> ! {
    let Ok(hand) = Hand::from_suits(black_box([0o111, 0o111, 0o111, 0o22])) else {
        exit(2)
    };
    black_box(
        tehai::decompose(&hand, &Context::default())
            .map(|set| set.len())
            .ok(),
    );
    black_box(tehai::is_win(&hand));
    #[cfg(feature = "notation")]
    black_box(black_box("123m456p789s11122z").parse::<Hand>().ok());
    #[cfg(feature = "waits")]
    black_box(tehai::waits(&hand, &Context::default()).ok());
    #[cfg(feature = "shanten")]
    black_box(tehai::shanten(&hand, &Context::default()).ok());
    exit(0)
}
