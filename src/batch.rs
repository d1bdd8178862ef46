//! Batch entry points: many hands in, one answer per hand out.
//!
//! An engine that scores a whole search frontier asks the same question of
//! thousands of hands. These functions answer it for a slice at once, using
//! SIMD where the target has it, and give exactly the answer the one-hand
//! functions give ([`crate::is_win`], [`crate::shanten()`]) on every input.
//!
//! # How the win batch is fast
//!
//! A [`Hand`] is four packed `u32` suits. The kernels put the same suit of
//! `L` hands side by side in one vector (`L` = 8 with AVX2, 4 with SSE2, 1
//! for the portable SWAR kernel on plain `u32`s) and decide, without a
//! branch:
//!
//! * seven pairs and thirteen orphans exactly (a few masks and field sums);
//! * a *necessary* condition for the regular form: no suit of `3N + 1`
//!   tiles, exactly one suit of `3N + 2`, an honor suit of pairs and
//!   triplets only with its pair where the tile count says, and no number
//!   tile held once or four times with no other tile within two ranks.
//!
//! Only the hands that pass the regular filter go through the scalar greedy
//! scan ([`crate::is_regular_win`]). Dealt hands almost never pass it, so
//! most of a random batch is answered by the vector code alone; complete
//! hands all pass and cost the scalar check plus the filter.
//!
//! # Dispatch
//!
//! Under `std` on x86_64 the best kernel is picked at run time
//! (`is_x86_feature_detected!`); without `std` the choice is made at compile
//! time from `cfg(target_feature)` (SSE2 is always there on x86_64). Other
//! targets use the portable kernel. Every kernel is tested against the scalar
//! functions over the whole single-suit space and a million random hands.
//!
//! The shanten batch computes the special forms with the same lane code and
//! the regular form with the table look-ups of [`crate::shanten_regular`],
//! compiled with `popcnt`/BMI where the CPU has them.

use core::fmt;

use crate::agari::is_regular_win;
use crate::hand::Hand;
use crate::shanten::shanten_regular;

/// Why a batch call did nothing.
///
/// ```
/// let hands = [tehai::Hand::EMPTY; 2];
/// let mut out = [false; 1];
/// assert_eq!(
///     tehai::batch::is_win_batch(&hands, &mut out),
///     Err(tehai::batch::BatchError::LengthMismatch { hands: 2, out: 1 })
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BatchError {
    /// The output slice does not have one slot per hand.
    LengthMismatch {
        /// Hands given.
        hands: usize,
        /// Output slots given.
        out: usize,
    },
}

impl fmt::Display for BatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BatchError::LengthMismatch { hands, out } => write!(
                f,
                "{hands} hands but {out} output slots: a batch needs exactly one slot per hand"
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for BatchError {}

/// The value [`shanten_batch`] writes for a hand of `3N` tiles, which has no
/// shanten number ([`crate::ShantenError`]).
///
/// ```
/// let hands = [tehai::Hand::EMPTY];
/// let mut out = [0i8; 1];
/// tehai::batch::shanten_batch(&hands, &mut out).unwrap();
/// assert_eq!(out[0], tehai::batch::NO_SHANTEN);
/// ```
pub const NO_SHANTEN: i8 = i8::MIN;

/// The kernel a batch call uses on this machine: `"avx2"`, `"sse2"` or
/// `"swar"` (portable).
///
/// ```
/// let kernel = tehai::batch::kernel_name();
/// assert!(["avx2", "sse2", "swar"].contains(&kernel));
/// ```
pub fn kernel_name() -> &'static str {
    match Kernel::detect() {
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => "avx2",
        #[cfg(target_arch = "x86_64")]
        Kernel::Sse2 => "sse2",
        Kernel::Swar => "swar",
    }
}

