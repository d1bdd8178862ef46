//! MPSZ notation read plainly: the oracle the core's reader is compared
//! with, and the "plain reading" of the parse bench.

use std::vec::Vec;

use tehai::notation::ParsedHand;
use tehai::{Error, Hand, Suit, Tile};

/// Reads MPSZ notation one character at a time: digits gather until their
/// suit letter (`m p s z`, either case), which turns each into a tile; `0`
/// is a red five. Every limit is checked at each tile, so the error is the
/// first problem in the text, as `str::parse` names it: a character that is
/// no digit, letter or white space; white space inside a group; a letter
/// without digits; digits left without a letter; `0z`, `8z` or `9z`; a fifth
/// copy; a fifteenth tile; a third red five of a suit; no tiles at all.
///
/// ```
/// use tehai_testkit::reference::parse_notation;
/// let parsed = parse_notation("406m").unwrap();
/// assert_eq!((parsed.to_string(), parsed.red_fives), ("406m".to_string(), [1, 0, 0]));
/// assert_eq!(parse_notation("11111m"), "11111m".parse());
/// assert_eq!(parse_notation("123m 8z"), "123m 8z".parse());
/// ```
pub fn parse_notation(text: &str) -> Result<ParsedHand, Error> {
    let mut counts = [0u8; 34];
    let mut red_fives = [0u8; 3];
    let mut tiles = 0u32;
    // The digits since the last suit letter, with their byte offsets.
    let mut group: Vec<(u32, u8)> = Vec::new();
    let offsets = text
        .char_indices()
        .map(|(position, character)| (u32::try_from(position).unwrap_or(u32::MAX), character));
    for (position, character) in offsets {
        if let Some(digit) = character.to_digit(10) {
            group.push((position, digit as u8));
            continue;
        }
        if character.is_ascii_whitespace() {
            if let Some(&(start, _)) = group.first() {
                return Err(Error::DigitsWithoutSuit { position: start });
            }
            continue;
        }
        let suit = match character.to_ascii_lowercase() {
            'm' => 0,
            'p' => 1,
            's' => 2,
            'z' => 3,
            _ => {
                return Err(Error::UnknownCharacter {
                    character,
                    position,
                });
            }
        };
        if group.is_empty() {
            return Err(Error::SuitWithoutDigits {
                letter: character,
                position,
            });
        }
        for (position, digit) in group.drain(..) {
            let honor = suit == 3;
            if honor && (digit == 0 || digit > 7) {
                return Err(Error::InvalidHonor { digit, position });
            }
            let rank = if digit == 0 {
                4
            } else {
                usize::from(digit) - 1
            };
            let kind = 9 * suit + rank;
            let tile = Tile::new(kind as u8).expect("a kind below 34");
            counts[kind] += 1;
            if counts[kind] > 4 {
                return Err(Error::TooManyCopies { tile });
            }
            tiles += 1;
            if tiles > 14 {
                return Err(Error::TooManyTiles);
            }
            if digit == 0 {
                red_fives[suit] += 1;
                if red_fives[suit] > 2 {
                    return Err(Error::TooManyRedFives {
                        suit: Suit::ALL[suit],
                    });
                }
            }
        }
    }
    if let Some(&(start, _)) = group.first() {
        return Err(Error::DigitsWithoutSuit { position: start });
    }
    if tiles == 0 {
        return Err(Error::Empty);
    }
    let hand = Hand::from_counts(&counts)?;
    Ok(ParsedHand { hand, red_fives })
}

#[cfg(test)]
mod tests {
    use super::parse_notation;
    use crate::Rng;
    use tehai::notation::ParsedHand;

    fn agrees(text: &str) {
        assert_eq!(parse_notation(text), text.parse::<ParsedHand>(), "{text:?}");
    }

    #[test]
    fn named_texts_agree_with_the_core() {
        for text in [
            "",
            "   ",
            "123m456p789s11122z",
            "19m19p19s1234567z",
            "0m0p0s",
            "000m",
            "00m",
            "50m55p",
            "406m",
            "123M456P",
            "123m 456p\t789s\n11z",
            "12 3m",
            "123m  ",
            "m",
            "123mm",
            "123",
            "123m45",
            "11111m",
            "1111m1m",
            "11112222333344455m",
            "123456789m123456p",
            "8z",
            "0z",
            "9z",
            "12389z",
            "123x",
            "123m日本",
            "日",
            "１m",
            "1m\u{a0}2m",
            "44440m",
            "4444m0m",
        ] {
            agrees(text);
        }
    }

    #[test]
    fn random_texts_agree_with_the_core() {
        const ALPHABET: &[u8] = b"0123456789012345678900mpszMPSZmpsz  x\t";
        let mut rng = Rng(0x9A25_E0FF);
        let mut accepted = 0u32;
        for _ in 0..200_000 {
            let length = rng.below(24) as usize;
            let text = rng.text(ALPHABET, length);
            agrees(&text);
            accepted += u32::from(parse_notation(&text).is_ok());
        }
        // Both answers occur often: the agreement is not only on errors.
        assert!(accepted > 5_000, "{accepted}");
    }

    #[test]
    fn random_hands_written_by_the_core_read_back() {
        let mut rng = Rng(0x9A25_E100);
        for _ in 0..50_000 {
            let tiles = 1 + rng.below(14) as usize;
            let counts = rng.wall_hand(tiles);
            let hand = tehai::Hand::from_counts(&counts).unwrap();
            let red_fives = [0, 1, 2].map(|suit| {
                let fives = hand.count(tehai::Tile::new(9 * suit + 4).unwrap());
                fives.min(rng.below(3) as u8)
            });
            let written = ParsedHand { hand, red_fives }.to_string();
            assert_eq!(parse_notation(&written), Ok(ParsedHand { hand, red_fives }));
            agrees(&written);
        }
    }
}
