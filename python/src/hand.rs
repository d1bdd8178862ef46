//! `tehai.Hand`: a concealed hand, red fives kept.

use std::ffi::{CStr, c_int, c_void};

use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyInt, PyList, PyString, PyTuple};
use tehai::{Hand, ParsedHand, Tile};

use crate::errors::{HandError, NotationError};
use crate::keywords::{Signature, Slots, argument, keyword_function, missing};
use crate::lite::{LiteType, compare_values, leak};
use crate::one_argument::call_attached;

/// Ids of the red fives in the 136-tile numbering (copy 0 of 5m, 5p, 5s).
const RED_FIVE_IDS: [usize; 3] = [16, 52, 88];

/// `tehai.Hand`'s value: a concealed hand of at most 14 tiles, red fives
/// kept. The type is made from a `PyType_Spec` of its own (see
/// [`add_hand_type`]), as the result types are: a hand is often built for a
/// single question, and a `#[pyclass]` object cost about 640 instructions to
/// make and free, more than most questions.
#[derive(Clone, Copy)]
pub(crate) struct PyHand {
    pub(crate) parsed: ParsedHand,
}

/// The `tehai.Hand` type object.
static HAND_TYPE: LiteType<PyHand> = LiteType::new();

impl<'py> IntoPyObject<'py> for PyHand {
    type Target = PyAny;
    type Output = Bound<'py, PyAny>;
    type Error = PyErr;

    fn into_pyobject(self, py: Python<'py>) -> PyResult<Self::Output> {
        HAND_TYPE.make(py, || Ok(self))
    }
}

/// The hand of `object` if it is a `tehai.Hand`, read in place.
#[inline]
pub(crate) fn hand_of<'a>(object: &'a Bound<'_, PyAny>) -> Option<&'a ParsedHand> {
    HAND_TYPE.value_in(object).map(|hand| &hand.parsed)
}

/// Reads MPSZ text, raising `NotationError` with the command line's message.
pub(crate) fn parse_text(text: &str) -> PyResult<ParsedHand> {
    text.parse::<ParsedHand>()
        .map_err(|error| NotationError::new_err(error.to_string()))
}

/// Runs `read` on the UTF-8 text of a Python string.
///
/// Why not simply encode it: the stable ABI of Python 3.9 offers no
/// borrowed UTF-8 view, and its general way (`PyUnicode_AsUTF8String`)
/// makes and frees a bytes object every time, which costs more than scoring
/// a tile. Short texts (every tile, wind, indicator list, meld and hand a
/// caller writes) are copied out as code points in one call and encoded on
/// the stack, in a buffer no larger than they need.
pub(crate) fn with_text<R>(
    text: &Bound<'_, PyString>,
    read: impl FnOnce(&str) -> R,
) -> PyResult<R> {
    // SAFETY: a live str with the thread attached; it is only read.
    let length = unsafe { ffi::PyUnicode_GetLength(text.as_ptr()) };
    match usize::try_from(length) {
        Ok(length @ 0..=8) => with_short_text::<8, 32, R>(text, length, read),
        Ok(length @ 9..=64) => with_short_text::<64, 256, R>(text, length, read),
        _ => with_encoded_text(text, read),
    }
}

/// [`with_text`] for a text of `length <= CHARS` characters; `BYTES` is
/// `4 * CHARS`, room for any `CHARS` characters in UTF-8.
fn with_short_text<const CHARS: usize, const BYTES: usize, R>(
    text: &Bound<'_, PyString>,
    length: usize,
    read: impl FnOnce(&str) -> R,
) -> PyResult<R> {
    let mut code_points = [0u32; CHARS];
    // SAFETY: a live str, and a buffer of `CHARS` code points (the length
    // passed), which holds all `length` of them; no NUL is asked for.
    let copied = unsafe {
        ffi::PyUnicode_AsUCS4(
            text.as_ptr(),
            code_points.as_mut_ptr(),
            CHARS as ffi::Py_ssize_t,
            0,
        )
    };
    if copied.is_null() {
        return Err(PyErr::fetch(text.py()));
    }
    let codes = code_points.get(..length).unwrap_or_default();
    if codes.iter().fold(0, |bits, &code| bits | code) < 0x80 {
        // ASCII, as notation nearly always is: one byte a character.
        let mut ascii = [0u8; CHARS];
        for (byte, &code) in ascii.iter_mut().zip(codes) {
            *byte = code as u8;
        }
        if let Some(Ok(short)) = ascii.get(..length).map(std::str::from_utf8) {
            return Ok(read(short));
        }
    }
    let mut utf8 = [0u8; BYTES];
    let mut used = 0;
    for &code in code_points.iter().take(length) {
        // A lone surrogate is no char: the general way raises its encoding
        // error. (The buffer always has room: at most 4 bytes a character.)
        let (Some(character), Some(rest)) = (char::from_u32(code), utf8.get_mut(used..)) else {
            return with_encoded_text(text, read);
        };
        if rest.len() < character.len_utf8() {
            return with_encoded_text(text, read);
        }
        used += character.encode_utf8(rest).len();
    }
    match utf8.get(..used).map(std::str::from_utf8) {
        Some(Ok(short)) => Ok(read(short)),
        _ => with_encoded_text(text, read),
    }
}

