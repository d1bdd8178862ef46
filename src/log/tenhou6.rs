//! tenhou.net/6's JSON form of a game: one object per game, its `log` a
//! list of rounds, each round the seats' hands, what each seat received
//! (`take`) and what it threw (`discard`) as separate lists, and the
//! result. The reader interleaves the four lists into the event order.

use super::error::{LogError, LogErrorReason};
use super::event::{
    Call, CallKind, DrawKind, DrawRecord, Event, GameStart, MAX_LOG_INDICATORS, RoundStart,
    TileList, WinRecord,
};
use super::json::{Items, Object, Value, object_at};
use crate::context::Players;
use crate::notation::ParsedTile;
use crate::score::Wind;
use crate::tile::Tile;

/// Reads tenhou.net/6's JSON form: an iterator of events over one game
/// object, or many (one a line, or concatenated).
///
/// A round is `[[kyoku, honba, sticks], scores, dora, ura, hai0, take0,
/// discard0, ..., hai3, take3, discard3, result]`. Tiles are numbers: 11–19
/// man, 21–29 pin, 31–39 sou, 41–47 the honors, 51–53 the red fives
/// (allowed only when `rule.aka`, `aka51`… or a `disp` with 赤 says so).
///
/// Calls are strings. The letter (`c` chi, `p` pon, `m` open kan, `k`
/// added kan, `a` closed kan) stands before the pair of the tile taken;
/// its pair position tells from whom: before the first pair from the
/// player on the left, before the second from the one opposite, before
/// the third (or, for a kan, the fourth) from the one on the right. With
/// three players the seat on the right is written before the second pair.
/// For an added kan the pair after `k` is the tile added. `f44` (or `f`)
/// is a kita. In a discard list `60` is the tile just drawn and `r` marks
/// the riichi discard.
///
/// Order of events: the dealer draws first; after a discard a pon or open
/// kan of it (written as the next `take` of some seat, from that thrower,
/// of that tile) comes first, then a chi of the next seat, otherwise the
/// next seat draws. As Tenhou's own records do, a closed kan's
/// [`Event::NewDora`] comes right after the call (before the replacement
/// draw), an open or added kan's right after the replacement draw. A
/// riichi is accepted right after its discard unless the round then ends
/// in a win. The ura indicators go to the winners who declared riichi.
/// Draws' tenpai flags are read from the deltas (a seat paid is
/// tenpai; `全員聴牌` all tenpai).
///
/// A win's info array is `[who, fromWho, paoWho, value, yaku...]`. The
/// value string gives the fu, the hand's value (without counters and
/// sticks) and the limit: `30符1飜1000点` a ron, `30符1飜300-500点` a
/// non-dealer's tsumo (each non-dealer's share, then the dealer's),
/// `40符2飜1300点∀` a dealer's tsumo (each payer's share), or a limit's
/// name in place of fu and han (`満貫`, `跳満`, `倍満`, `三倍満`, `役満`,
/// `数え役満`), whose fu stays `None`. A tsumo's value is the sum of the
/// shares of every payer (two with three players). The yaku strings,
/// `立直(1飜)` or `国士無双(役満)`, become Tenhou's yaku numbers with their
/// han (13 for each yakuman) in the order written, as mjlog's `yaku=` and
/// `yakuman=` give them; `抜きドラ` adds to the dora entry, under which
/// mjlog counts kita. Strings are matched as written, without escapes.
///
/// Errors point at the byte offset of the round's array (or of the game
/// object) with the field concerned; the rest of the game is then skipped.
/// After a syntax error the reader goes on at the next line.
///
/// ```
/// use tehai::log::{Event, Tenhou6Reader};
/// let text = r#"{"rule":{"disp":"般南喰赤","aka":1},"log":[[[0,0,0],[25000,25000,25000,25000],[11],[],
///  [12,12,12,13,13,13,14,14,14,15,15,15,16],[16],[60],
///  [21,22,23,24,25,26,27,28,29,31,32,33,34],[],[],
///  [31,32,33,34,35,36,37,38,39,41,42,43,44],[],[],
///  [41,41,41,42,42,42,43,43,43,44,44,45,45],[],[],
///  ["和了",[1500,-500,-500,-500],[0,0,0,"30符1飜500点∀","門前清自摸和(1飜)"]]]]}"#;
/// let events: Vec<Event> = Tenhou6Reader::new(text.as_bytes()).collect::<Result<_, _>>()?;
/// assert!(matches!(events[0], Event::GameStart(_)));
/// assert_eq!(events[2], Event::Draw { seat: 0, tile: "6m".parse()? });
/// assert_eq!(events[3], Event::Discard { seat: 0, tile: "6m".parse()?, tsumogiri: true });
/// let Event::Win(win) = events[4] else { panic!("a win") };
/// assert_eq!((win.fu, win.points, win.limit), (Some(30), Some(1500), Some(0)));
/// assert_eq!(win.yaku(), &[(0, 1)]);
/// assert_eq!(events[5], Event::GameEnd { scores: None });
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Tenhou6Reader<'a> {
    text: &'a [u8],
    position: usize,
    /// The offset of the round (or game) the queued events come from.
    event_offset: usize,
    game: Option<GameState<'a>>,
    queue: [Option<Event>; QUEUE],
}

const QUEUE: usize = 4;

#[derive(Clone, Debug)]
struct GameState<'a> {
    offset: usize,
    rounds: Items<'a>,
    start: GameStart,
    seats: u8,
    started: bool,
    round: Option<RoundState<'a>>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    Draw(u8),
    /// A replacement draw; whether a new dora follows the draw.
    Replacement(u8, bool),
    Discard(u8),
    After(u8, ParsedTile),
    Result,
}

