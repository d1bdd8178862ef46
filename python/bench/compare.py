"""tehai's Python package side by side with Python `mahjong` and the
`xiangting` binding, on the same hands.

    python -m venv /tmp/bench && . /tmp/bench/bin/activate
    pip install ./python numpy mahjong xiangting
    python python/bench/compare.py            # under a minute on 2 cores
    python python/bench/compare.py --quick    # a smoke run (seconds)

Every question is asked on the workloads users meet: hands dealt from a
wall (random 14 or 13 tiles: mostly not complete, where a win check can
stop early) and complete hands (four melds and a pair: where the win check
and the hand division do all their work; scoring only exists there).

Inputs are made once, outside the timed loops, from the same 34-count
lists: `mahjong` and `xiangting` get those lists (136-tile ids for
scoring), tehai gets `tehai.Hand` objects built from them, and for the
batch calls one NumPy `uint8` array of shape (n, 34) holding the same rows
(repeated to fill the array). A second tehai row times the conversion too
(`Hand.from_counts(row)` / `Hand.from_136(ids)` inside the loop, from the
very list mahjong is given). Every workload first checks that the
libraries agree on the answers it compares.

Timing: one pass calls a function on every hand in a plain Python loop (the
same loop for every library). The candidates of a row are timed in turn,
pass after pass, in a rotating order (so load that comes and goes hits
them alike), and each cell is the median of the passes, per hand. The
output ends with a Markdown table.
"""

from __future__ import annotations

import argparse
import operator
import os
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass, field
from typing import Callable, Optional

# NumPy's BLAS threads are not used here; keep them from spinning beside the
# timed loops.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import tehai  # noqa: E402

try:
    from mahjong.agari import Agari
    from mahjong.constants import EAST
    from mahjong.hand_calculating.divider import HandDivider
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
    from mahjong.shanten import Shanten as MahjongShanten
except ImportError:  # pragma: no cover
    sys.exit("this benchmark needs Python mahjong: pip install mahjong")
try:
    import xiangting
except ImportError:  # pragma: no cover
    sys.exit("this benchmark needs the xiangting binding: pip install xiangting")

# Fixed, so that every run times the same hands.
DEAL = 20261123


# ---------------------------------------------------------------- hands ----


def dealt(rng: random.Random, tiles: int) -> list[int]:
    wall = [kind for kind in range(34) for _ in range(4)]
    counts = [0] * 34
    for kind in rng.sample(wall, tiles):
        counts[kind] += 1
    return counts


def complete(rng: random.Random) -> list[int]:
    """Four random melds and a pair (14 tiles), at most four of a kind."""
    while True:
        counts = [0] * 34
        for _ in range(4):
            start = rng.randrange(34)
            if rng.random() < 0.6 and start < 27 and start % 9 <= 6:
                for offset in range(3):
                    counts[start + offset] += 1
            else:
                counts[start] += 3
        counts[rng.randrange(34)] += 2
        if max(counts) <= 4:
            return counts


def hands(kind: str, count: int) -> list[list[int]]:
    rng = random.Random(f"{DEAL}-{kind}")
    if kind == "dealt14":
        return [dealt(rng, 14) for _ in range(count)]
    if kind == "dealt13":
        return [dealt(rng, 13) for _ in range(count)]
    if kind == "complete14":
        return [complete(rng) for _ in range(count)]
    raise ValueError(kind)


def batch_array(counts: list[list[int]], rows: int) -> np.ndarray:
    """The same hands as rows of a C-contiguous uint8 array, repeated to
    `rows` rows (enough for the batch calls to use every core)."""
    return np.ascontiguousarray(np.resize(np.array(counts, dtype=np.uint8), (rows, 34)))


# ---------------------------------------------------------------- timing ---

# A pass is a closure timing itself; it returns seconds per hand.
Pass = Callable[[], float]


def each(function: Callable, items: list) -> Pass:
    def run() -> float:
        start = time.perf_counter()
        for item in items:
            function(item)
        return (time.perf_counter() - start) / len(items)

    return run


def each_with(function: Callable, items: list, extra: object) -> Pass:
    """`function(item, extra)` for every item (xiangting's player count)."""

    def run() -> float:
        start = time.perf_counter()
        for item in items:
            function(item, extra)
        return (time.perf_counter() - start) / len(items)

    return run


