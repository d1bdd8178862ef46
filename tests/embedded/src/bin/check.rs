//! The on-target check: every hand of the generated case table (`build.rs`,
//! answers computed on the host) goes through the parser, `Hand::from_counts`,
//! `Hand::from_suits`, `Display`, `decompose`, `is_win`, `waits` and
//! `shanten` on the Cortex-M4; each answer is compared with the host's, and
//! the stack each call uses is measured. One line per group, then the worst
//! stack per operation; exit status 0 only if every answer matched.
#![no_std]
#![no_main]

use core::fmt::{self, Write as _};
use core::str::FromStr;

use tehai::{Context, Hand};
use tehai_embedded::{Case, Group, PAINT_BYTES, answers, exit, measured, println};

include!(concat!(env!("OUT_DIR"), "/cases.rs"));

/// The checked operations, in report order.
const OPERATIONS: [&str; 6] = [
    "parse",
    "from_counts",
    "decompose",
    "is_win",
    "waits",
    "shanten",
];
const PARSE: usize = 0;
const FROM_COUNTS: usize = 1;
const DECOMPOSE: usize = 2;
const IS_WIN: usize = 3;
#[cfg(feature = "waits")]
const WAITS: usize = 4;
#[cfg(feature = "shanten")]
const SHANTEN: usize = 5;

/// Mismatches printed in full before the rest are only counted.
const DETAILS: u32 = 20;

#[derive(Default)]
struct Tally {
    checks: [u32; 6],
    wrong: [u32; 6],
    stack: [usize; 6],
    details: u32,
}

impl Tally {
    fn record(
        &mut self,
        operation: usize,
        stack: usize,
        right: bool,
        case: &Case,
        got: fmt::Arguments<'_>,
        want: fmt::Arguments<'_>,
    ) {
        self.checks[operation] += 1;
        self.stack[operation] = self.stack[operation].max(stack);
        if !right {
            self.wrong[operation] += 1;
            if self.details < DETAILS {
                self.details += 1;
                println!(
                    "  MISMATCH {} on {:?}: target {}, host {}",
                    OPERATIONS[operation], case.text, got, want
                );
            }
        }
    }
}

/// `Display` output compared with the host's, without a buffer.
struct SameText<'a> {
    expected: &'a str,
    matches: bool,
}

impl fmt::Write for SameText<'_> {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        match self.expected.strip_prefix(text) {
            Some(rest) => self.expected = rest,
            None => self.matches = false,
        }
        Ok(())
    }
}

fn displays_as(hand: &Hand, expected: &str) -> bool {
    let mut same = SameText {
        expected,
        matches: true,
    };
    let _ = write!(same, "{hand}");
    same.matches && same.expected.is_empty()
}

type Parsed = Result<Hand, <Hand as FromStr>::Err>;

fn check(case: &Case, tally: &mut Tally) {
    // The three ways to make a hand must agree with each other and with the
    // host's notation.
    let (parsed, stack) = measured::<str, Parsed>(|text| text.parse(), case.text);
    let parsed = parsed.ok();
    let packed = Hand::from_suits(case.suits).ok();
    let right = parsed.is_some()
        && parsed == packed
        && parsed.is_some_and(|h| displays_as(&h, case.display));
    tally.record(
        PARSE,
        stack,
        right,
        case,
        format_args!("{parsed:?}"),
        format_args!("{}", case.display),
    );

    let (built, stack) = measured(
        |counts: &[u8; 34]| Hand::from_counts(counts).ok(),
        &case.counts,
    );
    tally.record(
        FROM_COUNTS,
        stack,
        built.is_some() && built == packed,
        case,
        format_args!("{built:?}"),
        format_args!("{packed:?}"),
    );

    let Some(hand) = built else {
        return;
    };

    let (result, stack) = measured(
        |hand: &Hand| tehai::decompose(hand, &Context::default()),
        &hand,
    );
    let got = answers::decompose(&result);
    tally.record(
        DECOMPOSE,
        stack,
        got == case.decompose,
        case,
        format_args!("{got:#x}"),
        format_args!("{:#x}", case.decompose),
    );

    let (result, stack) = measured(|hand: &Hand| tehai::is_win(hand), &hand);
    let got = answers::is_win(result);
    tally.record(
        IS_WIN,
        stack,
        got == case.is_win,
        case,
        format_args!("{got}"),
        format_args!("{}", case.is_win),
    );

    #[cfg(feature = "waits")]
    {
        let (result, stack) =
            measured(|hand: &Hand| tehai::waits(hand, &Context::default()), &hand);
        let got = answers::waits(&result);
        tally.record(
            WAITS,
            stack,
            got == case.waits,
            case,
            format_args!("{got:#x?}"),
            format_args!("{:#x?}", case.waits),
        );
    }

    #[cfg(feature = "shanten")]
    {
        let (result, stack) = measured(
            |hand: &Hand| tehai::shanten(hand, &Context::default()),
            &hand,
        );
        let got = answers::shanten(&result);
        tally.record(
            SHANTEN,
            stack,
            got == case.shanten,
            case,
            format_args!("{got:#x}"),
            format_args!("{:#x}", case.shanten),
        );
    }
}

fn run() -> u32 {
    println!(
        "tehai on a Cortex-M4 (thumbv7em-none-eabihf, QEMU mps2-an386): answers against the host's"
    );
    let mut total = Tally::default();
    let mut hands = 0;
    for group in GROUPS {
        let mut tally = Tally::default();
        for case in group.cases {
            check(case, &mut tally);
        }
        hands += group.cases.len();
        let mut console = tehai_embedded::Console::new();
        let _ = write!(
            console,
            "{:<15} {:>4} hands:",
            group.name,
            group.cases.len()
        );
        for (operation, name) in OPERATIONS.iter().enumerate() {
            if tally.checks[operation] == 0 {
                continue;
            }
            let verdict = if tally.wrong[operation] == 0 {
                "ok"
            } else {
                "WRONG"
            };
            let _ = write!(console, " {name} {verdict}");
            total.checks[operation] += tally.checks[operation];
            total.wrong[operation] += tally.wrong[operation];
            total.stack[operation] = total.stack[operation].max(tally.stack[operation]);
        }
        let _ = writeln!(console);
        total.details += tally.details;
    }

    println!("worst stack of one call (bytes; the result, kept by the caller, not included):");
    let mut overflow = false;
    for (operation, name) in OPERATIONS.iter().enumerate() {
        if total.checks[operation] == 0 {
            continue;
        }
        let stack = total.stack[operation];
        overflow |= stack >= PAINT_BYTES;
        let at_least = if stack >= PAINT_BYTES { ">= " } else { "" };
        println!("  {name:<12} {at_least}{stack:>5}");
    }
    println!(
        "result sizes (bytes): Hand {}, Decompositions {}, Waits {}, Shanten {}",
        size_of::<Hand>(),
        size_of::<tehai::Decompositions>(),
        size_of::<tehai::Waits>(),
        size_of::<tehai::Shanten>()
    );

    let checks: u32 = total.checks.iter().sum();
    let wrong: u32 = total.wrong.iter().sum();
    if overflow {
        println!("a call used the whole painted area: raise PAINT_BYTES");
    }
    if wrong == 0 && !overflow {
        println!("embedded check: {hands} hands, {checks} checks, all match the host");
        0
    } else {
        println!("embedded check: {hands} hands, {checks} checks, {wrong} MISMATCHES");
        1
    }
}

#[unsafe(no_mangle)]
extern "C" fn tehai_rt_main() -> ! {
    exit(run())
}
