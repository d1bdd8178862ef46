//! The Tenhou mjlog reader, the replay, the win check and the decision
//! rows on arbitrary bytes: nothing panics, the reader ends (every event or
//! error takes at least a byte of a tag), and a replay that refuses an
//! event is left as it was.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::log::TenhouReader;

fuzz_target!(|data: &[u8]| {
    tehai_fuzz::replay_fuzzed_events(TenhouReader::new(data), data.len() + 1);
});
