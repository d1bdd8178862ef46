//! Tile efficiency (牌効率): which draws help a hand, how many copies of
//! them are left, and which tile to throw.
//!
//! * [`useful_tiles`] — the useful tiles (yūkōhai, 有効牌; ukeire, 受け入れ)
//!   of a `3N + 1` hand: the kinds whose draw lowers the shanten number, and
//!   how many copies of each are unseen;
//! * [`discards`] — the discard table of a `3N + 2` hand: for every distinct
//!   tile, the shanten number and useful tiles after throwing it, best first;
//! * [`useful_tiles`], [`discards`], [`shanten`](crate::shanten())
//!   and [`waits`](crate::waits()) — the same at a table
//!   ([`Context`](crate::Context)): declared melds and seen tiles take copies out of play,
//!   and three players ([`Players::Three`](crate::Players::Three)) play without 2m to 8m.
//!
//! # What "useful" means
//!
//! The shanten number of a `3N + 1` hand is the least over the forms that
//! apply (regular; seven pairs and thirteen orphans with 13 tiles). One
//! draw lowers a form's shanten number by at most one, so a draw lowers the
//! least exactly when it lowers a form that attains it: the useful tiles are
//! the union of those forms' useful tiles. Each form's are reported too.
//!
//! # How the regular form is fast
//!
//! The shanten tables give each suit a *distance vector* `D[m][p]`: the
//! least number of tiles to add for `m` melds and `p` pairs in that suit
//! (see [`shanten`](crate::shanten())). A hand needing `N` melds and a
//! pair is at distance `d = min over (m, p) of D[m][p] + R[N − m][1 − p]`,
//! where `R` is the min-plus product of the other three suits. Drawing a
//! tile of this suit changes `D` alone, and lowers each entry by at most
//! one. So the draw lowers `d` exactly when it lowers an entry `(m, p)` at
//! which the minimum is attained (a *tight* split). For each suit the
//! analysis therefore needs:
//!
//! 1. its vector and the rest's: the rest is looked up, since every product
//!    of three suits is one of the 180 vectors of a product of two (adding a
//!    suit never offers a split that two suits cannot already offer), and the
//!    tables map (suit, product of two) pairs straight to it;
//! 2. the tight splits: both vectors packed into ten 6-bit lanes of a `u64`,
//!    one lane per `(m, p)`, the rest's lanes reversed so that one shift
//!    lines `R[N − m][1 − p]` up with `D[m][p]`; one add, one compare with
//!    `d` broadcast to every lane, and the tight lanes are flagged;
//! 3. per rank, the lanes a draw lowers: the class of the suit with one more
//!    tile at rank `r` costs one look-up in the prefix or suffix table (only
//!    that half changes) and one in the class matrix; subtracting the two
//!    vectors lane by lane gives 0/1 flags, and the rank is useful when one
//!    of them falls on a tight lane. A rank with no tile held within two
//!    ranks of it can only join blocks made of drawn tiles, which could sit
//!    on any such rank at the same cost: all those *far* ranks share one
//!    look-up.
//!
//! Honors only form triplets and pairs, so their vector depends only on how
//! many kinds are held at least 1, 2, 3 and 4 times: a draw is judged once
//! per count (0 to 3), for every honor held that many times. Seven pairs and
//! thirteen orphans take each kind on its own and are a few field operations
//! on the packed hand.
//!
//! The discard table of a `3N + 2` hand runs this once per distinct tile
//! (at most 14 times), sharing everything that does not depend on the tile
//! thrown: the drops of the suits it does not come from, and the half of
//! the thrown suit's neighbours that the throw leaves alone. The special
//! forms' distances after a throw follow from a few counts of the whole
//! hand; their useful kinds are only gathered when they attain the least.
//!
//! # Copies out of play
//!
//! At the plain table (`Context::default()`) the standard definitions
//! hold: every kind can be drawn until the hand holds four copies, and the
//! shanten number is that of [`shanten`](crate::shanten()).
//!
//! At any other table the copies out of play are honoured: each kind gets a
//! *cap*, four less its copies in the declared melds and the seen tiles; for
//! three players, 2m to 8m have cap 0. The complete hands a shanten number counts towards never
//! exceed a cap: a draw that needs a copy that is held, melded or seen
//! cannot count. So a hand of `7z` beside a declared `pon 777z` is not
//! tenpai on 7z (there is no fifth 7z) but 1-shanten, and every other kind is
//! useful. With every cap at 4 the answers are the plain ones.
//!
//! Caps seldom change anything, and the tables' answer carries the proof
//! when they do not: a target that a suit reaches with `c` tiles added
//! holds at most `h + c` copies of a kind held `h` times. If every kind's
//! cap allows that much for the largest `c` the suit contributes at a tight
//! split (`min(4, h + c)`; `min(3, h + c)` for an honor, which forms one
//! block), every best target, and every draw that improves one at a tight
//! split, fits the caps, so the tables' distance, tight splits and useful
//! kinds stand. Otherwise each suit with a cap below 4 gets its vector from
//! a small dynamic program over its ranks (see `src/distance/capped.rs`): microseconds
//! instead of nanoseconds, paid only then. A hand
//! whose regular form cannot be completed at all within the caps (only
//! possible when most tiles are out of play) reports
//! [`Shanten::UNREACHABLE`](crate::Shanten::UNREACHABLE).
//!
//! A discard table counts the thrown copy as seen in its counts (a kind
//! whose copies are then all held or gone is never useful), not in its
//! shapes: each row is the useful-tile answer for the hand left under the
//! same caps, so that a table with nothing out of play is the plain one and
//! stays on the fast path. A best shape that would need all four copies of
//! the kind thrown is the one case where this counts a shape that can no
//! longer be completed.
//!
//! # Three players
//!
//! Without 2m to 8m, 1m and 9m cannot form sequences: they behave like two
//! more honor kinds. The honor histogram then counts nine kinds; since a
//! vector only depends on the five largest counts, kinds held at least once
//! are capped at 7 in the look-up. The man suit itself is empty: building a
//! meld from nothing there would cost what it costs in any other suit, so
//! it never changes a distance.

mod discards;
mod useful;

pub use discards::{Discard, Discards, discards};
pub(crate) use useful::useful_tiles_plain;
pub use useful::{FormUseful, UsefulTiles, useful_tiles};