def each_star(function: Callable, items: list) -> Pass:
    """`function(*item)` for every item (argument tuples made beforehand)."""

    def run() -> float:
        start = time.perf_counter()
        for item in items:
            function(*item)
        return (time.perf_counter() - start) / len(items)

    return run


def batch(function: Callable, array: np.ndarray, **keywords) -> Pass:
    def run() -> float:
        start = time.perf_counter()
        function(array, **keywords)
        return (time.perf_counter() - start) / len(array)

    return run


def medians(candidates: dict[str, Pass], passes: int) -> dict[str, float]:
    """Median seconds per hand of every candidate, timed in turn."""
    names = list(candidates)
    for name in names:  # warm-up: caches, lazy tables, page faults
        candidates[name]()
    times: dict[str, list[float]] = {name: [] for name in names}
    for round_ in range(passes):
        shift = round_ % len(names)
        for name in names[shift:] + names[:shift]:
            times[name].append(candidates[name]())
    return {name: statistics.median(values) for name, values in times.items()}


# ---------------------------------------------------------------- report ---


def micro(seconds: Optional[float]) -> str:
    if seconds is None:
        return ""
    us = seconds * 1e6
    if us >= 100:
        return f"{us:,.0f}"
    if us >= 1:
        return f"{us:.2f}"
    return f"{us:.4f}"


def times(ratio: Optional[float]) -> str:
    if ratio is None:
        return ""
    return f"{ratio:,.0f}×" if ratio >= 100 else f"{ratio:,.1f}×"


@dataclass
class Row:
    question: str
    workload: str
    call: str
    mahjong: float
    tehai: float
    xiangting: Optional[float] = None
    targets: list[tuple[str, float, float]] = field(default_factory=list)

    def verdicts(self) -> list[tuple[str, float, float, bool]]:
        return [(name, ratio, target, ratio >= target) for name, ratio, target in self.targets]


class Report:
    def __init__(self) -> None:
        self.rows: list[Row] = []
        self.floors: list[tuple[str, float, float]] = []

    def add(
        self,
        question: str,
        workload: str,
        call: str,
        mahjong: float,
        tehai_time: float,
        xiangting_time: Optional[float] = None,
        target: float = 0,
        xiangting_target: float = 0,
    ) -> None:
        row = Row(question, workload, call, mahjong, tehai_time, xiangting_time)
        if target:
            row.targets.append(("mahjong", mahjong / tehai_time, target))
        if xiangting_target and xiangting_time is not None:
            row.targets.append(("xiangting", xiangting_time / tehai_time, xiangting_target))
        self.rows.append(row)
        line = (
            f"  {call:<44} mahjong {micro(mahjong):>9} µs"
            + (f"  xiangting {micro(xiangting_time):>7} µs" if xiangting_time is not None else "")
            + f"  tehai {micro(tehai_time):>8} µs  {times(mahjong / tehai_time):>8}"
        )
        for name, ratio, goal, met in row.verdicts():
            line += f"  [{times(ratio)} {name}, ≥ {goal:,.0f}×: {'met' if met else 'MISSED'}]"
        print(line, flush=True)

    def markdown(self) -> str:
        lines = [
            "| question | hands | tehai call | mahjong µs | xiangting µs | tehai µs "
            "| × mahjong | × xiangting | target | status |",
            "|---|---|---|--:|--:|--:|--:|--:|---|---|",
        ]
        for row in self.rows:
            verdicts = row.verdicts()
            target = ", ".join(f"≥ {goal:,.0f}× {name}" for name, _, goal, _ in verdicts)
            status = ", ".join("met" if met else "**missed**" for *_, met in verdicts)
            cells = [
                row.question,
                row.workload,
                f"`{row.call}`",
                micro(row.mahjong),
                micro(row.xiangting),
                micro(row.tehai),
                times(row.mahjong / row.tehai),
                times(row.xiangting / row.tehai) if row.xiangting is not None else "",
                target,
                status,
            ]
            lines.append("| " + " | ".join(cells) + " |")
        return "\n".join(lines)

    def targets(self) -> list[tuple[str, float, float, bool]]:
        return [
            (f"{row.question} / {row.workload} / {row.call} vs {name}", ratio, goal, met)
            for row in self.rows
            for name, ratio, goal, met in row.verdicts()
        ]


# ------------------------------------------------------------- workloads ---


