"""useful_tiles, discards, efficiency and useful_tiles_batch on hand-written
hands, with players, seen tiles and melds; every error."""

from __future__ import annotations

import numpy as np
import pytest

import tehai


def test_useful_tiles():
    result = tehai.useful_tiles("146m146p222347s7z")
    assert result.to_dict() == {
        "hand": "146m146p222347s7z",
        "shanten": 3,
        "useful": "1235m1235p256789s7z",
        "useful_count": 53,
    }
    assert repr(result) == (
        "UsefulTiles(hand='146m146p222347s7z', shanten=3, "
        "useful='1235m1235p256789s7z', useful_count=53)"
    )
    tenpai = tehai.useful_tiles(tehai.Hand("23m456p789s11122z"))
    assert (tenpai.shanten, tenpai.useful, tenpai.useful_count, tenpai.mask) == (0, "14m", 8, 0b1001)
    assert tehai.efficiency("23m456p789s11122z") == tenpai


def test_seen_tiles_and_melds_take_copies_out():
    assert tehai.useful_tiles("23m456p789s11122z", seen="1m").useful_count == 7
    assert tehai.useful_tiles("23m456p789s11122z", seen="1111m").to_dict()["useful"] == "4m"
    # The four 7z: one in the hand, three in the pon. No fifth 7z to wait on.
    lone = tehai.useful_tiles("7z", melds=["pon 777z"])
    assert lone.shanten == 1
    assert lone.useful == "123456789m123456789p123456789s123456z"
    assert tehai.useful_tiles("7z").useful == "7z"


def test_three_players():
    kokushi = tehai.useful_tiles("19m19p19s1234567z", players=3)
    assert (kokushi.shanten, kokushi.useful) == (0, "19m19p19s1234567z")
    with pytest.raises(tehai.HandError) as raised:
        tehai.useful_tiles("123m456p789s1122z", players=3)
    assert str(raised.value) == "2m is not used by three players (no 2m to 8m)"
    with pytest.raises(ValueError, match="^players must be 3 or 4, not 2$"):
        tehai.useful_tiles("1z", players=2)


def test_discards():
    table = tehai.discards("123m456p789s11223z")
    assert table.shanten == 0
    best = table.discards[0]
    assert (best.tile, best.shanten, best.useful, best.useful_count) == ("3z", 0, "12z", 4)
    assert best.to_dict() == {"tile": "3z", "shanten": 0, "useful": "12z", "useful_count": 4}
    assert repr(best) == "Discard(tile='3z', shanten=0, useful='12z', useful_count=4)"
    assert len(table) == len(table.discards)
    assert table.to_dict()["discards"][0] == best.to_dict()
    assert set(table.to_dict()) == {"hand", "shanten", "discards"}
    rows = [(row.shanten, -row.useful_count) for row in table.discards]
    assert rows == sorted(rows)
    assert tehai.discards("123m456p789s11122z").shanten == -1
    single = tehai.discards("11m")
    assert [row.to_dict() for row in single.discards] == [
        {"tile": "1m", "shanten": 0, "useful": "1m", "useful_count": 2}
    ]
    assert tehai.efficiency("11m") == single


def test_efficiency_errors():
    with pytest.raises(tehai.TileCountError):
        tehai.useful_tiles("11m")
    with pytest.raises(tehai.TileCountError):
        tehai.discards("1m")
    with pytest.raises(tehai.TileCountError):
        tehai.efficiency("123m")
    with pytest.raises(tehai.NotationError):
        tehai.efficiency("1x")
    with pytest.raises(tehai.NotationError, match="^seen tiles: "):
        tehai.useful_tiles("1m", seen="9z")
    with pytest.raises(TypeError):
        tehai.useful_tiles("1m", seen=5)
    with pytest.raises(tehai.MeldError) as raised:
        tehai.useful_tiles("1m", melds=["pong 111z"])
    assert str(raised.value) == "unknown meld kind: use chi, pon, kan, shouminkan or ankan"
    with pytest.raises(TypeError):
        tehai.useful_tiles("1m", melds="pon 111z")
    with pytest.raises(tehai.HandError, match="more than 4 copies of 1m"):
        tehai.useful_tiles("1m", seen="1111m")


def test_useful_tiles_batch():
    hands = ["146m146p222347s7z", "23m456p789s11122z", "1m", "19m19p19s1234567z"]
    counts = np.array([tehai.Hand(hand).counts() for hand in hands], dtype=np.uint8)
    masks = tehai.useful_tiles_batch(counts)
    assert masks.dtype == np.uint64
    assert masks.tolist() == [tehai.useful_tiles(hand).mask for hand in hands]
    bits = (masks[:, None] >> np.arange(34, dtype=np.uint64)) & 1
    assert bits.shape == (4, 34) and bits[1].tolist()[:4] == [1, 0, 0, 1]
    sanma = tehai.useful_tiles_batch(counts[3:], players=3)
    assert sanma.tolist() == [tehai.useful_tiles(hands[3], players=3).mask]
    with pytest.raises(tehai.HandError) as raised:
        tehai.useful_tiles_batch(counts, players=3)
    assert str(raised.value) == "row 0: 4m is not used by three players (no 2m to 8m)"
    counts[2, 0] = 2
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.useful_tiles_batch(counts)
    assert raised.value.row == 2
    assert str(raised.value).startswith("row 2: a hand of 2 tiles")


def test_shanten_and_waits_at_a_table():
    # The pon of 7z beside a lone 7z: no fifth 7z, so not tenpai on it.
    waits = tehai.waits("7z", melds=["pon 777z"])
    assert waits.to_dict() == {"hand": "7z", "waits": "", "fifth_tile": "7z"}
    assert tehai.shanten("7z", melds=["pon 777z"]).min == 1
    assert tehai.shanten("7z").min == 0
    seen = tehai.waits("23m456p789s11122z", seen="1111m")
    assert (seen.waits, seen.fifth_tile) == ("4m", "1m")
    kokushi = tehai.shanten("19m19p19s1234567z", players=3)
    assert (kokushi.min, kokushi.thirteen_orphans) == (0, 0)
    with pytest.raises(tehai.HandError):
        tehai.shanten("123m456p789s1122z", players=3)
    with pytest.raises(tehai.HandError):
        tehai.waits("123m456p789s1122z", players=3)
    with pytest.raises(tehai.MeldError):
        tehai.waits("1m", melds=["chi 135m"])


def test_shanten_batch_three_players():
    hands = ["19m19p19s1234567z", "1199m123p456s1122z"]
    counts = np.array([tehai.Hand(hand).counts() for hand in hands], dtype=np.uint8)
    assert tehai.shanten_batch(counts, players=3).tolist() == [
        tehai.shanten(hand, players=3).min for hand in hands
    ]
    counts[0, 4] = 1
    counts[0, 0] = 0
    with pytest.raises(tehai.HandError, match="^row 0: 5m is not used by three players"):
        tehai.shanten_batch(counts, players=3)
