//! Tenhou's mjlog XML: one `<mjloggm>` element per game, one empty-element
//! tag per event. Draws are `T`/`U`/`V`/`W` and discards `D`/`E`/`F`/`G`
//! followed by a 136-tile id (seats 0 to 3); calls are `N` with a packed
//! meld code `m`; `INIT`, `DORA`, `REACH`, `AGARI`, `RYUUKYOKU`, `BYE` and
//! `UN` carry the rest. Points are written in hundreds.

use super::error::{LogError, LogErrorReason};
use super::event::{
    Call, CallKind, DrawKind, DrawRecord, Event, GameStart, MAX_RECORDED_YAKU, RoundStart,
    TileList, WinRecord,
};
use super::xml::{Tag, next_tag, numbers};
use crate::context::Players;
use crate::notation::ParsedTile;
use crate::score::Wind;
use crate::tile::Tile;

/// Tenhou's game type bit for a game without red fives.
const NO_RED_FIVES: u16 = 0x02;
/// Tenhou's game type bit for a game without open tanyao.
const NO_OPEN_TANYAO: u16 = 0x04;
/// Tenhou's game type bit for three players.
const THREE_PLAYERS: u16 = 0x10;

/// Tenhou's yaku numbers that are yakuman (listed in `yakuman=`).
const YAKUMAN_HAN: u8 = 13;

/// Reads Tenhou's mjlog XML: an iterator of events over the text of one
/// record, or of many records one after another. After an error the rest
/// of that game is skipped and reading goes on with the next `<mjloggm>`.
///
/// ```
/// use tehai::log::{Event, TenhouReader};
/// let text = br#"<mjloggm ver="2.3"><GO type="169"/><TAIKYOKU oya="0"/>
///   <INIT seed="0,0,0,1,2,52" ten="250,250,250,250" oya="0"
///     hai0="0,4,8,12,16,20,24,28,32,36,40,44,48" hai1="1,5,9,13,17,21,25,29,33,37,41,45,49"
///     hai2="2,6,10,14,18,22,26,30,34,38,42,46,50" hai3="3,7,11,15,19,23,27,31,35,39,43,47,51"/>
///   <T53/><D53/></mjloggm>"#;
/// let events: Vec<Event> = TenhouReader::new(text).collect::<Result<_, _>>()?;
/// assert_eq!(events.len(), 5);
/// assert_eq!(events[2], Event::Draw { seat: 0, tile: "5p".parse()? });
/// assert_eq!(events[3], Event::Discard { seat: 0, tile: "5p".parse()?, tsumogiri: true });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct TenhouReader<'a> {
    text: &'a [u8],
    position: usize,
    game: GameStart,
    game_announced: bool,
    /// Each seat's last draw (136-tile id), cleared by a call.
    last_draw: [Option<u8>; 4],
    /// The seat and tile of the last discard: what a call takes.
    last_discard: Option<(u8, ParsedTile)>,
    final_scores: Option<[i32; 4]>,
    /// After an error: skip to the end of the game.
    skipping: bool,
    /// Where the last event's tag starts.
    event_offset: usize,
}

