//! The boundary: the only code that touches the caller's raw pointers, and
//! the guard every entry point runs its body in.
//!
//! An entry point checks every pointer it was given with [`check_ptr`] or
//! [`check_array`] (or reads through [`read_in`], [`slice_in`], [`hand_in`],
//! which check first), computes its answer in safe code, and writes it with
//! [`write_out`] or [`write_array`] only once everything has succeeded. So
//! the rules of the crate docs (nothing written on failure, nothing past a
//! capacity, `NULL`, misaligned and unaddressable arrays refused) hold by
//! construction, in one place.

use core::ffi::c_char;
use core::fmt::{self, Write as _};

use tehai::{Hand, Tile};

use crate::status::TehaiStatus;

/// Runs the body of an entry point and turns its result into a status.
///
/// Under `std` a panic (there are no panicking paths; this is the second line
/// of defence) becomes `TEHAI_STATUS_INTERNAL_ERROR` instead of unwinding
/// into C. In the C libraries, built with `panic = "abort"`, a panic would
/// abort before reaching it.
#[inline]
pub(crate) fn guard<F: FnOnce() -> Result<(), TehaiStatus>>(body: F) -> TehaiStatus {
    #[cfg(feature = "std")]
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(body))
        .unwrap_or(Err(TehaiStatus::InternalError));
    #[cfg(not(feature = "std"))]
    let result = body();
    match result {
        Ok(()) => TehaiStatus::Ok,
        Err(status) => status,
    }
}

/// Checks a pointer to one value: not null (`NullPointer`), aligned for `T`
/// (`MisalignedPointer`).
pub(crate) fn check_ptr<T>(ptr: *const T) -> Result<(), TehaiStatus> {
    if ptr.is_null() {
        Err(TehaiStatus::NullPointer)
    } else if !ptr.is_aligned() {
        Err(TehaiStatus::MisalignedPointer)
    } else {
        Ok(())
    }
}

/// Checks a pointer to an array of `len` elements: anything goes when `len`
/// is 0; otherwise as [`check_ptr`], and the array's size in bytes must fit
/// in `isize` (`InvalidLength`: no such array can exist).
pub(crate) fn check_array<T>(ptr: *const T, len: usize) -> Result<(), TehaiStatus> {
    if len == 0 {
        return Ok(());
    }
    check_ptr(ptr)?;
    match len.checked_mul(size_of::<T>()) {
        Some(bytes) if bytes <= isize::MAX as usize => Ok(()),
        _ => Err(TehaiStatus::InvalidLength),
    }
}

/// Reads one input value.
///
/// # Safety
///
/// `ptr` is null, misaligned, or points to a readable, initialized `T`.
pub(crate) unsafe fn read_in<T: Copy>(ptr: *const T) -> Result<T, TehaiStatus> {
    check_ptr(ptr)?;
    // SAFETY: `ptr` is non-null and aligned (checked above) and, by this
    // function's contract, points to an initialized `T`.
    Ok(unsafe { ptr.read() })
}

/// Borrows an input array for the length of one call.
///
/// # Safety
///
/// When `len > 0` and `ptr` is non-null and aligned, `ptr` points to `len`
/// readable, initialized `T`s that nothing writes while the call runs.
pub(crate) unsafe fn slice_in<'a, T>(ptr: *const T, len: usize) -> Result<&'a [T], TehaiStatus> {
    if len == 0 {
        return Ok(&[]);
    }
    check_array(ptr, len)?;
    // SAFETY: `ptr` is non-null and aligned and the size fits in `isize`
    // (checked above); by this function's contract it points to `len`
    // initialized `T`s that nobody writes while the slice lives.
    Ok(unsafe { core::slice::from_raw_parts(ptr, len) })
}

/// Reads the hand behind `ptr` and validates it.
///
/// # Safety
///
/// `ptr` is null, misaligned, or points to a readable `P` (a `TehaiHand`;
/// generic so that this lowest module names no type of the modules above it).
pub(crate) unsafe fn hand_in<P: Copy>(ptr: *const P) -> Result<Hand, TehaiStatus>
where
    Hand: TryFrom<P, Error = TehaiStatus>,
{
    // SAFETY: forwarded contract.
    let packed = unsafe { read_in(ptr)? };
    Hand::try_from(packed)
}

/// A tile index from C (`InvalidTileIndex` unless below 34).
pub(crate) fn tile_in(index: u32) -> Result<Tile, TehaiStatus> {
    u8::try_from(index)
        .ok()
        .and_then(Tile::new)
        .ok_or(TehaiStatus::InvalidTileIndex)
}

/// Writes one output value.
///
/// # Safety
///
/// `ptr` passed [`check_ptr`] and is valid for writing a `T`.
pub(crate) unsafe fn write_out<T: Copy>(ptr: *mut T, value: T) {
    // SAFETY: by this function's contract `ptr` is valid for writes; `T` is
    // `Copy`, so there is no drop glue to run on what the caller left there.
    unsafe { ptr.write(value) }
}

/// Writes `values` to the start of an output array.
///
/// # Safety
///
/// `ptr` passed [`check_array`] with a capacity of at least `values.len()`
/// and is valid for writing that many `T`s (any pointer when `values` is
/// empty).
pub(crate) unsafe fn write_array<T: Copy>(ptr: *mut T, values: &[T]) {
    if values.is_empty() {
        return;
    }
    // SAFETY: by this function's contract the destination holds room for
    // `values.len()` aligned elements; it cannot overlap `values`, which
    // lives in this crate's own memory.
    unsafe { core::ptr::copy_nonoverlapping(values.as_ptr(), ptr, values.len()) }
}

