//! The score of a winning hand, and how it reads.

use core::fmt;

use crate::decompose::Block;

use crate::context::Players;
use crate::rules::{PaoPays, PaoRon, Rules};

use super::context::Wind;
use super::points::{Limit, Payment, base_points, round_up};
use super::reading::Reading;
use super::wait::WaitShape;
use super::yaku::{Yaku, doubled_once, han_of_flag, liable_yaku};

/// The score of a winning hand: its yaku, han, fu, limit and payments, and
/// the reading and wait they were computed from.
///
/// ```
/// use tehai::score;
/// use tehai::score::{Limit, WaitShape, WinContext, Yaku};
/// let hand = "234567m23455p888s".parse()?;
/// let mut context = WinContext::new("5p".parse()?);
/// context.seat_wind = tehai::score::Wind::South;
/// context.riichi = true;
/// context.dora_indicators.push("1m".parse()?).unwrap();
/// let best = score(&hand, &context)?;
/// assert_eq!(best.yaku(), Yaku::RIICHI | Yaku::TANYAO | Yaku::DORA);
/// assert_eq!((best.han(), best.fu()), (3, 40));
/// assert_eq!(best.limit(), Limit::None);
/// assert_eq!((best.main(), best.additional(), best.total()), (5_200, 0, 5_200));
/// assert_eq!(best.wait(), WaitShape::Tanki); // on the pair 55p
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Score {
    pub(super) han: u32,
    pub(super) fu: u8,
    pub(super) yaku: Yaku,
    pub(super) dora: u8,
    pub(super) aka_dora: u8,
    pub(super) ura_dora: u8,
    pub(super) kita: u8,
    pub(super) open: bool,
    pub(super) tsumo: bool,
    pub(super) dealer: bool,
    pub(super) rules: Rules,
    pub(super) limit: Limit,
    pub(super) payment: Payment,
    pub(super) seat: Wind,
    pub(super) round: Wind,
    pub(super) liable: Option<Wind>,
    pub(super) discarder: Option<Wind>,
    pub(super) honba: u16,
    pub(super) reading: Reading,
    pub(super) wait: WaitShape,
    pub(super) winning_block: Option<Block>,
}

impl Score {
    /// The han: the sum of the yaku and dora; for a yakuman hand 13 × its
    /// multiple of yakuman.
    ///
    /// ```
    /// use tehai::rules::{Preset, Rules};
    /// use tehai::score::WinContext;
    /// let hand = "111999m111999p11z".parse()?;
    /// let tenhou = WinContext::new("1z".parse()?);
    /// assert_eq!(tehai::score(&hand, &tenhou)?.han(), 13); // suuankou tanki, one yakuman
    /// let soul = WinContext { rules: Rules::preset(Preset::MahjongSoul), ..tenhou };
    /// assert_eq!(tehai::score(&hand, &soul)?.han(), 26); // a double yakuman there
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn han(&self) -> u32 {
        self.han
    }

