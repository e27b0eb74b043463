#!/usr/bin/env python3
"""CPU benchmark of rope.attention (RoPE + causal attention in one kernel)
against the same work unfused, PyTorch, ONNX Runtime and the machine's peaks.

Workloads (B = 1, 32 query heads, 8 kv heads, D = 128, layout bshd, theta
5e5, half pairing, f32 and bf16, 1 thread and all threads):
  prefill  Sq = Sk = S, positions 0 .. S-1, causal;
  decode   Sq = 1 at position Sk-1 over a cache of Sk rotated keys.
Rows, in the same run and interleaved in rounds:
  ours_fused        one rope.attention (rope-compile, called through runtime.py;
                    bf16 on AMX tiles where the CPU has AMX-BF16);
  ours_fused_fma    (bf16, AMX CPUs) the same op on FMAs (--amx-tiles=false);
  ours_unfused      rope.apply on q and k, then rope.attention with keys_rotated
                    and zero frequencies (the identity rotation) on the result;
  ours_fused_rotates_k  (decode) the cache holds unrotated keys, rotated inside;
  torch_sdpa        HF-style rotate_half with a cos/sin cache, then
                    F.scaled_dot_product_attention (enable_gqa);
  ort_gqa           ONNX Runtime com.microsoft.GroupQueryAttention, do_rotary=1;
  peaks / copy      the f32 FMA peak at the widest vector width, the
                    AVX512-BF16 dot-product peak and the AMX bf16 peak where
                    they exist (bench/peak_probes.c) and copy
                    bandwidth (bench/native_peers.c); each kernel's fraction is
                    of its dtype's peak (bench/machine_peaks.py).
Each kernel runs in a persistent worker process per thread count (threads
follow OMP_NUM_THREADS / torch.set_num_threads / intra_op_num_threads).
Every output is checked against ours_fused (or the first row) and, on the
smallest workloads, against the float64 reference of python/rope_mlir.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import os
import pathlib
import shutil
import sys
import tempfile
import time

import numpy as np

import machine_peaks
from attention_report import (ROW_ORDER, TABLE_HEAD, format_rows, plot, progress,
                              summarize)
from attention_worker import Worker
from attention_workload import (CHECK_TOLERANCE, DECODE, HKV, HQ, D, PREFILL,
                                QUICK_DECODE, QUICK_PREFILL, ROOT, THETA, Workload,
                                make_inputs, our_ir, reference_output)

# --------------------------------------------------------------- driver ----

def run_workload(w, workers, args, tmp, natives, threads, libraries, plan, prepared, features):
    from rope_mlir.attention_check import relative_l2_error
    paths, reference = prepared
    library, library_fma = libraries
    owner, skipped, versions = {}, {}, {}
    for wk in workers:
        reply = wk.ask(op="setup", workload=dataclasses.asdict(w), paths=paths,
                       library=str(library.get(w, "")),
                       library_fma=str(library_fma.get(w, "")))
        if "error" in reply:
            skipped[wk.kind] = reply["error"]
            continue
        versions[wk.kind] = reply["version"]
        skipped.update(reply["skipped"])
        for row in reply["rows"]:
            owner[row] = wk
    rows = sorted(owner, key=ROW_ORDER.index)
    # Warm-up run of every kernel; its output is checked.
    outputs, warm = {}, {}
    for row in list(rows):
        path = tmp / f"out-{row}.npy"
        reply = owner[row].ask(op="output", row=row, path=str(path))
        if "error" in reply:
            skipped[row] = reply["error"]
            rows.remove(row)
            continue
        warm[row] = reply["seconds"]
        outputs[row] = np.load(path)
    checks = {}
    base = "ours_fused" if "ours_fused" in outputs else (rows[0] if rows else None)
    for row in rows:
        check = {}
        if row != base:
            check[f"rel_l2_vs_{base}"] = relative_l2_error(outputs[row], outputs[base])
        if reference is not None:
            check["rel_l2_vs_float64"] = relative_l2_error(outputs[row], reference)
        check["ok"] = all(v < CHECK_TOLERANCE for v in check.values())
        checks[row] = check
    # Repeats per round: about --target seconds of runs, 1 to 50.
    repeats = {row: max(1, min(50, int(args.target / max(warm[row], 1e-6)))) for row in rows}
    runs = {row: [] for row in rows}
    peaks, copy, reads = [], [], []
    kv_footprint = w.kv_bytes()
    for _ in range(args.rounds):
        peaks.append(machine_peaks.measure_peaks(natives, threads, features))
        if w.phase == "decode":
            copy.append(machine_peaks.run_native(natives.peers, ["copy", kv_footprint, 20],
                                                 threads))
            if plan is not None:
                reads.append(machine_peaks.read_probes(natives, w, plan, threads))
        for row in rows:
            reply = owner[row].ask(op="time", row=row, repeats=repeats[row],
                                   warmup=1 if repeats[row] > 1 else 0)
            if "error" in reply:
                raise RuntimeError(f"{row}: {reply['error']}")
            runs[row].append(reply["times"])
            if threads > 1:
                time.sleep(0.25)  # idle threads spin (libomp: 200 ms) before they sleep
    return {"rows": rows, "runs": runs, "checks": checks, "skipped": skipped,
            "versions": versions, "peaks": peaks, "copy": copy, "reads": reads}


def sizes(text: str) -> list:
    return [int(s) for s in text.split(",") if s]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", type=sizes, help="prefill S list (default 512,1024,2048,4096; 0: none)")
    parser.add_argument("--decode-sizes", type=sizes, help="decode Sk list (default 4096,16384; 0: none)")
    parser.add_argument("--dtypes", default="f32,bf16")
    parser.add_argument("--threads", type=sizes,
                        help="thread counts (default 1 and all cores)")
    parser.add_argument("--rounds", type=int, default=3,
                        help="interleaved rounds per workload (best and median kept)")
    parser.add_argument("--target", type=float, default=0.6,
                        help="seconds of repeated runs per kernel and round")
    parser.add_argument("--quick", action="store_true", help="small sizes, 2 rounds: a smoke run")
    parser.add_argument("--only-peers", action="store_true", help="without our kernels")
    parser.add_argument("--torch-python", default=sys.executable,
                        help="interpreter with PyTorch for the torch rows")
    parser.add_argument("--out", help="results JSON, the plot beside it (default "
                        "bench/results/attention.json; with --quick, in the temporary folder)")
    args = parser.parse_args()
    threads_arg = args.threads
    if args.quick:
        args.sizes = args.sizes or QUICK_PREFILL
        args.decode_sizes = args.decode_sizes or QUICK_DECODE
        args.rounds, args.target = min(args.rounds, 2), min(args.target, 0.2)
        args.out = args.out or str(pathlib.Path(tempfile.gettempdir()) / "attention-quick.json")
    args.out = args.out or str(ROOT / "bench" / "results" / "attention.json")
    # A size list of 0 leaves that phase out.
    prefill = [s for s in args.sizes or PREFILL if s]
    decode = [s for s in args.decode_sizes or DECODE if s]
    dtypes = args.dtypes.split(",")
    workloads = [Workload("prefill", s, s, t) for s in prefill for t in dtypes] + \
                [Workload("decode", 1, s, t) for s in decode for t in dtypes]
    # The float64 reference on the smallest workloads only: prefill holds
    # Hq * S^2 float64 scores.
    reference_sizes = {("prefill", min(prefill))} if prefill and min(prefill) <= 1024 else set()
    if decode:
        reference_sizes.add(("decode", min(decode)))
    thread_counts = threads_arg or sorted({1, os.cpu_count() or 1})

    tmp = pathlib.Path(tempfile.mkdtemp(prefix="rope-attention-bench-"))
    try:
        run(args, workloads, thread_counts, reference_sizes, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def run(args, workloads, thread_counts, reference_sizes, tmp: pathlib.Path) -> None:
    prefill = sorted({w.sq for w in workloads if w.phase == "prefill"})
    decode = sorted({w.sk for w in workloads if w.phase == "decode"})
    dtypes = sorted({w.dtype for w in workloads}, key=["f32", "bf16"].index)
    load_at_start = os.getloadavg()[0]  # other work on the machine skews the figures
    natives = machine_peaks.build(tmp)
    host = machine_peaks.machine()
    has_amx = host["features"]["amx_bf16"]
    prepared = {}
    for w in workloads:  # inputs are shared by both dtypes
        same = [p for v, p in prepared.items() if (v.phase, v.sq, v.sk) == (w.phase, w.sq, w.sk)]
        paths = same[0][0] if same else make_inputs(w, tmp, seed=w.sq * 7 + w.sk)
        reference = same[0][1] if same else (
            reference_output(w, paths) if (w.phase, w.sk) in reference_sizes else None)
        prepared[w] = (paths, reference)
    library, library_fma, plans = {}, {}, {}
    if not args.only_peers:
        from rope_mlir.tools import compile_mlir
        for w in workloads:
            start = time.perf_counter()
            name = f"attn-{w.phase}-{w.sq}-{w.sk}-{w.dtype}.so"
            library[w] = compile_mlir(our_ir(w), tmp / name)
            plans[w] = machine_peaks.our_plan(library[w], w.dtype)
            # On AMX CPUs bf16 also runs on FMAs, for the side-by-side row.
            if has_amx and w.dtype == "bf16":
                library_fma[w] = compile_mlir(our_ir(w), tmp / f"fma-{name}", "--amx-tiles=false")
            print(f"compiled {name} in {time.perf_counter() - start:.1f} s", flush=True)
    peer_env = {"GLIBC_TUNABLES": "glibc.malloc.mmap_max=0"}
    rows, versions = [], {}
    for threads in thread_counts:
        workers = ([] if args.only_peers else [Worker("ours", threads, sys.executable, {})]) + [
            Worker("torch", threads, args.torch_python, peer_env),
            Worker("ort", threads, sys.executable, peer_env)]
        best = {}  # the best rate of each peak over this thread count's runs
        results = []
        try:
            for w in workloads:
                result = run_workload(w, workers, args, tmp, natives, threads,
                                      (library, library_fma), plans.get(w), prepared[w],
                                      host["features"])
                versions.update(result["versions"])
                for measured in result["peaks"]:
                    for unit, probe in measured.items():
                        best[unit] = max(best.get(unit, 0.0), probe["gflops_min"])
                results.append((w, result))
                print(progress(w, threads, result), flush=True)
        finally:
            for wk in workers:
                wk.close()
        rows += [summarize(w, threads, result, best,
                           machine_peaks.peak_unit(plans.get(w), w.dtype, host["features"]),
                           plans.get(w))
                 for w, result in results]
    features = ", ".join(f for f, present in host["features"].items() if present)
    print(f"\n{host['cpu']}, {host['cores']} cores ({features}; load average at the "
          f"start {load_at_start:.2f}); fastest run of {args.rounds} rounds; %peak of "
          "the measured peak of each dtype's unit, %copy of copy bandwidth")
    print(TABLE_HEAD)
    for row in rows:
        print("\n".join(format_rows(row)))
    out = pathlib.Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    png = out.with_name("attention-gflops.png")
    plot(rows, png)
    failed = [(r["threads"], r["dtype"], r["phase"], r["sk"], n)
              for r in rows for n, t in r["kernels"].items() if not t["check"]["ok"]]
    result = {
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "machine": dict(host, load_average_at_start=load_at_start,
                        load_average_at_end=os.getloadavg()[0]),
        "workload": {"B": 1, "HQ": HQ, "HKV": HKV, "D": D, "theta": THETA, "layout": "bshd",
                     "pairing": "half", "prefill_s": prefill, "decode_sk": decode,
                     "dtypes": dtypes, "threads": thread_counts},
        "peers": {"torch": versions.get("torch", "unavailable"),
                  "onnxruntime": versions.get("ort", "unavailable")},
        "method": f"{args.rounds} interleaved rounds of every kernel per workload, each "
                  f"about {args.target} s of repeated runs after a warm-up; reported: the "
                  "fastest run and the median of the round medians; all kernels called "
                  "from Python (ctypes, torch, onnxruntime IOBinding) into preallocated "
                  "outputs where the API allows; flops 4*B*Hq*Sq*Sk*D, halved for causal "
                  "prefill; decode GB/s counts K and V bytes read; copy GB/s counts "
                  "bytes read + written over the K + V footprint",
        "check_tolerance": CHECK_TOLERANCE, "check_failures": failed,
        "rows": rows, "plot": png.name}
    out.write_text(json.dumps(result, indent=1))
    print(f"peers: PyTorch {result['peers']['torch']}, ONNX Runtime {result['peers']['onnxruntime']}")
    print("wrote", out, "and", png)
    if failed:
        print("CHECK FAILED:", failed, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
