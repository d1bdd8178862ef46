//! Every batch kernel against the one-hand functions: the whole single-suit
//! space placed in each suit, every honor hand, and a million random hands.

mod common;

use common::{Rng, counts_in_suit, for_each_suit_counts};
use tehai::batch::{
    BatchError, KernelChoice, NO_SHANTEN, is_win_batch, is_win_batch_with, shanten_batch,
    shanten_batch_with,
};
use tehai::{Hand, is_win, shanten};

const KERNELS: [KernelChoice; 3] = [KernelChoice::Avx2, KernelChoice::Sse2, KernelChoice::Swar];

fn expected_shanten(hand: &Hand) -> i8 {
    shanten(hand).map_or(NO_SHANTEN, |s| s.min)
}

/// Runs every kernel (and the dispatcher) on `hands` and compares each
/// answer with the scalar functions.
fn check(hands: &[Hand]) {
    let want_win: Vec<bool> = hands.iter().map(is_win).collect();
    let want_wins = want_win.iter().filter(|&&w| w).count();
    let want_shanten: Vec<i8> = hands.iter().map(expected_shanten).collect();
    let want_valid = want_shanten.iter().filter(|&&s| s != NO_SHANTEN).count();
    let mut win = vec![false; hands.len()];
    let mut sh = vec![0i8; hands.len()];
    for kernel in KERNELS {
        win.fill(false);
        assert_eq!(is_win_batch_with(kernel, hands, &mut win), Ok(want_wins));
        if win != want_win {
            let at = win.iter().zip(&want_win).position(|(a, b)| a != b).unwrap();
            panic!("{kernel:?} is_win differs on {}", hands[at]);
        }
        sh.fill(0);
        assert_eq!(shanten_batch_with(kernel, hands, &mut sh), Ok(want_valid));
        if sh != want_shanten {
            let at = sh
                .iter()
                .zip(&want_shanten)
                .position(|(a, b)| a != b)
                .unwrap();
            panic!(
                "{kernel:?} shanten differs on {}: {} vs {}",
                hands[at], sh[at], want_shanten[at]
            );
        }
    }
    win.fill(false);
    assert_eq!(is_win_batch(hands, &mut win), Ok(want_wins));
    assert_eq!(win, want_win);
    assert_eq!(shanten_batch(hands, &mut sh), Ok(want_valid));
    assert_eq!(sh, want_shanten);
}

#[test]
fn whole_single_suit_space_in_every_suit() {
    for suit in 0..3 {
        let mut hands = Vec::with_capacity(405_350);
        for_each_suit_counts(9, 14, |ranks| {
            hands.push(Hand::from_counts(&counts_in_suit(suit, ranks)).unwrap());
        });
        assert_eq!(hands.len(), 405_350);
        check(&hands);
    }
}

#[test]
fn every_honor_hand() {
    let mut hands = Vec::new();
    for_each_suit_counts(7, 14, |ranks| {
        hands.push(Hand::from_counts(&counts_in_suit(3, ranks)).unwrap());
    });
    assert_eq!(hands.len(), 43_130);
    check(&hands);
}

#[test]
fn a_million_random_hands() {
    let mut rng = Rng(0xBA7C);
    let mut hands = Vec::with_capacity(1 << 20);
    while hands.len() < 1 << 20 {
        // Mostly dealt hands of every size, plus complete hands, seven-pair
        // and thirteen-orphan shapes so that every branch is hit.
        let shape = rng.below(8);
        let counts = match shape {
            0 => rng.complete_hand(4, true),
            1 => {
                let melds = rng.below(5) as usize;
                let pair = rng.below(2) == 0;
                rng.complete_hand(melds, pair)
            }
            2 => {
                let mut counts = [0u8; 34];
                let mut placed = 0;
                while placed < 7 {
                    let kind = rng.below(34) as usize;
                    if counts[kind] == 0 {
                        counts[kind] = 2;
                        placed += 1;
                    }
                }
                if rng.below(2) == 0 {
                    let kind = rng.below(34) as usize;
                    counts[kind] -= counts[kind].min(1);
                }
                counts
            }
            3 => {
                let mut counts = [0u8; 34];
                for i in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] {
                    counts[i] = 1;
                }
                let extra = rng.below(34) as usize;
                counts[extra] += 1;
                if rng.below(2) == 0 {
                    counts[rng.below(34) as usize] = 0;
                }
                counts
            }
            _ => {
                let tiles = rng.below(15) as usize;
                rng.wall_hand(tiles)
            }
        };
        if let Ok(hand) = Hand::from_counts(&counts) {
            hands.push(hand);
        }
    }
    // Odd lengths exercise every kernel's tail.
    check(&hands);
    check(&hands[..1001]);
    check(&hands[3..10]);
}

#[test]
fn mismatched_lengths_are_errors_and_write_nothing() {
    let hands = [Hand::EMPTY; 3];
    let mut win = [true; 2];
    let mut sh = [7i8; 4];
    let err = BatchError::LengthMismatch { hands: 3, out: 2 };
    for kernel in KERNELS {
        assert_eq!(is_win_batch_with(kernel, &hands, &mut win), Err(err));
        assert_eq!(
            shanten_batch_with(kernel, &hands, &mut sh),
            Err(BatchError::LengthMismatch { hands: 3, out: 4 })
        );
    }
    assert_eq!(is_win_batch(&hands, &mut win), Err(err));
    assert_eq!(win, [true; 2]);
    assert_eq!(sh, [7; 4]);
    assert_eq!(is_win_batch(&[], &mut []), Ok(0));
    assert_eq!(shanten_batch(&[], &mut []), Ok(0));
    assert!(err.to_string().contains("3 hands but 2"));
}

#[test]
fn kernel_is_named() {
    let name = tehai::batch::kernel_name();
    println!("batch kernel on this machine: {name}");
    assert!(["avx2", "sse2", "swar"].contains(&name));
}