/// [`with_text`] through one encoded copy.
fn with_encoded_text<R>(text: &Bound<'_, PyString>, read: impl FnOnce(&str) -> R) -> PyResult<R> {
    let bytes = text.encode_utf8()?;
    let text = std::str::from_utf8(bytes.as_bytes())
        .map_err(|error| pyo3::exceptions::PyUnicodeError::new_err(error.to_string()))?;
    Ok(read(text))
}

/// A `Hand` or MPSZ text, as every function takes it.
pub(crate) fn hand_argument(object: &Bound<'_, PyAny>) -> PyResult<ParsedHand> {
    if let Some(parsed) = hand_of(object) {
        return Ok(*parsed);
    }
    if let Ok(text) = object.cast::<PyString>() {
        return with_text(text, parse_text)?;
    }
    Err(PyTypeError::new_err(format!(
        "expected a tehai.Hand or MPSZ text such as '123m456p', not {}",
        type_name(object)
    )))
}

/// Runs `answer` on the hand of a `Hand`, read in place, or of MPSZ text.
/// For the cheapest questions: a `ParsedHand` copied out of the object and
/// read back at once as one vector made the CPU stall on the copy (a failed
/// store-to-load forwarding), a third of `is_win`'s own time.
pub(crate) fn with_hand<R>(
    object: &Bound<'_, PyAny>,
    answer: impl FnOnce(&ParsedHand) -> PyResult<R>,
) -> PyResult<R> {
    if let Some(parsed) = hand_of(object) {
        return answer(parsed);
    }
    answer(&hand_argument(object)?)
}

pub(crate) fn type_name(object: &Bound<'_, PyAny>) -> String {
    object
        .get_type()
        .name()
        .map(|name| name.to_string())
        .unwrap_or_else(|_| "an unknown type".to_owned())
}

/// The most items an exact list or tuple is read into without a heap
/// allocation: 34 counts, or the ids of any hand that can be valid.
const INLINE_ITEMS: usize = 34;

/// Runs `read` on the ints of an iterable (a list, a tuple, a NumPy
/// array...), read in order; the first item that is not an int raises.
fn with_integers<R>(
    object: &Bound<'_, PyAny>,
    what: &str,
    read: impl FnOnce(&[i64]) -> PyResult<R>,
) -> PyResult<R> {
    if object.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} must be a sequence of ints, not str"
        )));
    }
    // Lists and tuples (what callers pass) are read in place; not their
    // subclasses, which may iterate their own way.
    let sequence = if let Ok(list) = object.cast_exact::<PyList>() {
        Some((list.len(), ffi::PyList_GetItem as ItemGetter))
    } else if let Ok(tuple) = object.cast_exact::<PyTuple>() {
        Some((tuple.len(), ffi::PyTuple_GetItem as ItemGetter))
    } else {
        None
    };
    if let Some((len, get_item)) = sequence {
        let reader = ItemReader::new(object, get_item, what);
        if len <= INLINE_ITEMS {
            let mut values = [0i64; INLINE_ITEMS];
            for (index, value) in values[..len].iter_mut().enumerate() {
                *value = reader.read(index)?;
            }
            return read(&values[..len]);
        }
        let values = (0..len)
            .map(|index| reader.read(index))
            .collect::<PyResult<Vec<i64>>>()?;
        return read(&values);
    }
    let iterator = object.try_iter().map_err(|_| {
        PyTypeError::new_err(format!(
            "{what} must be a sequence of ints, not {}",
            type_name(object)
        ))
    })?;
    let mut values = Vec::with_capacity(INLINE_ITEMS);
    for item in iterator {
        values.push(integer(&item?, what)?);
    }
    read(&values)
}

