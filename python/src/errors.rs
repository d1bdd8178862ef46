//! The exception classes, and the messages the command line prints.

use pyo3::prelude::*;
use pyo3::{create_exception, exceptions::PyValueError};
use tehai::ErrorKind;

create_exception!(
    tehai,
    TehaiError,
    PyValueError,
    "Base class of every error tehai raises; a ValueError."
);
create_exception!(
    tehai,
    NotationError,
    TehaiError,
    "The text (MPSZ, 136-tile ids or mjai names) or the mjai names are not valid notation \
     (unknown character, digits without a suit, 8z, a name that is no tile, more than four \
     of a kind, more than 14 tiles, empty text...); the message says why and where."
);
create_exception!(
    tehai,
    HandError,
    TehaiError,
    "Tile counts or 136-tile ids (ints) that do not make a hand (a fifth copy, more than 14 \
     tiles, a count out of range, a wrong length, an id out of range or given again: each id \
     named with its position)."
);
create_exception!(
    tehai,
    TileCountError,
    TehaiError,
    "The hand's tile count does not fit the question (waits need 3N+1 tiles, shanten and the \
     win check 3N+1 or 3N+2, decomposition 3N or 3N+2)."
);
create_exception!(
    tehai,
    ScoreError,
    TehaiError,
    "The hand cannot be scored: its `id` attribute is the command line's error id \
     (`no_yaku`, `not_a_winning_hand`, ...)."
);
create_exception!(
    tehai,
    MeldError,
    TehaiError,
    "A declared meld that cannot be read or is not a meld, or more than four melds. (Melds that \
     leave no room for the hand raise TileCountError; a fifth copy counting them, HandError.)"
);

/// Adds the exception classes to the module.
pub(crate) fn register(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = module.py();
    module.add("TehaiError", py.get_type::<TehaiError>())?;
    module.add("NotationError", py.get_type::<NotationError>())?;
    module.add("HandError", py.get_type::<HandError>())?;
    module.add("TileCountError", py.get_type::<TileCountError>())?;
    module.add("ScoreError", py.get_type::<ScoreError>())?;
    module.add("MeldError", py.get_type::<MeldError>())?;
    Ok(())
}

/// A `ScoreError` with the command line's id.
pub(crate) fn score_error(py: Python<'_>, id: &str, message: impl Into<String>) -> PyErr {
    let error = ScoreError::new_err(message.into());
    let _ = error.value(py).setattr("id", id);
    error
}

/// The exception for an error of the core, by its kind, its message (the
/// command line's) after `prefix`. Used where the class follows from the
/// error alone; the calls whose class is fixed by what they read (hand
/// text, counts, ids, seen tiles, meld texts) raise theirs directly.
pub(crate) fn core_error_with(py: Python<'_>, prefix: &str, error: tehai::Error) -> PyErr {
    let message = format!("{prefix}{error}");
    match error.kind() {
        ErrorKind::Notation => NotationError::new_err(message),
        ErrorKind::Hand | ErrorKind::Table => HandError::new_err(message),
        ErrorKind::Melds => MeldError::new_err(message),
        ErrorKind::TileCount => TileCountError::new_err(message),
        ErrorKind::WinContext | ErrorKind::NoScore | ErrorKind::Rules => {
            score_error(py, error.id(), message)
        }
        _ => TehaiError::new_err(message),
    }
}

/// [`core_error_with`] without a prefix.
pub(crate) fn core_error(py: Python<'_>, error: tehai::Error) -> PyErr {
    core_error_with(py, "", error)
}
