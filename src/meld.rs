//! Declared melds (fuuro): chi, pon and the three kinds of kan, and the check
//! of a concealed hand against them.
//!
//! The hand analyses never need the declared melds to find a hand's shape (a
//! hand of `3N + 2` concealed tiles implies `4 − N` of them), but scoring
//! does (an open hand scores less, a kan adds fu), and so do the tile counts:
//! a kind whose four copies sit in the hand and the melds cannot be drawn.

use core::fmt;
use core::str::FromStr;

use crate::error::{Error, Question};
use crate::hand::{Hand, MAX_CONCEALED_TILES, MAX_COPIES};
use crate::notation::{ParsedHand, ParsedTile};
use crate::tile::{Suit, Tile};

/// Most melds a hand can declare.
pub const MAX_DECLARED_MELDS: usize = 4;

/// How a meld was declared.
///
/// ```
/// use tehai::meld::MeldKind;
/// assert!(MeldKind::ClosedKan.is_kan());
/// assert!(!MeldKind::ClosedKan.is_open());
/// assert_eq!(MeldKind::AddedKan.name(), "shouminkan");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum MeldKind {
    /// A sequence called from the player on the left (chii).
    Chi = 0,
    /// A triplet called from any player (pon).
    Pon = 1,
    /// A quad called from a discard (daiminkan, an open kan).
    OpenKan = 2,
    /// A pon upgraded with the fourth tile drawn (shouminkan, an added kan);
    /// open, as the pon was.
    AddedKan = 3,
    /// Four drawn copies declared (ankan, a closed kan): the hand stays closed.
    ClosedKan = 4,
}

impl MeldKind {
    /// Every kind, in declaration order of the enum.
    ///
    /// ```
    /// assert_eq!(tehai::meld::MeldKind::ALL.len(), 5);
    /// ```
    pub const ALL: [MeldKind; 5] = [
        MeldKind::Chi,
        MeldKind::Pon,
        MeldKind::OpenKan,
        MeldKind::AddedKan,
        MeldKind::ClosedKan,
    ];

    /// `true` for the kans (four tiles).
    ///
    /// ```
    /// assert!(tehai::meld::MeldKind::OpenKan.is_kan());
    /// assert!(!tehai::meld::MeldKind::Pon.is_kan());
    /// ```
    pub const fn is_kan(self) -> bool {
        matches!(
            self,
            MeldKind::OpenKan | MeldKind::AddedKan | MeldKind::ClosedKan
        )
    }

    /// `false` only for a closed kan, which keeps the hand closed.
    ///
    /// ```
    /// assert!(tehai::meld::MeldKind::Chi.is_open());
    /// ```
    pub const fn is_open(self) -> bool {
        !matches!(self, MeldKind::ClosedKan)
    }

    /// The name used in the notation: `chi`, `pon`, `kan`, `shouminkan`, `ankan`.
    ///
    /// ```
    /// assert_eq!(tehai::meld::MeldKind::OpenKan.name(), "kan");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            MeldKind::Chi => "chi",
            MeldKind::Pon => "pon",
            MeldKind::OpenKan => "kan",
            MeldKind::AddedKan => "shouminkan",
            MeldKind::ClosedKan => "ankan",
        }
    }

    /// The kind with the notation name `name` (also `chii`, `daiminkan`,
    /// `minkan`, `kakan`), or `None`.
    ///
    /// ```
    /// assert_eq!(tehai::meld::MeldKind::from_name("ankan"), Some(tehai::meld::MeldKind::ClosedKan));
    /// assert_eq!(tehai::meld::MeldKind::from_name("pong"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<MeldKind> {
        Some(match name {
            "chi" | "chii" => MeldKind::Chi,
            "pon" => MeldKind::Pon,
            "kan" | "daiminkan" | "minkan" => MeldKind::OpenKan,
            "shouminkan" | "kakan" => MeldKind::AddedKan,
            "ankan" => MeldKind::ClosedKan,
            _ => return None,
        })
    }

    /// The kind with the number `value` (its `#[repr(u8)]` value), or `None`.
    ///
    /// ```
    /// assert_eq!(tehai::meld::MeldKind::from_u8(4), Some(tehai::meld::MeldKind::ClosedKan));
    /// assert_eq!(tehai::meld::MeldKind::from_u8(5), None);
    /// ```
    pub const fn from_u8(value: u8) -> Option<MeldKind> {
        match value {
            0 => Some(MeldKind::Chi),
            1 => Some(MeldKind::Pon),
            2 => Some(MeldKind::OpenKan),
            3 => Some(MeldKind::AddedKan),
            4 => Some(MeldKind::ClosedKan),
            _ => None,
        }
    }
}

