//! The host-side step of the embedded check.
//!
//! 1. Links the programs with `link.x` / `memory.x` (the AN386 memory map)
//!    when building for a Cortex-M target.
//! 2. Generates `$OUT_DIR/cases.rs`: a few hundred hands in groups, each
//!    with the answers tehai gives **on the host** (this build script links
//!    tehai built for the host), reduced by `src/answers.rs`, the very code
//!    the target uses to reduce its own answers. The target program
//!    (`src/bin/check.rs`) recomputes every answer on the Cortex-M4 and
//!    compares.
//!
//! The random hands are the first hands of the criterion benches' workloads
//! (`tehai_testkit::Workload`), then groups of this check's own, drawn with
//! the test kit's generator.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::{env, fs};

#[allow(dead_code)] // the target uses more of it than the host does
#[path = "src/answers.rs"]
mod answers;

use tehai::{Context, Hand};
use tehai_testkit::{ALL_KINDS, ORPHANS, Rng, Workload};

fn main() {
    for file in ["build.rs", "src/answers.rs", "link.x", "memory.x"] {
        println!("cargo:rerun-if-changed={file}");
    }
    let target = env::var("TARGET").unwrap_or_default();
    if target.starts_with("thumb") {
        let here = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
        println!("cargo:rustc-link-search={here}");
        println!("cargo:rustc-link-arg-bins=-Tlink.x");
    }
    let groups = groups();
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("cases.rs");
    fs::write(&out, render(&groups)).expect("write cases.rs");
}

// ------------------------------------------------------------ random hands

/// The hands, by group. Fixed seeds: every build writes the same file.
fn hand_groups() -> Vec<(&'static str, Vec<[u8; 34]>)> {
    let mut groups = Vec::new();

    // The first hands of the criterion bench workloads.
    for (workload, hands) in [
        (Workload::Complete14, 120),
        (Workload::Wall14, 100),
        (Workload::Wall13, 100),
        (Workload::Chinitsu14, 80),
        (Workload::Chinitsu13, 80),
        (Workload::Tenpai13, 100),
    ] {
        groups.push((workload.name(), workload.first(hands)));
    }

    // Seven pairs: complete, one tile short, a suit's worth, and with a
    // kind held four times (two pairs of one kind do not count).
    let mut rng = Rng(50);
    let mut pairs = Vec::new();
    for i in 0..70 {
        let mut counts = [0u8; 34];
        let kinds = if i % 7 == 6 {
            let suit = rng.below(3) as usize;
            rng.distinct(7, &tehai_testkit::suit_kinds(suit))
        } else {
            rng.distinct(7, &ALL_KINDS)
        };
        for &kind in &kinds {
            counts[kind] = 2;
        }
        match i % 5 {
            3 => rng.remove_one(&mut counts),
            4 => {
                // Fold one pair into another: a kind held four times.
                counts[kinds[0]] = 4;
                counts[kinds[1]] = 0;
            }
            _ => {}
        }
        pairs.push(counts);
    }
    groups.push(("seven_pairs", pairs));

    // Thirteen orphans: each complete form, the 13-sided wait, single waits
    // (one orphan missing, another doubled), and hands drawn from the
    // orphans only.
    let mut rng = Rng(60);
    let mut kokushi = Vec::new();
    let mut base = [0u8; 34];
    for &kind in &ORPHANS {
        base[kind] = 1;
    }
    kokushi.push(base);
    for &kind in &ORPHANS {
        let mut counts = base;
        counts[kind] = 2;
        kokushi.push(counts);
    }
    for _ in 0..12 {
        let picked = rng.distinct(2, &ORPHANS);
        let mut counts = base;
        counts[picked[0]] = 0;
        counts[picked[1]] = 2;
        kokushi.push(counts);
    }
    for i in 0..20 {
        let tiles = if i % 2 == 0 { 14 } else { 13 };
        let mut counts = [0u8; 34];
        rng.fill(&mut counts, tiles, &ORPHANS, 3);
        kokushi.push(counts);
    }
    groups.push(("kokushi", kokushi));

    // Declared melds: 3N + 2 and 3N + 1 tiles with N < 4, complete or dealt.
    let mut rng = Rng(70);
    let mut open = Vec::new();
    for i in 0..64 {
        let melds = i % 4;
        let mut counts = if i % 3 == 0 {
            rng.wall_hand(3 * melds + 2)
        } else {
            rng.complete_hand(melds, true)
        };
        if i % 2 == 1 {
            rng.remove_one(&mut counts);
        }
        open.push(counts);
    }
    groups.push(("declared_melds", open));

    // 3N tiles: no answer but "is_win: no"; the others report errors.
    let mut rng = Rng(80);
    let wrong = (0..16).map(|i| rng.wall_hand(3 * (1 + i % 4))).collect();
    groups.push(("3n_tiles", wrong));

    // Shapes picked by hand (their answers still come from the host).
    let edge = [
        "11122233344455m",
        "22334455667788m",
        "12344455888999m",
        "11112222333344m",
        "11112222333345m",
        "1111222233334m",
        "1112345678999m",
        "1112223334445m",
        "2223334445556m",
        "1122m3344p5566s7z",
        "1122m3344p5566s77z",
        "11223344556677z",
        "1112223334445z",
        "19m19p19s1234567z",
        "19m19p19s12345677z",
        "123m456p789s11122z",
        "123m456p789s11123z",
        "123m456p789s1122z",
        "23m456p789s11122z",
        "1111m2222p3333s44z",
        "44445555666677p",
        "2355m",
        "55z",
        "1m",
        "1z",
        "1111m",
        "11m",
        "123m",
        "111122223333m",
        "0m0p0s",
    ];
    groups.push(("edge", edge.iter().map(|text| counts_of(text)).collect()));
    groups
}

