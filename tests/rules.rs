//! Every rule option where it changes a score, every preset where it
//! differs from the default, three players, liability, and the impossible
//! situations the scorer refuses: hand-written cases, each worked out from
//! the rules.

use tehai::notation::ParsedHand;
use tehai::rules::{
    DoubleWindPairFu, DoubleYakuman, Kazoe, OpenPinfuFu, Pao, PaoRon, PinfuTsumoFu, Preset, Renhou,
    Rules, ThreePlayerTsumo,
};
use tehai::score::{FuItem, Limit, Score, WinContext, Wind, Yaku};
use tehai::{Error, Players, Suit, score};

fn hand(text: &str) -> ParsedHand {
    text.parse().unwrap()
}

/// Scores `tiles` won on `win` with `melds`, the context set up by `setup`.
fn try_score(
    tiles: &str,
    win: &str,
    melds: &[&str],
    setup: impl FnOnce(&mut WinContext),
) -> Result<Score, Error> {
    let mut context = WinContext::new(win.parse().unwrap());
    for meld in melds {
        context.melds.push(meld.parse().unwrap()).unwrap();
    }
    setup(&mut context);
    score(&hand(tiles), &context)
}

fn scored(tiles: &str, win: &str, melds: &[&str], setup: impl FnOnce(&mut WinContext)) -> Score {
    try_score(tiles, win, melds, setup).unwrap_or_else(|error| panic!("{tiles}: {error}"))
}

/// The default rules with one change.
fn with(change: impl FnOnce(&mut Rules)) -> Rules {
    let mut rules = Rules::default();
    change(&mut rules);
    rules
}

// ---------------------------------------------------------------------------
// The default and the presets.

#[test]
fn the_default_is_tenhou_four_players() {
    assert_eq!(Rules::default(), Rules::preset(Preset::Tenhou));
    assert_eq!(WinContext::default().rules, Rules::default());
    let rules = Rules::default();
    assert_eq!(rules.players, Players::Four);
    assert_eq!(rules.red_fives, [1, 1, 1]);
    assert!(rules.open_tanyao && !rules.kiriage && rules.nagashi_mangan);
    assert!(rules.double_yakuman.is_empty() && rules.yakuman_stacking);
    // The thirteen-sided wait pays one yakuman on Tenhou, two on Mahjong Soul.
    let tenhou = scored("19m19p19s12345677z", "7z", &[], |_| {});
    assert_eq!(
        (tenhou.limit(), tenhou.total()),
        (Limit::Yakuman(1), 48_000)
    );
    let soul = scored("19m19p19s12345677z", "7z", &[], |c| {
        c.rules = Rules::preset(Preset::MahjongSoul)
    });
    assert_eq!((soul.limit(), soul.total()), (Limit::Yakuman(2), 96_000));
}

