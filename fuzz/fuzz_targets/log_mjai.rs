//! The mjai JSON-lines reader, the replay, the win check and the decision
//! rows on arbitrary bytes: nothing panics and the reader ends.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::log::{Counting, Event, MjaiReader, Replay, check_win, decision, tenhou_rules};

fuzz_target!(|data: &[u8]| {
    let mut replay = Replay::new();
    let mut events = 0usize;
    for event in MjaiReader::new(data) {
        events += 1;
        // At most a game start and one event a line, a line at least a byte.
        assert!(events <= 2 * data.len() + 2);
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
        let _ = replay.apply(&event);
    }
});
