//! The log readers, the replay and the win check on real Tenhou records
//! (read in place from the shared sample folder, skipped with a message
//! when it is absent) and on the hand-made files of `tests/data/logs`.

use std::path::PathBuf;

use tehai::log::{Event, LogErrorReason, Replay, TenhouReader, check_win, tenhou_rules};

/// The folder of sample Tenhou records: `TEHAI_SAMPLE_LOGS`, or
/// `shared/logs/tenhou` beside an ancestor of this crate.
fn sample_folder() -> Option<PathBuf> {
    if let Ok(folder) = std::env::var("TEHAI_SAMPLE_LOGS") {
        return Some(PathBuf::from(folder));
    }
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    manifest
        .ancestors()
        .map(|dir| dir.join("shared/logs/tenhou"))
        .find(|dir| dir.is_dir())
}

fn sample_files() -> Vec<PathBuf> {
    let Some(folder) = sample_folder() else {
        eprintln!(
            "SKIPPED: no sample Tenhou records (set TEHAI_SAMPLE_LOGS or place shared/logs/tenhou beside the repository)"
        );
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "xml"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 17,
        "{} records in {}",
        files.len(),
        folder.display()
    );
    files
}

#[derive(Default, Debug)]
struct Tally {
    games: usize,
    rounds: usize,
    wins: usize,
    draws: usize,
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