#[derive(Clone, Debug)]
struct RoundState<'a> {
    offset: usize,
    takes: [Items<'a>; 4],
    discards: [Items<'a>; 4],
    next_take: [Option<Value<'a>>; 4],
    doras: Items<'a>,
    ura: TileList<MAX_LOG_INDICATORS>,
    result: Value<'a>,
    phase: Phase,
    riichi: Option<u8>,
    /// Who declared riichi this round (the ura indicators are theirs).
    declared: [bool; 4],
    last_draw: Option<ParsedTile>,
    last_tile: Option<ParsedTile>,
}

/// A tile of the form's numbers.
fn tile_of(number: i64, red_fives: bool) -> Option<ParsedTile> {
    let (suit, rank, red) = match number {
        51..=53 if red_fives => (number - 51, 4, true),
        11..=19 | 21..=29 | 31..=39 => (number / 10 - 1, number % 10 - 1, false),
        41..=47 => (3, number - 41, false),
        _ => return None,
    };
    let index = u8::try_from(suit * 9 + rank).ok()?;
    ParsedTile::new(Tile::new(index)?, red)
}

/// A decoded call string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Decoded {
    kind: CallKind,
    tiles: TileList<4>,
    /// The tile after the letter, and how many seats back its thrower
    /// sits (1 left, 2 opposite, 3 right).
    taken: Option<(ParsedTile, u8)>,
}

/// Decodes a call string (`c`, `p`, `m`, `k`, `a`, `f`).
fn decode_call(text: &[u8], red_fives: bool) -> Option<Decoded> {
    if text.first() == Some(&b'f') {
        if !(text.len() == 1 || text == b"f44") {
            return None;
        }
        let mut tiles = TileList::new();
        tiles.push(tile_of(44, false)?);
        return Some(Decoded {
            kind: CallKind::Kita,
            tiles,
            taken: None,
        });
    }
    let letter_at = text.iter().position(|byte| !byte.is_ascii_digit())?;
    let letter = *text.get(letter_at)?;
    if letter_at % 2 != 0 {
        return None;
    }
    let pair = letter_at / 2;
    let mut tiles = TileList::<4>::new();
    let mut digits = text.iter().enumerate().filter(|&(at, _)| at != letter_at);
    let mut count = 0usize;
    while let Some((_, &high)) = digits.next() {
        let (_, &low) = digits.next()?;
        if !high.is_ascii_digit() || !low.is_ascii_digit() {
            return None;
        }
        let number = i64::from(high - b'0') * 10 + i64::from(low - b'0');
        if !tiles.push(tile_of(number, red_fives)?) {
            return None;
        }
        count += 1;
    }
    let after = *tiles.as_slice().get(pair)?;
    let (kind, want, back) = match (letter, pair) {
        (b'c', 0) => (CallKind::Chi, 3, 1),
        (b'p', 0..=2) => (CallKind::Pon, 3, pair + 1),
        (b'm', 0 | 1) => (CallKind::OpenKan, 4, pair + 1),
        (b'm', 2 | 3) => (CallKind::OpenKan, 4, 3),
        (b'k', _) => (CallKind::AddedKan, 4, 0),
        (b'a', _) => (CallKind::ClosedKan, 4, 0),
        _ => return None,
    };
    if count != want {
        return None;
    }
    let same = |a: ParsedTile, b: ParsedTile| a.tile() == b.tile();
    let all_same = tiles.as_slice().iter().all(|&tile| same(tile, after));
    let valid = match kind {
        CallKind::Chi => {
            let mut indices = [0usize; 3];
            for (slot, tile) in indices.iter_mut().zip(tiles.as_slice()) {
                *slot = tile.tile().index();
            }
            indices.sort_unstable();
            let suited = tiles
                .as_slice()
                .iter()
                .all(|tile| !tile.tile().suit().is_honor());
            let first = tiles.as_slice().first().map(|tile| tile.tile().suit());
            suited
                && tiles
                    .as_slice()
                    .iter()
                    .all(|tile| Some(tile.tile().suit()) == first)
                && indices[1] == indices[0] + 1
                && indices[2] == indices[1] + 1
        }
        _ => all_same,
    };
    if !valid {
        return None;
    }
    let taken = match kind {
        CallKind::ClosedKan => None,
        _ => Some((after, u8::try_from(back).ok()?)),
    };
    Some(Decoded { kind, tiles, taken })
}

fn draw_kind(name: &[u8]) -> Option<DrawKind> {
    Some(match name {
        b"\xe6\xb5\x81\xe5\xb1\x80"
        | b"\xe5\x85\xa8\xe5\x93\xa1\xe8\x81\xb4\xe7\x89\x8c"
        | b"\xe5\x85\xa8\xe5\x93\xa1\xe4\xb8\x8d\xe8\x81\xb4" => DrawKind::Exhaustive,
        b"\xe6\xb5\x81\xe3\x81\x97\xe6\xba\x80\xe8\xb2\xab" => DrawKind::NagashiMangan,
        b"\xe4\xb9\x9d\xe7\xa8\xae\xe4\xb9\x9d\xe7\x89\x8c" => DrawKind::NineTerminals,
        b"\xe5\x9b\x9b\xe5\xae\xb6\xe7\xab\x8b\xe7\x9b\xb4" => DrawKind::FourRiichi,
        b"\xe4\xb8\x89\xe5\xae\xb6\xe5\x92\x8c\xe4\xba\x86" => DrawKind::TripleRon,
        b"\xe5\x9b\x9b\xe9\xa2\xa8\xe9\x80\xa3\xe6\x89\x93" => DrawKind::FourWinds,
        b"\xe5\x9b\x9b\xe6\xa7\x93\xe6\x95\xa3\xe4\xba\x86" => DrawKind::FourKans,
        _ => return None,
    })
}

/// 和了
const WIN: &[u8] = "\u{548c}\u{4e86}".as_bytes();

/// Tenhou's yaku numbers (as in mjlog's `yaku=` and `yakuman=`) by the
/// names a win's yaku strings give them.
const YAKU_NAMES: [(&str, u8); 55] = [
    ("門前清自摸和", 0),
    ("立直", 1),
    ("一発", 2),
    ("槍槓", 3),
    ("嶺上開花", 4),
    ("海底摸月", 5),
    ("河底撈魚", 6),
    ("平和", 7),
    ("断幺九", 8),
    ("一盃口", 9),
    ("自風 東", 10),
    ("自風 南", 11),
    ("自風 西", 12),
    ("自風 北", 13),
    ("場風 東", 14),
    ("場風 南", 15),
    ("場風 西", 16),
    ("場風 北", 17),
    ("役牌 白", 18),
    ("役牌 發", 19),
    ("役牌 中", 20),
    ("両立直", 21),
    ("七対子", 22),
    ("混全帯幺九", 23),
    ("一気通貫", 24),
    ("三色同順", 25),
    ("三色同刻", 26),
    ("三槓子", 27),
    ("対々和", 28),
    ("三暗刻", 29),
    ("小三元", 30),
    ("混老頭", 31),
    ("二盃口", 32),
    ("純全帯幺九", 33),
    ("混一色", 34),
    ("清一色", 35),
    ("人和", 36),
    ("天和", 37),
    ("地和", 38),
    ("大三元", 39),
    ("四暗刻", 40),
    ("四暗刻単騎", 41),
    ("字一色", 42),
    ("緑一色", 43),
    ("清老頭", 44),
    ("九蓮宝燈", 45),
    ("純正九蓮宝燈", 46),
    ("国士無双", 47),
    ("国士無双１３面", 48),
    ("大四喜", 49),
    ("小四喜", 50),
    ("四槓子", 51),
    ("ドラ", TENHOU_DORA),
    ("裏ドラ", 53),
    ("赤ドラ", 54),
];

/// Tenhou's yaku number of dora, under which mjlog also counts kita.
const TENHOU_DORA: u8 = 52;
/// Kita's entry, which goes into the dora entry as mjlog has it.
const KITA_DORA: &str = "抜きドラ";
/// The han a yakuman entry counts, as mjlog's `yakuman=` entries do.
const YAKUMAN_HAN: u8 = 13;
/// The limit names a value string starts with instead of fu and han, with
/// Tenhou's limit number. Counted yakuman is a yakuman.
const LIMITS: [(&str, u8); 6] = [
    ("満貫", 1),
    ("跳満", 2),
    ("三倍満", 4),
    ("倍満", 3),
    ("数え役満", 5),
    ("役満", 5),
];
const YAKUMAN: &str = "役満";
const FU: &str = "符";
const HAN: &str = "飜";
const POINTS: &str = "点";
/// After the points of a dealer's tsumo: what each player pays.
const EACH_PAYS: &str = "点∀";
/// Chips, which some lobbies append to an entry's han.
const CHIPS: &str = "枚";

/// Tenhou's yaku number of a yaku string's name.
fn yaku_number(name: &[u8]) -> Option<u8> {
    if name == KITA_DORA.as_bytes() {
        return Some(TENHOU_DORA);
    }
    YAKU_NAMES
        .iter()
        .find(|(known, _)| known.as_bytes() == name)
        .map(|&(_, number)| number)
}

/// The ASCII digits `text` starts with as a number, and the rest.
fn leading_number(text: &[u8]) -> Result<(u32, &[u8]), LogErrorReason> {
    let digits = text.iter().take_while(|byte| byte.is_ascii_digit()).count();
    if digits == 0 {
        return Err(LogErrorReason::Syntax);
    }
    let mut number = 0u32;
    for &digit in text.get(..digits).unwrap_or(&[]) {
        number = number
            .checked_mul(10)
            .and_then(|number| number.checked_add(u32::from(digit - b'0')))
            .ok_or(LogErrorReason::BadNumber)?;
    }
    Ok((number, text.get(digits..).unwrap_or(&[])))
}

/// `text` without `prefix`, or a syntax error.
fn after<'t>(text: &'t [u8], prefix: &str) -> Result<&'t [u8], LogErrorReason> {
    text.strip_prefix(prefix.as_bytes())
        .ok_or(LogErrorReason::Syntax)
}

