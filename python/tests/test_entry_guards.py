"""Compiled entry points check what they are passed, whoever calls them.

Each call here goes straight to the C symbol through ctypes, past every
check of the Python runtime, with buffers inside guard bands: a refused call
returns its status (1: extents, 2: positions) and leaves the output and the
bands untouched; a valid call at the edge of the position range runs.
Calls run in this process: a missing check would write into the bands
(caught below) or crash pytest (a failure either way)."""

import ctypes

import numpy as np
import pytest

from rope_mlir.runtime import Artifact, _descriptor
from rope_mlir.tools import compile_mlir, tool_path

from test_cpu_attention import AVX512, RUNNABLE

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

SOURCE = """
func.func @qk(%q: tensor<?x?x4x64xf32>, %k: tensor<?x?x1x64xf32>, %n: index) -> (tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>) {
  %a, %b = rope.apply %q, %k layout "bshd" offset %n : index static_offset 2 params <> : tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>
  return %a, %b : tensor<?x?x4x64xf32>, tensor<?x?x1x64xf32>
}
func.func @static(%x: tensor<3x2x64xbf16>) -> tensor<3x2x64xbf16> {
  %y = rope.apply %x layout "shd" params <> : tensor<3x2x64xbf16>
  return %y : tensor<3x2x64xbf16>
}
func.func @offset_i32(%x: tensor<?x64xf32>, %n: i32) -> tensor<?x64xf32> {
  %y = rope.apply %x layout "sd" offset %n : i32 params <> : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
func.func @packed(%x: tensor<?x2x64xf32>, %p: tensor<?xi64>) -> tensor<?x2x64xf32> {
  %y = rope.apply %x layout "shd" positions %p : tensor<?xi64> params <> : tensor<?x2x64xf32>
  return %y : tensor<?x2x64xf32>
}
func.func @per_batch(%x: tensor<?x?x2x64xf16>, %o: tensor<?xi32>) -> tensor<?x?x2x64xf16> {
  %y = rope.apply %x layout "bshd" batch_offsets %o : tensor<?xi32> params <> : tensor<?x?x2x64xf16>
  return %y : tensor<?x?x2x64xf16>
}
func.func @table(%x: tensor<?x64xf32>, %c: tensor<?x32xf32>, %s: tensor<?x32xf32>, %p: tensor<?xi32>) -> tensor<?x64xf32> {
  %y = rope.apply_table %x tables %c, %s : tensor<?x32xf32> layout "sd" positions %p : tensor<?xi32> params <> : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
func.func @table_offset(%x: tensor<?x64xf32>, %c: tensor<?x32xf32>, %s: tensor<?x32xf32>, %n: i64) -> tensor<?x64xf32> {
  %y = rope.apply_table %x tables %c, %s : tensor<?x32xf32> layout "sd" offset %n : i64 params <> : tensor<?x64xf32>
  return %y : tensor<?x64xf32>
}
"""

BAND = 256  # elements of sentinel on each side of every buffer
SENTINEL = 7.0
SHAPE_MISMATCH, POSITION_OUT_OF_RANGE = 1, 2
LIMIT = 1 << 31


@pytest.fixture(scope="module")
def artifact(tmp_path_factory):
    path = tmp_path_factory.mktemp("rope-guards") / "guards.so"
    compile_mlir(SOURCE, path)
    return Artifact(str(path))


class Banded:
    """An array of `shape` in the middle of a sentinel-filled allocation."""

    def __init__(self, shape, dtype, fill=SENTINEL):
        count = int(np.prod(shape))
        self.whole = np.full(count + 2 * BAND, SENTINEL, dtype=dtype)
        self.array = self.whole[BAND:BAND + count].reshape(shape)
        self.array[...] = fill

    def bands_intact(self) -> bool:
        return bool(np.all(self.whole[:BAND] == SENTINEL) and
                    np.all(self.whole[-BAND:] == SENTINEL))


