//! The entry points: every reading's score, and the best of them.

use crate::decompose::Decomposition;
use crate::error::Error;
use crate::notation::ParsedHand;

use super::answer::Score;
use super::candidate::{Candidate, Source, Valued};
use super::context::WinContext;
use super::prepared::Prepared;
use super::split::{Split, lowest_wait, wait_bits};
use super::wait::{WaitShapes, wait_shapes};

/// Checks the hand and the context and splits the hand into its readings.
pub(super) fn prepare<'a>(
    hand: &ParsedHand,
    context: &'a WinContext,
) -> Result<(Prepared<'a>, Split), Error> {
    let prepared = Prepared::new(hand, context)?;
    let split = Split::new(&hand.hand, prepared.concealed_melds);
    if !split.is_complete() {
        return Err(Error::NotAWinningHand);
    }
    Ok((prepared, split))
}

/// The score of every reading of a winning hand, one per reading and
/// winning block: an iterator over `Result<Score, Error>` where an
/// error is [`Error::NoYaku`] (the reading has no yaku). Returned by
/// [`score_readings`].
///
/// Regular readings come first, in the order of [`decompose`](crate::decompose()) and, for
/// each, of [`wait_shapes`]; then seven pairs, then thirteen orphans.
///
/// ```
/// let hand = "45666m123p789s678p".parse()?;
/// let mut context = tehai::score::WinContext::new("6m".parse()?);
/// context.riichi = true;
/// let readings = tehai::score::score_readings(&hand, &context)?;
/// let han_fu: Vec<(u32, u8)> = readings.map(|s| s.map(|s| (s.han(), s.fu()))).collect::<Result<_, _>>()?;
/// assert_eq!(han_fu, [(2, 30), (1, 40)]); // 456m ryanmen with pinfu, 66m tanki
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct ReadingScores<'a> {
    pub(super) prepared: Prepared<'a>,
    pub(super) split: Split,
    /// The regular reading whose waits `waits` lists.
    pub(super) current: usize,
    pub(super) waits: WaitShapes,
    /// 0: the regular readings; 1: seven pairs next; 2: thirteen orphans
    /// next; 3: done.
    pub(super) stage: u8,
}

impl ReadingScores<'_> {
    /// The full score of a candidate from `source`, or no yaku.
    pub(super) fn finish(&self, candidate: Candidate, source: Source) -> Result<Score, Error> {
        let valued = self.prepared.value(candidate).ok_or(Error::NoYaku)?;
        let reading = self.prepared.reading(&self.split, source);
        Ok(self.prepared.score(valued, reading))
    }
}

