//! `tehai.Hand`: a concealed hand, red fives kept, and the reading of the
//! hand every function takes (a `Hand` or MPSZ text).

use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyList, PyString, PyTuple};
use tehai::notation::ParsedHand;
use tehai::{Hand, Tile};

use crate::errors::{HandError, NotationError};

/// Ids of the red fives in the 136-tile numbering (copy 0 of 5m, 5p, 5s).
const RED_FIVE_IDS: [usize; 3] = [16, 52, 88];

/// A concealed hand (tehai) of at most 14 tiles; red fives are kept.
///
/// Build it from MPSZ text (``Hand("123m456p789s11122z")``, ``0`` is a red
/// five), from 34 counts (:meth:`Hand.from_counts`) or from 136-tile ids
/// (:meth:`Hand.from_136`). ``str(hand)`` is the canonical text the command
/// line prints. Two hands are equal when they hold the same tiles and the
/// same red fives.
///
/// Raises ``NotationError`` with the command line's message when the text is
/// not valid notation.
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
    #[new]
    #[pyo3(signature = (text))]
    fn new(text: &Bound<'_, PyAny>) -> PyResult<Self> {
        if let Ok(hand) = text.cast_exact::<PyHand>() {
            return Ok(*hand.get());
        }
        let Ok(text) = text.cast::<PyString>() else {
            return Err(PyTypeError::new_err(format!(
                "Hand() takes MPSZ text such as '123m456p', not {}; see Hand.from_counts and Hand.from_136",
                type_name(text)
            )));
        };
        Ok(PyHand {
            parsed: parse_text(text.to_str()?)?,
        })
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
        // Among 137 ids one is out of range or given twice, and the first
        // such id is the one reported: no later id need be read.
        with_integers(ids, "ids", 137, |values, _| hand_from_ids(values))
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

/// Reads MPSZ text, raising `NotationError` with the command line's message.
pub(crate) fn parse_text(text: &str) -> PyResult<ParsedHand> {
    text.parse::<ParsedHand>()
        .map_err(|error| NotationError::new_err(error.to_string()))
}

/// A `Hand` or MPSZ text, as every function takes it.
pub(crate) fn hand_argument(object: &Bound<'_, PyAny>) -> PyResult<ParsedHand> {
    if let Ok(hand) = object.cast_exact::<PyHand>() {
        return Ok(hand.get().parsed);
    }
    if let Ok(text) = object.cast::<PyString>() {
        return parse_text(text.to_str()?);
    }
    Err(PyTypeError::new_err(format!(
        "expected a tehai.Hand or MPSZ text such as '123m456p', not {}",
        type_name(object)
    )))
}

pub(crate) fn type_name(object: &Bound<'_, PyAny>) -> String {
    object
        .get_type()
        .name()
        .map(|name| name.to_string())
        .unwrap_or_else(|_| "an unknown type".to_owned())
}

/// An item of a list of counts or ids: an int that fits in 64 bits, or the
/// exact value of a larger one (only ever reported or found out of range).
enum Integer<'py> {
    Small(i64),
    Large(Bound<'py, PyInt>),
}

impl std::fmt::Display for Integer<'_> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Integer::Small(value) => value.fmt(formatter),
            Integer::Large(value) => value.fmt(formatter),
        }
    }
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

/// An item as an int (through `__index__`, as Python reads an index).
fn integer<'py>(item: &Bound<'py, PyAny>, what: &str) -> PyResult<Integer<'py>> {
    let not_an_int =
        || PyTypeError::new_err(format!("{what} must hold ints, not {}", type_name(item)));
    match item.extract::<i64>() {
        Ok(value) => Ok(Integer::Small(value)),
        // An int beyond 64 bits: kept whole, so that the message names it.
        Err(error) if error.is_instance_of::<PyOverflowError>(item.py()) => {
            let index = item.py().import("operator")?.getattr("index")?;
            let value = index.call1((item,)).map_err(|_| not_an_int())?;
            Ok(Integer::Large(
                value.cast_into::<PyInt>().map_err(|_| not_an_int())?,
            ))
        }
        Err(_) => Err(not_an_int()),
    }
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

/// Checks 136-tile ids and builds the hand, red fives kept.
fn hand_from_ids(values: &[Integer<'_>]) -> PyResult<PyHand> {
    let mut seen = [false; 136];
    let mut counts = [0u8; 34];
    let mut red_fives = [0u8; 3];
    for value in values {
        let id = match value {
            Integer::Small(id) => usize::try_from(*id).ok().filter(|&id| id < seen.len()),
            Integer::Large(_) => None,
        };
        let Some(id) = id else {
            return Err(HandError::new_err(format!(
                "tile id {value} is out of range: ids go from 0 to 135"
            )));
        };
        if std::mem::replace(&mut seen[id], true) {
            return Err(HandError::new_err(format!("tile id {id} is given twice")));
        }
        counts[id / 4] += 1;
        if let Some(suit) = RED_FIVE_IDS.iter().position(|&red| red == id) {
            red_fives[suit] += 1;
        }
    }
    let hand = Hand::from_counts(&counts).map_err(|error| HandError::new_err(error.to_string()))?;
    Ok(PyHand {
        parsed: ParsedHand { hand, red_fives },
    })
}
