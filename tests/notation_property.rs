//! Random text never makes the notation parser panic, and whatever it accepts
//! prints back canonically and re-parses to the same hand.

use tehai::notation::ParsedHand;
use tehai::{Hand, Tile};
use tehai_testkit::Rng;

fn check(text: &str) {
    if let Ok(parsed) = text.parse::<ParsedHand>() {
        let printed = parsed.to_string();
        let again: ParsedHand = printed.parse().unwrap();
        assert_eq!(again, parsed, "{text:?} -> {printed:?}");
        assert_eq!(again.to_string(), printed);
        assert!(parsed.hand.tile_count() <= 14);
        for suit in 0..3 {
            let fives = parsed.hand.count(Tile::new(suit as u8 * 9 + 4).unwrap());
            assert!(parsed.red_fives[suit] <= fives);
        }
        assert_eq!(text.parse::<Hand>().unwrap(), parsed.hand);
    } else {
        let error = text.parse::<ParsedHand>().unwrap_err();
        assert!(!error.to_string().is_empty());
    }
    let _ = text.parse::<Tile>();
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Rng(0xbad_b17e5);
    let mut bytes = Vec::new();
    for _ in 0..300_000 {
        bytes.clear();
        let length = rng.below(40) as usize;
        for _ in 0..length {
            bytes.push(rng.next_u64() as u8);
        }
        check(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn random_notation_like_text_round_trips() {
    const ALPHABET: &[u8] = b"01234567899012345678mpszmpsz ";
    let mut rng = Rng(0x0d0_7a71);
    let mut accepted = 0u32;
    for _ in 0..1_000_000 {
        let length = 1 + rng.below(20) as usize;
        let text = rng.text(ALPHABET, length);
        check(&text);
        accepted += u32::from(text.parse::<Hand>().is_ok());
    }
    assert!(
        accepted > 10_000,
        "the generator must also produce valid hands"
    );
}
