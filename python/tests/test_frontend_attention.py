"""Attention blocks as frontends emit them (examples/frontend): raised and
fused by rope-opt into one rope.attention, compiled by rope-compile, and
checked against a numpy float64 evaluation of the ORIGINAL frontend math
(HF rotate_half RoPE, repeat_kv, scaled scores, causal mask, softmax, P.V),
not against the fused op's own description: a wrong fusion fails here."""

import pathlib
import re
import subprocess

import numpy as np
import pytest

from rope_mlir.runtime import Artifact
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-opt").exists(),
                                reason="rope-opt is not built")

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "examples" / "frontend"
PIPELINE = ["--rope-raise", "--rope-fuse-attention", "--canonicalize", "--cse"]


def rotate_half(x):
    half = x.shape[-1] // 2
    return np.concatenate([-x[..., half:], x[..., :half]], axis=-1)


def hf_attention(q, k, v, cos, sin, causal=True):
    """float64, [B, H, S, D] tensors, [S, D] tables."""
    q = q * cos + rotate_half(q) * sin
    k = k * cos + rotate_half(k) * sin
    group = q.shape[1] // k.shape[1]
    k, v = np.repeat(k, group, axis=1), np.repeat(v, group, axis=1)
    scores = q @ np.swapaxes(k, -1, -2) / np.sqrt(q.shape[-1])
    if causal:
        later = np.triu(np.ones(scores.shape[-2:], dtype=bool), 1)
        scores = np.where(later, -np.inf, scores)
    scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
    return (scores / scores.sum(axis=-1, keepdims=True)) @ v


def computed_tables(seq, dim, theta):
    """The example's cos/sin: float32 inv_freq, positions 0..S-1."""
    inv = (theta ** (-np.arange(0, dim, 2, dtype=np.float64) / dim)).astype(np.float32)
    angles = np.outer(np.arange(seq), inv.astype(np.float64))
    emb = np.concatenate([angles, angles], axis=-1)
    return np.cos(emb), np.sin(emb)


def check_close(out, ref, label):
    error = np.linalg.norm(out - ref) / np.linalg.norm(ref)
    print(f"frontend {label}: rel L2 {error:.2e} against the frontend math")
    assert error <= 1e-4


def qkv(seed, q_shape, kv_shape):
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1, 1, shape).astype(np.float32)
            for shape in (q_shape, kv_shape, kv_shape)]


def torch_case():
    """Inputs of the torch-style example and the float64 frontend math."""
    q, k, v = qkv(7, (1, 8, 16, 64), (1, 2, 16, 64))
    cos, sin = computed_tables(16, 64, 10000.0)
    ref = hf_attention(*(x.astype(np.float64) for x in (q, k, v)), cos, sin)
    return (q, k, v), ref


def stablehlo_case():
    """The StableHLO-style example's inputs: [B, S, H, D] tensors and the
    tables of positions 5000..5031 (a chunk after a cached prefix)."""
    q, k, v = qkv(9, (1, 32, 8, 64), (1, 32, 2, 64))
    inv = 500000.0 ** (-np.arange(0, 64, 2) / 64)
    angles = np.outer(np.arange(5000, 5032), inv)
    emb = np.concatenate([angles, angles], axis=-1)
    cos, sin = np.cos(emb).astype(np.float32), np.sin(emb).astype(np.float32)
    heads_first = [np.swapaxes(x.astype(np.float64), 1, 2) for x in (q, k, v)]
    ref = np.swapaxes(hf_attention(*heads_first, cos.astype(np.float64),
                                   sin.astype(np.float64)), 1, 2)
    return (q, k, v, cos, sin), ref


def fused(name, tmp_path):
    proc = subprocess.run([str(tool_path("rope-opt")), str(EXAMPLES / name), *PIPELINE],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_torch_style_block_becomes_one_fused_kernel(tmp_path):
    ir = fused("llama-attention-torch.mlir", tmp_path)
    # One rope.attention with RoPE inside; no rotation, matmul or softmax left.
    assert len(re.findall(r"rope\.attention ", ir)) == 1, ir
    for leftover in ("rope.apply", "linalg.softmax", "linalg.generic", "math.cos"):
        assert leftover not in ir, f"{leftover} left after fusion:\n{ir}"
    art = Artifact(str(compile_mlir(ir, tmp_path / "torch.so")))
    inputs, ref = torch_case()
    check_close(art["llama_attention"](*inputs)[0], ref, "torch-style")


def test_stablehlo_style_block_with_table_inputs(tmp_path):
    ir = fused("llama-attention-stablehlo.mlir", tmp_path)
    # Arbitrary tables stay a rope.apply_table; the attention on its results
    # is one rope.attention that takes the keys as rotated.
    assert len(re.findall(r"rope\.apply_table ", ir)) == 1, ir
    assert len(re.findall(r"rope\.attention .* keys_rotated", ir)) == 1, ir
    for leftover in ("linalg.softmax", "linalg.generic", "linalg.batch_matmul"):
        assert leftover not in ir, f"{leftover} left after fusion:\n{ir}"
    art = Artifact(str(compile_mlir(ir, tmp_path / "stablehlo.so")))
    inputs, ref = stablehlo_case()
    check_close(art["jax_attention"](*inputs)[0], ref, "stablehlo-style")


@pytest.mark.parametrize("name, entry, case", [
    ("llama-attention-torch.mlir", "llama_attention", "torch"),
    ("llama-attention-stablehlo.mlir", "jax_attention", "stablehlo")])
def test_unfused_frontend_ir_compiles_as_it_is(tmp_path, name, entry, case):
    """Without rope-opt, rope-compile still compiles the frontend IR (as
    loops, softmax decomposed) and gets the same answer."""
    art = Artifact(str(compile_mlir((EXAMPLES / name).read_text(), tmp_path / "unfused.so")))
    inputs, ref = {"torch": torch_case, "stablehlo": stablehlo_case}[case]()
    check_close(art[entry](*inputs)[0], ref, f"{case}-style unfused")
