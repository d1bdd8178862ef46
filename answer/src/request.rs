//! A score request as text fields, and how it is read into the core's hand
//! and win context.

use std::fmt;

use serde::{Deserialize, Serialize};
use tehai::meld::MAX_DECLARED_MELDS;
use tehai::notation::{ParsedHand, ParsedTile};
use tehai::rules::{RuleName, Rules};
use tehai::score::{Indicators, MAX_INDICATORS, WinContext, Wind};
use tehai::{Error, Tile};

use crate::{read_hand, read_meld, read_tile};

/// A score request: the fields of a `tehai score --json` input object, each
/// as the text (or flag, or number) it is given as. A field left out of
/// the JSON takes its default: `false`, `0`, `""`, East (`"1z"`) for the
/// winds, the default rules.
///
/// ```
/// use tehai_answer::ScoreRequest;
/// let request = ScoreRequest::from_json(r#"{"hand":"234567m23455p888s","win":"5p","seat_wind":"2z"}"#)?;
/// assert_eq!(request.seat_wind, "2z");
/// assert_eq!(request.round_wind, "1z");
/// let (hand, context) = request.prepare()?;
/// assert_eq!(hand.hand.tile_count(), 14);
/// assert_eq!(context.seat_wind, tehai::score::Wind::South);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScoreRequest {
    /// The concealed tiles including the winning tile, in any notation
    /// [`ParsedHand::from_text`] reads (MPSZ, 136-tile ids, mjai names).
    /// In JSON also an array of mjai names or of 136-tile ids.
    #[serde(deserialize_with = "crate::request_json::tiles")]
    pub hand: String,
    /// The winning tile (`"5p"`, `"5mr"`, or a 136-tile id `"16"`, as
    /// [`read_tile`](crate::read_tile) reads); in JSON also a number, a
    /// 136-tile id.
    #[serde(deserialize_with = "crate::request_json::tile")]
    pub win: String,
    /// The declared melds (`"pon 777z"`, `"chi 340m"`, `"ankan 2222z"`,
    /// `"pon 5mr 5m 5m"`, `"pon 16 17 18"`: as [`Meld::from_text`](tehai::Meld::from_text) reads);
    /// their tiles are not in the hand. In JSON a meld may also be an
    /// object `{"kind":"pon","tiles":...}` whose tiles are written like
    /// the hand.
    #[serde(deserialize_with = "crate::request_json::melds")]
    pub melds: Vec<String>,
    /// Won by drawing; otherwise on a discard.
    pub tsumo: bool,
    /// Riichi was declared.
    pub riichi: bool,
    /// Riichi was declared on the first turn.
    pub double_riichi: bool,
    /// Won within one go-around of the riichi.
    pub ippatsu: bool,
    /// Won on a kan's replacement tile.
    pub rinshan: bool,
    /// Won on a tile added to a pon.
    pub chankan: bool,
    /// Won by drawing the last tile.
    pub haitei: bool,
    /// Won on the last discard.
    pub houtei: bool,
    /// The dealer won on the initial deal.
    pub tenhou: bool,
    /// A non-dealer won on the first draw.
    pub chiihou: bool,
    /// The winner's seat wind (East is the dealer): `"1z"` to `"4z"`, or
    /// any spelling [`Wind`]'s `FromStr` reads (`"E"`, `"south"`, ...),
    /// or a 136-tile id; in JSON also a number.
    #[serde(deserialize_with = "crate::request_json::tile")]
    pub seat_wind: String,
    /// The round wind, written like the seat wind.
    #[serde(deserialize_with = "crate::request_json::tile")]
    pub round_wind: String,
    /// The dora indicators, written like the hand (`""`: none).
    #[serde(deserialize_with = "crate::request_json::tiles")]
    pub dora_indicators: String,
    /// The ura-dora indicators (counted with riichi only).
    #[serde(deserialize_with = "crate::request_json::tiles")]
    pub ura_indicators: String,
    /// Honba counters on the table.
    pub honba: u16,
    /// Riichi sticks on the table.
    pub riichi_sticks: u16,
    /// North tiles set aside (kita) at three players.
    pub kita: u8,
    /// A non-dealer's win on a discard before their first draw (renhou).
    pub renhou: bool,
    /// The riichi was an open riichi.
    pub open_riichi: bool,
    /// The discard was dealt into the winner's open riichi by a player not
    /// in riichi (sashikomi).
    pub sashikomi: bool,
    /// The dealer's eighth win in a row (paarenchan).
    pub paarenchan: bool,
    /// The seat liable for a yakuman (pao), written like the seat wind.
    pub liable: Option<String>,
    /// The seat of the discarder of a ron, written like the seat wind.
    pub discarder: Option<String>,
    /// The rule preset and option overrides.
    pub rules: RulesRequest,
}

impl Default for ScoreRequest {
    /// No tiles, no winning tile, no melds, no flags, both winds East, no
    /// indicators, nothing on the table, the default rules.
    fn default() -> Self {
        ScoreRequest {
            hand: String::new(),
            win: String::new(),
            melds: Vec::new(),
            tsumo: false,
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            rinshan: false,
            chankan: false,
            haitei: false,
            houtei: false,
            tenhou: false,
            chiihou: false,
            seat_wind: "1z".to_owned(),
            round_wind: "1z".to_owned(),
            dora_indicators: String::new(),
            ura_indicators: String::new(),
            honba: 0,
            riichi_sticks: 0,
            kita: 0,
            renhou: false,
            open_riichi: false,
            sashikomi: false,
            paarenchan: false,
            liable: None,
            discarder: None,
            rules: RulesRequest::default(),
        }
    }
}

