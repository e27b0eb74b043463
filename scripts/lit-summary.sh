#!/usr/bin/env bash
# Prints `LABEL: N passed, N failed, N skipped` from the log of a lit run.
#   scripts/lit-summary.sh LABEL LOG
set -euo pipefail
label="$1" log="$2"
count() { sed -n "s/^ *$1 *: *\([0-9]*\).*/\1/p" "$log" | tail -1; }
passed=$(count Passed)
failed=$(count Failed)
unsupported=$(count Unsupported)
echo "$label: ${passed:-0} passed, ${failed:-0} failed, ${unsupported:-0} skipped"