    /// The fu, rounded up to 10 (seven pairs: 25). It starts at 20 and adds
    /// 10 for a closed hand won on a discard; 2 for a win by drawing, except
    /// pinfu (20 fu drawn); 2 for a kanchan, penchan or tanki wait; 2 for
    /// each reason the pair is yakuhai (a dragon, the seat wind, the round
    /// wind); 2 for an open triplet of simples, doubled for terminals and
    /// honors, doubled when concealed, and four times that for a quad (a
    /// triplet completed by a discard counts as open). An open hand that
    /// earns nothing beyond the 20 base scores 30. A yakuman hand reports
    /// the fu of its reading; thirteen orphans reports 0.
    ///
    /// ```
    /// let hand = "123m456p789s11z222z".parse()?; // a concealed honor triplet
    /// let mut context = tehai::score::WinContext::new("3m".parse()?);
    /// context.riichi = true;
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.fu(), 50); // 20 + 10 closed ron + 2 penchan + 4 pair + 8 triplet
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn fu(&self) -> u8 {
        self.fu
    }

    /// The yaku, and the dora entries counted.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// let hand = "123456789m12355p".parse()?;
    /// let mut context = tehai::score::WinContext::new("9m".parse()?);
    /// context.tsumo = true;
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.yaku(), Yaku::MENZEN_TSUMO | Yaku::PINFU | Yaku::ITTSU);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn yaku(&self) -> Yaku {
        self.yaku
    }

    /// The han one entry of [`Score::yaku`] brings: its closed or open han
    /// (a double yakuman counting 13 unless
    /// [`Rules::double_yakuman`] lists it, renhou 13 when it is a yakuman);
    /// for the dora entries their count; 0 for an entry the score does not
    /// hold (or a set of several).
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// let hand = "123m789p11s999s".parse()?;
    /// let mut context = tehai::score::WinContext::new("1s".parse()?);
    /// context.melds.push("chi 789m".parse()?).unwrap();
    /// context.dora_indicators.push("8s".parse()?).unwrap();
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.han_of(Yaku::JUNCHAN), 2); // open: 3 han closed
    /// assert_eq!(best.han_of(Yaku::CHANTA), 0);
    /// assert_eq!(best.han_of(Yaku::DORA), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn han_of(&self, yaku: Yaku) -> u8 {
        if yaku.bits().count_ones() != 1 || !self.yaku.contains(yaku) {
            return 0;
        }
        match yaku {
            Yaku::DORA => self.dora,
            Yaku::AKA_DORA => self.aka_dora,
            Yaku::URA_DORA => self.ura_dora,
            Yaku::KITA => self.kita,
            Yaku::RENHOU if self.is_yakuman() => 13,
            _ => han_of_flag(yaku, self.open, doubled_once(&self.rules)),
        }
    }

    /// Each entry of [`Score::yaku`] with its han ([`Score::han_of`]), in
    /// bit order. The entries add up to [`Score::han`], but under a cap on
    /// stacked yakuman ([`Rules::max_yakuman`](crate::rules::Rules::max_yakuman)):
    /// there each yakuman keeps its own worth, as scorers list them, and
    /// the han is the capped total.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::score::WinContext::new("5p".parse()?);
    /// context.riichi = true;
    /// let best = tehai::score(&hand, &context)?;
    /// let list: Vec<(&str, u8)> = best.yaku_han().map(|(y, han)| (y.id().unwrap(), han)).collect();
    /// assert_eq!(list, [("riichi", 1), ("tanyao", 1)]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn yaku_han(&self) -> impl Iterator<Item = (Yaku, u8)> + '_ {
        self.yaku.iter().map(|flag| (flag, self.han_of(flag)))
    }

    /// Dora counted (0 on a yakuman hand).
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::score::WinContext::new("5p".parse()?);
    /// context.dora_indicators.push("4p".parse()?).unwrap();
    /// assert_eq!(tehai::score(&hand, &context)?.dora(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn dora(&self) -> u8 {
        self.dora
    }

    /// Red fives counted (0 on a yakuman hand, and for the suits whose
    /// [`Rules::red_fives`] is 0).
    ///
    /// ```
    /// let hand = "234067m23455p888s".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("5p".parse()?))?;
    /// assert_eq!(best.aka_dora(), 1);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn aka_dora(&self) -> u8 {
        self.aka_dora
    }

    /// Ura dora counted (0 without riichi and on a yakuman hand).
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::score::WinContext::new("5p".parse()?);
    /// context.ura_indicators.push("7s".parse()?).unwrap();
    /// assert_eq!(tehai::score(&hand, &context)?.ura_dora(), 0);
    /// context.riichi = true;
    /// assert_eq!(tehai::score(&hand, &context)?.ura_dora(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn ura_dora(&self) -> u8 {
        self.ura_dora
    }

    /// North tiles set aside (kita) counted as dora at three players (0 on
    /// a yakuman hand).
    ///
    /// ```
    /// use tehai::rules::{Preset, Rules};
    /// let hand = "111999p111999s11z".parse()?;
    /// let context = tehai::score::WinContext {
    ///     kita: 2,
    ///     tsumo: true,
    ///     rules: Rules::preset(Preset::Tenhou3p),
    ///     ..tehai::score::WinContext::new("9s".parse()?)
    /// };
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.kita(), 0); // suuankou: a yakuman counts no dora
    /// let hand = "123p456789s11z333z".parse()?;
    /// let context = tehai::score::WinContext { kita: 2, ..context };
    /// assert_eq!(tehai::score(&hand, &context)?.kita(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn kita(&self) -> u8 {
        self.kita
    }

    /// What each seat pays, indexed by seat wind (East first): the winner
    /// and an absent north seat pay 0. Liability (pao) applies here: when
    /// the hand holds a yakuman of [`Rules::pao`], the liable player pays
    /// what [`Rules::pao_pays`] says (the whole hand, or the liable
    /// yakuman's part) alone on a tsumo, and half of it beside the
    /// discarder on a ron (or all, under [`PaoRon::Liable`]); the counters
    /// go with it under [`PaoPays::Hand`] and
    /// [`PaoPays::YakumanAndCounters`], else every payer pays them as
    /// usual. `None` for a ron whose discarder is not given.
    /// [`Score::main`] and [`Score::additional`] do not apply liability.
    ///
    /// ```
    /// use tehai::score::{WinContext, Wind};
    /// let hand = "234567m23455p888s".parse()?;
    /// let context = WinContext {
    ///     tsumo: true,
    ///     seat_wind: Wind::South,
    ///     ..WinContext::new("5p".parse()?)
    /// };
    /// let best = tehai::score(&hand, &context)?; // 2 han 30 fu: 1,000/500
    /// assert_eq!(best.payments(), Some([1_000, 0, 500, 500]));
    /// let ron = tehai::score(&hand, &WinContext { tsumo: false, ..context })?;
    /// assert_eq!(ron.payments(), None);
    /// let ron = tehai::score(&hand, &WinContext { tsumo: false, discarder: Some(Wind::North), ..context })?;
    /// assert_eq!(ron.payments(), Some([0, 0, 0, 1_300]));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn payments(&self) -> Option<[u32; 4]> {
        let winner = self.seat as usize;
        let seats = match self.rules.players {
            Players::Four => 4,
            Players::Three => 3,
        };
        let mut paid = [0u32; 4];
        let base = base_points(self.han, self.fu, self.limit);
        let liable_base = self.liable_base();
        let liable = self.liable.filter(|_| liable_base > 0);
        // Who pays the counters: everyone as usual, or the liable player.
        let liable_counters = liable.is_some() && self.rules.pao_pays != PaoPays::Yakuman;
        let (shared_honba, liable_honba) = if liable_counters {
            (0, self.honba)
        } else {
            (self.honba, 0)
        };
        if self.tsumo {
            let rest = base - liable_base;
            let normal =
                super::points::payment(rest, self.dealer, true, shared_honba, 0, &self.rules);
            for (seat, pays) in paid.iter_mut().enumerate().take(seats) {
                if seat == winner {
                    continue;
                }
                *pays = if seat == 0 || self.dealer {
                    normal.main
                } else {
                    normal.additional
                };
            }
            if let Some(liable) = liable {
                // What every payer would have paid for the liable part
                // (at three players, less the absent seat's share).
                let part = super::points::payment(
                    liable_base,
                    self.dealer,
                    true,
                    liable_honba,
                    0,
                    &self.rules,
                );
                let slot = &mut paid[liable as usize];
                *slot = slot.saturating_add(part.total);
            }
            return Some(paid);
        }
        let discarder = self.discarder? as usize;
        let multiple = if self.dealer { 6 } else { 4 };
        let liable_part = round_up(multiple * liable_base);
        paid[discarder] = self.payment.main - liable_part;
        if let Some(liable) = liable {
            let share = match self.rules.pao_ron {
                PaoRon::Split => round_up(liable_part / 2),
                PaoRon::Liable => liable_part,
            };
            paid[liable as usize] += share;
            paid[discarder] += liable_part - share;
            if liable_counters {
                let counters = u32::from(self.rules.honba_ron) * u32::from(self.honba);
                paid[discarder] = paid[discarder].saturating_sub(counters);
                paid[liable as usize] += counters;
            }
        }
        Some(paid)
    }

    /// The limit reached, if any.
    ///
    /// ```
    /// use tehai::rules::{Preset, Rules};
    /// let hand = "11123455678999m".parse()?;
    /// let context = tehai::score::WinContext {
    ///     rules: Rules::preset(Preset::MahjongSoul),
    ///     ..tehai::score::WinContext::new("5m".parse()?)
    /// };
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.limit(), tehai::score::Limit::Yakuman(2)); // junsei chuuren poutou
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn limit(&self) -> Limit {
        self.limit
    }

    /// `true` for a yakuman hand (not for a counted yakuman).
    ///
    /// ```
    /// let hand = "19m19p19s12345677z".parse()?;
    /// assert!(tehai::score(&hand, &tehai::score::WinContext::new("7z".parse()?))?.is_yakuman());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_yakuman(&self) -> bool {
        matches!(self.limit, Limit::Yakuman(_))
    }

    /// `true` if a meld other than a closed kan was declared.
    ///
    /// ```
    /// let hand = "234567m234p55s".parse()?;
    /// let mut context = tehai::score::WinContext::new("4p".parse()?);
    /// context.melds.push("chi 678s".parse()?).unwrap();
    /// assert!(tehai::score(&hand, &context)?.is_open());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_open(&self) -> bool {
        self.open
    }

    /// On a ron, what the discarder pays; on a dealer's tsumo, what each
    /// other player pays; on a non-dealer's tsumo, what the dealer pays.
    /// Honba included.
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::score::WinContext::new("5p".parse()?);
    /// context.tsumo = true;
    /// context.seat_wind = tehai::score::Wind::West;
    /// context.honba = 1;
    /// let best = tehai::score(&hand, &context)?; // menzen tsumo, tanyao: 2 han 30 fu
    /// assert_eq!((best.main(), best.additional(), best.total()), (1_100, 600, 2_300));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn main(&self) -> u32 {
        self.payment.main
    }

    /// On a tsumo, what each non-dealer pays (each other player, when the
    /// dealer won); 0 on a ron. Honba included.
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("5p".parse()?))?;
    /// assert_eq!(best.additional(), 0);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn additional(&self) -> u32 {
        self.payment.additional
    }

    /// Everything the winner receives: the payments, honba and riichi sticks.
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::score::WinContext::new("5p".parse()?);
    /// context.riichi_sticks = 2;
    /// let best = tehai::score(&hand, &context)?; // dealer, tanyao: 1 han 40 fu
    /// assert_eq!(best.total(), 2_000 + 2_000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn total(&self) -> u32 {
        self.payment.total
    }

    /// The base points a liable player pays for (pao), when someone is and
    /// the hand holds a yakuman the rules make liable: the whole hand's, or
    /// only those liable yakuman's under [`PaoPays::Yakuman`] and
    /// [`PaoPays::YakumanAndCounters`].
    fn liable_base(&self) -> u32 {
        if self.liable.is_none() {
            return 0;
        }
        // Only yakuman are liable, so a hand without one has none of them.
        let liable = liable_yaku(&self.rules);
        let total = self.limit.base_points().unwrap_or(0);
        if self.rules.pao_pays == PaoPays::Hand {
            return if self.yaku.intersects(liable) {
                total
            } else {
                0
            };
        }
        let singles = doubled_once(&self.rules);
        let multiple: u32 = (self.yaku & liable)
            .iter()
            .map(|flag| u32::from(han_of_flag(flag, self.open, singles) / 13))
            .sum();
        (8_000 * multiple).min(total)
    }

    /// The reading the score was computed from.
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("5p".parse()?))?;
    /// assert_eq!(best.reading().to_string(), "234m 567m 234p 55p 888s");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn reading(&self) -> &Reading {
        &self.reading
    }

    /// The shape of the wait the reading was scored with.
    ///
    /// ```
    /// let hand = "123456789m12355p".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("3p".parse()?))?;
    /// assert_eq!(best.wait(), tehai::score::WaitShape::Penchan);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn wait(&self) -> WaitShape {
        self.wait
    }

    /// The block the winning tile completed: `None` only for thirteen
    /// orphans not won on its pair.
    ///
    /// ```
    /// let hand = "123456789m12355p".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("3p".parse()?))?;
    /// assert_eq!(best.winning_block().unwrap().to_string(), "123p");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn winning_block(&self) -> Option<Block> {
        self.winning_block
    }
}

