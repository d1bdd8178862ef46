//! Points: from han and fu to base points, the limit hands and the payments.
//!
//! The rules are documented on [`Limit`], the public face of this module.

use core::fmt;

use crate::context::Players;
use crate::rules::{Kazoe, Rules, ThreePlayerTsumo};

/// The limit a score reached, if any; its [`name`](Limit::name) is the
/// `limit` of the JSON output.
///
/// Below 5 han the base points are `fu × 2^(2 + han)`, capped at 2,000 (a
/// mangan). From 5 han the base is fixed: mangan 2,000 (5 han), haneman
/// 3,000 (6–7), baiman 4,000 (8–10), sanbaiman 6,000 (11–12), and 13 han or
/// more without a yakuman is a counted yakuman (kazoe yakuman), 8,000, or a
/// sanbaiman under [`Rules::kazoe`](crate::rules::Rules::kazoe). A yakuman
/// is 8,000 per multiple. With kiriage mangan, 4 han 30 fu and 3 han
/// 60 fu (base 1,920) are a mangan as well.
///
/// On a discard (ron) the discarder pays 6 × base to a dealer, 4 × base to
/// anyone else. On a draw (tsumo) a dealer gets 2 × base from each player; a
/// non-dealer gets 2 × base from the dealer and 1 × base from each other
/// player; at three players the absent north seat's share is lost or split
/// ([`Rules::three_player_tsumo`](crate::rules::Rules::three_player_tsumo)).
/// Every payment is rounded up to 100. Each honba adds
/// [`Rules::honba_ron`](crate::rules::Rules::honba_ron) (300 in the
/// four-player presets) from the discarder of a ron, and
/// [`Rules::honba_tsumo`](crate::rules::Rules::honba_tsumo) (100) from each
/// payer of a tsumo. Each riichi stick on the table adds 1,000 for the
/// winner.
///
/// ```
/// use tehai::score::Limit;
/// assert_eq!(Limit::Haneman.name(), "haneman");
/// assert_eq!(Limit::Yakuman(2).name(), "2x yakuman");
/// assert_eq!(Limit::None.base_points(), None);
/// assert_eq!(Limit::Yakuman(3).base_points(), Some(24_000));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Limit {
    /// Below the mangan: the base points follow the fu.
    #[default]
    None,
    /// Mangan: 5 han, or fewer han with base points of 2,000 or more.
    Mangan,
    /// Kiriage mangan: 4 han 30 fu or 3 han 60 fu under
    /// [`Rules::kiriage`](crate::rules::Rules::kiriage).
    KiriageMangan,
    /// Haneman: 6 or 7 han.
    Haneman,
    /// Baiman: 8 to 10 han.
    Baiman,
    /// Sanbaiman: 11 or 12 han.
    Sanbaiman,
    /// Kazoe yakuman: 13 han or more without a yakuman, scored as one yakuman.
    KazoeYakuman,
    /// Yakuman, counted in multiples: yakuman add up (unless the rules say
    /// otherwise) and each double yakuman the rules count twice counts two.
    Yakuman(u8),
}

impl Limit {
    /// The name used in the JSON output: `""`, `"mangan"`,
    /// `"kiriage mangan"`, `"haneman"`, `"baiman"`, `"sanbaiman"`,
    /// `"kazoe yakuman"`, `"yakuman"`, `"2x yakuman"` … `"10x yakuman"`
    /// (the local yakuman reach past six; multiples above 10, which no hand
    /// reaches, are named `"10x yakuman"`).
    ///
    /// ```
    /// assert_eq!(tehai::score::Limit::None.name(), "");
    /// assert_eq!(tehai::score::Limit::KiriageMangan.name(), "kiriage mangan");
    /// assert_eq!(tehai::score::Limit::Yakuman(1).name(), "yakuman");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Limit::None => "",
            Limit::Mangan => "mangan",
            Limit::KiriageMangan => "kiriage mangan",
            Limit::Haneman => "haneman",
            Limit::Baiman => "baiman",
            Limit::Sanbaiman => "sanbaiman",
            Limit::KazoeYakuman => "kazoe yakuman",
            Limit::Yakuman(0 | 1) => "yakuman",
            Limit::Yakuman(2) => "2x yakuman",
            Limit::Yakuman(3) => "3x yakuman",
            Limit::Yakuman(4) => "4x yakuman",
            Limit::Yakuman(5) => "5x yakuman",
            Limit::Yakuman(6) => "6x yakuman",
            Limit::Yakuman(7) => "7x yakuman",
            Limit::Yakuman(8) => "8x yakuman",
            Limit::Yakuman(9) => "9x yakuman",
            Limit::Yakuman(_) => "10x yakuman",
        }
    }

    /// The fixed base points of the limit; `None` below the mangan.
    ///
    /// ```
    /// assert_eq!(tehai::score::Limit::Baiman.base_points(), Some(4_000));
    /// assert_eq!(tehai::score::Limit::KazoeYakuman.base_points(), Some(8_000));
    /// ```
    pub const fn base_points(self) -> Option<u32> {
        Some(match self {
            Limit::None => return None,
            Limit::Mangan | Limit::KiriageMangan => 2_000,
            Limit::Haneman => 3_000,
            Limit::Baiman => 4_000,
            Limit::Sanbaiman => 6_000,
            Limit::KazoeYakuman => 8_000,
            Limit::Yakuman(multiple) => 8_000 * multiple as u32,
        })
    }
}

