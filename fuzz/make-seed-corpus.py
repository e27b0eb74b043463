#!/usr/bin/env python3
"""Writes rope-fuzz's seed corpus from the project's own IR.

Every .mlir file under the given folders is split at `// -----` lines (as
rope-opt -split-input-file does) and then into top-level functions; comment
lines are dropped. Each piece of at most --max-len bytes becomes one file in
OUT, named after its source; equal pieces are written once. The crash corpus (test/Fuzz) is left out: it starts no search.

    make-seed-corpus.py [--max-len N] OUT FOLDER...
"""

import argparse
import hashlib
import pathlib
import re

SPLIT = re.compile(r"^// -----\s*$", re.MULTILINE)
TOP_LEVEL_FUNCTION = re.compile(r"^(?=func\.func )", re.MULTILINE)


def without_comments(text):
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("//")]
    return "\n".join(lines).strip() + "\n"


def functions(piece, max_len):
    """`piece` cut into its top-level functions, each with what precedes the
    first one (attribute aliases); pieces over `max_len` bytes are dropped.
    Small inputs keep each execution quick."""
    preamble, *bodies = TOP_LEVEL_FUNCTION.split(piece)
    result = [preamble + body for body in bodies] or [preamble]
    return [p for p in result if len(p.encode()) <= max_len]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max-len", type=int, default=4096)
    parser.add_argument("out", type=pathlib.Path)
    parser.add_argument("folders", type=pathlib.Path, nargs="+")
    args = parser.parse_args()

    args.out.mkdir(parents=True, exist_ok=True)
    seen, dropped = set(), 0
    for folder in args.folders:
        for source in sorted(folder.rglob("*.mlir")):
            if "Fuzz" in source.parts:
                continue
            stem = "-".join(source.relative_to(folder.parent).with_suffix("").parts)
            chunks = SPLIT.split(source.read_text())
            index = 0
            for chunk in chunks:
                piece = without_comments(chunk)
                if not piece.strip():
                    continue
                fitting = functions(piece, args.max_len)
                dropped += not fitting
                for part in fitting:
                    digest = hashlib.sha1(part.encode()).hexdigest()
                    if digest in seen:
                        continue
                    seen.add(digest)
                    (args.out / f"{stem}-{index}.mlir").write_text(part)
                    index += 1
    print(f"seeds: {len(seen)} inputs in {args.out}"
          + (f" ({dropped} pieces over {args.max_len} bytes left out)" if dropped else ""))


if __name__ == "__main__":
    main()
