"""Without NumPy (it is the optional extra ``tehai[numpy]``) the package
imports and answers single hands, and every batch call raises ImportError
naming the extra; a NumPy that imports but whose C API cannot be found is
the same ImportError, not a panic of the extension.

This file imports no NumPy itself: CI runs it again in an environment
without NumPy, with ``TEHAI_EXPECT_NO_NUMPY=1``."""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import subprocess
import sys
import textwrap

import pytest

import tehai

EXTRA = 'pip install "tehai[numpy]"'
BATCHES = ("shanten_batch", "is_win_batch", "useful_tiles_batch")
HAVE_NUMPY = importlib.util.find_spec("numpy") is not None


def test_the_environment_is_the_one_ci_asked_for():
    # Without this, a CI run "without NumPy" that had NumPy after all would
    # skip the direct test below and pass unnoticed.
    if os.environ.get("TEHAI_EXPECT_NO_NUMPY") == "1":
        assert not HAVE_NUMPY, "NumPy is installed, but TEHAI_EXPECT_NO_NUMPY=1"


def test_the_numpy_extra_is_declared():
    metadata = importlib.metadata.metadata("tehai")
    assert "numpy" in (metadata.get_all("Provides-Extra") or [])
    required = [
        requirement.replace(" ", "")
        for requirement in metadata.get_all("Requires-Dist") or []
    ]
    assert any(
        requirement.startswith("numpy") and "extra=='numpy'" in requirement.replace('"', "'")
        for requirement in required
    ), required


@pytest.mark.skipif(HAVE_NUMPY, reason="NumPy is installed here (the subprocess tests cover its absence)")
def test_batch_calls_raise_import_error_naming_the_extra():
    assert tehai.shanten("123m456p789s1122z").min == 0
    for name in BATCHES:
        with pytest.raises(ImportError) as raised:
            getattr(tehai, name)([[0] * 34])
        assert EXTRA in str(raised.value)
        assert isinstance(raised.value.__cause__, ImportError)


def run_python(setup: str) -> list[str]:
    """Runs `setup`, imports tehai, answers one hand, then calls each batch
    call and prints how it failed; the printed lines."""
    code = textwrap.dedent(setup) + textwrap.dedent(
        f"""
        import tehai
        print(tehai.shanten("123m456p789s1122z").min)
        for name in {BATCHES!r}:
            try:
                getattr(tehai, name)([[0] * 34])
            except BaseException as error:
                print(type(error).__name__, isinstance(error, Exception), error)
            else:
                print("answered")
        """
    )
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300
    )
    assert completed.returncode == 0, completed.stderr[-3000:]
    return completed.stdout.splitlines()


def assert_import_errors(lines: list[str]) -> None:
    assert lines[0] == "0", lines
    assert len(lines) == 1 + len(BATCHES), lines
    for line in lines[1:]:
        assert line.startswith("ImportError True ") and EXTRA in line, line


def test_numpy_not_installed():
    # `None` in sys.modules makes `import numpy` raise ModuleNotFoundError,
    # as when NumPy is not installed.
    assert_import_errors(run_python('import sys\nsys.modules["numpy"] = None\n'))


@pytest.mark.skipif(not HAVE_NUMPY, reason="needs NumPy installed")
def test_numpy_whose_c_api_module_cannot_be_imported():
    # NumPy itself imports, but the module holding its C API does not: the
    # numpy crate panics when it cannot fetch that API.
    assert_import_errors(
        run_python(
            """
            import sys
            import numpy
            core = "numpy._core" if int(numpy.__version__.split(".")[0]) >= 2 else "numpy.core"
            sys.modules[core + ".multiarray"] = None
            """
        )
    )


def test_a_module_named_numpy_that_is_not_numpy():
    # A stray numpy.py on the path, say: it imports, but has no C API.
    assert_import_errors(
        run_python(
            """
            import sys, types
            sys.modules["numpy"] = types.ModuleType("numpy")
            """
        )
    )
