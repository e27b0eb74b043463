#!/usr/bin/env python3
"""CPU benchmark of rope.attention (RoPE + causal attention in one kernel)
against the same work unfused, PyTorch, ONNX Runtime and the machine's peaks.

Workloads (B = 1, 32 query heads, 8 kv heads, D = 128, layout bshd, theta
5e5, half pairing, f32 and bf16, 1 thread and all threads):
  prefill  Sq = Sk = S, positions 0 .. S-1, causal;
  decode   Sq = 1 at position Sk-1 over a cache of Sk rotated keys.
Rows, in the same run and interleaved in rounds:
  ours_fused        one rope.attention (rope-compile, called through runtime.py);
  ours_unfused      rope.apply on q and k, then rope.attention with keys_rotated
                    and zero frequencies (the identity rotation) on the result;
  ours_fused_rotates_k  (decode) the cache holds unrotated keys, rotated inside;
  torch_sdpa        HF-style rotate_half with a cos/sin cache, then
                    F.scaled_dot_product_attention (enable_gqa);
  ort_gqa           ONNX Runtime com.microsoft.GroupQueryAttention, do_rotary=1;
  fma / copy        f32 FMA peak and copy bandwidth (bench/native_peers.c).
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
import math
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

import cpu_bench  # noqa: E402  (the machine description both benchmarks share)

HQ, HKV, D = 32, 8, 128
THETA = 500000.0
BYTES = {"f32": 4, "bf16": 2, "f16": 2}
PREFILL, DECODE = [512, 1024, 2048, 4096], [4096, 16384]
QUICK_PREFILL, QUICK_DECODE = [128, 256], [1024]
# Relative L2 below which an output counts as the same computation: a wrong
# pairing, position or mask gives O(1).
CHECK_TOLERANCE = 1e-2
ROW_ORDER = ["ours_fused", "ours_unfused", "ours_fused_rotates_k", "torch_sdpa",
             "torch_eager", "ort_gqa", "ort_gqa_f16"]
PEER_ROWS = {"torch_sdpa", "torch_eager", "ort_gqa"}  # same dtype as ours


@dataclasses.dataclass(frozen=True)
class Workload:
    phase: str  # "prefill" or "decode"
    sq: int
    sk: int
    dtype: str  # "f32" or "bf16"

    @property
    def q_position(self) -> int:
        return 0 if self.phase == "prefill" else self.sk - 1

    @property
    def flops(self) -> float:
        full = 4.0 * HQ * self.sq * self.sk * D
        return full / 2 if self.phase == "prefill" else full

    def kv_bytes(self, dtype: str = "") -> int:
        return 2 * self.sk * HKV * D * BYTES[dtype or self.dtype]

    def label(self) -> str:
        return f"{self.phase} Sq={self.sq} Sk={self.sk}"


# ---------------------------------------------------------------- inputs ---

def rope_config(freqs=None):
    from rope_mlir.reference import RopeConfig, Scaling
    if freqs is None:
        return RopeConfig(head_dim=D, theta=THETA)
    return RopeConfig(head_dim=D, theta=THETA, scaling=Scaling(kind="custom", freqs=freqs))


def make_inputs(w: Workload, folder: pathlib.Path, seed: int) -> dict:
    """Random uniform [-1, 1] f32 inputs as .npy files. Decode: k holds the
    rotated cache, k_raw the same keys before rotation (their inverse
    rotation in float64); the newest key and value are the last rows."""
    from rope_mlir.reference import Positions, rotate
    rng = np.random.default_rng(seed)
    arrays = {name: rng.uniform(-1, 1, shape).astype(np.float32) for name, shape in
              (("q", (1, w.sq, HQ, D)), ("k", (1, w.sk, HKV, D)), ("v", (1, w.sk, HKV, D)))}
    if w.phase == "decode":
        inverse = dataclasses.replace(rope_config(), inverse=True)
        arrays["k_raw"] = rotate(inverse, "bshd", arrays["k"], Positions()).astype(np.float32)
    paths = {}
    for name, array in arrays.items():
        paths[name] = str(folder / f"{w.phase}-{w.sq}-{w.sk}-{name}.npy")
        np.save(paths[name], array)
    return paths


def reference_output(w: Workload, paths: dict) -> np.ndarray:
    from rope_mlir.reference import Positions, attention
    q, k, v = (np.load(paths[n]).astype(np.float64) for n in ("q", "k", "v"))
    return attention(rope_config(), "bshd", q, k, v, q_positions=Positions(w.q_position),
                     causal=True, keys_rotated=w.phase == "decode")


def hf_cos_sin(positions: np.ndarray, dtype):
    """transformers' LlamaRotaryEmbedding cache for default RoPE: float32
    inverse frequencies and angles, [len(positions), D/2] (the halves repeat)."""
    inv_freq = (1.0 / (np.float32(THETA) ** (np.arange(0, D, 2, dtype=np.float32) / D))
                ).astype(np.float32)
    angles = np.outer(positions.astype(np.float32), inv_freq).astype(np.float32)
    return np.cos(angles).astype(dtype), np.sin(angles).astype(dtype)


# ---------------------------------------------------------- our kernels ----

def our_ir(w: Workload) -> str:
    """Entry points: prefill attend / rope_qk / attend_rotated; decode attend
    (rotated cache), attend_rotates_k, rope_q, attend_rotated."""
    from rope_mlir.ir import params_ir, tensor_type
    params = params_ir(rope_config())
    identity = params_ir(rope_config(freqs=[0.0] * (D // 2)))  # cos 1, sin 0
    q = tensor_type([1, w.sq, HQ, D], w.dtype)
    kv = tensor_type([1, w.sk, HKV, D], w.dtype)
    types = f"{q}, {kv}, {kv}"

    def attend(name, extra, p):
        if w.phase == "prefill":
            return (f"func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}) -> {q} {{\n"
                    f"  %o = rope.attention %q, %k, %v layout \"bshd\" causal{extra} "
                    f"params {p} : {types}\n  return %o : {q}\n}}\n")
        return (f"func.func @{name}(%q: {q}, %k: {kv}, %v: {kv}, %n: index) -> {q} {{\n"
                f"  %o = rope.attention %q, %k, %v layout \"bshd\" q_offset %n : index "
                f"causal{extra} params {p} : {types}\n  return %o : {q}\n}}\n")

    if w.phase == "prefill":
        rope = (f"func.func @rope_qk(%q: {q}, %k: {kv}) -> ({q}, {kv}) {{\n"
                f"  %a, %b = rope.apply %q, %k layout \"bshd\" params {params} : {q}, {kv}\n"
                f"  return %a, %b : {q}, {kv}\n}}\n")
        return attend("attend", "", params) + rope + attend("attend_rotated", " keys_rotated", identity)
    rope = (f"func.func @rope_q(%q: {q}, %n: index) -> {q} {{\n"
            f"  %a = rope.apply %q layout \"bshd\" offset %n : index params {params} : {q}\n"
            f"  return %a : {q}\n}}\n")
    return (attend("attend", " keys_rotated", params) + attend("attend_rotates_k", "", params)
            + rope + attend("attend_rotated", " keys_rotated", identity))


# -------------------------------------------------------------- workers ----
# A worker keeps one workload's inputs and kernels; the driver sends JSON
# lines: setup, output (one run, written as f32 .npy: also the warm-up),
# time (repeated runs), quit.

class OursKernels:
    def __init__(self, w: Workload, paths: dict, library: str):
        from rope_mlir.runtime import Artifact, bf16_to_f32, f32_to_bf16
        art = Artifact(library)
        cast = f32_to_bf16 if w.dtype == "bf16" else (lambda a: a.astype(np.float32))
        q, k, v = (cast(np.load(paths[n])) for n in ("q", "k", "v"))
        out, out2, qr = np.zeros_like(q), np.zeros_like(q), np.zeros_like(q)
        self.outputs = {"ours_fused": out, "ours_unfused": out2}
        if w.phase == "prefill":
            kr = np.zeros_like(k)
            self.rows = {
                "ours_fused": lambda: art["attend"](q, k, v, outputs=[out]),
                "ours_unfused": lambda: (art["rope_qk"](q, k, outputs=[qr, kr]),
                                         art["attend_rotated"](qr, kr, v, outputs=[out2])),
            }
        else:
            n = w.q_position
            k_raw, out3 = cast(np.load(paths["k_raw"])), np.zeros_like(q)
            self.outputs["ours_fused_rotates_k"] = out3
            self.rows = {
                "ours_fused": lambda: art["attend"](q, k, v, n, outputs=[out]),
                "ours_unfused": lambda: (art["rope_q"](q, n, outputs=[qr]),
                                         art["attend_rotated"](qr, k, v, n, outputs=[out2])),
                "ours_fused_rotates_k": lambda: art["attend_rotates_k"](q, k_raw, v, n,
                                                                        outputs=[out3]),
            }
        self.to_f32 = bf16_to_f32 if w.dtype == "bf16" else (lambda a: a)

    def output(self, row):
        self.rows[row]()
        return self.to_f32(self.outputs[row])


class TorchKernels:
    """HF-style: q/k/v [B, S, H, D] viewed as [B, H, S, D], rotate_half with a
    float32 cos/sin cache cast to the dtype, SDPA, output back to bshd.
    Decode uses a static [B, Hkv, Sk, D] cache: the new token's k is rotated
    and written with v at Sk-1, then the query attends to the whole cache."""

    def __init__(self, w: Workload, paths: dict, threads: int):
        import torch
        import torch.nn.functional as F
        torch.set_num_threads(threads)
        dt = {"f32": torch.float32, "bf16": torch.bfloat16}[w.dtype]
        load = lambda n: torch.from_numpy(np.load(paths[n])).to(dt)  # noqa: E731
        q, k, v = load("q"), load("k"), load("v")
        positions = np.arange(w.q_position, w.q_position + w.sq)
        cos, sin = (torch.from_numpy(np.concatenate([c, c], axis=-1))[None, None].to(dt)
                    for c in hf_cos_sin(positions, np.float32))
        half = D // 2
        sdpa = getattr(F, "scaled_dot_product_attention", None)
        self.name = "torch_sdpa" if sdpa is not None else "torch_eager"
        self.version = torch.__version__

        def rope(x):
            return x * cos + torch.cat((-x[..., half:], x[..., :half]), dim=-1) * sin

        gqa = {"enable_gqa": True} if "enable_gqa" in (getattr(sdpa, "__doc__", "") or "") else {}

        def attend(qh, kh, vh, causal):
            group = qh.shape[1] // kh.shape[1]
            if group > 1 and not gqa:  # before PyTorch 2.5: repeat the kv heads
                kh, vh = kh.repeat_interleave(group, 1), vh.repeat_interleave(group, 1)
            if sdpa is not None:
                return sdpa(qh, kh, vh, is_causal=causal, **gqa)
            # PyTorch 1.x: matmul, softmax, matmul
            scores = (qh @ kh.transpose(-1, -2)) * (1.0 / math.sqrt(D))
            if causal:
                mask = torch.ones(qh.shape[2], kh.shape[2], dtype=torch.bool).triu(1)
                scores = scores.masked_fill(mask, float("-inf"))
            return torch.softmax(scores.float(), dim=-1).to(vh.dtype) @ vh

        if w.phase == "prefill":
            def run():
                qh, kh, vh = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
                return attend(rope(qh), rope(kh), vh, True).transpose(1, 2).contiguous()
        else:
            k_cache = k.transpose(1, 2).contiguous()
            v_cache = v.transpose(1, 2).contiguous()
            k_new, v_new = load("k_raw")[:, -1:], v[:, -1:]
            last = w.sk - 1

            def run():
                # One query and no mask: the query heads that share a kv head
                # fold into the query axis, [B, Hkv, Hq / Hkv, D] (exact, and
                # several times faster on the CPU than enable_gqa).
                qh = rope(q.transpose(1, 2)).reshape(1, HKV, HQ // HKV, D)
                k_cache[:, :, last:] = rope(k_new.transpose(1, 2))
                v_cache[:, :, last:] = v_new.transpose(1, 2)
                o = attend(qh, k_cache, v_cache, False).reshape(1, HQ, 1, D)
                return o.transpose(1, 2).contiguous()
        self.rows = {self.name: run}

    def output(self, row):
        return self.rows[row]().float().numpy()


class OrtKernels:
    """GroupQueryAttention with do_rotary=1 on the CPU EP, through IOBinding
    into preallocated outputs. Prefill: no past; decode: past and present
    share one [B, Hkv, Sk, D] buffer (rotated keys), the new token at Sk-1."""

    def __init__(self, w: Workload, paths: dict, threads: int):
        import onnxruntime as ort
        self.version = ort.__version__
        self.rows, self.bindings, self.out = {}, {}, {}
        dtypes = {"f32": [("ort_gqa", np.float32)],
                  "bf16": [("ort_gqa", "bf16"), ("ort_gqa_f16", np.float16)]}[w.dtype]
        self.skipped = {}
        for row, dt in dtypes:
            if dt == "bf16":
                self.skipped[row] = self._bf16_status(ort, threads)
                continue
            self._build(ort, row, dt, w, paths, threads)

    @staticmethod
    def _model(elem, decode: bool) -> bytes:
        from onnx import TensorProto, helper
        i32 = TensorProto.INT32
        inputs = [("query", elem, [1, "s", HQ * D]), ("key", elem, [1, "s", HKV * D]),
                  ("value", elem, [1, "s", HKV * D]),
                  ("seqlens_k", i32, [1]), ("total_sequence_length", i32, []),
                  ("cos_cache", elem, ["m", D // 2]), ("sin_cache", elem, ["m", D // 2])]
        past = [("past_key", elem, [1, HKV, "p", D]), ("past_value", elem, [1, HKV, "p", D])]
        if decode:
            inputs[3:3] = past
        names = [n for n, _, _ in inputs]
        if not decode:
            names[3:3] = ["", ""]
        node = helper.make_node("GroupQueryAttention", names,
                                ["output", "present_key", "present_value"],
                                domain="com.microsoft", num_heads=HQ, kv_num_heads=HKV,
                                do_rotary=1)
        outputs = [("output", elem, [1, "s", HQ * D]), ("present_key", elem, [1, HKV, "t", D]),
                   ("present_value", elem, [1, HKV, "t", D])]
        graph = helper.make_graph(
            [node], "gqa", [helper.make_tensor_value_info(*i) for i in inputs],
            [helper.make_tensor_value_info(*o) for o in outputs])
        model = helper.make_model(graph, ir_version=10, opset_imports=[
            helper.make_opsetid("", 21), helper.make_opsetid("com.microsoft", 1)])
        return model.SerializeToString()

    @staticmethod
    def _session(ort, model: bytes, threads: int):
        options = ort.SessionOptions()
        options.intra_op_num_threads = threads
        options.inter_op_num_threads = 1
        return ort.InferenceSession(model, options, providers=["CPUExecutionProvider"])

    def _bf16_status(self, ort, threads: int) -> str:
        from onnx import TensorProto
        try:
            self._session(ort, self._model(TensorProto.BFLOAT16, False), threads)
            return "n/a: bfloat16 inputs are not fed by this harness"
        except Exception as err:  # the CPU EP has no bfloat16 kernel
            return "n/a: " + str(err).split(":")[-1].strip()

    def _build(self, ort, row, dt, w: Workload, paths: dict, threads: int):
        from onnx import TensorProto
        elem = TensorProto.FLOAT if dt == np.float32 else TensorProto.FLOAT16
        decode = w.phase == "decode"
        sess = self._session(ort, self._model(elem, decode), threads)
        q, k, v = (np.load(paths[n]).astype(dt) for n in ("q", "k", "v"))
        cos, sin = hf_cos_sin(np.arange(w.sk), dt)
        feeds = {"query": q.reshape(1, w.sq, HQ * D),
                 "seqlens_k": np.array([w.sk - 1], np.int32),
                 "total_sequence_length": np.array(w.sk, np.int32),
                 "cos_cache": cos, "sin_cache": sin}
        out = np.zeros((1, w.sq, HQ * D), dt)
        if decode:
            k_new = np.load(paths["k_raw"])[:, -1:].astype(dt)
            feeds.update(key=k_new.reshape(1, 1, HKV * D), value=v[:, -1:].reshape(1, 1, HKV * D))
            cache = {"key": np.ascontiguousarray(k.transpose(0, 2, 1, 3)),
                     "value": np.ascontiguousarray(v.transpose(0, 2, 1, 3))}
        else:
            feeds.update(key=k.reshape(1, w.sk, HKV * D), value=v.reshape(1, w.sk, HKV * D))
            cache = {n: np.zeros((1, HKV, w.sk, D), dt) for n in ("key", "value")}
        values = {n: ort.OrtValue.ortvalue_from_numpy(np.ascontiguousarray(a))
                  for n, a in feeds.items()}
        binding = sess.io_binding()
        for name, value in values.items():
            binding.bind_ortvalue_input(name, value)
        keep = [values, out, cache]
        for name, array in cache.items():
            value = ort.OrtValue.ortvalue_from_numpy(array)
            keep.append(value)
            if decode:  # one buffer for past and present
                binding.bind_ortvalue_input(f"past_{name}", value)
            binding.bind_ortvalue_output(f"present_{name}", value)
        out_value = ort.OrtValue.ortvalue_from_numpy(out)
        binding.bind_ortvalue_output("output", out_value)
        keep.append(out_value)
        self.bindings[row] = (sess, binding, keep)
        self.out[row] = out
        self.rows[row] = lambda: sess.run_with_iobinding(binding)

    def output(self, row):
        self.rows[row]()
        return self.out[row].astype(np.float32).reshape(1, -1, HQ, D)


def worker(kind: str, threads: int) -> None:
    protocol = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # libraries' prints go to stderr
    kernels = None
    for line in sys.stdin:
        msg = json.loads(line)
        try:
            if msg["op"] == "quit":
                break
            if msg["op"] == "setup":
                kernels = None
                w = Workload(**msg["workload"])
                if kind == "ours":
                    kernels = OursKernels(w, msg["paths"], msg["library"])
                elif kind == "torch":
                    kernels = TorchKernels(w, msg["paths"], threads)
                else:
                    kernels = OrtKernels(w, msg["paths"], threads)
                reply = {"rows": list(kernels.rows), "skipped": getattr(kernels, "skipped", {}),
                         "version": getattr(kernels, "version", "")}
            elif msg["op"] == "output":
                start = time.perf_counter()
                result = kernels.output(msg["row"])
                reply = {"seconds": time.perf_counter() - start}
                np.save(msg["path"], np.asarray(result, dtype=np.float32))
            else:  # time
                fn, times = kernels.rows[msg["row"]], []
                for _ in range(msg["warmup"]):
                    fn()
                for _ in range(msg["repeats"]):
                    start = time.perf_counter()
                    fn()
                    times.append(time.perf_counter() - start)
                reply = {"times": times}
        except Exception as err:  # reported to the driver, which skips the row
            reply = {"error": f"{type(err).__name__}: {err}"}
        protocol.write(json.dumps(reply) + "\n")
        protocol.flush()


class Worker:
    def __init__(self, kind: str, threads: int, python: str, env: dict):
        self.kind = kind
        env = dict(os.environ, OMP_NUM_THREADS=str(threads), **env)
        self.proc = subprocess.Popen([python, __file__, "--worker", kind, "--threads",
                                      str(threads)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=env)

    def ask(self, **msg) -> dict:
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            return {"error": f"{self.kind} worker exited ({self.proc.wait()})"}
        return json.loads(line)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.stdin.close()  # the worker ends at end of input
            self.proc.wait()


# --------------------------------------------------------------- driver ----

def native(tmp: pathlib.Path) -> pathlib.Path:
    binary = tmp / "native_peers"
    subprocess.run(["clang-22", "-O3", "-march=native", "-fopenmp", "-fno-slp-vectorize",
                    "-o", str(binary), str(ROOT / "bench" / "native_peers.c"), "-lm"],
                   check=True)
    return binary


def run_native(binary, args, threads: int) -> dict:
    out = subprocess.run([str(binary), *map(str, args)], capture_output=True, text=True,
                         check=True, env=dict(os.environ, OMP_NUM_THREADS=str(threads)))
    return json.loads(out.stdout.strip().splitlines()[-1])


def timing(runs: list) -> dict:
    """The fastest run over all rounds and the median of the rounds' medians."""
    return {"min_s": min(min(r) for r in runs),
            "median_s": float(np.median([np.median(r) for r in runs])),
            "rounds": len(runs), "runs": sum(len(r) for r in runs)}


