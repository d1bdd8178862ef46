//! The score request: the arguments of `tehai.score` (a hand, a dict of the
//! command line's JSON fields, and keyword arguments of the same names)
//! type-checked here, as Python objects, and written into the command
//! line's request, which reads the texts; each problem a `ScoreError` with
//! the command line's error id. [`request`] is the one way in.

use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use serde_json::{Number, Value};
use tehai::meld::MAX_DECLARED_MELDS;
use tehai::rules::RuleName;
use tehai_answer::{RulesRequest, ScoreRequest, ScoreRequestError, Scored};

use crate::errors::score_error;
use crate::hand::{PyHand, hand_argument};
use crate::tiles::type_name;
use crate::tiles::{Ids, Problem, meld_text, read_tiles_as};

/// The fields of a `tehai score --json` input object.
#[rustfmt::skip]
const FIELDS: [&str; 27] = [
    "hand", "win", "melds", "tsumo", "riichi", "double_riichi", "ippatsu", "rinshan", "chankan",
    "haitei", "houtei", "tenhou", "chiihou", "seat_wind", "round_wind", "dora_indicators",
    "ura_indicators", "honba", "riichi_sticks", "kita", "renhou", "open_riichi", "sashikomi",
    "paarenchan", "liable", "discarder", "rules",
];

/// Whether two names are the same text (a `const fn`, for the check below).
const fn same_text(one: &str, other: &str) -> bool {
    let (one, other) = (one.as_bytes(), other.as_bytes());
    if one.len() != other.len() {
        return false;
    }
    let mut index = 0;
    while index < one.len() {
        if one[index] != other[index] {
            return false;
        }
        index += 1;
    }
    true
}

/// Whether `name` is one of the input fields.
const fn is_field(name: &str) -> bool {
    let mut index = 0;
    while index < FIELDS.len() {
        if same_text(FIELDS[index], name) {
            return true;
        }
        index += 1;
    }
    false
}

// The rule options named like a keyword of the context are the core's
// situation names: those options are given in the `rules` dict only.
const _: () = {
    let mut index = 0;
    while index < RuleName::ALL.len() {
        let option = RuleName::ALL[index];
        assert!(is_field(option.name()) == option.is_situation_name());
        index += 1;
    }
};

fn request_error(py: Python<'_>, error: ScoreRequestError) -> PyErr {
    score_error(py, error.id(), error.to_string())
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
const KITA: usize = 19;
/// The situation flags of the local rules (`renhou` to `paarenchan`), in
/// the order of [`FIELDS`].
const RENHOU: usize = 20;
const OPEN_RIICHI: usize = 21;
const SASHIKOMI: usize = 22;
const PAARENCHAN: usize = 23;
const LIABLE: usize = 24;
const DISCARDER: usize = 25;
const RULES_FIELD: usize = 26;

/// The input fields, checked for their types as the command line's JSON
/// reader checks them. The hand stays the caller's object (a `Hand` is
/// used as it is; text is read with the other fields); the default is no
/// field given: every default of the command line.
#[derive(Default)]
struct Input<'py> {
    hand: Option<Bound<'py, PyAny>>,
    request: ScoreRequest,
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

/// A text field, as the request holds it.
fn text(py: Python<'_>, field: &str, value: Bound<'_, PyAny>) -> PyResult<String> {
    Ok(expect_text(py, field, value)?.to_str()?.to_owned())
}

/// Tiles in any notation (text, or a sequence of 136-tile ids or of mjai
/// names) as the text the request reads, as the command line's JSON reader
/// writes an array: a wrong type, a name that is no tile or an int no JSON
/// id can be (negative, beyond 64 bits) is `bad_json` (the JSON layer's
/// error); the ids are checked by the request, in its order of fields.
fn tiles_text(py: Python<'_>, field: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    match read_tiles_as(value, field, Ids::AsJson) {
        Ok(tiles) => Ok(tiles.into_text()),
        // Text that cannot be read at all (a lone surrogate) raises as it is.
        Err(Problem::Type(error)) if !error.is_instance_of::<PyTypeError>(py) => Err(error),
        Err(Problem::Type(_)) => Err(bad_json(
            py,
            format!(
                "{field} must be text in any notation or a sequence of 136-tile ids or of mjai names, not {}",
                type_name(value)
            ),
        )),
        Err(problem) => Err(tiles_error(py, problem, field)),
    }
}

/// The error of tiles given as a sequence that the command line's JSON
/// reader refuses in an array: `bad_json`.
fn tiles_error(py: Python<'_>, problem: Problem, field: &str) -> PyErr {
    let json = |message| bad_json(py, format!("{field}: {message}"));
    problem.into_err(json, json)
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
    expect_int(py, field, value, u16::MAX)
}

/// `kita`: a count from 0 to 255, as the JSON reader reads a `u8`.
fn expect_kita(py: Python<'_>, field: &str, value: &Bound<'_, PyAny>) -> PyResult<u8> {
    let count = expect_int(py, field, value, u16::from(u8::MAX))?;
    Ok(u8::try_from(count).unwrap_or(u8::MAX))
}

