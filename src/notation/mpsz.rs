//! MPSZ text: reading and writing hands and single tiles, and the
//! hand and tile types every notation reads into.

use core::fmt;
use core::str::FromStr;

use crate::error::Error;
use crate::hand::{Hand, MAX_CONCEALED_TILES, MAX_COPIES};
use crate::tile::{Suit, Tile};
use crate::tile_set::TileSet;

/// Most red fives of one suit in any common rule set (usually one each, some
/// rules have two red 5p).
const MAX_RED_FIVES: u8 = 2;

/// A hand read from notation, with the number of red fives kept apart.
///
/// ```
/// use tehai::notation::ParsedHand;
/// let parsed: ParsedHand = "50m55p".parse().unwrap();
/// assert_eq!(parsed.hand.to_string(), "55m55p");
/// assert_eq!(parsed.red_fives, [1, 0, 0]);
/// assert_eq!(parsed.to_string(), "05m55p");
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ParsedHand {
    /// The tiles, red fives counted as fives.
    pub hand: Hand,
    /// Red fives per number suit (m, p, s); never more than the fives held.
    pub red_fives: [u8; 3],
}

impl ParsedHand {
    /// A hand and its red fives, checked: `red_fives[suit]` may not exceed
    /// the fives the hand holds ([`Error::RedFivesNotInHand`]) nor two
    /// ([`Error::TooManyRedFives`]). [`From<Hand>`](#impl-From%3CHand%3E-for-ParsedHand)
    /// gives a hand without red fives.
    ///
    /// ```
    /// use tehai::notation::ParsedHand;
    /// let parsed = ParsedHand::new("55m123p".parse()?, [1, 0, 0])?;
    /// assert_eq!(parsed.to_string(), "05m123p");
    /// assert!(ParsedHand::new("55m123p".parse()?, [0, 1, 0]).is_err());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn new(hand: Hand, red_fives: [u8; 3]) -> Result<ParsedHand, Error> {
        for suit in [Suit::Man, Suit::Pin, Suit::Sou] {
            let red = red_fives.get(suit.index()).copied().unwrap_or(0);
            if red > MAX_RED_FIVES {
                return Err(Error::TooManyRedFives { suit });
            }
            if red > hand.suit(suit).count(4) {
                return Err(Error::RedFivesNotInHand { suit });
            }
        }
        Ok(ParsedHand { hand, red_fives })
    }

    /// The hand made of `tiles`, in any order: the reading every notation
    /// shares. The errors are MPSZ's: no tiles ([`Error::Empty`]), a kind
    /// more than four times, more than 14 tiles, more than two red fives of
    /// a suit.
    ///
    /// ```
    /// use tehai::notation::{ParsedHand, ParsedTile};
    /// let tiles = ["0p", "5p", "7z"].map(|text| text.parse::<ParsedTile>().unwrap());
    /// assert_eq!(ParsedHand::from_tiles(tiles)?.to_string(), "05p7z");
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn from_tiles(tiles: impl IntoIterator<Item = ParsedTile>) -> Result<ParsedHand, Error> {
        ParsedHand::try_from_tiles(tiles.into_iter().map(Ok))
    }

    /// [`ParsedHand::from_tiles`] over tiles still being read: the first
    /// error, of reading or of counting, in the order of the tiles.
    pub(crate) fn try_from_tiles(
        tiles: impl IntoIterator<Item = Result<ParsedTile, Error>>,
    ) -> Result<ParsedHand, Error> {
        let mut counts = [0u8; 34];
        let mut red_fives = [0u8; 3];
        let mut total = 0u32;
        for written in tiles {
            count_tile(&mut counts, &mut red_fives, &mut total, written?)?;
        }
        if total == 0 {
            return Err(Error::Empty);
        }
        let hand = Hand::from_counts(&counts)?;
        Ok(ParsedHand { hand, red_fives })
    }

    /// The hand's tiles in canonical order (index order, the red fives of a
    /// suit before its plain fives), as [`Display`](fmt::Display) writes them.
    ///
    /// ```
    /// let parsed: tehai::notation::ParsedHand = "55m0m".parse()?;
    /// let tiles: Vec<String> = parsed.tiles().map(|tile| tile.to_string()).collect();
    /// assert_eq!(tiles, ["0m", "5m", "5m"]);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn tiles(&self) -> impl Iterator<Item = ParsedTile> + '_ {
        let mut red_left = self.red_fives;
        self.hand.tiles().map(move |tile| {
            let red = match red_left.get_mut(tile.suit().index()) {
                Some(left) if tile.rank() == 4 && *left > 0 => {
                    *left -= 1;
                    true
                }
                _ => false,
            };
            ParsedTile { tile, red }
        })
    }
}

