//! Scoring: yaku, fu, han and points of a winning hand (being written).
