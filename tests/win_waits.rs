//! Win checks and waits against the definition: exhaustive over single-suit
//! and honor hands, brute force over a million random full hands.
#![allow(clippy::needless_range_loop)] // index loops mirror the maths

use tehai::{Context, Error, Hand, Question, Tile, TileSet, WinForms, is_win, waits, win_forms};
use tehai_testkit::reference;
use tehai_testkit::{ALL_KINDS, Rng, counts_in_suit, for_each_suit_counts, inert_seen, suit_kinds};

/// Waits from the definition: every kind whose extra copy makes a complete
/// hand, split by whether a copy is still available.
fn brute_force_waits(counts: &[u8; 34]) -> (TileSet, TileSet) {
    let mut real = TileSet::EMPTY;
    let mut fifth = TileSet::EMPTY;
    for kind in 0..34 {
        let mut with_tile = *counts;
        with_tile[kind] += 1;
        let complete = reference::is_regular_win(&with_tile)
            || reference::is_seven_pairs(&with_tile)
            || reference::is_thirteen_orphans(&with_tile);
        if complete {
            let tile = Tile::new(kind as u8).unwrap();
            if counts[kind] == 4 {
                fifth.insert(tile);
            } else {
                real.insert(tile);
            }
        }
    }
    (real, fifth)
}

fn check_hand(counts: &[u8; 34]) {
    let hand = Hand::from_counts(counts).unwrap();
    let tiles = hand.tile_count();
    let forms = win_forms(&hand);
    assert_eq!(
        forms.contains(WinForms::REGULAR),
        reference::is_regular_win(counts),
        "regular win of {hand}"
    );
    assert_eq!(
        forms.contains(WinForms::SEVEN_PAIRS),
        reference::is_seven_pairs(counts)
    );
    assert_eq!(
        forms.contains(WinForms::THIRTEEN_ORPHANS),
        reference::is_thirteen_orphans(counts)
    );
    // The whole win check agrees with the forms.
    assert_eq!(is_win(&hand), !forms.is_empty(), "win check of {hand}");
    let plain = waits(&hand, &Context::default());
    match plain {
        Ok(found) => {
            assert_eq!(tiles % 3, 1);
            let (real, fifth) = brute_force_waits(counts);
            assert_eq!(found.waits, real, "waits of {hand}");
            assert_eq!(found.fifth_tile, fifth, "fifth-tile waits of {hand}");
        }
        Err(error) => {
            assert_ne!(tiles % 3, 1);
            assert_eq!(
                error,
                Error::WrongTileCount {
                    tiles,
                    melds: 0,
                    question: Question::Waits
                }
            );
        }
    }
    // The table path, at a table that binds nowhere: the same answer.
    if let Some(seen) = inert_seen(counts) {
        let at_table = waits(&hand, &Context::default().with_seen(seen));
        assert_eq!(at_table, plain, "waits of {hand} with {seen} seen");
    }
}

#[test]
fn every_single_suit_hand() {
    let mut complete = 0u32;
    for suit in 0..3 {
        for_each_suit_counts(9, 14, |ranks| {
            let counts = counts_in_suit(suit, ranks);
            check_hand(&counts);
            if suit == 0
                && win_forms(&Hand::from_counts(&counts).unwrap()).contains(WinForms::REGULAR)
            {
                complete += 1;
            }
        });
    }
    // Complete single-suit hands of 2, 5, 8, 11 and 14 tiles: 9 + 135 + 996
    // + 4475 + 13259.
    assert_eq!(complete, 9 + 135 + 996 + 4475 + 13259);
}

#[test]
fn every_honor_hand() {
    for_each_suit_counts(7, 14, |ranks| check_hand(&counts_in_suit(3, ranks)));
}

#[test]
fn random_hands_against_brute_force() {
    let mut rng = Rng(0x5eed_f7a1);
    let mut tenpai = 0u32;
    for round in 0..1_000_000u32 {
        let counts = match round % 4 {
            // Near-complete: a complete hand missing one tile (mostly tenpai).
            0 | 1 => {
                let melds = 4 - (round / 4 % 5) as usize;
                let mut counts = rng.complete_hand(melds, true);
                rng.remove_one(&mut counts);
                counts
            }
            2 => rng.wall_hand([13, 10, 7, 4, 1][(round / 4 % 5) as usize]),
            // Hands from a short range of kinds: many multi-sided waits.
            _ => {
                let suit = rng.below(3) as usize;
                rng.deal(13, &suit_kinds(suit))
            }
        };
        let hand = Hand::from_counts(&counts).unwrap();
        let found = waits(&hand, &Context::default()).unwrap();
        let (real, fifth) = brute_force_waits(&counts);
        assert_eq!((found.waits, found.fifth_tile), (real, fifth), "{hand}");
        tenpai += u32::from(found.is_tenpai());
    }
    assert!(
        tenpai > 300_000,
        "the generator must produce many tenpai hands"
    );
}

