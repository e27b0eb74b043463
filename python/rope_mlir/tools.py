"""Locates and drives the project's command-line tools."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
from typing import Iterable, List

_PACKAGE = pathlib.Path(__file__).resolve().parent
# `pip install .` ships the tools inside the package.
_PACKAGE_TOOLS = _PACKAGE / "bin"
# A checkout: python/rope_mlir/tools.py -> <checkout>/build/bin.
_CHECKOUT_TOOLS = _PACKAGE.parents[1] / "build" / "bin"


def _places(name: str) -> List[pathlib.Path]:
    """Where tool `name` may be, in the order they are tried."""
    folder = os.environ.get("ROPE_TOOLS_DIR")
    if folder:
        return [pathlib.Path(folder) / name]
    places = [_PACKAGE_TOOLS / name, _CHECKOUT_TOOLS / name]
    found = shutil.which(name)
    return places + ([pathlib.Path(found)] if found else [])


def tool_path(name: str) -> pathlib.Path:
    """Where tool `name` is: in $ROPE_TOOLS_DIR when set; else inside the
    installed package (rope_mlir/bin, what `pip install .` ships); else in
    the checkout's build/bin when the package runs from a checkout; else on
    PATH (an installed tree). The path returned may not exist: see
    require_tool."""
    places = _places(name)
    return next((p for p in places if p.exists()), places[0])


def require_tool(name: str) -> pathlib.Path:
    """tool_path(name), or RuntimeError saying where it was looked for."""
    path = tool_path(name)
    if not os.access(path, os.X_OK):
        looked = ", ".join(str(p) for p in _places(name)) + (
            "" if os.environ.get("ROPE_TOOLS_DIR") else ", PATH")
        raise RuntimeError(
            f"cannot find the RoPE-MLIR tool '{name}' (looked in {looked}): install the "
            "package with `pip install .` from a RoPE-MLIR checkout (it builds and ships "
            "the tools), or set ROPE_TOOLS_DIR to a folder holding them (a build's bin/)")
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
