//! The result objects of the single-hand questions. Each keeps the parsed
//! hand and the core's answer, and builds Python values only when asked:
//! a call that only reads `shanten` never formats the hand.

use std::fmt::Write as _;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tehai::{
    Block, BlockKind, MAX_BLOCKS, MAX_READING_BLOCKS, ParsedHand, ReadingForm, Suit, WinForms,
};

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

/// The blocks of a reading as texts, red fives written as `0`.
fn block_texts(blocks: &[Block], red_fives: [u8; 3]) -> Vec<String> {
    let red = red_placement(blocks, red_fives);
    let pairs = blocks.iter().zip(red);
    pairs.map(|(block, red)| block_text(block, red)).collect()
}

/// A `#[pymethods]` block of a result type: the type's own items (with
/// `hand`, the `hand` property of `self.parsed`; with `[keys]`, a
/// `to_dict()` of those properties, documented by the literal), then what
/// every result has: `repr()` from `to_dict()`, and `copy.copy` and
/// `copy.deepcopy` giving the result itself (it never changes).
macro_rules! result_methods {
    ($class:ty, $name:literal, hand [$($key:ident),*], $doc:literal, { $($items:tt)* }) => {
        $crate::results::result_methods!($class, $name, [$($key),*], $doc, {
            $($items)*

            /// The hand in canonical MPSZ notation (red fives as ``0``).
            #[getter]
            fn hand(&self) -> String {
                self.parsed.to_string()
            }
        });
    };
    ($class:ty, $name:literal, [$($key:ident),*], $doc:literal, { $($items:tt)* }) => {
        $crate::results::result_methods!($class, $name, {
            $($items)*

            #[doc = $doc]
            #[pyo3(text_signature = "($self, /)")]
            fn to_dict<'py>(
                &self,
                py: ::pyo3::Python<'py>,
            ) -> ::pyo3::PyResult<::pyo3::Bound<'py, ::pyo3::types::PyDict>> {
                let dict = ::pyo3::types::PyDict::new(py);
                $(::pyo3::types::PyDictMethods::set_item(&dict, stringify!($key), self.$key())?;)*
                Ok(dict)
            }
        });
    };
    ($class:ty, $name:literal, { $($items:tt)* }) => {
        #[::pyo3::pymethods]
        impl $class {
            $($items)*

            /// Results are made by the module's functions only.
            #[new]
            #[pyo3(signature = (*_arguments, **_keywords), text_signature = None)]
            fn refuse_new(
                _arguments: &::pyo3::Bound<'_, ::pyo3::types::PyTuple>,
                _keywords: Option<&::pyo3::Bound<'_, ::pyo3::types::PyDict>>,
            ) -> ::pyo3::PyResult<Self> {
                Err(::pyo3::exceptions::PyTypeError::new_err(concat!(
                    "cannot create 'tehai.", $name, "' instances"
                )))
            }

            fn __repr__(&self, py: ::pyo3::Python<'_>) -> ::pyo3::PyResult<String> {
                $crate::results::repr_from_dict($name, &self.to_dict(py)?)
            }

            /// The result itself: it never changes.
            fn __copy__<'py>(slf: &::pyo3::Bound<'py, Self>) -> ::pyo3::Bound<'py, Self> {
                slf.clone()
            }

            /// The result itself: it never changes.
            #[pyo3(signature = (_memo, /))]
            fn __deepcopy__<'py>(
                slf: &::pyo3::Bound<'py, Self>,
                _memo: &::pyo3::Bound<'py, ::pyo3::PyAny>,
            ) -> ::pyo3::Bound<'py, Self> {
                slf.clone()
            }
        }
    };
}

pub(crate) use result_methods;

/// The regular decompositions of a hand, and whether it is also seven pairs
/// or thirteen orphans. ``len(result)`` counts the regular decompositions;
/// ``to_dict()`` is ``tehai decompose --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Decompositions")]
#[derive(PartialEq)]
pub(crate) struct PyDecompositions {
    pub(crate) parsed: ParsedHand,
    pub(crate) set: tehai::Decompositions,
}

