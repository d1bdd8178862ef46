//! Scores that explain themselves: the fu item by item, and each yaku with
//! its han, its numbers on Tenhou and Mahjong Soul and its names.
//!
//! Nothing here runs while scoring: a [`Score`] keeps what its reading was
//! and how it was won, and its items are worked out when asked for.

use core::ffi::CStr;
use core::fmt::{self, Write as _};

use crate::array_vec::{ArrayVec, Filler};
use crate::decompose::{Block, BlockKind};
use crate::meld::MeldKind;
use crate::rules::{DoubleWindPairFu, OpenPinfuFu, PinfuTsumoFu};
use crate::tile::{Suit, Tile};

use super::answer::Score;
use super::context::Wind;
use super::fu::{SEVEN_PAIRS_FU, pair_fu, set_fu};
use super::names::{
    MAHJONG_SOUL_DAISHARIN_MAN, MAHJONG_SOUL_DAISHARIN_SOU, MAHJONG_SOUL_RENHOU_MANGAN, NAMES,
    NO_MAHJONG_SOUL, NO_TENHOU,
};
use super::reading::ReadingForm;
use super::wait::{WaitShape, wait_shape};
use super::yaku::{Yaku, kinds};

/// Most fu items a score has: base, closed ron or tsumo, four sets, the
/// pair, the wait, the open-hand minimum and the rounding.
///
/// ```
/// use tehai::score::{MAX_FU_ITEMS, WinContext};
/// let hand = "123m456p789s11z222z".parse()?;
/// let context = WinContext { riichi: true, ..WinContext::new("3m".parse()?) };
/// let best = tehai::score(&hand, &context)?;
/// assert!(best.fu_items().as_slice().len() <= MAX_FU_ITEMS); // 6 here
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub const MAX_FU_ITEMS: usize = 10;

/// One item of a score's fu, as a scorer's sheet lists them. The items of
/// [`Score::fu_items`] add up to [`Score::fu`].
///
/// ```
/// use tehai::score::{FuItem, WaitShape, WinContext};
/// let hand = "123456789m12355p".parse()?;
/// let best = tehai::score(&hand, &WinContext::new("3p".parse()?))?;
/// let items: Vec<FuItem> = best.fu_items().iter().copied().collect();
/// assert_eq!(items[..2], [FuItem::Base, FuItem::ClosedRon]);
/// assert!(matches!(items[2], FuItem::Wait { shape: WaitShape::Penchan, .. }));
/// assert_eq!(items[3], FuItem::Rounding(8)); // 32 → 40
/// assert_eq!(best.fu_items().iter().map(FuItem::fu).sum::<u8>(), best.fu());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FuItem {
    /// The 20 fu every regular reading starts with (fuutei).
    Base,
    /// Seven pairs: 25 fu, and nothing else.
    SevenPairs,
    /// 10 for a closed hand won on a discard (menzen kafu).
    ClosedRon,
    /// 2 for a win by drawing (not for pinfu, unless the rules count them).
    Tsumo,
    /// A triplet or quad: 2 for an open triplet of simples, doubled for
    /// terminals and honors, doubled when concealed, four times for a quad.
    Set {
        /// The set (its first tile; a quad is shown as its triplet block).
        block: Block,
        /// How it was declared, or `None` for a set among the concealed
        /// tiles.
        meld: Option<MeldKind>,
        /// Concealed (a closed kan, or a triplet not completed by a
        /// discard).
        concealed: bool,
        /// A quad.
        quad: bool,
        /// Of terminals or honors.
        orphan: bool,
    },
    /// 2 for the wait: kanchan, penchan or tanki.
    Wait {
        /// The block the winning tile completed.
        block: Block,
        /// Its shape.
        shape: WaitShape,
    },
    /// The pair of a dragon or of the seat or round wind.
    Pair {
        /// The pair's tile.
        tile: Tile,
        /// A dragon.
        dragon: bool,
        /// The seat wind.
        seat_wind: bool,
        /// The round wind.
        round_wind: bool,
        /// Its fu: 2 a reason, a double wind 4 or 2 as the rules say.
        fu: u8,
    },
    /// An open hand won on a discard that earned nothing beyond the base is
    /// raised to the rules' fu ([`Rules::open_pinfu_fu`], 30): the 10 added
    /// (absent when the rules leave it at 20).
    ///
    /// [`Rules::open_pinfu_fu`]: crate::rules::Rules::open_pinfu_fu
    OpenMinimum(u8),
    /// Up to the next 10.
    Rounding(u8),
}

impl Filler for FuItem {
    const FILLER: FuItem = FuItem::Base;
}

