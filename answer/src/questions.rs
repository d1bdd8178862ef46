//! The questions, one function each: what the core is asked and which of
//! its functions answers, for every front end alike.

use tehai::decompose::Block;
use tehai::front_end::ShownBlock;
use tehai::notation::ParsedHand;
use tehai::score::{FuItem, ReadingForm, Score, WinContext, YakuItem};
use tehai::{Context, Error, WinForms};

use crate::model::{
    AgariAnswer, DecomposeAnswer, DiscardRow, DiscardsAnswer, EfficiencyAnswer, FuItemAnswer,
    OtherReading, ReadingPart, ScoreAnswer, ShantenAnswer, UsefulAnswer, WaitsAnswer,
    YakuItemAnswer,
};
use crate::request::{ScoreRequest, ScoreRequestError};

/// Every block decomposition of a hand of `3N` or `3N + 2` tiles, the red
/// fives written into the blocks (no declared melds: the plain table).
///
/// ```
/// let answer = tehai_answer::decompose(&"12344455888999m".parse()?)?;
/// assert_eq!(answer.decompositions.len(), 1);
/// assert!(tehai_answer::decompose(&"1m".parse()?).is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn decompose(hand: &ParsedHand) -> Result<DecomposeAnswer, Error> {
    let set = tehai::decompose(&hand.hand, &Context::default())?;
    let decompositions = set
        .iter()
        .map(|decomposition| {
            tehai::front_end::place_red_fives(decomposition.blocks(), hand.red_fives).collect()
        })
        .collect();
    Ok(DecomposeAnswer {
        hand: *hand,
        decompositions,
        seven_pairs: set.is_seven_pairs(),
        thirteen_orphans: set.is_thirteen_orphans(),
    })
}

/// Whether a hand is complete, and in which forms. A `3N + 1`-tile hand is
/// never complete; a `3N`-tile hand is an error
/// ([`tehai::front_end::check_win_or_wait_count`]).
///
/// ```
/// let answer = tehai_answer::agari(&"123m456p789s11122z".parse()?)?;
/// assert!(answer.agari && answer.regular);
/// let error = tehai_answer::agari(&"123m".parse()?).unwrap_err();
/// assert_eq!(error.question(), Some(tehai::Question::WinOrWait));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn agari(hand: &ParsedHand) -> Result<AgariAnswer, Error> {
    tehai::front_end::check_win_or_wait_count(&hand.hand)?;
    let forms = tehai::win_forms(&hand.hand);
    Ok(AgariAnswer {
        hand: *hand,
        agari: !forms.is_empty(),
        regular: forms.contains(WinForms::REGULAR),
        seven_pairs: forms.contains(WinForms::SEVEN_PAIRS),
        thirteen_orphans: forms.contains(WinForms::THIRTEEN_ORPHANS),
    })
}

/// The waits of a `3N + 1`-tile hand, at the table `context` describes
/// ([`Context::default`]: four players, nothing seen, no melds).
///
/// ```
/// use tehai::{Context, TileCounts};
/// let hand = "23m456p789s11122z".parse()?;
/// assert_eq!(tehai_answer::waits(&hand, &Context::default())?.waits.to_string(), "14m");
/// let seen: TileCounts = "1111m".parse()?;
/// let table = Context::default().with_seen(seen);
/// let answer = tehai_answer::waits(&hand, &table)?;
/// assert_eq!((answer.waits.to_string(), answer.fifth_tile.to_string()), ("4m".into(), "1m".into()));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn waits(hand: &ParsedHand, context: &Context<'_>) -> Result<WaitsAnswer, Error> {
    let found = tehai::waits(&hand.hand, context)?;
    Ok(WaitsAnswer {
        hand: *hand,
        waits: found.waits,
        fifth_tile: found.fifth_tile,
    })
}

/// The shanten numbers of a `3N + 1` or `3N + 2`-tile hand, at the table
/// `context` describes ([`Context::default`]: four players, nothing seen, no
/// melds).
///
/// ```
/// use tehai::Context;
/// let answer = tehai_answer::shanten(&"11119999m111p111s".parse()?, &Context::default())?;
/// assert_eq!((answer.shanten, answer.seven_pairs), (1, Some(5)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn shanten(hand: &ParsedHand, context: &Context<'_>) -> Result<ShantenAnswer, Error> {
    let numbers = tehai::shanten(&hand.hand, context)?;
    Ok(ShantenAnswer {
        hand: *hand,
        shanten: numbers.min,
        regular: numbers.regular,
        seven_pairs: numbers.seven_pairs,
        thirteen_orphans: numbers.thirteen_orphans,
    })
}

