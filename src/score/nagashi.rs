//! Nagashi mangan: not a winning hand but a settlement at an exhaustive
//! draw, paid as a mangan tsumo.

use crate::context::Players;
use crate::error::Error;
use crate::rules::Rules;

use super::context::Wind;
use super::points::{Limit, payment};

/// What nagashi mangan pays: a mangan tsumo by the player whose discards
/// were all terminals and honors, none of them called. The round ends in a
/// draw, so the counters and the riichi sticks stay on the table.
/// Returned by [`nagashi_mangan`].
///
/// ```
/// use tehai::rules::Rules;
/// use tehai::score::{Wind, nagashi_mangan};
/// let paid = nagashi_mangan(Wind::South, &Rules::default())?;
/// assert_eq!((paid.main, paid.additional, paid.total), (4_000, 2_000, 8_000));
/// assert_eq!(paid.payments, [4_000, 0, 2_000, 2_000]);
/// # Ok::<(), tehai::Error>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NagashiMangan {
    /// What the dealer pays (each other player, when the dealer is the one
    /// paid).
    pub main: u32,
    /// What each non-dealer pays (at three players with the north's share
    /// lost or split, as [`Rules::three_player_tsumo`] says).
    pub additional: u32,
    /// Everything the player receives.
    pub total: u32,
    /// What each seat pays, East first; 0 for the player paid and an
    /// absent north seat.
    pub payments: [u32; 4],
}

/// Settles nagashi mangan for the player at `seat` under `rules`: a mangan
/// tsumo, without counters or riichi sticks. Rules without it
/// ([`Rules::nagashi_mangan`] off: WRC, EMA, M.League) are
/// [`Error::NagashiManganOff`]; a north seat at three players is
/// [`Error::NorthSeatInThreePlayers`].
///
/// ```
/// use tehai::rules::{Preset, Rules};
/// use tehai::score::{Wind, nagashi_mangan};
/// let sanma = nagashi_mangan(Wind::East, &Rules::preset(Preset::Tenhou3p))?;
/// assert_eq!((sanma.total, sanma.payments), (8_000, [0, 4_000, 4_000, 0]));
/// assert_eq!(nagashi_mangan(Wind::East, &Rules::preset(Preset::Wrc)), Err(tehai::Error::NagashiManganOff));
/// # Ok::<(), tehai::Error>(())
/// ```
pub fn nagashi_mangan(seat: Wind, rules: &Rules) -> Result<NagashiMangan, Error> {
    if !rules.nagashi_mangan {
        return Err(Error::NagashiManganOff);
    }
    let seats = match rules.players {
        Players::Four => 4,
        Players::Three if seat == Wind::North => return Err(Error::NorthSeatInThreePlayers),
        Players::Three => 3,
    };
    let dealer = seat == Wind::East;
    let base = Limit::Mangan.base_points().unwrap_or(2_000);
    let paid = payment(base, dealer, true, 0, 0, rules);
    let mut payments = [0; 4];
    for (other, pays) in payments.iter_mut().enumerate().take(seats) {
        if other == seat as usize {
            continue;
        }
        *pays = if other == 0 || dealer {
            paid.main
        } else {
            paid.additional
        };
    }
    Ok(NagashiMangan {
        main: paid.main,
        additional: paid.additional,
        total: paid.total,
        payments,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, ThreePlayerTsumo};

    #[test]
    fn every_seat_at_four_and_three_players() {
        let tenhou = Rules::default();
        let dealer = nagashi_mangan(Wind::East, &tenhou).unwrap();
        assert_eq!(
            (dealer.main, dealer.additional, dealer.total),
            (4_000, 4_000, 12_000)
        );
        assert_eq!(dealer.payments, [0, 4_000, 4_000, 4_000]);
        let north = nagashi_mangan(Wind::North, &tenhou).unwrap();
        assert_eq!(north.payments, [4_000, 2_000, 2_000, 0]);
        let sanma = Rules::preset(Preset::MahjongSoul3p);
        let west = nagashi_mangan(Wind::West, &sanma).unwrap();
        assert_eq!((west.total, west.payments), (6_000, [4_000, 2_000, 0, 0]));
        let split = Rules {
            three_player_tsumo: ThreePlayerTsumo::Split,
            ..sanma
        };
        let west = nagashi_mangan(Wind::West, &split).unwrap();
        assert_eq!((west.total, west.payments), (8_000, [5_000, 3_000, 0, 0]));
        assert_eq!(
            nagashi_mangan(Wind::North, &sanma),
            Err(Error::NorthSeatInThreePlayers)
        );
        for preset in [Preset::Wrc, Preset::Ema, Preset::MLeague] {
            assert_eq!(
                nagashi_mangan(Wind::South, &Rules::preset(preset)),
                Err(Error::NagashiManganOff)
            );
        }
    }
}
