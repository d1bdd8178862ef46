//! Shanten: the table-driven `tehai::shanten` against the
//! brute-force oracle `tehai_testkit::reference::shanten` (exhaustively on single-suit
//! hands, on random mixed hands of every size) and against the `xiangting`
//! crate (1,000,000 seeded hands of every size); the committed tables against
//! a fresh generation (and their size as the docs state it); and named
//! facts: fifth copies, quads in seven pairs, declared melds; and the table
//! path against the fast path where the table binds nowhere.
#![allow(clippy::needless_range_loop)]

#[path = "../xtask/src/bin/gen_tables.rs"]
mod generator;

use tehai::{Context, Error, Hand, Question, Shanten, shanten};
use tehai_testkit::reference::shanten as oracle;
use tehai_testkit::{ALL_KINDS, Rng, counts_in_suit, for_each_suit_counts, inert_seen, scaled};

/// Every hand size with a shanten number.
const SIZES: [usize; 10] = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14];

fn hand(counts: &[u8; 34]) -> Hand {
    Hand::from_counts(counts).unwrap()
}

fn parse(text: &str) -> Hand {
    text.parse().unwrap()
}

/// Shanten at the plain table, and the same hand's numbers at a table that
/// is not the plain one but binds nowhere (where the hand leaves one): the
/// fast path and the table path agree.
fn fast(counts: &[u8; 34]) -> Shanten {
    let h = hand(counts);
    let all = shanten(&h, &Context::default()).unwrap();
    if let Some(seen) = inert_seen(counts) {
        let at_table = shanten(&h, &Context::default().with_seen(seen));
        assert_eq!(at_table, Ok(all), "{h} {seen}");
    }
    all
}

fn plain(hand: &Hand) -> Result<Shanten, Error> {
    shanten(hand, &Context::default())
}

#[test]
fn committed_tables_equal_a_fresh_generation() {
    let fresh = generator::generate();
    let committed = include_str!("../src/tables/data.rs");
    assert!(
        fresh == committed,
        "src/tables/data.rs is stale: run \
         `cargo run --release -p xtask --bin gen_tables`"
    );
}

/// The size the shanten module's docs state is the size of the tables.
#[test]
fn documented_table_size_is_the_real_one() {
    let tables = include_str!("../src/tables/data.rs");
    let mut bytes = 0usize;
    for line in tables.lines() {
        let Some(rest) = line.strip_prefix("pub(crate) static ") else {
            continue;
        };
        // `NAME: [TYPE; LEN] = [`
        let inner = &rest[rest.find('[').unwrap() + 1..rest.find(']').unwrap()];
        let (kind, len) = inner.split_once("; ").unwrap();
        let width = match kind {
            "u8" => 1,
            "u16" => 2,
            "u32" => 4,
            "u64" => 8,
            other => panic!("unexpected element type {other}"),
        };
        bytes += width * len.parse::<usize>().unwrap();
    }
    let text = bytes.to_string();
    let (head, tail) = text.split_at(text.len() - 3);
    let written = format!("{head},{tail} bytes");
    assert!(
        include_str!("../src/shanten.rs").contains(&written),
        "src/shanten.rs should state {written}"
    );
}

