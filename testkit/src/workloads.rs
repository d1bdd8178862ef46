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

#[cfg(test)]
mod tests {
    use super::Workload;
    use crate::ScoreWorkload;

    /// FNV-1a: a checksum of a workload's bytes.
    fn fnv(bytes: impl IntoIterator<Item = u8>) -> u64 {
        bytes.into_iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3)
        })
    }

    /// The benches' results (BENCHMARKS.md) are about these very hands: a
    /// change to a generator that moves them must be a deliberate one.
    #[test]
    fn the_bench_workloads_keep_their_hands() {
        for (workload, expected) in [
            (Workload::Complete14, 0x2aec_84bc_0520_17f7),
            (Workload::Wall14, 0x1af2_08cb_6989_9cc9),
            (Workload::Wall13, 0x8551_427b_5207_a261),
            (Workload::Chinitsu14, 0xd5a2_8c74_969c_fd6d),
            (Workload::Chinitsu13, 0x0914_2959_b61f_2039),
            (Workload::Tenpai13, 0x4bc2_4534_f79d_653f),
            (Workload::Near14, 0x5d93_7dc4_f5d1_1d93),
            (Workload::Sanma13, 0x2b9c_dd60_29e8_35c7),
            (Workload::Sanma14, 0x6013_15d8_7da7_516d),
        ] {
            let hands = workload.counts();
            let found = fnv(hands.iter().flatten().copied());
            assert_eq!(found, expected, "{}: {found:#x}", workload.name());
        }
        let space = crate::number_suit_space();
        assert_eq!(fnv(space.iter().flatten().copied()), 0x5245_12b0_bd4b_8271);
    }

    /// The same for the scoring cases: each hand, its winning tile and the
    /// context's numbers.
    #[test]
    fn the_scoring_workloads_keep_their_cases() {
        for (workload, expected) in [
            (ScoreWorkload::Mixed, 0x3993_f1d2_e431_761b),
            (ScoreWorkload::Closed, 0x1b77_34cb_e449_fa75),
            (ScoreWorkload::Chinitsu, 0x0343_b843_725a_7dd2),
        ] {
            let mut bytes = Vec::new();
            for (hand, context) in workload.cases() {
                bytes.extend(hand.to_string().bytes());
                bytes.push(context.winning_tile.index() as u8);
                // The four switches as the bits earlier versions drew.
                let rules = &context.rules;
                let switches = u32::from(rules.open_tanyao)
                    | u32::from(rules.red_fives != [0; 3]) << 1
                    | u32::from(!rules.double_yakuman.is_empty()) << 2
                    | u32::from(rules.kiriage) << 3;
                bytes.extend(switches.to_le_bytes());
                bytes.extend(context.honba.to_le_bytes());
                bytes.extend(context.riichi_sticks.to_le_bytes());
                bytes.extend([context.tsumo, context.riichi, context.ippatsu].map(u8::from));
                bytes.push(context.melds.len() as u8);
                bytes.push(context.dora_indicators.len() as u8);
            }
            let found = fnv(bytes);
            assert_eq!(found, expected, "{}: {found:#x}", workload.name());
        }
    }
}
