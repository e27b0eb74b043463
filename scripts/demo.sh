#!/usr/bin/env bash
# Sets up and builds RoPE-MLIR, then runs the main demo.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
export ROPE_TOOLS_DIR="${ROPE_BUILD_DIR:-$root/build}/bin"
exec "$("$root/scripts/python-env.sh")" -m rope_mlir.demo
