//! Declared melds (fuuro) across the boundary: [`TehaiMeld`], read byte by
//! byte into `tehai::Meld`, and [`tehai_hand_check_melds`].

use tehai::meld::{MeldKind, check_declared_melds};
use tehai::{Meld, Tile};

use crate::boundary::{guard, hand_in, slice_in};
use crate::hand::TehaiHand;
use crate::status::TehaiStatus;

/// Most melds a hand can declare: a meld array longer than this is refused.
pub const TEHAI_MAX_DECLARED_MELDS: u32 = 4;

/// `TehaiMeld::kind`: a chi (chii), a sequence called from the player on the
/// left; `tile` is its lowest tile.
pub const TEHAI_MELD_KIND_CHI: u8 = 0;
/// `TehaiMeld::kind`: a pon, a triplet called from any player.
pub const TEHAI_MELD_KIND_PON: u8 = 1;
/// `TehaiMeld::kind`: an open kan (daiminkan), a quad called from a discard.
pub const TEHAI_MELD_KIND_OPEN_KAN: u8 = 2;
/// `TehaiMeld::kind`: an added kan (shouminkan), a pon upgraded with the
/// fourth tile drawn; open, as the pon was.
pub const TEHAI_MELD_KIND_ADDED_KAN: u8 = 3;
/// `TehaiMeld::kind`: a closed kan (ankan), four drawn copies declared; the
/// hand stays closed.
pub const TEHAI_MELD_KIND_CLOSED_KAN: u8 = 4;

const _: () = assert!(TEHAI_MAX_DECLARED_MELDS as usize == tehai::meld::MAX_DECLARED_MELDS);
const _: () = {
    assert!(TEHAI_MELD_KIND_CHI == MeldKind::Chi as u8);
    assert!(TEHAI_MELD_KIND_PON == MeldKind::Pon as u8);
    assert!(TEHAI_MELD_KIND_OPEN_KAN == MeldKind::OpenKan as u8);
    assert!(TEHAI_MELD_KIND_ADDED_KAN == MeldKind::AddedKan as u8);
    assert!(TEHAI_MELD_KIND_CLOSED_KAN == MeldKind::ClosedKan as u8);
};

/// A declared meld, four bytes: what the player called (or declared closed)
/// and with which tiles.
///
/// Every byte comes from the caller and is checked, never trusted: an unknown
/// `kind`, a chi that would leave its suit or use honors, more red fives than
/// the meld holds fives (or than `TEHAI_MAX_RED_FIVES`), or a non-zero
/// `reserved` byte is
/// `TEHAI_STATUS_INVALID_MELD`; a `tile` of 34 or above is
/// `TEHAI_STATUS_INVALID_TILE_INDEX`. Initialize the whole struct (`= {0}`,
/// or a designated initializer) so that `reserved` is 0.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MELD_KIND_CHI, TehaiMeld};
// chi 3m-4m-5m with the red 5m
let chi = TehaiMeld { kind: TEHAI_MELD_KIND_CHI, tile: 2, red_fives: 1, reserved: 0 };
let meld = tehai::Meld::try_from(chi).unwrap();
assert_eq!(meld.to_string(), "chi 340m");
assert_eq!(TehaiMeld::from(meld), chi);
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiMeld {
    /// One of the `TEHAI_MELD_KIND_*` values.
    pub kind: u8,
    /// Tile index `0..34` of the meld's tile; for a chi its lowest tile.
    pub tile: u8,
    /// How many of the meld's tiles are red fives: at most
    /// `TEHAI_MAX_RED_FIVES`, and never more than the fives it holds.
    pub red_fives: u8,
    /// Must be 0; kept for a later use.
    pub reserved: u8,
}

const _: () = assert!(size_of::<TehaiMeld>() == 4);
const _: () = assert!(align_of::<TehaiMeld>() == 1);

impl From<Meld> for TehaiMeld {
    /// The meld's four bytes.
    fn from(meld: Meld) -> Self {
        TehaiMeld {
            kind: meld.kind() as u8,
            tile: meld.tile().index() as u8,
            red_fives: meld.red_fives(),
            reserved: 0,
        }
    }
}

impl TryFrom<TehaiMeld> for Meld {
    type Error = TehaiStatus;

    /// Reads a meld from C: `InvalidMeld` or `InvalidTileIndex` for bytes
    /// that are not a meld.
    fn try_from(raw: TehaiMeld) -> Result<Meld, TehaiStatus> {
        if raw.reserved != 0 {
            return Err(TehaiStatus::InvalidMeld);
        }
        let kind = MeldKind::from_u8(raw.kind).ok_or(TehaiStatus::InvalidMeld)?;
        let tile = Tile::new(raw.tile).ok_or(TehaiStatus::InvalidTileIndex)?;
        Meld::new(kind, tile)
            .and_then(|meld| meld.with_red_fives(raw.red_fives))
            .ok_or(TehaiStatus::InvalidMeld)
    }
}

