#!/usr/bin/env bash
# Creates or refreshes the Python environment of the tests and the demo:
# <build>/python-env, a venv with numpy, ml_dtypes, pytest and IREE
# (iree-base-compiler and iree-base-runtime, for the IREE splice) from
# PyPI at their scripts/pins.txt versions, and the rope_mlir package linked from python/ (scripts/link-package.sh:
# the checkout's sources are what runs). Idempotent: a stamp records what is
# installed. Prints the environment's python.
#   ROPE_BUILD_DIR      build folder (default: <repo>/build)
#   ROPE_BASE_PYTHON    interpreter the venv is made from (default: python3)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_BUILD_DIR:-$root/build}"
venv="$build/python-env"
pin_list="$("$root/scripts/pins.sh" numpy ml_dtypes pytest iree-base-compiler \
  iree-base-runtime)"
read -ra pins <<<"$pin_list"
want="${pins[*]} $root"
if [[ ! -x "$venv/bin/python" || "$(cat "$venv/.pins" 2>/dev/null)" != "$want" ]]; then
  echo "setup: installing the Python environment in $venv" >&2
  mkdir -p "$build"
  "${ROPE_BASE_PYTHON:-python3}" -m venv --clear "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}" >&2
  "$root/scripts/link-package.sh" "$venv/bin/python"
  echo "$want" > "$venv/.pins"
fi
echo "$venv/bin/python"
