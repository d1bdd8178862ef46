//! The choices of the expected-value model, each with mahjong-cpp's
//! default.

/// The most draws an analysis looks ahead ([`EvOptions::draws`]).
pub const MAX_DRAWS: usize = 24;

/// The draws of the default horizon: 17, the turns of a player before an
/// exhaustive draw.
pub const DEFAULT_DRAWS: u8 = 17;

/// What the weights of a draw are divided by.
///
/// ```
/// assert_eq!(tehai::ev::Denominator::default(), tehai::ev::Denominator::Model);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Denominator {
    /// `S − t`: the tiles of the initial wall less the turn, as
    /// mahjong-cpp divides. A state's wall holds more (its thrown tiles came
    /// back), so late in a game the odds of one draw may add up to more
    /// than 1 and the values leave `[0, 1]` a little.
    #[default]
    Model,
    /// The tiles in the state's wall: every draw's odds add up to 1, and the
    /// values are true probabilities and expectations of the game the model
    /// plays.
    Wall,
}

/// When a closed tenpai hand declares riichi.
///
/// ```
/// assert_eq!(tehai::ev::RiichiPolicy::default(), tehai::ev::RiichiPolicy::Always);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum RiichiPolicy {
    /// Whenever a closed hand throws a tile that keeps tenpai.
    #[default]
    Always,
    /// Never: wins are scored without riichi (a closed hand still has menzen
    /// tsumo).
    Never,
    /// Either: the throw may declare riichi or stay silent (dama), whichever
    /// is worth more.
    Chosen,
}

/// What a discard state chooses.
///
/// ```
/// assert_eq!(tehai::ev::Objective::default(), tehai::ev::Objective::Separate);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Objective {
    /// Each quantity at its own best: the tenpai probability assumes the
    /// throws best for tenpai, the win probability those best for winning,
    /// the expected score those best for the score (mahjong-cpp's model).
    #[default]
    Separate,
    /// One policy, the throw with the highest expected score (the first of
    /// equals); all three quantities are that policy's.
    ExpectedScore,
    /// One policy, the throw with the highest win probability.
    WinProbability,
}

/// The choices of the model. The defaults are mahjong-cpp's.
///
/// ```
/// let options = tehai::ev::EvOptions::default();
/// assert_eq!((options.draws, options.extra_exchanges), (17, 1));
/// assert!(options.hand_changes && options.shanten_back && options.ura_dora);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct EvOptions {
    /// Draws left after the discard (1 to [`MAX_DRAWS`], fewer than the
    /// wall holds): the length of the reported vectors.
    pub draws: u8,
    /// What the weights of a draw are divided by.
    pub denominator: Denominator,
    /// Exchanges that do not advance the hand allowed on any path (0 to 2):
    /// a drawn tile kept without lowering the shanten number, or a throw
    /// that raises it.
    pub extra_exchanges: u8,
    /// Keep a drawn tile that does not lower the shanten number (手変わり),
    /// within the extra exchanges.
    pub hand_changes: bool,
    /// Throw a tile that raises the shanten number (向聴戻し), within the
    /// extra exchanges.
    pub shanten_back: bool,
    /// When a closed tenpai hand declares riichi.
    pub riichi: RiichiPolicy,
    /// What a discard state chooses.
    pub objective: Objective,
    /// Count the ura-dora (their exact expectation) on riichi wins.
    pub ura_dora: bool,
}

impl Default for EvOptions {
    fn default() -> EvOptions {
        EvOptions {
            draws: DEFAULT_DRAWS,
            denominator: Denominator::Model,
            extra_exchanges: 1,
            hand_changes: true,
            shanten_back: true,
            riichi: RiichiPolicy::Always,
            objective: Objective::Separate,
            ura_dora: true,
        }
    }
}
