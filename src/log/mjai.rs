//! mjai's JSON lines (Mortal, mjai.app): one object per line, its `type`
//! naming the event, seats as `actor` and `target`, tiles by mjai name
//! (`5mr` a red five, `E` ... `N`, `P`, `F`, `C`), points as points.

use super::error::{LogError, LogErrorReason};
use super::event::{
    Call, CallKind, DrawKind, DrawRecord, Event, GameStart, RoundStart, TileList, WinRecord,
};
use super::json::{Object, Value};
use crate::context::Players;
use crate::notation::ParsedTile;
use crate::score::Wind;

/// Reads mjai's JSON lines: an iterator of events over the text of one
/// game, or of many games one after another. Blank lines are skipped, and
/// so are events of unknown types (`none`, say) and `end_kyoku`.
///
/// mjai's `start_game` does not say how many play, so the
/// [`Event::GameStart`] of a game comes just before its first
/// [`Event::RoundStart`], with three players when that `start_kyoku` has
/// three scores or a fourth hand that is empty. Every error is reported at
/// the byte offset of its line's start, with the key concerned as its
/// field (`line` for a line that is no JSON object); after an error the
/// lines up to the next `start_game` are skipped.
///
/// A `hora` must carry its `deltas` (three or four numbers); its `pai` and
/// `ura_markers` are read when present, the rest of its fields ignored. A
/// `ryukyoku` is exhaustive unless its `reason` is one of mjai's abortive
/// names (`kyushukyuhai`, `suchareach`, `sanchaho`, `sufonrenta`,
/// `suukaikan`) or `nagashimangan`; its `deltas` default to nothing paid
/// and its tenpai flags, read from `tenpais` when present, to `false`.
///
/// ```
/// use tehai::log::{Event, MjaiReader};
/// let text = br#"{"type":"start_game","names":["a","b","c","d"]}
/// {"type":"start_kyoku","bakaze":"E","dora_marker":"5s","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000,25000],"tehais":[["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","4p"],["1p","2p","3p","4p","5p","6p","7p","8p","9p","1s","2s","3s","4s"],["1s","2s","3s","4s","5s","6s","7s","8s","9s","E","S","W","N"],["E","S","W","N","P","F","C","P","F","C","1m","2m","3m"]]}
/// {"type":"tsumo","actor":0,"pai":"5pr"}
/// {"type":"dahai","actor":0,"pai":"5pr","tsumogiri":true}
/// "#;
/// let events: Vec<Event> = MjaiReader::new(text).collect::<Result<_, _>>()?;
/// assert_eq!(events.len(), 4);
/// assert!(matches!(events[0], Event::GameStart(_)));
/// assert_eq!(events[2], Event::Draw { seat: 0, tile: "0p".parse()? });
/// assert_eq!(events[3], Event::Discard { seat: 0, tile: "0p".parse()?, tsumogiri: true });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct MjaiReader<'a> {
    text: &'a [u8],
    position: usize,
    game: GameStart,
    game_announced: bool,
    /// An event read with the `GameStart` that goes before it.
    pending: Option<Event>,
    /// After an error: skip to the next `start_game`.
    skipping: bool,
    /// Where the line of the last event starts.
    event_offset: usize,
}

/// The names of the reasons of mjai's `ryukyoku`.
const DRAW_REASONS: [(&[u8], DrawKind); 8] = [
    (b"fanpai", DrawKind::Exhaustive),
    (b"howanpai", DrawKind::Exhaustive),
    (b"nagashimangan", DrawKind::NagashiMangan),
    (b"kyushukyuhai", DrawKind::NineTerminals),
    (b"suchareach", DrawKind::FourRiichi),
    (b"sanchaho", DrawKind::TripleRon),
    (b"sufonrenta", DrawKind::FourWinds),
    (b"suukaikan", DrawKind::FourKans),
];

