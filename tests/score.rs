//! Scoring: hand-written cases for every yaku (and a near miss of each),
//! every fu component, every limit and payment row, every error; then a
//! plain oracle, written from the rules without the scorer's shortcuts,
//! checks every reading of every single-suit winning hand and of 100,000
//! random winning hands with random contexts, and that the best reading is
//! the maximum over all of them.

use tehai::decompose::{Block, BlockKind};
use tehai::meld::MeldKind;
use tehai::notation::ParsedHand;
use tehai::rules::{DoubleYakuman, Preset};
use tehai::score::{
    Indicators, Limit, ReadingForm, Rules, Score, WaitShape, WinContext, Wind, Yaku, score_readings,
};
use tehai::{Context, Error, Hand, Meld, Question, Suit, Tile, decompose, score};
use tehai_testkit::{ALL_KINDS, Rng};

fn tile(text: &str) -> Tile {
    text.parse().unwrap()
}

/// Scores `hand` won on `win` with `melds`, after `setup` adjusted the context.
fn try_score(
    hand: &str,
    win: &str,
    melds: &[&str],
    setup: impl FnOnce(&mut WinContext),
) -> Result<Score, Error> {
    let parsed: ParsedHand = hand.parse().unwrap();
    let mut context = WinContext::new(tile(win));
    for meld in melds {
        context.melds.push(meld.parse().unwrap()).unwrap();
    }
    setup(&mut context);
    score(&parsed, &context)
}

fn scored(hand: &str, win: &str, melds: &[&str], setup: impl FnOnce(&mut WinContext)) -> Score {
    try_score(hand, win, melds, setup).unwrap_or_else(|error| panic!("{hand} on {win}: {error}"))
}

fn yaku(hand: &str, win: &str, melds: &[&str], setup: impl FnOnce(&mut WinContext)) -> Yaku {
    scored(hand, win, melds, setup).yaku()
}

fn ron(_: &mut WinContext) {}

/// A ron under rules that count every double yakuman twice (Mahjong
/// Soul's); Tenhou's, the default, count them once.
fn ron_doubles(context: &mut WinContext) {
    context.rules = Rules::preset(Preset::MahjongSoul);
}

/// A tsumo under rules that count every double yakuman twice.
fn tsumo_doubles(context: &mut WinContext) {
    ron_doubles(context);
    context.tsumo = true;
}

fn tsumo(context: &mut WinContext) {
    context.tsumo = true;
}

fn non_dealer(context: &mut WinContext) {
    context.seat_wind = Wind::South;
}

fn indicators(text: &str) -> Indicators {
    let hand: Hand = text.parse().unwrap();
    Indicators::from_tiles(&hand.tiles().collect::<Vec<_>>()).unwrap()
}

// ---------------------------------------------------------------------------
// Every yaku, present and near missed.

#[test]
fn situation_yaku() {
    let hand = "123456789m12355p";
    assert!(yaku(hand, "9m", &[], tsumo).contains(Yaku::MENZEN_TSUMO));
    assert!(!yaku(hand, "9m", &[], ron).contains(Yaku::MENZEN_TSUMO));
    assert!(!yaku("123456m12355p", "6m", &["chi 789m"], tsumo).contains(Yaku::MENZEN_TSUMO));

    let riichi = yaku(hand, "9m", &[], |c| c.riichi = true);
    assert!(riichi.contains(Yaku::RIICHI) && !riichi.contains(Yaku::DOUBLE_RIICHI));
    assert!(!yaku(hand, "9m", &[], ron).contains(Yaku::RIICHI));
    let double = yaku(hand, "9m", &[], |c| c.double_riichi = true);
    assert!(double.contains(Yaku::DOUBLE_RIICHI) && !double.contains(Yaku::RIICHI));
    let both = try_score(hand, "9m", &[], |c| {
        c.riichi = true;
        c.double_riichi = true;
    });
    assert_eq!(both.unwrap_err(), Error::RiichiWithDoubleRiichi);

    let ippatsu = yaku(hand, "9m", &[], |c| {
        c.riichi = true;
        c.ippatsu = true;
    });
    assert!(ippatsu.contains(Yaku::IPPATSU));
    assert!(!riichi.contains(Yaku::IPPATSU));

    assert!(yaku(hand, "9m", &[], |c| c.chankan = true).contains(Yaku::CHANKAN));
    assert!(!yaku(hand, "9m", &[], ron).contains(Yaku::CHANKAN));

    let kan_hand = "123456m12355p";
    let rinshan = yaku(kan_hand, "6m", &["ankan 9999s"], |c| {
        c.tsumo = true;
        c.rinshan = true;
    });
    assert!(rinshan.contains(Yaku::RINSHAN_KAIHOU));
    assert!(!yaku(kan_hand, "6m", &["ankan 9999s"], tsumo).contains(Yaku::RINSHAN_KAIHOU));

    let haitei = yaku(hand, "9m", &[], |c| {
        c.tsumo = true;
        c.haitei = true;
    });
    assert!(haitei.contains(Yaku::HAITEI_RAOYUE) && !haitei.contains(Yaku::HOUTEI_RAOYUI));
    let houtei = yaku(hand, "9m", &[], |c| c.houtei = true);
    assert!(houtei.contains(Yaku::HOUTEI_RAOYUI) && !houtei.contains(Yaku::HAITEI_RAOYUE));
    // Open hands keep the 1-han situation yaku.
    let open = scored("123456m11p", "6m", &["chi 789m", "pon 999p"], |c| {
        c.houtei = true
    });
    assert_eq!(open.han_of(Yaku::HOUTEI_RAOYUI), 1);
}

#[test]
fn pinfu() {
    let hand = "123456789m12355p";
    assert!(yaku(hand, "9m", &[], ron).contains(Yaku::PINFU));
    assert!(yaku(hand, "9m", &[], tsumo).contains(Yaku::PINFU));
    // The 3p completes 123p on the edge (penchan), the 2p in the middle.
    assert!(!yaku(hand, "3p", &[], tsumo).contains(Yaku::PINFU));
    assert!(!yaku(hand, "2p", &[], tsumo).contains(Yaku::PINFU));
    // A yakuhai pair: the seat wind, the round wind, a dragon.
    let with_pair = |pair: &str, setup: fn(&mut WinContext)| {
        let text = format!("123456789m123p{pair}");
        yaku(&text, "9m", &[], setup).contains(Yaku::PINFU)
    };
    assert!(!with_pair("11z", |c| c.riichi = true));
    assert!(!with_pair("22z", |c| {
        c.riichi = true;
        c.round_wind = Wind::South;
    }));
    assert!(!with_pair("22z", |c| {
        c.riichi = true;
        c.seat_wind = Wind::South;
    }));
    assert!(!with_pair("66z", |c| c.riichi = true));
    assert!(with_pair("33z", |c| c.riichi = true));
    // Open: no pinfu (but 30 fu).
    let open = scored("456789m12355p", "9m", &["chi 123m"], ron);
    assert!(!open.yaku().contains(Yaku::PINFU));
    // A triplet: no pinfu.
    assert!(!yaku("123456m555p23455s", "4s", &[], |c| c.riichi = true).contains(Yaku::PINFU));
    // 45666 on 6: the ryanmen reading (pinfu, 2 han 30 fu) beats the tanki
    // reading (1 han 40 fu).
    let shape = scored("234m456p45666s789s", "6s", &[], |c| c.riichi = true);
    assert!(shape.yaku().contains(Yaku::PINFU));
    assert_eq!((shape.wait(), shape.fu()), (WaitShape::Ryanmen, 30));
}

#[test]
fn tanyao() {
    let hand = "234567m23455p888s";
    assert!(yaku(hand, "5p", &[], ron).contains(Yaku::TANYAO));
    assert_eq!(
        try_score("123567m23455p888s", "5p", &[], ron),
        Err(Error::NoYaku)
    );
    let open = |rules: Rules| {
        try_score("567m23455p888s", "5p", &["chi 234m"], |c| c.rules = rules)
            .map(|score| score.yaku())
    };
    assert_eq!(open(Rules::default()), Ok(Yaku::TANYAO));
    assert_eq!(
        open(Rules {
            open_tanyao: false,
            ..Rules::default()
        }),
        Err(Error::NoYaku)
    );
    // A closed kan keeps the hand closed: tanyao without kuitan.
    let closed = try_score("567m23455p888s", "5p", &["ankan 3333s"], |c| {
        c.rules = switches(0);
    });
    assert_eq!(closed.map(|score| score.yaku()), Ok(Yaku::TANYAO));
}

#[test]
fn peikou() {
    let iipeikou = yaku("112233m456p789s55s", "3m", &[], ron);
    assert!(iipeikou.contains(Yaku::IIPEIKOU));
    assert!(!iipeikou.contains(Yaku::RYANPEIKOU));
    let open = try_score("112233m456p55s", "3m", &["chi 789s"], ron);
    assert_eq!(open, Err(Error::NoYaku));
    let ryanpeikou = yaku("112233m778899p55s", "3m", &[], ron);
    assert!(ryanpeikou.contains(Yaku::RYANPEIKOU));
    assert!(!ryanpeikou.intersects(Yaku::IIPEIKOU | Yaku::CHIITOITSU));
    // Four identical sequences: ryanpeikou; three: iipeikou.
    assert!(yaku("11112222333344m", "4m", &[], ron).contains(Yaku::RYANPEIKOU));
    let three = yaku("111222333m456p55s", "3m", &[], ron);
    assert!(three.contains(Yaku::IIPEIKOU) && !three.contains(Yaku::RYANPEIKOU));
}

#[test]
fn yakuhai() {
    for (dragon, flag) in [
        ("5z", Yaku::YAKUHAI_HAKU),
        ("6z", Yaku::YAKUHAI_HATSU),
        ("7z", Yaku::YAKUHAI_CHUN),
    ] {
        let rank = &dragon[..1];
        let hand = format!("123m456p789s11s{rank}{rank}{rank}z");
        let set = yaku(&hand, "1s", &[], ron);
        assert!(set.contains(flag), "{hand}");
        assert_eq!((set & Yaku::YAKUMAN), Yaku::empty());
        // As the pair: no yaku.
        let pair = format!("123m456p789s111s{rank}{rank}z");
        assert_eq!(try_score(&pair, "1s", &[], ron), Err(Error::NoYaku));
        // As a pon or a kan.
        let called = yaku(
            "123m456p789s11s",
            "1s",
            &[&format!("pon {rank}{rank}{rank}z")],
            ron,
        );
        assert!(called.contains(flag));
    }
    let south = "123m456p789s11s222z";
    let seat = yaku(south, "1s", &[], non_dealer);
    assert!(seat.contains(Yaku::SEAT_WIND) && !seat.contains(Yaku::ROUND_WIND));
    let round = yaku(south, "1s", &[], |c| c.round_wind = Wind::South);
    assert!(round.contains(Yaku::ROUND_WIND) && !round.contains(Yaku::SEAT_WIND));
    let double = scored(south, "1s", &[], |c| {
        c.seat_wind = Wind::South;
        c.round_wind = Wind::South;
    });
    assert!(double.yaku().contains(Yaku::SEAT_WIND | Yaku::ROUND_WIND));
    assert_eq!(double.han(), 2);
    assert_eq!(
        try_score("123m456p789s11s333z", "1s", &[], non_dealer),
        Err(Error::NoYaku)
    );
}

