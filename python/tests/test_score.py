"""score: the win context from keyword arguments or a dict, the result, and
every error."""

from __future__ import annotations

import pytest

import tehai

HAND = "234567m23455p888s"


def test_score_with_keywords():
    result = tehai.score(HAND, win="5p", riichi=True, seat_wind="2z")
    assert result.to_dict() == {
        "han": 2,
        "fu": 40,
        "yaku": {"riichi": 1, "tanyao": 1},
        "main": 2600,
        "additional": 0,
        "total": 2600,
        "limit": "",
        "reading": ["234m", "567m", "234p", "55p", "888s"],
        "wait": "tanki",
    }
    assert (result.han, result.fu, result.main, result.total, result.wait) == (2, 40, 2600, 2600, "tanki")
    assert result.yaku == {"riichi": 1, "tanyao": 1}
    assert repr(result).startswith("Score(han=2, fu=40, yaku={'riichi': 1, 'tanyao': 1}, main=2600")


def test_score_tsumo_payments():
    result = tehai.score(HAND, win="5p", tsumo=True, seat_wind="3z", honba=1)
    assert (result.main, result.additional, result.total) == (1100, 600, 2300)


def test_score_from_a_dict_and_keywords_override():
    line = {"hand": HAND, "win": "5p", "riichi": True, "seat_wind": "2z"}
    assert tehai.score(line) == tehai.score(HAND, win="5p", riichi=True, seat_wind="2z")
    assert tehai.score(HAND, {"win": "5p", "riichi": True}) == tehai.score(HAND, win="5p", riichi=True)
    assert tehai.score(line, riichi=False).yaku == {"tanyao": 1}
    assert tehai.score(tehai.Hand(HAND), win="5p").han == 1


def test_score_limits_dora_and_rules():
    yakuman = tehai.score("11123455678999m", win="5m")
    assert yakuman.limit == "2x yakuman" and yakuman.han == 26
    single = tehai.score("11123455678999m", win="5m", rules={"double_yakuman": False})
    assert single.limit == "yakuman" and single.han == 13
    red = tehai.score("234067m23455p888s", win="5p")
    assert red.yaku.get("aka_dora") == 1
    assert red.reading[1] == "067m"
    no_red = tehai.score("234067m23455p888s", win="5p", rules={"aka_dora": False})
    assert "aka_dora" not in no_red.yaku
    dora = tehai.score(HAND, win="5p", dora_indicators="4p")
    assert dora.yaku["dora"] == 2


@pytest.mark.parametrize(
    "hand, fields, error_id",
    [
        ("123m456p789s1122z5m", {"win": "5m"}, "not_a_winning_hand"),
        ("123m456p789s99m", {"win": "9m", "melds": ["chi 123s"]}, "no_yaku"),
        ("234567m234p55s", {"win": "4p", "melds": ["pon 777z"], "riichi": True}, "riichi_with_open_hand"),
        (HAND, {"win": "5p", "ippatsu": True}, "ippatsu_without_riichi"),
        (HAND, {"win": "5p", "chankan": True, "tsumo": True}, "chankan_on_tsumo"),
        (HAND, {"win": "1z"}, "winning_tile_not_in_hand"),
        ("234567m23455p88s", {"win": "5p"}, "wrong_tile_count"),
    ],
)
def test_score_errors(hand, fields, error_id):
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(hand, **fields)
    assert raised.value.id == error_id
    assert isinstance(raised.value, ValueError)
    assert str(raised.value)