/// The shared body of the batch calls: `answer` of every hand of an array,
/// with one error policy.
///
/// Every hand is validated first (a valid `TehaiHand`, and `fits`, the
/// question's own precondition): on the first failure the call writes that
/// hand's index to `*out_error_index`, returns its status and writes nothing
/// else. Only then are the answers computed and written, `out[i]` for
/// `hands[i]`. `answer` must succeed on every hand `fits` accepts; if it does
/// not (a bug), the call stops with `InternalError`.
///
/// Errors: `NullPointer`, `MisalignedPointer`, `InvalidLength` for the three
/// pointers; `BufferTooSmall` when `out_capacity < hand_count` (nothing
/// written at all); per hand the hand validation statuses and what `fits`
/// returns.
///
/// # Safety
///
/// `hands` is null, misaligned, or points to `hand_count` readable
/// `TehaiHand`s; `out` is null, misaligned, or valid for writing
/// `out_capacity` `T`s and does not overlap `hands`; `out_error_index` is
/// null, misaligned, or valid for writing a `usize`.
pub(crate) unsafe fn for_each_hand<P: Copy, T: Copy>(
    hands: *const P,
    hand_count: usize,
    out: *mut T,
    out_capacity: usize,
    out_error_index: *mut usize,
    fits: fn(&Hand) -> Result<(), TehaiStatus>,
    answer: fn(&Hand) -> Result<T, TehaiStatus>,
) -> Result<(), TehaiStatus>
where
    Hand: TryFrom<P, Error = TehaiStatus>,
{
    check_array(out, out_capacity)?;
    check_ptr(out_error_index)?;
    // SAFETY: forwarded contract on `hands` and `hand_count`.
    let hands = unsafe { slice_in(hands, hand_count)? };
    if out_capacity < hands.len() {
        return Err(TehaiStatus::BufferTooSmall);
    }
    for (index, packed) in hands.iter().enumerate() {
        if let Err(status) = Hand::try_from(*packed).and_then(|hand| fits(&hand)) {
            // SAFETY: `out_error_index` passed `check_ptr`; the caller
            // guarantees it is writable.
            unsafe { write_out(out_error_index, index) };
            return Err(status);
        }
    }
    for (index, packed) in hands.iter().enumerate() {
        let value = Hand::try_from(*packed)
            .and_then(|hand| answer(&hand))
            .map_err(|_| TehaiStatus::InternalError)?;
        // SAFETY: `index < hands.len() <= out_capacity`, and `out` passed
        // `check_array` for `out_capacity` elements that the caller
        // guarantees are writable.
        unsafe { write_out(out.add(index), value) };
    }
    Ok(())
}

/// A fixed-size text buffer that `write!` fills (no allocation), keeping one
/// byte for the NUL.
pub(crate) struct TextBuffer<const N: usize> {
    bytes: [u8; N],
    len: usize,
}

impl<const N: usize> TextBuffer<N> {
    /// An empty buffer.
    pub(crate) const fn new() -> Self {
        TextBuffer {
            bytes: [0; N],
            len: 0,
        }
    }

    /// The text written so far and its NUL (the buffer starts zeroed, and
    /// writes stop one byte short of the end).
    fn with_nul(&self) -> Option<&[u8]> {
        self.bytes.get(..=self.len)
    }
}

impl<const N: usize> fmt::Write for TextBuffer<N> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let end = self.len.checked_add(text.len()).ok_or(fmt::Error)?;
        let slot = self
            .bytes
            .get_mut(self.len..end)
            .filter(|_| end < N)
            .ok_or(fmt::Error)?;
        slot.copy_from_slice(text.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Writes `value`'s text and a NUL to a C buffer of `capacity` bytes, and
/// the text's length without the NUL to `*out_len`. On `BufferTooSmall` only
/// `*out_len` is written (the caller needs `*out_len + 1` bytes). `N` bounds
/// the text: a longer one is `InternalError`.
///
/// # Safety
///
/// `out` is null, or valid for writing `capacity` bytes; `out_len` is null,
/// misaligned, or valid for writing a `usize`.
pub(crate) unsafe fn text_out<const N: usize>(
    value: &dyn fmt::Display,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> Result<(), TehaiStatus> {
    check_array(out, capacity)?;
    check_ptr(out_len)?;
    let mut text = TextBuffer::<N>::new();
    write!(text, "{value}").map_err(|_| TehaiStatus::InternalError)?;
    let with_nul = text.with_nul().ok_or(TehaiStatus::InternalError)?;
    if capacity < with_nul.len() {
        // SAFETY: `out_len` passed `check_ptr`; the caller guarantees it is
        // writable.
        unsafe { write_out(out_len, text.len) };
        return Err(TehaiStatus::BufferTooSmall);
    }
    // SAFETY: `out` passed `check_array` with `capacity >= with_nul.len()`
    // bytes that the caller guarantees are writable; `c_char` and `u8` have
    // the same size and alignment. `out_len` passed `check_ptr`.
    unsafe {
        write_array(out.cast::<u8>(), with_nul);
        write_out(out_len, text.len);
    }
    Ok(())
}