#[test]
fn straights_and_colors() {
    let sanshoku = yaku("123789m12355p123s", "5p", &[], ron);
    assert!(sanshoku.contains(Yaku::SANSHOKU_DOUJUN));
    assert!(
        !yaku("123789m12355p234s", "5p", &[], |c| c.riichi = true).contains(Yaku::SANSHOKU_DOUJUN)
    );
    let open = scored("789m12355p123s", "5p", &["chi 123m"], ron);
    assert_eq!(open.han_of(Yaku::SANSHOKU_DOUJUN), 1);
    assert!(open.is_open() && !sanshoku_closed_is_open());
    // An entry the score does not hold, or several at once, brings nothing.
    assert_eq!(open.han_of(Yaku::ITTSU), 0);
    assert_eq!(open.han_of(Yaku::SANSHOKU_DOUJUN | Yaku::DORA), 0);
    assert_eq!(open.han_of(Yaku::empty()), 0);

    let ittsu = scored("123456789m12355p", "9m", &[], ron);
    assert_eq!(ittsu.han_of(Yaku::ITTSU), 2);
    assert!(!yaku("123456m789p12355p", "9p", &[], |c| c.riichi = true).contains(Yaku::ITTSU));
    let open = scored("456789m12355p", "9m", &["chi 123m"], ron);
    assert_eq!(open.han_of(Yaku::ITTSU), 1);

    let doukou = yaku("222m222p222s456m55s", "5s", &[], ron);
    assert!(doukou.contains(Yaku::SANSHOKU_DOUKOU));
    assert!(!yaku("222m222p333s456m55s", "5s", &[], ron).contains(Yaku::SANSHOKU_DOUKOU));
    let open = scored("222m222p456m55s", "5s", &["kan 2222s"], ron);
    assert_eq!(open.han_of(Yaku::SANSHOKU_DOUKOU), 2);
}

fn sanshoku_closed_is_open() -> bool {
    scored("123789m12355p123s", "5p", &[], ron).is_open()
}

#[test]
fn outside_hands() {
    let chanta = scored("123m789p999s11122z", "2z", &[], ron);
    assert_eq!(chanta.han_of(Yaku::CHANTA), 2);
    assert!(!chanta.yaku().contains(Yaku::JUNCHAN));
    let open = scored("123m789p11122z", "2z", &["pon 999s"], ron);
    assert_eq!(open.han_of(Yaku::CHANTA), 1);
    // One block without an orphan.
    assert!(!yaku("234m789p999s11122z", "2z", &[], ron).contains(Yaku::CHANTA));

    let junchan = scored("123m789m123p999s11s", "1s", &[], ron);
    assert_eq!(junchan.han_of(Yaku::JUNCHAN), 3);
    assert!(!junchan.yaku().contains(Yaku::CHANTA));
    let open = scored("789m123p999s11s", "1s", &["chi 123m"], ron);
    assert_eq!(open.han_of(Yaku::JUNCHAN), 2);
    assert!(!yaku("123m789m234p999s11s", "1s", &[], |c| c.riichi = true).contains(Yaku::JUNCHAN));

    // Without a sequence: honroutou and toitoi, never chanta.
    let honroutou = scored("111m999p99s222z", "9s", &["pon 111s"], ron);
    assert!(honroutou.yaku().contains(Yaku::HONROUTOU | Yaku::TOITOI));
    assert!(!honroutou.yaku().intersects(Yaku::CHANTA | Yaku::JUNCHAN));
    assert_eq!(honroutou.han_of(Yaku::HONROUTOU), 2);
    let seven = yaku("1199m1199p11s1122z", "2z", &[], ron);
    assert_eq!(seven, Yaku::CHIITOITSU | Yaku::HONROUTOU);
    assert!(!yaku("111m999p99s222z", "9s", &["chi 123s"], ron).contains(Yaku::HONROUTOU));
}

#[test]
fn triplet_hands() {
    let toitoi = scored("222m333p55s", "5s", &["pon 444s", "pon 777p"], ron);
    assert_eq!(toitoi.yaku(), Yaku::TOITOI | Yaku::TANYAO);
    assert_eq!(toitoi.han_of(Yaku::TOITOI), 2);
    assert!(!yaku("222m234p55s", "5s", &["pon 444s", "pon 777p"], ron).contains(Yaku::TOITOI));

    let sanankou = scored("222m333p444s567s55s", "6s", &[], ron);
    assert_eq!(sanankou.han_of(Yaku::SANANKOU), 2);
    // Ron on the third triplet: that triplet is open.
    assert!(!yaku("222m333p444s567s55s", "4s", &[], ron).contains(Yaku::SANANKOU));
    assert!(yaku("222m333p444s567s55s", "4s", &[], tsumo).contains(Yaku::SANANKOU));
    // A closed kan counts as concealed, an open one does not.
    let closed_kan = scored("222m333p567s55s", "6s", &["ankan 4444s"], ron);
    assert!(closed_kan.yaku().contains(Yaku::SANANKOU) && !closed_kan.is_open());
    assert!(!yaku("222m333p567s55s", "6s", &["kan 4444s"], ron).contains(Yaku::SANANKOU));

    let kans = ["kan 2222m", "ankan 3333p", "shouminkan 4444s"];
    let sankantsu = scored("567s55s", "6s", &kans, ron);
    assert_eq!(sankantsu.han_of(Yaku::SANKANTSU), 2);
    assert!(!yaku("444567s55s", "6s", &kans[..2], ron).contains(Yaku::SANKANTSU));

    let shousangen = scored("456p55566677z", "7z", &["pon 999s"], ron);
    assert_eq!(shousangen.han_of(Yaku::SHOUSANGEN), 2);
    assert!(
        shousangen
            .yaku()
            .contains(Yaku::YAKUHAI_HAKU | Yaku::YAKUHAI_HATSU)
    );
    assert!(!yaku("456p11555666z", "1z", &["pon 999s"], ron).contains(Yaku::SHOUSANGEN));
}

#[test]
fn flushes() {
    let honitsu = scored("123456789m11122z", "2z", &[], ron);
    assert_eq!(honitsu.han_of(Yaku::HONITSU), 3);
    let open = scored("456789m11122z", "2z", &["chi 123m"], ron);
    assert_eq!(open.han_of(Yaku::HONITSU), 2);
    assert!(!yaku("123456789m11p222z", "1p", &[], ron).contains(Yaku::HONITSU));

    let chinitsu = scored("12334556778999m", "2m", &[], ron);
    assert_eq!(chinitsu.han_of(Yaku::CHINITSU), 6);
    assert!(!chinitsu.yaku().contains(Yaku::HONITSU));
    let open = scored("34556778999m", "5m", &["chi 123m"], ron);
    assert_eq!(open.han_of(Yaku::CHINITSU), 5);
    let with_honor = yaku("34556778999m", "5m", &["pon 111z"], ron);
    assert!(with_honor.contains(Yaku::HONITSU) && !with_honor.contains(Yaku::CHINITSU));

    // Seven pairs with flushes and all simples.
    let pure = yaku("11224466778899m", "9m", &[], ron);
    assert_eq!(pure, Yaku::CHIITOITSU | Yaku::CHINITSU);
    let half = yaku("1133557799m1122z", "2z", &[], ron);
    assert_eq!(half, Yaku::CHIITOITSU | Yaku::HONITSU);
    let simples = yaku("2233m4466p5588s77p", "7p", &[], ron);
    assert_eq!(simples, Yaku::CHIITOITSU | Yaku::TANYAO);
}

#[test]
fn ties_keep_the_first_reading() {
    // 4m completes 234m or 456m, both two-sided: the same yaku, han and fu
    // either way, and the first block in reading order is kept.
    let best = scored("234456m789p123s99s", "4m", &[], ron);
    assert_eq!(best.yaku(), Yaku::PINFU);
    assert_eq!(best.winning_block().unwrap().to_string(), "234m");
    let all: Vec<Score> = score_readings(
        &"234456m789p123s99s".parse().unwrap(),
        &WinContext::new(tile("4m")),
    )
    .unwrap()
    .map(Result::unwrap)
    .collect();
    assert_eq!(all.len(), 2);
    assert_eq!((all[0].total(), all[0].fu()), (all[1].total(), all[1].fu()));
    assert_eq!(all[1].winning_block().unwrap().to_string(), "456m");
}

#[test]
fn chiitoitsu() {
    let seven = scored("1122m3344p5566s77z", "7z", &[], ron);
    assert_eq!(seven.yaku(), Yaku::CHIITOITSU);
    assert_eq!((seven.han(), seven.fu()), (2, 25));
    assert_eq!(seven.reading().form(), ReadingForm::SevenPairs);
    assert_eq!(seven.reading().to_string(), "11m 22m 33p 44p 55s 66s 77z");
    assert_eq!(seven.winning_block().unwrap().to_string(), "77z");
    assert_eq!(seven.wait(), WaitShape::Tanki);
    // Four of a kind is not two pairs.
    assert_eq!(
        try_score("1111m3344p5566s77z", "7z", &[], ron),
        Err(Error::NotAWinningHand)
    );
    // Seven pairs never has pinfu or iipeikou; the regular reading may win.
    let both = scored("223344m556677p88s", "8s", &[], ron);
    assert_eq!(both.reading().form(), ReadingForm::Regular);
    assert!(both.yaku().contains(Yaku::RYANPEIKOU | Yaku::TANYAO));
}

// ---------------------------------------------------------------------------
// Yakuman.

fn yakuman_of(
    hand: &str,
    win: &str,
    melds: &[&str],
    setup: impl FnOnce(&mut WinContext),
) -> (Yaku, Limit) {
    let score = scored(hand, win, melds, setup);
    assert_eq!(score.dora() + score.aka_dora() + score.ura_dora(), 0);
    (score.yaku(), score.limit())
}

#[test]
fn kokushi() {
    let single = yakuman_of("19m19p19s12345677z", "1z", &[], ron);
    assert_eq!(single, (Yaku::KOKUSHI_MUSOU, Limit::Yakuman(1)));
    let thirteen = yakuman_of("19m19p19s12345677z", "7z", &[], ron_doubles);
    assert_eq!(thirteen, (Yaku::KOKUSHI_MUSOU_13_WAIT, Limit::Yakuman(2)));
    // Tenhou's rules count it once.
    let tenhou = yakuman_of("19m19p19s12345677z", "7z", &[], ron);
    assert_eq!(tenhou, (Yaku::KOKUSHI_MUSOU_13_WAIT, Limit::Yakuman(1)));
    let without_double = yakuman_of("19m19p19s12345677z", "7z", &[], |c| c.rules = switches(0));
    assert_eq!(
        without_double,
        (Yaku::KOKUSHI_MUSOU_13_WAIT, Limit::Yakuman(1))
    );
    let kokushi = scored("19m19p19s12345677z", "1m", &[], ron);
    assert_eq!((kokushi.fu(), kokushi.winning_block()), (0, None));
    assert_eq!(kokushi.reading().form(), ReadingForm::ThirteenOrphans);
    assert_eq!(
        try_score("19m19p19s1234567z5m", "5m", &[], ron),
        Err(Error::NotAWinningHand)
    );
}

