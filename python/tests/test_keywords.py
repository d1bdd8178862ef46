"""The functions asked of a hand at a table (`waits`, `shanten`,
`useful_tiles`, `discards`, `efficiency`) and the hand's constructors bind
their arguments as Python functions do."""

import pickle

import pytest

import tehai

# Each function with a hand it answers.
CASES = [
    ("waits", "23m456p789s11122z"),
    ("shanten", "23m456p789s11122z"),
    ("useful_tiles", "23m456p789s11122z"),
    ("discards", "23m456p789s111222z"),
    ("efficiency", "23m456p789s111222z"),
]


def both(name):
    """The public function."""
    return [getattr(tehai, name)]


@pytest.mark.parametrize("name, text", CASES)
def test_the_same_answers_however_the_arguments_come(name, text):
    seen = "1m"
    for function in both(name):
        plain = function(text).to_dict()
        assert function(hand=text).to_dict() == plain
        assert function(text, players=4).to_dict() == plain
        assert function(text, seen=None, melds=None).to_dict() == plain
        assert function(text, players=4, seen=None, melds=None).to_dict() == plain
        assert function(tehai.Hand(text)).to_dict() == plain
        # Keywords in any order, the hand among them.
        assert (
            function(melds=None, seen=seen, hand=text).to_dict()
            == function(text, seen=seen).to_dict()
        )


@pytest.mark.parametrize("name, text", CASES)
def test_binding_errors(name, text):
    for function in both(name):
        expected = [
            (lambda: function(), f"{name}() missing 1 required positional argument: 'hand'"),
            (lambda: function(players=4), f"{name}() missing 1 required positional argument: 'hand'"),
            (
                lambda: function(text, 4),
                f"{name}() takes 1 positional arguments but 2 were given",
            ),
            (
                lambda: function(text, 4, None, None, None),
                f"{name}() takes 1 positional arguments but 5 were given",
            ),
            (
                lambda: function(text, bogus=1),
                f"{name}() got an unexpected keyword argument 'bogus'",
            ),
            (
                lambda: function(text, hand=text),
                f"{name}() got multiple values for argument 'hand'",
            ),
            (
                lambda: function(text, players="4"),
                "argument 'players': 'str' object cannot be interpreted as an integer",
            ),
        ]
        for call, message in expected:
            with pytest.raises(TypeError) as raised:
                call()
            assert str(raised.value) == message
        with pytest.raises(OverflowError, match="^argument 'players': "):
            function(text, players=256)
        with pytest.raises(OverflowError, match="^argument 'players': "):
            function(text, players=-1)


def test_the_functions_report_the_signature():
    for name, _ in CASES:
        function = getattr(tehai, name)
        assert function.__text_signature__ == "(hand, *, players=4, seen=None, melds=None)"
        assert function.__name__ == name


@pytest.mark.parametrize(
    "name, parameter, value",
    [("from_counts", "counts", [1] * 13 + [0] * 21), ("from_136", "ids", [0, 4, 8, 16])],
)
def test_hand_constructors(name, parameter, value):
    fast = getattr(tehai.Hand, name)
    # Static methods, as the stubs say, reachable from the class and from a
    # hand, and pickled by the class's attribute.
    assert fast.__self__ is None
    assert fast.__qualname__ == f"Hand.{name}"
    assert fast.__text_signature__ == f"({parameter})"
    assert getattr(tehai.Hand("1m"), name) is fast
    assert pickle.loads(pickle.dumps(fast)) is fast
    for function in (fast,):
        hand = function(value)
        assert function(**{parameter: value}) == hand
        assert pickle.loads(pickle.dumps(hand)) == hand
        errors = [
            (lambda: function(), f"Hand.{name}() missing 1 required positional argument: '{parameter}'"),
            (
                lambda: function(value, value),
                f"Hand.{name}() takes 1 positional arguments but 2 were given",
            ),
            (
                lambda: function(value, **{parameter: value}),
                f"Hand.{name}() got multiple values for argument '{parameter}'",
            ),
            (lambda: function(x=1), f"Hand.{name}() got an unexpected keyword argument 'x'"),
        ]
        for call, message in errors:
            with pytest.raises(TypeError) as raised:
                call()
            assert str(raised.value) == message
