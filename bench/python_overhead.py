"""Python cost of one `rope_mlir.rope` / `rope_mlir.attention` call on
decode-sized inputs: the whole call against the compiled entry point called
straight through ctypes with its arguments prepared once (the kernel plus
the bare ctypes call). Their difference is what the package adds: lookup,
checks, output allocation, descriptor packing. Also the manifest-checked
`runtime.EntryPoint` call, and torch tensors when torch imports.

    bench/run-python-overhead.sh [--json PATH]

Repeats: batches of calls, reporting the minimum and median per call.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import statistics
import sys
import time

import numpy as np

import rope_mlir
from rope_mlir import api
from rope_mlir.dtypes import bfloat16
from rope_mlir.reference import RopeConfig, Scaling

LLAMA31 = RopeConfig(head_dim=128, theta=500000.0,
                     scaling=Scaling("llama3", factor=8.0, low_freq_factor=1.0,
                                     high_freq_factor=4.0, original_max=8192))


def per_call(fn, calls=2000, batches=15):
    fn()
    times = []
    for _ in range(batches):
        start = time.perf_counter()
        for _ in range(calls):
            fn()
        times.append((time.perf_counter() - start) / calls)
    return min(times), statistics.median(times)


def bare_call(key, scalars, arrays):
    """The entry point of `key` with every argument prepared once."""
    entry = api._kernels[key]
    words = []
    for array in arrays:
        address = array.ctypes.data
        strides = [s // array.itemsize for s in array.strides]
        words += (address, address, 0, *array.shape, *strides)
    buffer = entry._buffer_type(*words)
    pointers = [ctypes.addressof(buffer) + o for o in entry._offsets]
    fn = entry._fn
    # The closure keeps the arrays (and the descriptors) alive.
    return lambda arrays=arrays, buffer=buffer: fn(*scalars, *pointers)


def key_of(kind):
    return [k for k in api._kernels if k[0] == kind][-1]


def measure(torch=None):
    rng = np.random.default_rng(0)
    q = rng.uniform(-1, 1, (1, 1, 32, 128)).astype(bfloat16)
    k = rng.uniform(-1, 1, (1, 1, 8, 128)).astype(bfloat16)
    cache_k = rng.uniform(-1, 1, (1, 512, 8, 128)).astype(bfloat16)
    cache_v = rng.uniform(-1, 1, (1, 512, 8, 128)).astype(bfloat16)
    rows = []

    def row(name, fn, bare):
        total, total_med = per_call(fn)
        floor, floor_med = per_call(bare)
        rows.append({"call": name, "min_us": total * 1e6, "median_us": total_med * 1e6,
                     "bare_min_us": floor * 1e6, "bare_median_us": floor_med * 1e6,
                     "overhead_min_us": (total - floor) * 1e6,
                     "overhead_median_us": (total_med - floor_med) * 1e6})

    offset = 4095
    rope_mlir.rope(q, k, config=LLAMA31, offset=offset, layout="bshd")
    qo, ko = np.empty_like(q), np.empty_like(k)
    row("rope(q, k) numpy bf16 [1,1,32,128]+[1,1,8,128]",
        lambda: rope_mlir.rope(q, k, config=LLAMA31, offset=offset, layout="bshd"),
        bare_call(key_of("rope"), (offset,), [q, k, qo, ko]))
    rope_mlir.attention(q, cache_k, cache_v, config=LLAMA31, q_offset=511, layout="bshd")
    o = np.empty_like(q)
    row("attention numpy bf16 q [1,1,32,128], cache 512",
        lambda: rope_mlir.attention(q, cache_k, cache_v, config=LLAMA31, q_offset=511, layout="bshd"),
        bare_call(key_of("attention"), (511, 0), [q, cache_k, cache_v, o]))
    if torch is not None:
        tq, tk = torch.from_numpy(q.view(np.int16)).view(torch.bfloat16), \
            torch.from_numpy(k.view(np.int16)).view(torch.bfloat16)
        row("rope(q, k) torch bf16 [1,1,32,128]+[1,1,8,128]",
            lambda: rope_mlir.rope(tq, tk, config=LLAMA31, offset=offset, layout="bshd"),
            bare_call(key_of("rope"), (offset,), [q, k, qo, ko]))
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", help="write the rows here")
    args = parser.parse_args()
    try:
        import torch
    except ImportError:
        torch = None
    rows = measure(torch)
    print(f"{'call':52s} {'per call (min/med us)':>22s} {'bare ctypes+kernel':>20s} "
          f"{'overhead (min/med us)':>22s}")
    for r in rows:
        print(f"{r['call']:52s} {r['min_us']:10.2f} /{r['median_us']:8.2f}   "
              f"{r['bare_min_us']:8.2f} /{r['bare_median_us']:7.2f}   "
              f"{r['overhead_min_us']:10.2f} /{r['overhead_median_us']:8.2f}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "python": sys.version.split()[0],
                       "torch": getattr(torch, "__version__", None)}, f, indent=2)


if __name__ == "__main__":
    main()
