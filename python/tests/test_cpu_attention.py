"""Execution matrix for rope.attention on the CPU: rope-compile lowers each
case to the fused flash-attention kernel, ctypes runs it, and the output is
compared with the numpy float64 reference (Semantics §4) computed from the
exact stored inputs: relative L2 error over the whole output within 1e-4
for f32 and 1e-2 for f16 / bf16 (Semantics §5). Rows that see no key must
be exactly 0.

The cases cover prefill and decode (key splits), causal and not, GQA ratios
1 / 4 / 8 / 16, static, run-time and explicit positions up to 2^24 - 1
(per batch too), partial rotary and both pairings, every scaling variant,
f32 / f16 / bf16, unrotated and pre-rotated keys, bias [Sq, Sk],
[B, Hq, Sq, Sk], [B, 1, Sq, Sk] and a padding mask [B, 1, 1, Sk] (with -inf
entries), a custom scale, both layouts, Sq and Sk
off the block sizes, Sk = 1, D in {64, 80, 96, 128, 256}, dynamic extents,
and fully masked rows; each for SSE2, AVX2 and AVX-512 artifacts (AVX-512
only compiled where the CPU lacks it).

The same matrix in bf16 runs on AMX tiles (`matmul = amx`): compiled for
Sapphire Rapids and run where the CPU has AMX-BF16, and everywhere with
AVX-512 with the tiles emulated by vector code (`--emulate-amx-tiles`),
which runs the AMX kernel's packing, indices and masks. It also runs with
AVX512-BF16 dot products (`--bf16-dots`, `matmul = bf16_dot`, where the CPU
has them), which score the decode cases over a rotated cache, the rotated keys
of the others, and their P.V. Each artifact's manifest must name the AMX kernel
for every case it can take and the dot products for every other bf16 case."""

import math
import pathlib
import tempfile

import numpy as np
import pytest

from rope_mlir.ir import f64, params_ir, tensor_type
from rope_mlir.manifest import read as read_manifest
from rope_mlir.reference import Positions, RopeConfig, Scaling, attention, rotate
from rope_mlir.runtime import Artifact
from rope_mlir.tools import compile_mlir, tool_path

from test_cpu_execution import decode, encode, make_scaling

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

MAX_POSITION = (1 << 24) - 1
BOUND = {"f32": 1e-4, "f16": 1e-2, "bf16": 1e-2}
TARGETS = {"sse2": ["--target-cpu=x86-64"], "avx2": ["--target-cpu=x86-64-v3"],
           "avx512": ["--target-cpu=x86-64-v4"],
           "amx": ["--target-cpu=sapphirerapids"],
           "amx-emulated": ["--target-cpu=x86-64-v4",
                            "--target-features=+avx512bf16,+amx-tile,+amx-bf16",
                            "--emulate-amx-tiles"],
           "avx512-bf16": ["--target-cpu=x86-64-v4", "--target-features=+avx512bf16",
                           "--bf16-dots"]}


def cpu_has(flag: str) -> bool:
    try:
        return flag in pathlib.Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False


AVX512 = cpu_has("avx512f") and cpu_has("avx512bw")
RUNNABLE = {"sse2": True, "avx2": cpu_has("avx2") and cpu_has("fma"),
            "avx512": AVX512,
            "amx": AVX512 and cpu_has("amx_tile") and cpu_has("amx_bf16"),
            "amx-emulated": AVX512 and cpu_has("avx512_bf16"),
            "avx512-bf16": AVX512 and cpu_has("avx512_bf16")}
# Targets whose bf16 cases run the bf16 kernels (AMX tiles, AVX512-BF16 dot
# products) and whose manifests must name them.
BF16_KERNELS = ("amx", "amx-emulated", "avx512-bf16")


