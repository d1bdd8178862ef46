"""tehai's Python package side by side with Python `mahjong` and the
`xiangting` binding, on the same seeded hands.

    python -m venv /tmp/bench && . /tmp/bench/bin/activate
    pip install ./python numpy mahjong xiangting
    python python/bench/compare.py            # about two minutes
    python python/bench/compare.py --quick    # a smoke run

Each cell is the best of several timed passes over every hand of the
workload (the same Python loop for every library), divided by the number of
hands. Inputs are converted to each library's format before timing:
`mahjong` and `xiangting` get lists of 34 counts (136-tile ids for
scoring), tehai gets `tehai.Hand` objects, or for the batch calls one NumPy
`uint8` array of shape (n, 34). Before timing, every workload checks that the
libraries agree on the answers it compares.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from typing import Callable, Sequence

# NumPy's BLAS threads are not used here; keep them from spinning beside the
# timed loops.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

import tehai  # noqa: E402

try:
    from mahjong.agari import Agari
    from mahjong.hand_calculating.divider import HandDivider
    from mahjong.shanten import Shanten as MahjongShanten
except ImportError:  # pragma: no cover
    sys.exit("this benchmark needs Python mahjong: pip install mahjong")
try:
    import xiangting
except ImportError:  # pragma: no cover
    sys.exit("this benchmark needs the xiangting binding: pip install xiangting")

SEED = 20261123


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


def hands(kind: str, count: int, seed: int) -> list[list[int]]:
    rng = random.Random(f"{seed}-{kind}")
    if kind == "dealt14":
        return [dealt(rng, 14) for _ in range(count)]
    if kind == "dealt13":
        return [dealt(rng, 13) for _ in range(count)]
    if kind == "complete14":
        return [complete(rng) for _ in range(count)]
    raise ValueError(kind)


# ---------------------------------------------------------------- timing ---


def per_call(function: Callable, inputs: Sequence, passes: int) -> float:
    """Best time of `passes` loops calling `function` on every input, in
    seconds per call."""
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        for item in inputs:
            function(item)
        best = min(best, time.perf_counter() - start)
    return best / len(inputs)


def per_row(batch: Callable, array: np.ndarray, passes: int, **keywords) -> float:
    best = float("inf")
    for _ in range(passes):
        start = time.perf_counter()
        batch(array, **keywords)
        best = min(best, time.perf_counter() - start)
    return best / len(array)


def show(seconds: float) -> str:
    nanoseconds = seconds * 1e9
    if nanoseconds >= 100_000:
        return f"{nanoseconds / 1000:,.0f} µs"
    if nanoseconds >= 1000:
        return f"{nanoseconds / 1000:,.2f} µs"
    return f"{nanoseconds:,.1f} ns"


class Report:
    def __init__(self) -> None:
        self.rows: list[tuple[str, str, str, str, str, str]] = []
        self.targets: list[tuple[str, float, float, bool]] = []

    def add(self, question: str, workload: str, what: str, seconds: float, baseline: float, target: float = 0.0) -> None:
        ratio = baseline / seconds
        verdict = ""
        if target:
            met = ratio >= target
            verdict = f"≥ {target:,.0f}×: {'met' if met else 'MISSED'}"
            self.targets.append((f"{question} / {workload} / {what}", ratio, target, met))
        self.rows.append((question, workload, what, show(seconds), f"{ratio:,.1f}×", verdict))
        print(f"  {what:<44} {show(seconds):>12}   {ratio:>10,.1f}×  {verdict}", flush=True)

    def versus_xiangting(self, question: str, workload: str, what: str, seconds: float, xiangting_time: float) -> None:
        """The ≥ 3× target against the xiangting binding, as its own row."""
        ratio = xiangting_time / seconds
        met = ratio >= 3
        self.targets.append((f"{question} / {workload} / {what} vs xiangting", ratio, 3, met))
        verdict = f"≥ 3× xiangting: {'met' if met else 'MISSED'}"
        self.rows.append((question, workload, f"{what} vs. xiangting", show(seconds), f"{ratio:,.1f}× xiangting", verdict))
        print(f"  {what + ' vs. xiangting':<44} {show(seconds):>12}   {ratio:>10,.1f}×  {verdict}", flush=True)

    def baseline(self, question: str, workload: str, what: str, seconds: float) -> None:
        self.rows.append((question, workload, what, show(seconds), "1×", ""))
        print(f"  {what:<44} {show(seconds):>12}   {'(baseline)':>11}", flush=True)

    def markdown(self) -> str:
        lines = [
            "| question | workload | call | time per hand | vs. Python mahjong | target |",
            "|---|---|---|---|---|---|",
        ]
        lines += ["| " + " | ".join(row) + " |" for row in self.rows]
        return "\n".join(lines)


# ------------------------------------------------------------- workloads ---


def bench_shanten(report: Report, count: int, passes: int, batch_rows: int) -> None:
    calculator = MahjongShanten()
    four = xiangting.PlayerCount.FOUR
    for workload in ("dealt14", "dealt13"):
        counts = hands(workload, count, SEED)
        ours = [tehai.Hand.from_counts(row) for row in counts]
        texts = [str(hand) for hand in ours]
        array = np.array(counts, dtype=np.uint8)
        # The same answers, before any timing.
        expected = [calculator.calculate_shanten(row) for row in counts]
        assert [tehai.shanten(hand).shanten for hand in ours] == expected
        assert tehai.shanten_batch(array).tolist() == expected
        agree = sum(
            xiangting.calculate_replacement_number(row, four) - 1 == number
            for row, number in zip(counts, expected)
        )
        print(f"\nshanten, {workload} ({count:,} hands; xiangting agrees on {agree / count:.2%})")
        mahjong_time = per_call(calculator.calculate_shanten, counts, passes)
        report.baseline("shanten", workload, "mahjong Shanten.calculate_shanten", mahjong_time)
        xiangting_time = per_call(lambda row: xiangting.calculate_replacement_number(row, four), counts, passes)
        report.add("shanten", workload, "xiangting calculate_replacement_number", xiangting_time, mahjong_time)
        single = per_call(tehai.shanten, ours, passes)
        report.add("shanten", workload, "tehai.shanten(Hand)", single, mahjong_time, target=100)
        report.versus_xiangting("shanten", workload, "tehai.shanten(Hand)", single, xiangting_time)
        report.add("shanten", workload, "tehai.shanten(text)", per_call(tehai.shanten, texts, passes), mahjong_time)
        report.add(
            "shanten",
            workload,
            "tehai.shanten(Hand.from_counts(list))",
            per_call(lambda row: tehai.shanten(tehai.Hand.from_counts(row)), counts, passes),
            mahjong_time,
        )
        big = np.resize(array, (batch_rows, 34))
        report.add("shanten", workload, "tehai.shanten_batch, 1 thread", per_row(tehai.shanten_batch, big, passes, threads=1), mahjong_time, target=1000)
        report.add("shanten", workload, "tehai.shanten_batch, all cores", per_row(tehai.shanten_batch, big, passes), mahjong_time, target=1000)


def bench_win(report: Report, count: int, passes: int, batch_rows: int) -> None:
    agari = Agari()
    for workload in ("complete14", "dealt14"):
        counts = hands(workload, count, SEED)
        ours = [tehai.Hand.from_counts(row) for row in counts]
        array = np.array(counts, dtype=np.uint8)
        expected = [agari.is_agari(row) for row in counts]
        assert [tehai.is_win(hand) for hand in ours] == expected
        assert tehai.is_win_batch(array).tolist() == expected
        print(f"\nwin check, {workload} ({count:,} hands, {sum(expected) / count:.1%} complete)")
        mahjong_time = per_call(agari.is_agari, counts, passes)
        report.baseline("win check", workload, "mahjong Agari.is_agari", mahjong_time)
        report.add("win check", workload, "tehai.is_win(Hand)", per_call(tehai.is_win, ours, passes), mahjong_time, target=100)
        report.add("win check", workload, "tehai.agari(Hand)", per_call(tehai.agari, ours, passes), mahjong_time)
        big = np.resize(array, (batch_rows, 34))
        report.add("win check", workload, "tehai.is_win_batch, 1 thread", per_row(tehai.is_win_batch, big, passes, threads=1), mahjong_time, target=1000)
        report.add("win check", workload, "tehai.is_win_batch, all cores", per_row(tehai.is_win_batch, big, passes), mahjong_time, target=1000)


def bench_decompose(report: Report, count: int, passes: int) -> None:
    divider = HandDivider()
    counts = hands("complete14", count, SEED)
    ours = [tehai.Hand.from_counts(row) for row in counts]
    # Same number of regular readings (mahjong also lists seven pairs as one).
    for row, hand in zip(counts[:2000], ours[:2000]):
        result = tehai.decompose(hand)
        assert len(divider.divide_hand(row)) == len(result) + result.seven_pairs
    print(f"\nhand division, complete14 ({count:,} hands)")
    mahjong_time = per_call(divider.divide_hand, counts, passes)
    report.baseline("hand division", "complete14", "mahjong HandDivider.divide_hand", mahjong_time)
    report.add("hand division", "complete14", "tehai.decompose(Hand)", per_call(tehai.decompose, ours, passes), mahjong_time, target=100)
    report.add(
        "hand division",
        "complete14",
        "tehai.decompose(Hand).decompositions (lists)",
        per_call(lambda hand: tehai.decompose(hand).decompositions, ours, passes),
        mahjong_time,
        target=100,
    )


def bench_score(report: Report, count: int, passes: int) -> None:
    from mahjong.constants import EAST
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules

    rng = random.Random(f"{SEED}-score")
    calculator = HandCalculator()
    options = OptionalRules(has_open_tanyao=True, has_aka_dora=False)
    cases = []
    while len(cases) < count:
        counts = complete(rng)
        kinds = [kind for kind in range(34) for _ in range(counts[kind])]
        win = rng.choice(kinds)
        tsumo = rng.random() < 0.5
        seat = rng.randrange(4)
        indicator = rng.randrange(34)
        # 136-tile ids for mahjong: copies 1, 2, 3 then 0 of each kind (copy
        # 0 of a five is the red one; red fives are off here).
        used = [0] * 34
        ids = []
        for kind in kinds:
            ids.append(kind * 4 + (used[kind] + 1) % 4)
            used[kind] += 1
        config = HandConfig(
            is_tsumo=tsumo, is_riichi=True, player_wind=EAST + seat, round_wind=EAST, options=options
        )
        mahjong_args = (ids, ids[kinds.index(win)], None, [indicator * 4 + 3], config)
        hand = tehai.Hand.from_counts(counts)
        fields = dict(
            win=f"{win % 9 + 1}{'mpsz'[win // 9]}",
            tsumo=tsumo,
            riichi=True,
            seat_wind=f"{seat + 1}z",
            dora_indicators=f"{indicator % 9 + 1}{'mpsz'[indicator // 9]}",
            rules={"aka_dora": False},
        )
        cases.append((mahjong_args, hand, fields))
    agree = 0
    for mahjong_args, hand, fields in cases:
        theirs = calculator.estimate_hand_value(*mahjong_args)
        ours = tehai.score(hand, **fields)
        agree += (theirs.han, theirs.fu, theirs.cost["main"] if theirs.cost else None) == (ours.han, ours.fu, ours.main)
    print(f"\nscoring, closed winning hands with riichi ({count:,} hands; han, fu and payment agree on {agree / count:.1%})")
    mahjong_time = per_call(lambda case: calculator.estimate_hand_value(*case[0]), cases, passes)
    report.baseline("scoring", "riichi14", "mahjong HandCalculator.estimate_hand_value", mahjong_time)
    report.add(
        "scoring",
        "riichi14",
        "tehai.score(Hand, context_dict)",
        per_call(lambda case: tehai.score(case[1], case[2]), cases, passes),
        mahjong_time,
        target=100,
    )
    report.add(
        "scoring",
        "riichi14",
        "tehai.score(Hand, **context) (keywords)",
        per_call(lambda case: tehai.score(case[1], **case[2]), cases, passes),
        mahjong_time,
        target=100,
    )
    report.add(
        "scoring",
        "riichi14",
        "tehai.score(Hand, context_dict).to_dict()",
        per_call(lambda case: tehai.score(case[1], case[2]).to_dict(), cases, passes),
        mahjong_time,
    )


def bench_useful_tiles(report: Report, count: int, passes: int, batch_rows: int) -> None:
    calculator = MahjongShanten()
    four = xiangting.PlayerCount.FOUR
    counts = hands("dealt13", count, SEED)

    def mahjong_useful(row: list[int]) -> int:
        """What Python mahjong offers: the shanten of every draw."""
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
    array = np.array(counts, dtype=np.uint8)
    masks = tehai.useful_tiles_batch(array).tolist()
    assert masks == [tehai.useful_tiles(hand).mask for hand in ours]
    sample = min(count, 300)
    agree = sum(mahjong_useful(list(row)) == mask for row, mask in zip(counts[:sample], masks))
    print(f"\nuseful tiles, dealt13 ({count:,} hands; mahjong brute force agrees on {agree / sample:.1%} of {sample})")
    mahjong_time = per_call(lambda row: mahjong_useful(list(row)), counts[:sample], max(1, passes // 2))
    report.baseline("useful tiles", "dealt13", "mahjong: calculate_shanten of all 34 draws", mahjong_time)
    report.add(
        "useful tiles",
        "dealt13",
        "xiangting calculate_necessary_tiles",
        per_call(lambda row: xiangting.calculate_necessary_tiles(row, four), counts, passes),
        mahjong_time,
    )
    report.add("useful tiles", "dealt13", "tehai.useful_tiles(Hand)", per_call(tehai.useful_tiles, ours, passes), mahjong_time, target=100)
    big = np.resize(array, (batch_rows, 34))
    report.add("useful tiles", "dealt13", "tehai.useful_tiles_batch, 1 thread", per_row(tehai.useful_tiles_batch, big, passes, threads=1), mahjong_time, target=1000)
    report.add("useful tiles", "dealt13", "tehai.useful_tiles_batch, all cores", per_row(tehai.useful_tiles_batch, big, passes), mahjong_time, target=1000)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer hands and passes")
    arguments = parser.parse_args()
    count, passes, batch_rows = (2_000, 2, 200_000) if arguments.quick else (10_000, 5, 2_000_000)

    from importlib.metadata import version

    print(f"tehai {tehai.__version__}, mahjong {version('mahjong')}, "
          f"xiangting {version('xiangting')}, numpy {np.__version__}")
    print(f"Python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores; seed {SEED}; "
          f"load average {os.getloadavg()[0]:.1f}")
    report = Report()
    bench_shanten(report, count, passes, batch_rows)
    bench_win(report, count, passes, batch_rows)
    bench_decompose(report, count, passes)
    bench_score(report, count // 5, passes)
    bench_useful_tiles(report, count, passes, batch_rows)

    print("\n" + report.markdown())
    missed = [target for target in report.targets if not target[3]]
    print(f"\nload average at the end: {os.getloadavg()[0]:.1f}")
    print(f"targets: {len(report.targets) - len(missed)} of {len(report.targets)} met")
    for name, ratio, target, _ in missed:
        print(f"  missed: {name}: {ratio:,.1f}× (target {target:,.0f}×)")


if __name__ == "__main__":
    main()
