"""python -m rope_mlir: the package's command line.

    python -m rope_mlir version          the package version and its tools
    python -m rope_mlir cache dir        where compiled kernels are kept
    python -m rope_mlir cache list       the kernels there, oldest first
    python -m rope_mlir cache clear      removes them (they compile again
                                         on their next use)
    python -m rope_mlir iree splice IN -o OUT
                                         IREE input IR (iree-compile
                                         --compile-to=input) with each fused
                                         attention running as RoPE-MLIR's
                                         kernel (docs/IREE.md)
    python -m rope_mlir iree compile IN -o OUT.vmfb
                                         the same, then iree-compile to a
                                         .vmfb (IN: IREE input IR, or a
                                         torch / StableHLO module)
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


def _iree(args) -> int:
    import pathlib
    try:
        from .iree import compile as iree_compile, splice
    except ImportError as e:
        print(f"rope_mlir iree: {e} (pip install iree-base-compiler iree-base-runtime)",
              file=sys.stderr)
        return 1
    try:
        text = pathlib.Path(args.input).read_text()
    except OSError as e:
        print(f"rope_mlir iree: cannot read {args.input}: {e.strerror}", file=sys.stderr)
        return 1
    output = pathlib.Path(args.output)
    try:
        if args.action == "splice":
            spliced, report = splice.splice(text, args.target_cpu, args.target_features)
            output.write_text(spliced)
        else:
            report = iree_compile.compile_module(text, output, args.target_cpu,
                                                 args.target_features)
    except (splice.SpliceError, RuntimeError) as e:
        print(f"rope_mlir iree {args.action}: {args.input}: {e}", file=sys.stderr)
        return 1
    print(f"{args.input}: {report.fused} attention block(s) fused, "
          f"{report.kernel_calls} rope op(s) run by {len(report.kernels)} kernel(s)"
          + (f" for {report.target_cpu}" if report.kernels else ""))
    for remark in report.remarks:
        print(f"  left alone: {remark}")
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
    iree = commands.add_parser("iree", help="RoPE-MLIR's kernels inside IREE (docs/IREE.md)")
    iree_actions = iree.add_subparsers(dest="action", required=True)
    for action, text in (("splice", "splice IREE input IR"),
                         ("compile", "splice and compile to a .vmfb")):
        command = iree_actions.add_parser(action, help=text)
        command.add_argument("input")
        command.add_argument("-o", "--output", required=True)
        command.add_argument("--target-cpu", default="host",
                             help="the CPU the kernels are built for (an LLVM name; "
                                  "default host); iree-compile must target the same")
        command.add_argument("--target-features", default="",
                             help="extra LLVM CPU features")
        command.set_defaults(run=_iree)
    args = parser.parse_args(argv)
    return args.run(args)


if __name__ == "__main__":
    sys.exit(main())
