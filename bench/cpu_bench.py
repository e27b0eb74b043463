#!/usr/bin/python3
"""CPU benchmark of rope.apply against the machine's bandwidth and its peers.

Workload: Q [1, 4096, 32, 128] and K [1, 4096, 8, 128] rotated together, half
and interleaved pairing, f32 and bf16, 1 thread and all threads, out of place
and in place. In the same run: STREAM-like copy and in-place update
bandwidth (bench/native_peers.c, same footprint), a plain scalar C loop,
and PyTorch CPU eager in the rotate_half form (cos/sin cache) and the
complex-multiply form. Every buffer is written before timing; PyTorch runs
with GLIBC_TUNABLES=glibc.malloc.mmap_max=0 so freed memory is reused rather
than faulted in again. Times are the minimum and median of repeated runs;
GB/s counts bytes read + bytes written.

Also: the angle error of our kernel and of the peers' float32 formula at
positions 2^16, 2^20, 2^24 - 1 against float64, and a plot of it.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import os
import pathlib
import subprocess
import sys
import tempfile

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

from rope_mlir.ir import params_ir, tensor_type  # noqa: E402
from rope_mlir.reference import RopeConfig, frequencies  # noqa: E402
from rope_mlir.runtime import Artifact  # noqa: E402
from rope_mlir.tools import compile_mlir, tool_path  # noqa: E402

import machine_peaks  # noqa: E402  (bench/machine_peaks.py)
import plots  # noqa: E402  (bench/plots.py)

S, HQ, HKV, D = 4096, 32, 8, 128
THETA = 500000.0
ERROR_POSITIONS = [1 << 16, 1 << 20, (1 << 24) - 1]
BYTES = {"f32": 4, "bf16": 2}


def logical_bytes(dtype: str) -> int:
    return 2 * BYTES[dtype] * S * (HQ + HKV) * D  # read + write


def our_ir(pairing: str, dtype: str) -> str:
    cfg = RopeConfig(head_dim=D, theta=THETA, pairing=pairing)
    q, k = tensor_type([1, S, HQ, D], dtype), tensor_type([1, S, HKV, D], dtype)
    return (f"func.func @rope_q_k(%q: {q}, %k: {k}, %n: index) -> ({q}, {k}) {{\n"
            f"  %a, %b = rope.apply %q, %k layout \"bshd\" offset %n : index "
            f"params {params_ir(cfg)} : {q}, {k}\n  return %a, %b : {q}, {k}\n}}\n")


def run_json(cmd, threads: int, extra_env=None) -> dict:
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), **(extra_env or {}))
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def torch_worker(args) -> None:
    """Times the PyTorch forms in this (separate) process; prints JSON."""
    import torch

    torch.set_num_threads(args.threads)
    dtype = {"f32": torch.float32, "bf16": torch.bfloat16}[args.dtype]
    q = torch.rand(1, S, HQ, D, dtype=dtype) * 2 - 1
    k = torch.rand(1, S, HKV, D, dtype=dtype) * 2 - 1
    inv_freq = 1.0 / (THETA ** (torch.arange(0, D, 2, dtype=torch.float32) / D))
    freqs = torch.outer(torch.arange(S, dtype=torch.float32), inv_freq)
    emb = torch.cat((freqs, freqs), dim=-1)
    cos, sin = emb.cos()[None, :, None, :].to(dtype), emb.sin()[None, :, None, :].to(dtype)
    freqs_cis = torch.polar(torch.ones_like(freqs), freqs)[None, :, None, :]

    def rotate_half(x):
        x1, x2 = x[..., : D // 2], x[..., D // 2:]
        return torch.cat((-x2, x1), dim=-1)

    def rotate_half_form():
        return q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin

    def complex_form():
        def one(x):
            xc = torch.view_as_complex(x.float().reshape(*x.shape[:-1], -1, 2))
            return torch.view_as_real(xc * freqs_cis).flatten(3).type_as(x)
        return one(q), one(k)

    import time
    result = {}
    for name, fn in (("torch_rotate_half", rotate_half_form), ("torch_complex", complex_form)):
        times = []
        for r in range(args.repeats + 2):
            start = time.perf_counter()
            fn()
            if r >= 2:
                times.append(time.perf_counter() - start)
        times.sort()
        result[name] = {"min_s": times[0], "median_s": times[len(times) // 2]}
    print(json.dumps(result))


def angle_errors_ours(folder: pathlib.Path, positions) -> np.ndarray:
    """Max |angle error| over pairs of our kernel at each position (f32)."""
    cfg = RopeConfig(head_dim=D, theta=THETA)
    x_type = tensor_type([len(positions), D], "f32")
    p_type = tensor_type([len(positions)], "i32")
    src = (f"func.func @angles(%x: {x_type}, %p: {p_type}) -> {x_type} {{\n"
           f"  %y = rope.apply %x layout \"sd\" positions %p : {p_type} params "
           f"{params_ir(cfg)} : {x_type}\n  return %y : {x_type}\n}}\n")
    # One file per position count: dlopen would hand back an older library.
    art = Artifact(str(compile_mlir(src, folder / f"angles-{len(positions)}.so")))
    x = np.zeros((len(positions), D), dtype=np.float32)
    x[:, : D // 2] = 1.0  # (u, v) = (1, 0): the output is (cos, sin)
    out, = art["angles"](x, np.asarray(positions, dtype=np.int32))
    got = np.arctan2(out[:, D // 2:].astype(np.float64), out[:, : D // 2].astype(np.float64))
    return np.max(np.abs(wrap(got - exact_angles(positions))), axis=1)


def exact_angles(positions) -> np.ndarray:
    f, _ = frequencies(RopeConfig(head_dim=D, theta=THETA))
    return np.outer(np.asarray(positions, dtype=np.float64), f)


def wrap(a: np.ndarray) -> np.ndarray:
    return (a + np.pi) % (2 * np.pi) - np.pi


def angle_errors_float32_formula(positions) -> np.ndarray:
    """The peers' float32 formula: float32(p) * float32(inv_freq), then
    cos/sin (PyTorch's cache, the complex form's polar and the scalar loop)."""
    inv_freq = (1.0 / (THETA ** (np.arange(0, D, 2, dtype=np.float32) / D))).astype(np.float32)
    phi32 = np.outer(np.asarray(positions, dtype=np.float32), inv_freq).astype(np.float32)
    return np.max(np.abs(wrap(phi32.astype(np.float64) - exact_angles(positions))), axis=1)


def plot(folder_png: pathlib.Path, tmp: pathlib.Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    positions = sorted(set(np.unique(np.logspace(0, math.log10((1 << 24) - 1), 60).astype(np.int64)).tolist()))
    ours = angle_errors_ours(tmp, positions)
    peers = angle_errors_float32_formula(positions)
    fig, ax = plt.subplots(figsize=(7, 4.5))
    ax.loglog(positions, np.maximum(peers, 1e-12), label="float32 formula (PyTorch, scalar C)")
    ax.loglog(positions, np.maximum(ours, 1e-12), label="RoPE-MLIR kernel (f32)")
    ax.axhline(2.0 ** -18, color="gray", linestyle="--", label="Semantics §5 scale 2^-18")
    ax.set_xlabel("position")
    ax.set_ylabel("max |angle error| (rad)")
    ax.set_title("RoPE angle error vs position, theta = 5e5, D = 128")
    ax.legend()
    fig.tight_layout()
    fig.savefig(folder_png, dpi=110)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--torch-worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--dtype", default="f32")
    parser.add_argument("--repeats", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3,
                        help="interleaved rounds per configuration (best and median kept)")
    parser.add_argument("--out", default=str(ROOT / "bench" / "results" / "cpu.json"))
    args = parser.parse_args()
    if args.torch_worker:
        torch_worker(args)
        return

    tmp = pathlib.Path(tempfile.mkdtemp(prefix="rope-bench-"))
    native = machine_peaks.build(tmp).peers
    all_threads = os.cpu_count() or 1
    thread_counts = sorted({1, all_threads})
    libs = {(p, t): compile_mlir(our_ir(p, t), tmp / f"rope-{p}-{t}.so")
            for p in ("half", "interleaved") for t in ("f32", "bf16")}
    rows = []
    for threads in thread_counts:
        for dtype in ("f32", "bf16"):
            # Copy and update over the same footprint as this dtype's Q + K.
            footprint = logical_bytes(dtype) // 2
            torch_env = {"GLIBC_TUNABLES": "glibc.malloc.mmap_max=0"}
            variants = [(p, ip) for p in ("half", "interleaved") for ip in (False, True)]
            # Rounds interleave every kernel so that a noisy spell on the
            # shared machine hits all of them alike.
            runs = {"copy": [], "update": [], "torch": []}
            for variant in variants:
                runs[variant] = []
            for _ in range(args.rounds):
                runs["copy"].append(run_json([str(native), "copy", str(footprint), "20"], threads))
                runs["update"].append(run_json([str(native), "update", str(footprint), "20"], threads))
                for pairing, in_place in variants:
                    cmd = [str(tool_path("rope-run")), str(libs[(pairing, dtype)]), "--json",
                           "--runs", "20", "--warmup", "3", "--offset", "0"]
                    if in_place:
                        cmd.append("--in-place")
                    runs[(pairing, in_place)].append(run_json(cmd, threads))
                try:
                    runs["torch"].append(run_json(
                        [sys.executable, __file__, "--torch-worker", "--threads", str(threads),
                         "--dtype", dtype, "--repeats", str(args.repeats)], threads, torch_env))
                except (subprocess.CalledProcessError, json.JSONDecodeError) as err:
                    print("PyTorch peer unavailable:", err, file=sys.stderr)
            copy, update = best_of(runs["copy"]), best_of(runs["update"])
            peers = {name: best_of([r[name] for r in runs["torch"]])
                     for name in (runs["torch"][0] if runs["torch"] else {})}
            for pairing in ("half", "interleaved"):
                for in_place in (False, True):
                    ours = best_of(runs[(pairing, in_place)])
                    bandwidth = update if in_place else copy
                    row = {"threads": threads, "dtype": dtype, "pairing": pairing,
                           "in_place": in_place, "ours": ours,
                           "bandwidth_kernel": bandwidth["kernel"],
                           "bandwidth_gbps_min": bandwidth["gbps_min"],
                           "fraction_of_bandwidth": ours["gbps_min"] / bandwidth["gbps_min"]}
                    for name, timing in peers.items():
                        row[f"speedup_vs_{name}"] = timing["min_s"] / ours["min_s"]
                    if peers:
                        fastest = min(t["min_s"] for t in peers.values())
                        row["speedup_vs_fastest_torch"] = fastest / ours["min_s"]
                    if dtype == "f32":
                        scalar = run_json([str(native), "scalar", pairing, str(S), str(HQ),
                                           str(HKV), str(D), "10"], threads)
                        row["speedup_vs_scalar_c"] = scalar["min_s"] / ours["min_s"]
                    row["peers"] = peers
                    rows.append(row)
                    print(format_row(row), flush=True)
    errors = {"positions": ERROR_POSITIONS,
              "ours_f32": angle_errors_ours(tmp, ERROR_POSITIONS).tolist(),
              "float32_formula": angle_errors_float32_formula(ERROR_POSITIONS).tolist()}
    print("max angle error (rad) at", ERROR_POSITIONS)
    print("  RoPE-MLIR f32 kernel:", ["%.2e" % e for e in errors["ours_f32"]])
    print("  float32 formula (PyTorch rotate_half/complex, scalar C):",
          ["%.2e" % e for e in errors["float32_formula"]])
    png = pathlib.Path(args.out).with_name("cpu-angle-error.png")
    plot(png, tmp)
    result = {"date": datetime.datetime.now().isoformat(timespec="seconds"),
              "machine": machine_peaks.machine(), "workload": {"S": S, "HQ": HQ, "HKV": HKV, "D": D,
                                                  "theta": THETA},
              "method": f"{args.rounds} interleaved rounds of every kernel, each the "
                        "min and median of repeated runs; reported: the fastest run and "
                        "the median of the round medians; pre-faulted buffers; "
                        "PyTorch with glibc.malloc.mmap_max=0",
              "rows": rows, "angle_errors": errors, "plot": png.name}
    pathlib.Path(args.out).write_text(json.dumps(result, indent=1))
    bars = pathlib.Path(args.out).with_name("cpu-rope-gbps.png")
    plots.cpu_rope_gbps(result, bars)
    print("wrote", args.out, png, "and", bars)


def best_of(results: list) -> dict:
    """One timing from several rounds: the fastest run overall and the median
    of the rounds' medians (GB/s follow when the runs report bytes)."""
    best = dict(min(results, key=lambda r: r["min_s"]))
    best["median_s"] = float(np.median([r["median_s"] for r in results]))
    if "bytes" in best:
        best["gbps_min"] = best["bytes"] / best["min_s"] / 1e9
        best["gbps_median"] = best["bytes"] / best["median_s"] / 1e9
    best["rounds"] = len(results)
    return best


def format_row(row: dict) -> str:
    parts = [f"{row['threads']}T {row['dtype']:4} {row['pairing']:11} "
             f"{'in-place' if row['in_place'] else 'out     '}",
             f"ours {row['ours']['gbps_min']:6.1f} GB/s (median {row['ours']['gbps_median']:5.1f})",
             f"{100 * row['fraction_of_bandwidth']:5.1f}% of {row['bandwidth_kernel']} "
             f"{row['bandwidth_gbps_min']:.1f}"]
    for key in ("speedup_vs_torch_rotate_half", "speedup_vs_torch_complex",
                "speedup_vs_scalar_c"):
        if key in row:
            parts.append(f"{key.replace('speedup_vs_', 'x')}={row[key]:.1f}")
    return " | ".join(parts)


if __name__ == "__main__":
    main()
