//! Scoring: the yaku, han, fu and points of a winning hand, from the reading
//! that scores best.
//!
//! [`score`] takes the concealed tiles (the winning tile included) and a
//! [`WinContext`], and tries every reading of the hand: each decomposition
//! into blocks, seven pairs and thirteen orphans, and for each regular
//! reading every block the winning tile may have completed ([`wait_shapes`]).
//! The best reading is the one paying the most; on a tie a real yakuman
//! beats a counted one, then more han wins, then more fu (then more fu
//! before rounding), then the first in the order of [`score_readings`],
//! which lists every reading's score.
//! Neither allocates nor panics.
//!
//! The rules followed are documented on [`score`], the public entry point
//! (this module is private: its items are re-exported at the crate root).

mod context;
mod error;
mod fu;
mod points;
mod reading;
mod split;
mod wait;
mod yaku;

use core::fmt;

use crate::decompose::set::SuitDecomposition;
use crate::decompose::{Block, Decomposition};
use crate::hand::{Hand, MAX_COPIES, PackedSuit};
use crate::meld::{Meld, MeldKind};
use crate::notation::ParsedHand;
use crate::suit::{held_fields, pair_or_more_fields};
use crate::tile::{Suit, Tile};
use split::{Part, Split, fields_to_rank_bits_pair, lowest_wait, wait_bits};

pub use context::{DeclaredMelds, Indicators, MAX_INDICATORS, Rules, WinContext, Wind};
pub use error::ScoreError;
pub use points::Limit;
pub use reading::{MAX_READING_BLOCKS, Reading, ReadingForm};
pub use wait::{Wait, WaitShape, WaitShapes, wait_shape, wait_shapes};
pub use yaku::Yaku;

use context::indicated_dora;
use fu::{FuParts, SEVEN_PAIRS_FU, pair_fu, regular_fu, set_fu};
use points::{Payment, base_points, limit, payment};
use yaku::{
    Triplets, han_of_flag, han_of_set, honor_yaku, kinds, nine_gates_yaku, outside_yaku,
    sequence_yaku, situation_yaku, tile_kind_yaku, triplet_yaku,
};

/// The score of a winning hand: its yaku, han, fu, limit and payments, and
/// the reading and wait they were computed from.
///
/// ```
/// use tehai::{Limit, WaitShape, WinContext, Yaku, score};
/// let hand = "234567m23455p888s".parse()?;
/// let mut context = WinContext::new("5p".parse()?);
/// context.seat_wind = tehai::Wind::South;
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
    han: u32,
    fu: u8,
    yaku: Yaku,
    dora: u8,
    aka_dora: u8,
    ura_dora: u8,
    open: bool,
    tsumo: bool,
    dealer: bool,
    rules: Rules,
    limit: Limit,
    payment: Payment,
    reading: Reading,
    wait: WaitShape,
    winning_block: Option<Block>,
}

