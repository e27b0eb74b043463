#!/usr/bin/env bash
# Regenerates dialect/docs/generated from the ODS (run after editing .td files).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${ROPE_BUILD_DIR:-$root/build}"
cmake --build "$build" --target rope-doc
cp "$build/docs/Rope/RopeDialect.md" "$build/docs/Rope/RopePasses.md" \
   "$build/docs/Rope/RopeRecognitionPasses.md" \
   "$build/docs/Rope/RopeConversionPasses.md" \
   "$root/dialect/docs/generated/"
echo "updated dialect/docs/generated"