impl From<Hand> for ParsedHand {
    /// The hand without red fives.
    fn from(hand: Hand) -> ParsedHand {
        ParsedHand {
            hand,
            red_fives: [0; 3],
        }
    }
}

impl From<&Hand> for ParsedHand {
    /// The hand without red fives.
    fn from(hand: &Hand) -> ParsedHand {
        ParsedHand::from(*hand)
    }
}

impl From<&ParsedHand> for ParsedHand {
    /// A copy: lets functions that take `impl Into<ParsedHand>` take a
    /// reference too.
    fn from(parsed: &ParsedHand) -> ParsedHand {
        *parsed
    }
}

/// Counts one tile into `counts`, `red_fives` and `total`, checking each
/// limit as it is reached: four copies of a kind, 14 tiles, two red fives
/// of a suit.
fn count_tile(
    counts: &mut [u8; 34],
    red_fives: &mut [u8; 3],
    total: &mut u32,
    written: ParsedTile,
) -> Result<(), Error> {
    let tile = written.tile;
    let count = counts.get_mut(tile.index()).ok_or(Error::TooManyTiles)?;
    *count += 1;
    if *count > MAX_COPIES {
        return Err(Error::TooManyCopies { tile });
    }
    *total += 1;
    if *total > MAX_CONCEALED_TILES {
        return Err(Error::TooManyTiles);
    }
    if written.red {
        let suit = tile.suit();
        if let Some(red) = red_fives.get_mut(suit.index()) {
            *red += 1;
            if *red > MAX_RED_FIVES {
                return Err(Error::TooManyRedFives { suit });
            }
        }
    }
    Ok(())
}

/// One tile as written, with whether it is a red five: what a single tile
/// of MPSZ (`0m`), mjai (`5mr`) or a 136-tile id (`16`) says. The kind
/// alone is a [`Tile`]; red fives matter for scoring (aka dora) and for
/// writing a hand back as it was given.
///
/// ```
/// use tehai::notation::ParsedTile;
/// let red: ParsedTile = "0p".parse()?;
/// assert_eq!((red.tile().to_string(), red.is_red()), ("5p".to_string(), true));
/// assert_eq!(red.to_string(), "0p");
/// assert_eq!(ParsedTile::new("5z".parse()?, true), None); // only fives are red
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ParsedTile {
    tile: Tile,
    red: bool,
}

impl ParsedTile {
    /// `tile`, red or not; `None` for a red tile that is not a five of a
    /// number suit.
    ///
    /// ```
    /// use tehai::notation::ParsedTile;
    /// assert!(ParsedTile::new("5s".parse().unwrap(), true).is_some());
    /// assert!(ParsedTile::new("4s".parse().unwrap(), true).is_none());
    /// ```
    pub const fn new(tile: Tile, red: bool) -> Option<ParsedTile> {
        if red && (tile.suit().is_honor() || tile.rank() != 4) {
            return None;
        }
        Some(ParsedTile { tile, red })
    }

    /// The kind of tile (a red five is a five).
    ///
    /// ```
    /// let red: tehai::notation::ParsedTile = "0m".parse().unwrap();
    /// assert_eq!(red.tile().to_string(), "5m");
    /// ```
    pub const fn tile(self) -> Tile {
        self.tile
    }

    /// `true` for a red five.
    ///
    /// ```
    /// assert!("0s".parse::<tehai::notation::ParsedTile>().unwrap().is_red());
    /// ```
    pub const fn is_red(self) -> bool {
        self.red
    }
}

impl From<Tile> for ParsedTile {
    /// The tile, not red.
    fn from(tile: Tile) -> ParsedTile {
        ParsedTile { tile, red: false }
    }
}

