//! `tehai_hand_check_melds` and `tehai_hand_decompose_with_melds` with any
//! declared blocks (kind and tile bytes straight from the input): equal to the
//! Rust API, nothing written on failure or past the capacity.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::ffi::{
    TehaiBlock, TehaiBlockKind, TehaiDecomposition, TehaiStatus, tehai_hand_check_melds,
    tehai_hand_decompose_with_melds,
};
use tehai_fuzz::{
    assert_no_internal_error, hand_and_params, param, rust_hand, sentinel, untouched,
};

fuzz_target!(|data: &[u8]| {
    let (hand, params) = hand_and_params(data);
    let capacity = usize::from(param(params, 0) % 6);
    // Up to 6 blocks, two raw bytes each (kind, tile), as C would pass them.
    let raw: Vec<[u8; 2]> = params
        .get(1..)
        .unwrap_or_default()
        .chunks_exact(2)
        .take(6)
        .map(|pair| [pair[0] % 8, pair[1]])
        .collect();
    let blocks: *const TehaiBlock = raw.as_ptr().cast();

    // SAFETY: `raw` holds `raw.len()` two-byte blocks, the layout of `TehaiBlock`.
    let status = unsafe { tehai_hand_check_melds(&hand, blocks, raw.len()) };
    assert_no_internal_error(status);

    let mut out: [TehaiDecomposition; 6] = sentinel();
    let mut count: usize = sentinel();
    let mut forms: u32 = sentinel();
    // SAFETY: as above; `out` holds 6 >= `capacity` slots.
    let decompose_status = unsafe {
        tehai_hand_decompose_with_melds(
            &hand,
            blocks,
            raw.len(),
            out.as_mut_ptr(),
            capacity,
            &mut count,
            &mut forms,
        )
    };
    assert_no_internal_error(decompose_status);
    for slot in &out[capacity..] {
        assert!(untouched(slot));
    }

    // The same question through the Rust API.
    let rust_blocks: Option<Vec<tehai::Block>> = raw
        .iter()
        .map(|&[kind, tile]| {
            let tile = tehai::Tile::new(tile)?;
            Some(match kind {
                k if k == TehaiBlockKind::Sequence as u8 => tehai::Block::Sequence(tile),
                k if k == TehaiBlockKind::Triplet as u8 => tehai::Block::Triplet(tile),
                k if k == TehaiBlockKind::Pair as u8 => tehai::Block::Pair(tile),
                k if k == TehaiBlockKind::Quad as u8 => tehai::Block::Quad(tile),
                _ => return None,
            })
        })
        .collect();
    match (rust_hand(&hand), rust_blocks) {
        (Some(rust), Some(melds)) if melds.len() <= 4 => {
            let expected = tehai::check_declared_melds(&rust, &melds).map_err(TehaiStatus::from);
            assert_eq!(status, expected.err().unwrap_or(TehaiStatus::Ok));
            match tehai::decompose_with_melds(&rust, &melds) {
                Ok(set) if set.decompositions().len() <= capacity => {
                    assert_eq!(decompose_status, TehaiStatus::Ok);
                    assert_eq!(count, set.decompositions().len());
                    for (c, r) in out.iter().zip(set.decompositions()) {
                        assert_eq!(*c, TehaiDecomposition::from(r));
                    }
                }
                Ok(set) => {
                    assert_eq!(decompose_status, TehaiStatus::BufferTooSmall);
                    assert_eq!(count, set.decompositions().len());
                    assert!(untouched(&forms) && out.iter().all(untouched));
                }
                Err(error) => {
                    assert_eq!(decompose_status, TehaiStatus::from(error));
                    assert!(untouched(&count) && untouched(&forms) && out.iter().all(untouched));
                }
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert_ne!(decompose_status, TehaiStatus::Ok);
            assert!(untouched(&count) && untouched(&forms) && out.iter().all(untouched));
        }
    }
});
