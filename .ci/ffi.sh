#!/usr/bin/env bash
# The C ABI's checks beyond `cargo test -p tehai-capi`, called by .ci/run:
#  1. the C libraries, built with the README's commands: std (static and
#     shared, capi/c-lib) and no_std (static, capi/c-lib-nostd), side by side;
#     the shared library exports exactly the functions the header declares;
#  2. the examples and the bad-input test built against each static library
#     (the no_std one with no system libraries at all), run, outputs compared
#     with ffi-examples/expected/;
#  3. the same programs under valgrind memcheck: zero errors required;
#  4. the same programs built with -fsanitize=address,undefined;
#  5. the CMake build (cmake is installed if missing and installable);
#  6. every fuzz target for TEHAI_FUZZ_SECONDS (default 10) when a nightly
#     toolchain is available; otherwise it says so plainly and goes on.
# Installs what it needs (valgrind, cmake, cargo-fuzz) itself.
set -euo pipefail
cd "$(dirname "$0")/.."
FUZZ_SECONDS=${TEHAI_FUZZ_SECONDS:-10}
OUT=target/ffi-ci

step() { printf '\n== ffi: %s ==\n' "$*"; }
have() { command -v "$1" >/dev/null 2>&1; }
apt_updated=0
apt_install() {
  have apt-get || return 1
  if [ "$apt_updated" = 0 ]; then
    apt-get update -qq >/dev/null 2>&1 || true
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

step "C libraries (panic = abort), as the README builds them"
cargo build --release --locked --manifest-path capi/c-lib/Cargo.toml
cargo build --release --locked --manifest-path capi/c-lib-nostd/Cargo.toml
LIB_STD=$PWD/capi/c-lib/target/release/libtehai.a
LIB_SHARED=$PWD/capi/c-lib/target/release/libtehai.so
LIB_NOSTD=$PWD/capi/c-lib-nostd/target/release/libtehai_nostd.a
ls -l "$LIB_STD" "$LIB_SHARED" "$LIB_NOSTD"

step "the shared library exports exactly the header's functions"
exported=$(nm -D --defined-only "$LIB_SHARED" | awk '{print $3}' | sort)
declared=$(grep -o '\btehai_[a-z_]*(' include/tehai.h | tr -d '(' | sort -u)
if [ "$exported" != "$declared" ]; then
  diff <(echo "$declared") <(echo "$exported") || true
  echo "libtehai.so exports something else than include/tehai.h declares"
  exit 1
fi
echo "$(echo "$exported" | wc -l) functions, all declared"

step "examples and bad-input test (std library)"
make -s -C ffi-examples BUILD="$PWD/$OUT/build-std" TEHAI_LIB="$LIB_STD" run

step "examples and bad-input test (no_std library, no system libraries)"
make -s -C ffi-examples BUILD="$PWD/$OUT/build-nostd" TEHAI_LIB="$LIB_NOSTD" LDLIBS= run

step "valgrind memcheck"
have valgrind || apt_install valgrind || { echo "valgrind is missing and cannot be installed"; exit 1; }
valgrind --version
for lib in std nostd; do
  for program in example_c example_cpp bad_input; do
    log=$OUT/valgrind-$lib-$program.log
    valgrind --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
      --errors-for-leak-kinds=definite,indirect --log-file="$log" \
      "$OUT/build-$lib/$program" >/dev/null || {
        cat "$log"; echo "valgrind found errors in $program ($lib library)"; exit 1; }
    printf '%-6s %-12s %s\n' "$lib" "$program" "$(grep -o 'ERROR SUMMARY: [0-9]* errors' "$log")"
  done
done

step "AddressSanitizer + UndefinedBehaviorSanitizer"
make -s -C ffi-examples BUILD="$PWD/$OUT/build-asan" TEHAI_LIB="$LIB_STD" OPT="-O1 -g" \
  SANITIZE="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer" \
  RUN="env ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1" run
echo "sanitizers: no errors"

step "CMake build"
if have cmake || apt_install cmake; then
  cmake -S ffi-examples -B "$OUT/cmake" -DTEHAI_LIB="$LIB_STD" >/dev/null
  cmake --build "$OUT/cmake" >/dev/null
  ctest --test-dir "$OUT/cmake" --output-on-failure
  cmake -S ffi-examples -B "$OUT/cmake-nostd" -DTEHAI_LIB="$LIB_NOSTD" -DTEHAI_SYSTEM_LIBS= >/dev/null
  cmake --build "$OUT/cmake-nostd" >/dev/null
  ctest --test-dir "$OUT/cmake-nostd" --output-on-failure
else
  echo "cmake is missing and cannot be installed: CMake build SKIPPED (the Makefile build above passed)"
fi

step "fuzz targets: every file under fuzz/fuzz_targets is declared"
# A target file without its [[bin]] entry builds and runs nowhere: checked
# here without cargo-fuzz, and again against `cargo fuzz list` below.
files=$(cd fuzz/fuzz_targets && ls -- *.rs | sed 's/\.rs$//' | sort)
declared=$(sed -n 's|^path = "fuzz_targets/\(.*\)\.rs"$|\1|p' fuzz/Cargo.toml | sort)
if [ "$files" != "$declared" ]; then
  echo "fuzz targets and fuzz/Cargo.toml disagree:"
  diff <(echo "$files") <(echo "$declared") || true
  exit 1
fi
for target in $files; do
  if [ -z "$(ls -A "fuzz/seeds/$target" 2>/dev/null)" ]; then
    echo "fuzz target $target has no seeds in fuzz/seeds/$target"
    exit 1
  fi
done
echo "$(echo "$files" | wc -l) targets, each declared and seeded"

step "fuzzing (${FUZZ_SECONDS}s a target)"
if ! cargo +nightly --version >/dev/null 2>&1; then
  echo "fuzzing SKIPPED: no nightly Rust toolchain on this machine, and cargo-fuzz needs one"
  exit 0
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  cargo install cargo-fuzz --locked || cargo install cargo-fuzz || {
    echo "fuzzing SKIPPED: cargo-fuzz could not be installed"; exit 0; }
fi
cargo +nightly fuzz build
listed=$(cargo +nightly fuzz list | sort)
if [ "$listed" != "$files" ]; then
  echo "cargo fuzz list disagrees with the files under fuzz/fuzz_targets:"
  diff <(echo "$files") <(echo "$listed") || true
  exit 1
fi
for target in $(cargo +nightly fuzz list); do
  mkdir -p "fuzz/corpus/$target"
  log=$OUT/fuzz-$target.log
  if ! cargo +nightly fuzz run "$target" "fuzz/corpus/$target" "fuzz/seeds/$target" -- \
      -max_total_time="$FUZZ_SECONDS" -print_final_stats=1 >"$log" 2>&1; then
    tail -n 40 "$log"
    echo "fuzz target $target FAILED (artifacts in fuzz/artifacts/$target)"
    exit 1
  fi
  printf '%-30s %s\n' "$target" "$(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$log" | tail -n 1)"
done
