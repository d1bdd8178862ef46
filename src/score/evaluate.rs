//! A reading's yaku, fu, han and points, from what was prepared once.

use crate::decompose::Block;
use crate::decompose::set::SuitDecomposition;
use crate::suit::pair_or_more_fields;
use crate::tile::{Suit, Tile};

use super::answer::Score;
use super::candidate::{Candidate, Source, Summed, Valued};
use super::context::DeclaredMelds;
use super::fu::{FuParts, SEVEN_PAIRS_FU, pair_fu, regular_fu, set_fu};
use super::points::{Limit, base_points, limit, payment};
use super::prepared::Prepared;
use super::reading::{Reading, ReadingForm};
use super::split::{Part, Split};
use super::wait::{Wait, WaitShape};
use super::yaku::{
    Yaku, han_of_flag, han_of_set, honor_yaku, kinds, liable_yaku, outside_yaku, sequence_yaku,
    triplet_yaku, when,
};

impl Prepared<'_> {
    /// What a regular reading (its concealed blocks summed up in `part`)
    /// scores whatever block the winning tile completed.
    pub(super) fn summed(&self, part: &Part) -> Summed {
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
        let pair = Tile::new(part.pair).unwrap_or(self.context.winning_tile);
        let closed = !self.open;
        let pair_fu = pair_fu(
            pair,
            self.context.seat_wind,
            self.context.round_wind,
            self.context.rules.double_wind_pair_fu.fu(),
        );
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
            | honor_yaku(
                blocks.triplets.kinds,
                pair,
                self.context.seat_wind,
                self.context.round_wind,
            );
        Summed {
            yaku,
            triplets: blocks.triplets,
            set_fu: blocks.set_fu,
            pair_fu,
            pinfu_shape: closed && blocks.sequences == 4 && pair_fu == 0,
        }
    }

    /// The yaku and fu of a regular reading (`summed`) won by `wait`.
    pub(super) fn regular(&self, summed: &Summed, wait: Wait) -> Candidate {
        let shape = wait.shape();
        let mut triplets = summed.triplets;
        let mut sets = summed.set_fu;
        if !self.context.tsumo && shape == WaitShape::Shanpon {
            // The discard completed this triplet: it counts as open.
            let tile = wait.block().tile();
            triplets.concealed -= 1;
            sets -= set_fu(tile, true, false) - set_fu(tile, false, false);
        }
        let pinfu = summed.pinfu_shape && shape == WaitShape::Ryanmen;
        let mut yaku = summed.yaku | triplet_yaku(triplets, shape == WaitShape::Tanki);
        yaku |= when(pinfu, Yaku::PINFU);
        let (raw_fu, fu) = regular_fu(FuParts {
            sets,
            pair: summed.pair_fu,
            wait: shape.fu(),
            closed: !self.open,
            tsumo: self.context.tsumo,
            pinfu,
            open_pinfu: self.context.rules.open_pinfu_fu.fu(),
            pinfu_tsumo: self.context.rules.pinfu_tsumo_fu.fu(),
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
    pub(super) fn seven_pairs(&self) -> Candidate {
        Candidate {
            yaku: self.shared | Yaku::CHIITOITSU,
            raw_fu: SEVEN_PAIRS_FU,
            fu: SEVEN_PAIRS_FU,
            wait: WaitShape::Tanki,
            winning_block: Some(Block::pair(self.context.winning_tile)),
        }
    }

    /// The pair of thirteen orphans: the orphan held twice.
    pub(super) fn orphan_pair(&self) -> Option<Block> {
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
    pub(super) fn thirteen_orphans(&self) -> Candidate {
        let pair = self.orphan_pair();
        let thirteen_wait = pair.is_some_and(|pair| pair.tile() == self.context.winning_tile);
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
    pub(super) fn value(&self, candidate: Candidate) -> Option<Valued> {
        let own = candidate.yaku;
        if own.contains(Yaku::PAARENCHAN)
            && self.context.rules.paarenchan_needs_yaku
            && own.difference(Yaku::PAARENCHAN).is_empty()
        {
            // Paarenchan alone does not win under this rule.
            return None;
        }
        let yakuman = own & self.yakuman;
        let (yaku, han, multiple) = if yakuman.is_empty() {
            let han = han_of_set(own, self.open, self.doubled_once);
            if han == 0 {
                return None;
            }
            (own | self.dora_yaku, han + self.dora_han, 0)
        } else {
            let (yakuman, multiple) = self.yakuman_multiple(yakuman);
            (yakuman, 13 * u32::from(multiple), multiple)
        };
        let limit = limit(han, candidate.fu, multiple, &self.context.rules);
        let base = base_points(han, candidate.fu, limit);
        Some(Valued {
            candidate,
            yaku,
            han,
            limit,
            payment: payment(
                base,
                self.dealer,
                self.context.tsumo,
                self.context.honba,
                self.context.riichi_sticks,
                &self.context.rules,
            ),
        })
    }

    /// The yakuman counted and their multiple: each worth one, or two for
    /// a double the rules count twice; all of them when yakuman stack, else
    /// the largest alone; capped at the rules' most.
    fn yakuman_multiple(&self, yakuman: Yaku) -> (Yaku, u8) {
        // Renhou's table han is its 5-han form; as a yakuman it is one.
        let renhou = u32::from(yakuman.contains(Yaku::RENHOU));
        let (yakuman, multiple) = if self.context.rules.yakuman_stacking {
            let han = han_of_set(yakuman - Yaku::RENHOU, false, self.doubled_once) + 13 * renhou;
            (yakuman, (han / 13) as u8)
        } else {
            let worth = |flag: Yaku| {
                if flag == Yaku::RENHOU {
                    1
                } else {
                    han_of_flag(flag, false, self.doubled_once) / 13
                }
            };
            // The first of the largest, in bit order; on a tie, one a
            // player is liable for, so that the liability is not lost to
            // an equal yakuman of a lower bit.
            let liable = if self.context.liable.is_some() {
                liable_yaku(&self.context.rules)
            } else {
                Yaku::empty()
            };
            let prefer = |flag: Yaku, over: Yaku| liable.contains(flag) && !liable.contains(over);
            let best = yakuman
                .iter()
                .fold(None, |best: Option<(Yaku, u8)>, flag| match best {
                    Some((kept, most))
                        if most > worth(flag) || most == worth(flag) && !prefer(flag, kept) =>
                    {
                        best
                    }
                    _ => Some((flag, worth(flag))),
                });
            best.unwrap_or((yakuman, 1))
        };
        let cap = self.context.rules.max_yakuman;
        (yakuman, if cap > 0 { multiple.min(cap) } else { multiple })
    }

    /// The reading of `source` in `split`.
    pub(super) fn reading(&self, split: &Split, source: Source) -> Reading {
        match source {
            Source::Regular(index, part) => Reading::regular(
                &part,
                &split.choice(index).unwrap_or([SuitDecomposition::EMPTY; 4]),
                self.context.melds,
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
    pub(super) fn score(&self, valued: Valued, reading: Reading) -> Score {
        let counted = !matches!(valued.limit, Limit::Yakuman(_));
        let dora = |count: u8| if counted { count } else { 0 };
        Score {
            han: valued.han,
            fu: valued.candidate.fu,
            yaku: valued.yaku,
            dora: dora(self.dora),
            aka_dora: dora(self.aka_dora),
            ura_dora: dora(self.ura_dora),
            kita: dora(self.context.kita),
            open: self.open,
            tsumo: self.context.tsumo,
            dealer: self.dealer,
            rules: self.context.rules,
            limit: valued.limit,
            payment: valued.payment,
            seat: self.context.seat_wind,
            round: self.context.round_wind,
            liable: self.context.liable,
            discarder: self.context.discarder,
            honba: self.context.honba,
            reading,
            wait: valued.candidate.wait,
            winning_block: valued.candidate.winning_block,
        }
    }
}