impl<'a> TenhouReader<'a> {
    /// A reader of `text`.
    ///
    /// ```
    /// assert_eq!(tehai::log::TenhouReader::new(b"").count(), 0);
    /// ```
    pub fn new(text: &'a [u8]) -> TenhouReader<'a> {
        TenhouReader {
            text,
            position: 0,
            game: GameStart::default(),
            game_announced: false,
            last_draw: [None; 4],
            last_discard: None,
            final_scores: None,
            skipping: false,
            event_offset: 0,
        }
    }

    /// The byte offset reading has reached.
    ///
    /// ```
    /// let mut reader = tehai::log::TenhouReader::new(b"<mjloggm></mjloggm>");
    /// reader.next();
    /// assert_eq!(reader.position(), 19);
    /// ```
    pub fn position(&self) -> usize {
        self.position
    }

    /// The byte offset of the tag of the last event returned: where a
    /// replay that refuses the event should point.
    ///
    /// ```
    /// let mut reader = tehai::log::TenhouReader::new(b"<mjloggm><GO type=\"169\"/></mjloggm>");
    /// reader.next();
    /// assert_eq!(reader.event_offset(), 9);
    /// ```
    pub fn event_offset(&self) -> usize {
        self.event_offset
    }

    fn tile(&self, id: i64, offset: usize, field: &'static str) -> Result<ParsedTile, LogError> {
        let error = LogError {
            offset,
            reason: LogErrorReason::BadTile,
            field,
        };
        let id = u8::try_from(id).map_err(|_| error)?;
        let tile = ParsedTile::from_id136(id).ok_or(error)?;
        if self.game.red_fives {
            Ok(tile)
        } else {
            ParsedTile::new(tile.tile(), false).ok_or(error)
        }
    }

    fn seat(&self, value: i64, offset: usize, field: &'static str) -> Result<u8, LogError> {
        let seats = match self.game.players {
            Players::Four => 4,
            Players::Three => 3,
        };
        u8::try_from(value)
            .ok()
            .filter(|&seat| seat < seats)
            .ok_or(LogError {
                offset,
                reason: LogErrorReason::BadSeat,
                field,
            })
    }

    fn tiles<const N: usize>(
        &self,
        tag: &Tag<'_>,
        field: &'static str,
    ) -> Result<TileList<N>, LogError> {
        let mut list = TileList::new();
        if let Some(text) = tag.attribute(field)? {
            for id in numbers(text, tag.offset, field) {
                let tile = self.tile(id?, tag.offset, field)?;
                if !list.push(tile) {
                    return Err(LogError {
                        offset: tag.offset,
                        reason: LogErrorReason::TooLong,
                        field,
                    });
                }
            }
        }
        Ok(list)
    }

    /// The one event of `tag`, `None` for a tag with nothing to say.
    fn event(&mut self, tag: &Tag<'_>) -> Result<Option<Event>, LogError> {
        let name = tag.name;
        if tag.closing {
            return Ok((name == b"mjloggm").then(|| {
                self.game_announced = false;
                Event::GameEnd {
                    scores: self.final_scores.take(),
                }
            }));
        }
        if let Some((&letter, digits)) = name.split_first() {
            if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
                return self.draw_or_discard(tag, letter, digits).map(Some);
            }
        }
        match name {
            b"mjloggm" => {
                self.game = GameStart::default();
                self.game_announced = false;
                self.final_scores = None;
                Ok(None)
            }
            b"GO" => {
                let kind = single(tag, "type")?;
                let kind = u16::try_from(kind).map_err(|_| bad_number(tag, "type"))?;
                self.game = GameStart {
                    players: if kind & THREE_PLAYERS != 0 {
                        Players::Three
                    } else {
                        Players::Four
                    },
                    red_fives: kind & NO_RED_FIVES == 0,
                    open_tanyao: kind & NO_OPEN_TANYAO == 0,
                    tenhou_type: kind,
                };
                Ok(self.announce())
            }
            b"TAIKYOKU" => Ok(self.announce()),
            b"INIT" => self.round_start(tag).map(Some),
            b"N" => self.call(tag).map(Some),
            b"DORA" => {
                let indicator = self.tile(single(tag, "hai")?, tag.offset, "hai")?;
                Ok(Some(Event::NewDora { indicator }))
            }
            b"REACH" => {
                let seat = self.seat(single(tag, "who")?, tag.offset, "who")?;
                match single(tag, "step")? {
                    1 => Ok(Some(Event::Riichi { seat })),
                    2 => Ok(Some(Event::RiichiAccepted { seat })),
                    _ => Err(bad_number(tag, "step")),
                }
            }
            b"AGARI" => self.win(tag).map(Some),
            b"RYUUKYOKU" => self.drawn(tag).map(Some),
            b"BYE" => {
                let seat = self.seat(single(tag, "who")?, tag.offset, "who")?;
                Ok(Some(Event::PlayerLeft { seat }))
            }
            b"UN" => {
                // The first UN names the players (with their ranks); a later
                // one names a player who came back.
                if tag.attribute("dan")?.is_some() {
                    return Ok(None);
                }
                for (seat, key) in [(0, "n0"), (1, "n1"), (2, "n2"), (3, "n3")] {
                    if tag.attribute(key)?.is_some() {
                        return Ok(Some(Event::PlayerBack { seat }));
                    }
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    fn announce(&mut self) -> Option<Event> {
        if self.game_announced {
            return None;
        }
        self.game_announced = true;
        Some(Event::GameStart(self.game))
    }

    fn draw_or_discard(
        &mut self,
        tag: &Tag<'_>,
        letter: u8,
        digits: &[u8],
    ) -> Result<Event, LogError> {
        let bad = LogError {
            offset: tag.offset,
            reason: LogErrorReason::BadTile,
            field: "tag",
        };
        let mut id: i64 = 0;
        for &digit in digits.iter().take(4) {
            id = id * 10 + i64::from(digit - b'0');
        }
        if digits.len() > 3 {
            return Err(bad);
        }
        let tile = self.tile(id, tag.offset, "tag")?;
        let raw = u8::try_from(id).map_err(|_| bad)?;
        let (seat, draw) = match letter {
            b'T' => (0, true),
            b'U' => (1, true),
            b'V' => (2, true),
            b'W' => (3, true),
            b'D' => (0, false),
            b'E' => (1, false),
            b'F' => (2, false),
            b'G' => (3, false),
            _ => {
                return Err(LogError {
                    offset: tag.offset,
                    reason: LogErrorReason::UnknownEvent,
                    field: "tag",
                });
            }
        };
        let seat = self.seat(seat, tag.offset, "tag")?;
        let slot = self.last_draw.get_mut(usize::from(seat)).ok_or(bad)?;
        if draw {
            *slot = Some(raw);
            Ok(Event::Draw { seat, tile })
        } else {
            let tsumogiri = slot.take() == Some(raw);
            self.last_discard = Some((seat, tile));
            Ok(Event::Discard {
                seat,
                tile,
                tsumogiri,
            })
        }
    }

    fn round_start(&mut self, tag: &Tag<'_>) -> Result<Event, LogError> {
        self.announce();
        self.last_draw = [None; 4];
        self.last_discard = None;
        let mut seed = [0i64; 6];
        fill(&mut seed, tag, "seed")?;
        let mut hundreds = [0i64; 4];
        fill(&mut hundreds, tag, "ten")?;
        let index = u8::try_from(seed[0]).map_err(|_| bad_number(tag, "seed"))?;
        let round_wind = Wind::from_u8(index / 4).ok_or(bad_number(tag, "seed"))?;
        let counter = |value: i64| u16::try_from(value).map_err(|_| bad_number(tag, "seed"));
        let mut round = RoundStart {
            round_wind,
            number: index % 4,
            dealer: self.seat(single(tag, "oya")?, tag.offset, "oya")?,
            honba: counter(seed[1])?,
            riichi_sticks: counter(seed[2])?,
            scores: points(hundreds, tag, "ten")?,
            dora_indicator: self.tile(seed[5], tag.offset, "seed")?,
            hands: [TileList::new(); 4],
        };
        let seats = match self.game.players {
            Players::Four => 4,
            Players::Three => 3,
        };
        for (seat, key) in ["hai0", "hai1", "hai2", "hai3"].into_iter().enumerate() {
            let hand: TileList<13> = self.tiles(tag, key)?;
            let expected = if seat < seats { 13 } else { 0 };
            if hand.as_slice().len() != expected {
                return Err(LogError {
                    offset: tag.offset,
                    reason: LogErrorReason::Missing,
                    field: key,
                });
            }
            if let Some(slot) = round.hands.get_mut(seat) {
                *slot = hand;
            }
        }
        Ok(Event::RoundStart(round))
    }

    fn call(&mut self, tag: &Tag<'_>) -> Result<Event, LogError> {
        let seat = self.seat(single(tag, "who")?, tag.offset, "who")?;
        let code = u16::try_from(single(tag, "m")?).map_err(|_| bad_number(tag, "m"))?;
        let bad = LogError {
            offset: tag.offset,
            reason: LogErrorReason::BadMeld,
            field: "m",
        };
        let decoded = decode_meld(code).ok_or(bad)?;
        let mut tiles = TileList::new();
        for &id in decoded.ids.get(..decoded.len).unwrap_or(&[]) {
            tiles.push(self.tile(i64::from(id), tag.offset, "m")?);
        }
        let taken = match decoded.taken {
            Taken::Nothing => None,
            Taken::Added(id) => Some((self.tile(i64::from(id), tag.offset, "m")?, seat)),
            Taken::Discard { id, relative } => {
                let tile = self.tile(i64::from(id), tag.offset, "m")?;
                let (from, thrown) = self.last_discard.ok_or(bad)?;
                // Four players: the code's relative seat must be the thrower.
                let seats = match self.game.players {
                    Players::Four => 4,
                    Players::Three => 3,
                };
                let consistent = seats == 3 || (seat + relative) % 4 == from;
                if thrown != tile || from == seat || !consistent {
                    return Err(bad);
                }
                Some((tile, from))
            }
        };
        if let Some(slot) = self.last_draw.get_mut(usize::from(seat)) {
            *slot = None;
        }
        Ok(Event::Call(Call {
            seat,
            kind: decoded.kind,
            tiles,
            taken,
        }))
    }

    fn win(&mut self, tag: &Tag<'_>) -> Result<Event, LogError> {
        let seat = self.seat(single(tag, "who")?, tag.offset, "who")?;
        let from = self.seat(single(tag, "fromWho")?, tag.offset, "fromWho")?;
        let mut ba = [0i64; 2];
        fill(&mut ba, tag, "ba")?;
        let mut ten = [0i64; 3];
        fill(&mut ten, tag, "ten")?;
        let mut record = WinRecord {
            seat,
            from,
            winning_tile: Some(self.tile(single(tag, "machi")?, tag.offset, "machi")?),
            hand: self.tiles(tag, "hai")?,
            dora_indicators: self.tiles(tag, "doraHai")?,
            ura_indicators: self.tiles(tag, "doraHaiUra")?,
            fu: Some(u8::try_from(ten[0]).map_err(|_| bad_number(tag, "ten"))?),
            points: Some(u32::try_from(ten[1]).map_err(|_| bad_number(tag, "ten"))?),
            limit: Some(u8::try_from(ten[2]).map_err(|_| bad_number(tag, "ten"))?),
            honba: Some(u16::try_from(ba[0]).map_err(|_| bad_number(tag, "ba"))?),
            riichi_sticks: Some(u16::try_from(ba[1]).map_err(|_| bad_number(tag, "ba"))?),
            deltas: deltas(tag)?,
            ..WinRecord::default()
        };
        if let Some(text) = tag.attribute("paoWho")? {
            let mut pao = numbers(text, tag.offset, "paoWho");
            let value = pao.next().ok_or(bad_number(tag, "paoWho"))??;
            record.liable = Some(self.seat(value, tag.offset, "paoWho")?);
        }
        let too_long = LogError {
            offset: tag.offset,
            reason: LogErrorReason::TooLong,
            field: "yaku",
        };
        let mut entries = 0usize;
        let mut push = |record: &mut WinRecord, number: i64, han: i64, field| {
            let number = u8::try_from(number).map_err(|_| bad_number(tag, field))?;
            let han = u8::try_from(han).map_err(|_| bad_number(tag, field))?;
            let slot = record.yaku.get_mut(entries).ok_or(too_long)?;
            *slot = (number, han);
            entries += 1;
            Ok::<(), LogError>(())
        };
        if let Some(text) = tag.attribute("yaku")? {
            let mut list = numbers(text, tag.offset, "yaku");
            while let Some(number) = list.next() {
                let han = list.next().ok_or(bad_number(tag, "yaku"))??;
                push(&mut record, number?, han, "yaku")?;
            }
        }
        if let Some(text) = tag.attribute("yakuman")? {
            for number in numbers(text, tag.offset, "yakuman") {
                push(&mut record, number?, i64::from(YAKUMAN_HAN), "yakuman")?;
            }
        }
        record.yaku_len = u8::try_from(entries.min(MAX_RECORDED_YAKU)).unwrap_or(0);
        self.final_scores(tag)?;
        Ok(Event::Win(record))
    }

    fn drawn(&mut self, tag: &Tag<'_>) -> Result<Event, LogError> {
        let kind = match tag.attribute("type")? {
            None => DrawKind::Exhaustive,
            Some(b"nm") => DrawKind::NagashiMangan,
            Some(b"yao9") => DrawKind::NineTerminals,
            Some(b"reach4") => DrawKind::FourRiichi,
            Some(b"ron3") => DrawKind::TripleRon,
            Some(b"kaze4") => DrawKind::FourWinds,
            Some(b"kan4") => DrawKind::FourKans,
            Some(_) => {
                return Err(LogError {
                    offset: tag.offset,
                    reason: LogErrorReason::UnknownEvent,
                    field: "type",
                });
            }
        };
        let mut tenpai = [false; 4];
        for (seat, key) in ["hai0", "hai1", "hai2", "hai3"].into_iter().enumerate() {
            if let Some(shown) = tenpai.get_mut(seat) {
                *shown = tag.attribute(key)?.is_some();
            }
        }
        let record = DrawRecord {
            kind,
            deltas: deltas(tag)?,
            tenpai,
        };
        self.final_scores(tag)?;
        Ok(Event::RoundDrawn(record))
    }

    fn final_scores(&mut self, tag: &Tag<'_>) -> Result<(), LogError> {
        if let Some(text) = tag.attribute("owari")? {
            let mut scores = [0i32; 4];
            for (index, value) in numbers(text, tag.offset, "owari").enumerate() {
                let value = value?;
                if index % 2 == 0 {
                    if let Some(slot) = scores.get_mut(index / 2) {
                        *slot = hundreds_to_points(value).ok_or(bad_number(tag, "owari"))?;
                    }
                }
            }
            self.final_scores = Some(scores);
        }
        Ok(())
    }

    /// Skips to the end of the current game.
    fn skip_game(&mut self) {
        match super::xml::find_after(self.text, self.position, b"</mjloggm>") {
            Some(next) => self.position = next,
            None => self.position = self.text.len(),
        }
        self.game_announced = false;
        self.final_scores = None;
    }
}

impl Iterator for TenhouReader<'_> {
    type Item = Result<Event, LogError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.skipping {
            self.skipping = false;
            self.skip_game();
        }
        loop {
            let (tag, next) = match next_tag(self.text, self.position)? {
                Ok(found) => found,
                Err(error) => {
                    self.position = error.offset.saturating_add(1);
                    self.skipping = true;
                    return Some(Err(error));
                }
            };
            self.position = next;
            match self.event(&tag) {
                Ok(Some(event)) => {
                    self.event_offset = tag.offset;
                    return Some(Ok(event));
                }
                Ok(None) => {}
                Err(error) => {
                    self.skipping = true;
                    return Some(Err(error));
                }
            }
        }
    }
}

fn bad_number(tag: &Tag<'_>, field: &'static str) -> LogError {
    LogError {
        offset: tag.offset,
        reason: LogErrorReason::BadNumber,
        field,
    }
}

/// The one number of attribute `key`.
fn single(tag: &Tag<'_>, key: &'static str) -> Result<i64, LogError> {
    let mut values = numbers(tag.required(key)?, tag.offset, key);
    let value = values.next().ok_or(bad_number(tag, key))??;
    if values.next().is_some() {
        return Err(bad_number(tag, key));
    }
    Ok(value)
}

/// Exactly `N` numbers of attribute `key`.
fn fill<const N: usize>(
    out: &mut [i64; N],
    tag: &Tag<'_>,
    key: &'static str,
) -> Result<(), LogError> {
    let mut count = 0;
    for value in numbers(tag.required(key)?, tag.offset, key) {
        let slot = out.get_mut(count).ok_or(bad_number(tag, key))?;
        *slot = value?;
        count += 1;
    }
    if count != N {
        return Err(bad_number(tag, key));
    }
    Ok(())
}

fn hundreds_to_points(value: i64) -> Option<i32> {
    i32::try_from(value.checked_mul(100)?).ok()
}

fn points(hundreds: [i64; 4], tag: &Tag<'_>, key: &'static str) -> Result<[i32; 4], LogError> {
    let mut out = [0; 4];
    for (slot, value) in out.iter_mut().zip(hundreds) {
        *slot = hundreds_to_points(value).ok_or(bad_number(tag, key))?;
    }
    Ok(out)
}

/// The point changes of `sc="before,change,..."` (three or four pairs).
fn deltas(tag: &Tag<'_>) -> Result<[i32; 4], LogError> {
    let mut out = [0; 4];
    let mut count = 0;
    for (index, value) in numbers(tag.required("sc")?, tag.offset, "sc").enumerate() {
        let value = value?;
        if index % 2 == 1 {
            let slot = out.get_mut(index / 2).ok_or(bad_number(tag, "sc"))?;
            *slot = hundreds_to_points(value).ok_or(bad_number(tag, "sc"))?;
        }
        count += 1;
    }
    if count != 6 && count != 8 {
        return Err(bad_number(tag, "sc"));
    }
    Ok(out)
}

/// What a call took, in a decoded meld code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Taken {
    Nothing,
    /// The tile added to a pon.
    Added(u8),
    /// A discard, from the seat `relative` places after the caller.
    Discard {
        id: u8,
        relative: u8,
    },
}

/// A decoded meld code: the kind, the 136-tile ids, the tile taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct DecodedMeld {
    kind: CallKind,
    ids: [u8; 4],
    len: usize,
    taken: Taken,
}