impl FuItem {
    /// The item's fu.
    ///
    /// ```
    /// assert_eq!(tehai::score::FuItem::ClosedRon.fu(), 10);
    /// ```
    pub fn fu(&self) -> u8 {
        match *self {
            FuItem::Base => 20,
            FuItem::SevenPairs => SEVEN_PAIRS_FU,
            FuItem::ClosedRon => 10,
            FuItem::Tsumo => 2,
            FuItem::Set {
                block,
                concealed,
                quad,
                ..
            } => set_fu(block.tile(), concealed, quad),
            FuItem::Wait { shape, .. } => shape.fu(),
            FuItem::Pair { fu, .. } => fu,
            FuItem::OpenMinimum(fu) | FuItem::Rounding(fu) => fu,
        }
    }

    /// Whether some hand, under some rules, lists this item as it is: a
    /// set is a triplet block whose flags agree with its tile and its meld
    /// (no chi), a wait's shape is one its block makes and earns fu, a
    /// pair's reasons agree with its tile and its fu is the pair's fu
    /// under the [`Rules::double_wind_pair_fu`] choice of that many fu, an
    /// open minimum is what a [`Rules::open_pinfu_fu`] choice adds, a
    /// rounding is 1 to 9. Items read from outside (the C ABI's bytes) are
    /// checked with it.
    ///
    /// [`Rules::double_wind_pair_fu`]: crate::rules::Rules::double_wind_pair_fu
    /// [`Rules::open_pinfu_fu`]: crate::rules::Rules::open_pinfu_fu
    ///
    /// ```
    /// use tehai::score::FuItem;
    /// let east = "1z".parse()?;
    /// let double = |fu| FuItem::Pair { tile: east, dragon: false, seat_wind: true, round_wind: true, fu };
    /// assert!(double(4).is_consistent() && double(2).is_consistent());
    /// assert!(!double(6).is_consistent());
    /// assert!(FuItem::OpenMinimum(10).is_consistent() && !FuItem::OpenMinimum(4).is_consistent());
    /// # Ok::<(), tehai::Error>(())
    /// ```
    pub fn is_consistent(&self) -> bool {
        match *self {
            FuItem::Base | FuItem::SevenPairs | FuItem::ClosedRon | FuItem::Tsumo => true,
            FuItem::Set {
                block,
                meld,
                concealed,
                quad,
                orphan,
            } => {
                let declared = match meld {
                    // A triplet of the concealed tiles: concealed unless
                    // completed by a discard, never a quad.
                    None => !quad,
                    Some(MeldKind::Chi) => false,
                    Some(kind) => kind.is_kan() == quad && kind.is_open() != concealed,
                };
                let tile = block.tile();
                block.kind() == BlockKind::Triplet
                    && declared
                    && orphan == (kinds::bit(tile) & kinds::ORPHANS != 0)
            }
            FuItem::Wait { block, shape } => {
                let first = block.tile().index();
                shape.fu() > 0
                    && (first..first + 3)
                        .filter_map(|index| Tile::new(index as u8))
                        .any(|tile| wait_shape(block, tile) == Some(shape))
            }
            FuItem::Pair {
                tile,
                dragon,
                seat_wind,
                round_wind,
                fu,
            } => {
                let is_dragon = kinds::bit(tile) & kinds::DRAGONS != 0;
                let own = match Wind::from_tile(tile) {
                    Some(wind) => wind,
                    // Not a wind: no wind flag, and any wind stands for
                    // the seat and round, none of them this tile.
                    None if seat_wind || round_wind => return false,
                    None => Wind::East,
                };
                // The winds the flags name: the pair's own, or another.
                let other = if own == Wind::East {
                    Wind::South
                } else {
                    Wind::East
                };
                let seat = if seat_wind { own } else { other };
                let round = if round_wind { own } else { other };
                let double_wind = DoubleWindPairFu::from_fu(fu).unwrap_or_default();
                dragon == is_dragon && fu > 0 && pair_fu(tile, seat, round, double_wind.fu()) == fu
            }
            FuItem::OpenMinimum(fu) => {
                fu > 0 && OpenPinfuFu::from_fu(20u8.saturating_add(fu)).is_some()
            }
            FuItem::Rounding(fu) => (1..=9).contains(&fu),
        }
    }