@dataclass
class Sizes:
    hands: int
    passes: int
    batch_rows: int
    score_hands: int
    brute_force_hands: int


def bench_shanten(report: Report, sizes: Sizes) -> None:
    calculator = MahjongShanten()
    four = xiangting.PlayerCount.FOUR
    for workload in ("dealt13", "dealt14", "complete14"):
        counts = hands(workload, sizes.hands)
        ours = [tehai.Hand.from_counts(row) for row in counts]
        array = batch_array(counts, sizes.batch_rows)
        expected = [calculator.calculate_shanten(row) for row in counts]
        assert [tehai.shanten(hand).min for hand in ours] == expected
        assert tehai.shanten_batch(array[: len(counts)]).tolist() == expected
        agree = sum(
            xiangting.calculate_replacement_number(row, four) - 1 == number
            for row, number in zip(counts, expected)
        )
        print(f"\nshanten, {workload} ({len(counts):,} hands; xiangting agrees on {agree / len(counts):.2%})")
        got = medians(
            {
                "mahjong": each(calculator.calculate_shanten, counts),
                "xiangting": each_with(xiangting.calculate_replacement_number, counts, four),
                "hand": each(tehai.shanten, ours),
                "convert": each(lambda row: tehai.shanten(tehai.Hand.from_counts(row)), counts),
                "batch1": batch(tehai.shanten_batch, array, threads=1),
                "batch": batch(tehai.shanten_batch, array),
            },
            sizes.passes,
        )
        base, other = got["mahjong"], got["xiangting"]
        report.add("shanten", workload, "shanten(hand)", base, got["hand"], other, 100, 3)
        report.add("shanten", workload, "shanten(Hand.from_counts(row))", base, got["convert"], other, 100, 3)
        report.add("shanten", workload, "shanten_batch(a, threads=1)", base, got["batch1"], other, 1000)
        report.add("shanten", workload, "shanten_batch(a)", base, got["batch"], other, 1000)


def bench_win(report: Report, sizes: Sizes) -> None:
    agari = Agari()
    for workload in ("dealt14", "complete14"):
        counts = hands(workload, sizes.hands)
        ours = [tehai.Hand.from_counts(row) for row in counts]
        array = batch_array(counts, sizes.batch_rows)
        expected = [agari.is_agari(row) for row in counts]
        assert [tehai.is_win(hand) for hand in ours] == expected
        assert tehai.is_win_batch(array[: len(counts)]).tolist() == expected
        print(f"\nwin check, {workload} ({len(counts):,} hands, {sum(expected) / len(counts):.1%} complete)")
        got = medians(
            {
                "mahjong": each(agari.is_agari, counts),
                "hand": each(tehai.is_win, ours),
                "convert": each(lambda row: tehai.is_win(tehai.Hand.from_counts(row)), counts),
                "forms": each(tehai.agari, ours),
                "batch1": batch(tehai.is_win_batch, array, threads=1),
                "batch": batch(tehai.is_win_batch, array),
                # The floor of any call from Python: a C builtin that does
                # nothing with its argument, and a slot of the Hand type that
                # returns a stored number.
                "truth": each(operator.truth, ours),
                "len": each(len, ours),
            },
            sizes.passes,
        )
        base = got["mahjong"]
        report.add("win check", workload, "is_win(hand)", base, got["hand"], target=100)
        report.add("win check", workload, "is_win(Hand.from_counts(row))", base, got["convert"], target=100)
        report.add("win check", workload, "agari(hand) (form by form)", base, got["forms"])
        report.add("win check", workload, "is_win_batch(a, threads=1)", base, got["batch1"], target=1000)
        report.add("win check", workload, "is_win_batch(a)", base, got["batch"], target=1000)
        report.floors.append((workload, base, got["truth"]))
        report.floors.append((workload, base, got["len"]))
        print(
            f"  call floor: operator.truth(hand) {micro(got['truth'])} µs, len(hand) {micro(got['len'])} µs: "
            f"no single call from Python can be more than {base / got['truth']:,.0f}× "
            f"faster than Agari.is_agari here"
        )


