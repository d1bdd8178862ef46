#!/usr/bin/env bash
# The Python package: its wheel built from ./python by pip (maturin), then
# installed with the NumPy extra (`tehai[numpy]`, the way a user installs it)
# into a fresh virtual environment, the `tehai` program its answers are
# compared with, then pytest (python/tests); the same wheel without NumPy in
# a second environment (python/tests/test_without_numpy.py); then a smoke run
# of the benchmark script (python/bench/compare.py --quick). Needs python3
# (3.10 or later, with venv and pip), the Rust toolchain, and PyPI and
# crates.io; nothing else.
#
# Environment: PYTHON (default python3); TEHAI_RANDOM_HANDS (default 100000,
# random hands per question compared with the command line).
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never
export PIP_DISABLE_PIP_VERSION_CHECK=1

step() { printf '\n== python: %s ==\n' "$*"; }
fail() { printf '\npython CI FAILED: %s\n' "$*" >&2; exit 1; }

python=${PYTHON:-python3}
started=$SECONDS

step "interpreter"
"$python" --version || fail "no $python"
"$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' || fail "Python 3.10 or later is needed (the wheel is built for the stable ABI of 3.10)"

step "fresh virtual environment"
venv=$(mktemp -d "${TMPDIR:-/tmp}/tehai-python-ci.XXXXXX")
bare=$(mktemp -d "${TMPDIR:-/tmp}/tehai-python-ci-no-numpy.XXXXXX")
wheels=$(mktemp -d "${TMPDIR:-/tmp}/tehai-python-ci-wheels.XXXXXX")
trap 'rm -rf "$venv" "$bare" "$wheels"' EXIT
"$python" -m venv "$venv" || fail "python3 -m venv failed (on Debian/Ubuntu: apt-get install python3-venv)"
py="$venv/bin/python"
echo "$venv"

step "tools: pip install maturin numpy pytest mypy"
# mypy: its stubtest checks the type stubs against the built module.
"$py" -m pip install --quiet maturin numpy pytest mypy || fail "installing the test tools from PyPI"
"$py" -m pip --version

step "pip wheel ./python (builds the wheel with maturin), pip install it with [numpy]"
"$py" -m pip wheel --no-deps -w "$wheels" ./python || fail "pip wheel ./python"
wheel=$(echo "$wheels"/tehai-*.whl)
[ -f "$wheel" ] || fail "no wheel in $wheels"
"$py" -m pip install "$wheel[numpy]" || fail "pip install the wheel with the numpy extra"
"$py" - <<'EOF' || fail "the installed package is incomplete"
import pathlib
import tehai
package = pathlib.Path(tehai.__file__).parent
for name in ("__init__.pyi", "py.typed"):
    assert (package / name).is_file(), f"{name} is missing from the installed package"
print(f"import tehai: {tehai.__version__} from {package}")
print(tehai.waits("23m456p789s11122z"))
EOF

step "the tehai program (cargo build --release -p tehai-cli)"
cargo build --release -p tehai-cli || fail "building the command line"

step "pytest python/tests"
status=0
TEHAI_CLI="$PWD/target/release/tehai" TEHAI_REQUIRE_CLI=1 \
    "$py" -m pytest python/tests -q -rs -p no:cacheprovider || status=$?
case $status in
  0) ;;
  5) fail "pytest collected no tests" ;;
  *) fail "pytest exited with status $status" ;;
esac

step "without NumPy: the same wheel and pytest only, python/tests/test_without_numpy.py"
# The batch calls must raise ImportError naming the extra, and the rest must
# work; TEHAI_EXPECT_NO_NUMPY makes NumPy's presence there a failure, not a skip.
"$python" -m venv "$bare" || fail "python3 -m venv failed"
"$bare/bin/python" -m pip install --quiet "$wheel" pytest || fail "installing the wheel and pytest without NumPy"
status=0
TEHAI_EXPECT_NO_NUMPY=1 "$bare/bin/python" -m pytest python/tests/test_without_numpy.py \
    -q -rs -p no:cacheprovider || status=$?
[ "$status" = 0 ] || fail "pytest without NumPy exited with status $status"

step "benchmark smoke run: python/bench/compare.py --quick"
# Only that the side-by-side script still runs and the libraries still agree
# on its hands (it checks their answers before timing); its speeds are not
# judged here: CI machines are shared and noisy.
"$py" -m pip install --quiet mahjong xiangting || fail "installing mahjong and xiangting from PyPI"
"$py" python/bench/compare.py --quick || fail "python/bench/compare.py --quick"

step "a corpus on a local two-worker Dask cluster: python/examples/replay_dask.py"
# One file a task; the sample Tenhou records beside the repository when they
# are there, else the hand-made good record.
records=tests/data/logs/tenhou_small.xml
for parent in .. ../..; do
  if [ -d "$parent/shared/logs/tenhou" ]; then records="$parent/shared/logs/tenhou"; break; fi
done
if [ -n "${TEHAI_SAMPLE_LOGS:-}" ]; then records=$TEHAI_SAMPLE_LOGS; fi
if "$py" -m pip install --quiet "dask[distributed]" pandas; then
  "$py" python/examples/replay_dask.py --workers 2 "$records" || fail "python/examples/replay_dask.py"
else
  echo "Dask example SKIPPED: dask[distributed] and pandas could not be installed from PyPI"
fi

printf '\npython CI passed in %d s\n' $((SECONDS - started))
