#!/usr/bin/env python3
"""Regenerates test/Frontends/Inputs/corpus: IR that real ML frontends emit for RoPE and attention.

Frontends and routes (the manifest's `route`):
  torch  eager           transformers modules with attn_implementation="eager"
                         -> iree-turbine `aot.export` (torch.export, torch-mlir's
                         FX importer) -> `iree-compile --compile-to=input`
                         (torch_eager.py)
  torch  sdpa            the same with transformers' default attention (sdpa),
                         exported as it is (torch_default.py, smollm2.py)
  torch  sdpa-core-aten  sdpa, torch.export(...).run_decompositions() first
  torch  torch-mlir      sdpa through torch-mlir's own pipeline to linalg on
                         tensors (torch_mlir.fx.export_and_import), no IREE
  jax    jax             JAX functions (Llama written the JAX way, Google
                         DeepMind's gemma library) -> `jax.jit(f).lower(...)`
                         (StableHLO) -> `iree-compile --compile-to=input`
                         (jax_cases.py, gemma_cases.py)
then rope_mlir.iree.strip turns IREE's wrapper ops into upstream MLIR (keeping IREE's
attention, scatter and scan in the generic op form), and a stock
`mlir-opt-22 --verify-each` checks the result (common.py).

Per case it writes test/Frontends/Inputs/corpus/<frontend>/<name>.mlir and <name>.npz (the
frontend's own eager inputs and outputs, plus out<i>_f64: the same outputs
computed by the same frontend code in float64, see torch_common.torch_f64_outputs and
jax_cases.jax_f64_outputs), and at the end test/Frontends/Inputs/corpus/manifest.json and
test/Frontends/Inputs/corpus/FAILURES.md.

Usage (inside the venv of requirements.txt; see README.md):
  python scripts/frontend-corpus/generate.py [--only SUBSTRING ...] [--keep-raw DIR]
With --only, the existing manifest entries of the other cases are kept.
"""

import argparse
import json
import shutil
import sys
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from common import (OUT, PAST, RUNTIME_POS0, SEQ, VERSIONS, CaseFailure,  # noqa: E402
                    write_case)


def all_cases():
    """Every case of every module, in the order they run."""
    import gemma_cases
    import jax_cases
    import smollm2
    import torch_default
    import torch_eager
    return (torch_eager.eager_cases() + torch_default.cases() + smollm2.cases()
            + jax_cases.jax_cases() + gemma_cases.cases())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", default=None,
                        help="regenerate the cases whose name contains one of these")
    parser.add_argument("--keep-raw", type=Path, default=None,
                        help="also write the frontend IR and IREE's input IR here")
    args = parser.parse_args()
    if args.keep_raw:
        args.keep_raw.mkdir(parents=True, exist_ok=True)

    def selected(name):
        return args.only is None or any(s in name for s in args.only)

    manifest_path = OUT / "manifest.json"
    old = {}
    if args.only is not None and manifest_path.exists():
        data = json.loads(manifest_path.read_text())
        old = {e["file"]: e for e in data["files"]}
        old_failures = {f["name"]: f for f in data.get("failures", [])}
    else:
        old_failures = {}
        for sub in ("torch", "jax"):
            if (OUT / sub).exists():
                shutil.rmtree(OUT / sub)

    cases = all_cases()
    # Entries of cases that no longer exist go (with their files).
    names = {c["name"] for c in cases}
    for key, e in list(old.items()):
        stem = Path(e["file"]).stem
        if stem not in names:
            del old[key]
            for f in (e["file"], e["npz"]):
                if (OUT / f).exists():
                    (OUT / f).unlink()
    old_failures = {k: v for k, v in old_failures.items() if k in names}
    entries, failures = dict(old), dict(old_failures)
    for case in cases:
        if not selected(case["name"]):
            continue
        frontend = case["frontend"]
        print(f"[{frontend}] {case['name']}", flush=True)
        failures.pop(case["name"], None)
        entries.pop(f"{frontend}/{case['name']}.mlir", None)
        for ext in ("mlir", "npz"):
            p = OUT / frontend / f"{case['name']}.{ext}"
            if p.exists():
                p.unlink()
        try:
            lowered, inputs, outputs, meta, f64 = case["export"](case, args.keep_raw)
            if case["kind"] == "probe":
                raise CaseFailure("probe", "exported and lowered: the probe no longer fails")
            entry = write_case(case, frontend, lowered, inputs, outputs, meta, f64)
            entries[entry["file"]] = entry
        except CaseFailure as e:
            print(f"  FAILED at {e.stage}: {e.message.splitlines()[0]}", flush=True)
            failures[case["name"]] = {"name": case["name"], "frontend": frontend,
                                      "family": case["family"], "stage": e.stage,
                                      "error": e.message,
                                      "why": case.get("probe") or KNOWN_WHY.get(
                                          case["family"], "")}
        except Exception as e:  # noqa: BLE001
            tb = traceback.format_exc().strip().splitlines()
            print("\n".join(tb[-5:]), flush=True)
            failures[case["name"]] = {"name": case["name"], "frontend": frontend,
                                      "family": case["family"], "stage": "python",
                                      "error": f"{type(e).__name__}: {e}",
                                      "why": case.get("probe") or KNOWN_WHY.get(
                                          case["family"], "")}

    OUT.mkdir(parents=True, exist_ok=True)
    manifest = {
        "description": "IR that real ML frontends emit for RoPE and attention, lowered to "
                       "linalg on tensors and stripped to upstream MLIR; regenerate with "
                       "scripts/frontend-corpus/generate.py",
        "versions": VERSIONS,
        "conventions": {
            "entry": "every .mlir has one public func.func @main",
            "npz": "arg<i> are the entry's arguments in order, out<i> its results; the "
                   "frontend's own eager values (torch eager on CPU; jax.jit on CPU); "
                   "out<i>_f64 the same results computed by the same frontend code in "
                   "float64 from the same (exactly upcast) arguments and weights, with the "
                   "RoPE frequencies, cos/sin tables and softmax in float64 too (each "
                   "file's f64_outputs says how)",
            "bf16": "bfloat16 arrays are stored as uint16 arrays of their bit patterns; "
                    "float32 value = (bits.astype(uint32) << 16).view(float32)",
            "positions": f"fixed: positions 0..{SEQ - 1} built in the graph; runtime: "
                         f"position ids are an argument (the npz holds "
                         f"{RUNTIME_POS0}..{RUNTIME_POS0 + SEQ - 1}; decode: {PAST}); "
                         "from-cache: a decode step's position derived from the cache "
                         "(its static length, or a cache_position argument); from-mask: "
                         "gemma's positions, a cumsum of the input mask argument",
            "fields": FIELDS,
        },
        "files": sorted(entries.values(), key=lambda e: e["file"]),
        "failures": sorted(failures.values(), key=lambda f: f["name"]),
    }
    manifest_path.write_text(json.dumps(manifest, indent=1, default=str) + "\n")
    write_failures(sorted(failures.values(), key=lambda f: f["name"]))
    print(f"{len(entries)} files, {len(failures)} failures")


