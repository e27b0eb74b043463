"""Reads the JSON manifest rope-compile writes beside each artifact
(docs/Manifest.md): the one place the Python package checks its schema,
version and target."""

from __future__ import annotations

import json
import pathlib
from typing import Optional

SCHEMA, VERSION = "rope-mlir-manifest", 4


def parse(text: str, path: pathlib.Path, target: Optional[str] = None) -> dict:
    """The manifest in `text` (read from `path`), checked: JSON, this
    schema and version, and `target` ("cpu" or "nvptx") when given.
    ValueError names the file and what is wrong."""
    try:
        manifest = json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"manifest '{path}' is not JSON: {error}") from None
    if not isinstance(manifest, dict) or manifest.get("schema") != SCHEMA or \
            manifest.get("version") != VERSION:
        raise ValueError(f"manifest '{path}' is not a {SCHEMA} version {VERSION}")
    if target is not None and manifest.get("target") != target:
        raise ValueError(f"manifest '{path}' is for target '{manifest.get('target')}', "
                         f"not '{target}'")
    return manifest


def read(path: pathlib.Path, target: Optional[str] = None) -> dict:
    """parse() of the file at `path`."""
    path = pathlib.Path(path)
    return parse(path.read_text(), path, target)
