"""Instructions per call of every public tehai call, counted by callgrind.

    python python/bench/callgrind_calls.py                 # all calls (minutes)
    python python/bench/callgrind_calls.py shanten is_win  # only these
    python python/bench/callgrind_calls.py --list

Each call is counted in two runs of this script under
``valgrind --tool=callgrind``: one that makes the call ``N`` times and one
that makes it ``2N`` times. Both runs do the same setup (the same inputs,
built for ``2N`` calls, and the same warm-up calls) and run the counted loop
through ``eval``; callgrind counts only inside the interpreter's ``eval``
(``--toggle-collect=builtin_eval``), so the start-up of the interpreter,
whose count varies from run to run by more than a call costs, is left out.
The difference of the two totals divided by ``N`` is the cost of one call
together with the Python loop around it
(``for x in islice(inputs, n): call(*x)``).
The ``loop`` row is that loop around a call of a built-in that does nearly
nothing (``len``), to read the others against. Batch calls are also counted
per row: an array of ``R`` rows against one of ``2R`` rows, one thread.

The counts repeat (``PYTHONHASHSEED=0``, one thread) to within a few
instructions a call; they include the interpreter's work for the call (argument
passing, the result object, its release) and, amortised, its garbage
collector.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from itertools import islice

# Calls made in the shorter run; the longer makes twice as many.
CALLS = 2000
# Rows of the shorter batch; the longer holds twice as many.
ROWS = 2000
# Calls made before counting starts matters not (both runs make them), but
# they settle caches the first calls fill.
WARM_UP = 50

# A mix of hands of each size the calls take: 14 tiles (complete or not),
# 13 tiles, and hands with declared melds.
HANDS_14 = [
    "123m456p789s11122z",
    "234567m23455p888s",
    "1122m3344p5566s77z",
    "19m19p19s12345677z",
    "1235689m2468p357s",
    "11123455678999m",
    "146m146p222347s77z",
    "22334455667788m",
]
HANDS_13 = [
    "23m456p789s11122z",
    "123m456p789s1122z",
    "146m146p222347s7z",
    "19m19p19s1234567z",
    "1235689m2468p35s",
    "1112345678999m",
    "13579m13579p135s",
    "2345m345p345678s",
]
WINS = [
    ("234567m23455p888s", "5p"),
    ("123m456p789s11122z", "2z"),
    ("22334455667788m", "8m"),
    ("11123455678999m", "9m"),
]


def counts_of(text: str) -> list[int]:
    import tehai

    return tehai.Hand(text).counts()


def inputs(name: str, total: int):
    """The call to count and ``total`` arguments for it (each a tuple)."""
    import tehai

    def cycle(values):
        return [values[index % len(values)] for index in range(total)]

    hands_14 = [tehai.Hand(text) for text in HANDS_14]
    hands_13 = [tehai.Hand(text) for text in HANDS_13]
    calls = {
        "loop": (len, cycle([(text,) for text in HANDS_13])),
        "Hand(text)": (tehai.Hand, cycle([(text,) for text in HANDS_13 + HANDS_14])),
        "Hand.from_counts(list)": (
            tehai.Hand.from_counts,
            cycle([(counts_of(text),) for text in HANDS_13 + HANDS_14]),
        ),
        "Hand.from_136(list)": (
            tehai.Hand.from_136,
            cycle([([4 * kind for kind in range(13)],), (list(range(0, 136, 10)),)]),
        ),
        "str(hand)": (str, cycle([(hand,) for hand in hands_13])),
        "hand.counts()": (tehai.Hand.counts, cycle([(hand,) for hand in hands_13])),
        "is_win(hand)": (tehai.is_win, cycle([(hand,) for hand in hands_14])),
        "is_win(text)": (tehai.is_win, cycle([(text,) for text in HANDS_14])),
        "agari(hand)": (tehai.agari, cycle([(hand,) for hand in hands_14])),
        "decompose(hand)": (tehai.decompose, cycle([(hand,) for hand in hands_14])),
        "shanten(hand)": (tehai.shanten, cycle([(hand,) for hand in hands_13])),
        "shanten(text)": (tehai.shanten, cycle([(text,) for text in HANDS_13])),
        "shanten(hand).min": (
            lambda hand: tehai.shanten(hand).min,
            cycle([(hand,) for hand in hands_13]),
        ),
        "shanten(hand, players=3)": (
            lambda hand: tehai.shanten(hand, players=3),
            cycle([(tehai.Hand(text),) for text in ["19m19p19s1234567z", "123p456s11122z"]]),
        ),
        "waits(hand)": (tehai.waits, cycle([(hand,) for hand in hands_13])),
        "useful_tiles(hand)": (tehai.useful_tiles, cycle([(hand,) for hand in hands_13])),
        "discards(hand)": (tehai.discards, cycle([(hand,) for hand in hands_14])),
        "efficiency(hand)": (tehai.efficiency, cycle([(hand,) for hand in hands_13])),
        "shanten(hand).to_dict()": (
            lambda hand: tehai.shanten(hand).to_dict(),
            cycle([(hand,) for hand in hands_13]),
        ),
        "score(text, win=...)": (
            lambda text, win: tehai.score(text, win=win),
            cycle(WINS),
        ),
        "score(text, win=..., riichi=True)": (
            lambda text, win: tehai.score(text, win=win, riichi=True),
            cycle(WINS),
        ),
        "score(dict)": (
            tehai.score,
            cycle([({"hand": text, "win": win, "tsumo": True},) for text, win in WINS]),
        ),
    }
    return calls[name]


BATCHES = ["shanten_batch", "is_win_batch", "useful_tiles_batch"]


def batch_inputs(name: str):
    """The batch call and the counts of the rows it is asked about."""
    import tehai

    sizes = {"shanten_batch": HANDS_13 + HANDS_14, "is_win_batch": HANDS_14, "useful_tiles_batch": HANDS_13}
    return getattr(tehai, name), [counts_of(text) for text in sizes[name]]


def names() -> list[str]:
    return SINGLE + [f"{batch}(1 row)" for batch in BATCHES] + [f"{batch} per row" for batch in BATCHES]


SINGLE = [
    "loop",
    "Hand(text)",
    "Hand.from_counts(list)",
    "Hand.from_136(list)",
    "str(hand)",
    "hand.counts()",
    "is_win(hand)",
    "is_win(text)",
    "agari(hand)",
    "decompose(hand)",
    "shanten(hand)",
    "shanten(text)",
    "shanten(hand).min",
    "shanten(hand, players=3)",
    "waits(hand)",
    "useful_tiles(hand)",
    "discards(hand)",
    "efficiency(hand)",
    "shanten(hand).to_dict()",
    "score(text, win=...)",
    "score(text, win=..., riichi=True)",
    "score(dict)",
]


def work(name: str, double: bool) -> None:
    """The counted run: the setup, the warm-up, then ``N`` or ``2N`` calls."""
    if name.endswith(" per row"):
        import numpy as np

        batch, rows = batch_inputs(name.removesuffix(" per row"))
        big = np.array([rows[index % len(rows)] for index in range(2 * ROWS)], dtype=np.uint8)
        small = np.ascontiguousarray(big[:ROWS])
        batch(small[:WARM_UP], threads=1)
        counted("batch(rows, threads=1)", batch=batch, rows=big if double else small)
        return
    if name.endswith("(1 row)"):
        import numpy as np

        batch, rows = batch_inputs(name.removesuffix("(1 row)"))
        arrays = [np.array([rows[index % len(rows)]], dtype=np.uint8) for index in range(2 * CALLS)]
        for array in arrays[:WARM_UP]:
            batch(array)
        counted(LOOP.replace("call(*argument)", "call(argument)"), call=batch, arguments=arrays, count=2 * CALLS if double else CALLS)
        return
    call, arguments = inputs(name, 2 * CALLS)
    for argument in arguments[:WARM_UP]:
        call(*argument)
    counted(LOOP, call=call, arguments=arguments, count=2 * CALLS if double else CALLS)


# The counted loop, in a function as a caller's loop would be.
LOOP = """
def loop(call, arguments, count):
    for argument in islice(arguments, count):
        call(*argument)