/// The counts of a hand written by hand in `hand_groups`, read by the test
/// kit's plain reader (not by tehai's, which the check compares with).
fn counts_of(text: &str) -> [u8; 34] {
    tehai_testkit::reference::parse_notation(text)
        .unwrap_or_else(|error| panic!("{text:?}: {error}"))
        .hand
        .counts()
}

// ------------------------------------------------------------ notation

const SUIT_LETTERS: [char; 4] = ['m', 'p', 's', 'z'];

/// The hand in MPSZ notation, written here (not by tehai) in one of three
/// styles picked by `style`: grouped by suit; one tile at a time in a
/// shuffled order; grouped with the first five of each suit written as a
/// red five (`0`).
fn notation(counts: &[u8; 34], style: usize, rng: &mut Rng) -> String {
    let mut text = String::new();
    match style {
        1 => {
            let mut tiles: Vec<usize> = (0..34)
                .flat_map(|kind| std::iter::repeat_n(kind, usize::from(counts[kind])))
                .collect();
            for i in (1..tiles.len()).rev() {
                tiles.swap(i, rng.below(i as u64 + 1) as usize);
            }
            for kind in tiles {
                let _ = write!(text, "{}{}", kind % 9 + 1, SUIT_LETTERS[kind / 9]);
            }
        }
        _ => {
            for (suit, letter) in SUIT_LETTERS.iter().enumerate() {
                let mut digits = String::new();
                let mut red_written = false;
                for rank in 0..9 {
                    let kind = 9 * suit + rank;
                    for _ in 0..counts.get(kind).copied().unwrap_or(0) {
                        if style == 2 && suit < 3 && rank == 4 && !red_written {
                            digits.push('0');
                            red_written = true;
                        } else {
                            digits.push(char::from(b'1' + rank as u8));
                        }
                    }
                }
                if !digits.is_empty() {
                    text.push_str(&digits);
                    text.push(*letter);
                }
            }
        }
    }
    text
}

/// The four suits packed three bits a rank, written here from the counts.
fn packed(counts: &[u8; 34]) -> [u32; 4] {
    let mut suits = [0u32; 4];
    for (kind, &count) in counts.iter().enumerate() {
        suits[kind / 9] |= u32::from(count) << (3 * (kind % 9));
    }
    suits
}

// ------------------------------------------------------------ answers

