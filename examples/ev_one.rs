// scratch timing (not committed)
use std::io::BufRead;
fn main() {
    let path = std::env::args().nth(1).unwrap();
    let f = std::io::BufReader::new(std::fs::File::open(path).unwrap());
    let mut groups: std::collections::BTreeMap<String, Vec<f64>> = Default::default();
    for line in f.lines() {
        let line = line.unwrap();
        let v: serde_json::Value = serde_json::from_str(&line).unwrap();
        let id = v["id"].as_str().unwrap().to_string();
        let input = &v["input"];
        let hand: tehai::notation::ParsedHand = input["hand"].as_str().unwrap().parse().unwrap();
        let ind: Vec<tehai::notation::ParsedTile> = {
            let t = input["dora_indicators"].as_str().unwrap();
            let h: tehai::notation::ParsedHand = if t.is_empty() { Default::default() } else { t.parse().unwrap() };
            let mut out = vec![];
            for (k, c) in h.hand.counts().iter().enumerate() { for i in 0..*c { let tile = tehai::Tile::new(k as u8).unwrap(); let red = k < 27 && k % 9 == 4 && (i as u8) < h.red_fives[k/9]; out.push(tehai::notation::ParsedTile::new(tile, red).unwrap()); } }
            out
        };
        let seen_t = input["seen"].as_str().unwrap();
        let seen: tehai::notation::ParsedHand = if seen_t.is_empty() { Default::default() } else { 
            // seen may exceed 14 tiles: count by hand
            let mut c = [0u8; 34]; let mut r = [0u8;3]; let mut digits = vec![];
            for ch in seen_t.chars() { if let Some(d) = ch.to_digit(10) { digits.push(d as usize); } else { let s = "mpsz".find(ch).unwrap(); for &d in &digits { let rank = if d == 0 {4} else {d-1}; c[s*9+rank]+=1; if d==0 { r[s]+=1; } } digits.clear(); } }
            let mut q = tehai::ev::EvQuestion::new(hand);
            q.dora_indicators = &ind; q.seen = tehai::TileCounts::from_counts(&c).unwrap(); q.seen_red_fives = r;
            let w = |s: &str| tehai::score::Wind::from_tile(s.parse().unwrap()).unwrap();
            q.round_wind = w(input["round_wind"].as_str().unwrap()); q.seat_wind = w(input["seat_wind"].as_str().unwrap());
            let t = std::time::Instant::now();
            let a = tehai::ev::analyse_owned(&q).unwrap();
            let el = t.elapsed().as_secs_f64()*1e3;
            let g = id.split('-').next().unwrap().to_string();
            groups.entry(g).or_default().push(el);
            if std::env::var("V").is_ok() { println!("{id} {el:.3} ms {:?}", a.stats()); }
            continue;
        };
        let _ = seen;
        let mut q = tehai::ev::EvQuestion::new(hand);
        q.dora_indicators = &ind;
        let w = |s: &str| tehai::score::Wind::from_tile(s.parse().unwrap()).unwrap();
        q.round_wind = w(input["round_wind"].as_str().unwrap()); q.seat_wind = w(input["seat_wind"].as_str().unwrap());
        let t = std::time::Instant::now();
        let a = tehai::ev::analyse_owned(&q).unwrap();
        let el = t.elapsed().as_secs_f64()*1e3;
        let g = id.split('-').next().unwrap().to_string();
        groups.entry(g).or_default().push(el);
        if std::env::var("V").is_ok() { println!("{id} {el:.3} ms {:?}", a.stats()); }
    }
    for (g, mut v) in groups { v.sort_by(|a,b| a.partial_cmp(b).unwrap()); println!("{g}: n {} median {:.3} ms max {:.3} ms", v.len(), v[v.len()/2], v[v.len()-1]); }
}
