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
#  5. the CMake build of ffi-examples/ (cmake is installed if missing and
#     installable);
#  6. the root CMakeLists.txt from a scratch project outside the repository:
#     add_subdirectory, install + find_package (static and shared) and
#     pkg-config; examples/c and examples/cpp built, run, checked by ctest,
#     compared with each other and run under valgrind;
#  7. every fuzz target for TEHAI_FUZZ_SECONDS (default 10) when a nightly
#     toolchain is available; otherwise it says so plainly and goes on.
# Installs what it needs (valgrind, cmake, pkg-config, cargo-fuzz) itself.
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
declared=$(grep -o '\btehai_[a-z0-9_]*(' include/tehai.h | tr -d '(' | sort -u)
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

step "CMake build of ffi-examples/"
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

# The root CMakeLists.txt as a user meets it: a project of their own, outside
# the repository, takes tehai by add_subdirectory (route a), by find_package
# after `cmake --install` (route b, static and shared library) and by
# pkg-config. Every program is built with -Wall -Wextra -pedantic -Werror and
# run; any failure ends the script.
cmake_package_checks() {
  local repo=$PWD consumer prefix build_tehai
  # Global, not local: the EXIT trap runs after this function's frame is
  # gone, and the scratch directory goes whatever happens (set -e ends the
  # script on the first failure).
  TEHAI_SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/tehai-cmake.XXXXXX")
  trap 'rm -rf "$TEHAI_SCRATCH"' EXIT
  local scratch=$TEHAI_SCRATCH
  consumer=$scratch/consumer
  mkdir -p "$consumer"
  cp examples/c/*.c examples/cpp/*.cpp examples/cpp/*.hpp "$consumer/"
  cat >"$consumer/app.c" <<'APP'
#include <stdio.h>
#include <string.h>

#include "tehai.h"

int main(void)
{
    const char *text = "123m456p789s1122z";
    TehaiHand hand;
    TehaiShanten shanten;
    if (tehai_hand_from_mpsz(text, strlen(text), &hand) != TEHAI_STATUS_OK ||
        tehai_hand_shanten(&hand, NULL, &shanten) != TEHAI_STATUS_OK) {
        return 1;
    }
    printf("tehai %s: %s is %s\n", tehai_version(), text, shanten.min == 0 ? "ready" : "not ready");
    return shanten.min == 0 ? 0 : 1;
}
APP
  cat >"$consumer/CMakeLists.txt" <<'CMAKE'
cmake_minimum_required(VERSION 3.16)
project(tehai_consumer LANGUAGES C CXX)
set(CMAKE_C_STANDARD 11)
set(CMAKE_CXX_STANDARD 17)
add_compile_options(-Wall -Wextra -pedantic -Werror)
if(TEHAI_ROOT)
  add_subdirectory("${TEHAI_ROOT}" tehai-build)
else()
  find_package(tehai 0.1 CONFIG REQUIRED)
endif()
foreach(program app selfplay score)
  add_executable(${program} ${program}.c)
  target_link_libraries(${program} PRIVATE tehai::tehai)
endforeach()
foreach(program selfplay score)
  add_executable(${program}_cpp ${program}.cpp)
  target_link_libraries(${program}_cpp PRIVATE tehai::tehai)
endforeach()
if(TEHAI_ROOT)
  # The plain name is an alias of the same library.
  add_executable(app_plain_name app.c)
  target_link_libraries(app_plain_name PRIVATE tehai)
endif()
CMAKE

  # Runs the consumer's programs in $1 and checks that the C and C++ twins
  # print the same.
  run_consumer() {
    "$1/app"
    [ ! -e "$1/app_plain_name" ] || "$1/app_plain_name" >/dev/null
    "$1/selfplay" 29 3 >"$1/selfplay.out"
    "$1/selfplay_cpp" 29 3 | diff -u "$1/selfplay.out" -
    "$1/score" >"$1/score.out"
    "$1/score_cpp" | diff -u "$1/score.out" -
    echo "$1: app, selfplay, score (C and C++, same output)"
  }

  echo "-- route a: add_subdirectory (Debug: cargo's dev profile)"
  cmake -S "$consumer" -B "$scratch/build-a" -DTEHAI_ROOT="$repo" -DCMAKE_BUILD_TYPE=Debug >/dev/null
  cmake --build "$scratch/build-a" -j 2 >/dev/null
  # As a subproject tehai builds no examples and cargo works in the build tree.
  test ! -e "$scratch/build-a/tehai-build/examples"
  ls "$scratch/build-a/tehai-build/cargo/debug/libtehai.a" >/dev/null
  run_consumer "$scratch/build-a"

  echo "-- route b: tehai built, its examples tested, installed; find_package"
  build_tehai=$scratch/tehai-build
  prefix=$scratch/prefix
  cmake -S "$repo" -B "$build_tehai" >/dev/null
  cmake --build "$build_tehai" -j 2 >/dev/null
  ctest --test-dir "$build_tehai" --output-on-failure
  cmake --install "$build_tehai" --prefix "$prefix" >/dev/null
  (cd "$prefix" && find . -type f | sort)
  cmake -S "$consumer" -B "$scratch/build-b" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
  cmake --build "$scratch/build-b" -j 2 >/dev/null
  run_consumer "$scratch/build-b"
  # examples/c and examples/cpp are projects of their own too.
  for lang in c cpp; do
    cmake -S "examples/$lang" -B "$scratch/examples-$lang" -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
    cmake --build "$scratch/examples-$lang" -j 2 >/dev/null
    ctest --test-dir "$scratch/examples-$lang" --output-on-failure >/dev/null
    echo "examples/$lang on its own against the installed tehai: built, ctest passed"
  done

  echo "-- pkg-config (static library)"
  local pc_flags
  pc_flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs tehai)
  echo "pkg-config --cflags --libs tehai: $pc_flags"
  # Word splitting of the flags is intended.
  # shellcheck disable=SC2086
  cc -std=c11 -Wall -Wextra -pedantic -Werror "$consumer/app.c" $pc_flags -o "$scratch/app-pc"
  "$scratch/app-pc"

  echo "-- route b with the shared library (TEHAI_SHARED=ON)"
  cmake -S "$repo" -B "$scratch/tehai-shared" -DTEHAI_SHARED=ON -DTEHAI_BUILD_EXAMPLES=OFF \
    -DTEHAI_CARGO_TARGET_DIR="$build_tehai/cargo" >/dev/null
  cmake --build "$scratch/tehai-shared" >/dev/null
  cmake --install "$scratch/tehai-shared" --prefix "$scratch/prefix-shared" >/dev/null
  cmake -S "$consumer" -B "$scratch/build-shared" -DCMAKE_PREFIX_PATH="$scratch/prefix-shared" >/dev/null
  cmake --build "$scratch/build-shared" -j 2 >/dev/null
  ldd "$scratch/build-shared/app" | grep "libtehai.so => $scratch/prefix-shared/lib/libtehai.so"
  run_consumer "$scratch/build-shared"
  pc_flags=$(PKG_CONFIG_PATH="$scratch/prefix-shared/lib/pkgconfig" pkg-config --cflags --libs tehai)
  echo "pkg-config --cflags --libs tehai: $pc_flags"
  # shellcheck disable=SC2086
  cc -std=c11 -Wall -Wextra -pedantic -Werror "$consumer/app.c" $pc_flags -o "$scratch/app-pc-shared"
  LD_LIBRARY_PATH="$scratch/prefix-shared/lib" "$scratch/app-pc-shared"

  echo "-- valgrind memcheck of the examples (installed static library)"
  local program log
  for program in selfplay selfplay_cpp score score_cpp; do
    log=$OUT/valgrind-cmake-$program.log
    valgrind --error-exitcode=99 --leak-check=full --show-leak-kinds=definite,indirect \
      --errors-for-leak-kinds=definite,indirect --log-file="$log" \
      "$scratch/build-b/$program" >/dev/null || {
        cat "$log"; echo "valgrind found errors in $program (CMake package)"; return 1; }
    printf '%-13s %s\n' "$program" "$(grep -o 'ERROR SUMMARY: [0-9]* errors' "$log")"
  done

  echo "-- AddressSanitizer + UndefinedBehaviorSanitizer (installed static library)"
  local sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
  cmake -S "$consumer" -B "$scratch/build-asan" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_C_FLAGS="$sanitize" -DCMAKE_CXX_FLAGS="$sanitize" -DCMAKE_EXE_LINKER_FLAGS="$sanitize" >/dev/null
  cmake --build "$scratch/build-asan" -j 2 >/dev/null
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
    run_consumer "$scratch/build-asan"
  rm -rf "$scratch"
  trap - EXIT
}

step "CMake package and pkg-config, from a project outside the repository"
if { have cmake || apt_install cmake; } && { have pkg-config || apt_install pkg-config; }; then
  cmake_package_checks
else
  echo "cmake or pkg-config is missing and cannot be installed: CMake package and pkg-config SKIPPED"
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
