//! The score of a win in the expected-value graph: a tsumo, with riichi when
//! the hand is in riichi, and the exact expectation over the ura-dora.

use crate::notation::ParsedHand;
use crate::score::{self, Limit, ReadingForm, WinContext};
use crate::tile::Tile;

use super::state::{self, Key};

/// The most ura-dora the expectation tells apart; a higher count is scored
/// as this many (13 han and more is a limit anyway).
const MAX_URA: usize = 12;

/// The most indicators (one, and one per kan).
const MAX_INDICATORS: usize = score::MAX_INDICATORS;

/// What every win of one analysis shares.
pub(super) struct Scorer {
    /// The win context of every win but the winning tile and riichi.
    context: WinContext,
    /// Copies of each kind in play: the wall of a state is this less its
    /// concealed hand.
    pool: [u8; 34],
    /// Copies of each kind in the declared melds (they count for ura-dora).
    melded: [u8; 34],
    /// The kind each indicator kind points to.
    dora_of: [u8; 34],
    /// How many ura indicators are turned: one per dora indicator; 0 when
    /// ura-dora are not counted.
    ura_indicators: usize,
    /// `C(n, k)` for `n` up to 4 (a kind's copies in the wall).
    small_choose: [[f64; MAX_INDICATORS + 1]; 5],
}

impl Scorer {
    /// A scorer for wins with `context` (the winning tile and riichi are set
    /// per win), copies in play `pool`, copies in melds `melded`, and
    /// `ura_indicators` ura indicators under riichi.
    pub(super) fn new(
        context: WinContext,
        pool: [u8; 34],
        melded: [u8; 34],
        ura_indicators: usize,
    ) -> Scorer {
        let three = context.rules.players == crate::Players::Three;
        let mut dora_of = [0u8; 34];
        for (kind, slot) in dora_of.iter_mut().enumerate() {
            let tile = Tile::new(kind as u8).unwrap_or(context.winning_tile);
            *slot = score::indicated_dora_of(tile, three).index() as u8;
        }
        let mut small_choose = [[0.0; MAX_INDICATORS + 1]; 5];
        for (n, row) in small_choose.iter_mut().enumerate() {
            for (k, slot) in row.iter_mut().enumerate() {
                *slot = choose(n as u32, k as u32);
            }
        }
        Scorer {
            context,
            pool,
            melded,
            dora_of,
            ura_indicators: ura_indicators.min(MAX_INDICATORS),
            small_choose,
        }
    }

    /// The points the complete hand `key` brings when won by drawing the
    /// kind `kind`, with riichi when `riichi`; 0 when it has no yaku.
    ///
    /// Among the readings, a regular one is preferred to seven pairs, then
    /// the most han, then the most fu; a yakuman is scored as it is. Under
    /// riichi the points are the expectation over the ura-dora.
    pub(super) fn points(&self, key: Key, kind: usize, riichi: bool) -> f64 {
        let hand = ParsedHand {
            hand: state::hand_of(key),
            red_fives: state::red_fives(key),
        };
        let mut context = self.context;
        context.winning_tile = Tile::new(kind as u8).unwrap_or(context.winning_tile);
        context.riichi = riichi;
        let Ok(readings) = score::score_readings(&hand, &context) else {
            return 0.0;
        };
        let mut yakuman_total = 0u32;
        // (form rank, han, fu, limit) of the reading chosen so far: regular
        // readings rank before seven pairs.
        let mut chosen: Option<(u8, u32, u8, Limit)> = None;
        for reading in readings.flatten() {
            if reading.is_yakuman() {
                yakuman_total = yakuman_total.max(reading.total());
                continue;
            }
            let rank = match reading.reading().form() {
                ReadingForm::Regular => 1,
                _ => 0,
            };
            let candidate = (rank, reading.han(), reading.fu(), reading.limit());
            let better = chosen.is_none_or(|best| {
                (candidate.0, candidate.1, candidate.2) > (best.0, best.1, best.2)
            });
            if better {
                chosen = Some(candidate);
            }
        }
        if yakuman_total > 0 {
            return f64::from(yakuman_total);
        }
        let Some((_, han, fu, limit)) = chosen else {
            return 0.0;
        };
        if !riichi || self.ura_indicators == 0 || limit == Limit::KazoeYakuman {
            return f64::from(self.tsumo_points(han, fu));
        }
        let odds = self.ura_odds(key);
        odds.iter()
            .enumerate()
            .filter(|&(_, &p)| p > 0.0)
            .map(|(ura, &p)| p * f64::from(self.tsumo_points(han + ura as u32, fu)))
            .sum()
    }

