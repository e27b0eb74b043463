#!/usr/bin/env bash
# On a GPU machine: runs every kernel of a PTX + manifest (e.g. the GPU
# execution matrix, python/tests/gpu_matrix.py) through rope-run-gpu and
# summarizes the Semantics §5 checks.
#   scripts/gpu-matrix-check.sh matrix.ptx [offset]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
ptx="$1"; offset="${2:-16770000}"
build="${ROPE_GPU_BUILD_DIR:-/tmp/rope-build-gpu}"
cmake -S "$root/tools/rope-run-gpu" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" -j "$(nproc)" >/dev/null
python3 - "$build/rope-run-gpu" "$ptx" "$offset" <<'PY'
import json, subprocess, sys
harness, ptx, offset = sys.argv[1:]
kernels = [k["name"] for k in json.load(open(ptx + ".json"))["kernels"]]
worst, failed = {}, []
for name in kernels:
    r = subprocess.run([harness, ptx, f"--kernel={name}", f"--offset={offset}",
                        "--runs=1", "--warmup=0", "--json"], capture_output=True, text=True)
    if r.returncode not in (0, 1):
        failed.append((name, r.stderr.strip()))
        continue
    out = json.loads(r.stdout)
    if not out["pass"]:
        failed.append((name, out))
    worst[name] = out["max_error_over_bound"]
print(f"{len(kernels)} kernels, {len(kernels) - len(failed)} pass, {len(failed)} fail; "
      f"worst error / Semantics §5 bound {max(worst.values()):.3f}")
for f in failed[:10]:
    print("FAIL", f)
sys.exit(1 if failed else 0)
PY
