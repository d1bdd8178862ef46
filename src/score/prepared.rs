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

use super::context::{Indicators, WinContext, Wind, indicated_dora_of};
use super::split::fields_to_rank_bits_pair;
use super::yaku::{Yaku, doubled_once, nine_gates_yaku, situation_yaku, tile_kind_yaku, when};

/// Everything about a hand that no reading changes, beside the context it
/// was checked against (read in place, not copied: the hot path builds one
/// per call).
#[derive(Clone, Debug)]
pub(super) struct Prepared<'a> {
    pub(super) context: &'a WinContext,
    pub(super) hand: Hand,
    pub(super) dealer: bool,
    pub(super) open: bool,
    /// The double yakuman the rules count once.
    pub(super) doubled_once: Yaku,
    /// The yaku that make a hand a yakuman under the rules.
    pub(super) yakuman: Yaku,
    /// Every kind held, concealed or melded: a bit each.
    pub(super) present: u64,
    /// The situation yaku and those decided by the kinds held.
    pub(super) shared: Yaku,
    /// Chuuren poutou or junsei chuuren poutou, for the regular readings.
    pub(super) nine_gates: Yaku,
    pub(super) dora: u8,
    pub(super) aka_dora: u8,
    pub(super) ura_dora: u8,
    /// The dora kinds counted (dora, red fives, ura dora, north tiles), a
    /// flag each, and the han they add: the same for every reading.
    pub(super) dora_yaku: Yaku,
    pub(super) dora_han: u32,
    /// The declared melds as blocks.
    pub(super) meld_blocks: Blocks,
    /// Melds (sequences and triplets) among the concealed tiles of a
    /// regular reading: four less the declared ones.
    pub(super) concealed_melds: u8,
}

