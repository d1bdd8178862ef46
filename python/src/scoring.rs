//! `tehai.score`: the win context from keyword arguments or a dict with the
//! command line's JSON fields, and the `Score` result.

use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString};
use tehai::{Indicators, Meld, ParsedHand, ReadingForm, Rules, Tile, WinContext, Wind};

use crate::errors::ScoreError;
use crate::hand::{PyHand, hand_argument, type_name};
use crate::results::{block_list, repr_from_dict};

/// The fields of a `tehai score --json` input object.
const FIELDS: [&str; 20] = [
    "hand",
    "win",
    "melds",
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "rinshan",
    "chankan",
    "haitei",
    "houtei",
    "tenhou",
    "chiihou",
    "seat_wind",
    "round_wind",
    "dora_indicators",
    "ura_indicators",
    "honba",
    "riichi_sticks",
    "rules",
];

/// The field names as interned Python strings.
static FIELD_NAMES: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

fn field_names(py: Python<'_>) -> &Vec<Py<PyString>> {
    FIELD_NAMES.get_or_init(py, || {
        FIELDS
            .iter()
            .map(|name| PyString::intern(py, name).unbind())
            .collect()
    })
}

/// The rule names as interned Python strings.
static RULE_NAMES: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

fn rule_names(py: Python<'_>) -> &Vec<Py<PyString>> {
    RULE_NAMES.get_or_init(py, || {
        RULES
            .iter()
            .map(|(name, _)| PyString::intern(py, name).unbind())
            .collect()
    })
}

/// The flags among the fields, with where each goes in the context.
const FLAGS: [&str; 10] = [
    "tsumo",
    "riichi",
    "double_riichi",
    "ippatsu",
    "rinshan",
    "chankan",
    "haitei",
    "houtei",
    "tenhou",
    "chiihou",
];

/// The rule options, as the `rules` object names them.
const RULES: [(&str, Rules); 4] = [
    ("open_tanyao", Rules::OPEN_TANYAO),
    ("aka_dora", Rules::AKA_DORA),
    ("double_yakuman", Rules::DOUBLE_YAKUMAN),
    ("kiriage", Rules::KIRIAGE),
];

/// A `ScoreError` with the command line's id.
fn score_error(py: Python<'_>, id: &str, message: impl Into<String>) -> PyErr {
    let error = ScoreError::new_err(message.into());
    let _ = error.value(py).setattr("id", id);
    error
}

/// An input the JSON layer of the command line rejects (a field of the
/// wrong type, an unknown field): id `bad_json`.
fn bad_json(py: Python<'_>, message: impl Into<String>) -> PyErr {
    score_error(py, "bad_json", message)
}

/// The input fields, checked for their types as the command line's JSON
/// reader checks them; values stay as given.
struct Input<'py> {
    hand: Option<Bound<'py, PyAny>>,
    win: String,
    melds: Vec<String>,
    flags: [bool; FLAGS.len()],
    /// `None`: East, the default.
    seat_wind: Option<String>,
    round_wind: Option<String>,
    dora_indicators: String,
    ura_indicators: String,
    honba: u16,
    riichi_sticks: u16,
    rules: Rules,
}

/// Texts of at most this many characters are read character by character:
/// a tile, a wind or one indicator (`"5p"`, `"2z"`) is two. The general way
/// (`PyUnicode_AsUTF8String`, the only UTF-8 view in the stable ABI of
/// Python 3.9) makes and frees a bytes object for every field.
const SHORT_TEXT: ffi::Py_ssize_t = 8;

fn text_of(text: &Bound<'_, PyString>) -> PyResult<String> {
    // SAFETY: a live str, the GIL held; both calls only read it, and every
    // index is below its length (so `PyUnicode_ReadChar` cannot fail).
    let len = unsafe { ffi::PyUnicode_GetLength(text.as_ptr()) };
    if (0..=SHORT_TEXT).contains(&len) {
        let mut short = String::with_capacity(8);
        for index in 0..len {
            let code = unsafe { ffi::PyUnicode_ReadChar(text.as_ptr(), index) };
            // A lone surrogate is no char: the general way raises the
            // encoding error.
            let Some(character) = char::from_u32(code) else {
                return Ok(text.to_cow()?.into_owned());
            };
            short.push(character);
        }
        return Ok(short);
    }
    Ok(text.to_cow()?.into_owned())
}