#[test]
fn chuuren() {
    let nine = yakuman_of("11123455678999m", "4m", &[], ron);
    assert_eq!(nine, (Yaku::CHUUREN_POUTOU, Limit::Yakuman(1)));
    let junsei = yakuman_of("11123455678999m", "5m", &[], ron_doubles);
    assert_eq!(junsei, (Yaku::JUNSEI_CHUUREN_POUTOU, Limit::Yakuman(2)));
    let tenhou = yakuman_of("11123455678999m", "5m", &[], ron);
    assert_eq!(tenhou, (Yaku::JUNSEI_CHUUREN_POUTOU, Limit::Yakuman(1)));
    let junsei_edge = yakuman_of("11112345678999p", "1p", &[], tsumo);
    assert_eq!(junsei_edge.0, Yaku::JUNSEI_CHUUREN_POUTOU);
    // An open meld or a missing gate: chinitsu only.
    let open = scored("45678999m", "9m", &["pon 111m", "chi 123m"], ron);
    assert!(!open.yaku().intersects(Yaku::YAKUMAN));
    let missing = scored("11123455578999m", "2m", &[], ron);
    assert!(!missing.is_yakuman());
}

#[test]
fn concealed_triplets() {
    let suuankou = yakuman_of("111m222p333s444s55z", "4s", &[], tsumo);
    assert_eq!(suuankou.0, Yaku::SUUANKOU);
    let tanki = yakuman_of("111m222p333s444s55z", "5z", &[], ron_doubles);
    assert_eq!(tanki, (Yaku::SUUANKOU_TANKI, Limit::Yakuman(2)));
    let single = yakuman_of("111m222p333s444s55z", "5z", &[], |c| c.rules = switches(1));
    assert_eq!(single, (Yaku::SUUANKOU_TANKI, Limit::Yakuman(1)));
    // Ron on a triplet: sanankou and toitoi.
    let near = scored("111m222p333s444s55z", "4s", &[], ron);
    assert_eq!(near.yaku(), Yaku::TOITOI | Yaku::SANANKOU);
    // Closed kans count.
    let kans = yakuman_of(
        "444s55z",
        "5z",
        &["ankan 1111m", "ankan 2222p", "ankan 3333s"],
        tsumo,
    );
    assert_eq!(kans.0, Yaku::SUUANKOU_TANKI);
}

#[test]
fn honor_yakuman() {
    let daisangen = yakuman_of("555z666z777z123m44p", "4p", &[], ron);
    assert_eq!(daisangen.0, Yaku::DAISANGEN);
    let open = yakuman_of("666z777z123m44p", "4p", &["pon 555z"], ron);
    assert_eq!(open, (Yaku::DAISANGEN, Limit::Yakuman(1)));

    let shousuushii = yakuman_of("111z222z333z44z123m", "3m", &[], ron);
    assert_eq!(shousuushii.0, Yaku::SHOUSUUSHII);
    assert!(!scored("111z222z333z123m55p", "3m", &[], ron).is_yakuman());

    let closed = yakuman_of("111z222z333z444z55m", "5m", &[], ron_doubles);
    assert_eq!(
        closed,
        (Yaku::DAISUUSHII | Yaku::SUUANKOU_TANKI, Limit::Yakuman(4))
    );
    // Tenhou's rules: two yakuman, each counted once.
    let tenhou = yakuman_of("111z222z333z444z55m", "5m", &[], ron);
    assert_eq!(tenhou.1, Limit::Yakuman(2));
    let open = yakuman_of("222z333z444z55m", "5m", &["pon 111z"], ron_doubles);
    assert_eq!(open, (Yaku::DAISUUSHII, Limit::Yakuman(2)));
    assert_eq!(
        scored("222z333z444z55m", "5m", &["pon 111z"], ron_doubles).han(),
        26
    );
    let single = yakuman_of("222z333z444z55m", "5m", &["pon 111z"], |c| {
        c.rules = switches(0)
    });
    assert_eq!(single, (Yaku::DAISUUSHII, Limit::Yakuman(1)));
    assert!(!yaku("111z222z333z44z123m", "3m", &[], ron).contains(Yaku::DAISUUSHII));
}

#[test]
fn tile_yakuman() {
    let ryuuiisou = yakuman_of("223344666888s66z", "6z", &[], ron);
    assert!(ryuuiisou.0.contains(Yaku::RYUUIISOU));
    let without_hatsu = yakuman_of("22334466888s", "6s", &["chi 234s"], ron);
    assert_eq!(without_hatsu.0, Yaku::RYUUIISOU);
    assert!(!scored("223344666888s55z", "5z", &[], ron).is_yakuman());

    let tsuuiisou = yakuman_of("11122233355666z", "6z", &[], ron);
    assert!(tsuuiisou.0.contains(Yaku::TSUUIISOU));
    let seven = yakuman_of("11223344556677z", "7z", &[], ron);
    assert_eq!(seven.0, Yaku::TSUUIISOU);

    let chinroutou = yakuman_of("111999m111999p11s", "9p", &[], ron);
    assert_eq!(chinroutou.0, Yaku::CHINROUTOU);
    assert!(!scored("111999m111999p11z", "9p", &[], ron).is_yakuman());

    let kans = ["kan 1111z", "kan 2222p", "shouminkan 3333s", "ankan 7777s"];
    let suukantsu = yakuman_of("55m", "5m", &kans, ron);
    assert_eq!(suukantsu.0, Yaku::SUUKANTSU);
}

#[test]
fn first_turn_yakuman() {
    let hand = "123456789m12355p";
    let tenhou = yakuman_of(hand, "9m", &[], |c| {
        c.tsumo = true;
        c.tenhou = true;
    });
    assert_eq!(tenhou, (Yaku::TENHOU, Limit::Yakuman(1)));
    let chiihou = yakuman_of(hand, "9m", &[], |c| {
        c.tsumo = true;
        c.chiihou = true;
        c.seat_wind = Wind::North;
    });
    assert_eq!(chiihou.0, Yaku::CHIIHOU);
    // Without a yaku of their own.
    let bare = yakuman_of("123m456p789s11s222z", "2z", &[], |c| {
        c.tsumo = true;
        c.tenhou = true;
    });
    assert_eq!(bare.0, Yaku::TENHOU);
    let kokushi = yakuman_of("19m19p19s12345677z", "7z", &[], |c| {
        tsumo_doubles(c);
        c.tenhou = true;
    });
    assert_eq!(
        kokushi,
        (
            Yaku::KOKUSHI_MUSOU_13_WAIT | Yaku::TENHOU,
            Limit::Yakuman(3)
        )
    );
    assert!(!yaku(hand, "9m", &[], tsumo).intersects(Yaku::TENHOU | Yaku::CHIIHOU));
}

#[test]
fn yakuman_add_up_and_drop_the_rest() {
    // Tsuuiisou, daisuushii, suuankou tanki, tenhou: 1 + 2 + 2 + 1.
    let six = scored("11122233344455z", "5z", &[], |c| {
        tsumo_doubles(c);
        c.tenhou = true;
        c.dora_indicators = indicators("7z");
    });
    assert_eq!(
        six.yaku(),
        Yaku::TSUUIISOU | Yaku::DAISUUSHII | Yaku::SUUANKOU_TANKI | Yaku::TENHOU
    );
    assert_eq!((six.han(), six.limit()), (78, Limit::Yakuman(6)));
    assert_eq!(
        (six.main(), six.additional(), six.total()),
        (96_000, 96_000, 288_000)
    );
    assert_eq!(six.limit().name(), "6x yakuman");
    let without_double = scored("11122233344455z", "5z", &[], |c| {
        c.tsumo = true;
        c.tenhou = true;
        c.rules = switches(0);
    });
    assert_eq!(without_double.limit(), Limit::Yakuman(4));
    // Daisangen and tsuuiisou, ron: 2x.
    let two = scored("55566677711z", "1z", &["pon 222z"], non_dealer);
    assert_eq!(two.yaku(), Yaku::DAISANGEN | Yaku::TSUUIISOU);
    assert_eq!(
        (two.han(), two.limit().name(), two.main()),
        (26, "2x yakuman", 64_000)
    );
    for (multiple, name) in [(3, "3x yakuman"), (4, "4x yakuman"), (5, "5x yakuman")] {
        assert_eq!(Limit::Yakuman(multiple).name(), name);
    }
    // 3x: kokushi 13-wait and tenhou; 4x: daisuushii, tsuuiisou, suuankou.
    let four = scored("11122233344455z", "4z", &[], tsumo_doubles);
    assert_eq!(four.limit(), Limit::Yakuman(4));
    let five = scored("11122233344455z", "5z", &[], tsumo_doubles);
    assert_eq!(five.limit(), Limit::Yakuman(5));
    // Tenhou's rules: tsuuiisou, daisuushii, suuankou tanki, once each.
    let tenhou = scored("11122233344455z", "5z", &[], tsumo);
    assert_eq!(tenhou.limit(), Limit::Yakuman(3));
}

// ---------------------------------------------------------------------------
// Dora.

#[test]
fn dora_counts() {
    let hand = "234067m23455p888s";
    let dora = scored(hand, "5p", &[], |c| c.dora_indicators = indicators("4p7s"));
    assert_eq!((dora.dora(), dora.han_of(Yaku::DORA)), (5, 5));
    assert_eq!((dora.aka_dora(), dora.han_of(Yaku::AKA_DORA)), (1, 1));
    assert_eq!(dora.han(), 1 + 5 + 1);
    let off = scored(hand, "5p", &[], |c| {
        c.rules = Rules {
            red_fives: [0; 3],
            ..Rules::default()
        }
    });
    assert_eq!(
        (off.aka_dora(), off.yaku().contains(Yaku::AKA_DORA)),
        (0, false)
    );
    // Ura dora with riichi only (double riichi too).
    let ura = |riichi: bool, double: bool| {
        scored(hand, "5p", &[], |c| {
            c.riichi = riichi;
            c.double_riichi = double;
            c.ura_indicators = indicators("1m");
        })
        .ura_dora()
    };
    assert_eq!(
        (ura(false, false), ura(true, false), ura(false, true)),
        (0, 1, 1)
    );
    // Red fives in melds, dora in a kan, indicators wrapping around.
    let melded = scored(
        "234p55s",
        "5s",
        &["pon 055m", "kan 7777z", "chi 678m"],
        |c| {
            c.dora_indicators = indicators("6z4m");
        },
    );
    assert_eq!((melded.aka_dora(), melded.dora()), (1, 4 + 3));
    let wrapped = scored("123m456p789s11s222z", "1s", &[], |c| {
        c.seat_wind = Wind::South;
        c.dora_indicators = indicators("9s4z");
    });
    assert_eq!(wrapped.dora(), 2);
    // Dora never make a yaku.
    let none = try_score("123456m55p", "5p", &["chi 789s", "pon 111p"], |c| {
        c.dora_indicators = indicators("4p");
    });
    assert_eq!(none, Err(Error::NoYaku));
    // Dropped on a yakuman.
    let yakuman = scored("19m19p19s12345677z", "1z", &[], |c| {
        c.dora_indicators = indicators("6z");
        c.riichi = true;
        c.ura_indicators = indicators("6z");
    });
    assert_eq!((yakuman.dora(), yakuman.ura_dora()), (0, 0));
    assert_eq!(yakuman.yaku(), Yaku::KOKUSHI_MUSOU);
    assert_eq!(yakuman.han_of(Yaku::DORA), 0);
}

