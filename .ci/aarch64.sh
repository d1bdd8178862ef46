#!/usr/bin/env bash
# The core's tests on a second architecture: aarch64-unknown-linux-gnu,
# cross-built with aarch64-linux-gnu-gcc as the linker and run under
# qemu-aarch64 (user-mode emulation), so that the portable code paths and a
# 64-bit little-endian non-x86 target are exercised, not only x86_64.
#
# Scope: the core package only (`-p tehai`), its unit tests and integration
# tests (`--lib --tests`; doctests do not cross-run), in its own target
# directory (target/aarch64). The C ABI and CLI packages, which need a host C
# compiler or are covered on x86_64, are not run here.
#
# Skipped here because they take minutes under emulation (they still run
# natively in the main test command; the single-suit sweep of
# tests/win_waits.rs and the rest of the oracle comparisons still run here):
#   random_mixed_hands_equal_the_oracle  tests/shanten.rs: 400,000 mixed hands
#       against the brute-force shanten oracle: 26 s native, > 150 s emulated
#   single_suit_hands_equal_the_oracle   tests/shanten.rs: every 13/14-tile
#       single-suit hand against the oracle: 7 s native, 70 s emulated
#   random_hands_against_brute_force     tests/win_waits.rs: 1,000,000 hands
#       against brute-force waits: 4 s native, 49 s emulated
# `--skip` matches a substring of the test name and ignores names that do not
# exist, so renamed or moved tests do not break this script (they would just
# run). Measured on the 2-core machine (2026-11-23, shared with other work,
# load average 5-6): from a cold target directory 6.4 min wall for 217 s of
# CPU (so about 3 min on an idle machine; the cross build of the dev
# dependencies is most of it), warm 1.4 min.
#
# Installs what it needs (Debian's gcc-aarch64-linux-gnu,
# libc6-dev-arm64-cross and qemu-user; the Rust target). If any of it cannot
# be had, says so and exits 0 without running these tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
TARGET=aarch64-unknown-linux-gnu
SYSROOT=/usr/aarch64-linux-gnu
SKIPS=(
  random_mixed_hands_equal_the_oracle
  single_suit_hands_equal_the_oracle
  random_hands_against_brute_force
  # tests/efficiency.rs: every single-suit hand against the brute force
  # (34 shanten calls a hand), and tests/score.rs: every single-suit winning
  # hand and the random oracle sweep; all run natively in the main tests.
  every_single_suit_hand_equals_brute_force
  every_single_suit_winning_hand
  random_hands_against_the_oracle
  # tests/logs.rs: an expected-value analysis of each of the 3,055 sample
  # discards at one shanten or less, twice: 14 s native, 150 s emulated.
  ev_rows_agree_with_the_analysis
)
# The remaining random sweeps of tests/efficiency.rs shrink twentyfold.
export TEHAI_QUICK_TESTS=1

skipped() {
  echo "aarch64: SKIPPED the aarch64 test run: $*"
  exit 0
}

# Runs (not merely found): a broken or foreign binary counts as missing.
runs() { "$@" >/dev/null 2>&1; }
find_qemu() {
  local name
  for name in qemu-aarch64 qemu-aarch64-static; do
    if runs "$name" --version; then
      command -v "$name"
      return
    fi
  done
}

echo "== aarch64: tools =="
packages=()
runs aarch64-linux-gnu-gcc --version || packages+=(gcc-aarch64-linux-gnu)
[ -e "$SYSROOT/lib/crt1.o" ] || packages+=(libc6-dev-arm64-cross)
[ -n "$(find_qemu)" ] || packages+=(qemu-user)
if [ "${#packages[@]}" -gt 0 ]; then
  echo "installing ${packages[*]} (apt-get)"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    timeout 600 apt-get update -qq || true
    timeout 600 apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null || true
  fi
fi
runs aarch64-linux-gnu-gcc --version ||
  skipped "aarch64-linux-gnu-gcc is missing (or does not run) and apt-get could not install it (gcc-aarch64-linux-gnu)"
[ -e "$SYSROOT/lib/crt1.o" ] ||
  skipped "the aarch64 C library ($SYSROOT) is missing and apt-get could not install it (libc6-dev-arm64-cross)"
QEMU=$(find_qemu)
[ -n "$QEMU" ] || skipped "qemu-aarch64 is missing (or does not run) and apt-get could not install it (qemu-user)"
if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx "$TARGET"; then
  rustup target add "$TARGET" || skipped "the Rust target $TARGET could not be installed (rustup target add)"
fi
echo "linker: $(aarch64-linux-gnu-gcc --version | head -n 1)"
echo "runner: $QEMU -L $SYSROOT ($("$QEMU" --version | head -n 1))"

echo "== aarch64: cargo test --profile release-nolto -p tehai --lib --tests, under qemu-aarch64 =="
echo "skipped (too slow emulated; run natively elsewhere): ${SKIPS[*]}"
skip_args=()
for name in "${SKIPS[@]}"; do
  skip_args+=(--skip "$name")
done
start=$SECONDS
CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc \
  CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_RUNNER="$QEMU -L $SYSROOT" \
  cargo test --profile release-nolto --target "$TARGET" --target-dir target/aarch64 \
  -p tehai --lib --tests -- "${skip_args[@]}"
echo "aarch64: tests passed in $((SECONDS - start)) s (build included)"