/// A declared meld: its kind, its tile (the lowest tile of a chi) and how
/// many of its tiles are red fives. Only real melds can be built: a chi stays
/// inside one number suit, red fives only sit in melds that hold fives.
///
/// Written `<kind> <tiles>` as in `pon 777z`, `chi 340m` (a red five),
/// `kan 1111s`, `shouminkan 9999p`, `ankan 2222z`.
///
/// ```
/// use tehai::Meld;
/// use tehai::meld::MeldKind;
/// let meld: Meld = "chi 340m".parse()?;
/// assert_eq!(meld.kind(), MeldKind::Chi);
/// assert_eq!(meld.tile().to_string(), "3m");
/// assert_eq!(meld.red_fives(), 1);
/// assert_eq!(meld.to_string(), "chi 340m");
/// assert_eq!(Meld::chi("8s".parse()?), None);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Meld {
    kind: MeldKind,
    tile: Tile,
    red_fives: u8,
}

impl Meld {
    /// A meld of `kind` named by `tile` (the lowest tile of a chi), without
    /// red fives; `None` for a chi that would leave its suit or use honors.
    ///
    /// ```
    /// use tehai::Meld;
    /// use tehai::meld::MeldKind;
    /// assert!(Meld::new(MeldKind::Pon, "1z".parse().unwrap()).is_some());
    /// assert!(Meld::new(MeldKind::Chi, "1z".parse().unwrap()).is_none());
    /// ```
    pub const fn new(kind: MeldKind, tile: Tile) -> Option<Meld> {
        if matches!(kind, MeldKind::Chi) && (tile.suit().is_honor() || tile.rank() > 6) {
            return None;
        }
        Some(Meld {
            kind,
            tile,
            red_fives: 0,
        })
    }

    /// A chi starting at `first`, or `None` if it would leave its suit.
    ///
    /// ```
    /// assert_eq!(tehai::Meld::chi("7p".parse().unwrap()).unwrap().to_string(), "chi 789p");
    /// ```
    pub const fn chi(first: Tile) -> Option<Meld> {
        Meld::new(MeldKind::Chi, first)
    }

    /// A pon of `tile`.
    ///
    /// ```
    /// assert_eq!(tehai::Meld::pon("7z".parse().unwrap()).to_string(), "pon 777z");
    /// ```
    pub const fn pon(tile: Tile) -> Meld {
        Meld {
            kind: MeldKind::Pon,
            tile,
            red_fives: 0,
        }
    }

    /// A kan of `tile` of the given kind (`kind` must be a kan; a chi or pon
    /// kind gives `None`).
    ///
    /// ```
    /// use tehai::Meld;
    /// use tehai::meld::MeldKind;
    /// let kan = Meld::kan(MeldKind::ClosedKan, "2z".parse().unwrap()).unwrap();
    /// assert_eq!(kan.to_string(), "ankan 2222z");
    /// assert!(Meld::kan(MeldKind::Pon, "2z".parse().unwrap()).is_none());
    /// ```
    pub const fn kan(kind: MeldKind, tile: Tile) -> Option<Meld> {
        if kind.is_kan() {
            Meld::new(kind, tile)
        } else {
            None
        }
    }

    /// The same meld with `count` of its fives red; `None` if it does not
    /// hold that many fives (a chi holds at most one, a pon three, a kan four)
    /// or `count` is above 2.
    ///
    /// ```
    /// let pon = tehai::Meld::pon("5p".parse().unwrap());
    /// assert_eq!(pon.with_red_fives(1).unwrap().to_string(), "pon 055p");
    /// assert!(tehai::Meld::pon("4p".parse().unwrap()).with_red_fives(1).is_none());
    /// ```
    pub const fn with_red_fives(self, count: u8) -> Option<Meld> {
        if count > MAX_RED_FIVES_PER_SUIT || count > self.fives() {
            return None;
        }
        Some(Meld {
            red_fives: count,
            ..self
        })
    }

