//! The log readers, the replay and the win check on real Tenhou records
//! (read in place from the shared sample folder, skipped with a message
//! when it is absent) and on the hand-made files of `tests/data/logs`.

use tehai::log::{Event, LogErrorReason, Replay, TenhouReader, check_win, tenhou_rules};

mod samples;
use samples::sample_files;

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    rounds: usize,
    wins: usize,
    draws: usize,
    final_scores: usize,
    disagreements: Vec<String>,
}

fn replay_file(path: &std::path::Path, tally: &mut Tally) {
    let text = std::fs::read(path).unwrap();
    let mut replay = Replay::new();
    let mut expected_scores: Option<[i32; 4]> = None;
    for event in TenhouReader::new(&text) {
        let event = event.unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        match &event {
            Event::GameStart(_) => tally.games += 1,
            // The final scores: the replay's, with the sticks left on the
            // table going to the player in first place (the first seat of
            // the most points, as Tenhou breaks ties).
            Event::GameEnd {
                scores: Some(final_scores),
            } => {
                let mut replayed = replay.scores();
                let seats = usize::from(replay.seat_count());
                let top = (0..seats)
                    .max_by_key(|&seat| (replayed[seat], std::cmp::Reverse(seat)))
                    .unwrap();
                replayed[top] += 1000 * i32::from(replay.riichi_sticks());
                assert_eq!(
                    &replayed[..seats],
                    &final_scores[..seats],
                    "{}: final scores",
                    path.display()
                );
                tally.final_scores += 1;
            }
            Event::RoundStart(round) => {
                tally.rounds += 1;
                if let Some(scores) = expected_scores {
                    assert_eq!(
                        scores,
                        round.scores,
                        "{}: scores carried into round {}",
                        path.display(),
                        tally.rounds
                    );
                }
            }
            Event::Win(win) => {
                tally.wins += 1;
                let check = check_win(&replay, win, &tenhou_rules(replay.game()));
                if !check.agrees() {
                    tally.disagreements.push(format!(
                        "{} round {:?}: {:?} scored {:?} recorded {:?} error {:?}",
                        path.display(),
                        replay
                            .round()
                            .map(|round| (round.round_wind, round.number, round.honba)),
                        check.disagreements,
                        check.scored,
                        check.recorded,
                        check.error
                    ));
                }
            }
            Event::RoundDrawn(_) => tally.draws += 1,
            _ => {}
        }
        replay
            .apply(&event)
            .unwrap_or_else(|reason| panic!("{}: {event:?}: {}", path.display(), reason.message()));
        if matches!(event, Event::Win(_) | Event::RoundDrawn(_)) {
            expected_scores = Some(replay.scores());
        }
    }
}

#[test]
fn every_win_of_the_sample_records_verifies() {
    let files = sample_files();
    let mut tally = Tally::default();
    for path in &files {
        replay_file(path, &mut tally);
    }
    if files.is_empty() {
        return;
    }
    for line in &tally.disagreements {
        eprintln!("{line}");
    }
    eprintln!(
        "{} games, {} rounds, {} wins, {} draws",
        tally.games, tally.rounds, tally.wins, tally.draws
    );
    assert!(
        tally.disagreements.is_empty(),
        "{} disagreements",
        tally.disagreements.len()
    );
    assert_eq!((tally.games, tally.wins), (17, 116));
    assert_eq!(tally.final_scores, 17, "every game's final scores replayed");
}

#[test]
fn replay_refuses_what_cannot_happen() {
    let mut replay = Replay::new();
    let draw = Event::Draw {
        seat: 0,
        tile: "1m".parse().unwrap(),
    };
    assert_eq!(replay.apply(&draw), Err(LogErrorReason::NoRound));
}

#[test]
fn a_tampered_record_disagrees() {
    let files = sample_files();
    let Some(path) = files.iter().find(|path| path.ends_with("example.xml")) else {
        return;
    };
    let text = std::fs::read(path).unwrap();
    let mut replay = Replay::new();
    let mut checked = 0;
    for event in TenhouReader::new(&text) {
        let event = event.unwrap();
        if let Event::Win(win) = &event {
            let rules = tenhou_rules(replay.game());
            assert!(check_win(&replay, win, &rules).agrees());
            let mut points = *win;
            points.points = points.points.map(|points| points + 100);
            assert_eq!(
                check_win(&replay, &points, &rules).disagreements,
                tehai::log::WinFields::POINTS
            );
            let mut deltas = *win;
            deltas.deltas[usize::from(win.seat)] += 300;
            assert_eq!(
                check_win(&replay, &deltas, &rules).disagreements,
                tehai::log::WinFields::DELTAS
            );
            let mut yaku = *win;
            yaku.yaku[0].1 += 1;
            let found = check_win(&replay, &yaku, &rules).disagreements;
            assert!(
                found.contains(tehai::log::WinFields::YAKU | tehai::log::WinFields::HAN),
                "{found:?}"
            );
            checked += 1;
        }
        replay.apply(&event).unwrap();
    }
    assert!(checked > 0);
}