def raw_call(artifact, name, *args):
    """The C entry point called directly: numpy arrays as descriptors,
    Python ints as 64-bit scalars (i32 scalars as c_int32)."""
    spec = artifact[name].spec
    fn = getattr(artifact._library, spec["symbol"])
    fn.restype = ctypes.c_int32
    keep, c_args = [], []
    for value, arg in zip(args, spec["args"] + spec["outputs"]):
        if isinstance(value, np.ndarray):
            desc = _descriptor(value)
            keep.append(desc)
            c_args.append(ctypes.byref(desc))
        elif arg["element"] == "i32":
            c_args.append(ctypes.c_int32(value))
        else:
            c_args.append(ctypes.c_int64(value))
    return fn(*c_args)


def random(shape, dtype=np.float32, seed=0):
    return np.random.default_rng(seed).uniform(-1, 1, shape).astype(dtype)


def assert_refused(artifact, name, status, inputs, outputs, scalars=()):
    """`outputs` are Banded; the call must return `status` and write
    nothing."""
    got = raw_call(artifact, name, *inputs, *scalars, *[o.array for o in outputs])
    assert got == status
    for out in outputs:
        assert out.bands_intact()
        assert np.all(out.array == SENTINEL), "a refused call wrote its output"


def qk_args(sq=3, sk=3, n=0, out_q=None, out_k=None):
    q, k = random((1, sq, 4, 64)), random((1, sk, 1, 64))
    outs = [Banded(out_q or q.shape, np.float32), Banded(out_k or k.shape, np.float32)]
    return q, k, n, outs


def test_valid_call_at_the_last_position_runs(artifact):
    q, k, _, outs = qk_args()
    n = LIMIT - 3 - 2  # static offset 2, three tokens: last position 2^31 - 1
    assert raw_call(artifact, "qk", q, k, n, outs[0].array, outs[1].array) == 0
    assert all(o.bands_intact() for o in outs)
    assert not np.any(outs[0].array == SENTINEL)


def test_keys_with_another_length_are_refused(artifact):
    q, k, n, outs = qk_args(sq=3, sk=40)
    got = raw_call(artifact, "qk", q, k, n, outs[0].array, outs[1].array)
    assert got == SHAPE_MISMATCH and all(o.bands_intact() for o in outs)


@pytest.mark.parametrize("out_q, out_k", [((1, 1, 4, 64), (1, 3, 1, 64)),
                                          ((1, 3, 4, 64), (1, 2, 1, 64)),
                                          ((2, 3, 4, 64), (1, 3, 1, 64)),
                                          ((1, 3, 4, 32), (1, 3, 1, 64))])
def test_outputs_of_another_shape_are_refused(artifact, out_q, out_k):
    q, k, n, outs = qk_args(out_q=out_q, out_k=out_k)
    assert_refused(artifact, "qk", SHAPE_MISMATCH, [q, k], outs, [n])


def test_wrong_static_extent_of_a_descriptor_is_refused(artifact):
    x = np.zeros((5, 2, 64), dtype=np.uint16)  # the type says 3 tokens
    out = Banded((5, 2, 64), np.uint16)
    got = raw_call(artifact, "static", x, out.array)
    assert got == SHAPE_MISMATCH and out.bands_intact() and np.all(out.array == SENTINEL)


@pytest.mark.parametrize("n", [-1, LIMIT - 4, LIMIT, 2**62, 2**63 - 1, -(2**63)])
def test_offsets_outside_the_range_are_refused(artifact, n):
    q, k, _, outs = qk_args()
    assert_refused(artifact, "qk", POSITION_OUT_OF_RANGE, [q, k], outs, [n])


@pytest.mark.parametrize("n", [-5, -(2**31)])
def test_negative_i32_offset_is_refused(artifact, n):
    out = Banded((4, 64), np.float32)
    assert_refused(artifact, "offset_i32", POSITION_OUT_OF_RANGE, [random((4, 64))], [out], [n])


@pytest.mark.parametrize("bad", [-1, LIMIT, 2**63 - 1])
def test_explicit_positions_outside_the_range_are_refused(artifact, bad):
    positions = np.array([0, 5, bad, 7], dtype=np.int64)
    out = Banded((4, 2, 64), np.float32)
    assert_refused(artifact, "packed", POSITION_OUT_OF_RANGE,
                   [random((4, 2, 64)), positions], [out])


def test_positions_shorter_than_the_tokens_are_refused(artifact):
    out = Banded((9, 2, 64), np.float32)
    assert_refused(artifact, "packed", SHAPE_MISMATCH,
                   [random((9, 2, 64)), np.arange(2, dtype=np.int64)], [out])