result_methods!(
    PyDecompositions,
    "Decompositions",
    hand [hand, decompositions, seven_pairs, thirteen_orphans],
    "The same object as ``tehai decompose --json`` prints for this hand.",
    {
        /// Every regular decomposition, each a list of blocks such as
        /// ``["123m", "444m", "55m", "888m", "999m"]``; empty when none. The
        /// hand's red fives are written into blocks holding a five of their suit,
        /// one a block, first blocks first (``"406m"``).
        #[getter]
        fn decompositions(&self) -> Vec<Vec<String>> {
            let red_fives = self.parsed.red_fives;
            let sets = self.set.into_iter();
            sets.map(|decomposition| block_texts(decomposition.blocks(), red_fives))
                .collect()
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

        fn __len__(&self) -> usize {
            self.set.len()
        }
    }
);

/// Whether a hand is complete, and in which forms. ``bool(result)`` is
/// ``result.agari``; ``to_dict()`` is ``tehai agari --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Agari")]
#[derive(PartialEq)]
pub(crate) struct PyAgari {
    pub(crate) parsed: ParsedHand,
    pub(crate) forms: WinForms,
}

result_methods!(
    PyAgari,
    "Agari",
    hand [hand, agari, regular, seven_pairs, thirteen_orphans],
    "The same object as ``tehai agari --json`` prints for this hand.",
    {
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
    }
);

/// The waits of a ``3N+1``-tile hand. ``waits`` and ``fifth_tile`` are MPSZ
/// strings of kinds (``"14m7p"``, ``""`` for none); ``to_dict()`` is
/// ``tehai waits --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Waits")]
#[derive(PartialEq)]
pub(crate) struct PyWaits {
    pub(crate) parsed: ParsedHand,
    pub(crate) waits: tehai::Waits,
}

result_methods!(
    PyWaits,
    "Waits",
    hand [hand, waits, fifth_tile],
    "The same object as ``tehai waits --json`` prints for this hand.",
    {
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
    }
);

/// Shanten numbers: ``-1`` complete, ``0`` tenpai. ``seven_pairs`` and
/// ``thirteen_orphans`` are ``None`` for hands of fewer than 13 tiles
/// (declared melds). ``int(result)`` is ``result.shanten``; ``to_dict()`` is
/// ``tehai shanten --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Shanten")]
#[derive(PartialEq)]
pub(crate) struct PyShanten {
    pub(crate) parsed: ParsedHand,
    pub(crate) numbers: tehai::Shanten,
}

result_methods!(
    PyShanten,
    "Shanten",
    hand [hand, shanten, regular, seven_pairs, thirteen_orphans],
    "The same object as ``tehai shanten --json`` prints for this hand.",
    {
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
    }
);

/// The score of the best reading of a winning hand. ``to_dict()`` is
/// ``tehai score --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Score")]
pub(crate) struct PyScore {
    pub(crate) parsed: ParsedHand,
    pub(crate) score: tehai::Score,
}

impl PyScore {
    /// Each yaku id with its han, sorted by id as the command line writes
    /// them.
    fn yaku_entries(&self) -> Vec<(&'static str, u8)> {
        let yaku = self.score.yaku_han();
        let mut entries: Vec<_> = yaku
            .filter_map(|(yaku, han)| Some((yaku.id()?, han)))
            .collect();
        entries.sort_unstable();
        entries
    }
}

/// Equal when everything the result shows is equal (two scores of one hand
/// read differently inside may show the same).
impl PartialEq for PyScore {
    fn eq(&self, other: &Self) -> bool {
        let (one, two) = (&self.score, &other.score);
        (
            one.han(),
            one.fu(),
            one.main(),
            one.additional(),
            one.total(),
        ) == (
            two.han(),
            two.fu(),
            two.main(),
            two.additional(),
            two.total(),
        ) && one.limit().name() == two.limit().name()
            && one.wait().name() == two.wait().name()
            && self.yaku_entries() == other.yaku_entries()
            && self.reading() == other.reading()
    }
}

result_methods!(PyScore, "Score", {
    /// The han (a yakuman hand: 13 times its multiple).
    #[getter]
    fn han(&self) -> u32 {
        self.score.han()
    }

    /// The fu.
    #[getter]
    fn fu(&self) -> u8 {
        self.score.fu()
    }

    /// Each yaku id with its han (dora entries with their count), sorted by
    /// id as the command line writes them.
    #[getter]
    fn yaku<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (id, han) in self.yaku_entries() {
            dict.set_item(id, han)?;
        }
        Ok(dict)
    }

    /// On a ron what the discarder pays; on a dealer's tsumo what each other
    /// player pays; on a non-dealer's tsumo what the dealer pays (honba
    /// included).
    #[getter]
    fn main(&self) -> u32 {
        self.score.main()
    }

    /// On a non-dealer's tsumo what each other non-dealer pays; 0 on a ron.
    #[getter]
    fn additional(&self) -> u32 {
        self.score.additional()
    }

    /// Everything the winner receives, riichi sticks included.
    #[getter]
    fn total(&self) -> u32 {
        self.score.total()
    }

    /// ``""``, ``"mangan"``, ``"kiriage mangan"``, ``"haneman"``,
    /// ``"baiman"``, ``"sanbaiman"``, ``"kazoe yakuman"``, ``"yakuman"``,
    /// ``"2x yakuman"`` ... ``"6x yakuman"``.
    #[getter]
    fn limit(&self) -> &'static str {
        self.score.limit().name()
    }

    /// The reading scored: its concealed blocks with the red fives written
    /// in (``["234m", "067m", "234p", "55p", "888s"]``), then the declared
    /// melds (``"pon 777z"``); for thirteen orphans, the hand.
    #[getter]
    fn reading(&self) -> Vec<String> {
        let reading = self.score.reading();
        let mut texts = if reading.form() == ReadingForm::ThirteenOrphans {
            vec![self.parsed.to_string()]
        } else {
            block_texts(reading.blocks(), self.parsed.red_fives)
        };
        texts.extend(reading.melds().iter().map(ToString::to_string));
        texts
    }

    /// The wait the reading was scored with: ``"ryanmen"``, ``"kanchan"``,
    /// ``"penchan"``, ``"shanpon"`` or ``"tanki"``.
    #[getter]
    fn wait(&self) -> &'static str {
        self.score.wait().name()
    }

    /// The same object as ``tehai score --json`` prints for this hand.
    #[pyo3(text_signature = "($self, /)")]
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("han", self.han())?;
        dict.set_item("fu", self.fu())?;
        dict.set_item("yaku", self.yaku(py)?)?;
        dict.set_item("main", self.main())?;
        dict.set_item("additional", self.additional())?;
        dict.set_item("total", self.total())?;
        dict.set_item("limit", self.limit())?;
        dict.set_item("reading", self.reading())?;
        dict.set_item("wait", self.wait())?;
        Ok(dict)
    }
});
