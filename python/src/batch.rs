//! The batch calls: one question over the rows of a NumPy `uint8` array of
//! shape `(n, 34)`, with the GIL released, split over threads for large
//! arrays. Rows are read in place through the array's strides, whatever its
//! layout (C or Fortran order, sliced, reversed, broadcast): never copied.

use std::num::NonZeroUsize;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use numpy::ndarray::{ArrayView1, ArrayView2, Axis};
use numpy::{PyArray1, PyReadonlyArray2, PyUntypedArrayMethods};
use pyo3::exceptions::{PyImportError, PyMemoryError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyCapsule;
use tehai::notation::ParsedHand;

use crate::errors::{HandError, core_error_with};
use crate::tiles::type_name;

/// Arrays smaller than this are answered on the calling thread: starting a
/// thread costs about as much as this many hands.
const ROWS_PER_THREAD: usize = 16_384;

/// Why one row has no answer.
#[derive(Clone, Copy, Debug)]
pub(crate) enum RowFailure {
    /// The counts are not a hand (a fifth copy, more than 14 tiles).
    Counts(tehai::Error),
    /// The question's own error: the hand's tile count does not fit it, or
    /// the hand does not fit the table (a 2m..8m tile with three players).
    Question(tehai::Error),
}

impl From<tehai::Error> for RowFailure {
    fn from(error: tehai::Error) -> Self {
        RowFailure::Question(error)
    }
}

impl RowFailure {
    fn into_py_err(self, py: Python<'_>, row: usize) -> PyErr {
        let prefix = format!("row {row}: ");
        let error = match self {
            RowFailure::Counts(error) => HandError::new_err(format!("{prefix}{error}")),
            RowFailure::Question(error) => core_error_with(py, &prefix, error),
        };
        // The row is also an attribute, for programs.
        let _ = error.value(py).setattr("row", row);
        error
    }
}

/// The row's counts as a hand (counts have no red fives).
#[inline(always)]
pub(crate) fn row_hand(row: &[u8; 34]) -> Result<ParsedHand, RowFailure> {
    let hand = tehai::Hand::from_counts(row).map_err(RowFailure::Counts)?;
    Ok(ParsedHand {
        hand,
        red_fives: [0; 3],
    })
}

/// Set once NumPy's C API has been found: the array types need it, and the
/// numpy crate fetches it on first use and cannot do without (it panics,
/// and a panic reaches Python as `PanicException`, not an `Exception`).
static NUMPY: PyOnceLock<()> = PyOnceLock::new();

/// What to install when NumPy is missing: the package's extra for it.
const INSTALL_NUMPY: &str = r#"pip install "tehai[numpy]""#;

/// Checks, before any array type is touched, that the numpy crate will find
/// what it looks for: the `numpy` package and the capsule `_ARRAY_API` of
/// its `multiarray` module (`numpy._core` from NumPy 2 on, `numpy.core`
/// before). Anything missing is an `ImportError` naming the extra, the
/// failure itself as its cause.
pub(crate) fn require_numpy(py: Python<'_>) -> PyResult<()> {
    NUMPY
        .get_or_try_init(py, || {
            let numpy = py.import("numpy")?;
            let version = numpy.getattr("__version__")?;
            let major: u32 = version
                .str()?
                .to_str()?
                .split('.')
                .next()
                .and_then(|major| major.parse().ok())
                .ok_or_else(|| {
                    PyImportError::new_err(format!("numpy.__version__ is {version}"))
                })?;
            let core = if major >= 2 { "numpy._core" } else { "numpy.core" };
            let api = py.import(format!("{core}.multiarray"))?.getattr("_ARRAY_API")?;
            api.cast_into::<PyCapsule>()?;
            Ok(())
        })
        .map(drop)
        .map_err(|error: PyErr| {
            let missing = PyImportError::new_err(format!(
                "the batch calls and the replay rows of tehai need NumPy, which cannot be used here ({}): {INSTALL_NUMPY}",
                error.value(py)
            ));
            missing.set_cause(py, Some(error));
            missing
        })
}

/// The rows of `counts`, checked to be a `uint8` array of shape `(n, 34)`.
fn read_rows<'py>(counts: &Bound<'py, PyAny>) -> PyResult<PyReadonlyArray2<'py, u8>> {
    require_numpy(counts.py())?;
    let array: PyReadonlyArray2<'py, u8> = counts.extract().map_err(|_| {
        let detail = match counts.getattr("dtype") {
            Ok(dtype) => format!(
                "an array of dtype {}",
                dtype.str().map(|text| text.to_string()).unwrap_or_default()
            ),
            Err(_) => type_name(counts),
        };
        PyTypeError::new_err(format!(
            "expected a NumPy uint8 array of shape (n, 34), not {detail} \
             (convert with numpy.asarray(counts, dtype=numpy.uint8))"
        ))
    })?;
    let shape = array.shape();
    if shape.get(1) != Some(&34) {
        return Err(PyValueError::new_err(format!(
            "expected an array of shape (n, 34): one row of 34 tile counts a hand, got shape {shape:?}"
        )));
    }
    Ok(array)
}