/// `PyList_GetItem` or `PyTuple_GetItem`: a borrowed reference, or null
/// with IndexError set.
type ItemGetter = unsafe extern "C" fn(*mut ffi::PyObject, ffi::Py_ssize_t) -> *mut ffi::PyObject;

/// Where CPython keeps the ints 0 to 255: one shared object each, the very
/// objects a list of small counts or ids holds. Under the stable ABI reading
/// an int is a call into the interpreter (and a reference count change is
/// another); recognising these objects by address is a subtraction and a
/// mask. The objects are made once and kept, so their addresses are never
/// reused; the table is the run of them found `stride` bytes apart from 0
/// up, each address checked, cut to a power-of-two length. Only an address
/// equal to one of these kept objects is taken; any other object is read
/// the ordinary way.
struct SmallInts {
    /// Owned references that keep the objects (and so their addresses) alive.
    _objects: Vec<Py<PyInt>>,
    /// The address of the int 0.
    base: usize,
    /// The int `k` of the table lies at `base + (k << shift)`.
    shift: u32,
    /// The bits an address's distance from `base` has set when it is not
    /// one of the table's objects: those above the table (whose length is a
    /// power of two) and those inside an object.
    outside: usize,
}

impl SmallInts {
    fn new(py: Python<'_>) -> Self {
        let objects: Vec<Py<PyInt>> = (0..=255u8).map(|n| PyInt::new(py, n).unbind()).collect();
        let address = |k: usize| objects[k].as_ptr() as usize;
        let base = address(0);
        let stride = address(1).wrapping_sub(base);
        // An int object is a few dozen bytes: a larger distance is not an
        // array of them (and would overflow below).
        let (shift, outside) = if stride.is_power_of_two() && stride <= 1 << 12 {
            let run = (0..objects.len())
                .take_while(|&k| address(k) == base.wrapping_add(k * stride))
                .count();
            // The run's longest power-of-two start (at least the int 0):
            // one mask then tells whether a distance is in the table.
            let len = if run == 0 { 1 } else { 1 << run.ilog2() };
            let end = len * stride;
            (stride.trailing_zeros(), !(end - 1) | (stride - 1))
        } else {
            // Only the int 0 itself.
            (0, usize::MAX)
        };
        SmallInts {
            _objects: objects,
            base,
            shift,
            outside,
        }
    }

    /// The distance of `item` from the int 0, and the bits that say it is
    /// not one of the table's ints (0 when it is).
    #[inline(always)]
    fn place(&self, item: *mut ffi::PyObject) -> (usize, usize) {
        let offset = (item as usize).wrapping_sub(self.base);
        (offset, offset & self.outside)
    }

    /// The value of `item` if it is one of the table's ints.
    #[inline(always)]
    fn value(&self, item: *mut ffi::PyObject) -> Option<i64> {
        let (offset, outside) = self.place(item);
        (outside == 0).then_some((offset >> self.shift) as i64)
    }

    /// The values of `items` as bytes, if every one is one of the table's
    /// ints (at most 255 each). Branch-free over the items: a list of counts
    /// nearly always is all small ints.
    #[inline(always)]
    fn bytes<const LEN: usize>(&self, items: &[*mut ffi::PyObject; LEN]) -> Option<[u8; LEN]> {
        let mut bytes = [0u8; LEN];
        let mut outside = 0;
        for (byte, &item) in bytes.iter_mut().zip(items) {
            let (offset, item_outside) = self.place(item);
            outside |= item_outside;
            *byte = (offset >> self.shift) as u8;
        }
        (outside == 0).then_some(bytes)
    }
}

static SMALL_INTS: PyOnceLock<SmallInts> = PyOnceLock::new();

/// Whether exact lists are laid out as CPython lays them out: after the
/// object header (reference count, type) the length, then a pointer to the
/// array of item pointers. The stable ABI only offers `PyList_GetItem`, a
/// call per item (as much again as reading the item); where the layout is
/// this one, the 34 pointers of a list of counts are read from the array.
/// It is checked once, on lists of every length up to 64 and their every
/// item against `PyList_GetItem`; any difference (another interpreter, a
/// future CPython) leaves the calls.
struct ListLayout {
    direct: bool,
}

