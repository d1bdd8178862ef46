"""tehai.Hand: built from text, counts and 136-tile ids; its errors."""

from __future__ import annotations

import copy
import itertools
import pickle
import random

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


def test_hashes_of_equal_hands_agree_and_red_fives_count():
    rng = random.Random(34)
    for _ in range(500):
        text = "".join(rng.choice("1234567890") for _ in range(rng.randrange(1, 5))) + rng.choice("mps")
        try:
            hand = tehai.Hand(text)
        except tehai.NotationError:
            continue
        same = tehai.Hand.from_counts(hand.counts())
        if hand.red_fives == (0, 0, 0):
            assert same == hand and hash(same) == hash(hand)
        else:
            assert same != hand
        assert tehai.Hand(str(hand)) == hand and hash(tehai.Hand(str(hand))) == hash(hand)
    assert hash(tehai.Hand("05m")) != hash(tehai.Hand("55m"))
    assert hash(tehai.Hand.from_counts([0] * 34)) == hash(tehai.Hand.from_136([]))


def test_the_type_behaves_as_a_final_immutable_value():
    hand = tehai.Hand(text="123m")
    assert hand == tehai.Hand("123m")
    assert type(hand) is tehai.Hand and tehai.Hand.__module__ == "tehai"
    assert tehai.Hand.__text_signature__ == "(text)"
    assert tehai.Hand.counts.__text_signature__ == "($self, /)"
    assert tehai.Hand.__doc__.startswith("A concealed hand")
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'text'"):
        tehai.Hand()
    with pytest.raises(TypeError, match="takes 1 positional arguments but 2 were given"):
        tehai.Hand("1m", "2m")
    with pytest.raises(TypeError, match="unexpected keyword argument 'tiles'"):
        tehai.Hand(tiles="1m")
    with pytest.raises(TypeError, match="multiple values for argument 'text'"):
        tehai.Hand("1m", text="1m")
    with pytest.raises(TypeError, match="not an acceptable base type"):
        type("MyHand", (tehai.Hand,), {})
    with pytest.raises(AttributeError):
        hand.tiles = 3
    with pytest.raises(AttributeError):
        hand.tile_count = 3
    with pytest.raises(TypeError):
        hand < hand  # noqa: B015
    assert (hand == "123m") is False and (hand != "123m") is True
    assert hand.__eq__("123m") is NotImplemented
    assert copy.copy(hand) == hand
    counts = hand.counts()
    counts[0] = 4
    assert hand.counts()[0] == 1


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


# Lists and tuples are read item by item with shortcuts for the interpreter's
# shared small ints and for exact ints; every other item is read the general
# way. Each kind of item, at the first, a middle and the last place, in a list
# and in a tuple, gives the same hand or the same error.
PLAIN_COUNTS = counts_of("123m456p789s11122z")


