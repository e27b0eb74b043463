"""rope.attention compiled for this CPU and called from numpy: the generic
EntryPoint call takes f32, f16 and bf16 (ml_dtypes.bfloat16) tensors, explicit
positions and scalar offsets, and check_attention finds every output within
the Semantics §5 bound of the numpy float64 reference."""

import pathlib

import numpy as np
import pytest

from rope_mlir.attention_check import check_attention
from rope_mlir.dtypes import bfloat16
from rope_mlir.runtime import Artifact, f32_to_bf16
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

SOURCE = (pathlib.Path(__file__).resolve().parents[2] / "test" / "Integration" / "CPU" /
          "Inputs" / "attention.mlir")


@pytest.fixture(scope="module")
def artifact(tmp_path_factory):
    folder = tmp_path_factory.mktemp("rope-attention-entry")
    return Artifact(str(compile_mlir(SOURCE.read_text(), folder / "attention.so")))


def floats(rng, shape, element):
    values = rng.uniform(-1, 1, shape).astype(np.float32)
    if element == "bf16":
        return f32_to_bf16(values)
    return values.astype({"f32": np.float32, "f16": np.float16}[element])


def arguments(rng, name):
    """Arguments of each entry point of attention.mlir, in order."""
    if name == "f32_causal_offsets":
        return [floats(rng, [2, 16, 8, 64], "f32"), floats(rng, [2, 48, 2, 64], "f32"),
                floats(rng, [2, 48, 2, 64], "f32"), 16777000, np.int64(16776984)]
    if name == "bf16_gqa_positions":
        start = rng.integers(0, 1 << 24, (2, 1))
        return [floats(rng, [2, 8, 20, 128], "bf16"), floats(rng, [2, 2, 20, 128], "bf16"),
                floats(rng, [2, 2, 20, 128], "bf16"),
                (start + np.arange(20)).astype(np.int32),
                (start + np.arange(20)).astype(np.int64)]
    if name == "f32_keys_rotated":
        return [floats(rng, [1, 4, 1, 64], "f32"), floats(rng, [1, 1, 40, 64], "f32"),
                floats(rng, [1, 1, 40, 64], "f32"), floats(rng, [1, 4, 1, 40], "f32"), 30]
    return [floats(rng, [1, 12, 4, 64], "f16"), floats(rng, [1, 12, 4, 64], "f16"),
            floats(rng, [1, 12, 4, 32], "f16")]


@pytest.mark.parametrize("name, element", [
    ("f32_causal_offsets", "f32"), ("bf16_gqa_positions", "bf16"),
    ("f32_keys_rotated", "f32"), ("f16_static", "f16")])
def test_compiled_attention_meets_spec5(artifact, name, element):
    rng = np.random.default_rng(11)
    result = check_attention(artifact[name], *arguments(rng, name))
    assert result.output.dtype == {"f32": np.float32, "f16": np.float16,
                                   "bf16": bfloat16}[element]
    assert result.bound == (1e-4 if element == "f32" else 1e-2)
    assert result.passed, (name, result.relative_l2_error)
    assert np.any(result.expected != 0)


def test_a_wrong_call_is_refused(artifact):
    rng = np.random.default_rng(12)
    args = arguments(rng, "bf16_gqa_positions")
    # Keys of another length than the values, positions for another length.
    short_v = list(args)
    short_v[2] = args[2][:, :, :19]
    with pytest.raises(ValueError, match="the compiled code needs them equal"):
        artifact["bf16_gqa_positions"](*short_v)
    short_positions = list(args)
    short_positions[3] = args[3][:, :19]
    with pytest.raises(ValueError, match="the compiled code needs them equal"):
        artifact["bf16_gqa_positions"](*short_positions)
    f32_keys = list(args)
    f32_keys[1] = np.zeros(args[1].shape, dtype=np.float32)
    with pytest.raises(ValueError, match="expected bf16"):
        artifact["bf16_gqa_positions"](*f32_keys)
    # A position past 2^31: the entry point's own check.
    far = list(args)
    far[4] = args[4] + (1 << 31)
    with pytest.raises(ValueError, match="a position lies outside"):
        artifact["bf16_gqa_positions"](*far)
