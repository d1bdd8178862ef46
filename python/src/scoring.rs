//! `tehai.score`: the win context from keyword arguments or a dict with the
//! command line's JSON fields, and the `Score` result.

use pyo3::exceptions::{PyRuntimeError, PyTypeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyString};
use std::ffi::CStr;
use tehai::{Indicators, Meld, ParsedHand, ReadingForm, Rules, Tile, WinContext, Wind};

use crate::errors::ScoreError;
use crate::hand::{hand_argument, hand_of, type_name, with_text};
use crate::keywords::{InternedNames, Signature, Slots, argument, keyword_function, missing};
use crate::lite::{Getter, LiteClass, LiteType, getter, lite_object};
use crate::results::block_list;

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

/// The field names, found by identity.
static FIELD_NAMES: PyOnceLock<InternedNames<{ FIELDS.len() }>> = PyOnceLock::new();

fn field_names(py: Python<'_>) -> &InternedNames<{ FIELDS.len() }> {
    FIELD_NAMES.get_or_init(py, || InternedNames::new(py, FIELDS))
}

/// The rule names, found by identity.
static RULE_NAMES: PyOnceLock<InternedNames<{ RULES.len() }>> = PyOnceLock::new();

fn rule_names(py: Python<'_>) -> &InternedNames<{ RULES.len() }> {
    RULE_NAMES.get_or_init(py, || InternedNames::new(py, RULES.map(|(name, _)| name)))
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

/// Where each field sits in [`FIELDS`].
const HAND: usize = 0;
const WIN: usize = 1;
const MELDS: usize = 2;
/// The ten flags, in the order of [`FLAGS`].
const FIRST_FLAG: usize = 3;
const SEAT_WIND: usize = 13;
const ROUND_WIND: usize = 14;
const DORA_INDICATORS: usize = 15;
const URA_INDICATORS: usize = 16;
const HONBA: usize = 17;
const RIICHI_STICKS: usize = 18;
const RULES_FIELD: usize = 19;

/// The input fields, checked for their types as the command line's JSON
/// reader checks them. Texts stay the caller's own string objects until
/// [`Input::prepare`] reads them: nothing is copied.
struct Input<'py> {
    hand: Option<Bound<'py, PyAny>>,
    /// `None`: no winning tile given (an error when prepared).
    win: Option<Bound<'py, PyString>>,
    melds: Vec<Bound<'py, PyString>>,
    flags: [bool; FLAGS.len()],
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

/// The index in [`FIELDS`] of a dict key: by identity for the interned keys
/// of Python source, else by its text.
fn field_index(py: Python<'_>, key: &Bound<'_, PyAny>) -> PyResult<usize> {
    if let Some(index) = field_names(py).find(key.as_ptr()) {
        return Ok(index);
    }
    let key = expect_text(py, "a field name", key.clone())?;
    with_text(&key, |key| {
        FIELDS.iter().position(|&name| name == key).ok_or_else(|| {
            bad_json(
                py,
                format!(
                    "unknown field {key:?}: the fields are {}",
                    FIELDS.join(", ")
                ),
            )
        })
    })?
}

impl<'py> Input<'py> {
    /// No field given: every default.
    fn new() -> Input<'py> {
        Input {
            hand: None,
            win: None,
            melds: Vec::new(),
            flags: [false; FLAGS.len()],
            seat_wind: None,
            round_wind: None,
            dora_indicators: None,
            ura_indicators: None,
            honba: 0,
            riichi_sticks: 0,
            rules: Rules::default(),
        }
    }

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
                if !value.is_instance_of::<PyString>() && hand_of(&value).is_none() {
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
                Ok(text) => with_text(text, |text| {
                    text.parse()
                        .map_err(|error| score_error(py, "bad_hand", format!("{text:?}: {error}")))
                })??,
                Err(_) => hand_argument(object)?,
            },
            None => ""
                .parse()
                .map_err(|error| score_error(py, "bad_hand", format!("{:?}: {error}", "")))?,
        };
        let winning_tile = match &self.win {
            Some(text) => tile_text(py, text, "bad_win")?,
            None => tile(py, "", "bad_win")?,
        };
        let mut context = WinContext::new(winning_tile);
        for text in &self.melds {
            let meld: Meld = with_text(text, |text| {
                text.parse()
                    .map_err(|error| score_error(py, "bad_meld", format!("{text:?}: {error}")))
            })??;
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

/// Runs `read` on every key and value of `dict`, in order.
///
/// Walked with `PyDict_Next` itself: PyO3's iterator checks the size and
/// counts references twice for every item, which cost more than reading
/// the item here.
fn for_each_item<'py>(
    dict: &Bound<'py, PyDict>,
    mut read: impl FnMut(Bound<'py, PyAny>, Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<()> {
    let py = dict.py();
    let object = dict.as_ptr();
    // SAFETY: a live dict, the thread attached.
    let size = unsafe { ffi::PyDict_Size(object) };
    let mut position: ffi::Py_ssize_t = 0;
    let mut key = std::ptr::null_mut();
    let mut value = std::ptr::null_mut();
    // SAFETY: a live dict; `key` and `value` are borrowed from it and owned
    // (`from_borrowed_ptr`) before any Python code can run.
    while unsafe { ffi::PyDict_Next(object, &mut position, &mut key, &mut value) } != 0 {
        // SAFETY: both live, borrowed from the dict just now.
        let (key, value) = unsafe {
            (
                Bound::from_borrowed_ptr(py, key),
                Bound::from_borrowed_ptr(py, value),
            )
        };
        read(key, value)?;
        // Reading `melds` iterates the caller's object, which may run
        // Python code: the dict must not have changed under the walk.
        // SAFETY: as above.
        if unsafe { ffi::PyDict_Size(object) } != size {
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
        // Interned keys (those written in Python source) are found by
        // identity, as the fields are.
        if let Some((name, flag)) = rule_names(py)
            .find(key.as_ptr())
            .and_then(|index| RULES.get(index))
        {
            rules.set(*flag, expect_bool(py, name, &value)?);
            return Ok(());
        }
        let key = expect_text(py, "a rule name", key)?;
        with_text(&key, |key| {
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
        })?
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

/// A text of exactly two ASCII characters (a tile such as `5p`, the usual
/// winning tile, wind and dora indicator) read without decoding it.
fn two_characters(text: &Bound<'_, PyString>) -> Option<[u8; 2]> {
    let object = text.as_ptr();
    // SAFETY: a live str, the thread attached; `PyUnicode_ReadChar` is
    // called only for indexes below the length, so it cannot fail.
    unsafe {
        if ffi::PyUnicode_GetLength(object) != 2 {
            return None;
        }
        let first = u8::try_from(ffi::PyUnicode_ReadChar(object, 0)).ok()?;
        let second = u8::try_from(ffi::PyUnicode_ReadChar(object, 1)).ok()?;
        Some([first, second]).filter(|pair| pair.is_ascii())
    }
}

/// [`tile`] of a string object.
fn tile_text(py: Python<'_>, text: &Bound<'_, PyString>, id: &str) -> PyResult<Tile> {
    if let Some(tile) = two_characters(text).and_then(|pair| simple_tile(&pair)) {
        return Ok(tile);
    }
    with_text(text, |text| tile(py, text, id))?
}

fn wind(py: Python<'_>, text: Option<&Bound<'_, PyString>>) -> PyResult<Wind> {
    let Some(text) = text else {
        return Ok(Wind::East);
    };
    if let Some(wind) = two_characters(text)
        .and_then(|pair| simple_tile(&pair))
        .and_then(Wind::from_tile)
    {
        return Ok(wind);
    }
    with_text(text, |text| {
        let parsed = tile(py, text, "bad_wind")?;
        Wind::from_tile(parsed).ok_or_else(|| {
            score_error(py, "bad_wind", format!("{text:?} is not a wind (1z to 4z)"))
        })
    })?
}

fn indicators(py: Python<'_>, text: Option<&Bound<'_, PyString>>) -> PyResult<Indicators> {
    let Some(text) = text else {
        return Ok(Indicators::EMPTY);
    };
    if let Some(tile) = two_characters(text).and_then(|pair| simple_tile(&pair)) {
        let mut indicators = Indicators::EMPTY;
        let _ = indicators.push(tile);
        return Ok(indicators);
    }
    with_text(text, |text| indicators_of(py, text))?
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

/// The score of the best reading of a winning hand. ``to_dict()`` is
/// ``tehai score --json``'s object.
pub(crate) struct PyScore {
    pub(crate) parsed: ParsedHand,
    pub(crate) score: tehai::Score,
}

impl PyScore {
    /// Each yaku id with its han, sorted by id as the command line writes
    /// them.
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

    /// The reading scored, as texts.
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
}

impl LiteClass for PyScore {
    const NAME: &'static CStr = c"tehai.Score";
    const DOC: &'static CStr = c"The score of the best reading of a winning hand. ``to_dict()`` is
``tehai score --json``'s object.";
    const TO_DICT_DOC: &'static CStr = c"to_dict($self, /)
--

The same object as ``tehai score --json`` prints for this hand.";
    const GETTERS: &'static [Getter<Self>] = &[
        getter!(
            c"han",
            c"The han (a yakuman hand: 13 times its multiple).",
            |value| value.score.han()
        ),
        getter!(c"fu", c"The fu.", |value| value.score.fu()),
        getter!(
            c"yaku",
            c"Each yaku id with its han (dora entries with their count), sorted by
id as the command line writes them.",
            |value, py| value.yaku(py)?
        ),
        getter!(
            c"main",
            c"On a ron what the discarder pays; on a dealer's tsumo what each other
player pays; on a non-dealer's tsumo what the dealer pays (honba
included).",
            |value| value.score.main()
        ),
        getter!(
            c"additional",
            c"On a non-dealer's tsumo what each other non-dealer pays; 0 on a ron.",
            |value| value.score.additional()
        ),
        getter!(
            c"total",
            c"Everything the winner receives, riichi sticks included.",
            |value| value.score.total()
        ),
        getter!(
            c"limit",
            c"``\"\"``, ``\"mangan\"``, ``\"kiriage mangan\"``, ``\"haneman\"``,
``\"baiman\"``, ``\"sanbaiman\"``, ``\"kazoe yakuman\"``, ``\"yakuman\"``,
``\"2x yakuman\"`` ... ``\"6x yakuman\"``.",
            |value| value.score.limit().name()
        ),
        getter!(
            c"reading",
            c"The reading scored: its concealed blocks with the red fives written
in (``[\"234m\", \"067m\", \"234p\", \"55p\", \"888s\"]``), then the declared
melds (``\"pon 777z\"``); for thirteen orphans, the hand.",
            |value, py| value.reading(py)?
        ),
        getter!(
            c"wait",
            c"The wait the reading was scored with: ``\"ryanmen\"``, ``\"kanchan\"``,
``\"penchan\"``, ``\"shanpon\"`` or ``\"tanki\"``.",
            |value| value.score.wait().name()
        ),
    ];

    fn type_cell() -> &'static LiteType<Self> {
        static TYPE: LiteType<PyScore> = LiteType::new();
        &TYPE
    }

    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("han", self.score.han())?;
        dict.set_item("fu", self.score.fu())?;
        dict.set_item("yaku", self.yaku(py)?)?;
        dict.set_item("main", self.score.main())?;
        dict.set_item("additional", self.score.additional())?;
        dict.set_item("total", self.score.total())?;
        dict.set_item("limit", self.score.limit().name())?;
        dict.set_item("reading", self.reading(py)?)?;
        dict.set_item("wait", self.score.wait().name())?;
        Ok(dict)
    }

    /// Equal when everything the result shows is equal.
    fn equals(&self, other: &Self, py: Python<'_>) -> PyResult<bool> {
        self.to_dict(py)?.eq(other.to_dict(py)?)
    }
}

lite_object!(PyScore);

/// `score`'s parameters: the hand, the context dict, then every field but
/// the hand by keyword, in the order of [`FIELDS`].
static SCORE_SIGNATURE: Signature<21> = Signature::new(
    "score",
    [
        c"hand",
        c"context",
        c"win",
        c"melds",
        c"tsumo",
        c"riichi",
        c"double_riichi",
        c"ippatsu",
        c"rinshan",
        c"chankan",
        c"haitei",
        c"houtei",
        c"tenhou",
        c"chiihou",
        c"seat_wind",
        c"round_wind",
        c"dora_indicators",
        c"ura_indicators",
        c"honba",
        c"riichi_sticks",
        c"rules",
    ],
    2,
    1,
);

/// The slot of `score`'s first keyword-only parameter, the field `win`.
const FIRST_KEYWORD: usize = 2;

keyword_function!(
    SCORE,
    score_fast,
    score_classic,
    SCORE_SIGNATURE,
    c"score",
    c"score(hand, context=None, *, win=None, melds=None, tsumo=None, riichi=None, double_riichi=None, ippatsu=None, rinshan=None, chankan=None, haitei=None, houtei=None, tenhou=None, chiihou=None, seat_wind=None, round_wind=None, dora_indicators=None, ura_indicators=None, honba=None, riichi_sticks=None, rules=None)
--

Scores a winning hand: the yaku, han, fu and payments of its best
reading.

``hand`` is a :class:`Hand` or MPSZ text of the concealed tiles including
the winning tile, or a whole ``tehai score --json`` input object (a dict
with a ``\"hand\"`` field). The win context comes from ``context`` (a dict
with the command line's JSON fields) and the keyword arguments (the same
names; they override the dict; ``None`` leaves a field as it is):
``win`` (the winning tile), ``melds``
(``[\"pon 777z\", \"chi 340m\", \"kan 1111s\", \"shouminkan 9999p\",
\"ankan 2222z\"]``), ``tsumo``, ``riichi``, ``double_riichi``, ``ippatsu``,
``rinshan``, ``chankan``, ``haitei``, ``houtei``, ``tenhou``,
``chiihou`` (``False`` by default), ``seat_wind``, ``round_wind``
(``\"1z\"`` to ``\"4z\"``, East by default), ``dora_indicators``,
``ura_indicators`` (MPSZ text, ``\"\"`` by default), ``honba``,
``riichi_sticks`` (0 by default) and ``rules`` (a dict of
``open_tanyao``, ``aka_dora``, ``double_yakuman`` (``True`` by default)
and ``kiriage`` (``False``)).

Every problem raises ``ScoreError`` whose ``id`` is the command line's
error id: ``no_yaku``, ``not_a_winning_hand``, one id per impossible
situation (``riichi_with_open_hand``...), and for the input ``bad_hand``,
``bad_win``, ``bad_meld``, ``too_many_melds``, ``bad_wind``,
``bad_indicators``, ``too_many_indicators``, or ``bad_json`` for a field
of the wrong type or an unknown field of a dict. An unknown keyword
argument is a ``TypeError``.",
    score_body
);

fn score_body<'py>(py: Python<'py>, slots: &Slots<21>) -> PyResult<Bound<'py, PyAny>> {
    let mut arguments = slots.iter().map(|&slot| {
        // SAFETY: each slot is null or an argument live for the call, and
        // the thread is attached (the binding's contract).
        unsafe { argument(py, slot) }
    });
    let Some(hand) = arguments.next().flatten() else {
        return Err(missing(&SCORE_SIGNATURE));
    };
    let context = arguments.next().flatten();
    let mut input = Input::new();
    match hand.cast::<PyDict>() {
        Ok(object) => input.read_dict(py, object)?,
        Err(_) => input.set(py, HAND, hand)?,
    }
    if let Some(context) = context.filter(|context| !context.is_none()) {
        let Ok(context) = context.cast::<PyDict>() else {
            return Err(PyTypeError::new_err(format!(
                "context must be a dict of the command line's JSON fields, not {}",
                type_name(&context)
            )));
        };
        input.read_dict(py, context)?;
    }
    // The keyword slots are the fields after the hand, in order.
    for (offset, value) in arguments.enumerate() {
        if let Some(value) = value.filter(|value| !value.is_none()) {
            input.set(py, offset + FIRST_KEYWORD - 1, value)?;
        }
    }
    let (parsed, context) = input.prepare(py)?;
    crate::lite::make_object(py, || {
        let score = tehai::score(&parsed, &context)
            .map_err(|error| score_error(py, error.id(), error.to_string()))?;
        Ok(PyScore { parsed, score })
    })
}

/// Adds `score` to the module (and its argument-tuple twin, for the tests).
pub(crate) fn add_score(module: &Bound<'_, PyModule>) -> PyResult<()> {
    crate::one_argument::add(module, SCORE.for_interpreter(module.py()))?;
    crate::keywords::add_classic(module, &SCORE)
}