class Case:
    """One rope.attention entry point and the inputs it is called with."""

    def __init__(self, index, rng, *, sq, sk, hq, hkv, d, dtype="f32", layout="bshd",
                 causal=True, q_mode="static", k_mode="static", keys_rotated=False,
                 bias=None, scale=None, kind="default", pairing="half", partial="leading",
                 rotary_dim=None, batch=1, dynamic=False, q_start=None, k_start=None,
                 plan=None):
        self.name = f"attention{index}"
        self.plan = plan  # a #rope.cpu_attention_plan stored on the op
        self.dtype, self.layout, self.causal = dtype, layout, causal
        self.keys_rotated, self.scale = keys_rotated, scale
        # bias: 2 [Sq, Sk], 4 [B, Hq, Sq, Sk], "rows" [B, 1, Sq, Sk] (shared
        # by the heads), "padding" [B, 1, 1, Sk] (a key padding mask).
        self.bias_shape = {None: None, 2: [sq, sk], 4: [batch, hq, sq, sk],
                           "rows": [batch, 1, sq, sk], "padding": [batch, 1, 1, sk]}[bias]
        self.batch, self.sq, self.sk, self.hq, self.hkv, self.d = batch, sq, sk, hq, hkv, d
        self.dynamic = dynamic
        r = rotary_dim or d
        offset = (d - r) // 2 if partial == "offset" else 0
        self.cfg = RopeConfig(head_dim=d, rotary_dim=r, pairing=pairing, partial=partial,
                              rotary_offset=offset, theta=float(rng.choice([1e4, 5e5])))
        self.cfg.scaling = make_scaling(kind, self.cfg.n, rng) if kind != "default" else Scaling()
        # Keys end where the queries end unless told otherwise (decode,
        # prefill after a cached prefix).
        if k_start is None:
            k_start = int(rng.integers(0, MAX_POSITION - sk))
        if q_start is None:
            q_start = k_start + sk - sq
        self.q = self._positions(q_mode, q_start, sq, rng)
        self.k = self._positions(k_mode, k_start, sk, rng)

    def _positions(self, mode, start, seq, rng):
        if mode == "static":
            return ("static", start, Positions(offset=start))
        if mode == "dynamic":
            return ("dynamic", start, Positions(offset=start))
        # Explicit, increasing with gaps (a batch row each when "batch").
        rows = self.batch if mode == "batch" else 1
        table = np.stack([start + np.sort(rng.choice(np.arange(2 * seq + 4), seq, replace=False))
                          for _ in range(rows)]).astype(np.int64)
        table = np.minimum(table, MAX_POSITION)
        values = table if mode == "batch" else table[0]
        return ("explicit", values, Positions(explicit=values))

    def shape(self, seq, heads, d):
        return ([self.batch, seq, heads, d] if self.layout == "bshd"
                else [self.batch, heads, seq, d])

    def static_shape(self, seq, heads, d):
        shape = self.shape(seq, heads, d)
        if self.dynamic:  # sequence and heads unknown at compile time
            axes = self.layout
            shape = [-1 if axes[i] in "sh" else e for i, e in enumerate(shape)]
        return shape

    def ir(self) -> str:
        el = self.dtype
        qt = tensor_type(self.static_shape(self.sq, self.hq, self.d), el)
        kt = tensor_type(self.static_shape(self.sk, self.hkv, self.d), el)
        args = [f"%q: {qt}", f"%k: {kt}", f"%v: {kt}"]
        clauses, attrs = [], []
        for prefix, (mode, value, _) in (("q", self.q), ("k", self.k)):
            if mode == "static":
                if value:
                    attrs.append(f"static_{prefix}_offset = {value} : i64")
            elif mode == "dynamic":
                args.append(f"%{prefix}o: index")
                clauses.append(f"{prefix}_offset %{prefix}o : index")
            else:
                pt = tensor_type(list(np.shape(value)), "i32")
                args.append(f"%{prefix}p: {pt}")
                clauses.append(f"{prefix}_positions %{prefix}p : {pt}")
        if self.bias_shape:
            bt = tensor_type(self.bias_shape, "f32")
            args.append(f"%bias: {bt}")
            clauses.append(f"bias %bias : {bt}")
        if self.causal:
            clauses.append("causal")
        if self.keys_rotated:
            clauses.append("keys_rotated")
        if self.scale is not None:
            attrs.append(f"scale = {f64(self.scale)}")
        if self.plan:
            attrs.append(f"rope.cpu_attention_plan = {self.plan}")
        attr_dict = f" {{{', '.join(attrs)}}}" if attrs else ""
        return (f"func.func @{self.name}({', '.join(args)}) -> {qt} {{\n"
                f"  %o = rope.attention %q, %k, %v layout \"{self.layout}\" {' '.join(clauses)} "
                f"params {params_ir(self.cfg)}{attr_dict} : {qt}, {kt}, {kt}\n"
                f"  return %o : {qt}\n}}\n")

    def inputs(self, rng):
        """Stored arguments and the exact float64 values of q, k, v, bias."""
        q = encode(rng.uniform(-1, 1, self.shape(self.sq, self.hq, self.d)), self.dtype)
        kx = rng.uniform(-1, 1, self.shape(self.sk, self.hkv, self.d))
        if self.keys_rotated:  # a rotated cache, as rope.apply would write it
            kx = rotate(self.cfg, self.layout, kx, self.k[2])
        k = encode(kx, self.dtype)
        v = encode(rng.uniform(-1, 1, self.shape(self.sk, self.hkv, self.d)), self.dtype)
        stored = [q[0], k[0], v[0]]
        for mode, value, _ in (self.q, self.k):
            if mode == "dynamic":
                stored.append(value)
            elif mode == "explicit":
                stored.append(np.asarray(value, dtype=np.int32))
        bias = None
        if self.bias_shape:
            bias = rng.uniform(-2, 2, self.bias_shape).astype(np.float32)
            if self.bias_shape[-2] == 1:
                bias[-1, ..., :3] = -np.inf  # the last row's first keys are padding
            else:
                bias[..., 0, :] = -np.inf  # the first query sees nothing
            stored.append(bias)
        return stored, (q[1], k[1], v[1], bias)

    def reference(self, q, k, v, bias):
        return attention(self.cfg, self.layout, q, k, v, self.q[2], self.k[2],
                         causal=self.causal, keys_rotated=self.keys_rotated,
                         scale=self.scale, bias=bias)


