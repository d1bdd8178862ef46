//! Helpers shared by the fuzz targets: turning fuzz input into hands and
//! checking that failed calls leave their outputs alone.

use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_from_mpsz};

/// The byte every output is filled with before a call.
pub const SENTINEL: u8 = 0xA5;

/// A value of `T` whose every byte is [`SENTINEL`]. `T` must be a plain-data
/// `#[repr(C)]` type or integer for which every bit pattern is valid.
pub fn sentinel<T: Copy>() -> T {
    let mut value = std::mem::MaybeUninit::<T>::uninit();
    // SAFETY: writes `size_of::<T>()` bytes into the value's own storage; the
    // callers only use types for which any bit pattern is a valid value
    // (integers and structs of integers).
    unsafe {
        std::ptr::write_bytes(value.as_mut_ptr().cast::<u8>(), SENTINEL, size_of::<T>());
        value.assume_init()
    }
}

/// `true` if every byte of `value` still holds [`SENTINEL`].
pub fn untouched<T>(value: &T) -> bool {
    // SAFETY: reads the `size_of::<T>()` bytes of a live value; the callers
    // use padding-free plain-data types, so every byte is initialized.
    let bytes =
        unsafe { std::slice::from_raw_parts((value as *const T).cast::<u8>(), size_of::<T>()) };
    bytes.iter().all(|&byte| byte == SENTINEL)
}

/// Splits fuzz input at the first `;`: a hand, then parameters.
///
/// The hand part is MPSZ text (`123m456p789s11122z`, the shape of the seeds)
/// parsed through the C ABI; text that does not parse is read instead as four
/// raw little-endian `u32` suits, which are mostly invalid and exercise the
/// validation of `TehaiHand`.
pub fn hand_and_params(data: &[u8]) -> (TehaiHand, &[u8]) {
    let (text, params) = match data.iter().position(|&byte| byte == b';') {
        Some(at) => (&data[..at], &data[at + 1..]),
        None => (data, &[][..]),
    };
    (hand_from(text), params)
}

/// A hand from MPSZ text, or from raw suits when the text does not parse.
pub fn hand_from(text: &[u8]) -> TehaiHand {
    let mut hand = TehaiHand::default();
    // SAFETY: `text` is `text.len()` readable bytes; `hand` is a local.
    let status = unsafe { tehai_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut hand) };
    if status == TehaiStatus::Ok {
        return hand;
    }
    let mut suits = [0u32; 4];
    for (index, chunk) in text.chunks(4).take(4).enumerate() {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        suits[index] = u32::from_le_bytes(word);
    }
    TehaiHand { suits }
}

/// The `index`-th parameter byte, or 0.
pub fn param(params: &[u8], index: usize) -> u8 {
    params.get(index).copied().unwrap_or(0)
}

/// The Rust hand behind a packed one, if it is valid.
pub fn rust_hand(hand: &TehaiHand) -> Option<tehai::Hand> {
    tehai::Hand::try_from(*hand).ok()
}

/// Fails the run on the one status that means a bug.
pub fn assert_no_internal_error(status: TehaiStatus) {
    assert_ne!(
        status,
        TehaiStatus::InternalError,
        "tehai reported an internal error"
    );
}

/// Replays the events of a log reader over fuzz input: every win checked,
/// every discard made a decision row, every event applied (or refused,
/// leaving the seat as it was). Panics on a broken promise; `limit` bounds
/// the events a reader may yield for its input.
pub fn replay_fuzzed_events(
    events: impl Iterator<Item = Result<tehai::log::Event, tehai::log::LogError>>,
    limit: usize,
) {
    use tehai::log::{Counting, Event, Replay, check_win, decision, tenhou_rules};
    let mut replay = Replay::new();
    for (count, event) in events.enumerate() {
        assert!(count <= limit, "a reader yielded more than {limit} events");
        let Ok(event) = event else { continue };
        match &event {
            Event::Win(win) => {
                let check = check_win(&replay, win, &tenhou_rules(replay.game()));
                assert_eq!(check.agrees(), check.disagreements.is_empty());
            }
            Event::Discard {
                seat,
                tile,
                tsumogiri,
            } => {
                if let Ok(row) = decision(&replay, *seat, *tile, *tsumogiri, Counting::Unseen) {
                    assert!(row.rank >= 1 && row.rank <= row.options);
                }
            }
            _ => {}
        }
        let seat = event.seat().unwrap_or(0);
        let before = *replay.seat(seat);
        let wall = replay.wall_left();
        if replay.apply(&event).is_err() {
            assert_eq!((*replay.seat(seat), replay.wall_left()), (before, wall));
        }
    }
}
