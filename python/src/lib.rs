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
mod explained;
mod hand;
mod records;
mod result_methods;
mod results;
mod scoring;
mod tiles;
mod useful;
mod written;

use numpy::PyArray1;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tehai::rules::{Preset, RuleName};
use tehai_answer::EfficiencyAnswer;

use crate::batch::row_hand;
use crate::errors::core_error;
use crate::hand::{PyHand, hand_argument};
use crate::results::{PyAgari, PyDecompositions, PyScore, PyShanten, PyWaits};
use crate::useful::{PyDiscard, PyDiscardTable, PyUsefulTiles, read_table};

/// `players` as the questions at a table take it: an int from 0 to 255
/// (3 and 4 are checked with the table), its errors naming the argument.
pub(crate) fn players_argument(object: &Bound<'_, PyAny>) -> PyResult<u8> {
    object.extract::<u8>().map_err(|error| {
        let py = object.py();
        PyErr::from_type(
            error.get_type(py),
            format!("argument 'players': {}", error.value(py)),
        )
    })
}

/// Every block decomposition of a hand of ``3N`` or ``3N+2`` tiles, and
/// whether it is also seven pairs or thirteen orphans.
///
/// ``hand`` is a :class:`Hand` or tiles in any notation (MPSZ, 136-tile ids,
/// mjai names; text or a sequence). Raises ``NotationError`` for bad
/// text and ``TileCountError`` for a ``3N+1``-tile hand.
#[pyfunction]
#[pyo3(signature = (hand, /))]
fn decompose(hand: &Bound<'_, PyAny>) -> PyResult<PyDecompositions> {
    let answer = tehai_answer::decompose(&hand_argument(hand)?)
        .map_err(|error| core_error(hand.py(), error))?;
    Ok(PyDecompositions { answer })
}

/// ``True`` if the hand is complete (regular form, seven pairs or thirteen
/// orphans). A ``3N+1``-tile hand is never complete.
///
/// ``hand`` is a :class:`Hand` or tiles in any notation (MPSZ, 136-tile ids,
/// mjai names; text or a sequence). Raises ``NotationError`` for bad
/// text and ``TileCountError`` for a ``3N``-tile hand.
#[pyfunction]
#[pyo3(signature = (hand, /))]
fn is_win(hand: &Bound<'_, PyAny>) -> PyResult<bool> {
    let parsed = hand_argument(hand)?;
    tehai::front_end::check_win_or_wait_count(&parsed.hand)
        .map_err(|error| core_error(hand.py(), error))?;
    Ok(tehai::is_win(&parsed.hand))
}

/// Whether the hand is complete, form by form (``tehai agari``).
///
/// ``hand`` is a :class:`Hand` or tiles in any notation (MPSZ, 136-tile ids,
/// mjai names; text or a sequence). Raises ``NotationError`` for bad
/// text and ``TileCountError`` for a ``3N``-tile hand.
#[pyfunction]
#[pyo3(signature = (hand, /))]
fn agari(hand: &Bound<'_, PyAny>) -> PyResult<PyAgari> {
    let answer =
        tehai_answer::agari(&hand_argument(hand)?).map_err(|error| core_error(hand.py(), error))?;
    Ok(PyAgari { answer })
}

