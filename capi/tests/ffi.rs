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

use tehai::{Context, Players, TileCounts};
use tehai_capi::{
    TEHAI_MAX_DECOMPOSITIONS, TEHAI_MELD_KIND_CHI, TEHAI_MELD_KIND_PON, TEHAI_PLAYERS_FOUR,
    TEHAI_PLAYERS_THREE, TEHAI_SHANTEN_NOT_APPLICABLE, TehaiContext, TehaiDecomposition,
    TehaiDiscard, TehaiDiscards, TehaiHand, TehaiMeld, TehaiShanten, TehaiStatus, TehaiTable,
    TehaiUseful, TehaiWaits, tehai_hand_decompose, tehai_hand_discards, tehai_hand_from_mpsz,
    tehai_hand_shanten, tehai_hand_useful_tiles, tehai_hand_waits, tehai_hand_win_forms,
    tehai_hands_shanten, tehai_hands_win_forms,
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
        let status = unsafe { tehai_hand_shanten(hand, std::ptr::null(), &mut single) };
        assert_eq!(status, TehaiStatus::Ok);
        assert_eq!(single, *from_batch);
        let rust =
            tehai::shanten(&rust_hand(hand), &Context::default()).expect("3N+1 or 3N+2 tiles");
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
        (TehaiStatus::NotInThreePlayer, 37),
        (TehaiStatus::InvalidTileSet, 38),
        (TehaiStatus::InvalidTileId, 39),
        (TehaiStatus::InvalidRules, 40),
        (TehaiStatus::NoDiscarder, 41),
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

/// The answers of the five questions that take a context, as the C ABI
/// writes them: each status, and each output (left as it was, the default,
/// on failure).
#[derive(Debug, PartialEq)]
struct Answers {
    decompose: (
        TehaiStatus,
        usize,
        u32,
        [TehaiDecomposition; TEHAI_MAX_DECOMPOSITIONS],
    ),
    waits: (TehaiStatus, TehaiWaits),
    shanten: (TehaiStatus, TehaiShanten),
    useful: (TehaiStatus, TehaiUseful),
    discards: (TehaiStatus, TehaiDiscards),
}

/// The five answers through the C ABI, for a context pointer.
fn c_answers(hand: &TehaiHand, context: *const TehaiContext) -> Answers {
    let mut found = [TehaiDecomposition::default(); TEHAI_MAX_DECOMPOSITIONS];
    let (mut count, mut forms) = (0, 0);
    let mut waits = TehaiWaits::default();
    let mut shanten = TehaiShanten::default();
    let mut useful = TehaiUseful::default();
    let mut discards = TehaiDiscards::default();
    // SAFETY: every output is a local of the capacity passed; `context` is
    // NULL or points to a live context whose melds and table are live.
    unsafe {
        Answers {
            decompose: (
                tehai_hand_decompose(
                    hand,
                    context,
                    found.as_mut_ptr(),
                    found.len(),
                    &mut count,
                    &mut forms,
                ),
                count,
                forms,
                found,
            ),
            waits: (tehai_hand_waits(hand, context, &mut waits), waits),
            shanten: (tehai_hand_shanten(hand, context, &mut shanten), shanten),
            useful: (tehai_hand_useful_tiles(hand, context, &mut useful), useful),
            discards: (tehai_hand_discards(hand, context, &mut discards), discards),
        }
    }
}

/// The five answers of the Rust core at `context`, in the C ABI's form.
fn core_answers(hand: &TehaiHand, context: &Context<'_>) -> Answers {
    let hand = rust_hand(hand);
    let status = |error: tehai::Error| TehaiStatus::from(error);
    let mut found = [TehaiDecomposition::default(); TEHAI_MAX_DECOMPOSITIONS];
    let decompose = match tehai::decompose(&hand, context) {
        Ok(set) => {
            for (slot, decomposition) in found.iter_mut().zip(&set) {
                *slot = TehaiDecomposition::from(&decomposition);
            }
            let mut forms = tehai::WinForms::empty();
            forms.set(tehai::WinForms::REGULAR, set.has_regular_win());
            forms.set(tehai::WinForms::SEVEN_PAIRS, set.is_seven_pairs());
            forms.set(tehai::WinForms::THIRTEEN_ORPHANS, set.is_thirteen_orphans());
            (TehaiStatus::Ok, set.len(), u32::from(forms.bits()), found)
        }
        Err(error) => (status(error), 0, 0, found),
    };
    let waits = match tehai::waits(&hand, context) {
        Ok(waits) => (
            TehaiStatus::Ok,
            TehaiWaits {
                waits: waits.waits.bits(),
                fifth_tile: waits.fifth_tile.bits(),
            },
        ),
        Err(error) => (status(error), TehaiWaits::default()),
    };
    let shanten = match tehai::shanten(&hand, context) {
        Ok(numbers) => (
            TehaiStatus::Ok,
            TehaiShanten {
                min: numbers.min,
                regular: numbers.regular,
                seven_pairs: numbers.seven_pairs.unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
                thirteen_orphans: numbers
                    .thirteen_orphans
                    .unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE),
            },
        ),
        Err(error) => (status(error), TehaiShanten::default()),
    };
    let useful = match tehai::useful_tiles(&hand, context) {
        Ok(found) => {
            let form = |form: Option<tehai::efficiency::FormUseful>| {
                form.map_or((TEHAI_SHANTEN_NOT_APPLICABLE, 0), |form| {
                    (form.shanten, form.tiles.bits())
                })
            };
            let (seven_pairs_shanten, seven_pairs_tiles) = form(found.seven_pairs);
            let (thirteen_orphans_shanten, thirteen_orphans_tiles) = form(found.thirteen_orphans);
            (
                TehaiStatus::Ok,
                TehaiUseful {
                    tiles: found.tiles.bits(),
                    regular_tiles: found.regular.tiles.bits(),
                    seven_pairs_tiles,
                    thirteen_orphans_tiles,
                    count: found.count(),
                    shanten: found.shanten,
                    regular_shanten: found.regular.shanten,
                    seven_pairs_shanten,
                    thirteen_orphans_shanten,
                    unseen: found.unseen.counts(),
                    reserved: [0; 6],
                },
            )
        }
        Err(error) => (status(error), TehaiUseful::default()),
    };
    let discards = match tehai::discards(&hand, context) {
        Ok(table) => {
            let mut out = TehaiDiscards {
                shanten: table.shanten(),
                unseen: table.unseen().counts(),
                ..TehaiDiscards::default()
            };
            for (slot, row) in out.rows.iter_mut().zip(table.entries()) {
                *slot = TehaiDiscard {
                    useful: row.useful.bits(),
                    count: row.count,
                    tile: row.tile.index() as u8,
                    shanten: row.shanten,
                    reserved: [0; 2],
                };
                out.row_count += 1;
            }
            (TehaiStatus::Ok, out)
        }
        Err(error) => (status(error), TehaiDiscards::default()),
    };
    Answers {
        decompose,
        waits,
        shanten,
        useful,
        discards,
    }
}