def make_cases(dtype=None):
    """The matrix; with `dtype`, every case in that element type."""
    rng = np.random.default_rng(2026)
    specs = [
        # Prefill, causal, GQA 4, sizes off the blocks.
        dict(sq=67, sk=67, hq=8, hkv=2, d=128),
        dict(sq=67, sk=67, hq=8, hkv=2, d=128, dtype="bf16"),
        dict(sq=67, sk=67, hq=8, hkv=2, d=128, dtype="f16"),
        # Prefill after a cached prefix (queries see all earlier keys).
        dict(sq=29, sk=150, hq=4, hkv=4, d=64, q_mode="dynamic", k_mode="dynamic"),
        # Decode: one token against a long cache (key splits).
        dict(sq=1, sk=1000, hq=8, hkv=1, d=128, q_mode="dynamic"),
        dict(sq=1, sk=1000, hq=8, hkv=1, d=128, dtype="bf16", q_mode="dynamic"),
        dict(sq=3, sk=777, hq=16, hkv=2, d=96, dtype="f16"),
        # Decode-shaped items (at most one vector of rows): key rows dotted
        # with query rows. A rotated f32 cache read in place; 3 rows and a
        # head dim that leaves a partial vector (68 = 8 * 8 + 4 on AVX2);
        # 6 rows in two groups of four.
        dict(sq=1, sk=1000, hq=4, hkv=1, d=128, keys_rotated=True, q_mode="dynamic"),
        dict(sq=1, sk=130, hq=12, hkv=4, d=68),
        dict(sq=2, sk=50, hq=6, hkv=2, d=64, q_mode="dynamic"),
        # A kv head's whole group in one item of few rows (planDecodeGroup):
        # GQA 7 (7 rows over a P.V tile of 8) and two queries of GQA 6 (12).
        dict(sq=1, sk=333, hq=28, hkv=4, d=128, keys_rotated=True, q_mode="dynamic"),
        dict(sq=2, sk=90, hq=12, hkv=2, d=128, q_mode="dynamic"),
        # Not causal; GQA 8 and 16 (two head chunks of one kv head).
        dict(sq=40, sk=33, hq=8, hkv=1, d=80, causal=False),
        dict(sq=19, sk=21, hq=16, hkv=1, d=64, causal=False, dtype="bf16"),
        # Head dims.
        dict(sq=17, sk=17, hq=2, hkv=2, d=256),
        dict(sq=17, sk=23, hq=4, hkv=1, d=96, causal=False),
        # Sk = 1; S = 1.
        dict(sq=5, sk=1, hq=4, hkv=2, d=64, causal=False),
        dict(sq=1, sk=1, hq=4, hkv=4, d=64),
        # Explicit positions, per batch too, near 2^24.
        dict(sq=13, sk=31, hq=4, hkv=2, d=64, q_mode="explicit", k_mode="explicit",
             k_start=MAX_POSITION - 80, q_start=MAX_POSITION - 40),
        dict(sq=13, sk=31, hq=4, hkv=2, d=128, batch=2, q_mode="batch", k_mode="batch",
             dtype="bf16", k_start=MAX_POSITION - 80, q_start=MAX_POSITION - 40),
        # Fully masked rows: keys start after the first queries.
        dict(sq=24, sk=24, hq=4, hkv=2, d=64, q_start=100, k_start=110),
        # The same in an item of few rows (packed scores): the first query
        # sees no key, the second one.
        dict(sq=2, sk=40, hq=4, hkv=2, d=64, q_start=100, k_start=101),
        # Pre-rotated keys (a rotated cache).
        dict(sq=33, sk=70, hq=8, hkv=2, d=128, keys_rotated=True),
        dict(sq=1, sk=600, hq=4, hkv=1, d=64, keys_rotated=True, dtype="bf16",
             q_mode="dynamic"),
        # A rotated f16 cache read where it lies by items of few rows, with
        # a head dim that leaves a partial vector.
        dict(sq=1, sk=257, hq=4, hkv=2, d=68, keys_rotated=True, dtype="f16",
             q_mode="dynamic"),
        # A rotated bf16 cache whose head dim (80) leaves whole vectors past
        # the last pair that bf16 dot products take, 8 rows a kv head.
        dict(sq=1, sk=300, hq=16, hkv=2, d=80, keys_rotated=True, dtype="bf16",
             q_mode="dynamic"),
        # Bias, scale.
        dict(sq=20, sk=20, hq=4, hkv=2, d=64, bias=2, causal=False),
        dict(sq=20, sk=30, hq=4, hkv=1, d=64, bias=4, scale=0.05, batch=2),
        dict(sq=20, sk=20, hq=4, hkv=2, d=64, bias="rows", batch=2, causal=False),
        # A padding mask beside causal: the padded rows' first queries see no key.
        dict(sq=20, sk=20, hq=4, hkv=2, d=64, bias="padding", batch=2),
        # Partial rotary, pairings.
        dict(sq=21, sk=21, hq=4, hkv=2, d=128, rotary_dim=64, pairing="interleaved"),
        dict(sq=21, sk=21, hq=4, hkv=2, d=80, rotary_dim=32, partial="offset"),
        dict(sq=21, sk=21, hq=4, hkv=2, d=96, rotary_dim=48, partial="proportional",
             pairing="interleaved", dtype="bf16"),
        # Layout bhsd, batch 2.
        dict(sq=35, sk=35, hq=8, hkv=2, d=64, layout="bhsd", batch=2),
        dict(sq=1, sk=300, hq=8, hkv=2, d=64, layout="bhsd", batch=2, dtype="f16",
             q_mode="dynamic"),
        # Dynamic sequence and head extents: the plan is made at run time.
        dict(sq=45, sk=45, hq=8, hkv=2, d=64, dynamic=True),
        dict(sq=1, sk=900, hq=8, hkv=2, d=64, dynamic=True, q_mode="dynamic"),
        # ... a GQA 8 decode among them: the call takes the whole group.
        dict(sq=1, sk=500, hq=16, hkv=2, d=128, dynamic=True, q_mode="dynamic"),
    ]
    for kind in ["linear", "ntk", "dynamic", "yarn", "llama3", "longrope", "custom"]:
        specs.append(dict(sq=9, sk=40, hq=4, hkv=2, d=64, kind=kind,
                          q_mode="dynamic", k_mode="dynamic"))
    if dtype:
        specs = [dict(s, dtype=dtype) for s in specs]
    return [Case(i, rng, **s) for i, s in enumerate(specs)]


