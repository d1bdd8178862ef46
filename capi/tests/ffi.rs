//! The C ABI end to end: builds the C libraries with the README's command
//! (`cargo build --release --manifest-path capi/c-lib/Cargo.toml`, into a
//! scratch target directory), checks that `include/tehai.h` compiles as strict
//! C and C++, compiles `ffi-examples/` (`-Wall -Wextra -Werror -pedantic`,
//! C99 and C++17) with `$CC` and `$CXX` (default `gcc` and `g++`), runs the
//! two examples and compares their output with `ffi-examples/expected/`, and
//! runs the bad-input test written in C. Also calls the ABI from Rust: the
//! batch calls agree with the single ones and with the Rust API.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use tehai_capi::{
    TehaiHand, TehaiShanten, TehaiStatus, tehai_hand_from_mpsz, tehai_hand_shanten,
    tehai_hand_win_forms, tehai_hands_shanten, tehai_hands_win_forms,
};

/// The workspace root.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("capi/ has a parent")
}

/// Where this test builds things: under cargo's per-test scratch directory,
/// so that it never contends for the lock of the main target directory.
fn scratch() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("ffi")
}

/// Builds the C libraries with the standard library once and returns the
/// directory holding `libtehai.a` and `libtehai.so`.
fn library_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let target_dir = scratch().join("c-lib");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let status = Command::new(cargo)
            .current_dir(root())
            .args([
                "build",
                "--release",
                "--locked",
                "--manifest-path",
                "capi/c-lib/Cargo.toml",
                "--target-dir",
            ])
            .arg(&target_dir)
            .env_remove("RUSTFLAGS")
            .env_remove("CARGO_ENCODED_RUSTFLAGS")
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("CARGO_BUILD_TARGET_DIR")
            .status()
            .expect("run cargo to build the C library");
        assert!(
            status.success(),
            "building the C library failed (if Cargo.lock is stale: \
             cargo update --manifest-path capi/c-lib/Cargo.toml)"
        );
        let dir = target_dir.join("release");
        for file in ["libtehai.a", "libtehai.so"] {
            assert!(dir.join(file).is_file(), "{file} was not built");
        }
        dir
    })
}

/// `$CC` or `$CXX` split into the program and its own arguments
/// (`CC="ccache gcc"` works), or the default.
fn compiler(variable: &str, default: &str) -> Command {
    let value = std::env::var(variable).unwrap_or_default();
    let mut words = value.split_whitespace();
    let mut command = Command::new(words.next().unwrap_or(default));
    command.args(words);
    command
}

/// Runs a compiler command and fails the test with its output if it fails.
fn must_compile(mut command: Command, what: &str) {
    let result = command
        .output()
        .unwrap_or_else(|error| panic!("run the compiler for {what}: {error}"));
    assert!(
        result.status.success(),
        "compiling {what} failed:\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
}

/// How a program links the library.
#[derive(Clone, Copy)]
enum Linkage {
    /// `libtehai.a` and what the Rust standard library needs from the system
    /// (`--print native-static-libs`; gcc adds `-lgcc_s` and `-lc` itself).
    Static,
    /// `-ltehai` from the directory of `libtehai.so`, found at run time
    /// through an rpath.
    Shared,
}

/// Compiles one program of `ffi-examples/` and returns the executable.
fn compile(source: &str, output: &str, linkage: Linkage) -> PathBuf {
    let is_cpp = source.ends_with(".cpp");
    let mut command = if is_cpp {
        compiler("CXX", "g++")
    } else {
        compiler("CC", "gcc")
    };
    let out_dir = scratch().join("bin");
    std::fs::create_dir_all(&out_dir).expect("create the output directory");
    let executable = out_dir.join(output);
    let library = library_dir();
    command
        .arg(if is_cpp { "-std=c++17" } else { "-std=c99" })
        .args(["-Wall", "-Wextra", "-Werror", "-pedantic", "-O2", "-g"])
        .arg("-I")
        .arg(root().join("include"))
        .arg(root().join("ffi-examples").join(source));
    match linkage {
        Linkage::Static => {
            command
                .arg(library.join("libtehai.a"))
                .args(["-lpthread", "-ldl", "-lm"]);
        }
        Linkage::Shared => {
            command
                .arg("-L")
                .arg(library)
                .arg(format!("-Wl,-rpath,{}", library.display()))
                .arg("-ltehai");
        }
    }
    command.arg("-o").arg(&executable);
    must_compile(command, source);
    executable
}

fn run(executable: &Path) -> String {
    // cargo points LD_LIBRARY_PATH at the main target directory, which may
    // hold another library named libtehai.so (the Python module's); the
    // shared-library example must find ours, through its rpath.
    let result = Command::new(executable)
        .env_remove("LD_LIBRARY_PATH")
        .output()
        .unwrap_or_else(|error| panic!("run {}: {error}", executable.display()));
    assert!(
        result.status.success(),
        "{} failed with {}:\n{}\n{}",
        executable.display(),
        result.status,
        String::from_utf8_lossy(&result.stdout),
        String::from_utf8_lossy(&result.stderr)
    );
    String::from_utf8(result.stdout).expect("the examples print UTF-8")
}

/// The output with its version line normalized, as in `ffi-examples/Makefile`.
fn normalized(output: &str) -> String {
    let version_line = format!("tehai {}", env!("CARGO_PKG_VERSION"));
    output
        .lines()
        .map(|line| {
            if line == version_line {
                "tehai @VERSION@"
            } else {
                line
            }
        })
        .map(|line| format!("{line}\n"))
        .collect()
}

fn assert_matches_expected(source: &str, output: &str, expected: &str, linkage: Linkage) {
    let executable = compile(source, output, linkage);
    let actual = normalized(&run(&executable));
    let path = root().join("ffi-examples/expected").join(expected);
    let expected_text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("read {}: {error}", path.display()));
    assert_eq!(
        actual,
        expected_text,
        "{source} printed something else than {}",
        path.display()
    );
}