#[test]
fn red_five_tiles() {
    let hand: ParsedHand = "234067m23405p888s".parse().unwrap();
    let best = score(&hand, &WinContext::new(tile("5p"))).unwrap();
    assert_eq!(best.aka_dora(), 2);
    // Two red 5s need a tile set that holds two.
    let two = |c: &mut WinContext| c.rules.red_fives = [1, 1, 2];
    let chiitoi = scored("1122m3344p0066s77z", "7z", &[], two);
    assert_eq!(chiitoi.aka_dora(), 2);
    assert_eq!(
        try_score("1122m3344p0066s77z", "7z", &[], ron).unwrap_err(),
        Error::RedFivesNotInRules {
            suit: tehai::Suit::Sou
        }
    );
}

// ---------------------------------------------------------------------------
// Fu.

fn fu(hand: &str, win: &str, melds: &[&str], setup: impl FnOnce(&mut WinContext)) -> u8 {
    scored(hand, win, melds, setup).fu()
}

#[test]
fn fu_components() {
    let riichi = |c: &mut WinContext| c.riichi = true;
    // Pinfu: 30 ron (20 + 10 closed ron), 20 tsumo.
    assert_eq!(fu("123456789m12355p", "9m", &[], ron), 30);
    assert_eq!(fu("123456789m12355p", "9m", &[], tsumo), 20);
    // Penchan: 20 + 10 + 2 = 32 → 40 on ron; 20 + 2 + 2 = 24 → 30 drawn.
    assert_eq!(fu("123456789m12355p", "3p", &[], ron), 40);
    assert_eq!(fu("123456789m12355p", "3p", &[], tsumo), 30);
    // Kanchan.
    assert_eq!(fu("123456789m12355p", "2p", &[], riichi), 40);
    // Tanki on a pair that is no yakuhai.
    assert_eq!(fu("123456789m123p33z", "3z", &[], riichi), 40);
    // A dragon pair 2, a double wind pair 4 (with a ryanmen wait).
    assert_eq!(fu("123456789m123p77z", "9m", &[], riichi), 40);
    assert_eq!(fu("123456789m123p11z", "9m", &[], riichi), 40);
    assert_eq!(fu("123456789m123p11z", "9m", &[], tsumo), 30); // 26
    assert_eq!(fu("123456789m123p22z", "9m", &[], tsumo), 20); // no yakuhai: pinfu
    // Concealed triplets: simple 4, orphan 8: 20 + 10 + 4 + 8 = 42 → 50.
    assert_eq!(fu("555m999m123p456s77s", "1p", &[], riichi), 50);
    // Open triplets: simple 2, orphan 4: 20 + 2 + 4 = 26 → 30.
    assert_eq!(fu("123p456s77s", "1p", &["pon 555m", "pon 777z"], ron), 30);
    // Open quads: simple 8, orphan 16: 44 → 50.
    assert_eq!(
        fu("123p456s77s", "1p", &["kan 5555m", "kan 7777z"], ron),
        50
    );
    assert_eq!(
        fu("123p456s77s", "1p", &["shouminkan 5555m", "kan 7777z"], ron),
        50
    );
    // Closed quads: simple 16, orphan 32: 20 + 10 + 48 = 78 → 80.
    assert_eq!(
        fu("123p456s77s", "1p", &["ankan 5555m", "ankan 7777z"], riichi),
        80
    );
    // The most: three closed orphan quads, a concealed orphan triplet, a
    // double wind pair and a tanki, drawn: 20 + 2 + 96 + 8 + 4 + 2 = 132 → 140.
    let most = ["ankan 1111m", "ankan 9999p", "ankan 7777z"];
    assert_eq!(fu("999s11z", "1z", &most, tsumo), 140);
}

#[test]
fn fu_open_and_rounding() {
    // Open, no fu: 30 on ron and on tsumo.
    assert_eq!(fu("456789m12355p", "9m", &["chi 123m"], ron), 30);
    assert_eq!(fu("456789m12355p", "9m", &["chi 123m"], tsumo), 30);
    // Open + kanchan: 22 → 30; open + orphan kan + kanchan: 38 → 40.
    assert_eq!(fu("456789m12355p", "2p", &["chi 123m"], ron), 30);
    assert_eq!(fu("456789m12355p", "2p", &["kan 1111z"], ron), 40);
    // Seven pairs: 25 whatever the win.
    assert_eq!(fu("1122m3344p5566s77z", "7z", &[], tsumo), 25);
    // Ron on the triplet: open (2 for a simple), tsumo: concealed (4).
    let shanpon = |setup: fn(&mut WinContext)| fu("555m123p456p789s99p", "5m", &[], setup);
    assert_eq!(shanpon(|c| c.riichi = true), 40); // 20 + 10 + 2 = 32
    assert_eq!(shanpon(tsumo), 30); // 20 + 2 + 4 = 26
    let terminal = |setup: fn(&mut WinContext)| fu("999m123p456p789s55p", "9m", &[], setup);
    assert_eq!(terminal(|c| c.riichi = true), 40); // 20 + 10 + 4 = 34
    assert_eq!(terminal(tsumo), 30); // 20 + 2 + 8 = 30
}

// ---------------------------------------------------------------------------
// Limits and payments.

#[test]
fn payments_by_seat_and_win() {
    // 1 han 30 fu (pinfu... plus nothing): riichi pinfu ron = 2 han 30 fu.
    let hand = "123456789m12355p"; // ittsu + pinfu: 3 han
    let table = [
        // (dealer, tsumo, main, additional, total)
        (false, false, 3_900, 0, 3_900),
        (true, false, 5_800, 0, 5_800),
    ];
    for (dealer, tsumo, main, additional, total) in table {
        let best = scored(hand, "9m", &[], |c| {
            c.tsumo = tsumo;
            c.seat_wind = if dealer { Wind::East } else { Wind::West };
        });
        assert_eq!((best.han(), best.fu()), (3, 30));
        assert_eq!(
            (best.main(), best.additional(), best.total()),
            (main, additional, total)
        );
    }
    // Tsumo: menzen tsumo + pinfu + ittsu = 4 han 20 fu.
    let tsumo_table = [(false, 2_600, 1_300, 5_200), (true, 2_600, 2_600, 7_800)];
    for (dealer, main, additional, total) in tsumo_table {
        let best = scored(hand, "9m", &[], |c| {
            c.tsumo = true;
            c.seat_wind = if dealer { Wind::East } else { Wind::North };
        });
        assert_eq!((best.han(), best.fu()), (4, 20));
        assert_eq!(
            (best.main(), best.additional(), best.total()),
            (main, additional, total)
        );
    }
}

#[test]
fn honba_and_riichi_sticks() {
    let hand = "123456789m12355p";
    let ron = scored(hand, "9m", &[], |c| {
        c.seat_wind = Wind::South;
        c.honba = 2;
        c.riichi_sticks = 1;
    });
    assert_eq!(
        (ron.main(), ron.additional(), ron.total()),
        (4_500, 0, 5_500)
    );
    let tsumo = scored(hand, "9m", &[], |c| {
        c.tsumo = true;
        c.seat_wind = Wind::South;
        c.honba = 2;
        c.riichi_sticks = 3;
    });
    assert_eq!(
        (tsumo.main(), tsumo.additional(), tsumo.total()),
        (2_800, 1_500, 8_800)
    );
    let dealer = scored(hand, "9m", &[], |c| {
        c.tsumo = true;
        c.honba = 1;
    });
    assert_eq!(
        (dealer.main(), dealer.additional(), dealer.total()),
        (2_700, 2_700, 8_100)
    );
}

#[test]
fn every_limit() {
    // 3 han 30 fu: below the limit.
    let plain = scored("123456789m12355p", "9m", &[], non_dealer);
    assert_eq!(
        (plain.limit(), plain.limit().name(), plain.main()),
        (Limit::None, "", 3_900)
    );
    // 4 han 30 fu: 7,700, or a kiriage mangan.
    let four_thirty = |rules: Rules| {
        scored("123456789m12355p", "9m", &[], move |c| {
            c.seat_wind = Wind::South;
            c.riichi = true;
            c.rules = rules;
        })
    };
    let without = four_thirty(Rules::default());
    assert_eq!(
        (without.han(), without.fu(), without.main()),
        (4, 30, 7_700)
    );
    assert_eq!(without.limit(), Limit::None);
    let with = four_thirty(Rules {
        kiriage: true,
        ..Rules::default()
    });
    assert_eq!(
        (with.limit().name(), with.main()),
        ("kiriage mangan", 8_000)
    );
    // 3 han 60 fu: riichi, menzen tsumo, chun with a closed 7777z:
    // 20 + 2 + 32 = 54 → 60. Base 1,920, or a kiriage mangan.
    let sixty = |rules: Rules| {
        scored("123m456p789s55s", "9s", &["ankan 7777z"], move |c| {
            c.seat_wind = Wind::South;
            c.tsumo = true;
            c.riichi = true;
            c.rules = rules;
        })
    };
    let without = sixty(Rules::default());
    assert_eq!(
        (without.han(), without.fu(), without.limit()),
        (3, 60, Limit::None)
    );
    assert_eq!((without.main(), without.additional()), (3_900, 2_000));
    let with = sixty(Rules {
        kiriage: true,
        ..Rules::default()
    });
    assert_eq!(
        (with.limit(), with.main(), with.additional()),
        (Limit::KiriageMangan, 4_000, 2_000)
    );
    // 4 han 40 fu: a mangan by its fu (riichi, seat wind, two dora; 20 + 10 + 8 + 2).
    let mangan = scored("123m456p789s11s222z", "1s", &[], |c| {
        c.seat_wind = Wind::South;
        c.riichi = true;
        c.dora_indicators = indicators("9s");
    });
    assert_eq!(
        (mangan.han(), mangan.fu(), mangan.limit()),
        (4, 40, Limit::Mangan)
    );
    assert_eq!(mangan.main(), 8_000);
    // Menzen tsumo, riichi, pinfu, ittsu (5 han) plus dora: 4p shows two, 8m one.
    let table = [
        ("", 5, Limit::Mangan, 4_000),
        ("8m", 6, Limit::Haneman, 6_000),
        ("4p", 7, Limit::Haneman, 6_000),
        ("8m4p", 8, Limit::Baiman, 8_000),
        ("4p4p8m", 10, Limit::Baiman, 8_000),
        ("4p4p4p", 11, Limit::Sanbaiman, 12_000),
        ("4p4p4p8m", 12, Limit::Sanbaiman, 12_000),
        ("4p4p4p4p", 13, Limit::KazoeYakuman, 16_000),
        ("4p4p4p4p8m", 14, Limit::KazoeYakuman, 16_000),
    ];
    for (dora, han, limit, main) in table {
        let best = scored("123456789m12355p", "9m", &[], |c| {
            c.seat_wind = Wind::South;
            c.riichi = true;
            c.tsumo = true;
            if !dora.is_empty() {
                c.dora_indicators = indicators(dora);
            }
        });
        assert_eq!(
            (best.han(), best.limit(), best.main()),
            (han, limit, main),
            "{dora}"
        );
        assert_eq!(best.additional(), main / 2);
        assert!(!best.is_yakuman());
    }
    assert_eq!(Limit::KazoeYakuman.name(), "kazoe yakuman");
    // Seven pairs and chinitsu, riichi and four dora: a counted yakuman.
    let kazoe = scored("11223355778899m", "9m", &[], |c| {
        c.riichi = true;
        c.dora_indicators = indicators("7m7m");
    });
    assert_eq!(kazoe.limit(), Limit::KazoeYakuman);
}