/// Declared melds read from C.
pub(crate) type MeldList = heapless::Vec<Meld, { tehai::meld::MAX_DECLARED_MELDS }>;

/// Reads the caller's declared melds. More than four is
/// `TooManyDeclaredMelds` (whatever the pointer), a null `melds` with a
/// non-zero count `NullPointer`; then every meld as `Meld::try_from`.
///
/// # Safety
///
/// `melds` is null or points to `meld_count` readable `TehaiMeld`s.
pub(crate) unsafe fn melds_in(
    melds: *const TehaiMeld,
    meld_count: usize,
) -> Result<MeldList, TehaiStatus> {
    if meld_count > tehai::meld::MAX_DECLARED_MELDS {
        return Err(TehaiStatus::TooManyDeclaredMelds);
    }
    // SAFETY: forwarded contract. `TehaiMeld` is four plain bytes (alignment
    // 1, every bit pattern valid), so no value C can pass is invalid to read.
    let raw = unsafe { slice_in(melds, meld_count)? };
    let mut list = MeldList::new();
    for &meld in raw {
        list.push(Meld::try_from(meld)?)
            .map_err(|_| TehaiStatus::TooManyDeclaredMelds)?;
    }
    Ok(list)
}

/// Checks declared melds against a concealed hand: at most four real melds,
/// no kind more than four times in hand and melds together, and at most
/// `14 - 3 * meld_count` concealed tiles. Writes nothing. `melds` may be NULL
/// when `meld_count` is 0.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` is NULL, or `melds` is NULL with a
///   non-zero `meld_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_TOO_MANY_TILES`:
///   `*hand` is not a valid hand;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `meld_count` is above 4;
/// * `TEHAI_STATUS_INVALID_MELD`: a meld is not a meld (see `TehaiMeld`);
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: a meld's tile is not below 34;
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4 in `*hand`, or more than
///   four copies of a kind in hand and melds together;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: more concealed tiles than the melds
///   leave room for;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `melds` is NULL or
/// points to `meld_count` readable `TehaiMeld`s.
#[doc = rust_only!(r#"
```
use tehai_capi::{
    TEHAI_MELD_KIND_CLOSED_KAN, TEHAI_MELD_KIND_PON, TehaiHand, TehaiMeld, TehaiStatus,
    tehai_hand_check_melds,
};
let hand = TehaiHand::from("123m456p11z".parse::<tehai::Hand>().unwrap());
let melds = [
    TehaiMeld { kind: TEHAI_MELD_KIND_PON, tile: 33, ..Default::default() }, // 777z
    TehaiMeld { kind: TEHAI_MELD_KIND_CLOSED_KAN, tile: 26, ..Default::default() }, // 9999s
];
// SAFETY: `hand` and `melds` are locals of the lengths passed.
unsafe {
    assert_eq!(tehai_hand_check_melds(&hand, melds.as_ptr(), 2), TehaiStatus::Ok);
    let pon_of_1z = TehaiMeld { kind: TEHAI_MELD_KIND_PON, tile: 27, ..Default::default() };
    // 11z in hand and 111z declared: five copies.
    assert_eq!(tehai_hand_check_melds(&hand, &pon_of_1z, 1), TehaiStatus::CountAboveFour);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_check_melds(
    hand: *const TehaiHand,
    melds: *const TehaiMeld,
    meld_count: usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: the caller guarantees `melds` points to `meld_count` melds.
        let melds = unsafe { melds_in(melds, meld_count)? };
        Ok(check_declared_melds(&hand, &melds)?)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_meld_round_trips_through_its_bytes() {
        for kind in MeldKind::ALL {
            for tile in Tile::all() {
                let Some(meld) = Meld::new(kind, tile) else {
                    continue;
                };
                for red in 0..=2 {
                    if let Some(meld) = meld.with_red_fives(red) {
                        assert_eq!(Meld::try_from(TehaiMeld::from(meld)), Ok(meld));
                    }
                }
            }
        }
    }

    #[test]
    fn every_byte_pattern_is_a_meld_or_a_status() {
        for kind in 0..=u8::MAX {
            for tile in 0..=u8::MAX {
                for red_fives in 0..4 {
                    for reserved in [0, 1, 0x80] {
                        let raw = TehaiMeld {
                            kind,
                            tile,
                            red_fives,
                            reserved,
                        };
                        match Meld::try_from(raw) {
                            Ok(meld) => assert_eq!(TehaiMeld::from(meld), raw),
                            Err(status) => assert!(matches!(
                                status,
                                TehaiStatus::InvalidMeld | TehaiStatus::InvalidTileIndex
                            )),
                        }
                    }
                }
            }
        }
    }
}