class Index:
    """Not an int, but usable as one (``__index__``)."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


class SubInt(int):
    pass


# (item, the hand's text with the item as the count of its tile, or the
# error's type and message; {tile} is the tile's name).
ITEM_KINDS = [
    (0, "ok"),
    (4, "ok"),
    (5, (tehai.HandError, "more than 4 copies of {tile}")),
    (255, (tehai.HandError, "more than 4 copies of {tile}")),
    (256, (tehai.HandError, "more than 4 copies of {tile}")),
    (10**6, (tehai.HandError, "more than 4 copies of {tile}")),
    (2**62, (tehai.HandError, "more than 4 copies of {tile}")),
    (2**63 - 1, (tehai.HandError, "more than 4 copies of {tile}")),
    (2**63, (tehai.HandError, "more than 4 copies of {tile}")),
    (2**100, (tehai.HandError, "more than 4 copies of {tile}")),
    (-1, (tehai.HandError, "negative count -1 of {tile}")),
    (-5, (tehai.HandError, "negative count -5 of {tile}")),
    (-6, (tehai.HandError, "negative count -6 of {tile}")),
    (-(2**63), (tehai.HandError, f"negative count {-(2**63)} of {{tile}}")),
    (-(2**63) - 1, (tehai.HandError, f"negative count {-(2**63) - 1} of {{tile}}")),
    (-(2**100), (tehai.HandError, f"negative count {-(2**100)} of {{tile}}")),
    (True, "ok"),
    (False, "ok"),
    (SubInt(3), "ok"),
    (Index(2), "ok"),
    (Index(-7), (tehai.HandError, "negative count -7 of {tile}")),
    (Index(2**64), (tehai.HandError, "more than 4 copies of {tile}")),
    (np.uint8(1), "ok"),
    (np.int64(-3), (tehai.HandError, "negative count -3 of {tile}")),
    (1.0, (TypeError, "counts must hold ints, not float")),
    (np.float64(1.0), (TypeError, "counts must hold ints, not float64")),
    ("1", (TypeError, "counts must hold ints, not str")),
    (None, (TypeError, "counts must hold ints, not NoneType")),
]
TILE_NAMES = [f"{digit}{suit}" for suit in "mps" for digit in range(1, 10)] + [f"{digit}z" for digit in range(1, 8)]


@pytest.mark.parametrize("position", [0, 17, 33])
@pytest.mark.parametrize("sequence", [list, tuple])
@pytest.mark.parametrize("item, expected", ITEM_KINDS)
def test_from_counts_reads_every_kind_of_item(item, expected, sequence, position):
    counts = [0] * 34
    counts[position] = item
    if expected == "ok":
        value = int(item)
        hand = tehai.Hand.from_counts(sequence(counts))
        assert hand.counts() == [value if index == position else 0 for index in range(34)]
        # The same as through the general path (a NumPy array).
        assert hand == tehai.Hand.from_counts(np.array([int(count) for count in counts]))
        return
    kind, message = expected
    with pytest.raises(kind) as raised:
        tehai.Hand.from_counts(sequence(counts))
    assert type(raised.value) is kind
    assert str(raised.value) == message.format(tile=TILE_NAMES[position])


def test_from_counts_names_counts_beyond_64_bits_as_out_of_range():
    with pytest.raises(tehai.HandError) as raised:
        tehai.Hand.from_counts([2**64] + [0] * 33)
    assert str(raised.value) == "more than 4 copies of 1m"
    with pytest.raises(tehai.HandError) as raised:
        tehai.Hand.from_counts([0] * 33 + [-(2**64)])
    assert str(raised.value) == f"negative count {-(2**64)} of 7z"


def test_from_counts_reports_the_first_bad_item():
    # Items are read in order before any count is checked: a float after a
    # negative count is reported, and the first of two bad items.
    counts = [0] * 34
    counts[3], counts[20] = -1, 0.5
    with pytest.raises(TypeError, match="not float"):
        tehai.Hand.from_counts(counts)
    counts[3] = "x"
    with pytest.raises(TypeError, match="not str"):
        tehai.Hand.from_counts(tuple(counts))
    # Two negative counts: the first is named.
    counts = [0] * 34
    counts[5], counts[2] = -2, -9
    with pytest.raises(tehai.HandError, match="negative count -9 of 3m"):
        tehai.Hand.from_counts(counts)


@pytest.mark.parametrize("length", [0, 1, 13, 33, 35, 100])
@pytest.mark.parametrize("sequence", [list, tuple])
def test_from_counts_wrong_lengths(length, sequence):
    with pytest.raises(tehai.HandError) as raised:
        tehai.Hand.from_counts(sequence([0] * length))
    assert str(raised.value) == f"expected 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), got {length}"
    # An item that is not an int is reported before the length.
    with pytest.raises(TypeError, match="not float"):
        tehai.Hand.from_counts(sequence([0] * length + [0.5]))


def test_from_counts_list_changed_while_read():
    # An `__index__` may change the list being read: items are fetched one
    # by one, so a shortened list raises IndexError, and items appended past
    # the length first seen are not read.
    class Shrinking:
        def __init__(self, counts: list) -> None:
            self.counts = counts

        def __index__(self) -> int:
            del self.counts[10:]
            return 1

    class Growing(Shrinking):
        def __index__(self) -> int:
            self.counts.append(4)
            return 1

    counts = [0] * 34
    counts[3] = Shrinking(counts)
    with pytest.raises(IndexError):
        tehai.Hand.from_counts(counts)
    counts = [0] * 34
    counts[3] = Growing(counts)
    assert str(tehai.Hand.from_counts(counts)) == "4m"


def test_from_counts_ints_that_are_not_shared():
    # Ints made at run time (not the interpreter's shared small ints), and
    # every row the benchmarks use, read the same as through a NumPy array.
    rows = [PLAIN_COUNTS, [int(str(count)) for count in PLAIN_COUNTS], [4, 4, 4, 2] + [0] * 30]
    for row in rows:
        assert tehai.Hand.from_counts(row) == tehai.Hand.from_counts(np.array(row, dtype=np.uint8))
        assert tehai.Hand.from_counts(tuple(row)) == tehai.Hand.from_counts(np.array(row, dtype=np.uint8))


def test_from_136_reads_every_id_the_same():
    # Every id, as a shared small int, a run-time int, a NumPy int and in a
    # tuple, alone and in full hands.
    for tile_id in range(136):
        expected = tehai.Hand.from_136(np.array([tile_id]))
        assert expected.tile_count == 1
        for ids in ([tile_id], [int(str(tile_id))], [np.int16(tile_id)], (tile_id,)):
            assert tehai.Hand.from_136(ids) == expected
    for start in range(0, 136 - 14 * 9, 7):
        ids = list(range(start, start + 14 * 9, 9))
        hand = tehai.Hand.from_136(ids)
        assert hand.tile_count == 14
        assert hand == tehai.Hand.from_136(np.array(ids))
        assert hand == tehai.Hand.from_136(tuple(ids))
    # Longer than any hand: read, then refused.
    with pytest.raises(tehai.HandError, match="more than 14 concealed tiles"):
        tehai.Hand.from_136(list(range(0, 136, 3)))


@pytest.mark.parametrize(
    "item, error, message",
    [
        (136, tehai.HandError, "136-tile id 136 at position {} is no tile: ids run from 0 to 135"),
        (255, tehai.HandError, "136-tile id 255 at position {} is no tile: ids run from 0 to 135"),
        (256, tehai.HandError, "136-tile id 256 at position {} is no tile: ids run from 0 to 135"),
        (-1, tehai.HandError, "136-tile id -1 at position {} is no tile: ids run from 0 to 135"),
        (2**100, tehai.HandError, f"136-tile id {2**100} at position {{}} is no tile: ids run from 0 to 135"),
        (1.0, TypeError, "ids must hold 136-tile ids (ints) or mjai names (strs), not float"),
    ],
)
def test_from_136_item_errors(item, error, message):
    # The message names the id and its position.
    for ids, position in (([0, 5, item], 2), ((0, 5, item), 2), ([item] + list(range(40)), 0)):
        with pytest.raises(error) as raised:
            tehai.Hand.from_136(ids)
        assert type(raised.value) is error
        assert str(raised.value) == message.format(position)


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
        ([136], "136-tile id 136 at position 0 is no tile: ids run from 0 to 135"),
        ([-1], "136-tile id -1 at position 0 is no tile: ids run from 0 to 135"),
        ([3, 3], "136-tile id 3 comes again at position 1: each id is one tile"),
        ([0, 1, 2, 16, 17, 1], "136-tile id 1 comes again at position 5: each id is one tile"),
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
    ("123456789m123456p", "more than 14 concealed tiles"),
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
    # A list of ints is 136-tile ids; of floats, nothing.
    assert tehai.Hand([1, 2, 3]) == tehai.Hand.from_136([1, 2, 3])
    with pytest.raises(TypeError, match="136-tile ids"):
        tehai.Hand([1.0, 2.0])
    with pytest.raises(TypeError, match="136-tile ids"):
        tehai.Hand(1.5)


def test_lists_of_counts_read_as_tuples_are():
    """Exact lists of 34 small ints are read straight from the list; every
    other input takes the general reading. Both give the same hands and the
    same errors."""
    import random

    def same(counts):
        def outcome(value):
            try:
                return tehai.Hand.from_counts(value).counts()
            except Exception as error:  # noqa: BLE001 - compared below
                return (type(error), str(error))

        assert outcome(list(counts)) == outcome(tuple(counts)), counts

    for index in range(34):
        for count in range(6):
            counts = [0] * 34
            counts[index] = count
            same(counts)
    generator = random.Random(7)
    for _ in range(2000):
        counts = [0] * 34
        for _ in range(generator.randrange(16)):
            counts[generator.randrange(34)] += 1
        same(counts)
    # Items the shared-int table does not hold (or holds but are no count):
    # the general reading.
    for odd in (True, 128, 255, 256, 257, 2**40, -1, np.uint8(1), np.int64(2)):
        counts = [0] * 34
        counts[5] = odd
        same(counts)
    same([1] * 33)
    same([0] * 35)

    class Counts(list):
        pass

    assert tehai.Hand.from_counts(Counts([1] * 13 + [0] * 21)) == tehai.Hand("123456789m1234p")


def test_endless_iterables_are_not_read_to_the_end():
    # Only lists and tuples are read whole: any other iterable is read only
    # as far as decides the error, so an endless one raises instead of
    # filling the memory.
    with pytest.raises(tehai.HandError, match=r"^expected 34 counts .*, got more than 34$"):
        tehai.Hand.from_counts(itertools.repeat(0))
    with pytest.raises(tehai.HandError, match=r"got more than 34$"):
        tehai.Hand.from_counts(range(10**18))
    with pytest.raises(tehai.HandError, match="^136-tile id 0 comes again at position 3: "):
        tehai.Hand.from_136(itertools.cycle(range(3)))
    with pytest.raises(tehai.HandError, match="^more than 14 concealed tiles$"):
        tehai.Hand.from_136(itertools.count())
    # The same for every other reader of tiles: an endless iterator of ids
    # or names is refused after 137 items (more than there are tiles).
    with pytest.raises(tehai.HandError):
        tehai.Hand(itertools.count())
    with pytest.raises(tehai.NotationError):
        tehai.Hand.from_mjai(itertools.repeat("E"))
    with pytest.raises(tehai.TehaiError):
        tehai.waits("123m456p789s1122z", seen=itertools.count())
    with pytest.raises(tehai.TehaiError):
        tehai.waits("123m456p789s1122z", seen=itertools.repeat("E"))
    with pytest.raises(tehai.TehaiError):
        tehai.tiles(itertools.cycle(["1m", "2m"]))
    # A finite iterator of a wrong length still reports its length.
    with pytest.raises(tehai.HandError, match="got 20$"):
        tehai.Hand.from_counts(iter([0] * 20))
