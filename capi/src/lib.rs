//! The C ABI: `tehai_*` functions over `#[repr(C)]` types, described by the
//! generated header `include/tehai.h`.
//!
//! # Conventions
//!
//! Every function follows the same rules, so that a C or C++ engine can call
//! them without reading each one's fine print:
//!
//! * Every fallible function returns a [`TehaiStatus`] (`uint32_t` in C):
//!   [`TehaiStatus::Ok`] (0) on success, a distinct non-zero value for each
//!   failure. The values are fixed forever; new failures get new numbers.
//!   [`tehai_status_str`] gives a static message for any value.
//! * Inputs come first and are `const`; outputs come last.
//! * Every buffer is followed by its length (inputs) or capacity (outputs), in
//!   elements.
//! * Outputs are written only on success. The one exception is the "how much
//!   is needed" out-parameter of a call that fails with
//!   [`TehaiStatus::BufferTooSmall`], and the index of the failing hand of a
//!   batch call; nothing else is written on failure, and nothing is ever
//!   written past a capacity.
//! * A pointer to a single value must not be `NULL` (the call returns
//!   [`TehaiStatus::NullPointer`] and writes nothing). A pointer to an array
//!   may be `NULL` only when its length or capacity is 0. Pointers must be
//!   aligned for their type ([`TehaiStatus::MisalignedPointer`] otherwise).
//! * A hand crosses the boundary as a [`TehaiHand`]: four packed `uint32_t`
//!   suits. Every function validates it on entry, so a corrupt hand is a
//!   status, never a wrong answer.
//! * No panic crosses the boundary: the code has no panicking paths, the C
//!   libraries are built with `panic = "abort"`, and under `std` every call
//!   is also wrapped in `catch_unwind` ([`TehaiStatus::InternalError`]).
//!
//! The functions are `unsafe` in Rust because they read and write through raw
//! pointers; each lists what the caller must guarantee under `# Safety`.

#![no_std]
#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

#[cfg(feature = "std")]
extern crate std;

use core::ffi::{CStr, c_char};
use core::fmt::{self, Write as _};

use tehai::{
    Block, BlockKind, DecomposeWithMeldsError, Decomposition, Decompositions, Hand, HandError,
    Meld, MeldKind, MeldsError, NotationError, ParsedHand, Tile, TileCountError, WinForms,
    check_declared_melds, decompose, win_forms,
};

/// Number of tile kinds: counts arrays hold this many entries, tile indices
/// are below it (`0..9` = 1m..9m, `9..18` = 1p..9p, `18..27` = 1s..9s,
/// `27..34` = 1z..7z).
pub const TEHAI_TILE_KINDS: usize = 34;

/// Most concealed tiles a hand may hold.
pub const TEHAI_MAX_CONCEALED_TILES: u32 = 14;

/// Most declared (open) melds a player can have.
pub const TEHAI_MAX_DECLARED_MELDS: u32 = 4;

/// Most blocks in one decomposition: four melds and a pair.
pub const TEHAI_MAX_BLOCKS: usize = 5;

/// Most decompositions any hand has: a decomposition buffer of this capacity
/// never fails with `TEHAI_STATUS_BUFFER_TOO_SMALL`.
pub const TEHAI_MAX_DECOMPOSITIONS: usize = 4;

/// Capacity, in bytes with the terminating NUL, that always suffices for the
/// MPSZ text of a hand (14 digits and 4 suit letters).
pub const TEHAI_MPSZ_CAPACITY: usize = 19;

/// Win-form flag: melds and one pair (the regular form).
pub const TEHAI_WIN_REGULAR: u32 = 1;

/// Win-form flag: seven distinct pairs (chiitoitsu).
pub const TEHAI_WIN_SEVEN_PAIRS: u32 = 1 << 1;

/// Win-form flag: thirteen orphans (kokushi musou).
pub const TEHAI_WIN_THIRTEEN_ORPHANS: u32 = 1 << 2;

/// Result of every fallible `tehai_*` call. The numbers are part of the ABI
/// and never change; new failures get new numbers.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TehaiStatus {
    /// Success.
    Ok = 0,
    /// A required pointer is `NULL` (or an array pointer is `NULL` with a
    /// non-zero length or capacity).
    NullPointer = 1,
    /// A tile kind would hold more than four copies.
    CountAboveFour = 2,
    /// A hand would hold more than 14 concealed tiles.
    TooManyTiles = 3,
    /// More than four declared melds.
    TooManyDeclaredMelds = 4,
    /// The hand's tile total does not fit the question: the win check and
    /// decomposition need `3N + 2` (decomposition also accepts `3N`) tiles,
    /// waits need `3N + 1`, shanten needs `3N + 1` or `3N + 2`.
    WrongTileCount = 5,
    /// The text is not valid MPSZ notation (unknown character, digits without
    /// a suit letter, a suit letter without digits, `8z`/`9z`/`0z`, empty).
    BadNotation = 6,
    /// An output buffer is too small; the needed size has been written to the
    /// call's count or length out-parameter, nothing else was written.
    BufferTooSmall = 7,
    /// A tile index is not below 34.
    InvalidTileIndex = 8,
    /// The text is not valid UTF-8.
    InvalidUtf8 = 9,
    /// A `TehaiHand` has bits set outside its ranks (above rank 9 of a number
    /// suit or rank 7 of the honors).
    InvalidPackedHand = 10,
    /// A tile to remove is not in the hand.
    TileNotInHand = 11,
    /// An input array has the wrong length (a counts array must hold 34
    /// entries), or a length is too large to address.
    InvalidLength = 12,
    /// A pointer is not aligned for its type.
    MisalignedPointer = 13,
    /// A bug in tehai: a panic was caught at the boundary, or an internal
    /// invariant failed. Please report it.
    InternalError = 14,
    /// A declared meld is not a meld: a pair, an unknown block kind, or a
    /// sequence that leaves its suit or uses honors.
    InvalidMeld = 15,
}

