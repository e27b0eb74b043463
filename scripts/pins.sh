#!/usr/bin/env bash
# Prints the pins (name==version, space-separated, in the order named) of
# the named Python packages from scripts/pins.txt. A name it lacks is an
# error (exit 2), so no environment installs an unpinned package.
set -euo pipefail
pins="$(dirname "$0")/pins.txt"
out=()
for name in "$@"; do
  line="$(awk -F'==' -v name="$name" '$1 == name' "$pins")"
  if [[ -z "$line" ]]; then
    echo "pins: $name has no pin in $pins" >&2
    exit 2
  fi
  out+=("$line")
done
echo "${out[*]}"
