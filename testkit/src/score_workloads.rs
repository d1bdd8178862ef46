//! The scoring workloads of the benches: the criterion bench
//! (`benches/score.rs`) and the instruction counts (`benches/callgrind`)
//! measure the very same hands and contexts.
//!
//! Every workload is [`HANDS`] winning hands, each with a random possible
//! context (winds, riichi, tsumo, indicators, honba, rules, melds), kept
//! only when it scores (hands without a yaku are dropped, so every call
//! returns a score).

use std::vec::Vec;

use tehai::meld::MeldKind;
use tehai::notation::ParsedHand;
use tehai::rules::DoubleYakuman;
use tehai::score::{Indicators, Rules, WinContext, Wind};
use tehai::{Hand, Meld, Tile};

use crate::random::{ALL_KINDS, Rng};
use crate::workloads::HANDS;

/// A scoring workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreWorkload {
    /// Regular hands with 0 to 4 declared melds (90%), seven pairs (5%)
    /// and thirteen orphans (5%).
    Mixed,
    /// Regular hands without melds.
    Closed,
    /// Single-suit regular hands without melds: the most readings.
    Chinitsu,
}

impl ScoreWorkload {
    /// Every workload, in the benches' order.
    pub const ALL: [ScoreWorkload; 3] = [
        ScoreWorkload::Mixed,
        ScoreWorkload::Closed,
        ScoreWorkload::Chinitsu,
    ];

    /// The name the benches report.
    pub fn name(self) -> &'static str {
        match self {
            ScoreWorkload::Mixed => "mixed",
            ScoreWorkload::Closed => "closed",
            ScoreWorkload::Chinitsu => "chinitsu",
        }
    }

    /// The [`HANDS`] cases of the workload.
    ///
    /// ```
    /// use tehai_testkit::ScoreWorkload;
    /// let cases = ScoreWorkload::Chinitsu.cases();
    /// assert_eq!(cases.len(), tehai_testkit::HANDS);
    /// assert!(cases.iter().all(|(hand, context)| tehai::score(hand, context).is_ok()));
    /// ```
    pub fn cases(self) -> Vec<(ParsedHand, WinContext)> {
        match self {
            ScoreWorkload::Mixed => scoring(0x0005_C04E, |rng| match rng.below(20) {
                0 => Some((seven_pairs(rng), Vec::new())),
                1 => Some((thirteen_orphans(rng), Vec::new())),
                _ => {
                    let declared = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8) as usize];
                    regular(rng, declared, None)
                }
            }),
            ScoreWorkload::Closed => scoring(0x00C1_05ED, |rng| regular(rng, 0, None)),
            ScoreWorkload::Chinitsu => scoring(0x0C41_7150, |rng| {
                let suit = rng.below(3) as usize;
                regular(rng, 0, Some(suit))
            }),
        }
    }
}

/// A regular winning hand with `declared` melds (some of them kans), or
/// `None` when the draw broke the four-copy limit; `suit` restricts the
/// tiles to one number suit.
fn regular(rng: &mut Rng, declared: usize, suit: Option<usize>) -> Option<(Hand, Vec<Meld>)> {
    let mut counts = [0u8; 34];
    let mut concealed = [0u8; 34];
    let mut melds = Vec::new();
    let kind = |rng: &mut Rng| match suit {
        Some(suit) => 9 * suit + rng.below(9) as usize,
        None => rng.below(34) as usize,
    };
    for index in 0..4 {
        let first = kind(rng);
        let called = index < declared;
        if first < 27 && first % 9 <= 6 && rng.below(2) == 0 {
            for t in first..first + 3 {
                counts[t] += 1;
                concealed[t] += u8::from(!called);
            }
            if called {
                melds.push(Meld::chi(Tile::new(first as u8)?)?);
            }
        } else if called {
            let kan = rng.below(4) == 0;
            counts[first] += if kan { 4 } else { 3 };
            let tile = Tile::new(first as u8)?;
            melds.push(if kan {
                Meld::kan(MeldKind::ALL[2 + rng.below(3) as usize], tile)?
            } else {
                Meld::pon(tile)
            });
        } else {
            counts[first] += 3;
            concealed[first] += 3;
        }
    }
    let pair = kind(rng);
    counts[pair] += 2;
    concealed[pair] += 2;
    if counts.iter().any(|&count| count > 4) {
        return None;
    }
    Some((Hand::from_counts(&concealed).ok()?, melds))
}