def run_workload(w, workers, args, tmp, binary, threads, library, prepared):
    from rope_mlir.attention_check import relative_l2_error
    paths, reference = prepared
    owner, skipped, versions = {}, {}, {}
    for wk in workers:
        reply = wk.ask(op="setup", workload=dataclasses.asdict(w), paths=paths,
                       library=str(library.get(w, "")))
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
    fma, copy = [], []
    kv_footprint = w.kv_bytes()
    for _ in range(args.rounds):
        fma.append(run_native(binary, ["fma", 2_000_000, 5], threads))
        if w.phase == "decode":
            copy.append(run_native(binary, ["copy", kv_footprint, 20], threads))
        for row in rows:
            reply = owner[row].ask(op="time", row=row, repeats=repeats[row],
                                   warmup=1 if repeats[row] > 1 else 0)
            if "error" in reply:
                raise RuntimeError(f"{row}: {reply['error']}")
            runs[row].append(reply["times"])
            if threads > 1:
                time.sleep(0.25)  # idle threads spin (libomp: 200 ms) before they sleep
    return {"rows": rows, "runs": runs, "checks": checks, "skipped": skipped,
            "versions": versions, "fma": fma, "copy": copy}


def summarize(w, threads, result, fma_peak) -> dict:
    row = {"threads": threads, "dtype": w.dtype, "phase": w.phase, "sq": w.sq, "sk": w.sk,
           "flops": w.flops, "fma_peak_gflops": fma_peak, "kernels": {},
           "skipped": result["skipped"]}
    if result["copy"]:
        best = min(result["copy"], key=lambda r: r["min_s"])
        row["copy_gbps"] = best["gbps_min"]
        row["copy_bytes"] = best["bytes"]
    for name in result["rows"]:
        t = timing(result["runs"][name])
        t["gflops_min"] = w.flops / t["min_s"] / 1e9
        t["gflops_median"] = w.flops / t["median_s"] / 1e9
        t["fraction_of_fma_peak"] = t["gflops_min"] / fma_peak
        if w.phase == "decode":
            kv = w.kv_bytes("f16" if name.endswith("_f16") else w.dtype)
            t["kv_bytes"] = kv
            t["kv_gbps_min"] = kv / t["min_s"] / 1e9
            if "copy_gbps" in row:
                t["fraction_of_copy"] = t["kv_gbps_min"] / row["copy_gbps"]
        t["check"] = result["checks"][name]
        row["kernels"][name] = t
    k = row["kernels"]
    if "ours_fused" in k:
        fused = k["ours_fused"]["min_s"]
        if "ours_unfused" in k:
            row["speedup_fused_vs_unfused"] = k["ours_unfused"]["min_s"] / fused
        for name in k:
            if name in PEER_ROWS or name.endswith("_f16"):
                row[f"speedup_vs_{name}"] = k[name]["min_s"] / fused
        peers = [k[n]["min_s"] for n in k if n in PEER_ROWS]
        if peers:
            row["speedup_vs_fastest_peer"] = min(peers) / fused
    return row