    /// A stable snake_case name of the item's kind (the `reason` of the
    /// JSON output): `base`, `seven_pairs`, `closed_ron`, `tsumo`, `set`,
    /// `wait`, `pair`, `open_minimum`, `rounding`.
    ///
    /// ```
    /// assert_eq!(tehai::score::FuItem::Rounding(4).id(), "rounding");
    /// ```
    pub const fn id(&self) -> &'static str {
        match self {
            FuItem::Base => "base",
            FuItem::SevenPairs => "seven_pairs",
            FuItem::ClosedRon => "closed_ron",
            FuItem::Tsumo => "tsumo",
            FuItem::Set { .. } => "set",
            FuItem::Wait { .. } => "wait",
            FuItem::Pair { .. } => "pair",
            FuItem::OpenMinimum(_) => "open_minimum",
            FuItem::Rounding(_) => "rounding",
        }
    }
}

impl fmt::Display for FuItem {
    /// What earns the fu, in a few English words, with the tiles:
    /// `concealed triplet of terminals or honors 111z`, `kanchan wait
    /// 456m`, `pair of a dragon 77z`.
    ///
    /// ```
    /// let hand = "123m456p789s11z222z".parse()?;
    /// let context = tehai::score::WinContext { riichi: true, ..tehai::score::WinContext::new("3m".parse()?) };
    /// let best = tehai::score(&hand, &context)?;
    /// let lines: Vec<String> = best.fu_items().iter().map(ToString::to_string).collect();
    /// assert_eq!(lines[2], "concealed triplet of terminals or honors 222z");
    /// assert_eq!(lines[3], "pair of the seat and round wind 11z");
    /// assert_eq!(lines[4], "penchan wait 123m");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            FuItem::Base => f.write_str("base"),
            FuItem::SevenPairs => f.write_str("seven pairs"),
            FuItem::ClosedRon => f.write_str("closed hand won on a discard"),
            FuItem::Tsumo => f.write_str("tsumo"),
            FuItem::Set {
                block,
                meld,
                concealed,
                quad,
                orphan,
            } => {
                let state = if concealed { "concealed" } else { "open" };
                let set = if quad { "quad" } else { "triplet" };
                let tiles = if orphan {
                    "terminals or honors"
                } else {
                    "simples"
                };
                let copies = if quad { 4 } else { 3 };
                write!(f, "{state} {set} of {tiles} ")?;
                let tile = block.tile();
                for _ in 0..copies {
                    write!(f, "{}", tile.rank() + 1)?;
                }
                f.write_char(tile.suit().letter())?;
                match meld {
                    Some(kind) => write!(f, " ({})", kind.name()),
                    None => Ok(()),
                }
            }
            FuItem::Wait { block, shape } => write!(f, "{} wait {block}", shape.name()),
            FuItem::Pair {
                tile,
                dragon,
                seat_wind,
                round_wind,
                ..
            } => {
                let reason = match (dragon, seat_wind, round_wind) {
                    (true, _, _) => "a dragon",
                    (_, true, true) => "the seat and round wind",
                    (_, true, false) => "the seat wind",
                    _ => "the round wind",
                };
                write!(f, "pair of {reason} {}", Block::pair(tile))
            }
            FuItem::OpenMinimum(_) => f.write_str("open hand minimum"),
            FuItem::Rounding(_) => f.write_str("rounded up"),
        }
    }
}

/// The fu items of a score, stored inline. Returned by [`Score::fu_items`].
///
/// ```
/// let hand = "11223344556677z".parse()?;
/// let best = tehai::score(&hand, &tehai::score::WinContext::new("7z".parse()?))?;
/// assert_eq!(best.fu_items().iter().count(), 1); // seven pairs: 25
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FuItems {
    items: ArrayVec<FuItem, MAX_FU_ITEMS>,
}

impl FuItems {
    /// The items in sheet order: base, closed ron or tsumo, the sets, the
    /// pair, the wait, the open minimum, the rounding.
    ///
    /// ```
    /// let hand = "19m19p19s12345677z".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("1m".parse()?))?;
    /// assert!(best.fu_items().iter().next().is_none()); // thirteen orphans: 0 fu
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn iter(&self) -> core::slice::Iter<'_, FuItem> {
        self.items.as_slice().iter()
    }

    /// The items as a slice.
    ///
    /// ```
    /// let hand = "123456789m12355p".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("9m".parse()?))?;
    /// assert_eq!(best.fu_items().as_slice().len(), 2); // base 20, closed ron 10
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn as_slice(&self) -> &[FuItem] {
        self.items.as_slice()
    }

    fn push(&mut self, item: FuItem) {
        // Ten items are the most a reading can have: the push cannot fail.
        let _ = self.items.push(item);
    }
}

