//! The tenhou.net/6 JSON reader, the replay, the win check and the decision
//! rows on arbitrary bytes: nothing panics, the reader ends (fewer events
//! than twice the bytes), and a replay that refuses an event is left as it
//! was.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::log::Tenhou6Reader;

fuzz_target!(|data: &[u8]| {
    tehai_fuzz::replay_fuzzed_events(Tenhou6Reader::new(data), 2 * data.len() + 2);
});
