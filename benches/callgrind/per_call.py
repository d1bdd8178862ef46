#!/usr/bin/env python3
"""Instructions per call from the gungraun benches' JSON output.

Usage (from the repository root):

    cargo bench --manifest-path benches/callgrind/Cargo.toml --bench instructions \
        -- --output-format=json | python3 benches/callgrind/per_call.py

Each benchmark loops over HANDS hands (benches/instructions.rs); this divides
callgrind's instruction count (Ir) by HANDS, and also shows it less the loop's
own cost per hand (the `baseline` benchmark). Prints a Markdown table.
"""

import json
import sys

HANDS = 2048


def instructions(record):
    """Callgrind's Ir for one benchmark record, or None."""
    for profile in record.get("profiles", []):
        if profile.get("tool") != "Callgrind":
            continue
        metrics = profile.get("data", {}).get("total", {}).get("metrics", {})
        ir = metrics.get("Ir")
        if ir is None:
            return None
        values = ir.get("values", ir) if isinstance(ir, dict) else ir
        return values.get("new") if isinstance(values, dict) else values
    return None


def main():
    rows = []
    for line in sys.stdin:
        line = line.strip()
        if not line.startswith("{"):
            continue
        record = json.loads(line)
        ir = instructions(record)
        if ir is not None:
            rows.append((record.get("function_name", "?"), record.get("id", "?"), ir))
    if not rows:
        sys.exit("no callgrind results on standard input (run with -- --output-format=json)")
    loop = next((ir / HANDS for name, _, ir in rows if name == "baseline"), 0.0)
    print(f"| operation | workload | Ir per call | Ir per call less the loop ({loop:.1f}) |")
    print("|---|---|---:|---:|")
    for name, workload, ir in rows:
        per_call = ir / HANDS
        less = "—" if name == "baseline" else f"{per_call - loop:.1f}"
        print(f"| {name} | {workload} | {per_call:.1f} | {less} |")


if __name__ == "__main__":
    main()