def test_one_bad_batch_offset_is_refused(artifact):
    x = random((3, 4, 2, 64), np.float16)
    out = Banded(x.shape, np.float16)
    offsets = np.array([0, LIMIT - 3, 10], dtype=np.int32)  # row 1 reaches 2^31
    assert_refused(artifact, "per_batch", POSITION_OUT_OF_RANGE, [x, offsets], [out])
    assert raw_call(artifact, "per_batch", x, np.array([0, LIMIT - 4, 10], dtype=np.int32),
                    out.array) == 0


def test_table_positions_without_a_row_are_refused(artifact):
    cos, sin = random((6, 32), seed=1), random((6, 32), seed=2)
    x = random((4, 64))
    out = Banded((4, 64), np.float32)
    assert_refused(artifact, "table", POSITION_OUT_OF_RANGE,
                   [x, cos, sin, np.array([0, 1, 6, 2], dtype=np.int32)], [out])
    assert_refused(artifact, "table", SHAPE_MISMATCH,
                   [x, cos, random((5, 32)), np.array([0, 1, 2, 3], dtype=np.int32)], [out])
    assert raw_call(artifact, "table", x, cos, sin, np.array([0, 1, 5, 2], dtype=np.int32),
                    out.array) == 0


@pytest.mark.parametrize("n, status", [(2, 0), (3, POSITION_OUT_OF_RANGE),
                                       (2**63 - 1, POSITION_OUT_OF_RANGE)])
def test_table_offset_must_stay_inside_the_table(artifact, n, status):
    cos, sin = random((6, 32), seed=1), random((6, 32), seed=2)
    out = Banded((4, 64), np.float32)
    got = raw_call(artifact, "table_offset", random((4, 64)), cos, sin, n, out.array)
    assert got == status and out.bands_intact()


def test_python_calls_report_the_status(artifact):
    q, k = random((1, 3, 4, 64)), random((1, 3, 1, 64))
    with pytest.raises(ValueError, match=r"a position lies outside \[0, 2\^31\)"):
        artifact["qk"](q, k, 2**63 - 1)


AMX_SOURCE = """
func.func @prefill(%q: tensor<1x32x4x64xbf16>, %k: tensor<1x32x1x64xbf16>, %v: tensor<1x32x1x64xbf16>) -> tensor<1x32x4x64xbf16> {
  %o = rope.attention %q, %k, %v layout "bshd" causal params <> : tensor<1x32x4x64xbf16>, tensor<1x32x1x64xbf16>, tensor<1x32x1x64xbf16>
  return %o : tensor<1x32x4x64xbf16>
}
"""
TILES_UNAVAILABLE = 3


def test_amx_kernel_runs_only_where_the_cpu_has_amx(tmp_path):
    """An artifact on AMX tiles for this CPU: where the CPU has AMX it runs;
    elsewhere (AVX-512) the entry point returns status 3 before any tile
    instruction and writes nothing, and Python raises; without AVX-512 the
    tiles are refused at compile time."""
    path = tmp_path / "amx.so"
    if not AVX512:
        with pytest.raises(RuntimeError, match="AMX tiles need"):
            compile_mlir(AMX_SOURCE, path, "--target-features=+amx-tile,+amx-bf16")
        return
    compile_mlir(AMX_SOURCE, path, "--target-features=+amx-tile,+amx-bf16")
    amx = Artifact(str(path))
    bits = [random((1, 32, h, 64), seed=h).view(np.uint32) >> 16 for h in (4, 1, 1)]
    q, k, v = [b.astype(np.uint16) for b in bits]
    if RUNNABLE["amx"]:
        out = Banded((1, 32, 4, 64), np.uint16, fill=0)
        assert raw_call(amx, "prefill", q, k, v, out.array) == 0
        assert out.bands_intact() and np.any(out.array != 0)
        return
    out = Banded((1, 32, 4, 64), np.uint16)
    assert raw_call(amx, "prefill", q, k, v, out.array) == TILES_UNAVAILABLE
    assert out.bands_intact() and np.all(out.array == np.uint16(SENTINEL))
    with pytest.raises(ValueError, match="computes on AMX tiles and this CPU lacks"):
        amx["prefill"](q, k, v)
