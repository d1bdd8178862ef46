//! Everything about a winning hand that no reading changes, checked once:
//! the tiles against the context, the dora, the situation yaku.

use crate::error::{Error, Question};
use crate::hand::{Hand, MAX_COPIES, PackedSuit};
use crate::meld::{Meld, MeldKind};
use crate::notation::ParsedHand;
use crate::suit::held_fields;
use crate::tile::{Suit, Tile};

use super::blocks::Blocks;
use crate::context::Players;
use crate::rules::{Renhou, Rules};

use super::context::{DeclaredMelds, Indicators, WinContext, Wind, indicated_dora};
use super::split::fields_to_rank_bits_pair;
use super::yaku::{Yaku, nine_gates_yaku, single_yakuman, situation_yaku, tile_kind_yaku};

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
    /// The double yakuman the rules count once.
    pub(super) singles: Yaku,
    /// The yaku that make a hand a yakuman under the rules.
    pub(super) yakuman: Yaku,
    pub(super) liable: Option<Wind>,
    pub(super) discarder: Option<Wind>,
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
    pub(super) kita: u8,
    /// The declared melds as blocks.
    pub(super) meld_blocks: Blocks,
    /// Melds (sequences and triplets) among the concealed tiles of a
    /// regular reading: four less the declared ones.
    pub(super) concealed_melds: u8,
}

impl Prepared {
    pub(super) fn new(hand: &ParsedHand, context: &WinContext) -> Result<Prepared, Error> {
        let rules = &context.rules;
        let (present, melded) = check_tiles(hand, context)?;
        let open = context.melds.is_open();
        check_context(context, open)?;
        let melds = context.melds.as_slice();
        let riichi = context.riichi || context.double_riichi;
        let aka_dora = count_red_fives(hand, melds, rules)?;
        let mut meld_blocks = Blocks::EMPTY;
        for meld in melds {
            match meld.kind() {
                MeldKind::Chi => meld_blocks.add_sequence(meld.tile()),
                kind => meld_blocks.add_triplet(meld.tile(), !kind.is_open(), kind.is_kan()),
            }
        }
        let players = rules.players;
        let kita = context.kita;
        let closed = !open;
        let mut yakuman = Yaku::YAKUMAN;
        yakuman.set(Yaku::RENHOU, rules.renhou == Renhou::Yakuman);
        Ok(Prepared {
            hand: hand.hand,
            winning_tile: context.winning_tile,
            tsumo: context.tsumo,
            dealer: context.is_dealer(),
            open,
            seat: context.seat_wind,
            round: context.round_wind,
            rules: *rules,
            singles: single_yakuman(rules),
            yakuman,
            liable: context.liable,
            discarder: context.discarder,
            honba: context.honba,
            sticks: context.riichi_sticks,
            melds: context.melds,
            present,
            shared: situation_yaku(context, closed)
                | tile_kind_yaku(present, closed, rules)
                | shape_yaku(&hand.hand, closed, rules),
            nine_gates: if melds.is_empty() {
                nine_gates_yaku(&hand.hand, context.winning_tile)
            } else {
                Yaku::empty()
            },
            dora: count_dora(&context.dora_indicators, &hand.hand, &melded, players, kita),
            aka_dora,
            ura_dora: if riichi {
                count_dora(&context.ura_indicators, &hand.hand, &melded, players, kita)
            } else {
                0
            },
            kita,
            meld_blocks,
            concealed_melds: 4u8.saturating_sub(melds.len() as u8),
        })
    }
}

/// Three fields of 2 in a packed suit, ranks 2 to 8: `22334455667788`.
const WHEEL: u32 = 0o022_222_220;
/// Seven fields of 2, ranks 1 to 7: `11223344556677z`.
const SEVEN_HONOR_PAIRS: u32 = 0o002_222_222;

/// The local yakuman decided by the exact shape of a closed hand:
/// daisharin and daichisei, when the rules count them.
fn shape_yaku(hand: &Hand, closed: bool, rules: &Rules) -> Yaku {
    if !closed || !(rules.daisharin || rules.daichisei) {
        return Yaku::empty();
    }
    let suits = hand.suits();
    let alone = |index: usize, raw: u32| {
        suits.iter().enumerate().all(|(other, packed)| {
            if other == index {
                packed.raw() == raw
            } else {
                packed.raw() == 0
            }
        })
    };
    let mut yaku = Yaku::empty();
    if rules.daisharin {
        let wheel = if rules.daisharin_other_suits {
            (0..3).any(|suit| alone(suit, WHEEL))
        } else {
            alone(1, WHEEL)
        };
        yaku.set(Yaku::DAISHARIN, wheel);
    }
    yaku.set(
        Yaku::DAICHISEI,
        rules.daichisei && alone(3, SEVEN_HONOR_PAIRS),
    );
    yaku
}

