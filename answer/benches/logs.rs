//! Game records on one core, stage by stage, over the sample Tenhou records
//! (read in place from `shared/logs/tenhou` beside the repository, or
//! `TEHAI_SAMPLE_LOGS`), all games in one text: reading the events; reading
//! and replaying; replaying and checking every win; replaying and making
//! every decision row; and those rows written as CSV. Each stage includes
//! the ones before it, so the differences are each stage's share.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tehai::log::{Counting, Event, Replay, TenhouReader, check_win, decision, tenhou_rules};
use tehai_answer::{LogFormat, ReplayItem, ReplayOptions};

fn sample_text() -> Option<Vec<u8>> {
    let folder = match std::env::var("TEHAI_SAMPLE_LOGS") {
        Ok(folder) => PathBuf::from(folder),
        Err(_) => PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .ancestors()
            .map(|dir| dir.join("shared/logs/tenhou"))
            .find(|dir| dir.is_dir())?,
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .ok()?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "xml"))
        .collect();
    files.sort();
    let mut text = Vec::new();
    for file in files {
        text.extend(std::fs::read(file).ok()?);
    }
    Some(text)
}

fn stages(c: &mut Criterion) {
    let Some(text) = sample_text() else {
        eprintln!(
            "SKIPPED: no sample Tenhou records (TEHAI_SAMPLE_LOGS or shared/logs/tenhou beside the repository)"
        );
        return;
    };
    let games = TenhouReader::new(&text)
        .filter(|event| matches!(event, Ok(Event::GameStart(_))))
        .count() as u64;
    let mut group = c.benchmark_group("logs");
    group.throughput(Throughput::Elements(games));
    group.bench_function("read", |b| {
        b.iter(|| {
            TenhouReader::new(black_box(&text))
                .filter(Result::is_ok)
                .count()
        })
    });
    group.bench_function("read+replay", |b| {
        b.iter(|| {
            let mut replay = Replay::new();
            for event in TenhouReader::new(black_box(&text)).flatten() {
                let _ = replay.apply(&event);
            }
            replay.wall_left()
        })
    });
    group.bench_function("read+replay+verify", |b| {
        b.iter(|| {
            let mut replay = Replay::new();
            let mut verified = 0;
            for event in TenhouReader::new(black_box(&text)).flatten() {
                if let Event::Win(win) = &event {
                    verified +=
                        usize::from(check_win(&replay, win, &tenhou_rules(replay.game())).agrees());
                }
                let _ = replay.apply(&event);
            }
            verified
        })
    });
    group.bench_function("read+replay+rows", |b| {
        b.iter(|| {
            let mut replay = Replay::new();
            let mut ranks = 0usize;
            for event in TenhouReader::new(black_box(&text)).flatten() {
                if let Event::Discard {
                    seat,
                    tile,
                    tsumogiri,
                } = event
                {
                    if let Ok(row) = decision(&replay, seat, tile, tsumogiri, Counting::Unseen) {
                        ranks += usize::from(row.rank);
                    }
                }
                let _ = replay.apply(&event);
            }
            ranks
        })
    });
    group.bench_function("read+replay+rows+csv", |b| {
        let options = ReplayOptions {
            rows: true,
            ..ReplayOptions::default()
        };
        b.iter(|| {
            let mut writer = csv::WriterBuilder::new()
                .has_headers(false)
                .from_writer(Vec::with_capacity(1 << 21));
            tehai_answer::replay_bytes(
                "sample.xml",
                LogFormat::TenhouXml,
                black_box(&text),
                &options,
                |item| {
                    if let ReplayItem::Row(row) = item {
                        let _ = writer.serialize(row);
                    }
                },
            );
            writer.into_inner().map(|bytes| bytes.len()).unwrap_or(0)
        })
    });
    group.finish();
}

criterion_group!(benches, stages);
criterion_main!(benches);
