#!/usr/bin/env bash
# Makes a venv import the rope_mlir package from this checkout's python/
# (a .pth file: edits take effect without reinstalling; the tools come from
# build/bin or $ROPE_TOOLS_DIR). `pip install .` is the user's install: it
# builds the tools into the package instead.
#   scripts/link-package.sh <venv-python>
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
site="$("$1" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
echo "$root/python" > "$site/rope_mlir_checkout.pth"
