"""rope-raise executed: HF's decomposed apply_rotary_pos_emb (torch-mlir
linalg-on-tensors, test/Integration/CPU/Inputs/raise-hf.mlir) and the
interleaved-pair forms of Inputs/raise-pairs.mlir (GPT-J's
rotate_every_two, LLaMA's complex product with reals and with the complex
dialect) raised to rope.apply_table, compiled by rope-compile and
run with the frameworks' tables against the float64 reference rotation."""

import pathlib
import subprocess
import sys
import tempfile

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from rope_mlir.reference import Positions, RopeConfig, rotate  # noqa: E402
from rope_mlir.runtime import Artifact  # noqa: E402
from rope_mlir.tools import compile_mlir, tool_path  # noqa: E402

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

INPUTS = pathlib.Path(__file__).resolve().parents[2] / "test/Integration/CPU/Inputs"
SEQ, HEAD_DIM, THETA = 8, 64, 10000.0


def raise_rope(path: pathlib.Path) -> str:
    proc = subprocess.run([str(tool_path("rope-opt")), "--rope-raise", str(path)],
                          capture_output=True, text=True, check=True)
    return proc.stdout


def hf_tables(offset: int):
    """HF's LlamaRotaryEmbedding: emb = cat(freqs, freqs), [1, S, D] f32."""
    inv_freq = THETA ** (-np.arange(0, HEAD_DIM, 2, dtype=np.float64) / HEAD_DIM)
    freqs = np.outer(np.arange(offset, offset + SEQ, dtype=np.float64), inv_freq)
    emb = np.concatenate([freqs, freqs], axis=-1)[None]
    return np.cos(emb).astype(np.float32), np.sin(emb).astype(np.float32)


def within_f32_bound(y, x, expected):
    u = np.abs(x.astype(np.float64))
    n = HEAD_DIM // 2
    partner = np.concatenate([u[..., n:], u[..., :n]], axis=-1)
    return np.all(np.abs(y - expected) <= 2.0 ** -18 * (u + partner) + 1e-7)


@pytest.fixture(scope="module")
def artifact():
    raised = raise_rope(INPUTS / "raise-hf.mlir")
    assert "rope.apply_table" in raised and "linalg.generic" not in raised
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-raise-"))
    return Artifact(str(compile_mlir(raised, folder / "raise-hf.so")))


@pytest.mark.parametrize("offset", [0, 4093])
def test_raised_hf_tables_match_the_reference(artifact, offset):
    rng = np.random.default_rng(offset)
    q = rng.uniform(-1, 1, (1, 4, SEQ, HEAD_DIM)).astype(np.float32)
    k = rng.uniform(-1, 1, (1, 2, SEQ, HEAD_DIM)).astype(np.float32)
    cos, sin = hf_tables(offset)
    yq, yk = artifact["hf_q_k"](q, k, cos, sin)
    cfg = RopeConfig(head_dim=HEAD_DIM, theta=THETA)
    for x, y in ((q, yq), (k, yk)):
        expected = rotate(cfg, "bhsd", x.astype(np.float64), Positions(offset=offset))
        assert within_f32_bound(y, x, expected)


def pair_angles(offset: int):
    """freqs[s, i] = (offset + s) * theta^(-2i/D), [S, D/2] float64."""
    inv_freq = THETA ** (-np.arange(0, HEAD_DIM, 2, dtype=np.float64) / HEAD_DIM)
    return np.outer(np.arange(offset, offset + SEQ, dtype=np.float64), inv_freq)


def gptj_tables(offset: int):
    """GPT-J: repeat_interleave(freqs, 2), [S, D] f32."""
    emb = np.repeat(pair_angles(offset), 2, axis=-1)
    return np.cos(emb).astype(np.float32), np.sin(emb).astype(np.float32)


def llama_complex_tables(offset: int):
    """LLaMA's freqs_cis = polar(1, freqs) as its real parts, [S, D/2] f32."""
    freqs = pair_angles(offset)
    return np.cos(freqs).astype(np.float32), np.sin(freqs).astype(np.float32)


def within_interleaved_bound(y, x, expected):
    u = np.abs(x.astype(np.float64))
    partner = u.reshape(*u.shape[:-1], -1, 2)[..., ::-1].reshape(u.shape)
    return np.all(np.abs(y - expected) <= 2.0 ** -18 * (u + partner) + 1e-7)


@pytest.fixture(scope="module")
def pairs_artifact():
    raised = raise_rope(INPUTS / "raise-pairs.mlir")
    assert raised.count("pairing = interleaved") == 3
    assert "tensor.concat" not in raised and "complex." not in raised
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-raise-pairs-"))
    return Artifact(str(compile_mlir(raised, folder / "raise-pairs.so")))


@pytest.mark.parametrize("entry, tables",
                         [("gptj_bshd", gptj_tables),
                          ("llama_complex_bshd", llama_complex_tables),
                          ("llama_complex_dialect_bshd", llama_complex_tables)])
