#!/usr/bin/env bash
# The Python per-call overhead benchmark (bench/python_overhead.py): sets
# up, then runs it in the tests' Python environment, with torch rows from
# the benchmarks' environment when it has torch. Options go to the script
# (--json PATH).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
export ROPE_TOOLS_DIR="${ROPE_BUILD_DIR:-$root/build}/bin"
export PYTHONPATH="$root/python"
"$("$root/scripts/python-env.sh")" "$root/bench/python_overhead.py" "$@"
echo "== with torch tensors (bench/.venv)"
exec "$("$root/bench/bench-env.sh")" "$root/bench/python_overhead.py" "$@"