/// Hands of every size, and a few whose answers are known.
fn context_hands() -> Vec<TehaiHand> {
    let mut hands = dealt_hands(1400);
    for text in [
        "123m456p789s11122z",
        "22334455667788m",
        "123m456p789s1122z",
        "1111234m567p789s",
        "23m456p789s11122z",
        "45m789s11z",
        "123m456p11z",
        "7z",
        "19m19p19s12345677z",
        "1111m111122233z",
        "19m123p456s1122z",
    ] {
        hands.push(hand(text));
    }
    hands
}

#[test]
fn a_null_or_zeroed_context_is_the_plain_table() {
    let zeroed = TehaiContext::default();
    let four = TehaiTable::default();
    let four_players = TehaiContext {
        table: &four,
        ..TehaiContext::default()
    };
    let no_melds = [TehaiMeld::default(); 1];
    let empty_melds = TehaiContext {
        melds: no_melds.as_ptr(),
        meld_count: 0,
        table: std::ptr::null(),
    };
    let mut answered = 0;
    for hand in context_hands() {
        let null = c_answers(&hand, std::ptr::null());
        assert_eq!(null, c_answers(&hand, &zeroed));
        assert_eq!(null, c_answers(&hand, &four_players));
        assert_eq!(null, c_answers(&hand, &empty_melds));
        assert_eq!(null, core_answers(&hand, &Context::default()));
        answered += usize::from(null.shanten.0 == TehaiStatus::Ok);
    }
    assert!(answered > 1000, "most hands have a shanten number");

    // The answers the plain calls always gave.
    let plain = |text| c_answers(&hand(text), std::ptr::null());
    let answers = plain("22334455667788m");
    assert_eq!(
        (answers.decompose.0, answers.decompose.1),
        (TehaiStatus::Ok, 3)
    );
    assert_eq!(answers.decompose.2, 0b011); // regular and seven pairs
    let answers = plain("1111234m567p789s");
    assert_eq!(
        (answers.waits.1.waits, answers.waits.1.fifth_tile),
        (1 << 3, 1 << 0)
    );
    let answers = plain("45m789s11z");
    assert_eq!((answers.shanten.1.min, answers.shanten.1.regular), (0, 0));
    assert_eq!(answers.shanten.1.seven_pairs, TEHAI_SHANTEN_NOT_APPLICABLE);
    let answers = plain("23m456p789s11122z");
    let useful = answers.useful.1;
    assert_eq!(
        (useful.shanten, useful.tiles, useful.count),
        (0, 1 << 0 | 1 << 3, 8)
    );
    let answers = plain("123m456p789s11223z");
    let table = answers.discards.1;
    assert_eq!(
        (table.shanten, table.row_count, table.rows[0].tile),
        (0, 12, 29)
    );
}