impl fmt::Display for Limit {
    /// The name, as [`Limit::name`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The limit of a hand of `han` han and `fu` fu (`yakuman` multiples of
/// yakuman, 0 for none) under `rules` (kazoe and kiriage).
pub(crate) fn limit(han: u32, fu: u8, yakuman: u8, rules: &Rules) -> Limit {
    if yakuman > 0 {
        return Limit::Yakuman(yakuman);
    }
    let kiriage = rules.kiriage;
    match han {
        13.. if rules.kazoe == Kazoe::Yakuman => Limit::KazoeYakuman,
        11.. => Limit::Sanbaiman,
        8..=10 => Limit::Baiman,
        6..=7 => Limit::Haneman,
        5 => Limit::Mangan,
        _ if kiriage && matches!((han, fu), (4, 30) | (3, 60)) => Limit::KiriageMangan,
        _ if raw_base(han, fu) >= 2_000 => Limit::Mangan,
        _ => Limit::None,
    }
}

/// `fu × 2^(2 + han)` for `han` below 5.
fn raw_base(han: u32, fu: u8) -> u32 {
    u32::from(fu) << (2 + han.min(4))
}

/// The base points of a hand.
pub(crate) fn base_points(han: u32, fu: u8, limit: Limit) -> u32 {
    limit.base_points().unwrap_or_else(|| raw_base(han, fu))
}

/// What the winner receives, in the JSON output's terms.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Payment {
    /// Ron: what the discarder pays. Tsumo: what the dealer pays (a
    /// dealer's tsumo: what each player pays). Honba included.
    pub(crate) main: u32,
    /// Tsumo: what each non-dealer pays (honba included); ron: 0.
    pub(crate) additional: u32,
    /// Everything the winner receives, riichi sticks included.
    pub(crate) total: u32,
}

/// Rounds up to the next 100.
pub(crate) const fn round_up(points: u32) -> u32 {
    points.div_ceil(100) * 100
}

/// The payments for `base` points under `rules` (the honba values, and at
/// three players the share of the absent north seat).
pub(crate) fn payment(
    base: u32,
    dealer: bool,
    tsumo: bool,
    honba: u16,
    sticks: u16,
    rules: &Rules,
) -> Payment {
    let sticks = 1_000 * u32::from(sticks);
    if !tsumo {
        let multiple = if dealer { 6 } else { 4 };
        let honba = u32::from(rules.honba_ron) * u32::from(honba);
        // Saturating: a caller may put any counts and honba values on the table.
        let main = round_up(multiple * base).saturating_add(honba);
        return Payment {
            main,
            additional: 0,
            total: main.saturating_add(sticks),
        };
    }
    let honba = u32::from(rules.honba_tsumo) * u32::from(honba);
    let three = rules.players == Players::Three;
    let dealer_share = round_up(2 * base);
    let other_share = if dealer { dealer_share } else { round_up(base) };
    // Under the split rule each payer adds half of what the absent seat
    // would have paid, rounded up to 100 with the payer's own share. The
    // absent seat is never the dealer: it pays `other_share`, a dealer
    // winner's share from everyone, a non-dealer's share otherwise.
    let absent_share_half = if three && rules.three_player_tsumo == ThreePlayerTsumo::Split {
        other_share / 2
    } else {
        0
    };
    let main = round_up(dealer_share + absent_share_half).saturating_add(honba);
    let additional = round_up(other_share + absent_share_half).saturating_add(honba);
    Payment {
        main,
        additional,
        total: tsumo_total(main, additional, dealer, three).saturating_add(sticks),
    }
}