#[test]
fn each_preset_where_it_differs() {
    let preset = |preset: Preset| move |c: &mut WinContext| c.rules = Rules::preset(preset);
    // 13 han without a yakuman: kazoe yakuman on Tenhou, Mahjong Soul;
    // a sanbaiman under WRC, EMA and M.League. 123m 123m 456m 789m 99m won
    // on 4m: chinitsu 6, ittsu 2, iipeikou 1, pinfu 1, menzen tsumo 1,
    // riichi 1 and the 4m dora: 13 (a non-dealer's tsumo).
    let counted = |c: &mut WinContext| {
        c.tsumo = true;
        c.riichi = true;
        c.seat_wind = Wind::South;
        c.dora_indicators.push("3m".parse().unwrap()).unwrap();
    };
    for (which, total) in [
        (Preset::Tenhou, 32_000),
        (Preset::MahjongSoul, 32_000),
        (Preset::Wrc, 24_000),
        (Preset::Ema, 24_000),
        (Preset::MLeague, 24_000),
    ] {
        let best = scored("11223345678999m", "4m", &[], |c| {
            preset(which)(c);
            counted(c);
        });
        assert_eq!((best.han(), best.total()), (13, total), "{which}");
    }
    // 4 han 30 fu (riichi, pinfu, tanyao and the 4p dora, won on a ryanmen):
    // 7,700 on Tenhou, a mangan with kiriage (WRC, M.League).
    let four_thirty = "234567m23455p678s";
    let riichi_dora = |which: Preset| {
        move |c: &mut WinContext| {
            preset(which)(c);
            c.riichi = true;
            c.seat_wind = Wind::South;
            c.dora_indicators.push("3p".parse().unwrap()).unwrap();
        }
    };
    let tenhou = scored(four_thirty, "8s", &[], riichi_dora(Preset::Tenhou));
    assert_eq!((tenhou.han(), tenhou.fu()), (4, 30));
    assert_eq!(tenhou.total(), 7_700);
    for which in [Preset::Wrc, Preset::MLeague] {
        let best = scored(four_thirty, "8s", &[], riichi_dora(which));
        assert_eq!(
            (best.limit(), best.total()),
            (Limit::KiriageMangan, 8_000),
            "{which}"
        );
    }
    // No red fives under WRC and EMA: the red five is a plain five.
    for (which, aka) in [
        (Preset::Tenhou, 1),
        (Preset::Wrc, 0),
        (Preset::Ema, 0),
        (Preset::MLeague, 1),
    ] {
        let best = scored("234067m23455p678s", "8s", &[], |c| {
            preset(which)(c);
            c.riichi = true;
        });
        assert_eq!(best.aka_dora(), aka, "{which}");
    }
    // A double-wind pair (the dealer's 11z in the East round): 4 fu on
    // Tenhou and under EMA, 2 under WRC and M.League.
    let pair_fu = |which: Preset| {
        scored("123m456p789s234s11z", "2s", &[], |c| {
            preset(which)(c);
            c.riichi = true;
        })
        .fu_items()
        .iter()
        .find_map(|item| match item {
            FuItem::Pair { fu, .. } => Some(*fu),
            _ => None,
        })
    };
    assert_eq!(pair_fu(Preset::Tenhou), Some(4));
    assert_eq!(pair_fu(Preset::Ema), Some(4));
    assert_eq!(pair_fu(Preset::Wrc), Some(2));
    assert_eq!(pair_fu(Preset::MLeague), Some(2));
    // Two yakuman: two on Tenhou, one under EMA (no stacking).
    let two = |which: Preset| {
        scored("55566677711z", "1z", &["pon 222z"], |c| {
            preset(which)(c);
            c.seat_wind = Wind::South;
        })
    };
    assert_eq!(two(Preset::Tenhou).limit(), Limit::Yakuman(2));
    let ema = two(Preset::Ema);
    assert_eq!(
        (ema.limit(), ema.yaku()),
        (Limit::Yakuman(1), Yaku::DAISANGEN)
    );
    // Three players: a counter adds 200 to a ron.
    let sanma = scored("123p456789s11z333z", "3z", &[], |c| {
        preset(Preset::Tenhou3p)(c);
        c.seat_wind = Wind::South;
        c.round_wind = Wind::West;
        c.honba = 2;
    });
    assert_eq!(sanma.main(), sanma.total());
    let no_counters = scored("123p456789s11z333z", "3z", &[], |c| {
        preset(Preset::Tenhou3p)(c);
        c.seat_wind = Wind::South;
        c.round_wind = Wind::West;
    });
    assert_eq!(sanma.total() - no_counters.total(), 400);
}

// ---------------------------------------------------------------------------
// One option at a time.

#[test]
fn red_fives_per_suit() {
    let tiles = "234067m23405p678s";
    let count = |red_fives: [u8; 3]| {
        try_score(tiles, "8s", &[], |c| {
            c.riichi = true;
            c.rules.red_fives = red_fives;
        })
        .map(|best| best.aka_dora())
    };
    assert_eq!(count([1, 1, 1]), Ok(2));
    assert_eq!(count([0, 1, 1]), Ok(1)); // the red 5m is a plain five
    assert_eq!(count([0, 0, 0]), Ok(0));
    assert_eq!(count([2, 2, 0]), Ok(2));
    // Two red 5p where the set has one.
    let two = try_score("234567m00p234678s", "8s", &[], |c| c.riichi = true);
    assert_eq!(
        two.unwrap_err(),
        Error::RedFivesNotInRules { suit: Suit::Pin }
    );
    let allowed = try_score("234567m00p234678s", "8s", &[], |c| {
        c.riichi = true;
        c.rules.red_fives = [1, 2, 1];
    });
    assert_eq!(allowed.map(|best| best.aka_dora()), Ok(2));
    // Red fives in a meld count against the same limit.
    let melded = try_score("234567m406p88s", "8s", &["pon 055p"], |c| {
        c.rules.red_fives = [1, 1, 1]
    });
    assert_eq!(
        melded.unwrap_err(),
        Error::RedFivesNotInRules { suit: Suit::Pin }
    );
}

