//! `tehai` for Python: the questions of the `tehai` command line (decompose,
//! agari, waits, shanten, efficiency, score) on single hands, and batch
//! calls over NumPy arrays of tile counts.
//!
//! Built by maturin (`pip install ./python`) as the extension module
//! `tehai._tehai`; the package around it (`python/tehai/`) re-exports it and
//! holds the type stubs (`__init__.pyi`). Every result's `to_dict()` is the
//! command line's `--json` object for the same hand, and every error message
//! is the command line's. The tests are in `python/tests` (pytest, against
//! the installed wheel and the `tehai` program).

mod batch;
mod errors;
mod hand;
mod keywords;
mod lite;
mod one_argument;
mod results;
mod scoring;
mod useful;

use numpy::PyArray1;
use pyo3::prelude::*;
use tehai::{ParsedHand, TileCountError as CoreTileCountError};

use crate::batch::{RowFailure, row_hand};
use crate::errors::{TileCountError, neither_complete_nor_waiting};
use crate::hand::{hand_argument, with_hand};
use crate::keywords::{Signature, Slots, argument, keyword_function};
use crate::one_argument::one_argument_function;
use crate::results::{PyAgari, PyDecompositions, PyShanten, PyWaits};
use crate::useful::{PyDiscard, PyDiscardTable, PyUsefulTiles, context_error, read_table};

fn tile_count_error(error: CoreTileCountError) -> PyErr {
    TileCountError::new_err(error.to_string())
}

/// The command line's check before the win check: a `3N`-tile
/// hand is neither complete nor waiting.
fn require_not_multiple_of_three(parsed: &ParsedHand) -> PyResult<()> {
    let tiles = parsed.hand.tile_count();
    if tiles % 3 == 0 {
        return Err(TileCountError::new_err(neither_complete_nor_waiting(tiles)));
    }
    Ok(())
}

/// The parameters of the questions asked of a hand at a table: `(hand, *,
/// players=4, seen=None, melds=None)`.
const fn table_signature(name: &'static str) -> Signature<4> {
    Signature::new(name, [c"hand", c"players", c"seen", c"melds"], 1, 1)
}

/// The arguments of a question asked at a table, read from their slots
/// (see [`table_signature`]); `None` stands for a `seen` or `melds` not
/// given or given as `None`.
struct TableArguments<'py> {
    hand: Bound<'py, PyAny>,
    players: u8,
    seen: Option<Bound<'py, PyAny>>,
    melds: Option<Bound<'py, PyAny>>,
}

impl<'py> TableArguments<'py> {
    fn read(py: Python<'py>, signature: &Signature<4>, slots: &Slots<4>) -> PyResult<Self> {
        // SAFETY: the slots were bound for this call and live through it.
        let [hand, players, seen, melds] = slots.map(|slot| unsafe { argument(py, slot) });
        let Some(hand) = hand else {
            return Err(keywords::missing(signature));
        };
        let players = match players {
            None => 4,
            Some(players) => players.extract::<u8>().map_err(|error| {
                let message = format!("argument 'players': {}", error.value(py));
                PyErr::from_type(error.get_type(py), message)
            })?,
        };
        let not_none = |value: Option<Bound<'py, PyAny>>| value.filter(|value| !value.is_none());
        Ok(TableArguments {
            hand,
            players,
            seen: not_none(seen),
            melds: not_none(melds),
        })
    }
}

// The one-hand questions below are `METH_O` functions (see one_argument.rs
// for why); their Python docstrings are the C strings, which start with the
// text signature.

fn decompose<'py>(hand: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    with_hand(hand, |parsed| {
        lite::make_object(hand.py(), || {
            let set = tehai::decompose(&parsed.hand).map_err(tile_count_error)?;
            Ok(PyDecompositions {
                parsed: *parsed,
                set,
            })
        })
    })
}

one_argument_function!(
    DECOMPOSE,
    decompose_o,
    c"decompose",
    c"decompose(hand, /)
--

Every block decomposition of a hand of ``3N`` or ``3N+2`` tiles, and
whether it is also seven pairs or thirteen orphans.

``hand`` is a :class:`Hand` or MPSZ text. Raises ``NotationError`` for bad
text and ``TileCountError`` for a ``3N+1``-tile hand.",
    decompose
);

fn is_win(hand: &Bound<'_, PyAny>) -> PyResult<bool> {
    with_hand(hand, |parsed| {
        require_not_multiple_of_three(parsed)?;
        Ok(tehai::is_win(&parsed.hand))
    })
}

one_argument_function!(
    IS_WIN,
    is_win_o,
    c"is_win",
    c"is_win(hand, /)
--

``True`` if the hand is complete (regular form, seven pairs or thirteen
orphans). A ``3N+1``-tile hand is never complete.

``hand`` is a :class:`Hand` or MPSZ text. Raises ``NotationError`` for bad
text and ``TileCountError`` for a ``3N``-tile hand.",
    is_win
);

