//! The `no_std` C static library (`libtehai_nostd.a`): every `tehai_*`
//! function of `tehai-capi`, without the standard library.
#![no_std]

pub use tehai_capi::*;

/// Halts on a panic. The core has no panicking paths; a `no_std` static
/// library still needs a handler to link, and with `panic = "abort"` this is
/// the whole of it.
#[panic_handler]
fn halt_on_panic(_: &core::panic::PanicInfo<'_>) -> ! {
    loop {
        core::hint::spin_loop();
    }
}