def expected_kernel(target, case):
    """The kernel the manifest must name: AMX tiles where the plan puts the
    case on them, bf16 dot products for bf16 cases where they were asked
    for (--bf16-dots), else FMAs."""
    if target == "avx512-bf16":
        return "bf16_dot" if case.dtype == "bf16" else "fma"
    return "amx" if amx_suits(case) else "fma"


def amx_suits(case):
    """Whether the plan puts the case on AMX tiles (amxUnsuitability and the
    decode rule of planCpuAttention): bf16, a v head dim that is a multiple
    of 16, a query sequence of 16 or more or unknown."""
    return case.dtype == "bf16" and case.d % 16 == 0 and (case.dynamic or case.sq >= 16)


def compile_matrix(target, folder, *extra):
    """The matrix for `target` (in bf16 for its bf16 kernels) in one
    library; the manifest must name the kernel each case expects."""
    cases = make_cases("bf16" if target in BF16_KERNELS else None)
    source = "\n".join(case.ir() for case in cases)
    library = compile_mlir(source, folder / "attention.so", *TARGETS[target], *extra)
    if target in BF16_KERNELS:
        kernels = {e["name"]: e["rope_ops"][0]["cpu_plan"]["matmul"]
                   for e in read_manifest(library.with_suffix(".so.json"), "cpu")["entry_points"]}
        for case in cases:
            expected = expected_kernel(target, case)
            assert kernels[case.name] == expected, f"{case.name}: {kernels[case.name]}"
        if target == "avx512-bf16":
            assert "bf16_dot" in kernels.values()
    return library, cases