/// Every status, in numeric order (not exported to C).
const STATUSES: [TehaiStatus; 16] = [
    TehaiStatus::Ok,
    TehaiStatus::NullPointer,
    TehaiStatus::CountAboveFour,
    TehaiStatus::TooManyTiles,
    TehaiStatus::TooManyDeclaredMelds,
    TehaiStatus::WrongTileCount,
    TehaiStatus::BadNotation,
    TehaiStatus::BufferTooSmall,
    TehaiStatus::InvalidTileIndex,
    TehaiStatus::InvalidUtf8,
    TehaiStatus::InvalidPackedHand,
    TehaiStatus::TileNotInHand,
    TehaiStatus::InvalidLength,
    TehaiStatus::MisalignedPointer,
    TehaiStatus::InternalError,
    TehaiStatus::InvalidMeld,
];

impl TehaiStatus {
    /// The status with this number, if there is one.
    pub fn from_u32(value: u32) -> Option<TehaiStatus> {
        STATUSES
            .iter()
            .copied()
            .find(|status| *status as u32 == value)
    }

    /// The static, NUL-terminated message for this status.
    pub const fn message(self) -> &'static CStr {
        match self {
            TehaiStatus::Ok => c"success",
            TehaiStatus::NullPointer => c"a required pointer is NULL",
            TehaiStatus::CountAboveFour => c"a tile kind would hold more than 4 copies",
            TehaiStatus::TooManyTiles => c"more than 14 concealed tiles",
            TehaiStatus::TooManyDeclaredMelds => c"more than 4 declared melds",
            TehaiStatus::WrongTileCount => {
                c"the hand's tile total does not fit the question (3N+2 to win or decompose, 3N+1 for waits, 3N+1 or 3N+2 for shanten)"
            }
            TehaiStatus::BadNotation => c"the text is not valid MPSZ notation",
            TehaiStatus::BufferTooSmall => {
                c"an output buffer is too small; the needed size was written"
            }
            TehaiStatus::InvalidTileIndex => c"a tile index is not below 34",
            TehaiStatus::InvalidUtf8 => c"the text is not valid UTF-8",
            TehaiStatus::InvalidPackedHand => c"a packed hand has bits set outside its ranks",
            TehaiStatus::TileNotInHand => c"the tile to remove is not in the hand",
            TehaiStatus::InvalidLength => c"an input array has the wrong length",
            TehaiStatus::MisalignedPointer => c"a pointer is not aligned for its type",
            TehaiStatus::InternalError => c"internal error in tehai (a bug: please report it)",
            TehaiStatus::InvalidMeld => {
                c"a declared meld is a pair, an unknown block kind, or a sequence leaving its suit"
            }
        }
    }
}

impl fmt::Display for TehaiStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.message().to_str() {
            Ok(text) => f.write_str(text),
            Err(_) => f.write_str("tehai status"),
        }
    }
}

impl From<HandError> for TehaiStatus {
    fn from(error: HandError) -> Self {
        match error {
            HandError::TooManyCopies { .. } => TehaiStatus::CountAboveFour,
            HandError::TooManyTiles => TehaiStatus::TooManyTiles,
            HandError::TileNotInHand { .. } => TehaiStatus::TileNotInHand,
            HandError::InvalidPackedSuit { .. } => TehaiStatus::InvalidPackedHand,
        }
    }
}

impl From<NotationError> for TehaiStatus {
    fn from(error: NotationError) -> Self {
        match error {
            NotationError::TooManyCopies { .. } => TehaiStatus::CountAboveFour,
            NotationError::TooManyTiles => TehaiStatus::TooManyTiles,
            NotationError::Empty
            | NotationError::UnknownCharacter { .. }
            | NotationError::DigitsWithoutSuit { .. }
            | NotationError::SuitWithoutDigits { .. }
            | NotationError::InvalidHonor { .. }
            | NotationError::NotASingleTile
            | NotationError::TooManyRedFives { .. } => TehaiStatus::BadNotation,
            NotationError::Hand(error) => error.into(),
        }
    }
}

impl From<MeldsError> for TehaiStatus {
    fn from(error: MeldsError) -> Self {
        match error {
            MeldsError::TooManyMelds { .. } => TehaiStatus::TooManyDeclaredMelds,
            MeldsError::TooManyCopies { .. } => TehaiStatus::CountAboveFour,
            MeldsError::ConcealedTileCount { .. } => TehaiStatus::WrongTileCount,
        }
    }
}

impl From<DecomposeWithMeldsError> for TehaiStatus {
    fn from(error: DecomposeWithMeldsError) -> Self {
        match error {
            DecomposeWithMeldsError::Melds(melds) => melds.into(),
            DecomposeWithMeldsError::Decompose(decompose) => decompose.into(),
        }
    }
}

impl From<TileCountError> for TehaiStatus {
    fn from(_: TileCountError) -> Self {
        TehaiStatus::WrongTileCount
    }
}

/// A concealed hand in tehai's packed form: one `uint32_t` per suit, in the
/// order m, p, s, z. Rank `r` (0-based) of a suit holds its count (0 to 4) in
/// bits `3r..3r+3`; number suits use 27 bits, the honors 21. Declared melds are
/// not part of it: a hand of `3N + 1` or `3N + 2` tiles implies `4 - N`.
///
/// Build one with `tehai_hand_from_mpsz` or `tehai_hand_from_counts` (or pack
/// it yourself: every call validates it on entry). A zeroed `TehaiHand` is the
/// empty hand.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiHand {
    /// Packed suits m, p, s, z.
    pub suits: [u32; 4],
}

impl From<Hand> for TehaiHand {
    fn from(hand: Hand) -> Self {
        let [m, p, s, z] = hand.suits();
        TehaiHand {
            suits: [m.raw(), p.raw(), s.raw(), z.raw()],
        }
    }
}

impl TryFrom<TehaiHand> for Hand {
    type Error = TehaiStatus;

    /// Validates a packed hand: bits only inside the ranks, no count above 4,
    /// at most 14 tiles.
    fn try_from(packed: TehaiHand) -> Result<Hand, TehaiStatus> {
        for (suit_index, &bits) in packed.suits.iter().enumerate() {
            let ranks: u32 = if suit_index == 3 { 7 } else { 9 };
            if bits >> (3 * ranks) != 0 {
                return Err(TehaiStatus::InvalidPackedHand);
            }
            if (0..ranks).any(|rank| (bits >> (3 * rank)) & 0b111 > 4) {
                return Err(TehaiStatus::CountAboveFour);
            }
        }
        Ok(Hand::from_suits(packed.suits)?)
    }
}

