#!/usr/bin/env bash
# The benchmarks' Python: bench/.venv with the peers from PyPI (PyTorch,
# ONNX Runtime, matplotlib) and the package's own dependencies, at their
# scripts/pins.txt versions;
# idempotent (a stamp records the pins). Prints the python to use. Where
# PyPI has no PyTorch for this machine it falls back to Debian's python3
# with python3-torch, and says so on stderr.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/bench/.venv"
pin_list="$("$root/scripts/pins.sh" torch numpy onnx onnxruntime matplotlib \
  ml_dtypes)"
read -ra pins <<<"$pin_list"

apt_install() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  local sudo_cmd=(); [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

stamp="$venv/.pins"
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "${pins[*]}" ]]; then
  apt_install python3-venv clang-22 libomp-22-dev
  [[ -x "$venv/bin/python" ]] || python3 -m venv "$venv" >&2
  if "$venv/bin/pip" install -q "${pins[@]}" >&2; then
    echo "${pins[*]}" > "$stamp"
  else
    echo "bench-env: PyPI torch did not install; using Debian's python3-torch" >&2
    "$venv/bin/pip" install -q "${pins[@]:1}" >&2
    apt_install python3-torch
  fi
fi
echo "$venv/bin/python"