TABLE_HEAD = (f"{'T':>2} {'dtype':5} {'phase':7} {'Sq':>5} {'Sk':>5}  {'kernel':21} "
              f"{'min ms':>10} {'median ms':>10} {'GFLOP/s':>8} {'%FMA':>5} "
              f"{'K/V GB/s':>8} {'%copy':>5}  check (relative L2)")


def format_rows(row: dict) -> list:
    """Table lines of one workload: a line per kernel, skipped rows, and the
    peaks and speedups."""
    head = (f"{row['threads']:>2} {row['dtype']:5} {row['phase']:7} {row['sq']:>5} "
            f"{row['sk']:>5}  ")
    lines = []
    for name, t in row["kernels"].items():
        kv = (f"{t['kv_gbps_min']:8.1f} {100 * t.get('fraction_of_copy', 0):5.1f}"
              if "kv_gbps_min" in t else f"{'':8} {'':5}")
        check = t["check"]
        errs = " ".join(f"{k.replace('rel_l2_vs_', 'vs ')} {v:.1e}"
                        for k, v in check.items() if k != "ok") or "(the base)"
        lines.append(f"{head}{name:21} {1e3 * t['min_s']:10.3f} {1e3 * t['median_s']:10.3f} "
                     f"{t['gflops_min']:8.1f} {100 * t['fraction_of_fma_peak']:5.1f} {kv}  "
                     f"{'ok' if check['ok'] else 'FAILED'} {errs}")
    for name, why in row["skipped"].items():
        lines.append(f"{head}{name:21} {why}")
    extra = [f"{k.replace('speedup_', '')} {v:.2f}x" for k, v in row.items()
             if k.startswith("speedup_")]
    tail = f"{head}{'':21} FMA peak {row['fma_peak_gflops']:.1f} GFLOP/s"
    if "copy_gbps" in row:
        tail += f", copy {row['copy_gbps']:.1f} GB/s"
    lines.append(tail + ("; ours_fused: " + ", ".join(extra) if extra else ""))
    return lines


