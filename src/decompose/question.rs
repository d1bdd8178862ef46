//! The decomposition question: the plain table's fast path, or a table
//! whose declared melds and seen tiles are checked first.

use crate::context::{Availability, Context, melds_given};
use crate::error::{Error, Question};
use crate::hand::Hand;

use super::hand::decompose_plain;
use super::set::Decompositions;

/// Every way to split a hand into blocks (sequences, triplets and one
/// pair), with the special forms flagged. The hand holds `3N` or `3N + 2`
/// concealed tiles; fewer than 14 mean declared melds.
///
/// At a table ([`Context`]) the declared melds, the seen tiles and the
/// player count are checked against the hand first (at most four melds and
/// `14 − 3 × melds` concealed tiles, no fifth copy of a kind, no 2m to 8m
/// with three players); the answer lists the concealed blocks only, and
/// the declared melds complete every decomposition as they are.
///
/// ```
/// use tehai::{Context, Meld};
/// let hand: tehai::Hand = "11223344m".parse()?; // two declared melds
/// let set = tehai::decompose(&hand, &Context::default())?;
/// let texts: Vec<String> = set.iter().map(|d| d.to_string()).collect();
/// assert_eq!(texts, ["11m 234m 234m", "123m 123m 44m"]);
///
/// let hand: tehai::Hand = "123m456p11z".parse()?;
/// let melds: [Meld; 2] = ["pon 777z".parse()?, "chi 789s".parse()?];
/// let set = tehai::decompose(&hand, &Context::default().with_melds(&melds))?;
/// assert_eq!(set.get(0).unwrap().to_string(), "123m 456p 11z");
///
/// let pon: [Meld; 1] = ["pon 111z".parse()?];
/// assert!(tehai::decompose(&hand, &Context::default().with_melds(&pon)).is_err());
/// # Ok::<(), tehai::Error>(())
/// ```
#[inline]
pub fn decompose(hand: &Hand, context: &Context<'_>) -> Result<Decompositions, Error> {
    if context.is_plain() {
        decompose_plain(hand)
    } else {
        decompose_at_table(hand, context)
    }
}

/// [`decompose`] at a table that is not the plain one.
fn decompose_at_table(hand: &Hand, context: &Context<'_>) -> Result<Decompositions, Error> {
    Availability::new(hand, context, Question::Decompose)?;
    decompose_plain(hand).map_err(|error| error.beside_melds(melds_given(context)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meld::Meld;
    use crate::tile::Tile;

    fn hand(text: &str) -> Hand {
        text.parse().unwrap()
    }

    #[test]
    fn the_plain_table_is_the_plain_question() {
        for text in ["22334455667788m", "123m456p11z", "1m"] {
            let hand = hand(text);
            assert_eq!(
                decompose(&hand, &Context::default()),
                decompose_plain(&hand),
                "{text}"
            );
        }
        assert_eq!(
            decompose(&hand("22334455667788m"), &Context::default())
                .unwrap()
                .len(),
            3
        );
    }

    #[test]
    fn a_table_is_checked_before_the_hand_is_decomposed() {
        let pon_1z: [Meld; 1] = ["pon 111z".parse().unwrap()];
        let pon_7z: [Meld; 1] = ["pon 777z".parse().unwrap()];
        let eleven = hand("123m456p789s11z");
        // A compatible meld leaves the answer as it is.
        let with_meld = decompose(&eleven, &Context::default().with_melds(&pon_7z)).unwrap();
        assert_eq!(with_meld, decompose_plain(&eleven).unwrap());
        assert_eq!(with_meld.len(), 1);
        // A fifth 1z between the hand and the meld.
        let one_z: Tile = "1z".parse().unwrap();
        let mut five = hand("123m456p789s11z");
        five.add(one_z).unwrap();
        five.add(one_z).unwrap();
        five.remove("9s".parse().unwrap()).unwrap();
        five.remove("8s".parse().unwrap()).unwrap();
        assert_eq!(
            decompose(&five, &Context::default().with_melds(&pon_1z)),
            Err(Error::TooManyCopies { tile: one_z })
        );
        // A tile count that fits no question reports the melds given.
        assert_eq!(
            decompose(&hand("1m"), &Context::default().with_melds(&pon_7z)),
            Err(Error::WrongTileCount {
                tiles: 1,
                melds: 1,
                question: Question::Decompose
            })
        );
        // Fourteen concealed tiles leave no room for a meld.
        assert_eq!(
            decompose(
                &hand("123m456p789s11122z"),
                &Context::default().with_melds(&pon_7z)
            ),
            Err(Error::WrongTileCount {
                tiles: 14,
                melds: 1,
                question: Question::Decompose
            })
        );
    }
}
