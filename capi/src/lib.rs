//! # tehai-capi — the C ABI of tehai
//!
//! `tehai_*` functions over `#[repr(C)]` types, described by the generated
//! header `include/tehai.h`. This crate is an rlib: the C libraries are built
//! from it by two small packages that exist only to set `panic = "abort"`:
//!
//! | library | command (from the repository root) | file |
//! |---|---|---|
//! | static and shared, with `std` | `cargo build --release --manifest-path capi/c-lib/Cargo.toml` | `capi/c-lib/target/release/libtehai.{a,so}` |
//! | static, `no_std` | `cargo build --release --manifest-path capi/c-lib-nostd/Cargo.toml` | `capi/c-lib-nostd/target/release/libtehai_nostd.a` |
//!
//! ## Conventions
//!
//! Every function follows the same rules, so that a C or C++ engine can call
//! them without reading each one's fine print:
//!
//! * Every fallible function returns a [`TehaiStatus`] (`uint32_t` in C):
//!   `TEHAI_STATUS_OK` (0) on success, a distinct non-zero value for each
//!   failure. The numbers never change; a new failure gets a new number.
//!   [`tehai_status_str`] gives a static message for any value, unknown
//!   ones included. Each function's "Errors:" list names every status it
//!   can return.
//! * Inputs come first and are `const`; outputs come last.
//! * Every buffer is followed by its length (inputs) or capacity (outputs),
//!   counted in elements.
//! * Outputs are written only on success. The exceptions are the "how much is
//!   needed" count of a call that fails with `TEHAI_STATUS_BUFFER_TOO_SMALL`
//!   and the index of the failing hand of a batch call; nothing else is
//!   written on failure, and nothing is ever written past a capacity.
//! * A pointer to a single value must not be `NULL`
//!   (`TEHAI_STATUS_NULL_POINTER`, nothing written). A pointer to an array may
//!   be `NULL` only when its length or capacity is 0. Pointers must be aligned
//!   for their type (`TEHAI_STATUS_MISALIGNED_POINTER`), and a length whose
//!   array could not exist in memory is `TEHAI_STATUS_INVALID_LENGTH`.
//! * A hand crosses the boundary as a [`TehaiHand`]: four packed `uint32_t`
//!   suits, validated on entry by every call, so a corrupt hand is a status,
//!   never a wrong answer. Declared melds cross as [`TehaiMeld`]s, read byte
//!   by byte: no value from C is trusted to be a valid enum.
//! * No panic crosses the boundary: the code has no panicking paths, the C
//!   libraries are built with `panic = "abort"`, and under the `std` feature
//!   every call is also wrapped in `catch_unwind`
//!   (`TEHAI_STATUS_INTERNAL_ERROR`).
//! * The batch calls ([`tehai_hands_win_forms`], [`tehai_hands_shanten`]) are
//!   a convenience, one boundary crossing for many hands; they run the same
//!   scalar code as the single calls and are not a faster path.
//!
//! The functions are `unsafe` in Rust because they read and write through raw
//! pointers; each lists what the caller must guarantee under `# Safety`.
//!
//! ```
//! use tehai_capi::{TehaiHand, TehaiStatus, TehaiShanten, tehai_hand_from_mpsz, tehai_hand_shanten};
//!
//! let text = "123m456p789s1122z";
//! let mut hand = TehaiHand::default();
//! let mut shanten = TehaiShanten::default();
//! // SAFETY: `text` is `text.len()` readable bytes; the outputs are locals.
//! unsafe {
//!     assert_eq!(tehai_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut hand), TehaiStatus::Ok);
//!     // A NULL context: the plain table (four players, no melds, nothing seen).
//!     assert_eq!(tehai_hand_shanten(&hand, core::ptr::null(), &mut shanten), TehaiStatus::Ok);
//! }
//! assert_eq!(shanten.min, 0); // tenpai
//! ```
//!
//! ## Layout, and adding a module
//!
//! | module | what it holds |
//! |---|---|
//! | `status` | the status list ([`TehaiStatus`], numbers and messages from one list), [`tehai_status_str`], [`tehai_version`] |
//! | `boundary` | the only code that touches raw pointers: null, alignment and length checks, reads, writes, the panic guard, the batch loop |
//! | `hand` | [`TehaiHand`], [`TehaiParsedHand`]: building, reading, editing and checking hands |
//! | `meld` | [`TehaiMeld`] (declared melds), [`tehai_hand_check_melds`] |
//! | `context` | [`TehaiTable`], [`TehaiContext`]: the declared melds and the table a question is asked at |
//! | `decompose` | [`TehaiBlock`], [`TehaiDecomposition`], [`tehai_hand_decompose`] |
//! | `analysis` | the win check, waits and shanten, single and batch |
//! | `score` | [`TehaiWinContext`], [`TehaiScore`], [`tehai_score`] and the names of yaku, limits and waits |
//! | `efficiency` | [`tehai_hand_useful_tiles`], [`tehai_hand_discards`] |
//! | `notation` | [`TehaiParsedTile`], [`TehaiParseError`]: one tile and tile sets as MPSZ text, and why a text does not read |
//! | `ids` | 136-tile ids (Tenhou's red fives) and mjai tile names, both ways |
//! | `rules` | [`TehaiRules`], the presets and options, [`tehai_score_with_rules`], [`tehai_score_payments`] |
//! | `explain` | [`TehaiFuItem`], [`TehaiExplanation`], [`tehai_score_explain`], [`tehai_yaku_name`], [`tehai_fu_item_str`], [`tehai_score_readings`] |
//!
//! A new group of calls (say `score.rs`) is one file in `capi/src/` plus two
//! lines here, `mod score;` (at the end of the `mod` lines) and
//! `pub use score::*;`. Inside it, every entry point is
//! `#[unsafe(no_mangle)] pub unsafe extern "C" fn tehai_…`, runs its body in
//! `boundary::guard`, and reaches pointers only through the helpers of
//! `boundary` (`hand_in`, `check_ptr`, `write_out`, …); its statuses come from
//! the list in `status.rs` (add a line there, with the next free number, if a
//! new failure needs one). Its doc comments go into the header as they are,
//! so they speak C; a Rust example goes in `#[doc = rust_only!(…)]`, which
//! the header leaves out. Each function's doc ends with an "Errors:" list
//! naming every status it can return, `TEHAI_STATUS_INTERNAL_ERROR` last:
//! `capi/tests/errors.rs` reads the lists from the header and checks them
//! against what each function returns over many good and bad arguments (a
//! function without a driver there is only checked for having a list).
//!
//! Then regenerate the header (cbindgen starts at this file and follows its
//! `mod` lines) and commit it:
//!
//! ```text
//! TEHAI_BLESS=1 cargo test -p tehai-capi --test header
//! ```
//!
//! ## Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | `catch_unwind` around every call (a second guard: the core has no panicking paths); without it the crate is `#![no_std]` |
#![no_std]
#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]
#![warn(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

#[cfg(feature = "std")]
extern crate std;

/// Marks documentation that is for Rust readers only. cbindgen copies plain
/// `///` comments into `include/tehai.h`; text passed through a macro is not
/// a plain string literal, so it stays out of the header (Rust examples in a
/// C header would only confuse).
macro_rules! rust_only {
    ($text:literal) => {
        $text
    };
}

// The modules in the order the header lists their items: cbindgen follows
// these lines one by one (the blank lines keep rustfmt from sorting them).
// A new module goes at the end, with its `pub use` line below.
mod boundary;

mod status;

mod hand;

mod meld;

mod context;

mod decompose;

mod analysis;

mod score;

mod efficiency;

mod notation;

mod ids;

mod rules;

mod explain;

pub use analysis::*;
pub use context::*;
pub use decompose::*;
pub use efficiency::*;
pub use explain::*;
pub use hand::*;
pub use ids::*;
pub use meld::*;
pub use notation::*;
pub use rules::*;
pub use score::*;
pub use status::*;
