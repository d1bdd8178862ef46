//! The seeded hand workloads of the benches: the criterion benches
//! (`benches/tehai.rs`, `benches/efficiency.rs`), the instruction counts
//! (`benches/callgrind`) and the embedded check's host answers, which all
//! measure or check the very same hands.
//!
//! Each workload is a seed and a way to draw one hand; its hands are the
//! first ones drawn from [`Rng`] with that seed, so a shorter list is a
//! prefix of the longer one.

use std::string::String;
use std::vec::Vec;

use tehai::Hand;

use crate::random::{ALL_KINDS, Rng, THREE_PLAYER_KINDS};

/// Hands per bench workload.
pub const HANDS: usize = 2048;

/// A seeded list of hands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Workload {
    /// Complete hands: four random melds and a pair ([`Rng::complete_hand`]).
    Complete14,
    /// 14 tiles dealt from the 136-tile wall.
    Wall14,
    /// 13 tiles dealt from the 136-tile wall.
    Wall13,
    /// 14 tiles dealt from one number suit's 36 tiles (the suit drawn
    /// first): the single-suit shapes with the most readings.
    Chinitsu14,
    /// 13 tiles dealt from one number suit's 36 tiles.
    Chinitsu13,
    /// A complete hand less one random tile: mostly tenpai.
    Tenpai13,
    /// A complete hand with one random tile swapped for another: the low
    /// shanten numbers.
    Near14,
    /// 13 tiles dealt from the 108 tiles of three-player mahjong.
    Sanma13,
    /// 14 tiles dealt from the 108 tiles of three-player mahjong.
    Sanma14,
}

impl Workload {
    /// The name the benches report.
    ///
    /// ```
    /// assert_eq!(tehai_testkit::Workload::Wall14.name(), "wall14");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Workload::Complete14 => "complete14",
            Workload::Wall14 => "wall14",
            Workload::Wall13 => "wall13",
            Workload::Chinitsu14 => "chinitsu14",
            Workload::Chinitsu13 => "chinitsu13",
            Workload::Tenpai13 => "tenpai13",
            Workload::Near14 => "near14",
            Workload::Sanma13 => "sanma13",
            Workload::Sanma14 => "sanma14",
        }
    }

    /// The seed of its generator. The dealt workloads use `base + tiles`
    /// (2 for the wall, 20 for one suit, 30 for three players), so that the
    /// 13- and 14-tile lists are unrelated.
    pub const fn seed(self) -> u64 {
        match self {
            Workload::Complete14 => 1,
            Workload::Wall14 => 2 + 14,
            Workload::Wall13 => 2 + 13,
            Workload::Chinitsu14 => 20 + 14,
            Workload::Chinitsu13 => 20 + 13,
            Workload::Tenpai13 => 40,
            Workload::Near14 => 41,
            Workload::Sanma13 => 30 + 13,
            Workload::Sanma14 => 30 + 14,
        }
    }

    /// Draws one hand.
    fn draw(self, rng: &mut Rng) -> [u8; 34] {
        match self {
            Workload::Complete14 => rng.complete_hand(4, true),
            Workload::Wall14 => rng.deal(14, &ALL_KINDS),
            Workload::Wall13 => rng.deal(13, &ALL_KINDS),
            Workload::Chinitsu14 | Workload::Chinitsu13 => {
                let tiles = if self == Workload::Chinitsu14 { 14 } else { 13 };
                let suit = rng.below(3) as usize;
                rng.deal(tiles, &crate::suit_kinds(suit))
            }
            Workload::Tenpai13 => {
                let mut counts = rng.complete_hand(4, true);
                rng.remove_one(&mut counts);
                counts
            }
            Workload::Near14 => {
                let mut counts = rng.complete_hand(4, true);
                rng.remove_one(&mut counts);
                rng.add_one(&mut counts);
                counts
            }
            Workload::Sanma13 => rng.deal(13, &THREE_PLAYER_KINDS),
            Workload::Sanma14 => rng.deal(14, &THREE_PLAYER_KINDS),
        }
    }

    /// The first `hands` hands of the workload.
    ///
    /// ```
    /// use tehai_testkit::Workload;
    /// let few = Workload::Tenpai13.first(10);
    /// assert_eq!(few[..], Workload::Tenpai13.counts()[..10]);
    /// ```
    pub fn first(self, hands: usize) -> Vec<[u8; 34]> {
        let mut rng = Rng(self.seed());
        (0..hands).map(|_| self.draw(&mut rng)).collect()
    }

    /// The workload's [`HANDS`] hands as counts.
    pub fn counts(self) -> Vec<[u8; 34]> {
        self.first(HANDS)
    }

    /// The workload's [`HANDS`] hands, packed.
    ///
    /// ```
    /// let hands = tehai_testkit::Workload::Complete14.hands();
    /// assert!(hands.iter().all(tehai::is_win));
    /// ```
    pub fn hands(self) -> Vec<Hand> {
        self.counts()
            .iter()
            .map(|counts| Hand::from_counts(counts).expect("a generated hand is valid"))
            .collect()
    }

    /// The workload's [`HANDS`] hands in canonical MPSZ notation.
    pub fn texts(self) -> Vec<String> {
        self.hands().iter().map(Hand::to_string).collect()
    }
}