impl Score {
    /// The han: the sum of the yaku and dora; for a yakuman hand 13 × its
    /// multiple of yakuman.
    ///
    /// ```
    /// let hand = "111999m111999p11z".parse()?;
    /// let best = tehai::score(&hand, &tehai::WinContext::new("1z".parse()?))?;
    /// assert_eq!(best.han(), 26); // chinroutou and suuankou tanki: 1 + 2 yakuman
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
    /// let mut context = tehai::WinContext::new("3m".parse()?);
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
    /// use tehai::Yaku;
    /// let hand = "123456789m12355p".parse()?;
    /// let mut context = tehai::WinContext::new("9m".parse()?);
    /// context.tsumo = true;
    /// let best = tehai::score(&hand, &context)?;
    /// assert_eq!(best.yaku(), Yaku::MENZEN_TSUMO | Yaku::PINFU | Yaku::ITTSU);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn yaku(&self) -> Yaku {
        self.yaku
    }

    /// The han one entry of [`Score::yaku`] brings: its closed or open han
    /// (a double yakuman counting 13 without [`Rules::DOUBLE_YAKUMAN`]); for
    /// the dora entries their count; 0 for an entry the score does not hold
    /// (or a set of several).
    ///
    /// ```
    /// use tehai::Yaku;
    /// let hand = "123m789p11s999s".parse()?;
    /// let mut context = tehai::WinContext::new("1s".parse()?);
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
            _ => han_of_flag(yaku, self.open, self.rules),
        }
    }

    /// Each entry of [`Score::yaku`] with its han ([`Score::han_of`]), in
    /// bit order.
    ///
    /// ```
    /// use tehai::Yaku;
    /// let hand = "234567m23455p888s".parse()?;
    /// let mut context = tehai::WinContext::new("5p".parse()?);
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
    /// let mut context = tehai::WinContext::new("5p".parse()?);
    /// context.dora_indicators.push("4p".parse()?).unwrap();
    /// assert_eq!(tehai::score(&hand, &context)?.dora(), 2);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn dora(&self) -> u8 {
        self.dora
    }

    /// Red fives counted (0 without [`Rules::AKA_DORA`] and on a yakuman hand).
    ///
    /// ```
    /// let hand = "234067m23455p888s".parse()?;
    /// let best = tehai::score(&hand, &tehai::WinContext::new("5p".parse()?))?;
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
    /// let mut context = tehai::WinContext::new("5p".parse()?);
    /// context.ura_indicators.push("7s".parse()?).unwrap();
    /// assert_eq!(tehai::score(&hand, &context)?.ura_dora(), 0);
    /// context.riichi = true;
    /// assert_eq!(tehai::score(&hand, &context)?.ura_dora(), 3);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn ura_dora(&self) -> u8 {
        self.ura_dora
    }

    /// The limit reached, if any.
    ///
    /// ```
    /// let hand = "11123455678999m".parse()?;
    /// let best = tehai::score(&hand, &tehai::WinContext::new("5m".parse()?))?;
    /// assert_eq!(best.limit(), tehai::Limit::Yakuman(2)); // junsei chuuren poutou
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn limit(&self) -> Limit {
        self.limit
    }

    /// `true` for a yakuman hand (not for a counted yakuman).
    ///
    /// ```
    /// let hand = "19m19p19s12345677z".parse()?;
    /// assert!(tehai::score(&hand, &tehai::WinContext::new("7z".parse()?))?.is_yakuman());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn is_yakuman(&self) -> bool {
        matches!(self.limit, Limit::Yakuman(_))
    }

    /// `true` if a meld other than a closed kan was declared.
    ///
    /// ```
    /// let hand = "234567m234p55s".parse()?;
    /// let mut context = tehai::WinContext::new("4p".parse()?);
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
    /// let mut context = tehai::WinContext::new("5p".parse()?);
    /// context.tsumo = true;
    /// context.seat_wind = tehai::Wind::West;
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
    /// let best = tehai::score(&hand, &tehai::WinContext::new("5p".parse()?))?;
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
    /// let mut context = tehai::WinContext::new("5p".parse()?);
    /// context.riichi_sticks = 2;
    /// let best = tehai::score(&hand, &context)?; // dealer, tanyao: 1 han 40 fu
    /// assert_eq!(best.total(), 2_000 + 2_000);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub const fn total(&self) -> u32 {
        self.payment.total
    }

    /// The reading the score was computed from.
    ///
    /// ```
    /// let hand = "234567m23455p888s".parse()?;
    /// let best = tehai::score(&hand, &tehai::WinContext::new("5p".parse()?))?;
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
    /// let best = tehai::score(&hand, &tehai::WinContext::new("3p".parse()?))?;
    /// assert_eq!(best.wait(), tehai::WaitShape::Penchan);
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
    /// let best = tehai::score(&hand, &tehai::WinContext::new("3p".parse()?))?;
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
    /// let mut context = tehai::WinContext::new("5p".parse()?);
    /// context.seat_wind = tehai::Wind::South;
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

/// What a regular reading's blocks add up to, for the yaku and the fu.
#[derive(Clone, Copy, Debug)]
struct Blocks {
    /// Sequences, concealed and called.
    sequences: u8,
    /// A bit per kind that starts a sequence.
    starts: u64,
    /// The triplets and quads.
    triplets: Triplets,
    /// Fu of the triplets and quads.
    set_fu: u8,
    /// Every block so far holds a terminal or an honor.
    outside: bool,
    /// Every block so far holds a terminal.
    terminal: bool,
}

impl Blocks {
    const EMPTY: Blocks = Blocks {
        sequences: 0,
        starts: 0,
        triplets: Triplets {
            kinds: 0,
            count: 0,
            concealed: 0,
            kans: 0,
        },
        set_fu: 0,
        outside: true,
        terminal: true,
    };

    fn add_sequence(&mut self, first: Tile) {
        let bit = kinds::bit(first);
        self.sequences += 1;
        self.starts |= bit;
        let ends = bit & kinds::SEQUENCE_ENDS != 0;
        self.outside &= ends;
        self.terminal &= ends;
    }

    fn add_triplet(&mut self, tile: Tile, concealed: bool, kan: bool) {
        self.triplets.kinds |= kinds::bit(tile);
        self.triplets.count += 1;
        self.triplets.concealed += u8::from(concealed);
        self.triplets.kans += u8::from(kan);
        self.set_fu += set_fu(tile, concealed, kan);
        self.add_single_kind(tile);
    }

