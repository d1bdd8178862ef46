"""Riichi mahjong hand analysis, from Rust.

Every function takes a hand in any notation (:data:`HandLike`): a
:class:`Hand`, MPSZ text such as ``"123m456p789s11122z"`` (``0`` is a red
five), 136-tile ids, or mjai names. Tiles given anywhere else (the winning
tile, indicators, seen tiles, melds) take the same notations, and
:func:`tiles` writes a result's tiles as mjai names, 34-kind indices or ids. Results have ``to_dict()``,
equal to the JSON object ``tehai <question> --json`` prints for the same
hand. Errors are ``ValueError`` subclasses with the command line's messages.
"""

import os
from typing import Any, Optional, Sequence, Union, final

import numpy as np
import numpy.typing as npt

__version__: str

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

HandLike = Union["Hand", str, Sequence[int], Sequence[str], npt.ArrayLike]
"""What every function takes as a hand: a :class:`Hand`; text in any
notation: MPSZ (``"406m11z"``), 136-tile ids (``"12 16 20"``,
``"[12,16,20]"``) or mjai names (``"4m 5mr E"``, ``'["5mr","E"]'``); a
sequence of 136-tile ids (ints, as :meth:`Hand.from_136`); or a sequence of
mjai names (strs, as :meth:`Hand.from_mjai`)."""

TilesLike = Union[str, Sequence[int], Sequence[str], npt.ArrayLike]
"""Tiles given to a function (seen tiles, indicators): text in any notation,
or a sequence of 136-tile ids or of mjai names."""

RuleValue = Union[bool, int, str, Sequence[Union[bool, int, str]]]
"""A rule option's value: a bool, an int, a str, or a list or tuple of
those (``red_fives=[0, 1, 1]``)."""

MeldLike = Union[str, tuple[str, TilesLike]]
"""A declared meld: text (``"pon 777z"``, ``"pon 5mr 5m 5m"``,
``"pon 16 17 18"``) or a pair ``(kind, tiles)`` such as
``("pon", [16, 17, 18])`` or ``("chi", ["3m", "4m", "5mr"])``."""

class TehaiError(ValueError):
    """Base class of every error tehai raises."""

class NotationError(TehaiError):
    """Text (MPSZ, 136-tile ids, mjai names) or mjai names that are not valid
    notation; the message says why and where."""

class HandError(TehaiError):
    """Counts or 136-tile ids (ints) that do not make a hand (a fifth copy,
    more than 14 tiles, a value out of range, a wrong length, an id given
    again; an id is named with its position). Raised by a batch call,
    it names the first bad row (also in ``row``)."""

    row: int

class TileCountError(TehaiError):
    """The hand's tile count does not fit the question. Raised by a batch
    call, it names the first bad row (also in ``row``)."""

    row: int

class ScoreError(TehaiError):
    """The hand cannot be scored."""

    id: str
    """The command line's error id: ``"no_yaku"``, ``"not_a_winning_hand"``,
    ``"riichi_with_open_hand"``..."""

class MeldError(TehaiError):
    """A declared meld that cannot be read or is not a meld, or more than four
    melds. (Melds that leave no room for the hand raise ``TileCountError``; a
    fifth copy counting them, ``HandError``.)"""

