#!/usr/bin/env bash
# The embedded check: tehai's no_std core on a microcontroller
# target, thumbv7em-none-eabihf (Cortex-M4F), run under QEMU as the Arm MPS2+
# AN386 board (tests/embedded, its own workspace).
#
# 1. Flash: builds the `footprint` program once per feature set (ROWS below)
#    and reports .text + .rodata from `size -A`, against the 512 KiB budget
#    (with the shanten tables) or the small-flash budgets (without them:
#    decompose + win + waits within 32 KiB, with shanten within 64 KiB),
#    and whether any panic path got linked in.
# 2. Answers and stack: builds the `check` program, whose build script
#    computes the expected answers for a few hundred hands on the host, and
#    runs it under qemu-system-arm with semihosting: one line per group of
#    hands, the worst stack of each call, exit status 0 only if every answer
#    on the target matches the host's. Twice: the core with its shanten
#    tables, then without them (the host answers always come from the
#    tables).
#
# Installs what it needs: the Rust target (without it nothing builds: a
# failure to install it fails this script) and QEMU (without it, the run
# alone is skipped, and the script says so).
set -euo pipefail
cd "$(dirname "$0")/../tests/embedded"
export CARGO_TERM_COLOR=never
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
TARGET=thumbv7em-none-eabihf
BUDGET=$((512 * 1024))
bin_dir="$CARGO_TARGET_DIR/$TARGET/release"
# shellcheck disable=SC2054 # the comma is inside one argument
QEMU=(qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic
  -semihosting-config enable=on,target=native)

# One row per feature set of the footprint program:
# "label|budget in bytes (or -)|cargo arguments". The first row is the base
# the others are compared with. A new row is one line; a core feature is
# passed through a feature of tests/embedded (`tables` is the core's).
ROWS=(
  "decompose + is_win|-|--no-default-features --features tables"
  "+ MPSZ parsing|-|--no-default-features --features tables,notation"
  "+ waits|-|--no-default-features --features tables,waits"
  "+ shanten|-|--no-default-features --features tables,shanten"
  "+ waits + shanten (default)|$BUDGET|"
  "no tables: decompose + is_win|-|--no-default-features"
  "no tables: + waits|$((32 * 1024))|--no-default-features --features waits"
  "no tables: + waits + shanten|$((64 * 1024))|--no-default-features --features waits,shanten"
)
# The check program without the core's shanten tables.
NO_TABLES=(--no-default-features --features waits,shanten)

echo "== embedded: tools =="
if command -v rustup >/dev/null && ! rustup target list --installed | grep -qx "$TARGET"; then
  echo "installing the Rust target $TARGET"
  if ! rustup target add "$TARGET"; then
    echo "embedded: FAILED to install the Rust target $TARGET (rustup target add);"
    echo "the embedded check cannot build without it."
    exit 1
  fi
fi
# Runs (not merely found): a broken or foreign binary counts as missing.
runs() { "$@" >/dev/null 2>&1; }
qemu_missing=""
if ! runs qemu-system-arm --version; then
  echo "qemu-system-arm is missing: installing it (apt-get)"
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    export DEBIAN_FRONTEND=noninteractive
    timeout 600 apt-get update -qq || true
    timeout 600 apt-get install -y -qq --no-install-recommends qemu-system-arm >/dev/null || true
  fi
  if ! runs qemu-system-arm --version; then
    qemu_missing="qemu-system-arm is missing (or does not run) and apt-get could not install it"
  fi
fi
echo "rust target $TARGET: installed; qemu-system-arm: ${qemu_missing:-$(qemu-system-arm --version | head -n 1)}"

echo "== embedded: format =="
cargo fmt --check

# .text + .rodata of a linked program (bytes).
flash() {
  size -A "$1" | awk '$1 == ".text" || $1 == ".rodata" { sum += $2 } END { print sum }'
}
section() {
  size -A "$1" | awk -v name="$2" '$1 == name { print $2 }'
}

echo "== embedded: flash per feature set (footprint program, .text + .rodata, bytes) =="
printf '  %-30s %8s %8s %8s %8s  %s\n' "features" ".text" ".rodata" "total" "vs base" "panic paths"
base=""
over=()
for row in "${ROWS[@]}"; do
  label=${row%%|*}
  rest=${row#*|}
  budget=${rest%%|*}
  read -r -a args <<<"${rest#*|}"
  cargo build --release --quiet --bin footprint "${args[@]}"
  elf="$bin_dir/footprint"
  total=$(flash "$elf")
  base=${base:-$total}
  panics=$(nm "$elf" | grep -c 'panicking' || true)
  if [ "$panics" = 0 ]; then panics="none"; else panics="$panics symbols (core::panicking)"; fi
  printf '  %-30s %8d %8d %8d %+8d  %s\n' "$label" "$(section "$elf" .text)" \
    "$(section "$elf" .rodata)" "$total" "$((total - base))" "$panics"
  if [ "$budget" != - ]; then
    if [ "$total" -gt "$budget" ]; then
      over+=("$label: $total bytes, over its budget of $budget bytes")
    else
      echo "    within its budget of $budget bytes ($((budget / 1024)) KiB)"
    fi
  fi
done
if [ "${#over[@]}" != 0 ]; then
  printf 'embedded: %s\n' "${over[@]}"
  exit 1
fi

# Builds the check program with the given cargo arguments and runs it
# under QEMU (unless QEMU is missing).
check() {
  local label=$1
  shift
  echo "== embedded: check program, $label (expected answers computed on the host by build.rs) =="
  cargo build --release --quiet --bin check "$@"
  size -A "$bin_dir/check" | awk '$1 == ".text" || $1 == ".rodata" { printf "  %s %d\n", $1, $2 }'
  if [ -n "$qemu_missing" ]; then
    echo "embedded: SKIPPED the run on the Cortex-M4 ($label): $qemu_missing"
    return 0
  fi
  echo "== embedded: run under QEMU, $label (${QEMU[*]}) =="
  # Semihosting output goes to QEMU's stderr; the exit status is the program's.
  local status=0
  timeout 300 "${QEMU[@]}" -kernel "$bin_dir/check" </dev/null 2>&1 || status=$?
  if [ "$status" != 0 ]; then
    if [ "$status" = 124 ]; then echo "embedded: the check timed out under QEMU ($label)"; fi
    echo "embedded: FAILED ($label, exit status $status)"
    exit 1
  fi
}
check "with the shanten tables"
check "without the shanten tables" "${NO_TABLES[@]}"
echo "embedded: passed"
