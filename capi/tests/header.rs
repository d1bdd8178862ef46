//! `include/tehai.h` is generated from the sources in `capi/src/` and checked
//! in. This test regenerates it and fails when the checked-in copy differs.
//!
//! cbindgen (configured by `cbindgen.toml` at the repository root) starts at
//! `capi/src/lib.rs` and follows its `mod` lines, so a new module needs
//! nothing here. It cannot
//! see inside macros, and the status enum is made by one (the list in
//! `capi/src/status.rs`), so this test writes the status declaration itself
//! from that list and places it after the includes.
//!
//! Rewrite the header after changing the C ABI with:
//!
//! ```text
//! TEHAI_BLESS=1 cargo test -p tehai-capi --test header
//! ```

mod support;

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use support::{c_name, root};
use tehai_capi::TehaiStatus;

/// Every source file of the C ABI, in a stable order (to check that the
/// header declares every function they define).
fn sources() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("read {}: {error}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    files.sort();
    files
}

/// The C declaration of `TehaiStatus`: a `uint32_t` typedef (the ABI type the
/// functions return) and an anonymous enum naming its values. A tagged
/// `enum TehaiStatus` beside `typedef uint32_t TehaiStatus` would be invalid
/// C++ (`gcc -Wc++-compat` says so), hence no tag.
fn status_declaration() -> String {
    let mut out = String::new();
    out.push_str(
        "\n/**\n \
         * Result of every fallible tehai_* call: TEHAI_STATUS_OK (0) on success, one\n \
         * value per cause of failure. A uint32_t; the numbers never change and are never\n \
         * reused, new failures get new numbers. tehai_status_str() gives the message of\n \
         * any value, unknown ones included.\n \
         */\n\
         typedef uint32_t TehaiStatus;\n\n\
         /**\n \
         * The values of TehaiStatus.\n \
         */\n\
         enum {\n",
    );
    for (index, &status) in TehaiStatus::ALL.iter().enumerate() {
        if index > 0 {
            out.push('\n');
        }
        out.push_str("    /**\n");
        for line in status.doc().lines() {
            let line = line.strip_prefix(' ').unwrap_or(line);
            if line.is_empty() {
                out.push_str("     *\n");
            } else {
                writeln!(out, "     * {line}").unwrap();
            }
        }
        let message = status.message().to_str().expect("messages are UTF-8");
        writeln!(out, "     *\n     * Message: \"{message}\"\n     */").unwrap();
        writeln!(out, "    {} = {},", c_name(status), status as u32).unwrap();
    }
    out.push_str("};");
    out
}

fn generate() -> String {
    let config = cbindgen::Config::from_file(root().join("cbindgen.toml"))
        .unwrap_or_else(|error| panic!("cbindgen.toml: {error}"));
    // cbindgen follows the `mod` lines of lib.rs, so it reads every module
    // the crate compiles (`header_declares_every_function` checks that).
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs");
    let bindings = cbindgen::Builder::new()
        .with_config(config)
        .with_after_include(status_declaration())
        .with_src(lib)
        .generate()
        .unwrap_or_else(|error| panic!("cbindgen failed: {error}"));
    let mut bytes = Vec::new();
    bindings.write(&mut bytes);
    String::from_utf8(bytes).expect("cbindgen writes UTF-8")
}

#[test]
fn checked_in_header_is_current() {
    let path = root().join("include/tehai.h");
    let fresh = generate();
    if std::env::var_os("TEHAI_BLESS").is_some() {
        std::fs::write(&path, &fresh).expect("write include/tehai.h");
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    if checked_in != fresh {
        let first_difference = checked_in
            .lines()
            .zip(fresh.lines())
            .position(|(old, new)| old != new)
            .map_or_else(
                || checked_in.lines().count().min(fresh.lines().count()) + 1,
                |index| index + 1,
            );
        panic!(
            "include/tehai.h is stale (first difference at line {first_difference}).\n\
             Regenerate it with: TEHAI_BLESS=1 cargo test -p tehai-capi --test header"
        );
    }
}

/// Every `extern "C"` function of every module is declared in the header.
#[test]
fn header_declares_every_function() {
    let header = generate();
    let mut functions = 0;
    for source in sources() {
        let text = std::fs::read_to_string(&source).expect("read a source file");
        for line in text.lines() {
            let Some(rest) = line
                .strip_prefix("pub unsafe extern \"C\" fn ")
                .or_else(|| line.strip_prefix("pub extern \"C\" fn "))
            else {
                continue;
            };
            let name = rest.split('(').next().expect("a function name");
            assert!(
                header.contains(&format!(" {name}(")) || header.contains(&format!("*{name}(")),
                "{name} (in {}) is missing from the header",
                source.display()
            );
            functions += 1;
        }
    }
    assert!(functions >= 20, "only {functions} functions found");
}

#[test]
fn header_has_the_promised_shape() {
    let header = generate();
    for needle in [
        "#ifndef TEHAI_H",
        "#define TEHAI_H",
        "extern \"C\" {",
        "typedef uint32_t TehaiStatus;",
        "TEHAI_STATUS_OK = 0,",
        "TEHAI_STATUS_INVALID_UTF8 = 9,",
        "TEHAI_STATUS_INTERNAL_ERROR = 14,",
        "TEHAI_STATUS_INVALID_MELD = 15,",
        "const char *tehai_status_str(uint32_t status);",
        "typedef struct TehaiMeld {",
        "#define TEHAI_MELD_KIND_CLOSED_KAN 4",
        "#define TEHAI_BLOCK_KIND_PAIR 3",
    ] {
        assert!(header.contains(needle), "header lacks {needle:?}");
    }
    for gone in [
        "enum TehaiStatus",
        "QUAD",
        "tehai_hands_is_win",
        "tehai_hands_shanten_min",
        "tehai_batch_kernel",
        "SIMD",
        "SPEC",
        "§",
    ] {
        assert!(!header.contains(gone), "header still has {gone:?}");
    }
}
