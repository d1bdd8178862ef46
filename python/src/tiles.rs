//! Tiles given in any notation: text (MPSZ, 136-tile ids, mjai names, as
//! the answer layer's readers take it), or a sequence of 136-tile ids
//! (ints) or of mjai names (strs); and `tehai.tiles`, which writes tiles
//! in a chosen notation.

use pyo3::exceptions::{PyOverflowError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyList, PyString, PyTuple};
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::{Error, TileCounts};

/// Items read from an iterable that is not a list or a tuple: one more
/// than the 136 tiles there are, so that an endless iterator is refused
/// (137 ids repeat one, 137 names hold a fifth copy) instead of being read
/// until memory runs out.
const ITEM_LIMIT: usize = 137;

/// What [`read_tiles`] calls a hand in its messages.
pub(crate) const HAND: &str = "hand";

/// Tiles as the caller gave them.
pub(crate) enum Tiles {
    /// Text in any notation.
    Text(String),
    /// 136-tile ids.
    Ids(Vec<u8>),
    /// mjai names, each checked to be one.
    Names(Vec<String>),
}

/// What is wrong with tiles given as a sequence.
pub(crate) enum Problem {
    /// Not tiles at all (a wrong type): a `TypeError`.
    Type(PyErr),
    /// An error of the core (an id from 136 up, a name that is no tile).
    Core(Error),
    /// An int no tile id can be (negative, or beyond 32 bits): its text
    /// and position, said as the core says an id from 136 up.
    Id(String, usize),
}

impl From<PyErr> for Problem {
    fn from(error: PyErr) -> Problem {
        Problem::Type(error)
    }
}

impl Problem {
    /// The message, for the problems with the tiles' values.
    fn message(&self) -> Option<String> {
        match self {
            Problem::Type(_) => None,
            Problem::Core(error) => Some(error.to_string()),
            Problem::Id(value, position) => Some(format!(
                "136-tile id {value} at position {position} is no tile: ids run from 0 to 135"
            )),
        }
    }

    /// The Python exception: the `TypeError` as it is, the others made
    /// from the message by `ids` (a bad id) or `names` (a bad name).
    pub(crate) fn into_err(
        self,
        ids: impl FnOnce(String) -> PyErr,
        names: impl FnOnce(String) -> PyErr,
    ) -> PyErr {
        match self {
            Problem::Type(error) => error,
            Problem::Core(error @ Error::NotATile { .. }) => names(error.to_string()),
            problem => ids(problem.message().unwrap_or_default()),
        }
    }
}

/// One item of a sequence of tiles.
enum Item<'py> {
    Id(Integer<'py>),
    Name(String),
}

/// Reads `object` as tiles: a str (not read here), or a sequence whose
/// items are all ints (136-tile ids) or all strs (mjai names). Lists and
/// tuples are read whole; other iterables to [`ITEM_LIMIT`] items. `what`
/// names the argument in the `TypeError`s.
pub(crate) fn read_tiles(object: &Bound<'_, PyAny>, what: &str) -> Result<Tiles, Problem> {
    read_tiles_as(object, what, Ids::Checked)
}

/// How [`read_tiles_as`] keeps ids.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ids {
    /// Checked here: each a tile, else the core's error with its position.
    Checked,
    /// As the command line's JSON reader keeps an array of them: any that
    /// fits in 64 bits, as text (`[0,1000]`) the request checks in its
    /// order of fields.
    AsJson,
}

/// [`read_tiles`], the ids kept as `ids` says.
pub(crate) fn read_tiles_as(
    object: &Bound<'_, PyAny>,
    what: &str,
    ids: Ids,
) -> Result<Tiles, Problem> {
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(Tiles::Text(text.to_str()?.to_owned()));
    }
    let not_tiles = || {
        // A hand may also be a `Hand` object.
        let hand = if what == HAND { "a tehai.Hand, " } else { "" };
        PyTypeError::new_err(format!(
            "{what}: expected {hand}text in any notation ('123m456p', '4m 5mr E', '12 16 20') \
             or a sequence of 136-tile ids or of mjai names, not {}",
            type_name(object)
        ))
    };
    if object.is_instance_of::<PyBool>() || object.is_instance_of::<PyInt>() {
        return Err(not_tiles().into());
    }
    let mut items = Vec::new();
    // An exact list is read by index, each item fetched afresh (an item's
    // `__index__` may shorten it, and the next fetch then raises).
    if let Ok(list) = object.cast_exact::<PyList>() {
        for index in 0..list.len() {
            items.push(item(&list.get_item(index)?, what)?);
        }
    } else if let Ok(tuple) = object.cast_exact::<PyTuple>() {
        for element in tuple.iter() {
            items.push(item(&element, what)?);
        }
    } else {
        let iterator = object.try_iter().map_err(|_| not_tiles())?;
        for element in iterator.take(ITEM_LIMIT) {
            items.push(item(&element?, what)?);
        }
    }
    // As the command line's JSON reader reads an array: names are checked
    // as they come and a mix is refused where it starts; then the ids, an
    // int no JSON id can be (negative, beyond 64 bits) first.
    let mut names = Vec::new();
    let mut numbers = Vec::new();
    for (position, item) in items.into_iter().enumerate() {
        match item {
            Item::Id(id) => numbers.push(id),
            Item::Name(name) => {
                if ParsedTile::from_mjai(&name).is_err() {
                    return Err(Problem::Core(Error::NotATile {
                        position: u32::try_from(position).unwrap_or(u32::MAX),
                    }));
                }
                names.push(name);
            }
        }
        if !numbers.is_empty() && !names.is_empty() {
            return Err(PyTypeError::new_err(format!(
                "{what}: item {position}: a sequence holds mjai names or 136-tile ids, not both"
            ))
            .into());
        }
    }
    if !names.is_empty() {
        return Ok(Tiles::Names(names));
    }
    let beyond_json = numbers.iter().enumerate().find(|(_, id)| match id {
        Integer::Small(value) => *value < 0,
        Integer::Large(value) => ids == Ids::Checked || value.extract::<u64>().is_err(),
    });
    if let Some((position, id)) = beyond_json {
        return Err(Problem::Id(id.to_string(), position));
    }
    if ids == Ids::AsJson {
        let numbers: Vec<String> = numbers.iter().map(ToString::to_string).collect();
        return Ok(Tiles::Text(format!("[{}]", numbers.join(","))));
    }
    let ids = numbers
        .iter()
        .enumerate()
        .map(|(position, id)| tile_id(id, position))
        .collect::<Result<Vec<u8>, Problem>>()?;
    Ok(Tiles::Ids(ids))
}

