#!/usr/bin/env python3
"""Writes test/Frontends/Inputs/corpus/RESULTS.md: per corpus module, what rope-raise and
rope-fuse-attention made of it, and how far the compiled result is from the
frontend's float64 outputs next to the frontend's own distance.

Runs with the tests' Python (build/python-env, made by scripts/setup.sh) and
the built tools; no frontend package is needed. It reads the passes' output
through the helpers of python/tests/test_frontend_corpus.py, which check the
same facts.

Usage: build/python-env/bin/python scripts/frontend-corpus/results.py [OUT]
"""

import importlib.util
import pathlib
import re
import sys
import tempfile
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[2]


def load_test_helpers():
    path = ROOT / "python" / "tests" / "test_frontend_corpus.py"
    spec = importlib.util.spec_from_file_location("corpus_tests", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


T = load_test_helpers()


def schedule(params):
    """The scaling variant and theta, short."""
    kind = re.search(r"#rope\.(\w+)<", params)
    theta = T.number(params, "theta", 10000.0)
    rotary = T.number(params, "rotary_dim")
    parts = [f"theta {theta:g}"]
    if kind:
        parts.append(kind.group(1))
    if rotary:
        parts.append(f"rotary {int(rotary)}")
    if "pairing = interleaved" in params:
        parts.append("interleaved")
    return ", ".join(parts)


def rotations(text):
    applies = T.ops(text, "rope.apply")
    tables = len(re.findall(r"= rope\.apply_table ", text))
    cells = [f"apply ({schedule(p)})" for p, _ in applies]
    if tables:
        cells.append(f"{tables} apply_table")
    return "; ".join(cells) or "none"


def fused(params, line):
    """One fused attention, short: its mask, keys and rotation."""
    head = line.split("params")[0]
    bias = re.search(r" bias %\w+ : tensor<([0-9x]+)x", head)
    masks = (["causal"] if " causal" in head else []) + \
        ([f"bias {bias.group(1)}"] if bias else [])
    notes = ["mask " + (" + ".join(masks) or "none")]
    if "keys_rotated" in line:
        notes.append("keys_rotated")
    freqs = T.numbers(params, "freqs")
    if freqs is not None and not any(freqs):
        notes.append("no rotation (q and k as they arrive)")
    else:
        notes.append(schedule(params))
    return "; ".join(notes)


def attention(text, remarks):
    found = T.ops(text, "rope.attention")
    refusals = re.findall(r"weighted sum not fused: ([^\n]*)", remarks)
    cells = [f"fused ({fused(p, line)})" for p, line in found]
    cells += [f"not fused: {why}" for why in refusals]
    return "<br>".join(cells) or "no attention"


def errors(entry, text, workdir):
    artifact = T.Artifact(str(T.compile_mlir(text, workdir / "module.so")))
    data = np.load(T.CORPUS / entry["npz"])
    outputs = artifact[entry["entry"]](*[data[a["npz_key"]] for a in entry["arguments"]])
    ours, theirs, apart = [], [], []
    for result, output in zip(entry["results"], outputs):
        exact = data[result["npz_key"] + "_f64"]
        compiled = T.as_f64(np.asarray(output))
        frontend = T.as_f64(data[result["npz_key"]])
        ours.append(T.relative_l2_error(compiled, exact))
        theirs.append(T.relative_l2_error(frontend, exact))
        apart.append(T.relative_l2_error(compiled, frontend))
    return max(ours), max(theirs), max(apart)


def main():
    out = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else T.CORPUS / "RESULTS.md"
    rows = []
    for entry in T.MANIFEST["files"]:
        start = time.perf_counter()
        text, remarks = T.raised(entry["file"])
        seconds = time.perf_counter() - start
        foreign = T.foreign_ops(text)
        if foreign:
            numbers = f"not run: keeps {', '.join(foreign)} | | "
        else:
            with tempfile.TemporaryDirectory() as tmp:
                ours, theirs, apart = errors(entry, text, pathlib.Path(tmp))
            numbers = f"{ours:.1e} | {theirs:.1e} | {apart:.1e}"
        rows.append(f"| `{T.name_of(entry)}` | {entry['route']} | {entry['kind']} | "
                    f"{entry['dtype']} | {rotations(text)} | {attention(text, remarks)} | "
                    f"{numbers} | {seconds:.2f} |")
        print(rows[-1], flush=True)
    versions = ", ".join(f"{k} {v}" for k, v in T.MANIFEST["versions"].items())
    out.write_text(f"""# Frontend corpus: what the passes make of it

Written by `scripts/frontend-corpus/results.py`; the facts in each row are
asserted by `python/tests/test_frontend_corpus.py` (lit:
`test/Frontends/corpus*.test`). Frontends: {versions}.

Each module went through `rope-opt --allow-unregistered-dialect
--rope-raise=report=true --rope-fuse-attention=report=true --canonicalize
--cse` (default options: exact angles), was compiled by `rope-compile` and
ran on the module's recorded arguments (not where it keeps an op of IREE's
that only IREE lowers: a scan, a scatter). *route*: how the frontend
exported it (`eager` attention, transformers' default `sdpa` through
iree-turbine, `sdpa-core-aten` after `run_decompositions()`,
`torch-mlir` through torch-mlir's own pipeline without IREE, `jax`).
*rotations*: the `rope.apply` ops left outside attention
and their recovered schedule (theta, scaling variant, rotary channels,
pairing). *attention*: the `rope.attention` ops, with the schedule rotating
q and k inside them, or the pass's reason for leaving the block alone.
*ours* / *frontend*: relative L2 distance of the largest-error result from
the frontend's float64 outputs (`out<i>_f64`), for the compiled module and for
the frontend's own float32 / bfloat16 outputs; *apart*: relative L2
distance of the compiled module's results from the frontend's. *s*: wall time of the
`rope-opt` run, process start included.

| module | route | kind | dtype | rotations | attention | ours | frontend | apart | s |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
""" + "\n".join(rows) + "\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