#[test]
fn double_yakuman_pattern_by_pattern() {
    let cases = [
        (
            "111m222p333s444s55z",
            "5z",
            DoubleYakuman::SUUANKOU_TANKI,
            Yaku::SUUANKOU_TANKI,
        ),
        (
            "19m19p19s12345677z",
            "7z",
            DoubleYakuman::KOKUSHI_13_WAIT,
            Yaku::KOKUSHI_MUSOU_13_WAIT,
        ),
        (
            "11123455678999m",
            "5m",
            DoubleYakuman::JUNSEI_CHUUREN,
            Yaku::JUNSEI_CHUUREN_POUTOU,
        ),
        (
            "222z333z444z55m",
            "5m",
            DoubleYakuman::DAISUUSHII,
            Yaku::DAISUUSHII,
        ),
    ];
    for (tiles, win, pattern, yaku) in cases {
        let melds: &[&str] = if pattern == DoubleYakuman::DAISUUSHII {
            &["pon 111z"]
        } else {
            &[]
        };
        for (double, multiple) in [
            (pattern, 2),
            (DoubleYakuman::all() - pattern, 1),
            (DoubleYakuman::empty(), 1),
        ] {
            let best = scored(tiles, win, melds, |c| c.rules.double_yakuman = double);
            assert_eq!(best.yaku(), yaku, "{tiles}");
            assert_eq!(best.limit(), Limit::Yakuman(multiple), "{tiles} {double}");
            assert_eq!(best.han_of(yaku), 13 * multiple, "{tiles}");
        }
    }
}

#[test]
fn stacking_and_the_cap() {
    // Tsuuiisou, daisuushii (2), suuankou tanki (2), tenhou: 6 with doubles.
    let six = |rules: Rules| {
        scored("11122233344455z", "5z", &[], |c| {
            c.rules = rules;
            c.tsumo = true;
            c.tenhou = true;
        })
    };
    let doubles = with(|r| r.double_yakuman = DoubleYakuman::all());
    assert_eq!(six(doubles).limit(), Limit::Yakuman(6));
    let capped = six(Rules {
        max_yakuman: 2,
        ..doubles
    });
    assert_eq!(
        (capped.limit(), capped.han(), capped.total()),
        (Limit::Yakuman(2), 26, 96_000)
    );
    // Each yakuman keeps its worth in the entries; the han is capped.
    let entries: u32 = capped.yaku_han().map(|(_, han)| u32::from(han)).sum();
    assert_eq!(entries, 78);
    // Without stacking only the largest counts: the first double.
    let single = six(Rules {
        yakuman_stacking: false,
        ..doubles
    });
    assert_eq!(
        (single.limit(), single.yaku()),
        (Limit::Yakuman(2), Yaku::SUUANKOU_TANKI)
    );
    let single = six(Rules {
        yakuman_stacking: false,
        ..Rules::default()
    });
    assert_eq!(
        (single.limit(), single.yaku()),
        (Limit::Yakuman(1), Yaku::TSUUIISOU)
    );
}

#[test]
fn kazoe_as_sanbaiman() {
    let thirteen = |kazoe: Kazoe| {
        scored("11223345678999m", "4m", &[], |c| {
            c.rules.kazoe = kazoe;
            c.tsumo = true;
            c.riichi = true;
            c.seat_wind = Wind::South;
            c.dora_indicators.push("3m".parse().unwrap()).unwrap();
        })
    };
    let yakuman = thirteen(Kazoe::Yakuman);
    assert_eq!(
        (yakuman.han(), yakuman.limit(), yakuman.total()),
        (13, Limit::KazoeYakuman, 32_000)
    );
    let sanbaiman = thirteen(Kazoe::Sanbaiman);
    assert_eq!(
        (sanbaiman.limit(), sanbaiman.main(), sanbaiman.additional()),
        (Limit::Sanbaiman, 12_000, 6_000)
    );
}

#[test]
fn renhou_off_mangan_and_yakuman() {
    let renhou = |setting: Renhou| {
        try_score("234567m23455p678s", "8s", &[], |c| {
            c.rules.renhou = setting;
            c.renhou = true;
            c.seat_wind = Wind::West;
        })
    };
    // Off: tanyao and pinfu only.
    let off = renhou(Renhou::Off).unwrap();
    assert!(!off.yaku().contains(Yaku::RENHOU));
    assert_eq!(off.han(), 2);
    // Mangan: a 5-han yaku that adds: 7 han, a haneman.
    let mangan = renhou(Renhou::Mangan).unwrap();
    assert_eq!(
        (mangan.han(), mangan.han_of(Yaku::RENHOU), mangan.limit()),
        (7, 5, Limit::Haneman)
    );
    // Yakuman: renhou alone.
    let yakuman = renhou(Renhou::Yakuman).unwrap();
    assert_eq!(
        (
            yakuman.yaku(),
            yakuman.han_of(Yaku::RENHOU),
            yakuman.total()
        ),
        (Yaku::RENHOU, 13, 32_000)
    );
    // Renhou makes a hand without another yaku win.
    let bare = try_score("123m456p789s11s222z", "2z", &[], |c| {
        c.rules.renhou = Renhou::Mangan;
        c.renhou = true;
        c.seat_wind = Wind::West;
    });
    assert_eq!(bare.map(|best| best.yaku()), Ok(Yaku::RENHOU));
}

