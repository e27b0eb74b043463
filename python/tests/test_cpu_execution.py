"""Execution matrix for the CPU path: rope-compile lowers rope.apply to a
native library, ctypes runs it, and every output element is checked against
the numpy float64 reference with the Semantics §5 bounds (f32: 2^-18 * a * (|u| +
|v|); f16/bf16: one ulp of the output type more; pass-through exact).

Shapes cycle through S in {1, 3, 5}, D in {34, 64, 80, 96, 128, 256} (R < D
in two cases of three), four layouts, GQA-sized keys, and positions up to
2^24 - 1."""

import itertools
import pathlib
import tempfile

import numpy as np
import pytest

from rope_mlir.ir import params_ir, tensor_type
from rope_mlir.reference import (Positions, RopeConfig, Scaling, frequencies,
                                 pair_channels, rotate)
from rope_mlir.runtime import Artifact, bf16_to_f32, f32_to_bf16
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

PAIRINGS = ["half", "interleaved"]
PARTIALS = ["leading", "offset", "proportional"]
MODES = ["static", "dynamic", "batch_offsets", "explicit"]
KINDS = ["default", "linear", "ntk", "dynamic", "yarn", "llama3", "longrope", "custom"]
DTYPES = ["f32", "f16", "bf16"]
HEAD_DIMS = [64, 80, 96, 128, 256, 34]
MAX_POSITION = (1 << 24) - 1


def make_scaling(kind, n, rng):
    s = Scaling(kind)
    if kind in ("linear", "dynamic", "yarn", "llama3"):
        s.factor = float(rng.choice([2.0, 8.0, 40.0]))
    if kind == "ntk":
        s.alpha = 8.0
    if kind in ("dynamic", "yarn", "llama3", "longrope"):
        s.original_max = int(rng.choice([64, 4096]))
    if kind == "yarn" and rng.integers(2):
        s.mscale, s.mscale_all_dim = 1.0, 0.5
    if kind == "llama3":
        s.low_freq_factor, s.high_freq_factor = 1.0, 4.0
    if kind == "longrope":
        s.short_factor = rng.uniform(1.0, 1.5, n).tolist()
        s.long_factor = rng.uniform(1.0, 30.0, n).tolist()
        s.factor = 16.0
    if kind == "custom":
        s.freqs = (10000.0 ** (-np.arange(n) / n)).tolist()
        s.attention_factor = 0.9
    return s