impl<'a> Prepared<'a> {
    pub(super) fn new(hand: &ParsedHand, context: &'a WinContext) -> Result<Prepared<'a>, Error> {
        let rules = &context.rules;
        let (present, melded) = check_tiles(hand, context)?;
        let open = context.melds.is_open();
        let unusual = check_context(context, open)?;
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
        let dora = count_dora(&context.dora_indicators, &hand.hand, &melded, players, kita);
        let ura_dora = if riichi && !context.ura_indicators.is_empty() {
            count_dora(&context.ura_indicators, &hand.hand, &melded, players, kita)
        } else {
            0
        };
        let dora_yaku = when(dora > 0, Yaku::DORA)
            | when(aka_dora > 0, Yaku::AKA_DORA)
            | when(ura_dora > 0, Yaku::URA_DORA)
            | when(kita > 0, Yaku::KITA);
        let dora_han =
            u32::from(dora) + u32::from(aka_dora) + u32::from(ura_dora) + u32::from(kita);
        let closed = !open;
        let yakuman = Yaku::YAKUMAN | when(rules.renhou == Renhou::Yakuman, Yaku::RENHOU);
        let tile_kinds = tile_kind_yaku(present, closed, rules);
        // Nine gates is a closed full flush: the kinds held tell which
        // hands need the look at the shape.
        let nine_gates = if melds.is_empty() && tile_kinds.contains(Yaku::CHINITSU) {
            nine_gates_yaku(&hand.hand, context.winning_tile)
        } else {
            Yaku::empty()
        };
        Ok(Prepared {
            context,
            hand: hand.hand,
            dealer: context.is_dealer(),
            open,
            doubled_once: doubled_once(rules),
            yakuman,
            present,
            shared: situation_yaku(context, closed, unusual)
                | tile_kinds
                | shape_yaku(&hand.hand, closed, rules),
            nine_gates,
            dora,
            aka_dora,
            ura_dora,
            dora_yaku,
            dora_han,
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

/// Copies of each kind outside the concealed tiles (in the declared melds,
/// among the indicators): a 6-bit field per kind, a word per suit. A field
/// holds at most 16 copies from four melds and 10 indicators, so no field
/// carries into the next; two adds and a shift where a table of 34 counts
/// would be cleared, copied and indexed.
#[derive(Clone, Copy)]
pub(super) struct KindCopies([u64; 4]);

impl KindCopies {
    const EMPTY: KindCopies = KindCopies([0; 4]);

    /// The word and the field's shift of each kind, by index; 64 entries so
    /// that a masked index needs no bounds check (those past the kinds point
    /// past a word's nine fields, which stay 0).
    const PLACES: [(u8, u8); 64] = {
        let mut places = [(0, 54); 64];
        let mut index = 0;
        while index < 34 {
            places[index] = ((index / 9) as u8, 6 * (index % 9) as u8);
            index += 1;
        }
        places
    };

    /// The word and the field's shift of a kind: read from a table, as a
    /// division by nine per indicator showed in the scorer's count.
    fn place(tile: Tile) -> (usize, u32) {
        let (suit, shift) = Self::PLACES[tile.index() & 63];
        (usize::from(suit), u32::from(shift))
    }

    /// Adds the copies of a meld: one of each of three kinds for a chi, three
    /// or four of one kind for a pon or a kan.
    fn add_meld(&mut self, meld: &Meld) {
        let (suit, shift) = Self::place(meld.tile());
        let fields: u64 = match meld.kind() {
            MeldKind::Chi => 0o010101,
            MeldKind::Pon => 3,
            _ => 4,
        };
        if let Some(word) = self.0.get_mut(suit) {
            *word += fields << shift;
        }
    }

    /// Adds one copy of `tile`.
    fn add(&mut self, tile: Tile) {
        let (suit, shift) = Self::place(tile);
        if let Some(word) = self.0.get_mut(suit) {
            *word += 1 << shift;
        }
    }

    /// The copies of `tile`.
    fn get(&self, tile: Tile) -> u8 {
        let (suit, shift) = Self::place(tile);
        self.0
            .get(suit)
            .map_or(0, |word| (word >> shift & 63) as u8)
    }
}

/// The checks that need only the tiles: sizes, copies, red fives, the
/// winning tile. Returns the kinds held, concealed or melded, a bit each,
/// and the copies of each kind in the declared melds.
pub(super) fn check_tiles(
    hand: &ParsedHand,
    context: &WinContext,
) -> Result<(u64, KindCopies), Error> {
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
    // Only the kinds of the melds, of the indicators and the north tiles set
    // aside can exceed four copies (a `Hand` holds at most four). Each kind
    // is checked as its copies are added, melds first: a kind that an
    // indicator pushes over is checked again at that indicator. The lowest
    // such kind is named.
    let mut too_many: Option<Tile> = None;
    let mut note = |tile: Tile, outside: u8| {
        if hand.hand.count(tile).saturating_add(outside) > MAX_COPIES
            && too_many.is_none_or(|lowest| tile < lowest)
        {
            too_many = Some(tile);
        }
    };
    let mut melded = KindCopies::EMPTY;
    for meld in melds {
        let kinds = if meld.kind() == MeldKind::Chi { 3 } else { 1 };
        present |= ((1 << kinds) - 1) << meld.tile().index();
        melded.add_meld(meld);
    }
    for meld in melds {
        let kinds = if meld.kind() == MeldKind::Chi { 3 } else { 1 };
        let first = meld.tile().index() as u8;
        for tile in (first..first + kinds).filter_map(Tile::new) {
            note(tile, melded.get(tile));
        }
    }
    let north = Wind::North.tile();
    let mut outside = melded;
    let indicators = [&context.dora_indicators, &context.ura_indicators];
    for list in indicators {
        for &indicator in list.as_slice() {
            outside.add(indicator);
            note(indicator, outside.get(indicator));
        }
    }
    if context.kita > 0 {
        note(north, outside.get(north).saturating_add(context.kita));
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
    let seen = |tile: Tile| {
        let set_aside = if tile == north { context.kita } else { 0 };
        hand.hand
            .count(tile)
            .saturating_add(outside.get(tile))
            .saturating_add(set_aside)
    };
    if context.chankan && seen(context.winning_tile) > 1 {
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
///
/// Returns whether any situation beyond tsumo and riichi is flagged, so
/// that the situation yaku need not read the flags again.
pub(super) fn check_context(context: &WinContext, open: bool) -> Result<bool, Error> {
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
        return Ok(false);
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
        None => Ok(flagged),
    }
}

/// Dora indicated by `indicators` among the concealed tiles, the melds
/// (`melded`: copies by kind) and
/// the north tiles set aside (`kita`). Three players play without 2m to
/// 8m, so there 1m indicates 9m.
pub(super) fn count_dora(
    indicators: &Indicators,
    hand: &Hand,
    melded: &KindCopies,
    players: Players,
    kita: u8,
) -> u8 {
    let three_players = players == Players::Three;
    let north = Wind::North.tile();
    let mut count = 0;
    for &indicator in indicators.as_slice() {
        let dora = indicated_dora_of(indicator, three_players);
        count += hand.count(dora) + melded.get(dora);
        if dora == north {
            count += kita;
        }
    }
    count
}
