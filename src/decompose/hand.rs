//! Every decomposition of a whole hand: the product of its suits'
//! readings, and the special forms beside them.

use crate::complete::special::{seven_pairs_of_fourteen, thirteen_orphans_of_fourteen};
use crate::error::{Error, Question};
use crate::hand::Hand;

use super::set::{Decompositions, MAX_DECOMPOSITIONS, SuitDecomposition};
use super::suit::{Collector, decompose_honor_suit, pair_suits};

/// Lists every decomposition of `hand` into melds and at most one pair, and
/// whether it is seven pairs or thirteen orphans.
///
/// The hand may hold any `3N` or `3N + 2` tiles (`N ≤ 4`): the `4 − N`
/// declared melds are not passed, since they never take part in the split.
/// A hand of `3N + 1` tiles is an error. Never allocates. The result holds
/// each suit's readings packed; iterating it writes the blocks out.
///
/// ```
/// let hand: tehai::Hand = "11223344m".parse().unwrap(); // two declared melds
/// let set = tehai::decompose(&hand, &tehai::Context::default()).unwrap();
/// let texts: Vec<String> = set.iter().map(|d| d.to_string()).collect();
/// assert_eq!(texts, ["11m 234m 234m", "123m 123m 44m"]);
/// ```
// Kept out of line: inlined into a caller's loop, its scans and their
// branches were laid out worse (slower by a quarter in the criterion bench,
// which only reads `len`), and a call costs a few instructions.
#[inline(never)]
pub(crate) fn decompose_plain(hand: &Hand) -> Result<Decompositions, Error> {
    let suits = hand.suits();
    // Without the look-ups, a suit of `3N + 1` tiles may pass `pair_suits`
    // alongside another, so the total is checked first.
    #[cfg(not(feature = "tables"))]
    if hand.tile_count() % 3 == 1 {
        return special_forms_only(hand);
    }
    // Bit `i` of `pair_suits` is set when suit `i` holds the pair.
    let Some(pair_suits) = pair_suits(&suits) else {
        return special_forms_only(hand);
    };
    let mut collector = Collector {
        first: [SuitDecomposition::EMPTY; 4],
        others: [SuitDecomposition::EMPTY; MAX_DECOMPOSITIONS - 1],
        varying: 0,
        len: 1,
    };
    let [man, pin, sou, honor] = suits;
    // An empty suit reads one way, as nothing: the common case, skipped.
    // At most one suit of a hand of 14 tiles reads several ways
    // (`capacity_is_the_true_maximum` proves it), so the product of the
    // suits' sets is that suit's list.
    if man.raw() != 0 && collector.number_suit(0, man.raw(), pair_suits & 1) == 0
        || pin.raw() != 0 && collector.number_suit(1, pin.raw(), pair_suits >> 1 & 1) == 0
        || sou.raw() != 0 && collector.number_suit(2, sou.raw(), pair_suits >> 2 & 1) == 0
    {
        return special_forms_only(hand);
    }
    if honor.raw() != 0 {
        match decompose_honor_suit(honor, pair_suits >> 3) {
            Some(reading) => collector.first[3] = reading,
            None => return special_forms_only(hand),
        }
    }
    // Every suit splits, with one pair at most, so the total is `3N` or
    // `3N + 2` and needs no count here. Seven distinct pairs make 14 tiles
    // by themselves. Thirteen orphans would need a single honor, which a
    // suit of triplets and at most one pair never holds.
    Ok(Decompositions {
        first: collector.first,
        others: collector.others,
        varying: collector.varying,
        len: collector.len,
        seven_pairs: seven_pairs_of_fourteen(&suits),
        thirteen_orphans: false,
    })
}

