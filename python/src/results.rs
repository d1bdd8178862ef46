//! The result objects of the single-hand questions. Each keeps the parsed
//! hand and the core's answer, and builds Python values only when asked:
//! a call that only reads `shanten` never formats the hand.

use std::ffi::CStr;
use std::fmt::Write as _;

use crate::lite::{Getter, LiteClass, LiteType, getter, lite_object};
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

/// The docstring of every result's ``hand``.
pub(crate) const HAND_DOC: &CStr = c"The hand in canonical MPSZ notation (red fives as ``0``).";

/// The docstrings of the special-form flags of `Decompositions` and `Agari`.
const SEVEN_PAIRS_DOC: &CStr = c"``True`` if the hand is seven distinct pairs (chiitoitsu).";
const THIRTEEN_ORPHANS_DOC: &CStr = c"``True`` if the hand is thirteen orphans (kokushi musou).";

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
#[derive(Clone, PartialEq)]
pub(crate) struct PyDecompositions {
    pub(crate) parsed: ParsedHand,
    pub(crate) set: tehai::Decompositions,
}

impl PyDecompositions {
    /// Every regular decomposition as a list of block texts.
    fn decompositions<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let list = PyList::empty(py);
        if self.set.is_empty() {
            // Most hands asked about: nothing to walk.
            return Ok(list);
        }
        for decomposition in &self.set {
            list.append(block_list(
                py,
                decomposition.blocks(),
                self.parsed.red_fives,
            )?)?;
        }
        Ok(list)
    }
}

impl LiteClass for PyDecompositions {
    const NAME: &'static CStr = c"tehai.Decompositions";
    const DOC: &'static CStr =
        c"The regular decompositions of a hand, and whether it is also seven pairs
or thirteen orphans. ``len(result)`` counts the regular decompositions;
``to_dict()`` is ``tehai decompose --json``'s object.";
    const TO_DICT_DOC: &'static CStr = c"to_dict($self, /)
--

The same object as ``tehai decompose --json`` prints for this hand.";
    const GETTERS: &'static [Getter<Self>] = &[
        getter!(c"hand", HAND_DOC, |value| value.parsed.to_string()),
        getter!(
            c"decompositions",
            c"Every regular decomposition, each a list of blocks such as
``[\"123m\", \"444m\", \"55m\", \"888m\", \"999m\"]``; empty when none. The
hand's red fives are written into blocks holding a five of their suit,
one a block, first blocks first (``\"406m\"``).",
            |value, py| value.decompositions(py)?
        ),
        getter!(c"seven_pairs", SEVEN_PAIRS_DOC, |value| value
            .set
            .is_seven_pairs()),
        getter!(c"thirteen_orphans", THIRTEEN_ORPHANS_DOC, |value| value
            .set
            .is_thirteen_orphans()),
    ];
    const LEN: Option<fn(&Self) -> usize> = Some(|value| value.set.len());

    fn type_cell() -> &'static LiteType<Self> {
        static TYPE: LiteType<PyDecompositions> = LiteType::new();
        &TYPE
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.parsed.to_string())?;
        dict.set_item("decompositions", self.decompositions(py)?)?;
        dict.set_item("seven_pairs", self.set.is_seven_pairs())?;
        dict.set_item("thirteen_orphans", self.set.is_thirteen_orphans())?;
        Ok(dict)
    }

    fn equals(&self, other: &Self, _: Python<'_>) -> PyResult<bool> {
        Ok(self == other)
    }
}

lite_object!(PyDecompositions);

/// Whether a hand is complete, and in which forms. ``bool(result)`` is
/// ``result.agari``; ``to_dict()`` is ``tehai agari --json``'s object.
#[derive(Clone, PartialEq)]
pub(crate) struct PyAgari {
    pub(crate) parsed: ParsedHand,
    pub(crate) forms: WinForms,
}

impl LiteClass for PyAgari {
    const NAME: &'static CStr = c"tehai.Agari";
    const DOC: &'static CStr =
        c"Whether a hand is complete, and in which forms. ``bool(result)`` is
``result.agari``; ``to_dict()`` is ``tehai agari --json``'s object.";
    const TO_DICT_DOC: &'static CStr = c"to_dict($self, /)
--

The same object as ``tehai agari --json`` prints for this hand.";
    const GETTERS: &'static [Getter<Self>] = &[
        getter!(c"hand", HAND_DOC, |value| value.parsed.to_string()),
        getter!(
            c"agari",
            c"``True`` if the hand is complete in any form.",
            |value| !value.forms.is_empty()
        ),
        getter!(
            c"regular",
            c"``True`` if the hand is complete as melds and one pair.",
            |value| value.forms.contains(WinForms::REGULAR)
        ),
        getter!(c"seven_pairs", SEVEN_PAIRS_DOC, |value| value
            .forms
            .contains(WinForms::SEVEN_PAIRS)),
        getter!(c"thirteen_orphans", THIRTEEN_ORPHANS_DOC, |value| value
            .forms
            .contains(WinForms::THIRTEEN_ORPHANS)),
    ];
    const BOOL: Option<fn(&Self) -> bool> = Some(|value| !value.forms.is_empty());

    fn type_cell() -> &'static LiteType<Self> {
        static TYPE: LiteType<PyAgari> = LiteType::new();
        &TYPE
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.parsed.to_string())?;
        dict.set_item("agari", !self.forms.is_empty())?;
        dict.set_item("regular", self.forms.contains(WinForms::REGULAR))?;
        dict.set_item("seven_pairs", self.forms.contains(WinForms::SEVEN_PAIRS))?;
        dict.set_item(
            "thirteen_orphans",
            self.forms.contains(WinForms::THIRTEEN_ORPHANS),
        )?;
        Ok(dict)
    }

    fn equals(&self, other: &Self, _: Python<'_>) -> PyResult<bool> {
        Ok(self == other)
    }
}

