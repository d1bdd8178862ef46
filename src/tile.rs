//! Tiles and suits.
//!
//! A riichi set has 34 tile kinds, four copies each. tehai numbers the kinds
//! `0..34`: `0..9` are 1m..9m (manzu, characters), `9..18` are 1p..9p (pinzu,
//! dots), `18..27` are 1s..9s (souzu, bamboo) and `27..34` are 1z..7z (jihai,
//! honors: East, South, West, North, White, Green, Red).

use core::fmt;

use crate::array_vec::Filler;

/// One of the four suits of a hand. Honors (jihai) count as a suit of seven
/// ranks that only form triplets and pairs.
///
/// ```
/// use tehai::Suit;
/// assert_eq!(Suit::Pin.letter(), 'p');
/// assert!(Suit::Honor.is_honor());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Suit {
    /// Manzu (characters), notation letter `m`.
    Man = 0,
    /// Pinzu (dots), notation letter `p`.
    Pin = 1,
    /// Souzu (bamboo), notation letter `s`.
    Sou = 2,
    /// Jihai (honors: winds and dragons), notation letter `z`.
    Honor = 3,
}

impl Suit {
    /// The suits in notation order: m, p, s, z.
    ///
    /// ```
    /// assert_eq!(tehai::Suit::ALL.len(), 4);
    /// ```
    pub const ALL: [Suit; 4] = [Suit::Man, Suit::Pin, Suit::Sou, Suit::Honor];

    /// The suit at position `index` of [`Suit::ALL`], or `None` for `index >= 4`.
    ///
    /// ```
    /// assert_eq!(tehai::Suit::from_index(2), Some(tehai::Suit::Sou));
    /// assert_eq!(tehai::Suit::from_index(4), None);
    /// ```
    pub const fn from_index(index: usize) -> Option<Suit> {
        match index {
            0 => Some(Suit::Man),
            1 => Some(Suit::Pin),
            2 => Some(Suit::Sou),
            3 => Some(Suit::Honor),
            _ => None,
        }
    }

    /// The suit of an index the caller knows is below 4. Reduced modulo 4
    /// so that even a wrong index names a suit.
    pub(crate) const fn of_index(index: usize) -> Suit {
        match index % 4 {
            0 => Suit::Man,
            1 => Suit::Pin,
            2 => Suit::Sou,
            _ => Suit::Honor,
        }
    }

    /// Position in [`Suit::ALL`] (0 for m … 3 for z).
    ///
    /// ```
    /// assert_eq!(tehai::Suit::Honor.index(), 3);
    /// ```
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The notation letter: `m`, `p`, `s` or `z`.
    ///
    /// ```
    /// assert_eq!(tehai::Suit::Man.letter(), 'm');
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Suit::Man => 'm',
            Suit::Pin => 'p',
            Suit::Sou => 's',
            Suit::Honor => 'z',
        }
    }

    /// The suit named by a notation letter.
    ///
    /// ```
    /// assert_eq!(tehai::Suit::from_letter('z'), Some(tehai::Suit::Honor));
    /// assert_eq!(tehai::Suit::from_letter('x'), None);
    /// ```
    pub const fn from_letter(letter: char) -> Option<Suit> {
        match letter {
            'm' => Some(Suit::Man),
            'p' => Some(Suit::Pin),
            's' => Some(Suit::Sou),
            'z' => Some(Suit::Honor),
            _ => None,
        }
    }

    /// Number of ranks: 9 for number suits, 7 for honors.
    ///
    /// ```
    /// assert_eq!(tehai::Suit::Sou.rank_count(), 9);
    /// assert_eq!(tehai::Suit::Honor.rank_count(), 7);
    /// ```
    pub const fn rank_count(self) -> u8 {
        if self.is_honor() { 7 } else { 9 }
    }

    /// `true` for the honor suit, which forms no sequences.
    ///
    /// ```
    /// assert!(!tehai::Suit::Man.is_honor());
    /// ```
    pub const fn is_honor(self) -> bool {
        matches!(self, Suit::Honor)
    }
}

/// One of the 34 tile kinds (hai), stored as its index `0..34`.
///
/// ```
/// use tehai::{Suit, Tile};
/// let five_pin = Tile::from_suit_rank(Suit::Pin, 4).unwrap();
/// assert_eq!(five_pin.index(), 13);
/// assert_eq!(five_pin.to_string(), "5p");
/// assert_eq!(Tile::new(34), None);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tile(u8);

