//! `tehai.Hand`: a concealed hand, red fives kept, and the reading of the
//! hand every function takes (a `Hand` or MPSZ text).

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use tehai::notation::ParsedHand;
use tehai::{Hand, Tile};

use crate::errors::{HandError, NotationError};
use crate::tiles::{HAND, Integer, Tiles, integer, read_tiles, type_name};

/// A concealed hand (tehai) of at most 14 tiles; red fives are kept.
///
/// Build it from text in any notation: MPSZ (``Hand("123m456p789s11122z")``,
/// ``0`` is a red five), 136-tile ids (``Hand("12 16 20")``) or mjai names
/// (``Hand("4m 5mr E")``); from a sequence of 136-tile ids
/// (``Hand([12, 16, 20])``, :meth:`Hand.from_136`) or of mjai names
/// (``Hand(["4m", "5mr", "E"])``, :meth:`Hand.from_mjai`); or from 34 counts
/// (:meth:`Hand.from_counts`). ``str(hand)`` is the canonical text the
/// command line prints; :meth:`to_136` and :meth:`to_mjai` give the other
/// notations back. Two hands are equal when they hold the same tiles and the
/// same red fives.
///
/// Raises ``NotationError`` with the command line's message when text or
/// names are not valid notation, ``HandError`` for ids that make no hand.
// No `freelist`: PyO3 0.30.1 generates code that does not compile for a
// class with both `eq` (or `hash`) and `freelist` (a missing comma between
// the slot lists), and `eq`/`hash` are what the type promises.
#[pyclass(frozen, eq, hash, module = "tehai", name = "Hand")]
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PyHand {
    pub(crate) parsed: ParsedHand,
}

#[pymethods]
impl PyHand {
    // The parameter keeps its name `text` (callers may pass it by name),
    // though it takes any hand, not only text.
    #[new]
    #[pyo3(signature = (text))]
    fn new(text: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(PyHand {
            parsed: hand_argument(text)?,
        })
    }

    /// Builds a hand from text in any notation: MPSZ (``"406m11z"``),
    /// 136-tile ids (``"12 16 20"``, ``"[12,16,20]"``) or mjai names
    /// (``"4m 5mr E"``, ``'["5mr","E"]'``); the same as ``Hand(text)``.
    ///
    /// Raises ``NotationError`` with the command line's message.
    #[staticmethod]
    #[pyo3(signature = (text))]
    fn from_text(text: &Bound<'_, PyAny>) -> PyResult<Self> {
        let Ok(text) = text.cast::<PyString>() else {
            return Err(PyTypeError::new_err(format!(
                "from_text takes text, not {}",
                type_name(text)
            )));
        };
        Ok(PyHand {
            parsed: parse_text(text.to_str()?)?,
        })
    }