fn seven_pairs(rng: &mut Rng) -> Hand {
    Hand::from_counts(&rng.seven_pairs(&ALL_KINDS)).expect("seven pairs are a valid hand")
}

fn thirteen_orphans(rng: &mut Rng) -> Hand {
    Hand::from_counts(&rng.thirteen_orphans()).expect("thirteen orphans are a valid hand")
}

/// A random possible context for `hand` won on one of its tiles.
fn context(rng: &mut Rng, hand: &Hand, melds: &[Meld]) -> WinContext {
    let tiles: Vec<Tile> = hand.tiles().collect();
    let mut context = WinContext::new(rng.pick(&tiles));
    for &meld in melds {
        context.melds.push(meld).expect("at most four melds");
    }
    let open = context.melds.is_open();
    context.tsumo = rng.below(2) == 0;
    context.riichi = !open && rng.below(2) == 0;
    context.ippatsu = context.riichi && rng.below(5) == 0;
    context.seat_wind = Wind::ALL[rng.below(4) as usize];
    context.round_wind = Wind::ALL[rng.below(2) as usize];
    // Indicators are real tiles: never a fifth copy of a kind.
    let mut copies: Vec<u8> = Tile::all()
        .map(|tile| hand.count(tile) + melds.iter().map(|meld| meld.count(tile)).sum::<u8>())
        .collect();
    let mut indicators = |rng: &mut Rng, count: usize| {
        let mut tiles = Vec::new();
        while tiles.len() < count {
            let tile = Tile::new(rng.below(34) as u8).expect("a tile index");
            if copies[tile.index()] < 4 {
                copies[tile.index()] += 1;
                tiles.push(tile);
            }
        }
        Indicators::from_tiles(&tiles).expect("at most three indicators")
    };
    let count = 1 + rng.below(3) as usize;
    context.dora_indicators = indicators(rng, count);
    if context.riichi {
        context.ura_indicators = indicators(rng, count);
    }
    context.honba = rng.below(3) as u16;
    context.riichi_sticks = rng.below(2) as u16;
    // Four switches drawn as four bits (the red-five bit is always on), so
    // that the cases stay those of earlier versions.
    let options = rng.below(16);
    context.rules = Rules {
        open_tanyao: options & 1 != 0,
        red_fives: [1; 3],
        double_yakuman: if options & 4 != 0 {
            DoubleYakuman::all()
        } else {
            DoubleYakuman::empty()
        },
        kiriage: options & 8 != 0,
        ..Rules::default()
    };
    context
}

/// [`HANDS`] scoring cases drawn by `draw`, each kept only if it scores.
fn scoring(
    seed: u64,
    mut draw: impl FnMut(&mut Rng) -> Option<(Hand, Vec<Meld>)>,
) -> Vec<(ParsedHand, WinContext)> {
    let mut rng = Rng(seed);
    let mut cases = Vec::with_capacity(HANDS);
    while cases.len() < HANDS {
        let Some((hand, melds)) = draw(&mut rng) else {
            continue;
        };
        let red = [0, 1, 2].map(|suit| {
            let five = Tile::new(9 * suit + 4).expect("a five");
            u8::from(hand.count(five) > 0 && rng.below(3) == 0)
        });
        let parsed = ParsedHand {
            hand,
            red_fives: red,
        };
        let context = context(&mut rng, &hand, &melds);
        if tehai::score(&parsed, &context).is_ok() {
            cases.push((parsed, context));
        }
    }
    cases
}