/// A context and the core's equivalent: the melds, the table.
struct TableCase {
    melds: Vec<TehaiMeld>,
    table: Option<TehaiTable>,
}

impl TableCase {
    fn c_context(&self) -> TehaiContext {
        TehaiContext {
            melds: if self.melds.is_empty() {
                std::ptr::null()
            } else {
                self.melds.as_ptr()
            },
            meld_count: self.melds.len(),
            table: self
                .table
                .as_ref()
                .map_or(std::ptr::null(), |table| table as *const TehaiTable),
        }
    }

    fn core_melds(&self) -> Vec<tehai::Meld> {
        self.melds
            .iter()
            .map(|&meld| tehai::Meld::try_from(meld).expect("a valid meld"))
            .collect()
    }

    fn core_context<'a>(&self, melds: &'a [tehai::Meld]) -> Context<'a> {
        let mut context = Context::default().with_melds(melds);
        if let Some(table) = &self.table {
            let players = if table.players == TEHAI_PLAYERS_THREE {
                Players::Three
            } else {
                Players::Four
            };
            context = context
                .with_seen(TileCounts::from_counts(&table.seen).expect("valid counts"))
                .with_players(players);
        }
        context
    }
}

fn table_cases() -> Vec<TableCase> {
    let meld = |kind, tile| TehaiMeld {
        kind,
        tile,
        red_fives: 0,
        reserved: 0,
    };
    let pon_7z = meld(TEHAI_MELD_KIND_PON, 33);
    let chi_789s = meld(TEHAI_MELD_KIND_CHI, 24);
    let four = TehaiTable {
        players: TEHAI_PLAYERS_FOUR,
        ..TehaiTable::default()
    };
    let three = TehaiTable {
        players: TEHAI_PLAYERS_THREE,
        ..four
    };
    let mut seen_1m = four;
    seen_1m.seen[0] = 4;
    let mut seen_here_and_there = three;
    seen_here_and_there.seen[0] = 2;
    seen_here_and_there.seen[27] = 3;
    seen_here_and_there.seen[13] = 1;
    vec![
        TableCase {
            melds: vec![pon_7z, chi_789s],
            table: None,
        },
        TableCase {
            melds: vec![pon_7z],
            table: Some(three),
        },
        TableCase {
            melds: Vec::new(),
            table: Some(three),
        },
        TableCase {
            melds: Vec::new(),
            table: Some(seen_1m),
        },
        TableCase {
            melds: vec![chi_789s],
            table: Some(seen_here_and_there),
        },
        TableCase {
            melds: [33, 27, 28, 29]
                .map(|tile| meld(TEHAI_MELD_KIND_PON, tile))
                .to_vec(),
            table: Some(four),
        },
    ]
}