/// An int from 0 to `max`.
fn expect_int(py: Python<'_>, field: &str, value: &Bound<'_, PyAny>, max: u16) -> PyResult<u16> {
    if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
        // An int beyond even 128 bits is as much out of range as max + 1.
        let number = value.extract::<i128>().ok();
        return number
            .and_then(|number| u16::try_from(number).ok())
            .filter(|&number| number <= max)
            .ok_or_else(|| bad_json(py, format!("{field} must be from 0 to {max}, not {value}")));
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
                if value.is_instance_of::<PyString>() || value.is_exact_instance_of::<PyHand>() {
                    self.hand = Some(value);
                } else {
                    let text = tiles_text(py, field, &value)?;
                    self.hand = Some(PyString::new(py, &text).into_any());
                }
            }
            WIN => {
                self.request.win =
                    if value.is_instance_of::<PyInt>() && !value.is_instance_of::<PyBool>() {
                        // A 136-tile id, read by the request as the text of
                        // one; JSON has no other ints (a negative one is
                        // the JSON reader's error there too).
                        let id = value.extract::<u64>().map_err(|_| {
                            bad_json(py, format!("win must be a 136-tile id, not {value}"))
                        })?;
                        id.to_string()
                    } else {
                        text(py, field, value)?
                    }
            }
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
                // A list or a tuple is read whole (the request counts its
                // melds); any other iterable only until it holds too many,
                // so that an endless one is an error, not a hang.
                let sized = value.is_exact_instance_of::<PyList>()
                    || value.is_exact_instance_of::<PyTuple>();
                self.request.melds.clear();
                for item in items {
                    if !sized && self.request.melds.len() == MAX_DECLARED_MELDS {
                        return Err(score_error(
                            py,
                            "too_many_melds",
                            format!(
                                "more than {MAX_DECLARED_MELDS} melds: at most {MAX_DECLARED_MELDS}"
                            ),
                        ));
                    }
                    let meld = meld_text(&item?, Ids::AsJson).map_err(|problem| match problem {
                        Problem::Type(error) if error.is_instance_of::<PyTypeError>(py) => {
                            bad_json(py, error.value(py).to_string())
                        }
                        Problem::Type(error) => error,
                        problem => tiles_error(py, problem, "melds"),
                    })?;
                    self.request.melds.push(meld);
                }
            }
            SEAT_WIND => self.request.seat_wind = text(py, field, value)?,
            ROUND_WIND => self.request.round_wind = text(py, field, value)?,
            DORA_INDICATORS => {
                self.request.dora_indicators = tiles_text(py, field, &value)?;
            }
            URA_INDICATORS => {
                self.request.ura_indicators = tiles_text(py, field, &value)?;
            }
            HONBA => self.request.honba = expect_count(py, field, &value)?,
            RIICHI_STICKS => self.request.riichi_sticks = expect_count(py, field, &value)?,
            KITA => self.request.kita = expect_kita(py, field, &value)?,
            RENHOU => self.request.renhou = expect_bool(py, field, &value)?,
            OPEN_RIICHI => self.request.open_riichi = expect_bool(py, field, &value)?,
            SASHIKOMI => self.request.sashikomi = expect_bool(py, field, &value)?,
            PAARENCHAN => self.request.paarenchan = expect_bool(py, field, &value)?,
            LIABLE => self.request.liable = Some(text(py, field, value)?),
            DISCARDER => self.request.discarder = Some(text(py, field, value)?),
            RULES_FIELD => self.request.rules = read_rules(py, &value)?,
            _ => {
                let request = &mut self.request;
                let flags = [
                    &mut request.tsumo,
                    &mut request.riichi,
                    &mut request.double_riichi,
                    &mut request.ippatsu,
                    &mut request.rinshan,
                    &mut request.chankan,
                    &mut request.haitei,
                    &mut request.houtei,
                    &mut request.tenhou,
                    &mut request.chiihou,
                ];
                let slot = index.checked_sub(FIRST_FLAG);
                if let Some(slot) = slot.and_then(|flag| flags.into_iter().nth(flag)) {
                    *slot = expect_bool(py, field, &value)?;
                }
            }
        }
        Ok(())
    }

    /// The score, the fields read in the command line's order: hand,
    /// winning tile, melds, winds, indicators.
    fn score(mut self, py: Python<'py>) -> PyResult<Scored> {
        let hand = match &self.hand {
            Some(object) if !object.is_instance_of::<PyString>() => hand_argument(object)?,
            text => {
                if let Some(text) = text {
                    self.request.hand = text.cast::<PyString>()?.to_str()?.to_owned();
                }
                self.request
                    .hand()
                    .map_err(|error| request_error(py, error))?
            }
        };
        let context = self.request.win_context();
        let context = context.map_err(|error| request_error(py, error))?;
        let scored = tehai_answer::score_hand(&hand, &context);
        scored.map_err(|error| request_error(py, error.into()))
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

/// The `rules` field: a preset's name, or a dict of `"preset"` and
/// options by name (the JSON form), each value handed to the request as
/// its JSON value; the request reads them.
fn read_rules(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<RulesRequest> {
    let mut rules = RulesRequest::default();
    if let Ok(name) = value.cast::<PyString>() {
        rules.set("preset", Value::String(name.to_str()?.to_owned()));
        return Ok(rules);
    }
    let Ok(dict) = value.cast::<PyDict>() else {
        return Err(bad_json(
            py,
            format!(
                "rules must be a preset's name or a dict, not {}",
                type_name(value)
            ),
        ));
    };
    for_each_item(dict, |key, value| {
        let key = expect_text(py, "a rule name", key)?;
        let key = key.to_str()?;
        // Each key as JSON keeps it: one option under two names is
        // refused when the rules are read, as in the JSON form.
        let value = json_value(py, key, &value)?;
        rules.fields.insert(key.to_owned(), value);
        Ok(())
    })?;
    Ok(rules)
}

/// A rule's value as its JSON value: `None` is null, a bool, an int, a
/// float and a str as themselves, a list or tuple an array of those;
/// anything else (a dict, a set, an object) is `bad_json`. Lists are read
/// [`MAX_DEPTH`] deep (the request takes no list in a list; a list that
/// holds itself must not recurse without end).
fn json_value(py: Python<'_>, name: &str, value: &Bound<'_, PyAny>) -> PyResult<Value> {
    json_value_at(py, name, value, 0)
}

/// How deep lists in lists are read.
const MAX_DEPTH: usize = 2;

fn json_value_at(
    py: Python<'_>,
    name: &str,
    value: &Bound<'_, PyAny>,
    depth: usize,
) -> PyResult<Value> {
    if value.is_none() {
        return Ok(Value::Null);
    }
    if let Ok(flag) = value.cast::<PyBool>() {
        return Ok(Value::Bool(flag.is_true()));
    }
    if value.is_instance_of::<PyInt>() {
        if let Ok(number) = value.extract::<i64>() {
            return Ok(Value::from(number));
        }
        if let Ok(number) = value.extract::<u64>() {
            return Ok(Value::from(number));
        }
        // Beyond 64 bits: as large as JSON numbers are read, as a float.
        let number = value.extract::<f64>().unwrap_or(f64::INFINITY);
        return Ok(Number::from_f64(number).map_or(Value::Null, Value::Number));
    }
    if value.is_instance_of::<PyFloat>() {
        let number = value.extract::<f64>()?;
        return Ok(Number::from_f64(number).map_or(Value::Null, Value::Number));
    }
    if let Ok(text) = value.cast::<PyString>() {
        return Ok(Value::String(text.to_str()?.to_owned()));
    }
    if depth < MAX_DEPTH && (value.is_instance_of::<PyList>() || value.is_instance_of::<PyTuple>())
    {
        let items = value.try_iter()?;
        let mut array = Vec::new();
        for item in items {
            array.push(json_value_at(py, name, &item?, depth + 1)?);
        }
        return Ok(Value::Array(array));
    }
    Err(bad_json(
        py,
        format!(
            "rules.{name} must be a bool, an int, a str or a list of those, not {}",
            type_name(value)
        ),
    ))
}

/// The number of fields given by keyword: every field but the hand.
pub(crate) const KEYWORD_FIELDS: usize = FIELDS.len() - 1;

/// The score of a request: `hand` (a `Hand`, MPSZ text,
/// or a whole input object as a dict), then the fields of `context` (a dict
/// or `None`), then `keywords`, the fields after the hand in the order of
/// [`FIELDS`] (`None` leaves a field as it is).
pub(crate) fn request<'py>(
    py: Python<'py>,
    hand: Bound<'py, PyAny>,
    context: Option<Bound<'py, PyAny>>,
    keywords: [Option<Bound<'py, PyAny>>; KEYWORD_FIELDS],
    options: Option<&Bound<'py, PyDict>>,
) -> PyResult<Scored> {
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
    if let Some(options) = options {
        // Each rule option by keyword, over the rules of `rules` (`None`
        // leaves it as the preset has it); the request reads the names.
        for_each_item(options, |key, value| {
            if !value.is_none() {
                let key = key.cast_into::<PyString>()?;
                let key = key.to_str()?;
                // The keyword of a situation name is the context's; the
                // same name spelled another way is no option either.
                if key
                    .parse::<RuleName>()
                    .is_ok_and(RuleName::is_situation_name)
                {
                    return Err(score_error(
                        py,
                        "unknown_rule",
                        format!(
                            "{key}: a keyword names the situation; give the rule option in the rules dict"
                        ),
                    ));
                }
                let value = json_value(py, key, &value)?;
                input.request.rules.set(key, value);
            }
            Ok(())
        })?;
    }
    input.score(py)
}