/// The useful tiles of a `3N + 1`-tile hand, at the table `context`
/// describes ([`Context::default`]: four players, nothing seen, no melds).
///
/// ```
/// use tehai::Context;
/// let answer = tehai_answer::useful_tiles(&"146m146p222347s7z".parse()?, &Context::default())?;
/// assert_eq!(answer.useful.to_string(), "1235m1235p256789s7z");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn useful_tiles(hand: &ParsedHand, context: &Context<'_>) -> Result<UsefulAnswer, Error> {
    let found = tehai::useful_tiles(&hand.hand, context)?;
    Ok(UsefulAnswer {
        hand: *hand,
        shanten: found.shanten,
        useful: found.tiles,
        useful_count: found.count(),
    })
}

/// The discard table of a `3N + 2`-tile hand, best discard first, at the
/// table `context` describes ([`Context::default`]: four players, nothing
/// seen, no melds).
///
/// ```
/// use tehai::Context;
/// let answer = tehai_answer::discards(&"123m456p789s11223z".parse()?, &Context::default())?;
/// assert_eq!(answer.discards[1].tile.to_string(), "1m");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn discards(hand: &ParsedHand, context: &Context<'_>) -> Result<DiscardsAnswer, Error> {
    let table = tehai::discards(&hand.hand, context)?;
    let discards = table
        .entries()
        .iter()
        .map(|row| DiscardRow {
            tile: row.tile,
            shanten: row.shanten,
            useful: row.useful,
            useful_count: row.count,
        })
        .collect();
    Ok(DiscardsAnswer {
        hand: *hand,
        shanten: table.shanten(),
        discards,
    })
}

/// Useful tiles for a `3N + 1`-tile hand, the discard table for any other
/// (which must then hold `3N + 2` tiles).
///
/// ```
/// use tehai::Context;
/// use tehai_answer::{EfficiencyAnswer, efficiency};
/// let answer = efficiency(&"123m456p789s11223z".parse()?, &Context::default())?;
/// assert!(matches!(answer, EfficiencyAnswer::Discards(_)));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn efficiency(hand: &ParsedHand, context: &Context<'_>) -> Result<EfficiencyAnswer, Error> {
    if hand.hand.tile_count() % 3 == 1 {
        useful_tiles(hand, context).map(EfficiencyAnswer::Useful)
    } else {
        discards(hand, context).map(EfficiencyAnswer::Discards)
    }
}

/// A scored hand: the hand as read and the core's score of its best reading.
///
/// ```
/// use tehai_answer::{ScoreRequest, score};
/// let request = ScoreRequest::from_json(r#"{"hand":"234567m23455p888s","win":"5p","tsumo":true}"#)?;
/// let scored = score(&request)?;
/// assert_eq!(scored.score.han(), 2);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// The concealed hand, with its red fives.
    pub hand: ParsedHand,
    /// The context it was scored in.
    pub context: WinContext,
    /// The score of its best reading.
    pub score: Score,
}

