"""Tiles in every notation, wherever a tile is taken or given: MPSZ text,
136-tile ids (text or ints), mjai names (text or strs), 34-kind indices;
every id and every written tile round-trips, and bad ids name their
position and reason."""

from __future__ import annotations

import random

import numpy as np
import pytest

import tehai

SUITS = "mps"
HONORS = ["E", "S", "W", "N", "P", "F", "C"]


def written_tiles() -> list[tuple[str, str, int]]:
    """All 37 written tiles: (MPSZ, mjai name, 34-kind index); the three
    red fives (``0m``, ``5mr``...) share the index of their five."""
    found = []
    for suit_number, suit in enumerate(SUITS):
        for rank in range(1, 10):
            found.append((f"{rank}{suit}", f"{rank}{suit}", suit_number * 9 + rank - 1))
        found.append((f"0{suit}", f"5{suit}r", suit_number * 9 + 4))
    for rank, name in enumerate(HONORS, start=1):
        found.append((f"{rank}z", name, 27 + rank - 1))
    return found


WRITTEN = written_tiles()


def test_the_written_tiles_are_37_distinct_ones():
    assert len(WRITTEN) == 37
    assert len({mpsz for mpsz, _, _ in WRITTEN}) == 37
    assert len({name for _, name, _ in WRITTEN}) == 37
    assert sorted({index for _, _, index in WRITTEN}) == list(range(34))


@pytest.mark.parametrize("mpsz, name, index", WRITTEN, ids=[mpsz for mpsz, _, _ in WRITTEN])
def test_every_written_tile_round_trips_in_every_notation(mpsz, name, index):
    hand = tehai.Hand(mpsz)
    assert str(hand) == mpsz
    # mjai: out and back, as strs and as text.
    assert hand.to_mjai() == [name]
    assert tehai.Hand.from_mjai([name]) == hand
    assert tehai.Hand([name]) == hand
    assert tehai.Hand(name) == hand
    assert tehai.Hand(f'["{name}"]') == hand
    # 136-tile ids: out and back, as ints and as text.
    ids = hand.to_136()
    assert len(ids) == 1 and ids[0] // 4 == index
    assert tehai.Hand.from_136(ids) == hand
    assert tehai.Hand(ids) == hand
    assert tehai.Hand(f"[{ids[0]}]") == hand
    # The red fives are copy 0 of their five.
    assert (ids[0] in (16, 52, 88)) == mpsz.startswith("0")
    # tehai.tiles in each notation, from each.
    for given in (hand, mpsz, name, [name], ids):
        assert tehai.tiles(given, "mpsz") == mpsz
        assert tehai.tiles(given, "mjai") == [name]
        assert tehai.tiles(given, "index") == [index]
        assert tehai.tiles(given, "ids") == ids
    # Counts are the 34-index route: red fives count as fives.
    counts = [0] * 34
    counts[index] = 1
    assert hand.counts() == counts
    plain = tehai.Hand.from_counts(counts)
    assert tehai.tiles(plain, "index") == [index]