/// A yaku's names: Japanese, romaji, English and Chinese. Returned by
/// [`Yaku::names`].
///
/// ```
/// let names = tehai::score::Yaku::RIICHI.names().unwrap();
/// assert_eq!((names.japanese, names.chinese), ("立直", "立直"));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YakuNames {
    /// The Japanese name, as players write it.
    pub japanese: &'static str,
    /// The romaji, as written in English-language play.
    pub romaji: &'static str,
    /// The English translation.
    pub english: &'static str,
    /// The simplified Chinese name, as Mahjong Soul's Chinese client writes
    /// it.
    pub chinese: &'static str,
}

impl Yaku {
    /// The names of a single yaku (or dora entry); `None` for a set that is
    /// not one entry.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// let names = Yaku::CHINITSU.names().unwrap();
    /// assert_eq!((names.japanese, names.romaji), ("清一色", "Chinitsu"));
    /// assert!((Yaku::RIICHI | Yaku::TANYAO).names().is_none());
    /// ```
    pub fn names(self) -> Option<YakuNames> {
        let row = NAMES.get(self.index()?)?;
        Some(YakuNames {
            japanese: row.japanese,
            romaji: row.romaji,
            english: row.english,
            chinese: row.chinese,
        })
    }

    /// The names of a single yaku (or dora entry) as NUL-terminated
    /// strings, for C: Japanese, romaji, English, Chinese, the texts of
    /// [`Yaku::names`]; `None` for a set that is not one entry.
    ///
    /// ```
    /// let [japanese, romaji, ..] = tehai::score::Yaku::PINFU.c_names().unwrap();
    /// assert_eq!((japanese.to_str(), romaji.to_bytes_with_nul()), (Ok("平和"), &b"Pinfu\0"[..]));
    /// ```
    pub fn c_names(self) -> Option<[&'static CStr; 4]> {
        Some(NAMES.get(self.index()?)?.terminated)
    }

    /// Tenhou's yaku number in its game records (`AGARI yaku=`): for
    /// [`Yaku::SEAT_WIND`] and [`Yaku::ROUND_WIND`] the number for East
    /// (Tenhou numbers each wind: [`Score::yaku_items`] gives the wind's);
    /// `None` for an entry Tenhou does not number (Tenhou counts kita with
    /// the dora).
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::MENZEN_TSUMO.tenhou(), Some(0));
    /// assert_eq!(Yaku::KOKUSHI_MUSOU_13_WAIT.tenhou(), Some(48));
    /// assert_eq!(Yaku::KITA.tenhou(), None);
    /// ```
    pub fn tenhou(self) -> Option<u8> {
        let number = NAMES.get(self.index()?)?.tenhou;
        (number != NO_TENHOU).then_some(number)
    }

    /// Mahjong Soul's fan id in its game records: for [`Yaku::RENHOU`] the
    /// yakuman form's, for [`Yaku::DAISHARIN`] the pin shape's (the 5-han
    /// renhou and the other suits have ids of their own:
    /// [`Score::yaku_items`] gives the hand's); `None` for an entry it does
    /// not number.
    ///
    /// ```
    /// use tehai::score::Yaku;
    /// assert_eq!(Yaku::RIICHI.mahjong_soul(), Some(2));
    /// assert_eq!(Yaku::OPEN_RIICHI.mahjong_soul(), None);
    /// ```
    pub fn mahjong_soul(self) -> Option<u16> {
        let number = NAMES.get(self.index()?)?.mahjong_soul;
        (number != NO_MAHJONG_SOUL).then_some(number)
    }

    /// The bit position of a single entry.
    fn index(self) -> Option<usize> {
        (self.bits().count_ones() == 1).then(|| self.bits().trailing_zeros() as usize)
    }
}

/// One yaku (or dora entry) of a score, with its han and its numbers on
/// Tenhou and Mahjong Soul for this hand. Returned by
/// [`Score::yaku_items`].
///
/// ```
/// use tehai::score::{WinContext, Wind, Yaku};
/// let hand = "123m456p789s22z555z".parse()?;
/// let context = WinContext { seat_wind: Wind::West, round_wind: Wind::South, ..WinContext::new("5z".parse()?) };
/// let best = tehai::score(&hand, &context)?;
/// let haku = best.yaku_items().next().unwrap();
/// assert_eq!((haku.yaku, haku.han, haku.tenhou, haku.mahjong_soul), (Yaku::YAKUHAI_HAKU, 1, Some(18), Some(7)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct YakuItem {
    /// The entry.
    pub yaku: Yaku,
    /// Its han in this hand ([`Score::han_of`]).
    pub han: u8,
    /// Tenhou's number for it in this hand (a wind's own number).
    pub tenhou: Option<u8>,
    /// Mahjong Soul's fan id for it in this hand (the 5-han renhou's own,
    /// the daisharin of the hand's suit).
    pub mahjong_soul: Option<u16>,
}