impl Tile {
    /// Number of tile kinds.
    ///
    /// ```
    /// assert_eq!(tehai::Tile::KINDS, 34);
    /// ```
    pub const KINDS: usize = 34;

    /// The tile kind with this index, or `None` when `index >= 34`.
    ///
    /// ```
    /// assert_eq!(tehai::Tile::new(27).unwrap().to_string(), "1z");
    /// ```
    pub const fn new(index: u8) -> Option<Tile> {
        if (index as usize) < Self::KINDS {
            Some(Tile(index))
        } else {
            None
        }
    }

    /// The tile kind of an index the caller knows is below 34 (a position
    /// in a 34-entry array). Reduced modulo 34 so that even a wrong index
    /// never makes an invalid tile.
    pub(crate) const fn of_index(index: usize) -> Tile {
        Tile((index % Self::KINDS) as u8)
    }

    /// The tile of `suit` at 0-based `rank` (0 = the "1" tile), or `None` when
    /// the rank does not exist in that suit.
    ///
    /// ```
    /// use tehai::{Suit, Tile};
    /// assert_eq!(Tile::from_suit_rank(Suit::Honor, 6).unwrap().to_string(), "7z");
    /// assert_eq!(Tile::from_suit_rank(Suit::Honor, 7), None);
    /// ```
    pub const fn from_suit_rank(suit: Suit, rank: u8) -> Option<Tile> {
        if rank < suit.rank_count() {
            Some(Tile(suit as u8 * 9 + rank))
        } else {
            None
        }
    }

    /// The index `0..34`.
    ///
    /// ```
    /// assert_eq!("9s".parse::<tehai::Tile>().unwrap().index(), 26);
    /// ```
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The suit of this tile.
    ///
    /// ```
    /// assert_eq!("3z".parse::<tehai::Tile>().unwrap().suit(), tehai::Suit::Honor);
    /// ```
    pub const fn suit(self) -> Suit {
        match self.0 / 9 {
            0 => Suit::Man,
            1 => Suit::Pin,
            2 => Suit::Sou,
            _ => Suit::Honor,
        }
    }

    /// The 0-based rank inside the suit (0 = the "1" tile).
    ///
    /// ```
    /// assert_eq!("7p".parse::<tehai::Tile>().unwrap().rank(), 6);
    /// ```
    pub const fn rank(self) -> u8 {
        self.0 % 9
    }

    /// `true` for terminals (1 and 9 of a number suit) and honors: the
    /// thirteen orphan (kokushi) kinds.
    ///
    /// ```
    /// assert!("9m".parse::<tehai::Tile>().unwrap().is_terminal_or_honor());
    /// assert!(!"5m".parse::<tehai::Tile>().unwrap().is_terminal_or_honor());
    /// ```
    pub const fn is_terminal_or_honor(self) -> bool {
        self.suit().is_honor() || self.rank() == 0 || self.rank() == 8
    }

    /// Every tile kind in index order.
    ///
    /// ```
    /// assert_eq!(tehai::Tile::all().count(), 34);
    /// ```
    pub fn all() -> impl Iterator<Item = Tile> + Clone {
        (0..Self::KINDS as u8).map(Tile)
    }

    /// The Unicode mahjong glyph for this tile (U+1F000 block).
    ///
    /// ```
    /// assert_eq!("1m".parse::<tehai::Tile>().unwrap().glyph(), '\u{1F007}');
    /// assert_eq!("7z".parse::<tehai::Tile>().unwrap().glyph(), '\u{1F004}');
    /// ```
    pub const fn glyph(self) -> char {
        let rank = self.rank() as u32;
        let code = match self.suit() {
            Suit::Man => 0x1F007 + rank,
            Suit::Sou => 0x1F010 + rank,
            Suit::Pin => 0x1F019 + rank,
            // East South West North are U+1F000..=1F003; the dragons run
            // Red, Green, White from U+1F004, the reverse of 5z 6z 7z.
            Suit::Honor => match rank {
                0..=3 => 0x1F000 + rank,
                4 => 0x1F006,
                5 => 0x1F005,
                _ => 0x1F004,
            },
        };
        match char::from_u32(code) {
            Some(c) => c,
            None => '?',
        }
    }
}

impl Filler for Tile {
    /// `1m`, the tile with index 0: any tile would do.
    const FILLER: Tile = Tile(0);
}

impl fmt::Debug for Tile {
    /// The tile in notation (`1z`), as `Display` writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank() + 1, self.suit().letter())
    }
}