impl<'a> MjaiReader<'a> {
    /// A reader of `text`.
    ///
    /// ```
    /// assert_eq!(tehai::log::MjaiReader::new(b"\n\n").count(), 0);
    /// ```
    pub fn new(text: &'a [u8]) -> MjaiReader<'a> {
        MjaiReader {
            text,
            position: 0,
            game: GameStart::default(),
            game_announced: false,
            pending: None,
            skipping: false,
            event_offset: 0,
        }
    }

    /// The byte offset of the line of the last event returned: where a
    /// replay that refuses the event should point.
    ///
    /// ```
    /// let text = b"{\"type\":\"start_game\"}\n{\"type\":\"end_game\"}\n";
    /// let mut reader = tehai::log::MjaiReader::new(text);
    /// reader.next(); // the game's start, announced at its end
    /// reader.next();
    /// assert_eq!(reader.event_offset(), 22);
    /// ```
    pub fn event_offset(&self) -> usize {
        self.event_offset
    }

    /// The byte offset reading has reached (the start of the next line).
    ///
    /// ```
    /// let mut reader = tehai::log::MjaiReader::new(b"{\"type\":\"end_game\"}\n");
    /// reader.next();
    /// assert_eq!(reader.position(), 20);
    /// ```
    pub fn position(&self) -> usize {
        self.position
    }

    fn seats(&self) -> u8 {
        match self.game.players {
            Players::Four => 4,
            Players::Three => 3,
        }
    }

    /// The event of one line, `None` for a line with nothing to say.
    fn event(&mut self, line: &Line<'_>) -> Result<Option<Event>, LogError> {
        let kind = match line.object.get("type").map_err(|r| line.error(r, "type"))? {
            Some(Value::String(kind)) => kind,
            Some(_) => return Err(line.error(LogErrorReason::Syntax, "type")),
            None => return Err(line.error(LogErrorReason::Missing, "type")),
        };
        let seats = self.seats();
        let event = match kind {
            b"start_game" => {
                self.game = GameStart::default();
                self.game_announced = false;
                return Ok(None);
            }
            b"start_kyoku" => return self.round_start(line),
            b"tsumo" => Event::Draw {
                seat: line.seat("actor", seats)?,
                tile: line.tile("pai")?,
            },
            b"dahai" => Event::Discard {
                seat: line.seat("actor", seats)?,
                tile: line.tile("pai")?,
                tsumogiri: match line.get("tsumogiri")? {
                    None | Some(Value::Null) => false,
                    Some(Value::Bool(value)) => value,
                    Some(_) => return Err(line.error(LogErrorReason::Syntax, "tsumogiri")),
                },
            },
            b"chi" | b"pon" | b"daiminkan" => {
                let (kind, consumed) = match kind {
                    b"chi" => (CallKind::Chi, 2),
                    b"pon" => (CallKind::Pon, 2),
                    _ => (CallKind::OpenKan, 3),
                };
                let seat = line.seat("actor", seats)?;
                let from = line.seat("target", seats)?;
                if from == seat {
                    return Err(line.error(LogErrorReason::BadSeat, "target"));
                }
                let taken = line.tile("pai")?;
                let mut tiles = line.tiles::<4>("consumed", consumed)?;
                tiles.push(taken);
                Event::Call(Call {
                    seat,
                    kind,
                    tiles,
                    taken: Some((taken, from)),
                })
            }
            b"kakan" => {
                let seat = line.seat("actor", seats)?;
                let added = line.tile("pai")?;
                let mut tiles = line.tiles::<4>("consumed", 3)?;
                tiles.push(added);
                Event::Call(Call {
                    seat,
                    kind: CallKind::AddedKan,
                    tiles,
                    taken: Some((added, seat)),
                })
            }
            b"ankan" => Event::Call(Call {
                seat: line.seat("actor", seats)?,
                kind: CallKind::ClosedKan,
                tiles: line.tiles::<4>("consumed", 4)?,
                taken: None,
            }),
            b"nukidora" => {
                let seat = line.seat("actor", seats)?;
                let mut tiles = TileList::new();
                tiles.push(line.tile("pai")?);
                Event::Call(Call {
                    seat,
                    kind: CallKind::Kita,
                    tiles,
                    taken: None,
                })
            }
            b"dora" => Event::NewDora {
                indicator: line.tile("dora_marker")?,
            },
            b"reach" => Event::Riichi {
                seat: line.seat("actor", seats)?,
            },
            b"reach_accepted" => Event::RiichiAccepted {
                seat: line.seat("actor", seats)?,
            },
            b"hora" => {
                let seat = line.seat("actor", seats)?;
                let from = line.seat("target", seats)?;
                let winning_tile = match line.get("pai")? {
                    None | Some(Value::Null) => None,
                    Some(_) => Some(line.tile("pai")?),
                };
                let ura_indicators = match line.get("ura_markers")? {
                    None | Some(Value::Null) => TileList::new(),
                    Some(_) => line.tiles("ura_markers", usize::MAX)?,
                };
                Event::Win(WinRecord {
                    seat,
                    from,
                    winning_tile,
                    ura_indicators,
                    deltas: line.points("deltas", seats)?,
                    ..WinRecord::default()
                })
            }
            b"ryukyoku" => {
                let kind = match line.get("reason")? {
                    Some(Value::String(reason)) => DRAW_REASONS
                        .iter()
                        .find(|(name, _)| *name == reason)
                        .map_or(DrawKind::Exhaustive, |&(_, kind)| kind),
                    _ => DrawKind::Exhaustive,
                };
                let deltas = match line.get("deltas")? {
                    None | Some(Value::Null) => [0; 4],
                    Some(_) => line.points("deltas", seats)?,
                };
                let mut tenpai = [false; 4];
                if let Some(value) = line.get("tenpais")? {
                    if value != Value::Null {
                        let items = value
                            .items()
                            .map_err(|reason| line.error(reason, "tenpais"))?;
                        for (index, item) in items.enumerate() {
                            let item = item.map_err(|reason| line.error(reason, "tenpais"))?;
                            let slot = tenpai
                                .get_mut(index)
                                .ok_or(line.error(LogErrorReason::TooLong, "tenpais"))?;
                            match item {
                                Value::Bool(shown) => *slot = shown,
                                _ => return Err(line.error(LogErrorReason::Syntax, "tenpais")),
                            }
                        }
                    }
                }
                Event::RoundDrawn(DrawRecord {
                    kind,
                    deltas,
                    tenpai,
                })
            }
            b"end_game" => {
                let end = Event::GameEnd { scores: None };
                let announced = self.game_announced;
                self.game_announced = false;
                if !announced {
                    self.pending = Some(end);
                    return Ok(Some(Event::GameStart(self.game)));
                }
                end
            }
            _ => return Ok(None),
        };
        Ok(Some(event))
    }

    fn round_start(&mut self, line: &Line<'_>) -> Result<Option<Event>, LogError> {
        let scores_field = line.required("scores")?;
        let score_count = count(line, scores_field, "scores")?;
        let hands_field = line.required("tehais")?;
        let hand_count = count(line, hands_field, "tehais")?;
        if !(3..=4).contains(&score_count) {
            return Err(line.error(LogErrorReason::BadNumber, "scores"));
        }
        if !(3..=4).contains(&hand_count) {
            return Err(line.error(LogErrorReason::Missing, "tehais"));
        }
        let mut hands = [TileList::<13>::new(); 4];
        let items = hands_field
            .items()
            .map_err(|reason| line.error(reason, "tehais"))?;
        for (slot, item) in hands.iter_mut().zip(items) {
            let item = item.map_err(|reason| line.error(reason, "tehais"))?;
            *slot = line.tile_items(item, "tehais", 13)?;
        }
        let fourth_empty = hands.get(3).is_some_and(|hand| hand.as_slice().is_empty());
        let players = if score_count == 3 || hand_count == 3 || fourth_empty {
            Players::Three
        } else {
            Players::Four
        };
        let seats = match players {
            Players::Four => 4,
            Players::Three => 3,
        };
        for (seat, hand) in hands.iter().enumerate() {
            let expected = if seat < seats { 13 } else { 0 };
            if hand.as_slice().len() != expected {
                return Err(line.error(LogErrorReason::Missing, "tehais"));
            }
        }
        if self.game_announced && players != self.game.players {
            return Err(line.error(LogErrorReason::BadSeat, "tehais"));
        }
        self.game.players = players;
        let round_wind = match line.required("bakaze")? {
            Value::String(b"E") => Wind::East,
            Value::String(b"S") => Wind::South,
            Value::String(b"W") => Wind::West,
            Value::String(b"N") => Wind::North,
            _ => return Err(line.error(LogErrorReason::BadTile, "bakaze")),
        };
        let kyoku = line.integer("kyoku")?;
        let number = u8::try_from(kyoku)
            .ok()
            .filter(|kyoku| (1..=4).contains(kyoku))
            .ok_or(line.error(LogErrorReason::BadNumber, "kyoku"))?
            - 1;
        let counter = |key: &'static str| {
            u16::try_from(line.integer(key)?)
                .map_err(|_| line.error(LogErrorReason::BadNumber, key))
        };
        let round = RoundStart {
            round_wind,
            number,
            dealer: line.seat("oya", self.seats())?,
            honba: counter("honba")?,
            riichi_sticks: counter("kyotaku")?,
            scores: line.points("scores", self.seats())?,
            dora_indicator: line.tile("dora_marker")?,
            hands,
        };
        let event = Event::RoundStart(round);
        if self.game_announced {
            return Ok(Some(event));
        }
        self.game_announced = true;
        self.pending = Some(event);
        Ok(Some(Event::GameStart(self.game)))
    }
}

