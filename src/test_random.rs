//! A small deterministic generator for the unit tests (xorshift64*), so
//! that their random inputs are the same on every run.

/// xorshift64*: a 64-bit state, never 0.
pub(crate) struct XorShift(pub(crate) u64);

impl XorShift {
    /// The next 64 random bits.
    pub(crate) fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number below `bound` (not exactly uniform; enough for tests).
    pub(crate) fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound as u64) as usize
    }
}