#[test]
fn fu_options() {
    // An open hand won on a discard with nothing beyond the base: 30, or 20.
    // 234m 567p 234s 88s and a chi, won on the 4s of 23s: no fu at all.
    let open = |fu: OpenPinfuFu| {
        scored("234m567p234s88s", "4s", &["chi 678m"], |c| {
            c.rules.open_pinfu_fu = fu
        })
    };
    assert_eq!(open(OpenPinfuFu::Thirty).fu(), 30);
    assert_eq!(open(OpenPinfuFu::Twenty).fu(), 20);
    assert!(
        open(OpenPinfuFu::Thirty)
            .fu_items()
            .iter()
            .any(|item| *item == FuItem::OpenMinimum(10))
    );
    // Pinfu by tsumo: 20, or 30 with the tsumo fu.
    let pinfu = |fu: PinfuTsumoFu| {
        scored("123456789m12355p", "9m", &[], |c| {
            c.rules.pinfu_tsumo_fu = fu;
            c.tsumo = true;
        })
    };
    let (twenty, thirty) = (pinfu(PinfuTsumoFu::Twenty), pinfu(PinfuTsumoFu::Thirty));
    assert_eq!((twenty.fu(), thirty.fu()), (20, 30));
    assert!(thirty.yaku().contains(Yaku::PINFU));
    assert!(thirty.fu_items().iter().any(|item| *item == FuItem::Tsumo));
    assert!(!twenty.fu_items().iter().any(|item| *item == FuItem::Tsumo));
    // A double-wind pair: 4 or 2.
    let pair = |fu: DoubleWindPairFu| {
        scored("123m456p789s234s11z", "2s", &[], |c| {
            c.rules.double_wind_pair_fu = fu;
            c.riichi = true;
        })
    };
    let (four, two) = (pair(DoubleWindPairFu::Four), pair(DoubleWindPairFu::Two));
    assert_eq!((four.fu(), two.fu()), (40, 40)); // 34 and 32, rounded
    let pair_item = |best: &Score| {
        best.fu_items().iter().find_map(|item| match item {
            FuItem::Pair { fu, .. } => Some(*fu),
            _ => None,
        })
    };
    assert_eq!((pair_item(&four), pair_item(&two)), (Some(4), Some(2)));
    assert!(
        four.fu_items()
            .iter()
            .any(|item| *item == FuItem::Rounding(6))
    );
    assert!(
        two.fu_items()
            .iter()
            .any(|item| *item == FuItem::Rounding(8))
    );
}

#[test]
fn local_yaku() {
    // Daisharin: 22334455667788p closed.
    let wheel = |tiles: &str, win: &str, other_suits: bool| {
        try_score(tiles, win, &[], |c| {
            c.rules.daisharin = true;
            c.rules.daisharin_other_suits = other_suits;
        })
        .map(|best| best.yaku().contains(Yaku::DAISHARIN))
    };
    assert_eq!(wheel("22334455667788p", "8p", false), Ok(true));
    assert_eq!(wheel("22334455667788s", "8s", false), Ok(false));
    assert_eq!(wheel("22334455667788s", "8s", true), Ok(true));
    let off = scored("22334455667788p", "8p", &[], |_| {});
    assert!(!off.yaku().contains(Yaku::DAISHARIN) && !off.is_yakuman());
    // Daichisei: seven pairs of honors, beside tsuuiisou.
    let stars = scored("11223344556677z", "7z", &[], |c| c.rules.daichisei = true);
    assert_eq!(stars.yaku(), Yaku::TSUUIISOU | Yaku::DAICHISEI);
    // Daisharin on alone does not make the honor pairs a daichisei.
    let wheel_only = scored("11223344556677z", "7z", &[], |c| c.rules.daisharin = true);
    assert_eq!(wheel_only.yaku(), Yaku::TSUUIISOU);
    assert_eq!(stars.limit(), Limit::Yakuman(2));
    // Open riichi: one han more, closed only; with its rule off nothing.
    let open_riichi = |rule: bool| {
        scored("234567m23455p678s", "8s", &[], |c| {
            c.riichi = true;
            c.open_riichi = true;
            c.rules.open_riichi = rule;
        })
    };
    assert_eq!(open_riichi(true).han_of(Yaku::OPEN_RIICHI), 1);
    assert_eq!(open_riichi(true).han(), open_riichi(false).han() + 1);
    // Sashikomi: a yakuman under its rule.
    let dealt = scored("234567m23455p678s", "8s", &[], |c| {
        c.riichi = true;
        c.open_riichi = true;
        c.sashikomi = true;
        c.rules.open_riichi = true;
        c.rules.sashikomi_yakuman = true;
    });
    assert_eq!(
        (dealt.yaku(), dealt.limit()),
        (Yaku::SASHIKOMI, Limit::Yakuman(1))
    );
    // Without its rule the deal-in is no yaku: open riichi counts alone.
    let plain = scored("234567m23455p678s", "8s", &[], |c| {
        c.riichi = true;
        c.open_riichi = true;
        c.sashikomi = true;
        c.rules.open_riichi = true;
    });
    assert!(!plain.yaku().contains(Yaku::SASHIKOMI));
    assert!(plain.yaku().contains(Yaku::OPEN_RIICHI));
    // Paarenchan: a yakuman, alone or only beside another yaku.
    let eighth = |needs_yaku: bool, tiles: &str, win: &str| {
        try_score(tiles, win, &[], |c| {
            c.paarenchan = true;
            c.rules.paarenchan = true;
            c.rules.paarenchan_needs_yaku = needs_yaku;
        })
        .map(|best| best.yaku())
    };
    let no_yaku = "123m456p789s11s222z";
    assert_eq!(eighth(false, no_yaku, "2z"), Ok(Yaku::PAARENCHAN));
    // Without its rule the eighth win in a row is no yaku.
    let off = try_score(no_yaku, "2z", &[], |c| c.paarenchan = true);
    assert_eq!(off.unwrap_err(), Error::NoYaku);
    assert_eq!(eighth(true, no_yaku, "2z"), Err(Error::NoYaku));
    assert_eq!(
        eighth(true, "234567m23455p678s", "8s"),
        Ok(Yaku::PAARENCHAN)
    );
}

