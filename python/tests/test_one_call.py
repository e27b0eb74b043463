"""rope_mlir.rope / rope_mlir.attention on numpy arrays: every result
checked against the numpy float64 reference (Semantics §4, §5) over
layouts, element types, GQA, offsets, per-batch offsets, explicit positions
up to 2^24 - 1, S = 1, D off the vector width, R < D, inverse, scalings;
the on-disk kernel cache (reuse across processes, tampered entries
recompiled); small problems on one thread; bad calls raise naming the
argument."""

import os
import pathlib
import subprocess
import sys

import numpy as np
import pytest

import rope_mlir
from rope_mlir import api, kernel_cache
from rope_mlir.dtypes import bf16_to_f32, bfloat16
from rope_mlir.reference import Positions, RopeConfig, Scaling, frequencies
from rope_mlir.reference import attention as attention_reference
from rope_mlir.tools import tool_path

from test_cpu_execution import spec5_ratio

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

MAX_POSITION = (1 << 24) - 1
NUMPY_DTYPES = {"f32": np.float32, "f16": np.float16, "bf16": bfloat16}


@pytest.fixture(autouse=True, scope="module")
def private_cache(tmp_path_factory):
    folder = tmp_path_factory.mktemp("kernel-cache")
    old = os.environ.get("ROPE_MLIR_CACHE_DIR")
    os.environ["ROPE_MLIR_CACHE_DIR"] = str(folder)
    yield folder
    if old is None:
        del os.environ["ROPE_MLIR_CACHE_DIR"]
    else:
        os.environ["ROPE_MLIR_CACHE_DIR"] = old


class Check:
    """What spec5_ratio reads."""

    def __init__(self, cfg, layout, positions, dtype):
        self.cfg, self.layout, self.positions, self.dtype = cfg, layout, positions, dtype


def exact(x):
    return (bf16_to_f32(x) if x.dtype == bfloat16 else x).astype(np.float64)


def assert_spec5(cfg, layout, positions, dtype, x, out, seq_total=0):
    assert out.dtype == x.dtype and out.shape == x.shape
    _, a = frequencies(cfg, seq_total)
    ratio = spec5_ratio(Check(cfg, layout, positions, dtype), exact(x), exact(out), a)
    assert ratio <= 1.0, ratio


SHAPES = {"bshd": lambda b, s, h, d: (b, s, h, d), "bhsd": lambda b, s, h, d: (b, h, s, d),
          "shd": lambda b, s, h, d: (s, h, d), "sd": lambda b, s, h, d: (s, d)}

# (layout, dtype, batch, seq, heads q/k, D, R, partial, pairing, scaling, offset)
ROPE_CASES = [
    ("bshd", "bf16", 1, 1, (32, 8), 128, 128, "leading", "half",
     Scaling("llama3", factor=8.0, original_max=8192), MAX_POSITION),
    ("bshd", "f32", 2, 7, (4, 1), 80, 80, "leading", "interleaved", Scaling(), 123457),
    ("bhsd", "f16", 3, 5, (6, 2), 64, 32, "leading", "half",
     Scaling("yarn", factor=4.0, original_max=4096), 16777000),
    ("shd", "f32", 1, 33, (3, 3), 96, 48, "offset", "interleaved",
     Scaling("linear", factor=2.0), 0),
    ("sd", "bf16", 1, 9, (1, 1), 34, 16, "proportional", "half",
     Scaling("ntk", alpha=2.0), 1 << 20),
]


@pytest.mark.parametrize("case", ROPE_CASES, ids=lambda c: f"{c[0]}-{c[1]}-D{c[5]}")
def test_rope_meets_spec5(case):
    layout, dtype, b, s, (hq, hk), d, r, partial, pairing, scaling, offset = case
    cfg = RopeConfig(head_dim=d, rotary_dim=r, theta=500000.0, partial=partial,
                     rotary_offset=(d - r) // 2 if partial == "offset" else 0,
                     pairing=pairing, scaling=scaling)
    rng = np.random.default_rng(len(layout) * d + s)
    q = rng.uniform(-2, 2, SHAPES[layout](b, s, hq, d)).astype(NUMPY_DTYPES[dtype])
    k = rng.uniform(-2, 2, SHAPES[layout](b, s, hk, d)).astype(NUMPY_DTYPES[dtype])
    offset = min(offset, MAX_POSITION + 1 - s)
    q_out, k_out = rope_mlir.rope(q, k, config=cfg, offset=offset, layout=layout)
    for x, out in ((q, q_out), (k, k_out)):
        assert_spec5(cfg, layout, Positions(offset=offset), dtype, x, out)
    only_q = rope_mlir.rope(q, config=cfg, offset=offset, layout=layout)
    assert np.array_equal(only_q.view(np.uint8), q_out.view(np.uint8))
    back = rope_mlir.rope(q_out, config=cfg, offset=offset, layout=layout, inverse=True)
    inverse_cfg = RopeConfig(**{**cfg.__dict__, "inverse": True})
    assert_spec5(inverse_cfg, layout, Positions(offset=offset), dtype, q_out, back)