/// `PyListObject` of CPython (every version since 3.0): a variable-size
/// header, then the item array.
#[repr(C)]
struct ListObject {
    header: ffi::PyVarObject,
    items: *mut *mut ffi::PyObject,
}

impl ListLayout {
    fn new(py: Python<'_>) -> Self {
        let direct = (0..=64usize).all(|len| {
            let Ok(list) = PyList::new(py, (0..len).map(|n| n * 7 + 1000)) else {
                return false;
            };
            // SAFETY: reads within a live list object, which is at least as
            // large as CPython's header plus a pointer (any list object
            // holds its items somewhere); only compared, never followed
            // unless the length agrees.
            let (size, items) = unsafe {
                let object = list.as_ptr().cast::<ListObject>();
                ((*object).header.ob_size, (*object).items)
            };
            usize::try_from(size) == Ok(len)
                && (len == 0 || !items.is_null())
                && (0..len).all(|index| {
                    // SAFETY: the length agrees, so `items` holds `len`
                    // pointers if the layout is CPython's; each is compared
                    // with the stable ABI's answer.
                    let direct = unsafe { *items.add(index) };
                    let called =
                        unsafe { ffi::PyList_GetItem(list.as_ptr(), index as ffi::Py_ssize_t) };
                    direct == called
                })
        });
        ListLayout { direct }
    }

    /// The item pointers of an exact list (borrowed, valid while no Python
    /// code runs), if the layout was verified.
    fn items<'a>(&self, list: &'a Bound<'_, PyList>) -> Option<&'a [*mut ffi::PyObject]> {
        if !self.direct {
            return None;
        }
        // SAFETY: the layout is CPython's (checked); the list is live for
        // `'a` and its length and array are read together, with the GIL
        // held and no Python code run while the slice is used.
        unsafe {
            let object = list.as_ptr().cast::<ListObject>();
            let len = usize::try_from((*object).header.ob_size).ok()?;
            let items = (*object).items;
            Some(if len == 0 {
                &[]
            } else {
                std::slice::from_raw_parts(items, len)
            })
        }
    }
}

static LIST_LAYOUT: PyOnceLock<ListLayout> = PyOnceLock::new();

/// Reads the items of an exact list or tuple one by one as ints.
struct ItemReader<'a, 'py> {
    sequence: &'a Bound<'py, PyAny>,
    get_item: ItemGetter,
    small: &'a SmallInts,
    what: &'a str,
}

impl<'a, 'py> ItemReader<'a, 'py> {
    fn new(sequence: &'a Bound<'py, PyAny>, get_item: ItemGetter, what: &'a str) -> Self {
        let py = sequence.py();
        ItemReader {
            sequence,
            get_item,
            small: SMALL_INTS.get_or_init(py, || SmallInts::new(py)),
            what,
        }
    }

    /// The item at `index` as an int. The item is fetched afresh each time:
    /// an `__index__` run by an earlier item may have shortened the list (an
    /// index past the end raises IndexError).
    #[inline(always)]
    fn read(&self, index: usize) -> PyResult<i64> {
        // `index` is below the length of a list or tuple, so it fits.
        let index = index as ffi::Py_ssize_t;
        // SAFETY: the GIL is held and `sequence` is a live exact list or
        // tuple, as `get_item` expects; it returns a borrowed reference, or
        // null with an error set.
        let item = unsafe { (self.get_item)(self.sequence.as_ptr(), index) };
        // Null is never in the table; the table's objects are live. No
        // Python code runs between the fetch and the reads that follow (an
        // address comparison here; a type check and `PyLong_AsLongLong` of
        // an exact int in `read_other`), so the borrowed reference stays
        // valid through them.
        match self.small.value(item) {
            Some(value) => Ok(value),
            None => self.read_other(item),
        }
    }

    /// `read` of an item that is not in the table (or null).
    #[inline(never)]
    fn read_other(&self, item: *mut ffi::PyObject) -> PyResult<i64> {
        let py = self.sequence.py();
        if item.is_null() {
            return Err(PyErr::fetch(py));
        }
        // SAFETY: `item` is a live object (borrowed in `read`); reading its
        // type pointer is what `Py_TYPE` does under the stable ABI.
        let exact_int = unsafe { ffi::Py_TYPE(item) == &raw mut ffi::PyLong_Type };
        if exact_int {
            // SAFETY: an exact int: `PyLong_AsLongLong` reads it without
            // calling any Python code; -1 with an error set means it does not
            // fit in 64 bits.
            let value: i64 = unsafe { ffi::PyLong_AsLongLong(item) };
            if value != -1 {
                return Ok(value);
            }
            match PyErr::take(py) {
                None => return Ok(-1),
                // Too large: the general path below gives the message.
                Some(_overflow) => {}
            }
        }
        // SAFETY: a live borrowed reference, owned from here on before any
        // Python code (an `__index__`) can run.
        let item = unsafe { Bound::from_borrowed_ptr(py, item) };
        integer(&item, self.what)
    }
}

