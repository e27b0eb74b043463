#!/usr/bin/env bash
# One command for the attention benchmark: builds the project (unless
# --only-peers, or ROPE_TOOLS_DIR names tools built elsewhere), installs the
# peers into bench/.venv (bench/bench-env.sh), runs
# bench/attention_bench.py with the given options.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

only_peers=0
for arg in "$@"; do [[ "$arg" == --only-peers ]] && only_peers=1; done
if [[ -z "${ROPE_TOOLS_DIR:-}" && $only_peers == 0 ]]; then
  "$root/scripts/setup.sh"
fi
export ROPE_TOOLS_DIR="${ROPE_TOOLS_DIR:-${ROPE_BUILD_DIR:-$root/build}/bin}"

python="$("$root/bench/bench-env.sh")"
# Without PyPI's torch the peers run under Debian's python3-torch.
torch_python=()
[[ -f "$root/bench/.venv/.pins" ]] || torch_python=(--torch-python /usr/bin/python3)
exec "$python" "$root/bench/attention_bench.py" "${torch_python[@]}" "$@"