#[test]
fn named_facts() {
    // A wait on a fifth copy does not count: 1m and 9m are all held.
    let hand = parse("11119999m111p111s");
    assert_eq!(plain(&hand).map(|s| s.regular), Ok(1));
    assert_eq!(oracle::regular(&hand.counts()), Some(1));
    // Complete and tenpai.
    assert_eq!(plain(&parse("123m456p789s11122z")).unwrap().min, -1);
    assert_eq!(plain(&parse("123m456p789s1122z")).unwrap().regular, 0);
    assert_eq!(plain(&parse("123m456p789s1112z")).unwrap().min, 0);
    // Four of a kind is one pair for seven pairs: 1111m 22p 33p 44s 55s 6z 7z
    // holds five pairs of seven kinds (1-shanten), not six pairs (tenpai).
    let quads = parse("1111m2233p4455s67z");
    assert_eq!(plain(&quads).unwrap().seven_pairs, Some(1));
    assert_eq!(
        plain(&parse("1122m3344p5566s7z")).unwrap().seven_pairs,
        Some(0)
    );
    assert_eq!(
        plain(&parse("1122m3344p5566s77z")).unwrap().seven_pairs,
        Some(-1)
    );
    // Seven pairs of only six kinds (a quad) is never complete.
    assert_eq!(
        plain(&parse("1111m3344p5566s77z")).unwrap().seven_pairs,
        Some(1)
    );
    // Thirteen-sided kokushi wait, and a complete kokushi.
    let kokushi = plain(&parse("19m19p19s1234567z")).unwrap();
    assert_eq!((kokushi.min, kokushi.thirteen_orphans), (0, Some(0)));
    assert_eq!(kokushi.regular, 8);
    assert_eq!(plain(&parse("19m19p19s12345677z")).unwrap().min, -1);
    // Declared melds: fewer tiles, special forms do not apply.
    let open = plain(&parse("13m")).unwrap();
    assert_eq!(
        open,
        Shanten {
            min: 0,
            regular: 0,
            seven_pairs: None,
            thirteen_orphans: None
        }
    );
    assert_eq!(plain(&parse("1m")).unwrap().min, 0);
    assert_eq!(plain(&parse("11m")).unwrap().min, -1);
    assert_eq!(plain(&parse("12m")).unwrap().min, 0);
    assert_eq!(plain(&parse("1111m")).unwrap().regular, 1); // 111m + a pair of another kind
    // 3N tiles are an error, 0 included.
    for text in ["", "123m", "123m456p", "123m456p789s", "123m456p789s111z"] {
        let hand: Hand = if text.is_empty() {
            Hand::EMPTY
        } else {
            parse(text)
        };
        let tiles = hand.tile_count();
        let expected = Error::WrongTileCount {
            tiles,
            melds: 0,
            question: Question::Shanten,
        };
        assert_eq!(plain(&hand), Err(expected));
        assert_eq!(expected.question(), Some(Question::Shanten));
        assert_eq!(oracle::shanten(&hand.counts()), None);
    }
    assert!(
        Error::WrongTileCount {
            tiles: 3,
            melds: 0,
            question: Question::Shanten
        }
        .to_string()
        .contains("3 tiles")
    );
    // The worst 14-tile regular hand is 8-shanten; the worst of all, 6.
    let worst = plain(&parse("147m258p369s12345z")).unwrap();
    assert_eq!((worst.regular, worst.min), (8, 6));
}

/// Every single-suit hand of 13 and 14 tiles, in each number suit, and every
/// honors-only hand of 13 and 14 tiles, equals the oracle.
#[test]
fn single_suit_hands_equal_the_oracle() {
    let mut checked = 0usize;
    for_each_suit_counts(9, 14, |ranks| {
        let tiles: u32 = ranks.iter().map(|&c| u32::from(c)).sum();
        if tiles < 13 {
            return;
        }
        let expected = oracle::shanten(&counts_in_suit(0, ranks)).unwrap();
        for suit in 0..3 {
            let counts = counts_in_suit(suit, ranks);
            assert_eq!(fast(&counts), expected, "{}", hand(&counts));
        }
        checked += 1;
    });
    let mut honors = 0usize;
    for_each_suit_counts(7, 14, |ranks| {
        let tiles: u32 = ranks.iter().map(|&c| u32::from(c)).sum();
        if tiles < 13 {
            return;
        }
        let counts = counts_in_suit(3, ranks);
        assert_eq!(
            fast(&counts),
            oracle::shanten(&counts).unwrap(),
            "{}",
            hand(&counts)
        );
        honors += 1;
    });
    // Every number-suit hand of 13 or 14 tiles, and the honor ones.
    assert!(checked > 200_000, "{checked}");
    assert!(honors > 1_000, "{honors}");
}

/// A random hand of `tiles` tiles: half drawn from a wall, half a complete
/// hand with one tile removed or replaced (so low shanten numbers are common).
fn random_hand(rng: &mut Rng, tiles: usize) -> [u8; 34] {
    if rng.below(2) == 0 {
        return rng.wall_hand(tiles);
    }
    let melds = tiles / 3;
    let mut counts = rng.complete_hand(melds, true);
    // Trim to `tiles` (3N + 1 drops one tile), then maybe swap one tile.
    let swap = rng.below(2) == 0;
    rng.trim(&mut counts, if swap { tiles - 1 } else { tiles });
    rng.fill(&mut counts, tiles, &ALL_KINDS, 4);
    counts
}

#[test]
fn random_mixed_hands_equal_the_oracle() {
    let mut rng = Rng(0x5A4E_7E11);
    for tiles in SIZES {
        for _ in 0..scaled(100_000) {
            let counts = random_hand(&mut rng, tiles);
            assert_eq!(
                fast(&counts),
                oracle::shanten(&counts).unwrap(),
                "{}",
                hand(&counts)
            );
        }
    }
}

