"""decompose, is_win, agari, waits and shanten on hand-written hands, their
results' fields, dicts and reprs, and every error."""

from __future__ import annotations

import pytest

import tehai


def test_decompose():
    result = tehai.decompose("22334455667788m")
    assert result.hand == "22334455667788m"
    assert result.decompositions == [
        ["22m", "345m", "345m", "678m", "678m"],
        ["234m", "234m", "55m", "678m", "678m"],
        ["234m", "234m", "567m", "567m", "88m"],
    ]
    assert result.seven_pairs and not result.thirteen_orphans
    assert len(result) == 3
    assert result.to_dict() == {
        "hand": "22334455667788m",
        "decompositions": result.decompositions,
        "seven_pairs": True,
        "thirteen_orphans": False,
    }
    assert repr(result).startswith("Decompositions(hand='22334455667788m', decompositions=[[")
    assert result == tehai.decompose(tehai.Hand("22334455667788m"))


def test_decompose_special_forms_and_nothing():
    kokushi = tehai.decompose("19m19p19s12345677z")
    assert kokushi.decompositions == [] and kokushi.thirteen_orphans
    nothing = tehai.decompose("13579m13579p1357s")
    assert nothing.to_dict() == {
        "hand": "13579m13579p1357s",
        "decompositions": [],
        "seven_pairs": False,
        "thirteen_orphans": False,
    }
    # 3N tiles decompose into melds only.
    assert tehai.decompose("111222333m").decompositions == [
        ["111m", "222m", "333m"],
        ["123m", "123m", "123m"],
    ]


def test_decompose_writes_red_fives_into_blocks():
    assert tehai.decompose("123406m11m").decompositions == [["11m", "123m", "406m"]]
    assert tehai.decompose("00m").decompositions == [["00m"]]
    assert tehai.decompose("345067m11z").decompositions == [["340m", "567m", "11z"]]
    assert tehai.decompose("055m11z").decompositions == [["055m", "11z"]]


def test_decompose_errors():
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.decompose("123m1z")
    assert str(raised.value) == "a hand of 4 tiles cannot be decomposed: it needs 3N or 3N+2 tiles"
    with pytest.raises(tehai.NotationError):
        tehai.decompose("12x")


def test_is_win_and_agari():
    assert tehai.is_win("123m456p789s11122z") is True
    assert tehai.is_win(tehai.Hand("1122m3344p5566s77z")) is True
    assert tehai.is_win("123m456p789s1122z") is False  # 3N+1: never complete
    assert tehai.is_win("55z") is True  # four declared melds
    result = tehai.agari("1122m3344p5566s77z")
    assert result.to_dict() == {
        "hand": "1122m3344p5566s77z",
        "agari": True,
        "regular": False,
        "seven_pairs": True,
        "thirteen_orphans": False,
    }
    assert bool(result) and result.agari and result.seven_pairs and not result.regular
    assert repr(result) == (
        "Agari(hand='1122m3344p5566s77z', agari=True, regular=False, "
        "seven_pairs=True, thirteen_orphans=False)"
    )
    assert not tehai.agari("123m456p789s1123z")
    assert tehai.agari("19m19p19s12345677z").thirteen_orphans
    assert tehai.agari("22334455667788m").to_dict()["regular"] is True


@pytest.mark.parametrize("function", [tehai.is_win, tehai.agari])
def test_win_check_errors(function):
    with pytest.raises(tehai.TileCountError) as raised:
        function("123m456p789s123z")
    assert str(raised.value) == (
        "a hand of 12 tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
    )
    with pytest.raises(tehai.NotationError):
        function("9z")


def test_waits():
    result = tehai.waits("23m456p789s11122z")
    assert result.to_dict() == {"hand": "23m456p789s11122z", "waits": "14m", "fifth_tile": ""}
    assert repr(result) == "Waits(hand='23m456p789s11122z', waits='14m', fifth_tile='')"
    assert result.tenpai and result.mask == 0b1001
    nine_gates = tehai.waits("1112345678999m")
    assert nine_gates.waits == "123456789m"
    fifth = tehai.waits("1111m111p111s999m")
    assert (fifth.waits, fifth.fifth_tile, fifth.tenpai) == ("", "1m", False)
    assert tehai.waits("1m").waits == "1m"
    assert tehai.waits("0m").to_dict() == {"hand": "0m", "waits": "5m", "fifth_tile": ""}


def test_waits_errors():
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.waits("123m456p789s11222z")
    assert str(raised.value) == (
        "a hand of 14 tiles does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
    )
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.waits("11m")
    assert str(raised.value) == "a hand of 2 tiles does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"


def test_shanten():
    result = tehai.shanten("123m456p789s1122z")
    assert result.to_dict() == {
        "hand": "123m456p789s1122z",
        "shanten": 0,
        "regular": 0,
        "seven_pairs": 4,
        "thirteen_orphans": 8,
    }
    assert int(result) == 0
    assert repr(result) == (
        "Shanten(hand='123m456p789s1122z', min=0, regular=0, seven_pairs=4, thirteen_orphans=8)"
    )
    complete = tehai.shanten("123m456p789s11122z")
    assert complete.min == -1
    kokushi = tehai.shanten("19m19p19s1234567z")
    assert (kokushi.min, kokushi.thirteen_orphans) == (0, 0)
    open_hand = tehai.shanten("2355m")
    assert open_hand.to_dict() == {
        "hand": "2355m",
        "shanten": 0,
        "regular": 0,
        "seven_pairs": None,
        "thirteen_orphans": None,
    }
    assert repr(open_hand).endswith("seven_pairs=None, thirteen_orphans=None)")
    assert tehai.shanten("11119999m111p111s").regular == 1
    assert result == tehai.shanten(tehai.Hand("1122z123m456p789s"))
    assert result != complete


def test_shanten_names_the_least_shanten_min_as_rust_and_c_do():
    # `min` is the attribute, as `tehai::Shanten::min` and C's
    # `TehaiShanten.min`; to_dict() keeps the command line's JSON key.
    result = tehai.shanten("23m456p789s11122z")
    assert result.min == int(result) == result.to_dict()["shanten"] == 0
    assert not hasattr(result, "shanten")


def test_shanten_errors():
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.shanten("123m456p789s123z")
    assert str(raised.value) == (
        "a hand of 12 tiles has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
    )


@pytest.mark.parametrize(
    "function", [tehai.decompose, tehai.is_win, tehai.agari, tehai.waits, tehai.shanten]
)
def test_every_function_refuses_what_is_no_hand(function):
    with pytest.raises(TypeError) as raised:
        function(123)
    assert str(raised.value) == (
        "hand: expected a tehai.Hand, text in any notation ('123m456p', '4m 5mr E', '12 16 20') "
        "or a sequence of 136-tile ids or of mjai names, not int"
    )
    with pytest.raises(tehai.NotationError) as raised:
        function("")
    assert str(raised.value) == "empty hand"


def test_results_are_immutable():
    result = tehai.shanten("123m456p789s1122z")
    with pytest.raises(AttributeError):
        result.min = 3


def test_exception_hierarchy():
    for error in [tehai.NotationError, tehai.HandError, tehai.TileCountError, tehai.ScoreError]:
        assert issubclass(error, tehai.TehaiError)
        assert issubclass(error, ValueError)
        assert error.__module__ == "tehai"
