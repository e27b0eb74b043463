#!/usr/bin/env bash
# One command for the attention benchmark: builds the project (unless
# --only-peers, or ROPE_TOOLS_DIR names tools built elsewhere), installs the
# peers into bench/.venv (pinned, from PyPI; idempotent), runs
# bench/attention_bench.py with the given options.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
venv="$root/bench/.venv"
pins=(torch==2.14.1 numpy==2.4.6 onnx==1.23.2 onnxruntime==1.31.1 matplotlib==3.11.2
      ml_dtypes==0.6.0)

only_peers=0
for arg in "$@"; do [[ "$arg" == --only-peers ]] && only_peers=1; done
if [[ -z "${ROPE_TOOLS_DIR:-}" && $only_peers == 0 ]]; then
  "$root/scripts/setup.sh"
fi
export ROPE_TOOLS_DIR="${ROPE_TOOLS_DIR:-${ROPE_BUILD_DIR:-$root/build}/bin}"

apt_install() {
  local missing=()
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]})) || return 0
  local sudo_cmd=(); [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
}

# The peers live in bench/.venv; a stamp records the pins installed there.
stamp="$venv/.pins"
torch_python=()
if [[ ! -f "$stamp" || "$(cat "$stamp")" != "${pins[*]}" ]]; then
  apt_install python3-venv clang-22 libomp-22-dev
  [[ -x "$venv/bin/python" ]] || python3 -m venv "$venv"
  if "$venv/bin/pip" install -q "${pins[@]}"; then
    echo "${pins[*]}" > "$stamp"
  else
    # No PyTorch from PyPI: Debian's 1.13 (eager matmul-softmax-matmul).
    echo "run-attention: PyPI torch did not install; using Debian's python3-torch" >&2
    "$venv/bin/pip" install -q "${pins[@]:1}"
    apt_install python3-torch
    torch_python=(--torch-python /usr/bin/python3)
  fi
fi
[[ -f "$stamp" ]] || torch_python=(--torch-python /usr/bin/python3)
exec "$venv/bin/python" "$root/bench/attention_bench.py" "${torch_python[@]}" "$@"