/// A hand read from MPSZ text, with its red fives (written `0`) counted apart.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiParsedHand {
    /// The tiles, red fives counted as fives.
    pub hand: TehaiHand,
    /// Red fives per number suit (m, p, s); never more than the fives held.
    pub red_fives: [u8; 3],
}

/// What a `TehaiBlock` is. Stored as one byte.
#[repr(u8)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TehaiBlockKind {
    /// An unused slot of `TehaiDecomposition::blocks` (past `block_count`).
    None = 0,
    /// Three consecutive ranks of a number suit (shuntsu); `tile` is the lowest.
    Sequence = 1,
    /// Three copies of one kind (koutsu).
    Triplet = 2,
    /// Two copies of one kind (jantou, the pair).
    Pair = 3,
    /// Four copies of one kind (kantsu); only ever a declared meld, never
    /// produced by decomposing a concealed hand.
    Quad = 4,
}

/// One block of a decomposition: a kind and the tile index naming it (the
/// lowest tile of a sequence).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiBlock {
    /// What the block is.
    pub kind: TehaiBlockKind,
    /// Tile index `0..34` of the block's (lowest) tile.
    pub tile: u8,
}

impl TehaiBlock {
    /// The filler of unused slots.
    const NONE: TehaiBlock = TehaiBlock {
        kind: TehaiBlockKind::None,
        tile: 0,
    };
}

impl From<Block> for TehaiBlock {
    fn from(block: Block) -> Self {
        let kind = match block.kind() {
            BlockKind::Sequence => TehaiBlockKind::Sequence,
            BlockKind::Triplet => TehaiBlockKind::Triplet,
            BlockKind::Pair => TehaiBlockKind::Pair,
        };
        TehaiBlock {
            kind,
            tile: block.tile().index() as u8,
        }
    }
}

/// One way to split a hand into blocks, listed suit by suit (m p s z) and by
/// rank inside a suit. Slots past `block_count` hold `TEHAI_BLOCK_KIND_NONE`.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiDecomposition {
    /// Number of blocks used, at most `TEHAI_MAX_BLOCKS`.
    pub block_count: u32,
    /// The blocks.
    pub blocks: [TehaiBlock; TEHAI_MAX_BLOCKS],
}

impl From<&Decomposition> for TehaiDecomposition {
    fn from(decomposition: &Decomposition) -> Self {
        let mut out = TehaiDecomposition {
            block_count: 0,
            blocks: [TehaiBlock::NONE; TEHAI_MAX_BLOCKS],
        };
        for (slot, block) in out.blocks.iter_mut().zip(decomposition.blocks()) {
            *slot = TehaiBlock::from(*block);
            out.block_count += 1;
        }
        out
    }
}

fn forms_bits(forms: WinForms) -> u32 {
    let mut bits = 0;
    if forms.contains(WinForms::REGULAR) {
        bits |= TEHAI_WIN_REGULAR;
    }
    if forms.contains(WinForms::SEVEN_PAIRS) {
        bits |= TEHAI_WIN_SEVEN_PAIRS;
    }
    if forms.contains(WinForms::THIRTEEN_ORPHANS) {
        bits |= TEHAI_WIN_THIRTEEN_ORPHANS;
    }
    bits
}

// ---------------------------------------------------------------------------
// Boundary helpers: every pointer goes through one of these.
// ---------------------------------------------------------------------------

/// Runs the body of an entry point and turns its result into a status. Under
/// `std` a panic (there are no panicking paths; this is the second line of
/// defence) becomes [`TehaiStatus::InternalError`] instead of unwinding into
/// C. With `panic = "abort"` (the C libraries) it is inert.
#[inline]
fn guard<F: FnOnce() -> Result<(), TehaiStatus>>(body: F) -> TehaiStatus {
    #[cfg(feature = "std")]
    let result = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)) {
        Ok(result) => result,
        Err(_) => Err(TehaiStatus::InternalError),
    };
    #[cfg(not(feature = "std"))]
    let result = body();
    match result {
        Ok(()) => TehaiStatus::Ok,
        Err(status) => status,
    }
}

/// Checks a pointer to one value: not null, aligned.
fn check_ptr<T>(ptr: *const T) -> Result<(), TehaiStatus> {
    if ptr.is_null() {
        Err(TehaiStatus::NullPointer)
    } else if !ptr.is_aligned() {
        Err(TehaiStatus::MisalignedPointer)
    } else {
        Ok(())
    }
}

/// Checks a pointer to an array of `len` elements: may be null only when
/// `len` is 0; aligned; the array's size fits in `isize`.
fn check_array<T>(ptr: *const T, len: usize) -> Result<(), TehaiStatus> {
    if len == 0 {
        return Ok(());
    }
    check_ptr(ptr)?;
    match len.checked_mul(core::mem::size_of::<T>()) {
        Some(bytes) if bytes <= isize::MAX as usize => Ok(()),
        _ => Err(TehaiStatus::InvalidLength),
    }
}

/// Reads one input value.
///
/// # Safety
///
/// `ptr` is null or points to a readable, initialized `T`.
unsafe fn read_in<T: Copy>(ptr: *const T) -> Result<T, TehaiStatus> {
    check_ptr(ptr)?;
    // SAFETY: `ptr` is non-null and aligned (checked above) and, by this
    // function's contract, points to an initialized `T`.
    Ok(unsafe { ptr.read() })
}

/// Borrows an input array.
///
/// # Safety
///
/// When `len > 0`, `ptr` is null or points to `len` readable, initialized
/// `T`s that are not written during the call.
unsafe fn slice_in<'a, T>(ptr: *const T, len: usize) -> Result<&'a [T], TehaiStatus> {
    if len == 0 {
        return Ok(&[]);
    }
    check_array(ptr, len)?;
    // SAFETY: `ptr` is non-null and aligned, the size fits in `isize` (checked
    // above), and by this function's contract it points to `len` initialized
    // `T`s that nobody writes while the slice lives (the length of one call).
    Ok(unsafe { core::slice::from_raw_parts(ptr, len) })
}