// ---------------------------------------------------------------------------
// Errors.

#[test]
fn every_error() {
    let hand = "123456789m12355p";
    let open = &["chi 123m"][..];
    let open_hand = "456789m12355p";
    let kan_hand = "123456m12355p";
    let west = |c: &mut WinContext| c.seat_wind = Wind::West;
    let cases: Vec<(Result<Score, Error>, Error)> = vec![
        (
            try_score("123456789m1235p", "9m", &[], ron),
            Error::WrongTileCount {
                tiles: 13,
                melds: 0,
                question: Question::Score,
            },
        ),
        (
            try_score(hand, "9m", &["pon 777z"], ron),
            Error::WrongTileCount {
                tiles: 14,
                melds: 1,
                question: Question::Score,
            },
        ),
        (
            try_score("456789m11112p", "2p", &["pon 111p"], ron),
            Error::TooManyCopies { tile: tile("1p") },
        ),
        (try_score(hand, "9p", &[], ron), Error::WinningTileNotInHand),
        (
            try_score(open_hand, "9m", open, |c| c.riichi = true),
            Error::RiichiWithOpenHand,
        ),
        (
            try_score(open_hand, "9m", open, |c| c.double_riichi = true),
            Error::DoubleRiichiWithOpenHand,
        ),
        (
            try_score(hand, "9m", &[], |c| c.ippatsu = true),
            Error::IppatsuWithoutRiichi,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.chankan = true;
                c.tsumo = true;
            }),
            Error::ChankanOnTsumo,
        ),
        (
            try_score(kan_hand, "6m", &["kan 9999s"], |c| c.rinshan = true),
            Error::RinshanWithoutTsumo,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.rinshan = true;
                c.tsumo = true;
            }),
            Error::RinshanWithoutKan,
        ),
        (
            try_score(hand, "9m", &[], |c| c.haitei = true),
            Error::HaiteiWithoutTsumo,
        ),
        (
            try_score(kan_hand, "6m", &["ankan 9999s"], |c| {
                c.haitei = true;
                c.rinshan = true;
                c.tsumo = true;
            }),
            Error::HaiteiWithRinshan,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.houtei = true;
                c.tsumo = true;
            }),
            Error::HouteiOnTsumo,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.houtei = true;
                c.chankan = true;
            }),
            Error::HouteiWithChankan,
        ),
        (
            try_score(kan_hand, "6m", &["ankan 9999s"], |c| {
                c.tenhou = true;
                c.tsumo = true;
            }),
            Error::TenhouWithMelds,
        ),
        (
            try_score(hand, "9m", &[], |c| c.tenhou = true),
            Error::TenhouOnRon,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.tenhou = true;
                c.tsumo = true;
                west(c);
            }),
            Error::TenhouNotDealer,
        ),
        (
            try_score(open_hand, "9m", open, |c| {
                c.chiihou = true;
                c.tsumo = true;
                west(c);
            }),
            Error::ChiihouWithMelds,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.chiihou = true;
                west(c);
            }),
            Error::ChiihouOnRon,
        ),
        (
            try_score(hand, "9m", &[], |c| {
                c.chiihou = true;
                c.tsumo = true;
            }),
            Error::ChiihouAsDealer,
        ),
        (
            try_score("123456789m12356p", "9m", &[], ron),
            Error::NotAWinningHand,
        ),
        (
            try_score("123456m789p11s222z", "1s", &[], ron),
            Error::NoYaku,
        ),
    ];
    let mut ids = Vec::new();
    for (got, expected) in cases {
        assert_eq!(got, Err(expected), "{}", expected.id());
        assert!(!expected.to_string().is_empty());
        // Only the tile count names a question: the score's.
        let question = matches!(expected, Error::WrongTileCount { .. }).then_some(Question::Score);
        assert_eq!(expected.question(), question, "{}", expected.id());
        ids.push(expected.id());
    }
    // One copy in the hand and four in a kan; two kinds over: the lowest is named.
    assert_eq!(
        try_score("123456m12p9s11z", "9s", &["kan 9999s"], ron),
        Err(Error::TooManyCopies { tile: tile("9s") })
    );
    assert_eq!(
        try_score("1155m9p", "1m", &["pon 555m", "pon 111m", "pon 999s"], ron),
        Err(Error::TooManyCopies { tile: tile("1m") })
    );
    // Red fives the hand does not hold (built by hand: the parser never makes them).
    let mut parsed: ParsedHand = hand.parse().unwrap();
    parsed.red_fives = [0, 0, 1];
    let error = score(&parsed, &WinContext::new(tile("9m"))).unwrap_err();
    assert_eq!(
        error,
        Error::RedFivesNotInHand {
            suit: tehai::Suit::Sou
        }
    );
    ids.push(error.id());
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 22, "{ids:?}");
    // The errors implement core::error::Error.
    let boxed: Box<dyn std::error::Error> = Box::new(Error::NoYaku);
    assert_eq!(boxed.to_string(), "the hand has no yaku");
    // score_readings reports the same errors, but no yaku per reading.
    let parsed: ParsedHand = "123456m789p11s222z".parse().unwrap();
    let all: Vec<_> = score_readings(&parsed, &WinContext::new(tile("1s")))
        .unwrap()
        .collect();
    assert_eq!(all, [Err(Error::NoYaku)]);
}

// ---------------------------------------------------------------------------
/// Tenhou's rules with four switches set from `bits`: open tanyao (1), red
/// fives (2), every double yakuman (4), kiriage (8).
fn switches(bits: u32) -> Rules {
    Rules {
        open_tanyao: bits & 1 != 0,
        red_fives: if bits & 2 != 0 { [1; 3] } else { [0; 3] },
        double_yakuman: if bits & 4 != 0 {
            DoubleYakuman::all()
        } else {
            DoubleYakuman::empty()
        },
        kiriage: bits & 8 != 0,
        ..Rules::default()
    }
}

// The oracle: a plain per-reading scorer written from the rules.

mod oracle {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    pub enum Kind {
        Sequence,
        Triplet,
        Quad,
        Pair,
    }

    /// One block of a reading: concealed (from the decomposition) or called.
    #[derive(Clone, Copy, Debug)]
    pub struct Set {
        pub kind: Kind,
        pub tile: usize,
        /// Declared by calling another player's tile (closed kans are not).
        pub called: bool,
        /// A declared meld (any kind, closed kans included).
        pub declared: bool,
    }

    impl Set {
        pub fn tiles(&self) -> Vec<usize> {
            match self.kind {
                Kind::Sequence => vec![self.tile, self.tile + 1, self.tile + 2],
                Kind::Triplet => vec![self.tile; 3],
                Kind::Quad => vec![self.tile; 4],
                Kind::Pair => vec![self.tile; 2],
            }
        }
        fn is_set_of_three(&self) -> bool {
            matches!(self.kind, Kind::Triplet | Kind::Quad)
        }
    }

    pub enum Form {
        Regular { sets: Vec<Set>, winning: usize },
        SevenPairs,
        ThirteenOrphans,
    }

    #[derive(Debug, PartialEq)]
    pub struct Expected {
        pub han: u32,
        pub fu: u8,
        pub yaku: Vec<(String, u8)>,
        pub main: u32,
        pub additional: u32,
        pub total: u32,
        pub limit: String,
        pub yakuman: bool,
    }

    fn honor(t: usize) -> bool {
        t >= 27
    }
    fn terminal(t: usize) -> bool {
        t < 27 && (t % 9 == 0 || t % 9 == 8)
    }
    fn orphan(t: usize) -> bool {
        honor(t) || terminal(t)
    }
    fn dragon(t: usize) -> bool {
        (31..34).contains(&t)
    }
    fn wind(t: usize) -> bool {
        (27..31).contains(&t)
    }
    fn green(t: usize) -> bool {
        [19, 20, 21, 23, 25, 32].contains(&t)
    }
    fn next_dora(indicator: usize) -> usize {
        match indicator {
            t if t < 27 && t % 9 == 8 => t - 8,
            t if t < 27 => t + 1,
            30 => 27,
            33 => 31,
            t => t + 1,
        }
    }

    /// (id, closed han, open han), the han of a yaku in this rule set.
    fn han_table(id: &str) -> (u8, u8) {
        match id {
            "menzen_tsumo" | "riichi" | "ippatsu" | "pinfu" | "iipeikou" => (1, 0),
            "double_riichi" | "chiitoitsu" => (2, 0),
            "chankan" | "rinshan_kaihou" | "haitei_raoyue" | "houtei_raoyui" | "tanyao"
            | "yakuhai_haku" | "yakuhai_hatsu" | "yakuhai_chun" | "seat_wind" | "round_wind" => {
                (1, 1)
            }
            "sanshoku_doujun" | "ittsu" | "chanta" => (2, 1),
            "honroutou" | "toitoi" | "sanankou" | "sankantsu" | "sanshoku_doukou"
            | "shousangen" => (2, 2),
            "honitsu" | "junchan" => (3, 2),
            "ryanpeikou" => (3, 0),
            "chinitsu" => (6, 5),
            "kokushi_musou_13_wait" | "junsei_chuuren_poutou" | "suuankou_tanki" | "daisuushii" => {
                (26, 26)
            }
            _ => (13, 13),
        }
    }

    fn is_yakuman(id: &str) -> bool {
        han_table(id).0 >= 13
    }

