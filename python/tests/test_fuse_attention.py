"""rope-fuse-attention keeps what the program computes: the torch-mlir style
attention of test/Integration/CPU/Inputs/fuse-attention-torch.mlir, compiled
as it is (linalg around rope.apply) and after the pass (one rope.attention),
gives the same outputs on the same inputs, at several offsets."""

import pathlib
import subprocess

import numpy as np
import pytest

from rope_mlir.runtime import Artifact
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-opt").exists(),
                                reason="rope-opt is not built")

SOURCE = (pathlib.Path(__file__).resolve().parents[2] / "test" / "Integration" / "CPU" /
          "Inputs" / "fuse-attention-torch.mlir")
ENTRY = "llama_gqa_causal"


def fuse(source: str) -> str:
    proc = subprocess.run([str(tool_path("rope-opt")), "--rope-fuse-attention"],
                          input=source, capture_output=True, text=True, check=True)
    return proc.stdout


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory):
    folder = tmp_path_factory.mktemp("rope-fuse-attention")
    source = SOURCE.read_text()
    fused_source = fuse(source)
    assert "rope.attention" in fused_source and "linalg" not in fused_source
    unfused = Artifact(str(compile_mlir(source, folder / "unfused.so")))
    fused = Artifact(str(compile_mlir(fused_source, folder / "fused.so")))
    assert "rope_attention" not in unfused[ENTRY].spec
    assert "rope_attention" in fused[ENTRY].spec
    return unfused, fused


@pytest.mark.parametrize("offset", [0, 37, 1 << 20])
def test_fused_matches_unfused(artifacts, offset):
    unfused, fused = artifacts
    rng = np.random.default_rng(offset)
    q = rng.uniform(-1, 1, (1, 8, 32, 64)).astype(np.float32)
    k = rng.uniform(-1, 1, (1, 2, 32, 64)).astype(np.float32)
    v = rng.uniform(-1, 1, (1, 2, 32, 64)).astype(np.float32)
    expected = unfused[ENTRY](q, k, v, offset)[0]
    actual = fused[ENTRY](q, k, v, offset)[0]
    error = np.linalg.norm(actual - expected) / np.linalg.norm(expected)
    print(f"fused vs unfused, offset {offset}: relative L2 {error:.3e}")
    assert error < 1e-5


KV_CACHE = SOURCE.with_name("fuse-attention-kv-cache.mlir")


@pytest.fixture(scope="module")
def kv_cache_artifacts(tmp_path_factory):
    folder = tmp_path_factory.mktemp("rope-fuse-attention-kv-cache")
    source = KV_CACHE.read_text()
    fused_source = fuse(source)
    assert fused_source.count("rope.attention") == 2, fused_source
    assert "linalg.softmax" not in fused_source
    return (Artifact(str(compile_mlir(source, folder / "unfused.so"))),
            Artifact(str(compile_mlir(fused_source, folder / "fused.so"))))


def relative_error(actual, expected):
    return np.linalg.norm(actual - expected) / np.linalg.norm(expected)


def test_rotated_keys_kept_for_the_cache(kv_cache_artifacts):
    unfused, fused = kv_cache_artifacts
    rng = np.random.default_rng(5)
    q, k, v = (rng.uniform(-1, 1, (1, 4, 16, 64)).astype(np.float32) for _ in range(3))
    expected = unfused["rotated_keys_to_cache"](q, k, v)
    actual = fused["rotated_keys_to_cache"](q, k, v)
    for name, a, e in zip(("output", "rotated keys"), actual, expected):
        error = relative_error(a, e)
        print(f"kv cache, {name}: relative L2 {error:.3e}")
        assert error < 1e-5


@pytest.mark.parametrize("offset", [15, 1 << 20])
def test_decode_over_a_rotated_cache(kv_cache_artifacts, offset):
    unfused, fused = kv_cache_artifacts
    rng = np.random.default_rng(offset)
    q, k, v = (rng.uniform(-1, 1, (1, 4, 1, 64)).astype(np.float32) for _ in range(3))
    past_k, past_v = (rng.uniform(-1, 1, (1, 4, 15, 64)).astype(np.float32)
                      for _ in range(2))
    expected = unfused["decode_with_cache"](q, k, v, past_k, past_v, offset)
    actual = fused["decode_with_cache"](q, k, v, past_k, past_v, offset)
    for a, e in zip(actual, expected):
        assert relative_error(a, e) < 1e-5
    print(f"kv cache decode, offset {offset}: relative L2 "
          f"{relative_error(actual[0], expected[0]):.3e}")


BF16 = SOURCE.with_name("fuse-attention-bf16.mlir")


def causal_rope_attention(q, k, v, offset, theta):
    """float64 [B, H, S, D] causal attention with HF rotate_half RoPE at
    positions offset + i, scale 1/8."""
    dim = q.shape[-1]
    inv = theta ** (-np.arange(0, dim, 2, dtype=np.float64) / dim)
    angles = np.outer(np.arange(offset, offset + q.shape[2]), inv)
    cos = np.cos(np.concatenate([angles, angles], axis=-1))
    sin = np.sin(np.concatenate([angles, angles], axis=-1))

    def rotate(x):
        half = dim // 2
        return x * cos + np.concatenate([-x[..., half:], x[..., :half]], axis=-1) * sin

    scores = rotate(q) @ np.swapaxes(rotate(k), -1, -2) * 0.125
    later = np.triu(np.ones(scores.shape[-2:], dtype=bool), 1)
    scores = np.where(later, -np.inf, scores)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return weights / weights.sum(axis=-1, keepdims=True) @ v


def test_bf16_softmax_in_f32_fuses_and_matches(tmp_path):
    from rope_mlir.runtime import bf16_to_f32, f32_to_bf16
    source = BF16.read_text()
    fused_source = fuse(source)
    assert "rope.attention" in fused_source and "linalg.softmax" not in fused_source
    unfused = Artifact(str(compile_mlir(source, tmp_path / "unfused.so")))
    fused = Artifact(str(compile_mlir(fused_source, tmp_path / "fused.so")))
    rng = np.random.default_rng(11)
    q, k, v = (f32_to_bf16(rng.uniform(-1, 1, (1, 4, 16, 64)).astype(np.float32))
               for _ in range(3))
    offset = 3000
    ref = causal_rope_attention(*(bf16_to_f32(x).astype(np.float64) for x in (q, k, v)),
                                offset, 500000.0)
    for name, art in (("unfused", unfused), ("fused", fused)):
        out = bf16_to_f32(art["hf_bf16_softmax_in_f32"](q, k, v, offset)[0])
        error = relative_error(out, ref)
        print(f"bf16 attention {name}: relative L2 {error:.3e} against float64")
        assert error < 1e-2
