#!/usr/bin/env bash
# The GPU benchmark, in two halves because the GPU machine has no LLVM:
#   bench/run-gpu.sh compile   # here: PTX + manifest into bench/gpu/
#   bench/run-gpu.sh run       # on the GPU machine (CMake, a C++ compiler,
#                              # PyTorch 2.x): builds rope-run-gpu, runs
#                              # bench/gpu_bench.py and bench/gpu_attention_bench.py,
#                              # writes bench/results/gpu.json and gpu-attention.json
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
case "${1:-}" in
  compile)
    for kernels in rope-qk attention; do
      "${ROPE_BUILD_DIR:-$root/build}/bin/rope-compile" --target=nvptx --chip=sm_90 \
        "$root/bench/gpu/$kernels.mlir" -o "$root/bench/gpu/$kernels.ptx"
    done
    echo "wrote bench/gpu/rope-qk.ptx, bench/gpu/attention.ptx and their manifests" ;;
  run)
    build="${ROPE_GPU_BUILD_DIR:-/tmp/rope-build-gpu}"
    cmake -S "$root/tools/rope-run-gpu" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" -j "$(nproc)" >/dev/null
    mkdir -p "$root/bench/results"
    python3 "$root/bench/gpu_bench.py" --harness "$build/rope-run-gpu" \
      --ptx "$root/bench/gpu/rope-qk.ptx" --out "${2:-$root/bench/results/gpu.json}"
    exec python3 "$root/bench/gpu_attention_bench.py" --harness "$build/rope-run-gpu" \
      --out "$root/bench/results/gpu-attention.json" ;;
  *) echo "usage: bench/run-gpu.sh compile|run [out.json]" >&2; exit 2 ;;
esac
