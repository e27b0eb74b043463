"""One bf16 rounding rule everywhere: f32 -> bf16 rounds to nearest, ties to
even, and a NaN stays a NaN. Executes a compiled kernel whose outputs are
exact ties and NaNs (position 0: cos = 1, sin = 0, so u' = a * u with the
attention factor a = 1 + 2^-8) for every x86-64 vector width, and checks the
Python converter against the same cases."""

import pathlib
import sys
import tempfile

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from rope_mlir.dtypes import bfloat16  # noqa: E402
from rope_mlir.runtime import Artifact, bf16_to_f32, f32_to_bf16  # noqa: E402
from rope_mlir.tools import compile_mlir, tool_path  # noqa: E402

SOURCE = """
func.func @scale(%x: tensor<1x4x2xbf16>) -> tensor<1x4x2xbf16> {
  %y = rope.apply %x layout "shd" params <scaling = #rope.custom<freqs = [1.0], attention_factor = 1.00390625>> : tensor<1x4x2xbf16>
  return %y : tensor<1x4x2xbf16>
}
"""
# (u bits, expected u' bits or None for "any NaN"); v = 0 in every head.
HEADS = [
    (0x3F80, 0x3F80),  # 1 * a = 1 + 2^-8: a tie, the even neighbour is 1
    (0xBF80, 0xBF80),  # the same tie below zero
    (0x7FC1, None),    # a quiet NaN stays a NaN
    (0xFFC0, None),    # so does a negative one
]


def is_bf16_nan(bits: int) -> bool:
    return (bits & 0x7F80) == 0x7F80 and (bits & 0x007F) != 0


@pytest.mark.skipif(not tool_path("rope-compile").exists(), reason="rope-compile is not built")
@pytest.mark.parametrize("cpu", ["host", "x86-64-v4", "x86-64-v3", "x86-64"])
def test_kernel_rounds_ties_to_even_and_keeps_nan(cpu):
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-bf16-"))
    library = compile_mlir(SOURCE, folder / f"scale-{cpu}.so", f"--target-cpu={cpu}")
    if cpu == "x86-64-v4" and not _host_has("avx512f"):
        pytest.skip("the host cannot run AVX-512 code")
    bits = np.zeros((1, 4, 2), dtype=np.uint16)
    bits[0, :, 0] = [u for u, _ in HEADS]
    # The same call with bf16 as ml_dtypes.bfloat16 and as its uint16 bits.
    (y,) = Artifact(str(library))["scale"](bits.view(bfloat16))
    (y_from_bits,) = Artifact(str(library))["scale"](bits)
    assert y.dtype == bfloat16
    assert np.array_equal(y.view(np.uint16), y_from_bits.view(np.uint16))
    for head, (_, expected) in enumerate(HEADS):
        got = int(y.view(np.uint16)[0, head, 0])
        if expected is None:
            assert is_bf16_nan(got), (cpu, head, hex(got))
        else:
            assert got == expected, (cpu, head, hex(got), hex(expected))


def test_python_converter_matches_the_rule():
    ties = np.array([1.0 + 2.0 ** -8, -(1.0 + 2.0 ** -8), 1.0 + 3 * 2.0 ** -8],
                    dtype=np.float32)
    assert [hex(b) for b in f32_to_bf16(ties).view(np.uint16)] == ["0x3f80", "0xbf80", "0x3f82"]
    nans = np.array([0x7FC00000, 0x7FFFFFFF, 0xFFFFFFFF, 0x7F800001],
                    dtype=np.uint32).view(np.float32)
    assert all(is_bf16_nan(int(b)) for b in f32_to_bf16(nans).view(np.uint16))
    assert np.isinf(bf16_to_f32(f32_to_bf16(np.array([np.inf], np.float32))))[0]


def _host_has(flag: str) -> bool:
    try:
        return flag in pathlib.Path("/proc/cpuinfo").read_text().split()
    except OSError:
        return False
