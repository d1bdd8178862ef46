//! The mjai JSON-lines reader, the replay, the win check and the decision
//! rows on arbitrary bytes: nothing panics, the reader ends (at most a
//! game start and one event a line), and a replay that refuses an event is
//! left as it was.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::log::MjaiReader;

fuzz_target!(|data: &[u8]| {
    tehai_fuzz::replay_fuzzed_events(MjaiReader::new(data), 2 * data.len() + 2);
});