#[test]
fn liability() {
    // Daisangen, the third dragon fed by West; the winner sits South.
    let tiles = "777z123p44s";
    let melds = ["pon 555z", "pon 666z"];
    let fed = |tsumo: bool, liable: Option<Wind>, discarder: Option<Wind>, rules: Rules| {
        scored(tiles, "4s", &melds, |c| {
            c.seat_wind = Wind::South;
            c.tsumo = tsumo;
            c.liable = liable;
            c.discarder = discarder;
            c.rules = rules;
        })
    };
    let tenhou = Rules::default();
    // Tsumo: the liable player pays it all.
    let tsumo = fed(true, Some(Wind::West), None, tenhou);
    assert_eq!(tsumo.total(), 32_000);
    assert_eq!(tsumo.payments(), Some([0, 0, 32_000, 0]));
    // Ron by North: half each.
    let ron = fed(false, Some(Wind::West), Some(Wind::North), tenhou);
    assert_eq!(ron.payments(), Some([0, 0, 16_000, 16_000]));
    // Ron by the liable player: all of it.
    let own = fed(false, Some(Wind::West), Some(Wind::West), tenhou);
    assert_eq!(own.payments(), Some([0, 0, 32_000, 0]));
    // The liable player pays all of a ron under "liable".
    let all = fed(
        false,
        Some(Wind::West),
        Some(Wind::North),
        Rules {
            pao_ron: PaoRon::Liable,
            ..tenhou
        },
    );
    assert_eq!(all.payments(), Some([0, 0, 32_000, 0]));
    // Without pao for daisangen everyone pays as usual, counters too.
    let none = scored(tiles, "4s", &melds, |c| {
        c.seat_wind = Wind::South;
        c.tsumo = true;
        c.liable = Some(Wind::West);
        c.honba = 1;
        c.rules = Rules {
            pao: Pao::empty(),
            ..tenhou
        };
    });
    assert_eq!(none.payments(), Some([16_100, 0, 8_100, 8_100]));
    // Three players, tsumo loss: the liable pays what the two would have.
    let sanma = fed(
        true,
        Some(Wind::West),
        None,
        Rules::preset(Preset::Tenhou3p),
    );
    assert_eq!(sanma.payments(), Some([0, 0, 24_000, 0]));
    // Tenhou: the liable player pays the counters too.
    let counters = scored(tiles, "4s", &melds, |c| {
        c.seat_wind = Wind::South;
        c.tsumo = true;
        c.liable = Some(Wind::West);
        c.honba = 1;
    });
    assert_eq!(counters.payments(), Some([0, 0, 32_300, 0]));
    // A composite hand: daisangen and tsuuiisou, two yakuman, one honba.
    let composite = |tsumo: bool, rules: Rules| {
        let discarder = (!tsumo).then_some(Wind::North);
        scored("777z111z22z", "2z", &melds, |c| {
            c.seat_wind = Wind::South;
            c.tsumo = tsumo;
            c.liable = Some(Wind::West);
            c.discarder = discarder;
            c.honba = 1;
            c.rules = rules;
        })
        .payments()
    };
    let soul = Rules::preset(Preset::MahjongSoul);
    let mleague = Rules::preset(Preset::MLeague);
    // The whole hand and its counters (Tenhou).
    assert_eq!(composite(true, tenhou), Some([0, 0, 64_300, 0]));
    assert_eq!(composite(false, tenhou), Some([0, 0, 32_300, 32_000]));
    // Only the liable yakuman; counters as usual (Mahjong Soul).
    assert_eq!(composite(true, soul), Some([16_100, 0, 40_100, 8_100]));
    assert_eq!(composite(false, soul), Some([0, 0, 16_000, 48_300]));
    // The liable yakuman and the counters (M.League).
    assert_eq!(composite(true, mleague), Some([16_000, 0, 40_300, 8_000]));
    assert_eq!(composite(false, mleague), Some([0, 0, 16_300, 48_000]));
    // Without stacking (EMA), daisuushii ties with tsuuiisou, a lower bit:
    // the yakuman kept is the one a player is liable for.
    let winds = |liable: Option<Wind>| {
        scored("111z222z55z", "5z", &["pon 333z", "pon 444z"], |c| {
            c.seat_wind = Wind::South;
            c.tsumo = true;
            c.liable = liable;
            c.rules = Rules::preset(Preset::Ema);
        })
    };
    let fed = winds(Some(Wind::West));
    assert_eq!(fed.yaku(), Yaku::DAISUUSHII);
    assert_eq!(fed.payments(), Some([0, 0, 32_000, 0]));
    let unfed = winds(None);
    assert_eq!(unfed.yaku(), Yaku::TSUUIISOU);
    assert_eq!(unfed.payments(), Some([16_000, 0, 8_000, 8_000]));
    // Mahjong Soul: daisuushii counts twice, tsuuiisou once; West is liable
    // for the double alone (16,000 of the 24,000 base points).
    let soul = scored("111z222z55z", "5z", &["pon 333z", "pon 444z"], |c| {
        c.seat_wind = Wind::South;
        c.tsumo = true;
        c.liable = Some(Wind::West);
        c.rules = Rules::preset(Preset::MahjongSoul);
    });
    assert_eq!(soul.total(), 96_000);
    assert_eq!(soul.payments(), Some([16_000, 0, 72_000, 8_000]));
}