/// A yaku string, `立直(1飜)` or `国士無双(役満)` (some lobbies add chips,
/// `一発(1飜1枚)`): Tenhou's number and the han.
fn parse_yaku(text: &[u8]) -> Result<(u8, u8), LogErrorReason> {
    let inner_end = text
        .len()
        .checked_sub(1)
        .filter(|&end| text.get(end) == Some(&b')'))
        .ok_or(LogErrorReason::Syntax)?;
    let open = text
        .iter()
        .rposition(|&byte| byte == b'(')
        .ok_or(LogErrorReason::Syntax)?;
    let name = text.get(..open).unwrap_or(&[]);
    let inner = text.get(open + 1..inner_end).unwrap_or(&[]);
    let number = yaku_number(name).ok_or(LogErrorReason::UnknownYaku)?;
    let (han, rest) = match inner.strip_prefix(YAKUMAN.as_bytes()) {
        Some(rest) => (YAKUMAN_HAN, rest),
        None => {
            let (han, rest) = leading_number(inner)?;
            let han = u8::try_from(han).map_err(|_| LogErrorReason::BadNumber)?;
            (han, after(rest, HAN)?)
        }
    };
    if !rest.is_empty() {
        let (_, rest) = leading_number(rest)?;
        if rest != CHIPS.as_bytes() {
            return Err(LogErrorReason::Syntax);
        }
    }
    Ok((number, han))
}

/// What a win's value string says: the fu (`None` for a limit, which the
/// string names instead of fu and han), the hand's value without counters
/// and sticks, and Tenhou's limit number.
///
/// The forms: `30符1飜1000点` a ron; `30符1飜300-500点` a non-dealer's
/// tsumo, what each non-dealer pays, then the dealer; `40符2飜1300点∀` a
/// dealer's tsumo, what each pays; a limit's name for fu and han
/// (`満貫8000点`, `跳満3000-6000点`, `倍満8000点∀`). A tsumo's value is
/// every payer's share: `seats` tells how many pay.
fn parse_value(text: &[u8], seats: u8) -> Result<(Option<u8>, u32, u8), LogErrorReason> {
    let limit = LIMITS
        .iter()
        .find_map(|&(name, limit)| text.strip_prefix(name.as_bytes()).map(|rest| (limit, rest)));
    let (fu, limit, rest) = match limit {
        Some((limit, rest)) => (None, limit, rest),
        None => {
            let (fu, rest) = leading_number(text)?;
            let fu = u8::try_from(fu).map_err(|_| LogErrorReason::BadNumber)?;
            let (_, rest) = leading_number(after(rest, FU)?)?;
            (Some(fu), 0, after(rest, HAN)?)
        }
    };
    let (first, rest) = leading_number(rest)?;
    let payers = u32::from(seats.saturating_sub(1));
    let points = if let Some(rest) = rest.strip_prefix(b"-") {
        let (dealer_pays, rest) = leading_number(rest)?;
        if rest != POINTS.as_bytes() {
            return Err(LogErrorReason::Syntax);
        }
        first
            .checked_mul(payers.saturating_sub(1))
            .and_then(|others| others.checked_add(dealer_pays))
    } else if rest == POINTS.as_bytes() {
        Some(first)
    } else if rest == EACH_PAYS.as_bytes() {
        first.checked_mul(payers)
    } else {
        return Err(LogErrorReason::Syntax);
    };
    Ok((fu, points.ok_or(LogErrorReason::BadNumber)?, limit))
}

/// Adds a yaku entry to a win; kita's han go into the dora entry.
fn add_yaku(record: &mut WinRecord, number: u8, han: u8) -> Result<(), LogErrorReason> {
    let used = usize::from(record.yaku_len);
    if number == TENHOU_DORA {
        if let Some(entry) = record
            .yaku
            .get_mut(..used)
            .and_then(|entries| entries.iter_mut().find(|entry| entry.0 == number))
        {
            entry.1 = entry.1.checked_add(han).ok_or(LogErrorReason::BadNumber)?;
            return Ok(());
        }
    }
    let slot = record.yaku.get_mut(used).ok_or(LogErrorReason::TooLong)?;
    *slot = (number, han);
    record.yaku_len += 1;
    Ok(())
}
/// 全員聴牌
const ALL_TENPAI: &[u8] = "\u{5168}\u{54e1}\u{8074}\u{724c}".as_bytes();

fn offset_in(text: &[u8], part: &[u8]) -> usize {
    (part.as_ptr() as usize).wrapping_sub(text.as_ptr() as usize)
}

fn slice_of(value: Value<'_>) -> &[u8] {
    match value {
        Value::String(s) | Value::Number(s) | Value::Array(s) | Value::Object(s) => s,
        Value::Bool(_) | Value::Null => &[],
    }
}

