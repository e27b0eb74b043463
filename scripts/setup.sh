#!/usr/bin/env bash
# Installs what RoPE-MLIR needs from Debian's archive (when missing), then
# configures and builds it with CMake + Ninja, clang-22 and lld.
# Idempotent and quiet when everything is already there.
#   scripts/setup.sh [-DOPTION=VALUE...]   CMake options (then it configures
#                                          again, e.g. scripts/sanitize.sh's)
#   ROPE_BUILD_DIR  build folder (default: <repo>/build)
#   ROPE_JOBS       build jobs (default: 2)
#   ROPE_SKIP_INSTALL=1  never call apt-get
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_BUILD_DIR:-$root/build}"

packages=(
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools clang-22 lld-22
  libomp-22-dev ninja-build cmake ccache python3-numpy python3-pytest python3-venv libgtest-dev
  libclang-rt-22-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$p")
done
if ((${#missing[@]})) && [[ "${ROPE_SKIP_INSTALL:-0}" != 1 ]]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The tests' Python: a venv with the package and its pinned dependencies.
python="$("$root/scripts/python-env.sh")"
if [[ ! -f "$build/build.ninja" || $# -gt 0 ]] ||
   ! grep -qx "ROPE_PYTHON:FILEPATH=$python" "$build/CMakeCache.txt"; then
  echo "setup: configuring $build"
  cmake -G Ninja -S "$root" -B "$build" -DROPE_PYTHON="$python" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DLLVM_USE_LINKER=lld \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir "$@" >/dev/null
fi
# Two cores and 24 GiB: two jobs fit comfortably.
cmake --build "$build" -- -j"${ROPE_JOBS:-2}" | grep -vE '^\[[0-9]+/[0-9]+\]' || true
test -x "$build/bin/rope-opt"
