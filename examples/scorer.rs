//! A scorer: reads one win a line and prints its yaku, han, fu and
//! payments.
//!
//! ```text
//! cargo run --release --example scorer -- '234567m23455p888s 5p tsumo riichi seat=south dora=1m'
//! echo '11123455678999m 5m' | cargo run --release --example scorer
//! ```
//!
//! A line is the concealed hand (MPSZ, red fives `0`, the winning tile
//! included), the winning tile, then any of `tsumo`, `riichi`, `ippatsu`,
//! `seat=WIND`, `round=WIND`, `dora=TILE,...`, `ura=TILE,...`,
//! `meld=KIND:TILES` (e.g. `meld=pon:777z`) and `honba=N`. Winds are
//! written `east`, `S`, `3z`, ...

use std::error::Error;
use std::io::BufRead;

use tehai::notation::ParsedHand;
use tehai::score::WinContext;

/// Reads one line's win.
fn read_win(line: &str) -> Result<(ParsedHand, WinContext), Box<dyn Error>> {
    let mut words = line.split_whitespace();
    let hand: ParsedHand = words.next().ok_or("no hand")?.parse()?;
    let mut context = WinContext::new(words.next().ok_or("no winning tile")?.parse()?);
    for word in words {
        let (key, value) = word.split_once('=').unwrap_or((word, ""));
        match key {
            "tsumo" => context.tsumo = true,
            "riichi" => context.riichi = true,
            "ippatsu" => context.ippatsu = true,
            "seat" => context.seat_wind = value.parse()?,
            "round" => context.round_wind = value.parse()?,
            "honba" => context.honba = value.parse()?,
            "dora" => {
                for tile in value.split(',') {
                    context.dora_indicators.push(tile.parse()?)?;
                }
            }
            "ura" => {
                for tile in value.split(',') {
                    context.ura_indicators.push(tile.parse()?)?;
                }
            }
            "meld" => {
                let (kind, tiles) = value.split_once(':').ok_or("meld=KIND:TILES")?;
                context.melds.push(format!("{kind} {tiles}").parse()?)?;
            }
            _ => return Err(format!("unknown word {word:?}").into()),
        }
    }
    Ok((hand, context))
}

/// Scores one line and prints the answer.
fn score_line(line: &str) -> Result<(), Box<dyn Error>> {
    let (hand, context) = read_win(line)?;
    let score = tehai::score(&hand, &context)?;
    println!("{line}");
    for (yaku, han) in score.yaku_han() {
        println!("  {:<24} {han} han", yaku.to_string());
    }
    println!(
        "  {} han {} fu{}: {} points ({} + {} from the others)",
        score.han(),
        score.fu(),
        match score.limit() {
            tehai::score::Limit::None => String::new(),
            limit => format!(" {limit:?}"),
        },
        score.total(),
        score.main(),
        score.additional()
    );
    Ok(())
}

fn main() -> Result<(), Box<dyn Error>> {
    let lines: Vec<String> = std::env::args().skip(1).collect();
    let lines = if lines.is_empty() {
        std::io::stdin().lock().lines().collect::<Result<_, _>>()?
    } else {
        lines
    };
    let mut failed = false;
    for line in lines.iter().filter(|line| !line.trim().is_empty()) {
        if let Err(error) = score_line(line) {
            println!("{line}\n  error: {error}");
            failed = true;
        }
    }
    if failed {
        std::process::exit(1);
    }
    Ok(())
}