class Case:
    def __init__(self, index, pairing, partial, mode, kind, dtype, rng, two_inputs=False):
        self.name = f"case{index}"
        self.dtype = dtype
        self.mode = mode
        d = HEAD_DIMS[index % len(HEAD_DIMS)]
        r = d if index % 3 == 0 else 2 * int(rng.integers(1, d // 2))  # R < D most of the time
        offset = int(rng.integers(0, d - r + 1)) if partial == "offset" else 0
        self.cfg = RopeConfig(head_dim=d, rotary_dim=r, pairing=pairing, partial=partial,
                              rotary_offset=offset, theta=float(rng.choice([1e4, 5e5])),
                              position_scale=float(rng.choice([1.0, 0.5])),
                              inverse=bool(index % 5 == 4))
        freq_dim = d if partial == "proportional" else r
        if kind in ("ntk", "dynamic") and freq_dim <= 2:
            kind = "linear"
        self.cfg.scaling = make_scaling(kind, self.cfg.n, rng)
        self.layout = "bshd" if mode == "batch_offsets" else ["bshd", "bhsd", "shd", "sd"][index % 4]
        seq = [1, 3, 5][index % 3]
        extents = {"b": 2, "s": seq, "h": 3, "d": d}
        self.shape = [extents[a] for a in self.layout]
        self.k_shape = None
        if two_inputs:  # GQA-sized keys: one head
            self.k_shape = [1 if a == "h" else extents[a] for a in self.layout]
        batch = extents["b"] if "b" in self.layout else 1
        top = MAX_POSITION - seq
        if mode == "static":
            self.static_offset = int(rng.integers(0, top))
            self.positions = Positions(offset=self.static_offset)
        elif mode == "dynamic":
            self.offset = int(rng.integers(0, top))
            self.positions = Positions(offset=self.offset)
        elif mode == "batch_offsets":
            self.batch_offsets = rng.integers(0, top, batch).astype(np.int64)
            self.positions = Positions(batch_offsets=self.batch_offsets)
        else:
            per_batch = "b" in self.layout and index % 2 == 0
            self.explicit = rng.integers(0, MAX_POSITION + 1,
                                         (batch, seq) if per_batch else (seq,)).astype(np.int32)
            self.positions = Positions(explicit=self.explicit)

    def ir(self) -> str:
        x_type = tensor_type(self.shape, self.dtype)
        inputs, types, extra, clauses = ["%x"], [x_type], [], []
        if self.k_shape:
            inputs.append("%k")
            types.append(tensor_type(self.k_shape, self.dtype))
        args = [f"{v}: {t}" for v, t in zip(inputs, types)]
        if self.mode == "static":
            clauses.append(f"static_offset {self.static_offset}")
        elif self.mode == "dynamic":
            args.append("%n: index")
            clauses.insert(0, "offset %n : index")
        elif self.mode == "batch_offsets":
            args.append(f"%o: tensor<{len(self.batch_offsets)}xi64>")
            clauses.insert(0, f"batch_offsets %o : tensor<{len(self.batch_offsets)}xi64>")
        else:
            p_type = tensor_type(self.explicit.shape, "i32")
            args.append(f"%p: {p_type}")
            clauses.insert(0, f"positions %p : {p_type}")
        if self.cfg.inverse:
            clauses.append("inverse")
        results = ", ".join(f"%r{i}" for i in range(len(inputs)))
        return (f"func.func @{self.name}({', '.join(args)}) -> ({', '.join(types)}) {{\n"
                f"  {results} = rope.apply {', '.join(inputs)} layout \"{self.layout}\" "
                f"{' '.join(clauses)} params {params_ir(self.cfg)} : {', '.join(types)}\n"
                f"  return {results} : {', '.join(types)}\n}}\n")

    def runtime_args(self, tensors):
        extra = []
        if self.mode == "dynamic":
            extra.append(self.offset)
        elif self.mode == "batch_offsets":
            extra.append(self.batch_offsets)
        elif self.mode == "explicit":
            extra.append(self.explicit)
        return [*tensors, *extra]


def encode(values: np.ndarray, dtype: str):
    """Stored tensor and the exact values it holds, in float64."""
    if dtype == "f32":
        stored = values.astype(np.float32)
        return stored, stored.astype(np.float64)
    if dtype == "f16":
        stored = values.astype(np.float16)
        return stored, stored.astype(np.float64)
    stored = f32_to_bf16(values.astype(np.float32))
    return stored, bf16_to_f32(stored).astype(np.float64)


def decode(stored: np.ndarray, dtype: str) -> np.ndarray:
    return (bf16_to_f32(stored) if dtype == "bf16" else stored).astype(np.float64)


def ulp(values: np.ndarray, dtype: str) -> np.ndarray:
    mantissa, min_exp = {"f32": (23, -126), "f16": (10, -14), "bf16": (7, -126)}[dtype]
    exp = np.floor(np.log2(np.maximum(np.abs(values), 2.0 ** min_exp)))
    return 2.0 ** (exp - mantissa)


def spec5_ratio(case, x, out, a):
    """Largest error in units of the Semantics §5 bound; inf if a pass-through
    channel changed."""
    ref = rotate(case.cfg, case.layout, x, case.positions)
    u, v = pair_channels(case.cfg)
    partner = np.arange(case.cfg.head_dim)
    partner[u], partner[v] = v, u
    rotated = np.zeros(case.cfg.head_dim, dtype=bool)
    rotated[u] = rotated[v] = True
    bound = 2.0 ** -18 * a * (np.abs(x) + np.abs(x[..., partner]))
    if case.dtype != "f32":
        bound = bound + ulp(ref, case.dtype)
    err = np.abs(out - ref)
    if np.any(err[..., ~rotated] != 0):
        return np.inf
    return float(np.max(err[..., rotated] / bound[..., rotated]))


@pytest.fixture(scope="module")
def cases_and_artifact():
    """The full cross product: pairing x partial convention x position mode x
    scaling variant x element type (576 entry points in one module)."""
    rng = np.random.default_rng(2026)
    cases = []
    for index, (pairing, partial, mode, kind, dtype) in enumerate(
            itertools.product(PAIRINGS, PARTIALS, MODES, KINDS, DTYPES)):
        cases.append(Case(index, pairing, partial, mode, kind, dtype, rng,
                          two_inputs=index % 4 == 1))
    source = "\n".join(case.ir() for case in cases)
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-cpu-"))
    return cases, Artifact(str(compile_mlir(source, folder / "cases.so")))


def test_every_case_meets_spec5(cases_and_artifact):
    cases, artifact = cases_and_artifact
    rng = np.random.default_rng(7)
    worst = {}
    for case in cases:
        shapes = [case.shape] + ([case.k_shape] if case.k_shape else [])
        stored, exact = zip(*(encode(rng.uniform(-2, 2, s), case.dtype) for s in shapes))
        outputs = artifact[case.name](*case.runtime_args(stored))
        _, a = frequencies(case.cfg, 0)
        for x, out in zip(exact, outputs):
            ratio = spec5_ratio(case, x, decode(out, case.dtype), a)
            key = (case.dtype, case.cfg.scaling.kind)
            worst[key] = max(worst.get(key, 0.0), ratio)
            assert ratio <= 1.0, (case.name, case.ir(), ratio)
    print(f"{len(cases)} cases; worst error / Semantics §5 bound:",
          {f"{d}/{k}": round(r, 3) for (d, k), r in sorted(worst.items())})


def test_wrong_buffers_raise(cases_and_artifact):
    cases, artifact = cases_and_artifact
    case = next(c for c in cases if c.dtype == "f32" and c.mode == "static")
    with pytest.raises(ValueError, match="expected shape"):
        artifact[case.name](np.zeros([s + 1 for s in case.shape], dtype=np.float32))
    with pytest.raises(ValueError, match="expected f32"):
        artifact[case.name](np.zeros(case.shape, dtype=np.float64))
    with pytest.raises(ValueError, match="expected 1 arguments"):
        artifact[case.name]()