impl<'a> Tenhou6Reader<'a> {
    /// A reader of `text`.
    ///
    /// ```
    /// assert_eq!(tehai::log::Tenhou6Reader::new(b" \n").count(), 0);
    /// ```
    pub fn new(text: &'a [u8]) -> Tenhou6Reader<'a> {
        Tenhou6Reader {
            text,
            position: 0,
            event_offset: 0,
            game: None,
            queue: [None; QUEUE],
        }
    }

    /// The byte offset reading has reached (after the current game).
    ///
    /// ```
    /// let mut reader = tehai::log::Tenhou6Reader::new(b"{\"log\":[]} ");
    /// assert_eq!(reader.next(), None); // a game without rounds
    /// assert_eq!(reader.position(), 11);
    /// ```
    pub fn position(&self) -> usize {
        self.position
    }

    /// The byte offset of the round array the last event returned comes
    /// from (of the game object for a game's end): where a replay that
    /// refuses the event should point.
    ///
    /// ```
    /// let text = r#"{"log":[[[0,0,0],[25000,25000,25000,25000],[11],[],
    ///  [12,12,12,13,13,13,14,14,14,15,15,15,16],[16],[60],
    ///  [21,22,23,24,25,26,27,28,29,31,32,33,34],[],[],
    ///  [31,32,33,34,35,36,37,38,39,41,42,43,44],[],[],
    ///  [41,41,41,42,42,42,43,43,43,44,44,45,45],[],[],
    ///  ["和了",[1500,-500,-500,-500],[0,0,0,"30符1飜500点∀","門前清自摸和(1飜)"]]]]}"#;
    /// let mut reader = tehai::log::Tenhou6Reader::new(text.as_bytes());
    /// reader.next(); // the game's start
    /// assert_eq!(reader.event_offset(), 8);
    /// while reader.next().is_some() {}
    /// assert_eq!(reader.event_offset(), 0); // the game's end
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn event_offset(&self) -> usize {
        self.event_offset
    }

    fn push(&mut self, event: Event) {
        if let Some(slot) = self.queue.iter_mut().find(|slot| slot.is_none()) {
            *slot = Some(event);
        }
    }

    fn pop(&mut self) -> Option<Event> {
        let first = self.queue.first_mut()?.take();
        if first.is_some() {
            self.queue.rotate_left(1);
        }
        first
    }

    /// Starts the next game; `None` at the end of the text.
    fn open_game(&mut self) -> Option<Result<(), LogError>> {
        let mut at = self.position;
        loop {
            match self.text.get(at) {
                None => {
                    self.position = at;
                    return None;
                }
                Some(b'{') => break,
                Some(_) => at += 1,
            }
        }
        let offset = at;
        let (object, end) = match object_at(self.text, at) {
            Ok(found) => found,
            Err(reason) => {
                // Resume at the next line.
                let rest = self.text.get(at..).unwrap_or(&[]);
                self.position = rest
                    .iter()
                    .position(|&byte| byte == b'\n')
                    .map_or(self.text.len(), |newline| at + newline + 1);
                return Some(Err(LogError {
                    offset,
                    reason,
                    field: "game",
                }));
            }
        };
        self.position = end;
        Some(self.game_header(object, offset).map(|game| {
            self.game = Some(game);
        }))
    }

    fn game_header(&self, object: Object<'a>, offset: usize) -> Result<GameState<'a>, LogError> {
        let error = |reason, field| LogError {
            offset,
            reason,
            field,
        };
        let log = object
            .get("log")
            .map_err(|reason| error(reason, "log"))?
            .ok_or(error(LogErrorReason::Missing, "log"))?;
        let rounds = log.items().map_err(|reason| error(reason, "log"))?;
        let mut start = GameStart {
            red_fives: false,
            ..GameStart::default()
        };
        if let Some(rule) = object.get("rule").map_err(|reason| error(reason, "rule"))? {
            let Value::Object(rule) = rule else {
                return Err(error(LogErrorReason::Syntax, "rule"));
            };
            let rule = Object::parse(rule).map_err(|reason| error(reason, "rule"))?;
            for key in ["aka", "aka51", "aka52", "aka53"] {
                if let Some(value) = rule.get(key).map_err(|reason| error(reason, "rule"))? {
                    let count = value.integer().map_err(|reason| error(reason, "rule"))?;
                    start.red_fives |= count > 0;
                }
            }
            if let Some(Value::String(disp)) =
                rule.get("disp").map_err(|reason| error(reason, "rule"))?
            {
                let has = |needle: &str| disp.windows(needle.len()).any(|w| w == needle.as_bytes());
                start.red_fives |= has("\u{8d64}");
                start.open_tanyao = has("\u{55b0}");
            }
        }
        Ok(GameState {
            offset,
            rounds,
            start,
            seats: 4,
            started: false,
            round: None,
        })
    }

    /// Reads the next round's header; `Ok(false)` when the game is over.
    fn open_round(&mut self) -> Result<bool, LogError> {
        let Some(game) = self.game.as_mut() else {
            return Ok(false);
        };
        let game_offset = game.offset;
        let round = match game.rounds.next() {
            None => return Ok(false),
            Some(Err(reason)) => {
                return Err(LogError {
                    offset: game_offset,
                    reason,
                    field: "log",
                });
            }
            Some(Ok(round)) => round,
        };
        let offset = offset_in(self.text, slice_of(round));
        let red = game.start.red_fives;
        let error = |reason, field| LogError {
            offset,
            reason,
            field,
        };
        let mut items = round.items().map_err(|reason| error(reason, "round"))?;
        let mut next = |field| match items.next() {
            Some(Ok(value)) => Ok(value),
            Some(Err(reason)) => Err(error(reason, field)),
            None => Err(error(LogErrorReason::Missing, field)),
        };
        let numbers = |value: Value<'_>, field, out: &mut [i64]| -> Result<usize, LogError> {
            let mut count = 0;
            for item in value.items().map_err(|reason| error(reason, field))? {
                let number = item
                    .and_then(Value::integer)
                    .map_err(|reason| error(reason, field))?;
                let slot = out
                    .get_mut(count)
                    .ok_or(error(LogErrorReason::TooLong, field))?;
                *slot = number;
                count += 1;
            }
            Ok(count)
        };
        let tiles = |value: Value<'_>, field| -> Result<TileList<MAX_LOG_INDICATORS>, LogError> {
            let mut raw = [0i64; MAX_LOG_INDICATORS];
            let count = numbers(value, field, &mut raw)?;
            let mut list = TileList::new();
            for &number in raw.get(..count).unwrap_or(&[]) {
                list.push(tile_of(number, red).ok_or(error(LogErrorReason::BadTile, field))?);
            }
            Ok(list)
        };
        let mut header = [0i64; 3];
        if numbers(next("kyoku")?, "kyoku", &mut header)? != 3 {
            return Err(error(LogErrorReason::Missing, "kyoku"));
        }
        let [kyoku, honba, sticks] = header;
        let mut scores = [0i64; 4];
        let score_count = numbers(next("scores")?, "scores", &mut scores)?;
        let dora_value = next("dora")?;
        let dora = tiles(dora_value, "dora")?;
        let ura = tiles(next("ura")?, "ura")?;
        let mut doras = dora_value.items().map_err(|reason| error(reason, "dora"))?;
        doras.next();
        let mut hands = [TileList::<13>::new(); 4];
        let mut takes: [Items<'a>; 4] = Default::default();
        let mut discards: [Items<'a>; 4] = Default::default();
        for seat in 0..4 {
            let hand = next("hai")?;
            let (Some(list), Some(take), Some(discard)) = (
                hands.get_mut(seat),
                takes.get_mut(seat),
                discards.get_mut(seat),
            ) else {
                continue;
            };
            let mut raw = [0i64; 13];
            let count = numbers(hand, "hai", &mut raw)?;
            if count != 0 && count != 13 {
                return Err(error(LogErrorReason::Missing, "hai"));
            }
            for &number in raw.get(..count).unwrap_or(&[]) {
                list.push(tile_of(number, red).ok_or(error(LogErrorReason::BadTile, "hai"))?);
            }
            *take = next("take")?
                .items()
                .map_err(|reason| error(reason, "take"))?;
            *discard = next("discard")?
                .items()
                .map_err(|reason| error(reason, "discard"))?;
        }
        let result = next("result")?;
        let seats: u8 = if hands[3].as_slice().is_empty() { 3 } else { 4 };
        if !game.started {
            game.seats = seats;
            game.start.players = if seats == 3 {
                Players::Three
            } else {
                Players::Four
            };
        } else if seats != game.seats {
            return Err(error(LogErrorReason::BadSeat, "hai"));
        }
        if hands
            .iter()
            .take(usize::from(seats))
            .any(|hand| hand.as_slice().is_empty())
        {
            return Err(error(LogErrorReason::Missing, "hai"));
        }
        let in_range = |value: i64| u16::try_from(value).ok();
        let kyoku = u8::try_from(kyoku)
            .ok()
            .filter(|&k| k < 16)
            .ok_or(error(LogErrorReason::BadNumber, "kyoku"))?;
        let mut points = [0i32; 4];
        if score_count < usize::from(seats) {
            return Err(error(LogErrorReason::Missing, "scores"));
        }
        for (point, &score) in points.iter_mut().zip(&scores).take(usize::from(seats)) {
            *point =
                i32::try_from(score).map_err(|_| error(LogErrorReason::BadNumber, "scores"))?;
        }
        let dealer = kyoku % 4;
        if dealer >= seats {
            return Err(error(LogErrorReason::BadSeat, "kyoku"));
        }
        let start = RoundStart {
            round_wind: Wind::ALL[usize::from(kyoku / 4)],
            number: kyoku % 4,
            dealer,
            honba: in_range(honba).ok_or(error(LogErrorReason::BadNumber, "kyoku"))?,
            riichi_sticks: in_range(sticks).ok_or(error(LogErrorReason::BadNumber, "kyoku"))?,
            scores: points,
            dora_indicator: *dora
                .as_slice()
                .first()
                .ok_or(error(LogErrorReason::Missing, "dora"))?,
            hands,
        };
        let mut next_take = [None; 4];
        for (slot, take) in next_take.iter_mut().zip(takes.iter_mut()) {
            *slot = match take.next() {
                Some(Ok(value)) => Some(value),
                Some(Err(reason)) => return Err(error(reason, "take")),
                None => None,
            };
        }
        game.round = Some(RoundState {
            offset,
            takes,
            discards,
            next_take,
            doras,
            ura,
            result,
            phase: Phase::Draw(dealer),
            riichi: None,
            declared: [false; 4],
            last_draw: None,
            last_tile: None,
        });
        if !game.started {
            game.started = true;
            let announce = Event::GameStart(game.start);
            self.push(announce);
        }
        self.push(Event::RoundStart(start));
        Ok(true)
    }

    /// One step of the current round: pushes its events.
    fn step(&mut self) -> Result<(), LogError> {
        let Some(game) = self.game.as_mut() else {
            return Ok(());
        };
        let seats = game.seats;
        let red = game.start.red_fives;
        let Some(round) = game.round.as_mut() else {
            return Ok(());
        };
        let offset = round.offset;
        let error = |reason, field| LogError {
            offset,
            reason,
            field,
        };
        let mut out = [None; QUEUE];
        let mut count = 0usize;
        let mut emit = |event: Event| {
            if let Some(slot) = out.get_mut(count) {
                *slot = Some(event);
                count += 1;
            }
        };
        match round.phase {
            Phase::Draw(seat) | Phase::Replacement(seat, _) => {
                let index = usize::from(seat);
                let value = round.next_take.get_mut(index).and_then(Option::take);
                let Some(value) = value else {
                    round.phase = Phase::Result;
                    return Ok(());
                };
                let tile = value
                    .integer()
                    .ok()
                    .and_then(|number| tile_of(number, red))
                    .ok_or(error(LogErrorReason::BadTile, "take"))?;
                if let Some(slot) = round.next_take.get_mut(index) {
                    *slot = match round.takes.get_mut(index).and_then(Iterator::next) {
                        Some(Ok(value)) => Some(value),
                        Some(Err(reason)) => return Err(error(reason, "take")),
                        None => None,
                    };
                }
                emit(Event::Draw { seat, tile });
                round.last_draw = Some(tile);
                round.last_tile = Some(tile);
                if round.phase == Phase::Replacement(seat, true) {
                    emit(new_dora(round, red, offset)?);
                }
                round.phase = Phase::Discard(seat);
            }
            Phase::Discard(seat) => {
                let index = usize::from(seat);
                let value = match round.discards.get_mut(index).and_then(Iterator::next) {
                    None => {
                        round.phase = Phase::Result;
                        return Ok(());
                    }
                    Some(Err(reason)) => return Err(error(reason, "discard")),
                    Some(Ok(value)) => value,
                };
                let bad_tile = error(LogErrorReason::BadTile, "discard");
                let (number, riichi) = match value {
                    Value::Number(_) => (value.integer().map_err(|_| bad_tile)?, false),
                    Value::String(text) if text.first() == Some(&b'r') => {
                        let digits = text.get(1..).unwrap_or(&[]);
                        let mut number = 0i64;
                        if digits.is_empty() || digits.len() > 2 {
                            return Err(bad_tile);
                        }
                        for &digit in digits {
                            if !digit.is_ascii_digit() {
                                return Err(bad_tile);
                            }
                            number = number * 10 + i64::from(digit - b'0');
                        }
                        (number, true)
                    }
                    Value::String(text) => {
                        let decoded = decode_call(text, red)
                            .ok_or(error(LogErrorReason::BadMeld, "discard"))?;
                        let taken = match decoded.kind {
                            CallKind::AddedKan => decoded.taken.map(|(tile, _)| (tile, seat)),
                            CallKind::ClosedKan | CallKind::Kita => None,
                            _ => return Err(error(LogErrorReason::BadMeld, "discard")),
                        };
                        if decoded.kind == CallKind::Kita && seats != 3 {
                            return Err(error(LogErrorReason::BadMeld, "discard"));
                        }
                        emit(Event::Call(Call {
                            seat,
                            kind: decoded.kind,
                            tiles: decoded.tiles,
                            taken,
                        }));
                        if let Some((tile, _)) = taken {
                            round.last_tile = Some(tile);
                        }
                        round.phase = match decoded.kind {
                            CallKind::ClosedKan => {
                                emit(new_dora(round, red, offset)?);
                                Phase::Replacement(seat, false)
                            }
                            CallKind::AddedKan => Phase::Replacement(seat, true),
                            _ => Phase::Replacement(seat, false),
                        };
                        self.extend(out);
                        return Ok(());
                    }
                    _ => return Err(bad_tile),
                };
                let (tile, tsumogiri) = if number == 60 {
                    (round.last_draw.ok_or(bad_tile)?, true)
                } else {
                    (tile_of(number, red).ok_or(bad_tile)?, false)
                };
                if riichi {
                    emit(Event::Riichi { seat });
                    round.riichi = Some(seat);
                    if let Some(flag) = round.declared.get_mut(index) {
                        *flag = true;
                    }
                }
                emit(Event::Discard {
                    seat,
                    tile,
                    tsumogiri,
                });
                round.last_draw = None;
                round.last_tile = Some(tile);
                round.phase = Phase::After(seat, tile);
            }
            Phase::After(thrower, tile) => {
                // Who takes the discard: a pon or kan, then a chi, then a draw.
                let mut caller = None;
                for order in [false, true] {
                    for step in 1..seats {
                        let seat = (thrower + step) % seats;
                        let Some(Value::String(text)) =
                            round.next_take.get(usize::from(seat)).copied().flatten()
                        else {
                            continue;
                        };
                        let Some(decoded) = decode_call(text, red) else {
                            return Err(error(LogErrorReason::BadMeld, "take"));
                        };
                        let chi = decoded.kind == CallKind::Chi;
                        if chi != order || caller.is_some() {
                            continue;
                        }
                        let Some((taken, back)) = decoded.taken else {
                            return Err(error(LogErrorReason::BadMeld, "take"));
                        };
                        let from = (seat + seats * 3 - back) % seats;
                        if from == thrower && taken == tile && from != seat {
                            caller = Some((seat, decoded, taken));
                        }
                    }
                }
                let continues = match caller {
                    Some(_) => true,
                    None => round
                        .next_take
                        .get(usize::from((thrower + 1) % seats))
                        .copied()
                        .flatten()
                        .is_some(),
                };
                if let Some(seat) = round.riichi.take() {
                    let won = !continues
                        && round
                            .result
                            .items()
                            .ok()
                            .and_then(|mut items| items.next())
                            .and_then(Result::ok)
                            == Some(Value::String(WIN));
                    if !won {
                        emit(Event::RiichiAccepted { seat });
                    }
                }
                match caller {
                    Some((seat, decoded, taken)) => {
                        let index = usize::from(seat);
                        if let Some(slot) = round.next_take.get_mut(index) {
                            *slot = match round.takes.get_mut(index).and_then(Iterator::next) {
                                Some(Ok(value)) => Some(value),
                                Some(Err(reason)) => return Err(error(reason, "take")),
                                None => None,
                            };
                        }
                        emit(Event::Call(Call {
                            seat,
                            kind: decoded.kind,
                            tiles: decoded.tiles,
                            taken: Some((taken, thrower)),
                        }));
                        round.phase = if decoded.kind == CallKind::OpenKan {
                            Phase::Replacement(seat, true)
                        } else {
                            Phase::Discard(seat)
                        };
                    }
                    None if continues => round.phase = Phase::Draw((thrower + 1) % seats),
                    None => round.phase = Phase::Result,
                }
            }
            Phase::Result => {
                let result = round.result;
                let ura = round.ura;
                let winning_tile = round.last_tile;
                let declared = round.declared;
                game.round = None;
                return self.result(result, ura, declared, winning_tile, seats, offset);
            }
        }
        self.extend(out);
        Ok(())
    }

    fn extend(&mut self, out: [Option<Event>; QUEUE]) {
        for event in out.into_iter().flatten() {
            self.push(event);
        }
    }

    fn result(
        &mut self,
        result: Value<'a>,
        ura: TileList<MAX_LOG_INDICATORS>,
        declared: [bool; 4],
        winning_tile: Option<ParsedTile>,
        seats: u8,
        offset: usize,
    ) -> Result<(), LogError> {
        let error = |reason| LogError {
            offset,
            reason,
            field: "result",
        };
        let mut items = result.items().map_err(error)?;
        let name = match items.next() {
            Some(Ok(Value::String(name))) => name,
            Some(Err(reason)) => return Err(error(reason)),
            _ => return Err(error(LogErrorReason::Missing)),
        };
        let deltas_of = |value: Value<'_>| -> Result<[i32; 4], LogError> {
            let mut deltas = [0i32; 4];
            for (index, item) in value.items().map_err(error)?.enumerate() {
                let number = item.and_then(Value::integer).map_err(error)?;
                let slot = deltas
                    .get_mut(index)
                    .ok_or(error(LogErrorReason::TooLong))?;
                *slot = i32::try_from(number).map_err(|_| error(LogErrorReason::BadNumber))?;
            }
            Ok(deltas)
        };
        if name == WIN {
            let mut any = false;
            loop {
                let deltas = match items.next() {
                    None => break,
                    Some(Err(reason)) => return Err(error(reason)),
                    Some(Ok(value)) => deltas_of(value)?,
                };
                let info = match items.next() {
                    Some(Ok(value)) => value,
                    Some(Err(reason)) => return Err(error(reason)),
                    None => return Err(error(LogErrorReason::Missing)),
                };
                let mut who = [0u8; 3];
                let mut fields = info.items().map_err(error)?;
                for slot in &mut who {
                    let number = match fields.next() {
                        Some(item) => item.and_then(Value::integer).map_err(error)?,
                        None => return Err(error(LogErrorReason::Missing)),
                    };
                    *slot = u8::try_from(number)
                        .ok()
                        .filter(|&seat| seat < seats)
                        .ok_or(LogError {
                            offset,
                            reason: LogErrorReason::BadSeat,
                            field: "result",
                        })?;
                }
                let [seat, from, liable] = who;
                let mut record = WinRecord {
                    seat,
                    from,
                    winning_tile,
                    ura_indicators: if declared.get(usize::from(seat)) == Some(&true) {
                        ura
                    } else {
                        TileList::new()
                    },
                    deltas,
                    liable: (liable != seat).then_some(liable),
                    ..WinRecord::default()
                };
                // Without a value string the win's figures are not recorded.
                if let Some(value) = fields.next() {
                    let Value::String(value) = value.map_err(error)? else {
                        return Err(error(LogErrorReason::Syntax));
                    };
                    let (fu, points, limit) = parse_value(value, seats).map_err(error)?;
                    record.fu = fu;
                    record.points = Some(points);
                    record.limit = Some(limit);
                    for entry in fields {
                        let Value::String(entry) = entry.map_err(error)? else {
                            return Err(error(LogErrorReason::Syntax));
                        };
                        let (number, han) = parse_yaku(entry).map_err(error)?;
                        add_yaku(&mut record, number, han).map_err(error)?;
                    }
                }
                self.push(Event::Win(record));
                any = true;
            }
            if !any {
                return Err(error(LogErrorReason::Missing));
            }
            return Ok(());
        }
        let kind = draw_kind(name).ok_or(error(LogErrorReason::UnknownEvent))?;
        let deltas = match items.next() {
            Some(Ok(value)) => deltas_of(value)?,
            Some(Err(reason)) => return Err(error(reason)),
            None => [0; 4],
        };
        let mut tenpai = [false; 4];
        if kind == DrawKind::Exhaustive {
            for (flag, (index, &delta)) in tenpai.iter_mut().zip(deltas.iter().enumerate()) {
                *flag = delta > 0 || (name == ALL_TENPAI && index < usize::from(seats));
            }
        }
        self.push(Event::RoundDrawn(DrawRecord {
            kind,
            deltas,
            tenpai,
        }));
        Ok(())
    }

    fn fail(&mut self, error: LogError) -> Option<Result<Event, LogError>> {
        self.game = None;
        self.queue = [None; QUEUE];
        Some(Err(error))
    }
}

fn new_dora(round: &mut RoundState<'_>, red: bool, offset: usize) -> Result<Event, LogError> {
    let error = |reason| LogError {
        offset,
        reason,
        field: "dora",
    };
    let value = match round.doras.next() {
        Some(Ok(value)) => value,
        Some(Err(reason)) => return Err(error(reason)),
        None => return Err(error(LogErrorReason::Missing)),
    };
    let indicator = value
        .integer()
        .ok()
        .and_then(|number| tile_of(number, red))
        .ok_or(error(LogErrorReason::BadTile))?;
    Ok(Event::NewDora { indicator })
}

impl Iterator for Tenhou6Reader<'_> {
    type Item = Result<Event, LogError>;

