//! The score request: the hand and the win context read from the arguments
//! of `tehai.score` (a hand, a dict of the command line's JSON fields, and
//! keyword arguments of the same names), checked as the command line checks
//! its input, each problem a `ScoreError` with the command line's error id.
//! [`request`] is the one way in.

use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyString};
use tehai::{Indicators, Meld, ParsedHand, Rules, Tile, WinContext, Wind};

use crate::errors::ScoreError;
use crate::hand::{PyHand, hand_argument, type_name};

/// The fields of a `tehai score --json` input object.
#[rustfmt::skip]
const FIELDS: [&str; 20] = [
    "hand", "win", "melds", "tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan",
    "haitei", "houtei", "tenhou", "chiihou", "seat_wind", "round_wind", "dora_indicators",
    "ura_indicators", "honba", "riichi_sticks", "rules",
];

/// The rule options, as the `rules` object names them.
const RULES: [(&str, Rules); 4] = [
    ("open_tanyao", Rules::OPEN_TANYAO),
    ("aka_dora", Rules::AKA_DORA),
    ("double_yakuman", Rules::DOUBLE_YAKUMAN),
    ("kiriage", Rules::KIRIAGE),
];

/// A `ScoreError` with the command line's id.
pub(crate) fn score_error(py: Python<'_>, id: &str, message: impl Into<String>) -> PyErr {
    let error = ScoreError::new_err(message.into());
    let _ = error.value(py).setattr("id", id);
    error
}

/// An input the JSON layer of the command line rejects (a field of the
/// wrong type, an unknown field): id `bad_json`.
fn bad_json(py: Python<'_>, message: impl Into<String>) -> PyErr {
    score_error(py, "bad_json", message)
}

/// Where each field sits in [`FIELDS`].
const HAND: usize = 0;
const WIN: usize = 1;
const MELDS: usize = 2;
/// The ten flags (`tsumo` to `chiihou`), in the order of [`FIELDS`].
const FIRST_FLAG: usize = 3;
const SEAT_WIND: usize = 13;
const ROUND_WIND: usize = 14;
const DORA_INDICATORS: usize = 15;
const URA_INDICATORS: usize = 16;
const HONBA: usize = 17;
const RIICHI_STICKS: usize = 18;
const RULES_FIELD: usize = 19;

/// The input fields, checked for their types as the command line's JSON
/// reader checks them. Texts stay the caller's string objects until
/// [`Input::prepare`] reads them, in the command line's order. The default
/// is no field given: every default of the command line.
#[derive(Default)]
struct Input<'py> {
    hand: Option<Bound<'py, PyAny>>,
    /// `None`: no winning tile given (an error when prepared).
    win: Option<Bound<'py, PyString>>,
    melds: Vec<Bound<'py, PyString>>,
    flags: [bool; 10],
    /// `None`: East, the default.
    seat_wind: Option<Bound<'py, PyString>>,
    round_wind: Option<Bound<'py, PyString>>,
    /// `None`: no indicators.
    dora_indicators: Option<Bound<'py, PyString>>,
    ura_indicators: Option<Bound<'py, PyString>>,
    honba: u16,
    riichi_sticks: u16,
    rules: Rules,
}

fn expect_text<'py>(
    py: Python<'py>,
    field: &str,
    value: Bound<'py, PyAny>,
) -> PyResult<Bound<'py, PyString>> {
    value.cast_into::<PyString>().map_err(|error| {
        bad_json(
            py,
            format!(
                "{field} must be text, not {}",
                type_name(&error.into_inner())
            ),
        )
    })
}

fn expect_bool(py: Python<'_>, field: &str, value: &Bound<'_, PyAny>) -> PyResult<bool> {
    match value.cast::<PyBool>() {
        Ok(flag) => Ok(flag.is_true()),
        Err(_) => Err(bad_json(
            py,
            format!("{field} must be True or False, not {}", type_name(value)),
        )),
    }
}

fn expect_count(py: Python<'_>, field: &str, value: &Bound<'_, PyAny>) -> PyResult<u16> {
    if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
        let number: i128 = value.extract()?;
        return u16::try_from(number)
            .map_err(|_| bad_json(py, format!("{field} must be from 0 to 65535, not {number}")));
    }
    Err(bad_json(
        py,
        format!("{field} must be an int, not {}", type_name(value)),
    ))
}