    /// Builds a hand from mjai names (``["4m", "5mr", "E"]``): ``1m`` to
    /// ``9s``, ``5mr`` ``5pr`` ``5sr`` for the red fives, ``E S W N P F C``
    /// for the honors.
    ///
    /// Raises ``NotationError`` naming the position of a name that is no
    /// tile, and for more than four of a kind or more than 14 tiles.
    #[staticmethod]
    #[pyo3(signature = (names))]
    fn from_mjai(names: &Bound<'_, PyAny>) -> PyResult<Self> {
        if names.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(
                "names must be a sequence of mjai names such as ['5mr', 'E'], not str",
            ));
        }
        match read_tiles(names, "names") {
            Ok(Tiles::Ids(ids)) if !ids.is_empty() => Err(PyTypeError::new_err(
                "names must hold mjai names (strs); 136-tile ids go to Hand.from_136",
            )),
            Ok(tiles) => Ok(PyHand {
                parsed: tiles
                    .hand()
                    .map_err(|error| NotationError::new_err(error.to_string()))?,
            }),
            Err(problem) => Err(problem.into_err(HandError::new_err, NotationError::new_err)),
        }
    }

    /// The hand as 136-tile ids in canonical order (copy 0 of a five is
    /// its red one, plain fives from copy 1), so that ``Hand.from_136``
    /// gives it back.
    ///
    /// Raises ``NotationError`` for four plain fives of a suit (copy 0 is
    /// red) or two red fives of a suit, which have no ids.
    #[pyo3(name = "to_136", text_signature = "($self, /)")]
    fn ids136(&self) -> PyResult<Vec<u32>> {
        // Not `u8`: PyO3 turns bytes-sized sequences into `bytes`.
        self.parsed
            .ids136()
            .map(|ids| ids.iter().copied().map(u32::from).collect())
            .map_err(|error| NotationError::new_err(error.to_string()))
    }

    /// The hand's tiles as mjai names, in canonical order (``"5mr"`` before
    /// the plain fives of its suit).
    #[pyo3(name = "to_mjai", text_signature = "($self, /)")]
    fn mjai(&self) -> Vec<&'static str> {
        self.parsed.mjai().collect()
    }

    /// Builds a hand from 34 tile counts in index order (1m..9m, 1p..9p,
    /// 1s..9s, 1z..7z): a list, a tuple or a NumPy array of ints.
    ///
    /// Raises ``HandError`` for a wrong length, a negative count, a fifth copy
    /// or more than 14 tiles.
    #[staticmethod]
    #[pyo3(signature = (counts))]
    fn from_counts(counts: &Bound<'_, PyAny>) -> PyResult<Self> {
        // 35 counts are as wrong as any more.
        let hand = with_integers(counts, "counts", 35, hand_from_count_values)?;
        Ok(PyHand {
            parsed: ParsedHand {
                hand,
                red_fives: [0; 3],
            },
        })
    }

    /// Builds a hand from 136-tile ids (Tenhou logs, Python ``mahjong``):
    /// ``id // 4`` is the kind (0 = 1m ... 33 = 7z), and copy 0 of each five
    /// (ids 16, 52 and 88) is the red five.
    ///
    /// Raises ``HandError`` for an id outside 0..135, an id given twice or more
    /// than 14 tiles.
    #[staticmethod]
    #[pyo3(signature = (ids))]
    fn from_136(ids: &Bound<'_, PyAny>) -> PyResult<Self> {
        if ids.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(
                "ids must be a sequence of ints, not str",
            ));
        }
        match read_tiles(ids, "ids") {
            Ok(tiles) if is_ids(&tiles) => Ok(PyHand {
                parsed: tiles
                    .hand()
                    .map_err(|error| HandError::new_err(error.to_string()))?,
            }),
            Ok(_) => Err(PyTypeError::new_err(
                "ids must hold ints; mjai names go to Hand.from_mjai",
            )),
            Err(problem) => Err(problem.into_err(HandError::new_err, HandError::new_err)),
        }
    }

    /// The 34 tile counts in index order (red fives count as fives).
    #[pyo3(text_signature = "($self, /)")]
    fn counts(&self) -> [u32; 34] {
        // Not `u8`: PyO3 turns bytes-sized sequences into `bytes`.
        self.parsed.hand.counts().map(u32::from)
    }

    /// The number of tiles in the hand.
    #[getter]
    fn tile_count(&self) -> u32 {
        self.parsed.hand.tile_count()
    }

    /// Red fives per number suit: ``(man, pin, sou)``.
    #[getter]
    fn red_fives(&self) -> (u8, u8, u8) {
        let [man, pin, sou] = self.parsed.red_fives;
        (man, pin, sou)
    }

    fn __len__(&self) -> usize {
        self.parsed.hand.tile_count() as usize
    }

    fn __str__(&self) -> String {
        self.parsed.to_string()
    }

    /// An expression that makes the hand again (the empty hand has no text).
    fn __repr__(&self) -> String {
        if self.parsed.hand.tile_count() == 0 {
            "Hand.from_counts([0] * 34)".to_owned()
        } else {
            format!("Hand('{}')", self.parsed)
        }
    }

    /// Pickles as the canonical text (the empty hand as its counts).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let class = slf.get_type();
        let parsed = slf.get().parsed;
        if parsed.hand.tile_count() == 0 {
            (class.getattr("from_counts")?, ([0u32; 34],)).into_pyobject(slf.py())
        } else {
            (class, (parsed.to_string(),)).into_pyobject(slf.py())
        }
    }
}

/// Reads text in any notation (the answer layer's `read_hand`), raising
/// `NotationError` with the command line's message.
pub(crate) fn parse_text(text: &str) -> PyResult<ParsedHand> {
    tehai_answer::read_hand(text).map_err(|error| NotationError::new_err(error.to_string()))
}

