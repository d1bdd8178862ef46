//! Tiles and hands in every notation engines and logs use, both ways,
//! without allocation.
//!
//! | notation | a tile | a red five | honors | read | written |
//! |---|---|---|---|---|---|
//! | MPSZ text | `5m` | `0m` | `1z`..`7z` | [`ParsedHand`]/[`ParsedTile`] `FromStr` | `Display` |
//! | 34-kind index | `4` (5m) | no red | `27`..`33` | [`Tile::new`](crate::Tile::new), [`Hand::from_counts`](crate::Hand::from_counts) | [`Tile::index`](crate::Tile::index), [`Hand::counts`](crate::Hand::counts) |
//! | 136-tile id | `16`..`19` (5m) | `16`, `52`, `88` | `108`..`135` | [`ParsedTile::from_id136`], [`ParsedHand::from_ids136`] | [`ParsedTile::id136`], [`ParsedHand::ids136`] |
//! | mjai | `5m` | `5mr` | `E S W N P F C` | [`ParsedTile::from_mjai`], [`ParsedHand::from_mjai`] | [`ParsedTile::mjai`], [`ParsedHand::mjai`] |
//!
//! Text whose notation is not known in advance (a user's argument, a
//! field of a request) reads with `from_text` ([`ParsedHand::from_text`],
//! [`ParsedTile::from_text`], `TileCounts::from_text`, `Meld::from_text`),
//! which tells the notations apart by their form: numbers are 136-tile
//! ids, `5mr` or `E` make a list mjai, anything else is MPSZ. Where both
//! MPSZ and mjai read a text (`1m 2m`), they mean the same tiles.
//!
//! Seen tiles ([`TileCounts`](crate::TileCounts)) read MPSZ text,
//! 34-kind counts, 136-tile ids (`TileCounts::from_ids136`) and mjai names
//! (`TileCounts::from_mjai`); melds ([`Meld`](crate::Meld)) read and write
//! their tiles in each notation too (`Meld::from_ids136`, `Meld::mjai`).
//! Answers that are kinds of tiles (waits, useful tiles: a
//! [`TileSet`](crate::TileSet)) are written in MPSZ, as 34-kind indices
//! ([`TileSet::iter`](crate::TileSet::iter) and [`Tile::index`](crate::Tile::index))
//! or as mjai names ([`Tile::mjai`](crate::Tile::mjai)); a kind is no
//! physical tile, so it has no 136-tile id.
//!
//! **MPSZ** writes a hand as groups of rank digits, each group closed by its
//! suit letter: `123m456p789s11122z`. `0` is a red five (aka dora): it counts
//! as a 5 and its number is kept aside in [`ParsedHand::red_fives`]. Honors
//! are `1z..7z` (East, South, West, North, White, Green, Red). The canonical
//! form, which [`Display`](core::fmt::Display) writes, sorts the tiles of
//! each suit, writes the suits in the order m p s z and omits empty suits.
//!
//! **34-kind indices** number the kinds 1m..9m (0..8), 1p..9p (9..17),
//! 1s..9s (18..26) and 1z..7z (27..33), the order of [`Tile::all`](crate::Tile::all).
//!
//! **136-tile ids** number the physical tiles as Tenhou's logs, Python
//! `mahjong` and most engines do: id / 4 is the 34-kind index and id % 4 the
//! copy; with red fives, copy 0 of each five (ids 16, 52 and 88) is the red
//! one. Reading ids keeps which fives were red; writing gives each tile the
//! lowest free copy (the red five copy 0, plain fives from copy 1), so
//! writing and reading a hand gives it back unchanged.
//!
//! **mjai** (the JSON event stream of mjai bots and Mortal's tooling) names
//! each tile alone: `1m`..`9m`, `1p`..`9p`, `1s`..`9s`, red fives `5mr`,
//! `5pr`, `5sr`, and the honors by letter: `E S W N` for the winds, `P`
//! (white), `F` (green), `C` (red).
//!
//! ```
//! use tehai::notation::{ParsedHand, ParsedTile};
//!
//! let hand: ParsedHand = "406m11z".parse()?;
//! assert_eq!(hand.ids136()?.as_slice(), &[12, 16, 20, 108, 109]);
//! assert_eq!(ParsedHand::from_ids136(&[12, 16, 20, 108, 109])?, hand);
//! let mjai: Vec<&str> = hand.mjai().collect();
//! assert_eq!(mjai, ["4m", "5mr", "6m", "E", "E"]);
//! assert_eq!(ParsedHand::from_mjai(mjai)?, hand);
//! assert_eq!(ParsedTile::from_mjai("P")?.to_string(), "5z");
//! # Ok::<(), tehai::Error>(())
//! ```

mod any;
mod ids;
mod mjai;
mod mpsz;

pub use ids::TileIds;
pub(crate) use mpsz::for_each_tile;
pub use mpsz::{ParsedHand, ParsedTile};
