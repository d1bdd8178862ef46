//! The tenhou.net/6 reader: every real sample record turned into the
//! tenhou.net/6 form in memory (from `TenhouReader`'s events, with
//! `serde_json`, each win's value and yaku strings written from its
//! figures) and read back must give the same events, the same figures
//! and the same verified wins; a hand-made game with its exact events; one malformed
//! file per error.

use serde_json::{Value, json};
use tehai::Players;
use tehai::log::{
    CallKind, DrawKind, Event, Replay, Tenhou6Reader, TenhouReader, TileList, WinRecord, check_win,
    tenhou_rules,
};
use tehai::notation::ParsedTile;

mod samples;
use samples::sample_files;

/// The form's number of a tile.
fn number(tile: ParsedTile) -> i64 {
    let index = tile.tile().index() as i64;
    if tile.is_red() {
        51 + index / 9
    } else if index < 27 {
        (index / 9 + 1) * 10 + index % 9 + 1
    } else {
        41 + index - 27
    }
}

fn pair(tile: ParsedTile) -> String {
    format!("{:02}", number(tile))
}

/// A call string: `letter` before the pair `at` of `taken`, the others in order.
fn call_string(letter: char, at: usize, taken: ParsedTile, others: &[ParsedTile]) -> String {
    let mut pairs: Vec<String> = others.iter().map(|&tile| pair(tile)).collect();
    pairs.insert(at, format!("{letter}{}", pair(taken)));
    pairs.concat()
}

/// The names a win's yaku strings give Tenhou's yaku numbers 0 to 54.
const YAKU_NAMES: [&str; 55] = [
    "門前清自摸和",
    "立直",
    "一発",
    "槍槓",
    "嶺上開花",
    "海底摸月",
    "河底撈魚",
    "平和",
    "断幺九",
    "一盃口",
    "自風 東",
    "自風 南",
    "自風 西",
    "自風 北",
    "場風 東",
    "場風 南",
    "場風 西",
    "場風 北",
    "役牌 白",
    "役牌 發",
    "役牌 中",
    "両立直",
    "七対子",
    "混全帯幺九",
    "一気通貫",
    "三色同順",
    "三色同刻",
    "三槓子",
    "対々和",
    "三暗刻",
    "小三元",
    "混老頭",
    "二盃口",
    "純全帯幺九",
    "混一色",
    "清一色",
    "人和",
    "天和",
    "地和",
    "大三元",
    "四暗刻",
    "四暗刻単騎",
    "字一色",
    "緑一色",
    "清老頭",
    "九蓮宝燈",
    "純正九蓮宝燈",
    "国士無双",
    "国士無双１３面",
    "大四喜",
    "小四喜",
    "四槓子",
    "ドラ",
    "裏ドラ",
    "赤ドラ",
];

/// Tenhou's yaku numbers of the yakuman.
const YAKUMAN: std::ops::RangeInclusive<u8> = 37..=51;

/// A yaku entry as a win's yaku string: `立直(1飜)`, `国士無双(役満)`.
fn yaku_string(number: u8, han: u8) -> String {
    let name = YAKU_NAMES[usize::from(number)];
    if YAKUMAN.contains(&number) {
        assert_eq!(han, 13, "{name}");
        format!("{name}(\u{5f79}\u{6e80})")
    } else {
        format!("{name}({han}\u{98dc})")
    }
}