#[test]
fn a_context_with_melds_or_a_table_is_the_core_at_that_table() {
    let hands = context_hands();
    for case in table_cases() {
        let context = case.c_context();
        let melds = case.core_melds();
        let core_context = case.core_context(&melds);
        let mut answered = 0;
        for hand in &hands {
            let answers = c_answers(hand, &context);
            assert_eq!(answers, core_answers(hand, &core_context));
            answered += usize::from(answers.shanten.0 == TehaiStatus::Ok);
        }
        assert!(answered > 0, "some hand fits {:?}", case.melds);
    }

    // The answers the calls with melds and a table always gave.
    let cases = table_cases();
    let at = |text, case: &TableCase| c_answers(&hand(text), &case.c_context());
    let answers = at("123m456p11z", &cases[0]);
    assert_eq!(
        (answers.decompose.0, answers.decompose.1),
        (TehaiStatus::Ok, 1)
    );
    assert_eq!(answers.decompose.3[0].block_count, 3);
    let answers = at("19m19p19s12345677z", &cases[2]);
    assert_eq!(
        (answers.discards.0, answers.discards.1.shanten),
        (TehaiStatus::Ok, -1)
    );
    let answers = at("1111m111122233z", &cases[2]);
    assert_eq!(
        (answers.shanten.0, answers.shanten.1.min),
        (TehaiStatus::Ok, 2)
    );
    let answers = at("23m456p789s11122z", &cases[3]);
    assert_eq!(
        (answers.waits.1.waits, answers.waits.1.fifth_tile),
        (1 << 3, 1 << 0)
    );
    let answers = at("7z", &cases[5]);
    assert_eq!(
        (answers.useful.0, answers.useful.1.shanten),
        (TehaiStatus::Ok, 1)
    );
    assert_eq!(answers.useful.1.tiles & 1 << 33, 0);
    // Three players: a 5p in the hand is refused, and nothing is written.
    let answers = at("123m456p789s1122z", &cases[2]);
    assert_eq!(answers.shanten.0, TehaiStatus::NotInThreePlayer);
    assert_eq!(answers.shanten.1, TehaiShanten::default());
}

#[test]
fn a_bad_context_is_refused_and_nothing_is_written() {
    let hand = hand("123m456p789s1122z");
    let pon_7z = TehaiMeld {
        kind: TEHAI_MELD_KIND_PON,
        tile: 33,
        ..TehaiMeld::default()
    };
    let bad_table = TehaiTable {
        players: 5,
        ..TehaiTable::default()
    };
    let reserved_table = TehaiTable {
        reserved: 1,
        ..TehaiTable::default()
    };
    let bad_meld = TehaiMeld {
        reserved: 1,
        ..pon_7z
    };
    let cases = [
        (
            TehaiContext {
                table: &bad_table,
                ..TehaiContext::default()
            },
            TehaiStatus::InvalidTable,
        ),
        (
            TehaiContext {
                table: &reserved_table,
                ..TehaiContext::default()
            },
            TehaiStatus::InvalidTable,
        ),
        (
            TehaiContext {
                meld_count: 1,
                ..TehaiContext::default()
            },
            TehaiStatus::NullPointer,
        ),
        (
            TehaiContext {
                melds: &bad_meld,
                meld_count: 1,
                table: std::ptr::null(),
            },
            TehaiStatus::InvalidMeld,
        ),
        (
            TehaiContext {
                melds: &pon_7z,
                meld_count: 5,
                table: std::ptr::null(),
            },
            TehaiStatus::TooManyDeclaredMelds,
        ),
    ];
    for (context, expected) in cases {
        let answers = c_answers(&hand, &context);
        assert_eq!(answers.decompose.0, expected);
        assert_eq!((answers.decompose.1, answers.decompose.2), (0, 0));
        assert_eq!(answers.waits, (expected, TehaiWaits::default()));
        assert_eq!(answers.shanten, (expected, TehaiShanten::default()));
        assert_eq!(answers.useful, (expected, TehaiUseful::default()));
        assert_eq!(answers.discards, (expected, TehaiDiscards::default()));
    }
    // A misaligned context pointer.
    let storage = [0u64; 4];
    let misaligned = storage
        .as_ptr()
        .cast::<u8>()
        .wrapping_add(1)
        .cast::<TehaiContext>();
    let answers = c_answers(&hand, misaligned);
    assert_eq!(answers.waits.0, TehaiStatus::MisalignedPointer);
    assert_eq!(answers.shanten.0, TehaiStatus::MisalignedPointer);
    assert_eq!(answers.decompose.0, TehaiStatus::MisalignedPointer);
}
