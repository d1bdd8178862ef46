//! The explanation of a score: its fu item by item, its yaku with their
//! numbers and names, and the other readings of the hand. Each is the
//! answer layer's value (`FuItemAnswer`, `YakuItemAnswer`, `OtherReading`)
//! written with Python values, tiles in MPSZ; nothing is worked out here.

use std::collections::BTreeMap;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use tehai_answer::{FuItemAnswer, OtherReading, YakuItemAnswer};

use crate::result_methods::result_methods;

/// One fu item of a score: ``reason`` (``"base"``, ``"seven_pairs"``,
/// ``"closed_ron"``, ``"tsumo"``, ``"set"``, ``"wait"``, ``"pair"``,
/// ``"open_minimum"`` or ``"rounding"``), its ``fu``, the ``tiles`` that
/// earn it (MPSZ, a meld as ``"pon 777z"``; ``None`` when no tiles do), a
/// few words on why (``detail``) and the item as a sheet writes it
/// (``text``). The items of a score add up to its fu.
#[pyclass(frozen, eq, module = "tehai", name = "FuItem")]
#[derive(PartialEq)]
pub(crate) struct PyFuItem {
    answer: FuItemAnswer,
}

result_methods!(PyFuItem, "FuItem", {
    /// The kind of item (``"set"``, ``"wait"``, ``"rounding"`` ...).
    #[getter]
    fn reason(&self) -> &'static str {
        self.answer.reason
    }

    /// Its fu.
    #[getter]
    fn fu(&self) -> u8 {
        self.answer.fu
    }

    /// The block or meld that earns it in MPSZ (``"777m"``, ``"pon 666z"``),
    /// or ``None``.
    #[getter]
    fn tiles(&self) -> Option<String> {
        self.answer.tiles.map(|part| part.to_string())
    }

    /// Why, in words (``("concealed", "triplet", "terminals_or_honors")``,
    /// ``("kanchan",)``); empty for the base, tsumo and rounding items.
    #[getter]
    fn detail<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.answer.detail)
    }

    /// The item as a sheet writes it (``"concealed triplet of simples 777m"``).
    #[getter]
    fn text(&self) -> &str {
        &self.answer.text
    }

    /// The same object as an item of ``fu_items`` in ``tehai score --json``.
    #[pyo3(text_signature = "($self, /)")]
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("reason", self.answer.reason)?;
        dict.set_item("fu", self.answer.fu)?;
        dict.set_item("tiles", self.tiles())?;
        dict.set_item("detail", &self.answer.detail)?;
        dict.set_item("text", &self.answer.text)?;
        Ok(dict)
    }
});

/// One yaku of a score: its ``id`` (a key of ``Score.yaku``), its ``han``
/// in this hand, its numbers on Tenhou (``tenhou``) and Mahjong Soul
/// (``mahjong_soul``), each ``None`` where that site has none, and its
/// names in ``japanese``, ``romaji``, ``english`` and ``chinese``.
#[pyclass(frozen, eq, module = "tehai", name = "YakuItem")]
#[derive(PartialEq)]
pub(crate) struct PyYakuItem {
    answer: YakuItemAnswer,
}

result_methods!(
    PyYakuItem,
    "YakuItem",
    |result| &result.answer,
    "The same object as an item of ``yaku_items`` in ``tehai score --json``.",
    {
        /// The yaku's id (``"riichi"``, ``"yakuhai_hatsu"``, ``"dora"`` ...).
        #[getter]
        fn id(&self) -> &'static str {
            self.answer.id
        }

        /// Its han in this hand (dora: their count).
        #[getter]
        fn han(&self) -> u8 {
            self.answer.han
        }

        /// Tenhou's number for it, or ``None``.
        #[getter]
        fn tenhou(&self) -> Option<u8> {
            self.answer.tenhou
        }

        /// Mahjong Soul's number for it, or ``None``.
        #[getter]
        fn mahjong_soul(&self) -> Option<u16> {
            self.answer.mahjong_soul
        }

        /// The Japanese name (``"立直"``).
        #[getter]
        fn japanese(&self) -> &'static str {
            self.answer.japanese
        }

        /// The name in romaji (``"Riichi"``).
        #[getter]
        fn romaji(&self) -> &'static str {
            self.answer.romaji
        }

        /// The English name (``"All Triplets"``).
        #[getter]
        fn english(&self) -> &'static str {
            self.answer.english
        }

        /// The Chinese name (``"对对和"``).
        #[getter]
        fn chinese(&self) -> &'static str {
            self.answer.chinese
        }
    }
);