fn expect_text(py: Python<'_>, field: &str, value: &Bound<'_, PyAny>) -> PyResult<String> {
    match value.cast::<PyString>() {
        Ok(text) => text_of(text),
        Err(_) => Err(bad_json(
            py,
            format!("{field} must be text, not {}", type_name(value)),
        )),
    }
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

impl<'py> Input<'py> {
    /// No field given: every default.
    fn new() -> Input<'py> {
        Input {
            hand: None,
            win: String::new(),
            melds: Vec::new(),
            flags: [false; FLAGS.len()],
            seat_wind: None,
            round_wind: None,
            dora_indicators: String::new(),
            ura_indicators: String::new(),
            honba: 0,
            riichi_sticks: 0,
            rules: Rules::default(),
        }
    }

    /// Reads and type-checks every field of a dict, later fields of the
    /// same name replacing earlier ones.
    fn read_dict(&mut self, py: Python<'py>, fields: &Bound<'py, PyDict>) -> PyResult<()> {
        let names = field_names(py);
        for (key, value) in fields.iter() {
            // Keys written in Python source are interned: the same objects
            // as ours, found without decoding them.
            if let Some(index) = names.iter().position(|name| name.bind(py).is(&key)) {
                if let Some(field) = FIELDS.get(index) {
                    self.set(py, field, value)?;
                    continue;
                }
            }
            let key = expect_text(py, "a field name", &key)?;
            self.set(py, &key, value)?;
        }
        Ok(())
    }

    /// Reads and type-checks one field.
    fn set(&mut self, py: Python<'py>, field: &str, value: Bound<'py, PyAny>) -> PyResult<()> {
        if let Some(flag) = FLAGS.iter().position(|&name| name == field) {
            if let Some(slot) = self.flags.get_mut(flag) {
                *slot = expect_bool(py, field, &value)?;
            }
            return Ok(());
        }
        match field {
            "hand" => {
                if !value.is_instance_of::<PyString>() && value.cast::<PyHand>().is_err() {
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
            "win" => self.win = expect_text(py, field, &value)?,
            "melds" => {
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
                    self.melds.push(expect_text(py, "each meld", &item?)?);
                }
            }
            "seat_wind" => self.seat_wind = Some(expect_text(py, field, &value)?),
            "round_wind" => self.round_wind = Some(expect_text(py, field, &value)?),
            "dora_indicators" => self.dora_indicators = expect_text(py, field, &value)?,
            "ura_indicators" => self.ura_indicators = expect_text(py, field, &value)?,
            "honba" => self.honba = expect_count(py, field, &value)?,
            "riichi_sticks" => self.riichi_sticks = expect_count(py, field, &value)?,
            "rules" => self.rules = read_rules(py, &value)?,
            _ => {
                return Err(bad_json(
                    py,
                    format!(
                        "unknown field {field:?}: the fields are {}",
                        FIELDS.join(", ")
                    ),
                ));
            }
        }
        Ok(())
    }

    /// The hand and the win context, checked in the command line's order:
    /// hand, winning tile, melds, winds, indicators.
    fn prepare(&self, py: Python<'py>) -> PyResult<(ParsedHand, WinContext)> {
        let hand = match &self.hand {
            Some(object) if object.cast::<PyHand>().is_ok() => hand_argument(object)?,
            Some(object) => {
                let text = expect_text(py, "hand", object)?;
                text.parse()
                    .map_err(|error| score_error(py, "bad_hand", format!("{text:?}: {error}")))?
            }
            None => ""
                .parse()
                .map_err(|error| score_error(py, "bad_hand", format!("{:?}: {error}", "")))?,
        };
        let mut context = WinContext::new(tile(py, &self.win, "bad_win")?);
        for text in &self.melds {
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
        let [
            tsumo,
            riichi,
            double_riichi,
            ippatsu,
            rinshan,
            chankan,
            haitei,
            houtei,
            tenhou,
            chiihou,
        ] = self.flags;
        context.tsumo = tsumo;
        context.riichi = riichi;
        context.double_riichi = double_riichi;
        context.ippatsu = ippatsu;
        context.rinshan = rinshan;
        context.chankan = chankan;
        context.haitei = haitei;
        context.houtei = houtei;
        context.tenhou = tenhou;
        context.chiihou = chiihou;
        context.seat_wind = wind(py, self.seat_wind.as_deref())?;
        context.round_wind = wind(py, self.round_wind.as_deref())?;
        context.dora_indicators = indicators(py, &self.dora_indicators)?;
        context.ura_indicators = indicators(py, &self.ura_indicators)?;
        context.honba = self.honba;
        context.riichi_sticks = self.riichi_sticks;
        context.rules = self.rules;
        Ok((hand, context))
    }
}

fn read_rules(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<Rules> {
    let Ok(dict) = value.cast::<PyDict>() else {
        return Err(bad_json(
            py,
            format!("rules must be a dict, not {}", type_name(value)),
        ));
    };
    let mut rules = Rules::default();
    let names = rule_names(py);
    for (key, value) in dict.iter() {
        // Interned keys (those written in Python source) are found by
        // identity, as the fields are.
        if let Some((name, flag)) = names
            .iter()
            .zip(RULES)
            .find_map(|(interned, (name, flag))| interned.bind(py).is(&key).then_some((name, flag)))
        {
            rules.set(flag, expect_bool(py, name, &value)?);
            continue;
        }
        let key = expect_text(py, "a rule name", &key)?;
        let Some((_, flag)) = RULES.iter().find(|(name, _)| *name == key) else {
            return Err(bad_json(
                py,
                format!(
                    "unknown rule {key:?}: the rules are open_tanyao, aka_dora, double_yakuman, kiriage"
                ),
            ));
        };
        rules.set(*flag, expect_bool(py, &key, &value)?);
    }
    Ok(rules)
}

/// A tile written as a digit and a suit letter (`5p`, `0s`, `7Z`): the
/// common case, read without the general notation reader. Anything else
/// (`8z`, spaces inside, several tiles) is left to that reader, which also
/// words the errors.
fn simple_tile(text: &str) -> Option<Tile> {
    let &[digit, letter] = text.as_bytes() else {
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

fn wind(py: Python<'_>, text: Option<&str>) -> PyResult<Wind> {
    let Some(text) = text else {
        return Ok(Wind::East);
    };
    let parsed = tile(py, text, "bad_wind")?;
    Wind::from_tile(parsed)
        .ok_or_else(|| score_error(py, "bad_wind", format!("{text:?} is not a wind (1z to 4z)")))
}

fn indicators(py: Python<'_>, text: &str) -> PyResult<Indicators> {
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

/// The score of the best reading of a winning hand. ``to_dict()`` is
/// ``tehai score --json``'s object.
#[pyclass(name = "Score", module = "tehai", frozen)]
pub(crate) struct PyScore {
    pub(crate) parsed: ParsedHand,
    pub(crate) score: tehai::Score,
}

#[pymethods]
impl PyScore {
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
        let mut entries: Vec<(&str, u8)> = self
            .score
            .yaku_han()
            .filter_map(|(yaku, han)| Some((yaku.id()?, han)))
            .collect();
        entries.sort_unstable();
        let dict = PyDict::new(py);
        for (id, han) in entries {
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
    fn reading<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyList>> {
        let reading = self.score.reading();
        let list = if reading.form() == ReadingForm::ThirteenOrphans {
            PyList::new(py, [self.parsed.to_string()])?
        } else {
            block_list(py, reading.blocks(), self.parsed.red_fives)?
        };
        for meld in reading.melds() {
            list.append(meld.to_string())?;
        }
        Ok(list)
    }

    /// The wait the reading was scored with: ``"ryanmen"``, ``"kanchan"``,
    /// ``"penchan"``, ``"shanpon"`` or ``"tanki"``.
    #[getter]
    fn wait(&self) -> &'static str {
        self.score.wait().name()
    }

    /// The same object as ``tehai score --json`` prints for this hand.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("han", self.han())?;
        dict.set_item("fu", self.fu())?;
        dict.set_item("yaku", self.yaku(py)?)?;
        dict.set_item("main", self.main())?;
        dict.set_item("additional", self.additional())?;
        dict.set_item("total", self.total())?;
        dict.set_item("limit", self.limit())?;
        dict.set_item("reading", self.reading(py)?)?;
        dict.set_item("wait", self.wait())?;
        Ok(dict)
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        repr_from_dict("Score", &self.to_dict(py)?)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Ok(other) = other.cast::<PyScore>() else {
            return Ok(false);
        };
        let py = other.py();
        self.to_dict(py)?.eq(other.get().to_dict(py)?)
    }
}

/// Scores a winning hand: the yaku, han, fu and payments of its best
/// reading.
///
/// ``hand`` is a :class:`Hand` or MPSZ text of the concealed tiles including
/// the winning tile, or a whole ``tehai score --json`` input object (a dict
/// with a ``"hand"`` field). The win context comes from ``context`` (a dict
/// with the command line's JSON fields) and the keyword arguments (the same
/// names; they override the dict; ``None`` leaves a field as it is):
/// ``win`` (the winning tile), ``melds``
/// (``["pon 777z", "chi 340m", "kan 1111s", "shouminkan 9999p",
/// "ankan 2222z"]``), ``tsumo``, ``riichi``, ``double_riichi``, ``ippatsu``,
/// ``rinshan``, ``chankan``, ``haitei``, ``houtei``, ``tenhou``,
/// ``chiihou`` (``False`` by default), ``seat_wind``, ``round_wind``
/// (``"1z"`` to ``"4z"``, East by default), ``dora_indicators``,
/// ``ura_indicators`` (MPSZ text, ``""`` by default), ``honba``,
/// ``riichi_sticks`` (0 by default) and ``rules`` (a dict of
/// ``open_tanyao``, ``aka_dora``, ``double_yakuman`` (``True`` by default)
/// and ``kiriage`` (``False``)).
///
/// Every problem raises ``ScoreError`` whose ``id`` is the command line's
/// error id: ``no_yaku``, ``not_a_winning_hand``, one id per impossible
/// situation (``riichi_with_open_hand``...), and for the input ``bad_hand``,
/// ``bad_win``, ``bad_meld``, ``too_many_melds``, ``bad_wind``,
/// ``bad_indicators``, ``too_many_indicators``, or ``bad_json`` for a field
/// of the wrong type or an unknown field of a dict. An unknown keyword
/// argument is a ``TypeError``.
#[pyfunction]
#[pyo3(signature = (
    hand,
    context = None,
    *,
    win = None,
    melds = None,
    tsumo = None,
    riichi = None,
    double_riichi = None,
    ippatsu = None,
    rinshan = None,
    chankan = None,
    haitei = None,
    houtei = None,
    tenhou = None,
    chiihou = None,
    seat_wind = None,
    round_wind = None,
    dora_indicators = None,
    ura_indicators = None,
    honba = None,
    riichi_sticks = None,
    rules = None,
))]
#[allow(clippy::too_many_arguments)]
pub(crate) fn score<'py>(
    py: Python<'py>,
    hand: &Bound<'py, PyAny>,
    context: Option<&Bound<'py, PyAny>>,
    win: Option<Bound<'py, PyAny>>,
    melds: Option<Bound<'py, PyAny>>,
    tsumo: Option<Bound<'py, PyAny>>,
    riichi: Option<Bound<'py, PyAny>>,
    double_riichi: Option<Bound<'py, PyAny>>,
    ippatsu: Option<Bound<'py, PyAny>>,
    rinshan: Option<Bound<'py, PyAny>>,
    chankan: Option<Bound<'py, PyAny>>,
    haitei: Option<Bound<'py, PyAny>>,
    houtei: Option<Bound<'py, PyAny>>,
    tenhou: Option<Bound<'py, PyAny>>,
    chiihou: Option<Bound<'py, PyAny>>,
    seat_wind: Option<Bound<'py, PyAny>>,
    round_wind: Option<Bound<'py, PyAny>>,
    dora_indicators: Option<Bound<'py, PyAny>>,
    ura_indicators: Option<Bound<'py, PyAny>>,
    honba: Option<Bound<'py, PyAny>>,
    riichi_sticks: Option<Bound<'py, PyAny>>,
    rules: Option<Bound<'py, PyAny>>,
) -> PyResult<PyScore> {
    let mut input = Input::new();
    match hand.cast::<PyDict>() {
        Ok(object) => input.read_dict(py, object)?,
        Err(_) => input.set(py, "hand", hand.clone())?,
    }
    if let Some(context) = context.filter(|context| !context.is_none()) {
        let Ok(context) = context.cast::<PyDict>() else {
            return Err(PyTypeError::new_err(format!(
                "context must be a dict of the command line's JSON fields, not {}",
                type_name(context)
            )));
        };
        input.read_dict(py, context)?;
    }
    let keywords = [
        ("win", win),
        ("melds", melds),
        ("tsumo", tsumo),
        ("riichi", riichi),
        ("double_riichi", double_riichi),
        ("ippatsu", ippatsu),
        ("rinshan", rinshan),
        ("chankan", chankan),
        ("haitei", haitei),
        ("houtei", houtei),
        ("tenhou", tenhou),
        ("chiihou", chiihou),
        ("seat_wind", seat_wind),
        ("round_wind", round_wind),
        ("dora_indicators", dora_indicators),
        ("ura_indicators", ura_indicators),
        ("honba", honba),
        ("riichi_sticks", riichi_sticks),
        ("rules", rules),
    ];
    for (field, value) in keywords {
        if let Some(value) = value.filter(|value| !value.is_none()) {
            input.set(py, field, value)?;
        }
    }
    let (parsed, context) = input.prepare(py)?;
    let score = tehai::score(&parsed, &context)
        .map_err(|error| score_error(py, error.id(), error.to_string()))?;
    Ok(PyScore { parsed, score })
}