/// A win's value string from the mjlog figures, checked against the
/// recorded value: `30符1飜1000点`, `30符1飜300-500点`, `40符2飜1300点∀`,
/// or a limit's name in place of fu and han.
fn value_string(win: &WinRecord, dealer: u8, players: u32) -> String {
    let fu = u32::from(win.fu.unwrap());
    let han: u32 = win.yaku().iter().map(|&(_, han)| u32::from(han)).sum();
    let limit = win.limit.unwrap();
    let points = win.points.unwrap();
    let yakuman = win
        .yaku()
        .iter()
        .filter(|(number, _)| YAKUMAN.contains(number))
        .count() as u32;
    let (head, base) = match limit {
        0 => (format!("{fu}\u{7b26}{han}\u{98dc}"), fu << (2 + han)),
        1 => ("\u{6e80}\u{8cab}".to_owned(), 2000),
        2 => ("\u{8df3}\u{6e80}".to_owned(), 3000),
        3 => ("\u{500d}\u{6e80}".to_owned(), 4000),
        4 => ("\u{4e09}\u{500d}\u{6e80}".to_owned(), 6000),
        _ if yakuman > 0 => ("\u{5f79}\u{6e80}".to_owned(), 8000 * yakuman),
        _ => ("\u{6570}\u{3048}\u{5f79}\u{6e80}".to_owned(), 8000),
    };
    let up = |value: u32| value.div_ceil(100) * 100;
    let tail = if win.seat != win.from {
        let factor = if win.seat == dealer { 6 } else { 4 };
        assert_eq!(up(base * factor), points, "{win:?}");
        format!("{points}\u{70b9}")
    } else if win.seat == dealer {
        let each = up(2 * base);
        assert_eq!(each * (players - 1), points, "{win:?}");
        format!("{each}\u{70b9}\u{2200}")
    } else {
        let (others, from_dealer) = (up(base), up(2 * base));
        assert_eq!(others * (players - 2) + from_dealer, points, "{win:?}");
        format!("{others}-{from_dealer}\u{70b9}")
    };
    head + &tail
}

#[derive(Default)]
struct Round {
    header: Vec<Value>,
    dora: Vec<i64>,
    ura: Vec<i64>,
    hands: Vec<Vec<i64>>,
    takes: Vec<Vec<Value>>,
    discards: Vec<Vec<Value>>,
    result: Vec<Value>,
}