@pytest.mark.parametrize("element", ["i32", "i64"])
@pytest.mark.parametrize("per_batch", [False, True])
def test_explicit_positions_and_batch_offsets(element, per_batch):
    cfg = RopeConfig(head_dim=64, theta=10000.0)
    rng = np.random.default_rng(3)
    q = rng.uniform(-1, 1, (2, 6, 4, 64)).astype(np.float32)
    shape = (2, 6) if per_batch else (6,)
    positions = rng.integers(0, MAX_POSITION + 1, shape).astype(
        np.int32 if element == "i32" else np.int64)
    out = rope_mlir.rope(q, config=cfg, positions=positions)
    assert_spec5(cfg, "bshd", Positions(explicit=positions), "f32", q, out)
    offsets = np.array([5, MAX_POSITION - 6], dtype=np.int64)
    out = rope_mlir.rope(q, config=cfg, offset=offsets)
    assert_spec5(cfg, "bshd", Positions(batch_offsets=offsets), "f32", q, out)


def test_dynamic_scaling_sees_the_sequence_total():
    cfg = RopeConfig(head_dim=64, scaling=Scaling("dynamic", factor=2.0, original_max=64))
    q = np.random.default_rng(4).uniform(-1, 1, (1, 40, 2, 64)).astype(np.float32)
    out = rope_mlir.rope(q, config=cfg, offset=100)
    assert_spec5(cfg, "bshd", Positions(offset=100), "f32", q, out, seq_total=140)


def test_float64_is_the_reference():
    cfg = RopeConfig(head_dim=32, rotary_dim=16)
    q = np.random.default_rng(5).standard_normal((1, 3, 2, 32))
    out = rope_mlir.rope(q, config=cfg, offset=7)
    assert out.dtype == np.float64
    np.testing.assert_array_equal(out, rope_mlir.rotate(cfg, "bshd", q, Positions(offset=7)))


# (dtype, layout, batch, Sq, Sk, Hq, Hkv, D, causal, q_offset, k_offset)
ATTENTION_CASES = [
    ("f32", "bshd", 1, 1, 300, 8, 2, 64, True, 299, 0),  # decode
    ("bf16", "bshd", 2, 37, 37, 4, 4, 128, True, MAX_POSITION - 36, MAX_POSITION - 36),
    ("f16", "bhsd", 1, 20, 45, 8, 1, 80, False, 1000, 975),
    ("f32", "bshd", 1, 16, 16, 2, 2, 32, True, 0, 0),
]


@pytest.mark.parametrize("case", ATTENTION_CASES, ids=lambda c: f"{c[0]}-{c[1]}-Sq{c[3]}")
def test_attention_meets_spec5(case):
    dtype, layout, b, sq, sk, hq, hkv, d, causal, q_off, k_off = case
    cfg = RopeConfig(head_dim=d, theta=500000.0)
    rng = np.random.default_rng(sq * sk)
    q = rng.uniform(-1, 1, SHAPES[layout](b, sq, hq, d)).astype(NUMPY_DTYPES[dtype])
    k = rng.uniform(-1, 1, SHAPES[layout](b, sk, hkv, d)).astype(NUMPY_DTYPES[dtype])
    v = rng.uniform(-1, 1, SHAPES[layout](b, sk, hkv, d)).astype(NUMPY_DTYPES[dtype])
    out = rope_mlir.attention(q, k, v, config=cfg, causal=causal, q_offset=q_off,
                              k_offset=k_off, layout=layout)
    assert out.dtype == q.dtype and out.shape == q.shape
    ref = attention_reference(cfg, layout, exact(q), exact(k), exact(v),
                              Positions(offset=q_off), Positions(offset=k_off), causal=causal)
    error = np.linalg.norm(exact(out) - ref) / np.linalg.norm(ref)
    assert error <= (1e-4 if dtype == "f32" else 1e-2), error


def test_attention_positions_and_rotated_keys():
    cfg = RopeConfig(head_dim=64)
    rng = np.random.default_rng(8)
    q = rng.uniform(-1, 1, (1, 3, 4, 64)).astype(np.float32)
    k = rng.uniform(-1, 1, (1, 50, 2, 64)).astype(np.float32)
    v = rng.uniform(-1, 1, (1, 50, 2, 64)).astype(np.float32)
    qp = np.array([60, 61, 4000000], dtype=np.int64)
    kp = np.arange(50, dtype=np.int32) * 3
    k_rot = rope_mlir.rope(k, config=cfg, positions=kp)
    out = rope_mlir.attention(q, k_rot, v, config=cfg, q_positions=qp, k_positions=kp,
                              keys_rotated=True)
    ref = attention_reference(cfg, "bshd", q.astype(np.float64), k.astype(np.float64),
                              v.astype(np.float64), Positions(explicit=qp),
                              Positions(explicit=kp), causal=True)
    assert np.linalg.norm(out - ref) / np.linalg.norm(ref) <= 1e-4


