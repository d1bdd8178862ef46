//! The seeded generator and the hands drawn with it.
//!
//! Every random hand of the tests and benches comes from [`Rng`], so a seed
//! names the same hands on every platform and in every crate that draws them.
//! Hands are 34 counts in tile-index order (1m..9m, 1p..9p, 1s..9s, 1z..7z).

use std::collections::BTreeSet;
use std::string::String;
use std::vec::Vec;

/// Every kind of tile, by index: the wall of four-player mahjong.
pub const ALL_KINDS: [usize; 34] = {
    let mut kinds = [0; 34];
    let mut index = 0;
    while index < 34 {
        kinds[index] = index;
        index += 1;
    }
    kinds
};

/// The kinds of three-player mahjong: every kind but 2m to 8m.
pub const THREE_PLAYER_KINDS: [usize; 27] = {
    let mut kinds = [0; 27];
    kinds[0] = 0;
    let mut index = 1;
    while index < 27 {
        kinds[index] = index + 7;
        index += 1;
    }
    kinds
};

/// The terminals and honors, the thirteen kinds of thirteen orphans.
pub const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

/// The kinds of one suit (0 = m, 1 = p, 2 = s: nine kinds; 3 = z: seven).
///
/// ```
/// assert_eq!(tehai_testkit::suit_kinds(1), (9..18).collect::<Vec<_>>());
/// assert_eq!(tehai_testkit::suit_kinds(3).len(), 7);
/// ```
pub fn suit_kinds(suit: usize) -> Vec<usize> {
    let ranks = if suit == 3 { 7 } else { 9 };
    (9 * suit..9 * suit + ranks).collect()
}

/// The number of tiles in a hand.
///
/// ```
/// let mut counts = [0u8; 34];
/// counts[5] = 3;
/// assert_eq!(tehai_testkit::tile_count(&counts), 3);
/// ```
pub fn tile_count(counts: &[u8; 34]) -> usize {
    counts.iter().map(|&count| usize::from(count)).sum()
}

