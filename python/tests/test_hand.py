"""tehai.Hand: built from text, counts and 136-tile ids; its errors."""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

import tehai


def counts_of(text: str) -> list[int]:
    counts = [0] * 34
    suits = "mpsz"
    digits = []
    for character in text:
        if character.isdigit():
            digits.append(int(character))
        else:
            for digit in digits:
                counts[suits.index(character) * 9 + (digit or 5) - 1] += 1
            digits = []
    return counts


def test_from_text_is_canonical():
    hand = tehai.Hand("321m 9p1m")
    assert str(hand) == "1123m9p"
    assert repr(hand) == "Hand('1123m9p')"
    assert hand.tile_count == 5
    assert len(hand) == 5
    assert hand.counts() == counts_of("1123m9p")
    assert hand.red_fives == (0, 0, 0)


def test_red_fives_are_kept():
    hand = tehai.Hand("50m55p0s")
    assert str(hand) == "05m55p0s"
    assert hand.red_fives == (1, 0, 1)
    assert hand.counts()[4] == 2 and hand.counts()[13] == 2 and hand.counts()[22] == 1
    assert hand != tehai.Hand("55m55p5s")
    assert hand == tehai.Hand("05m55p0s")


def test_equality_and_hash():
    assert tehai.Hand("123m") == tehai.Hand("312m")
    assert hash(tehai.Hand("123m")) == hash(tehai.Hand("312m"))
    assert tehai.Hand("123m") != tehai.Hand("124m")
    assert tehai.Hand("123m") != "123m"
    assert len({tehai.Hand("123m"), tehai.Hand("231m"), tehai.Hand("1z")}) == 2


def test_a_hand_is_accepted_where_text_is():
    hand = tehai.Hand("123m")
    assert tehai.Hand(hand) == hand


def test_pickle_and_copy():
    for hand in [tehai.Hand("05m123p"), tehai.Hand.from_counts([0] * 34)]:
        assert pickle.loads(pickle.dumps(hand)) == hand
        assert copy.deepcopy(hand) == hand


def test_from_counts():
    counts = counts_of("123m456p789s11122z")
    hand = tehai.Hand.from_counts(counts)
    assert str(hand) == "123m456p789s11122z"
    assert tehai.Hand.from_counts(tuple(counts)) == hand
    assert tehai.Hand.from_counts(np.array(counts, dtype=np.uint8)) == hand
    assert tehai.Hand.from_counts(np.array(counts, dtype=np.int64)) == hand
    assert hand.counts() == counts
    empty = tehai.Hand.from_counts([0] * 34)
    assert empty.tile_count == 0 and str(empty) == ""
    assert repr(empty) == "Hand.from_counts([0] * 34)"


def test_from_counts_reads_any_int_the_same():
    counts = counts_of("123m456p789s11122z")
    hand = tehai.Hand.from_counts(counts)

    class Count(int):
        pass

    class Counts(list):
        def __iter__(self):
            return iter([0] * 34)

    # Ints that are not the interpreter's shared small ints, and other ints.
    assert tehai.Hand.from_counts([int(str(count)) for count in counts]) == hand
    assert tehai.Hand.from_counts([Count(count) for count in counts]) == hand
    assert tehai.Hand.from_counts([bool(count) for count in counts]) == tehai.Hand("123m456p789s12z")
    assert tehai.Hand.from_counts([np.uint8(count) for count in counts]) == hand
    # A list subclass is read through its own iteration.
    assert tehai.Hand.from_counts(Counts(counts)).tile_count == 0


@pytest.mark.parametrize(
    "counts, message",
    [
        ([0] * 33, "expected 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), got 33"),
        ([0] * 35, "expected 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), got 35"),
        ([5] + [0] * 33, "more than 4 copies of 1m"),
        ([0] * 33 + [300], "more than 4 copies of 7z"),
        ([-1] + [0] * 33, "negative count -1 of 1m"),
        ([4, 4, 4, 3] + [0] * 30, "more than 14 concealed tiles"),
    ],
)
def test_from_counts_errors(counts, message):
    with pytest.raises(tehai.HandError) as raised:
        tehai.Hand.from_counts(counts)
    assert str(raised.value) == message
    assert isinstance(raised.value, ValueError)


def test_from_counts_type_errors():
    with pytest.raises(TypeError):
        tehai.Hand.from_counts("1" * 34)
    with pytest.raises(TypeError):
        tehai.Hand.from_counts(34)
    with pytest.raises(TypeError):
        tehai.Hand.from_counts([0.5] * 34)


def test_from_136():
    # 1m x3 (ids 0..2), the red 5m (16) and a plain 5m (17), 7z (132).
    hand = tehai.Hand.from_136([0, 1, 2, 16, 17, 132])
    assert str(hand) == "11105m7z"
    assert hand.red_fives == (1, 0, 0)
    # Red 5p (52) and red 5s (88); 53 and 89 are plain.
    assert tehai.Hand.from_136([52, 53, 88, 89]).red_fives == (0, 1, 1)
    assert str(tehai.Hand.from_136([53, 89])) == "5p5s"
    assert tehai.Hand.from_136(np.array([135, 134], dtype=np.int32)) == tehai.Hand("77z")
    assert tehai.Hand.from_136([]).tile_count == 0


@pytest.mark.parametrize(
    "ids, message",
    [
        ([136], "tile id 136 is out of range: ids go from 0 to 135"),
        ([-1], "tile id -1 is out of range: ids go from 0 to 135"),
        ([3, 3], "tile id 3 is given twice"),
        (list(range(15)), "more than 14 concealed tiles"),
    ],
)
def test_from_136_errors(ids, message):
    with pytest.raises(tehai.HandError) as raised:
        tehai.Hand.from_136(ids)
    assert str(raised.value) == message


# Each notation error has its own message, the command line's.
NOTATION_ERRORS = [
    ("", "empty hand"),
    ("   ", "empty hand"),
    ("12x", "unknown character 'x' at offset 2"),
    ("12q", "unknown character 'q' at offset 2"),
    ("1m\U0001F000", "unknown character '\U0001F000' at offset 2"),
    ("123m45", "digits at offset 4 have no suit letter (m, p, s or z) after them"),
    ("1 m", "digits at offset 0 have no suit letter (m, p, s or z) after them"),
    ("m", "suit letter 'm' at offset 0 has no digits before it"),
    ("123mm", "suit letter 'm' at offset 4 has no digits before it"),
    ("18z", "'8z' at offset 1 is not a tile: honors are 1z to 7z"),
    ("0z", "'0z' at offset 0 is not a tile: honors are 1z to 7z"),
    ("11111m", "more than 4 copies of 1m"),
    ("55550m", "more than 4 copies of 5m"),
    ("123456789m123456p", "more than 14 tiles"),
    ("000m", "more than 2 red fives (0m): no common rule set has that many"),
]


@pytest.mark.parametrize("text, message", NOTATION_ERRORS)
def test_notation_errors(text, message):
    with pytest.raises(tehai.NotationError) as raised:
        tehai.Hand(text)
    assert str(raised.value) == message
    assert isinstance(raised.value, tehai.TehaiError)
    assert isinstance(raised.value, ValueError)


def test_hand_type_error():
    with pytest.raises(TypeError, match="Hand.from_counts"):
        tehai.Hand([1, 2, 3])