/// The index in [`FIELDS`] of a dict key.
fn field_index(py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<usize> {
    let key = expect_text(py, "a field name", key.clone())?;
    let key = key.to_str()?;
    FIELDS.iter().position(|&name| name == key).ok_or_else(|| {
        bad_json(
            py,
            format!(
                "unknown field {key:?}: the fields are {}",
                FIELDS.join(", ")
            ),
        )
    })
}

impl<'py> Input<'py> {
    /// Reads and type-checks every field of a dict, later fields of the
    /// same name replacing earlier ones.
    fn read_dict(&mut self, py: Python<'py>, fields: &Bound<'py, PyDict>) -> PyResult<()> {
        for_each_item(fields, |key, value| {
            self.set(py, field_index(py, &key)?, value)
        })
    }

    /// Reads and type-checks the field at `index` in [`FIELDS`].
    fn set(&mut self, py: Python<'py>, index: usize, value: Bound<'py, PyAny>) -> PyResult<()> {
        let field = FIELDS.get(index).copied().unwrap_or("?");
        match index {
            HAND => {
                if !value.is_instance_of::<PyString>() && !value.is_exact_instance_of::<PyHand>() {
                    return Err(bad_json(
                        py,
                        format!(
                            "hand must be MPSZ text or a tehai.Hand, not {}",
                            type_name(&value)
                        ),
                    ));
                }
                self.hand = Some(value);
            }
            WIN => self.win = Some(expect_text(py, field, value)?),
            MELDS => {
                if value.is_instance_of::<PyString>() {
                    return Err(bad_json(
                        py,
                        "melds must be a list of texts such as ['pon 777z', 'chi 340m'], not one text",
                    ));
                }
                let Ok(items) = value.try_iter() else {
                    return Err(bad_json(
                        py,
                        format!("melds must be a list of texts, not {}", type_name(&value)),
                    ));
                };
                self.melds.clear();
                for item in items {
                    self.melds.push(expect_text(py, "each meld", item?)?);
                }
            }
            SEAT_WIND => self.seat_wind = Some(expect_text(py, field, value)?),
            ROUND_WIND => self.round_wind = Some(expect_text(py, field, value)?),
            DORA_INDICATORS => self.dora_indicators = Some(expect_text(py, field, value)?),
            URA_INDICATORS => self.ura_indicators = Some(expect_text(py, field, value)?),
            HONBA => self.honba = expect_count(py, field, &value)?,
            RIICHI_STICKS => self.riichi_sticks = expect_count(py, field, &value)?,
            RULES_FIELD => self.rules = read_rules(py, &value)?,
            _ => {
                if let Some(slot) = index
                    .checked_sub(FIRST_FLAG)
                    .and_then(|flag| self.flags.get_mut(flag))
                {
                    *slot = expect_bool(py, field, &value)?;
                }
            }
        }
        Ok(())
    }

    /// The hand and the win context, checked in the command line's order:
    /// hand, winning tile, melds, winds, indicators.
    fn prepare(&self, py: Python<'py>) -> PyResult<(ParsedHand, WinContext)> {
        let hand = match &self.hand {
            Some(object) => match object.cast::<PyString>() {
                Ok(text) => {
                    let text = text.to_str()?;
                    text.parse().map_err(|error| {
                        score_error(py, "bad_hand", format!("{text:?}: {error}"))
                    })?
                }
                Err(_) => hand_argument(object)?,
            },
            None => ""
                .parse()
                .map_err(|error| score_error(py, "bad_hand", format!("{:?}: {error}", "")))?,
        };
        let winning_tile = match &self.win {
            Some(text) => tile(py, text.to_str()?, "bad_win")?,
            None => tile(py, "", "bad_win")?,
        };
        let mut context = WinContext::new(winning_tile);
        for text in &self.melds {
            let text = text.to_str()?;
            let meld: Meld = text
                .parse()
                .map_err(|error| score_error(py, "bad_meld", format!("{text:?}: {error}")))?;
            context.melds.push(meld).map_err(|_| {
                score_error(
                    py,
                    "too_many_melds",
                    format!("{} melds: at most 4", self.melds.len()),
                )
            })?;
        }
        let flags = [
            &mut context.tsumo,
            &mut context.riichi,
            &mut context.double_riichi,
            &mut context.ippatsu,
            &mut context.rinshan,
            &mut context.chankan,
            &mut context.haitei,
            &mut context.houtei,
            &mut context.tenhou,
            &mut context.chiihou,
        ];
        for (flag, &value) in flags.into_iter().zip(&self.flags) {
            *flag = value;
        }
        context.seat_wind = wind(py, self.seat_wind.as_ref())?;
        context.round_wind = wind(py, self.round_wind.as_ref())?;
        context.dora_indicators = indicators(py, self.dora_indicators.as_ref())?;
        context.ura_indicators = indicators(py, self.ura_indicators.as_ref())?;
        context.honba = self.honba;
        context.riichi_sticks = self.riichi_sticks;
        context.rules = self.rules;
        Ok((hand, context))
    }
}

/// Runs `read` on every key and value of `dict`, in order. Reading `melds`
/// iterates the caller's object, which may run Python code: a dict changed
/// under the walk is refused, as Python refuses it.
fn for_each_item<'py>(
    dict: &Bound<'py, PyDict>,
    mut read: impl FnMut(Bound<'py, PyAny>, Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<()> {
    let size = dict.len();
    for (key, value) in dict
        .items()
        .iter()
        .map(|item| item.extract())
        .collect::<PyResult<Vec<_>>>()?
    {
        read(key, value)?;
        if dict.len() != size {
            return Err(PyRuntimeError::new_err(
                "dictionary changed size during iteration",
            ));
        }
    }
    Ok(())
}

fn read_rules(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<Rules> {
    let Ok(dict) = value.cast::<PyDict>() else {
        return Err(bad_json(
            py,
            format!("rules must be a dict, not {}", type_name(value)),
        ));
    };
    let mut rules = Rules::default();
    for_each_item(dict, |key, value| {
        let key = expect_text(py, "a rule name", key)?;
        let key = key.to_str()?;
        let Some((_, flag)) = RULES.iter().find(|(name, _)| *name == key) else {
            return Err(bad_json(
                py,
                format!(
                    "unknown rule {key:?}: the rules are open_tanyao, aka_dora, double_yakuman, kiriage"
                ),
            ));
        };
        rules.set(*flag, expect_bool(py, key, &value)?);
        Ok(())
    })?;
    Ok(rules)
}

/// A tile written as a digit and a suit letter (`5p`, `0s`, `7Z`): the
/// common case, read without the general notation reader. Anything else
/// (`8z`, spaces inside, several tiles) is left to that reader, which also
/// words the errors.
fn simple_tile(text: &(impl AsRef<[u8]> + ?Sized)) -> Option<Tile> {
    let &[digit, letter] = text.as_ref() else {
        return None;
    };
    let suit = match letter.to_ascii_lowercase() {
        b'm' => 0,
        b'p' => 1,
        b's' => 2,
        b'z' => 3,
        _ => return None,
    };
    let rank = match digit {
        b'0' if suit < 3 => 4,
        b'1'..=b'9' => digit - b'1',
        _ => return None,
    };
    if suit == 3 && rank >= 7 {
        return None;
    }
    Tile::new(suit * 9 + rank)
}

fn tile(py: Python<'_>, text: &str, id: &str) -> PyResult<Tile> {
    let trimmed = text.trim();
    if let Some(tile) = simple_tile(trimmed) {
        return Ok(tile);
    }
    trimmed
        .parse()
        .map_err(|error| score_error(py, id, format!("{text:?}: {error}")))
}

fn wind(py: Python<'_>, text: Option<&Bound<'_, PyString>>) -> PyResult<Wind> {
    let Some(text) = text else {
        return Ok(Wind::East);
    };
    let text = text.to_str()?;
    let parsed = tile(py, text, "bad_wind")?;
    Wind::from_tile(parsed)
        .ok_or_else(|| score_error(py, "bad_wind", format!("{text:?} is not a wind (1z to 4z)")))
}

fn indicators(py: Python<'_>, text: Option<&Bound<'_, PyString>>) -> PyResult<Indicators> {
    match text {
        None => Ok(Indicators::EMPTY),
        Some(text) => indicators_of(py, text.to_str()?),
    }
}

fn indicators_of(py: Python<'_>, text: &str) -> PyResult<Indicators> {
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Ok(Indicators::EMPTY);
    }
    let mut indicators = Indicators::EMPTY;
    if let Some(tile) = simple_tile(trimmed) {
        let _ = indicators.push(tile);
        return Ok(indicators);
    }
    let parsed: ParsedHand = text
        .parse()
        .map_err(|error| score_error(py, "bad_indicators", format!("{text:?}: {error}")))?;
    let count = parsed.hand.tile_count();
    for tile in parsed.hand.tiles() {
        if indicators.push(tile).is_err() {
            return Err(score_error(
                py,
                "too_many_indicators",
                format!("{count} indicators: at most {}", tehai::MAX_INDICATORS),
            ));
        }
    }
    Ok(indicators)
}

/// The number of fields given by keyword: every field but the hand.
pub(crate) const KEYWORD_FIELDS: usize = FIELDS.len() - 1;

/// The hand and win context of a score request: `hand` (a `Hand`, MPSZ text,
/// or a whole input object as a dict), then the fields of `context` (a dict
/// or `None`), then `keywords`, the fields after the hand in the order of
/// [`FIELDS`] (`None` leaves a field as it is).
pub(crate) fn request<'py>(
    py: Python<'py>,
    hand: Bound<'py, PyAny>,
    context: Option<Bound<'py, PyAny>>,
    keywords: [Option<Bound<'py, PyAny>>; KEYWORD_FIELDS],
) -> PyResult<(ParsedHand, WinContext)> {
    let mut input = Input::default();
    match hand.cast::<PyDict>() {
        Ok(object) => input.read_dict(py, object)?,
        Err(_) => input.set(py, HAND, hand)?,
    }
    if let Some(context) = context {
        let Ok(context) = context.cast::<PyDict>() else {
            return Err(PyTypeError::new_err(format!(
                "context must be a dict of the command line's JSON fields, not {}",
                type_name(&context)
            )));
        };
        input.read_dict(py, context)?;
    }
    for (index, value) in keywords.into_iter().enumerate() {
        if let Some(value) = value.filter(|value| !value.is_none()) {
            input.set(py, HAND + 1 + index, value)?;
        }
    }
    input.prepare(py)
}
