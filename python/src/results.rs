//! The result objects of the single-hand questions. Each keeps the parsed
//! hand and the core's answer, and builds Python values only when asked:
//! a call that only reads `shanten` never formats the hand.

use std::fmt::Write as _;

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString};
use tehai::{Block, BlockKind, MAX_BLOCKS, MAX_READING_BLOCKS, ParsedHand, Suit, Tile, WinForms};

/// The most blocks a list of blocks holds: a decomposition's five, or the
/// seven pairs of a scored reading.
const MOST_BLOCKS: usize = if MAX_BLOCKS > MAX_READING_BLOCKS {
    MAX_BLOCKS
} else {
    MAX_READING_BLOCKS
};

/// `Name(key=repr(value), ...)` over the items of `dict`, in order.
pub(crate) fn repr_from_dict(name: &str, dict: &Bound<'_, PyDict>) -> PyResult<String> {
    let mut text = String::from(name);
    text.push('(');
    for (position, (key, value)) in dict.iter().enumerate() {
        if position > 0 {
            text.push_str(", ");
        }
        let _ = write!(text, "{}={}", key.str()?, value.repr()?);
    }
    text.push(')');
    Ok(text)
}

/// The rank of a five (ranks count from 0).
const FIVE: u8 = 4;

/// The ranks of a block's tiles, lowest first.
fn block_ranks(block: &Block) -> ([u8; 3], usize) {
    let rank = block.tile().rank();
    match block.kind() {
        BlockKind::Sequence => ([rank, rank + 1, rank + 2], 3),
        BlockKind::Triplet => ([rank; 3], 3),
        BlockKind::Pair => ([rank; 3], 2),
    }
}

/// How many fives of a number suit the block holds.
fn fives_in(block: &Block) -> u8 {
    if block.tile().suit() == Suit::Honor {
        return 0;
    }
    let (ranks, len) = block_ranks(block);
    ranks.iter().take(len).filter(|&&rank| rank == FIVE).count() as u8
}

/// Writes a block with `red` of its fives as `0` (`406m`, `055p`).
fn block_text(block: &Block, mut red: u8) -> String {
    let (ranks, len) = block_ranks(block);
    let mut text = String::with_capacity(4);
    for &rank in ranks.iter().take(len) {
        if rank == FIVE && red > 0 {
            red -= 1;
            text.push('0');
        } else {
            text.push(char::from(b'1' + rank));
        }
    }
    text.push(block.tile().suit().letter());
    text
}

/// Where in a reading the hand's red fives are written, the way the command
/// line places them: one red five a block among the blocks holding a five of
/// its suit, in block order, and a second one in a block only once every such
/// block has one (`123406m11m` reads `11m 123m 406m`).
fn red_placement(blocks: &[Block], red_fives: [u8; 3]) -> [u8; MOST_BLOCKS] {
    let mut red = [0u8; MOST_BLOCKS];
    for (suit, &count) in red_fives.iter().enumerate() {
        let mut left = count;
        while left > 0 {
            let placed_before = left;
            for (block, placed) in blocks.iter().zip(red.iter_mut()) {
                if left > 0 && block.tile().suit().index() == suit && *placed < fives_in(block) {
                    *placed += 1;
                    left -= 1;
                }
            }
            if left == placed_before {
                break;
            }
        }
    }
    red
}

/// The text of every block without red fives, made once: most readings are
/// written from these shared strings without formatting anything.
static PLAIN_BLOCKS: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

fn plain_block_slot(block: &Block) -> usize {
    let kind = match block.kind() {
        BlockKind::Triplet => 0,
        BlockKind::Sequence => 1,
        BlockKind::Pair => 2,
    };
    kind * Tile::KINDS + block.tile().index()
}

fn plain_blocks(py: Python<'_>) -> &Vec<Py<PyString>> {
    PLAIN_BLOCKS.get_or_init(py, || {
        let mut texts: Vec<Py<PyString>> = (0..3 * Tile::KINDS)
            .map(|_| PyString::new(py, "").unbind())
            .collect();
        for tile in Tile::all() {
            let blocks = [
                Some(Block::triplet(tile)),
                Block::sequence(tile),
                Some(Block::pair(tile)),
            ];
            for block in blocks.into_iter().flatten() {
                if let Some(slot) = texts.get_mut(plain_block_slot(&block)) {
                    *slot = PyString::new(py, &block_text(&block, 0)).unbind();
                }
            }
        }
        texts
    })
}

