#!/usr/bin/env bash
# Sets up and builds RoPE-MLIR, then runs every test: the lit suite, which
# includes the GoogleTest unit tests and the pytest suites.
# With ROPE_SANITIZE=1 (the default when CI=true) it goes on with the suite
# under ASan + UBSan (scripts/sanitize.sh) and a bounded fuzzing run
# (scripts/fuzz.sh, ROPE_FUZZ_SECONDS, default 300), and ends with one
# summary line for each.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_BUILD_DIR:-$root/build}"
"$root/scripts/setup.sh"
log="$(mktemp)"
set +e
cmake --build "$build" --target check-rope 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
summaries=("$("$root/scripts/lit-summary.sh" lit "$log")")
rm -f "$log"

# Runs a script whose last line is its summary `LABEL: ...`.
step() {
  local label="$1" out
  shift
  out="$(mktemp)"
  set +e
  "$@" 2>&1 | tee "$out"
  [[ ${PIPESTATUS[0]} == 0 ]] || status=1
  set -e
  summaries+=("$(grep "^$label: " "$out" | tail -1 || echo "$label: did not finish")")
  rm -f "$out"
}

sanitize="${ROPE_SANITIZE:-0}"
[[ "${CI:-}" == true ]] && sanitize="${ROPE_SANITIZE:-1}"
if [[ "$sanitize" == 1 ]]; then
  step sanitizers "$root/scripts/sanitize.sh"
  step fuzz "$root/scripts/fuzz.sh" "${ROPE_FUZZ_SECONDS:-300}"
fi
printf '%s\n' "${summaries[@]}"
exit "$status"