/// Decodes Tenhou's 16-bit meld code. Bits 0–1 are the seat taken from
/// (relative; 0 for the caller), then by the lowest flag set: bit 2 a chi
/// (bits 3–8 the copy of each of the three tiles, bits 10–15 the run and
/// the tile called, `run × 3 + called`); bit 3 a pon and bit 4 an added
/// kan (bits 5–6 the copy not in the pon, bits 9–15 `kind × 3 + called`);
/// bit 5 a kita (bits 8–15 the tile's id); otherwise a kan, open or
/// closed by bits 0–1, bits 8–15 the id of the tile taken (or one tile).
fn decode_meld(code: u16) -> Option<DecodedMeld> {
    let relative = (code & 3) as u8;
    if code & 0x04 != 0 {
        let packed = code >> 10;
        let called = usize::from(packed % 3);
        let run = packed / 3;
        let suit = run / 7;
        if suit >= 3 {
            return None;
        }
        let first = suit * 9 + run % 7;
        let mut ids = [0u8; 4];
        for (index, slot) in ids.iter_mut().take(3).enumerate() {
            let copy = (code >> (3 + 2 * index)) & 3;
            *slot = u8::try_from((first + index as u16) * 4 + copy).ok()?;
        }
        let id = *ids.get(called)?;
        return (relative != 0).then_some(DecodedMeld {
            kind: CallKind::Chi,
            ids,
            len: 3,
            taken: Taken::Discard { id, relative },
        });
    }
    if code & 0x18 != 0 {
        let packed = code >> 9;
        let called = usize::from(packed % 3);
        let kind = packed / 3;
        Tile::new(u8::try_from(kind).ok()?)?;
        let unused = (code >> 5) & 3;
        let mut ids = [0u8; 4];
        let mut len = 0;
        for copy in 0..4u16 {
            if code & 0x10 != 0 || copy != unused {
                *ids.get_mut(len)? = u8::try_from(kind * 4 + copy).ok()?;
                len += 1;
            }
        }
        if relative == 0 {
            return None;
        }
        if code & 0x08 != 0 {
            let id = *ids.get(called)?;
            return Some(DecodedMeld {
                kind: CallKind::Pon,
                ids,
                len,
                taken: Taken::Discard { id, relative },
            });
        }
        let added = u8::try_from(kind * 4 + unused).ok()?;
        return Some(DecodedMeld {
            kind: CallKind::AddedKan,
            ids,
            len,
            taken: Taken::Added(added),
        });
    }
    let id = u8::try_from(code >> 8).ok()?;
    let kind = id / 4;
    Tile::new(kind)?;
    if code & 0x20 != 0 {
        return Some(DecodedMeld {
            kind: CallKind::Kita,
            ids: [id, 0, 0, 0],
            len: 1,
            taken: Taken::Nothing,
        });
    }
    let ids = [kind * 4, kind * 4 + 1, kind * 4 + 2, kind * 4 + 3];
    if relative == 0 {
        Some(DecodedMeld {
            kind: CallKind::ClosedKan,
            ids,
            len: 4,
            taken: Taken::Nothing,
        })
    } else {
        Some(DecodedMeld {
            kind: CallKind::OpenKan,
            ids,
            len: 4,
            taken: Taken::Discard { id, relative },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meld_codes_decode_exactly() {
        // A chi of 3p 4p 5p (ids 44, 49, 54 with copies 0, 1, 2), 4p called.
        let run = 7 + 2; // pinzu, starting at 3p
        let code = ((run * 3 + 1) << 10) | 0x04 | (1 << 5) | (2 << 7) | 3;
        let meld = decode_meld(code).unwrap();
        assert_eq!(meld.kind, CallKind::Chi);
        assert_eq!(&meld.ids[..3], &[11 * 4, 12 * 4 + 1, 13 * 4 + 2]);
        assert_eq!(
            meld.taken,
            Taken::Discard {
                id: 49,
                relative: 3
            }
        );
        // A pon of 7z without copy 2, the second of the three called, from
        // the player opposite.
        let code = ((33 * 3 + 1) << 9) | 0x08 | (2 << 5) | 2;
        let meld = decode_meld(code).unwrap();
        assert_eq!((meld.kind, meld.len), (CallKind::Pon, 3));
        assert_eq!(&meld.ids[..3], &[132, 133, 135]);
        assert_eq!(
            meld.taken,
            Taken::Discard {
                id: 133,
                relative: 2
            }
        );
        // The same pon made a kan with copy 2.
        let meld = decode_meld(((33 * 3 + 1) << 9) | 0x10 | (2 << 5) | 2).unwrap();
        assert_eq!(
            (meld.kind, meld.len, meld.taken),
            (CallKind::AddedKan, 4, Taken::Added(134))
        );
        // Closed and open kans of 1m, a kita.
        let meld = decode_meld(2 << 8).unwrap();
        assert_eq!(
            (meld.kind, meld.ids, meld.taken),
            (CallKind::ClosedKan, [0, 1, 2, 3], Taken::Nothing)
        );
        let meld = decode_meld((2 << 8) | 1).unwrap();
        assert_eq!(meld.taken, Taken::Discard { id: 2, relative: 1 });
        // Codes from a real three-player record: kita of the north with id 122, 121, 123.
        for (code, id) in [(31264, 122), (31008, 121), (31520, 123)] {
            let meld = decode_meld(code).unwrap();
            assert_eq!((meld.kind, meld.ids[0]), (CallKind::Kita, id));
        }
        // Out of range: a chi in the honors, a pon of kind 34, a kan id past 135.
        assert_eq!(decode_meld(((21 * 3) << 10) | 0x04 | 3), None);
        assert_eq!(decode_meld(((34 * 3) << 9) | 0x08 | 1), None);
        assert_eq!(decode_meld(136 << 8), None);
        // A pon or chi from oneself is no meld.
        assert_eq!(decode_meld(((33 * 3) << 9) | 0x08), None);
    }
}