/// The blocks of a reading as a list of texts, red fives written as `0`.
pub(crate) fn block_list<'py>(
    py: Python<'py>,
    blocks: &[Block],
    red_fives: [u8; 3],
) -> PyResult<Bound<'py, PyList>> {
    let red = red_placement(blocks, red_fives);
    let plain = plain_blocks(py);
    let texts = blocks.iter().enumerate().map(|(index, block)| {
        let red = red.get(index).copied().unwrap_or(0);
        match plain.get(plain_block_slot(block)) {
            Some(text) if red == 0 => text.bind(py).clone(),
            _ => PyString::new(py, &block_text(block, red)),
        }
    });
    PyList::new(py, texts)
}

/// The regular decompositions of a hand, and whether it is also seven pairs
/// or thirteen orphans. ``to_dict()`` is ``tehai decompose --json``'s object.
#[pyclass(name = "Decompositions", module = "tehai", frozen, eq)]
#[derive(Clone, PartialEq)]
pub(crate) struct PyDecompositions {
    pub(crate) parsed: ParsedHand,
    pub(crate) set: tehai::Decompositions,
}

#[pymethods]
impl PyDecompositions {
    /// The hand in canonical MPSZ notation (red fives as ``0``).
    #[getter]
    fn hand(&self) -> String {
        self.parsed.to_string()
    }

    /// Every regular decomposition, each a list of blocks such as
    /// ``["123m", "444m", "55m", "888m", "999m"]``; empty when none. The
    /// hand's red fives are written into blocks holding a five of their suit,
    /// one a block, first blocks first (``"406m"``).
    #[getter]
    fn decompositions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        for decomposition in &self.set {
            list.append(block_list(
                py,
                decomposition.blocks(),
                self.parsed.red_fives,
            )?)?;
        }
        Ok(list)
    }

    /// ``True`` if the hand is seven distinct pairs (chiitoitsu).
    #[getter]
    fn seven_pairs(&self) -> bool {
        self.set.is_seven_pairs()
    }

    /// ``True`` if the hand is thirteen orphans (kokushi musou).
    #[getter]
    fn thirteen_orphans(&self) -> bool {
        self.set.is_thirteen_orphans()
    }

    /// The number of regular decompositions.
    fn __len__(&self) -> usize {
        self.set.len()
    }

    /// The same object as ``tehai decompose --json`` prints for this hand.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.hand())?;
        dict.set_item("decompositions", self.decompositions(py)?)?;
        dict.set_item("seven_pairs", self.seven_pairs())?;
        dict.set_item("thirteen_orphans", self.thirteen_orphans())?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        repr_from_dict("Decompositions", &self.to_dict(py)?)
    }
}

/// Whether a hand is complete, and in which forms. ``bool(result)`` is
/// ``result.agari``; ``to_dict()`` is ``tehai agari --json``'s object.
#[pyclass(name = "Agari", module = "tehai", frozen, eq)]
#[derive(Clone, PartialEq)]
pub(crate) struct PyAgari {
    pub(crate) parsed: ParsedHand,
    pub(crate) forms: WinForms,
}

#[pymethods]
impl PyAgari {
    /// The hand in canonical MPSZ notation (red fives as ``0``).
    #[getter]
    fn hand(&self) -> String {
        self.parsed.to_string()
    }

    /// ``True`` if the hand is complete in any form.
    #[getter]
    fn agari(&self) -> bool {
        !self.forms.is_empty()
    }

    /// ``True`` if the hand is complete as melds and one pair.
    #[getter]
    fn regular(&self) -> bool {
        self.forms.contains(WinForms::REGULAR)
    }

    /// ``True`` if the hand is seven distinct pairs (chiitoitsu).
    #[getter]
    fn seven_pairs(&self) -> bool {
        self.forms.contains(WinForms::SEVEN_PAIRS)
    }

    /// ``True`` if the hand is thirteen orphans (kokushi musou).
    #[getter]
    fn thirteen_orphans(&self) -> bool {
        self.forms.contains(WinForms::THIRTEEN_ORPHANS)
    }