/// The `rules` object of a [`ScoreRequest`]'s JSON: `"preset"` (a
/// [`Preset`](tehai::rules::Preset) name; Tenhou's four-player rules when absent) and any option
/// of [`RuleName`] by name, its value a JSON boolean, number, string or
/// array (`"red_fives": [0, 1, 1]`, `"double_yakuman": ["daisuushii"]`),
/// read by the core's [`Rules::set`].
///
/// ```
/// let mut rules = tehai_answer::RulesRequest::default();
/// rules.set("preset", "mahjongsoul-3p".into());
/// rules.set("kiriage", true.into());
/// let read = rules.rules()?;
/// assert!(read.kiriage && read.players == tehai::Players::Three);
/// # Ok::<(), tehai_answer::ScoreRequestError>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RulesRequest {
    /// The fields as given, by name.
    pub fields: serde_json::Map<String, serde_json::Value>,
}

impl RulesRequest {
    /// Sets one field: `"preset"` or an option's name. It replaces the
    /// option's earlier value, whatever name that was given under
    /// (`aka_dora` for `red_fives`, `red-fives`).
    ///
    /// ```
    /// let mut rules = tehai_answer::RulesRequest::default();
    /// rules.set("aka_dora", false.into());
    /// rules.set("red_fives", serde_json::json!([0, 2, 1]));
    /// assert_eq!(rules.rules()?.red_fives, [0, 2, 1]);
    /// # Ok::<(), tehai_answer::ScoreRequestError>(())
    /// ```
    pub fn set(&mut self, name: &str, value: serde_json::Value) {
        self.fields.retain(|key, _| !same_field(key, name));
        self.fields.insert(name.to_owned(), value);
    }

    /// The core's rules: the preset's, then each option given over it.
    /// A preset or option the core does not know, or a value it does not
    /// take, is [`ScoreRequestError::BadRules`] naming the field; one
    /// option under two names (`aka_dora` and `red_fives`, `red-fives` and
    /// `red_fives`: the object's keys are read in no set order) is
    /// [`ScoreRequestError::RepeatedRule`].
    ///
    /// ```
    /// assert_eq!(tehai_answer::RulesRequest::default().rules()?, tehai::rules::Rules::default());
    /// let mut rules = tehai_answer::RulesRequest::default();
    /// rules.set("kazoe", "double".into());
    /// assert_eq!(rules.rules().unwrap_err().id(), "invalid_rule_value");
    /// # Ok::<(), tehai_answer::ScoreRequestError>(())
    /// ```
    pub fn rules(&self) -> Result<Rules, ScoreRequestError> {
        let bad = |field: &str, error| ScoreRequestError::BadRules {
            field: field.to_owned(),
            error,
        };
        let mut rules = match self.fields.get("preset") {
            None => Rules::default(),
            Some(serde_json::Value::String(name)) => {
                Rules::preset(name.parse().map_err(|error| bad("preset", error))?)
            }
            Some(_) => return Err(bad("preset", Error::UnknownPreset)),
        };
        let mut given: Vec<(RuleName, &str)> = Vec::new();
        for (name, value) in self.fields.iter().filter(|(name, _)| *name != "preset") {
            let option: RuleName = name.parse().map_err(|error| bad(name, error))?;
            if let Some((_, first)) = given.iter().find(|(earlier, _)| *earlier == option) {
                return Err(ScoreRequestError::RepeatedRule {
                    field: name.clone(),
                    first: (*first).to_owned(),
                });
            }
            given.push((option, name));
            let text =
                option_text(value).ok_or_else(|| bad(name, Error::InvalidRuleValue { option }))?;
            rules
                .set_option(option, &text)
                .map_err(|error| bad(name, error))?;
        }
        Ok(rules)
    }
}

/// Whether two keys of a `rules` object name one field: the same text, or
/// two names of one option.
fn same_field(one: &str, other: &str) -> bool {
    one == other
        || matches!(
            (one.parse::<RuleName>(), other.parse::<RuleName>()),
            (Ok(first), Ok(second)) if first == second
        )
}

/// An option's JSON value as the text the core reads: a boolean or number
/// as written, a string as it is, an array of those joined by commas.
fn option_text(value: &serde_json::Value) -> Option<String> {
    match value {
        serde_json::Value::Bool(flag) => Some(flag.to_string()),
        serde_json::Value::Number(number) => Some(number.to_string()),
        serde_json::Value::String(text) => Some(text.clone()),
        serde_json::Value::Array(items) => {
            let parts: Option<Vec<String>> = items
                .iter()
                .map(|item| match item {
                    serde_json::Value::Array(_) => None,
                    other => option_text(other),
                })
                .collect();
            Some(parts?.join(","))
        }
        serde_json::Value::Null | serde_json::Value::Object(_) => None,
    }
}

