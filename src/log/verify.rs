//! Verification: a recorded win scored again under the record's rules and
//! compared with what was paid, field by field.

use super::error::LogErrorReason;
use super::event::{GameStart, MAX_RECORDED_YAKU, WinRecord};
use super::replay::{Replay, RiichiState};
use crate::context::Players;
use crate::error::Error;
use crate::notation::ParsedHand;
use crate::rules::{Preset, Rules};
use crate::score::{Indicators, Limit, Score, WinContext, Yaku};

/// Tenhou's yaku number of dora, under which it also counts kita.
const TENHOU_DORA: u8 = 52;

bitflags::bitflags! {
    /// The fields of a win on which the record and the score disagree.
    ///
    /// ```
    /// let fields = tehai::log::WinFields::HAN | tehai::log::WinFields::FU;
    /// assert_eq!(fields.names().collect::<Vec<_>>(), ["han", "fu"]);
    /// ```
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub struct WinFields: u16 {
        /// The replayed hand is not the recorded one.
        const HAND = 1;
        /// The replayed dora indicators are not the recorded ones.
        const DORA_INDICATORS = 1 << 1;
        /// The hand does not score (no win, no yaku, a context that
        /// cannot be).
        const NO_SCORE = 1 << 2;
        /// The total han.
        const HAN = 1 << 3;
        /// The fu.
        const FU = 1 << 4;
        /// The yaku and each one's han.
        const YAKU = 1 << 5;
        /// The hand's value without counters and sticks.
        const POINTS = 1 << 6;
        /// The limit (mangan, ..., yakuman).
        const LIMIT = 1 << 7;
        /// Some seat's change of points (counters, sticks, liability).
        const DELTAS = 1 << 8;
    }
}

impl WinFields {
    /// The names of the fields set, in the order of their bits.
    ///
    /// ```
    /// assert_eq!(tehai::log::WinFields::DELTAS.names().next(), Some("deltas"));
    /// ```
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        self.iter_names().map(|(name, _)| match name {
            "HAND" => "hand",
            "DORA_INDICATORS" => "dora_indicators",
            "NO_SCORE" => "no_score",
            "HAN" => "han",
            "FU" => "fu",
            "YAKU" => "yaku",
            "POINTS" => "points",
            "LIMIT" => "limit",
            _ => "deltas",
        })
    }
}

/// What the score says of a win, in the record's terms.
///
/// ```
/// let check = tehai::log::ScoredWin::default();
/// assert_eq!((check.han, check.fu, check.points), (0, 0, 0));
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScoredWin {
    /// Total han (yakuman count 13 each).
    pub han: u32,
    /// Fu.
    pub fu: u8,
    /// The hand's value without counters and sticks.
    pub points: u32,
    /// Tenhou's limit number: 0 none, 1 mangan, 2 haneman, 3 baiman,
    /// 4 sanbaiman, 5 yakuman.
    pub limit: u8,
    /// Tenhou's yaku numbers with their han, sorted by number, entries of
    /// no han left out.
    pub yaku: [(u8, u8); MAX_RECORDED_YAKU],
    /// Entries of `yaku` used.
    pub yaku_len: u8,
    /// Each seat's change of points.
    pub deltas: [i32; 4],
}

impl ScoredWin {
    /// The yaku entries.
    ///
    /// ```
    /// assert!(tehai::log::ScoredWin::default().yaku().is_empty());
    /// ```
    pub fn yaku(&self) -> &[(u8, u8)] {
        self.yaku.get(..usize::from(self.yaku_len)).unwrap_or(&[])
    }
}

/// The outcome of checking one recorded win.
///
/// ```
/// let check = tehai::log::WinCheck::default();
/// assert!(check.agrees());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WinCheck {
    /// The fields that disagree; empty when the win verifies.
    pub disagreements: WinFields,
    /// The score, when the hand scores.
    pub scored: ScoredWin,
    /// The recorded figures, in the same terms (entries of no han left
    /// out of the yaku).
    pub recorded: ScoredWin,
    /// Why the hand did not score, when it did not.
    pub error: Option<Error>,
}

