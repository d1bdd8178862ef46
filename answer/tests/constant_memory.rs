//! A gigabyte of concatenated games through `replay_reader` in constant
//! memory: the heap's peak stays under a megabyte whatever the input's
//! length, because the reader holds one game at a time.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Read;
use std::sync::atomic::{AtomicUsize, Ordering};

struct Counting;

static CURRENT: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call is passed to the system allocator unchanged; the
// counters only add and subtract the sizes it was asked for.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let now = CURRENT.fetch_add(layout.size(), Ordering::SeqCst) + layout.size();
        PEAK.fetch_max(now, Ordering::SeqCst);
        // SAFETY: the caller's layout is passed on as it is.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        CURRENT.fetch_sub(layout.size(), Ordering::SeqCst);
        // SAFETY: `ptr` came from `System.alloc` with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// The same game over and over, never in memory whole.
struct Repeated {
    game: &'static [u8],
    at: usize,
    left: u64,
}

impl Read for Repeated {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let mut written = 0;
        while written < out.len() && self.left > 0 {
            let rest = &self.game[self.at..];
            let take = rest.len().min(out.len() - written).min(self.left as usize);
            out[written..written + take].copy_from_slice(&rest[..take]);
            written += take;
            self.left -= take as u64;
            self.at = (self.at + take) % self.game.len();
        }
        Ok(written)
    }
}

#[test]
fn a_gigabyte_of_games_in_constant_memory() {
    let game: &'static [u8] = include_bytes!("../../tests/data/logs/tenhou_small.xml");
    let games: u64 = (1 << 30) / game.len() as u64;
    let input = Repeated {
        game,
        at: 0,
        left: games * game.len() as u64,
    };
    let options = tehai_answer::ReplayOptions {
        verify: true,
        rows: true,
        ..Default::default()
    };
    let before = CURRENT.load(Ordering::SeqCst);
    PEAK.store(before, Ordering::SeqCst);
    let summary = tehai_answer::replay_reader("repeated", input, &options, |_| {}).unwrap();
    let peak = PEAK.load(Ordering::SeqCst) - before;
    assert_eq!(summary.games as u64, games);
    assert_eq!(summary.verified as u64, games);
    assert_eq!(summary.bytes, games * game.len() as u64);
    assert!(
        peak < 1 << 20,
        "peak heap {peak} bytes for a gigabyte of games"
    );
    eprintln!(
        "{games} games, {} bytes, peak heap {peak} bytes",
        summary.bytes
    );
}
