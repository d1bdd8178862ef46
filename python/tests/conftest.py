"""Shared fixtures: the ``tehai`` command-line program the answers are
compared with.

The program is ``$TEHAI_CLI``, by default ``target/release/tehai`` at the
repository root (``cargo build --release -p tehai-cli``). Without it the
comparisons are skipped, unless ``TEHAI_REQUIRE_CLI=1`` (CI) makes that a
failure.
"""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).parent))

REPOSITORY = pathlib.Path(__file__).resolve().parents[2]
DEFAULT_CLI = REPOSITORY / "target" / "release" / "tehai"


def answered(line: str) -> bool:
    """``True`` for a line of standard input the command line answers: it
    skips blank lines (ASCII spaces only) and comments (``#`` first after the
    spaces), with no output line for them."""
    stripped = line.lstrip(" \t\n\v\f\r")
    return stripped != "" and not stripped.startswith("#")


class Cli:
    """Runs ``tehai <subcommand> --json`` once over many input lines."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path

    def run(self, subcommand: str, lines: list[str], *flags: str) -> list[dict]:
        for line in lines:
            assert "\n" not in line and "\r" not in line, line
            # A skipped line has no answer: the answers would no longer line
            # up with the lines (filter them with `answered` first).
            assert answered(line), f"the command line skips {line!r}"
        completed = subprocess.run(
            [str(self.path), subcommand, "--json", *flags],
            input="".join(line + "\n" for line in lines).encode(),
            capture_output=True,
            timeout=600,
        )
        assert completed.returncode in (0, 1), completed.stderr.decode(errors="replace")
        output = completed.stdout.decode().splitlines()
        assert len(output) == len(lines), (
            f"{len(lines)} lines in, {len(output)} out; stderr: "
            + completed.stderr.decode(errors="replace")[:2000]
        )
        answers = [json.loads(line) for line in output]
        has_errors = any("error" in answer and "input" in answer for answer in answers)
        assert completed.returncode == (1 if has_errors else 0)
        return answers


@pytest.fixture(scope="session")
def cli() -> Cli:
    path = pathlib.Path(os.environ.get("TEHAI_CLI", str(DEFAULT_CLI)))
    if not path.is_file():
        message = (
            f"the tehai command line is not at {path}: build it with "
            "`cargo build --release -p tehai-cli` or set TEHAI_CLI"
        )
        if os.environ.get("TEHAI_REQUIRE_CLI") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return Cli(path)


def cli_supports(cli: Cli, subcommand: str) -> bool:
    """``True`` if the program has this subcommand (score and efficiency are
    newer than the rest)."""
    completed = subprocess.run(
        [str(cli.path), subcommand, "--help"], capture_output=True, timeout=60
    )
    return completed.returncode == 0
