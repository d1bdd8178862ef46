//! The result objects of the single-hand questions. Each keeps the answer
//! value the command line writes as JSON (hands and tiles stay the core's
//! values; a score keeps the scored hand and makes its answer on the first
//! read that needs it, once)
//! and builds Python values only when asked: a call that only reads
//! a shanten number never formats the hand, and `to_dict()` is that value turned
//! into Python objects, so that it is the command line's object.

use std::sync::OnceLock;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use tehai_answer::{AgariAnswer, DecomposeAnswer, ScoreAnswer, Scored, ShantenAnswer, WaitsAnswer};

use crate::result_methods::result_methods;

/// The regular decompositions of a hand, and whether it is also seven pairs
/// or thirteen orphans. ``len(result)`` counts the regular decompositions;
/// ``to_dict()`` is ``tehai decompose --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Decompositions")]
#[derive(PartialEq)]
pub(crate) struct PyDecompositions {
    pub(crate) answer: DecomposeAnswer,
}

result_methods!(
    PyDecompositions,
    "Decompositions",
    hand,
    "The same object as ``tehai decompose --json`` prints for this hand.",
    {
        /// Every regular decomposition, each a list of blocks such as
        /// ``["123m", "444m", "55m", "888m", "999m"]``; empty when none. The
        /// hand's red fives are written into blocks holding a five of their suit,
        /// one a block, first blocks first (``"406m"``).
        #[getter]
        fn decompositions(&self) -> Vec<Vec<String>> {
            let sets = self.answer.decompositions.iter();
            sets.map(|blocks| blocks.iter().map(ToString::to_string).collect())
                .collect()
        }

        /// ``True`` if the hand is seven distinct pairs (chiitoitsu).
        #[getter]
        fn seven_pairs(&self) -> bool {
            self.answer.seven_pairs
        }

        /// ``True`` if the hand is thirteen orphans (kokushi musou).
        #[getter]
        fn thirteen_orphans(&self) -> bool {
            self.answer.thirteen_orphans
        }

        fn __len__(&self) -> usize {
            self.answer.decompositions.len()
        }
    }
);

/// Whether a hand is complete, and in which forms. ``bool(result)`` is
/// ``result.agari``; ``to_dict()`` is ``tehai agari --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Agari")]
#[derive(PartialEq)]
pub(crate) struct PyAgari {
    pub(crate) answer: AgariAnswer,
}

result_methods!(
    PyAgari,
    "Agari",
    hand,
    "The same object as ``tehai agari --json`` prints for this hand.",
    {
        /// ``True`` if the hand is complete in any form.
        #[getter]
        fn agari(&self) -> bool {
            self.answer.agari
        }

        /// ``True`` if the hand is complete as melds and one pair.
        #[getter]
        fn regular(&self) -> bool {
            self.answer.regular
        }

        /// ``True`` if the hand is seven distinct pairs (chiitoitsu).
        #[getter]
        fn seven_pairs(&self) -> bool {
            self.answer.seven_pairs
        }

        /// ``True`` if the hand is thirteen orphans (kokushi musou).
        #[getter]
        fn thirteen_orphans(&self) -> bool {
            self.answer.thirteen_orphans
        }

        fn __bool__(&self) -> bool {
            self.answer.agari
        }
    }
);

/// The waits of a ``3N+1``-tile hand. ``waits`` and ``fifth_tile`` are MPSZ
/// strings of kinds (``"14m7p"``, ``""`` for none); ``to_dict()`` is
/// ``tehai waits --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Waits")]
#[derive(PartialEq)]
pub(crate) struct PyWaits {
    pub(crate) answer: WaitsAnswer,
}

result_methods!(
    PyWaits,
    "Waits",
    hand,
    "The same object as ``tehai waits --json`` prints for this hand.",
    {
        /// The kinds that complete the hand and can still be drawn, in MPSZ
        /// (``tehai.tiles(waits, "index")`` or ``"mjai"`` for the others).
        #[getter]
        fn waits(&self) -> String {
            self.answer.waits.to_string()
        }

        /// Kinds that would complete the hand only as a fifth copy (the hand
        /// holds all four): never real waits.
        #[getter]
        fn fifth_tile(&self) -> String {
            self.answer.fifth_tile.to_string()
        }

        /// ``True`` if the hand waits on at least one kind (tenpai).
        #[getter]
        fn tenpai(&self) -> bool {
            !self.answer.waits.is_empty()
        }

        /// The waits as a bit mask: bit ``i`` is tile index ``i`` (0 = 1m ... 33 = 7z).
        #[getter]
        fn mask(&self) -> u64 {
            self.answer.waits.bits()
        }
    }
);

/// Shanten numbers: ``-1`` complete, ``0`` tenpai. ``seven_pairs`` and
/// ``thirteen_orphans`` are ``None`` for hands of fewer than 13 tiles
/// (declared melds). ``int(result)`` is ``result.min``; ``to_dict()`` is
/// ``tehai shanten --json``'s object (the least shanten is its ``"shanten"``).
#[pyclass(frozen, eq, module = "tehai", name = "Shanten")]
#[derive(PartialEq)]
pub(crate) struct PyShanten {
    pub(crate) answer: ShantenAnswer,
}

result_methods!(
    PyShanten,
    "Shanten",
    hand,
    "The same object as ``tehai shanten --json`` prints for this hand.",
    {
        /// The least shanten over the forms that apply (``"shanten"`` in
        /// ``to_dict()``, as in the command line's JSON).
        #[getter]
        fn min(&self) -> i8 {
            self.answer.shanten
        }

        /// The regular form (melds and a pair).
        #[getter]
        fn regular(&self) -> i8 {
            self.answer.regular
        }

        /// Seven pairs, or ``None`` for fewer than 13 tiles.
        #[getter]
        fn seven_pairs(&self) -> Option<i8> {
            self.answer.seven_pairs
        }

        /// Thirteen orphans, or ``None`` for fewer than 13 tiles.
        #[getter]
        fn thirteen_orphans(&self) -> Option<i8> {
            self.answer.thirteen_orphans
        }

        fn __int__(&self) -> i8 {
            self.answer.shanten
        }
    }
);

