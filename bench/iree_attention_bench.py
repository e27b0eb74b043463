#!/usr/bin/env python3
"""IREE's own code against IREE with RoPE-MLIR's kernels, same run.

The attention workload of attention_bench.py (B = 1, 32 query heads, 8 kv
heads, D = 128, theta 5e5, half pairing, f32 and bf16; causal prefill Sq = Sk = S,
and decode: one query over a cache of Sk rotated keys): a
torch module that applies RoPE to q and k and attends, exported by
iree-turbine (aot.export, its default) and lowered by IREE to its input
phase, in two spellings:
  sdpa   F.scaled_dot_product_attention(is_causal, enable_gqa): IREE's
         iree_linalg_ext.attention;
  eager  matmul, masked softmax, matmul (what transformers' eager route does).
Rows: iree (iree-compile alone) and iree+rope (the same input spliced by
python -m rope_mlir iree, our kernel's phases as dispatches), timed by
iree-benchmark-module on local-task with 1 and 2 workers; min and median of
the repetitions, ms, and the ratio. Outputs of the two are compared first.
Needs torch and iree-turbine (the corpus environment,
scripts/frontend-corpus/requirements.txt), iree-base-compiler/runtime and
the built tools.

  python bench/iree_attention_bench.py [--seq 2048] [--decode 4096,16384]
      [--workers 1,2] [--reps 5]   (writes bench/results/iree-attention.json)
"""

from __future__ import annotations

import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))


