"""The batch calls over NumPy arrays: the same answers as the single calls,
on one thread and on several, and their errors."""

from __future__ import annotations

import random

import numpy as np
import pytest

import tehai
from hands import sized

BATCHES = [
    (tehai.shanten_batch, np.int8, lambda hand: tehai.shanten(hand).min, [13, 14, 10, 11, 1, 2]),
    (tehai.is_win_batch, np.bool_, tehai.is_win, [14, 11, 8, 13, 5, 2]),
]


def random_counts(rows: int, sizes: list[int], seed: int) -> np.ndarray:
    rng = random.Random(seed)
    return np.array([sized(rng, rng.choice(sizes)) for _ in range(rows)], dtype=np.uint8)


@pytest.mark.parametrize("batch, dtype, single, sizes", BATCHES)
def test_batch_equals_single_calls(batch, dtype, single, sizes):
    counts = random_counts(3000, sizes, seed=7)
    expected = [single(tehai.Hand.from_counts(row)) for row in counts]
    for threads in (None, 1, 2, 3):
        answers = batch(counts, threads=threads)
        assert answers.dtype == dtype
        assert answers.shape == (len(counts),)
        assert answers.tolist() == expected


@pytest.mark.parametrize("batch, dtype, single, sizes", BATCHES)
def test_large_batches_use_threads_and_keep_the_order(batch, dtype, single, sizes):
    small = random_counts(500, sizes, seed=8)
    counts = np.tile(small, (100, 1))  # 50,000 rows: split over threads
    expected = np.tile(batch(small, threads=1), 100)
    for threads in (None, 1, 2, 4):
        assert np.array_equal(batch(counts, threads=threads), expected)


@pytest.mark.parametrize("batch, dtype, single, sizes", BATCHES)
def test_strided_and_empty_arrays(batch, dtype, single, sizes):
    counts = random_counts(200, sizes, seed=9)
    wide = np.zeros((200, 68), dtype=np.uint8)
    wide[:, ::2] = counts
    strided = wide[:, ::2]
    assert not strided.flags["C_CONTIGUOUS"]
    assert np.array_equal(batch(strided), batch(counts))
    assert np.array_equal(batch(counts[::-1]), batch(counts)[::-1])
    empty = batch(np.zeros((0, 34), dtype=np.uint8))
    assert empty.shape == (0,) and empty.dtype == dtype


@pytest.mark.parametrize("batch", [tehai.shanten_batch, tehai.is_win_batch])
def test_input_errors(batch):
    with pytest.raises(TypeError) as raised:
        batch(np.zeros((2, 34), dtype=np.int64))
    assert str(raised.value) == (
        "expected a NumPy uint8 array of shape (n, 34), not an array of dtype int64 "
        "(convert with numpy.asarray(counts, dtype=numpy.uint8))"
    )
    with pytest.raises(TypeError) as raised:
        batch([[0] * 34])
    assert "not list" in str(raised.value)
    with pytest.raises(ValueError) as raised:
        batch(np.zeros((2, 33), dtype=np.uint8))
    assert str(raised.value) == (
        "expected an array of shape (n, 34): one row of 34 tile counts a hand, got shape [2, 33]"
    )
    with pytest.raises(TypeError):
        batch(np.zeros(34, dtype=np.uint8))
    with pytest.raises(ValueError) as raised:
        batch(np.zeros((1, 34), dtype=np.uint8), threads=0)
    assert str(raised.value) == "threads must be at least 1"


def test_bad_rows_are_named():
    counts = np.zeros((5, 34), dtype=np.uint8)
    counts[:, 0] = 2  # 11m: a pair, 3N+2
    counts[3, 1] = 5
    for batch in (tehai.shanten_batch, tehai.is_win_batch):
        with pytest.raises(tehai.HandError) as raised:
            batch(counts)
        assert str(raised.value) == "row 3: more than 4 copies of 2m"
        assert raised.value.row == 3
    counts[3, 1] = 0
    counts[2, :] = 1  # 34 tiles
    with pytest.raises(tehai.HandError, match="^row 2: more than 14 concealed tiles$"):
        tehai.shanten_batch(counts)
    counts[2, :] = 0
    counts[2, 27:30] = 3  # 9 tiles: 3N
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.shanten_batch(counts)
    assert str(raised.value) == (
        "row 2: a hand of 9 tiles has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
    )
    assert raised.value.row == 2
    with pytest.raises(tehai.TileCountError) as raised:
        tehai.is_win_batch(counts)
    assert str(raised.value) == (
        "row 2: a hand of 9 tiles is neither complete nor waiting: it needs 3N+1 or 3N+2 tiles"
    )


def test_first_bad_row_is_named_across_threads():
    counts = np.zeros((100_000, 34), dtype=np.uint8)
    counts[:, 33] = 2
    counts[99_999, 0] = 5
    counts[70_000, 0] = 5
    for threads in (1, 2, 4):
        with pytest.raises(tehai.HandError) as raised:
            tehai.shanten_batch(counts, threads=threads)
        assert raised.value.row == 70_000