/// Tiles every seat can see in a round, tallied straight from the events:
/// indicators, discards, the tiles calls bring out of hands, norths.
struct Visible {
    all: [u8; 34],
    /// Each seat's meld tiles (taken discards included).
    melded: [[u8; 34]; 4],
    /// The dora indicators among `all`.
    indicators: [u8; 34],
    /// Red fives among `all` and `melded`, per suit.
    all_red: [u8; 3],
    melded_red: [[u8; 3]; 4],
}

impl Default for Visible {
    fn default() -> Self {
        Visible {
            all: [0; 34],
            melded: [[0; 34]; 4],
            indicators: [0; 34],
            all_red: [0; 3],
            melded_red: [[0; 3]; 4],
        }
    }
}

impl Visible {
    fn see(&mut self, event: &Event) {
        let index = |tile: tehai::notation::ParsedTile| tile.tile().index();
        match event {
            Event::RoundStart(round) => {
                *self = Visible::default();
                self.all[index(round.dora_indicator)] += 1;
                self.indicators[index(round.dora_indicator)] += 1;
            }
            Event::NewDora { indicator } => {
                self.all[index(*indicator)] += 1;
                self.indicators[index(*indicator)] += 1;
            }
            Event::Discard { tile, .. } => {
                self.all[index(*tile)] += 1;
                if tile.is_red() {
                    self.all_red[index(*tile) / 9] += 1;
                }
            }
            Event::Call(call) => {
                for tile in call.from_hand().as_slice() {
                    self.all[index(*tile)] += 1;
                    if tile.is_red() && call.kind != tehai::log::CallKind::Kita {
                        self.all_red[index(*tile) / 9] += 1;
                    }
                }
                if call.kind != tehai::log::CallKind::Kita {
                    let seat = usize::from(call.seat);
                    let tiles = match call.kind {
                        tehai::log::CallKind::AddedKan => vec![call.taken.unwrap().0],
                        _ => call.tiles.as_slice().to_vec(),
                    };
                    for tile in tiles.into_iter().filter(|tile| tile.is_red()) {
                        self.melded_red[seat][index(tile) / 9] += 1;
                    }
                }
                if call.kind != tehai::log::CallKind::Kita {
                    let seat = usize::from(call.seat);
                    let own = &mut self.melded[seat];
                    match call.kind {
                        // Only the added tile is new to the meld.
                        tehai::log::CallKind::AddedKan => own[index(call.taken.unwrap().0)] += 1,
                        _ => {
                            for tile in call.tiles.as_slice() {
                                own[index(*tile)] += 1;
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    fn seen_from(&self, seat: u8) -> [u8; 34] {
        let mut seen = self.all;
        for (slot, own) in seen.iter_mut().zip(self.melded[usize::from(seat)]) {
            *slot -= own;
        }
        seen
    }

    /// Red fives seen from `seat`, per suit (the indicators apart).
    fn red_seen_from(&self, seat: u8) -> [u8; 3] {
        let mut seen = self.all_red;
        for (slot, own) in seen.iter_mut().zip(self.melded_red[usize::from(seat)]) {
            *slot -= own;
        }
        seen
    }
}

/// The expected-value figures of the rows, at one shanten and less, equal
/// an analysis of a question built here from the events: the seat's hand
/// and melds, the indicators, the tiles and red fives seen (from a tally of
/// the events), the winds and the draws left.
#[test]
fn ev_rows_agree_with_the_analysis() {
    use tehai::ev::{EvQuestion, analyse_owned, workspace_words};
    use tehai::log::{decision_ev, ev_question};
    let files = sample_files();
    let (mut rows, mut best_rows, mut red_rows) = (0, 0, 0);
    let mut workspace = Vec::new();
    for path in &files {
        let text = std::fs::read(path).unwrap();
        let mut replay = Replay::new();
        let mut visible = Visible::default();
        let mut dealer = 0;
        let mut round_wind = tehai::score::Wind::East;
        for event in TenhouReader::new(&text) {
            let event = event.unwrap();
            if let Event::RoundStart(round) = &event {
                (dealer, round_wind) = (round.dealer, round.round_wind);
            }
            if let Event::Discard { seat, tile, .. } = event {
                let state = replay.seat(seat);
                let seats = replay.seat_count();
                let shanten = tehai::shanten(&state.hand().hand, &tehai::Context::default())
                    .unwrap()
                    .min;
                let draws = replay.wall_left() / seats;
                if shanten <= 1 && draws > 0 {
                    let mut seen = visible.seen_from(seat);
                    for (slot, indicators) in seen.iter_mut().zip(visible.indicators) {
                        *slot -= indicators;
                    }
                    let mut question = EvQuestion::new(state.hand());
                    question.melds = state.melds();
                    question.dora_indicators = replay.dora_indicators();
                    question.seen = tehai::TileCounts::from_counts(&seen).unwrap();
                    question.seen_red_fives = visible.red_seen_from(seat);
                    question.round_wind = round_wind;
                    question.seat_wind =
                        tehai::score::Wind::from_u8((seat + seats - dealer) % seats).unwrap();
                    question.rules = tenhou_rules(replay.game());
                    question.options.draws = draws.min(tehai::ev::MAX_DRAWS as u8);
                    assert_eq!(ev_question(&replay, seat), Some(question));
                    let expected = analyse_owned(&question).unwrap();
                    workspace.resize(workspace_words(&question).unwrap().max(workspace.len()), 0);
                    let figures = loop {
                        match decision_ev(&replay, seat, tile, &mut workspace) {
                            Err(tehai::Error::WorkspaceTooSmall) => {
                                workspace.resize(workspace.len() * 2, 0)
                            }
                            other => break other.unwrap(),
                        }
                    };
                    let ev = |tile| {
                        let discard = expected
                            .discards()
                            .iter()
                            .find(|discard| discard.tile == Some(tile))
                            .unwrap();
                        (discard.ev[0], discard.win[0], discard.tenpai[0])
                    };
                    assert_eq!(
                        (
                            figures.discard_ev,
                            figures.discard_win,
                            figures.discard_tenpai
                        ),
                        ev(tile)
                    );
                    let top = expected
                        .discards()
                        .iter()
                        .map(|discard| discard.ev[0])
                        .fold(f64::MIN, f64::max);
                    assert_eq!((figures.best_ev, ev(figures.best).0), (top, top));
                    let better = expected
                        .discards()
                        .iter()
                        .filter(|discard| discard.ev[0] > figures.discard_ev)
                        .count();
                    assert_eq!(usize::from(figures.rank), better + 1);
                    assert_eq!(figures.draws, question.options.draws);
                    rows += 1;
                    best_rows += usize::from(figures.rank == 1);
                    red_rows += usize::from(question.seen_red_fives != [0; 3]);
                } else {
                    assert_eq!(ev_question(&replay, seat).is_none(), draws == 0);
                }
            }
            visible.see(&event);
            replay.apply(&event).unwrap();
        }
    }
    if files.is_empty() {
        return;
    }
    eprintln!(
        "{rows} rows at one shanten or less: {best_rows} the best by expected score; {red_rows} with red fives seen"
    );
    assert!(rows > 1000 && best_rows < rows && red_rows > 0);
}

#[test]
fn rows_agree_with_the_single_calls() {
    use tehai::log::{Counting, decision};
    use tehai::{Context, Hand};
    let files = sample_files();
    let mut rows = 0;
    let mut exact_differs = 0;
    let mut tenpai_rows = 0;
    let mut riichi_rows = 0;
    let mut declarations = 0;
    for path in &files {
        let text = std::fs::read(path).unwrap();
        let mut replay = Replay::new();
        let mut visible = Visible::default();
        for event in TenhouReader::new(&text) {
            let event = event.unwrap();
            if let Event::Discard {
                seat,
                tile,
                tsumogiri,
            } = event
            {
                let state = replay.seat(seat);
                let hand = state.hand().hand;
                let seen = replay.seen_from(seat);
                assert_eq!(
                    seen.counts(),
                    visible.seen_from(seat),
                    "{} seat {seat}",
                    path.display()
                );
                let players = replay.game().players;
                let row = decision(&replay, seat, tile, tsumogiri, Counting::Unseen).unwrap();
                let exact = decision(&replay, seat, tile, tsumogiri, Counting::Exact).unwrap();
                let mut after: Hand = hand;
                after.remove(tile.tile()).unwrap();
                // The fast row: the hand's own table, counted by unseen copies.
                let plain = Context::default().with_players(players);
                // A complete hand's best discard leaves it ready.
                assert_eq!(
                    row.shanten,
                    tehai::shanten(&hand, &plain).unwrap().min.max(0)
                );
                let useful = tehai::useful_tiles(&after, &plain).unwrap();
                assert_eq!(
                    (row.discard_shanten, row.discard_useful),
                    (useful.shanten, useful.tiles)
                );
                let unseen = |kind: tehai::Tile| {
                    let melded: u8 = state.melds().iter().map(|meld| meld.count(kind)).sum();
                    4 - hand.count(kind) - melded - seen.count(kind)
                };
                let count: u32 = useful
                    .tiles
                    .iter()
                    .map(|kind| u32::from(unseen(kind)))
                    .sum();
                assert_eq!(row.discard_useful_count, count);
                assert_eq!(row.tenpai(), useful.shanten == 0);
                tenpai_rows += usize::from(row.tenpai());
                riichi_rows += usize::from(row.riichi);
                assert_eq!(row.riichi, exact.riichi);
                // The exact row: the discard table asked at the table.
                let table = Context {
                    melds: state.melds(),
                    seen,
                    players,
                };
                let discards = tehai::discards(&hand, &table).unwrap();
                let entry = discards
                    .entries()
                    .iter()
                    .find(|entry| entry.tile == tile.tile())
                    .unwrap();
                assert_eq!(
                    (
                        exact.discard_shanten,
                        exact.discard_useful,
                        exact.discard_useful_count
                    ),
                    (entry.shanten, entry.useful, entry.count)
                );
                assert_eq!(
                    exact.shanten,
                    discards.shanten().max(discards.best().unwrap().shanten)
                );
                assert_eq!(exact.best, discards.best().unwrap().tile);
                // Both: the rank counts the rows strictly better.
                for found in [&row, &exact] {
                    assert!(found.rank >= 1 && found.rank <= found.options);
                    assert_eq!(
                        found.rank == 1,
                        (found.discard_shanten, found.discard_useful_count)
                            == (found.best_shanten, found.best_useful_count)
                    );
                }
                exact_differs +=
                    usize::from(row.discard_useful_count != exact.discard_useful_count);
                rows += 1;
            }
            declarations += usize::from(matches!(event, Event::Riichi { .. }));
            visible.see(&event);
            replay.apply(&event).unwrap();
        }
    }
    if files.is_empty() {
        return;
    }
    eprintln!(
        "{rows} rows, {tenpai_rows} ready after the discard; the exact count differs on {exact_differs}"
    );
    assert_eq!(rows, 6823);
    assert!(tenpai_rows > 0 && tenpai_rows < rows);
    // Each declaration's discard, and no other, is a riichi row.
    assert_eq!((riichi_rows, declarations), (89, 89));
}

#[test]
fn a_refused_event_changes_nothing() {
    let files = sample_files();
    let mut refused = 0;
    for path in files.iter().take(4) {
        let text = std::fs::read(path).unwrap();
        let mut replay = Replay::new();
        for event in TenhouReader::new(&text) {
            let event = event.unwrap();
            if let Event::Discard { seat, .. } = event {
                let hand = replay.seat(seat).counts();
                let missing = (0..34u8)
                    .find(|&kind| hand[usize::from(kind)] == 0)
                    .unwrap();
                let missing: tehai::notation::ParsedTile =
                    tehai::notation::ParsedTile::new(tehai::Tile::new(missing).unwrap(), false)
                        .unwrap();
                for bogus in [
                    Event::Discard {
                        seat,
                        tile: missing,
                        tsumogiri: false,
                    },
                    Event::Draw {
                        seat,
                        tile: missing,
                    },
                    Event::RiichiAccepted {
                        seat: (seat + 1) % 4,
                    },
                ] {
                    let before: Vec<_> = (0..4).map(|seat| *replay.seat(seat)).collect();
                    let (wall, scores, turn) = (replay.wall_left(), replay.scores(), replay.turn());
                    if replay.apply(&bogus).is_err() {
                        refused += 1;
                        let after: Vec<_> = (0..4).map(|seat| *replay.seat(seat)).collect();
                        assert_eq!(before, after, "{bogus:?}");
                        assert_eq!(
                            (wall, scores, turn),
                            (replay.wall_left(), replay.scores(), replay.turn())
                        );
                    }
                }
            }
            replay.apply(&event).unwrap();
        }
    }
    if !files.is_empty() {
        assert!(refused > 100, "{refused}");
    }
}