    fn __bool__(&self) -> bool {
        self.agari()
    }

    /// The same object as ``tehai agari --json`` prints for this hand.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.hand())?;
        dict.set_item("agari", self.agari())?;
        dict.set_item("regular", self.regular())?;
        dict.set_item("seven_pairs", self.seven_pairs())?;
        dict.set_item("thirteen_orphans", self.thirteen_orphans())?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        repr_from_dict("Agari", &self.to_dict(py)?)
    }
}

/// The waits of a ``3N+1``-tile hand. ``waits`` and ``fifth_tile`` are MPSZ
/// strings of kinds (``"14m7p"``, ``""`` for none); ``to_dict()`` is
/// ``tehai waits --json``'s object.
#[pyclass(name = "Waits", module = "tehai", frozen, eq)]
#[derive(Clone, PartialEq)]
pub(crate) struct PyWaits {
    pub(crate) parsed: ParsedHand,
    pub(crate) waits: tehai::Waits,
}

#[pymethods]
impl PyWaits {
    /// The hand in canonical MPSZ notation (red fives as ``0``).
    #[getter]
    fn hand(&self) -> String {
        self.parsed.to_string()
    }

    /// The kinds that complete the hand and can still be drawn, in MPSZ.
    #[getter]
    fn waits(&self) -> String {
        self.waits.waits.to_string()
    }

    /// Kinds that would complete the hand only as a fifth copy (the hand
    /// holds all four): never real waits.
    #[getter]
    fn fifth_tile(&self) -> String {
        self.waits.fifth_tile.to_string()
    }

    /// ``True`` if the hand waits on at least one kind (tenpai).
    #[getter]
    fn tenpai(&self) -> bool {
        self.waits.is_tenpai()
    }

    /// The waits as a bit mask: bit ``i`` is tile index ``i`` (0 = 1m ... 33 = 7z).
    #[getter]
    fn mask(&self) -> u64 {
        self.waits.waits.bits()
    }

    /// The same object as ``tehai waits --json`` prints for this hand.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.hand())?;
        dict.set_item("waits", self.waits())?;
        dict.set_item("fifth_tile", self.fifth_tile())?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        repr_from_dict("Waits", &self.to_dict(py)?)
    }
}

/// Shanten numbers: ``-1`` complete, ``0`` tenpai. ``seven_pairs`` and
/// ``thirteen_orphans`` are ``None`` for hands of fewer than 13 tiles
/// (declared melds). ``int(result)`` is ``result.shanten``; ``to_dict()`` is
/// ``tehai shanten --json``'s object.
#[pyclass(name = "Shanten", module = "tehai", frozen, eq)]
#[derive(Clone, PartialEq)]
pub(crate) struct PyShanten {
    pub(crate) parsed: ParsedHand,
    pub(crate) numbers: tehai::Shanten,
}

#[pymethods]
impl PyShanten {
    /// The hand in canonical MPSZ notation (red fives as ``0``).
    #[getter]
    fn hand(&self) -> String {
        self.parsed.to_string()
    }

    /// The least shanten over the forms that apply.
    #[getter]
    fn shanten(&self) -> i8 {
        self.numbers.min
    }

    /// The regular form (melds and a pair).
    #[getter]
    fn regular(&self) -> i8 {
        self.numbers.regular
    }

    /// Seven pairs, or ``None`` for fewer than 13 tiles.
    #[getter]
    fn seven_pairs(&self) -> Option<i8> {
        self.numbers.seven_pairs
    }

    /// Thirteen orphans, or ``None`` for fewer than 13 tiles.
    #[getter]
    fn thirteen_orphans(&self) -> Option<i8> {
        self.numbers.thirteen_orphans
    }

    fn __int__(&self) -> i8 {
        self.numbers.min
    }

    /// The same object as ``tehai shanten --json`` prints for this hand.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.hand())?;
        dict.set_item("shanten", self.shanten())?;
        dict.set_item("regular", self.regular())?;
        dict.set_item("seven_pairs", self.seven_pairs())?;
        dict.set_item("thirteen_orphans", self.thirteen_orphans())?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        repr_from_dict("Shanten", &self.to_dict(py)?)
    }
}
