"""The batch calls read every row where the array's strides put it: arrays
of any memory layout give the answers of the same rows in C order, huge
views are read without a copy, and threads the system refuses to start
leave their rows to the others."""

from __future__ import annotations

import random
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import tehai
from hands import sized

# Each batch call, the single call it answers as, and the tile counts of the
# rows it is asked about.
BATCHES = {
    "shanten_batch": (lambda hand: tehai.shanten(hand).min, [13, 14, 11, 8]),
    "is_win_batch": (tehai.is_win, [14, 13, 11, 2]),
    "useful_tiles_batch": (lambda hand: tehai.useful_tiles(hand).mask, [13, 10, 4]),
}


def rows_for(name: str, count: int = 60) -> np.ndarray:
    rng = random.Random(name)
    sizes = BATCHES[name][1]
    return np.array([sized(rng, rng.choice(sizes)) for _ in range(count)], dtype=np.uint8)


def strided(rows: np.ndarray) -> np.ndarray:
    wide = np.zeros((rows.shape[0], 68), dtype=np.uint8)
    wide[:, 1::2] = rows
    return wide[:, 1::2]


def read_only(rows: np.ndarray) -> np.ndarray:
    copy = rows.copy()
    copy.flags.writeable = False
    return copy


def every_other_row(rows: np.ndarray) -> np.ndarray:
    doubled = np.repeat(rows, 2, axis=0)
    doubled[1::2] = 0
    return doubled[::2]


# Each layout: the array made from C-ordered rows, and the rows it holds.
LAYOUTS = {
    "c": lambda rows: rows,
    "fortran": np.asfortranarray,
    "strided columns": strided,
    "every other row": every_other_row,
    "reversed": lambda rows: rows[::-1][::-1],
    "reversed columns view": lambda rows: np.ascontiguousarray(rows[:, ::-1])[:, ::-1],
    "transposed back": lambda rows: np.ascontiguousarray(rows.T).T,
    "read-only": read_only,
    "zero rows": lambda rows: rows[:0],
    "zero rows, fortran": lambda rows: np.asfortranarray(rows[:0]),
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("name", sorted(BATCHES))
def test_every_layout_gives_the_answers_of_its_rows(name, layout):
    rows = rows_for(name)
    array = LAYOUTS[layout](rows)
    assert np.array_equal(array, rows[: len(array)])
    single = BATCHES[name][0]
    expected = [single(tehai.Hand.from_counts(row)) for row in rows[: len(array)]]
    batch = getattr(tehai, name)
    for threads in (1, 2):
        assert batch(array, threads=threads).tolist() == expected


@pytest.mark.parametrize("name", sorted(BATCHES))
def test_broadcast_rows(name):
    row = rows_for(name)[0]
    expected = BATCHES[name][0](tehai.Hand.from_counts(row))
    answers = getattr(tehai, name)(np.broadcast_to(row, (40_000, 34)), threads=2)
    assert answers.shape == (40_000,) and set(answers.tolist()) == {expected}


def test_fortran_order_is_read_by_rows():
    counts = np.array([[1] * 13 + [0] * 21, [0] * 21 + [1] * 13], np.uint8)
    assert tehai.shanten_batch(counts).tolist() == [0, 4]
    assert tehai.shanten_batch(np.asfortranarray(counts)).tolist() == [0, 4]


def run_python(code: str, timeout: float = 300) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# Limits the address space of the process to what it uses now plus
# `headroom` bytes: a copy or an allocation beyond that fails at once,
# whatever the machine's memory and overcommit policy.
LIMIT = """
    import resource
    import numpy as np
    import tehai

    def limit(headroom):
        with open("/proc/self/status") as status:
            size = next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmSize:"))
        resource.setrlimit(resource.RLIMIT_AS, (size + headroom, size + headroom))

    row = np.zeros(34, dtype=np.uint8)
    row[:13] = [1] * 9 + [2] + [1] * 3
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc and sets RLIMIT_AS")
def test_huge_views_are_read_without_a_copy():
    # 2**25 rows of 34 counts: a copy would take 1.1 GB, the answers 32 MB.
    completed = run_python(
        LIMIT
        + """
    limit(512 * 2**20)
    answers = tehai.is_win_batch(np.broadcast_to(row, (2**25, 34)), threads=2)
    print(answers.shape[0], bool(answers.all()), tehai.is_win(tehai.Hand.from_counts(row)))
    """
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    assert completed.stdout.split() == [str(2**25), "True", "True"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc and sets RLIMIT_AS")
def test_answers_that_do_not_fit_raise_memory_error():
    # 2**31 rows: their answers alone take 2 GiB, more than the process may
    # have; the call must raise, not abort the interpreter.
    completed = run_python(
        LIMIT
        + """
    limit(512 * 2**20)
    for batch in (tehai.shanten_batch, tehai.is_win_batch, tehai.useful_tiles_batch):
        try:
            batch(np.broadcast_to(row, (2**31, 34)))
        except MemoryError as error:
            print("MemoryError", error)
        else:
            print("answered")
    """
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    lines = completed.stdout.splitlines()
    assert len(lines) == 3 and all(line.startswith("MemoryError") for line in lines), lines


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc and sets RLIMIT_AS")
def test_threads_the_system_refuses_leave_their_rows_to_the_others():
    # 1024 threads asked for, room for the stacks of a few dozen: the rows
    # of the threads that cannot start are answered by those that did.
    completed = run_python(
        LIMIT
        + """
    limit(64 * 2**20)
    answers = tehai.is_win_batch(np.broadcast_to(row, (1024 * 16384, 34)), threads=1024)
    print(answers.shape[0], bool(answers.all()))
    """
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    assert completed.stdout.split() == [str(1024 * 16384), "True"]
