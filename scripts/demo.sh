#!/usr/bin/env bash
# Sets up and builds RoPE-MLIR, then runs the main demo.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
export ROPE_TOOLS_DIR="${ROPE_BUILD_DIR:-$root/build}/bin"
cd "$root/python"
exec /usr/bin/python3 -m rope_mlir.demo
