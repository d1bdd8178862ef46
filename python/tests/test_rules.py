"""Rules in tehai.score: presets by name or as the JSON dict, rule options as
keyword arguments over them, the new context fields, and the score's kita
and payments. The numbers are the core's (the binding only converts); each
preset case is one where that preset's answer differs from another's, so
that a preset not handed on fails it."""

import pytest

import tehai

# Nine gates on a pure wait (junsei chuuren), in man and in pin (three
# players have no 2m..8m).
JUNSEI_MAN = "11123455678999m"
JUNSEI_PIN = "11123455678999p"
# Riichi, ippatsu, tsumo, ittsu, chinitsu and four dora: 15 han, no yakuman.
KAZOE = ("123456789m22233m", {"win": "9m", "riichi": True, "ippatsu": True, "tsumo": True, "dora_indicators": "1m"})
# A ron with an East pair for the East seat in the East round, a concealed
# triplet of terminals: 20 + 10 + 8 + the pair's 4 (42, 50 fu) or 2 (40 fu).
DOUBLE_WIND = ("234m456p234s999s11z", {"win": "4m", "riichi": True})
# A three-player tsumo by South with one north tile set aside.
SANMA_TSUMO = ("111m123p456p789s55p", {"win": "5p", "tsumo": True, "seat_wind": "2z", "kita": 1})


def test_presets_and_rule_names_are_the_cores():
    assert tehai.presets() == ["tenhou", "tenhou-3p", "mahjongsoul", "mahjongsoul-3p", "wrc", "ema", "mleague"]
    names = tehai.rule_names()
    assert len(names) == 26 == len(set(names))
    assert names[:3] == ["players", "red_fives", "open_tanyao"]
    assert {"kiriage", "kazoe", "double_wind_pair_fu", "three_player_tsumo", "nagashi_mangan"} <= set(names)


def test_tenhou_is_the_default_and_mahjongsoul_doubles_junsei_chuuren():
    for rules in (None, "tenhou", {"preset": "tenhou"}, {}):
        single = tehai.score(JUNSEI_MAN, win="5m", rules=rules)
        assert (single.han, single.limit, single.yaku) == (13, "yakuman", {"junsei_chuuren_poutou": 13})
    double = tehai.score(JUNSEI_MAN, win="5m", rules="mahjongsoul")
    assert (double.han, double.limit, double.main) == (26, "2x yakuman", 96000)
    assert double == tehai.score(JUNSEI_MAN, win="5m", rules={"preset": "mahjongsoul"})


def test_mahjongsoul_3p_doubles_what_tenhou_3p_does_not():
    assert tehai.score(JUNSEI_PIN, win="5p", rules="tenhou-3p").han == 13
    assert tehai.score(JUNSEI_PIN, win="5p", rules="mahjongsoul-3p").han == 26


def test_three_players_refuse_two_to_eight_man():
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(JUNSEI_MAN, win="5m", rules="tenhou-3p")
    assert raised.value.id == "not_in_three_player"


def test_tenhou_3p_tsumo_loses_the_north_share_and_counts_kita_as_dora():
    hand, context = SANMA_TSUMO
    score = tehai.score(hand, **context, rules="tenhou-3p")
    assert score.yaku == {"kita": 1, "menzen_tsumo": 1}
    assert score.kita == 1
    # 2 han 40 fu by a non-dealer: 1300 from the dealer, 700 from West,
    # nothing from the absent North.
    assert (score.main, score.additional, score.total) == (1300, 700, 2000)
    assert score.payments == (1300, 0, 700, 0)
    # Split: each payer adds half of North's 700 and rounds up to 100:
    # 1300 + 350 -> 1700, 700 + 350 -> 1100.
    split = tehai.score(hand, **context, rules="tenhou-3p", three_player_tsumo="split")
    assert split.payments == (1700, 0, 1100, 0) and split.total == 2800


def test_kita_needs_three_players():
    hand, context = SANMA_TSUMO
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(hand, **context)
    assert raised.value.id == "kita_in_four_players"


@pytest.mark.parametrize("preset, limit, each", [("tenhou", "kazoe yakuman", 16000), ("wrc", "sanbaiman", 12000), ("ema", "sanbaiman", 12000), ("mleague", "sanbaiman", 12000)])
def test_kazoe_by_preset(preset, limit, each):
    hand, context = KAZOE
    score = tehai.score(hand, **context, rules=preset)
    assert score.han == 15
    assert (score.limit, score.main, score.additional) == (limit, each, each)
    # The East seat won by tsumo: the others pay, the winner pays nothing.
    assert score.payments == (0, each, each, each)


