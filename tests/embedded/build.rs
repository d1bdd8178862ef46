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
//! The random hands use the distributions of the criterion benches
//! (`benches/tehai.rs`): SplitMix64 with the same seeds, fewer hands.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::{env, fs};

#[allow(dead_code)] // the target uses more of it than the host does
#[path = "src/answers.rs"]
mod answers;

use tehai::Hand;

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

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next_u64() % bound as u64) as usize
    }

    /// `tiles` tiles drawn from the kinds `first..first + kinds`, 4 copies
    /// each (a wall of those kinds).
    fn dealt(&mut self, tiles: usize, first: usize, kinds: usize) -> [u8; 34] {
        let mut counts = [0u8; 34];
        let mut drawn = 0;
        while drawn < tiles {
            let kind = first + self.below(kinds);
            if counts[kind] < 4 {
                counts[kind] += 1;
                drawn += 1;
            }
        }
        counts
    }

    /// `melds` random melds (sequence or triplet, half each) and a pair,
    /// redrawn until no kind exceeds four copies.
    fn complete(&mut self, melds: usize) -> [u8; 34] {
        loop {
            let mut counts = [0u8; 34];
            for _ in 0..melds {
                if self.below(2) == 0 {
                    let start = self.below(3) * 9 + self.below(7);
                    for count in &mut counts[start..start + 3] {
                        *count += 1;
                    }
                } else {
                    counts[self.below(34)] += 3;
                }
            }
            counts[self.below(34)] += 2;
            if counts.iter().all(|&c| c <= 4) {
                return counts;
            }
        }
    }

    /// Removes one random tile.
    fn remove_one(&mut self, counts: &mut [u8; 34]) {
        loop {
            let kind = self.below(34);
            if counts[kind] > 0 {
                counts[kind] -= 1;
                return;
            }
        }
    }

    /// `n` distinct kinds out of `kinds`.
    fn distinct(&mut self, n: usize, kinds: &[usize]) -> Vec<usize> {
        let mut chosen = BTreeSet::new();
        while chosen.len() < n {
            chosen.insert(kinds[self.below(kinds.len())]);
        }
        chosen.into_iter().collect()
    }
}

const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];

fn all_kinds() -> Vec<usize> {
    (0..34).collect()
}

/// The hands, by group. Fixed seeds: every build writes the same file.
fn hand_groups() -> Vec<(&'static str, Vec<[u8; 34]>)> {
    let mut groups = Vec::new();

    // The criterion bench workloads (same generators and seeds).
    let mut rng = Rng(1);
    groups.push(("complete14", (0..120).map(|_| rng.complete(4)).collect()));
    for tiles in [14, 13] {
        let mut rng = Rng(2 + tiles as u64);
        let name = if tiles == 14 { "wall14" } else { "wall13" };
        groups.push((name, (0..100).map(|_| rng.dealt(tiles, 0, 34)).collect()));
    }
    for tiles in [14, 13] {
        let mut rng = Rng(20 + tiles as u64);
        let name = if tiles == 14 {
            "chinitsu14"
        } else {
            "chinitsu13"
        };
        let hands = (0..80)
            .map(|_| {
                let suit = rng.below(3);
                rng.dealt(tiles, 9 * suit, 9)
            })
            .collect();
        groups.push((name, hands));
    }
    let mut rng = Rng(40);
    let tenpai = (0..100)
        .map(|_| {
            let mut counts = rng.complete(4);
            rng.remove_one(&mut counts);
            counts
        })
        .collect();
    groups.push(("tenpai13", tenpai));

    // Seven pairs: complete, one tile short, a suit's worth, and with a
    // kind held four times (two pairs of one kind do not count).
    let mut rng = Rng(50);
    let mut pairs = Vec::new();
    for i in 0..70 {
        let mut counts = [0u8; 34];
        let kinds = if i % 7 == 6 {
            let suit = rng.below(3);
            let ranks: Vec<usize> = (9 * suit..9 * suit + 9).collect();
            rng.distinct(7, &ranks)
        } else {
            rng.distinct(7, &all_kinds())
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
        let mut drawn = 0;
        while drawn < tiles {
            let kind = ORPHANS[rng.below(ORPHANS.len())];
            if counts[kind] < 3 {
                counts[kind] += 1;
                drawn += 1;
            }
        }
        kokushi.push(counts);
    }
    groups.push(("kokushi", kokushi));

    // Declared melds: 3N + 2 and 3N + 1 tiles with N < 4, complete or dealt.
    let mut rng = Rng(70);
    let mut open = Vec::new();
    for i in 0..64 {
        let melds = i % 4;
        let mut counts = if i % 3 == 0 {
            rng.dealt(3 * melds + 2, 0, 34)
        } else {
            rng.complete(melds)
        };
        if i % 2 == 1 {
            rng.remove_one(&mut counts);
        }
        open.push(counts);
    }
    groups.push(("declared_melds", open));

    // 3N tiles: no answer but "is_win: no"; the others report errors.
    let mut rng = Rng(80);
    let wrong = (0..16).map(|i| rng.dealt(3 * (1 + i % 4), 0, 34)).collect();
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

/// The counts of a hand written by hand in `hand_groups`, read here (not
/// by tehai): groups of digits, each closed by its suit letter; `0` is a 5.
fn counts_of(text: &str) -> [u8; 34] {
    let mut counts = [0u8; 34];
    let mut ranks = Vec::new();
    for c in text.chars() {
        match c {
            '0'..='9' => ranks.push(if c == '0' {
                4
            } else {
                c as usize - '1' as usize
            }),
            _ => {
                let suit = SUIT_LETTERS
                    .iter()
                    .position(|&letter| letter == c)
                    .unwrap_or_else(|| panic!("{text:?}: unexpected {c:?}"));
                for rank in ranks.drain(..) {
                    counts[9 * suit + rank] += 1;
                }
            }
        }
    }
    assert!(ranks.is_empty(), "{text:?}: digits without a suit");
    counts
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
                tiles.swap(i, rng.below(i + 1));
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

    let decomposed = tehai::decompose(&hand);
    let win = tehai::is_win(&hand);
    let waits = tehai::waits(&hand);
    let shanten = tehai::shanten(&hand);
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
