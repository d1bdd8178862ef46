//! The fast decomposition equals the backtracking reference on the whole
//! single-suit and honor hand spaces, and on a million random full hands.

#![allow(clippy::needless_range_loop)] // index loops mirror the maths

use tehai::decompose::MAX_DECOMPOSITIONS;
use tehai::meld::MeldKind;
use tehai::{Context, Hand, Meld, Tile, decompose};
use tehai_testkit::reference::{BlockList, decompose_backtracking, decompose_naive};
use tehai_testkit::{Rng, counts_in_suit, for_each_suit_counts};

fn fast_sorted(counts: &[u8; 34]) -> Option<Vec<BlockList>> {
    let hand = Hand::from_counts(counts).unwrap();
    let set = decompose(&hand, &Context::default()).ok()?;
    let mut lists: Vec<BlockList> = set.iter().map(|d| d.sorted().blocks().to_vec()).collect();
    lists.sort();
    Some(lists)
}

fn check_equal(counts: &[u8; 34]) -> usize {
    let expected = decompose_backtracking(counts);
    let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    match fast_sorted(counts) {
        Some(got) => {
            // Equal as sorted lists of sorted block lists: none missing, none extra, none twice.
            assert_eq!(got, expected, "hand {}", Hand::from_counts(counts).unwrap());
            got.len()
        }
        None => {
            assert_eq!(tiles % 3, 1);
            assert!(expected.is_empty());
            0
        }
    }
}

#[test]
fn every_number_suit_hand_matches_reference() {
    let mut hands = 0u32;
    let mut hands_of_14 = 0u32;
    let mut complete_by_size = [0u32; 15];
    let mut by_multiplicity = [0u32; MAX_DECOMPOSITIONS + 1];
    for suit in 0..3 {
        for_each_suit_counts(9, 14, |ranks| {
            let counts = counts_in_suit(suit, ranks);
            let found = check_equal(&counts);
            if suit == 0 {
                let tiles: usize = ranks.iter().map(|&c| usize::from(c)).sum();
                hands += 1;
                hands_of_14 += u32::from(tiles == 14);
                if found > 0 {
                    complete_by_size[tiles] += 1;
                    by_multiplicity[found] += 1;
                }
            }
        });
    }
    // The counts of the single-suit hand space (docs/design.md).
    assert_eq!(hands, 405_350);
    assert_eq!(hands_of_14, 118_800);
    assert_eq!(
        complete_by_size,
        [
            1, 0, 9, 16, 0, 135, 127, 0, 996, 627, 0, 4475, 2098, 0, 13259
        ]
    );
    assert_eq!(complete_by_size.iter().sum::<u32>(), 21_743);
    assert_eq!(by_multiplicity[1], 20_175);
    assert_eq!(by_multiplicity[4], 16);
}

#[test]
fn every_honor_hand_matches_reference() {
    let mut hands = 0u32;
    for_each_suit_counts(7, 14, |ranks| {
        check_equal(&counts_in_suit(3, ranks));
        hands += 1;
    });
    assert_eq!(hands, 43_130);
}

#[test]
fn naive_and_backtracking_references_agree() {
    // The two oracles are checked against each other on every single-suit
    // hand of up to 11 tiles and on all complete 14-tile ones.
    for_each_suit_counts(9, 14, |ranks| {
        let tiles: u32 = ranks.iter().map(|&c| u32::from(c)).sum();
        let counts = counts_in_suit(0, ranks);
        let backtracking = decompose_backtracking(&counts);
        if tiles <= 11 || !backtracking.is_empty() {
            assert_eq!(decompose_naive(&counts), backtracking);
        }
    });
}

