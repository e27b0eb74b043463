#!/usr/bin/env bash
# The GPU checks and benchmark, in two halves because the GPU machine has no
# LLVM:
#   bench/run-gpu.sh compile   # here: PTX + manifest of the benchmark's
#                              # kernels (bench/gpu/*.mlir) and of the two
#                              # execution matrices (python/tests/gpu_matrix.py,
#                              # gpu_attention_matrix.py) into <build>/bench-gpu/
#                              # (carry that folder); with ptxas, the
#                              # matrices' sm_90 cubins beside them
#   bench/run-gpu.sh check [out.json]  # on the GPU machine (CMake, a C++
#                              # compiler, Python 3): builds rope-run-gpu, runs
#                              # both matrices against the float64 reference
#                              # (python/tests/gpu_check.py)
#   bench/run-gpu.sh run       # on the GPU machine (also PyTorch 2.x): runs
#                              # bench/gpu_bench.py and bench/gpu_attention_bench.py,
#                              # writes bench/results/gpu.json and gpu-attention.json
#   ROPE_BUILD_DIR  the build folder (default: <repo>/build)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build_dir="${ROPE_BUILD_DIR:-$root/build}"
ptx_dir="$build_dir/bench-gpu"
harness_build="${ROPE_GPU_BUILD_DIR:-/tmp/rope-build-gpu}"
build_harness() {
  cmake -S "$root/tools/rope-run-gpu" -B "$harness_build" -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build "$harness_build" -j "$(nproc)" >/dev/null
}
case "${1:-}" in
  compile)
    mkdir -p "$ptx_dir"
    python="$("$root/scripts/python-env.sh")"
    "$python" "$root/python/tests/gpu_matrix.py" "$ptx_dir/apply-matrix.mlir"
    "$python" "$root/python/tests/gpu_attention_matrix.py" "$ptx_dir/attention-matrix.mlir"
    for kernels in "$root"/bench/gpu/rope-qk "$root"/bench/gpu/attention \
                   "$ptx_dir"/apply-matrix "$ptx_dir"/attention-matrix; do
      "$build_dir/bin/rope-compile" --target=nvptx --chip=sm_90 \
        "$kernels.mlir" -o "$ptx_dir/$(basename "$kernels").ptx"
    done
    # The matrices as cubins too, so that each checked run loads its module
    # instead of JIT-compiling a few MB of PTX.
    ptxas="${PTXAS:-$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)}"
    if [[ -x "$ptxas" ]]; then
      for matrix in apply-matrix attention-matrix; do
        "$ptxas" -arch=sm_90 "$ptx_dir/$matrix.ptx" -o "$ptx_dir/$matrix.cubin"
      done
    fi
    echo "wrote rope-qk, attention, apply-matrix and attention-matrix .ptx and their manifests into $ptx_dir" ;;
  check)
    build_harness
    exec python3 "$root/python/tests/gpu_check.py" --harness "$harness_build/rope-run-gpu" \
      --jobs "$(nproc)" --out "${2:-$root/bench/results/gpu-check.json}" \
      "$ptx_dir/attention-matrix.ptx" "$ptx_dir/apply-matrix.ptx" ;;
  run)
    build_harness
    mkdir -p "$root/bench/results"
    python3 "$root/bench/gpu_bench.py" --harness "$harness_build/rope-run-gpu" \
      --ptx "$ptx_dir/rope-qk.ptx" --out "${2:-$root/bench/results/gpu.json}"
    exec python3 "$root/bench/gpu_attention_bench.py" --harness "$harness_build/rope-run-gpu" \
      --ptx-dir "$ptx_dir" --out "${3:-$root/bench/results/gpu-attention.json}" ;;
  *) echo "usage: bench/run-gpu.sh compile|check [out.json]|run [gpu.json gpu-attention.json]" >&2; exit 2 ;;
esac