fn integer(item: &Bound<'_, PyAny>, what: &str) -> PyResult<i64> {
    item.extract().map_err(|_| {
        PyTypeError::new_err(format!("{what} must hold ints, not {}", type_name(item)))
    })
}

fn tile_name(index: usize) -> String {
    Tile::new(index as u8).map_or_else(|| format!("tile {index}"), |tile| tile.to_string())
}

/// The counts of an exact list of 34 of CPython's shared ints 0 to 255 (a
/// list of counts nearly always is one), read straight into bytes; `None`
/// for anything else, which the general reading then takes.
fn small_counts_of_list(object: &Bound<'_, PyAny>) -> Option<[u8; 34]> {
    let list = object.cast_exact::<PyList>().ok()?;
    let py = object.py();
    let small = SMALL_INTS.get_or_init(py, || SmallInts::new(py));
    let mut counts = [0u8; 34];
    if let Some(items) = LIST_LAYOUT
        .get_or_init(py, || ListLayout::new(py))
        .items(list)
    {
        return small.bytes::<34>(items.try_into().ok()?);
    }
    if list.len() != 34 {
        return None;
    }
    for (index, slot) in counts.iter_mut().enumerate() {
        // SAFETY: the GIL is held and `list` is a live exact list of 34
        // items: a borrowed reference, never null at an index below the
        // length. No Python code runs while the items are read (an address
        // comparison each), so the list keeps its items.
        let item = unsafe { ffi::PyList_GetItem(list.as_ptr(), index as ffi::Py_ssize_t) };
        *slot = small.value(item)? as u8;
    }
    Some(counts)
}

/// Checks 34 counts and builds the hand (no red fives).
pub(crate) fn hand_from_count_values(values: &[i64]) -> PyResult<Hand> {
    if values.len() != 34 {
        return Err(HandError::new_err(format!(
            "expected 34 counts (1m..9m, 1p..9p, 1s..9s, 1z..7z), got {}",
            values.len()
        )));
    }
    let mut counts = [0u8; 34];
    // Counts of 0 to 255 (nearly always all of them) convert in one pass
    // without branches; `Hand::from_counts` checks them.
    if values.iter().fold(0, |bits, &value| bits | value as u64) <= 255 {
        for (&value, slot) in values.iter().zip(counts.iter_mut()) {
            *slot = value as u8;
        }
        return Hand::from_counts(&counts).map_err(|error| HandError::new_err(error.to_string()));
    }
    for (index, (&value, slot)) in values.iter().zip(counts.iter_mut()).enumerate() {
        if value < 0 {
            return Err(HandError::new_err(format!(
                "negative count {value} of {}",
                tile_name(index)
            )));
        }
        *slot = u8::try_from(value).unwrap_or(u8::MAX);
    }
    Hand::from_counts(&counts).map_err(|error| HandError::new_err(error.to_string()))
}

