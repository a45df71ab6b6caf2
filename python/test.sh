#!/usr/bin/env bash
# Builds the Python package (maturin, one abi3 wheel) into a virtual
# environment made here (target/python-venv; maturin and pytest from the
# package registry) and runs its tests with pytest. `cargo test` runs this
# (tests/root/python.rs).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
venv="$root/target/python-venv"
python="${PYTHON:-python3}"
if [ ! -x "$venv/bin/python" ]; then
  "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install -q --disable-pip-version-check "maturin>=1.5,<2" "pytest>=7"
rm -rf "$root/target/python-wheels"
(cd "$here" && "$venv/bin/maturin" build --release -q --target-dir "$root/target/python" -o "$root/target/python-wheels")
"$venv/bin/python" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$root"/target/python-wheels/dxsm-*.whl
cd "$root" && "$venv/bin/python" -m pytest -q -p no:cacheprovider "$here/tests" "$here/examples"