impl From<ParsedTile> for Tile {
    /// The kind, red or not.
    fn from(written: ParsedTile) -> Tile {
        written.tile
    }
}

impl FromStr for ParsedTile {
    type Err = Error;

    /// Reads one tile in MPSZ: `5m`, `0p` (a red five), `7z`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let parsed: ParsedHand = text.parse()?;
        let mut tiles = parsed.tiles();
        match (tiles.next(), tiles.next()) {
            (Some(tile), None) => Ok(tile),
            _ => Err(Error::NotASingleTile),
        }
    }
}

impl fmt::Display for ParsedTile {
    /// MPSZ: `0m` for a red five, else the tile.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.red {
            write!(f, "0{}", self.tile.suit().letter())
        } else {
            write!(f, "{}", self.tile)
        }
    }
}

impl FromStr for TileSet {
    type Err = Error;

    /// Reads tile kinds in MPSZ (`14m25p`), as [`Display`](fmt::Display)
    /// writes a set: any number of kinds, a kind written twice is in the
    /// set once, a red five is a five, and the empty text is the empty set.
    ///
    /// ```
    /// use tehai::TileSet;
    /// let set: TileSet = "1235m1235p256789s7z".parse()?;
    /// assert_eq!(set.len(), 15);
    /// assert_eq!(set.to_string().parse::<TileSet>()?, set);
    /// assert_eq!("".parse::<TileSet>()?, TileSet::EMPTY);
    /// # Ok::<(), tehai::Error>(())
    /// ```
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut set = TileSet::EMPTY;
        for_each_tile(text, |tile, _| {
            set.insert(tile);
            Ok(())
        })?;
        Ok(set)
    }
}

impl FromStr for ParsedHand {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match read_valid(text.as_bytes()) {
            Some(parsed) => Ok(parsed),
            None => read_exactly(text),
        }
    }
}

/// The quick reading of valid notation: one pass over the bytes, counting
/// each group's tiles, with every limit checked once at the end by
/// [`Hand::from_counts`]. `None` for anything it does not read as a valid
/// hand (an error, or a character it does not know); [`read_exactly`] then
/// reads the text again and names the first problem, so that both give the
/// same answer for every text (the tests prove it).
///
/// Why: texts are read in loops (the command line's input, the C ABI,
/// every Python call given text), and decoding each character and checking
/// every limit at every tile made reading a hand cost more than answering
/// most questions about it.
#[inline]
fn read_valid(bytes: &[u8]) -> Option<ParsedHand> {
    // Digits are counted as they come, a 4-bit lane per digit (`0` to `9`)
    // of `group`; a suit letter adds the group's lanes to its suit's. A
    // group is added only while the total stays at most 14, so no lane of
    // a suit exceeds 14. (A longer group may wrap its own lanes, which are
    // then never read: hence the wrapping add.)
    let mut suits = [0u64; 4];
    let mut group = 0u64;
    let mut group_len = 0usize;
    let mut total = 0usize;
    for &byte in bytes {
        let digit = byte.wrapping_sub(b'0');
        if digit <= 9 {
            group = group.wrapping_add(1 << (4 * digit));
            group_len += 1;
            continue;
        }
        let suit = match byte.to_ascii_lowercase() {
            b'm' => 0,
            b'p' => 1,
            b's' => 2,
            b'z' => 3,
            // Spaces between groups; anything else is for the exact reading.
            _ if byte.is_ascii_whitespace() && group_len == 0 => continue,
            _ => return None,
        };
        total += group_len;
        if group_len == 0 || total > MAX_CONCEALED_TILES as usize {
            return None;
        }
        *suits.get_mut(suit)? += group;
        group = 0;
        group_len = 0;
    }
    // Honors have no red five (lane 0) and no 8 or 9.
    const NOT_HONORS: u64 = 0xff_0000_000f;
    if group_len != 0 || total == 0 || suits[3] & NOT_HONORS != 0 {
        return None;
    }
    let [man, pin, sou, honor] = suits;
    let red_fives = [man, pin, sou].map(|lanes| (lanes & 0xf) as u8);
    if red_fives.iter().any(|&red| red > MAX_RED_FIVES) {
        return None;
    }
    let hand = Hand::from_checked_suits([
        packed_suit(man)?,
        packed_suit(pin)?,
        packed_suit(sou)?,
        packed_suit(honor)?,
    ]);
    Some(ParsedHand { hand, red_fives })
}