    /// A pair or triplet of `tile` for the outside hands.
    fn add_single_kind(&mut self, tile: Tile) {
        let bit = kinds::bit(tile);
        self.outside &= bit & kinds::ORPHANS != 0;
        self.terminal &= bit & kinds::TERMINALS != 0;
    }
}

/// What a regular reading scores before the block the winning tile
/// completed is known: the yaku but those of the triplets and pinfu, and
/// the fu but those of the wait.
#[derive(Clone, Copy, Debug)]
struct Summed {
    /// The yaku but the triplet yaku and pinfu.
    yaku: Yaku,
    /// The triplets and quads, every concealed one counted concealed.
    triplets: Triplets,
    /// Fu of the triplets and quads, every concealed one counted concealed.
    set_fu: u8,
    pair_fu: u8,
    /// Closed, four sequences and a pair worth no fu: pinfu on a ryanmen wait.
    pinfu_shape: bool,
}

/// A reading's yaku (before dora) and fu, and how it was won.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    yaku: Yaku,
    raw_fu: u8,
    fu: u8,
    wait: WaitShape,
    winning_block: Option<Block>,
}

/// A candidate with its han, limit and payments: what the best reading is
/// chosen by.
#[derive(Clone, Copy, Debug)]
struct Valued {
    candidate: Candidate,
    /// The yaku counted: the candidate's and the dora entries, or the
    /// yakuman only.
    yaku: Yaku,
    han: u32,
    limit: Limit,
    payment: Payment,
}

impl Valued {
    /// Greater is better: more points, then a real yakuman over a counted
    /// one, then more han, more fu and more fu before rounding.
    fn key(&self) -> (u32, bool, u32, u8, u8) {
        (
            self.payment.total,
            matches!(self.limit, Limit::Yakuman(_)),
            self.han,
            self.candidate.fu,
            self.candidate.raw_fu,
        )
    }
}

/// Everything about a hand that no reading changes.
#[derive(Clone, Debug)]
struct Prepared {
    hand: Hand,
    winning_tile: Tile,
    tsumo: bool,
    dealer: bool,
    open: bool,
    seat: Wind,
    round: Wind,
    rules: Rules,
    honba: u16,
    sticks: u16,
    melds: DeclaredMelds,
    /// Every kind held, concealed or melded: a bit each.
    present: u64,
    /// The situation yaku and those decided by the kinds held.
    shared: Yaku,
    /// Chuuren poutou or junsei chuuren poutou, for the regular readings.
    nine_gates: Yaku,
    dora: u8,
    aka_dora: u8,
    ura_dora: u8,
    /// The declared melds as blocks.
    meld_blocks: Blocks,
    /// Melds (sequences and triplets) among the concealed tiles of a
    /// regular reading: four less the declared ones.
    concealed_melds: u8,
}

/// The kinds of the concealed tiles, a bit each: two suits a compaction.
fn concealed_kinds(hand: &Hand) -> u64 {
    let [man, pin, sou, honor] = hand.suits();
    let two = |low: PackedSuit, high: PackedSuit| {
        let fields = u64::from(held_fields(low.raw())) | u64::from(held_fields(high.raw())) << 36;
        let ranks = fields_to_rank_bits_pair(fields);
        (ranks & 0x1ff) | (ranks >> 36 & 0x1ff) << 9
    };
    two(man, pin) | two(sou, honor) << 18
}

/// Copies of `tile` in the declared melds.
fn melded(melds: &[Meld], tile: Tile) -> u8 {
    melds.iter().map(|meld| meld.count(tile)).sum()
}

/// The checks that need only the tiles: sizes, copies, red fives, the
/// winning tile. Returns the kinds held, concealed or melded, a bit each.
fn check_tiles(hand: &ParsedHand, context: &WinContext) -> Result<u64, ScoreError> {
    let tiles = hand.hand.tile_count();
    let melds = context.melds.as_slice();
    if tiles + 3 * melds.len() as u32 != 14 {
        return Err(ScoreError::WrongTileCount {
            tiles,
            melds: melds.len() as u8,
        });
    }
    let mut present = concealed_kinds(&hand.hand);
    // Only kinds in a meld can exceed four copies (a `Hand` holds at most
    // four); the lowest such kind is named.
    let mut too_many: Option<Tile> = None;
    for meld in melds {
        let kinds = if meld.kind() == MeldKind::Chi { 3 } else { 1 };
        let first = meld.tile().index() as u8;
        present |= ((1 << kinds) - 1) << first;
        for tile in (first..first + kinds).filter_map(Tile::new) {
            if hand.hand.count(tile) + melded(melds, tile) > MAX_COPIES
                && too_many.is_none_or(|lowest| tile < lowest)
            {
                too_many = Some(tile);
            }
        }
    }
    if let Some(tile) = too_many {
        return Err(ScoreError::TooManyCopies { tile });
    }
    if hand.red_fives != [0; 3] {
        for (suit, &red) in Suit::ALL.into_iter().zip(&hand.red_fives) {
            let fives = Tile::from_suit_rank(suit, 4).map_or(0, |five| hand.hand.count(five));
            if red > fives {
                return Err(ScoreError::RedFivesNotInHand { suit });
            }
        }
    }
    if hand.hand.count(context.winning_tile) == 0 {
        return Err(ScoreError::WinningTileNotInHand);
    }
    Ok(present)
}