impl Scored {
    /// The reading scored, part by part: the blocks with the hand's red
    /// fives placed in them (thirteen orphans: the whole hand), then the
    /// declared melds.
    ///
    /// ```
    /// use tehai_answer::{ScoreRequest, score};
    /// let request = ScoreRequest {
    ///     hand: "234067m23455p".into(),
    ///     win: "5p".into(),
    ///     melds: vec!["pon 777z".into()],
    ///     ..ScoreRequest::default()
    /// };
    /// let parts: Vec<String> = score(&request)?.reading().iter().map(ToString::to_string).collect();
    /// assert_eq!(parts, ["234m", "067m", "234p", "55p", "pon 777z"]);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn reading(&self) -> Vec<ReadingPart> {
        self.parts(&self.score)
    }

    /// The parts of the reading of `score`, one of this hand's.
    fn parts(&self, score: &Score) -> Vec<ReadingPart> {
        let reading = score.reading();
        let mut parts: Vec<ReadingPart> = if reading.form() == ReadingForm::ThirteenOrphans {
            vec![ReadingPart::Hand(self.hand)]
        } else {
            tehai::front_end::place_red_fives(reading.blocks(), self.hand.red_fives)
                .map(ReadingPart::Block)
                .collect()
        };
        parts.extend(reading.melds().iter().copied().map(ReadingPart::Meld));
        parts
    }

    /// The answer object.
    ///
    /// ```
    /// use tehai_answer::{ScoreRequest, score};
    /// let request = ScoreRequest::from_json(r#"{"hand":"234567m23455p888s","win":"5p","riichi":true}"#)?;
    /// let answer = score(&request)?.answer();
    /// assert_eq!(answer.yaku.get("riichi"), Some(&1));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn answer(&self) -> ScoreAnswer {
        let score = &self.score;
        ScoreAnswer {
            han: score.han(),
            fu: score.fu(),
            yaku: score
                .yaku_han()
                .filter_map(|(yaku, han)| Some((yaku.id()?, han)))
                .collect(),
            main: score.main(),
            additional: score.additional(),
            total: score.total(),
            limit: score.limit().name(),
            reading: self.reading(),
            wait: score.wait().name(),
            payments: score.payments(),
            players: self.context.rules.players,
            fu_items: score
                .fu_items()
                .iter()
                .map(|item| fu_item_answer(item, score))
                .collect(),
            yaku_items: score.yaku_items().filter_map(yaku_item_answer).collect(),
            other_readings: self.other_readings(),
        }
    }

    /// The other readings that score, best first (by what they pay, then
    /// han and fu), each once.
    fn other_readings(&self) -> Vec<OtherReading> {
        let Ok(readings) = tehai::score::score_readings(&self.hand, &self.context) else {
            return Vec::new();
        };
        let mut others: Vec<Score> = readings
            .flatten()
            .filter(|reading| *reading != self.score)
            .collect();
        others.sort_by_key(|reading| {
            core::cmp::Reverse((reading.total(), reading.han(), reading.fu()))
        });
        others
            .iter()
            .map(|reading| OtherReading {
                han: reading.han(),
                fu: reading.fu(),
                yaku: reading
                    .yaku_han()
                    .filter_map(|(yaku, han)| Some((yaku.id()?, han)))
                    .collect(),
                total: reading.total(),
                limit: reading.limit().name(),
                reading: self.parts(reading),
                wait: reading.wait().name(),
            })
            .collect()
    }
}

/// A fu item in the answer's words.
fn fu_item_answer(item: &FuItem, score: &Score) -> FuItemAnswer {
    let (tiles, detail) = match *item {
        FuItem::Set {
            block,
            meld,
            concealed,
            quad,
            orphan,
        } => {
            let tiles = match meld.and_then(|kind| {
                score
                    .reading()
                    .melds()
                    .iter()
                    .find(|m| m.kind() == kind && m.tile() == block.tile())
            }) {
                Some(meld) => ReadingPart::Meld(*meld),
                None => ReadingPart::Block(ShownBlock {
                    block,
                    red_fives: 0,
                }),
            };
            let detail = vec![
                if concealed { "concealed" } else { "open" },
                if quad { "quad" } else { "triplet" },
                if orphan {
                    "terminals_or_honors"
                } else {
                    "simples"
                },
            ];
            (Some(tiles), detail)
        }
        FuItem::Wait { block, shape } => (
            Some(ReadingPart::Block(ShownBlock {
                block,
                red_fives: 0,
            })),
            vec![shape.name()],
        ),
        FuItem::Pair {
            tile,
            dragon,
            seat_wind,
            round_wind,
            ..
        } => {
            let reasons = [
                (dragon, "dragon"),
                (seat_wind, "seat_wind"),
                (round_wind, "round_wind"),
            ];
            (
                Some(ReadingPart::Block(ShownBlock {
                    block: Block::pair(tile),
                    red_fives: 0,
                })),
                reasons
                    .iter()
                    .filter(|(on, _)| *on)
                    .map(|&(_, word)| word)
                    .collect(),
            )
        }
        _ => (None, Vec::new()),
    };
    FuItemAnswer {
        reason: item.id(),
        fu: item.fu(),
        tiles,
        detail,
        text: item.to_string(),
    }
}

/// A yaku item in the answer's words.
fn yaku_item_answer(item: YakuItem) -> Option<YakuItemAnswer> {
    let names = item.yaku.names()?;
    Some(YakuItemAnswer {
        id: item.yaku.id()?,
        han: item.han,
        tenhou: item.tenhou,
        mahjong_soul: item.mahjong_soul,
        japanese: names.japanese,
        romaji: names.romaji,
        english: names.english,
        chinese: names.chinese,
    })
}

/// Scores a request: reads its fields ([`ScoreRequest::prepare`]), then
/// scores the hand.
///
/// ```
/// use tehai_answer::{ScoreRequest, score};
/// let request = ScoreRequest { hand: "123m456p789s33322z".into(), win: "2z".into(), ..ScoreRequest::default() };
/// assert_eq!(score(&request).unwrap_err().id(), "no_yaku");
/// ```
pub fn score(request: &ScoreRequest) -> Result<Scored, ScoreRequestError> {
    let (hand, context) = request.prepare()?;
    Ok(score_hand(&hand, &context)?)
}