FIELDS = {
    "route": "how the module was produced: eager (transformers, attn_implementation "
             "'eager'), sdpa (transformers' default attention, iree.turbine.aot.export as "
             "it is), sdpa-core-aten (sdpa after torch.export(...).run_decompositions()), "
             "torch-mlir (sdpa through torch_mlir.fx.export_and_import to linalg on "
             "tensors, no IREE), jax (StableHLO from jax.jit)",
    "kind": "attention (one attention block), layer (one whole decoder layer), model (a "
            "whole N-layer model to the last hidden state), decode (one new token over a "
            "cache), rope-only, negative (a near miss the passes must leave alone or treat "
            "as what it is), probe (never a file: FAILURES.md)",
    "cache": "none; given (cached keys/values are arguments and the step concatenates the "
             "new token's); dynamic (transformers DynamicCache built from argument "
             "tensors); static (transformers StaticCache: fixed-size buffers as arguments, "
             "written at cache_position)",
    "mask": "causal; causal+padding (a 2-D padding mask argument combined with causal); "
            "sliding-window-N (causal and kv > q - N); bidirectional; causal-lookahead-1 "
            "(JAX negative); none (no attention)",
    "qk_norm": "none; rms-per-head (RMSNorm over head_dim of each head before RoPE); "
               "rms-whole-projection (RMSNorm over heads*head_dim before the view into "
               "heads); rms-per-head-gemma (Gemma's x * (1 + w) RMSNorm per head)",
    "nope_layers": "layer indices whose attention applies no RoPE",
    "num_attention_blocks": "how many attention computations the module holds",
    "attention_blocks": "one record per attention computation, in the module's order: "
                        "layer, layer_type, rope (false: NoPE), rope_parameters (that "
                        "layer's; null for NoPE), rotary_dim, mask, sliding_window, qk_norm",
    "needs_unregistered": "true: the module keeps IREE ops in the generic form "
                          "(generic_ops lists them); parse it with "
                          "--allow-unregistered-dialect",
}

# Why a case that is not a probe fails, by family.
KNOWN_WHY = {
    "deepseek-v2": "DeepSeek-V2 applies RoPE in complex form (torch.polar, view_as_complex, "
                   "a complex multiply, view_as_real). torch.export records the `.to(device)` "
                   "of the complex frequencies as aten._assert_tensor_metadata carrying dtype "
                   "code 10, which torch-mlir's canonicalizer finds different from the "
                   "complex<f32> it imported; with those assertions removed from the FX graph "
                   "by hand, the next op, torch.aten.mul.Scalar on complex<f32> (the "
                   "attention_scaling factor), has no lowering to linalg either.",
}


def write_failures(failures):
    lines = ["# Frontend corpus: what could not be exported or lowered", "",
             "Written by `scripts/frontend-corpus/generate.py`; each entry is a case "
             "the generator tried. `probe-*` cases are attempts at the exact code path a "
             "model's own forward takes, kept to show why the committed cases differ from "
             "it where they do (the mask built with `position_ids=None`, the sliding-window "
             "mask combined with `torch.logical_and`, bfloat16 weights imported as literals, "
             "LongRoPE's in-place frequency update lifted to a global).", ""]
    if not failures:
        lines.append("Nothing failed.")
    groups = {}
    for f in failures:
        groups.setdefault((f["frontend"], f["family"], f["stage"], f.get("why", "")), []).append(f)
    for (frontend, family, stage, why), cases in groups.items():
        names = ", ".join(c["name"] for c in cases)
        title = cases[0]["name"] if len(cases) == 1 else f"{family}: {len(cases)} cases"
        lines += [f"## {title}", "", f"Frontend: {frontend}; family: {family}; "
                  f"stage: {stage}", ""]
        if len(cases) > 1:
            lines += [f"Cases: {names}", ""]
        if why:
            lines += [f"Why: {why}", ""]
        errors = []
        for c in cases:
            if c["error"].strip() not in errors:
                errors.append(c["error"].strip())
        for err in errors[:1]:
            lines += ["```", err, "```", ""]
    (OUT / "FAILURES.md").write_text("\n".join(lines))


if __name__ == "__main__":
    main()