fn agari<'py>(hand: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    with_hand(hand, |parsed| {
        require_not_multiple_of_three(parsed)?;
        lite::make_object(hand.py(), || {
            Ok(PyAgari {
                parsed: *parsed,
                forms: tehai::win_forms(&parsed.hand),
            })
        })
    })
}

one_argument_function!(
    AGARI,
    agari_o,
    c"agari",
    c"agari(hand, /)
--

Whether the hand is complete, form by form (``tehai agari``).

``hand`` is a :class:`Hand` or MPSZ text. Raises ``NotationError`` for bad
text and ``TileCountError`` for a ``3N``-tile hand.",
    agari
);

fn waits_body<'py>(py: Python<'py>, slots: &Slots<4>) -> PyResult<Bound<'py, PyAny>> {
    let TableArguments {
        hand,
        players,
        seen,
        melds,
    } = TableArguments::read(py, &TABLE_WAITS, slots)?;
    let (hand, seen, melds) = (&hand, seen.as_ref(), melds.as_ref());
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    lite::make_object(py, || {
        let waits = if table.is_plain() {
            tehai::waits(&parsed.hand).map_err(tile_count_error)?
        } else {
            tehai::waits_with(&parsed.hand, &table.context()).map_err(context_error)?
        };
        Ok(PyWaits { parsed, waits })
    })
}

keyword_function!(
    WAITS,
    waits_fast,
    waits_classic,
    TABLE_WAITS,
    c"waits",
    c"waits(hand, *, players=4, seen=None, melds=None)
--

The tiles that complete a ``3N+1``-tile hand, fifth-copy waits apart.

``hand`` is a :class:`Hand` or MPSZ text. ``players``, ``seen`` and
``melds`` describe the table as for :func:`useful_tiles`: a wait on a
kind whose four copies are all in the hand, the melds and the seen tiles
is a fifth-tile wait. Raises ``NotationError`` for bad text,
``TileCountError`` unless the hand holds ``3N+1`` tiles, and as
:func:`useful_tiles` does for the table.",
    waits_body
);
static TABLE_WAITS: Signature<4> = table_signature("waits");

fn shanten_body<'py>(py: Python<'py>, slots: &Slots<4>) -> PyResult<Bound<'py, PyAny>> {
    let TableArguments {
        hand,
        players,
        seen,
        melds,
    } = TableArguments::read(py, &TABLE_SHANTEN, slots)?;
    let (hand, seen, melds) = (&hand, seen.as_ref(), melds.as_ref());
    with_hand(hand, |parsed| {
        lite::make_object(py, || {
            let numbers = if players == 4 && seen.is_none() && melds.is_none() {
                tehai::shanten(&parsed.hand).map_err(tile_count_error)?
            } else {
                let table = read_table(players, seen, melds)?;
                tehai::shanten_with(&parsed.hand, &table.context()).map_err(context_error)?
            };
            Ok(PyShanten {
                parsed: *parsed,
                numbers,
            })
        })
    })
}

keyword_function!(
    SHANTEN,
    shanten_fast,
    shanten_classic,
    TABLE_SHANTEN,
    c"shanten",
    c"shanten(hand, *, players=4, seen=None, melds=None)
--

Shanten numbers of a ``3N+1`` or ``3N+2``-tile hand: the minimum and
each form (``-1`` complete, ``0`` tenpai).

``hand`` is a :class:`Hand` or MPSZ text. ``players``, ``seen`` and
``melds`` describe the table as for :func:`useful_tiles`: copies out of
play cannot complete the hand (a form that cannot be completed at all
reports 127). Raises ``NotationError`` for bad text, ``TileCountError``
for a ``3N``-tile hand, and as :func:`useful_tiles` does for the table.",
    shanten_body
);
static TABLE_SHANTEN: Signature<4> = table_signature("shanten");

/// Shanten (the minimum over the forms) of every row of a NumPy ``uint8``
/// array of shape ``(n, 34)``: an ``int8`` array of ``n`` numbers.
///
/// ``players`` is 4 or 3 (no 2m to 8m). Runs without the GIL, on
/// ``threads`` threads (default: every core) for large arrays. A row that is
/// not a ``3N+1`` or ``3N+2``-tile hand (or holds 2m..8m with three
/// players) raises ``HandError`` or ``TileCountError`` naming the first such
/// row (also in the exception's ``row`` attribute).
#[pyfunction]
#[pyo3(signature = (counts, *, players = 4, threads = None))]
fn shanten_batch<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    players: u8,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    let table = read_table(players, None, None)?;
    if table.is_plain() {
        return batch::run(py, counts, threads, |row| {
            tehai::shanten(&row_hand(row)?)
                .map(|numbers| numbers.min)
                .map_err(RowFailure::TileCount)
        });
    }
    let context = table.context();
    batch::run(py, counts, threads, |row| {
        tehai::shanten_with(&row_hand(row)?, &context)
            .map(|numbers| numbers.min)
            .map_err(RowFailure::Context)
    })
}

