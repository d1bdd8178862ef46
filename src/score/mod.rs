//! Scoring: the yaku, han, fu and points of a winning hand, from the reading
//! that scores best.
//!
//! [`score`] takes the concealed tiles (the winning tile included) and a
//! [`WinContext`], and tries every reading of the hand: each decomposition
//! into blocks, seven pairs and thirteen orphans, and for each regular
//! reading every block the winning tile may have completed ([`wait_shapes`]).
//! The best reading is the one paying the most; on a tie a real yakuman
//! beats a counted one, then more han wins, then more fu (then more fu
//! before rounding), then the first in the order of [`score_readings`],
//! which lists every reading's score.
//! Neither allocates nor panics.
//!
//! The rules followed (every yaku with its han, yakuman, dora, fu and
//! points, and what is not scored) are listed on [`score`](score()); every
//! option of the rule set is a field of [`Rules`], whose presets are
//! [`Preset`](crate::rules::Preset)s.
//!
//! ```
//! use tehai::score::{Limit, WinContext, Wind, Yaku};
//! // Won on the 5p by tsumo after riichi, sitting south, 1m indicating 2m.
//! let hand = "234567m23455p888s".parse()?;
//! let mut context = WinContext {
//!     tsumo: true,
//!     riichi: true,
//!     seat_wind: Wind::South,
//!     ..WinContext::new("5p".parse()?)
//! };
//! context.dora_indicators.push("1m".parse()?)?;
//! let best = tehai::score(&hand, &context)?;
//! assert_eq!(best.yaku(), Yaku::MENZEN_TSUMO | Yaku::RIICHI | Yaku::TANYAO | Yaku::DORA);
//! assert_eq!((best.han(), best.fu(), best.limit()), (4, 30, Limit::None));
//! // The dealer pays 3,900, each other player 2,000.
//! assert_eq!((best.main(), best.additional(), best.total()), (3_900, 2_000, 7_900));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The concealed tiles are a [`ParsedHand`](crate::notation::ParsedHand)
//! (it keeps the red fives); an engine's [`Hand`](crate::Hand) converts with
//! `hand.into()` (no red fives) or `ParsedHand::new(hand, red_fives)`.

// `answer.rs` holds the score, `scores.rs` the entry points; a hand is
// checked and summed once (`prepared.rs`), each reading (`reading.rs`,
// split out of the hand by `split.rs`) is summed (`blocks.rs`), given
// its winning block (`wait.rs`) and valued (`candidate.rs`,
// `evaluate.rs`) with the yaku (`yaku.rs`), the fu (`fu.rs`) and the
// points (`points.rs`) under the table's rules (`context.rs`).

mod answer;
mod blocks;
mod candidate;
mod context;
mod evaluate;
mod explain;
mod fu;
mod nagashi;
mod names;
mod points;
mod prepared;
mod reading;
mod scores;
mod split;
mod wait;
mod yaku;

pub use crate::rules::Rules;
pub use answer::Score;
pub(crate) use context::indicated_dora_of;
pub use context::{DeclaredMelds, Indicators, MAX_INDICATORS, WinContext, Wind};
pub use explain::{FuItem, FuItems, MAX_FU_ITEMS, YakuItem, YakuNames};
pub use nagashi::{NagashiMangan, nagashi_mangan};
pub use points::Limit;
pub(crate) use points::{base_points, limit, payment};
pub use reading::{MAX_READING_BLOCKS, Reading, ReadingForm};
pub use scores::{ReadingScores, score, score_readings};
pub use wait::{Wait, WaitShape, WaitShapes, wait_shape, wait_shapes};
pub use yaku::Yaku;