/// Reads the hand behind `ptr` and validates it.
///
/// # Safety
///
/// `ptr` is null or points to a readable `TehaiHand`.
unsafe fn hand_in(ptr: *const TehaiHand) -> Result<Hand, TehaiStatus> {
    // SAFETY: forwarded contract: `ptr` is null or points to a `TehaiHand`.
    let packed = unsafe { read_in(ptr)? };
    Hand::try_from(packed)
}

/// Writes one output value; the pointer must have passed [`check_ptr`].
///
/// # Safety
///
/// `ptr` is non-null, aligned and valid for writing a `T`.
unsafe fn write_out<T>(ptr: *mut T, value: T) {
    // SAFETY: by this function's contract `ptr` is valid for writes; `T` here
    // is always a plain-data type without drop glue, so overwriting whatever
    // the caller left there is fine.
    unsafe { ptr.write(value) }
}

/// Writes `values` to the start of an output array; the pointer must have
/// passed [`check_array`] with a capacity of at least `values.len()`.
///
/// # Safety
///
/// `ptr` is valid for writing `values.len()` consecutive `T`s (any pointer
/// when `values` is empty).
unsafe fn write_array<T: Copy>(ptr: *mut T, values: &[T]) {
    if values.is_empty() {
        return;
    }
    // SAFETY: by this function's contract the destination holds room for
    // `values.len()` elements and is aligned; it cannot overlap `values`,
    // which lives in this crate's stack frame.
    unsafe { core::ptr::copy_nonoverlapping(values.as_ptr(), ptr, values.len()) }
}

/// Fixed-size text buffer for the MPSZ writer (no allocation).
struct TextBuffer {
    bytes: [u8; TEHAI_MPSZ_CAPACITY],
    len: usize,
}

impl fmt::Write for TextBuffer {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        let end = self.len.checked_add(text.len()).ok_or(fmt::Error)?;
        // Keep one byte for the NUL.
        let slot = self
            .bytes
            .get_mut(self.len..end)
            .filter(|_| end < TEHAI_MPSZ_CAPACITY)
            .ok_or(fmt::Error)?;
        slot.copy_from_slice(text.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Writes `value`'s text to a C buffer: the shared body of the `*_to_mpsz`
/// functions.
///
/// # Safety
///
/// `out` is null or valid for writing `capacity` bytes; `out_len` is null or
/// valid for writing a `size_t`.
unsafe fn text_out(
    value: &dyn fmt::Display,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> Result<(), TehaiStatus> {
    check_array(out, capacity)?;
    check_ptr(out_len)?;
    let mut text = TextBuffer {
        bytes: [0; TEHAI_MPSZ_CAPACITY],
        len: 0,
    };
    write!(text, "{value}").map_err(|_| TehaiStatus::InternalError)?;
    let with_nul = text
        .bytes
        .get(..=text.len)
        .ok_or(TehaiStatus::InternalError)?;
    if capacity < with_nul.len() {
        // SAFETY: `out_len` passed `check_ptr`; the caller guarantees it is
        // valid for writes.
        unsafe { write_out(out_len, text.len) };
        return Err(TehaiStatus::BufferTooSmall);
    }
    // SAFETY: `out` passed `check_array` with `capacity >= with_nul.len()`
    // bytes, which the caller guarantees are writable; `out_len` passed
    // `check_ptr`. `c_char` and `u8` have the same size and alignment.
    unsafe {
        write_array(out.cast::<u8>(), with_nul);
        write_out(out_len, text.len);
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// Library information
// ---------------------------------------------------------------------------

/// The static, NUL-terminated message for a status value. Never NULL: unknown
/// values give "unknown tehai status". The string must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn tehai_status_str(status: u32) -> *const c_char {
    match TehaiStatus::from_u32(status) {
        Some(known) => known.message().as_ptr(),
        None => c"unknown tehai status".as_ptr(),
    }
}

const VERSION: &CStr =
    match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(version) => version,
        Err(_) => c"unknown",
    };

/// The library version ("MAJOR.MINOR.PATCH"), static and NUL-terminated.
/// Never NULL; must not be freed.
#[unsafe(no_mangle)]
pub extern "C" fn tehai_version() -> *const c_char {
    VERSION.as_ptr()
}

// ---------------------------------------------------------------------------
// Building and reading hands
// ---------------------------------------------------------------------------

/// Builds a hand from 34 counts in tile index order.
///
/// `counts_len` must be `TEHAI_TILE_KINDS` (34). On success writes the hand to
/// `*out_hand`.
///
/// Errors: `NULL_POINTER`, `INVALID_LENGTH` (`counts_len != 34`),
/// `COUNT_ABOVE_FOUR`, `TOO_MANY_TILES`.
///
/// # Safety
///
/// `counts` is NULL or points to `counts_len` readable bytes; `out_hand` is
/// NULL or valid for writing a `TehaiHand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_from_counts(
    counts: *const u8,
    counts_len: usize,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_array(counts, counts_len)?;
        check_ptr(out_hand)?;
        if counts_len != TEHAI_TILE_KINDS {
            return Err(TehaiStatus::InvalidLength);
        }
        // SAFETY: the caller guarantees `counts` points to `counts_len` bytes.
        let counts = unsafe { slice_in(counts, counts_len)? };
        let counts: &[u8; 34] = counts.try_into().map_err(|_| TehaiStatus::InvalidLength)?;
        let hand = Hand::from_counts(counts)?;
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_hand, TehaiHand::from(hand)) };
        Ok(())
    })
}

/// Parses MPSZ notation (`"123m456p789s11122z"`, `0` = red five). The text is
/// `text_len` bytes of UTF-8 and needs no NUL terminator (pass `strlen(s)` for
/// a C string). On success writes the hand to `*out_hand`; red fives count as
/// fives (see `tehai_parsed_hand_from_mpsz` to keep them).
///
/// Errors: `NULL_POINTER`, `INVALID_UTF8`, `BAD_NOTATION`,
/// `COUNT_ABOVE_FOUR`, `TOO_MANY_TILES`.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_hand` is NULL
/// or valid for writing a `TehaiHand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_hand)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let parsed = unsafe { parse_mpsz(text, text_len)? };
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_hand, TehaiHand::from(parsed.hand)) };
        Ok(())
    })
}

