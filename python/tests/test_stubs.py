"""The type stubs (tehai/__init__.pyi) match the module: mypy's stubtest
compares every name, signature and class with what the extension exports.
Needs mypy (CI installs it); skipped without it."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import pytest

import tehai


def test_stubs_and_marker_are_installed():
    package = pathlib.Path(tehai.__file__).parent
    assert (package / "__init__.pyi").is_file()
    assert (package / "py.typed").is_file()


def test_stubs_match_the_module(tmp_path):
    pytest.importorskip("mypy")
    completed = subprocess.run(
        [sys.executable, "-m", "mypy.stubtest", "tehai", "--ignore-disjoint-bases"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        timeout=600,
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr


def test_every_public_name_has_a_docstring():
    for name in tehai.__all__:
        if name == "HandLike":
            continue
        value = getattr(tehai, name)
        assert value.__doc__ and value.__doc__.strip(), name
        if isinstance(value, type) and not issubclass(value, BaseException):
            for attribute, member in vars(value).items():
                if attribute.startswith("_") or not callable(getattr(member, "__get__", None)):
                    continue
                assert getattr(member, "__doc__", None), f"{name}.{attribute}"


def test_module_docstring_examples():
    import doctest

    failures, tried = doctest.testmod(tehai, verbose=False)
    assert tried > 0 and failures == 0