impl WinCheck {
    /// Whether every field agrees.
    ///
    /// ```
    /// assert!(tehai::log::WinCheck::default().agrees());
    /// ```
    pub fn agrees(&self) -> bool {
        self.disagreements.is_empty()
    }
}

/// The rules a Tenhou record was played under: Tenhou's preset for its
/// player count, without red fives or open tanyao when the game had none.
///
/// ```
/// let rules = tehai::log::tenhou_rules(&tehai::log::GameStart { red_fives: false, ..Default::default() });
/// assert_eq!(rules.red_fives, [0; 3]);
/// ```
pub fn tenhou_rules(game: &GameStart) -> Rules {
    let mut rules = match game.players {
        Players::Four => Preset::Tenhou.rules(),
        Players::Three => Preset::Tenhou3p.rules(),
    };
    if !game.red_fives {
        rules.red_fives = [0; 3];
    }
    rules.open_tanyao = game.open_tanyao;
    rules
}

/// Tenhou's limit number of a score.
fn limit_number(limit: Limit) -> u8 {
    match limit {
        Limit::None => 0,
        Limit::Mangan | Limit::KiriageMangan => 1,
        Limit::Haneman => 2,
        Limit::Baiman => 3,
        Limit::Sanbaiman => 4,
        Limit::KazoeYakuman | Limit::Yakuman(_) => 5,
    }
}

/// The win's context as the replay knows it, and the winner's concealed
/// tiles with the winning tile, for a win about to be applied.
///
/// Everything comes from the replay but the ura indicators, the liable
/// player and (for a second winner on one discard) who takes the
/// counters, which only the record knows.
///
/// # Errors
///
/// [`LogErrorReason::NoRound`] outside a round, [`LogErrorReason::Missing`]
/// when there is no tile to win on, [`LogErrorReason::TooManyTiles`] when
/// the winning tile makes a fifth copy.
pub fn win_context(
    replay: &Replay,
    win: &WinRecord,
    rules: &Rules,
) -> Result<(ParsedHand, WinContext), LogErrorReason> {
    let round = replay.round().ok_or(LogErrorReason::NoRound)?;
    let seat = replay.seat(win.seat);
    let tsumo = win.seat == win.from;
    let mut hand = seat.hand();
    let (winning_tile, chankan) = if tsumo {
        (seat.last_draw().ok_or(LogErrorReason::Missing)?, false)
    } else if let Some((caller, tile)) = replay.robbable_kan() {
        if caller != win.from {
            return Err(LogErrorReason::Missing);
        }
        (tile, true)
    } else {
        let (thrower, tile) = replay.last_discard().ok_or(LogErrorReason::Missing)?;
        if thrower != win.from {
            return Err(LogErrorReason::Missing);
        }
        (tile, false)
    };
    if !tsumo {
        hand.hand
            .add(winning_tile.tile())
            .map_err(|_| LogErrorReason::TooManyTiles)?;
        if winning_tile.is_red() {
            if let Some(red) = hand.red_fives.get_mut(winning_tile.tile().suit().index()) {
                *red += 1;
            }
        }
    }
    let first_turn = replay.no_calls() && seat.discard_count() == 0;
    let dealer = win.seat == round.dealer;
    let (riichi, double_riichi) = match seat.riichi() {
        RiichiState::Accepted { double } => (!double, double),
        _ => (false, false),
    };
    let mut context = WinContext::new(winning_tile.tile());
    context.tsumo = tsumo;
    context.riichi = riichi;
    context.double_riichi = double_riichi;
    context.ippatsu = seat.ippatsu();
    context.rinshan = tsumo && seat.drew_replacement();
    context.chankan = chankan;
    context.haitei = tsumo && replay.wall_left() == 0 && !seat.drew_replacement();
    context.houtei = !tsumo && !chankan && replay.wall_left() == 0;
    context.tenhou = tsumo && first_turn && dealer;
    context.chiihou = tsumo && first_turn && !dealer;
    context.seat_wind = replay.seat_wind(win.seat);
    context.round_wind = round.round_wind;
    context.dora_indicators = indicators(replay.dora_indicators());
    context.ura_indicators = indicators(win.ura_indicators.as_slice());
    context.honba = round.honba;
    context.riichi_sticks = replay.riichi_sticks();
    context.melds = crate::score::DeclaredMelds::from_melds(seat.melds()).unwrap_or_default();
    context.kita = seat.kita();
    context.liable = win.liable.map(|liable| replay.seat_wind(liable));
    context.discarder = (!tsumo).then(|| replay.seat_wind(win.from));
    context.rules = *rules;
    Ok((hand, context))
}