/// The checks of the context: each impossible combination has its error.
fn check_context(context: &WinContext, open: bool) -> Result<(), ScoreError> {
    let flagged = context.ippatsu
        || context.chankan
        || context.rinshan
        || context.haitei
        || context.houtei
        || context.tenhou
        || context.chiihou;
    if !flagged && !(open && (context.riichi || context.double_riichi)) {
        return Ok(());
    }
    let melds = !context.melds.is_empty();
    let dealer = context.is_dealer();
    let tsumo = context.tsumo;
    let checks = [
        (
            context.double_riichi && open,
            ScoreError::DoubleRiichiWithOpenHand,
        ),
        (context.riichi && open, ScoreError::RiichiWithOpenHand),
        (
            context.ippatsu && !context.riichi && !context.double_riichi,
            ScoreError::IppatsuWithoutRiichi,
        ),
        (context.chankan && tsumo, ScoreError::ChankanOnTsumo),
        (context.rinshan && !tsumo, ScoreError::RinshanWithoutTsumo),
        (
            context.rinshan && context.melds.kans() == 0,
            ScoreError::RinshanWithoutKan,
        ),
        (context.haitei && !tsumo, ScoreError::HaiteiWithoutTsumo),
        (context.houtei && tsumo, ScoreError::HouteiOnTsumo),
        (
            context.haitei && context.rinshan,
            ScoreError::HaiteiWithRinshan,
        ),
        (
            context.houtei && context.chankan,
            ScoreError::HouteiWithChankan,
        ),
        (context.tenhou && !dealer, ScoreError::TenhouNotDealer),
        (context.tenhou && !tsumo, ScoreError::TenhouOnRon),
        (context.tenhou && melds, ScoreError::TenhouWithMelds),
        (context.chiihou && dealer, ScoreError::ChiihouAsDealer),
        (context.chiihou && !tsumo, ScoreError::ChiihouOnRon),
        (context.chiihou && melds, ScoreError::ChiihouWithMelds),
    ];
    match checks.into_iter().find(|&(failed, _)| failed) {
        Some((_, error)) => Err(error),
        None => Ok(()),
    }
}

/// Dora indicated by `indicators` among the concealed tiles and the melds.
fn count_dora(indicators: &Indicators, hand: &Hand, melds: &[Meld]) -> u8 {
    indicators
        .as_slice()
        .iter()
        .map(|&indicator| {
            let dora = indicated_dora(indicator);
            hand.count(dora) + melded(melds, dora)
        })
        .sum()
}

impl Prepared {
    fn new(hand: &ParsedHand, context: &WinContext) -> Result<Prepared, ScoreError> {
        let present = check_tiles(hand, context)?;
        let open = context.melds.is_open();
        check_context(context, open)?;
        let melds = context.melds.as_slice();
        let riichi = context.riichi || context.double_riichi;
        let aka_dora = if context.rules.contains(Rules::AKA_DORA) {
            let melded: u8 = melds.iter().map(|meld| meld.red_fives()).sum();
            hand.red_fives.iter().sum::<u8>() + melded
        } else {
            0
        };
        let mut meld_blocks = Blocks::EMPTY;
        for meld in melds {
            match meld.kind() {
                MeldKind::Chi => meld_blocks.add_sequence(meld.tile()),
                kind => meld_blocks.add_triplet(meld.tile(), !kind.is_open(), kind.is_kan()),
            }
        }
        Ok(Prepared {
            hand: hand.hand,
            winning_tile: context.winning_tile,
            tsumo: context.tsumo,
            dealer: context.is_dealer(),
            open,
            seat: context.seat_wind,
            round: context.round_wind,
            rules: context.rules,
            honba: context.honba,
            sticks: context.riichi_sticks,
            melds: context.melds,
            present,
            shared: situation_yaku(context, !open) | tile_kind_yaku(present, !open, context.rules),
            nine_gates: if melds.is_empty() {
                nine_gates_yaku(&hand.hand, context.winning_tile)
            } else {
                Yaku::empty()
            },
            dora: count_dora(&context.dora_indicators, &hand.hand, melds),
            aka_dora,
            ura_dora: if riichi {
                count_dora(&context.ura_indicators, &hand.hand, melds)
            } else {
                0
            },
            meld_blocks,
            concealed_melds: 4u8.saturating_sub(melds.len() as u8),
        })
    }