/// Writes `is_win(hand)` for every hand into `out` and returns how many
/// hands win. `out` must have exactly one slot per hand; nothing is written
/// otherwise.
///
/// ```
/// use tehai::Hand;
/// let hands: [Hand; 3] = [
///     "123m456p789s11122z".parse().unwrap(),
///     "1122m3344p5566s77z".parse().unwrap(),
///     "123m456p789s11123z".parse().unwrap(),
/// ];
/// let mut out = [false; 3];
/// assert_eq!(tehai::batch::is_win_batch(&hands, &mut out), Ok(2));
/// assert_eq!(out, [true, true, false]);
/// ```
pub fn is_win_batch(hands: &[Hand], out: &mut [bool]) -> Result<usize, BatchError> {
    check_lengths(hands.len(), out.len())?;
    Ok(match Kernel::detect() {
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => arch::is_win_avx2(hands, out),
        #[cfg(target_arch = "x86_64")]
        Kernel::Sse2 => arch::is_win_sse2(hands, out),
        Kernel::Swar => is_win_swar(hands, out),
    })
}

/// Writes the least shanten number of every hand (`shanten(hand).min`, see
/// [`crate::shanten()`]) into `out`, or [`NO_SHANTEN`] for a hand of `3N`
/// tiles, and returns how many hands have a shanten number. `out` must have
/// exactly one slot per hand; nothing is written otherwise.
///
/// ```
/// use tehai::Hand;
/// let hands: [Hand; 2] = [
///     "123m456p789s1122z".parse().unwrap(),
///     "19m19p19s1234567z".parse().unwrap(),
/// ];
/// let mut out = [0i8; 2];
/// assert_eq!(tehai::batch::shanten_batch(&hands, &mut out), Ok(2));
/// assert_eq!(out, [0, 0]);
/// ```
pub fn shanten_batch(hands: &[Hand], out: &mut [i8]) -> Result<usize, BatchError> {
    check_lengths(hands.len(), out.len())?;
    Ok(match Kernel::detect() {
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => arch::shanten_avx2(hands, out),
        #[cfg(target_arch = "x86_64")]
        Kernel::Sse2 => arch::shanten_sse2(hands, out),
        Kernel::Swar => shanten_swar(hands, out),
    })
}

/// Runs one kernel on every hand, whatever the CPU: for tests and benches
/// that compare the kernels with each other. Kernels the CPU lacks fall back
/// to the portable one.
///
/// ```
/// use tehai::batch::{is_win_batch_with, KernelChoice};
/// let hands = [tehai::Hand::EMPTY];
/// let mut out = [true];
/// assert_eq!(is_win_batch_with(KernelChoice::Swar, &hands, &mut out), Ok(0));
/// assert_eq!(out, [false]);
/// ```
pub fn is_win_batch_with(
    kernel: KernelChoice,
    hands: &[Hand],
    out: &mut [bool],
) -> Result<usize, BatchError> {
    check_lengths(hands.len(), out.len())?;
    Ok(match kernel.resolve() {
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => arch::is_win_avx2(hands, out),
        #[cfg(target_arch = "x86_64")]
        Kernel::Sse2 => arch::is_win_sse2(hands, out),
        Kernel::Swar => is_win_swar(hands, out),
    })
}

/// [`shanten_batch`] with a chosen kernel (see [`is_win_batch_with`]).
///
/// ```
/// use tehai::batch::{shanten_batch_with, KernelChoice};
/// let hands: [tehai::Hand; 1] = ["11z".parse().unwrap()];
/// let mut out = [0i8];
/// assert_eq!(shanten_batch_with(KernelChoice::Swar, &hands, &mut out), Ok(1));
/// assert_eq!(out, [-1]);
/// ```
pub fn shanten_batch_with(
    kernel: KernelChoice,
    hands: &[Hand],
    out: &mut [i8],
) -> Result<usize, BatchError> {
    check_lengths(hands.len(), out.len())?;
    Ok(match kernel.resolve() {
        #[cfg(target_arch = "x86_64")]
        Kernel::Avx2 => arch::shanten_avx2(hands, out),
        #[cfg(target_arch = "x86_64")]
        Kernel::Sse2 => arch::shanten_sse2(hands, out),
        Kernel::Swar => shanten_swar(hands, out),
    })
}

