//! A set of tile kinds, one bit per kind: what waits, useful tiles and
//! discard tables answer with.

use core::fmt;

use crate::tile::{Suit, Tile};

/// A set of tile kinds: bit `i` of a `u64` stands for tile index `i`.
/// Written in MPSZ notation, each kind once (`14m7p`).
///
/// ```
/// use tehai::TileSet;
/// let mut set = TileSet::EMPTY;
/// set.insert("7p".parse().unwrap());
/// set.insert("1m".parse().unwrap());
/// assert_eq!(set.len(), 2);
/// assert_eq!(set.to_string(), "1m7p");
/// assert_eq!(set.bits(), 1 | 1 << 15);
/// ```
#[derive(Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileSet(pub(crate) u64);

impl fmt::Debug for TileSet {
    /// `TileSet(14m7p)`: the kinds in MPSZ notation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TileSet({self})")
    }
}

impl TileSet {
    /// The empty set.
    ///
    /// ```
    /// assert!(tehai::TileSet::EMPTY.is_empty());
    /// ```
    pub const EMPTY: TileSet = TileSet(0);

    /// Every one of the 34 kinds.
    ///
    /// ```
    /// assert_eq!(tehai::TileSet::ALL.len(), 34);
    /// ```
    pub const ALL: TileSet = TileSet((1 << 34) - 1);

    /// The set with these bits, or `None` if a bit above 33 is set.
    ///
    /// ```
    /// assert!(tehai::TileSet::from_bits(1 << 33).is_some());
    /// assert!(tehai::TileSet::from_bits(1 << 34).is_none());
    /// ```
    pub const fn from_bits(bits: u64) -> Option<TileSet> {
        if bits >> 34 == 0 {
            Some(TileSet(bits))
        } else {
            None
        }
    }

    /// The bits: bit `i` set when tile index `i` is in the set.
    ///
    /// ```
    /// assert_eq!(tehai::TileSet::EMPTY.bits(), 0);
    /// ```
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// `true` if `tile` is in the set.
    ///
    /// ```
    /// let set = tehai::TileSet::ALL;
    /// assert!(set.contains("5z".parse().unwrap()));
    /// ```
    pub const fn contains(self, tile: Tile) -> bool {
        self.0 >> tile.index() & 1 != 0
    }

    /// Adds `tile`.
    ///
    /// ```
    /// let mut set = tehai::TileSet::EMPTY;
    /// set.insert("1z".parse().unwrap());
    /// assert_eq!(set.len(), 1);
    /// ```
    pub fn insert(&mut self, tile: Tile) {
        self.0 |= 1 << tile.index();
    }

    /// Number of kinds in the set.
    ///
    /// ```
    /// assert_eq!(tehai::TileSet::EMPTY.len(), 0);
    /// ```
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// `true` if the set holds no kind.
    ///
    /// ```
    /// assert!(!tehai::TileSet::ALL.is_empty());
    /// ```
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The union of two sets.
    ///
    /// ```
    /// use tehai::TileSet;
    /// assert_eq!(TileSet::EMPTY.union(TileSet::ALL), TileSet::ALL);
    /// ```
    pub const fn union(self, other: TileSet) -> TileSet {
        TileSet(self.0 | other.0)
    }

    /// The kinds in index order.
    ///
    /// ```
    /// let set = tehai::TileSet::from_bits(0b101).unwrap();
    /// let tiles: Vec<String> = set.iter().map(|t| t.to_string()).collect();
    /// assert_eq!(tiles, ["1m", "3m"]);
    /// ```
    pub fn iter(self) -> impl Iterator<Item = Tile> + Clone {
        let mut rest = self.0;
        core::iter::from_fn(move || {
            if rest == 0 {
                return None;
            }
            let index = rest.trailing_zeros();
            rest &= rest - 1;
            Tile::new(index as u8)
        })
    }

    /// The kinds in both sets.
    ///
    /// ```
    /// use tehai::TileSet;
    /// let a = TileSet::from_bits(0b011).unwrap();
    /// let b = TileSet::from_bits(0b110).unwrap();
    /// assert_eq!(a.intersection(b).bits(), 0b010);
    /// ```
    pub const fn intersection(self, other: TileSet) -> TileSet {
        TileSet(self.0 & other.0)
    }

    /// The kinds of `self` not in `other`.
    ///
    /// ```
    /// use tehai::TileSet;
    /// let a = TileSet::from_bits(0b011).unwrap();
    /// let b = TileSet::from_bits(0b110).unwrap();
    /// assert_eq!(a.difference(b).bits(), 0b001);
    /// ```
    pub const fn difference(self, other: TileSet) -> TileSet {
        TileSet(self.0 & !other.0)
    }

    /// Places a per-suit rank mask (bit `r` = rank `r`) into the set.
    pub(crate) fn with_suit_ranks(self, suit: usize, ranks: u16) -> TileSet {
        TileSet(self.0 | u64::from(ranks) << (9 * suit))
    }
}

impl fmt::Display for TileSet {
    /// MPSZ notation, each kind once; the empty set writes nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Built in a buffer and written once (34 kinds and 4 letters fit).
        let mut text = [0u8; 40];
        let mut len = 0;
        for suit in Suit::ALL {
            let mut any = false;
            for tile in self.iter().filter(|tile| tile.suit() == suit) {
                if let Some(slot) = text.get_mut(len) {
                    *slot = b'1' + tile.rank();
                    len += 1;
                }
                any = true;
            }
            if let (true, Some(slot)) = (any, text.get_mut(len)) {
                *slot = suit.letter() as u8;
                len += 1;
            }
        }
        match text.get(..len).map(core::str::from_utf8) {
            Some(Ok(written)) => f.write_str(written),
            _ => Err(fmt::Error),
        }
    }
}
