//! The Tenhou mjlog reader, the replay, the win check and the decision
//! rows on arbitrary bytes: nothing panics, the reader ends, and a replay
//! that refuses an event is left as it was.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::log::{Counting, Event, Replay, TenhouReader, check_win, decision, tenhou_rules};

fuzz_target!(|data: &[u8]| {
    let mut replay = Replay::new();
    let mut events = 0usize;
    for event in TenhouReader::new(data) {
        events += 1;
        // Every event or error consumes at least one byte of a tag.
        assert!(events <= data.len() + 1);
        let Ok(event) = event else { continue };
        match &event {
            Event::Win(win) => {
                let check = check_win(&replay, win, &tenhou_rules(replay.game()));
                assert_eq!(check.agrees(), check.disagreements.is_empty());
            }
            Event::Discard { seat, tile, tsumogiri } => {
                if let Ok(row) = decision(&replay, *seat, *tile, *tsumogiri, Counting::Unseen) {
                    assert!(row.rank >= 1 && row.rank <= row.options);
                }
            }
            _ => {}
        }
        let before = replay.wall_left();
        if replay.apply(&event).is_err() {
            assert_eq!(replay.wall_left(), before);
        }
    }
});