/// Dora indicators as the score takes them (at most five).
fn indicators(tiles: &[crate::notation::ParsedTile]) -> Indicators {
    let mut out = Indicators::EMPTY;
    for tile in tiles {
        // A sixth indicator cannot be: the replay and readers keep five.
        let _ = out.push(tile.tile());
    }
    out
}

/// Scores a recorded win again and compares it with the record, field by
/// field. Call it before applying the win to the replay.
///
/// A second winner on the same discard takes neither counters nor sticks
/// (the first winner in turn order from the thrower takes both).
///
/// ```
/// use tehai::log::{Event, Replay, TenhouReader, check_win, tenhou_rules};
/// let text = std::fs::read("tests/data/logs/tenhou_small.xml")?;
/// let mut replay = Replay::new();
/// let mut wins = 0;
/// for event in TenhouReader::new(&text) {
///     let event = event?;
///     if let Event::Win(win) = &event {
///         let check = check_win(&replay, win, &tenhou_rules(replay.game()));
///         assert!(check.agrees(), "{check:?}");
///         wins += 1;
///     }
///     replay.apply(&event)?;
/// }
/// assert_eq!(wins, 1);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn check_win(replay: &Replay, win: &WinRecord, rules: &Rules) -> WinCheck {
    let mut check = WinCheck {
        recorded: recorded(win),
        ..WinCheck::default()
    };
    let (hand, mut context) = match win_context(replay, win, rules) {
        Ok(found) => found,
        Err(_) => {
            check.disagreements = WinFields::NO_SCORE;
            return check;
        }
    };
    if !win.hand.as_slice().is_empty() && !same_tiles(&hand, win.hand.as_slice()) {
        check.disagreements |= WinFields::HAND;
    }
    if !win.dora_indicators.as_slice().is_empty()
        && win.dora_indicators.as_slice() != replay.dora_indicators()
    {
        check.disagreements |= WinFields::DORA_INDICATORS;
    }
    let second_winner = replay.riichi_sticks() == 0 && replay.wins_this_round() > 0;
    if second_winner {
        context.honba = 0;
    }
    let score = match crate::score(&hand, &context) {
        Ok(score) => score,
        Err(error) => {
            check.error = Some(error);
            check.disagreements |= WinFields::NO_SCORE;
            return check;
        }
    };
    let bare = crate::score(
        &hand,
        &WinContext {
            honba: 0,
            riichi_sticks: 0,
            ..context
        },
    );
    check.scored = scored(
        replay,
        win,
        &score,
        bare.map(|bare| bare.total()).unwrap_or(0),
    );
    let (ours, theirs) = (&check.scored, &check.recorded);
    for (field, differs) in [
        (WinFields::HAN, ours.han != theirs.han),
        (WinFields::FU, win.fu.is_some() && ours.fu != theirs.fu),
        (
            WinFields::YAKU,
            win.yaku_len > 0 && ours.yaku() != theirs.yaku(),
        ),
        (
            WinFields::POINTS,
            win.points.is_some() && ours.points != theirs.points,
        ),
        (
            WinFields::LIMIT,
            win.limit.is_some() && ours.limit != theirs.limit,
        ),
        (WinFields::DELTAS, ours.deltas != theirs.deltas),
    ] {
        if differs {
            check.disagreements |= field;
        }
    }
    // A record without yaku numbers (mjai) has no han to compare.
    if win.yaku_len == 0 {
        check.disagreements.remove(WinFields::HAN);
    }
    check
}