/// Parses MPSZ notation like `tehai_hand_from_mpsz`, keeping the number of
/// red fives per suit.
///
/// Errors: as `tehai_hand_from_mpsz`.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_parsed` is NULL
/// or valid for writing a `TehaiParsedHand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_hand_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_parsed: *mut TehaiParsedHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_parsed)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let parsed = unsafe { parse_mpsz(text, text_len)? };
        let value = TehaiParsedHand {
            hand: TehaiHand::from(parsed.hand),
            red_fives: parsed.red_fives,
        };
        // SAFETY: `out_parsed` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_parsed, value) };
        Ok(())
    })
}

/// The shared body of the MPSZ parsers.
///
/// # Safety
///
/// `text` is null or points to `text_len` readable bytes.
unsafe fn parse_mpsz(text: *const c_char, text_len: usize) -> Result<ParsedHand, TehaiStatus> {
    // SAFETY: forwarded contract; `c_char` and `u8` have the same layout.
    let bytes = unsafe { slice_in(text.cast::<u8>(), text_len)? };
    let text = core::str::from_utf8(bytes).map_err(|_| TehaiStatus::InvalidUtf8)?;
    Ok(text.parse::<ParsedHand>()?)
}

/// Writes the canonical MPSZ text of a hand (tiles sorted, suits in order m p
/// s z, empty suits omitted; the empty hand is `""`) and a NUL to `out`.
/// `TEHAI_MPSZ_CAPACITY` bytes always suffice. `*out_len` receives the text's
/// length without the NUL, on success and on `BUFFER_TOO_SMALL` alike (then
/// `out` is untouched and `*out_len + 1` bytes are needed).
///
/// Errors: `NULL_POINTER`, the hand validation errors, `BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out` is NULL or valid
/// for writing `capacity` bytes; `out_len` is NULL or valid for writing a
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_to_mpsz(
    hand: *const TehaiHand,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out(&hand, out, capacity, out_len) }
    })
}

/// Writes the MPSZ text of a parsed hand, its red fives written as `0`
/// (`"05m55p"`). Same buffer rules as `tehai_hand_to_mpsz`.
///
/// Errors: `NULL_POINTER`, the hand validation errors, `COUNT_ABOVE_FOUR` when
/// `red_fives` claims more red fives than fives held, `BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `parsed` is NULL or points to a readable `TehaiParsedHand`; `out` is NULL
/// or valid for writing `capacity` bytes; `out_len` is NULL or valid for
/// writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_hand_to_mpsz(
    parsed: *const TehaiParsedHand,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `parsed` points to a `TehaiParsedHand`.
        let packed = unsafe { read_in(parsed)? };
        let hand = Hand::try_from(packed.hand)?;
        let fives = [0usize, 9, 18]
            .map(|index| Tile::new(index as u8 + 4).map_or(0, |five| hand.count(five)));
        if packed
            .red_fives
            .iter()
            .zip(fives)
            .any(|(red, five)| *red > five)
        {
            return Err(TehaiStatus::CountAboveFour);
        }
        let value = ParsedHand {
            hand,
            red_fives: packed.red_fives,
        };
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out(&value, out, capacity, out_len) }
    })
}

/// Writes the hand's 34 counts, in tile index order, to `out_counts`.
/// `capacity` must be at least `TEHAI_TILE_KINDS` (34); exactly 34 bytes are
/// written.
///
/// Errors: `NULL_POINTER`, the hand validation errors, `BUFFER_TOO_SMALL`
/// (nothing written).
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_counts` is NULL or
/// valid for writing `capacity` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_to_counts(
    hand: *const TehaiHand,
    out_counts: *mut u8,
    capacity: usize,
) -> TehaiStatus {
    guard(|| {
        check_array(out_counts, capacity)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        if capacity < TEHAI_TILE_KINDS {
            return Err(TehaiStatus::BufferTooSmall);
        }
        // SAFETY: `out_counts` passed `check_array` with `capacity >= 34`
        // bytes, which the caller guarantees are writable.
        unsafe { write_array(out_counts, &hand.counts()) };
        Ok(())
    })
}

/// Validates a hand and writes its number of concealed tiles to `*out_tiles`.
///
/// Errors: `NULL_POINTER`, `INVALID_PACKED_HAND`, `COUNT_ABOVE_FOUR`,
/// `TOO_MANY_TILES`.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_tiles` is NULL or
/// valid for writing a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_tile_count(
    hand: *const TehaiHand,
    out_tiles: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_tiles)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: `out_tiles` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_tiles, hand.tile_count()) };
        Ok(())
    })
}

/// Checks that a hand is a legal concealed hand for a player with
/// `declared_melds` open melds: a valid packed hand of `13 - 3 * declared_melds`
/// tiles (waiting) or `14 - 3 * declared_melds` (after a draw). Writes nothing.
///
/// Errors: `NULL_POINTER`, the hand validation errors,
/// `TOO_MANY_DECLARED_MELDS` (`declared_melds > 4`), `WRONG_TILE_COUNT`.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_check(
    hand: *const TehaiHand,
    declared_melds: u32,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        if declared_melds > TEHAI_MAX_DECLARED_MELDS {
            return Err(TehaiStatus::TooManyDeclaredMelds);
        }
        let full = TEHAI_MAX_CONCEALED_TILES - 3 * declared_melds;
        let tiles = hand.tile_count();
        if tiles == full || tiles + 1 == full {
            Ok(())
        } else {
            Err(TehaiStatus::WrongTileCount)
        }
    })
}