/// The win check of every row of a NumPy ``uint8`` array of shape
/// ``(n, 34)``: a ``bool`` array of ``n`` answers.
///
/// Runs without the GIL, on ``threads`` threads (default: every core) for
/// large arrays. A row that is not a hand, or holds ``3N`` tiles, raises
/// ``HandError`` or ``TileCountError`` naming the first such row (also in the
/// exception's ``row`` attribute); ``3N+1``-tile rows are ``False``.
#[pyfunction]
#[pyo3(signature = (counts, *, threads = None))]
fn is_win_batch<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<bool>>> {
    batch::run(py, counts, threads, |row| {
        let hand = row_hand(row)?;
        let tiles = hand.tile_count();
        if tiles % 3 == 0 {
            return Err(RowFailure::NeitherCompleteNorWaiting(tiles));
        }
        Ok(tehai::is_win(&hand))
    })
}

fn useful_tiles_body<'py>(py: Python<'py>, slots: &Slots<4>) -> PyResult<PyUsefulTiles> {
    let TableArguments {
        hand,
        players,
        seen,
        melds,
    } = TableArguments::read(py, &TABLE_USEFUL_TILES, slots)?;
    let (hand, seen, melds) = (&hand, seen.as_ref(), melds.as_ref());
    let _ = py;
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    let useful = if table.is_plain() {
        tehai::useful_tiles(&parsed.hand).map_err(tile_count_error)?
    } else {
        tehai::useful_tiles_with(&parsed.hand, &table.context()).map_err(context_error)?
    };
    Ok(PyUsefulTiles { parsed, useful })
}

keyword_function!(
    USEFUL_TILES,
    useful_tiles_fast,
    useful_tiles_classic,
    TABLE_USEFUL_TILES,
    c"useful_tiles",
    c"useful_tiles(hand, *, players=4, seen=None, melds=None)
--

The useful tiles of a ``3N+1``-tile hand: the kinds whose draw lowers its
shanten, and how many copies of them are unseen.

``players`` is 4 or 3 (three players use no 2m to 8m); ``seen`` is MPSZ
text of the tiles seen outside the hand (discards, dora indicators, other
players' melds); ``melds`` lists the hand's declared melds as texts such
as ``\"pon 777z\"``. Copies in the hand, the melds and the seen tiles are
not counted as unseen, and a kind with none left is never useful.

Raises ``NotationError`` for bad text, ``TileCountError`` unless the hand
holds ``3N+1`` tiles, ``MeldError`` for a bad meld and ``HandError`` for
more than four copies of a kind in all, or a 2m..8m tile with 3 players.",
    useful_tiles_body
);
static TABLE_USEFUL_TILES: Signature<4> = table_signature("useful_tiles");

fn discards_body<'py>(py: Python<'py>, slots: &Slots<4>) -> PyResult<PyDiscardTable> {
    let TableArguments {
        hand,
        players,
        seen,
        melds,
    } = TableArguments::read(py, &TABLE_DISCARDS, slots)?;
    let (hand, seen, melds) = (&hand, seen.as_ref(), melds.as_ref());
    let _ = py;
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    let answer = if table.is_plain() {
        tehai::discards(&parsed.hand).map_err(tile_count_error)?
    } else {
        tehai::discards_with(&parsed.hand, &table.context()).map_err(context_error)?
    };
    Ok(PyDiscardTable {
        parsed,
        table: answer,
    })
}

keyword_function!(
    DISCARDS,
    discards_fast,
    discards_classic,
    TABLE_DISCARDS,
    c"discards",
    c"discards(hand, *, players=4, seen=None, melds=None)
--

The discard table of a ``3N+2``-tile hand: for every distinct tile, the
shanten after throwing it and the useful tiles left, best first.

``players``, ``seen`` and ``melds`` as for :func:`useful_tiles`; the thrown
copy counts as seen. Raises as :func:`useful_tiles` does, with
``TileCountError`` unless the hand holds ``3N+2`` tiles.",
    discards_body
);
static TABLE_DISCARDS: Signature<4> = table_signature("discards");