/// Whether the concealed tiles equal the recorded list (red fives apart).
fn same_tiles(hand: &ParsedHand, tiles: &[crate::notation::ParsedTile]) -> bool {
    let mut counts = [0u8; 34];
    let mut reds = [0u8; 3];
    for tile in tiles {
        if let Some(slot) = counts.get_mut(tile.tile().index()) {
            *slot = slot.saturating_add(1);
        }
        if tile.is_red() {
            if let Some(slot) = reds.get_mut(tile.tile().suit().index()) {
                *slot += 1;
            }
        }
    }
    hand.hand.counts() == counts && hand.red_fives == reds
}

fn sorted(
    mut entries: [(u8, u8); MAX_RECORDED_YAKU],
    len: usize,
) -> ([(u8, u8); MAX_RECORDED_YAKU], u8) {
    let len = len.min(MAX_RECORDED_YAKU);
    if let Some(used) = entries.get_mut(..len) {
        used.sort_unstable();
    }
    (entries, u8::try_from(len).unwrap_or(0))
}

fn recorded(win: &WinRecord) -> ScoredWin {
    let mut entries = [(0, 0); MAX_RECORDED_YAKU];
    let mut len = 0;
    let mut han = 0u32;
    for &(number, value) in win.yaku() {
        han += u32::from(value);
        if value > 0 {
            if let Some(slot) = entries.get_mut(len) {
                *slot = (number, value);
                len += 1;
            }
        }
    }
    let (yaku, yaku_len) = sorted(entries, len);
    ScoredWin {
        han,
        fu: win.fu.unwrap_or(0),
        points: win.points.unwrap_or(0),
        limit: win.limit.unwrap_or(0),
        yaku,
        yaku_len,
        deltas: win.deltas,
    }
}

fn scored(replay: &Replay, win: &WinRecord, score: &Score, points: u32) -> ScoredWin {
    let mut entries = [(0u8, 0u8); MAX_RECORDED_YAKU];
    let mut len = 0;
    let mut han = 0u32;
    let mut add = |number: u8, value: u8| {
        han += u32::from(value);
        if value == 0 {
            return;
        }
        if let Some(existing) = entries
            .get_mut(..len)
            .and_then(|used| used.iter_mut().find(|entry| entry.0 == number))
        {
            existing.1 = existing.1.saturating_add(value);
        } else if let Some(slot) = entries.get_mut(len) {
            *slot = (number, value);
            len += 1;
        }
    };
    for item in score.yaku_items() {
        let value = item.han;
        match (item.tenhou, item.yaku == Yaku::KITA) {
            (Some(number), _) => add(number, value),
            // Tenhou counts each north set aside as dora.
            (None, true) => add(TENHOU_DORA, value),
            (None, false) => {}
        }
    }
    let (yaku, yaku_len) = sorted(entries, len);
    let mut deltas = [0i32; 4];
    if let (Some(payments), Some(round)) = (score.payments(), replay.round()) {
        let seats = replay.seat_count();
        for (wind, paid) in payments.iter().enumerate() {
            let seat = (usize::from(round.dealer) + wind) % usize::from(seats);
            if let Some(slot) = deltas.get_mut(seat) {
                *slot -= i32::try_from(*paid).unwrap_or(i32::MAX);
            }
        }
        if let Some(slot) = deltas.get_mut(usize::from(win.seat)) {
            *slot += i32::try_from(score.total()).unwrap_or(i32::MAX);
        }
    }
    ScoredWin {
        han: if score.is_yakuman() { han } else { score.han() },
        fu: score.fu(),
        points,
        limit: limit_number(score.limit()),
        yaku,
        yaku_len,
        deltas,
    }
}

#[cfg(test)]
mod tests {
    use super::WinFields;

    #[test]
    fn every_field_has_its_name() {
        let names: std::vec::Vec<&str> = WinFields::all().names().collect();
        assert_eq!(
            names,
            [
                "hand",
                "dora_indicators",
                "no_score",
                "han",
                "fu",
                "yaku",
                "points",
                "limit",
                "deltas"
            ]
        );
        assert_eq!(WinFields::empty().names().count(), 0);
    }
}
