//! Tile efficiency: useful tiles and the discard table (being written).