    /// The expected score of one reading, or `None` without a yaku.
    pub fn score_reading(hand: &ParsedHand, context: &WinContext, form: &Form) -> Option<Expected> {
        let win = context.winning_tile.index();
        let melds = context.melds.as_slice();
        let closed = melds.iter().all(|m| m.kind() == MeldKind::ClosedKan);
        let open = !closed;
        let seat = 27 + context.seat_wind as usize;
        let round = 27 + context.round_wind as usize;
        let rules = context.rules;
        let mut all_tiles: Vec<usize> = hand.hand.tiles().map(|t| t.index()).collect();
        for meld in melds {
            let first = meld.tile().index();
            match meld.kind() {
                MeldKind::Chi => all_tiles.extend([first, first + 1, first + 2]),
                MeldKind::Pon => all_tiles.extend([first; 3]),
                _ => all_tiles.extend([first; 4]),
            }
        }
        let mut yaku: Vec<&str> = Vec::new();
        let push = |cond: bool, id: &'static str, list: &mut Vec<&str>| {
            if cond {
                list.push(id);
            }
        };
        // Situation.
        push(closed && context.tsumo, "menzen_tsumo", &mut yaku);
        push(
            context.riichi && !context.double_riichi,
            "riichi",
            &mut yaku,
        );
        push(context.double_riichi, "double_riichi", &mut yaku);
        push(context.ippatsu, "ippatsu", &mut yaku);
        push(context.chankan, "chankan", &mut yaku);
        push(context.rinshan, "rinshan_kaihou", &mut yaku);
        push(context.haitei, "haitei_raoyue", &mut yaku);
        push(context.houtei, "houtei_raoyui", &mut yaku);
        push(context.tenhou, "tenhou", &mut yaku);
        push(context.chiihou, "chiihou", &mut yaku);
        // Tiles.
        let all_simple = all_tiles.iter().all(|&t| !orphan(t));
        push(
            all_simple && (closed || rules.open_tanyao),
            "tanyao",
            &mut yaku,
        );
        let mut suits: Vec<usize> = all_tiles
            .iter()
            .filter(|&&t| t < 27)
            .map(|&t| t / 9)
            .collect();
        suits.sort();
        suits.dedup();
        let has_honor = all_tiles.iter().any(|&t| honor(t));
        push(suits.len() == 1 && has_honor, "honitsu", &mut yaku);
        push(suits.len() == 1 && !has_honor, "chinitsu", &mut yaku);
        push(all_tiles.iter().all(|&t| orphan(t)), "honroutou", &mut yaku);
        push(all_tiles.iter().all(|&t| honor(t)), "tsuuiisou", &mut yaku);
        push(
            all_tiles.iter().all(|&t| terminal(t)),
            "chinroutou",
            &mut yaku,
        );
        push(all_tiles.iter().all(|&t| green(t)), "ryuuiisou", &mut yaku);

        let fu_raw: u32 = match form {
            Form::SevenPairs => {
                yaku.push("chiitoitsu");
                25
            }
            Form::ThirteenOrphans => {
                let doubled = hand.hand.count(context.winning_tile) == 2;
                yaku.push(if doubled {
                    "kokushi_musou_13_wait"
                } else {
                    "kokushi_musou"
                });
                0
            }
            Form::Regular { sets, winning } => {
                let winning_set = sets[*winning];
                let pair = sets.iter().find(|s| s.kind == Kind::Pair).unwrap().tile;
                let melds_only: Vec<&Set> = sets.iter().filter(|s| s.kind != Kind::Pair).collect();
                let sequences: Vec<&Set> = melds_only
                    .iter()
                    .copied()
                    .filter(|s| s.kind == Kind::Sequence)
                    .collect();
                let threes: Vec<&Set> = melds_only
                    .iter()
                    .copied()
                    .filter(|s| s.is_set_of_three())
                    .collect();
                // A concealed triplet: not called, not completed by a ron.
                let concealed = |s: &Set, index: usize| {
                    s.is_set_of_three()
                        && !s.called
                        && !(index == *winning && !context.tsumo && !s.declared)
                };
                let ankou = sets
                    .iter()
                    .enumerate()
                    .filter(|&(i, s)| concealed(s, i))
                    .count();
                let quads = threes.iter().filter(|s| s.kind == Kind::Quad).count();
                // The wait.
                let shape = match winning_set.kind {
                    Kind::Pair => "tanki",
                    Kind::Triplet | Kind::Quad => "shanpon",
                    Kind::Sequence => {
                        let at = win - winning_set.tile;
                        let rank = winning_set.tile % 9;
                        if at == 1 {
                            "kanchan"
                        } else if (at == 0 && rank == 6) || (at == 2 && rank == 0) {
                            "penchan"
                        } else {
                            "ryanmen"
                        }
                    }
                };
                let valued_pair = dragon(pair) || pair == seat || pair == round;
                let pinfu = closed && sequences.len() == 4 && !valued_pair && shape == "ryanmen";
                push(pinfu, "pinfu", &mut yaku);
                // Identical sequences (a closed hand's sequences are all concealed).
                if closed {
                    let mut starts: Vec<usize> = sequences.iter().map(|s| s.tile).collect();
                    starts.sort();
                    let mut pairs = 0;
                    let mut i = 0;
                    while i + 1 < starts.len() {
                        if starts[i] == starts[i + 1] {
                            pairs += 1;
                            i += 2;
                        } else {
                            i += 1;
                        }
                    }
                    push(pairs == 1, "iipeikou", &mut yaku);
                    push(pairs == 2, "ryanpeikou", &mut yaku);
                }
                let has_three = |t: usize| threes.iter().any(|s| s.tile == t);
                push(has_three(31), "yakuhai_haku", &mut yaku);
                push(has_three(32), "yakuhai_hatsu", &mut yaku);
                push(has_three(33), "yakuhai_chun", &mut yaku);
                push(has_three(seat), "seat_wind", &mut yaku);
                push(has_three(round), "round_wind", &mut yaku);
                let has_seq = |t: usize| sequences.iter().any(|s| s.tile == t);
                push(
                    (0..7).any(|r| has_seq(r) && has_seq(9 + r) && has_seq(18 + r)),
                    "sanshoku_doujun",
                    &mut yaku,
                );
                push(
                    (0..3).any(|s| has_seq(9 * s) && has_seq(9 * s + 3) && has_seq(9 * s + 6)),
                    "ittsu",
                    &mut yaku,
                );
                push(
                    (0..9).any(|r| has_three(r) && has_three(9 + r) && has_three(18 + r)),
                    "sanshoku_doukou",
                    &mut yaku,
                );
                let every_outside = sets.iter().all(|s| s.tiles().iter().any(|&t| orphan(t)));
                let every_terminal = sets.iter().all(|s| s.tiles().iter().any(|&t| terminal(t)));
                push(
                    every_outside && !sequences.is_empty() && has_honor,
                    "chanta",
                    &mut yaku,
                );
                push(
                    every_terminal && !sequences.is_empty(),
                    "junchan",
                    &mut yaku,
                );
                push(threes.len() == 4, "toitoi", &mut yaku);
                push(ankou == 3, "sanankou", &mut yaku);
                push(ankou == 4 && shape != "tanki", "suuankou", &mut yaku);
                push(ankou == 4 && shape == "tanki", "suuankou_tanki", &mut yaku);
                push(quads == 3, "sankantsu", &mut yaku);
                push(quads == 4, "suukantsu", &mut yaku);
                let dragon_threes = threes.iter().filter(|s| dragon(s.tile)).count();
                let wind_threes = threes.iter().filter(|s| wind(s.tile)).count();
                push(dragon_threes == 2 && dragon(pair), "shousangen", &mut yaku);
                push(dragon_threes == 3, "daisangen", &mut yaku);
                push(wind_threes == 3 && wind(pair), "shousuushii", &mut yaku);
                push(wind_threes == 4, "daisuushii", &mut yaku);
                // Nine gates: no meld at all, one suit, 1112345678999 + 1.
                if melds.is_empty() && suits.len() == 1 && !has_honor {
                    let suit = suits[0];
                    let mut counts = [0u8; 9];
                    for &t in &all_tiles {
                        counts[t - 9 * suit] += 1;
                    }
                    let gates = [3u8, 1, 1, 1, 1, 1, 1, 1, 3];
                    if counts.iter().zip(gates).all(|(&c, g)| c >= g) {
                        counts[win - 9 * suit] -= 1;
                        if counts == gates {
                            yaku.push("junsei_chuuren_poutou");
                        } else {
                            yaku.push("chuuren_poutou");
                        }
                    }
                }
                // Fu.
                if pinfu && context.tsumo {
                    20
                } else {
                    let mut fu = 20u32;
                    if closed && !context.tsumo {
                        fu += 10;
                    }
                    if context.tsumo {
                        fu += 2;
                    }
                    if ["kanchan", "penchan", "tanki"].contains(&shape) {
                        fu += 2;
                    }
                    fu += 2 * u32::from(dragon(pair));
                    fu += 2 * u32::from(pair == seat);
                    fu += 2 * u32::from(pair == round);
                    for (index, set) in sets.iter().enumerate() {
                        if !set.is_set_of_three() {
                            continue;
                        }
                        let mut each = if orphan(set.tile) { 4 } else { 2 };
                        if concealed(set, index) {
                            each *= 2;
                        }
                        if set.kind == Kind::Quad {
                            each *= 4;
                        }
                        fu += each;
                    }
                    if open && fu == 20 {
                        fu = 30;
                    }
                    fu
                }
            }
        };
        let fu = if fu_raw == 25 {
            25
        } else {
            fu_raw.div_ceil(10) * 10
        } as u8;
        let yakuman: Vec<&str> = yaku.iter().copied().filter(|id| is_yakuman(id)).collect();
        let double_rule = rules.double_yakuman == DoubleYakuman::all();
        let mut listed: Vec<(String, u8)>;
        let han: u32;
        if !yakuman.is_empty() {
            listed = yakuman
                .iter()
                .map(|id| {
                    let h = han_table(id).0;
                    (id.to_string(), if double_rule { h } else { h.min(13) })
                })
                .collect();
            han = listed.iter().map(|(_, h)| u32::from(*h)).sum();
        } else {
            listed = yaku
                .iter()
                .map(|id| {
                    let (c, o) = han_table(id);
                    (id.to_string(), if open { o } else { c })
                })
                .collect();
            assert!(listed.iter().all(|(_, h)| *h > 0), "{listed:?}");
            let base: u32 = listed.iter().map(|(_, h)| u32::from(*h)).sum();
            if base == 0 {
                return None;
            }
            let count_dora = |list: &Indicators| -> u8 {
                list.as_slice()
                    .iter()
                    .map(|i| {
                        all_tiles
                            .iter()
                            .filter(|&&t| t == next_dora(i.index()))
                            .count() as u8
                    })
                    .sum()
            };
            let dora = count_dora(&context.dora_indicators);
            let aka = if rules.red_fives != [0; 3] {
                hand.red_fives.iter().sum::<u8>() + melds.iter().map(|m| m.red_fives()).sum::<u8>()
            } else {
                0
            };
            let ura = if context.riichi || context.double_riichi {
                count_dora(&context.ura_indicators)
            } else {
                0
            };
            for (id, count) in [("dora", dora), ("aka_dora", aka), ("ura_dora", ura)] {
                if count > 0 {
                    listed.push((id.to_string(), count));
                }
            }
            han = base + u32::from(dora) + u32::from(aka) + u32::from(ura);
        }
        listed.sort();
        // Points.
        let multiple = if yakuman.is_empty() { 0 } else { han / 13 };
        let (base, limit) = if multiple > 0 {
            let name = if multiple == 1 {
                "yakuman".to_string()
            } else {
                format!("{multiple}x yakuman")
            };
            (8000 * multiple, name)
        } else if han >= 13 {
            (8000, "kazoe yakuman".to_string())
        } else if han >= 11 {
            (6000, "sanbaiman".to_string())
        } else if han >= 8 {
            (4000, "baiman".to_string())
        } else if han >= 6 {
            (3000, "haneman".to_string())
        } else if han == 5 {
            (2000, "mangan".to_string())
        } else if rules.kiriage && ((han == 4 && fu == 30) || (han == 3 && fu == 60)) {
            (2000, "kiriage mangan".to_string())
        } else {
            let b = u32::from(fu) * 2u32.pow(2 + han);
            if b >= 2000 {
                (2000, "mangan".to_string())
            } else {
                (b, String::new())
            }
        };
        let up = |x: u32| x.div_ceil(100) * 100;
        let honba = u32::from(context.honba);
        let sticks = 1000 * u32::from(context.riichi_sticks);
        let dealer = context.seat_wind == Wind::East;
        let (main, additional, total) = if !context.tsumo {
            let main = up(base * if dealer { 6 } else { 4 }) + 300 * honba;
            (main, 0, main + sticks)
        } else if dealer {
            let each = up(2 * base) + 100 * honba;
            (each, each, 3 * each + sticks)
        } else {
            let main = up(2 * base) + 100 * honba;
            let other = up(base) + 100 * honba;
            (main, other, main + 2 * other + sticks)
        };
        Some(Expected {
            han,
            fu,
            yaku: listed,
            main,
            additional,
            total,
            limit,
            yakuman: multiple > 0,
        })
    }

    /// The expected error of the checks that come before any reading.
    pub fn input_error(hand: &ParsedHand, context: &WinContext) -> Option<Error> {
        let melds = context.melds.as_slice();
        let tiles = hand.hand.tile_count();
        if tiles as usize + 3 * melds.len() != 14 {
            return Some(Error::WrongTileCount {
                tiles,
                melds: melds.len() as u8,
                question: Question::Score,
            });
        }
        // Every tile in sight: the hand, the melds and the indicators.
        let mut counts = hand.hand.counts();
        for meld in melds {
            for t in Tile::all() {
                counts[t.index()] += meld.count(t);
            }
        }
        let shown = context.dora_indicators.as_slice().iter();
        for indicator in shown.chain(context.ura_indicators.as_slice()) {
            counts[indicator.index()] += 1;
        }
        if let Some(index) = counts.iter().position(|&c| c > 4) {
            return Some(Error::TooManyCopies {
                tile: Tile::new(index as u8).unwrap(),
            });
        }
        if hand.hand.count(context.winning_tile) == 0 {
            return Some(Error::WinningTileNotInHand);
        }
        // The robbed tile is the fourth copy: no other in sight.
        if context.chankan && counts[context.winning_tile.index()] > 1 {
            return Some(Error::ChankanOnHeldKind);
        }
        let open = melds.iter().any(|m| m.is_open());
        let c = context;
        let dealer = c.seat_wind == Wind::East;
        let kans = melds.iter().filter(|m| m.kind().is_kan()).count();
        let riichi = c.riichi || c.double_riichi;
        let list = [
            (c.riichi && c.double_riichi, Error::RiichiWithDoubleRiichi),
            (c.double_riichi && open, Error::DoubleRiichiWithOpenHand),
            (c.riichi && open, Error::RiichiWithOpenHand),
            (
                c.ippatsu && !c.riichi && !c.double_riichi,
                Error::IppatsuWithoutRiichi,
            ),
            (c.chankan && c.tsumo, Error::ChankanOnTsumo),
            (c.rinshan && !c.tsumo, Error::RinshanWithoutTsumo),
            (c.rinshan && kans == 0, Error::RinshanWithoutKan),
            (c.haitei && !c.tsumo, Error::HaiteiWithoutTsumo),
            (c.houtei && c.tsumo, Error::HouteiOnTsumo),
            (c.haitei && c.rinshan, Error::HaiteiWithRinshan),
            (c.houtei && c.chankan, Error::HouteiWithChankan),
            (c.tenhou && !dealer, Error::TenhouNotDealer),
            (c.tenhou && !c.tsumo, Error::TenhouOnRon),
            (c.tenhou && !melds.is_empty(), Error::TenhouWithMelds),
            (c.tenhou && riichi, Error::TenhouWithRiichi),
            (c.tenhou && c.haitei, Error::TenhouWithHaitei),
            (c.chiihou && dealer, Error::ChiihouAsDealer),
            (c.chiihou && !c.tsumo, Error::ChiihouOnRon),
            (c.chiihou && !melds.is_empty(), Error::ChiihouWithMelds),
            (c.chiihou && riichi, Error::ChiihouWithRiichi),
            (c.chiihou && c.haitei, Error::ChiihouWithHaitei),
        ];
        if let Some(&(_, error)) = list.iter().find(|(failed, _)| *failed) {
            return Some(error);
        }
        // Red fives beyond what the rules' tile set holds.
        for (index, suit) in [Suit::Man, Suit::Pin, Suit::Sou].into_iter().enumerate() {
            let allowed = c.rules.red_fives[index];
            let melded: u8 = melds
                .iter()
                .filter(|m| m.tile().suit() == suit)
                .map(|m| m.red_fives())
                .sum();
            if allowed > 0 && hand.red_fives[index] + melded > allowed {
                return Some(Error::RedFivesNotInRules { suit });
            }
        }
        None
    }

    /// Every reading of the hand with its winning block, in the documented
    /// order: decompositions, then each distinct block holding the winning
    /// tile; seven pairs; thirteen orphans.
    pub fn readings(hand: &ParsedHand, context: &WinContext) -> Vec<Form> {
        let set = decompose(&hand.hand, &Context::default()).unwrap();
        let mut forms = Vec::new();
        let declared: Vec<Set> = context
            .melds
            .as_slice()
            .iter()
            .map(|m| Set {
                kind: match m.kind() {
                    MeldKind::Chi => Kind::Sequence,
                    MeldKind::Pon => Kind::Triplet,
                    _ => Kind::Quad,
                },
                tile: m.tile().index(),
                called: m.is_open(),
                declared: true,
            })
            .collect();
        if set.has_regular_win() {
            for decomposition in &set {
                let mut seen: Vec<Block> = Vec::new();
                for (index, &block) in decomposition.blocks().iter().enumerate() {
                    if !block.contains(context.winning_tile) || seen.contains(&block) {
                        continue;
                    }
                    seen.push(block);
                    let mut sets: Vec<Set> = decomposition
                        .blocks()
                        .iter()
                        .map(|b| Set {
                            kind: match b.kind() {
                                BlockKind::Sequence => Kind::Sequence,
                                BlockKind::Triplet => Kind::Triplet,
                                BlockKind::Pair => Kind::Pair,
                            },
                            tile: b.tile().index(),
                            called: false,
                            declared: false,
                        })
                        .collect();
                    sets.extend(declared.iter().copied());
                    forms.push(Form::Regular {
                        sets,
                        winning: index,
                    });
                }
            }
        }
        if set.is_seven_pairs() {
            forms.push(Form::SevenPairs);
        }
        if set.is_thirteen_orphans() {
            forms.push(Form::ThirteenOrphans);
        }
        forms
    }
}