fn thread_count(threads: Option<usize>, rows: usize) -> PyResult<usize> {
    let wanted = match threads {
        Some(0) => return Err(PyValueError::new_err("threads must be at least 1")),
        Some(count) => count,
        None => std::thread::available_parallelism().map_or(1, NonZeroUsize::get),
    };
    Ok(wanted.min(rows.div_ceil(ROWS_PER_THREAD)).max(1))
}

/// The counts of one row, wherever its 34 bytes lie.
fn row_counts(row: ArrayView1<'_, u8>) -> [u8; 34] {
    let mut counts = [0u8; 34];
    counts
        .iter_mut()
        .zip(row)
        .for_each(|(count, &value)| *count = value);
    counts
}

/// Answers `question` for every row of `rows` into `out`; the first failing
/// row and why, if any.
fn answer_rows<T: Send>(
    rows: ArrayView2<'_, u8>,
    out: &mut [T],
    question: &(impl Fn(&[u8; 34]) -> Result<T, RowFailure> + Sync),
) -> Result<(), (usize, RowFailure)> {
    // Rows in C order (the usual array, and its parts) are 34 bytes apart in
    // one slice; any other layout is read through the strides.
    if let Some(data) = rows.as_slice() {
        let counts = data.chunks_exact(34).filter_map(|row| row.try_into().ok());
        for (index, (row, slot)) in counts.zip(out.iter_mut()).enumerate() {
            *slot = question(row).map_err(|failure| (index, failure))?;
        }
    } else {
        for (index, (row, slot)) in rows.rows().into_iter().zip(out.iter_mut()).enumerate() {
            *slot = question(&row_counts(row)).map_err(|failure| (index, failure))?;
        }
    }
    Ok(())
}

/// Runs `question` over every row of `counts` with the GIL released and
/// returns the answers as a one-dimensional array.
pub(crate) fn run<'py, T: numpy::Element + Copy + Default + Send>(
    py: Python<'py>,
    counts: &Bound<'py, PyAny>,
    threads: Option<usize>,
    question: impl Fn(&[u8; 34]) -> Result<T, RowFailure> + Sync,
) -> PyResult<Bound<'py, PyArray1<T>>> {
    let array = read_rows(counts)?;
    let rows = array.as_array();
    let count = rows.nrows();
    let threads = thread_count(threads, count)?;
    // The answers may not fit in memory (a broadcast view of billions of
    // rows takes none): that is a MemoryError, not an abort.
    let mut out = Vec::new();
    out.try_reserve_exact(count).map_err(|_| {
        PyMemoryError::new_err(format!("no memory for the answers of {count} rows"))
    })?;
    out.resize(count, T::default());
    let result = py.detach(|| {
        if threads == 1 {
            return answer_rows(rows, &mut out, &question);
        }
        let per_thread = count.div_ceil(threads);
        // One part a thread, each claimed once, by whichever thread comes
        // first: the calling thread works too, so a thread the system
        // refuses to start (no memory for its stack, a limit on threads)
        // leaves its parts to the others instead of failing the call.
        let parts: Vec<_> = rows
            .axis_chunks_iter(Axis(0), per_thread)
            .zip(out.chunks_mut(per_thread))
            .map(|part| Mutex::new(Some(part)))
            .collect();
        let next = AtomicUsize::new(0);
        let work = || -> Result<(), (usize, RowFailure)> {
            let mut first_failure = None;
            loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                let Some(part) = parts.get(index) else { break };
                let taken = part.lock().map(|mut part| part.take());
                let Ok(Some((rows, answers))) = taken else {
                    continue;
                };
                if let Err((row, failure)) = answer_rows(rows, answers, &question) {
                    // Parts are claimed in row order: a later failure of this
                    // thread is never a lower row.
                    first_failure.get_or_insert((index * per_thread + row, failure));
                }
            }
            first_failure.map_or(Ok(()), Err)
        };
        std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .map_while(|_| std::thread::Builder::new().spawn_scoped(scope, work).ok())
                .collect();
            let mine = work();
            let theirs = helpers.into_iter().map(|helper| {
                helper
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            });
            // The first failing row of the whole array is the lowest.
            std::iter::once(mine)
                .chain(theirs)
                .filter_map(Result::err)
                .min_by_key(|&(row, _)| row)
                .map_or(Ok(()), Err)
        })
    });
    match result {
        Ok(()) => Ok(PyArray1::from_vec(py, out)),
        Err((row, failure)) => Err(failure.into_py_err(py, row)),
    }
}