/// Why a score request gave no score: a field that cannot be read, or the
/// core's [`Error`] from scoring. Each has a stable snake_case
/// [`id`](Self::id) (the `error` of the command line's JSON, the `id` of
/// Python's `ScoreError`) and a message for people that quotes the field.
///
/// ```
/// use tehai_answer::{ScoreRequest, ScoreRequestError};
/// let request = ScoreRequest { hand: "123m".into(), win: "5x".into(), ..ScoreRequest::default() };
/// let error = request.prepare().unwrap_err();
/// assert!(matches!(error, ScoreRequestError::BadWin { .. }));
/// assert_eq!(error.id(), "bad_win");
/// assert!(error.to_string().starts_with("\"5x\": "));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ScoreRequestError {
    /// The JSON text is not a request object (`bad_json`).
    BadJson {
        /// The JSON reader's message, without the position.
        message: String,
        /// The field at fault, when one is (`"honba"`, `"rules"`
        /// inside the rules).
        field: Option<String>,
        /// The line of the text where the reader stopped (from 1; 0 when
        /// it has no position).
        line: usize,
        /// The column (from 1; 0 when it has no position).
        column: usize,
    },
    /// The hand cannot be read in any notation (`bad_hand`).
    BadHand {
        /// The field as given.
        text: String,
        /// Why.
        error: Error,
    },
    /// The winning tile is not one tile (`bad_win`).
    BadWin {
        /// The field as given.
        text: String,
        /// Why.
        error: Error,
    },
    /// A meld cannot be read (`bad_meld`).
    BadMeld {
        /// The meld as given.
        text: String,
        /// Why.
        error: Error,
    },
    /// More than four melds (`too_many_melds`).
    TooManyMelds {
        /// Melds given.
        count: usize,
    },
    /// A wind is neither a tile nor a wind's name (`bad_wind`).
    BadWind {
        /// The field as given.
        text: String,
        /// Why.
        error: Error,
    },
    /// A wind is a tile but not a wind, 1z to 4z (`bad_wind`).
    NotAWind {
        /// The field as given.
        text: String,
    },
    /// Indicators that cannot be read in any notation (`bad_indicators`).
    BadIndicators {
        /// The field as given.
        text: String,
        /// Why.
        error: Error,
    },
    /// More indicators than a wall shows (`too_many_indicators`).
    TooManyIndicators {
        /// Indicators given.
        count: u32,
    },
    /// A rule preset or option the core does not know, or a value it does
    /// not take (the core's [`Error::id`]: `unknown_preset`,
    /// `unknown_rule`, `invalid_rule_value`).
    BadRules {
        /// The field of the `rules` object.
        field: String,
        /// Why.
        error: Error,
    },
    /// Two fields of the `rules` object name one option
    /// (`repeated_rule`): `aka_dora` and `red_fives`, or one name written
    /// two ways.
    RepeatedRule {
        /// One field.
        field: String,
        /// The other, read before it.
        first: String,
    },
    /// The hand and context were read but cannot be scored (the core's
    /// [`Error::id`]: `no_yaku`, `not_a_winning_hand`, ...).
    Score(Error),
}

impl ScoreRequestError {
    /// The stable id: the field's for a field that cannot be read, the
    /// core's [`Error::id`] for a request that cannot be scored.
    ///
    /// ```
    /// use tehai_answer::ScoreRequestError;
    /// assert_eq!(ScoreRequestError::TooManyMelds { count: 5 }.id(), "too_many_melds");
    /// assert_eq!(ScoreRequestError::Score(tehai::Error::NoYaku).id(), "no_yaku");
    /// ```
    pub fn id(&self) -> &'static str {
        match self {
            ScoreRequestError::BadJson { .. } => "bad_json",
            ScoreRequestError::BadHand { .. } => "bad_hand",
            ScoreRequestError::BadWin { .. } => "bad_win",
            ScoreRequestError::BadMeld { .. } => "bad_meld",
            ScoreRequestError::TooManyMelds { .. } => "too_many_melds",
            ScoreRequestError::BadWind { .. } | ScoreRequestError::NotAWind { .. } => "bad_wind",
            ScoreRequestError::BadIndicators { .. } => "bad_indicators",
            ScoreRequestError::TooManyIndicators { .. } => "too_many_indicators",
            ScoreRequestError::RepeatedRule { .. } => "repeated_rule",
            ScoreRequestError::BadRules { error, .. } | ScoreRequestError::Score(error) => {
                error.id()
            }
        }
    }

    /// This error with its position on line `number` of a longer input
    /// that holds one request a line (a `bad_json` error of a one-line
    /// text is on its line 1); any other error as it is.
    ///
    /// ```
    /// use tehai_answer::ScoreRequest;
    /// let error = ScoreRequest::from_json(r#"{"honba":-1}"#).unwrap_err();
    /// assert_eq!(error.to_string(), "field `honba`: invalid value: integer `-1`, expected u16 (column 11)");
    /// assert!(error.on_line(3).to_string().ends_with("(line 3, column 11)"));
    /// ```
    pub fn on_line(self, number: u64) -> ScoreRequestError {
        match self {
            ScoreRequestError::BadJson {
                message,
                field,
                line: 1,
                column,
            } => ScoreRequestError::BadJson {
                message,
                field,
                line: usize::try_from(number).unwrap_or(usize::MAX),
                column,
            },
            other => other,
        }
    }

    /// The field at fault of a `bad_json` error, when one is known.
    ///
    /// ```
    /// use tehai_answer::ScoreRequest;
    /// let error = ScoreRequest::from_json(r#"{"rules":{"preset":"tenhou"},"honba":"2"}"#).unwrap_err();
    /// assert_eq!(error.field(), Some("honba"));
    /// ```
    pub fn field(&self) -> Option<&str> {
        match self {
            ScoreRequestError::BadJson { field, .. } => field.as_deref(),
            _ => None,
        }
    }
}