/// The score of the best reading of a winning hand. ``to_dict()`` is
/// ``tehai score --json``'s object.
#[pyclass(frozen, eq, module = "tehai", name = "Score")]
pub(crate) struct PyScore {
    /// The score itself.
    pub(crate) scored: Scored,
    /// Its answer, built by the first read that needs it (the other
    /// readings are scored again for it), then kept: the object never
    /// changes. A `OnceLock`, so that threads without a GIL share it
    /// soundly.
    answer: OnceLock<ScoreAnswer>,
}

impl PyScore {
    /// The result of a score, its answer not built yet.
    pub(crate) fn new(scored: Scored) -> PyScore {
        PyScore {
            scored,
            answer: OnceLock::new(),
        }
    }

    /// The answer, built once.
    fn answer(&self) -> &ScoreAnswer {
        self.answer.get_or_init(|| self.scored.answer())
    }
}

/// Equal when everything the result shows is equal (two scores of one hand
/// read differently inside may show the same).
impl PartialEq for PyScore {
    fn eq(&self, other: &Self) -> bool {
        self.answer() == other.answer()
    }
}

result_methods!(PyScore, "Score", {
    /// The same object as ``tehai score --json`` prints for this hand.
    #[pyo3(text_signature = "($self, /)")]
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let answer = self.answer();
        let dict: Bound<'py, PyDict> = pythonize::pythonize(py, answer)?.cast_into()?;
        // pythonize makes the four payments a tuple; JSON has a list.
        if let Some(payments) = answer.payments {
            dict.set_item("payments", PyList::new(py, payments)?)?;
        }
        Ok(dict)
    }

    /// The han (a yakuman hand: 13 times its multiple).
    #[getter]
    fn han(&self) -> u32 {
        self.scored.score.han()
    }

    /// The fu.
    #[getter]
    fn fu(&self) -> u8 {
        self.scored.score.fu()
    }

    /// Each yaku id with its han (dora entries with their count), sorted by
    /// id as the command line writes them.
    #[getter]
    fn yaku<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        Ok(pythonize::pythonize(py, &self.answer().yaku)?.cast_into()?)
    }

    /// On a ron what the discarder pays; on a dealer's tsumo what each other
    /// player pays; on a non-dealer's tsumo what the dealer pays (honba
    /// included).
    #[getter]
    fn main(&self) -> u32 {
        self.scored.score.main()
    }

    /// On a non-dealer's tsumo what each other non-dealer pays; 0 on a ron.
    #[getter]
    fn additional(&self) -> u32 {
        self.scored.score.additional()
    }

    /// Everything the winner receives, riichi sticks included.
    #[getter]
    fn total(&self) -> u32 {
        self.scored.score.total()
    }

    /// ``""``, ``"mangan"``, ``"kiriage mangan"``, ``"haneman"``,
    /// ``"baiman"``, ``"sanbaiman"``, ``"kazoe yakuman"``, ``"yakuman"``,
    /// ``"2x yakuman"`` ... ``"10x yakuman"``.
    #[getter]
    fn limit(&self) -> &'static str {
        self.scored.score.limit().name()
    }

    /// The reading scored: its concealed blocks with the red fives written
    /// in (``["234m", "067m", "234p", "55p", "888s"]``), then the declared
    /// melds (``"pon 777z"``); for thirteen orphans, the hand.
    #[getter]
    fn reading(&self) -> Vec<String> {
        let parts = self.scored.reading();
        parts.iter().map(ToString::to_string).collect()
    }

    /// The wait the reading was scored with: ``"ryanmen"``, ``"kanchan"``,
    /// ``"penchan"``, ``"shanpon"`` or ``"tanki"``.
    #[getter]
    fn wait(&self) -> &'static str {
        self.scored.score.wait().name()
    }

    /// The north tiles set aside (kita) counted as dora, 0 with four
    /// players.
    #[getter]
    fn kita(&self) -> u8 {
        self.scored.score.kita()
    }

    /// What each seat pays, by seat wind, East to North: a tuple of four
    /// ints (the winner and an absent north seat pay 0), liability (pao)
    /// applied; ``None`` for a ron whose ``discarder`` was not given.
    #[getter]
    fn payments(&self) -> Option<(u32, u32, u32, u32)> {
        let [east, south, west, north] = self.scored.score.payments()?;
        Some((east, south, west, north))
    }

    /// The fu item by item, a tuple of :class:`FuItem` that add up to
    /// ``fu``, in the order of a scorer's sheet: the base (or seven
    /// pairs), a concealed ron or tsumo, the sets, the pair, the wait, the
    /// open-hand minimum, and the rounding up.
    #[getter]
    fn fu_items<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        crate::explained::fu_items(py, self.answer().fu_items.clone())
    }

    /// Each yaku with its han, its Tenhou and Mahjong Soul numbers and
    /// its names: a tuple of :class:`YakuItem`.
    #[getter]
    fn yaku_items<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        crate::explained::yaku_items(py, self.answer().yaku_items.clone())
    }

    /// The hand's other readings that score, best first, each what it
    /// would have scored: a tuple of :class:`OtherReading` (empty when
    /// the hand reads one way only).
    #[getter]
    fn other_readings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        crate::explained::other_readings(py, self.answer().other_readings.clone())
    }
});