/// What the payers of a tsumo pay together: on a dealer's win every other
/// player pays `main`; else the dealer pays `main` and each non-dealer
/// `additional`.
const fn tsumo_total(main: u32, additional: u32, dealer: bool, three: bool) -> u32 {
    let payers = if three { 2 } else { 3 };
    if dealer {
        main.saturating_mul(payers)
    } else {
        main.saturating_add(additional.saturating_mul(payers - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pay(han: u32, fu: u8, dealer: bool, tsumo: bool) -> (u32, u32, u32) {
        let rules = Rules::default();
        let limit = limit(han, fu, 0, &rules);
        let paid = payment(base_points(han, fu, limit), dealer, tsumo, 0, 0, &rules);
        (paid.main, paid.additional, paid.total)
    }

    #[test]
    fn table_rows() {
        // Non-dealer ron, non-dealer tsumo, dealer ron, dealer tsumo.
        assert_eq!(pay(1, 30, false, false), (1_000, 0, 1_000));
        assert_eq!(pay(1, 30, false, true), (500, 300, 1_100));
        assert_eq!(pay(1, 30, true, false), (1_500, 0, 1_500));
        assert_eq!(pay(1, 30, true, true), (500, 500, 1_500));
        assert_eq!(pay(2, 20, false, true), (700, 400, 1_500));
        assert_eq!(pay(3, 30, false, false), (3_900, 0, 3_900));
        assert_eq!(pay(3, 25, true, false), (4_800, 0, 4_800));
        assert_eq!(pay(4, 30, false, false), (7_700, 0, 7_700));
        assert_eq!(pay(4, 30, true, true), (3_900, 3_900, 11_700));
        assert_eq!(pay(3, 60, false, true), (3_900, 2_000, 7_900));
        assert_eq!(pay(4, 40, false, false), (8_000, 0, 8_000));
        assert_eq!(pay(3, 70, true, false), (12_000, 0, 12_000));
        assert_eq!(pay(5, 30, false, true), (4_000, 2_000, 8_000));
        assert_eq!(pay(7, 30, true, false), (18_000, 0, 18_000));
        assert_eq!(pay(10, 30, false, false), (16_000, 0, 16_000));
        assert_eq!(pay(12, 30, true, true), (12_000, 12_000, 36_000));
        assert_eq!(pay(13, 30, false, false), (32_000, 0, 32_000));
        assert_eq!(pay(20, 30, true, false), (48_000, 0, 48_000));
    }

    fn limit_with(han: u32, fu: u8, yakuman: u8, kiriage: bool) -> Limit {
        let rules = Rules {
            kiriage,
            ..Rules::default()
        };
        super::limit(han, fu, yakuman, &rules)
    }

    #[test]
    fn kazoe_as_sanbaiman() {
        let rules = Rules {
            kazoe: Kazoe::Sanbaiman,
            ..Rules::default()
        };
        assert_eq!(limit(13, 30, 0, &rules), Limit::Sanbaiman);
        assert_eq!(limit(26, 30, 0, &rules), Limit::Sanbaiman);
        assert_eq!(limit(12, 30, 0, &rules), Limit::Sanbaiman);
        assert_eq!(limit(13, 30, 1, &rules), Limit::Yakuman(1));
    }

    #[test]
    fn three_player_tsumo() {
        let loss = Rules::preset(crate::rules::Preset::Tenhou3p);
        let split = Rules {
            three_player_tsumo: ThreePlayerTsumo::Split,
            ..loss
        };
        let paid = |base, dealer, rules: &Rules, honba| {
            let paid = payment(base, dealer, true, honba, 0, rules);
            (paid.main, paid.additional, paid.total)
        };
        // 1 han 30 fu (base 240): 500/300 at four, dealer 500 and one 300 at
        // three; split, half of the north's 300 each: 500 + 150 → 700, 300 +
        // 150 → 500; the dealer's 500 a payer: 500 + 250 → 800 each.
        assert_eq!(paid(240, false, &loss, 0), (500, 300, 800));
        assert_eq!(paid(240, false, &split, 0), (700, 500, 1_200));
        assert_eq!(paid(240, true, &loss, 0), (500, 500, 1_000));
        assert_eq!(paid(240, true, &split, 0), (800, 800, 1_600));
        // A mangan: 4,000/2,000 → 4,000 + 2,000 lost, or 5,000 + 3,000.
        assert_eq!(paid(2_000, false, &loss, 0), (4_000, 2_000, 6_000));
        assert_eq!(paid(2_000, false, &split, 0), (5_000, 3_000, 8_000));
        assert_eq!(paid(2_000, true, &split, 0), (6_000, 6_000, 12_000));
        assert_eq!(paid(2_000, true, &loss, 1), (4_100, 4_100, 8_200));
        // Three players: a counter adds 200 to a ron.
        let ron = payment(2_000, false, false, 2, 1, &loss);
        assert_eq!((ron.main, ron.total), (8_400, 9_400));
        let costly = Rules {
            honba_ron: 1_000,
            honba_tsumo: 500,
            ..loss
        };
        assert_eq!(payment(2_000, false, false, 1, 0, &costly).main, 9_000);
        assert_eq!(paid(2_000, false, &costly, 1), (4_500, 2_500, 7_000));
    }

    #[test]
    fn limits() {
        assert_eq!(limit_with(4, 30, 0, false), Limit::None);
        assert_eq!(limit_with(4, 30, 0, true), Limit::KiriageMangan);
        assert_eq!(limit_with(3, 60, 0, true), Limit::KiriageMangan);
        assert_eq!(limit_with(3, 60, 0, false), Limit::None);
        assert_eq!(limit_with(3, 50, 0, true), Limit::None);
        assert_eq!(limit_with(4, 25, 0, true), Limit::None);
        assert_eq!(limit_with(2, 30, 0, true), Limit::None);
        assert_eq!(limit_with(4, 40, 0, false), Limit::Mangan);
        assert_eq!(limit_with(3, 70, 0, false), Limit::Mangan);
        assert_eq!(limit_with(2, 110, 0, false), Limit::None);
        assert_eq!(limit_with(1, 110, 0, false), Limit::None);
        assert_eq!(limit_with(5, 20, 0, false), Limit::Mangan);
        assert_eq!(limit_with(6, 20, 0, false), Limit::Haneman);
        assert_eq!(limit_with(7, 20, 0, false), Limit::Haneman);
        assert_eq!(limit_with(8, 20, 0, false), Limit::Baiman);
        assert_eq!(limit_with(10, 20, 0, false), Limit::Baiman);
        assert_eq!(limit_with(11, 20, 0, false), Limit::Sanbaiman);
        assert_eq!(limit_with(12, 20, 0, false), Limit::Sanbaiman);
        assert_eq!(limit_with(13, 20, 0, false), Limit::KazoeYakuman);
        assert_eq!(limit_with(40, 20, 0, false), Limit::KazoeYakuman);
        assert_eq!(limit_with(26, 0, 2, false), Limit::Yakuman(2));
        for multiple in 1..=10 {
            let name = Limit::Yakuman(multiple).name();
            if multiple == 1 {
                assert_eq!(name, "yakuman");
            } else {
                assert_eq!(name, std::format!("{multiple}x yakuman"));
            }
        }
        assert_eq!(Limit::Yakuman(7).name(), "7x yakuman");
        assert_eq!(Limit::Yakuman(9).name(), "9x yakuman");
        assert_eq!(Limit::Yakuman(11).name(), "10x yakuman");
        assert_eq!(std::format!("{}", Limit::Sanbaiman), "sanbaiman");
    }

    #[test]
    fn honba_and_sticks() {
        let rules = Rules::default();
        let ron = payment(2_000, false, false, 2, 1, &rules);
        assert_eq!((ron.main, ron.additional, ron.total), (8_600, 0, 9_600));
        let dealer_ron = payment(2_000, true, false, 1, 0, &rules);
        assert_eq!(dealer_ron.main, 12_300);
        let tsumo = payment(2_000, false, true, 2, 3, &rules);
        assert_eq!(
            (tsumo.main, tsumo.additional, tsumo.total),
            (4_200, 2_200, 11_600)
        );
        let dealer_tsumo = payment(2_000, true, true, 1, 0, &rules);
        assert_eq!(
            (
                dealer_tsumo.main,
                dealer_tsumo.additional,
                dealer_tsumo.total
            ),
            (4_100, 4_100, 12_300)
        );
        let most = payment(48_000, true, false, u16::MAX, u16::MAX, &rules);
        assert_eq!(most.total, 288_000 + 300 * 65_535 + 1_000 * 65_535);
    }
}