@pytest.mark.parametrize("preset, fu", [("tenhou", 50), ("mahjongsoul", 50), ("wrc", 40), ("ema", 50), ("mleague", 40)])
def test_double_wind_pair_fu_by_preset(preset, fu):
    hand, context = DOUBLE_WIND
    assert tehai.score(hand, **context, rules=preset).fu == fu


def test_keywords_override_the_preset():
    hand, context = DOUBLE_WIND
    assert tehai.score(hand, **context, double_wind_pair_fu=2).fu == 40
    assert tehai.score(hand, **context, rules="mleague", double_wind_pair_fu=4).fu == 50
    # The dict's options and a keyword over the dict; None leaves the dict's.
    assert tehai.score(hand, **context, rules={"preset": "mleague", "double_wind_pair_fu": 4}).fu == 50
    assert tehai.score(hand, **context, rules={"preset": "mleague", "double_wind_pair_fu": 4}, double_wind_pair_fu=None).fu == 50
    assert tehai.score(hand, **context, rules={"preset": "tenhou", "double_wind_pair_fu": 4}, double_wind_pair_fu=2).fu == 40
    kazoe_hand, kazoe = KAZOE
    assert tehai.score(kazoe_hand, **kazoe, rules="wrc", kazoe="yakuman").limit == "kazoe yakuman"
    assert tehai.score(kazoe_hand, **kazoe, kazoe="sanbaiman").limit == "sanbaiman"
    assert tehai.score(JUNSEI_MAN, win="5m", rules="mahjongsoul", double_yakuman=[]).han == 13
    assert tehai.score(JUNSEI_MAN, win="5m", double_yakuman=("junsei_chuuren",)).han == 26
    assert tehai.score(JUNSEI_MAN, win="5m", double_yakuman=["daisuushii"]).han == 13


def test_rules_in_the_context_dict_and_keywords_agree():
    hand, context = DOUBLE_WIND
    by_dict = tehai.score({"hand": hand, **context, "rules": {"preset": "mleague"}})
    assert by_dict == tehai.score(hand, **context, rules="mleague")
    # A keyword `rules` replaces the dict's rules whole.
    assert tehai.score({"hand": hand, **context, "rules": {"preset": "mleague"}}, rules="tenhou").fu == 50


def test_red_fives_as_a_list():
    hand = "234067m23455p888s"
    assert tehai.score(hand, win="5p").yaku.get("aka_dora") == 1
    assert "aka_dora" not in tehai.score(hand, win="5p", red_fives=[0, 0, 0]).yaku
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(hand, win="5p", red_fives=[0, 1, 5])
    assert raised.value.id == "invalid_rule_value"
    # A keyword replaces the dict's option under any of its names.
    assert "aka_dora" not in tehai.score(hand, win="5p", rules={"aka_dora": True}, red_fives=[0, 0, 0]).yaku


@pytest.mark.parametrize(
    "keywords, error_id, fragment",
    [
        ({"rules": "nope"}, "unknown_preset", "rules.preset"),
        ({"rules": {"preset": "tenho"}}, "unknown_preset", "rules.preset"),
        ({"rules": {"preset": 3}}, "unknown_preset", "rules.preset"),
        ({"rules": 3}, "bad_json", "rules must be a preset's name or a dict, not int"),
        ({"kiriagee": True}, "unknown_rule", "rules.kiriagee"),
        ({"rules": {"kuitan": True}}, "unknown_rule", "rules.kuitan"),
        ({"kazoe": "double"}, "invalid_rule_value", "rules.kazoe"),
        ({"kiriage": "maybe"}, "invalid_rule_value", "rules.kiriage"),
        ({"max_yakuman": 1.5}, "invalid_rule_value", "rules.max_yakuman"),
        ({"max_yakuman": 10**30}, "invalid_rule_value", "rules.max_yakuman"),
        ({"rules": {"kiriage": None}}, "invalid_rule_value", "rules.kiriage"),
        ({"red_fives": [[0], 1, 1]}, "invalid_rule_value", "rules.red_fives"),
        ({"kazoe": {"sanbaiman"}}, "bad_json", "rules.kazoe must be a bool, an int, a str or a list of those, not set"),
        ({"pao": [[["daisangen"]]]}, "bad_json", "rules.pao"),
        ({"kita": 256}, "bad_json", "kita must be from 0 to 255, not 256"),
        ({"kita": True}, "bad_json", "kita must be an int"),
        ({"renhou": "yakuman"}, "bad_json", "renhou must be True or False"),
        ({"liable": "5z"}, "bad_wind", "5z"),
        ({"discarder": 3}, "bad_json", "discarder must be text"),
        ({"rules": {"aka_dora": False, "red_fives": [0, 1, 1]}}, "repeated_rule", "already given"),
        ({"rules": {"red-fives": [0, 1, 1], "red_fives": [0, 1, 1]}}, "repeated_rule", "already given"),
        ({"Renhou": "yakuman"}, "unknown_rule", "Renhou: a keyword names the situation"),
    ],
)
def test_bad_presets_options_and_values(keywords, error_id, fragment):
    hand, context = DOUBLE_WIND
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(hand, **{**context, **keywords})
    assert raised.value.id == error_id
    assert fragment in str(raised.value)