/// The score's fields in the oracle's terms.
fn observed(score: &Score) -> oracle::Expected {
    let mut yaku: Vec<(String, u8)> = score
        .yaku_han()
        .map(|(flag, han)| (flag.id().unwrap().to_string(), han))
        .collect();
    yaku.sort();
    oracle::Expected {
        han: score.han(),
        fu: score.fu(),
        yaku,
        main: score.main(),
        additional: score.additional(),
        total: score.total(),
        limit: score.limit().name().to_string(),
        yakuman: score.is_yakuman(),
    }
}

/// Checks every reading of one hand against the oracle, and the best.
/// Returns how many readings were compared.
fn check_against_oracle(hand: &ParsedHand, context: &WinContext) -> usize {
    let label = || format!("{hand} on {} with {:?}", context.winning_tile, context);
    if let Some(error) = oracle::input_error(hand, context) {
        assert_eq!(score(hand, context).unwrap_err(), error, "{}", label());
        assert_eq!(score_readings(hand, context).unwrap_err(), error);
        return 0;
    }
    let forms = oracle::readings(hand, context);
    if forms.is_empty() {
        assert_eq!(
            score(hand, context),
            Err(Error::NotAWinningHand),
            "{}",
            label()
        );
        return 0;
    }
    let got: Vec<Result<Score, Error>> = score_readings(hand, context).unwrap().collect();
    assert_eq!(got.len(), forms.len(), "{}", label());
    let mut best: Option<oracle::Expected> = None;
    for (form, reading) in forms.iter().zip(&got) {
        let expected = oracle::score_reading(hand, context, form);
        match (&expected, reading) {
            (None, Err(Error::NoYaku)) => {}
            (Some(expected), Ok(reading)) => {
                assert_eq!(&observed(reading), expected, "{}", label());
                // The fu items add up to the fu, whatever the reading.
                let items = reading.fu_items();
                let sum: u32 = items.iter().map(|item| u32::from(item.fu())).sum();
                assert_eq!(sum, u32::from(reading.fu()), "{}: {items:?}", label());
                let rounding = items
                    .iter()
                    .filter(|item| matches!(item, tehai::score::FuItem::Rounding(_)))
                    .count();
                assert!(rounding <= 1 && items.as_slice().len() <= 10);
                if let oracle::Form::Regular { sets, winning } = form {
                    let block = reading.winning_block().unwrap();
                    assert_eq!(block.tile().index(), sets[*winning].tile);
                }
            }
            _ => panic!("{}: expected {expected:?}, got {reading:?}", label()),
        }
        if let Some(expected) = expected {
            let key = |e: &oracle::Expected| (e.total, e.yakuman, e.han, e.fu);
            if best.as_ref().is_none_or(|b| key(&expected) > key(b)) {
                best = Some(expected);
            }
        }
    }
    match (best, score(hand, context)) {
        (None, Err(Error::NoYaku)) => {}
        (Some(best), Ok(chosen)) => {
            // The chosen score is one of the listed readings' whole, its
            // reading, wait and winning block included.
            assert!(got.contains(&Ok(chosen)), "{}: {chosen:?}", label());
            let chosen = observed(&chosen);
            let key = |e: &oracle::Expected| (e.total, e.yakuman, e.han, e.fu);
            assert_eq!(key(&chosen), key(&best), "{}", label());
        }
        (best, chosen) => panic!("{}: best {best:?}, chosen {chosen:?}", label()),
    }
    forms.len()
}

// ---------------------------------------------------------------------------
// Random contexts and hands.

/// Random indicators, as physical tiles: each takes a copy from `left`
/// (copies not in the hand or the melds), but one time in fifty any tile
/// at all, for the error of a fifth copy.
fn random_indicators(rng: &mut Rng, left: &mut [u8; 34]) -> Indicators {
    let count = [0, 1, 1, 1, 2, 2, 3, 4, 5][rng.below(9) as usize];
    let mut tiles: Vec<Tile> = Vec::new();
    while tiles.len() < count {
        let index = rng.below(34) as usize;
        if left[index] > 0 || rng.below(50) == 0 {
            left[index] = left[index].saturating_sub(1);
            tiles.push(Tile::new(index as u8).unwrap());
        }
    }
    Indicators::from_tiles(&tiles).unwrap()
}