#[test]
fn capacity_is_the_true_maximum() {
    // The maxima come from the reference, not from `decompose` (whose result
    // is capped at MAX_DECOMPOSITIONS and so could never show more). Suits are
    // independent, so the most decompositions of any hand is the largest
    // product of per-suit maxima over the ways to split ≤ 14 tiles.
    let mut number_max = [0usize; 15];
    for_each_suit_counts(9, 14, |ranks| {
        let tiles: usize = ranks.iter().map(|&c| usize::from(c)).sum();
        let found = decompose_backtracking(&counts_in_suit(0, ranks)).len();
        number_max[tiles] = number_max[tiles].max(found);
    });
    let mut honor_max = [0usize; 15];
    for_each_suit_counts(7, 14, |ranks| {
        let tiles: usize = ranks.iter().map(|&c| usize::from(c)).sum();
        let found = decompose_backtracking(&counts_in_suit(3, ranks)).len();
        honor_max[tiles] = honor_max[tiles].max(found);
    });
    let mut best = 0;
    for m in 0..=14 {
        for p in 0..=14 - m {
            for s in 0..=14 - m - p {
                for z in 0..=14 - m - p - s {
                    best = best.max(number_max[m] * number_max[p] * number_max[s] * honor_max[z]);
                }
            }
        }
    }
    assert_eq!(best, MAX_DECOMPOSITIONS);
    // `Decompositions` keeps the further readings of one suit only: no two
    // suits of a hand of at most 14 tiles both read more than one way.
    for first in 0..=14 {
        for second in 0..=14 - first {
            let several = |tiles: usize| number_max[tiles].max(honor_max[tiles]) > 1;
            assert!(
                !(several(first) && several(second)),
                "{first} + {second} tiles"
            );
        }
    }
}

/// `count` declared melds that fit beside `counts` (no kind above four).
fn random_declared_melds(rng: &mut Rng, counts: &[u8; 34], count: usize) -> Vec<Meld> {
    let mut used = *counts;
    let mut melds = Vec::new();
    while melds.len() < count {
        let kind = rng.below(34) as usize;
        let (block, kinds, copies) = match rng.below(3) {
            0 if kind < 27 && kind % 9 <= 6 => (Meld::chi(tile(kind)).unwrap(), kind..kind + 3, 1),
            1 => {
                let kan = MeldKind::ALL[2 + rng.below(3) as usize];
                (Meld::kan(kan, tile(kind)).unwrap(), kind..kind + 1, 4)
            }
            _ => (Meld::pon(tile(kind)), kind..kind + 1, 3),
        };
        if kinds.clone().all(|k| used[k] + copies <= 4) {
            kinds.for_each(|k| used[k] += copies);
            melds.push(block);
        }
    }
    melds
}

fn tile(index: usize) -> Tile {
    Tile::new(index as u8).unwrap()
}

#[test]
fn random_full_hands_match_reference() {
    let mut rng = Rng(0x7e4a_1c0d_e5ee_d001);
    let mut complete = 0u32;
    for round in 0..1_000_000u32 {
        let declared = (round % 5) as usize;
        let melds = 4 - declared;
        let counts = match round % 4 {
            // Complete hands, with or without the pair.
            0 | 1 => rng.complete_hand(melds, true),
            2 => rng.complete_hand(melds, false),
            // Near-complete: a complete hand with one tile swapped.
            _ => {
                let mut counts = rng.complete_hand(melds, true);
                rng.remove_one(&mut counts);
                rng.add_one(&mut counts);
                counts
            }
        };
        if check_equal(&counts) > 0 {
            complete += 1;
        }
        // The same hand beside `declared` real declared melds gives the same set.
        let hand = Hand::from_counts(&counts).unwrap();
        let melds = random_declared_melds(&mut rng, &counts, declared);
        let context = Context::default().with_melds(&melds);
        let with_melds = decompose(&hand, &context).map(|set| set.len());
        let plain = decompose(&hand, &Context::default()).map(|set| set.len());
        assert_eq!(with_melds.ok(), plain.ok());
    }
    assert!(
        complete > 500_000,
        "the generator must mostly produce complete hands"
    );
}

#[test]
fn random_dealt_hands_match_reference() {
    let mut rng = Rng(42);
    for round in 0..200_000u32 {
        let tiles = [14, 11, 8, 5, 2, 12, 9][(round % 7) as usize];
        check_equal(&rng.wall_hand(tiles));
    }
}
