#!/usr/bin/env bash
# The embedded proof (issue 6): builds tests/embedded, a `#![no_std]`,
# `#![no_main]` program that links tehai's core with no std, no allocator and
# no C runtime; runs it (it exits 0 only if every answer is right and prints
# the stack each call used); reports code + table size against the 512 KiB
# budget, and what each analysis costs.
set -euo pipefail
cd "$(dirname "$0")/../tests/embedded"
export CARGO_TERM_COLOR=never
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
BUDGET=$((512 * 1024))
bin="$CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/release/tehai-embedded"

# text + rodata of the linked program (bytes), from `size -A`.
code_and_tables() {
  size -A "$1" | awk '$1 == ".text" || $1 == ".rodata" { sum += $2 } END { print sum }'
}

build() {
  cargo build --release --quiet "$@"
  code_and_tables "$bin"
}

echo "== embedded: feature costs (text + rodata of the linked no_std program) =="
base=$(build --no-default-features)
with_waits=$(build --no-default-features --features waits)
with_shanten=$(build --no-default-features --features shanten)
all=$(build)
printf '  %-34s %8d bytes\n' "decompose + win check" "$base"
printf '  %-34s %8d bytes (+%d)\n' "+ waits" "$with_waits" "$((with_waits - base))"
printf '  %-34s %8d bytes (+%d)\n' "+ shanten (tables included)" "$with_shanten" "$((with_shanten - base))"
printf '  %-34s %8d bytes\n' "everything" "$all"

echo "== embedded: size of the full program =="
size "$bin"
size -A "$bin" | awk '$1 == ".text" || $1 == ".rodata"'
if file "$bin" | grep -q "dynamically linked"; then
  echo "the embedded program must be static"; exit 1
fi

echo "== embedded: run (answers and stack use per call) =="
"$bin"

if [ "$all" -gt "$BUDGET" ]; then
  echo "code + tables: $all bytes, over the budget of $BUDGET bytes"; exit 1
fi
echo "code + tables: $all bytes of the $BUDGET-byte (512 KiB) budget"