/// Checks 136-tile ids and builds the hand, red fives kept.
fn hand_from_ids(values: &[i64]) -> PyResult<PyHand> {
    let mut seen = [false; 136];
    let mut counts = [0u8; 34];
    let mut red_fives = [0u8; 3];
    for &id in values {
        let Some(slot) = usize::try_from(id).ok().and_then(|id| seen.get_mut(id)) else {
            return Err(HandError::new_err(format!(
                "tile id {id} is out of range: ids go from 0 to 135"
            )));
        };
        if *slot {
            return Err(HandError::new_err(format!("tile id {id} is given twice")));
        }
        *slot = true;
        let id = id as usize;
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

/// `Hand(text)`: reads MPSZ text, or copies a `Hand`.
fn new_hand(text: &Bound<'_, PyAny>) -> PyResult<PyHand> {
    if let Some(parsed) = hand_of(text) {
        return Ok(PyHand { parsed: *parsed });
    }
    let Ok(text) = text.cast::<PyString>() else {
        return Err(PyTypeError::new_err(format!(
            "Hand() takes MPSZ text such as '123m456p', not {}; see Hand.from_counts and Hand.from_136",
            type_name(text)
        )));
    };
    Ok(PyHand {
        parsed: with_text(text, parse_text)??,
    })
}

static NEW_SIGNATURE: Signature<1> = Signature::new("Hand", [c"text"], 1, 1);

/// The value of `object`, an instance of `tehai.Hand`.
///
/// # Safety
///
/// `object` is a live `tehai.Hand` (CPython calls the type's slots and
/// methods only with its instances), not used past the object's life.
unsafe fn value<'a>(object: *mut ffi::PyObject) -> &'a ParsedHand {
    // SAFETY: the caller's contract; the type's objects hold a `PyHand`.
    unsafe { &crate::lite::value_of::<PyHand>(object).parsed }
}

/// `tp_new`: `Hand(text)`.
unsafe extern "C" fn hand_new(
    _type_object: *mut ffi::PyTypeObject,
    arguments: *mut ffi::PyObject,
    keywords: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with an argument tuple and a dict
    // of keywords or null, borrowed for the call. (The type has no
    // subclasses, so the type object is always `tehai.Hand`.)
    unsafe {
        call_attached(|py| {
            let slots = NEW_SIGNATURE.bind_classic(py, arguments, keywords)?;
            let text = argument(py, slots[0]).ok_or_else(|| missing(&NEW_SIGNATURE))?;
            new_hand(&text)?.into_pyobject(py)
        })
    }
}

/// `str(hand)`: the canonical text.
unsafe extern "C" fn hand_str(object: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a `tehai.Hand`.
    unsafe { call_attached(|py| Ok(PyString::new(py, &value(object).to_string()).into_any())) }
}

/// `repr(hand)`: an expression that makes the hand again.
unsafe extern "C" fn hand_repr(object: *mut ffi::PyObject) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a `tehai.Hand`.
    unsafe {
        call_attached(|py| {
            let parsed = value(object);
            let text = if parsed.hand.tile_count() == 0 {
                "Hand.from_counts([0] * 34)".to_owned()
            } else {
                format!("Hand('{parsed}')")
            };
            Ok(PyString::new(py, &text).into_any())
        })
    }
}

/// `hash(hand)`: from the packed suits and the red fives, so that equal
/// hands hash alike.
unsafe extern "C" fn hand_hash(object: *mut ffi::PyObject) -> ffi::Py_hash_t {
    // SAFETY: CPython calls it with a `tehai.Hand`; only its value is read.
    let parsed = unsafe { value(object) };
    let [man, pin, sou, honor] = parsed.hand.suits().map(|suit| u64::from(suit.raw()));
    let [red_man, red_pin, red_sou] = parsed.red_fives.map(u64::from);
    // Each suit is 27 bits: two words hold all four, and the red fives
    // (at most 1 each in a valid hand, 8 bits kept) fill the top bytes.
    let low = man | pin << 27 | red_man << 54;
    let high = sou | honor << 27 | red_pin << 54 | red_sou << 62;
    let mixed = (low ^ high.rotate_left(29)).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let hash = (mixed ^ mixed >> 31) as ffi::Py_hash_t;
    // -1 means an error to CPython.
    if hash == -1 { -2 } else { hash }
}

/// `==` and `!=` between hands; anything else is not ours to say.
unsafe extern "C" fn hand_richcompare(
    object: *mut ffi::PyObject,
    other: *mut ffi::PyObject,
    operation: c_int,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it as the type's `tp_richcompare`.
    unsafe {
        compare_values(&HAND_TYPE, object, other, operation, |one, two, _| {
            Ok(one.parsed == two.parsed)
        })
    }
}

/// `len(hand)`: the number of tiles.
unsafe extern "C" fn hand_length(object: *mut ffi::PyObject) -> ffi::Py_ssize_t {
    // SAFETY: CPython calls it with a `tehai.Hand`; only its value is read.
    let tiles = unsafe { value(object) }.hand.tile_count();
    tiles as ffi::Py_ssize_t
}

/// `hand.tile_count`.
unsafe extern "C" fn hand_tile_count(
    object: *mut ffi::PyObject,
    _closure: *mut c_void,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a `tehai.Hand`.
    unsafe {
        call_attached(|py| {
            Ok(value(object)
                .hand
                .tile_count()
                .into_pyobject(py)?
                .into_any())
        })
    }
}

/// `hand.red_fives`.
unsafe extern "C" fn hand_red_fives(
    object: *mut ffi::PyObject,
    _closure: *mut c_void,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a `tehai.Hand`.
    unsafe {
        call_attached(|py| {
            let [man, pin, sou] = value(object).red_fives;
            Ok((man, pin, sou).into_pyobject(py)?.into_any())
        })
    }
}

/// `hand.counts()`.
unsafe extern "C" fn hand_counts(
    object: *mut ffi::PyObject,
    _no_argument: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a `tehai.Hand`.
    unsafe {
        call_attached(|py| {
            // Not bytes: a list of ints.
            let counts = value(object).hand.counts().map(u32::from);
            Ok(PyList::new(py, counts)?.into_any())
        })
    }
}

/// `hand.__reduce__()`: pickles as the canonical text (the empty hand as
/// its counts).
unsafe extern "C" fn hand_reduce(
    object: *mut ffi::PyObject,
    _no_argument: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    // SAFETY: CPython calls it attached, with a `tehai.Hand`.
    unsafe {
        call_attached(|py| {
            let parsed = *value(object);
            let class = HAND_TYPE
                .type_object(py)
                .ok_or_else(|| PyTypeError::new_err("tehai.Hand is not made yet"))?
                .clone()
                .into_any();
            if parsed.hand.tile_count() == 0 {
                let zeros = vec![0u32; 34];
                let call = (class.getattr("from_counts")?, PyTuple::new(py, [zeros])?);
                return Ok(call.into_pyobject(py)?.into_any());
            }
            let call = (class, PyTuple::new(py, [parsed.to_string()])?);
            Ok(call.into_pyobject(py)?.into_any())
        })
    }
}

/// Makes the `tehai.Hand` type and adds it to `module`.
pub(crate) fn add_hand_type(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let getter = |name: &'static CStr, get: ffi::getter, doc: &'static CStr| ffi::PyGetSetDef {
        name: name.as_ptr(),
        get: Some(get),
        set: None,
        doc: doc.as_ptr(),
        closure: std::ptr::null_mut(),
    };
    let getters = vec![
        getter(
            c"tile_count",
            hand_tile_count,
            c"The number of tiles in the hand.",
        ),
        getter(
            c"red_fives",
            hand_red_fives,
            c"Red fives per number suit: ``(man, pin, sou)``.",
        ),
        ffi::PyGetSetDef {
            name: std::ptr::null(),
            get: None,
            set: None,
            doc: std::ptr::null(),
            closure: std::ptr::null_mut(),
        },
    ];
    let method =
        |name: &'static CStr, function: ffi::PyCFunction, doc: &'static CStr| ffi::PyMethodDef {
            ml_name: name.as_ptr(),
            ml_meth: ffi::PyMethodDefPointer {
                PyCFunction: function,
            },
            ml_flags: ffi::METH_NOARGS,
            ml_doc: doc.as_ptr(),
        };
    let methods = vec![
        method(
            c"counts",
            hand_counts,
            c"counts($self, /)\n--\n\nThe 34 tile counts in index order (red fives count as fives).",
        ),
        method(
            c"__reduce__",
            hand_reduce,
            c"__reduce__($self, /)\n--\n\nPickles as the canonical text (the empty hand as its counts).",
        ),
        ffi::PyMethodDef::zeroed(),
    ];
    let slot = |slot: c_int, pfunc: *mut c_void| ffi::PyType_Slot { slot, pfunc };
    let slots = vec![
        slot(ffi::Py_tp_doc, HAND_DOC.as_ptr().cast_mut().cast()),
        slot(ffi::Py_tp_new, hand_new as *mut c_void),
        slot(ffi::Py_tp_str, hand_str as *mut c_void),
        slot(ffi::Py_tp_repr, hand_repr as *mut c_void),
        slot(ffi::Py_tp_hash, hand_hash as *mut c_void),
        slot(ffi::Py_tp_richcompare, hand_richcompare as *mut c_void),
        slot(ffi::Py_sq_length, hand_length as *mut c_void),
        slot(ffi::Py_tp_getset, leak(getters).cast()),
        slot(ffi::Py_tp_methods, leak(methods).cast()),
    ];
    HAND_TYPE.make_type(module, c"tehai.Hand", slots)
}

/// The class docstring, after the constructor's text signature.
const HAND_DOC: &CStr = c"Hand(text)
--

A concealed hand (tehai) of at most 14 tiles; red fives are kept.

Build it from MPSZ text (``Hand(\"123m456p789s11122z\")``, ``0`` is a red
five), from 34 counts (:meth:`Hand.from_counts`) or from 136-tile ids
(:meth:`Hand.from_136`). ``str(hand)`` is the canonical text the command
line prints. Two hands are equal when they hold the same tiles and the
same red fives.

Raises ``NotationError`` with the command line's message when the text is
not valid notation.";

// `Hand.from_counts` and `Hand.from_136` are fast-call functions (see
// keywords.rs) set on the class as static methods: a hand is often built
// for a single question, and the call convention of `#[staticmethod]`
// under abi3-py39 costs about as much as the question.

fn from_counts_body(py: Python<'_>, slots: &Slots<1>) -> PyResult<PyHand> {
    // SAFETY: the slot was bound for this call (and is required).
    let counts =
        unsafe { argument(py, slots[0]) }.ok_or_else(|| missing(&FROM_COUNTS_SIGNATURE))?;
    let hand =
        match small_counts_of_list(&counts).and_then(|counts| Hand::from_counts(&counts).ok()) {
            Some(hand) => hand,
            // Anything else, errors included, takes the general reading.
            None => with_integers(&counts, "counts", hand_from_count_values)?,
        };
    Ok(PyHand {
        parsed: ParsedHand {
            hand,
            red_fives: [0; 3],
        },
    })
}

static FROM_COUNTS_SIGNATURE: Signature<1> = Signature::new("from_counts", [c"counts"], 1, 1);

keyword_function!(
    FROM_COUNTS,
    from_counts_fast,
    from_counts_classic,
    FROM_COUNTS_SIGNATURE,
    c"from_counts",
    c"from_counts(counts)
--

Builds a hand from 34 tile counts in index order (1m..9m, 1p..9p,
1s..9s, 1z..7z): a list, a tuple or a NumPy array of ints.

Raises ``HandError`` for a wrong length, a negative count, a fifth copy
or more than 14 tiles.",
    from_counts_body,
    ffi::METH_STATIC
);

fn from_136_body(py: Python<'_>, slots: &Slots<1>) -> PyResult<PyHand> {
    // SAFETY: the slot was bound for this call (and is required).
    let ids = unsafe { argument(py, slots[0]) }.ok_or_else(|| missing(&FROM_136_SIGNATURE))?;
    with_integers(&ids, "ids", hand_from_ids)
}

static FROM_136_SIGNATURE: Signature<1> = Signature::new("from_136", [c"ids"], 1, 1);

keyword_function!(
    FROM_136,
    from_136_fast,
    from_136_classic,
    FROM_136_SIGNATURE,
    c"from_136",
    c"from_136(ids)
--

Builds a hand from 136-tile ids (Tenhou logs, Python ``mahjong``):
``id // 4`` is the kind (0 = 1m ... 33 = 7z), and copy 0 of each five
(ids 16, 52 and 88) is the red five.

Raises ``HandError`` for an id outside 0..135, an id given twice or more
than 14 tiles.",
    from_136_body,
    ffi::METH_STATIC
);

/// Sets `Hand.from_counts` and `Hand.from_136` (static methods), each in
/// the calling convention the interpreter runs fastest, with its
/// argument-tuple twin as `Hand._classic_<name>` for the tests. Each
/// function is owned by the class, as CPython's own static methods are
/// (`METH_STATIC`: `__self__` is `None`), so that pickle finds it there.
pub(crate) fn add_constructors(module: &Bound<'_, PyModule>) -> PyResult<()> {
    let class = HAND_TYPE
        .type_object(module.py())
        .ok_or_else(|| PyTypeError::new_err("tehai.Hand is not made yet"))?;
    let staticmethod = module.py().import("builtins")?.getattr("staticmethod")?;
    for function in [&FROM_COUNTS, &FROM_136] {
        for (definition, name) in [
            (
                function.for_interpreter(module.py()),
                function.classic.name().to_owned(),
            ),
            (
                &function.classic,
                format!("_classic_{}", function.classic.name()),
            ),
        ] {
            let object = crate::one_argument::new_function_of(class.as_any(), module, definition)?;
            class.setattr(name.as_str(), staticmethod.call1((object,))?)?;
        }
    }
    Ok(())
}