#[test]
fn counters_and_three_player_tsumo() {
    let rules = with(|r| {
        r.honba_ron = 1_500;
        r.honba_tsumo = 500;
    });
    let ron = scored("234567m23455p678s", "8s", &[], |c| {
        c.rules = rules;
        c.seat_wind = Wind::South;
        c.honba = 2;
    });
    assert_eq!(ron.main(), 2_000 + 3_000); // riichi-less tanyao pinfu 2 han 30 fu: 2,000
    let tsumo = scored("234567m23455p678s", "8s", &[], |c| {
        c.rules = rules;
        c.seat_wind = Wind::South;
        c.tsumo = true;
        c.honba = 1;
    });
    // Menzen tsumo, tanyao, pinfu: 3 han 20 fu, 1,300/700.
    assert_eq!((tsumo.main(), tsumo.additional()), (1_800, 1_200));
    // Three players: the north's share lost, or split.
    let sanma = |split: ThreePlayerTsumo, seat: Wind| {
        scored("123p456789s11z333z", "3z", &[], |c| {
            c.rules = Rules {
                three_player_tsumo: split,
                ..Rules::preset(Preset::Tenhou3p)
            };
            c.tsumo = true;
            c.seat_wind = seat;
            c.round_wind = Wind::South;
        })
    };
    // Menzen tsumo and the west triplet for West: 2 han 30 fu (20 + 2 +
    // 8), 1,000 from the dealer and 500 from South; North is absent.
    let loss = sanma(ThreePlayerTsumo::Loss, Wind::West);
    assert_eq!((loss.han(), loss.fu()), (2, 30));
    assert_eq!(
        (loss.main(), loss.additional(), loss.total()),
        (1_000, 500, 1_500)
    );
    assert_eq!(loss.payments(), Some([1_000, 500, 0, 0]));
    // Split: North's 500 in halves, 1,000 + 250 → 1,300 and 500 + 250 → 800.
    let split = sanma(ThreePlayerTsumo::Split, Wind::West);
    assert_eq!(
        (split.main(), split.additional(), split.total()),
        (1_300, 800, 2_100)
    );
    assert_eq!(split.payments(), Some([1_300, 800, 0, 0]));
    // The dealer is paid by South and West alone.
    let dealer = sanma(ThreePlayerTsumo::Loss, Wind::East);
    assert_eq!(
        dealer.payments(),
        Some([0, dealer.main(), dealer.main(), 0])
    );
    assert_eq!(dealer.total(), 2 * dealer.main());
}