impl Score {
    /// The fu, item by item, as a scorer's sheet lists them; they add up
    /// to [`Score::fu`]. Thirteen orphans has none (0 fu), seven pairs one
    /// (25).
    ///
    /// ```
    /// use tehai::score::{FuItem, WinContext};
    /// let hand = "123m456p789s11z222z".parse()?;
    /// let context = WinContext { riichi: true, ..WinContext::new("3m".parse()?) };
    /// let best = tehai::score(&hand, &context)?; // the dealer, East round
    /// let fu: Vec<(&str, u8)> = best.fu_items().iter().map(|item| (item.id(), item.fu())).collect();
    /// assert_eq!(
    ///     fu,
    ///     [("base", 20), ("closed_ron", 10), ("set", 8), ("pair", 4), ("wait", 2), ("rounding", 6)]
    /// );
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn fu_items(&self) -> FuItems {
        let mut items = FuItems {
            items: ArrayVec::EMPTY,
        };
        match self.reading.form() {
            ReadingForm::ThirteenOrphans => return items,
            ReadingForm::SevenPairs => {
                items.push(FuItem::SevenPairs);
                return items;
            }
            ReadingForm::Regular => {}
        }
        items.push(FuItem::Base);
        if !self.open && !self.tsumo {
            items.push(FuItem::ClosedRon);
        }
        // Pinfu's shape (closed, four sequences, a pair worth nothing, a
        // ryanmen) counts no tsumo fu even when a yakuman leaves pinfu out.
        let sequences = self
            .reading
            .blocks()
            .iter()
            .filter(|block| block.kind() == BlockKind::Sequence)
            .count();
        let pair_worth = |tile: Tile| {
            pair_fu(
                tile,
                self.seat,
                self.round,
                self.rules.double_wind_pair_fu.fu(),
            )
        };
        let plain_pair = self
            .reading
            .blocks()
            .iter()
            .any(|block| block.kind() == BlockKind::Pair && pair_worth(block.tile()) == 0);
        let pinfu = !self.open
            && self.reading.melds().is_empty()
            && sequences == 4
            && plain_pair
            && self.wait == WaitShape::Ryanmen;
        if self.tsumo && (!pinfu || self.rules.pinfu_tsumo_fu == PinfuTsumoFu::Thirty) {
            items.push(FuItem::Tsumo);
        }
        let won_by_discard = |block: Block| {
            !self.tsumo && self.wait == WaitShape::Shanpon && self.winning_block == Some(block)
        };
        let orphan = |tile: Tile| kinds::bit(tile) & kinds::ORPHANS != 0;
        let mut pair = None;
        for &block in self.reading.blocks() {
            match block.kind() {
                BlockKind::Triplet => items.push(FuItem::Set {
                    block,
                    meld: None,
                    concealed: !won_by_discard(block),
                    quad: false,
                    orphan: orphan(block.tile()),
                }),
                BlockKind::Pair => pair = Some(block.tile()),
                _ => {}
            }
        }
        for meld in self.reading.melds() {
            if meld.kind() == MeldKind::Chi {
                continue;
            }
            items.push(FuItem::Set {
                block: Block::triplet(meld.tile()),
                meld: Some(meld.kind()),
                concealed: !meld.is_open(),
                quad: meld.kind().is_kan(),
                orphan: orphan(meld.tile()),
            });
        }
        if let Some(tile) = pair {
            let fu = pair_fu(
                tile,
                self.seat,
                self.round,
                self.rules.double_wind_pair_fu.fu(),
            );
            if fu > 0 {
                items.push(FuItem::Pair {
                    tile,
                    dragon: kinds::bit(tile) & kinds::DRAGONS != 0,
                    seat_wind: tile == self.seat.tile(),
                    round_wind: tile == self.round.tile(),
                    fu,
                });
            }
        }
        if let Some(block) = self.winning_block.filter(|_| self.wait.fu() > 0) {
            items.push(FuItem::Wait {
                block,
                shape: self.wait,
            });
        }
        let sum: u8 = items.iter().map(FuItem::fu).sum();
        let minimum = self.rules.open_pinfu_fu.fu();
        if self.open && sum == 20 && minimum > 20 {
            items.push(FuItem::OpenMinimum(minimum - 20));
        }
        let sum: u8 = items.iter().map(FuItem::fu).sum();
        if self.fu > sum {
            items.push(FuItem::Rounding(self.fu - sum));
        }
        items
    }