    /// What a regular reading (its concealed blocks summed up in `part`)
    /// scores whatever block the winning tile completed.
    fn summed(&self, part: &Part) -> Summed {
        let mut blocks = self.meld_blocks;
        blocks.sequences += part.sequences;
        blocks.starts |= part.starts;
        blocks.triplets.kinds |= part.triplets;
        blocks.triplets.count += part.triplet_count;
        blocks.triplets.concealed += part.triplet_count;
        let orphan_triplets = part.triplets & kinds::ORPHANS;
        let orphan_triplets = if orphan_triplets == 0 {
            0
        } else {
            orphan_triplets.count_ones() as u8
        };
        // Concealed: 4 for simples, 8 for terminals and honors.
        blocks.set_fu += 4 * (part.triplet_count + orphan_triplets);
        let pair_bit = 1u64.checked_shl(u32::from(part.pair)).unwrap_or(0);
        let singles = part.triplets | pair_bit;
        let ends = part.starts & !kinds::SEQUENCE_ENDS == 0;
        blocks.outside &= ends && singles & !kinds::ORPHANS == 0;
        blocks.terminal &= ends && singles & !kinds::TERMINALS == 0;
        let pair = Tile::new(part.pair).unwrap_or(self.winning_tile);
        let closed = !self.open;
        let pair_fu = pair_fu(pair, self.seat, self.round);
        let identical = if closed { part.identical } else { 0 };
        let yaku = self.shared
            | self.nine_gates
            | sequence_yaku(blocks.starts, identical, closed)
            | outside_yaku(
                blocks.outside,
                blocks.terminal,
                blocks.sequences,
                self.present & kinds::HONORS != 0,
            )
            | honor_yaku(blocks.triplets.kinds, pair, self.seat, self.round);
        Summed {
            yaku,
            triplets: blocks.triplets,
            set_fu: blocks.set_fu,
            pair_fu,
            pinfu_shape: closed && blocks.sequences == 4 && pair_fu == 0,
        }
    }

    /// The yaku and fu of a regular reading (`summed`) won by `wait`.
    fn regular(&self, summed: &Summed, wait: Wait) -> Candidate {
        let shape = wait.shape();
        let mut triplets = summed.triplets;
        let mut sets = summed.set_fu;
        if !self.tsumo && shape == WaitShape::Shanpon {
            // The discard completed this triplet: it counts as open.
            let tile = wait.block().tile();
            triplets.concealed -= 1;
            sets -= set_fu(tile, true, false) - set_fu(tile, false, false);
        }
        let pinfu = summed.pinfu_shape && shape == WaitShape::Ryanmen;
        let mut yaku = summed.yaku | triplet_yaku(triplets, shape == WaitShape::Tanki);
        yaku.set(Yaku::PINFU, pinfu);
        let (raw_fu, fu) = regular_fu(FuParts {
            sets,
            pair: summed.pair_fu,
            wait: shape.fu(),
            closed: !self.open,
            tsumo: self.tsumo,
            pinfu,
        });
        Candidate {
            yaku,
            raw_fu,
            fu,
            wait: shape,
            winning_block: Some(wait.block()),
        }
    }

    /// The yaku and fu of the seven pairs reading.
    fn seven_pairs(&self) -> Candidate {
        Candidate {
            yaku: self.shared | Yaku::CHIITOITSU,
            raw_fu: SEVEN_PAIRS_FU,
            fu: SEVEN_PAIRS_FU,
            wait: WaitShape::Tanki,
            winning_block: Some(Block::pair(self.winning_tile)),
        }
    }

    /// The pair of thirteen orphans: the orphan held twice.
    fn orphan_pair(&self) -> Option<Block> {
        let pairs = self
            .hand
            .suits()
            .iter()
            .enumerate()
            .find_map(|(suit, packed)| {
                let fields = pair_or_more_fields(packed.raw());
                (fields != 0).then(|| (suit, fields.trailing_zeros() / 3))
            });
        let (suit, rank) = pairs?;
        let tile = Tile::from_suit_rank(Suit::from_index(suit)?, rank as u8)?;
        Some(Block::pair(tile))
    }