/// Scores a hand already read, in a context already built.
///
/// ```
/// use tehai::score::WinContext;
/// let hand = "123m456p789s11122z".parse()?;
/// let mut context = WinContext::new("2z".parse()?);
/// context.tsumo = true;
/// let scored = tehai_answer::score_hand(&hand, &context)?;
/// assert_eq!(scored.answer().yaku.get("menzen_tsumo"), Some(&1));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn score_hand(hand: &ParsedHand, context: &WinContext) -> Result<Scored, Error> {
    let score = tehai::score(hand, context)?;
    Ok(Scored {
        hand: *hand,
        context: *context,
        score,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tehai::{Meld, Players, TileCounts};

    fn parsed(text: &str) -> ParsedHand {
        text.parse().unwrap()
    }

    fn json(value: &impl serde::Serialize) -> String {
        serde_json::to_string(value).unwrap()
    }

    #[test]
    fn a_table_changes_the_answers() {
        let hand = parsed("23m456p789s11122z");
        let seen: TileCounts = "1111m".parse().unwrap();
        let table = Context::default().with_seen(seen);
        assert_eq!(waits(&hand, &table).unwrap().waits.to_string(), "4m");
        let sanma = Context::default().with_players(Players::Three);
        assert_eq!(
            shanten(&hand, &sanma).unwrap_err().to_string(),
            "2m is not used by three players (no 2m to 8m)"
        );
        let melds: [Meld; 1] = ["pon 111z".parse().unwrap()];
        let with_meld = Context::default().with_melds(&melds);
        assert!(waits(&parsed("23m456p789s22z"), &with_meld).is_ok());
    }

    #[test]
    fn wrong_tile_counts_keep_the_core_messages() {
        assert_eq!(
            waits(&parsed("11m"), &Context::default())
                .unwrap_err()
                .to_string(),
            "a hand of 2 tiles does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
        );
        assert_eq!(
            decompose(&parsed("1m")).unwrap_err().to_string(),
            "a hand of 1 tile cannot be decomposed: it needs 3N or 3N+2 tiles"
        );
        assert_eq!(
            agari(&parsed("123m456p")).unwrap_err().to_string(),
            "a hand of 6 tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
        );
        assert_eq!(
            efficiency(&parsed("123m"), &Context::default())
                .unwrap_err()
                .question(),
            Some(tehai::Question::Discards)
        );
    }

    #[test]
    fn answers_serialize_as_the_command_line_writes_them() {
        assert_eq!(
            json(&agari(&parsed("1122m3344p5566s77z")).unwrap()),
            r#"{"hand":"1122m3344p5566s77z","agari":true,"regular":false,"seven_pairs":true,"thirteen_orphans":false}"#
        );
        assert_eq!(
            json(&shanten(&parsed("45m789s11z"), &Context::default()).unwrap()),
            r#"{"hand":"45m789s11z","shanten":0,"regular":0,"seven_pairs":null,"thirteen_orphans":null}"#
        );
        assert_eq!(
            json(&efficiency(&parsed("146m146p222347s7z"), &Context::default()).unwrap()),
            r#"{"hand":"146m146p222347s7z","shanten":3,"useful":"1235m1235p256789s7z","useful_count":53}"#
        );
        let table = efficiency(&parsed("123m456p789s11223z"), &Context::default()).unwrap();
        assert!(json(&table).starts_with(
            r#"{"hand":"123m456p789s11223z","shanten":0,"discards":[{"tile":"3z","shanten":0,"useful":"12z","useful_count":4},"#
        ));
        assert_eq!(
            json(&decompose(&parsed("345m406m00p")).unwrap()),
            r#"{"hand":"344056m00p","decompositions":[["340m","456m","00p"]],"seven_pairs":false,"thirteen_orphans":false}"#
        );
    }

    #[test]
    fn thirteen_orphans_reads_as_its_hand() {
        let request = ScoreRequest {
            hand: "19m19p19s1234567z1m".to_owned(),
            win: "1m".to_owned(),
            tsumo: true,
            ..ScoreRequest::default()
        };
        let scored = score(&request).unwrap();
        let parts: Vec<String> = scored.reading().iter().map(ToString::to_string).collect();
        assert_eq!(parts, ["119m19p19s1234567z"]);
    }
}
