//! The C ABI (issue 5).
