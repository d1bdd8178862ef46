#!/usr/bin/env python3
"""Runs the README's main-job command literally and compares its output with
the block the README shows under it, so the Quick start cannot go stale.

The command is the one in the Quick start table's "main job" row; the
expected output is the ```text block that starts with `$ <command>`.
"""
import pathlib
import re
import subprocess
import sys

readme = pathlib.Path(__file__).resolve().parent.parent / "README.md"
text = readme.read_text(encoding="utf-8")

row = re.search(r"^\| run the main job[^|]*\| `([^`]+)` \|", text, re.MULTILINE)
if not row:
    sys.exit("README: no 'run the main job' row in the Quick start table")
command = row.group(1)

block = re.search(
    r"```text\n\$ " + re.escape(command) + r"\n(.*?)```", text, re.DOTALL
)
if not block:
    sys.exit(f"README: no ```text block showing `$ {command}`")
expected = block.group(1)

print(f"$ {command}")
result = subprocess.run(
    command, shell=True, cwd=readme.parent, capture_output=True, text=True
)
sys.stdout.write(result.stdout)
if result.returncode != 0:
    sys.stderr.write(result.stderr)
    sys.exit(f"the README's main-job command failed with exit status {result.returncode}")
if result.stdout != expected:
    sys.stderr.write("expected (from README.md):\n" + expected)
    sys.exit("the README's main-job output differs from the block it shows")
print("README main job: output matches the README")