impl Iterator for ReadingScores<'_> {
    type Item = Result<Score, Error>;

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
                        self.waits = self
                            .split
                            .waits(self.current, self.prepared.context.winning_tile);
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
/// The errors are those of [`score`] but [`Error::NoYaku`], which
/// comes per reading.
///
/// ```
/// use tehai::score;
/// use tehai::score::{WinContext, score_readings};
/// let hand = "11122233344455m".parse()?;
/// let context = WinContext::new("5m".parse()?);
/// let all: Vec<_> = score_readings(&hand, &context)?.flatten().collect();
/// assert_eq!(all.len(), 4); // four decompositions, each won on the pair 55m
/// let best = score(&hand, &context)?;
/// assert!(all.iter().all(|reading| reading.total() <= best.total()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn score_readings<'a>(
    hand: &ParsedHand,
    context: &'a WinContext,
) -> Result<ReadingScores<'a>, Error> {
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
/// The hand is a [`ParsedHand`]: the tiles and their red fives. An engine
/// that keeps a [`Hand`](crate::Hand) (and its red fives apart) passes
/// `&ParsedHand::new(hand, red_fives)?`, or `&hand.into()` when it plays
/// without red fives; one that keeps 136-tile ids or mjai names reads them
/// with [`ParsedHand::from_ids136`] or [`ParsedHand::from_mjai`].
///
/// ```
/// use tehai::notation::ParsedHand;
/// use tehai::score::WinContext;
/// let hand: tehai::Hand = "123456789m11p789s".parse()?;
/// let context = WinContext { tsumo: true, ..WinContext::new("9s".parse()?) };
/// let plain = tehai::score(&hand.into(), &context)?;
/// let red = tehai::score(&ParsedHand::new(hand, [1, 0, 0])?, &context)?;
/// assert_eq!(red.han(), plain.han() + 1); // the red 5m
/// # Ok::<(), tehai::Error>(())
/// ```
///
/// The best reading is the one paying the most; on a tie a real yakuman
/// beats a counted one, then more han wins, then more fu (then more fu
/// before rounding), then the first in the order of [`score_readings`].
///
/// # The rules followed
///
/// The rules of riichi mahjong as the platforms and rule books play them,
/// with every option that changes a score in the context's
/// [`Rules`](crate::rules::Rules) (Tenhou's four-player rules by default;
/// the [`Preset`](crate::rules::Preset)s list each platform's values):
///
/// * **Yaku** with their closed/open han: menzen tsumo 1/–, riichi 1/–,
///   double riichi 2/–, ippatsu 1/–, chankan, rinshan kaihou, haitei raoyue,
///   houtei raoyui 1/1, pinfu 1/–, tanyao 1/1 (open only under
///   [`Rules::open_tanyao`](crate::rules::Rules::open_tanyao), kuitan), iipeikou 1/–, yakuhai (each dragon, the
///   seat wind, the round wind: a double wind counts twice) 1/1, sanshoku
///   doujun, ittsu, chanta 2/1, honroutou, toitoi, sanankou, sankantsu,
///   sanshoku doukou, shousangen 2/2, chiitoitsu 2/–, honitsu, junchan 3/2,
///   ryanpeikou 3/–, chinitsu 6/5. The [`Yaku`](crate::score::Yaku) docs give each condition.
///   Iipeikou is not counted with ryanpeikou; chanta and junchan need a
///   sequence (without one the hand is honroutou or chinroutou); honroutou
///   comes with toitoi or chiitoitsu, which count too. A closed kan keeps the
///   hand closed. A triplet completed by a discard is not concealed, for
///   sanankou and suuankou as for fu.
/// * **Yakuman** (13 han each; several add up unless
///   [`Rules::yakuman_stacking`](crate::rules::Rules::yakuman_stacking) is off, up to
///   [`Rules::max_yakuman`](crate::rules::Rules::max_yakuman)): kokushi musou, chuuren
///   poutou, suuankou, daisangen, shousuushii, ryuuiisou (green dragon not
///   required), suukantsu, tsuuiisou, chinroutou, tenhou, chiihou; kokushi
///   musou on the thirteen-sided wait, junsei chuuren poutou, suuankou tanki
///   and daisuushii count two yakuman where
///   [`Rules::double_yakuman`](crate::rules::Rules::double_yakuman) lists them, else one under
///   the same name. A yakuman hand counts only its yakuman; its han is 13 ×
///   the multiple. Thirteen han or more without a yakuman is a counted
///   yakuman (kazoe), or a sanbaiman under
///   [`Rules::kazoe`](crate::rules::Rules::kazoe).
/// * **Local yaku**, each under its option: renhou (a 5-han yaku or a
///   yakuman), open riichi (a han more), daisharin, daichisei, the yakuman
///   of a discard into an open riichi (sashikomi) and paarenchan. Nagashi
///   mangan is no winning hand: [`nagashi_mangan`](crate::score::nagashi_mangan) settles it.
/// * **Dora**: each dora, red five (of a suit whose
///   [`Rules::red_fives`](crate::rules::Rules::red_fives) is not 0), ura dora (with riichi or
///   double riichi only) and north tile set aside (kita, three players)
///   adds a han per tile, concealed or melded, but never makes a hand
///   without a yaku score and is dropped on a yakuman hand.
/// * **Fu** and **points**: see [`Score::fu`] and [`Limit`](crate::score::Limit);
///   [`Score::fu_items`] lists the fu item by item. Kiriage mangan and the
///   fu options are in [`Rules`](crate::rules::Rules); three players pay a tsumo without the
///   north seat ([`Rules::three_player_tsumo`](crate::rules::Rules::three_player_tsumo)), and a
///   liable player pays as [`Score::payments`] says.
///
/// Situations that cannot happen are refused, each with its own error:
/// riichi together with double riichi; tenhou or chiihou with riichi or on
/// the last tile; a chankan on a kind the winner holds another copy of (or
/// sees in a meld or an indicator: the robbed tile is the fourth copy); a
/// fifth copy of a kind between the hand, the melds, the indicators and
/// the north tiles set aside; at three players 2m to 8m, a chi or a north
/// seat; and the others listed on [`Error`].
///
/// # Fu of a yakuman hand
///
/// A yakuman pays the same whatever its fu, but [`Score::fu`] still reports
/// the fu of the chosen reading, computed by the usual rules (25 for seven
/// pairs). Thirteen orphans has no blocks to count and reports 0 fu.
///
/// Never allocates and never panics; every input that cannot be scored is a
/// [`Error`].
///
/// ```
/// use tehai::score;
/// use tehai::score::{Limit, WinContext, Wind, Yaku};
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
pub fn score(hand: &ParsedHand, context: &WinContext) -> Result<Score, Error> {
    let prepared = Prepared::new(hand, context)?;
    let split = Split::new(&hand.hand, prepared.concealed_melds);
    if !split.is_complete() {
        return Err(Error::NotAWinningHand);
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
    let (valued, source) = best.ok_or(Error::NoYaku)?;
    Ok(prepared.score(valued, prepared.reading(&split, source)))
}