/// The header alone, as strict C (C99, C11 and C23, `-Wc++-compat` included)
/// and as C++11.
#[test]
fn header_compiles_as_strict_c_and_cpp() {
    let dir = scratch().join("header");
    std::fs::create_dir_all(&dir).expect("create the header directory");
    let c_source = dir.join("header.c");
    std::fs::write(
        &c_source,
        "#include \"tehai.h\"\nint main(void) { return 0; }\n",
    )
    .expect("write header.c");
    let cpp_source = dir.join("header.cpp");
    std::fs::write(
        &cpp_source,
        "#include \"tehai.h\"\nint main() { return 0; }\n",
    )
    .expect("write header.cpp");
    for standard in ["-std=c99", "-std=c11", "-std=c2x"] {
        let mut command = compiler("CC", "gcc");
        command
            .args([standard, "-Wall", "-Wextra", "-Werror", "-pedantic"])
            .args(["-Wc++-compat", "-fsyntax-only", "-I"])
            .arg(root().join("include"))
            .arg(&c_source);
        must_compile(command, &format!("tehai.h as C ({standard})"));
    }
    let mut command = compiler("CXX", "g++");
    command
        .args(["-std=c++11", "-Wall", "-Wextra", "-Werror", "-pedantic"])
        .args(["-fsyntax-only", "-I"])
        .arg(root().join("include"))
        .arg(&cpp_source);
    must_compile(command, "tehai.h as C++11");
}

#[test]
fn c_example_prints_the_expected_text() {
    assert_matches_expected("example.c", "example_c", "example_c.txt", Linkage::Static);
}

#[test]
fn cpp_example_prints_the_expected_text() {
    assert_matches_expected(
        "example.cpp",
        "example_cpp",
        "example_cpp.txt",
        Linkage::Static,
    );
}

#[test]
fn c_example_runs_against_the_shared_library() {
    assert_matches_expected(
        "example.c",
        "example_c_shared",
        "example_c.txt",
        Linkage::Shared,
    );
}

#[test]
fn bad_input_test_in_c_passes() {
    let executable = compile("bad_input.c", "bad_input", Linkage::Static);
    let output = run(&executable);
    assert!(output.contains(" 0 failed"), "{output}");
}

fn hand(text: &str) -> TehaiHand {
    let mut hand = TehaiHand::default();
    // SAFETY: `text` is `text.len()` readable bytes and `hand` is a local.
    let status = unsafe { tehai_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut hand) };
    assert_eq!(status, TehaiStatus::Ok, "{text}");
    hand
}

/// Hands dealt from a seeded generator: every size from 1 to 14 tiles.
fn dealt_hands(count: usize) -> Vec<TehaiHand> {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    (0..count)
        .map(|index| {
            let tiles = 1 + index % 14;
            let mut counts = [0u8; 34];
            let mut placed = 0;
            while placed < tiles {
                let kind = (next() % 34) as usize;
                if counts[kind] < 4 {
                    counts[kind] += 1;
                    placed += 1;
                }
            }
            TehaiHand::from(tehai::Hand::from_counts(&counts).expect("a valid hand"))
        })
        .collect()
}