/// The tiles that complete a ``3N+1``-tile hand, fifth-copy waits apart.
///
/// ``hand`` is a :class:`Hand` or tiles in any notation (MPSZ, 136-tile ids,
/// mjai names; text or a sequence). ``players``, ``seen`` and
/// ``melds`` describe the table as for :func:`useful_tiles`: a wait on a
/// kind whose four copies are all in the hand, the melds and the seen tiles
/// is a fifth-tile wait. Raises ``NotationError`` for bad text,
/// ``TileCountError`` unless the hand holds ``3N+1`` tiles, and as
/// :func:`useful_tiles` does for the table.
#[pyfunction]
#[pyo3(signature = (hand, *, players = 4, seen = None, melds = None))]
fn waits(
    hand: &Bound<'_, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    seen: Option<&Bound<'_, PyAny>>,
    melds: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyWaits> {
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    let answer = tehai_answer::waits(&parsed, &table.context())
        .map_err(|error| core_error(hand.py(), error))?;
    Ok(PyWaits { answer })
}

/// Shanten numbers of a ``3N+1`` or ``3N+2``-tile hand: the minimum and
/// each form (``-1`` complete, ``0`` tenpai).
///
/// ``hand`` is a :class:`Hand` or tiles in any notation (MPSZ, 136-tile ids,
/// mjai names; text or a sequence). ``players``, ``seen`` and
/// ``melds`` describe the table as for :func:`useful_tiles`: copies out of
/// play cannot complete the hand (a form that cannot be completed at all
/// reports 127). Raises ``NotationError`` for bad text, ``TileCountError``
/// for a ``3N``-tile hand, and as :func:`useful_tiles` does for the table.
#[pyfunction]
#[pyo3(signature = (hand, *, players = 4, seen = None, melds = None))]
fn shanten(
    hand: &Bound<'_, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    seen: Option<&Bound<'_, PyAny>>,
    melds: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyShanten> {
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    let answer = tehai_answer::shanten(&parsed, &table.context())
        .map_err(|error| core_error(hand.py(), error))?;
    Ok(PyShanten { answer })
}

/// The useful tiles of a ``3N+1``-tile hand: the kinds whose draw lowers its
/// shanten, and how many copies of them are unseen.
///
/// ``players`` is 4 or 3 (three players use no 2m to 8m); ``seen`` holds
/// the tiles seen outside the hand (discards, dora indicators, other
/// players' melds) in any notation: text (``"1155m7z"``, ``"1m 1m E"``,
/// ``"0 1 132"``) or a sequence of 136-tile ids or of mjai names;
/// ``melds`` lists the hand's declared melds, each a text such as
/// ``"pon 777z"``, ``"pon 5mr 5m 5m"`` or ``"pon 16 17 18"``, or a pair
/// ``(kind, tiles)`` such as ``("pon", [16, 17, 18])``. Copies in the hand, the melds and the seen tiles are
/// not counted as unseen, and a kind with none left is never useful.
///
/// Raises ``NotationError`` for bad text, ``TileCountError`` unless the hand
/// holds ``3N+1`` tiles, ``MeldError`` for a bad meld and ``HandError`` for
/// more than four copies of a kind in all, or a 2m..8m tile with 3 players.
#[pyfunction]
#[pyo3(signature = (hand, *, players = 4, seen = None, melds = None))]
fn useful_tiles(
    hand: &Bound<'_, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    seen: Option<&Bound<'_, PyAny>>,
    melds: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyUsefulTiles> {
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    let answer = tehai_answer::useful_tiles(&parsed, &table.context())
        .map_err(|error| core_error(hand.py(), error))?;
    Ok(PyUsefulTiles { answer })
}

/// The discard table of a ``3N+2``-tile hand: for every distinct tile, the
/// shanten after throwing it and the useful tiles left, best first.
///
/// ``players``, ``seen`` and ``melds`` as for :func:`useful_tiles`; the thrown
/// copy counts as seen. Raises as :func:`useful_tiles` does, with
/// ``TileCountError`` unless the hand holds ``3N+2`` tiles.
#[pyfunction]
#[pyo3(signature = (hand, *, players = 4, seen = None, melds = None))]
fn discards(
    hand: &Bound<'_, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    seen: Option<&Bound<'_, PyAny>>,
    melds: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyDiscardTable> {
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    let answer = tehai_answer::discards(&parsed, &table.context())
        .map_err(|error| core_error(hand.py(), error))?;
    Ok(PyDiscardTable { answer })
}

/// ``tehai efficiency``: the useful tiles of a ``3N+1``-tile hand
/// (:class:`UsefulTiles`), else the discard table (:class:`DiscardTable`).
///
/// ``players``, ``seen`` and ``melds`` as for :func:`useful_tiles`. Raises as
/// :func:`useful_tiles` does, with ``TileCountError`` for a ``3N``-tile hand
/// (which has no discard table).
#[pyfunction]
#[pyo3(signature = (hand, *, players = 4, seen = None, melds = None))]
fn efficiency<'py>(
    py: Python<'py>,
    hand: &Bound<'py, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    seen: Option<&Bound<'py, PyAny>>,
    melds: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    let parsed = hand_argument(hand)?;
    let table = read_table(players, seen, melds)?;
    match tehai_answer::efficiency(&parsed, &table.context())
        .map_err(|error| core_error(hand.py(), error))?
    {
        EfficiencyAnswer::Useful(answer) => {
            Ok(Bound::new(py, PyUsefulTiles { answer })?.into_any())
        }
        EfficiencyAnswer::Discards(answer) => {
            Ok(Bound::new(py, PyDiscardTable { answer })?.into_any())
        }
    }
}

/// Scores a winning hand: the yaku, han, fu and payments of its best
/// reading.
///
/// ``hand`` is a :class:`Hand` or tiles in any notation (MPSZ, 136-tile ids,
/// mjai names; text or a sequence) of the concealed tiles including
/// the winning tile, or a whole ``tehai score --json`` input object (a dict
/// with a ``"hand"`` field). The win context comes from ``context`` (a dict
/// with the command line's JSON fields) and the keyword arguments (the same
/// names; they override the dict; ``None`` leaves a field as it is):
/// ``win`` (the winning tile: MPSZ ``"5p"``, mjai ``"5pr"``, or an int,
/// a 136-tile id), ``melds`` (``["pon 777z", "chi 340m", "kan 1111s",
/// "shouminkan 9999p", "ankan 2222z"]``, tiles in any notation, or pairs
/// ``("pon", [16, 17, 18])``), ``tsumo``, ``riichi``, ``double_riichi``, ``ippatsu``,
/// ``rinshan``, ``chankan``, ``haitei``, ``houtei``, ``tenhou``,
/// ``chiihou`` (``False`` by default), ``seat_wind``, ``round_wind``
/// (``"1z"`` to ``"4z"``, East by default), ``dora_indicators``,
/// ``ura_indicators`` (tiles in any notation: text, or a sequence of
/// 136-tile ids or of mjai names; none by default), ``honba``,
/// ``riichi_sticks`` (0 by default), ``kita`` (north tiles set aside with
/// three players, 0 by default), ``renhou``, ``open_riichi``,
/// ``sashikomi``, ``paarenchan`` (``False`` by default), ``liable`` (the
/// seat liable for a yakuman, pao) and ``discarder`` (the seat that dealt
/// the winning tile of a ron), both winds ``"1z"`` to ``"4z"`` (none by
/// default).
///
/// ``rules`` is a preset's name (:func:`presets`: ``"tenhou"``, the
/// default, ``"tenhou-3p"``, ``"mahjongsoul"``, ``"mahjongsoul-3p"``,
/// ``"wrc"``, ``"ema"``, ``"mleague"``) or a dict, the JSON form
/// (``{"preset": "wrc", "kiriage": True}``). Every other keyword argument
/// is a rule option (:func:`rule_names`) over those rules:
/// ``tehai.score(hand, rules="mahjongsoul-3p", kiriage=True)``; its value a
/// bool, an int, a str, or a list or tuple of those (``red_fives=[0, 1,
/// 1]``, ``double_yakuman=["daisuushii"]``). Three options share their
/// names with context keywords, which they are here: the options
/// ``renhou``, ``open_riichi`` and ``paarenchan`` are given in the
/// ``rules`` dict (``rules={"preset": "wrc", "renhou": "yakuman"}``).
///
/// Every problem raises ``ScoreError`` whose ``id`` is the command line's
/// error id: ``no_yaku``, ``not_a_winning_hand``, one id per impossible
/// situation (``riichi_with_open_hand``...), for the rules
/// ``unknown_preset``, ``unknown_rule`` (also an unknown keyword argument),
/// ``invalid_rule_value`` and ``repeated_rule`` (one option under two names
/// in the dict), and for the input ``bad_hand``,
/// ``bad_win``, ``bad_meld``, ``too_many_melds``, ``bad_wind``,
/// ``bad_indicators``, ``too_many_indicators``, or ``bad_json`` for a field
/// of the wrong type or an unknown field of a dict.
#[pyfunction]
#[pyo3(signature = (
    hand, context = None, *, win = None, melds = None, tsumo = None, riichi = None,
    double_riichi = None, ippatsu = None, rinshan = None, chankan = None, haitei = None,
    houtei = None, tenhou = None, chiihou = None, seat_wind = None, round_wind = None,
    dora_indicators = None, ura_indicators = None, honba = None, riichi_sticks = None,
    kita = None, renhou = None, open_riichi = None, sashikomi = None, paarenchan = None,
    liable = None, discarder = None, rules = None, **options,
))]
#[allow(clippy::too_many_arguments)]
fn score<'py>(
    py: Python<'py>,
    hand: Bound<'py, PyAny>,
    context: Option<Bound<'py, PyAny>>,
    win: Option<Bound<'py, PyAny>>,
    melds: Option<Bound<'py, PyAny>>,
    tsumo: Option<Bound<'py, PyAny>>,
    riichi: Option<Bound<'py, PyAny>>,
    double_riichi: Option<Bound<'py, PyAny>>,
    ippatsu: Option<Bound<'py, PyAny>>,
    rinshan: Option<Bound<'py, PyAny>>,
    chankan: Option<Bound<'py, PyAny>>,
    haitei: Option<Bound<'py, PyAny>>,
    houtei: Option<Bound<'py, PyAny>>,
    tenhou: Option<Bound<'py, PyAny>>,
    chiihou: Option<Bound<'py, PyAny>>,
    seat_wind: Option<Bound<'py, PyAny>>,
    round_wind: Option<Bound<'py, PyAny>>,
    dora_indicators: Option<Bound<'py, PyAny>>,
    ura_indicators: Option<Bound<'py, PyAny>>,
    honba: Option<Bound<'py, PyAny>>,
    riichi_sticks: Option<Bound<'py, PyAny>>,
    kita: Option<Bound<'py, PyAny>>,
    renhou: Option<Bound<'py, PyAny>>,
    open_riichi: Option<Bound<'py, PyAny>>,
    sashikomi: Option<Bound<'py, PyAny>>,
    paarenchan: Option<Bound<'py, PyAny>>,
    liable: Option<Bound<'py, PyAny>>,
    discarder: Option<Bound<'py, PyAny>>,
    rules: Option<Bound<'py, PyAny>>,
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<PyScore> {
    // In the order of the fields after the hand, as the request reads them.
    #[rustfmt::skip]
    let keywords = [
        win, melds, tsumo, riichi, double_riichi, ippatsu, rinshan, chankan, haitei, houtei,
        tenhou, chiihou, seat_wind, round_wind, dora_indicators, ura_indicators, honba,
        riichi_sticks, kita, renhou, open_riichi, sashikomi, paarenchan, liable, discarder,
        rules,
    ];
    let scored = scoring::request(py, hand, context, keywords, options)?;
    Ok(PyScore::new(scored))
}