    /// The yaku of the thirteen orphans reading.
    fn thirteen_orphans(&self) -> Candidate {
        let pair = self.orphan_pair();
        let thirteen_wait = pair.is_some_and(|pair| pair.tile() == self.winning_tile);
        let kokushi = if thirteen_wait {
            Yaku::KOKUSHI_MUSOU_13_WAIT
        } else {
            Yaku::KOKUSHI_MUSOU
        };
        Candidate {
            yaku: self.shared | kokushi,
            raw_fu: 0,
            fu: 0,
            wait: WaitShape::Tanki,
            winning_block: pair.filter(|_| thirteen_wait),
        }
    }

    /// The han, limit and payments of a candidate; `None` without a yaku.
    fn value(&self, candidate: Candidate) -> Option<Valued> {
        let yakuman = candidate.yaku & Yaku::YAKUMAN;
        let (yaku, han, multiple) = if yakuman.is_empty() {
            let han = han_of_set(candidate.yaku, self.open, self.rules);
            if han == 0 {
                return None;
            }
            let mut yaku = candidate.yaku;
            yaku.set(Yaku::DORA, self.dora > 0);
            yaku.set(Yaku::AKA_DORA, self.aka_dora > 0);
            yaku.set(Yaku::URA_DORA, self.ura_dora > 0);
            let dora = u32::from(self.dora) + u32::from(self.aka_dora) + u32::from(self.ura_dora);
            (yaku, han + dora, 0)
        } else {
            let han = han_of_set(yakuman, self.open, self.rules);
            (yakuman, han, (han / 13) as u8)
        };
        let limit = limit(
            han,
            candidate.fu,
            multiple,
            self.rules.contains(Rules::KIRIAGE),
        );
        let base = base_points(han, candidate.fu, limit);
        Some(Valued {
            candidate,
            yaku,
            han,
            limit,
            payment: payment(base, self.dealer, self.tsumo, self.honba, self.sticks),
        })
    }

    /// The reading of `source` in `split`.
    fn reading(&self, split: &Split, source: Source) -> Reading {
        match source {
            Source::Regular(index, part) => Reading::regular(
                &part,
                &split.choice(index).unwrap_or([SuitDecomposition::EMPTY; 4]),
                self.melds,
            ),
            Source::SevenPairs => Reading::seven_pairs(self.present),
            Source::ThirteenOrphans => Reading::from_blocks(
                ReadingForm::ThirteenOrphans,
                self.orphan_pair().into_iter(),
                DeclaredMelds::EMPTY,
            ),
        }
    }

    /// The full score of a valued reading.
    fn score(&self, valued: Valued, reading: Reading) -> Score {
        let counted = !matches!(valued.limit, Limit::Yakuman(_));
        let dora = |count: u8| if counted { count } else { 0 };
        Score {
            han: valued.han,
            fu: valued.candidate.fu,
            yaku: valued.yaku,
            dora: dora(self.dora),
            aka_dora: dora(self.aka_dora),
            ura_dora: dora(self.ura_dora),
            open: self.open,
            tsumo: self.tsumo,
            dealer: self.dealer,
            rules: self.rules,
            limit: valued.limit,
            payment: valued.payment,
            reading,
            wait: valued.candidate.wait,
            winning_block: valued.candidate.winning_block,
        }
    }
}

/// Where a candidate comes from.
#[derive(Clone, Copy, Debug)]
enum Source {
    /// The regular reading at this index (of [`Split`]), and its summary.
    Regular(usize, Part),
    SevenPairs,
    ThirteenOrphans,
}

/// Checks the hand and the context and splits the hand into its readings.
fn prepare(hand: &ParsedHand, context: &WinContext) -> Result<(Prepared, Split), ScoreError> {
    let prepared = Prepared::new(hand, context)?;
    let split = Split::new(&hand.hand, prepared.concealed_melds);
    if !split.is_complete() {
        return Err(ScoreError::NotAWinningHand);
    }
    Ok((prepared, split))
}