    /// What a tsumo of `han` han and `fu` fu brings the winner under the
    /// rules, without counters.
    fn tsumo_points(&self, han: u32, fu: u8) -> u32 {
        let rules = &self.context.rules;
        let limit = score::limit(han, fu, 0, rules);
        let base = score::base_points(han, fu, limit);
        score::payment(base, self.context.is_dealer(), true, 0, 0, rules).total
    }

    /// The probability of each ura-dora count when the ura indicators are
    /// drawn without replacement from the wall of the complete hand `key`.
    ///
    /// Only the kinds pointing to a tile of the hand change the count: the
    /// ways to pick among them are counted kind by kind; the other copies
    /// form one pool, picked in `C(pool, m)` ways.
    fn ura_odds(&self, key: Key) -> [f64; MAX_URA + 1] {
        let draws = self.ura_indicators;
        // ways[taken][ura]: the ways to turn `taken` indicators among the
        // gaining kinds seen so far for `ura` ura-dora.
        let mut ways = [[0.0f64; MAX_URA + 1]; MAX_INDICATORS + 1];
        ways[0][0] = 1.0;
        let mut most_ura = 0;
        let (mut wall_total, mut pool) = (0u32, 0u32);
        for indicator in 0..34 {
            let copies = self.pool[indicator].saturating_sub(state::kind_count(key, indicator));
            if copies == 0 {
                continue;
            }
            wall_total += u32::from(copies);
            let dora = usize::from(self.dora_of[indicator]);
            let gain = usize::from(state::kind_count(key, dora) + self.melded[dora]);
            if gain == 0 {
                pool += u32::from(copies);
                continue;
            }
            let choose_row = &self.small_choose[usize::from(copies.min(4))];
            let most = usize::from(copies).min(draws);
            // Most indicators taken first, so that each count is extended
            // from the kinds before this one only.
            for taken in (0..draws).rev() {
                for ura in (0..=most_ura).rev() {
                    let here = ways[taken][ura];
                    if here == 0.0 {
                        continue;
                    }
                    for more in 1..=most.min(draws - taken) {
                        let reached = (ura + gain * more).min(MAX_URA);
                        ways[taken + more][reached] += here * choose_row[more];
                    }
                }
            }
            most_ura = (most_ura + gain * most).min(MAX_URA);
        }
        let all_ways = choose(wall_total, draws as u32);
        let mut odds = [0.0; MAX_URA + 1];
        if all_ways == 0.0 {
            odds[0] = 1.0;
            return odds;
        }
        for (taken, row) in ways.iter().enumerate().take(draws + 1) {
            let rest = choose(pool, (draws - taken) as u32);
            if rest == 0.0 {
                continue;
            }
            for (slot, &count) in odds.iter_mut().zip(row) {
                *slot += count * rest / all_ways;
            }
        }
        odds
    }
}

/// `n` choose `k` as a float; 0 when `k > n`.
fn choose(n: u32, k: u32) -> f64 {
    if k > n {
        return 0.0;
    }
    let k = k.min(n - k);
    let mut value = 1.0;
    for i in 1..=k {
        value = value * f64::from(n - k + i) / f64::from(i);
    }
    value
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choose_counts_subsets() {
        assert_eq!(choose(4, 2), 6.0);
        assert_eq!(choose(120, 1), 120.0);
        assert_eq!(choose(3, 4), 0.0);
        assert_eq!(choose(10, 0), 1.0);
    }
}