/// The names of the rule presets ``rules`` takes, the default first:
/// ``["tenhou", "tenhou-3p", "mahjongsoul", "mahjongsoul-3p", "wrc", "ema",
/// "mleague"]``.
#[pyfunction]
fn presets() -> Vec<&'static str> {
    Preset::ALL.iter().map(|preset| preset.name()).collect()
}

/// The names of the rule options (the keyword arguments of :func:`score`
/// beyond its context, and the keys of its ``rules`` dict), in the core's
/// order: ``["players", "red_fives", "open_tanyao", ...]``.
#[pyfunction]
fn rule_names() -> Vec<&'static str> {
    RuleName::ALL.iter().map(|option| option.name()).collect()
}

/// Shanten (the minimum over the forms) of every row of a NumPy ``uint8``
/// array of shape ``(n, 34)``: an ``int8`` array of ``n`` numbers.
///
/// ``players`` is 4 or 3 (no 2m to 8m). Runs without the GIL, on
/// ``threads`` threads (default: every core) for large arrays. A row that is
/// not a ``3N+1`` or ``3N+2``-tile hand (or holds 2m..8m with three
/// players) raises ``HandError`` or ``TileCountError`` naming the first such
/// row (also in the exception's ``row`` attribute).
/// Without NumPy (``pip install "tehai[numpy]"``) raises ``ImportError``.
#[pyfunction]
#[pyo3(signature = (counts, *, players = 4, threads = None))]
fn shanten_batch<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<i8>>> {
    let table = read_table(players, None, None)?;
    let context = table.context();
    batch::run(py, counts, threads, |row| {
        Ok(tehai_answer::shanten(&row_hand(row)?, &context)?.shanten)
    })
}