/// One suit's digit lanes (4 bits a digit, `0` to `9`) as a packed suit
/// (3 bits a rank, `0` counted as a five); `None` when a rank is held more
/// than [`MAX_COPIES`] times. Each lane is at most 14.
#[inline(always)]
const fn packed_suit(lanes: u64) -> Option<u32> {
    // Red fives onto the fives: at most 14 a lane still.
    let lanes = (lanes & !0xf) + ((lanes & 0xf) << 20);
    // Bit 3 of a lane is set where it exceeds 4: by itself from 8 up, once
    // 3 is added from 5 up (a carry out of a lane comes only from 13 up,
    // itself flagged).
    const FOUR_PLUS_THREE: u64 = 0x33_3333_3333;
    if (lanes | (lanes + FOUR_PLUS_THREE)) & 0x88_8888_8888 != 0 {
        return None;
    }
    // Ranks 1 to 9 in 4-bit lanes, then narrowed to 3 bits: byte pairs,
    // then 16-bit quads, then the 32-bit halves.
    let ranks = lanes >> 4;
    let pairs = (ranks & 0x07_0707_0707) | (ranks >> 1 & 0x38_3838_3838);
    let quads = (pairs & 0x003f_003f_003f) | (pairs >> 2 & 0x0fc0_0fc0_0fc0);
    let halves = (quads & 0x0000_0fff_0000_0fff) | (quads >> 4 & 0x00ff_f000_00ff_f000);
    Some(((halves & 0x00ff_ffff) | (halves >> 8 & 0x0700_0000)) as u32)
}

/// A byte offset as an error reports it: past `u32::MAX`, `u32::MAX`.
fn offset_of(position: usize) -> u32 {
    u32::try_from(position).unwrap_or(u32::MAX)
}

/// Walks MPSZ text and calls `tile` with each tile written, in order, and
/// whether it was written as a red five (`0`). The first problem is the
/// error: one of the layout (an unknown character, a suit letter without
/// digits, digits without a letter, a space inside a group), a digit that
/// is no tile, or `tile`'s own error, at the tile where it arises. Spaces
/// may separate groups (`123m 456p`), never split one.
pub(crate) fn for_each_tile(
    text: &str,
    mut tile: impl FnMut(Tile, bool) -> Result<(), Error>,
) -> Result<(), Error> {
    let bytes = text.as_bytes();
    let mut group_start: Option<usize> = None;
    for (position, character) in text.char_indices() {
        if character.is_ascii_digit() {
            group_start.get_or_insert(position);
            continue;
        }
        if character.is_ascii_whitespace() {
            if let Some(position) = group_start {
                return Err(Error::DigitsWithoutSuit {
                    position: offset_of(position),
                });
            }
            continue;
        }
        let Some(suit) = Suit::from_letter(character.to_ascii_lowercase()) else {
            return Err(Error::UnknownCharacter {
                character,
                position: offset_of(position),
            });
        };
        let Some(start) = group_start.take() else {
            return Err(Error::SuitWithoutDigits {
                letter: character,
                position: offset_of(position),
            });
        };
        let digits = bytes.get(start..position).unwrap_or_default();
        for (offset, &digit) in digits.iter().enumerate() {
            let digit = digit.wrapping_sub(b'0');
            let is_red = digit == 0;
            let rank = if is_red { 4 } else { digit - 1 };
            match Tile::from_suit_rank(suit, rank) {
                Some(written) if !(is_red && suit.is_honor()) => tile(written, is_red)?,
                _ => {
                    return Err(Error::InvalidHonor {
                        digit,
                        position: offset_of(start + offset),
                    });
                }
            }
        }
    }
    match group_start {
        Some(position) => Err(Error::DigitsWithoutSuit {
            position: offset_of(position),
        }),
        None => Ok(()),
    }
}