/// Adds one tile (index `0..34`) to a hand and writes the result to
/// `*out_hand` (which may be the same object as `*hand`).
///
/// Errors: `NULL_POINTER`, the hand validation errors, `INVALID_TILE_INDEX`,
/// `COUNT_ABOVE_FOUR` (a fifth copy), `TOO_MANY_TILES` (a fifteenth tile).
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_hand` is NULL or
/// valid for writing a `TehaiHand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_add_tile(
    hand: *const TehaiHand,
    tile: u32,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_hand)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let tile = tile_in(tile)?;
        let next = hand.with_added(tile)?;
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is
        // writable. The input was fully read above, so aliasing is harmless.
        unsafe { write_out(out_hand, TehaiHand::from(next)) };
        Ok(())
    })
}

/// Removes one tile (index `0..34`) from a hand and writes the result to
/// `*out_hand` (which may be the same object as `*hand`).
///
/// Errors: `NULL_POINTER`, the hand validation errors, `INVALID_TILE_INDEX`,
/// `TILE_NOT_IN_HAND`.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_hand` is NULL or
/// valid for writing a `TehaiHand`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_remove_tile(
    hand: *const TehaiHand,
    tile: u32,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_hand)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let mut hand = unsafe { hand_in(hand)? };
        let tile = tile_in(tile)?;
        hand.remove(tile)?;
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is
        // writable. The input was fully read above, so aliasing is harmless.
        unsafe { write_out(out_hand, TehaiHand::from(hand)) };
        Ok(())
    })
}

fn tile_in(index: u32) -> Result<Tile, TehaiStatus> {
    u8::try_from(index)
        .ok()
        .and_then(Tile::new)
        .ok_or(TehaiStatus::InvalidTileIndex)
}

// ---------------------------------------------------------------------------
// Analysis
// ---------------------------------------------------------------------------

/// Lists every decomposition of a hand into melds and at most one pair
/// (`3N + 2` tiles, or `3N` for a meld-only question; the `4 - N` declared
/// melds are not passed).
///
/// On success writes the decompositions to `out[0..*out_count]` and the
/// special forms the hand also has (`TEHAI_WIN_SEVEN_PAIRS`,
/// `TEHAI_WIN_THIRTEEN_ORPHANS`; `TEHAI_WIN_REGULAR` when `*out_count > 0`)
/// to `*out_forms`. A hand with no decomposition succeeds with
/// `*out_count == 0`. `TEHAI_MAX_DECOMPOSITIONS` (4) slots always suffice.
///
/// If `capacity` is too small, returns `BUFFER_TOO_SMALL`, writes the number
/// needed to `*out_count` and nothing else. `out` may be NULL when `capacity`
/// is 0 (a size query).
///
/// Errors: `NULL_POINTER`, the hand validation errors, `WRONG_TILE_COUNT`
/// (`3N + 1` tiles), `BUFFER_TOO_SMALL`.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out` is NULL or valid
/// for writing `capacity` `TehaiDecomposition`s; `out_count` and `out_forms`
/// are NULL or valid for writing a `size_t` and a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_decompose(
    hand: *const TehaiHand,
    out: *mut TehaiDecomposition,
    capacity: usize,
    out_count: *mut usize,
    out_forms: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_array(out, capacity)?;
        check_ptr(out_count)?;
        check_ptr(out_forms)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let set = decompose(&hand)?;
        // SAFETY: forwarded contract on `out`, `capacity`, `out_count` and
        // `out_forms`, which passed the checks above.
        unsafe { decompositions_out(&set, out, capacity, out_count, out_forms) }
    })
}

/// Writes a decomposition set to the caller's buffers: the shared tail of
/// `tehai_hand_decompose` and `tehai_hand_decompose_with_melds`.
///
/// # Safety
///
/// `out` passed [`check_array`] for `capacity` and is valid for writing that
/// many `TehaiDecomposition`s; `out_count` and `out_forms` passed
/// [`check_ptr`] and are valid for writes.
unsafe fn decompositions_out(
    set: &Decompositions,
    out: *mut TehaiDecomposition,
    capacity: usize,
    out_count: *mut usize,
    out_forms: *mut u32,
) -> Result<(), TehaiStatus> {
    let list = set.decompositions();
    if list.len() > capacity {
        // SAFETY: `out_count` is valid for writes (this function's contract).
        unsafe { write_out(out_count, list.len()) };
        return Err(TehaiStatus::BufferTooSmall);
    }
    let mut converted = [TehaiDecomposition {
        block_count: 0,
        blocks: [TehaiBlock::NONE; TEHAI_MAX_BLOCKS],
    }; TEHAI_MAX_DECOMPOSITIONS];
    for (slot, decomposition) in converted.iter_mut().zip(list) {
        *slot = TehaiDecomposition::from(decomposition);
    }
    let converted = converted
        .get(..list.len())
        .ok_or(TehaiStatus::InternalError)?;
    let mut forms = WinForms::empty();
    forms.set(WinForms::REGULAR, !list.is_empty());
    forms.set(WinForms::SEVEN_PAIRS, set.is_seven_pairs());
    forms.set(WinForms::THIRTEEN_ORPHANS, set.is_thirteen_orphans());
    // SAFETY: `out` holds `capacity >= converted.len()` writable slots,
    // `out_count` and `out_forms` are writable (this function's contract).
    unsafe {
        write_array(out, converted);
        write_out(out_count, converted.len());
        write_out(out_forms, forms_bits(forms));
    }
    Ok(())
}

/// Reads the caller's declared melds into `storage` and returns them.
///
/// # Safety
///
/// `melds` is null or points to `meld_count` readable `TehaiBlock`s.
unsafe fn melds_in(
    melds: *const TehaiBlock,
    meld_count: usize,
    storage: &mut MeldList,
) -> Result<(), TehaiStatus> {
    check_array(melds, meld_count)?;
    if meld_count > storage.capacity() {
        return Err(TehaiStatus::TooManyDeclaredMelds);
    }
    // `TehaiBlock` is two bytes, kind then tile; the kind byte comes from C
    // and may hold any value, so it is read as a plain byte, never as the enum.
    // SAFETY: the caller guarantees `meld_count` readable blocks;
    // `[u8; 2]` has the size of `TehaiBlock` and an alignment of 1.
    let raw = unsafe { slice_in(melds.cast::<[u8; 2]>(), meld_count)? };
    for &[kind, tile] in raw {
        let tile = Tile::new(tile).ok_or(TehaiStatus::InvalidTileIndex)?;
        let block = match kind {
            k if k == TehaiBlockKind::Sequence as u8 => Meld::chi(tile),
            k if k == TehaiBlockKind::Triplet as u8 => Some(Meld::pon(tile)),
            k if k == TehaiBlockKind::Quad as u8 => Meld::kan(MeldKind::OpenKan, tile),
            _ => None,
        }
        .ok_or(TehaiStatus::InvalidMeld)?;
        storage
            .push(block)
            .map_err(|_| TehaiStatus::TooManyDeclaredMelds)?;
    }
    Ok(())
}

