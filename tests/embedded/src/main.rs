//! The embedded proof: tehai's core in a program with no `std`, no allocator
//! and no C runtime (issue 6).
//!
//! `_start` is ours; output and exit are raw Linux syscalls; `memcpy` and
//! friends are a few lines of `rep movsb`. The program runs a decomposition,
//! a win check, waits and shanten on fixed hands, checks every answer, and
//! measures how much stack each call uses by painting 64 KiB below the stack
//! pointer, making the call, and finding the deepest word it overwrote. It
//! prints one line per analysis and exits 0 only if every answer is right.
//!
//! Built and run by `.ci/embedded.sh`, which also reports the program's code
//! and table size.
#![no_std]
#![no_main]

use core::arch::{asm, global_asm};
use core::hint::black_box;

use tehai::Hand;

// ------------------------------------------------------------ the runtime

global_asm!(
    ".globl _start",
    "_start:",
    "xor ebp, ebp",
    "and rsp, -16",
    "call {entry}",
    "mov edi, eax",
    "mov eax, 231", // exit_group
    "syscall",
    "ud2",
    entry = sym entry,
);

fn write(bytes: &[u8]) {
    // SAFETY: write(2) reads `len` bytes from `ptr`, which `bytes` provides.
    unsafe {
        asm!(
            "syscall",
            inlateout("rax") 1usize => _,
            in("rdi") 1usize,
            in("rsi") bytes.as_ptr(),
            in("rdx") bytes.len(),
            lateout("rcx") _,
            lateout("r11") _,
            options(nostack, readonly),
        );
    }
}

fn exit(code: i32) -> ! {
    // SAFETY: exit_group(2) does not return and touches no memory of ours.
    unsafe {
        asm!("syscall", in("rax") 231usize, in("rdi") code as isize, options(noreturn, nostack));
    }
}

#[panic_handler]
fn panic(_: &core::panic::PanicInfo<'_>) -> ! {
    write(b"panic\n");
    exit(101)
}

// The compiler may call these; without libc the program brings them.

/// # Safety
/// `dest` and `src` valid for `n` bytes, not overlapping.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcpy(dest: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    // SAFETY: the caller's contract; `rep movsb` copies `n` bytes forward.
    unsafe {
        asm!("rep movsb", inout("rcx") n => _, inout("rdi") dest => _, inout("rsi") src => _,
             options(nostack, preserves_flags));
    }
    dest
}

/// # Safety
/// `dest` and `src` valid for `n` bytes; they may overlap.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memmove(dest: *mut u8, src: *const u8, n: usize) -> *mut u8 {
    if (dest as usize).wrapping_sub(src as usize) >= n {
        // SAFETY: a forward copy is correct when `dest` is not inside `src..src + n`.
        return unsafe { memcpy(dest, src, n) };
    }
    // SAFETY: backwards copy (direction flag set, then cleared as the ABI requires).
    unsafe {
        asm!("std", "rep movsb", "cld",
             inout("rcx") n => _, inout("rdi") dest.add(n - 1) => _, inout("rsi") src.add(n - 1) => _,
             options(nostack));
    }
    dest
}

/// # Safety
/// `dest` valid for `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memset(dest: *mut u8, value: i32, n: usize) -> *mut u8 {
    // SAFETY: the caller's contract; `rep stosb` fills `n` bytes.
    unsafe {
        asm!("rep stosb", inout("rcx") n => _, inout("rdi") dest => _, in("al") value as u8,
             options(nostack, preserves_flags));
    }
    dest
}

/// # Safety
/// `a` and `b` valid for `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn memcmp(a: *const u8, b: *const u8, n: usize) -> i32 {
    let mut i = 0;
    while i < n {
        // SAFETY: `i < n`, within the caller's contract.
        let (x, y) = unsafe { (a.add(i).read_volatile(), b.add(i).read_volatile()) };
        if x != y {
            return i32::from(x) - i32::from(y);
        }
        i += 1;
    }
    0
}

/// # Safety
/// `a` and `b` valid for `n` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bcmp(a: *const u8, b: *const u8, n: usize) -> i32 {
    // SAFETY: the same contract.
    unsafe { memcmp(a, b, n) }
}

// ------------------------------------------------------------ stack use

const PAINT_WORDS: usize = 8192; // 64 KiB
const PATTERN: u64 = 0x5A5A_A5A5_C3C3_3C3C;

/// Fills a 64 KiB frame just below the caller's stack with the pattern and
/// returns its lowest address.
#[inline(never)]
fn paint() -> usize {
    let mut area = [0u64; PAINT_WORDS];
    for word in area.iter_mut() {
        // SAFETY: a write to our own local array, volatile so it stays.
        unsafe { core::ptr::write_volatile(word, PATTERN) };
    }
    black_box(&mut area).as_ptr().expose_provenance()
}

/// Bytes between `top` and the deepest word below it that no longer holds
/// the pattern, scanning up from `low`.
#[inline(never)]
fn deepest(low: usize, top: usize) -> usize {
    let mut addr = low;
    while addr < top {
        let ptr = core::ptr::with_exposed_provenance::<u64>(addr);
        // SAFETY: `low..top` is this thread's stack, below our frame: mapped
        // and readable; volatile, since the compiler cannot know who wrote it.
        if unsafe { ptr.read_volatile() } != PATTERN {
            return top - addr;
        }
        addr += 8;
    }
    0
}

