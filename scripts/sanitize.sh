#!/usr/bin/env bash
# Builds RoPE-MLIR with AddressSanitizer and UndefinedBehaviorSanitizer
# (ROPE_SANITIZERS) and the fuzz target (ROPE_ENABLE_FUZZER) in a folder of
# its own, then runs the whole lit suite there; any sanitizer report fails
# its test. Ends with `sanitizers: N passed, N failed, N skipped`.
#   scripts/sanitize.sh [--build-only]
#   ROPE_SAN_BUILD_DIR  build folder (default: <repo>/build-san)
#   ROPE_JOBS           build jobs (default: 2)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_SAN_BUILD_DIR:-$root/build-san}"

# -O1: builds faster than -O3 and keeps reports close to the source.
ROPE_BUILD_DIR="$build" "$root/scripts/setup.sh" \
  "-DROPE_SANITIZERS=address;undefined" -DROPE_ENABLE_FUZZER=ON \
  "-DCMAKE_C_FLAGS_RELEASE=-O1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG"
[[ "${1:-}" == --build-only ]] && exit 0

log="$(mktemp)"
set +e
cmake --build "$build" --target check-rope 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
"$root/scripts/lit-summary.sh" sanitizers "$log"
rm -f "$log"
exit "$status"
