"""The explanation on a score: ``fu_items``, ``yaku_items`` and
``other_readings``, typed objects converted from the answer layer, and the
same values as the score's ``to_dict()`` (the command line's JSON)."""

from __future__ import annotations

import copy
import random

import pytest

import tehai
from hands import score_input


def scored_inputs(count: int, seed: int):
    """Random score inputs that score, with their scores."""
    rng = random.Random(seed)
    scores = []
    while len(scores) < count:
        fields = score_input(rng)
        try:
            scores.append((fields, tehai.score(fields)))
        except tehai.ScoreError:
            continue
    return scores


def test_fu_items_add_up_to_the_fu_on_many_hands():
    checked = 0
    for fields, score in scored_inputs(3000, seed=2406):
        assert sum(item.fu for item in score.fu_items) == score.fu, (fields, score.fu_items)
        checked += 1
    assert checked == 3000


def test_the_items_are_the_answers_json_items():
    # Typed items and to_dict() come from one answer: they must agree.
    for _, score in scored_inputs(500, seed=77):
        answer = score.to_dict()
        assert [item.to_dict() for item in score.fu_items] == answer["fu_items"]
        assert [item.to_dict() for item in score.yaku_items] == answer["yaku_items"]
        assert [reading.to_dict() for reading in score.other_readings] == answer["other_readings"]
        assert {item.id: item.han for item in score.yaku_items} == score.yaku


def test_fu_items_of_a_closed_kanchan_ron():
    score = tehai.score("123456789m12355p", win="2p")
    items = [(item.reason, item.fu, item.tiles, item.detail) for item in score.fu_items]
    assert items == [
        ("base", 20, None, ()),
        ("closed_ron", 10, None, ()),
        ("wait", 2, "123p", ("kanchan",)),
        ("rounding", 8, None, ()),
    ]
    assert score.fu == 40
    assert score.fu_items[2].text == "kanchan wait 123p"


def test_fu_items_name_an_open_meld_with_its_kind():
    score = tehai.score("33s", win="3s", melds=["pon 666z", "pon 777m", "kan 8888s", "ankan 9999m"], tsumo=True)
    sets = {item.tiles: (item.fu, item.detail) for item in score.fu_items if item.reason == "set"}
    assert sets == {
        "pon 666z": (4, ("open", "triplet", "terminals_or_honors")),
        "pon 777m": (2, ("open", "triplet", "simples")),
        "kan 8888s": (8, ("open", "quad", "simples")),
        "ankan 9999m": (32, ("concealed", "quad", "terminals_or_honors")),
    }
    assert score.fu == 70


def test_seven_pairs_is_one_item_of_25_fu():
    score = tehai.score("1122m3344p5566s77z", win="7z")
    assert [(item.reason, item.fu) for item in score.fu_items] == [("seven_pairs", 25)]


def test_names_and_numbers_of_a_few_yaku():
    score = tehai.score("33s", win="3s", melds=["pon 666z", "pon 777m", "kan 8888s", "ankan 9999m"], tsumo=True)
    items = {item.id: item for item in score.yaku_items}
    assert set(items) == {"yakuhai_hatsu", "toitoi"}
    toitoi = items["toitoi"]
    assert (toitoi.han, toitoi.tenhou, toitoi.mahjong_soul) == (2, 28, 21)
    assert (toitoi.japanese, toitoi.romaji, toitoi.english, toitoi.chinese) == (
        "対々和",
        "Toitoi",
        "All Triplets",
        "对对和",
    )
    hatsu = items["yakuhai_hatsu"]
    assert (hatsu.han, hatsu.tenhou, hatsu.mahjong_soul, hatsu.japanese) == (1, 19, 8, "役牌 發")

    riichi = tehai.score("234567m23455p888s", win="5p", riichi=True).yaku_items[0]
    assert (riichi.id, riichi.han, riichi.tenhou, riichi.mahjong_soul) == ("riichi", 1, 1, 2)
    assert (riichi.japanese, riichi.english, riichi.chinese) == ("立直", "Riichi", "立直")


def test_dora_are_a_yaku_item_with_their_count():
    score = tehai.score("789999m34577p123s", win="3s", tsumo=True, dora_indicators="27p8s")
    dora = [item for item in score.yaku_items if item.id == "dora"]
    assert len(dora) == 1
    assert (dora[0].han, dora[0].tenhou, dora[0].mahjong_soul, dora[0].japanese) == (1, 52, 31, "ドラ")


def test_other_readings_of_a_hand_read_as_pinfu_or_tanki():
    score = tehai.score("45666m123p789s678p", win="6m", riichi=True)
    assert (score.han, score.fu, score.wait) == (2, 30, "ryanmen")
    assert score.yaku == {"pinfu": 1, "riichi": 1}
    assert len(score.other_readings) >= 1
    other = score.other_readings[0]
    assert (other.han, other.fu, other.wait) == (1, 40, "tanki")
    assert other.yaku == {"riichi": 1}
    assert other.total < score.total
    assert other.limit == ""
    assert "66m" in other.reading and "456m" in other.reading


def test_a_hand_of_one_reading_has_no_other_readings():
    score = tehai.score("234567m23455p888s", win="5p", riichi=True)
    assert score.other_readings == ()


def test_the_explanation_is_typed_frozen_and_made_by_score_only():
    score = tehai.score("45666m123p789s678p", win="6m", riichi=True)
    assert isinstance(score.fu_items, tuple) and isinstance(score.fu_items[0], tehai.FuItem)
    assert isinstance(score.yaku_items, tuple) and isinstance(score.yaku_items[0], tehai.YakuItem)
    assert isinstance(score.other_readings, tuple)
    assert isinstance(score.other_readings[0], tehai.OtherReading)
    for value in (score.fu_items[0], score.yaku_items[0], score.other_readings[0]):
        with pytest.raises(AttributeError):
            value.fu = 0  # type: ignore[misc]
        with pytest.raises(TypeError):
            type(value)()
        assert copy.copy(value) is value and copy.deepcopy(value) is value
        assert repr(value).startswith(type(value).__name__ + "(")
    assert score.fu_items == tehai.score("45666m123p789s678p", win="6m", riichi=True).fu_items
    assert score.fu_items != tehai.score("45666m123p789s678p", win="6m", tsumo=True).fu_items
