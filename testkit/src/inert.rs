//! A table that is not the plain one but changes no answer: the tests
//! compare the questions' table path with their plain fast path on it.

/// A number kind of rank 2 to 8 that the hand does not hold, with no copy
/// held within two ranks of it in its suit, or `None` if every such kind is
/// near a held tile. Seeing all four of its copies changes no shanten number
/// (of any form), wait, or useful tile but itself: a target using it pays
/// three draws for each block with it (two for a pair), as it would for a
/// triplet or pair of a kind neither held nor used; it is no orphan; seven
/// pairs always has other kinds to pair. So the answers only lose the kind
/// itself from the useful tiles (none is left to draw) and from the unseen
/// counts.
///
/// ```
/// let hand: tehai::Hand = "123456789m1122z".parse().unwrap();
/// // 2p: nothing held from 1p to 4p.
/// assert_eq!(tehai_testkit::inert_kind(&hand.counts()), Some(10));
/// ```
pub fn inert_kind(counts: &[u8; 34]) -> Option<usize> {
    (0..3)
        .flat_map(|suit| (1..8usize).map(move |rank| (suit, rank)))
        .find_map(|(suit, rank)| {
            let near = rank.saturating_sub(2)..=(rank + 2).min(8);
            near.into_iter()
                .all(|r| counts[9 * suit + r] == 0)
                .then_some(9 * suit + rank)
        })
}

/// All four copies of the hand's [`inert_kind`] as a seen set: with it,
/// `Context::default().with_seen(..)` is a table that is not the plain one
/// and gives the plain answers but for the seen kind itself.
///
/// ```
/// let hand: tehai::Hand = "123456789m1122z".parse().unwrap();
/// let seen = tehai_testkit::inert_seen(&hand.counts()).unwrap();
/// assert_eq!(seen.to_string(), "2222p");
/// ```
pub fn inert_seen(counts: &[u8; 34]) -> Option<tehai::TileCounts> {
    let mut seen = [0u8; 34];
    seen[inert_kind(counts)?] = 4;
    Some(tehai::TileCounts::from_counts(&seen).expect("four copies of one kind"))
}
