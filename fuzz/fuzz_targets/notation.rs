//! The MPSZ parser on arbitrary text: never panics, and what it accepts
//! round-trips through the canonical form.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::Hand;
use tehai::notation::ParsedHand;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    match text.parse::<ParsedHand>() {
        Ok(parsed) => {
            assert!(parsed.hand.tile_count() <= 14);
            let canonical = parsed.to_string();
            let again: ParsedHand = canonical.parse().expect("canonical text parses");
            assert_eq!(again, parsed, "{text:?} -> {canonical:?}");
            let plain: Hand = parsed.hand.to_string().parse().expect("plain text parses");
            assert_eq!(plain, parsed.hand);
        }
        Err(error) => assert!(!error.to_string().is_empty()),
    }
    let _ = text.parse::<tehai::Tile>();
});