def test_small_problems_run_on_one_thread():
    q = np.zeros((1, 1, 32, 128), dtype=bfloat16)
    rope_mlir.rope(q, config=RopeConfig(head_dim=128, theta=123.0))
    big = np.zeros((1, 4096, 32, 128), dtype=bfloat16)
    rope_mlir.rope(big, config=RopeConfig(head_dim=128, theta=123.0))
    serial = {key[-1] for key in api._kernels if "theta = 1.23" in key[1]}
    assert serial == {True, False}
    for key, entry in api._kernels.items():
        if "theta = 1.23" in key[1]:
            linked = pathlib.Path(entry.library_path).read_bytes()
            assert (b"libomp" in linked) != key[-1], key


def test_kernels_are_reused_from_disk(private_cache, monkeypatch):
    cfg = RopeConfig(head_dim=64, theta=777.0)
    q = np.ones((1, 2, 2, 64), dtype=np.float32)
    first = rope_mlir.rope(q, config=cfg, offset=3)
    libraries = sorted(private_cache.glob("*.so"))
    assert libraries
    api._kernels.clear()
    kernel_cache._loaded.clear()

    def no_compiler(*args):
        raise AssertionError("compiled again")
    monkeypatch.setattr(kernel_cache, "compile_mlir", no_compiler)
    again = rope_mlir.rope(q, config=cfg, offset=3)
    assert np.array_equal(first, again)
    assert sorted(private_cache.glob("*.so")) == libraries


def test_a_tampered_cache_entry_is_compiled_again(private_cache):
    """In a new process: an edited manifest and a truncated library are
    both detected and replaced."""
    script = (
        "import numpy as np, rope_mlir, sys\n"
        "q = np.ones((1, 2, 2, 48), dtype=np.float32)\n"
        "out = rope_mlir.rope(q, config=rope_mlir.RopeConfig(head_dim=48, theta=555.0))\n"
        "sys.exit(0 if np.allclose(out[0, 0], q[0, 0]) else 1)\n")
    env = dict(os.environ, PYTHONPATH=str(pathlib.Path(__file__).resolve().parents[1]))

    def run():
        subprocess.run([sys.executable, "-c", script], env=env, check=True)
    existing = set(private_cache.glob("*.so"))
    run()
    before = set(private_cache.glob("*.so"))
    new = before - existing
    assert len(new) == 1
    for library in new:
        manifest = pathlib.Path(str(library) + ".json")
        manifest.write_text(manifest.read_text().replace('"f32"', '"f16"'))
    run()
    for library in new:
        library.write_bytes(library.read_bytes()[:100])
    run()
    assert set(private_cache.glob("*.so")) == before


def test_bad_calls_name_the_argument():
    cfg = RopeConfig(head_dim=64)
    q = np.zeros((1, 4, 2, 64), dtype=np.float32)
    with pytest.raises(TypeError, match="q: expected f32, f16, bf16"):
        rope_mlir.rope(q.astype(np.int32), config=cfg)
    with pytest.raises(ValueError, match="layout 'bshd' needs 4 axes"):
        rope_mlir.rope(q[0], config=cfg)
    with pytest.raises(ValueError, match="layout: expected one of"):
        rope_mlir.rope(q, config=cfg, layout="sbhd")
    with pytest.raises(TypeError, match="k: expected float32 like q"):
        rope_mlir.rope(q, q.astype(np.float16), config=cfg)
    with pytest.raises(ValueError, match="extent"):
        rope_mlir.rope(q, np.zeros((1, 5, 2, 64), np.float32), config=cfg)
    with pytest.raises(ValueError, match=r"offset: -1 is outside \[0, 2\^31\)"):
        rope_mlir.rope(q, config=cfg, offset=-1)
    with pytest.raises(ValueError, match="position lies outside"):
        rope_mlir.rope(q, config=cfg, positions=np.array([0, 1, -5, 2], np.int64))
    with pytest.raises(ValueError, match="head_dim is 64 but the tensors' head dim is 32"):
        rope_mlir.rope(q[..., :32].copy(), config=cfg)
    with pytest.raises(TypeError, match="config: expected a RopeConfig"):
        rope_mlir.rope(q, config=3.0)
    with pytest.raises(TypeError, match="expected a numpy array or a torch tensor"):
        rope_mlir.rope([[1.0]], config=cfg)
    with pytest.raises(RuntimeError, match="rope-compile failed"):
        rope_mlir.rope(q, config=RopeConfig(head_dim=64, rotary_dim=63))
    with pytest.raises(ValueError, match="heads: q has 3, k 2, v 2"):
        rope_mlir.attention(np.zeros((1, 2, 3, 64), np.float32), q, q, config=cfg)
    with pytest.raises(ValueError, match="extent"):  # k and v lengths differ
        rope_mlir.attention(q, q, np.zeros((1, 5, 2, 64), np.float32), config=cfg)
