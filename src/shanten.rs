//! Shanten (向聴数): how many tile exchanges a hand is from tenpai (issue 4).
