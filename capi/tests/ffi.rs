//! The C ABI end to end: builds the C static library the way the README says,
//! compiles `ffi-examples/` with gcc and g++ (`-Wall -Wextra -Werror
//! -pedantic`, C99 and C++17), runs the two examples and compares their output
//! with `ffi-examples/expected/`, and runs the bad-input test written in C.
//! Also calls the ABI from Rust: the batch calls agree with the single ones.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use tehai::ffi::{
    TEHAI_SHANTEN_NOT_APPLICABLE, TehaiHand, TehaiShanten, TehaiStatus, tehai_hand_from_mpsz,
    tehai_hand_shanten, tehai_hand_win_forms, tehai_hands_is_win, tehai_hands_shanten,
    tehai_hands_shanten_min, tehai_hands_win_forms,
};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Where this test builds things: under cargo's per-test scratch directory,
/// so that it never contends for the lock of the main target directory.
fn scratch() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("ffi")
}

/// Builds `libtehai.a` once (the `capi` profile: `panic = "abort"`, as the
/// README's command does) and returns its path.
fn static_library() -> &'static Path {
    static LIBRARY: OnceLock<PathBuf> = OnceLock::new();
    LIBRARY.get_or_init(|| {
        let target_dir = scratch().join("target");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let status = Command::new(cargo)
            .current_dir(root())
            .args([
                "rustc",
                "--profile",
                "capi",
                "--lib",
                "--crate-type",
                "staticlib",
                "--no-default-features",
                "--features",
                "std,ffi",
                "--target-dir",
            ])
            .arg(&target_dir)
            .env_remove("RUSTFLAGS")
            .env_remove("CARGO_ENCODED_RUSTFLAGS")
            .status()
            .expect("run cargo to build the static library");
        assert!(status.success(), "building libtehai.a failed");
        let library = target_dir.join("capi/libtehai.a");
        assert!(library.is_file(), "{} was not built", library.display());
        library
    })
}

/// Compiles one program of `ffi-examples/` and returns the executable.
fn compile(source: &str, output: &str) -> PathBuf {
    let is_cpp = source.ends_with(".cpp");
    let (compiler, standard) = if is_cpp {
        ("g++", "-std=c++17")
    } else {
        ("gcc", "-std=c99")
    };
    let out_dir = scratch().join("bin");
    std::fs::create_dir_all(&out_dir).expect("create the output directory");
    let executable = out_dir.join(output);
    let result = Command::new(compiler)
        .args([
            standard,
            "-Wall",
            "-Wextra",
            "-Werror",
            "-pedantic",
            "-O2",
            "-g",
        ])
        .arg("-I")
        .arg(root().join("include"))
        .arg(root().join("ffi-examples").join(source))
        .arg(static_library())
        .args(["-lpthread", "-ldl", "-lm", "-lrt", "-lutil", "-o"])
        .arg(&executable)
        .output()
        .unwrap_or_else(|error| panic!("run {compiler}: {error}"));
    assert!(
        result.status.success(),
        "{compiler} {source} failed:\n{}",
        String::from_utf8_lossy(&result.stderr)
    );
    executable
}

fn run(executable: &Path) -> String {
    let result = Command::new(executable)
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

fn assert_matches_expected(source: &str, output: &str, expected: &str) {
    let executable = compile(source, output);
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

#[test]
fn c_example_prints_the_expected_text() {
    assert_matches_expected("example.c", "example_c", "example_c.txt");
}

#[test]
fn cpp_example_prints_the_expected_text() {
    assert_matches_expected("example.cpp", "example_cpp", "example_cpp.txt");
}

#[test]
fn bad_input_test_in_c_passes() {
    let executable = compile("bad_input.c", "bad_input");
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

/// Hands dealt from a seeded generator: every one of 1..=14 tiles.
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

#[test]
fn batch_shanten_agrees_with_single_calls() {
    let hands: Vec<TehaiHand> = dealt_hands(3000)
        .into_iter()
        .filter(|hand| tehai::Hand::try_from(*hand).unwrap().tile_count() % 3 != 0)
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
        assert_eq!(
            unsafe { tehai_hand_shanten(hand, &mut single) },
            TehaiStatus::Ok
        );
        assert_eq!(single, *from_batch);
    }
}

#[test]
fn batch_win_check_agrees_with_single_calls() {
    let mut hands: Vec<TehaiHand> = dealt_hands(3000)
        .into_iter()
        .filter(|hand| tehai::Hand::try_from(*hand).unwrap().tile_count() % 3 == 2)
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
        assert_eq!(
            unsafe { tehai_hand_win_forms(hand, &mut single) },
            TehaiStatus::Ok
        );
        assert_eq!(single, *from_batch);
        let expected = tehai::agari(&tehai::Hand::try_from(*hand).unwrap());
        assert_eq!(u32::from(expected.bits()), single);
    }
}

#[test]
fn every_status_has_its_own_message() {
    let mut seen = std::collections::HashSet::new();
    let last = TehaiStatus::InvalidMeld as u32;
    for value in 0..=last {
        let status = TehaiStatus::from_u32(value).expect("numbers are dense");
        assert_eq!(status as u32, value);
        assert!(seen.insert(status.message()), "{status:?} shares a message");
    }
    assert_eq!(TehaiStatus::from_u32(last + 1), None);
    // The numbers are part of the ABI: they never change.
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
}

#[test]
fn simd_batches_agree_with_the_rust_api() {
    let hands: Vec<TehaiHand> = dealt_hands(5000);
    let rust: Vec<tehai::Hand> = hands
        .iter()
        .map(|hand| tehai::Hand::try_from(*hand).unwrap())
        .collect();
    let mut is_win = vec![0xA5u8; hands.len() + 1];
    let mut shanten = vec![99i8; hands.len() + 1];
    let mut wins = usize::MAX;
    let mut error_index = usize::MAX;
    // SAFETY: the vectors are live and at least as long as passed.
    let (win_status, shanten_status) = unsafe {
        (
            tehai_hands_is_win(
                hands.as_ptr(),
                hands.len(),
                is_win.as_mut_ptr(),
                is_win.len(),
                &mut wins,
                &mut error_index,
            ),
            tehai_hands_shanten_min(
                hands.as_ptr(),
                hands.len(),
                shanten.as_mut_ptr(),
                shanten.len(),
                &mut error_index,
            ),
        )
    };
    assert_eq!(
        (win_status, shanten_status),
        (TehaiStatus::Ok, TehaiStatus::Ok)
    );
    assert_eq!(error_index, usize::MAX);
    assert_eq!(is_win[hands.len()], 0xA5);
    assert_eq!(shanten[hands.len()], 99);
    let expected_wins = rust.iter().filter(|hand| tehai::is_win(hand)).count();
    assert_eq!(wins, expected_wins);
    for (index, hand) in rust.iter().enumerate() {
        assert_eq!(is_win[index] == 1, tehai::is_win(hand), "{hand}");
        let expected = tehai::shanten(hand).map_or(TEHAI_SHANTEN_NOT_APPLICABLE, |s| s.min);
        assert_eq!(shanten[index], expected, "{hand}");
    }
}