@final
class Hand:
    """A concealed hand of at most 14 tiles; red fives are kept.

    Two hands are equal when they hold the same tiles and red fives.
    ``str(hand)`` is the canonical MPSZ text (``"05m123p"``).
    """

    def __new__(cls, text: HandLike) -> "Hand":
        """A hand in any notation (:data:`HandLike`): MPSZ text
        (``"123m456p789s11122z"``, ``0`` = red five), 136-tile ids as text
        or ints, mjai names as text or strs, or a :class:`Hand`.

        Raises:
            NotationError: text or mjai names that are not valid notation.
            HandError: 136-tile ids (ints) that make no hand, as
                :meth:`from_136`.
        """
    @staticmethod
    def from_text(text: str) -> "Hand":
        """A hand from text in any notation: MPSZ (``"406m11z"``), 136-tile
        ids (``"12 16 20"``, ``"[12,16,20]"``) or mjai names (``"4m 5mr E"``,
        ``'["5mr","E"]'``).

        Raises:
            NotationError: the text is not valid notation.
        """
    @staticmethod
    def from_mjai(names: Sequence[str]) -> "Hand":
        """A hand from mjai names (``["4m", "5mr", "E"]``): ``1m`` to
        ``9s``, ``5mr`` ``5pr`` ``5sr`` for the red fives, ``E S W N P F C``.

        Raises:
            NotationError: a name that is no tile (its position named), more
                than four of a kind or more than 14 tiles.
        """
    @staticmethod
    def from_counts(counts: Union[Sequence[int], npt.ArrayLike]) -> "Hand":
        """A hand from 34 tile counts in index order (1m..9m, 1p..9p, 1s..9s,
        1z..7z): a list, a tuple or a NumPy array.

        Raises:
            HandError: a wrong length, a negative count, a fifth copy or more
                than 14 tiles.
        """
    @staticmethod
    def from_136(ids: Union[Sequence[int], npt.ArrayLike]) -> "Hand":
        """A hand from 136-tile ids (Tenhou logs, Python ``mahjong``):
        ``id // 4`` is the kind, and ids 16, 52 and 88 (copy 0 of 5m, 5p, 5s)
        are the red fives.

        Raises:
            HandError: an id outside 0..135 or an id given again (each named
                with its position), or more than 14 tiles.
        """
    def counts(self) -> list[int]:
        """The 34 tile counts in index order (red fives count as fives)."""
    def to_136(self) -> list[int]:
        """The 136-tile ids in canonical order (copy 0 of a five is the red
        one, plain fives from copy 1); :meth:`from_136` gives the hand back.

        Raises:
            NotationError: four plain fives of a suit, which have no ids.
        """
    def to_mjai(self) -> list[str]:
        """The mjai names in canonical order (``"5mr"`` before plain fives)."""
    @property
    def tile_count(self) -> int:
        """The number of tiles."""
    @property
    def red_fives(self) -> tuple[int, int, int]:
        """Red fives of each number suit: (man, pin, sou)."""
    def __len__(self) -> int: ...
    def __eq__(self, value: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Decompositions:
    """Every regular decomposition of a hand, and its special forms.

    ``to_dict()`` is ``tehai decompose --json``'s object."""

    @property
    def hand(self) -> str:
        """The hand in canonical notation (red fives as ``0``)."""
    @property
    def decompositions(self) -> list[list[str]]:
        """Each decomposition as blocks such as ``["123m", "444m", "55m",
        "888m", "999m"]``; red fives are written into blocks (``"406m"``)."""
    @property
    def seven_pairs(self) -> bool:
        """The hand is seven distinct pairs (chiitoitsu)."""
    @property
    def thirteen_orphans(self) -> bool:
        """The hand is thirteen orphans (kokushi musou)."""
    def __len__(self) -> int:
        """The number of regular decompositions."""
    def to_dict(self) -> dict:
        """``{"hand", "decompositions", "seven_pairs", "thirteen_orphans"}``."""
    def __copy__(self) -> "Decompositions":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "Decompositions":
        """The result itself: it never changes."""

@final
class Agari:
    """Whether a hand is complete, form by form; ``bool(result)`` is
    ``result.agari``. ``to_dict()`` is ``tehai agari --json``'s object."""

    @property
    def hand(self) -> str: ...
    @property
    def agari(self) -> bool:
        """Complete in any form."""
    @property
    def regular(self) -> bool:
        """Complete as melds and one pair."""
    @property
    def seven_pairs(self) -> bool: ...
    @property
    def thirteen_orphans(self) -> bool: ...
    def __bool__(self) -> bool: ...
    def to_dict(self) -> dict:
        """``{"hand", "agari", "regular", "seven_pairs", "thirteen_orphans"}``."""
    def __copy__(self) -> "Agari":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "Agari":
        """The result itself: it never changes."""

@final
class Waits:
    """The waits of a ``3N+1``-tile hand. ``to_dict()`` is
    ``tehai waits --json``'s object."""

    @property
    def hand(self) -> str: ...
    @property
    def waits(self) -> str:
        """The kinds that complete the hand, in MPSZ (``"14m7p"``; ``""``);
        ``tiles(waits.mask, "index")`` or ``"mjai"`` for the others."""
    @property
    def fifth_tile(self) -> str:
        """Kinds that would complete the hand only as a fifth copy."""
    @property
    def tenpai(self) -> bool:
        """At least one real wait."""
    @property
    def mask(self) -> int:
        """The waits as a bit mask: bit ``i`` is tile index ``i``."""
    def to_dict(self) -> dict:
        """``{"hand", "waits", "fifth_tile"}``."""
    def __copy__(self) -> "Waits":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "Waits":
        """The result itself: it never changes."""

@final
class Shanten:
    """Shanten numbers (``-1`` complete, ``0`` tenpai); ``int(result)`` is
    ``result.min``. ``to_dict()`` is ``tehai shanten --json``'s object, where
    the least shanten is ``"shanten"``."""

    @property
    def hand(self) -> str: ...
    @property
    def min(self) -> int:
        """The least shanten over the forms that apply (``"shanten"`` in
        ``to_dict()``)."""
    @property
    def regular(self) -> int: ...
    @property
    def seven_pairs(self) -> Optional[int]:
        """``None`` for fewer than 13 tiles (declared melds)."""
    @property
    def thirteen_orphans(self) -> Optional[int]:
        """``None`` for fewer than 13 tiles (declared melds)."""
    def __int__(self) -> int: ...
    def to_dict(self) -> dict:
        """``{"hand", "shanten", "regular", "seven_pairs", "thirteen_orphans"}``."""
    def __copy__(self) -> "Shanten":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "Shanten":
        """The result itself: it never changes."""

@final
class UsefulTiles:
    """The useful tiles of a ``3N+1``-tile hand. ``to_dict()`` is
    ``tehai efficiency --json``'s object for such a hand."""

    @property
    def hand(self) -> str: ...
    @property
    def shanten(self) -> int:
        """The hand's shanten (least over the forms that apply)."""
    @property
    def useful(self) -> str:
        """The kinds whose draw lowers the shanten, in MPSZ;
        ``tiles(useful.mask, "index")`` or ``"mjai"`` for the others."""
    @property
    def useful_count(self) -> int:
        """Unseen copies of the useful kinds, summed."""
    @property
    def mask(self) -> int:
        """The useful kinds as a bit mask: bit ``i`` is tile index ``i``."""
    def to_dict(self) -> dict:
        """``{"hand", "shanten", "useful", "useful_count"}``."""
    def __copy__(self) -> "UsefulTiles":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "UsefulTiles":
        """The result itself: it never changes."""

@final
class Discard:
    """One row of a discard table."""

    @property
    def tile(self) -> str:
        """The tile thrown (``"7z"``)."""
    @property
    def shanten(self) -> int:
        """The shanten of the hand left."""
    @property
    def useful(self) -> str:
        """The kinds whose draw then lowers it, in MPSZ;
        ``tiles(row.mask, "index")`` or ``"mjai"`` for the others."""
    @property
    def useful_count(self) -> int:
        """Unseen copies of those kinds (the thrown copy counts as seen)."""
    @property
    def mask(self) -> int:
        """The useful kinds as a bit mask."""
    def to_dict(self) -> dict:
        """``{"tile", "shanten", "useful", "useful_count"}``."""
    def __copy__(self) -> "Discard":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "Discard":
        """The result itself: it never changes."""

@final
class DiscardTable:
    """The discard table of a ``3N+2``-tile hand, best row first.
    ``to_dict()`` is ``tehai efficiency --json``'s object for such a hand."""

    @property
    def hand(self) -> str: ...
    @property
    def shanten(self) -> int:
        """The shanten of the hand itself (``-1`` when complete)."""
    @property
    def discards(self) -> list[Discard]:
        """The rows: least shanten, then most unseen useful copies, then
        tile order."""
    def __len__(self) -> int: ...
    def to_dict(self) -> dict:
        """``{"hand", "shanten", "discards": [{"tile", "shanten", "useful",
        "useful_count"}, ...]}``."""
    def __copy__(self) -> "DiscardTable":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "DiscardTable":
        """The result itself: it never changes."""

@final
class Score:
    """The score of the best reading of a winning hand. ``to_dict()`` is
    ``tehai score --json``'s object."""

    @property
    def han(self) -> int:
        """The han (a yakuman hand: 13 times its multiple)."""
    @property
    def fu(self) -> int: ...
    @property
    def yaku(self) -> dict[str, int]:
        """Each yaku id with its han; dora entries with their count."""
    @property
    def main(self) -> int:
        """Ron: what the discarder pays; dealer's tsumo: what each player
        pays; non-dealer's tsumo: what the dealer pays (honba included)."""
    @property
    def additional(self) -> int:
        """Non-dealer's tsumo: what each other non-dealer pays; else 0."""
    @property
    def total(self) -> int:
        """Everything the winner receives, riichi sticks included."""
    @property
    def limit(self) -> str:
        """``""``, ``"mangan"``, ``"kiriage mangan"``, ``"haneman"``,
        ``"baiman"``, ``"sanbaiman"``, ``"kazoe yakuman"``, ``"yakuman"``,
        ``"2x yakuman"`` ... ``"6x yakuman"``."""
    @property
    def reading(self) -> list[str]:
        """The reading scored, as blocks (``["234m", "567m", ...]``)."""
    @property
    def wait(self) -> str:
        """``"ryanmen"``, ``"kanchan"``, ``"penchan"``, ``"shanpon"`` or
        ``"tanki"``."""
    @property
    def kita(self) -> int:
        """The north tiles set aside (kita) counted as dora; 0 with four
        players."""
    @property
    def payments(self) -> Optional[tuple[int, int, int, int]]:
        """What each seat pays, East to North (the winner and an absent
        north seat 0), liability (pao) applied; ``None`` for a ron whose
        ``discarder`` was not given."""
    @property
    def fu_items(self) -> tuple["FuItem", ...]:
        """The fu item by item, in sheet order (base or seven pairs,
        concealed ron or tsumo, sets, pair, wait, open-hand minimum,
        rounding up); their ``fu`` add up to :attr:`fu`."""
    @property
    def yaku_items(self) -> tuple["YakuItem", ...]:
        """Each yaku with its han, Tenhou and Mahjong Soul numbers and
        names."""
    @property
    def other_readings(self) -> tuple["OtherReading", ...]:
        """The hand's other readings that score, best first; empty when it
        reads one way only."""
    def __eq__(self, value: object, /) -> bool: ...
    def to_dict(self) -> dict:
        """``{"han", "fu", "yaku", "main", "additional", "total", "limit",
        "reading", "wait", "payments", "fu_items", "yaku_items",
        "other_readings"}``."""
    def __copy__(self) -> "Score":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "Score":
        """The result itself: it never changes."""

@final
class FuItem:
    """One fu item of a :class:`Score` (``Score.fu_items``)."""

    @property
    def reason(self) -> str:
        """``"base"``, ``"seven_pairs"``, ``"closed_ron"``, ``"tsumo"``,
        ``"set"``, ``"wait"``, ``"pair"``, ``"open_minimum"`` or
        ``"rounding"``."""
    @property
    def fu(self) -> int:
        """Its fu."""
    @property
    def tiles(self) -> Optional[str]:
        """The block or meld that earns it in MPSZ (``"777m"``,
        ``"pon 666z"``), or ``None``."""
    @property
    def detail(self) -> tuple[str, ...]:
        """Why, in words (``("concealed", "triplet", "simples")``)."""
    @property
    def text(self) -> str:
        """The item as a sheet writes it."""
    def __eq__(self, value: object, /) -> bool: ...
    def to_dict(self) -> dict:
        """``{"reason", "fu", "tiles", "detail", "text"}``: an item of
        ``fu_items`` in ``tehai score --json``."""
    def __copy__(self) -> "FuItem":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "FuItem":
        """The result itself: it never changes."""

@final
class YakuItem:
    """One yaku of a :class:`Score` (``Score.yaku_items``)."""

    @property
    def id(self) -> str:
        """The yaku's id, a key of ``Score.yaku``."""
    @property
    def han(self) -> int:
        """Its han in this hand."""
    @property
    def tenhou(self) -> Optional[int]:
        """Tenhou's number for it, or ``None``."""
    @property
    def mahjong_soul(self) -> Optional[int]:
        """Mahjong Soul's number for it, or ``None``."""
    @property
    def japanese(self) -> str:
        """The Japanese name."""
    @property
    def romaji(self) -> str:
        """The name in romaji."""
    @property
    def english(self) -> str:
        """The English name."""
    @property
    def chinese(self) -> str:
        """The Chinese name."""
    def __eq__(self, value: object, /) -> bool: ...
    def to_dict(self) -> dict:
        """``{"id", "han", "tenhou", "mahjong_soul", "japanese", "romaji",
        "english", "chinese"}``: an item of ``yaku_items`` in
        ``tehai score --json``."""
    def __copy__(self) -> "YakuItem":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "YakuItem":
        """The result itself: it never changes."""

@final
class OtherReading:
    """Another reading of a scored hand (``Score.other_readings``) and what
    it would have scored."""

    @property
    def han(self) -> int:
        """The han."""
    @property
    def fu(self) -> int:
        """The fu."""
    @property
    def yaku(self) -> dict[str, int]:
        """Each yaku id with its han."""
    @property
    def total(self) -> int:
        """Everything the winner would receive."""
    @property
    def limit(self) -> str:
        """The limit's name (``""``, ``"mangan"`` ...)."""
    @property
    def reading(self) -> list[str]:
        """The reading's blocks, then its melds."""
    @property
    def wait(self) -> str:
        """The wait it is scored with."""
    def __eq__(self, value: object, /) -> bool: ...
    def to_dict(self) -> dict:
        """``{"han", "fu", "yaku", "total", "limit", "reading", "wait"}``:
        an item of ``other_readings`` in ``tehai score --json``."""
    def __copy__(self) -> "OtherReading":
        """The result itself: it never changes."""
    def __deepcopy__(self, memo: Any, /) -> "OtherReading":
        """The result itself: it never changes."""

def decompose(hand: HandLike, /) -> Decompositions:
    """Every block decomposition of a ``3N`` or ``3N+2``-tile hand.

    Raises:
        NotationError: bad text.
        TileCountError: a ``3N+1``-tile hand.
    """

def is_win(hand: HandLike, /) -> bool:
    """``True`` if the hand is complete (any form); ``3N+1`` tiles never are.

    Raises:
        NotationError: bad text.
        TileCountError: a ``3N``-tile hand.
    """

def agari(hand: HandLike, /) -> Agari:
    """Whether the hand is complete, form by form (``tehai agari``).

    Raises:
        NotationError: bad text.
        TileCountError: a ``3N``-tile hand.
    """

def waits(
    hand: HandLike,
    *,
    players: int = 4,
    seen: Optional[TilesLike] = None,
    melds: Optional[Sequence[MeldLike]] = None,
) -> Waits:
    """The tiles that complete a ``3N+1``-tile hand, fifth-copy waits apart.

    ``players``, ``seen`` and ``melds`` describe the table as for
    :func:`useful_tiles`: a wait whose four copies are all in the hand, the
    melds and the seen tiles is a fifth-tile wait.

    Raises:
        NotationError: bad text.
        TileCountError: unless the hand holds ``3N+1`` tiles.
        MeldError, HandError: as for :func:`useful_tiles`.
    """

def shanten(
    hand: HandLike,
    *,
    players: int = 4,
    seen: Optional[TilesLike] = None,
    melds: Optional[Sequence[MeldLike]] = None,
) -> Shanten:
    """Shanten of a ``3N+1`` or ``3N+2``-tile hand, overall and per form.

    ``players``, ``seen`` and ``melds`` describe the table as for
    :func:`useful_tiles` (a form that cannot be completed with the copies
    left reports 127).

    Raises:
        NotationError: bad text.
        TileCountError: a ``3N``-tile hand.
        MeldError, HandError: as for :func:`useful_tiles`.
    """

def shanten_batch(
    counts: npt.NDArray[np.uint8], *, players: int = 4, threads: Optional[int] = None
) -> npt.NDArray[np.int8]:
    """Shanten (the minimum over the forms) of each row of a ``uint8`` array
    of shape ``(n, 34)``; an ``int8`` array of length ``n``. ``players`` is
    4 or 3 (no 2m to 8m).

    Runs without the GIL, on ``threads`` threads (default: every core) for
    large arrays.

    Raises:
        ImportError: NumPy cannot be imported (``pip install "tehai[numpy]"``).
        TypeError: not a ``uint8`` array.
        ValueError: not of shape ``(n, 34)``, or ``threads`` < 1.
        HandError: a row with a fifth copy or more than 14 tiles.
        TileCountError: a ``3N``-tile row. The first bad row is named in the
            message and in ``row``.
    """

def is_win_batch(
    counts: npt.NDArray[np.uint8], *, threads: Optional[int] = None
) -> npt.NDArray[np.bool_]:
    """The win check of each row of a ``uint8`` array of shape ``(n, 34)``;
    a ``bool`` array of length ``n`` (``3N+1``-tile rows are ``False``).

    Runs without the GIL, on ``threads`` threads (default: every core) for
    large arrays.

    Raises:
        ImportError: NumPy cannot be imported (``pip install "tehai[numpy]"``).
        TypeError: not a ``uint8`` array.
        ValueError: not of shape ``(n, 34)``, or ``threads`` < 1.
        HandError: a row with a fifth copy or more than 14 tiles.
        TileCountError: a ``3N``-tile row. The first bad row is named in the
            message and in ``row``.
    """

def useful_tiles(
    hand: HandLike,
    *,
    players: int = 4,
    seen: Optional[TilesLike] = None,
    melds: Optional[Sequence[MeldLike]] = None,
) -> UsefulTiles:
    """The useful tiles of a ``3N+1``-tile hand and their unseen count.

    Args:
        players: 4, or 3 (no 2m to 8m).
        seen: the tiles seen outside the hand (discards, dora indicators,
            other players' melds), in any notation: ``"1155m7z"``,
            ``"1m 1m E"``, ``[0, 1, 132]``, ``["1m", "E"]``.
        melds: the hand's declared melds, such as ``["pon 777z"]``,
            ``["pon 5mr 5m 5m"]`` or ``[("pon", [16, 17, 18])]``.

    Raises:
        NotationError: bad text.
        TileCountError: unless the hand holds ``3N+1`` tiles.
        MeldError: a bad meld.
        HandError: more than four copies of a kind in all, or 2m..8m with
            three players.
    """

def discards(
    hand: HandLike,
    *,
    players: int = 4,
    seen: Optional[TilesLike] = None,
    melds: Optional[Sequence[MeldLike]] = None,
) -> DiscardTable:
    """The discard table of a ``3N+2``-tile hand (arguments and errors as
    :func:`useful_tiles`; ``TileCountError`` unless ``3N+2`` tiles)."""

def efficiency(
    hand: HandLike,
    *,
    players: int = 4,
    seen: Optional[TilesLike] = None,
    melds: Optional[Sequence[MeldLike]] = None,
) -> Union[UsefulTiles, DiscardTable]:
    """``tehai efficiency``: :func:`useful_tiles` for a ``3N+1``-tile hand,
    :func:`discards` for a ``3N+2``-tile hand."""

def useful_tiles_batch(
    counts: npt.NDArray[np.uint8], *, players: int = 4, threads: Optional[int] = None
) -> npt.NDArray[np.uint64]:
    """The useful tiles of each row (a ``3N+1``-tile hand) of a ``uint8``
    array of shape ``(n, 34)``: a ``uint64`` array of bit masks, bit ``i``
    set when tile index ``i`` is useful.
    ``(masks[:, None] >> np.arange(34, dtype=np.uint64)) & 1`` gives an
    ``(n, 34)`` array of 0/1.

    Runs without the GIL, on ``threads`` threads (default: every core) for
    large arrays.

    Raises:
        ImportError: NumPy cannot be imported (``pip install "tehai[numpy]"``).
        TypeError: not a ``uint8`` array.
        ValueError: not of shape ``(n, 34)``; ``players`` not 3 or 4;
            ``threads`` < 1.
        HandError: a row with a fifth copy, more than 14 tiles, or 2m..8m
            with three players.
        TileCountError: a row that is not ``3N+1`` tiles. The first bad row
            is named in the message and in ``row``.
    """

def score(
    hand: Union[HandLike, dict[str, Any]],
    context: Optional[dict[str, Any]] = None,
    *,
    win: Optional[Union[str, int]] = None,
    melds: Optional[Sequence[MeldLike]] = None,
    tsumo: Optional[bool] = None,
    riichi: Optional[bool] = None,
    double_riichi: Optional[bool] = None,
    ippatsu: Optional[bool] = None,
    rinshan: Optional[bool] = None,
    chankan: Optional[bool] = None,
    haitei: Optional[bool] = None,
    houtei: Optional[bool] = None,
    tenhou: Optional[bool] = None,
    chiihou: Optional[bool] = None,
    seat_wind: Optional[str] = None,
    round_wind: Optional[str] = None,
    dora_indicators: Optional[TilesLike] = None,
    ura_indicators: Optional[TilesLike] = None,
    honba: Optional[int] = None,
    riichi_sticks: Optional[int] = None,
    kita: Optional[int] = None,
    renhou: Optional[bool] = None,
    open_riichi: Optional[bool] = None,
    sashikomi: Optional[bool] = None,
    paarenchan: Optional[bool] = None,
    liable: Optional[str] = None,
    discarder: Optional[str] = None,
    rules: Optional[Union[str, dict[str, RuleValue]]] = None,
    **options: Optional[RuleValue],
) -> Score:
    """Scores a winning hand: yaku, han, fu and payments of the best reading.

    ``hand`` holds the concealed tiles including the winning tile (a
    :data:`HandLike`: a :class:`Hand`, text in any notation, or a sequence
    of 136-tile ids or of mjai names), or is a whole ``tehai score --json``
    input object (a dict with ``"hand"``, its fields taking the same
    values). The win context is ``context`` (a dict of the command line's
    JSON fields) updated by the keyword arguments (``None`` leaves a field
    as it is). Defaults as on the command line: flags ``False``, winds
    ``"1z"``, indicators none, counts 0; ``win`` (the winning tile: MPSZ
    ``"5p"``, mjai ``"5pr"``, or an int, a 136-tile id) has none.
    Indicators are tiles in any notation (:data:`TilesLike`); each meld a
    :data:`MeldLike`. ``kita`` counts the north tiles set aside (three
    players); ``renhou``, ``open_riichi``, ``sashikomi`` and ``paarenchan``
    are flags of the win; ``liable`` (the seat liable for a yakuman, pao)
    and ``discarder`` (the seat that dealt a ron's tile) are winds
    ``"1z"`` to ``"4z"``; with ``discarder`` a ron's ``payments`` are known.

    ``rules`` is a preset's name (:func:`presets`; ``"tenhou"`` by
    default) or a dict, the JSON form (``{"preset": "wrc", "kiriage":
    True}``). Every other keyword argument is a rule option
    (:func:`rule_names`) over those rules, a :data:`RuleValue`:
    ``score(hand, win="5p", rules="mahjongsoul-3p", kiriage=True)``,
    ``red_fives=[0, 1, 1]``, ``double_yakuman=["daisuushii"]``. The rule
    options ``renhou``, ``open_riichi`` and ``paarenchan`` share their
    names with the context keywords, so they are given in the ``rules``
    dict (``rules={"preset": "wrc", "renhou": "yakuman"}``).

    Raises:
        ScoreError: the hand cannot be scored; ``error.id`` is the command
            line's id: ``"no_yaku"``, ``"not_a_winning_hand"``, one per
            impossible situation (``"riichi_with_open_hand"``...), and for
            the input ``"bad_hand"``, ``"bad_win"``, ``"bad_meld"``,
            ``"too_many_melds"``, ``"bad_wind"``, ``"bad_indicators"``,
            ``"too_many_indicators"``, ``"bad_json"`` (a dict field of the
            wrong type, or unknown), and for the rules ``"unknown_preset"``,
            ``"unknown_rule"`` (also an unknown keyword argument),
            ``"invalid_rule_value"`` and ``"repeated_rule"`` (one option
            under two names in the dict, ``aka_dora`` and ``red_fives``).
        TypeError: ``context`` not a dict, or a keyword given twice.
    """

def presets() -> list[str]:
    """The names of the rule presets, the default first: ``["tenhou",
    "tenhou-3p", "mahjongsoul", "mahjongsoul-3p", "wrc", "ema",
    "mleague"]``."""

def replay_file(
    path: Union[str, "os.PathLike[str]"],
    /,
    *,
    verify: bool = True,
    rows: bool = True,
    exact: bool = False,
    ev: Optional[int] = None,
) -> dict[str, Any]:
    """Replays one game-record file (Tenhou mjlog XML, tenhou.net/6 JSON or
    mjai JSON lines, plain or gzip; one game or many), without the GIL.

    Returns a dict: ``"summary"`` (counts: ``files``, ``games``, ``rounds``,
    ``wins``, ``verified``, ``disagreements``, ``decisions``, ``errors``,
    ``bytes``), ``"disagreements"`` (a line per recorded win that does not
    verify), ``"errors"`` (a line per game skipped) and, with ``rows``,
    ``"rows"``: a dict of NumPy arrays, one per column of the decision rows
    (``game``, ``round_wind``, ``round_number``, ``honba``, ``turn``,
    ``seat``, ``wall_left``, ``hand`` and ``melds`` as ``(n, 34)`` counts,
    ``red_fives`` ``(n, 3)``, ``meld_count``, ``shanten``, ``discard`` (a
    34-kind index), ``discard_red``, ``tsumogiri``, ``riichi``,
    ``discard_shanten``, ``useful`` (a ``uint64`` bit set of kinds),
    ``useful_count``, ``best``, ``best_useful_count``, ``rank``,
    ``options``, ``tenpai``), which pandas, polars and pyarrow take as they
    are. ``exact`` counts useful tiles with the seen copies out of play
    (about 35 times slower). ``ev=N`` (0 to 3) gives the rows whose hand is
    at most ``N`` shanten the expected-value figures: ``ev_draws`` (the
    horizon: the seat's draws left), ``ev``, ``ev_win`` and ``ev_tenpai`` of
    the discard made, ``ev_best`` (a kind, with ``ev_best_red``),
    ``ev_best_value`` and ``ev_rank``; other rows have NaN there and 0 in
    ``ev_draws`` and ``ev_rank``. An analysis costs about 2 ms at one
    shanten, 20 ms at two.

    Raises:
        OSError: the file cannot be read.
        ValueError: ``ev`` outside 0 to 3.
        ImportError: ``rows`` without NumPy (``pip install "tehai[numpy]"``).
    """

def rule_names() -> list[str]:
    """The names of the rule options (keyword arguments of :func:`score`
    and keys of its ``rules`` dict): ``["players", "red_fives",
    "open_tanyao", ...]``."""

def tiles(
    tiles: Union["Hand", TilesLike, int], notation: str = "mjai"
) -> Union[list[str], list[int], str]:
    """Tiles written in a notation.

    ``tiles`` is a :class:`Hand`, text in any notation (a result's ``waits``,
    ``useful``, a discard's ``tile``), a sequence of 136-tile ids or of mjai
    names, or an int: a bit mask of kinds (a result's ``mask``). Text of more
    tiles than a hand holds is read as counts, red fives as plain fives.

    ``notation``: ``"mjai"`` gives a list of mjai names (``"5mr"``, ``"E"``);
    ``"index"`` a list of 34-kind indices (0 = 1m ... 33 = 7z, red fives as
    fives); ``"ids"`` a list of 136-tile ids (tiles held: at most 14, not a
    mask); ``"mpsz"`` the canonical text. Tiles come in index order, a suit's
    red fives first.

    >>> tiles(waits("23m456p789s11122z").waits, "index")
    [0, 3]

    Raises:
        NotationError: bad text, names or ids, a mask beyond bit 33, or
            ``"ids"`` of four plain fives of a suit.
        HandError: ``"ids"`` of a mask or of more tiles than a hand.
        ValueError: an unknown notation.
    """