/// Another reading of a scored hand and what it would have scored: ``han``,
/// ``fu``, ``yaku`` (id to han), ``total``, ``limit``, the ``reading``'s
/// blocks and melds and its ``wait``, as on :class:`Score`.
#[pyclass(frozen, eq, module = "tehai", name = "OtherReading")]
#[derive(PartialEq)]
pub(crate) struct PyOtherReading {
    answer: OtherReading,
}

result_methods!(PyOtherReading, "OtherReading", {
    /// The han.
    #[getter]
    fn han(&self) -> u32 {
        self.answer.han
    }

    /// The fu.
    #[getter]
    fn fu(&self) -> u8 {
        self.answer.fu
    }

    /// Each yaku id with its han, sorted by id.
    #[getter]
    fn yaku(&self) -> BTreeMap<&'static str, u8> {
        self.answer.yaku.clone()
    }

    /// Everything the winner would receive.
    #[getter]
    fn total(&self) -> u32 {
        self.answer.total
    }

    /// The limit's name (``""``, ``"mangan"`` ...).
    #[getter]
    fn limit(&self) -> &'static str {
        self.answer.limit
    }

    /// The reading's blocks, then its melds (``["456m", "66m", ...]``).
    #[getter]
    fn reading(&self) -> Vec<String> {
        self.answer
            .reading
            .iter()
            .map(ToString::to_string)
            .collect()
    }

    /// The wait this reading is scored with (``"tanki"`` ...).
    #[getter]
    fn wait(&self) -> &'static str {
        self.answer.wait
    }

    /// The same object as an item of ``other_readings`` in
    /// ``tehai score --json``.
    #[pyo3(text_signature = "($self, /)")]
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("han", self.answer.han)?;
        dict.set_item("fu", self.answer.fu)?;
        dict.set_item("yaku", self.yaku())?;
        dict.set_item("total", self.answer.total)?;
        dict.set_item("limit", self.answer.limit)?;
        dict.set_item("reading", self.reading())?;
        dict.set_item("wait", self.answer.wait)?;
        Ok(dict)
    }
});

/// The fu items as a tuple of [`PyFuItem`].
pub(crate) fn fu_items(py: Python<'_>, items: Vec<FuItemAnswer>) -> PyResult<Bound<'_, PyTuple>> {
    let items: PyResult<Vec<_>> = items
        .into_iter()
        .map(|answer| Bound::new(py, PyFuItem { answer }))
        .collect();
    PyTuple::new(py, items?)
}

/// The yaku items as a tuple of [`PyYakuItem`].
pub(crate) fn yaku_items(
    py: Python<'_>,
    items: Vec<YakuItemAnswer>,
) -> PyResult<Bound<'_, PyTuple>> {
    let items: PyResult<Vec<_>> = items
        .into_iter()
        .map(|answer| Bound::new(py, PyYakuItem { answer }))
        .collect();
    PyTuple::new(py, items?)
}

/// The other readings as a tuple of [`PyOtherReading`].
pub(crate) fn other_readings(
    py: Python<'_>,
    readings: Vec<OtherReading>,
) -> PyResult<Bound<'_, PyTuple>> {
    let readings: PyResult<Vec<_>> = readings
        .into_iter()
        .map(|answer| Bound::new(py, PyOtherReading { answer }))
        .collect();
    PyTuple::new(py, readings?)
}
