//! `replay_file`: one game-record file replayed, its wins checked and its
//! discards made decision rows, the rows handed to NumPy as columns.

use std::path::PathBuf;

use numpy::{PyArray1, PyArrayMethods};
use pyo3::exceptions::{PyOSError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use tehai::log::Counting;
use tehai_answer::{ReplayItem, ReplayOptions, RowColumns};

use crate::batch::require_numpy;

/// Replays one game-record file (Tenhou mjlog XML, tenhou.net/6 JSON or mjai
/// JSON lines, plain or gzip; one game or many) and returns a dict:
///
/// * ``"summary"``: the counts (``files``, ``games``, ``rounds``, ``wins``,
///   ``verified``, ``disagreements``, ``decisions``, ``errors``, ``bytes``);
/// * ``"disagreements"``: one line per recorded win that does not verify
///   (as ``tehai replay --verify`` prints them);
/// * ``"errors"``: one line per game that could not be read (skipped);
/// * ``"rows"`` (with ``rows=True``): the decision rows as NumPy arrays, one
///   per column, which ``pandas.DataFrame``, ``polars.DataFrame`` and
///   ``pyarrow.table`` take as they are. Kinds are 34-kind indices,
///   ``useful`` a ``uint64`` bit set, ``hand`` and ``melds`` ``(n, 34)``
///   counts, ``red_fives`` ``(n, 3)``.
///
/// ``ev=N`` gives the rows whose hand is at most ``N`` shanten (0 to 3) the
/// expected-value figures: ``ev_draws`` (the horizon, the seat's draws
/// left), ``ev``, ``ev_win`` and ``ev_tenpai`` of the discard made,
/// ``ev_best`` (a kind, with ``ev_best_red``) and ``ev_best_value``, and
/// ``ev_rank``. The other rows have NaN there and 0 in ``ev_draws`` and
/// ``ev_rank``. An analysis costs about 2 ms at one shanten, 20 ms at two.
///
/// One file per call, without the GIL: spread a corpus over threads,
/// processes or a cluster (Dask, Ray, Spark) by file.
#[pyfunction]
#[pyo3(signature = (path, /, *, verify = true, rows = true, exact = false, ev = None))]
pub(crate) fn replay_file<'py>(
    py: Python<'py>,
    path: PathBuf,
    verify: bool,
    rows: bool,
    exact: bool,
    ev: Option<i8>,
) -> PyResult<Bound<'py, PyDict>> {
    if rows {
        require_numpy(py)?;
    }
    let options = ReplayOptions {
        verify,
        rows,
        counting: if exact {
            Counting::Exact
        } else {
            Counting::Unseen
        },
        ev_up_to_shanten: ev,
    };
    options.check().map_err(PyValueError::new_err)?;
    let (summary, columns, disagreements, errors) = py
        .detach(|| {
            let mut columns = RowColumns::default();
            let mut disagreements = Vec::new();
            let mut errors = Vec::new();
            let summary = tehai_answer::replay_file(&path, &options, |item| match item {
                ReplayItem::Row(row) => columns.push(&row),
                ReplayItem::Disagreement(found) => disagreements.push(found.to_string()),
                ReplayItem::Error(error) => errors.push(error.to_string()),
            })?;
            Ok::<_, std::io::Error>((summary, columns, disagreements, errors))
        })
        .map_err(|error| PyOSError::new_err(format!("{}: {error}", path.display())))?;
    let result = PyDict::new(py);
    result.set_item("summary", pythonize::pythonize(py, &summary)?)?;
    result.set_item("disagreements", disagreements)?;
    result.set_item("errors", errors)?;
    if rows {
        result.set_item("rows", columns_dict(py, columns)?)?;
    }
    Ok(result)
}

/// The columns as NumPy arrays: each `Vec` handed over, not copied.
fn columns_dict(py: Python<'_>, columns: RowColumns) -> PyResult<Bound<'_, PyDict>> {
    let rows = columns.len();
    let out = PyDict::new(py);
    macro_rules! column {
        ($name:ident) => {
            out.set_item(stringify!($name), PyArray1::from_vec(py, columns.$name))?;
        };
        ($name:ident, $width:expr) => {
            out.set_item(
                stringify!($name),
                PyArray1::from_vec(py, columns.$name).reshape([rows, $width])?,
            )?;
        };
    }
    column!(game);
    column!(round_wind);
    column!(round_number);
    column!(honba);
    column!(turn);
    column!(seat);
    column!(wall_left);
    column!(hand, 34);
    column!(red_fives, 3);
    column!(melds, 34);
    column!(meld_count);
    column!(shanten);
    column!(discard);
    column!(discard_red);
    column!(tsumogiri);
    column!(riichi);
    column!(discard_shanten);
    column!(useful);
    column!(useful_count);
    column!(best);
    column!(best_useful_count);
    column!(rank);
    column!(options);
    column!(tenpai);
    column!(ev_draws);
    column!(ev);
    column!(ev_win);
    column!(ev_tenpai);
    column!(ev_best);
    column!(ev_best_red);
    column!(ev_best_value);
    column!(ev_rank);
    Ok(out)
}