/// A kernel to force with [`is_win_batch_with`] and [`shanten_batch_with`].
///
/// ```
/// assert_ne!(tehai::batch::KernelChoice::Avx2, tehai::batch::KernelChoice::Swar);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KernelChoice {
    /// 8 hands a step in 256-bit vectors (x86_64 with AVX2, detected).
    Avx2,
    /// 4 hands a step in 128-bit vectors (every x86_64).
    Sse2,
    /// One hand a step on plain `u32`s: every target.
    Swar,
}

impl KernelChoice {
    fn resolve(self) -> Kernel {
        match (self, Kernel::detect()) {
            #[cfg(target_arch = "x86_64")]
            (KernelChoice::Avx2, Kernel::Avx2) => Kernel::Avx2,
            #[cfg(target_arch = "x86_64")]
            (KernelChoice::Sse2, Kernel::Avx2 | Kernel::Sse2) => Kernel::Sse2,
            _ => Kernel::Swar,
        }
    }
}

fn check_lengths(hands: usize, out: usize) -> Result<(), BatchError> {
    if hands == out {
        Ok(())
    } else {
        Err(BatchError::LengthMismatch { hands, out })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kernel {
    #[cfg(target_arch = "x86_64")]
    Avx2,
    #[cfg(target_arch = "x86_64")]
    Sse2,
    Swar,
}

impl Kernel {
    /// Runtime detection under `std`.
    #[cfg(all(target_arch = "x86_64", feature = "std"))]
    #[inline]
    fn detect() -> Kernel {
        if std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("popcnt")
            && std::is_x86_feature_detected!("bmi1")
            && std::is_x86_feature_detected!("bmi2")
        {
            Kernel::Avx2
        } else {
            Kernel::Sse2
        }
    }

    /// Compile-time choice without `std`.
    #[cfg(all(target_arch = "x86_64", not(feature = "std")))]
    #[inline]
    fn detect() -> Kernel {
        if cfg!(all(
            target_feature = "avx2",
            target_feature = "popcnt",
            target_feature = "bmi1",
            target_feature = "bmi2"
        )) {
            Kernel::Avx2
        } else {
            Kernel::Sse2
        }
    }

    /// Other architectures: the portable kernel.
    #[cfg(not(target_arch = "x86_64"))]
    #[inline]
    fn detect() -> Kernel {
        Kernel::Swar
    }
}

// ------------------------------------------------------------- lane algebra

/// The lane operations the kernels need, on `L` independent `u32` lanes.
/// Masks are all-ones or all-zeros per lane.
pub(crate) trait Lanes: Copy {
    /// Lanes per vector.
    const LANES: usize;
    fn splat(value: u32) -> Self;
    fn and(self, other: Self) -> Self;
    fn or(self, other: Self) -> Self;
    /// `!self & other`.
    fn andnot(self, other: Self) -> Self;
    fn add(self, other: Self) -> Self;
    fn sub(self, other: Self) -> Self;
    fn shr<const N: i32>(self) -> Self;
    fn shl<const N: i32>(self) -> Self;
    /// All-ones where the lanes are equal.
    fn eq(self, other: Self) -> Self;
    /// All-ones where `self > other` (both below `2^31`).
    fn gt(self, other: Self) -> Self;
    /// Bit `i` set when lane `i` of the mask is set.
    fn mask_bits(self) -> u32;
}

impl Lanes for u32 {
    const LANES: usize = 1;
    #[inline(always)]
    fn splat(value: u32) -> u32 {
        value
    }
    #[inline(always)]
    fn and(self, other: u32) -> u32 {
        self & other
    }
    #[inline(always)]
    fn or(self, other: u32) -> u32 {
        self | other
    }
    #[inline(always)]
    fn andnot(self, other: u32) -> u32 {
        !self & other
    }
    #[inline(always)]
    fn add(self, other: u32) -> u32 {
        self.wrapping_add(other)
    }
    #[inline(always)]
    fn sub(self, other: u32) -> u32 {
        self.wrapping_sub(other)
    }
    #[inline(always)]
    fn shr<const N: i32>(self) -> u32 {
        self >> N
    }
    #[inline(always)]
    fn shl<const N: i32>(self) -> u32 {
        self << N
    }
    #[inline(always)]
    fn eq(self, other: u32) -> u32 {
        u32::from(self == other).wrapping_neg()
    }
    #[inline(always)]
    fn gt(self, other: u32) -> u32 {
        u32::from(self > other).wrapping_neg()
    }
    #[inline(always)]
    fn mask_bits(self) -> u32 {
        self & 1
    }
}

const LOW_BITS: u32 = 0o111_111_111;
const EVEN_FIELDS: u32 = 0o707_070_707;
const TERMINAL_FIELDS: u32 = 0o100_000_001;
const HONOR_FIELDS: u32 = 0o1_111_111;

/// Sum of the nine 3-bit fields (each at most 7) of every lane, by shifts
/// and adds only (SSE2 has no 32-bit multiply).
#[inline(always)]
fn field_sum<V: Lanes>(x: V) -> V {
    let even = V::splat(EVEN_FIELDS);
    // Pairs of fields into 6-bit lanes at bits 0, 6, 12, 18, 24 (each ≤ 14).
    let l = x.and(even).add(x.shr::<3>().and(even));
    // Then the lanes into the lowest: the total is at most 63.
    let l = l.add(l.shr::<6>());
    let l = l.add(l.shr::<12>());
    l.add(l.shr::<24>()).and(V::splat(0x3f))
}

/// `n mod 3` of lanes holding at most 14.
#[inline(always)]
fn mod3<V: Lanes>(n: V) -> V {
    let three = V::splat(3);
    let mut r = n;
    r = r.sub(n.gt(V::splat(2)).and(three));
    r = r.sub(n.gt(V::splat(5)).and(three));
    r = r.sub(n.gt(V::splat(8)).and(three));
    r.sub(n.gt(V::splat(11)).and(three))
}

/// Per-suit masks: bit 0, 1 and 2 of every field, moved to the field's low bit.
#[derive(Clone, Copy)]
struct Fields<V> {
    b0: V,
    b1: V,
    b2: V,
}

#[inline(always)]
fn fields<V: Lanes>(x: V) -> Fields<V> {
    let low = V::splat(LOW_BITS);
    Fields {
        b0: x.and(low),
        b1: x.shr::<1>().and(low),
        b2: x.shr::<2>().and(low),
    }
}

impl<V: Lanes> Fields<V> {
    /// Fields holding at least one tile.
    #[inline(always)]
    fn occupied(self) -> V {
        self.b0.or(self.b1).or(self.b2)
    }
    /// Fields holding exactly 1 or exactly 4 (4 = `0b100`; 5..7 never occur).
    #[inline(always)]
    fn one_or_four(self) -> V {
        self.b1.or(self.b2).andnot(self.b0).or(self.b2)
    }
    /// Fields holding exactly 2.
    #[inline(always)]
    fn exactly_two(self) -> V {
        self.b0.or(self.b2).andnot(self.b1)
    }
    /// Fields holding at least 2.
    #[inline(always)]
    fn at_least_two(self) -> V {
        self.b1.or(self.b2)
    }
}

/// The vector half of the win check for `V::LANES` hands, one vector per
/// suit: returns (exact special-form wins, regular-form candidates) as lane
/// bit masks.
#[inline(always)]
fn win_masks<V: Lanes>(suits: [V; 4]) -> (u32, u32) {
    let zero = V::splat(0);
    let ones = V::splat(u32::MAX);
    let [m, p, s, z] = suits;
    let fm = fields(m);
    let fp = fields(p);
    let fs = fields(s);
    let fz = fields(z);
    let nm = field_sum(m);
    let np = field_sum(p);
    let ns = field_sum(s);
    let nz = field_sum(z);
    let total = nm.add(np).add(ns).add(nz);
    let fourteen = total.eq(V::splat(14));

    // Seven pairs: 14 tiles, seven fields of exactly 2.
    let pairs = field_sum(fm.exactly_two())
        .add(field_sum(fp.exactly_two()))
        .add(field_sum(fs.exactly_two()))
        .add(field_sum(fz.exactly_two()));
    let seven_pairs = fourteen.and(pairs.eq(V::splat(7)));

    // Thirteen orphans: 14 tiles, held kinds exactly the 13 orphans.
    let terminals = V::splat(TERMINAL_FIELDS);
    let orphans = fm
        .occupied()
        .eq(terminals)
        .and(fp.occupied().eq(terminals))
        .and(fs.occupied().eq(terminals))
        .and(fz.occupied().eq(V::splat(HONOR_FIELDS)));
    let thirteen_orphans = fourteen.and(orphans);

    // Regular form, necessary conditions.
    let two = V::splat(2);
    let (rm, rp, rs, rz) = (mod3(nm), mod3(np), mod3(ns), mod3(nz));
    let one = V::splat(1);
    let any_one = rm.eq(one).or(rp.eq(one)).or(rs.eq(one)).or(rz.eq(one));
    // Each `eq` is 0 or -1: exactly one pair suit sums to -1.
    let pair_suits = rm.eq(two).add(rp.eq(two)).add(rs.eq(two)).add(rz.eq(two));
    let suits_ok = any_one.andnot(pair_suits.eq(ones));
    // Honors: only pairs and triplets, at most one pair, none without the pair.
    let honor_pairs = fz.exactly_two();
    let single_pair = honor_pairs.and(honor_pairs.sub(one)).eq(zero);
    // A pair in an honor suit of 3N tiles (the pair belongs elsewhere).
    let stray_pair = rz.eq(zero).and(honor_pairs.eq(zero).andnot(ones));
    let honors_ok = fz
        .one_or_four()
        .eq(zero)
        .and(single_pair)
        .and(stray_pair.eq(zero));
    // Number suits: a lone tile held once or four times fits no block.
    let lonely = |f: Fields<V>| {
        let held = f.occupied();
        let near = held
            .shl::<3>()
            .or(held.shl::<6>())
            .or(held.shr::<3>())
            .or(held.shr::<6>());
        near.andnot(held).and(f.one_or_four()).eq(zero)
    };
    let numbers_ok = lonely(fm).and(lonely(fp)).and(lonely(fs));
    let regular = suits_ok.and(honors_ok).and(numbers_ok);

    (
        seven_pairs.or(thirteen_orphans).mask_bits(),
        regular.mask_bits(),
    )
}

/// Shanten of the two special forms for `V::LANES` hands, as lanes holding
/// `shanten + 1` (0 = complete) or `u32::MAX >> 1` where the form does not
/// apply (not 13 or 14 tiles).
#[inline(always)]
fn special_distances<V: Lanes>(suits: [V; 4]) -> (V, V) {
    let [m, p, s, z] = suits;
    let f = [fields(m), fields(p), fields(s), fields(z)];
    let total = field_sum(m)
        .add(field_sum(p))
        .add(field_sum(s))
        .add(field_sum(z));
    let applies = total.eq(V::splat(13)).or(total.eq(V::splat(14)));
    let mut kinds = V::splat(0);
    let mut pairs = V::splat(0);
    let mut orphan_kinds = V::splat(0);
    let mut orphan_pair = V::splat(0);
    let masks = [
        TERMINAL_FIELDS,
        TERMINAL_FIELDS,
        TERMINAL_FIELDS,
        HONOR_FIELDS,
    ];
    for (fields, mask) in f.iter().zip(masks) {
        let mask = V::splat(mask);
        let held = fields.occupied();
        let twice = fields.at_least_two();
        kinds = kinds.add(field_sum(held));
        pairs = pairs.add(field_sum(twice));
        orphan_kinds = orphan_kinds.add(field_sum(held.and(mask)));
        orphan_pair = orphan_pair.or(twice.and(mask));
    }
    let seven = V::splat(7);
    // 7 − min(pairs, 7) + max(0, 7 − kinds), i.e. shanten + 1.
    let capped_pairs = pairs.sub(pairs.gt(seven).and(pairs.sub(seven)));
    let missing_kinds = seven.gt(kinds).and(seven.sub(kinds));
    let seven_pairs = seven.sub(capped_pairs).add(missing_kinds);
    // 14 − orphan kinds − (1 if an orphan is doubled), i.e. shanten + 1.
    let doubled = orphan_pair.eq(V::splat(0)).andnot(V::splat(1));
    let thirteen_orphans = V::splat(14).sub(orphan_kinds).sub(doubled);
    let none = V::splat(u32::MAX >> 1);
    let pick = |value: V| applies.and(value).or(applies.andnot(none));
    (pick(seven_pairs), pick(thirteen_orphans))
}

/// One hand's suits as raw `u32`s.
#[inline(always)]
fn raw_suits(hand: &Hand) -> [u32; 4] {
    hand.suits().map(|suit| suit.raw())
}

/// The win batch for any lane type: `load` turns `V::LANES` hands into four
/// suit vectors. The tail (fewer than `V::LANES` hands) uses the `u32` lanes.
#[inline(always)]
fn is_win_lanes<V: Lanes>(
    hands: &[Hand],
    out: &mut [bool],
    load: impl Fn(&[Hand]) -> [V; 4],
) -> usize {
    let mut wins = 0;
    let mut hand_chunks = hands.chunks_exact(V::LANES);
    let mut out_chunks = out.chunks_exact_mut(V::LANES);
    for (chunk, slots) in (&mut hand_chunks).zip(&mut out_chunks) {
        let (special, regular) = win_masks(load(chunk));
        for (lane, (hand, slot)) in chunk.iter().zip(slots.iter_mut()).enumerate() {
            let win =
                special >> lane & 1 != 0 || (regular >> lane & 1 != 0 && is_regular_win(hand));
            *slot = win;
            wins += usize::from(win);
        }
    }
    let tail = hand_chunks.remainder();
    let tail_out = out_chunks.into_remainder();
    wins + is_win_one_by_one(tail, tail_out)
}

#[inline(always)]
fn is_win_one_by_one(hands: &[Hand], out: &mut [bool]) -> usize {
    let mut wins = 0;
    for (hand, slot) in hands.iter().zip(out.iter_mut()) {
        let (special, regular) = win_masks::<u32>(raw_suits(hand));
        let win = special != 0 || (regular != 0 && is_regular_win(hand));
        *slot = win;
        wins += usize::from(win);
    }
    wins
}

/// The portable kernel: the lane code on one hand at a time.
fn is_win_swar(hands: &[Hand], out: &mut [bool]) -> usize {
    is_win_one_by_one(hands, out)
}

/// The shanten batch for any lane type (see [`is_win_lanes`]).
#[inline(always)]
fn shanten_lanes<V: Lanes>(
    hands: &[Hand],
    out: &mut [i8],
    load: impl Fn(&[Hand]) -> [V; 4],
    store: impl Fn(V) -> [u32; 8],
) -> usize {
    let mut valid = 0;
    let mut hand_chunks = hands.chunks_exact(V::LANES);
    let mut out_chunks = out.chunks_exact_mut(V::LANES);
    for (chunk, slots) in (&mut hand_chunks).zip(&mut out_chunks) {
        let (seven, orphans) = special_distances(load(chunk));
        let special = store(seven_min(seven, orphans));
        for ((hand, slot), &special) in chunk.iter().zip(slots.iter_mut()).zip(special.iter()) {
            valid += write_shanten(hand, special, slot);
        }
    }
    let tail = hand_chunks.remainder();
    let tail_out = out_chunks.into_remainder();
    valid + shanten_one_by_one(tail, tail_out)
}

/// Lane-wise minimum of two lanes below `2^31`.
#[inline(always)]
fn seven_min<V: Lanes>(a: V, b: V) -> V {
    let a_bigger = a.gt(b);
    a_bigger.and(b).or(a_bigger.andnot(a))
}

/// Combines the special-form distance with the regular shanten.
#[inline(always)]
fn write_shanten(hand: &Hand, special: u32, slot: &mut i8) -> usize {
    match shanten_regular(hand) {
        Ok(regular) => {
            let special = i8::try_from(special).map_or(i8::MAX, |d| d - 1);
            *slot = regular.min(special);
            1
        }
        Err(_) => {
            *slot = NO_SHANTEN;
            0
        }
    }
}

#[inline(always)]
fn shanten_one_by_one(hands: &[Hand], out: &mut [i8]) -> usize {
    let mut valid = 0;
    for (hand, slot) in hands.iter().zip(out.iter_mut()) {
        let (seven, orphans) = special_distances::<u32>(raw_suits(hand));
        valid += write_shanten(hand, seven.min(orphans), slot);
    }
    valid
}

/// The portable shanten kernel.
fn shanten_swar(hands: &[Hand], out: &mut [i8]) -> usize {
    shanten_one_by_one(hands, out)
}

#[cfg(target_arch = "x86_64")]
#[allow(unsafe_code)] // the ISA kernels: every block carries a `// SAFETY:` note
mod arch {
    //! SSE2 and AVX2 kernels: the lane algebra on `__m128i` / `__m256i`.

    use core::arch::x86_64::*;

    use super::{Lanes, is_win_lanes, raw_suits, shanten_lanes};
    use crate::hand::Hand;

    /// Four `u32` lanes. SSE2 is part of the x86_64 baseline, so its
    /// intrinsics may be called everywhere on this architecture.
    #[derive(Clone, Copy)]
    pub(super) struct Sse2(__m128i);

    impl Lanes for Sse2 {
        const LANES: usize = 4;
        #[inline(always)]
        fn splat(value: u32) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_set1_epi32(value as i32) })
        }
        #[inline(always)]
        fn and(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_and_si128(self.0, other.0) })
        }
        #[inline(always)]
        fn or(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_or_si128(self.0, other.0) })
        }
        #[inline(always)]
        fn andnot(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_andnot_si128(self.0, other.0) })
        }
        #[inline(always)]
        fn add(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_add_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn sub(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_sub_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn shr<const N: i32>(self) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_srli_epi32::<N>(self.0) })
        }
        #[inline(always)]
        fn shl<const N: i32>(self) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_slli_epi32::<N>(self.0) })
        }
        #[inline(always)]
        fn eq(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_cmpeq_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn gt(self, other: Sse2) -> Sse2 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            Sse2(unsafe { _mm_cmpgt_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn mask_bits(self) -> u32 {
            // SAFETY: SSE2 is part of the x86_64 baseline.
            unsafe { _mm_movemask_ps(_mm_castsi128_ps(self.0)) as u32 }
        }
    }

    #[inline(always)]
    fn load_sse2(chunk: &[Hand]) -> [Sse2; 4] {
        let mut rows = [[0u32; 4]; 4];
        for (lane, hand) in chunk.iter().take(4).enumerate() {
            for (suit, raw) in raw_suits(hand).into_iter().enumerate() {
                rows[suit][lane] = raw;
            }
        }
        // SAFETY: each row is 16 readable bytes; the load is unaligned, and
        // SSE2 is part of the x86_64 baseline.
        rows.map(|row| Sse2(unsafe { _mm_loadu_si128(row.as_ptr().cast()) }))
    }

    fn store_sse2(v: Sse2) -> [u32; 8] {
        let mut out = [0u32; 8];
        let mut lanes = [0i32; 4];
        // SAFETY: `lanes` is 16 writable bytes; the store is unaligned.
        unsafe { _mm_storeu_si128(lanes.as_mut_ptr().cast(), v.0) };
        for (slot, lane) in out.iter_mut().zip(lanes) {
            *slot = lane as u32;
        }
        out
    }

    pub(super) fn is_win_sse2(hands: &[Hand], out: &mut [bool]) -> usize {
        is_win_lanes(hands, out, load_sse2)
    }

    pub(super) fn shanten_sse2(hands: &[Hand], out: &mut [i8]) -> usize {
        shanten_lanes(hands, out, load_sse2, store_sse2)
    }

    /// Eight `u32` lanes. Only built inside the `avx2` kernels below, which
    /// only run after AVX2 was detected (or is enabled at compile time).
    #[derive(Clone, Copy)]
    pub(super) struct Avx2(__m256i);

    // SAFETY (for every block in this impl): an `Avx2` value only exists
    // inside `is_win_avx2_inner` / `shanten_avx2_inner`, which run only when
    // the CPU has AVX2, so the AVX2 intrinsics are available.
    impl Lanes for Avx2 {
        const LANES: usize = 8;
        #[inline(always)]
        fn splat(value: u32) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_set1_epi32(value as i32) })
        }
        #[inline(always)]
        fn and(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_and_si256(self.0, other.0) })
        }
        #[inline(always)]
        fn or(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_or_si256(self.0, other.0) })
        }
        #[inline(always)]
        fn andnot(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_andnot_si256(self.0, other.0) })
        }
        #[inline(always)]
        fn add(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_add_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn sub(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_sub_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn shr<const N: i32>(self) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_srli_epi32::<N>(self.0) })
        }
        #[inline(always)]
        fn shl<const N: i32>(self) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_slli_epi32::<N>(self.0) })
        }
        #[inline(always)]
        fn eq(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_cmpeq_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn gt(self, other: Avx2) -> Avx2 {
            // SAFETY: AVX2 is available (see the impl note).
            Avx2(unsafe { _mm256_cmpgt_epi32(self.0, other.0) })
        }
        #[inline(always)]
        fn mask_bits(self) -> u32 {
            // SAFETY: AVX2 is available (see the impl note).
            unsafe { _mm256_movemask_ps(_mm256_castsi256_ps(self.0)) as u32 }
        }
    }

    #[inline(always)]
    fn load_avx2(chunk: &[Hand]) -> [Avx2; 4] {
        let mut rows = [[0u32; 8]; 4];
        for (lane, hand) in chunk.iter().take(8).enumerate() {
            for (suit, raw) in raw_suits(hand).into_iter().enumerate() {
                rows[suit][lane] = raw;
            }
        }
        // SAFETY: each row is 32 readable bytes; the load is unaligned, and
        // AVX is available (see `Avx2`).
        rows.map(|row| Avx2(unsafe { _mm256_loadu_si256(row.as_ptr().cast()) }))
    }

    #[inline(always)]
    fn store_avx2(v: Avx2) -> [u32; 8] {
        let mut out = [0u32; 8];
        // SAFETY: `out` is 32 writable bytes; the store is unaligned, and AVX
        // is available (see `Avx2`).
        unsafe { _mm256_storeu_si256(out.as_mut_ptr().cast(), v.0) };
        out
    }

    #[target_feature(enable = "avx2,popcnt,bmi1,bmi2")]
    fn is_win_avx2_inner(hands: &[Hand], out: &mut [bool]) -> usize {
        is_win_lanes(hands, out, load_avx2)
    }

    #[target_feature(enable = "avx2,popcnt,bmi1,bmi2")]
    fn shanten_avx2_inner(hands: &[Hand], out: &mut [i8]) -> usize {
        shanten_lanes(hands, out, load_avx2, store_avx2)
    }

    pub(super) fn is_win_avx2(hands: &[Hand], out: &mut [bool]) -> usize {
        // SAFETY: only dispatched to after `Kernel::detect` found AVX2,
        // POPCNT, BMI1 and BMI2 (at run time, or enabled at compile time).
        unsafe { is_win_avx2_inner(hands, out) }
    }

    pub(super) fn shanten_avx2(hands: &[Hand], out: &mut [i8]) -> usize {
        // SAFETY: as in `is_win_avx2`.
        unsafe { shanten_avx2_inner(hands, out) }
    }
}