impl fmt::Display for Score {
    /// A readable block: one line per yaku with its han, then han, fu and
    /// limit, then the payments.
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::score::WinContext::new("5p".parse()?);
    /// context.seat_wind = tehai::score::Wind::South;
    /// context.riichi = true;
    /// let text = tehai::score(&hand, &context)?.to_string();
    /// assert_eq!(
    ///     text,
    ///     "riichi          1\ntanyao          1\n2 han 40 fu\nron: 2600 from the discarder\ntotal 2600\n"
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (flag, han) in self.yaku_han() {
            writeln!(f, "{:<15} {han}", flag.id().unwrap_or("?"))?;
        }
        write!(f, "{} han {} fu", self.han, self.fu)?;
        if self.limit != Limit::None {
            write!(f, ", {}", self.limit)?;
        }
        writeln!(f)?;
        let Payment {
            main,
            additional,
            total,
        } = self.payment;
        match (self.tsumo, self.dealer) {
            (false, _) => writeln!(f, "ron: {main} from the discarder")?,
            (true, true) => writeln!(f, "tsumo: {main} from each player")?,
            (true, false) => writeln!(
                f,
                "tsumo: {main} from the dealer, {additional} from each other player"
            )?,
        }
        writeln!(f, "total {total}")
    }
}
