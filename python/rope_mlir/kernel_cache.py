"""Compiles rope IR once per machine: artifacts kept on disk, keyed by what
determines them.

The key is a SHA-256 of the IR text, the rope-compile flags and the
compiler's identity (path, size and modification time of `rope-compile`),
so a rebuilt compiler or a different CPU target compiles anew. Entries are
written to a temporary folder and renamed into place, so concurrent
processes never see half an artifact; one that fails to load (truncated,
edited, or its manifest no longer the library's own) is compiled again.

Folder: $ROPE_MLIR_CACHE_DIR, else $XDG_CACHE_HOME/rope-mlir, else
~/.cache/rope-mlir.
"""

from __future__ import annotations

import hashlib
import os
import pathlib
import shutil
import tempfile
import threading
from typing import Dict, List, NamedTuple, Tuple

from . import manifest as manifest_file
from .runtime import Artifact
from .tools import compile_mlir, require_tool

_loaded: Dict[str, Artifact] = {}
_lock = threading.Lock()


def cache_dir() -> pathlib.Path:
    folder = os.environ.get("ROPE_MLIR_CACHE_DIR")
    if folder:
        return pathlib.Path(folder)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return pathlib.Path(base) / "rope-mlir"


def _compiler_identity() -> str:
    tool = require_tool("rope-compile")
    stat = tool.stat()
    return f"{tool.resolve()}:{stat.st_size}:{stat.st_mtime_ns}"


def artifact_key(source: str, flags: Tuple[str, ...]) -> str:
    digest = hashlib.sha256()
    for part in (source, "\0".join(flags), _compiler_identity()):
        digest.update(part.encode())
        digest.update(b"\1")
    return digest.hexdigest()[:32]


def _load(library: pathlib.Path):
    try:
        return Artifact(str(library))
    except (OSError, ValueError, KeyError):
        return None


def _load_fresh(library: pathlib.Path):
    """_load under a new name: the dynamic loader hands back the library it
    already opened under a name, even after the file there was replaced."""
    alias = library.with_name(f".{library.stem}.{os.getpid()}.{threading.get_ident()}.so")
    try:
        os.link(library, alias)
        os.link(str(library) + ".json", str(alias) + ".json")
        return _load(alias)
    finally:
        for path in (alias, pathlib.Path(str(alias) + ".json")):
            path.unlink(missing_ok=True)


def _compile_into_cache(source: str, flags: Tuple[str, ...], library: pathlib.Path) -> None:
    library.parent.mkdir(parents=True, exist_ok=True)
    staging = pathlib.Path(tempfile.mkdtemp(prefix=".compiling-", dir=library.parent))
    try:
        built = compile_mlir(source, staging / library.name, *flags)
        # Manifest first: a library never sits beside another's manifest
        # for long, and the loader checks the pair anyway.
        os.replace(str(built) + ".json", str(library) + ".json")
        os.replace(built, library)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def compiled_file(source: str, flags: Tuple[str, ...], suffix: str) -> pathlib.Path:
    """The cached artifact file (with `<file>.json`, its manifest) of
    `source` compiled with `flags`, compiled now if absent; for artifacts
    this process does not load as a library (PTX)."""
    path = cache_dir() / f"{artifact_key(source, flags)}{suffix}"
    if not (path.exists() and pathlib.Path(str(path) + ".json").exists()):
        with _lock:
            _compile_into_cache(source, flags, path)
    return path


def compiled(source: str, flags: Tuple[str, ...] = ()) -> Artifact:
    """The loaded artifact of `source` compiled with `flags`: from this
    process's memory, else from the disk cache, else compiled now.
    Raises RuntimeError with the compiler's diagnostics when it fails."""
    key = artifact_key(source, flags)
    artifact = _loaded.get(key)
    if artifact is not None:
        return artifact
    with _lock:
        artifact = _loaded.get(key)
        if artifact is None:
            library = cache_dir() / f"{key}.so"
            opened = library.exists()
            artifact = _load(library) if opened else None
            if artifact is None:
                _compile_into_cache(source, flags, library)
                artifact = _load_fresh(library) if opened else _load(library)
                if artifact is None:
                    raise RuntimeError(f"the compiled kernel {library} does not load")
            _loaded[key] = artifact
    return artifact


class CacheEntry(NamedTuple):
    """One compiled kernel on disk: the artifact and its manifest."""

    path: pathlib.Path
    bytes: int
    modified: float
    entry_points: Tuple[str, ...]


def entries() -> List[CacheEntry]:
    """The kernels in the cache folder, oldest first."""
    found = []
    folder = cache_dir()
    for manifest in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        artifact = manifest.with_suffix("")
        if not artifact.exists():
            continue
        try:
            described = manifest_file.read(manifest)
            # CPU libraries list entry points, PTX files kernels.
            listed = described.get("entry_points") or described.get("kernels") or []
            names = tuple(str(e.get("name", "?")) for e in listed)
        except (OSError, ValueError, AttributeError):
            names = ("(unreadable manifest)",)
        stat = artifact.stat()
        found.append(CacheEntry(artifact, stat.st_size + manifest.stat().st_size,
                                stat.st_mtime, names))
    return sorted(found, key=lambda e: e.modified)


def clear() -> int:
    """Removes every kernel (and leftover staging folder) from the cache
    folder; returns how many kernels were removed. Kernels this process
    has loaded stay usable: the loader holds them open."""
    folder = cache_dir()
    removed = 0
    for entry in entries():
        for path in (entry.path, pathlib.Path(str(entry.path) + ".json")):
            path.unlink(missing_ok=True)
        removed += 1
    for staging in folder.glob(".compiling-*") if folder.is_dir() else ():
        shutil.rmtree(staging, ignore_errors=True)
    _loaded.clear()
    return removed
