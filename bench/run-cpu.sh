#!/usr/bin/env bash
# One command for the CPU benchmark: sets up, installs the peers
# (bench/bench-env.sh: PyTorch and matplotlib from PyPI; OpenBLAS from
# Debian), runs bench/cpu_bench.py, which also redraws the plots.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/setup.sh"
missing=()
for p in libopenblas0-pthread; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo_cmd=(); [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi
export ROPE_TOOLS_DIR="${ROPE_BUILD_DIR:-$root/build}/bin"
exec "$("$root/bench/bench-env.sh")" "$root/bench/cpu_bench.py" "$@"