fn stack_pointer() -> usize {
    let sp: usize;
    // SAFETY: reads a register.
    unsafe { asm!("mov {}, rsp", out(reg) sp, options(nomem, nostack, preserves_flags)) };
    sp
}

/// Runs `call(hand)` with the stack below painted; returns its answer and the
/// bytes of stack it used (return address included).
#[inline(never)]
fn measured(call: fn(&Hand) -> u64, hand: &Hand) -> (u64, usize) {
    let low = paint();
    let top = stack_pointer();
    let answer = black_box(call)(black_box(hand));
    (answer, deepest(low, top))
}

// ------------------------------------------------------------ the analyses

#[inline(never)]
fn decompose_count(hand: &Hand) -> u64 {
    match tehai::decompose(hand) {
        Ok(set) => {
            set.decompositions().len() as u64
                | u64::from(set.is_seven_pairs()) << 8
                | u64::from(set.is_thirteen_orphans()) << 9
        }
        Err(_) => u64::MAX,
    }
}

#[inline(never)]
fn win(hand: &Hand) -> u64 {
    u64::from(tehai::is_win(hand))
}

#[cfg(feature = "waits")]
#[inline(never)]
fn wait_bits(hand: &Hand) -> u64 {
    tehai::waits(hand).map_or(u64::MAX, |w| w.waits.bits())
}

#[cfg(feature = "shanten")]
#[inline(never)]
fn shanten_all(hand: &Hand) -> u64 {
    match tehai::shanten(hand) {
        Ok(s) => {
            let byte = |v: i8| u64::from(v as u8);
            byte(s.min)
                | byte(s.regular) << 8
                | s.seven_pairs.map_or(0xff, byte) << 16
                | s.thirteen_orphans.map_or(0xff, byte) << 24
        }
        Err(_) => u64::MAX,
    }
}

fn hand(text: &str) -> Hand {
    match text.parse() {
        Ok(hand) => hand,
        Err(_) => {
            write(b"bad hand text\n");
            exit(2)
        }
    }
}

struct Report {
    failures: u32,
    worst: usize,
    line: [u8; 128],
    len: usize,
}

impl Report {
    fn push(&mut self, bytes: &[u8]) {
        for &b in bytes {
            if let Some(slot) = self.line.get_mut(self.len) {
                *slot = b;
                self.len += 1;
            }
        }
    }

    fn number(&mut self, mut value: usize) {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        loop {
            at -= 1;
            digits[at] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        let mut copy = [0u8; 20];
        copy[..digits.len() - at].copy_from_slice(&digits[at..]);
        self.push(&copy[..digits.len() - at]);
    }

    /// Runs `call` on each (hand, expected answer), prints one line.
    fn check(&mut self, name: &[u8], call: fn(&Hand) -> u64, cases: &[(&str, u64)]) {
        self.len = 0;
        let mut worst = 0;
        let mut ok = true;
        for &(text, expected) in cases {
            let (answer, stack) = measured(call, &hand(text));
            worst = worst.max(stack);
            if answer != expected {
                ok = false;
                self.failures += 1;
                self.push(text.as_bytes());
                self.push(b": got ");
                self.number(answer as usize);
                self.push(b", want ");
                self.number(expected as usize);
                self.push(b"; ");
            }
        }
        self.worst = self.worst.max(worst);
        self.push(name);
        self.push(if ok {
            b": ok, stack "
        } else {
            b": WRONG, stack "
        });
        self.number(worst);
        self.push(b" bytes\n");
        write(&self.line[..self.len]);
    }
}

extern "C" fn entry() -> i32 {
    let mut report = Report {
        failures: 0,
        worst: 0,
        line: [0; 128],
        len: 0,
    };
    report.check(
        b"decompose",
        decompose_count,
        &[
            ("11122233344455m", 4),
            ("22334455667788m", 3 | 1 << 8),
            ("12344455888999m", 1),
            ("19m19p19s12345677z", 1 << 9),
            ("123m456p789s11123z", 0),
        ],
    );
    report.check(
        b"is_win",
        win,
        &[
            ("123m456p789s11122z", 1),
            ("1122m3344p5566s77z", 1),
            ("19m19p19s12345677z", 1),
            ("123m456p789s11123z", 0),
            ("55z", 1),
        ],
    );
    #[cfg(feature = "waits")]
    report.check(
        b"waits",
        wait_bits,
        &[
            ("1112345678999m", 0x1ff),
            ("23m456p789s11122z", 0b1001),
            ("1122m3344p5566s7z", 1 << 33),
        ],
    );
    #[cfg(feature = "shanten")]
    report.check(
        b"shanten",
        shanten_all,
        &[
            // min, regular, seven pairs, thirteen orphans (0xff = n/a).
            ("123m456p789s1122z", 0x08_04_00_00),
            ("19m19p19s1234567z", 0x00_06_08_00),
            ("2355m", 0xff_ff_00_00),
        ],
    );
    report.len = 0;
    report.push(b"worst stack of one call: ");
    report.number(report.worst);
    report.push(b" bytes\n");
    write(&report.line[..report.len]);
    if report.failures == 0 {
        write(b"embedded: all answers right\n");
        0
    } else {
        write(b"embedded: WRONG answers\n");
        1
    }
}
