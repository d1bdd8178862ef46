//! Tile efficiency: useful tiles of a `3N+1` hand, the discard table of a
//! `3N+2` hand, and the table context (players, seen tiles, declared melds)
//! that shanten, waits and both of them take.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::PyString;
use tehai::meld::MAX_DECLARED_MELDS;
use tehai::{Context, Meld, Players, TileCounts};
use tehai_answer::{DiscardRow, DiscardsAnswer, UsefulAnswer};

use crate::errors::{HandError, MeldError, NotationError};
use crate::result_methods::result_methods;
use crate::tiles::type_name;
use crate::tiles::{Ids, Problem, Tiles, meld_text, read_tiles};

/// The table around a hand: the player count, the tiles seen outside it and
/// its declared melds; it owns the melds the core's context borrows.
pub(crate) struct Table {
    pub(crate) players: Players,
    pub(crate) seen: TileCounts,
    pub(crate) melds: Vec<Meld>,
}

impl Table {
    /// The core's context for this table.
    pub(crate) fn context(&self) -> Context<'_> {
        Context::default()
            .with_players(self.players)
            .with_seen(self.seen)
            .with_melds(&self.melds)
    }
}

/// Reads the `players`, `seen` and `melds` keyword arguments.
pub(crate) fn read_table(
    players: u8,
    seen: Option<&Bound<'_, PyAny>>,
    melds: Option<&Bound<'_, PyAny>>,
) -> PyResult<Table> {
    let players = match players {
        4 => Players::Four,
        3 => Players::Three,
        other => {
            return Err(PyValueError::new_err(format!(
                "players must be 3 or 4, not {other}"
            )));
        }
    };
    let seen = match seen {
        None => TileCounts::EMPTY,
        Some(object) if object.is_none() => TileCounts::EMPTY,
        Some(object) => {
            let tiles = read_tiles(object, "seen").map_err(|problem| match problem {
                Problem::Type(_) => PyTypeError::new_err(format!(
                    "seen must be text in any notation ('1155m7z', '1m 1m E', '0 1 16') or a \
                     sequence of 136-tile ids or of mjai names, not {}",
                    type_name(object)
                )),
                problem => problem.into_err(
                    |message| HandError::new_err(format!("seen tiles: {message}")),
                    |message| NotationError::new_err(format!("seen tiles: {message}")),
                ),
            })?;
            let class = match tiles {
                Tiles::Ids(_) => HandError::new_err,
                _ => NotationError::new_err,
            };
            tiles
                .counts()
                .map_err(|error| class(format!("seen tiles: {error}")))?
        }
    };
    let mut table = Table {
        players,
        seen,
        melds: Vec::new(),
    };
    if let Some(object) = melds.filter(|object| !object.is_none()) {
        if object.is_instance_of::<PyString>() {
            return Err(PyTypeError::new_err(
                "melds must be a list of texts such as ['pon 777z', 'chi 340m'], not one text",
            ));
        }
        for item in object.try_iter()? {
            let item = item?;
            let text = meld_text(&item, Ids::Checked)
                .map_err(|problem| problem.into_err(MeldError::new_err, MeldError::new_err))?;
            let meld = tehai_answer::read_meld(&text)
                .map_err(|error| MeldError::new_err(format!("{error}")))?;
            if table.melds.len() == MAX_DECLARED_MELDS {
                return Err(MeldError::new_err(format!(
                    "more than {MAX_DECLARED_MELDS} declared melds"
                )));
            }
            table.melds.push(meld);
        }
    }
    Ok(table)
}

/// The useful tiles of a ``3N+1``-tile hand: the kinds whose draw lowers its
/// shanten, and how many copies of them are unseen. ``to_dict()`` is
/// ``tehai efficiency --json``'s object for such a hand.
#[pyclass(frozen, eq, module = "tehai", name = "UsefulTiles")]
#[derive(PartialEq)]
pub(crate) struct PyUsefulTiles {
    pub(crate) answer: UsefulAnswer,
}

result_methods!(
    PyUsefulTiles,
    "UsefulTiles",
    hand,
    "The same object as ``tehai efficiency --json`` prints for this hand.",
    {
        /// The hand's shanten: the least over the forms that apply.
        #[getter]
        fn shanten(&self) -> i8 {
            self.answer.shanten
        }

        /// The useful kinds in MPSZ (``"1235m1235p256789s7z"``);
        /// ``tehai.tiles(useful.mask, "index")`` or ``"mjai"`` for the others.
        #[getter]
        fn useful(&self) -> String {
            self.answer.useful.to_string()
        }

        /// Unseen copies of the useful kinds, summed.
        #[getter]
        fn useful_count(&self) -> u32 {
            self.answer.useful_count
        }

        /// The useful kinds as a bit mask: bit ``i`` is tile index ``i``.
        #[getter]
        fn mask(&self) -> u64 {
            self.answer.useful.bits()
        }
    }
);

/// One row of a discard table: the tile thrown, the shanten after it, and
/// the useful tiles of the hand left with their unseen count.
#[pyclass(frozen, eq, module = "tehai", name = "Discard")]
#[derive(PartialEq)]
pub(crate) struct PyDiscard {
    pub(crate) row: DiscardRow,
}

result_methods!(
    PyDiscard,
    "Discard",
    |result| &result.row,
    r#"``{"tile", "shanten", "useful", "useful_count"}``, as in the command line's ``discards`` list."#,
    {
        /// The tile thrown (``"7z"``).
        #[getter]
        fn tile(&self) -> String {
            self.row.tile.to_string()
        }

        /// The shanten of the hand left.
        #[getter]
        fn shanten(&self) -> i8 {
            self.row.shanten
        }

        /// The kinds whose draw then lowers it, in MPSZ; ``tehai.tiles(row.mask,
        /// "index")`` or ``"mjai"`` for the others.
        #[getter]
        fn useful(&self) -> String {
            self.row.useful.to_string()
        }

        /// Unseen copies of those kinds, summed (the thrown copy counts as seen).
        #[getter]
        fn useful_count(&self) -> u32 {
            self.row.useful_count
        }

        /// The useful kinds as a bit mask: bit ``i`` is tile index ``i``.
        #[getter]
        fn mask(&self) -> u64 {
            self.row.useful.bits()
        }
    }
);

/// The discard table of a ``3N+2``-tile hand: every distinct tile it holds,
/// best first (least shanten, then most unseen useful copies, then tile
/// order). ``len(table)`` counts its rows; ``to_dict()`` is
/// ``tehai efficiency --json``'s object for such a hand.
#[pyclass(frozen, eq, module = "tehai", name = "DiscardTable")]
#[derive(PartialEq)]
pub(crate) struct PyDiscardTable {
    pub(crate) answer: DiscardsAnswer,
}

result_methods!(
    PyDiscardTable,
    "DiscardTable",
    hand,
    "The same object as ``tehai efficiency --json`` prints for this hand.",
    {
        /// The shanten of the hand itself (``-1`` when complete).
        #[getter]
        fn shanten(&self) -> i8 {
            self.answer.shanten
        }

        /// The rows, best first.
        #[getter]
        fn discards(&self) -> Vec<PyDiscard> {
            let rows = self.answer.discards.iter();
            rows.map(|&row| PyDiscard { row }).collect()
        }

        fn __len__(&self) -> usize {
            self.answer.discards.len()
        }
    }
);