/// Reads notation character by character, checking every limit at every
/// tile: the first problem in the text is the error. The reference for
/// [`read_valid`], and the reading of every text that one declines.
pub(crate) fn read_exactly(text: &str) -> Result<ParsedHand, Error> {
    let mut counts = [0u8; 34];
    let mut red_fives = [0u8; 3];
    let mut total = 0u32;
    for_each_tile(text, |tile, red| {
        count_tile(
            &mut counts,
            &mut red_fives,
            &mut total,
            ParsedTile { tile, red },
        )
    })?;
    if total == 0 {
        return Err(Error::Empty);
    }
    let hand = Hand::from_counts(&counts)?;
    Ok(ParsedHand { hand, red_fives })
}

impl FromStr for Hand {
    type Err = Error;

    /// Reads MPSZ notation; red fives count as fives.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        text.parse::<ParsedHand>().map(|parsed| parsed.hand)
    }
}

impl FromStr for Tile {
    type Err = Error;

    /// Reads one tile such as `5m`, `0p` (a red five) or `7z`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        // A winning tile, wind or indicator is almost always a digit and a
        // lower-case suit: read those directly. Everything else (red fives,
        // upper case, spaces, and every error with its exact cause) goes
        // through the hand reader below; a test proves the two equal on
        // every text of two bytes.
        if let &[digit @ b'1'..=b'9', letter] = text.as_bytes() {
            if let Some(tile) = Suit::from_letter(char::from(letter))
                .and_then(|suit| Tile::from_suit_rank(suit, digit - b'1'))
            {
                return Ok(tile);
            }
        }
        tile_by_reading_a_hand(text)
    }
}

/// [`Tile::from_str`] without its shortcut: one tile read as a hand.
fn tile_by_reading_a_hand(text: &str) -> Result<Tile, Error> {
    let hand: Hand = text.parse()?;
    if hand.tile_count() != 1 {
        return Err(Error::NotASingleTile);
    }
    Tile::all()
        .find(|&tile| hand.count(tile) == 1)
        .ok_or(Error::NotASingleTile)
}

/// Writes `hand` in canonical notation, with the first `red_fives[suit]` fives
/// of each number suit written as `0`, placed just before the plain fives.
fn write_canonical(f: &mut fmt::Formatter<'_>, hand: &Hand, red_fives: [u8; 3]) -> fmt::Result {
    // Built in a buffer and written once: a formatter call per digit is
    // most of the cost of writing a hand. A hand holds at most 14 tiles,
    // 18 bytes with the suit letters; the buffer has room to spare.
    let mut text = [0u8; 64];
    let mut len = 0;
    let mut put = |byte: u8| {
        if let Some(slot) = text.get_mut(len) {
            *slot = byte;
        }
        len += 1;
    };
    for suit in Suit::ALL {
        let packed = hand.suit(suit);
        if packed.tile_count() == 0 {
            continue;
        }
        let red = red_fives.get(suit.index()).copied().unwrap_or(0);
        for rank in 0..suit.rank_count() {
            let count = packed.count(rank);
            let red_here = if rank == 4 { red.min(count) } else { 0 };
            for copy in 0..count {
                let digit = if copy < red_here { 0 } else { rank + 1 };
                put(b'0' + digit);
            }
        }
        put(suit.letter() as u8);
    }
    match text.get(..len).map(core::str::from_utf8) {
        Some(Ok(written)) => f.write_str(written),
        _ => Err(fmt::Error),
    }
}

impl fmt::Display for Hand {
    /// Canonical MPSZ notation; the empty hand writes nothing.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_canonical(f, self, [0; 3])
    }
}

impl fmt::Display for ParsedHand {
    /// Canonical MPSZ notation keeping the red fives as `0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_canonical(f, &self.hand, self.red_fives)
    }
}