def progress(w: Workload, threads: int, result: dict) -> str:
    times = ", ".join(f"{name} {1e3 * min(min(r) for r in runs):.2f} ms"
                      for name, runs in result["runs"].items())
    return f"  {threads}T {w.dtype} {w.label()}: {times}"


def plot(rows: list, png: pathlib.Path) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker
    dtypes = ["f32", "bf16"]
    fig, axes = plt.subplots(1, 2, figsize=(12, 4.8), sharey=True)
    for ax, dtype in zip(axes, dtypes):
        prefill = [r for r in rows if r["dtype"] == dtype and r["phase"] == "prefill"]
        for threads in sorted({r["threads"] for r in prefill}):
            mine = sorted((r for r in prefill if r["threads"] == threads), key=lambda r: r["sq"])
            style = "-" if threads == 1 else "--"
            names = [n for n in ROW_ORDER if any(n in r["kernels"] for r in mine)]
            for index, name in enumerate(names):
                pts = [(r["sq"], r["kernels"][name]["gflops_min"]) for r in mine
                       if name in r["kernels"]]
                ax.plot(*zip(*pts), style, marker="o", color=f"C{ROW_ORDER.index(name)}",
                        label=f"{name}, {threads}T")
            if mine:
                peak = max(r["fma_peak_gflops"] for r in mine)
                ax.axhline(peak, color="gray", linestyle=style, linewidth=0.8,
                           label=f"f32 FMA peak, {threads}T")
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xticks(sorted({r["sq"] for r in prefill}))
        ax.xaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        ax.yaxis.set_major_formatter(matplotlib.ticker.ScalarFormatter())
        ax.yaxis.set_minor_formatter(matplotlib.ticker.NullFormatter())
        ax.set_yticks([10, 20, 50, 100, 200, 500])
        ax.set_ylim(bottom=5)
        if prefill:
            ax.legend(fontsize=7, loc="upper left", ncol=3)
        ax.set_xlabel("S (prefill, causal, Sq = Sk)")
        ax.set_title(f"{dtype}: B=1, Hq=32, Hkv=8, D=128")
        ax.grid(True, which="both", alpha=0.3)
    axes[0].set_ylabel("GFLOP/s (fastest run)")
    fig.suptitle("RoPE + causal attention, prefill")
    fig.tight_layout()
    fig.savefig(png, dpi=110)