#[test]
fn three_players() {
    let sanma = |c: &mut WinContext| c.rules = Rules::preset(Preset::MahjongSoul3p);
    // Kita are dora; with north as the dora (3z indicates 4z) twice over.
    let kita = |count: u8, indicator: &str| {
        scored("123p456789s11z555z", "5z", &[], |c| {
            sanma(c);
            c.seat_wind = Wind::South;
            c.kita = count;
            c.dora_indicators.push(indicator.parse().unwrap()).unwrap();
        })
    };
    let two = kita(2, "9s");
    assert_eq!((two.kita(), two.han_of(Yaku::KITA), two.dora()), (2, 2, 0));
    let north_dora = kita(2, "3z");
    assert_eq!((north_dora.kita(), north_dora.dora()), (2, 2));
    // 1m indicates 9m at three players.
    let nine = scored("111999m123p11z555z", "5z", &[], |c| {
        sanma(c);
        c.dora_indicators.push("1m".parse().unwrap()).unwrap();
    });
    assert_eq!(nine.dora(), 3);
    let four = scored("111999m123p11z555z", "5z", &[], |c| {
        c.dora_indicators.push("1m".parse().unwrap()).unwrap();
    });
    assert_eq!(four.dora(), 0);
    // No 2m to 8m, no chi, no north seat, kita only at three players.
    assert_eq!(
        try_score("234m456p789s11z555z", "5z", &[], sanma).unwrap_err(),
        Error::NotInThreePlayer {
            tile: "2m".parse().unwrap()
        }
    );
    assert_eq!(
        try_score("456p789s11z555z", "5z", &["chi 123p"], sanma).unwrap_err(),
        Error::ChiInThreePlayers
    );
    assert_eq!(
        try_score("123p456789s11z555z", "5z", &[], |c| {
            sanma(c);
            c.seat_wind = Wind::North;
        })
        .unwrap_err(),
        Error::NorthSeatInThreePlayers
    );
    assert_eq!(
        try_score("123p456789s11z555z", "5z", &[], |c| c.kita = 1).unwrap_err(),
        Error::KitaInFourPlayers
    );
    // Kita are tiles: four north in sight at most.
    assert_eq!(
        try_score("123p456789s44z555z", "5z", &[], |c| {
            sanma(c);
            c.kita = 3;
        })
        .unwrap_err(),
        Error::TooManyCopies {
            tile: "4z".parse().unwrap()
        }
    );
}

// ---------------------------------------------------------------------------
// Impossible situations.

#[test]
fn impossible_situations_are_refused() {
    let tiles = "123456789m12355p";
    let refused = |setup: fn(&mut WinContext)| try_score(tiles, "9m", &[], setup).unwrap_err();
    assert_eq!(
        refused(|c| {
            c.riichi = true;
            c.double_riichi = true;
        }),
        Error::RiichiWithDoubleRiichi
    );
    assert_eq!(
        refused(|c| {
            c.tsumo = true;
            c.tenhou = true;
            c.riichi = true;
        }),
        Error::TenhouWithRiichi
    );
    assert_eq!(
        refused(|c| {
            c.tsumo = true;
            c.tenhou = true;
            c.haitei = true;
        }),
        Error::TenhouWithHaitei
    );
    assert_eq!(
        refused(|c| {
            c.tsumo = true;
            c.chiihou = true;
            c.seat_wind = Wind::South;
            c.double_riichi = true;
        }),
        Error::ChiihouWithRiichi
    );
    assert_eq!(
        refused(|c| {
            c.tsumo = true;
            c.chiihou = true;
            c.seat_wind = Wind::South;
            c.haitei = true;
        }),
        Error::ChiihouWithHaitei
    );
    assert_eq!(refused(|c| c.renhou = true), Error::RenhouAsDealer);
    assert_eq!(
        refused(|c| {
            c.renhou = true;
            c.seat_wind = Wind::South;
            c.tsumo = true;
        }),
        Error::RenhouOnTsumo
    );
    assert_eq!(
        refused(|c| {
            c.renhou = true;
            c.seat_wind = Wind::South;
            c.riichi = true;
        }),
        Error::RenhouWithRiichi
    );
    assert_eq!(
        refused(|c| c.open_riichi = true),
        Error::OpenRiichiWithoutRiichi
    );
    assert_eq!(
        refused(|c| {
            c.riichi = true;
            c.sashikomi = true;
        }),
        Error::SashikomiWithoutOpenRiichi
    );
    assert_eq!(
        refused(|c| {
            c.riichi = true;
            c.open_riichi = true;
            c.sashikomi = true;
            c.tsumo = true;
        }),
        Error::SashikomiOnTsumo
    );
    assert_eq!(
        refused(|c| {
            c.paarenchan = true;
            c.seat_wind = Wind::West;
        }),
        Error::PaarenchanNotDealer
    );
    assert_eq!(
        refused(|c| c.liable = Some(Wind::East)),
        Error::LiableIsWinner
    );
    assert_eq!(
        refused(|c| c.discarder = Some(Wind::East)),
        Error::DiscarderIsWinner
    );
    assert_eq!(
        refused(|c| {
            c.tsumo = true;
            c.discarder = Some(Wind::West);
        }),
        Error::DiscarderOnTsumo
    );
    assert_eq!(
        try_score("12355p", "5p", &["chi 123m", "chi 456m", "chi 789m"], |c| {
            c.renhou = true;
            c.seat_wind = Wind::South;
        })
        .unwrap_err(),
        Error::RenhouWithMelds
    );
    // A robbed kan on a kind the winner holds: the robbed tile would be a
    // fifth copy.
    assert_eq!(
        try_score("123m456p789s11122z", "2z", &[], |c| c.chankan = true).unwrap_err(),
        Error::ChankanOnHeldKind
    );
    // ... or one that an indicator shows.
    assert_eq!(
        try_score("123m456p789s234s11z", "4s", &[], |c| {
            c.chankan = true;
            c.dora_indicators.push("4s".parse().unwrap()).unwrap();
        })
        .unwrap_err(),
        Error::ChankanOnHeldKind
    );
    // The winning tile alone of its kind: a chankan.
    let robbed = try_score("123m456p789s234s11z", "4s", &[], |c| c.chankan = true);
    assert!(robbed.unwrap().yaku().contains(Yaku::CHANKAN));
    // Indicators are tiles: two 1z indicators beside three 1z in the hand.
    assert_eq!(
        try_score("123m456p789s55p111z", "1z", &[], |c| {
            c.dora_indicators.push("1z".parse().unwrap()).unwrap();
            c.ura_indicators.push("1z".parse().unwrap()).unwrap();
            c.riichi = true;
        })
        .unwrap_err(),
        Error::TooManyCopies {
            tile: "1z".parse().unwrap()
        }
    );
}

