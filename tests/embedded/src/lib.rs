//! A bare-metal runtime for the Cortex-M4 of the Arm MPS2+ AN386 board (as
//! QEMU's `mps2-an386` models it), just enough to run tehai's core and say
//! how it went:
//!
//! * the vector table and the reset handler (copies `.data`, zeroes `.bss`,
//!   turns the FPU on, calls the program's `tehai_rt_main`);
//! * semihosting (`bkpt 0xab`): SYS_WRITE0 for output, SYS_EXIT_EXTENDED /
//!   SYS_EXIT for the exit status, both served by the host through QEMU's
//!   `-semihosting-config enable=on,target=native`;
//! * a panic handler and a fault handler that report and exit non-zero;
//! * [`measured`]: the stack one call uses, by painting the stack below the
//!   caller, making the call and finding the deepest word it overwrote.
//!
//! Nothing here uses `core::fmt` unless the program does ([`Console`]), so
//! the `footprint` program measures tehai, not a formatter.
#![no_std]

use core::arch::{asm, global_asm};
use core::fmt;

pub mod answers;

// ------------------------------------------------------------ start-up

global_asm!(
    // The vector table: initial stack pointer, reset, then the 14 system
    // exceptions (NMI, HardFault, ... SysTick). No interrupt is enabled, so
    // no IRQ vectors follow.
    ".section .vectors, \"a\", %progbits",
    ".p2align 2",
    ".global tehai_rt_vectors",
    "tehai_rt_vectors:",
    ".word __stack_top",
    ".word tehai_rt_reset",
    ".rept 14",
    ".word tehai_rt_fault",
    ".endr",
    "",
    ".section .text.tehai_rt_reset, \"ax\", %progbits",
    ".global tehai_rt_reset",
    ".type tehai_rt_reset, %function",
    ".thumb_func",
    "tehai_rt_reset:",
    // .bss = 0
    "ldr r0, =__sbss",
    "ldr r1, =__ebss",
    "movs r2, #0",
    "2:",
    "cmp r0, r1",
    "bhs 3f",
    "str r2, [r0], #4",
    "b 2b",
    "3:",
    // .data from its load image in flash
    "ldr r0, =__sdata",
    "ldr r1, =__edata",
    "ldr r2, =__sidata",
    "4:",
    "cmp r0, r1",
    "bhs 5f",
    "ldr r3, [r2], #4",
    "str r3, [r0], #4",
    "b 4b",
    "5:",
    // CPACR: full access to CP10 and CP11 (the FPU), which the hard-float
    // ABI may use anywhere.
    "ldr r0, =0xE000ED88",
    "ldr r1, [r0]",
    "orr r1, r1, #0x00F00000",
    "str r1, [r0]",
    "dsb",
    "isb",
    "bl tehai_rt_main",
    "udf #0",
    ".ltorg",
    ".size tehai_rt_reset, . - tehai_rt_reset",
);

/// Any exception: say which (IPSR) and stop with exit status 3.
#[unsafe(no_mangle)]
extern "C" fn tehai_rt_fault() -> ! {
    let ipsr: u32;
    // SAFETY: reads a special register.
    unsafe { asm!("mrs {}, IPSR", out(reg) ipsr, options(nomem, nostack, preserves_flags)) };
    write_str("fault: exception ");
    write_number(ipsr & 0x1ff);
    write_str("\n");
    exit(3)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo<'_>) -> ! {
    // No `core::fmt` here: the location is enough to find the panic, and a
    // formatter would count against every program's flash.
    write_str("panic");
    if let Some(location) = info.location() {
        write_str(" at ");
        write_str(location.file());
        write_str(":");
        write_number(location.line());
    }
    write_str("\n");
    exit(101)
}

// ------------------------------------------------------------ semihosting