def bench_decompose(report: Report, sizes: Sizes) -> None:
    divider = HandDivider()
    for workload in ("complete14", "dealt14"):
        counts = hands(workload, sizes.hands)
        ours = [tehai.Hand.from_counts(row) for row in counts]
        if workload == "complete14":
            # The same readings: mahjong lists seven pairs as one more.
            for row, hand in zip(counts, ours):
                result = tehai.decompose(hand)
                assert len(divider.divide_hand(row)) == len(result) + result.seven_pairs
        print(f"\nhand division, {workload} ({len(counts):,} hands)")
        got = medians(
            {
                "mahjong": each(divider.divide_hand, counts),
                "hand": each(tehai.decompose, ours),
                "lists": each(lambda hand: tehai.decompose(hand).decompositions, ours),
                "convert": each(lambda row: tehai.decompose(tehai.Hand.from_counts(row)).decompositions, counts),
            },
            sizes.passes,
        )
        base = got["mahjong"]
        report.add("hand division", workload, "decompose(hand)", base, got["hand"], target=100)
        report.add("hand division", workload, "decompose(hand).decompositions", base, got["lists"], target=100)
        report.add(
            "hand division", workload, "decompose(Hand.from_counts(row)).decompositions", base, got["convert"], target=100
        )


def bench_score(report: Report, sizes: Sizes) -> None:
    rng = random.Random(f"{DEAL}-score")
    calculator = HandCalculator()
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=False)
    mahjong_cases = []
    ours = []
    converted = []
    while len(ours) < sizes.score_hands:
        counts = complete(rng)
        kinds = [kind for kind in range(34) for _ in range(counts[kind])]
        win = rng.choice(kinds)
        tsumo = rng.random() < 0.5
        seat = rng.randrange(4)
        indicator = rng.randrange(34)
        # 136-tile ids: copies 1, 2, 3 then 0 of each kind (copy 0 of a five
        # is the red one; red fives are off here).
        used = [0] * 34
        ids = []
        for kind in kinds:
            ids.append(kind * 4 + (used[kind] + 1) % 4)
            used[kind] += 1
        config = HandConfig(is_tsumo=tsumo, is_riichi=True, player_wind=EAST + seat, round_wind=EAST, options=options)
        mahjong_cases.append((ids, ids[kinds.index(win)], None, [indicator * 4 + 3], config))
        context = {
            "win": f"{win % 9 + 1}{'mpsz'[win // 9]}",
            "tsumo": tsumo,
            "riichi": True,
            "seat_wind": f"{seat + 1}z",
            "dora_indicators": f"{indicator % 9 + 1}{'mpsz'[indicator // 9]}",
            "rules": {"aka_dora": False},
        }
        ours.append((tehai.Hand.from_counts(counts), context))
        converted.append((ids, context))
    agree = 0
    for case, (hand, context) in zip(mahjong_cases, ours):
        theirs = calculator.estimate_hand_value(*case)
        mine = tehai.score(hand, context)
        agree += (theirs.han, theirs.fu, theirs.cost["main"] if theirs.cost else None) == (mine.han, mine.fu, mine.main)
    print(
        f"\nscoring, complete14 with riichi ({len(ours):,} hands; "
        f"han, fu and payment agree on {agree / len(ours):.1%})"
    )
    got = medians(
        {
            "mahjong": each_star(calculator.estimate_hand_value, mahjong_cases),
            "dict": each_star(tehai.score, ours),
            "convert": each(lambda case: tehai.score(tehai.Hand.from_136(case[0]), case[1]), converted),
            "keywords": each(lambda case: tehai.score(case[0], **case[1]), ours),
        },
        sizes.passes,
    )
    base = got["mahjong"]
    report.add("scoring", "complete14", "score(hand, context)", base, got["dict"], target=100)
    report.add("scoring", "complete14", "score(Hand.from_136(ids), context)", base, got["convert"], target=100)
    report.add("scoring", "complete14", "score(hand, **context)", base, got["keywords"], target=100)