/// The answer for a hand without a regular decomposition: the error for
/// `3N + 1` tiles, else only the special forms (which need 14 tiles).
/// Kept out of line: the complete hands never come here.
#[inline(never)]
fn special_forms_only(hand: &Hand) -> Result<Decompositions, Error> {
    let tiles = hand.tile_count();
    if tiles % 3 == 1 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: 0,
            question: Question::Decompose,
        });
    }
    let suits = hand.suits();
    Ok(Decompositions {
        seven_pairs: tiles == 14 && seven_pairs_of_fourteen(&suits),
        thirteen_orphans: tiles == 14 && thirteen_orphans_of_fourteen(&suits),
        ..Decompositions::NONE
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decompose::block::{Block, MAX_BLOCKS};
    use crate::decompose::set::Decomposition;
    use decompose_plain as decompose;
    use std::string::{String, ToString};
    use std::vec::Vec as StdVec;

    fn texts(hand: &str) -> StdVec<String> {
        let hand: Hand = hand.parse().unwrap();
        decompose(&hand)
            .unwrap()
            .iter()
            .map(|d| d.to_string())
            .collect()
    }

    #[test]
    fn single_decomposition() {
        assert_eq!(texts("12344455888999m"), ["123m 444m 55m 888m 999m"]);
    }

    #[test]
    fn three_pair_positions() {
        assert_eq!(
            texts("22334455667788m"),
            [
                "22m 345m 345m 678m 678m",
                "234m 234m 55m 678m 678m",
                "234m 234m 567m 567m 88m"
            ]
        );
    }

    #[test]
    fn four_decompositions() {
        assert_eq!(texts("11122233344455m").len(), 4);
        assert_eq!(texts("66677778888999m").len(), 4);
    }

    #[test]
    fn eight_tiles_two_ways() {
        assert_eq!(texts("11223344m"), ["11m 234m 234m", "123m 123m 44m"]);
    }

    #[test]
    fn three_triplets_or_three_sequences() {
        assert_eq!(texts("111222333m"), ["111m 222m 333m", "123m 123m 123m"]);
    }

    #[test]
    fn four_consecutive_triplets_read_three_ways() {
        let mut got = texts("11122233344499m");
        got.sort();
        assert_eq!(
            got,
            [
                "111m 222m 333m 444m 99m",
                "111m 234m 234m 234m 99m",
                "123m 123m 123m 444m 99m",
            ]
        );
    }

    #[test]
    fn across_suits_and_honors() {
        assert_eq!(texts("123m456p789s11122z"), ["123m 456p 789s 111z 22z"]);
        assert!(texts("123m456p789s11123z").is_empty());
        assert!(texts("111122z").is_empty());
        assert!(texts("112233z").is_empty());
        // Only one suit may hold the pair.
        assert!(texts("11m22p33s").is_empty());
        assert!(texts("55m99p44s33z").is_empty());
    }

    #[test]
    fn empty_hand_has_the_empty_decomposition() {
        let set = decompose(&Hand::EMPTY).unwrap();
        assert_eq!(set.len(), 1);
        assert!(set.get(0).unwrap().blocks().is_empty());
    }

    #[test]
    fn three_n_plus_one_is_an_error() {
        let hand: Hand = "1m".parse().unwrap();
        assert_eq!(
            decompose(&hand),
            Err(Error::WrongTileCount {
                tiles: 1,
                melds: 0,
                question: Question::Decompose,
            })
        );
    }

    /// The pair of each reading, readings rebuilt from their blocks, and
    /// the empty and non-empty answers.
    #[test]
    fn readings_their_pairs_and_their_blocks() {
        let hand: Hand = "111222333m55p".parse().unwrap();
        let set = decompose(&hand).unwrap();
        assert!(!set.is_empty());
        assert_eq!(set.len(), 2);
        for reading in &set {
            assert_eq!(
                reading.pair().map(|tile| tile.to_string()).as_deref(),
                Some("5p")
            );
            let rebuilt = Decomposition::from_blocks(reading.blocks()).unwrap();
            assert_eq!(rebuilt, reading);
        }
        // Melds only: no pair.
        let melds = decompose(&"123m".parse().unwrap()).unwrap();
        assert_eq!(melds.get(0).unwrap().pair(), None);
        // Nothing to read.
        let none = decompose(&"1369m".parse::<Hand>().unwrap()).unwrap_err();
        assert!(matches!(none, Error::WrongTileCount { tiles: 4, .. }));
        let dealt = decompose(&"13579m2468p13579s".parse().unwrap()).unwrap();
        assert!(dealt.is_empty());
        assert_eq!(dealt.len(), 0);
        // At most MAX_BLOCKS blocks.
        let pair = Block::pair("1z".parse().unwrap());
        for count in 0..=MAX_BLOCKS + 1 {
            let blocks = [pair; MAX_BLOCKS + 1];
            let built = Decomposition::from_blocks(&blocks[..count]);
            assert_eq!(
                built.map(|reading| reading.blocks().len()),
                (count <= MAX_BLOCKS).then_some(count)
            );
        }
    }

    /// The regular win with the pair in each suit, melds only, and none.
    #[test]
    fn regular_win_with_the_pair_in_each_suit() {
        let set = |text: &str| decompose(&text.parse().unwrap()).unwrap();
        for text in [
            "11m123p",
            "11p123s",
            "11s123z",
            "11z123m",
            "123m456p789s11z",
        ] {
            let text = text.replace("123z", "111z");
            assert!(set(&text).has_regular_win(), "{text}");
            assert!(set(&text).is_complete(), "{text}");
        }
        for text in ["123m", "111z", "123m456p789s111z"] {
            assert!(!set(text).has_regular_win(), "{text}");
        }
        // No reading at all.
        assert!(!set("13579m2468p13579s").has_regular_win());
    }

    /// The iterator knows how many readings are left, and skips exactly.
    #[test]
    fn iterator_counts_and_skips() {
        let set = decompose(&"11122233344455m".parse().unwrap()).unwrap();
        let all: StdVec<Decomposition> = set.iter().collect();
        assert_eq!(all.len(), 4);
        for skip in 0..6 {
            let mut iter = set.iter();
            assert_eq!(iter.size_hint(), (4, Some(4)));
            assert_eq!(iter.nth(skip), all.get(skip).cloned(), "{skip}");
            let left = 4usize.saturating_sub(skip + 1);
            assert_eq!(iter.size_hint(), (left, Some(left)), "{skip}");
            assert_eq!(iter.len(), left);
        }
        let debug = format!("{set:?}");
        assert!(
            debug.starts_with("Decompositions { decompositions: ["),
            "{debug}"
        );
        assert!(debug.contains("Triplet(1m)"), "{debug}");
        assert!(
            debug.ends_with("], seven_pairs: false, thirteen_orphans: false }"),
            "{debug}"
        );
    }

    /// The special forms are reported with or without a regular reading,
    /// and never for other hands.
    #[test]
    fn special_forms_flags() {
        let set = |text: &str| decompose(&text.parse().unwrap()).unwrap();
        let seven = set("1122m3344p5566s77z");
        assert!(seven.is_seven_pairs() && !seven.is_thirteen_orphans() && seven.is_empty());
        let both = set("112233m445566p77z");
        assert!(both.is_seven_pairs() && !both.is_empty());
        let orphans = set("19m19p19s12345677z");
        assert!(orphans.is_thirteen_orphans() && !orphans.is_seven_pairs() && orphans.is_empty());
        for plain in [
            "13579m2468p13579s",
            "123m456p789s11122z",
            "11m",
            "123m44z",
            "1122m3344p5566s",
        ] {
            let plain = set(plain);
            assert!(
                !plain.is_seven_pairs() && !plain.is_thirteen_orphans(),
                "{plain:?}"
            );
        }
    }

    /// Two pairs and melds make `3N + 1` tiles, wherever the pairs lie: an
    /// error, never a reading with two pairs.
    #[test]
    fn two_pairs_are_never_read() {
        for text in [
            "11m22z",
            "11m22p",
            "11s123p77z",
            "11z22z",
            "55m123p789s11z",
            "11m111z22z",
        ] {
            let hand: Hand = text.parse().unwrap();
            assert_eq!(
                decompose(&hand),
                Err(Error::WrongTileCount {
                    tiles: hand.tile_count(),
                    melds: 0,
                    question: Question::Decompose
                }),
                "{text}"
            );
        }
    }
}