def machine() -> dict:
    return {**cpu_bench.machine(), "load_average_at_end": os.getloadavg()[0]}


def sizes(text: str) -> list:
    return [int(s) for s in text.split(",") if s]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--worker", choices=["ours", "torch", "ort"], help=argparse.SUPPRESS)
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
    if args.worker:
        worker(args.worker, threads_arg[0])
        return
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
    binary = native(tmp)
    prepared = {}
    for w in workloads:  # inputs are shared by both dtypes
        same = [p for v, p in prepared.items() if (v.phase, v.sq, v.sk) == (w.phase, w.sq, w.sk)]
        paths = same[0][0] if same else make_inputs(w, tmp, seed=w.sq * 7 + w.sk)
        reference = same[0][1] if same else (
            reference_output(w, paths) if (w.phase, w.sk) in reference_sizes else None)
        prepared[w] = (paths, reference)
    library = {}
    if not args.only_peers:
        from rope_mlir.tools import compile_mlir
        for w in workloads:
            start = time.perf_counter()
            name = f"attn-{w.phase}-{w.sq}-{w.sk}-{w.dtype}.so"
            library[w] = compile_mlir(our_ir(w), tmp / name)
            print(f"compiled {name} in {time.perf_counter() - start:.1f} s", flush=True)
    peer_env = {"GLIBC_TUNABLES": "glibc.malloc.mmap_max=0"}
    rows, versions = [], {}
    for threads in thread_counts:
        workers = ([] if args.only_peers else [Worker("ours", threads, sys.executable, {})]) + [
            Worker("torch", threads, args.torch_python, peer_env),
            Worker("ort", threads, sys.executable, peer_env)]
        fma_best = 0.0
        results = []
        try:
            for w in workloads:
                result = run_workload(w, workers, args, tmp, binary, threads, library,
                                      prepared[w])
                versions.update(result["versions"])
                fma_best = max([fma_best] + [r["gflops_min"] for r in result["fma"]])
                results.append((w, result))
                print(progress(w, threads, result), flush=True)
        finally:
            for wk in workers:
                wk.close()
        # Fractions of peak use the best FMA rate of this thread count's runs.
        rows += [summarize(w, threads, result, fma_best) for w, result in results]
    print(f"\n{machine()['cpu']}, {os.cpu_count()} cores (load average at the start "
          f"{load_at_start:.2f}); fastest run of "
          f"{args.rounds} rounds; %FMA of the measured f32 FMA peak, %copy of copy bandwidth")
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
        "machine": dict(machine(), load_average_at_start=load_at_start),
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