    fn next(&mut self) -> Option<Self::Item> {
        // Every step consumes input (a list item, a round or a game), so
        // this loop ends.
        loop {
            if let Some(event) = self.pop() {
                return Some(Ok(event));
            }
            match &self.game {
                None => match self.open_game()? {
                    Ok(()) => continue,
                    Err(error) => return self.fail(error),
                },
                Some(game) if game.round.is_some() => {
                    if let Some(round) = &game.round {
                        self.event_offset = round.offset;
                    }
                    if let Err(error) = self.step() {
                        return self.fail(error);
                    }
                }
                Some(_) => match self.open_round() {
                    Ok(true) => {
                        if let Some(round) = self.game.as_ref().and_then(|game| game.round.as_ref())
                        {
                            self.event_offset = round.offset;
                        }
                    }
                    Ok(false) => {
                        if let Some(game) = &self.game {
                            self.event_offset = game.offset;
                        }
                        let started = self.game.as_ref().is_some_and(|game| game.started);
                        self.game = None;
                        if started {
                            return Some(Ok(Event::GameEnd { scores: None }));
                        }
                    }
                    Err(error) => return self.fail(error),
                },
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::log::event::MAX_RECORDED_YAKU;

    fn tile(name: &str) -> ParsedTile {
        name.parse().unwrap()
    }

    fn list(names: &[&str]) -> TileList<4> {
        let mut list = TileList::new();
        for name in names {
            list.push(tile(name));
        }
        list
    }

    #[test]
    fn chi_is_from_the_left() {
        let decoded = decode_call(b"c275226", true).unwrap();
        assert_eq!(decoded.kind, CallKind::Chi);
        assert_eq!(decoded.tiles, list(&["7p", "0p", "6p"]));
        assert_eq!(decoded.taken, Some((tile("7p"), 1)));
        assert_eq!(decode_call(b"c275226", false), None, "red five without aka");
        assert_eq!(
            decode_call(b"27c5226", true),
            None,
            "chi only from the left"
        );
        assert_eq!(decode_call(b"c272729", true), None, "no run");
        assert_eq!(decode_call(b"c414243", true), None, "honors");
    }

    #[test]
    fn pon_and_open_kan_say_from_whom() {
        for (text, back) in [(&b"p151515"[..], 1), (b"15p1515", 2), (b"1515p15", 3)] {
            let decoded = decode_call(text, true).unwrap();
            assert_eq!(decoded.kind, CallKind::Pon);
            assert_eq!(decoded.taken, Some((tile("5m"), back)));
        }
        let decoded = decode_call(b"p511515", true).unwrap();
        assert_eq!(decoded.taken, Some((tile("0m"), 1)));
        for (text, back) in [(&b"m39393939"[..], 1), (b"39m393939", 2), (b"393939m39", 3)] {
            let decoded = decode_call(text, true).unwrap();
            assert_eq!(decoded.kind, CallKind::OpenKan);
            assert_eq!(decoded.tiles, list(&["9s"; 4]));
            assert_eq!(decoded.taken, Some((tile("9s"), back)));
        }
        assert_eq!(decode_call(b"p151516", true), None);
        assert_eq!(decode_call(b"p1515", true), None);
        assert_eq!(decode_call(b"151515p", true), None);
        // A pair with one non-digit is refused, even where its byte would
        // make a tile's number (`1;` as 1 × 10 + 11 = 21, the 1p).
        assert!(decode_call(b"p212121", true).is_some());
        assert_eq!(decode_call(b"p211;21", true), None);
        assert_eq!(decode_call(b"p21;121", true), None);
    }

    #[test]
    fn own_kans_and_kita() {
        let closed = decode_call(b"262626a26", true).unwrap();
        assert_eq!((closed.kind, closed.taken), (CallKind::ClosedKan, None));
        assert_eq!(closed.tiles, list(&["6p"; 4]));
        let added = decode_call(b"1515k5115", true).unwrap();
        assert_eq!(added.kind, CallKind::AddedKan);
        assert_eq!(added.taken, Some((tile("0m"), 0)));
        let kita = decode_call(b"f44", true).unwrap();
        assert_eq!((kita.kind, kita.tiles), (CallKind::Kita, list(&["4z"])));
        assert_eq!(
            decode_call(b"f", true).map(|k| k.kind),
            Some(CallKind::Kita)
        );
        assert_eq!(decode_call(b"f45", true), None);
        assert_eq!(decode_call(b"x151515", true), None);
        assert_eq!(decode_call(b"", true), None);
    }

    #[test]
    fn tiles_decode() {
        assert_eq!(tile_of(11, false), Some(tile("1m")));
        assert_eq!(tile_of(29, false), Some(tile("9p")));
        assert_eq!(tile_of(47, false), Some(tile("7z")));
        assert_eq!(tile_of(53, true), Some(tile("0s")));
        assert_eq!(tile_of(53, false), None);
        for bad in [0, 10, 20, 30, 40, 48, 50, 54, 60, -1] {
            assert_eq!(tile_of(bad, true), None);
        }
    }

    #[test]
    fn yaku_names_and_numbers_match_one_to_one() {
        let mut seen = [false; 55];
        for (index, &(name, number)) in YAKU_NAMES.iter().enumerate() {
            assert!(
                YAKU_NAMES[..index].iter().all(|&(other, _)| other != name),
                "{name} twice"
            );
            let slot = &mut seen[usize::from(number)];
            assert!(!*slot, "{number} twice");
            *slot = true;
            assert_eq!(yaku_number(name.as_bytes()), Some(number), "{name}");
            let text = std::format!("{name}(2飜)");
            assert_eq!(parse_yaku(text.as_bytes()), Ok((number, 2)), "{text}");
        }
        assert!(seen.iter().all(|&seen| seen), "every number 0 to 54 named");
        assert_eq!(yaku_number(KITA_DORA.as_bytes()), Some(TENHOU_DORA));
        assert!(YAKU_NAMES.iter().all(|&(name, _)| name != KITA_DORA));
    }

    #[test]
    fn yaku_strings_give_number_and_han() {
        assert_eq!(parse_yaku("立直(1飜)".as_bytes()), Ok((1, 1)));
        assert_eq!(parse_yaku("裏ドラ(0飜)".as_bytes()), Ok((53, 0)));
        assert_eq!(parse_yaku("ドラ(12飜)".as_bytes()), Ok((52, 12)));
        assert_eq!(parse_yaku("役牌 中(1飜)".as_bytes()), Ok((20, 1)));
        assert_eq!(parse_yaku("四暗刻単騎(役満)".as_bytes()), Ok((41, 13)));
        assert_eq!(parse_yaku("一発(1飜1枚)".as_bytes()), Ok((2, 1)));
        assert_eq!(parse_yaku("国士無双(役満5枚)".as_bytes()), Ok((47, 13)));
        assert_eq!(parse_yaku("抜きドラ(2飜)".as_bytes()), Ok((52, 2)));
        let unknown = LogErrorReason::UnknownYaku;
        assert_eq!(parse_yaku("流し満貫(1飜)".as_bytes()), Err(unknown));
        assert_eq!(parse_yaku("(1飜)".as_bytes()), Err(unknown));
        let syntax = LogErrorReason::Syntax;
        for bad in [
            "",
            "立直",
            "立直(1飜",
            "立直1飜)",
            "立直()",
            "立直(飜)",
            "立直(1)",
            "立直(1飜)x",
            "立直(1飜枚)",
            "立直(1飜1)",
            "立直(役満x)",
            "立直(x1飜)",
        ] {
            assert_eq!(parse_yaku(bad.as_bytes()), Err(syntax), "{bad}");
        }
        let bad_number = LogErrorReason::BadNumber;
        assert_eq!(parse_yaku("ドラ(256飜)".as_bytes()), Err(bad_number));
        assert_eq!(
            parse_yaku("ドラ(99999999999飜)".as_bytes()),
            Err(bad_number)
        );
    }

    #[test]
    fn value_strings_give_fu_points_and_limit() {
        let value = |text: &str, seats| parse_value(text.as_bytes(), seats);
        assert_eq!(value("30符1飜1000点", 4), Ok((Some(30), 1000, 0)));
        assert_eq!(value("30符1飜300-500点", 4), Ok((Some(30), 1100, 0)));
        assert_eq!(value("30符1飜300-500点", 3), Ok((Some(30), 800, 0)));
        assert_eq!(value("40符2飜1300点∀", 4), Ok((Some(40), 3900, 0)));
        assert_eq!(value("40符2飜1300点∀", 3), Ok((Some(40), 2600, 0)));
        assert_eq!(value("110符1飜3600点", 4), Ok((Some(110), 3600, 0)));
        assert_eq!(value("満貫8000点", 4), Ok((None, 8000, 1)));
        assert_eq!(value("満貫2000-4000点", 4), Ok((None, 8000, 1)));
        assert_eq!(value("跳満3000-6000点", 4), Ok((None, 12000, 2)));
        assert_eq!(value("倍満8000点∀", 4), Ok((None, 24000, 3)));
        assert_eq!(value("三倍満24000点", 4), Ok((None, 24000, 4)));
        assert_eq!(value("三倍満6000-12000点", 3), Ok((None, 18000, 4)));
        assert_eq!(value("役満32000点", 4), Ok((None, 32000, 5)));
        assert_eq!(value("役満16000点∀", 4), Ok((None, 48000, 5)));
        assert_eq!(value("数え役満8000-16000点", 4), Ok((None, 32000, 5)));
    }

    #[test]
    fn malformed_value_strings_are_errors() {
        let syntax = LogErrorReason::Syntax;
        for bad in [
            "",
            "x",
            "30符",
            "30符1飜",
            "30符1飜1000",
            "30符1飜1000点x",
            "30符1飜-500点",
            "30符1飜300-点",
            "30符1飜300-500点∀",
            "30符1000点",
            "1飜1000点",
            "符1飜1000点",
            "満貫",
            "満貫点",
            "満貫30符8000点",
            "四倍満8000点",
            "30符1飜1000点 ",
        ] {
            assert_eq!(parse_value(bad.as_bytes(), 4), Err(syntax), "{bad}");
        }
        let bad_number = LogErrorReason::BadNumber;
        for bad in [
            "300符1飜1000点",
            "30符1飜99999999999点",
            "役満4294967295点∀",
        ] {
            assert_eq!(parse_value(bad.as_bytes(), 4), Err(bad_number), "{bad}");
        }
    }

    fn one_win(info: &str) -> std::vec::Vec<Result<Event, LogError>> {
        let text = std::format!(
            r#"{{"log":[[[0,0,0],[25000,25000,25000,25000],[11],[],[12,12,12,13,13,13,14,14,14,15,15,15,16],[16],[60],[21,22,23,24,25,26,27,28,29,31,32,33,34],[],[],[31,32,33,34,35,36,37,38,39,41,42,43,44],[],[],[41,41,41,42,42,42,43,43,43,44,44,45,45],[],[],["和了",[1500,-500,-500,-500],{info}]]]}}"#
        );
        Tenhou6Reader::new(text.as_bytes()).collect()
    }

    #[test]
    fn wins_carry_their_figures() {
        let events = one_win(
            r#"[0,0,0,"30符2飜500点∀","門前清自摸和(1飜)","ドラ(1飜)","抜きドラ(2飜)","赤ドラ(1飜)"]"#,
        );
        let Some(Ok(Event::Win(win))) = events.get(4) else {
            panic!("{events:?}");
        };
        assert_eq!(
            (win.fu, win.points, win.limit),
            (Some(30), Some(1500), Some(0))
        );
        assert_eq!(win.yaku(), &[(0, 1), (52, 3), (54, 1)]);
        let events = one_win("[0,0,0]");
        let Some(Ok(Event::Win(win))) = events.get(4) else {
            panic!("{events:?}");
        };
        assert_eq!(
            (win.fu, win.points, win.limit, win.yaku_len),
            (None, None, None, 0)
        );
    }

    #[test]
    fn malformed_win_strings_are_errors_of_the_result() {
        for (info, reason) in [
            (r#"[0,0,0,"30符1飜"]"#, LogErrorReason::Syntax),
            (r#"[0,0,0,30]"#, LogErrorReason::Syntax),
            (r#"[0,0,0,"満貫4000点∀","立直"]"#, LogErrorReason::Syntax),
            (r#"[0,0,0,"満貫4000点∀",1]"#, LogErrorReason::Syntax),
            (
                r#"[0,0,0,"満貫4000点∀","大車輪(役満)"]"#,
                LogErrorReason::UnknownYaku,
            ),
        ] {
            let events = one_win(info);
            let error = events.iter().find_map(|event| event.as_ref().err());
            assert_eq!(
                error.map(|error| (error.reason, error.field)),
                Some((reason, "result")),
                "{info}"
            );
        }
        let many = YAKU_NAMES[..=MAX_RECORDED_YAKU]
            .iter()
            .map(|(name, _)| std::format!(r#""{name}(1飜)""#))
            .collect::<std::vec::Vec<_>>()
            .join(",");
        let events = one_win(&std::format!(r#"[0,0,0,"役満16000点∀",{many}]"#));
        let error = events.iter().find_map(|event| event.as_ref().err());
        assert_eq!(
            error.map(|error| error.reason),
            Some(LogErrorReason::TooLong)
        );
    }

    #[test]
    fn every_prefix_is_handled() {
        let text = r#"{"rule":{"aka":1},"log":[[[0,0,0],[25000,25000,25000,25000],[11,12],[],[12,12,12,13,13,13,14,14,14,15,15,15,16],[16,"p161616",17],[60,"161616a16",11],[21,22,23,24,25,26,27,28,29,31,32,33,34],[16],[16],[31,32,33,34,35,36,37,38,39,41,42,43,44],[],[],[41,41,41,42,42,42,43,43,43,44,44,45,45],[],[],["流局",[0,0,0,0]]]]}"#.as_bytes();
        for end in 0..=text.len() {
            for event in Tenhou6Reader::new(&text[..end]) {
                let _ = event;
            }
        }
    }
}
