"""rope-raise executed on scaled schedules computed in the model: HF's
rotary embedding with llama3, YaRN and LongRoPE inverse frequencies (float32
constants, as transformers computes them, the attention factor folded into
cos and sin) is raised to rope.apply with a named scaling or #rope.custom,
compiled by rope-compile and checked against a numpy float64 evaluation of
the frontend math itself at large positions, where a wrong parameter shows."""

import math
import subprocess

import numpy as np
import pytest

from rope_mlir.runtime import Artifact
from rope_mlir.tools import compile_mlir, tool_path

pytestmark = pytest.mark.skipif(not tool_path("rope-compile").exists(),
                                reason="rope-compile is not built")

SEQ = 8


def default_inv_freq(theta, dim, dtype):
    exponent = np.arange(0, dim, 2).astype(dtype) / dtype(dim)
    return (dtype(1) / (dtype(theta) ** exponent)).astype(dtype)


def llama3(dtype, theta=500000.0, dim=128, factor=8.0, low=1.0, high=4.0, original=8192):
    """transformers' _compute_llama3_parameters."""
    inv = default_inv_freq(theta, dim, dtype)
    wavelen = dtype(2 * math.pi) / inv
    scaled = np.where(wavelen > dtype(original / low), inv / dtype(factor), inv)
    smooth = (dtype(original) / wavelen - dtype(low)) / dtype(high - low)
    smoothed = (dtype(1) - smooth) * scaled / dtype(factor) + smooth * scaled
    band = ~(wavelen < dtype(original / high)) & ~(wavelen > dtype(original / low))
    return np.where(band, smoothed, scaled).astype(dtype), 1.0


