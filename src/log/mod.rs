//! Game records in: readers of Tenhou's mjlog XML, tenhou.net/6's JSON
//! and mjai's JSON lines
//! into one typed event model, a replay that keeps the table as each
//! player sees it, and the check of every recorded win against the score.
//!
//! Everything here works on byte slices and fixed-size values: no
//! allocation, no panic, whatever the input. A reader yields
//! `Result<Event, LogError>`; after an error it skips the rest of that game
//! and goes on with the next one in the same text.
//!
//! ```
//! use tehai::log::{Event, Replay, TenhouReader};
//! let text = br#"<mjloggm ver="2.3"><GO type="169"/>
//!   <INIT seed="0,0,0,1,2,52" ten="250,250,250,250" oya="0"
//!     hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49"
//!     hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>
//!   <T53/></mjloggm>"#;
//! let mut replay = Replay::new();
//! for event in TenhouReader::new(text) {
//!     let event = event?;
//!     if let Event::Draw { seat, .. } = event {
//!         // The state an engine would ask about, before the draw.
//!         assert_eq!(replay.seat(seat).hand().hand.tile_count(), 13);
//!     }
//!     replay.apply(&event)?;
//! }
//! assert_eq!(replay.seat(0).hand().hand.tile_count(), 14);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// `event.rs` is the model every reader produces; `xml.rs` scans tags for
// `tenhou.rs`; `json.rs` scans lines for `mjai.rs` and games for
// `tenhou6.rs`; `replay.rs` applies
// events to a table; `verify.rs` scores recorded wins against the replay;
// `decision.rs` asks the discard table about each discard.

mod decision;
mod error;
mod event;
mod json;
mod mjai;
mod replay;
mod tenhou;
mod tenhou6;
mod verify;
mod xml;

pub use decision::{Counting, DecisionEv, DecisionRow, decision, decision_ev, ev_question};
pub use error::{LogError, LogErrorReason};
pub use event::{
    Call, CallKind, DrawKind, DrawRecord, Event, GameStart, MAX_LOG_INDICATORS, MAX_RECORDED_YAKU,
    RoundStart, TileList, WinRecord,
};
pub use mjai::MjaiReader;
pub use replay::{MAX_RIVER, Replay, RiichiState, RiverTile, SeatState};
pub use tenhou::TenhouReader;
pub use tenhou6::Tenhou6Reader;
pub use verify::{ScoredWin, WinCheck, WinFields, check_win, tenhou_rules, win_context};