/// The score of every reading of a winning hand, one per reading and
/// winning block: an iterator over `Result<Score, ScoreError>` where an
/// error is [`ScoreError::NoYaku`] (the reading has no yaku). Returned by
/// [`score_readings`].
///
/// Regular readings come first, in the order of [`decompose`](crate::decompose()) and, for
/// each, of [`wait_shapes`]; then seven pairs, then thirteen orphans.
///
/// ```
/// let hand = "45666m123p789s678p".parse()?;
/// let mut context = tehai::WinContext::new("6m".parse()?);
/// context.riichi = true;
/// let readings = tehai::score_readings(&hand, &context)?;
/// let han_fu: Vec<(u32, u8)> = readings.map(|s| s.map(|s| (s.han(), s.fu()))).collect::<Result<_, _>>()?;
/// assert_eq!(han_fu, [(2, 30), (1, 40)]); // 456m ryanmen with pinfu, 66m tanki
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct ReadingScores {
    prepared: Prepared,
    split: Split,
    /// The regular reading whose waits `waits` lists.
    current: usize,
    waits: WaitShapes,
    /// 0: the regular readings; 1: seven pairs next; 2: thirteen orphans
    /// next; 3: done.
    stage: u8,
}

impl ReadingScores {
    /// The full score of a candidate from `source`, or no yaku.
    fn finish(&self, candidate: Candidate, source: Source) -> Result<Score, ScoreError> {
        let valued = self.prepared.value(candidate).ok_or(ScoreError::NoYaku)?;
        let reading = self.prepared.reading(&self.split, source);
        Ok(self.prepared.score(valued, reading))
    }
}

impl Iterator for ReadingScores {
    type Item = Result<Score, ScoreError>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            match self.stage {
                0 => {
                    if let Some(wait) = self.waits.next() {
                        let part = self.split.part(self.current);
                        let candidate = self.prepared.regular(&self.prepared.summed(&part), wait);
                        return Some(self.finish(candidate, Source::Regular(self.current, part)));
                    }
                    self.current += 1;
                    if self.current < self.split.readings() {
                        self.waits = self.split.waits(self.current, self.prepared.winning_tile);
                    } else {
                        self.stage = 1;
                    }
                }
                1 => {
                    self.stage = 2;
                    if self.split.seven_pairs {
                        let candidate = self.prepared.seven_pairs();
                        return Some(self.finish(candidate, Source::SevenPairs));
                    }
                }
                2 => {
                    self.stage = 3;
                    if self.split.thirteen_orphans {
                        let candidate = self.prepared.thirteen_orphans();
                        return Some(self.finish(candidate, Source::ThirteenOrphans));
                    }
                }
                _ => return None,
            }
        }
    }
}

/// Checks the hand and the context, then lists the score of every reading
/// (see [`ReadingScores`]); [`score`] keeps the best of them.
///
/// The errors are those of [`score`] but [`ScoreError::NoYaku`], which
/// comes per reading.
///
/// ```
/// use tehai::{WinContext, score, score_readings};
/// let hand = "11122233344455m".parse()?;
/// let context = WinContext::new("5m".parse()?);
/// let all: Vec<_> = score_readings(&hand, &context)?.flatten().collect();
/// assert_eq!(all.len(), 4); // four decompositions, each won on the pair 55m
/// let best = score(&hand, &context)?;
/// assert!(all.iter().all(|reading| reading.total() <= best.total()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn score_readings(
    hand: &ParsedHand,
    context: &WinContext,
) -> Result<ReadingScores, ScoreError> {
    let (prepared, split) = prepare(hand, context)?;
    let regular = split.readings() > 0;
    let waits = if regular {
        split.waits(0, context.winning_tile)
    } else {
        wait_shapes(&Decomposition::default(), context.winning_tile)
    };
    Ok(ReadingScores {
        prepared,
        split,
        current: 0,
        waits,
        stage: if regular { 0 } else { 1 },
    })
}

