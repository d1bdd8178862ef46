//! Decomposition across the boundary: [`TehaiBlock`] and
//! [`TehaiDecomposition`] (outputs only), and [`tehai_hand_decompose`].

use tehai::decompose::{Block, BlockKind, Decomposition};
use tehai::{Decompositions, WinForms};

use crate::analysis::win_form_bits;
use crate::boundary::{check_array, check_ptr, guard, hand_in, write_array, write_out};
use crate::context::{TehaiContext, context_in};
use crate::hand::TehaiHand;
use crate::status::TehaiStatus;

/// Most blocks in one decomposition: four melds and a pair.
pub const TEHAI_MAX_BLOCKS: usize = 5;

/// Most decompositions any hand has: a decomposition buffer of this capacity
/// never fails with `TEHAI_STATUS_BUFFER_TOO_SMALL`.
pub const TEHAI_MAX_DECOMPOSITIONS: usize = 4;

const _: () = assert!(TEHAI_MAX_BLOCKS == tehai::decompose::MAX_BLOCKS);
const _: () = assert!(TEHAI_MAX_DECOMPOSITIONS == tehai::decompose::MAX_DECOMPOSITIONS);

/// `TehaiBlock::kind` of an unused slot of `TehaiDecomposition::blocks`
/// (past `block_count`).
pub const TEHAI_BLOCK_KIND_NONE: u8 = 0;
/// `TehaiBlock::kind`: three consecutive ranks of a number suit (shuntsu);
/// `tile` is the lowest.
pub const TEHAI_BLOCK_KIND_SEQUENCE: u8 = 1;
/// `TehaiBlock::kind`: three copies of one kind (koutsu).
pub const TEHAI_BLOCK_KIND_TRIPLET: u8 = 2;
/// `TehaiBlock::kind`: two copies of one kind (jantou, the pair).
pub const TEHAI_BLOCK_KIND_PAIR: u8 = 3;
// Kind 4 is reserved: it was a quad, when declared melds crossed the boundary
// as blocks. They are `TehaiMeld`s now, and a decomposition of concealed
// tiles holds no quad, so 4 stays unused rather than being given a new
// meaning that an old caller could misread.

/// One block of a decomposition: its kind and the tile index naming it (the
/// lowest tile of a sequence). Written by tehai, never read from C.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_BLOCK_KIND_SEQUENCE, TehaiBlock};
let block = TehaiBlock::from(tehai::decompose::Block::sequence("7s".parse().unwrap()).unwrap());
assert_eq!(block, TehaiBlock { kind: TEHAI_BLOCK_KIND_SEQUENCE, tile: 24 });
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiBlock {
    /// One of the `TEHAI_BLOCK_KIND_*` values.
    pub kind: u8,
    /// Tile index `0..34` of the block's (lowest) tile.
    pub tile: u8,
}

impl From<Block> for TehaiBlock {
    /// The block's kind and tile.
    fn from(block: Block) -> Self {
        let kind = match block.kind() {
            BlockKind::Sequence => TEHAI_BLOCK_KIND_SEQUENCE,
            BlockKind::Triplet => TEHAI_BLOCK_KIND_TRIPLET,
            BlockKind::Pair => TEHAI_BLOCK_KIND_PAIR,
        };
        TehaiBlock {
            kind,
            tile: block.tile().index() as u8,
        }
    }
}

/// One way to split a hand into blocks, listed suit by suit (m p s z) and by
/// rank inside a suit. Slots past `block_count` hold `TEHAI_BLOCK_KIND_NONE`
/// blocks of tile 0.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_BLOCK_KIND_NONE, TehaiDecomposition};
let hand: tehai::Hand = "123m55p".parse().unwrap();
let set = tehai::decompose(&hand, &tehai::Context::default()).unwrap();
let first = TehaiDecomposition::from(&set.get(0).unwrap());
assert_eq!(first.block_count, 2);
assert_eq!(first.blocks[2].kind, TEHAI_BLOCK_KIND_NONE);
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiDecomposition {
    /// Number of blocks used, at most `TEHAI_MAX_BLOCKS`.
    pub block_count: u32,
    /// The blocks.
    pub blocks: [TehaiBlock; TEHAI_MAX_BLOCKS],
}

impl From<&Decomposition> for TehaiDecomposition {
    /// The decomposition's blocks, in its order.
    fn from(decomposition: &Decomposition) -> Self {
        let mut out = TehaiDecomposition::default();
        for (slot, block) in out.blocks.iter_mut().zip(decomposition.blocks()) {
            *slot = TehaiBlock::from(*block);
            out.block_count += 1;
        }
        out
    }
}

