//! The core never touches the heap: a counting global allocator watches every
//! public entry point on many hands. Runs without the test harness so that no
//! other thread allocates while the counter is armed.

use std::alloc::{GlobalAlloc, Layout, System};
use std::fmt::Write as _;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

struct CountingAllocator;

static ARMED: AtomicBool = AtomicBool::new(false);
static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// SAFETY: forwards every call unchanged to the system allocator; it only
// counts calls made while armed.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if ARMED.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        // SAFETY: the caller's contract for `alloc` is passed on as is.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if ARMED.load(Ordering::Relaxed) {
            ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        }
        // SAFETY: the caller's contract for `realloc` is passed on as is.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: CountingAllocator = CountingAllocator;

/// Counts the bytes written to it: formatting without a `String`.
struct TextLength(usize);

impl std::fmt::Write for TextLength {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        self.0 += text.len();
        Ok(())
    }
}

fn main() {
    let texts = [
        "123m456p789s11122z",
        "22334455667788m",
        "11122233344455m",
        "19m19p19s1234567z",
        "19m19p19s12345677z",
        "1112345678999m",
        "1111m999m111p111s",
        "1122m3344p5566s77z",
        "23m456p789s11122z",
        "5z",
        "55z",
        "123m",
        "1m2p3s4z5m6p7s",
        "340m406m055p11z",
    ];
    let hands: Vec<tehai::Hand> = texts.iter().map(|t| t.parse().unwrap()).collect();
    let mut checksum = 0usize;
    let plain = tehai::Context::default();
    let seen: tehai::TileCounts = "1199p".parse().unwrap();
    let pon = [tehai::Meld::pon("7z".parse().unwrap())];
    // Tables that are not the plain one: each question's table path.
    let tables = [
        plain.with_seen(seen),
        plain.with_players(tehai::Players::Three),
        plain.with_melds(&pon),
    ];

    ARMED.store(true, Ordering::SeqCst);
    for _ in 0..1000 {
        for (hand, text) in hands.iter().zip(texts) {
            let parsed: tehai::notation::ParsedHand = text.parse().unwrap();
            checksum += parsed.hand.tile_count() as usize;
            if let Ok(set) = tehai::decompose(hand, &plain) {
                checksum += set.len();
                // The blocks as the front ends write them, red fives placed.
                for decomposition in &set {
                    let blocks = decomposition.blocks();
                    for shown in tehai::front_end::place_red_fives(blocks, parsed.red_fives) {
                        let mut length = TextLength(0);
                        let _ = write!(length, "{shown}");
                        checksum += length.0 + usize::from(shown.red_fives);
                    }
                }
            }
            checksum += usize::from(tehai::front_end::check_win_or_wait_count(hand).is_ok());
            checksum += tehai::win_forms(hand).bits() as usize;
            if let Ok(found) = tehai::waits(hand, &plain) {
                checksum += found.waits.len() as usize;
            }
            checksum += usize::from(tehai::is_win(hand));
            if let Ok(numbers) = tehai::shanten(hand, &plain) {
                checksum += (numbers.min + 1) as usize;
            }
            // Scoring every reading, and the best one, won on the last tile.
            if let Some(winning_tile) = parsed.hand.tiles().last() {
                let mut context = tehai::score::WinContext::new(winning_tile);
                context.riichi = true;
                if let Ok(best) = tehai::score(&parsed, &context) {
                    checksum += best.han() as usize + usize::from(best.fu());
                }
                if let Ok(readings) = tehai::score::score_readings(&parsed, &context) {
                    checksum += readings.flatten().count();
                }
            }
            // Tile efficiency: useful tiles and the discard table.
            if let Ok(useful) = tehai::useful_tiles(hand, &plain) {
                checksum += useful.tiles.len() as usize;
            }
            if let Ok(table) = tehai::discards(hand, &plain) {
                checksum += table.entries().len();
            }
            for table in &tables {
                if let Ok(set) = tehai::decompose(hand, table) {
                    checksum += set.len();
                }
                if let Ok(found) = tehai::waits(hand, table) {
                    checksum += found.waits.len() as usize;
                }
                if let Ok(numbers) = tehai::shanten(hand, table) {
                    checksum += numbers.min.unsigned_abs() as usize;
                }
                if let Ok(useful) = tehai::useful_tiles(hand, table) {
                    checksum += useful.count() as usize;
                }
                if let Ok(table) = tehai::discards(hand, table) {
                    checksum += table.entries().len();
                }
            }
            let melds = [tehai::Meld::pon("7z".parse().unwrap())];
            checksum += usize::from(tehai::meld::check_declared_melds(hand, &melds).is_ok());
            // Errors are values, not allocations.
            checksum += "18z".parse::<tehai::Hand>().is_err() as usize;
        }
    }
    ARMED.store(false, Ordering::SeqCst);

    // The expected-value analysis in a workspace lent before arming: a
    // tenpai hand, a one-shanten hand with melds, three players, and a
    // workspace too small.
    let pon_hand: tehai::notation::ParsedHand = "34m456p789s114z".parse().unwrap();
    let mut questions = vec![
        tehai::ev::EvQuestion::new("123m456p789s11223z".parse().unwrap()),
        tehai::ev::EvQuestion::new("12m456p789s11223z5p".parse().unwrap()),
        tehai::ev::EvQuestion::new(pon_hand),
        tehai::ev::EvQuestion::new("99m123p456p789s113z".parse().unwrap()),
    ];
    questions[2].melds = &pon;
    questions[3].rules = tehai::rules::Rules::preset(tehai::rules::Preset::Tenhou3p);
    let mut workspace = vec![0u64; 1 << 20];
    let mut tiny = vec![0u64; 64];
    ARMED.store(true, Ordering::SeqCst);
    for question in &questions {
        let words = tehai::ev::workspace_words(question).unwrap();
        let analysis = tehai::ev::analyse(question, &mut workspace).unwrap();
        checksum += words + analysis.discards().len() + analysis.stats().edges as usize;
        checksum += usize::from(tehai::ev::analyse(question, &mut tiny).is_err());
    }
    ARMED.store(false, Ordering::SeqCst);

    // Game records: read, replayed, each win checked and each discard made
    // a decision row, from text read before arming; a malformed copy too.
    let record = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/logs/tenhou_small.xml"
    ))
    .unwrap();
    let broken = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/logs/tenhou_bad_discard.xml"
    ))
    .unwrap();
    ARMED.store(true, Ordering::SeqCst);
    for text in [&record[..], &broken[..]] {
        let mut replay = tehai::log::Replay::new();
        for event in tehai::log::TenhouReader::new(text) {
            let Ok(event) = event else { continue };
            match &event {
                tehai::log::Event::Win(win) => {
                    let rules = tehai::log::tenhou_rules(replay.game());
                    checksum += usize::from(tehai::log::check_win(&replay, win, &rules).agrees());
                }
                tehai::log::Event::Discard {
                    seat,
                    tile,
                    tsumogiri,
                } => {
                    for counting in [tehai::log::Counting::Unseen, tehai::log::Counting::Exact] {
                        if let Ok(row) =
                            tehai::log::decision(&replay, *seat, *tile, *tsumogiri, counting)
                        {
                            checksum += usize::from(row.rank);
                        }
                    }
                }
                _ => {}
            }
            checksum += usize::from(replay.apply(&event).is_ok());
        }
    }
    ARMED.store(false, Ordering::SeqCst);

    let allocations = ALLOCATIONS.load(Ordering::SeqCst);
    assert!(checksum > 0);
    assert_eq!(allocations, 0, "the core allocated {allocations} times");
    println!("no_alloc: 1 passed, 0 failed (checksum {checksum})");
}