@pytest.mark.parametrize(
    "arguments, fields, error_id, message",
    [
        ((HAND, {"win": "5p", "riichee": True}), {}, "bad_json", None),
        ((HAND,), {"win": "5p", "riichi": 1}, "bad_json", "riichi must be True or False, not int"),
        ((HAND, {"win": "5p", "riichi": None}), {}, "bad_json", None),
        (({"hand": HAND, "win": "5p", "rules": {"kiriage": 0}},), {}, "bad_json", None),
        ((HAND,), {"win": "5p", "honba": "1"}, "bad_json", "honba must be an int, not str"),
        ((HAND,), {"win": "5p", "honba": -1}, "bad_json", "honba must be from 0 to 65535, not -1"),
        ((HAND,), {"win": "5p", "honba": True}, "bad_json", None),
        ((HAND,), {"win": "5p", "melds": "pon 777z"}, "bad_json", None),
        ((HAND,), {"win": "5p", "rules": {"kuitan": True}}, "bad_json", None),
        ((HAND,), {"win": "5p", "rules": []}, "bad_json", None),
        ((123,), {"win": "5p"}, "bad_json", None),
        (("12x",), {"win": "5p"}, "bad_hand", '"12x": unknown character \'x\' at offset 2'),
        (({"win": "5p"},), {}, "bad_hand", '"": empty hand'),
        ((HAND,), {}, "bad_win", '"": empty hand'),
        ((HAND,), {"win": "9z"}, "bad_win", "\"9z\": '9z' at offset 0 is not a tile: honors are 1z to 7z"),
        ((HAND,), {"win": "55p"}, "bad_win", '"55p": expected exactly one tile, such as 5m'),
        ((HAND,), {"win": "5p", "melds": ["pon 123m"]}, "bad_meld", '"pon 123m": the tiles do not make the named meld'),
        ((HAND,), {"win": "5p", "melds": ["pon 111z"] * 5}, "too_many_melds", "5 melds: at most 4"),
        ((HAND,), {"win": "5p", "seat_wind": "5z"}, "bad_wind", '"5z" is not a wind (1z to 4z)'),
        ((HAND,), {"win": "5p", "round_wind": "x"}, "bad_wind", None),
        ((HAND,), {"win": "5p", "dora_indicators": "1x"}, "bad_indicators", None),
        ((HAND,), {"win": "5p", "ura_indicators": "123456m"}, "too_many_indicators", "6 indicators: at most 5"),
    ],
)
def test_score_input_errors(arguments, fields, error_id, message):
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score(*arguments, **fields)
    assert raised.value.id == error_id
    if message is not None:
        assert str(raised.value) == message


def test_score_context_must_be_a_dict_and_keywords_known():
    with pytest.raises(TypeError):
        tehai.score(HAND, "5p")
    with pytest.raises(TypeError, match="riichee"):
        tehai.score(HAND, win="5p", riichee=True)
    # None leaves a field at its value.
    assert tehai.score({"hand": HAND, "win": "5p", "riichi": True}, riichi=None).yaku["riichi"] == 1


def test_every_two_character_tile_text_reads_as_the_notation_does():
    """Tile texts such as "5p" take a short path; it must agree with the
    notation reader on every two-character text."""
    characters = "0123456789mpszMPSZx "
    for first in characters:
        for second in characters:
            text = first + second
            try:
                hand = tehai.Hand(text)
                kind = hand.counts().index(1) if hand.tile_count == 1 else None
            except tehai.NotationError:
                kind = None
            if kind is None:
                with pytest.raises(tehai.ScoreError) as raised:
                    tehai.score(HAND, win=text)
                assert raised.value.id == "bad_win", text
                continue
            name = f"{kind % 9 + 1}{'mpsz'[kind // 9]}"
            pair = f"{kind % 9 + 1}{name}"
            run = "789p" if kind in (15, 16, 17) else "123m"
            dragons = [k for k in (31, 32, 33) if k != kind]
            rest = "".join(f"{k - 26}{k - 26}{k - 26}z" for k in dragons)
            others = [k for k in (27, 28, 29, 30) if k != kind][: 3 - len(dragons)]
            rest += "".join(f"{k - 26}{k - 26}{k - 26}z" for k in others)
            winning = tehai.Hand(name + name + run + rest)
            result = tehai.score(winning, win=text)
            assert pair in result.reading, text
            if kind < 27:
                with pytest.raises(tehai.ScoreError) as raised:
                    tehai.score(winning, win=text, seat_wind=text)
                assert raised.value.id == "bad_wind"
