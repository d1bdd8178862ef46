"""No call of the package lets a Rust panic reach Python: every public
function and every public method of every public class, found by
introspection (so new ones are covered without editing this file), is
called with hostile arguments in each of its parameters and must return or
raise an ``Exception``. A panic arrives as ``pyo3_runtime.PanicException``,
which derives from ``BaseException`` only and so escapes
``except Exception``."""

from __future__ import annotations

import inspect
import itertools
import sys

import numpy as np
import pytest

import tehai

# Reasonable values of each parameter name, for the parameters not under
# test: a call fails on its hostile argument, not on a missing one.
GOOD = {
    "hand": "23m456p789s11122z",
    "text": "23m456p789s11122z",
    "counts": np.zeros((1, 34), np.uint8),
    "ids": [0, 4, 8],
    "names": ["1m", "5mr", "E"],
    "tiles": "123m",
    "notation": "mjai",
    "context": {"win": "2z"},
    "win": "2z",
    "melds": ["pon 777z"],
    "seen": "1155m",
    "players": 4,
    "threads": 1,
}


def arrays() -> list[np.ndarray]:
    counts = np.zeros((3, 34), np.uint8)
    counts[:, :13] = 1
    read_only = counts.copy()
    read_only.flags.writeable = False
    wide = np.zeros((3, 68), np.uint8)
    wide[:, ::2] = counts
    return [
        np.zeros((0, 34), np.uint8),  # no rows
        np.zeros((0,), np.uint8),
        np.zeros((3, 0), np.uint8),
        np.zeros((), np.uint8),  # 0-d
        np.uint8(1),  # a NumPy scalar
        counts.astype(np.int64),
        counts.astype(np.int8) - 2,  # negative counts
        counts.astype(np.float64) * np.nan,
        counts.astype(bool),
        counts.astype(object),
        counts.astype(">u2"),  # big-endian
        np.full((3, 34), 255, np.uint8),  # far more than four copies
        counts.reshape(3, 34, 1),
        counts[:, :33],
        counts.T,  # (34, 3)
        np.asfortranarray(counts),
        wide[:, ::2],  # non-contiguous rows
        counts[::-1],  # negative strides
        read_only,
        np.broadcast_to(counts[0], (5, 34)),  # zero row stride, read-only
        np.zeros(3, dtype=[("a", np.uint8, (34,))]),  # structured
        np.ma.masked_array(counts, mask=counts == 0),
        np.array(["1m"] * 34),
    ]


def hostile() -> list[object]:
    values: list[object] = [
        None,
        True,
        0,
        -1,
        2**31,
        2**64,
        -(2**64),
        10**100,
        -(10**100),
        1.5,
        float("nan"),
        float("inf"),
        1j,
        "",
        " ",
        "m",
        "0z",
        "1" * 10_000 + "m",
        "123m" * 250_000,  # a million characters
        "\ud800",  # a lone surrogate: not encodable as UTF-8
        "1m\udcff2m",
        "\x00",
        "１２３ｍ",  # full-width digits
        b"123m",
        bytearray(b"123m"),
        [],
        [None],
        [[]],
        [[[[]]]],
        [0] * 34,
        [-1] * 34,
        [2**64] * 34,
        [10**100] * 34,
        [float("nan")] * 34,
        [[0] * 34],
        [["1m"] * 34],
        ["pon 777z"] * 100,
        ["pon 777z", None],
        ["\ud800"],
        (),
        {},
        {"hand": None},
        {"\ud800": 1},
        {None: None},
        {"rules": {"aka_dora": 2}},
        {"rules": {"preset": None, "pao": [[None]]}},
        {"kita": 10**100, "liable": "\ud800", "discarder": None},
        {"honba": 10**100},
        {"riichi_sticks": -1},
        set(),
        range(10**18),
        [16, "E"],  # ids and names mixed
        ["5mr", None],
        [136, 136],
        [1.5],
        ["\ud800"],
        ("pon", [16, 17, 18]),
        ("pon",),
        [("pon", itertools.count())],
        [("pon", ["X"]), ("\ud800", "1m")],
        [b"1m"],
        iter([1, 2]),
        itertools.count(),  # endless
        itertools.repeat("pon 777z"),  # endless
        object(),
        type,
        tehai,
        tehai.Hand("123m"),
        tehai.Hand.from_counts([0] * 34),
    ]
    return values + arrays()