    /// The meld's tiles in canonical order, red fives first among its
    /// fives.
    ///
    /// ```
    /// let chi: tehai::Meld = "chi 406p".parse()?;
    /// let tiles: Vec<String> = chi.tiles().map(|tile| tile.to_string()).collect();
    /// assert_eq!(tiles, ["4p", "0p", "6p"]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn tiles(self) -> impl Iterator<Item = ParsedTile> + Clone {
        let chi = matches!(self.kind, MeldKind::Chi);
        let index = self.tile.index();
        (0..self.tile_count() as usize).filter_map(move |position| {
            let index = if chi { index + position } else { index };
            let tile = Tile::of_index(index);
            let red = self.red_fives > 0 && tile.rank() == 4 && {
                // The red fives are the first fives: position 0 of a
                // chi's one five, the first `red_fives` of a set.
                chi || position < usize::from(self.red_fives)
            };
            ParsedTile::new(tile, red)
        })
    }

    /// How many fives the meld holds.
    const fn fives(self) -> u8 {
        if self.tile.suit().is_honor() {
            return 0;
        }
        let rank = self.tile.rank();
        match self.kind {
            MeldKind::Chi => (rank >= 2 && rank <= 4) as u8,
            MeldKind::Pon => 3 * (rank == 4) as u8,
            MeldKind::OpenKan | MeldKind::AddedKan | MeldKind::ClosedKan => 4 * (rank == 4) as u8,
        }
    }

    /// How the meld was declared.
    ///
    /// ```
    /// assert_eq!(tehai::Meld::pon("1m".parse().unwrap()).kind(), tehai::meld::MeldKind::Pon);
    /// ```
    pub const fn kind(self) -> MeldKind {
        self.kind
    }

    /// The meld's kind of tile; for a chi its lowest tile.
    ///
    /// ```
    /// let chi: tehai::Meld = "chi 456s".parse().unwrap();
    /// assert_eq!(chi.tile().to_string(), "4s");
    /// ```
    pub const fn tile(self) -> Tile {
        self.tile
    }

    /// Red fives among the meld's tiles.
    ///
    /// ```
    /// let kan: tehai::Meld = "kan 0055p".parse().unwrap();
    /// assert_eq!(kan.red_fives(), 2);
    /// ```
    pub const fn red_fives(self) -> u8 {
        self.red_fives
    }

    /// Tiles in the meld: 3, or 4 for a kan.
    ///
    /// ```
    /// assert_eq!("ankan 1111z".parse::<tehai::Meld>().unwrap().tile_count(), 4);
    /// ```
    pub const fn tile_count(self) -> u32 {
        if self.kind.is_kan() { 4 } else { 3 }
    }

    /// `true` unless the meld is a closed kan.
    ///
    /// ```
    /// assert!(!"ankan 1111z".parse::<tehai::Meld>().unwrap().is_open());
    /// ```
    pub const fn is_open(self) -> bool {
        self.kind.is_open()
    }

    /// How many copies of `tile` the meld holds.
    ///
    /// ```
    /// let chi: tehai::Meld = "chi 345m".parse().unwrap();
    /// assert_eq!(chi.count("4m".parse().unwrap()), 1);
    /// assert_eq!(chi.count("6m".parse().unwrap()), 0);
    /// ```
    pub const fn count(self, tile: Tile) -> u8 {
        let (first, index) = (self.tile.index(), tile.index());
        match self.kind {
            MeldKind::Chi => (index >= first && index <= first + 2) as u8,
            MeldKind::Pon => 3 * (index == first) as u8,
            MeldKind::OpenKan | MeldKind::AddedKan | MeldKind::ClosedKan => {
                4 * (index == first) as u8
            }
        }
    }
}

/// Most red fives of one suit in any common rule set.
const MAX_RED_FIVES_PER_SUIT: u8 = 2;

