"""The portable lowering (convert-rope-to-linalg, used by the CPU pipeline
for rope.cos_sin_table and rope.apply_table) executed against the numpy
float64 reference: every table entry a * cos(p * s * f_i), a * sin(...)
within the Semantics §5 f32 bound, for every frequency schedule, runtime
offsets up to 2^24 and sequence-length dependent schedules (dynamic,
longrope) on both sides of original_max; then a rotation with those tables
against the reference rotation."""

import pathlib
import sys
import tempfile

import numpy as np
import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from rope_mlir.ir import params_ir  # noqa: E402
from rope_mlir.reference import Positions, RopeConfig, Scaling, frequencies, rotate  # noqa: E402
from rope_mlir.runtime import Artifact  # noqa: E402
from rope_mlir.tools import compile_mlir, tool_path  # noqa: E402

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

ROWS, HEAD_DIM = 16, 64
N = HEAD_DIM // 2
SCHEDULES = {
    "default": Scaling(),
    "linear": Scaling(kind="linear", factor=4.0),
    "yarn": Scaling(kind="yarn", factor=8.0, original_max=4096),
    "llama3": Scaling(kind="llama3", factor=8.0, low_freq_factor=1.0,
                      high_freq_factor=4.0, original_max=8192),
    "dynamic": Scaling(kind="dynamic", factor=2.0, original_max=4096),
    "longrope": Scaling(kind="longrope", original_max=4096, factor=8.0,
                        short_factor=[1.0 + 0.01 * i for i in range(N)],
                        long_factor=[1.0 + 0.5 * i for i in range(N)]),
}
OFFSETS = [0, 4000, 16777216 - ROWS]  # below and past original_max, up to 2^24


def config(name: str) -> RopeConfig:
    return RopeConfig(head_dim=HEAD_DIM, theta=500000.0, scaling=SCHEDULES[name])


def table_function(name: str) -> str:
    t = f"tensor<{ROWS}x{N}xf32>"
    return (f"func.func @table_{name}(%n: index) -> ({t}, {t}) {{\n"
            f"  %c, %s = rope.cos_sin_table head_dim {HEAD_DIM} offset %n : index "
            f"params {params_ir(config(name))} : {t}\n"
            f"  return %c, %s : {t}, {t}\n}}\n")


ROTATE = f"""
func.func @rotate_with(%x: tensor<{ROWS}x4x{HEAD_DIM}xf32>, %c: tensor<{ROWS}x{N}xf32>,
                       %s: tensor<{ROWS}x{N}xf32>) -> tensor<{ROWS}x4x{HEAD_DIM}xf32> {{
  %y = rope.apply_table %x tables %c, %s : tensor<{ROWS}x{N}xf32> layout "shd" params <> : tensor<{ROWS}x4x{HEAD_DIM}xf32>
  return %y : tensor<{ROWS}x4x{HEAD_DIM}xf32>
}}
"""


@pytest.fixture(scope="module")
def artifact():
    folder = pathlib.Path(tempfile.mkdtemp(prefix="rope-tables-"))
    source = "".join(table_function(name) for name in SCHEDULES) + ROTATE
    return Artifact(str(compile_mlir(source, folder / "tables.so")))


@pytest.mark.parametrize("offset", OFFSETS)
@pytest.mark.parametrize("name", list(SCHEDULES))
def test_cos_sin_table_meets_the_f32_bound(artifact, name, offset):
    cfg = config(name)
    cos, sin = artifact[f"table_{name}"](offset)
    freqs, a = frequencies(cfg, offset + ROWS)
    p = np.arange(offset, offset + ROWS, dtype=np.float64)[:, None]
    phi = p * cfg.position_scale * freqs[None, :]
    bound = 2.0 ** -18 * a * (np.abs(np.cos(phi)) + np.abs(np.sin(phi)))
    assert np.all(np.abs(cos - a * np.cos(phi)) <= bound), name
    assert np.all(np.abs(sin - a * np.sin(phi)) <= bound), name


def test_rotation_with_tables_matches_the_reference(artifact):
    cfg = config("default")
    cos, sin = artifact["table_default"](16777000)
    x = np.random.default_rng(5).uniform(-1, 1, (ROWS, 4, HEAD_DIM)).astype(np.float32)
    (y,) = artifact["rotate_with"](x, cos, sin)
    # The reference rotation at the table's positions, with the tables'
    # own rounding left out: within the f32 bound of the rotation.
    expected = rotate(cfg, "shd", x.astype(np.float64), Positions(offset=16777000))
    u = np.abs(x.astype(np.float64))
    partner = np.concatenate([u[..., N:], u[..., :N]], axis=-1)
    assert np.all(np.abs(y - expected) <= 2.0 ** -18 * (u + partner) + 1e-7)