/// Converts the events of one mjlog into one tenhou.net/6 game object.
fn convert(events: &[Event]) -> Value {
    let mut rule = json!({});
    let mut players = 4usize;
    let mut rounds: Vec<Value> = Vec::new();
    let mut round: Option<Round> = None;
    let mut riichi = [false; 4];
    let mut dealer = 0;
    for event in events {
        match *event {
            Event::GameStart(game) => {
                let mut disp = String::from("\u{822c}");
                if game.open_tanyao {
                    disp.push('\u{55b0}');
                }
                if game.red_fives {
                    disp.push('\u{8d64}');
                }
                rule = json!({"disp": disp, "aka": i32::from(game.red_fives)});
                players = if game.players == Players::Three { 3 } else { 4 };
            }
            Event::RoundStart(start) => {
                if let Some(done) = round.take() {
                    rounds.push(build(done));
                }
                dealer = start.dealer;
                let kyoku = start.round_wind as i64 * 4 + i64::from(start.number);
                let mut hands: Vec<Vec<i64>> = start
                    .hands
                    .iter()
                    .map(|hand| hand.as_slice().iter().map(|&t| number(t)).collect())
                    .collect();
                hands.truncate(4);
                round = Some(Round {
                    header: vec![json!(kyoku), json!(start.honba), json!(start.riichi_sticks)],
                    dora: vec![number(start.dora_indicator)],
                    ura: Vec::new(),
                    hands,
                    takes: vec![Vec::new(); 4],
                    discards: vec![Vec::new(); 4],
                    result: Vec::new(),
                });
                let mut scores: Vec<Value> = start.scores.iter().map(|&s| json!(s)).collect();
                scores.truncate(4);
                round.as_mut().unwrap().header.push(Value::Array(scores));
                riichi = [false; 4];
            }
            Event::Draw { seat, tile } => {
                round.as_mut().unwrap().takes[usize::from(seat)].push(json!(number(tile)));
            }
            Event::Riichi { seat } => riichi[usize::from(seat)] = true,
            Event::Discard {
                seat,
                tile,
                tsumogiri,
            } => {
                let code = if tsumogiri { 60 } else { number(tile) };
                let value = if std::mem::take(&mut riichi[usize::from(seat)]) {
                    json!(format!("r{code}"))
                } else {
                    json!(code)
                };
                round.as_mut().unwrap().discards[usize::from(seat)].push(value);
            }
            Event::NewDora { indicator } => round.as_mut().unwrap().dora.push(number(indicator)),
            Event::Call(call) => {
                let round = round.as_mut().unwrap();
                let seat = usize::from(call.seat);
                let others = call.from_hand();
                let others = others.as_slice();
                match call.kind {
                    CallKind::Chi | CallKind::Pon | CallKind::OpenKan => {
                        let (taken, from) = call.taken.unwrap();
                        let back = (seat + players - usize::from(from)) % players;
                        let letter = match call.kind {
                            CallKind::Chi => 'c',
                            CallKind::Pon => 'p',
                            _ => 'm',
                        };
                        let at = if call.kind == CallKind::OpenKan && back == 3 {
                            3
                        } else {
                            back - 1
                        };
                        round.takes[seat].push(json!(call_string(letter, at, taken, others)));
                    }
                    CallKind::AddedKan => {
                        let (added, _) = call.taken.unwrap();
                        let mut rest: Vec<ParsedTile> = call.tiles.as_slice().to_vec();
                        let position = rest.iter().position(|&tile| tile == added).unwrap();
                        rest.remove(position);
                        round.discards[seat].push(json!(call_string('k', 0, added, &rest)));
                    }
                    CallKind::ClosedKan => {
                        let tiles = call.tiles.as_slice();
                        round.discards[seat].push(json!(call_string(
                            'a',
                            3,
                            tiles[3],
                            &tiles[..3]
                        )));
                    }
                    CallKind::Kita => round.discards[seat].push(json!("f44")),
                }
            }
            Event::Win(win) => {
                let round = round.as_mut().unwrap();
                if round.result.is_empty() {
                    round.result.push(json!("\u{548c}\u{4e86}"));
                }
                if round.ura.is_empty() {
                    round.ura = win
                        .ura_indicators
                        .as_slice()
                        .iter()
                        .map(|&t| number(t))
                        .collect();
                }
                round.result.push(json!(win.deltas));
                let mut info = vec![
                    json!(win.seat),
                    json!(win.from),
                    json!(win.liable.unwrap_or(win.seat)),
                    json!(value_string(&win, dealer, players as u32)),
                ];
                info.extend(
                    win.yaku()
                        .iter()
                        .map(|&(number, han)| json!(yaku_string(number, han))),
                );
                round.result.push(Value::Array(info));
            }
            Event::RoundDrawn(draw) => {
                let seats = &draw.tenpai[..players];
                let name = match draw.kind {
                    DrawKind::Exhaustive if seats.iter().all(|&t| t) => {
                        "\u{5168}\u{54e1}\u{8074}\u{724c}"
                    }
                    DrawKind::Exhaustive if seats.iter().all(|&t| !t) => {
                        "\u{5168}\u{54e1}\u{4e0d}\u{8074}"
                    }
                    DrawKind::Exhaustive => "\u{6d41}\u{5c40}",
                    DrawKind::NagashiMangan => "\u{6d41}\u{3057}\u{6e80}\u{8cab}",
                    DrawKind::NineTerminals => "\u{4e5d}\u{7a2e}\u{4e5d}\u{724c}",
                    DrawKind::FourRiichi => "\u{56db}\u{5bb6}\u{7acb}\u{76f4}",
                    DrawKind::TripleRon => "\u{4e09}\u{5bb6}\u{548c}\u{4e86}",
                    DrawKind::FourWinds => "\u{56db}\u{98a8}\u{9023}\u{6253}",
                    DrawKind::FourKans => "\u{56db}\u{69d3}\u{6563}\u{4e86}",
                };
                let round = round.as_mut().unwrap();
                round.result = vec![json!(name), json!(draw.deltas)];
            }
            _ => {}
        }
    }
    if let Some(done) = round.take() {
        rounds.push(build(done));
    }
    json!({"title": ["", ""], "name": ["a", "b", "c", "d"], "rule": rule, "log": rounds})
}

fn build(round: Round) -> Value {
    let header = Value::Array(round.header[..3].to_vec());
    let scores = round.header[3].clone();
    let mut items = vec![header, scores, json!(round.dora), json!(round.ura)];
    for seat in 0..4 {
        items.push(json!(round.hands[seat]));
        items.push(Value::Array(round.takes[seat].clone()));
        items.push(Value::Array(round.discards[seat].clone()));
    }
    items.push(Value::Array(round.result));
    Value::Array(items)
}

