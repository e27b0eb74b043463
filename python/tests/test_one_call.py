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
    out = rope_mlir.rope(q, config=cfg, positions=positions, layout="bshd")
    assert_spec5(cfg, "bshd", Positions(explicit=positions), "f32", q, out)
    offsets = np.array([5, MAX_POSITION - 6], dtype=np.int64)
    out = rope_mlir.rope(q, config=cfg, offset=offsets, layout="bshd")
    assert_spec5(cfg, "bshd", Positions(batch_offsets=offsets), "f32", q, out)


def test_dynamic_scaling_sees_the_sequence_total():
    cfg = RopeConfig(head_dim=64, scaling=Scaling("dynamic", factor=2.0, original_max=64))
    q = np.random.default_rng(4).uniform(-1, 1, (1, 40, 2, 64)).astype(np.float32)
    out = rope_mlir.rope(q, config=cfg, offset=100, layout="bshd")
    assert_spec5(cfg, "bshd", Positions(offset=100), "f32", q, out, seq_total=140)


def test_float64_is_the_reference():
    cfg = RopeConfig(head_dim=32, rotary_dim=16)
    q = np.random.default_rng(5).standard_normal((1, 3, 2, 32))
    out = rope_mlir.rope(q, config=cfg, offset=7, layout="bshd")
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
    k_rot = rope_mlir.rope(k, config=cfg, positions=kp, layout="bshd")
    out = rope_mlir.attention(q, k_rot, v, config=cfg, q_positions=qp, k_positions=kp,
                              keys_rotated=True, layout="bshd")
    ref = attention_reference(cfg, "bshd", q.astype(np.float64), k.astype(np.float64),
                              v.astype(np.float64), Positions(explicit=qp),
                              Positions(explicit=kp), causal=True)
    assert np.linalg.norm(out - ref) / np.linalg.norm(ref) <= 1e-4


@pytest.mark.parametrize("dtype", [np.float32, bfloat16, np.float16])
def test_aligned_arrays_start_on_a_cache_line(dtype):
    for shape in [(3, 5, 7), (0, 4), 9, (1, 4096, 8, 128)]:
        empty = rope_mlir.empty_aligned(shape, dtype)
        assert empty.flags.c_contiguous
        assert empty.size == 0 or empty.ctypes.data % 64 == 0  # no data, no address
        assert empty.dtype == dtype and empty.shape == np.empty(shape).shape
    # numpy's large arrays start 16 bytes past a page; a view moves further.
    base = np.arange(2 * 4096 * 8 * 128).astype(np.float32).astype(dtype)
    for x in [base, base[8:], base.reshape(2, 4096, 8, 128)[:, ::2]]:
        y = rope_mlir.aligned(x)
        assert y.ctypes.data % 64 == 0 and y.flags.c_contiguous
        assert y.dtype == x.dtype and np.array_equal(exact(y), exact(x))
    ready = rope_mlir.empty_aligned((4, 16), dtype)
    assert rope_mlir.aligned(ready) is ready


