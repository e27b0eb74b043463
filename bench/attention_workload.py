"""The attention benchmark's workloads: shapes, inputs, the float64
reference, the HF-style cos/sin cache the peers use and our kernels' IR
(bench/attention_bench.py)."""

from __future__ import annotations

import dataclasses
import pathlib
import sys

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "python"))

HQ, HKV, D = 32, 8, 128
THETA = 500000.0
BYTES = {"f32": 4, "bf16": 2, "f16": 2}
PREFILL, DECODE = [512, 1024, 2048, 4096], [4096, 16384]
QUICK_PREFILL, QUICK_DECODE = [128, 256], [1024]
# Relative L2 below which an output counts as the same computation: a wrong
# pairing, position or mask gives O(1).
CHECK_TOLERANCE = 1e-2


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