def test_every_136_tile_id_round_trips():
    for tile_id in range(136):
        hand = tehai.Hand([tile_id])
        assert hand == tehai.Hand.from_136([tile_id]) == tehai.Hand(f"[{tile_id}]")
        assert tehai.tiles(hand, "index") == [tile_id // 4]
        red = tile_id in (16, 52, 88)
        assert hand.red_fives == (int(tile_id == 16), int(tile_id == 52), int(tile_id == 88))
        # One copy of a kind is written as copy 0 (the red one for a five):
        # the plain copies of a five are copy 1, the others copy 0.
        kind = tile_id // 4
        five = kind in (4, 13, 22)
        expected = kind * 4 + (1 if five and not red else 0)
        assert hand.to_136() == [expected]
        assert tehai.Hand.from_136(hand.to_136()) == hand
        assert tehai.Hand.from_mjai(hand.to_mjai()) == hand


def test_whole_hands_round_trip_through_ids_and_names():
    rng = random.Random(5)
    for _ in range(2000):
        ids = rng.sample(range(136), rng.randrange(0, 15))
        hand = tehai.Hand.from_136(ids)
        assert tehai.Hand(ids) == hand
        assert tehai.Hand(np.array(ids, dtype=np.int64)) == hand
        assert tehai.Hand.from_136(hand.to_136()) == hand
        assert tehai.Hand.from_mjai(hand.to_mjai()) == hand
        assert sorted(hand.to_136()) == hand.to_136()
        assert tehai.tiles(hand, "index") == sorted(tile_id // 4 for tile_id in ids)
        if ids:  # the empty text is no hand
            assert tehai.Hand(" ".join(hand.to_mjai())) == hand
            assert tehai.Hand(tehai.tiles(hand, "mpsz")) == hand


def test_four_plain_fives_have_no_ids():
    hand = tehai.Hand("5555m")
    with pytest.raises(tehai.NotationError, match="four plain 5m have no 136-tile ids"):
        hand.to_136()
    assert hand.to_mjai() == ["5m"] * 4
    assert tehai.Hand("0555m").to_136() == [16, 17, 18, 19]


@pytest.mark.parametrize(
    "ids, message",
    [
        ([0, 4, 136], "136-tile id 136 at position 2 is no tile: ids run from 0 to 135"),
        ([0, 4, 4], "136-tile id 4 comes again at position 2: each id is one tile"),
        ([-5, 4], "136-tile id -5 at position 0 is no tile: ids run from 0 to 135"),
    ],
)
def test_bad_ids_name_their_position_and_reason_everywhere(ids, message):
    with pytest.raises(tehai.HandError) as raised:
        tehai.Hand(ids)
    assert str(raised.value) == message
    with pytest.raises(tehai.HandError) as raised:
        tehai.waits("123m456p789s1122z", seen=ids)
    assert str(raised.value) == f"seen tiles: {message}"
    with pytest.raises(tehai.TehaiError) as raised:
        tehai.tiles(ids)
    assert message in str(raised.value)
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score("234567m23455p888s", win="5p", dora_indicators=ids)
    # As the command line's JSON reader: an int no JSON id can be (negative)
    # is bad JSON; an id that is no tile, bad indicators.
    assert raised.value.id == ("bad_json" if min(ids) < 0 else "bad_indicators")
    assert message in str(raised.value)
    if ids[0] >= 0:
        # As text the same ids are the same errors, from the same reader.
        text = "[" + ",".join(map(str, ids)) + "]"
        with pytest.raises(tehai.NotationError) as raised:
            tehai.Hand(text)
        assert str(raised.value) == message


def test_bad_names_name_their_position():
    with pytest.raises(tehai.NotationError) as raised:
        tehai.Hand(["1m", "5mr", "X"])
    assert "position 2" in str(raised.value)
    with pytest.raises(tehai.NotationError):
        tehai.Hand.from_mjai(["123m"])  # MPSZ, not one name
    with pytest.raises(TypeError, match="not both"):
        tehai.Hand([16, "E"])
    with pytest.raises(TypeError):
        tehai.Hand.from_mjai([16, 17])
    with pytest.raises(TypeError):
        tehai.Hand.from_136(["5mr"])


def test_blank_text_is_still_an_error():
    # The command line skips blank lines; a blank string given to Python is
    # no hand.
    for blank in ("", "   "):
        with pytest.raises(tehai.NotationError, match="empty hand"):
            tehai.Hand(blank)
        with pytest.raises(tehai.NotationError, match="empty hand"):
            tehai.shanten(blank)


def test_every_question_takes_a_hand_in_every_notation():
    hand = tehai.Hand("23m456p789s11122z")
    forms = [hand, str(hand), hand.to_136(), hand.to_mjai(), " ".join(hand.to_mjai()), str(hand.to_136())]
    for form in forms:
        assert tehai.waits(form) == tehai.waits(hand)
        assert tehai.shanten(form) == tehai.shanten(hand)
        assert tehai.useful_tiles(form) == tehai.useful_tiles(hand)
        assert tehai.agari(form) == tehai.agari(hand)
    fourteen = tehai.Hand("123m456p789s11122z")
    for form in (fourteen.to_136(), fourteen.to_mjai()):
        assert tehai.decompose(form) == tehai.decompose(fourteen)
        assert tehai.is_win(form)
        assert tehai.discards(form) == tehai.discards(fourteen)
        assert tehai.efficiency(form) == tehai.efficiency(fourteen)


def test_seen_tiles_and_melds_in_every_notation():
    hand = "23m456p789s22z"
    expected = tehai.waits(hand, seen="1155m7z", melds=["pon 777z"])
    seen_forms = ["1155m7z", "1m 1m 5mr 5m C", [0, 1, 16, 17, 132], ["1m", "1m", "5mr", "5m", "C"]]
    meld_forms = [
        ["pon 777z"],
        ["pon C C C"],
        ["pon 132 133 134"],
        [("pon", [132, 133, 134])],
        [("pon", ["C", "C", "C"])],
        [("pon", "777z")],
    ]
    for seen in seen_forms:
        for melds in meld_forms:
            assert tehai.waits(hand, seen=seen, melds=melds) == expected, (seen, melds)
    by_ids = tehai.useful_tiles(hand, seen=[0, 1], melds=[("chi", [8, 12, 16])])
    assert by_ids == tehai.useful_tiles(hand, seen="11m", melds=["chi 340m"])
    with pytest.raises(tehai.MeldError):
        tehai.waits(hand, melds=[("pong", [132, 133, 134])])
    with pytest.raises(tehai.MeldError):
        tehai.waits(hand, melds=[("pon", [132, 133, 136])])
    with pytest.raises(TypeError):
        tehai.waits(hand, melds=[("pon",)])


def test_score_takes_tiles_in_every_notation():
    expected = tehai.score("234567m23455p888s", win="5p", dora_indicators="4p", tsumo=True)
    for win in ("5p", 53, "53"):
        for dora in ("4p", [48], ["4p"], "[48]", "4p 9z"[:2]):
            got = tehai.score("234567m23455p888s", win=win, dora_indicators=dora, tsumo=True)
            assert got == expected, (win, dora)
    hand = tehai.Hand("234567m23455p888s")
    for form in (hand.to_136(), hand.to_mjai()):
        assert tehai.score(form, win="5p", dora_indicators="4p", tsumo=True) == expected
        assert tehai.score({"hand": form, "win": 53, "dora_indicators": [48], "tsumo": True}) == expected
    open_hand = tehai.score("234567m23455p", win="5p", melds=["pon 888s"])
    assert tehai.score("234567m23455p", win="5p", melds=[("pon", [100, 101, 102])]) == open_hand
    assert tehai.score("234567m23455p", win="5p", melds=[("pon", ["8s", "8s", "8s"])]) == open_hand
    for bad, id in ((True, "bad_json"), (136, "bad_win"), (1.5, "bad_json")):
        with pytest.raises(tehai.ScoreError) as raised:
            tehai.score("234567m23455p888s", win=bad)
        assert raised.value.id == id, bad
    with pytest.raises(tehai.ScoreError) as raised:
        tehai.score("234567m23455p888s", win="5p", dora_indicators=["4p", "X"])
    assert raised.value.id == "bad_json" and "position 1" in str(raised.value)


def test_result_tiles_as_indices_names_and_ids():
    waits = tehai.waits("23m456p789s11122z")
    assert waits.waits == "14m"
    assert tehai.tiles(waits.waits, "index") == [0, 3]
    assert tehai.tiles(waits.waits, "mjai") == ["1m", "4m"]
    assert tehai.tiles(waits.mask, "index") == [0, 3]
    assert tehai.tiles(waits.mask, "mpsz") == "14m"
    assert tehai.tiles(waits.mask) == ["1m", "4m"]
    useful = tehai.useful_tiles("1235m1235p2569s7z")
    # More kinds than a hand holds: read as kinds, in index order.
    indices = tehai.tiles(useful.useful, "index")
    assert indices == tehai.tiles(useful.mask, "index")
    assert indices == [i for i in range(34) if useful.mask >> i & 1]
    assert tehai.tiles(useful.useful, "mjai") == tehai.tiles(useful.mask, "mjai")
    table = tehai.discards("23m456p789s111222z")
    for row in table.discards:
        assert tehai.tiles(row.tile, "index") == [i for i in range(34) if tehai.Hand(row.tile).counts()[i]]
        assert tehai.tiles(row.useful, "index") == tehai.tiles(row.mask, "index")
    with pytest.raises(tehai.HandError):
        tehai.tiles(waits.mask, "ids")
    with pytest.raises(ValueError, match="no notation"):
        tehai.tiles("1m", "tenhou")
    with pytest.raises(tehai.NotationError):
        tehai.tiles(1 << 34)
    with pytest.raises(tehai.NotationError):
        tehai.tiles(-1)
    assert tehai.tiles(0, "index") == [] and tehai.tiles((1 << 34) - 1, "index") == list(range(34))