@pytest.mark.parametrize("offset", [0, 4093])
def test_raised_pairs_match_the_reference(pairs_artifact, entry, tables, offset):
    rng = np.random.default_rng(offset + 1)
    x = rng.uniform(-1, 1, (1, SEQ, 4, HEAD_DIM)).astype(np.float32)
    cos, sin = tables(offset)
    y = pairs_artifact[entry](x, cos, sin)
    x64 = x.astype(np.float64)
    for inverse, matches in ((False, True), (True, False)):
        cfg = RopeConfig(head_dim=HEAD_DIM, theta=THETA, pairing="interleaved",
                         inverse=inverse)
        expected = rotate(cfg, "bshd", x64, Positions(offset=offset))
        # The inverse rotation must not pass: the check sees the sign.
        assert within_interleaved_bound(y, x, expected) == matches


@pytest.fixture(scope="module")
def computed_artifact():
    """Inputs/raise-hf-computed.mlir: tables computed in the IR from
    positions (HF's matmul form), raised to rope.apply with theta."""
    raised = raise_rope(INPUTS / "raise-hf-computed.mlir")
    assert raised.count("rope.apply ") == 3 and "linalg." not in raised, raised
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-raise-computed-"))
    return Artifact(str(compile_mlir(raised, folder / "raise-hf-computed.so")))


def inv_freq_rounding():
    """max |float32(theta^(-2i/D)) - theta^(-2i/D)|."""
    exact = THETA ** (-np.arange(0, HEAD_DIM, 2, dtype=np.float64) / HEAD_DIM)
    return np.max(np.abs(exact.astype(np.float32).astype(np.float64) - exact))


def hf_rotation(x, positions):
    """HF's apply_rotary_pos_emb in float64 with its float32 inv_freq."""
    inv_freq = (THETA ** (-np.arange(0, HEAD_DIM, 2, dtype=np.float64) / HEAD_DIM)
                ).astype(np.float32).astype(np.float64)
    freqs = np.outer(positions, inv_freq)
    emb = np.concatenate([freqs, freqs], axis=-1)
    half = HEAD_DIM // 2
    rotated = np.concatenate([-x[..., half:], x[..., :half]], axis=-1)
    return x * np.cos(emb) + rotated * np.sin(emb)


@pytest.mark.parametrize("past", [0, 1, 4093, (1 << 24) - SEQ])
def test_raised_cache_position_tables_match(computed_artifact, past):
    rng = np.random.default_rng(past)
    q = rng.uniform(-1, 1, (1, 4, SEQ, HEAD_DIM)).astype(np.float32)
    k = rng.uniform(-1, 1, (1, 2, SEQ, HEAD_DIM)).astype(np.float32)
    yq, yk = computed_artifact["hf_cache_position"](q, k, past)
    cfg = RopeConfig(head_dim=HEAD_DIM, theta=THETA)
    for x, y in ((q, yq), (k, yk)):
        x64 = x.astype(np.float64)
        expected = rotate(cfg, "bhsd", x64, Positions(offset=past))
        assert within_f32_bound(y, x, expected)
        # The frontend's own math differs only by its float32 inv_freq:
        # angles off by at most p * |inv_freq32 - theta^(-2i/D)|.
        frontend = hf_rotation(x64, np.arange(past, past + SEQ))
        u = np.abs(x64)
        both = u + np.concatenate([u[..., HEAD_DIM // 2:], u[..., :HEAD_DIM // 2]], axis=-1)
        angle_gap = (past + SEQ) * inv_freq_rounding()
        assert np.all(np.abs(y - frontend) <= (2.0 ** -18 + angle_gap) * both + 1e-7)


@pytest.mark.parametrize("seed", [0, 1])
def test_raised_position_ids_tables_match(computed_artifact, seed):
    rng = np.random.default_rng(seed + 10)
    q = rng.uniform(-1, 1, (1, 4, SEQ, HEAD_DIM)).astype(np.float32)
    positions = rng.integers(0, 1 << 20, (1, SEQ)).astype(np.int64)
    y = computed_artifact["hf_position_ids"](q, positions)
    cfg = RopeConfig(head_dim=HEAD_DIM, theta=THETA)
    expected = rotate(cfg, "bhsd", q.astype(np.float64), Positions(explicit=positions[0]))
    assert within_f32_bound(y, q, expected)
    # Positions shifted by one give another rotation: the check sees them.
    shifted = rotate(cfg, "bhsd", q.astype(np.float64),
                     Positions(explicit=positions[0] + 1))
    assert not within_f32_bound(y, q, shifted)


def test_raised_bf16_tables_match(computed_artifact):
    from rope_mlir.runtime import bf16_to_f32, f32_to_bf16
    rng = np.random.default_rng(3)
    q = f32_to_bf16(rng.uniform(-1, 1, (1, 4, SEQ, HEAD_DIM)).astype(np.float32))
    positions = np.arange(1000, 1000 + SEQ, dtype=np.int64)[None]
    y = bf16_to_f32(computed_artifact["hf_position_ids_bf16"](q, positions))
    cfg = RopeConfig(head_dim=HEAD_DIM, theta=THETA)
    q64 = bf16_to_f32(q).astype(np.float64)
    expected = rotate(cfg, "bhsd", q64, Positions(explicit=positions[0]))
    # One bf16 rounding of the result: half an ulp, 2^-9 relative.
    assert np.all(np.abs(y - expected) <= 2.0 ** -8 * np.abs(expected) + 1e-6)
