fn main() {
    let hand = std::env::args().nth(1).unwrap_or("4m133699p124s1466z".into());
    let question = tehai::ev::EvQuestion::new(hand.parse().unwrap());
    let t = std::time::Instant::now();
    let a = tehai::ev::analyse_owned(&question).unwrap();
    println!("{:?} {:?}", t.elapsed(), a.stats());
}
