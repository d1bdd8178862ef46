"""score: the win context from keyword arguments or a dict, the result, and
every error."""

from __future__ import annotations

import itertools

import pytest

import tehai

HAND = "234567m23455p888s"


def test_score_with_keywords():
    result = tehai.score(HAND, win="5p", riichi=True, seat_wind="2z")
    answer = result.to_dict()
    assert list(answer)[9:] == ["payments", "fu_items", "yaku_items", "other_readings"]
    assert answer["payments"] is None  # a ron whose discarder is not given
    assert {key: answer[key] for key in list(answer)[:9]} == {
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
    # Tenhou's rules (the default) count no pattern as a double yakuman.
    single = tehai.score("11123455678999m", win="5m")
    assert single.limit == "yakuman" and single.han == 13
    double = tehai.score("11123455678999m", win="5m", rules={"double_yakuman": True})
    assert double.limit == "2x yakuman" and double.han == 26
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
        # 2p: a kind held once, so that the robbed kan could hold the rest.
        (HAND, {"win": "2p", "chankan": True, "tsumo": True}, "chankan_on_tsumo"),
        (HAND, {"win": "5p", "chankan": True}, "chankan_on_held_kind"),
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
        (({"hand": HAND, "win": "5p", "rules": {"kiriage": "maybe"}},), {}, "invalid_rule_value", None),
        ((HAND,), {"win": "5p", "honba": "1"}, "bad_json", "honba must be an int, not str"),
        ((HAND,), {"win": "5p", "honba": -1}, "bad_json", "honba must be from 0 to 65535, not -1"),
        ((HAND,), {"win": "5p", "honba": True}, "bad_json", None),
        ((HAND,), {"win": "5p", "melds": "pon 777z"}, "bad_json", None),
        ((HAND,), {"win": "5p", "rules": {"kuitan": True}}, "unknown_rule", "rules.kuitan: unknown rule option (see the list of rule names)"),
        ((HAND,), {"win": "5p", "rules": []}, "bad_json", None),
        ((123,), {"win": "5p"}, "bad_json", None),
        (("12x",), {"win": "5p"}, "bad_hand", '"12x": unknown character \'x\' at offset 2'),
        (({"win": "5p"},), {}, "bad_hand", '"": empty hand'),
        ((HAND,), {}, "bad_win", '"": empty hand'),
        ((HAND,), {"win": "9z"}, "bad_win", "\"9z\": '9z' at offset 0 is not a tile: honors are 1z to 7z"),
        ((HAND,), {"win": "55p"}, "bad_win", '"55p": expected exactly one tile, such as 5m'),
        ((HAND,), {"win": "5p", "melds": ["pon 123m"]}, "bad_meld", '"pon 123m": the tiles do not make the named meld'),
        ((HAND,), {"win": "5p", "melds": ["pon 111z"] * 5}, "too_many_melds", "5 melds: at most 4"),
        # An endless iterable is read only until it holds too many melds.
        ((HAND,), {"win": "5p", "melds": itertools.repeat("pon 111z")}, "too_many_melds", "more than 4 melds: at most 4"),
        ((HAND,), {"win": "5p", "honba": 2**200}, "bad_json", f"honba must be from 0 to 65535, not {2**200}"),
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
    # A keyword beyond the context is a rule option: an unknown one is the
    # core's unknown_rule, naming it.
    with pytest.raises(tehai.ScoreError, match="riichee") as raised:
        tehai.score(HAND, win="5p", riichee=True)
    assert raised.value.id == "unknown_rule"
    # None leaves a field at its value.
    assert tehai.score({"hand": HAND, "win": "5p", "riichi": True}, riichi=None).yaku["riichi"] == 1


def test_every_two_character_tile_text_reads_as_the_notation_does():
    """Tile texts such as "5p" take a short path; it must agree with the
    notation reader on every two-character text. A number alone is a
    136-tile id (``"16"``), which a hand reads only in brackets."""
    characters = "0123456789mpszMPSZx "
    for first in characters:
        for second in characters:
            text = first + second
            try:
                tiles = f"[{text.strip()}]" if text.strip().isdigit() else text
                hand = tehai.Hand(tiles)
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


def runtime_text(text: str) -> str:
    """The same text as a new, not interned string object (as keys read from
    a file are): looked up by its text, not by identity."""
    return "".join(list(text))


def outcome(call):
    """The answer's dict, or the exception's type, id and message."""
    try:
        answer = call()
    except Exception as error:  # noqa: BLE001 - the comparison is the point
        return (type(error), getattr(error, "id", None), str(error))
    return answer.to_dict()


SCORE_CALLS = [
    ((HAND,), {"win": "5p", "riichi": True, "seat_wind": "2z"}),
    ((HAND, {"win": "5p", "tsumo": True, "dora_indicators": "4p5p"}), {"honba": 2}),
    (({"hand": HAND, "win": "5p", "rules": {"aka_dora": False, "kiriage": True}},), {}),
    (({"hand": "234067m23455p888s", "win": "5p", "ura_indicators": "3p", "riichi": True},), {}),
    ((HAND,), {"win": "5p", "melds": []}),
    (("234567m234p55s",), {"win": "4p", "melds": ("pon 777z",), "round_wind": "1z"}),
    ((HAND, None), {"win": "5p", "riichi_sticks": 1}),
    ((HAND,), {"win": " 5p ", "seat_wind": " 4z", "dora_indicators": " 4p "}),
    ((HAND,), {"win": "5P", "seat_wind": "4Z"}),
    # Errors of every kind, in the command line's order.
    ((HAND,), {"win": "5p", "riichi": "yes"}),
    ((HAND, {"win": "5p", "tenhou": 1}), {}),
    ((HAND,), {"win": "５p"}),
    ((HAND,), {"win": "5p" * 40}),
    ((HAND,), {"win": "5p", "seat_wind": "east"}),
    ((HAND,), {"win": "5p", "dora_indicators": "\u00e9"}),
    ((HAND + "x" * 70,), {"win": "5p"}),
    ((HAND,), {"win": 5}),
    ((HAND, {"bogus": 1}), {}),
    ((HAND, {1: True}), {}),
    ((HAND, {"rules": {1: True}}), {"win": "5p"}),
]


@pytest.mark.parametrize("arguments, keywords", SCORE_CALLS)
def test_score_reads_keys_that_are_not_interned(arguments, keywords):
    """Fields, rule names and keyword names made at run time are new string
    objects: found by their text, with the same answers."""

    def fresh(value):
        if isinstance(value, dict):
            return {runtime_text(k) if isinstance(k, str) else k: fresh(v) for k, v in value.items()}
        return value

    expected = outcome(lambda: tehai.score(*arguments, **keywords))
    renamed = tuple(fresh(argument) for argument in arguments)
    renamed_keywords = {runtime_text(name): fresh(value) for name, value in keywords.items()}
    assert outcome(lambda: tehai.score(*renamed, **renamed_keywords)) == expected


def test_score_binding_errors_word_as_python_does():
    for function in (tehai.score,):
        expected = [
            (lambda: function(), "score() missing 1 required positional argument: 'hand'"),
            (lambda: function(win="5p"), "score() missing 1 required positional argument: 'hand'"),
            (
                lambda: function(HAND, {}, {}),
                "score() takes from 1 to 2 positional arguments but 3 were given",
            ),
            (lambda: function(HAND, hand=HAND), "score() got multiple values for argument 'hand'"),
        ]
        for call, message in expected:
            with pytest.raises(TypeError) as raised:
                call()
            assert str(raised.value) == message
    assert tehai.score.__text_signature__.startswith("(hand, context=None, *, win=None, melds=None")


def test_score_refuses_a_dict_changed_while_read():
    """Reading `melds` may run the caller's code; a context dict it changes
    is refused, as Python refuses a dict changed under its iteration."""
    context = {"melds": None, "win": "5p"}

    def melds():
        context["riichi"] = True
        yield from ()

    context["melds"] = melds()
    with pytest.raises(RuntimeError, match="changed size during iteration"):
        tehai.score(HAND, context)


def test_score_lone_surrogate_text_raises_the_encoding_error():
    for fields in ({"win": "\ud800"}, {"win": "5p", "seat_wind": "\ud800z"}, {"win": "5p", "melds": ["\ud800" * 10]}):
        with pytest.raises(UnicodeEncodeError):
            tehai.score(HAND, **fields)