fn sorted(list: TileList<4>) -> TileList<4> {
    let mut tiles = list.as_slice().to_vec();
    tiles.sort_by_key(|tile| (tile.tile().index(), tile.is_red()));
    let mut out = TileList::new();
    for tile in tiles {
        out.push(tile);
    }
    out
}

/// What tenhou.net/6 does not carry, taken out of an event.
fn normalise(event: Event) -> Option<Event> {
    Some(match event {
        Event::PlayerLeft { .. } | Event::PlayerBack { .. } => return None,
        Event::GameStart(mut game) => {
            game.tenhou_type = 0;
            Event::GameStart(game)
        }
        Event::GameEnd { .. } => Event::GameEnd { scores: None },
        Event::Call(mut call) => {
            call.tiles = sorted(call.tiles);
            Event::Call(call)
        }
        // A limit's value string names the limit in place of fu and han.
        Event::Win(win) => Event::Win(WinRecord {
            seat: win.seat,
            from: win.from,
            winning_tile: win.winning_tile,
            ura_indicators: win.ura_indicators,
            yaku: win.yaku,
            yaku_len: win.yaku_len,
            fu: win.fu.filter(|_| win.limit == Some(0)),
            points: win.points,
            limit: win.limit,
            deltas: win.deltas,
            liable: win.liable,
            ..Default::default()
        }),
        Event::RoundDrawn(mut draw) => {
            if draw.kind != DrawKind::Exhaustive {
                draw.tenpai = [false; 4];
            }
            Event::RoundDrawn(draw)
        }
        other => other,
    })
}

#[test]
fn every_sample_record_reads_back_the_same_and_verifies() {
    let files = sample_files();
    if files.is_empty() {
        return;
    }
    let (mut games, mut wins, mut events_compared) = (0, 0, 0);
    let (mut with_fu, mut limits, mut three_player_tsumo) = (0, 0, 0);
    let mut disagreements = Vec::new();
    for path in &files {
        let text = std::fs::read(path).unwrap();
        let expected: Vec<Event> = TenhouReader::new(&text)
            .map(|event| event.unwrap_or_else(|error| panic!("{}: {error}", path.display())))
            .collect();
        let json = serde_json::to_string(&convert(&expected)).unwrap();
        let expected: Vec<Event> = expected.into_iter().filter_map(normalise).collect();
        let read: Vec<Event> = Tenhou6Reader::new(json.as_bytes())
            .map(|event| event.unwrap_or_else(|error| panic!("{}: {error}", path.display())))
            .collect();
        let read: Vec<Event> = read.into_iter().filter_map(normalise).collect();
        for (index, (left, right)) in read.iter().zip(&expected).enumerate() {
            assert_eq!(left, right, "{}: event {index}", path.display());
        }
        assert_eq!(read.len(), expected.len(), "{}", path.display());
        events_compared += read.len();
        let mut replay = Replay::new();
        for event in Tenhou6Reader::new(json.as_bytes()) {
            let event = event.unwrap();
            match &event {
                Event::GameStart(_) => games += 1,
                Event::Win(win) => {
                    wins += 1;
                    assert!(
                        win.points.is_some() && win.limit.is_some() && win.yaku_len > 0,
                        "{}: {win:?}",
                        path.display()
                    );
                    with_fu += usize::from(win.fu.is_some());
                    limits += usize::from(win.limit > Some(0));
                    three_player_tsumo +=
                        usize::from(replay.seat_count() == 3 && win.seat == win.from);
                    let check = check_win(&replay, win, &tenhou_rules(replay.game()));
                    if !check.agrees() {
                        disagreements.push(format!(
                            "{}: {:?}",
                            path.display(),
                            check.disagreements
                        ));
                    }
                }
                _ => {}
            }
            replay
                .apply(&event)
                .unwrap_or_else(|reason| panic!("{}: {event:?}: {reason}", path.display()));
        }
    }
    eprintln!("{games} games, {wins} wins, {events_compared} events compared");
    eprintln!(
        "{with_fu} wins with fu, {limits} at a limit, {three_player_tsumo} three-player tsumo"
    );
    assert!(disagreements.is_empty(), "{disagreements:#?}");
    assert_eq!((games, wins), (17, 116));
}