fn rust_hand(hand: &TehaiHand) -> tehai::Hand {
    tehai::Hand::try_from(*hand).expect("a valid hand")
}

#[test]
fn batch_shanten_agrees_with_single_calls() {
    let hands: Vec<TehaiHand> = dealt_hands(3000)
        .into_iter()
        .filter(|hand| rust_hand(hand).tile_count() % 3 != 0)
        .collect();
    let filler = TehaiShanten {
        min: 99,
        regular: 99,
        seven_pairs: 99,
        thirteen_orphans: 99,
    };
    let mut batch = vec![filler; hands.len() + 1];
    let mut error_index = usize::MAX;
    // SAFETY: `hands` and `batch` are live vectors of the lengths passed.
    let status = unsafe {
        tehai_hands_shanten(
            hands.as_ptr(),
            hands.len(),
            batch.as_mut_ptr(),
            batch.len(),
            &mut error_index,
        )
    };
    assert_eq!(status, TehaiStatus::Ok);
    assert_eq!(error_index, usize::MAX, "written only on failure");
    assert_eq!(batch[hands.len()], filler, "nothing past hand_count");
    for (hand, from_batch) in hands.iter().zip(&batch) {
        let mut single = filler;
        // SAFETY: both pointers are to locals.
        let status = unsafe { tehai_hand_shanten(hand, &mut single) };
        assert_eq!(status, TehaiStatus::Ok);
        assert_eq!(single, *from_batch);
        let rust = tehai::shanten(&rust_hand(hand)).expect("3N+1 or 3N+2 tiles");
        assert_eq!(single.min, rust.min);
    }
}

#[test]
fn batch_win_check_agrees_with_single_calls() {
    let mut hands: Vec<TehaiHand> = dealt_hands(3000)
        .into_iter()
        .filter(|hand| rust_hand(hand).tile_count() % 3 == 2)
        .collect();
    hands.push(hand("123m456p789s11122z"));
    hands.push(hand("1122m3344p5566s77z"));
    hands.push(hand("19m19p19s12345677z"));
    let mut batch = vec![u32::MAX; hands.len()];
    let mut error_index = usize::MAX;
    // SAFETY: `hands` and `batch` are live vectors of the lengths passed.
    let status = unsafe {
        tehai_hands_win_forms(
            hands.as_ptr(),
            hands.len(),
            batch.as_mut_ptr(),
            batch.len(),
            &mut error_index,
        )
    };
    assert_eq!(status, TehaiStatus::Ok);
    for (hand, from_batch) in hands.iter().zip(&batch) {
        let mut single = u32::MAX;
        // SAFETY: both pointers are to locals.
        let status = unsafe { tehai_hand_win_forms(hand, &mut single) };
        assert_eq!(status, TehaiStatus::Ok);
        assert_eq!(single, *from_batch);
        let expected = tehai::win_forms(&rust_hand(hand));
        assert_eq!(u32::from(expected.bits()), single);
    }
    assert!(batch.iter().any(|&forms| forms != 0), "some hands win");
}

#[test]
fn status_numbers_never_change() {
    let fixed = [
        (TehaiStatus::Ok, 0),
        (TehaiStatus::NullPointer, 1),
        (TehaiStatus::CountAboveFour, 2),
        (TehaiStatus::TooManyTiles, 3),
        (TehaiStatus::TooManyDeclaredMelds, 4),
        (TehaiStatus::WrongTileCount, 5),
        (TehaiStatus::BadNotation, 6),
        (TehaiStatus::BufferTooSmall, 7),
        (TehaiStatus::InvalidTileIndex, 8),
        (TehaiStatus::InvalidUtf8, 9),
        (TehaiStatus::InvalidPackedHand, 10),
        (TehaiStatus::TileNotInHand, 11),
        (TehaiStatus::InvalidLength, 12),
        (TehaiStatus::MisalignedPointer, 13),
        (TehaiStatus::InternalError, 14),
        (TehaiStatus::InvalidMeld, 15),
    ];
    for (status, value) in fixed {
        assert_eq!(status as u32, value, "{status:?} was renumbered");
    }
    let mut messages = std::collections::HashSet::new();
    for &status in TehaiStatus::ALL {
        assert!(
            messages.insert(status.message()),
            "{status:?} shares a message"
        );
    }
}