/// The win check of every row of a NumPy ``uint8`` array of shape
/// ``(n, 34)``: a ``bool`` array of ``n`` answers.
///
/// Runs without the GIL, on ``threads`` threads (default: every core) for
/// large arrays. A row that is not a hand, or holds ``3N`` tiles, raises
/// ``HandError`` or ``TileCountError`` naming the first such row (also in the
/// exception's ``row`` attribute); ``3N+1``-tile rows are ``False``.
/// Without NumPy (``pip install "tehai[numpy]"``) raises ``ImportError``.
#[pyfunction]
#[pyo3(signature = (counts, *, threads = None))]
fn is_win_batch<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<bool>>> {
    batch::run(py, counts, threads, |row| {
        let hand = row_hand(row)?.hand;
        tehai::front_end::check_win_or_wait_count(&hand)?;
        Ok(tehai::is_win(&hand))
    })
}

/// The useful tiles of every row of a NumPy ``uint8`` array of shape
/// ``(n, 34)`` (each a ``3N+1``-tile hand): a ``uint64`` array of ``n`` bit
/// masks, bit ``i`` set when tile index ``i`` (0 = 1m ... 33 = 7z) is useful.
/// ``(masks[:, None] >> numpy.arange(34, dtype=numpy.uint64)) & 1`` turns
/// them into an ``(n, 34)`` array of 0/1.
///
/// ``players`` is 4 or 3. Runs without the GIL, on ``threads`` threads
/// (default: every core) for large arrays. A bad row raises ``HandError`` or
/// ``TileCountError`` naming the first one (also in the exception's ``row``).
/// Without NumPy (``pip install "tehai[numpy]"``) raises ``ImportError``.
#[pyfunction]
#[pyo3(signature = (counts, *, players = 4, threads = None))]
fn useful_tiles_batch<'py>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    #[pyo3(from_py_with = players_argument)] players: u8,
    threads: Option<usize>,
) -> PyResult<Bound<'py, PyArray1<u64>>> {
    let table = read_table(players, None, None)?;
    let context = table.context();
    batch::run(py, counts, threads, |row| {
        Ok(tehai_answer::useful_tiles(&row_hand(row)?, &context)?
            .useful
            .bits())
    })
}