/// SplitMix64: a small seeded generator, the same numbers on every platform
/// and with no dependency. The state is public so that a seed reads as
/// `Rng(seed)`.
///
/// ```
/// use tehai_testkit::Rng;
/// let (mut a, mut b) = (Rng(7), Rng(7));
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(34) < 34);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `bound` (by remainder: slightly uneven, which no test
    /// or bench here can notice, and kept so that every seed keeps its hands).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }

    /// One of `items`, each as likely.
    ///
    /// ```
    /// let mut rng = tehai_testkit::Rng(1);
    /// assert!([2, 3, 5].contains(&rng.pick(&[2, 3, 5])));
    /// ```
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len() as u64) as usize]
    }

    /// `length` characters, each one of the ASCII bytes of `alphabet`: text
    /// for a reader to choke on.
    ///
    /// ```
    /// let text = tehai_testkit::Rng(9).text(b"123m ", 6);
    /// assert_eq!(text.len(), 6);
    /// assert!(text.chars().all(|c| "123m ".contains(c)));
    /// ```
    pub fn text(&mut self, alphabet: &[u8], length: usize) -> String {
        (0..length)
            .map(|_| char::from(self.pick(alphabet)))
            .collect()
    }

    /// Draws kinds from `kinds` into `counts` until it holds `tiles` tiles;
    /// a kind already held `copies` times is drawn again. A wall of those
    /// kinds, `copies` of each, dealt into a hand.
    ///
    /// ```
    /// let mut rng = tehai_testkit::Rng(3);
    /// let mut counts = [0u8; 34];
    /// rng.fill(&mut counts, 10, &tehai_testkit::ORPHANS, 3);
    /// assert_eq!(tehai_testkit::tile_count(&counts), 10);
    /// assert!(counts.iter().all(|&count| count <= 3));
    /// ```
    pub fn fill(&mut self, counts: &mut [u8; 34], tiles: usize, kinds: &[usize], copies: u8) {
        let mut total = tile_count(counts);
        while total < tiles {
            let kind = self.pick(kinds);
            if counts[kind] < copies {
                counts[kind] += 1;
                total += 1;
            }
        }
    }

    /// `tiles` tiles dealt from a wall of `kinds`, four copies each.
    ///
    /// ```
    /// let mut rng = tehai_testkit::Rng(20);
    /// let counts = rng.deal(14, &tehai_testkit::suit_kinds(2));
    /// assert_eq!(counts[18..27].iter().sum::<u8>(), 14);
    /// ```
    pub fn deal(&mut self, tiles: usize, kinds: &[usize]) -> [u8; 34] {
        let mut counts = [0u8; 34];
        self.fill(&mut counts, tiles, kinds, 4);
        counts
    }

    /// `tiles` tiles dealt from the whole 136-tile wall.
    ///
    /// ```
    /// let counts = tehai_testkit::Rng(16).wall_hand(14);
    /// assert_eq!(tehai_testkit::tile_count(&counts), 14);
    /// ```
    pub fn wall_hand(&mut self, tiles: usize) -> [u8; 34] {
        self.deal(tiles, &ALL_KINDS)
    }

    /// A complete hand: `melds` melds, each a sequence or a triplet as
    /// likely (a sequence in a random number suit at a random start, a
    /// triplet of any kind), then a pair of any kind if `with_pair`; drawn
    /// again whole until no kind is held more than four times.
    ///
    /// ```
    /// let counts = tehai_testkit::Rng(1).complete_hand(4, true);
    /// assert_eq!(tehai_testkit::tile_count(&counts), 14);
    /// assert!(tehai_testkit::reference::is_regular_win(&counts));
    /// ```
    pub fn complete_hand(&mut self, melds: usize, with_pair: bool) -> [u8; 34] {
        loop {
            let mut counts = [0u8; 34];
            for _ in 0..melds {
                if self.below(2) == 0 {
                    let suit = self.below(3) as usize;
                    let start = suit * 9 + self.below(7) as usize;
                    for count in &mut counts[start..start + 3] {
                        *count += 1;
                    }
                } else {
                    counts[self.below(34) as usize] += 3;
                }
            }
            if with_pair {
                counts[self.below(34) as usize] += 2;
            }
            if counts.iter().all(|&count| count <= 4) {
                return counts;
            }
        }
    }

    /// Takes random tiles out of `counts` until it holds `tiles` tiles,
    /// each taken from a held kind, every held kind as likely.
    ///
    /// ```
    /// let mut rng = tehai_testkit::Rng(40);
    /// let mut counts = rng.complete_hand(4, true);
    /// rng.trim(&mut counts, 13);
    /// assert_eq!(tehai_testkit::tile_count(&counts), 13);
    /// ```
    pub fn trim(&mut self, counts: &mut [u8; 34], tiles: usize) {
        let mut total = tile_count(counts);
        while total > tiles {
            let kind = self.below(34) as usize;
            if counts[kind] > 0 {
                counts[kind] -= 1;
                total -= 1;
            }
        }
    }

    /// Takes one random tile out of `counts` (see [`Rng::trim`]); a hand
    /// without tiles is left as it is.
    pub fn remove_one(&mut self, counts: &mut [u8; 34]) {
        let total = tile_count(counts);
        self.trim(counts, total.saturating_sub(1));
    }

    /// Adds one random tile of any kind still short of four copies (see
    /// [`Rng::fill`]).
    pub fn add_one(&mut self, counts: &mut [u8; 34]) {
        let total = tile_count(counts);
        self.fill(counts, total + 1, &ALL_KINDS, 4);
    }

    /// `n` distinct kinds out of `kinds` (at least `n` of them), in index
    /// order: the first `n` different ones drawn.
    ///
    /// ```
    /// let kinds = tehai_testkit::Rng(50).distinct(7, &tehai_testkit::ALL_KINDS);
    /// assert_eq!(kinds.len(), 7);
    /// assert!(kinds.windows(2).all(|pair| pair[0] < pair[1]));
    /// ```
    pub fn distinct(&mut self, n: usize, kinds: &[usize]) -> Vec<usize> {
        self.distinct_by(n, |rng| rng.pick(kinds))
    }

    /// `n` distinct kinds, each drawn by `draw` (which must be able to give
    /// `n` different ones), in index order.
    pub fn distinct_by(&mut self, n: usize, mut draw: impl FnMut(&mut Rng) -> usize) -> Vec<usize> {
        let mut chosen = BTreeSet::new();
        while chosen.len() < n {
            chosen.insert(draw(self));
        }
        chosen.into_iter().collect()
    }

    /// Seven pairs: seven distinct kinds out of `kinds`, twice each.
    ///
    /// ```
    /// let counts = tehai_testkit::Rng(5).seven_pairs(&tehai_testkit::ALL_KINDS);
    /// assert!(tehai_testkit::reference::is_seven_pairs(&counts));
    /// ```
    pub fn seven_pairs(&mut self, kinds: &[usize]) -> [u8; 34] {
        self.seven_pairs_by(|rng| rng.pick(kinds))
    }

    /// Seven pairs of distinct kinds drawn by `draw`, twice each.
    ///
    /// ```
    /// // m and p only, the suit drawn after the rank.
    /// let counts = tehai_testkit::Rng(5)
    ///     .seven_pairs_by(|rng| rng.below(9) as usize + 9 * rng.below(2) as usize);
    /// assert!(counts[18..].iter().all(|&count| count == 0));
    /// ```
    pub fn seven_pairs_by(&mut self, draw: impl FnMut(&mut Rng) -> usize) -> [u8; 34] {
        let mut counts = [0u8; 34];
        for kind in self.distinct_by(7, draw) {
            counts[kind] = 2;
        }
        counts
    }

    /// Thirteen orphans: each orphan once and a random one of them twice.
    ///
    /// ```
    /// let counts = tehai_testkit::Rng(6).thirteen_orphans();
    /// assert!(tehai_testkit::reference::is_thirteen_orphans(&counts));
    /// ```
    pub fn thirteen_orphans(&mut self) -> [u8; 34] {
        let mut counts = [0u8; 34];
        for kind in ORPHANS {
            counts[kind] = 1;
        }
        counts[self.pick(&ORPHANS)] += 1;
        counts
    }

    /// `tiles` random tiles seen besides the hand `held` (discards, melds,
    /// indicators): never a fifth copy of a kind, counting both.
    ///
    /// ```
    /// let mut rng = tehai_testkit::Rng(50);
    /// let held = rng.wall_hand(13);
    /// let seen = rng.seen_besides(&held, 30);
    /// assert_eq!(tehai_testkit::tile_count(&seen), 30);
    /// assert!((0..34).all(|kind| held[kind] + seen[kind] <= 4));
    /// ```
    pub fn seen_besides(&mut self, held: &[u8; 34], tiles: usize) -> [u8; 34] {
        let mut out_of_wall = *held;
        self.fill(&mut out_of_wall, tile_count(held) + tiles, &ALL_KINDS, 4);
        std::array::from_fn(|kind| out_of_wall[kind] - held[kind])
    }
}