/// Declared melds read from C.
type MeldList = heapless::Vec<Meld, { TEHAI_MAX_DECLARED_MELDS as usize }>;

const _: () = assert!(core::mem::size_of::<TehaiBlock>() == 2);
const _: () = assert!(core::mem::align_of::<TehaiBlock>() == 1);

/// Checks declared (open) melds against a concealed hand: at most four real
/// melds (`TEHAI_BLOCK_KIND_SEQUENCE` inside one number suit, `_TRIPLET`,
/// `_QUAD`), no kind more than four times in hand and melds together, and at
/// most `14 - 3 * meld_count` concealed tiles. Writes nothing. `melds` may be
/// NULL when `meld_count` is 0.
///
/// Errors: `NULL_POINTER`, the hand validation errors,
/// `TOO_MANY_DECLARED_MELDS`, `INVALID_MELD` (a pair, an unknown kind, a
/// sequence leaving its suit), `INVALID_TILE_INDEX`, `COUNT_ABOVE_FOUR`,
/// `WRONG_TILE_COUNT` (too many concealed tiles beside the melds).
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiBlock`s.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_check_melds(
    hand: *const TehaiHand,
    melds: *const TehaiBlock,
    meld_count: usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let mut storage = MeldList::new();
        // SAFETY: the caller guarantees `melds` points to `meld_count` blocks.
        unsafe { melds_in(melds, meld_count, &mut storage)? };
        Ok(check_declared_melds(&hand, &storage)?)
    })
}

/// `tehai_hand_decompose` for a caller that holds the declared melds: checks
/// them as `tehai_hand_check_melds` does, then decomposes the concealed tiles.
/// The decompositions list the concealed blocks only; the declared melds
/// complete each of them as they are. Same buffer rules as
/// `tehai_hand_decompose`.
///
/// Errors: those of `tehai_hand_check_melds` and `tehai_hand_decompose`.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiBlock`s; `out` is NULL or valid for
/// writing `capacity` `TehaiDecomposition`s; `out_count` and `out_forms` are
/// NULL or valid for writing a `size_t` and a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_decompose_with_melds(
    hand: *const TehaiHand,
    melds: *const TehaiBlock,
    meld_count: usize,
    out: *mut TehaiDecomposition,
    capacity: usize,
    out_count: *mut usize,
    out_forms: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_array(out, capacity)?;
        check_ptr(out_count)?;
        check_ptr(out_forms)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let mut storage = MeldList::new();
        // SAFETY: the caller guarantees `melds` points to `meld_count` blocks.
        unsafe { melds_in(melds, meld_count, &mut storage)? };
        let set = tehai::decompose_with_melds(&hand, &storage)?;
        // SAFETY: forwarded contract on `out`, `capacity`, `out_count` and
        // `out_forms`, which passed the checks above.
        unsafe { decompositions_out(&set, out, capacity, out_count, out_forms) }
    })
}

/// The win check (agari): writes to `*out_forms` every form in which a hand of
/// `3N + 2` tiles is complete, as `TEHAI_WIN_*` flags; 0 means not complete.
///
/// Errors: `NULL_POINTER`, the hand validation errors, `WRONG_TILE_COUNT`
/// (not `3N + 2` tiles).
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_forms` is NULL or
/// valid for writing a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_win_forms(
    hand: *const TehaiHand,
    out_forms: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_forms)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let forms = win_forms_of(&hand)?;
        // SAFETY: `out_forms` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_forms, forms) };
        Ok(())
    })
}

fn win_forms_of(hand: &Hand) -> Result<u32, TehaiStatus> {
    if hand.tile_count() % 3 != 2 {
        return Err(TehaiStatus::WrongTileCount);
    }
    Ok(forms_bits(win_forms(hand)))
}

/// The win check over an array of hands: `out_forms[i]` receives the
/// `TEHAI_WIN_*` flags of `hands[i]`, for engines that evaluate many hands in
/// one call. `out_capacity` must be at least `hand_count`.
///
/// Every hand is validated before anything is written: if one is invalid, the
/// call returns its status, writes its index to `*out_error_index` and leaves
/// `out_forms` untouched. `out_error_index` is written only then.
/// `hands` and `out_forms` may be NULL when `hand_count` is 0.
///
/// Errors: `NULL_POINTER`, `BUFFER_TOO_SMALL` (`out_capacity < hand_count`,
/// nothing written), and per hand as `tehai_hand_win_forms`.
///
/// # Safety
///
/// `hands` is NULL or points to `hand_count` readable `TehaiHand`s;
/// `out_forms` is NULL or valid for writing `out_capacity` `uint32_t`s and
/// does not overlap `hands`; `out_error_index` is NULL or valid for writing a
/// `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hands_win_forms(
    hands: *const TehaiHand,
    hand_count: usize,
    out_forms: *mut u32,
    out_capacity: usize,
    out_error_index: *mut usize,
) -> TehaiStatus {
    guard(|| {
        check_array(out_forms, out_capacity)?;
        check_ptr(out_error_index)?;
        // SAFETY: the caller guarantees `hands` points to `hand_count` hands.
        let hands = unsafe { slice_in(hands, hand_count)? };
        if out_capacity < hands.len() {
            return Err(TehaiStatus::BufferTooSmall);
        }
        // Pass 1: validate everything, write nothing.
        for (index, packed) in hands.iter().enumerate() {
            if let Err(status) = Hand::try_from(*packed).and_then(|hand| win_forms_of(&hand)) {
                // SAFETY: `out_error_index` passed `check_ptr`; the caller
                // guarantees it is writable.
                unsafe { write_out(out_error_index, index) };
                return Err(status);
            }
        }
        // Pass 2: every hand is known good; write the answers.
        for (index, packed) in hands.iter().enumerate() {
            let forms = Hand::try_from(*packed).and_then(|hand| win_forms_of(&hand))?;
            // SAFETY: `index < hands.len() <= out_capacity`, and `out_forms`
            // passed `check_array` for `out_capacity` writable elements.
            unsafe { write_out(out_forms.add(index), forms) };
        }
        Ok(())
    })
}