/// A random context for a hand won on `win` with `melds`: usually a
/// possible one, sometimes anything at all (for the errors).
fn random_context(rng: &mut Rng, hand: &Hand, win: Tile, melds: &[Meld]) -> WinContext {
    let mut context = WinContext::new(win);
    let mut left = [4u8; 34];
    for tile in hand.tiles() {
        left[tile.index()] = left[tile.index()].saturating_sub(1);
    }
    for &meld in melds {
        context.melds.push(meld).unwrap();
        for tile in Tile::all() {
            left[tile.index()] = left[tile.index()].saturating_sub(meld.count(tile));
        }
    }
    let chance = |rng: &mut Rng, percent: u64| rng.below(100) < percent;
    context.seat_wind = Wind::ALL[rng.below(4) as usize];
    context.round_wind = Wind::ALL[rng.below(4) as usize];
    context.dora_indicators = random_indicators(rng, &mut left);
    context.ura_indicators = random_indicators(rng, &mut left);
    context.honba = rng.below(6) as u16;
    context.riichi_sticks = rng.below(4) as u16;
    context.rules = switches(rng.below(16) as u32);
    if chance(rng, 10) {
        // Anything: the checks must name the first impossible combination.
        let bits = rng.next_u64();
        let bit = |n: u32| bits >> n & 1 == 1;
        context.tsumo = bit(0);
        context.riichi = bit(1) && bit(11);
        context.double_riichi = bit(2) && bit(12);
        context.ippatsu = bit(3) && bit(13);
        context.rinshan = bit(4) && bit(14);
        context.chankan = bit(5) && bit(15);
        context.haitei = bit(6) && bit(16);
        context.houtei = bit(7) && bit(17);
        context.tenhou = bit(8) && bit(18);
        context.chiihou = bit(9) && bit(19);
        return context;
    }
    let open = melds.iter().any(|m| m.is_open());
    let kans = melds.iter().any(|m| m.kind().is_kan());
    context.tsumo = chance(rng, 50);
    if !open {
        let riichi = chance(rng, 40);
        context.double_riichi = riichi && chance(rng, 20);
        context.riichi = riichi && !context.double_riichi;
        context.ippatsu = riichi && chance(rng, 25);
    }
    if context.tsumo {
        context.rinshan = kans && chance(rng, 30);
        context.haitei = !context.rinshan && chance(rng, 8);
        let riichi = context.riichi || context.double_riichi;
        if melds.is_empty() && !riichi && !context.haitei && chance(rng, 5) {
            if context.seat_wind == Wind::East {
                context.tenhou = true;
            } else {
                context.chiihou = true;
            }
        }
    } else {
        context.chankan = chance(rng, 5);
        context.houtei = !context.chankan && chance(rng, 8);
    }
    context
}

/// Which tiles a random hand draws from, to reach every yaku often.
#[derive(Clone, Copy)]
enum Family {
    Any,
    OneSuit,
    OneSuitAndHonors,
    Orphans,
    Honors,
    Green,
    Simples,
}

fn fits(family: Family, suit: usize, t: usize) -> bool {
    match family {
        Family::Any => true,
        Family::OneSuit => t < 27 && t / 9 == suit,
        Family::OneSuitAndHonors => t >= 27 || t / 9 == suit,
        Family::Orphans => t >= 27 || t % 9 == 0 || t % 9 == 8,
        Family::Honors => t >= 27,
        Family::Green => [19, 20, 21, 23, 25, 32].contains(&t),
        Family::Simples => t < 27 && t % 9 != 0 && t % 9 != 8,
    }
}

fn random_kind(rng: &mut Rng, family: Family, suit: usize) -> usize {
    loop {
        let t = rng.below(34) as usize;
        if fits(family, suit, t) {
            return t;
        }
    }
}

/// A random winning hand (regular form) with random melds, its red fives
/// and winning tile, or `None` when the draw broke the four-copy limit.
fn random_regular(rng: &mut Rng) -> Option<(ParsedHand, Tile, Vec<Meld>)> {
    let family = [
        Family::Any,
        Family::Any,
        Family::Any,
        Family::OneSuit,
        Family::OneSuitAndHonors,
        Family::Orphans,
        Family::Honors,
        Family::Green,
        Family::Simples,
    ][rng.below(9) as usize];
    let suit = rng.below(3) as usize;
    let declared = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8) as usize];
    let mut counts = [0u8; 34];
    let mut melds = Vec::new();
    let mut concealed = [0u8; 34];
    for index in 0..4 {
        let t = random_kind(rng, family, suit);
        let sequence = t < 27
            && t % 9 <= 6
            && (t..t + 3).all(|k| fits(family, suit, k))
            && rng.below(100) < 55;
        let called = index < declared;
        if sequence {
            for k in t..t + 3 {
                counts[k] += 1;
                if !called {
                    concealed[k] += 1;
                }
            }
            if called {
                melds.push(Meld::chi(Tile::new(t as u8)?).unwrap());
            }
            continue;
        }
        if called {
            let kind = [
                MeldKind::Pon,
                MeldKind::Pon,
                MeldKind::OpenKan,
                MeldKind::AddedKan,
                MeldKind::ClosedKan,
            ][rng.below(5) as usize];
            let copies = if kind.is_kan() { 4 } else { 3 };
            counts[t] += copies;
            let meld = if kind.is_kan() {
                Meld::kan(kind, Tile::new(t as u8)?).unwrap()
            } else {
                Meld::pon(Tile::new(t as u8)?)
            };
            melds.push(meld);
        } else {
            counts[t] += 3;
            concealed[t] += 3;
        }
    }
    let pair = random_kind(rng, family, suit);
    counts[pair] += 2;
    concealed[pair] += 2;
    if counts.iter().any(|&c| c > 4) {
        return None;
    }
    // Red fives: some of the fives become red, in the hand and in the melds.
    let hand = Hand::from_counts(&concealed).ok()?;
    let mut red_fives = [0u8; 3];
    for (suit, red) in red_fives.iter_mut().enumerate() {
        if concealed[9 * suit + 4] > 0 && rng.below(3) == 0 {
            *red = 1;
        }
    }
    let melds: Vec<Meld> = melds
        .into_iter()
        .map(|meld| match meld.with_red_fives(1) {
            Some(red) if rng.below(3) == 0 => red,
            _ => meld,
        })
        .collect();
    let tiles: Vec<Tile> = hand.tiles().collect();
    let win = rng.pick(&tiles);
    Some((ParsedHand { hand, red_fives }, win, melds))
}

/// Seven pairs, a third of them drawn from the 18 kinds of m and p only.
fn random_seven_pairs(rng: &mut Rng) -> ParsedHand {
    let narrow = rng.below(3) == 0;
    let counts = if narrow {
        rng.seven_pairs_by(|rng| rng.below(9) as usize + 9 * rng.below(2) as usize)
    } else {
        rng.seven_pairs(&ALL_KINDS)
    };
    ParsedHand {
        hand: Hand::from_counts(&counts).unwrap(),
        red_fives: [0; 3],
    }
}

fn random_thirteen_orphans(rng: &mut Rng) -> ParsedHand {
    ParsedHand {
        hand: Hand::from_counts(&rng.thirteen_orphans()).unwrap(),
        red_fives: [0; 3],
    }
}

#[test]
fn random_hands_against_the_oracle() {
    let mut rng = Rng(0x005C_02E5);
    let mut hands = 0;
    let mut readings = 0;
    let mut scored_yaku = Yaku::empty();
    while hands < 110_000 {
        let (hand, win, melds) = match rng.below(20) {
            0 => {
                let hand = random_seven_pairs(&mut rng);
                let tiles: Vec<Tile> = hand.hand.tiles().collect();
                let win = tiles[rng.below(14) as usize];
                (hand, win, Vec::new())
            }
            1 => {
                let hand = random_thirteen_orphans(&mut rng);
                let tiles: Vec<Tile> = hand.hand.tiles().collect();
                let win = tiles[rng.below(14) as usize];
                (hand, win, Vec::new())
            }
            _ => match random_regular(&mut rng) {
                Some(drawn) => drawn,
                None => continue,
            },
        };
        let context = random_context(&mut rng, &hand.hand, win, &melds);
        readings += check_against_oracle(&hand, &context);
        if let Ok(best) = score(&hand, &context) {
            scored_yaku |= best.yaku();
        }
        hands += 1;
    }
    assert!(readings >= 100_000, "{readings}");
    // Every yaku was the best reading's at least once (but junsei chuuren
    // poutou, which the single-suit sweep reaches, and the entries of the
    // local rules and of three players, which the random contexts leave
    // off).
    let local = Yaku::from_bits_retain(0xff << 48);
    let expected = Yaku::all() - Yaku::JUNSEI_CHUUREN_POUTOU - local;
    assert_eq!(
        scored_yaku & expected,
        expected,
        "missing {:?}",
        expected - scored_yaku
    );
}

#[test]
fn random_non_winning_hands() {
    let mut rng = Rng(7);
    for _ in 0..5_000 {
        let counts = rng.wall_hand(14);
        let hand = Hand::from_counts(&counts).unwrap();
        let parsed = ParsedHand {
            hand,
            red_fives: [0; 3],
        };
        let win = hand.tiles().next().unwrap();
        let context = random_context(&mut rng, &hand, win, &[]);
        check_against_oracle(&parsed, &context);
    }
}

#[test]
fn every_single_suit_winning_hand() {
    let mut rng = Rng(0x0C41_7150);
    let mut hands = 0;
    let mut seen = Yaku::empty();
    tehai_testkit::for_each_suit_counts(9, 14, |ranks| {
        if ranks.iter().map(|&c| u32::from(c)).sum::<u32>() != 14 {
            return;
        }
        let counts = tehai_testkit::counts_in_suit(1, ranks);
        let hand = Hand::from_counts(&counts).unwrap();
        if !tehai::is_win(&hand) {
            return;
        }
        hands += 1;
        let red = u8::from(ranks[4] > 0 && rng.below(2) == 0);
        let parsed = ParsedHand {
            hand,
            red_fives: [0, red, 0],
        };
        for win in hand.tiles().collect::<std::collections::BTreeSet<_>>() {
            for _ in 0..2 {
                let context = random_context(&mut rng, &hand, win, &[]);
                check_against_oracle(&parsed, &context);
                if let Ok(best) = score(&parsed, &context) {
                    seen |= best.yaku();
                }
            }
        }
    });
    assert!(hands > 10_000, "{hands}");
    let expected = Yaku::CHUUREN_POUTOU | Yaku::JUNSEI_CHUUREN_POUTOU | Yaku::RYANPEIKOU;
    assert_eq!(seen & expected, expected);
}

// ---------------------------------------------------------------------------
// Display.

#[test]
fn display_blocks() {
    let best = scored("234567m23455p888s", "5p", &[], |c| {
        c.tsumo = true;
        c.riichi = true;
        c.seat_wind = Wind::South;
        c.dora_indicators = indicators("7s");
    });
    assert_eq!(
        best.to_string(),
        "menzen_tsumo    1\nriichi          1\ntanyao          1\ndora            3\n\
         6 han 30 fu, haneman\ntsumo: 6000 from the dealer, 3000 from each other player\ntotal 12000\n"
    );
    let dealer = scored("234567m23455p888s", "5p", &[], tsumo);
    assert!(dealer.to_string().contains("from each player"));
    assert_eq!(best.reading().to_string(), "234m 567m 234p 55p 888s");
    assert_eq!(Yaku::empty().to_string(), "");
}