def check_matrix(library, cases):
    """Runs every case and checks it against the float64 reference; returns
    the worst relative L2 error of each dtype."""
    artifact = Artifact(str(library))
    rng = np.random.default_rng(11)
    worst = {}
    for case in cases:
        stored, exact = case.inputs(rng)
        out = decode(artifact[case.name](*stored)[0], case.dtype)
        ref = case.reference(*exact)
        error = np.linalg.norm(out - ref) / max(np.linalg.norm(ref), 1e-30)
        masked = np.all(ref == 0, axis=-1)
        assert np.all(out[masked] == 0), f"{case.name}: a masked row is not 0"
        assert error <= BOUND[case.dtype], f"{case.name} ({case.dtype}): rel L2 {error:.3g}"
        worst[case.dtype] = max(worst.get(case.dtype, 0.0), error)
    return worst


@pytest.mark.parametrize("target", list(TARGETS))
def test_attention_matches_reference(target):
    folder = pathlib.Path(tempfile.mkdtemp(prefix=f"rope-attention-{target}-"))
    library, cases = compile_matrix(target, folder)
    if not RUNNABLE[target]:
        pytest.skip(f"compiled; this CPU cannot run {target}")
    worst = check_matrix(library, cases)
    print(f"attention {target}: {len(cases)} cases, worst rel L2 "
          + ", ".join(f"{k} {v:.2e}" for k, v in sorted(worst.items())))