/// Riichi mahjong hand analysis: decompositions, win checks, waits, shanten,
/// tile efficiency and scoring, with batch calls over NumPy arrays.
///
/// `gil_used = true`: no free-threaded interpreter was at hand to test the
/// module without the GIL (its reading of the caller's lists and dicts
/// assumes no other thread changes them meanwhile), so a free-threaded
/// CPython keeps the GIL on while the module is imported.
#[pymodule(name = "_tehai", gil_used = true)]
fn tehai_module(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(module)?;
    module.add_class::<PyHand>()?;
    module.add_class::<PyDecompositions>()?;
    module.add_class::<PyAgari>()?;
    module.add_class::<PyWaits>()?;
    module.add_class::<PyShanten>()?;
    module.add_class::<PyUsefulTiles>()?;
    module.add_class::<PyDiscard>()?;
    module.add_class::<PyDiscardTable>()?;
    module.add_class::<PyScore>()?;
    module.add_class::<explained::PyFuItem>()?;
    module.add_class::<explained::PyYakuItem>()?;
    module.add_class::<explained::PyOtherReading>()?;
    module.add_function(wrap_pyfunction!(decompose, module)?)?;
    module.add_function(wrap_pyfunction!(is_win, module)?)?;
    module.add_function(wrap_pyfunction!(agari, module)?)?;
    module.add_function(wrap_pyfunction!(waits, module)?)?;
    module.add_function(wrap_pyfunction!(shanten, module)?)?;
    module.add_function(wrap_pyfunction!(useful_tiles, module)?)?;
    module.add_function(wrap_pyfunction!(discards, module)?)?;
    module.add_function(wrap_pyfunction!(efficiency, module)?)?;
    module.add_function(wrap_pyfunction!(score, module)?)?;
    module.add_function(wrap_pyfunction!(presets, module)?)?;
    module.add_function(wrap_pyfunction!(rule_names, module)?)?;
    module.add_function(wrap_pyfunction!(written::tiles, module)?)?;
    module.add_function(wrap_pyfunction!(records::replay_file, module)?)?;
    module.add_function(wrap_pyfunction!(shanten_batch, module)?)?;
    module.add_function(wrap_pyfunction!(is_win_batch, module)?)?;
    module.add_function(wrap_pyfunction!(useful_tiles_batch, module)?)?;
    Ok(())
}