struct Expected {
    counts: [u8; 34],
    text: String,
    display: String,
    suits: [u32; 4],
    decompose: u64,
    is_win: u64,
    waits: [u64; 2],
    shanten: u64,
}

fn groups() -> Vec<(&'static str, Vec<Expected>)> {
    let mut rng = Rng(90);
    let mut index = 0;
    hand_groups()
        .into_iter()
        .map(|(name, hands)| {
            let cases = hands
                .into_iter()
                .map(|counts| {
                    index += 1;
                    let text = notation(&counts, index % 3, &mut rng);
                    expected(name, counts, text)
                })
                .collect();
            (name, cases)
        })
        .collect()
}

/// Everything the target will check for one hand, computed with tehai on the
/// host; panics (failing the build) if the generator made something other
/// than what its group promises.
fn expected(group: &str, counts: [u8; 34], text: String) -> Expected {
    let hand = Hand::from_counts(&counts).expect("generated counts are a valid hand");
    let parsed: Hand = text
        .parse()
        .unwrap_or_else(|e| panic!("{text:?} does not parse on the host: {e}"));
    assert_eq!(parsed, hand, "{text:?} parses to another hand");
    assert_eq!(
        Hand::from_suits(packed(&counts)).ok(),
        Some(hand),
        "{text:?}: packing"
    );

    let decomposed = tehai::decompose(&hand, &Context::default());
    let win = tehai::is_win(&hand);
    let waits = tehai::waits(&hand, &Context::default());
    let shanten = tehai::shanten(&hand, &Context::default());
    let tiles: u32 = counts.iter().map(|&c| u32::from(c)).sum();
    match group {
        "complete14" => assert!(win, "{text}: generated complete, not a win"),
        "tenpai13" => assert!(
            waits
                .as_ref()
                .is_ok_and(|w| w.waits.bits() | w.fifth_tile.bits() != 0),
            "{text}: generated tenpai, no waits"
        ),
        "3n_tiles" => assert!(tiles.is_multiple_of(3) && shanten.is_err() && !win),
        _ => {}
    }
    if tiles == 14 && counts.iter().filter(|&&c| c == 2).count() == 7 {
        assert!(
            decomposed.as_ref().is_ok_and(|d| d.is_seven_pairs()),
            "{text}: seven distinct pairs, not seven pairs"
        );
    }
    if tiles == 14
        && ORPHANS.iter().all(|&k| counts[k] > 0)
        && ORPHANS.iter().map(|&k| counts[k]).sum::<u8>() == 14
    {
        assert!(
            decomposed.as_ref().is_ok_and(|d| d.is_thirteen_orphans()),
            "{text}: thirteen orphans not seen"
        );
    }
    Expected {
        counts,
        display: hand.to_string(),
        suits: packed(&counts),
        decompose: answers::decompose(&decomposed),
        is_win: answers::is_win(win),
        waits: answers::waits(&waits),
        shanten: answers::shanten(&shanten),
        text,
    }
}

fn render(groups: &[(&'static str, Vec<Expected>)]) -> String {
    let mut out = String::new();
    let total: usize = groups.iter().map(|(_, cases)| cases.len()).sum();
    let _ = writeln!(
        out,
        "// @generated by build.rs: {total} hands and the answers tehai gives on the host."
    );
    let _ = writeln!(out, "pub static GROUPS: &[Group] = &[");
    for (name, cases) in groups {
        let _ = writeln!(out, "    Group {{ name: {name:?}, cases: &[");
        for case in cases {
            let _ = writeln!(
                out,
                "        Case {{ counts: {:?}, text: {:?}, display: {:?}, suits: [{:#o}, {:#o}, {:#o}, {:#o}], \
                 decompose: {:#x}, is_win: {}, waits: [{:#x}, {:#x}], shanten: {:#x} }},",
                case.counts,
                case.text,
                case.display,
                case.suits[0],
                case.suits[1],
                case.suits[2],
                case.suits[3],
                case.decompose,
                case.is_win,
                case.waits[0],
                case.waits[1],
                case.shanten,
            );
        }
        let _ = writeln!(out, "    ] }},");
    }
    let _ = writeln!(out, "];");
    out
}
