"""Riichi mahjong hand analysis, from Rust.

The questions of the ``tehai`` command line on single hands, and batch calls
over NumPy arrays of tile counts::

    >>> import tehai
    >>> tehai.waits("23m456p789s11122z").to_dict()
    {'hand': '23m456p789s11122z', 'waits': '14m', 'fifth_tile': ''}
    >>> tehai.shanten(tehai.Hand("123m456p789s1122z")).min
    0

Every function takes a hand in any notation (:data:`HandLike`): a
:class:`Hand`, MPSZ text (``"123m456p789s11122z"``, ``0`` for a red five),
136-tile ids (``"12 16 20"`` or ``[12, 16, 20]``) or mjai names
(``"4m 5mr E"`` or ``["4m", "5mr", "E"]``); so do the winning tile (also an
int id), indicators, seen tiles and melds (``"pon 5mr 5m 5m"``,
``("pon", [16, 17, 18])``). :func:`tiles` writes tiles as mjai names,
34-kind indices or ids::

    >>> tehai.tiles(tehai.waits("23m456p789s11122z").waits, "mjai")
    ['1m', '4m']
    >>> tehai.Hand([12, 16, 20]).to_mjai()
    ['4m', '5mr', '6m']

Results are small objects whose ``to_dict()`` is the
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

from typing import Sequence, Tuple, Union

from ._tehai import (
    Agari,
    Decompositions,
    Discard,
    DiscardTable,
    FuItem,
    Hand,
    HandError,
    MeldError,
    NotationError,
    OtherReading,
    ScoreError,
    Score,
    Shanten,
    TehaiError,
    TileCountError,
    UsefulTiles,
    Waits,
    YakuItem,
    __version__,
    agari,
    decompose,
    discards,
    efficiency,
    is_win,
    is_win_batch,
    presets,
    replay_file,
    rule_names,
    score,
    shanten,
    shanten_batch,
    tiles,
    useful_tiles,
    useful_tiles_batch,
    waits,
)

HandLike = Union[Hand, str, Sequence[int], Sequence[str]]
"""What every function takes as a hand: a :class:`Hand`, text in any
notation (MPSZ, 136-tile ids, mjai names), or a sequence of 136-tile ids
(ints) or of mjai names (strs)."""

TilesLike = Union[str, Sequence[int], Sequence[str]]
"""Seen tiles and indicators: text in any notation, or a sequence of
136-tile ids or of mjai names."""

RuleValue = Union[bool, int, str, Sequence[Union[bool, int, str]]]
"""A rule option's value (a keyword argument of :func:`score` or a value of
its ``rules`` dict): a bool, an int, a str, or a list or tuple of those."""

MeldLike = Union[str, Tuple[str, TilesLike]]
"""A declared meld: text (``"pon 777z"``, ``"pon 16 17 18"``) or a pair
``(kind, tiles)``."""

__all__ = [
    "Agari",
    "Decompositions",
    "Discard",
    "DiscardTable",
    "FuItem",
    "Hand",
    "HandError",
    "HandLike",
    "MeldError",
    "NotationError",
    "OtherReading",
    "Score",
    "ScoreError",
    "Shanten",
    "TehaiError",
    "TileCountError",
    "UsefulTiles",
    "Waits",
    "YakuItem",
    "agari",
    "decompose",
    "discards",
    "efficiency",
    "is_win",
    "is_win_batch",
    "presets",
    "replay_file",
    "rule_names",
    "score",
    "shanten",
    "shanten_batch",
    "useful_tiles",
    "useful_tiles_batch",
    "tiles",
    "waits",
]
