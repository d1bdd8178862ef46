"""Riichi mahjong hand analysis, from Rust.

The questions of the ``tehai`` command line on single hands, and batch calls
over NumPy arrays of tile counts::

    >>> import tehai
    >>> tehai.waits("23m456p789s11122z").to_dict()
    {'hand': '23m456p789s11122z', 'waits': '14m', 'fifth_tile': ''}
    >>> tehai.shanten(tehai.Hand("123m456p789s1122z")).min
    0

Every function takes a :class:`Hand` or MPSZ text (``"123m456p789s11122z"``,
``0`` for a red five). Results are small objects whose ``to_dict()`` is the
JSON object ``tehai <question> --json`` prints for the same hand; errors are
``ValueError`` subclasses (:class:`NotationError`, :class:`HandError`,
:class:`TileCountError`, :class:`ScoreError`) with the command line's
messages.

Batch calls (``shanten_batch``, ``is_win_batch``, ``useful_tiles_batch``)
take a NumPy ``uint8`` array of shape ``(n, 34)`` (one row of tile counts a
hand, index 0 = 1m ... 33 = 7z) and return NumPy arrays; they release the GIL.
NumPy is the optional extra ``numpy`` (``pip install "tehai[numpy]"``):
without it the batch calls raise ``ImportError`` naming that command.
"""

from typing import Union

from ._tehai import (
    Agari,
    Decompositions,
    Discard,
    DiscardTable,
    Hand,
    HandError,
    MeldError,
    NotationError,
    ScoreError,
    Score,
    Shanten,
    TehaiError,
    TileCountError,
    UsefulTiles,
    Waits,
    __version__,
    agari,
    decompose,
    discards,
    efficiency,
    is_win,
    is_win_batch,
    score,
    shanten,
    shanten_batch,
    useful_tiles,
    useful_tiles_batch,
    waits,
)

HandLike = Union[Hand, str]
"""What every function takes: a :class:`Hand` or MPSZ text."""

__all__ = [
    "Agari",
    "Decompositions",
    "Discard",
    "DiscardTable",
    "Hand",
    "HandError",
    "HandLike",
    "MeldError",
    "NotationError",
    "Score",
    "ScoreError",
    "Shanten",
    "TehaiError",
    "TileCountError",
    "UsefulTiles",
    "Waits",
    "agari",
    "decompose",
    "discards",
    "efficiency",
    "is_win",
    "is_win_batch",
    "score",
    "shanten",
    "shanten_batch",
    "useful_tiles",
    "useful_tiles_batch",
    "waits",
]
