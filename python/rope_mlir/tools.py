"""Locates and drives the project's command-line tools."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
from typing import Iterable, List

# A checkout: python/rope_mlir/tools.py -> <checkout>/build/bin.
_CHECKOUT_TOOLS = pathlib.Path(__file__).resolve().parents[2] / "build" / "bin"


def tool_path(name: str) -> pathlib.Path:
    """Where tool `name` is: in $ROPE_TOOLS_DIR when set; else in the
    checkout's build/bin when the package runs from a checkout (also an
    editable install) that has it; else on PATH (an installed tree). The
    path returned may not exist: see require_tool."""
    folder = os.environ.get("ROPE_TOOLS_DIR")
    if folder:
        return pathlib.Path(folder) / name
    if (_CHECKOUT_TOOLS / name).exists():
        return _CHECKOUT_TOOLS / name
    found = shutil.which(name)
    return pathlib.Path(found) if found else _CHECKOUT_TOOLS / name


def require_tool(name: str) -> pathlib.Path:
    """tool_path(name), or RuntimeError saying where it was looked for."""
    path = tool_path(name)
    if not os.access(path, os.X_OK):
        raise RuntimeError(
            f"cannot find the RoPE-MLIR tool '{name}' (looked at {path}): set "
            "ROPE_TOOLS_DIR to the folder holding it (a build's bin/ or an "
            "install's bin/) or put that folder on PATH")
    return path


def compile_mlir(source: str, output: pathlib.Path, *extra: str) -> pathlib.Path:
    """Compiles MLIR text with `rope-compile` into a shared library (and its
    manifest beside it); raises RuntimeError with the tool's message."""
    mlir = output.with_suffix(".mlir")
    mlir.write_text(source)
    proc = subprocess.run([str(require_tool("rope-compile")), str(mlir), "-o", str(output),
                           *extra], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise RuntimeError(f"rope-compile failed: {proc.stderr}")
    return output


def run_reference(requests: Iterable[dict]) -> List[dict]:
    """Evaluates JSON requests with the C++ `rope-reference` tool in one run."""
    payload = "".join(json.dumps(r) + "\n" for r in requests)
    proc = subprocess.run([str(require_tool("rope-reference"))], input=payload,
                          capture_output=True, text=True, check=False)
    responses = [json.loads(line) for line in proc.stdout.splitlines() if line]
    if proc.returncode not in (0, 1) or len(responses) != payload.count("\n"):
        raise RuntimeError(f"rope-reference failed ({proc.returncode}): {proc.stderr}")
    return responses
