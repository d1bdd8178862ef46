//! The exception classes, and the messages the command line prints.

use pyo3::prelude::*;
use pyo3::{create_exception, exceptions::PyValueError};

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
    "The text is not valid MPSZ notation (unknown character, digits without a suit, 8z, \
     more than four of a kind, more than 14 tiles, empty text...)."
);
create_exception!(
    tehai,
    HandError,
    TehaiError,
    "Tile counts or 136-tile ids that do not make a hand (a fifth copy, more than 14 tiles, \
     a count or id out of range, a wrong length)."
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
    "A declared meld that cannot be read or does not fit the hand."
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
