//! The backward induction over the turns: the tenpai probability, win
//! probability and expected score of every state, last turn first, two
//! passes per turn over the edges.
//!
//! A draw state's values at turn `t` follow from its own and its edges'
//! discard states' values at `t + 1`; a discard state's values at `t` are
//! the best of its draw states' at `t`. So each state keeps one set of
//! values, overwritten turn by turn, and only the candidates' values are
//! copied out for every turn.

use super::graph::{self, Graph};
use super::options::{MAX_DRAWS, Objective};

/// The quantities reported per draws left: tenpai, win, expected score.
pub(super) const REPORTED_QUANTITIES: usize = 3;

/// The draw states whose values are reported, and where they go.
pub(super) struct Reported<'a> {
    /// Draw state ids.
    pub(super) states: &'a [usize],
    /// Per state, per quantity (tenpai, win, score), per draws-left index.
    pub(super) values: &'a mut [[[f64; MAX_DRAWS]; REPORTED_QUANTITIES]],
}

/// Word offsets of a draw state's values and their change.
const DRAW_VALUE_WORDS: usize = 6;
/// Word offsets of a discard state's values and its choice's key.
const DISCARD_VALUE_WORDS: usize = 4;

/// Runs the induction for `draws` draws; `denominator(t)` is the number the
/// weights of turn `t` are divided by.
pub(super) fn evaluate(
    built: &mut Graph<'_>,
    draws: usize,
    objective: Objective,
    denominator: impl Fn(usize) -> f64,
    reported: &mut Reported<'_>,
) {
    let last_turn = draws + 1;
    let Graph {
        draw_facts,
        draw_values,
        discard_values,
        edges,
        draws: draw_count,
        discards: discard_count,
        edge_count,
        ..
    } = built;
    let draw_count = *draw_count;
    let discard_count = *discard_count;
    let edges = edges.get(..2 * *edge_count).unwrap_or_default();
    let draw_values = draw_values
        .get_mut(..DRAW_VALUE_WORDS * draw_count)
        .unwrap_or_default();
    let discard_values = discard_values
        .get_mut(..DISCARD_VALUE_WORDS * discard_count)
        .unwrap_or_default();
    let tenpai: &[u64] = draw_facts;
    for turn in (1..=last_turn).rev() {
        if turn == last_turn {
            for (id, values) in draw_values.chunks_exact_mut(DRAW_VALUE_WORDS).enumerate() {
                let is_tenpai = tenpai
                    .get(2 * id)
                    .is_some_and(|&fact| graph::shanten_of(fact) == 0);
                values.fill(0);
                values[0] = f64::to_bits(if is_tenpai { 1.0 } else { 0.0 });
            }
        } else {
            draw_pass(
                draw_values,
                discard_values,
                edges,
                tenpai,
                denominator(turn),
            );
            for (slot, &state) in reported.states.iter().enumerate() {
                if let (Some(values), Some(out)) = (
                    draw_values.get(DRAW_VALUE_WORDS * state..DRAW_VALUE_WORDS * state + 3),
                    reported.values.get_mut(slot),
                ) {
                    for (quantity, &bits) in values.iter().enumerate() {
                        out[quantity][turn - 1] = f64::from_bits(bits);
                    }
                }
            }
        }
        discard_pass(draw_values, discard_values, edges, objective);
    }
}

/// The draw states at turn `t` from the values at `t + 1`.
fn draw_pass(
    draw_values: &mut [u64],
    discard_values: &[u64],
    edges: &[u64],
    facts: &[u64],
    denominator: f64,
) {
    for values in draw_values.chunks_exact_mut(DRAW_VALUE_WORDS) {
        values[3] = 0;
        values[4] = 0;
        values[5] = 0;
    }
    for edge in edges.chunks_exact(2) {
        let (draw, weight, discard) = graph::edge_parts(edge[0]);
        let target = DISCARD_VALUE_WORDS * discard;
        let own = DRAW_VALUE_WORDS * draw;
        // One check each, which the indexing below then needs no more.
        if target + 2 >= discard_values.len() || own + 5 >= draw_values.len() {
            continue;
        }
        let score = f64::from_bits(edge[1]);
        let mut next = [
            f64::from_bits(discard_values[target]),
            f64::from_bits(discard_values[target + 1]),
            f64::from_bits(discard_values[target + 2]),
        ];
        if score > 0.0 {
            next[0] = 1.0;
            next[1] = 1.0;
            if score > next[2] {
                next[2] = score;
            }
        }
        let weight = f64::from(weight);
        for (quantity, &reached) in next.iter().enumerate() {
            let current = f64::from_bits(draw_values[own + quantity]);
            let change = f64::from_bits(draw_values[own + 3 + quantity]);
            draw_values[own + 3 + quantity] = (change + weight * (reached - current)).to_bits();
        }
    }
    for (values, fact) in draw_values
        .chunks_exact_mut(DRAW_VALUE_WORDS)
        .zip(facts.chunks_exact(2))
    {
        for quantity in 0..3 {
            let value = f64::from_bits(values[quantity])
                + f64::from_bits(values[3 + quantity]) / denominator;
            values[quantity] = value.to_bits();
        }
        if graph::shanten_of(fact[0]) == 0 {
            values[0] = 1.0f64.to_bits();
        }
    }
}

/// The discard states at turn `t` from their draw states at `t`.
fn discard_pass(
    draw_values: &[u64],
    discard_values: &mut [u64],
    edges: &[u64],
    objective: Objective,
) {
    for values in discard_values.chunks_exact_mut(DISCARD_VALUE_WORDS) {
        values[0] = 0;
        values[1] = 0;
        values[2] = 0;
        values[3] = f64::NEG_INFINITY.to_bits();
    }
    for edge in edges.chunks_exact(2) {
        let (draw, _, discard) = graph::edge_parts(edge[0]);
        let from = DRAW_VALUE_WORDS * draw;
        let best = DISCARD_VALUE_WORDS * discard;
        if from + 2 >= draw_values.len() || best + 3 >= discard_values.len() {
            continue;
        }
        let choice = [
            f64::from_bits(draw_values[from]),
            f64::from_bits(draw_values[from + 1]),
            f64::from_bits(draw_values[from + 2]),
        ];
        if objective == Objective::Separate {
            // Values are never NaN: a plain comparison is the maximum.
            for (quantity, &value) in choice.iter().enumerate() {
                if value > f64::from_bits(discard_values[best + quantity]) {
                    discard_values[best + quantity] = value.to_bits();
                }
            }
        } else if let Some(kept) = discard_values.get_mut(best..best + 4) {
            choose(choice, kept, objective);
        }
    }
}

/// Folds one choice into a discard state's values: each quantity at its
/// own best, or every quantity from the choice best at one of them (the
/// first of equals).
pub(super) fn choose(choice: [f64; 3], best: &mut [u64], objective: Objective) {
    match objective {
        Objective::Separate => {
            for quantity in 0..3 {
                let kept = f64::from_bits(best[quantity]);
                best[quantity] = kept.max(choice[quantity]).to_bits();
            }
        }
        Objective::ExpectedScore | Objective::WinProbability => {
            let key = if objective == Objective::ExpectedScore {
                choice[2]
            } else {
                choice[1]
            };
            if key > f64::from_bits(best[3]) {
                for quantity in 0..3 {
                    best[quantity] = choice[quantity].to_bits();
                }
                best[3] = key.to_bits();
            }
        }
    }
}