def bench_useful_tiles(report: Report, sizes: Sizes) -> None:
    calculator = MahjongShanten()
    four = xiangting.PlayerCount.FOUR
    counts = hands("dealt13", sizes.hands)

    def mahjong_useful(row: list[int]) -> int:
        """What Python mahjong offers: the shanten of every draw."""
        row = list(row)
        before = calculator.calculate_shanten(row)
        mask = 0
        for kind in range(34):
            if row[kind] < 4:
                row[kind] += 1
                if calculator.calculate_shanten(row) < before:
                    mask |= 1 << kind
                row[kind] -= 1
        return mask

    ours = [tehai.Hand.from_counts(row) for row in counts]
    array = batch_array(counts, sizes.batch_rows)
    masks = tehai.useful_tiles_batch(array[: len(counts)]).tolist()
    assert masks == [tehai.useful_tiles(hand).mask for hand in ours]
    sample = counts[: sizes.brute_force_hands]
    assert [mahjong_useful(row) for row in sample] == masks[: len(sample)]
    print(
        f"\nuseful tiles, dealt13 ({len(counts):,} hands; mahjong's brute force on the first "
        f"{len(sample):,}, agreeing)"
    )
    # The brute force takes milliseconds a hand: its own, shorter list of
    # the same hands, timed in the same rounds.
    got = medians(
        {
            "mahjong": each(mahjong_useful, sample),
            "xiangting": each_with(xiangting.calculate_necessary_tiles, counts, four),
            "hand": each(tehai.useful_tiles, ours),
            "convert": each(lambda row: tehai.useful_tiles(tehai.Hand.from_counts(row)), counts),
            "batch1": batch(tehai.useful_tiles_batch, array, threads=1),
            "batch": batch(tehai.useful_tiles_batch, array),
        },
        sizes.passes,
    )
    base, other = got["mahjong"], got["xiangting"]
    report.add("useful tiles", "dealt13", "useful_tiles(hand)", base, got["hand"], other, 100)
    report.add("useful tiles", "dealt13", "useful_tiles(Hand.from_counts(row))", base, got["convert"], other, 100)
    report.add("useful tiles", "dealt13", "useful_tiles_batch(a, threads=1)", base, got["batch1"], other, 1000)
    report.add("useful tiles", "dealt13", "useful_tiles_batch(a)", base, got["batch"], other, 1000)


def machine() -> str:
    model = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} logical cores, {platform.system()} {platform.release()}"


def load() -> str:
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:
        return "unknown"
    return f"{one:.2f} / {five:.2f} / {fifteen:.2f} (1 / 5 / 15 min)"


# The questions in the order they are timed, by their `--only` names.
QUESTIONS = {
    "shanten": bench_shanten,
    "win": bench_win,
    "decompose": bench_decompose,
    "score": bench_score,
    "useful": bench_useful_tiles,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a smoke run: few hands, few passes (seconds)")
    parser.add_argument(
        "--only",
        action="append",
        choices=sorted(QUESTIONS),
        help="time only this question (repeatable; default: all)",
    )
    arguments = parser.parse_args()
    if arguments.quick:
        sizes = Sizes(hands=300, passes=5, batch_rows=40_000, score_hands=100, brute_force_hands=20)
    else:
        sizes = Sizes(hands=5_000, passes=9, batch_rows=1_000_000, score_hands=2_000, brute_force_hands=300)

    from importlib.metadata import version

    started = time.perf_counter()
    print(
        f"tehai {tehai.__version__}, mahjong {version('mahjong')}, xiangting {version('xiangting')}, "
        f"numpy {np.__version__}, {platform.python_implementation()} {platform.python_version()}"
    )
    print(f"machine: {machine()}")
    print(f"load average at the start: {load()}")
    print(f"{sizes.hands:,} hands a workload, median of {sizes.passes} passes, batch arrays of {sizes.batch_rows:,} rows")
    report = Report()
    for name, bench in QUESTIONS.items():
        if not arguments.only or name in arguments.only:
            bench(report, sizes)

    print("\n" + report.markdown())
    print("\nCall floor (the cheapest call Python can make, on the same Hand objects):\n")
    print("| hands | call | µs | mahjong is_agari µs | most any call can beat it by |")
    print("|---|---|--:|--:|--:|")
    names = ["`operator.truth(hand)` (C builtin, no work)", "`len(hand)` (Hand type slot, no work)"]
    for index, (workload, base, floor) in enumerate(report.floors):  # only with the win check
        print(f"| {workload} | {names[index % 2]} | {micro(floor)} | {micro(base)} | {times(base / floor)} |")
    verdicts = report.targets()
    missed = [verdict for verdict in verdicts if not verdict[3]]
    print(f"\nload average at the end: {load()}; {time.perf_counter() - started:.0f} s")
    print(f"targets: {len(verdicts) - len(missed)} of {len(verdicts)} met")
    for name, ratio, goal, _ in missed:
        print(f"  missed: {name}: {times(ratio)} (target {goal:,.0f}×)")


if __name__ == "__main__":
    main()