def yarn(dtype, theta=1000000.0, dim=64, factor=4.0, original=32768):
    """transformers' _compute_yarn_parameters (beta 32/1, truncated)."""
    def corr(rotations):
        return dim * math.log(original / (rotations * 2 * math.pi)) / (2 * math.log(theta))
    low, high = max(math.floor(corr(32)), 0), min(math.ceil(corr(1)), dim - 1)
    pos = dtype(theta) ** (np.arange(0, dim, 2).astype(dtype) / dtype(dim))
    ramp = np.clip((np.arange(dim // 2).astype(dtype) - dtype(low)) / dtype(high - low), 0, 1)
    extrapolation = dtype(1) - ramp
    inv = (dtype(1) / (dtype(factor) * pos)) * (dtype(1) - extrapolation) \
        + (dtype(1) / pos) * extrapolation
    return inv.astype(dtype), 0.1 * math.log(factor) + 1.0


def longrope(dtype, theta=10000.0, dim=8, ext=(1.0, 1.25, 2.5, 6.0), factor=32.0,
             original=4096):
    """Phi-3's short factors: 1 / (ext_i * theta^(2i/R))."""
    pos = dtype(theta) ** (np.arange(0, dim, 2).astype(dtype) / dtype(dim))
    inv = (dtype(1) / (np.array(ext, dtype=dtype) * pos)).astype(dtype)
    return inv, math.sqrt(1 + math.log(factor) / math.log(original))


CASES = {
    "llama3": (llama3, "#rope.llama3<factor = 8.000000e+00"),
    "yarn": (yarn, "#rope.yarn<factor = 4.000000e+00, original_max = 32768>"),
    "longrope": (longrope, "#rope.custom<freqs = [1.000000e+00"),
}


def dense(values):
    return "[" + ", ".join("%.9e" % float(v) for v in values) + "]"


def model_ir(inv, attention):
    """HF's rotary embedding and rotate_half on [S, R] with positions n + s."""
    n = inv.size
    r = 2 * n
    a = "%.9e" % float(np.float32(attention))
    return f"""
#pos = affine_map<(d0, d1) -> (d0)>
#frq = affine_map<(d0, d1) -> (d1)>
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
func.func @scaled(%x: tensor<{SEQ}x{r}xf32>, %n: index) -> tensor<{SEQ}x{r}xf32> {{
  %inv = arith.constant dense<{dense(inv)}> : tensor<{n}xf32>
  %ep = tensor.empty() : tensor<{SEQ}xf32>
  %p = linalg.generic {{indexing_maps = [#id1], iterator_types = ["parallel"]}} outs(%ep : tensor<{SEQ}xf32>) {{
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = arith.addi %i, %n : index
    %ii = arith.index_cast %j : index to i64
    %f = arith.sitofp %ii : i64 to f32
    linalg.yield %f : f32
  }} -> tensor<{SEQ}xf32>
  %ef = tensor.empty() : tensor<{SEQ}x{n}xf32>
  %freqs = linalg.generic {{indexing_maps = [#pos, #frq, #id2], iterator_types = ["parallel", "parallel"]}} ins(%p, %inv : tensor<{SEQ}xf32>, tensor<{n}xf32>) outs(%ef : tensor<{SEQ}x{n}xf32>) {{
  ^bb0(%a0: f32, %b0: f32, %out: f32):
    %m = arith.mulf %a0, %b0 : f32
    linalg.yield %m : f32
  }} -> tensor<{SEQ}x{n}xf32>
  %emb = tensor.concat dim(1) %freqs, %freqs : (tensor<{SEQ}x{n}xf32>, tensor<{SEQ}x{n}xf32>) -> tensor<{SEQ}x{r}xf32>
  %et = tensor.empty() : tensor<{SEQ}x{r}xf32>
  %a = arith.constant {a} : f32
  %cos = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}} ins(%emb : tensor<{SEQ}x{r}xf32>) outs(%et : tensor<{SEQ}x{r}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %c = math.cos %in : f32
    %cs = arith.mulf %c, %a : f32
    linalg.yield %cs : f32
  }} -> tensor<{SEQ}x{r}xf32>
  %sin = linalg.generic {{indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}} ins(%emb : tensor<{SEQ}x{r}xf32>) outs(%et : tensor<{SEQ}x{r}xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %s = math.sin %in : f32
    %ss = arith.mulf %s, %a : f32
    linalg.yield %ss : f32
  }} -> tensor<{SEQ}x{r}xf32>
  %x1 = tensor.extract_slice %x[0, 0] [{SEQ}, {n}] [1, 1] : tensor<{SEQ}x{r}xf32> to tensor<{SEQ}x{n}xf32>
  %x2 = tensor.extract_slice %x[0, {n}] [{SEQ}, {n}] [1, 1] : tensor<{SEQ}x{r}xf32> to tensor<{SEQ}x{n}xf32>
  %n2 = arith.negf %x2 : tensor<{SEQ}x{n}xf32>
  %rot = tensor.concat dim(1) %n2, %x1 : (tensor<{SEQ}x{n}xf32>, tensor<{SEQ}x{n}xf32>) -> tensor<{SEQ}x{r}xf32>
  %xc = arith.mulf %x, %cos : tensor<{SEQ}x{r}xf32>
  %rs = arith.mulf %rot, %sin : tensor<{SEQ}x{r}xf32>
  %y = arith.addf %xc, %rs : tensor<{SEQ}x{r}xf32>
  return %y : tensor<{SEQ}x{r}xf32>
}}
"""


def frontend_math(x, inv, attention, offset):
    """float64 cos/sin tables of the frontend formula and rotate_half."""
    half = inv.size
    angles = np.outer(np.arange(offset, offset + SEQ, dtype=np.float64), inv)
    emb = np.concatenate([angles, angles], axis=-1)
    rotated = np.concatenate([-x[:, half:], x[:, :half]], axis=-1)
    return attention * (x * np.cos(emb) + rotated * np.sin(emb))


@pytest.fixture(scope="module", params=sorted(CASES))
def raised(request, tmp_path_factory):
    schedule, attribute = CASES[request.param]
    inv32, attention = schedule(np.float32)
    proc = subprocess.run([str(tool_path("rope-opt")), "--rope-raise"],
                          input=model_ir(inv32, attention), capture_output=True,
                          text=True, check=True)
    assert attribute in proc.stdout, proc.stdout
    assert "linalg.generic" not in proc.stdout, proc.stdout
    folder = tmp_path_factory.mktemp(request.param)
    art = Artifact(str(compile_mlir(proc.stdout, folder / "scaled.so")))
    return request.param, schedule, inv32, attention, art


@pytest.mark.parametrize("offset", [0, 100000, (1 << 24) - SEQ])
def test_raised_schedule_matches_the_frontend_math(raised, offset):
    name, schedule, inv32, attention, art = raised
    # Named variants reproduce the formula in float64; #rope.custom holds
    # the IR's float32 values and the IR's float32 attention factor.
    if name == "longrope":
        inv, attention = inv32.astype(np.float64), float(np.float32(attention))
    else:
        inv, attention = schedule(np.float64)
    x = np.random.default_rng(offset).uniform(-1, 1, (SEQ, inv.size * 2)).astype(np.float32)
    y = art["scaled"](x, offset)[0]
    x64 = x.astype(np.float64)
    expected = frontend_math(x64, inv, attention, offset)
    u = np.abs(x64)
    partner = np.concatenate([u[:, inv.size:], u[:, :inv.size]], axis=-1)
    error = np.max(np.abs(y - expected) / (attention * (u + partner)))
    print(f"raised {name} at offset {offset}: max error {error:.2e} of |u| + |v|")
    assert error <= 2.0 ** -18
