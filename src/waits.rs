//! Waits (machi): which tiles complete a hand (issue 4).
