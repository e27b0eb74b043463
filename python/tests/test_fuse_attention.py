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
