#!/usr/bin/env bash
# The GPU benchmark, in two halves because the GPU machine has no LLVM:
#   bench/run-gpu.sh compile   # here: PTX + manifest of bench/gpu/*.mlir
#                              # into <build>/bench-gpu/ (carry that folder)
#   bench/run-gpu.sh run       # on the GPU machine (CMake, a C++ compiler,
#                              # PyTorch 2.x): builds rope-run-gpu, runs
#                              # bench/gpu_bench.py and bench/gpu_attention_bench.py,
#                              # writes bench/results/gpu.json and gpu-attention.json
#   ROPE_BUILD_DIR  the build folder (default: <repo>/build)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build_dir="${ROPE_BUILD_DIR:-$root/build}"
ptx_dir="$build_dir/bench-gpu"
case "${1:-}" in
  compile)
    mkdir -p "$ptx_dir"
    for kernels in rope-qk attention; do
      "$build_dir/bin/rope-compile" --target=nvptx --chip=sm_90 \
        "$root/bench/gpu/$kernels.mlir" -o "$ptx_dir/$kernels.ptx"
    done
    echo "wrote rope-qk.ptx, attention.ptx and their manifests into $ptx_dir" ;;
  run)
    build="${ROPE_GPU_BUILD_DIR:-/tmp/rope-build-gpu}"
    cmake -S "$root/tools/rope-run-gpu" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
    cmake --build "$build" -j "$(nproc)" >/dev/null
    mkdir -p "$root/bench/results"
    python3 "$root/bench/gpu_bench.py" --harness "$build/rope-run-gpu" \
      --ptx "$ptx_dir/rope-qk.ptx" --out "${2:-$root/bench/results/gpu.json}"
    exec python3 "$root/bench/gpu_attention_bench.py" --harness "$build/rope-run-gpu" \
      --ptx-dir "$ptx_dir" --out "$root/bench/results/gpu-attention.json" ;;
  *) echo "usage: bench/run-gpu.sh compile|run [out.json]" >&2; exit 2 ;;
esac