/// Lists every decomposition of a hand into melds and at most one pair: a
/// hand of `3N + 2` tiles (`3N` for melds only), the `4 - N` other melds
/// declared. When `*context` holds the declared melds they are checked as
/// `tehai_hand_check_melds` does (and a table's seen tiles and player count
/// as `TehaiTable` says); the decompositions list the concealed blocks only,
/// and the declared melds complete each of them as they are.
///
/// `context` NULL, or a zero-initialised `TehaiContext`, is the plain table:
/// no declared melds passed, four players, nothing seen.
///
/// On success writes the decompositions to `out[0..*out_count]` and the
/// winning forms of the hand to `*out_forms`: `TEHAI_WIN_REGULAR` when a
/// decomposition is melds and one pair (never for `3N` tiles),
/// `TEHAI_WIN_SEVEN_PAIRS`, `TEHAI_WIN_THIRTEEN_ORPHANS`. A hand with no
/// decomposition succeeds with `*out_count == 0`. `TEHAI_MAX_DECOMPOSITIONS`
/// slots always suffice.
///
/// If `capacity` is too small, returns `TEHAI_STATUS_BUFFER_TOO_SMALL`,
/// writes the number needed to `*out_count` and nothing else. `out` may be
/// NULL when `capacity` is 0 (a size query).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand`, `out_count` or `out_forms` is
///   NULL, `context->melds` is NULL with a non-zero `context->meld_count`,
///   or `out` is NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand`, `context`, `out`,
///   `out_count` or `out_forms` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` decompositions would not fit
///   in memory;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TABLE`: `context->table->players` is neither 3
///   nor 4, or `context->table->reserved` is not 0;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `context->meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`, `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld is
///   not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand` or the seen
///   tiles, or more than four copies of a kind between the hand, the melds
///   and the seen tiles;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: `3N + 1` tiles, or more concealed tiles
///   than the melds leave room for;
/// * `TEHAI_STATUS_NOT_IN_THREE_PLAYER`: three players, and a tile from 2m
///   to 8m in the hand, the melds or the seen tiles;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: more decompositions than `capacity`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `context` is NULL or
/// points to a readable `TehaiContext` whose `melds` points to `meld_count`
/// readable `TehaiMeld`s (or is NULL) and whose `table` is NULL or points to
/// a readable `TehaiTable`; `out` is NULL or valid for writing `capacity`
/// `TehaiDecomposition`s; `out_count` and `out_forms` are NULL or valid for
/// writing a `size_t` and a `uint32_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MAX_DECOMPOSITIONS, TEHAI_MELD_KIND_CHI, TEHAI_MELD_KIND_PON};
use tehai_capi::{TEHAI_WIN_REGULAR, TEHAI_WIN_SEVEN_PAIRS, TehaiContext, TehaiDecomposition};
use tehai_capi::{TehaiHand, TehaiMeld, TehaiStatus, tehai_hand_decompose};
let hand = TehaiHand::from("22334455667788m".parse::<tehai::Hand>().unwrap());
let mut found = [TehaiDecomposition::default(); TEHAI_MAX_DECOMPOSITIONS];
let (mut count, mut forms) = (0, 0);
let plain = core::ptr::null(); // the plain table
// SAFETY: `found` holds `found.len()` slots; the rest are locals.
let status = unsafe {
    tehai_hand_decompose(&hand, plain, found.as_mut_ptr(), found.len(), &mut count, &mut forms)
};
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(count, 3);
assert_eq!(forms, TEHAI_WIN_REGULAR | TEHAI_WIN_SEVEN_PAIRS);

// With the declared melds: they are checked, then the concealed tiles split.
let hand = TehaiHand::from("123m456p11z".parse::<tehai::Hand>().unwrap());
let melds = [
    TehaiMeld { kind: TEHAI_MELD_KIND_PON, tile: 33, ..Default::default() }, // 777z
    TehaiMeld { kind: TEHAI_MELD_KIND_CHI, tile: 24, ..Default::default() }, // 789s
];
let context = TehaiContext { melds: melds.as_ptr(), meld_count: melds.len(), ..Default::default() };
// SAFETY: every pointer is to a local of the length passed.
let status = unsafe {
    tehai_hand_decompose(&hand, &context, found.as_mut_ptr(), found.len(), &mut count, &mut forms)
};
assert_eq!(status, TehaiStatus::Ok);
assert_eq!((count, found[0].block_count), (1, 3)); // 123m 456p 11z
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_decompose(
    hand: *const TehaiHand,
    context: *const TehaiContext,
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
        // SAFETY: the caller guarantees `context` and what it points to.
        let context = unsafe { context_in(context)? };
        let set = tehai::decompose(&hand, &context.context())?;
        // SAFETY: `out`, `out_count` and `out_forms` passed the checks above
        // and the caller guarantees they are writable.
        unsafe { decompositions_out(&set, out, capacity, out_count, out_forms) }
    })
}

/// Writes a decomposition set to the caller's buffers.
///
/// # Safety
///
/// `out` passed `check_array` for `capacity` and is valid for writing that
/// many `TehaiDecomposition`s; `out_count` and `out_forms` passed
/// `check_ptr` and are valid for writes.
unsafe fn decompositions_out(
    set: &Decompositions,
    out: *mut TehaiDecomposition,
    capacity: usize,
    out_count: *mut usize,
    out_forms: *mut u32,
) -> Result<(), TehaiStatus> {
    if set.len() > capacity {
        // SAFETY: `out_count` is valid for writes (this function's contract).
        unsafe { write_out(out_count, set.len()) };
        return Err(TehaiStatus::BufferTooSmall);
    }
    let mut converted = [TehaiDecomposition::default(); TEHAI_MAX_DECOMPOSITIONS];
    for (slot, decomposition) in converted.iter_mut().zip(set) {
        *slot = TehaiDecomposition::from(&decomposition);
    }
    let converted = converted
        .get(..set.len())
        .ok_or(TehaiStatus::InternalError)?;
    let mut forms = WinForms::empty();
    forms.set(WinForms::REGULAR, set.has_regular_win());
    forms.set(WinForms::SEVEN_PAIRS, set.is_seven_pairs());
    forms.set(WinForms::THIRTEEN_ORPHANS, set.is_thirteen_orphans());
    // SAFETY: `out` holds `capacity >= converted.len()` writable slots;
    // `out_count` and `out_forms` are writable (this function's contract).
    unsafe {
        write_array(out, converted);
        write_out(out_count, converted.len());
        write_out(out_forms, win_form_bits(forms));
    }
    Ok(())
}