impl fmt::Display for ScoreRequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreRequestError::BadJson {
                message,
                field,
                line,
                column,
            } => {
                // serde's own messages name an unknown field.
                match field {
                    Some(field) if !message.starts_with("unknown field") => {
                        write!(f, "field `{field}`: {message}")?
                    }
                    _ => f.write_str(message)?,
                }
                match (*line, *column) {
                    (_, 0) => Ok(()),
                    (0 | 1, column) => write!(f, " (column {column})"),
                    (line, column) => write!(f, " (line {line}, column {column})"),
                }
            }
            ScoreRequestError::BadHand { text, error }
            | ScoreRequestError::BadWin { text, error }
            | ScoreRequestError::BadWind { text, error }
            | ScoreRequestError::BadMeld { text, error }
            | ScoreRequestError::BadIndicators { text, error } => write!(f, "{text:?}: {error}"),
            ScoreRequestError::TooManyMelds { count } => {
                write!(f, "{count} melds: at most {MAX_DECLARED_MELDS}")
            }
            ScoreRequestError::NotAWind { text } => {
                write!(f, "{text:?} is not a wind (1z to 4z)")
            }
            ScoreRequestError::TooManyIndicators { count } => {
                write!(f, "{count} indicators: at most {MAX_INDICATORS}")
            }
            ScoreRequestError::BadRules { field, error } => write!(f, "rules.{field}: {error}"),
            ScoreRequestError::RepeatedRule { field, first } => write!(
                f,
                "rules.{field}: the option is already given as rules.{first} (give each option once)"
            ),
            ScoreRequestError::Score(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ScoreRequestError {}

impl From<Error> for ScoreRequestError {
    /// An error of the core's scoring.
    fn from(error: Error) -> Self {
        ScoreRequestError::Score(error)
    }
}

/// One tile in any notation, spaces around it allowed; `text` as given
/// goes in the error.
fn tile(
    text: &str,
    error: impl FnOnce(String, Error) -> ScoreRequestError,
) -> Result<Tile, ScoreRequestError> {
    read_tile(text)
        .map(ParsedTile::tile)
        .map_err(|notation| error(text.to_owned(), notation))
}

/// A wind in any spelling the core reads, or a wind tile in any notation
/// (`108`, `E`), spaces around it allowed: a tile that is no wind (`5z`)
/// is [`ScoreRequestError::NotAWind`], anything else
/// [`ScoreRequestError::BadWind`].
fn wind(text: &str) -> Result<Wind, ScoreRequestError> {
    let trimmed = text.trim();
    trimmed.parse().or_else(|error| match read_tile(trimmed) {
        Ok(written) => {
            written
                .tile()
                .to_string()
                .parse()
                .map_err(|_| ScoreRequestError::NotAWind {
                    text: text.to_owned(),
                })
        }
        Err(_) => Err(ScoreRequestError::BadWind {
            text: text.to_owned(),
            error,
        }),
    })
}

/// The `bad_json` error of `text`: serde's message without its position,
/// which is kept apart, and the field at fault, found by reading the
/// object's fields one at a time (serde names unknown fields, not the field
/// whose value has the wrong type).
fn bad_json(text: &str, error: &serde_json::Error) -> ScoreRequestError {
    let (line, column) = (error.line(), error.column());
    let full = error.to_string();
    let position = format!(" at line {line} column {column}");
    let message = full.strip_suffix(&position).unwrap_or(&full).to_owned();
    let field = match error.classify() {
        serde_json::error::Category::Data => serde_json::from_str(text)
            .ok()
            .and_then(|object| field_at_fault::<ScoreRequest>(&object)),
        _ => None,
    };
    ScoreRequestError::BadJson {
        message,
        field,
        line,
        column,
    }
}

/// The first field of `object` that `T` does not read on its own (as
/// `rules.<name>` inside the rules).
fn field_at_fault<T: serde::de::DeserializeOwned>(
    object: &serde_json::Map<String, serde_json::Value>,
) -> Option<String> {
    object.iter().find_map(|(key, value)| {
        let mut alone = serde_json::Map::new();
        alone.insert(key.clone(), value.clone());
        serde_json::from_value::<T>(serde_json::Value::Object(alone)).err()?;
        let inner = match value {
            serde_json::Value::Object(inner) if key == "rules" => {
                field_at_fault::<RulesRequest>(inner)
            }
            _ => None,
        };
        Some(match inner {
            Some(inner) => format!("{key}.{inner}"),
            None => key.clone(),
        })
    })
}

/// Writes the fields of `given` over `base`, object by object.
fn merge(base: &mut serde_json::Value, given: serde_json::Value) {
    match (base, given) {
        (serde_json::Value::Object(base), serde_json::Value::Object(given)) => {
            for (key, value) in given {
                match base.get_mut(&key) {
                    Some(slot) => merge(slot, value),
                    None => {
                        base.insert(key, value);
                    }
                }
            }
        }
        (slot, given) => *slot = given,
    }
}

fn indicators(text: &str) -> Result<Indicators, ScoreRequestError> {
    if text.trim().is_empty() {
        return Ok(Indicators::EMPTY);
    }
    let parsed = read_hand(text).map_err(|error| ScoreRequestError::BadIndicators {
        text: text.to_owned(),
        error,
    })?;
    let mut indicators = Indicators::EMPTY;
    for tile in parsed.hand.tiles() {
        if indicators.push(tile).is_err() {
            return Err(ScoreRequestError::TooManyIndicators {
                count: parsed.hand.tile_count(),
            });
        }
    }
    Ok(indicators)
}

impl ScoreRequest {
    /// Reads a request from one JSON object.
    ///
    /// ```
    /// use tehai_answer::ScoreRequest;
    /// let error = ScoreRequest::from_json(r#"{"hand":"11z","colour":1}"#).unwrap_err();
    /// assert_eq!(error.id(), "bad_json");
    /// ```
    pub fn from_json(text: &str) -> Result<ScoreRequest, ScoreRequestError> {
        serde_json::from_str(text).map_err(|error| bad_json(text, &error))
    }

    /// Reads a request from one JSON object whose missing fields (and
    /// missing fields of its `rules`) take their value from `defaults`
    /// rather than from [`ScoreRequest::default`]: a field given wins (an
    /// option of `rules` over the defaults' under any of its names).
    ///
    /// ```
    /// use tehai_answer::ScoreRequest;
    /// let defaults = ScoreRequest { riichi: true, seat_wind: "south".into(), ..Default::default() };
    /// let request = ScoreRequest::from_json_over(r#"{"hand":"11z","seat_wind":"W"}"#, &defaults)?;
    /// assert_eq!((request.hand.as_str(), request.riichi), ("11z", true));
    /// assert_eq!(request.seat_wind, "W");
    /// # Ok::<(), tehai_answer::ScoreRequestError>(())
    /// ```
    pub fn from_json_over(
        text: &str,
        defaults: &ScoreRequest,
    ) -> Result<ScoreRequest, ScoreRequestError> {
        // Read as a request first: its errors have the positions and
        // field names, and every value is then known to fit its field.
        let request = ScoreRequest::from_json(text)?;
        if *defaults == ScoreRequest::default() {
            return Ok(request);
        }
        let internal = |error: serde_json::Error| ScoreRequestError::BadJson {
            message: error.to_string(),
            field: None,
            line: 0,
            column: 0,
        };
        let given: serde_json::Value = serde_json::from_str(text).map_err(internal)?;
        let mut merged = serde_json::to_value(defaults).map_err(internal)?;
        merge(&mut merged, given);
        let mut merged: ScoreRequest = serde_json::from_value(merged).map_err(internal)?;
        // The object's rules replace the defaults' options under any of
        // their names; two names of one option in the object itself stay,
        // to be refused when read.
        let mut rules = defaults.rules.clone();
        rules.fields.retain(|key, _| {
            !request
                .rules
                .fields
                .keys()
                .any(|given| same_field(key, given))
        });
        rules.fields.extend(request.rules.fields);
        merged.rules = rules;
        Ok(merged)
    }

    /// The hand field, read.
    ///
    /// ```
    /// let request = tehai_answer::ScoreRequest { hand: "406m".into(), ..Default::default() };
    /// assert_eq!(request.hand()?.red_fives, [1, 0, 0]);
    /// # Ok::<(), tehai_answer::ScoreRequestError>(())
    /// ```
    pub fn hand(&self) -> Result<ParsedHand, ScoreRequestError> {
        read_hand(&self.hand).map_err(|error| ScoreRequestError::BadHand {
            text: self.hand.clone(),
            error,
        })
    }

    /// Every field but the hand, read into the core's win context, checked
    /// in this order: the winning tile, the melds, the winds, the
    /// indicators, the liable and discarder seats, then the rules
    /// ([`ScoreRequestError::BadRules`], [`ScoreRequestError::RepeatedRule`]).
    ///
    /// ```
    /// let request = tehai_answer::ScoreRequest {
    ///     win: "5p".into(),
    ///     melds: vec!["pon 777z".into()],
    ///     dora_indicators: "1m9p".into(),
    ///     ..Default::default()
    /// };
    /// let context = request.win_context()?;
    /// assert_eq!(context.melds.len(), 1);
    /// assert_eq!(context.dora_indicators.len(), 2);
    /// # Ok::<(), tehai_answer::ScoreRequestError>(())
    /// ```
    pub fn win_context(&self) -> Result<WinContext, ScoreRequestError> {
        let winning_tile = tile(&self.win, |text, error| ScoreRequestError::BadWin {
            text,
            error,
        })?;
        let mut context = WinContext::new(winning_tile);
        for text in &self.melds {
            let meld = read_meld(text).map_err(|error| ScoreRequestError::BadMeld {
                text: text.clone(),
                error,
            })?;
            context
                .melds
                .push(meld)
                .map_err(|_| ScoreRequestError::TooManyMelds {
                    count: self.melds.len(),
                })?;
        }
        context.tsumo = self.tsumo;
        context.riichi = self.riichi;
        context.double_riichi = self.double_riichi;
        context.ippatsu = self.ippatsu;
        context.rinshan = self.rinshan;
        context.chankan = self.chankan;
        context.haitei = self.haitei;
        context.houtei = self.houtei;
        context.tenhou = self.tenhou;
        context.chiihou = self.chiihou;
        context.seat_wind = wind(&self.seat_wind)?;
        context.round_wind = wind(&self.round_wind)?;
        context.dora_indicators = indicators(&self.dora_indicators)?;
        context.ura_indicators = indicators(&self.ura_indicators)?;
        context.honba = self.honba;
        context.riichi_sticks = self.riichi_sticks;
        context.kita = self.kita;
        context.renhou = self.renhou;
        context.open_riichi = self.open_riichi;
        context.sashikomi = self.sashikomi;
        context.paarenchan = self.paarenchan;
        context.liable = self.liable.as_deref().map(wind).transpose()?;
        context.discarder = self.discarder.as_deref().map(wind).transpose()?;
        context.rules = self.rules.rules()?;
        Ok(context)
    }

    /// The hand and the win context: the hand first, then
    /// [`win_context`](Self::win_context)'s order.
    ///
    /// ```
    /// let request = tehai_answer::ScoreRequest { hand: "1x".into(), win: "9x".into(), ..Default::default() };
    /// assert_eq!(request.prepare().unwrap_err().id(), "bad_hand");
    /// ```
    pub fn prepare(&self) -> Result<(ParsedHand, WinContext), ScoreRequestError> {
        let hand = self.hand()?;
        Ok((hand, self.win_context()?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A request with the fields of `json` over the defaults.
    fn request(json: &str) -> ScoreRequest {
        ScoreRequest::from_json(json).unwrap()
    }

    /// The id and message of the first problem of `json`: reading it,
    /// then scoring what was read with the core.
    fn problem(json: &str) -> (&'static str, String) {
        let scored = ScoreRequest::from_json(json).and_then(|request| {
            let (hand, context) = request.prepare()?;
            Ok(tehai::score(&hand, &context)?)
        });
        let error = scored.unwrap_err();
        (error.id(), error.to_string())
    }

    const WINNING: &str = r#""hand":"234567m23455p888s","win":"5p""#;

    #[test]
    fn every_field_defaults() {
        let defaults = request("{}");
        assert_eq!(defaults, ScoreRequest::default());
        assert_eq!(defaults.seat_wind, "1z");
        assert_eq!(defaults.round_wind, "1z");
        assert_eq!(defaults.rules.rules(), Ok(Rules::default()));
        let rules = request(r#"{"rules":{"kiriage":true}}"#)
            .rules
            .rules()
            .unwrap();
        assert_eq!(
            rules,
            Rules {
                kiriage: true,
                ..Rules::default()
            }
        );
    }

    #[test]
    fn every_field_is_read() {
        let request = request(
            r#"{"hand":"234567m23455p","win":"5p","melds":["pon 777z"],
                "tsumo":true,"riichi":false,"double_riichi":false,"ippatsu":false,
                "rinshan":false,"chankan":false,"haitei":true,"houtei":false,
                "tenhou":false,"chiihou":false,"seat_wind":"2z","round_wind":"3z",
                "dora_indicators":"1m","ura_indicators":"9p","honba":2,"riichi_sticks":1,
                "rules":{"open_tanyao":false,"aka_dora":false,"double_yakuman":false,"kiriage":true}}"#,
        );
        let (hand, context) = request.prepare().unwrap();
        assert_eq!(hand.to_string(), "234567m23455p");
        assert_eq!(context.winning_tile, "5p".parse().unwrap());
        assert_eq!(context.melds.as_slice(), ["pon 777z".parse().unwrap()]);
        assert!(context.tsumo && context.haitei && !context.riichi);
        assert_eq!(
            (context.seat_wind, context.round_wind),
            (Wind::South, Wind::West)
        );
        assert_eq!(context.dora_indicators.as_slice(), ["1m".parse().unwrap()]);
        assert_eq!(context.ura_indicators.as_slice(), ["9p".parse().unwrap()]);
        assert_eq!((context.honba, context.riichi_sticks), (2, 1));
        assert_eq!(
            context.rules,
            Rules {
                open_tanyao: false,
                red_fives: [0; 3],
                double_yakuman: tehai::rules::DoubleYakuman::empty(),
                kiriage: true,
                ..Rules::default()
            }
        );
    }

    #[test]
    fn each_flag_reaches_its_own_place() {
        /// A flag's field name and where it lands in the context.
        type Flag = (&'static str, fn(&WinContext) -> bool);
        let flags: [Flag; 10] = [
            ("tsumo", |c| c.tsumo),
            ("riichi", |c| c.riichi),
            ("double_riichi", |c| c.double_riichi),
            ("ippatsu", |c| c.ippatsu),
            ("rinshan", |c| c.rinshan),
            ("chankan", |c| c.chankan),
            ("haitei", |c| c.haitei),
            ("houtei", |c| c.houtei),
            ("tenhou", |c| c.tenhou),
            ("chiihou", |c| c.chiihou),
        ];
        for (name, _) in flags {
            let context = request(&format!(r#"{{"win":"1m","{name}":true}}"#))
                .win_context()
                .unwrap();
            let set: Vec<&str> = flags
                .iter()
                .filter(|(_, read)| read(&context))
                .map(|(other, _)| *other)
                .collect();
            assert_eq!(set, [name]);
        }
    }

    #[test]
    fn spaces_around_tiles_and_empty_indicators() {
        let context = request(r#"{"win":" 5p ","seat_wind":" 4z","dora_indicators":"  "}"#)
            .win_context()
            .unwrap();
        assert_eq!(context.winning_tile, "5p".parse().unwrap());
        assert_eq!(context.seat_wind, Wind::North);
        assert!(context.dora_indicators.is_empty());
    }

    #[test]
    fn bad_json() {
        for json in [
            r#"{"hand":"11z","colour":1}"#,
            r#"{"hand":11}"#,
            r#"{"honba":-1}"#,
            r#"{"rules":[true]}"#,
            "not json",
        ] {
            assert_eq!(problem(json).0, "bad_json", "{json}");
        }
        let error = ScoreRequest::from_json(r#"{"honba":70000}"#).unwrap_err();
        assert!(error.to_string().contains("70000"), "{error}");
    }

    #[test]
    fn bad_hand() {
        assert_eq!(
            problem(r#"{"hand":"123x","win":"1m"}"#),
            (
                "bad_hand",
                format!("\"123x\": {}", "123x".parse::<ParsedHand>().unwrap_err())
            )
        );
        assert_eq!(problem(r#"{"win":"1m"}"#).0, "bad_hand");
    }

    #[test]
    fn bad_win() {
        let error = " 5x ".trim().parse::<Tile>().unwrap_err();
        assert_eq!(
            problem(r#"{"hand":"234567m23455p888s","win":" 5x "}"#),
            ("bad_win", format!("\" 5x \": {error}"))
        );
        assert_eq!(problem(r#"{"hand":"11z"}"#).0, "bad_win");
        assert_eq!(problem(r#"{"hand":"11z","win":"1m2m"}"#).0, "bad_win");
    }

    #[test]
    fn bad_meld() {
        let error = "pon 123m".parse::<tehai::Meld>().unwrap_err();
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"melds":["pon 123m"]}}"#)),
            ("bad_meld", format!("\"pon 123m\": {error}"))
        );
    }

    #[test]
    fn too_many_melds() {
        let melds = r#"["pon 111z","pon 222z","pon 333z","pon 444z","pon 555z"]"#;
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"melds":{melds}}}"#)),
            ("too_many_melds", "5 melds: at most 4".to_owned())
        );
    }

    #[test]
    fn bad_wind() {
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"seat_wind":"5z"}}"#)),
            ("bad_wind", "\"5z\" is not a wind (1z to 4z)".to_owned())
        );
        for text in ["9z", "x", "eest", "1m2m"] {
            assert_eq!(
                problem(&format!(r#"{{{WINNING},"round_wind":"{text}"}}"#)),
                ("bad_wind", format!("\"{text}\": {}", Error::NotAWind))
            );
        }
    }

    #[test]
    fn winds_by_name() {
        for (text, wind) in [
            ("1z", Wind::East),
            ("E", Wind::East),
            ("s", Wind::South),
            (" West ", Wind::West),
            ("NORTH", Wind::North),
            ("north", Wind::North),
        ] {
            let request = request(&format!(
                r#"{{"win":"1m","seat_wind":"{text}","round_wind":"{text}"}}"#
            ));
            let context = request.win_context().unwrap();
            assert_eq!(
                (context.seat_wind, context.round_wind),
                (wind, wind),
                "{text}"
            );
        }
    }

    #[test]
    fn bad_json_names_the_field_and_the_column() {
        for (json, field, message) in [
            (
                r#"{"hand":"11z","honba":-1}"#,
                Some("honba"),
                "field `honba`: invalid value: integer `-1`, expected u16 (column 24)",
            ),
            (
                r#"{"hand":11}"#,
                Some("hand"),
                "field `hand`: invalid type: integer `11`, expected tiles: text in any notation, or an array of mjai names or of 136-tile ids (column 10)",
            ),
            (
                r#"{"rules":7}"#,
                Some("rules"),
                "field `rules`: invalid type: integer `7`, expected a map (column 10)",
            ),
            (
                r#"{"hand":"11z","colour":1}"#,
                Some("colour"),
                "unknown field `colour`, expected one of",
            ),
            ("not json", None, "expected ident (column 2)"),
            (
                r#"{"hand":"11z""#,
                None,
                "EOF while parsing an object (column 13)",
            ),
        ] {
            let error = ScoreRequest::from_json(json).unwrap_err();
            assert_eq!(error.id(), "bad_json");
            assert_eq!(error.field(), field, "{json}");
            assert!(error.to_string().starts_with(message), "{json}: {error}");
        }
        let error = ScoreRequest::from_json(r#"{"honba":-1}"#).unwrap_err();
        assert!(
            error
                .on_line(3)
                .to_string()
                .ends_with(" (line 3, column 11)")
        );
        // Other errors have no line to move to.
        let error = ScoreRequestError::TooManyMelds { count: 5 };
        assert_eq!(error.clone().on_line(3), error);
        assert_eq!(error.field(), None);
    }

    /// A `rules` object of switches.
    fn rules(switches: &[(&str, bool)]) -> RulesRequest {
        let mut rules = RulesRequest::default();
        for &(name, value) in switches {
            rules.set(name, value.into());
        }
        rules
    }

    #[test]
    fn rules_are_read_by_the_core() {
        let read = |json: &str| ScoreRequest::from_json(json).unwrap().win_context();
        let soul = read(r#"{"win":"1m","rules":{"preset":"mahjongsoul-3p","kiriage":1,"red_fives":[0,2,1],"double_yakuman":["daisuushii"]}}"#).unwrap();
        assert_eq!(soul.rules.players, tehai::Players::Three);
        assert!(soul.rules.kiriage);
        assert_eq!(soul.rules.red_fives, [0, 2, 1]);
        assert_eq!(
            soul.rules.double_yakuman,
            tehai::rules::DoubleYakuman::DAISUUSHII
        );
        for (json, field, id) in [
            (
                r#"{"win":"1m","rules":{"preset":"tenhou5"}}"#,
                "preset",
                "unknown_preset",
            ),
            (
                r#"{"win":"1m","rules":{"preset":3}}"#,
                "preset",
                "unknown_preset",
            ),
            (
                r#"{"win":"1m","rules":{"kuitan":true}}"#,
                "kuitan",
                "unknown_rule",
            ),
            (
                r#"{"win":"1m","rules":{"kazoe":"double"}}"#,
                "kazoe",
                "invalid_rule_value",
            ),
            (
                r#"{"win":"1m","rules":{"kazoe":null}}"#,
                "kazoe",
                "invalid_rule_value",
            ),
            (
                r#"{"win":"1m","rules":{"red_fives":[[1]]}}"#,
                "red_fives",
                "invalid_rule_value",
            ),
        ] {
            let error = read(json).unwrap_err();
            assert_eq!(error.id(), id, "{json}");
            assert!(
                matches!(&error, ScoreRequestError::BadRules { field: f, .. } if f == field),
                "{json}"
            );
            assert!(
                error.to_string().starts_with(&format!("rules.{field}: ")),
                "{error}"
            );
        }
        let table = read(r#"{"win":"1m","kita":2,"renhou":true,"open_riichi":true,"sashikomi":true,"paarenchan":true,"liable":"W","discarder":"2z"}"#).unwrap();
        assert_eq!(table.kita, 2);
        assert!(table.renhou && table.open_riichi && table.sashikomi && table.paarenchan);
        assert_eq!(
            (table.liable, table.discarder),
            (Some(Wind::West), Some(Wind::South))
        );
        assert_eq!(
            read(r#"{"win":"1m","liable":"5z"}"#).unwrap_err().id(),
            "bad_wind"
        );
    }

    /// One option under two names is refused, whichever comes first in the
    /// object; `set` replaces the option under any of its names.
    #[test]
    fn an_option_given_twice_is_refused() {
        let read = |json: &str| ScoreRequest::from_json(json).unwrap().win_context();
        for json in [
            r#"{"win":"1m","rules":{"red_fives":[0,2,1],"aka_dora":false}}"#,
            r#"{"win":"1m","rules":{"aka_dora":false,"red_fives":[0,2,1]}}"#,
            r#"{"win":"1m","rules":{"red-fives":[1,1,1],"red_fives":[0,2,1]}}"#,
            r#"{"win":"1m","rules":{"Kiriage":true,"kiriage":false}}"#,
        ] {
            let error = read(json).unwrap_err();
            assert_eq!(error.id(), "repeated_rule", "{json}");
            assert!(
                matches!(&error, ScoreRequestError::RepeatedRule { field, first } if field != first),
                "{json}"
            );
            assert!(error.to_string().contains("already given"), "{error}");
        }
        let mut rules = RulesRequest::default();
        rules.set("red-fives", serde_json::json!([1, 1, 1]));
        rules.set("aka_dora", false.into());
        assert_eq!(rules.fields.len(), 1);
        assert_eq!(rules.rules().unwrap().red_fives, [0, 0, 0]);
        rules.set("preset", "wrc".into());
        assert_eq!(rules.fields.len(), 2);
        // An object over defaults: its option replaces theirs.
        let defaults = ScoreRequest {
            rules,
            ..ScoreRequest::default()
        };
        let over =
            ScoreRequest::from_json_over(r#"{"win":"1m","rules":{"aka_dora":true}}"#, &defaults)
                .unwrap();
        let context = over.win_context().unwrap();
        assert_eq!(context.rules.red_fives, [1, 1, 1]);
        assert_eq!(context.rules.players, tehai::Players::Four);
        assert_eq!(over.rules.fields.len(), 2);
        let both = ScoreRequest::from_json_over(
            r#"{"win":"1m","rules":{"aka_dora":true,"red_fives":"1,1,1"}}"#,
            &defaults,
        )
        .unwrap();
        assert_eq!(both.win_context().unwrap_err().id(), "repeated_rule");
    }

    #[test]
    fn defaults_fill_only_the_fields_left_out() {
        let defaults = ScoreRequest {
            win: "5p".into(),
            tsumo: true,
            seat_wind: "south".into(),
            honba: 2,
            rules: rules(&[("kiriage", true), ("aka_dora", false)]),
            ..ScoreRequest::default()
        };
        let read = |json: &str| ScoreRequest::from_json_over(json, &defaults).unwrap();
        assert_eq!(read("{}"), defaults);
        let request = read(r#"{"hand":"11z","tsumo":false,"honba":0,"rules":{"kiriage":false}}"#);
        assert_eq!(
            request,
            ScoreRequest {
                hand: "11z".into(),
                tsumo: false,
                honba: 0,
                rules: rules(&[("kiriage", false), ("aka_dora", false)]),
                ..defaults.clone()
            }
        );
        // Errors are those of the line alone.
        let error = ScoreRequest::from_json_over(r#"{"honba":"2"}"#, &defaults).unwrap_err();
        assert_eq!(error.field(), Some("honba"));
        // With the plain defaults the line is read as it is.
        let plain = ScoreRequest::from_json_over(r#"{"riichi":true}"#, &ScoreRequest::default());
        let riichi = ScoreRequest {
            riichi: true,
            ..ScoreRequest::default()
        };
        assert_eq!(plain.unwrap(), riichi);
    }

    #[test]
    fn bad_indicators() {
        let error = "1x".parse::<ParsedHand>().unwrap_err();
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"ura_indicators":"1x"}}"#)),
            ("bad_indicators", format!("\"1x\": {error}"))
        );
    }

    #[test]
    fn too_many_indicators() {
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"dora_indicators":"123456m"}}"#)),
            ("too_many_indicators", "6 indicators: at most 5".to_owned())
        );
    }

    #[test]
    fn the_core_ids_pass_through() {
        assert_eq!(
            problem(r#"{"hand":"123m456p789s33322z","win":"2z"}"#),
            ("no_yaku", Error::NoYaku.to_string())
        );
        assert_eq!(
            problem(r#"{"hand":"123m456p789s11223z","win":"2z"}"#).0,
            "not_a_winning_hand"
        );
        assert_eq!(
            problem(r#"{"hand":"234567m23455p","win":"5p","melds":["chi 123s"],"riichi":true}"#).0,
            "riichi_with_open_hand"
        );
        assert_eq!(
            problem(r#"{"hand":"234567m2345p","win":"5p","melds":["pon 777z"]}"#),
            (
                "wrong_tile_count",
                "10 concealed tiles with 1 declared melds: a winning hand has 11 concealed tiles beside them"
                    .to_owned()
            )
        );
        assert_eq!(
            problem(r#"{"hand":"234567m23455p","win":"5p","melds":["pon 555p"]}"#),
            ("too_many_copies", "more than 4 copies of 5p".to_owned())
        );
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"ippatsu":true}}"#)).0,
            "ippatsu_without_riichi"
        );
        assert_eq!(
            problem(r#"{"hand":"234567m23455p888s","win":"7p"}"#).0,
            "winning_tile_not_in_hand"
        );
    }

    #[test]
    fn the_hand_is_checked_first() {
        let json = r#"{"hand":"1x","win":"9x","seat_wind":"9z","melds":["nope"]}"#;
        assert_eq!(problem(json).0, "bad_hand");
        let json = r#"{"hand":"11z","win":"9x","seat_wind":"9z","melds":["nope"]}"#;
        assert_eq!(problem(json).0, "bad_win");
        let json = r#"{"hand":"11z","win":"1z","seat_wind":"9z","melds":["nope"]}"#;
        assert_eq!(problem(json).0, "bad_meld");
        let json = r#"{"hand":"11z","win":"1z","seat_wind":"9z","dora_indicators":"1x"}"#;
        assert_eq!(problem(json).0, "bad_wind");
    }
}