/// The `xiangting` crate returns the replacement number (shanten + 1) of the
/// best form; it reads the hand alone (declared melds are implied by the tile
/// count, as here) and never lets a target use a fifth copy, as here. So the
/// two must agree everywhere.
#[test]
fn random_hands_equal_xiangting() {
    let mut rng = Rng(0x0001_3579_BDF0);
    let mut histogram = [[0usize; 10]; 15];
    for tiles in SIZES {
        for _ in 0..1_000_000 {
            let counts = random_hand(&mut rng, tiles);
            let ours = plain(&hand(&counts)).unwrap().min;
            let theirs =
                xiangting::calculate_replacement_number(&counts, xiangting::PlayerCount::Four)
                    .unwrap();
            assert_eq!(i16::from(ours) + 1, i16::from(theirs), "{}", hand(&counts));
            histogram[tiles][(ours + 1) as usize] += 1;
        }
    }
    // The sample reaches complete hands and the far end at 14 tiles.
    assert!(histogram[14][0] > 0 && histogram[14][6] > 0);
}

/// The text form lists the forms that apply, minimum first.
#[test]
fn display_lists_the_forms_that_apply() {
    let shown = |text: &str| plain(&parse(text)).unwrap().to_string();
    assert_eq!(
        shown("123m456p789s1122z"),
        "0 (regular 0, seven pairs 4, thirteen orphans 8)"
    );
    assert_eq!(
        shown("19m19p19s1234567z"),
        "0 (regular 8, seven pairs 6, thirteen orphans 0)"
    );
    assert_eq!(
        shown("19m19p19s12345677z"),
        "-1 (regular 7, seven pairs 5, thirteen orphans -1)"
    );
    // Fewer than 13 tiles: declared melds, so only the regular form.
    assert_eq!(shown("2355m"), "0 (regular 0)");
    assert_eq!(shown("1z"), "0 (regular 0)");
}

/// At a table that is not the plain one but binds nowhere (all four copies
/// of a kind far from the hand seen, or declared as a closed kan where the
/// hand leaves room for a meld), the numbers are the plain ones: the table
/// path agrees with the fast path. A `3N`-tile hand is refused by both alike.
#[test]
fn shanten_at_a_table_that_binds_nowhere_is_plain_shanten() {
    let mut rng = Rng(0x5EA7);
    let mut compared = 0;
    for tiles in [1, 2, 4, 5, 7, 8, 10, 11, 13, 14] {
        for _ in 0..200 {
            let counts = random_hand(&mut rng, tiles);
            let hand = hand(&counts);
            let Some(seen) = inert_seen(&counts) else {
                continue;
            };
            let expected = plain(&hand).unwrap();
            let table = Context::default().with_seen(seen);
            assert_eq!(shanten(&hand, &table), Ok(expected), "{hand} {seen}");
            if tiles <= 11 {
                let kan = [kan_of(seen)];
                let table = Context::default().with_melds(&kan);
                assert_eq!(shanten(&hand, &table), Ok(expected), "{hand} {seen}");
            }
            compared += 1;
        }
    }
    // Most hands leave a kind far from their tiles.
    assert!(compared > 1_500, "{compared}");
    for tiles in [0, 3, 6, 9, 12] {
        let counts = random_hand(&mut rng, tiles);
        let hand = hand(&counts);
        let expected = Error::WrongTileCount {
            tiles: tiles as u32,
            melds: 0,
            question: Question::Shanten,
        };
        assert_eq!(plain(&hand), Err(expected));
        let seen = inert_seen(&counts).unwrap_or("1111z".parse().unwrap());
        assert_eq!(
            shanten(&hand, &Context::default().with_seen(seen)),
            Err(expected),
            "{hand} {seen}"
        );
        if tiles <= 11 {
            let kan = [kan_of(seen)];
            assert_eq!(
                shanten(&hand, &Context::default().with_melds(&kan)),
                Err(Error::WrongTileCount {
                    tiles: tiles as u32,
                    melds: 1,
                    question: Question::Shanten,
                }),
                "{hand} {seen}"
            );
        }
    }
}

/// The closed kan of the one kind in `seen`.
fn kan_of(seen: tehai::TileCounts) -> tehai::Meld {
    let tile = tehai::Tile::all().find(|&t| seen.count(t) == 4).unwrap();
    tehai::Meld::kan(tehai::meld::MeldKind::ClosedKan, tile).unwrap()
}