def random_plan(rng, keys_rotated, dots_allowed):
    """A plan the verifier accepts: any vector width, register tiles, P.V
    tiles taller than a vector, kv heads per item and the order they
    prefetch in, key splits; bf16 dot products where `dots_allowed` and the
    width takes them."""
    bits = int(rng.choice([64, 128, 192, 256, 512]))
    dots = bool(rng.integers(0, 2)) and dots_allowed and bits in (128, 256, 512)
    vectors = int(rng.integers(1, 5))
    key_tile, row_key_tile = int(rng.choice([1, 2, 4, 8])), int(rng.choice([1, 2, 4]))
    # Whole score tiles of the last vector of rows in every block.
    key_block = math.lcm(key_tile * vectors, row_key_tile) * int(rng.integers(1, 5))
    rotation = "none" if keys_rotated else rng.choice(["once", "per_block", "at_run_time"])
    return (f"#rope.cpu_attention_plan<vector_bits = {bits}, "
            f"query_block = {bits // 32 * vectors}, key_block = {key_block}, "
            f"key_tile = {key_tile}, row_key_tile = {row_key_tile}, "
            f"output_rows = {rng.integers(1, 33)}, value_vectors = {rng.integers(1, 9)}, "
            f"group_heads = {rng.integers(1, 13)}, key_rotation = {rotation}, "
            f"key_splits = {rng.choice([0, 1, 2, 3, 7])}, "
            + ("matmul = bf16_dot, " if dots else "")
            + f"kv_heads_per_item = {rng.integers(1, 13)}, "
            f"prefetch_order = {rng.choice(['heads', 'address'])}>")


def check_stored_plans(seed, count, folder, *extra):
    """`count` random plans on random decode and prefill shapes, both
    layouts, f32 and bf16 (on bf16 dot products too where the CPU has them),
    each checked against the reference; returns how many fit the stack
    (the others must be refused at compile time for it)."""
    rng = np.random.default_rng(seed)
    ran = 0
    for i in range(count):
        keys_rotated = bool(rng.integers(0, 2))
        hkv, sq = int(rng.integers(1, 5)), int(rng.choice([1, 1, 2, 5, 17, 40]))
        dtype = str(rng.choice(["f32", "bf16"]))
        plan = random_plan(rng, keys_rotated,
                           dtype == "bf16" and RUNNABLE["avx512-bf16"])
        case = Case(i, rng, sq=sq, sk=int(rng.integers(sq, 300)),
                    hq=hkv * int(rng.integers(1, 7)), hkv=hkv,
                    d=int(rng.choice([16, 64, 68, 128])), dtype=dtype,
                    layout=str(rng.choice(["bshd", "bhsd"])), causal=bool(rng.integers(0, 2)),
                    keys_rotated=keys_rotated, q_mode="dynamic", plan=plan)
        flags = ["--bf16-dots"] if "bf16_dot" in plan else []
        try:
            library = compile_mlir(case.ir(), folder / f"plan{i}.so", *flags, *extra)
        except RuntimeError as error:
            assert "bytes of stack per work item" in str(error), str(error)
            continue
        stored, exact = case.inputs(rng)
        out = decode(Artifact(str(library))[case.name](*stored)[0], case.dtype)
        ref = case.reference(*exact)
        error = np.linalg.norm(out - ref) / max(np.linalg.norm(ref), 1e-30)
        assert error <= BOUND[case.dtype], f"{case.plan} {case.ir()}: rel L2 {error:.3g}"
        ran += 1
    return ran