fn efficiency_body<'py>(py: Python<'py>, slots: &Slots<4>) -> PyResult<Py<PyAny>> {
    let TableArguments {
        hand,
        players,
        seen,
        melds,
    } = TableArguments::read(py, &TABLE_EFFICIENCY, slots)?;
    let (hand, seen, melds) = (&hand, seen.as_ref(), melds.as_ref());
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    if parsed.hand.tile_count() % 3 == 1 {
        let useful = if table.is_plain() {
            tehai::useful_tiles(&parsed.hand).map_err(tile_count_error)?
        } else {
            tehai::useful_tiles_with(&parsed.hand, &table.context()).map_err(context_error)?
        };
        return Ok(PyUsefulTiles { parsed, useful }
            .into_pyobject(py)?
            .into_any()
            .unbind());
    }
    let answer = if table.is_plain() {
        tehai::discards(&parsed.hand).map_err(tile_count_error)?
    } else {
        tehai::discards_with(&parsed.hand, &table.context()).map_err(context_error)?
    };
    Ok(PyDiscardTable {
        parsed,
        table: answer,
    }
    .into_pyobject(py)?
    .into_any()
    .unbind())
}

keyword_function!(
    EFFICIENCY,
    efficiency_fast,
    efficiency_classic,
    TABLE_EFFICIENCY,
    c"efficiency",
    c"efficiency(hand, *, players=4, seen=None, melds=None)
--

``tehai efficiency``: the useful tiles of a ``3N+1``-tile hand
(:class:`UsefulTiles`), else the discard table (:class:`DiscardTable`).

``players``, ``seen`` and ``melds`` as for :func:`useful_tiles`. Raises as
:func:`useful_tiles` does, with ``TileCountError`` for a ``3N``-tile hand
(which has no discard table).",
    efficiency_body
);
static TABLE_EFFICIENCY: Signature<4> = table_signature("efficiency");

/// The useful tiles of every row of a NumPy ``uint8`` array of shape
/// ``(n, 34)`` (each a ``3N+1``-tile hand): a ``uint64`` array of ``n`` bit
/// masks, bit ``i`` set when tile index ``i`` (0 = 1m ... 33 = 7z) is useful.
/// ``(masks[:, None] >> numpy.arange(34, dtype=numpy.uint64)) & 1`` turns
/// them into an ``(n, 34)`` array of 0/1.
///
/// ``players`` is 4 or 3. Runs without the GIL, on ``threads`` threads
/// (default: every core) for large arrays. A bad row raises ``HandError`` or
/// ``TileCountError`` naming the first one (also in the exception's ``row``).
#[pyfunction]
#[pyo3(signature = (counts, *, players = 4, threads = None))]
fn useful_tiles_batch<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    players: u8,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u64>>> {
    let table = read_table(players, None, None)?;
    if table.is_plain() {
        return batch::run(py, counts, threads, |row| {
            tehai::useful_tiles(&row_hand(row)?)
                .map(|useful| useful.tiles.bits())
                .map_err(RowFailure::TileCount)
        });
    }
    let context = table.context();
    batch::run(py, counts, threads, |row| {
        tehai::useful_tiles_with(&row_hand(row)?, &context)
            .map(|useful| useful.tiles.bits())
            .map_err(RowFailure::Context)
    })
}

/// Riichi mahjong hand analysis: decompositions, win checks, waits, shanten,
/// tile efficiency and scoring, with batch calls over NumPy arrays.
#[pymodule(name = "_tehai")]
fn tehai_module(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(module)?;
    hand::add_hand_type(module)?;
    hand::add_constructors(module)?;
    lite::add_class::<PyDecompositions>(module)?;
    lite::add_class::<PyAgari>(module)?;
    lite::add_class::<PyWaits>(module)?;
    lite::add_class::<PyShanten>(module)?;
    lite::add_class::<PyUsefulTiles>(module)?;
    lite::add_class::<PyDiscard>(module)?;
    lite::add_class::<PyDiscardTable>(module)?;
    lite::add_class::<scoring::PyScore>(module)?;
    one_argument::add(module, &DECOMPOSE)?;
    one_argument::add(module, &IS_WIN)?;
    one_argument::add(module, &AGARI)?;
    one_argument::add(module, WAITS.for_interpreter(module.py()))?;
    one_argument::add(module, SHANTEN.for_interpreter(module.py()))?;
    module.add_function(wrap_pyfunction!(shanten_batch, module)?)?;
    module.add_function(wrap_pyfunction!(is_win_batch, module)?)?;
    one_argument::add(module, USEFUL_TILES.for_interpreter(module.py()))?;
    one_argument::add(module, DISCARDS.for_interpreter(module.py()))?;
    one_argument::add(module, EFFICIENCY.for_interpreter(module.py()))?;
    // The tuple-and-dict definitions also under private names, so that the
    // tests check the convention of Python 3.9 on any interpreter.
    for function in [&WAITS, &SHANTEN, &USEFUL_TILES, &DISCARDS, &EFFICIENCY] {
        keywords::add_classic(module, function)?;
    }
    module.add_function(wrap_pyfunction!(useful_tiles_batch, module)?)?;
    scoring::add_score(module)?;
    Ok(())
}