def public_callables() -> list[tuple[str, object]]:
    """Every public function of the module, its public classes themselves
    (constructors), and every public method of those classes, bound to an
    instance where the class can make one and unbound otherwise."""
    found = []
    for name in sorted(dir(tehai)):
        value = getattr(tehai, name)
        # The package's own, not what it imports (typing.Union, HandLike).
        own = getattr(value, "__module__", "").split(".")[0] == "tehai"
        if name.startswith("_") or not callable(value) or not own:
            continue
        found.append((name, value))
        if isinstance(value, type) and not issubclass(value, BaseException):
            for attribute in sorted(vars(value)):
                member = getattr(value, attribute)
                if attribute.startswith("_") or not callable(member):
                    continue
                found.append((f"{name}.{attribute}", member))
                for instance in instances(value):
                    found.append((f"{name}().{attribute}", getattr(instance, attribute)))
    return found


def instances(kind: type) -> list[object]:
    """Objects of `kind`, whichever function makes them."""
    made = [
        tehai.Hand("23m456p789s11122z"),
        tehai.decompose("123m456p789s11122z"),
        tehai.agari("123m456p789s11122z"),
        tehai.waits("23m456p789s11122z"),
        tehai.shanten("23m456p789s11122z"),
        tehai.useful_tiles("23m456p789s11122z"),
        tehai.discards("23m456p789s111222z"),
        tehai.discards("23m456p789s111222z").discards[0],
        tehai.score("234567m23455p888s", win="5p"),
    ]
    return [value for value in made if type(value) is kind]


def parameters(function: object) -> list[inspect.Parameter]:
    try:
        return list(inspect.signature(function).parameters.values())  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return []


def calls(function: object) -> list[tuple[tuple, dict]]:
    """Argument lists with one hostile value each: in every parameter the
    signature names, with good values in the others, and as one or two
    positional arguments whatever the signature says."""
    found: list[tuple[tuple, dict]] = []
    every = parameters(function)
    params = [p for p in every if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]
    # A function with **keywords (score's rule options) also gets the value
    # as an option of each kind: a bool, a list, an int.
    options = ["kiriage", "red_fives", "max_yakuman"] if any(p.kind is p.VAR_KEYWORD for p in every) else []
    required = [GOOD.get(p.name, GOOD["hand"]) for p in params if p.default is inspect.Parameter.empty]
    for value in hostile():
        found.append(((value,), {}))
        found.append(((value, value), {}))
        for option in options:
            found.append((tuple(required), {option: value}))
        for index, target in enumerate(params):
            args: list[object] = []
            kwargs: dict[str, object] = {}
            for other in params:
                if other is target:
                    given = value
                elif other.default is not inspect.Parameter.empty:
                    continue
                else:
                    given = GOOD.get(other.name, GOOD["hand"])
                if other.kind is other.KEYWORD_ONLY:
                    kwargs[other.name] = given
                else:
                    args.append(given)
            found.append((tuple(args), kwargs))
    found.append(((), {}))
    found.append(((), {"unknown": 1}))
    return found


CALLABLES = public_callables()


def test_every_public_function_and_class_is_found():
    # The sweep below is only as good as what it finds.
    names = {name for name, _ in CALLABLES}
    for name in tehai.__all__:
        if name != "HandLike" and callable(getattr(tehai, name)):
            assert name in names, name
    assert {
        "Hand.from_counts",
        "Hand().counts",
        "Hand.from_mjai",
        "Hand().to_136",
        "Shanten().to_dict",
        "shanten_batch",
        "tiles",
    } <= names


def panics(name: str, function: object) -> list[str]:
    """The calls of `function` with hostile arguments that raised something
    that is no Exception (a PanicException, above all)."""
    found = []
    for args, kwargs in calls(function):
        try:
            function(*args, **kwargs)  # type: ignore[operator]
        except Exception:
            pass
        except BaseException as error:
            shown = ", ".join(
                [repr(arg)[:60] for arg in args] + [f"{key}={value!r}"[:60] for key, value in kwargs.items()]
            )
            found.append(f"{name}({shown}) raised {type(error).__module__}.{type(error).__name__}: {error}")
    return found


@pytest.mark.parametrize("name, function", CALLABLES, ids=[name for name, _ in CALLABLES])
def test_hostile_arguments_raise_exceptions_not_panics(name, function):
    assert panics(name, function) == []


class NotAnException(BaseException):
    """Stands for PanicException, which also derives from BaseException only."""


def test_the_sweep_reports_what_is_no_exception():
    def panicking(*_args: object, **_kwargs: object) -> None:
        raise NotAnException("a panic")

    def raising(*_args: object, **_kwargs: object) -> None:
        raise ValueError("an ordinary error")

    assert len(panics("panicking", panicking)) == len(calls(panicking)) > 100
    assert panics("raising", raising) == []