#[cfg(test)]
mod tests {
    /// The shortcut of `Tile::from_str` agrees with reading the text as a
    /// hand on every text of two bytes (and on the one-byte texts around it).
    #[test]
    fn tile_shortcut_equals_the_hand_reading_on_every_two_bytes() {
        let mut shortcuts = 0;
        for first in 0..=u8::MAX {
            for second in 0..=u8::MAX {
                let bytes = [first, second];
                let Ok(text) = core::str::from_utf8(&bytes) else {
                    continue;
                };
                let read: Result<Tile, _> = text.parse();
                assert_eq!(read, super::tile_by_reading_a_hand(text), "{text:?}");
                shortcuts += usize::from(read.is_ok());
            }
            if let Ok(text) = core::str::from_utf8(&[first]) {
                assert_eq!(text.parse::<Tile>(), super::tile_by_reading_a_hand(text));
            }
        }
        // 34 kinds, three red fives, and each with an upper-case suit.
        assert_eq!(shortcuts, 2 * (34 + 3));
    }

    use super::*;
    use std::string::ToString;

    #[test]
    fn round_trips_canonical_text() {
        for text in [
            "123m456p789s11122z",
            "19m19p19s1234567z",
            "11112222333344m",
            "1z",
        ] {
            let hand: Hand = text.parse().unwrap();
            assert_eq!(hand.to_string(), text);
        }
    }

    #[test]
    fn sorts_and_merges_groups() {
        let hand: Hand = "321m1m9p".parse().unwrap();
        assert_eq!(hand.to_string(), "1123m9p");
        let hand: Hand = "1z1m".parse().unwrap();
        assert_eq!(hand.to_string(), "1m1z");
    }

    #[test]
    fn red_five_counts_as_five() {
        let parsed: ParsedHand = "0m0p0s".parse().unwrap();
        assert_eq!(parsed.hand.to_string(), "5m5p5s");
        assert_eq!(parsed.red_fives, [1, 1, 1]);
        assert_eq!(parsed.to_string(), "0m0p0s");
        let mixed: ParsedHand = "4560m".parse().unwrap();
        assert_eq!(mixed.to_string(), "4056m");
    }

    #[test]
    fn each_error_variant() {
        let cases: [(&str, Error); 13] = [
            ("", Error::Empty),
            (
                "12x",
                Error::UnknownCharacter {
                    character: 'x',
                    position: 2,
                },
            ),
            ("1 m", Error::DigitsWithoutSuit { position: 0 }),
            (
                "12q",
                Error::UnknownCharacter {
                    character: 'q',
                    position: 2,
                },
            ),
            ("123m45", Error::DigitsWithoutSuit { position: 4 }),
            (
                "m",
                Error::SuitWithoutDigits {
                    letter: 'm',
                    position: 0,
                },
            ),
            (
                "123mm",
                Error::SuitWithoutDigits {
                    letter: 'm',
                    position: 4,
                },
            ),
            (
                "18z",
                Error::InvalidHonor {
                    digit: 8,
                    position: 1,
                },
            ),
            (
                "9z",
                Error::InvalidHonor {
                    digit: 9,
                    position: 0,
                },
            ),
            (
                "0z",
                Error::InvalidHonor {
                    digit: 0,
                    position: 0,
                },
            ),
            (
                "11111m",
                Error::TooManyCopies {
                    tile: Tile::new(0).unwrap(),
                },
            ),
            ("123456789m123456p", Error::TooManyTiles),
            (
                "000m",
                Error::TooManyRedFives {
                    suit: crate::tile::Suit::Man,
                },
            ),
        ];
        for (text, expected) in cases {
            assert_eq!(text.parse::<Hand>(), Err(expected), "{text:?}");
            assert!(!expected.to_string().is_empty());
        }
        assert_eq!("55m".parse::<Tile>(), Err(Error::NotASingleTile));
        assert_eq!(
            "55550m".parse::<Hand>(),
            Err(Error::TooManyCopies {
                tile: "5m".parse().unwrap()
            })
        );
    }

    #[test]
    fn spaces_between_groups_and_upper_case_suits() {
        let spaced: Hand = " 123m 456p\t789s 11122z ".parse().unwrap();
        assert_eq!(spaced.to_string(), "123m456p789s11122z");
        let upper: ParsedHand = "123M406P789S11122Z".parse().unwrap();
        assert_eq!(upper.to_string(), "123m406p789s11122z");
        assert_eq!(upper.red_fives, [0, 1, 0]);
        let two_red: ParsedHand = "00p".parse().unwrap();
        assert_eq!(two_red.red_fives, [0, 2, 0]);
        assert_eq!("   ".parse::<Hand>(), Err(Error::Empty), "only spaces");
    }

