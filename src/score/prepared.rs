//! Everything about a winning hand that no reading changes, checked once:
//! the tiles against the context, the dora, the situation yaku.

use crate::error::{Error, Question};
use crate::hand::{Hand, MAX_COPIES, PackedSuit};
use crate::meld::{Meld, MeldKind};
use crate::notation::ParsedHand;
use crate::suit::held_fields;
use crate::tile::{Suit, Tile};

use super::blocks::Blocks;
use super::context::{DeclaredMelds, Indicators, Rules, WinContext, Wind, indicated_dora};
use super::split::fields_to_rank_bits_pair;
use super::yaku::{Yaku, nine_gates_yaku, situation_yaku, tile_kind_yaku};

/// Everything about a hand that no reading changes.
#[derive(Clone, Debug)]
pub(super) struct Prepared {
    pub(super) hand: Hand,
    pub(super) winning_tile: Tile,
    pub(super) tsumo: bool,
    pub(super) dealer: bool,
    pub(super) open: bool,
    pub(super) seat: Wind,
    pub(super) round: Wind,
    pub(super) rules: Rules,
    pub(super) honba: u16,
    pub(super) sticks: u16,
    pub(super) melds: DeclaredMelds,
    /// Every kind held, concealed or melded: a bit each.
    pub(super) present: u64,
    /// The situation yaku and those decided by the kinds held.
    pub(super) shared: Yaku,
    /// Chuuren poutou or junsei chuuren poutou, for the regular readings.
    pub(super) nine_gates: Yaku,
    pub(super) dora: u8,
    pub(super) aka_dora: u8,
    pub(super) ura_dora: u8,
    /// The declared melds as blocks.
    pub(super) meld_blocks: Blocks,
    /// Melds (sequences and triplets) among the concealed tiles of a
    /// regular reading: four less the declared ones.
    pub(super) concealed_melds: u8,
}

impl Prepared {
    pub(super) fn new(hand: &ParsedHand, context: &WinContext) -> Result<Prepared, Error> {
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
}

/// The kinds of the concealed tiles, a bit each: two suits a compaction.
pub(super) fn concealed_kinds(hand: &Hand) -> u64 {
    let [man, pin, sou, honor] = hand.suits();
    let two = |low: PackedSuit, high: PackedSuit| {
        let fields = u64::from(held_fields(low.raw())) | u64::from(held_fields(high.raw())) << 36;
        let ranks = fields_to_rank_bits_pair(fields);
        (ranks & 0x1ff) | (ranks >> 36 & 0x1ff) << 9
    };
    two(man, pin) | two(sou, honor) << 18
}

/// Copies of `tile` in the declared melds.
pub(super) fn melded(melds: &[Meld], tile: Tile) -> u8 {
    melds.iter().map(|meld| meld.count(tile)).sum()
}

/// The checks that need only the tiles: sizes, copies, red fives, the
/// winning tile. Returns the kinds held, concealed or melded, a bit each.
pub(super) fn check_tiles(hand: &ParsedHand, context: &WinContext) -> Result<u64, Error> {
    let tiles = hand.hand.tile_count();
    let melds = context.melds.as_slice();
    if tiles + 3 * melds.len() as u32 != 14 {
        return Err(Error::WrongTileCount {
            tiles,
            melds: melds.len() as u8,
            question: Question::Score,
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
        return Err(Error::TooManyCopies { tile });
    }
    if hand.red_fives != [0; 3] {
        for (suit, &red) in Suit::ALL.into_iter().zip(&hand.red_fives) {
            let fives = Tile::from_suit_rank(suit, 4).map_or(0, |five| hand.hand.count(five));
            if red > fives {
                return Err(Error::RedFivesNotInHand { suit });
            }
        }
    }
    if hand.hand.count(context.winning_tile) == 0 {
        return Err(Error::WinningTileNotInHand);
    }
    Ok(present)
}

/// The checks of the context: each impossible combination has its error.
pub(super) fn check_context(context: &WinContext, open: bool) -> Result<(), Error> {
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
            Error::DoubleRiichiWithOpenHand,
        ),
        (context.riichi && open, Error::RiichiWithOpenHand),
        (
            context.ippatsu && !context.riichi && !context.double_riichi,
            Error::IppatsuWithoutRiichi,
        ),
        (context.chankan && tsumo, Error::ChankanOnTsumo),
        (context.rinshan && !tsumo, Error::RinshanWithoutTsumo),
        (
            context.rinshan && context.melds.kans() == 0,
            Error::RinshanWithoutKan,
        ),
        (context.haitei && !tsumo, Error::HaiteiWithoutTsumo),
        (context.houtei && tsumo, Error::HouteiOnTsumo),
        (context.haitei && context.rinshan, Error::HaiteiWithRinshan),
        (context.houtei && context.chankan, Error::HouteiWithChankan),
        (context.tenhou && !dealer, Error::TenhouNotDealer),
        (context.tenhou && !tsumo, Error::TenhouOnRon),
        (context.tenhou && melds, Error::TenhouWithMelds),
        (context.chiihou && dealer, Error::ChiihouAsDealer),
        (context.chiihou && !tsumo, Error::ChiihouOnRon),
        (context.chiihou && melds, Error::ChiihouWithMelds),
    ];
    match checks.into_iter().find(|&(failed, _)| failed) {
        Some((_, error)) => Err(error),
        None => Ok(()),
    }
}

/// Dora indicated by `indicators` among the concealed tiles and the melds.
pub(super) fn count_dora(indicators: &Indicators, hand: &Hand, melds: &[Meld]) -> u8 {
    indicators
        .as_slice()
        .iter()
        .map(|&indicator| {
            let dora = indicated_dora(indicator);
            hand.count(dora) + melded(melds, dora)
        })
        .sum()
}
