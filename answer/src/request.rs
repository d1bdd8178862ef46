//! A score request as text fields, and how it is read into the core's hand
//! and win context.

use std::fmt;

use serde::{Deserialize, Serialize};
use tehai::meld::MAX_DECLARED_MELDS;
use tehai::notation::ParsedHand;
use tehai::score::{Indicators, MAX_INDICATORS, Rules, WinContext, Wind};
use tehai::{Error, Meld, Tile};

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
    /// The concealed tiles including the winning tile, in MPSZ notation.
    pub hand: String,
    /// The winning tile (`"5p"`).
    pub win: String,
    /// The declared melds (`"pon 777z"`, `"chi 340m"`, `"ankan 2222z"`...);
    /// their tiles are not in the hand.
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
    /// The winner's seat wind, `"1z"` (East, the dealer) to `"4z"`.
    pub seat_wind: String,
    /// The round wind, `"1z"` to `"4z"`.
    pub round_wind: String,
    /// The dora indicators in MPSZ notation (`""`: none).
    pub dora_indicators: String,
    /// The ura-dora indicators (counted with riichi only).
    pub ura_indicators: String,
    /// Honba counters on the table.
    pub honba: u16,
    /// Riichi sticks on the table.
    pub riichi_sticks: u16,
    /// The rule options.
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
            rules: RulesRequest::default(),
        }
    }
}

/// The rule options of a [`ScoreRequest`], the `rules` object of its JSON.
///
/// ```
/// let rules = tehai_answer::RulesRequest { kiriage: true, ..Default::default() };
/// assert_eq!(rules.rules(), tehai::score::Rules::default() | tehai::score::Rules::KIRIAGE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RulesRequest {
    /// All simples counts in an open hand.
    pub open_tanyao: bool,
    /// Red fives are dora.
    pub aka_dora: bool,
    /// The four double yakuman count double.
    pub double_yakuman: bool,
    /// 4 han 30 fu and 3 han 60 fu are a mangan.
    pub kiriage: bool,
}

impl Default for RulesRequest {
    /// The core's default rules: every option but kiriage.
    fn default() -> Self {
        RulesRequest {
            open_tanyao: true,
            aka_dora: true,
            double_yakuman: true,
            kiriage: false,
        }
    }
}

impl RulesRequest {
    /// The core's rule flags.
    ///
    /// ```
    /// assert_eq!(tehai_answer::RulesRequest::default().rules(), tehai::score::Rules::default());
    /// ```
    pub fn rules(&self) -> Rules {
        let mut rules = Rules::empty();
        rules.set(Rules::OPEN_TANYAO, self.open_tanyao);
        rules.set(Rules::AKA_DORA, self.aka_dora);
        rules.set(Rules::DOUBLE_YAKUMAN, self.double_yakuman);
        rules.set(Rules::KIRIAGE, self.kiriage);
        rules
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
        /// The JSON reader's message.
        message: String,
    },
    /// The hand is not MPSZ notation (`bad_hand`).
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
    /// A wind is not one tile (`bad_wind`).
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
    /// Indicators that are not MPSZ notation (`bad_indicators`).
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
            ScoreRequestError::Score(error) => error.id(),
        }
    }
}

impl fmt::Display for ScoreRequestError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScoreRequestError::BadJson { message } => f.write_str(message),
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

/// One tile, spaces around it allowed; `text` as given goes in the error.
fn tile(
    text: &str,
    error: impl FnOnce(String, Error) -> ScoreRequestError,
) -> Result<Tile, ScoreRequestError> {
    text.trim()
        .parse()
        .map_err(|notation| error(text.to_owned(), notation))
}

fn wind(text: &str) -> Result<Wind, ScoreRequestError> {
    let tile = tile(text, |text, error| ScoreRequestError::BadWind {
        text,
        error,
    })?;
    Wind::from_tile(tile).ok_or_else(|| ScoreRequestError::NotAWind {
        text: text.to_owned(),
    })
}

fn indicators(text: &str) -> Result<Indicators, ScoreRequestError> {
    if text.trim().is_empty() {
        return Ok(Indicators::EMPTY);
    }
    let parsed: ParsedHand = text
        .parse()
        .map_err(|error| ScoreRequestError::BadIndicators {
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
        serde_json::from_str(text).map_err(|error| ScoreRequestError::BadJson {
            message: error.to_string(),
        })
    }

    /// The hand field, read.
    ///
    /// ```
    /// let request = tehai_answer::ScoreRequest { hand: "406m".into(), ..Default::default() };
    /// assert_eq!(request.hand()?.red_fives, [1, 0, 0]);
    /// # Ok::<(), tehai_answer::ScoreRequestError>(())
    /// ```
    pub fn hand(&self) -> Result<ParsedHand, ScoreRequestError> {
        self.hand
            .parse()
            .map_err(|error| ScoreRequestError::BadHand {
                text: self.hand.clone(),
                error,
            })
    }

    /// Every field but the hand, read into the core's win context, checked
    /// in this order: the winning tile, the melds, the winds, the
    /// indicators.
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
            let meld: Meld = text.parse().map_err(|error| ScoreRequestError::BadMeld {
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
        context.rules = self.rules.rules();
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
        assert_eq!(defaults.rules.rules(), Rules::default());
        let rules = request(r#"{"rules":{"kiriage":true}}"#).rules;
        assert!(rules.open_tanyao && rules.aka_dora && rules.double_yakuman && rules.kiriage);
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
        assert_eq!(context.rules, Rules::KIRIAGE);
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
            r#"{"rules":{"red":true}}"#,
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
        let error = "pon 123m".parse::<Meld>().unwrap_err();
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
        let error = "9z".parse::<Tile>().unwrap_err();
        assert_eq!(
            problem(&format!(r#"{{{WINNING},"round_wind":"9z"}}"#)),
            ("bad_wind", format!("\"9z\": {error}"))
        );
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
