//! How each analysis's result is reduced to numbers that can be compared.
//!
//! This file is compiled twice: into the build script (`build.rs`, on the
//! host, where it computes the expected answers written into the generated
//! case table) and into the on-target library (`src/lib.rs`). Both sides
//! reduce results the same way, so any mismatch the target reports is a
//! difference between what tehai answers on the host and on the Cortex-M4.
//!
//! Only the crate-root API of tehai is used (`Decompositions`, `Waits`,
//! `Shanten`); error types are left generic so their names may change.

use core::fmt::{self, Write};

use tehai::{Decompositions, Shanten, Waits};

/// The answer recorded for a call that returned an error.
pub const ERROR: u64 = u64::MAX;

/// FNV-1a (64-bit) over whatever is written into it.
pub struct Fnv(u64);

impl Fnv {
    /// The FNV-1a offset basis.
    pub const fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    /// The hash of everything written so far.
    pub const fn value(&self) -> u64 {
        self.0
    }
}

impl Default for Fnv {
    fn default() -> Fnv {
        Fnv::new()
    }
}

impl Write for Fnv {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        for byte in text.bytes() {
            self.0 ^= u64::from(byte);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
        Ok(())
    }
}

/// `decompose`: bits 0..8 the number of decompositions, bit 8 seven pairs,
/// bit 9 thirteen orphans, bits 16..63 a hash of every decomposition as
/// `Display` writes it, in the order returned; [`ERROR`] for an error.
pub fn decompose<E>(result: &Result<Decompositions, E>) -> u64 {
    let Ok(set) = result else {
        return ERROR;
    };
    let mut hash = Fnv::new();
    for decomposition in set {
        // Writing into a hash cannot fail.
        let _ = write!(hash, "{decomposition};");
    }
    (hash.value() & 0x7fff_ffff_ffff_0000)
        | set.len() as u64
        | u64::from(set.is_seven_pairs()) << 8
        | u64::from(set.is_thirteen_orphans()) << 9
}

/// `is_win`: 0 or 1.
pub fn is_win(win: bool) -> u64 {
    u64::from(win)
}

/// `waits`: the real waits and the fifth-copy waits as 34-bit sets;
/// [`ERROR`] twice for an error.
pub fn waits<E>(result: &Result<Waits, E>) -> [u64; 2] {
    match result {
        Ok(waits) => [waits.waits.bits(), waits.fifth_tile.bits()],
        Err(_) => [ERROR; 2],
    }
}

/// `shanten`: one byte each for the minimum, the regular form, seven pairs
/// and thirteen orphans (0xff where a form does not apply); [`ERROR`] for an
/// error.
pub fn shanten<E>(result: &Result<Shanten, E>) -> u64 {
    let Ok(shanten) = result else {
        return ERROR;
    };
    let byte = |value: i8| u64::from(value as u8);
    byte(shanten.min)
        | byte(shanten.regular) << 8
        | shanten.seven_pairs.map_or(0xff, byte) << 16
        | shanten.thirteen_orphans.map_or(0xff, byte) << 24
}