    #[test]
    fn unicode_input_is_an_unknown_character() {
        assert_eq!(
            "1m\u{1F000}".parse::<Hand>(),
            Err(Error::UnknownCharacter {
                character: '\u{1F000}',
                position: 2
            })
        );
    }

    /// The quick reading and the exact one on `text`: the quick one reads
    /// exactly the valid texts, as the exact one does, and `parse` always
    /// answers as the exact reading.
    fn check_readings(text: &str) {
        let exact = read_exactly(text);
        assert_eq!(read_valid(text.as_bytes()), exact.ok(), "{text:?}");
        assert_eq!(text.parse::<ParsedHand>(), exact, "{text:?}");
    }

    #[test]
    fn quick_reading_agrees_with_the_exact_one_on_random_texts() {
        // Mostly digits and suit letters, so that most texts are hands or
        // near misses; and everything the readings treat apart.
        const PIECES: [&str; 24] = [
            "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "1", "5", "9", "m", "p", "s", "z",
            "M", "Z", " ", "\t", "x", "\u{e9}", "\u{6771}",
        ];
        let mut random = tehai_testkit::Rng(0x5eed_2026_1124_0001);
        let mut text = std::string::String::new();
        for round in 0..400_000 {
            text.clear();
            let pieces = random.below(if round % 2 == 0 { 12 } else { 24 });
            for _ in 0..pieces {
                text.push_str(random.pick(&PIECES));
            }
            // Often close a last open group with a suit letter.
            if random.below(2) == 0 {
                text.push(random.pick(&['m', 'p', 's', 'z']));
            }
            check_readings(&text);
        }
    }

    #[test]
    fn quick_reading_agrees_on_every_suit_of_at_most_fourteen_tiles() {
        // Every count vector of one suit (at most four copies, at most 14
        // tiles), written in each suit, with a red five where one can be
        // and split by a space; and the same digits with a fifth copy or
        // one tile too many.
        let mut counts = [0u8; 9];
        let mut text = std::string::String::new();
        let mut checked = 0;
        for code in 0..5u32.pow(9) {
            let mut rest = code;
            for count in &mut counts {
                *count = (rest % 5) as u8;
                rest /= 5;
            }
            let total: u8 = counts.iter().sum();
            if total > 15 {
                continue;
            }
            for letter in ['m', 'p', 's', 'z'] {
                for variant in 0..3 {
                    text.clear();
                    for (rank, &count) in counts.iter().enumerate() {
                        for copy in 0..count {
                            let red = variant == 1 && rank == 4 && copy == 0;
                            let digit = if red { b'0' } else { b'1' + rank as u8 };
                            text.push(char::from(digit));
                            if variant == 2 && text.len() == 3 {
                                text.push(letter);
                                text.push(' ');
                            }
                        }
                    }
                    text.push(letter);
                    // Honors stop at 7: 8z and 9z are errors to match.
                    check_readings(&text);
                    checked += 1;
                }
            }
        }
        assert!(checked > 1_000_000, "{checked}");
    }

    #[test]
    fn quick_reading_agrees_on_runs_of_one_digit() {
        // One digit repeated up to 16 times, alone, after other tiles and
        // split over groups: counts far above four in one lane, and totals
        // on both sides of 14.
        let mut text = std::string::String::new();
        for letter in ['m', 'p', 's', 'z', 'M'] {
            for digit in '0'..='9' {
                for repeat in 1..=16 {
                    for prefix in ["", "11p", "123456789s", "1z 2z"] {
                        for split in [false, true] {
                            text.clear();
                            text.push_str(prefix);
                            for index in 0..repeat {
                                text.push(digit);
                                if split && index == repeat / 2 {
                                    text.push(letter);
                                }
                            }
                            text.push(letter);
                            check_readings(&text);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn tile_parse() {
        assert_eq!("0s".parse::<Tile>().unwrap().to_string(), "5s");
        assert_eq!("7z".parse::<Tile>().unwrap().index(), 33);
    }
}