const SYS_WRITE0: usize = 0x04;
const SYS_EXIT: usize = 0x18;
const SYS_EXIT_EXTENDED: usize = 0x20;
const ADP_STOPPED_APPLICATION_EXIT: usize = 0x2_0026;
const ADP_STOPPED_RUN_TIME_ERROR: usize = 0x2_0023;

/// One semihosting call: operation in r0, parameter in r1, result in r0.
///
/// # Safety
/// `parameter` must be what `operation` expects (for most, the address of a
/// parameter block or string that stays valid during the call).
unsafe fn semihosting(operation: usize, parameter: usize) -> usize {
    let mut result = operation;
    // SAFETY: `bkpt 0xab` traps to the debugger (QEMU), which performs the
    // operation and resumes after the instruction; the caller vouches for
    // the parameter.
    unsafe {
        asm!("bkpt 0xab", inout("r0") result, in("r1") parameter, options(nostack, preserves_flags));
    }
    result
}

/// Writes bytes to the host's console, in pieces of up to 63 bytes (each
/// copied into a NUL-terminated buffer for SYS_WRITE0).
pub fn write_bytes(bytes: &[u8]) {
    for piece in bytes.chunks(63) {
        let mut buffer = [0u8; 64];
        for (slot, &byte) in buffer.iter_mut().zip(piece) {
            // A NUL inside the text would end the string early: show it.
            *slot = if byte == 0 { b'?' } else { byte };
        }
        // SAFETY: SYS_WRITE0 reads a NUL-terminated string; `buffer` holds
        // at most 63 text bytes and a 0 after them.
        unsafe { semihosting(SYS_WRITE0, buffer.as_ptr() as usize) };
    }
}

/// Writes text to the host's console.
pub fn write_str(text: &str) {
    write_bytes(text.as_bytes());
}

/// Writes a number in decimal, without `core::fmt` (and without a bounds
/// check: the runtime itself has no panic path).
pub fn write_number(mut value: u32) {
    let mut digits = [0u8; 10];
    let mut used = 0;
    for slot in digits.iter_mut().rev() {
        *slot = b'0' + (value % 10) as u8;
        value /= 10;
        used += 1;
        if value == 0 {
            break;
        }
    }
    let start = digits.len().saturating_sub(used);
    write_bytes(digits.get(start..).unwrap_or_default());
}

/// Ends the program: QEMU exits with `code` (with a host that lacks
/// SYS_EXIT_EXTENDED, with 0 for 0 and 1 for anything else).
pub fn exit(code: u32) -> ! {
    let block = [ADP_STOPPED_APPLICATION_EXIT, code as usize];
    // SAFETY: SYS_EXIT_EXTENDED reads the two-word block [reason, status].
    unsafe { semihosting(SYS_EXIT_EXTENDED, block.as_ptr() as usize) };
    let reason = if code == 0 {
        ADP_STOPPED_APPLICATION_EXIT
    } else {
        ADP_STOPPED_RUN_TIME_ERROR
    };
    // SAFETY: the 32-bit SYS_EXIT takes the reason itself as its parameter.
    unsafe { semihosting(SYS_EXIT, reason) };
    loop {
        // Not under a debugger: nothing else to do.
        // SAFETY: waits for an interrupt; none is enabled.
        unsafe { asm!("wfi", options(nomem, nostack, preserves_flags)) };
    }
}

/// A line buffer on the stack for formatted output: `core::fmt` for the
/// programs that want it.
pub struct Console {
    line: [u8; 120],
    len: usize,
}

impl Console {
    /// An empty line.
    pub const fn new() -> Console {
        Console {
            line: [0; 120],
            len: 0,
        }
    }

    /// Sends what is buffered.
    pub fn flush(&mut self) {
        write_bytes(&self.line[..self.len]);
        self.len = 0;
    }
}

impl Default for Console {
    fn default() -> Console {
        Console::new()
    }
}

impl fmt::Write for Console {
    fn write_str(&mut self, text: &str) -> fmt::Result {
        for &byte in text.as_bytes() {
            if self.len == self.line.len() {
                self.flush();
            }
            self.line[self.len] = byte;
            self.len += 1;
            if byte == b'\n' {
                self.flush();
            }
        }
        Ok(())
    }
}

