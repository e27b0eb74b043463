"""Locates and drives the project's command-line tools."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
from typing import Iterable, List

_ROOT = pathlib.Path(__file__).resolve().parents[2]


def tool_path(name: str) -> pathlib.Path:
    """A tool from $ROPE_TOOLS_DIR, else from the default build folder."""
    folder = os.environ.get("ROPE_TOOLS_DIR", str(_ROOT / "build" / "bin"))
    return pathlib.Path(folder) / name


def compile_mlir(source: str, output: pathlib.Path, *extra: str) -> pathlib.Path:
    """Compiles MLIR text with `rope-compile` into a shared library (and its
    manifest beside it); raises RuntimeError with the tool's message."""
    mlir = output.with_suffix(".mlir")
    mlir.write_text(source)
    proc = subprocess.run([str(tool_path("rope-compile")), str(mlir), "-o", str(output),
                           *extra], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"rope-compile failed: {proc.stderr}")
    return output


def run_reference(requests: Iterable[dict]) -> List[dict]:
    """Evaluates JSON requests with the C++ `rope-reference` tool in one run."""
    payload = "".join(json.dumps(r) + "\n" for r in requests)
    proc = subprocess.run([str(tool_path("rope-reference"))], input=payload,
                          capture_output=True, text=True, check=False)
    responses = [json.loads(line) for line in proc.stdout.splitlines() if line]
    if proc.returncode not in (0, 1) or len(responses) != payload.count("\n"):
        raise RuntimeError(f"rope-reference failed ({proc.returncode}): {proc.stderr}")
    return responses
