#!/usr/bin/env bash
# Installs the peers the optional checks compare against, pinned, from PyPI,
# into <build>/peer-env: torch and transformers (several GB with torch's
# CUDA libraries), at their scripts/pins.txt versions. The lit suite then runs the
# tests that say REQUIRES: torch (the torch path, autograd, the Hugging
# Face cross-check). Idempotent. Prints the environment's python.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_BUILD_DIR:-$root/build}"
venv="$build/peer-env"
pin_list="$("$root/scripts/pins.sh" torch transformers numpy ml_dtypes pytest)"
read -ra pins <<<"$pin_list"
if [[ ! -x "$venv/bin/python" || "$(cat "$venv/.pins" 2>/dev/null)" != "${pins[*]}" ]]; then
  echo "peers: installing ${pins[*]} into $venv" >&2
  "${ROPE_BASE_PYTHON:-python3}" -m venv --clear "$venv" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check "${pins[@]}" >&2
  "$root/scripts/link-package.sh" "$venv/bin/python"
  echo "${pins[*]}" > "$venv/.pins"
fi
echo "$venv/bin/python"
