"""The machine a benchmark runs on and its measured ceilings, shared by the
CPU benchmarks: the CPU model, cores and vector / matrix features
(/proc/cpuinfo); the f32 FMA peak at the widest vector width the CPU has,
the AVX512-BF16 dot-product peak where it exists and, where AMX-BF16
exists, the AMX bf16 peak (bench/peak_probes.c, which
picks the unit from CPUID at run time); copy bandwidth and the native peers
(bench/native_peers.c)."""

from __future__ import annotations

import dataclasses
import json
import os
import pathlib
import subprocess
from typing import Optional

BENCH = pathlib.Path(__file__).resolve().parent
FEATURES = ["avx2", "fma", "avx512f", "avx512_bf16", "amx_tile", "amx_bf16", "amx_fp16"]


def machine() -> dict:
    """Model, cores and which of FEATURES the CPU has."""
    model, flags = "unknown", set()
    for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
        key, _, value = line.partition(":")
        if key.strip() == "model name" and model == "unknown":
            model = value.strip()
        elif key.strip() == "flags" and not flags:
            flags = set(value.split())
    return {"cpu": model, "cores": os.cpu_count(),
            "features": {f: f in flags for f in FEATURES}}


@dataclasses.dataclass(frozen=True)
class Natives:
    peers: pathlib.Path   # native_peers: copy, update, scalar RoPE
    probes: pathlib.Path  # peak_probes: fma, bf16dot, amx


def build(folder: pathlib.Path) -> Natives:
    natives = Natives(folder / "native_peers", folder / "peak_probes")
    # The peers' RoPE loop stays scalar (its pragma); copy and update vectorize.
    subprocess.run(["clang-22", "-O3", "-march=native", "-fopenmp", "-fno-slp-vectorize",
                    "-o", str(natives.peers), str(BENCH / "native_peers.c"), "-lm"], check=True)
    subprocess.run(["clang-22", "-O2", "-fopenmp", "-o", str(natives.probes),
                    str(BENCH / "peak_probes.c")], check=True)
    return natives


def run_native(binary: pathlib.Path, args, threads: int) -> dict:
    """One run of a native program; its last line of output, as JSON."""
    out = subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True,
                         check=True, env=dict(os.environ, OMP_NUM_THREADS=str(threads)))
    return json.loads(out.stdout.strip().splitlines()[-1])


def measure_peaks(natives: Natives, threads: int, features: dict) -> dict:
    """One measurement of each compute peak the CPU (`features`, from
    machine()) has: {"fma": {...}, "bf16_dot": {...}, "amx_bf16": {...}}."""
    peaks = {"fma": run_native(natives.probes, ["fma", 2_000_000, 5], threads)}
    if features["avx512_bf16"]:
        peaks["bf16_dot"] = run_native(natives.probes, ["bf16dot", 2_000_000, 5], threads)
    if features["amx_bf16"]:
        peaks["amx_bf16"] = run_native(natives.probes, ["amx", 200_000, 5], threads)
    return peaks


def read_probes(natives: Natives, w, plan: dict, threads: int) -> dict:
    """The K and V reads of decode workload `w` alone (native_peers read),
    in the order `plan`'s items read them (key blocks, each kv head in
    turn, the next block prefetched in the plan's prefetch_order) and in
    address order: {"heads": {...}, "address": {...}}. The probe reads f32
    rows of the same bytes as `w`'s."""
    from attention_workload import BYTES, D, HKV
    floats = D * BYTES[w.dtype] // 4
    block = plan["cpu_plan"]["key_block"]
    prefetch = plan["cpu_plan"].get("prefetch_order", "heads")
    return {order: run_native(natives.peers, ["read", order, w.sk, HKV, floats, block, 20,
                                              prefetch], threads)
            for order in ("heads", "address")}


# The probe of the unit each attention plan's `matmul` runs its products on.
PLAN_UNITS = {"fma": "fma", "bf16_dot": "bf16_dot", "amx": "amx_bf16"}


def our_plan(library: pathlib.Path, dtype: str) -> dict:
    """The plan of the `attend` entry point's rope.attention in `library`'s
    manifest (the kernel of the ours_fused row), and why its products run on
    that unit: f32 always on FMAs; bf16 as rope-compile chose by what the
    core's units do per cycle (the manifest's `bf16_products`, docs/CPU.md
    "Which units bf16 runs on")."""
    manifest = json.loads(pathlib.Path(f"{library}.json").read_text())
    entry = next(e for e in manifest["entry_points"] if e["name"] == "attend")
    plan = next(op["cpu_plan"] for op in entry["rope_ops"] if op["op"] == "rope.attention")
    choice = manifest.get("bf16_products", {})
    why = (choice.get("reason", "") if dtype != "f32" and choice.get("matmul") == plan["matmul"]
           else f"{dtype} products on f32 FMAs")
    return {"cpu_plan": plan, "why": why}


def peak_unit(plan: Optional[dict], dtype: str, features: dict) -> str:
    """The unit whose peak a kernel is measured against: the one its plan
    (our_plan) runs on. Without our library (peers only): the fastest unit
    the machine has for `dtype`."""
    if plan is not None:
        return PLAN_UNITS[plan["cpu_plan"]["matmul"]]
    if dtype in ("bf16", "f16") and features["amx_bf16"]:
        return "amx_bf16"
    if dtype == "bf16" and features["avx512_bf16"]:
        return "bf16_dot"
    return "fma"
