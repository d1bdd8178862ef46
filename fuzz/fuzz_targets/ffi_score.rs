//! `tehai_score` with any hand, red fives and context bytes, as C would pass
//! them: never an internal error, nothing written on failure, and the same
//! answer as the Rust API whenever the bytes read as a hand and a context.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TehaiMeld, TehaiParsedHand, TehaiScore, TehaiStatus, TehaiWinContext, tehai_score,
};
use tehai_fuzz::{
    assert_no_internal_error, hand_and_params, param, rust_hand, sentinel, untouched,
};

/// A byte that is usually small (a flag, a wind, a count) but now and then
/// any value, so that both real contexts and every refusal are reached.
fn small(byte: u8, modulo: u8) -> u8 {
    if byte < 0xF0 { byte % modulo } else { byte }
}

fuzz_target!(|data: &[u8]| {
    let (packed, params) = hand_and_params(data);
    let at = |index: usize| param(params, index);
    let hand = TehaiParsedHand {
        hand: packed,
        red_fives: [small(at(0), 2), small(at(1), 2), small(at(2), 2)],
    };
    // The winning tile: one of the hand's tiles most of the time.
    let winning_tile = match rust_hand(&packed) {
        Some(rust) if at(3) < 0xF0 => {
            let tiles: Vec<tehai::Tile> = rust.tiles().collect();
            tiles
                .get(usize::from(at(3)) % tiles.len().max(1))
                .map_or(at(3), |tile| tile.index() as u8)
        }
        _ => at(3),
    };
    let flags = u16::from_le_bytes([at(4), at(5)]);
    let flag = |bit: u32| {
        if flags & (1 << 15) != 0 {
            // Now and then a flag byte that is neither 0 nor 1.
            (flags >> bit) as u8 & 3
        } else {
            (flags >> bit) as u8 & 1
        }
    };
    let mut context = TehaiWinContext {
        winning_tile,
        tsumo: flag(0),
        riichi: flag(1) & flag(11),
        double_riichi: flag(2) & flag(12),
        ippatsu: flag(3) & flag(13),
        rinshan: flag(4) & flag(14),
        chankan: flag(5) & flag(14),
        haitei: flag(6) & flag(13),
        houtei: flag(7) & flag(12),
        tenhou: flag(8) & flag(11) & flag(10),
        chiihou: flag(9) & flag(11) & flag(10),
        seat_wind: small(at(6), 4),
        round_wind: small(at(7), 4),
        dora_count: small(at(8), 6),
        ura_count: small(at(9), 6),
        meld_count: small(at(10), 5),
        dora_indicators: [at(11), at(12), at(13), at(14), at(15)].map(|b| small(b, 34)),
        ura_indicators: [at(16), at(17), at(18), at(19), at(20)].map(|b| small(b, 34)),
        honba: u16::from_le_bytes([at(21), at(22)]),
        riichi_sticks: u16::from_le_bytes([at(23), at(24)]),
        padding: [0; 2],
        melds: [TehaiMeld::default(); 4],
        // Now and then a preset past the last (refused).
        preset: small(at(25), 8),
        kita: 0,
        renhou: 0,
        open_riichi: 0,
        sashikomi: 0,
        paarenchan: 0,
        liable: small(at(25) >> 4, 6),
        discarder: small(at(44), 6),
        reserved: [0; 8],
    };
    for (index, slot) in context.melds.iter_mut().enumerate() {
        let base = 26 + 4 * index;
        *slot = TehaiMeld {
            kind: small(at(base), 5),
            tile: small(at(base + 1), 34),
            red_fives: small(at(base + 2), 2),
            reserved: if at(base + 3) < 0xF0 { 0 } else { at(base + 3) },
        };
    }
    if at(42) >= 0xF0 {
        context.padding[0] = at(42);
    }
    if at(43) >= 0xF0 {
        context.reserved[usize::from(at(43)) % 8] = at(43);
    }

    let mut out: TehaiScore = sentinel();
    // SAFETY: every pointer is a local of its type.
    let status = unsafe { tehai_score(&hand, &context, &mut out) };
    assert_no_internal_error(status);

    // The same question through the Rust API.
    let parsed = rust_hand(&packed).map(|rust| tehai::notation::ParsedHand {
        hand: rust,
        red_fives: hand.red_fives,
    });
    let rust_context = tehai::score::WinContext::try_from(context);
    match (parsed, rust_context) {
        (Some(parsed), Ok(rust_context)) => {
            let fives_ok = [0u8, 9, 18]
                .iter()
                .zip(&parsed.red_fives)
                .all(|(&base, &red)| {
                    let five = tehai::Tile::new(base + 4).map_or(0, |five| parsed.hand.count(five));
                    red <= five && red <= 2
                });
            if !fives_ok {
                assert_eq!(status, TehaiStatus::BadNotation);
                assert!(untouched(&out));
                return;
            }
            match tehai::score(&parsed, &rust_context) {
                Ok(score) => {
                    assert_eq!(status, TehaiStatus::Ok);
                    assert_eq!(out, TehaiScore::from(&score));
                    assert_eq!(out.reserved, [0; 5]);
                    assert!(out.total >= out.main);
                }
                Err(error) => {
                    assert_eq!(status, TehaiStatus::from(error));
                    assert!(untouched(&out));
                }
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&out));
        }
    }
});
