//! What the header test and the errors test share: where things are, and the
//! C names of the statuses.

use std::path::{Path, PathBuf};

use tehai_capi::TehaiStatus;

/// The workspace root, where `cbindgen.toml` and `include/` live.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("capi/ has a parent")
        .to_path_buf()
}

/// `NullPointer` -> `NULL_POINTER`, `InvalidUtf8` -> `INVALID_UTF8`.
fn screaming_snake(name: &str) -> String {
    let mut out = String::new();
    for (index, character) in name.chars().enumerate() {
        if character.is_ascii_uppercase() && index > 0 {
            out.push('_');
        }
        out.push(character.to_ascii_uppercase());
    }
    out
}

/// The C name of a status: `TEHAI_STATUS_NULL_POINTER`.
pub fn c_name(status: TehaiStatus) -> String {
    format!("TEHAI_STATUS_{}", screaming_snake(status.name()))
}
