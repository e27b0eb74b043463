"""The README demo.

1. rope-opt: verify, canonicalize and materialize an example's frequencies.
2. rope-compile: a Llama-3.1 RoPE example -> native library for this CPU.
3. rope-run: run it at positions up to 2^24 - 1, check every element against
   the float64 reference (Semantics §5) and time it, 1 thread and all threads.
4. rope-compile + rope-run: Llama-3.1 attention with RoPE fused inside
   (a 512-token causal prefill chunk at positions 2^24 - 512 .. 2^24 - 1,
   32 query heads over 8 kv heads): checked against the float64 reference
   (Semantics §4, relative L2 within 1e-4) and timed in GFLOP/s.
5. The C++ and numpy float64 references agree, and the usual float32 angle
   formula misses Semantics §5 at every one of these positions.
6. From Python in one call each: Llama-3.1's config.json -> rope(q, k) and
   attention on a decode step (bf16 numpy arrays), checked against the
   float64 reference and timed per call.
"""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys
import tempfile
import time

import numpy as np

from .reference import Positions, RopeConfig, Scaling, frequencies, rotate
from .tools import run_reference, tool_path

ROOT = pathlib.Path(__file__).resolve().parents[2]
LLAMA31 = Scaling("llama3", factor=8.0, low_freq_factor=1.0, high_freq_factor=4.0,
                  original_max=8192)


def show_ir() -> None:
    example = ROOT / "examples" / "llama31-decode.mlir"
    cmd = [str(tool_path("rope-opt")), str(example), "--canonicalize",
           "--rope-materialize-frequencies"]
    start = time.perf_counter()
    ir = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    elapsed = time.perf_counter() - start
    print(f"== rope-opt {example.name} --canonicalize --rope-materialize-frequencies"
          f" ({elapsed * 1e3:.1f} ms)")
    for line in ir.splitlines():
        print("   " + (line if len(line) < 150 else line[:147] + "..."))


# What each attention plan's `matmul` runs its products on.
UNITS = {"fma": "f32 FMAs", "amx": "AMX tiles", "bf16_dot": "AVX512-BF16 dot products"}


def print_kernels(manifest_path: pathlib.Path) -> None:
    """Which CPU kernel each rope.apply and rope.attention of a library runs
    (its plan)."""
    from .manifest import read
    manifest = read(manifest_path, "cpu")
    for entry in manifest["entry_points"]:
        for op in entry["rope_ops"]:
            plan = op.get("cpu_plan")
            if not plan:
                continue
            if op["op"] == "rope.apply":
                kernel = ("rows unrolled" if plan["kernel"] == "vector"
                          else "rows in loops")
                print(f"   {entry['name']}: rope.apply on {plan['vector_bits']}-bit "
                      f"vectors, {kernel}")
                continue
            splits = plan["key_splits"] or "chosen per call"
            units = UNITS.get(plan["matmul"], plan["matmul"])
            print(f"   {entry['name']}: rope.attention on {units}, "
                  f"{plan['vector_bits']}-bit vectors, keys rotated "
                  f"{plan['key_rotation'].replace('_', ' ')}, key splits {splits}"
                  + (f", {plan['kv_heads_per_item']} kv heads per work item"
                     if plan["kv_heads_per_item"] > 1 else ""))
    products = manifest.get("bf16_products")
    if products and any(op["op"] == "rope.attention" for entry in manifest["entry_points"]
                        for op in entry["rope_ops"]):
        print(f"   bf16 attention on this CPU runs on {UNITS[products['matmul']]}: "
              f"{products['reason']}")


def compile_and_run(name: str, tokens: int) -> None:
    """Compiles examples/<name>.mlir for this CPU and runs it with rope-run
    on the last `tokens` positions below 2^24, on 1 thread and all threads."""
    example = ROOT / "examples" / f"{name}.mlir"
    library = pathlib.Path(tempfile.mkdtemp(prefix="rope-demo-")) / f"{name}.so"
    start = time.perf_counter()
    subprocess.run([str(tool_path("rope-compile")), str(example), "-o", str(library)],
                   check=True)
    print(f"== rope-compile {example.name} -o {library.name} "
          f"({time.perf_counter() - start:.2f} s, host CPU, manifest {library.name}.json)")
    print_kernels(library.with_name(library.name + ".json"))
    offset = (1 << 24) - tokens  # positions 2^24 - tokens .. 2^24 - 1
    for threads in sorted({1, os.cpu_count() or 1}):
        print(f"== rope-run {library.name} --offset={offset}  (OMP_NUM_THREADS={threads})")
        run = subprocess.run([str(tool_path("rope-run")), str(library), f"--offset={offset}"],
                             env=dict(os.environ, OMP_NUM_THREADS=str(threads)),
                             capture_output=True, text=True)
        for line in run.stdout.splitlines():
            print("   " + line)
        if run.returncode != 0:
            print(run.stderr, file=sys.stderr)
            sys.exit(run.returncode)