/// How many items the array `value` has.
fn count(line: &Line<'_>, value: Value<'_>, key: &'static str) -> Result<usize, LogError> {
    let mut total = 0;
    for item in value.items().map_err(|reason| line.error(reason, key))? {
        item.map_err(|reason| line.error(reason, key))?;
        total += 1;
    }
    Ok(total)
}

/// One line: its checked object and its offset.
struct Line<'a> {
    object: Object<'a>,
    offset: usize,
}

impl<'a> Line<'a> {
    fn error(&self, reason: LogErrorReason, field: &'static str) -> LogError {
        LogError {
            offset: self.offset,
            reason,
            field,
        }
    }

    fn get(&self, key: &'static str) -> Result<Option<Value<'a>>, LogError> {
        self.object
            .get(key)
            .map_err(|reason| self.error(reason, key))
    }

    fn required(&self, key: &'static str) -> Result<Value<'a>, LogError> {
        self.get(key)?
            .ok_or(self.error(LogErrorReason::Missing, key))
    }

    fn integer(&self, key: &'static str) -> Result<i64, LogError> {
        match self.required(key)? {
            value @ Value::Number(_) => value.integer().map_err(|reason| self.error(reason, key)),
            _ => Err(self.error(LogErrorReason::BadNumber, key)),
        }
    }

    fn seat(&self, key: &'static str, seats: u8) -> Result<u8, LogError> {
        u8::try_from(self.integer(key)?)
            .ok()
            .filter(|&seat| seat < seats)
            .ok_or(self.error(LogErrorReason::BadSeat, key))
    }

    fn tile_value(&self, value: Value<'_>, key: &'static str) -> Result<ParsedTile, LogError> {
        let Value::String(name) = value else {
            return Err(self.error(LogErrorReason::BadTile, key));
        };
        if name == b"?" {
            return Err(self.error(LogErrorReason::HiddenTile, key));
        }
        core::str::from_utf8(name)
            .ok()
            .and_then(|name| ParsedTile::from_mjai(name).ok())
            .ok_or(self.error(LogErrorReason::BadTile, key))
    }

    fn tile(&self, key: &'static str) -> Result<ParsedTile, LogError> {
        self.tile_value(self.required(key)?, key)
    }

    /// The tiles of the array `value`: more than `limit` of them, or
    /// than `N`, is [`LogErrorReason::TooLong`].
    fn tile_items<const N: usize>(
        &self,
        value: Value<'_>,
        key: &'static str,
        limit: usize,
    ) -> Result<TileList<N>, LogError> {
        let mut list = TileList::new();
        for item in value.items().map_err(|reason| self.error(reason, key))? {
            let tile = self.tile_value(item.map_err(|reason| self.error(reason, key))?, key)?;
            if list.as_slice().len() >= limit || !list.push(tile) {
                return Err(self.error(LogErrorReason::TooLong, key));
            }
        }
        Ok(list)
    }

    /// The tiles of field `key`: exactly `expected` of them (fewer is
    /// [`LogErrorReason::BadMeld`], more [`LogErrorReason::TooLong`]), or
    /// any number up to `N` when `expected` is `usize::MAX`.
    fn tiles<const N: usize>(
        &self,
        key: &'static str,
        expected: usize,
    ) -> Result<TileList<N>, LogError> {
        let list = self.tile_items(self.required(key)?, key, expected)?;
        if expected != usize::MAX && list.as_slice().len() != expected {
            return Err(self.error(LogErrorReason::BadMeld, key));
        }
        Ok(list)
    }

    /// A point for each seat: three or four numbers, as many as `seats`
    /// at least.
    fn points(&self, key: &'static str, seats: u8) -> Result<[i32; 4], LogError> {
        let mut out = [0; 4];
        let mut total = 0usize;
        let value = self.required(key)?;
        for item in value.items().map_err(|reason| self.error(reason, key))? {
            let item = item.map_err(|reason| self.error(reason, key))?;
            let points = match item {
                Value::Number(_) => item.integer().map_err(|reason| self.error(reason, key))?,
                _ => return Err(self.error(LogErrorReason::BadNumber, key)),
            };
            let slot = out
                .get_mut(total)
                .ok_or(self.error(LogErrorReason::TooLong, key))?;
            *slot =
                i32::try_from(points).map_err(|_| self.error(LogErrorReason::BadNumber, key))?;
            total += 1;
        }
        if total < usize::from(seats) || total < 3 {
            return Err(self.error(LogErrorReason::BadNumber, key));
        }
        Ok(out)
    }
}

/// The line starting at `start`: its bytes without the line break, and
/// where the next one starts.
fn line_at(text: &[u8], start: usize) -> (&[u8], usize) {
    let rest = text.get(start..).unwrap_or(&[]);
    match rest.iter().position(|&byte| byte == b'\n') {
        Some(end) => (rest.get(..end).unwrap_or(&[]), start + end + 1),
        None => (rest, text.len()),
    }
}

fn is_blank(line: &[u8]) -> bool {
    line.iter().all(|byte| matches!(byte, b' ' | b'\t' | b'\r'))
}

impl Iterator for MjaiReader<'_> {
    type Item = Result<Event, LogError>;

    fn next(&mut self) -> Option<Self::Item> {
        if let Some(event) = self.pending.take() {
            return Some(Ok(event));
        }
        while self.position < self.text.len() {
            let offset = self.position;
            let (bytes, next) = line_at(self.text, offset);
            self.position = next.max(offset + 1);
            if is_blank(bytes) {
                continue;
            }
            let object = match Object::parse(bytes) {
                Ok(object) => object,
                Err(reason) => {
                    if self.skipping {
                        continue;
                    }
                    self.skipping = true;
                    return Some(Err(LogError {
                        offset,
                        reason,
                        field: "line",
                    }));
                }
            };
            let line = Line { object, offset };
            if self.skipping {
                if line.object.get("type") != Ok(Some(Value::String(b"start_game"))) {
                    continue;
                }
                self.skipping = false;
            }
            self.event_offset = offset;
            match self.event(&line) {
                Ok(Some(event)) => return Some(Ok(event)),
                Ok(None) => {}
                Err(error) => {
                    self.skipping = true;
                    self.pending = None;
                    self.game = GameStart::default();
                    self.game_announced = false;
                    return Some(Err(error));
                }
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::vec;
    use std::vec::Vec;

    fn events(text: &str) -> Vec<Result<Event, LogError>> {
        MjaiReader::new(text.as_bytes()).collect()
    }

    #[test]
    fn a_game_without_rounds_still_starts_and_ends() {
        let read = events("{\"type\":\"start_game\"}\r\n\r\n{\"type\":\"end_game\"}");
        assert_eq!(
            read,
            [
                Ok(Event::GameStart(GameStart::default())),
                Ok(Event::GameEnd { scores: None })
            ]
        );
    }

    #[test]
    fn calls_carry_the_taken_tile() {
        let read = events(
            r#"{"type":"pon","actor":1,"target":3,"pai":"5mr","consumed":["5m","5m"]}
{"type":"kakan","actor":1,"pai":"5m","consumed":["5mr","5m","5m"]}
{"type":"ankan","actor":2,"consumed":["C","C","C","C"]}
{"type":"none"}
{"type":"end_kyoku"}
{"type":"ryukyoku","reason":"kyushukyuhai","tenpais":[false,true,false,false]}"#,
        );
        let tile = |name| ParsedTile::from_mjai(name).unwrap();
        let Ok(Event::Call(pon)) = read[0] else {
            panic!("{read:?}")
        };
        assert_eq!(pon.kind, CallKind::Pon);
        assert_eq!(pon.tiles.as_slice(), [tile("5m"), tile("5m"), tile("5mr")]);
        assert_eq!(pon.taken, Some((tile("5mr"), 3)));
        let Ok(Event::Call(kakan)) = read[1] else {
            panic!("{read:?}")
        };
        assert_eq!(kakan.taken, Some((tile("5m"), 1)));
        assert_eq!(kakan.tiles.as_slice().len(), 4);
        let Ok(Event::Call(ankan)) = read[2] else {
            panic!("{read:?}")
        };
        assert_eq!((ankan.kind, ankan.taken), (CallKind::ClosedKan, None));
        assert_eq!(
            read[3],
            Ok(Event::RoundDrawn(DrawRecord {
                kind: DrawKind::NineTerminals,
                deltas: [0; 4],
                tenpai: [false, true, false, false]
            }))
        );
        assert_eq!(read.len(), 4);
    }

    #[test]
    fn errors_name_the_line_and_field() {
        let text = "{\"type\":\"tsumo\",\"actor\":4,\"pai\":\"1m\"}\n{\"type\":\"tsumo\",\"actor\":0,\"pai\":\"1m\"}\n";
        let read = events(text);
        assert_eq!(
            read,
            [Err(LogError {
                offset: 0,
                reason: LogErrorReason::BadSeat,
                field: "actor"
            })]
        );
        let read = events("\n{\"actor\":0}\n{\"type\":\"start_game\"}\n{\"type\":\"end_game\"}");
        assert_eq!(
            read[0],
            Err(LogError {
                offset: 1,
                reason: LogErrorReason::Missing,
                field: "type"
            })
        );
        assert_eq!(read.len(), 3);
        let read = events("{\"type\":\"dahai\",\"actor\":0,\"pai\":\"?\"}");
        assert_eq!(read[0].unwrap_err().reason, LogErrorReason::HiddenTile);
        let read = events(
            "{\"type\":\"chi\",\"actor\":1,\"target\":0,\"pai\":\"3m\",\"consumed\":[\"1m\"]}",
        );
        assert_eq!(read[0].unwrap_err().reason, LogErrorReason::BadMeld);
    }

    #[test]
    fn draw_reasons_and_player_counts() {
        let drawn = |reason: &str| {
            let line = format!("{{\"type\":\"ryukyoku\",\"reason\":\"{reason}\"}}");
            match events(&line).as_slice() {
                [Ok(Event::RoundDrawn(drawn))] => drawn.kind,
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(drawn("fanpai"), DrawKind::Exhaustive);
        assert_eq!(drawn("something_else"), DrawKind::Exhaustive);
        assert_eq!(drawn("nagashimangan"), DrawKind::NagashiMangan);
        assert_eq!(drawn("suchareach"), DrawKind::FourRiichi);
        assert_eq!(drawn("sanchaho"), DrawKind::TripleRon);
        assert_eq!(drawn("sufonrenta"), DrawKind::FourWinds);
        assert_eq!(drawn("suukaikan"), DrawKind::FourKans);
        let hand = r#"["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","4p"]"#;
        let start = |scores: &str, hands: usize| {
            let tehais = vec![hand; hands].join(",");
            format!(
                r#"{{"type":"start_kyoku","bakaze":"S","dora_marker":"5s","kyoku":2,"honba":1,"kyotaku":1,"oya":1,"scores":{scores},"tehais":[{tehais}]}}"#
            )
        };
        let read = events(&start("[1,2,3]", 3));
        let (Ok(Event::GameStart(game)), Ok(Event::RoundStart(round))) = (&read[0], &read[1])
        else {
            panic!("{read:?}")
        };
        assert_eq!(game.players, Players::Three);
        assert_eq!(
            (round.round_wind, round.number, round.dealer, round.honba),
            (Wind::South, 1, 1, 1)
        );
        assert_eq!(round.scores, [1, 2, 3, 0]);
        let read = events(&start("[1,2,3,4]", 4));
        let Ok(Event::GameStart(game)) = read[0] else {
            panic!("{read:?}")
        };
        assert_eq!(game.players, Players::Four);
        // Four hands but three scores: a fourth hand must then be empty.
        let read = events(&start("[1,2,3]", 4));
        assert_eq!(read[0].unwrap_err().reason, LogErrorReason::Missing);
        // A three-player round in a four-player game.
        let text = format!("{}\n{}", start("[1,2,3,4]", 4), start("[1,2,3]", 3));
        let read = events(&text);
        assert_eq!(read[2].unwrap_err().field, "tehais");
    }

    #[test]
    fn any_byte_change_is_read_without_panic() {
        let line = br#"{"type":"start_kyoku","bakaze":"E","dora_marker":"5s","kyoku":1,"honba":0,"kyotaku":0,"oya":0,"scores":[25000,25000,25000],"tehais":[["1m","2m","3m","4m","5m","6m","7m","8m","9m","1p","2p","3p","4p"],["1p","2p","3p","4p","5p","6p","7p","8p","9p","1s","2s","3s","4s"],["1s","2s","3s","4s","5s","6s","7s","8s","9s","E","S","W","N"],[]]}"#;
        let read: Vec<_> = MjaiReader::new(line).collect();
        assert_eq!(read.len(), 2, "{read:?}");
        let Ok(Event::GameStart(game)) = read[0] else {
            panic!("{read:?}")
        };
        assert_eq!(game.players, Players::Three);
        for index in 0..line.len() {
            for byte in [b'"', b'\n', b'[', b']', b',', b'0', b'9', b'?'] {
                let mut changed = line.to_vec();
                changed[index] = byte;
                assert!(MjaiReader::new(&changed).count() <= 3);
            }
        }
    }
}
