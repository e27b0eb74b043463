#!/usr/bin/env bash
# Sets up and builds RoPE-MLIR, then runs every test: the lit suite, which
# includes the GoogleTest unit tests and the pytest suites.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"
log="$(mktemp)"
set +e
cmake --build "$build" --target check-rope 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
passed=$(sed -n 's/^ *Passed *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
failed=$(sed -n 's/^ *Failed *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
unsupported=$(sed -n 's/^ *Unsupported *: *\([0-9]*\).*/\1/p' "$log" | tail -1)
rm -f "$log"
echo "lit: ${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
exit "$status"