def timed(fn, repeats=5):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return result, min(times), sorted(times)[len(times) // 2]


def compare_references() -> None:
    cfg = RopeConfig(head_dim=128, theta=500000.0, scaling=LLAMA31)
    rng = np.random.default_rng(0)
    x = rng.uniform(-1, 1, (1, 64, 8, 128))
    positions = Positions(offset=(1 << 24) - 64)
    request = {"op": "rotate", "config": cfg.to_json(), "layout": "bshd",
               "shape": list(x.shape), "positions": positions.to_json(),
               "input": x.reshape(-1).tolist()}
    cpp, cpp_min, cpp_med = timed(lambda: np.asarray(run_reference([request])[0]["output"]))
    ref, np_min, np_med = timed(lambda: rotate(cfg, "bshd", x, positions))
    diff = float(np.max(np.abs(cpp.reshape(x.shape) - ref)))
    print("== float64 references, x [1, 64, 8, 128], positions 2^24-64 .. 2^24-1")
    print(f"   C++ rope-reference (incl. JSON I/O): min {cpp_min * 1e3:.1f} ms, "
          f"median {cpp_med * 1e3:.1f} ms")
    print(f"   numpy reference:                    min {np_min * 1e3:.1f} ms, "
          f"median {np_med * 1e3:.1f} ms")
    print(f"   max |C++ - numpy| = {diff:.3e}  ({'agree' if diff < 1e-7 else 'DISAGREE'})")
    if diff >= 1e-7:
        sys.exit(1)


def naive_float32_error() -> None:
    """Error of phi = float32(p) * float32(f) against float64, in units of the
    Semantics §5 bound 2^-18 * a * (|u| + |v|)."""
    cfg = RopeConfig(head_dim=128, theta=500000.0, scaling=LLAMA31)
    f, a = frequencies(cfg)
    print("== Semantics §5 with the usual float32 formula (cos/sin of float32(p) * f32(f))")
    rng = np.random.default_rng(1)
    x = rng.uniform(-1, 1, (1, 128))
    for p in (1 << 10, 1 << 16, 1 << 20, (1 << 24) - 1):
        exact = rotate(cfg, "sd", x, Positions(offset=p))
        phi32 = np.float32(p) * f.astype(np.float32)
        c, s = np.cos(phi32.astype(np.float64)), np.sin(phi32.astype(np.float64))
        u, v = x[0, :64], x[0, 64:]
        approx = np.concatenate([u * c - v * s, v * c + u * s])
        bound = 2.0 ** -18 * a * (np.abs(np.concatenate([u, v])) + np.abs(np.concatenate([v, u])))
        ratio = float(np.max(np.abs(approx - exact[0]) / bound))
        print(f"   p = {p:>8}: max error = {ratio:8.2f} x bound  "
              f"({'meets' if ratio <= 1 else 'MISSES'} Semantics §5)")


def one_call() -> None:
    from .api import attention, rope
    from .dtypes import bfloat16
    from .huggingface import params_from_hf_config
    from .reference import attention as attention_reference

    config = ROOT / "python" / "tests" / "hf_configs" / "llama31_8b.json"
    model = params_from_hf_config(config)
    print(f"== rope_mlir.rope / rope_mlir.attention, config {config.name} (one decode step, bf16)")
    rng = np.random.default_rng(2)
    hq, hkv, d, cache, pos = model.num_attention_heads, model.num_key_value_heads, \
        model.head_dim, 1024, (1 << 24) - 1

    def bf16(*shape):
        return rng.uniform(-1, 1, shape).astype(bfloat16)
    q, k, cache_k, cache_v = bf16(1, 1, hq, d), bf16(1, 1, hkv, d), \
        bf16(1, cache, hkv, d), bf16(1, cache, hkv, d)
    q_rot, _ = rope(q, k, config=model, offset=pos)
    exact = rotate(model.rope, "bshd", q.astype(np.float64), Positions(offset=pos))
    error = float(np.max(np.abs(q_rot.astype(np.float64) - exact)))
    _, best, median = timed(lambda: rope(q, k, config=model, offset=pos), repeats=2000)
    print(f"   rope(q, k) at position {pos}: max |error| {error:.2e} (bf16 rounding); "
          f"per call min {best * 1e6:.1f} us, median {median * 1e6:.1f} us")
    out = attention(q, cache_k, cache_v, config=model, q_offset=cache - 1)
    ref = attention_reference(model.rope, "bshd", *(x.astype(np.float64)
                                                     for x in (q, cache_k, cache_v)),
                              Positions(offset=cache - 1), causal=True)
    rel = float(np.linalg.norm(out.astype(np.float64) - ref) / np.linalg.norm(ref))
    _, best, median = timed(lambda: attention(q, cache_k, cache_v, config=model,
                                              q_offset=cache - 1), repeats=200)
    print(f"   attention over a {cache}-token cache: relative L2 error {rel:.2e} "
          f"({'within' if rel <= 1e-2 else 'OUTSIDE'} 1e-2); per call min "
          f"{best * 1e6:.1f} us, median {median * 1e6:.1f} us")
    if rel > 1e-2 or error > 2.0 ** -7:
        sys.exit(1)


def main() -> None:
    show_ir()
    compile_and_run("llama31-rope", 4096)
    compile_and_run("llama31-attention", 512)
    compare_references()
    naive_float32_error()
    one_call()


if __name__ == "__main__":
    main()