def test_a_list_that_holds_itself_is_refused_not_recursed():
    endless: list = []
    endless.append(endless)
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(DOUBLE_WIND[0], **DOUBLE_WIND[1], pao=endless)
    assert raised.value.id == "bad_json"


@pytest.mark.parametrize(
    "hand, fields, error_id",
    [
        ("234m456p234s999s11z", {"win": "4m", "riichi": True, "double_riichi": True}, "riichi_with_double_riichi"),
        ("123m456p789s11122z", {"win": "2z", "chankan": True}, "chankan_on_held_kind"),
    ],
)
def test_impossible_contexts(hand, fields, error_id):
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(hand, **fields)
    assert raised.value.id == error_id


def test_payments_of_a_ron_need_the_discarder():
    hand, context = DOUBLE_WIND
    ron = tehai.score(hand, **context)
    assert ron.payments is None and ron.kita == 0
    by_west = tehai.score(hand, **context, discarder="3z")
    assert by_west.payments == (0, 0, by_west.main, 0)


def test_the_new_yaku_appear_by_the_cores_names():
    hand = "234m456p234s999s11z"
    renhou = tehai.score(hand, win="4m", renhou=True, seat_wind="2z", rules={"renhou": "yakuman"})
    assert renhou.yaku == {"renhou": 13}
    mangan = tehai.score(hand, win="4m", renhou=True, seat_wind="2z", rules={"renhou": "mangan"})
    assert mangan.yaku == {"renhou": 5} and mangan.limit == "mangan"
    open_riichi = tehai.score(hand, win="4m", riichi=True, open_riichi=True, rules={"open_riichi": True})
    assert open_riichi.yaku == {"open_riichi": 1, "riichi": 1}


# A concealed ron of riichi, pinfu, tanyao and one dora: 4 han 30 fu, which
# is a mangan only where kiriage is on.
KIRIAGE = ("234m567p234s456s88s", {"win": "2m", "riichi": True, "seat_wind": "2z", "dora_indicators": "1m"})


@pytest.mark.parametrize("preset, limit, total", [("tenhou", "", 7700), ("ema", "", 7700), ("wrc", "kiriage mangan", 8000), ("mleague", "kiriage mangan", 8000)])
def test_kiriage_by_preset(preset, limit, total):
    hand, context = KIRIAGE
    score = tehai.score(hand, **context, rules=preset)
    assert (score.han, score.fu, score.limit, score.total) == (4, 30, limit, total)


@pytest.mark.parametrize("preset, renhou_han", [("tenhou", None), ("mleague", None), ("wrc", 5), ("ema", 5)])
def test_renhou_by_preset(preset, renhou_han):
    # Renhou off: the flag adds nothing; "mangan": a 5-han yaku that adds.
    score = tehai.score("234m567p234s456s88s", win="2m", renhou=True, seat_wind="2z", rules=preset)
    assert score.yaku.get("renhou") == renhou_han
    assert score.limit == ("haneman" if renhou_han else "")


@pytest.mark.parametrize("preset, per_honba", [("tenhou", 300), ("tenhou-3p", 200), ("mahjongsoul-3p", 200)])
def test_honba_on_a_ron_by_preset(preset, per_honba):
    hand, context = "111m123p456p789s55p", {"win": "5p", "riichi": True, "seat_wind": "2z"}
    with_honba = tehai.score(hand, **context, honba=2, rules=preset)
    without = tehai.score(hand, **context, rules=preset)
    assert with_honba.total - without.total == 2 * per_honba