/// Scores a winning hand: `hand` is the concealed tiles, the winning tile
/// included (red fives written `0`), `context` the rest. Every reading is
/// tried and the best is returned, with its yaku, han, fu, limit, payments,
/// reading and wait.
///
/// The best reading is the one paying the most; on a tie a real yakuman
/// beats a counted one, then more han wins, then more fu (then more fu
/// before rounding), then the first in the order of [`score_readings`].
///
/// # The rules followed
///
/// The common modern rule set of riichi mahjong (as played online and in
/// most leagues), with four options in [`Rules`]:
///
/// * **Yaku** with their closed/open han: menzen tsumo 1/–, riichi 1/–,
///   double riichi 2/–, ippatsu 1/–, chankan, rinshan kaihou, haitei raoyue,
///   houtei raoyui 1/1, pinfu 1/–, tanyao 1/1 (open only with
///   [`Rules::OPEN_TANYAO`], kuitan), iipeikou 1/–, yakuhai (each dragon, the
///   seat wind, the round wind: a double wind counts twice) 1/1, sanshoku
///   doujun, ittsu, chanta 2/1, honroutou, toitoi, sanankou, sankantsu,
///   sanshoku doukou, shousangen 2/2, chiitoitsu 2/–, honitsu, junchan 3/2,
///   ryanpeikou 3/–, chinitsu 6/5. The [`Yaku`] docs give each condition.
///   Iipeikou is not counted with ryanpeikou; chanta and junchan need a
///   sequence (without one the hand is honroutou or chinroutou); honroutou
///   comes with toitoi or chiitoitsu, which count too. A closed kan keeps the
///   hand closed. A triplet completed by a discard is not concealed, for
///   sanankou and suuankou as for fu.
/// * **Yakuman** (13 han each, and they add up): kokushi musou, chuuren
///   poutou, suuankou, daisangen, shousuushii, ryuuiisou (green dragon not
///   required), suukantsu, tsuuiisou, chinroutou, tenhou, chiihou; the double
///   yakuman (26 han with [`Rules::DOUBLE_YAKUMAN`], else 13 under the same
///   name) kokushi musou on the thirteen-sided wait, junsei chuuren poutou,
///   suuankou tanki and daisuushii. A yakuman hand counts only its yakuman;
///   its han is 13 × the multiple. Thirteen han or more without a yakuman is
///   a counted yakuman (kazoe), never more.
/// * **Dora**: each dora, red five (with [`Rules::AKA_DORA`]) and ura dora
///   (with riichi or double riichi only) adds a han per tile, concealed or
///   melded, but never makes a hand without a yaku score and is dropped on a
///   yakuman hand.
/// * **Fu** and **points**: see [`Score::fu`] and [`Limit`]; kiriage mangan
///   ([`Rules::KIRIAGE`]) is optional. No sextuple-yakuman cap is needed: no
///   hand reaches more than six.
///
/// Local yaku (renhou, daisharin, nagashi mangan, …), three-player rules and
/// open riichi are not scored.
///
/// # Fu of a yakuman hand
///
/// A yakuman pays the same whatever its fu, but [`Score::fu`] still reports
/// the fu of the chosen reading, computed by the usual rules (25 for seven
/// pairs). Thirteen orphans has no blocks to count and reports 0 fu.
///
/// Never allocates and never panics; every input that cannot be scored is a
/// [`ScoreError`].
///
/// ```
/// use tehai::{Limit, WinContext, Wind, Yaku, score};
/// let hand = "234567m23455p888s".parse()?;
/// let mut context = WinContext::new("5p".parse()?);
/// context.tsumo = true;
/// context.riichi = true;
/// context.seat_wind = Wind::South;
/// context.dora_indicators.push("1m".parse()?).unwrap();
/// let best = score(&hand, &context)?;
/// assert_eq!(
///     best.yaku(),
///     Yaku::MENZEN_TSUMO | Yaku::RIICHI | Yaku::TANYAO | Yaku::DORA
/// );
/// assert_eq!((best.han(), best.fu(), best.limit()), (4, 30, Limit::None));
/// assert_eq!((best.main(), best.additional(), best.total()), (3_900, 2_000, 7_900));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn score(hand: &ParsedHand, context: &WinContext) -> Result<Score, ScoreError> {
    let prepared = Prepared::new(hand, context)?;
    let split = Split::new(&hand.hand, prepared.concealed_melds);
    if !split.is_complete() {
        return Err(ScoreError::NotAWinningHand);
    }
    // Only the best candidate becomes a full score.
    let mut best: Option<(Valued, Source)> = None;
    let mut consider = |candidate: Candidate, source: Source| {
        if let Some(valued) = prepared.value(candidate) {
            if best
                .as_ref()
                .is_none_or(|(best, _)| valued.key() > best.key())
            {
                best = Some((valued, source));
            }
        }
    };
    let winning_tile = context.winning_tile;
    let (suit, rank) = (winning_tile.suit().index(), winning_tile.rank());
    for index in 0..split.readings() {
        let Some(choice) = split.choice(index) else {
            continue;
        };
        let part = split.part_of(&choice);
        let summed = prepared.summed(&part);
        let mut waits = choice.get(suit).map_or(0, |part| wait_bits(part, rank));
        while waits != 0 {
            if let Some(wait) = lowest_wait(waits, winning_tile) {
                consider(
                    prepared.regular(&summed, wait),
                    Source::Regular(index, part),
                );
            }
            waits &= waits - 1;
        }
    }
    if split.seven_pairs {
        consider(prepared.seven_pairs(), Source::SevenPairs);
    }
    if split.thirteen_orphans {
        consider(prepared.thirteen_orphans(), Source::ThirteenOrphans);
    }
    let (valued, source) = best.ok_or(ScoreError::NoYaku)?;
    Ok(prepared.score(valued, prepared.reading(&split, source)))
}