impl fmt::Debug for Meld {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Meld({self})")
    }
}

impl fmt::Display for Meld {
    /// `<kind> <tiles>`, red fives written `0` before the plain fives.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.kind.name())?;
        let digit = self.tile.rank() + 1;
        let mut red = self.red_fives;
        let mut write_digit = |f: &mut fmt::Formatter<'_>, digit: u8| {
            if digit == 5 && red > 0 {
                red -= 1;
                write!(f, "0")
            } else {
                write!(f, "{digit}")
            }
        };
        match self.kind {
            MeldKind::Chi => {
                for offset in 0..3 {
                    write_digit(f, digit + offset)?;
                }
            }
            _ => {
                for _ in 0..self.tile_count() {
                    write_digit(f, digit)?;
                }
            }
        }
        write!(f, "{}", self.tile.suit().letter())
    }
}

impl FromStr for Meld {
    type Err = Error;

    /// Reads `<kind> <tiles>`: `pon 777z`, `chi 340m`, `kan 1111s`,
    /// `shouminkan 9999p`, `ankan 2222z`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut words = text.split_whitespace();
        let (Some(kind), Some(tiles), None) = (words.next(), words.next(), words.next()) else {
            return Err(Error::MeldFormat);
        };
        let kind = MeldKind::from_name(kind).ok_or(Error::UnknownMeldKind)?;
        Meld::from_parsed(kind, &tiles.parse()?)
    }
}

impl Meld {
    /// The meld of `kind` made of exactly the tiles of `parsed`, keeping
    /// its red fives; [`Error::NotAMeld`] when they do not make it.
    ///
    /// ```
    /// use tehai::Meld;
    /// use tehai::meld::MeldKind;
    /// let pon = Meld::from_parsed(MeldKind::Pon, &"505p".parse()?)?;
    /// assert_eq!(pon.to_string(), "pon 055p");
    /// assert!(Meld::from_parsed(MeldKind::Chi, &"135p".parse()?).is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_parsed(kind: MeldKind, parsed: &ParsedHand) -> Result<Meld, Error> {
        let hand = parsed.hand;
        let first = hand.tiles().next().ok_or(Error::NotAMeld)?;
        let meld = Meld::new(kind, first).ok_or(Error::NotAMeld)?;
        if hand.tile_count() != meld.tile_count()
            || Tile::all().any(|t| hand.count(t) != meld.count(t))
        {
            return Err(Error::NotAMeld);
        }
        let suit = first.suit();
        let red = match suit {
            Suit::Honor => 0,
            _ => parsed.red_fives.get(suit.index()).copied().unwrap_or(0),
        };
        meld.with_red_fives(red).ok_or(Error::NotAMeld)
    }
}

/// Checks declared melds against a concealed hand: at most four melds, no
/// kind more than four times in hand and melds together, and at most
/// `14 − 3 × melds` concealed tiles. (Every [`Meld`] is a real meld by
/// construction.)
///
/// ```
/// use tehai::Meld;
/// use tehai::meld::check_declared_melds;
/// let hand: tehai::Hand = "123m456p11z".parse()?;
/// let melds: [Meld; 2] = ["pon 777z".parse()?, "ankan 9999s".parse()?];
/// assert!(check_declared_melds(&hand, &melds).is_ok());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_declared_melds(hand: &Hand, melds: &[Meld]) -> Result<(), Error> {
    check_melds_for(hand, melds, Question::Melds)
}

