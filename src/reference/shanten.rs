//! Shanten from the definition (filled in by the shanten work, issue 4).