/// The waits (machi) of a `3N + 1` hand, as 64-bit tile sets: bit `i` stands
/// for tile index `i` (`waits & (1ull << 13)` tests 5p).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiWaits {
    /// Kinds that complete the hand in any form and can still be drawn.
    pub waits: u64,
    /// Kinds that would complete the hand only as a fifth copy (the hand holds
    /// all four): not real waits, reported apart.
    pub fifth_tile: u64,
}

/// The waits of a hand of `3N + 1` tiles (1, 4, 7, 10 or 13): every kind that
/// completes it in any form (regular, seven pairs, thirteen orphans). Written
/// to `*out_waits` on success; an empty `waits` set means not tenpai.
///
/// Errors: `NULL_POINTER`, the hand validation errors, `WRONG_TILE_COUNT`
/// (not `3N + 1` tiles).
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_waits` is NULL or
/// valid for writing a `TehaiWaits`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_waits(
    hand: *const TehaiHand,
    out_waits: *mut TehaiWaits,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_waits)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let found = tehai::waits(&hand)?;
        let value = TehaiWaits {
            waits: found.waits.bits(),
            fifth_tile: found.fifth_tile.bits(),
        };
        // SAFETY: `out_waits` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_waits, value) };
        Ok(())
    })
}

/// Value of a `TehaiShanten` field whose form does not apply (seven pairs and
/// thirteen orphans need a fully concealed hand of 13 or 14 tiles).
pub const TEHAI_SHANTEN_NOT_APPLICABLE: i8 = 127;

/// Shanten numbers (向聴数): tile exchanges from tenpai; -1 means complete,
/// 0 tenpai.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiShanten {
    /// The least of the forms that apply.
    pub min: i8,
    /// The regular form (melds and a pair), the declared melds implied by the
    /// tile count.
    pub regular: i8,
    /// Seven pairs (chiitoitsu), or `TEHAI_SHANTEN_NOT_APPLICABLE`.
    pub seven_pairs: i8,
    /// Thirteen orphans (kokushi musou), or `TEHAI_SHANTEN_NOT_APPLICABLE`.
    pub thirteen_orphans: i8,
}

fn shanten_of(hand: &Hand) -> Result<TehaiShanten, TehaiStatus> {
    let numbers = tehai::shanten(hand)?;
    Ok(TehaiShanten {
        min: numbers.min,
        regular: numbers.regular,
        seven_pairs: numbers.seven_pairs.unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
        thirteen_orphans: numbers
            .thirteen_orphans
            .unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
    })
}

/// The shanten numbers of a hand of `3N + 1` or `3N + 2` tiles, written to
/// `*out_shanten` on success.
///
/// Errors: `NULL_POINTER`, the hand validation errors, `WRONG_TILE_COUNT`
/// (`3N` tiles, 0 included).
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_shanten` is NULL
/// or valid for writing a `TehaiShanten`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_shanten(
    hand: *const TehaiHand,
    out_shanten: *mut TehaiShanten,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_shanten)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let value = shanten_of(&hand)?;
        // SAFETY: `out_shanten` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_shanten, value) };
        Ok(())
    })
}

/// Shanten over an array of hands: `out_shanten[i]` receives the numbers of
/// `hands[i]`. `out_capacity` must be at least `hand_count`.
///
/// Every hand is validated before anything is written: if one is invalid, the
/// call returns its status, writes its index to `*out_error_index` and leaves
/// `out_shanten` untouched. `out_error_index` is written only then.
/// `hands` and `out_shanten` may be NULL when `hand_count` is 0.
///
/// Errors: `NULL_POINTER`, `BUFFER_TOO_SMALL` (`out_capacity < hand_count`,
/// nothing written), and per hand as `tehai_hand_shanten`.
///
/// # Safety
///
/// `hands` is NULL or points to `hand_count` readable `TehaiHand`s;
/// `out_shanten` is NULL or valid for writing `out_capacity` `TehaiShanten`s
/// and does not overlap `hands`; `out_error_index` is NULL or valid for
/// writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hands_shanten(
    hands: *const TehaiHand,
    hand_count: usize,
    out_shanten: *mut TehaiShanten,
    out_capacity: usize,
    out_error_index: *mut usize,
) -> TehaiStatus {
    guard(|| {
        check_array(out_shanten, out_capacity)?;
        check_ptr(out_error_index)?;
        // SAFETY: the caller guarantees `hands` points to `hand_count` hands.
        let hands = unsafe { slice_in(hands, hand_count)? };
        if out_capacity < hands.len() {
            return Err(TehaiStatus::BufferTooSmall);
        }
        // Pass 1: validate everything, write nothing. Shanten fails only on
        // the tile count, which is checked here without computing it.
        for (index, packed) in hands.iter().enumerate() {
            let check = Hand::try_from(*packed).and_then(|hand| {
                if hand.tile_count() % 3 == 0 {
                    Err(TehaiStatus::WrongTileCount)
                } else {
                    Ok(())
                }
            });
            if let Err(status) = check {
                // SAFETY: `out_error_index` passed `check_ptr`; the caller
                // guarantees it is writable.
                unsafe { write_out(out_error_index, index) };
                return Err(status);
            }
        }
        // Pass 2: every hand is known good; write the answers.
        for (index, packed) in hands.iter().enumerate() {
            let value = Hand::try_from(*packed).and_then(|hand| shanten_of(&hand))?;
            // SAFETY: `index < hands.len() <= out_capacity`, and `out_shanten`
            // passed `check_array` for `out_capacity` writable elements.
            unsafe { write_out(out_shanten.add(index), value) };
        }
        Ok(())
    })
}

