//! `tehai.tiles`: tiles written in the notation asked for.

use pyo3::IntoPyObjectExt;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::{Error, TileCounts, TileSet};

use crate::errors::{NotationError, core_error};
use crate::hand::PyHand;
use crate::tiles::read_tiles;

/// Writes tiles in a notation: `tehai.tiles`.
///
/// ``tiles`` is a :class:`Hand`, text in any notation (``"406m"``,
/// ``"4m 5mr 6m"``, ``"12 16 20"``), a sequence of 136-tile ids or of mjai
/// names, or an int: a bit mask of kinds (the ``mask`` of a result, bit
/// ``i`` for index ``i``). Text of more tiles than a hand holds (a result's
/// ``useful``) is read as counts, red fives as plain fives.
///
/// ``notation`` is ``"mjai"`` (a list of names, ``"5mr"`` for a red five,
/// ``"E"`` ... ``"C"`` for honors), ``"index"`` (a list of 34-kind indices,
/// 0 = 1m ... 33 = 7z, red fives as fives), ``"ids"`` (a list of 136-tile
/// ids, for at most 14 tiles held: not for a mask) or ``"mpsz"`` (the
/// canonical text). Tiles come out in index order, red fives first.
///
/// Raises ``NotationError`` for bad text, names or ids, or for ``"ids"`` of
/// four plain fives of a suit (copy 0 is red); ``HandError`` for ``"ids"``
/// of a mask or of more tiles than a hand; ``ValueError`` for an unknown
/// notation.
#[pyfunction]
#[pyo3(signature = (tiles, notation = "mjai"))]
pub(crate) fn tiles<'py>(
    py: Python<'py>,
    tiles: &Bound<'py, PyAny>,
    notation: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let notation: tehai_answer::Notation = notation
        .parse()
        .map_err(|message: String| PyValueError::new_err(message))?;
    let written = Written::read(tiles)?;
    let text = |tiles: Vec<ParsedTile>| -> Vec<String> {
        tiles.iter().map(|tile| tile.mjai().to_owned()).collect()
    };
    match notation {
        tehai_answer::Notation::Mpsz => written.text().into_bound_py_any(py),
        tehai_answer::Notation::Mjai => text(written.tiles()).into_bound_py_any(py),
        tehai_answer::Notation::Index => {
            let indices: Vec<usize> = written
                .tiles()
                .iter()
                .map(|tile| tile.tile().index())
                .collect();
            indices.into_bound_py_any(py)
        }
        tehai_answer::Notation::Ids => match written {
            Written::Hand(hand) => {
                let ids = hand.ids136().map_err(|error| core_error(py, error))?;
                let ids: Vec<u32> = ids.iter().copied().map(u32::from).collect();
                ids.into_bound_py_any(py)
            }
            _ => Err(crate::errors::HandError::new_err(
                "only a hand (at most 14 tiles held) has 136-tile ids; kinds have indices",
            )),
        },
    }
}

/// Tiles read by `tehai.tiles`.
enum Written {
    Hand(ParsedHand),
    Counts(TileCounts),
    Kinds(TileSet),
}

impl Written {
    fn read(object: &Bound<'_, PyAny>) -> PyResult<Written> {
        if let Ok(hand) = object.cast_exact::<PyHand>() {
            return Ok(Written::Hand(hand.get().parsed));
        }
        if object.is_instance_of::<PyInt>() && !object.is_instance_of::<PyBool>() {
            let mask = object.extract::<u64>().ok().and_then(TileSet::from_bits);
            return mask.map(Written::Kinds).ok_or_else(|| {
                NotationError::new_err(format!(
                    "{object} is no mask of kinds: bits 0 to 33, one a kind"
                ))
            });
        }
        let tiles = read_tiles(object, "tiles")
            .map_err(|problem| problem.into_err(NotationError::new_err, NotationError::new_err))?;
        match tiles.hand() {
            Ok(hand) => Ok(Written::Hand(hand)),
            Err(Error::TooManyTiles) => tiles
                .counts()
                .map(Written::Counts)
                .map_err(|error| NotationError::new_err(error.to_string())),
            Err(error) => Err(NotationError::new_err(error.to_string())),
        }
    }

    /// The tiles, in index order, red fives first.
    fn tiles(&self) -> Vec<ParsedTile> {
        match self {
            Written::Hand(hand) => hand.tiles().collect(),
            Written::Counts(counts) => tehai::Tile::all()
                .flat_map(|tile| {
                    std::iter::repeat_n(ParsedTile::from(tile), usize::from(counts.count(tile)))
                })
                .collect(),
            Written::Kinds(kinds) => kinds.iter().map(ParsedTile::from).collect(),
        }
    }

    fn text(&self) -> String {
        match self {
            Written::Hand(hand) => hand.to_string(),
            Written::Counts(counts) => counts.to_string(),
            Written::Kinds(kinds) => kinds.to_string(),
        }
    }
}