def test_attention_outputs_are_aligned_and_inputs_need_not_be():
    cfg = RopeConfig(head_dim=64)
    rng = np.random.default_rng(9)
    # The output (64 KiB) is large enough to be allocated on a cache line.
    q, k, v = (rng.uniform(-1, 1, (1, s, h, 64)).astype(np.float32)
               for s, h in [(64, 4), (300, 1), (300, 1)])
    outs = []
    for offset in [0, 4, 16, 48]:  # bytes past a cache line
        moved = []
        for x in (q, k, v):
            raw = rope_mlir.empty_aligned(x.size + 16, np.float32)
            view = raw[offset // 4:offset // 4 + x.size].reshape(x.shape)
            view[...] = x
            moved.append(view)
        out = rope_mlir.attention(*moved, config=cfg, q_offset=299, layout="bshd")
        assert out.ctypes.data % 64 == 0
        outs.append(out)
    for out in outs[1:]:
        assert np.array_equal(out, outs[0])


def test_small_problems_run_on_one_thread():
    q = np.zeros((1, 1, 32, 128), dtype=bfloat16)
    rope_mlir.rope(q, config=RopeConfig(head_dim=128, theta=123.0), layout="bshd")
    big = np.zeros((1, 4096, 32, 128), dtype=bfloat16)
    rope_mlir.rope(big, config=RopeConfig(head_dim=128, theta=123.0), layout="bshd")
    serial = {key[-1] for key in api._kernels if "theta = 123.0" in key[1]}
    assert serial == {True, False}
    for key, entry in api._kernels.items():
        if "theta = 123.0" in key[1]:
            linked = pathlib.Path(entry.library_path).read_bytes()
            assert (b"libomp" in linked) != key[-1], key


def test_kernels_are_reused_from_disk(private_cache, monkeypatch):
    cfg = RopeConfig(head_dim=64, theta=777.0)
    q = np.ones((1, 2, 2, 64), dtype=np.float32)
    first = rope_mlir.rope(q, config=cfg, offset=3, layout="bshd")
    libraries = sorted(private_cache.glob("*.so"))
    assert libraries
    api._kernels.clear()
    kernel_cache._loaded.clear()

    def no_compiler(*args):
        raise AssertionError("compiled again")
    monkeypatch.setattr(kernel_cache, "compile_mlir", no_compiler)
    again = rope_mlir.rope(q, config=cfg, offset=3, layout="bshd")
    assert np.array_equal(first, again)
    assert sorted(private_cache.glob("*.so")) == libraries


def test_a_tampered_cache_entry_is_compiled_again(private_cache):
    """In a new process: an edited manifest and a truncated library are
    both detected and replaced."""
    script = (
        "import numpy as np, rope_mlir, sys\n"
        "q = np.ones((1, 2, 2, 48), dtype=np.float32)\n"
        "out = rope_mlir.rope(q, config=rope_mlir.RopeConfig(head_dim=48, theta=555.0),\n"
        "                     layout='bshd')\n"
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

    def bshd_rope(*args, **kwargs):
        return rope_mlir.rope(*args, **kwargs, layout="bshd")
    with pytest.raises(TypeError, match="q: expected f32, f16, bf16"):
        bshd_rope(q.astype(np.int32), config=cfg)
    with pytest.raises(ValueError, match="layout 'bshd' needs 4 axes"):
        bshd_rope(q[0], config=cfg)
    with pytest.raises(ValueError, match="layout: expected one of"):
        rope_mlir.rope(q, config=cfg, layout="sbhd")
    with pytest.raises(TypeError, match="k: expected float32 like q"):
        bshd_rope(q, q.astype(np.float16), config=cfg)
    with pytest.raises(ValueError, match=r"offset: -1 is outside \[0, 2\^31\)"):
        bshd_rope(q, config=cfg, offset=-1)
    with pytest.raises(ValueError, match="position lies outside"):
        bshd_rope(q, config=cfg, positions=np.array([0, 1, -5, 2], np.int64))
    with pytest.raises(ValueError, match="head_dim is 64 but the tensors' head dim is 32"):
        bshd_rope(q[..., :32].copy(), config=cfg)
    with pytest.raises(TypeError, match="config: expected a RopeConfig"):
        bshd_rope(q, config=3.0)
    with pytest.raises(TypeError, match="expected a numpy array or a torch tensor"):
        bshd_rope([[1.0]], config=cfg)
    with pytest.raises(ValueError, match="config: rotary_dim must be even and at least 2, "
                                         "got 63"):
        bshd_rope(q, config=RopeConfig(head_dim=64, rotary_dim=63))
    with pytest.raises(ValueError, match="config: theta must be finite and positive, got "
                                         "-5.000000"):
        bshd_rope(q, config=RopeConfig(head_dim=64, theta=-5.0))
    with pytest.raises(ValueError, match="heads: q has 3, k 2, v 2"):
        rope_mlir.attention(np.zeros((1, 2, 3, 64), np.float32), q, q, config=cfg,
                            layout="bshd")


# (call, exception, message): each names its argument (issue of the Python
# front door: offsets, positions, extents and frameworks checked by name).
def _bad_calls():
    cfg = RopeConfig(head_dim=64)
    q = np.zeros((2, 4, 2, 64), dtype=np.float32)
    k = np.zeros((2, 4, 1, 64), dtype=np.float32)
    kv = np.zeros((2, 6, 1, 64), dtype=np.float32)
    rope = lambda *a, **kw: rope_mlir.rope(*a, config=cfg, layout="bshd", **kw)  # noqa: E731
    attend = lambda *a, **kw: rope_mlir.attention(*a, config=cfg, layout="bshd",  # noqa: E731
                                                  **kw)
    return [
        (lambda: rope(q, np.zeros((2, 5, 1, 64), np.float32)), ValueError,
         r"k: sequence length 5 differs from q's 4 \(layout 'bshd'\)"),
        (lambda: rope(q, np.zeros((3, 4, 1, 64), np.float32)), ValueError,
         r"k: batch 3 differs from q's 2"),
        (lambda: rope(q, np.zeros((2, 4, 1, 32), np.float32)), ValueError,
         r"k: head dim 32 differs from q's 64"),
        (lambda: rope(q, positions=np.arange(5)), ValueError,
         r"positions: shape \(5,\) does not fit q's sequence length 4 \(expected \(4,\) "
         r"or \(2, 4\)\)"),
        (lambda: rope(q, positions=np.zeros((3, 4), np.int64)), ValueError,
         r"positions: shape \(3, 4\) does not fit"),
        (lambda: rope(q, offset=np.array([5, 6, 7])), ValueError,
         r"offset: per-batch offsets need shape \(2,\) for batch 2, got \(3,\)"),
        (lambda: rope(q, offset=1.5), TypeError,
         r"offset: expected an integer or int64 per-batch offsets \[B\], got float"),
        (lambda: rope(q, offset=True), TypeError, r"offset: expected an integer, got bool"),
        (lambda: rope(q, offset=3, positions=np.arange(4)), ValueError,
         r"offset, positions: give an offset or positions, not both"),
        (lambda: attend(q, kv, kv, q_offset=1.5), TypeError,
         r"q_offset: expected an integer, got float"),
        (lambda: attend(q, kv, kv, q_offset=2, q_positions=np.arange(4)), ValueError,
         r"q_offset, q_positions: give an offset or positions, not both"),
        (lambda: attend(q, kv, kv, q_positions=np.arange(6)), ValueError,
         r"q_positions: shape \(6,\) does not fit q's sequence length 4"),
        (lambda: attend(q, kv, kv, k_positions=np.arange(4)), ValueError,
         r"k_positions: shape \(4,\) does not fit k's sequence length 6"),
        (lambda: attend(q, np.zeros((3, 6, 1, 64), np.float32), kv), ValueError,
         r"k: batch 3 differs from q's 2"),
        (lambda: attend(q, kv, np.zeros((2, 5, 1, 64), np.float32)), ValueError,
         r"v: sequence length 5 differs from k's 6"),
        (lambda: attend(q, np.zeros((2, 6, 1, 32), np.float32), kv), ValueError,
         r"k: head dim 32 differs from q's 64"),
        (lambda: rope_mlir.rope(q, config=cfg), ValueError,
         r"layout: q of shape \(2, 4, 2, 64\) reads as 'bshd' \(S=4, H=2\) or 'bhsd' "
         r"\(H=4, S=2\); pass layout='bshd' or layout='bhsd'"),
        (lambda: rope_mlir.attention(q, kv, kv, config=cfg), ValueError,
         r"layout: q of shape .* pass layout='bshd' or layout='bhsd'"),
    ]


@pytest.mark.parametrize("index", range(len(_bad_calls())))
def test_bad_arguments_are_named_before_any_kernel(index):
    call, error, message = _bad_calls()[index]
    with pytest.raises(error, match=message):
        call()


LLAMA_LIKE = {"num_attention_heads": 8, "num_key_value_heads": 2, "head_dim": 64,
              "hidden_size": 512, "rope_theta": 500000.0}


def test_the_config_tells_the_layout():
    """A Hugging Face config's head counts tell bshd from bhsd: tensors in
    transformers' [B, H, S, D] give the same result with and without
    layout=; where both readings fit, the call asks for layout=."""
    rng = np.random.default_rng(11)
    q = rng.uniform(-1, 1, (1, 8, 5, 64)).astype(np.float32)    # bhsd
    k = rng.uniform(-1, 1, (1, 2, 5, 64)).astype(np.float32)
    v = rng.uniform(-1, 1, (1, 2, 5, 64)).astype(np.float32)
    told = rope_mlir.rope(q, k, config=LLAMA_LIKE, offset=9)
    given = rope_mlir.rope(q, k, config=LLAMA_LIKE, offset=9, layout="bhsd")
    assert all(np.array_equal(a, b) for a, b in zip(told, given))
    out = rope_mlir.attention(q, k, v, config=LLAMA_LIKE, q_offset=3, k_offset=3)
    cfg = rope_mlir.params_from_hf_config(LLAMA_LIKE).rope
    ref = attention_reference(cfg, "bhsd", exact(q), exact(k), exact(v), Positions(offset=3),
                              Positions(offset=3), causal=True)
    assert np.linalg.norm(exact(out) - ref) / np.linalg.norm(ref) <= 1e-4
    # [1, 8, 8, 64]: eight tokens of eight heads, or eight heads of eight tokens.
    square = np.zeros((1, 8, 8, 64), np.float32)
    with pytest.raises(ValueError, match="reads as 'bshd' .* pass layout="):
        rope_mlir.rope(square, config=LLAMA_LIKE)
    with pytest.raises(ValueError, match="fit neither 'bshd' nor 'bhsd' with the config's 8 "
                                         "query and 2 kv heads"):
        rope_mlir.attention(q[:, :3], k, v, config=LLAMA_LIKE)


@pytest.mark.parametrize("q_mode,k_mode", [(a, b) for a in ("offset", "positions")
                                           for b in ("offset", "positions")])
def test_attention_takes_every_combination_of_offsets_and_positions(q_mode, k_mode):
    cfg = RopeConfig(head_dim=32, theta=10000.0)
    rng = np.random.default_rng(5)
    q = rng.uniform(-1, 1, (1, 3, 4, 32)).astype(np.float32)
    k = rng.uniform(-1, 1, (1, 9, 2, 32)).astype(np.float32)
    v = rng.uniform(-1, 1, (1, 9, 2, 32)).astype(np.float32)
    q_pos, k_pos = np.array([40, 41, 47], np.int64), np.arange(9, dtype=np.int32) * 5 + 3
    sides = {}
    for side, mode, pos, first in (("q", q_mode, q_pos, 40), ("k", k_mode, k_pos, 3)):
        if mode == "positions":
            sides[f"{side}_positions"] = pos
            sides[f"{side}_where"] = Positions(explicit=pos)
        else:
            sides[f"{side}_offset"] = first
            sides[f"{side}_where"] = Positions(offset=first)
    q_where, k_where = sides.pop("q_where"), sides.pop("k_where")
    out = rope_mlir.attention(q, k, v, config=cfg, layout="bshd", **sides)
    ref = attention_reference(cfg, "bshd", exact(q), exact(k), exact(v), q_where, k_where,
                              causal=True)
    assert np.linalg.norm(exact(out) - ref) / np.linalg.norm(ref) <= 1e-4


def test_float64_attention_is_the_reference():
    cfg = RopeConfig(head_dim=16)
    rng = np.random.default_rng(6)
    q, k, v = (rng.uniform(-1, 1, (1, 4, 2, 16)) for _ in range(3))
    out = rope_mlir.attention(q, k, v, config=cfg, layout="bshd", q_offset=7, k_offset=7)
    ref = attention_reference(cfg, "bshd", q, k, v, Positions(offset=7), Positions(offset=7),
                              causal=True)
    assert out.dtype == np.float64 and np.array_equal(out, ref)


def test_sliding_window_and_softcapping_are_refused_where_they_matter():
    gemma = {**LLAMA_LIKE, "sliding_window": 16, "layer_types": ["sliding_attention"]}
    q = np.zeros((1, 1, 8, 64), np.float32)
    kv = np.zeros((1, 16, 2, 64), np.float32)
    # The last 16 keys of a query at position 15: inside the window.
    rope_mlir.attention(q, kv, kv, config=gemma, q_offset=15)
    with pytest.raises(ValueError, match="sliding window of 16 positions, and these keys "
                                         "span 17"):
        rope_mlir.attention(q, kv, kv, config=gemma, q_offset=16)
    capped = {**LLAMA_LIKE, "attn_logit_softcapping": 50.0}
    with pytest.raises(ValueError, match="soft-caps its attention logits"):
        rope_mlir.attention(q, kv, kv, config=capped, q_offset=15)