#[test]
fn copies_and_situations_read_together() {
    // A chi's second and third kinds count their copy too: four 2m in the
    // hand and a chi of 123m make five.
    assert_eq!(
        try_score("2222m456p789s5z", "5z", &["chi 123m"], |_| {}).unwrap_err(),
        Error::TooManyCopies {
            tile: "2m".parse().unwrap()
        }
    );
    // The north tiles set aside count only for north: a robbed 3p beside a
    // kita is the robbed tile's only copy, a robbed north is not.
    let sanma = |win: &str, tiles: &str| {
        try_score(tiles, win, &[], |c| {
            c.rules = Rules::preset(Preset::MahjongSoul3p);
            c.seat_wind = Wind::South;
            c.chankan = true;
            c.kita = 1;
        })
    };
    assert!(sanma("3p", "111m12399p345s444z").is_ok());
    assert_eq!(
        sanma("4z", "111m123999p345s44z").unwrap_err(),
        Error::ChankanOnHeldKind
    );
    // Two rare situations at once are each checked: ippatsu without riichi
    // is refused whatever else is flagged.
    let setups: [fn(&mut WinContext); 6] = [
        |c| c.chankan = true,
        |c| {
            c.tsumo = true;
            c.rinshan = true;
        },
        |c| c.houtei = true,
        |c| {
            c.tsumo = true;
            c.tenhou = true;
        },
        |c| {
            c.tsumo = true;
            c.chiihou = true;
            c.seat_wind = Wind::South;
        },
        |c| {
            c.renhou = true;
            c.seat_wind = Wind::South;
        },
    ];
    for setup in setups {
        let refused = try_score("123456789m55p", "9m", &["ankan 1111z"], |c| {
            c.ippatsu = true;
            setup(c);
        });
        assert_eq!(refused.unwrap_err(), Error::IppatsuWithoutRiichi);
    }
    // And two that cannot go together are refused, not taken for none.
    type Setup = fn(&mut WinContext);
    let pairs: [(Setup, Error); 4] = [
        (
            |c| {
                c.tsumo = true;
                c.chankan = true;
                c.rinshan = true;
            },
            Error::ChankanOnTsumo,
        ),
        (
            |c| {
                c.haitei = true;
                c.houtei = true;
            },
            Error::HaiteiWithoutTsumo,
        ),
        (
            |c| {
                c.houtei = true;
                c.tenhou = true;
            },
            Error::TenhouOnRon,
        ),
        (
            |c| {
                c.tsumo = true;
                c.tenhou = true;
                c.chiihou = true;
            },
            Error::ChiihouAsDealer,
        ),
    ];
    for (setup, error) in pairs {
        assert_eq!(try_score("123456789m12355p", "9m", &[], setup), Err(error));
    }
    let chiihou_renhou = try_score("123456789m12355p", "9m", &[], |c| {
        c.tsumo = true;
        c.seat_wind = Wind::South;
        c.chiihou = true;
        c.renhou = true;
    });
    assert_eq!(chiihou_renhou, Err(Error::RenhouOnTsumo));
    // At three players no seat is north: not the liable player either.
    let liable_north = try_score("123p456789s11z555z", "5z", &[], |c| {
        c.rules = Rules::preset(Preset::MahjongSoul3p);
        c.seat_wind = Wind::South;
        c.liable = Some(Wind::North);
    });
    assert_eq!(liable_north, Err(Error::NorthSeatInThreePlayers));
}
