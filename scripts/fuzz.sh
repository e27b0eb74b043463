#!/usr/bin/env bash
# Fuzzes rope IR through every pass and pipeline (fuzz/rope-fuzz.cpp) for a
# bounded time, in the sanitizer build of scripts/sanitize.sh:
#   scripts/fuzz.sh [seconds]        (default: 300; more finds more)
# Seeds are the tests and examples cut into functions; fuzz/rope.dict gives
# the dialect's words. The corpus it grows stays in <work>/corpus for the
# next run; findings (crash-*, leak-*, timeout-*, oom-*) go to
# <work>/findings. Ends with `fuzz: N executions, N findings` and fails when
# it found anything. Then reproduce and shrink a finding with
#   ROPE_FUZZ_VERBOSE=1 build-san/bin/rope-fuzz FILE
#   build-san/bin/rope-fuzz -minimize_crash=1 -max_total_time=60 FILE
# and keep it as a test in test/Fuzz/crashes/.
#   ROPE_SAN_BUILD_DIR  build folder (default: <repo>/build-san)
#   ROPE_FUZZ_DIR       work folder (default: <build>/fuzz)
#   ROPE_FUZZ_JOBS      fuzzing processes (default: 1)
#   ROPE_FUZZ_SEEDS     folders the seeds come from (default: "test examples")
#   ROPE_FUZZ_MAX_LEN   largest seed and input in bytes (default: 4096)
# The frontend corpus as seeds (its modules reach 150 KB):
#   ROPE_FUZZ_SEEDS=test/Frontends/Inputs/corpus ROPE_FUZZ_MAX_LEN=262144 scripts/fuzz.sh 600
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
seconds="${1:-300}"
build="${ROPE_SAN_BUILD_DIR:-$root/build-san}"
work="${ROPE_FUZZ_DIR:-$build/fuzz}"
max_len="${ROPE_FUZZ_MAX_LEN:-4096}"
read -r -a seed_dirs <<<"${ROPE_FUZZ_SEEDS:-test examples}"

ROPE_SAN_BUILD_DIR="$build" "$root/scripts/sanitize.sh" --build-only
rm -rf "$work/seeds"
mkdir -p "$work/corpus" "$work/findings"
python3 "$root/fuzz/make-seed-corpus.py" --max-len "$max_len" "$work/seeds" \
  "${seed_dirs[@]/#/$root/}"

# As test/lit.cfg.py: uninstrumented LLVM and MLIR make user poisoning
# unreliable.
export ASAN_OPTIONS="allow_user_poisoning=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
stamp="$work/.started"
touch "$stamp"
log="$work/fuzz.log"
# Fork mode goes on after a finding. The limits are those of the replay
# test (test/Fuzz/crashes/lit.local.cfg): a minute per input, 4 GiB.
set +e
"$build/bin/rope-fuzz" -fork="${ROPE_FUZZ_JOBS:-1}" \
  -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
  -max_total_time="$seconds" -max_len="$max_len" -timeout=60 -rss_limit_mb=4096 \
  -dict="$root/fuzz/rope.dict" -artifact_prefix="$work/findings/" \
  "$work/corpus" "$work/seeds" >"$log" 2>&1
set -e
grep -E '^#[0-9]+|^(CRASH|TIMEOUT|OOM|LEAK)|ERROR|SUMMARY' "$log" || true

executions=$(sed -n 's/^#\([0-9]*\):.*/\1/p' "$log" | tail -1)
mapfile -t findings < <(find "$work/findings" -type f -newer "$stamp" | sort)
# Fork mode keeps the reports to itself: show each finding and its report.
for finding in "${findings[@]}"; do
  echo "--- $finding ($(wc -c <"$finding") bytes)"
  head -c 1000 "$finding" | cat -v
  echo
  "$build/bin/rope-fuzz" -timeout=60 -rss_limit_mb=4096 "$finding" 2>&1 \
    | grep -vE '^(INFO|Running|\./|\*\*\*|NOTE|  +Combine)' | head -30 || true
done
echo "fuzz: ${executions:-0} executions, ${#findings[@]} findings in ${seconds} s (log: $log)"
((${#findings[@]} == 0))