fn item<'py>(element: &Bound<'py, PyAny>, what: &str) -> PyResult<Item<'py>> {
    if let Ok(name) = element.cast::<PyString>() {
        return Ok(Item::Name(name.to_str()?.to_owned()));
    }
    if element.is_instance_of::<PyBool>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must hold 136-tile ids (ints) or mjai names (strs), not bool"
        )));
    }
    integer(element, what).map(Item::Id).map_err(|_| {
        PyTypeError::new_err(format!(
            "{what} must hold 136-tile ids (ints) or mjai names (strs), not {}",
            type_name(element)
        ))
    })
}

/// An int as a 136-tile id small enough for the core to check (up to 255),
/// else the core's error for an id from 136 up, or [`Problem::Id`].
fn tile_id(id: &Integer<'_>, position: usize) -> Result<u8, Problem> {
    match id {
        Integer::Small(value) => match (u8::try_from(*value), u32::try_from(*value)) {
            (Ok(id), _) => Ok(id),
            (_, Ok(id)) => Err(Problem::Core(Error::UnknownTileId {
                id,
                position: u32::try_from(position).unwrap_or(u32::MAX),
            })),
            _ => Err(Problem::Id(value.to_string(), position)),
        },
        Integer::Large(value) => Err(Problem::Id(value.to_string(), position)),
    }
}

impl Tiles {
    /// The text the answer layer's readers (`read_hand`, `read_counts`,
    /// `read_meld`) read back: the text itself, ids as `[12,16,20]`, names
    /// as `5mr E`.
    pub(crate) fn into_text(self) -> String {
        match self {
            Tiles::Text(text) => text,
            Tiles::Ids(ids) => {
                let ids: Vec<String> = ids.iter().map(u8::to_string).collect();
                format!("[{}]", ids.join(","))
            }
            Tiles::Names(names) => names.join(" "),
        }
    }

    /// The tiles as a hand, red fives kept.
    pub(crate) fn hand(&self) -> Result<ParsedHand, Error> {
        match self {
            Tiles::Text(text) => tehai_answer::read_hand(text),
            // No tiles make the empty hand, as 34 zero counts do; the
            // empty text is no hand (the core's error).
            Tiles::Ids(ids) if ids.is_empty() => Ok(ParsedHand::from(tehai::Hand::default())),
            Tiles::Ids(ids) => ParsedHand::from_ids136(ids),
            Tiles::Names(names) => ParsedHand::from_mjai(names.iter().map(String::as_str)),
        }
    }

    /// The tiles as counts (seen tiles: up to all 136).
    pub(crate) fn counts(&self) -> Result<TileCounts, Error> {
        match self {
            Tiles::Text(text) => tehai_answer::read_counts(text),
            Tiles::Ids(ids) => TileCounts::from_ids136(ids),
            Tiles::Names(names) => TileCounts::from_mjai(names.iter().map(String::as_str)),
        }
    }
}

/// A meld: its text (`"pon 5mr 5m 5m"`, read by the answer layer's
/// `read_meld`), or a pair `(kind, tiles)`, the tiles in any notation;
/// as the text `read_meld` reads. `TypeError` for any other shape.
pub(crate) fn meld_text(object: &Bound<'_, PyAny>, ids: Ids) -> Result<String, Problem> {
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(text.to_str()?.to_owned());
    }
    let shape = || {
        PyTypeError::new_err(format!(
            "each meld is a text such as 'pon 777z' or a pair such as ('pon', [16, 17, 18]), not {}",
            type_name(object)
        ))
    };
    let Ok(pair) = object.cast::<PyTuple>() else {
        return Err(shape().into());
    };
    if pair.len() != 2 {
        return Err(shape().into());
    }
    let kind = pair.get_item(0)?;
    let Ok(kind) = kind.cast::<PyString>() else {
        return Err(shape().into());
    };
    let tiles = read_tiles_as(&pair.get_item(1)?, "a meld's tiles", ids)?;
    Ok(format!("{} {}", kind.to_str()?, tiles.into_text()))
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
pub(crate) enum Integer<'py> {
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

/// An item as an int (through `__index__`, as Python reads an index).
pub(crate) fn integer<'py>(item: &Bound<'py, PyAny>, what: &str) -> PyResult<Integer<'py>> {
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
