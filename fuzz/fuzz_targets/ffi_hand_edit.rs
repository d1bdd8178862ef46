//! `tehai_hand_add_tile`, `tehai_hand_remove_tile` and `tehai_hand_check`
//! with any tile index and meld count: they agree with the Rust API.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TehaiHand, TehaiStatus, tehai_hand_add_tile, tehai_hand_check, tehai_hand_remove_tile,
};
use tehai_fuzz::{
    assert_no_internal_error, hand_and_params, param, rust_hand, sentinel, untouched,
};

fuzz_target!(|data: &[u8]| {
    let (hand, params) = hand_and_params(data);
    let tile = match param(params, 0) {
        byte @ 0..=39 => u32::from(byte),
        byte => u32::from(byte) << 24 | u32::from(param(params, 1)),
    };
    let melds = u32::from(param(params, 2) % 8);
    let rust = rust_hand(&hand);
    let rust_tile = u8::try_from(tile).ok().and_then(tehai::Tile::new);

    let mut added: TehaiHand = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_add_tile(&hand, tile, &mut added) };
    assert_no_internal_error(status);
    match (rust, rust_tile) {
        (Some(rust), Some(rust_tile)) => match rust.with_added(rust_tile) {
            Ok(next) => assert_eq!(added, TehaiHand::from(next)),
            Err(error) => {
                assert_eq!(status, TehaiStatus::from(error));
                assert!(untouched(&added));
            }
        },
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&added));
        }
    }

    let mut removed: TehaiHand = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_remove_tile(&hand, tile, &mut removed) };
    assert_no_internal_error(status);
    if let (Some(mut rust), Some(rust_tile)) = (rust, rust_tile) {
        match rust.remove(rust_tile) {
            Ok(()) => assert_eq!(removed, TehaiHand::from(rust)),
            Err(error) => assert_eq!(status, TehaiStatus::from(error)),
        }
    }
    if status != TehaiStatus::Ok {
        assert!(untouched(&removed));
    }

    // In place: the same object as input and output.
    let mut in_place = hand;
    // SAFETY: input and output alias a local, which the function allows.
    let status = unsafe { tehai_hand_add_tile(&in_place, tile, &mut in_place) };
    if status != TehaiStatus::Ok {
        assert_eq!(in_place, hand);
    }

    // SAFETY: `hand` is a local.
    let status = unsafe { tehai_hand_check(&hand, melds) };
    assert_no_internal_error(status);
    if let Some(rust) = rust {
        let tiles = rust.tile_count();
        let expected = if melds > 4 {
            TehaiStatus::TooManyDeclaredMelds
        } else if tiles + 3 * melds == 14 || tiles + 3 * melds == 13 {
            TehaiStatus::Ok
        } else {
            TehaiStatus::WrongTileCount
        };
        assert_eq!(status, expected);
    }
});