impl Drop for Console {
    fn drop(&mut self) {
        self.flush();
    }
}

/// Prints a formatted line on the host's console.
#[macro_export]
macro_rules! println {
    ($($arg:tt)*) => {{
        use core::fmt::Write as _;
        let mut console = $crate::Console::new();
        let _ = writeln!(console, $($arg)*);
    }};
}

// ------------------------------------------------------------ stack use

/// How far below the caller's stack pointer [`measured`] paints.
pub const PAINT_BYTES: usize = 16 * 1024;

const PATTERN: u32 = 0xC3A5_5A3C;

/// Runs `call(input)` and returns its result and the bytes of stack the call
/// used: from the stack pointer at the call down to the deepest word it
/// wrote, callees and the result's return included (a result passed back in
/// memory lives in the caller's frame and is not counted). A use of
/// [`PAINT_BYTES`] or more is reported as `PAINT_BYTES`, meaning "at least".
///
/// Nothing interrupts the program (no interrupt is enabled), so the words
/// below the stack pointer keep the pattern until the call writes them.
#[inline(never)]
pub fn measured<I: ?Sized, O>(call: fn(&I) -> O, input: &I) -> (O, usize) {
    let top: usize;
    // SAFETY: writes the pattern into the PAINT_BYTES below the stack
    // pointer: free stack, which no live object occupies (the stack is 4 MiB
    // and no interrupt handler can run). Touches nothing above the stack
    // pointer, and does not move it.
    unsafe {
        asm!(
            "mov {top}, sp",
            "sub {at}, {top}, {size}",
            "2:",
            "str {pattern}, [{at}], #4",
            "cmp {at}, {top}",
            "blo 2b",
            top = out(reg) top,
            at = out(reg) _,
            size = in(reg) PAINT_BYTES,
            pattern = in(reg) PATTERN,
        );
    }
    // Through an opaque pointer, so that the call cannot be inlined into
    // this frame (which was set up before the painting).
    let output = core::hint::black_box(call)(input);
    let deepest: usize;
    // SAFETY: reads the painted area (below `top`, which is our own stack
    // pointer, still 4 MiB-backed RAM) upwards to the first word that lost
    // the pattern.
    unsafe {
        asm!(
            "2:",
            "ldr {word}, [{at}]",
            "cmp {word}, {pattern}",
            "bne 3f",
            "adds {at}, {at}, #4",
            "cmp {at}, {top}",
            "blo 2b",
            "3:",
            at = inout(reg) top - PAINT_BYTES => deepest,
            word = out(reg) _,
            pattern = in(reg) PATTERN,
            top = in(reg) top,
            options(readonly, nostack),
        );
    }
    (output, top - deepest)
}

// ------------------------------------------------------------ the cases

/// One hand and the answers the host computed for it (see `build.rs`).
pub struct Case {
    /// Tile counts in index order (1m..9m, 1p..9p, 1s..9s, 1z..7z).
    pub counts: [u8; 34],
    /// The hand in MPSZ notation, as the parser is given it (sometimes with
    /// tiles out of order, one suit letter per tile, or a red five `0`).
    pub text: &'static str,
    /// The hand as tehai's `Display` writes it on the host.
    pub display: &'static str,
    /// The four packed suits (three bits a rank), packed by the build script.
    pub suits: [u32; 4],
    /// [`answers::decompose`].
    pub decompose: u64,
    /// [`answers::is_win`].
    pub is_win: u64,
    /// [`answers::waits`].
    pub waits: [u64; 2],
    /// [`answers::shanten`].
    pub shanten: u64,
}

/// A named set of cases, checked and reported together.
pub struct Group {
    /// What the hands are (`complete14`, `wall13`, ...).
    pub name: &'static str,
    /// The hands.
    pub cases: &'static [Case],
}