lite_object!(PyAgari);

/// The waits of a ``3N+1``-tile hand. ``waits`` and ``fifth_tile`` are MPSZ
/// strings of kinds (``"14m7p"``, ``""`` for none); ``to_dict()`` is
/// ``tehai waits --json``'s object.
#[derive(Clone, PartialEq)]
pub(crate) struct PyWaits {
    pub(crate) parsed: ParsedHand,
    pub(crate) waits: tehai::Waits,
}

impl LiteClass for PyWaits {
    const NAME: &'static CStr = c"tehai.Waits";
    const DOC: &'static CStr =
        c"The waits of a ``3N+1``-tile hand. ``waits`` and ``fifth_tile`` are MPSZ
strings of kinds (``\"14m7p\"``, ``\"\"`` for none); ``to_dict()`` is
``tehai waits --json``'s object.";
    const TO_DICT_DOC: &'static CStr = c"to_dict($self, /)
--

The same object as ``tehai waits --json`` prints for this hand.";
    const GETTERS: &'static [Getter<Self>] = &[
        getter!(c"hand", HAND_DOC, |value| value.parsed.to_string()),
        getter!(
            c"waits",
            c"The kinds that complete the hand and can still be drawn, in MPSZ.",
            |value| value.waits.waits.to_string()
        ),
        getter!(
            c"fifth_tile",
            c"Kinds that would complete the hand only as a fifth copy (the hand
holds all four): never real waits.",
            |value| value.waits.fifth_tile.to_string()
        ),
        getter!(
            c"tenpai",
            c"``True`` if the hand waits on at least one kind (tenpai).",
            |value| value.waits.is_tenpai()
        ),
        getter!(
            c"mask",
            c"The waits as a bit mask: bit ``i`` is tile index ``i`` (0 = 1m ... 33 = 7z).",
            |value| value.waits.waits.bits()
        ),
    ];

    fn type_cell() -> &'static LiteType<Self> {
        static TYPE: LiteType<PyWaits> = LiteType::new();
        &TYPE
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.parsed.to_string())?;
        dict.set_item("waits", self.waits.waits.to_string())?;
        dict.set_item("fifth_tile", self.waits.fifth_tile.to_string())?;
        Ok(dict)
    }

    fn equals(&self, other: &Self, _: Python<'_>) -> PyResult<bool> {
        Ok(self == other)
    }
}

lite_object!(PyWaits);

/// Shanten numbers: ``-1`` complete, ``0`` tenpai. ``seven_pairs`` and
/// ``thirteen_orphans`` are ``None`` for hands of fewer than 13 tiles
/// (declared melds). ``int(result)`` is ``result.shanten``; ``to_dict()`` is
/// ``tehai shanten --json``'s object.
#[derive(Clone, PartialEq)]
pub(crate) struct PyShanten {
    pub(crate) parsed: ParsedHand,
    pub(crate) numbers: tehai::Shanten,
}

impl LiteClass for PyShanten {
    const NAME: &'static CStr = c"tehai.Shanten";
    const DOC: &'static CStr =
        c"Shanten numbers: ``-1`` complete, ``0`` tenpai. ``seven_pairs`` and
``thirteen_orphans`` are ``None`` for hands of fewer than 13 tiles
(declared melds). ``int(result)`` is ``result.shanten``; ``to_dict()`` is
``tehai shanten --json``'s object.";
    const TO_DICT_DOC: &'static CStr = c"to_dict($self, /)
--

The same object as ``tehai shanten --json`` prints for this hand.";
    const GETTERS: &'static [Getter<Self>] = &[
        getter!(c"hand", HAND_DOC, |value| value.parsed.to_string()),
        getter!(
            c"shanten",
            c"The least shanten over the forms that apply.",
            |value| value.numbers.min
        ),
        getter!(
            c"regular",
            c"The regular form (melds and a pair).",
            |value| value.numbers.regular
        ),
        getter!(
            c"seven_pairs",
            c"Seven pairs, or ``None`` for fewer than 13 tiles.",
            |value| value.numbers.seven_pairs
        ),
        getter!(
            c"thirteen_orphans",
            c"Thirteen orphans, or ``None`` for fewer than 13 tiles.",
            |value| value.numbers.thirteen_orphans
        ),
    ];
    const INT: Option<fn(&Self) -> i64> = Some(|value| i64::from(value.numbers.min));

    fn type_cell() -> &'static LiteType<Self> {
        static TYPE: LiteType<PyShanten> = LiteType::new();
        &TYPE
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("hand", self.parsed.to_string())?;
        dict.set_item("shanten", self.numbers.min)?;
        dict.set_item("regular", self.numbers.regular)?;
        dict.set_item("seven_pairs", self.numbers.seven_pairs)?;
        dict.set_item("thirteen_orphans", self.numbers.thirteen_orphans)?;
        Ok(dict)
    }

    fn equals(&self, other: &Self, _: Python<'_>) -> PyResult<bool> {
        Ok(self == other)
    }
}

lite_object!(PyShanten);