/// Tiles read as 136-tile ids (an empty sequence is no names either).
fn is_ids(tiles: &Tiles) -> bool {
    matches!(tiles, Tiles::Ids(_))
}

/// A hand as every function takes it (`HandLike`): a `Hand`, text in any
/// notation (`NotationError`), a sequence of 136-tile ids (`HandError`, as
/// `Hand.from_136`) or of mjai names (`NotationError`).
pub(crate) fn hand_argument(object: &Bound<'_, PyAny>) -> PyResult<ParsedHand> {
    if let Ok(hand) = object.cast_exact::<PyHand>() {
        return Ok(hand.get().parsed);
    }
    let tiles = read_tiles(object, HAND)
        .map_err(|problem| problem.into_err(HandError::new_err, NotationError::new_err))?;
    let class = match tiles {
        Tiles::Ids(_) => HandError::new_err,
        _ => NotationError::new_err,
    };
    tiles.hand().map_err(|error| class(error.to_string()))
}

/// How many items an iterable holds, as far as it was read.
#[derive(Clone, Copy)]
enum Length {
    Exact(usize),
    /// An iterator with more items than were worth reading.
    MoreThan(usize),
}

impl std::fmt::Display for Length {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Length::Exact(length) => length.fmt(formatter),
            Length::MoreThan(length) => write!(formatter, "more than {length}"),
        }
    }
}

/// Runs `read` on the ints of an iterable (a list, a tuple, a NumPy
/// array...), read in order, and its length; the first item that is not an
/// int raises. Lists and tuples are read whole (they are in memory
/// already); other iterables only to `limit` items, on which `read` must
/// fail, so that an endless iterator (`itertools.count()`) or a huge one
/// (`range(10**18)`) is an error, not a hang until memory runs out.
fn with_integers<'py, R>(
    object: &Bound<'py, PyAny>,
    what: &str,
    limit: usize,
    read: impl FnOnce(&[Integer<'py>], Length) -> PyResult<R>,
) -> PyResult<R> {
    if object.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be a sequence of ints, not str"
        )));
    }
    let mut values = Vec::with_capacity(34);
    // An exact list is read by index, each item fetched afresh: an item's
    // `__index__` may shorten the list (the next fetch then raises
    // IndexError), and items appended past the length first seen are not
    // read. Exact tuples cannot change. Subclasses of either may iterate
    // their own way, so they are iterated like any other object.
    let length = if let Ok(list) = object.cast_exact::<PyList>() {
        let length = list.len();
        for index in 0..length {
            values.push(integer(&list.get_item(index)?, what)?);
        }
        Length::Exact(length)
    } else if let Ok(tuple) = object.cast_exact::<PyTuple>() {
        for item in tuple.iter() {
            values.push(integer(&item, what)?);
        }
        Length::Exact(tuple.len())
    } else {
        let iterator = object.try_iter().map_err(|_| {
            PyTypeError::new_err(format!(
                "{what} must be a sequence of ints, not {}",
                type_name(object)
            ))
        })?;
        for item in iterator.take(limit) {
            values.push(integer(&item?, what)?);
        }
        match values.len() {
            read if read == limit => Length::MoreThan(limit - 1),
            read => Length::Exact(read),
        }
    };
    read(&values, length)
}

fn tile_name(index: usize) -> String {
    Tile::new(index as u8).map_or_else(|| format!("tile {index}"), |tile| tile.to_string())
}

/// Checks 34 counts and builds the hand (no red fives).
fn hand_from_count_values(values: &[Integer<'_>], length: Length) -> PyResult<Hand> {
    if values.len() != 34 {
        return Err(HandError::new_err(format!(
            "expected 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), got {length}"
        )));
    }
    let mut counts = [0u8; 34];
    for (index, (value, slot)) in values.iter().zip(counts.iter_mut()).enumerate() {
        let negative = match value {
            Integer::Small(value) => *value < 0,
            Integer::Large(value) => value.lt(0)?,
        };
        if negative {
            return Err(HandError::new_err(format!(
                "negative count {value} of {}",
                tile_name(index)
            )));
        }
        // Any count above 255 is as much a fifth copy as 255 is.
        *slot = match value {
            Integer::Small(value) => u8::try_from(*value).unwrap_or(u8::MAX),
            Integer::Large(_) => u8::MAX,
        };
    }
    Hand::from_counts(&counts).map_err(|error| HandError::new_err(error.to_string()))
}