loop(call, arguments, count)
"""


def counted(source: str, **names) -> None:
    """Runs `source` with `names` inside `eval`, where callgrind counts."""
    code = compile(source, "<counted>", "exec")
    eval(code, {"islice": islice, **names})


def instructions(name: str, double: bool) -> int:
    """The instruction total of one counted run."""
    with tempfile.TemporaryDirectory() as directory:
        out = os.path.join(directory, "callgrind.out")
        environment = dict(os.environ, PYTHONHASHSEED="0", OPENBLAS_NUM_THREADS="1", OMP_NUM_THREADS="1")
        command = [
            "valgrind",
            "--tool=callgrind",
            "--collect-atstart=no",
            "--toggle-collect=builtin_eval",
            f"--callgrind-out-file={out}",
            sys.executable,
            os.path.abspath(__file__),
            "--work",
            name,
        ] + (["--double"] if double else [])
        completed = subprocess.run(command, env=environment, capture_output=True, text=True)
        if completed.returncode != 0:
            raise SystemExit(f"{name}: valgrind failed\n{completed.stderr[-3000:]}")
        with open(out) as file:
            for line in file:
                match = re.match(r"(?:summary|totals): (\d+)", line)
                if match:
                    return int(match.group(1))
    raise SystemExit(f"{name}: no instruction total in callgrind's output")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("calls", nargs="*", help="names or substrings of the calls to count (default: all)")
    parser.add_argument("--list", action="store_true", help="list the calls and stop")
    parser.add_argument("--work", help=argparse.SUPPRESS)
    parser.add_argument("--double", action="store_true", help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.work:
        work(arguments.work, arguments.double)
        return
    every = names()
    if arguments.list:
        print("\n".join(every))
        return
    chosen = [name for name in every if not arguments.calls or any(part in name for part in arguments.calls)]
    import tehai

    print(f"# tehai {tehai.__version__} from {os.path.dirname(tehai.__file__)}; Python {sys.version.split()[0]}")
    print(f"# instructions per call: (2N run - N run) / N, N = {CALLS} calls or {ROWS} rows")
    for name in chosen:
        per = ROWS if name.endswith(" per row") else CALLS
        once, twice = instructions(name, False), instructions(name, True)
        print(f"{name}\t{(twice - once) / per:.0f}", flush=True)


if __name__ == "__main__":
    main()