def test_stored_plans_match_the_reference():
    """A compiler may store its own plan on an op (docs/CPU.md, "The plan,
    chosen once"): every plan the verifier accepts computes the same
    attention, within the Semantics §5 bound, or is refused at compile time
    for the stack it would take."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-attention-plans-"))
    ran = check_stored_plans(24, 24, folder)
    assert ran >= 16, f"only {ran} of 24 plans fit the stack"


RUN_ONE = """
import sys
import numpy as np
from rope_mlir.runtime import Artifact
library, name, folder, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
args = [np.load(f"{folder}/{name}-in{i}.npy") for i in range(count)]
out = Artifact(library)[name](*args)[0]
np.save(f"{folder}/{name}-out.npy", out.view(np.uint16) if out.itemsize == 2 else out)
"""


def test_decode_results_do_not_depend_on_threads():
    """Key splits are fixed by the shapes (docs/CPU.md, "Decode: key
    splits"), and each split is merged in split order, so a decode returns
    the same bits on 1, 2 or 3 threads, whichever thread ran which split."""
    import os
    import subprocess
    import sys
    rng = np.random.default_rng(5)
    cases = [Case(0, rng, sq=1, sk=1500, hq=4, hkv=1, d=128, keys_rotated=True,
                  q_mode="dynamic"),
             Case(1, rng, sq=1, sk=1500, hq=8, hkv=2, d=64, dtype="bf16",
                  q_mode="dynamic"),
             Case(2, rng, sq=1, sk=700, hq=12, hkv=4, d=68)]
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-attention-threads-"))
    library = compile_mlir("\n".join(c.ir() for c in cases), folder / "decode.so")
    splits = {e["name"]: e["rope_ops"][0]["cpu_plan"]["key_splits"]
              for e in read_manifest(library.with_suffix(".so.json"), "cpu")["entry_points"]}
    assert all(splits[c.name] > 1 for c in cases), splits
    for case in cases:
        stored, exact = case.inputs(rng)
        for i, a in enumerate(np.asarray(a) for a in stored):
            # bf16 travels as its bits (np.save has no bfloat16).
            np.save(folder / f"{case.name}-in{i}.npy",
                    a.view(np.uint16) if a.dtype.name == "bfloat16" else a)
        outputs = []
        for threads in (1, 2, 3):
            env = dict(os.environ, OMP_NUM_THREADS=str(threads))
            subprocess.run([sys.executable, "-c", RUN_ONE, str(library), case.name,
                            str(folder), str(len(stored))], env=env, check=True)
            outputs.append(np.load(folder / f"{case.name}-out.npy"))
        for threads, out in zip((2, 3), outputs[1:]):
            assert out.tobytes() == outputs[0].tobytes(), \
                f"{case.name}: {threads} threads differ from 1"
        ref = case.reference(*exact)
        got = decode(outputs[0], case.dtype)
        error = np.linalg.norm(got - ref) / np.linalg.norm(ref)
        assert error <= BOUND[case.dtype], f"{case.name}: rel L2 {error:.3g}"


@pytest.mark.parametrize("target", ["sse2", "avx2", "avx512"])
def test_a_nan_reaches_exactly_the_rows_that_see_it(target):
    """The softmax's max may drop a NaN score, its exp may not: a NaN in a
    key reaches every later query of that kv head's query heads, a NaN in a
    query only its own row (prefill, a causal item of many rows; decode, an
    item of few rows with packed scores)."""
    if not RUNNABLE[target]:
        pytest.skip(f"this CPU cannot run {target}")
    rng = np.random.default_rng(5)
    cases = [Case(0, rng, sq=40, sk=40, hq=8, hkv=2, d=128),
             Case(1, rng, sq=1, sk=70, hq=8, hkv=2, d=128, causal=False, keys_rotated=True)]
    folder = pathlib.Path(tempfile.mkdtemp(prefix=f"rope-attention-nan-{target}-"))
    library = compile_mlir("\n".join(c.ir() for c in cases), folder / "nan.so",
                           *TARGETS[target])
    artifact = Artifact(str(library))
    for case in cases:
        key = case.sk // 2  # kv head 1, query heads 4..7
        query_of_key = key - (case.sk - case.sq)
        for poisoned in ("k", "q"):
            stored, _ = case.inputs(rng)
            if poisoned == "k":
                stored[1][0, key, 1, 5] = np.nan
                expected = np.zeros((case.sq, case.hq), bool)
                expected[max(query_of_key, 0) if case.causal else 0:, 4:] = True
            else:
                stored[0][0, 0, 6, 3] = np.nan
                expected = np.zeros((case.sq, case.hq), bool)
                expected[0, 6] = True
            out = artifact[case.name](*stored)[0][0]
            assert np.array_equal(np.isnan(out).all(-1), expected), (case.name, poisoned)
            assert not np.isnan(out[~expected]).any(), (case.name, poisoned)