/// [`check_declared_melds`] for a question: a hand with more concealed
/// tiles than the melds leave room for reports that question.
pub(crate) fn check_melds_for(
    hand: &Hand,
    melds: &[Meld],
    question: Question,
) -> Result<(), Error> {
    if melds.len() > MAX_DECLARED_MELDS {
        return Err(Error::TooManyMelds {
            count: u32::try_from(melds.len()).unwrap_or(u32::MAX),
        });
    }
    let tiles = hand.tile_count();
    if tiles + 3 * melds.len() as u32 > MAX_CONCEALED_TILES {
        return Err(Error::WrongTileCount {
            tiles,
            // At most four melds here.
            melds: melds.len() as u8,
            question,
        });
    }
    let mut counts = hand.counts();
    for meld in melds {
        for (index, count) in counts.iter_mut().enumerate() {
            let Some(tile) = Tile::new(index as u8) else {
                continue;
            };
            *count += meld.count(tile);
            if *count > MAX_COPIES {
                return Err(Error::TooManyCopies { tile });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::ToString;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    #[test]
    fn each_error() {
        let hand: Hand = "11z".parse().unwrap();
        let pon = Meld::pon(tile("1m"));
        assert_eq!(
            check_declared_melds(&hand, &[pon; 5]),
            Err(Error::TooManyMelds { count: 5 })
        );
        assert_eq!(
            check_declared_melds(&hand, &[Meld::pon(tile("1z"))]),
            Err(Error::TooManyCopies { tile: tile("1z") })
        );
        let big: Hand = "123456789m12345p".parse().unwrap();
        assert_eq!(
            check_declared_melds(&big, &[pon]),
            Err(Error::WrongTileCount {
                tiles: 14,
                melds: 1,
                question: Question::Melds
            })
        );
        let kan = Meld::kan(MeldKind::OpenKan, tile("1m")).unwrap();
        assert_eq!(
            check_declared_melds(&hand, &[pon, kan]),
            Err(Error::TooManyCopies { tile: tile("1m") })
        );
        let chi = Meld::chi(tile("7m")).unwrap();
        let hand: Hand = "9999m".parse().unwrap();
        assert_eq!(
            check_declared_melds(&hand, &[chi]),
            Err(Error::TooManyCopies { tile: tile("9m") })
        );
        assert_eq!(
            check_declared_melds(&"999m1z".parse().unwrap(), &[chi]),
            Ok(())
        );
    }

    #[test]
    fn parse_and_print_every_kind() {
        for (text, kind, count) in [
            ("pon 777z", MeldKind::Pon, 3),
            ("chi 340m", MeldKind::Chi, 3),
            ("kan 1111s", MeldKind::OpenKan, 4),
            ("shouminkan 9999p", MeldKind::AddedKan, 4),
            ("ankan 2222z", MeldKind::ClosedKan, 4),
        ] {
            let meld: Meld = text.parse().unwrap();
            assert_eq!(meld.kind(), kind, "{text}");
            assert_eq!(meld.tile_count(), count, "{text}");
            assert_eq!(meld.is_open(), kind != MeldKind::ClosedKan);
        }
        let chi: Meld = "chi 340m".parse().unwrap();
        assert_eq!(chi.red_fives(), 1);
        assert_eq!(chi.to_string(), "chi 340m");
        assert_eq!(
            "ankan 0555p".parse::<Meld>().unwrap().to_string(),
            "ankan 0555p"
        );
    }

    #[test]
    fn parse_errors() {
        assert_eq!("pon".parse::<Meld>(), Err(Error::MeldFormat));
        assert_eq!("pon 111m 1".parse::<Meld>(), Err(Error::MeldFormat));
        assert_eq!("pong 111m".parse::<Meld>(), Err(Error::UnknownMeldKind));
        assert!(matches!(
            "pon 11x".parse::<Meld>(),
            Err(Error::UnknownCharacter { .. })
        ));
        for bad in [
            "pon 123m",
            "chi 111m",
            "chi 899m",
            "chi 123z",
            "kan 111m",
            "pon 1111m",
            "chi 135m",
        ] {
            assert_eq!(bad.parse::<Meld>(), Err(Error::NotAMeld), "{bad}");
        }
        assert_eq!(Meld::chi(tile("8m")), None);
        assert_eq!(Meld::chi(tile("1z")), None);
        assert_eq!(Meld::kan(MeldKind::Chi, tile("1m")), None);
        assert_eq!(Meld::pon(tile("4m")).with_red_fives(1), None);
        assert_eq!(Meld::pon(tile("5m")).with_red_fives(3), None);
        assert_eq!(Meld::chi(tile("6m")).unwrap().with_red_fives(1), None);
        assert!(Meld::chi(tile("3m")).unwrap().with_red_fives(1).is_some());
    }
}