/// Red fives counted as dora: those of the suits whose tile set has red
/// fives; more of a suit than the set holds is an error.
fn count_red_fives(hand: &ParsedHand, melds: &[Meld], rules: &Rules) -> Result<u8, Error> {
    // The red fives by suit: those held, then those in the melds.
    let mut red = hand.red_fives;
    for meld in melds {
        if let Some(count) = red.get_mut(meld.tile().suit().index()) {
            *count += meld.red_fives();
        }
    }
    if red == [0; 3] {
        // No red five anywhere: the common case.
        return Ok(0);
    }
    let mut counted = 0;
    for ((suit, red), allowed) in Suit::ALL.into_iter().zip(red).zip(rules.red_fives) {
        if allowed == 0 {
            // A tile set without red fives of the suit: a red five is a
            // plain five.
            continue;
        }
        if red > allowed {
            return Err(Error::RedFivesNotInRules { suit });
        }
        counted += red;
    }
    Ok(counted)
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

/// The checks that need only the tiles: sizes, copies, red fives, the
/// winning tile. Returns the kinds held, concealed or melded, a bit each,
/// and the copies of each kind in the declared melds.
pub(super) fn check_tiles(
    hand: &ParsedHand,
    context: &WinContext,
) -> Result<(u64, [u8; 34]), Error> {
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
    // Copies of each kind in the declared melds, then also in the
    // indicators and among the north tiles set aside: only those kinds can
    // exceed four copies (a `Hand` holds at most four); the lowest such kind
    // is named.
    let mut melded = [0u8; 34];
    for meld in melds {
        let first = meld.tile().index();
        let kinds = if meld.kind() == MeldKind::Chi { 3 } else { 1 };
        present |= ((1 << kinds) - 1) << first;
        let copies = match meld.kind() {
            MeldKind::Chi => 1,
            MeldKind::Pon => 3,
            _ => 4,
        };
        for count in melded.iter_mut().skip(first).take(kinds) {
            *count += copies;
        }
    }
    let mut outside = melded;
    let indicators = [&context.dora_indicators, &context.ura_indicators];
    for indicator in indicators.iter().flat_map(|list| list.as_slice()) {
        if let Some(count) = outside.get_mut(indicator.index()) {
            *count += 1;
        }
    }
    let north = Wind::North.tile();
    if let Some(count) = outside.get_mut(north.index()) {
        *count = count.saturating_add(context.kita);
    }
    let copies = |tile: Tile| {
        let outside = outside.get(tile.index()).copied().unwrap_or(0);
        hand.hand.count(tile).saturating_add(outside)
    };
    let mut too_many: Option<Tile> = None;
    let mut note = |tile: Tile| {
        if copies(tile) > MAX_COPIES && too_many.is_none_or(|lowest| tile < lowest) {
            too_many = Some(tile);
        }
    };
    for meld in melds {
        let kinds = if meld.kind() == MeldKind::Chi { 3 } else { 1 };
        let first = meld.tile().index() as u8;
        (first..first + kinds)
            .filter_map(Tile::new)
            .for_each(&mut note);
    }
    for list in indicators {
        list.as_slice().iter().copied().for_each(&mut note);
    }
    if context.kita > 0 {
        note(north);
    }
    if let Some(tile) = too_many {
        return Err(Error::TooManyCopies { tile });
    }
    if context.rules.players == Players::Three {
        check_three_players(hand, context)?;
    } else if context.kita > 0 {
        return Err(Error::KitaInFourPlayers);
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
    // The robbed tile of a chankan is the fourth copy of its kind.
    if context.chankan && copies(context.winning_tile) > 1 {
        return Err(Error::ChankanOnHeldKind);
    }
    Ok((present, melded))
}

/// The three-player checks of the tiles: no 2m to 8m anywhere, no chi.
fn check_three_players(hand: &ParsedHand, context: &WinContext) -> Result<(), Error> {
    let players = Players::Three;
    let melds = context.melds.as_slice();
    if melds.iter().any(|meld| meld.kind() == MeldKind::Chi) {
        return Err(Error::ChiInThreePlayers);
    }
    let held = hand.hand.tiles();
    let melded = melds.iter().map(|meld| meld.tile());
    let shown = context
        .dora_indicators
        .as_slice()
        .iter()
        .chain(context.ura_indicators.as_slice())
        .copied();
    match held
        .chain(melded)
        .chain(shown)
        .filter(|&tile| !players.uses(tile))
        .min()
    {
        Some(tile) => Err(Error::NotInThreePlayer { tile }),
        None => Ok(()),
    }
}

/// The checks of the context: each impossible combination has its error.
pub(super) fn check_context(context: &WinContext, open: bool) -> Result<(), Error> {
    // Any situation beyond riichi and tsumo, tested without a branch per
    // flag: most wins have none.
    let flagged = context.ippatsu
        | context.chankan
        | context.rinshan
        | context.haitei
        | context.houtei
        | context.tenhou
        | context.chiihou
        | context.renhou
        | context.open_riichi
        | context.sashikomi
        | context.paarenchan
        | context.liable.is_some()
        | context.discarder.is_some()
        | (context.rules.players == Players::Three);
    let riichi = context.riichi | context.double_riichi;
    let both_riichi = context.riichi & context.double_riichi;
    if !(flagged | open & riichi | both_riichi) {
        // Nothing out of the ordinary: the common case.
        return Ok(());
    }
    let melds = !context.melds.is_empty();
    let dealer = context.is_dealer();
    let tsumo = context.tsumo;
    let seat = Some(context.seat_wind);
    let three = context.rules.players == Players::Three;
    let north = Some(Wind::North);
    let checks = [
        (
            context.riichi && context.double_riichi,
            Error::RiichiWithDoubleRiichi,
        ),
        (
            context.double_riichi && open,
            Error::DoubleRiichiWithOpenHand,
        ),
        (context.riichi && open, Error::RiichiWithOpenHand),
        (context.ippatsu && !riichi, Error::IppatsuWithoutRiichi),
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
        (context.tenhou && riichi, Error::TenhouWithRiichi),
        (context.tenhou && context.haitei, Error::TenhouWithHaitei),
        (context.chiihou && dealer, Error::ChiihouAsDealer),
        (context.chiihou && !tsumo, Error::ChiihouOnRon),
        (context.chiihou && melds, Error::ChiihouWithMelds),
        (context.chiihou && riichi, Error::ChiihouWithRiichi),
        (context.chiihou && context.haitei, Error::ChiihouWithHaitei),
        (context.renhou && tsumo, Error::RenhouOnTsumo),
        (context.renhou && dealer, Error::RenhouAsDealer),
        (context.renhou && melds, Error::RenhouWithMelds),
        (context.renhou && riichi, Error::RenhouWithRiichi),
        (
            context.open_riichi && !riichi,
            Error::OpenRiichiWithoutRiichi,
        ),
        (
            context.sashikomi && !context.open_riichi,
            Error::SashikomiWithoutOpenRiichi,
        ),
        (context.sashikomi && tsumo, Error::SashikomiOnTsumo),
        (context.paarenchan && !dealer, Error::PaarenchanNotDealer),
        (
            three && (seat == north || context.liable == north || context.discarder == north),
            Error::NorthSeatInThreePlayers,
        ),
        (context.liable == seat, Error::LiableIsWinner),
        (context.discarder == seat, Error::DiscarderIsWinner),
        (
            context.discarder.is_some() && tsumo,
            Error::DiscarderOnTsumo,
        ),
    ];
    match checks.into_iter().find(|&(failed, _)| failed) {
        Some((_, error)) => Err(error),
        None => Ok(()),
    }
}

/// Dora indicated by `indicators` among the concealed tiles, the melds
/// (`melded`: copies by kind) and the north tiles set aside (`kita`). Three
/// players play without 2m to 8m, so there 1m indicates 9m.
pub(super) fn count_dora(
    indicators: &Indicators,
    hand: &Hand,
    melded: &[u8; 34],
    players: Players,
    kita: u8,
) -> u8 {
    let sanma = players == Players::Three;
    let north = Wind::North.tile();
    indicators
        .as_slice()
        .iter()
        .map(|&indicator| {
            let dora = if sanma && indicator.index() == 0 {
                Tile::new(8).unwrap_or(indicator)
            } else {
                indicated_dora(indicator)
            };
            let set_aside = if dora == north { kita } else { 0 };
            let in_melds = melded.get(dora.index()).copied().unwrap_or(0);
            hand.count(dora) + in_melds + set_aside
        })
        .sum()
}