#[test]
fn random_win_checks() {
    let mut rng = Rng(7);
    for round in 0..1_000_000u32 {
        let counts = match round % 3 {
            0 => rng.complete_hand(4 - (round / 3 % 5) as usize, true),
            1 => rng.wall_hand(14),
            _ => {
                // Seven-pairs shaped hands, sometimes with a quad.
                let mut counts = [0u8; 34];
                for _ in 0..7 {
                    let kind = rng.below(34) as usize;
                    if counts[kind] <= 2 {
                        counts[kind] += 2;
                    }
                }
                rng.fill(&mut counts, 14, &ALL_KINDS, 4);
                counts
            }
        };
        let hand = Hand::from_counts(&counts).unwrap();
        let forms = win_forms(&hand);
        assert_eq!(
            forms.contains(WinForms::REGULAR),
            reference::is_regular_win(&counts),
            "{hand}"
        );
        assert_eq!(
            forms.contains(WinForms::SEVEN_PAIRS),
            reference::is_seven_pairs(&counts)
        );
        assert_eq!(
            forms.contains(WinForms::THIRTEEN_ORPHANS),
            reference::is_thirteen_orphans(&counts)
        );
    }
}

#[test]
fn named_facts() {
    let hand: Hand = "1111m3344p5566s77z".parse().unwrap();
    assert!(
        win_forms(&hand).is_empty(),
        "four of a kind is not two pairs"
    );
    let kokushi13: Hand = "19m19p19s1234567z".parse().unwrap();
    assert_eq!(
        waits(&kokushi13, &Context::default()).unwrap().waits.len(),
        13
    );
    let nine_gates: Hand = "1112345678999m".parse().unwrap();
    assert_eq!(
        waits(&nine_gates, &Context::default())
            .unwrap()
            .waits
            .to_string(),
        "123456789m"
    );
    // The 1m it waits on is the fifth copy: reported apart, not tenpai.
    let hand: Hand = "1111m999m111p111s".parse().unwrap();
    let found = waits(&hand, &Context::default()).unwrap();
    assert!(found.waits.is_empty());
    assert_eq!(found.fifth_tile.to_string(), "1m");
    // Seven pairs with a single: tanki on the single.
    let hand: Hand = "1122m3344p5566s7z".parse().unwrap();
    assert_eq!(
        waits(&hand, &Context::default()).unwrap().waits.to_string(),
        "7z"
    );
    // Declared melds: one tile left waits on itself.
    let hand: Hand = "5z".parse().unwrap();
    assert_eq!(
        waits(&hand, &Context::default()).unwrap().waits.to_string(),
        "5z"
    );
}

/// Every thirteen-orphans hand, every hand one tile away from one (a tile
/// swapped for any other kind, or taken away), and the thirteen orphans
/// once each: the forms and the waits against the definition.
#[test]
fn every_hand_near_thirteen_orphans() {
    const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
    let mut once = [0u8; 34];
    for orphan in ORPHANS {
        once[orphan] = 1;
    }
    check_hand(&once);
    for pair in ORPHANS {
        let mut complete = once;
        complete[pair] += 1;
        check_hand(&complete);
        for taken in ORPHANS {
            let mut less = complete;
            less[taken] -= 1;
            check_hand(&less);
            for added in 0..34 {
                let mut swapped = less;
                swapped[added] += 1;
                if swapped[added] <= 4 {
                    check_hand(&swapped);
                }
            }
        }
    }
}

/// Thirteen orphans: twelve kinds and a pair wait on the missing kind alone;
/// all thirteen once wait on any of them; anything else does not wait on
/// the form.
#[test]
fn thirteen_orphans_wait_shapes() {
    let kokushi = |text: &str| {
        let hand: Hand = text.parse().unwrap();
        // The form's waits: the kinds whose copy completes thirteen orphans.
        let form: TileSet = Tile::all()
            .filter(|&t| {
                let mut more = hand;
                more.add(t).is_ok() && win_forms(&more).contains(WinForms::THIRTEEN_ORPHANS)
            })
            .fold(TileSet::EMPTY, |mut set, t| {
                set.insert(t);
                set
            });
        let all = waits(&hand, &Context::default()).unwrap();
        // The form's waits are among the hand's, never fifth copies.
        assert_eq!(form.difference(all.waits), TileSet::EMPTY, "{text}");
        form.to_string()
    };
    assert_eq!(kokushi("19m19p19s1234566z"), "7z");
    assert_eq!(kokushi("119m19p19s123456z"), "7z");
    assert_eq!(kokushi("19m19p199s234567z"), "1z");
    assert_eq!(kokushi("9m199p19s1234567z"), "1m");
    assert_eq!(kokushi("19m19p19s1234567z"), "19m19p19s1234567z");
    // Two pairs, a triplet, a simple, or too few kinds: no kokushi wait.
    for text in [
        "19m19p19s1234555z",
        "119m19p19s12345z5z",
        "19m19p19s1234568m",
        "1199m19p19s12345z",
        "19m19p19s123456z5m",
    ] {
        let hand: Hand = text.parse().unwrap();
        if hand.tile_count() == 13 {
            assert_eq!(kokushi(text), "", "{text}");
        }
    }
    // The waits of the whole hand agree.
    let hand: Hand = "19m19p19s1234566z".parse().unwrap();
    assert_eq!(
        waits(&hand, &Context::default()).unwrap().waits.to_string(),
        "7z"
    );
    assert!(
        waits(&hand, &Context::default())
            .unwrap()
            .fifth_tile
            .is_empty()
    );
}