    /// Each entry of [`Score::yaku`] with its han and its numbers on Tenhou
    /// and Mahjong Soul, in bit order.
    ///
    /// ```
    /// use tehai::score::{WinContext, Wind, Yaku};
    /// let hand = "123m456p789s22z333z".parse()?;
    /// let context = WinContext { seat_wind: Wind::West, ..WinContext::new("3z".parse()?) };
    /// let best = tehai::score(&hand, &context)?;
    /// let wind = best.yaku_items().next().unwrap();
    /// assert_eq!((wind.yaku, wind.tenhou), (Yaku::SEAT_WIND, Some(12))); // Tenhou's "seat wind west"
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn yaku_items(&self) -> impl Iterator<Item = YakuItem> + '_ {
        self.yaku_han().map(|(yaku, han)| {
            let wind = match yaku {
                Yaku::SEAT_WIND => self.seat as u8,
                Yaku::ROUND_WIND => self.round as u8,
                _ => 0,
            };
            // Mahjong Soul numbers the 5-han renhou and each suit's
            // daisharin apart from the row's form.
            let suit = self
                .reading
                .blocks()
                .first()
                .map(|block| block.tile().suit());
            let mahjong_soul = match (yaku, suit) {
                (Yaku::RENHOU, _) if !self.is_yakuman() => Some(MAHJONG_SOUL_RENHOU_MANGAN),
                (Yaku::DAISHARIN, Some(Suit::Sou)) => Some(MAHJONG_SOUL_DAISHARIN_SOU),
                (Yaku::DAISHARIN, Some(Suit::Man)) => Some(MAHJONG_SOUL_DAISHARIN_MAN),
                _ => yaku.mahjong_soul(),
            };
            YakuItem {
                yaku,
                han,
                tenhou: yaku.tenhou().map(|number| number + wind),
                mahjong_soul,
            }
        })
    }

    /// The round wind the score was counted with.
    ///
    /// ```
    /// let hand = "123456789m12355p".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("9m".parse()?))?;
    /// assert_eq!(best.round_wind(), tehai::score::Wind::East);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn round_wind(&self) -> Wind {
        self.round
    }

    /// The winner's seat wind.
    ///
    /// ```
    /// let hand = "123456789m12355p".parse()?;
    /// let best = tehai::score(&hand, &tehai::score::WinContext::new("9m".parse()?))?;
    /// assert_eq!(best.seat_wind(), tehai::score::Wind::East);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn seat_wind(&self) -> Wind {
        self.seat
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::string::{String, ToString};
    use std::vec::Vec;

    fn tile(text: &str) -> Tile {
        text.parse().unwrap()
    }

    /// Every entry's names and numbers are its row's, the missing numbers
    /// `None`; a set of several entries has none.
    #[test]
    fn names_and_numbers_of_every_entry() {
        for (index, row) in NAMES.iter().enumerate() {
            let yaku = Yaku::from_bits_retain(1 << index);
            let names = yaku.names().unwrap();
            assert_eq!(
                (names.japanese, names.romaji, names.english, names.chinese),
                (row.japanese, row.romaji, row.english, row.chinese)
            );
            let tenhou = (row.tenhou != NO_TENHOU).then_some(row.tenhou);
            let soul = (row.mahjong_soul != NO_MAHJONG_SOUL).then_some(row.mahjong_soul);
            assert_eq!(
                (yaku.tenhou(), yaku.mahjong_soul()),
                (tenhou, soul),
                "{index}"
            );
        }
        let two = Yaku::RIICHI | Yaku::TANYAO;
        assert_eq!(
            (two.names(), two.tenhou(), two.mahjong_soul()),
            (None, None, None)
        );
        assert_eq!(Yaku::empty().names(), None);
        assert_eq!(Yaku::TOITOI.tenhou(), Some(28));
        assert_eq!(Yaku::TOITOI.mahjong_soul(), Some(21));
        assert_eq!(Yaku::KITA.tenhou(), None);
        assert_eq!(Yaku::OPEN_RIICHI.mahjong_soul(), None);
        assert_eq!(Yaku::RIICHI.names().unwrap().japanese, "立直");
        assert_eq!(two.c_names(), None);
        for (index, row) in NAMES.iter().enumerate() {
            let yaku = Yaku::from_bits_retain(1 << index);
            assert_eq!(yaku.c_names(), Some(row.terminated), "{index}");
        }
    }

    /// Each kind of item: its id, its fu and its line.
    #[test]
    fn every_item_reads_as_a_sheet_line() {
        let triplet = Block::triplet(tile("2z"));
        let items: [(FuItem, &str, u8, &str); 14] = [
            (FuItem::Base, "base", 20, "base"),
            (FuItem::SevenPairs, "seven_pairs", 25, "seven pairs"),
            (
                FuItem::ClosedRon,
                "closed_ron",
                10,
                "closed hand won on a discard",
            ),
            (FuItem::Tsumo, "tsumo", 2, "tsumo"),
            (
                FuItem::Set {
                    block: triplet,
                    meld: None,
                    concealed: true,
                    quad: false,
                    orphan: true,
                },
                "set",
                8,
                "concealed triplet of terminals or honors 222z",
            ),
            (
                FuItem::Set {
                    block: Block::triplet(tile("5m")),
                    meld: Some(MeldKind::OpenKan),
                    concealed: false,
                    quad: true,
                    orphan: false,
                },
                "set",
                8,
                "open quad of simples 5555m (kan)",
            ),
            (
                FuItem::Set {
                    block: Block::triplet(tile("9s")),
                    meld: Some(MeldKind::ClosedKan),
                    concealed: true,
                    quad: true,
                    orphan: true,
                },
                "set",
                32,
                "concealed quad of terminals or honors 9999s (ankan)",
            ),
            (
                FuItem::Wait {
                    block: Block::sequence(tile("4m")).unwrap(),
                    shape: WaitShape::Kanchan,
                },
                "wait",
                2,
                "kanchan wait 456m",
            ),
            (
                FuItem::Pair {
                    tile: tile("7z"),
                    dragon: true,
                    seat_wind: false,
                    round_wind: false,
                    fu: 2,
                },
                "pair",
                2,
                "pair of a dragon 77z",
            ),
            (
                FuItem::Pair {
                    tile: tile("1z"),
                    dragon: false,
                    seat_wind: true,
                    round_wind: true,
                    fu: 4,
                },
                "pair",
                4,
                "pair of the seat and round wind 11z",
            ),
            (
                FuItem::Pair {
                    tile: tile("2z"),
                    dragon: false,
                    seat_wind: true,
                    round_wind: false,
                    fu: 2,
                },
                "pair",
                2,
                "pair of the seat wind 22z",
            ),
            (
                FuItem::Pair {
                    tile: tile("3z"),
                    dragon: false,
                    seat_wind: false,
                    round_wind: true,
                    fu: 2,
                },
                "pair",
                2,
                "pair of the round wind 33z",
            ),
            (
                FuItem::OpenMinimum(10),
                "open_minimum",
                10,
                "open hand minimum",
            ),
            (FuItem::Rounding(8), "rounding", 8, "rounded up"),
        ];
        for (item, id, fu, line) in items {
            assert_eq!(
                (item.id(), item.fu(), item.to_string()),
                (id, fu, String::from(line))
            );
        }
        let ids: Vec<&str> = items.iter().map(|(item, ..)| item.id()).collect();
        let mut distinct = ids.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 9);
    }

    /// A score's items: sheet order, the winds' own Tenhou numbers.
    #[test]
    fn a_score_lists_its_items() {
        use crate::score::{WinContext, score};
        let hand = "123m456p789s11z222z".parse().unwrap();
        let context = WinContext {
            riichi: true,
            seat_wind: Wind::South,
            round_wind: Wind::South,
            ..WinContext::new(tile("3m"))
        };
        let best = score(&hand, &context).unwrap();
        let fu: Vec<(&str, u8)> = best
            .fu_items()
            .iter()
            .map(|item| (item.id(), item.fu()))
            .collect();
        assert_eq!(
            fu,
            [("base", 20), ("closed_ron", 10), ("set", 8), ("wait", 2)] // 40, no rounding
        );
        let numbers: Vec<(Yaku, Option<u8>)> = best
            .yaku_items()
            .map(|item| (item.yaku, item.tenhou))
            .collect();
        assert_eq!(
            numbers,
            [
                (Yaku::RIICHI, Some(1)),
                (Yaku::SEAT_WIND, Some(11)),
                (Yaku::ROUND_WIND, Some(15)),
            ]
        );
        assert_eq!(
            (best.seat_wind(), best.round_wind()),
            (Wind::South, Wind::South)
        );
        assert_eq!(
            best.fu_items().as_slice().len(),
            best.fu_items().iter().count()
        );
    }

    /// Mahjong Soul gives the 5-han renhou and the daisharin of sou and
    /// man ids of their own, apart from the yakuman renhou and the pin
    /// daisharin of the table's row.
    #[test]
    fn mahjong_soul_numbers_each_form_of_renhou_and_daisharin() {
        use crate::rules::{Renhou, Rules};
        use crate::score::{WinContext, score};
        let soul = |hand: &str, yaku: Yaku, context: WinContext| {
            let best = score(&hand.parse().unwrap(), &context).unwrap();
            let item = best.yaku_items().find(|item| item.yaku == yaku).unwrap();
            (item.han, item.mahjong_soul)
        };
        let renhou = |renhou| WinContext {
            seat_wind: Wind::South,
            renhou: true,
            rules: Rules {
                renhou,
                ..Rules::default()
            },
            ..WinContext::new(tile("5p"))
        };
        let hand = "234567m23455p888s";
        assert_eq!(
            soul(hand, Yaku::RENHOU, renhou(Renhou::Mangan)),
            (5, Some(65))
        );
        assert_eq!(
            soul(hand, Yaku::RENHOU, renhou(Renhou::Yakuman)),
            (13, Some(59))
        );
        let wheels = Rules {
            daisharin: true,
            daisharin_other_suits: true,
            ..Rules::default()
        };
        for (suit, id) in [("p", 60), ("s", 61), ("m", 62)] {
            let win = std::format!("8{suit}");
            let context = WinContext {
                rules: wheels,
                ..WinContext::new(tile(&win))
            };
            let hand = std::format!("22334455667788{suit}");
            assert_eq!(
                soul(&hand, Yaku::DAISHARIN, context),
                (13, Some(id)),
                "{suit}"
            );
        }
    }

    /// The items scores list are consistent; items no hand lists are not.
    #[test]
    fn consistent_items_are_those_a_hand_can_list() {
        use crate::score::{WinContext, score};
        let hands = [
            ("123m456p789s11z222z", "3m", false),
            ("234567m23455p888s", "5p", true),
            ("123456789m12355p", "2p", false),
            ("11223344556677z", "7z", false),
            ("123m456p789s22z777z", "7z", false),
        ];
        for (hand, win, tsumo) in hands {
            let context = WinContext {
                tsumo,
                riichi: true,
                ..WinContext::new(tile(win))
            };
            let best = score(&hand.parse().unwrap(), &context).unwrap();
            for item in best.fu_items().iter() {
                assert!(item.is_consistent(), "{hand}: {item:?}");
            }
        }
        let triplet = Block::triplet(tile("2z"));
        let pair = |text: &str, dragon, seat_wind, round_wind, fu| FuItem::Pair {
            tile: tile(text),
            dragon,
            seat_wind,
            round_wind,
            fu,
        };
        let set = |block, meld, concealed, quad, orphan| FuItem::Set {
            block,
            meld,
            concealed,
            quad,
            orphan,
        };
        let wait = |block, shape| FuItem::Wait { block, shape };
        let sequence = |text: &str| Block::sequence(tile(text)).unwrap();
        let consistent = [
            pair("7z", true, false, false, 2),
            pair("1z", false, true, true, 4),
            pair("1z", false, true, true, 2),
            pair("3z", false, false, true, 2),
            set(triplet, None, false, false, true),
            set(triplet, Some(MeldKind::Pon), false, false, true),
            set(triplet, Some(MeldKind::ClosedKan), true, true, true),
            wait(sequence("4m"), WaitShape::Kanchan),
            wait(sequence("7s"), WaitShape::Penchan),
            wait(Block::pair(tile("5p")), WaitShape::Tanki),
            FuItem::OpenMinimum(10),
            FuItem::Rounding(9),
        ];
        for item in consistent {
            assert!(item.is_consistent(), "{item:?}");
        }
        let inconsistent = [
            pair("7z", true, false, false, 4),
            pair("7z", false, false, false, 2),
            pair("7z", true, true, false, 4),
            pair("2z", false, true, false, 4),
            pair("2z", false, false, false, 2),
            pair("5m", false, false, false, 2),
            pair("5m", false, true, false, 2),
            set(triplet, None, true, true, true),
            set(triplet, None, true, false, false),
            set(triplet, Some(MeldKind::Chi), false, false, true),
            set(triplet, Some(MeldKind::Pon), true, false, true),
            set(triplet, Some(MeldKind::ClosedKan), true, false, true),
            set(Block::pair(tile("2z")), None, true, false, true),
            wait(sequence("3m"), WaitShape::Penchan),
            wait(sequence("4m"), WaitShape::Tanki),
            wait(Block::pair(tile("5p")), WaitShape::Kanchan),
            wait(sequence("4m"), WaitShape::Ryanmen),
            FuItem::OpenMinimum(0),
            FuItem::OpenMinimum(5),
            FuItem::Rounding(0),
            FuItem::Rounding(10),
        ];
        for item in inconsistent {
            assert!(!item.is_consistent(), "{item:?}");
        }
    }
}
