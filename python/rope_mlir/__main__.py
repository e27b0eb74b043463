"""python -m rope_mlir: the package's command line.

    python -m rope_mlir version          the package version and its tools
    python -m rope_mlir cache dir        where compiled kernels are kept
    python -m rope_mlir cache list       the kernels there, oldest first
    python -m rope_mlir cache clear      removes them (they compile again
                                         on their next use)
"""

from __future__ import annotations

import argparse
import datetime
import sys
from typing import List, Optional

from . import kernel_cache, tools
from ._version import __version__


def _version(_) -> int:
    print(f"rope-mlir {__version__}")
    for name in ("rope-compile", "rope-run", "rope-reference"):
        path = tools.tool_path(name)
        print(f"  {name}: {path if path.exists() else 'not found (' + str(path) + ')'}")
    return 0


def _cache_dir(_) -> int:
    print(kernel_cache.cache_dir())
    return 0


def _cache_list(_) -> int:
    found = kernel_cache.entries()
    for entry in found:
        when = datetime.datetime.fromtimestamp(entry.modified).strftime("%Y-%m-%d %H:%M")
        print(f"{entry.path.name}  {entry.bytes:>9} B  {when}  {', '.join(entry.entry_points)}")
    total = sum(e.bytes for e in found)
    print(f"{len(found)} kernel(s), {total} B in {kernel_cache.cache_dir()}")
    return 0


def _cache_clear(_) -> int:
    removed = kernel_cache.clear()
    print(f"removed {removed} kernel(s) from {kernel_cache.cache_dir()}")
    return 0


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rope_mlir",
                                     description="RoPE-MLIR's Python package.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("version", help="the package version and where its tools are") \
        .set_defaults(run=_version)
    cache = commands.add_parser("cache", help="the on-disk kernel cache "
                                "($ROPE_MLIR_CACHE_DIR, else ~/.cache/rope-mlir)")
    actions = cache.add_subparsers(dest="action", required=True)
    actions.add_parser("dir", help="print the folder").set_defaults(run=_cache_dir)
    actions.add_parser("list", help="list the compiled kernels").set_defaults(run=_cache_list)
    actions.add_parser("clear", help="remove every compiled kernel") \
        .set_defaults(run=_cache_clear)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