def module(kind, heads, kv_heads, dim, theta, decode=False):
    """Prefill: q and k rotated at positions 0 .. S-1, causal. Decode: the
    query at position Sk - 1 rotated, over a cache of rotated keys."""
    import torch
    import torch.nn.functional as F

    class Attention(torch.nn.Module):
        def forward(self, q, k, v):
            seq = q.shape[2]
            first = k.shape[2] - 1 if decode else 0
            inv = 1.0 / theta ** (torch.arange(0, dim, 2, dtype=torch.float32) / dim)
            freqs = (torch.arange(seq, dtype=torch.float32) + first)[:, None] * inv[None]
            emb = torch.cat([freqs, freqs], -1)
            cos, sin = emb.cos().to(q.dtype), emb.sin().to(q.dtype)

            def rotate(x):
                return torch.cat([-x[..., dim // 2:], x[..., : dim // 2]], -1)
            q = q * cos + rotate(q) * sin
            if not decode:
                k = k * cos + rotate(k) * sin
            if kind == "sdpa":
                return F.scaled_dot_product_attention(q, k, v, is_causal=not decode,
                                                      enable_gqa=True)
            group = heads // kv_heads
            k = k.repeat_interleave(group, 1)
            v = v.repeat_interleave(group, 1)
            scores = q @ k.transpose(2, 3) / dim ** 0.5
            if not decode:
                scores = scores + torch.full((seq, seq), float("-inf"),
                                             dtype=q.dtype).triu(1)
            return torch.softmax(scores, -1) @ v
    return Attention()


def bench(vmfb, inputs, workers, reps):
    flags = [f"--module={vmfb}", "--function=main", "--device=local-task",
             f"--task_topology_group_count={workers}", f"--benchmark_repetitions={reps}",
             "--benchmark_min_time=0.01", "--benchmark_format=json"]
    flags += [f"--input=@{p}" for p in inputs]
    tool = pathlib.Path(sys.executable).parent / "iree-benchmark-module"
    out = subprocess.run([str(tool), *flags], capture_output=True, text=True, check=True)
    runs = [b for b in json.loads(out.stdout)["benchmarks"] if b.get("run_type") == "iteration"]
    times = sorted(b["real_time"] for b in runs)  # ms (the tool reports ms)
    return times[0], float(np.median(times))


def as_numpy(t):
    """A torch tensor as numpy; bf16 as ml_dtypes.bfloat16 (what IREE's
    runtime and iree-benchmark-module's .npy inputs take)."""
    import ml_dtypes
    import torch
    if t.dtype == torch.bfloat16:
        return t.view(torch.int16).numpy().view(ml_dtypes.bfloat16)
    return t.numpy()


def run_once(vmfb, args):
    import iree.runtime as rt
    config = rt.Config("local-task")
    context = rt.SystemContext(config=config)
    context.add_vm_module(rt.VmModule.mmap(config.vm_instance, str(vmfb)))
    name = [m for m in context.modules.keys() if m != "hal"][0]
    return np.asarray(context.modules[name].main(*args)).astype(np.float32).astype(np.float64)


def build_both(net, args, work):
    """`net` exported by iree-turbine and compiled by IREE alone and with our
    kernels spliced in: (IREE's vmfb, ours, the splice's report, the
    relative L2 between their outputs on `args`)."""
    from iree.turbine import aot

    from rope_mlir.iree import compile as rope_iree
    from rope_mlir.iree.splice import splice

    exported = aot.export(net, args=tuple(args))
    text = rope_iree.compile_to_input(str(exported.mlir_module), work, "torch")
    spliced, report = splice(text, work_dir=work)
    plain = work / "iree.vmfb"
    subprocess.run([rope_iree.iree_compile(), "--compile-from=input",
                    str(work / "input.mlir"), *rope_iree.target_flags(spliced),
                    "-o", str(plain)], check=True)
    ours = rope_iree.compile_spliced(spliced, work / "rope.vmfb")
    (work / "input.mlir").unlink()
    arrays = [as_numpy(t) for t in args]
    a, b = run_once(plain, arrays), run_once(ours, arrays)
    return plain, ours, report, float(np.linalg.norm(b - a) / np.linalg.norm(a))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seq", default="2048", help="prefill lengths")
    parser.add_argument("--decode", default="4096,16384", help="decode cache lengths")
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--workers", default="1,2")
    parser.add_argument("--dtypes", default="f32,bf16")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "iree-attention.json"))
    args = parser.parse_args()
    import torch

    heads, kv, dim = 32, 8, 128
    workloads = [("prefill", int(n)) for n in args.seq.split(",") if n] + \
                [("decode", int(n)) for n in args.decode.split(",") if n]
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for (workload, length), dtype in ((w, d) for w in workloads
                                          for d in args.dtypes.split(",")):
            torch.manual_seed(0)
            decode = workload == "decode"
            torch_dtype = {"f32": torch.float32, "bf16": torch.bfloat16}[dtype]
            q = torch.randn(1, heads, 1 if decode else length, dim).to(torch_dtype)
            k = torch.randn(1, kv, length, dim).to(torch_dtype)
            v = torch.randn(1, kv, length, dim).to(torch_dtype)
            inputs = []
            for name, t in (("q", q), ("k", k), ("v", v)):
                inputs.append(tmp / f"{workload}{length}{dtype}-{name}.npy")
                np.save(inputs[-1], as_numpy(t))
            for kind in ("sdpa", "eager"):
                work = tmp / f"{workload}{length}{dtype}-{kind}"
                work.mkdir()
                plain, ours, report, error = build_both(
                    module(kind, heads, kv, dim, 5e5, decode), (q, k, v), work)
                for workers in (int(w) for w in args.workers.split(",")):
                    base = bench(plain, inputs, workers, args.reps)
                    mine = bench(ours, inputs, workers, args.reps)
                    rows.append(dict(workload=workload, length=length, dtype=dtype, route=kind,
                                     workers=workers, fused=report.fused,
                                     iree_ms=base, rope_ms=mine, rel_l2=error))
                    print(f"{workload} {length:6d} {dtype:4s} {kind:5s} workers={workers}: iree "
                          f"{base[0]:9.2f} / {base[1]:9.2f} ms, iree+rope {mine[0]:8.2f} / "
                          f"{mine[1]:8.2f} ms (min / median), {base[1] / mine[1]:.2f}x, "
                          f"fused {report.fused}, outputs apart {error:.1e}", flush=True)
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo")
                if line.startswith("model name")), "unknown")
    pathlib.Path(args.out).write_text(json.dumps(dict(cpu=cpu, heads=heads, kv_heads=kv,
                                                      head_dim=dim, rows=rows), indent=1))
    print(f"wrote {args.out} ({cpu})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
